// gg's JavaScript SDK: what `import { files, views, ApiError } from "gg"` binds.
//
// Each function validates its arguments, calls one membrane import, and turns
// the membrane's `api-error` into an `ApiError` the program can catch. Results
// are plain objects with camelCase fields. Nothing here is global: the guest
// binds exactly the names a program imports.
//
// The JSDoc above each family and function is the arm's catalogue:
// `catalogue.mjs` reads it (brief, tags, signature) into what `docs.search`
// and `docs.open` serve, and refuses a family function without a brief.

import * as wit_files from 'gg:agent/files@0.1.0';
import * as wit_views from 'gg:agent/views@0.1.0';
import * as wit_shell from 'gg:agent/shell@0.1.0';
import * as wit_tasks from 'gg:agent/tasks@0.1.0';
import * as wit_memories from 'gg:agent/memories@0.1.0';
import * as wit_context from 'gg:agent/context@0.1.0';
import * as wit_skills from 'gg:agent/skills@0.1.0';
import * as wit_docs from 'gg:agent/docs@0.1.0';
import * as wit_session from 'gg:agent/session@0.1.0';
import * as wit_tools from 'gg:agent/tools@0.1.0';

/**
 * A refused or failed call to the agent surface.
 * Every family function throws it; catch it to recover.
 * @property {string} operation The operation's stable key, for example `files.read-text-file`.
 * @property {string} code One of `unavailable`, `invalid-argument`, `not-found`, `conflict`, `timeout`, `io`, `limit-exceeded`, `denied`.
 * @property {string} message What went wrong, naming the argument or thing.
 */
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
    const out = { name: 'ApiError', operation: this.operation, code: this.code, message: this.message };
    if (typeof this.index === 'number') out.index = this.index;
    return out;
  }
}

// Primordials, taken before any program runs, so a program that rewrites
// builtins cannot change what the SDK checks or returns.
const objectKeys = Object.keys;
const getPrototypeOf = Object.getPrototypeOf;
const ObjectPrototype = Object.prototype;
const isArray = Array.isArray;
const isInteger = Number.isInteger;
const isFinite = Number.isFinite;
const NumberCtor = Number;
const jsonStringify = JSON.stringify;
const jsonParse = JSON.parse;
const freeze = Object.freeze;
const create = Object.create;
const hasOwn = Object.hasOwn;
const defineProperty = Object.defineProperty;
const ProxyCtor = Proxy;
const TypeErrorCtor = TypeError;
const reflectGet = Reflect.get;
const reflectHas = Reflect.has;
const reflectApply = Reflect.apply;
const stringIndexOf = String.prototype.indexOf;
const stringSlice = String.prototype.slice;
const stringCharCodeAt = String.prototype.charCodeAt;

function invalid(operation, message) {
  return new ApiError(operation, 'invalid-argument', message);
}

function describe(value) {
  if (value === null) return 'null';
  if (isArray(value)) return 'an array';
  return typeof value;
}

/** A value shown in a message: strings quoted, numbers as they are. */
function shown(value) {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number') return `${value}`;
  return describe(value);
}

function wantString(operation, name, value) {
  if (typeof value !== 'string') {
    throw invalid(operation, `${name} must be a string, got ${describe(value)}`);
  }
  return value;
}

/** A string, or `undefined` for an absent (`undefined` or `null`) one. */
function optionalString(operation, name, value) {
  if (value === undefined || value === null) return undefined;
  return wantString(operation, name, value);
}

function wantU32(operation, name, value) {
  if (typeof value !== 'number' || !isInteger(value) || value < 0) {
    throw invalid(operation, `${name} must be a non-negative integer, got ${shown(value)}`);
  }
  // Past a u32 a number is refused, never wrapped.
  if (value > U32_MAX) {
    throw invalid(operation, `${name} must be at most ${U32_MAX}, got ${shown(value)}`);
  }
  return value;
}

/** The largest u32 (2 ** 32 - 1); the membrane carries every u32 exactly (componentize.mjs). */
const U32_MAX = 0xffffffff;

/** A non-negative integer, or `undefined` for an absent (`undefined` or `null`) one. */
function optionalU32(operation, name, value) {
  if (value === undefined || value === null) return undefined;
  return wantU32(operation, name, value);
}

function optionalBool(operation, name, value) {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') {
    throw invalid(operation, `${name} must be true or false, got ${describe(value)}`);
  }
  return value;
}

function wantStringList(operation, name, value) {
  if (value === undefined || value === null) return [];
  if (!isArray(value)) {
    throw invalid(operation, `${name} must be an array of strings, got ${describe(value)}`);
  }
  const out = [];
  for (let i = 0; i < value.length; i++) {
    if (typeof value[i] !== 'string') {
      throw invalid(operation, `${name} must be an array of strings, got ${describe(value[i])} at index ${i}`);
    }
    out.push(value[i]);
  }
  return out;
}

function isPlainObject(value) {
  if (value === null || typeof value !== 'object' || isArray(value)) return false;
  const proto = getPrototypeOf(value);
  return proto === ObjectPrototype || proto === null;
}

