//! The table of editions: [`Edition`], the subsets naming the editions of
//! a family of more than one ([`GenericGrammar`], [`UrlGrammar`]), and
//! [`EDITIONS`], a row per edition in the order of [`Edition`]'s variants
//! (the row of `e` is `EDITIONS[e as usize]`, which a constant assertion
//! below holds). The rows are data, `src/edition/table.tsv`, which build.rs
//! reads (build/editions.rs) and writes as `EditionInfo`s
//! (`$OUT_DIR/editions.rs`), with the `urispec::productions` modules and the
//! sets. Everything else about an edition is read from its row: adding an
//! edition of an existing family is its variant here, its variant of the
//! family's subset, and its row.

use super::{BnfFile, EditionInfo, Family, GrammarFile, Notation, Published, RuleSet};

/// One specification edition.
///
/// The variant's name ([`Edition::name`]) is the name used on the command
/// line, in `grammar/<name>.pest`, under `tests/cases/<name>/` and
/// `snapshots/<name>/`; its row of [`EDITIONS`] ([`Edition::info`]) says
/// what urispec has for it.
///
/// | spec | document | grammar | module |
/// | --- | --- | --- | --- |
/// | `uri-draft` | T. Berners-Lee, "Universal Resource Identifiers in WWW", Internet Draft, "BNF syntax" | `grammar/uri-draft.pest` | [`uri_draft`](crate::uri_draft) |
/// | `rfc1630` | RFC 1630, "BNF of Generic URI Syntax" | `grammar/rfc1630.pest` | [`rfc1630`](crate::rfc1630) |
/// | `rfc1630-url` | RFC 1630, "BNF for specific URL schemes" | `grammar/rfc1630-url.pest` | [`url::rfc1630_url`](crate::url::rfc1630_url) |
/// | `url-draft-02` | "Uniform Resource Locators", Internet Draft, "BNF syntax" | `grammar/url-draft-02.pest` | [`url::url_draft_02`](crate::url::url_draft_02) |
/// | `url-draft-03` | draft-ietf-uri-url-03, "BNF for specific URL schemes" | `grammar/url-draft-03.pest` | [`url::url_draft_03`](crate::url::url_draft_03) |
/// | `rfc1738` | RFC 1738, §5 "BNF for specific URL schemes" | `grammar/rfc1738.pest` | [`url::rfc1738`](crate::url::rfc1738) |
/// | `rfc1808` | RFC 1808, "Relative Uniform Resource Locators" | `grammar/rfc1808.pest` | [`rfc1808`](crate::rfc1808) |
/// | `rfc2396` | RFC 2396, Appendix A "Collected BNF for URI" | `grammar/rfc2396.pest` | [`rfc2396`](crate::rfc2396) |
/// | `rfc3986` | RFC 3986, "Uniform Resource Identifier (URI): Generic Syntax" | `grammar/rfc3986.pest` | [`rfc3986`](crate::rfc3986) |
///
/// ```
/// use urispec::{Edition, Family};
/// let e: Edition = "rfc2396".parse()?;
/// assert_eq!(e, Edition::Rfc2396);
/// assert_eq!(e.name(), "rfc2396");
/// assert_eq!(e.family(), Family::Rfc2396);
/// assert_eq!(e.file().path, "grammar/rfc2396.pest");
/// assert!(e.rules().is_some());
/// assert_eq!(Edition::ALL.len(), 9);
/// # Ok::<(), urispec::edition::UnknownEdition>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(into = "&'static str", try_from = "&str"))]
#[non_exhaustive]
pub enum Edition {
    /// `uri-draft`: T. Berners-Lee, "Universal Resource Identifiers in WWW",
    /// Internet Draft, section "BNF syntax".
    UriDraft,
    /// `rfc1630`: RFC 1630, "BNF of Generic URI Syntax" (pp. 22-23).
    Rfc1630,
    /// `rfc1630-url`: RFC 1630, "BNF for specific URL schemes" (pp. 23-27).
    Rfc1630Url,
    /// `url-draft-02`: the "Uniform Resource Locators" Internet Draft of
    /// October 1993, section "BNF syntax".
    UrlDraft02,
    /// `url-draft-03`: draft-ietf-uri-url-03, 21 March 1994.
    UrlDraft03,
    /// `rfc1738`: RFC 1738, "Uniform Resource Locators (URL)", §5 "BNF for
    /// specific URL schemes" (December 1994).
    Rfc1738,
    /// `rfc1808`: RFC 1808, "Relative Uniform Resource Locators" (June 1995).
    Rfc1808,
    /// `rfc2396`: RFC 2396, Appendix A "Collected BNF for URI" (August 1998).
    Rfc2396,
    /// `rfc3986`: RFC 3986, "Uniform Resource Identifier (URI): Generic
    /// Syntax" (January 2005).
    Rfc3986,
}

/// The editions with a generic grammar: `scheme : path [ ? search ]
/// [ # fragmentid ]`, no authority. Each variant's discriminant is its
/// edition's, and its row of [`EDITIONS`] names it as its [`Family`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum GenericGrammar {
    /// T. Berners-Lee, "Universal Resource Identifiers in WWW", Internet
    /// Draft, "BNF syntax".
    UriDraft = Edition::UriDraft as isize,
    /// RFC 1630, "BNF of Generic URI Syntax".
    Rfc1630 = Edition::Rfc1630 as isize,
}

/// The editions with a grammar of specific URL schemes. Each variant's
/// discriminant is its edition's, and its row of [`EDITIONS`] names it as
/// its [`Family`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum UrlGrammar {
    /// RFC 1630, "BNF for specific URL schemes".
    Rfc1630Url = Edition::Rfc1630Url as isize,
    /// "Uniform Resource Locators", Internet Draft, "BNF syntax" (October 1993).
    UrlDraft02 = Edition::UrlDraft02 as isize,
    /// draft-ietf-uri-url-03, "BNF for specific URL schemes" (March 1994).
    UrlDraft03 = Edition::UrlDraft03 as isize,
    /// RFC 1738, §5 "BNF for specific URL schemes".
    Rfc1738 = Edition::Rfc1738 as isize,
}

// `ROWS`: build.rs (build/editions.rs) writes them from the rows of
// `src/edition/table.tsv`, the table as data.
include!(concat!(env!("OUT_DIR"), "/editions.rs"));

/// Every edition urispec knows, oldest first, in the order of [`Edition`]:
/// the rows of `src/edition/table.tsv`.
pub const EDITIONS: [EditionInfo; ROWS.len()] = ROWS;

// The row of `e` is `EDITIONS[e as usize]`, and a subset's variant is the
// family its edition's row names: checked when the crate compiles.
const _: () = {
    let mut i = 0;
    while i < EDITIONS.len() {
        assert!(EDITIONS[i].edition as usize == i);
        assert!(EDITIONS[i].grammar.edition as usize == i);
        match EDITIONS[i].family {
            Family::Generic(g) => assert!(g as usize == i),
            Family::Url(g) => assert!(g as usize == i),
            Family::Rfc1808 | Family::Rfc2396 | Family::Rfc3986 => {}
        }
        i += 1;
    }
};
