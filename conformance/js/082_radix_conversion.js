// Convert numbers between bases, including a custom base62 encoder.
const n = 48879;
console.log(`${n} -> bin ${n.toString(2)}, oct ${n.toString(8)}, hex ${n.toString(16)}, base36 ${n.toString(36)}`);

for (const [str, radix] of [["1010", 2], ["777", 8], ["beef", 16], ["zz", 36], ["12", 3], ["9", 8], ["0x1A", 16]]) {
  console.log(`parseInt("${str}", ${radix}) = ${parseInt(str, radix)}`);
}

console.log(Number("0b1101"), Number("0o17"), Number("0xff"), 0b1111_0000, 0o755, 0xdead_beef);
console.log((3.75).toString(2), (0.1).toString(2).slice(0, 20), (-255.5).toString(16), (1e21).toString(36));

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
function toBase62(num) {
  if (num === 0) return "0";
  let out = "";
  while (num > 0) {
    out = ALPHABET[num % 62] + out;
    num = Math.floor(num / 62);
  }
  return out;
}
function fromBase62(str) {
  return [...str].reduce((acc, ch) => acc * 62 + ALPHABET.indexOf(ch), 0);
}
for (const id of [0, 61, 62, 3843, 1_000_000, 2 ** 40]) {
  const enc = toBase62(id);
  console.log(`${String(id).padStart(14)} -> ${enc.padEnd(8)} -> ${fromBase62(enc)}`);
}

const toBinary8 = (b) => b.toString(2).padStart(8, "0");
console.log([5, 128, 255, 42].map(toBinary8).join(" "));
console.log((-5 >>> 0).toString(2), (-5 >>> 0).toString(16), ~~-5.7, -5 >> 1, -5 >>> 28);
const ip = "192.168.1.77";
const ipInt = ip.split(".").reduce((acc, oct) => (acc << 8) + Number(oct), 0) >>> 0;
console.log(ipInt, ipInt.toString(16), [24, 16, 8, 0].map((s) => (ipInt >>> s) & 255).join("."));
console.log(BigInt("0b" + "1".repeat(70)).toString(16), (2n ** 64n - 1n).toString(36));
