// A deep equality function that handles arrays, objects, Maps, Sets and Dates.
function deepEqual(a, b, seen = new WeakMap()) {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (seen.get(a) === b) return true;
  seen.set(a, b);

  if (a instanceof Date) return a.getTime() === b.getTime();
  if (a instanceof RegExp) return String(a) === String(b);
  if (a instanceof Map) {
    if (a.size !== b.size) return false;
    for (const [k, v] of a) if (!b.has(k) || !deepEqual(v, b.get(k), seen)) return false;
    return true;
  }
  if (a instanceof Set) {
    if (a.size !== b.size) return false;
    for (const v of a) if (!b.has(v)) return false;
    return true;
  }
  const keysA = Reflect.ownKeys(a), keysB = Reflect.ownKeys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k], seen));
}

const cases = [
  [1, 1],
  [NaN, NaN],
  [0, -0],
  ["a", "a"],
  [{ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }],
  [{ a: 1 }, { a: 1, b: undefined }],
  [[1, [2, [3]]], [1, [2, [3]]]],
  [[1, 2], { 0: 1, 1: 2, length: 2 }],
  [new Date(Date.UTC(2020, 0, 1)), new Date("2020-01-01T00:00:00Z")],
  [new Map([["x", { y: 1 }]]), new Map([["x", { y: 1 }]])],
  [new Set([1, 2, 3]), new Set([3, 2, 1])],
  [/a/g, /a/i],
  [null, undefined],
  [{ fn: Math.max }, { fn: Math.max }],
];

cases.forEach(([a, b], i) => {
  console.log(`${String(i + 1).padStart(2)}. ${deepEqual(a, b) ? "equal    " : "different"}`, a, b);
});

const cyc1 = { name: "c" }; cyc1.me = cyc1;
const cyc2 = { name: "c" }; cyc2.me = cyc2;
console.log("cyclic:", deepEqual(cyc1, cyc2));
