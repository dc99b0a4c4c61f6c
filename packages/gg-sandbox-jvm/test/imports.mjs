// node imports.mjs FILE.wasm — print a core module's imports with their core signatures,
// e.g. `gg:agent/math@0.1.0 sin (f64) -> f64`. Used to write NOTES.md's import list.
import fs from "node:fs";

const b = fs.readFileSync(process.argv[2]);
let p = 8;
const leb = () => { let r = 0, s = 0, x; do { x = b[p++]; r |= (x & 0x7f) << s; s += 7; } while (x & 0x80); return r >>> 0; };
const name = () => { const n = leb(); const s = b.toString("utf8", p, p + n); p += n; return s; };
const T = { 0x7f: "i32", 0x7e: "i64", 0x7d: "f32", 0x7c: "f64", 0x7b: "v128", 0x70: "funcref", 0x6f: "externref" };
const types = [];
const out = [];
while (p < b.length) {
  const id = b[p++];
  const size = leb();
  const end = p + size;
  if (id === 1) {
    for (let i = 0, n = leb(); i < n; i++) {
      p++; // 0x60
      const params = []; for (let j = 0, k = leb(); j < k; j++) params.push(T[b[p++]]);
      const results = []; for (let j = 0, k = leb(); j < k; j++) results.push(T[b[p++]]);
      types.push(`(${params.join(", ")}) -> ${results.length ? results.join(", ") : "()"}`);
    }
  } else if (id === 2) {
    for (let i = 0, n = leb(); i < n; i++) {
      const m = name(), f = name(), kind = b[p++];
      if (kind === 0) out.push(`${m} ${f} ${types[leb()]}`);
      else { out.push(`${m} ${f} (kind ${kind})`); if (kind === 2) { const fl = b[p++]; leb(); if (fl & 1) leb(); } else if (kind === 3) p += 2; else { p++; const fl = b[p++]; leb(); if (fl & 1) leb(); } }
    }
  }
  p = end;
}
console.log(out.join("\n"));
