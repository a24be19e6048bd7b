//! `urispec man`: the man pages of the command and of each subcommand, as
//! man(7) lays a page out: NAME (one line: the command's summary), SYNOPSIS,
//! DESCRIPTION, OPTIONS and SUBCOMMANDS (clap_mangen, from the definitions),
//! then EXIT STATUS, EXAMPLES and SEE ALSO (each page's [`Page`] here), then
//! VERSION.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use roff::{bold, italic, roman, Roff};

use crate::context::{Context, Pages};
use crate::status;
use crate::subcommand::{matched, Subcommand};

/// Print the man pages, or write them into a directory.
///
/// Print the man page, in roff (`urispec man | man -l -`), or a
/// subcommand's (`urispec man check`), or write them all into a
/// directory (`--dir`).
#[derive(clap::Args)]
pub struct Args {
    /// The subcommand whose page to print (`urispec-check(1)`).
    subcommand: Option<String>,
    /// Write every page (`urispec.1`, `urispec-check.1`, ...) into DIR.
    #[arg(long, value_name = "DIR", conflicts_with = "subcommand")]
    dir: Option<PathBuf>,
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "the pages are written"),
        (2, "no such subcommand, or the directory cannot be written"),
    ],
    examples: &[
        (
            "urispec man check",
            "the page of urispec-check (urispec man check | man -l -)",
        ),
        (
            "urispec man --dir /usr/local/share/man/man1",
            "every page into a directory, made if it is missing",
        ),
    ],
    see_also: &["completions"],
};

inventory::submit! {
    Subcommand {
        name: "man",
        order: 190,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// `urispec man`: the page of the command (its definitions, and each
/// subcommand's `PAGE`), or of one subcommand, or every page into `--dir`
/// (the pages the command's page names under SUBCOMMANDS).
pub fn run(out: &mut impl Write, args: &Args, context: &Context) -> io::Result<ExitCode> {
    // Built as clap_mangen builds it, so a subcommand's page is titled
    // `urispec-NAME`, as the command's page names it.
    let mut cmd = (context.command)().disable_help_subcommand(true);
    cmd.build();
    let pages = context.pages;
    if let Some(dir) = &args.dir {
        return Ok(match write_all(&cmd, pages, dir) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => status::usage(format!(
                "urispec: cannot write the man pages into {}: {e}",
                dir.display()
            )),
        });
    }
    let subcommand = args.subcommand.as_deref();
    let page = match subcommand {
        None => cmd,
        Some(name) => match cmd.find_subcommand(name) {
            Some(sub) => sub.clone(),
            None => {
                let names: Vec<&str> = cmd.get_subcommands().map(|c| c.get_name()).collect();
                return Ok(status::usage(format!(
                    "urispec: no subcommand `{name}` (the subcommands: {})",
                    names.join(", ")
                )));
            }
        },
    };
    write(out, page, pages, subcommand).map(|()| ExitCode::SUCCESS)
}

/// What a page says that the command's definitions do not: its exit
/// statuses, its examples, and the pages it points to.
pub struct Page {
    /// Each exit status and what it means.
    pub exit: &'static [(u8, &'static str)],
    /// Each example: the command line (starting `urispec`), and what it does.
    pub examples: &'static [(&'static str, &'static str)],
    /// The subcommands whose pages to see as well (`urispec(1)` is always
    /// named on a subcommand's page).
    pub see_also: &'static [&'static str],
}

/// The facts of the page of the subcommand `name` (`grammar-diff`) among
/// `pages`.
pub fn page(pages: Pages, name: &str) -> Option<&'static Page> {
    pages.iter().find(|s| s.name == name).map(|s| s.page)
}

/// The usage error every command shares.
pub const USAGE: (u8, &str) = (2, "a usage error (an unknown option, spec or value)");

/// The page of the command itself.
pub fn command_page() -> Page {
    Page {
        exit: &[
            (0, "success: every input valid, or a report printed"),
            (1, "an input is invalid, or the report found what it looks for (each subcommand's page says what)"),
            (2, "a usage error, or an input that cannot be read"),
        ],
        examples: &[
            ("urispec", "the verdicts of every example URI the documents print, under every grammar"),
            ("urispec parse --spec rfc1630 http://info.cern.ch/", "one URI under RFC 1630"),
            ("urispec check urls.txt", "a list of URIs, one per line"),
            ("urispec verdicts ../g", "one string under every grammar"),
        ],
        see_also: &[],
    }
}

