// Group and aggregate records into a Map keyed by composite values.
const employees = [
  { name: "Ava", dept: "eng", level: "senior", salary: 150000 },
  { name: "Ben", dept: "eng", level: "junior", salary: 95000 },
  { name: "Cara", dept: "sales", level: "senior", salary: 120000 },
  { name: "Dan", dept: "eng", level: "senior", salary: 162000 },
  { name: "Eve", dept: "sales", level: "junior", salary: 70000 },
  { name: "Finn", dept: "ops", level: "junior", salary: 68000 },
];

function groupBy(list, keyFn) {
  const groups = new Map();
  for (const item of list) {
    const key = keyFn(item);
    const bucket = groups.get(key);
    if (bucket) bucket.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const byDept = groupBy(employees, (e) => e.dept);
for (const [dept, people] of byDept) {
  const avg = people.reduce((s, p) => s + p.salary, 0) / people.length;
  console.log(`${dept}: ${people.map((p) => p.name).join(", ")} (avg $${avg.toLocaleString("en-US")})`);
}

const byDeptLevel = groupBy(employees, ({ dept, level }) => `${dept}/${level}`);
console.log(new Map([...byDeptLevel].map(([k, v]) => [k, v.length])));

const highest = new Map();
for (const e of employees) {
  if (!highest.has(e.dept) || highest.get(e.dept).salary < e.salary) highest.set(e.dept, e);
}
console.log(Object.fromEntries([...highest].map(([d, e]) => [d, e.name])));
console.log([...byDept.keys()], byDept.size);
console.log(byDept.get("ops"));
