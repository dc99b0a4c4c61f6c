// inspect.js — renders values the way Node.js 20's `util.inspect` and
// `util.format` do (default options: depth 2, no colors, compact 3,
// breakLength 80, unsorted keys), for gg's JavaScript guest.
//
// Written from scratch for a SpiderMonkey (StarlingMonkey) guest: plain
// ECMAScript 2022, no imports, no `Intl`, no Unicode property escapes, no
// `String.prototype.normalize`, no node internals.
//
// Robustness rules:
//  * Every builtin used is captured below when the module loads, so a program
//    that later overwrites `Array.prototype.map`, `Object.keys`,
//    `String.prototype.slice`, `RegExp.prototype.exec`, ... cannot break (or
//    observe) rendering. Array and string methods are never called on values.
//  * Nothing here throws: user code that can run during inspection (getters
//    of `Symbol.toStringTag`, `name`, `stack`, Proxy traps, custom inspect
//    functions, `toString`/`toJSON` for %s/%j) is guarded.
//
// Engine differences that cannot be avoided (see also the notes at the
// individual functions):
//  * Proxies: node looks through a Proxy at its target without running traps;
//    JavaScript cannot, so a Proxy is rendered through its traps (a revoked
//    Proxy prints `<Revoked Proxy>` like node). A Proxy of a Map, Date, ...
//    therefore renders as a plain object of that class.
//  * Promise state cannot be read from JavaScript: every Promise prints as
//    `Promise { <pending> }`.
//  * Map/Set iterators cannot be previewed from JavaScript alone: the embedder
//    supplies a preview (`setIteratorPreview`); without one, or when it does
//    not know, they print as `[Map Iterator] { <items unknown> }`.
//  * Error stacks: SpiderMonkey's `stack` has no header line and uses
//    `fn@file:line:col` frames; see `getStackString`.
//  * Display width of non-ASCII text (only used to align grouped array
//    columns) uses a built-in East Asian Width table instead of ICU.

// ---------------------------------------------------------------------------
// Captured builtins
// ---------------------------------------------------------------------------

const ReflectApply = Reflect.apply;
const ReflectOwnKeys = Reflect.ownKeys;

function uncurry(fn) {
  if (typeof fn !== 'function') return undefined;
  return function uncurried(self, ...args) {
    return ReflectApply(fn, self, args);
  };
}

function getterOf(proto, key) {
  try {
    const desc = Object.getOwnPropertyDescriptor(proto, key);
    return desc !== undefined ? uncurry(desc.get) : undefined;
  } catch {
    return undefined;
  }
}

function protoOf(make) {
  try {
    return Object.getPrototypeOf(make());
  } catch {
    return undefined;
  }
}

const ObjectKeys = Object.keys;
const ObjectGetOwnPropertyNames = Object.getOwnPropertyNames;
const ObjectGetOwnPropertySymbols = Object.getOwnPropertySymbols;
const ObjectGetPrototypeOf = Object.getPrototypeOf;
const ObjectGetOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const ObjectIs = Object.is;
const ObjectPrototypeHasOwnProperty = uncurry(Object.prototype.hasOwnProperty);
const ObjectPrototypePropertyIsEnumerable = uncurry(Object.prototype.propertyIsEnumerable);
const ObjectPrototypeToString = uncurry(Object.prototype.toString);
const ArrayIsArray = Array.isArray;
const JSONStringify = JSON.stringify;
const StringCtor = String;
const NumberCtor = Number;
const NumberParseInt = Number.parseInt;
const NumberParseFloat = Number.parseFloat;
const NumberIsNaN = Number.isNaN;
const MathMin = Math.min;
const MathMax = Math.max;
const MathSqrt = Math.sqrt;
const MathRound = Math.round;
const MathFloor = Math.floor;

const StringPrototypeSlice = uncurry(String.prototype.slice);
const StringPrototypeCharCodeAt = uncurry(String.prototype.charCodeAt);
const StringPrototypeIndexOf = uncurry(String.prototype.indexOf);
const StringPrototypeLastIndexOf = uncurry(String.prototype.lastIndexOf);
const StringPrototypeIncludes = uncurry(String.prototype.includes);
const StringPrototypeStartsWith = uncurry(String.prototype.startsWith);
const StringPrototypeEndsWith = uncurry(String.prototype.endsWith);
const StringPrototypeRepeat = uncurry(String.prototype.repeat);
const StringPrototypePadStart = uncurry(String.prototype.padStart);
const StringPrototypePadEnd = uncurry(String.prototype.padEnd);
const StringPrototypeValueOf = uncurry(String.prototype.valueOf);
const NumberPrototypeValueOf = uncurry(Number.prototype.valueOf);
const NumberPrototypeToString = uncurry(Number.prototype.toString);
const BooleanPrototypeValueOf = uncurry(Boolean.prototype.valueOf);
const BigIntPrototypeValueOf =
  typeof BigInt === 'function' ? uncurry(BigInt.prototype.valueOf) : undefined;
const SymbolPrototypeToString = uncurry(Symbol.prototype.toString);
const SymbolPrototypeValueOf = uncurry(Symbol.prototype.valueOf);
const FunctionPrototypeToString = uncurry(Function.prototype.toString);
const RegExpPrototypeExec = uncurry(RegExp.prototype.exec);
const RegExpPrototypeToString = uncurry(RegExp.prototype.toString);
const RegExpPrototypeGetSource = getterOf(RegExp.prototype, 'source');
const RegExpPrototype = RegExp.prototype;
const RegExpCtor = RegExp;
const DatePrototypeGetTime = uncurry(Date.prototype.getTime);
const DatePrototypeToISOString = uncurry(Date.prototype.toISOString);
const DatePrototypeToString = uncurry(Date.prototype.toString);
const ErrorPrototype = Error.prototype;
const ErrorPrototypeToString = uncurry(Error.prototype.toString);
const PromisePrototype = typeof Promise === 'function' ? Promise.prototype : undefined;

const SymbolIterator = Symbol.iterator;
const SymbolToStringTag = Symbol.toStringTag;
const SymbolToPrimitive = Symbol.toPrimitive;
const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');

const MapPrototypeGetSize = getterOf(Map.prototype, 'size');
const MapPrototypeEntries = uncurry(Map.prototype.entries);
const MapIteratorPrototype = protoOf(() => new Map().entries());
const MapIteratorNext = uncurry(MapIteratorPrototype && MapIteratorPrototype.next);
const SetPrototypeGetSize = getterOf(Set.prototype, 'size');
const SetPrototypeValues = uncurry(Set.prototype.values);
const SetIteratorPrototype = protoOf(() => new Set().values());
const SetIteratorNext = uncurry(SetIteratorPrototype && SetIteratorPrototype.next);
const WeakMapPrototypeHas =
  typeof WeakMap === 'function' ? uncurry(WeakMap.prototype.has) : undefined;
const WeakSetPrototypeHas =
  typeof WeakSet === 'function' ? uncurry(WeakSet.prototype.has) : undefined;

const TypedArrayPrototype = ObjectGetPrototypeOf(Uint8Array.prototype);
const TypedArrayPrototypeGetSymbolToStringTag = getterOf(TypedArrayPrototype, SymbolToStringTag);
const TypedArrayPrototypeGetLength = getterOf(TypedArrayPrototype, 'length');
const Uint8ArrayCtor = Uint8Array;
const ArrayBufferPrototypeGetByteLength = getterOf(ArrayBuffer.prototype, 'byteLength');
const SharedArrayBufferPrototypeGetByteLength =
  typeof SharedArrayBuffer === 'function'
    ? getterOf(SharedArrayBuffer.prototype, 'byteLength')
    : undefined;
const DataViewPrototypeGetByteLength =
  typeof DataView === 'function' ? getterOf(DataView.prototype, 'byteLength') : undefined;

const typedArrayCtors = {
  __proto__: null,
  Int8Array: typeof Int8Array === 'function' ? Int8Array : undefined,
  Uint8Array: typeof Uint8Array === 'function' ? Uint8Array : undefined,
  Uint8ClampedArray: typeof Uint8ClampedArray === 'function' ? Uint8ClampedArray : undefined,
  Int16Array: typeof Int16Array === 'function' ? Int16Array : undefined,
  Uint16Array: typeof Uint16Array === 'function' ? Uint16Array : undefined,
  Int32Array: typeof Int32Array === 'function' ? Int32Array : undefined,
  Uint32Array: typeof Uint32Array === 'function' ? Uint32Array : undefined,
  Float32Array: typeof Float32Array === 'function' ? Float32Array : undefined,
  Float64Array: typeof Float64Array === 'function' ? Float64Array : undefined,
  BigInt64Array: typeof BigInt64Array === 'function' ? BigInt64Array : undefined,
  BigUint64Array: typeof BigUint64Array === 'function' ? BigUint64Array : undefined,
  // eslint-disable-next-line no-undef
  Float16Array: typeof Float16Array === 'function' ? Float16Array : undefined,
};

const AsyncFunctionPrototype = protoOf(() => async function () {});
const GeneratorFunctionPrototype = protoOf(() => function* () {});
const AsyncGeneratorFunctionPrototype = protoOf(() => async function* () {});

