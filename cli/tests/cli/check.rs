//! `urispec check`, and the streaming of stdin by `check`, `parse`, `resolve`
//! and `relativize`: records in input order, each printed before the next
//! line arrives.

use crate::common;

use crate::run;

use std::process::{Output, Stdio};
use std::time::Duration;

use run::{first_line_before_the_input_ends, json_lines, spawn, urispec};
use serde_json::{json, Value};

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("the output is UTF-8")
}

fn keys(value: &Value) -> Vec<String> {
    value
        .as_object()
        .expect("an object")
        .keys()
        .cloned()
        .collect()
}

const MIXED: &[u8] = b"http://a/b\nhttp://[::1]/\nmailto:x@y\r\n\xffx\nHTTP://a/%zz\n";

#[test]
fn check_prints_the_rejected_lines_then_a_summary() {
    let out = urispec(&["check", "--jobs", "2"], MIXED);
    assert_eq!(out.status.code(), Some(1));
    // No progress bar into a pipe: only the format guessed.
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "urispec: stdin: read as lines, guessed from line 1\n"
    );
    let text = stdout(&out);
    common::with_snapshots("cli", || insta::assert_snapshot!("check-text", text));
}

#[test]
fn check_quiet_prints_the_summary_alone() {
    let out = urispec(&["check", "--quiet"], MIXED);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(
        text.starts_with("rfc2396: 5 lines, 2 valid, 3 invalid\n"),
        "{text}"
    );
    assert!(!text.contains("invalid rfc2396"), "{text}");
}

/// The seven columns of RFC 3986 Appendix B's split, at the top level of
/// every record of `check --json`.
const COLUMNS: [&str; 7] = [
    "scheme", "userinfo", "host", "port", "path", "query", "fragment",
];

#[test]
fn check_json_gives_parse_records_with_line_numbers_then_the_summary() {
    let out = urispec(&["check", "--json", "--spec", "rfc1630"], MIXED);
    assert_eq!(out.status.code(), Some(1));
    let recs = json_lines(&out);
    assert_eq!(recs.len(), 6);
    let parse = urispec(&["parse", "--json", "--spec", "rfc1630"], MIXED);
    for (i, (rec, parsed)) in recs.iter().zip(json_lines(&parse)).enumerate() {
        // `record`, `line`, the verdict of `parse --json`, the columns
        // (whose values `cli_archive.rs` holds to Appendix B), then the
        // parts of `parse --json` under `parts`.
        let mut parts = parsed.as_object().expect("an object").clone();
        let mut expected = serde_json::Map::new();
        expected.insert("record".into(), json!("line"));
        expected.insert("line".into(), json!(i + 1));
        for key in ["input", "spec", "valid", "error"] {
            expected.insert(key.into(), parts.shift_remove(key).expect("a key"));
        }
        for key in COLUMNS {
            expected.insert(key.into(), rec[key].clone());
        }
        expected.insert("parts".into(), Value::Object(parts));
        let expected = Value::Object(expected);
        assert_eq!(rec, &expected, "line {}", i + 1);
        assert_eq!(keys(rec), keys(&expected));
    }
    assert_eq!(recs[1]["host"], "[::1]");
    assert_eq!(recs[2]["path"], "x@y");
    assert_eq!(recs[3]["error"]["message"], "input is not UTF-8 at byte 0");
    assert_eq!(recs[3]["error"]["kind"], "not-utf8");
    let summary = &recs[5];
    assert_eq!(summary["record"], "summary");
    assert_eq!(summary["spec"], "rfc1630");
    assert_eq!(summary["lines"], 5);
    assert_eq!(summary["valid"], 2);
    assert_eq!(summary["invalid"], 3);
    assert_eq!(summary["not_utf8"], 1);
    // Scheme names are counted in lower case, each spelling beside.
    assert_eq!(
        summary["schemes"]["http"],
        json!({"valid": 1, "invalid": 2, "spellings": {"http": 2, "HTTP": 1}})
    );
    assert!(summary["schemes"].get("HTTP").is_none(), "{summary}");
    // What each rejection found where its error is.
    assert_eq!(summary["found"], json!({"%": 1, "(not UTF-8)": 1, "[": 1}));
    assert_eq!(summary["longest"], json!({"line": 2, "bytes": 13}));
    assert!(
        summary["expected"]["escape"].as_u64().is_some(),
        "{summary}"
    );

    let quiet = urispec(&["check", "--json", "--quiet"], MIXED);
    let recs = json_lines(&quiet);
    assert_eq!(recs.len(), 1);
    assert_eq!(recs[0]["record"], "summary");
}