/** Refuses option keys the call does not declare, naming the accepted set. */
function wantOptions(operation, value, accepted) {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || isArray(value)) {
    throw invalid(operation, `options must be an object, got ${describe(value)}`);
  }
  for (const key of objectKeys(value)) {
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

/** Parses JSON the host returned; text that is not JSON is the host's failure. */
function hostJson(operation, what, text) {
  try {
    return jsonParse(text);
  } catch (_) {
    throw new ApiError(operation, 'io', `the host returned ${what} that is not valid JSON`);
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
  return { offset: optionalU32(operation, 'offset', o.offset), limit: optionalU32(operation, 'limit', o.limit) };
}

function view(v) {
  const out = { id: v.id, label: v.label, body: v.body };
  if (v.path !== undefined) out.path = v.path;
  return out;
}

/**
 * files: the agent's workspace files. Every path is relative to the workspace
 * root and confined to it.
 * Grant: `read-files` for reading, listing, searching and finding;
 * `write-files` for writing, editing, moving and deleting.
 */
export const files = Object.freeze({
  /**
   * Reads a file: text as a window of lines, anything else as bytes.
   * @param {string} path Workspace-relative path.
   * @param {object} [options]
   * @param {number} [options.offset] 1-based line to start from; the first line when absent.
   * @param {number} [options.limit] Most lines to return; all when absent.
   * @returns {{type: "text", path: string, content: string, firstLine: number, totalLines: number, truncated: boolean} | {type: "binary", path: string, mediaType: string, size: number, bytes: Uint8Array}}
   * @throws {ApiError} invalid-argument, not-found, denied, conflict, io, limit-exceeded, unavailable
   */
  readFile(path, options) {
    const op = 'files.read-file';
    arity(op, arguments, 1, 2);
    wantString(op, 'path', path);
    const window = lineWindow(op, options);
    return call(() => fileContent(wit_files.readFile(path, window)));
  },
  /**
   * Reads a whole UTF-8 file as a string.
   * @param {string} path Workspace-relative path.
   * @returns {string} The file's text.
   * @throws {ApiError} invalid-argument, not-found, denied, conflict, io, limit-exceeded, unavailable
   */
  readTextFile(path) {
    const op = 'files.read-text-file';
    arity(op, arguments, 1, 1);
    wantString(op, 'path', path);
    return call(() => wit_files.readTextFile(path));
  },
  /**
   * Creates or replaces a file; returns the number of bytes written.
   * Parent directories are created as needed.
   * @param {string} path Workspace-relative path.
   * @param {string} content The whole new text.
   * @returns {number} Bytes written.
   * @throws {ApiError} invalid-argument, denied, conflict, io, limit-exceeded, unavailable
   */
  writeFile(path, content) {
    const op = 'files.write-file';
    arity(op, arguments, 2, 2);
    wantString(op, 'path', path);
    wantString(op, 'content', content);
    return call(() => Number(wit_files.writeFile(path, content)));
  },
  /**
   * Replaces the one exact occurrence of `oldText` with `newText`.
   * Refused with `conflict` when `oldText` occurs zero or several times.
   * @param {string} path Workspace-relative path.
   * @param {string} oldText The exact text to replace.
   * @param {string} newText Its replacement.
   * @returns {{path: string, line: number}} The 1-based line where the replaced text began.
   * @throws {ApiError} invalid-argument, not-found, denied, conflict, io, limit-exceeded, unavailable
   */
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
  /**
   * Lists a directory's entries, sorted by name.
   * @param {string} [path="."] Workspace-relative directory; the root when absent.
   * @returns {{name: string, kind: "file" | "directory" | "symlink" | "other", size: number}[]}
   * @throws {ApiError} invalid-argument, not-found, denied, io, limit-exceeded, unavailable
   */
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
  /**
   * Searches file contents by regular expression, respecting `.gitignore`.
   * @param {string} pattern A regular expression, matched against each line.
   * @param {object} [options]
   * @param {string} [options.path] Directory (or file) to search under; the workspace root when absent.
   * @param {string} [options.glob] Only files whose workspace-relative path matches this glob.
   * @param {number} [options.limit] Most matches to return (default 100, at most 10000).
   * @param {boolean} [options.ignoreCase=false] Match case-insensitively.
   * @returns {{matches: {path: string, line: number, column: number, text: string}[], truncated: boolean}} Lines and columns are 1-based; `truncated` when the limit cut the search short.
   * @throws {ApiError} invalid-argument, not-found, denied, io, timeout, limit-exceeded, unavailable
   */
  search(pattern, options) {
    const op = 'files.search';
    arity(op, arguments, 1, 2);
    wantString(op, 'pattern', pattern);
    const o = wantOptions(op, options, ['path', 'glob', 'limit', 'ignoreCase']);
    const request = {
      path: optionalString(op, 'path', o.path),
      glob: optionalString(op, 'glob', o.glob),
      limit: optionalU32(op, 'limit', o.limit),
      ignoreCase: optionalBool(op, 'ignoreCase', o.ignoreCase),
    };
    return call(() => {
      const r = wit_files.search(pattern, request);
      return {
        matches: r.matches.map((m) => ({ path: m.path, line: m.line, column: m.column, text: m.text })),
        truncated: r.truncated,
      };
    });
  },
  /**
   * Finds files whose workspace-relative paths match a glob, sorted.
   * @param {string} glob A glob such as `src/**` or `Cargo.*`.
   * @param {object} [options]
   * @param {string} [options.path] Directory to search under; the workspace root when absent.
   * @param {number} [options.limit] Most paths to return.
   * @returns {string[]} Workspace-relative paths.
   * @throws {ApiError} invalid-argument, not-found, denied, io, timeout, limit-exceeded, unavailable
   */
  find(glob, options) {
    const op = 'files.find';
    arity(op, arguments, 1, 2);
    wantString(op, 'glob', glob);
    const o = wantOptions(op, options, ['path', 'limit']);
    const request = { path: optionalString(op, 'path', o.path), limit: optionalU32(op, 'limit', o.limit) };
    return call(() => [...wit_files.find(glob, request)]);
  },
  /**
   * Moves or renames a file or directory; refuses to replace an existing path.
   * @param {string} source Workspace-relative path that exists.
   * @param {string} destination Workspace-relative path that does not.
   * @returns {undefined}
   * @throws {ApiError} invalid-argument, not-found, denied, conflict, io, limit-exceeded, unavailable
   */
  move(source, destination) {
    const op = 'files.move';
    arity(op, arguments, 2, 2);
    wantString(op, 'source', source);
    wantString(op, 'destination', destination);
    call(() => wit_files.move(source, destination));
  },
  /**
   * Deletes a file, or a directory with everything in it.
   * @param {string} path Workspace-relative path.
   * @returns {undefined}
   * @throws {ApiError} invalid-argument, not-found, denied, io, limit-exceeded, unavailable
   */
  delete(path) {
    const op = 'files.delete';
    arity(op, arguments, 1, 1);
    wantString(op, 'path', path);
    call(() => wit_files.delete(path));
  },
});

/**
 * views: what the model is shown at the start of its next turn.
 * Grant: always granted; `views.openFile` needs `read-files`.
 */
export const views = Object.freeze({
  /**
   * Opens a text under a label for the model's next turn.
   * @param {string} label What the view is called.
   * @param {string} body The text shown.
   * @returns {{id: number, label: string, body: string}}
   * @throws {ApiError} invalid-argument, limit-exceeded, unavailable
   */
  openText(label, body) {
    const op = 'views.open-text';
    arity(op, arguments, 2, 2);
    wantString(op, 'label', label);
    wantString(op, 'body', body);
    return call(() => view(wit_views.openText(label, body)));
  },
  /**
   * Opens a window of a workspace file for the model's next turn.
   * @param {string} path Workspace-relative path.
   * @param {object} [options]
   * @param {number} [options.offset] 1-based line to start from; the first line when absent.
   * @param {number} [options.limit] Most lines to show; all when absent.
   * @returns {{id: number, label: string, body: string, path: string}} `body` is the window as read at open.
   * @throws {ApiError} invalid-argument, not-found, denied, conflict, io, limit-exceeded, unavailable
   */
  openFile(path, options) {
    const op = 'views.open-file';
    arity(op, arguments, 1, 2);
    wantString(op, 'path', path);
    const { offset, limit } = lineWindow(op, options);
    return call(() => view(wit_views.openFile(path, offset, limit)));
  },
  /**
   * Closes an open view.
   * @param {number} id The view's id, as `openText`, `openFile` or `list` gave it.
   * @returns {undefined}
   * @throws {ApiError} invalid-argument, not-found, limit-exceeded, unavailable
   */
  close(id) {
    const op = 'views.close';
    arity(op, arguments, 1, 1);
    wantU32(op, 'id', id);
    call(() => wit_views.close(id));
  },
  /**
   * Lists the views open now, oldest first.
   * @returns {{id: number, label: string, body: string, path?: string}[]} `path` only on a file view.
   * @throws {ApiError} limit-exceeded, unavailable
   */
  list() {
    const op = 'views.list';
    arity(op, arguments, 0, 0);
    return call(() => wit_views.list().map(view));
  },
});

/**
 * shell: commands in the workspace, run with `/bin/sh -c`.
 * Grant: `shell` (off unless granted).
 */
export const shell = Object.freeze({
  /**
   * Runs a command in the workspace; a process that ran is a success whatever its exit code.
   * The environment holds only PATH, HOME, LANG and TERM (fixed values) plus `env`.
   * @param {string} command The command line, run with `/bin/sh -c`.
   * @param {object} [options]
   * @param {number} [options.timeoutSeconds] Seconds before the whole process group is killed (default 120, at most 600).
   * @param {Object<string, string>} [options.env] Extra environment variables, as an object of string values.
   * @param {string} [options.cwd] Workspace-relative directory to run in; the root when absent.
   * @param {string} [options.stdin] Text written to the command's standard input.
   * @returns {{exitCode: number | null, signal: number | null, stdout: string, stderr: string, stdoutDropped: number, stderrDropped: number, timedOut: boolean, durationMs: number}} `exitCode` is null when a signal ended the process; `*Dropped` count output bytes past the capture cap.
   * @throws {ApiError} invalid-argument, not-found, denied, io, limit-exceeded, unavailable
   */
  run(command, options) {
    const op = 'shell.run';
    arity(op, arguments, 1, 2);
    wantString(op, 'command', command);
    const o = wantOptions(op, options, ['timeoutSeconds', 'env', 'cwd', 'stdin']);
    const env = [];
    if (o.env !== undefined && o.env !== null) {
      if (!isPlainObject(o.env)) {
        throw invalid(op, `env must be an object of string values, got ${describe(o.env)}`);
      }
      for (const name of objectKeys(o.env)) {
        const value = o.env[name];
        if (typeof value !== 'string') {
          throw invalid(op, `env must be an object of string values, got ${describe(value)} for \`${name}\``);
        }
        env.push([name, value]);
      }
    }
    const request = {
      timeoutSeconds: optionalU32(op, 'timeoutSeconds', o.timeoutSeconds),
      env,
      cwd: optionalString(op, 'cwd', o.cwd),
      stdin: optionalString(op, 'stdin', o.stdin),
    };
    return call(() => {
      const r = wit_shell.run(command, request);
      return {
        exitCode: r.exitCode === undefined ? null : r.exitCode,
        signal: r.signal === undefined ? null : r.signal,
        stdout: r.stdout,
        stderr: r.stderr,
        stdoutDropped: NumberCtor(r.stdoutDropped),
        stderrDropped: NumberCtor(r.stderrDropped),
        timedOut: r.timedOut,
        durationMs: NumberCtor(r.durationMs),
      };
    });
  },
});

const TASK_STATUSES = Object.freeze(['todo', 'doing', 'done', 'blocked']);

/** A task status, or `undefined` for an absent (`undefined` or `null`) one. */
function optionalStatus(operation, value) {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !TASK_STATUSES.includes(value)) {
    throw invalid(operation, `status must be one of ${TASK_STATUSES.map((s) => `'${s}'`).join(', ')}, got ${shown(value)}`);
  }
  return value;
}

function task(t) {
  return {
    id: t.id,
    title: t.title,
    status: t.status,
    notes: t.notes === undefined ? null : t.notes,
    createdAt: NumberCtor(t.createdAt),
    updatedAt: NumberCtor(t.updatedAt),
  };
}

/**
 * tasks: the agent's task list, kept in the workspace's state database.
 * A task is `{ id, title, status, notes, createdAt, updatedAt }`: `status` is
 * 'todo', 'doing', 'done' or 'blocked'; `notes` is null when there are none;
 * times are milliseconds since the Unix epoch.
 * Grant: `tasks`.
 */
export const tasks = Object.freeze({
  /**
   * Adds a task; returns it with its new id.
   * @param {string} title What the task is.
   * @param {object} [options]
   * @param {string} [options.notes] Notes kept with the task.
   * @param {"todo" | "doing" | "done" | "blocked"} [options.status="todo"] The starting status.
   * @returns {{id: number, title: string, status: string, notes: string | null, createdAt: number, updatedAt: number}}
   * @throws {ApiError} invalid-argument, io, limit-exceeded, unavailable
   */
  add(title, options) {
    const op = 'tasks.add';
    arity(op, arguments, 1, 2);
    wantString(op, 'title', title);
    const o = wantOptions(op, options, ['notes', 'status']);
    const notes = optionalString(op, 'notes', o.notes);
    const status = optionalStatus(op, o.status);
    return call(() => task(wit_tasks.add(title, notes, status)));
  },
  /**
   * Changes a task; fields left out are kept.
   * @param {number} id The task's id.
   * @param {object} [patch]
   * @param {string} [patch.title] A new title (a title cannot be cleared).
   * @param {"todo" | "doing" | "done" | "blocked"} [patch.status] A new status.
   * @param {string | null} [patch.notes] New notes; `null` clears them.
   * @returns {{id: number, title: string, status: string, notes: string | null, createdAt: number, updatedAt: number}} The task as changed.
   * @throws {ApiError} invalid-argument, not-found, io, limit-exceeded, unavailable
   */
  update(id, patch) {
    const op = 'tasks.update';
    arity(op, arguments, 1, 2);
    wantU32(op, 'id', id);
    const o = wantOptions(op, patch, ['title', 'status', 'notes']);
    if (o.title !== undefined) wantString(op, 'title', o.title);
    let notes;
    if (o.notes === undefined) notes = { tag: 'keep' };
    else if (o.notes === null) notes = { tag: 'clear' };
    else if (typeof o.notes === 'string') notes = { tag: 'set', val: o.notes };
    else throw invalid(op, `notes must be a string, or null to clear them, got ${describe(o.notes)}`);
    const request = { title: o.title, status: optionalStatus(op, o.status), notes };
    return call(() => task(wit_tasks.update(id, request)));
  },
  /**
   * Lists tasks, optionally only those with one status.
   * @param {object} [options]
   * @param {"todo" | "doing" | "done" | "blocked"} [options.status] Only tasks with this status; all when absent.
   * @returns {{id: number, title: string, status: string, notes: string | null, createdAt: number, updatedAt: number}[]}
   * @throws {ApiError} invalid-argument, io, limit-exceeded, unavailable
   */
  list(options) {
    const op = 'tasks.list';
    arity(op, arguments, 0, 1);
    const o = wantOptions(op, options, ['status']);
    const status = optionalStatus(op, o.status);
    return call(() => wit_tasks.list(status).map(task));
  },
});

function memory(m) {
  return {
    slug: m.slug,
    text: m.text,
    tags: [...m.tags],
    code: m.code === undefined ? null : m.code,
    updatedAt: NumberCtor(m.updatedAt),
  };
}

/**
 * memories: what the agent remembers across turns, searchable by relevance.
 * A memory is `{ slug, text, tags, code, updatedAt }`: `code` is a code module
 * kept with the memory, null when there is none; `updatedAt` is milliseconds
 * since the Unix epoch.
 * Grant: `memories`.
 */
export const memories = Object.freeze({
  /**
   * Creates or replaces the memory under a slug; returns it.
   * @param {string} slug Lowercase letters, digits and `-`.
   * @param {string} text What to remember.
   * @param {object} [options]
   * @param {string[]} [options.tags=[]] Words to find it by.
   * @param {string} [options.code] A code module kept with the memory.
   * @returns {{slug: string, text: string, tags: string[], code: string | null, updatedAt: number}}
   * @throws {ApiError} invalid-argument, io, limit-exceeded, unavailable
   */
  write(slug, text, options) {
    const op = 'memories.write';
    arity(op, arguments, 2, 3);
    wantString(op, 'slug', slug);
    wantString(op, 'text', text);
    const o = wantOptions(op, options, ['tags', 'code']);
    const tags = wantStringList(op, 'tags', o.tags);
    const code = optionalString(op, 'code', o.code);
    return call(() => memory(wit_memories.write(slug, text, tags, code)));
  },
  /**
   * Reads the memory under a slug.
   * @param {string} slug The memory's slug.
   * @returns {{slug: string, text: string, tags: string[], code: string | null, updatedAt: number}}
   * @throws {ApiError} invalid-argument, not-found, io, limit-exceeded, unavailable
   */
  read(slug) {
    const op = 'memories.read';
    arity(op, arguments, 1, 1);
    wantString(op, 'slug', slug);
    return call(() => memory(wit_memories.read(slug)));
  },
  /**
   * Deletes the memory under a slug.
   * @param {string} slug The memory's slug.
   * @returns {undefined}
   * @throws {ApiError} invalid-argument, not-found, io, limit-exceeded, unavailable
   */
  delete(slug) {
    const op = 'memories.delete';
    arity(op, arguments, 1, 1);
    wantString(op, 'slug', slug);
    call(() => wit_memories.delete(slug));
  },
  /**
   * Searches memories by slug, text and tags, most relevant first.
   * @param {string} query Full-text query words.
   * @param {object} [options]
   * @param {number} [options.limit] Most memories to return.
   * @returns {{slug: string, text: string, tags: string[], code: string | null, updatedAt: number, score: number}[]} Higher `score` is more relevant.
   * @throws {ApiError} invalid-argument, io, limit-exceeded, unavailable
   */
  search(query, options) {
    const op = 'memories.search';
    arity(op, arguments, 1, 2);
    wantString(op, 'query', query);
    const o = wantOptions(op, options, ['limit']);
    const limit = optionalU32(op, 'limit', o.limit);
    return call(() =>
      wit_memories.search(query, limit).map((h) => {
        const out = memory(h.memory);
        out.score = h.score;
        return out;
      }),
    );
  },
});

function turnSummary(s) {
  return { number: s.number, lang: s.lang, band: s.band, startedAt: NumberCtor(s.startedAt), archived: s.archived };
}

/** One archive range: `[first, last]` (inclusive) or a single turn number. */
function turnRange(operation, value, index) {
  const where = `range ${index + 1}`;
  if (typeof value === 'number') {
    wantU32(operation, `${where} (a turn number)`, value);
    return { first: value, last: value };
  }
  if (!isArray(value) || value.length !== 2) {
    throw invalid(operation, `${where} must be [first, last] or a turn number, got ${isArray(value) ? `an array of ${value.length}` : describe(value)}`);
  }
  const first = wantU32(operation, `${where}: first`, value[0]);
  const last = wantU32(operation, `${where}: last`, value[1]);
  if (first > last) {
    throw invalid(operation, `${where} must be [first, last] with first <= last, got [${first}, ${last}]`);
  }
  return { first, last };
}

/** A range is `[number, number]`; anything else alone is a list of ranges. */
function isRange(value) {
  return isArray(value) && value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'number';
}

/**
 * context: the thread of turns this workspace has run.
 * A turn summary is `{ number, lang, band, startedAt, archived }`: `number` is
 * 1-based, `band` the outcome band (`completed`, `runtime-error`, …),
 * `startedAt` milliseconds since the Unix epoch.
 * Grant: `context`.
 */
export const context = Object.freeze({
  /**
   * Lists every turn, oldest first, archived ones included.
   * @returns {{number: number, lang: string, band: string, startedAt: number, archived: boolean}[]}
   * @throws {ApiError} io, limit-exceeded, unavailable
   */
  listTurns() {
    const op = 'context.list-turns';
    arity(op, arguments, 0, 0);
    return call(() => wit_context.listTurns().map(turnSummary));
  },
  /**
   * Archives ranges of turns; returns how many turns changed.
   * Each range is `[first, last]` (inclusive) or one turn number; an array of ranges may stand in for the list.
   * @param {...(number | number[])} ranges For example `archive([1, 4], 7)` or `archive([[1, 4], [7, 7]])`.
   * @returns {number} How many turns changed.
   * @throws {ApiError} invalid-argument, not-found, io, limit-exceeded, unavailable
   */
  archive(...ranges) {
    const op = 'context.archive';
    const list = ranges.length === 1 && isArray(ranges[0]) && !isRange(ranges[0]) ? ranges[0] : ranges;
    const request = [];
    for (let i = 0; i < list.length; i++) request.push(turnRange(op, list[i], i));
    return call(() => wit_context.archive(request));
  },
  /**
   * Reads one turn: its program and its outcome.
   * @param {number} number The turn's 1-based number.
   * @returns {{number: number, lang: string, band: string, startedAt: number, archived: boolean, program: string, outcome: object}} `outcome` is the turn's outcome, parsed from JSON.
   * @throws {ApiError} invalid-argument, not-found, io, limit-exceeded, unavailable
   */
  readTurn(number) {
    const op = 'context.read-turn';
    arity(op, arguments, 1, 1);
    wantU32(op, 'number', number);
    return call(() => {
      const t = wit_context.readTurn(number);
      const out = turnSummary(t.summary);
      out.program = t.program;
      out.outcome = hostJson(op, 'an outcome', t.outcome);
      return out;
    });
  },
});

function skill(s) {
  return { name: s.name, description: s.description, codeFile: s.codeFile === undefined ? null : s.codeFile };
}

/**
 * skills: reusable know-how, one folder each under the configured skills directory.
 * Each folder has a `SKILL.md` (front matter `name` and `description`) and
 * optionally a code file.
 * Grant: `skills`.
 */
export const skills = Object.freeze({
  /**
   * Lists the skills there are.
   * @returns {{name: string, description: string, codeFile: string | null}[]}
   * @throws {ApiError} io, limit-exceeded, unavailable
   */
  list() {
    const op = 'skills.list';
    arity(op, arguments, 0, 0);
    return call(() => wit_skills.list().map(skill));
  },
  /**
   * Uses a skill: opens its text as a view and binds its code module, if any.
   * @param {string} name The skill's name.
   * @returns {{name: string, description: string, codeFile: string | null, viewId: number, moduleKey: string | null}} `moduleKey` is the key its code module is bound under.
   * @throws {ApiError} invalid-argument, not-found, io, limit-exceeded, unavailable
   */
  use(name) {
    const op = 'skills.use';
    arity(op, arguments, 1, 1);
    wantString(op, 'name', name);
    return call(() => {
      const u = wit_skills.use(name);
      const out = skill(u.skill);
      out.viewId = u.viewId;
      out.moduleKey = u.moduleKey === undefined ? null : u.moduleKey;
      return out;
    });
  },
});

/**
 * docs: this SDK's own catalogue, searchable, each entry openable as a view.
 * Grant: always granted.
 */
export const docs = Object.freeze({
  /**
   * Searches the SDK's documentation, most relevant first.
   * @param {string} query Words to look for, such as `write file`.
   * @param {object} [options]
   * @param {number} [options.limit] Most entries to return.
   * @returns {{key: string, kind: "module" | "function" | "type", brief: string, score: number}[]} `key` is for example `files.readTextFile`.
   * @throws {ApiError} invalid-argument, limit-exceeded, unavailable
   */
  search(query, options) {
    const op = 'docs.search';
    arity(op, arguments, 1, 2);
    wantString(op, 'query', query);
    const o = wantOptions(op, options, ['limit']);
    const limit = optionalU32(op, 'limit', o.limit);
    return call(() =>
      wit_docs.search(query, limit).map((h) => ({ key: h.key, kind: h.kind, brief: h.brief, score: h.score })),
    );
  },
  /**
   * Opens an entry's whole documentation as a view; returns the view's id.
   * @param {string} key The entry's key, for example `files.readTextFile`.
   * @returns {number} The view's id.
   * @throws {ApiError} invalid-argument, not-found, limit-exceeded, unavailable
   */
  open(key) {
    const op = 'docs.open';
    arity(op, arguments, 1, 1);
    wantString(op, 'key', key);
    return call(() => wit_docs.open(key));
  },
});

/**
 * session: what the user sees, and the end of the agent's task.
 * Grant: always granted.
 */
export const session = Object.freeze({
  /**
   * Shows text to the user.
   * @param {string} value The text.
   * @returns {undefined}
   * @throws {ApiError} invalid-argument, limit-exceeded, unavailable
   */
  text(value) {
    const op = 'session.text';
    arity(op, arguments, 1, 1);
    wantString(op, 'value', value);
    call(() => wit_session.text(value));
  },
  /**
   * Ends the agent's task with a summary.
   * @param {string} summary What was done, for the user.
   * @returns {undefined}
   * @throws {ApiError} invalid-argument, limit-exceeded, unavailable
   */
  finish(summary) {
    const op = 'session.finish';
    arity(op, arguments, 1, 1);
    wantString(op, 'summary', summary);
    call(() => wit_session.finish(summary));
  },
});

/** JSON text for a tool's arguments; refuses what JSON cannot carry faithfully. */
function argumentsJson(operation, value) {
  const refuse = (what, key) =>
    invalid(operation, `args must be JSON-serialisable (objects, arrays, strings, finite numbers, booleans, null), got ${what}${key === '' ? '' : ` at \`${key}\``}`);
  let text;
  try {
    text = jsonStringify(value, function (key, v) {
      if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') throw refuse(`a ${typeof v}`, key);
      if (typeof v === 'number' && !isFinite(v)) throw refuse(`${v}`, key);
      if (v === undefined && (key === '' || isArray(this))) throw refuse('undefined', key);
      return v;
    });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw invalid(operation, `args must be JSON-serialisable: ${e && e.message}`);
  }
  if (text === undefined) throw refuse(describe(value), '');
  return wellFormedJson(text);
}

/**
 * JSON text with every lone surrogate as U+FFFD, as a string argument
 * crosses the membrane (the host's JSON parser refuses the `\udXXX` escape
 * JSON.stringify writes for one). JSON.stringify escapes a surrogate only
 * when it is lone, and a backslash only begins an escape, so each `\u` escape
 * of 0xd800..0xdfff found from one escape to the next is one to replace.
 */
function wellFormedJson(text) {
  const at = (s, i) => reflectApply(stringCharCodeAt, s, [i]);
  if (reflectApply(stringIndexOf, text, ['\\ud']) < 0 && reflectApply(stringIndexOf, text, ['\\uD']) < 0) return text;
  let out = '';
  let from = 0;
  let i = reflectApply(stringIndexOf, text, ['\\']);
  while (i >= 0) {
    const next = at(text, i + 1);
    if (next === 0x75 /* u */ && (at(text, i + 2) | 0x20) === 0x64 /* d */ && isSurrogateDigit(at(text, i + 3))) {
      out += reflectApply(stringSlice, text, [from, i]) + '\\ufffd';
      from = i + 6;
      i = reflectApply(stringIndexOf, text, ['\\', from]);
    } else {
      i = reflectApply(stringIndexOf, text, ['\\', i + 2]);
    }
  }
  return out + reflectApply(stringSlice, text, [from]);
}

/** Whether a hex digit (a char code) is 8 to f: `\ud8XX` to `\udfXX` are surrogates. */
function isSurrogateDigit(c) {
  return (c >= 0x38 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

/** `lookup_user` → `lookupUser` (also `-`, `.` and spaces as separators). */
function camelName(name) {
  const parts = name.split(/[-_.\s]+/);
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (p === '') continue;
    out += out === '' ? p : p[0].toUpperCase() + p.slice(1);
  }
  return out === '' ? name : out;
}

function deepFreeze(value) {
  if (value !== null && typeof value === 'object') {
    for (const k of objectKeys(value)) deepFreeze(value[k]);
    freeze(value);
  }
  return value;
}

/** `a string`, `an array`, `null`: a value's kind, for a TypeError. */
function aKind(value) {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (isArray(value)) return 'an array';
  const t = typeof value;
  if (t === 'object') {
    const proto = getPrototypeOf(value);
    const ctor = proto && proto.constructor;
    return ctor && typeof ctor.name === 'string' && ctor.name !== '' ? `an instance of ${ctor.name}` : 'an object';
  }
  return /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`;
}

// The members `tools` has whatever the host registered (`list`, `call`,
// `parallel`, and what every object inherits); a tool whose method name would
// shadow one of them is reached by its registered name or `tools.call`.
let toolMembers;

function reservedMember(key) {
  return reflectHas(toolMembers, key);
}

/**
 * The program's view of the registered tools, from ONE `tools.list` call
 * made the first time a typed method, `tools.parallel` or `ALL_TOOLS` needs
 * it (or taken from the program's own first `tools.list()`), then kept for
 * the turn. A refusal is kept too: `{ error }`.
 */
let toolCatalogue;

/**
 * The catalogue of a `tools.list` answer: entries in the host's order, and
 * lookup by key on `tools` (`byKey`), by registered name (`byName`), by
 * method path (`byPath`: `lookupUser`, `weather.getAlerts`) and the groups
 * reachable on `tools` (`groups`, by key).
 *
 * Keys are given in a fixed order, so a name never takes another's place:
 * ungrouped tools' camelCase methods (then their registered name where the
 * camelCase one is taken), their registered names as aliases, then each
 * group under its camelCase name (else its registered name), then the
 * groups' registered names as aliases. A key that would shadow a member of
 * `tools` is never given.
 */
function catalogueOf(listed) {
  const op = 'tools.list';
  const names = create(null);
  for (let i = 0; i < listed.length; i++) names[listed[i].name] = true;
  const byKey = create(null);
  const rows = [];
  const groupsByName = create(null);
  const groupOrder = [];
  for (let i = 0; i < listed.length; i++) {
    const t = listed[i];
    // Schemas stay text until a call or a reader needs one (`schemaOf`):
    // a typed call parses its own tool's schema, not every tool's.
    const dot = t.name.indexOf('.');
    const row = { name: t.name, description: t.description, schemaText: t.schema, outputText: t.outputSchema, group: null, part: t.name, method: null };
    if (dot >= 0) {
      row.group = t.name.slice(0, dot);
      row.part = t.name.slice(dot + 1);
      if (!hasOwn(groupsByName, row.group)) {
        groupsByName[row.group] = { name: row.group, key: null, rows: [] };
        groupOrder.push(groupsByName[row.group]);
      }
      groupsByName[row.group].rows.push(row);
    } else {
      let method = camelName(t.name);
      if (reservedMember(method) || hasOwn(byKey, method) || (method !== t.name && hasOwn(names, method))) method = t.name;
      if (reservedMember(method) || hasOwn(byKey, method)) method = null;
      row.method = method;
      if (method !== null) byKey[method] = row;
    }
    rows.push(row);
  }
  // The registered (snake_case) name reaches the same method, where it is free.
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (r.group === null && !reservedMember(r.name) && !hasOwn(byKey, r.name)) byKey[r.name] = r;
  }
  const groups = create(null);
  const free = (key) => !reservedMember(key) && !hasOwn(byKey, key) && !hasOwn(groups, key);
  for (let i = 0; i < groupOrder.length; i++) {
    const g = groupOrder[i];
    let key = camelName(g.name);
    if (!free(key)) key = g.name;
    if (!free(key)) continue;
    g.key = key;
    groups[key] = g;
    groupMethods(g);
  }
  for (let i = 0; i < groupOrder.length; i++) {
    const g = groupOrder[i];
    if (g.key !== null && free(g.name)) groups[g.name] = g;
  }
  const entries = [];
  const byName = create(null);
  const byPath = create(null);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    let path = r.method;
    if (r.group !== null) path = r.method === null ? null : `${groupsByName[r.group].key}.${r.method}`;
    const entry = freeze({ name: r.name, method: path, group: r.group, description: r.description, row: r });
    r.entry = entry;
    entries.push(entry);
    byName[r.name] = entry;
    if (path !== null) byPath[path] = entry;
  }
  const keys = objectKeys(byKey);
  for (let i = 0; i < keys.length; i++) byKey[keys[i]] = byKey[keys[i]].entry;
  return { entries, byKey, byName, byPath, groups, shown: undefined };
}

