// Builds the JavaScript arm's SDK catalogue from the JSDoc in `src/sdk.js`.
//
//   node catalogue.mjs <sdk.js> <out.json>            write the catalogue
//   node catalogue.mjs <sdk.js> --check <file.json>   fail if <file.json> is stale
//
// The catalogue is what `docs.search` and `docs.open` serve: one entry per
// exported family (kind `module`), per family function (kind `function`), per
// exported class (kind `type`) and per exported constant (kind `type`, its
// JSDoc carrying an `@type` tag), in source order. A family may be wrapped in
// one call that adds to it (`withTypedMethods(Object.freeze({`). Each
// function's brief is the first sentence of its JSDoc; a family function
// without one is an error,
// so an entry cannot silently go missing. The script also loads sdk.js itself
// (with its membrane imports stubbed) and checks that every function the
// module really exports was documented. Output is deterministic.
//
// Only node built-ins are used.

import { readFile, writeFile, rename } from 'node:fs/promises';
import { register } from 'node:module';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The codes `core.error-code` defines; a `@throws` tag may name only these. */
const ERROR_CODES = [
  'unavailable',
  'invalid-argument',
  'not-found',
  'conflict',
  'timeout',
  'io',
  'limit-exceeded',
  'denied',
];

const MODULE_NAME = 'gg';

class CatalogueError extends Error {}

function fail(message) {
  throw new CatalogueError(message);
}

// ---------------------------------------------------------------------------
// Command line

function usage() {
  return [
    'usage: node catalogue.mjs <sdk.js> <out.json>',
    '       node catalogue.mjs <sdk.js> --check <existing.json>',
  ].join('\n');
}

function parseArgs(argv) {
  const positional = [];
  let check;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--check') {
      if (check !== undefined || i + 1 >= argv.length) return undefined;
      check = argv[++i];
    } else if (a === '-h' || a === '--help') {
      return undefined;
    } else if (a.startsWith('--')) {
      return undefined;
    } else {
      positional.push(a);
    }
  }
  if (check !== undefined) {
    if (positional.length !== 1) return undefined;
    return { sdk: positional[0], check };
  }
  if (positional.length !== 2) return undefined;
  return { sdk: positional[0], out: positional[1] };
}

// ---------------------------------------------------------------------------
// JSDoc text

/** Line number (1-based) of a character offset. */
function lineOf(text, offset) {
  let n = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

/** The text inside a `/** … *\/` block: markers and leading ` * ` removed. */
function normaliseComment(raw) {
  const inner = raw.replace(/^\/\*\*/, '').replace(/\*\/$/, '');
  const lines = inner.split('\n').map((line) => line.replace(/^\s*\* ?/, '').replace(/\s+$/, ''));
  // A one-line comment keeps its text after `/**`; strip the space there too.
  if (lines.length === 1) lines[0] = lines[0].trim();
  while (lines.length && lines[0] === '') lines.shift();
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

/** Splits normalised JSDoc into the description and its tags (`@name rest`). */
function splitTags(doc) {
  const description = [];
  const tags = [];
  for (const line of doc.split('\n')) {
    const m = /^@([A-Za-z]+)\b\s*(.*)$/.exec(line);
    if (m) {
      tags.push({ tag: m[1], text: m[2] });
    } else if (tags.length) {
      tags[tags.length - 1].text += line === '' ? '\n' : ` ${line.trim()}`;
    } else {
      description.push(line);
    }
  }
  return { description: description.join('\n').trim(), tags };
}

/**
 * The brief: the first sentence of the description's first paragraph. A
 * period inside backticks (`.gitignore`) does not end a sentence.
 */
function briefOf(description) {
  const paragraph = description.split(/\n\s*\n/)[0].split('\n').map((l) => l.trim()).join(' ').trim();
  let code = false;
  for (let i = 0; i < paragraph.length; i++) {
    const c = paragraph[i];
    if (c === '`') code = !code;
    else if (!code && (c === '.' || c === '!' || c === '?') && (i + 1 === paragraph.length || paragraph[i + 1] === ' ')) {
      return paragraph.slice(0, i + 1);
    }
  }
  return paragraph;
}

/** Reads a `{type}` at the start of `text`, braces balanced; returns [type, rest]. */
function readType(text, where) {
  if (!text.startsWith('{')) return [undefined, text];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}') {
      depth--;
      if (depth === 0) return [text.slice(1, i).trim(), text.slice(i + 1).trim()];
    }
  }
  fail(`${where}: unbalanced braces in a tag's type: ${text}`);
}

