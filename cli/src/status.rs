//! The exit statuses every command shares: 0 when every input was good, 1
//! when one was not, 2 for a usage error (clap's, or a command's own).

use std::process::ExitCode;

use crate::out::complain;

/// Exit status 0 when every input is good, 1 otherwise.
pub fn of(all_good: bool) -> ExitCode {
    if all_good {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// Report a usage error: one line to stderr, exit status 2.
pub fn usage(message: String) -> ExitCode {
    complain(format_args!("{message}"));
    ExitCode::from(2)
}

/// Print clap's help or version (exit status 0), or its usage error with
/// this program's one error prefix, `urispec: ` (exit status 2).
pub fn usage_error(e: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        e.exit();
    }
    let text = e.render().to_string();
    let text = text.strip_prefix("error: ").unwrap_or(&text);
    complain(format_args!("urispec: {}", text.trim_end()));
    ExitCode::from(2)
}
