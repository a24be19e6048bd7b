//! What the binary's normal forms cost per line against a parse, counted in instructions
//! by valgrind (repeatable where wall time is not; see BENCHMARKS.md). The
//! test is skipped, with a printed reason, where valgrind is not installed.
//!
//! - `normalize`: a normal form costs a small factor of a parse (it once
//!   read the table of character sets again on every call).
//! - `check`: a URL grammar's record costs about a generic one (it once
//!   scanned every rule of the grammar about ten times a record), the
//!   verdict's own cost (`check --quiet`) taken off.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Lines of each measured input.
const LINES: usize = 2_000;

/// The instructions `urispec args` runs on `input` (valgrind's `I refs`),
/// or `None` without valgrind.
fn instructions(args: &[&str], input: &PathBuf) -> Option<u64> {
    let out = Command::new("valgrind")
        .args([
            "--tool=cachegrind",
            "--cache-sim=no",
            "--cachegrind-out-file=/dev/null",
            env!("CARGO_BIN_EXE_urispec"),
        ])
        .args(args)
        .stdin(std::fs::File::open(input).expect("the input"))
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .ok()?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let refs = stderr
        .lines()
        .find(|l| l.contains(" I ") && l.contains("refs:"))?;
    let count: String = refs
        .rsplit(':')
        .next()?
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    count.parse().ok()
}

/// Instructions per line of `args` on `LINES` copies of `line`, net of the
/// same command on no line.
fn per_line(args: &[&str], line: &str) -> Option<u64> {
    // One directory a call: the tests run at once and must not write over
    // each other's input.
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("cli-cost")
        .join(format!("{}-{call}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let (lines, empty) = (dir.join("lines.txt"), dir.join("empty.txt"));
    std::fs::write(&lines, format!("{line}\n").repeat(LINES)).expect("written");
    std::fs::write(&empty, "").expect("written");
    let net = instructions(args, &lines).zip(instructions(args, &empty));
    let _ = std::fs::remove_dir_all(&dir);
    let (lines, empty) = net?;
    Some(lines.saturating_sub(empty) / LINES as u64)
}

fn valgrind() -> bool {
    let found = Command::new("valgrind")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        eprintln!("skipped: valgrind is not installed (instruction counts need it)");
    }
    found
}

#[test]
fn a_normal_form_costs_a_small_factor_of_a_parse() {
    if !valgrind() {
        return;
    }
    let line = "HTTP://www.W3.org:80/a/%7Ezz/b%2dc?q#f";
    for spec in ["rfc1630", "url-draft-03", "rfc2396"] {
        let (Some(normal), Some(parse)) = (
            per_line(&["normalize", "--spec", spec], line),
            per_line(&["parse", "--spec", spec], line),
        ) else {
            panic!("valgrind ran but gave no count");
        };
        assert!(
            normal <= 3 * parse,
            "{spec}: {normal} instructions per normal form, {parse} per parse"
        );
    }
}

/// `check` under a URL grammar makes a line's record at about what it costs
/// under RFC 2396 for the same accepted line: the URL record's
/// edition-dependent keys and its production name are looked up in tables
/// made once per grammar (each record once scanned every rule's meaning
/// about ten times, eight times the cost of the whole RFC 2396 line).
/// A record's cost is `check`'s less `check --quiet`'s, which decides the
/// line and keeps its scheme (a URL grammar fills its whole record there
/// too, so what is left is the tree and the record made; RFC 2396's
/// difference holds its whole parse besides). Whole lines are not compared:
/// RFC 2396's automaton reads two bytes a step, the URL grammars' one, so
/// their parses differ by more than their records.
#[test]
fn a_url_grammar_record_costs_about_a_generic_one() {
    if !valgrind() {
        return;
    }
    let line = "ftp://ftp.is.co.za/rfc/rfc1808.txt";
    let record = |spec: &str| {
        let whole = per_line(&["check", "--jobs", "1", "--spec", spec], line);
        let quiet = per_line(&["check", "--quiet", "--jobs", "1", "--spec", spec], line);
        match (whole, quiet) {
            (Some(whole), Some(quiet)) => whole.saturating_sub(quiet),
            _ => panic!("valgrind ran but gave no count"),
        }
    };
    let generic = record("rfc2396");
    for spec in ["rfc1630-url", "url-draft-02", "url-draft-03", "rfc1738"] {
        let url = record(spec);
        assert!(
            url <= 2 * generic,
            "{spec}: {url} instructions per accepted line's record through check, rfc2396: {generic}"
        );
    }
}
