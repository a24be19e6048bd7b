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
//! # Decoding
//!
//! | to get | call | a `%` that starts no escape | octets that are not UTF-8 |
//! | --- | --- | --- | --- |
//! | the octets | [`decode`] | kept as written | (octets) |
//! | the octets, strictly | [`try_decode`] | an error | (octets) |
//! | text | [`decode_utf8`] | an error | an error |
//! | text, whatever comes | [`decode_lossy`] | kept as written | U+FFFD |
//! | a search's text (`+` a space) | [`search_text`] | an error | an error |
//!
//! Every error is a [`DecodeError`] with its byte offset; every leaf of a tree
//! has the first and the third as methods (`Part::decode`,
//! `Part::decode_utf8`).
//!
//! Reserved characters are never encoded or decoded behind the caller's back:
//! [`decode`] turns every escape into its octet (callers apply it to one
//! component at a time, after splitting at the reserved delimiters), and
//! [`normalize_unreserved`] only decodes escapes of characters that carry no
//! meaning, which is what "equivalent at the same encoding level" allows.

use std::borrow::Cow;

mod level;
mod set;
mod words;

pub(crate) use level::reduce;
pub use level::{reduced, safer};
pub use set::{encode, Set, SetError};
pub use words::{search_from_words, search_words, WordError};

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
    let mut rest = bytes;
    while let Some(&first) = rest.first() {
        // An escape's octet, or the byte as it stands.
        let (octet, len) = escape_at(rest, 0).map_or((first, 1), |octet| (octet, 3));
        out.push(octet);
        rest = &rest[len..];
    }
    Cow::Owned(out)
}

/// Why [`try_decode`], [`decode_utf8`] or [`search_text`] refused a component.
///
/// ```
/// use urispec::escape::{try_decode, DecodeError};
/// assert_eq!(try_decode("a%zz"), Err(DecodeError::BadEscape { offset: 1 }));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DecodeError {
    /// A `%` not followed by two hex digits: "Sequences which start with a
    /// percent sign but are not followed by two hexadecimal characters are
    /// reserved for future extension" (RFC 1630, "Reduced or increased safe
    /// character sets"; its Example 3).
    #[error("`%` at byte {offset} does not start an escape (`%` hex hex)")]
    BadEscape {
        /// Byte offset of the `%` in the component.
        offset: usize,
    },
    /// The decoded octets are not UTF-8 from the octet written at `offset`
    /// (a character or the first byte of an escape).
    #[error("the octets decoded from byte {offset} on are not UTF-8")]
    NotUtf8 {
        /// Byte offset in the component where the first invalid octet is written.
        offset: usize,
    },
}

/// The offset of the first `%` that starts no escape, if any.
fn bad_escape(bytes: &[u8]) -> Option<usize> {
    let mut i = 0;
    while i < bytes.len() {
        match (bytes[i], escape_at(bytes, i)) {
            (b'%', Some(_)) => i += 3,
            (b'%', None) => return Some(i),
            _ => i += 1,
        }
    }
    None
}

/// [`decode`], refusing a `%` that starts no escape. Borrows when there is no `%`.
///
/// # Errors
///
/// [`DecodeError::BadEscape`] with the offset of the first such `%`.
///
/// ```
/// use urispec::escape::{try_decode, DecodeError};
/// assert_eq!(&*try_decode("a%2Fb")?, b"a/b");
/// assert_eq!(try_decode("12345667123%asdghfh"), Err(DecodeError::BadEscape { offset: 11 }));
/// # Ok::<(), DecodeError>(())
/// ```
pub fn try_decode(component: &str) -> Result<Cow<'_, [u8]>, DecodeError> {
    match bad_escape(component.as_bytes()) {
        Some(offset) => Err(DecodeError::BadEscape { offset }),
        None => Ok(decode(component)),
    }
}

/// [`try_decode`] as UTF-8 text, borrowed when nothing is escaped: the
/// decoder to reach for when a component should be text.
///
/// # Errors
///
/// [`DecodeError::BadEscape`], or [`DecodeError::NotUtf8`] with the offset in
/// `component` where the first octet that is not UTF-8 is written.
///
/// ```
/// use urispec::escape::{decode_utf8, DecodeError};
/// assert_eq!(decode_utf8("Los%20Angeles")?, "Los Angeles");
/// assert_eq!(decode_utf8("ab%FFc"), Err(DecodeError::NotUtf8 { offset: 2 }));
/// assert_eq!(decode_utf8("100%"), Err(DecodeError::BadEscape { offset: 3 }));
/// # Ok::<(), DecodeError>(())
/// ```
pub fn decode_utf8(component: &str) -> Result<Cow<'_, str>, DecodeError> {
    match try_decode(component)? {
        Cow::Borrowed(_) => Ok(Cow::Borrowed(component)),
        Cow::Owned(bytes) => {
            String::from_utf8(bytes)
                .map(Cow::Owned)
                .map_err(|e| DecodeError::NotUtf8 {
                    offset: written_at(component.as_bytes(), e.utf8_error().valid_up_to()),
                })
        }
    }
}

