//! The JSON records of `urispec parse --json` and `urispec check --json`
//! (feature `serde`), which every front end writes alike: the command, and
//! the Python package's `check`, whose records are these serialized.
//!
//! A [`Record`] is `input`, `spec`, `valid`, `error`, then the named parts
//! of the edition's family ([`Parts`]) in a fixed order: every key present,
//! `null` where the input has no such part, and every part `null` for an
//! invalid input: the record of `parse --json`.
//!
//! `check` writes a record as its [`Columns`]: `input`, `spec`, `valid`,
//! `error`, then the seven columns of RFC 3986 Appendix B's split of the
//! input ([`Split`]: `scheme`, `userinfo`, `host`, `port`, `path`, `query`,
//! `fragment`, the same whatever the edition, valid or not), then the
//! edition's named parts under `parts`. Every error is one [`ErrorRecord`]
//! (`kind`, `reason`, `offset`, the expected lists, `found`, `message`),
//! `null` where a key does not apply.
//!
//! ```
//! use urispec::check::json::Record;
//! use urispec::Edition;
//! let input = "http://a b/";
//! let record = Record::of(Edition::Rfc2396, input, &urispec::parse(Edition::Rfc2396, input));
//! let json = serde_json::to_value(&record).unwrap();
//! assert_eq!(json["valid"], false);
//! assert_eq!(json["error"]["kind"], "syntax");
//! assert_eq!(json["error"]["offset"], 8);
//! assert_eq!(json["error"]["productions"], serde_json::json!(["net_path", "abs_path"]));
//! assert_eq!(json["host"], serde_json::Value::Null);
//! // As `check` writes it: Appendix B's columns of any input, the parts apart.
//! let json = serde_json::to_value(record.columns()).unwrap();
//! let column = |key: &str| json[key].as_str();
//! assert_eq!((column("scheme"), column("host"), column("path")), (Some("http"), Some("a b"), Some("/")));
//! assert_eq!(json["parts"]["host"], serde_json::Value::Null);
//! ```

use std::fmt;

use serde::ser::SerializeStruct;
use serde::Serialize;

use crate::edition::Edition;
use crate::error::{Expected, SyntaxError};
use crate::resolve::ResolveError;
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

    /// The record as `check` writes it: RFC 3986 Appendix B's columns of
    /// the input, the parts under `parts`.
    pub fn columns(&self) -> Columns<'_, 'a> {
        Columns {
            record: self,
            split: Split::of(self.input),
        }
    }
}

/// A [`Record`] as `urispec check --json` writes it: `input`, `spec`,
/// `valid`, `error`, the seven columns of [`Split`], then `parts`, the
/// edition's named parts (the keys [`Record`] writes after `error`).
///
/// ```
/// use urispec::check::json::Record;
/// use urispec::Edition;
/// let input = "news:comp.infosystems.www";
/// let record = Record::of(Edition::Rfc1738, input, &urispec::parse(Edition::Rfc1738, input));
/// let json = serde_json::to_value(record.columns()).unwrap();
/// let keys: Vec<&str> = json.as_object().unwrap().keys().map(String::as_str).collect();
/// assert_eq!(keys[..12], ["input", "spec", "valid", "error", "scheme", "userinfo", "host",
///     "port", "path", "query", "fragment", "parts"]);
/// assert_eq!(json["path"], "comp.infosystems.www");
/// assert_eq!(json["parts"]["group"], "comp.infosystems.www");
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Columns<'r, 'a> {
    /// The record.
    pub record: &'r Record<'a>,
    /// Its input split.
    pub split: Split<'a>,
}

impl Serialize for Columns<'_, '_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Columns", 12)?;
        s.serialize_field("input", self.record.input)?;
        s.serialize_field("spec", self.record.spec)?;
        s.serialize_field("valid", &self.record.valid)?;
        s.serialize_field("error", &self.record.error)?;
        self.split.serialize_fields(&mut s)?;
        s.serialize_field("parts", &self.record.parts)?;
        s.end()
    }
}

