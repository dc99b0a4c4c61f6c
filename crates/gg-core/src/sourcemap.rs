//! Source Map v3: the only way a location in text gg evaluated moves back to
//! the model's source.
//!
//! Arms that transform the model's text (the JavaScript arm's lowering, the
//! Ruby arm's Opal compile) produce a map; the runtime looks a reported
//! position up in it. Lookup takes the last segment at or before the column on
//! the generated line and returns that segment's original position, as source
//! map consumers do; nothing adds offsets.
//!
//! Lines and columns in this API are 0-based, as in the format.

use serde::{Deserialize, Serialize};

/// One mapping: a generated position and the original position it came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Segment {
    pub generated_column: u32,
    pub original_line: u32,
    pub original_column: u32,
}

/// A decoded single-source map.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SourceMap {
    /// The original file's name.
    pub source: String,
    /// Segments per generated line, sorted by generated column.
    lines: Vec<Vec<Segment>>,
}

#[derive(Serialize, Deserialize)]
struct Raw {
    version: u32,
    #[serde(default)]
    file: Option<String>,
    sources: Vec<String>,
    #[serde(default)]
    names: Vec<String>,
    mappings: String,
}

/// Why a map could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MapError(pub String);

impl std::fmt::Display for MapError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "source map: {}", self.0)
    }
}

impl std::error::Error for MapError {}

impl SourceMap {
    /// An empty map for `source`.
    pub fn new(source: impl Into<String>) -> Self {
        SourceMap { source: source.into(), lines: Vec::new() }
    }

    /// Adds a segment; segments of one line must be added in column order.
    pub fn add(&mut self, generated_line: u32, segment: Segment) {
        let line = generated_line as usize;
        if self.lines.len() <= line {
            self.lines.resize_with(line + 1, Vec::new);
        }
        let segments = &mut self.lines[line];
        debug_assert!(segments.last().is_none_or(|s| s.generated_column <= segment.generated_column));
        if segments.last().map(|s| s.generated_column) == Some(segment.generated_column) {
            return;
        }
        segments.push(segment);
    }

    /// The original position of a generated one, if the map covers it.
    pub fn lookup(&self, generated_line: u32, generated_column: u32) -> Option<(u32, u32)> {
        let segments = self.lines.get(generated_line as usize)?;
        let i = segments.partition_point(|s| s.generated_column <= generated_column);
        let s = segments.get(i.checked_sub(1)?)?;
        Some((s.original_line, s.original_column))
    }

    /// Encodes the map as Source Map v3 JSON.
    pub fn to_json(&self) -> String {
        let mut mappings = String::new();
        let (mut src_line, mut src_col) = (0i64, 0i64);
        for (i, segments) in self.lines.iter().enumerate() {
            if i > 0 {
                mappings.push(';');
            }
            let mut gen_col = 0i64;
            for (j, s) in segments.iter().enumerate() {
                if j > 0 {
                    mappings.push(',');
                }
                vlq_encode(&mut mappings, s.generated_column as i64 - gen_col);
                vlq_encode(&mut mappings, 0);
                vlq_encode(&mut mappings, s.original_line as i64 - src_line);
                vlq_encode(&mut mappings, s.original_column as i64 - src_col);
                gen_col = s.generated_column as i64;
                src_line = s.original_line as i64;
                src_col = s.original_column as i64;
            }
        }
        let raw = Raw { version: 3, file: None, sources: vec![self.source.clone()], names: vec![], mappings };
        serde_json::to_string(&raw).expect("a source map serialises")
    }

