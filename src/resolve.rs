//! Resolution of partial (relative) forms against a context (base), under the
//! rules of each document that defined them, and the inverse
//! ([`relativize`]).
//!
//! | rules | document | where |
//! | --- | --- | --- |
//! | `uri-draft` | T. Berners-Lee, "Universal Resource Identifiers in WWW" Internet Draft | "Partial (relative) form" |
//! | `rfc1630` | RFC 1630 (June 1994) | "Partial (relative) form", p.10 |
//! | `url-draft-02` | URL Internet Draft 02 (October 1993) | "PARTIAL FORM" |
//! | `rfc1808` | RFC 1808 (June 1995) | §2.4 (parsing), §4 (steps 1-7) |
//! | `rfc2396` | RFC 2396 (August 1998) | Appendix B (parsing), §5.2 (steps 1-7) |
//! | `rfc3986` | RFC 3986 (January 2005) | Appendix B (parsing), §5.2.1-5.2.4 |
//!
//! Each rule set splits base and reference the way its own document says and
//! follows its own steps, numbered as the document numbers them (the TBL texts
//! print unnumbered paragraphs; they are counted here as rules 1-4 in order).
//! None of them validates against a grammar: that is [`crate::parse`]'s job.
//!
//! # Examples
//!
//! ```
//! use urispec::resolve::{resolve, RuleSet};
//!
//! let base = "http://a/b/c/d;p?q";
//! assert_eq!(resolve(base, "?y", RuleSet::Rfc2396)?.to_string(), "http://a/b/c/?y");
//! assert_eq!(resolve(base, "?y", RuleSet::Rfc1808)?.to_string(), "http://a/b/c/d;p?y");
//! // An empty or fragment-only reference is "the current document" (RFC 2396 §4.2).
//! assert!(resolve(base, "#s", RuleSet::Rfc2396)?.is_same_document());
//! assert_eq!(resolve(base, "#s", RuleSet::Rfc2396)?.to_string(), "http://a/b/c/d;p?q#s");
//! // TBL's string rules on runs of slashes.
//! assert_eq!(resolve("magic://a/b/c//d/e/f", "/g", RuleSet::UriDraft)?.to_string(), "magic://a/g");
//! assert_eq!(resolve("magic://a/b/c//d/e/f", "/g", RuleSet::Rfc1630)?.to_string(), "magic://a/b/c//d/g");
//! assert!(resolve("magic://a/b/c//d/e/f", "///g", RuleSet::Rfc1630).is_err());
//! # Ok::<(), urispec::resolve::ResolveError>(())
//! ```
//!
//! # Differences from the specification
//!
//! - RFC 1630's printed example `/g → magic://a/g` contradicts its own rule
//!   (the "no greater number of consecutive slashes to the right" qualifier
//!   gives `magic://a/b/c//d/g`); the rule text is followed, and the author
//!   later said the examples were in error. `uri-draft` has no qualifier and
//!   gives the printed answer.
//! - The TBL texts and the URL draft do not say what an empty or
//!   fragment-only partial form means; as the fragment is not part of the
//!   URI, it is taken as the context itself ([`Resolved::SameDocument`]).
//!   They also do not bound the scheme test ("a colon before any slash"): a
//!   colon after `?` or `#` is not taken as ending a scheme.
//! - `url-draft-02` does not say how a partial form beginning with `//` is
//!   handled; it is read as its rule 2 (host and everything after it given).
//! - The TBL texts and the URL draft do not say what a partial form with the
//!   context's own scheme (`http:g` in an `http` context) means; it has a
//!   colon before any slash, so it is taken as a full form (`http:g`), not
//!   through the "loophole" later RFCs describe.
//! - TBL's rule 4 ("recursively removed") does not say in which order
//!   overlapping matches go; they are removed left to right, and `xxx` is
//!   never `..` itself.
//! - TBL's texts know no authority, and rule 4's `xxx` is any complete path
//!   element, the void one between the two slashes of `//` included: too many
//!   `..` climb over the host and then over that void element
//!   (`magic://a/b` + `../../g` gives `magic:/g`, + `../../../g` gives
//!   `magic:g`). The rule is applied as written.
//! - `url-draft-02` merges into `hostport [ / path ]`: against a context
//!   with a host and no path, the merged path starts after the `/` that the
//!   draft's BNF writes outside `path` (`http://a` + `g` gives `http://a/g`).
//!
//! Where a document's steps, followed literally, give a surprising answer,
//! the answer is kept and pinned by a test: RFC 1808 step 6 and RFC 2396 step
//! 6a merge `g` with the empty path of `http://a` into `http://ag` (RFC 3986
//! §5.2.3 added the leading `/`), and RFC 1808 §2.4.3 lets the `net_loc` run
//! to the next `/` only, so `//g?y` has the net_loc `g?y`.

