// gg's Ruby guest: the entry module componentize-js builds into the
// component. Its top level runs once, under wizer, at build time: Opal's
// runtime and corelib are evaluated here, and gg's SDK, the declared
// libraries and (per run) `lib` are registered in Opal's require registry
// without being loaded, so a program that requires nothing has Opal's
// corelib and its own text. `run` evaluates one program Opal compiled on
// the host.

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
import OPAL_RUNTIME from './generated/opal-runtime.js';
import OPAL_LIBRARIES from './generated/opal-libraries.js';
import GG_SDK, { UNITS as GG_UNITS } from './generated/gg-sdk.js';
import { installMembrane } from './membrane.js';

// ---- Integer and Float ----
// Opal has one JavaScript Number for Integer and Float, so a Float whose
// value is integral (`3.0`, `1.5 + 1.5`, `10.to_f`) used to be
// indistinguishable from an Integer: it floor-divided and printed as `3`.
// Here such a Float is a boxed Number whose prototype says so (`GGFloat`,
// `$$is_float`); every other number stays a primitive. A primitive with a
// fractional part, NaN or an infinity is a Float; an integral primitive is
// an Integer. The compile step (driver.js) emits an integral Float literal
// as `$gg_f3` (made once per file by `$gg_float(3)`), an interpolated value
// through `$gg_interp` and a lowered `case` subject through `$gg_unbox`; the
// arithmetic here makes a box whenever the Ruby result is a Float with an
// integral value.
//
// `installFloatArithmetic` runs between Opal's runtime and its corelib (the
// corelib captures the operator helpers when it loads, so its own sums and
// steps carry Float-ness too); `installFloats` after the corelib.

/** An integral Float: a Number object the runtime can tell from an Integer. */
class GGFloat extends Number {
  constructor(value) {
    super(value);
  }
}
Object.defineProperty(GGFloat.prototype, '$$is_float', { value: true });

/**
 * Whether a number is a Ruby Float: a box, or a non-integral value (a
 * primitive, or the plain Number wrapper a sloppy-mode corelib method sees
 * as `this`).
 */
function isFloat(v) {
  if (typeof v === 'number') return v % 1 !== 0;
  return v != null && (v.$$is_float === true || (v.$$is_number === true && v % 1 !== 0));
}

/** The Float with value `x` (a primitive): boxed when it is integral. */
function float(x) {
  return x % 1 === 0 ? new GGFloat(x) : x;
}

/** CRuby's Float#to_s for the double `v`. */
function floatToS(v) {
  if (v !== v) return 'NaN';
  if (v === Infinity) return 'Infinity';
  if (v === -Infinity) return '-Infinity';
  if (v === 0) return 1 / v < 0 ? '-0.0' : '0.0';
  const a = v < 0 ? -v : v;
  if (a >= 1e15 || a < 1e-4) {
    // Shortest digits that read back as v, as CRuby: 1.0e+20, 1.5e-05.
    const s = v.toExponential();
    const e = s.indexOf('e');
    let mantissa = s.slice(0, e);
    if (mantissa.indexOf('.') < 0) mantissa += '.0';
    const sign = s[e + 1];
    const digits = s.slice(e + 2);
    return `${mantissa}e${sign}${digits.length < 2 ? '0' + digits : digits}`;
  }
  const s = String(v);
  return s.indexOf('.') < 0 ? s + '.0' : s;
}

/**
 * The operator helpers compiled code calls (`$rb_plus(l, r)`…): two
 * primitives add as before, and the result is boxed when it is integral
 * while an operand is a Float; a box and a number are computed here too,
 * without a method call (Opal's helpers never call a redefined operator on
 * numbers either). Division here keeps Opal's (the corelib's)
 * meaning; guest.js installs Ruby's floor division for programs afterwards.
 * `Opal.is_a` answers Integer/Float by the representation.
 */
