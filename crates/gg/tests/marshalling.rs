//! The membrane carries what a program sends exactly, or refuses it with a
//! clear `invalid-argument` (issue 15, item 4), in every arm.
//!
//! Property tests, one per arm: values drawn by a seeded generator (integers
//! up to ±2^53 and around 2^31 and 2^32, doubles from the subnormals to the
//! largest, strings with NUL, controls, astral characters and lone
//! surrogates, empty and large lists, objects nested past 100 levels) are
//! written into programs as literals and sent through real turns:
//!
//! * as JSON arguments of a host tool that records what it received and
//!   answers with it (`tools.call`): the host must receive the value, and
//!   the program must read the same value back;
//! * as WIT strings (`files.writeFile`): the bytes on disk must be the
//!   string's UTF-8;
//! * as WIT u32s (`views.close`): the host's call record must hold the same
//!   number, and anything that is not a u32 must be refused;
//! * Java only: as f64s through TeaVM's `math` import (`Math.floor`,
//!   `Math.sqrt`, `Math.atan2`), NaN, infinities, -0 and subnormals included.
//!
//! What "the same" means, in every arm (the SDK READMEs say it too):
//!
//! * A lone surrogate (JavaScript, Opal and Java strings can hold one)
//!   arrives as U+FFFD, in WIT strings and in JSON arguments alike.
//! * A number arrives as the same double. JSON has no -0, NaN or infinity:
//!   -0 arrives as 0, and NaN or an infinity among tool arguments is
//!   `invalid-argument` before anything is sent.
//! * A u32 parameter takes every integer from 0 to 2^32 - 1; anything else
//!   (negative, fractional, NaN, 2^32 and above) is `invalid-argument`,
//!   never wrapped. (Ruby's SDK still refuses 2^31 and above, from when the
//!   membrane could not carry them; either answer passes here for Ruby.)
//! * Tool arguments nested deeper than the host's JSON parser takes (128
//!   levels) are `invalid-argument` naming the recursion limit.
//!
//! And the guests free what a call lowered: 10,000 calls with 300 KiB
//! arguments run under the default memory cap (`*_argument_buffers_are_freed`).

use gg::outcome::{CallResult, Outcome};
use gg::{Grants, Lang, Limits, Runtime, ToolRegistry, Turn};
use serde_json::{Map, Value, json};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{Arc, Mutex, OnceLock};

fn runtime() -> &'static Runtime {
    static RT: OnceLock<Runtime> = OnceLock::new();
    RT.get_or_init(|| Runtime::new().expect("the runtime loads its guests"))
}

fn is(lang: Lang, other: Lang) -> bool {
    lang.name() == other.name()
}

// ---- the generator -------------------------------------------------------

/// splitmix64: small, seeded, the same cases on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }
}

const P31: i64 = 1 << 31;
const P32: i64 = 1 << 32;
const P53: i64 = 1 << 53;

/// Integers at the edges the membrane has to get right.
const EDGE_INTS: &[i64] = &[
    0,
    1,
    -1,
    P31 - 1,
    P31,
    P31 + 1,
    -P31 - 1,
    -P31,
    -P31 + 1,
    P32 - 1,
    P32,
    P32 + 1,
    -P32 - 1,
    -P32,
    -P32 + 1,
    3_000_000_000,
    P53 - 1,
    P53,
    -P53 + 1,
    -P53,
];

/// Doubles at the edges: subnormals, the largest, binary fractions and not.
const EDGE_FLOATS: &[f64] = &[
    0.1,
    0.5,
    -2.5,
    1e-7,
    5e-324,
    -5e-324,
    2.225_073_858_507_201e-308,
    2.225_073_858_507_201_4e-308,
    1.797_693_134_862_315_7e308,
    -1.797_693_134_862_315_7e308,
    1e21,
    1e-21,
    123_456_789.125,
    f64::EPSILON,
    0.300_000_000_000_000_04,
    9_007_199_254_740_994.0,
    -0.0,
];

/// Characters that have broken serialisers: NUL, controls, quotes and
/// escapes, line separators, BOM, non-characters, astral ones and lone
/// surrogates (a value in 0xd800..=0xdfff stands for one; the lows come
/// before the highs, so that no two of them make a pair).
const EDGE_CHARS: &[u32] = &[
    0, 1, 0x1f, 0x7f, 0x22, 0x5c, 0x0a, 0x0d, 0x09, 0x23, 0x7b, 0x24, 0x27, 0x60, 0xe9, 0xff, 0x100, 0x4e2d, 0x2028,
    0x2029, 0xfeff, 0xfffd, 0xfffe, 0xffff, 0x1f600, 0x10000, 0x10ffff, 0x1d11e, 0xdc00, 0xdfff, 0xd800, 0xdbff,
];

/// A value as a program writes it. Strings are code points, so that a lone
/// surrogate can be one of them.
#[derive(Clone, Debug)]
enum V {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(Vec<u32>),
    List(Vec<V>),
    Obj(Vec<(Vec<u32>, V)>),
    /// A leaf under `levels` of alternating single-element lists and
    /// `{"k": …}` objects, built by a loop in the program: JavaScript and
    /// Opal (whose output the same engine parses) refuse literals nested
    /// past ~70 levels ("too much recursion" in the parser).
    Deep(u32, Box<V>),
}

