// Bitwise operations with BigInt for 64-bit flags and hashing.
const FLAGS = {
  READ: 1n << 0n,
  WRITE: 1n << 1n,
  EXEC: 1n << 2n,
  ADMIN: 1n << 40n,
  AUDIT: 1n << 63n,
};

const describe = (mask) =>
  Object.entries(FLAGS).filter(([, bit]) => (mask & bit) !== 0n).map(([name]) => name).join("|") || "NONE";

let perms = FLAGS.READ | FLAGS.WRITE | FLAGS.AUDIT;
console.log(describe(perms), perms.toString(16));
perms &= ~FLAGS.WRITE;
perms |= FLAGS.ADMIN;
console.log(describe(perms), "0x" + perms.toString(16).padStart(16, "0"));
perms ^= FLAGS.AUDIT;
console.log(describe(perms), perms);

const popcount = (n) => { let c = 0; while (n) { c += Number(n & 1n); n >>= 1n; } return c; };
console.log("popcount:", popcount(0xffff_ffff_ffffn), popcount(FLAGS.AUDIT | FLAGS.READ));

function fnv1a64(str) {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  for (const byte of new TextEncoder().encode(str)) {
    hash ^= BigInt(byte);
    hash = BigInt.asUintN(64, hash * prime);
  }
  return hash;
}
for (const s of ["", "a", "hello", "héllo wörld"]) {
  console.log(JSON.stringify(s).padEnd(16), fnv1a64(s).toString(16).padStart(16, "0"));
}

const u64max = (1n << 64n) - 1n;
console.log(u64max, BigInt.asIntN(64, u64max), BigInt.asUintN(64, -1n) === u64max);
console.log(-8n >> 1n, -1n << 3n, 5n & -2n, (-5n) | 2n, 6n ^ 3n);
const rotl = (x, r) => BigInt.asUintN(64, (x << r) | (x >> (64n - r)));
console.log(rotl(0x8000000000000001n, 1n).toString(16), rotl(0x0123456789abcdefn, 8n).toString(16));
