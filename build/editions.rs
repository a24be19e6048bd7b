//! Reads the table of editions, `src/edition/table.tsv` (one row per
//! edition, tab-separated: data, not Rust), and writes what is the same for
//! every row, so that adding an edition is its row and not an arm in each of
//! these:
//!
//! - `$OUT_DIR/editions.rs`: `ROWS`, the `EditionInfo` of each row, which
//!   `src/edition/table.rs` names `EDITIONS`;
//! - `$OUT_DIR/sets.rs`: `SETS`, each edition's `grammar/sets/<name>.tsv`
//!   (its productions' one-character classes, written by `tests/grammar/sets.rs`)
//!   compiled in, indexed by the edition's discriminant (empty where the
//!   file is not written yet: `tests/grammar/sets.rs` then says to write it);
//! - `$OUT_DIR/productions.rs`: the modules of `urispec::productions`, one per
//!   edition, each including the constants written from its grammar's
//!   citations (`$OUT_DIR/<name>_productions.rs`).
//!
//! The compiler then checks what is written against the enums of
//! `src/edition/table.rs` (a variant misread is a compile error; a constant
//! assertion there holds row `i` to discriminant `i`).

use std::fmt::Write as _;

/// The file the rows are read from, from the crate's root.
pub const TABLE: &str = "src/edition/table.tsv";

/// The columns of a row, in order.
const COLUMNS: [&str; 11] = [
    "edition",
    "name",
    "family",
    "document",
    "cited_as",
    "date",
    "published",
    "entry",
    "notation",
    "bnf_published",
    "rules",
];

/// One row of the table: its fields as written.
pub struct Row {
    /// The `Edition` variant (`Rfc1630Url`).
    pub variant: String,
    /// The edition's name (`rfc1630-url`): its grammar is
    /// `grammar/<name>.pest`, its module `crate::grammar::<name with _>`.
    pub name: String,
    /// The `Family` variant, with its subset where it has one
    /// (`Url(UrlGrammar)`, `Rfc2396`).
    pub family: String,
    /// The document and the part of it the edition is.
    pub document: String,
    /// The document as a citation names it.
    pub cited_as: String,
    /// The date as the document says it.
    pub date: String,
    /// The month, `(year, month)`.
    pub published: (u16, u8),
    /// The grammar's entry rule.
    pub entry: String,
    /// The BNF's `Notation` variant, `None` without a transcription.
    pub notation: Option<String>,
    /// The file and heading the transcription is of, where published.
    pub bnf_published: Option<(String, String)>,
    /// The `RuleSet` variant, if any.
    pub rules: Option<String>,
}

impl Row {
    /// The edition's module under `crate::grammar` and `crate::productions`.
    pub fn module(&self) -> String {
        self.name.replace('-', "_")
    }

    /// The `Family` value of the row (`Family::Url(UrlGrammar::Rfc1630Url)`).
    fn family_value(&self) -> String {
        match self.family.split_once('(') {
            Some((variant, subset)) => format!(
                "Family::{variant}({}::{})",
                subset.trim_end_matches(')'),
                self.variant
            ),
            None => format!("Family::{}", self.family),
        }
    }
}

/// `-` is none.
fn optional(field: &str) -> Option<String> {
    (field != "-").then(|| field.to_owned())
}

