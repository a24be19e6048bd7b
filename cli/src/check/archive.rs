//! The records of `urispec check` on a web-archive index: each capture
//! (`"record": "capture"`) with its time, urlkey and the edition that judged
//! it; each line that does not fit the format (`"record": "malformed"`)
//! with its own error.

use std::borrow::Cow;
use std::io::{self, Write};

use serde::Serialize;
use urispec::check::{self, Outcome};
use urispec::error::caret_frame;
use urispec_archive::{Entry, FormatName, RecordError};

use super::summary::{where_is, Place};
use super::Rendered;
use crate::view::write::Object;
use crate::view::{Columns, ErrorKind, ErrorView, Record, Split};
use crate::visible::visible;

/// How the records of an index are rendered.
#[derive(Clone, Copy)]
pub struct View {
    pub format: FormatName,
    pub json: bool,
    pub quiet: bool,
    /// Only the records of rejected captures and malformed lines.
    pub invalid: bool,
}

/// One JSON record of a capture: where its line is, the capture, then the
/// record of `check --json` under the edition that judged it.
#[derive(Serialize)]
struct CaptureJson<'r, 'a> {
    /// `capture`.
    record: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
    line: u64,
    /// The 14-digit capture time.
    capture: Option<String>,
    urlkey: Option<Cow<'a, str>>,
    /// The edition that judged it.
    edition: Option<&'static str>,
    /// Whether it was captured before that edition was published.
    predates_edition: Option<bool>,
    #[serde(flatten)]
    columns: Columns<'r, 'a>,
}

/// The JSON line of a capture, written by hand: the bytes serde_json
/// writes of it (`crate::view::write`), at a fraction of the cost.
fn capture_line(out: &mut Vec<u8>, record: &CaptureJson<'_, '_>) {
    let mut o = Object::new(out);
    o.str("record", Some(record.record));
    if record.file.is_some() {
        o.str("file", record.file);
    }
    o.u64("line", record.line);
    o.str("capture", record.capture.as_deref());
    o.str("urlkey", record.urlkey.as_deref());
    o.str("edition", record.edition);
    o.bool("predates_edition", record.predates_edition);
    o.columns(&record.columns);
    o.end();
    out.push(b'\n');
}

/// One JSON record of a line that is no capture (`"record": "malformed"`):
/// no URL, so the columns of RFC 3986 Appendix B are all `null`.
#[derive(Serialize)]
struct MalformedJson<'a> {
    /// `malformed`.
    record: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
    line: u64,
    /// The whole line (lossily decoded when it is not UTF-8).
    input: &'a str,
    valid: bool,
    /// What is wrong (kind `record`, its reason `fields`, `time`, `json`,
    /// ...; or kind `too-long`).
    error: ErrorView,
    #[serde(flatten)]
    split: Split<'static>,
}

/// Count one line of an index and render what to print of it into its
/// batch's (on a worker thread).
pub fn render(
    view: View,
    file: Option<&str>,
    rendered: &mut Rendered,
    line: check::Line<'_>,
    entry: Entry<'_>,
) {
    let number = line.number();
    let place = || Place {
        file: file.map(str::to_owned),
        line: number,
    };
    let out = &mut rendered.output;
    match entry {
        Entry::Header => rendered.tally.add_header(),
        Entry::NotACapture(e) => {
            rendered
                .tally
                .add_not_capture(e.reason(), line.bytes().len(), place);
            if view.quiet {
                return;
            }
            let text = String::from_utf8_lossy(line.bytes());
            // Writing to a `Vec` cannot fail.
            let _ = not_a_capture(out, view, file, number, &text, &e);
        }
        Entry::Capture(judged) => {
            let capture = judged.capture;
            let edition = judged.edition;
            let spec = edition.edition;
            let lossy;
            let (rec, error) = match judged.outcome {
                Outcome::Parsed(parsed) => {
                    let text = capture.url_text().unwrap_or_default();
                    (Record::of(spec, text, &Ok(parsed)), None)
                }
                Outcome::Rejected(e) => {
                    let text = capture.url_text().unwrap_or_default();
                    (Record::invalid(spec, text, ErrorView::of(&e)), Some(e))
                }
                Outcome::NotUtf8(e) => {
                    let error = ErrorView::not_utf8(e.valid_up_to());
                    lossy = String::from_utf8_lossy(&capture.url);
                    (Record::invalid(spec, &lossy, error), None)
                }
            };
            let tally = &mut rendered.tally;
            tally.add(&rec, capture.url_text().is_ok(), line.bytes().len(), place);
            let year = capture.time.map(|t| t.year());
            tally.add_capture(year, spec, rec.valid, edition.predates);
            if view.quiet || (view.invalid && rec.valid) {
                return;
            }
            if view.json {
                let record = CaptureJson {
                    record: "capture",
                    file,
                    line: number,
                    capture: capture.time.map(|t| t.to_string()),
                    urlkey: capture.urlkey.map(String::from_utf8_lossy),
                    edition: Some(spec.name()),
                    predates_edition: Some(edition.predates),
                    columns: rec.columns(),
                };
                capture_line(out, &record);
            } else if !rec.valid {
                let mut when = String::new();
                if let Some(time) = capture.time {
                    when = format!(" (capture {time}");
                    if edition.predates {
                        when.push_str(&format!(", older than {spec}"));
                    }
                    when.push(')');
                }
                let _ = writeln!(
                    out,
                    "{}: {:?}: invalid {spec}{when}",
                    where_is(&place()),
                    crate::view::heading(rec.input),
                );
                let _ = crate::view::write_why(out, &rec, error.as_ref());
            }
        }
    }
}

