// gg's JavaScript guest: the entry module componentize-js builds into the
// component. Its top level runs once, under wizer, at build time; `run` runs
// once per turn in a fresh instance.
//
// The host hands over the program already lowered (import declarations of
// "gg" blanked, `"use strict"` in front, a `sourceURL` comment after the last
// line) together with the names the program imports. This module binds those
// names, evaluates the text with an indirect eval, and reports what the
// engine said in the evaluated text's own coordinates. Mapping back to the
// model's source is the host's job.

import { MODULE } from './sdk.js';

// Primordials, taken before any program runs, so a program that rewrites
// builtins cannot break the report of its own failure.
const defineProperty = Object.defineProperty;
const hasOwn = Object.hasOwn;
const freeze = Object.freeze;
const create = Object.create;
const keys = Object.keys;
const isArray = Array.isArray;
const jsonStringify = JSON.stringify;
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

/** The single place program text is evaluated: an indirect, global eval. */
function evaluate(text) {
  return (0, eval)(text);
}

/**
 * Whether an error was thrown by `evaluate` itself rather than by code it
 * ran: a parse failure of the program. Its stack begins in `evaluate`.
 */
function thrownByEvaluate(stack) {
  return typeof stack === 'string' && stack.startsWith('evaluate@');
}

/** Most frames a report carries across the membrane. */
const MAX_FRAMES = 64;

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

/** Renders a completion value or a thrown non-Error value, close to node's REPL. */
function render(value) {
  switch (typeof value) {
    case 'string':
      return jsonStringify(value);
    case 'undefined':
      return 'undefined';
    case 'bigint':
      return `${value}n`;
    case 'function':
      return `[Function: ${value.name || '(anonymous)'}]`;
    case 'object':
      if (value === null) return 'null';
      try {
        const s = jsonStringify(value);
        if (typeof s === 'string') return s;
      } catch (_) {
        // cyclic or otherwise unserialisable: fall through
      }
      return isArray(value) ? '[Array]' : '[object]';
    default:
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
    value = evaluate(program.source);
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

export const guest = { run };
