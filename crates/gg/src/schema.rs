//! Validation of tool arguments against a JSON Schema, before a tool's
//! handler runs.
//!
//! A host registers each tool with a JSON Schema for its arguments.
//! [`Schema::new`] checks that schema once; [`Schema::validate`] then checks
//! every call's arguments and, on failure, returns a [`Violation`] that names
//! the offending field, so the program sees for example
//! `arguments.items[2].name: expected a string, got number`.
//!
//! # Supported subset
//!
//! The keywords below have their JSON Schema 2020-12 meaning:
//!
//! - `type` (a name or an array of names among `object`, `array`, `string`,
//!   `number`, `integer`, `boolean`, `null`; `integer` accepts `3.0`),
//! - `properties`, `required`, `additionalProperties` (a boolean or a schema),
//! - `items` (a single schema),
//! - `enum`, `const` (numbers compare by value, so `1` equals `1.0`),
//! - `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum` (numbers),
//! - `minLength`, `maxLength` (counted in characters, i.e. Unicode scalar
//!   values, not bytes),
//! - `minItems`, `maxItems`, `uniqueItems`,
//! - `anyOf`, `oneOf`, `allOf`, `not`,
//! - the annotations `description`, `title`, `default`, `examples`,
//!   `$schema`, `$id`, `$comment`, `deprecated`, `readOnly`, `writeOnly` and
//!   `format`. Annotations never fail a value. In particular `format` is
//!   **not asserted**: `"format": "email"` accepts any string.
//!
//! Boolean schemas are valid anywhere a schema is: `true` accepts every
//! value, `false` none.
//!
//! Everything else is refused by [`Schema::new`], naming the keyword and the
//! JSON Pointer of the schema it appears in. A validator that silently
//! skipped an unknown keyword would let a tool run with a constraint its
//! author believed was enforced. Notably refused: `pattern` and
//! `patternProperties` (this crate carries no regular-expression engine),
//! `$ref`/`$defs` (schemas must be written inline), `prefixItems` and the
//! array form of `items`, and `minProperties`/`maxProperties`.
//!
//! # Which violation is reported
//!
//! [`Schema::validate`] reports the first violation in document order: the
//! one whose location comes first when the arguments are read from top to
//! bottom (object members in the order the parsed value iterates them, array
//! items by index). A violation of the object or array itself (a missing
//! required property, too few items) comes before the violations inside it.
//! Among violations at the same place, keywords are checked in this order:
//! `type`, `const`, `enum`, the numeric bounds, the lengths, `uniqueItems`,
//! `required`, then `allOf`, `anyOf`, `oneOf`, `not`. When `type` fails, the
//! other keywords of that schema are not reported.
//!
//! When no alternative of `anyOf`/`oneOf` matches, the message tries to be
//! useful rather than generic: if every alternative was refused only for its
//! `type`, the violation lists the accepted types (`expected a string or
//! null, got number`); if exactly one alternative accepts the value's type,
//! that alternative's own violation is reported (with its deeper path);
//! otherwise the violation is `matches none of the N alternatives`.

use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::fmt::{self, Write as _};

use serde_json::{Map, Number, Value};

/// The name of the root in violation paths.
const ROOT: &str = "arguments";

/// Longest rendering of a JSON value inside a message, in characters.
const MAX_SHOWN: usize = 60;

/// Most `enum` values listed in a message.
const MAX_LISTED: usize = 10;

/// A checked JSON Schema for a tool's arguments.
///
/// Built by [`Schema::new`], which refuses anything outside the supported
/// subset (see the [module documentation](self)).
#[derive(Debug, Clone)]
pub struct Schema {
    json: Value,
    root: Node,
}

/// Why a value does not conform to a [`Schema`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// Where the offending value is, such as `arguments.items[2].name`; the
    /// root is `arguments`, and a property name that is not a plain
    /// identifier is written `["odd key"]`.
    pub path: String,
    /// What is wrong there, such as `expected a string, got number`.
    pub message: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

impl std::error::Error for Violation {}

impl Schema {
    /// Checks the schema itself; refuses (Err with a message naming the
    /// keyword and where it appears) any keyword outside the supported set,
    /// so a tool never runs with a constraint silently ignored.
    ///
    /// Locations are JSON Pointers into the schema, such as
    /// `unsupported keyword `pattern` at `#/properties/name`: regular
    /// expressions are not supported`. Malformed values of supported
    /// keywords (a `minimum` that is a string, an unknown `type` name, an
    /// empty `enum`) are refused the same way.
    ///
    /// # Errors
    ///
    /// A one-line message when the schema uses an unsupported keyword or
    /// gives a supported one a malformed value.
    pub fn new(schema: Value) -> Result<Schema, String> {
        let root = compile(&schema, "#")?;
        Ok(Schema { json: schema, root })
    }

    /// The schema as it was given to [`Schema::new`].
    pub fn as_json(&self) -> &Value {
        &self.json
    }

    /// The first violation, in document order.
    ///
    /// # Errors
    ///
    /// The first [`Violation`] when `value` does not conform.
    pub fn validate(&self, value: &Value) -> Result<(), Violation> {
        let mut found = Vec::new();
        let mut at = Cursor { key: Vec::new(), path: ROOT.to_owned() };
        check(&self.root, value, &mut at, &mut found);
        // `min_by` keeps the first of equal elements, so keyword order
        // breaks ties between violations at the same place.
        match found.into_iter().min_by(|a, b| a.key.cmp(&b.key)) {
            None => Ok(()),
            Some(f) => Err(Violation { path: f.path, message: f.message }),
        }
    }
}

// ---------------------------------------------------------------------------
// The compiled form.

#[derive(Debug, Clone)]
enum Node {
    Bool(bool),
    Object(Box<Keywords>),
}

