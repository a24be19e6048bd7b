//! urispec in the browser: the spec reader's page (`web/static/`) calls
//! these functions of the library, compiled to WebAssembly and bound with
//! wasm-bindgen. They hold no logic of their own: each hands the page, as
//! JSON text, what a public item of the library gives.
//!
//! - [`verdicts`]: `urispec::verdicts` on one input, a record per edition
//!   (the record of `urispec parse --json`, [`urispec::check::json::Record`],
//!   with the top-level production of [`urispec::verdicts::Verdict::production`]
//!   first, as `urispec verdicts --json` writes it);
//! - [`editions`]: each edition's name, document and date ([`urispec::EDITIONS`]);
//! - [`examples`]: the examples the documents print ([`urispec::examples`]);
//! - [`explain`]: the parse tree of one input under one edition
//!   ([`urispec::explain()`], serialized: what `urispec explain` prints), or
//!   the error record of its rejection;
//! - [`rule`]: one rule of one edition's grammar beside the document's
//!   production ([`urispec::grammar_diff::rule`], the record of
//!   `urispec grammar-diff SPEC --rule NAME --json`);
//! - [`resolutions`]: a reference resolved against a base under every rule
//!   set ([`urispec::verdicts::records`], the lines of
//!   `urispec verdicts --base BASE --json`);
//! - [`diff_editions`]: two editions' transcriptions compared production by
//!   production ([`urispec::grammar_diff::editions`], the record of
//!   `urispec grammar-diff --editions A B --json`);
//! - [`grammars`]: the editions grammar-diff knows
//!   ([`urispec::grammar_diff::builtins`]).
//!
//! No function panics on any input (a panic in WebAssembly aborts the
//! module): the library answers every string with a parse or a typed
//! error, and a record that could not be written (serde_json's error, which
//! these records never raise), an unknown edition or rule is handed to the
//! page as a thrown `Error` with the library's message.
//!
//! ```
//! let rows: serde_json::Value = serde_json::from_str(&urispec_web::verdicts(
//!     "http://info.cern.ch:8000/imaginary/test",
//! ).unwrap()).unwrap();
//! let row = |spec: &str| rows.as_array().unwrap().iter().find(|r| r["spec"] == spec).unwrap();
//! assert_eq!(row("rfc1630")["error"]["offset"], 19);
//! assert_eq!(row("rfc1630-url")["production"], "httpaddress");
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

use serde::Serialize;
use urispec::check::json::{ErrorRecord, Record};
use urispec::explain::Tree;
use urispec::Edition;
use wasm_bindgen::prelude::*;

/// One row of the page's matrix: the production that matched, then the
/// record of `urispec parse --json` (input, spec, valid, error, parts).
#[derive(Serialize)]
struct Row<'a> {
    production: Option<&'static str>,
    #[serde(flatten)]
    record: Record<'a>,
}

/// One edition, as the page heads its row.
#[derive(Serialize)]
struct EditionRow {
    name: &'static str,
    document: &'static str,
    date: &'static str,
}

/// One example a document prints.
#[derive(Serialize)]
struct ExampleRow {
    document: &'static str,
    number: u32,
    text: String,
    note: &'static str,
}

/// `text` as JSON, or the page's `Error`.
fn json<T: Serialize + ?Sized>(value: &T) -> Result<String, JsError> {
    serde_json::to_string(value).map_err(|e| JsError::new(&e.to_string()))
}

/// `input` under every edition of `urispec::Edition::ALL`, oldest first: a
/// JSON array of records, each `production` (`null` when rejected), then
/// `input`, `spec`, `valid`, `error` (offset, expected, productions,
/// literals, end_of_input, found, message) and the family's named parts.
///
/// # Errors
///
/// serde_json's, if a record could not be written (none can).
#[wasm_bindgen]
pub fn verdicts(input: &str) -> Result<String, JsError> {
    let rows: Vec<Row<'_>> = urispec::verdicts(input)
        .iter()
        .map(|v| Row {
            production: v.production(),
            record: Record::of(v.grammar(), input, v.outcome()),
        })
        .collect();
    json(&rows)
}

/// Every edition, oldest first: a JSON array of `{name, document, date}`.
///
/// # Errors
///
/// serde_json's, if the array could not be written (it cannot).
#[wasm_bindgen]
pub fn editions() -> Result<String, JsError> {
    let rows: Vec<EditionRow> = urispec::EDITIONS
        .iter()
        .map(|e| EditionRow {
            name: e.name,
            document: e.document,
            date: e.date,
        })
        .collect();
    json(&rows)
}

