//! Validation of tool arguments against a JSON Schema, before a tool's
//! handler runs.
//!
//! A host registers each tool with a JSON Schema for its arguments.
//! [`Schema::new`] checks and compiles that schema once; [`Schema::validate`]
//! then checks every call's arguments and, on failure, returns a
//! [`Violation`] that names the offending field, so the program sees for
//! example `arguments.items[2].name: expected a string, got number`.
//!
//! The checking itself is done by the `jsonschema` crate; this module is gg's
//! layer over it: it decides what is refused at registration, which error is
//! reported, and words every message itself.
//!
//! # What is supported
//!
//! JSON Schema 2020-12 by default, or the draft named by a root `$schema`
//! (drafts 4, 6, 7, 2019-09 and 2020-12). Every validation keyword of the
//! draft in use is enforced: `type`, `enum`, `const`, the numeric bounds,
//! `multipleOf`, `minLength`/`maxLength` (counted in characters), `pattern`,
//! `items`, `prefixItems`, `contains`, `uniqueItems`, `properties`,
//! `patternProperties`, `additionalProperties`, `propertyNames`, `required`,
//! `minProperties`/`maxProperties`, the dependent keywords, the `unevaluated`
//! keywords, `allOf`/`anyOf`/`oneOf`/`not`, `if`/`then`/`else`, and `$ref`
//! (also `$dynamicRef`/`$recursiveRef`) to anything inside the same schema
//! (`#/$defs/x`, `#/definitions/x`, anchors, recursive references). Numbers
//! compare by value (`1` equals `1.0`, `integer` accepts `3.0`). `format`,
//! `title`, `description`, `default`, `examples` and the like are annotations:
//! they never fail a value, so `"format": "email"` accepts any string.
//!
//! # What is refused
//!
//! [`Schema::new`] returns a one-line reason naming the JSON Pointer of the
//! offending place when:
//!
//! - a `$ref`, `$dynamicRef` or `$recursiveRef` does not start with `#`.
//!   Nothing is ever fetched from the network or the file system: on top of
//!   this check, `jsonschema` is given a retriever that refuses everything;
//! - a keyword is not one the draft in use defines (a typo such as
//!   `minimun`, or `prefixItems` under draft 7), or is a non-annotation
//!   keyword next to a `$ref` under drafts 4 to 7 (which ignore those): a
//!   validator that skipped it would let a tool run with a constraint its
//!   author believed enforced;
//! - `$schema` names a meta-schema other than the drafts above;
//! - `jsonschema` rejects the schema: a keyword with a malformed value, an
//!   invalid regular expression, a `$ref` that points to nothing.
//!
//! # Which violation is reported
//!
//! Every violation is collected, then the first in document order is
//! reported: the one whose place comes first when the arguments are read from
//! top to bottom (object members in the order the parsed value iterates them,
//! array items by index). A violation of the object or array itself (a
//! missing required property, too few items) comes before the violations
//! inside it; an unexpected property is placed where that member is. Among
//! violations at the same place, keywords rank in this order: `false`
//! schemas, `type`, `const`, `enum`, the numeric bounds, the lengths,
//! `pattern`, the array keywords, the object keywords, then `anyOf`, `oneOf`,
//! `not` (violations found through `allOf`, `$ref` or `if` rank by their own
//! keyword). When `type` fails, the other keywords of that schema object are
//! not reported.
//!
//! When no alternative of `anyOf`/`oneOf` matches, the message tries to be
//! useful rather than generic: if every alternative was refused for its
//! `type`, the violation lists the accepted types (`expected a string or
//! null, got number`); if exactly one alternative accepts the value's type,
//! that alternative's own violation is reported (with its deeper path);
//! otherwise the violation is `matches none of the N alternatives`.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::fmt::{self, Write as _};
use std::sync::Arc;

use jsonschema::error::{TypeKind, ValidationErrorKind};
use jsonschema::{Draft, JsonType, ReferencingError, ValidationError, Validator};
use serde_json::{Map, Number, Value};

/// The name of the root in violation paths.
const ROOT: &str = "arguments";

/// Longest rendering of a JSON value inside a message, in characters.
const MAX_SHOWN: usize = 60;

/// Most `enum` values listed in a message.
const MAX_LISTED: usize = 10;

/// A checked, compiled JSON Schema for a tool's arguments.
///
/// Built by [`Schema::new`], which refuses what gg will not check (see the
/// [module documentation](self)). Cheap to clone.
#[derive(Debug, Clone)]
pub struct Schema {
    json: Value,
    validator: Arc<Validator>,
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
    /// Checks and compiles the schema; refuses (Err with a one-line message
    /// naming where in the schema the problem is) non-local references,
    /// keywords the draft does not define, and schemas `jsonschema` rejects.
    ///
    /// Locations are JSON Pointers into the schema, such as
    /// ``unsupported keyword `minimun` at `#/properties/n` `` or
    /// ``invalid schema at `#/minimum`: expected a number, got string``.
    ///
    /// # Errors
    ///
    /// A one-line message when the schema is refused.
    pub fn new(schema: Value) -> Result<Schema, String> {
        Schema::checked(schema).map_err(one_line)
    }

    fn checked(schema: Value) -> Result<Schema, String> {
        let draft = Draft::default().detect(&schema);
        if draft == Draft::Unknown {
            let uri = schema.get("$schema").and_then(Value::as_str).unwrap_or_default();
            return Err(format!(
                "unsupported `$schema` `{uri}` at `#`: only the JSON Schema drafts 4, 6, 7, 2019-09 and 2020-12 \
                 are known"
            ));
        }
        let mut refs = Vec::new();
        check_schema(&schema, "#", draft, &mut refs)?;
        let validator = compile(&schema).map_err(|e| refusal(&e, &refs))?;
        Ok(Schema { json: schema, validator: Arc::new(validator) })
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
        let errors: Vec<ValidationError<'_>> = self.validator.iter_errors(value).collect();
        if errors.is_empty() {
            return Ok(());
        }
        let cx = Cx::new(value, &self.json);
        match collect(&cx, &errors).into_iter().next() {
            Some(f) => Err(Violation { path: f.path, message: f.message }),
            // Every error yields at least one violation; never reached.
            None => Err(Violation { path: ROOT.to_owned(), message: "does not match the schema".to_owned() }),
        }
    }
}

// ---------------------------------------------------------------------------
// Compiling, with nothing ever fetched.

/// A retriever that refuses everything: `jsonschema` asks it for any
/// resource the schema does not contain itself.
struct NoRetrieval;

impl jsonschema::Retrieve for NoRetrieval {
    fn retrieve(&self, uri: &jsonschema::Uri<String>) -> Result<Value, Box<dyn std::error::Error + Send + Sync>> {
        Err(format!("gg does not fetch `{uri}`").into())
    }
}

fn compile(schema: &Value) -> Result<Validator, ValidationError<'static>> {
    jsonschema::options().with_retriever(NoRetrieval).should_validate_formats(false).build(schema)
}

// ---------------------------------------------------------------------------
// Checking the schema before `jsonschema` sees it.