#[derive(Debug, Clone, Default)]
struct Keywords {
    /// Empty when `type` is absent.
    types: Vec<Type>,
    constant: Option<Value>,
    enumeration: Option<Vec<Value>>,
    minimum: Option<Number>,
    exclusive_minimum: Option<Number>,
    maximum: Option<Number>,
    exclusive_maximum: Option<Number>,
    min_length: Option<u64>,
    max_length: Option<u64>,
    min_items: Option<u64>,
    max_items: Option<u64>,
    unique_items: bool,
    required: Vec<String>,
    properties: BTreeMap<String, Node>,
    additional_properties: Option<Node>,
    items: Option<Node>,
    all_of: Vec<Node>,
    any_of: Vec<Node>,
    one_of: Vec<Node>,
    not: Option<Node>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Type {
    Object,
    Array,
    String,
    Number,
    Integer,
    Boolean,
    Null,
}

impl Type {
    fn from_name(name: &str) -> Option<Type> {
        Some(match name {
            "object" => Type::Object,
            "array" => Type::Array,
            "string" => Type::String,
            "number" => Type::Number,
            "integer" => Type::Integer,
            "boolean" => Type::Boolean,
            "null" => Type::Null,
            _ => return None,
        })
    }

    fn phrase(self) -> &'static str {
        match self {
            Type::Object => "an object",
            Type::Array => "an array",
            Type::String => "a string",
            Type::Number => "a number",
            Type::Integer => "an integer",
            Type::Boolean => "a boolean",
            Type::Null => "null",
        }
    }

    fn matches(self, value: &Value) -> bool {
        match (self, value) {
            (Type::Object, Value::Object(_))
            | (Type::Array, Value::Array(_))
            | (Type::String, Value::String(_))
            | (Type::Number, Value::Number(_))
            | (Type::Boolean, Value::Bool(_))
            | (Type::Null, Value::Null) => true,
            (Type::Integer, Value::Number(n)) => is_integer(n),
            _ => false,
        }
    }
}

// ---------------------------------------------------------------------------
// Checking the schema.

fn compile(schema: &Value, at: &str) -> Result<Node, String> {
    match schema {
        Value::Bool(b) => Ok(Node::Bool(*b)),
        Value::Object(map) => Ok(Node::Object(Box::new(compile_keywords(map, at)?))),
        other => Err(format!("the schema at `{at}` must be an object or a boolean, got {}", kind(other))),
    }
}

fn compile_keywords(map: &Map<String, Value>, at: &str) -> Result<Keywords, String> {
    let mut k = Keywords::default();
    for (keyword, value) in map {
        let here = pointer(at, keyword);
        let bad = |what: &str| format!("`{keyword}` at `{at}` must be {what}, got {}", show(value));
        match keyword.as_str() {
            "type" => k.types = compile_types(value, at)?,
            "properties" => {
                let Value::Object(props) = value else {
                    return Err(bad("an object"));
                };
                for (name, sub) in props {
                    k.properties.insert(name.clone(), compile(sub, &pointer(&here, name))?);
                }
            }
            "required" => {
                let Value::Array(names) = value else {
                    return Err(bad("an array of strings"));
                };
                for name in names {
                    let Value::String(name) = name else {
                        return Err(bad("an array of strings"));
                    };
                    if k.required.contains(name) {
                        return Err(format!("`required` at `{at}` lists `{name}` more than once"));
                    }
                    k.required.push(name.clone());
                }
            }
            "additionalProperties" => k.additional_properties = Some(compile(value, &here)?),
            "items" => {
                if value.is_array() {
                    return Err(format!(
                        "`items` at `{at}` must be a single schema; \
                         the array (tuple) form is not supported"
                    ));
                }
                k.items = Some(compile(value, &here)?);
            }
            "enum" => match value {
                Value::Array(values) if !values.is_empty() => {
                    k.enumeration = Some(values.clone());
                }
                _ => return Err(bad("a non-empty array")),
            },
            "const" => k.constant = Some(value.clone()),
            "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum" => {
                let Value::Number(n) = value else {
                    return Err(bad("a number"));
                };
                let slot = match keyword.as_str() {
                    "minimum" => &mut k.minimum,
                    "maximum" => &mut k.maximum,
                    "exclusiveMinimum" => &mut k.exclusive_minimum,
                    _ => &mut k.exclusive_maximum,
                };
                *slot = Some(n.clone());
            }
            "minLength" | "maxLength" | "minItems" | "maxItems" => {
                let Some(n) = non_negative_integer(value) else {
                    return Err(bad("a non-negative integer"));
                };
                let slot = match keyword.as_str() {
                    "minLength" => &mut k.min_length,
                    "maxLength" => &mut k.max_length,
                    "minItems" => &mut k.min_items,
                    _ => &mut k.max_items,
                };
                *slot = Some(n);
            }
            "uniqueItems" => {
                let Value::Bool(b) = value else {
                    return Err(bad("a boolean"));
                };
                k.unique_items = *b;
            }
            "allOf" | "anyOf" | "oneOf" => {
                let subs = match value {
                    Value::Array(subs) if !subs.is_empty() => subs,
                    _ => return Err(bad("a non-empty array of schemas")),
                };
                let compiled = subs
                    .iter()
                    .enumerate()
                    .map(|(i, sub)| compile(sub, &pointer(&here, &i.to_string())))
                    .collect::<Result<Vec<_>, _>>()?;
                match keyword.as_str() {
                    "allOf" => k.all_of = compiled,
                    "anyOf" => k.any_of = compiled,
                    _ => k.one_of = compiled,
                }
            }
            "not" => k.not = Some(compile(value, &here)?),
            "description" | "title" | "$comment" | "$schema" | "$id" | "format" => {
                if !value.is_string() {
                    return Err(bad("a string"));
                }
            }
            "deprecated" | "readOnly" | "writeOnly" => {
                if !value.is_boolean() {
                    return Err(bad("a boolean"));
                }
            }
            "examples" => {
                if !value.is_array() {
                    return Err(bad("an array"));
                }
            }
            "default" => {}
            _ => return Err(unsupported(keyword, at)),
        }
    }
    Ok(k)
}

