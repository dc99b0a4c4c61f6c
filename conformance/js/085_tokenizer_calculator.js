// Arithmetic expression evaluator: tokenizer + recursive descent parser.
function tokenize(src) {
  const tokens = [];
  const re = /\s*(?:(\d+\.?\d*|\.\d+)|(\*\*|[-+*/%()^,])|([a-zA-Z_]\w*))/y;
  let m;
  while (re.lastIndex < src.length) {
    const start = re.lastIndex;
    if (!(m = re.exec(src))) {
      if (/^\s*$/.test(src.slice(start))) break;
      throw new SyntaxError(`unexpected character '${src[start]}' at ${start}`);
    }
    if (m[1]) tokens.push({ type: "num", value: parseFloat(m[1]) });
    else if (m[2]) tokens.push({ type: "op", value: m[2] });
    else tokens.push({ type: "id", value: m[3] });
  }
  return tokens;
}

function evaluate(src, vars = {}) {
  const tokens = tokenize(src);
  let pos = 0;
  const peek = () => tokens[pos]?.value;
  const eat = (v) => {
    if (peek() !== v) throw new SyntaxError(`expected '${v}' but found '${peek() ?? "end"}'`);
    pos++;
  };
  const fns = { sqrt: Math.sqrt, max: Math.max, min: Math.min, abs: Math.abs };

  function expr() {
    let v = term();
    while (peek() === "+" || peek() === "-") v = tokens[pos++].value === "+" ? v + term() : v - term();
    return v;
  }
  function term() {
    let v = factor();
    while (["*", "/", "%"].includes(peek())) {
      const op = tokens[pos++].value;
      const r = factor();
      v = op === "*" ? v * r : op === "/" ? v / r : v % r;
    }
    return v;
  }
  function factor() {
    const base = unary();
    if (peek() === "^" || peek() === "**") { pos++; return base ** factor(); }
    return base;
  }
  function unary() {
    if (peek() === "-") { pos++; return -unary(); }
    const t = tokens[pos++];
    if (!t) throw new SyntaxError("unexpected end of input");
    if (t.type === "num") return t.value;
    if (t.value === "(") { const v = expr(); eat(")"); return v; }
    if (t.type === "id" && peek() === "(") {
      pos++;
      const args = [expr()];
      while (peek() === ",") { pos++; args.push(expr()); }
      eat(")");
      return fns[t.value](...args);
    }
    if (t.type === "id" && t.value in vars) return vars[t.value];
    throw new SyntaxError(`unknown identifier '${t.value}'`);
  }
  const result = expr();
  if (pos < tokens.length) throw new SyntaxError(`unexpected '${peek()}'`);
  return result;
}

const cases = ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-2 ** 2", "10 / 4 - 1", "sqrt(16) + max(1, 7, 3)",
  "x * (y + 1)", "17 % 5 * 2", "1 +", "2 * (3 + 4", "3 $ 4", "foo + 1", ".5 + 1."];
for (const c of cases) {
  try {
    console.log(`${c.padEnd(24)} = ${evaluate(c, { x: 3, y: 4 })}`);
  } catch (e) {
    console.log(`${c.padEnd(24)} ! ${e.name}: ${e.message}`);
  }
}
