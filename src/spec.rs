//! The specification editions urispec knows: one table, [`EDITIONS`], with a
//! row per document, and the types derived from it.
//!
//! - [`Spec`] names every edition (CLI `--spec`/`--rules`, grammar files,
//!   modules, snapshot folders).
//! - [`Grammar`] names the editions with a `.pest` grammar here, the only
//!   ones [`crate::parse`] and [`crate::explain()`] take; [`GenericGrammar`]
//!   and [`UrlGrammar`] are its two families of more than one edition.
//! - [`RuleSet`] names the editions whose rules for partial forms
//!   [`crate::resolve`] follows.
//!
//! Every fact about an edition is one field of its row; everything else
//! reads the row. The table is written once, as the invocation of
//! `editions!` below, which also writes [`Spec`], [`Grammar`], the
//! families' enums and [`RuleSet`] from it: adding an edition is one row.

use std::fmt;
use std::str::FromStr;

#[macro_use]
mod editions;
mod grammar;

pub use grammar::{Family, NoGrammar, UnknownGrammar};

/// The notation a document's BNF is written in.
///
/// - [`Notation::Tbl`]: Tim Berners-Lee's notation (RFC 1630 p.22: "A vertical
///   line "|" indicates alternatives, and \[brackets\] indicate optional parts.
///   Spaces are represented by the word "space", and the vertical line
///   character by "vline". Single letters stand for single letters."), used by
///   the URI draft, RFC 1630 and the URL drafts.
/// - [`Notation::Rfc822`]: RFC 822 conventions "except that "|" is used to
///   designate alternatives" (RFC 1808 §2.2, RFC 1738 §5, RFC 2396 §1.6).
/// - [`Notation::Abnf`]: the Augmented BNF of RFC 5234 (RFC 3986 §1.3:
///   "This specification uses the Augmented Backus-Naur Form (ABNF) notation
///   of \[RFC2234\]"), with `/` between alternatives and case-insensitive
///   quoted strings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Notation {
    /// Name column and definition column, no `=` (RFC 1630 p.22).
    Tbl,
    /// `name = definition` with quoted literals (RFC 1808 §2.2).
    Rfc822,
    /// `name = definition` with `/` alternatives, `%x` values and
    /// `<a>*<b>` repetitions (RFC 5234 §2-§4).
    Abnf,
    /// A `.pest` grammar (the corrected stage).
    Pest,
}

impl Notation {
    /// The notation's name in reports (`tbl`, `rfc822`, `abnf`, `pest`).
    pub const fn name(self) -> &'static str {
        match self {
            Notation::Tbl => "tbl",
            Notation::Rfc822 => "rfc822",
            Notation::Abnf => "abnf",
            Notation::Pest => "pest",
        }
    }
}

/// One row of [`EDITIONS`]: what urispec knows of one edition and what it
/// has for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Edition {
    /// The edition.
    pub spec: Spec,
    /// Its spec name (`"rfc1630-url"`).
    pub name: &'static str,
    /// The document and the part of it the edition is.
    pub document: &'static str,
    /// When the document was published.
    pub date: &'static str,
    /// Its `.pest` grammar, when urispec has one.
    pub grammar: Option<GrammarFile>,
    /// Our transcription of its BNF, when it prints one.
    pub bnf: Option<BnfFile>,
    /// Its rules for partial forms, when urispec follows them.
    pub rules: Option<RuleSet>,
}

/// An edition's `.pest` grammar file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct GrammarFile {
    /// The grammar.
    pub grammar: Grammar,
    /// Its path in the repository (`grammar/rfc1630.pest`).
    pub path: &'static str,
    /// Its text, compiled in.
    pub source: &'static str,
    /// The rule that anchors a whole input (`SOI ~ ... ~ EOI`), in the
    /// "Entry points" section at the end of the file.
    pub entry: &'static str,
}

