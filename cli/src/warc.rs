//! `urispec warc`: the captures of WARC and ARC files, each target URI judged by
//! the edition of its date, and with `--links` the links of each HTML body
//! resolved by the rules of that date (`urispec_archive::Pages`).

use std::fs::File;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use serde::Serialize;
use std::collections::BTreeMap;

use urispec::check::Verdict;
use urispec::resolve::Resolved;
use urispec_archive::{CaptureVerdict, Defect, Link, Page, Pages, ThenNowTable, WarcError};

use crate::context::Context;
use crate::man;
use crate::subcommand::{matched, Subcommand};
use crate::view::{ErrorKind, ErrorView, Split};
use crate::visible::{visible, visible_lines};
use crate::words::count;

/// Judge the captures and links of WARC and ARC files by their dates.
///
/// Read WARC and ARC files (`.warc`, `.warc.gz`, `.arc`, `.arc.gz`, told
/// apart by their first bytes): each capture's target URI judged by the
/// edition of its date, and with `--links` every link of its HTML
/// resolved by the rules of that date (a `!` marks a link or a result
/// its edition rejects). Damaged records are read through and their
/// defects named (exit 0: all valid; 1: a target is not, a record is
/// malformed or cut short; 2: a file cannot be read).
#[derive(clap::Args)]
pub struct Args {
    /// Resolve the links of each HTML body (`href`, `src`, `action` and every
    /// other URL attribute of HTML 2.0 to 4.01: README.md's table) against
    /// its `<BASE HREF>` or its target URI, by the rules of its date.
    #[arg(long)]
    links: bool,
    /// Print one JSON object per capture, link and malformed record, told
    /// apart by `record` (a capture's `defects`: what its record departed
    /// from and was read despite; `stored_offset` and `stored_length`:
    /// where its gzip member lies in a `.warc.gz`), then the summary
    /// (`"record": "summary"`).
    #[arg(long)]
    json: bool,
    /// Print only the records of rejected captures, rejected links (not
    /// resolved, or the link or its result rejected) and malformed records
    /// (in text, a valid capture's line heads its rejected links), then the
    /// summary, of every record.
    #[arg(long)]
    invalid: bool,
    /// With `--links`: also resolve each link under RFC 3986 and as today's
    /// browsers do (the WHATWG URL Standard), class how a browser's result
    /// differs from the result of the page's date (`query-only`, `params`,
    /// `dots-above-root`, `backslash`, ...: README.md, "Then and now"), and
    /// print the links by capture year: how many a browser sends elsewhere,
    /// by class, with an example each (under `--json`, one
    /// `"record": "then-now"` a year and class, before the summary).
    #[arg(long, requires = "links")]
    then_now: bool,
    /// With `--then-now`: write the share of the links a browser sends
    /// elsewhere, by year and class, as an SVG bar chart to FILE.
    #[arg(long, value_name = "FILE", requires = "then_now")]
    svg: Option<PathBuf>,
    /// Find links on N threads beside the reading one, and inflate a gzip
    /// file's members on as many, at most 4 (default 1: on the reading
    /// thread; see BENCHMARKS.md); the output is the same.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
    /// Read at most BYTES of a body for its links (the rest is skipped; `K`,
    /// `M` and `G` suffixes: KiB, MiB, GiB).
    #[arg(long, value_name = "BYTES", default_value_t = urispec_archive::MAX_BODY, value_parser = crate::input::parse_size)]
    max_body: usize,
    /// The WARC or ARC files (`.warc`, `.warc.gz`, `.arc`, `.arc.gz`).
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

/// How many buffers of pages' lines are kept to be written again, and the
/// largest kept (a page of many links makes a larger one, which is freed).
const SPARE_BUFFERS: usize = 16;
const SPARE_CAPACITY: usize = 256 << 10;

/// How the records are printed.
#[derive(Clone, Copy)]
struct Show {
    json: bool,
    max_body: usize,
    /// Only the records of rejected captures and links.
    invalid: bool,
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
    /// The links by capture year, then and now (`--then-now`).
    then_now: ThenNowTable,
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: man::Page = man::Page {
    exit: &[
        (0, "every capture's target URI is valid"),
        (1, "a target is not, or a record is malformed or cut short"),
        (2, "a usage error, or a file that cannot be read"),
    ],
    examples: &[
        (
            "urispec warc crawl.warc.gz",
            "each capture judged by the edition of its date, then a summary",
        ),
        (
            "urispec warc --links --json crawl.warc.gz",
            "every link of every page too, as JSON records",
        ),
        (
            "urispec warc --links --max-body 200M crawl.arc.gz",
            "bodies read up to 200 MiB for their links",
        ),
    ],
    see_also: &["check", "normalize"],
};

inventory::submit! {
    Subcommand {
        name: "warc",
        order: 90,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
    let jobs = args.jobs.map_or(1, usize::from);
    let pages = Pages::new()
        .links(args.links)
        .max_body(args.max_body)
        .then_now(args.then_now)
        .jobs(jobs);
    let mut tally = Tally::default();
    let (mut unreadable, mut opened) = (false, false);
    let show = Show {
        json: args.json,
        max_body: args.max_body,
        invalid: args.invalid,
    };
    // The buffers the pages' lines were made in, to make others' in.
    let spare = Arc::new(Mutex::new(Vec::new()));
    for path in &args.files {
        let name = path.display().to_string();
        let reader = match File::open(path).and_then(|f| pages.read(f)) {
            Ok(reader) => reader,
            Err(e) => {
                let message = crate::input::cannot_read(&name, &e);
                crate::out::complain_after(out, format!("urispec: {message}\n").as_bytes())?;
                unreadable = true;
                continue;
            }
        };
        opened = true;
        // Each page's lines and counts are made where its links were found
        // (on a worker, with `--jobs`); this thread writes them in order,
        // and hands the buffers back to be written again.
        let (file, kept) = (name.clone(), Arc::clone(&spare));
        let mut reader = reader.map_pages(move |page| {
            let mut lines = kept
                .lock()
                .ok()
                .and_then(|mut s| s.pop())
                .unwrap_or_default();
            let mut counted = Tally::default();
            let written = write_page(&mut lines, show, &file, &page, &mut counted);
            written.map(|()| (lines, counted))
        });
        for read in reader.by_ref() {
            match read {
                Ok(made) => {
                    let (mut lines, counted) = made?;
                    out.write_all(&lines)?;
                    tally.merge(counted);
                    lines.clear();
                    if let Ok(mut spare) = spare.lock()
                        && spare.len() < SPARE_BUFFERS
                        && lines.capacity() <= SPARE_CAPACITY
                    {
                        spare.push(lines);
                    }
                }
                Err(e @ WarcError::Io(_)) => {
                    crate::out::complain_after(out, format!("urispec: {name}: {e}\n").as_bytes())?;
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
    if args.then_now && opened {
        write_then_now(out, args.json, &tally.then_now)?;
        if let Some(path) = &args.svg
            && let Err(e) = std::fs::write(path, tally.then_now.svg())
        {
            let message = format!("urispec: {}: {e}\n", path.display());
            crate::out::complain_after(out, message.as_bytes())?;
            unreadable = true;
        }
    }
    // A summary of what was read: none when no file could be.
    if args.json && opened {
        crate::out::json_line(&mut *out, &tally.json())?;
    } else if opened {
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

impl Tally {
    /// Add what `later` counted (the pages after this tally's).
    fn merge(&mut self, later: Tally) {
        self.pages += later.pages;
        self.valid += later.valid;
        self.links += later.links;
        self.unresolved += later.unresolved;
        self.malformed += later.malformed;
        self.truncated += later.truncated;
        self.cut += later.cut;
        for (kind, n) in later.types {
            *self.types.entry(kind).or_default() += n;
        }
        for (defect, n) in later.defects {
            *self.defects.entry(defect).or_default() += n;
        }
        self.then_now.merge(later.then_now);
    }

    /// The last record of `--json`: `{"record": "summary", ...}`, the counts
    /// the text summary prints.
    fn json(&self) -> serde_json::Value {
        serde_json::json!({
            "record": "summary",
            "captures": self.pages,
            "valid": self.valid,
            "invalid": self.pages - self.valid,
            "links": self.links,
            "unresolved": self.unresolved,
            "malformed": self.malformed,
            "types": self.types,
            "defects": self
                .defects
                .iter()
                .map(|(d, n)| (d.name(), *n))
                .collect::<BTreeMap<_, _>>(),
            "cut": self.cut,
        })
    }
}

/// The JSON record of a capture.
#[derive(Serialize)]
struct PageJson<'a> {
    record: &'static str,
    file: &'a str,
    offset: u64,
    warc_type: &'a str,
    target: &'a str,
    capture: Option<String>,
    edition: Option<&'static str>,
    predates_edition: Option<bool>,
    valid: bool,
    error: Option<ErrorView>,
    /// RFC 3986 Appendix B's split of the target.
    #[serde(flatten)]
    split: Split<'a>,
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
    record: &'static str,
    file: &'a str,
    offset: u64,
    page: &'a str,
    capture: Option<&'a str>,
    record_id: Option<&'a str>,
    stored_offset: Option<u64>,
    stored_length: Option<u64>,
    element: &'a str,
    attribute: &'a str,
    link: &'a str,
    text: Option<&'a str>,
    rules: &'static str,
    link_valid: Option<bool>,
    link_error: Option<ErrorView>,
    result: Option<&'a str>,
    error: Option<ErrorView>,
    /// RFC 3986 Appendix B's split of the result (every column `null`
    /// without one).
    #[serde(flatten)]
    split: Split<'a>,
    result_edition: &'static str,
    result_valid: Option<bool>,
    result_error: Option<ErrorView>,
    /// With `--then-now`: the link under RFC 3986, as a browser reads it,
    /// and the class of the difference (`null` without `--then-now`).
    rfc3986_result: Option<&'a str>,
    rfc3986_error: Option<ErrorView>,
    whatwg_result: Option<&'a str>,
    whatwg_error: Option<ErrorView>,
    changed: Option<&'static str>,
}

/// The JSON record of a record that could not be read: no URL, so the
/// columns of RFC 3986 Appendix B are all `null`.
#[derive(Serialize)]
struct MalformedJson<'a> {
    record: &'static str,
    file: &'a str,
    offset: Option<u64>,
    valid: bool,
    error: ErrorView,
    #[serde(flatten)]
    split: Split<'static>,
    stored_offset: Option<u64>,
    stored_length: Option<u64>,
}

/// One record's JSON line, made whole before it is written (serde_json
/// writes a record in some fifty pieces, each a call into the writer).
fn json_line(out: &mut impl Write, record: &impl Serialize) -> io::Result<()> {
    let mut line = Vec::with_capacity(1024);
    crate::out::json_line(&mut line, record)?;
    out.write_all(&line)
}

/// A verdict's error, as `parse --json` writes it.
fn error_view(verdict: &Verdict) -> Option<ErrorView> {
    match verdict {
        Verdict::Valid => None,
        Verdict::Invalid(e) => Some(ErrorView::of(e)),
        Verdict::NotUtf8 { valid_up_to } => Some(ErrorView::not_utf8(*valid_up_to)),
    }
}

/// Whether a link is rejected: it did not resolve, or the rules' grammar
/// rejects it as written, or the page's edition rejects its result.
fn rejected(link: &Link) -> bool {
    let invalid = |v: &Option<Verdict>| v.as_ref().is_some_and(|v| !v.is_valid());
    link.resolved.is_err() || invalid(&link.verdict) || invalid(&link.result)
}

/// The lines of a capture and of its links into `out` (a worker's buffer:
/// the JSON records are written into it directly), and what it counts.
fn write_page(
    out: &mut Vec<u8>,
    show: Show,
    file: &str,
    page: &Page,
    tally: &mut Tally,
) -> io::Result<()> {
    let Show {
        json,
        max_body,
        invalid,
    } = show;
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
    // Under `--invalid`, a valid capture is printed only in text, as the
    // heading of its rejected links.
    let heads_links = || {
        !json
            && page
                .links
                .as_ref()
                .is_some_and(|l| l.links.iter().any(rejected))
    };
    let printed = !invalid || !valid || heads_links();
    if printed && json {
        let record = PageJson {
            record: "capture",
            file,
            offset: page.offset,
            warc_type: &page.warc_type,
            target: &page.target,
            capture: capture.clone(),
            edition: edition.map(|e| e.edition.name()),
            predates_edition: edition.map(|e| e.predates),
            valid,
            error: match verdict {
                Ok(v) => error_view(v),
                Err(e) => Some(ErrorView::other(
                    ErrorKind::Record,
                    Some(e.reason()),
                    Some(e.offset()),
                    e.to_string(),
                )),
            },
            split: Split::of(&page.target),
            rules: page.rules.map(|r| r.rules.name()),
            status: page.status,
            base,
            truncated: page.truncated,
            defects: page.defects.iter().map(|d| d.name()).collect(),
            record_id: page.record_id.as_deref(),
            stored_offset: page.stored.map(|s| s.offset),
            stored_length: page.stored.map(|s| s.length),
        };
        crate::out::json_line(out, &record)?;
    } else if printed {
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
        if let (Some(now), Some(time)) = (&link.now, page.time) {
            let then = link.resolved.as_ref().map(Resolved::text);
            let then = then.as_deref().map_err(|_| ());
            tally.then_now.add(time.year(), &link.written, then, now);
        }
        if invalid && !rejected(link) {
            continue;
        }
        let names = (rules.rules.name(), rules.judge.edition.name());
        write_link(out, json, file, page, link, names)?;
    }
    Ok(())
}

fn write_link(
    out: &mut Vec<u8>,
    json: bool,
    file: &str,
    page: &Page,
    link: &Link,
    (rules, judge): (&'static str, &'static str),
) -> io::Result<()> {
    if json {
        let capture = page.time.map(|t| t.to_string());
        let result = link.resolved.as_ref().ok().map(ToString::to_string);
        let now = link.now.as_ref();
        let record = LinkJson {
            record: "link",
            file,
            offset: page.offset,
            page: &page.target,
            capture: capture.as_deref(),
            record_id: page.record_id.as_deref(),
            stored_offset: page.stored.map(|s| s.offset),
            stored_length: page.stored.map(|s| s.length),
            element: &link.element,
            attribute: link.attribute,
            link: &link.written,
            text: link.text.as_deref(),
            rules,
            link_valid: link.verdict.as_ref().map(Verdict::is_valid),
            link_error: link.verdict.as_ref().and_then(error_view),
            result: result.as_deref(),
            error: link.resolved.as_ref().err().map(ErrorView::resolve),
            split: result.as_deref().map_or(Split::NONE, Split::of),
            result_edition: judge,
            result_valid: link.result.as_ref().map(Verdict::is_valid),
            result_error: link.result.as_ref().and_then(error_view),
            rfc3986_result: now.and_then(|n| n.rfc3986().ok()),
            rfc3986_error: now.and_then(|n| n.rfc3986().err()).map(ErrorView::resolve),
            whatwg_result: now.and_then(|n| n.whatwg().ok()),
            whatwg_error: now
                .and_then(|n| n.whatwg().err())
                .map(|e| ErrorView::other(ErrorKind::Resolve, Some("whatwg"), None, e.to_owned())),
            changed: now.and_then(|n| n.changed).map(|c| c.name()),
        };
        return crate::out::json_line(out, &record);
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
            writeln!(out, "{}{}", visible(&resolved.to_string()), marks(result))?
        }
        (Ok(resolved), None) => writeln!(out, "{}", visible(&resolved.to_string()))?,
        (Err(e), _) => writeln!(out, "error: {}", visible_lines(&e.to_string()))?,
    }
    // With `--then-now`, where a browser of today goes elsewhere.
    if let Some(now) = link.now.as_ref().filter(|n| n.changed.is_some()) {
        let class = now.changed.map_or("", |c| c.name());
        match now.whatwg() {
            Ok(result) => writeln!(out, "    now: {} ({class})", visible(result)),
            Err(e) => writeln!(out, "    now: refused: {} ({class})", visible(e)),
        }
    } else {
        Ok(())
    }
}

/// The table of `--then-now`: by capture year, the links read, how many a
/// browser of today sends elsewhere, and by class with an example each;
/// under `--json`, one record a year and class (the year's total under
/// `class: "all"`).
fn write_then_now(out: &mut impl Write, json: bool, table: &ThenNowTable) -> io::Result<()> {
    if json {
        for (year, count) in table.years() {
            let all = serde_json::json!({
                "record": "then-now", "year": year, "class": "all",
                "links": count.links, "changed": count.changed, "example": null,
            });
            crate::out::json_line(&mut *out, &all)?;
            for (class, n) in &count.classes {
                let record = serde_json::json!({
                    "record": "then-now", "year": year, "class": class.name(),
                    "links": count.links, "changed": n.links, "example": n.example,
                });
                crate::out::json_line(&mut *out, &record)?;
            }
        }
        return Ok(());
    }
    writeln!(
        out,
        "then and now: the links a browser of today sends elsewhere, by capture year"
    )?;
    for (year, count) in table.years() {
        let share = 100.0 * count.changed as f64 / count.links.max(1) as f64;
        writeln!(
            out,
            "  {year}: {} of {} links ({share:.1}%)",
            count.changed, count.links
        )?;
        for (class, n) in &count.classes {
            writeln!(out, "    {class} {}: {}", n.links, visible(&n.example))?;
        }
    }
    Ok(())
}

fn write_malformed(out: &mut impl Write, json: bool, file: &str, e: &WarcError) -> io::Result<()> {
    if json {
        let record = MalformedJson {
            record: "malformed",
            file,
            offset: e.offset(),
            valid: false,
            error: ErrorView::other(
                ErrorKind::Record,
                Some(e.reason()),
                e.offset().and_then(|o| usize::try_from(o).ok()),
                e.to_string(),
            ),
            split: Split::NONE,
            stored_offset: e.stored().map(|s| s.offset),
            stored_length: e.stored().map(|s| s.length),
        };
        json_line(out, &record)
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
