//! `urispec completions`: a shell's completion script, written by
//! clap_complete from the command's definitions.

use std::io::{self, Write};
use std::process::ExitCode;

use crate::context::Context;
use crate::man::{Page, USAGE};
use crate::subcommand::{matched, Subcommand};

/// Print a completion script for a shell.
///
/// Print a completion script for SHELL, written from these definitions
/// (e.g. `urispec completions bash > /etc/bash_completion.d/urispec`).
#[derive(clap::Args)]
pub struct Args {
    /// The shell.
    shell: clap_complete::Shell,
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[(0, "the script is printed"), USAGE],
    examples: &[(
        "urispec completions bash",
        "a bash completion script (into /etc/bash_completion.d/urispec)",
    )],
    see_also: &["man"],
};

inventory::submit! {
    Subcommand {
        name: "completions",
        order: 180,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// Write the script of `cmd` (the command's definitions) for the shell.
pub fn run(out: &mut impl Write, args: &Args, context: &Context) -> io::Result<ExitCode> {
    let mut cmd = (context.command)();
    // Into memory first: clap_complete panics when a write fails.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut cmd, "urispec", &mut script);
    out.write_all(&script).map(|()| ExitCode::SUCCESS)
}
