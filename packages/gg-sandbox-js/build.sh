#!/usr/bin/env bash
# The JavaScript arm's one producer: installs the pinned componentize-js from
# the npm registry (package-lock.json) and builds the guest component.
# Usage: build.sh OUT_DIR   (writes OUT_DIR/js.component.wasm and OUT_DIR/js.catalogue.json)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:?usage: build.sh OUT_DIR}"
wit="$(cd "$here/../../wit" && pwd)"
bash "$here/../tools/npm-ci.sh" "$here"
cd "$here"
mkdir -p "$out"
node catalogue.mjs src/sdk.js "$out/js.catalogue.json" >&2
node componentize.mjs "$wit" "$out/js.component.wasm.tmp" >&2
mv "$out/js.component.wasm.tmp" "$out/js.component.wasm"