/** A catalogue entry's argument schema, parsed (and frozen) on first use. */
function schemaOf(entry) {
  const r = entry.row;
  if (r.schema === undefined) r.schema = deepFreeze(hostJson('tools.list', 'a schema', r.schemaText));
  return r.schema;
}

/** A catalogue entry's result schema, or null; parsed on first use. */
function outputSchemaOf(entry) {
  const r = entry.row;
  if (r.outputSchema === undefined) {
    r.outputSchema = r.outputText === undefined ? null : deepFreeze(hostJson('tools.list', 'a schema', r.outputText));
  }
  return r.outputSchema;
}

/** The catalogue's entries as `ALL_TOOLS` shows them, made once. */
function shownEntries(c) {
  if (c.shown === undefined) {
    c.shown = c.entries.map((e) =>
      freeze({ name: e.name, method: e.method, group: e.group, description: e.description, schema: schemaOf(e), outputSchema: outputSchemaOf(e) }));
  }
  return c.shown;
}

/**
 * The methods of a group reachable on `tools`: each tool's part in
 * camelCase (else as registered, where the camelCase name is another's),
 * in `g.members` as `[method, row]`; a registered part that differs from
 * its method and is free reaches it too (`g.aliases`).
 */
function groupMethods(g) {
  const parts = create(null);
  for (let i = 0; i < g.rows.length; i++) parts[g.rows[i].part] = true;
  const taken = create(null);
  g.members = [];
  g.aliases = [];
  for (let i = 0; i < g.rows.length; i++) {
    const r = g.rows[i];
    let method = camelName(r.part);
    if (hasOwn(taken, method) || (method !== r.part && hasOwn(parts, method))) method = r.part;
    if (hasOwn(taken, method)) continue;
    taken[method] = true;
    r.method = method;
    g.members.push([method, r]);
  }
  for (let i = 0; i < g.rows.length; i++) {
    const r = g.rows[i];
    if (r.method !== null && r.method !== r.part && !hasOwn(taken, r.part)) {
      taken[r.part] = true;
      g.aliases.push([r.part, r]);
    }
  }
}