mod dots;
mod relativize;

use std::fmt;

pub use crate::spec::{RuleSet, UnknownRules};

pub use relativize::relativize;

/// What to do with `..` segments left at the start of a merged path
/// (RFC 2396 §5.2 step 6g; RFC 1808 and RFC 2396 print them kept).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum SurplusDotDot {
    /// "retaining these components in the resolved path": `http://a/../g`
    /// (the answer Appendix C.2 prints).
    #[default]
    Keep,
    /// "removing them from the resolved path": `http://a/g` (what RFC 3986
    /// later required).
    Remove,
    /// "avoiding traversal of the reference": an error naming step 6g.
    Refuse,
}

/// A rule set with the choices its document leaves open.
///
/// The defaults are the answers the documents print first: RFC 2396 C.2 keeps
/// surplus `..` (`../../../g` gives `http://a/../g`) and reads `http:g` as
/// absolute ("for validating parsers"); RFC 3986 is strict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules {
    set: RuleSet,
    surplus_dotdot: SurplusDotDot,
    same_scheme_relative: bool,
}

impl Rules {
    /// The rules of `set`, with the defaults: RFC 2396 §5.2 step 6g keeps
    /// surplus `..` (the answer Appendix C.2 prints first), and a reference
    /// with a scheme is absolute (step 3, "validating parsers").
    pub const fn new(set: RuleSet) -> Self {
        Rules {
            set,
            surplus_dotdot: SurplusDotDot::Keep,
            same_scheme_relative: false,
        }
    }

    /// RFC 2396 §5.2 step 6g: what to do with surplus leading `..` segments
    /// (only `rfc2396` reads this).
    pub const fn surplus_dotdot(mut self, choice: SurplusDotDot) -> Self {
        self.surplus_dotdot = choice;
        self
    }

    /// RFC 2396 §5.2 step 3 "for backwards compatibility" / RFC 3986 §5.2.2
    /// non-strict parsers: a reference whose scheme equals a hierarchical
    /// base's is read as relative (`http:g` gives `http://a/b/c/g`). Only
    /// `rfc2396` and `rfc3986` read this.
    pub const fn same_scheme_relative(mut self, on: bool) -> Self {
        self.same_scheme_relative = on;
        self
    }

    /// The document whose rules these are.
    pub const fn set(&self) -> RuleSet {
        self.set
    }
}

impl From<RuleSet> for Rules {
    fn from(set: RuleSet) -> Self {
        Rules::new(set)
    }
}

/// The result of [`resolve`]: a URI, or "the current document".
///
/// `Display` gives the resolved URI string; a same-document result displays
/// as the base without its fragment, followed by the reference's fragment.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Resolved {
    /// The full form.
    Uri(String),
    /// A reference to the current document (RFC 2396 §4.2 and §5.2 step 2:
    /// an empty reference or a fragment alone).
    SameDocument {
        /// The base without its fragment.
        document: String,
        /// The reference's fragment, without `#`.
        fragment: Option<String>,
    },
}

