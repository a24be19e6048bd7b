//! The formats of an index, one capture a line: CDX with its legend, CDXJ,
//! or plain lines; what each line holds ([`Format::capture`]), and the
//! format a line shows ([`Format::of_line`], [`Format::guess`]).

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use super::time::{CaptureTime, TimeError};

mod guess;

/// The most fields a [`Legend`] names.
pub const MAX_FIELDS: usize = 64;

/// The name of an index format, as `--format` takes it.
///
/// ```
/// use urispec_archive::FormatName;
/// assert_eq!("cdxj".parse::<FormatName>(), Ok(FormatName::Cdxj));
/// assert_eq!(FormatName::Cdx.to_string(), "cdx");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FormatName {
    /// One URI a line, nothing else.
    Lines,
    /// CDX: a legend line, then one capture a line, its fields separated by
    /// spaces.
    Cdx,
    /// CDXJ: `urlkey timestamp {json}` a line.
    Cdxj,
}

impl FormatName {
    /// Every format.
    pub const ALL: [FormatName; 3] = [FormatName::Lines, FormatName::Cdx, FormatName::Cdxj];

    /// Its name (`lines`, `cdx`, `cdxj`).
    pub const fn name(self) -> &'static str {
        match self {
            FormatName::Lines => "lines",
            FormatName::Cdx => "cdx",
            FormatName::Cdxj => "cdxj",
        }
    }
}

impl fmt::Display for FormatName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The name given is not one of [`FormatName::ALL`].
///
/// ```
/// use urispec_archive::FormatName;
/// let e = "warc".parse::<FormatName>().unwrap_err();
/// assert_eq!(e.to_string(), "unknown format `warc` (known: lines, cdx, cdxj)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown format `{0}` (known: lines, cdx, cdxj)")]
pub struct UnknownFormat(pub String);

impl FromStr for FormatName {
    type Err = UnknownFormat;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        FormatName::ALL
            .into_iter()
            .find(|f| f.name() == s)
            .ok_or_else(|| UnknownFormat(s.to_owned()))
    }
}

/// A CDX legend: the letter of each field of a record, in order (the IIPC
/// "CDX File Format": the first line, ` CDX N b a m s k r M S V g`).
///
/// Of its letters urispec reads `a` ("original url"), `b` ("date", the
/// capture time) and `N` ("massaged url", the SURT key) or else `A`
/// ("canonized url") as the urlkey; a legend without `a` is refused.
///
/// ```
/// use urispec_archive::Legend;
///
/// let legend = Legend::parse(b" CDX N b a m s k r M S V g")?;
/// assert_eq!(legend.letters(), "NbamskrMSVg");
/// assert_eq!(legend.len(), 11);
/// assert_eq!(legend, Legend::for_fields(11).unwrap());
/// assert!(!legend.is_assumed() && Legend::for_fields(11).unwrap().is_assumed());
/// assert_eq!(legend.to_string(), " CDX N b a m s k r M S V g");
/// assert!(Legend::parse(b" CDX N b m").is_err()); // no `a`
/// # Ok::<(), urispec_archive::LegendError>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Legend {
    letters: [u8; MAX_FIELDS],
    len: u8,
    /// The field of `a`, the original URL.
    url: u8,
    /// The field of `b`, the capture time.
    time: Option<u8>,
    /// The field of `N`, or else `A`.
    key: Option<u8>,
    /// Not read from the input: assumed from a record's number of fields.
    assumed: bool,
}

impl PartialEq for Legend {
    /// Two legends are equal when they name the same fields, read or assumed.
    fn eq(&self, other: &Self) -> bool {
        self.letters() == other.letters()
    }
}

impl Eq for Legend {}

/// The legend of CDX files with 11 fields (the IIPC format's most common,
/// written by the Wayback Machine and pywb).
const CDX11: &[u8] = b" CDX N b a m s k r M S V g";

/// The legend of the older CDX files with 9 fields.
const CDX9: &[u8] = b" CDX N b a m s k r V g";

