//! `urispec extract`: the URIs in plain text (files or stdin), one record per
//! find, printed as each is found.

use std::fs::File;
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use serde::Serialize;
use urispec::text::{Find, FindError, ParallelFinder};
use urispec::Edition;
use urispec_archive::Gunzip;

use crate::context::Context;
use crate::man::Page;
use crate::names;
use crate::subcommand::{matched, Subcommand};

/// Find the URIs in plain text.
///
/// Find the URIs in plain text (files, or stdin; gzip decompressed).
#[derive(clap::Args)]
pub struct Args {
    /// The edition whose grammar judges each URI.
    #[arg(long, default_value_t = Edition::Rfc2396, value_parser = names::Choice(&Edition::ALL))]
    spec: Edition,
    /// Print one JSON object per find (JSON Lines): uri, raw, start, end,
    /// wrapper, spec, valid, error, file.
    #[arg(long)]
    json: bool,
    /// Also find bare URIs of this scheme, and quoted `"NAME:..."` strings the
    /// grammar rejects (repeatable; e.g. `https`).
    #[arg(long = "scheme", value_name = "NAME")]
    schemes: Vec<String>,
    /// How many threads find URIs, 1 to 256 (default: the number of cores);
    /// the text is read in blocks of 64 KiB, and the finds are printed in
    /// its order, the same whatever the number.
    #[arg(long, short, value_parser = clap::value_parser!(u16).range(1..=256))]
    jobs: Option<u16>,
    /// The bytes of a block (for the tests: small blocks cut more finds).
    #[arg(long, hide = true, value_parser = clap::value_parser!(u32).range(1..))]
    block_size: Option<u32>,
    /// The texts, gzip or not; stdin when none is given.
    files: Vec<PathBuf>,
}

/// One record of `urispec extract --json`.
#[derive(Serialize)]
struct Record<'a> {
    /// The URI, without wrapper or line breaks.
    uri: &'a str,
    /// The find as written.
    raw: &'a str,
    /// Byte offsets of the find in its input.
    start: usize,
    end: usize,
    /// `URL:`, `<>`, `""`, `preprefix`, or `null` (bare).
    wrapper: Option<&'static str>,
    spec: &'static str,
    valid: bool,
    error: Option<ErrorRecord>,
    /// The file, `null` for stdin.
    file: Option<&'a str>,
}

/// The `error` of a record.
#[derive(Serialize)]
struct ErrorRecord {
    /// `syntax`, or what is wrong with the wrapper: `unclosed`, `too-long`,
    /// `empty`, `nested`.
    kind: &'static str,
    /// The byte offset in the input the error points at.
    offset: usize,
    /// For a syntax error, its byte offset in `uri`.
    uri_offset: Option<usize>,
    #[serde(flatten)]
    expected: crate::view::ExpectedView,
    found: Option<char>,
    message: String,
}

impl ErrorRecord {
    fn of(find: &Find, error: &FindError) -> Self {
        use urispec::text::DelimitError as D;
        let (kind, offset, uri_offset, expected, found) = match error {
            FindError::Syntax(e) => (
                "syntax",
                find.input_offset(e.offset()),
                Some(e.offset()),
                crate::view::ExpectedView::of(e),
                e.found(),
            ),
            FindError::Delimit(d) => {
                let kind = match d {
                    D::Unclosed { .. } => "unclosed",
                    D::TooLong { .. } => "too-long",
                    D::Empty { .. } => "empty",
                    D::Nested { .. } => "nested",
                };
                // Empty lists, not `null`: no grammar was asked, as
                // `extract`'s records have always said.
                let none = crate::view::ExpectedView {
                    expected: Some(Vec::new()),
                    productions: Some(Vec::new()),
                    literals: Some(Vec::new()),
                    end_of_input: Some(false),
                };
                (kind, d.offset(), None, none, None)
            }
        };
        ErrorRecord {
            kind,
            offset,
            uri_offset,
            expected,
            found,
            message: error.to_string(),
        }
    }
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "every URI found is valid"),
        (1, "one is not, or a wrapper is broken"),
        (2, "a usage error, or an input that cannot be read"),
    ],
    examples: &[
        (
            "urispec extract mailbox.txt",
            "the URIs of a text, each with its verdict",
        ),
        (
            "urispec extract --json --scheme https notes.txt.gz",
            "JSON records, bare https URIs found too",
        ),
    ],
    see_also: &["check"],
};

