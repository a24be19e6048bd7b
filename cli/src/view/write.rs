//! The JSON line of a record written by hand, byte for byte what serde_json
//! writes of the same record, at a fraction of its cost: `check --json`
//! writes one per line of its input, and serde_json's string escaping (a
//! table lookup a byte) and its map entries cost more than the parse.
//!
//! A string is copied whole when none of its bytes needs an escape (checked
//! 16 bytes at a time, a loop the compiler turns into vector instructions),
//! else escaped byte by byte as serde_json escapes it (RFC 8259 §7: `"`,
//! `\` and the control characters; `\b`, `\f`, `\n`, `\r`, `\t` by name,
//! the others as `\u00xx`). The tests hold every writer here to
//! `serde_json::to_vec` of the same record.

use urispec::check::json::Columns;
use urispec::PartValue;

/// A JSON object being written into `out`: `{`, the fields, `}`.
pub struct Object<'o> {
    out: &'o mut Vec<u8>,
    empty: bool,
}

impl<'o> Object<'o> {
    /// Open an object at the end of `out`.
    pub fn new(out: &'o mut Vec<u8>) -> Self {
        out.push(b'{');
        Object { out, empty: true }
    }

    /// A key: one of this crate's names or the library's part names,
    /// none of which needs an escape.
    fn key(&mut self, key: &str) {
        debug_assert!(needs_no_escape(key.as_bytes()), "{key:?}");
        if !self.empty {
            self.out.push(b',');
        }
        self.empty = false;
        self.out.push(b'"');
        self.out.extend_from_slice(key.as_bytes());
        self.out.extend_from_slice(b"\":");
    }

    /// A text field, `null` for `None`.
    pub fn str(&mut self, key: &str, value: Option<&str>) {
        self.key(key);
        match value {
            Some(text) => string(self.out, text),
            None => self.out.extend_from_slice(b"null"),
        }
    }

    /// A number field.
    pub fn u64(&mut self, key: &str, value: u64) {
        self.key(key);
        number(self.out, value);
    }

    /// A `true`/`false` field, `null` for `None`.
    pub fn bool(&mut self, key: &str, value: Option<bool>) {
        self.key(key);
        self.out.extend_from_slice(match value {
            Some(true) => b"true",
            Some(false) => b"false",
            None => b"null",
        });
    }

    /// A field of any serializable value, written by serde_json (for the
    /// fields that are rare: an error).
    pub fn value(&mut self, key: &str, value: &impl serde::Serialize) {
        self.key(key);
        // Writing to a `Vec` cannot fail, and these values are plain data.
        let _ = serde_json::to_writer(&mut *self.out, value);
    }

    /// The fields of a record as `check` writes it ([`Columns`]'s
    /// `Serialize`): `input`, `spec`, `valid`, `error`, the seven columns,
    /// `parts`.
    pub fn columns(&mut self, columns: &Columns<'_, '_>) {
        let record = columns.record;
        self.str("input", Some(record.input));
        self.str("spec", Some(record.spec));
        self.bool("valid", Some(record.valid));
        match &record.error {
            None => self.str("error", None),
            Some(error) => self.value("error", error),
        }
        for (key, value) in urispec::check::json::Split::KEYS
            .iter()
            .zip(columns.split.values())
        {
            self.str(key, value);
        }
        self.key("parts");
        let mut parts = Object::new(self.out);
        record.parts.for_each(|key, value| match value {
            PartValue::Text(text) => parts.str(key, text),
            PartValue::Flag(flag) => parts.bool(key, flag),
            PartValue::List(None) => parts.str(key, None),
            PartValue::List(Some(items)) => {
                parts.key(key);
                parts.out.push(b'[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        parts.out.push(b',');
                    }
                    string(parts.out, item);
                }
                parts.out.push(b']');
            }
        });
        parts.end();
    }

    /// Close the object.
    pub fn end(self) {
        self.out.push(b'}');
    }
}

/// `text` as a JSON string, as serde_json writes it.
fn string(out: &mut Vec<u8>, text: &str) {
    out.push(b'"');
    let bytes = text.as_bytes();
    if needs_no_escape(bytes) {
        out.extend_from_slice(bytes);
    } else {
        escaped(out, bytes);
    }
    out.push(b'"');
}

/// Whether a byte of a JSON string must be escaped (RFC 8259 §7).
#[inline(always)]
fn escapes(b: u8) -> bool {
    b < 0x20 || b == b'"' || b == b'\\'
}

