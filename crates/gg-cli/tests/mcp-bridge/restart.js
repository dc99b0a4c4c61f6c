// The server dies in the middle of a call; gg starts it again on the next.
import { tools } from "gg";

try {
  tools.inventory.crash();
} catch (e) {
  console.log(`${e.code}: ${e.message}`);
}
const again = tools.inventory.checkInventory({ sku: "A1" });
console.log(`after the crash: ${again.sku} ${again.inStock}`);
