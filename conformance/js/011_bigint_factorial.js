// Compute large factorials and binomial coefficients with BigInt.
function factorial(n) {
  let result = 1n;
  for (let i = 2n; i <= BigInt(n); i++) result *= i;
  return result;
}

function binomial(n, k) {
  n = BigInt(n);
  k = BigInt(k);
  if (k > n - k) k = n - k;
  let r = 1n;
  for (let i = 1n; i <= k; i++) {
    r = (r * (n - k + i)) / i;
  }
  return r;
}

for (const n of [0, 5, 20, 25, 50]) {
  console.log(`${n}! = ${factorial(n)}`);
}

const f100 = factorial(100);
const digits = f100.toString();
console.log("100! has", digits.length, "digits");
console.log("digit sum:", [...digits].reduce((s, d) => s + Number(d), 0));
console.log("trailing zeros:", digits.length - digits.replace(/0+$/, "").length);
console.log("C(60, 30) =", binomial(60, 30));
console.log("typeof:", typeof f100, 10n ** 30n, -7n / 2n, -7n % 2n);
console.log([1n, 2n, 3n], { big: 12345678901234567890n });
console.log(BigInt.asUintN(8, 257n), BigInt.asIntN(8, 255n), BigInt("0x1f"), (255n).toString(2));
console.log(Number(2n ** 53n + 1n), 2n ** 53n + 1n > Number.MAX_SAFE_INTEGER);
