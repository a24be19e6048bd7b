//! `urispec encode`: the conventional `%hh` encoding with the set of one
//! production of one edition (`urispec::escape`).

use std::io::{self, Write};
use std::process::ExitCode;

use serde_json::{json, Map, Value};
use urispec::escape::Set;
use urispec::Edition;

use crate::context::Context;
use crate::input::{self, MaxLine, Place};
use crate::man::Page;
use crate::names::Choice;
use crate::out::json_line;
use crate::status;
use crate::subcommand::{matched, Subcommand};
use crate::visible::visible;

/// Escape local names with the set one production allows.
///
/// Encode local names (arguments, or lines of octets from stdin) with the
/// set of characters one production of one edition allows unescaped.
#[derive(clap::Args)]
pub struct Args {
    /// The edition whose grammar gives the set.
    #[arg(long, default_value_t = Edition::Rfc2396, value_parser = Choice(&Edition::ALL))]
    spec: Edition,
    /// The production (`xalpha`, `xpalpha`, `search`, `uric`, `pchar`, `rel_segment`, ...).
    #[arg(long)]
    production: String,
    /// Print one JSON object per name: line (stdin only), input, spec,
    /// production, encoded, error.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    max_line: MaxLine,
    /// The names; read from stdin, one per line, when none is given.
    names: Vec<String>,
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "every name is encoded"),
        (
            2,
            "a production with no set, stdin cannot be read, or a line is longer than --max-line",
        ),
    ],
    examples: &[(
        "urispec encode --spec rfc1630 --production xpalpha a/b",
        "escape what RFC 1630's xpalpha does not allow",
    )],
    see_also: &["decode"],
};

inventory::submit! {
    Subcommand {
        name: "encode",
        order: 160,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// Encode every argument, or each stdin line as it arrives; a production
/// without a set is a usage error that names those with one.
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
    let (spec, production) = (args.spec, args.production.as_str());
    let set = match Set::of(spec, production) {
        Ok(set) => set,
        Err(e) => {
            // The names that would do, so a typo is one step from right.
            let names: Vec<&str> = Set::productions(spec).map(|(name, _)| name).collect();
            return Ok(status::usage(format!(
                "urispec: {e}\n  the productions of {spec} with a set: {}",
                names.join(", ")
            )));
        }
    };
    input::each_input(out, args.max_line, &args.names, |out, place, name| {
        if args.json {
            encode_json(out, place, (set, spec, production), name)
        } else {
            encode(out, set, name)
        }
    })
}

/// `encode`: one input's octets, every one outside `set` as `%hh`, on one
/// output line; always true.
fn encode(out: &mut impl Write, set: Set, input: &[u8]) -> io::Result<bool> {
    writeln!(out, "{}", visible(&set.encode(input)))?;
    Ok(true)
}

/// `encode --json`: one input's record, `line` (stdin only), `input` (its
/// octets as text, a byte that is not UTF-8 as U+FFFD), `spec`,
/// `production`, `encoded`, `error` (always `null`: every octet string
/// encodes); always true.
fn encode_json(
    out: &mut impl Write,
    place: Place,
    (set, spec, production): (Set, Edition, &str),
    input: &[u8],
) -> io::Result<bool> {
    let mut map = Map::new();
    if let Some(line) = place.line() {
        map.insert("line".into(), json!(line));
    }
    map.insert("input".into(), json!(String::from_utf8_lossy(input)));
    map.insert("spec".into(), json!(spec.name()));
    map.insert("production".into(), json!(production));
    map.insert("encoded".into(), json!(set.encode(input)));
    map.insert("error".into(), Value::Null);
    json_line(out, &Value::Object(map))?;
    Ok(true)
}