impl Resolved {
    /// Is this "the current document" (RFC 2396 §4.2: "a reference to the
    /// current document")?
    pub fn is_same_document(&self) -> bool {
        matches!(self, Resolved::SameDocument { .. })
    }
}

impl fmt::Display for Resolved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Resolved::Uri(uri) => f.write_str(uri),
            Resolved::SameDocument { document, fragment } => {
                f.write_str(document)?;
                match fragment {
                    Some(frag) => write!(f, "#{frag}"),
                    None => Ok(()),
                }
            }
        }
    }
}

/// Why a partial form could not be resolved (or a target not relativized).
/// Each variant names the rule set and the step that fails.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ResolveError {
    /// The base (context) has no scheme, so it is not a full form.
    #[error("{rules}: the base `{base}` is not absolute (no scheme)")]
    BaseNotAbsolute {
        /// The rule set.
        rules: RuleSet,
        /// The base given.
        base: String,
    },
    /// RFC 1630 / the URI draft, rule 2: the partial form starts with `slashes`
    /// slashes but the context has no run of exactly that many (with no
    /// longer run to its right, under RFC 1630).
    #[error("{rules} rule 2: the context has no run of exactly {slashes} slashes{qualifier} to take the prefix from")]
    NoSlashRun {
        /// The rule set.
        rules: RuleSet,
        /// The number of slashes the partial form starts with.
        slashes: usize,
        /// `" with no longer run to its right"` under RFC 1630, else empty.
        qualifier: &'static str,
    },
    /// RFC 2396 §5.2 step 6g with [`SurplusDotDot::Refuse`]: the merged path
    /// still begins with `..`.
    #[error("rfc2396 step 6g: the merged path `{path}` still begins with \"..\"")]
    SurplusDotDot {
        /// The merged path after steps 6a-6f.
        path: String,
    },
    /// [`relativize`]: no partial form, not even the target itself, resolves
    /// against the base back to the target under these rules (a target that
    /// the rules rewrite, such as `http://a/./g` under RFC 3986's dot
    /// removal).
    #[error("{rules}: no reference resolves against `{base}` to `{target}`")]
    Unreachable {
        /// The rule set.
        rules: RuleSet,
        /// The base given.
        base: String,
        /// The target given.
        target: String,
    },
    /// [`relativize`]: the target is not absolute (no scheme).
    #[error("{rules}: the target `{target}` is not absolute (no scheme)")]
    TargetNotAbsolute {
        /// The rule set.
        rules: RuleSet,
        /// The target given.
        target: String,
    },
}

/// Resolve `reference` against `base` under `rules`.
///
/// # Errors
///
/// [`ResolveError`] naming the step that cannot apply: a base without a
/// scheme, RFC 1630's rule 2 without a matching run of slashes, RFC 2396's
/// step 6g when refusing surplus `..`.
pub fn resolve(
    base: &str,
    reference: &str,
    rules: impl Into<Rules>,
) -> Result<Resolved, ResolveError> {
    let rules = rules.into();
    match rules.set {
        RuleSet::UriDraft | RuleSet::Rfc1630 => tbl(base, reference, rules.set),
        RuleSet::UrlDraft02 => url_draft_02(base, reference),
        RuleSet::Rfc1808 => rfc1808(base, reference),
        RuleSet::Rfc2396 => rfc2396(base, reference, rules),
        RuleSet::Rfc3986 => rfc3986(base, reference, rules),
    }
}

// ---------------------------------------------------------------------------
// Splitting.

/// The part before the first `#`, and the fragment after it.
fn split_fragment(s: &str) -> (&str, Option<&str>) {
    match s.split_once('#') {
        Some((uri, frag)) => (uri, Some(frag)),
        None => (s, None),
    }
}

