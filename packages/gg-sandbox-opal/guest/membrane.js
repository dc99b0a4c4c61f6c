// The crossing gg's Ruby SDK calls through: `Opal.gg_membrane`. The SDK's
// Opal transport (src/gg/transport.rb) is the only intended caller; a
// program could reach it with backticks, which gains nothing, since the host
// checks every grant.
//
// `wire(op, args)` is the SDK's one crossing: an operation key
// (`files.read-file`) and its arguments as a Ruby Hash in the conventions of
// wit/wire.wit, mapped onto the typed import the generated bindings offer
// (`wit.files.readFile`, positional arguments in WIT order, record keys
// camelCase, nil as an absent option); the result comes back reshaped as
// crates/gg-sandbox/src/wire.rs encodes it (kebab-case record keys, nil for
// none, BigInt as a Number, bytes as an Array, variants as `{tag, val}`).
// It hands back `{value}` or `{error}` (the host's api-error) for the SDK to
// raise as GG::Core::ApiError. `call(iface, fn, args)` is the typed import
// itself, with JS arguments. Arrays the generated bindings built are re-made
// here, in the guest's realm, whose Array.prototype Opal patched.

/**
 * Every operation's WIT parameter names, in WIT order (wit/*.wit; the
 * package's test checks this table against the WIT and GG::Surface's
 * REGISTRY).
 */
export const PARAMS = {
  'files.read-file': ['path', 'options'],
  'files.read-text-file': ['path'],
  'files.write-file': ['path', 'content'],
  'files.edit-file': ['path', 'old-text', 'new-text'],
  'files.list-directory': ['path'],
  'files.search': ['pattern', 'options'],
  'files.find': ['glob', 'options'],
  'files.move': ['source', 'destination'],
  'files.delete': ['path'],
  'views.open-text': ['label', 'body'],
  'views.open-file': ['path', 'offset', 'limit'],
  'views.close': ['id'],
  'views.list': [],
  'shell.run': ['command', 'options'],
  'tasks.add': ['title', 'notes', 'status'],
  'tasks.update': ['id', 'patch'],
  'tasks.list': ['status'],
  'memories.write': ['slug', 'text', 'tags', 'code'],
  'memories.read': ['slug'],
  'memories.delete': ['slug'],
  'memories.search': ['query', 'limit'],
  'context.list-turns': [],
  'context.archive': ['ranges'],
  'context.read-turn': ['number'],
  'skills.list': [],
  'skills.use': ['name'],
  'docs.search': ['query', 'limit'],
  'docs.open': ['key'],
  'session.text': ['value'],
  'session.finish': ['summary'],
  'tools.list': [],
  'tools.call': ['name', 'arguments'],
  'tools.parallel': ['calls'],
};

/** `read-file` → `readFile`. */
export function camel(name) {
  return name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
}

/** `firstLine` → `first-line`. */
export function kebab(name) {
  return name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
}

