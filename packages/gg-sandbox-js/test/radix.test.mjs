// Compares src/radix.js with node's Number.prototype.toString(radix) (V8's
// digits) over random doubles of every magnitude, in every radix but 10.
// Run: node --test test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { installRadix, toRadixString } from '../src/radix.js';

test('digits as in V8 for random doubles', () => {
  const f = new Float64Array(1);
  const u = new Uint32Array(f.buffer);
  let seed = 99;
  const r32 = () => (seed = (seed * 1103515245 + 12345) >>> 0);
  const values = [0.1, 0.5, 3.75, 255.5, 1e21, 2 ** 53, 2 ** 53 + 2, 1e300, 5e-324, 1e-7, 123.456, Math.PI, 0.3, Number.MAX_VALUE];
  for (let i = 0; i < 4000; i++) {
    u[0] = r32();
    u[1] = r32() & 0x7fefffff;
    values.push(f[0], r32() / 1000, r32() / 7, r32() * 1e10, r32() / 2 ** 32);
  }
  for (const v of values) {
    for (let radix = 2; radix <= 36; radix++) {
      if (radix === 10) continue;
      const expected = v.toString(radix);
      if (toRadixString(v, radix) !== expected) assert.equal(toRadixString(v, radix), expected, `${v} in radix ${radix}`);
    }
  }
});

test('the installed toString: signs, radix conversion, the engine elsewhere', () => {
  const engine = Number.prototype.toString;
  const cases = [[-255.5, 16], [1e21, 36], [-1e21, '36'], [0.5, 2.9], [42, 2], [NaN, 2], [-Infinity, 16], [-0, 2], [7, undefined], [1.5, 10], [new Number(2.5), 2]];
  const expected = cases.map(([v, r]) => engine.call(v, r));
  installRadix();
  try {
    assert.deepEqual(cases.map(([v, r]) => Number.prototype.toString.call(v, r)), expected);
    assert.throws(() => (1.5).toString(1), RangeError);
    assert.throws(() => Number.prototype.toString.call('x', 2), TypeError);
  } finally {
    Object.defineProperty(Number.prototype, 'toString', { value: engine, writable: true, enumerable: false, configurable: true });
  }
});