/// TBL's test for a full form: "the latter must have a colon and that colon
/// must occur before any slash characters" (RFC 1630). Also stops at `?`
/// (see the module docs). Gives the scheme and the rest.
fn tbl_full_form(uri: &str) -> Option<(&str, &str)> {
    let i = uri.find([':', '/', '?'])?;
    (uri.as_bytes()[i] == b':').then(|| (&uri[..i], &uri[i + 1..]))
}

/// The five components of RFC 2396 / RFC 3986 Appendix B:
/// `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Components<'a> {
    pub(crate) scheme: Option<&'a str>,
    pub(crate) authority: Option<&'a str>,
    pub(crate) path: &'a str,
    pub(crate) query: Option<&'a str>,
    pub(crate) fragment: Option<&'a str>,
}

impl<'a> Components<'a> {
    pub(crate) fn appendix_b(s: &'a str) -> Self {
        // $1 = ([^:/?#]+):
        let (scheme, rest) = match s.find([':', '/', '?', '#']) {
            Some(i) if i > 0 && s.as_bytes()[i] == b':' => (Some(&s[..i]), &s[i + 1..]),
            Some(_) | None => (None, s),
        };
        // $3 = //([^/?#]*)
        let (authority, rest) = match rest.strip_prefix("//") {
            Some(after) => {
                let end = after.find(['/', '?', '#']).unwrap_or(after.len());
                (Some(&after[..end]), &after[end..])
            }
            None => (None, rest),
        };
        // $5 = [^?#]*
        let end = rest.find(['?', '#']).unwrap_or(rest.len());
        let (path, rest) = rest.split_at(end);
        // $6 = \?([^#]*), $8 = #(.*)
        let (query, fragment) = match rest.strip_prefix('?') {
            Some(after) => {
                let (q, f) = split_fragment(after);
                (Some(q), f)
            }
            None => (None, rest.strip_prefix('#')),
        };
        Components {
            scheme,
            authority,
            path,
            query,
            fragment,
        }
    }
}

/// RFC 2396 §5.2 step 7 (and RFC 3986 §5.3): recombine, keeping undefined
/// apart from empty.
fn recompose(
    scheme: Option<&str>,
    authority: Option<&str>,
    path: &str,
    query: Option<&str>,
    fragment: Option<&str>,
) -> String {
    let mut result = String::with_capacity(path.len() + 16);
    if let Some(s) = scheme {
        result.push_str(s);
        result.push(':');
    }
    if let Some(a) = authority {
        result.push_str("//");
        result.push_str(a);
    }
    result.push_str(path);
    if let Some(q) = query {
        result.push('?');
        result.push_str(q);
    }
    if let Some(f) = fragment {
        result.push('#');
        result.push_str(f);
    }
    result
}

/// Everything up to and including the right-most `/` ("" when there is none).
fn directory(path: &str) -> &str {
    path.rfind('/').map_or("", |i| &path[..=i])
}

// ---------------------------------------------------------------------------
// TBL: the "URIs in WWW" Internet Draft and RFC 1630.

/// Where the TBL texts and the URL draft stand before their path rules.
enum Start<'a> {
    /// The answer is already decided.
    Decided(Resolved),
    /// A partial form to expand: the context's scheme and the rest after its
    /// colon, the partial form before `#`, and its fragment.
    Partial((&'a str, &'a str, &'a str, Option<&'a str>)),
}

/// The steps the TBL texts and the URL draft share: split the context and the
/// partial form at `#`; an empty partial form names the context itself (not
/// covered by the rules: the fragment is not part of the URI); and rule 1,
/// "If the scheme parts are different, the whole absolute URI must be given.
/// Otherwise, the scheme is omitted": a full form (a colon before any slash)
/// stands as it is.
fn tbl_start<'a>(
    base: &'a str,
    reference: &'a str,
    rules: RuleSet,
) -> Result<Start<'a>, ResolveError> {
    let (context, _) = split_fragment(base);
    let Some((scheme, context_rest)) = tbl_full_form(context) else {
        return Err(ResolveError::BaseNotAbsolute {
            rules,
            base: base.to_owned(),
        });
    };
    let (partial, fragment) = split_fragment(reference);
    if partial.is_empty() {
        return Ok(Start::Decided(Resolved::SameDocument {
            document: context.to_owned(),
            fragment: fragment.map(str::to_owned),
        }));
    }
    if tbl_full_form(partial).is_some() {
        return Ok(Start::Decided(Resolved::Uri(reference.to_owned())));
    }
    Ok(Start::Partial((scheme, context_rest, partial, fragment)))
}

