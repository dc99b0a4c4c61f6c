// Compares packages/gg-sandbox-js/src/inspect.js against node's own
// util.format / util.inspect.
//
//   node packages/gg-sandbox-js/test/inspect.test.mjs
//
// Prints every mismatch with both renderings, exits non-zero on any mismatch
// and prints `ok N cases` otherwise. Cases where the guest engine necessarily
// differs from node (SpiderMonkey error stacks, promise state) are checked
// against the strings documented in inspect.js instead.

import util from 'node:util';
import assert from 'node:assert';
import { format, inspect } from '../src/inspect.js';

const cases = [];
// A case against node: `make` returns the argument list for format().
const add = (name, make) => cases.push({ name, make });
// A case against a fixed expectation.
const expect = (name, make, expected) => cases.push({ name, make, expected });

// --- primitives -----------------------------------------------------------
add('string top level', () => ['hello']);
add('two strings', () => ['a', 'b']);
add('no args', () => []);
add('number', () => [42]);
add('negative zero', () => [-0]);
add('negative zero nested', () => [[-0, 0]]);
add('float', () => [3.14159]);
add('NaN and Infinity', () => [NaN, Infinity, -Infinity]);
add('large number', () => [1e21, 1.5e-7]);
add('bigint', () => [1n]);
add('bigint nested', () => [{ a: 123456789012345678901234567890n }]);
add('booleans', () => [true, false]);
add('null undefined', () => [null, undefined]);
add('symbol', () => [Symbol('x')]);
add('symbol no description', () => [Symbol()]);
add('symbol well-known', () => [Symbol.iterator]);
add('symbol with newline', () => [Symbol('a\nb')]);
add('mixed top level', () => [1, 'two', [3], { four: 4 }]);

// --- strings nested -----------------------------------------------------
add('nested string', () => [['abc']]);
add('string with single quote', () => [["it's"]]);
add('string with both quotes', () => [['a"\'b']]);
add('string with all quotes', () => [['a"\'`b']]);
add('string with quotes and ${', () => [['a"\'${b']]);
add('string escapes', () => [['a\nb\tc\\d\r\b\f\v\0']]);
add('string control chars', () => [['\x01\x1f\x7f\x80\x9f\xa0']]);
add('string unicode', () => [['héllo wörld', '中文', '😀']]);
add('lone surrogates', () => [['\ud800', 'a\udc00b', '\ud83d\ude00']]);
add('long lone surrogate string', () => [['a\ud800b'.repeat(60)]]);
add('long multi-line string', () => [{ text: 'line one is long\nline two is also long\nline three\n' }]);
add('long multi-line string top', () => [util.inspect('x'.repeat(30) + '\n' + 'y'.repeat(60))]);
add('inspect of long string', () => ['%O', 'aaaaaaaaaaaaaaaaaaaaaaa\nbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb\ncc']);
add('long string no newline', () => [['x'.repeat(200)]]);
add('very long string truncated', () => [['y'.repeat(10050)]]);
add('string keys needing quotes', () => [{ 'b-c': 2, 'with space': 3, '1': 4, a_b: 5, $x: 6, "it's": 7 }]);
add('empty string', () => [['', { '': '' }]]);

