//! Every public type and free function of the parse, resolve, escape and URL
//! modules carries a doc example that runs as a doc test: a scan of their
//! sources for `pub fn`/`pub struct`/`pub enum`/`pub trait`/`pub type` items
//! whose doc comment has no Rust code block (a `text` block is no example).
//! Every public item is written out in the source (no macro writes one), so
//! the scan sees them all.
//!
//! A production marker (`pub enum AbsPath {}`: no value, only the `P` of a
//! `Part<'a, P>`) needs no example: its doc holds the production's BNF in a
//! `text` block, and the alias naming its part (`pub type AbsPath<'a> =
//! Part<'a, production::AbsPath>`) carries the example.
//!
//! A `#[deprecated]` old name needs none either: its new name has one.
//!
//! Methods (a `pub fn` inside an `impl`) need no doc example of their own: doc tests are
//! slow to build, so each type's example shows the accessors a user reaches
//! for first and `tests/api/accessors.rs` checks every accessor. This test fails
//! when a public method's name appears nowhere in `tests/api/accessors.rs` (or
//! the files under `tests/api/accessors/`, or the archive crate's
//! `archive/tests/archive/accessors.rs`).
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
    // `parse`, `explain`, `Parsed`, and every family's tree.
    "src/syntax.rs",
    "src/syntax",
    "src/resolve.rs",
    "src/resolve",
    "src/escape.rs",
    "src/escape",
    "src/compare.rs",
    // `Part<'a, P>`, every leaf of those trees, and its accessors.
    "src/part.rs",
    // The editions by date, and the web-archive readers (the
    // `urispec-archive` crate of this workspace).
    "src/edition/lineage.rs",
    "archive/src",
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
    (end > 0).then(|| &rest[..end])
}

/// Whether a fence's info string opens a block rustdoc runs.
fn runs(info: &str) -> bool {
    info.split(',').map(str::trim).all(|tag| {
        matches!(tag, "" | "rust" | "no_run" | "should_panic") || tag.starts_with("edition")
    })
}

/// The code line that encloses line `at`: the nearest line above it that is
/// indented less and is no comment, attribute or blank.
fn enclosing<'a>(lines: &[&'a str], at: usize) -> &'a str {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let depth = indent(lines[at]);
    lines[..at]
        .iter()
        .rev()
        .map(|l| (indent(l), l.trim()))
        .find(|&(i, t)| i < depth && !(t.is_empty() || t.starts_with("//") || t.starts_with("#[")))
        .map_or("", |(_, t)| t)
}

/// Whether the public item on line `at` is a method: declared in an `impl`.
fn is_method(lines: &[&str], at: usize) -> bool {
    enclosing(lines, at).starts_with("impl")
}

/// Whether the item on `line` is a production marker: an enum without
/// variants (`pub enum AbsPath {}`).
fn is_marker(line: &str) -> bool {
    let t = line.trim();
    t.starts_with("pub enum ") && t.ends_with(" {}")
}

/// Whether the doc lines above `at` hold a `text` block (a BNF).
fn has_bnf(lines: &[&str], at: usize) -> bool {
    lines[..at]
        .iter()
        .rev()
        .map(|l| l.trim_start())
        .take_while(|t| t.starts_with("///") || t.starts_with("#["))
        .any(|t| t.strip_prefix("///").map(str::trim) == Some("```text"))
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
            continue;
        }
        if let Some(doc) = t.strip_prefix("///") {
            docs.push(doc.trim());
        } else if t.starts_with("#[cfg(doctest)]") {
            // Only built for doc tests: no API.
            return true;
        } else if t.starts_with("#[deprecated") {
            // An old name kept for one release: the new one has the example.
            return true;
        } else if !t.starts_with("#[") {
            break;
        }
    }
    docs.reverse();
    docs.iter()
        .filter_map(|d| d.strip_prefix("```"))
        .step_by(2)
        .any(runs)
}

