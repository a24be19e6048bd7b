//! `urispec man`: pages laid out as man(7) asks (NAME a line, SYNOPSIS,
//! DESCRIPTION, OPTIONS, EXIT STATUS, EXAMPLES, SEE ALSO naming other
//! pages), `--dir` making its directory, and every example doing what its
//! page says.

use crate::run;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use run::{stderr_text, stdout_text, urispec};

/// A page's sections, in order: each heading (unquoted) and its lines.
fn sections(page: &str) -> Vec<(String, Vec<String>)> {
    let mut all: Vec<(String, Vec<String>)> = Vec::new();
    for line in page.lines() {
        if let Some(heading) = line.strip_prefix(".SH ") {
            all.push((heading.trim_matches('"').to_owned(), Vec::new()));
        } else if let Some((_, lines)) = all.last_mut() {
            lines.push(line.to_owned());
        }
    }
    all
}

/// Roff's escapes of the pages undone: `\-`, the fonts, the apostrophe.
fn plain(roff: &str) -> String {
    roff.replace("\\-", "-")
        .replace("\\fB", "")
        .replace("\\fI", "")
        .replace("\\fR", "")
        .replace("\\*(Aq", "'")
}

/// Each example of a page: the command line and what it is said to do.
fn examples(page: &[(String, Vec<String>)]) -> Vec<(String, String)> {
    let (_, lines) = page
        .iter()
        .find(|(h, _)| h == "EXAMPLES")
        .expect("an EXAMPLES section");
    lines
        .split(|l| l == ".TP")
        .filter(|e| e.len() == 2)
        .map(|e| (plain(&e[0]), plain(&e[1])))
        .collect()
}

/// The exit statuses a page documents.
fn exit_statuses(page: &[(String, Vec<String>)]) -> Vec<i32> {
    let (_, lines) = page
        .iter()
        .find(|(h, _)| h == "EXIT STATUS")
        .expect("an EXIT STATUS section");
    lines.iter().filter_map(|l| plain(l).parse().ok()).collect()
}

/// The words of a command line as a shell splits it (`'` quotes only).
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
    words.extend(word);
    words
}

/// Every page: the command's and each subcommand's.
fn pages() -> Vec<(String, String)> {
    let top = stdout_text(&urispec(&["man"], b""));
    let mut names = vec![String::new()];
    names.extend(plain(&top).split("urispec-").skip(1).map(|rest| {
        rest.chars()
            .take_while(|c| c.is_ascii_lowercase() || *c == '-')
            .collect::<String>()
    }));
    names.sort();
    names.dedup();
    names
        .into_iter()
        .map(|name| {
            let out = if name.is_empty() {
                urispec(&["man"], b"")
            } else {
                urispec(&["man", &name], b"")
            };
            assert!(out.status.success(), "{name}: {}", stderr_text(&out));
            (name, stdout_text(&out))
        })
        .collect()
}

/// Every page has man(7)'s sections in man(7)'s order, NAME one line, and
/// SEE ALSO naming pages the command writes (never a file not installed).
#[test]
fn pages_have_the_sections_of_a_man_page() {
    let pages = pages();
    assert!(pages.len() >= 19, "{}", pages.len());
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("man-sections");
    let _ = std::fs::remove_dir_all(&dir);
    let written = urispec(&["man", "--dir", dir.to_str().expect("UTF-8")], b"");
    assert!(written.status.success(), "{}", stderr_text(&written));
    let order = [
        "NAME",
        "SYNOPSIS",
        "DESCRIPTION",
        "OPTIONS",
        "SUBCOMMANDS",
        "EXIT STATUS",
        "EXAMPLES",
        "SEE ALSO",
        "VERSION",
    ];
    for (name, page) in &pages {
        let title = if name.is_empty() {
            "urispec".to_owned()
        } else {
            format!("urispec-{name}")
        };
        let sections = sections(page);
        let headings: Vec<&str> = sections.iter().map(|(h, _)| h.as_str()).collect();
        for needed in [
            "NAME",
            "SYNOPSIS",
            "DESCRIPTION",
            "EXIT STATUS",
            "EXAMPLES",
            "SEE ALSO",
        ] {
            assert!(
                headings.contains(&needed),
                "{title}: no {needed} in {headings:?}"
            );
        }
        let places: Vec<usize> = headings
            .iter()
            .map(|h| {
                order
                    .iter()
                    .position(|o| o == h)
                    .unwrap_or_else(|| panic!("{title}: {h}"))
            })
            .collect();
        assert!(
            places.windows(2).all(|w| w[0] < w[1]),
            "{title}: {headings:?}"
        );
        // NAME: one line, `name \- summary`, short.
        let (_, name_lines) = &sections[0];
        assert_eq!(name_lines.len(), 1, "{title}: {name_lines:?}");
        let line = plain(&name_lines[0]);
        assert!(line.starts_with(&format!("{title} - ")), "{line}");
        assert!(line.chars().count() <= 80, "{title}: {line}");
        // SEE ALSO: pages the command writes, and no other file.
        let (_, see) = sections
            .iter()
            .find(|(h, _)| h == "SEE ALSO")
            .expect("SEE ALSO");
        let see = plain(&see.join(" "));
        assert!(
            !see.contains(".md") && !see.contains("README"),
            "{title}: {see}"
        );
        let named: Vec<&str> = see
            .split(", ")
            .filter_map(|s| s.split("(1)").next())
            .map(|s| s.trim().trim_start_matches("Each subcommand's page: "))
            .filter(|s| s.starts_with("urispec"))
            .collect();
        assert!(!named.is_empty(), "{title}: {see}");
        for page in named {
            let file = dir.join(format!("{page}.1"));
            assert!(
                file.is_file(),
                "{title}: SEE ALSO {page}, no {}",
                file.display()
            );
            assert_ne!(page, title, "{title} names itself");
        }
        assert_eq!(
            std::fs::read_to_string(dir.join(format!("{title}.1"))).expect("written"),
            *page,
            "{title}: --dir writes what `urispec man` prints"
        );
    }
}

