// Print an aligned text table using padStart/padEnd.
const rows = [
  { product: "Keyboard", qty: 3, price: 49.99 },
  { product: "Mouse", qty: 12, price: 19.5 },
  { product: "Monitor 27\"", qty: 2, price: 329 },
  { product: "USB-C Cable", qty: 25, price: 7.25 },
];

const headers = ["Product", "Qty", "Price", "Subtotal"];
const data = rows.map((r) => [r.product, String(r.qty), r.price.toFixed(2), (r.qty * r.price).toFixed(2)]);
const widths = headers.map((h, i) => Math.max(h.length, ...data.map((row) => row[i].length)));

const line = (cells) =>
  "| " + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ") + " |";
const sep = "+" + widths.map((w) => "-".repeat(w + 2)).join("+") + "+";

console.log(sep);
console.log(line(headers));
console.log(sep.replaceAll("-", "="));
data.forEach((row) => console.log(line(row)));
console.log(sep);

const total = rows.reduce((s, r) => s + r.qty * r.price, 0);
console.log("TOTAL".padStart(widths.slice(0, 3).reduce((a, b) => a + b + 3, 0)), total.toFixed(2).padStart(widths[3]));

console.log("7".padStart(3, "0"), "abc".padEnd(6, "12"), "long text".padStart(4), "x".padStart(5, ""));
console.log("  trim me  ".trim() + "|", "  start".trimStart(), "end  ".trimEnd() + "|");
