#!/usr/bin/env bash
# Shared by the packages' build scripts: in the package directory given,
# one build at a time (flock), run `npm ci` from package-lock.json unless the
# installed tree already matches the lockfile's digest.
# Usage: npm-ci.sh PACKAGE_DIR
set -euo pipefail
dir="${1:?usage: npm-ci.sh PACKAGE_DIR}"
command -v node >/dev/null || { echo "$(basename "$dir"): node (>= 20) is needed on PATH to build it" >&2; exit 1; }
cd "$dir"
exec 9>"$dir/.build.lock"
flock 9
stamp=node_modules/.gg-lock-digest
want="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$want" ]]; then
  npm ci --no-audit --no-fund --loglevel=error >&2
  echo "$want" > "$stamp"
fi
