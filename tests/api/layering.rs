//! The crate root only re-exports: no module of the library reaches an item
//! through the root (`crate::Edition`, `use crate::{SyntaxError, ...}`,
//! `crate::parse(...)`); each names the module that defines it
//! (`crate::edition::Edition`, `crate::syntax::parse`). So a family or an
//! operation depends on the modules it uses, never on the facade.

use std::path::{Path, PathBuf};

/// The library's sources, `src/lib.rs` (the facade) left out.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("src/lib.rs") {
            out.push(path);
        }
    }
}

/// The root items `line` reaches through `crate::`, if any: a type, trait or
/// constant (`crate::` then an upper-case name, directly or in a `use
/// crate::{...}` list) or a re-exported function (`crate::parse(`).
fn through_the_root(line: &str) -> Vec<String> {
    let code = line.trim_start();
    if code.starts_with("//") {
        return Vec::new();
    }
    let mut found = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        let before = &rest[..at];
        let after = &rest[at + "crate::".len()..];
        rest = after;
        if before.ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        let names: Vec<&str> = if let Some(list) = after.strip_prefix('{') {
            let list = list.split('}').next().unwrap_or("");
            list.split(',').map(str::trim).collect()
        } else {
            vec![after]
        };
        for name in names {
            let end = name
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(name.len());
            let (ident, tail) = name.split_at(end);
            let is_item = ident.starts_with(|c: char| c.is_ascii_uppercase());
            let is_function = matches!(
                ident,
                "parse" | "parse_with" | "explain" | "explain_with" | "verdicts"
            ) && !tail.starts_with("::");
            if is_item || is_function {
                found.push(ident.to_owned());
            }
        }
    }
    found
}

#[test]
fn the_scan_sees_a_path_through_the_root() {
    assert_eq!(through_the_root("use crate::Edition;"), ["Edition"]);
    assert_eq!(
        through_the_root("use crate::{rfc2396, Parsed, SyntaxError};"),
        ["Parsed", "SyntaxError"]
    );
    assert_eq!(
        through_the_root("    crate::parse(grammar, uri)"),
        ["parse"]
    );
    assert!(through_the_root("use crate::edition::Edition;").is_empty());
    assert!(through_the_root("use crate::explain::{self, Tree};").is_empty());
    assert!(through_the_root("        $crate::edition::Edition::Rfc2396").is_empty());
    assert!(through_the_root("/// [`crate::Edition`]").is_empty());
}

#[test]
fn no_module_reaches_an_item_through_the_crate_root() {
    let mut files = Vec::new();
    sources(
        &PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    files.sort();
    let mut found = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, line) in text.lines().enumerate() {
            for name in through_the_root(line) {
                found.push(format!("{}:{}: crate::{name}", path.display(), i + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "name the defining module instead of the crate root:\n{}",
        found.join("\n")
    );
}

/// The modules every other builds on (the table of editions, the errors and
/// the grammar glue) name no family and no operation in their code: the
/// dependencies point one way, so no import circle runs through them.
#[test]
fn the_bottom_layers_import_nothing_above_them() {
    const ABOVE: &[&str] = &[
        "any_error",
        "check",
        "compare",
        "convert",
        "escape",
        "examples",
        "explain",
        "resolve",
        "serde",
        "syntax",
        "text",
        "verdicts",
    ];
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    for layer in ["edition", "error", "grammar"] {
        files.push(root.join(format!("{layer}.rs")));
        sources(&root.join(layer), &mut files);
    }
    let mut found = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            for module in ABOVE {
                let path_to = format!("crate::{module}");
                let names_it = code.match_indices(&path_to).any(|(at, _)| {
                    !code[at + path_to.len()..]
                        .starts_with(|c: char| c.is_alphanumeric() || c == '_')
                });
                if names_it {
                    found.push(format!("{}:{}: {path_to}", path.display(), i + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "edition, error and grammar must not depend on the modules above them:\n{}",
        found.join("\n")
    );
}

/// Resolution names no grammar and no pest `Rule`: it asks the families to
/// read a full form (`syntax::parse`) or check a partial one
/// (`check_partial` of the editions that print a partial form).
#[test]
fn resolution_names_no_grammar() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![root.join("resolve.rs")];
    sources(&root.join("resolve"), &mut files);
    let mut found = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            if code.contains("crate::grammar") || code.contains("Rule::") {
                found.push(format!("{}:{}: {code}", path.display(), i + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "resolution must go through the families:\n{}",
        found.join("\n")
    );
}