/** Installs `Opal.gg_membrane` over `wit` ({files: …, views: …, …}). */
export function installMembrane(Opal, wit) {
  const nil = Opal.nil;
  const from = Array.from;
  const isArray = Array.isArray;
  const stringify = JSON.stringify;

  // A Hash's entries and members read through Opal's own tables, never its
  // Ruby methods: a program that redefines Hash#[] or #to_a changes what it
  // reads itself, not what the SDK sends.
  function entries(h) {
    return h.$$keys.map((k) => (k.$$is_string ? [k, h.$$smap[k]] : [k.key, k.value]));
  }
  function hashGet(h, key) {
    const v = Opal.hash_get(h, key);
    return v === undefined ? nil : v;
  }

  function remake(value) {
    if (isArray(value)) return from(value, remake);
    if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array)) {
      for (const k of Object.keys(value)) value[k] = remake(value[k]);
    }
    return value;
  }

  // Arguments as the generated bindings take them: a String Opal boxed to
  // carry an encoding (`0xe9.chr(Encoding::UTF_8)`, `force_encoding`) as
  // the primitive string it holds, in records and lists too.
  function unboxed(value) {
    if (value instanceof String) return value.valueOf();
    if (isArray(value)) return from(value, unboxed);
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      const out = {};
      for (const k of Object.keys(value)) out[k] = unboxed(value[k]);
      return out;
    }
    return value;
  }

  function call(iface, fn, args) {
    const target = wit[iface] && wit[iface][fn];
    if (typeof target !== 'function') throw Opal.NotImplementedError.$new(`gg has no membrane call ${iface}.${fn}`);
    try {
      return { value: remake(target(...unboxed(args))) };
    } catch (e) {
      const p = e && e.payload;
      if (p && typeof p.operation === 'string' && typeof p.code === 'string') return { error: p };
      throw e;
    }
  }

  // A wire-shaped Ruby argument as the generated bindings take it: a Hash
  // (a record, or a variant's {tag, val}) as an object with camelCase keys,
  // nil as undefined (an absent option), a boxed String as the string it
  // holds, Arrays (lists, tuples) element by element.
  function lowered(v) {
    if (v === nil || v === null || v === undefined) return undefined;
    if (v instanceof String || v instanceof Number) return v.valueOf();
    if (isArray(v)) return from(v, lowered);
    if (v.$$is_hash) {
      const o = {};
      for (const [boxed, x] of entries(v)) o[camel(String(boxed))] = lowered(x);
      return o;
    }
    return v;
  }

  // A result of the generated bindings as wire.rs encodes it: objects (a
  // record, a variant's {tag, val}) as Hashes with kebab-case keys
  // (`keyOf`), undefined as nil, a BigInt (u64) as a Number, bytes as an
  // Array of Numbers, lists and tuples as Arrays.
  function raised(v, keyOf) {
    if (v === undefined || v === null) return nil;
    if (typeof v === 'bigint') return Number(v);
    if (v instanceof Uint8Array) return from(v);
    if (isArray(v)) return from(v, (x) => raised(x, keyOf));
    if (typeof v === 'object') {
      const h = Opal.hash();
      for (const k of Object.keys(v)) Opal.hash_put(h, keyOf(k), raised(v[k], keyOf));
      return h;
    }
    return v;
  }

  // wire.rs names tools.list's `output-schema` `outputSchema`; so does this.
  const toolInfoKey = (k) => (k === 'outputSchema' ? k : kebab(k));

  function wire(op, args) {
    const key = String(op);
    const names = Object.prototype.hasOwnProperty.call(PARAMS, key) ? PARAMS[key] : undefined;
    const dot = key.indexOf('.');
    const target = names && wit[key.slice(0, dot)] && wit[key.slice(0, dot)][camel(key.slice(dot + 1))];
    if (typeof target !== 'function') throw Opal.NotImplementedError.$new(`gg has no membrane call ${key}`);
    const given = args && args.$$is_hash ? args : Opal.hash();
    const positional = names.map((n) => lowered(hashGet(given, n)));
    let value;
    try {
      value = target(...positional);
    } catch (e) {
      const p = e && e.payload;
      if (p && typeof p.operation === 'string' && typeof p.code === 'string') return { error: p };
      throw e;
    }
    return { value: raised(value, key === 'tools.list' ? toolInfoKey : kebab) };
  }

  // JSON-shaped JS (from JSON.parse) as Ruby: objects become Hashes.
  function toRuby(v) {
    if (v === null || v === undefined) return nil;
    if (isArray(v)) return v.map(toRuby);
    if (typeof v === 'object') {
      const h = Opal.hash();
      for (const k of Object.keys(v)) Opal.hash_put(h, k, toRuby(v[k]));
      return h;
    }
    return v;
  }

  // A Ruby value as JSON text, or "!" + why it is not JSON-shaped.
  function toJson(value) {
    const refuse = (why) => {
      throw new TypeError(why);
    };
    const plain = (v, at) => {
      if (v === nil || v === null || v === undefined) return null;
      if (v instanceof String) return v.valueOf();
      // An integral Float is a boxed Number (guest/guest.js, "Integer and Float"): its value.
      if (v instanceof Number) v = v.valueOf();
      if (typeof v === 'string' || typeof v === 'boolean') return v;
      if (typeof v === 'number') return Number.isFinite(v) ? v : refuse(`got ${v} at ${at}`);
      if (isArray(v)) return v.map((x, i) => plain(x, `${at}[${i}]`));
      if (v.$$is_hash) {
        const o = {};
        for (const [boxed, x] of entries(v)) {
          const k = boxed instanceof String ? boxed.valueOf() : boxed;
          if (typeof k !== 'string') refuse(`got a key that is not a String or Symbol at ${at}`);
          o[k] = plain(x, `${at}[${stringify(k)}]`);
        }
        return o;
      }
      return refuse(`got a ${v.$$class ? v.$$class.$name() : typeof v} at ${at}`);
    };
    try {
      return wellFormed(stringify(plain(value, 'arguments')));
    } catch (e) {
      if (e instanceof TypeError) return '!' + e.message;
      throw e;
    }
  }

  // JSON text with every lone surrogate as U+FFFD, as a String argument
  // crosses the membrane (the host's JSON parser refuses the `\udXXX`
  // escape JSON.stringify writes for one). JSON.stringify escapes a
  // surrogate only when it is lone, and a backslash only begins an escape.
  function wellFormed(text) {
    if (!text.includes('\\ud')) return text;
    let out = '';
    let from = 0;
    let i = text.indexOf('\\');
    while (i >= 0) {
      if (text[i + 1] === 'u' && text[i + 2] === 'd' && '89abcdef'.includes(text[i + 3])) {
        out += text.slice(from, i) + '\\ufffd';
        from = i + 6;
        i = text.indexOf('\\', from);
      } else {
        i = text.indexOf('\\', i + 2);
      }
    }
    return out + text.slice(from);
  }

  /** nil as an absent option (`undefined`); anything else as it is. */
  function opt(v) {
    return v === nil || v === null ? undefined : v;
  }

  Object.defineProperty(Opal, 'gg_membrane', {
    value: Object.freeze({ wire, call, toRuby, toJson, opt }),
    enumerable: false,
  });
}