/** `@param {type} [name=default] description`; brackets in the default balance. */
function parseParam(text, where) {
  const [type, rest] = readType(text, where);
  let name;
  let optional = false;
  let defaultValue;
  let description;
  if (rest.startsWith('[')) {
    let depth = 0;
    let close = -1;
    for (let i = 0; i < rest.length; i++) {
      if (rest[i] === '[') depth++;
      else if (rest[i] === ']' && --depth === 0) {
        close = i;
        break;
      }
    }
    if (close < 0) fail(`${where}: unbalanced brackets in a tag's name: ${rest}`);
    const inner = rest.slice(1, close);
    const eq = inner.indexOf('=');
    name = (eq < 0 ? inner : inner.slice(0, eq)).trim();
    if (eq >= 0) defaultValue = inner.slice(eq + 1).trim();
    optional = true;
    description = rest.slice(close + 1);
  } else {
    const m = /^(\S+)\s*(.*)$/s.exec(rest);
    if (!m) fail(`${where}: a tag names no parameter`);
    name = m[1];
    description = m[2];
  }
  if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(name)) fail(`${where}: malformed parameter name \`${name}\``);
  const isRest = type !== undefined && type.startsWith('...');
  return { name, type, optional, defaultValue, rest: isRest, description: description.trim() };
}

function parseThrows(text, where) {
  const [type, rest] = readType(text, where);
  if (type !== 'ApiError') fail(`${where}: @throws must be {ApiError}, got {${type ?? ''}}`);
  const codes = rest.split(/[\s,]+/).filter((c) => c !== '');
  if (codes.length === 0) fail(`${where}: @throws {ApiError} names no error codes`);
  for (const c of codes) {
    if (!ERROR_CODES.includes(c)) fail(`${where}: @throws names \`${c}\`, not an error code (${ERROR_CODES.join(', ')})`);
  }
  const seen = new Set();
  for (const c of codes) {
    if (seen.has(c)) fail(`${where}: @throws names \`${c}\` twice`);
    seen.add(c);
  }
  return codes;
}

// ---------------------------------------------------------------------------
// Source structure

/**
 * The JSDoc block that ends right before `offset` (only whitespace between),
 * if any: from the line that opens with `/**` to the `*\/` before `offset`.
 */
function docBefore(text, offset) {
  let end = offset;
  while (end > 0 && /\s/.test(text[end - 1])) end--;
  if (text.slice(end - 2, end) !== '*/') return undefined;
  let lineStart = text.lastIndexOf('\n', end - 1) + 1;
  for (;;) {
    const line = text.slice(lineStart, text.indexOf('\n', lineStart) < 0 ? text.length : text.indexOf('\n', lineStart));
    const open = /^\s*\/\*\*(?!\/)/.exec(line);
    if (open) return text.slice(lineStart + open[0].length - 3, end);
    if (!/^\s*\*/.test(line) || lineStart === 0) return undefined;
    lineStart = text.lastIndexOf('\n', lineStart - 2) + 1;
  }
}

/** Names in `export const MODULE = Object.freeze({ a, b, … })`, in order. */
function moduleNames(text) {
  const m = /^export const MODULE = Object\.freeze\(\{([^}]*)\}\);/m.exec(text);
  if (!m) fail('no `export const MODULE = Object.freeze({ … });` in the SDK');
  const names = m[1].split(',').map((s) => s.trim()).filter((s) => s !== '');
  for (const n of names) if (!/^[A-Za-z_$][\w$]*$/.test(n)) fail(`MODULE lists \`${n}\`, not a plain name`);
  return names;
}

/** Parameter names of a source parameter list: `(path, options)`, `(...ranges)`. */
function sourceParams(list) {
  if (list.trim() === '') return [];
  return list.split(',').map((p) => {
    const t = p.trim();
    const rest = t.startsWith('...');
    const name = t.replace(/^\.\.\./, '').split('=')[0].trim();
    return { name, rest };
  });
}

/**
 * The members of one family's `Object.freeze({ … })` body: each a method
 * written `name(params) {` at two spaces' indentation, with its JSDoc.
 */
