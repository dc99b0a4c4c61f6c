// Final sigma for a StarlingMonkey built without ICU: its toLowerCase maps
// every capital sigma (U+03A3) to σ, where Unicode's SpecialCasing (and so
// node) maps one that ends a word to ς: preceded by a cased letter and not
// followed by one, case-ignorable characters (marks, apostrophes) skipped.
// `installFinalSigma` wraps toLowerCase and toLocaleLowerCase once, under wizer.

const StringCtor = String;
const TypeErrorCtor = TypeError;
const apply = Reflect.apply;
const engineToLowerCase = String.prototype.toLowerCase;
const engineToUpperCase = String.prototype.toUpperCase;
const indexOf = String.prototype.indexOf;
const codePointAt = String.prototype.codePointAt;
const fromCodePoint = String.fromCodePoint;

function isCaseIgnorable(cp) {
  return (
    (cp >= 0x300 && cp <= 0x36f) || cp === 0x27 || cp === 0x2e || cp === 0x3a || cp === 0xb7 || cp === 0x2019 ||
    cp === 0xad || (cp >= 0x1ab0 && cp <= 0x1aff) || (cp >= 0x1dc0 && cp <= 0x1dff) || (cp >= 0x20d0 && cp <= 0x20ff) ||
    (cp >= 0xfe20 && cp <= 0xfe2f) || cp === 0x200d || cp === 0x200c
  );
}

function isCased(cp) {
  const c = apply(fromCodePoint, null, [cp]);
  return apply(engineToLowerCase, c, []) !== apply(engineToUpperCase, c, []);
}

/** Whether the sigma at `i` of `s` ends a word (Final_Sigma). */
function finalSigma(s, i) {
  let before = false;
  for (let j = i - 1; j >= 0; j--) {
    let cp = apply(codePointAt, s, [j]);
    if (cp >= 0xdc00 && cp <= 0xdfff && j > 0) cp = apply(codePointAt, s, [--j]);
    if (isCaseIgnorable(cp)) continue;
    before = isCased(cp);
    break;
  }
  if (!before) return false;
  for (let j = i + 1; j < s.length; j++) {
    const cp = apply(codePointAt, s, [j]);
    if (cp > 0xffff) j++;
    if (isCaseIgnorable(cp)) continue;
    return !isCased(cp);
  }
  return true;
}

function lower(s) {
  const l = apply(engineToLowerCase, s, []);
  if (apply(indexOf, s, ['\u03a3']) < 0 || l.length !== s.length) return l;
  let out = '';
  let at = 0;
  for (let i = apply(indexOf, s, ['\u03a3']); i >= 0; i = apply(indexOf, s, ['\u03a3', i + 1])) {
    if (finalSigma(s, i)) {
      out += l.slice(at, i) + '\u03c2';
      at = i + 1;
    }
  }
  return out + l.slice(at);
}

export function installFinalSigma() {
  const methods = {
    toLowerCase: function toLowerCase() {
      if (this === undefined || this === null) throw new TypeErrorCtor('String.prototype.toLowerCase called on null or undefined');
      return lower(StringCtor(this));
    },
    toLocaleLowerCase: function toLocaleLowerCase() {
      if (this === undefined || this === null) throw new TypeErrorCtor('String.prototype.toLocaleLowerCase called on null or undefined');
      return lower(StringCtor(this));
    },
  };
  for (const name of ['toLowerCase', 'toLocaleLowerCase']) {
    Object.defineProperty(StringCtor.prototype, name, { value: methods[name], writable: true, enumerable: false, configurable: true });
  }
}
