//! The editions with a grammar here, and their families: what
//! [`crate::parse`] and [`crate::explain()`] take. Each variant is the
//! grammar of one row of [`EDITIONS`](super::EDITIONS).

use std::str::FromStr;

use super::{names, GenericGrammar, Grammar, Spec, UnknownSpec, UrlGrammar};

/// The family of a [`Grammar`]: the shape of the syntax tree it gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Family {
    /// The generic `fragmentaddress` of the URI draft and RFC 1630
    /// ([`crate::generic`]).
    Generic(GenericGrammar),
    /// A URL of a specific scheme ([`crate::url`]).
    Url(UrlGrammar),
    /// RFC 1808's `URL` ([`crate::rfc1808`]).
    Rfc1808,
    /// RFC 2396's `URI-reference` ([`crate::rfc2396`]).
    Rfc2396,
    /// RFC 3986's `URI-reference` ([`crate::rfc3986`]).
    Rfc3986,
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

impl From<GenericGrammar> for Spec {
    fn from(g: GenericGrammar) -> Spec {
        Grammar::from(g).spec()
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
                Family::Rfc1808 => Grammar::Rfc1808,
                Family::Rfc2396 => Grammar::Rfc2396,
                Family::Rfc3986 => Grammar::Rfc3986,
            };
            assert_eq!(back, g);
            assert!(g.file().path.ends_with(&format!("{}.pest", g.name())));
        }
    }
}
