//! The specification editions urispec knows: [`Edition`], one variant per
//! document, and [`EDITIONS`], a row per edition with what urispec has for it.
//!
//! - [`Edition`] names every edition (CLI `--spec`/`--rules`, grammar files,
//!   modules, snapshot folders); every edition has a `.pest` grammar here,
//!   so each is what [`crate::parse`] and [`crate::explain()`] take.
//! - [`Published`] is each edition's month ([`Edition::published`]), and
//!   [`Lineage`] a line of editions that replaced one another:
//!   [`Lineage::edition_at`] gives the edition in force at a date.
//! - [`GenericGrammar`] and [`UrlGrammar`] are the two families of more than
//!   one edition ([`Family`]); [`RuleSet`] names the editions whose rules
//!   for partial forms [`crate::resolve`] follows. Each is a subset of
//!   [`Edition`], with `From` into it and `TryFrom` out of it.
//!
//! Every fact about an edition is a field of its row: [`Edition::name`],
//! [`Edition::cited_as`], [`Edition::family`] and [`Edition::rules`] read it,
//! and `Edition::ALL`, `GenericGrammar::ALL` and `UrlGrammar::ALL` are
//! collected from the rows. Adding an edition is its variant and its subset's
//! variant in `src/edition/table.rs`, and its row in `src/edition/table.tsv`
//! (data, which build.rs writes as an `EditionInfo` of `EDITIONS`).

use std::fmt;
use std::str::FromStr;

mod lineage;
mod subsets;
mod table;

pub use lineage::{EditionAt, Lineage, Published, UnknownLineage};
pub use subsets::{Family, NotInSubset, RuleSet, UnknownRules};
pub use table::{Edition, GenericGrammar, UrlGrammar, EDITIONS};

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

/// The old name of [`Edition`], which it now is.
#[deprecated(note = "renamed `Edition`")]
pub type Spec = Edition;

/// The old name of [`Edition`]: the editions with a grammar, which are now
/// all of them.
#[deprecated(note = "every edition has a grammar: use `Edition`")]
pub type Grammar = Edition;

impl Edition {
    /// Every edition, oldest first (the order of [`EDITIONS`]).
    pub const ALL: [Edition; EDITIONS.len()] = {
        let mut all = [EDITIONS[0].edition; EDITIONS.len()];
        let mut i = 0;
        while i < all.len() {
            all[i] = EDITIONS[i].edition;
            i += 1;
        }
        all
    };

    /// The edition's row of [`EDITIONS`].
    pub const fn info(self) -> &'static EditionInfo {
        &EDITIONS[self as usize]
    }

    /// The edition's name (`"rfc1630-url"`).
    pub const fn name(self) -> &'static str {
        self.info().name
    }

    /// The document as a citation names it: `RFC 1630` for both of its
    /// editions, `draft-ietf-uri-url-02` for the October 1993 URL draft.
    ///
    /// ```
    /// use urispec::Edition;
    /// assert_eq!(Edition::Rfc1630Url.cited_as(), "RFC 1630");
    /// assert_eq!(Edition::UrlDraft03.cited_as(), "draft-ietf-uri-url-03");
    /// ```
    pub const fn cited_as(self) -> &'static str {
        self.info().cited_as
    }

    /// When the document was published, to the month (its row's
    /// `published`): what [`Lineage::edition_at`] compares a date with.
    pub const fn published(self) -> Published {
        self.info().published
    }

    /// The document, with its date, for reports.
    pub fn title(self) -> String {
        let e = self.info();
        format!("{} ({})", e.document, e.date)
    }

    /// The edition's `.pest` grammar file (its path, text and entry rule).
    pub const fn file(self) -> GrammarFile {
        self.info().grammar
    }

    /// The family of syntax tree the edition's grammar gives.
    pub const fn family(self) -> Family {
        table::family_of(self)
    }

    /// The edition's rules for partial forms, when urispec follows them.
    pub const fn rules(self) -> Option<RuleSet> {
        self.info().rules
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl From<Edition> for &'static str {
    fn from(edition: Edition) -> Self {
        edition.name()
    }
}

/// The names of `items`, comma-separated, for error messages.
pub(crate) fn names<T: Copy + Into<Edition>>(items: &[T]) -> String {
    let names: Vec<&str> = items.iter().map(|&x| x.into().name()).collect();
    names.join(", ")
}

/// The item of `items` whose edition is named `name`.
fn by_name<T: Copy + Into<Edition>>(items: &[T], name: &str) -> Option<T> {
    items.iter().copied().find(|&x| x.into().name() == name)
}

