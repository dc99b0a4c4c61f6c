// Print deeply nested structures and see how console.log abbreviates them.
const tree = {
  name: "root",
  children: [
    {
      name: "child-1",
      children: [
        { name: "grandchild-1", children: [{ name: "great-grandchild", children: [] }] },
      ],
    },
    { name: "child-2", children: [] },
  ],
};

console.log(tree);
console.log(JSON.stringify(tree));

const config = {
  server: { http: { port: 80, options: { keepAlive: true, timeouts: { read: 30, write: 30 } } } },
  list: [[[[["deep"]]]]],
};
console.log(config);

const longArray = Array.from({ length: 120 }, (_, i) => i);
console.log(longArray);

const manyKeys = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`key${i}`, i]));
console.log(manyKeys);

const longStrings = ["a".repeat(30), "b".repeat(30), "c".repeat(30)];
console.log(longStrings);

const mixedArray = [{ id: 1, tags: ["x", "y"] }, { id: 2, tags: [] }, "text", 42, null];
console.log(mixedArray);

const circular = { name: "loop", items: [1, 2] };
circular.self = circular;
circular.items.push(circular);
console.log(circular);
console.log([tree.children[1]]);