/// The old name of [`decode_utf8`].
///
/// # Errors
///
/// As [`decode_utf8`].
#[deprecated(note = "renamed `decode_utf8`")]
pub fn decode_text(component: &str) -> Result<Cow<'_, str>, DecodeError> {
    decode_utf8(component)
}

/// Where the decoded octet number `n` of `bytes` is written.
fn written_at(bytes: &[u8], n: usize) -> usize {
    let (mut i, mut decoded) = (0, 0);
    while i < bytes.len() && decoded < n {
        i += if escape_at(bytes, i).is_some() { 3 } else { 1 };
        decoded += 1;
    }
    i
}

/// [`decode`] as text, octets that are not UTF-8 replaced by U+FFFD; a `%`
/// that starts no escape is kept. Borrows when nothing is escaped.
///
/// ```
/// assert_eq!(urispec::escape::decode_lossy("caf%C3%A9%FF"), "café\u{fffd}");
/// ```
pub fn decode_lossy(component: &str) -> Cow<'_, str> {
    match decode(component) {
        Cow::Borrowed(_) => Cow::Borrowed(component),
        Cow::Owned(bytes) => Cow::Owned(String::from_utf8_lossy(&bytes).into_owned()),
    }
}

/// A search string as text (RFC 1630, "Query strings": "the plus sign is
/// reserved as shorthand notation for a space"): each `+`-separated word
/// decoded by [`decode_utf8`], the separators read as spaces; an escaped
/// `%2B` stays a plus sign.
///
/// # Errors
///
/// As [`decode_utf8`], with the offset in the whole `search`.
///
/// ```
/// use urispec::escape::{search_text, DecodeError};
/// assert_eq!(search_text("dobbins+fred+%2B")?, "dobbins fred +");
/// assert_eq!(search_text("a+b%FF"), Err(DecodeError::NotUtf8 { offset: 3 }));
/// # Ok::<(), DecodeError>(())
/// ```
pub fn search_text(search: &str) -> Result<String, DecodeError> {
    let mut out = String::with_capacity(search.len());
    let mut start = 0;
    for (i, word) in search.split('+').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let decoded = decode_utf8(word).map_err(|e| match e {
            DecodeError::BadEscape { offset } => DecodeError::BadEscape {
                offset: start + offset,
            },
            DecodeError::NotUtf8 { offset } => DecodeError::NotUtf8 {
                offset: start + offset,
            },
        })?;
        out.push_str(&decoded);
        start += word.len() + 1;
    }
    Ok(out)
}

/// The form used to compare URIs "at the same encoding level" in RFC 1630's
/// generic grammar: [`reduced`] with every character of
/// [`Set::unreserved`]`(Edition::Rfc1630)`. Escapes of characters with no
/// special meaning are decoded (`%2D` becomes `-`), all other escapes are kept
/// with upper-case hex digits (`%2f` becomes `%2F`), and nothing else
/// changes. Borrows when nothing changes.
///
/// A `%` that does not start an escape stays as it is, and no escape is
/// decoded where the decoded hex digit would make such a `%` start one
/// (`%4%41` stays `%4%41`; decoding would invent `%4A`); nor where a run
/// between reserved characters would become `.` or `..`, which are reserved
/// ("Substrings consisting of single or double dots ("." or "..") are
/// similarly reserved", RFC 1630, "Hierarchical forms"). So normalizing twice
/// gives what normalizing once gives.
///
/// ```
/// use urispec::escape::normalize_unreserved;
/// assert_eq!(normalize_unreserved("marie%2Dclaude"), "marie-claude");
/// assert_eq!(normalize_unreserved("bertram%2fmarie"), "bertram%2Fmarie");
/// assert_eq!(normalize_unreserved("%4%41"), "%4%41");
/// assert_eq!(normalize_unreserved("a/%2e%2E/b"), "a/%2E%2E/b");
/// ```
pub fn normalize_unreserved(text: &str) -> Cow<'_, str> {
    level::reduce(text, Set::unreserved(crate::edition::Edition::Rfc1630))
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
        let set = Set::of(crate::edition::Edition::Rfc1630, "xalpha").unwrap_or_default();
        for text in ["", "a b", "100%", "x/y?z#w", "é+ü", "\u{0}"] {
            assert_eq!(
                decode_utf8(&set.encode(text.as_bytes())).as_deref(),
                Ok(text)
            );
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
        for (text, normal) in [
            ("%4%41", "%4%41"),
            ("%0%41", "%0%41"),
            ("%%41%42", "%%41B"),
            ("%%414", "%%414"),
            ("%G%41", "%GA"),
            ("%41%41", "AA"),
        ] {
            assert_eq!(normalize_unreserved(text), normal, "{text}");
        }
    }
}
