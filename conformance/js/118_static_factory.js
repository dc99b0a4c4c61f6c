// Value objects with static factories, validation and equality.
class Color {
  static #cache = new Map();
  static #token = Symbol("ctor");
  static BLACK = Color.rgb(0, 0, 0);
  static WHITE = Color.rgb(255, 255, 255);

  #r; #g; #b;
  constructor(r, g, b, token) {
    if (token !== Color.#token) throw new TypeError("use Color.rgb() or Color.hex()");
    [this.#r, this.#g, this.#b] = [r, g, b];
    Object.freeze(this);
  }

  static rgb(r, g, b) {
    for (const v of [r, g, b]) {
      if (!Number.isInteger(v) || v < 0 || v > 255) throw new RangeError(`channel out of range: ${v}`);
    }
    const key = (r << 16) | (g << 8) | b;
    if (!Color.#cache.has(key)) Color.#cache.set(key, new Color(r, g, b, Color.#token));
    return Color.#cache.get(key);
  }

  static hex(str) {
    const m = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(str) ?? /^#?([\da-f])([\da-f])([\da-f])$/i.exec(str);
    if (!m) throw new SyntaxError(`bad hex color "${str}"`);
    const [r, g, b] = m.slice(1).map((h) => parseInt(h.length === 1 ? h + h : h, 16));
    return Color.rgb(r, g, b);
  }

  static get cacheSize() { return Color.#cache.size; }

  get hex() { return "#" + [this.#r, this.#g, this.#b].map((v) => v.toString(16).padStart(2, "0")).join(""); }
  get luminance() { return +(0.2126 * this.#r + 0.7152 * this.#g + 0.0722 * this.#b).toFixed(1); }
  mix(other, t = 0.5) {
    const lerp = (a, b) => Math.round(a + (b - a) * t);
    return Color.rgb(lerp(this.#r, other.#r), lerp(this.#g, other.#g), lerp(this.#b, other.#b));
  }
  toString() { return `rgb(${this.#r}, ${this.#g}, ${this.#b})`; }
}

const red = Color.hex("#ff0000");
const alsoRed = Color.rgb(255, 0, 0);
console.log(String(red), red.hex, red === alsoRed, Color.cacheSize);
console.log(Color.hex("0af").hex, Color.hex("#0AF").toString(), red.mix(Color.WHITE).hex, red.mix(Color.BLACK, 0.25).hex);
console.log([Color.WHITE, red, Color.BLACK].map((c) => c.luminance));
for (const bad of [() => new Color(1, 2, 3), () => Color.rgb(300, 0, 0), () => Color.hex("blue")]) {
  try { bad(); } catch (e) { console.log(`${e.name}: ${e.message}`); }
}
console.log(Object.isFrozen(red), red, Color.cacheSize);
