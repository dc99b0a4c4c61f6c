// Deep copy complex data with structuredClone and compare with JSON round trip.
const original = {
  name: "project",
  created: new Date(Date.UTC(2023, 5, 1)),
  tags: new Set(["a", "b"]),
  meta: new Map([["owner", { id: 1 }], ["stars", 42]]),
  data: new Uint8Array([1, 2, 3]),
  nested: { list: [1, { deep: true }], nothing: null, undef: undefined },
  pattern: /ab+c/gi,
  big: 10n,
};
original.self = original;

const copy = structuredClone(original);
console.log(copy.self === copy, copy !== original);
console.log(copy.created instanceof Date, copy.created.toISOString());
console.log(copy.tags, copy.meta);
console.log(copy.data, copy.pattern, copy.big);
console.log(copy.nested);

copy.nested.list[1].deep = false;
copy.tags.add("c");
console.log(original.nested.list[1].deep, original.tags.size, copy.tags.size);

const { self, ...withoutCycle } = original;
const viaJson = JSON.parse(JSON.stringify(withoutCycle, (k, v) => (typeof v === "bigint" ? v.toString() : v)));
console.log(viaJson);

try {
  structuredClone({ fn: () => 1 });
} catch (e) {
  console.log("clone failed:", e.name);
}
const sharedRef = { x: 1 };
const twice = structuredClone({ a: sharedRef, b: sharedRef });
console.log(twice.a === twice.b, twice);