/** Keeps the first listing (or its refusal) as the turn's catalogue. */
function keepCatalogue(list) {
  if (toolCatalogue !== undefined) return;
  try {
    toolCatalogue = catalogueOf(list());
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    toolCatalogue = { error: e };
  }
}

/** The turn's catalogue, listing the tools on first use; throws the listing's refusal. */
function catalogue() {
  keepCatalogue(() => call(() => wit_tools.list()));
  const e = toolCatalogue.error;
  if (e !== undefined) throw new ApiError(e.operation, e.code, e.message);
  return toolCatalogue;
}

/** The catalogue, or `undefined` when listing was refused. */
function catalogueIfAny() {
  try {
    return catalogue();
  } catch (e) {
    if (e instanceof ApiError) return undefined;
    throw e;
  }
}

/** Whether a tool's schema describes an object, so its top level can be checked here. */
function objectSchema(schema) {
  if (!isPlainObject(schema)) return false;
  if (schema.type === 'object') return true;
  return schema.type === undefined && (schema.properties !== undefined || schema.required !== undefined);
}

function acceptedOf(schema) {
  if (isPlainObject(schema.properties)) return objectKeys(schema.properties);
  if (isArray(schema.required)) return schema.required.filter((k) => typeof k === 'string');
  return [];
}

