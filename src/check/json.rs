//! The JSON records of `urispec parse --json` and `urispec check --json`
//! (feature `serde`), which every front end writes alike: the command, and
//! the Python package's `check`, whose records are these serialized.
//!
//! A record is `input`, `spec`, `valid`, `error`, then the named parts of
//! the edition's family ([`Parts`]) in a fixed order: every key present,
//! `null` where the input has no such part, and every part `null` for an
//! invalid input. `check` puts `file` (when a file is read) and `line`
//! before these keys.
//!
//! ```
//! use urispec::check::json::Record;
//! use urispec::Edition;
//! let input = "http://a b/";
//! let record = Record::of(Edition::Rfc2396, input, &urispec::parse(Edition::Rfc2396, input));
//! let json = serde_json::to_value(&record).unwrap();
//! assert_eq!(json["valid"], false);
//! assert_eq!(json["error"]["offset"], 8);
//! assert_eq!(json["error"]["productions"], serde_json::json!(["net_path", "abs_path"]));
//! assert_eq!(json["host"], serde_json::Value::Null);
//! ```

use std::fmt;

use serde::Serialize;

use crate::edition::Edition;
use crate::error::{Expected, SyntaxError};
use crate::syntax::{Parsed, Parts};

/// One record: an input, its verdict under one edition, its parts.
#[derive(Debug, Serialize)]
pub struct Record<'a> {
    /// The input (lossily decoded when it is not UTF-8).
    pub input: &'a str,
    /// The edition's name.
    pub spec: &'static str,
    /// Whether the grammar accepts the input.
    pub valid: bool,
    /// Why it does not.
    pub error: Option<ErrorRecord>,
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
            Err(e) => Record::invalid(grammar, input, ErrorRecord::of(e)),
        }
    }

    /// The record of an input rejected with `error`: every part `null`.
    pub fn invalid(grammar: Edition, input: &'a str, error: ErrorRecord) -> Self {
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
pub struct ErrorRecord {
    /// The byte offset of the error, if it has one.
    pub offset: Option<usize>,
    /// What was expected there, and what each entry is.
    #[serde(flatten)]
    pub expected: ExpectedLists,
    /// The character found there (`null` at the end of the input).
    pub found: Option<char>,
    /// The error's one-line message.
    pub message: Message,
}

impl ErrorRecord {
    /// The record of a syntax error.
    pub fn of(e: &SyntaxError) -> Self {
        ErrorRecord {
            offset: Some(e.offset()),
            expected: ExpectedLists::of(e),
            found: e.found(),
            message: Message::Syntax(e.clone()),
        }
    }

    /// The record of a line that is not UTF-8, whose first invalid byte is
    /// at `valid_up_to` ([`super::not_utf8_message`]).
    pub fn not_utf8(valid_up_to: usize) -> Self {
        ErrorRecord {
            offset: Some(valid_up_to),
            expected: ExpectedLists::default(),
            found: None,
            message: Message::Text(super::not_utf8_message(valid_up_to)),
        }
    }
}

/// An error's one-line message, written only when the record is (`check
/// --quiet` counts the records of rejected lines and writes none:
/// formatting each message cost more than explaining the rejection).
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

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
pub struct ExpectedLists {
    /// The full list.
    pub expected: Vec<&'static str>,
    /// The productions in it, by spec name.
    pub productions: Vec<&'static str>,
    /// The delimiters in it, as written.
    pub literals: Vec<&'static str>,
    /// Whether the input could have ended there.
    pub end_of_input: bool,
}

impl ExpectedLists {
    /// The "expected" keys of a syntax error.
    pub fn of(e: &SyntaxError) -> Self {
        ExpectedLists {
            expected: e.expected().iter().map(Expected::name).collect(),
            productions: e.expected_productions().collect(),
            literals: e.expected_literals().collect(),
            end_of_input: e.end_of_input_expected(),
        }
    }
}
