// String.prototype.normalize for a StarlingMonkey built without ICU: UAX #15
// (NFC, NFD, NFKC, NFKD) over the tables tables.mjs generates from node
// (src/normalize_tables.js), parsed the first time a program normalizes.
//
// Decomposition: each code point's full decomposition (canonical, or
// compatibility for the K forms; Hangul syllables algorithmically), then the
// canonical ordering of every run of non-starters by combining class (a
// stable sort). Composition: the canonical composition algorithm over that,
// with the pairs node composes and Hangul L+V and LV+T algorithmically.

import { CANONICAL, CCC, COMPAT, COMPOSE } from './normalize_tables.js';

const StringCtor = String;
const RangeErrorCtor = RangeError;
const TypeErrorCtor = TypeError;
const MapCtor = Map;
const fromCodePoint = String.fromCodePoint;
const parseIntFn = parseInt;
const apply = Reflect.apply;
const mapGet = Map.prototype.get;
const mapSet = Map.prototype.set;
const codePointAt = String.prototype.codePointAt;

const SBASE = 0xac00;
const LBASE = 0x1100;
const VBASE = 0x1161;
const TBASE = 0x11a7;
const LCOUNT = 19;
const VCOUNT = 21;
const TCOUNT = 28;
const NCOUNT = VCOUNT * TCOUNT;
const SCOUNT = LCOUNT * NCOUNT;

let tables = null;

function load() {
  if (tables) return tables;
  const ccc = new MapCtor();
  for (const run of CCC.split(',')) {
    const [range, rank] = run.split(':');
    const [a, b] = range.split('-');
    const first = parseIntFn(a, 16);
    const last = b === undefined ? first : parseIntFn(b, 16);
    for (let cp = first; cp <= last; cp++) apply(mapSet, ccc, [cp, +rank]);
  }
  const decompositions = (text) => {
    const map = new MapCtor();
    for (const entry of text.split(',')) {
      const [cp, d] = entry.split(':');
      apply(mapSet, map, [parseIntFn(cp, 16), d.split(' ').map((h) => parseIntFn(h, 16))]);
    }
    return map;
  };
  const canonical = decompositions(CANONICAL);
  const compat = decompositions(COMPAT);
  const compose = new MapCtor();
  for (const entry of COMPOSE.split(',')) {
    const [pair, c] = entry.split(':');
    const [a, b] = pair.split(' ');
    apply(mapSet, compose, [parseIntFn(a, 16) * 0x110000 + parseIntFn(b, 16), parseIntFn(c, 16)]);
  }
  tables = { ccc, canonical, compat, compose };
  return tables;
}

function cccOf(t, cp) {
  return apply(mapGet, t.ccc, [cp]) || 0;
}

function decompose(t, s, compatibility) {
  const out = [];
  for (let i = 0; i < s.length; i++) {
    const cp = apply(codePointAt, s, [i]);
    if (cp > 0xffff) i++;
    if (cp >= SBASE && cp < SBASE + SCOUNT) {
      const index = cp - SBASE;
      out.push(LBASE + Math.floor(index / NCOUNT), VBASE + Math.floor((index % NCOUNT) / TCOUNT));
      if (index % TCOUNT !== 0) out.push(TBASE + (index % TCOUNT));
      continue;
    }
    const d = (compatibility && apply(mapGet, t.compat, [cp])) || apply(mapGet, t.canonical, [cp]);
    if (d) for (let k = 0; k < d.length; k++) out.push(d[k]);
    else out.push(cp);
  }
  // Canonical ordering: a stable insertion sort of each run of non-starters.
  for (let i = 1; i < out.length; i++) {
    const c = cccOf(t, out[i]);
    if (c === 0) continue;
    let j = i;
    const cp = out[i];
    while (j > 0) {
      const prev = cccOf(t, out[j - 1]);
      if (prev <= c) break;
      out[j] = out[j - 1];
      j--;
    }
    out[j] = cp;
  }
  return out;
}

function composeAll(t, cps) {
  if (cps.length === 0) return cps;
  const out = [cps[0]];
  let starter = cccOf(t, cps[0]) === 0 ? 0 : -1;
  let lastClass = starter === 0 ? 0 : 256;
  for (let i = 1; i < cps.length; i++) {
    const cp = cps[i];
    const c = cccOf(t, cp);
    if (starter >= 0 && (lastClass < c || (lastClass === 0 && out.length - 1 === starter))) {
      const s = out[starter];
      let composite;
      if (s >= LBASE && s < LBASE + LCOUNT && cp >= VBASE && cp < VBASE + VCOUNT) {
        composite = SBASE + ((s - LBASE) * VCOUNT + (cp - VBASE)) * TCOUNT;
      } else if (s >= SBASE && s < SBASE + SCOUNT && (s - SBASE) % TCOUNT === 0 && cp > TBASE && cp < TBASE + TCOUNT) {
        composite = s + (cp - TBASE);
      } else {
        composite = apply(mapGet, t.compose, [s * 0x110000 + cp]);
      }
      if (composite !== undefined) {
        out[starter] = composite;
        continue;
      }
    }
    if (c === 0) {
      starter = out.length;
      lastClass = 0;
    } else {
      lastClass = c;
    }
    out.push(cp);
  }
  return out;
}

function stringOf(cps) {
  let s = '';
  for (let i = 0; i < cps.length; i += 4096) s += apply(fromCodePoint, null, cps.slice(i, i + 4096));
  return s;
}

/** `s` in normalization form `form` ('NFC', 'NFD', 'NFKC' or 'NFKD'). */
export function normalizeString(s, form) {
  // Fast path: ASCII is in every form.
  if (/^[\x00-\x7f]*$/.test(s)) return s;
  const t = load();
  const cps = decompose(t, s, form === 'NFKC' || form === 'NFKD');
  return stringOf(form === 'NFC' || form === 'NFKC' ? composeAll(t, cps) : cps);
}

/** Defines String.prototype.normalize; run once, at the guest's top level. */
export function installNormalize() {
  const normalize = function normalize() {
    if (this === undefined || this === null) {
      throw new TypeErrorCtor('String.prototype.normalize called on null or undefined');
    }
    const s = StringCtor(this);
    const f = arguments[0];
    const form = f === undefined ? 'NFC' : StringCtor(f);
    if (form !== 'NFC' && form !== 'NFD' && form !== 'NFKC' && form !== 'NFKD') {
      throw new RangeErrorCtor(`The normalization form should be one of NFC, NFD, NFKC, NFKD.`);
    }
    return normalizeString(s, form);
  };
  Object.defineProperty(StringCtor.prototype, 'normalize', {
    value: normalize,
    writable: true,
    enumerable: false,
    configurable: true,
  });
}
