// Compare Unicode strings under different normalization forms.
const composed = "caf\u00e9";
const decomposed = "cafe\u0301";

console.log(composed, decomposed);
console.log("equal as-is:", composed === decomposed);
console.log("lengths:", composed.length, decomposed.length);
console.log("NFC equal:", composed.normalize("NFC") === decomposed.normalize("NFC"));
console.log("NFD lengths:", composed.normalize("NFD").length, decomposed.normalize("NFD").length);

const samples = ["Å", "ﬁ", "①", "Ｈｅｌｌｏ", "é"];
for (const s of samples) {
  const forms = ["NFC", "NFD", "NFKC", "NFKD"].map((f) => {
    const n = s.normalize(f);
    return `${f}=${[...n].map((c) => "U+" + c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")).join(" ")}`;
  });
  console.log(JSON.stringify(s), forms.join(" | "));
}

function stripAccents(str) {
  return str.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}
console.log(stripAccents("Crème brûlée à la française, naïve Zoë"));

const slug = (s) => stripAccents(s).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
console.log(slug("  Ångström Über Café!  "));
