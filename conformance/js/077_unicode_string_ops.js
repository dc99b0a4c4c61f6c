// Unicode-aware string operations: length, truncation, case mapping, palindromes.
const words = ["naïve", "Straße", "İstanbul", "ΣΊΣΥΦΟΣ", "ǅemal", "🙂smile", "ﬀ"];

for (const w of words) {
  console.log(w.padEnd(10), "upper:", w.toUpperCase().padEnd(12), "lower:", w.toLowerCase().padEnd(12),
    "len:", w.length, "cps:", [...w].length);
}

function truncate(str, max) {
  const cps = [...str];
  return cps.length <= max ? str : cps.slice(0, max - 1).join("") + "…";
}
console.log(truncate("Emoji 😀😃😄😁 everywhere", 9));
console.log(truncate("short", 10));

function isPalindrome(s) {
  const clean = [...s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()].filter((c) => /[\p{L}\p{N}]/u.test(c));
  return clean.join("") === clean.reverse().join("");
}
for (const p of ["A man, a plan, a canal: Panamá", "Ésope reste ici et se repose", "not one", "¿Acaso hubo búhos acá?"]) {
  console.log(isPalindrome(p), p);
}

const str = "a\u0301b\u0302c";
console.log(str.length, str.normalize().length, [...str.normalize()].map((c) => c.codePointAt(0).toString(16)));
console.log("ß".toUpperCase(), "ﬁ".toUpperCase(), "İ".toLowerCase().length, "Σ".toLowerCase());
console.log("abc" < "abd", "b" > "a", "a" < "B", "é" > "z");
const sortedWords = ["zebra", "Apple", "éclair", "banana"].sort();
console.log(sortedWords);
console.log("%s", "tab\there", JSON.stringify("\u0000\u001f\u007f\u00ad"));