const keyStrRegExp = /^[a-zA-Z_][a-zA-Z_0-9]*$/;
const numberRegExp = /^(0|[1-9][0-9]*)$/;
const builtInNameRegExp = /^[A-Z][a-zA-Z0-9]+$/;
const classRegExp = /^(\s+[^(]*?)\s*{/;
const nullProtoErrorStartRegExp = /^([A-Z][a-z_ A-Z0-9[\]()-]+)(?::|\n\s+at)/;
const nullProtoErrorOnlyRegExp = /^([a-z_A-Z0-9-]*Error)$/;

function regExpTest(re, str) {
  re.lastIndex = 0;
  return RegExpPrototypeExec(re, str) !== null;
}

// Constructor names of the global builtins (as node collects them at start-up):
// used to decide whether a `toString` or a prototype is "built in".
const builtInObjects = [];
try {
  const names = ObjectGetOwnPropertyNames(globalThis);
  for (let i = 0; i < names.length; i++) {
    if (typeof names[i] === 'string' && regExpTest(builtInNameRegExp, names[i])) {
      builtInObjects[builtInObjects.length] = names[i];
    }
  }
} catch {
  // ignore
}

// ---------------------------------------------------------------------------
// Small safe helpers (never call methods on user values)
// ---------------------------------------------------------------------------

function push(arr, value) {
  arr[arr.length] = value;
}

function arrayIncludes(arr, value) {
  for (let i = 0; i < arr.length; i++) {
    if (arr[i] === value) return true;
  }
  return false;
}

function arrayIndexOf(arr, value) {
  for (let i = 0; i < arr.length; i++) {
    if (arr[i] === value) return i;
  }
  return -1;
}

function arrayRemoveAt(arr, index, count) {
  const len = arr.length;
  if (count <= 0 || index >= len) return;
  if (index + count > len) count = len - index;
  for (let i = index; i + count < len; i++) arr[i] = arr[i + count];
  arr.length = len - count;
}

function join(arr, sep) {
  let str = '';
  for (let i = 0; i < arr.length; i++) {
    if (i !== 0) str += sep;
    str += arr[i];
  }
  return str;
}

function splitString(str, sep) {
  const out = [];
  let last = 0;
  for (;;) {
    const idx = StringPrototypeIndexOf(str, sep, last);
    if (idx === -1) break;
    push(out, StringPrototypeSlice(str, last, idx));
    last = idx + sep.length;
  }
  push(out, StringPrototypeSlice(str, last));
  return out;
}

function replaceAll(str, search, replacement) {
  return join(splitString(str, search), replacement);
}

function isBuiltInName(name) {
  return arrayIncludes(builtInObjects, name);
}

function safeGet(obj, key) {
  try {
    return obj[key];
  } catch {
    return undefined;
  }
}

function safeGetProto(obj) {
  try {
    return ObjectGetPrototypeOf(obj);
  } catch {
    return null;
  }
}

function safeString(value) {
  try {
    return StringCtor(value);
  } catch {
    try {
      return ObjectPrototypeToString(value);
    } catch {
      return '[object Unknown]';
    }
  }
}

function safeErrorToString(err) {
  try {
    const str = ErrorPrototypeToString(err);
    return typeof str === 'string' ? str : 'Error';
  } catch {
    return 'Error';
  }
}

function brandCheck(fn, value) {
  if (fn === undefined) return false;
  try {
    fn(value);
    return true;
  } catch {
    return false;
  }
}

function protoChainIncludes(value, proto) {
  if (proto === undefined || proto === null) return false;
  let obj = value;
  for (let i = 0; i < 10000; i++) {
    obj = safeGetProto(obj);
    if (obj === null || obj === undefined) return false;
    if (obj === proto) return true;
  }
  return false;
}

function isRevokedProxy(value) {
  // Array.isArray only throws for (a Proxy chain ending in) a revoked Proxy.
  try {
    ArrayIsArray(value);
    return false;
  } catch {
    return true;
  }
}

function isStackOverflowError(err) {
  const name = safeGet(err, 'name');
  const message = safeGet(err, 'message');
  if (name === 'InternalError') return true; // SpiderMonkey: "too much recursion"
  return name === 'RangeError' && typeof message === 'string' &&
    StringPrototypeIncludes(message, 'call stack size');
}

const isSet = (v) => brandCheck(SetPrototypeGetSize, v);
const isMap = (v) => brandCheck(MapPrototypeGetSize, v);
const isDate = (v) => brandCheck(DatePrototypeGetTime, v);
const isRegExp = (v) => v !== RegExpPrototype && brandCheck(RegExpPrototypeGetSource, v);
const isArrayBuffer = (v) => brandCheck(ArrayBufferPrototypeGetByteLength, v);
const isSharedArrayBuffer = (v) => brandCheck(SharedArrayBufferPrototypeGetByteLength, v);
const isDataView = (v) => brandCheck(DataViewPrototypeGetByteLength, v);
const isWeakMap = (v) => {
  if (WeakMapPrototypeHas === undefined) return false;
  try {
    WeakMapPrototypeHas(v, {});
    return true;
  } catch {
    return false;
  }
};
const isWeakSet = (v) => {
  if (WeakSetPrototypeHas === undefined) return false;
  try {
    WeakSetPrototypeHas(v, {});
    return true;
  } catch {
    return false;
  }
};
const isPromise = (v) => protoChainIncludes(v, PromisePrototype);
const isMapIterator = (v) => protoChainIncludes(v, MapIteratorPrototype);
const isSetIterator = (v) => protoChainIncludes(v, SetIteratorPrototype);

function typedArrayName(v) {
  if (TypedArrayPrototypeGetSymbolToStringTag === undefined) return undefined;
  try {
    return TypedArrayPrototypeGetSymbolToStringTag(v);
  } catch {
    return undefined;
  }
}

function isError(v) {
  if (protoChainIncludes(v, ErrorPrototype)) return true;
  try {
    return ObjectPrototypeToString(v) === '[object Error]';
  } catch {
    return false;
  }
}

function isArgumentsObject(v) {
  try {
    return ObjectPrototypeToString(v) === '[object Arguments]';
  } catch {
    return false;
  }
}

function isModuleNamespaceObject(v) {
  try {
    if (ObjectGetPrototypeOf(v) !== null) return false;
    const desc = ObjectGetOwnPropertyDescriptor(v, SymbolToStringTag);
    return desc !== undefined && desc.value === 'Module' && desc.writable === false &&
      desc.enumerable === false && desc.configurable === false;
  } catch {
    return false;
  }
}

function isBoxedPrimitive(v) {
  return brandCheck(NumberPrototypeValueOf, v) || brandCheck(StringPrototypeValueOf, v) ||
    brandCheck(BooleanPrototypeValueOf, v) || brandCheck(BigIntPrototypeValueOf, v) ||
    brandCheck(SymbolPrototypeValueOf, v);
}

function isArrayIndex(key) {
  return typeof key === 'string' && regExpTest(numberRegExp, key) &&
    NumberCtor(key) < 4294967295;
}

// ---------------------------------------------------------------------------
// Strings
// ---------------------------------------------------------------------------

function hex(n) {
  return NumberPrototypeToString(n, 16);
}

function upperHex2(n) {
  const digits = '0123456789ABCDEF';
  return digits[(n >> 4) & 15] + digits[n & 15];
}

// Escape sequence for a character that node escapes in quoted strings.
function meta(point) {
  switch (point) {
    case 8: return '\\b';
    case 9: return '\\t';
    case 10: return '\\n';
    case 12: return '\\f';
    case 13: return '\\r';
    case 39: return "\\'";
    case 92: return '\\\\';
    default: return `\\x${upperHex2(point)}`;
  }
}

// Escapes control characters, backslashes, lone surrogates and the character
// code `quote` (39 = single quote; negative = none).
function escapeChars(str, quote) {
  let result = '';
  let last = 0;
  const len = str.length;
  for (let i = 0; i < len; i++) {
    const point = StringPrototypeCharCodeAt(str, i);
    if (point === quote || point === 92 || point < 32 || (point > 126 && point < 160)) {
      result += StringPrototypeSlice(str, last, i) + meta(point);
      last = i + 1;
    } else if (point >= 0xd800 && point <= 0xdfff) {
      if (point <= 0xdbff && i + 1 < len) {
        const next = StringPrototypeCharCodeAt(str, i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) {
          i++;
          continue;
        }
      }
      result += `${StringPrototypeSlice(str, last, i)}\\u${hex(point)}`;
      last = i + 1;
    }
  }
  if (last === 0) return str;
  if (last !== len) result += StringPrototypeSlice(str, last);
  return result;
}

// Quotes a string the way node does: single quotes, unless the string holds a
// single quote, then double quotes, then backticks, then escaped single quotes.
function strEscape(str) {
  let quote = 39;
  if (StringPrototypeIncludes(str, "'")) {
    if (!StringPrototypeIncludes(str, '"')) {
      quote = -1;
    } else if (!StringPrototypeIncludes(str, '`') && !StringPrototypeIncludes(str, '${')) {
      quote = -2;
    }
  }
  const escaped = escapeChars(str, quote);
  if (quote === -1) return `"${escaped}"`;
  if (quote === -2) return `\`${escaped}\``;
  return `'${escaped}'`;
}

// Display width (used to align grouped array columns). Approximates node's
// ICU-based width with the East Asian Width ranges node uses without ICU.
function isFullWidthCodePoint(code) {
  return code >= 0x1100 && (
    code <= 0x115f ||
    code === 0x2329 ||
    code === 0x232a ||
    (code >= 0x2e80 && code <= 0x3247 && code !== 0x303f) ||
    (code >= 0x3250 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0xa4c6) ||
    (code >= 0xa960 && code <= 0xa97c) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe10 && code <= 0xfe19) ||
    (code >= 0xfe30 && code <= 0xfe6b) ||
    (code >= 0xff01 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1b000 && code <= 0x1b001) ||
    (code >= 0x1f200 && code <= 0x1f251) ||
    (code >= 0x1f300 && code <= 0x1f64f) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

function isZeroWidthCodePoint(code) {
  return code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x300 && code <= 0x36f) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x20d0 && code <= 0x20ff) ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    (code >= 0xfe20 && code <= 0xfe2f) ||
    (code >= 0xe0100 && code <= 0xe01ef);
}

function getStringWidth(str) {
  let width = 0;
  const len = str.length;
  for (let i = 0; i < len; i++) {
    let code = StringPrototypeCharCodeAt(str, i);
    if (code < 127) {
      if (code >= 32) width++;
      continue;
    }
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < len) {
      const next = StringPrototypeCharCodeAt(str, i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        code = (code - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000;
        i++;
      }
    }
    if (isFullWidthCodePoint(code)) width += 2;
    else if (!isZeroWidthCodePoint(code)) width++;
  }
  return width;
}

// ---------------------------------------------------------------------------
// Primitives
// ---------------------------------------------------------------------------

const kMinLineWidth = 16;
const kObjectType = 0;
const kArrayType = 1;
const kArrayExtrasType = 2;

function formatNumber(number) {
  if (ObjectIs(number, -0)) return '-0';
  return `${number}`;
}

function formatBigInt(bigint) {
  return `${bigint}n`;
}

function formatPrimitive(value, ctx) {
  switch (typeof value) {
    case 'string': {
      let trailer = '';
      if (value.length > ctx.maxStringLength) {
        const remaining = value.length - ctx.maxStringLength;
        value = StringPrototypeSlice(value, 0, ctx.maxStringLength);
        trailer = `... ${remaining} more character${remaining > 1 ? 's' : ''}`;
      }
      if (value.length > kMinLineWidth &&
          value.length > ctx.breakLength - ctx.indentationLvl - 4) {
        // Long strings are split after each newline into `'..\n' +` lines.
        const lines = [];
        let last = 0;
        for (;;) {
          const idx = StringPrototypeIndexOf(value, '\n', last);
          if (idx === -1 || idx + 1 >= value.length) break;
          push(lines, strEscape(StringPrototypeSlice(value, last, idx + 1)));
          last = idx + 1;
        }
        push(lines, strEscape(StringPrototypeSlice(value, last)));
        return join(lines, ` +\n${StringPrototypeRepeat(' ', ctx.indentationLvl + 2)}`) + trailer;
      }
      return strEscape(value) + trailer;
    }
    case 'number':
      return formatNumber(value);
    case 'bigint':
      return formatBigInt(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return SymbolPrototypeToString(value);
    default:
      return safeString(value);
  }
}

// ---------------------------------------------------------------------------
// Objects
// ---------------------------------------------------------------------------

function getPrefix(constructor, tag, fallback, size = '') {
  if (constructor === null) {
    if (tag !== '' && fallback !== tag) {
      return `[${fallback}${size}: null prototype] [${tag}] `;
    }
    return `[${fallback}${size}: null prototype] `;
  }
  if (tag !== '' && constructor !== tag) {
    return `${constructor}${size} [${tag}] `;
  }
  return `${constructor}${size} `;
}

function isInstanceof(object, ctor) {
  try {
    return object instanceof ctor;
  } catch {
    return false;
  }
}

function internalGetConstructorName(value) {
  if (typeof value === 'function') return 'Function';
  try {
    if (ArrayIsArray(value)) return 'Array';
  } catch {
    // ignore
  }
  return 'Object';
}

function getConstructorName(obj, ctx, recurseTimes, protoProps) {
  let firstProto;
  const tmp = obj;
  for (let guard = 0; obj && guard < 10000; guard++) {
    let descriptor;
    try {
      descriptor = ObjectGetOwnPropertyDescriptor(obj, 'constructor');
    } catch {
      descriptor = undefined;
    }
    if (descriptor !== undefined && typeof descriptor.value === 'function') {
      const name = safeGet(descriptor.value, 'name');
      if (name !== '' && isInstanceof(tmp, descriptor.value)) {
        const nameStr = safeString(name);
        if (protoProps !== undefined &&
            (firstProto !== obj || !isBuiltInName(nameStr))) {
          addPrototypeProperties(ctx, tmp, firstProto || tmp, recurseTimes, protoProps);
        }
        return nameStr;
      }
    }
    obj = safeGetProto(obj);
    if (firstProto === undefined) firstProto = obj;
  }
  if (firstProto === null || firstProto === undefined) return null;

  const res = internalGetConstructorName(tmp);
  if (recurseTimes > ctx.depth && ctx.depth !== null) {
    return `${res} <Complex prototype>`;
  }
  const protoConstr = getConstructorName(firstProto, ctx, recurseTimes + 1, protoProps);
  if (protoConstr === null) {
    const inner = newContext({
      depth: -1,
      showHidden: ctx.showHidden,
      breakLength: ctx.breakLength,
      maxArrayLength: ctx.maxArrayLength,
      maxStringLength: ctx.maxStringLength,
      customInspect: false,
    });
    return `${res} <${formatValue(inner, firstProto, 0)}>`;
  }
  return `${res} <${protoConstr}>`;
}

// showHidden only: list user-defined accessors of the prototype chain.
function addPrototypeProperties(ctx, main, obj, recurseTimes, output) {
  let depth = 0;
  let keys = [];
  let keySet = [];
  do {
    if (depth !== 0 || main === obj) {
      obj = ObjectGetPrototypeOf(obj);
      if (obj === null) return;
      const descriptor = ObjectGetOwnPropertyDescriptor(obj, 'constructor');
      if (descriptor !== undefined && typeof descriptor.value === 'function' &&
          isBuiltInName(safeGet(descriptor.value, 'name'))) {
        return;
      }
    }
    if (depth === 0) {
      keySet = [];
    } else {
      for (let i = 0; i < keys.length; i++) push(keySet, keys[i]);
    }
    keys = ReflectOwnKeys(obj);
    push(ctx.seen, main);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === 'constructor' || ObjectPrototypeHasOwnProperty(main, key) ||
          (depth !== 0 && arrayIncludes(keySet, key))) {
        continue;
      }
      const desc = ObjectGetOwnPropertyDescriptor(obj, key);
      if (typeof desc.value === 'function') continue;
      push(output, formatProperty(ctx, obj, recurseTimes, key, kObjectType, desc));
    }
    ctx.seen.length -= 1;
  } while (++depth !== 3);
}

