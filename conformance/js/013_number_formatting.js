// Various ways to format numbers for display.
const values = [0, 1, -1.005, 3.14159, 1234.5678, 0.000123, 1e21, 123456789.987];

console.log("value".padEnd(16), "toFixed(2)".padEnd(16), "toPrecision(4)".padEnd(16), "toExponential(2)");
for (const v of values) {
  console.log(
    String(v).padEnd(16),
    v.toFixed(2).padEnd(16),
    v.toPrecision(4).padEnd(16),
    v.toExponential(2)
  );
}

console.log((1234567.891).toLocaleString("en-US"));
console.log((0.5).toLocaleString("en-US", { style: "percent" }));
console.log((1234.5).toLocaleString("en-US", { minimumFractionDigits: 2 }));
console.log((255).toString(16), (255).toString(2), (255).toString(8), (-255).toString(36));
console.log((0.1 + 0.2).toFixed(20));
console.log(0.1 + 0.2, 1 / 3, 2 / 3, 100 / 7);
console.log(Number.MAX_SAFE_INTEGER, Number.EPSILON, Number.MIN_VALUE, Number.MAX_VALUE);
console.log(-0, [-0], String(-0), Object.is(-0, 0), 1 / -0);
console.log(parseFloat("3.14abc"), parseInt("08"), parseInt("ff", 16), Number("  42  "), Number("4 2"));
console.log(1e-7, 123e-20, 1e300 * 10, 2 ** 64, 0.000001);
