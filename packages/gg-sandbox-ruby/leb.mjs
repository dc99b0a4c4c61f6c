// LEB128, as wasm's binary format writes its integers: shared by splice.mjs
// and sjlj.mjs.
export const uleb = (n) => { const out = []; do { let b = n & 0x7f; n >>>= 7; if (n) b |= 0x80; out.push(b); } while (n); return out; };
export const sleb = (n) => { const out = []; for (;;) { const b = n & 0x7f; n >>= 7; if ((n === 0 && !(b & 0x40)) || (n === -1 && (b & 0x40))) { out.push(b); return out; } out.push(b | 0x80); } };
// [value, next position] of the unsigned (readU) or signed 32-bit (readS) number at `pos`.
export const readU = (buf, pos) => { let n = 0, shift = 0, b; do { b = buf[pos++]; n += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80); return [n, pos]; };
export const readS = (buf, pos) => { let n = 0, shift = 0, b; do { b = buf[pos++]; n |= (b & 0x7f) << shift; shift += 7; } while (b & 0x80); if (shift < 32 && (b & 0x40)) n |= -1 << shift; return [n, pos]; };