function getKeys(value, showHidden) {
  let symbols;
  try {
    symbols = ObjectGetOwnPropertySymbols(value);
  } catch {
    symbols = [];
  }
  let keys;
  if (showHidden) {
    try {
      keys = ObjectGetOwnPropertyNames(value);
    } catch {
      keys = [];
    }
    for (let i = 0; i < symbols.length; i++) push(keys, symbols[i]);
  } else {
    try {
      keys = ObjectKeys(value);
    } catch {
      // Module namespace objects with uninitialized bindings.
      try {
        keys = ObjectGetOwnPropertyNames(value);
      } catch {
        keys = [];
      }
    }
    for (let i = 0; i < symbols.length; i++) {
      let enumerable = false;
      try {
        enumerable = ObjectPrototypePropertyIsEnumerable(value, symbols[i]);
      } catch {
        // ignore
      }
      if (enumerable) push(keys, symbols[i]);
    }
  }
  return keys;
}

function getOwnNonIndexProperties(value, showHidden) {
  const all = getKeys(value, showHidden);
  const keys = [];
  for (let i = 0; i < all.length; i++) {
    if (!isArrayIndex(all[i])) push(keys, all[i]);
  }
  return keys;
}

function getEmptyFormatArray() {
  return [];
}

function stripComments(str) {
  // Removes `// ...\n` and `/* ... */` comments (as node's regexp does).
  let out = '';
  let i = 0;
  for (;;) {
    const line = StringPrototypeIndexOf(str, '//', i);
    const block = StringPrototypeIndexOf(str, '/*', i);
    if (line === -1 && block === -1) break;
    if (line !== -1 && (block === -1 || line < block)) {
      const end = StringPrototypeIndexOf(str, '\n', line);
      if (end === -1) {
        if (block === -1) break;
        const bend = StringPrototypeIndexOf(str, '*/', block + 2);
        if (bend === -1) break;
        out += StringPrototypeSlice(str, i, block);
        i = bend + 2;
        continue;
      }
      out += StringPrototypeSlice(str, i, line);
      i = end + 1;
    } else {
      const end = StringPrototypeIndexOf(str, '*/', block + 2);
      if (end === -1) {
        if (line === -1) break;
        const lend = StringPrototypeIndexOf(str, '\n', line);
        if (lend === -1) break;
        out += StringPrototypeSlice(str, i, line);
        i = lend + 1;
        continue;
      }
      out += StringPrototypeSlice(str, i, block);
      i = end + 2;
    }
  }
  return out + StringPrototypeSlice(str, i);
}