/// Why a line is no legend.
///
/// ```
/// use urispec_archive::{Legend, LegendError};
/// let e = Legend::parse(b" CDX N b ab").unwrap_err();
/// assert_eq!(e, LegendError::NotALetter { offset: 9 });
/// assert_eq!(e.offset(), 9);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LegendError {
    /// The line does not start with ` CDX ` (or `CDX `).
    #[error("no CDX legend: the first line does not start with ` CDX `, and its {fields} fields fit neither the 9 nor the 11 of the usual legends")]
    Missing {
        /// How many fields the line has.
        fields: usize,
    },
    /// A field of the legend is not one letter.
    #[error("the legend's field at byte {offset} is no single letter")]
    NotALetter {
        /// Its byte offset in the line.
        offset: usize,
    },
    /// More than [`MAX_FIELDS`] fields.
    #[error("the legend names more than {MAX_FIELDS} fields (byte {offset})")]
    TooMany {
        /// The byte offset of the field past the limit.
        offset: usize,
    },
    /// No field `a`, the original URL.
    #[error("the legend names no field `a` (the original URL)")]
    NoUrl,
}

impl LegendError {
    /// The byte offset in the line where it is (0 when it is the whole
    /// line's).
    pub fn offset(&self) -> usize {
        match self {
            LegendError::NotALetter { offset } | LegendError::TooMany { offset } => *offset,
            LegendError::Missing { .. } | LegendError::NoUrl => 0,
        }
    }
}

impl Legend {
    /// The legend `line` writes: ` CDX ` (the leading space may be
    /// missing), then one letter a field, separated by spaces.
    pub fn parse(line: &[u8]) -> Result<Legend, LegendError> {
        let start = if line.starts_with(b" CDX") { 4 } else { 3 };
        if !is_legend(line) {
            let fields = line.split(|&b| b == b' ').count();
            return Err(LegendError::Missing { fields });
        }
        let mut legend = Legend {
            letters: [0; MAX_FIELDS],
            len: 0,
            url: 0,
            time: None,
            key: None,
            assumed: false,
        };
        let mut url = None;
        let mut canonized = None;
        let mut offset = start;
        for field in line[start..].split(|&b| b == b' ') {
            let at = offset;
            offset += field.len() + 1;
            if field.is_empty() {
                // The space after ` CDX`, or two spaces in a row.
                continue;
            }
            let [letter] = field else {
                return Err(LegendError::NotALetter { offset: at });
            };
            if !letter.is_ascii_graphic() {
                return Err(LegendError::NotALetter { offset: at });
            }
            let i = usize::from(legend.len);
            if i == MAX_FIELDS {
                return Err(LegendError::TooMany { offset: at });
            }
            // `i` < MAX_FIELDS = 64: it fits a u8.
            let index = i as u8;
            match letter {
                b'a' => {
                    url.get_or_insert(index);
                }
                b'b' => {
                    legend.time.get_or_insert(index);
                }
                b'N' => {
                    legend.key.get_or_insert(index);
                }
                b'A' => {
                    canonized.get_or_insert(index);
                }
                _ => {}
            }
            legend.letters[i] = *letter;
            legend.len += 1;
        }
        legend.url = url.ok_or(LegendError::NoUrl)?;
        legend.key = legend.key.or(canonized);
        Ok(legend)
    }

    /// The usual legend of a record of `fields` fields, when there is one:
    /// ` CDX N b a m s k r M S V g` for 11, ` CDX N b a m s k r V g` for 9;
    /// marked as assumed.
    pub fn for_fields(fields: usize) -> Option<Legend> {
        let line = match fields {
            11 => CDX11,
            9 => CDX9,
            _ => return None,
        };
        let mut legend = Legend::parse(line).ok()?;
        legend.assumed = true;
        Some(legend)
    }

    /// Its letters, in order (`NbamskrMSVg`).
    pub fn letters(&self) -> &str {
        // Only ASCII letters are kept.
        std::str::from_utf8(&self.letters[..usize::from(self.len)]).unwrap_or_default()
    }

    /// How many fields it names.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether it names no field (never: a legend names `a`).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether it was assumed from a record's number of fields, the input
    /// having no legend line ([`Legend::for_fields`]).
    pub fn is_assumed(&self) -> bool {
        self.assumed
    }
}

impl fmt::Display for Legend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(" CDX")?;
        for letter in self.letters().chars() {
            write!(f, " {letter}")?;
        }
        Ok(())
    }
}

/// Whether `line` starts as a legend does.
fn is_legend(line: &[u8]) -> bool {
    line.starts_with(b" CDX ") || line.starts_with(b"CDX ")
}