/// The record of a line that does not fit the format.
fn not_a_capture(
    out: &mut Vec<u8>,
    view: View,
    file: Option<&str>,
    number: u64,
    text: &str,
    e: &RecordError,
) -> io::Result<()> {
    if view.json {
        let record = MalformedJson {
            record: "malformed",
            file,
            line: number,
            input: text,
            valid: false,
            error: ErrorView::other(
                ErrorKind::Record,
                Some(e.reason()),
                Some(e.offset()),
                e.to_string(),
            ),
            split: Split::NONE,
        };
        return crate::out::json_line(out, &record);
    }
    let place = Place {
        file: file.map(str::to_owned),
        line: number,
    };
    // The error may quote what was read.
    writeln!(
        out,
        "{}: not a {} capture\n  error: {}",
        where_is(&place),
        view.format,
        visible(&e.to_string())
    )?;
    for l in caret_frame(text, e.offset()).lines() {
        writeln!(out, "  {}", visible(l))?;
    }
    Ok(())
}

/// The record of a line longer than `--max-line` in an index: no capture.
pub fn too_long(
    format: FormatName,
    json: bool,
    file: Option<&str>,
    t: &check::TooLong,
    out: &mut impl Write,
) -> io::Result<()> {
    let shown = crate::input::shown(t);
    let message = crate::input::too_long_message(t, file.unwrap_or("stdin"));
    if json {
        let record = MalformedJson {
            record: "malformed",
            file,
            line: t.line,
            input: &shown,
            valid: false,
            error: ErrorView::other(ErrorKind::TooLong, None, Some(t.max), message),
            split: Split::NONE,
        };
        crate::out::json_line(out, &record)
    } else {
        let place = Place {
            file: file.map(str::to_owned),
            line: t.line,
        };
        let at = where_is(&place);
        writeln!(out, "{at}: not a {format} capture\n  error: {message}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use urispec::Edition;

    /// A capture's line by hand is serde_json's of the same record.
    #[test]
    fn a_capture_is_written_as_serde_json_writes_it() {
        for (input, edition) in [
            (
                "http://info.cern.ch/hypertext/WWW/TheProject.html",
                Edition::UrlDraft03,
            ),
            ("http://a b/\"", Edition::Rfc3986),
        ] {
            let record = Record::of(edition, input, &urispec::parse(edition, input));
            for (file, capture, urlkey) in [
                (
                    Some("a.cdx"),
                    Some("19940101000000".to_owned()),
                    Some("ch,cern)/".into()),
                ),
                (None, None, None),
            ] {
                let json = CaptureJson {
                    record: "capture",
                    file,
                    line: 12,
                    capture,
                    urlkey,
                    edition: Some(edition.name()),
                    predates_edition: Some(true),
                    columns: record.columns(),
                };
                let mut by_hand = Vec::new();
                capture_line(&mut by_hand, &json);
                let mut serde = serde_json::to_vec(&json).expect("serialized");
                serde.push(b'\n');
                assert_eq!(
                    String::from_utf8_lossy(&by_hand),
                    String::from_utf8_lossy(&serde)
                );
            }
        }
    }
}
