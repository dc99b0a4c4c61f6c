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

  function call(iface, fn, args) {
    const target = wit[iface] && wit[iface][fn];
    if (typeof target !== 'function') throw Opal.NotImplementedError.$new(`gg has no membrane call ${iface}.${fn}`);
    try {
      return { value: remake(target(...args)) };
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
      if (typeof v === 'string' || typeof v === 'boolean') return v;
      if (typeof v === 'number') return Number.isFinite(v) ? v : refuse(`got ${v} at ${at}`);
      if (isArray(v)) return v.map((x, i) => plain(x, `${at}[${i}]`));
      if (v.$$is_hash) {
        const o = {};
        for (const [k, x] of v.$to_a()) {
          if (typeof k !== 'string') refuse(`got a key that is not a String or Symbol at ${at}`);
          o[k] = plain(x, `${at}[${stringify(k)}]`);
        }
        return o;
      }
      return refuse(`got a ${v.$$class ? v.$$class.$name() : typeof v} at ${at}`);
    };
    try {
      return stringify(plain(value, 'arguments'));
    } catch (e) {
      if (e instanceof TypeError) return '!' + e.message;
      throw e;
    }
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