/// The format of an index: what each line holds.
///
/// ```
/// use urispec_archive::{Format, Legend};
///
/// let cdx = Format::guess(b" CDX N b a m s k r M S V g")?;
/// assert_eq!(cdx, Format::Cdx(Legend::for_fields(11).unwrap()));
/// let line = b"com,example)/ 19960512083000 http://example.com/ text/html 200 ABC - - 512 1024 ex.arc.gz";
/// let capture = cdx.capture(line).unwrap().expect("a capture, not a legend");
/// assert_eq!(&*capture.url, b"http://example.com/");
/// assert_eq!(capture.time.map(|t| t.year()), Some(1996));
/// assert_eq!(capture.urlkey, Some(&b"com,example)/"[..]));
///
/// assert_eq!(Format::guess(br#"com,example)/ 19960512083000 {"url": "http://example.com/"}"#)?, Format::Cdxj);
/// assert_eq!(Format::guess(b"http://example.com/")?, Format::Lines);
/// # Ok::<(), urispec_archive::LegendError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// One URI a line: no capture time, no urlkey.
    Lines,
    /// CDX, its fields as the legend names them.
    Cdx(Legend),
    /// CDXJ: `urlkey timestamp {json}`, the URL the JSON block's `url`.
    Cdxj,
}

/// The fields of a CDXJ line's JSON block urispec reads.
#[derive(serde::Deserialize)]
struct JsonBlock<'a> {
    #[serde(borrow, default)]
    url: Option<JsonText<'a>>,
}

/// A JSON string, borrowed from the line unless it escapes a character
/// (serde's own `Cow<str>` inside an `Option` is always owned).
struct JsonText<'a>(Cow<'a, str>);

impl<'de: 'a, 'a> serde::Deserialize<'de> for JsonText<'a> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor<'a>(std::marker::PhantomData<&'a ()>);
        impl<'de: 'a, 'a> serde::de::Visitor<'de> for Visitor<'a> {
            type Value = JsonText<'a>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string")
            }

            fn visit_borrowed_str<E>(self, text: &'de str) -> Result<Self::Value, E> {
                Ok(JsonText(Cow::Borrowed(text)))
            }

            fn visit_str<E>(self, text: &str) -> Result<Self::Value, E> {
                Ok(JsonText(Cow::Owned(text.to_owned())))
            }

            fn visit_string<E>(self, text: String) -> Result<Self::Value, E> {
                Ok(JsonText(Cow::Owned(text)))
            }
        }
        d.deserialize_str(Visitor(std::marker::PhantomData))
    }
}

impl Format {
    /// Its name.
    pub fn name(&self) -> FormatName {
        match self {
            Format::Lines => FormatName::Lines,
            Format::Cdx(_) => FormatName::Cdx,
            Format::Cdxj => FormatName::Cdxj,
        }
    }

    /// The format `name`, its legend read from `first`, an input's first
    /// line (a CDX input without a legend line gets the usual legend of
    /// its first record's number of fields, or an error).
    pub fn read(name: FormatName, first: &[u8]) -> Result<Format, LegendError> {
        match name {
            FormatName::Lines => Ok(Format::Lines),
            FormatName::Cdxj => Ok(Format::Cdxj),
            FormatName::Cdx if is_legend(first) => Legend::parse(first).map(Format::Cdx),
            FormatName::Cdx => {
                let fields = first.split(|&b| b == b' ').count();
                Legend::for_fields(fields)
                    .map(Format::Cdx)
                    .ok_or(LegendError::Missing { fields })
            }
        }
    }

    /// What `line` (without its line ending) holds: a capture, or `None`
    /// for a line that is none but belongs to the format (a CDX legend like
    /// the format's, a CDXJ `!` header), or why it does not fit.
    pub fn capture<'a>(&self, line: &'a [u8]) -> Result<Option<Capture<'a>>, RecordError> {
        match self {
            Format::Lines => Ok(Some(Capture {
                url: Cow::Borrowed(line),
                time: None,
                urlkey: None,
            })),
            Format::Cdx(legend) => cdx(legend, line),
            Format::Cdxj => cdxj(line),
        }
    }
}

