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
import { format, hideFramesFrom, inspect } from './inspect.js';
import evaluate from './evaluate.js';
import evaluateGlobal from './evaluate_global.js';

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
    return String(e.stack).split('\n')[0];
  }
  return undefined;
}
const EVALUATE_FRAMES = [firstFrameOf(evaluate), firstFrameOf(evaluateGlobal)];

function thrownByEvaluate(stack) {
  if (typeof stack !== 'string') return false;
  const top = stack.split('\n')[0];
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

// The turn ends when the program's top level and the promise jobs it queued
// have run; no event loop turns after that, so a timer would never fire.
// Refuse timers loudly instead of dropping their callbacks.
for (const name of ['setTimeout', 'setInterval', 'setImmediate']) {
  defineProperty(globalThis, name, {
    value: function () {
      throw new ErrorCtor(
        `${name} is not available in a gg program: the turn ends when the program's top level and its promise jobs have run`,
      );
    },
    writable: true,
    enumerable: false,
    configurable: true,
  });
}

/** A namespace object like the one `import * as gg from "gg"` gives. */
const NAMESPACE = (() => {
  const ns = create(null);
  for (const k of keys(MODULE)) {
    defineProperty(ns, k, { value: MODULE[k], enumerable: true, writable: false, configurable: false });
  }
  defineProperty(ns, Symbol.toStringTag, { value: 'Module' });
  return freeze(ns);
})();

// One stack line is `name@file:line:column`.
function parseFrames(stack, fileName) {
  const frames = [];
  if (typeof stack !== 'string') return frames;
  const lines = stack.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === '') continue;
    const at = line.indexOf('@');
    if (at < 0) continue;
    const rest = line.slice(at + 1);
    const m = /^(.*):(\d+):(\d+)$/.exec(rest);
    if (!m) continue;
    if (m[1] !== fileName) continue;
    if (frames.length >= MAX_FRAMES) break;
    frames.push({ functionName: line.slice(0, at), fileName: m[1], line: Number(m[2]), column: Number(m[3]) });
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

function thrown(e, fileName) {
  const isError = e instanceof ErrorCtor || (e !== null && typeof e === 'object' && typeof e.message === 'string' && 'stack' in e);
  if (!isError) {
    return { class: 'uncaught', message: render(e), line: undefined, column: undefined, frames: [] };
  }
  let stack;
  try {
    stack = errorStackGetter(e);
  } catch (_) {
    stack = undefined;
  }
  const frames = parseFrames(stack, fileName);
  let line;
  let column;
  if ((e.fileName === fileName || thrownByEvaluate(stack)) && typeof e.lineNumber === 'number') {
    line = e.lineNumber;
    column = e.columnNumber;
  } else if (frames.length > 0) {
    line = frames[0].line;
    column = frames[0].column;
  }
  let cls;
  try {
    cls = safeString(e.name || (e.constructor && e.constructor.name) || 'Error');
  } catch (_) {
    cls = 'Error';
  }
  return { class: cls, message: safeString(e.message), line, column, frames, parse: thrownByEvaluate(stack) };
}

function run(program) {
  const fileName = program.fileName;
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
        tag: 'link-error',
        val: {
          class: 'SyntaxError',
          message: `import not found: ${b.imported}`,
          line: b.line,
          column: b.column,
          frames: [],
        },
      };
    }
    defineProperty(globalThis, b.local, { value, writable: false, enumerable: false, configurable: true });
  }
  let value;
  try {
    value = program.keepState ? evaluateGlobal(program.source) : evaluate(program.source);
  } catch (e) {
    try {
      const t = thrown(e, fileName);
      // A parse failure of the program itself has no frame inside it; a
      // SyntaxError the running program threw (JSON.parse, say) has.
      const parse = t.parse;
      delete t.parse;
      if (parse && e instanceof SyntaxErrorCtor) {
        return { tag: 'syntax-error', val: t };
      }
      return { tag: 'uncaught', val: t };
    } catch (_) {
      return { tag: 'uncaught', val: { class: 'uncaught', message: '[exception that cannot be shown]', line: undefined, column: undefined, frames: [] } };
    }
  }
  try {
    return { tag: 'completed', val: value === undefined ? undefined : render(value) };
  } catch (_) {
    return { tag: 'completed', val: '[value that cannot be shown]' };
  }
}

// A JavaScript program's console writes whole lines: no tails.
export const guest = {
  run: (program) => ({ end: run(program), stdoutTail: '', stderrTail: '', moduleFailures: [] }),
};
