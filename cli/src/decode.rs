//! `urispec decode`: `%hh` escapes decoded (`urispec::escape`), the octets
//! written as they are, or as text to a terminal.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use serde_json::{json, Map, Value};
use urispec::escape;

use crate::context::Context;
use crate::input::{self, MaxLine, Place};
use crate::man::Page;
use crate::out::json_line;
use crate::subcommand::{matched, Subcommand};
use crate::view::{error_of, error_value};
use crate::visible::{visible, visible_bytes};

/// Decode `%hh` escapes.
///
/// Decode `%hh` escapes (arguments, or one per line from stdin) and write
/// the octets; to a terminal as text, controls escaped (`\u{1b}`) and a
/// byte that is not UTF-8 as `\xff` (exit 1 when a `%` starts no escape).
#[derive(clap::Args)]
pub struct Args {
    /// Write text, octets that are not UTF-8 replaced by U+FFFD and
    /// controls escaped.
    #[arg(long)]
    lossy: bool,
    /// Print one JSON object per component: line (stdin only), input,
    /// decoded (as text), utf8, error.
    #[arg(long, conflicts_with = "lossy")]
    json: bool,
    #[command(flatten)]
    max_line: MaxLine,
    /// The encoded components; read from stdin, one per line, when none is given.
    components: Vec<String>,
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "every component decodes"),
        (1, "a % starts no escape"),
        (
            2,
            "a usage error, stdin cannot be read, or a line is longer than --max-line",
        ),
    ],
    examples: &[("urispec decode caf%C3%A9", "the octets: café")],
    see_also: &["encode"],
};

inventory::submit! {
    Subcommand {
        name: "decode",
        order: 170,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// Decode every argument, or each stdin line as it arrives; exit 1 when a
/// `%` starts no escape.
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
    // Octets into a pipe or a file; text to a terminal.
    let octets = match (args.lossy, io::stdout().is_terminal()) {
        (true, _) => Octets::Lossy,
        (false, true) => Octets::Shown,
        (false, false) => Octets::AsTheyAre,
    };
    input::each_input(
        out,
        args.max_line,
        &args.components,
        |out, place, component| {
            if args.json {
                decode_json(out, place, component)
            } else {
                decode(out, place, octets, component)
            }
        },
    )
}

/// `decode --json`: one input's record, `line` (stdin only), `input`,
/// `decoded` (the octets as text, those that are not UTF-8 as U+FFFD),
/// `utf8` (whether they are UTF-8), `error` (a `%` that starts no escape,
/// with its offset; `decoded` and `utf8` are then `null`). False on an
/// error.
fn decode_json(out: &mut impl Write, place: Place, input: &[u8]) -> io::Result<bool> {
    let text = String::from_utf8_lossy(input);
    let mut map = Map::new();
    if let Some(line) = place.line() {
        map.insert("line".into(), json!(line));
    }
    map.insert("input".into(), json!(text));
    let result = escape::try_decode(&text);
    let ok = result.is_ok();
    let (decoded, utf8, error) = match result {
        Ok(octets) => (
            json!(String::from_utf8_lossy(&octets)),
            json!(std::str::from_utf8(&octets).is_ok()),
            None,
        ),
        Err(e) => {
            let offset = match e {
                escape::DecodeError::BadEscape { offset } => Some(offset),
                _ => None,
            };
            (
                Value::Null,
                Value::Null,
                Some(error_of(offset, e.to_string())),
            )
        }
    };
    map.insert("decoded".into(), decoded);
    map.insert("utf8".into(), utf8);
    map.insert("error".into(), error_value(error.as_ref())?);
    json_line(out, &Value::Object(map))?;
    Ok(ok)
}

/// How `decode` writes the octets.
#[derive(Clone, Copy)]
enum Octets {
    /// As they are (into a pipe or a file).
    AsTheyAre,
    /// As text for a terminal: controls escaped (`crate::visible`), a byte
    /// that is not UTF-8 as `\xff`.
    Shown,
    /// As text, what is not UTF-8 replaced by U+FFFD, controls escaped
    /// (`--lossy`).
    Lossy,
}

/// `decode`: one input's escapes decoded, the octets written as `octets`
/// says. A `%` that starts no escape is an error naming its offset (false,
/// [`Place::fail`]).
fn decode(out: &mut impl Write, place: Place, octets: Octets, input: &[u8]) -> io::Result<bool> {
    let text = String::from_utf8_lossy(input);
    match (escape::try_decode(&text), octets) {
        (Ok(decoded), Octets::Lossy) => {
            writeln!(out, "{}", visible(&String::from_utf8_lossy(&decoded)))?;
        }
        (Ok(decoded), Octets::Shown) => writeln!(out, "{}", visible_bytes(&decoded))?,
        (Ok(decoded), Octets::AsTheyAre) => {
            out.write_all(&decoded)?;
            writeln!(out)?;
        }
        (Err(e), _) => {
            place.fail(out, &format!("{text:?}: {e}"))?;
            return Ok(false);
        }
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decoded(octets: Octets, input: &str) -> Vec<u8> {
        let mut out = Vec::new();
        decode(&mut out, Place::Argument, octets, input.as_bytes()).expect("written");
        out
    }

    /// To a terminal, text without controls; into a pipe, the octets.
    #[test]
    fn octets_are_shown_to_a_terminal_and_written_to_a_pipe() {
        let input = "a%1b[2J%ff%C2%9B";
        assert_eq!(decoded(Octets::Shown, input), b"a\\u{1b}[2J\\xff\\u{9b}\n");
        assert_eq!(
            decoded(Octets::Lossy, input),
            "a\\u{1b}[2J\u{fffd}\\u{9b}\n".as_bytes()
        );
        assert_eq!(decoded(Octets::AsTheyAre, input), b"a\x1b[2J\xff\xc2\x9b\n");
    }
}
