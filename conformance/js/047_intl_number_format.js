// Format currencies, percentages and compact numbers with Intl.NumberFormat.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const eur = new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" });
const pct = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat("en-US", { notation: "compact", compactDisplay: "short" });
const plain = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

const revenue = [1234.5, 98765.432, 0.5, -42, 1e6];
for (const r of revenue) {
  console.log(`${String(r).padEnd(10)} ${usd.format(r).padStart(14)} ${eur.format(r).padStart(14)}`);
}

const growth = [0.052, -0.013, 1.5, 0.0004];
console.log(growth.map((g) => pct.format(g)).join(" | "));

for (const n of [999, 1500, 25_000, 1_200_000, 3_450_000_000]) {
  console.log(n, "->", compact.format(n));
}

console.log(plain.format(1234567.891), plain.format(0.125), plain.format(-0.001));
const units = new Intl.NumberFormat("en-US", { style: "unit", unit: "kilometer-per-hour" });
console.log(units.format(88));
const sci = new Intl.NumberFormat("en-US", { minimumIntegerDigits: 3, minimumFractionDigits: 2 });
console.log(sci.format(7), sci.format(1234.5));
console.log(usd.formatToParts(-1234.5).map((p) => `${p.type}:${p.value}`).join(" "));
console.log((1234.5).toLocaleString("en-US", { style: "currency", currency: "JPY" }));