/// The URI draft and RFC 1630, "Partial (relative) form": string rules on
/// the context, which has no authority concept.
fn tbl(base: &str, reference: &str, rules: RuleSet) -> Result<Resolved, ResolveError> {
    let (scheme, context_rest, partial, fragment) = match tbl_start(base, reference, rules)? {
        Start::Decided(resolved) => return Ok(resolved),
        Start::Partial(parts) => parts,
    };
    // The context's path, without its search.
    let context_path = context_rest
        .find('?')
        .map_or(context_rest, |i| &context_rest[..i]);
    let leading = partial.bytes().take_while(|&b| b == b'/').count();
    if leading > 0 {
        // Rule 2: keep the context up to (not including) the first run of
        // exactly `leading` slashes (RFC 1630: "which has no greater number
        // of consecutive slashes anywhere to the right of it") and prepend it.
        let qualified = rules == RuleSet::Rfc1630;
        return match dots::slash_run(context_path, leading, qualified) {
            Some(at) => Ok(Resolved::Uri(format!(
                "{scheme}:{}{reference}",
                &context_path[..at]
            ))),
            None => Err(ResolveError::NoSlashRun {
                rules,
                slashes: leading,
                qualifier: if qualified {
                    " with no longer run to its right"
                } else {
                    ""
                },
            }),
        };
    }
    // Rule 3: "The last part of the path of the context URI (anything
    // following the rightmost slash) is removed, and the given partial URI
    // appended in its place" (all of it when there is no slash).
    let partial_path_end = partial.find('?').unwrap_or(partial.len());
    let mut path = String::with_capacity(context_path.len() + partial.len());
    path.push_str(directory(context_path));
    path.push_str(&partial[..partial_path_end]);
    // Rule 4: "Within the result, all occurrences of "xxx/../" or "/." are
    // recursively removed, where xxx, ".." and "." are complete path elements."
    let path = dots::tbl(&path);
    Ok(Resolved::Uri(format!(
        "{scheme}:{path}{}{}",
        &partial[partial_path_end..],
        fragment.map_or(String::new(), |f| format!("#{f}"))
    )))
}

// ---------------------------------------------------------------------------
// The URL draft 02 (October 1993).

/// The URL draft 02, "PARTIAL FORM": scheme, then host and port, then path.
fn url_draft_02(base: &str, reference: &str) -> Result<Resolved, ResolveError> {
    let rules = RuleSet::UrlDraft02;
    let (scheme, context_rest, partial, fragment) = match tbl_start(base, reference, rules)? {
        Start::Decided(resolved) => return Ok(resolved),
        Start::Partial(parts) => parts,
    };
    // Rule 2: a different host and/or port means "host, port and the whole
    // rest" are given: read as a partial form starting with "//".
    if partial.starts_with("//") {
        return Ok(Resolved::Uri(format!("{scheme}:{reference}")));
    }
    // The context's `//hostport` and path (up to `?`).
    let (hostport, context_path) = match context_rest.strip_prefix("//") {
        Some(after) => {
            let end = after.find(['/', '?']).unwrap_or(after.len());
            (&context_rest[..end + 2], &after[end..])
        }
        None => ("", context_rest),
    };
    let context_path = context_path
        .find('?')
        .map_or(context_path, |i| &context_path[..i]);
    let partial_path_end = partial.find('?').unwrap_or(partial.len());
    let (partial_path, search) = partial.split_at(partial_path_end);
    let path = if partial_path.starts_with('/') {
        // Rule 3: "a leading slash makes it absolute": it replaces the path.
        partial_path.to_owned()
    } else {
        // Rule 3, otherwise: drop the last part of the context path, append
        // the partial path, and repeatedly remove "/xxx/.." and "/." where
        // xxx, ".." and "." are complete path elements.
        // A context with a host and no path: the `/` of `hostport [ / path ]`
        // separates the two, so the merged path starts after it.
        let directory = match directory(context_path) {
            "" if !hostport.is_empty() => "/",
            dir => dir,
        };
        let mut merged = directory.to_owned();
        merged.push_str(partial_path);
        dots::url_draft_02(&merged)
    };
    Ok(Resolved::Uri(format!(
        "{scheme}:{hostport}{path}{search}{}",
        fragment.map_or(String::new(), |f| format!("#{f}"))
    )))
}

