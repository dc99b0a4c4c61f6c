// Set algebra: union, intersection, difference, subsets, and uses.
const union = (a, b) => new Set([...a, ...b]);
const intersection = (a, b) => new Set([...a].filter((x) => b.has(x)));
const difference = (a, b) => new Set([...a].filter((x) => !b.has(x)));
const symmetricDiff = (a, b) => union(difference(a, b), difference(b, a));
const isSubset = (a, b) => [...a].every((x) => b.has(x));

const frontend = new Set(["js", "css", "html", "react", "ts"]);
const backend = new Set(["js", "ts", "sql", "go", "docker"]);

console.log("union:", union(frontend, backend));
console.log("both:", intersection(frontend, backend));
console.log("frontend only:", difference(frontend, backend));
console.log("one side only:", [...symmetricDiff(frontend, backend)].sort());
console.log("subset:", isSubset(new Set(["js", "ts"]), frontend), isSubset(frontend, backend));

const s = new Set();
s.add(1).add("1").add(1).add(NaN).add(NaN).add(0).add(-0).add({}).add({});
console.log(s.size, s);

const visited = new Set();
const route = ["A", "B", "C", "B", "D", "A", "E"];
const firstRepeat = route.find((stop) => visited.has(stop) || (visited.add(stop), false));
console.log("first revisited stop:", firstRepeat, "visited:", [...visited]);

const a = new Set([1, 2, 3]);
for (const x of a) {
  if (x < 5) a.add(x + 3);
}
console.log("grew while iterating:", [...a]);
a.forEach((value, key, set) => { if (value % 2 === 0) set.delete(value); });
console.log("after deleting evens:", a);
console.log([...a.entries()].slice(0, 2), a.keys().next(), typeof a.values);
const tags = new Set("mississippi");
console.log(tags, [...tags].join(""));
