//! A page's character encoding: which one (HTML 4.01 §5.2.2: the HTTP
//! `Content-Type`, then `<META http-equiv="Content-Type">`; RFC 2616
//! §3.7.1's ISO-8859-1 without either), and what it makes of a link's
//! bytes (RFC 1738 §2.2, RFC 2396 §2.1: an octet outside US-ASCII is
//! written `%HH`) and of an anchor's text.

use super::tags::RAW;

/// A page's character encoding ("charset": RFC 2616 §3.4, HTML 4.01
/// §5.2), as far as its links and anchor text need one: a byte that is not
/// ASCII in a link is written `%HH` whatever the charset (RFC 1738 §2.2,
/// RFC 2396 §2.1), so the charset decides what a character reference
/// (`&eacute;`, `&#233;`) that is not ASCII becomes (its bytes in the
/// charset, each `%HH`) and how an anchor's text is read.
///
/// Its labels are those of the WHATWG Encoding Standard ("Names and
/// labels") for these encodings, matched without regard to case.
///
/// ```
/// use urispec_archive::Charset;
///
/// assert_eq!(Charset::from_label(" Latin1 "), Charset::Iso8859_1);
/// assert_eq!(Charset::from_label("US-ASCII"), Charset::Iso8859_1);
/// assert_eq!(Charset::from_label("utf8").name(), "utf-8");
/// assert_eq!(Charset::from_label("Shift_JIS"), Charset::Other("shift_jis".into()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Charset {
    /// ISO-8859-1 (ISO Latin 1, HTML 2.0's character set, RFC 1866; RFC
    /// 2616 §3.7.1's default for `text/*`), and US-ASCII, its first half:
    /// the default. A
    /// character reference above U+00FF has no byte in it and is written in
    /// UTF-8 (HTML 4.01 Appendix B.2.1). An anchor's bytes 0x80-0x9F are read
    /// as windows-1252's, as browsers read them (the Encoding Standard maps
    /// the label `iso-8859-1` to windows-1252).
    #[default]
    Iso8859_1,
    /// windows-1252: ISO-8859-1 with printable characters at 0x80-0x9F
    /// (`€`, `‘`, `’`, `“`, `”`, `–`, `—`, ...).
    Windows1252,
    /// UTF-8 (RFC 3629).
    Utf8,
    /// Another charset, by its label in lower case: a character reference
    /// that is not ASCII is written in UTF-8 (HTML 4.01 Appendix B.2.1), and
    /// an anchor's text is read as UTF-8 (a byte that is not UTF-8 read as
    /// U+FFFD).
    Other(String),
}

/// Where a page's [`Charset`] came from, in the order HTML 4.01 §5.2.2
/// gives ("conforming user agents must observe the following priorities").
///
/// ```
/// use urispec_archive::{html_links_served, CharsetFrom, LinkRules};
/// use urispec::resolve::RuleSet;
/// use urispec::{Edition, EditionAt};
///
/// let rules = LinkRules::new(RuleSet::Rfc2396, EditionAt { edition: Edition::Rfc2396, predates: false });
/// let page = html_links_served(b"<meta charset=utf-8>", Some("text/html"), "http://a/", rules);
/// assert_eq!(page.charset_from, CharsetFrom::Meta);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum CharsetFrom {
    /// The `charset` parameter of the HTTP `Content-Type` (or of the WARC
    /// record's, for a `resource` record): first.
    Http,
    /// The first `<META http-equiv="Content-Type" content="...;
    /// charset=...">` or `<META charset="...">` (HTML Living Standard) of
    /// the page: when HTTP names none.
    Meta,
    /// Neither: ISO-8859-1 for `text/html` (RFC 2616 §3.7.1: "media
    /// subtypes of the 'text' type are defined to have a default charset
    /// value of 'ISO-8859-1'"), UTF-8 for `application/xhtml+xml` (RFC 3023
    /// §3.2: XML's own default).
    #[default]
    Default,
}

