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
//!
//! # Checks
//!
//! Unless the rules are [`Rules::lenient`], resolution checks what it is
//! given and what it writes:
//!
//! - The base must parse as a full form under the rule set's grammar
//!   (`uri-draft`, `rfc1630`, `url-draft-02`, `rfc1808`, `rfc2396`,
//!   `rfc3986`). The reference is parsed under RFC 1808 §2.2 `URL` (which
//!   holds `relativeURL`) for `rfc1808`, under RFC 2396 §4 `URI-reference`
//!   (which holds `relativeURI`) for `rfc2396`, under RFC 3986 §4.1
//!   `URI-reference` for `rfc3986`. The TBL texts and the URL draft print no production for
//!   partial forms: a reference with a scheme is parsed as a full form under
//!   the grammar, any other under the grammar's `partial_eoi` entry rule
//!   (`path [ ? search ] [ # fragmentid ]`, what the "Partial (relative)
//!   form" prose uses), so the edition's own `xpalpha`, `xalpha` and
//!   `escape` decide. A failure is [`ResolveError::Syntax`]
//!   with the offset and the expected productions [`crate::parse`] gives.
//! - RFC 2396 §5: "relative URI cannot be used within a document that has an
//!   unsuitable base URI": a relative reference against a base without a
//!   `hier_part` (`mailto:a@b` + `x`) is [`ResolveError::OpaqueBase`]; a
//!   same-document reference (`#f`, §4.2) still resolves. RFC 1808 §2.3 says
//!   such differences between schemes "can be ignored by the resolution
//!   process", and RFC 3986 resolves against any base: those rule sets
//!   resolve as before.
//! - The result is never another URI than the steps computed: splitting it
//!   again under the same rules gives the computed components, or the step
//!   that writes it fails. RFC 1808 step 7 and RFC 2396 step 7 would glue a
//!   merged path without a leading `/` to the authority (`http://a` + `g`
//!   would give `http://ag`, + `@evil.example/x` would give a URI whose host
//!   is `evil.example`): [`ResolveError::PathAfterAuthority`] (RFC 3986
//!   §5.2.3 is where the merge later got its leading `/`). Any rule set with
//!   an authority would read a path beginning with `//` as one (`x:/a` +
//!   `.//g` would give `x://g`): [`ResolveError::Recombined`].
//! - A reference with no scheme that does not begin with `//` keeps the
//!   base's authority as RFC 3986 Appendix B reads both (none where the base
//!   has none): [`ResolveError::AuthorityChanged`]. Only the TBL texts, whose
//!   model knows no authority, write such results (see "Differences");
//!   [`Rules::literal`] gives them with a warning.
//!
//! Lenient rules keep the string-level steps: no grammar check, an opaque
//! base accepted, and the literal string written, with the error it would
//! have been as a warning ([`resolve_with_warning`]). Literal rules
//! ([`Rules::literal`]) keep the grammar checks and let only the TBL texts'
//! answers with another authority through, with a warning.
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
//!   `magic:g`), and rule 3 appends to the host (`http://a` +
//!   `evil.example/x` gives `http://evil.example/x`). These are the
//!   documents' literal answers, but every later reader sees another host
//!   (or none) in them, so they are refused by default
//!   ([`ResolveError::AuthorityChanged`]) and written, with that error as a
//!   warning, under [`Rules::literal`].
//! - `url-draft-02` merges into `hostport [ / path ]`: against a context
//!   with a host and no path, the merged path starts after the `/` that the
//!   draft's BNF writes outside `path` (`http://a` + `g` gives `http://a/g`).
//!
//! Where a document's steps, followed literally, give a surprising answer,
//! the answer is kept and pinned by a test: RFC 1808 §2.4.3 lets the
//! `net_loc` run to the next `/` only, so `//g?y` has the net_loc `g?y`.
//! Where they would write another URI than they computed (RFC 1808 step 6
//! and RFC 2396 step 6a merge `g` with the empty path of `http://a`, and
//! step 7 writes `http://ag`), the step is an error (see "Checks"); lenient
//! rules give the literal string.

mod base;
mod check;
mod dots;
mod parsed;
mod parts;
mod relativize;
mod rfc1808;
mod rfc2396;
mod rfc3986;
mod split;
mod tbl;
mod url_draft_02;

