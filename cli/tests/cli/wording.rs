//! The command line's small words: counts in the singular and the plural,
//! one message for a file that cannot be read (and no summary of an input
//! never read), a hint when `check` or `extract` waits for a terminal, the
//! same size suffixes for every size flag, and `grammar-diff` naming rules
//! as the documents print them.

use crate::run;

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use run::{stderr_text, stdout_text, urispec};

/// A scratch directory of this test binary, emptied.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("wording-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// One WARC record (ISO 28500 §4): its header fields, then the block.
fn record(fields: &[(&str, &str)], block: &str) -> String {
    let mut text = String::from("WARC/1.0\r\n");
    for (name, value) in fields {
        text.push_str(&format!("{name}: {value}\r\n"));
    }
    text.push_str(&format!("Content-Length: {}\r\n\r\n", block.len()));
    text.push_str(block);
    text.push_str("\r\n\r\n");
    text
}

/// A WARC file of one response whose HTML holds `links` links.
fn one_capture(dir: &std::path::Path, links: usize) -> String {
    let anchors: String = (0..links)
        .map(|i| format!("<a href=\"p{i}.html\">{i}</a>"))
        .collect();
    let http = format!(
        "HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n<html><body>{anchors}</body></html>"
    );
    let warc = record(
        &[
            ("WARC-Type", "response"),
            ("WARC-Target-URI", "http://info.example/index.html"),
            ("WARC-Date", "1999-07-12T09:30:00Z"),
            (
                "WARC-Record-ID",
                "<urn:uuid:00000000-0000-0000-0000-000000000001>",
            ),
            ("Content-Type", "application/http; msgtype=response"),
        ],
        &http,
    );
    let path = dir.join(format!("links-{links}.warc"));
    std::fs::write(&path, warc).expect("written");
    path.to_str().expect("UTF-8").to_owned()
}

/// A count of one is singular, in every summary line: "1 capture", "1
/// link", "1 line"; other counts plural.
#[test]
fn counts_of_one_are_singular() {
    let dir = scratch("counts");
    let out = urispec(&["warc", "--links", &one_capture(&dir, 1)], b"");
    let text = stdout_text(&out);
    assert!(
        text.contains("1 capture, 1 valid, 0 invalid; 1 link, 0 unresolved; 0 malformed records"),
        "{text}"
    );
    let out = urispec(&["warc", "--links", &one_capture(&dir, 2)], b"");
    assert!(
        stdout_text(&out).contains("1 capture, 1 valid, 0 invalid; 2 links,"),
        "{}",
        stdout_text(&out)
    );
    let out = urispec(&["check"], b"http://a/\n");
    assert!(
        stdout_text(&out).starts_with("rfc2396: 1 line, 1 valid, 0 invalid"),
        "{}",
        stdout_text(&out)
    );
    let warc = one_capture(&dir, 1);
    for (args, stdin) in [
        (&["check"][..], &b"http://a/\n"[..]),
        (&["warc", "--links", &warc], b""),
    ] {
        let text = stdout_text(&urispec(args, stdin));
        for wrong in ["1 lines", "1 captures", "1 links", "1 records"] {
            assert!(!text.contains(wrong), "{args:?}: {wrong:?} in {text}");
        }
    }
}

