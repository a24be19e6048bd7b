//! Every public function and type of the parse, resolve, escape and URL
//! modules carries a doc example that runs as a doc test: a scan of their
//! sources for `pub fn`/`pub struct`/`pub enum`/`pub trait`/`pub type` items
//! whose doc comment has no Rust code block (a `text` block is no example).
//!
//! Accessors written by a macro count when the template's doc has the block:
//! a `#[doc = doc_example!(...)]` (the crate's macro that writes one from the
//! example input each invocation passes) or a `#[doc = concat!("```...`.
//!
//! `tests/doc_examples_todo.txt`, if present, lists items still without one
//! (`file item` per line); it may only shrink: an item missing from it fails,
//! and so does an entry whose item now has an example or no longer exists.
//! With no such file, every item needs its example.

use std::collections::BTreeSet;
use std::path::PathBuf;

/// The modules the examples are required in: the crate root's parse
/// functions, the editions' trees, resolution, escapes and URLs.
const SCOPE: &[&str] = &[
    "src/lib.rs",
    "src/rfc2396.rs",
    "src/rfc2396",
    "src/generic.rs",
    "src/generic",
    "src/rfc1630.rs",
    "src/uri_draft.rs",
    "src/rfc3986.rs",
    "src/rfc1808.rs",
    "src/resolve.rs",
    "src/resolve",
    "src/escape.rs",
    "src/escape",
    "src/url.rs",
    "src/url",
    "src/compare.rs",
    // The accessors every leaf of those trees has.
    "src/macros.rs",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn files() -> Vec<PathBuf> {
    let mut todo: Vec<PathBuf> = SCOPE.iter().map(|entry| root().join(entry)).collect();
    let mut out = Vec::new();
    while let Some(path) = todo.pop() {
        if path.is_dir() {
            todo.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    // Unit tests are no API.
    out.retain(|p| p.file_name().is_none_or(|n| n != "tests.rs"));
    out.sort();
    out
}

/// The name of a public item declared on `line`, if it declares one.
fn public_item(line: &str) -> Option<&str> {
    let rest = line.trim_start().strip_prefix("pub ")?;
    let rest = rest.strip_prefix("const ").unwrap_or(rest);
    let rest = ["fn ", "struct ", "enum ", "trait ", "type "]
        .iter()
        .find_map(|kw| rest.strip_prefix(kw))?;
    let end = rest
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    // A `$name` of a macro's template: the item is documented where the
    // macro is called.
    (end > 0).then(|| &rest[..end])
}

/// Whether a fence's info string opens a block rustdoc runs.
fn runs(info: &str) -> bool {
    info.split(',').map(str::trim).all(|tag| {
        matches!(tag, "" | "rust" | "no_run" | "should_panic") || tag.starts_with("edition")
    })
}

/// Whether the attribute starting `attr` opens a Rust block in a macro: its
/// first line written per item (`concat!`), or the whole example written by
/// `doc_example!` from the invocation's input.
fn opens_example(attr: &str) -> bool {
    attr.starts_with("#[doc = concat!(\"```") || attr.starts_with("#[doc = doc_example!(")
}

/// Whether the doc lines above `at` (attributes skipped) hold a Rust block.
fn has_example(lines: &[&str], at: usize) -> bool {
    let mut i = at;
    let mut docs = Vec::new();
    while i > 0 {
        i -= 1;
        let t = lines[i].trim_start();
        if t.ends_with(")]") && !t.starts_with('#') {
            // The last line of an attribute written over several lines.
            while i > 0 && !lines[i].trim_start().starts_with("#[") {
                i -= 1;
            }
            if opens_example(lines[i].trim_start()) {
                docs.push("```");
            }
            continue;
        }
        if let Some(doc) = t.strip_prefix("///") {
            docs.push(doc.trim());
        } else if t.starts_with("#[cfg(doctest)]") {
            // Only built for doc tests: no API.
            return true;
        } else if opens_example(t) {
            docs.push("```");
        } else if !(t.starts_with("#[") || t.starts_with("$(#[")) {
            break;
        }
    }
    docs.reverse();
    docs.iter()
        .filter_map(|d| d.strip_prefix("```"))
        .step_by(2)
        .any(runs)
}

/// `file item` for every public item without a doc example.
fn missing() -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for path in files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let rel = path
            .strip_prefix(root())
            .unwrap()
            .to_string_lossy()
            .into_owned();
        for (at, line) in lines.iter().enumerate() {
            if line.trim_start().starts_with("mod tests") {
                break;
            }
            if let Some(name) = public_item(line) {
                if !has_example(&lines, at) {
                    out.insert(format!("{rel} {name}"));
                }
            }
        }
    }
    out
}

/// The entries of `tests/doc_examples_todo.txt`; none without the file.
fn todo() -> BTreeSet<String> {
    let Ok(text) = std::fs::read_to_string(root().join("tests/doc_examples_todo.txt")) else {
        return BTreeSet::new();
    };
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_scan_sees_a_missing_example() {
    let lines = [
        "/// A thing.",
        "///",
        "/// ```text",
        "/// a = b",
        "/// ```",
        "#[derive(Debug)]",
        "pub struct Thing;",
        "/// Another.",
        "///",
        "/// ```",
        "/// assert!(true);",
        "/// ```",
        "pub const fn other() {}",
    ];
    assert_eq!(public_item(lines[6]), Some("Thing"));
    assert_eq!(public_item(lines[12]), Some("other"));
    assert_eq!(public_item("    pub(crate) fn hidden() {}"), None);
    assert!(!has_example(&lines, 6));
    assert!(has_example(&lines, 12));

    // Accessors of a macro template: the example written by `doc_example!`
    // (over several lines) counts, a computed doc without a block does not.
    let template = [
        "            /// The raw text.",
        "            ///",
        "            #[doc = doc_example!(",
        "                $input,",
        "                [\"assert_eq!(leaf.as_str(), \", stringify!($text), \");\"],",
        "                $($setup)+",
        "            )]",
        "            pub fn as_str(&self) -> &'a str {",
        "            /// Byte range in the whole input.",
        "            #[doc = concat!(\"Of `\", stringify!($ty), \"`.\")]",
        "            pub fn span(&self) -> Range<usize> {",
        "            #[doc = concat!(\"```\\nlet x = \", stringify!($ty), \";\")]",
        "            pub fn decode(&self) -> Cow<'a, [u8]> {",
    ];
    assert_eq!(public_item(template[7]), Some("as_str"));
    assert!(has_example(&template, 7));
    assert!(!has_example(&template, 10));
    assert!(has_example(&template, 12));
}

#[test]
fn every_public_item_of_the_parse_resolve_escape_and_url_modules_has_an_example() {
    let missing = missing();
    let todo = todo();
    let new: Vec<_> = missing.difference(&todo).collect();
    let stale: Vec<_> = todo.difference(&missing).collect();
    assert!(
        new.is_empty(),
        "public items without a doc example (add one, a short one that asserts):\n{}",
        new.iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(
        stale.is_empty(),
        "tests/doc_examples_todo.txt lists items that have an example now or are gone; \
         remove them:\n{}",
        stale
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}