function installFloatArithmetic(Opal) {
  Opal.rb_plus = function (l, r) {
    if (typeof l === 'number') {
      if (typeof r === 'number') {
        const x = l + r;
        if (l % 1 === 0 && r % 1 === 0) return x;
        return x % 1 === 0 ? new GGFloat(x) : x;
      }
      if (r instanceof GGFloat) return float(l + +r);
    } else if (l instanceof GGFloat && (typeof r === 'number' || r instanceof GGFloat)) {
      return float(+l + +r);
    }
    return l['$+'](r);
  };
  Opal.rb_minus = function (l, r) {
    if (typeof l === 'number') {
      if (typeof r === 'number') {
        const x = l - r;
        if (l % 1 === 0 && r % 1 === 0) return x;
        return x % 1 === 0 ? new GGFloat(x) : x;
      }
      if (r instanceof GGFloat) return float(l - +r);
    } else if (l instanceof GGFloat && (typeof r === 'number' || r instanceof GGFloat)) {
      return float(+l - +r);
    }
    return l['$-'](r);
  };
  Opal.rb_times = function (l, r) {
    if (typeof l === 'number') {
      if (typeof r === 'number') {
        const x = l * r;
        if (l % 1 === 0 && r % 1 === 0) return x;
        return x % 1 === 0 ? new GGFloat(x) : x;
      }
      if (r instanceof GGFloat) return float(l * +r);
    } else if (l instanceof GGFloat && (typeof r === 'number' || r instanceof GGFloat)) {
      return float(+l * +r);
    }
    return l['$*'](r);
  };
  Opal.rb_divide = function (l, r) {
    if (typeof l === 'number') {
      if (typeof r === 'number') {
        const x = l / r;
        if (l % 1 === 0 && r % 1 === 0) return x;
        return x % 1 === 0 ? new GGFloat(x) : x;
      }
      if (r instanceof GGFloat) return float(l / +r);
    } else if (l instanceof GGFloat && (typeof r === 'number' || r instanceof GGFloat)) {
      return float(+l / +r);
    }
    return l['$/'](r);
  };
  const isA = Opal.is_a;
  Opal.is_a = function (object, klass) {
    if (object != null && object.$$is_number && klass != null && klass.$$is_number_class) {
      if (klass.$$is_integer_class) return !isFloat(object);
      if (klass.$$gg_float_class) return isFloat(object);
    }
    return isA(object, klass);
  };
  Opal.gg_float = function (v) {
    return new GGFloat(v);
  };
  // An interpolated value ("#{x}"): Opal concatenates it, and a box would
  // concatenate as its primitive; a Float is shown as Float#to_s shows it.
  Opal.gg_interp = function (v) {
    if (typeof v === 'number') return v % 1 === 0 ? v : floatToS(v);
    return v != null && v.$$is_float === true ? floatToS(+v) : v;
  };
  // A `case` subject Opal lowered to a JS `switch` (strict equality against
  // literals): Ruby's `1 === 1.0` holds, so a box compares as its value.
  Opal.gg_unbox = function (v) {
    return v != null && v.$$is_float === true ? +v : v;
  };
}

