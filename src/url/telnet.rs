//! `telnetaddress`, and `rlogin` and `tn3270` built on it.

use super::shared::{address, Login};

address_struct! {
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
    /// let urispec::url::Url::Telnet(t) = p.url() else { unreachable!() };
    /// assert_eq!(t.login().user().unwrap().as_str(), "user");
    /// assert_eq!(t.login().password().unwrap().as_str(), "pw");
    /// assert_eq!(t.effective_port(), Some(23));
    /// # Ok::<(), urispec::Error>(())
    /// ```
    pub struct TelnetAddress<'a>(input, record) {
        /// `telnet`, `rlogin` or `tn3270`, as written.
        scheme: &'a str = {
            // `telnet`, `rlogin` or `tn3270`: the text before the first `:`.
            let raw = address(input, record);
            &raw[..raw.find(':').unwrap_or(0)]
        },
        /// The `login`.
        login: Login<'a> = Login::from_record(input, record),
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
