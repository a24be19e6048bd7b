//! The `urispec` binary: JSON Lines records, stdin handling, the verdict
//! matrix and the examples table, compare, normalize, encode and decode.

mod common;
#[path = "common/run.rs"]
mod run;

use run::{assert_exit_saying, json_lines, keys, stderr_text, stdout_text, urispec};

#[test]
fn parse_json_from_stdin_acceptance() {
    let out = urispec(
        &["parse", "--spec", "rfc1630", "--json"],
        b"http://www.w3.org/albert/bertram/marie-claude\n",
    );
    assert!(out.status.success());
    let recs = json_lines(&out);
    assert_eq!(recs.len(), 1);
    let r = &recs[0];
    assert_eq!(r["valid"], true);
    assert_eq!(r["scheme"], "http");
    assert_eq!(r["path"], "//www.w3.org/albert/bertram/marie-claude");
    assert_eq!(r["search"], serde_json::Value::Null);
    assert_eq!(r["fragment"], serde_json::Value::Null);
    assert_eq!(
        keys(r),
        [
            "input",
            "spec",
            "valid",
            "error",
            "scheme",
            "path",
            "search",
            "fragment",
            "segments",
            "search_words"
        ]
    );
}

#[test]
fn parse_json_error_acceptance() {
    let out = urispec(
        &[
            "parse",
            "--spec",
            "rfc1630",
            "--json",
            "news:12345667123%asdghfh@info.cern.ch",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    let r = &json_lines(&out)[0];
    assert_eq!(r["valid"], false);
    assert_eq!(r["error"]["offset"], 16);
    assert!(r["error"]["expected"]
        .as_array()
        .unwrap()
        .contains(&"escape".into()));
    assert_eq!(r["error"]["found"], "%");
    assert_eq!(r["scheme"], serde_json::Value::Null);
}

#[test]
fn stdin_lines_keep_order_and_strip_only_line_endings() {
    let out = urispec(
        &["parse", "--spec", "uri-draft", "--json"],
        b"x:a \r\n\nx:b\xff\n//g\nx:#\n",
    );
    let recs = json_lines(&out);
    let inputs: Vec<&str> = recs.iter().map(|r| r["input"].as_str().unwrap()).collect();
    assert_eq!(inputs, ["x:a ", "", "x:b\u{fffd}", "//g", "x:#"]);
    let valid: Vec<bool> = recs.iter().map(|r| r["valid"].as_bool().unwrap()).collect();
    assert_eq!(valid, [true, false, false, false, true]);
    assert_eq!(recs[2]["error"]["offset"], 3);
    assert_eq!(recs[2]["error"]["message"], "input is not UTF-8 at byte 3");
    assert_eq!(recs[1]["error"]["found"], serde_json::Value::Null);
    assert_eq!(recs[4]["fragment"], "");
    assert_eq!(recs[0]["segments"], serde_json::json!(["a "]));
}

#[test]
fn segments_keep_void_ones() {
    let out = urispec(
        &["parse", "--spec", "rfc1630", "--json", "x://a/b?c+d"],
        b"",
    );
    let r = &json_lines(&out)[0];
    assert_eq!(r["segments"], serde_json::json!(["", "", "a", "b"]));
    assert_eq!(r["search_words"], serde_json::json!(["c", "d"]));
}

#[test]
fn text_output_and_explain() {
    // The valid record on stdout, the invalid one, an error, on stderr.
    let out = urispec(&["parse", "--spec", "rfc1630", "g:h", "http"], b"");
    let text = format!(
        "stdout:\n{}stderr:\n{}",
        stdout_text(&out),
        stderr_text(&out)
    );
    common::with_snapshots("cli", || insta::assert_snapshot!("parse-text", text));
    let out = urispec(&["explain", "--spec", "rfc1630", "http://a/b?c+d#e"], b"");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    common::with_snapshots("cli", || insta::assert_snapshot!("explain", text));
    let out = urispec(&["explain", "--spec", "rfc1630", "x:a b"], b"");
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stderr).unwrap();
    common::with_snapshots("cli", || insta::assert_snapshot!("explain-error", text));
}

#[test]
fn unknown_spec_is_a_usage_error() {
    let out = urispec(&["parse", "--spec", "rfc9999", "x:y"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("unknown spec `rfc9999`"));
}

/// The main job: the verdict matrix of the documents' examples, in at most
/// 200 lines of at most 100 columns, naming `parse` and `check` first, the
/// same as `urispec examples`.
#[test]
fn no_arguments_prints_the_verdict_matrix() {
    let out = urispec(&[], b"");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.lines().count() <= 200,
        "{} lines",
        text.lines().count()
    );
    let wide: Vec<&str> = text.lines().filter(|l| l.chars().count() > 100).collect();
    assert!(wide.is_empty(), "{wide:#?}");
    let first: String = text.lines().take(4).collect();
    assert!(first.contains("urispec parse URI") && first.contains("urispec check FILE"));
    assert!(text.contains("http://info.cern.ch:8000/imaginary/test"));
    let summary: Vec<&str> = text.lines().filter(|l| l.contains(" accepts ")).collect();
    assert_eq!(summary.len(), urispec::Edition::ALL.len());
    let examples = urispec(&["examples"], b"");
    assert_eq!(String::from_utf8(examples.stdout).unwrap(), text);
    common::with_snapshots("cli", || insta::assert_snapshot!("examples-matrix", text));
}

#[test]
fn examples_all_prints_the_examples_table() {
    let out = urispec(&["examples", "--all"], b"");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("magic://a/b/c//d/e/f"));
    let summary: Vec<&str> = text.lines().filter(|l| l.contains(" accepts ")).collect();
    assert_eq!(summary.len(), urispec::Edition::ALL.len());
    common::with_snapshots("cli", || insta::assert_snapshot!("examples-table", text));
}

