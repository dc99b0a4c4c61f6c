// Explore how emoji and astral characters behave in JS strings.
const samples = ["A", "é", "😀", "👍🏽", "👨‍👩‍👧", "🇯🇵", "𝒳"];

for (const s of samples) {
  const codePoints = [...s].map((c) => "U+" + c.codePointAt(0).toString(16).toUpperCase());
  const units = Array.from({ length: s.length }, (_, i) => s.charCodeAt(i).toString(16));
  console.log(`${s}\tlength=${s.length}\tcodepoints=${[...s].length}\t${codePoints.join(" ")}\tunits=${units.join(",")}`);
}

const message = "I ❤️ JS 🚀!";
console.log("naive reverse:", JSON.stringify(message.split("").reverse().join("")));
console.log("codepoint reverse:", [...message].reverse().join(""));
console.log("slice(0, 9):", JSON.stringify(message.slice(0, 9)));

console.log(String.fromCodePoint(0x1f600, 0x1f389, 0x2728));
console.log(String.fromCharCode(0xd83d, 0xde00) === "😀");
console.log("😀".codePointAt(0), "😀".codePointAt(1), "😀".charCodeAt(0));
console.log("\u{1F4A9}" === "💩", "\uD83D\uDCA9".length);
console.log("lone surrogate well-formed?", "ab\uD800".isWellFormed?.() ?? "n/a");

const countEmoji = (str) => (str.match(/\p{Extended_Pictographic}/gu) || []).length;
console.log("emoji count:", countEmoji("Party 🎉🎉 time 🕺 with 👨‍👩‍👧"));
console.log([..."héllo wörld"].map((c) => c.charCodeAt(0) > 127 ? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}` : c).join(""));
console.log("🍕".repeat(3), "🍕🍔🌮".at(-1), [..."🍕🍔🌮"].at(-1));
