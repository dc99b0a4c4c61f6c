// gg's JavaScript guest: the entry module componentize-js builds into the
// component. Its top level runs once, under wizer, at build time; `run` runs
// once per turn in a fresh instance, or once per program of a keep-state
// session in the session's kept instance.
//
// The host hands over the program already lowered (import declarations of
// "gg" and `export` keywords blanked, a `sourceURL` comment after the last
// line) together with the names the program imports. This module binds those
// names, evaluates the text in strict mode (`evaluate.js`), and reports what
// the engine said in the evaluated text's own coordinates. Mapping back to
// the model's source is the host's job.

import { MODULE } from './sdk.js';
import { format, hideFramesFrom, inspect, setIteratorPreview } from './inspect.js';
import evaluate from './evaluate.js';
import evaluateGlobal from './evaluate_global.js';
import { installV8Names, renameCaught, siteStackOf, v8Name } from './v8.js';
import { installIntl, setCollationNormalizer } from './intl.js';
import { installNormalize, normalizeString } from './normalize.js';
import { installFinalSigma } from './casing.js';
import { installSort } from './sort.js';
import { installRadix } from './radix.js';
import { installIteratorPreview, previewIterator } from './iterators.js';
import { WARM_PROGRAMS, warmValues } from './warm.js';
import { firstUnhandled, installRejectionTracking, rejected, resetRejections, unhandledMessage } from './rejections.js';

// Primordials, taken before any program runs, so a program that rewrites
// builtins cannot break the report of its own failure.
const defineProperty = Object.defineProperty;
const hasOwn = Object.hasOwn;
const freeze = Object.freeze;
const create = Object.create;
const keys = Object.keys;
const StringCtor = String;
const ErrorCtor = Error;
const SyntaxErrorCtor = SyntaxError;
const getPrototypeOf = Object.getPrototypeOf;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const objectIs = Object.is;
const PromiseCtor = Promise;
const promiseThen = Promise.prototype.then;
const uncurry = (f) => Function.prototype.call.bind(f);
const indexOf = uncurry(String.prototype.indexOf);
const lastIndexOf = uncurry(String.prototype.lastIndexOf);
const slice = uncurry(String.prototype.slice);
const errorStackGetter = (() => {
  let proto = ErrorCtor.prototype;
  while (proto) {
    const d = Object.getOwnPropertyDescriptor(proto, 'stack');
    if (d) return d.get ? (e) => d.get.call(e) : (e) => e.stack;
    proto = getPrototypeOf(proto);
  }
  return (e) => e.stack;
})();

/**
 * The first stack line of an error `evaluate` (or `evaluateGlobal`) itself
 * throws when the text does not parse. A program's parse failure has exactly
 * this line on top; an error the running program threw has the program's
 * frames above it.
 */
function firstFrameOf(evaluator) {
  try {
    evaluator('(');
  } catch (e) {
    const stack = String(e.stack);
    const nl = stack.indexOf('\n');
    return nl < 0 ? stack : stack.slice(0, nl);
  }
  return undefined;
}
const EVALUATE_FRAMES = [firstFrameOf(evaluate), firstFrameOf(evaluateGlobal)];

function thrownByEvaluate(stack) {
  if (typeof stack !== 'string') return false;
  const nl = indexOf(stack, '\n');
  const top = nl < 0 ? stack : slice(stack, 0, nl);
  return top === EVALUATE_FRAMES[0] || top === EVALUATE_FRAMES[1];
}

/** Most frames a report carries across the membrane. */
const MAX_FRAMES = 64;

// console, formatted as node formats it. StarlingMonkey's own console writes
// one string verbatim plus a newline, to stdout (log) or stderr (error); gg
// formats every call into one string and hands it over.
hideFramesFrom((file) => file.startsWith('src/') || file.endsWith('/sources/initializer.js'));
const engineLog = console.log;
const engineError = console.error;
const apply = Reflect.apply;
let groupIndent = '';
function emit(write, text) {
  if (groupIndent !== '') text = groupIndent + text.split('\n').join('\n' + groupIndent);
  apply(write, console, [text]);
}
const consoleMethods = {
  log: (...args) => emit(engineLog, format(...args)),
  info: (...args) => emit(engineLog, format(...args)),
  debug: (...args) => emit(engineLog, format(...args)),
  error: (...args) => emit(engineError, format(...args)),
  warn: (...args) => emit(engineError, format(...args)),
  dir: (value) => emit(engineLog, inspect(value)),
  assert: (condition, ...args) => {
    if (!condition) emit(engineError, args.length ? `Assertion failed: ${format(...args)}` : 'Assertion failed');
  },
  group: (...args) => {
    if (args.length) emit(engineLog, format(...args));
    groupIndent += '  ';
  },
  groupEnd: () => {
    groupIndent = groupIndent.slice(2);
  },
};
consoleMethods.groupCollapsed = consoleMethods.group;
for (const name of keys(consoleMethods)) {
  defineProperty(console, name, { value: consoleMethods[name], writable: true, enumerable: true, configurable: true });
}

