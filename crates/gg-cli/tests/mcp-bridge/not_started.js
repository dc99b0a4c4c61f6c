// test: grant=mcp:inventory broken
import { tools } from "gg";

try {
  const item = tools.call("inventory.check_inventory", { sku: "A1" });
  console.log(item);
} catch (e) {
  console.log(`${e.code}: ${e.message}`);
}