/** Number's methods, Kernel#Float, String#to_f and Math, after the corelib. */
function installFloats(Opal) {
  const nil = Opal.nil;
  const Number_ = Opal.Number;
  const proto = Number_.$$prototype;
  const Float = Opal.Object.$const_get('Float');
  const Integer = Opal.Object.$const_get('Integer');
  Float.$$gg_float_class = true;
  const def = (name, fn, from) => {
    const old = from === undefined ? undefined : proto['$' + from];
    if (old !== undefined && old.$$arity !== undefined) fn.$$arity = old.$$arity;
    Opal.def(Number_, '$' + name, fn);
  };
  const original = (name) => proto['$' + name];
  const zeroDivision = () => {
    throw Opal.ZeroDivisionError.$new('divided by 0');
  };

  const binary = (name, op) => {
    const old = original(name);
    def(
      name,
      function (other) {
        if (other != null && other.$$is_number) {
          const x = op(+this, +other);
          return isFloat(this) || isFloat(other) ? float(x) : x;
        }
        return old.call(this, other);
      },
      name,
    );
  };
  binary('+', (l, r) => l + r);
  binary('-', (l, r) => l - r);
  binary('*', (l, r) => l * r);

  // Integer / Integer floors (and refuses 0); anything with a Float divides.
  const oldDivide = original('/');
  const divide = function (other) {
    if (other != null && other.$$is_number) {
      const l = +this;
      const r = +other;
      if (isFloat(this) || isFloat(other)) return float(l / r);
      if (r === 0) zeroDivision();
      return Math.floor(l / r);
    }
    return oldDivide.call(this, other);
  };
  def('/', divide, '/');
  Opal.rb_divide = function (l, r) {
    if (typeof l === 'number') {
      if (typeof r === 'number') {
        if (l % 1 === 0 && r % 1 === 0) {
          if (r === 0) zeroDivision();
          return Math.floor(l / r);
        }
        return float(l / r);
      }
      if (r instanceof GGFloat) return float(l / +r);
    } else if (l instanceof GGFloat && (typeof r === 'number' || r instanceof GGFloat)) {
      return float(+l / +r);
    }
    return l['$/'](r);
  };

  const oldModulo = original('%');
  const modulo = function (other) {
    if (other != null && other.$$is_number && (isFloat(this) || isFloat(other))) {
      const r = +other;
      if (r === 0) return NaN;
      return float(+oldModulo.call(+this, r));
    }
    return oldModulo.call(typeof this === 'number' ? this : +this, other);
  };
  def('%', modulo, '%');
  def('modulo', modulo, '%');

  const oldPow = original('**');
  def(
    '**',
    function (other) {
      if (other != null && other.$$is_number && (isFloat(this) || isFloat(other))) {
        const l = +this;
        const r = +other;
        // A negative base and a fractional exponent: Opal's Complex.
        if (l < 0 && r % 1 !== 0) return oldPow.call(l, r);
        return float(Math.pow(l, r));
      }
      return oldPow.call(typeof this === 'number' ? this : +this, other);
    },
    '**',
  );

  def('-@', function () {
    return isFloat(this) ? float(-this) : -this;
  });
  def('+@', function () {
    return this;
  });
  const abs = function () {
    return isFloat(this) ? float(Math.abs(this)) : Math.abs(this);
  };
  def('abs', abs, 'abs');
  def('magnitude', abs, 'abs');
  def('to_f', function () {
    return float(+this);
  });
  const oldFdiv = original('fdiv');
  def(
    'fdiv',
    function (other) {
      if (other != null && other.$$is_number) return float(+this / +other);
      return oldFdiv.call(this, other);
    },
    'fdiv',
  );
  def('integer?', function () {
    return !isFloat(this);
  });
  def('class', function () {
    return isFloat(this) ? Float : Integer;
  });
  def('frozen?', function () {
    return true;
  });
  for (const name of ['freeze', 'dup', 'itself']) {
    def(name, function () {
      return this;
    });
  }
  def(
    'clone',
    function () {
      return this;
    },
    'clone',
  );

  // Rounding with digits: a Float rounded to digits > 0 stays a Float;
  // without digits (or with digits <= 0) the result is an Integer.
  for (const name of ['round', 'floor', 'ceil', 'truncate']) {
    const old = original(name);
    def(
      name,
      function (ndigits) {
        const r = old.apply(this, arguments);
        if (r == null || !r.$$is_number) return r;
        const digits = ndigits !== undefined && ndigits !== nil && ndigits != null && +ndigits > 0;
        return digits && isFloat(this) ? float(+r) : +r;
      },
      name,
    );
  }

  // Equality: Integer and Float of one value are == (and ===), never eql?.
  const oldEq = original('==');
  const eq = function (other) {
    if (other != null && other.$$is_number) return +this === +other;
    return oldEq.call(this, other);
  };
  def('==', eq, '==');
  def('===', eq, '==');
  const eql = function (other) {
    return other != null && other.$$is_number === true && isFloat(this) === isFloat(other) && +this === +other;
  };
  def('eql?', eql);
  def('equal?', function (other) {
    if (eql.call(this, other)) return true;
    return other != null && other.$$is_number === true && isFloat(this) && isFloat(other) && this !== this && other !== other;
  });

  const oldToS = original('to_s');
  const toS = function (base) {
    if (isFloat(this) && (base === undefined || +base === 10)) return floatToS(+this);
    const v = +this;
    if (v === 0 && (base === undefined || +base === 10)) return '0';
    return oldToS.apply(v, arguments);
  };
  def('to_s', toS, 'to_s');
  def('inspect', toS, 'to_s');

  Opal.defs(Float, '$===', function (other) {
    return other != null && !!other.$$is_number && isFloat(other);
  });
  Float.$$const.MAX = float(Number.MAX_VALUE);

  const Kernel = Opal.Kernel;
  const oldFloat = Kernel.$$prototype ? Kernel.$$prototype.$Float : undefined;
  const wrapFloat = (fn) =>
    function () {
      const r = fn.apply(this, arguments);
      return r != null && r.$$is_number ? float(+r) : r;
    };
  if (oldFloat !== undefined) {
    const f = wrapFloat(oldFloat);
    Opal.def(Kernel, '$Float', f);
    if (typeof Kernel.$Float === 'function') Opal.defs(Kernel, '$Float', f);
  }
  const oldStrToF = Opal.String.$$prototype.$to_f;
  Opal.def(Opal.String, '$to_f', wrapFloat(oldStrToF));

  // Math: every function answers a Float (frexp and lgamma a pair).
  const MathModule = Opal.Object.$const_get('Math');
  const methods = Object.getPrototypeOf(MathModule);
  for (const key of Object.getOwnPropertyNames(methods)) {
    const fn = methods[key];
    if (key[0] !== '$' || key[1] === '$' || typeof fn !== 'function') continue;
    const name = key.slice(1);
    if (name === 'frexp' || name === 'lgamma') {
      Opal.defs(MathModule, key, function () {
        const r = fn.apply(this, arguments);
        return Array.isArray(r) && r.length === 2 ? [float(+r[0]), r[1]] : r;
      });
    } else if (/^[a-z][a-z0-9_]*$/.test(name) && name !== 'checked' && name !== 'float!' && name !== 'integer!') {
      Opal.defs(MathModule, key, wrapFloat(fn));
    }
  }
}
// ---- end of Integer and Float ----