// Timers, as node runs them: each callback its own task, the program's
// promise jobs drained before the next; `run` waits for the last one (see
// `settle`). gg keeps the queue itself and waits with the engine's own timer
// in slices of at most SLICE_MS, so the wait burns no CPU and the deadline's
// epoch check runs between slices: a timer set past the deadline ends the turn
// at the deadline.
const engineSetTimeout = setTimeout;
const dateNow = Date.now;
const NumberCtor = Number;
const TypeErrorCtor = TypeError;
const SLICE_MS = 10;
/** The queue, sorted by (when, id): a list of null-prototype records. */
const timers = create(null);
timers.next = null;
const timerById = create(null);
let nextTimerId = 1;

function insertTimer(t) {
  let at = timers;
  while (at.next !== null && at.next.when <= t.when) at = at.next;
  t.next = at.next;
  at.next = t;
}
function removeTimer(t) {
  let at = timers;
  while (at.next !== null && at.next !== t) at = at.next;
  if (at.next === t) at.next = t.next;
}
function addTimer(name, callback, delay, args, repeat) {
  if (typeof callback !== 'function') {
    throw new TypeErrorCtor(`The "callback" argument must be of type function. Received ${callback === null ? 'null' : typeof callback === 'object' ? 'an instance of Object' : `type ${typeof callback} (${safeString(callback)})`}`);
  }
  let ms = NumberCtor(delay);
  // node: a delay that is not a number from 1 to 2 ** 31 - 1 is 1.
  if (!(ms >= 1 && ms <= 2147483647)) ms = 1;
  const t = create(null);
  t.id = nextTimerId++;
  t.callback = callback;
  t.args = args;
  t.delay = ms;
  t.repeat = repeat;
  t.when = dateNow() + ms;
  t.next = null;
  insertTimer(t);
  timerById[t.id] = t;
  return t.id;
}
function clearTimer(id) {
  if (typeof id !== 'number') return;
  const t = timerById[id];
  if (t === undefined) return;
  delete timerById[id];
  removeTimer(t);
}
const timerFunctions = {
  setTimeout: (callback, delay, ...args) => addTimer('setTimeout', callback, delay, args, false),
  setInterval: (callback, delay, ...args) => addTimer('setInterval', callback, delay, args, true),
  setImmediate: (callback, ...args) => addTimer('setImmediate', callback, 0, args, false),
  clearTimeout: (id) => clearTimer(id),
  clearInterval: (id) => clearTimer(id),
  clearImmediate: (id) => clearTimer(id),
};
for (const name of keys(timerFunctions)) {
  const f = timerFunctions[name];
  defineProperty(f, 'name', { value: name });
  defineProperty(globalThis, name, { value: f, writable: true, enumerable: true, configurable: true });
}

/**
 * Runs the program's timers until none is left, then calls `done`; a
 * callback that throws, or a rejection of the program's body (`state`),
 * ends it at once. Every step is a task of the engine's, so the promise jobs
 * queued before it have all run.
 */
function settle(state, done) {
  const step = () => {
    if (state.failure !== undefined) return done();
    // node: a rejection still unhandled once a task's promise jobs have run
    // ends the program.
    const unhandled = firstUnhandled();
    if (unhandled !== undefined) {
      state.failure = { error: unhandled.value, rejection: unhandled };
      return done();
    }
    const head = timers.next;
    if (head === null) return done();
    const now = dateNow();
    if (head.when > now) {
      const wait = head.when - now;
      apply(engineSetTimeout, globalThis, [step, wait < SLICE_MS ? wait : SLICE_MS]);
      return undefined;
    }
    removeTimer(head);
    if (head.repeat) {
      head.when = now + head.delay;
      insertTimer(head);
    } else {
      delete timerById[head.id];
    }
    try {
      apply(head.callback, undefined, head.args);
    } catch (e) {
      state.failure = { error: e };
      return done();
    }
    apply(engineSetTimeout, globalThis, [step, 0]);
    return undefined;
  };
  apply(engineSetTimeout, globalThis, [step, 0]);
}