// --- format placeholders --------------------------------------------------
add('%s string', () => ['hello %s', 'world']);
add('%s number', () => ['%s', 42]);
add('%s -0', () => ['%s', -0]);
add('%s bigint', () => ['%s', 5n]);
add('%s symbol', () => ['%s', Symbol('s')]);
add('%s null undefined', () => ['%s %s', null, undefined]);
add('%s object', () => ['%s', { a: { b: 1 } }]);
add('%s array', () => ['%s', [1, [2, [3]]]]);
add('%s class instance', () => ['%s', new (class Bar { constructor() { this.x = 1; } })()]);
add('%s custom toString', () => ['%s', new (class Foo { toString() { return 'FOO'; } })()]);
add('%s own toString', () => ['%s', { toString() { return 'own'; } }]);
add('%s toPrimitive', () => ['%s', { [Symbol.toPrimitive]() { return 'prim'; } }]);
add('%s function', () => ['%s', function namedFn() { return 1; }]);
add('%s date', () => ['%s', new Date(0)]);
add('%s null prototype', () => ['%s', Object.create(null)]);
add('%d', () => ['%d', 42.5]);
add('%d string', () => ['%d %d', '42', '42abc']);
add('%d bigint symbol', () => ['%d %d', 7n, Symbol('q')]);
add('%d -0 and object', () => ['%d %d', -0, {}]);
add('%i', () => ['%i %i %i', 42.9, '-7.5', 3n]);
add('%f', () => ['%f %f %f', '1.5e3', 'abc', -0]);
add('%j', () => ['%j', { a: 1, b: [1, 2], c: 'x' }]);
add('%j undefined', () => ['%j', undefined]);
add('%j circular', () => { const o = {}; o.self = o; return ['%j', o]; });
add('%j toJSON', () => ['%j', { toJSON() { return { j: 1 }; } }]);
add('%o object', () => ['%o', { a: 1, b: { c: [1, 2] } }]);
add('%o array', () => ['%o', [1, 2, 3]]);
add('%o function', () => ['%o', function foo() {}]);
add('%o nested depth 4', () => ['%o', { a: { b: { c: { d: { e: { f: 1 } } } } } }]);
add('%O', () => ['%O', { a: { b: { c: { d: 1 } } } }]);
add('%c', () => ['%cstyled%c text', 'color: red', 'font-weight: bold']);
add('%%', () => ['100%% %s', 'done']);
add('%% alone', () => ['%%']);
add('%% with no args', () => ['a %% b %s']);
add('missing args', () => ['%s %s %d', 'only']);
add('extra args', () => ['%s', 'a', 'b', 3, { c: 4 }]);
add('unknown placeholder', () => ['%x %s', 'y']);
add('trailing percent', () => ['50%', 1]);
add('first arg object then string', () => [{ a: 1 }, 'raw string', [1]]);
add('format with no placeholders', () => ['plain', 1, 'two']);

// --- functions and classes --------------------------------------------------
add('named function', () => [function foo() {}]);
add('anonymous function', () => [(() => function () {})()]);
add('arrow function', () => [() => 1]);
add('named arrow', () => { const arrow = () => 1; return [arrow]; });
add('async function', () => [async function af() {}]);
add('generator function', () => [function* gen() {}]);
add('async generator function', () => [async function* agen() {}]);
add('async arrow', () => [async () => {}]);
add('class', () => [class A {}]);
add('class extends', () => { class A {} class B extends A {} return [B]; });
add('anonymous class', () => [(() => class {})()]);
add('class with static', () => [class S { static x = 1; }]);
add('function with props', () => [Object.assign(function withProps() {}, { a: 1, b: 'two' })]);
add('bound function', () => [function orig() {}.bind(null)]);
add('method', () => [{ m() {} }.m]);
add('builtin function', () => [Math.max]);
add('function in object', () => [{ f: function f() {}, g: class G {} }]);
add('class with comment', () => [class /* c */ C { constructor(a = (1)) {} }]);

// --- arrays -----------------------------------------------------------
add('array', () => [[1, 2, 3]]);
add('empty array', () => [[]]);
add('nested arrays', () => [[[1, [2, [3, [4, [5]]]]]]]);
add('holes', () => [[1, , 3]]); // eslint-disable-line no-sparse-arrays
add('many holes', () => [[, , , 1, , , ]]); // eslint-disable-line no-sparse-arrays
add('sparse array', () => [new Array(5)]);
add('sparse with value at end', () => { const a = []; a[10] = 'x'; return [a]; });
add('array 30 numbers', () => [Array.from({ length: 30 }, (_, i) => i)]);
add('array 120 numbers x1000', () => [Array.from({ length: 120 }, (_, i) => i * 1000)]);
add('array 101 items', () => [Array.from({ length: 101 }, () => 0)]);
add('array 7 short strings', () => [['a', 'bb', 'ccc', 'dddd', 'eeeee', 'ffffff', 'g']]);
add('array 8 strings of varying length', () => [Array.from({ length: 8 }, (_, i) => 'x'.repeat(i))]);
add('array 26 letters', () => [Array.from({ length: 26 }, (_, i) => String.fromCharCode(97 + i))]);
add('array mixed', () => [[1, 'a', null, undefined, true, { x: 1 }, [2]]]);
add('array of objects', () => [[{ a: 1, b: 2 }, { a: 3, b: 4 }, { a: 5, b: 6 }]]);
add('array long objects', () => [[{ name: 'alice', email: 'alice@example.com' }, { name: 'bob', email: 'bob@example.com' }]]);
add('array extra props', () => [Object.assign([1, 2], { extra: true, '-1': 'neg' })]);
add('array symbol prop', () => [Object.assign([1], { [Symbol('a')]: 2, x: 3 })]);
add('array of floats 10', () => [[1.5, -2.25, 3, 4.125, 5, 6.5, 7, 8, 9.75, 10]]);
add('array of bigints', () => [[1n, 22n, 333n, 4444n, 55555n, 666666n, 7777777n]]);
add('array of negatives', () => [Array.from({ length: 20 }, (_, i) => (i - 10) * 7)]);
add('array of long numbers', () => [Array.from({ length: 12 }, (_, i) => 123456789 * (i + 1))]);
add('array of CJK strings', () => [Array.from({ length: 9 }, (_, i) => '中'.repeat(i % 3 + 1))]);
add('array 200 numbers', () => [Array.from({ length: 200 }, (_, i) => i)]);
add('array with holes grouped', () => { const a = Array.from({ length: 10 }, (_, i) => i); delete a[3]; return [a]; });
add('array 7 nested arrays', () => [Array.from({ length: 7 }, (_, i) => [i])]);
add('array of objects 8', () => [Array.from({ length: 8 }, (_, i) => ({ i }))]);
add('subclassed array', () => { class MyArr extends Array {} return [MyArr.from([1, 2])]; });
add('null proto array', () => [Object.setPrototypeOf([1, 2], null)]);
add('arguments', () => [(function () { return arguments; })(1, 'b')]);
add('empty arguments', () => [(function () { return arguments; })()]);

