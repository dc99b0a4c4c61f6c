// Text transformations using replace with callbacks and special patterns.
const template = "Hello {{ name }}, you have {{count}} new {{ count|plural:message }}. {{missing}}";
const context = { name: "Priya", count: 3 };

const rendered = template.replace(/\{\{\s*(\w+)(?:\|(\w+):(\w+))?\s*\}\}/g, (match, key, filter, arg) => {
  const value = context[key];
  if (value === undefined) return `<${key}?>`;
  if (filter === "plural") return value === 1 ? arg : `${arg}s`;
  return String(value);
});
console.log(rendered);

const prices = "Coffee $3.50, Bagel $2.25, Juice $4";
console.log(prices.replace(/\$(\d+(?:\.\d+)?)/g, (_, amt) => `€${(Number(amt) * 0.92).toFixed(2)}`));

console.log("John Smith".replace(/(\w+)\s(\w+)/, "$2, $1"));
console.log("aaa".replace("a", "$&$&"), "price: 10".replace(/\d+/, "$$$&"), "abc".replace("b", "[$`|$']"));
console.log("2024-03-15".replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, "$<d>/$<m>/$<y>"));

const toTitle = (s) => s.replace(/\b\w/g, (c) => c.toUpperCase());
console.log(toTitle("the quick brown fox's tale"));

const camelToKebab = (s) => s.replace(/[A-Z]/g, (c, offset) => (offset ? "-" : "") + c.toLowerCase());
console.log(["backgroundColor", "fontSize", "WebkitTransition"].map(camelToKebab));

let calls = 0;
const censored = "darn it, what the heck, darn!".replaceAll(/darn|heck/g, (w) => { calls++; return "*".repeat(w.length); });
console.log(censored, "replacements:", calls);
console.log("a.b.c".replaceAll(".", "/"), "x-y-z".replace(/-/g, () => "$1"));

const md = "Use **bold**, *italic* and `code` here.";
const html = md
  .replace(/\*\*(.+?)\*\*/g, "<b>$1</b>")
  .replace(/\*(.+?)\*/g, "<i>$1</i>")
  .replace(/`([^`]+)`/g, "<code>$1</code>");
console.log(html);
const re = /o/g;
console.log(re.test("foo"), re.lastIndex, re.test("foo"), re.lastIndex, re.test("foo"), re.lastIndex);
