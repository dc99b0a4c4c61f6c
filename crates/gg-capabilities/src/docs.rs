//! The `docs` family: search the running arm's own SDK catalogue and open an
//! entry. Always granted. [`Catalogue`] is parsed once from the JSON the
//! arm's build produced (embedded by `gg-guests`).

use super::files::api_error;
use gg_membrane::api::core::{ApiError, ErrorCode};
use gg_membrane::api::docs::{DocHit, EntryKind};
use serde::Deserialize;

/// One catalogue entry.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Entry {
    pub key: String,
    /// `module`, `function` or `type`.
    pub kind: String,
    pub brief: String,
    #[serde(default)]
    pub doc: String,
    #[serde(default)]
    pub signature: Option<String>,
    #[serde(default)]
    pub throws: Vec<String>,
    /// The line a program writes to reach the entry.
    #[serde(default)]
    pub import: Option<String>,
}

/// An arm's catalogue.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Catalogue {
    pub language: String,
    pub module: String,
    pub entries: Vec<Entry>,
}

impl Catalogue {
    /// Parses a catalogue and checks that it names `language`.
    pub fn parse(json: &str, language: &str) -> Result<Catalogue, String> {
        let c: Catalogue = serde_json::from_str(json).map_err(|e| format!("catalogue: {e}"))?;
        if c.language != language {
            return Err(format!("the catalogue names {}, not {language}", c.language));
        }
        if c.entries.is_empty() {
            return Err("the catalogue has no entries".into());
        }
        Ok(c)
    }

    /// Entries matching the query's words, best first.
    pub fn search(&self, query: &str, limit: usize) -> Vec<DocHit> {
        search(self.entries.iter(), query, limit)
    }

    /// The entry's whole documentation, as a view shows it.
    pub fn render(&self, key: &str) -> Option<String> {
        self.entries.iter().find(|e| e.key == key).map(render)
    }
}

/// The entries of `entries` matching the query's words, best first.
fn search<'a>(entries: impl Iterator<Item = &'a Entry>, query: &str, limit: usize) -> Vec<DocHit> {
    let words: Vec<String> =
        query.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(|w| w.to_lowercase()).collect();
    let mut hits: Vec<(f64, &Entry)> = entries
        .filter_map(|e| {
            let (key, brief, doc) = (e.key.to_lowercase(), e.brief.to_lowercase(), e.doc.to_lowercase());
            let score: f64 = words
                .iter()
                .map(|w| {
                    let mut s = 0.0;
                    if key == *w || key.ends_with(&format!(".{w}")) {
                        s += 5.0;
                    } else if key.contains(w.as_str()) {
                        s += 3.0;
                    }
                    if brief.contains(w.as_str()) {
                        s += 2.0;
                    }
                    if doc.contains(w.as_str()) {
                        s += 1.0;
                    }
                    s
                })
                .sum();
            (score > 0.0).then_some((score, e))
        })
        .collect();
    hits.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.key.cmp(&b.1.key)));
    hits.into_iter()
        .take(limit)
        .map(|(score, e)| DocHit {
            key: e.key.clone(),
            kind: match e.kind.as_str() {
                "module" => EntryKind::Module,
                "type" => EntryKind::Type,
                _ => EntryKind::Function,
            },
            brief: e.brief.clone(),
            score,
        })
        .collect()
}

/// An entry's whole documentation, as a view shows it.
fn render(e: &Entry) -> String {
    let mut out = String::new();
    if let Some(import) = &e.import {
        out.push_str(import);
        out.push_str("\n\n");
    }
    out.push_str(e.signature.as_deref().unwrap_or(&e.key));
    out.push_str("\n\n");
    out.push_str(if e.doc.is_empty() { &e.brief } else { &e.doc });
    if !e.throws.is_empty() {
        out.push_str(&format!("\n\nThrows ApiError: {}", e.throws.join(", ")));
    }
    out
}

/// The arm's documentation.
pub trait Docs: Send {
    fn search(&mut self, query: &str, limit: Option<u32>) -> Result<Vec<DocHit>, ApiError>;
    /// The text an entry opens as.
    fn open(&mut self, key: &str) -> Result<String, ApiError>;
}

/// [`Docs`] over a parsed catalogue and the turn's tools.
#[derive(Debug, Clone)]
pub struct CatalogueDocs {
    catalogue: &'static Catalogue,
    /// The tools the agent may call, as the arm declares them.
    tools: Vec<Entry>,
}

impl CatalogueDocs {
    pub fn new(catalogue: &'static Catalogue) -> Self {
        CatalogueDocs { catalogue, tools: Vec::new() }
    }

    /// The same, with tool entries beside the SDK's (searched together; a
    /// tool's key never shadows an SDK entry's).
    pub fn with_tools(catalogue: &'static Catalogue, tools: Vec<Entry>) -> Self {
        CatalogueDocs { catalogue, tools }
    }

    fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.catalogue.entries.iter().chain(&self.tools)
    }

    /// Entries matching the query's words, best first.
    pub fn find(&self, query: &str, limit: usize) -> Vec<DocHit> {
        search(self.entries(), query, limit)
    }

    /// The entry's whole documentation, as a view shows it.
    pub fn text(&self, key: &str) -> Option<String> {
        self.entries().find(|e| e.key == key).map(render)
    }
}

impl Docs for CatalogueDocs {
    fn search(&mut self, query: &str, limit: Option<u32>) -> Result<Vec<DocHit>, ApiError> {
        let limit = limit.unwrap_or(10);
        if limit == 0 || limit > 100 {
            return Err(api_error("docs.search", ErrorCode::InvalidArgument, "limit must be 1 to 100"));
        }
        Ok(self.find(query, limit as usize))
    }

    fn open(&mut self, key: &str) -> Result<String, ApiError> {
        self.text(key).ok_or_else(|| {
            api_error(
                "docs.open",
                ErrorCode::NotFound,
                format!("the catalogue has no entry `{key}`; search for one first"),
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const JSON: &str = r#"{"language": "javascript", "module": "gg", "entries": [
        {"key": "files", "kind": "module", "brief": "The workspace's files."},
        {"key": "files.readTextFile", "kind": "function", "brief": "Reads a whole UTF-8 file as a string.", "signature": "files.readTextFile(path)", "throws": ["not-found"], "import": "import { files } from \"gg\""},
        {"key": "tasks.add", "kind": "function", "brief": "Adds a task.", "doc": "Adds a task to the list; a text file is not involved."}
    ]}"#;

    #[test]
    fn parses_searches_and_renders() {
        let c = Catalogue::parse(JSON, "javascript").unwrap();
        assert!(Catalogue::parse(JSON, "ruby").is_err());
        let hits = c.search("read text file", 10);
        assert_eq!(hits[0].key, "files.readTextFile");
        assert_eq!(hits.last().unwrap().key, "tasks.add");
        let text = c.render("files.readTextFile").unwrap();
        assert!(text.starts_with("import { files } from \"gg\"\n\nfiles.readTextFile(path)\n\n"), "{text}");
        assert!(text.ends_with("Throws ApiError: not-found"));
        assert!(c.render("nope").is_none());
        assert!(c.search("zzz", 10).is_empty());
    }
}
