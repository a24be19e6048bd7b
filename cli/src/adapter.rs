//! `urispec adapter`: urispec's own verdicts spoken in the protocol of
//! `urispec differential` (the README's "Testing another implementation").

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use serde_json::Value;
use urispec::Edition;

use crate::context::Context;
use crate::man::Page;
use crate::names::Choice;
use crate::out::complain;
use crate::subcommand::{matched, Subcommand};

/// Answer the vectors' protocol with urispec's own verdicts.
///
/// Speak the protocol of `differential` with urispec's own verdicts: one JSON string a
/// line in, `valid {parts}` or `invalid {"offset":N}` a line out.
#[derive(clap::Args)]
pub struct Args {
    /// The edition whose grammar decides.
    #[arg(long, value_parser = Choice(&Edition::ALL))]
    spec: Edition,
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "stdin ended"),
        (2, "a usage error, or a line that is not one JSON string"),
    ],
    examples: &[(
        "urispec adapter --spec rfc2396",
        "answer one JSON string a line with a verdict",
    )],
    see_also: &["differential", "vectors"],
};

inventory::submit! {
    Subcommand {
        name: "adapter",
        order: 130,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// Answer each protocol line of stdin with urispec's verdict: `valid` and
/// the parts of `parse --json`, or `invalid` and the error's offset. A line
/// that is not a JSON string is a protocol error (exit 2).
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
    let mut input = io::BufReader::new(io::stdin().lock());
    let mut line = String::new();
    loop {
        // Answers leave when no more questions are waiting (none read
        // ahead), so a caller that asks one at a time is answered at once.
        if input.buffer().is_empty() {
            out.flush()?;
        }
        line.clear();
        if input.read_line(&mut line)? == 0 {
            return Ok(ExitCode::SUCCESS);
        }
        let text = line.strip_suffix('\n').unwrap_or(&line);
        let Ok(uri) = serde_json::from_str::<String>(text) else {
            out.flush()?;
            complain(format_args!(
                "urispec adapter: not a JSON string: {}",
                crate::view::heading(text)
            ));
            return Ok(ExitCode::from(2));
        };
        match urispec::parse(args.spec, &uri) {
            Ok(parsed) => {
                let parts = crate::view::entries(&parsed.parts())?;
                writeln!(out, "valid {}", Value::Object(parts))?;
            }
            Err(e) => writeln!(out, "invalid {{\"offset\":{}}}", e.offset())?,
        }
    }
}
