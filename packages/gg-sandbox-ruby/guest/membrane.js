// The crossing gg's Ruby SDK calls through: `Opal.gg_membrane`. The SDK
// (src/gg/surface.rb) is the only intended caller; a program could reach it
// with backticks, which gains nothing, since the host checks every grant.
//
// `call` runs one membrane import and hands back `{value}` or `{error}`
// (the host's api-error) for the SDK to raise as GG::Core::ApiError. Arrays
// the generated bindings built are re-made here, in the guest's realm, whose
// Array.prototype Opal patched.

/** Installs `Opal.gg_membrane` over `wit` ({files: …, views: …, …}). */
export function installMembrane(Opal, wit) {
  const nil = Opal.nil;
  const from = Array.from;
  const isArray = Array.isArray;
  const stringify = JSON.stringify;

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

  // JSON-shaped JS (from JSON.parse) as Ruby: objects become Hashes.
  function toRuby(v) {
    if (v === null || v === undefined) return nil;
    if (isArray(v)) return v.map(toRuby);
    if (typeof v === 'object') {
      const h = Opal.hash();
      for (const k of Object.keys(v)) h['$[]='](k, toRuby(v[k]));
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
      if (typeof v === 'string' || typeof v === 'boolean') return v;
      if (typeof v === 'number') return Number.isFinite(v) ? v : refuse(`got ${v} at ${at}`);
      if (isArray(v)) return v.map((x, i) => plain(x, `${at}[${i}]`));
      if (v.$$is_hash) {
        const o = {};
        for (const [boxed, x] of v.$to_a()) {
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
    value: Object.freeze({ call, toRuby, toJson, opt }),
    enumerable: false,
  });
}
