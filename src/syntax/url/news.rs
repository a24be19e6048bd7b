//! `newsaddress`, `groupart`, `article`.

use super::record::{Field, UrlRecord};
use super::shared::{address, required, text, Host, Text};
use crate::grammar::fill::Span;

/// A `newsaddress` (RFC 1630 "BNF for specific URL schemes", p.24).
///
/// ```text
/// newsaddress  n e w s : groupart
/// groupart     * | group | article
/// group        ialpha [ . group ]
/// article      xalphas @ host
/// ```
///
/// > A message identifier may be distinguished from a news group name by the
/// > presence of the commercial at "@" character.
///
/// --- RFC 1630, "News"
///
/// ```
/// use urispec::url::{parse, Groupart};
/// let p = parse(urispec::UrlGrammar::Rfc1630Url, "news:12345@info.cern.ch")?;
/// let n = p.url().as_news().ok_or("a news URL")?;
/// let Groupart::Article(a) = n.groupart() else { unreachable!() };
/// assert_eq!(a.host().as_str(), "info.cern.ch");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NewsAddress<'a> {
    raw: &'a str,
    groupart: Groupart<'a>,
}

impl<'a> NewsAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        NewsAddress {
            raw: address(input, record),
            groupart: if let Some(raw) = text(input, record.get(Field::Article)) {
                let host = Host::from_record(input, record, Field::Host)
                    .unwrap_or(Host::Hostname(required(input, record, Field::Host)));
                // `article  xalphas @ host`: the `xalphas` ends before the `@`
                // in front of `host`.
                let end = host.span().start.saturating_sub(1).max(raw.span().start);
                let xalphas = text(input, Some(Span::new(raw.span().start, end))).unwrap_or(raw);
                Groupart::Article(Article { raw, xalphas, host })
            } else if let Some(group) = text(input, record.get(Field::Group)) {
                Groupart::Group(group)
            } else {
                Groupart::All(required(input, record, Field::Groupart))
            },
        }
    }

    /// The raw text of the address, as in the input (without a `URL:`
    /// prefix or a `#` fragment).
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// The `groupart`.
    pub fn groupart(&self) -> Groupart<'a> {
        self.groupart
    }
}

impl std::fmt::Display for NewsAddress<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw)
    }
}

impl AsRef<str> for NewsAddress<'_> {
    fn as_ref(&self) -> &str {
        self.raw
    }
}

/// A `groupart`: every group (`*`), one group, or one article.
///
/// ```
/// use urispec::{url::{parse, Groupart, Url}, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "news:12345@info.cern.ch")?;
/// let Url::News(n) = p.url() else { panic!("news") };
/// assert!(matches!(n.groupart(), Groupart::Article(_)));
/// let q = parse(UrlGrammar::Rfc1630Url, "news:comp.infosystems.www")?;
/// let Url::News(g) = q.url() else { panic!("news") };
/// assert!(matches!(g.groupart(), Groupart::Group(_)));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Groupart<'a> {
    /// `*`
    All(Text<'a>),
    /// A `group`, e.g. `comp.infosystems.www`.
    Group(Text<'a>),
    /// An `article`: a message identifier without its `<>`.
    Article(Article<'a>),
}

/// An `article` (RFC 1630 "BNF for specific URL schemes", p.25).
///
/// ```text
/// article  xalphas @ host
/// ```
///
/// Split at the last `@` that leaves a `host`.
///
/// ```
/// use urispec::{url::{parse, Groupart, Url}, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "news:12345@info.cern.ch")?;
/// let Url::News(n) = p.url() else { panic!("news") };
/// let Groupart::Article(a) = n.groupart() else { panic!("article") };
/// assert_eq!(a.xalphas().as_str(), "12345");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Article<'a> {
    raw: Text<'a>,
    xalphas: Text<'a>,
    host: Host<'a>,
}

impl<'a> NewsAddress<'a> {
    /// Whether the URL names an article (its `groupart` holds `@`).
    pub fn is_article(&self) -> bool {
        matches!(self.groupart, Groupart::Article(_))
    }
}

impl<'a> Groupart<'a> {
    /// The raw text.
    pub fn as_str(&self) -> &'a str {
        match self {
            Groupart::All(t) | Groupart::Group(t) => t.as_str(),
            Groupart::Article(a) => a.as_str(),
        }
    }
}

impl<'a> Article<'a> {
    /// The raw text (`12345@info.cern.ch`).
    pub fn as_str(&self) -> &'a str {
        self.raw.as_str()
    }

    /// The `xalphas` before the `@`.
    pub fn xalphas(&self) -> Text<'a> {
        self.xalphas
    }

    /// The `host` after the `@`.
    pub fn host(&self) -> Host<'a> {
        self.host
    }
}

impl std::fmt::Display for Article<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
