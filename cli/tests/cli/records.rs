//! `--json` on `explain`, `compare`, `normalize`, `encode` and `decode`: the
//! README's tables of their records held against the output, and the
//! README's list of the subcommands that take `--json` held against each
//! subcommand's `--help`.

use crate::run;

use run::{json_lines, keys, stdout_text, urispec};

const README: &str = include_str!("../../../README.md");

/// The keys of the README's table marked `<!-- record: name -->`.
fn table_keys(name: &str) -> Vec<String> {
    let marker = format!("<!-- record: {name} -->\n");
    let at = README
        .find(&marker)
        .unwrap_or_else(|| panic!("no {marker}"));
    README[at + marker.len()..]
        .lines()
        .take_while(|l| l.starts_with('|'))
        .skip(2)
        .map(|row| {
            row.split('|')
                .nth(1)
                .unwrap_or("")
                .trim()
                .trim_matches('`')
                .to_owned()
        })
        .collect()
}

/// `keys` without `line`, for a record of an argument.
fn without_line(keys: &[String]) -> Vec<String> {
    keys.iter().filter(|k| *k != "line").cloned().collect()
}

/// The README's list of the subcommands with `--json` is what their help
/// says, no more and no fewer.
#[test]
fn the_readme_lists_the_subcommands_that_take_json() {
    let start = README
        .find("<!-- json-subcommands -->")
        .expect("the list's marker");
    let end = start + README[start..].find("<!-- end -->").expect("its end");
    let listed: Vec<String> = README[start..end]
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect();
    let help = stdout_text(&urispec(&["--help"], b""));
    let commands: Vec<String> = help
        .split("Commands:\n")
        .nth(1)
        .expect("a list of commands")
        .lines()
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next().map(str::to_owned))
        .filter(|c| c != "help")
        .collect();
    assert!(commands.len() >= 19, "{commands:?}");
    let mut with_json: Vec<String> = commands
        .into_iter()
        .filter(|c| {
            // The option, not a mention in the prose (`vectors` names
            // `parse --json`'s keys).
            stdout_text(&urispec(&[c, "--help"], b""))
                .lines()
                .any(|l| l.trim_start().starts_with("--json"))
        })
        .collect();
    let mut listed_sorted = listed.clone();
    listed_sorted.sort();
    with_json.sort();
    assert_eq!(listed_sorted, with_json, "listed: {listed:?}");
}

