// Builds gg's Ruby guest component with componentize-js.
// Usage: node guest/componentize.mjs <wit-dir> <out.wasm>
import { componentize } from '@bytecodealliance/componentize-js';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const [witPath, outPath] = process.argv.slice(2);
if (!witPath || !outPath) {
  console.error('usage: node guest/componentize.mjs <wit-dir> <out.wasm>');
  process.exit(2);
}
const here = fileURLToPath(new URL('.', import.meta.url));
const { component } = await componentize({
  sourcePath: `${here}guest.js`,
  witPath,
  worldName: 'sandbox',
  disableFeatures: ['http', 'fetch-event'],
  env: {},
});
await writeFile(outPath, component);
