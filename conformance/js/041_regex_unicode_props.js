// Classify characters in multilingual text using Unicode property escapes.
const text = "Hello, Мир! こんにちは 世界 ١٢٣ 42 café — 😀🎉 Ωmega";

const classes = {
  letters: /\p{L}/gu,
  uppercase: /\p{Lu}/gu,
  digits: /\p{Nd}/gu,
  punctuation: /\p{P}/gu,
  greek: /\p{Script=Greek}/gu,
  cyrillic: /\p{Script=Cyrillic}/gu,
  han: /\p{Script=Han}/gu,
  hiragana: /\p{Script=Hiragana}/gu,
  emoji: /\p{Extended_Pictographic}/gu,
};

for (const [name, re] of Object.entries(classes)) {
  const matches = text.match(re) ?? [];
  console.log(`${name.padEnd(12)} ${String(matches.length).padStart(2)} ${matches.join("")}`);
}

const words = text.match(/[\p{L}\p{M}]+/gu);
console.log(words);

const isIdentifier = (s) => /^[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*$/u.test(s);
for (const s of ["valid", "_x1", "2bad", "naïve", "日本", "a-b", "$el"]) {
  console.log(s, isIdentifier(s));
}

console.log("Straße ΑΒΓ".replace(/\p{Lu}/gu, (c) => `[${c}]`));
console.log("mixed123text456".split(/\p{N}+/u));
console.log(/^\p{Lowercase}+$/u.test("abcß"), /\P{ASCII}/u.test("plain"), /\P{ASCII}/u.exec("tëst")[0]);