    /// Decodes Source Map v3 JSON; only segments of source 0 are kept.
    pub fn from_json(json: &str) -> Result<SourceMap, MapError> {
        let raw: Raw = serde_json::from_str(json).map_err(|e| MapError(e.to_string()))?;
        if raw.version != 3 {
            return Err(MapError(format!("version {} is not 3", raw.version)));
        }
        let mut map = SourceMap::new(raw.sources.first().cloned().unwrap_or_default());
        let (mut src, mut src_line, mut src_col, mut name) = (0i64, 0i64, 0i64, 0i64);
        for (line, text) in raw.mappings.split(';').enumerate() {
            let mut gen_col = 0i64;
            let mut segments = Vec::new();
            for field in text.split(',').filter(|f| !f.is_empty()) {
                let values = vlq_decode(field)?;
                gen_col = offset(gen_col, values[0])?;
                if values.len() >= 4 {
                    src = offset(src, values[1])?;
                    src_line = offset(src_line, values[2])?;
                    src_col = offset(src_col, values[3])?;
                    if values.len() >= 5 {
                        name = offset(name, values[4])?;
                    }
                    // A position outside `u32` maps nothing (it is no
                    // position of a text gg evaluates).
                    let position = (u32::try_from(gen_col), u32::try_from(src_line), u32::try_from(src_col));
                    if let (0, (Ok(generated_column), Ok(original_line), Ok(original_column))) = (src, position) {
                        segments.push(Segment { generated_column, original_line, original_column });
                    }
                }
            }
            segments.sort_by_key(|s| s.generated_column);
            segments.dedup_by_key(|s| s.generated_column);
            if !segments.is_empty() {
                map.lines.resize_with(line + 1, Vec::new);
                map.lines[line] = segments;
            }
        }
        let _ = name;
        Ok(map)
    }
}

/// `base + delta`, or an error when the sum leaves `i64`.
fn offset(base: i64, delta: i64) -> Result<i64, MapError> {
    base.checked_add(delta).ok_or_else(|| MapError("a mapping's position is out of range".into()))
}

const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn vlq_encode(out: &mut String, value: i64) {
    let mut v = if value < 0 { ((-value) << 1) | 1 } else { value << 1 } as u64;
    loop {
        let mut digit = (v & 31) as usize;
        v >>= 5;
        if v > 0 {
            digit |= 32;
        }
        out.push(BASE64[digit] as char);
        if v == 0 {
            break;
        }
    }
}

fn vlq_decode(field: &str) -> Result<Vec<i64>, MapError> {
    let mut values = Vec::new();
    let (mut acc, mut shift) = (0u64, 0u32);
    for c in field.bytes() {
        let digit =
            BASE64.iter().position(|&b| b == c).ok_or_else(|| MapError(format!("bad base64 digit {:?}", c as char)))?
                as u64;
        // Past 64 bits a digit's high bits would be lost, not refused.
        if shift > 60 || ((digit & 31) << shift) >> shift != digit & 31 {
            return Err(MapError("VLQ value too large".into()));
        }
        acc |= (digit & 31) << shift;
        if digit & 32 != 0 {
            shift += 5;
        } else {
            let v = (acc >> 1) as i64;
            values.push(if acc & 1 == 1 { -v } else { v });
            acc = 0;
            shift = 0;
        }
    }
    if shift != 0 {
        return Err(MapError("truncated VLQ value".into()));
    }
    if values.is_empty() {
        return Err(MapError("empty segment".into()));
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_through_json() {
        let mut map = SourceMap::new("program.js");
        map.add(0, Segment { generated_column: 20, original_line: 0, original_column: 0 });
        map.add(0, Segment { generated_column: 26, original_line: 0, original_column: 6 });
        map.add(2, Segment { generated_column: 4, original_line: 2, original_column: 4 });
        map.add(3, Segment { generated_column: 0, original_line: 1, original_column: 1000 });
        let back = SourceMap::from_json(&map.to_json()).unwrap();
        assert_eq!(back, map);
        assert_eq!(back.lookup(0, 27), Some((0, 6)));
        assert_eq!(back.lookup(0, 3), None);
        assert_eq!(back.lookup(1, 0), None);
        assert_eq!(back.lookup(3, 9), Some((1, 1000)));
    }

    #[test]
    fn decodes_a_known_mapping() {
        // "AAAA;AACA" : line 0 col 0 -> 0:0; line 1 col 0 -> 1:0.
        let map =
            SourceMap::from_json(r#"{"version":3,"sources":["a.rb"],"names":[],"mappings":"AAAA;AACA"}"#).unwrap();
        assert_eq!(map.lookup(1, 5), Some((1, 0)));
        assert!(SourceMap::from_json(r#"{"version":2,"sources":[],"mappings":""}"#).is_err());
        assert!(SourceMap::from_json(r#"{"version":3,"sources":["a"],"mappings":"g"}"#).is_err());
    }
}
