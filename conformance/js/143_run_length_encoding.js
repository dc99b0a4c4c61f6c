// Run-length encoding for strings and binary data, with round-trip checks.
function rleEncode(str) {
  return str.replace(/(.)\1*/gsu, (run, ch) => (run.length > 1 ? `${[...run].length}${ch}` : ch));
}

function rleDecode(str) {
  return str.replace(/(\d+)(\D)/gu, (_, n, ch) => ch.repeat(Number(n)));
}

const samples = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "abc", "aaabccddddd", "", "🙂🙂🙂😢", "  x  "];
for (const s of samples) {
  const enc = rleEncode(s);
  const ok = rleDecode(enc) === s;
  console.log(`${JSON.stringify(s.length > 20 ? s.slice(0, 20) + "…" : s).padEnd(24)} → ${JSON.stringify(enc).padEnd(22)} ${ok ? "ok" : "MISMATCH"} ratio ${s.length ? (enc.length / s.length).toFixed(2) : "n/a"}`);
}

function rleBytes(bytes) {
  const out = [];
  for (let i = 0; i < bytes.length;) {
    let run = 1;
    while (i + run < bytes.length && bytes[i + run] === bytes[i] && run < 255) run++;
    out.push(run, bytes[i]);
    i += run;
  }
  return Uint8Array.from(out);
}

function unrleBytes(packed) {
  const out = [];
  for (let i = 0; i < packed.length; i += 2) for (let k = 0; k < packed[i]; k++) out.push(packed[i + 1]);
  return Uint8Array.from(out);
}

const image = new Uint8Array(300);
image.fill(255, 50, 120);
image.fill(7, 200, 210);
const packed = rleBytes(image);
console.log("bytes:", image.length, "->", packed.length, packed);
const restored = unrleBytes(packed);
console.log("restored equal:", restored.length === image.length && restored.every((v, i) => v === image[i]));

const runs = [..."aaabbbbcaa".matchAll(/(.)\1*/g)].map((m) => [m[1], m[0].length, m.index]);
console.log(runs);
