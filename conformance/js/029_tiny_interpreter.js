// A tiny stack-based language interpreter with variables and loops.
function tokenize(src) {
  return src.replace(/#.*$/gm, "").split(/\s+/).filter(Boolean);
}

function run(src) {
  const tokens = tokenize(src);
  const stack = [], vars = {}, out = [];
  const pop = () => {
    if (!stack.length) throw new Error("stack underflow");
    return stack.pop();
  };
  const ops = {
    "+": () => stack.push(pop() + pop()),
    "*": () => stack.push(pop() * pop()),
    "-": () => { const b = pop(), a = pop(); stack.push(a - b); },
    "<": () => { const b = pop(), a = pop(); stack.push(a < b ? 1 : 0); },
    dup: () => { const a = pop(); stack.push(a, a); },
    print: () => out.push(String(pop())),
  };
  let pc = 0, steps = 0;
  while (pc < tokens.length) {
    if (++steps > 10000) throw new Error("too many steps");
    const tok = tokens[pc++];
    if (/^-?\d+$/.test(tok)) stack.push(Number(tok));
    else if (tok in ops) ops[tok]();
    else if (tok.startsWith("!")) vars[tok.slice(1)] = pop();
    else if (tok.startsWith("@")) stack.push(vars[tok.slice(1)] ?? 0);
    else if (tok.startsWith(":")) continue; // label
    else if (tok.startsWith("jz:")) { if (pop() === 0) pc = tokens.indexOf(":" + tok.slice(3)) + 1; }
    else if (tok.startsWith("jmp:")) pc = tokens.indexOf(":" + tok.slice(4)) + 1;
    else throw new Error(`unknown token '${tok}'`);
  }
  return { out, stack, vars };
}

const factorial = `
  1 !acc 1 !i          # acc = 1, i = 1
  :loop
  @i 11 < jz:end       # while i < 11
  @acc @i * !acc
  @i 1 + !i
  @acc print
  jmp:loop
  :end
`;
console.log(run(factorial).out.join(" "));
console.log(run("2 3 + dup * print 7 5 -"));
for (const bad of ["1 +", "1 2 frob"]) {
  try { run(bad); } catch (e) { console.log("error:", e.message); }
}
