// `JSON.parse`'s failures in V8's words (node 20): SpiderMonkey says
// `JSON.parse: expected property name or '}' at line 1 column 2 of the JSON
// data`, V8 `Expected property name or '}' in JSON at position 1`. The
// engine parses; only when it refuses the text does `v8JsonMessage` walk the
// text the way V8's parser does to find where V8 stops and what it says
// there (`test/json.test.mjs` compares it with node's own over many texts).

const WHITESPACE = { ' ': true, '\t': true, '\n': true, '\r': true };
const SPECIAL = { '[object Object]': true, undefined: true, Infinity: true, NaN: true };
const CONTEXT = 10;

/** Thrown inside the walk with V8's message. */
class Stop {
  constructor(message) {
    this.message = message;
  }
}

/**
 * V8's message for `JSON.parse(text)` (text already a string) when it is not
 * JSON; undefined when the walk finds nothing wrong.
 */
export function v8JsonMessage(text) {
  let pos = 0;
  const n = text.length;
  const at = (message) => new Stop(`${message} at position ${pos}`);
  // The token a character starts.
  const token = (c) => {
    if (c === undefined) return 'eos';
    if (c === '"') return 'string';
    if (c === '-' || (c >= '0' && c <= '9')) return 'number';
    return 'other';
  };
  const unexpected = (message) => {
    if (message !== undefined) return at(message);
    const c = text[pos];
    switch (token(c)) {
      case 'eos':
        return new Stop('Unexpected end of JSON input');
      case 'number':
        return at('Unexpected number in JSON');
      case 'string':
        return at('Unexpected string in JSON');
      default:
        break;
    }
    if (SPECIAL[text] === true) return new Stop(`"${text}" is not valid JSON`);
    if (n <= CONTEXT * 2) return new Stop(`Unexpected token '${c}', "${text}" is not valid JSON`);
    if (pos < CONTEXT) return new Stop(`Unexpected token '${c}', "${text.slice(0, pos + CONTEXT)}"... is not valid JSON`);
    if (pos < n - CONTEXT) {
      return new Stop(`Unexpected token '${c}', ..."${text.slice(pos - CONTEXT, pos + CONTEXT)}"... is not valid JSON`);
    }
    return new Stop(`Unexpected token '${c}', ..."${text.slice(pos - CONTEXT)}" is not valid JSON`);
  };
  const skip = () => {
    while (pos < n && WHITESPACE[text[pos]] === true) pos++;
  };
  const expect = (c, message) => {
    skip();
    if (text[pos] !== c) throw unexpected(message);
    pos++;
  };
  const check = (c) => {
    skip();
    if (text[pos] !== c) return false;
    pos++;
    return true;
  };
  const digits = () => {
    const start = pos;
    while (pos < n && text[pos] >= '0' && text[pos] <= '9') pos++;
    return pos > start;
  };
  const string = () => {
    pos++; // the opening quote
    for (;;) {
      if (pos >= n) throw at('Unterminated string in JSON');
      const c = text[pos];
      if (c === '"') {
        pos++;
        return;
      }
      if (c === '\\') {
        pos++;
        if (pos >= n) throw new Stop('Unexpected end of JSON input');
        const e = text[pos];
        if (e === 'u') {
          pos++;
          for (let i = 0; i < 4; i++) {
            if (!/[0-9a-fA-F]/.test(text[pos] ?? '')) throw at('Bad Unicode escape in JSON');
            pos++;
          }
          continue;
        }
        if ('"\\/bfnrt'.indexOf(e) < 0) throw at('Bad escaped character in JSON');
        pos++;
        continue;
      }
      if (c < ' ') throw at('Bad control character in string literal in JSON');
      pos++;
    }
  };
  const number = () => {
    if (text[pos] === '-') {
      pos++;
      if (!(text[pos] >= '0' && text[pos] <= '9')) throw at('No number after minus sign in JSON');
    }
    if (text[pos] === '0') {
      pos++;
      if (text[pos] >= '0' && text[pos] <= '9') throw at('Unexpected number in JSON');
    } else {
      digits();
    }
    if (text[pos] === '.') {
      pos++;
      if (!digits()) throw at('Unterminated fractional number in JSON');
    }
    if (text[pos] === 'e' || text[pos] === 'E') {
      pos++;
      if (text[pos] === '+' || text[pos] === '-') pos++;
      if (!digits()) throw at('Exponent part is missing a number in JSON');
    }
  };
  const literal = (word) => {
    pos++;
    for (let i = 1; i < word.length; i++) {
      if (pos >= n) throw unexpected();
      if (text[pos] !== word[i]) throw unexpected();
      pos++;
    }
  };
  const value = (depth) => {
    skip();
    const c = text[pos];
    if (c === '"') return string();
    if (token(c) === 'number') return number();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    if (c === '[') {
      pos++;
      if (check(']')) return undefined;
      do value(depth + 1);
      while (check(','));
      return expect(']', "Expected ',' or ']' after array element in JSON");
    }
    if (c === '{') {
      pos++;
      if (check('}')) return undefined;
      let first = true;
      do {
        expect('"', first ? "Expected property name or '}' in JSON" : 'Expected double-quoted property name in JSON');
        pos--;
        string();
        expect(':', first ? "Expected ':' after property name in JSON" : undefined);
        value(depth + 1);
        first = false;
      } while (check(','));
      return expect('}', "Expected ',' or '}' after property value in JSON");
    }
    throw unexpected();
  };
  try {
    value(0);
    skip();
    if (pos < n) throw unexpected('Unexpected non-whitespace character after JSON');
  } catch (e) {
    if (e instanceof Stop) return e.message;
    throw e;
  }
  return undefined;
}
