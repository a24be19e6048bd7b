//! The specification editions urispec knows, by the names used everywhere
//! (CLI `--spec`/`--rules`, grammar file names, modules, snapshot folders).

use std::fmt;
use std::str::FromStr;

/// One specification edition.
///
/// The name of each variant is the spec name used on the command line, in
/// `grammar/<name>.pest`, under `tests/cases/<name>/` and `snapshots/<name>/`.
///
/// | name | document |
/// | --- | --- |
/// | `uri-draft` | T. Berners-Lee, "Universal Resource Identifiers in WWW", Internet Draft (1993/94; seed 000) |
/// | `rfc1630` | RFC 1630 (June 1994), "BNF of Generic URI Syntax" |
/// | `rfc1630-url` | RFC 1630 (June 1994), "BNF for specific URL schemes" |
/// | `url-draft-02` | the October 1993 URL Internet Draft (seed 003) |
/// | `url-draft-03` | draft-ietf-uri-url-03 (21 March 1994) |
/// | `rfc1808` | RFC 1808 (June 1995), "Relative Uniform Resource Locators" |
/// | `rfc2396` | RFC 2396 (August 1998), "URI: Generic Syntax" |
/// | `rfc3986` | RFC 3986 (January 2005), "URI: Generic Syntax" |
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(into = "&'static str", try_from = "&str"))]
#[non_exhaustive]
pub enum Spec {
    /// `uri-draft`: TBL's "URIs in WWW" Internet Draft, "BNF syntax" (seed 000).
    UriDraft,
    /// `rfc1630`: RFC 1630, "BNF of Generic URI Syntax" (pp. 22-23).
    Rfc1630,
    /// `rfc1630-url`: RFC 1630, "BNF for specific URL schemes" (pp. 23-27).
    Rfc1630Url,
    /// `url-draft-02`: the October 1993 URL Internet Draft (seed 003).
    UrlDraft02,
    /// `url-draft-03`: draft-ietf-uri-url-03, 21 March 1994.
    UrlDraft03,
    /// `rfc1808`: RFC 1808, "Relative Uniform Resource Locators" (June 1995).
    Rfc1808,
    /// `rfc2396`: RFC 2396, Appendix A "Collected BNF for URI" (August 1998).
    Rfc2396,
    /// `rfc3986`: RFC 3986, "Uniform Resource Identifier (URI): Generic Syntax" (January 2005).
    Rfc3986,
}

impl Spec {
    /// Every edition, oldest first.
    pub const ALL: [Spec; 8] = [
        Spec::UriDraft,
        Spec::Rfc1630,
        Spec::Rfc1630Url,
        Spec::UrlDraft02,
        Spec::UrlDraft03,
        Spec::Rfc1808,
        Spec::Rfc2396,
        Spec::Rfc3986,
    ];

    /// The spec name (`"rfc1630-url"`).
    pub const fn name(self) -> &'static str {
        match self {
            Spec::UriDraft => "uri-draft",
            Spec::Rfc1630 => "rfc1630",
            Spec::Rfc1630Url => "rfc1630-url",
            Spec::UrlDraft02 => "url-draft-02",
            Spec::UrlDraft03 => "url-draft-03",
            Spec::Rfc1808 => "rfc1808",
            Spec::Rfc2396 => "rfc2396",
            Spec::Rfc3986 => "rfc3986",
        }
    }

    /// The document's title, for reports.
    pub const fn title(self) -> &'static str {
        match self {
            Spec::UriDraft => "T. Berners-Lee, \"Universal Resource Identifiers in WWW\", Internet Draft (seed 000)",
            Spec::Rfc1630 => "RFC 1630, \"BNF of Generic URI Syntax\" (June 1994)",
            Spec::Rfc1630Url => "RFC 1630, \"BNF for specific URL schemes\" (June 1994)",
            Spec::UrlDraft02 => "URL Internet Draft 02 (October 1993, seed 003)",
            Spec::UrlDraft03 => "draft-ietf-uri-url-03 (21 March 1994)",
            Spec::Rfc1808 => "RFC 1808, \"Relative Uniform Resource Locators\" (June 1995)",
            Spec::Rfc2396 => "RFC 2396, \"URI: Generic Syntax\" (August 1998)",
            Spec::Rfc3986 => "RFC 3986, \"URI: Generic Syntax\" (January 2005)",
        }
    }
}

impl fmt::Display for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl From<Spec> for &'static str {
    fn from(spec: Spec) -> Self {
        spec.name()
    }
}

/// The spec name given is not one of [`Spec::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown spec `{0}` (known: uri-draft, rfc1630, rfc1630-url, url-draft-02, url-draft-03, rfc1808, rfc2396, rfc3986)")]
pub struct UnknownSpec(pub String);

impl FromStr for Spec {
    type Err = UnknownSpec;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Spec::ALL
            .into_iter()
            .find(|spec| spec.name() == s)
            .ok_or_else(|| UnknownSpec(s.to_owned()))
    }
}

impl TryFrom<&str> for Spec {
    type Error = UnknownSpec;

    fn try_from(s: &str) -> Result<Self, Self::Error> {
        s.parse()
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

    #[test]
    fn names_round_trip() {
        for spec in Spec::ALL {
            assert_eq!(spec.name().parse::<Spec>(), Ok(spec));
        }
        assert!("rfc1738".parse::<Spec>().is_err());
    }
}
