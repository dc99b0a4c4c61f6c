#!/usr/bin/env bash
# The `ruby` arm's guest: ruby.wasm from the pinned npm package
# `@ruby/3.4-wasm-wasi` (CRuby 3.4, its stdlib embedded with wasi-vfs), given
# one exported init function by splice.mjs (boots the VM with gg's arguments
# and evaluates the boot script compose.mjs writes: gg's Ruby SDK sources and
# src/boot.rb), then snapshotted by the pinned wizer. The result
# is a core module (WASI preview 1), which the artifacts crate precompiles.
# Usage: build.sh OUT_DIR   (writes OUT_DIR/ruby.module.wasm)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:?usage: build.sh OUT_DIR}"
bash "$here/../tools/npm-ci.sh" "$here"
cd "$here"
mkdir -p "$out"
ruby_wasm="node_modules/@ruby/3.4-wasm-wasi/dist/ruby+stdlib.wasm"
node compose.mjs "$out/ruby.boot.rb"
node splice.mjs "$ruby_wasm" "$out/ruby.boot.rb" "$out/ruby.spliced.wasm" >&2
# The boot may call WASI (clock, random, its own embedded files) but no
# directory, environment or host stdin; `canonical_abi` is the boot's
# handle table (identity), which the host provides the same way at run time.
node_modules/.bin/wizer --allow-wasi --inherit-env false --inherit-stdio true \
  --preload "canonical_abi=src/canonical_abi.wat" \
  -o "$out/ruby.module.wasm.tmp" "$out/ruby.spliced.wasm" </dev/null >&2
rm -f "$out/ruby.spliced.wasm"
mv "$out/ruby.module.wasm.tmp" "$out/ruby.module.wasm"