// --- objects -----------------------------------------------------------
add('object', () => [{ a: 1, 'b-c': 2 }]);
add('empty object', () => [{}]);
add('nested beyond depth', () => [{ a: { b: { c: { d: 1 } } } }]);
add('nested arrays beyond depth', () => [{ a: { b: { c: [1] } } }]);
add('nested empty beyond depth', () => [{ a: { b: { c: {}, d: [] } } }]);
add('many keys one line', () => [{ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8 }]);
add('object breaking lines', () => [{ alpha: 'aaaaaaaaaaaaaaa', beta: 'bbbbbbbbbbbbbbbbbb', gamma: 'ccccccccccccccccccc', delta: 1 }]);
add('object exactly around 80', () => [{ k1: 'x'.repeat(20), k2: 'y'.repeat(20), k3: 'z'.repeat(11) }]);
add('object at 76/77', () => [{ k1: 'x'.repeat(20), k2: 'y'.repeat(20), k3: 'z'.repeat(12) }]);
add('deep compact rule', () => [{ a: { b: { c: 1 } }, d: 2 }]);
add('compact rule 4 levels', () => [[[[[1]]]]]);
add('compact 3 with wide object', () => [{ x: [{ y: { z: 1 } }], w: 'long value here to push things', v: 'another one' }]);
add('symbol keys', () => [{ [Symbol('x')]: 1, [Symbol()]: 2, [Symbol.iterator]: 3 }]);
add('getters setters', () => [{ get a() { return 1; }, set b(v) {}, get c() { return 1; }, set c(v) {} }]);
add('throwing getter', () => [{ get boom() { throw new Error('no'); } }]);
add('non-enumerable hidden', () => [Object.defineProperty({ v: 1 }, 'hidden', { value: 2 })]);
add('__proto__ key', () => [JSON.parse('{"__proto__": 1, "a": 2}')]);
add('null prototype', () => [Object.create(null)]);
add('null prototype with keys', () => [Object.assign(Object.create(null), { a: 1 })]);
add('null proto nested', () => [{ n: Object.assign(Object.create(null), { a: { b: { c: 1 } } }) }]);
add('object with null-proto prototype', () => [Object.create(Object.create(null))]);
add('class instance', () => { class Foo { constructor() { this.x = 1; } } return [new Foo()]; });
add('empty class instance', () => { class Foo {} return [new Foo()]; });
add('subclass instance', () => { class A {} class B extends A { constructor() { super(); this.y = 2; } } return [new B()]; });
add('instance with toStringTag', () => { class T { get [Symbol.toStringTag]() { return 'Tagged'; } } return [new T()]; });
add('object with own toStringTag', () => [{ [Symbol.toStringTag]: 'Own', a: 1 }]);
add('object inheriting tag', () => [Object.create({ [Symbol.toStringTag]: 'Inh' })]);
add('Math and JSON', () => [Math, JSON]);
add('constructor property', () => [{ constructor: 'not a function' }]);
add('circular', () => { const o = { a: 1 }; o.self = o; return [o]; });
add('circular nested', () => { const o = { a: { b: {} } }; o.a.b.c = o.a; o.a.b.d = o; return [o]; });
add('circular array', () => { const a = [1]; a.push(a); return [a]; });
add('two circular refs', () => { const x = {}; const y = { x }; x.y = y; const z = { x, y }; z.z = z; return [z]; });
add('shared non-circular', () => { const s = { v: 1 }; return [{ a: s, b: s }]; });
add('nested object multi-line', () => [{ user: { name: 'Alice Example', email: 'alice@example.com', roles: ['admin', 'editor', 'viewer'] }, active: true }]);
add('object with array of 30', () => [{ data: Array.from({ length: 30 }, (_, i) => i * 3) }]);
add('object with many keys multiline', () => [Object.fromEntries(Array.from({ length: 26 }, (_, i) => [String.fromCharCode(97 + i), i]))]);
add('custom inspect', () => [{ [Symbol.for('nodejs.util.inspect.custom')]() { return 'CUSTOM'; } }]);
add('custom inspect returning object', () => [{ x: { [Symbol.for('nodejs.util.inspect.custom')]() { return { replaced: true }; } } }]);