/// The name given is not one of [`Edition::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown spec `{0}` (known: {known})", known = names(&Edition::ALL))]
pub struct UnknownEdition(pub String);

/// The old name of [`UnknownEdition`].
#[deprecated(note = "renamed `UnknownEdition`")]
pub type UnknownSpec = UnknownEdition;

impl FromStr for Edition {
    type Err = UnknownEdition;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        by_name(&Edition::ALL, s).ok_or_else(|| UnknownEdition(s.to_owned()))
    }
}

impl TryFrom<&str> for Edition {
    type Error = UnknownEdition;

    fn try_from(s: &str) -> Result<Self, Self::Error> {
        s.parse()
    }
}

/// One row of [`EDITIONS`]: what urispec knows of one edition and what it
/// has for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct EditionInfo {
    /// The edition.
    pub edition: Edition,
    /// Its name (`"rfc1630-url"`).
    pub name: &'static str,
    /// The document as a citation names it ([`Edition::cited_as`]).
    pub cited_as: &'static str,
    /// The document and the part of it the edition is.
    pub document: &'static str,
    /// When the document was published, as its text says (`"June 1994"`).
    pub date: &'static str,
    /// The same, to the month, for computing ([`Lineage::edition_at`]).
    pub published: Published,
    /// The family of syntax tree its grammar gives ([`Edition::family`]).
    pub family: Family,
    /// Its `.pest` grammar.
    pub grammar: GrammarFile,
    /// Our transcription of its BNF, when it prints one.
    pub bnf: Option<BnfFile>,
    /// Its rules for partial forms, when urispec follows them.
    pub rules: Option<RuleSet>,
}

/// An edition's `.pest` grammar file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct GrammarFile {
    /// The edition whose grammar this is.
    pub edition: Edition,
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

/// A named production of one specification's grammar, as the spec prints it
/// (`hostport`, `xpalphas`, `URI-reference`).
///
/// Errors list these as what was expected; `explain` labels tree nodes with
/// them. Every production of every edition is a constant of
/// [`crate::productions`] (`productions::rfc2396::REL_SEGMENT`), and
/// [`Edition::production`] finds one by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Production {
    /// The edition whose grammar defines it.
    pub spec: Edition,
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

    /// Row `i` of [`EDITIONS`] is the edition whose discriminant is `i`,
    /// its names are unique, and its files are named after it.
    #[test]
    fn every_row_is_its_editions() {
        for (i, row) in EDITIONS.iter().enumerate() {
            assert_eq!(row.edition as usize, i);
            assert_eq!(Edition::ALL[i], row.edition);
            assert_eq!(row.edition.info(), row);
            assert_eq!(EDITIONS.iter().filter(|r| r.name == row.name).count(), 1);

            assert_eq!(row.grammar.edition, row.edition);
            assert_eq!(row.edition.file(), row.grammar);
            assert_eq!(row.rules, row.edition.rules());
            assert_eq!(row.grammar.path, format!("grammar/{}.pest", row.name));
            if let Some(bnf) = row.bnf {
                assert_eq!(bnf.path, format!("grammar/spec/{}.bnf", row.name));
            }
        }
    }

    /// Each subset's `ALL` is the rows of its family, in order, and each
    /// member is its edition's family.
    #[test]
    fn subsets_are_the_rows_of_their_family() {
        let generic: Vec<Edition> = EDITIONS
            .iter()
            .filter(|r| matches!(r.family, Family::Generic(_)))
            .map(|r| r.edition)
            .collect();
        let url: Vec<Edition> = EDITIONS
            .iter()
            .filter(|r| matches!(r.family, Family::Url(_)))
            .map(|r| r.edition)
            .collect();
        assert_eq!(
            GenericGrammar::ALL.map(GenericGrammar::edition).to_vec(),
            generic
        );
        assert_eq!(UrlGrammar::ALL.map(UrlGrammar::edition).to_vec(), url);
        for g in GenericGrammar::ALL {
            assert_eq!(g.edition().family(), Family::Generic(g));
        }
        for g in UrlGrammar::ALL {
            assert_eq!(g.edition().family(), Family::Url(g));
        }
    }

    #[test]
    fn names_round_trip() {
        for e in Edition::ALL {
            assert_eq!(e.name().parse::<Edition>(), Ok(e));
            assert_eq!(e.to_string(), e.name());
        }
        let known: Vec<&str> = EDITIONS.iter().map(|r| r.name).collect();
        assert_eq!(
            "rfc1739".parse::<Edition>().unwrap_err().to_string(),
            format!("unknown spec `rfc1739` (known: {})", known.join(", "))
        );
        assert_eq!(known[..2], ["uri-draft", "rfc1630"]);
    }
}
