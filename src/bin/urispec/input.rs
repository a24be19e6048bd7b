//! Reading one input per line from stdin.

/// One line of input.
pub enum Line {
    /// A line that is UTF-8, without its line ending.
    Text(String),
    /// A line that is not UTF-8: its bytes shown lossily, and where the first
    /// invalid byte stands.
    NotUtf8 { lossy: String, offset: usize },
}

/// Split `bytes` into lines, stripping only `\n` or `\r\n`. A final line
/// ending does not start another line; a blank line is the empty string.
pub fn lines(bytes: &[u8]) -> Vec<Line> {
    byte_lines(bytes)
        .into_iter()
        .map(Line::from_bytes)
        .collect()
}

impl Line {
    /// One line's octets as text, or as not UTF-8.
    pub fn from_bytes(line: &[u8]) -> Line {
        match std::str::from_utf8(line) {
            Ok(text) => Line::Text(text.to_owned()),
            Err(e) => Line::NotUtf8 {
                lossy: String::from_utf8_lossy(line).into_owned(),
                offset: e.valid_up_to(),
            },
        }
    }
}

/// Split `bytes` into lines of octets, as [`lines`] does.
pub fn byte_lines(bytes: &[u8]) -> Vec<&[u8]> {
    let body = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    if bytes.is_empty() {
        return Vec::new();
    }
    body.split(|&b| b == b'\n')
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line))
        .collect()
}
