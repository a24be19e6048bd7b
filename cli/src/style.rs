//! `--color` and `NO_COLOR`: whether stdout gets colours, decided once by
//! anstream, and the colours the binary paints the library's tones in.

use anstream::ColorChoice;
use anstyle::{AnsiColor, Style};
use urispec::grammar_diff::Tone;

/// Whether stdout gets colours under `--color when`: `always` and `never` as
/// told; `auto` as anstream decides (none under `NO_COLOR`, always under
/// `CLICOLOR_FORCE`, else on a terminal that shows colours).
pub fn stdout_colored(when: clap::ColorChoice) -> bool {
    let choice = match when {
        clap::ColorChoice::Auto => ColorChoice::Auto,
        clap::ColorChoice::Always => ColorChoice::AlwaysAnsi,
        clap::ColorChoice::Never => ColorChoice::Never,
    };
    choice.write_global();
    anstream::AutoStream::choice(&std::io::stdout()) != ColorChoice::Never
}

/// `text` in the colour of `tone`: a failure red and bold, a warning yellow,
/// a pass green; the differing tokens of the two sides red or green, bold.
pub fn paint(tone: Tone, text: &str) -> String {
    let style = match tone {
        Tone::Fail | Tone::SpecToken => AnsiColor::Red.on_default().bold(),
        Tone::Warn => Style::new().fg_color(Some(AnsiColor::Yellow.into())),
        Tone::Pass => Style::new().fg_color(Some(AnsiColor::Green.into())),
        Tone::GrammarToken => AnsiColor::Green.on_default().bold(),
    };
    format!("{style}{text}{style:#}")
}