#[test]
fn check_exit_codes() {
    assert_eq!(
        urispec(&["check"], b"http://a/\nx:y\n").status.code(),
        Some(0)
    );
    assert_eq!(urispec(&["check"], b"").status.code(), Some(0));
    assert_eq!(
        urispec(&["check"], b"http://a/\n%\n").status.code(),
        Some(1)
    );
    let missing = urispec(&["check", "/nonexistent/urls.txt"], b"");
    assert_eq!(missing.status.code(), Some(2));
    let message = String::from_utf8_lossy(&missing.stderr).into_owned();
    assert!(
        message.contains("cannot read /nonexistent/urls.txt"),
        "{message}"
    );
    for jobs in ["0", "257", "x"] {
        let out = urispec(&["check", "--jobs", jobs], b"");
        assert_eq!(out.status.code(), Some(2), "--jobs {jobs}");
    }
    assert_eq!(
        urispec(&["check", "--spec", "rfc1739"], b"").status.code(),
        Some(2)
    );
}

#[test]
fn check_numbers_the_lines_of_each_file() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let (a, b) = (dir.join("check-a.txt"), dir.join("check-b.txt"));
    std::fs::write(&a, "http://a/\n%\n").expect("a temporary file");
    std::fs::write(&b, "%%\n").expect("a temporary file");
    let (a, b) = (a.to_string_lossy(), b.to_string_lossy());
    let out = urispec(&["check", "--json", &a, "-", &b], b"x:y\n");
    let places: Vec<Value> = json_lines(&out)
        .iter()
        .filter(|r| r.get("line").is_some())
        .map(|r| json!([r.get("file"), r["line"], r["input"]]))
        .collect();
    assert_eq!(
        places,
        [
            json!([a, 1, "http://a/"]),
            json!([a, 2, "%"]),
            json!([null, 1, "x:y"]),
            json!([b, 1, "%%"]),
        ]
    );
    let text = stdout(&urispec(&["check", &a, &b], b""));
    assert!(
        text.contains(&format!("{a}:2: \"%\": invalid rfc2396\n")),
        "{text}"
    );
    assert!(
        text.contains(&format!("{b}:1: \"%%\": invalid rfc2396\n")),
        "{text}"
    );
}

#[test]
fn check_keeps_input_order_with_several_jobs() {
    // Lines of very different costs (long paths, rejected lines that parse
    // twice), so the workers finish their batches out of order.
    let mut input = Vec::new();
    let mut expected = Vec::new();
    for i in 0..20_000 {
        let line = match i % 7 {
            0 => format!("http://h{i}/{}", "a/".repeat(i % 500)),
            3 => format!("http://h{i}/%zz"),
            _ => format!("x{i}:y"),
        };
        input.extend_from_slice(line.as_bytes());
        input.push(b'\n');
        expected.push(line);
    }
    let out = urispec(&["check", "--json", "--jobs", "4"], &input);
    let recs = json_lines(&out);
    let lines: Vec<u64> = recs[..recs.len() - 1]
        .iter()
        .map(|r| r["line"].as_u64().expect("a line number"))
        .collect();
    assert_eq!(lines, (1..=20_000).collect::<Vec<u64>>());
    let inputs: Vec<&str> = recs[..recs.len() - 1]
        .iter()
        .map(|r| r["input"].as_str().expect("an input"))
        .collect();
    assert_eq!(inputs, expected);
    let rejected = expected.iter().filter(|l| l.ends_with("%zz")).count();
    assert_eq!(recs[recs.len() - 1]["invalid"], rejected);
}

#[test]
fn check_reads_a_line_of_10_mb() {
    let long = format!("http://a/{}", "a".repeat(10 << 20));
    let out = urispec(
        &["check", "--json", "--quiet"],
        format!("%\n{long}\n").as_bytes(),
    );
    assert_eq!(out.status.code(), Some(1));
    let summary = &json_lines(&out)[0];
    assert_eq!(summary["valid"], 1);
    assert_eq!(summary["longest"], json!({"line": 2, "bytes": long.len()}));
}