// Opal's runtime is a script that assigns `globalThis.Opal`: evaluate it as
// one, globally, exactly as a <script> would, in two parts: the runtime
// (which defines the operator helpers) and then the statement that loads
// the corelib, so the corelib captures gg's Float-aware helpers
// (below). Then register (not load) the declared libraries
// (the Ruby SDK's src/library.rb) and gg's SDK (packages/gg-sdk-ruby), so `require "json"`
// and `require "gg"` find them.
{
  const cut = OPAL_RUNTIME.lastIndexOf('\nOpal.queue(function(Opal) {');
  if (cut < 0 || !OPAL_RUNTIME.includes('$require("opal/base")', cut)) {
    throw new Error("gg's Ruby guest: Opal's runtime no longer ends with the corelib's require");
  }
  (0, eval)(OPAL_RUNTIME.slice(0, cut));
  installFloatArithmetic(globalThis.Opal);
  (0, eval)(OPAL_RUNTIME.slice(cut));
  installFloats(globalThis.Opal);
}
(0, eval)(OPAL_LIBRARIES);
(0, eval)(GG_SDK);
const Opal = globalThis.Opal;
installMembrane(Opal, {
  files: wit_files,
  views: wit_views,
  shell: wit_shell,
  tasks: wit_tasks,
  memories: wit_memories,
  context: wit_context,
  skills: wit_skills,
  docs: wit_docs,
  session: wit_session,
  tools: wit_tools,
});

