//! The editions with a grammar here, and their families: what
//! [`crate::parse`] and [`crate::explain()`] take. Each variant is the
//! grammar of one row of [`EDITIONS`](super::EDITIONS).

use std::str::FromStr;

use super::{names, GrammarFile, Spec, UnknownSpec};

/// An edition with a `.pest` grammar here: what [`crate::parse`] and
/// [`crate::explain()`] take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(into = "Spec", try_from = "Spec"))]
#[non_exhaustive]
pub enum Grammar {
    /// `grammar/uri-draft.pest`: the URI draft's generic syntax.
    UriDraft,
    /// `grammar/rfc1630.pest`: RFC 1630's generic syntax.
    Rfc1630,
    /// `grammar/rfc1630-url.pest`: RFC 1630's URL schemes.
    Rfc1630Url,
    /// `grammar/url-draft-02.pest`: the October 1993 URL draft.
    UrlDraft02,
    /// `grammar/url-draft-03.pest`: draft-ietf-uri-url-03.
    UrlDraft03,
    /// `grammar/rfc2396.pest`: RFC 2396's `URI-reference`.
    Rfc2396,
}

/// The family of a [`Grammar`]: the shape of the syntax tree it gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Family {
    /// The generic `fragmentaddress` of the URI draft and RFC 1630
    /// ([`crate::generic`]).
    Generic(GenericGrammar),
    /// A URL of a specific scheme ([`crate::url`]).
    Url(UrlGrammar),
    /// RFC 2396's `URI-reference` ([`crate::rfc2396`]).
    Rfc2396,
}

impl Grammar {
    /// Every grammar, oldest first (the order the examples table shows them).
    pub const ALL: [Grammar; 6] = [
        Grammar::UriDraft,
        Grammar::Rfc1630,
        Grammar::Rfc1630Url,
        Grammar::UrlDraft02,
        Grammar::UrlDraft03,
        Grammar::Rfc2396,
    ];

    /// The edition whose grammar this is.
    pub const fn spec(self) -> Spec {
        match self {
            Grammar::UriDraft => Spec::UriDraft,
            Grammar::Rfc1630 => Spec::Rfc1630,
            Grammar::Rfc1630Url => Spec::Rfc1630Url,
            Grammar::UrlDraft02 => Spec::UrlDraft02,
            Grammar::UrlDraft03 => Spec::UrlDraft03,
            Grammar::Rfc2396 => Spec::Rfc2396,
        }
    }

    /// The family of syntax tree the grammar gives.
    pub const fn family(self) -> Family {
        match self {
            Grammar::UriDraft => Family::Generic(GenericGrammar::UriDraft),
            Grammar::Rfc1630 => Family::Generic(GenericGrammar::Rfc1630),
            Grammar::Rfc1630Url => Family::Url(UrlGrammar::Rfc1630Url),
            Grammar::UrlDraft02 => Family::Url(UrlGrammar::UrlDraft02),
            Grammar::UrlDraft03 => Family::Url(UrlGrammar::UrlDraft03),
            Grammar::Rfc2396 => Family::Rfc2396,
        }
    }

    /// The spec name (`"rfc2396"`).
    pub const fn name(self) -> &'static str {
        self.spec().name()
    }

    /// The grammar's `.pest` file (its path and text).
    pub const fn file(self) -> GrammarFile {
        match self.spec().edition().grammar {
            Some(file) => file,
            // The check after `EDITIONS` makes this unreachable at compile time.
            None => panic!("every grammar has its row"),
        }
    }
}

impl From<Grammar> for Spec {
    fn from(g: Grammar) -> Spec {
        g.spec()
    }
}

/// The edition has no grammar here (its name, and the ones that have one).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0} has no grammar here (grammars: {known})", known = names(&Grammar::ALL))]
pub struct NoGrammar(pub Spec);

impl TryFrom<Spec> for Grammar {
    type Error = NoGrammar;

    fn try_from(spec: Spec) -> Result<Self, Self::Error> {
        spec.grammar().ok_or(NoGrammar(spec))
    }
}

/// A spec name that is not one of [`Grammar::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UnknownGrammar {
    /// Not a spec name at all.
    #[error(transparent)]
    Unknown(#[from] UnknownSpec),
    /// An edition without a grammar here.
    #[error(transparent)]
    NoGrammar(#[from] NoGrammar),
}

impl FromStr for Grammar {
    type Err = UnknownGrammar;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(s.parse::<Spec>()?.try_into()?)
    }
}

/// The editions with a generic grammar: `scheme : path [ ? search ]
/// [ # fragmentid ]`, no authority.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GenericGrammar {
    /// The URI draft, "BNF syntax".
    UriDraft,
    /// RFC 1630, "BNF of Generic URI Syntax".
    Rfc1630,
}

impl From<GenericGrammar> for Grammar {
    fn from(g: GenericGrammar) -> Grammar {
        match g {
            GenericGrammar::UriDraft => Grammar::UriDraft,
            GenericGrammar::Rfc1630 => Grammar::Rfc1630,
        }
    }
}

impl From<GenericGrammar> for Spec {
    fn from(g: GenericGrammar) -> Spec {
        Grammar::from(g).spec()
    }
}

/// The editions with a grammar of specific URL schemes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UrlGrammar {
    /// RFC 1630, "BNF for specific URL schemes".
    Rfc1630Url,
    /// The October 1993 URL draft, "BNF syntax".
    UrlDraft02,
    /// draft-ietf-uri-url-03, "BNF for specific URL schemes".
    UrlDraft03,
}

impl From<UrlGrammar> for Grammar {
    fn from(g: UrlGrammar) -> Grammar {
        match g {
            UrlGrammar::Rfc1630Url => Grammar::Rfc1630Url,
            UrlGrammar::UrlDraft02 => Grammar::UrlDraft02,
            UrlGrammar::UrlDraft03 => Grammar::UrlDraft03,
        }
    }
}

impl From<UrlGrammar> for Spec {
    fn from(g: UrlGrammar) -> Spec {
        Grammar::from(g).spec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families_name_their_grammar() {
        for g in Grammar::ALL {
            let back: Grammar = match g.family() {
                Family::Generic(x) => x.into(),
                Family::Url(x) => x.into(),
                Family::Rfc2396 => Grammar::Rfc2396,
            };
            assert_eq!(back, g);
            assert!(g.file().path.ends_with(&format!("{}.pest", g.name())));
        }
    }
}
