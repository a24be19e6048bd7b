//! The conventional `%hh` encoding.
//!
//! ```text
//! escape  % hex hex
//! hex     digit | a | b | c | d | e | f | A | B | C | D | E | F
//! ```
//!
//! > The percent sign ("%", ASCII 25 hex) is used as the escape character in
//! > the encoding scheme and is never allowed for anything else.
//!
//! --- RFC 1630, "Encoding reserved characters"
//!
//! Reserved characters are never encoded or decoded behind the caller's back:
//! [`decode`] turns every escape into its octet (callers apply it to one
//! component at a time, after splitting at the reserved delimiters), and
//! [`normalize_unreserved`] only decodes escapes of characters that carry no
//! meaning, which is what "equivalent at the same encoding level" allows.

use std::borrow::Cow;

/// The value of an ASCII hex digit.
fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// The octet of the escape `%hh` at `bytes[i..]`, if one starts there.
fn escape_at(bytes: &[u8], i: usize) -> Option<u8> {
    if bytes.get(i) != Some(&b'%') {
        return None;
    }
    let hi = hex_value(*bytes.get(i + 1)?)?;
    let lo = hex_value(*bytes.get(i + 2)?)?;
    Some(hi << 4 | lo)
}

/// Decode every `%hh` escape of one component into its octet (`escape`,
/// RFC 1630 "BNF of Generic URI Syntax"). Borrows when there is no `%`.
///
/// A `%` not followed by two hex digits (which no grammar here accepts) is
/// kept as it is.
///
/// ```
/// assert_eq!(&*urispec::escape::decode("marie%2Dclaude"), b"marie-claude");
/// assert!(matches!(urispec::escape::decode("plain"), std::borrow::Cow::Borrowed(_)));
/// ```
pub fn decode(component: &str) -> Cow<'_, [u8]> {
    let bytes = component.as_bytes();
    if !bytes.contains(&b'%') {
        return Cow::Borrowed(bytes);
    }
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match escape_at(bytes, i) {
            Some(octet) => {
                out.push(octet);
                i += 3;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    Cow::Owned(out)
}

/// [`decode`] as UTF-8 text; `None` where the decoded octets are not UTF-8.
///
/// ```
/// assert_eq!(urispec::escape::decode_utf8("Los%20Angeles").as_deref(), Some("Los Angeles"));
/// assert_eq!(urispec::escape::decode_utf8("%FF"), None);
/// ```
pub fn decode_utf8(component: &str) -> Option<Cow<'_, str>> {
    match decode(component) {
        Cow::Borrowed(_) => Some(Cow::Borrowed(component)),
        Cow::Owned(bytes) => String::from_utf8(bytes).ok().map(Cow::Owned),
    }
}

/// A search string as text (RFC 1630, "Query strings": "the plus sign is
/// reserved as shorthand notation for a space"): each `+`-separated word
/// decoded, the separators read as spaces; an escaped `%2B` stays a plus
/// sign. `None` when an escape gives octets that are not UTF-8.
///
/// ```
/// assert_eq!(urispec::escape::search_text("dobbins+fred+%2B").as_deref(), Some("dobbins fred +"));
/// ```
pub fn search_text(search: &str) -> Option<String> {
    let mut out = String::with_capacity(search.len());
    for (i, word) in search.split('+').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(&decode_utf8(word)?);
    }
    Some(out)
}

/// Characters that stand for themselves in every generic grammar here and
/// have no special meaning: `alpha`, `digit`, and RFC 1630's generic `safe`
/// (`$ - _ . &`) and `extra` (`" ' ( ) ,`), less three that do carry meaning:
///
/// > The astersik ("*", ASCII 2A hex) and exclamation mark ("!" , ASCII 21
/// > hex) are reserved for use as having special signifiance within specific
/// > schemes.
///
/// --- RFC 1630, "OTHER RESERVED CHARACTERS"
///
/// and `@`, which tells a news article from a group and a user from a host.
fn is_meaningless(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"$-_.&\"'(),".contains(&b)
}

