// gg's `Intl`: the en-US subset node's ICU gives a program, written for a
// StarlingMonkey built without ICU (whose `Intl` is absent and whose
// `toLocaleString` prints no grouping).
//
// One locale, en-US (`en` is accepted and reported as itself); anything gg
// cannot print the way node prints it is refused, never approximated: a
// RangeError naming the locale or option gg's Intl does not support.
//
// * Intl.NumberFormat (format, formatToParts, resolvedOptions): decimal,
//   percent, currency (the currencies of src/intl_tables.js, every display,
//   accounting sign), unit (ICU's sanctioned units and common `-per-` ones),
//   compact notation, significant and fraction digits with every rounding
//   mode and priority, grouping, sign display. Number, BigInt and Array
//   `toLocaleString` go through it.
// * Intl.DateTimeFormat (format, formatToParts, resolvedOptions) in the UTC
//   time zone (the sandbox's): dateStyle/timeStyle and the component options
//   en-US prints, hour cycles, fractional seconds, time zone names; Date's
//   toLocaleString/toLocaleDateString/toLocaleTimeString go through it.
// * Intl.Collator and String.prototype.localeCompare: a basic root
//   collation (punctuation, digits, letters in node's ASCII order; accents
//   then case break ties; sensitivity, numeric, ignorePunctuation).
// * Intl.PluralRules (en cardinal one/other, ordinal one/two/few/other),
//   Intl.ListFormat (conjunction, disjunction, unit), Intl.getCanonicalLocales.
//
// The facts (affixes, ASCII collation order) are node's, generated into
// src/intl_tables.js by tables.mjs. `installIntl` runs once, under wizer.

import { COLLATION_ASCII, CURRENCIES, UNITS } from './intl_tables.js';

const NumberCtor = Number;
const StringCtor = String;
const BigIntCtor = BigInt;
const ObjectCtor = Object;
const RangeErrorCtor = RangeError;
const TypeErrorCtor = TypeError;
const DateCtor = Date;
const WeakMapCtor = WeakMap;
const defineProperty = Object.defineProperty;
const freeze = Object.freeze;
const objectIs = Object.is;
const isArray = Array.isArray;
const apply = Reflect.apply;
const numberValueOf = Number.prototype.valueOf;
const bigintValueOf = BigInt.prototype.valueOf;
const dateGetTime = Date.prototype.getTime;
const numberToExponential = Number.prototype.toExponential;
const weakMapGet = WeakMap.prototype.get;
const weakMapSet = WeakMap.prototype.set;
const weakMapHas = WeakMap.prototype.has;

function slots() {
  const map = new WeakMapCtor();
  return {
    get(o, what) {
      if (o === null || (typeof o !== 'object' && typeof o !== 'function') || !apply(weakMapHas, map, [o])) {
        throw new TypeErrorCtor(`Method ${what} called on incompatible receiver ${typeof o === 'object' ? '#<Object>' : StringCtor(o)}`);
      }
      return apply(weakMapGet, map, [o]);
    },
    set(o, v) {
      apply(weakMapSet, map, [o, v]);
    },
  };
}

// ------------------------------------------------------------------ locales

const SUPPORTED = ['en-US', 'en'];

function canonicalTag(tag) {
  if (typeof tag !== 'string' && (typeof tag !== 'object' || tag === null)) {
    throw new TypeErrorCtor('Language ID should be string or object.');
  }
  const s = StringCtor(tag);
  if (!/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(s)) throw new RangeErrorCtor(`Incorrect locale information provided`);
  const parts = s.split('-');
  parts[0] = parts[0].toLowerCase();
  for (let i = 1; i < parts.length; i++) {
    const p = parts[i];
    if (p.length === 2 && /^[A-Za-z]{2}$/.test(p)) parts[i] = p.toUpperCase();
    else if (p.length === 4 && /^[A-Za-z]{4}$/.test(p)) parts[i] = p[0].toUpperCase() + p.slice(1).toLowerCase();
    else parts[i] = p.toLowerCase();
  }
  return parts.join('-');
}

function canonicalList(locales) {
  if (locales === undefined) return [];
  const list = typeof locales === 'string' || !isArray(locales) ? [locales] : locales;
  const out = [];
  for (let i = 0; i < list.length; i++) {
    const tag = canonicalTag(list[i]);
    if (!out.includes(tag)) out.push(tag);
  }
  return out;
}

/** The locale a service uses: en-US (or en), else a RangeError. */
function resolveLocale(locales, service) {
  const list = canonicalList(locales);
  if (list.length === 0) return 'en-US';
  const tag = list[0];
  if (tag === 'en-US' || tag === 'en') return tag;
  throw new RangeErrorCtor(
    `gg's Intl supports only the en-US locale: ${service} cannot format for "${tag}" (pass "en-US" or no locale)`,
  );
}

function supportedLocalesOf(locales) {
  return canonicalList(locales).filter((t) => SUPPORTED.includes(t));
}

// ------------------------------------------------------------------ options

function toOptions(options) {
  if (options === undefined) return ObjectCtor.create(null);
  if (options === null) throw new TypeErrorCtor('Cannot convert undefined or null to object');
  return ObjectCtor(options);
}

function getOption(options, name, values, fallback, service) {
  const v = options[name];
  if (v === undefined) return fallback;
  const s = StringCtor(v);
  if (values && !values.includes(s)) {
    throw new RangeErrorCtor(`Value ${s} out of range for ${service} options property ${name}`);
  }
  return s;
}

function getBoolean(options, name) {
  const v = options[name];
  return v === undefined ? undefined : !!v;
}

function getNumberOption(options, name, min, max, fallback) {
  const v = options[name];
  if (v === undefined) return fallback;
  const n = NumberCtor(v);
  if (!(n >= min && n <= max)) throw new RangeErrorCtor(`${name} value is out of range.`);
  return Math.floor(n);
}

function unsupported(service, what) {
  return new RangeErrorCtor(`gg's Intl supports only en-US and common options: ${service} does not support ${what}`);
}

// ----------------------------------------------------------------- decimals
//
// A finite value as decimal digits `d` (no leading or trailing zeros; '' for
// zero) and a point position `p`: value = 0.d × 10^p. Numbers give their
// shortest round-tripping digits, as ICU formats a double.

function decimalOf(x) {
  if (typeof x === 'bigint') {
    const s = StringCtor(x < 0n ? -x : x);
    const d = s.replace(/0+$/, '');
    return d === '' ? { d: '', p: 1 } : { d, p: s.length };
  }
  if (x === 0) return { d: '', p: 1 };
  const s = apply(numberToExponential, x < 0 ? -x : x, []);
  const e = s.indexOf('e');
  const d = (s[0] + s.slice(2, e)).replace(/0+$/, '');
  return { d, p: NumberCtor(s.slice(e + 1)) + 1 };
}

