// Builds gg's Ruby guest component with componentize-js.
// Usage: node guest/componentize.mjs <wit-dir> <out.wasm>
//
// The generated bindings are corrected before the component is made by the
// same `correctBindings` the JavaScript guest's build uses
// (packages/tools/correct-bindings.mjs; each package's tests check it against
// the splicer it installs): u32 arguments lowered as int32 of the
// same bits (2 ** 31 and above arrived changed), every argument buffer freed
// when its call returns (they leaked until the memory limit), and each
// string argument encoded in one native pass.
import { componentize } from '@bytecodealliance/componentize-js';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { componentizeCorrected } from '../../tools/correct-bindings.mjs';

export { correctBindings } from '../../tools/correct-bindings.mjs';

/** The splicer module of the componentize-js this package resolves. */
export async function splicerOf() {
  const entry = import.meta.resolve('@bytecodealliance/componentize-js');
  return import(new URL('../lib/spidermonkey-embedding-splicer.js', entry).href);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [witPath, outPath] = process.argv.slice(2);
  if (!witPath || !outPath) {
    console.error('usage: node guest/componentize.mjs <wit-dir> <out.wasm>');
    process.exit(2);
  }
  const here = fileURLToPath(new URL('.', import.meta.url));
  const { component } = await componentizeCorrected(
    componentize,
    {
      sourcePath: `${here}guest.js`,
      witPath,
      worldName: 'sandbox',
      disableFeatures: ['http', 'fetch-event'],
      env: {},
    },
    await splicerOf(),
  );
  await writeFile(outPath, component);
}