pub(crate) use dots::rfc3986 as remove_dot_segments;
use parts::{Parts, Steps};
use rfc1808::rfc1808;
use rfc2396::rfc2396;
use rfc3986::rfc3986;
pub(crate) use split::Components;
use split::*;
use tbl::tbl;
use url_draft_02::url_draft_02;

use std::fmt;

use crate::error::ResolveErrorKind;

pub use crate::edition::{RuleSet, UnknownRules};

pub use base::Base;
pub use check::Input;
pub use relativize::relativize;

/// What to do with `..` segments left at the start of a merged path
/// (RFC 2396 §5.2 step 6g; RFC 1808 and RFC 2396 print them kept).
///
/// ```
/// use urispec::resolve::{resolve, Rules, RuleSet, SurplusDotDot};
/// let base = "http://a/b/c/d;p?q";
/// let keep = Rules::new(RuleSet::Rfc2396);
/// assert_eq!(resolve(base, "../../../g", keep)?.to_string(), "http://a/../g");
/// let remove = keep.surplus_dotdot(SurplusDotDot::Remove);
/// assert_eq!(resolve(base, "../../../g", remove)?.to_string(), "http://a/g");
/// assert!(resolve(base, "../../../g", keep.surplus_dotdot(SurplusDotDot::Refuse)).is_err());
/// # Ok::<(), urispec::resolve::ResolveError>(())
/// ```
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

impl SurplusDotDot {
    /// The three choices, the default first.
    pub const ALL: [SurplusDotDot; 3] = [
        SurplusDotDot::Keep,
        SurplusDotDot::Remove,
        SurplusDotDot::Refuse,
    ];

    /// Its name, as the front ends take it (`--dotdot`, Python's
    /// `dotdot=`): `keep`, `remove` or `refuse`.
    pub const fn name(self) -> &'static str {
        match self {
            SurplusDotDot::Keep => "keep",
            SurplusDotDot::Remove => "remove",
            SurplusDotDot::Refuse => "refuse",
        }
    }
}

impl fmt::Display for SurplusDotDot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The name given is none of [`SurplusDotDot`]'s (RFC 2396 §5.2 step 6g's
/// three readings).
///
/// ```
/// use urispec::resolve::SurplusDotDot;
/// assert_eq!("remove".parse::<SurplusDotDot>()?, SurplusDotDot::Remove);
/// assert_eq!(SurplusDotDot::Refuse.to_string(), "refuse");
/// let e = "drop".parse::<SurplusDotDot>().unwrap_err();
/// assert_eq!(e.to_string(), "unknown surplus `..` choice `drop` (known: keep, remove, refuse)");
/// # Ok::<(), urispec::resolve::UnknownSurplusDotDot>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown surplus `..` choice `{0}` (known: keep, remove, refuse)")]
pub struct UnknownSurplusDotDot(pub String);

impl std::str::FromStr for SurplusDotDot {
    type Err = UnknownSurplusDotDot;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        SurplusDotDot::ALL
            .into_iter()
            .find(|d| d.name() == s)
            .ok_or_else(|| UnknownSurplusDotDot(s.to_owned()))
    }
}