/// Every example URI the documents print, in document order: a JSON array
/// of `{document, number, text, note}` (`text` with its line breaks).
///
/// # Errors
///
/// serde_json's, if the array could not be written (it cannot).
#[wasm_bindgen]
pub fn examples() -> Result<String, JsError> {
    let rows: Vec<ExampleRow> = urispec::examples::all()
        .map(|e| ExampleRow {
            document: e.document,
            number: e.number,
            text: e.text().into_owned(),
            note: e.note,
        })
        .collect();
    json(&rows)
}

/// A parse tree, or why there is none.
#[derive(Serialize)]
struct Explained<'a> {
    tree: Option<Tree<'a>>,
    error: Option<ErrorRecord>,
}

/// The page's `Error` with `e`'s message.
fn thrown(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// The parse tree of `input` under the edition named `spec`, as
/// `urispec explain --spec SPEC INPUT` prints it: a JSON object
/// `{tree, error}`, `tree` being `{spec, input, nodes}` with each node
/// `{production, section, start, end, depth, text}` in pre-order (`null`
/// when the grammar rejects the input), `error` the rejection's record (as
/// in [`verdicts`]; `null` when accepted).
///
/// # Errors
///
/// An unknown edition (the library's message), or serde_json's.
#[wasm_bindgen]
pub fn explain(spec: &str, input: &str) -> Result<String, JsError> {
    let edition: Edition = spec.parse().map_err(thrown)?;
    let explained = match urispec::explain(edition, input) {
        Ok(tree) => Explained {
            tree: Some(tree),
            error: None,
        },
        Err(e) => Explained {
            tree: None,
            error: Some(ErrorRecord::of(&e)),
        },
    };
    json(&explained)
}

/// The rule `name` (the `.pest` name or the printed one) of the edition
/// `spec`'s grammar beside the document's production: the JSON object of
/// `urispec grammar-diff SPEC --rule NAME --json`.
///
/// # Errors
///
/// An unknown edition or rule (the library's message, with the closest
/// names), or serde_json's.
#[wasm_bindgen]
pub fn rule(spec: &str, name: &str) -> Result<String, JsError> {
    let card = urispec::grammar_diff::rule(spec, name).map_err(thrown)?;
    json(&card.record())
}

/// `reference` resolved against `base` under every rule set, oldest
/// document first: a JSON array of the lines of
/// `urispec verdicts --base BASE REFERENCE --json` (`base`, `reference`,
/// `rules`, `resolved`, `error`, `answer`).
///
/// # Errors
///
/// serde_json's, if the array could not be written (it cannot).
#[wasm_bindgen]
pub fn resolutions(base: &str, reference: &str) -> Result<String, JsError> {
    let all = urispec::verdicts::resolutions(base, reference);
    json(&urispec::verdicts::records(base, reference, &all))
}

/// The transcriptions of editions `a` and `b` compared production by
/// production: the JSON object of `urispec grammar-diff --editions A B
/// --json` (`a`, `b`, `rows`, `summary`).
///
/// # Errors
///
/// An unknown edition (the library's message), or serde_json's.
#[wasm_bindgen]
pub fn diff_editions(a: &str, b: &str) -> Result<String, JsError> {
    let report = urispec::grammar_diff::editions(a, b).map_err(thrown)?;
    json(&report.record())
}

/// The editions grammar-diff knows (each with a transcription of its BNF),
/// oldest first: a JSON array of names.
///
/// # Errors
///
/// serde_json's, if the array could not be written (it cannot).
#[wasm_bindgen]
pub fn grammars() -> Result<String, JsError> {
    let names: Vec<&str> = urispec::grammar_diff::builtins().map(|b| b.name).collect();
    json(&names)
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    fn rows(input: &str) -> Vec<Value> {
        match serde_json::from_str(&super::verdicts(input).unwrap()).unwrap() {
            Value::Array(rows) => rows,
            other => panic!("not an array: {other}"),
        }
    }

    #[test]
    fn a_row_per_edition_in_the_order_of_the_table() {
        let editions: Value = serde_json::from_str(&super::editions().unwrap()).unwrap();
        let rows = rows("http://info.cern.ch:8000/imaginary/test");
        assert_eq!(rows.len(), urispec::Edition::ALL.len());
        for ((row, edition), info) in rows
            .iter()
            .zip(urispec::Edition::ALL)
            .zip(editions.as_array().unwrap())
        {
            assert_eq!(row["spec"], edition.name());
            assert_eq!(info["name"], edition.name());
            assert_eq!(info["date"], edition.info().date);
        }
    }

    #[test]
    fn the_rows_are_the_cli_records_with_the_production() {
        let input = "http://info.cern.ch:8000/imaginary/test";
        let rows = rows(input);
        let row = |spec: &str| rows.iter().find(|r| r["spec"] == spec).unwrap();
        let rfc1630 = row("rfc1630");
        assert_eq!(rfc1630["valid"], false);
        assert_eq!(rfc1630["production"], Value::Null);
        assert_eq!(rfc1630["error"]["offset"], 19);
        assert_eq!(rfc1630["host"], Value::Null);
        let url = row("rfc1630-url");
        assert_eq!(url["spec"], "rfc1630-url");
        assert_eq!(url["valid"], true);
        assert_eq!(url["production"], "httpaddress");
        assert_eq!(url["host"], "info.cern.ch");
        assert_eq!(url["port"], "8000");
        assert_eq!(url["error"], Value::Null);
        // The keys in record order (the page lists the parts in it).
        let text = super::verdicts(input).unwrap();
        let row = &text[text.find(r#"{"production":"httpaddress""#).unwrap()..];
        let keys = [
            "\"input\"",
            "\"spec\"",
            "\"valid\"",
            "\"error\"",
            "\"kind\"",
            "\"scheme\"",
        ];
        let at: Vec<usize> = keys.iter().map(|k| row.find(k).unwrap()).collect();
        assert!(at.windows(2).all(|w| w[0] < w[1]), "{row}");
    }

    #[test]
    fn hostile_inputs_get_records() {
        for input in [
            "",
            "\u{0}",
            "%",
            "http://[",
            &"a/".repeat(100_000),
            "\u{FFFD}:x",
        ] {
            assert_eq!(rows(input).len(), urispec::Edition::ALL.len());
        }
    }

    fn value(text: Result<String, wasm_bindgen::JsError>) -> Value {
        serde_json::from_str(&text.unwrap_or_else(|_| panic!("an error"))).unwrap()
    }

    #[test]
    fn a_tree_is_the_librarys_in_pre_order() {
        let input = "gopher://spinaltap.micro.umn.edu/00/Weather";
        let explained = value(super::explain("rfc1630-url", input));
        assert_eq!(explained["error"], Value::Null);
        let tree = urispec::explain(urispec::Edition::Rfc1630Url, input).unwrap();
        let nodes = explained["tree"]["nodes"].as_array().unwrap();
        assert_eq!(nodes.len(), tree.nodes().len());
        for (node, expected) in nodes.iter().zip(tree.nodes()) {
            assert_eq!(node["production"], expected.production.name);
            assert_eq!(node["start"], expected.span.start);
            assert_eq!(node["end"], expected.span.end);
            assert_eq!(node["depth"], expected.depth);
            assert_eq!(node["text"], tree.text(expected));
        }
        let rejected = value(super::explain("rfc1630", "http://info.cern.ch:8000/x"));
        assert_eq!(rejected["tree"], Value::Null);
        assert_eq!(rejected["error"]["offset"], 19);
    }

    #[test]
    fn the_panes_are_the_librarys_records() {
        let card = value(super::rule("rfc1630-url", "gtype"));
        assert_eq!(card["rule"], "gtype");
        assert_eq!(card["document"]["path"], "grammar/spec/rfc1630-url.bnf");
        let all = value(super::resolutions("http://a/b/c/d;p?q", "?y"));
        let all = all.as_array().unwrap();
        assert_eq!(all.len(), urispec::RuleSet::ALL.len());
        let of = |name: &str| all.iter().find(|r| r["rules"] == name).unwrap();
        assert_ne!(of("rfc2396")["answer"], of("rfc1808")["answer"]);
        let diff = value(super::diff_editions("rfc2396", "rfc3986"));
        assert_eq!(
            (&diff["a"], &diff["b"]),
            (&"rfc2396".into(), &"rfc3986".into())
        );
        assert!(!diff["rows"].as_array().unwrap().is_empty());
        let names = value(super::grammars());
        assert!(names.as_array().unwrap().iter().any(|n| n == "rfc3986"));
    }

    #[test]
    fn the_examples_keep_their_line_breaks() {
        let all: Value = serde_json::from_str(&super::examples().unwrap()).unwrap();
        let all = all.as_array().unwrap();
        assert_eq!(all.len(), urispec::examples::all().count());
        let broken = all
            .iter()
            .filter(|e| e["text"].as_str().unwrap().contains('\n'));
        assert!(broken.count() > 0);
        assert!(all
            .iter()
            .all(|e| !e["text"].as_str().unwrap().contains("\\n")));
    }
}
