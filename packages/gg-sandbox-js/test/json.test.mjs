// `src/json.js` against node's own JSON.parse: every text node refuses gets
// V8's message from `v8JsonMessage`, over hand-picked texts and mutations of
// valid JSON (a fixed seed, so a failure repeats). Run by `node --test test/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { v8JsonMessage } from '../src/json.js';

const HAND = [
  '{bad', '', ' ', '{"a":1,}', '[1,2', 'abc', "{'a':1}", 'undefined', '{"a":1}x', '"abc', '[1,]', '{"a" 1}',
  '{"a":1 "b":2}', '"\\x"', '"a\nb"', '01', '-', '1.', '1e', 'tru', '{"a":}', 'nul', '[', '{', '{"a"', '{"a":',
  '[1 2]', '{,}', 'NaN', 'Infinity', '-Infinity', '.5', '+1', '0x10', '"\\u12"', '{"a":1}}', '[]]',
  '{"a":1,"b":}', '\u00a0{}', '"\t"', 'True', "'a'", 'x'.repeat(50), '{"key": value}', '{"a": [1, 2, {"b": c}]}',
  '[1,2]\n[3]', '  \n  {"a":\n  x}', 'trux', 'nulx', 't', 'fals', '[tru]', '-01', '{"a":1,', '[1,', '{"a":1',
  '"\\u12', '"\\', '1e+', '[-]', '{"a"}', '{"a":1,"b"', '[1,2,]', '"\u0001"', '1.e5', '00', '[01]', '{1:2}',
  '{"a":tru}', '["a" "b"]', '{"a":"b" "c"}', '  x', '{"a":1,"b" 1}', '[1,{"a" 1}]', 'abcdefghijklmnopqrstu',
  'abcdefghijklmnopqrst', '[object Object]', '😀', '{"😀": x}', '[1,2,3,4,5,6,7,8,9,10,11,12,13,]',
];

function nodeMessage(text) {
  try {
    JSON.parse(text);
    return undefined;
  } catch (e) {
    return e.message;
  }
}

test('hand-picked texts', () => {
  for (const text of HAND) assert.equal(v8JsonMessage(text), nodeMessage(text), JSON.stringify(text));
});

test('mutations of valid JSON', () => {
  let seed = 20260;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pieces = ['{', '}', '[', ']', ',', ':', '"', '\\', 'u', '0', '1', '-', '.', 'e', '+', ' ', '\n', 't', 'n', 'x', '\u0007', '"k"', 'true', 'null', "'"];
  const seeds = [
    '{"a": [1, 2.5, -3e4, true, false, null], "b": {"c": "d\\n\\u00e9"}, "e": []}',
    '[{"id": 1, "name": "pen", "tags": ["x", "y"]}, {"id": 2, "name": "book", "price": 12.0}]',
    '{"deep": {"deeper": {"deepest": [0, -0.0, 1E+2, "\\"quoted\\""]}}}',
  ];
  let checked = 0;
  for (let i = 0; i < 20000; i++) {
    let text = seeds[i % seeds.length];
    const edits = 1 + Math.floor(random() * 3);
    for (let k = 0; k < edits; k++) {
      const at = Math.floor(random() * (text.length + 1));
      const kind = random();
      if (kind < 0.4) text = text.slice(0, at) + text.slice(at + 1);
      else if (kind < 0.8) text = text.slice(0, at) + pieces[Math.floor(random() * pieces.length)] + text.slice(at);
      else text = text.slice(0, at);
    }
    const expected = nodeMessage(text);
    if (expected === undefined) continue;
    checked++;
    assert.equal(v8JsonMessage(text), expected, JSON.stringify(text));
  }
  assert.ok(checked > 10000, `only ${checked} refused texts`);
});