/// An edition's BNF as the document prints it, transcribed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct BnfFile {
    /// The notation the document writes it in.
    pub notation: Notation,
    /// The transcription's path in the repository
    /// (`grammar/spec/rfc1630.bnf`).
    pub path: &'static str,
    /// The transcription, compiled in.
    pub text: &'static str,
    /// The published text's file name and the heading of the block the
    /// transcription holds (`None`: no published text survives).
    pub published: Option<(&'static str, &'static str)>,
}

macro_rules! bnf_file {
    ($notation:ident, $name:literal, $published:expr) => {
        Some(BnfFile {
            notation: Notation::$notation,
            path: concat!("grammar/spec/", $name, ".bnf"),
            text: include_str!(concat!("../grammar/spec/", $name, ".bnf")),
            published: $published,
        })
    };
}

editions! {
    $
    /// `uri-draft`: T. Berners-Lee, "Universal Resource Identifiers in WWW",
    /// Internet Draft, section "BNF syntax".
    UriDraft {
        name: "uri-draft",
        document: "T. Berners-Lee, \"Universal Resource Identifiers in WWW\", Internet Draft, \"BNF syntax\"",
        date: "1993 or early 1994",
        grammar: Generic(uri_draft, "fragmentaddress_eoi"),
        bnf: bnf_file!(Tbl, "uri-draft", None),
        rules: "The URI draft, \"Partial (relative) form\": runs of slashes, no qualifier",
    },
    /// `rfc1630`: RFC 1630, "BNF of Generic URI Syntax" (pp. 22-23).
    Rfc1630 {
        name: "rfc1630",
        document: "RFC 1630, \"BNF of Generic URI Syntax\"",
        date: "June 1994",
        grammar: Generic(rfc1630, "fragmentaddress_eoi"),
        bnf: bnf_file!(Tbl, "rfc1630", Some(("rfc1630.txt", "BNF of Generic URI Syntax"))),
        rules: "RFC 1630, \"Partial (relative) form\": runs of slashes with the \"no greater number of consecutive slashes to the right\" qualifier",
    },
    /// `rfc1630-url`: RFC 1630, "BNF for specific URL schemes" (pp. 23-27).
    Rfc1630Url {
        name: "rfc1630-url",
        document: "RFC 1630, \"BNF for specific URL schemes\"",
        date: "June 1994",
        grammar: Url(rfc1630_url, "url_eoi"),
        bnf: bnf_file!(
            Tbl,
            "rfc1630-url",
            Some(("rfc1630.txt", "BNF for specific URL schemes"))
        ),
    },
    /// `url-draft-02`: the "Uniform Resource Locators" Internet Draft of
    /// October 1993, section "BNF syntax".
    UrlDraft02 {
        name: "url-draft-02",
        document: "\"Uniform Resource Locators\", Internet Draft, \"BNF syntax\"",
        date: "October 1993",
        grammar: Url(url_draft_02, "fragmentaddress_eoi"),
        bnf: bnf_file!(Tbl, "url-draft-02", None),
        rules: "The October 1993 URL draft, \"PARTIAL FORM\"",
    },
    /// `url-draft-03`: draft-ietf-uri-url-03, 21 March 1994.
    UrlDraft03 {
        name: "url-draft-03",
        document: "draft-ietf-uri-url-03, \"BNF for specific URL schemes\"",
        date: "March 1994",
        grammar: Url(url_draft_03, "url_eoi"),
        bnf: bnf_file!(
            Tbl,
            "url-draft-03",
            Some(("draft-ietf-uri-url-03.txt", "BNF for specific URL schemes"))
        ),
    },
    /// `rfc1738`: RFC 1738, "Uniform Resource Locators (URL)", §5 "BNF for
    /// specific URL schemes" (December 1994).
    Rfc1738 {
        name: "rfc1738",
        document: "RFC 1738, §5 \"BNF for specific URL schemes\"",
        date: "December 1994",
        grammar: Url(rfc1738, "url_eoi"),
        bnf: bnf_file!(
            Rfc822,
            "rfc1738",
            Some(("rfc1738.txt", "5. BNF for specific URL schemes"))
        ),
    },
    /// `rfc1808`: RFC 1808, "Relative Uniform Resource Locators" (June 1995).
    Rfc1808 {
        name: "rfc1808",
        document: "RFC 1808, \"Relative Uniform Resource Locators\"",
        date: "June 1995",
        grammar: Rfc1808(rfc1808, "URL_eoi"),
        bnf: bnf_file!(
            Rfc822,
            "rfc1808",
            Some(("rfc1808.txt", "2.2.  BNF for Relative URLs"))
        ),
        rules: "RFC 1808 §4, steps 1-7 (with §2.4's parsing)",
    },
    /// `rfc2396`: RFC 2396, Appendix A "Collected BNF for URI" (August 1998).
    Rfc2396 {
        name: "rfc2396",
        document: "RFC 2396, Appendix A \"Collected BNF for URI\"",
        date: "August 1998",
        grammar: Rfc2396(rfc2396, "URI_reference_eoi"),
        bnf: bnf_file!(
            Rfc822,
            "rfc2396",
            Some(("rfc2396.txt", "A. Collected BNF for URI"))
        ),
        rules: "RFC 2396 §5.2, steps 1-7 (with Appendix B's parsing)",
    },
    /// `rfc3986`: RFC 3986, "Uniform Resource Identifier (URI): Generic
    /// Syntax" (January 2005).
    Rfc3986 {
        name: "rfc3986",
        document: "RFC 3986, \"Uniform Resource Identifier (URI): Generic Syntax\"",
        date: "January 2005",
        grammar: Rfc3986(rfc3986, "URI_reference_eoi"),
        bnf: bnf_file!(
            Abnf,
            "rfc3986",
            Some(("rfc3986.txt", "Appendix A.  Collected ABNF for URI"))
        ),
        rules: "RFC 3986 §5.2 (5.2.1-5.2.4), for comparison with today's rule",
    },
}