// --- Map / Set / collections ---------------------------------------------
add('map', () => [new Map([['a', 1]])]);
add('map multiple', () => [new Map([['a', 1], [{ k: 1 }, [1, 2]], [3, 'three']])]);
add('empty map', () => [new Map()]);
add('set', () => [new Set([1, 2])]);
add('empty set', () => [new Set()]);
add('set of 120', () => [new Set(Array.from({ length: 120 }, (_, i) => i))]);
add('nested map in set', () => [new Set([new Map([[1, new Set([2])]])])]);
add('deep map', () => [{ a: { b: new Map([[1, 2]]) } }]);
add('map with props', () => [Object.assign(new Map([[1, 2]]), { extra: 1 })]);
add('subclassed map', () => { class M extends Map {} return [new M([[1, 2]])]; });
add('null proto set', () => [Object.setPrototypeOf(new Set([1]), null)]);
add('weakmap weakset', () => [new WeakMap(), new WeakSet()]);
add('circular map', () => { const m = new Map(); m.set('self', m); return [m]; });

// --- builtins -----------------------------------------------------------
add('date', () => [new Date(0)]);
add('date nested', () => [{ when: new Date(Date.UTC(2024, 1, 29, 12, 30, 45, 123)) }]);
add('invalid date', () => [new Date(NaN)]);
add('date with props', () => [Object.assign(new Date(0), { a: 1 })]);
add('subclassed date', () => { class MyDate extends Date {} return [new MyDate(0)]; });
add('regexp', () => [/a/g]);
add('regexp flags', () => [/a[b]\/c/imsuy]);
add('regexp nested', () => [{ r: /x+/ }]);
add('regexp with props', () => [Object.assign(/a/, { b: 1 })]);
add('boxed number', () => [new Number(3)]);
add('boxed -0', () => [new Number(-0)]);
add('boxed string', () => [new String('x')]);
add('boxed string with prop', () => [Object.assign(new String('ab'), { p: 1 })]);
add('boxed boolean', () => [new Boolean(false)]);
add('boxed bigint', () => [Object(7n)]);
add('boxed symbol', () => [Object(Symbol('bs'))]);
add('typed array', () => [new Uint8Array([1, 2, 3])]);
add('empty typed array', () => [new Float64Array(0)]);
add('float32 array', () => [new Float32Array([1.5, -0, 2])]);
add('bigint64 array', () => [new BigInt64Array([1n, -2n])]);
add('big typed array', () => [new Uint16Array(150).map((_, i) => i * 3)]);
add('typed array grouped', () => [new Int32Array(Array.from({ length: 12 }, (_, i) => i * i))]);
add('arraybuffer', () => [new Uint8Array([1, 2]).buffer]);
add('empty arraybuffer', () => [new ArrayBuffer(0)]);
add('big arraybuffer', () => [new ArrayBuffer(120)]);
add('dataview', () => [new DataView(new ArrayBuffer(2))]);
add('pending promise', () => [new Promise(() => {})]);
add('generator object', () => [(function* g() {})()]);
add('nested builtins', () => [{ d: new Date(0), r: /x/, m: new Map(), s: new Set([1]), t: new Uint8Array(2) }]);

