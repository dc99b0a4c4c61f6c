//! The `skills` family: skills are folders under a configured directory, each
//! with a `SKILL.md` whose front matter names it and describes it, and
//! optionally one code file. [`DirSkills`] reads them from disk.
//!
//! Using a skill opens its text as a view (done by the host glue, through the
//! turn's views) and names the key its code module is bound under; the arms
//! that load code modules wire that key into their `lib`.

use super::files::api_error;
use gg_membrane::api::core::{ApiError, ErrorCode};
use gg_membrane::api::skills::Skill;
use std::path::PathBuf;

/// A skill's documentation and code.
#[derive(Debug, Clone)]
pub struct LoadedSkill {
    pub skill: Skill,
    /// The body of `SKILL.md` after its front matter.
    pub text: String,
    pub code: Option<String>,
}

/// Where skills come from.
pub trait Skills: Send {
    fn list(&mut self) -> Result<Vec<Skill>, ApiError>;
    fn load(&mut self, name: &str) -> Result<LoadedSkill, ApiError>;
}

/// [`Skills`] from folders under a directory (none configured: no skills).
#[derive(Debug, Clone, Default)]
pub struct DirSkills {
    dir: Option<PathBuf>,
    code_extensions: Vec<&'static str>,
}

impl DirSkills {
    /// Skills in the folders of `dir`; a file with one of `code_extensions`
    /// (the runtime passes its arms' extensions) is a skill's code.
    pub fn new(dir: Option<PathBuf>, code_extensions: Vec<&'static str>) -> Self {
        DirSkills { dir, code_extensions }
    }
}

/// The key a skill's or memory's code module is bound under: snake_case ASCII.
pub fn module_key(name: &str) -> String {
    let mut key = String::new();
    let mut prev: Option<char> = None;
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            // A lower-to-upper step is a word boundary (`csvCleaner`); a run
            // of capitals (`PDF`) is one word.
            let boundary = c.is_ascii_uppercase() && prev.is_some_and(|p| p.is_ascii_lowercase() || p.is_ascii_digit());
            if boundary && !key.ends_with('_') {
                key.push('_');
            }
            key.push(c.to_ascii_lowercase());
        } else if !key.is_empty() && !key.ends_with('_') {
            key.push('_');
        }
        prev = Some(c);
    }
    let key = key.trim_end_matches('_').to_string();
    if key.starts_with(|c: char| c.is_ascii_digit()) { format!("_{key}") } else { key }
}

/// Splits `---`-fenced front matter of `key: value` lines from the body.
fn front_matter(text: &str) -> (Vec<(String, String)>, String) {
    let mut lines = text.lines();
    if lines.next().map(str::trim) != Some("---") {
        return (vec![], text.to_string());
    }
    let mut fields = Vec::new();
    let mut consumed = 1;
    for line in lines.by_ref() {
        consumed += 1;
        if line.trim() == "---" {
            let body: Vec<&str> = text.lines().skip(consumed).collect();
            return (fields, body.join("\n").trim_start_matches('\n').to_string());
        }
        if let Some((k, v)) = line.split_once(':') {
            fields.push((k.trim().to_string(), v.trim().trim_matches('"').to_string()));
        }
    }
    (vec![], text.to_string())
}

impl DirSkills {
    fn read_all(&self, op: &str) -> Result<Vec<(LoadedSkill, PathBuf)>, ApiError> {
        let Some(dir) = &self.dir else { return Ok(vec![]) };
        let entries = std::fs::read_dir(dir)
            .map_err(|e| api_error(op, ErrorCode::Io, format!("the skills directory cannot be read: {}", e.kind())))?;
        let mut skills = Vec::new();
        let mut folders: Vec<PathBuf> = entries.flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect();
        folders.sort();
        for folder in folders {
            let Ok(md) = std::fs::read_to_string(folder.join("SKILL.md")) else { continue };
            let (fields, body) = front_matter(&md);
            let field = |k: &str| fields.iter().find(|(key, _)| key == k).map(|(_, v)| v.clone());
            let name =
                field("name").unwrap_or_else(|| folder.file_name().unwrap_or_default().to_string_lossy().into_owned());
            let description = field("description").unwrap_or_default();
            let mut code_files: Vec<PathBuf> =
                std::fs::read_dir(&folder).map(|d| d.flatten().map(|e| e.path()).collect()).unwrap_or_default();
            code_files.retain(|p| {
                p.is_file() && p.extension().and_then(|e| e.to_str()).is_some_and(|e| self.code_extensions.contains(&e))
            });
            code_files.sort();
            let code_file = code_files.first().cloned();
            let code = code_file.as_ref().and_then(|p| std::fs::read_to_string(p).ok());
            let code_name = code_file.map(|p| p.file_name().unwrap_or_default().to_string_lossy().into_owned());
            skills.push((
                LoadedSkill { skill: Skill { name, description, code_file: code_name }, text: body, code },
                folder,
            ));
        }
        Ok(skills)
    }
}

impl Skills for DirSkills {
    fn list(&mut self) -> Result<Vec<Skill>, ApiError> {
        Ok(self.read_all("skills.list")?.into_iter().map(|(s, _)| s.skill).collect())
    }

    fn load(&mut self, name: &str) -> Result<LoadedSkill, ApiError> {
        let op = "skills.use";
        if self.dir.is_none() {
            return Err(api_error(
                op,
                ErrorCode::NotFound,
                format!("there is no skill `{name}`: no skills directory is configured"),
            ));
        }
        let all = self.read_all(op)?;
        let names: Vec<String> = all.iter().map(|(s, _)| s.skill.name.clone()).collect();
        all.into_iter().map(|(s, _)| s).find(|s| s.skill.name == name).ok_or_else(|| {
            api_error(op, ErrorCode::NotFound, format!("there is no skill `{name}` (skills: {})", names.join(", ")))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_skill_folders() {
        let dir = tempfile::tempdir().unwrap();
        let pdf = dir.path().join("pdf");
        std::fs::create_dir(&pdf).unwrap();
        std::fs::write(pdf.join("SKILL.md"), "---\nname: PDF Tools\ndescription: read PDFs\n---\n\nUse it well.\n")
            .unwrap();
        std::fs::write(pdf.join("tools.js"), "export function pages() { return 1 }\n").unwrap();
        std::fs::create_dir(dir.path().join("empty")).unwrap();
        let mut s = DirSkills::new(Some(dir.path().to_path_buf()), vec!["js", "mjs", "rb", "java"]);
        let list = s.list().unwrap();
        assert_eq!(list.len(), 1);
        assert_eq!((list[0].name.as_str(), list[0].code_file.as_deref()), ("PDF Tools", Some("tools.js")));
        let loaded = s.load("PDF Tools").unwrap();
        assert_eq!(loaded.text, "Use it well.");
        assert_eq!(module_key("PDF Tools"), "pdf_tools");
        assert_eq!(module_key("csvCleaner-v2"), "csv_cleaner_v2");
        assert_eq!(s.load("nope").unwrap_err().code, ErrorCode::NotFound);
    }
}