fn is_surrogate(c: u32) -> bool {
    (0xd800..=0xdfff).contains(&c)
}

/// A string's code points as the host must receive them: lone surrogates as U+FFFD.
fn received(cps: &[u32]) -> String {
    cps.iter().map(|&c| char::from_u32(c).unwrap_or('\u{fffd}')).collect()
}

fn gen_int(rng: &mut Rng) -> i64 {
    match rng.below(3) {
        0 => rng.pick(EDGE_INTS),
        1 => rng.below(2001) as i64 - 1000,
        _ => (rng.below(2 * P53 as u64 + 1) as i64) - P53,
    }
}

fn gen_float(rng: &mut Rng) -> f64 {
    if rng.chance(40) {
        return rng.pick(EDGE_FLOATS);
    }
    loop {
        let f = f64::from_bits(rng.next());
        if f.is_finite() {
            return f;
        }
    }
}

fn gen_string(rng: &mut Rng, max: u64) -> Vec<u32> {
    let len = if max > 200 && rng.chance(10) { 5_000 + rng.below(max) } else { rng.below(12) };
    let mut out: Vec<u32> = Vec::new();
    for _ in 0..len {
        let c = if rng.chance(70) { 0x20 + rng.below(0x5f) as u32 } else { rng.pick(EDGE_CHARS) };
        // A high surrogate right before a low one would make a pair: keep them lone.
        if (0xdc00..=0xdfff).contains(&c) && out.last().is_some_and(|&p| (0xd800..=0xdbff).contains(&p)) {
            out.push(0x2d);
        }
        out.push(c);
    }
    out
}

fn gen_scalar(rng: &mut Rng) -> V {
    match rng.below(6) {
        0 => V::Null,
        1 => V::Bool(rng.chance(50)),
        2 | 3 => V::Int(gen_int(rng)),
        4 => V::Float(gen_float(rng)),
        _ => V::Str(gen_string(rng, 20_000)),
    }
}

fn gen_value(rng: &mut Rng, depth: u32) -> V {
    if depth >= 4 || rng.chance(35) {
        return gen_scalar(rng);
    }
    if rng.chance(50) {
        let n = match rng.below(10) {
            0..=2 => 0,
            3 => 1_000 + rng.below(2_000),
            _ => rng.below(6),
        };
        if n > 100 {
            // Large lists hold scalars: numbers or short strings.
            let strings = rng.chance(30);
            return V::List(
                (0..n).map(|_| if strings { V::Str(gen_string(rng, 0)) } else { V::Int(gen_int(rng)) }).collect(),
            );
        }
        V::List((0..n).map(|_| gen_value(rng, depth + 1)).collect())
    } else {
        let n = if rng.chance(20) { 0 } else { rng.below(6) };
        let mut members: Vec<(Vec<u32>, V)> = Vec::new();
        while (members.len() as u64) < n {
            let key = gen_string(rng, 0);
            // Keys must stay distinct as the host receives them (lone
            // surrogates all become U+FFFD).
            if members.iter().any(|(k, _)| received(k) == received(&key)) {
                continue;
            }
            members.push((key, gen_value(rng, depth + 1)));
        }
        V::Obj(members)
    }
}

fn nested(rng: &mut Rng, levels: u32) -> V {
    V::Deep(levels, Box::new(gen_scalar(rng)))
}

impl V {
    /// A `Deep` value as the lists and objects it stands for.
    fn unfolded(levels: u32, leaf: &V) -> V {
        let mut v = leaf.clone();
        for i in 0..levels {
            v = if i % 2 == 0 { V::List(vec![v]) } else { V::Obj(vec![(vec![0x6b], v)]) };
        }
        v
    }
}

/// One thing a program does, and what must come of it.
#[derive(Clone, Debug)]
enum Case {
    /// `tools.call("echo", { v })`: received and echoed exactly, unless it
    /// nests too deep (then `invalid-argument` naming the recursion limit).
    Json { value: V, too_deep: bool },
    /// `tools.call("echo", { v })` with a NaN or infinity inside: `invalid-argument`.
    NonFinite(V),
    /// `files.writeFile(path, s)`: the file holds the string's UTF-8.
    Text(Vec<u32>),
    /// `views.close(n)` with a number of the arm's own kind.
    Count(Num),
    /// Java only: `Math.floor(x)`, `Math.sqrt(x)` and `Math.atan2(x, y)`,
    /// answered by the host's `math` import.
    Math(f64, f64),
    /// Java only: the wire's `views.close` with `{"id": <text>}` as the program wrote it.
    WireCount(&'static str),
}

/// A number for a u32 parameter.
#[derive(Clone, Copy, Debug)]
enum Num {
    Int(i64),
    Float(f64),
}

impl Num {
    /// The u32 the host must receive, or `None` for a refusal.
    fn as_u32(self, lang: Lang) -> Option<u32> {
        match self {
            Num::Int(i) => u32::try_from(i).ok(),
            // An integral double is the integer to JavaScript (-0 is 0); a
            // Ruby Float literal stays a Float under Opal too, and a count
            // refuses it, as CRuby's SDK does.
            Num::Float(f) if !is(lang, Lang::Opal) && f.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&f) => {
                Some(f as u32)
            }
            Num::Float(_) => None,
        }
    }
}

