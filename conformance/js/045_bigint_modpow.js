// Modular exponentiation, gcd and a toy RSA round trip with BigInt.
function modPow(base, exp, mod) {
  let result = 1n;
  base %= mod;
  while (exp > 0n) {
    if (exp & 1n) result = (result * base) % mod;
    base = (base * base) % mod;
    exp >>= 1n;
  }
  return result;
}

function egcd(a, b) {
  if (b === 0n) return [a, 1n, 0n];
  const [g, x, y] = egcd(b, a % b);
  return [g, y, x - (a / b) * y];
}

function modInverse(a, m) {
  const [g, x] = egcd(a, m);
  if (g !== 1n) throw new Error("no inverse");
  return ((x % m) + m) % m;
}

function isProbablePrime(n) {
  if (n < 2n) return false;
  for (const p of [2n, 3n, 5n, 7n, 11n, 13n]) if (n % p === 0n) return n === p;
  let d = n - 1n, r = 0;
  while (d % 2n === 0n) { d /= 2n; r++; }
  outer: for (const a of [2n, 3n, 5n, 7n, 11n, 13n, 17n]) {
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    for (let i = 1; i < r; i++) {
      x = (x * x) % n;
      if (x === n - 1n) continue outer;
    }
    return false;
  }
  return true;
}

const p = 1000000007n, q = 998244353n;
console.log(isProbablePrime(p), isProbablePrime(q), isProbablePrime(p * q));
const n = p * q, phi = (p - 1n) * (q - 1n), e = 65537n;
const d = modInverse(e, phi);
console.log({ n, e, d });

const message = 123456789012345n;
const cipher = modPow(message, e, n);
const plain = modPow(cipher, d, n);
console.log("cipher:", cipher.toString(), "decrypted:", plain.toString(), plain === message);
console.log("2^127-1 prime?", isProbablePrime(2n ** 127n - 1n), "2^128+1 prime?", isProbablePrime(2n ** 128n + 1n));
console.log(modPow(3n, 200n, 13n), egcd(240n, 46n));
