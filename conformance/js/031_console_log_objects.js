// Print various data structures directly with console.log.
const user = {
  id: 42,
  name: "Jordan",
  active: true,
  tags: ["admin", "beta"],
  address: { street: "1 Main St", city: "Springfield", geo: { lat: 39.78, lng: -89.65 } },
  lastLogin: null,
  nickname: undefined,
};

console.log(user);
console.log([1, "two", { three: 3 }, [4, [5, [6, [7]]]]]);
console.log({ a: 1, b: [1, 2], c: { d: { e: { f: { g: 1 } } } } });
console.log([]);
console.log({});
console.log([undefined, null, NaN, -0, 0, Infinity]);
console.log(["it's", 'say "hi"', `both ' and "`, "back`tick"]);
console.log({ "key with spaces": 1, "kebab-case": 2, valid_id: 3, 42: "numeric", $dollar: 4 });
console.log(new Array(5));
console.log([1, , 3, , , 6]);
console.log(Array.from({ length: 30 }, (_, i) => i * 3));
console.log({ nested: [{ a: 1 }, { b: 2 }], empty: { arr: [], obj: {} } });
console.log([true, false], { t: true }, "string", 5, 5n, Symbol("sym"));
console.log({ [Symbol("hidden")]: "symbol key", regular: 1 });
console.log([["a", 1], ["b", 2]], Object.entries({ x: 10, y: 20 }));
console.log("multi\nline string in array:", ["multi\nline"]);
