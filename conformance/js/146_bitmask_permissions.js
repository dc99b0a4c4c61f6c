// Unix-style permission bits: parse, format and check with bitwise operators.
const R = 4, W = 2, X = 1;
const SPECIAL = { setuid: 0o4000, setgid: 0o2000, sticky: 0o1000 };

function toSymbolic(mode) {
  const triplet = (bits) => (bits & R ? "r" : "-") + (bits & W ? "w" : "-") + (bits & X ? "x" : "-");
  let s = triplet((mode >> 6) & 7) + triplet((mode >> 3) & 7) + triplet(mode & 7);
  const chars = [...s];
  if (mode & SPECIAL.setuid) chars[2] = chars[2] === "x" ? "s" : "S";
  if (mode & SPECIAL.setgid) chars[5] = chars[5] === "x" ? "s" : "S";
  if (mode & SPECIAL.sticky) chars[8] = chars[8] === "x" ? "t" : "T";
  return chars.join("");
}

function fromSymbolic(str) {
  return [...str].reduce((mode, ch, i) => (ch === "-" ? mode : mode | (1 << (8 - i))), 0);
}

function applyChmod(mode, expr) {
  const m = /^([ugoa]*)([+-=])([rwx]+)$/.exec(expr);
  if (!m) throw new SyntaxError(`bad chmod expression: ${expr}`);
  const [, who = "a", op, perms] = m;
  const bits = [...perms].reduce((b, p) => b | { r: R, w: W, x: X }[p], 0);
  const shifts = [...(who || "a").replace("a", "ugo")].map((w) => ({ u: 6, g: 3, o: 0 })[w]);
  for (const shift of shifts) {
    if (op === "+") mode |= bits << shift;
    else if (op === "-") mode &= ~(bits << shift);
    else mode = (mode & ~(7 << shift)) | (bits << shift);
  }
  return mode;
}

for (const mode of [0o755, 0o644, 0o600, 0o777, 0o4755, 0o1777, 0o2640, 0]) {
  console.log(mode.toString(8).padStart(4, "0"), toSymbolic(mode));
}
console.log(fromSymbolic("rwxr-x---").toString(8), fromSymbolic("rw-rw-r--").toString(8));

let mode = 0o644;
for (const expr of ["u+x", "go-r", "a+r", "o=rx", "g=w"]) {
  mode = applyChmod(mode, expr);
  console.log(`${expr.padEnd(5)} -> ${mode.toString(8).padStart(3, "0")} ${toSymbolic(mode)}`);
}
const canWrite = (mode, who) => Boolean(mode & (W << { u: 6, g: 3, o: 0 }[who]));
console.log(["u", "g", "o"].map((w) => `${w}:${canWrite(mode, w)}`).join(" "));
try { applyChmod(mode, "z+q"); } catch (e) { console.log(e.name, e.message); }
console.log(5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 31, (1 << 31) >>> 0, -1 >>> 0, 2 ** 32 | 0);