function getClassBase(value, constructor, tag) {
  let hasName = false;
  try {
    hasName = ObjectPrototypeHasOwnProperty(value, 'name');
  } catch {
    // ignore
  }
  const name = (hasName && safeGet(value, 'name')) || '(anonymous)';
  let base = `class ${safeString(name)}`;
  if (constructor !== 'Function' && constructor !== null) {
    base += ` [${constructor}]`;
  }
  if (tag !== '' && constructor !== tag) {
    base += ` [${tag}]`;
  }
  if (constructor !== null) {
    const proto = safeGetProto(value);
    const superName = proto !== null ? safeGet(proto, 'name') : undefined;
    if (superName) base += ` extends ${safeString(superName)}`;
  } else {
    base += ' extends [null prototype]';
  }
  return `[${base}]`;
}

function getFunctionBase(value, constructor, tag) {
  let stringified = '';
  try {
    stringified = FunctionPrototypeToString(value);
  } catch {
    // ignore
  }
  if (typeof stringified === 'string' && StringPrototypeStartsWith(stringified, 'class') &&
      StringPrototypeEndsWith(stringified, '}')) {
    const slice = StringPrototypeSlice(stringified, 5, -1);
    const bracketIndex = StringPrototypeIndexOf(slice, '{');
    if (bracketIndex !== -1 &&
        (!StringPrototypeIncludes(StringPrototypeSlice(slice, 0, bracketIndex), '(') ||
         regExpTest(classRegExp, stripComments(slice)))) {
      return getClassBase(value, constructor, tag);
    }
  }
  let type = 'Function';
  if (protoChainIncludes(value, GeneratorFunctionPrototype)) {
    type = `Generator${type}`;
  } else if (protoChainIncludes(value, AsyncGeneratorFunctionPrototype)) {
    type = `AsyncGenerator${type}`;
  } else if (protoChainIncludes(value, AsyncFunctionPrototype)) {
    type = `Async${type}`;
  }
  let base = `[${type}`;
  if (constructor === null) base += ' (null prototype)';
  const name = safeGet(value, 'name');
  if (name === '') {
    base += ' (anonymous)';
  } else {
    base += `: ${safeString(name)}`;
  }
  base += ']';
  if (constructor !== type && constructor !== null) base += ` ${constructor}`;
  if (tag !== '' && constructor !== tag) base += ` [${tag}]`;
  return base;
}

function getBoxedBase(value, ctx, keys, constructor, tag) {
  let type;
  let primitive;
  if (brandCheck(NumberPrototypeValueOf, value)) {
    type = 'Number';
    primitive = NumberPrototypeValueOf(value);
  } else if (brandCheck(StringPrototypeValueOf, value)) {
    type = 'String';
    primitive = StringPrototypeValueOf(value);
    // The index keys of a boxed string are noise.
    arrayRemoveAt(keys, 0, primitive.length);
  } else if (brandCheck(BooleanPrototypeValueOf, value)) {
    type = 'Boolean';
    primitive = BooleanPrototypeValueOf(value);
  } else if (brandCheck(BigIntPrototypeValueOf, value)) {
    type = 'BigInt';
    primitive = BigIntPrototypeValueOf(value);
  } else {
    type = 'Symbol';
    primitive = SymbolPrototypeValueOf(value);
  }
  let base = `[${type}`;
  if (type !== constructor) {
    if (constructor === null) {
      base += ' (null prototype)';
    } else {
      base += ` (${constructor})`;
    }
  }
  base += `: ${formatPrimitive(primitive, ctx)}]`;
  if (tag !== '' && tag !== constructor) base += ` [${tag}]`;
  return base;
}

// What a Map or Set iterator has still to give, from the embedder:
// `{ items, keyValue }` or undefined when unknown. Set with `setIteratorPreview`.
let iteratorPreview = (it) => undefined;

/** Sets how a Map or Set iterator's remaining items are read (see iterators.js). */
export function setIteratorPreview(preview) {
  iteratorPreview = preview;
}

/**
 * The items of a Map or Set iterator as node prints them: `[ key, value ]`
 * pairs with `[… Entries]` braces for `entries()`, the items alone otherwise.
 */
function formatIterator(braces, ctx, value, recurseTimes) {
  let preview;
  try {
    preview = iteratorPreview(value);
  } catch {
    preview = undefined;
  }
  if (preview === undefined) return ['<items unknown>'];
  const items = preview.items;
  const maxLength = MathMin(MathMax(0, ctx.maxArrayLength), items.length);
  const output = [];
  ctx.indentationLvl += 2;
  if (preview.keyValue) {
    const b = braces[0];
    if (StringPrototypeEndsWith(b, ' Iterator] {')) braces[0] = `${StringPrototypeSlice(b, 0, b.length - 12)} Entries] {`;
    for (let i = 0; i < maxLength; i++) {
      const pair = [formatValue(ctx, items[i][0], recurseTimes), formatValue(ctx, items[i][1], recurseTimes)];
      push(output, reduceToSingleString(ctx, pair, '', ['[', ']'], kArrayExtrasType, recurseTimes));
    }
  } else {
    for (let i = 0; i < maxLength; i++) push(output, formatValue(ctx, items[i], recurseTimes));
  }
  ctx.indentationLvl -= 2;
  const remaining = items.length - maxLength;
  if (remaining > 0) push(output, `... ${remaining} more item${remaining > 1 ? 's' : ''}`);
  return output;
}

function getIteratorBraces(type, tag) {
  if (tag !== `${type} Iterator`) {
    if (tag !== '') tag += '] [';
    tag += `${type} Iterator`;
  }
  return [`[${tag}] {`, '}'];
}

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

function isDigits(str) {
  if (str.length === 0) return false;
  for (let i = 0; i < str.length; i++) {
    const c = StringPrototypeCharCodeAt(str, i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

// "fn@file:line:col" (SpiderMonkey) -> "    at fn (file:line:col)" (V8).
// Frames from files the embedder marks as its own are left out of printed
// stacks (gg hides its guest modules). Set with `hideFramesFrom`.
let hiddenFrame = (file) => false;

/** Leaves frames whose file satisfies `predicate` out of printed stacks. */
export function hideFramesFrom(predicate) {
  hiddenFrame = predicate;
}

const HIDDEN = {};

function convertSpiderMonkeyFrame(line) {
  const at = StringPrototypeIndexOf(line, '@');
  if (at === -1) return undefined;
  let fn = StringPrototypeSlice(line, 0, at);
  const loc = StringPrototypeSlice(line, at + 1);
  const colSep = StringPrototypeLastIndexOf(loc, ':');
  if (colSep <= 0) return undefined;
  const lineSep = StringPrototypeLastIndexOf(loc, ':', colSep - 1);
  if (lineSep === -1) return undefined;
  const col = StringPrototypeSlice(loc, colSep + 1);
  const lineNo = StringPrototypeSlice(loc, lineSep + 1, colSep);
  if (!isDigits(col) || !isDigits(lineNo)) return undefined;
  const file = StringPrototypeSlice(loc, 0, lineSep);
  try {
    if (hiddenFrame(file)) return HIDDEN;
  } catch {
    // a failing predicate hides nothing
  }
  let prefix = '';
  const star = StringPrototypeIndexOf(fn, '*');
  if (star !== -1) {
    // Async frames: "async*fn@..." -> "at async fn (...)".
    if (StringPrototypeSlice(fn, 0, star) === 'async') prefix = 'async ';
    fn = StringPrototypeSlice(fn, star + 1);
  }
  return `    at ${prefix}${fn || '<anonymous>'} (${file}:${lineNo}:${col})`;
}

// Node prints an error's `stack`. V8 stacks start with the "Name: message"
// header followed by "    at ..." frames. SpiderMonkey's `stack` has no
// header and lists frames as "fn@file:line:col". Choice made here: when
// `err.stack` is a string that does not begin with the header and every
// non-empty line of it is such a frame, it is rewritten to the V8 shape —
// the header as `Error.prototype.toString` renders it (`${name}: ${message}`,
// or just the name for an empty message) followed by one
// `    at ${fn || '<anonymous>'} (${file}:${line}:${col})` line per frame —
// and then handled exactly as node handles V8 stacks. Any other stack string
// is used as is; an empty or missing stack prints as node prints stackless
// errors (`[Error: message]`).
function getStackString(err) {
  const stack = safeGet(err, 'stack');
  if (!stack) return safeErrorToString(err);
  const str = safeString(stack);
  if (typeof stack !== 'string') return str;
  const header = safeErrorToString(err);
  if (StringPrototypeStartsWith(str, header) &&
      (str.length === header.length || StringPrototypeCharCodeAt(str, header.length) === 10)) {
    return str;
  }
  const lines = splitString(str, '\n');
  const frames = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] === '') continue;
    const frame = convertSpiderMonkeyFrame(lines[i]);
    if (frame === undefined) return str;
    if (frame === HIDDEN) continue;
    push(frames, frame);
  }
  if (frames.length === 0) return header;
  return `${header}\n${join(frames, '\n')}`;
}

