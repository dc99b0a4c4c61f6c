// How Maps, Sets and other built-ins look when printed.
const m = new Map([
  ["name", "Ada"],
  [42, { nested: true }],
  [true, [1, 2, 3]],
]);
m.set({ objKey: 1 }, "object as key");
console.log(m);

const s = new Set(["x", 1, { a: 1 }, [2, 3], null]);
console.log(s);

console.log(new Map(), new Set(), new Map([[new Map([[1, 2]]), new Set([3])]]));
console.log({ lookup: new Map([["a", 1]]), unique: new Set([1, 2]) });
console.log([new Set([1]), new Map([[1, 1]])]);

const big = new Map(Array.from({ length: 12 }, (_, i) => [`k${i}`, i * i]));
console.log(big);

console.log(m.entries());
console.log(s.values());
console.log(m.keys(), [...m.keys()].length);

const wm = new WeakMap();
wm.set({}, 1);
console.log(typeof wm, wm instanceof WeakMap);

const nestedMap = new Map([["level1", new Map([["level2", new Map([["level3", new Map([["level4", "deep"]])]])]])]]);
console.log(nestedMap);
console.log(String(m), `${s}`, Object.prototype.toString.call(m));
console.log(JSON.stringify(m), JSON.stringify([...m.entries()].slice(0, 2)), JSON.stringify(Object.fromEntries([...m].slice(0, 2))));