fn compile_types(value: &Value, at: &str) -> Result<Vec<Type>, String> {
    let one = |name: &Value| match name {
        Value::String(s) => Type::from_name(s).ok_or_else(|| {
            format!(
                "`type` at `{at}` names unknown type {}; expected one of \
                 object, array, string, number, integer, boolean, null",
                show(name)
            )
        }),
        other => Err(format!("`type` at `{at}` must be a type name or an array of them, got {}", show(other))),
    };
    match value {
        Value::Array(names) => {
            if names.is_empty() {
                return Err(format!("`type` at `{at}` must not be an empty array"));
            }
            let mut types = Vec::with_capacity(names.len());
            for name in names {
                let t = one(name)?;
                if types.contains(&t) {
                    return Err(format!("`type` at `{at}` lists {} more than once", show(name)));
                }
                types.push(t);
            }
            Ok(types)
        }
        other => Ok(vec![one(other)?]),
    }
}

fn unsupported(keyword: &str, at: &str) -> String {
    let why = match keyword {
        "pattern" | "patternProperties" => Some("regular expressions are not supported"),
        "$ref" | "$defs" | "definitions" | "$dynamicRef" | "$dynamicAnchor" | "$anchor" | "$recursiveRef"
        | "$recursiveAnchor" => Some("references are not supported; write the schema inline"),
        "prefixItems" => Some("tuple schemas are not supported"),
        _ => None,
    };
    match why {
        Some(why) => format!("unsupported keyword `{keyword}` at `{at}`: {why}"),
        None => format!("unsupported keyword `{keyword}` at `{at}`"),
    }
}

/// A JSON Pointer one step below `at`.
fn pointer(at: &str, segment: &str) -> String {
    format!("{at}/{}", segment.replace('~', "~0").replace('/', "~1"))
}

fn non_negative_integer(value: &Value) -> Option<u64> {
    let Value::Number(n) = value else {
        return None;
    };
    if let Some(u) = n.as_u64() {
        return Some(u);
    }
    match n.as_f64() {
        // `as` saturates, which is right for an absurdly large bound.
        Some(f) if f >= 0.0 && f.fract() == 0.0 => Some(f as u64),
        _ => None,
    }
}

// ---------------------------------------------------------------------------
// Checking a value.

/// Where the checker is in the value: `key` orders locations in document
/// order, `path` names them.
struct Cursor {
    key: Vec<usize>,
    path: String,
}

impl Cursor {
    fn enter_member(&mut self, ordinal: usize, name: &str) -> usize {
        let len = self.path.len();
        self.key.push(ordinal);
        if is_identifier(name) {
            self.path.push('.');
            self.path.push_str(name);
        } else {
            self.path.push('[');
            self.path.push_str(&Value::String(name.to_owned()).to_string());
            self.path.push(']');
        }
        len
    }

    fn enter_item(&mut self, index: usize) -> usize {
        let len = self.path.len();
        self.key.push(index);
        // Writing to a String cannot fail.
        let _ = write!(self.path, "[{index}]");
        len
    }

    fn leave(&mut self, len: usize) {
        self.key.pop();
        self.path.truncate(len);
    }
}

/// One violation, with its place in document order.
struct Found {
    key: Vec<usize>,
    path: String,
    message: String,
    /// For a `type` violation, the types that would have been accepted.
    expected: Option<Vec<Type>>,
}

fn push(out: &mut Vec<Found>, at: &Cursor, message: String) {
    out.push(Found { key: at.key.clone(), path: at.path.clone(), message, expected: None });
}

/// Adds every violation of `value` against `node` to `out`.
fn check(node: &Node, value: &Value, at: &mut Cursor, out: &mut Vec<Found>) {
    let k = match node {
        Node::Bool(true) => return,
        Node::Bool(false) => return push(out, at, "no value is allowed here".to_owned()),
        Node::Object(k) => k,
    };

    if !k.types.is_empty() && !k.types.iter().any(|t| t.matches(value)) {
        out.push(Found {
            key: at.key.clone(),
            path: at.path.clone(),
            message: type_message(&k.types, value),
            expected: Some(k.types.clone()),
        });
        return;
    }

    if let Some(c) = &k.constant
        && !json_eq(c, value)
    {
        push(out, at, format!("must be {}, got {}", show(c), show(value)));
    }
    if let Some(values) = &k.enumeration
        && !values.iter().any(|v| json_eq(v, value))
    {
        push(out, at, enum_message(values, value));
    }

    match value {
        Value::Number(n) => check_number(k, n, at, out),
        Value::String(s) => check_string(k, s, at, out),
        Value::Array(items) => check_array(k, items, at, out),
        Value::Object(members) => check_object(k, members, at, out),
        Value::Bool(_) | Value::Null => {}
    }

    for sub in &k.all_of {
        check(sub, value, at, out);
    }
    if !k.any_of.is_empty() {
        let mut failures = Vec::new();
        for sub in &k.any_of {
            let mut found = Vec::new();
            check(sub, value, at, &mut found);
            if found.is_empty() {
                failures.clear();
                break;
            }
            failures.push(found);
        }
        if !failures.is_empty() {
            none_matched(failures, value, at, out);
        }
    }
    if !k.one_of.is_empty() {
        let mut failures = Vec::new();
        let mut matched = 0;
        for sub in &k.one_of {
            let mut found = Vec::new();
            check(sub, value, at, &mut found);
            if found.is_empty() {
                matched += 1;
            } else {
                failures.push(found);
            }
        }
        match matched {
            0 => none_matched(failures, value, at, out),
            1 => {}
            n => {
                push(out, at, format!("matches {n} of the {} alternatives, but must match exactly one", k.one_of.len()))
            }
        }
    }
    if let Some(sub) = &k.not {
        let mut found = Vec::new();
        check(sub, value, at, &mut found);
        if found.is_empty() {
            push(out, at, "must not match the schema under `not`".to_owned());
        }
    }
}

