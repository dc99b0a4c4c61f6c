// test: grant=mcp timeout=1
import { tools } from "gg";

try {
  tools.inventory.slowSum({ numbers: [1, 2], delayMs: 3000 });
} catch (e) {
  console.log(`${e.code}: ${e.message}`);
}
console.log(tools.inventory.slowSum({ numbers: [1, 2] }).total);
