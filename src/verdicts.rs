//! How one string fares under every edition: its parse under each grammar of
//! [`Edition::ALL`] ([`verdicts()`]), and a reference resolved against a base
//! under each rule set of [`RuleSet::ALL`] ([`resolutions`]).
//!
//! ```
//! let all = urispec::verdicts("http://info.cern.ch:8000/imaginary/test");
//! let rfc1630 = all.iter().find(|v| v.grammar() == urispec::Edition::Rfc1630).unwrap();
//! // RFC 1630 reserves `:`: its generic grammar stops at the port.
//! assert_eq!(rfc1630.outcome().as_ref().unwrap_err().offset(), 19);
//! let url = all.iter().find(|v| v.grammar() == urispec::Edition::Rfc1630Url).unwrap();
//! assert_eq!(url.production(), Some("httpaddress"));
//! ```

use crate::edition::Edition;
use crate::error::SyntaxError;
use crate::resolve::{self, ResolveError, RuleSet};
use crate::syntax::rfc2396::Uri;
use crate::syntax::Parsed;

/// The verdict of one edition's grammar on one string: a match of its whole
/// entry production (`fragmentaddress`, the URI draft and RFC 1630 "BNF of
/// Generic URI Syntax"; `url` or `fragmentaddress`, RFC 1630 "BNF for
/// specific URL schemes" and the URL drafts; `URI-reference`, RFC 2396 §4),
/// or where it stops matching.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Verdict<'a> {
    grammar: Edition,
    outcome: Result<Parsed<'a>, SyntaxError>,
}

impl<'a> Verdict<'a> {
    /// The grammar.
    pub fn grammar(&self) -> Edition {
        self.grammar
    }

    /// The typed tree, or where and why the grammar rejects the string.
    pub fn outcome(&self) -> &Result<Parsed<'a>, SyntaxError> {
        &self.outcome
    }

    /// Whether the grammar accepts the string.
    pub fn is_accepted(&self) -> bool {
        self.outcome.is_ok()
    }

    /// The top-level production that matched, under the grammar's own name:
    ///
    /// - `fragmentaddress` for the generic grammars (URI draft and RFC 1630,
    ///   "BNF of Generic URI Syntax": `fragmentaddress  uri [ # fragmentid ]`);
    /// - the address production of a URL (`httpaddress`, `gopheraddress`,
    ///   ..., `generic` for a scheme no production names; RFC 1630 "BNF for
    ///   specific URL schemes", the URL drafts);
    /// - `absoluteURI` or `relativeURI` under RFC 2396 (§3, §5), or
    ///   `URI-reference` for a reference with neither (`""`, `#f`, §4);
    /// - `URI` or `relative-ref` under RFC 3986 (§3, §4.2).
    ///
    /// `None` when the grammar rejects the string.
    pub fn production(&self) -> Option<&'static str> {
        self.outcome.as_ref().ok().map(production)
    }
}

/// The name of the top-level production of a parse (see
/// [`Verdict::production`]).
pub fn production(parsed: &Parsed<'_>) -> &'static str {
    match parsed {
        Parsed::Generic(_) => "fragmentaddress",
        Parsed::Url(url) => url.production(),
        Parsed::Rfc2396(r) => match r.uri() {
            Some(Uri::Absolute(_)) => "absoluteURI",
            Some(Uri::Relative(_)) => "relativeURI",
            None => "URI-reference",
        },
        Parsed::Rfc1808(r) => r.production(),
        Parsed::Rfc3986(r) => r.production(),
    }
}

/// `input` parsed under every grammar of [`Edition::ALL`], oldest edition
/// first.
pub fn verdicts(input: &str) -> Vec<Verdict<'_>> {
    Edition::ALL
        .iter()
        .map(|&grammar| Verdict {
            grammar,
            outcome: crate::syntax::parse(grammar, input),
        })
        .collect()
}

/// A reference resolved under one document's rules for partial forms (the
/// URI draft's and RFC 1630's "Partial (relative) form", the October 1993
/// URL draft's "PARTIAL FORM", RFC 1808 §4, RFC 2396 §5.2, RFC 3986 §5.2;
/// see [`crate::resolve`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Resolution {
    /// The rule set (its document's rules for partial forms).
    pub rules: RuleSet,
    /// The resolved URI, or why the rule set refuses the pair.
    pub outcome: Result<String, ResolveError>,
}