/// RFC 3986 Appendix B's split of a string, which splits any string,
/// valid or not, the same whatever the edition:
///
/// ```text
/// ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
///  12            3  4          5       6  7        8 9
/// ```
///
/// `scheme` is `$2`, `path` `$5` (always there, perhaps empty), `query`
/// `$7`, `fragment` `$9`, and the authority `$4` split as RFC 3986 §3.2
/// writes it (`[ userinfo "@" ] host [ ":" port ]`): `userinfo` before its
/// last `@`, `port` the digits after the last `:` of the rest (perhaps
/// none: §3.2.3's `port = *DIGIT`), `host` what is left. A host that begins
/// with `[` (§3.2.2's `IP-literal`) has a port only after its `]`. A part
/// is `null` where the expression does not match its delimiter (no `:`
/// scheme, no `//`, no `@`, no port `:`, no `?`, no `#`) and `""` where it
/// matches an empty part, as Appendix B tells them apart; `host` is `null`
/// exactly when there is no authority.
///
/// ```
/// use urispec::check::json::Split;
/// let s = Split::of("http://user@[::1]:80/a?q#f");
/// assert_eq!((s.scheme, s.userinfo, s.host, s.port), (Some("http"), Some("user"), Some("[::1]"), Some("80")));
/// assert_eq!((s.path, s.query, s.fragment), (Some("/a"), Some("q"), Some("f")));
/// // Any string: an empty authority, an empty port, an empty query.
/// let s = Split::of("x://:?");
/// assert_eq!((s.host, s.port, s.path, s.query, s.fragment), (Some(""), Some(""), Some(""), Some(""), None));
/// // No `//`: no authority, whatever the path holds.
/// assert_eq!(Split::of("hypertext/WWW/a b").host, None);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Split<'a> {
    /// `$2`: the scheme.
    pub scheme: Option<&'a str>,
    /// The authority's userinfo, before its last `@`.
    pub userinfo: Option<&'a str>,
    /// The authority's host.
    pub host: Option<&'a str>,
    /// The authority's port: the digits after its last `:`.
    pub port: Option<&'a str>,
    /// `$5`: the path (`None` only in [`Split::NONE`]).
    pub path: Option<&'a str>,
    /// `$7`: the query.
    pub query: Option<&'a str>,
    /// `$9`: the fragment.
    pub fragment: Option<&'a str>,
}

impl<'a> Split<'a> {
    /// The columns of a record without a string to split: every one
    /// `null`.
    pub const NONE: Split<'static> = Split {
        scheme: None,
        userinfo: None,
        host: None,
        port: None,
        path: None,
        query: None,
        fragment: None,
    };

    /// The split of `input` (RFC 3986 Appendix B, the authority as RFC 3986
    /// §3.2 writes it).
    pub fn of(input: &'a str) -> Self {
        let c = crate::resolve::Components::appendix_b(input);
        let (userinfo, host, port) = match c.authority {
            Some(authority) => {
                let (userinfo, host, port) = split_authority(authority);
                (userinfo, Some(host), port)
            }
            None => (None, None, None),
        };
        Split {
            scheme: c.scheme,
            userinfo,
            host,
            port,
            path: Some(c.path),
            query: c.query,
            fragment: c.fragment,
        }
    }

    /// The seven columns as the fields of a struct being serialized.
    ///
    /// # Errors
    ///
    /// The serializer's.
    pub fn serialize_fields<S: SerializeStruct>(&self, s: &mut S) -> Result<(), S::Error> {
        s.serialize_field("scheme", &self.scheme)?;
        s.serialize_field("userinfo", &self.userinfo)?;
        s.serialize_field("host", &self.host)?;
        s.serialize_field("port", &self.port)?;
        s.serialize_field("path", &self.path)?;
        s.serialize_field("query", &self.query)?;
        s.serialize_field("fragment", &self.fragment)
    }

    /// The columns' names, in record order.
    pub const KEYS: [&'static str; 7] = [
        "scheme", "userinfo", "host", "port", "path", "query", "fragment",
    ];

    /// The columns' values, in the order of [`Split::KEYS`].
    pub fn values(&self) -> [Option<&'a str>; 7] {
        [
            self.scheme,
            self.userinfo,
            self.host,
            self.port,
            self.path,
            self.query,
            self.fragment,
        ]
    }
}

