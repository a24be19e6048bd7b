//! The `urispec` binary when its output goes nowhere: a reader that closed
//! the pipe is no failure (exit 0), a write error is (exit 2, with a message),
//! and neither is a panic. Every subcommand, and grammar-diff on hostile
//! `.pest` files.

use crate::run;

use std::fs::File;
use std::process::{Command, Output, Stdio};

/// Each subcommand with arguments that make it print something.
const COMMANDS: &[&[&str]] = &[
    &[],
    &["examples"],
    &["examples", "--all"],
    &["verdicts", "http://a/b"],
    &["verdicts", "--json", "http://a/b"],
    &["verdicts", "--base", "http://a/b/c/d;p?q", "?y"],
    &["verdicts", "--json", "--base", "http://a/b/c/d;p?q", "?y"],
    &["extract", "tests/cases/text/mail.txt"],
    &["extract", "--json", "tests/cases/text/mail.txt"],
    &["parse", "http://a/b"],
    &["parse", "--json", "http://a/b"],
    &["explain", "http://a/b/c/d"],
    &["resolve", "http://a/b/c/d;p?q", "../g"],
    &["relativize", "http://a/b/c/d;p?q", "http://a/b/g"],
    &["grammar-diff", "rfc1630"],
    &["grammar-diff", "--editions", "rfc1630", "rfc2396"],
    &["compare", "HTTP://a:80/", "http://a/"],
    &["normalize", "HTTP://a:80/%7e"],
    &["encode", "--production", "uric", "a b"],
    &["decode", "a%20b"],
    &["check"],
    &["check", "--json", "--jobs", "2"],
    &["completions", "bash"],
    &["man"],
];

fn urispec_to(args: &[&str], stdout: impl Into<Stdio>) -> Output {
    Command::new(env!("CARGO_BIN_EXE_urispec"))
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .expect("the binary runs")
}

#[test]
fn a_closed_pipe_ends_every_command_quietly() {
    for args in COMMANDS {
        // The reading end is closed before the command starts, so its first
        // write meets a broken pipe, as under `urispec ... | head -0`.
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let out = urispec_to(args, writer);
        assert_ended(&out, args, 0, "");
    }
}

/// Assert that `urispec args` ended with `code`, said `says` on stderr (an
/// empty `says`: anything) and did not panic.
#[track_caller]
fn assert_ended(out: &Output, args: &[&str], code: i32, says: &str) {
    let stderr = run::stderr_text(out);
    assert_eq!(out.status.code(), Some(code), "{args:?}: {stderr}");
    assert!(stderr.contains(says), "{args:?}: no {says:?} in {stderr}");
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
}

#[test]
fn a_long_explain_into_a_closed_pipe_exits_0() {
    let uri = format!("http://a{}", "/a".repeat(20_000));
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let out = urispec_to(&["explain", &uri], writer);
    assert_eq!(out.status.code(), Some(0), "{}", run::stderr_text(&out));
}

#[test]
fn a_full_device_is_a_write_error_for_every_command() {
    for args in COMMANDS {
        let full = File::options()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let out = urispec_to(args, full);
        assert_ended(&out, args, 2, "cannot write the output");
    }
}

fn pest_file(name: &str, text: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).expect("a temporary file");
    path.to_string_lossy().into_owned()
}

#[test]
fn grammar_diff_refuses_nested_comments_that_never_close() {
    // 138 bytes: pest_meta's reader took seconds, 200 bytes half an hour.
    for (name, text) in [
        ("nested-46.pest", "/*/".repeat(46)),
        ("nested-1mb.pest", "/*/".repeat(350_000)),
    ] {
        let path = pest_file(name, &text);
        let out = urispec_to(
            &["grammar-diff", "rfc1630", "--grammar", &path],
            Stdio::piped(),
        );
        run::assert_exit_saying(
            &out,
            2,
            ":1: the block comment opened at byte 0 never closes",
        );
    }
}

#[test]
fn grammar_diff_refuses_grammars_beyond_its_limits() {
    let rules: String = (0..1_001)
        .map(|i| format!("r{i} = {{ \"x\" }}\n"))
        .collect();
    let long_rule = format!("a = {{ {} }}", vec!["ANY"; 5_000].join(" ~ "));
    let deep = format!(
        "a = {{ {}\"x\"{} }}",
        "(".repeat(10_000),
        ")".repeat(10_000)
    );
    let prefixes = format!("a = {{ {}\"x\" }}", "!".repeat(100_000));
    for (name, text, says) in [
        ("many-rules.pest", rules, "more than 1000 rules"),
        (
            "long-rule.pest",
            long_rule,
            ":1: too large to read: rules too long",
        ),
        (
            "deep.pest",
            deep,
            ":1: too large to read: brackets nested over 100 deep",
        ),
        (
            "prefixes.pest",
            prefixes,
            ":1: too large to read: rules too long",
        ),
    ] {
        let path = pest_file(name, &text);
        let out = urispec_to(
            &["grammar-diff", "rfc1630", "--grammar", &path],
            Stdio::piped(),
        );
        run::assert_exit_saying(&out, 2, says);
    }
}

#[test]
fn grammar_diff_reads_rules_that_call_each_other_in_linear_time() {
    // pest_meta's whole-grammar checks follow both calls of every rule: 2^300
    // steps. Read rule by rule, the file is a valid grammar of 300 rules.
    let mut text: String = (0..300)
        .map(|i| format!("r{i} = {{ r{}? ~ r{}? ~ \"a\" }}\n", i + 1, i + 1))
        .collect();
    text.push_str("r300 = { \"x\" }\n");
    let path = pest_file("calls-twice.pest", &text);
    let out = urispec_to(
        &["grammar-diff", "rfc1630", "--grammar", &path],
        Stdio::piped(),
    );
    run::assert_exit_saying(&out, 2, "no BNF block defines a rule of the grammar");
}