const EDGE_COUNTS: &[Num] = &[
    Num::Int(0),
    Num::Int(1),
    Num::Int(P31 - 1),
    Num::Int(P31),
    Num::Int(P31 + 1),
    Num::Int(3_000_000_000),
    Num::Int(P32 - 1),
    Num::Int(P32),
    Num::Int(P32 + 1),
    Num::Int(-1),
    Num::Int(-P31),
    Num::Int(P53),
    Num::Int(-P53),
    Num::Float(1.5),
    Num::Float(-0.0),
    Num::Float(f64::NAN),
    Num::Float(f64::INFINITY),
    Num::Float(f64::NEG_INFINITY),
    Num::Float(4_294_967_295.5),
];

/// The host's JSON parser refuses nesting past 128 levels; the cases stay
/// well clear of the line on either side (the tool's `{ v }` adds one).
const DEEP_OK: (u32, u32) = (100, 120);
const DEEP_REFUSED: (u32, u32) = (140, 300);

/// The cases of one arm: every edge value once, then `random` drawn ones.
fn cases(seed: u64, random: usize, lang: Lang) -> Vec<Case> {
    let mut rng = Rng(seed);
    let mut out = Vec::new();
    let java = is(lang, Lang::Java);
    out.push(Case::Json { value: V::List(EDGE_INTS.iter().map(|&i| V::Int(i)).collect()), too_deep: false });
    out.push(Case::Json { value: V::List(EDGE_FLOATS.iter().map(|&f| V::Float(f)).collect()), too_deep: false });
    out.push(Case::Json { value: V::Str(EDGE_CHARS.to_vec()), too_deep: false });
    out.push(Case::Json {
        value: V::Obj(EDGE_CHARS.iter().map(|&c| (vec![0x6b, c], V::Str(vec![c]))).collect()),
        too_deep: false,
    });
    out.push(Case::Json { value: V::List(vec![]), too_deep: false });
    out.push(Case::Json { value: V::Obj(vec![]), too_deep: false });
    out.push(Case::Json { value: V::Str(vec![]), too_deep: false });
    out.push(Case::Json { value: nested(&mut rng, DEEP_OK.1), too_deep: false });
    out.push(Case::Json { value: nested(&mut rng, DEEP_REFUSED.0), too_deep: true });
    out.push(Case::Text(EDGE_CHARS.to_vec()));
    out.push(Case::Text(vec![]));
    if !java {
        for bad in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
            out.push(Case::NonFinite(V::List(vec![V::Int(1), V::Obj(vec![(vec![0x78], V::Float(bad))])])));
        }
    }
    if java {
        for &n in EDGE_COUNTS {
            if let Num::Int(i) = n
                && i32::try_from(i).is_ok()
            {
                out.push(Case::Count(n));
            }
        }
        for text in [
            "0",
            "2147483647",
            "2147483648",
            "3000000000",
            "4294967295",
            "4294967296",
            "18446744073709551616",
            "-1",
            "1.5",
            "-0",
        ] {
            out.push(Case::WireCount(text));
        }
        let specials = [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, -0.0, 0.0, 5e-324, f64::MAX, 1.0];
        for &x in &specials {
            for &y in &specials {
                out.push(Case::Math(x, y));
            }
        }
    } else {
        out.extend(EDGE_COUNTS.iter().map(|&n| Case::Count(n)));
    }
    for _ in 0..random {
        let case = match rng.below(10) {
            0..=5 => Case::Json { value: gen_value(&mut rng, 0), too_deep: false },
            6 => {
                let (lo, hi) = if rng.chance(60) { DEEP_OK } else { DEEP_REFUSED };
                let levels = lo + rng.below(u64::from(hi - lo + 1)) as u32;
                Case::Json { value: nested(&mut rng, levels), too_deep: levels > DEEP_OK.1 }
            }
            7 | 8 => Case::Text(gen_string(&mut rng, 20_000)),
            _ if java => Case::Math(gen_float(&mut rng), gen_float(&mut rng)),
            _ => {
                let n = if rng.chance(50) { Num::Int(gen_int(&mut rng)) } else { Num::Float(gen_float(&mut rng)) };
                Case::Count(n)
            }
        };
        out.push(case);
    }
    out
}

// ---- what the host must receive --------------------------------------------

fn expected(v: &V) -> Value {
    match v {
        V::Null => Value::Null,
        V::Bool(b) => Value::Bool(*b),
        V::Int(i) => json!(i),
        V::Float(f) => json!(f),
        V::Str(s) => Value::String(received(s)),
        V::List(items) => Value::Array(items.iter().map(expected).collect()),
        V::Obj(members) => {
            Value::Object(members.iter().map(|(k, v)| (received(k), expected(v))).collect::<Map<_, _>>())
        }
        V::Deep(levels, leaf) => expected(&V::unfolded(*levels, leaf)),
    }
}

