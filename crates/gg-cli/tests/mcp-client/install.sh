#!/usr/bin/env bash
# Installs the MCP client the `gg mcp` test drives into DEST (never into the
# source tree): the official SDK from the npm registry, pinned by this
# directory's package-lock.json (`npm ci`, again only when the lock changed),
# with `ws`, beside copies of client.mjs, server.mjs (the MCP server the
# bridge test bridges) and serve-client.mjs (the client that drives
# `gg serve`), so node resolves the packages from there.
#
#   bash crates/gg-cli/tests/mcp-client/install.sh DEST
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
dest="${1:?usage: install.sh DEST}"
mkdir -p "$dest"
# The stamp is written only after a whole install.
if ! cmp -s "$here/package-lock.json" "$dest/.installed-lock.json"; then
  rm -f "$dest/.installed-lock.json"
  cp "$here/package.json" "$here/package-lock.json" "$dest/"
  (cd "$dest" && npm ci --no-audit --no-fund --loglevel=error)
  cp "$here/package-lock.json" "$dest/.installed-lock.json"
fi
cp "$here/client.mjs" "$here/server.mjs" "$here/serve-client.mjs" "$here/serve-bench.mjs" "$here/fleet-client.mjs" "$dest/"