// `compare`, `normalize`, `encode` and `decode`: the acceptance commands with
// their exit statuses (compare: 0 equivalent, 1 not, 2 a syntax or usage
// error, as diff(1)).

const MARIE: &str = "http://www.w3.org/albert/bertram/marie-claude";

#[test]
fn rfc1630_example_1_exits_0() {
    let out = urispec(
        &[
            "compare",
            "--spec",
            "rfc1630",
            MARIE,
            "http://www.w3.org/albert/bertram/marie%2Dclaude",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    assert_eq!(
        stdout_text(&out),
        format!("equivalent under rfc1630\n{MARIE}\n{MARIE}\n")
    );
}

#[test]
fn rfc1630_example_2_exits_1() {
    let other = "http://www.w3.org/albert/bertram%2Fmarie-claude";
    let out = urispec(&["compare", "--spec", "rfc1630", MARIE, other], b"");
    assert_eq!(out.status.code(), Some(1), "{}", stderr_text(&out));
    assert_eq!(
        stdout_text(&out),
        format!("not equivalent under rfc1630\n{MARIE}\n{other}\n")
    );
}

#[test]
fn rfc1630_example_3_exits_2_with_the_syntax_error() {
    for bad in [
        "news:12345667123%asdghfh@info.cern.ch",
        "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred",
    ] {
        let out = urispec(&["compare", "--spec", "rfc1630", MARIE, bad], b"");
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert_eq!(stdout_text(&out), "");
        let err = stderr_text(&out);
        assert!(err.contains("input 2 is no URI under rfc1630"), "{err}");
        assert!(
            err.contains(&format!(
                "expected `escape` at byte {}",
                bad.find('%').unwrap_or(0)
            )),
            "{err}"
        );
    }
}

#[test]
fn rfc2396_case_and_default_port_exit_0() {
    let out = urispec(
        &[
            "compare",
            "--spec",
            "rfc2396",
            "HTTP://www.XEROX.com:80/",
            "http://www.xerox.com/",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    assert_eq!(
        stdout_text(&out),
        "equivalent under rfc2396\nhttp://www.xerox.com/\nhttp://www.xerox.com/\n"
    );
}

#[test]
fn compare_usage_errors_exit_2() {
    for args in [
        &["compare", "--spec", "rfc1739", "a:b", "a:b"][..],
        &["compare", "a:b"][..],
    ] {
        let out = urispec(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn normalize_reads_arguments_or_stdin() {
    let out = urispec(
        &["normalize", "--spec", "rfc2396"],
        b"HTTP://A:80/%7e\r\nhttp://a/%zz\nx:%2f\n",
    );
    assert_exit_saying(
        &out,
        1,
        "urispec: line 2: rfc2396: expected `escaped` at byte 9",
    );
    assert_eq!(stdout_text(&out), "http://a/~\n\nx:%2F\n");
    let out = urispec(
        &[
            "normalize",
            "--spec",
            "rfc1630-url",
            "URL:http://h:80/a%2Db",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout_text(&out), "http://h/a-b\n");
}

#[test]
fn encode_with_a_production_and_decode_back() {
    let out = urispec(
        &["encode", "--spec", "rfc1630", "--production", "xpalpha"],
        b"a b/c+d%\xff\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    assert_eq!(stdout_text(&out), "a%20b%2Fc+d%25%FF\n");
    let out = urispec(&["decode"], b"a%20b%2Fc+d%25%FF\n");
    assert_eq!(out.stdout, b"a b/c+d%\xff\n");
    let out = urispec(&["decode", "--lossy", "caf%C3%A9%FF"], b"");
    assert_eq!(stdout_text(&out), "caf\u{e9}\u{fffd}\n");
    let out = urispec(&["decode", "ok", "bad%4"], b"");
    assert_exit_saying(&out, 1, "`%` at byte 3");
    assert_eq!(stdout_text(&out), "ok\n");
    let out = urispec(&["encode", "--spec", "rfc1630", "--production", "uri"], b"");
    assert_exit_saying(&out, 2, "no character class");
    let out = urispec(
        &["encode", "--spec", "rfc2396", "--production", "xalpha", "x"],
        b"",
    );
    assert_exit_saying(&out, 2, "rfc2396 has no production `xalpha`");
}

// RFC 3986: the acceptance commands of its grammar.

#[test]
fn rfc3986_names_an_ipv6_host() {
    let out = urispec(
        &[
            "parse",
            "--spec",
            "rfc3986",
            "--json",
            "http://[2001:db8::7]/c=GB?objectClass?one",
        ],
        b"",
    );
    assert!(out.status.success());
    let rec = &json_lines(&out)[0];
    assert_eq!(rec["valid"], true);
    assert_eq!(rec["host"], "[2001:db8::7]");
    assert_eq!(rec["host_kind"], "IPv6address");
    assert_eq!(rec["path"], "/c=GB");
    assert_eq!(rec["query"], "objectClass?one");
}

#[test]
fn rfc3986_rejects_two_double_colons_at_the_second() {
    let input = "http://[::1::2]/";
    let out = urispec(&["parse", "--spec", "rfc3986", "--json", input], b"");
    assert_eq!(out.status.code(), Some(1));
    let rec = &json_lines(&out)[0];
    assert_eq!(rec["valid"], false);
    let second = input.rfind("::").unwrap();
    let offset = rec["error"]["offset"].as_u64().unwrap() as usize;
    assert!(
        (second..second + 2).contains(&offset),
        "offset {offset} is not inside the second \"::\" at {second}"
    );
    // RFC 2396 has no IP literal at all.
    let out = urispec(&["parse", "--spec", "rfc2396", "http://[::1]/"], b"");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn rfc3986_grammar_diff_passes_and_editions_show_the_changes() {
    let out = urispec(&["grammar-diff", "rfc3986"], b"");
    assert_eq!(out.status.code(), Some(0), "{}", stdout_text(&out));
    let out = urispec(
        &[
            "grammar-diff",
            "--editions",
            "rfc2396",
            "rfc3986",
            "--markdown",
        ],
        b"",
    );
    assert!(out.status.success());
    let text = stdout_text(&out);
    for row in [
        "| `IPv6address` | added |",
        "| `hostname` | dropped |",
        "| `segment` | changed |",
        "| `path_rootless` | added |",
    ] {
        assert!(text.contains(row), "{row} missing in:\n{text}");
    }
}