impl Spec {
    /// The edition's row of [`EDITIONS`].
    pub const fn edition(self) -> &'static Edition {
        &EDITIONS[self as usize]
    }

    /// The spec name (`"rfc1630-url"`).
    pub const fn name(self) -> &'static str {
        self.edition().name
    }

    /// The document, with its date, for reports.
    pub fn title(self) -> String {
        let e = self.edition();
        format!("{} ({})", e.document, e.date)
    }

    /// The edition's grammar, when urispec has one.
    pub const fn grammar(self) -> Option<Grammar> {
        match self.edition().grammar {
            Some(file) => Some(file.grammar),
            None => None,
        }
    }

    /// The edition's rules for partial forms, when urispec follows them.
    pub const fn rules(self) -> Option<RuleSet> {
        self.edition().rules
    }
}

impl From<Spec> for &'static str {
    fn from(spec: Spec) -> Self {
        spec.name()
    }
}

/// The names of `items`, comma-separated, for error messages.
pub(crate) fn names<T: Copy + Into<Spec>>(items: &[T]) -> String {
    let names: Vec<&str> = items.iter().map(|&x| x.into().name()).collect();
    names.join(", ")
}

/// The item of `items` whose edition is named `name`.
fn by_name<T: Copy + Into<Spec>>(items: &[T], name: &str) -> Option<T> {
    items.iter().copied().find(|&x| x.into().name() == name)
}

/// `Display` as the spec name, for the types that name an edition.
macro_rules! display_as_spec_name {
    ($($ty:ty),*) => {$(
        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(Spec::from(*self).name())
            }
        }
    )*};
}

display_as_spec_name!(Spec, Grammar, GenericGrammar, UrlGrammar, RuleSet);

/// The spec name given is not one of [`Spec::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown spec `{0}` (known: {known})", known = names(&Spec::ALL))]
pub struct UnknownSpec(pub String);