// --- errors (stack passes through unchanged in node) -----------------------
add('error', () => [new Error('boom')]);
add('type error', () => [new TypeError('bad type')]);
add('error nested', () => [{ err: new RangeError('out of range') }]);
add('error with props', () => [Object.assign(new Error('with props'), { code: 'E_CODE', status: 500 })]);
add('error with cause', () => [new Error('outer', { cause: new Error('inner') })]);
add('error with primitive cause', () => [new Error('x', { cause: 'y' })]);
add('error without stack', () => { const e = new Error('nostack'); e.stack = ''; return [e]; });
add('error custom stack string', () => { const e = new Error('m'); e.stack = 'custom stack text'; return [e]; });
add('error subclass', () => { class MyError extends Error {} return [new MyError('sub')]; });
add('error subclass named', () => { class ValidationError extends Error { constructor(m) { super(m); this.name = 'ValidationError'; } } const e = new ValidationError('invalid'); return [e]; });
add('error empty message', () => [new Error()]);
add('aggregate error', () => [new AggregateError([new Error('a')], 'agg')]);
add('error in array', () => [[new Error('in array')]]);
add('%s error', () => ['%s', new Error('percent s')]);
add('null proto error', () => { const e = new Error('np'); Object.setPrototypeOf(e, null); return [e]; });

// --- errors with SpiderMonkey stacks (documented rendering) ---------------
const smError = (msg, stack, Ctor = Error) => {
  const e = new Ctor(msg);
  Object.defineProperty(e, 'stack', { value: stack, writable: true, configurable: true, enumerable: false });
  return e;
};
expect('sm error', () => [smError('boom', 'foo@file:///main.js:3:9\n@file:///main.js:5:1\n')],
  'Error: boom\n    at foo (file:///main.js:3:9)\n    at <anonymous> (file:///main.js:5:1)');
expect('sm type error', () => [smError('bad', 'run@main.js:10:20\n', TypeError)],
  'TypeError: bad\n    at run (main.js:10:20)');
expect('sm error async frame', () => [smError('a', 'inner@x.js:1:2\nasync*outer@x.js:3:4\n')],
  'Error: a\n    at inner (x.js:1:2)\n    at async outer (x.js:3:4)');
expect('sm error nested', () => [{ e: smError('n', 'f@a.js:1:1\n') }],
  '{\n  e: Error: n\n      at f (a.js:1:1)\n}');
expect('sm error empty stack', () => [smError('empty', '')], '[Error: empty]');
expect('sm error with props', () => [Object.assign(smError('p', 'f@a.js:1:1\n'), { code: 7 })],
  'Error: p\n    at f (a.js:1:1) {\n  code: 7\n}');
expect('sm error subclass', () => { class MyError extends Error {} return [smError('s', 'f@a.js:1:1\n', MyError)]; },
  'MyError: s\n    at f (a.js:1:1)');

// --- promises (state is not observable in the guest) ----------------------
expect('resolved promise', () => [Promise.resolve(1)], 'Promise { <pending> }');
expect('nested promise', () => [{ p: Promise.resolve(2) }], '{ p: Promise { <pending> } }');
expect('map iterator', () => [new Map([[1, 2]]).entries()], '[Map Iterator] { <items unknown> }');

// --- robustness -----------------------------------------------------------
add('proxy object', () => [new Proxy({ a: 1 }, {})]);
add('proxy array', () => [new Proxy([1, 2], {})]);
add('proxy function', () => [new Proxy(function pf() {}, {})]);
add('revoked proxy', () => { const { proxy, revoke } = Proxy.revocable({}, {}); revoke(); return [proxy]; });
add('revoked proxy nested', () => { const { proxy, revoke } = Proxy.revocable({}, {}); revoke(); return [{ p: proxy }]; });
expect('throwing proxy', () => [{ p: new Proxy({}, { ownKeys() { throw new Error('trap'); } }) }],
  '{ p: {} }');
add('globalThis-like big object', () => [Object.fromEntries(Object.getOwnPropertyNames(globalThis).slice(0, 40).map((k) => [k, typeof globalThis[k]]))]);
// node throws here; ours falls back to inspect (depth 0).
expect('%s with throwing toString', () => ['%s', { toString() { throw new Error('nope'); } }],
  '{ toString: [Function: toString] }');
// node throws for a BigInt in %j; ours prints the error.
expect('%j bigint', () => ['%j', 1n], '[TypeError: Do not know how to serialize a BigInt]');

