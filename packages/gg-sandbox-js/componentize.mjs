// Builds gg's JavaScript guest component with componentize-js.
// Usage: node componentize.mjs <wit-dir> <out.wasm>
import { componentize } from '@bytecodealliance/componentize-js';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const [witPath, outPath] = process.argv.slice(2);
if (!witPath || !outPath) {
  console.error('usage: node componentize.mjs <wit-dir> <out.wasm>');
  process.exit(2);
}
const here = fileURLToPath(new URL('.', import.meta.url));
const { component } = await componentize({
  sourcePath: `${here}src/guest.js`,
  witPath,
  worldName: 'sandbox',
  // No wasi:http; stdio (console), random and clocks stay.
  disableFeatures: ['http', 'fetch-event'],
  // wizer must not see the builder's environment.
  env: {},
});
await writeFile(outPath, component);
