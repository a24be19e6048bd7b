//! A record's header read from bytes: WARC's version line and named
//! fields (ISO 28500 §4), or an ARC file's header line.

/// What the bytes at a record's start are.
pub(super) enum Parse {
    /// A header, whole.
    Header(Parsed),
    /// The bytes end before the header does.
    Incomplete,
    /// The first line is no version line.
    NoVersion,
}

/// A header read from bytes.
pub(super) struct Parsed {
    /// Its length in bytes, the empty line included.
    pub(super) len: usize,
    pub(super) version: String,
    pub(super) fields: Vec<(String, String)>,
    /// Its `Content-Length`, when it has one that is a number.
    pub(super) length: Option<u64>,
    /// Where the first line that is no field starts, from the header's.
    pub(super) bad_field: Option<usize>,
    /// A line ends in a bare LF.
    pub(super) bare_lf: bool,
}

/// The name of a field line (ISO 28500 §4: `field-name = token`, then
/// `:`), `None` when it is no field line.
pub(super) fn field_name(line: &[u8]) -> Option<usize> {
    let colon = line
        .iter()
        .position(|&b| b == b':' || b <= b' ' || b == 0x7f)?;
    (colon > 0 && line[colon] == b':').then_some(colon)
}

/// Whether `line` (without its line end) is a version line (ISO 28500 §4:
/// `"WARC/" 1*DIGIT "." 1*DIGIT`).
pub(super) fn is_version(line: &[u8]) -> bool {
    let Some(number) = line.strip_prefix(b"WARC/") else {
        return false;
    };
    let mut parts = number.splitn(2, |&b| b == b'.');
    let digits =
        |p: Option<&[u8]>| p.is_some_and(|p| !p.is_empty() && p.iter().all(u8::is_ascii_digit));
    digits(parts.next()) && digits(parts.next())
}

/// Read the header at the start of `bytes`, at most `max` bytes of it.
/// `strict`: give up at the first line that is no field (a candidate found
/// while looking for a record, which must parse whole).
pub(super) fn parse_header(bytes: &[u8], max: usize, strict: bool) -> Parse {
    let mut at = 0;
    let line = |at: &mut usize| -> Option<(usize, &[u8], bool)> {
        let rest = &bytes[*at..bytes.len().min(max)];
        let eol = rest.iter().position(|&b| b == b'\n')?;
        let start = *at;
        *at += eol + 1;
        let text = &rest[..eol];
        let crlf = text.ends_with(b"\r");
        Some((start, text.strip_suffix(b"\r").unwrap_or(text), !crlf))
    };
    let Some((_, version, mut bare_lf)) = line(&mut at) else {
        let first = &bytes[..bytes.len().min(max)];
        // A line that already cannot be a version line is none, whole or not.
        let head = &first[..first.len().min(5)];
        return if b"WARC/".starts_with(head) {
            Parse::Incomplete
        } else {
            Parse::NoVersion
        };
    };
    if !is_version(version) {
        return Parse::NoVersion;
    }
    let mut parsed = Parsed {
        len: 0,
        version: String::from_utf8_lossy(version).into_owned(),
        fields: Vec::new(),
        length: None,
        bad_field: None,
        bare_lf: false,
    };
    loop {
        let Some((start, text, bare)) = line(&mut at) else {
            return Parse::Incomplete;
        };
        bare_lf |= bare;
        if text.is_empty() {
            break;
        }
        if text[0] == b' ' || text[0] == b'\t' {
            // A folded line (ISO 28500 §4: "LWS").
            if let Some((_, value)) = parsed.fields.last_mut() {
                value.push(' ');
                value.push_str(String::from_utf8_lossy(text).trim());
                continue;
            }
        }
        if !strict && is_version(text) {
            // Another record's version line: this header ends, broken,
            // before it.
            parsed.bad_field.get_or_insert(start);
            parsed.len = start;
            parsed.bare_lf = bare_lf;
            return Parse::Header(parsed);
        }
        match field_name(text) {
            Some(colon) => parsed.fields.push((
                String::from_utf8_lossy(&text[..colon]).trim().to_owned(),
                String::from_utf8_lossy(&text[colon + 1..])
                    .trim()
                    .to_owned(),
            )),
            None if strict => {
                parsed.bad_field = Some(start);
                parsed.len = at;
                return Parse::Header(parsed);
            }
            None => {
                parsed.bad_field.get_or_insert(start);
            }
        }
    }
    parsed.len = at;
    parsed.bare_lf = bare_lf;
    parsed.length = parsed
        .fields
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case("Content-Length"))
        .and_then(|(_, v)| v.parse::<u64>().ok());
    Parse::Header(parsed)
}

