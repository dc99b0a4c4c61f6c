// Stock report from the inventory server's tools, typed by their schemas.
import { tools, ALL_TOOLS } from "gg";

const a1 = tools.inventory.checkInventory({ sku: "A1" });
console.log(`${a1.sku}: ${a1.inStock} in ${a1.warehouse}`);

// Independent lookups go out together; results keep call order.
const [b2, c3] = tools.parallel([
  ["inventory.check_inventory", { sku: "B2" }],
  ["inventory.checkInventory", { sku: "C3" }],
]);
console.log(`B2 ${b2.inStock}, C3 ${c3.inStock}`);

const sums = tools.parallel([
  ["inventory.slowSum", { numbers: [1, 2, 3], delayMs: 300 }],
  ["inventory.slowSum", { numbers: [0.5, 0.25], delayMs: 300 }],
]);
console.log(sums.map((s) => `${s.total} of ${s.count}`).join("; "));

try {
  tools.inventory.checkInventory({ sku: "Z9" });
} catch (e) {
  console.log(`${e.name} ${e.code}: ${e.message}`);
}

console.log(ALL_TOOLS.map((t) => `${t.name} as ${t.method}`).join(", "));
