// Handle money in integer cents to avoid floating-point errors, then format for display.
const toCents = (amount) => Math.round(amount * 100);
const formatUSD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const fromCents = (cents) => formatUSD.format(cents / 100);

function splitBill(totalCents, people) {
  const base = Math.floor(totalCents / people);
  const remainder = totalCents % people;
  return Array.from({ length: people }, (_, i) => base + (i < remainder ? 1 : 0));
}

const items = [["Pasta", 14.99], ["Salad", 9.5], ["Wine", 32.0], ["Dessert", 7.25], ["Coffee", 3.1]];
const subtotal = items.reduce((s, [, p]) => s + toCents(p), 0);
const tax = Math.round(subtotal * 0.0875);
const tip = Math.round(subtotal * 0.18);
const total = subtotal + tax + tip;

for (const [name, price] of items) console.log(`${name.padEnd(10, ".")}${fromCents(toCents(price)).padStart(10)}`);
console.log("-".repeat(20));
console.log(`${"Subtotal".padEnd(10)}${fromCents(subtotal).padStart(10)}`);
console.log(`${"Tax".padEnd(10)}${fromCents(tax).padStart(10)}`);
console.log(`${"Tip 18%".padEnd(10)}${fromCents(tip).padStart(10)}`);
console.log(`${"TOTAL".padEnd(10)}${fromCents(total).padStart(10)}`);

const shares = splitBill(total, 3);
console.log("split 3 ways:", shares.map(fromCents), "sum ok:", shares.reduce((a, b) => a + b) === total);

console.log("float way:", 0.1 + 0.2, "cents way:", fromCents(toCents(0.1) + toCents(0.2)));
console.log([1234567.891, -0.005, 0, 1e9].map((n) => n.toLocaleString("en-US", { style: "currency", currency: "USD" })));
const accounting = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", currencySign: "accounting" });
console.log(accounting.format(-42.5), accounting.format(42.5));
console.log(new Intl.NumberFormat("en-US", { style: "currency", currency: "GBP", maximumFractionDigits: 0 }).format(1999.5));
