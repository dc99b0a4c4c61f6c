// Escape sequences, raw strings and code point inspection.
const samples = {
  newline: "a\nb",
  tab: "col1\tcol2",
  quote: 'He said "hi"',
  backslash: "C:\\path\\to",
  unicode4: "\u00e9\u00e8",
  unicodeBrace: "\u{1F680}\u{1F30D}",
  hex: "\x41\x42\x43",
  nul: "a\0b",
  vertical: "v\vf\f",
};

for (const [name, s] of Object.entries(samples)) {
  const cps = [...s].map((c) => c.codePointAt(0).toString(16).padStart(2, "0"));
  console.log(`${name.padEnd(13)} len=${String(s.length).padStart(2)} json=${JSON.stringify(s).padEnd(22)} cps=${cps.join(" ")}`);
}

console.log(samples);
console.log(String.raw`\n is not a newline here, \u{41} neither`);
console.log(`multi
line
template`.split("\n").length);

function escapeForDisplay(str) {
  return [...str].map((ch) => {
    const cp = ch.codePointAt(0);
    if (cp < 0x20 || cp === 0x7f) return `\\x${cp.toString(16).padStart(2, "0")}`;
    if (cp > 0xffff) return `\\u{${cp.toString(16)}}`;
    if (cp > 0x7e) return `\\u${cp.toString(16).padStart(4, "0")}`;
    return ch;
  }).join("");
}
console.log(escapeForDisplay("Tab\there, café, 🚀, bell\x07"));

const unescaped = "caf\\u00e9 \\u{1F600} \\n".replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})|\\n/gi,
  (m, brace, four) => (m === "\\n" ? "\n" : String.fromCodePoint(parseInt(brace ?? four, 16))));
console.log(JSON.stringify(unescaped));
console.log(encodeURIComponent("a b&c=d/é?🚀"), decodeURIComponent("%E2%9C%93%20ok"), encodeURI("https://x.y/a b?q=é"));
console.log("a\u0301" === "á", "a\u0301".normalize() === "á", "\u{61}" === "a");
