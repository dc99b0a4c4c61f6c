// Analyze a list of orders with common array methods.
const orders = [
  { id: "A1", customer: "Nina", total: 120.5, status: "shipped", items: 3 },
  { id: "A2", customer: "Omar", total: 35.0, status: "pending", items: 1 },
  { id: "A3", customer: "Nina", total: 89.99, status: "cancelled", items: 2 },
  { id: "A4", customer: "Pia", total: 250.0, status: "shipped", items: 5 },
  { id: "A5", customer: "Omar", total: 15.25, status: "shipped", items: 1 },
  { id: "A6", customer: "Quinn", total: 64.0, status: "pending", items: 2 },
];

const shipped = orders.filter((o) => o.status === "shipped");
console.log("shipped ids:", shipped.map((o) => o.id));

const revenue = shipped.reduce((sum, o) => sum + o.total, 0);
console.log("revenue:", revenue.toFixed(2));

const byTotalDesc = [...orders].sort((a, b) => b.total - a.total);
console.log("largest:", byTotalDesc[0].id, "smallest:", byTotalDesc.at(-1).id);

console.log("any cancelled?", orders.some((o) => o.status === "cancelled"));
console.log("all positive?", orders.every((o) => o.total > 0));
console.log("first pending:", orders.find((o) => o.status === "pending"));
console.log("last pending index:", orders.findLastIndex((o) => o.status === "pending"));
console.log("last Omar order:", orders.findLast((o) => o.customer === "Omar")?.id);

const perCustomer = orders.reduce((acc, { customer, total }) => {
  acc[customer] = +((acc[customer] ?? 0) + total).toFixed(2);
  return acc;
}, {});
console.log(perCustomer);

const itemCount = orders.map((o) => o.items).reduce((a, b) => a + b);
console.log("items:", itemCount, "avg total:", (orders.reduce((s, o) => s + o.total, 0) / orders.length).toFixed(3));
console.log(orders.map(({ id, total }) => [id, total]).slice(1, 4));
console.log(Array.from({ length: 5 }, (_, i) => i * i), Array.of(7, 8), new Array(3).fill("-"));
console.log([3, 1, 10, 2].sort(), [3, 1, 10, 2].sort((a, b) => a - b), [1, [2, [3, [4]]]].flat(Infinity));
console.log(["x", "y", "z"].entries().next(), [..."abc"].includes("b"), [1, 2, 3].indexOf(4));
