// The generated Unicode and locale tables are what this node generates:
// `node tables.mjs --check` (regenerate with `node tables.mjs`).
// Run: node --test test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

test('tables are current', () => {
  const dir = fileURLToPath(new URL('..', import.meta.url));
  const r = spawnSync(process.execPath, ['tables.mjs', '--check'], { cwd: dir, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
});