/// Equal as the host means it: numbers as doubles (all integers here are
/// within ±2^53, so a double holds them exactly; -0 equals 0).
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(x, y)| same(x, y)),
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same(v, w)))
        }
        _ => a == b,
    }
}

fn short(v: &impl std::fmt::Display) -> String {
    let s = v.to_string();
    if s.chars().count() > 300 {
        format!("{}… ({} bytes)", s.chars().take(300).collect::<String>(), s.len())
    } else {
        s
    }
}

// ---- programs ------------------------------------------------------------

fn js_string(cps: &[u32]) -> String {
    let mut s = String::from("\"");
    for &c in cps {
        match c {
            0x22 => s.push_str("\\\""),
            0x5c => s.push_str("\\\\"),
            0x20..=0x7e => s.push(char::from_u32(c).unwrap()),
            0..=0xffff => {
                let _ = write!(s, "\\u{c:04x}");
            }
            _ => {
                let _ = write!(s, "\\u{{{c:x}}}");
            }
        }
    }
    s.push('"');
    s
}

fn float_text(f: f64) -> String {
    // Rust prints the shortest text that reads back as the same double,
    // which JavaScript, Ruby and JSON read the same way.
    format!("{f:?}")
}

fn js_value(v: &V, out: &mut String) {
    match v {
        V::Null => out.push_str("null"),
        V::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        V::Int(i) => out.push_str(&i.to_string()),
        V::Float(f) if f.is_nan() => out.push_str("NaN"),
        V::Float(f) if f.is_infinite() => out.push_str(if *f > 0.0 { "Infinity" } else { "-Infinity" }),
        V::Float(f) => out.push_str(&float_text(*f)),
        V::Str(s) => out.push_str(&js_string(s)),
        V::List(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                js_value(item, out);
            }
            out.push(']');
        }
        V::Obj(members) => {
            out.push('{');
            for (i, (k, v)) in members.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(&js_string(k));
                out.push_str(": ");
                js_value(v, out);
            }
            out.push('}');
        }
        V::Deep(levels, leaf) => {
            out.push_str("nest(");
            js_value(leaf, out);
            let _ = write!(out, ", {levels})");
        }
    }
}

fn js_num(n: Num) -> String {
    match n {
        Num::Int(i) => i.to_string(),
        Num::Float(f) if f.is_nan() => "NaN".into(),
        Num::Float(f) if f.is_infinite() => (if f > 0.0 { "Infinity" } else { "-Infinity" }).into(),
        Num::Float(f) => float_text(f),
    }
}

fn js_program(cases: &[(String, Case)]) -> String {
    let mut p = String::from(
        r#"import { tools, files, views } from "gg";
function attempt(tag, f) {
  let line;
  try {
    const r = f();
    line = `${tag} ok ${JSON.stringify(r === undefined ? null : r)}`;
  } catch (e) {
    line = `${tag} err ${e.code ?? e.name} ${JSON.stringify(String(e.message))}`;
  }
  console.log(line);
}
function nest(v, levels) {
  for (let i = 0; i < levels; i++) v = i % 2 === 0 ? [v] : { k: v };
  return v;
}
"#,
    );
    for (tag, case) in cases {
        let mut lit = String::new();
        match case {
            Case::Json { value, .. } | Case::NonFinite(value) => {
                js_value(value, &mut lit);
                let _ = writeln!(p, "attempt({tag:?}, () => tools.call(\"echo\", {{ v: {lit} }}));");
            }
            Case::Text(s) => {
                let _ = writeln!(p, "attempt({tag:?}, () => files.writeFile(\"m/{tag}.txt\", {}));", js_string(s));
            }
            Case::Count(n) => {
                let _ = writeln!(p, "attempt({tag:?}, () => views.close({}));", js_num(*n));
            }
            Case::Math(..) | Case::WireCount(_) => unreachable!("Java only"),
        }
    }
    p
}

/// A Ruby string: a literal, with code points no Opal literal can write
/// (astral ones: Opal 1.7's `\u{…}` keeps their low 16 bits; lone
/// surrogates) made by `String.fromCodePoint` through the `u` helper.
fn ruby_string(cps: &[u32]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut lit = String::new();
    let mut special: Vec<u32> = Vec::new();
    let flush_lit = |lit: &mut String, parts: &mut Vec<String>| {
        if !lit.is_empty() {
            parts.push(format!("\"{lit}\""));
            lit.clear();
        }
    };
    let flush_special = |special: &mut Vec<u32>, parts: &mut Vec<String>| {
        if !special.is_empty() {
            let list: Vec<String> = special.iter().map(|c| format!("0x{c:x}")).collect();
            parts.push(format!("u({})", list.join(", ")));
            special.clear();
        }
    };
    for &c in cps {
        if c > 0xffff || is_surrogate(c) {
            flush_lit(&mut lit, &mut parts);
            special.push(c);
            continue;
        }
        flush_special(&mut special, &mut parts);
        match c {
            0x22 => lit.push_str("\\\""),
            0x5c => lit.push_str("\\\\"),
            0x23 => lit.push_str("\\#"),
            0x20..=0x7e => lit.push(char::from_u32(c).unwrap()),
            _ => {
                let _ = write!(lit, "\\u{{{c:x}}}");
            }
        }
    }
    flush_lit(&mut lit, &mut parts);
    flush_special(&mut special, &mut parts);
    match parts.len() {
        0 => "\"\"".into(),
        1 => parts.pop().unwrap(),
        // A list, not a chain of `+`: Opal's compiler recurses down a chain.
        _ => format!("[{}].join", parts.join(", ")),
    }
}