/** `dec` rounded to `f` fraction digits with rounding mode `mode`. */
function roundAt(dec, f, mode, negative) {
  const { d, p } = dec;
  if (d === '') return dec;
  const keep = p + f;
  if (keep >= d.length) return dec;
  const rest = keep < 0 ? '0' + d : d.slice(keep);
  const prefix = keep > 0 ? d.slice(0, keep) : '';
  // rest is nonzero; compare it with one half of the last kept place.
  const half = rest[0] > '5' || (rest[0] === '5' && rest.length > 1) ? 1 : rest === '5' ? 0 : -1;
  const lastOdd = prefix !== '' && NumberCtor(prefix[prefix.length - 1]) % 2 === 1;
  let up;
  switch (mode) {
    case 'ceil': up = !negative; break;
    case 'floor': up = negative; break;
    case 'expand': up = true; break;
    case 'trunc': up = false; break;
    case 'halfCeil': up = half > 0 || (half === 0 && !negative); break;
    case 'halfFloor': up = half > 0 || (half === 0 && negative); break;
    case 'halfTrunc': up = half > 0; break;
    case 'halfEven': up = half > 0 || (half === 0 && lastOdd); break;
    default: up = half >= 0;
  }
  if (!up) {
    const kept = prefix.replace(/0+$/, '');
    return kept === '' ? { d: '', p: 1 } : { d: kept, p };
  }
  if (prefix === '') return { d: '1', p: 1 - f };
  let i = prefix.length - 1;
  while (i >= 0 && prefix[i] === '9') i--;
  if (i < 0) return { d: '1', p: p + 1 };
  return { d: prefix.slice(0, i) + StringCtor(NumberCtor(prefix[i]) + 1), p };
}

/** Integer and fraction digit strings of a rounded decimal. */
function digitsOf(dec, minFrac, minInt) {
  const { d, p } = dec;
  let int;
  let frac;
  if (d === '') {
    int = '0';
    frac = '';
  } else if (p <= 0) {
    int = '0';
    frac = '0'.repeat(-p) + d;
  } else {
    int = d.length >= p ? d.slice(0, p) : d + '0'.repeat(p - d.length);
    frac = d.length > p ? d.slice(p) : '';
  }
  if (frac.length < minFrac) frac += '0'.repeat(minFrac - frac.length);
  if (int.length < minInt) int = '0'.repeat(minInt - int.length) + int;
  return { int, frac };
}

// ------------------------------------------------------------ NumberFormat

const NF = slots();
const NF_SERVICE = 'Intl.NumberFormat';
const COMPACT = {
  short: ['', 'K', 'M', 'B', 'T'],
  long: ['', ' thousand', ' million', ' billion', ' trillion'],
};

function resolveNumberFormat(locales, options) {
  const locale = resolveLocale(locales, NF_SERVICE);
  const o = toOptions(options);
  const S = NF_SERVICE;
  getOption(o, 'localeMatcher', ['lookup', 'best fit'], 'best fit', S);
  const ns = getOption(o, 'numberingSystem', null, undefined, S);
  if (ns !== undefined && ns !== 'latn') throw unsupported(S, `numberingSystem "${ns}"`);
  const r = { locale, numberingSystem: 'latn' };
  r.style = getOption(o, 'style', ['decimal', 'percent', 'currency', 'unit'], 'decimal', S);
  let currency = getOption(o, 'currency', null, undefined, S);
  if (currency !== undefined) {
    if (!/^[A-Za-z]{3}$/.test(currency)) throw new RangeErrorCtor(`Invalid currency code : ${currency}`);
    currency = currency.toUpperCase();
  }
  const currencyDisplay = getOption(o, 'currencyDisplay', ['code', 'symbol', 'narrowSymbol', 'name'], 'symbol', S);
  const currencySign = getOption(o, 'currencySign', ['standard', 'accounting'], 'standard', S);
  const unit = getOption(o, 'unit', null, undefined, S);
  const unitDisplay = getOption(o, 'unitDisplay', ['short', 'narrow', 'long'], 'short', S);
  if (r.style === 'currency') {
    if (currency === undefined) throw new TypeErrorCtor('Currency code is required with currency style.');
    if (!CURRENCIES[currency]) {
      throw unsupported(S, `the currency ${currency} (it knows ${ObjectCtor.keys(CURRENCIES).join(', ')})`);
    }
    r.currency = currency;
    r.currencyDisplay = currencyDisplay;
    r.currencySign = currencySign;
  }
  if (r.style === 'unit') {
    if (unit === undefined) throw new TypeErrorCtor('Unit is required with unit style.');
    if (!UNITS[unit]) {
      if (/^[a-z]+(-[a-z]+)*$/.test(unit)) throw unsupported(S, `the unit "${unit}"`);
      throw new RangeErrorCtor(`Invalid unit argument for Intl.NumberFormat() '${unit}'`);
    }
    r.unit = unit;
    r.unitDisplay = unitDisplay;
  }
  const notation = getOption(o, 'notation', ['standard', 'scientific', 'engineering', 'compact'], 'standard', S);
  if (notation === 'scientific' || notation === 'engineering') throw unsupported(S, `notation "${notation}"`);
  // Digits (ECMA-402 SetNumberFormatDigitOptions).
  const cDigits = r.style === 'currency' ? CURRENCIES[r.currency].digits : 0;
  const mnfdDefault = r.style === 'currency' ? cDigits : 0;
  const mxfdDefault = r.style === 'currency' ? cDigits : r.style === 'percent' ? 0 : 3;
  const mnid = getNumberOption(o, 'minimumIntegerDigits', 1, 21, 1);
  const mnfdRaw = o.minimumFractionDigits;
  const mxfdRaw = o.maximumFractionDigits;
  const mnsdRaw = o.minimumSignificantDigits;
  const mxsdRaw = o.maximumSignificantDigits;
  const increment = getNumberOption(o, 'roundingIncrement', 1, 5000, 1);
  if (increment !== 1) throw unsupported(S, `roundingIncrement ${increment}`);
  const roundingMode = getOption(
    o,
    'roundingMode',
    ['ceil', 'floor', 'expand', 'trunc', 'halfCeil', 'halfFloor', 'halfExpand', 'halfTrunc', 'halfEven'],
    'halfExpand',
    S,
  );
  const roundingPriority = getOption(o, 'roundingPriority', ['auto', 'morePrecision', 'lessPrecision'], 'auto', S);
  const trailingZeroDisplay = getOption(o, 'trailingZeroDisplay', ['auto', 'stripIfInteger'], 'auto', S);
  const hasSd = mnsdRaw !== undefined || mxsdRaw !== undefined;
  const hasFd = mnfdRaw !== undefined || mxfdRaw !== undefined;
  let needSd = true;
  let needFd = true;
  if (roundingPriority === 'auto') {
    needSd = hasSd;
    if (needSd || (!hasFd && notation === 'compact')) needFd = false;
  }
  r.minimumIntegerDigits = mnid;
  if (needSd) {
    if (hasSd) {
      r.minimumSignificantDigits = getNumberOption(o, 'minimumSignificantDigits', 1, 21, 1);
      r.maximumSignificantDigits = getNumberOption(o, 'maximumSignificantDigits', r.minimumSignificantDigits, 21, 21);
    } else {
      r.minimumSignificantDigits = 1;
      r.maximumSignificantDigits = 21;
    }
  }
  if (needFd) {
    if (hasFd) {
      let mnfd = getNumberOption(o, 'minimumFractionDigits', 0, 100, undefined);
      let mxfd = getNumberOption(o, 'maximumFractionDigits', 0, 100, undefined);
      if (mnfd === undefined) mnfd = Math.min(mnfdDefault, mxfd);
      else if (mxfd === undefined) mxfd = Math.max(mxfdDefault, mnfd);
      else if (mnfd > mxfd) throw new RangeErrorCtor('maximumFractionDigits value is out of range.');
      r.minimumFractionDigits = mnfd;
      r.maximumFractionDigits = mxfd;
    } else {
      r.minimumFractionDigits = mnfdDefault;
      r.maximumFractionDigits = mxfdDefault;
    }
  }
  if (!needSd && !needFd) {
    r.minimumSignificantDigits = 1;
    r.maximumSignificantDigits = 2;
    r.minimumFractionDigits = 0;
    r.maximumFractionDigits = 0;
    r.roundingType = 'morePrecision';
    r.roundingPriority = 'morePrecision';
  } else if (roundingPriority === 'auto') {
    r.roundingType = needSd ? 'significantDigits' : 'fractionDigits';
    r.roundingPriority = 'auto';
  } else {
    r.roundingType = roundingPriority;
    r.roundingPriority = roundingPriority;
  }
  const compactDisplay = getOption(o, 'compactDisplay', ['short', 'long'], 'short', S);
  const grouping = o.useGrouping;
  const groupingDefault = notation === 'compact' ? 'min2' : 'auto';
  if (grouping === undefined) r.useGrouping = groupingDefault;
  else if (grouping === true || grouping === 'true' || grouping === 'false') r.useGrouping = 'always';
  else if (grouping === false || grouping === null || grouping === 0 || grouping === '') r.useGrouping = false;
  else {
    const g = StringCtor(grouping);
    if (!['min2', 'auto', 'always'].includes(g)) {
      throw new RangeErrorCtor(`Value ${g} out of range for Intl.NumberFormat options property useGrouping`);
    }
    r.useGrouping = g;
  }
  r.notation = notation;
  if (notation === 'compact') r.compactDisplay = compactDisplay;
  r.signDisplay = getOption(o, 'signDisplay', ['auto', 'never', 'always', 'exceptZero', 'negative'], 'auto', S);
  r.roundingMode = roundingMode;
  r.roundingIncrement = 1;
  r.trailingZeroDisplay = trailingZeroDisplay;
  return r;
}