// gg's SDK, evaluated now, under wizer, and held detached. `require "gg"`
// runs the SDK's whole top level (fourteen modules, every function sealed
// behind GG::Scope's forwarder): ~25 ms of interpreted JavaScript per turn.
// Evaluated here it costs nothing per turn; then the constant GG is removed
// and the units are forgotten by the require table, so a program that does
// not require "gg" sees no GG, no loaded feature, nothing of gg, exactly as
// if the SDK had never run. `require "gg"` (or any `gg/…` unit) attaches the
// already-built GG and records the feature as loaded, as a require does.
// The SDK's top level touches nothing outside GG (no corelib patch, no
// global), which is what makes evaluating it early unobservable.
{
  Opal.require('gg');
  const GG = Opal.Object.$$const.GG;
  Opal.const_remove(Opal.Object, 'GG');
  for (const unit of GG_UNITS) {
    if (unit === 'lib') continue;
    delete Opal.require_table[unit];
    const at = Opal.loaded_features.indexOf(unit);
    if (at >= 0) Opal.loaded_features.splice(at, 1);
  }
  const attach = function () {
    if (Opal.Object.$$const.GG !== GG) Opal.Object.$const_set('GG', GG);
  };
  for (const unit of GG_UNITS) {
    if (unit === 'lib') continue;
    Opal.modules[unit] = unit === 'gg' ? attach : function () { Opal.require('gg'); };
  }
}

// A require of a file that does not exist raises LoadError every time, as
// in CRuby: Opal records the path as loaded before it looks for the file,
// so a second `require` of the same missing path would return false.
{
  const loadNormalized = Opal.load_normalized;
  Opal.load_normalized = function (path) {
    if (!Opal.modules[path]) throw Opal.LoadError.$new(`cannot load such file -- ${path}`);
    return loadNormalized(path);
  };
}

// String interpolation. Opal lowers "#{x}" to JS `+`, so an Array
// interpolates as JS's `1,2`; CRuby says `[1, 2]` (Array#to_s is inspect).
Object.defineProperty(Array.prototype, 'toString', {
  value: function () {
    return this.$inspect();
  },
  writable: true,
  configurable: true,
  enumerable: false,
});

// Opal's json has no `JSON.pretty_generate`; gg adds it when json loads.
{
  const jsonModule = Opal.modules.json;
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  Opal.modules.json = function (opal) {
    const result = jsonModule(opal);
    Opal.defs(Opal.Object.$const_get('JSON'), '$pretty_generate', function (obj) {
      return stringify(parse(obj.$to_json()), null, 2);
    });
    // A Float is written as CRuby writes it (`2.0`, `1.0e+20`).
    const toJson = Opal.Number.$$prototype.$to_json;
    Opal.def(Opal.Number, '$to_json', function () {
      return isFloat(this) && Number.isFinite(+this) ? floatToS(+this) : toJson.apply(+this, arguments);
    });
    return result;
  };
}

// Corelib patches: where Opal differs from CRuby and gg can close the gap.
//
// Integer and Float: see the Integer and Float section (installed above). Integer
// division floors and `1 / 0` raises ZeroDivisionError; an integral Float
// is a box the runtime tells from an Integer, so `3.0 / 2` is 1.5 and
// `10.0.to_s` is "10.0".

