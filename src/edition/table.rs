//! [`EDITIONS`]: a row per edition, in the order of [`Edition`]'s variants
//! (the row of `e` is `EDITIONS[e as usize]`, which the tests of the parent
//! module hold).

use super::{BnfFile, Edition, EditionInfo, GrammarFile, Notation, Published, RuleSet};

/// Every edition urispec knows, oldest first, in the order of [`Edition`].
pub const EDITIONS: [EditionInfo; 9] = [
    EditionInfo {
        edition: Edition::UriDraft,
        name: "uri-draft",
        document: "T. Berners-Lee, \"Universal Resource Identifiers in WWW\", Internet Draft, \"BNF syntax\"",
        date: "1993 or early 1994",
        // The latest month the text allows (see `Published`): its nearest
        // dated relative, draft-bernerslee-www-uri-00, is of 12 March 1994.
        published: Published::new(1994, 3),
        grammar: GrammarFile {
            edition: Edition::UriDraft,
            path: "grammar/uri-draft.pest",
            source: include_str!("../../grammar/uri-draft.pest"),
            entry: "fragmentaddress_eoi",
        },
        bnf: Some(BnfFile {
            notation: Notation::Tbl,
            path: "grammar/spec/uri-draft.bnf",
            text: include_str!("../../grammar/spec/uri-draft.bnf"),
            published: None,
        }),
        rules: Some(RuleSet::UriDraft),
    },
    EditionInfo {
        edition: Edition::Rfc1630,
        name: "rfc1630",
        document: "RFC 1630, \"BNF of Generic URI Syntax\"",
        date: "June 1994",
        published: Published::new(1994, 6),
        grammar: GrammarFile {
            edition: Edition::Rfc1630,
            path: "grammar/rfc1630.pest",
            source: include_str!("../../grammar/rfc1630.pest"),
            entry: "fragmentaddress_eoi",
        },
        bnf: Some(BnfFile {
            notation: Notation::Tbl,
            path: "grammar/spec/rfc1630.bnf",
            text: include_str!("../../grammar/spec/rfc1630.bnf"),
            published: Some(("rfc1630.txt", "BNF of Generic URI Syntax")),
        }),
        rules: Some(RuleSet::Rfc1630),
    },
    EditionInfo {
        edition: Edition::Rfc1630Url,
        name: "rfc1630-url",
        document: "RFC 1630, \"BNF for specific URL schemes\"",
        date: "June 1994",
        published: Published::new(1994, 6),
        grammar: GrammarFile {
            edition: Edition::Rfc1630Url,
            path: "grammar/rfc1630-url.pest",
            source: include_str!("../../grammar/rfc1630-url.pest"),
            entry: "url_eoi",
        },
        bnf: Some(BnfFile {
            notation: Notation::Tbl,
            path: "grammar/spec/rfc1630-url.bnf",
            text: include_str!("../../grammar/spec/rfc1630-url.bnf"),
            published: Some(("rfc1630.txt", "BNF for specific URL schemes")),
        }),
        rules: None,
    },
    EditionInfo {
        edition: Edition::UrlDraft02,
        name: "url-draft-02",
        document: "\"Uniform Resource Locators\", Internet Draft, \"BNF syntax\"",
        date: "October 1993",
        published: Published::new(1993, 10),
        grammar: GrammarFile {
            edition: Edition::UrlDraft02,
            path: "grammar/url-draft-02.pest",
            source: include_str!("../../grammar/url-draft-02.pest"),
            entry: "fragmentaddress_eoi",
        },
        bnf: Some(BnfFile {
            notation: Notation::Tbl,
            path: "grammar/spec/url-draft-02.bnf",
            text: include_str!("../../grammar/spec/url-draft-02.bnf"),
            published: None,
        }),
        rules: Some(RuleSet::UrlDraft02),
    },
    EditionInfo {
        edition: Edition::UrlDraft03,
        name: "url-draft-03",
        document: "draft-ietf-uri-url-03, \"BNF for specific URL schemes\"",
        date: "March 1994",
        published: Published::new(1994, 3),
        grammar: GrammarFile {
            edition: Edition::UrlDraft03,
            path: "grammar/url-draft-03.pest",
            source: include_str!("../../grammar/url-draft-03.pest"),
            entry: "url_eoi",
        },
        bnf: Some(BnfFile {
            notation: Notation::Tbl,
            path: "grammar/spec/url-draft-03.bnf",
            text: include_str!("../../grammar/spec/url-draft-03.bnf"),
            published: Some(("draft-ietf-uri-url-03.txt", "BNF for specific URL schemes")),
        }),
        rules: None,
    },
    EditionInfo {
        edition: Edition::Rfc1738,
        name: "rfc1738",
        document: "RFC 1738, §5 \"BNF for specific URL schemes\"",
        date: "December 1994",
        published: Published::new(1994, 12),
        grammar: GrammarFile {
            edition: Edition::Rfc1738,
            path: "grammar/rfc1738.pest",
            source: include_str!("../../grammar/rfc1738.pest"),
            entry: "url_eoi",
        },
        bnf: Some(BnfFile {
            notation: Notation::Rfc822,
            path: "grammar/spec/rfc1738.bnf",
            text: include_str!("../../grammar/spec/rfc1738.bnf"),
            published: Some(("rfc1738.txt", "5. BNF for specific URL schemes")),
        }),
        rules: None,
    },
    EditionInfo {
        edition: Edition::Rfc1808,
        name: "rfc1808",
        document: "RFC 1808, \"Relative Uniform Resource Locators\"",
        date: "June 1995",
        published: Published::new(1995, 6),
        grammar: GrammarFile {
            edition: Edition::Rfc1808,
            path: "grammar/rfc1808.pest",
            source: include_str!("../../grammar/rfc1808.pest"),
            entry: "URL_eoi",
        },
        bnf: Some(BnfFile {
            notation: Notation::Rfc822,
            path: "grammar/spec/rfc1808.bnf",
            text: include_str!("../../grammar/spec/rfc1808.bnf"),
            published: Some(("rfc1808.txt", "2.2.  BNF for Relative URLs")),
        }),
        rules: Some(RuleSet::Rfc1808),
    },
    EditionInfo {
        edition: Edition::Rfc2396,
        name: "rfc2396",
        document: "RFC 2396, Appendix A \"Collected BNF for URI\"",
        date: "August 1998",
        published: Published::new(1998, 8),
        grammar: GrammarFile {
            edition: Edition::Rfc2396,
            path: "grammar/rfc2396.pest",
            source: include_str!("../../grammar/rfc2396.pest"),
            entry: "URI_reference_eoi",
        },
        bnf: Some(BnfFile {
            notation: Notation::Rfc822,
            path: "grammar/spec/rfc2396.bnf",
            text: include_str!("../../grammar/spec/rfc2396.bnf"),
            published: Some(("rfc2396.txt", "A. Collected BNF for URI")),
        }),
        rules: Some(RuleSet::Rfc2396),
    },
    EditionInfo {
        edition: Edition::Rfc3986,
        name: "rfc3986",
        document: "RFC 3986, \"Uniform Resource Identifier (URI): Generic Syntax\"",
        date: "January 2005",
        published: Published::new(2005, 1),
        grammar: GrammarFile {
            edition: Edition::Rfc3986,
            path: "grammar/rfc3986.pest",
            source: include_str!("../../grammar/rfc3986.pest"),
            entry: "URI_reference_eoi",
        },
        bnf: Some(BnfFile {
            notation: Notation::Abnf,
            path: "grammar/spec/rfc3986.bnf",
            text: include_str!("../../grammar/spec/rfc3986.bnf"),
            published: Some(("rfc3986.txt", "Appendix A.  Collected ABNF for URI")),
        }),
        rules: Some(RuleSet::Rfc3986),
    },
];