/// `reference` resolved against `base` under every rule set of
/// [`RuleSet::ALL`], oldest document first, each with its default
/// [`Rules`](crate::resolve::Rules) (checked, as [`resolve::resolve`]).
///
/// ```
/// let all = urispec::verdicts::resolutions("http://a/b/c/d;p?q", "?y");
/// let answer = |name: &str| all.iter().find(|r| r.rules.name() == name).unwrap().outcome.clone();
/// assert_eq!(answer("rfc2396").unwrap(), "http://a/b/c/?y");
/// assert_eq!(answer("rfc1808").unwrap(), "http://a/b/c/d;p?y");
/// ```
pub fn resolutions(base: &str, reference: &str) -> Vec<Resolution> {
    RuleSet::ALL
        .iter()
        .map(|&rules| Resolution {
            rules,
            outcome: resolve::resolve(base, reference, rules).map(|r| r.to_string()),
        })
        .collect()
}

/// A letter per distinct answer of `all`, in order of first appearance
/// (`A`, `B`, ..., then `A1`, ...); a refusal gets `-`. Two rule sets with
/// the same letter resolve the pair to the same text: the column of
/// `urispec verdicts --base` that says where the documents disagree.
///
/// ```
/// let all = urispec::verdicts::resolutions("http://a/b/c/d;p?q", "?y");
/// let letters = urispec::verdicts::answers(&all);
/// let of = |name: &str| &letters[all.iter().position(|r| r.rules.name() == name).unwrap()];
/// assert_ne!(of("rfc1808"), of("rfc2396"));
/// assert_eq!(of("rfc2396"), "A");
/// ```
pub fn answers(all: &[Resolution]) -> Vec<String> {
    let mut seen: Vec<&str> = Vec::new();
    all.iter()
        .map(|r| match &r.outcome {
            Ok(uri) => {
                let i = seen.iter().position(|s| s == uri).unwrap_or_else(|| {
                    seen.push(uri);
                    seen.len() - 1
                });
                letter(i)
            }
            Err(_) => "-".to_owned(),
        })
        .collect()
}

/// `A`..`Z`, then `A1`, ...
fn letter(i: usize) -> String {
    let c = char::from(b'A' + (i % 26) as u8);
    match i / 26 {
        0 => c.to_string(),
        n => format!("{c}{n}"),
    }
}

/// One line of `urispec verdicts --base BASE --json` (feature `serde`): the
/// pair, the rule set, what it resolves the pair to or why it refuses it,
/// and its letter of [`answers`].
#[cfg(feature = "serde")]
#[derive(Debug, serde::Serialize)]
#[non_exhaustive]
pub struct ResolutionRecord<'a> {
    /// The base.
    pub base: &'a str,
    /// The reference.
    pub reference: &'a str,
    /// The rule set's name.
    pub rules: &'static str,
    /// The resolved URI, when the rule set resolves the pair.
    pub resolved: Option<&'a str>,
    /// Why it refuses the pair: the error object of every record
    /// ([`ErrorRecord::resolve`](crate::check::json::ErrorRecord::resolve)).
    pub error: Option<crate::check::json::ErrorRecord>,
    /// The letter of its answer ([`answers`]).
    pub answer: String,
}

/// The records of `all`, the [`resolutions`] of `reference` against `base`:
/// the lines of `urispec verdicts --base BASE REFERENCE --json`, in order.
///
/// ```
/// let all = urispec::verdicts::resolutions("mailto:a", "x");
/// let records = urispec::verdicts::records("mailto:a", "x", &all);
/// // RFC 2396 §5 resolves nothing against an opaque base; RFC 1808 does.
/// let of = |name: &str| records.iter().find(|r| r.rules == name).unwrap();
/// let json = serde_json::to_value(of("rfc2396")).unwrap();
/// assert_eq!(json["answer"], "-");
/// assert_eq!(json["error"]["reason"], "base not hierarchical");
/// assert_eq!(of("rfc1808").resolved, Some("mailto:x"));
/// ```
#[cfg(feature = "serde")]
pub fn records<'a>(
    base: &'a str,
    reference: &'a str,
    all: &'a [Resolution],
) -> Vec<ResolutionRecord<'a>> {
    all.iter()
        .zip(answers(all))
        .map(|(r, answer)| {
            let (resolved, error) = match &r.outcome {
                Ok(uri) => (Some(uri.as_str()), None),
                Err(e) => (None, Some(crate::check::json::ErrorRecord::resolve(e))),
            };
            ResolutionRecord {
                base,
                reference,
                rules: r.rules.name(),
                resolved,
                error,
                answer,
            }
        })
        .collect()
}
