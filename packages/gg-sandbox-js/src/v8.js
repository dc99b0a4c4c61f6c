// V8's names where SpiderMonkey says something else: the one table of what gg
// renames, and the engine adjustments that make a program see V8's names too.
//
// Models write JavaScript for node (V8) and match on its classes and
// messages; every SpiderMonkey class or message gg translates is a row of
// `V8_NAMES`, applied to what a turn reports (`v8Name`). Where a program can
// observe the difference itself (`e instanceof RangeError`, `e.name`), the
// engine is adjusted once, under wizer (`installV8Names`):
//
// | SpiderMonkey                          | V8 / node                                     | in the program                          |
// |---------------------------------------|-----------------------------------------------|-----------------------------------------|
// | InternalError: too much recursion     | RangeError: Maximum call stack size exceeded | class RangeError (message unchanged)    |
// | structuredClone: TypeError / DataCloneError "can't clone" | DOMException [DataCloneError]: X could not be cloned. | DOMException named DataCloneError, node's message |
//
// | JSON.parse: expected property name or '}' at line 1 column 2 of the JSON data | Expected property name or '}' in JSON at position 1 | the same, V8's words (`json.js`) |
//
// The recursion error is made by the engine itself with its own message, so
// only its class can change in the program; the report says V8's message.

import { v8JsonMessage } from './json.js';

const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const defineProperty = Object.defineProperty;
const setPrototypeOf = Object.setPrototypeOf;
const getPrototypeOf = Object.getPrototypeOf;
const apply = Reflect.apply;
const FunctionToString = Function.prototype.toString;
const SymbolToString = Symbol.prototype.toString;
const ownKeys = Reflect.ownKeys;
const SetCtor = Set;
const setHas = Set.prototype.has;
const setAdd = Set.prototype.add;
const MapPrototype = Map.prototype;
const SetPrototype = Set.prototype;
const mapForEach = Map.prototype.forEach;
const setForEach = Set.prototype.forEach;
const ErrorCtor = Error;
const WeakMapCtor = WeakMap;
const weakMapGet = WeakMap.prototype.get;
const weakMapSet = WeakMap.prototype.set;

/** The stacks of errors gg made for the program (a DOMException has none of its own). */
const siteStacks = new WeakMapCtor();

/** The stack gg noted for `e`, if it made `e`. */
export function siteStackOf(e) {
  try {
    return apply(weakMapGet, siteStacks, [e]);
  } catch (_) {
    return undefined;
  }
}
const RangeErrorCtor = RangeError;
const SyntaxErrorCtor = SyntaxError;
const StringCtor = String;
const stringStartsWith = String.prototype.startsWith;

/** Rows: what the engine reports (class, message) and what V8 says instead. */
export const V8_NAMES = [
  { engine: ['InternalError', 'too much recursion'], v8: ['RangeError', 'Maximum call stack size exceeded'] },
  { engine: ['RangeError', 'too much recursion'], v8: ['RangeError', 'Maximum call stack size exceeded'] },
];

/** A property key as SpiderMonkey quotes it (`"name"`, `1`, `Symbol("s")`), as V8 shows it. */
const key = (k) => (k.length >= 2 && k[0] === '"' && k[k.length - 1] === '"' ? k.slice(1, -1) : k);

/**
 * SpiderMonkey's messages and V8's (node 20) for the same error, as
 * patterns: `[class, pattern, V8's message from the match]`. A class of
 * `null` matches any. Checked case by case against node by
 * crates/gg/tests/js_messages.rs over `messages/cases.js`.
 */