/// The text of `tests/api/accessors.rs`, of the files under
/// `tests/api/accessors/` and of the archive crate's
/// `archive/tests/archive/accessors.rs`, where every accessor is checked.
fn accessor_tests() -> String {
    let mut text = std::fs::read_to_string(root().join("tests/api/accessors.rs")).unwrap();
    text.push_str(
        &std::fs::read_to_string(root().join("archive/tests/archive/accessors.rs")).unwrap(),
    );
    let dir = root().join("tests/api/accessors");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    for path in paths {
        text.push_str(&std::fs::read_to_string(path).unwrap());
    }
    text
}

/// `file item` for every public type or free function without a doc
/// example, and `file Type::method` for every public method whose name
/// `tests/api/accessors.rs` never mentions (nor the other accessor files).
fn missing() -> BTreeSet<String> {
    let accessors = accessor_tests();
    let checked = |name: &str| mentions(&accessors, name);
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
                if is_method(&lines, at) {
                    if !checked(name) {
                        out.insert(format!(
                            "{rel} {name} (a method: check it in tests/api/accessors.rs)"
                        ));
                    }
                } else if is_marker(line) {
                    if !has_bnf(&lines, at) {
                        out.insert(format!(
                            "{rel} {name} (a marker: quote its BNF in a text block)"
                        ));
                    }
                } else if !has_example(&lines, at) {
                    out.insert(format!("{rel} {name}"));
                }
            }
        }
    }
    out
}

/// Whether `text` calls or names `name` as a whole word (`.name(`,
/// `::name`, `name = "..."` in a table row).
fn mentions(text: &str, name: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(name)
        .any(|(i, _)| !text[..i].ends_with(word) && !text[i + name.len()..].starts_with(word))
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

    // A production marker needs its BNF, not an example.
    assert!(is_marker("pub enum AbsPath {}"));
    assert!(!is_marker("pub enum Host<'a> {"));
    let marker = [
        "/// An `abs_path`.",
        "///",
        "/// ```text",
        "/// abs_path = \"/\" path_segments",
        "/// ```",
        "pub enum AbsPath {}",
    ];
    assert!(has_bnf(&marker, 5));
    assert!(!has_bnf(&["/// An `abs_path`.", "pub enum AbsPath {}"], 1));

    // An attribute between the doc and the item is skipped, a computed doc
    // is no example.
    let attributes = [
        "    /// Byte range in the whole input.",
        "    #[must_use]",
        "    pub fn span() {}",
        "    /// ```",
        "    /// assert!(true);",
        "    /// ```",
        "    #[cfg_attr(",
        "        feature = \"serde\",",
        "        derive(serde::Serialize)",
        "    )]",
        "    pub struct Decode;",
    ];
    assert!(!has_example(&attributes, 2));
    assert!(has_example(&attributes, 10));

    // A deprecated old name needs none: its new name has the example.
    let deprecated = [
        "/// The old name of [`decode_utf8`].",
        "#[deprecated(note = \"renamed `decode_utf8`\")]",
        "pub fn decode_text() {}",
    ];
    assert!(has_example(&deprecated, 2));
}

#[test]
fn the_scan_tells_methods_from_types_and_functions() {
    let lines = [
        "impl<'a> Segment<'a> {",
        "    /// The name.",
        "    #[must_use]",
        "    pub fn name(&self) -> &'a str {",
        "        self.raw",
        "    }",
        "}",
        "pub fn parse(input: &str) {}",
    ];
    assert!(is_method(&lines, 3));
    assert!(!is_method(&lines, 7));
    assert!(mentions("r.name().as_str()", "name"));
    assert!(mentions("        net_loc = \"a\",", "net_loc"));
    assert!(!mentions("r.names()", "name"));
    assert!(!mentions("r.surname()", "name"));
}

#[test]
fn every_public_type_and_function_has_an_example_and_every_method_a_check() {
    let missing = missing();
    let todo = todo();
    let new: Vec<_> = missing.difference(&todo).collect();
    let stale: Vec<_> = todo.difference(&missing).collect();
    assert!(
        new.is_empty(),
        "public types or functions without a doc example (add one, a short one that \
         asserts), or methods tests/api/accessors.rs does not check (add a row or a test):\n{}",
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