inventory::submit! {
    Subcommand {
        name: "extract",
        order: 80,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// Print every find of every input (gzip decompressed): `<URL:...>`,
/// `<...>`, `"..."`, `URL:` and bare (exit 0: every find valid; 1: one is
/// not, or a wrapper is broken; 2: usage or I/O error). A write error is
/// returned; a read error is reported here.
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
    let mut status = Status::default();
    let mut read = |out: &mut _,
                    input: io::Result<Gunzip<Box<dyn Read + Send>>>,
                    name: Option<&str>| match input {
        Ok(input) => extract(out, args, input, name, &mut status),
        Err(e) => {
            let shown = name.unwrap_or("stdin");
            let message = crate::input::cannot_read(shown, &e);
            crate::out::complain(format_args!("urispec: {message}"));
            status.io_error = true;
            Ok(())
        }
    };
    if args.files.is_empty() {
        crate::input::hint_if_terminal("extract", "text");
        let stdin: Box<dyn Read + Send> = Box::new(crate::input::Fused::new(io::stdin()));
        read(out, Gunzip::new(stdin), None)?;
    }
    for path in &args.files {
        let name = path.to_string_lossy();
        let input =
            File::open(path).and_then(|file| Gunzip::new(Box::new(file) as Box<dyn Read + Send>));
        read(out, input, Some(&name))?;
    }
    Ok(status.code())
}

#[derive(Default)]
struct Status {
    invalid: bool,
    io_error: bool,
}

impl Status {
    fn code(&self) -> ExitCode {
        if self.io_error {
            ExitCode::from(2)
        } else if self.invalid {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        }
    }
}

fn extract(
    out: &mut impl Write,
    args: &Args,
    reader: impl Read + Send + 'static,
    file: Option<&str>,
    status: &mut Status,
) -> io::Result<()> {
    let mut finder = ParallelFinder::new(reader, args.spec);
    if let Some(jobs) = args.jobs {
        finder = finder.jobs(usize::from(jobs));
    }
    if let Some(bytes) = args.block_size {
        finder = finder.block_size(usize::try_from(bytes).unwrap_or(usize::MAX));
    }
    let finder = args.schemes.iter().fold(finder, |f, s| f.scheme(s));
    // Each find's line is written where it was found (on a worker, with
    // `--jobs`); this thread writes the lines in order.
    let (json, spec, name) = (args.json, args.spec, file.map(str::to_owned));
    let lines = finder.map_finds(move |find| {
        // Room for the line of a find this long, so it is not copied as it
        // grows.
        let mut line = Vec::with_capacity(256 + 4 * find.end().saturating_sub(find.start()));
        let written = write_find(&mut line, json, spec, name.as_deref(), &find);
        written.map(|()| (line, find.is_valid()))
    });
    for made in lines {
        let (line, valid) = match made {
            Ok(made) => made?,
            Err(e) => {
                let name = file.unwrap_or("stdin");
                let message = crate::input::cannot_read(name, &e);
                crate::out::complain(format_args!("urispec: {message}"));
                status.io_error = true;
                return Ok(());
            }
        };
        status.invalid |= !valid;
        out.write_all(&line)?;
        // Stdin may be a pipe that is still being written: each find is
        // shown as soon as it is made (a file is written in large blocks).
        if file.is_none() {
            out.flush()?;
        }
    }
    Ok(())
}

/// The line of one find: its JSON record, or its text line.
fn write_find(
    out: &mut Vec<u8>,
    json: bool,
    spec: Edition,
    file: Option<&str>,
    find: &Find,
) -> io::Result<()> {
    if json {
        let raw = find.raw();
        let record = Record {
            uri: find.uri(),
            raw: &raw,
            start: find.start(),
            end: find.end(),
            wrapper: find.wrapper().map(|w| w.name()),
            spec: find.grammar().name(),
            valid: find.is_valid(),
            error: find.error().map(|e| ErrorRecord::of(find, e)),
            file,
        };
        return crate::out::json_line(&mut *out, &record);
    }
    let mut line = String::new();
    if let Some(name) = file {
        line.push_str(name);
        line.push(':');
    }
    let wrapper = find.wrapper().map_or("bare", |w| w.name());
    line.push_str(&format!(
        "{}..{} {wrapper} {:?}",
        find.start(),
        find.end(),
        find.uri()
    ));
    match find.error() {
        None => line.push_str(&format!(": valid {spec}")),
        Some(FindError::Syntax(e)) => line.push_str(&format!(
            ": invalid: {e} (byte {} of the input)",
            find.input_offset(e.offset())
        )),
        Some(e) => line.push_str(&format!(": invalid: {e}")),
    }
    // The URI is quoted as `{:?}` quotes it; a file's name and an
    // error's text are escaped here.
    writeln!(out, "{}", crate::visible::visible(&line))
}