/// RFC 3986 §3.2 `authority = [ userinfo "@" ] host [ ":" port ]` read from
/// any string: the userinfo before the last `@`, the port the digits after
/// the last `:` of the rest (not inside an `IP-literal`'s brackets).
fn split_authority(authority: &str) -> (Option<&str>, &str, Option<&str>) {
    // Bytes from the end, not `rfind`: an authority is short, and `rfind`'s
    // search is made for long texts.
    let (userinfo, hostport) = match authority.bytes().rposition(|b| b == b'@') {
        Some(at) => (Some(&authority[..at]), &authority[at + 1..]),
        None => (None, authority),
    };
    let port_at = hostport.bytes().rposition(|b| b == b':').filter(|&colon| {
        let host = &hostport[..colon];
        hostport.as_bytes()[colon + 1..]
            .iter()
            .all(u8::is_ascii_digit)
            && (!host.starts_with('[') || host.ends_with(']'))
    });
    match port_at {
        Some(colon) => (userinfo, &hostport[..colon], Some(&hostport[colon + 1..])),
        None => (userinfo, hostport, None),
    }
}

/// What failed, the `kind` of an [`ErrorRecord`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The edition's grammar rejects the string (its `reason` is the
    /// [`SyntaxErrorKind`](crate::SyntaxErrorKind)'s name).
    Syntax,
    /// The string is not UTF-8 (RFC 3629) from `offset`.
    NotUtf8,
    /// The line is longer than the longest line read.
    TooLong,
    /// A line of an index or a record of an archive does not fit its
    /// format (its `reason` says how).
    Record,
    /// A reference did not resolve against its base (its `reason` is the
    /// [`ResolveErrorKind`](crate::ResolveErrorKind)'s name).
    Resolve,
}

impl ErrorKind {
    /// Its name in a record: `syntax`, `not-utf8`, `too-long`, `record`,
    /// `resolve`.
    ///
    /// ```
    /// assert_eq!(urispec::check::json::ErrorKind::NotUtf8.name(), "not-utf8");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::Syntax => "syntax",
            ErrorKind::NotUtf8 => "not-utf8",
            ErrorKind::TooLong => "too-long",
            ErrorKind::Record => "record",
            ErrorKind::Resolve => "resolve",
        }
    }
}

impl Serialize for ErrorKind {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// The `error` of a record, one shape for every error: what failed
/// (`kind`) and how (`reason`), where (`offset`), what was expected there
/// and found, and the message; `null` where a key does not apply (the
/// expected lists outside a syntax error).
#[derive(Debug, Serialize)]
pub struct ErrorRecord {
    /// What failed.
    pub kind: ErrorKind,
    /// How: a syntax error's kind, an index line's or an archive record's
    /// reason, a resolution's kind; `None` for the others.
    pub reason: Option<&'static str>,
    /// The byte offset of the error, if it has one.
    pub offset: Option<usize>,
    /// What was expected there, and what each entry is.
    #[serde(flatten)]
    pub expected: ExpectedLists,
    /// The character found there (`null` at the end of the input, and
    /// outside a syntax error).
    pub found: Option<char>,
    /// The error's one-line message.
    pub message: Message,
}

impl ErrorRecord {
    /// The record of a syntax error.
    pub fn of(e: &SyntaxError) -> Self {
        ErrorRecord {
            kind: ErrorKind::Syntax,
            reason: Some(e.kind().name()),
            offset: Some(e.offset()),
            expected: ExpectedLists::of(e),
            found: e.found(),
            message: Message::Syntax(e.clone()),
        }
    }

    /// The record of a line that is not UTF-8, whose first invalid byte is
    /// at `valid_up_to` ([`super::not_utf8_message`]).
    pub fn not_utf8(valid_up_to: usize) -> Self {
        ErrorRecord::other(
            ErrorKind::NotUtf8,
            None,
            Some(valid_up_to),
            super::not_utf8_message(valid_up_to),
        )
    }