function familyMembers(text, family, bodyStart) {
  const members = [];
  const lines = text.slice(bodyStart).split('\n');
  let offset = bodyStart;
  let inDoc = false;
  let inMethod = false;
  for (const line of lines) {
    const lineStart = offset;
    offset += line.length + 1;
    if (/^\}\)\)?;\s*$/.test(line)) return members;
    if (inDoc) {
      if (line.includes('*/')) inDoc = false;
      continue;
    }
    if (!/^ {2}\S/.test(line)) continue; // blank, or deeper: inside a method or a comment
    const t = line.slice(2);
    if (t.startsWith('/**') || t.startsWith('/*')) {
      if (!t.includes('*/')) inDoc = true;
      continue;
    }
    if (t.startsWith('//')) continue;
    if (inMethod && /^\},?\s*$/.test(t)) {
      inMethod = false;
      continue;
    }
    const m = /^([A-Za-z_$][\w$]*)\s*\(([^)]*)\)\s*\{\s*$/.exec(t);
    if (m && !inMethod) {
      members.push({ name: m[1], params: sourceParams(m[2]), doc: docBefore(text, lineStart + 2), line: lineOf(text, lineStart) });
      inMethod = true;
      continue;
    }
    fail(
      `${family}: cannot read line ${lineOf(text, lineStart)} of the family (\`${line.trim()}\`); ` +
        'write each member as a method `name(params) { … }` with a JSDoc block above it',
    );
  }
  fail(`${family}: no \`});\` closing the family's Object.freeze({ … })`);
}

// ---------------------------------------------------------------------------
// Entries

function importLine(names) {
  return `import { ${names.join(', ')} } from ${JSON.stringify(MODULE_NAME)}`;
}

function functionEntry(family, member) {
  const key = `${family}.${member.name}`;
  const where = `${key} (line ${member.line})`;
  if (member.doc === undefined) fail(`${where}: no JSDoc block above the function; every family function needs a /** brief */`);
  const doc = normaliseComment(member.doc);
  const { description, tags } = splitTags(doc);
  const brief = briefOf(description);
  if (brief === '') fail(`${where}: its JSDoc has no brief (the first sentence, before the @tags)`);

  const params = tags.filter((t) => t.tag === 'param').map((t) => parseParam(t.text, where));
  const top = params.filter((p) => !p.name.includes('.'));
  const want = member.params.map((p) => (p.rest ? `...${p.name}` : p.name)).join(', ');
  const got = top.map((p) => (p.rest ? `...${p.name}` : p.name)).join(', ');
  if (want !== got) fail(`${where}: @param tags document (${got}) but the function takes (${want})`);
  for (const p of params) {
    if (!p.name.includes('.')) continue;
    const parent = p.name.slice(0, p.name.indexOf('.'));
    if (!top.some((q) => q.name === parent)) fail(`${where}: @param ${p.name} has no @param ${parent}`);
  }
  const signatureParams = top.map((p) => {
    const fields = params.filter((q) => q.name.startsWith(`${p.name}.`)).map((q) => q.name.slice(p.name.length + 1));
    if (fields.length) return `{ ${fields.join(', ')} }`;
    if (p.rest) return `...${p.name}`;
    if (p.defaultValue !== undefined) return `${p.name} = ${p.defaultValue}`;
    return p.name;
  });

  const returns = tags.filter((t) => t.tag === 'returns' || t.tag === 'return');
  if (returns.length !== 1) fail(`${where}: its JSDoc needs exactly one @returns tag, has ${returns.length}`);
  const throwsTags = tags.filter((t) => t.tag === 'throws');
  if (throwsTags.length !== 1) fail(`${where}: its JSDoc needs exactly one @throws {ApiError} tag naming its error codes, has ${throwsTags.length}`);
  const throws = parseThrows(throwsTags[0].text, where);

  return {
    key,
    kind: 'function',
    signature: `${key}(${signatureParams.join(', ')})`,
    brief,
    doc,
    throws,
    import: importLine([family]),
  };
}

function familyEntry(name, docText, line) {
  if (docText === undefined) fail(`${name} (line ${line}): no JSDoc block above \`export const ${name}\`; every family needs one naming it and its grant`);
  const doc = normaliseComment(docText);
  const brief = briefOf(splitTags(doc).description);
  if (brief === '') fail(`${name} (line ${line}): its JSDoc has no brief`);
  return { key: name, kind: 'module', brief, doc, import: importLine([name]) };
}

