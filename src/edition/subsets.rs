//! The subsets of [`Edition`]: the two families of grammars with more than
//! one edition ([`GenericGrammar`], [`UrlGrammar`], declared beside the rows
//! of [`EDITIONS`] in `table.rs`, with their lists and conversions here; and
//! [`Family`], which names the family of each edition), and the editions
//! whose rules for partial forms urispec follows ([`RuleSet`]). Each
//! converts into [`Edition`] with `From` and out of it with `TryFrom`.

use std::fmt;
use std::str::FromStr;

use super::{by_name, names, Edition, GenericGrammar, UrlGrammar, EDITIONS};

/// The family of an [`Edition`]'s grammar: the shape of the syntax tree it
/// gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Family {
    /// The generic `fragmentaddress` of the URI draft and RFC 1630
    /// ([`crate::syntax::generic`]).
    Generic(GenericGrammar),
    /// A URL of a specific scheme ([`crate::syntax::url`]).
    Url(UrlGrammar),
    /// RFC 1808's `URL` ([`crate::syntax::rfc1808`]).
    Rfc1808,
    /// RFC 2396's `URI-reference` ([`crate::syntax::rfc2396`]).
    Rfc2396,
    /// RFC 3986's `URI-reference` ([`crate::syntax::rfc3986`]).
    Rfc3986,
}

/// How many rows of [`EDITIONS`] are of the generic family (`url`
/// false) or of the URL family (`url` true).
const fn members(url: bool) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < EDITIONS.len() {
        match EDITIONS[i].family {
            Family::Generic(_) if !url => n += 1,
            Family::Url(_) if url => n += 1,
            _ => {}
        }
        i += 1;
    }
    n
}

impl GenericGrammar {
    /// Every generic grammar, oldest first: the rows of [`EDITIONS`] whose
    /// family is [`Family::Generic`].
    pub const ALL: [GenericGrammar; members(false)] = {
        let mut all = [GenericGrammar::UriDraft; members(false)];
        let (mut i, mut n) = (0, 0);
        while i < EDITIONS.len() {
            if let Family::Generic(g) = EDITIONS[i].family {
                all[n] = g;
                n += 1;
            }
            i += 1;
        }
        all
    };

    /// The edition this is (the one with the same discriminant).
    pub const fn edition(self) -> Edition {
        Edition::ALL[self as usize]
    }

    /// The edition's name (`"rfc1630"`).
    pub const fn name(self) -> &'static str {
        self.edition().name()
    }
}

impl UrlGrammar {
    /// Every URL grammar, oldest first: the rows of [`EDITIONS`] whose
    /// family is [`Family::Url`].
    pub const ALL: [UrlGrammar; members(true)] = {
        let mut all = [UrlGrammar::Rfc1630Url; members(true)];
        let (mut i, mut n) = (0, 0);
        while i < EDITIONS.len() {
            if let Family::Url(g) = EDITIONS[i].family {
                all[n] = g;
                n += 1;
            }
            i += 1;
        }
        all
    };

    /// The edition this is (the one with the same discriminant).
    pub const fn edition(self) -> Edition {
        Edition::ALL[self as usize]
    }

    /// The edition's name (`"rfc1738"`).
    pub const fn name(self) -> &'static str {
        self.edition().name()
    }
}

/// A document's rules for resolving partial forms ([`crate::resolve`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum RuleSet {
    /// The URI draft, "Partial (relative) form": runs of slashes, no qualifier.
    UriDraft,
    /// RFC 1630, "Partial (relative) form": runs of slashes with the "no
    /// greater number of consecutive slashes to the right" qualifier.
    Rfc1630,
    /// The October 1993 URL draft, "PARTIAL FORM".
    UrlDraft02,
    /// RFC 1808 §4, steps 1-7 (with §2.4's parsing).
    Rfc1808,
    /// RFC 2396 §5.2, steps 1-7 (with Appendix B's parsing).
    Rfc2396,
    /// RFC 3986 §5.2 (5.2.1-5.2.4), for comparison with today's rule.
    Rfc3986,
}