// --- summary ---------------------------------------------------------------
function run(which) {
  let failures = 0;
  for (const c of cases) {
    let args;
    let expected;
    try {
      args = c.make();
      expected = c.expected !== undefined ? c.expected : util.format(...args);
    } catch (err) {
      console.log(`ERROR building case "${c.name}": ${err.stack}`);
      failures++;
      continue;
    }
    let actual;
    try {
      actual = which(...args);
    } catch (err) {
      actual = `<<threw ${err && err.stack}>>`;
    }
    try {
      assert.strictEqual(actual, expected);
    } catch {
      failures++;
      console.log(`MISMATCH: ${c.name}`);
      console.log(`  node:   ${JSON.stringify(expected)}`);
      console.log(`  ours:   ${JSON.stringify(actual)}`);
      console.log('--- node ---\n' + expected + '\n--- ours ---\n' + actual + '\n');
    }
  }
  return failures;
}

let failures = run(format);

// Overwritten builtins must not break rendering.
{
  const sample = () => ['%s %o', 'x', {
    a: [1, 2, 3],
    m: new Map([[1, { b: 2 }]]),
    s: new Set(['q']),
    e: smError('E', 'f@a.js:1:1\n'),
    n: Object.create(null),
    t: new Uint8Array([1, 2]),
    d: new Date(0),
    l: Array.from({ length: 30 }, (_, i) => i),
  }];
  const args = sample();
  const expected = Reflect.apply(format, null, args);
  const boom = () => { throw new Error('overwritten builtin called'); };
  const patches = [
    [Array.prototype, 'map'], [Array.prototype, 'push'], [Array.prototype, 'join'],
    [Array.prototype, 'indexOf'], [Array.prototype, 'includes'], [Array.prototype, 'slice'],
    [Array.prototype, 'splice'], [Array.prototype, 'filter'], [Array.prototype, Symbol.iterator],
    [Object, 'keys'], [Object, 'getOwnPropertyNames'], [Object, 'getPrototypeOf'],
    [Object, 'getOwnPropertyDescriptor'], [Object, 'getOwnPropertySymbols'],
    [Object.prototype, 'hasOwnProperty'], [Array, 'isArray'], [JSON, 'stringify'],
    [String.prototype, 'slice'], [String.prototype, 'indexOf'], [String.prototype, 'includes'],
    [String.prototype, 'repeat'], [String.prototype, 'padStart'], [String.prototype, 'replace'],
    [String.prototype, 'split'], [String.prototype, 'charCodeAt'], [String.prototype, Symbol.iterator],
    [RegExp.prototype, 'exec'], [RegExp.prototype, 'test'], [Map.prototype, 'entries'],
    [Map.prototype, Symbol.iterator], [Set.prototype, 'values'], [Set.prototype, Symbol.iterator],
    [Function.prototype, 'call'], [Function.prototype, 'apply'], [Function.prototype, 'bind'],
    [Math, 'max'], [Math, 'min'], [Number.prototype, 'toString'],
  ];
  const saved = patches.map(([o, k]) => Object.getOwnPropertyDescriptor(o, k));
  let actual;
  try {
    const define = Object.defineProperty;
    for (let i = 0; i < patches.length; i++) define(patches[i][0], patches[i][1], { value: boom, writable: true, configurable: true });
    try {
      actual = Reflect.apply(format, null, args);
    } catch (err) {
      actual = `<<threw ${err}>>`;
    }
  } finally {
    for (let i = saved.length - 1; i >= 0; i--) Reflect.defineProperty(patches[i][0], patches[i][1], saved[i]);
  }
  cases.push({ name: 'overwritten builtins' });
  if (actual !== expected) {
    failures++;
    console.log('MISMATCH: overwritten builtins');
    console.log(`  before: ${JSON.stringify(expected)}`);
    console.log(`  after:  ${JSON.stringify(actual)}`);
  }
}

// inspect() itself agrees with util.inspect for a few values.
for (const v of ['str', "it's", [1, 'a'], { a: { b: { c: { d: 1 } } } }, new Map([[1, 2]])]) {
  cases.push({ name: 'inspect()' });
  if (inspect(v) !== util.inspect(v)) {
    failures++;
    console.log(`MISMATCH inspect(): ${util.inspect(v)} vs ${inspect(v)}`);
  }
}

if (failures > 0) {
  console.log(`FAILED ${failures} of ${cases.length} cases`);
  process.exit(1);
}
console.log(`ok ${cases.length} cases`);
