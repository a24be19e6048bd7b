//! The format a line of an index shows, and the guess made from it
//! ([`Format::of_line`], [`Format::guess`]).

use super::{is_legend, Format, Legend, LegendError};

impl Format {
    /// The format one line of an index shows, `None` when it shows none
    /// (a blank line, or one damaged past recognising). A line shows:
    ///
    /// - CDX with its legend when it starts as a legend does (` CDX ` or
    ///   `CDX `: the IIPC "CDX File Format"'s first line), or an error when
    ///   that legend cannot be read;
    /// - CDXJ when it is a `!` header line (OpenWayback's
    ///   `!OpenWayback-CDXJ 1.0`) or `urlkey digits {...`: a key, a run of
    ///   digits and a JSON block, one space apart;
    /// - CDX without a legend line when it is a record of 9 or 11 fields
    ///   whose second is 14 digits, the usual legend of that many fields
    ///   assumed ([`Legend::for_fields`]);
    /// - plain lines when it is a URI reference as a list holds one: a
    ///   line without a space, tab or other control byte (RFC 2396 §2.4.3:
    ///   "control" and "space" are excluded from URIs), so that a list's
    ///   first line, judged or not, tells at once (`urispec check` on a
    ///   terminal answers line by line).
    ///
    /// A line of an index is fields separated by spaces, so a damaged one
    /// (a record cut short or with too many fields, a time of the wrong
    /// length) shows none, and the guess goes on to the next line. What a
    /// line does not tell is whether each field is right (a time of month
    /// 13, JSON that does not close): that is the line's own error once the
    /// format is known ([`Format::capture`]).
    ///
    /// ```
    /// use urispec_archive::{Format, LegendError};
    ///
    /// assert_eq!(Format::of_line(br#"com,a)/ 19960512083000 {"url": "http://a.com/"}"#), Some(Ok(Format::Cdxj)));
    /// assert_eq!(Format::of_line(b"http://a.com/"), Some(Ok(Format::Lines)));
    /// assert_eq!(Format::of_line(b"   "), None); // blank
    /// assert_eq!(Format::of_line(b"com,a)/ 1996051208 http://a.com/"), None); // damaged
    /// assert_eq!(Format::of_line(b"../a/index.html"), Some(Ok(Format::Lines)));
    /// assert_eq!(Format::of_line(b"http://a.com/ x"), None); // a space
    /// assert_eq!(Format::of_line(b" CDX N b"), Some(Err(LegendError::NoUrl)));
    /// ```
    pub fn of_line(line: &[u8]) -> Option<Result<Format, LegendError>> {
        if is_legend(line) {
            return Some(Legend::parse(line).map(Format::Cdx));
        }
        if line.starts_with(b"!") {
            return Some(Ok(Format::Cdxj));
        }
        let mut fields = line.split(|&b| b == b' ');
        let (key, time) = (fields.next(), fields.next());
        let digits = |t: &[u8]| !t.is_empty() && t.iter().all(u8::is_ascii_digit);
        if let (Some(key), Some(time)) = (key, time) {
            let rest = line.get(key.len() + time.len() + 2..).unwrap_or_default();
            if !key.is_empty() && digits(time) && rest.starts_with(b"{") {
                return Some(Ok(Format::Cdxj));
            }
        }
        if let Some(legend) = Legend::for_fields(line.split(|&b| b == b' ').count())
            && time.is_some_and(|t| t.len() == 14 && digits(t))
        {
            return Some(Ok(Format::Cdx(legend)));
        }
        is_uri(line).then_some(Ok(Format::Lines))
    }

    /// The format `first`, an input's first line, shows
    /// ([`Format::of_line`]); plain lines when it shows none.
    /// [`open`](crate::open) guesses from the first line that
    /// shows one instead, so that a blank or damaged first line does not
    /// make an index a list of URIs.
    ///
    /// # Errors
    ///
    /// A [`LegendError`] when `first` starts as a legend that cannot be read.
    pub fn guess(first: &[u8]) -> Result<Format, LegendError> {
        Format::of_line(first).unwrap_or(Ok(Format::Lines))
    }
}

/// Whether `line` is a URI reference as a list holds one: no space or
/// other control byte, and not empty.
fn is_uri(line: &[u8]) -> bool {
    !line.is_empty() && !line.iter().any(|&b| b <= b' ' || b == 0x7f)
}
