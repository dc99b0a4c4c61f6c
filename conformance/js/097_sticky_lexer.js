// A lexer for a tiny config language using sticky (y) regular expressions.
const rules = [
  ["ws", /[ \t]+/y],
  ["newline", /\r?\n/y],
  ["comment", /#[^\n]*/y],
  ["number", /-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/iy],
  ["string", /"(?:[^"\\]|\\.)*"/y],
  ["bool", /\b(?:true|false)\b/y],
  ["ident", /[A-Za-z_][\w.-]*/y],
  ["punct", /[=\[\],{}]/y],
];

function* lex(src) {
  let pos = 0, line = 1, col = 1;
  outer: while (pos < src.length) {
    for (const [type, re] of rules) {
      re.lastIndex = pos;
      const m = re.exec(src);
      if (!m) continue;
      const text = m[0];
      if (type !== "ws" && type !== "comment") yield { type, text, line, col };
      pos = re.lastIndex;
      if (type === "newline") { line++; col = 1; } else col += text.length;
      continue outer;
    }
    throw new SyntaxError(`unexpected ${JSON.stringify(src[pos])} at ${line}:${col}`);
  }
}

const source = `# server config
name = "api-gateway"
port = 8443
ratio = 0.75
limits = [10, 20, -3.5e2]
tls.enabled = true
path = "C:\\\\data \\"quoted\\""
`;

const tokens = [...lex(source)].filter((t) => t.type !== "newline");
for (const t of tokens) console.log(`${t.line}:${String(t.col).padEnd(3)} ${t.type.padEnd(7)} ${t.text}`);

const counts = tokens.reduce((m, t) => ({ ...m, [t.type]: (m[t.type] ?? 0) + 1 }), {});
console.log(counts);

try {
  [...lex('ok = 1\nbad = @oops')];
} catch (e) {
  console.log(`${e.name}: ${e.message}`);
}
const sticky = /foo/y;
sticky.lastIndex = 3;
console.log(sticky.test("barfoo"), sticky.lastIndex, sticky.test("barfoo"), sticky.flags, sticky.sticky);