/// A CDX line under `legend`.
fn cdx<'a>(legend: &Legend, line: &'a [u8]) -> Result<Option<Capture<'a>>, RecordError> {
    if is_legend(line) {
        return match Legend::parse(line) {
            Ok(other) if other == *legend => Ok(None),
            _ => Err(RecordError::OtherLegend),
        };
    }
    let (url, time, key) = (
        usize::from(legend.url),
        legend.time.map(usize::from),
        legend.key.map(usize::from),
    );
    let mut found = (None, None, None);
    let mut count = 0;
    let mut offset = 0;
    for field in line.split(|&b| b == b' ') {
        if count == legend.len() {
            // The first field too many.
            return Err(RecordError::Fields {
                found: line.split(|&b| b == b' ').count(),
                expected: legend.len(),
                offset: offset.min(line.len()),
            });
        }
        if count == url {
            found.0 = Some((field, offset));
        } else if Some(count) == time {
            found.1 = Some((field, offset));
        }
        if Some(count) == key {
            found.2 = Some(field);
        }
        count += 1;
        offset += field.len() + 1;
    }
    if count != legend.len() {
        return Err(RecordError::Fields {
            found: count,
            expected: legend.len(),
            offset: line.len(),
        });
    }
    let (Some((url, url_at)), time) = (found.0, found.1) else {
        // The legend names `a`, and every field of the legend was found.
        return Err(RecordError::NoUrl { offset: 0 });
    };
    if url == b"-" {
        return Err(RecordError::NoUrl { offset: url_at });
    }
    let time = match time {
        Some((b"-", _)) | None => None,
        Some((text, at)) => Some(parse_time(text, at)?),
    };
    Ok(Some(Capture {
        url: Cow::Borrowed(url),
        time,
        urlkey: found.2.filter(|k| *k != b"-"),
    }))
}

/// A CDXJ line: `urlkey timestamp {json}`.
fn cdxj(line: &[u8]) -> Result<Option<Capture<'_>>, RecordError> {
    if line.starts_with(b"!") {
        return Ok(None);
    }
    let shape = |offset| RecordError::Shape { offset };
    let key_end = line
        .iter()
        .position(|&b| b == b' ')
        .ok_or(shape(line.len()))?;
    let time_end = line[key_end + 1..]
        .iter()
        .position(|&b| b == b' ')
        .map(|n| key_end + 1 + n)
        .ok_or(shape(line.len()))?;
    if key_end == 0 {
        return Err(shape(0));
    }
    let time = parse_time(&line[key_end + 1..time_end], key_end + 1)?;
    let json_at = time_end + 1;
    let json = &line[json_at..];
    let block: JsonBlock<'_> = serde_json::from_slice(json).map_err(|e| {
        // serde_json counts columns from 1, in bytes, on the block's line.
        let offset = json_at + e.column().saturating_sub(1);
        RecordError::Json {
            offset: offset.min(line.len()),
            message: json_message(&e),
        }
    })?;
    let url = match block.url.map(|t| t.0) {
        Some(Cow::Borrowed(url)) => Cow::Borrowed(url.as_bytes()),
        Some(Cow::Owned(url)) => Cow::Owned(url.into_bytes()),
        None => return Err(RecordError::NoUrl { offset: json_at }),
    };
    Ok(Some(Capture {
        url,
        time: Some(time),
        urlkey: Some(&line[..key_end]),
    }))
}

/// serde_json's message without its own "at line 1 column N".
fn json_message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(at) => text[..at].to_owned(),
        None => text,
    }
}

/// The capture time `text`, at byte `at` of its line.
fn parse_time(text: &[u8], at: usize) -> Result<CaptureTime, RecordError> {
    CaptureTime::parse(text).map_err(|source| {
        let inner = match source {
            TimeError::NotDigit { offset } | TimeError::Range { offset, .. } => offset,
            _ => 0,
        };
        RecordError::Time {
            offset: at + inner,
            source,
        }
    })
}

