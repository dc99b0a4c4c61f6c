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
// The recursion error is made by the engine itself with its own message, so
// only its class can change in the program; the report says V8's message.

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

/** Rows: what the engine reports (class, message) and what V8 says instead. */
export const V8_NAMES = [
  { engine: ['InternalError', 'too much recursion'], v8: ['RangeError', 'Maximum call stack size exceeded'] },
  { engine: ['RangeError', 'too much recursion'], v8: ['RangeError', 'Maximum call stack size exceeded'] },
];

/** V8's class and message for an engine's, as `[class, message]`. */
export function v8Name(cls, message) {
  for (let i = 0; i < V8_NAMES.length; i++) {
    const row = V8_NAMES[i];
    if (row.engine[0] === cls && row.engine[1] === message) return row.v8;
  }
  return [cls, message];
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
