// Compares src/normalize.js (UAX #15 over the generated tables) with node's
// String.prototype.normalize: every code point alone, each after a base
// letter, and random strings of marks, Hangul jamo and letters.
// Run: node --test test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeString } from '../src/normalize.js';

const FORMS = ['NFC', 'NFD', 'NFKC', 'NFKD'];

test('every code point, alone and after a base, normalizes as in node', () => {
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    for (const s of [c, 'a' + c, c + '\u0301']) {
      for (const form of FORMS) {
        const expected = s.normalize(form);
        if (normalizeString(s, form) !== expected) assert.equal(normalizeString(s, form), expected, `U+${cp.toString(16)} ${form} ${JSON.stringify(s)}`);
      }
    }
  }
});

test('random strings normalize as in node', () => {
  const pool = ['a', 'e', 'o', 'A', 'ſ', 'ᄀ', 'ᅡ', 'ᆨ', '가', '각', '\u0301', '\u0300', '\u0323', '\u0307', '\u0345', '\u031b', '\u0334',
    'Å', 'ﬁ', '①', 'Ｈ', 'é', 'ự', 'ệ', '\u0f73', '\u0f71', '\u0f72', 'ǅ', 'ö', '\u05b0', '\u05bc', '𝒳', '\u{1d15e}', '\u{1d165}', 'ॐ', 'क', '\u093c'];
  let seed = 7;
  const rand = (n) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
  for (let i = 0; i < 20000; i++) {
    let s = '';
    for (let k = rand(8); k >= 0; k--) s += pool[rand(pool.length)];
    for (const form of FORMS) assert.equal(normalizeString(s, form), s.normalize(form), `${form} ${JSON.stringify(s)}`);
  }
});