function acceptedTail(schema) {
  if (!objectSchema(schema)) return '';
  const accepted = acceptedOf(schema);
  return ` (accepted: ${accepted.length ? accepted.join(', ') : 'no arguments'})`;
}

/**
 * Checks arguments against the top level of a tool's object schema, as a
 * typed method does: an object, no property the schema does not know
 * (unless it allows more), every required one present. The host checks the
 * whole schema again; this check only makes the common mistakes a TypeError
 * that names what is accepted, before anything leaves the guest.
 */
function checkArguments(label, schema, args) {
  if (!objectSchema(schema)) return;
  const tail = acceptedTail(schema);
  if (!isPlainObject(args)) throw new TypeErrorCtor(`${label}: expected an object of arguments, got ${aKind(args)}${tail}`);
  const props = schema.properties;
  const extra = schema.additionalProperties;
  if (isPlainObject(props) && extra !== true && !isPlainObject(extra) && schema.patternProperties === undefined) {
    for (const k of objectKeys(args)) {
      if (args[k] !== undefined && !hasOwn(props, k)) throw new TypeErrorCtor(`${label}: unknown argument '${k}'${tail}`);
    }
  }
  if (isArray(schema.required)) {
    for (const k of schema.required) {
      if (typeof k === 'string' && (!hasOwn(args, k) || args[k] === undefined)) {
        throw new TypeErrorCtor(`${label}: missing required argument '${k}'${tail}`);
      }
    }
  }
}

