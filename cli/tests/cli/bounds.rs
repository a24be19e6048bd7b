//! The binary's bounds and failures: a closed pipe under every JSON writer,
//! unreadable files in a list, lines longer than `--max-line`, the stdin
//! commands streaming, and the caret frame of a long rejected line.

use crate::run;

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use run::{
    assert_exit_saying, first_line_before_the_input_ends, json_lines, stderr_text, stdout_text,
    urispec,
};

/// A directory of this test binary's own, emptied.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// Run `urispec args` in `dir`, with no stdin, to the end.
fn run_in(dir: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_urispec"))
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .current_dir(dir)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs")
}

/// Run `urispec args` in `dir` with stdin from `input` and stdout into a
/// pipe whose reader is already gone.
fn into_a_closed_pipe(dir: &PathBuf, args: &[&str], input: &PathBuf) -> Output {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    Command::new(env!("CARGO_BIN_EXE_urispec"))
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .current_dir(dir)
        .args(args)
        .stdin(std::fs::File::open(input).expect("the input"))
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .expect("the binary runs")
}

#[test]
fn every_json_writer_exits_0_on_a_closed_pipe() {
    let dir = scratch("closed-pipe");
    let lines = dir.join("lines.txt");
    std::fs::write(&lines, "http://a/\n".repeat(100_000)).expect("written");
    let pairs = dir.join("pairs.txt");
    std::fs::write(&pairs, "http://a/b\thttp://a/c\n".repeat(20_000)).expect("written");
    let cases: &[(&[&str], &PathBuf)] = &[
        (&["parse", "--json"], &lines),
        (&["parse", "--json", "--spec", "url-draft-03"], &lines),
        (&["check", "--json"], &lines),
        (&["extract", "--json", "lines.txt"], &lines),
        (&["extract", "--json"], &lines),
        (&["verdicts", "--json", "http://a/"], &lines),
        (&["resolve", "--json"], &pairs),
        (&["relativize", "--json"], &pairs),
        (&["normalize"], &lines),
        (&["encode", "--production", "uric"], &lines),
        (&["decode"], &lines),
    ];
    for (args, input) in cases {
        let out = into_a_closed_pipe(&dir, args, input);
        let stderr = stderr_text(&out);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
        assert!(!stderr.contains("Broken pipe"), "{args:?}: {stderr}");
    }
}

#[test]
fn check_goes_on_past_an_unreadable_file_and_exits_2() {
    let dir = scratch("unreadable");
    std::fs::write(dir.join("good.txt"), "http://a/\n").expect("written");
    std::fs::create_dir(dir.join("adir")).expect("a directory");
    std::fs::write(dir.join("more.txt"), "http://b/\n%\n").expect("written");
    let run = |args: &[&str]| run_in(&dir, args);

    let out = run(&["check", "good.txt", "adir", "nosuch", "more.txt"]);
    assert_exit_saying(&out, 2, "urispec: cannot read adir: ");
    assert_exit_saying(&out, 2, "urispec: cannot read nosuch: ");
    let text = stdout_text(&out);
    assert!(
        text.contains("more.txt:2: \"%\": invalid rfc2396"),
        "{text}"
    );
    assert!(
        text.contains("rfc2396: 3 lines, 2 valid, 1 invalid\n"),
        "{text}"
    );

    let out = run(&["check", "--json", "good.txt", "adir", "more.txt"]);
    assert_exit_saying(&out, 2, "urispec: cannot read adir: ");
    let records = json_lines(&out);
    assert_eq!(records.len(), 4, "{records:?}");
    assert_eq!(records[3]["record"], "summary");
    assert_eq!(records[3]["lines"], 3);

    let out = run(&["extract", "good.txt", "adir", "nosuch", "more.txt"]);
    assert_exit_saying(&out, 2, "urispec: cannot read adir: ");
    assert_exit_saying(&out, 2, "urispec: cannot read nosuch: ");
    let text = stdout_text(&out);
    assert!(text.starts_with("good.txt:0..9 "), "{text}");
    assert!(text.contains("more.txt:0..9 "), "{text}");
}

