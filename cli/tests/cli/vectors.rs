//! `urispec vectors`, `urispec differential` and `urispec adapter` (README,
//! "Testing another implementation"): the vectors re-parse to their recorded verdicts, productions and
//! parts; urispec's own adapter agrees with everything; a planted fault is
//! found as exactly one class; a program out of protocol is an error.

use crate::run;

use std::collections::BTreeSet;

use serde_json::Value;
use urispec::Edition;

fn stdout(args: &[&str]) -> (String, i32) {
    let out = run::urispec(args, b"");
    let text = String::from_utf8(out.stdout).expect("output is UTF-8");
    (text, out.status.code().unwrap_or(-1))
}

fn records(args: &[&str]) -> Vec<Value> {
    let (text, code) = stdout(args);
    assert_eq!(code, 0, "urispec {args:?}");
    text.lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect()
}

/// `urispec differential --spec SPEC OPTIONS -- PROGRAM`, with nothing on
/// its standard input.
fn differential(spec: &str, options: &[&str], program: &[&str]) -> std::process::Output {
    let mut args = vec!["differential", "--spec", spec];
    args.extend_from_slice(options);
    args.push("--");
    args.extend_from_slice(program);
    run::urispec(&args, b"")
}

/// [`differential`]'s standard output and exit status.
fn differential_stdout(spec: &str, options: &[&str], program: &[&str]) -> (String, i32) {
    let out = differential(spec, options, program);
    let text = String::from_utf8(out.stdout).expect("output is UTF-8");
    (text, out.status.code().unwrap_or(-1))
}

const BIN: &str = env!("CARGO_BIN_EXE_urispec");

#[test]
fn every_editions_vectors_reparse_to_their_records() {
    for spec in Edition::ALL {
        let name = spec.name();
        let all = records(&["vectors", "--spec", name, "--count", "1500", "--seed", "9"]);
        assert_eq!(all.len(), 1_500, "{name}");
        let mut sources = BTreeSet::new();
        for record in &all {
            let input = record["input"].as_str().expect("an input");
            // `parse --json`'s record (the library's), then the three keys.
            let parsed = urispec::parse(spec, input);
            let record_of = urispec::check::json::Record::of(spec, input, &parsed);
            let mut expected = serde_json::to_value(&record_of).expect("a record");
            assert_eq!(record["valid"], parsed.is_ok(), "{name}: {input:?}");
            let production = parsed.as_ref().ok().map(urispec::verdicts::production);
            expected["production"] = production.into();
            expected["source"] = record["source"].clone();
            expected["seed"] = 9.into();
            assert_eq!(record, &expected, "{name}: {input:?}");
            sources.insert(record["source"].as_str().unwrap().to_owned());
        }
        let want: BTreeSet<String> = ["generated", "near-miss", "printed", "shape"]
            .map(String::from)
            .into();
        assert_eq!(sources, want, "{name}");
    }
}

#[test]
fn vectors_are_deterministic_for_a_seed() {
    let a = stdout(&[
        "vectors", "--spec", "rfc2396", "--count", "800", "--seed", "4",
    ]);
    let b = stdout(&[
        "vectors", "--spec", "rfc2396", "--count", "800", "--seed", "4",
    ]);
    let c = stdout(&[
        "vectors", "--spec", "rfc2396", "--count", "800", "--seed", "5",
    ]);
    assert_eq!(a, b);
    assert_ne!(a.0, c.0);
}

#[test]
fn triples_start_with_the_printed_tables() {
    let all = records(&["vectors", "--rules", "rfc2396", "--count", "100"]);
    assert_eq!(all[0]["base"], "http://a/b/c/d;p?q");
    assert_eq!(all[0]["reference"], "g:h");
    assert_eq!(all[0]["printed"], "g:h");
    assert_eq!(all[0]["resolved"], "g:h");
    assert_eq!(all[0]["source"], "printed");
    assert_eq!(all.last().unwrap()["source"], "generated");
    for t in &all {
        let (base, reference) = (
            t["base"].as_str().unwrap(),
            t["reference"].as_str().unwrap(),
        );
        let ours = urispec::resolve::resolve(base, reference, urispec::RuleSet::Rfc2396);
        assert_eq!(
            t["resolved"].as_str(),
            ours.ok().map(|r| r.to_string()).as_deref()
        );
    }
}

