// Word-wrap and justify a paragraph to a fixed width.
const paragraph = "JavaScript is a high-level, often just-in-time compiled language that conforms " +
  "to the ECMAScript standard. It has dynamic typing, prototype-based object-orientation, and " +
  "first-class functions. It is multi-paradigm, supporting event-driven, functional, and imperative styles.";

function wrap(text, width) {
  const lines = [];
  let line = [];
  let len = 0;
  for (const word of text.split(/\s+/)) {
    if (len + word.length + line.length > width && line.length) {
      lines.push(line);
      line = [];
      len = 0;
    }
    line.push(word);
    len += word.length;
  }
  if (line.length) lines.push(line);
  return lines;
}

function justify(words, width) {
  if (words.length === 1) return words[0].padEnd(width);
  const totalSpaces = width - words.reduce((s, w) => s + w.length, 0);
  const gaps = words.length - 1;
  return words.reduce((out, w, i) => {
    if (i === 0) return w;
    const extra = i <= totalSpaces % gaps ? 1 : 0;
    return out + " ".repeat(Math.floor(totalSpaces / gaps) + extra) + w;
  }, "");
}

for (const width of [40, 28]) {
  const lines = wrap(paragraph, width);
  console.log(`--- width ${width}, ${lines.length} lines ---`);
  lines.forEach((words, i) => {
    const text = i === lines.length - 1 ? words.join(" ").padEnd(width) : justify(words, width);
    console.log(`|${text}|`);
  });
}

const centered = wrap("Centered text looks nice in a box", 16).map((w) => {
  const s = w.join(" ");
  const left = Math.floor((16 - s.length) / 2);
  return "*" + " ".repeat(left) + s + " ".repeat(16 - s.length - left) + "*";
});
console.log(["*".repeat(18), ...centered, "*".repeat(18)].join("\n"));
