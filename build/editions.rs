//! Reads the rows of the table of editions (`src/edition/table.rs`, the
//! `EditionInfo { .. }` items of `EDITIONS`) and writes what is the same for
//! every row, so that adding an edition is its row and not an arm in each of
//! these:
//!
//! - `$OUT_DIR/with_parser.rs`: the `with_parser!` macro of `src/grammar.rs`,
//!   one exhaustive `match` per subset (`Edition`, `GenericGrammar`,
//!   `UrlGrammar`) with an arm per edition naming the parser build.rs
//!   compiles for it (`crate::grammar::<module>::Parser`);
//! - `$OUT_DIR/sets.rs`: `SETS`, each edition's `grammar/sets/<name>.tsv`
//!   (its productions' one-character classes, written by `tests/grammar/sets.rs`)
//!   compiled in, indexed by the edition's discriminant (empty where the
//!   file is not written yet: `tests/grammar/sets.rs` then says to write it);
//! - `$OUT_DIR/productions.rs`: the modules of `urispec::productions`, one per
//!   edition, each including the constants written from its grammar's
//!   citations (`$OUT_DIR/<name>_productions.rs`).
//!
//! The rows are read as text, field by field, as `src/edition/table.rs` writes
//! them (one field per line); the compiler then checks what is written
//! against the enums (a variant misread is a compile error, a variant left
//! out a non-exhaustive `match`).

use std::fmt::Write as _;

/// What build.rs needs of one row.
pub struct Row {
    /// The `Edition` variant (`Rfc1630Url`).
    pub variant: String,
    /// The edition's name (`rfc1630-url`): its grammar is
    /// `grammar/<name>.pest`, its module `crate::grammar::<name with _>`.
    pub name: String,
    /// The row's `document`, as the Rust literal's text (escapes kept).
    pub document: String,
    /// The subset its family names (`GenericGrammar`, `UrlGrammar`), if any.
    pub subset: Option<String>,
}

impl Row {
    /// The edition's module under `crate::grammar` and `crate::productions`.
    pub fn module(&self) -> String {
        self.name.replace('-', "_")
    }
}

/// The rows of `src/edition/table.rs`, in order: each `    EditionInfo {`
/// up to its closing `    },`, one field per line.
pub fn rows(table: &str) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    let mut lines = table.lines();
    while let Some(line) = lines.next() {
        if line != "    EditionInfo {" {
            continue;
        }
        let body: Vec<&str> = lines.by_ref().take_while(|l| *l != "    },").collect();
        let field = |key: &str| -> Result<String, String> {
            body.iter()
                .find_map(|l| l.trim().strip_prefix(key))
                .map(|value| value.trim_end_matches(',').to_owned())
                .ok_or_else(|| {
                    format!(
                        "src/edition/table.rs: the row after {} has no `{key}` line \
                         (build/editions.rs reads one field per line)",
                        rows.last().map_or("the start", |r: &Row| r.name.as_str())
                    )
                })
        };
        let variant = field("edition: Edition::")?;
        let name = field("name: ")?.trim_matches('"').to_owned();
        let document = field("document: ")?;
        let document = document
            .strip_prefix('"')
            .and_then(|d| d.strip_suffix('"'))
            .ok_or_else(|| {
                format!("src/edition/table.rs: {name}'s `document` is not one string literal")
            })?
            .to_owned();
        let family = field("family: Family::")?;
        let subset = family
            .split_once('(')
            .map(|(_, inner)| inner.split("::").next().unwrap_or_default().to_owned());
        rows.push(Row {
            variant,
            name,
            document,
            subset,
        });
    }
    if rows.is_empty() {
        return Err("src/edition/table.rs: no `    EditionInfo {` row found".to_owned());
    }
    Ok(rows)
}

/// The `with_parser!` macro over `rows`.
pub fn with_parser(rows: &[Row]) -> String {
    let mut code = String::from(
        "// Written by build.rs (build/editions.rs) from the rows of src/edition/table.rs.\n\n\
         /// Runs `$body` with `$P` the type of the parser build.rs compiles for\n\
         /// the edition `$edition` (`crate::grammar::<module>::Parser`): one\n\
         /// exhaustive `match`, an arm per edition of the subset named first\n\
         /// (`Edition`, `GenericGrammar` or `UrlGrammar`), so the code that picks a\n\
         /// parser is written once, generically. build.rs writes the arms from\n\
         /// the rows of `EDITIONS`.\n\
         macro_rules! with_parser {\n",
    );
    let mut subsets: Vec<&str> = vec!["Edition"];
    for row in rows {
        if let Some(s) = row.subset.as_deref() {
            if !subsets.contains(&s) {
                subsets.push(s);
            }
        }
    }
    for subset in subsets {
        let _ = writeln!(
            code,
            "    ({subset}: $grammar:expr, $P:ident => $body:expr) => {{\n        match $grammar {{"
        );
        for row in rows {
            if subset != "Edition" && row.subset.as_deref() != Some(subset) {
                continue;
            }
            let _ = writeln!(
                code,
                "            $crate::edition::{subset}::{} => {{\n                type $P = $crate::grammar::{}::Parser;\n                $body\n            }}",
                row.variant,
                row.module()
            );
        }
        code.push_str("        }\n    };\n");
    }
    code.push_str("}\n");
    code
}

/// The modules of `urispec::productions` over `rows`.
pub fn productions(rows: &[Row]) -> String {
    let mut code = String::from(
        "// Written by build.rs (build/editions.rs) from the rows of src/edition/table.rs.\n",
    );
    for row in rows {
        let document = row.document.replace("\\\"", "\"");
        let _ = write!(
            code,
            "\n/// The productions of `grammar/{name}.pest`: {document}.\n\
             pub mod {module} {{\n    \
                 use super::{{Edition, Production}};\n\n    \
                 /// The edition whose grammar defines them.\n    \
                 const EDITION: Edition = Edition::{variant};\n\n    \
                 include!(concat!(env!(\"OUT_DIR\"), \"/{name}_productions.rs\"));\n\
             }}\n",
            name = row.name,
            module = row.module(),
            variant = row.variant,
        );
    }
    code
}

/// `SETS` over `rows`: `grammar/sets/<name>.tsv` of each, in the rows' order.
pub fn sets(rows: &[Row], manifest_dir: &str) -> String {
    let mut code = String::from(
        "// Written by build.rs (build/editions.rs) from the rows of src/edition/table.rs.\n\n\
         /// Each edition's `grammar/sets/<name>.tsv`, in the order of `EDITIONS`.\n",
    );
    let _ = writeln!(code, "const SETS: [&str; {}] = [", rows.len());
    for row in rows {
        let path = format!("{manifest_dir}/grammar/sets/{}.tsv", row.name);
        if std::path::Path::new(&path).exists() {
            let _ = writeln!(code, "    include_str!({path:?}),");
        } else {
            let _ = writeln!(
                code,
                "    \"\", // grammar/sets/{}.tsv is not written yet",
                row.name
            );
        }
    }
    code.push_str("];\n");
    code
}