/// windows-1252's characters at 0x80-0x9F (the Encoding Standard's
/// index); 0x81, 0x8D, 0x8F, 0x90 and 0x9D are their C1 controls.
const WINDOWS_1252: [char; 32] = [
    '\u{20AC}', '\u{81}', '\u{201A}', '\u{192}', '\u{201E}', '\u{2026}', '\u{2020}', '\u{2021}',
    '\u{2C6}', '\u{2030}', '\u{160}', '\u{2039}', '\u{152}', '\u{8D}', '\u{17D}', '\u{8F}',
    '\u{90}', '\u{2018}', '\u{2019}', '\u{201C}', '\u{201D}', '\u{2022}', '\u{2013}', '\u{2014}',
    '\u{2DC}', '\u{2122}', '\u{161}', '\u{203A}', '\u{153}', '\u{9D}', '\u{17E}', '\u{178}',
];

impl Charset {
    /// The charset a label names (`charset=` of a `Content-Type`, or a
    /// `<META charset>`), spaces and quotes around it taken off.
    pub fn from_label(label: &str) -> Charset {
        let label = label
            .trim_matches(|c: char| c.is_ascii_whitespace() || c == '"' || c == '\'')
            .to_ascii_lowercase();
        match label.as_str() {
            "utf-8" | "utf8" | "unicode-1-1-utf-8" | "unicode11utf8" | "unicode20utf8"
            | "x-unicode20utf8" => Charset::Utf8,
            "iso-8859-1" | "iso8859-1" | "iso88591" | "iso_8859-1" | "iso_8859-1:1987"
            | "iso-ir-100" | "latin1" | "l1" | "cp819" | "ibm819" | "csisolatin1" | "us-ascii"
            | "ascii" | "us" | "ansi_x3.4-1968" | "iso646-us" | "iso-ir-6" | "csascii"
            | "ibm367" | "cp367" => Charset::Iso8859_1,
            "windows-1252" | "cp1252" | "x-cp1252" => Charset::Windows1252,
            _ => Charset::Other(label),
        }
    }

    /// Its name: `iso-8859-1`, `windows-1252`, `utf-8`, or the label of
    /// another.
    pub fn name(&self) -> &str {
        match self {
            Charset::Iso8859_1 => "iso-8859-1",
            Charset::Windows1252 => "windows-1252",
            Charset::Utf8 => "utf-8",
            Charset::Other(label) => label,
        }
    }

    /// The bytes of `c` (not ASCII) in this charset, each given to `byte`;
    /// in UTF-8 where it has none.
    fn encode(&self, c: char, byte: &mut impl FnMut(u8)) {
        let single = match self {
            Charset::Iso8859_1 => u8::try_from(u32::from(c)).ok(),
            Charset::Windows1252 => match u8::try_from(u32::from(c)) {
                Ok(b) if b >= 0xA0 => Some(b),
                _ => WINDOWS_1252
                    .iter()
                    .position(|&w| w == c)
                    .and_then(|at| u8::try_from(0x80 + at).ok()),
            },
            Charset::Utf8 | Charset::Other(_) => None,
        };
        match single {
            Some(b) => byte(b),
            None => c.encode_utf8(&mut [0; 4]).bytes().for_each(byte),
        }
    }

    /// The text of the page's bytes `raw` (none ASCII).
    fn decode(&self, raw: &[u8], out: &mut String) {
        match self {
            Charset::Iso8859_1 | Charset::Windows1252 => out.extend(raw.iter().map(|&b| match b {
                0x80..=0x9F => WINDOWS_1252[usize::from(b - 0x80)],
                _ => char::from(b),
            })),
            Charset::Utf8 | Charset::Other(_) => out.push_str(&String::from_utf8_lossy(raw)),
        }
    }

    /// A value as the tokenizer gave it (a byte of the page that is not
    /// ASCII marked by [`RAW`], a character reference decoded to UTF-8) as a
    /// link is written: ASCII as it is, a byte of the page that is not ASCII
    /// as `%HH` of the byte, and a character that is not ASCII from a
    /// reference as `%HH` of each of its bytes in this charset.
    pub(super) fn written(&self, value: &[u8]) -> String {
        if let Ok(ascii) = std::str::from_utf8(value)
            && ascii.is_ascii()
        {
            return ascii.to_owned();
        }
        let mut out = String::with_capacity(value.len() + 8);
        let mut at = 0;
        while let Some(&b) = value.get(at) {
            if b.is_ascii() {
                // Kept as written: a space or a control in a link is the
                // page's, and the rules' grammar judges it.
                out.push(char::from(b));
                at += 1;
            } else if b == RAW {
                if let Some(&raw) = value.get(at + 1) {
                    percent(&mut out, raw);
                }
                at += 2;
            } else {
                let end = run_end(value, at);
                for c in String::from_utf8_lossy(&value[at..end]).chars() {
                    self.encode(c, &mut |b| percent(&mut out, b));
                }
                at = end;
            }
        }
        out
    }

