// `restock` is ask-first in gg.toml; `gg run` has nobody to ask.
import { tools } from "gg";

try {
  tools.inventory.restock({ sku: "B2", units: 10 });
} catch (e) {
  console.log(`${e.code}: ${e.message}`);
}