// ---------------------------------------------------------------------------
// RFC 1808.

/// A URL split as RFC 1808 §2.4 says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Rfc1808Parts<'a> {
    scheme: Option<&'a str>,
    net_loc: Option<&'a str>,
    path: &'a str,
    params: Option<&'a str>,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

impl<'a> Rfc1808Parts<'a> {
    /// RFC 1808 §2.4.1-2.4.6, in order.
    fn parse(s: &'a str) -> Self {
        // 2.4.1: the fragment after the first "#".
        let (s, fragment) = split_fragment(s);
        // 2.4.2: a colon after the first character and before any character
        // not allowed in a scheme name (alphanumerics, "+", ".", "-").
        let scheme_end = s
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '+' | '.' | '-')))
            .filter(|&i| i > 0 && s.as_bytes()[i] == b':');
        let (scheme, s) = match scheme_end {
            Some(i) => (Some(&s[..i]), &s[i + 1..]),
            None => (None, s),
        };
        // 2.4.3: "//" then the net_loc up to the next "/".
        let (net_loc, s) = match s.strip_prefix("//") {
            Some(after) => {
                let end = after.find('/').unwrap_or(after.len());
                (Some(&after[..end]), &after[end..])
            }
            None => (None, s),
        };
        // 2.4.4: the query after the first "?".
        let (s, query) = match s.split_once('?') {
            Some((p, q)) => (p, Some(q)),
            None => (s, None),
        };
        // 2.4.5: the params after the first ";".
        let (path, params) = match s.split_once(';') {
            Some((p, q)) => (p, Some(q)),
            None => (s, None),
        };
        // 2.4.6: the rest is the path, with its leading "/" if any.
        Rfc1808Parts {
            scheme,
            net_loc,
            path,
            params,
            query,
            fragment,
        }
    }

    /// Step 7: recombine.
    fn recombine(&self) -> String {
        let mut out = recompose(self.scheme, self.net_loc, self.path, None, None);
        if let Some(p) = self.params {
            out.push(';');
            out.push_str(p);
        }
        if let Some(q) = self.query {
            out.push('?');
            out.push_str(q);
        }
        if let Some(f) = self.fragment {
            out.push('#');
            out.push_str(f);
        }
        out
    }
}

/// RFC 1808 says "empty" for both a missing and a void component.
fn non_empty(part: Option<&str>) -> bool {
    part.is_some_and(|p| !p.is_empty())
}