/**
 * The entry a `tools.parallel` call names: by registered name
 * (`weather.get_alerts`), by method path (`weather.getAlerts`), by an
 * ungrouped tool's key, or by a group's key and one of its members' names.
 */
function named(c, name) {
  if (hasOwn(c.byName, name)) return c.byName[name];
  if (hasOwn(c.byPath, name)) return c.byPath[name];
  if (hasOwn(c.byKey, name)) return c.byKey[name];
  const dot = name.indexOf('.');
  if (dot < 0 || !hasOwn(c.groups, name.slice(0, dot))) return undefined;
  const g = c.groups[name.slice(0, dot)];
  const member = name.slice(dot + 1);
  for (let i = 0; i < g.members.length; i++) if (g.members[i][0] === member) return g.members[i][1].entry;
  for (let i = 0; i < g.aliases.length; i++) if (g.aliases[i][0] === member) return g.aliases[i][1].entry;
  return undefined;
}

/** The typed methods made so far, by tool name: `tools.add === tools.add`. */
const typedMethods = create(null);

/** The typed method calling `entry`'s tool, its messages labelled `label` (`tools.weather.forecast`). */
function typedMethod(entry, label, method) {
  if (hasOwn(typedMethods, entry.name)) return typedMethods[entry.name];
  const fn = function (args) {
    const op = 'tools.call';
    if (arguments.length > 1) {
      throw new TypeErrorCtor(`${label}: expected one argument, an object of arguments, got ${arguments.length}${acceptedTail(schemaOf(entry))}`);
    }
    const value = args === undefined ? {} : args;
    checkArguments(label, schemaOf(entry), value);
    const text = argumentsJson(op, value);
    return call(() => hostJson(op, 'a tool result', wit_tools.call(entry.name, text)));
  };
  defineProperty(fn, 'name', { value: method });
  typedMethods[entry.name] = fn;
  return fn;
}