    /// [`Charset::written`] of a value it may keep: ASCII, as it is.
    pub(super) fn written_of(&self, value: Vec<u8>) -> String {
        match String::from_utf8(value) {
            Ok(ascii) if ascii.is_ascii() => ascii,
            Ok(text) => self.written(text.as_bytes()),
            Err(e) => self.written(e.as_bytes()),
        }
    }

    /// [`Charset::text`] of a value it may keep: ASCII, as it is.
    pub(super) fn text_of(&self, value: Vec<u8>) -> String {
        match String::from_utf8(value) {
            Ok(ascii) if ascii.is_ascii() => ascii,
            Ok(text) => self.text(text.as_bytes()),
            Err(e) => self.text(e.as_bytes()),
        }
    }

    /// The text of a value or of an anchor as the tokenizer gave it: a run
    /// of the page's own bytes decoded in this charset, the rest as the
    /// tokenizer decoded it.
    pub(super) fn text(&self, value: &[u8]) -> String {
        let mut out = String::with_capacity(value.len());
        let mut raw = Vec::new();
        let mut at = 0;
        while let Some(&b) = value.get(at) {
            if b == RAW {
                raw.clear();
                while value.get(at) == Some(&RAW) {
                    raw.extend(value.get(at + 1));
                    at += 2;
                }
                self.decode(&raw, &mut out);
            } else if b.is_ascii() {
                out.push(char::from(b));
                at += 1;
            } else {
                let end = run_end(value, at);
                out.push_str(&String::from_utf8_lossy(&value[at..end]));
                at = end;
            }
        }
        out
    }
}

/// `%HH` of a byte (RFC 1738 §2.2: "the character is encoded by the
/// hexadecimal representation of its octet"; upper-case digits, RFC 3986
/// §2.1's recommendation).
fn percent(out: &mut String, b: u8) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('%');
    out.push(char::from(HEX[usize::from(b >> 4)]));
    out.push(char::from(HEX[usize::from(b & 15)]));
}

/// Where the run of the tokenizer's own bytes that are not ASCII (the
/// UTF-8 of a decoded character reference) starting at `at` ends.
fn run_end(value: &[u8], at: usize) -> usize {
    value[at..]
        .iter()
        .position(|&b| b.is_ascii() || b == RAW)
        .map_or(value.len(), |n| at + n)
}

/// The charset a `Content-Type` value (of HTTP, or of `<META
/// http-equiv="Content-Type" content>`) names: the HTML Living Standard's
/// "algorithm for extracting a character encoding from a meta element",
/// which reads RFC 2616 §3.7's `; charset=value` (its value quoted or
/// not) and the looser forms pages hold (`text/html;charset = utf-8`).
pub(super) fn in_content_type(value: &str) -> Option<Charset> {
    let bytes = value.as_bytes();
    let mut at = 0;
    loop {
        let found = bytes[at..]
            .windows(7)
            .position(|w| w.eq_ignore_ascii_case(b"charset"))?;
        at += found + 7;
        let mut next = at;
        while bytes.get(next).is_some_and(u8::is_ascii_whitespace) {
            next += 1;
        }
        if bytes.get(next) != Some(&b'=') {
            continue;
        }
        next += 1;
        while bytes.get(next).is_some_and(u8::is_ascii_whitespace) {
            next += 1;
        }
        let rest = &value[next..];
        let label = match rest.as_bytes().first() {
            Some(&q @ (b'"' | b'\'')) => {
                let inner = &rest[1..];
                &inner[..inner.find(char::from(q))?]
            }
            _ => rest
                .split(|c: char| c.is_ascii_whitespace() || c == ';')
                .next()
                .unwrap_or_default(),
        };
        return (!label.is_empty()).then(|| Charset::from_label(label));
    }
}
