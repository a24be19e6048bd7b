//! News and mailto URLs from decoded parts.

use super::{finish, hostport, part_error, read, xalpha, xalphas, BuildError};
use crate::edition::UrlGrammar;
use crate::syntax::url::{Groupart, MailtoAddress, NewsAddress, Url};

/// The parts of a news URL, decoded: `newsaddress  n e w s : groupart`,
/// `groupart  * | group | article`, `article  xalphas @ host` (RFC 1630,
/// "BNF for specific URL schemes", pp.24-25; the URL drafts the same).
///
/// ```
/// use urispec::{url::{build::NewsParts, NewsAddress}, UrlGrammar};
/// assert_eq!(NewsAddress::build(UrlGrammar::Rfc1630Url, &NewsParts::All)?, "news:*");
/// # Ok::<(), urispec::url::build::BuildError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewsParts<'p> {
    /// `*`: every group.
    All,
    /// A group name: a letter, then any octets (an `@` is written `%40`).
    Group(&'p [u8]),
    /// A message identifier without its `<>`: the part before the `@`, any
    /// octets, never void, and the host (never escaped).
    Article {
        /// The `xalphas` before the `@`.
        local: &'p [u8],
        /// The `host` after it.
        host: &'p str,
    },
}

impl NewsAddress<'_> {
    /// Write a news URL of `grammar`'s `newsaddress`: a group's first letter
    /// as it is and the rest with the set of `xalpha` less `@` and `:` (so it
    /// is never read as an article), an article's local part with the set
    /// of `xalpha`.
    ///
    /// # Errors
    ///
    /// [`BuildError::Part`] for a group that does not start with a letter
    /// (`group  ialpha`) or a void article part; [`BuildError::HostHazard`], [`BuildError::Host`].
    pub fn build(grammar: UrlGrammar, parts: &NewsParts<'_>) -> Result<String, BuildError> {
        let url = match *parts {
            NewsParts::All => "news:*".to_owned(),
            NewsParts::Group(group) => match group.split_first() {
                Some((first, rest)) if first.is_ascii_alphabetic() => format!(
                    "news:{}{}",
                    char::from(*first),
                    xalpha(grammar, b"@:").encode(rest)
                ),
                _ => return Err(part_error(grammar, "group", group)),
            },
            NewsParts::Article { local, host } => format!(
                "news:{}@{}",
                xalphas(grammar, "article", xalpha(grammar, b""), local)?,
                hostport(grammar, host, None)?
            ),
        };
        finish(grammar, url, |url| {
            let Url::News(a) = url else { return false };
            match (a.groupart(), parts) {
                (Groupart::All(_), NewsParts::All) => true,
                (Groupart::Group(g), NewsParts::Group(group)) => g.decode() == *group,
                (Groupart::Article(a), NewsParts::Article { local, host }) => {
                    a.xalphas().decode() == *local && a.host().as_str() == *host
                }
                _ => false,
            }
        })
    }
}

impl MailtoAddress<'_> {
    /// Write a mailto URL of `grammar`'s `mailtoaddress  m a i l t o :
    /// xalphas @ hostname` (RFC 1630, "BNF for specific URL schemes", p.24;
    /// draft-ietf-uri-url-03 the same) from the decoded local part of an
    /// address (any octets, never void; a `%` becomes `%25`) and its host
    /// name (never escaped).
    ///
    /// # Errors
    ///
    /// [`BuildError::NoProduction`] for url-draft-02, which has no mailto;
    /// [`BuildError::Part`] for a void local part; [`BuildError::HostHazard`], [`BuildError::Host`] for a
    /// host that is no `hostname`.
    pub fn build(grammar: UrlGrammar, local: &[u8], hostname: &str) -> Result<String, BuildError> {
        if grammar == UrlGrammar::UrlDraft02 {
            return Err(BuildError::NoProduction {
                grammar,
                production: "mailtoaddress",
            });
        }
        super::no_delimiter(grammar, hostname)?;
        let host_ok = matches!(read(grammar, &format!("mailto:x@{hostname}")),
            Some(Url::Mailto(a)) if a.hostname().as_str() == hostname);
        if !host_ok {
            return Err(BuildError::Host {
                grammar,
                host: hostname.to_owned(),
            });
        }
        let url = format!(
            "mailto:{}@{hostname}",
            xalphas(grammar, "xalphas", xalpha(grammar, b""), local)?
        );
        finish(grammar, url, |url| {
            matches!(url, Url::Mailto(a)
                if a.xalphas().decode() == local && a.hostname().as_str() == hostname)
        })
    }
}