/// The rows of the table `text`, in order: every line that is not blank, a
/// comment (`#`) or the header.
pub fn rows(text: &str) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    let mut header = false;
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let at = |what: String| format!("{TABLE}:{}: {what}", n + 1);
        let fields: Vec<&str> = line.split('\t').collect();
        if !header {
            if fields != COLUMNS {
                return Err(at(format!("the header is not {}", COLUMNS.join("<tab>"))));
            }
            header = true;
            continue;
        }
        let [variant, name, family, document, cited_as, date, published, entry, notation, bnf_published, rules] =
            fields[..]
        else {
            return Err(at(format!(
                "{} fields, not {} (one tab between fields)",
                fields.len(),
                COLUMNS.len()
            )));
        };
        let published = published
            .split_once('-')
            .and_then(|(y, m)| Some((y.parse().ok()?, m.parse().ok()?)))
            .filter(|&(_, m): &(u16, u8)| (1..=12).contains(&m))
            .ok_or_else(|| at(format!("published `{published}` is not YYYY-MM")))?;
        let bnf_published = match optional(bnf_published) {
            None => None,
            Some(value) => {
                let (file, heading) = value
                    .split_once('|')
                    .ok_or_else(|| at(format!("bnf_published `{value}` is not file|heading")))?;
                Some((file.to_owned(), heading.to_owned()))
            }
        };
        rows.push(Row {
            variant: variant.to_owned(),
            name: name.to_owned(),
            family: family.to_owned(),
            document: document.to_owned(),
            cited_as: cited_as.to_owned(),
            date: date.to_owned(),
            published,
            entry: entry.to_owned(),
            notation: optional(notation),
            bnf_published,
            rules: optional(rules),
        });
    }
    if rows.is_empty() {
        return Err(format!("{TABLE}: no row"));
    }
    Ok(rows)
}

/// `ROWS` over `rows`: the `EditionInfo` of each, its files compiled in from
/// `manifest_dir`.
pub fn editions(rows: &[Row], manifest_dir: &str) -> String {
    let mut code = format!(
        "// Written by build.rs (build/editions.rs) from {TABLE}.\n\n\
         /// The rows of `{TABLE}`, in its order.\n\
         const ROWS: [EditionInfo; {}] = [\n",
        rows.len()
    );
    for row in rows {
        let (year, month) = row.published;
        let bnf = match &row.notation {
            None => "None".to_owned(),
            Some(notation) => format!(
                "Some(BnfFile {{ notation: Notation::{notation}, path: \"grammar/spec/{name}.bnf\", \
                 text: include_str!({text:?}), published: {published} }})",
                name = row.name,
                text = format!("{manifest_dir}/grammar/spec/{}.bnf", row.name),
                published = match &row.bnf_published {
                    None => "None".to_owned(),
                    Some((file, heading)) => format!("Some(({file:?}, {heading:?}))"),
                },
            ),
        };
        let _ = writeln!(
            code,
            "    EditionInfo {{\n        \
                 edition: Edition::{variant},\n        \
                 name: {name:?},\n        \
                 document: {document:?},\n        \
                 cited_as: {cited_as:?},\n        \
                 date: {date:?},\n        \
                 published: Published::new({year}, {month}),\n        \
                 family: {family},\n        \
                 grammar: GrammarFile {{ edition: Edition::{variant}, path: \"grammar/{name}.pest\", \
                 source: include_str!({source:?}), entry: {entry:?} }},\n        \
                 bnf: {bnf},\n        \
                 rules: {rules},\n    \
             }},",
            variant = row.variant,
            name = row.name,
            document = row.document,
            cited_as = row.cited_as,
            date = row.date,
            family = row.family_value(),
            source = format!("{manifest_dir}/grammar/{}.pest", row.name),
            entry = row.entry,
            rules = row
                .rules
                .as_ref()
                .map_or("None".to_owned(), |r| format!("Some(RuleSet::{r})")),
        );
    }
    code.push_str("];\n");
    let _ = writeln!(
        code,
        "\n/// Each edition's family, as its row names it ([`Edition::family`]): a\n\
         /// `match`, so that a `match` on the family is one jump on the edition\n\
         /// (read from `ROWS`, it was a load and then the jump).\n\
         pub(super) const fn family_of(edition: Edition) -> Family {{\n    \
         match edition {{"
    );
    for row in rows {
        let _ = writeln!(
            code,
            "        Edition::{} => {},",
            row.variant,
            row.family_value()
        );
    }
    code.push_str("    }\n}\n");
    code
}

/// The modules of `urispec::productions` over `rows`.
pub fn productions(rows: &[Row]) -> String {
    let mut code =
        String::from("// Written by build.rs (build/editions.rs) from src/edition/table.tsv.\n");
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
        "// Written by build.rs (build/editions.rs) from src/edition/table.tsv.\n\n\
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
