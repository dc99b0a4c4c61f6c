// Generate a plain-text invoice with template literals.
const invoice = {
  number: "INV-2024-0042",
  issued: new Date(Date.UTC(2024, 2, 5)),
  dueDays: 30,
  client: { name: "Northwind Traders", address: ["12 Harbor Rd", "Portsmouth", "UK"] },
  lines: [
    { desc: "Consulting (hours)", qty: 12, rate: 95 },
    { desc: "Travel expenses", qty: 1, rate: 240.4 },
    { desc: "Software license — annual", qty: 3, rate: 199.99 },
  ],
  taxRate: 0.2,
  discount: 50,
};

const money = (n) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const isoDay = (d) => d.toISOString().split("T")[0];
const due = new Date(invoice.issued.getTime() + invoice.dueDays * 864e5);

const subtotal = invoice.lines.reduce((s, l) => s + l.qty * l.rate, 0);
const taxable = subtotal - invoice.discount;
const tax = taxable * invoice.taxRate;
const total = taxable + tax;

const W = 56;
const row = (left, right) => `${left}${right.padStart(W - left.length)}`;
const lineItems = invoice.lines
  .map(({ desc, qty, rate }) => row(`  ${desc} (${qty} × ${money(rate)})`, money(qty * rate)))
  .join("\n");

const text = `
${"=".repeat(W)}
${"INVOICE".padStart((W + 7) / 2)}
${"=".repeat(W)}
${row("Invoice no:", invoice.number)}
${row("Issued:", isoDay(invoice.issued))}
${row("Due:", isoDay(due))}

Bill to:
${invoice.client.name}
${invoice.client.address.join("\n")}

${"-".repeat(W)}
${lineItems}
${"-".repeat(W)}
${row("Subtotal", money(subtotal))}
${row("Discount", `-${money(invoice.discount)}`)}
${row(`VAT (${invoice.taxRate * 100}%)`, money(tax))}
${row("TOTAL DUE", `$${money(total)}`)}
${"=".repeat(W)}`;

console.log(text.trim());
console.log(`Lines: ${invoice.lines.length}, avg line: ${money(subtotal / invoice.lines.length)}`);