/** The magnitude position `p` of a decimal (1 for zero). */
function roundDecimal(r, dec, negative) {
  const sd = () => {
    const rounded = roundAt(dec, r.maximumSignificantDigits - dec.p, r.roundingMode, negative);
    return { dec: rounded, minFrac: Math.max(0, r.minimumSignificantDigits - rounded.p) };
  };
  const fd = () => ({
    dec: roundAt(dec, r.maximumFractionDigits, r.roundingMode, negative),
    minFrac: r.minimumFractionDigits,
  });
  if (dec.d === '') {
    const minFrac = r.roundingType === 'significantDigits' ? r.minimumSignificantDigits - 1 : r.minimumFractionDigits;
    return { dec, minFrac: r.roundingType === 'morePrecision' || r.roundingType === 'lessPrecision' ? r.minimumFractionDigits : minFrac };
  }
  if (r.roundingType === 'significantDigits') return sd();
  if (r.roundingType === 'fractionDigits') return fd();
  const sdFirst = r.maximumSignificantDigits - dec.p >= r.maximumFractionDigits;
  return (r.roundingType === 'morePrecision') === sdFirst ? sd() : fd();
}

function grouped(int, useGrouping, parts) {
  const group = useGrouping === 'min2' ? int.length >= 5 : useGrouping !== false && int.length > 3;
  if (!group) {
    parts.push({ type: 'integer', value: int });
    return;
  }
  const first = int.length % 3 || 3;
  parts.push({ type: 'integer', value: int.slice(0, first) });
  for (let i = first; i < int.length; i += 3) {
    parts.push({ type: 'group', value: ',' });
    parts.push({ type: 'integer', value: int.slice(i, i + 3) });
  }
}

function pushAffix(parts, affix) {
  for (let i = 0; i < affix.length; i++) parts.push({ type: affix[i][0], value: affix[i][1] });
}

