// test: grant=mcp:inventory http
import { tools } from "gg";

const item = tools.inventory.checkInventory({ sku: "C3" });
console.log(`${item.sku}: ${item.inStock}`);
const { total } = tools.inventory.slowSum({ numbers: [2, 3.5] });
console.log(total);
try {
  tools.inventory.checkInventory({ sku: "nope" });
} catch (e) {
  console.log(`${e.code}: ${e.message}`);
}