#[test]
fn explain_json_is_the_tree_or_the_error() {
    let out = urispec(&["explain", "--json", "http://a/b?c"], b"");
    assert_eq!(out.status.code(), Some(0));
    let records = json_lines(&out);
    assert_eq!(records.len(), 1);
    let r = &records[0];
    assert_eq!(keys(r), table_keys("explain"));
    assert_eq!(
        (r["valid"].as_bool(), r["spec"].as_str()),
        (Some(true), Some("rfc2396"))
    );
    let nodes = r["nodes"].as_array().expect("nodes");
    assert_eq!(nodes[0]["production"], "URI-reference");
    assert_eq!(nodes[0]["depth"], 0);
    // The same tree as the text: one node a line, in the same order.
    let text = stdout_text(&urispec(&["explain", "http://a/b?c"], b""));
    let productions: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    let from_json: Vec<&str> = nodes
        .iter()
        .map(|n| n["production"].as_str().expect("a name"))
        .collect();
    assert_eq!(productions, from_json);

    let out = urispec(&["explain", "--json", "--spec", "rfc1630", "x:a b"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stderr.is_empty(), "the error is in the record");
    let r = &json_lines(&out)[0];
    assert_eq!(keys(r), table_keys("explain"));
    assert_eq!(r["valid"], false);
    assert_eq!(r["error"]["offset"], 3);
    assert!(r["nodes"].is_null());
    assert_eq!(
        keys(&r["error"])[..4],
        ["kind", "reason", "offset", "expected"]
    );
}

#[test]
fn compare_json_is_the_verdict_and_both_forms() {
    for (args, code, equivalent) in [
        (
            &["compare", "--json", "HTTP://a/%7e", "http://a/~"][..],
            0,
            Some(true),
        ),
        (
            &["compare", "--json", "http://a/b", "http://a/c"],
            1,
            Some(false),
        ),
        (&["compare", "--json", "http://a/", "%"], 2, None),
    ] {
        let out = urispec(args, b"");
        assert_eq!(out.status.code(), Some(code), "{args:?}");
        let r = &json_lines(&out)[0];
        assert_eq!(keys(r), table_keys("compare"), "{args:?}");
        assert_eq!(r["equivalent"].as_bool(), equivalent, "{args:?}");
    }
    let r = &json_lines(&urispec(
        &["compare", "--json", "HTTP://a/%7e", "http://a/~"],
        b"",
    ))[0];
    assert_eq!(
        r["normal_forms"],
        serde_json::json!(["http://a/~", "http://a/~"])
    );
    let r = &json_lines(&urispec(&["compare", "--json", "http://a/", "%"], b""))[0];
    assert_eq!(
        (r["error"]["input"].as_str(), r["error"]["offset"].as_u64()),
        (Some("b"), Some(0))
    );
}

#[test]
fn normalize_json_is_one_record_per_input() {
    let out = urispec(
        &["normalize", "--json", "--spec", "rfc3986"],
        b"HTTP://a/./b/../c\n%zz\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stderr.is_empty());
    let records = json_lines(&out);
    assert_eq!(records.len(), 2);
    for (i, r) in records.iter().enumerate() {
        assert_eq!(keys(r), table_keys("normalize"));
        assert_eq!(r["line"], i + 1);
    }
    assert_eq!(records[0]["normal"], "http://a/c");
    assert!(records[1]["normal"].is_null());
    assert_eq!(records[1]["error"]["offset"], 0);
    let out = urispec(&["normalize", "--json", "http://A/"], b"");
    assert_eq!(out.status.code(), Some(0));
    let r = &json_lines(&out)[0];
    assert_eq!(keys(r), without_line(&table_keys("normalize")));
    // With --surt, the key's kind and the key for spec and normal.
    let out = urispec(
        &[
            "normalize",
            "--json",
            "--surt",
            "http://www.a.org/x",
            "/rel",
        ],
        b"",
    );
    let records = json_lines(&out);
    assert_eq!(keys(&records[0]), ["input", "surt", "key", "error"]);
    assert_eq!(records[0]["surt"], "default");
    assert_eq!(records[0]["key"], "org,a)/x");
    let out = urispec(&["normalize", "--json", "--surt=rfc2396", "/rel"], b"");
    assert_eq!(out.status.code(), Some(1));
    let r = &json_lines(&out)[0];
    assert!(r["key"].is_null());
    assert!(r["error"]["message"]
        .as_str()
        .is_some_and(|m| m.contains("no SURT key")));
}

#[test]
fn encode_and_decode_json_are_one_record_each() {
    let out = urispec(
        &["encode", "--json", "--production", "rel_segment"],
        b"a b/c\n",
    );
    assert_eq!(out.status.code(), Some(0));
    let r = &json_lines(&out)[0];
    assert_eq!(keys(r), table_keys("encode"));
    assert_eq!(
        (r["encoded"].as_str(), r["line"].as_u64()),
        (Some("a%20b%2Fc"), Some(1))
    );
    assert_eq!(r["production"], "rel_segment");

    let out = urispec(&["decode", "--json", "caf%C3%A9", "%ff", "bad%4"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stderr.is_empty());
    let records = json_lines(&out);
    for r in &records {
        assert_eq!(keys(r), without_line(&table_keys("decode")));
    }
    assert_eq!(
        (records[0]["decoded"].as_str(), records[0]["utf8"].as_bool()),
        (Some("café"), Some(true))
    );
    assert_eq!(records[1]["utf8"], false);
    assert_eq!(records[2]["error"]["offset"], 3);
    assert!(records[2]["decoded"].is_null());
    // Text, or octets: not both.
    let out = urispec(&["decode", "--json", "--lossy", "a"], b"");
    assert_eq!(out.status.code(), Some(2));
}