export const V8_MESSAGES = [
  [null, /^can't access property Symbol\.iterator, (.+) is (?:null|undefined)$/, (m) => `${m[1]} is not iterable`],
  [null, /^can't access property Symbol\.iterator of (null|undefined)$/, (m) => `${m[1]} is not iterable`],
  [null, /^can't access property (.+), (.+) is (null|undefined)$/, (m) => `Cannot read properties of ${m[3]} (reading '${key(m[1])}')`],
  [null, /^can't access property (.+) of (null|undefined)$/, (m) => `Cannot read properties of ${m[2]} (reading '${key(m[1])}')`],
  [null, /^\((.+)\) is not iterable$/, (m) => `${m[1]} is not iterable`],
  [null, /^(.+) is not a non-null object$/, () => 'Object.defineProperty called on non-object'],
  [null, /^(.+) is not an object or null$/, (m) => `Object prototype may only be an Object or null: ${m[1]}`],
  [null, /^cannot use 'in' operator to search for (.+) in (.+)$/, (m) => `Cannot use 'in' operator to search for '${key(m[1])}' in ${key(m[2])}`],
  [null, /^invalid 'instanceof' operand (.+)$/, (m) => `Right-hand side of 'instanceof' is not ${m[1][0] === '(' || m[1][0] === '{' ? 'callable' : 'an object'}`],
  [null, /^WeakMap key (.+) must be an object or an unregistered symbol$/, () => 'Invalid value used as weak map key'],
  [null, /^WeakSet value (.+) must be an object or an unregistered symbol$/, () => 'Invalid value used in weak set'],
  [null, /^(matchAll|replaceAll) must be called with a global RegExp$/, (m) => `String.prototype.${m[1]} called with a non-global RegExp argument`],
  [null, /^invalid Array\.prototype\.sort argument$/, () => 'The comparison function must be either a function or undefined'],
  [null, /^property descriptors must not specify a value or be writable when a getter or setter has been specified$/, () => 'Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, #<Object>'],
  [null, /^(.+) called on incompatible (null|undefined)$/, (m) => `${m[1]} called on null or undefined`],
  [null, /^radix must be an integer at least 2 and no greater than 36$/, () => 'toString() radix argument must be between 2 and 36'],
  [null, /^can't access lexical declaration [`'](.+)' before initialization$/, (m) => `Cannot access '${m[1]}' before initialization`],
  [null, /^invalid assignment to const [`'](.+)'$/, () => 'Assignment to constant variable.'],
  [null, /^reduce of empty array with no initial value$/, () => 'Reduce of empty array with no initial value'],
  [null, /^invalid array length$/, () => 'Invalid array length'],
  [null, /^too much recursion$/, () => 'Maximum call stack size exceeded'],
  [null, /^can't convert BigInt to number$/, () => 'Cannot mix BigInt and other types, use explicit conversions'],
  [null, /^(.+) can't be converted to BigInt because it isn't an integer$/, (m) => `The number ${m[1]} cannot be converted to a BigInt because it is not an integer`],
  [null, /^can't convert (.+) to BigInt$/, (m) => `Cannot convert ${m[1]} to a BigInt`],
  [null, /^BigInt division by zero$/, () => 'Division by zero'],
  [null, /^BigInt value can't be serialized in JSON$/, () => 'Do not know how to serialize a BigInt'],
  [null, /^can't convert (null|undefined) to object$/, () => 'Cannot convert undefined or null to object'],
  [null, /^can't convert symbol to string$/, () => 'Cannot convert a Symbol value to a string'],
  [null, /^can't convert symbol to number$/, () => 'Cannot convert a Symbol value to a number'],
  [null, /^(.+) is read-only$/, (m) => `Cannot assign to read only property '${key(m[1])}' of object '#<Object>'`],
  [null, /^can't define property (.+): Object is not extensible$/, (m) => `Cannot add property ${key(m[1])}, object is not extensible`],
  [null, /^setting getter-only property (.+)$/, (m) => `Cannot set property ${key(m[1])} of #<Object> which has only a getter`],
  [null, /^property (.+) is non-configurable and can't be deleted$/, (m) => `Cannot delete property '${key(m[1])}' of #<Object>`],
  [null, /^invalid date$/, () => 'Invalid time value'],
  [null, /^(.+) is not a valid code point$/, (m) => `Invalid code point ${m[1]}`],
  [null, /^malformed URI sequence$/, () => 'URI malformed'],
  [null, /^calling a builtin Promise constructor without new is forbidden$/, () => "Promise constructor cannot be invoked without 'new'"],
  [null, /^must call super constructor before using 'this' in derived class constructor$/, () => "Must call super constructor in derived class before accessing 'this' or returning from derived constructor"],
  ['SyntaxError', /^expected expression, got end of script$/, () => 'Unexpected end of input'],
  ['SyntaxError', /^expected expression, got '(.+)'$/, (m) => `Unexpected token '${m[1]}'`],
  ['SyntaxError', /^redeclaration of (?:let|const|class|var|function|formal parameter) (.+)$/, (m) => `Identifier '${m[1]}' has already been declared`],
  ['SyntaxError', /^missing = in const declaration$/, () => 'Missing initializer in const declaration'],
  ['SyntaxError', /^unexpected token: string literal$/, () => 'Unexpected string'],
  ['SyntaxError', /^unexpected token: numeric literal$/, () => 'Unexpected number'],
  ['SyntaxError', /^invalid assignment left-hand side$/, () => 'Invalid left-hand side in assignment'],
  ['SyntaxError', /^await is only valid in async functions(?:, async generators)? and modules$/, () => 'await is only valid in async functions and the top level bodies of modules'],
  ['SyntaxError', /^unterminated string literal$/, () => 'Invalid or unexpected token'],
  ['SyntaxError', /^(?:""|'') literal not terminated before end of script$/, () => 'Invalid or unexpected token'],
  ['SyntaxError', /^`` literal not terminated before end of script$/, () => 'Unexpected end of input'],
  ['SyntaxError', /^return not in function$/, () => 'Illegal return statement'],
  ['SyntaxError', /^missing \} (?:after function body|in compound statement)$/, () => 'Unexpected end of input'],
  ['SyntaxError', /^unterminated template literal$/, () => 'Unexpected end of input'],
];

const regexpExec = RegExp.prototype.exec;

/** V8's message for an engine's message of an error of class `cls`. */
export function v8Message(cls, message) {
  if (typeof message !== 'string') return message;
  for (let i = 0; i < V8_MESSAGES.length; i++) {
    const row = V8_MESSAGES[i];
    if (row[0] !== null && row[0] !== cls) continue;
    const m = apply(regexpExec, row[1], [message]);
    if (m !== null) return row[2](m);
  }
  return message;
}

/** V8's class and message for an engine's, as `[class, message]`. */
export function v8Name(cls, message) {
  for (let i = 0; i < V8_NAMES.length; i++) {
    const row = V8_NAMES[i];
    if (row.engine[0] === cls && row.engine[1] === message) return row.v8;
  }
  return [cls, v8Message(cls, message)];
}

const ENGINE_PROTOTYPES = [TypeError.prototype, RangeError.prototype, SyntaxError.prototype, ReferenceError.prototype, URIError.prototype, EvalError.prototype];
if (typeof globalThis.InternalError === 'function') ENGINE_PROTOTYPES.push(globalThis.InternalError.prototype);
const renamed = new WeakMapCtor();

/**
 * Gives an error the engine made V8's message, in place, where the program
 * receives it (a `catch` clause, a rejection handler): `e.message`,
 * `String(e)` and `console.log(e)` then read as in node.
 */
export function renameCaught(e) {
  try {
    if (e === null || typeof e !== 'object' || apply(weakMapGet, renamed, [e]) === true) return;
    const proto = getPrototypeOf(e);
    let engine = false;
    for (let i = 0; i < ENGINE_PROTOTYPES.length; i++) if (proto === ENGINE_PROTOTYPES[i]) engine = true;
    if (!engine) return;
    apply(weakMapSet, renamed, [e, true]);
    const d = getOwnPropertyDescriptor(e, 'message');
    if (!d || typeof d.value !== 'string') return;
    const nameDesc = getOwnPropertyDescriptor(proto, 'name');
    const v8 = v8Name(nameDesc ? nameDesc.value : '', d.value)[1];
    if (v8 !== d.value) defineProperty(e, 'message', { value: v8, writable: true, enumerable: false, configurable: true });
  } catch (_) {
    // a hostile object: left as it is
  }
}

/** The name V8 gives an object's constructor in a message. */
function constructorName(o) {
  try {
    const proto = getPrototypeOf(o);
    const ctor = proto === null ? undefined : getOwnPropertyDescriptor(proto, 'constructor');
    const name = ctor && typeof ctor.value === 'function' ? getOwnPropertyDescriptor(ctor.value, 'name') : undefined;
    return name && typeof name.value === 'string' && name.value !== '' ? name.value : 'Object';
  } catch (_) {
    return 'Object';
  }
}

/**
 * V8's message for `JSON.stringify` of a value with a cycle: the object the
 * cycle starts at, the first two and the last step of the way round (`...`
 * between), and the key that closes it. The walk takes what JSON.stringify
 * takes (own enumerable string keys, array indices; `toJSON` results).
 */
function circularMessage(value) {
  const path = []; // [object, key-description] pairs
  const describeKey = (o, k) => (Array.isArray(o) ? `index ${k}` : `property '${k}'`);
  const walk = (o, depth) => {
    if (o === null || typeof o !== 'object' || depth > 10000) return undefined;
    if (typeof o.toJSON === 'function') return undefined;
    for (let i = 0; i < path.length; i++) if (path[i][0] === o) return i;
    const keys = Array.isArray(o) ? Object.keys(o) : Object.keys(o);
    for (let i = 0; i < keys.length; i++) {
      path.push([o, describeKey(o, keys[i])]);
      const child = o[keys[i]];
      const start = walk(child, depth + 1);
      if (start !== undefined) return start;
      path.pop();
    }
    return undefined;
  };
  const start = walk(value, 0);
  let text = 'Converting circular structure to JSON';
  if (start === undefined) return text;
  const cycle = path.slice(start);
  text += `\n    --> starting at object with constructor '${constructorName(cycle[0][0])}'`;
  const steps = [];
  for (let i = 1; i < cycle.length; i++) steps.push(`\n    |     ${cycle[i - 1][1]} -> object with constructor '${constructorName(cycle[i][0])}'`);
  if (steps.length > 3) text += steps[0] + steps[1] + '\n    |     ...' + steps[steps.length - 1];
  else text += steps.join('');
  return `${text}\n    --- ${cycle[cycle.length - 1][1]} closes the circle`;
}

const NONE = {};

/** The first value `structuredClone` cannot take (a symbol or a function) inside `value`, else NONE. */
function firstUncloneable(value, seen, depth) {
  const t = typeof value;
  if (t === 'symbol' || t === 'function') return value;
  if (value === null || t !== 'object' || depth > 256) return NONE;
  if (apply(setHas, seen, [value])) return NONE;
  apply(setAdd, seen, [value]);
  let found = NONE;
  try {
    const proto = getPrototypeOf(value);
    if (proto === MapPrototype) {
      apply(mapForEach, value, [(v, k) => {
        if (found === NONE) found = firstUncloneable(k, seen, depth + 1);
        if (found === NONE) found = firstUncloneable(v, seen, depth + 1);
      }]);
      return found;
    }
    if (proto === SetPrototype) {
      apply(setForEach, value, [(v) => {
        if (found === NONE) found = firstUncloneable(v, seen, depth + 1);
      }]);
      return found;
    }
    const keys = ownKeys(value);
    for (let i = 0; i < keys.length && found === NONE; i++) {
      if (typeof keys[i] === 'symbol') continue;
      const d = getOwnPropertyDescriptor(value, keys[i]);
      if (d && d.enumerable && 'value' in d) found = firstUncloneable(d.value, seen, depth + 1);
    }
  } catch (_) {
    return found;
  }
  return found;
}

function describe(value) {
  try {
    return typeof value === 'symbol' ? apply(SymbolToString, value, []) : apply(FunctionToString, value, []);
  } catch (_) {
    return typeof value;
  }
}

/** The adjustments; run once, at the guest's top level. */
export function installV8Names(stackOf) {
  // JSON.parse: the engine parses; a text it refuses gets V8's message.
  const engineParse = JSON.parse;
  const parse = function parse(text, reviver) {
    try {
      return apply(engineParse, JSON, arguments);
    } catch (e) {
      try {
        const message = e instanceof SyntaxErrorCtor ? getOwnPropertyDescriptor(e, 'message') : undefined;
        if (message && typeof message.value === 'string' && apply(stringStartsWith, message.value, ['JSON.parse: '])) {
          const v8 = v8JsonMessage(StringCtor(text));
          if (typeof v8 === 'string') defineProperty(e, 'message', { value: v8, writable: true, enumerable: false, configurable: true });
        }
      } catch (_) {
        // the engine's words stand
      }
      throw e;
    }
  };
  defineProperty(JSON, 'parse', { value: parse, writable: true, enumerable: false, configurable: true });

  // Methods whose failure SpiderMonkey words without what V8 says: which
  // method (`precision 101 out of range`), or the count.
  const rangeMessages = {
    toFixed: 'toFixed() digits argument must be between 0 and 100',
    toPrecision: 'toPrecision() argument must be between 1 and 100',
    toExponential: 'toExponential() argument must be between 0 and 100',
  };
  const renameRangeError = (e, message) => {
    try {
      if (e instanceof RangeErrorCtor) defineProperty(e, 'message', { value: message, writable: true, enumerable: false, configurable: true });
    } catch (_) {
      // left as it is
    }
    return e;
  };
  for (const name of ['toFixed', 'toPrecision', 'toExponential']) {
    const engine = Number.prototype[name];
    const message = rangeMessages[name];
    const method = {
      [name](digits) {
        try {
          return apply(engine, this, arguments);
        } catch (e) {
          throw renameRangeError(e, message);
        }
      },
    }[name];
    defineProperty(Number.prototype, name, { value: method, writable: true, enumerable: false, configurable: true });
  }
  const engineRepeat = String.prototype.repeat;
  const repeat = {
    repeat(count) {
      try {
        return apply(engineRepeat, this, arguments);
      } catch (e) {
        let n;
        try {
          n = +count;
        } catch (_) {
          throw e;
        }
        const whole = n < 0 || n === Infinity || n === -Infinity;
        throw renameRangeError(e, whole ? `Invalid count value: ${n < 0 ? Math.trunc(n) : n}` : 'Invalid string length');
      }
    },
  }.repeat;
  defineProperty(String.prototype, 'repeat', { value: repeat, writable: true, enumerable: false, configurable: true });

  // JSON.stringify of a cycle: V8 names the path round it.
  const engineStringify = JSON.stringify;
  const stringify = function stringify(value, replacer, space) {
    try {
      return apply(engineStringify, JSON, arguments);
    } catch (e) {
      try {
        const message = e instanceof TypeError ? getOwnPropertyDescriptor(e, 'message') : undefined;
        if (message && message.value === 'cyclic object value') {
          const v8 = circularMessage(value);
          defineProperty(e, 'message', { value: v8, writable: true, enumerable: false, configurable: true });
        }
      } catch (_) {
        // the engine's words stand
      }
      throw e;
    }
  };
  defineProperty(JSON, 'stringify', { value: stringify, writable: true, enumerable: false, configurable: true });

  // Deep recursion: SpiderMonkey throws an InternalError; node a RangeError.
  const InternalErrorCtor = globalThis.InternalError;
  if (typeof InternalErrorCtor === 'function') {
    const proto = InternalErrorCtor.prototype;
    setPrototypeOf(proto, RangeErrorCtor.prototype);
    defineProperty(proto, 'name', { value: 'RangeError', writable: true, enumerable: false, configurable: true });
    defineProperty(proto, 'constructor', { value: RangeErrorCtor, writable: true, enumerable: false, configurable: true });
    delete globalThis.InternalError;
  }

  // structuredClone of a symbol or a function: node's DataCloneError.
  const engineClone = globalThis.structuredClone;
  const DOMExceptionCtor = globalThis.DOMException;
  if (typeof engineClone === 'function') {
    if (typeof DOMExceptionCtor === 'function' && !(DOMExceptionCtor.prototype instanceof ErrorCtor)) {
      // As in node: a DOMException is an Error.
      setPrototypeOf(DOMExceptionCtor.prototype, ErrorCtor.prototype);
    }
    const structuredClone = function structuredClone(value) {
      try {
        return apply(engineClone, undefined, arguments);
      } catch (e) {
        const bad = firstUncloneable(value, new SetCtor(), 0);
        if (bad === NONE || typeof DOMExceptionCtor !== 'function') throw e;
        const message = `${describe(bad)} could not be cloned.`;
        const error = new DOMExceptionCtor(message, 'DataCloneError');
        // Where the program called: the engine gives a DOMException no stack.
        apply(weakMapSet, siteStacks, [error, stackOf(new ErrorCtor(message))]);
        throw error;
      }
    };
    defineProperty(globalThis, 'structuredClone', { value: structuredClone, writable: true, enumerable: true, configurable: true });
  }
}
