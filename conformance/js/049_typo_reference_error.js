// Compute shopping cart totals; a typo in a variable name crashes the program.
const cart = [
  { name: "notebook", price: 4.5, qty: 3 },
  { name: "pen", price: 1.2, qty: 10 },
  { name: "backpack", price: 39.99, qty: 1 },
];

const TAX_RATE = 0.08;

function subtotal(items) {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0);
}

function applyDiscount(amount, code) {
  const discounts = { SAVE10: 0.1, HALF: 0.5 };
  const rate = discounts[code] ?? 0;
  return amount * (1 - rate);
}

const sub = subtotal(cart);
console.log(`Subtotal: $${sub.toFixed(2)}`);
const discounted = applyDiscount(sub, "SAVE10");
console.log(`After discount: $${discounted.toFixed(2)}`);
const tax = discounted * TAX_RATE;
console.log(`Tax: $${tax.toFixed(2)}`);
const total = discounted + taxes;
console.log(`Total: $${total.toFixed(2)}`);