fn ruby_value(v: &V, out: &mut String) {
    match v {
        V::Null => out.push_str("nil"),
        V::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        V::Int(i) => out.push_str(&i.to_string()),
        V::Float(f) if f.is_nan() => out.push_str("Float::NAN"),
        V::Float(f) if f.is_infinite() => out.push_str(if *f > 0.0 { "Float::INFINITY" } else { "-Float::INFINITY" }),
        V::Float(f) => out.push_str(&float_text(*f)),
        V::Str(s) => out.push_str(&ruby_string(s)),
        V::List(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                ruby_value(item, out);
            }
            out.push(']');
        }
        V::Obj(members) => {
            out.push('{');
            for (i, (k, v)) in members.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(&ruby_string(k));
                out.push_str(" => ");
                ruby_value(v, out);
            }
            out.push('}');
        }
        V::Deep(levels, leaf) => {
            out.push_str("nest(");
            ruby_value(leaf, out);
            let _ = write!(out, ", {levels})");
        }
    }
}

fn ruby_num(n: Num) -> String {
    match n {
        Num::Int(i) => i.to_string(),
        Num::Float(f) if f.is_nan() => "Float::NAN".into(),
        Num::Float(f) if f.is_infinite() => (if f > 0.0 { "Float::INFINITY" } else { "-Float::INFINITY" }).into(),
        Num::Float(f) => float_text(f),
    }
}

fn ruby_program(cases: &[(String, Case)]) -> String {
    let mut p = String::from(
        r##"require "gg"
require "json"

def u(*cps)
  `String.fromCodePoint(...#{cps})`
end

def nest(v, levels)
  levels.times { |i| v = i.even? ? [v] : {"k" => v} }
  v
end

def attempt(tag)
  r = yield
  puts "#{tag} ok #{r.to_json}"
rescue GG::Core::ApiError => e
  puts "#{tag} err #{e.code.to_s.tr('_', '-')} #{e.message.to_json}"
rescue StandardError => e
  puts "#{tag} err #{e.class} #{e.message.to_json}"
end

"##,
    );
    for (tag, case) in cases {
        let mut lit = String::new();
        match case {
            Case::Json { value, .. } | Case::NonFinite(value) => {
                ruby_value(value, &mut lit);
                let _ = writeln!(p, "attempt({tag:?}) {{ GG::Tools.call(\"echo\", v: {lit}) }}");
            }
            Case::Text(s) => {
                let _ = writeln!(p, "attempt({tag:?}) {{ GG::Files.write_file(\"m/{tag}.txt\", {}) }}", ruby_string(s));
            }
            Case::Count(n) => {
                let _ = writeln!(p, "attempt({tag:?}) {{ GG::Views.close({}); nil }}", ruby_num(*n));
            }
            Case::Math(..) | Case::WireCount(_) => unreachable!("Java only"),
        }
    }
    p
}

/// JSON text for a value, strings written with their code points as they
/// are (a lone surrogate raw, as a Java program building JSON from a broken
/// string would have it): code points, to be written into a Java literal.
fn json_text(v: &V, out: &mut Vec<u32>) {
    let ascii = |s: &str, out: &mut Vec<u32>| out.extend(s.chars().map(|c| c as u32));
    let string = |cps: &[u32], out: &mut Vec<u32>| {
        out.push(0x22);
        for &c in cps {
            match c {
                0x22 => ascii("\\\"", out),
                0x5c => ascii("\\\\", out),
                0..=0x1f => ascii(&format!("\\u{c:04x}"), out),
                _ => out.push(c),
            }
        }
        out.push(0x22);
    };
    match v {
        V::Null => ascii("null", out),
        V::Bool(b) => ascii(if *b { "true" } else { "false" }, out),
        V::Int(i) => ascii(&i.to_string(), out),
        V::Float(f) => ascii(&float_text(*f), out),
        V::Str(s) => string(s, out),
        V::List(items) => {
            out.push(0x5b);
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(0x2c);
                }
                json_text(item, out);
            }
            out.push(0x5d);
        }
        V::Obj(members) => {
            out.push(0x7b);
            for (i, (k, v)) in members.iter().enumerate() {
                if i > 0 {
                    out.push(0x2c);
                }
                string(k, out);
                out.push(0x3a);
                json_text(v, out);
            }
            out.push(0x7d);
        }
        V::Deep(levels, leaf) => json_text(&V::unfolded(*levels, leaf), out),
    }
}

