// What the snapshot's warm-up runs (`warmUp` in guest.js).
//
// SpiderMonkey makes much of itself lazily, on first use: the global
// object's standard classes, each self-hosted builtin's bytecode, the
// bytecode of every function of gg's own modules. Every turn starts from the
// snapshot wizer takes after guest.js's top level, so whatever the top level
// did not use, every turn makes again. The warm-up uses, before the
// snapshot, what a turn itself uses (binding imports, `eval`, reporting a
// completion or a failure, formatting for `console`) and what programs
// commonly call.
//
// Each program here runs as a model's program would (strict, through
// `begin`) and must not suspend: an `await` that waits, a timer or a promise
// reaction would leave a job in the snapshot for every turn to run. Nothing
// here writes output or calls the host.

/**
 * Programs in the shape a turn evaluates them, each with what it imports and
 * whether it must complete (the warm-up fails the build when one that must
 * does not).
 */
export const WARM_PROGRAMS = [
  { source: 'const x = 1 + 1;\nx\n', imports: [], completes: true },
  {
    source: `
const items = [3, 1, 2].map((n) => n * 2).filter((n) => n > 1);
const total = items.reduce((a, b) => a + b, 0);
const found = items.find((n) => n === 4) ?? items.findIndex((n) => n > 2);
const flat = [[1, 2], [3, [4]]].flat(2).flatMap((n) => [n, -n]);
items.forEach((n, i) => flat.push(n + i));
const some = items.some((n) => n > 3) && items.every((n) => n > 0) && items.includes(2);
const sorted = [...items].sort((a, b) => b - a).reverse().slice(1).concat(Array.from({ length: 3 }, (_, i) => i));
const keyed = Object.fromEntries(Object.entries({ a: 1, b: 2 }).map(([k, v]) => [k.toUpperCase(), v]));
const merged = { ...keyed, c: [1, 2, 3].join('-'), d: Object.keys(keyed).length, e: Object.values(keyed) };
const text = \`total \${total} of \${items.length}\`.padStart(20, '.').padEnd(24).trim().split(' ');
const words = 'Alpha beta, gamma'.toLowerCase().replace(/[^a-z ]/g, '').split(/\\s+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1));
const matched = 'id=42; name=gg'.match(/(?<key>\\w+)=(?<value>\\w+)/).groups;
const all = [...'a1b2c3'.matchAll(/[a-z](\\d)/g)].map((m) => m[1]).join('');
const replaced = 'a-b-c'.replaceAll('-', '+').startsWith('a') && 'abc'.endsWith('c') && 'abc'.indexOf('b');
const json = JSON.parse(JSON.stringify({ merged, sorted, at: new Date(0).toISOString() }, null, 2));
const m = new Map([['a', 1]]);
m.set('b', 2);
const s = new Set([1, 2, 2, 3]);
for (const [k, v] of m) s.add(k + v);
const entries = [...m.entries()].map(([k, v]) => k + v).concat([...s.values()].map(String), [...m.keys()]);
m.forEach((v, k) => s.has(k) || s.delete(v));
const n = Math.max(...items) + Math.min(1, 2) + Math.round(2.5) + Math.floor(Math.abs(-1.5)) + Math.sqrt(16) + Number('12') + parseInt('7', 10) + parseFloat('1.5');
const fixed = (1234.5678).toFixed(2) + Number.isInteger(n) + Number.isFinite(n) + String(n).length + (255).toString(16);
class Shape {
  #sides;
  static count = 0;
  constructor(sides) { this.#sides = sides; Shape.count++; }
  get sides() { return this.#sides; }
  describe() { return \`\${this.constructor.name} with \${this.sides} sides\`; }
}
class Square extends Shape { constructor() { super(4); } }
const described = new Square().describe();
function* counter(limit) { for (let i = 0; i < limit; i++) yield i; }
const counted = [...counter(3)];
const { a = 1, ...rest } = { a: undefined, b: 2, c: 3 };
const [first, , third = 0, ...others] = [1, 2, 3, 4, 5];
const date = new Date(Date.UTC(2024, 0, 15, 10, 30));
const dated = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getTime(), date.toISOString(), date.toJSON()];
let caught;
try { JSON.parse('{'); } catch (e) { caught = e instanceof SyntaxError && e.message; }
try { null.x; } catch (e) { caught = [caught, e.name, e.message, String(e)]; }
const err = new Error('outer', { cause: new TypeError('inner') });
const sym = Symbol('tag');
const tagged = ((strings, ...values) => strings.raw.join('|') + values.length)\`a\${1}b\${2}\`;
const frozen = Object.freeze(Object.assign(Object.create(null), { sym: sym.toString(), tagged }));
const optional = merged?.missing?.deep ?? merged.c;
const proxied = new Proxy({}, { get: (t, k) => Reflect.has(t, k) ? Reflect.get(t, k) : String(k) }).anything;
const big = (2n ** 64n).toString() + BigInt(7) * 3n;
const typed = new Uint8Array([1, 2, 3]).map((x) => x * 2).reduce((a, b) => a + b) + new Float64Array(2).length;
const cloned = structuredClone({ m, s, date, list: [1, { two: 2 }] });
const iso = new Date('2024-01-15T10:30:00Z').getTime() + Date.parse('2024-01-15');
const pending = (async () => total)();
const settled = Promise.resolve(1) instanceof Promise && typeof pending.then;
label: for (const i of [1, 2]) { for (const j of [1, 2]) { if (j > i) continue label; } }
({ items, total, found, flat, some, sorted, merged, text, words, matched, all, replaced, json, entries, n, fixed, described, counted, rest, first, third, others, dated, caught, err, frozen, optional, proxied, big, typed, cloned, iso, settled, m, s });
`,
    imports: [],
    completes: true,
  },
  // Failures, each reported as a turn reports it.
  { source: 'class ConfigError extends Error {}\nfunction load() {\n  throw new ConfigError("missing key");\n}\nload();\n', imports: [] },
  { source: 'const limit = 3;\nif (limit > 2) throw "step limit exceeded";\n', imports: [] },
  { source: 'const broken = ;\n', imports: [] },
  { source: 'undefinedName + 1;\n', imports: [] },
  { source: 'const o = {};\no.method();\n', imports: [] },
  // A program that imports the SDK (bound, never called: no host here).
  {
    source: 'const names = [typeof files, typeof tools, typeof session];\nnames\n',
    imports: [
      { imported: 'files', local: 'files', line: 1, column: 10 },
      { imported: 'tools', local: 'tools', line: 1, column: 17 },
      { imported: 'session', local: 'session', line: 1, column: 24 },
    ],
    completes: true,
  },
];

/** Values `console` and completion values commonly show. */
export function warmValues() {
  class Point {
    constructor(x, y) {
      this.x = x;
      this.y = y;
    }
  }
  const nested = { name: 'gg', list: [1, 2.5, -0, 'two', null, undefined, true], deep: { a: { b: { c: { d: 1 } } } } };
  return [
    2,
    -1.5,
    'text',
    "it's",
    '',
    null,
    undefined,
    true,
    10n,
    Symbol('s'),
    [1, 2, 3],
    ['a', 'b'],
    [],
    {},
    nested,
    new Point(1, 2),
    new Map([['k', { v: 1 }]]),
    new Set(['x', 'y']),
    new Date(0),
    new Error('shown'),
    new TypeError('typed', { cause: 'why' }),
    /re/gi,
    () => 1,
    function named() {},
    class Named {},
    new Uint8Array(3),
    new ArrayBuffer(4),
    Promise.resolve(3),
    new WeakMap(),
    Object.create(null),
    [nested, nested],
  ];
}