/// A rule set with the choices its document leaves open.
///
/// The defaults are the answers the documents print first: RFC 2396 C.2 keeps
/// surplus `..` (`../../../g` gives `http://a/../g`) and reads `http:g` as
/// absolute ("for validating parsers"); RFC 3986 is strict.
///
/// ```
/// use urispec::resolve::{resolve, Rules, RuleSet};
/// let rules = Rules::new(RuleSet::Rfc2396).same_scheme_relative(true);
/// assert_eq!(resolve("http://a/b/c/d;p?q", "http:g", rules)?.to_string(), "http://a/b/c/g");
/// assert_eq!(rules.set(), RuleSet::Rfc2396);
/// # Ok::<(), urispec::resolve::ResolveError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules {
    set: RuleSet,
    surplus_dotdot: SurplusDotDot,
    same_scheme_relative: bool,
    lenient: bool,
    literal: bool,
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
            lenient: false,
            literal: false,
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
    /// `rfc1808` (the parsers RFC 2396 step 3 describes), `rfc2396` and
    /// `rfc3986` read this.
    pub const fn same_scheme_relative(mut self, on: bool) -> Self {
        self.same_scheme_relative = on;
        self
    }

    /// Today's string-level resolution: no check of the base and the
    /// reference against the grammar, an opaque base accepted under RFC 2396
    /// §5, and a path glued to the authority in step 7 (RFC 1808, RFC 2396)
    /// written as it is, with a warning ([`resolve_with_warning`]).
    pub const fn lenient(mut self, on: bool) -> Self {
        self.lenient = on;
        self
    }

    /// The TBL texts' literal answers where a later reader sees another
    /// host: their model has no authority (`//a` is part of the path), so
    /// rules 3 and 4 can climb over it (`http://a/b` + `../evil.example/x`
    /// gives `http://evil.example/x` under the URI draft) or write a path
    /// that reads as one (`x:/a` + `.//g` gives `x://g`). By default such a
    /// result is [`ResolveError::AuthorityChanged`]; with this switch it is
    /// written with that error as a warning ([`resolve_with_warning`]). Unlike
    /// [`Rules::lenient`], the base and the reference are still checked
    /// against the grammar. Lenient rules imply it.
    pub const fn literal(mut self, on: bool) -> Self {
        self.literal = on;
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
///
/// ```
/// use urispec::resolve::{resolve, Resolved, RuleSet};
/// let r = resolve("http://a/b/c/d;p?q", "g?y", RuleSet::Rfc2396)?;
/// assert_eq!(r, Resolved::Uri("http://a/b/c/g?y".to_owned()));
/// # Ok::<(), urispec::resolve::ResolveError>(())
/// ```
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

impl Resolved {
    /// The resolved URI string, as `Display` writes it, moved out where
    /// it is a [`Resolved::Uri`].
    ///
    /// ```
    /// use urispec::resolve::{resolve, RuleSet};
    /// let base = "http://a/b/c/d;p?q";
    /// assert_eq!(resolve(base, "g", RuleSet::Rfc3986)?.into_string(), "http://a/b/c/g");
    /// assert_eq!(resolve(base, "#s", RuleSet::Rfc2396)?.into_string(), "http://a/b/c/d;p?q#s");
    /// # Ok::<(), urispec::resolve::ResolveError>(())
    /// ```
    pub fn into_string(self) -> String {
        match self {
            Resolved::Uri(uri) => uri,
            same_document => same_document.to_string(),
        }
    }

    /// The resolved URI string, as `Display` writes it, borrowed where it
    /// is a [`Resolved::Uri`].
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use urispec::resolve::{resolve, RuleSet};
    /// let resolved = resolve("http://a/b/c/d;p?q", "g", RuleSet::Rfc3986)?;
    /// assert!(matches!(resolved.text(), Cow::Borrowed("http://a/b/c/g")));
    /// # Ok::<(), urispec::resolve::ResolveError>(())
    /// ```
    pub fn text(&self) -> std::borrow::Cow<'_, str> {
        match self {
            Resolved::Uri(uri) => std::borrow::Cow::Borrowed(uri),
            same_document => std::borrow::Cow::Owned(same_document.to_string()),
        }
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
///
/// ```
/// use urispec::resolve::{resolve, ResolveError, RuleSet};
/// let err = resolve("a/b", "g", RuleSet::Rfc2396).unwrap_err();
/// assert!(matches!(err, ResolveError::BaseNotAbsolute { .. }));
/// assert_eq!(err.to_string(), "rfc2396: the base `a/b` is not absolute (no scheme)");
/// # Ok::<(), urispec::resolve::ResolveError>(())
/// ```
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
    /// The base, the reference or the target does not parse under the rule
    /// set's grammar (the base and the target as a full form; the reference
    /// as RFC 2396 §4 `URI-reference`, or the TBL texts' and the URL draft's
    /// classes).
    #[error("the {input} `{text}` does not parse: {error}")]
    Syntax {
        /// The rule set.
        rules: RuleSet,
        /// Which input.
        input: Input,
        /// Its text.
        text: String,
        /// Where it stops matching, and what was expected there.
        error: crate::error::SyntaxError,
    },
    /// RFC 2396 §5: "relative URI cannot be used within a document that has
    /// an unsuitable base URI": a relative reference against a base without
    /// a `hier_part` (an `opaque_part`, such as `mailto:a@b`).
    #[error("rfc2396 §5: the base `{base}` has no hier_part (it is opaque), so a relative reference cannot be resolved against it; only a same-document reference (§4.2) can")]
    OpaqueBase {
        /// The base given.
        base: String,
    },
    /// RFC 1808 step 7 / RFC 2396 §5.2 step 7: the merged path does not begin
    /// with `/` and the base has an authority, so recombining would write the
    /// path into the authority and name another URI (`http://a` + `g` would
    /// give `http://ag`). RFC 3986 §5.2.3 later merges with a leading `/`.
    #[error("{rules} step 7: the merged path `{path}` does not begin with \"/\", so recombining would glue it to the authority `{authority}` and name another URI (RFC 3986 §5.2.3 later merges with a leading \"/\")")]
    PathAfterAuthority {
        /// The rule set.
        rules: RuleSet,
        /// The authority (net_loc) inherited from the base.
        authority: String,
        /// The merged path after the dot-segment steps.
        path: String,
    },
    /// The result, written from the components the steps computed, splits
    /// into other components (a path beginning with `//` and no authority
    /// would be read as one: `x:/a` + `.//g` would give `x://g`).
    #[error("{rules} {step}: writing the computed components gives `{resolved}`, which splits into other components (another URI)")]
    Recombined {
        /// The rule set.
        rules: RuleSet,
        /// The step that writes the result.
        step: &'static str,
        /// The string written.
        resolved: String,
    },
    /// The result has another authority than the base, as RFC 3986 Appendix
    /// B (and every reader after the TBL texts) splits them, although the
    /// reference has no scheme and does not begin with `//`: a host climbed
    /// over, replaced or removed (`http://a/b` + `../evil.example/x` gives
    /// `http://evil.example/x` under the URI draft, `http://a` +
    /// `@evil.example/x` gives `http://@evil.example/x` under RFC 1630), or
    /// one written where the base has none (`x:/a` + `.//g` gives `x://g`).
    /// The TBL texts know no authority ("Partial (relative) form": `//a` is
    /// part of the path), so this is their literal answer;
    /// [`Rules::literal`] gives it with this error as a warning.
    #[error("{rules}: `{reference}` against `{base}` gives `{resolved}`, whose authority {} where the base's {} (RFC 3986 Appendix B): another host to every later reader{}", describe(.resolved_authority.as_deref()), describe(.base_authority.as_deref()), model_note(*.rules))]
    AuthorityChanged {
        /// The rule set.
        rules: RuleSet,
        /// The base given.
        base: String,
        /// The reference given.
        reference: String,
        /// The string the steps write.
        resolved: String,
        /// The base's authority (RFC 3986 Appendix B), if it has one.
        base_authority: Option<String>,
        /// The result's authority (RFC 3986 Appendix B), if it has one.
        resolved_authority: Option<String>,
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

impl ResolveError {
    /// What kind of failure this is, the same under every rule set.
    pub fn kind(&self) -> ResolveErrorKind {
        match self {
            ResolveError::BaseNotAbsolute { .. } => ResolveErrorKind::BaseNotAbsolute,
            ResolveError::OpaqueBase { .. } => ResolveErrorKind::BaseNotHierarchical,
            ResolveError::NoSlashRun { .. }
            | ResolveError::SurplusDotDot { .. }
            | ResolveError::PathAfterAuthority { .. }
            | ResolveError::Recombined { .. }
            | ResolveError::AuthorityChanged { .. } => ResolveErrorKind::StepCannotApply,
            ResolveError::Syntax { .. } => ResolveErrorKind::Syntax,
            ResolveError::TargetNotAbsolute { .. } => ResolveErrorKind::TargetNotAbsolute,
            ResolveError::Unreachable { .. } => ResolveErrorKind::Unreachable,
        }
    }
}

/// An authority as [`ResolveError::AuthorityChanged`] words it.
fn describe(authority: Option<&str>) -> String {
    match authority {
        Some("") => "is empty".to_owned(),
        Some(a) => format!("is `{a}`"),
        None => "is absent".to_owned(),
    }
}

/// Why a rule set can write such a result at all.
fn model_note(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::UriDraft | RuleSet::Rfc1630 => {
            "; the document knows no authority (`//` and the host are part of the path), so this is its literal answer"
        }
        _ => "",
    }
}

impl ResolveError {
    /// `parts` of a base that has a scheme, or [`ResolveError::BaseNotAbsolute`]
    /// when it has none (every rule set needs an absolute base).
    pub(crate) fn absolute<T>(parts: Option<T>, rules: RuleSet, base: &str) -> Result<T, Self> {
        parts.ok_or_else(|| ResolveError::BaseNotAbsolute {
            rules,
            base: base.to_owned(),
        })
    }
}

/// Resolve `reference` against `base` under `rules`.
///
/// Unless the rules are [`Rules::lenient`], the base must parse as a full
/// form under the rule set's grammar and the reference as a partial or full
/// form (see the module docs).
///
/// # Errors
///
/// [`ResolveError`] naming the step that cannot apply: a base without a
/// scheme, a base or reference that does not parse, an opaque base under RFC
/// 2396 §5, RFC 1630's rule 2 without a matching run of slashes, RFC 2396's
/// step 6g when refusing surplus `..`, a path step 7 would glue to the
/// authority (RFC 1808, RFC 2396), a result with another authority than the
/// base's (the TBL texts, unless [`Rules::literal`]).
///
/// ```
/// use urispec::resolve::{resolve, RuleSet};
/// // RFC 1630's rule 2: `//g` takes the context's scheme only.
/// assert_eq!(resolve("magic://a/b/c//d/e/f", "//g", RuleSet::Rfc1630)?.to_string(), "magic://g");
/// assert_eq!(resolve("http://a/b/c/d;p?q", "../g", RuleSet::Rfc2396)?.to_string(), "http://a/b/g");
/// # Ok::<(), urispec::resolve::ResolveError>(())
/// ```
pub fn resolve(
    base: &str,
    reference: &str,
    rules: impl Into<Rules>,
) -> Result<Resolved, ResolveError> {
    resolve_with_warning(base, reference, rules).map(|(resolved, _)| resolved)
}

/// [`resolve`], with the error that [`Rules::lenient`] or [`Rules::literal`]
/// let pass, if any (RFC 2396 §5's opaque base, step 7's path glued to the
/// authority, another authority under the TBL texts): the result is then the
/// string the steps write literally.
///
/// # Errors
///
/// As [`resolve`].
///
/// ```
/// use urispec::resolve::{resolve_with_warning, Rules, RuleSet};
///
/// let lenient = Rules::new(RuleSet::Rfc2396).lenient(true);
/// let (resolved, warning) = resolve_with_warning("http://a", "g", lenient)?;
/// assert_eq!(resolved.to_string(), "http://ag");
/// assert!(warning.unwrap().to_string().starts_with("rfc2396 step 7"));
/// assert!(resolve_with_warning("http://a", "g", RuleSet::Rfc2396).is_err());
/// # Ok::<(), urispec::resolve::ResolveError>(())
/// ```
pub fn resolve_with_warning(
    base: &str,
    reference: &str,
    rules: impl Into<Rules>,
) -> Result<(Resolved, Option<ResolveError>), ResolveError> {
    Base::new(base, rules).resolve_with_warning(reference)
}

/// Each rule set's steps, up to writing the result.
///
/// `b` is the base's split by RFC 2396 / RFC 3986 Appendix B, made once
/// for every reference resolved against it ([`Base`]).
fn steps<'a>(
    (base, b): (&'a str, Components<'a>),
    reference: &'a str,
    rules: Rules,
    warning: &mut Option<ResolveError>,
) -> Result<Steps<'a>, ResolveError> {
    match rules.set {
        RuleSet::UriDraft | RuleSet::Rfc1630 => tbl(base, reference, rules.set),
        RuleSet::UrlDraft02 => url_draft_02(base, reference),
        RuleSet::Rfc1808 => rfc1808(base, reference, rules),
        RuleSet::Rfc2396 => rfc2396((base, b), reference, rules, warning),
        RuleSet::Rfc3986 => rfc3986((base, b), reference, rules),
    }
}
