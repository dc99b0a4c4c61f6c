// Restock calculation that calls a helper that was never defined on the object.
const warehouse = {
  items: [
    { name: "bolts", qty: 500, min: 200 },
    { name: "nuts", qty: 120, min: 250 },
    { name: "washers", qty: 80, min: 100 },
  ],
  lowStock() {
    return this.items.filter((i) => i.qty < i.min);
  },
};

console.log("Low stock items:");
for (const item of warehouse.lowStock()) {
  console.log(`  ${item.name}: ${item.qty}/${item.min}`);
}

const shortages = warehouse.lowStock().map((i) => i.min - i.qty);
console.log("Total units short:", shortages.reduce((a, b) => a + b, 0));

// Oops: the method is called lowStock, not getLowStock.
const order = warehouse.getLowStock().map((i) => ({ name: i.name, amount: i.min * 2 - i.qty }));
console.log(order);
