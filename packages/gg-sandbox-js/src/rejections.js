// Unhandled promise rejections, as node sees them: a promise rejected and
// still without a handler once the promise jobs of the current task have
// run ends the program (`runtime-error`), with the rejection's class and
// message, located at the `throw` or the `reject`.
//
// SpiderMonkey tracks this for its embedding (JS::SetPromiseRejectionTracker
// Callback), but StarlingMonkey keeps the tracker's set to itself and gives
// JavaScript nothing; an async function's promise is made inside the engine,
// where no wrapper of `Promise` sees it. So gg follows rejection *values*
// instead of promises: a value is pending from the moment something rejects
// a promise with it, until a handler receives it.
//
// A value becomes pending (`escaped`) when
// * an async function's body lets it escape (the host's lowering wraps each
//   async body in `try{…}catch(__ggE){throw __ggEscaped(__ggE)}`);
// * a promise made by `Promise` (the global here is gg's constructor over the
//   engine's; `Promise.reject`, `all`, `race`, `any` make theirs through it)
//   is rejected, or its executor throws;
// * a `then`/`catch`/`finally` handler throws it.
// A value stops being pending (`caught`) when
// * a handler passed to `then`/`catch` receives it (the engine's own
//   resolving functions, which pass it on to another promise, do not count;
//   the combinators `allSettled` and `any` handle every element);
// * a `catch` clause of the program catches it (the lowering prefixes each
//   clause's block with `__ggCaught(e);`): this is how an `await` of a
//   rejection that the program catches is seen.
// A value rejected, awaited and let escape again stays pending: the promise
// of the function that let it escape is rejected with it in turn.
//
// What it cannot see: a rejection made through the engine's resolving
// functions of a thenable that is not a promise; two promises rejected with
// the one value, of which one is handled (both count as handled).

const apply = Reflect.apply;
const construct = Reflect.construct;
const defineProperty = Object.defineProperty;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const getPrototypeOf = Object.getPrototypeOf;
const ownKeys = Reflect.ownKeys;
const hasOwn = Object.hasOwn;
const MapCtor = Map;
const mapHas = Map.prototype.has;
const mapSet = Map.prototype.set;
const mapDelete = Map.prototype.delete;
const mapClear = Map.prototype.clear;
const mapValues = Map.prototype.values;
const mapIteratorNext = getPrototypeOf(new Map().values()).next;
const FunctionToString = Function.prototype.toString;
const stringEndsWith = String.prototype.endsWith;
const ErrorCtor = Error;
const TypeErrorCtor = TypeError;
const EnginePromise = Promise;
const PromisePrototype = Promise.prototype;
const engineThen = Promise.prototype.then;
const engineFinally = Promise.prototype.finally;
const engineResolve = Promise.resolve;
const engineReject = Promise.reject;
const engineAllSettled = Promise.allSettled;
const engineAny = Promise.any;

/** Pending rejection values, in the order they were rejected: value → record. */
const pending = new MapCtor();

/** Set by `installRejectionTracking`: the guest's stack reader and last `throw`. */
let stackOf = () => undefined;
let lastThrow = { set: false, value: undefined, stack: undefined };
/** Set by `installRejectionTracking`: what else happens to a value the program catches. */
let onCaught = () => undefined;

/** >0 while `allSettled` or `any` attach their handlers to the elements. */
let combinator = 0;

function isError(value) {
  try {
    return value !== null && typeof value === 'object' && value instanceof ErrorCtor;
  } catch (_) {
    return false;
  }
}

/**
 * `value` rejects a promise. A value that is not an Error carries no stack,
 * so its site is noted: the `throw` that threw it, else where this runs.
 */
export function escaped(value) {
  if (apply(mapHas, pending, [value])) return value;
  const record = { value, stack: undefined };
  if (!isError(value)) {
    record.stack = lastThrow.set && lastThrow.value === value ? lastThrow.stack : stackOf(new ErrorCtor());
  }
  apply(mapSet, pending, [value, record]);
  return value;
}

/** A handler or a `catch` clause received `value`. */
export function caught(value) {
  apply(mapDelete, pending, [value]);
  onCaught(value);
}

/** Forgets every pending rejection (a turn's start). */
export function resetRejections() {
  apply(mapClear, pending, []);
}

/** The first rejection still pending, `{ value, stack }`, else undefined. */
export function firstUnhandled() {
  if (pending.size === 0) return undefined;
  const it = apply(mapValues, pending, []);
  return apply(mapIteratorNext, it, []).value;
}

/**
 * Whether `f` is one of the engine's own resolving functions (anonymous and
 * native): as a `then` handler it passes the value on to the promise it
 * resolves rather than handling it. A bound function is native too, but is
 * named `bound …`.
 */
function passesOn(f) {
  try {
    if (f.name !== '' || hasOwn(f, 'prototype')) return false;
    const text = apply(FunctionToString, f, []);
    return apply(stringEndsWith, text, ['[native code]\n}']) || apply(stringEndsWith, text, ['[native code] }']);
  } catch (_) {
    return false;
  }
}

function guardFulfilled(f) {
  return function (value) {
    try {
      return apply(f, undefined, [value]);
    } catch (e) {
      throw escaped(e);
    }
  };
}

function guardRejected(f) {
  return function (reason) {
    caught(reason);
    try {
      return apply(f, undefined, [reason]);
    } catch (e) {
      throw escaped(e);
    }
  };
}

