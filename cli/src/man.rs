//! `urispec man`: the man pages of the command and of each subcommand, as
//! man(7) lays a page out: NAME (one line: the command's summary), SYNOPSIS,
//! DESCRIPTION, OPTIONS and SUBCOMMANDS (clap_mangen, from the definitions),
//! then EXIT STATUS, EXAMPLES and SEE ALSO (each page's [`Page`] here), then
//! VERSION.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use roff::{bold, italic, roman, Roff};

use crate::status;

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

/// `urispec man`: the page of `cmd` (the command's definitions), or of one
/// subcommand, or every page into `--dir` (the pages the command's page
/// names under SUBCOMMANDS).
pub fn run(out: &mut impl Write, args: &Args, cmd: clap::Command) -> io::Result<ExitCode> {
    // Built as clap_mangen builds it, so a subcommand's page is titled
    // `urispec-NAME`, as the command's page names it.
    let mut cmd = cmd.disable_help_subcommand(true);
    cmd.build();
    if let Some(dir) = &args.dir {
        return Ok(match write_all(&cmd, dir) {
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
    write(out, page, subcommand).map(|()| ExitCode::SUCCESS)
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

/// The usage error every command shares.
const USAGE: (u8, &str) = (2, "a usage error (an unknown option, spec or value)");

/// The page of the command (`None`) or of a subcommand; `None` for a name
/// that has no page. One `match` over every subcommand's name: the tests
/// hold it to the subcommands clap knows, so a subcommand without a page
/// fails them.
pub fn page(subcommand: Option<&str>) -> Option<Page> {
    let page = match subcommand? {
        "parse" => Page {
            exit: &[
                (0, "every URI is valid"),
                (1, "a URI is not"),
                (2, "a usage error, stdin cannot be read, or a line is longer than --max-line"),
            ],
            examples: &[
                ("urispec parse http://a/b/c", "parse one URI under RFC 2396"),
                ("urispec parse --spec rfc1630 --json http://info.cern.ch/", "a JSON record of its parts under RFC 1630"),
                ("urispec parse --spec rfc3986 < urls.txt", "one verdict per line of a file"),
            ],
            see_also: &["explain", "verdicts", "check"],
        },
        "explain" => Page {
            exit: &[(0, "the URI parses"), (1, "it does not (the error and its caret frame on stderr)"), USAGE],
            examples: &[
                ("urispec explain 'http://a/b?c'", "the tree of a URI under RFC 2396"),
                ("urispec explain --spec rfc3986 foo://example.com:8042/over/there", "under RFC 3986"),
            ],
            see_also: &["parse", "grammar-diff"],
        },
        "resolve" => Page {
            exit: &[
                (0, "every pair resolves"),
                (1, "one does not (a base that is not absolute, a reference that does not parse)"),
                (2, "a usage error, stdin cannot be read, or a line is longer than --max-line"),
            ],
            examples: &[
                ("urispec resolve 'http://a/b/c/d;p?q' ../g", "RFC 2396's rules: http://a/b/g"),
                ("urispec resolve --rules rfc1808 'http://a/b/c/d;p?q' '?y'", "RFC 1808's rules: http://a/b/c/d;p?y"),
                ("urispec verdicts --base 'http://a/b/c/d;p?q' '?y'", "the same pair under every rule set"),
            ],
            see_also: &["relativize", "verdicts"],
        },
        "relativize" => Page {
            exit: &[
                (0, "every target has a partial form"),
                (1, "one has none (a base that is not absolute, a target that does not parse)"),
                (2, "a usage error, stdin cannot be read, or a line is longer than --max-line"),
            ],
            examples: &[(
                "urispec relativize http://a/b/c/d http://a/b/g",
                "the shortest partial form: ../g",
            )],
            see_also: &["resolve"],
        },
        "check" => Page {
            exit: &[
                (0, "every line is valid"),
                (1, "a line is not"),
                (2, "a usage error, an input that cannot be read, or a line longer than --max-line"),
            ],
            examples: &[
                ("urispec check urls.txt", "the rejected lines with their caret frames, then a summary"),
                ("urispec check --json --jobs 2 urls.txt.gz", "one JSON record per line, then the summary"),
                ("urispec check --spec by-date index.cdx", "each capture of a CDX index judged by the edition of its date"),
            ],
            see_also: &["parse", "extract", "warc"],
        },
        "examples" => Page {
            exit: &[(0, "always: a rejection is a finding, not a failure"), USAGE],
            examples: &[
                ("urispec", "the verdict matrix, where the grammars disagree"),
                ("urispec examples --all", "every example, one line each"),
            ],
            see_also: &["verdicts", "parse"],
        },
        "verdicts" => Page {
            exit: &[(0, "always: the verdicts are the output"), USAGE],
            examples: &[
                ("urispec verdicts ../g", "one string under every grammar (RFC 1808 parses it as relativeURL)"),
                ("urispec verdicts --base 'http://a/b/c/d;p?q' '?y'", "one reference under every rule set"),
            ],
            see_also: &["parse", "resolve", "examples"],
        },
        "extract" => Page {
            exit: &[
                (0, "every URI found is valid"),
                (1, "one is not, or a wrapper is broken"),
                (2, "a usage error, or an input that cannot be read"),
            ],
            examples: &[
                ("urispec extract mailbox.txt", "the URIs of a text, each with its verdict"),
                ("urispec extract --json --scheme https notes.txt.gz", "JSON records, bare https URIs found too"),
            ],
            see_also: &["check"],
        },
        "warc" => Page {
            exit: &[
                (0, "every capture's target URI is valid"),
                (1, "a target is not, or a record is malformed or cut short"),
                (2, "a usage error, or a file that cannot be read"),
            ],
            examples: &[
                ("urispec warc crawl.warc.gz", "each capture judged by the edition of its date, then a summary"),
                ("urispec warc --links --json crawl.warc.gz", "every link of every page too, as JSON records"),
                ("urispec warc --links --max-body 200M crawl.arc.gz", "bodies read up to 200 MiB for their links"),
            ],
            see_also: &["check", "normalize"],
        },
        "grammar-diff" => Page {
            exit: &[
                (0, "the grammar is clean"),
                (1, "an untagged deviation, a missing rule or a rule out of order"),
                (2, "bad input: no BNF block, a .pest file that does not parse, an unreadable file, an unknown spec"),
            ],
            examples: &[
                ("urispec grammar-diff rfc3986", "every rule of the grammar against RFC 3986's ABNF"),
                ("urispec grammar-diff rfc2396 --rule URI-reference", "one rule beside the document's production"),
                ("urispec grammar-diff --editions rfc2396 rfc3986", "two editions, production by production"),
            ],
            see_also: &["explain"],
        },
        "vectors" => Page {
            exit: &[(0, "the vectors are written"), USAGE],
            examples: &[
                ("urispec vectors --spec rfc3986 --count 1000", "a thousand strings with urispec's verdicts"),
                ("urispec vectors --rules rfc2396 --count 100", "base, reference and result triples of RFC 2396"),
            ],
            see_also: &["differential", "adapter"],
        },
        "differential" => Page {
            exit: &[
                (0, "no disagreement"),
                (1, "some: printed in classes"),
                (2, "the program died or spoke out of protocol, or a usage error"),
            ],
            examples: &[(
                "urispec differential --spec rfc3986 -- urispec adapter --spec rfc3986",
                "urispec against itself, which agrees throughout",
            )],
            see_also: &["vectors", "adapter"],
        },
        "adapter" => Page {
            exit: &[
                (0, "stdin ended"),
                (2, "a usage error, or a line that is not one JSON string"),
            ],
            examples: &[(
                "urispec adapter --spec rfc2396",
                "answer one JSON string a line with a verdict",
            )],
            see_also: &["differential", "vectors"],
        },
        "compare" => Page {
            exit: &[
                (0, "the URIs are equivalent"),
                (1, "they are not"),
                (2, "a URI does not parse, or a usage error (as diff(1))"),
            ],
            examples: &[(
                "urispec compare --spec rfc3986 HTTP://a/%7e http://a/~",
                "equivalent under RFC 3986 §6.2.2",
            )],
            see_also: &["normalize"],
        },
        "normalize" => Page {
            exit: &[
                (0, "every URI parses"),
                (1, "one does not"),
                (2, "a usage error, stdin cannot be read, or a line is longer than --max-line"),
            ],
            examples: &[
                ("urispec normalize --spec rfc3986 HTTP://a/./b/../c", "the normal form: http://a/c"),
                ("urispec normalize --surt 'http://www.example.com/a?b'", "the SURT key of a web archive's index"),
            ],
            see_also: &["compare", "warc"],
        },
        "encode" => Page {
            exit: &[
                (0, "every name is encoded"),
                (2, "a production with no set, stdin cannot be read, or a line is longer than --max-line"),
            ],
            examples: &[(
                "urispec encode --spec rfc1630 --production xpalpha a/b",
                "escape what RFC 1630's xpalpha does not allow",
            )],
            see_also: &["decode"],
        },
        "decode" => Page {
            exit: &[
                (0, "every component decodes"),
                (1, "a % starts no escape"),
                (2, "a usage error, stdin cannot be read, or a line is longer than --max-line"),
            ],
            examples: &[("urispec decode caf%C3%A9", "the octets: café")],
            see_also: &["encode"],
        },
        "completions" => Page {
            exit: &[(0, "the script is printed"), USAGE],
            examples: &[(
                "urispec completions bash",
                "a bash completion script (into /etc/bash_completion.d/urispec)",
            )],
            see_also: &["man"],
        },
        "man" => Page {
            exit: &[
                (0, "the pages are written"),
                (2, "no such subcommand, or the directory cannot be written"),
            ],
            examples: &[
                ("urispec man check", "the page of urispec-check (urispec man check | man -l -)"),
                ("urispec man --dir /usr/local/share/man/man1", "every page into a directory, made if it is missing"),
            ],
            see_also: &["completions"],
        },
        _ => return None,
    };
    Some(page)
}

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
fn write(out: &mut dyn Write, cmd: clap::Command, subcommand: Option<&str>) -> io::Result<()> {
    let page = match subcommand {
        None => command_page(),
        Some(name) => page(Some(name)).ok_or_else(|| {
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
    let ours = sections(&page, subcommand, &all).render();
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
fn write_all(cmd: &clap::Command, dir: &Path) -> io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        let name = sub.get_name().to_owned();
        let mut file = io::BufWriter::new(std::fs::File::create(
            dir.join(format!("urispec-{name}.1")),
        )?);
        write(&mut file, sub.clone(), Some(&name))?;
        file.flush()?;
    }
    let mut file = io::BufWriter::new(std::fs::File::create(dir.join("urispec.1"))?);
    write(&mut file, cmd.clone(), None)?;
    file.flush()
}

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, Parser};

    use super::*;
    use crate::Cli;

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
        let cmd = Cli::command();
        let names: Vec<&str> = cmd.get_subcommands().map(|c| c.get_name()).collect();
        let mut pages = vec![command_page()];
        for name in &names {
            let page = page(Some(name)).unwrap_or_else(|| panic!("no page for {name}"));
            for see in page.see_also {
                assert!(names.contains(see), "{name}: no subcommand {see}");
            }
            pages.push(page);
        }
        assert!(page(Some("nosuch")).is_none());
        for page in pages {
            assert!(!page.exit.is_empty() && !page.examples.is_empty());
            for (line, _) in page.examples {
                let words = shell_words(line);
                assert_eq!(words[0], "urispec", "{line}");
                if let Err(e) = Cli::try_parse_from(&words) {
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
