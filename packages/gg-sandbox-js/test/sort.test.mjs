// Compares src/sort.js (TimSort) with node's own Array.prototype.sort (V8's
// TimSort): the same order and the same sequence of comparator calls, for
// consistent and inconsistent comparators over arrays of 0 to 5000 elements;
// and the installed methods' handling of holes, undefined and array-likes;
// typed arrays' merge sort likewise against node's.
// Run: node --test test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { installSort, timSort, typedArraySorted } from '../src/sort.js';

let seed = 12345;
const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000);

const COMPARATORS = [
  (a, b) => a.k - b.k,
  (a, b) => a.k > b.k,
  (a, b) => (a.k < b.k ? -1 : 1),
  (a, b) => ((a.k * 7 + b.k * 13) % 5) - 2,
  (a, b) => b.k - a.k,
  (a, b) => (a.k === b.k ? 0 : a.k < b.k ? -1 : 1),
];
const SIZES = [0, 1, 2, 3, 5, 10, 31, 32, 33, 63, 64, 65, 100, 200, 500, 1000, 2000, 5000];
const SHAPES = [
  (i, n) => Math.floor(rand() * 10),
  (i, n) => i + (rand() < 0.1 ? Math.floor(rand() * 50) : 0),
  (i, n) => (rand() < 0.1 ? NaN : Math.floor(rand() * 1000)),
  (i, n) => (i % 50 < 25 ? i : n - i) + Math.floor(rand() * 3),
];

test('order and comparator calls as in V8', () => {
  for (let trial = 0; trial < 720; trial++) {
    const n = SIZES[trial % SIZES.length];
    const shape = SHAPES[trial % SHAPES.length];
    const values = Array.from({ length: n }, (_, i) => ({ k: shape(i, n), i }));
    for (const compare of COMPARATORS) {
      const expectedCalls = [];
      const gotCalls = [];
      const expected = [...values].sort((a, b) => (expectedCalls.push(a.i, b.i), compare(a, b)));
      const got = timSort([...values], (a, b) => (gotCalls.push(a.i, b.i), compare(a, b)));
      assert.deepEqual(got.map((v) => v.i), expected.map((v) => v.i), `n=${n} ${compare}`);
      assert.deepEqual(gotCalls, expectedCalls, `calls n=${n} ${compare}`);
    }
  }
});

test('the installed sort and toSorted: holes, undefined, array-likes, errors', () => {
  const engine = { sort: Array.prototype.sort, toSorted: Array.prototype.toSorted };
  const typedProto = Object.getPrototypeOf(Int8Array.prototype);
  const engineTyped = { sort: typedProto.sort, toSorted: typedProto.toSorted };
  const cases = [
    () => [3, undefined, , 1, NaN, 2, , undefined],
    () => [5, -1, 300, 2.5, 1e6, -0, 0, 42, NaN, -Infinity, 7],
    () => ({ 0: 'b', 2: 'a', 3: undefined, length: 5 }),
    () => [],
    () => [, , ,],
  ];
  const comparators = [(a, b) => a - b, (a, b) => a > b, (a, b) => String(a).localeCompare(String(b))];
  const results = (impl) => {
    const out = [];
    for (const make of cases) {
      for (const compare of comparators) {
        const o = make();
        const sorted = impl.sort.call(o, compare);
        out.push([sorted === o, Object.entries(o), 'length' in o ? o.length : -1, Object.keys(o)]);
        const copy = make();
        if (Array.isArray(copy)) {
          const t = impl.toSorted.call(copy, compare);
          out.push([Object.entries(t), t.length, Object.keys(t), Object.entries(copy)]);
        }
      }
    }
    return out;
  };
  const expected = results(engine);
  installSort();
  try {
    const installed = { sort: Array.prototype.sort, toSorted: Array.prototype.toSorted };
    assert.notEqual(installed.sort, engine.sort);
    assert.deepEqual(results(installed), expected);
    // A comparator that throws leaves the array as it was.
    const a = [3, 2, 1];
    assert.throws(() => a.sort(() => { throw new Error('no'); }), /no/);
    assert.deepEqual(a, [3, 2, 1]);
    // No comparator, or a bad one: the engine's.
    assert.deepEqual([10, 9, 1].sort(), [1, 10, 9]);
    assert.throws(() => [1, 2].sort(1), TypeError);
    assert.throws(() => [1, 2].toSorted('x'), TypeError);
  } finally {
    Object.defineProperty(Array.prototype, 'sort', { value: engine.sort, writable: true, enumerable: false, configurable: true });
    Object.defineProperty(Array.prototype, 'toSorted', { value: engine.toSorted, writable: true, enumerable: false, configurable: true });
    for (const name of ['sort', 'toSorted']) {
      Object.defineProperty(typedProto, name, { value: engineTyped[name], writable: true, enumerable: false, configurable: true });
    }
  }
});

test('typed arrays: order and comparator calls as in V8', () => {
  const compares = [(a, b) => a > b, (a, b) => (a % 3 === 0 ? NaN : a - b), (a, b) => b > a, (a, b) => ((a * 7 + b * 13) % 5) - 2, (a, b) => a - b];
  for (let trial = 0; trial < 600; trial++) {
    const n = Math.floor(rand() * 200);
    const values = Array.from({ length: n }, () => Math.floor(rand() * 40) - 20);
    for (const compare of compares) {
      const expectedCalls = [];
      const gotCalls = [];
      const expected = Int32Array.from(values).sort((a, b) => (expectedCalls.push(a, b), compare(a, b)));
      const ta = Int32Array.from(values);
      const got = typedArraySorted(ta, ta.length, (a, b) => (gotCalls.push(a, b), compare(a, b)));
      assert.deepEqual(got, [...expected], `n=${n} ${compare}`);
      assert.deepEqual(gotCalls, expectedCalls, `calls n=${n} ${compare}`);
    }
  }
});

test('the installed typed array sort and toSorted', () => {
  const proto = Object.getPrototypeOf(Int8Array.prototype);
  const engine = { sort: proto.sort, toSorted: proto.toSorted };
  const run = () => {
    const out = [];
    for (const make of [() => new Float64Array([3, NaN, -0, 0, 1, 2.5, -Infinity]), () => new BigInt64Array([5n, -3n, 2n ** 62n, 0n]), () => new Uint8Array([]), () => new Int16Array([7])]) {
      for (const compare of [(a, b) => (a > b ? 1 : a < b ? -1 : 0), (a, b) => a > b]) {
        const ta = make();
        const r = ta.sort(compare);
        out.push([r === ta, r.constructor.name, [...r].map(String)]);
        const u = make();
        const t = u.toSorted(compare);
        out.push([t !== u, t.constructor.name, [...t].map(String), [...u].map(String)]);
      }
    }
    return out;
  };
  const expected = run();
  installSort();
  try {
    assert.notEqual(proto.sort, engine.sort);
    assert.deepEqual(run(), expected);
    assert.throws(() => proto.sort.call([2, 1], (a, b) => a - b), TypeError);
    assert.throws(() => new Int8Array(2).sort(3), TypeError);
  } finally {
    for (const name of ['sort', 'toSorted']) {
      Object.defineProperty(proto, name, { value: engine[name], writable: true, enumerable: false, configurable: true });
    }
  }
});