const methods = {
  then(onFulfilled, onRejected) {
    const f = typeof onFulfilled === 'function' ? guardFulfilled(onFulfilled) : onFulfilled;
    let r = onRejected;
    if (typeof onRejected === 'function' && (combinator > 0 || !passesOn(onRejected))) r = guardRejected(onRejected);
    return apply(engineThen, this, [f, r]);
  },
  finally(onFinally) {
    let f = onFinally;
    if (typeof onFinally === 'function') {
      f = function () {
        try {
          return apply(onFinally, undefined, []);
        } catch (e) {
          throw escaped(e);
        }
      };
    }
    return apply(engineFinally, this, [f]);
  },
};

/** gg's `Promise`: the engine's, whose resolving functions note a rejection. */
function TrackedPromise(executor) {
  if (new.target === undefined) {
    throw new TypeErrorCtor("Promise constructor cannot be invoked without 'new'");
  }
  if (typeof executor !== 'function') {
    throw new TypeErrorCtor(`Promise resolver ${noSideEffectsString(executor)} is not a function`);
  }
  return construct(
    EnginePromise,
    [
      function (resolve, reject) {
        let done = false;
        const resolveOnce = function (value) {
          done = true;
          return apply(resolve, undefined, [value]);
        };
        const rejectOnce = function (reason) {
          if (!done) {
            done = true;
            escaped(reason);
          }
          return apply(reject, undefined, [reason]);
        };
        defineProperty(resolveOnce, 'name', { value: '' });
        defineProperty(rejectOnce, 'name', { value: '' });
        try {
          return apply(executor, undefined, [resolveOnce, rejectOnce]);
        } catch (e) {
          if (!done) {
            done = true;
            escaped(e);
          }
          throw e;
        }
      },
    ],
    new.target,
  );
}

const statics = {
  // `Promise.resolve(p)` is `p` for a promise of the engine's constructor,
  // which every promise's `constructor` still is.
  resolve(value) {
    if (this === TrackedPromise && value !== null && typeof value === 'object') {
      try {
        if (getPrototypeOf(value) === PromisePrototype && value.constructor === EnginePromise) return value;
      } catch (_) {
        // a proxy: the engine decides
      }
    }
    return apply(engineResolve, this, [value]);
  },
  allSettled(iterable) {
    combinator++;
    try {
      return apply(engineAllSettled, this, [iterable]);
    } finally {
      combinator--;
    }
  },
  any(iterable) {
    combinator++;
    try {
      return apply(engineAny, this, [iterable]);
    } finally {
      combinator--;
    }
  },
};

/**
 * Installs the tracking (once, at the guest's top level, before wizer's
 * snapshot) and the two globals the lowering's insertions call;
 * `whenCaught(value)` runs for every value the program catches.
 */
export function installRejectionTracking(stackReader, lastThrown, whenCaught) {
  stackOf = stackReader;
  lastThrow = lastThrown;
  onCaught = whenCaught;
  for (const key of ownKeys(EnginePromise)) {
    if (key === 'prototype' || key === 'length' || key === 'name') continue;
    defineProperty(TrackedPromise, key, getOwnPropertyDescriptor(EnginePromise, key));
  }
  for (const name of ['resolve', 'allSettled', 'any']) {
    defineProperty(statics[name], 'name', { value: name });
    defineProperty(TrackedPromise, name, { value: statics[name], writable: true, enumerable: false, configurable: true });
  }
  defineProperty(TrackedPromise, 'name', { value: 'Promise' });
  defineProperty(TrackedPromise, 'prototype', { value: PromisePrototype, writable: false, enumerable: false, configurable: false });
  for (const name of ['then', 'finally']) {
    defineProperty(methods[name], 'name', { value: name });
    defineProperty(PromisePrototype, name, { value: methods[name], writable: true, enumerable: false, configurable: true });
  }
  defineProperty(globalThis, 'Promise', { value: TrackedPromise, writable: true, enumerable: false, configurable: true });
  const hook = (name, f) =>
    defineProperty(globalThis, name, { value: f, writable: false, enumerable: false, configurable: false });
  hook('__ggEscaped', (e) => escaped(e));
  hook('__ggCaught', (e) => caught(e));
}

/** A promise rejected with `reason`, made by gg's `Promise` (so followed). */
export function rejected(reason) {
  return apply(engineReject, TrackedPromise, [reason]);
}

/**
 * node's words for a rejection whose value is not an Error: V8 shows the
 * value without running any of its code (`#<Foo>`, `[object Array]`).
 */
export function unhandledMessage(value) {
  return `This error originated either by throwing inside of an async function without a catch block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason "${noSideEffectsString(value)}".`;
}

function noSideEffectsString(value) {
  try {
    switch (typeof value) {
      case 'string':
        return value;
      case 'symbol':
        return apply(Symbol.prototype.toString, value, []);
      case 'function':
        return apply(FunctionToString, value, []);
      case 'object':
        break;
      default:
        return `${value}`;
    }
    if (value === null) return 'null';
    if (Array.isArray(value)) return '[object Array]';
    const proto = getPrototypeOf(value);
    if (proto === null) return '[object Object]';
    // An object whose `toString` is its own or its class's shows as
    // `[object Object]`; otherwise V8 names its constructor.
    const toString = getOwnPropertyDescriptor(value, 'toString');
    if (toString !== undefined) return '[object Object]';
    const ctor = getOwnPropertyDescriptor(proto, 'constructor');
    const name = ctor && typeof ctor.value === 'function' ? getOwnPropertyDescriptor(ctor.value, 'name') : undefined;
    if (name && typeof name.value === 'string' && name.value !== '') return `#<${name.value}>`;
    return '[object Object]';
  } catch (_) {
    return '[object Object]';
  }
}
