// Character statistics: frequency map, first unique, most common, histogram.
const text = "It was the best of times, it was the worst of times, it was the age of wisdom.";

const freq = new Map();
for (const ch of text.toLowerCase()) {
  if (/[a-z]/.test(ch)) freq.set(ch, (freq.get(ch) ?? 0) + 1);
}

const sorted = [...freq].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
console.log("distinct letters:", freq.size);
console.log("top 5:", sorted.slice(0, 5));
console.log("letters used once:", sorted.filter(([, n]) => n === 1).map(([c]) => c).join(""));

const missing = [..."abcdefghijklmnopqrstuvwxyz"].filter((c) => !freq.has(c));
console.log("missing letters:", missing.join(""));

const firstUnique = [...text].find((ch) => text.indexOf(ch) === text.lastIndexOf(ch));
console.log("first unique character:", JSON.stringify(firstUnique));

const max = sorted[0][1];
for (const [ch, n] of sorted.slice(0, 8)) {
  console.log(`${ch} ${"▇".repeat(Math.ceil((n / max) * 20)).padEnd(20)} ${n}`);
}

const vowels = [...text].filter((c) => "aeiouAEIOU".includes(c)).length;
const consonants = [...text].filter((c) => /[a-z]/i.test(c)).length - vowels;
console.log({ vowels, consonants, spaces: text.split(" ").length - 1, punctuation: text.replace(/[\w\s]/g, "").length });

const wordLengths = text.match(/\w+/g).reduce((m, w) => m.set(w.length, (m.get(w.length) || 0) + 1), new Map());
console.log(new Map([...wordLengths].sort((a, b) => a[0] - b[0])));
console.log(Object.fromEntries(freq));