/// Walks every subschema: refuses keywords the draft does not define and
/// references that leave the schema, and notes local references (with the
/// place they appear) for messages about them.
fn check_schema(schema: &Value, at: &str, draft: Draft, refs: &mut Vec<(String, String)>) -> Result<(), String> {
    // Anything but an object is left to `jsonschema`, which refuses
    // non-schemas with its own reason.
    let Value::Object(map) = schema else {
        return Ok(());
    };
    for (keyword, value) in map {
        if !is_keyword(draft, keyword) {
            return Err(unsupported(keyword, at, draft));
        }
        if map.contains_key("$ref") && ignored_next_to_ref(draft, keyword) {
            return Err(format!(
                "unsupported keyword `{keyword}` at `{at}`: {} ignores keywords next to `$ref`; \
                 put them in an `allOf` with the `$ref`",
                draft_name(draft)
            ));
        }
        let here = pointer(at, keyword);
        match keyword.as_str() {
            "$ref" | "$dynamicRef" | "$recursiveRef" => {
                if let Value::String(reference) = value {
                    if reference.is_empty() {
                        return Err(format!("empty `{keyword}` at `{at}`: write `#` to refer to the whole schema"));
                    }
                    if !reference.starts_with('#') {
                        return Err(format!(
                            "unsupported remote `{keyword}` `{reference}` at `{at}`: \
                             only references inside the schema (#/...) are resolved"
                        ));
                    }
                    refs.push((reference.clone(), at.to_owned()));
                }
            }
            "additionalProperties"
            | "additionalItems"
            | "contains"
            | "propertyNames"
            | "not"
            | "if"
            | "then"
            | "else"
            | "unevaluatedItems"
            | "unevaluatedProperties"
            | "contentSchema" => {
                check_schema(value, &here, draft, refs)?;
            }
            "items" | "allOf" | "anyOf" | "oneOf" | "prefixItems" => match value {
                Value::Array(subs) => {
                    for (i, sub) in subs.iter().enumerate() {
                        check_schema(sub, &pointer(&here, &i.to_string()), draft, refs)?;
                    }
                }
                single => check_schema(single, &here, draft, refs)?,
            },
            "properties" | "patternProperties" | "$defs" | "definitions" | "dependentSchemas" | "dependencies" => {
                if let Value::Object(subs) = value {
                    for (name, sub) in subs {
                        check_schema(sub, &pointer(&here, name), draft, refs)?;
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// Keywords of every draft that `jsonschema` enforces or that hold
/// subschemas, separated by spaces.
const EVERY_DRAFT: &str = "$ref $defs definitions type enum multipleOf maximum exclusiveMaximum minimum \
     exclusiveMinimum maxLength minLength pattern items additionalItems maxItems minItems uniqueItems maxProperties \
     minProperties required properties patternProperties additionalProperties dependencies allOf \
     anyOf oneOf not";

/// Keywords that never fail a value, in any draft, separated by spaces.
const ANNOTATIONS: &str = "$schema $comment title description default examples deprecated readOnly writeOnly format \
     contentEncoding contentMediaType";

fn listed(list: &str, keyword: &str) -> bool {
    list.split_whitespace().any(|k| k == keyword)
}

/// Whether `keyword` means something in `draft`: `jsonschema` enforces it,
/// or it is an annotation, an identifier or holds subschemas.
fn is_keyword(draft: Draft, keyword: &str) -> bool {
    let since_6 = draft != Draft::Draft4;
    let since_7 = !matches!(draft, Draft::Draft4 | Draft::Draft6);
    let since_2019 = matches!(draft, Draft::Draft201909 | Draft::Draft202012);
    match keyword {
        k if listed(EVERY_DRAFT, k) || listed(ANNOTATIONS, k) => true,
        "id" => !since_6,
        "$id" | "const" | "contains" | "propertyNames" => since_6,
        "if" | "then" | "else" => since_7,
        "$anchor"
        | "$vocabulary"
        | "dependentRequired"
        | "dependentSchemas"
        | "unevaluatedItems"
        | "unevaluatedProperties"
        | "minContains"
        | "maxContains"
        | "contentSchema" => since_2019,
        "$recursiveRef" | "$recursiveAnchor" => draft == Draft::Draft201909,
        "prefixItems" | "$dynamicRef" | "$dynamicAnchor" => draft == Draft::Draft202012,
        _ => false,
    }
}

/// Whether drafts 4, 6 and 7 (which ignore the siblings of `$ref`) would
/// skip `keyword` next to a `$ref`: anything but annotations and
/// identifiers.
fn ignored_next_to_ref(draft: Draft, keyword: &str) -> bool {
    matches!(draft, Draft::Draft4 | Draft::Draft6 | Draft::Draft7)
        && !listed(ANNOTATIONS, keyword)
        && !matches!(keyword, "$ref" | "$id" | "id" | "definitions" | "$defs")
}

fn unsupported(keyword: &str, at: &str, draft: Draft) -> String {
    let drafts = [Draft::Draft4, Draft::Draft6, Draft::Draft7, Draft::Draft201909, Draft::Draft202012];
    // Is it a keyword of some other draft?
    if drafts.iter().any(|d| is_keyword(*d, keyword)) {
        format!("unsupported keyword `{keyword}` at `{at}`: {} has no such keyword", draft_name(draft))
    } else {
        format!("unsupported keyword `{keyword}` at `{at}`")
    }
}

fn draft_name(draft: Draft) -> &'static str {
    match draft {
        Draft::Draft4 => "JSON Schema draft 4",
        Draft::Draft6 => "JSON Schema draft 6",
        Draft::Draft7 => "JSON Schema draft 7",
        Draft::Draft201909 => "JSON Schema draft 2019-09",
        Draft::Draft202012 => "JSON Schema draft 2020-12",
        _ => "this JSON Schema draft",
    }
}

/// `message` on one line: a control character the schema put in a name it
/// quotes (a key holding a newline) is written escaped, as `\n`.
fn one_line(message: String) -> String {
    if !message.chars().any(char::is_control) {
        return message;
    }
    message.chars().map(|c| if c.is_control() { c.escape_debug().to_string() } else { c.to_string() }).collect()
}

/// A JSON Pointer one step below `at`.
fn pointer(at: &str, segment: &str) -> String {
    format!("{at}/{}", segment.replace('~', "~0").replace('/', "~1"))
}

/// Words `jsonschema`'s refusal of a schema.
fn refusal(error: &ValidationError<'_>, refs: &[(String, String)]) -> String {
    if let ValidationErrorKind::Referencing(e) = error.kind() {
        return reference_problem(e, refs);
    }
    // The schema was checked as a value (against its meta-schema): the
    // error's instance is the offending part of the schema.
    let cx = Cx::new(&Value::Null, &Value::Null);
    match collect(&cx, std::slice::from_ref(error)).into_iter().next() {
        Some(f) => format!("invalid schema at `#{}`: {}", f.pointer, f.message),
        None => format!("invalid schema at `#{}`", error.instance_path().as_str()),
    }
}

fn reference_problem(error: &ReferencingError, refs: &[(String, String)]) -> String {
    // Where a reference spelled `reference` appears, if we saw it.
    let at = |reference: &str| match refs.iter().find(|(r, _)| r == reference) {
        Some((_, at)) => format!(" at `{at}`"),
        None => String::new(),
    };
    match error {
        ReferencingError::Unretrievable { uri, .. } => format!(
            "unsupported remote `$ref` `{uri}`{}: only references inside the schema (#/...) are resolved",
            at(uri)
        ),
        ReferencingError::PointerToNowhere { pointer } => {
            let reference = format!("#{pointer}");
            format!("`$ref` `{reference}`{} points to nothing in the schema", at(&reference))
        }
        ReferencingError::InvalidPercentEncoding { pointer, .. } => {
            let reference = format!("#{pointer}");
            format!("`$ref` `{reference}`{} has invalid percent-encoding", at(&reference))
        }
        ReferencingError::InvalidArrayIndex { pointer, index, .. } => {
            let reference = format!("#{pointer}");
            format!("`$ref` `{reference}`{}: `{index}` is not an array index", at(&reference))
        }
        ReferencingError::NoSuchAnchor { anchor } => {
            let reference = format!("#{anchor}");
            format!("`$ref` `{reference}`{}: the schema has no anchor `{anchor}`", at(&reference))
        }
        ReferencingError::InvalidAnchor { anchor } => {
            let reference = format!("#{anchor}");
            format!("`$ref` `{reference}`{}: `{anchor}` is not a valid anchor name", at(&reference))
        }
        ReferencingError::InvalidUri(e) => format!("invalid reference in the schema: {e}"),
        ReferencingError::UnknownSpecification { specification } => format!(
            "unsupported `$schema` `{specification}`: only the JSON Schema drafts 4, 6, 7, 2019-09 and \
             2020-12 are known"
        ),
        ReferencingError::CircularMetaschema { uri } => format!("unsupported `$schema` `{uri}`: it refers to itself"),
    }
}

// ---------------------------------------------------------------------------
// From `jsonschema` errors to gg's violations.

/// What messages are about: the checked value (to place and name errors) and
/// the schema (to quote keyword values as written). `Null` when unknown.
struct Cx<'a> {
    instance: &'a Value,
    schema: &'a Value,
    /// Member ordinals of the large objects of `instance`, by address.
    ordinals: RefCell<HashMap<*const Map<String, Value>, Ordinals<'a>>>,
}

/// Where each member of an object comes in its iteration order.
type Ordinals<'a> = HashMap<&'a str, usize>;

impl<'a> Cx<'a> {
    fn new(instance: &'a Value, schema: &'a Value) -> Cx<'a> {
        Cx { instance, schema, ordinals: RefCell::default() }
    }

    /// The document-order key and gg's name of the place `pointer` (a JSON
    /// Pointer into the instance), and the value there. Unknown parts order
    /// as 0.
    fn locate(&self, pointer: &str) -> (Vec<usize>, String, Option<&'a Value>) {
        let mut key = Vec::new();
        let mut path = ROOT.to_owned();
        let mut here = Some(self.instance);
        for raw in pointer.split('/').skip(1) {
            let segment = raw.replace("~1", "/").replace("~0", "~");
            match (here, segment.parse::<usize>()) {
                (Some(Value::Array(items)), Ok(index)) => {
                    key.push(index);
                    // Writing to a String cannot fail.
                    let _ = write!(path, "[{index}]");
                    here = items.get(index);
                }
                _ => {
                    key.push(here.map_or(0, |v| self.ordinal(v, &segment)));
                    if is_identifier(&segment) {
                        path.push('.');
                        path.push_str(&segment);
                    } else {
                        path.push('[');
                        path.push_str(&Value::String(segment.clone()).to_string());
                        path.push(']');
                    }
                    here = here.and_then(|v| v.get(&segment));
                }
            }
        }
        (key, path, here)
    }

    /// Where member `name` comes in the object `value`'s iteration order.
    fn ordinal(&self, value: &'a Value, name: &str) -> usize {
        let Value::Object(members) = value else {
            return 0;
        };
        if members.len() <= 16 {
            return members.keys().position(|k| k == name).unwrap_or(0);
        }
        let mut cache = self.ordinals.borrow_mut();
        let ordinals = cache
            .entry(std::ptr::from_ref(members))
            .or_insert_with(|| members.keys().enumerate().map(|(i, k)| (k.as_str(), i)).collect());
        ordinals.get(name).copied().unwrap_or(0)
    }
}

/// One violation, with its place in document order.
struct Found {
    /// Document order of the place: member ordinals and item indices.
    key: Vec<usize>,
    /// Rank of the keyword among violations at the same place.
    rank: u8,
    /// The place as a JSON Pointer (escaped), as `jsonschema` gave it.
    pointer: String,
    /// The place as gg names it, such as `arguments.items[2]`.
    path: String,
    message: String,
    /// For a `type` violation, the types that would have been accepted.
    expected: Option<Vec<Type>>,
}

/// The violations behind `errors`, first in document order first.
fn collect(cx: &Cx<'_>, errors: &[ValidationError<'_>]) -> Vec<Found> {
    let hidden = hidden_by_type(errors);
    let mut out = Vec::new();
    for (i, error) in errors.iter().enumerate() {
        if !hidden[i] {
            convert(cx, error, &mut out);
        }
    }
    // A stable sort: `jsonschema`'s order breaks the remaining ties.
    out.sort_by(|a, b| a.key.cmp(&b.key).then(a.rank.cmp(&b.rank)));
    out
}

/// Marks the errors a failed `type` hides: those of the same schema object
/// (and its subschemas) at the same place or inside it.
fn hidden_by_type(errors: &[ValidationError<'_>]) -> Vec<bool> {
    // (schema object, place) of every failed `type`, as JSON Pointers.
    let failed: HashSet<(&str, &str)> = errors
        .iter()
        .filter(|e| matches!(e.kind(), ValidationErrorKind::Type { .. }))
        .filter_map(|e| Some((e.evaluation_path().as_str().strip_suffix("/type")?, e.instance_path().as_str())))
        .collect();
    if failed.is_empty() {
        return vec![false; errors.len()];
    }
    errors
        .iter()
        .map(|e| {
            let (schema, place) = (e.evaluation_path().as_str(), e.instance_path().as_str());
            let own = match e.kind() {
                ValidationErrorKind::Type { .. } => schema.strip_suffix("/type").map(|s| (s, place)),
                _ => None,
            };
            // Every pair of a proper ancestor schema location and an
            // ancestor-or-self place.
            prefixes(schema)
                .filter(|s| s.len() < schema.len())
                .any(|s| prefixes(place).any(|p| Some((s, p)) != own && failed.contains(&(s, p))))
        })
        .collect()
}

/// `pointer` and each JSON Pointer above it, the root (`""`) included.
fn prefixes(pointer: &str) -> impl Iterator<Item = &str> + Clone {
    pointer.match_indices('/').map(|(i, _)| &pointer[..i]).chain(std::iter::once(pointer))
}

fn convert(cx: &Cx<'_>, error: &ValidationError<'_>, out: &mut Vec<Found>) {
    let pointer = error.instance_path().as_str();
    let (key, path, there) = cx.locate(pointer);
    let value: &Value = error.instance();
    // Where each member of the object at the error's place comes.
    let ordinal = |name: &str| match there {
        Some(object) => cx.ordinal(object, name),
        None => value.as_object().and_then(|m| m.keys().position(|k| k == name)).unwrap_or(0),
    };
    let rank = rank(error.kind());
    let found = |message: String| Found {
        key: key.clone(),
        rank,
        pointer: pointer.to_owned(),
        path: path.clone(),
        message,
        expected: None,
    };
    let message = match error.kind() {
        ValidationErrorKind::FalseSchema => "no value is allowed here".to_owned(),
        ValidationErrorKind::Type { kind } => {
            let types = expected_types(kind, cx.schema.pointer(error.schema_path().as_str()));
            let message = type_message(&types, value);
            out.push(Found { expected: Some(types), ..found(message) });
            return;
        }
        ValidationErrorKind::Constant { expected_value } => {
            format!("must be {}, got {}", show(expected_value), show(value))
        }
        ValidationErrorKind::Enum { options } => enum_message(options, value),
        ValidationErrorKind::Minimum { limit } => format!("must be at least {limit}"),
        ValidationErrorKind::ExclusiveMinimum { limit } => format!("must be greater than {limit}"),
        ValidationErrorKind::Maximum { limit } => format!("must be at most {limit}"),
        ValidationErrorKind::ExclusiveMaximum { limit } => format!("must be less than {limit}"),
        ValidationErrorKind::MultipleOf { multiple_of } => match cx.schema.pointer(error.schema_path().as_str()) {
            // As written in the schema, when that is the keyword's value.
            Some(Value::Number(n)) if n.as_f64() == Some(*multiple_of) => format!("must be a multiple of {n}"),
            _ => format!("must be a multiple of {multiple_of}"),
        },
        ValidationErrorKind::MinLength { limit } => {
            format!("must have at least {}", counted(*limit, "character", "characters"))
        }
        ValidationErrorKind::MaxLength { limit } => {
            format!("must have at most {}", counted(*limit, "character", "characters"))
        }
        ValidationErrorKind::Pattern { pattern } => {
            format!("{} does not match the pattern `{pattern}`", show(value))
        }
        ValidationErrorKind::BacktrackLimitExceeded { .. } => format!(
            "{} could not be checked against the pattern{}: the match took too long",
            show(value),
            quoted_pattern(cx, error)
        ),
        ValidationErrorKind::RegexEngineFailure { message } => {
            format!("{} could not be checked against the pattern{}: {message}", show(value), quoted_pattern(cx, error))
        }
        ValidationErrorKind::Format { format } if format == "regex" => {
            format!("{} is not a valid regular expression", show(value))
        }
        ValidationErrorKind::Format { format } => format!("{} is not a valid `{format}`", show(value)),
        ValidationErrorKind::ContentEncoding { content_encoding } => {
            format!("must be valid `{content_encoding}`-encoded content")
        }
        ValidationErrorKind::FromUtf8 { .. } => "decodes to bytes that are not UTF-8".to_owned(),
        ValidationErrorKind::ContentMediaType { content_media_type } => {
            format!("must be valid `{content_media_type}` content")
        }
        ValidationErrorKind::MinItems { limit } => format!("must have at least {}", counted(*limit, "item", "items")),
        ValidationErrorKind::MaxItems { limit } => format!("must have at most {}", counted(*limit, "item", "items")),
        ValidationErrorKind::AdditionalItems { limit } => {
            format!("must have at most {}", counted(u64::try_from(*limit).unwrap_or(u64::MAX), "item", "items"))
        }
        ValidationErrorKind::UniqueItems => match value.as_array().and_then(|items| first_duplicate(items)) {
            Some((first, again)) => format!("must have unique items, but [{first}] and [{again}] are equal"),
            None => "must have unique items".to_owned(),
        },
        ValidationErrorKind::Contains => contains_message(cx, error),
        ValidationErrorKind::UnevaluatedItems { unexpected } => {
            let noun = if unexpected.len() == 1 { "item" } else { "items" };
            format!("unexpected {noun} {}", unexpected.join(", "))
        }
        ValidationErrorKind::Required { property } => match property {
            Value::String(name) => format!("missing required property `{name}`"),
            other => format!("missing required property {}", show(other)),
        },
        ValidationErrorKind::MinProperties { limit } => {
            format!("must have at least {}", counted(*limit, "property", "properties"))
        }
        ValidationErrorKind::MaxProperties { limit } => {
            format!("must have at most {}", counted(*limit, "property", "properties"))
        }
        ValidationErrorKind::AdditionalProperties { unexpected }
        | ValidationErrorKind::UnevaluatedProperties { unexpected } => {
            // One violation per member, each placed where that member is.
            for name in unexpected {
                let mut key = key.clone();
                key.push(ordinal(name));
                out.push(Found { key, ..found(format!("unexpected property `{name}`")) });
            }
            return;
        }
        ValidationErrorKind::PropertyNames { error: inner } => {
            let name = inner.instance();
            let name_cx = Cx::new(&Value::Null, cx.schema);
            let why = collect(&name_cx, std::slice::from_ref(&**inner))
                .into_iter()
                .next()
                .map_or_else(|| "it is not allowed".to_owned(), |f| f.message);
            let mut key = key.clone();
            if let Value::String(name) = &**name {
                key.push(ordinal(name));
            }
            out.push(Found { key, ..found(format!("invalid property name {}: {why}", show(name))) });
            return;
        }
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => {
            none_matched(cx, context, found(String::new()), value, out);
            return;
        }
        ValidationErrorKind::OneOfMultipleValid { context } => {
            let matched = context.iter().filter(|branch| branch.is_empty()).count();
            format!("matches {matched} of the {} alternatives, but must match exactly one", context.len())
        }
        ValidationErrorKind::Not { .. } => "must not match the schema under `not`".to_owned(),
        ValidationErrorKind::Referencing(e) => format!("cannot be checked: {}", reference_problem(e, &[])),
        ValidationErrorKind::Custom { message, .. } => message.clone(),
    };
    out.push(found(message));
}

/// Reports that no alternative of `anyOf`/`oneOf` matched, given each
/// alternative's errors; `here` is a violation at the keyword's place.
fn none_matched(
    cx: &Cx<'_>,
    branches: &[Vec<ValidationError<'static>>],
    here: Found,
    value: &Value,
    out: &mut Vec<Found>,
) {
    let total = branches.len();
    let mut expected: Vec<Type> = Vec::new();
    let mut relevant = Vec::new();
    for branch in branches {
        let found = collect(cx, branch);
        let refused_type = found.iter().find(|f| f.key == here.key).and_then(|f| f.expected.as_ref());
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
        0 => {
            let message = type_message(&expected, value);
            out.push(Found { message, expected: Some(expected), ..here });
        }
        1 => out.extend(relevant.into_iter().flatten()),
        _ => out.push(Found { message: format!("matches none of the {total} alternatives"), ..here }),
    }
}

/// The order of keywords among violations at the same place.
fn rank(kind: &ValidationErrorKind) -> u8 {
    match kind {
        ValidationErrorKind::FalseSchema => 0,
        ValidationErrorKind::Type { .. } => 1,
        ValidationErrorKind::Constant { .. } => 2,
        ValidationErrorKind::Enum { .. } => 3,
        ValidationErrorKind::Minimum { .. } => 4,
        ValidationErrorKind::ExclusiveMinimum { .. } => 5,
        ValidationErrorKind::Maximum { .. } => 6,
        ValidationErrorKind::ExclusiveMaximum { .. } => 7,
        ValidationErrorKind::MultipleOf { .. } => 8,
        ValidationErrorKind::MinLength { .. } => 9,
        ValidationErrorKind::MaxLength { .. } => 10,
        ValidationErrorKind::Pattern { .. }
        | ValidationErrorKind::BacktrackLimitExceeded { .. }
        | ValidationErrorKind::RegexEngineFailure { .. } => 11,
        ValidationErrorKind::Format { .. } => 12,
        ValidationErrorKind::ContentEncoding { .. }
        | ValidationErrorKind::FromUtf8 { .. }
        | ValidationErrorKind::ContentMediaType { .. } => 13,
        ValidationErrorKind::MinItems { .. } => 14,
        ValidationErrorKind::MaxItems { .. } | ValidationErrorKind::AdditionalItems { .. } => 15,
        ValidationErrorKind::UniqueItems => 16,
        ValidationErrorKind::Contains => 17,
        ValidationErrorKind::UnevaluatedItems { .. } => 18,
        ValidationErrorKind::Required { .. } => 19,
        ValidationErrorKind::MinProperties { .. } => 20,
        ValidationErrorKind::MaxProperties { .. } => 21,
        ValidationErrorKind::AdditionalProperties { .. } | ValidationErrorKind::UnevaluatedProperties { .. } => 22,
        ValidationErrorKind::PropertyNames { .. } => 23,
        ValidationErrorKind::AnyOf { .. } => 24,
        ValidationErrorKind::OneOfNotValid { .. } | ValidationErrorKind::OneOfMultipleValid { .. } => 25,
        ValidationErrorKind::Not { .. } => 26,
        ValidationErrorKind::Referencing(_) | ValidationErrorKind::Custom { .. } => 27,
    }
}

/// The types a `type` keyword accepts, in the order the schema lists them
/// when `listed` (the keyword's value) agrees with `kind`.
fn expected_types(kind: &TypeKind, listed: Option<&Value>) -> Vec<Type> {
    let mut types: Vec<Type> = match kind {
        TypeKind::Single(t) => vec![Type::from_json(*t)],
        TypeKind::Multiple(set) => set.iter().map(Type::from_json).collect(),
    };
    types.sort();
    types.dedup();
    let written: Option<Vec<Type>> = match listed {
        Some(Value::String(name)) => Type::from_name(name).map(|t| vec![t]),
        Some(Value::Array(names)) => names.iter().map(|n| n.as_str().and_then(Type::from_name)).collect(),
        _ => None,
    };
    if let Some(written) = written {
        let mut sorted = written.clone();
        sorted.sort();
        sorted.dedup();
        if sorted == types {
            return written;
        }
    }
    types
}

fn contains_message(cx: &Cx<'_>, error: &ValidationError<'_>) -> String {
    let location = error.schema_path().as_str();
    let bound = cx.schema.pointer(location).and_then(Value::as_u64);
    match (location.rsplit('/').next(), bound) {
        (Some("minContains"), Some(n)) => {
            format!("must contain at least {} matching the schema under `contains`", counted(n, "item", "items"))
        }
        (Some("maxContains"), Some(n)) => {
            format!("must contain at most {} matching the schema under `contains`", counted(n, "item", "items"))
        }
        _ => "must contain an item matching the schema under `contains`".to_owned(),
    }
}

/// `` `pattern` `` as written in the schema, with a leading space; empty when
/// unknown.
fn quoted_pattern(cx: &Cx<'_>, error: &ValidationError<'_>) -> String {
    match cx.schema.pointer(error.schema_path().as_str()) {
        Some(Value::String(p)) => format!(" `{p}`"),
        _ => String::new(),
    }
}

// ---------------------------------------------------------------------------
// Messages.

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
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

    fn from_json(t: JsonType) -> Type {
        match t {
            JsonType::Object => Type::Object,
            JsonType::Array => Type::Array,
            JsonType::String => Type::String,
            JsonType::Number => Type::Number,
            JsonType::Integer => Type::Integer,
            JsonType::Boolean => Type::Boolean,
            JsonType::Null => Type::Null,
        }
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
}

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

fn enum_message(options: &Value, value: &Value) -> String {
    let values = options.as_array().map_or(&[][..], Vec::as_slice);
    if values.is_empty() {
        return "no value is allowed here: `enum` is empty".to_owned();
    }
    let mut listed: Vec<String> = values.iter().take(MAX_LISTED).map(show).collect();
    if values.len() > MAX_LISTED {
        listed.push(format!("… ({} more)", values.len() - MAX_LISTED));
    }
    format!("must be one of {}, got {}", listed.join(", "), show(value))
}

fn counted(n: u64, one: &str, many: &str) -> String {
    if n == 1 { format!("1 {one}") } else { format!("{n} {many}") }
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
// Equality, only to name the equal items of a `uniqueItems` violation.

fn first_duplicate(items: &[Value]) -> Option<(usize, usize)> {
    (1..items.len()).find_map(|j| (0..j).find(|&i| json_eq(&items[i], &items[j])).map(|i| (i, j)))
}

/// A number's exact value when it is whole and fits.
fn whole(n: &Number) -> Option<i128> {
    if let Some(i) = n.as_i64() {
        return Some(i128::from(i));
    }
    if let Some(u) = n.as_u64() {
        return Some(i128::from(u));
    }
    let f = n.as_f64()?;
    // In range and whole, so the cast is exact.
    (f.fract() == 0.0 && f.abs() < 1.7e38).then_some(f as i128)
}

/// JSON Schema equality: numbers by value, objects regardless of order.
fn json_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => match (whole(x), whole(y)) {
            (Some(x), Some(y)) => x == y,
            (None, None) => x.as_f64() == y.as_f64(),
            _ => false,
        },
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
    use std::time::{Duration, Instant};

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
    fn schema_is_send_sync_clone() {
        fn check<T: Send + Sync + Clone + fmt::Debug>() {}
        check::<Schema>();
        check::<Violation>();
    }

    /// The fixture tool `add` and the arguments the snapshots send it.
    #[test]
    fn snapshot_messages_are_unchanged() {
        let add = schema(json!({
            "type": "object",
            "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}},
            "required": ["a", "b"],
            "additionalProperties": false
        }));
        let cases = [
            (r#"{"a":"1","b":2}"#, "arguments.a: expected an integer, got string"),
            (r#"{"a":"two","b":3}"#, "arguments.a: expected an integer, got string"),
            (r#"{"a":1.5,"b":2}"#, "arguments.a: expected an integer, got 1.5"),
            (r#"{"b":2}"#, "arguments: missing required property `a`"),
            (r#"{"a":1,"b":2,"extra":true}"#, "arguments: unexpected property `extra`"),
            (r#""not an object""#, "arguments: expected an object, got string"),
            ("[1,2]", "arguments: expected an object, got array"),
            (r#"{"a":1,"b":"2"}"#, "arguments.b: expected an integer, got string"),
            (r#"{"a":1}"#, "arguments: missing required property `b`"),
            (r#"{"a":1,"b":2,"c":3}"#, "arguments: unexpected property `c`"),
        ];
        for (args, expected) in cases {
            let v: Value = serde_json::from_str(args).expect("JSON");
            assert_eq!(fails(&add, v), expected, "{args}");
        }
        for ok in [r#"{"a":2,"b":40}"#, r#"{"a":2,"b":3}"#, r#"{"a":1,"b":1}"#] {
            assert!(add.validate(&serde_json::from_str(ok).expect("JSON")).is_ok(), "{ok}");
        }
        let lookup = schema(json!({
            "type": "object", "properties": {"id": {"type": "string", "minLength": 1}}, "required": ["id"]
        }));
        assert!(lookup.validate(&json!({"id": "u9"})).is_ok());
        assert!(schema(json!({"type": "object"})).validate(&json!({})).is_ok());
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
    fn type_array_lists_alternatives_in_schema_order() {
        let s = schema(json!({"type": ["string", "null"]}));
        assert!(s.validate(&json!(null)).is_ok());
        assert!(s.validate(&json!("x")).is_ok());
        assert_eq!(fails(&s, json!(1)), "arguments: expected a string or null, got number");
        let s = schema(json!({"type": ["object", "array", "null"]}));
        assert_eq!(fails(&s, json!(true)), "arguments: expected an object, an array or null, got boolean");
        let s = schema(json!({"type": ["null", "integer", "string"]}));
        assert_eq!(fails(&s, json!(1.5)), "arguments: expected null, an integer or a string, got 1.5");
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
        // Each unexpected member is placed where it is.
        assert_eq!(fails(&s, json!({"a": 1, "shape": 2, "z": 3})), "arguments: unexpected property `a`");
        assert_eq!(fails(&s, json!({"shape": 2, "z": 3})), "arguments.shape: expected a string, got number");
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
            "a/b~c": {"type": "string"},
            "2": {"type": "string"},
            "snake_case1": {"type": "string"}
        }}));
        assert_eq!(fails(&s, json!({"odd key": 1})), "arguments[\"odd key\"]: expected a string, got number");
        assert_eq!(fails(&s, json!({"9lives": 1})), "arguments[\"9lives\"]: expected a string, got number");
        assert_eq!(fails(&s, json!({"quote\"d": 1})), "arguments[\"quote\\\"d\"]: expected a string, got number");
        assert_eq!(fails(&s, json!({"a/b~c": 1})), "arguments[\"a/b~c\"]: expected a string, got number");
        // A numeric key of an object is a key, not an index.
        assert_eq!(fails(&s, json!({"2": 1})), "arguments[\"2\"]: expected a string, got number");
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
    fn empty_enum_allows_nothing() {
        let s = schema(json!({"properties": {"x": {"enum": []}}}));
        assert_eq!(fails(&s, json!({"x": 1})), "arguments.x: no value is allowed here: `enum` is empty");
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
    fn multiple_of() {
        let s = schema(json!({"multipleOf": 0.5}));
        assert!(s.validate(&json!(2.5)).is_ok());
        assert_eq!(fails(&s, json!(0.7)), "arguments: must be a multiple of 0.5");
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
    fn property_counts() {
        let s = schema(json!({"type": "object", "minProperties": 1, "maxProperties": 2}));
        assert_eq!(fails(&s, json!({})), "arguments: must have at least 1 property");
        assert_eq!(fails(&s, json!({"a": 1, "b": 2, "c": 3})), "arguments: must have at most 2 properties");
        assert!(s.validate(&json!({"a": 1})).is_ok());
    }

    #[test]
    fn unique_items() {
        let s = schema(json!({"uniqueItems": true}));
        assert!(s.validate(&json!([1, "1", [1], {"a": 1}])).is_ok());
        assert_eq!(
            fails(&s, json!(["a", "b", "c", "b"])),
            "arguments: must have unique items, but [1] and [3] are equal"
        );
        assert_eq!(fails(&s, json!([1, 1.0])), "arguments: must have unique items, but [0] and [1] are equal");
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
    fn prefix_items() {
        let s = schema(json!({
            "type": "array",
            "prefixItems": [{"type": "string"}, {"type": "integer"}],
            "items": false
        }));
        assert!(s.validate(&json!(["a", 1])).is_ok());
        assert!(s.validate(&json!(["a"])).is_ok());
        assert_eq!(fails(&s, json!(["a", "b"])), "arguments[1]: expected an integer, got string");
        assert_eq!(fails(&s, json!(["a", 1, true])), "arguments[2]: no value is allowed here");
        let open = schema(json!({"prefixItems": [{"const": "x"}], "items": {"type": "number"}}));
        assert_eq!(fails(&open, json!(["x", 1, "y"])), "arguments[2]: expected a number, got string");
    }

    #[test]
    fn contains() {
        let s = schema(json!({"contains": {"type": "string"}}));
        assert!(s.validate(&json!([1, "a"])).is_ok());
        assert_eq!(fails(&s, json!([1, 2])), "arguments: must contain an item matching the schema under `contains`");
        let s = schema(json!({"contains": {"type": "string"}, "minContains": 2}));
        assert_eq!(
            fails(&s, json!(["a", 2])),
            "arguments: must contain at least 2 items matching the schema under `contains`"
        );
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
    fn one_of_tagged_shapes() {
        let s = schema(json!({
            "type": "object",
            "properties": {"shape": {"oneOf": [
                {"type": "object", "properties": {"kind": {"const": "circle"}, "r": {"type": "number"}},
                 "required": ["kind", "r"]},
                {"type": "object", "properties": {"kind": {"const": "square"}, "side": {"type": "number"}},
                 "required": ["kind", "side"]}
            ]}}
        }));
        assert!(s.validate(&json!({"shape": {"kind": "circle", "r": 1}})).is_ok());
        assert_eq!(fails(&s, json!({"shape": 3})), "arguments.shape: expected an object, got number");
        assert_eq!(
            fails(&s, json!({"shape": {"kind": "circle"}})),
            "arguments.shape: matches none of the 2 alternatives"
        );
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
    fn if_then_else() {
        let s = schema(json!({
            "if": {"properties": {"kind": {"const": "file"}}, "required": ["kind"]},
            "then": {"required": ["path"]},
            "else": {"required": ["url"]}
        }));
        assert!(s.validate(&json!({"kind": "file", "path": "/x"})).is_ok());
        assert_eq!(fails(&s, json!({"kind": "file"})), "arguments: missing required property `path`");
        assert_eq!(fails(&s, json!({"kind": "web"})), "arguments: missing required property `url`");
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
        let s = schema(json!({"type": "object", "items": {"type": "string"}, "anyOf": [{"minItems": 9}]}));
        assert_eq!(fails(&s, json!([1])), "arguments: expected an object, got array");
    }

    #[test]
    fn ref_and_pattern() {
        let s = schema(json!({
            "$defs": {"user_id": {"type": "string", "pattern": "^u[0-9]+$"}},
            "type": "object",
            "properties": {"id": {"$ref": "#/$defs/user_id"}},
            "required": ["id"]
        }));
        assert!(s.validate(&json!({"id": "u12"})).is_ok());
        assert_eq!(fails(&s, json!({"id": "x1"})), "arguments.id: \"x1\" does not match the pattern `^u[0-9]+$`");
        assert_eq!(fails(&s, json!({"id": 1})), "arguments.id: expected a string, got number");
        let digits = schema(json!({"pattern": "^[0-9]+$"}));
        assert_eq!(fails(&digits, json!("abc")), "arguments: \"abc\" does not match the pattern `^[0-9]+$`");
        // `pattern` is not anchored and ignores non-strings.
        assert!(schema(json!({"pattern": "b"})).validate(&json!("abc")).is_ok());
        assert!(digits.validate(&json!(12)).is_ok());
    }

    #[test]
    fn ref_to_defs_with_required() {
        let s = schema(json!({
            "$defs": {"point": {
                "type": "object",
                "properties": {"x": {"type": "number"}, "y": {"type": "number"}},
                "required": ["x", "y"]
            }},
            "type": "object",
            "properties": {"from": {"$ref": "#/$defs/point"}, "to": {"$ref": "#/$defs/point"}}
        }));
        assert!(s.validate(&json!({"from": {"x": 0, "y": 0}, "to": {"x": 1, "y": 2.5}})).is_ok());
        assert_eq!(
            fails(&s, json!({"from": {"x": 0, "y": 0}, "to": {"x": 1}})),
            "arguments.to: missing required property `y`"
        );
        assert_eq!(fails(&s, json!({"from": {"x": "0", "y": 0}})), "arguments.from.x: expected a number, got string");
    }

    #[test]
    fn ref_to_definitions_nested_and_recursive() {
        let s = schema(json!({
            "definitions": {
                "name": {"type": "string", "minLength": 1},
                "node": {
                    "type": "object",
                    "properties": {
                        "name": {"$ref": "#/definitions/name"},
                        "children": {"type": "array", "items": {"$ref": "#/definitions/node"}}
                    },
                    "required": ["name"],
                    "additionalProperties": false
                }
            },
            "$ref": "#/definitions/node"
        }));
        let tree = json!({"name": "root", "children": [{"name": "a"}, {"name": "b", "children": [{"name": "c"}]}]});
        assert!(s.validate(&tree).is_ok());
        let bad = json!({"name": "root", "children": [{"name": "a"}, {"name": "b", "children": [{"name": ""}]}]});
        assert_eq!(fails(&s, bad), "arguments.children[1].children[0].name: must have at least 1 character");
        let extra = json!({"name": "root", "children": [{"name": "a", "colour": 1}]});
        assert_eq!(fails(&s, extra), "arguments.children[0]: unexpected property `colour`");
        // A reference to the root.
        let list = schema(json!({"type": "object", "properties": {"next": {"$ref": "#"}, "v": {"type": "integer"}}}));
        assert_eq!(
            fails(&list, json!({"next": {"next": {"v": "x"}}})),
            "arguments.next.next.v: expected an integer, got string"
        );
    }

    #[test]
    fn pattern_properties_and_property_names() {
        let s = schema(json!({
            "type": "object",
            "patternProperties": {"^x_": {"type": "integer"}},
            "additionalProperties": false
        }));
        assert!(s.validate(&json!({"x_a": 1})).is_ok());
        assert_eq!(fails(&s, json!({"x_a": "1"})), "arguments.x_a: expected an integer, got string");
        assert_eq!(fails(&s, json!({"y": 1})), "arguments: unexpected property `y`");
        let s = schema(json!({"propertyNames": {"pattern": "^[a-z]+$"}}));
        assert!(s.validate(&json!({"abc": 1})).is_ok());
        assert_eq!(
            fails(&s, json!({"abc": 1, "Bad": 2})),
            "arguments: invalid property name \"Bad\": \"Bad\" does not match the pattern `^[a-z]+$`"
        );
    }

    #[test]
    fn dependent_required() {
        let s = schema(json!({"dependentRequired": {"card": ["cvv"]}}));
        assert!(s.validate(&json!({"name": "x"})).is_ok());
        assert_eq!(fails(&s, json!({"card": "1"})), "arguments: missing required property `cvv`");
    }

    #[test]
    fn older_drafts_are_honoured() {
        let s = schema(json!({
            "$schema": "http://json-schema.org/draft-07/schema#",
            "definitions": {"n": {"type": "integer"}},
            "type": "array",
            "items": [{"$ref": "#/definitions/n"}, {"type": "string"}],
            "additionalItems": false
        }));
        assert!(s.validate(&json!([1, "a"])).is_ok());
        assert_eq!(fails(&s, json!(["1"])), "arguments[0]: expected an integer, got string");
        assert_eq!(fails(&s, json!([1, "a", 3])), "arguments: must have at most 2 items");
        let e = refused(json!({"$schema": "http://json-schema.org/draft-07/schema#", "prefixItems": [{}]}));
        assert_eq!(e, "unsupported keyword `prefixItems` at `#`: JSON Schema draft 7 has no such keyword");
        // Draft 7 would skip keywords next to a `$ref`: gg refuses them.
        let e = refused(json!({
            "$schema": "http://json-schema.org/draft-07/schema#",
            "definitions": {"s": {"type": "string"}},
            "properties": {"a": {"$ref": "#/definitions/s", "description": "A", "maxLength": 3}}
        }));
        assert_eq!(
            e,
            "unsupported keyword `maxLength` at `#/properties/a`: JSON Schema draft 7 ignores keywords next to \
             `$ref`; put them in an `allOf` with the `$ref`"
        );
        // 2020-12 applies them.
        let s = schema(json!({"$defs": {"s": {"type": "string"}}, "$ref": "#/$defs/s", "maxLength": 3}));
        assert_eq!(fails(&s, json!("abcd")), "arguments: must have at most 3 characters");
    }

    #[test]
    fn refuses_remote_references_without_fetching() {
        let start = Instant::now();
        let e = refused(json!({"properties": {"x": {"$ref": "https://example.com/s.json"}}}));
        assert_eq!(
            e,
            "unsupported remote `$ref` `https://example.com/s.json` at `#/properties/x`: \
             only references inside the schema (#/...) are resolved"
        );
        let e = refused(json!({"items": {"$ref": "file:///etc/passwd"}}));
        assert!(e.starts_with("unsupported remote `$ref` `file:///etc/passwd` at `#/items`"), "{e}");
        let e = refused(json!({"$defs": {"a": {"$ref": "other.json#/x"}}}));
        assert!(e.contains("at `#/$defs/a`"), "{e}");
        let e = refused(json!({"$dynamicRef": "https://example.com/m#meta"}));
        assert!(e.starts_with("unsupported remote `$dynamicRef`"), "{e}");
        assert_eq!(
            refused(json!({"not": {"$ref": ""}})),
            "empty `$ref` at `#/not`: write `#` to refer to the whole schema"
        );
        let e = refused(json!({"$schema": "https://example.com/my-meta-schema"}));
        assert!(e.starts_with("unsupported `$schema` `https://example.com/my-meta-schema` at `#`: only"), "{e}");
        // Even past gg's own check, `jsonschema` is given nothing that fetches.
        for uri in ["https://example.com/s.json", "http://127.0.0.1:9/s.json", "file:///etc/passwd"] {
            let e = compile(&json!({"$ref": uri})).expect_err("refused");
            assert!(
                matches!(e.kind(), ValidationErrorKind::Referencing(ReferencingError::Unretrievable { .. })),
                "{e:?}"
            );
            assert_eq!(
                refusal(&e, &[]),
                format!("unsupported remote `$ref` `{uri}`: only references inside the schema (#/...) are resolved")
            );
        }
        assert!(start.elapsed() < Duration::from_secs(2), "took {:?}", start.elapsed());
    }

    #[test]
    fn known_meta_schemas_need_no_fetching() {
        for uri in [
            "https://json-schema.org/draft/2020-12/schema",
            "https://json-schema.org/draft/2019-09/schema",
            "http://json-schema.org/draft-07/schema#",
            "http://json-schema.org/draft-06/schema#",
            "http://json-schema.org/draft-04/schema#",
        ] {
            let s = schema(json!({"$schema": uri, "type": "object", "properties": {"a": {"type": "string"}}}));
            assert_eq!(fails(&s, json!({"a": 1})), "arguments.a: expected a string, got number", "{uri}");
        }
    }

    #[test]
    fn refuses_dangling_references() {
        assert_eq!(
            refused(json!({"properties": {"a": {"$ref": "#/$defs/missing"}}})),
            "`$ref` `#/$defs/missing` at `#/properties/a` points to nothing in the schema"
        );
    }

    #[test]
    fn refuses_bad_regular_expressions() {
        assert_eq!(
            refused(json!({"properties": {"id": {"type": "string", "pattern": "^(["}}})),
            "invalid schema at `#/properties/id/pattern`: \"^([\" is not a valid regular expression"
        );
        assert_eq!(
            refused(json!({"patternProperties": {"([": {}}})),
            "invalid schema at `#/patternProperties/([`: \"([\" is not a valid regular expression"
        );
    }

    #[test]
    fn refuses_unknown_keywords_anywhere() {
        assert_eq!(
            refused(json!({"anyOf": [{}, {"minProperty": 1}]})),
            "unsupported keyword `minProperty` at `#/anyOf/1`"
        );
        assert_eq!(refused(json!({"not": {"not": {"iff": true}}})), "unsupported keyword `iff` at `#/not/not`");
        assert_eq!(
            refused(json!({"properties": {"a/b~c": {"typo": 1}}})),
            "unsupported keyword `typo` at `#/properties/a~1b~0c`"
        );
        assert_eq!(
            refused(json!({"$defs": {"x": {"nullable": true}}})),
            "unsupported keyword `nullable` at `#/$defs/x`"
        );
    }

    #[test]
    fn refuses_malformed_keyword_values() {
        let cases = [
            (json!({"type": "text"}), "invalid schema at `#/type`: must be one of \"array\", \"boolean\""),
            (json!({"type": []}), "invalid schema at `#/type`"),
            (json!({"type": ["string", "string"]}), "invalid schema at `#/type`"),
            (json!({"type": 3}), "invalid schema at `#/type`"),
            (json!({"minimum": "1"}), "invalid schema at `#/minimum`: expected a number, got string"),
            (json!({"minLength": -1}), "invalid schema at `#/minLength`: must be at least 0"),
            (json!({"maxItems": 1.5}), "invalid schema at `#/maxItems`: expected an integer, got 1.5"),
            (json!({"items": [{}]}), "invalid schema at `#/items`: expected an object or a boolean, got array"),
            (json!({"required": [1]}), "invalid schema at `#/required/0`: expected a string, got number"),
            (
                json!({"required": ["a", "a"]}),
                "invalid schema at `#/required`: must have unique items, but [0] and [1] are equal",
            ),
            (json!({"anyOf": []}), "invalid schema at `#/anyOf`: must have at least 1 item"),
            (json!({"uniqueItems": "yes"}), "invalid schema at `#/uniqueItems`: expected a boolean, got string"),
            (json!({"properties": []}), "invalid schema at `#/properties`: expected an object, got array"),
            (json!({"description": 1}), "invalid schema at `#/description`: expected a string, got number"),
            (json!({"examples": 1}), "invalid schema at `#/examples`: expected an array, got number"),
            (
                json!({"properties": {"a": 1}}),
                "invalid schema at `#/properties/a`: expected an object or a boolean, got number",
            ),
            (json!("string"), "invalid schema at `#`: expected an object or a boolean, got string"),
        ];
        for (s, expected) in cases {
            let e = refused(s.clone());
            assert!(e.starts_with(expected), "{s}: {e}");
            assert!(!e.contains('\n'), "{e}");
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
                "at": {"type": "string", "format": "date-time"},
                "cc": {"type": "array", "default": [], "deprecated": true,
                       "readOnly": false, "writeOnly": false}
            }
        }));
        assert!(s.validate(&json!({"to": "not an email", "at": "yesterday"})).is_ok());
    }

    #[test]
    fn local_references_work_under_an_id() {
        let s = schema(json!({
            "$id": "https://example.com/tool",
            "$defs": {"n": {"type": "integer"}},
            "properties": {"n": {"$ref": "#/$defs/n"}}
        }));
        assert_eq!(fails(&s, json!({"n": "1"})), "arguments.n: expected an integer, got string");
    }

    #[test]
    fn property_names_and_values_that_look_like_keywords_are_not_checked() {
        let s = schema(json!({
            "properties": {"pattern": {"type": "string"}, "$ref": {"type": "string"}, "typo": {}},
            "required": ["pattern"],
            "default": {"pattern": "x", "$ref": "https://example.com/x"},
            "const": {"pattern": "x"},
            "enum": [{"pattern": "x"}],
            "examples": [{"anything": {"$ref": "https://example.com/x"}}]
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

    #[test]
    fn many_violations_stay_cheap() {
        let s = schema(json!({"type": "object", "properties": {"list": {"items": {"type": "integer"}}},
                              "additionalProperties": false}));
        let list: Vec<String> = (0..20_000).map(|i| i.to_string()).collect();
        let mut members: Map<String, Value> = (0..20_000).map(|i| (format!("m{i:05}"), json!(i))).collect();
        members.insert("list".into(), json!(list));
        let start = Instant::now();
        assert_eq!(fails(&s, Value::Object(members.clone())), "arguments.list[0]: expected an integer, got string");
        members.remove("list");
        assert_eq!(fails(&s, Value::Object(members)), "arguments: unexpected property `m00000`");
        assert!(start.elapsed() < Duration::from_secs(10), "took {:?}", start.elapsed());
    }

    #[test]
    fn clones_share_the_compiled_validator() {
        let s = schema(json!({"type": "integer"}));
        let t = s.clone();
        assert!(Arc::ptr_eq(&s.validator, &t.validator));
        let handle = std::thread::spawn(move || t.validate(&json!("x")).is_err());
        assert!(handle.join().expect("thread"));
    }
}
