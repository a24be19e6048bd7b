//! The filters that read one input per stdin line (`normalize`, `normalize
//! --surt`, `decode`, `encode`, `resolve`, `relativize`): one output line
//! per input line, an empty one where an input has no result, and its error
//! on stderr naming the line; with `--json` a record naming it.

use crate::run;

use run::{json_lines, stderr_text, stdout_text, urispec};

/// Run a filter on `stdin`: its exit status, stdout and stderr.
fn filter(args: &[&str], stdin: &[u8]) -> (Option<i32>, String, String) {
    let out = urispec(args, stdin);
    (out.status.code(), stdout_text(&out), stderr_text(&out))
}

#[test]
fn normalize_writes_an_empty_line_for_a_line_it_cannot_parse() {
    let (code, out, err) = filter(
        &["normalize"],
        b"HTTP://A:80/%7e\nhttp://a/%zz\n\xff\nx:%2f\n",
    );
    assert_eq!(code, Some(1));
    assert_eq!(out, "http://a/~\n\n\nx:%2F\n");
    let err: Vec<&str> = err.lines().collect();
    assert_eq!(
        err[0],
        "urispec: line 2: rfc2396: expected `escaped` at byte 9, found '%' \
         ('%' must be followed by two hex digits)"
    );
    // The caret frame follows, then line 3's error.
    assert_eq!(err[2], "  | http://a/%zz");
    assert_eq!(
        err[4],
        "urispec: line 3: \"\u{fffd}\": input is not UTF-8 at byte 0"
    );
    assert_eq!(err.len(), 5, "{err:?}");
}

#[test]
fn normalize_surt_writes_an_empty_line_for_a_line_without_a_key() {
    for (args, bad) in [
        (&["normalize", "--surt"][..], "http://a:x/"),
        (&["normalize", "--surt=rfc2396"], "/a/b"),
    ] {
        let input = format!("http://www.a.com/\n{bad}\nhttp://b.com/\n");
        let (code, out, err) = filter(args, input.as_bytes());
        assert_eq!(code, Some(1), "{args:?}");
        assert_eq!(out.lines().count(), 3, "{args:?}: {out}");
        assert_eq!(out.lines().nth(1), Some(""), "{args:?}: {out}");
        assert!(
            err.starts_with(&format!("urispec: line 2: {bad:?}: ")),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn decode_writes_an_empty_line_for_a_line_with_a_bad_escape() {
    let (code, out, err) = filter(&["decode"], b"a%20b\nbad%4\nc%20d\n");
    assert_eq!(code, Some(1));
    assert_eq!(out, "a b\n\nc d\n");
    assert_eq!(
        err,
        "urispec: line 2: \"bad%4\": `%` at byte 3 does not start an escape (`%` hex hex)\n"
    );
    let (_, out, _) = filter(&["decode", "--lossy"], b"bad%4\ncaf%C3%A9\n");
    assert_eq!(out, "\ncaf\u{e9}\n");
    // Arguments give no empty line and name no line.
    let (code, out, err) = filter(&["decode", "ok", "bad%4"], b"");
    assert_eq!((code, out.as_str()), (Some(1), "ok\n"));
    assert!(err.starts_with("urispec: \"bad%4\": "), "{err}");
}

#[test]
fn encode_writes_a_line_for_every_line() {
    let (code, out, _) = filter(&["encode", "--production", "uric"], b"a b\n\n\xff\n");
    assert_eq!(code, Some(0));
    assert_eq!(out, "a%20b\n\n%FF\n");
}

#[test]
fn resolve_writes_an_empty_line_for_a_pair_without_a_result() {
    let (code, out, err) = filter(
        &["resolve"],
        b"http://a/b\tg\nno tab\na\tb\nhttp://a/b/c\t../d\n",
    );
    assert_eq!(code, Some(1));
    assert_eq!(out, "http://a/g\n\n\nhttp://a/d\n");
    assert_eq!(
        err,
        "urispec: line 2: expected BASE<TAB>REFERENCE on each line\n\
         urispec: line 3: rfc2396: the base `a` is not absolute (no scheme)\n"
    );
    let (code, out, err) = filter(&["relativize"], b"no tab\nhttp://a/b\thttp://a/c\n");
    assert_eq!((code, out.as_str()), (Some(1), "\nc\n"));
    assert_eq!(
        err,
        "urispec: line 1: expected BASE<TAB>TARGET on each line\n"
    );
}

#[test]
fn resolve_warnings_name_the_line() {
    let (code, out, err) = filter(&["resolve", "--lenient"], b"http://a/\tb\nhttp://a\tg\n");
    assert_eq!((code, out.as_str()), (Some(0), "http://a/b\nhttp://ag\n"));
    assert!(
        err.starts_with("urispec: line 2: warning: rfc2396 step 7"),
        "{err}"
    );
}

#[test]
fn resolve_json_records_from_stdin_name_their_line() {
    let out = urispec(&["resolve", "--json"], b"http://a/b\tg\nno tab\na\tb\n");
    assert_eq!(out.status.code(), Some(1));
    let records = json_lines(&out);
    assert_eq!(records.len(), 3);
    for (i, record) in records.iter().enumerate() {
        assert_eq!(record["line"], i + 1, "{record}");
    }
    assert_eq!(records[0]["resolved"], "http://a/g");
    // Every error is the records' one error object.
    let error = |i: usize, key: &str| records[i]["error"][key].clone();
    assert_eq!(
        (error(1, "kind"), error(1, "reason"), error(1, "message")),
        (
            "record".into(),
            "pair".into(),
            "expected BASE<TAB>REFERENCE on each line".into()
        )
    );
    assert_eq!(
        (error(2, "kind"), error(2, "reason"), error(2, "message")),
        (
            "resolve".into(),
            "base not absolute".into(),
            "rfc2396: the base `a` is not absolute (no scheme)".into()
        )
    );
    assert_eq!(stderr_text(&out), "");
    let out = urispec(&["relativize", "--json"], b"x\n");
    assert_eq!(json_lines(&out)[0]["line"], 1);
    // From the arguments, no line.
    let out = urispec(&["resolve", "--json", "http://a/b", "g"], b"");
    assert!(json_lines(&out)[0].get("line").is_none());
}

/// A line longer than `--max-line` ends the run (exit 2): its record names
/// its line with `--json`.
#[test]
fn a_line_too_long_is_named_by_its_number() {
    let long = format!("http://a/\tb\n{}\n", "y".repeat(100));
    let out = urispec(&["resolve", "--json", "--max-line", "64"], long.as_bytes());
    assert_eq!(out.status.code(), Some(2));
    let record = &json_lines(&out)[1];
    assert_eq!(record["line"], 2);
    assert_eq!(
        (&record["error"]["kind"], &record["error"]["offset"]),
        (&"too-long".into(), &64.into())
    );
}
