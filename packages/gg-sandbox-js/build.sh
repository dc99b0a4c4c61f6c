#!/usr/bin/env bash
# The JavaScript arm's one producer: installs the pinned componentize-js from
# the npm registry (package-lock.json) and builds the guest component.
# Usage: build.sh OUT_DIR   (writes OUT_DIR/js.component.wasm and OUT_DIR/js.catalogue.json)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:?usage: build.sh OUT_DIR}"
wit="$(cd "$here/../../wit" && pwd)"
command -v node >/dev/null || { echo "gg-sandbox-js: node (>= 20) is needed on PATH to build the guest" >&2; exit 1; }
cd "$here"
# Two cargo builds (debug and release) may run this at once: one at a time.
exec 9>"$here/.build.lock"
flock 9
stamp=node_modules/.gg-lock-digest
want="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$want" ]]; then
  npm ci --no-audit --no-fund --loglevel=error >&2
  echo "$want" > "$stamp"
fi
mkdir -p "$out"
node catalogue.mjs src/sdk.js "$out/js.catalogue.json" >&2
node componentize.mjs "$wit" "$out/js.component.wasm.tmp" >&2
mv "$out/js.component.wasm.tmp" "$out/js.component.wasm"