/// RFC 1808 §4, steps 1-7.
fn rfc1808(base: &str, reference: &str) -> Result<Resolved, ResolveError> {
    // Step 1: "If the base URL is the empty string (unknown), the embedded
    // URL is interpreted as an absolute URL and we are done."
    if base.is_empty() {
        return Ok(Resolved::Uri(reference.to_owned()));
    }
    // Step 2: both are parsed (§2.4).
    let b = Rfc1808Parts::parse(base);
    let mut r = Rfc1808Parts::parse(reference);
    let Some(base_scheme) = b.scheme else {
        return Err(ResolveError::BaseNotAbsolute {
            rules: RuleSet::Rfc1808,
            base: base.to_owned(),
        });
    };
    // Step 2a: an entirely empty embedded URL is the base URL.
    if reference.is_empty() {
        return Ok(Resolved::Uri(base.to_owned()));
    }
    // Step 2b: a scheme name means an absolute URL.
    if r.scheme.is_some() {
        return Ok(Resolved::Uri(reference.to_owned()));
    }
    // Step 2c: inherit the base scheme.
    r.scheme = Some(base_scheme);
    // Step 3: a non-empty net_loc skips to step 7; else inherit the base's.
    if !non_empty(r.net_loc) {
        r.net_loc = b.net_loc;
        // Step 4: a path preceded by "/" is not relative: skip to step 7.
        if !r.path.starts_with('/') {
            if r.path.is_empty() {
                // Step 5: an empty path inherits the base path, and
                r.path = b.path;
                // a) non-empty params skip to step 7, else inherit them, and
                if !non_empty(r.params) {
                    r.params = b.params;
                    // b) a non-empty query skips to step 7, else inherit it.
                    if !non_empty(r.query) {
                        r.query = b.query;
                    }
                }
            } else {
                // Step 6: drop the last segment of the base path, append the
                // reference path, then 6a-6d.
                let merged = format!("{}{}", directory(b.path), r.path);
                let path = dots::rfc1808_2396(&merged, SurplusDotDot::Keep).unwrap_or(merged);
                // Step 7: recombine.
                return Ok(Resolved::Uri(Rfc1808Parts { path: &path, ..r }.recombine()));
            }
        }
    }
    // Step 7: recombine.
    Ok(Resolved::Uri(r.recombine()))
}

// ---------------------------------------------------------------------------
// RFC 2396.

/// Is the URI hierarchical (`hier_part`): an authority or an absolute path?
fn hierarchical(c: &Components<'_>) -> bool {
    c.authority.is_some() || c.path.starts_with('/')
}

/// RFC 2396 §5.2, steps 1-7.
fn rfc2396(base: &str, reference: &str, rules: Rules) -> Result<Resolved, ResolveError> {
    let b = Components::appendix_b(base);
    let Some(base_scheme) = b.scheme else {
        return Err(ResolveError::BaseNotAbsolute {
            rules: RuleSet::Rfc2396,
            base: base.to_owned(),
        });
    };
    // Step 1: parse the reference into its components (§4.3, Appendix B).
    let mut r = Components::appendix_b(reference);
    // Step 2: an empty path with no scheme, authority or query is a reference
    // to the current document.
    if r.path.is_empty() && r.scheme.is_none() && r.authority.is_none() && r.query.is_none() {
        return Ok(Resolved::SameDocument {
            document: split_fragment(base).0.to_owned(),
            fragment: r.fragment.map(str::to_owned),
        });
    }
    // Step 3: a scheme means an absolute URI ...
    if let Some(scheme) = r.scheme {
        // ... unless, "for backwards compatibility", it is the base's scheme
        // and the base is hierarchical: then drop it and go on.
        let loophole = rules.same_scheme_relative
            && scheme.eq_ignore_ascii_case(base_scheme)
            && hierarchical(&b);
        if !loophole {
            return Ok(Resolved::Uri(reference.to_owned()));
        }
    }
    // Step 3, otherwise: inherit the base scheme.
    r.scheme = Some(base_scheme);
    let path: String = if r.authority.is_some() {
        // Step 4: an authority means a network-path: skip to step 7.
        r.path.to_owned()
    } else {
        // Step 4, otherwise: inherit the base authority.
        r.authority = b.authority;
        if r.path.starts_with('/') {
            // Step 5: an absolute-path: skip to step 7.
            r.path.to_owned()
        } else {
            // Step 6a: all but the last segment of the base path; 6b: append
            // the reference path; 6c-6f: dot segments; 6g: surplus "..";
            // 6h: the buffer is the new path.
            let merged = format!("{}{}", directory(b.path), r.path);
            dots::rfc1808_2396(&merged, rules.surplus_dotdot)
                .ok_or(ResolveError::SurplusDotDot { path: merged })?
        }
    };
    // Step 7: recombine.
    Ok(Resolved::Uri(recompose(
        r.scheme,
        r.authority,
        &path,
        r.query,
        r.fragment,
    )))
}

