// test: grant=tools
import { tools } from "gg";

console.log(typeof tools.inventory);
try {
  tools.call("inventory.check_inventory", { sku: "A1" });
} catch (e) {
  console.log(`${e.code}: ${e.message}`);
}
