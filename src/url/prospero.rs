//! `prosperoaddress`.

use super::shared::{address, required, text, Hostport, Path, Text};
use super::{Field, Spans};

/// A `prosperoaddress` (RFC 1630 "BNF for specific URL schemes", p.24).
///
/// ```text
/// prosperoaddress  prosperolink
/// prosperolink     p r o s p e r o : / / hostport / hsoname [ % 0 0 version [ attributes ] ]
/// hsoname          path
/// version          digits
/// attributes       attribute [ attributes ]
/// attribute        alphanums
/// ```
///
/// A `%00` is the separator where a `version [ attributes ]` follows it to
/// the end, an escape inside `hsoname` otherwise.
///
/// ```
/// let p = urispec::url::parse(urispec::Spec::Rfc1630Url, "prospero://host.org/a/b%003%00x%00y")?;
/// let urispec::url::Url::Prospero(pr) = p.url() else { unreachable!() };
/// assert_eq!(pr.hsoname().as_str(), "a/b");
/// assert_eq!(pr.version().unwrap().as_str(), "3");
/// assert_eq!(pr.attribute_list().collect::<Vec<_>>(), ["x", "y"]);
/// # Ok::<(), urispec::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ProsperoAddress<'a> {
    raw: &'a str,
    hostport: Hostport<'a>,
    hsoname: Path<'a>,
    version: Option<Text<'a>>,
    attributes: Option<Text<'a>>,
}

address_text!(ProsperoAddress);

impl<'a> ProsperoAddress<'a> {
    /// The Prospero port (1525, assigned by IANA).
    pub const DEFAULT_PORT: u16 = 1525;

    pub(crate) fn from_spans(input: &'a str, spans: &Spans) -> Self {
        ProsperoAddress {
            raw: address(input, spans),
            hostport: Hostport::from_spans(input, spans),
            hsoname: required(input, spans, Field::Hsoname).path(),
            version: text(input, spans.get(Field::Version)),
            attributes: text(input, spans.get(Field::Attributes)),
        }
    }

    /// The `hostport`.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }

    /// The host-specific object name, still encoded ([`Path::decode`] gives its octets).
    pub fn hsoname(&self) -> Path<'a> {
        self.hsoname
    }

    /// The `version` after the first `%00` (possibly void).
    pub fn version(&self) -> Option<Text<'a>> {
        self.version
    }

    /// The raw `attributes`.
    pub fn attributes(&self) -> Option<Text<'a>> {
        self.attributes
    }

    /// Each `attribute` (the `%00` separators dropped).
    pub fn attribute_list(&self) -> impl Iterator<Item = &'a str> + 'a {
        self.attributes
            .map_or("", |a| a.as_str())
            .split("%00")
            .filter(|a| !a.is_empty())
    }

    /// The port given, or 1525.
    pub fn effective_port(&self) -> Option<u16> {
        self.hostport.effective_port(Self::DEFAULT_PORT)
    }
}
