// Number.prototype.toString(radix) for radix other than 10, with V8's digits.
//
// SpiderMonkey prints an integer at or above 2 ** 53 exactly
// ((1e21).toString(36) is "5v1j4f4ds79m9s"); V8 divides it by the radix in
// floating point while the quotient is still at or above 2 ** 53, printing a
// 0 for each step ("5v1j4f4ds7c000"). For a fraction V8 prints the shortest
// digits that still identify the double: it generates digits while the
// remaining fraction is at least the uncertainty (half the distance to the
// next double, scaled by the radix with every digit) and rounds the last
// digit up, half to even, when the remainder is above one half and the
// rounded value stays within the uncertainty. `installRadix` replaces the
// method once under wizer; radix 10, NaN, the infinities and integers below
// 2 ** 53 keep the engine's.

const apply = Reflect.apply;
const defineProperty = Object.defineProperty;
const NumberCtor = Number;
const floor = Math.floor;
const engineToString = Number.prototype.toString;
const numberValueOf = Number.prototype.valueOf;

const TWO_53 = 9007199254740992;
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);
const LOW = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 0 : 1;

/** The next double above the positive finite `x`. */
function nextUp(x) {
  f64[0] = x;
  if (u32[LOW] === 0xffffffff) {
    u32[LOW] = 0;
    u32[1 - LOW]++;
  } else {
    u32[LOW]++;
  }
  return f64[0];
}

/** The smallest positive double. */
const MIN_DELTA = 5e-324;

/** `value` (finite, not negative) in `radix` (2..36, not 10), V8's way. */
export function toRadixString(value, radix) {
  let integer = floor(value);
  let fraction = value - integer;
  let delta = 0.5 * (nextUp(value) - value);
  if (!(delta > MIN_DELTA)) delta = MIN_DELTA;
  // The fraction's digit values, most significant first.
  const digits = [];
  let count = 0;
  if (fraction >= delta) {
    do {
      fraction *= radix;
      delta *= radix;
      const digit = fraction | 0;
      digits[count++] = digit;
      fraction -= digit;
      if ((fraction > 0.5 || (fraction === 0.5 && (digit & 1) === 1)) && fraction + delta > 1) {
        // Round up: a digit that would become the radix is dropped and the
        // carry goes on into the one before it, or into the integer part.
        for (;;) {
          if (count === 0) {
            integer += 1;
            break;
          }
          const d = digits[count - 1] + 1;
          if (d < radix) {
            digits[count - 1] = d;
            break;
          }
          count--;
        }
        break;
      }
    } while (fraction >= delta);
  }
  // The integer part, least significant digit first.
  let zeros = 0;
  while (integer / radix >= TWO_53) {
    integer /= radix;
    zeros++;
  }
  let whole = '';
  for (let i = 0; i < zeros; i++) whole += '0';
  do {
    const remainder = integer % radix;
    whole = DIGITS[floor(remainder)] + whole;
    integer = (integer - remainder) / radix;
  } while (integer > 0);
  if (count === 0) return whole;
  let out = whole + '.';
  for (let i = 0; i < count; i++) out += DIGITS[digits[i]];
  return out;
}

export function installRadix() {
  const toString = function toString(radix) {
    let x;
    if (typeof this === 'number') x = this;
    else {
      try {
        x = apply(numberValueOf, this, []);
      } catch (_) {
        return apply(engineToString, this, arguments);
      }
    }
    if (radix === undefined) return apply(engineToString, x, []);
    let r = +radix;
    r = r !== r ? 0 : r < 0 ? -floor(-r) : floor(r);
    if (r === 10 || r < 2 || r > 36 || x !== x || x === Infinity || x === -Infinity) return apply(engineToString, x, [r]);
    const magnitude = x < 0 ? -x : x;
    if (magnitude < TWO_53 && floor(magnitude) === magnitude) return apply(engineToString, x, [r]);
    const s = toRadixString(magnitude, r);
    return x < 0 ? '-' + s : s;
  };
  defineProperty(NumberCtor.prototype, 'toString', { value: toString, writable: true, enumerable: false, configurable: true });
}
