// Tokenize sentences and build n-grams with flatMap.
const sentences = [
  "The cat sat on the mat.",
  "The dog sat on the log!",
  "A cat and a dog met on the mat?",
];

const tokens = sentences.flatMap((s) => s.toLowerCase().replace(/[^\w\s]/g, "").split(" "));
console.log(tokens.length, tokens.slice(0, 8));

const bigrams = sentences.flatMap((s) => {
  const words = s.toLowerCase().match(/\w+/g);
  return words.slice(1).map((w, i) => `${words[i]} ${w}`);
});
const bigramCounts = bigrams.reduce((m, b) => m.set(b, (m.get(b) ?? 0) + 1), new Map());
console.log([...bigramCounts].filter(([, n]) => n > 1));

const chars = ["ab", "cd"].flatMap((s) => [...s]);
console.log(chars);

const nested = [[1, [2, 3]], [4], [[5, [6]]]];
console.log(nested.flat(), nested.flat(2), nested.flat(Infinity));

const expanded = [1, 2, 3, 4].flatMap((n) => (n % 2 ? [n, n * 10] : []));
console.log(expanded);

const people = [
  { name: "Ann", pets: ["cat", "fish"] },
  { name: "Bo", pets: [] },
  { name: "Cy", pets: ["dog"] },
];
console.log(people.flatMap(({ name, pets }) => pets.map((pet) => ({ owner: name, pet }))));

const vocab = [...new Set(tokens)].sort();
console.log(vocab.join(" "));
console.log([[1, 2], [3, 4]].flatMap(([a, b]) => [[a + b]]));
