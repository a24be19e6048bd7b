//! `telnetaddress`, and `rlogin` and `tn3270` built on it.

use super::record::UrlRecord;
use super::shared::{address, Login};

/// A `telnetaddress` (RFC 1630 "BNF for specific URL schemes", p.25), or
/// the `rloginaddress` / `tn3270address` built on it from the prose
/// ("Telnet, rlogin, tn3270").
///
/// ```text
/// telnetaddress  t e l n e t : / / login
/// ```
///
/// ```
/// let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "telnet://user:pw@host.example.org:23")?;
/// let t = p.url().as_telnet().ok_or("a telnet URL")?;
/// assert_eq!(t.login().user().unwrap().as_str(), "user");
/// assert_eq!(t.login().password().unwrap().as_str(), "pw");
/// assert_eq!(t.effective_port(), Some(23));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TelnetAddress<'a> {
    raw: &'a str,
    scheme: &'a str,
    login: Login<'a>,
}

impl<'a> TelnetAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        TelnetAddress {
            raw: address(input, record),
            scheme: {
                // `telnet`, `rlogin` or `tn3270`: the text before the first `:`.
                let raw = address(input, record);
                &raw[..raw.find(':').unwrap_or(0)]
            },
            login: Login::from_record(input, record),
        }
    }

    /// The raw text of the address, as in the input (without a `URL:`
    /// prefix or a `#` fragment).
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// `telnet`, `rlogin` or `tn3270`, as written.
    pub fn scheme(&self) -> &'a str {
        self.scheme
    }

    /// The `login`.
    pub fn login(&self) -> Login<'a> {
        self.login
    }
}

impl std::fmt::Display for TelnetAddress<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw)
    }
}

impl AsRef<str> for TelnetAddress<'_> {
    fn as_ref(&self) -> &str {
        self.raw
    }
}

impl<'a> TelnetAddress<'a> {
    /// The port given, or the protocol's: 23 for telnet and tn3270 (RFC 854),
    /// 513 for rlogin (RFC 1282).
    pub fn effective_port(&self) -> Option<u16> {
        let default = if self.scheme.eq_ignore_ascii_case("rlogin") {
            513
        } else {
            23
        };
        self.login.hostport().effective_port(default)
    }
}
