//! The `urispec` binary: JSON Lines records, stdin handling, the verdict
//! matrix and the examples table, compare, normalize, encode and decode.

use crate::common;
use crate::run;

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

/// `urispec ARGS` with `COLUMNS` set to `columns`, or unset.
fn with_columns(args: &[&str], columns: Option<&str>) -> std::process::Output {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_urispec"));
    command
        .current_dir(common::root())
        .args(args)
        .stdin(std::process::Stdio::null())
        .env_remove("COLUMNS");
    if let Some(columns) = columns {
        command.env("COLUMNS", columns);
    }
    command.output().expect("the binary runs")
}

/// The main job: the verdict matrix of the documents' examples, in at most
/// 200 lines of at most 100 columns (`COLUMNS` unset), naming `parse` and
/// `check` first, the same as `urispec examples`.
#[test]
fn no_arguments_prints_the_verdict_matrix() {
    let out = with_columns(&[], None);
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
    let examples = with_columns(&["examples"], None);
    assert_eq!(String::from_utf8(examples.stdout).unwrap(), text);
    common::with_snapshots("cli", || insta::assert_snapshot!("examples-matrix", text));
}

/// The matrix fits `COLUMNS` (as `--help` does), 100 when it is unset or no
/// number, and is never cut narrower than its verdict columns need.
#[test]
fn no_arguments_fits_the_columns() {
    for (columns, width) in [
        (None, 100),
        (Some("80"), 80),
        (Some("72"), 72),
        (Some("132"), 132),
        (Some("wide"), 100),
        (Some("20"), 64),
    ] {
        let out = with_columns(&[], columns);
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        let wide: Vec<&str> = text.lines().filter(|l| l.chars().count() > width).collect();
        assert!(wide.is_empty(), "COLUMNS={columns:?}: {wide:#?}");
        // The width is used: a cut example fills its line.
        let widest = text.lines().map(|l| l.chars().count()).max();
        assert_eq!(widest, Some(width), "COLUMNS={columns:?}");
    }
}

/// The numbers of a line of the matrix: the first number after `prefix`.
fn count_after(text: &str, prefix: &str) -> usize {
    let at = text
        .find(prefix)
        .unwrap_or_else(|| panic!("no {prefix:?} in:\n{text}"));
    text[at + prefix.len()..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or_else(|_| panic!("no number after {prefix:?}"))
}

/// Each claim of the matrix's words, held to the library's verdicts: the
/// counts of each group, and that the partial forms are parsed by RFC 1808
/// (`relativeURL`), RFC 2396 and RFC 3986 and rejected by the editions
/// the line names, which is what `urispec verdicts ../g` shows.
#[test]
fn no_arguments_says_what_the_grammars_do() {
    use urispec::{Edition, Family};
    let out = with_columns(&[], None);
    let text = String::from_utf8(out.stdout).unwrap();
    let (mut every, mut none, mut partial, mut disagree) = (0, 0, 0, 0);
    for example in urispec::examples::all() {
        let text = example.text();
        let verdicts = urispec::verdicts(&text);
        let is_partial = verdicts.iter().all(|v| match v.grammar() {
            Edition::Rfc1808 => v.production() == Some("relativeURL"),
            Edition::Rfc2396 => matches!(v.production(), Some("relativeURI" | "URI-reference")),
            Edition::Rfc3986 => v.production() == Some("relative-ref"),
            _ => !v.is_accepted(),
        });
        if verdicts.iter().all(|v| v.is_accepted()) {
            every += 1;
        } else if verdicts.iter().all(|v| !v.is_accepted()) {
            none += 1;
        } else if is_partial {
            partial += 1;
        } else {
            disagree += 1;
        }
    }
    assert_eq!(
        count_after(&text, "Where the grammars disagree ("),
        disagree
    );
    assert_eq!(
        count_after(
            &text,
            "Documents' own examples that every grammar rejects ("
        ),
        none
    );
    assert_eq!(count_after(&text, "Partial forms (no scheme): "), partial);
    assert_eq!(count_after(&text, "Accepted by every grammar: "), every);
    assert!(partial > 100, "{partial}");
    // The paragraph of the partial forms, its lines joined.
    let line: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("Partial forms"))
        .take_while(|l| !l.starts_with("Accepted by every grammar"))
        .collect();
    let line = line.join(" ");
    for said in [
        "rfc1808 parses as `relativeURL`",
        "rfc2396 as `relativeURI` or `URI-reference`",
        "rfc3986 as `relative-ref`",
    ] {
        assert!(line.contains(said), "no {said:?} in {line:?}");
    }
    // The editions the line says reject them: every edition of the
    // families without a partial form, and they reject `../g`, which
    // RFC 1808 parses as `relativeURL`.
    let (_, rejecting) = line
        .split_once("; ")
        .expect("the editions without a partial form");
    let verdicts = with_columns(&["verdicts", "--json", "../g"], None);
    let records = run::json_lines(&verdicts);
    for edition in Edition::ALL {
        let named = rejecting.contains(&format!("{edition} "))
            || rejecting.contains(&format!("{edition},"));
        let older = matches!(edition.family(), Family::Generic(_) | Family::Url(_));
        assert_eq!(named, older, "{edition}: {rejecting}");
        let record = records
            .iter()
            .find(|r| r["spec"] == edition.name())
            .unwrap_or_else(|| panic!("no record of {edition}"));
        assert_eq!(record["valid"], !older, "{edition}: {record}");
    }
    let rfc1808 = records.iter().find(|r| r["spec"] == "rfc1808").unwrap();
    assert_eq!(rfc1808["production"], "relativeURL");
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
        "| `path-rootless` | added |",
    ] {
        assert!(text.contains(row), "{row} missing in:\n{text}");
    }
}