#[test]
fn differential_against_urispec_itself_finds_nothing() {
    for spec in Edition::ALL {
        let name = spec.name();
        let (text, code) = differential_stdout(
            name,
            &["--count", "3000"],
            &[BIN, "adapter", "--spec", name],
        );
        assert_eq!(code, 0, "{text}");
        assert!(
            text.contains(": 3000 agree, 0 disagree in 0 classes"),
            "{text}"
        );
    }
}

#[test]
fn differential_between_editions_finds_classes() {
    let (text, code) = differential_stdout(
        "rfc3986",
        &["--count", "3000"],
        &[BIN, "adapter", "--spec", "rfc2396"],
    );
    assert_eq!(code, 1, "{text}");
    // RFC 2396 has no IP-literal: the first class the planted test finds
    // below is one of these too.
    assert!(
        text.contains("urispec accepts, the program rejects: '[' in `IP-literal`"),
        "{text}"
    );
}

#[test]
fn a_planted_fault_is_exactly_one_class() {
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/adapters/bracket_fault.py"
    );
    let (text, code) = differential_stdout(
        "rfc3986",
        &["--count", "4000"],
        &["python3", script, BIN, "adapter", "--spec", "rfc3986"],
    );
    assert_eq!(code, 1, "{text}");
    // Exactly the vectors urispec accepts that hold `[`.
    let holding = records(&["vectors", "--spec", "rfc3986", "--count", "4000"])
        .iter()
        .filter(|r| r["valid"] == true && r["input"].as_str().unwrap().contains('['))
        .count();
    assert!(holding > 10, "the vectors hold IP literals");
    assert!(text.contains("disagree in 1 class;"), "{text}");
    assert!(
        text.contains(&format!(
            "class 1: urispec accepts, the program rejects: '[' in `IP-literal` ({holding} vectors)"
        )),
        "{text}"
    );
    assert!(text.contains("rule:    RFC 3986 §3.2.2"), "{text}");
}

#[test]
fn a_program_out_of_protocol_or_dead_is_an_error() {
    let (_, code) = differential_stdout(
        "rfc2396",
        &["--count", "50"],
        &["sh", "-c", "while read l; do echo maybe; done"],
    );
    assert_eq!(code, 2);
    let (_, code) = differential_stdout("rfc2396", &["--count", "50"], &["true"]);
    assert_eq!(code, 2);
    let (_, code) = differential_stdout("rfc2396", &["--count", "50"], &["/no/such/program"]);
    assert_eq!(code, 2);
}

#[test]
fn the_adapter_speaks_the_protocol() {
    let out = run::urispec(
        &["adapter", "--spec", "rfc3986"],
        b"\"http://a:8/b\"\n\"a b\"\n\"\\u0000\"\n",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("valid {\"scheme\":\"http\""), "{text}");
    assert_eq!(
        &lines[1..],
        ["invalid {\"offset\":1}", "invalid {\"offset\":0}"]
    );
    let out = run::urispec(&["adapter", "--spec", "rfc3986"], b"not json\n");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn more_answers_than_questions_is_out_of_protocol() {
    let out = differential(
        "rfc2396",
        &["--count", "50"],
        &[
            "sh",
            "-c",
            "while read l; do echo invalid; echo invalid; done",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("out of protocol"), "{stderr}");
}

/// A program that stops answering is stopped after `--timeout` seconds and
/// the run ends with exit status 2, whether it is silent from the start or
/// after some answers. (`exec`, so that stopping the shell stops the
/// `sleep`, which would otherwise hold the test's stderr open.)
#[test]
fn a_silent_program_is_stopped_after_the_timeout() {
    let started = std::time::Instant::now();
    let out = differential(
        "rfc2396",
        &["--count", "50", "--timeout", "1"],
        &["sh", "-c", "exec sleep 600"],
    );
    run::assert_exit_saying(&out, 2, "no answer to input 1 within 1 s (--timeout)");
    // Not the program's ten minutes: it was stopped (a bound far above the
    // one second, so a loaded machine does not fail it).
    assert!(started.elapsed().as_secs() < 300);
    // Every answer given, then silence instead of the end of its output.
    let out = differential(
        "rfc2396",
        &["--count", "5", "--timeout", "1"],
        &[
            "sh",
            "-c",
            "head -n 5 >/dev/null; for i in 1 2 3 4 5; do echo invalid; done; exec sleep 600",
        ],
    );
    assert_eq!(out.status.code(), Some(2), "{}", run::stderr_text(&out));
    assert!(run::stderr_text(&out).contains("--timeout"));
    let out = differential("rfc2396", &["--timeout", "0"], &["true"]);
    assert_eq!(out.status.code(), Some(2), "a timeout of 0 is refused");
}