/// The fields of an ARC header line, by the version of the file (the
/// Internet Archive's "ARC File Format", version 1.0, 1996: "URL-record-v1
/// := URL IP-address Archive-date Content-type Archive-length"; its
/// version 2: "URL IP-address Archive-date Content-type Result-code
/// Checksum Location Offset Filename Archive-length"). The version block
/// that opens a file (`filedesc://...`) has the five fields of version 1
/// in both.
pub(super) const ARC_FIELDS: [&[&str]; 2] = [
    &[
        "URL",
        "IP-address",
        "Archive-date",
        "Content-type",
        "Archive-length",
    ],
    &[
        "URL",
        "IP-address",
        "Archive-date",
        "Content-type",
        "Result-code",
        "Checksum",
        "Location",
        "Offset",
        "Filename",
        "Archive-length",
    ],
];

/// Read the ARC header line at the start of `bytes` (at most `max` bytes),
/// of a file of `version` (1 or 2): its fields named as the format names
/// them. The URL is what is left of the line once the other fields are
/// taken from its end (a URL written with a space in it keeps it). A line
/// with fewer fields than its version has, or whose last field is no
/// number, is none; so is (`strict`: a line found while looking for a
/// record) one with an empty field or whose date is not 14 digits.
pub(super) fn parse_arc(bytes: &[u8], max: usize, strict: bool, version: u8) -> Parse {
    let head = &bytes[..bytes.len().min(max)];
    let Some(eol) = head.iter().position(|&b| b == b'\n') else {
        // A line that already cannot be one is none, whole or not.
        let started = head.first().is_none_or(u8::is_ascii_alphanumeric);
        return if started && !head.contains(&0) {
            Parse::Incomplete
        } else {
            Parse::NoVersion
        };
    };
    let line = &head[..eol];
    let text = line.strip_suffix(b"\r").unwrap_or(line);
    let words: Vec<&[u8]> = text.split(|&b| b == b' ').collect();
    let filedesc = text.starts_with(b"filedesc:");
    let names = ARC_FIELDS[usize::from(version == 2 && !filedesc)];
    let take = names.len() - 1;
    if words.len() < names.len() || words.iter().any(|w| w.is_empty()) && strict {
        return Parse::NoVersion;
    }
    let (url, rest) = words.split_at(words.len() - take);
    let length = std::str::from_utf8(rest[take - 1])
        .ok()
        .filter(|n| n.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|n| n.parse::<u64>().ok());
    let date = rest[1];
    let dated = date.len() == 14 && date.iter().all(u8::is_ascii_digit);
    if length.is_none() || strict && !dated {
        return Parse::NoVersion;
    }
    let text = |w: &[u8]| String::from_utf8_lossy(w).into_owned();
    let mut fields = vec![(names[0].to_owned(), text(&url.join(&b' ')))];
    fields.extend(
        names[1..]
            .iter()
            .zip(rest)
            .map(|(n, w)| ((*n).to_owned(), text(w))),
    );
    Parse::Header(Parsed {
        len: eol + 1,
        version: format!("ARC/{version}"),
        fields,
        length,
        bad_field: None,
        bare_lf: false,
    })
}