function removeDuplicateErrorKeys(ctx, keys, err, stack) {
  if (!ctx.showHidden && keys.length !== 0) {
    const names = ['name', 'message', 'stack'];
    for (let n = 0; n < names.length; n++) {
      const index = arrayIndexOf(keys, names[n]);
      if (index !== -1) {
        const val = safeGet(err, names[n]);
        let included = false;
        try {
          included = StringPrototypeIncludes(stack, val);
        } catch {
          // ignore
        }
        if (included) arrayRemoveAt(keys, index, 1);
      }
    }
  }
}

function improveStack(stack, constructor, name, tag) {
  let len = name.length;
  if (constructor === null ||
      (StringPrototypeEndsWith(name, 'Error') &&
       StringPrototypeStartsWith(stack, name) &&
       (stack.length === len || stack[len] === ':' || stack[len] === '\n'))) {
    let fallback = 'Error';
    if (constructor === null) {
      nullProtoErrorStartRegExp.lastIndex = 0;
      nullProtoErrorOnlyRegExp.lastIndex = 0;
      const start = RegExpPrototypeExec(nullProtoErrorStartRegExp, stack) ||
        RegExpPrototypeExec(nullProtoErrorOnlyRegExp, stack);
      fallback = (start && start[1]) || '';
      len = fallback.length;
      fallback = fallback || 'Error';
    }
    const prefix = StringPrototypeSlice(getPrefix(constructor, tag, fallback), 0, -1);
    if (name !== prefix) {
      if (StringPrototypeIncludes(prefix, name)) {
        if (len === 0) {
          stack = `${prefix}: ${stack}`;
        } else {
          stack = `${prefix}${StringPrototypeSlice(stack, len)}`;
        }
      } else {
        stack = `${prefix} [${name}]${StringPrototypeSlice(stack, len)}`;
      }
    }
  }
  return stack;
}

function identicalSequenceRange(a, b) {
  for (let i = 0; i < a.length - 3; i++) {
    const pos = arrayIndexOf(b, a[i]);
    if (pos !== -1) {
      const rest = b.length - pos;
      if (rest > 3) {
        let len = 1;
        const maxLen = MathMin(a.length - i, rest);
        while (maxLen > len && a[i + len] === b[pos + len]) len++;
        if (len > 3) return { len, offset: i };
      }
    }
  }
  return { len: 0, offset: 0 };
}

function getStackFrames(err, stack) {
  const frames = splitString(stack, '\n');
  const cause = safeGet(err, 'cause');
  if (cause !== null && cause !== undefined && (typeof cause === 'object' || typeof cause === 'function') &&
      isError(cause)) {
    const causeStack = getStackString(cause);
    const causeStackStart = StringPrototypeIndexOf(causeStack, '\n    at');
    if (causeStackStart !== -1) {
      const causeFrames = splitString(StringPrototypeSlice(causeStack, causeStackStart + 1), '\n');
      const { len, offset } = identicalSequenceRange(frames, causeFrames);
      if (len > 0) {
        const skipped = len - 2;
        const msg = `    ... ${skipped} lines matching cause stack trace ...`;
        const out = [];
        for (let i = 0; i <= offset; i++) push(out, frames[i]);
        push(out, msg);
        for (let i = offset + 1 + skipped; i < frames.length; i++) push(out, frames[i]);
        return out;
      }
    }
  }
  return frames;
}

function formatError(err, constructor, tag, ctx, keys) {
  const rawName = safeGet(err, 'name');
  const name = rawName !== null && rawName !== undefined ? safeString(rawName) : 'Error';
  let stack = getStackString(err);
  removeDuplicateErrorKeys(ctx, keys, err, stack);
  let hasCause = false;
  try {
    hasCause = 'cause' in err;
  } catch {
    // ignore
  }
  if (hasCause && (keys.length === 0 || !arrayIncludes(keys, 'cause'))) {
    push(keys, 'cause');
  }
  const errors = safeGet(err, 'errors');
  let errorsIsArray = false;
  try {
    errorsIsArray = ArrayIsArray(errors);
  } catch {
    // ignore
  }
  if (errorsIsArray && (keys.length === 0 || !arrayIncludes(keys, 'errors'))) {
    push(keys, 'errors');
  }
  stack = improveStack(stack, constructor, name, tag);

  // Ignore the error message if it's contained in the stack.
  const message = safeGet(err, 'message');
  let pos = -1;
  if (message) {
    try {
      pos = StringPrototypeIndexOf(stack, message) || -1;
      if (pos !== -1) pos += safeGet(message, 'length');
    } catch {
      pos = -1;
    }
  }
  // Wrap the error in brackets in case it has no stack trace.
  const stackStart = StringPrototypeIndexOf(stack, '\n    at', pos);
  if (stackStart === -1) {
    stack = `[${stack}]`;
  } else {
    const lines = getStackFrames(err, StringPrototypeSlice(stack, stackStart + 1));
    stack = `${StringPrototypeSlice(stack, 0, stackStart)}\n${join(lines, '\n')}`;
  }
  // The message and the stack have to be indented as well.
  if (ctx.indentationLvl !== 0) {
    stack = replaceAll(stack, '\n', `\n${StringPrototypeRepeat(' ', ctx.indentationLvl)}`);
  }
  return stack;
}

// ---------------------------------------------------------------------------
// Formatters of the entries of an object
// ---------------------------------------------------------------------------

function formatArrayBuffer(ctx, value) {
  let buffer;
  try {
    buffer = new Uint8ArrayCtor(value);
  } catch {
    return ['(detached)'];
  }
  const len = MathMin(ctx.maxArrayLength, buffer.length);
  let str = '';
  for (let i = 0; i < len; i++) {
    const b = buffer[i];
    if (i !== 0) str += ' ';
    str += (b < 16 ? '0' : '') + hex(b);
  }
  const remaining = buffer.length - ctx.maxArrayLength;
  if (remaining > 0) str += ` ... ${remaining} more byte${remaining > 1 ? 's' : ''}`;
  return [`[Uint8Contents]: <${str}>`];
}

function formatArray(ctx, value, recurseTimes) {
  const valLen = value.length;
  const len = MathMin(MathMax(0, ctx.maxArrayLength), valLen);
  const remaining = valLen - len;
  const output = [];
  for (let i = 0; i < len; i++) {
    if (!ObjectPrototypeHasOwnProperty(value, i)) {
      return formatSpecialArray(ctx, value, recurseTimes, len, output, i);
    }
    push(output, formatProperty(ctx, value, recurseTimes, i, kArrayType));
  }
  if (remaining > 0) push(output, `... ${remaining} more item${remaining > 1 ? 's' : ''}`);
  return output;
}

// Arrays with holes.
function formatSpecialArray(ctx, value, recurseTimes, maxLength, output, i) {
  const keys = ObjectKeys(value);
  let index = i;
  for (; i < keys.length && output.length < maxLength; i++) {
    const key = keys[i];
    const tmp = +key;
    if (tmp > 2 ** 32 - 2) break;
    if (`${index}` !== key) {
      if (!regExpTest(numberRegExp, key)) break;
      const emptyItems = tmp - index;
      push(output, `<${emptyItems} empty item${emptyItems > 1 ? 's' : ''}>`);
      index = tmp;
      if (output.length === maxLength) break;
    }
    push(output, formatProperty(ctx, value, recurseTimes, key, kArrayType));
    index++;
  }
  const remaining = value.length - index;
  if (output.length !== maxLength) {
    if (remaining > 0) {
      push(output, `<${remaining} empty item${remaining > 1 ? 's' : ''}>`);
    }
  } else if (remaining > 0) {
    push(output, `... ${remaining} more item${remaining > 1 ? 's' : ''}`);
  }
  return output;
}

function formatTypedArray(value, length, ctx, recurseTimes) {
  const maxLength = MathMin(MathMax(0, ctx.maxArrayLength), length);
  const remaining = length - maxLength;
  const output = [];
  for (let i = 0; i < maxLength; ++i) {
    const el = value[i];
    push(output, typeof el === 'bigint' ? formatBigInt(el) : formatNumber(el));
  }
  if (remaining > 0) push(output, `... ${remaining} more item${remaining > 1 ? 's' : ''}`);
  if (ctx.showHidden) {
    ctx.indentationLvl += 2;
    const extra = ['BYTES_PER_ELEMENT', 'length', 'byteLength', 'byteOffset', 'buffer'];
    for (let i = 0; i < extra.length; i++) {
      const str = formatValue(ctx, safeGet(value, extra[i]), recurseTimes, true);
      push(output, `[${extra[i]}]: ${str}`);
    }
    ctx.indentationLvl -= 2;
  }
  return output;
}