#[test]
fn every_stdin_command_prints_a_record_before_the_input_ends() {
    let lines = first_line_before_the_input_ends(&["check", "--json"], "http://a/", "http://b/");
    assert!(
        lines[0].starts_with(r#"{"record":"line","line":1,"input":"http://a/""#),
        "{lines:?}"
    );
    assert!(
        lines[1].starts_with(r#"{"record":"line","line":2,"input":"http://b/""#),
        "{lines:?}"
    );
    assert!(lines[2].starts_with(r#"{"record":"summary","#), "{lines:?}");

    let lines = first_line_before_the_input_ends(&["check"], "%", "%%");
    assert_eq!(lines[0], r#"line 1: "%": invalid rfc2396"#);

    let lines = first_line_before_the_input_ends(&["parse", "--json"], "http://a/", "x");
    assert!(lines[0].starts_with(r#"{"input":"http://a/""#), "{lines:?}");
    assert!(lines[1].starts_with(r#"{"input":"x""#), "{lines:?}");

    let lines =
        first_line_before_the_input_ends(&["resolve"], "http://a/b/c\t../g", "http://a/\tg");
    assert_eq!(lines, ["http://a/g", "http://a/g"]);

    let lines = first_line_before_the_input_ends(
        &["relativize", "--json"],
        "http://a/b/c\thttp://a/g",
        "http://a/\thttp://a/g",
    );
    assert!(lines[0].contains(r#""reference":"/g""#), "{lines:?}");
    assert_eq!(lines.len(), 2);
}

#[test]
fn check_reads_more_files_than_batches_in_flight() {
    // One job holds 4 batches in flight; each file ends with a batch of its
    // own. A reader that lost a token at the end of each file would stop.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let files: Vec<String> = (0..12)
        .map(|i| {
            let path = dir.join(format!("check-many-{i}.txt"));
            std::fs::write(&path, format!("http://a/{i}\n")).expect("a temporary file");
            path.to_string_lossy().into_owned()
        })
        .collect();
    let mut args = vec!["check", "--quiet", "--jobs", "1"];
    args.extend(files.iter().map(String::as_str));
    let mut child = spawn(&args, Stdio::null(), Stdio::null());
    // Generous: this only tells a hang from an answer.
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    while child.try_wait().expect("the binary runs").is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("check did not end");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("the binary ends");
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).starts_with("rfc2396: 12 lines, 12 valid, 0 invalid\n"));
}

/// `--quiet` counts an accepted line from its scheme without making its
/// record: its summary is the one `check` prints after the rejected lines,
/// under every edition, over a mix of both corpora.
#[test]
fn quiet_summary_is_the_summary_of_the_full_run() {
    let root = common::root().join("../shared/corpus");
    let mut input = Vec::new();
    for corpus in ["urls.txt", "historic.txt"] {
        let text = std::fs::read(root.join(corpus)).expect("the corpora beside the checkout");
        for line in text.split(|&b| b == b'\n').step_by(13) {
            input.extend_from_slice(line);
            input.push(b'\n');
        }
    }
    input.extend_from_slice(MIXED);
    for spec in urispec::Edition::ALL.map(|e| e.name()) {
        let quiet = stdout(&urispec(&["check", "--spec", spec, "--quiet"], &input));
        let full = stdout(&urispec(&["check", "--spec", spec], &input));
        let head = format!("{spec}: ");
        // The summary's first line; the rejected lines before it are
        // `line N: ...` and indented details.
        let at = match full.starts_with(&head) {
            true => 0,
            false => full.rfind(&format!("\n{head}")).expect("a summary") + 1,
        };
        let summary = &full[at..];
        assert_eq!(quiet, summary, "{spec}");
        assert!(quiet.contains(" valid, "), "{quiet}");
    }
}

/// `--invalid`: only the records of rejected lines (and, in an index,
/// rejected captures and malformed lines), then the summary of every line.
#[test]
fn check_invalid_prints_only_the_rejected_lines() {
    let all = json_lines(&urispec(&["check", "--json"], MIXED));
    let out = urispec(&["check", "--json", "--invalid"], MIXED);
    assert_eq!(out.status.code(), Some(1));
    let rejected = json_lines(&out);
    let expected: Vec<&Value> = all.iter().filter(|r| r["valid"] == false).collect();
    assert_eq!(expected.len(), 3);
    let (summary, records) = rejected.split_last().expect("records");
    assert_eq!(records.iter().collect::<Vec<_>>(), expected);
    assert_eq!(summary, all.last().expect("a summary"));
    assert_eq!(summary["lines"], 5);
    // In text, only rejected lines are printed anyway.
    assert_eq!(
        stdout(&urispec(&["check", "--invalid"], MIXED)),
        stdout(&urispec(&["check"], MIXED))
    );

    let index = "tests/cases/archive/captures.cdx";
    let all = json_lines(&urispec(
        &["check", "--json", "--spec", "by-date", index],
        b"",
    ));
    let rejected = json_lines(&urispec(
        &["check", "--json", "--spec", "by-date", "--invalid", index],
        b"",
    ));
    let expected: Vec<&Value> = all
        .iter()
        .filter(|r| r["record"] == "malformed" || r["valid"] == false)
        .collect();
    assert!(expected.iter().any(|r| r["record"] == "malformed"));
    assert!(expected.iter().any(|r| r["record"] == "capture"));
    let (summary, records) = rejected.split_last().expect("records");
    assert_eq!(records.iter().collect::<Vec<_>>(), expected);
    assert_eq!(summary, all.last().expect("a summary"));
}