// ---------------------------------------------------------------------------
// RFC 3986.

/// RFC 3986 §5.2.2 (transform references), with 5.2.3 (merge), 5.2.4
/// (remove_dot_segments) and 5.3 (recomposition).
fn rfc3986(base: &str, reference: &str, rules: Rules) -> Result<Resolved, ResolveError> {
    // 5.2.1: the base must have a scheme.
    let b = Components::appendix_b(base);
    let Some(base_scheme) = b.scheme else {
        return Err(ResolveError::BaseNotAbsolute {
            rules: RuleSet::Rfc3986,
            base: base.to_owned(),
        });
    };
    let mut r = Components::appendix_b(reference);
    // 5.2.2: "if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme)".
    if rules.same_scheme_relative
        && r.scheme
            .is_some_and(|s| s.eq_ignore_ascii_case(base_scheme))
    {
        r.scheme = None;
    }
    let (scheme, authority, path, query);
    if let Some(s) = r.scheme {
        // "if defined(R.scheme) then T.path = remove_dot_segments(R.path) ..."
        scheme = s;
        authority = r.authority;
        path = dots::rfc3986(r.path);
        query = r.query;
    } else {
        if r.authority.is_some() {
            // "if defined(R.authority) then T.path = remove_dot_segments(R.path) ..."
            authority = r.authority;
            path = dots::rfc3986(r.path);
            query = r.query;
        } else {
            if r.path.is_empty() {
                // "if (R.path == "") then T.path = Base.path; T.query = R.query
                // if defined, else Base.query"
                path = b.path.to_owned();
                query = r.query.or(b.query);
            } else {
                if r.path.starts_with('/') {
                    path = dots::rfc3986(r.path);
                } else {
                    // 5.2.3 merge, then remove_dot_segments.
                    let merged = if b.authority.is_some() && b.path.is_empty() {
                        format!("/{}", r.path)
                    } else {
                        format!("{}{}", directory(b.path), r.path)
                    };
                    path = dots::rfc3986(&merged);
                }
                query = r.query;
            }
            authority = b.authority;
        }
        scheme = base_scheme;
    }
    // "T.fragment = R.fragment"; 5.3: recompose.
    Ok(Resolved::Uri(recompose(
        Some(scheme),
        authority,
        &path,
        query,
        r.fragment,
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appendix_b_example() {
        let c = Components::appendix_b("http://www.ics.uci.edu/pub/ietf/uri/#Related");
        assert_eq!(c.scheme, Some("http"));
        assert_eq!(c.authority, Some("www.ics.uci.edu"));
        assert_eq!(c.path, "/pub/ietf/uri/");
        assert_eq!(c.query, None);
        assert_eq!(c.fragment, Some("Related"));
    }

    #[test]
    fn rfc1808_parsing_order() {
        let p = Rfc1808Parts::parse("http://a/b/c/d;p?q#f");
        assert_eq!(
            (p.scheme, p.net_loc, p.path, p.params, p.query, p.fragment),
            (
                Some("http"),
                Some("a"),
                "/b/c/d",
                Some("p"),
                Some("q"),
                Some("f")
            )
        );
        // The net_loc runs to the next "/" only (§2.4.3).
        assert_eq!(Rfc1808Parts::parse("//g?y").net_loc, Some("g?y"));
    }
}
