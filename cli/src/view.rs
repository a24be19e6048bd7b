//! The JSON records of `urispec parse`: the input, its edition, its
//! verdict and error, then the named parts of the edition's family as the
//! library gives them ([`urispec::Parts`], one struct per family in
//! `src/syntax/<family>/parts.rs`, serialized with its `serde` feature).
//!
//! A record is `input`, `spec`, `valid`, `error`, then the parts of the
//! edition's family in a fixed order: every key present, `null` where the
//! input has no such part, and every part `null` for an invalid input. The
//! parts are raw text, as in the input. The snapshot tests render their
//! `parts:` from the same library parts, so the JSON and the snapshots
//! cannot drift apart.

use serde::Serialize;
use serde_json::{Map, Value};
use urispec::{Edition, Expected, Parsed, Parts, SyntaxError};

/// How many characters of an input a readable heading shows.
const HEADING: usize = 80;

/// An input as a readable heading shows it: whole, or its first
/// [`HEADING`] characters and `…` (the record's `input` keeps it whole, and
/// the caret frame shows the characters around the error).
pub fn heading(input: &str) -> std::borrow::Cow<'_, str> {
    match input.char_indices().nth(HEADING) {
        Some((end, _)) => format!("{}…", &input[..end]).into(),
        None => input.into(),
    }
}

/// One record of `urispec parse --json`.
#[derive(Debug, Serialize)]
pub struct Record<'a> {
    /// The input (lossily decoded when it is not UTF-8).
    pub input: &'a str,
    /// The edition's name.
    pub spec: &'static str,
    /// Whether the grammar accepts the input.
    pub valid: bool,
    /// Why it does not.
    pub error: Option<ErrorView>,
    /// The family's parts.
    #[serde(flatten)]
    pub parts: Parts<'a>,
}

impl<'a> Record<'a> {
    /// The record of `input` whose parse under `grammar` gave `result`.
    pub fn of(grammar: Edition, input: &'a str, result: &Result<Parsed<'a>, SyntaxError>) -> Self {
        match result {
            Ok(parsed) => Record {
                input,
                spec: grammar.name(),
                valid: true,
                error: None,
                parts: parsed.parts(),
            },
            Err(e) => Record::invalid(grammar, input, ErrorView::of(e)),
        }
    }

    /// The record of an input rejected with `error`: every part `null`.
    pub fn invalid(grammar: Edition, input: &'a str, error: ErrorView) -> Self {
        Record {
            input,
            spec: grammar.name(),
            valid: false,
            error: Some(error),
            parts: Parts::absent(grammar),
        }
    }
}

/// The `error` of a record.
#[derive(Debug, Serialize)]
pub struct ErrorView {
    /// The byte offset of the error, if it has one.
    pub offset: Option<usize>,
    /// What was expected there, and what each entry is.
    #[serde(flatten)]
    pub expected: ExpectedView,
    /// The character found there (`null` at the end of the input).
    pub found: Option<char>,
    /// The error's one-line message.
    pub message: Message,
}

impl ErrorView {
    /// The view of a syntax error.
    pub fn of(e: &SyntaxError) -> Self {
        ErrorView {
            offset: Some(e.offset()),
            expected: ExpectedView::of(e),
            found: e.found(),
            message: Message::Syntax(e.clone()),
        }
    }
}

/// An error's one-line message, written only when the record is (`check
/// --quiet` counts the records of rejected lines and writes none: formatting
/// each message cost more than explaining the rejection).
#[derive(Debug)]
pub enum Message {
    /// A syntax error's `Display`.
    Syntax(SyntaxError),
    /// Any other error's text.
    Text(String),
}

impl From<String> for Message {
    fn from(text: String) -> Self {
        Message::Text(text)
    }
}

impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Message::Syntax(e) => e.fmt(f),
            Message::Text(text) => f.write_str(text),
        }
    }
}

impl Serialize for Message {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// The keys of an error's "expected" list: `expected` (the full list in
/// order: production names, delimiters unquoted, `end of input`), then the
/// same split by what each entry is: `productions`, `literals`,
/// `end_of_input`.
#[derive(Debug, Default, Serialize)]
pub struct ExpectedView {
    /// The full list.
    pub expected: Vec<&'static str>,
    /// The productions in it, by spec name.
    pub productions: Vec<&'static str>,
    /// The delimiters in it, as written.
    pub literals: Vec<&'static str>,
    /// Whether the input could have ended there.
    pub end_of_input: bool,
}

impl ExpectedView {
    /// The "expected" keys of a syntax error.
    pub fn of(e: &SyntaxError) -> Self {
        ExpectedView {
            expected: e.expected().iter().map(Expected::name).collect(),
            productions: e.expected_productions().collect(),
            literals: e.expected_literals().collect(),
            end_of_input: e.end_of_input_expected(),
        }
    }
}

/// Each part's key and JSON value, in record order (the library's
/// [`Parts`], serialized).
///
/// # Errors
///
/// When the parts do not serialise to a JSON object (they always do).
pub fn entries(parts: &Parts<'_>) -> serde_json::Result<Map<String, Value>> {
    match serde_json::to_value(parts)? {
        Value::Object(map) => Ok(map),
        other => Err(serde::ser::Error::custom(format!(
            "the parts serialise to {other}, not to an object"
        ))),
    }
}