function formatSet(value, ctx, recurseTimes) {
  const length = SetPrototypeGetSize(value);
  const maxLength = MathMin(MathMax(0, ctx.maxArrayLength), length);
  const remaining = length - maxLength;
  const output = [];
  ctx.indentationLvl += 2;
  const it = SetPrototypeValues(value);
  for (let i = 0; i < maxLength; i++) {
    const res = SetIteratorNext(it);
    if (res.done) break;
    push(output, formatValue(ctx, res.value, recurseTimes));
  }
  if (remaining > 0) push(output, `... ${remaining} more item${remaining > 1 ? 's' : ''}`);
  ctx.indentationLvl -= 2;
  return output;
}

function formatMap(value, ctx, recurseTimes) {
  const length = MapPrototypeGetSize(value);
  const maxLength = MathMin(MathMax(0, ctx.maxArrayLength), length);
  const remaining = length - maxLength;
  const output = [];
  ctx.indentationLvl += 2;
  const it = MapPrototypeEntries(value);
  for (let i = 0; i < maxLength; i++) {
    const res = MapIteratorNext(it);
    if (res.done) break;
    const entry = res.value;
    const k = formatValue(ctx, entry[0], recurseTimes);
    const v = formatValue(ctx, entry[1], recurseTimes);
    push(output, `${k} => ${v}`);
  }
  if (remaining > 0) push(output, `... ${remaining} more item${remaining > 1 ? 's' : ''}`);
  ctx.indentationLvl -= 2;
  return output;
}

function formatNamespaceObject(keys, ctx, value, recurseTimes) {
  const output = [];
  for (let i = 0; i < keys.length; i++) {
    try {
      push(output, formatProperty(ctx, value, recurseTimes, keys[i], kObjectType));
    } catch {
      // Uninitialized binding (temporal dead zone).
      const binding = { [keys[i]]: '' };
      const str = formatProperty(ctx, binding, recurseTimes, keys[i], kObjectType);
      const pos = StringPrototypeLastIndexOf(str, ' ');
      push(output, `${StringPrototypeSlice(str, 0, pos + 1)}<uninitialized>`);
    }
  }
  keys.length = 0;
  return output;
}

function formatProperty(ctx, value, recurseTimes, key, type, desc) {
  let name;
  let str;
  if (desc === undefined) {
    try {
      desc = ObjectGetOwnPropertyDescriptor(value, key);
    } catch {
      desc = undefined;
    }
    if (desc === undefined) desc = { value: safeGet(value, key), enumerable: true };
  }
  if (desc.value !== undefined) {
    ctx.indentationLvl += 2;
    str = formatValue(ctx, desc.value, recurseTimes);
    ctx.indentationLvl -= 2;
  } else if (desc.get !== undefined) {
    str = desc.set !== undefined ? '[Getter/Setter]' : '[Getter]';
  } else if (desc.set !== undefined) {
    str = '[Setter]';
  } else {
    str = 'undefined';
  }
  if (type === kArrayType) return str;
  if (typeof key === 'symbol') {
    name = `[${escapeChars(SymbolPrototypeToString(key), 39)}]`;
  } else if (key === '__proto__') {
    name = "['__proto__']";
  } else if (desc.enumerable === false) {
    name = `[${escapeChars(`${key}`, 39)}]`;
  } else if (regExpTest(keyStrRegExp, `${key}`)) {
    name = `${key}`;
  } else {
    name = strEscape(`${key}`);
  }
  return `${name}: ${str}`;
}

// ---------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------

function isBelowBreakLength(ctx, output, start, base) {
  let totalLength = output.length + start;
  if (totalLength + output.length > ctx.breakLength) return false;
  for (let i = 0; i < output.length; i++) {
    totalLength += output[i].length;
    if (totalLength > ctx.breakLength) return false;
  }
  return base === '' || !StringPrototypeIncludes(base, '\n');
}

// Arrays with more than six entries are printed in aligned columns.
function groupArrayElements(ctx, output, value) {
  let totalLength = 0;
  let maxLength = 0;
  let outputLength = output.length;
  if (ctx.maxArrayLength < output.length) {
    // Do not take the "... n more items" entry into account.
    outputLength--;
  }
  const separatorSpace = 2; // ", "
  const dataLen = [];
  for (let i = 0; i < outputLength; i++) {
    const len = getStringWidth(output[i]);
    dataLen[i] = len;
    totalLength += len + separatorSpace;
    if (maxLength < len) maxLength = len;
  }
  const actualMax = maxLength + separatorSpace;
  if (actualMax * 3 + ctx.indentationLvl < ctx.breakLength &&
      (totalLength / actualMax > 5 || maxLength <= 6)) {
    const approxCharHeights = 2.5;
    const averageBias = MathSqrt(actualMax - totalLength / output.length);
    const biasedMax = MathMax(actualMax - 3 - averageBias, 1);
    const columns = MathMin(
      MathRound(MathSqrt(approxCharHeights * biasedMax * outputLength) / biasedMax),
      MathFloor((ctx.breakLength - ctx.indentationLvl) / actualMax),
      ctx.compact * 4,
      15,
    );
    if (columns <= 1) return output;
    const tmp = [];
    const maxLineLength = [];
    for (let i = 0; i < columns; i++) {
      let lineLength = 0;
      for (let j = i; j < output.length; j += columns) {
        if (dataLen[j] > lineLength) lineLength = dataLen[j];
      }
      push(maxLineLength, lineLength + separatorSpace);
    }
    let padStart = true;
    if (value !== undefined) {
      for (let i = 0; i < output.length; i++) {
        let el;
        try {
          el = value[i];
        } catch {
          el = undefined;
        }
        if (typeof el !== 'number' && typeof el !== 'bigint') {
          padStart = false;
          break;
        }
      }
    }
    for (let i = 0; i < outputLength; i += columns) {
      const max = MathMin(i + columns, outputLength);
      let str = '';
      let j = i;
      for (; j < max - 1; j++) {
        const padding = maxLineLength[j - i] + output[j].length - dataLen[j];
        str += padStart
          ? StringPrototypePadStart(`${output[j]}, `, padding, ' ')
          : StringPrototypePadEnd(`${output[j]}, `, padding, ' ');
      }
      if (padStart) {
        const padding = maxLineLength[j - i] + output[j].length - dataLen[j] - separatorSpace;
        str += StringPrototypePadStart(output[j], padding, ' ');
      } else {
        str += output[j];
      }
      push(tmp, str);
    }
    if (ctx.maxArrayLength < output.length) push(tmp, output[outputLength]);
    output = tmp;
  }
  return output;
}

function reduceToSingleString(ctx, output, base, braces, extrasType, recurseTimes, value) {
  // Memorize the original output length. In case the output is grouped,
  // prevent lining up the entries on a single line.
  const entries = output.length;
  if (extrasType === kArrayExtrasType && entries > 6) {
    output = groupArrayElements(ctx, output, value);
  }
  // Entries of the innermost `compact` (3) levels are combined on a single
  // line as long as they fit into `breakLength`.
  if (ctx.currentDepth - recurseTimes < ctx.compact && entries === output.length) {
    const start = output.length + ctx.indentationLvl + braces[0].length + base.length + 10;
    if (isBelowBreakLength(ctx, output, start, base)) {
      const joinedOutput = join(output, ', ');
      if (!StringPrototypeIncludes(joinedOutput, '\n')) {
        return `${base ? `${base} ` : ''}${braces[0]} ${joinedOutput} ${braces[1]}`;
      }
    }
  }
  const indentation = `\n${StringPrototypeRepeat(' ', ctx.indentationLvl)}`;
  return `${base ? `${base} ` : ''}${braces[0]}${indentation}  ${
    join(output, `,${indentation}  `)}${indentation}${braces[1]}`;
}

// ---------------------------------------------------------------------------
// Core
// ---------------------------------------------------------------------------

function formatRaw(ctx, value, recurseTimes, typedArray) {
  const state = { constructor: undefined, tag: '' };
  const indentationLvl = ctx.indentationLvl;
  const seenLength = ctx.seen.length;
  try {
    return formatRawUnsafe(ctx, value, recurseTimes, typedArray, state);
  } catch (err) {
    // Only reachable through Proxy traps that throw or a stack overflow.
    ctx.indentationLvl = indentationLvl;
    ctx.seen.length = seenLength;
    let name = 'Object';
    if (state.constructor !== undefined) {
      name = StringPrototypeSlice(getPrefix(state.constructor, state.tag, 'Object'), 0, -1);
    }
    const reason = isStackOverflowError(err)
      ? 'Maximum call stack size exceeded.'
      : safeErrorToString(err);
    return `[${name}: Inspection interrupted prematurely. ${reason}]`;
  }
}

