//! `urispec completions`: a shell's completion script, written by
//! clap_complete from the command's definitions.

use std::io::{self, Write};
use std::process::ExitCode;

/// Print a completion script for a shell.
///
/// Print a completion script for SHELL, written from these definitions
/// (e.g. `urispec completions bash > /etc/bash_completion.d/urispec`).
#[derive(clap::Args)]
pub struct Args {
    /// The shell.
    shell: clap_complete::Shell,
}

/// Write the script of `cmd` (the command's definitions) for the shell.
pub fn run(out: &mut impl Write, args: &Args, mut cmd: clap::Command) -> io::Result<ExitCode> {
    // Into memory first: clap_complete panics when a write fails.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut cmd, "urispec", &mut script);
    out.write_all(&script).map(|()| ExitCode::SUCCESS)
}
