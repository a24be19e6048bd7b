//! Encoding levels (RFC 1630, "Reduced or increased safe character sets"):
//! a URI made "safer" by encoding characters considered unsafe, or brought to
//! a reduced level by expanding escapes where a larger set is acceptable,
//! never touching the reserved characters.

use std::borrow::Cow;

use super::escape_at;
use super::set::{push_escape, Set};
use crate::edition::{Edition, Family};

impl Set {
    /// The characters whose escapes carry no meaning in `grammar`, the only
    /// ones [`reduced`] and [`safer`] encode or decode:
    ///
    /// > However, the reserved characters mentioned above have a quite
    /// > different significance when encoded, and so may NEVER be encoded and
    /// > unencoded in this way.
    ///
    /// --- RFC 1630, "Reduced or increased safe character sets"
    ///
    /// - RFC 2396: its `unreserved` ("Unreserved characters can be escaped
    ///   without changing the semantics of the URI", RFC 2396 §2.3).
    /// - RFC 1738: its `unreserved` too (§5: `alpha | digit | safe |
    ///   extra`; §2.2: "only alphanumerics, the special characters
    ///   "$-_.+!*'(),", and reserved characters used for their reserved
    ///   purposes may be used unencoded within a URL").
    /// - The TBL editions (the URI draft, RFC 1630 and the URL drafts), which
    ///   print no `unreserved`: the
    ///   edition's `xalpha` less RFC 1630's `reserved` (`= ; / # ? :` and
    ///   space), the plus sign ("Within the query string, the plus sign is
    ///   reserved", "Query strings"), `*` and `!` ("reserved for use as having
    ///   special signifiance within specific schemes", "Other reserved
    ///   characters"), and `@`, which tells a news article from a group and a
    ///   user from a host in the URL schemes.
    pub fn unreserved(grammar: Edition) -> Set {
        let of = |g, p| Set::find(g, p).unwrap_or_default();
        match (grammar.family(), Set::find(grammar, "unreserved")) {
            (Family::Rfc1808 | Family::Rfc2396 | Family::Rfc3986, _)
            | (Family::Url(_), Some(_)) => of(grammar, "unreserved"),
            (Family::Generic(_), _) | (Family::Url(_), None) => of(grammar, "xalpha")
                .difference(of(Edition::Rfc1630, "reserved"))
                .difference(Set::from_bytes(b"+*!@")),
        }
    }
}

/// Whether a run of text between reserved characters reads `.` or `..`:
/// "Substrings consisting of single or double dots ("." or "..") are
/// similarly reserved" (RFC 1630, "Hierarchical forms"), so neither level
/// makes nor unmakes one.
fn is_dots(run: &str) -> bool {
    matches!(run, "." | "..")
}

/// Decode the escapes of members of `decodable`, write every other escape
/// with upper-case hex digits, and change nothing else; a `%` that starts no
/// escape stays, and no decoded hex digit completes one, nor does a run
/// between other characters become `.` or `..`. Borrows without a `%`.
pub(crate) fn reduce(text: &str, decodable: Set) -> Cow<'_, str> {
    let bytes = text.as_bytes();
    if !bytes.contains(&b'%') {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let (run_start, out_start) = (i, out.len());
        let mut decoded_any = false;
        loop {
            if let Some(octet) = escape_at(bytes, i) {
                if decodable.contains(octet) && !completes_stray_escape(&out, octet) {
                    out.push(char::from(octet));
                    decoded_any = true;
                } else {
                    push_escape(&mut out, octet);
                }
                i += 3;
            } else if i < bytes.len() && decodable.contains(bytes[i]) {
                out.push(char::from(bytes[i]));
                i += 1;
            } else {
                break;
            }
        }
        if decoded_any && is_dots(&out[out_start..]) {
            out.truncate(out_start);
            let mut j = run_start;
            while j < i {
                match escape_at(bytes, j) {
                    Some(octet) => {
                        push_escape(&mut out, octet);
                        j += 3;
                    }
                    None => {
                        out.push(char::from(bytes[j]));
                        j += 1;
                    }
                }
            }
        }
        if let Some(c) = text[i..].chars().next() {
            out.push(c);
            i += c.len_utf8();
        }
    }
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