// Pattern matching. Opal lowers `case … in`, `=>` and `in` into calls of
// `PatternMatching.call(value, pattern)`, a corelib module its npm runtime
// does not carry. This is gg's own implementation of that contract: a
// pattern is "var" or ["var"] (bind), ["lit", x] (x === value), ["save", p]
// (match p, then bind the value), ["any", p…], ["all", p…] (each in turn:
// `Const(…)`), true/false/nil, ["array", exact, min, items] (items may
// hold one ["rest"] or ["rest", "var"]), ["find", [rest, p…, rest]],
// ["hash", rest, [[key, p]…]] (rest: true = other keys allowed, false = none,
// "var" = bind them), or nil. The result is the bindings in source order,
// or false.
{
  const nil = Opal.nil;
  const truthy = (v) => v !== false && v !== nil && v != null;
  const respondTo = (v, name) => v != null && typeof v['$respond_to?'] === 'function' && truthy(v['$respond_to?'](name));
  const isRest = (p) => Array.isArray(p) && p[0] === 'rest';
  const bindRest = (p, value, caps) => {
    if (p.length > 1) caps.push(value);
  };
  const deconstruct = (v) => {
    if (Array.isArray(v)) return v;
    if (respondTo(v, 'deconstruct')) {
      const d = v.$deconstruct();
      if (!Array.isArray(d)) throw Opal.TypeError.$new('deconstruct must return Array');
      return d;
    }
    return null;
  };
  const deconstructKeys = (v, keys) => {
    if (v != null && v.$$is_hash) return v;
    if (respondTo(v, 'deconstruct_keys')) {
      const h = v.$deconstruct_keys(keys === nil ? nil : keys);
      if (!(h != null && h.$$is_hash)) throw Opal.TypeError.$new('deconstruct_keys must return Hash');
      return h;
    }
    return null;
  };
  const matchAll = (values, patterns, caps) => {
    for (let i = 0; i < patterns.length; i++) if (!match(values[i], patterns[i], caps)) return false;
    return true;
  };
  function match(value, p, caps) {
    if (p === 'var') {
      caps.push(value);
      return true;
    }
    if (p == null || p === nil) return value === nil;
    if (p === true || p === false) return value === p;
    switch (p[0]) {
      case 'var':
        caps.push(value);
        return true;
      case 'lit':
        return truthy(p[1]['$==='](value));
      case 'all':
        for (let i = 1; i < p.length; i++) if (!match(value, p[i], caps)) return false;
        return true;
      case 'save':
        if (!match(value, p[1], caps)) return false;
        caps.push(value);
        return true;
      case 'any':
        for (let i = 1; i < p.length; i++) if (match(value, p[i], [])) return true;
        return false;
      case 'array': {
        const arr = deconstruct(value);
        if (arr === null) return false;
        const [, exact, min, items] = p;
        const r = items.findIndex(isRest);
        if (exact || r < 0) return arr.length === items.length && matchAll(arr, items, caps);
        if (arr.length < min) return false;
        const pre = items.slice(0, r);
        const post = items.slice(r + 1);
        if (!matchAll(arr.slice(0, pre.length), pre, caps)) return false;
        bindRest(items[r], arr.slice(pre.length, arr.length - post.length), caps);
        return matchAll(arr.slice(arr.length - post.length), post, caps);
      }
      case 'find': {
        const arr = deconstruct(value);
        if (arr === null) return false;
        const items = p[1];
        const mids = items.slice(1, items.length - 1);
        for (let start = 0; start + mids.length <= arr.length; start++) {
          const trial = [];
          if (matchAll(arr.slice(start, start + mids.length), mids, trial)) {
            bindRest(items[0], arr.slice(0, start), caps);
            caps.push(...trial);
            bindRest(items[items.length - 1], arr.slice(start + mids.length), caps);
            return true;
          }
        }
        return false;
      }
      case 'hash': {
        const [, rest, entries] = p;
        const keys = rest === 'var' ? nil : entries.map((e) => e[0]);
        const h = deconstructKeys(value, keys);
        if (h === null) return false;
        for (const [key, pat] of entries) {
          if (!truthy(h['$key?'](key))) return false;
          if (!match(h['$[]'](key), pat, caps)) return false;
        }
        if (rest === false && h.$size() !== entries.length) return false;
        if (rest === 'var') {
          const remaining = h.$dup();
          for (const [key] of entries) remaining.$delete(key);
          caps.push(remaining);
        }
        return true;
      }
      default:
        throw Opal.NotImplementedError.$new(`gg's pattern matching does not know the pattern ${String(p[0])}`);
    }
  }
  const NoMatchingPatternError = Opal.klass(Opal.Object, Opal.StandardError, 'NoMatchingPatternError');
  // The compiled `case … in` raises with the unmatched value itself; CRuby's
  // message is its inspect (`NoMatchingPatternError: "unknown"`).
  Opal.def(NoMatchingPatternError, '$initialize', function (value) {
    const message = arguments.length === 0 ? this.$$class.$name() : value.$inspect();
    return Opal.StandardError.$$prototype.$initialize.call(this, message);
  });
  Opal.klass(Opal.Object, NoMatchingPatternError, 'NoMatchingPatternKeyError');
  const PatternMatching = Opal.module(Opal.Object, 'PatternMatching');
  Opal.defs(PatternMatching, '$call', function (value, pattern) {
    const caps = [];
    return match(value, pattern, caps) ? caps : false;
  });
  Opal.def(Opal.Array, '$deconstruct', function () {
    return this;
  });
  Opal.def(Opal.Hash, '$deconstruct_keys', function (_keys) {
    return this;
  });
}