function typeEntry(name, docText, line) {
  if (docText === undefined) fail(`${name} (line ${line}): no JSDoc block above \`export class ${name}\``);
  const doc = normaliseComment(docText);
  const { description, tags } = splitTags(doc);
  const brief = briefOf(description);
  if (brief === '') fail(`${name} (line ${line}): its JSDoc has no brief`);
  const properties = tags
    .filter((t) => t.tag === 'property' || t.tag === 'prop')
    .map((t) => parseParam(t.text, name).name);
  const entry = { key: name, kind: 'type' };
  if (properties.length) entry.signature = `${name} { ${properties.join(', ')} }`;
  entry.brief = brief;
  entry.doc = doc;
  entry.import = importLine([name]);
  return entry;
}

/**
 * An exported constant (`ALL_TOOLS`): its JSDoc has a brief and one
 * `@type {T}` tag, and at most one `@throws {ApiError}` for reading it. Its
 * kind is `type` (the catalogue's kinds are module, function and type).
 */
function constantEntry(name, docText, line) {
  const where = `${name} (line ${line})`;
  const doc = normaliseComment(docText);
  const { description, tags } = splitTags(doc);
  const brief = briefOf(description);
  if (brief === '') fail(`${where}: its JSDoc has no brief`);
  const types = tags.filter((t) => t.tag === 'type');
  if (types.length !== 1) fail(`${where}: a constant's JSDoc needs exactly one @type tag, has ${types.length}`);
  const [type] = readType(types[0].text, where);
  if (type === undefined || type === '') fail(`${where}: its @type tag names no {type}`);
  const throwsTags = tags.filter((t) => t.tag === 'throws');
  if (throwsTags.length > 1) fail(`${where}: its JSDoc has ${throwsTags.length} @throws tags; at most one`);
  const entry = { key: name, kind: 'type', signature: `${name}: ${type}`, brief, doc };
  if (throwsTags.length) entry.throws = parseThrows(throwsTags[0].text, where);
  entry.import = importLine([name]);
  return entry;
}

/** The catalogue, from the SDK's text alone. Also returns what it documented. */
function catalogueFromText(text) {
  const exported = moduleNames(text);
  const entries = [];
  const documented = new Map(); // family -> function names
  const found = [];
  const re = /^export (const|class|function|let|var) ([A-Za-z_$][\w$]*)/gm;
  let m;
  while ((m = re.exec(text)) !== null) {
    const [, what, name] = m;
    const line = lineOf(text, m.index);
    if (name === 'MODULE') continue;
    if (!exported.includes(name)) fail(`\`export ${what} ${name}\` (line ${line}) is not in MODULE, so a program cannot import it; add it there or do not export it`);
    found.push(name);
    const doc = docBefore(text, m.index);
    if (what === 'class') {
      entries.push(typeEntry(name, doc, line));
      continue;
    }
    // A family may be wrapped in one call that adds to it (`tools`' typed methods).
    const freeze = new RegExp(`^export const ${name.replace(/\$/g, '\\$')} = (?:[A-Za-z_$][\\w$]*\\()?Object\\.freeze\\(\\{[ \\t]*\\n`, 'm');
    freeze.lastIndex = 0;
    const f = freeze.exec(text.slice(m.index));
    if (!f || f.index !== 0) {
      if (what === 'const' && doc !== undefined && /^\s*\*\s*@type\b/m.test(doc)) {
        entries.push(constantEntry(name, doc, line));
        continue;
      }
      fail(`${name} (line ${line}): a family must be written \`export const ${name} = Object.freeze({\` (or a constant documented with an @type tag)`);
    }
    entries.push(familyEntry(name, doc, line));
    const members = familyMembers(text, name, m.index + f[0].length);
    if (members.length === 0) fail(`${name} (line ${line}): the family has no functions`);
    const names = [];
    for (const member of members) {
      if (names.includes(member.name)) fail(`${name}.${member.name} (line ${member.line}) is defined twice`);
      names.push(member.name);
      entries.push(functionEntry(name, member));
    }
    documented.set(name, names);
  }
  for (const name of exported) {
    if (!found.includes(name)) fail(`MODULE lists \`${name}\` but the SDK has no top-level \`export const ${name}\` or \`export class ${name}\``);
  }
  const keys = new Set();
  for (const e of entries) {
    if (keys.has(e.key)) fail(`two entries have the key \`${e.key}\``);
    keys.add(e.key);
  }
  return {
    catalogue: {
      language: 'javascript',
      module: MODULE_NAME,
      import: importLine(exported),
      entries,
    },
    documented,
  };
}