#[test]
fn a_line_longer_than_max_line_is_an_error_record_and_the_next_file_is_read() {
    let dir = scratch("max-line");
    std::fs::write(
        dir.join("long.txt"),
        format!("http://a/\nhttp://b/{}\nhttp://c/\n", "x".repeat(5_000)),
    )
    .expect("written");
    std::fs::write(dir.join("more.txt"), "http://d/\n").expect("written");
    let run = |args: &[&str]| run_in(&dir, args);
    let out = run(&["check", "--max-line", "4K", "long.txt", "more.txt"]);
    assert_exit_saying(
        &out,
        2,
        "urispec: long.txt: line 2 is longer than 4096 bytes: the rest of long.txt is not read",
    );
    let text = stdout_text(&out);
    assert!(
        text.starts_with(&format!(
            "long.txt:2: \"http://b/{}...\": invalid rfc2396\n  error: line 2 is longer",
            "x".repeat(64 - 9)
        )),
        "{text}"
    );
    // Lines 1 of long.txt and 1 of more.txt; line 3 of long.txt is not read.
    assert!(
        text.contains("rfc2396: 2 lines, 2 valid, 0 invalid"),
        "{text}"
    );

    let out = run(&[
        "check",
        "--json",
        "--max-line",
        "4K",
        "long.txt",
        "more.txt",
    ]);
    let records = json_lines(&out);
    assert_eq!(records.len(), 4, "{records:?}");
    assert_eq!(records[1]["file"], "long.txt");
    assert_eq!(records[1]["line"], 2);
    assert_eq!(records[1]["valid"], false);
    assert_eq!(records[1]["error"]["offset"], 4096);
    assert_eq!(records[2]["file"], "more.txt");

    let long = format!("http://a/\n{}\nhttp://c/\n", "y".repeat(100));
    for args in [
        &["parse", "--json", "--max-line", "64"][..],
        &["resolve", "--json", "--max-line", "64"],
    ] {
        let out = urispec(args, long.as_bytes());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let records = json_lines(&out);
        assert_eq!(records.len(), 2, "{args:?}: {records:?}");
        let error = records[1]["error"].to_string();
        assert!(
            error.contains("line 2 is longer than 64 bytes: the rest of stdin is not read"),
            "{args:?}: {error}"
        );
    }
    for args in [
        &["normalize", "--max-line", "64"][..],
        &["encode", "--production", "uric", "--max-line", "64"],
        &["decode", "--max-line", "64"],
    ] {
        let out = urispec(args, long.as_bytes());
        assert_exit_saying(&out, 2, "line 2 is longer than 64 bytes");
        assert_eq!(stdout_text(&out).lines().count(), 1, "{args:?}");
    }
}

/// A line without end: `check /dev/zero` ends, at the default maximum, and
/// the next source is still read.
#[test]
fn check_dev_zero_ends() {
    let out = urispec(&["check", "--quiet", "/dev/zero", "-"], b"http://a/\n");
    assert_exit_saying(
        &out,
        2,
        "line 1 is longer than 67108864 bytes: the rest of /dev/zero is not read",
    );
    assert!(stdout_text(&out).starts_with("rfc2396: 1 line, 1 valid, 0 invalid\n"));
}

#[test]
fn normalize_encode_and_decode_stream_stdin() {
    let lines = first_line_before_the_input_ends(&["normalize"], "HTTP://a:80/%7e", "http://B/");
    assert_eq!(lines, ["http://a/~", "http://b/"]);
    let lines = first_line_before_the_input_ends(&["encode", "--production", "uric"], "a b", "c d");
    assert_eq!(lines, ["a%20b", "c%20d"]);
    let lines = first_line_before_the_input_ends(&["decode"], "a%20b", "c%20d");
    assert_eq!(lines, ["a b", "c d"]);
}

#[test]
fn a_long_rejected_line_is_printed_once() {
    let line = format!(
        "http://a/{}%zz{}\n",
        "b".repeat(1 << 20),
        "c".repeat(1 << 20)
    );
    for args in [&["parse"][..], &["check"]] {
        let out = urispec(args, line.as_bytes());
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let shown = out.stdout.len() + out.stderr.len();
        assert!(shown < 2_000, "{args:?}: {shown} bytes printed");
        let text = stdout_text(&out) + &stderr_text(&out);
        let frame = format!("| …{}%zz{}…\n", "b".repeat(40), "c".repeat(37));
        assert!(text.contains(&frame), "{args:?}: {text}");
        assert!(
            text.contains(&format!("|{}^\n", " ".repeat(1 + 1 + 40))),
            "{args:?}: {text}"
        );
    }
}
