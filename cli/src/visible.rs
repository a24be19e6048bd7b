//! Input echoed in a text output, made harmless to a terminal: the
//! characters that move the cursor, clear the screen, start an escape
//! sequence or reorder what is shown are written as visible escapes.
//!
//! Escaped, in the notation of Rust's `{:?}` (which the messages that quote
//! an input already use, so one convention runs through the output):
//!
//! - the C0 controls U+0000 to U+001F (`\0`, `\t`, `\n`, `\r`, and
//!   `\u{1b}` for ESC and the others), DEL (`\u{7f}`) and the C1 controls
//!   U+0080 to U+009F (`\u{9b}`, the one-character CSI, among them);
//! - the line and paragraph separators U+2028 and U+2029, which some
//!   programs take as line breaks;
//! - the explicit directional formatting characters of Unicode's
//!   bidirectional algorithm (UAX #9 §2: U+061C, U+200E, U+200F, U+202A to
//!   U+202E, U+2066 to U+2069), which reorder a line as it is shown (a
//!   right-to-left override makes `http://a/b` read differently from what it
//!   is).
//!
//! A backslash is left as it is: the escaped text is for reading, not for
//! reading back (`--json` gives every string exactly). The JSON records are
//! not passed through here: serde_json escapes what JSON must.

use std::borrow::Cow;

/// Whether `text` has a byte that starts a character of the module's list
/// in UTF-8: a C0 control or DEL, or the lead byte of U+0080 to U+009F
/// (0xC2), of U+061C (0xD8), or of U+200E to U+2069 (0xE2). Most output
/// has none, and is passed on after this one look at its bytes.
fn may_hide(text: &str) -> bool {
    text.bytes()
        .any(|b| b < 0x20 || b == 0x7f || b == 0xc2 || b == 0xd8 || b == 0xe2)
}

/// Whether `c` is written as an escape (the module's list).
fn hidden(c: char) -> bool {
    matches!(c,
        '\u{0}'..='\u{1f}'
        | '\u{7f}'..='\u{9f}'
        | '\u{2028}' | '\u{2029}'
        | '\u{61c}' | '\u{200e}' | '\u{200f}'
        | '\u{202a}'..='\u{202e}'
        | '\u{2066}'..='\u{2069}')
}

/// `text` with every control, separator and directional formatting
/// character of the module's list escaped (`\u{1b}`, `\n`), borrowed when it
/// has none: for one line of output that echoes an input.
pub(crate) fn visible(text: &str) -> Cow<'_, str> {
    if !may_hide(text) || !text.chars().any(hidden) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        push(&mut out, c);
    }
    Cow::Owned(out)
}

/// `text` of several lines (a message and its caret frame), each line
/// escaped as [`visible`] escapes it, the line breaks kept.
pub(crate) fn visible_lines(text: &str) -> Cow<'_, str> {
    if !may_hide(text) || !text.chars().any(|c| c != '\n' && hidden(c)) {
        return Cow::Borrowed(text);
    }
    let lines: Vec<Cow<'_, str>> = text.split('\n').map(visible).collect();
    Cow::Owned(lines.join("\n"))
}

/// Octets as text: UTF-8 escaped as [`visible`] escapes it, each byte that
/// is not UTF-8 as `\xff` (Rust's notation for a byte string).
pub(crate) fn visible_bytes(octets: &[u8]) -> Cow<'_, str> {
    if let Ok(text) = std::str::from_utf8(octets) {
        return visible(text);
    }
    let mut out = String::with_capacity(octets.len() + 8);
    for chunk in octets.utf8_chunks() {
        for c in chunk.valid().chars() {
            push(&mut out, c);
        }
        for b in chunk.invalid() {
            out.push_str(&format!("\\x{b:02x}"));
        }
    }
    Cow::Owned(out)
}

/// `c`, escaped when [`hidden`].
fn push(out: &mut String, c: char) {
    match c {
        c if !hidden(c) => out.push(c),
        '\0' => out.push_str("\\0"),
        '\t' => out.push_str("\\t"),
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        c => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_byte_look_misses_no_character_of_the_list() {
        for c in (0..=0x10ffffu32)
            .filter_map(char::from_u32)
            .filter(|&c| hidden(c))
        {
            assert!(may_hide(c.encode_utf8(&mut [0; 4])), "{c:?}");
        }
    }

    #[test]
    fn controls_are_escaped_as_rust_writes_them() {
        assert_eq!(visible("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(visible("\0\t\n\r\u{7f}"), "\\0\\t\\n\\r\\u{7f}");
        assert_eq!(visible("\u{80}\u{9b}\u{9f}"), "\\u{80}\\u{9b}\\u{9f}");
        // The same as `{:?}` writes them, quotes aside.
        let text = "\u{1b}\u{9b}\u{7f}\t\u{202e}\u{2028}";
        assert_eq!(format!("\"{}\"", visible(text)), format!("{text:?}"));
    }

    #[test]
    fn separators_and_directional_formatting_are_escaped() {
        assert_eq!(visible("a\u{2028}b\u{2029}"), "a\\u{2028}b\\u{2029}");
        assert_eq!(
            visible("\u{202e}\u{2066}\u{2069}\u{200e}\u{200f}\u{61c}"),
            "\\u{202e}\\u{2066}\\u{2069}\\u{200e}\\u{200f}\\u{61c}"
        );
    }

    #[test]
    fn other_text_is_borrowed_unchanged() {
        for text in ["http://a/b?c#d", "caf\u{e9} e\u{301} \u{3c0} \\u{1b}", ""] {
            assert!(matches!(visible(text), Cow::Borrowed(t) if t == text));
        }
        // Not controls: NBSP, the first character past C1, a zero-width joiner.
        assert_eq!(visible("\u{a0}\u{a1}\u{200d}"), "\u{a0}\u{a1}\u{200d}");
    }

    #[test]
    fn lines_keep_their_breaks() {
        assert_eq!(
            visible_lines("error\n  | a\u{1b}b\n  |  ^"),
            "error\n  | a\\u{1b}b\n  |  ^"
        );
        assert_eq!(visible_lines("a\r\nb"), "a\\r\nb");
    }

    #[test]
    fn bytes_that_are_not_utf8_are_hex() {
        assert_eq!(visible_bytes(b"a\xffb\x1b"), "a\\xffb\\u{1b}");
        assert_eq!(visible_bytes("\u{e9}\u{9b}".as_bytes()), "\u{e9}\\u{9b}");
    }
}
