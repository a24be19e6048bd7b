//! Prospero URLs from decoded parts.

use super::{
    finish, hostport, part_error, parts_error, path, same_hostport, same_segments, BuildError,
};
use crate::edition::UrlGrammar;
use crate::syntax::url::{ProsperoAddress, Url};

/// The parts of a Prospero URL, decoded: `prosperolink  p r o s p e r o : /
/// / hostport / hsoname [ % 0 0 version [ attributes ] ]` (RFC 1630, "BNF
/// for specific URL schemes", p.25; the URL drafts the same).
///
/// ```
/// use urispec::{url::{build::ProsperoParts, ProsperoAddress}, UrlGrammar};
/// let parts = ProsperoParts { host: "h", port: None, hsoname: &[b"a b"], version: None, attributes: &[] };
/// assert_eq!(ProsperoAddress::build(UrlGrammar::Rfc1630Url, &parts)?, "prospero://h/a%20b");
/// # Ok::<(), urispec::url::build::BuildError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProsperoParts<'p> {
    /// The host name or number, as it is written (never escaped).
    pub host: &'p str,
    /// The port, when not left to the default.
    pub port: Option<u16>,
    /// The host-specific name's segments, any octets but NUL (`%00` is the
    /// separator after it); the void name is one void segment.
    pub hsoname: &'p [&'p [u8]],
    /// The version: `digits`, or void (`Some("")`, the October 1993 draft's
    /// "may be the empty string").
    pub version: Option<&'p str>,
    /// The attributes (`alphanums` each, no escape), written after the
    /// version with a `%00` before each; they need a version.
    pub attributes: &'p [&'p str],
}

impl ProsperoAddress<'_> {
    /// Write a Prospero URL of `grammar`'s `prosperolink` from decoded parts:
    /// the name segment by segment, then `%00`, the version, and `%00` and
    /// an attribute for each attribute.
    ///
    /// # Errors
    ///
    /// [`BuildError::HostHazard`], [`BuildError::Host`]; [`BuildError::Part`] for an `hsoname` with a
    /// NUL or that `path` cannot hold, a version that is not digits, an
    /// attribute that is not `alphanums`, or attributes without a version.
    pub fn build(grammar: UrlGrammar, parts: &ProsperoParts<'_>) -> Result<String, BuildError> {
        if parts.hsoname.iter().any(|s| s.contains(&0)) {
            return Err(parts_error(grammar, "hsoname", parts.hsoname));
        }
        let mut url = format!(
            "prospero://{}/{}",
            hostport(grammar, parts.host, parts.port)?,
            path(grammar, parts.hsoname)?
        );
        match parts.version {
            // `version  digits`, or void.
            Some(v) if v.bytes().all(|b| b.is_ascii_digit()) => {
                url.push_str("%00");
                url.push_str(v);
            }
            Some(v) => return Err(part_error(grammar, "version", v.as_bytes())),
            None if parts.attributes.is_empty() => {}
            None => return Err(part_error(grammar, "attributes", b"")),
        }
        for attribute in parts.attributes {
            // `attribute  alphanums`: letters and digits, at least one.
            if attribute.is_empty() || !attribute.bytes().all(|b| b.is_ascii_alphanumeric()) {
                return Err(part_error(grammar, "attribute", attribute.as_bytes()));
            }
            url.push_str("%00");
            url.push_str(attribute);
        }
        finish(grammar, url, |url| {
            matches!(url, Url::Prospero(a)
                if same_hostport(a.hostport(), parts.host, parts.port)
                    && same_segments(a.hsoname(), parts.hsoname)
                    && a.version().map(|v| v.as_str()) == parts.version
                    && a.attribute_list().eq(parts.attributes.iter().copied()))
        })
    }
}