function formatRawUnsafe(ctx, value, recurseTimes, typedArray, state) {
  let keys;
  let protoProps;
  if (ctx.showHidden && (recurseTimes <= ctx.depth || ctx.depth === null)) {
    protoProps = [];
  }
  const constructor = getConstructorName(value, ctx, recurseTimes, protoProps);
  state.constructor = constructor;
  if (protoProps !== undefined && protoProps.length === 0) protoProps = undefined;

  let tag = safeGet(value, SymbolToStringTag);
  if (typeof tag !== 'string') {
    tag = '';
  } else if (tag !== '') {
    let own = false;
    try {
      own = ctx.showHidden
        ? ObjectPrototypeHasOwnProperty(value, SymbolToStringTag)
        : ObjectPrototypePropertyIsEnumerable(value, SymbolToStringTag);
    } catch {
      // ignore
    }
    if (own) tag = '';
  }
  state.tag = tag;

  let base = '';
  let formatter = getEmptyFormatArray;
  let braces;
  let noIterator = true;
  let extrasType = kObjectType;

  let iterable = false;
  try {
    iterable = SymbolIterator in value;
  } catch {
    // ignore
  }
  if (iterable || constructor === null) {
    noIterator = false;
    let taName;
    if (ArrayIsArray(value)) {
      const length = safeGet(value, 'length');
      const prefix = (constructor !== 'Array' || tag !== '')
        ? getPrefix(constructor, tag, 'Array', `(${length})`)
        : '';
      keys = getOwnNonIndexProperties(value, ctx.showHidden);
      braces = [`${prefix}[`, ']'];
      if (length === 0 && keys.length === 0 && protoProps === undefined) {
        return `${braces[0]}]`;
      }
      extrasType = kArrayExtrasType;
      formatter = formatArray;
    } else if (isSet(value)) {
      const size = SetPrototypeGetSize(value);
      const prefix = getPrefix(constructor, tag, 'Set', `(${size})`);
      keys = getKeys(value, ctx.showHidden);
      formatter = (c, v, r) => formatSet(v, c, r);
      if (size === 0 && keys.length === 0 && protoProps === undefined) return `${prefix}{}`;
      braces = [`${prefix}{`, '}'];
    } else if (isMap(value)) {
      const size = MapPrototypeGetSize(value);
      const prefix = getPrefix(constructor, tag, 'Map', `(${size})`);
      keys = getKeys(value, ctx.showHidden);
      formatter = (c, v, r) => formatMap(v, c, r);
      if (size === 0 && keys.length === 0 && protoProps === undefined) return `${prefix}{}`;
      braces = [`${prefix}{`, '}'];
    } else if ((taName = typedArrayName(value)) !== undefined) {
      keys = getOwnNonIndexProperties(value, ctx.showHidden);
      let bound = value;
      let fallback = '';
      if (constructor === null) {
        fallback = taName;
        const Ctor = typedArrayCtors[taName];
        if (Ctor !== undefined) bound = new Ctor(value);
      }
      const size = TypedArrayPrototypeGetLength(value);
      const prefix = getPrefix(constructor, tag, fallback, `(${size})`);
      braces = [`${prefix}[`, ']'];
      if (size === 0 && keys.length === 0 && !ctx.showHidden) return `${braces[0]}]`;
      formatter = (c, v, r) => formatTypedArray(bound, size, c, r);
      extrasType = kArrayExtrasType;
    } else if (isMapIterator(value)) {
      // The remaining items come from the embedder's preview.
      keys = getKeys(value, ctx.showHidden);
      braces = getIteratorBraces('Map', tag);
      const b = braces;
      formatter = (c, v, r) => formatIterator(b, c, v, r);
    } else if (isSetIterator(value)) {
      keys = getKeys(value, ctx.showHidden);
      braces = getIteratorBraces('Set', tag);
      const b = braces;
      formatter = (c, v, r) => formatIterator(b, c, v, r);
    } else {
      noIterator = true;
    }
  }
  if (noIterator) {
    keys = getKeys(value, ctx.showHidden);
    braces = ['{', '}'];
    if (constructor === 'Object') {
      if (isArgumentsObject(value)) {
        braces[0] = '[Arguments] {';
      } else if (tag !== '') {
        braces[0] = `${getPrefix(constructor, tag, 'Object')}{`;
      }
      if (keys.length === 0 && protoProps === undefined) {
        return `${braces[0]}}`;
      }
    } else if (typeof value === 'function') {
      base = getFunctionBase(value, constructor, tag);
      if (keys.length === 0 && protoProps === undefined) return base;
    } else if (isRegExp(value)) {
      base = RegExpPrototypeToString(constructor !== null ? value : new RegExpCtor(value));
      const prefix = getPrefix(constructor, tag, 'RegExp');
      if (prefix !== 'RegExp ') base = `${prefix}${base}`;
      if ((keys.length === 0 && protoProps === undefined) ||
          (recurseTimes > ctx.depth && ctx.depth !== null)) {
        return base;
      }
    } else if (isDate(value)) {
      base = NumberIsNaN(DatePrototypeGetTime(value))
        ? DatePrototypeToString(value)
        : DatePrototypeToISOString(value);
      const prefix = getPrefix(constructor, tag, 'Date');
      if (prefix !== 'Date ') base = `${prefix}${base}`;
      if (keys.length === 0 && protoProps === undefined) return base;
    } else if (isError(value)) {
      base = formatError(value, constructor, tag, ctx, keys);
      if (keys.length === 0 && protoProps === undefined) return base;
    } else if (isArrayBuffer(value) || isSharedArrayBuffer(value)) {
      const arrayType = isArrayBuffer(value) ? 'ArrayBuffer' : 'SharedArrayBuffer';
      const prefix = getPrefix(constructor, tag, arrayType);
      if (typedArray === undefined) {
        formatter = formatArrayBuffer;
      } else if (keys.length === 0 && protoProps === undefined) {
        return `${prefix}{ byteLength: ${formatNumber(safeGet(value, 'byteLength'))} }`;
      }
      braces[0] = `${prefix}{`;
      keys = prependKeys(['byteLength'], keys);
    } else if (isDataView(value)) {
      braces[0] = `${getPrefix(constructor, tag, 'DataView')}{`;
      keys = prependKeys(['byteLength', 'byteOffset', 'buffer'], keys);
    } else if (isPromise(value)) {
      // The state of a promise cannot be read from JavaScript.
      braces[0] = `${getPrefix(constructor, tag, 'Promise')}{`;
      formatter = () => ['<pending>'];
    } else if (isWeakSet(value)) {
      braces[0] = `${getPrefix(constructor, tag, 'WeakSet')}{`;
      formatter = () => ['<items unknown>'];
    } else if (isWeakMap(value)) {
      braces[0] = `${getPrefix(constructor, tag, 'WeakMap')}{`;
      formatter = () => ['<items unknown>'];
    } else if (isModuleNamespaceObject(value)) {
      braces[0] = `${getPrefix(constructor, tag, 'Module')}{`;
      const nsKeys = keys;
      formatter = (c, v, r) => formatNamespaceObject(nsKeys, c, v, r);
    } else if (isBoxedPrimitive(value)) {
      base = getBoxedBase(value, ctx, keys, constructor, tag);
      if (keys.length === 0 && protoProps === undefined) return base;
    } else {
      if (keys.length === 0 && protoProps === undefined) {
        return `${getPrefix(constructor, tag, 'Object')}{}`;
      }
      braces[0] = `${getPrefix(constructor, tag, 'Object')}{`;
    }
  }

  if (recurseTimes > ctx.depth && ctx.depth !== null) {
    let constructorName = StringPrototypeSlice(getPrefix(constructor, tag, 'Object'), 0, -1);
    if (constructor !== null) constructorName = `[${constructorName}]`;
    return constructorName;
  }
  recurseTimes += 1;

  push(ctx.seen, value);
  ctx.currentDepth = recurseTimes;
  const output = formatter(ctx, value, recurseTimes);
  for (let i = 0; i < keys.length; i++) {
    push(output, formatProperty(ctx, value, recurseTimes, keys[i], extrasType));
  }
  if (protoProps !== undefined) {
    for (let i = 0; i < protoProps.length; i++) push(output, protoProps[i]);
  }

  const index = arrayIndexOf(ctx.circular, value);
  if (index !== -1) {
    const reference = `<ref *${index + 1}>`;
    base = base === '' ? reference : `${reference} ${base}`;
  }
  ctx.seen.length -= 1;

  return reduceToSingleString(ctx, output, base, braces, extrasType, recurseTimes, value);
}

function prependKeys(first, keys) {
  for (let i = 0; i < keys.length; i++) push(first, keys[i]);
  return first;
}

function getUserOptions(ctx) {
  return {
    depth: ctx.depth,
    colors: false,
    customInspect: ctx.customInspect,
    showProxy: false,
    maxArrayLength: ctx.maxArrayLength,
    maxStringLength: ctx.maxStringLength,
    breakLength: ctx.breakLength,
    compact: ctx.compact,
    sorted: false,
    getters: false,
    numericSeparator: false,
    showHidden: ctx.showHidden,
    stylize: (str) => safeString(str),
  };
}