/// Whether no byte needs an escape: 8 bytes at a time in a `u64` (the
/// tests for a byte below 0x20 and for a byte equal to another of "Bit
/// Twiddling Hacks", exact as a yes or no), then the rest one by one.
fn needs_no_escape(bytes: &[u8]) -> bool {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
    let zero_byte = |x: u64| x.wrapping_sub(ONES) & !x & HIGH;
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let mut eight = [0; 8];
        eight.copy_from_slice(chunk);
        let x = u64::from_ne_bytes(eight);
        let control = x.wrapping_sub(ONES * 0x20) & !x & HIGH;
        let quote = zero_byte(x ^ (ONES * u64::from(b'"')));
        let backslash = zero_byte(x ^ (ONES * u64::from(b'\\')));
        if control | quote | backslash != 0 {
            return false;
        }
    }
    !chunks.remainder().iter().any(|&b| escapes(b))
}

/// `bytes` escaped as serde_json escapes them: `\"`, `\\`, `\b`, `\f`,
/// `\n`, `\r`, `\t`, and `\u00xx` (lower-case hex) for the other controls.
fn escaped(out: &mut Vec<u8>, bytes: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut from = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if !escapes(b) {
            continue;
        }
        out.extend_from_slice(&bytes[from..i]);
        from = i + 1;
        match b {
            b'"' => out.extend_from_slice(b"\\\""),
            b'\\' => out.extend_from_slice(b"\\\\"),
            0x08 => out.extend_from_slice(b"\\b"),
            0x0c => out.extend_from_slice(b"\\f"),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            b'\t' => out.extend_from_slice(b"\\t"),
            _ => out.extend_from_slice(&[
                b'\\',
                b'u',
                b'0',
                b'0',
                HEX[usize::from(b >> 4)],
                HEX[usize::from(b & 0xf)],
            ]),
        }
    }
    out.extend_from_slice(&bytes[from..]);
}

/// `n` in decimal.
fn number(out: &mut Vec<u8>, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[at..]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;
    use urispec::check::json::Record;
    use urispec::Edition;

    /// The line record as serde_json writes it (what `check` wrote before
    /// this writer).
    #[derive(Serialize)]
    struct Numbered<'r, 'a> {
        record: &'static str,
        #[serde(skip_serializing_if = "Option::is_none")]
        file: Option<&'r str>,
        line: u64,
        #[serde(flatten)]
        columns: Columns<'r, 'a>,
    }

    fn by_hand(file: Option<&str>, line: u64, record: &Record<'_>) -> Vec<u8> {
        let mut out = Vec::new();
        let mut o = Object::new(&mut out);
        o.str("record", Some("line"));
        if file.is_some() {
            o.str("file", file);
        }
        o.u64("line", line);
        o.columns(&record.columns());
        o.end();
        out
    }

    /// Each character that needs an escape, at each place of the 8-byte
    /// words and of the rest, among others that do not.
    #[test]
    fn escapes_strings_as_serde_json() {
        let plain = "ab ~\u{7f}é€😀xyz0123456789ABCDEFGHIJ";
        for c in [
            '"', '\\', '\u{0}', '\u{8}', '\n', '\u{1f}', ' ', '\u{7f}', 'é',
        ] {
            for at in plain.char_indices().map(|(i, _)| i).chain([plain.len()]) {
                let text = format!("{}{c}{}", &plain[..at], &plain[at..]);
                let mut out = Vec::new();
                string(&mut out, &text);
                let serde = serde_json::to_vec(&text).expect("serialized");
                assert_eq!(out, serde, "{text:?}");
            }
        }
        for n in [0, 1, 9, 10, 99, 100, 4_294_967_296, u64::MAX] {
            let mut out = Vec::new();
            number(&mut out, n);
            assert_eq!(out, n.to_string().into_bytes());
        }
    }

    /// Every edition, inputs valid and not, strings that need escapes: the
    /// same bytes as serde_json's.
    #[test]
    fn writes_what_serde_json_writes() {
        let inputs = [
            "http://info.cern.ch:8000/hypertext/WWW/TheProject.html",
            "news:a+b/c",
            "ftp://u:p@h/a;type=i",
            "gopher://h:70/11/x",
            "URL:http://a/b?c#d",
            "http://a/\"quoted\"\\back\u{1}\u{8}\u{c}\n\r\t\u{1f}\u{7f}é€😀",
            "%",
            "",
            "0123456789abcdef0123456789abcdef\"",
            "http://[::1]:80/a%zz",
        ];
        for edition in Edition::ALL {
            for (i, input) in inputs.iter().enumerate() {
                let result = urispec::parse(edition, input);
                let record = Record::of(edition, input, &result);
                for file in [None, Some("a\"b.txt")] {
                    let line = [0, 7, 10, 123_456_789, u64::MAX][i % 5];
                    let serde = serde_json::to_vec(&Numbered {
                        record: "line",
                        file,
                        line,
                        columns: record.columns(),
                    })
                    .expect("serialized");
                    assert_eq!(
                        String::from_utf8_lossy(&by_hand(file, line, &record)),
                        String::from_utf8_lossy(&serde),
                        "{edition} {input:?}"
                    );
                }
            }
        }
    }
}