// exit, exit! and abort. Opal hands process termination to its host and its
// Kernel#exit returns; gg supplies Ruby's semantics: `exit` raises SystemExit
// carrying the status (rescuable, answering `status` and `success?`), `abort`
// writes its message to $stderr and exits with status 1, `exit!` skips the
// at_exit blocks. The blocks run when the program ends, last registered first.
const SystemExit = Opal.Object.$const_get('SystemExit');
{
  const nil = Opal.nil;
  Opal.def(SystemExit, '$status', function () {
    return this.gg_status === undefined ? 0 : this.gg_status;
  });
  Opal.def(SystemExit, '$success?', function () {
    return (this.gg_status === undefined ? 0 : this.gg_status) === 0;
  });
  const statusOf = (s, fallback) => {
    if (s == null || s === nil) return fallback;
    if (s === true) return 0;
    if (s === false) return 1;
    return Opal.coerce_to ? Opal.coerce_to(s, Opal.Integer, 'to_int') : s | 0;
  };
  const exitError = (status, message, skipAtExit) => {
    const e = SystemExit.$new(message);
    e.gg_status = status;
    e.gg_skip_at_exit = skipAtExit;
    return e;
  };
  Opal.def(Opal.Kernel, '$exit', function (status) {
    throw exitError(statusOf(status, 0), 'exit', false);
  });
  Opal.def(Opal.Kernel, '$exit!', function (status) {
    throw exitError(statusOf(status, 1), 'exit', true);
  });
  Opal.def(Opal.Kernel, '$abort', function (message) {
    const given = message != null && message !== nil;
    if (given) Opal.gvars.stderr.$puts(message);
    throw exitError(1, given ? StringCtor(message) : 'exit', false);
  });
}

/** Runs the at_exit blocks, last registered first. */
function runAtExit() {
  const blocks = Opal.gvars.__at_exit__;
  if (!Array.isArray(blocks)) return;
  while (blocks.length > 0) blocks.pop().$call();
}

const engineLog = console.log;
const engineError = console.error;
const apply = Reflect.apply;
const StringCtor = String;

/** The single place a compiled program is evaluated: an indirect eval. */
function evaluate(text) {
  return (0, eval)(text);
}

// The console writes whole lines. Ruby writes arbitrary bytes: complete
// lines go out as they come, the partial line after the last break is kept
// and handed back to the host at the end of the run.
const tails = { out: '', err: '' };
function writer(key, write) {
  return function (s) {
    const text = tails[key] + StringCtor(s);
    const nl = text.lastIndexOf('\n');
    if (nl >= 0) {
      apply(write, console, [text.slice(0, nl)]);
      tails[key] = text.slice(nl + 1);
    } else {
      tails[key] = text;
    }
  };
}

// One stack line is `name@file:line:column`.
function parseFrames(stack, fileName) {
  const frames = [];
  if (typeof stack !== 'string') return frames;
  for (const line of stack.split('\n')) {
    const at = line.indexOf('@');
    if (at < 0) continue;
    const m = /^(.*):(\d+):(\d+)$/.exec(line.slice(at + 1));
    if (!m || m[1] !== fileName) continue;
    if (frames.length >= 64) break;
    frames.push({ functionName: line.slice(0, at), fileName: m[1], line: Number(m[2]), column: Number(m[3]) });
  }
  return frames;
}

function safe(f, fallback) {
  try {
    return f();
  } catch (_) {
    return fallback;
  }
}