/// Every command that reads files says the same of one it cannot read,
/// `urispec: cannot read NAME: why`, and prints no summary of it.
#[test]
fn a_missing_file_is_worded_once_and_not_summed_up() {
    let missing = "no/such/file";
    for args in [
        &["check", missing][..],
        &["check", "--json", missing],
        &["extract", missing],
        &["warc", missing],
        &["warc", "--links", missing],
        &["grammar-diff", "rfc2396", "--text", missing],
    ] {
        let out = urispec(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = stderr_text(&out);
        let said = format!("urispec: cannot read {missing}: ");
        assert!(stderr.starts_with(&said), "{args:?}: {stderr}");
        assert_eq!(stdout_text(&out), "", "{args:?}");
    }
    // Beside a file that is read, the summary counts that one.
    let dir = scratch("missing");
    let read = one_capture(&dir, 0);
    let out = urispec(&["warc", missing, &read], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(stdout_text(&out).contains("1 capture, 1 valid"));
    std::fs::write(dir.join("urls.txt"), "http://a/\n").expect("written");
    let urls = dir.join("urls.txt");
    let out = urispec(&["check", missing, urls.to_str().expect("UTF-8")], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(stdout_text(&out).starts_with("rfc2396: 1 line, 1 valid"));
}

/// `--max-body` takes the suffixes `--max-line` takes (one parser), and
/// refuses what it refuses.
#[test]
fn every_size_flag_takes_the_same_suffixes() {
    let dir = scratch("sizes");
    let warc = one_capture(&dir, 1);
    for size in ["200M", "64K", "1G", "4096", "64KiB"] {
        let body = urispec(&["warc", "--links", "--max-body", size, &warc], b"");
        assert_eq!(
            body.status.code(),
            Some(0),
            "{size}: {}",
            stderr_text(&body)
        );
        let line = urispec(&["check", "--max-line", size], b"http://a/\n");
        assert_eq!(
            line.status.code(),
            Some(0),
            "{size}: {}",
            stderr_text(&line)
        );
    }
    for size in ["0", "x", "12Q", "1.5M"] {
        let body = urispec(&["warc", "--max-body", size, &warc], b"");
        let line = urispec(&["check", "--max-line", size], b"");
        assert_eq!(body.status.code(), Some(2), "{size}");
        assert_eq!(line.status.code(), Some(2), "{size}");
        let said = "is no size in bytes (such as 4096, 64K, 64M or 1G)";
        assert!(stderr_text(&body).contains(said), "{}", stderr_text(&body));
        assert!(stderr_text(&line).contains(said), "{}", stderr_text(&line));
    }
    // A body cut at 64 bytes loses the links past them.
    let cut = urispec(&["warc", "--links", "--max-body", "64", &warc], b"");
    assert!(
        stdout_text(&cut).contains("bodies cut at --max-body: 1"),
        "{}",
        stdout_text(&cut)
    );
}

/// `grammar-diff` names each rule as its document prints it: RFC 3986's
/// `hier-part` and `URI-reference`, RFC 2396's `abs_path` (printed with its
/// underscore), RFC 1738's `gopher+_string`; never the `.pest` file's
/// mapped name where the document prints another.
#[test]
fn grammar_diff_names_rules_as_the_documents_print_them() {
    let rule_column = |args: &[&str]| -> Vec<String> {
        let out = urispec(args, b"");
        assert!(
            out.status.code() == Some(0),
            "{args:?}: {}",
            stderr_text(&out)
        );
        stdout_text(&out)
            .lines()
            .filter(|l| !l.starts_with(' '))
            .filter_map(|l| l.split_whitespace().next().map(str::to_owned))
            .collect()
    };
    let rfc3986 = rule_column(&["grammar-diff", "rfc3986"]);
    for name in [
        "hier-part",
        "URI-reference",
        "absolute-URI",
        "IP-literal",
        "dec-octet",
    ] {
        assert!(rfc3986.iter().any(|r| r == name), "no {name}: {rfc3986:?}");
    }
    // The entry points are the grammar's own (`URI_reference_eoi`).
    let mapped: Vec<&String> = rfc3986
        .iter()
        .filter(|r| r.contains('_') && !r.ends_with("_eoi"))
        .collect();
    assert!(mapped.is_empty(), "{mapped:?}");
    let rfc2396 = rule_column(&["grammar-diff", "rfc2396"]);
    assert!(rfc2396.iter().any(|r| r == "abs_path"), "{rfc2396:?}");
    assert!(rfc2396.iter().any(|r| r == "URI-reference"), "{rfc2396:?}");
    let rfc1738 = rule_column(&["grammar-diff", "rfc1738"]);
    assert!(rfc1738.iter().any(|r| r == "gopher+_string"), "{rfc1738:?}");
    assert!(rfc1738.iter().any(|r| r == "ip-schemepart"), "{rfc1738:?}");
    // The forms too, each edition's in its own spelling.
    let text = stdout_text(&urispec(&["grammar-diff", "rfc3986"], b""));
    assert!(
        text.contains("spec:    IP-literal | IPv4address | reg-name"),
        "{text}"
    );
    let out = urispec(&["grammar-diff", "--editions", "rfc2396", "rfc3986"], b"");
    let text = stdout_text(&out);
    assert!(
        text.contains("rfc2396: scheme \":\" (hier_part | opaque_part)"),
        "{text}"
    );
    assert!(text.contains("rfc3986: scheme \":\" hier-part"), "{text}");
    assert!(
        text.lines().any(|l| l.starts_with("URI-reference ")),
        "{text}"
    );
}

/// `command` run on a terminal (util-linux `script` gives it one), `typed`
/// typed on it and then Ctrl-D: what it printed on the terminal, and its
/// exit status. `None` where `script` is not installed.
fn on_a_terminal(command: &str, typed: &str) -> Option<(String, Option<i32>)> {
    let bin = env!("CARGO_BIN_EXE_urispec");
    let child = Command::new("script")
        .args(["-qec", &format!("'{bin}' {command}"), "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn();
    let mut child = match child {
        Ok(child) => child,
        Err(e) => {
            eprintln!("no terminal to test on (`script`: {e})");
            return None;
        }
    };
    let mut stdout = child.stdout.take().expect("a stdout pipe");
    let (tx, rx) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut chunk = [0; 4096];
        while let Ok(n @ 1..) = stdout.read(&mut chunk) {
            if tx.send(chunk[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let mut said = Vec::new();
    // Generous: this only tells a hint from none.
    while !String::from_utf8_lossy(&said).contains("reads a file") {
        match rx.recv_timeout(Duration::from_secs(60)) {
            Ok(bytes) => said.extend(bytes),
            Err(_) => break,
        }
    }
    let mut stdin = child.stdin.take().expect("a stdin pipe");
    // Then the end of the input, as a person types it: Ctrl-D, once, at
    // the start of a line.
    let _ = stdin.write_all(typed.as_bytes());
    let _ = stdin.flush();
    std::thread::sleep(Duration::from_millis(500));
    let _ = stdin.write_all(b"\x04");
    let _ = stdin.flush();
    let mut status = None;
    for _ in 0..600 {
        if let Some(ended) = child.try_wait().expect("script runs") {
            status = Some(ended);
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    if status.is_none() {
        let _ = child.kill();
        let _ = child.wait();
    }
    drop(stdin);
    let _ = reader.join();
    said.extend(rx.try_iter().flatten());
    let text = String::from_utf8_lossy(&said).into_owned();
    let status =
        status.unwrap_or_else(|| panic!("`{command}` still waits after one Ctrl-D: {text:?}"));
    Some((text, status.code()))
}

/// `check` and `extract` with no file, on a terminal, say that they read it
/// and how to end it, rather than wait in silence; one Ctrl-D ends them,
/// whether a line was typed or none.
#[test]
fn check_and_extract_hint_when_they_read_a_terminal() {
    for (command, said) in [
        ("check", "urispec: reading URIs, one per line, from the terminal (end with Ctrl-D); `urispec check FILE` reads a file"),
        ("extract", "urispec: reading text from the terminal (end with Ctrl-D); `urispec extract FILE` reads a file"),
    ] {
        for typed in ["", "http://a/\n"] {
            let Some((text, code)) = on_a_terminal(command, typed) else {
                return;
            };
            assert!(text.contains(said), "{command}: {text:?}");
            assert_eq!(code, Some(0), "{command}: {text:?}");
        }
    }
    // Not on a pipe: there the input is a program's, not a person's.
    for command in ["check", "extract"] {
        let out = urispec(&[command], b"http://a/\n");
        assert!(!stderr_text(&out).contains("Ctrl-D"), "{command}");
    }
}

/// The options whose values the library names take them by the library's
/// `FromStr`: its names in the help, its message for a wrong one.
#[test]
fn named_options_take_the_library_names() {
    for (args, says) in [
        (
            &["parse", "--scheme-case", "upper", "x:y"][..],
            "unknown scheme case `upper` (known: sensitive, insensitive)",
        ),
        (
            &["resolve", "--dotdot", "drop", "http://a/b", "g"],
            "unknown surplus `..` choice `drop` (known: keep, remove, refuse)",
        ),
        (
            &["normalize", "--surt=heritrix", "http://a/"],
            "unknown SURT key `heritrix` (known: default, rfc2396)",
        ),
        (
            &["check", "--spec", "by-date", "--lineage", "urls"],
            "unknown lineage `urls` (known: whole-urls, partial-forms)",
        ),
        (
            &["check", "--format", "warc"],
            "unknown format `warc` (known: lines, cdx, cdxj)",
        ),
    ] {
        let out = urispec(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            stderr_text(&out).contains(says),
            "{args:?}: {}",
            stderr_text(&out)
        );
    }
    for (args, value) in [
        (
            &["parse", "--scheme-case", "insensitive", "HTTP://a/"][..],
            0,
        ),
        (
            &[
                "resolve",
                "--dotdot",
                "remove",
                "http://a/b/c/d;p?q",
                "../../../g",
            ],
            0,
        ),
        (&["normalize", "--surt", "http://www.a.org/"], 0),
        (&["normalize", "--surt=rfc2396", "http://www.a.org/"], 0),
    ] {
        let out = urispec(args, b"");
        assert_eq!(
            out.status.code(),
            Some(value),
            "{args:?}: {}",
            stderr_text(&out)
        );
    }
    let help = stdout_text(&urispec(&["check", "--help"], b""));
    for name in ["whole-urls", "partial-forms", "cdxj", "insensitive"] {
        assert!(help.contains(name), "no {name} in {help}");
    }
}