function formatValue(ctx, value, recurseTimes, typedArray) {
  if (typeof value !== 'object' && typeof value !== 'function') {
    return formatPrimitive(value, ctx);
  }
  if (value === null) return 'null';
  if (isRevokedProxy(value)) return '<Revoked Proxy>';

  if (ctx.customInspect) {
    const maybeCustom = safeGet(value, customInspectSymbol);
    if (typeof maybeCustom === 'function' && maybeCustom !== inspect) {
      let isProtoObject = false;
      try {
        const ctor = value.constructor;
        isProtoObject = !!(ctor && ctor.prototype === value);
      } catch {
        // ignore
      }
      if (!isProtoObject) {
        const depth = ctx.depth === null ? null : ctx.depth - recurseTimes;
        let ret;
        let ok = false;
        try {
          ret = ReflectApply(maybeCustom, value, [depth, getUserOptions(ctx), inspect]);
          ok = true;
        } catch {
          // Fall back to the default rendering.
        }
        if (ok && ret !== value) {
          if (typeof ret !== 'string') return formatValue(ctx, ret, recurseTimes);
          return replaceAll(ret, '\n', `\n${StringPrototypeRepeat(' ', ctx.indentationLvl)}`);
        }
      }
    }
  }

  if (arrayIncludes(ctx.seen, value)) {
    let index = arrayIndexOf(ctx.circular, value);
    if (index === -1) {
      push(ctx.circular, value);
      index = ctx.circular.length - 1;
    }
    return `[Circular *${index + 1}]`;
  }

  return formatRaw(ctx, value, recurseTimes, typedArray);
}

function newContext(options) {
  const ctx = {
    depth: 2,
    showHidden: false,
    breakLength: 80,
    compact: 3,
    maxArrayLength: 100,
    maxStringLength: 10000,
    customInspect: true,
    seen: [],
    circular: [],
    indentationLvl: 0,
    currentDepth: 0,
  };
  if (options !== undefined && options !== null && typeof options === 'object') {
    const depth = safeGet(options, 'depth');
    if (depth === null || typeof depth === 'number') ctx.depth = depth === Infinity ? null : depth;
    const showHidden = safeGet(options, 'showHidden');
    if (typeof showHidden === 'boolean') ctx.showHidden = showHidden;
    const breakLength = safeGet(options, 'breakLength');
    if (typeof breakLength === 'number') ctx.breakLength = breakLength;
    const maxArrayLength = safeGet(options, 'maxArrayLength');
    if (typeof maxArrayLength === 'number') ctx.maxArrayLength = maxArrayLength;
    if (maxArrayLength === null) ctx.maxArrayLength = Infinity;
    const maxStringLength = safeGet(options, 'maxStringLength');
    if (typeof maxStringLength === 'number') ctx.maxStringLength = maxStringLength;
    if (maxStringLength === null) ctx.maxStringLength = Infinity;
    const customInspect = safeGet(options, 'customInspect');
    if (typeof customInspect === 'boolean') ctx.customInspect = customInspect;
  }
  return ctx;
}

function lastResort(err) {
  return `[Inspection failed: ${isStackOverflowError(err)
    ? 'Maximum call stack size exceeded.'
    : safeErrorToString(err)}]`;
}

/**
 * Renders `value` like Node.js 20's `util.inspect(value)`. The optional
 * `options` understands `depth`, `showHidden`, `breakLength`,
 * `maxArrayLength`, `maxStringLength` and `customInspect`. Never throws.
 */
export function inspect(value, options) {
  try {
    return formatValue(newContext(options), value, 0);
  } catch (err) {
    return lastResort(err);
  }
}

// ---------------------------------------------------------------------------
// format
// ---------------------------------------------------------------------------

// Whether `%s` should render `value` through inspect (built-in toString)
// rather than String(value) (user-defined toString / Symbol.toPrimitive).
function hasBuiltInToString(value) {
  if (isRevokedProxy(value)) return true;
  try {
    // Objects without any conversion function count as built-in.
    if (typeof value.toString !== 'function' && typeof value[SymbolToPrimitive] !== 'function') {
      return true;
    }
    // An own `toString` or `Symbol.toPrimitive` is not a built-in one.
    if (ObjectPrototypeHasOwnProperty(value, 'toString') ||
        ObjectPrototypeHasOwnProperty(value, SymbolToPrimitive)) {
      return false;
    }
    // Find the prototype that holds the conversion function and check
    // whether it belongs to a built-in constructor.
    let pointer = value;
    do {
      pointer = ObjectGetPrototypeOf(pointer);
    } while (pointer !== null && !ObjectPrototypeHasOwnProperty(pointer, 'toString') &&
             !ObjectPrototypeHasOwnProperty(pointer, SymbolToPrimitive));
    if (pointer === null) return true;
    const descriptor = ObjectGetOwnPropertyDescriptor(pointer, 'constructor');
    return descriptor !== undefined && typeof descriptor.value === 'function' &&
      isBuiltInName(descriptor.value.name);
  } catch {
    return true;
  }
}

let circularErrorMessage;

function firstErrorLine(err) {
  const message = safeString(safeGet(err, 'message'));
  const idx = StringPrototypeIndexOf(message, '\n');
  return idx === -1 ? message : StringPrototypeSlice(message, 0, idx);
}

function tryStringify(arg) {
  try {
    return JSONStringify(arg);
  } catch (err) {
    if (circularErrorMessage === undefined) {
      try {
        const a = {};
        a.a = a;
        JSONStringify(a);
      } catch (circularError) {
        circularErrorMessage = firstErrorLine(circularError);
      }
    }
    if (safeGet(err, 'name') === 'TypeError' && firstErrorLine(err) === circularErrorMessage) {
      return '[Circular]';
    }
    // Node throws here (e.g. for a BigInt); we must not.
    return `[${safeErrorToString(err)}]`;
  }
}

function toNumberOrNaN(value) {
  try {
    return NumberCtor(value);
  } catch {
    return NaN;
  }
}

function formatWithOptionsInternal(args) {
  const first = args[0];
  let a = 0;
  let str = '';
  let joiner = '';

  if (typeof first === 'string') {
    if (args.length === 1) return first;
    let tempStr;
    let lastPos = 0;
    for (let i = 0; i < first.length - 1; i++) {
      if (StringPrototypeCharCodeAt(first, i) === 37) { // '%'
        const nextChar = StringPrototypeCharCodeAt(first, ++i);
        if (a + 1 !== args.length) {
          switch (nextChar) {
            case 115: { // 's'
              const tempArg = args[++a];
              if (typeof tempArg === 'number') {
                tempStr = formatNumber(tempArg);
              } else if (typeof tempArg === 'bigint') {
                tempStr = formatBigInt(tempArg);
              } else if (typeof tempArg !== 'object' || tempArg === null ||
                         !hasBuiltInToString(tempArg)) {
                try {
                  tempStr = StringCtor(tempArg);
                } catch {
                  tempStr = inspect(tempArg, { depth: 0 });
                }
              } else {
                tempStr = inspect(tempArg, { depth: 0 });
              }
              break;
            }
            case 106: // 'j'
              tempStr = tryStringify(args[++a]);
              break;
            case 100: { // 'd'
              const tempNum = args[++a];
              if (typeof tempNum === 'bigint') {
                tempStr = formatBigInt(tempNum);
              } else if (typeof tempNum === 'symbol') {
                tempStr = 'NaN';
              } else {
                tempStr = formatNumber(toNumberOrNaN(tempNum));
              }
              break;
            }
            case 79: // 'O'
              tempStr = inspect(args[++a]);
              break;
            case 111: // 'o'
              tempStr = inspect(args[++a], { showHidden: true, depth: 4 });
              break;
            case 105: { // 'i'
              const tempInteger = args[++a];
              if (typeof tempInteger === 'bigint') {
                tempStr = formatBigInt(tempInteger);
              } else if (typeof tempInteger === 'symbol') {
                tempStr = 'NaN';
              } else {
                let n = NaN;
                try {
                  n = NumberParseInt(tempInteger);
                } catch {
                  // ignore
                }
                tempStr = formatNumber(n);
              }
              break;
            }
            case 102: { // 'f'
              const tempFloat = args[++a];
              if (typeof tempFloat === 'symbol') {
                tempStr = 'NaN';
              } else {
                let n = NaN;
                try {
                  n = NumberParseFloat(tempFloat);
                } catch {
                  // ignore
                }
                tempStr = formatNumber(n);
              }
              break;
            }
            case 99: // 'c'
              a += 1;
              tempStr = '';
              break;
            case 37: // '%'
              str += StringPrototypeSlice(first, lastPos, i);
              lastPos = i + 1;
              continue;
            default: // Any other character is not a correct placeholder
              continue;
          }
          if (lastPos !== i - 1) str += StringPrototypeSlice(first, lastPos, i - 1);
          str += tempStr;
          lastPos = i + 1;
        } else if (nextChar === 37) {
          str += StringPrototypeSlice(first, lastPos, i);
          lastPos = i + 1;
        }
      }
    }
    if (lastPos !== 0) {
      a++;
      joiner = ' ';
      if (lastPos < first.length) str += StringPrototypeSlice(first, lastPos);
    }
  }

  while (a < args.length) {
    const value = args[a];
    str += joiner;
    str += typeof value !== 'string' ? inspect(value) : value;
    joiner = ' ';
    a++;
  }
  return str;
}

/**
 * Renders console.log-style arguments like Node.js 20's `util.format`.
 * Never throws.
 */
export function format(...args) {
  try {
    return formatWithOptionsInternal(args);
  } catch (err) {
    return lastResort(err);
  }
}