// Opal's backtrace lines are `file:line:column:in `name'`.
function parseBacktrace(lines, fileName) {
  const frames = [];
  for (const line of lines) {
    const m = /^(.*):(\d+):(\d+):in `(.*)'$/.exec(StringCtor(line));
    if (!m || m[1] !== fileName) continue;
    if (frames.length >= 64) break;
    frames.push({ functionName: m[4], fileName: m[1], line: Number(m[2]), column: Number(m[3]) });
  }
  return frames;
}

function thrown(e, fileName) {
  const isRuby = e !== null && typeof e === 'object' && e.$$class !== undefined;
  let cls = isRuby
    ? safe(() => StringCtor(e.$$class.$name()), 'Exception')
    : safe(() => StringCtor((e && e.name) || 'Error'), 'Error');
  let message = isRuby ? safe(() => StringCtor(e.$message()), '') : safe(() => StringCtor(e && e.message), '');
  // The engine's own recursion limit is Ruby's SystemStackError.
  if (e instanceof InternalError && /too much recursion/.test(message)) {
    cls = 'SystemStackError';
    message = 'stack level too deep';
  }
  const backtrace = isRuby ? safe(() => e.$backtrace(), null) : null;
  const frames = Array.isArray(backtrace)
    ? parseBacktrace(backtrace, fileName)
    : parseFrames(safe(() => e.stack, undefined), fileName);
  const top = frames[0];
  return { class: cls, message, line: top && top.line, column: top && top.column, frames };
}

// What `require "lib"` (src/knowledge.rb) reads: this run's code modules,
// and how one is evaluated. Each is its own unit, evaluated by an indirect
// eval under its own name (lib/<key>.rb), so a raise in its body is located
// in the module's own file; the raise is reported on the module channel and
// the module's namespace is left empty.
function codeModules(program, failures) {
  return {
    modules: Array.from(program.modules, (m) => ({
      key: m.key,
      source: m.source,
      fileName: m.fileName,
      exports: m.exports === undefined ? undefined : Array.from(m.exports, (e) => ({ name: e.name, singleton: e.singleton })),
    })),
    evaluate(m) {
      if (m.source === '') return Opal.nil;
      try {
        return evaluate(m.source);
      } catch (e) {
        if (e instanceof Object && e.$$class === SystemExit) throw e;
        failures.push({ key: m.key, thrown: thrown(e, m.fileName) });
        return Opal.nil;
      }
    },
  };
}

function run(program) {
  tails.out = '';
  tails.err = '';
  const moduleFailures = [];
  Opal.gg_lib = codeModules(program, moduleFailures);
  // Opal picks its write procedure once, at load (under wizer): point the
  // streams at this run's console on every run.
  Opal.gvars.stdout.write_proc = writer('out', engineLog);
  Opal.gvars.stderr.write_proc = writer('err', engineError);
  Opal.gvars.__at_exit__ = [];
  let end = { tag: 'completed', val: undefined };
  let failure;
  let skipAtExit = false;
  let value;
  try {
    // Opal's compiled top level returns its last expression, and
    // `Opal.queue` hands it back: the program's completion value.
    value = evaluate(program.source);
  } catch (e) {
    failure = e;
    skipAtExit = e instanceof Object && e.gg_skip_at_exit === true;
  }
  if (!skipAtExit) {
    try {
      runAtExit();
    } catch (e) {
      failure = e;
    }
  }
  if (failure !== undefined) {
    const exited = failure instanceof Object && failure.$$class === SystemExit;
    const status = exited ? safe(() => failure.$status(), 1) : 1;
    if (!(exited && status === 0)) {
      const t = thrown(failure, program.fileName);
      if (exited) t.message = `${t.message} (status ${status})`;
      end = { tag: 'uncaught', val: t };
    }
  }
  if (failure === undefined && value !== undefined && value !== null && value !== Opal.nil) {
    // As irb shows it; a value that cannot be inspected is left out.
    const shown = safe(() => value.$inspect(), undefined);
    if (typeof shown === 'string') end = { tag: 'completed', val: shown };
  }
  return { end, stdoutTail: tails.out, stderrTail: tails.err, moduleFailures };
}

export const guest = { run };