/// A Java expression for a string of code points: `j("…", s(0xd800), "…")`:
/// literals of at most ~8,000 characters (a class file's constant is at
/// most 65,535 bytes) with characters past ASCII written as they are (the
/// source is UTF-8), and each lone surrogate as its own `s(…)` (javac reads
/// a lone `\uD800` escape followed by a backslash wrongly).
fn java_string(cps: &[u32]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut lit = String::new();
    let flush = |lit: &mut String, parts: &mut Vec<String>| {
        if !lit.is_empty() {
            parts.push(format!("\"{lit}\""));
            lit.clear();
        }
    };
    for &c in cps {
        match c {
            0x22 => lit.push_str("\\\""),
            0x5c => lit.push_str("\\\\"),
            0x0a => lit.push_str("\\n"),
            0x0d => lit.push_str("\\r"),
            0..=0x1f | 0x7f => {
                let _ = write!(lit, "\\{c:03o}");
            }
            _ if is_surrogate(c) => {
                flush(&mut lit, &mut parts);
                parts.push(format!("s(0x{c:x})"));
            }
            _ => lit.push(char::from_u32(c).unwrap()),
        }
        if lit.len() > 8_000 {
            flush(&mut lit, &mut parts);
        }
    }
    flush(&mut lit, &mut parts);
    format!("j({})", parts.join(", "))
}

fn java_program(cases: &[(String, Case)]) -> String {
    let mut p = String::from(
        r#"import gg.ApiError;
import gg.files.Files;
import gg.internal.Json;
import gg.internal.Wire;
import gg.tools.Tools;
import gg.views.Views;
import java.util.function.Supplier;

public class Program {
    static String j(String... parts) {
        return String.join("", parts);
    }

    static String s(int unit) {
        return String.valueOf((char) unit);
    }

    static double d(long bits) {
        return Double.longBitsToDouble(bits);
    }

    static String bits(double x) {
        return "\"" + Long.toHexString(Double.doubleToRawLongBits(x)) + "\"";
    }

    // JSON text with everything past ASCII escaped: TeaVM's System.out
    // loses a character whose surrogates straddle its 512-char buffer.
    static String ascii(String json) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (c < 0x80) {
                b.append(c);
            } else {
                b.append("\\u").append(Integer.toHexString(0x10000 | c).substring(1));
            }
        }
        return b.toString();
    }

    static void attempt(String tag, Supplier<Object> f) {
        String line;
        try {
            Object r = f.get();
            line = tag + " ok " + (r == null ? "null" : r.toString());
        } catch (ApiError e) {
            line = tag + " err " + e.code().wireName() + " " + Json.quote(e.detail());
        } catch (RuntimeException e) {
            line = tag + " err " + e.getClass().getSimpleName() + " " + Json.quote(String.valueOf(e.getMessage()));
        }
        System.out.println(ascii(line));
    }

    public static void main(String[] args) {
"#,
    );
    for (tag, case) in cases {
        match case {
            Case::Json { value, .. } => {
                let mut text = Vec::new();
                json_text(&V::Obj(vec![(vec![0x76], value.clone())]), &mut text);
                let _ = writeln!(p, "        attempt({tag:?}, () -> Tools.call(\"echo\", {}));", java_string(&text));
            }
            Case::Text(s) => {
                let _ = writeln!(
                    p,
                    "        attempt({tag:?}, () -> Files.writeFile(\"m/{tag}.txt\", {}));",
                    java_string(s)
                );
            }
            Case::Count(Num::Int(i)) => {
                let _ = writeln!(p, "        attempt({tag:?}, () -> {{ Views.close({i}); return null; }});");
            }
            Case::WireCount(text) => {
                let _ = writeln!(
                    p,
                    "        attempt({tag:?}, () -> Wire.call(\"views.close\", \"{{\\\"id\\\": {text}}}\"));"
                );
            }
            Case::Math(x, y) => {
                let (x, y) = (x.to_bits(), y.to_bits());
                let _ = writeln!(
                    p,
                    "        attempt({tag:?}, () -> \"[\" + bits(Math.floor(d(0x{x:x}L))) + \",\" + bits(Math.sqrt(d(0x{x:x}L))) + \",\" + bits(Math.atan2(d(0x{x:x}L), d(0x{y:x}L))) + \"]\");"
                );
            }
            Case::NonFinite(_) | Case::Count(Num::Float(_)) => unreachable!("not a Java case"),
        }
    }
    p.push_str("    }\n}\n");
    p
}

// ---- turns and checks ----------------------------------------------------

/// A host tool that records what it receives and answers with it.
fn echo_tool() -> (ToolRegistry, Arc<Mutex<Vec<Value>>>) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let record = Arc::clone(&seen);
    let mut tools = ToolRegistry::new();
    tools
        .register("echo", "Answers with its arguments.", json!({"type": "object"}), move |v| {
            record.lock().unwrap().push(v.clone());
            Ok(v)
        })
        .unwrap();
    (tools, seen)
}

fn limits() -> Limits {
    Limits { stdout_bytes: 32 << 20, output_flood_bytes: 64 << 20, max_calls: 20_000, ..Limits::default() }
}

/// What one attempt printed: `<tag> ok <json>` or `<tag> err <code> <json message>`.
#[derive(Debug)]
enum Said {
    Ok(Value),
    Err(String, String),
}

