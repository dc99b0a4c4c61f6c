// Reduce-based group-by, pivot tables, and running totals.
const sales = [
  { month: "2024-01", region: "EU", product: "A", amount: 120 },
  { month: "2024-01", region: "US", product: "B", amount: 300 },
  { month: "2024-02", region: "EU", product: "B", amount: 180 },
  { month: "2024-02", region: "US", product: "A", amount: 90 },
  { month: "2024-02", region: "EU", product: "A", amount: 60 },
  { month: "2024-03", region: "APAC", product: "A", amount: 210 },
  { month: "2024-03", region: "US", product: "B", amount: 150 },
];

const groupBy = (list, key) => list.reduce((acc, item) => {
  const k = typeof key === "function" ? key(item) : item[key];
  (acc[k] ||= []).push(item);
  return acc;
}, {});

const byRegion = groupBy(sales, "region");
console.log(Object.fromEntries(Object.entries(byRegion).map(([k, v]) => [k, v.length])));

const pivot = sales.reduce((table, { month, region, amount }) => {
  table[month] ??= {};
  table[month][region] = (table[month][region] ?? 0) + amount;
  return table;
}, {});
console.log(pivot);

const regions = [...new Set(sales.map((s) => s.region))].sort();
console.log(["month".padEnd(8), ...regions.map((r) => r.padStart(5)), "total".padStart(6)].join(" "));
for (const [month, row] of Object.entries(pivot)) {
  const cells = regions.map((r) => String(row[r] ?? "-").padStart(5));
  const total = Object.values(row).reduce((a, b) => a + b, 0);
  console.log([month.padEnd(8), ...cells, String(total).padStart(6)].join(" "));
}

const running = sales.reduce((acc, s) => [...acc, (acc.at(-1) ?? 0) + s.amount], []);
console.log("running totals:", running);

const stats = sales.reduce(
  (s, { amount }) => ({ min: Math.min(s.min, amount), max: Math.max(s.max, amount), sum: s.sum + amount, n: s.n + 1 }),
  { min: Infinity, max: -Infinity, sum: 0, n: 0 },
);
console.log({ ...stats, avg: +(stats.sum / stats.n).toFixed(2) });
console.log(groupBy(sales, (s) => (s.amount >= 150 ? "big" : "small")).big.map((s) => s.amount));
console.log([[1, 2], [3]].reduceRight((acc, arr) => acc.concat(arr), []), [].reduce((a, b) => a + b, "empty"));
