// Topological sort of build tasks (Kahn's algorithm) with cycle detection.
function topoSort(deps) {
  const nodes = new Set(Object.keys(deps));
  for (const list of Object.values(deps)) list.forEach((d) => nodes.add(d));
  const indegree = new Map([...nodes].map((n) => [n, 0]));
  const dependents = new Map([...nodes].map((n) => [n, []]));
  for (const [task, list] of Object.entries(deps)) {
    for (const d of list) {
      indegree.set(task, indegree.get(task) + 1);
      dependents.get(d).push(task);
    }
  }
  const queue = [...nodes].filter((n) => indegree.get(n) === 0).sort();
  const order = [];
  const levels = new Map(queue.map((n) => [n, 0]));
  while (queue.length) {
    const n = queue.shift();
    order.push(n);
    for (const m of dependents.get(n).sort()) {
      levels.set(m, Math.max(levels.get(m) ?? 0, levels.get(n) + 1));
      indegree.set(m, indegree.get(m) - 1);
      if (indegree.get(m) === 0) queue.push(m);
    }
  }
  if (order.length !== nodes.size) {
    const stuck = [...nodes].filter((n) => !order.includes(n));
    return { error: `cycle detected among: ${stuck.join(", ")}` };
  }
  return { order, levels };
}

const build = {
  app: ["compile", "assets"],
  compile: ["deps", "codegen"],
  codegen: ["deps"],
  assets: ["deps"],
  test: ["compile"],
  deploy: ["app", "test"],
  deps: [],
};

const { order, levels } = topoSort(build);
console.log("order:", order.join(" → "));
const stages = {};
for (const [task, level] of levels) (stages[level] ??= []).push(task);
console.log("parallel stages:", stages);

console.log(topoSort({ a: ["b"], b: ["c"], c: ["a"], d: [] }));
console.log(topoSort({}));