impl FromStr for Spec {
    type Err = UnknownSpec;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        by_name(&Spec::ALL, s).ok_or_else(|| UnknownSpec(s.to_owned()))
    }
}

impl TryFrom<&str> for Spec {
    type Error = UnknownSpec;

    fn try_from(s: &str) -> Result<Self, Self::Error> {
        s.parse()
    }
}

/// For the types that name an edition through their `spec()`: `name()`,
/// the edition's spec name, and `From<_> for Spec`.
macro_rules! named_by_spec {
    ($( $(#[$attr:meta])* $ty:ident ),* $(,)?) => {$(
        impl $ty {
            $(#[$attr])*
            pub const fn name(self) -> &'static str {
                self.spec().name()
            }
        }

        impl From<$ty> for Spec {
            fn from(x: $ty) -> Spec {
                x.spec()
            }
        }
    )*};
}

named_by_spec! {
    /// The spec name (`"rfc2396"`).
    Grammar,
    /// The document's spec name, as used on the command line (`--rules rfc2396`).
    RuleSet,
}

/// The name is not one of [`RuleSet::ALL`]: no document whose partial-form
/// rules urispec follows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no resolution rules `{0}` (known: {known})", known = names(&RuleSet::ALL))]
pub struct UnknownRules(pub String);

impl FromStr for RuleSet {
    type Err = UnknownRules;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        by_name(&RuleSet::ALL, s).ok_or_else(|| UnknownRules(s.to_owned()))
    }
}

impl TryFrom<Spec> for RuleSet {
    type Error = UnknownRules;

    fn try_from(spec: Spec) -> Result<Self, Self::Error> {
        spec.rules()
            .ok_or_else(|| UnknownRules(spec.name().to_owned()))
    }
}

/// A named production of one specification's grammar, as the spec prints it
/// (`hostport`, `xpalphas`, `URI-reference`).
///
/// Errors list these as what was expected; `explain` labels tree nodes with them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Production {
    /// The edition whose grammar defines it.
    pub spec: Spec,
    /// The production name exactly as printed in the spec.
    pub name: &'static str,
    /// Where the spec defines it (section or heading and page).
    pub section: &'static str,
}

impl fmt::Display for Production {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`", self.name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `editions!` writes `Spec`, `EDITIONS`, `Grammar` and `RuleSet` from the
    /// same rows: row `i` is the edition whose discriminant is `i`, and each
    /// grammar and rule set sits in its own edition's row.
    #[test]
    fn every_row_is_its_editions() {
        for (i, row) in EDITIONS.iter().enumerate() {
            assert_eq!(row.spec as usize, i);
            assert_eq!(Spec::ALL[i], row.spec);
            if let Some(g) = row.grammar {
                assert_eq!(g.grammar.spec(), row.spec);
                assert_eq!(g.grammar.file(), g);
            }
            if let Some(r) = row.rules {
                assert_eq!(r.spec(), row.spec);
            }
        }
        for g in Grammar::ALL {
            assert!(g.spec().edition().grammar.is_some());
        }
        for r in RuleSet::ALL {
            assert!(r.spec().edition().rules.is_some());
        }
    }

    #[test]
    fn names_round_trip() {
        for spec in Spec::ALL {
            assert_eq!(spec.name().parse::<Spec>(), Ok(spec));
        }
        for g in Grammar::ALL {
            assert_eq!(g.name().parse::<Grammar>(), Ok(g));
            assert_eq!(Grammar::try_from(g.spec()), Ok(g));
        }
        for r in RuleSet::ALL {
            assert_eq!(r.name().parse::<RuleSet>(), Ok(r));
        }
        assert!("rfc1739".parse::<Spec>().is_err());
        assert_eq!(
            NoGrammar(Spec::Rfc1808).to_string(),
            "rfc1808 has no grammar here (grammars: uri-draft, rfc1630, rfc1630-url, url-draft-02, url-draft-03, rfc1738, rfc1808, rfc2396, rfc3986)"
        );
    }
}
