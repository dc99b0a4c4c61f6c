// Count word frequencies in a paragraph and print the top entries.
const text = `The quick brown fox jumps over the lazy dog. The dog barks;
the fox runs away. A quick brown dog? No — the quick brown fox!`;

function wordFrequencies(input) {
  const counts = new Map();
  for (const raw of input.toLowerCase().split(/[^a-z']+/)) {
    if (!raw) continue;
    counts.set(raw, (counts.get(raw) ?? 0) + 1);
  }
  return counts;
}

const freq = wordFrequencies(text);
const sorted = [...freq.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

console.log(`Total words: ${[...freq.values()].reduce((s, n) => s + n, 0)}`);
console.log(`Unique words: ${freq.size}`);
console.log("Top 5:");
for (const [word, count] of sorted.slice(0, 5)) {
  console.log(`  ${word.padEnd(8)} ${"#".repeat(count)} (${count})`);
}

const longest = [...freq.keys()].reduce((a, b) => (b.length > a.length ? b : a));
console.log("Longest word:", longest);
console.log(Object.fromEntries(sorted.slice(0, 3)));