/// Encode every octet of `text` that is not an `alpha`, `digit`, or a `safe`
/// or `extra` character without special meaning in RFC 1630 (so `*`, `!` and
/// `@` are encoded too) as `%hh` (upper-case hex). Borrows when nothing needs
/// encoding.
///
/// ```
/// assert_eq!(urispec::escape::encode("Los Angeles/1"), "Los%20Angeles%2F1");
/// ```
pub fn encode(text: &str) -> Cow<'_, str> {
    if text.bytes().all(is_meaningless) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for b in text.bytes() {
        if is_meaningless(b) {
            out.push(char::from(b));
        } else {
            out.push('%');
            out.push(char::from(b"0123456789ABCDEF"[usize::from(b >> 4)]));
            out.push(char::from(b"0123456789ABCDEF"[usize::from(b & 15)]));
        }
    }
    Cow::Owned(out)
}

/// The form used to compare URIs "at the same encoding level": escapes of
/// characters with no special meaning are decoded (`%2D` becomes `-`), all
/// other escapes are kept with upper-case hex digits (`%2f` becomes `%2F`),
/// and nothing else changes. Borrows when nothing changes.
///
/// A `%` that does not start an escape stays as it is, and no escape is
/// decoded where the decoded hex digit would make such a `%` start one
/// (`%4%41` stays `%4%41`; decoding would invent `%4A`). So normalizing twice
/// gives what normalizing once gives.
///
/// ```
/// use urispec::escape::normalize_unreserved;
/// assert_eq!(normalize_unreserved("marie%2Dclaude"), "marie-claude");
/// assert_eq!(normalize_unreserved("bertram%2fmarie"), "bertram%2Fmarie");
/// assert_eq!(normalize_unreserved("%4%41"), "%4%41");
/// ```
pub fn normalize_unreserved(text: &str) -> Cow<'_, str> {
    let bytes = text.as_bytes();
    if !bytes.contains(&b'%') {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = 0;
    let mut i = 0;
    while i < bytes.len() {
        match escape_at(bytes, i) {
            Some(octet) => {
                out.push_str(&text[rest..i]);
                if is_meaningless(octet) && !completes_stray_escape(&out, octet) {
                    out.push(char::from(octet));
                } else {
                    out.push('%');
                    out.push_str(&text[i + 1..i + 3].to_ascii_uppercase());
                }
                i += 3;
                rest = i;
            }
            None => i += 1,
        }
    }
    out.push_str(&text[rest..]);
    Cow::Owned(out)
}

/// Whether appending the decoded `octet` to `out` would complete an escape
/// that was not one: `out` ends with a `%`, or a `%` and one hex digit, and
/// `octet` is a hex digit. Every `%` already in `out` either starts an escape
/// kept as written or starts none, so only the last two characters matter:
/// refusing here also covers a literal hex digit that follows (`%%414`).
fn completes_stray_escape(out: &str, octet: u8) -> bool {
    if !octet.is_ascii_hexdigit() {
        return false;
    }
    match out.as_bytes() {
        [.., b'%'] => true,
        [.., b'%', h] => h.is_ascii_hexdigit(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decode_keeps_malformed_percent() {
        assert_eq!(&*decode("%%3D"), b"%=");
        assert_eq!(&*decode("a%4"), b"a%4");
        assert_eq!(&*decode("%00"), b"\0");
    }

    #[test]
    fn encode_decode_round_trip() {
        for text in ["", "a b", "100%", "x/y?z#w", "é+ü", "\u{0}"] {
            assert_eq!(decode_utf8(&encode(text)).as_deref(), Some(text));
        }
    }

    #[test]
    fn normalize_keeps_reserved_escapes() {
        assert_eq!(normalize_unreserved("a%2b%2B%41%20"), "a%2B%2BA%20");
        // RFC 1630 "OTHER RESERVED CHARACTERS", and `@` of news and login.
        assert_eq!(normalize_unreserved("%2a%21%40%2D"), "%2A%21%40-");
        assert_eq!(normalize_unreserved("%"), "%");
    }

    #[test]
    fn normalize_invents_no_escape() {
        // A decoded hex digit must not complete a `%` that started no escape.
        assert_eq!(normalize_unreserved("%4%41"), "%4%41");
        assert_eq!(normalize_unreserved("%0%41"), "%0%41");
        assert_eq!(normalize_unreserved("%%41%42"), "%%41B");
        assert_eq!(normalize_unreserved("%%414"), "%%414");
        assert_eq!(normalize_unreserved("%G%41"), "%GA");
        assert_eq!(normalize_unreserved("%41%41"), "AA");
    }
}