fn check_number(k: &Keywords, n: &Number, at: &Cursor, out: &mut Vec<Found>) {
    if let Some(m) = &k.minimum
        && compare(n, m) == Ordering::Less
    {
        push(out, at, format!("must be at least {m}"));
    }
    if let Some(m) = &k.exclusive_minimum
        && compare(n, m) != Ordering::Greater
    {
        push(out, at, format!("must be greater than {m}"));
    }
    if let Some(m) = &k.maximum
        && compare(n, m) == Ordering::Greater
    {
        push(out, at, format!("must be at most {m}"));
    }
    if let Some(m) = &k.exclusive_maximum
        && compare(n, m) != Ordering::Less
    {
        push(out, at, format!("must be less than {m}"));
    }
}

fn check_string(k: &Keywords, s: &str, at: &Cursor, out: &mut Vec<Found>) {
    if k.min_length.is_none() && k.max_length.is_none() {
        return;
    }
    let len = s.chars().count() as u64;
    if let Some(min) = k.min_length
        && len < min
    {
        push(out, at, format!("must have at least {}", counted(min, "character")));
    }
    if let Some(max) = k.max_length
        && len > max
    {
        push(out, at, format!("must have at most {}", counted(max, "character")));
    }
}

fn check_array(k: &Keywords, items: &[Value], at: &mut Cursor, out: &mut Vec<Found>) {
    let len = items.len() as u64;
    if let Some(min) = k.min_items
        && len < min
    {
        push(out, at, format!("must have at least {}", counted(min, "item")));
    }
    if let Some(max) = k.max_items
        && len > max
    {
        push(out, at, format!("must have at most {}", counted(max, "item")));
    }
    if k.unique_items
        && let Some((first, again)) = first_duplicate(items)
    {
        push(out, at, format!("must have unique items, but [{first}] and [{again}] are equal"));
    }
    if let Some(sub) = &k.items {
        for (index, item) in items.iter().enumerate() {
            let len = at.enter_item(index);
            check(sub, item, at, out);
            at.leave(len);
        }
    }
}

fn check_object(k: &Keywords, members: &Map<String, Value>, at: &mut Cursor, out: &mut Vec<Found>) {
    for name in &k.required {
        if !members.contains_key(name) {
            push(out, at, format!("missing required property `{name}`"));
        }
    }
    for (ordinal, (name, member)) in members.iter().enumerate() {
        let sub = match k.properties.get(name) {
            Some(sub) => sub,
            None => match &k.additional_properties {
                Some(Node::Bool(false)) => {
                    // Reported on the object, placed where the member is.
                    let mut key = at.key.clone();
                    key.push(ordinal);
                    out.push(Found {
                        key,
                        path: at.path.clone(),
                        message: format!("unexpected property `{name}`"),
                        expected: None,
                    });
                    continue;
                }
                Some(sub) => sub,
                None => continue,
            },
        };
        let len = at.enter_member(ordinal, name);
        check(sub, member, at, out);
        at.leave(len);
    }
}

/// Reports that no alternative of `anyOf`/`oneOf` matched, given each
/// alternative's violations.
fn none_matched(failures: Vec<Vec<Found>>, value: &Value, at: &Cursor, out: &mut Vec<Found>) {
    let total = failures.len();
    let mut expected: Vec<Type> = Vec::new();
    let mut relevant = Vec::new();
    for found in failures {
        let refused_type = found.iter().find(|f| f.key == at.key).and_then(|f| f.expected.as_ref());
        match refused_type {
            Some(types) => {
                for t in types {
                    if !expected.contains(t) {
                        expected.push(*t);
                    }
                }
            }
            None => relevant.push(found),
        }
    }
    match relevant.len() {
        0 => out.push(Found {
            key: at.key.clone(),
            path: at.path.clone(),
            message: type_message(&expected, value),
            expected: Some(expected),
        }),
        1 => out.extend(relevant.into_iter().flatten()),
        _ => push(out, at, format!("matches none of the {total} alternatives")),
    }
}

fn first_duplicate(items: &[Value]) -> Option<(usize, usize)> {
    (1..items.len()).find_map(|j| (0..j).find(|&i| json_eq(&items[i], &items[j])).map(|i| (i, j)))
}

// ---------------------------------------------------------------------------
// Messages.

fn type_message(types: &[Type], value: &Value) -> String {
    let has_number = types.contains(&Type::Number);
    let phrases: Vec<&str> =
        types.iter().filter(|t| !(has_number && **t == Type::Integer)).map(|t| t.phrase()).collect();
    let expected = match phrases.split_last() {
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => "nothing".to_owned(),
    };
    let got = match value {
        // "expected an integer, got number" would confuse: show the number.
        Value::Number(n) if types.contains(&Type::Integer) => n.to_string(),
        other => kind(other).to_owned(),
    };
    format!("expected {expected}, got {got}")
}

