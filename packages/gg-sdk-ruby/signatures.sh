#!/usr/bin/env bash
# Reflects the Ruby SDK's catalogue with YARD (Debian's `yard` package) from
# the SDK's own documentation (src/gg/*.rb), its operation identity from
# GG::Surface::REGISTRY, and its libraries section from src/library.rb.
# Usage: signatures.sh OUT.json
# The result is committed as signatures.json and embedded by the build;
# `cargo xtask signatures --check` regenerates it and fails on a difference.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:?usage: signatures.sh OUT.json}"
if ! command -v ruby >/dev/null || ! ruby -e 'require "yard"' 2>/dev/null; then
  echo "signatures.sh: needs Ruby with YARD (Debian: apt-get install yard)" >&2
  exit 1
fi
cd "$here"
ruby signatures.rb > "$out.tmp"
mv "$out.tmp" "$out"