/** The parts of `x` (a number or a bigint) formatted with resolved options `r`. */
function numberParts(r, x) {
  const parts = [];
  const isBig = typeof x === 'bigint';
  const negative = isBig ? x < 0n : x < 0 || objectIs(x, -0);
  let number = []; // the number's own parts
  let zero = false;
  let one = false;
  const special = !isBig && (x !== x || x === Infinity || x === -Infinity);
  if (special) {
    number.push(x !== x ? { type: 'nan', value: 'NaN' } : { type: 'infinity', value: '∞' });
  } else {
    let dec = decimalOf(x);
    if (r.style === 'percent' && dec.d !== '') dec = { d: dec.d, p: dec.p + 2 };
    let suffix = '';
    if (r.notation === 'compact') {
      const names = COMPACT[r.compactDisplay];
      let rounded;
      let exp = 0;
      for (let tries = 0; tries < 2; tries++) {
        const mag = dec.d === '' ? 0 : dec.p - 1;
        exp = Math.min(Math.max(Math.floor(mag / 3), 0), 4);
        const scaled = dec.d === '' ? dec : { d: dec.d, p: dec.p - exp * 3 };
        rounded = roundDecimal(r, scaled, negative);
        if (rounded.dec.d === '' || exp === 4 || rounded.dec.p + exp * 3 - 1 === mag) break;
        dec = { d: rounded.dec.d, p: rounded.dec.p + exp * 3 };
      }
      suffix = names[exp];
      dec = rounded;
    } else {
      dec = roundDecimal(r, dec, negative);
    }
    let { int, frac } = digitsOf(dec.dec, dec.minFrac, r.minimumIntegerDigits);
    if (r.trailingZeroDisplay === 'stripIfInteger' && /^0*$/.test(frac)) frac = '';
    zero = dec.dec.d === '';
    one = int === '1' && frac === '' && suffix === '';
    grouped(int, r.useGrouping, number);
    if (frac !== '') {
      number.push({ type: 'decimal', value: '.' });
      number.push({ type: 'fraction', value: frac });
    }
    if (suffix !== '') {
      if (suffix[0] === ' ') number.push({ type: 'literal', value: ' ' });
      number.push({ type: 'compact', value: suffix.trim() });
    }
  }
  let sign = '';
  switch (r.signDisplay) {
    case 'auto': sign = negative ? '-' : ''; break;
    case 'always': sign = negative ? '-' : '+'; break;
    case 'exceptZero': sign = zero || (!isBig && x !== x) ? '' : negative ? '-' : '+'; break;
    case 'negative': sign = negative && !zero ? '-' : ''; break;
    default: sign = '';
  }
  const accounting = r.style === 'currency' && r.currencySign === 'accounting' && sign === '-';
  let before = [];
  let after = [];
  if (r.style === 'currency') {
    const c = CURRENCIES[r.currency];
    const affix = r.currencyDisplay === 'name' ? c.name[one ? 0 : 1] : c[r.currencyDisplay];
    [before, after] = affix;
  } else if (r.style === 'unit') {
    [before, after] = UNITS[r.unit][r.unitDisplay][one ? 0 : 1];
  } else if (r.style === 'percent') {
    after = [['percentSign', '%']];
  }
  // ICU puts no space between a currency code and NaN or ∞.
  if (special && r.style === 'currency') before = before.filter((p) => p[0] !== 'literal');
  if (accounting) parts.push({ type: 'literal', value: '(' });
  else if (sign !== '') parts.push({ type: sign === '-' ? 'minusSign' : 'plusSign', value: sign });
  pushAffix(parts, before);
  for (let i = 0; i < number.length; i++) parts.push(number[i]);
  pushAffix(parts, after);
  if (accounting) parts.push({ type: 'literal', value: ')' });
  return parts;
}

function joinParts(parts) {
  let s = '';
  for (let i = 0; i < parts.length; i++) s += parts[i].value;
  return s;
}

function toNumeric(value) {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'string') {
    const t = value.trim();
    if (/^-?\d+$/.test(t) && t.replace(/^-/, '').length > 15) return BigIntCtor(t);
  }
  return NumberCtor(value);
}

const NumberFormat = function NumberFormat(locales, options) {
  const self = new.target ? this : ObjectCtor.create(NumberFormat.prototype);
  NF.set(self, { r: resolveNumberFormat(locales, options), bound: undefined });
  return self;
};

const RESOLVED_NF_ORDER = [
  'locale', 'numberingSystem', 'style', 'currency', 'currencyDisplay', 'currencySign', 'unit', 'unitDisplay',
  'minimumIntegerDigits', 'minimumSignificantDigits', 'maximumSignificantDigits', 'minimumFractionDigits',
  'maximumFractionDigits', 'useGrouping', 'notation', 'compactDisplay', 'signDisplay', 'roundingMode',
  'roundingIncrement', 'trailingZeroDisplay', 'roundingPriority',
];

defineMethods(NumberFormat.prototype, {
  formatToParts(value) {
    return numberParts(NF.get(this, 'Intl.NumberFormat.prototype.formatToParts').r, toNumeric(value));
  },
  resolvedOptions() {
    const { r } = NF.get(this, 'Intl.NumberFormat.prototype.resolvedOptions');
    const out = {};
    for (const k of RESOLVED_NF_ORDER) if (r[k] !== undefined) out[k] = r[k];
    return out;
  },
});
defineGetter(NumberFormat.prototype, 'format', function () {
  const slot = NF.get(this, 'get Intl.NumberFormat.prototype.format');
  if (!slot.bound) {
    const r = slot.r;
    slot.bound = (value) => joinParts(numberParts(r, toNumeric(value)));
  }
  return slot.bound;
});
defineStatic(NumberFormat, 'supportedLocalesOf', supportedLocalesOf);
tag(NumberFormat.prototype, 'Intl.NumberFormat');

/** `x` formatted as `toLocaleString(locales, options)` formats it. */
export function formatNumber(x, locales, options) {
  return joinParts(numberParts(resolveNumberFormat(locales, options), x));
}

// ---------------------------------------------------------- DateTimeFormat