fn enum_message(values: &[Value], value: &Value) -> String {
    let mut listed: Vec<String> = values.iter().take(MAX_LISTED).map(show).collect();
    if values.len() > MAX_LISTED {
        listed.push(format!("… ({} more)", values.len() - MAX_LISTED));
    }
    format!("must be one of {}, got {}", listed.join(", "), show(value))
}

fn counted(n: u64, noun: &str) -> String {
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Object(_) => "object",
        Value::Array(_) => "array",
        Value::String(_) => "string",
        Value::Number(_) => "number",
        Value::Bool(_) => "boolean",
        Value::Null => "null",
    }
}

/// Compact JSON, shortened when long.
fn show(value: &Value) -> String {
    let text = value.to_string();
    if text.chars().count() <= MAX_SHOWN {
        return text;
    }
    let mut short: String = text.chars().take(MAX_SHOWN - 1).collect();
    short.push('…');
    short
}

fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

// ---------------------------------------------------------------------------
// Numbers and equality.

fn is_integer(n: &Number) -> bool {
    n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)
}

enum Num {
    Int(i128),
    Float(f64),
}

fn num(n: &Number) -> Num {
    if let Some(i) = n.as_i64() {
        Num::Int(i128::from(i))
    } else if let Some(u) = n.as_u64() {
        Num::Int(i128::from(u))
    } else {
        Num::Float(n.as_f64().unwrap_or(f64::NAN))
    }
}

/// Compares two JSON numbers by mathematical value, exactly.
fn compare(a: &Number, b: &Number) -> Ordering {
    match (num(a), num(b)) {
        (Num::Int(x), Num::Int(y)) => x.cmp(&y),
        (Num::Float(x), Num::Float(y)) => x.partial_cmp(&y).unwrap_or(Ordering::Equal),
        (Num::Int(x), Num::Float(y)) => compare_int_float(x, y),
        (Num::Float(x), Num::Int(y)) => compare_int_float(y, x).reverse(),
    }
}

fn compare_int_float(n: i128, f: f64) -> Ordering {
    let floor = f.floor();
    if floor < -1.7e38 {
        return Ordering::Greater;
    }
    if floor > 1.7e38 {
        return Ordering::Less;
    }
    // In range, so the cast is exact: `floor` is a whole number.
    match n.cmp(&(floor as i128)) {
        Ordering::Equal if f > floor => Ordering::Less,
        other => other,
    }
}

