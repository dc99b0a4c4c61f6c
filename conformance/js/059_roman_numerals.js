// Convert between integers and Roman numerals, with validation.
const table = [
  [1000, "M"], [900, "CM"], [500, "D"], [400, "CD"],
  [100, "C"], [90, "XC"], [50, "L"], [40, "XL"],
  [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"],
];

function toRoman(n) {
  if (!Number.isInteger(n) || n < 1 || n > 3999) throw new RangeError(`cannot convert ${n}`);
  let out = "";
  for (const [value, symbol] of table) {
    while (n >= value) {
      out += symbol;
      n -= value;
    }
  }
  return out;
}

const VALID = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;
function fromRoman(s) {
  if (!s || !VALID.test(s)) return NaN;
  const values = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const cur = values[s[i]], next = values[s[i + 1]] ?? 0;
    total += cur < next ? -cur : cur;
  }
  return total;
}

for (const n of [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]) {
  const r = toRoman(n);
  console.log(`${String(n).padStart(4)} = ${r.padEnd(12)} back: ${fromRoman(r)}`);
}
console.log(["XLII", "MMXXV", "IIII", "VX", "", "mcm"].map((s) => [s, fromRoman(s)]));

for (const bad of [0, 4000, 2.5]) {
  try { toRoman(bad); } catch (e) { console.log(`${e.name}: ${e.message}`); }
}
let roundTrip = true;
for (let i = 1; i <= 3999; i++) if (fromRoman(toRoman(i)) !== i) roundTrip = false;
console.log("all round trips ok:", roundTrip);