fn said(stdout: &str) -> HashMap<String, Said> {
    let mut out = HashMap::new();
    for line in stdout.lines() {
        let Some((tag, rest)) = line.split_once(' ') else { continue };
        let said = if let Some(json) = rest.strip_prefix("ok ") {
            Said::Ok(serde_json::from_str(json).unwrap_or_else(|e| panic!("{tag}: not JSON ({e}): {}", short(&json))))
        } else if let Some(err) = rest.strip_prefix("err ") {
            let (code, message) = err.split_once(' ').unwrap_or((err, "\"\""));
            Said::Err(code.to_string(), serde_json::from_str(message).unwrap_or_else(|_| message.to_string()))
        } else {
            continue;
        };
        out.insert(tag.to_string(), said);
    }
    out
}

fn run_cases(lang: Lang, cases: &[Case], per_turn: usize) -> Vec<String> {
    let mut failures = Vec::new();
    let tagged: Vec<(String, Case)> = cases.iter().enumerate().map(|(i, c)| (format!("c{i}"), c.clone())).collect();
    for batch in tagged.chunks(per_turn) {
        let source = match lang {
            l if is(l, Lang::JavaScript) => js_program(batch),
            l if is(l, Lang::Opal) => ruby_program(batch),
            _ => java_program(batch),
        };
        let dir = tempfile::tempdir().unwrap();
        let (tools, seen) = echo_tool();
        let mut grants = Grants::default();
        grants.grant("tools").unwrap();
        let outcome =
            runtime().run(Turn::new(lang, source).workspace(dir.path()).limits(limits()).grants(grants).tools(tools));
        assert!(outcome.completed(), "{} turn did not complete:\n{}", lang.name(), gg::report::render(&outcome));
        let seen = std::mem::take(&mut *seen.lock().unwrap());
        check_batch(lang, batch, &outcome, seen, dir.path(), &mut failures);
    }
    failures
}

fn check_batch(
    lang: Lang,
    batch: &[(String, Case)],
    outcome: &Outcome,
    seen: Vec<Value>,
    dir: &std::path::Path,
    failures: &mut Vec<String>,
) {
    let said = said(&outcome.stdout.text);
    let mut seen = seen.into_iter();
    let mut closes = outcome.calls.iter().filter(|c| c.operation == "views.close");
    let invalid = |what: &Said| matches!(what, Said::Err(code, _) if code == "invalid-argument");
    for (tag, case) in batch {
        let Some(what) = said.get(tag) else {
            failures.push(format!("{tag}: the program printed nothing for {case:?}"));
            continue;
        };
        let mut fail = |why: String| failures.push(format!("{tag} ({}): {why}", lang.name()));
        match case {
            Case::Json { value, too_deep: false } => {
                let want = json!({ "v": expected(value) });
                match what {
                    Said::Ok(echo) if same(&want, echo) => {}
                    other => fail(format!("echo {}, want {}", short(&format!("{other:?}")), short(&want))),
                }
                // Only a call the host let through reached the tool.
                if matches!(what, Said::Ok(_)) {
                    match seen.next() {
                        Some(got) if same(&want, &got) => {}
                        got => fail(format!("the tool received {}, want {}", short(&json!(got)), short(&want))),
                    }
                }
            }
            Case::Json { too_deep: true, .. } => {
                if !matches!(what, Said::Err(code, m) if code == "invalid-argument" && m.contains("recursion limit")) {
                    fail(format!(
                        "nesting past 128 levels: {what:?}, want invalid-argument naming the recursion limit"
                    ));
                }
            }
            Case::NonFinite(_) => {
                if !invalid(what) {
                    fail(format!("a non-finite number in tool arguments: {what:?}, want invalid-argument"));
                }
            }
            Case::Text(s) => {
                let want = received(s);
                match what {
                    Said::Ok(n) if n.as_u64() == Some(want.len() as u64) => {}
                    other => fail(format!("writeFile said {other:?}, want {} bytes written", want.len())),
                }
                match std::fs::read(dir.join(format!("m/{tag}.txt"))) {
                    Ok(bytes) if bytes == want.as_bytes() => {}
                    Ok(bytes) => fail(format!(
                        "the file holds {}, want {}",
                        short(&String::from_utf8_lossy(&bytes).escape_debug()),
                        short(&want.escape_debug())
                    )),
                    Err(e) => fail(format!("no file: {e}")),
                }
            }
            Case::Count(n) => match n.as_u32(lang) {
                // Ruby's SDK refuses 2^31 and above (its COUNT_MAX); refused
                // is one of the two exact answers.
                Some(id) if is(lang, Lang::Opal) && id > i32::MAX as u32 && invalid(what) => {}
                Some(id) => {
                    if !matches!(what, Said::Err(code, _) if code == "not-found") {
                        fail(format!("views.close({n:?}): {what:?}, want not-found"));
                    }
                    match closes.next() {
                        Some(c) if c.args == json!({ "id": id }) && matches!(c.result, CallResult::Err { .. }) => {}
                        other => fail(format!("views.close({n:?}) reached the host as {other:?}, want id {id}")),
                    }
                }
                None => {
                    if !invalid(what) {
                        fail(format!("views.close({n:?}): {what:?}, want invalid-argument"));
                    }
                }
            },
            Case::WireCount(text) => match text.parse::<u64>().ok().and_then(|n| u32::try_from(n).ok()) {
                Some(id) => {
                    if !matches!(what, Said::Err(code, _) if code == "not-found") {
                        fail(format!("wire views.close {text}: {what:?}, want not-found"));
                    }
                    match closes.next() {
                        Some(c) if c.args == json!({ "id": id }) => {}
                        other => fail(format!("wire views.close {text} reached the host as {other:?}, want id {id}")),
                    }
                }
                None => {
                    if !invalid(what) {
                        fail(format!("wire views.close {text}: {what:?}, want invalid-argument"));
                    }
                }
            },
            Case::Math(x, y) => {
                let bits = |v: &Value| v.as_str().and_then(|s| u64::from_str_radix(s, 16).ok()).map(f64::from_bits);
                let want = [x.floor(), x.sqrt(), x.atan2(*y)];
                let got: Vec<Option<f64>> = match what {
                    Said::Ok(Value::Array(got)) => got.iter().map(bits).collect(),
                    _ => Vec::new(),
                };
                let exact = |got: &Option<f64>, want: &f64| {
                    got.is_some_and(|g| if want.is_nan() { g.is_nan() } else { g.to_bits() == want.to_bits() })
                };
                if got.len() != want.len() || !got.iter().zip(&want).all(|(g, w)| exact(g, w)) {
                    fail(format!("Math.floor, Math.sqrt of {x:?}, Math.atan2({x:?}, {y:?}): {what:?}, want {want:?}"));
                }
            }
        }
    }
    if let Some(extra) = seen.next() {
        failures.push(format!("the tool received more than the cases sent: {}", short(&extra)));
    }
    if let Some(extra) = closes.next() {
        failures.push(format!("views.close reached the host more often than the cases sent: {extra:?}"));
    }
}

