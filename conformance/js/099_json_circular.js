// Safely stringify objects that contain circular references and other oddities.
function safeStringify(value, indent) {
  const stack = [];
  return JSON.stringify(value, function (key, val) {
    if (typeof val === "bigint") return `${val}n`;
    if (typeof val === "function") return `[Function ${val.name || "anonymous"}]`;
    if (val instanceof Map) return { "<Map>": Object.fromEntries(val) };
    if (val instanceof Set) return { "<Set>": [...val] };
    if (val && typeof val === "object") {
      while (stack.length && stack.at(-1) !== this) stack.pop();
      if (stack.includes(val)) return "[Circular]";
      stack.push(val);
    }
    return val;
  }, indent);
}

const company = { name: "Acme", employees: [] };
const alice = { name: "Alice", employer: company };
const bob = { name: "Bob", employer: company, manager: alice };
company.employees.push(alice, bob);
company.ceo = alice;

try {
  JSON.stringify(company);
} catch (e) {
  console.log("plain JSON.stringify failed with", e.name);
}

console.log(safeStringify(company, 2));
console.log(safeStringify({ n: 10n, f: function helper() {}, arrow: () => 1, m: new Map([["a", 1]]), s: new Set([1, 1, 2]) }));

const shared = { tag: "shared" };
console.log(safeStringify({ left: shared, right: shared }));

const node = { id: 1, children: [] };
node.children.push({ id: 2, parent: node, children: [] });
console.log(safeStringify(node));
