// Compares src/intl.js (gg's en-US Intl) with node's own Intl over a matrix
// of values and options: every output gg prints must be node's.
// Run: node --test test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Collator, DATE_LOCALE_METHODS, DateTimeFormat, NumberFormat, PluralRules, ListFormat, formatNumber, setCollationNormalizer } from '../src/intl.js';

setCollationNormalizer((s) => s.normalize('NFD'));

const VALUES = [0, -0, 1, -1, 0.5, 1.005, 2.675, 0.125, -0.001, -0.005, 3.14159, 1234.5, 1234.5678, 98765.432, 0.000123,
  1e21, 123456789.987, 999, 999.5, 999999, 1500, 25000, 1200000, 3450000000, 1e15, 0.052, -0.013, 1.5, 0.0004, NaN,
  Infinity, -Infinity, 42, -42, 7, 1999.5, 1e-7, 2 ** 53, 12345.6789];
const NUMBER_OPTIONS = [
  undefined, {}, { style: 'percent' }, { style: 'percent', maximumFractionDigits: 1 }, { minimumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 }, { maximumFractionDigits: 0 }, { maximumFractionDigits: 2 },
  { style: 'currency', currency: 'USD' }, { style: 'currency', currency: 'EUR' }, { style: 'currency', currency: 'JPY' },
  { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }, { style: 'currency', currency: 'CHF' },
  { style: 'currency', currency: 'USD', currencySign: 'accounting' }, { style: 'currency', currency: 'USD', currencyDisplay: 'code' },
  { style: 'currency', currency: 'USD', currencyDisplay: 'name' }, { style: 'currency', currency: 'EUR', currencyDisplay: 'name', maximumFractionDigits: 0 },
  { notation: 'compact' }, { notation: 'compact', compactDisplay: 'long' }, { notation: 'compact', maximumFractionDigits: 1 },
  { style: 'unit', unit: 'kilometer-per-hour' }, { style: 'unit', unit: 'day', unitDisplay: 'long' }, { style: 'unit', unit: 'celsius' },
  { style: 'unit', unit: 'megabyte', unitDisplay: 'narrow' }, { minimumIntegerDigits: 3, minimumFractionDigits: 2 },
  { maximumSignificantDigits: 3 }, { minimumSignificantDigits: 5 }, { useGrouping: false }, { signDisplay: 'always' },
  { signDisplay: 'exceptZero' }, { signDisplay: 'never' }, { signDisplay: 'negative' }, { roundingMode: 'floor', maximumFractionDigits: 1 },
  { roundingMode: 'halfEven', maximumFractionDigits: 2 }, { roundingMode: 'trunc', maximumFractionDigits: 0 },
  { maximumSignificantDigits: 2, maximumFractionDigits: 2, roundingPriority: 'lessPrecision' },
  { maximumSignificantDigits: 2, maximumFractionDigits: 2, roundingPriority: 'morePrecision' },
  { minimumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' }, { useGrouping: 'min2' },
];

test('NumberFormat prints what node prints', () => {
  for (const options of NUMBER_OPTIONS) {
    const ours = new NumberFormat('en-US', options);
    const node = new Intl.NumberFormat('en-US', options);
    assert.deepEqual(ours.resolvedOptions(), node.resolvedOptions(), JSON.stringify(options));
    for (const v of VALUES) {
      assert.equal(ours.format(v), node.format(v), `${v} ${JSON.stringify(options)}`);
      assert.deepEqual(ours.formatToParts(v), node.formatToParts(v), `${v} ${JSON.stringify(options)}`);
      assert.equal(formatNumber(v, undefined, options), v.toLocaleString(undefined, options));
    }
    for (const b of [0n, -5n, 1234567n, 12345678901234567890n]) {
      if (options?.notation === 'compact' || options?.style === 'unit') continue;
      assert.equal(formatNumber(b, 'en-US', options), b.toLocaleString('en-US', options), `${b} ${JSON.stringify(options)}`);
    }
  }
});

test('NumberFormat refuses what it cannot print and checks options as node does', () => {
  assert.throws(() => new NumberFormat('de-DE'), /supports only the en-US locale/);
  assert.throws(() => new NumberFormat('en-US', { style: 'currency', currency: 'XAF' }), /does not support the currency XAF/);
  assert.throws(() => new NumberFormat('en-US', { notation: 'scientific' }), /does not support notation "scientific"/);
  for (const options of [{ style: 'currency' }, { style: 'bogus' }, { maximumFractionDigits: 200 }, { minimumFractionDigits: 3, maximumFractionDigits: 1 }]) {
    let expected;
    try { new Intl.NumberFormat('en-US', options); } catch (e) { expected = e; }
    assert.throws(() => new NumberFormat('en-US', options), (e) => e.constructor === expected.constructor && e.message === expected.message);
  }
});

const DATES = [Date.UTC(2024, 2, 5, 14, 7, 9, 45), Date.UTC(2024, 2, 5, 0, 3, 4), Date.UTC(1970, 0, 1), Date.UTC(1999, 11, 31, 23, 59, 59, 999), Date.UTC(2024, 6, 14, 12, 0, 0)];
const DATE_OPTIONS = [
  undefined, {}, { dateStyle: 'full' }, { dateStyle: 'long' }, { dateStyle: 'medium' }, { dateStyle: 'short' },
  { timeStyle: 'full' }, { timeStyle: 'long' }, { timeStyle: 'medium' }, { timeStyle: 'short' },
  { dateStyle: 'full', timeStyle: 'short' }, { dateStyle: 'long', timeStyle: 'long' }, { dateStyle: 'medium', timeStyle: 'medium' }, { dateStyle: 'short', timeStyle: 'short' },
  { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, { month: 'short', day: 'numeric' },
  { year: 'numeric', month: '2-digit', day: '2-digit' }, { hour: '2-digit', minute: '2-digit' }, { hour: 'numeric', minute: '2-digit', hour12: false },
  { hour: 'numeric' }, { month: 'long' }, { year: 'numeric', month: 'long' }, { weekday: 'short' }, { year: '2-digit', month: 'numeric' },
  { month: 'long', day: 'numeric' }, { weekday: 'long', month: 'numeric', day: 'numeric' }, { hour12: false }, { timeZoneName: 'short' },
  { timeZoneName: 'long' }, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, { minute: '2-digit', second: '2-digit' },
  { hour: 'numeric', minute: 'numeric', second: 'numeric', fractionalSecondDigits: 3 }, { weekday: 'long', hour: 'numeric' }, { month: 'narrow' },
  { day: '2-digit' }, { hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }, { hourCycle: 'h11', hour: 'numeric' }, { hourCycle: 'h24', hour: 'numeric', minute: 'numeric' },
  { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric' }, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric' },
  { month: 'long', day: 'numeric', hour: 'numeric' }, { weekday: 'long', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric' },
  { minute: 'numeric' }, { second: 'numeric' }, { year: 'numeric', month: 'long', day: 'numeric', timeZoneName: 'short' }, { timeZone: 'UTC', dateStyle: 'medium' },
  { hour: 'numeric', hour12: true, hourCycle: 'h23' }, { month: 'short', year: 'numeric' }, { year: 'numeric' },
];

test('DateTimeFormat and Date#toLocale*String print what node prints (UTC)', () => {
  const { toLocaleString, toLocaleDateString, toLocaleTimeString } = DATE_LOCALE_METHODS;
  for (const options of DATE_OPTIONS) {
    const ours = new DateTimeFormat('en-US', options);
    const node = new Intl.DateTimeFormat('en-US', options);
    assert.deepEqual(ours.resolvedOptions(), node.resolvedOptions(), JSON.stringify(options));
    for (const t of DATES) {
      const d = new Date(t);
      assert.equal(ours.format(d), node.format(d), `${d.toISOString()} ${JSON.stringify(options)}`);
      assert.deepEqual(ours.formatToParts(d), node.formatToParts(d), `${d.toISOString()} ${JSON.stringify(options)}`);
      for (const [name, f] of [['toLocaleString', toLocaleString], ['toLocaleDateString', toLocaleDateString], ['toLocaleTimeString', toLocaleTimeString]]) {
        let expected;
        try { expected = d[name]('en-US', options); } catch (e) { expected = `${e.constructor.name}: ${e.message}`; }
        let got;
        try { got = f.call(d, 'en-US', options); } catch (e) { got = `${e.constructor.name}: ${e.message}`; }
        assert.equal(got, expected, `${name} ${d.toISOString()} ${JSON.stringify(options)}`);
      }
    }
  }
});

test('Collator orders as node for plain text', () => {
  const words = ['b', 'a', '_', '1', 'B', 'A', 'á', 'Á', 'ä', 'ab', 'a b', 'a-b', 'aB', 'Ab', 'ae', '10', '9', 'zebra', 'Apple', 'apple',
    'éclair', 'banana', 'Zoë', 'zoe', 'résumé', 'resume', 'item10', 'item9', 'Item1', 'x', 'X1', 'hello world', 'hello-world', 'Hello'];
  for (const options of [undefined, { sensitivity: 'base' }, { sensitivity: 'accent' }, { numeric: true }, { caseFirst: 'upper' }]) {
    const ours = new Collator('en', options);
    const node = new Intl.Collator('en', options);
    assert.deepEqual([...words].sort(ours.compare), [...words].sort(node.compare), JSON.stringify(options));
    for (const a of words) for (const b of words) assert.equal(ours.compare(a, b), node.compare(a, b), `${a} ${b} ${JSON.stringify(options)}`);
  }
});

test('PluralRules and ListFormat', () => {
  for (const type of ['cardinal', 'ordinal']) {
    const ours = new PluralRules('en-US', { type });
    const node = new Intl.PluralRules('en-US', { type });
    for (const n of [0, 1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 1.5, -1, 1.0]) assert.equal(ours.select(n), node.select(n), `${type} ${n}`);
    assert.deepEqual(ours.resolvedOptions(), node.resolvedOptions());
  }
  for (const options of [undefined, { type: 'disjunction' }, { type: 'unit' }, { style: 'short' }, { style: 'narrow' }, { type: 'unit', style: 'narrow' }]) {
    for (const list of [[], ['a'], ['a', 'b'], ['a', 'b', 'c', 'd']]) {
      assert.equal(new ListFormat('en', options).format(list), new Intl.ListFormat('en', options).format(list), `${list} ${JSON.stringify(options)}`);
    }
  }
});

test('ASCII text compares as by collation elements, and as node', async () => {
  const { compareStrings, compareElements } = await import('../src/intl.js');
  let seed = 3;
  const rand = (n) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
  const pool = 'aAbBzZ09 -_.,!~\t\x01\x7fxX';
  const words = [];
  for (let i = 0; i < 300; i++) {
    let w = '';
    for (let n = rand(6); n > 0; n--) w += pool[rand(pool.length)];
    words.push(w);
  }
  for (const options of [undefined, { sensitivity: 'base' }, { sensitivity: 'accent' }, { sensitivity: 'case' }, { caseFirst: 'upper' }, { caseFirst: 'lower' }]) {
    const c = new Collator('en', options).resolvedOptions();
    const node = new Intl.Collator('en', options);
    for (let i = 0; i < words.length; i++) {
      for (let j = 0; j < 40; j++) {
        const a = words[i];
        const b = words[rand(words.length)];
        assert.equal(compareStrings(c, a, b), compareElements(c, a, b), `${JSON.stringify(a)} ${JSON.stringify(b)} ${JSON.stringify(options)}`);
        if (/^[a-zA-Z0-9 ]*$/.test(a + b)) assert.equal(compareStrings(c, a, b), node.compare(a, b), `${JSON.stringify(a)} ${JSON.stringify(b)}`);
      }
    }
  }
});
