//! `ftpaddress` and `ftptype`.

use super::record::{Field, UrlRecord};
use super::shared::{address, required, text, Login, Path, Text};

/// An `ftpaddress` (RFC 1630 "BNF for specific URL schemes", p.24).
///
/// ```text
/// ftpaddress  f t p : / / login / path [ ftptype ]
/// ftptype     A formcode | E formcode | I | L digits
/// formcode    N | T | C
/// ```
///
/// The type is written as the prose's `;type=` suffix (`url-draft-02` has none).
///
/// > The default, however, if no user or password is supplied, will be to use
/// > that convention, viz. that the user name is "anonymous" and the password
/// > the user's Internet-style mail address.
///
/// --- RFC 1630, "FTP"
///
/// ```
/// let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "ftp://ds.internic.net/rfc/")?;
/// let f = p.url().as_ftp().ok_or("a ftp URL")?;
/// assert_eq!(f.effective_user(), "anonymous");
/// assert!(f.is_directory());
/// assert_eq!(f.effective_port(), Some(21));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FtpAddress<'a> {
    raw: &'a str,
    login: Login<'a>,
    path: Path<'a>,
    ftptype: Option<Ftptype<'a>>,
}

impl<'a> FtpAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        FtpAddress {
            raw: address(input, record),
            login: Login::from_record(input, record),
            path: required(input, record, Field::Path).path(),
            ftptype: text(input, record.get(Field::Ftptype)).map(|raw| Ftptype { raw }),
        }
    }

    /// The raw text of the address, as in the input (without a `URL:`
    /// prefix or a `#` fragment).
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// The `login`.
    pub fn login(&self) -> Login<'a> {
        self.login
    }

    /// The `path`.
    pub fn path(&self) -> Path<'a> {
        self.path
    }

    /// The `ftptype` after `;type=`.
    pub fn ftptype(&self) -> Option<Ftptype<'a>> {
        self.ftptype
    }
}

impl std::fmt::Display for FtpAddress<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw)
    }
}

impl AsRef<str> for FtpAddress<'_> {
    fn as_ref(&self) -> &str {
        self.raw
    }
}

/// An `ftptype` (RFC 1630 "BNF for specific URL schemes", p.25): an RFC 959
/// type code with its space left out ("THE SPACE IS OMITTED FROM THE URL").
///
/// ```text
/// ftptype   A formcode | E formcode | I | L digits
/// formcode  N | T | C
/// ```
///
/// ```
/// use urispec::{url::{parse, Url}, UrlGrammar};
/// let p = parse(UrlGrammar::Rfc1630Url, "ftp://h/a.txt;type=AN")?;
/// let Url::Ftp(f) = p.url() else { panic!("ftp") };
/// let t = f.ftptype().unwrap();
/// assert_eq!((t.as_str(), t.code(), t.formcode()), ("AN", 'A', Some('N')));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ftptype<'a> {
    raw: Text<'a>,
}

impl<'a> FtpAddress<'a> {
    /// The FTP control port (RFC 959), used "if not the FTP default" is given.
    pub const DEFAULT_PORT: u16 = 21;

    /// The user to log in as: the `user` given, or `anonymous` (the
    /// "anonymous FTP convention").
    pub fn effective_user(&self) -> &'a str {
        self.login.user().map_or("anonymous", |u| u.as_str())
    }

    /// Whether the anonymous convention applies (no `user` given).
    pub fn is_anonymous(&self) -> bool {
        self.login.user().is_none()
    }

    /// Whether the URL names a directory: the path ends in `/` ("`/`  Use FTP
    /// directory list commands to read directory") or is void (the server's
    /// top directory).
    pub fn is_directory(&self) -> bool {
        self.path.is_directory()
    }

    /// The port given, or 21.
    pub fn effective_port(&self) -> Option<u16> {
        self.login.hostport().effective_port(Self::DEFAULT_PORT)
    }
}

impl<'a> Ftptype<'a> {
    /// The raw text (`A`, `AN`, `I`, `L8`, ...).
    pub fn as_str(&self) -> &'a str {
        self.raw.as_str()
    }

    /// The type code letter: `A`, `E`, `I` or `L`; under RFC 1738 §5 also
    /// `D` and the lower-case `a`, `i`, `d` (§3.2.2: "\<typecode\> is one of
    /// the characters "a", "i", or "d"").
    pub fn code(&self) -> char {
        self.raw.as_str().chars().next().unwrap_or('I')
    }

    /// The `formcode` after `A` or `E` (`N`, `T`, `C`), if given.
    pub fn formcode(&self) -> Option<char> {
        match self.code() {
            'A' | 'E' => self.raw.as_str()[1..].chars().next(),
            _ => None,
        }
    }

    /// The byte size after `L`.
    pub fn byte_size(&self) -> Option<&'a str> {
        (self.code() == 'L').then(|| &self.raw.as_str()[1..])
    }

    /// What the type code means in RFC 959 ("Data Types"), or, for RFC
    /// 1738's `d`, §3.2.2.
    pub fn meaning(&self) -> &'static str {
        match self.code() {
            'A' | 'a' => "ASCII",
            'E' => "EBCDIC",
            'L' => "local byte size",
            // RFC 1738 §3.2.2: "If the typecode is "d", perform a NLST
            // (name list) command".
            'D' | 'd' => "directory listing (NLST)",
            _ => "image (binary)",
        }
    }

    /// What the format code means in RFC 959 ("Format control"): the default
    /// is non-print.
    pub fn formcode_meaning(&self) -> Option<&'static str> {
        match self.code() {
            'A' | 'E' => Some(match self.formcode() {
                Some('T') => "Telnet format effectors",
                Some('C') => "carriage control (ASA)",
                _ => "non-print",
            }),
            _ => None,
        }
    }
}

impl std::fmt::Display for Ftptype<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw.as_str())
    }
}