fn assert_exact(lang: Lang, failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} marshalling is not exact ({} failures):\n{}",
        lang.name(),
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn js_marshalling_is_exact() {
    let cases = cases(0x6a73, 64, Lang::JavaScript);
    assert_exact(Lang::JavaScript, run_cases(Lang::JavaScript, &cases, 40));
}

#[test]
fn ruby_marshalling_is_exact() {
    let cases = cases(0x7262, 64, Lang::Opal);
    assert_exact(Lang::Opal, run_cases(Lang::Opal, &cases, 40));
}

/// Java turns compile through javac and TeaVM: every case in one program.
#[test]
fn java_marshalling_is_exact() {
    let cases = cases(0x6a76, 64, Lang::Java);
    assert_exact(Lang::Java, run_cases(Lang::Java, &cases, usize::MAX));
}

// ---- guest buffers -------------------------------------------------------

/// `calls` calls, each lowering a 300 KiB argument, under the default memory
/// cap: a guest that kept what each call lowered would reach the cap (256
/// MiB) within a thousand calls. The deadline is only a ceiling for a busy
/// machine (3 GB cross the membrane); these turns run one at a time.
fn many_large_calls(lang: Lang, calls: u32, source: &str) {
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let limits = Limits { max_calls: calls + 10, deadline: std::time::Duration::from_secs(600), ..Limits::default() };
    let outcome = runtime().run(Turn::new(lang, source).workspace(dir.path()).limits(limits));
    assert!(outcome.completed(), "{}:\n{}", lang.name(), gg::report::render(&outcome));
    assert_eq!(outcome.stdout.text.trim(), calls.to_string(), "{}", lang.name());
    assert_eq!(std::fs::metadata(dir.path().join("same.txt")).unwrap().len(), 300 << 10);
}

#[test]
fn js_argument_buffers_are_freed() {
    many_large_calls(
        Lang::JavaScript,
        10_000,
        r#"import { files } from "gg";
const big = "x".repeat(300 * 1024);
let n = 0;
for (let i = 0; i < 10000; i++) n += files.writeFile("same.txt", big) === big.length ? 1 : 0;
console.log(n);
"#,
    );
}

#[test]
fn ruby_argument_buffers_are_freed() {
    many_large_calls(
        Lang::Opal,
        10_000,
        r#"require "gg"
big = "x" * (300 * 1024)
n = 0
10_000.times { n += 1 if GG::Files.write_file("same.txt", big) == big.length }
puts n
"#,
    );
}

/// The Java guest lowers arguments from Java arrays its collector reclaims
/// (TeaVM's heap is 64 MiB) and reuses one region for results (`WasmWire`);
/// its SDK's JSON encoding costs ~10 ms per 300 KiB, so 400 calls (120 MB).
#[test]
fn java_argument_buffers_are_freed() {
    many_large_calls(
        Lang::Java,
        400,
        r#"import gg.files.Files;

public class Program {
    public static void main(String[] args) {
        String big = "x".repeat(300 * 1024);
        int n = 0;
        for (int i = 0; i < 400; i++) {
            if (Files.writeFile("same.txt", big) == big.length()) {
                n++;
            }
        }
        System.out.println(n);
    }
}
"#,
    );
}