// ---------------------------------------------------------------------------
// Cross-check against the module itself

/** Loads the SDK in node, its `gg:` membrane imports stubbed by empty modules. */
async function loadModule(sdkPath) {
  const hooks = [
    'export async function resolve(specifier, context, next) {',
    "  if (specifier.startsWith('gg:')) return { url: 'data:text/javascript,export%20%7B%7D', shortCircuit: true };",
    '  return next(specifier, context);',
    '}',
  ].join('\n');
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
  let ns;
  try {
    ns = await import(pathToFileURL(resolve(sdkPath)).href);
  } catch (e) {
    fail(`cannot load ${sdkPath} to check what it exports: ${e && e.message}`);
  }
  if (!ns.MODULE || typeof ns.MODULE !== 'object') fail(`${sdkPath} exports no MODULE object`);
  return ns.MODULE;
}

function crossCheck(MODULE, documented, catalogue) {
  const listed = catalogue.entries.filter((e) => e.kind !== 'function').map((e) => e.key);
  const actual = Object.keys(MODULE);
  if ([...actual].sort().join(',') !== [...listed].sort().join(',')) {
    fail(`MODULE exports ${actual.join(', ')} but the catalogue documents ${listed.join(', ')}`);
  }
  for (const [family, names] of documented) {
    const value = MODULE[family];
    const fns = Object.keys(value).filter((k) => typeof value[k] === 'function');
    for (const k of Object.keys(value)) {
      if (typeof value[k] !== 'function') fail(`${family}.${k} is not a function; a family holds only functions`);
    }
    for (const k of fns) {
      if (!names.includes(k)) fail(`${family}.${k} is exported but the catalogue did not find it; write it as a method with a JSDoc brief`);
    }
    for (const k of names) {
      if (!fns.includes(k)) fail(`${family}.${k} is documented but MODULE.${family} has no such function`);
    }
  }
}

// ---------------------------------------------------------------------------

function render(catalogue) {
  return `${JSON.stringify(catalogue, null, 2)}\n`;
}

/** Names the entries that differ between two catalogue texts, for the message. */
function differences(freshText, oldText) {
  let old;
  try {
    old = JSON.parse(oldText);
  } catch (_) {
    return ['the existing file is not valid JSON'];
  }
  const fresh = JSON.parse(freshText);
  const out = [];
  for (const k of ['language', 'module', 'import']) {
    if (JSON.stringify(fresh[k]) !== JSON.stringify(old[k])) out.push(`\`${k}\` changed`);
  }
  const byKey = (c) => new Map((Array.isArray(c.entries) ? c.entries : []).map((e) => [e && e.key, e]));
  const a = byKey(fresh);
  const b = byKey(old);
  for (const [k, e] of a) {
    if (!b.has(k)) out.push(`${k}: new`);
    else if (JSON.stringify(e) !== JSON.stringify(b.get(k))) out.push(`${k}: changed`);
  }
  for (const k of b.keys()) if (!a.has(k)) out.push(`${k}: removed`);
  if (out.length === 0) out.push('entry order or formatting changed');
  return out;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(usage());
    return 2;
  }
  const text = await readFile(args.sdk, 'utf8');
  const { catalogue, documented } = catalogueFromText(text);
  crossCheck(await loadModule(args.sdk), documented, catalogue);
  const fresh = render(catalogue);

  if (args.check !== undefined) {
    let old;
    try {
      old = await readFile(args.check, 'utf8');
    } catch (e) {
      old = undefined;
      console.error(`catalogue: cannot read ${args.check}: ${e.message}`);
    }
    if (old === fresh) return 0;
    const script = relative(process.cwd(), process.argv[1]) || process.argv[1];
    if (old !== undefined) {
      console.error(`catalogue: ${args.check} is out of date with ${args.sdk}:`);
      for (const d of differences(fresh, old)) console.error(`  ${d}`);
    }
    console.error(`regenerate it with:\n  node ${script} ${args.sdk} ${args.check}`);
    return 1;
  }

  const tmp = `${args.out}.tmp`;
  await writeFile(tmp, fresh);
  await rename(tmp, args.out);
  return 0;
}

try {
  process.exitCode = await main();
} catch (e) {
  if (e instanceof CatalogueError) {
    console.error(`catalogue: ${e.message}`);
    process.exitCode = 1;
  } else {
    throw e;
  }
}