/** An ungrouped tool's typed method on `tools`. */
function toolMethod(entry) {
  const method = entry.method === null ? entry.name : entry.method;
  return typedMethod(entry, `tools.${method}`, method);
}

/** The group objects made so far, by group name: `tools.weather === tools.weather`. */
const groupObjects = create(null);

/**
 * A group's object on `tools`: a frozen object whose enumerable own
 * properties are its tools' typed methods (`forecast`, `getAlerts`), and
 * whose registered parts that differ (`get_alerts`) reach the same methods
 * without being listed.
 */
function groupObject(g) {
  if (hasOwn(groupObjects, g.name)) return groupObjects[g.name];
  const object = {};
  for (let i = 0; i < g.members.length; i++) {
    const method = g.members[i][0];
    const r = g.members[i][1];
    const fn = typedMethod(r.entry, `tools.${g.key}.${method}`, method);
    defineProperty(object, method, { value: fn, enumerable: true });
  }
  for (let i = 0; i < g.aliases.length; i++) {
    const alias = g.aliases[i][0];
    const r = g.aliases[i][1];
    const fn = typedMethod(r.entry, `tools.${g.key}.${r.method}`, r.method);
    defineProperty(object, alias, { value: fn, enumerable: false });
  }
  freeze(object);
  groupObjects[g.name] = object;
  return object;
}

/**
 * `tools` itself: its own members, and a typed method for every registered
 * tool and a group object for every group, resolved when the program first
 * reaches one. Only the own members are own properties (`Object.keys(tools)`);
 * typed methods and groups behave like inherited ones (`'lookupUser' in
 * tools`, `typeof tools.lookupUser === 'function'`), and an unknown name is
 * `undefined`, so calling it is JavaScript's own `TypeError: tools.nope is
 * not a function`.
 */
function withTypedMethods(members) {
  toolMembers = members;
  return new ProxyCtor(members, {
    get(target, key, receiver) {
      if (typeof key !== 'string' || reflectHas(target, key)) return reflectGet(target, key, receiver);
      const c = catalogue();
      const entry = c.byKey[key];
      if (entry !== undefined) return toolMethod(entry);
      const group = c.groups[key];
      return group === undefined ? undefined : groupObject(group);
    },
    has(target, key) {
      if (typeof key !== 'string' || reflectHas(target, key)) return reflectHas(target, key);
      const c = catalogueIfAny();
      return c !== undefined && (hasOwn(c.byKey, key) || hasOwn(c.groups, key));
    },
  });
}

/**
 * tools: the host's tools and the tools of the MCP servers it bridges, called with JSON arguments.
 * Each registered tool is also a method named in camelCase: `lookup_user` is
 * `tools.lookupUser({ id: "u1" })`, which returns the tool's result parsed
 * from JSON and throws the tool's failure as an ApiError. An MCP server's
 * tools form a group, registered as `<server>.<tool>` and reached through a
 * frozen object named after the server, its methods in camelCase too:
 * `weather.get_alerts` is `tools.weather.getAlerts({ region: "north" })`
 * (a server whose name is a member of `tools`, such as `list`, is no
 * property: reach its tools with `tools.call("list.x", args)`). Before the
 * call leaves the program, a typed method checks the arguments against the
 * top level of the tool's schema and throws a TypeError naming what is
 * accepted: `tools.lookupUser: missing required argument 'id' (accepted:
 * id)`, `tools.weather.forecast: unknown argument 'town' (accepted: city,
 * days)`, or an argument that is not an object. A name no tool or group has
 * is `undefined` (`tools.nope()` is `TypeError: tools.nope is not a
 * function`, and so is `tools.weather.nope()`). The first typed method or
 * group reached lists the tools once for the whole turn; without a grant,
 * reaching one throws that refusal. Only the tools the agent may call are
 * listed; `ALL_TOOLS` lists them all.
 * Grant: `tools` for the host's tools; `mcp` (every server) or
 * `mcp:<server>` (one server) for an MCP server's tools.
 */