// A host global node has and gg does not give: `fetch` (no network). The
// engine's own would need wasi:http, which the guest is built without. As
// node's does, it fails by returning a rejected promise (made by gg's
// `Promise`, so an unhandled one is reported).
defineProperty(globalThis, 'fetch', {
  value: function fetch() {
    return rejected(new TypeErrorCtor('fetch failed: a gg program has no network; use the tools its instructions list'));
  },
  writable: true,
  enumerable: true,
  configurable: true,
});

// Where a thrown value that is not an Error came from. The host's lowering
// prefixes every `throw` statement's expression with `__ggThrowSite.v=`; the
// setter notes the value and the stack of its `throw`, and `thrown` takes
// the site when the value it reports is that one.
const lastThrow = create(null);
lastThrow.set = false;
lastThrow.value = undefined;
lastThrow.stack = undefined;
const throwSite = create(null);
defineProperty(throwSite, 'v', {
  set(value) {
    try {
      if (value !== null && typeof value === 'object' && value instanceof ErrorCtor) return;
    } catch (_) {
      // A proxy that refuses its prototype: note it like any other value.
    }
    lastThrow.set = true;
    lastThrow.value = value;
    lastThrow.stack = stackOf(new ErrorCtor());
  },
  enumerable: false,
  configurable: false,
});
freeze(throwSite);
defineProperty(globalThis, '__ggThrowSite', { value: throwSite, writable: false, enumerable: false, configurable: false });

/** A namespace object like the one `import * as gg from "gg"` gives. */
const NAMESPACE = (() => {
  const ns = create(null);
  for (const k of keys(MODULE)) {
    defineProperty(ns, k, { value: MODULE[k], enumerable: true, writable: false, configurable: false });
  }
  defineProperty(ns, Symbol.toStringTag, { value: 'Module' });
  return freeze(ns);
})();

/** An error's stack: the engine's accessor, else an own `stack` string. */
function stackOf(e) {
  const site = siteStackOf(e);
  if (typeof site === 'string') return site;
  try {
    const s = errorStackGetter(e);
    if (typeof s === 'string') return s;
  } catch (_) {
    // not an Error of this realm's, or a hostile one
  }
  try {
    const d = getOwnPropertyDescriptor(e, 'stack');
    if (d && typeof d.value === 'string') return d.value;
  } catch (_) {
    // a proxy
  }
  return undefined;
}
installV8Names(stackOf);
installRejectionTracking(stackOf, lastThrow, renameCaught);
// What ICU would give (the engine is built without it): en-US `Intl` and the
// locale-sensitive methods, `String.prototype.normalize`, final sigma. Then
// V8's choices where the language leaves them open and programs print them:
// the order of a sort with an inconsistent comparator, radix digits; and
// node's preview of Map and Set iterators.
installNormalize();
installFinalSigma();
installSort();
installRadix();
installIteratorPreview();
setIteratorPreview(previewIterator);
setCollationNormalizer((s) => normalizeString(s, 'NFD'));
installIntl();

