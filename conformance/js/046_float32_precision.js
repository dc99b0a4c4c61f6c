// Floating point precision pitfalls and how to handle them.
console.log(0.1 + 0.2 === 0.3, 0.1 + 0.2);
const approxEqual = (a, b, eps = Number.EPSILON) => Math.abs(a - b) < eps * Math.max(1, Math.abs(a), Math.abs(b));
console.log(approxEqual(0.1 + 0.2, 0.3));

console.log(Math.fround(0.1), Math.fround(16777217), Math.fround(5.5));
const f = new Float32Array([0.1, 1 / 3, 16777217, 3.4e38, 3.5e38]);
console.log(Array.from(f));

let sum = 0;
for (let i = 0; i < 10; i++) sum += 0.1;
console.log("sum of ten 0.1:", sum, sum.toFixed(10));

function kahanSum(values) {
  let s = 0, c = 0;
  for (const v of values) {
    const y = v - c;
    const t = s + y;
    c = (t - s) - y;
    s = t;
  }
  return s;
}
const many = Array(1000).fill(0.001);
console.log("naive:", many.reduce((a, b) => a + b, 0), "kahan:", kahanSum(many));

console.log(9007199254740993, 2 ** 53 + 1 === 2 ** 53, Number.isSafeInteger(2 ** 53));
console.log((1.005).toFixed(2), Math.round(1.005 * 100) / 100, Math.round((1.005 + Number.EPSILON) * 100) / 100);
console.log(Math.round(-0.5), Math.round(2.5), Math.round(-2.5), Math.trunc(-4.7), Math.sign(-3));
console.log(0.1 * 3, 0.3 / 0.1, 1e16 + 1, 123456789 * 987654321);
console.log(Math.sqrt(2) ** 2, Math.cbrt(27), Math.hypot(3, 4), Math.log2(1024), Math.expm1(1e-10));
console.log(Number((0.1 + 0.2).toPrecision(15)), +(2.675).toFixed(2));
