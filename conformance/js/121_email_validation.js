// Validate and normalize email addresses and extract them from free text.
const EMAIL = /^(?<local>[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*)@(?<domain>(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})$/i;

const candidates = [
  "alice@example.com",
  "Bob.Smith+newsletter@Mail.Example.co.uk",
  "no-at-sign.example.com",
  "double..dot@example.com",
  "trailing.dot.@example.com",
  "user@localhost",
  "user@-bad-.com",
  "o'connor@irish.ie",
  "   padded@example.org  ",
  "a@b.c",
];

function normalize(raw) {
  const trimmed = raw.trim();
  const m = EMAIL.exec(trimmed);
  if (!m) return null;
  let { local, domain } = m.groups;
  domain = domain.toLowerCase();
  if (["gmail.com", "googlemail.com"].includes(domain)) local = local.replace(/\./g, "");
  local = local.replace(/\+.*$/, "");
  return `${local.toLowerCase()}@${domain}`;
}

for (const c of candidates) {
  const n = normalize(c);
  console.log(`${JSON.stringify(c).padEnd(44)} ${n ? "✓ " + n : "✗ invalid"}`);
}

const text = `Contact sales@acme.io or support@acme.io. Jobs: hr+jobs@acme.io (not hr@acme).
Old: j.doe@legacy.acme.co.uk; Spam: @@nope@@`;
const found = [...text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)].map((m) => ({ email: m[0], at: m.index }));
console.log(found);
const domains = [...new Set(found.map((f) => f.email.split("@")[1]))];
console.log("domains:", domains);
console.log("masked:", text.split("\n")[0].replace(/([\w.+-])[\w.+-]*(@[\w.-]+)/g, "$1***$2"));
