// Case-insensitive matching and deduplication without locale-aware APIs.
const names = ["Émile", "emile", "EMILE", "Zoë", "zoe", "ZOË", "Ångström", "angstrom", "Ærø", "straße", "STRASSE"];

const fold = (s) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/ß/g, "ss");

const groups = new Map();
for (const n of names) {
  const key = fold(n);
  groups.set(key, [...(groups.get(key) ?? []), n]);
}
console.log(groups);

const uniqueCaseOnly = [...new Map(names.map((n) => [n.toLowerCase(), n])).values()];
console.log("unique ignoring case only:", uniqueCaseOnly);

const sortKey = (s) => fold(s);
const sorted = [...names].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
console.log("folded sort:", sorted.join(", "));
console.log("code unit sort:", [...names].sort().join(", "));

const search = (haystack, needle) => fold(haystack).includes(fold(needle));
console.log(search("Le Café Crème", "creme"), search("Straße", "STRASSE"), search("naïve", "NAIVE"), search("x", "y"));

const re = /ÉMILE/iu;
console.log(re.test("émile"), /straße/i.test("STRASSE"), /ǆ/iu.test("ǅ"), /ſ/i.test("s"), /ſ/iu.test("s"));
console.log("İ".toLowerCase() === "i", "ı".toUpperCase(), "ﬃ".toUpperCase(), "Ω".toLowerCase(), "ς".toUpperCase());
console.log("équipe".toUpperCase(), "ÉQUIPE".toLowerCase(), "ΌΣΟΣ".toLowerCase());
