// Convert infix expressions to Reverse Polish Notation and evaluate them.
const PREC = { "+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "^": 3, "neg": 4 };
const RIGHT_ASSOC = new Set(["^", "neg"]);

function toRPN(expr) {
  const output = [], ops = [];
  const tokens = expr.match(/\d+(?:\.\d+)?|[-+*/%^()]/g) ?? [];
  let prev = null;
  for (const tok of tokens) {
    if (/^\d/.test(tok)) output.push(Number(tok));
    else if (tok === "(") ops.push(tok);
    else if (tok === ")") {
      while (ops.length && ops.at(-1) !== "(") output.push(ops.pop());
      if (!ops.length) throw new SyntaxError("mismatched ')'");
      ops.pop();
    } else {
      const op = tok === "-" && (prev === null || (prev !== ")" && isNaN(prev))) ? "neg" : tok;
      while (ops.length && ops.at(-1) !== "(" &&
        (PREC[ops.at(-1)] > PREC[op] || (PREC[ops.at(-1)] === PREC[op] && !RIGHT_ASSOC.has(op)))) {
        output.push(ops.pop());
      }
      ops.push(op);
    }
    prev = tok;
  }
  while (ops.length) {
    const op = ops.pop();
    if (op === "(") throw new SyntaxError("mismatched '('");
    output.push(op);
  }
  return output;
}

function evalRPN(rpn) {
  const stack = [];
  for (const t of rpn) {
    if (typeof t === "number") { stack.push(t); continue; }
    if (t === "neg") { stack.push(-stack.pop()); continue; }
    const b = stack.pop(), a = stack.pop();
    stack.push({ "+": a + b, "-": a - b, "*": a * b, "/": a / b, "%": a % b, "^": a ** b }[t]);
  }
  return stack[0];
}

const exprs = ["3 + 4 * 2 / (1 - 5) ^ 2 ^ 3", "(1 + 2) * (3 + 4)", "-3 ^ 2", "2 * -(4 - 1)", "10 % 4 + 7 / 2", "((2))", "1 / 0", "(1 + 2"];
for (const e of exprs) {
  try {
    const rpn = toRPN(e);
    console.log(`${e.padEnd(30)} RPN: ${rpn.join(" ").padEnd(32)} = ${evalRPN(rpn)}`);
  } catch (err) {
    console.log(`${e.padEnd(30)} error: ${err.message}`);
  }
}