export const tools = withTypedMethods(Object.freeze({
  /**
   * Lists the tools this agent may call, with their argument and result schemas.
   * A grouped (MCP) tool is listed by its registered name, `<server>.<tool>`.
   * @returns {{name: string, description: string, schema: object, outputSchema: object | null}[]} `schema` is the JSON Schema of the arguments, `outputSchema` that of the result (null when the tool declares none).
   * @throws {ApiError} io, limit-exceeded, unavailable
   */
  list() {
    const op = 'tools.list';
    arity(op, arguments, 0, 0);
    return call(() => {
      const listed = wit_tools.list();
      keepCatalogue(() => listed);
      return listed.map((t) => ({
        name: t.name,
        description: t.description,
        schema: hostJson(op, 'a schema', t.schema),
        outputSchema: t.outputSchema === undefined ? null : hostJson(op, 'a schema', t.outputSchema),
      }));
    });
  },
  /**
   * Calls a tool; returns its result, parsed from JSON.
   * @param {string} name The tool's registered name (`lookup_user`, `weather.forecast`).
   * @param {*} [args={}] The arguments, as the tool's schema describes them; sent as JSON.
   * @returns {*} The tool's result.
   * @throws {ApiError} invalid-argument, not-found, timeout, io, limit-exceeded, unavailable
   */
  call(name, args) {
    const op = 'tools.call';
    arity(op, arguments, 1, 2);
    wantString(op, 'name', name);
    const text = argumentsJson(op, args === undefined ? {} : args);
    return call(() => hostJson(op, 'a tool result', wit_tools.call(name, text)));
  },
  /**
   * Calls several tools at once; returns their results in call order, each parsed from JSON.
   * The batch is one host call and its handlers run concurrently, so it
   * takes about as long as its slowest call: `const [a, b] =
   * tools.parallel([["weather", { city: "Lisbon" }], ["weather", { city: "Porto" }]])`.
   * A call names its tool by its registered name or its method's path
   * (`lookup_user` or `lookupUser`, `weather.get_alerts` or
   * `weather.getAlerts`); the arguments of a known tool are
   * checked as its typed method checks them (a TypeError, before anything
   * runs). Every call runs to its end, whatever the others do. If any call
   * failed, `parallel` throws the ApiError of the first failed call in call
   * order, with its 0-based `index` and its message prefixed
   * `call <index> (<name>): `; the other calls' results are not returned. A
   * batch refused as a whole (no grant, more than 64 calls) throws that
   * refusal.
   * @param {[string, object][]} calls `[name, args]` pairs; `args` may be left out for `{}`.
   * @returns {*[]} The results, in call order.
   * @throws {ApiError} invalid-argument, not-found, denied, timeout, io, limit-exceeded, unavailable
   */
  parallel(calls) {
    const op = 'tools.parallel';
    arity(op, arguments, 1, 1);
    if (!isArray(calls)) throw invalid(op, `calls must be an array of [name, args] pairs, got ${describe(calls)}`);
    if (calls.length === 0) return [];
    const known = catalogueIfAny();
    const batch = [];
    const names = [];
    for (let i = 0; i < calls.length; i++) {
      const pair = calls[i];
      if (!isArray(pair) || pair.length < 1 || pair.length > 2) {
        throw invalid(op, `call ${i} must be a [name, args] pair, got ${isArray(pair) ? `an array of ${pair.length}` : describe(pair)}`);
      }
      const name = pair[0];
      if (typeof name !== 'string') throw invalid(op, `call ${i}: the tool's name must be a string, got ${describe(name)}`);
      const args = pair[1] === undefined ? {} : pair[1];
      let entry;
      if (known !== undefined) entry = named(known, name);
      if (entry !== undefined) checkArguments(`tools.parallel: call ${i} (${name})`, schemaOf(entry), args);
      let text;
      try {
        text = argumentsJson(op, args);
      } catch (e) {
        if (e instanceof ApiError) throw invalid(op, `call ${i} (${name}): ${e.message}`);
        throw e;
      }
      const tool = entry === undefined ? name : entry.name;
      batch.push({ name: tool, arguments: text });
      names.push(tool);
    }
    const results = call(() => wit_tools.parallel(batch));
    for (let i = 0; i < results.length; i++) {
      const r = results[i];
      if (r.tag === 'err') {
        const e = r.val;
        const error = new ApiError(e.operation, e.code, `call ${i} (${names[i]}): ${e.message}`);
        error.index = i;
        throw error;
      }
    }
    const out = [];
    for (let i = 0; i < results.length; i++) out.push(hostJson(op, 'a tool result', results[i].val));
    return out;
  },
}));

/**
 * An array filled by `fill()` and frozen the first time anything reads it
 * (`length`, an index, iteration, `Object.keys`): until then nothing is
 * asked of the host. A refused fill throws, and is tried again on the next
 * read.
 */
function lazyFrozenArray(fill) {
  const target = [];
  let filled = false;
  const ready = () => {
    if (!filled) {
      const items = fill();
      for (let i = 0; i < items.length; i++) target.push(items[i]);
      freeze(target);
      filled = true;
    }
    return target;
  };
  const handler = create(null);
  const traps = ['get', 'set', 'has', 'deleteProperty', 'defineProperty', 'getOwnPropertyDescriptor', 'ownKeys', 'preventExtensions', 'isExtensible'];
  for (const trap of traps) {
    const reflect = Reflect[trap];
    handler[trap] = (_target, ...rest) => reflect(ready(), ...rest);
  }
  return new ProxyCtor(target, handler);
}

/**
 * ALL_TOOLS: every tool this agent may call, as a frozen array of `{ name, method, group, description, schema, outputSchema }`.
 * `name` is the registered name (`lookup_user`, `weather.get_alerts`),
 * `method` the path from `tools` to the typed method that calls it
 * (`lookupUser`, `weather.getAlerts`; null when the name would shadow a
 * member of `tools` — call it with `tools.call`), `group` the MCP server a
 * grouped tool belongs to (`weather`; null for the host's own tools),
 * `schema` the JSON Schema of its arguments, `outputSchema` that of its
 * result (null when the tool declares none). It is filled from one
 * `tools.list` the first time the program reads it (a program that never
 * reads it asks nothing of the host); without a tool grant (`tools`, `mcp`
 * or `mcp:<server>`), reading it throws that refusal.
 * @type {{name: string, method: string | null, group: string | null, description: string, schema: object, outputSchema: object | null}[]}
 * @throws {ApiError} io, limit-exceeded, unavailable
 */
export const ALL_TOOLS = lazyFrozenArray(() => shownEntries(catalogue()));

/** The module a program imports as "gg": its exported names and values. */
export const MODULE = Object.freeze({ files, views, shell, tasks, memories, context, skills, docs, session, tools, ALL_TOOLS, ApiError });