/// JSON Schema equality: numbers by value, objects regardless of order.
fn json_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => compare(x, y) == Ordering::Equal,
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(v, w)| json_eq(v, w)),
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(key, v)| y.get(key).is_some_and(|w| json_eq(v, w)))
        }
        _ => a == b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn schema(s: Value) -> Schema {
        Schema::new(s).expect("schema should be accepted")
    }

    /// The reported violation, as `path: message`.
    fn fails(s: &Schema, v: Value) -> String {
        s.validate(&v).expect_err("value should be refused").to_string()
    }

    fn refused(s: Value) -> String {
        Schema::new(s).expect_err("schema should be refused")
    }

    #[test]
    fn type_mismatch_at_root() {
        let s = schema(json!({"type": "object"}));
        assert_eq!(fails(&s, json!([1])), "arguments: expected an object, got array");
        assert!(s.validate(&json!({})).is_ok());
    }

    #[test]
    fn nested_path_in_array_of_objects() {
        let s = schema(json!({
            "type": "object",
            "properties": {"items": {"type": "array", "items": {
                "type": "object",
                "properties": {"name": {"type": "string"}}
            }}}
        }));
        let v = json!({"items": [{"name": "a"}, {"name": "b"}, {"name": 3}]});
        let err = s.validate(&v).expect_err("refused");
        assert_eq!(
            err,
            Violation { path: "arguments.items[2].name".into(), message: "expected a string, got number".into() }
        );
        assert_eq!(err.to_string(), "arguments.items[2].name: expected a string, got number");
    }

    #[test]
    fn every_type_name() {
        let cases = [
            ("object", json!({}), json!(null), "an object", "null"),
            ("array", json!([]), json!({}), "an array", "object"),
            ("string", json!(""), json!(true), "a string", "boolean"),
            ("number", json!(1.5), json!("1"), "a number", "string"),
            ("boolean", json!(false), json!(0), "a boolean", "number"),
            ("null", json!(null), json!([]), "null", "array"),
        ];
        for (name, good, bad, phrase, got) in cases {
            let s = schema(json!({"type": name}));
            assert!(s.validate(&good).is_ok(), "{name}");
            assert_eq!(fails(&s, bad), format!("arguments: expected {phrase}, got {got}"));
        }
    }

    #[test]
    fn type_array_lists_alternatives() {
        let s = schema(json!({"type": ["string", "null"]}));
        assert!(s.validate(&json!(null)).is_ok());
        assert!(s.validate(&json!("x")).is_ok());
        assert_eq!(fails(&s, json!(1)), "arguments: expected a string or null, got number");
        let s = schema(json!({"type": ["object", "array", "null"]}));
        assert_eq!(fails(&s, json!(true)), "arguments: expected an object, an array or null, got boolean");
    }

    #[test]
    fn integer_accepts_whole_floats_only() {
        let s = schema(json!({"type": "integer"}));
        assert!(s.validate(&json!(3)).is_ok());
        assert!(s.validate(&json!(3.0)).is_ok());
        assert!(s.validate(&json!(-7)).is_ok());
        assert!(s.validate(&json!(u64::MAX)).is_ok());
        assert_eq!(fails(&s, json!(3.5)), "arguments: expected an integer, got 3.5");
        assert_eq!(fails(&s, json!("3")), "arguments: expected an integer, got string");
        // `number` accepts integers too.
        assert!(schema(json!({"type": "number"})).validate(&json!(3)).is_ok());
    }

    #[test]
    fn required_reports_first_missing_in_listed_order() {
        let s = schema(json!({"type": "object", "required": ["name", "age"]}));
        assert_eq!(fails(&s, json!({})), "arguments: missing required property `name`");
        assert_eq!(fails(&s, json!({"name": "x"})), "arguments: missing required property `age`");
        assert!(s.validate(&json!({"name": "x", "age": 3})).is_ok());
        // Not an object: `required` does not apply.
        assert!(schema(json!({"required": ["a"]})).validate(&json!(1)).is_ok());
    }

    #[test]
    fn additional_properties_false() {
        let s = schema(json!({
            "properties": {"shape": {"type": "string"}},
            "additionalProperties": false
        }));
        assert_eq!(fails(&s, json!({"shape": "round", "colour": "red"})), "arguments: unexpected property `colour`");
        assert!(s.validate(&json!({"shape": "round"})).is_ok());
    }

    #[test]
    fn additional_properties_schema() {
        let s = schema(json!({
            "properties": {"id": {"type": "string"}},
            "additionalProperties": {"type": "integer"}
        }));
        assert!(s.validate(&json!({"id": "x", "a": 1, "b": 2})).is_ok());
        assert_eq!(fails(&s, json!({"id": "x", "b": "two"})), "arguments.b: expected an integer, got string");
        // Without the keyword, extra members are fine.
        let open = schema(json!({"properties": {"id": {"type": "string"}}}));
        assert!(open.validate(&json!({"other": [1]})).is_ok());
    }

    #[test]
    fn odd_property_names_are_quoted_in_paths() {
        let s = schema(json!({"properties": {
            "odd key": {"type": "string"},
            "9lives": {"type": "string"},
            "quote\"d": {"type": "string"},
            "snake_case1": {"type": "string"}
        }}));
        assert_eq!(fails(&s, json!({"odd key": 1})), "arguments[\"odd key\"]: expected a string, got number");
        assert_eq!(fails(&s, json!({"9lives": 1})), "arguments[\"9lives\"]: expected a string, got number");
        assert_eq!(fails(&s, json!({"quote\"d": 1})), "arguments[\"quote\\\"d\"]: expected a string, got number");
        assert_eq!(fails(&s, json!({"snake_case1": 1})), "arguments.snake_case1: expected a string, got number");
    }

    #[test]
    fn enum_lists_values() {
        let s = schema(json!({"enum": ["todo", "doing", "done"]}));
        assert!(s.validate(&json!("doing")).is_ok());
        assert_eq!(
            fails(&s, json!("finished")),
            "arguments: must be one of \"todo\", \"doing\", \"done\", got \"finished\""
        );
    }

    #[test]
    fn enum_compares_numbers_by_value_and_lists_at_most_ten() {
        let s = schema(json!({"enum": [1, 2.5, {"a": [1]}]}));
        assert!(s.validate(&json!(1.0)).is_ok());
        assert!(s.validate(&json!({"a": [1.0]})).is_ok());
        assert!(s.validate(&json!("1")).is_err());
        let many: Vec<u32> = (0..12).collect();
        let s = schema(json!({"enum": many}));
        assert_eq!(fails(&s, json!(99)), "arguments: must be one of 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, … (2 more), got 99");
    }

    #[test]
    fn const_keyword() {
        let s = schema(json!({"properties": {"kind": {"const": "circle"}}}));
        assert!(s.validate(&json!({"kind": "circle"})).is_ok());
        assert_eq!(fails(&s, json!({"kind": "square"})), "arguments.kind: must be \"circle\", got \"square\"");
        assert!(schema(json!({"const": 2})).validate(&json!(2.0)).is_ok());
        assert!(schema(json!({"const": null})).validate(&json!(null)).is_ok());
    }

    #[test]
    fn minimum_and_maximum_are_inclusive() {
        let s = schema(json!({"minimum": 1, "maximum": 10}));
        assert!(s.validate(&json!(1)).is_ok());
        assert!(s.validate(&json!(10.0)).is_ok());
        assert_eq!(fails(&s, json!(0)), "arguments: must be at least 1");
        assert_eq!(fails(&s, json!(0.999)), "arguments: must be at least 1");
        assert_eq!(fails(&s, json!(10.5)), "arguments: must be at most 10");
        // Bounds ignore non-numbers.
        assert!(s.validate(&json!("0")).is_ok());
    }

    #[test]
    fn exclusive_bounds() {
        let s = schema(json!({"exclusiveMinimum": 0, "exclusiveMaximum": 1.5}));
        assert!(s.validate(&json!(0.1)).is_ok());
        assert!(s.validate(&json!(1)).is_ok());
        assert_eq!(fails(&s, json!(0)), "arguments: must be greater than 0");
        assert_eq!(fails(&s, json!(0.0)), "arguments: must be greater than 0");
        assert_eq!(fails(&s, json!(1.5)), "arguments: must be less than 1.5");
    }

    #[test]
    fn numbers_compare_exactly_at_extremes() {
        let s = schema(json!({"maximum": 9007199254740992_u64}));
        // 2^53 + 1 is not representable as f64; it must still be over.
        assert_eq!(fails(&s, json!(9007199254740993_u64)), "arguments: must be at most 9007199254740992");
        let s = schema(json!({"minimum": -1.5}));
        assert!(s.validate(&json!(-1)).is_ok());
        assert!(s.validate(&json!(i64::MIN)).is_err());
        let s = schema(json!({"maximum": 1e300}));
        assert!(s.validate(&json!(u64::MAX)).is_ok());
        let s = schema(json!({"exclusiveMaximum": 2}));
        assert!(s.validate(&json!(1.9999)).is_ok());
    }

    #[test]
    fn string_lengths_count_characters() {
        let s = schema(json!({"minLength": 2, "maxLength": 3}));
        assert!(s.validate(&json!("héé")).is_ok()); // 5 bytes, 3 characters
        assert!(s.validate(&json!("🦀🦀")).is_ok());
        assert_eq!(fails(&s, json!("a")), "arguments: must have at least 2 characters");
        assert_eq!(fails(&s, json!("abcd")), "arguments: must have at most 3 characters");
        let one = schema(json!({"minLength": 1}));
        assert_eq!(fails(&one, json!("")), "arguments: must have at least 1 character");
    }

    #[test]
    fn item_counts() {
        let s = schema(json!({"type": "array", "minItems": 1, "maxItems": 3}));
        assert_eq!(fails(&s, json!([])), "arguments: must have at least 1 item");
        assert_eq!(fails(&s, json!([1, 2, 3, 4])), "arguments: must have at most 3 items");
        assert!(s.validate(&json!([1, 2, 3])).is_ok());
    }

    #[test]
    fn unique_items() {
        let s = schema(json!({"uniqueItems": true}));
        assert!(s.validate(&json!([1, "1", [1], {"a": 1}])).is_ok());
        assert_eq!(
            fails(&s, json!(["a", "b", "c", "b"])),
            "arguments: must have unique items, but [1] and [3] are equal"
        );
        assert!(s.validate(&json!([1, 1.0])).is_err());
        assert!(s.validate(&json!([{"a": 1, "b": 2}, {"b": 2, "a": 1}])).is_err());
        assert!(schema(json!({"uniqueItems": false})).validate(&json!([1, 1])).is_ok());
    }

    #[test]
    fn items_paths_use_indices() {
        let s = schema(json!({"items": {"type": "integer", "minimum": 0}}));
        assert_eq!(fails(&s, json!([0, 1, -2])), "arguments[2]: must be at least 0");
        assert!(s.validate(&json!([])).is_ok());
    }

    #[test]
    fn any_of_none_matched() {
        let s = schema(json!({"anyOf": [
            {"type": "string", "minLength": 5},
            {"type": "string", "enum": ["a", "b"]}
        ]}));
        assert!(s.validate(&json!("hello")).is_ok());
        assert!(s.validate(&json!("a")).is_ok());
        assert_eq!(fails(&s, json!("c")), "arguments: matches none of the 2 alternatives");
    }

    #[test]
    fn any_of_refused_by_type_lists_types() {
        let s = schema(json!({"properties": {"due": {"anyOf": [
            {"type": "string"}, {"type": "null"}
        ]}}}));
        assert!(s.validate(&json!({"due": null})).is_ok());
        assert_eq!(fails(&s, json!({"due": 5})), "arguments.due: expected a string or null, got number");
    }

    #[test]
    fn any_of_with_one_plausible_alternative_reports_it() {
        let s = schema(json!({"anyOf": [
            {"type": "string"},
            {"type": "object", "properties": {"name": {"type": "string"}}}
        ]}));
        assert_eq!(fails(&s, json!({"name": 1})), "arguments.name: expected a string, got number");
    }

    #[test]
    fn one_of_exactly_one() {
        let s = schema(json!({"oneOf": [
            {"type": "integer"},
            {"type": "number", "minimum": 10}
        ]}));
        assert!(s.validate(&json!(3)).is_ok());
        assert!(s.validate(&json!(10.5)).is_ok());
        assert_eq!(fails(&s, json!(12)), "arguments: matches 2 of the 2 alternatives, but must match exactly one");
        assert_eq!(fails(&s, json!(1.5)), "arguments: must be at least 10");
        assert_eq!(fails(&s, json!("x")), "arguments: expected a number, got string");
    }

    #[test]
    fn all_of_applies_every_schema() {
        let s = schema(json!({"allOf": [
            {"properties": {"a": {"type": "integer"}}},
            {"properties": {"a": {"maximum": 5}}}
        ]}));
        assert!(s.validate(&json!({"a": 5})).is_ok());
        assert_eq!(fails(&s, json!({"a": 6})), "arguments.a: must be at most 5");
        assert_eq!(fails(&s, json!({"a": "x"})), "arguments.a: expected an integer, got string");
    }

    #[test]
    fn not_keyword() {
        let s = schema(json!({"not": {"type": "null"}}));
        assert!(s.validate(&json!(0)).is_ok());
        assert_eq!(fails(&s, json!(null)), "arguments: must not match the schema under `not`");
    }

    #[test]
    fn boolean_schemas() {
        let yes = schema(json!(true));
        for v in [json!(null), json!(1), json!({"a": [1]}), json!("s")] {
            assert!(yes.validate(&v).is_ok());
        }
        let no = schema(json!(false));
        assert_eq!(fails(&no, json!({})), "arguments: no value is allowed here");
        let s = schema(json!({"properties": {"legacy": false}, "items": true}));
        assert_eq!(fails(&s, json!({"legacy": 1})), "arguments.legacy: no value is allowed here");
        assert!(schema(json!({"items": false})).validate(&json!([])).is_ok());
        assert!(schema(json!({"not": false})).validate(&json!(1)).is_ok());
    }

    #[test]
    fn first_violation_in_document_order() {
        // Keyword order in the schema does not matter; the value's order does.
        let s = schema(json!({
            "type": "object",
            "properties": {
                "z": {"type": "string"},
                "a": {"type": "array", "items": {"type": "integer"}}
            },
            "required": ["z"]
        }));
        assert_eq!(fails(&s, json!({"a": [1, "x"], "z": 1})), "arguments.a[1]: expected an integer, got string");
        // A violation of the object itself comes before those inside it.
        assert_eq!(fails(&s, json!({"a": ["x"]})), "arguments: missing required property `z`");
        let s = schema(json!({"items": {"properties": {"n": {"minimum": 0}}}, "maxItems": 2}));
        assert_eq!(fails(&s, json!([{"n": -1}, {"n": -2}, {"n": -3}])), "arguments: must have at most 2 items");
        assert_eq!(fails(&s, json!([{"n": 0}, {"n": -2}])), "arguments[1].n: must be at least 0");
    }

    #[test]
    fn type_failure_hides_other_keywords_of_that_schema() {
        let s = schema(json!({"type": "string", "enum": ["a"], "minLength": 3}));
        assert_eq!(fails(&s, json!(7)), "arguments: expected a string, got number");
    }

    #[test]
    fn refuses_pattern_with_location() {
        let e = refused(json!({"properties": {"name": {"type": "string", "pattern": "^a"}}}));
        assert_eq!(
            e,
            "unsupported keyword `pattern` at `#/properties/name`: \
             regular expressions are not supported"
        );
        let e = refused(json!({"patternProperties": {"^x": {}}}));
        assert!(e.starts_with("unsupported keyword `patternProperties` at `#`"), "{e}");
    }

    #[test]
    fn refuses_references() {
        let e = refused(json!({"$defs": {"n": {"type": "string"}}, "$ref": "#/$defs/n"}));
        assert!(e.contains("`$defs`") || e.contains("`$ref`"), "{e}");
        assert!(e.contains("references are not supported"), "{e}");
        let e = refused(json!({"items": {"$ref": "#"}}));
        assert_eq!(
            e,
            "unsupported keyword `$ref` at `#/items`: references are not supported; \
             write the schema inline"
        );
    }

    #[test]
    fn refuses_other_unknown_keywords_anywhere() {
        assert_eq!(
            refused(json!({"anyOf": [{}, {"minProperties": 1}]})),
            "unsupported keyword `minProperties` at `#/anyOf/1`"
        );
        assert_eq!(refused(json!({"not": {"not": {"if": true}}})), "unsupported keyword `if` at `#/not/not`");
        assert_eq!(
            refused(json!({"properties": {"a/b~c": {"typo": 1}}})),
            "unsupported keyword `typo` at `#/properties/a~1b~0c`"
        );
        assert!(refused(json!({"prefixItems": [{}]})).contains("tuple"));
    }

    #[test]
    fn refuses_malformed_keyword_values() {
        let cases = [
            (json!({"type": "text"}), "unknown type \"text\""),
            (json!({"type": []}), "must not be an empty array"),
            (json!({"type": ["string", "string"]}), "more than once"),
            (json!({"type": 3}), "must be a type name"),
            (json!({"minimum": "1"}), "`minimum` at `#` must be a number, got \"1\""),
            (json!({"minLength": -1}), "must be a non-negative integer"),
            (json!({"maxItems": 1.5}), "must be a non-negative integer"),
            (json!({"items": [{}]}), "the array (tuple) form is not supported"),
            (json!({"required": [1]}), "must be an array of strings"),
            (json!({"required": ["a", "a"]}), "lists `a` more than once"),
            (json!({"enum": []}), "must be a non-empty array"),
            (json!({"anyOf": []}), "non-empty array of schemas"),
            (json!({"uniqueItems": "yes"}), "must be a boolean"),
            (json!({"properties": []}), "must be an object"),
            (json!({"description": 1}), "must be a string"),
            (json!({"examples": 1}), "must be an array"),
            (
                json!({"properties": {"a": 1}}),
                "the schema at `#/properties/a` must be an object or a boolean, got number",
            ),
            (json!("string"), "the schema at `#` must be an object or a boolean"),
        ];
        for (s, expected) in cases {
            let e = refused(s.clone());
            assert!(e.contains(expected), "{s}: {e}");
        }
    }

    #[test]
    fn annotations_are_accepted_and_format_is_not_asserted() {
        let s = schema(json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "https://example.com/tool",
            "$comment": "internal",
            "title": "Send",
            "description": "Sends a message",
            "type": "object",
            "properties": {
                "to": {"type": "string", "format": "email", "examples": ["a@b.c"]},
                "cc": {"type": "array", "default": [], "deprecated": true,
                       "readOnly": false, "writeOnly": false}
            }
        }));
        assert!(s.validate(&json!({"to": "not an email"})).is_ok());
    }

    #[test]
    fn property_names_and_values_that_look_like_keywords_are_not_checked() {
        let s = schema(json!({
            "properties": {"pattern": {"type": "string"}, "$ref": {"type": "string"}},
            "required": ["pattern"],
            "default": {"pattern": "x", "$ref": 1},
            "const": {"pattern": "x"},
            "enum": [{"pattern": "x"}],
            "examples": [{"anything": {"$ref": "#"}}]
        }));
        assert!(s.validate(&json!({"pattern": "x"})).is_ok());
    }

    #[test]
    fn as_json_returns_the_schema_given() {
        let raw = json!({"type": "object", "properties": {"a": {"const": 1.0}}});
        assert_eq!(schema(raw.clone()).as_json(), &raw);
    }

    #[test]
    fn long_values_are_shortened_in_messages() {
        let s = schema(json!({"const": "short"}));
        let long = "x".repeat(200);
        let message = s.validate(&json!(long)).expect_err("refused").message;
        assert!(message.ends_with('…'), "{message}");
        assert!(message.chars().count() < 100, "{message}");
    }

    #[test]
    fn whole_float_bounds_in_schema() {
        let s = schema(json!({"minLength": 2.0, "maxItems": 1.0}));
        assert!(s.validate(&json!("ab")).is_ok());
        assert!(s.validate(&json!([1, 2])).is_err());
    }
}