/// `--dir` makes the directory, its parents included.
#[test]
fn man_dir_makes_its_directory() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("man-new");
    let _ = std::fs::remove_dir_all(&dir);
    let nested = dir.join("share/man/man1");
    let out = urispec(&["man", "--dir", nested.to_str().expect("UTF-8")], b"");
    assert!(out.status.success(), "{}", stderr_text(&out));
    assert!(nested.join("urispec.1").is_file());
    assert!(nested.join("urispec-check.1").is_file());
    // A file where the directory should be is an error, exit 2.
    let file = dir.join("a-file");
    std::fs::write(&file, "").expect("written");
    let out = urispec(&["man", "--dir", file.to_str().expect("UTF-8")], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr_text(&out).starts_with("urispec: cannot write the man pages into "));
}

/// The inputs the examples name, written for them.
fn inputs(dir: &Path) {
    let warc = concat!(
        "WARC/1.0\r\nWARC-Type: response\r\n",
        "WARC-Target-URI: http://info.example/\r\n",
        "WARC-Date: 1999-07-12T09:30:00Z\r\n",
        "Content-Type: application/http; msgtype=response\r\n",
        "Content-Length: 72\r\n\r\n",
        "HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n<a href=\"b.html\">b</a>\r\n",
        "\r\n\r\n",
    );
    for (name, text) in [
        ("urls.txt", "http://a/b\nftp://c/d\n"),
        ("urls.txt.gz", "http://a/b\n"),
        ("index.cdx", " CDX N b a m s k r M S V g\nexample,info)/ 19990712093000 http://info.example/ text/html 200 AAAA - - 100 0 crawl.warc.gz\n"),
        ("mailbox.txt", "See <URL:http://info.example/> for more.\n"),
        ("notes.txt.gz", "see https://example.org/x today\n"),
        ("crawl.warc.gz", warc),
        ("crawl.arc.gz", warc),
    ] {
        std::fs::write(dir.join(name), text).expect("written");
    }
}

/// Every example of every page runs (on inputs written for it, `urispec`
/// on the PATH), exits with a status its page documents and not with a
/// usage error, and prints what its page says after a colon.
#[test]
fn every_example_does_what_its_page_says() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("man-examples");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    inputs(&dir);
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_urispec"));
    let path = std::env::join_paths(
        std::iter::once(bin.parent().expect("a directory").to_path_buf()).chain(
            std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
        ),
    )
    .expect("a PATH");
    let mut ran = 0;
    for (name, page) in pages() {
        let sections = sections(&page);
        let statuses = exit_statuses(&sections);
        for (line, says) in examples(&sections) {
            let words = shell_words(&line);
            // Not into the system's directories.
            if words.iter().any(|w| w == "--dir") {
                continue;
            }
            let out = Command::new(&bin)
                .args(&words[1..])
                .current_dir(&dir)
                .env("PATH", &path)
                .stdin(Stdio::null())
                .output()
                .expect("the binary runs");
            let code = out.status.code().unwrap_or(-1);
            let stderr = stderr_text(&out);
            assert!(
                statuses.contains(&code),
                "{name}: {line}: exit {code} ({statuses:?}): {stderr}"
            );
            assert_ne!(code, 2, "{name}: {line}: {stderr}");
            if let Some((_, shown)) = says.split_once(": ") {
                let stdout = stdout_text(&out);
                assert!(
                    stdout.contains(shown),
                    "{name}: {line}: no {shown:?} in {stdout}"
                );
            }
            ran += 1;
        }
    }
    assert!(ran >= 30, "{ran} examples");
}
