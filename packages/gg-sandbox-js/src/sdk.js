// gg's JavaScript SDK: what `import { files, views, ApiError } from "gg"` binds.
//
// Each function validates its arguments, calls one membrane import, and turns
// the membrane's `api-error` into an `ApiError` the program can catch. Results
// are plain objects with camelCase fields. Nothing here is global: the guest
// binds exactly the names a program imports.

import * as wit_files from 'gg:agent/files@0.1.0';
import * as wit_views from 'gg:agent/views@0.1.0';

/** A refused or failed call to the agent surface. */
export class ApiError extends Error {
  constructor(operation, code, message) {
    super(message);
    this.operation = operation;
    this.code = code;
  }
  get name() {
    return 'ApiError';
  }
  toJSON() {
    return { name: 'ApiError', operation: this.operation, code: this.code, message: this.message };
  }
}

function invalid(operation, message) {
  return new ApiError(operation, 'invalid-argument', message);
}

function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}

function wantString(operation, name, value) {
  if (typeof value !== 'string') {
    throw invalid(operation, `${name} must be a string, got ${describe(value)}`);
  }
  return value;
}

function wantLineCount(operation, name, value) {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0xffffffff) {
    throw invalid(operation, `${name} must be a non-negative integer, got ${typeof value === 'number' ? value : describe(value)}`);
  }
  return value;
}

/** Refuses option keys the call does not declare, naming the accepted set. */
function wantOptions(operation, value, accepted) {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalid(operation, `options must be an object, got ${describe(value)}`);
  }
  for (const key of Object.keys(value)) {
    if (!accepted.includes(key)) {
      throw invalid(operation, `unknown option \`${key}\`; accepted: ${accepted.join(', ')}`);
    }
  }
  return value;
}

function arity(operation, args, min, max) {
  if (args.length < min || args.length > max) {
    const want = min === max ? `${min}` : `${min} to ${max}`;
    throw invalid(operation, `expected ${want} argument${max === 1 ? '' : 's'}, got ${args.length}`);
  }
}

/** Runs one membrane call, turning the host's `api-error` into an `ApiError`. */
function call(thunk) {
  try {
    return thunk();
  } catch (e) {
    const p = e && e.payload;
    if (p && typeof p.operation === 'string' && typeof p.code === 'string') {
      throw new ApiError(p.operation, p.code, p.message);
    }
    throw e;
  }
}

function fileContent(c) {
  if (c.tag === 'text') {
    const t = c.val;
    return {
      type: 'text',
      path: t.path,
      content: t.content,
      firstLine: t.firstLine,
      totalLines: t.totalLines,
      truncated: t.truncated,
    };
  }
  const b = c.val;
  return { type: 'binary', path: b.path, mediaType: b.mediaType, size: Number(b.size), bytes: b.bytes };
}

/** The `{ offset, limit }` window a read or a file view takes. */
function lineWindow(operation, options) {
  const o = wantOptions(operation, options, ['offset', 'limit']);
  return { offset: wantLineCount(operation, 'offset', o.offset), limit: wantLineCount(operation, 'limit', o.limit) };
}

function view(v) {
  const out = { id: v.id, label: v.label, body: v.body };
  if (v.path !== undefined) out.path = v.path;
  return out;
}

export const files = Object.freeze({
  /** Reads a file: text as a window of lines, anything else as bytes. */
  readFile(path, options) {
    const op = 'files.read-file';
    arity(op, arguments, 1, 2);
    wantString(op, 'path', path);
    const window = lineWindow(op, options);
    return call(() => fileContent(wit_files.readFile(path, window)));
  },
  /** Reads a whole UTF-8 file as a string. */
  readTextFile(path) {
    const op = 'files.read-text-file';
    arity(op, arguments, 1, 1);
    wantString(op, 'path', path);
    return call(() => wit_files.readTextFile(path));
  },
  /** Creates or replaces a file; returns the number of bytes written. */
  writeFile(path, content) {
    const op = 'files.write-file';
    arity(op, arguments, 2, 2);
    wantString(op, 'path', path);
    wantString(op, 'content', content);
    return call(() => Number(wit_files.writeFile(path, content)));
  },
  /** Replaces the one exact occurrence of `oldText` with `newText`. */
  editFile(path, oldText, newText) {
    const op = 'files.edit-file';
    arity(op, arguments, 3, 3);
    wantString(op, 'path', path);
    wantString(op, 'oldText', oldText);
    wantString(op, 'newText', newText);
    return call(() => {
      const r = wit_files.editFile(path, oldText, newText);
      return { path: r.path, line: r.line };
    });
  },
  /** Lists a directory's entries, sorted by name. */
  listDirectory(path) {
    const op = 'files.list-directory';
    arity(op, arguments, 0, 1);
    if (path !== undefined) wantString(op, 'path', path);
    return call(() =>
      wit_files.listDirectory(path === undefined ? '.' : path).map((e) => ({
        name: e.name,
        kind: e.kind,
        size: Number(e.size),
      })),
    );
  },
});

export const views = Object.freeze({
  /** Opens a text under a label for the model's next turn. */
  openText(label, body) {
    const op = 'views.open-text';
    arity(op, arguments, 2, 2);
    wantString(op, 'label', label);
    wantString(op, 'body', body);
    return call(() => view(wit_views.openText(label, body)));
  },
  /** Opens a window of a workspace file for the model's next turn. */
  openFile(path, options) {
    const op = 'views.open-file';
    arity(op, arguments, 1, 2);
    wantString(op, 'path', path);
    const { offset, limit } = lineWindow(op, options);
    return call(() => view(wit_views.openFile(path, offset, limit)));
  },
});

/** The module a program imports as "gg": its exported names and values. */
export const MODULE = Object.freeze({ files, views, ApiError });
