// Inventory report: restock alerts, category totals, and valuation.
const inventory = [
  { sku: "FR-001", name: "Apples", category: "fruit", qty: 120, reorderAt: 50, cost: 0.4 },
  { sku: "FR-002", name: "Bananas", category: "fruit", qty: 30, reorderAt: 40, cost: 0.25 },
  { sku: "DA-001", name: "Milk 1L", category: "dairy", qty: 18, reorderAt: 20, cost: 0.9 },
  { sku: "DA-002", name: "Cheddar", category: "dairy", qty: 44, reorderAt: 10, cost: 3.75 },
  { sku: "BK-001", name: "Sourdough", category: "bakery", qty: 0, reorderAt: 5, cost: 2.1 },
  { sku: "BK-002", name: "Bagels", category: "bakery", qty: 60, reorderAt: 24, cost: 0.55 },
];

const needsRestock = inventory.filter(({ qty, reorderAt }) => qty <= reorderAt);
console.log("Restock needed:");
for (const item of needsRestock) {
  const status = item.qty === 0 ? "OUT OF STOCK" : `${item.qty} left`;
  console.log(` - ${item.sku} ${item.name.padEnd(10)} ${status} (order ${item.reorderAt * 2 - item.qty})`);
}

const categories = {};
for (const item of inventory) {
  const cat = (categories[item.category] ??= { items: 0, units: 0, value: 0 });
  cat.items++;
  cat.units += item.qty;
  cat.value = Math.round((cat.value + item.qty * item.cost) * 100) / 100;
}
console.log(categories);

const totalValue = inventory.reduce((sum, i) => sum + i.qty * i.cost, 0);
console.log(`Total valuation: $${totalValue.toFixed(2)}`);
console.log("Most valuable line:", inventory.reduce((best, i) => (i.qty * i.cost > best.qty * best.cost ? i : best)).name);

const skuIndex = new Map(inventory.map((i) => [i.sku, i]));
const sale = [["FR-001", 20], ["BK-002", 12], ["XX-999", 1]];
for (const [sku, n] of sale) {
  const item = skuIndex.get(sku);
  if (!item) { console.log(`unknown sku ${sku}`); continue; }
  item.qty -= n;
}
console.log(inventory.map(({ sku, qty }) => `${sku}:${qty}`).join(" "));