const DTF = slots();
const DTF_SERVICE = 'Intl.DateTimeFormat';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DATE_FIELDS = ['weekday', 'year', 'month', 'day'];
const TIME_FIELDS = ['dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits'];
const FIELD_VALUES = {
  weekday: ['narrow', 'short', 'long'],
  era: ['narrow', 'short', 'long'],
  year: ['2-digit', 'numeric'],
  month: ['2-digit', 'numeric', 'narrow', 'short', 'long'],
  day: ['2-digit', 'numeric'],
  dayPeriod: ['narrow', 'short', 'long'],
  hour: ['2-digit', 'numeric'],
  minute: ['2-digit', 'numeric'],
  second: ['2-digit', 'numeric'],
  timeZoneName: ['short', 'long', 'shortOffset', 'longOffset', 'shortGeneric', 'longGeneric'],
};
const STYLES = {
  date: {
    full: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
    long: { year: 'numeric', month: 'long', day: 'numeric' },
    medium: { year: 'numeric', month: 'short', day: 'numeric' },
    short: { year: '2-digit', month: 'numeric', day: 'numeric' },
  },
  time: {
    full: { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'long' },
    long: { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short' },
    medium: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
    short: { hour: 'numeric', minute: '2-digit' },
  },
};

/** `required`: 'date', 'time' or 'any'; `defaults` the same (ToDateTimeOptions). */
function resolveDateTimeFormat(locales, options, required, defaults) {
  const locale = resolveLocale(locales, DTF_SERVICE);
  const o = toOptions(options);
  const S = DTF_SERVICE;
  getOption(o, 'localeMatcher', ['lookup', 'best fit'], 'best fit', S);
  const calendar = getOption(o, 'calendar', null, undefined, S);
  if (calendar !== undefined && calendar !== 'gregory') throw unsupported(S, `calendar "${calendar}"`);
  const ns = getOption(o, 'numberingSystem', null, undefined, S);
  if (ns !== undefined && ns !== 'latn') throw unsupported(S, `numberingSystem "${ns}"`);
  const hour12 = getBoolean(o, 'hour12');
  let hourCycle = getOption(o, 'hourCycle', ['h11', 'h12', 'h23', 'h24'], undefined, S);
  let timeZone = o.timeZone;
  if (timeZone !== undefined) {
    timeZone = StringCtor(timeZone);
    const upper = timeZone.toUpperCase();
    if (upper === 'UTC' || upper === 'ETC/UTC' || upper === 'GMT' || upper === 'ETC/GMT') timeZone = 'UTC';
    else if (/^[A-Za-z_]+(\/[A-Za-z_+\-0-9]+)*$|^[+-]\d\d(:?\d\d)?$/.test(timeZone)) {
      throw unsupported(S, `the time zone "${timeZone}" (only UTC, the sandbox's)`);
    } else throw new RangeErrorCtor(`Invalid time zone specified: ${timeZone}`);
  } else timeZone = 'UTC';
  const fields = {};
  for (const name of ['weekday', 'era', 'year', 'month', 'day', 'dayPeriod', 'hour', 'minute', 'second']) {
    fields[name] = getOption(o, name, FIELD_VALUES[name], undefined, S);
  }
  const fsd = o.fractionalSecondDigits;
  fields.fractionalSecondDigits = fsd === undefined ? undefined : getNumberOption(o, 'fractionalSecondDigits', 1, 3, undefined);
  fields.timeZoneName = getOption(o, 'timeZoneName', FIELD_VALUES.timeZoneName, undefined, S);
  getOption(o, 'formatMatcher', ['basic', 'best fit'], 'best fit', S);
  const dateStyle = getOption(o, 'dateStyle', ['full', 'long', 'medium', 'short'], undefined, S);
  const timeStyle = getOption(o, 'timeStyle', ['full', 'long', 'medium', 'short'], undefined, S);
  const r = { locale, calendar: 'gregory', numberingSystem: 'latn', timeZone };
  if (dateStyle !== undefined || timeStyle !== undefined) {
    for (const k in fields) {
      if (fields[k] !== undefined) {
        throw new TypeErrorCtor(`Can't set option ${k} when ${dateStyle !== undefined ? 'dateStyle' : 'timeStyle'} is used`);
      }
    }
    if (required === 'date' && timeStyle !== undefined) throw new TypeErrorCtor('Invalid option : timeStyle');
    if (required === 'time' && dateStyle !== undefined) throw new TypeErrorCtor('Invalid option : dateStyle');
    r.dateStyle = dateStyle;
    r.timeStyle = timeStyle;
    if (dateStyle) ObjectCtor.assign(fields, STYLES.date[dateStyle]);
    if (timeStyle) ObjectCtor.assign(fields, STYLES.time[timeStyle]);
  } else {
    let needDefaults = true;
    if (required === 'date' || required === 'any') {
      for (const k of DATE_FIELDS) if (fields[k] !== undefined) needDefaults = false;
    }
    if (required === 'time' || required === 'any') {
      for (const k of TIME_FIELDS) if (fields[k] !== undefined) needDefaults = false;
    }
    if (needDefaults && (defaults === 'date' || defaults === 'all')) {
      fields.year = fields.month = fields.day = 'numeric';
    }
    if (needDefaults && (defaults === 'time' || defaults === 'all')) {
      fields.hour = fields.minute = fields.second = 'numeric';
    }
  }
  if (fields.era !== undefined) throw unsupported(S, 'the option era');
  if (fields.dayPeriod !== undefined) throw unsupported(S, 'the option dayPeriod');
  if (fields.timeZoneName !== undefined && fields.timeZoneName !== 'short' && fields.timeZoneName !== 'long') {
    throw unsupported(S, `timeZoneName "${fields.timeZoneName}"`);
  }
  const { weekday, year, month, day, hour, minute, second } = fields;
  // The combinations en-US prints as a pattern; others (ICU prints "2024 (day: 5)") are refused.
  const hasDate = year !== undefined || month !== undefined || day !== undefined;
  if ((year !== undefined && day !== undefined && month === undefined) || (weekday !== undefined && hasDate && month === undefined)) {
    throw unsupported(S, 'that combination of date fields');
  }
  if (hour !== undefined && second !== undefined && minute === undefined) {
    throw unsupported(S, 'that combination of time fields');
  }
  if (hour !== undefined) {
    if (hour12 !== undefined) hourCycle = hour12 ? 'h12' : 'h24';
    else if (hourCycle === undefined) hourCycle = 'h12';
    r.hourCycle = hourCycle;
    r.hour12 = hourCycle === 'h12' || hourCycle === 'h11';
  }
  r.fields = fields;
  return r;
}

function pad2(n) {
  return n < 10 ? '0' + n : StringCtor(n);
}

function dateParts(r, t) {
  const date = new DateCtor(t);
  const f = r.fields;
  const Y = date.getUTCFullYear();
  const M = date.getUTCMonth();
  const D = date.getUTCDate();
  const W = date.getUTCDay();
  const h = date.getUTCHours();
  const m = date.getUTCMinutes();
  const s = date.getUTCSeconds();
  const ms = date.getUTCMilliseconds();
  const lit = (value) => ({ type: 'literal', value });
  const yearText = f.year === '2-digit' ? pad2(((Y % 100) + 100) % 100) : Y < 1 ? StringCtor(1 - Y) : StringCtor(Y);
  const dayText = f.day === '2-digit' ? pad2(D) : StringCtor(D);
  const textMonth = f.month === 'long' || f.month === 'short' || f.month === 'narrow';
  const monthText =
    f.month === 'long' ? MONTHS[M] : f.month === 'short' ? MONTHS[M].slice(0, 3) : f.month === 'narrow' ? MONTHS[M][0] : f.month === '2-digit' ? pad2(M + 1) : StringCtor(M + 1);
  const weekdayText = f.weekday === 'long' ? WEEKDAYS[W] : f.weekday === 'short' ? WEEKDAYS[W].slice(0, 3) : f.weekday === 'narrow' ? WEEKDAYS[W][0] : '';
  const date_ = [];
  const has = (k) => f[k] !== undefined;
  if (textMonth) {
    date_.push({ type: 'month', value: monthText });
    if (has('day')) date_.push(lit(' '), { type: 'day', value: dayText });
    if (has('year')) date_.push(lit(has('day') ? ', ' : ' '), { type: 'year', value: yearText });
  } else {
    const order = [];
    if (has('month')) order.push({ type: 'month', value: monthText });
    if (has('day')) order.push({ type: 'day', value: dayText });
    if (has('year')) order.push({ type: 'year', value: yearText });
    for (let i = 0; i < order.length; i++) {
      if (i > 0) date_.push(lit('/'));
      date_.push(order[i]);
    }
  }
  const time = [];
  if (has('hour')) {
    let hh = h;
    if (r.hourCycle === 'h12') hh = h % 12 === 0 ? 12 : h % 12;
    else if (r.hourCycle === 'h11') hh = h % 12;
    else if (r.hourCycle === 'h24') hh = h === 0 ? 24 : h;
    const twelve = r.hourCycle === 'h12' || r.hourCycle === 'h11';
    time.push({ type: 'hour', value: f.hour === '2-digit' || !twelve ? pad2(hh) : StringCtor(hh) });
    if (has('minute')) time.push(lit(':'), { type: 'minute', value: pad2(m) });
    if (has('second')) time.push(lit(':'), { type: 'second', value: pad2(s) });
  } else if (has('minute')) {
    time.push({ type: 'minute', value: has('second') ? pad2(m) : StringCtor(m) });
    if (has('second')) time.push(lit(':'), { type: 'second', value: pad2(s) });
  } else if (has('second')) {
    time.push({ type: 'second', value: StringCtor(s) });
  }
  if (f.fractionalSecondDigits !== undefined) {
    const digits = StringCtor(ms).padStart(3, '0').slice(0, f.fractionalSecondDigits);
    if (time.length) time.push(lit('.'));
    time.push({ type: 'fractionalSecond', value: digits });
  }
  if (has('hour') && (r.hourCycle === 'h12' || r.hourCycle === 'h11')) {
    // ICU's narrow no-break space, which node's format (not formatToParts) prints as a space.
    time.push(lit('\u202f'), { type: 'dayPeriod', value: h < 12 ? 'AM' : 'PM' });
  }
  if (has('timeZoneName')) {
    if (time.length) time.push(lit(' '));
    time.push({ type: 'timeZoneName', value: f.timeZoneName === 'long' ? 'Coordinated Universal Time' : 'UTC' });
  }
  const parts = [];
  if (has('weekday')) {
    parts.push({ type: 'weekday', value: weekdayText });
    if (date_.length) parts.push(lit(', '));
    else if (time.length) parts.push(lit(' '));
  }
  for (const p of date_) parts.push(p);
  if (date_.length && time.length) {
    const styled = r.dateStyle === 'full' || r.dateStyle === 'long';
    parts.push(lit(styled || (!r.dateStyle && f.month === 'long') ? ' at ' : ', '));
  }
  for (const p of time) parts.push(p);
  return parts;
}

function formatDate(r, t) {
  return joinParts(dateParts(r, t)).replace(/\u202f/g, ' ');
}

function timeValue(date) {
  const t = date === undefined ? DateCtor.now() : typeof date === 'object' && date !== null && isDate(date) ? apply(dateGetTime, date, []) : NumberCtor(date);
  if (!isFinite(t) || Math.abs(t) > 8.64e15) throw new RangeErrorCtor('Invalid time value');
  return t;
}

function isDate(v) {
  try {
    apply(dateGetTime, v, []);
    return true;
  } catch (_) {
    return false;
  }
}

const DateTimeFormat = function DateTimeFormat(locales, options) {
  const self = new.target ? this : ObjectCtor.create(DateTimeFormat.prototype);
  DTF.set(self, { r: resolveDateTimeFormat(locales, options, 'any', 'date'), bound: undefined });
  return self;
};

const RESOLVED_DTF_ORDER = [
  'locale', 'calendar', 'numberingSystem', 'timeZone', 'hourCycle', 'hour12', 'weekday', 'era', 'year', 'month',
  'day', 'dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits', 'timeZoneName',
];

defineMethods(DateTimeFormat.prototype, {
  formatToParts(date) {
    return dateParts(DTF.get(this, 'Intl.DateTimeFormat.prototype.formatToParts').r, timeValue(date));
  },
  resolvedOptions() {
    const { r } = DTF.get(this, 'Intl.DateTimeFormat.prototype.resolvedOptions');
    const out = {};
    const f = r.fields;
    for (const k of RESOLVED_DTF_ORDER) {
      let v = r[k] !== undefined ? r[k] : r.dateStyle || r.timeStyle ? undefined : f[k];
      if (v !== undefined && (k === 'minute' || k === 'second') && (f.hour !== undefined || (k === 'minute' && f.second !== undefined))) v = '2-digit';
      if (v !== undefined && k === 'hour' && !r.hour12) v = '2-digit';
      if (v !== undefined) out[k] = v;
    }
    if (r.dateStyle) out.dateStyle = r.dateStyle;
    if (r.timeStyle) out.timeStyle = r.timeStyle;
    return out;
  },
});
defineGetter(DateTimeFormat.prototype, 'format', function () {
  const slot = DTF.get(this, 'get Intl.DateTimeFormat.prototype.format');
  if (!slot.bound) {
    const r = slot.r;
    slot.bound = (date) => formatDate(r, timeValue(date));
  }
  return slot.bound;
});
defineStatic(DateTimeFormat, 'supportedLocalesOf', supportedLocalesOf);
tag(DateTimeFormat.prototype, 'Intl.DateTimeFormat');

// ---------------------------------------------------------------- Collator

const COLL = slots();
const ASCII_RANK = (() => {
  const rank = {};
  for (let i = 0; i < COLLATION_ASCII.length; i++) rank[COLLATION_ASCII[i]] = i;
  return rank;
})();
const FIRST_LETTER_RANK = ASCII_RANK.a;

let normalizeNFD = (s) => s;
/** Lets src/normalize.js give the collator canonical decomposition. */
export function setCollationNormalizer(f) {
  normalizeNFD = f;
}

const isMark = (c) => /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/.test(c);
const EXPANSIONS = { 'ß': 'ss', 'æ': 'ae', 'Æ': 'AE', 'œ': 'oe', 'Œ': 'OE', 'ø': 'o', 'Ø': 'O', 'đ': 'd', 'Đ': 'D', 'ł': 'l', 'Ł': 'L', 'ı': 'i' };

/**
 * Collation elements of `s`: one [primary, secondary, tertiary] per base
 * character. Primary: node's rank of the ASCII character (letters folded to
 * lower case), else past ASCII by code point; secondary: the marks after it;
 * tertiary: 1 for upper case.
 */
function elements(s, c) {
  const nfd = normalizeNFD(s);
  const out = [];
  const chars = [...nfd];
  for (let i = 0; i < chars.length; i++) {
    let ch = chars[i];
    if (isMark(ch)) {
      if (out.length) out[out.length - 1][1] += ch;
      continue;
    }
    const expansion = EXPANSIONS[ch];
    const extra = expansion !== undefined && expansion !== ch ? 1 : 0;
    const bases = expansion !== undefined ? [...expansion] : [ch];
    for (let j = 0; j < bases.length; j++) {
      ch = bases[j];
      const lower = ch.toLowerCase();
      const upper = ch !== lower ? 1 : 0;
      if (c.ignorePunctuation && ASCII_RANK[ch] !== undefined && ASCII_RANK[ch] < ASCII_RANK['0']) continue;
      if (c.numeric && ch >= '0' && ch <= '9') {
        let k = i;
        let digits = '';
        while (k < chars.length && chars[k] >= '0' && chars[k] <= '9') digits += chars[k++];
        i = k - 1;
        digits = digits.replace(/^0+(?=\d)/, '');
        out.push([ASCII_RANK['0'] * 1e6 + digits.length * 1e4, '', 0, digits]);
        break;
      }
      const rank = ASCII_RANK[lower];
      const primary = rank !== undefined ? rank * 1e6 : (FIRST_LETTER_RANK + 100) * 1e6 + lower.codePointAt(0);
      out.push([primary, extra ? '\u0001' : '', upper]);
    }
  }
  return out;
}

// Primary weight and upper-case flag of each ASCII character, as `elements`
// gives them: ASCII text needs no normalization, marks or expansions.
const ASCII_PRIMARY = [];
const ASCII_UPPER = [];
for (let code = 0; code < 128; code++) {
  const ch = StringCtor.fromCharCode(code);
  const lower = ch.toLowerCase();
  const rank = ASCII_RANK[lower];
  ASCII_PRIMARY[code] = rank !== undefined ? rank * 1e6 : (FIRST_LETTER_RANK + 100) * 1e6 + lower.codePointAt(0);
  ASCII_UPPER[code] = ch !== lower ? 1 : 0;
}

function isAscii(s) {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** `compareStrings` for two ASCII strings without the numeric and ignorePunctuation options. */
function compareAscii(c, a, b) {
  const n = a.length < b.length ? a.length : b.length;
  for (let i = 0; i < n; i++) {
    const x = ASCII_PRIMARY[a.charCodeAt(i)];
    const y = ASCII_PRIMARY[b.charCodeAt(i)];
    if (x !== y) return x < y ? -1 : 1;
  }
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  if (c.sensitivity === 'case' || c.sensitivity === 'variant') {
    for (let i = 0; i < n; i++) {
      const x = ASCII_UPPER[a.charCodeAt(i)];
      const y = ASCII_UPPER[b.charCodeAt(i)];
      if (x !== y) return (x < y) === (c.caseFirst !== 'upper') ? -1 : 1;
    }
  }
  return 0;
}

export function compareStrings(c, a, b) {
  a = StringCtor(a);
  b = StringCtor(b);
  if (!c.numeric && !c.ignorePunctuation && isAscii(a) && isAscii(b)) return compareAscii(c, a, b);
  return compareElements(c, a, b);
}

/** The general comparison, by collation elements (exported for the tests). */
export function compareElements(c, a, b) {
  const x = elements(StringCtor(a), c);
  const y = elements(StringCtor(b), c);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    if (x[i][0] !== y[i][0]) return x[i][0] < y[i][0] ? -1 : 1;
    if (x[i][3] !== undefined && x[i][3] !== y[i][3]) return x[i][3] < y[i][3] ? -1 : 1;
  }
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  if (c.sensitivity === 'accent' || c.sensitivity === 'variant') {
    for (let i = 0; i < n; i++) if (x[i][1] !== y[i][1]) return x[i][1] < y[i][1] ? -1 : 1;
  }
  if (c.sensitivity === 'case' || c.sensitivity === 'variant') {
    for (let i = 0; i < n; i++) {
      if (x[i][2] !== y[i][2]) return (x[i][2] < y[i][2]) === (c.caseFirst !== 'upper') ? -1 : 1;
    }
  }
  return 0;
}

function resolveCollator(locales, options) {
  const locale = resolveLocale(locales, 'Intl.Collator');
  const o = toOptions(options);
  const S = 'Intl.Collator';
  const usage = getOption(o, 'usage', ['sort', 'search'], 'sort', S);
  getOption(o, 'localeMatcher', ['lookup', 'best fit'], 'best fit', S);
  const collation = getOption(o, 'collation', null, undefined, S);
  if (collation !== undefined && collation !== 'default') throw unsupported(S, `collation "${collation}"`);
  const numeric = getBoolean(o, 'numeric') || false;
  const caseFirst = getOption(o, 'caseFirst', ['upper', 'lower', 'false'], 'false', S);
  const sensitivity = getOption(o, 'sensitivity', ['base', 'accent', 'case', 'variant'], 'variant', S);
  const ignorePunctuation = getBoolean(o, 'ignorePunctuation') || false;
  return { locale, usage, sensitivity, ignorePunctuation, collation: 'default', numeric, caseFirst };
}

/** The default collator's options (localeCompare without locales or options). */
const DEFAULT_COLLATION = freeze(resolveCollator(undefined, undefined));

const Collator = function Collator(locales, options) {
  const self = new.target ? this : ObjectCtor.create(Collator.prototype);
  COLL.set(self, { r: resolveCollator(locales, options), bound: undefined });
  return self;
};
defineMethods(Collator.prototype, {
  resolvedOptions() {
    return ObjectCtor.assign({}, COLL.get(this, 'Intl.Collator.prototype.resolvedOptions').r);
  },
});
defineGetter(Collator.prototype, 'compare', function () {
  const slot = COLL.get(this, 'get Intl.Collator.prototype.compare');
  if (!slot.bound) {
    const r = slot.r;
    slot.bound = (a, b) => compareStrings(r, a, b);
  }
  return slot.bound;
});
defineStatic(Collator, 'supportedLocalesOf', supportedLocalesOf);
tag(Collator.prototype, 'Intl.Collator');

// ------------------------------------------------------------- PluralRules

const PR = slots();
const PluralRules = function PluralRules(locales, options) {
  if (!new.target) throw new TypeErrorCtor("Constructor Intl.PluralRules requires 'new'");
  // ICU's plural rules are en's: node reports the locale as en.
  resolveLocale(locales, 'Intl.PluralRules');
  const locale = 'en';
  const o = toOptions(options);
  const type = getOption(o, 'type', ['cardinal', 'ordinal'], 'cardinal', 'Intl.PluralRules');
  const nf = resolveNumberFormat(locale, o);
  PR.set(this, { locale, type, nf });
};
defineMethods(PluralRules.prototype, {
  select(n) {
    const { type, nf } = PR.get(this, 'Intl.PluralRules.prototype.select');
    const x = NumberCtor(n);
    if (!isFinite(x)) return 'other';
    const text = joinParts(numberParts(nf, x < 0 ? -x : x)).replace(/,/g, '');
    if (type === 'cardinal') return text === '1' ? 'one' : 'other';
    if (text.includes('.')) return 'other';
    const n10 = NumberCtor(text.slice(-1));
    const n100 = NumberCtor(text.slice(-2));
    if (n10 === 1 && n100 !== 11) return 'one';
    if (n10 === 2 && n100 !== 12) return 'two';
    if (n10 === 3 && n100 !== 13) return 'few';
    return 'other';
  },
  resolvedOptions() {
    const { locale, type, nf } = PR.get(this, 'Intl.PluralRules.prototype.resolvedOptions');
    const out = { locale, type, minimumIntegerDigits: nf.minimumIntegerDigits };
    if (nf.minimumFractionDigits !== undefined) {
      out.minimumFractionDigits = nf.minimumFractionDigits;
      out.maximumFractionDigits = nf.maximumFractionDigits;
    }
    if (nf.roundingType === 'significantDigits') {
      out.minimumSignificantDigits = nf.minimumSignificantDigits;
      out.maximumSignificantDigits = nf.maximumSignificantDigits;
    }
    out.pluralCategories = type === 'cardinal' ? ['one', 'other'] : ['few', 'one', 'two', 'other'];
    return out;
  },
});
defineStatic(PluralRules, 'supportedLocalesOf', supportedLocalesOf);
tag(PluralRules.prototype, 'Intl.PluralRules');

// -------------------------------------------------------------- ListFormat

const LF = slots();
const ListFormat = function ListFormat(locales, options) {
  if (!new.target) throw new TypeErrorCtor("Constructor Intl.ListFormat requires 'new'");
  const locale = resolveLocale(locales, 'Intl.ListFormat');
  const o = toOptions(options);
  const type = getOption(o, 'type', ['conjunction', 'disjunction', 'unit'], 'conjunction', 'Intl.ListFormat');
  const style = getOption(o, 'style', ['long', 'short', 'narrow'], 'long', 'Intl.ListFormat');
  LF.set(this, { locale, type, style });
};
function listParts(r, list) {
  const items = [];
  for (const item of list) {
    if (typeof item !== 'string') throw new TypeErrorCtor(`Iterable yielded ${StringCtor(item)} which is not a string`);
    items.push(item);
  }
  let word = r.type === 'conjunction' ? 'and' : r.type === 'disjunction' ? 'or' : '';
  if (r.type === 'conjunction' && r.style !== 'long') word = r.style === 'short' ? '&' : '';
  const parts = [];
  for (let i = 0; i < items.length; i++) {
    if (i > 0) {
      const last = i === items.length - 1;
      let sep;
      if (r.type === 'unit') sep = r.style === 'narrow' ? ' ' : ', ';
      else if (!last) sep = ', ';
      else if (word === '') sep = ', ';
      else sep = items.length === 2 ? ` ${word} ` : `, ${word} `;
      parts.push({ type: 'literal', value: sep });
    }
    parts.push({ type: 'element', value: items[i] });
  }
  return parts;
}
defineMethods(ListFormat.prototype, {
  format(list) {
    return joinParts(listParts(LF.get(this, 'Intl.ListFormat.prototype.format'), list));
  },
  formatToParts(list) {
    return listParts(LF.get(this, 'Intl.ListFormat.prototype.formatToParts'), list);
  },
  resolvedOptions() {
    const { locale, type, style } = LF.get(this, 'Intl.ListFormat.prototype.resolvedOptions');
    return { locale, type, style };
  },
});
defineStatic(ListFormat, 'supportedLocalesOf', supportedLocalesOf);
tag(ListFormat.prototype, 'Intl.ListFormat');

// ------------------------------------------------------------------ helpers

function defineMethods(target, methods) {
  for (const name of ObjectCtor.keys(methods)) {
    defineProperty(target, name, { value: methods[name], writable: true, enumerable: false, configurable: true });
  }
}

function defineGetter(target, name, get) {
  defineProperty(get, 'name', { value: `get ${name}` });
  defineProperty(target, name, { get, enumerable: false, configurable: true });
}

function defineStatic(target, name, f) {
  defineProperty(target, name, { value: f, writable: true, enumerable: false, configurable: true });
}

function tag(target, name) {
  defineProperty(target, Symbol.toStringTag, { value: name, writable: false, enumerable: false, configurable: true });
}

// ------------------------------------------------------------------ install

/** Date's toLocaleString, toLocaleDateString and toLocaleTimeString. */
export const DATE_LOCALE_METHODS = (() => {
  const dateMethod = (required, defaults) =>
    function () {
      const t = apply(dateGetTime, this, []);
      if (t !== t) return 'Invalid Date';
      return formatDate(resolveDateTimeFormat(arguments[0], arguments[1], required, defaults), t);
    };
  const methods = {
    toLocaleString: dateMethod('any', 'all'),
    toLocaleDateString: dateMethod('date', 'date'),
    toLocaleTimeString: dateMethod('time', 'time'),
  };
  for (const name of ObjectCtor.keys(methods)) defineProperty(methods[name], 'name', { value: name });
  return methods;
})();


function thisNumber(v) {
  return apply(numberValueOf, v, []);
}

/** Defines `Intl` and the locale-sensitive methods; run once, at the guest's top level. */
export function installIntl() {
  const Intl = {};
  defineMethods(Intl, {
    getCanonicalLocales: (locales) => canonicalList(locales),
    DateTimeFormat,
    NumberFormat,
    Collator,
    PluralRules,
    ListFormat,
  });
  tag(Intl, 'Intl');
  defineProperty(globalThis, 'Intl', { value: Intl, writable: true, enumerable: false, configurable: true });

  defineMethods(NumberCtor.prototype, {
    toLocaleString: function toLocaleString() {
      return formatNumber(thisNumber(this), arguments[0], arguments[1]);
    },
  });
  defineMethods(BigIntCtor.prototype, {
    toLocaleString: function toLocaleString() {
      return formatNumber(apply(bigintValueOf, this, []), arguments[0], arguments[1]);
    },
  });
  const arrayToLocaleString = function toLocaleString() {
    const locales = arguments[0];
    const options = arguments[1];
    const o = ObjectCtor(this);
    const len = NumberCtor(o.length) >>> 0;
    let s = '';
    for (let i = 0; i < len; i++) {
      if (i > 0) s += ',';
      const e = o[i];
      if (e !== undefined && e !== null) s += StringCtor(e.toLocaleString(locales, options));
    }
    return s;
  };
  defineMethods(Array.prototype, { toLocaleString: arrayToLocaleString });
  const TypedArrayProto = ObjectCtor.getPrototypeOf(Uint8Array.prototype);
  defineMethods(TypedArrayProto, { toLocaleString: arrayToLocaleString });

  defineMethods(DateCtor.prototype, DATE_LOCALE_METHODS);

  defineMethods(StringCtor.prototype, {
    localeCompare: function localeCompare(that) {
      if (this === undefined || this === null) {
        throw new TypeErrorCtor('String.prototype.localeCompare called on null or undefined');
      }
      const c = arguments.length < 2 ? DEFAULT_COLLATION : resolveCollator(arguments[1], arguments[2]);
      return compareStrings(c, StringCtor(this), StringCtor(that));
    },
  });
}

export { NumberFormat, DateTimeFormat, Collator, PluralRules, ListFormat };