    /// The record of an error that is no syntax error: its `kind`,
    /// `reason`, `offset` and `message`, the expected lists and `found`
    /// `null`.
    ///
    /// ```
    /// use urispec::check::json::{ErrorKind, ErrorRecord};
    /// let e = ErrorRecord::other(ErrorKind::Record, Some("time"), Some(14), "no time".to_owned());
    /// let json = serde_json::to_value(&e).unwrap();
    /// assert_eq!((json["kind"].as_str(), json["reason"].as_str()), (Some("record"), Some("time")));
    /// assert!(json["expected"].is_null());
    /// ```
    pub fn other(
        kind: ErrorKind,
        reason: Option<&'static str>,
        offset: Option<usize>,
        message: String,
    ) -> Self {
        ErrorRecord {
            kind,
            reason,
            offset,
            expected: ExpectedLists::default(),
            found: None,
            message: Message::Text(message),
        }
    }

    /// The record of a reference that did not resolve: `reason` the
    /// [`ResolveErrorKind`](crate::ResolveErrorKind)'s name; where a string
    /// did not parse, the syntax error's offset (in the string the message
    /// names), expected lists and character found.
    ///
    /// ```
    /// use urispec::check::json::ErrorRecord;
    /// use urispec::resolve::{resolve, RuleSet};
    /// let e = ErrorRecord::resolve(&resolve("a/b", "g", RuleSet::Rfc2396).unwrap_err());
    /// let json = serde_json::to_value(&e).unwrap();
    /// assert_eq!((json["kind"].as_str(), json["reason"].as_str()), (Some("resolve"), Some("base not absolute")));
    /// ```
    pub fn resolve(e: &ResolveError) -> Self {
        let reason = Some(e.kind().name());
        match e {
            ResolveError::Syntax { error, .. } => ErrorRecord {
                kind: ErrorKind::Resolve,
                reason,
                offset: Some(error.offset()),
                expected: ExpectedLists::of(error),
                found: error.found(),
                message: Message::Text(e.to_string()),
            },
            _ => ErrorRecord::other(ErrorKind::Resolve, reason, None, e.to_string()),
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
/// `end_of_input`; each `None` (`null`) where no grammar was asked (the
/// default).
#[derive(Debug, Default, Serialize)]
pub struct ExpectedLists {
    /// The full list.
    pub expected: Option<Vec<&'static str>>,
    /// The productions in it, by spec name.
    pub productions: Option<Vec<&'static str>>,
    /// The delimiters in it, as written.
    pub literals: Option<Vec<&'static str>>,
    /// Whether the input could have ended there.
    pub end_of_input: Option<bool>,
}

impl ExpectedLists {
    /// The "expected" keys of a syntax error.
    pub fn of(e: &SyntaxError) -> Self {
        ExpectedLists {
            expected: Some(e.expected().iter().map(Expected::name).collect()),
            productions: Some(e.expected_productions().collect()),
            literals: Some(e.expected_literals().collect()),
            end_of_input: Some(e.end_of_input_expected()),
        }
    }

    /// The full list, empty where no grammar was asked.
    pub fn names(&self) -> &[&'static str] {
        self.expected.as_deref().unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::Split;

    /// Appendix B's example, and the authority's parts.
    #[test]
    fn splits_as_appendix_b() {
        let s = Split::of("http://www.ics.uci.edu/pub/ietf/uri/#Related");
        assert_eq!(
            s.values(),
            [
                Some("http"),
                None,
                Some("www.ics.uci.edu"),
                None,
                Some("/pub/ietf/uri/"),
                None,
                Some("Related")
            ]
        );
        fn host_port(a: &str) -> (Option<&str>, Option<&str>, Option<&str>) {
            let s = Split::of(a);
            (s.userinfo, s.host, s.port)
        }
        assert_eq!(host_port("//a@b@c:1"), (Some("a@b"), Some("c"), Some("1")));
        assert_eq!(host_port("//@:"), (Some(""), Some(""), Some("")));
        assert_eq!(host_port("//a:b"), (None, Some("a:b"), None));
        assert_eq!(host_port("//[::1]"), (None, Some("[::1]"), None));
        assert_eq!(host_port("//[::1]:8"), (None, Some("[::1]"), Some("8")));
        assert_eq!(host_port("//[::8"), (None, Some("[::8"), None));
        assert_eq!(host_port("//a:٣"), (None, Some("a:٣"), None));
        assert_eq!(host_port("a:b"), (None, None, None));
        assert_eq!(Split::of("").path, Some(""));
        assert_eq!(Split::NONE.path, None);
    }
}