/// The reduced level (RFC 1630, "Reduced or increased safe character sets":
/// "in cases where a larger set of characters is acceptable, % signs can be
/// selectively and reversibly expanded"): decode the escapes of characters
/// in both `set` and [`Set::unreserved`]`(grammar)`; other escapes keep
/// their octet, written with upper-case hex. Reserved characters and their
/// escapes are never touched (`%2F` stays a data slash), nor is a run made
/// `.` or `..`.
///
/// ```
/// use urispec::{escape::{reduced, Set}, Edition};
/// let all = Set::unreserved(Edition::Rfc1630);
/// assert_eq!(reduced(Edition::Rfc1630, all, "marie%2Dclaude/a%2fb"), "marie-claude/a%2Fb");
/// ```
pub fn reduced(grammar: Edition, set: Set, text: &str) -> Cow<'_, str> {
    reduce(text, set.intersection(Set::unreserved(grammar)))
}

/// The safer level (RFC 1630, "Reduced or increased safe character sets": "a
/// URI may be made "safer" simply by encoding any characters considered
/// unsafe, while leaving already encoded characters still encoded"): encode
/// each unescaped character of [`Set::unreserved`]`(grammar)` that is not in
/// the reduced safe set `set`. Escapes, reserved characters, and a run that
/// reads `.` or `..` are left as they are; [`reduced`] with the same grammar
/// undoes it.
///
/// ```
/// use urispec::{escape::{reduced, safer, Set}, Edition};
/// let letters = Set::of(Edition::Rfc1630, "alpha")?;
/// let safe = safer(Edition::Rfc1630, letters, "a/b-c'd/../e?f+g");
/// assert_eq!(safe, "a/b%2Dc%27d/../e?f+g");
/// assert_eq!(reduced(Edition::Rfc1630, Set::unreserved(Edition::Rfc1630), &safe), "a/b-c'd/../e?f+g");
/// # Ok::<(), urispec::escape::SetError>(())
/// ```
pub fn safer(grammar: Edition, set: Set, text: &str) -> Cow<'_, str> {
    let unreserved = Set::unreserved(grammar);
    let unsafe_ = unreserved.difference(set);
    let bytes = text.as_bytes();
    if !bytes.iter().any(|&b| unsafe_.contains(b)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    let mut i = 0;
    while i < bytes.len() {
        // A run of escapes and bare unreserved characters, left whole when
        // it reads `.` or `..` once decoded.
        let start = i;
        let mut decoded = Vec::new();
        loop {
            if let Some(octet) = escape_at(bytes, i) {
                decoded.push(octet);
                i += 3;
            } else if i < bytes.len() && unreserved.contains(bytes[i]) {
                decoded.push(bytes[i]);
                i += 1;
            } else {
                break;
            }
        }
        if matches!(decoded.as_slice(), b"." | b"..") {
            out.push_str(&text[start..i]);
        } else {
            let mut j = start;
            while j < i {
                if escape_at(bytes, j).is_some() {
                    out.push_str(&text[j..j + 3]);
                    j += 3;
                } else {
                    unsafe_.complement_push(&mut out, bytes[j]);
                    j += 1;
                }
            }
        }
        if let Some(c) = text[i..].chars().next() {
            out.push(c);
            i += c.len_utf8();
        }
    }
    Cow::Owned(out)
}

impl Set {
    /// Append `b`, escaped when a member (the set holds what to encode).
    fn complement_push(self, out: &mut String, b: u8) {
        if self.contains(b) {
            push_escape(out, b);
        } else {
            out.push(char::from(b));
        }
    }
}
