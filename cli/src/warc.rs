//! `urispec warc`: the captures of WARC and ARC files, each target URI judged by
//! the edition of its date, and with `--links` the links of each HTML body
//! resolved by the rules of that date (`urispec::archive::Pages`).

use std::fs::File;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use serde::Serialize;
use std::collections::BTreeMap;

use urispec::archive::{CaptureVerdict, Defect, Link, Page, Pages, WarcError};
use urispec::check::Verdict;

use crate::view::ErrorView;
use crate::visible::{visible, visible_lines};
use crate::words::count;

#[derive(clap::Args)]
pub struct Args {
    /// Resolve the `href`, `src` and `action` of each HTML body against its
    /// `<BASE HREF>` or its target URI, by the rules of its date.
    #[arg(long)]
    links: bool,
    /// Print one JSON object per capture, link and malformed record (a
    /// capture's `defects`: what its record departed from and was read
    /// despite; `stored_offset` and `stored_length`: where its gzip member
    /// lies in a `.warc.gz`).
    #[arg(long)]
    json: bool,
    /// Find links on N threads beside the reading one (default 1: on the
    /// reading thread, which measured faster on a busy 2-core machine: see
    /// BENCHMARKS.md); the output is the same.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
    /// Read at most BYTES of a body for its links (the rest is skipped; `K`,
    /// `M` and `G` suffixes: KiB, MiB, GiB).
    #[arg(long, value_name = "BYTES", default_value_t = urispec::archive::MAX_BODY, value_parser = crate::input::parse_size)]
    max_body: usize,
    /// The WARC or ARC files (`.warc`, `.warc.gz`, `.arc`, `.arc.gz`).
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

/// What the run saw.
#[derive(Default)]
struct Tally {
    pages: u64,
    valid: u64,
    links: u64,
    unresolved: u64,
    malformed: u64,
    /// Captures whose record was cut short.
    truncated: u64,
    /// Bodies longer than `--max-body`, read only in part.
    cut: u64,
    /// Records by `WARC-Type`.
    types: BTreeMap<String, u64>,
    /// Captures by defect.
    defects: BTreeMap<Defect, u64>,
}

pub fn run(out: &mut impl Write, args: &Args) -> io::Result<ExitCode> {
    let jobs = args.jobs.map_or(1, usize::from);
    let pages = Pages::new()
        .links(args.links)
        .max_body(args.max_body)
        .jobs(jobs);
    let mut tally = Tally::default();
    let (mut unreadable, mut opened) = (false, false);
    for path in &args.files {
        let name = path.display().to_string();
        let reader = match File::open(path).and_then(|f| pages.read(f)) {
            Ok(reader) => reader,
            Err(e) => {
                let message = crate::input::cannot_read(&name, &e);
                crate::complain_after(out, format!("urispec: {message}\n").as_bytes())?;
                unreadable = true;
                continue;
            }
        };
        let mut reader = reader;
        opened = true;
        for read in reader.by_ref() {
            match read {
                Ok(page) => write_page(out, (args.json, args.max_body), &name, &page, &mut tally)?,
                Err(e @ WarcError::Io(_)) => {
                    crate::complain_after(out, format!("urispec: {name}: {e}\n").as_bytes())?;
                    unreadable = true;
                }
                Err(e) => {
                    tally.malformed += 1;
                    write_malformed(out, args.json, &name, &e)?;
                }
            }
        }
        for (kind, n) in reader.types() {
            *tally.types.entry(kind.clone()).or_default() += n;
        }
    }
    // A summary of what was read: none when no file could be.
    if !args.json && opened {
        writeln!(
            out,
            "{}, {} valid, {} invalid; {}, {} unresolved; {}",
            count(tally.pages, "capture", "captures"),
            tally.valid,
            tally.pages - tally.valid,
            count(tally.links, "link", "links"),
            tally.unresolved,
            count(tally.malformed, "malformed record", "malformed records")
        )?;
        let counts = |counts: &mut dyn Iterator<Item = (String, u64)>| {
            counts
                .map(|(name, n)| format!("{name} {n}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let types = counts(&mut tally.types.iter().map(|(t, n)| (t.clone(), *n)));
        writeln!(
            out,
            "records by type: {}",
            if types.is_empty() {
                "none".into()
            } else {
                types
            }
        )?;
        let defects = counts(&mut tally.defects.iter().map(|(d, n)| (d.name().to_owned(), *n)));
        writeln!(
            out,
            "defects recovered from: {}; bodies cut at --max-body: {}",
            if defects.is_empty() {
                "none".into()
            } else {
                defects
            },
            tally.cut
        )?;
    }
    Ok(if unreadable {
        ExitCode::from(2)
    } else if tally.valid < tally.pages || tally.malformed > 0 || tally.truncated > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// The JSON record of a capture.
#[derive(Serialize)]
struct PageJson<'a> {
    file: &'a str,
    offset: u64,
    record: &'static str,
    warc_type: &'a str,
    target: &'a str,
    capture: Option<String>,
    edition: Option<&'static str>,
    predates_edition: Option<bool>,
    valid: bool,
    error: Option<ErrorView>,
    rules: Option<&'static str>,
    status: Option<u16>,
    base: Option<&'a str>,
    truncated: bool,
    defects: Vec<&'static str>,
    record_id: Option<&'a str>,
    stored_offset: Option<u64>,
    stored_length: Option<u64>,
}

/// The JSON record of a link.
#[derive(Serialize)]
struct LinkJson<'a> {
    file: &'a str,
    offset: u64,
    record: &'static str,
    page: &'a str,
    capture: Option<&'a str>,
    record_id: Option<&'a str>,
    stored_offset: Option<u64>,
    stored_length: Option<u64>,
    element: &'a str,
    attribute: &'a str,
    link: &'a str,
    rules: &'static str,
    link_valid: Option<bool>,
    link_error: Option<ErrorView>,
    result: Option<String>,
    error: Option<String>,
    result_edition: &'static str,
    result_valid: Option<bool>,
    result_error: Option<ErrorView>,
}

/// The JSON record of a record that could not be read.
#[derive(Serialize)]
struct MalformedJson<'a> {
    file: &'a str,
    offset: Option<u64>,
    record: &'static str,
    error: String,
    stored_offset: Option<u64>,
    stored_length: Option<u64>,
}

/// A verdict's error, as `parse --json` writes it.
fn error_view(verdict: &Verdict) -> Option<ErrorView> {
    match verdict {
        Verdict::Valid => None,
        Verdict::Invalid(e) => Some(ErrorView::of(e)),
        Verdict::NotUtf8 { valid_up_to } => Some(ErrorView {
            offset: Some(*valid_up_to),
            expected: Default::default(),
            found: None,
            message: crate::input::Line::not_utf8(*valid_up_to).into(),
        }),
    }
}

fn write_page(
    out: &mut impl Write,
    (json, max_body): (bool, usize),
    file: &str,
    page: &Page,
    tally: &mut Tally,
) -> io::Result<()> {
    tally.pages += 1;
    tally.cut += u64::from(page.truncated);
    tally.truncated += u64::from(page.defects.contains(&Defect::Truncated));
    for &defect in &page.defects {
        *tally.defects.entry(defect).or_default() += 1;
    }
    let (edition, verdict) = match &page.verdict {
        CaptureVerdict::Judged { edition, verdict } => (Some(*edition), Ok(verdict)),
        CaptureVerdict::NotACapture(e) => (None, Err(e)),
    };
    let valid = verdict.is_ok_and(Verdict::is_valid);
    tally.valid += u64::from(valid);
    let capture = page.time.map(|t| t.to_string());
    let base = page.links.as_ref().and_then(|l| l.base.as_deref());
    if json {
        let record = PageJson {
            file,
            offset: page.offset,
            record: "capture",
            warc_type: &page.warc_type,
            target: &page.target,
            capture: capture.clone(),
            edition: edition.map(|e| e.edition.name()),
            predates_edition: edition.map(|e| e.predates),
            valid,
            error: match verdict {
                Ok(v) => error_view(v),
                Err(e) => Some(ErrorView {
                    offset: Some(e.offset()),
                    expected: Default::default(),
                    found: None,
                    message: e.to_string().into(),
                }),
            },
            rules: page.rules.map(|r| r.rules.name()),
            status: page.status,
            base,
            truncated: page.truncated,
            defects: page.defects.iter().map(|d| d.name()).collect(),
            record_id: page.record_id.as_deref(),
            stored_offset: page.stored.map(|s| s.offset),
            stored_length: page.stored.map(|s| s.length),
        };
        serde_json::to_writer(&mut *out, &record)?;
        writeln!(out)?;
    } else {
        let when = capture.as_deref().unwrap_or("-");
        // What the file holds is echoed with its controls escaped: a
        // target or link is no terminal command.
        write!(
            out,
            "{}@{}: {} {when}: ",
            visible(file),
            page.offset,
            visible(&page.target)
        )?;
        match (edition, verdict) {
            (Some(e), Ok(Verdict::Valid)) => writeln!(out, "valid {}", e.edition)?,
            (Some(e), Ok(Verdict::Invalid(err))) => writeln!(
                out,
                "invalid {}\n  error: {}",
                e.edition,
                visible_lines(&err.to_string())
            )?,
            (_, Ok(v)) => writeln!(out, "invalid: {}", visible(&format!("{v:?}")))?,
            (_, Err(e)) => writeln!(out, "no capture: {}", visible(&e.to_string()))?,
        }
        if !page.defects.is_empty() {
            let names: Vec<&str> = page.defects.iter().map(|d| d.name()).collect();
            writeln!(out, "  read despite: {}", names.join(", "))?;
        }
        if page.truncated {
            writeln!(
                out,
                "  body longer than --max-body: links past its first {} bytes not read",
                max_body
            )?;
        }
    }
    let (Some(links), Some(rules)) = (&page.links, page.rules) else {
        return Ok(());
    };
    for link in &links.links {
        tally.links += 1;
        tally.unresolved += u64::from(link.resolved.is_err());
        let names = (rules.rules.name(), rules.judge.edition.name());
        write_link(out, json, file, page, link, names)?;
    }
    Ok(())
}

fn write_link(
    out: &mut impl Write,
    json: bool,
    file: &str,
    page: &Page,
    link: &Link,
    (rules, judge): (&'static str, &'static str),
) -> io::Result<()> {
    if json {
        let capture = page.time.map(|t| t.to_string());
        let record = LinkJson {
            file,
            offset: page.offset,
            record: "link",
            page: &page.target,
            capture: capture.as_deref(),
            record_id: page.record_id.as_deref(),
            stored_offset: page.stored.map(|s| s.offset),
            stored_length: page.stored.map(|s| s.length),
            element: &link.element,
            attribute: link.attribute,
            link: &link.written,
            rules,
            link_valid: link.verdict.as_ref().map(Verdict::is_valid),
            link_error: link.verdict.as_ref().and_then(error_view),
            result: link.resolved.as_ref().ok().map(ToString::to_string),
            error: link.resolved.as_ref().err().map(ToString::to_string),
            result_edition: judge,
            result_valid: link.result.as_ref().map(Verdict::is_valid),
            result_error: link.result.as_ref().and_then(error_view),
        };
        serde_json::to_writer(&mut *out, &record)?;
        return writeln!(out);
    }
    let marks = |v: &Verdict| if v.is_valid() { "" } else { "!" };
    write!(
        out,
        "  {} {}={:?}{} -> ",
        visible(&link.element),
        link.attribute,
        link.written,
        link.verdict.as_ref().map_or("", marks)
    )?;
    match (&link.resolved, &link.result) {
        (Ok(resolved), Some(result)) => {
            writeln!(out, "{}{}", visible(&resolved.to_string()), marks(result))
        }
        (Ok(resolved), None) => writeln!(out, "{}", visible(&resolved.to_string())),
        (Err(e), _) => writeln!(out, "error: {}", visible_lines(&e.to_string())),
    }
}

fn write_malformed(out: &mut impl Write, json: bool, file: &str, e: &WarcError) -> io::Result<()> {
    if json {
        let record = MalformedJson {
            file,
            offset: e.offset(),
            record: "malformed",
            error: e.to_string(),
            stored_offset: e.stored().map(|s| s.offset),
            stored_length: e.stored().map(|s| s.length),
        };
        serde_json::to_writer(&mut *out, &record)?;
        writeln!(out)
    } else {
        let at = e.offset().map(|o| o.to_string()).unwrap_or_default();
        writeln!(
            out,
            "{}@{at}: malformed record: {}",
            visible(file),
            visible(&e.to_string())
        )
    }
}
