// Basic matrix operations: multiply, transpose, identity, power.
const matrix = (rows) => rows.map((r) => [...r]);
const transpose = (m) => m[0].map((_, c) => m.map((row) => row[c]));
const identity = (n) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => +(i === j)));

function multiply(a, b) {
  if (a[0].length !== b.length) throw new Error(`shape mismatch ${a.length}x${a[0].length} * ${b.length}x${b[0].length}`);
  return a.map((row) => transpose(b).map((col) => row.reduce((s, v, k) => s + v * col[k], 0)));
}

function power(m, n) {
  let result = identity(m.length), base = m;
  while (n > 0) {
    if (n & 1) result = multiply(result, base);
    base = multiply(base, base);
    n >>= 1;
  }
  return result;
}

const show = (m) => m.map((r) => r.map((v) => String(v).padStart(5)).join("")).join("\n");

const A = matrix([[1, 2, 3], [4, 5, 6]]);
const B = matrix([[7, 8], [9, 10], [11, 12]]);
console.log("A x B:\n" + show(multiply(A, B)));
console.log("B x A:\n" + show(multiply(B, A)));
console.log("A^T:", transpose(A));
console.log("I3:", identity(3));

const fibM = [[1, 1], [1, 0]];
console.log("fib via matrix power:", [1, 2, 10, 30].map((n) => power(fibM, n)[0][1]));

try {
  multiply(A, A);
} catch (e) {
  console.log("error:", e.message);
}

const rot90 = (m) => transpose(m).map((r) => r.reverse());
console.log(show(rot90([[1, 2], [3, 4], [5, 6]])));
const trace = (m) => m.reduce((s, r, i) => s + r[i], 0);
console.log("trace:", trace(multiply(B, A)));
