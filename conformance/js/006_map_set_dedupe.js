// Deduplicate records and build lookup tables using Map and Set.
const orders = [
  { id: 1, customer: "ana", items: ["apple", "pear"] },
  { id: 2, customer: "ben", items: ["pear"] },
  { id: 3, customer: "ana", items: ["kiwi", "apple"] },
  { id: 4, customer: "cy", items: ["apple"] },
  { id: 5, customer: "ben", items: ["kiwi", "kiwi", "plum"] },
];

const customers = new Set(orders.map((o) => o.customer));
console.log("Customers:", customers);

const byCustomer = new Map();
for (const order of orders) {
  if (!byCustomer.has(order.customer)) byCustomer.set(order.customer, []);
  byCustomer.get(order.customer).push(order.id);
}
console.log(byCustomer);

const allItems = new Set(orders.flatMap((o) => o.items));
console.log("Distinct items:", [...allItems].sort());

const itemCounts = orders
  .flatMap((o) => o.items)
  .reduce((m, item) => m.set(item, (m.get(item) || 0) + 1), new Map());
console.log(itemCounts);

const keyed = new Map([[{ k: 1 }, "object key"], [NaN, "nan key"], [0, "zero"]]);
console.log(keyed.get(NaN), keyed.get(-0), keyed.size);
customers.delete("cy");
console.log([...customers], customers.has("cy"));
