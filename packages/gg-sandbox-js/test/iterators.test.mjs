// src/iterators.js with src/inspect.js against node's util.format: Map and
// Set iterators of every kind print their remaining items as node prints
// them, without consuming them; after a deletion they print as unknown.
// Run: node --test test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import util from 'node:util';
import { format, setIteratorPreview } from '../src/inspect.js';
import { installIteratorPreview, previewIterator } from '../src/iterators.js';

const PROGRAM = `
const m = new Map([["a", 1], ["b", { x: [1, 2] }], ["c", 3]]);
const s = new Set(["x", 1, [2]]);
out(m.entries(), m.keys(), m.values(), m[Symbol.iterator]());
out(s.values(), s.keys(), s.entries(), s[Symbol.iterator]());
const it = m.keys(); it.next();
out(it, [...it], it);
out(new Map().entries(), new Set().values());
const big = new Map(Array.from({ length: 120 }, (_, i) => [i, i]));
out(big.values());
out(big.entries());
const tagged = m.entries(); tagged.foo = 1; out(tagged);
out({ it: s.values() }, [m.keys()]);
const s2 = new Set([1, 2, 3]); const it3 = s2.values(); it3.next(); s2.add(4); out(it3);
for (const [k] of m) if (k === 'b') out(m.keys());
out(new Map([[1, new Map([[2, 3]]).entries()]]).entries());
const consumed = s.values(); out(consumed.next(), consumed, [...consumed], consumed);
`;

test('iterators print as in node and are not consumed', () => {
  const expected = [];
  new Function('out', PROGRAM)((...args) => expected.push(util.format(...args)));
  const engine = {};
  for (const [proto, names] of [[Map.prototype, ['entries', 'keys', 'values', Symbol.iterator, 'delete', 'clear']], [Set.prototype, ['entries', 'keys', 'values', Symbol.iterator, 'delete', 'clear']]]) {
    for (const name of names) engine[`${proto === Map.prototype ? 'Map' : 'Set'}.${String(name)}`] = [proto, name, proto[name]];
  }
  const iterProtos = [Object.getPrototypeOf(new Map().keys()), Object.getPrototypeOf(new Set().keys())];
  const nexts = iterProtos.map((p) => p.next);
  installIteratorPreview();
  setIteratorPreview(previewIterator);
  try {
    const got = [];
    new Function('out', PROGRAM)((...args) => got.push(format(...args)));
    assert.deepEqual(got, expected);
    // A deletion makes the position unknown; an iterator made after it is known again.
    const s = new Set([1, 2, 3, 4]);
    const it = s.values();
    it.next();
    s.delete(4);
    assert.equal(format(it), '[Set Iterator] { <items unknown> }');
    assert.equal(format(s.values()), '[Set Iterator] { 1, 2, 3 }');
    assert.deepEqual([...it], [2, 3]);
  } finally {
    for (const [proto, name, value] of Object.values(engine)) {
      Object.defineProperty(proto, name, { value, writable: true, enumerable: false, configurable: true });
    }
    iterProtos.forEach((p, i) => Object.defineProperty(p, 'next', { value: nexts[i], writable: true, enumerable: false, configurable: true }));
  }
});
