// What the Ruby guest hands the membrane, in node:
//
// * guest/componentize.mjs corrects the bindings componentize-js generates
//   with the JavaScript guest's function (packages/tools/correct-bindings.mjs,
//   which packages/gg-sandbox-js/test/membrane.test.mjs runs over a fake
//   engine), and the correction applies to the splicer this package installs;
// * guest/membrane.js's `toJson` (tool arguments) sends a lone surrogate as
//   U+FFFD, as a String argument crosses, takes a boxed String (one that
//   carries an encoding) as the string it holds, and refuses NaN and
//   infinities.
//
//   node packages/gg-sandbox-opal/test/membrane.test.mjs

import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { correctBindings, splicerOf } from '../guest/componentize.mjs';
import { correctBindings as sharedCorrection } from '../../tools/correct-bindings.mjs';
import { installMembrane } from '../guest/membrane.js';

const pkgDir = dirname(dirname(fileURLToPath(import.meta.url)));

test('the correction is the JavaScript guest’s, and applies to this package’s splicer', async () => {
  assert.equal(correctBindings, sharedCorrection);
  const { splicer } = await splicerOf();
  const entry = import.meta.resolve('@bytecodealliance/componentize-js');
  const engine = await readFile(new URL('../lib/starlingmonkey_embedding.wasm', entry));
  const wit = join(pkgDir, '../../wit');
  const { jsBindings } = splicer.spliceBindings(engine, ['stdio', 'random', 'clocks'], undefined, wit, 'sandbox', false);
  const text = correctBindings(jsBindings);
  assert.match(text, /return val \| 0;/);
  assert.equal((text.match(/\$ggFreeArguments\(\);/g) || []).length, (text.match(/^\s*ret = \$import_/gm) || []).length);
});

createRequire(import.meta.url)(join(pkgDir, 'node_modules/opal-runtime/src/opal.js'));
const Opal = globalThis.Opal;
installMembrane(Opal, {});
const { toJson } = Opal.gg_membrane;
const hash = (entries) => {
  const h = Opal.hash();
  for (const [k, v] of entries) h['$[]='](k, v);
  return h;
};

test('tool arguments carry a lone surrogate as U+FFFD, and nothing else changes', () => {
  const cases = [
    [hash([['s', 'x\uD800y']]), '{"s":"x\\ufffdy"}'],
    [hash([['s', '\uDC00\uD800']]), '{"s":"\\ufffd\\ufffd"}'],
    [hash([['k\uDBFF', 1]]), '{"k\\ufffd":1}'],
    [hash([['s', '\u{1F600}']]), '{"s":"\u{1F600}"}'],
    [hash([['s', '\\ud800']]), '{"s":"\\\\ud800"}'],
    [hash([['s', '\\\uD800']]), '{"s":"\\\\\\ufffd"}'],
    [hash([['s', '\u0000\n"']]), '{"s":"\\u0000\\n\\""}'],
    [hash([['n', [0, 2 ** 53, -(2 ** 53), 5e-324, 1.7976931348623157e308, Opal.nil]]]), '{"n":[0,9007199254740992,-9007199254740992,5e-324,1.7976931348623157e+308,null]}'],
  ];
  for (const [value, text] of cases) {
    assert.equal(toJson(value), text);
    JSON.parse(text);
  }
  // A String Opal boxed to carry an encoding is the string it holds.
  const boxed = (0xe9).$chr(Opal.Encoding.$$const.UTF_8);
  assert.equal(typeof boxed, 'object');
  assert.equal(toJson(hash([[boxed, boxed]])), '{"é":"é"}');
  // An integral Float is a boxed Number (guest/floats.js): its value.
  assert.equal(toJson(hash([['f', new Number(2)], ['g', [new Number(-0.5)]]])), '{"f":2,"g":[-0.5]}');
  for (const bad of [NaN, Infinity, -Infinity]) {
    assert.match(toJson(hash([['deep', [1, hash([['x', bad]])]]])), /^!got -?(NaN|Infinity) at arguments\["deep"\]\[1\]\["x"\]$/);
  }
});

test('String arguments Opal boxed reach the bindings as strings', () => {
  const seen = [];
  const O = { ...Opal };
  installMembrane(O, { files: { writeFile: (...a) => seen.push(a) } });
  const boxed = (0xe9).$chr(Opal.Encoding.$$const.UTF_8);
  O.gg_membrane.call('files', 'writeFile', [boxed, 'plain']);
  O.gg_membrane.call('files', 'writeFile', [[boxed], { k: boxed }]);
  assert.deepEqual(seen, [['é', 'plain'], [['é'], { k: 'é' }]]);
  assert.equal(typeof seen[0][0], 'string');
});
