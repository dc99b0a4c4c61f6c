// Builds gg's JavaScript guest component with componentize-js.
// Usage: node componentize.mjs <wit-dir> <out.wasm>
//
// componentize-js 0.23.0 generates the JavaScript that lowers each membrane
// call's arguments (its "bindings"), and two of its habits break the
// membrane, so the bindings are corrected here before the component is made
// (`correctBindings` in packages/tools/correct-bindings.mjs, which the Ruby
// guest's build uses too):
//
// * A u32 argument is lowered with `val >>> 0`, which leaves 2 ** 31 and above
//   a double; the engine's import stub then takes the low 32 bits of the
//   double's bit pattern (2147483648 arrived as 0, 3000000000 as 3221225472).
//   Lowered with `val | 0` instead, every u32 is an int32 of the same bits.
// * Every string or list argument is copied into guest memory by `realloc`
//   and never freed (the engine's `cabi_realloc` no longer tracks
//   allocations for `post_call`, and the bindings free only results), so a
//   program's calls leaked their arguments until the memory limit. The
//   arguments of a call are now freed as soon as the host has returned.
//
// And one habit is slow: a string argument's UTF-8 length is measured by an
// interpreted loop before it is encoded (~1 ms per 100 KiB); it is now
// encoded in one native pass.
import { componentize } from '@bytecodealliance/componentize-js';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { componentizeCorrected } from '../tools/correct-bindings.mjs';

export { correctBindings } from '../tools/correct-bindings.mjs';

/** The splicer module of the componentize-js this package resolves. */
export async function splicerOf() {
  const entry = import.meta.resolve('@bytecodealliance/componentize-js');
  return import(new URL('../lib/spidermonkey-embedding-splicer.js', entry).href);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [witPath, outPath] = process.argv.slice(2);
  if (!witPath || !outPath) {
    console.error('usage: node componentize.mjs <wit-dir> <out.wasm>');
    process.exit(2);
  }
  const here = fileURLToPath(new URL('.', import.meta.url));
  const { component } = await componentizeCorrected(
    componentize,
    {
      sourcePath: `${here}src/guest.js`,
      witPath,
      worldName: 'sandbox',
      // No wasi:http; stdio (console), random and clocks stay.
      disableFeatures: ['http', 'fetch-event'],
      // wizer must not see the builder's environment.
      env: {},
    },
    await splicerOf(),
  );
  await writeFile(outPath, component);
}