/// What a line of an index holds: the URL, and what the format says of
/// the capture ([`Format::capture`]).
///
/// ```
/// use urispec_archive::Format;
///
/// let line = br#"com,example)/a 20010911090000 {"url": "http://example.com/a\u0026b"}"#;
/// let capture = Format::Cdxj.capture(line).unwrap().unwrap();
/// assert_eq!(capture.url_text(), Ok("http://example.com/a&b"));
/// assert_eq!(capture.time.unwrap().to_string(), "20010911090000");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Capture<'a> {
    /// The URL as captured (borrowed from the line, unless the JSON of a
    /// CDXJ line escapes a character in it).
    pub url: Cow<'a, [u8]>,
    /// The capture time, when the format has one and the line gives it
    /// (a CDX `b` of `-` gives none).
    pub time: Option<CaptureTime>,
    /// The urlkey (CDX `N`, or `A`; CDXJ's first field), when there is one.
    pub urlkey: Option<&'a [u8]>,
}

impl Capture<'_> {
    /// The URL as text, when it is UTF-8.
    pub fn url_text(&self) -> Result<&str, std::str::Utf8Error> {
        std::str::from_utf8(&self.url)
    }
}

/// Why a line does not fit its index's format: no capture, so no URI
/// verdict. Each says where in the line, in bytes.
///
/// ```
/// use urispec_archive::{Format, RecordError};
///
/// let cdx = Format::guess(b" CDX N b a")?;
/// let e = cdx.capture(b"com,example)/ 1994 http://example.com/").unwrap_err();
/// assert_eq!((e.reason(), e.offset()), ("time", 14));
/// assert_eq!(e.to_string(), "the capture time has 4 bytes, not the 14 digits of YYYYMMDDhhmmss, at byte 14");
/// let e = cdx.capture(b"com,example)/ 19940101000000").unwrap_err();
/// assert!(matches!(e, RecordError::Fields { found: 2, expected: 3, offset: 28 }));
/// # Ok::<(), urispec_archive::LegendError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RecordError {
    /// A CDX line with more or fewer fields than the legend names.
    #[error("{found} fields where the legend names {expected}, at byte {offset}")]
    Fields {
        /// The fields of the line.
        found: usize,
        /// The fields of the legend.
        expected: usize,
        /// Where the first field too many starts, or the line's end.
        offset: usize,
    },
    /// The URL is `-` (CDX), or the JSON block has no `url` (CDXJ).
    #[error("the record has no URL, at byte {offset}")]
    NoUrl {
        /// Where the URL field, or the JSON block, starts.
        offset: usize,
    },
    /// The capture time is none ([`CaptureTime::parse`]).
    #[error("{source}, at byte {offset}")]
    Time {
        /// Where in the line.
        offset: usize,
        /// Why.
        source: TimeError,
    },
    /// The capture has no time, and the judge goes by date.
    #[error("the record has no capture time to judge it by, at byte {offset}")]
    NoTime {
        /// Where the time field starts (0 when the format has none).
        offset: usize,
    },
    /// A CDXJ line that is not `urlkey timestamp {json}`.
    #[error("a CDXJ line is `urlkey timestamp {{json}}`, at byte {offset}")]
    Shape {
        /// Where the line stops fitting.
        offset: usize,
    },
    /// A CDXJ line's JSON block is no object with a `url` string.
    #[error("the JSON block: {message}, at byte {offset}")]
    Json {
        /// Where serde_json found the error.
        offset: usize,
        /// serde_json's message.
        message: String,
    },
    /// A legend line unlike the input's.
    #[error("a legend unlike the input's first, at byte 0")]
    OtherLegend,
}

impl RecordError {
    /// The byte offset in the line.
    pub fn offset(&self) -> usize {
        match self {
            RecordError::Fields { offset, .. }
            | RecordError::NoUrl { offset }
            | RecordError::Time { offset, .. }
            | RecordError::NoTime { offset }
            | RecordError::Shape { offset }
            | RecordError::Json { offset, .. } => *offset,
            RecordError::OtherLegend => 0,
        }
    }

    /// A short name of what is wrong, for reports: `fields`, `no-url`,
    /// `time`, `no-time`, `shape`, `json` or `legend`.
    pub fn reason(&self) -> &'static str {
        match self {
            RecordError::Fields { .. } => "fields",
            RecordError::NoUrl { .. } => "no-url",
            RecordError::Time { .. } => "time",
            RecordError::NoTime { .. } => "no-time",
            RecordError::Shape { .. } => "shape",
            RecordError::Json { .. } => "json",
            RecordError::OtherLegend => "legend",
        }
    }
}

#[cfg(test)]
mod tests;