/// The sections this module adds to a page, in roff.
fn sections(page: &Page, subcommand: Option<&str>, all: &[&str]) -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["EXIT STATUS"]);
    for (code, meaning) in page.exit {
        roff.control("TP", []);
        roff.text([bold(code.to_string())]);
        roff.text([roman(*meaning)]);
    }
    roff.control("SH", ["EXAMPLES"]);
    for (command, what) in page.examples {
        roff.control("TP", []);
        roff.text([bold(*command)]);
        roff.text([roman(*what)]);
    }
    roff.control("SH", ["SEE ALSO"]);
    let names: Vec<String> = match subcommand {
        None => all.iter().map(|s| format!("urispec-{s}")).collect(),
        Some(_) => std::iter::once("urispec".to_owned())
            .chain(page.see_also.iter().map(|s| format!("urispec-{s}")))
            .collect(),
    };
    let mut line = Vec::new();
    for (i, name) in names.iter().enumerate() {
        if i > 0 {
            line.push(roman(", "));
        }
        line.push(bold(name.as_str()));
        line.push(roman("(1)"));
    }
    roff.text(line);
    if subcommand.is_none() {
        roff.text([
            roman("Each subcommand's page: "),
            italic("urispec man SUBCOMMAND"),
            roman("."),
        ]);
    }
    roff
}

/// Write the page of `cmd` (built as clap_mangen builds a page:
/// `disable_help_subcommand`, `build`), `subcommand` its name or `None`
/// for the command's own page.
fn write(
    out: &mut dyn Write,
    cmd: clap::Command,
    pages: Pages,
    subcommand: Option<&str>,
) -> io::Result<()> {
    let command = command_page();
    let page = match subcommand {
        None => &command,
        Some(name) => page(pages, name).ok_or_else(|| {
            io::Error::new(io::ErrorKind::NotFound, format!("no page for `{name}`"))
        })?,
    };
    let all: Vec<String> = cmd
        .get_subcommands()
        .filter(|s| !s.is_hide_set())
        .map(|s| s.get_name().to_owned())
        .collect();
    let all: Vec<&str> = all.iter().map(String::as_str).collect();
    let mut clap_page = Vec::new();
    clap_mangen::Man::new(cmd)
        .source(format!("urispec {}", env!("CARGO_PKG_VERSION")))
        .render(&mut clap_page)?;
    let clap_page = String::from_utf8_lossy(&clap_page);
    // Ours go before VERSION, as man(7) orders them; roff's preamble once.
    let ours = sections(page, subcommand, &all).render();
    let ours = ours.find(".SH").map_or(ours.as_str(), |at| &ours[at..]);
    let (head, tail) = match clap_page.find("\n.SH VERSION") {
        Some(at) => clap_page.split_at(at + 1),
        None => (clap_page.as_ref(), ""),
    };
    out.write_all(head.as_bytes())?;
    out.write_all(ours.as_bytes())?;
    out.write_all(tail.as_bytes())
}

/// Every page into `dir`, made first if it is missing: `urispec.1` and
/// `urispec-NAME.1` for each subcommand.
fn write_all(cmd: &clap::Command, pages: Pages, dir: &Path) -> io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        let name = sub.get_name().to_owned();
        let mut file = io::BufWriter::new(std::fs::File::create(
            dir.join(format!("urispec-{name}.1")),
        )?);
        write(&mut file, sub.clone(), pages, Some(&name))?;
        file.flush()?;
    }
    let mut file = io::BufWriter::new(std::fs::File::create(dir.join("urispec.1"))?);
    write(&mut file, cmd.clone(), pages, None)?;
    file.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{command, subcommand};

    /// The words of a command line as a POSIX shell splits it, for the
    /// examples of the man pages (which quote only with `'`).
    fn shell_words(line: &str) -> Vec<String> {
        let mut words = Vec::new();
        let mut word: Option<String> = None;
        let mut quoted = false;
        for c in line.chars() {
            match c {
                '\'' => {
                    quoted = !quoted;
                    word.get_or_insert_with(String::new);
                }
                ' ' if !quoted => words.extend(word.take()),
                c => word.get_or_insert_with(String::new).push(c),
            }
        }
        assert!(!quoted, "an unclosed quote: {line}");
        words.extend(word);
        words
    }

    /// Every subcommand has its page's facts, and every example of every
    /// page is a command line clap takes.
    #[test]
    fn every_subcommand_has_a_page_whose_examples_parse() {
        let cmd = command();
        let names: Vec<&str> = cmd.get_subcommands().map(|c| c.get_name()).collect();
        let own = command_page();
        let mut pages = vec![&own];
        for name in &names {
            let page =
                page(subcommand::all(), name).unwrap_or_else(|| panic!("no page for {name}"));
            for see in page.see_also {
                assert!(names.contains(see), "{name}: no subcommand {see}");
            }
            pages.push(page);
        }
        assert!(page(subcommand::all(), "nosuch").is_none());
        for page in pages {
            assert!(!page.exit.is_empty() && !page.examples.is_empty());
            for (line, _) in page.examples {
                let words = shell_words(line);
                assert_eq!(words[0], "urispec", "{line}");
                if let Err(e) = command().try_get_matches_from(&words) {
                    panic!("{line}: {e}");
                }
            }
        }
    }

    #[test]
    fn shell_words_take_single_quotes() {
        assert_eq!(
            shell_words("urispec resolve 'http://a/b;p?q' '?y' ../g"),
            ["urispec", "resolve", "http://a/b;p?q", "?y", "../g"]
        );
    }
}
