//! The editions by date: when each document was published ([`Published`]),
//! the two lines of succession a date picks from ([`Lineage`]), and the
//! edition in force at a date ([`Lineage::edition_at`]).
//!
//! A web archive's capture of 1996 was written under RFC 1738, not RFC 3986:
//! judging it by the rules of its date means taking, in one line of
//! documents that replaced one another, the newest published by then.

use std::fmt;
use std::str::FromStr;

use super::Edition;

/// When a document was published, to the month: what
/// [`Lineage::edition_at`] compares a date with.
///
/// Every row of [`super::EDITIONS`] holds one (`EditionInfo::published`), the
/// month its `date` text names (a test holds each to the text). The URI
/// draft's text is "1993 or early 1994": no dated copy of the draft behind
/// its grammar survives, and its nearest dated relative,
/// draft-bernerslee-www-uri-00, is of 12 March 1994 (shared/spec/GRAMMARS.md
/// (a)), and its successor RFC 1630 of June 1994. Its month is March 1994,
/// that relative's: the latest the evidence gives, so that no capture is
/// judged by a text that may not yet have been written, and within the
/// "early 1994" of its text.
///
/// ```
/// use urispec::{Edition, Published};
///
/// assert_eq!(Edition::Rfc1738.published(), Published::new(1994, 12));
/// assert_eq!(Edition::Rfc1738.published().to_string(), "1994-12");
/// assert!(Edition::UrlDraft02.published() < Edition::UrlDraft03.published());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Published {
    /// The year (`1994`).
    pub year: u16,
    /// The month, 1 to 12.
    pub month: u8,
}

impl Published {
    /// The month `month` (1 to 12) of `year`.
    pub const fn new(year: u16, month: u8) -> Self {
        Published { year, month }
    }
}

impl fmt::Display for Published {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}", self.year, self.month)
    }
}

/// A line of editions, each the successor of the one before it: the
/// documents [`Lineage::edition_at`] picks from.
///
/// - [`Lineage::WholeUrls`], for a URL as an archive holds it (absolute,
///   of a specific scheme): the URI working group's URL documents and their
///   successors, `url-draft-02` (October 1993), `url-draft-03` (21 March
///   1994), `rfc1738` (December 1994), `rfc2396` (August 1998), `rfc3986`
///   (January 2005). RFC 1738 was written from the drafts ("This document
///   was written by the URI working group"), RFC 2396 "updates and merges"
///   RFC 1738 and RFC 1808, and RFC 3986 "obsoletes \[RFC2396\]". RFC 1630
///   (June 1994) is not in this line: it is the WWW project's Informational
///   memo ("does not specify an Internet standard of any kind"), whose "BNF
///   for specific URL schemes" (`rfc1630-url`) is draft 03's in 63 of its 64
///   productions (all but `mailtoaddress`); a capture of June to November
///   1994 is judged by `url-draft-03`. Nor is RFC 1808 (June 1995), "a companion to RFC 1738
///   ... which specifies the syntax and semantics of absolute URLs".
/// - [`Lineage::PartialForms`], for partial (relative) forms: the editions
///   whose rules for them urispec follows ([`super::RuleSet`]), by date:
///   `url-draft-02` (October 1993, "PARTIAL FORM"), `uri-draft` (March 1994,
///   see [`Published`]), `rfc1630` (June 1994), `rfc1808` (June 1995),
///   `rfc2396`, `rfc3986`. Of RFC 1630's two editions, both of June 1994,
///   it is `rfc1630`, the "BNF of Generic URI Syntax" with its "Partial
///   (relative) form" section; `rfc1630-url` has no partial forms.
///
/// ```
/// use urispec::{Edition, Lineage};
///
/// assert_eq!(Lineage::WholeUrls.edition_at(1996, 5).edition, Edition::Rfc1738);
/// assert_eq!(Lineage::PartialForms.edition_at(1996, 5).edition, Edition::Rfc1808);
/// // Older than every edition of the line: judged by the oldest, and said so.
/// let early = Lineage::WholeUrls.edition_at(1993, 2);
/// assert_eq!((early.edition, early.predates), (Edition::UrlDraft02, true));
/// assert_eq!("whole-urls".parse::<Lineage>()?, Lineage::WholeUrls);
/// # Ok::<(), urispec::edition::UnknownLineage>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Lineage {
    /// `whole-urls`: url-draft-02, url-draft-03, rfc1738, rfc2396, rfc3986.
    WholeUrls,
    /// `partial-forms`: url-draft-02, uri-draft, rfc1630, rfc1808, rfc2396,
    /// rfc3986.
    PartialForms,
}

impl Lineage {
    /// Both lineages.
    pub const ALL: [Lineage; 2] = [Lineage::WholeUrls, Lineage::PartialForms];

    /// Its name on the command line (`whole-urls`, `partial-forms`).
    pub const fn name(self) -> &'static str {
        match self {
            Lineage::WholeUrls => "whole-urls",
            Lineage::PartialForms => "partial-forms",
        }
    }

    /// Its editions, oldest first, each published later than the one
    /// before it.
    pub const fn editions(self) -> &'static [Edition] {
        match self {
            Lineage::WholeUrls => &[
                Edition::UrlDraft02,
                Edition::UrlDraft03,
                Edition::Rfc1738,
                Edition::Rfc2396,
                Edition::Rfc3986,
            ],
            Lineage::PartialForms => &[
                Edition::UrlDraft02,
                Edition::UriDraft,
                Edition::Rfc1630,
                Edition::Rfc1808,
                Edition::Rfc2396,
                Edition::Rfc3986,
            ],
        }
    }

    /// The edition in force in `month` (1 to 12) of `year`: the newest of
    /// the line published in that month or before. A date older than every
    /// edition of the line gets the oldest, with
    /// [`EditionAt::predates`] set.
    pub fn edition_at(self, year: u16, month: u8) -> EditionAt {
        let date = Published::new(year, month);
        let editions = self.editions();
        let newest = editions
            .iter()
            .rev()
            .find(|e| e.published() <= date)
            .copied();
        match newest {
            Some(edition) => EditionAt {
                edition,
                predates: false,
            },
            None => EditionAt {
                edition: editions[0],
                predates: true,
            },
        }
    }
}