impl RuleSet {
    /// Every rule set, oldest first.
    pub const ALL: [RuleSet; 6] = [
        RuleSet::UriDraft,
        RuleSet::Rfc1630,
        RuleSet::UrlDraft02,
        RuleSet::Rfc1808,
        RuleSet::Rfc2396,
        RuleSet::Rfc3986,
    ];

    /// The edition whose partial-form rules these are.
    pub const fn edition(self) -> Edition {
        match self {
            RuleSet::UriDraft => Edition::UriDraft,
            RuleSet::Rfc1630 => Edition::Rfc1630,
            RuleSet::UrlDraft02 => Edition::UrlDraft02,
            RuleSet::Rfc1808 => Edition::Rfc1808,
            RuleSet::Rfc2396 => Edition::Rfc2396,
            RuleSet::Rfc3986 => Edition::Rfc3986,
        }
    }

    /// The document's name, as used on the command line (`--rules rfc2396`).
    pub const fn name(self) -> &'static str {
        self.edition().name()
    }
}

impl From<GenericGrammar> for Edition {
    fn from(g: GenericGrammar) -> Edition {
        g.edition()
    }
}

impl From<UrlGrammar> for Edition {
    fn from(g: UrlGrammar) -> Edition {
        g.edition()
    }
}

impl From<RuleSet> for Edition {
    fn from(r: RuleSet) -> Edition {
        r.edition()
    }
}

/// The edition is not one of the subset's (its name, and the subset's).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{edition} is not one of {known}")]
pub struct NotInSubset {
    /// The edition given.
    pub edition: Edition,
    /// The names of the subset's editions, comma-separated.
    pub known: String,
}

impl TryFrom<Edition> for GenericGrammar {
    type Error = NotInSubset;

    fn try_from(edition: Edition) -> Result<Self, Self::Error> {
        match edition.family() {
            Family::Generic(g) => Ok(g),
            _ => Err(NotInSubset {
                edition,
                known: names(&GenericGrammar::ALL),
            }),
        }
    }
}

impl TryFrom<Edition> for UrlGrammar {
    type Error = NotInSubset;

    fn try_from(edition: Edition) -> Result<Self, Self::Error> {
        match edition.family() {
            Family::Url(g) => Ok(g),
            _ => Err(NotInSubset {
                edition,
                known: names(&UrlGrammar::ALL),
            }),
        }
    }
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

impl TryFrom<Edition> for RuleSet {
    type Error = UnknownRules;

    fn try_from(edition: Edition) -> Result<Self, Self::Error> {
        edition
            .rules()
            .ok_or_else(|| UnknownRules(edition.name().to_owned()))
    }
}

impl fmt::Display for GenericGrammar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for UrlGrammar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_agree_with_editions() {
        for e in Edition::ALL {
            let back: Edition = match e.family() {
                Family::Generic(x) => x.into(),
                Family::Url(x) => x.into(),
                Family::Rfc1808 => Edition::Rfc1808,
                Family::Rfc2396 => Edition::Rfc2396,
                Family::Rfc3986 => Edition::Rfc3986,
            };
            assert_eq!(back, e);
            assert_eq!(
                GenericGrammar::try_from(e).ok(),
                GenericGrammar::ALL.into_iter().find(|g| g.edition() == e)
            );
            assert_eq!(
                UrlGrammar::try_from(e).ok(),
                UrlGrammar::ALL.into_iter().find(|g| g.edition() == e)
            );
            assert_eq!(
                e.rules(),
                RuleSet::ALL.into_iter().find(|r| r.edition() == e)
            );
            assert_eq!(RuleSet::try_from(e).ok(), e.rules());
        }
        for r in RuleSet::ALL {
            assert_eq!(r.name().parse::<RuleSet>(), Ok(r));
            assert_eq!(r.to_string(), r.name());
        }
        let generic: Vec<&str> = GenericGrammar::ALL.iter().map(|g| g.name()).collect();
        assert_eq!(
            GenericGrammar::try_from(Edition::Rfc2396)
                .unwrap_err()
                .to_string(),
            format!("rfc2396 is not one of {}", generic.join(", "))
        );
        assert!(generic.starts_with(&["uri-draft", "rfc1630"]));
    }
}