// One stack line is `name@file:line:column`. Read with primordials only: the
// program may have rewritten String.prototype, Array.prototype and RegExp.
function parseFrames(stack, fileName) {
  const frames = [];
  if (typeof stack !== 'string') return frames;
  let at = 0;
  while (at < stack.length && frames.length < MAX_FRAMES) {
    let end = indexOf(stack, '\n', at);
    if (end < 0) end = stack.length;
    const line = slice(stack, at, end);
    at = end + 1;
    const sign = indexOf(line, '@');
    if (sign < 0) continue;
    const c2 = lastIndexOf(line, ':');
    const c1 = c2 > sign ? lastIndexOf(line, ':', c2 - 1) : -1;
    if (c1 <= sign) continue;
    const file = slice(line, sign + 1, c1);
    const ln = NumberCtor(slice(line, c1 + 1, c2));
    const col = NumberCtor(slice(line, c2 + 1));
    if (file !== fileName || !(ln >= 1) || !(col >= 0)) continue;
    defineProperty(frames, frames.length, {
      value: { functionName: slice(line, 0, sign), fileName: file, line: ln, column: col },
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return frames;
}

function safeString(value) {
  try {
    if (typeof value === 'string') return value;
    if (typeof value === 'symbol') return value.toString();
    return StringCtor(value);
  } catch (_) {
    return '[value that cannot be shown]';
  }
}

/** Renders a completion value or a thrown non-Error value as node's REPL would. */
function render(value) {
  try {
    return inspect(value);
  } catch (_) {
    return safeString(value);
  }
}

/** An own data property's value, else undefined (never runs a getter). */
function ownValue(o, key) {
  try {
    const d = getOwnPropertyDescriptor(o, key);
    return d && 'value' in d ? d.value : undefined;
  } catch (_) {
    return undefined;
  }
}

/** A property's value, as the program would read it; undefined if reading throws. */
function read(o, key) {
  try {
    return o[key];
  } catch (_) {
    return undefined;
  }
}

/**
 * The names of the constructors on `e`'s prototype chain: the frames of
 * these (implicit `constructor(...args) { super(...args) }` or explicit) sit
 * above the `new` that made the error, which is where V8 places it.
 */
function constructorNames(e) {
  const names = create(null);
  let proto;
  try {
    proto = getPrototypeOf(e);
  } catch (_) {
    return names;
  }
  for (let n = 0; proto !== null && proto !== undefined && n < 64; n++) {
    const ctor = ownValue(proto, 'constructor');
    if (typeof ctor === 'function') {
      const name = ownValue(ctor, 'name');
      if (typeof name === 'string' && name !== '') names[name] = true;
    }
    try {
      proto = getPrototypeOf(proto);
    } catch (_) {
      break;
    }
  }
  return names;
}

/**
 * The class a report names, as node prints an uncaught error: the error's
 * `name`, or its constructor's name when that extends it (`class ConfigError
 * extends Error {}` is a ConfigError, though its `name` is "Error"), or both
 * (`ValidationError [AppError]`) when it does not. A DOMException is named by
 * its `name` alone (`DataCloneError`).
 */
function classOf(e) {
  const name = read(e, 'name');
  const ctor = read(e, 'constructor');
  const ctorName = typeof ctor === 'function' ? ownValue(ctor, 'name') : undefined;
  if (typeof name === 'string' && name !== '') {
    if (typeof ctorName !== 'string' || ctorName === '' || ctorName === name || ctorName === 'DOMException') return name;
    return indexOf(ctorName, name) >= 0 ? ctorName : `${ctorName} [${name}]`;
  }
  return typeof ctorName === 'string' && ctorName !== '' ? ctorName : 'Error';
}

function isErrorLike(e) {
  try {
    if (e instanceof ErrorCtor) return true;
  } catch (_) {
    return false;
  }
  return e !== null && typeof e === 'object' && typeof ownValue(e, 'message') === 'string' && typeof stackOf(e) === 'string';
}

function thrown(e, fileName) {
  if (!isErrorLike(e)) {
    // Located at its `throw`, when the lowering's recorder saw this value.
    const frames = lastThrow.set && objectIs(lastThrow.value, e) ? parseFrames(lastThrow.stack, fileName) : [];
    const top = frames.length > 0 ? frames[0] : undefined;
    return { class: 'Uncaught', message: render(e), line: top && top.line, column: top && top.column, frames };
  }
  const stack = stackOf(e);
  const parse = thrownByEvaluate(stack);
  let frames = parseFrames(stack, fileName);
  // Skip the frames of the error's own constructors.
  const ctors = constructorNames(e);
  let skip = 0;
  while (skip < frames.length && ctors[frames[skip].functionName] === true) skip++;
  if (skip > 0 && skip < frames.length) {
    const rest = [];
    for (let i = skip; i < frames.length; i++) {
      defineProperty(rest, i - skip, { value: frames[i], writable: true, enumerable: true, configurable: true });
    }
    frames = rest;
  }
  let line;
  let column;
  const lineNumber = ownValue(e, 'lineNumber');
  if (skip === 0 && (ownValue(e, 'fileName') === fileName || parse) && typeof lineNumber === 'number') {
    line = lineNumber;
    column = ownValue(e, 'columnNumber');
  } else if (frames.length > 0) {
    line = frames[0].line;
    column = frames[0].column;
  }
  const named = v8Name(safeString(classOf(e)), safeString(read(e, 'message')));
  return { class: named[0], message: named[1], line, column, frames, parse };
}

/**
 * A program with top-level `await` runs as the body of an async arrow
 * function: `ASYNC_HEAD` before its first line (positions on that line are
 * moved back by its width), `ASYNC_TAIL` after its last.
 */
const ASYNC_HEAD = '(async () => {';
const ASYNC_TAIL = '\n})()';

/**
 * Whether a program that did not parse may be one with top-level `await`:
 * its own text failed (not a SyntaxError it threw while running) and it
 * says `await`. Such a program is parsed again as an async body, and when
 * that fails too, that failure is the one reported.
 */
function mayAwait(e, source) {
  try {
    return e instanceof SyntaxErrorCtor && thrownByEvaluate(stackOf(e)) && indexOf(source, 'await') >= 0;
  } catch (_) {
    return false;
  }
}

/** The report of a thrown value; `wrapped` when the text had `ASYNC_HEAD`. */
function report(e, fileName, wrapped) {
  try {
    const t = thrown(e, fileName);
    if (wrapped) {
      const unshift = (p) => {
        if (p.line === 1 && typeof p.column === 'number') p.column = p.column > ASYNC_HEAD.length ? p.column - ASYNC_HEAD.length : 1;
      };
      unshift(t);
      for (let i = 0; i < t.frames.length; i++) unshift(t.frames[i]);
    }
    // A parse failure of the program itself has no frame inside it; a
    // SyntaxError the running program threw (JSON.parse, say) has.
    const parse = t.parse;
    delete t.parse;
    if (parse && e instanceof SyntaxErrorCtor) {
      return { tag: 'syntax-error', val: t };
    }
    return { tag: 'uncaught', val: t };
  } catch (_) {
    return { tag: 'uncaught', val: { class: 'Uncaught', message: '[exception that cannot be shown]', line: undefined, column: undefined, frames: [] } };
  }
}

/**
 * The report of a promise rejected with a value that is not an Error and
 * never handled: node's `UnhandledPromiseRejection`, located where the value
 * was thrown or the promise rejected.
 */
function rejectionReport(record, fileName, wrapped) {
  try {
    const frames = parseFrames(record.stack, fileName);
    const top = frames.length > 0 ? frames[0] : undefined;
    const val = {
      class: 'UnhandledPromiseRejection',
      message: unhandledMessage(record.value),
      line: top && top.line,
      column: top && top.column,
      frames,
    };
    if (wrapped) {
      for (const p of [val, ...frames]) {
        if (p.line === 1 && typeof p.column === 'number') p.column = p.column > ASYNC_HEAD.length ? p.column - ASYNC_HEAD.length : 1;
      }
    }
    return { tag: 'uncaught', val };
  } catch (_) {
    return { tag: 'uncaught', val: { class: 'UnhandledPromiseRejection', message: '[rejection that cannot be shown]', line: undefined, column: undefined, frames: [] } };
  }
}

/**
 * A turn's synchronous start: binds the program's imports and evaluates its
 * text. Returns `{ report }` when it ended there (a link or parse failure,
 * or an uncaught throw of its top level), else `{ value, body, wrapped }`:
 * the completion value, and with top-level `await` the body's promise.
 */
function begin(program) {
  const fileName = program.fileName;
  resetRejections();
  for (const b of program.imports) {
    let value;
    if (b.imported === undefined || b.imported === 'default') {
      // `import * as gg from "gg"`, and `import gg from "gg"` for the same
      // object: gg's module offers its namespace as its default export.
      value = NAMESPACE;
    } else if (hasOwn(MODULE, b.imported)) {
      value = MODULE[b.imported];
    } else {
      return {
        report: {
          tag: 'link-error',
          val: {
            class: 'SyntaxError',
            message: `import not found: ${b.imported}`,
            line: b.line,
            column: b.column,
            frames: [],
          },
        },
      };
    }
    defineProperty(globalThis, b.local, { value, writable: false, enumerable: false, configurable: true });
  }
  let value;
  let body;
  let wrapped = false;
  try {
    value = program.keepState ? evaluateGlobal(program.source) : evaluate(program.source);
  } catch (e) {
    if (program.keepState || !mayAwait(e, program.source)) return { report: report(e, fileName, false) };
    wrapped = true;
    try {
      body = evaluate(ASYNC_HEAD + program.source + ASYNC_TAIL);
    } catch (e2) {
      return { report: report(e2, fileName, true) };
    }
  }
  return { value, body, wrapped };
}

function run(program) {
  const fileName = program.fileName;
  const begun = begin(program);
  if (hasOwn(begun, 'report')) return begun.report;
  const { value, body, wrapped } = begun;
  // The top level has run: its promise jobs, its timers and (with top-level
  // await) its body's end come next, each in turn, until none is left.
  return new PromiseCtor((resolve) => {
    const state = create(null);
    state.failure = undefined;
    state.bodyDone = body === undefined;
    if (body !== undefined) {
      try {
        apply(promiseThen, body, [
          () => {
            state.bodyDone = true;
          },
          (error) => {
            state.bodyDone = true;
            if (state.failure === undefined) state.failure = { error };
          },
        ]);
      } catch (e) {
        state.failure = { error: e };
      }
    }
    settle(state, () => {
      let end;
      if (state.failure !== undefined && state.failure.rejection !== undefined && !isErrorLike(state.failure.error)) {
        end = rejectionReport(state.failure.rejection, fileName, wrapped);
      } else if (state.failure !== undefined) {
        end = report(state.failure.error, fileName, wrapped);
      } else if (!state.bodyDone) {
        // node: "Warning: Detected unsettled top-level await", exit code 13.
        end = {
          tag: 'uncaught',
          val: { class: 'Warning', message: 'Detected unsettled top-level await', line: undefined, column: undefined, frames: [] },
        };
      } else {
        end = completed(value);
      }
      resolve(result(end));
    });
  });
}

function completed(value) {
  try {
    return { tag: 'completed', val: value === undefined ? undefined : render(value) };
  } catch (_) {
    return { tag: 'completed', val: '[value that cannot be shown]' };
  }
}

// A JavaScript program's console writes whole lines: no tails.
// `run` returns the report, or a promise of it once the top level has run;
// the componentize-js bindings await it, driving the engine's event loop
// (promise jobs and timers) until it settles. The promise's own
// `constructor` spares that await a lookup the program could have rewritten
// (Promise.prototype.constructor).
export const guest = {
  run: (program) => {
    const end = run(program);
    if (!(end instanceof PromiseCtor)) return result(end);
    defineProperty(end, 'constructor', { value: PromiseCtor });
    return end;
  },
};

/** What `run` hands back: null-prototype, so no `then` makes it a thenable. */
function result(end) {
  const r = create(null);
  r.end = end;
  r.stdoutTail = '';
  r.stderrTail = '';
  r.moduleFailures = [];
  return r;
}

/**
 * The snapshot's warm-up (see `warm.js`): what a turn and common programs
 * use, made once here rather than in every turn. Then every piece of state a
 * program could see is as it was: the bindings the programs made, the
 * recorder of thrown values, `RegExp`'s legacy statics.
 */
function warmUp() {
  // Every standard class the global object resolves lazily.
  const names = Reflect.ownKeys(globalThis);
  for (let i = 0; i < names.length; i++) getOwnPropertyDescriptor(globalThis, names[i]);
  // (What the bindings use to cross the membrane lives in their own global,
  // warmed by packages/tools/correct-bindings.mjs.)
  for (const p of WARM_PROGRAMS) {
    const program = { source: p.source, fileName: 'warm.js', imports: p.imports, modules: [], keepState: false };
    const begun = begin(program);
    const end = hasOwn(begun, 'report') ? begun.report : completed(begun.value);
    result(end);
    for (const b of p.imports) delete globalThis[b.local];
    // A program meant to complete must, or the warm-up is quietly partial.
    if (p.completes && end.tag !== 'completed') {
      throw new ErrorCtor(`the warm-up program failed: ${end.val.class}: ${end.val.message}`);
    }
  }
  const values = warmValues();
  for (let i = 0; i < values.length; i++) {
    inspect(values[i]);
    format('%s %d %i %f %j %o %O %c', values[i], values[i], values[i], values[i], values[i], values[i], values[i], '');
  }
  format('plain', 1, 'two', { three: 3 });
  lastThrow.set = false;
  lastThrow.value = undefined;
  lastThrow.stack = undefined;
  resetRejections();
  /(?:)/.exec('');
}
warmUp();
