import { tools } from "gg";

const skus = ["A1", "Q7"];
for (const sku of skus) {
  const item = tools.inventory.checkInventory({ sku });
  console.log(item.sku, item.inStock);
}