impl fmt::Display for Lineage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The name given is not one of [`Lineage::ALL`].
///
/// ```
/// use urispec::Lineage;
/// let e = "urls".parse::<Lineage>().unwrap_err();
/// assert_eq!(e.to_string(), "unknown lineage `urls` (known: whole-urls, partial-forms)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown lineage `{0}` (known: whole-urls, partial-forms)")]
pub struct UnknownLineage(pub String);

impl FromStr for Lineage {
    type Err = UnknownLineage;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Lineage::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| UnknownLineage(s.to_owned()))
    }
}

/// The edition that judges a date, and whether the date is older than it:
/// what [`Lineage::edition_at`] gives.
///
/// ```
/// use urispec::{Edition, Lineage};
///
/// let at = Lineage::WholeUrls.edition_at(2001, 9);
/// assert_eq!(at.edition, Edition::Rfc2396);
/// assert!(!at.predates);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EditionAt {
    /// The edition.
    pub edition: Edition,
    /// Whether the date is older than the edition's publication (a date
    /// older than every edition of the line, judged by the oldest).
    pub predates: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition::{RuleSet, EDITIONS};

    /// The year and month a row's `date` text names: a month name and a
    /// year (`June 1994`, `21 March 1994`), or a range of years with
    /// "early" (`1993 or early 1994`: any month of 1993, January to April
    /// of 1994).
    fn allowed(text: &str) -> Vec<Published> {
        const MONTHS: [&str; 12] = [
            "January",
            "February",
            "March",
            "April",
            "May",
            "June",
            "July",
            "August",
            "September",
            "October",
            "November",
            "December",
        ];
        let words: Vec<&str> = text.split_whitespace().collect();
        let mut out = Vec::new();
        for (i, word) in words.iter().enumerate() {
            let Ok(year) = word.parse::<u16>() else {
                continue;
            };
            let before = i.checked_sub(1).map(|j| words[j]);
            let months: Vec<u8> = match before.and_then(|b| MONTHS.iter().position(|m| *m == b)) {
                Some(m) => vec![m as u8 + 1],
                None if before == Some("early") => (1..=4).collect(),
                None => (1..=12).collect(),
            };
            out.extend(months.into_iter().map(|m| Published::new(year, m)));
        }
        out
    }

    #[test]
    fn every_machine_date_is_one_its_text_names() {
        for row in EDITIONS {
            let allowed = allowed(row.date);
            assert!(
                allowed.contains(&row.published),
                "{}: {} is not in {:?}",
                row.name,
                row.published,
                row.date
            );
            assert_eq!(row.edition.published(), row.published);
        }
        // Where the text names one month, it is that month.
        assert_eq!(Edition::Rfc1630.published(), Published::new(1994, 6));
        assert_eq!(allowed("June 1994"), [Published::new(1994, 6)]);
        // The draft's pick: the month of its nearest dated relative.
        assert_eq!(Edition::UriDraft.published(), Published::new(1994, 3));
    }

    #[test]
    fn each_lineage_is_in_order_of_publication() {
        for lineage in Lineage::ALL {
            let dates: Vec<Published> = lineage.editions().iter().map(|e| e.published()).collect();
            assert!(
                dates.windows(2).all(|w| w[0] < w[1]),
                "{lineage}: {dates:?}"
            );
            assert_eq!(lineage.name().parse::<Lineage>(), Ok(lineage));
        }
        // The partial forms are those of the rule sets.
        let mut rules: Vec<Edition> = RuleSet::ALL.iter().map(|r| r.edition()).collect();
        rules.sort_by_key(|e| e.published());
        assert_eq!(Lineage::PartialForms.editions(), rules.as_slice());
    }

    #[test]
    fn a_date_gets_the_newest_edition_published_by_then() {
        let at = |y, m| Lineage::WholeUrls.edition_at(y, m);
        assert_eq!(
            at(1993, 9),
            EditionAt {
                edition: Edition::UrlDraft02,
                predates: true
            }
        );
        assert_eq!(at(1993, 10).edition, Edition::UrlDraft02);
        assert_eq!(at(1994, 2).edition, Edition::UrlDraft02);
        assert_eq!(at(1994, 3).edition, Edition::UrlDraft03);
        assert_eq!(at(1994, 6).edition, Edition::UrlDraft03);
        assert_eq!(at(1994, 12).edition, Edition::Rfc1738);
        assert_eq!(at(1998, 7).edition, Edition::Rfc1738);
        assert_eq!(at(1998, 8).edition, Edition::Rfc2396);
        assert_eq!(at(2004, 12).edition, Edition::Rfc2396);
        assert_eq!(at(2005, 1).edition, Edition::Rfc3986);
        assert_eq!(at(9999, 12).edition, Edition::Rfc3986);
        assert!(at(0, 0).predates);
        let partial = |y, m| Lineage::PartialForms.edition_at(y, m).edition;
        assert_eq!(partial(1994, 1), Edition::UrlDraft02);
        assert_eq!(partial(1994, 4), Edition::UriDraft);
        assert_eq!(partial(1994, 6), Edition::Rfc1630);
        assert_eq!(partial(1995, 6), Edition::Rfc1808);
    }
}
