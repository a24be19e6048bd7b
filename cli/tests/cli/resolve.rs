//! The acceptance commands of issue 4, run against the built `urispec` binary.

use crate::run;

/// Run `urispec args` on `stdin`: its stdout and exit status.
fn urispec(args: &[&str], stdin: &str) -> (String, i32) {
    let (out, _, code) = streams(args, stdin);
    (out, code)
}

/// Run `urispec args` on `stdin`: its stdout, its stderr and exit status.
fn streams(args: &[&str], stdin: &str) -> (String, String, i32) {
    let out = run::urispec(args, stdin.as_bytes());
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("output is UTF-8");
    (
        text(out.stdout),
        text(out.stderr),
        out.status.code().unwrap_or(-1),
    )
}

fn json(line: &str) -> serde_json::Value {
    serde_json::from_str(line).expect("one JSON object per line")
}

#[test]
fn resolve_json_from_stdin() {
    let (out, code) = urispec(
        &["resolve", "--rules", "rfc2396", "--json"],
        "http://a/b/c/d;p?q\t?y\n",
    );
    assert_eq!(code, 0);
    let v = json(out.trim_end());
    assert_eq!(
        run::keys(&v),
        ["line", "base", "reference", "rules", "resolved", "error"]
    );
    assert_eq!(v["line"], 1);
    assert_eq!(v["resolved"], "http://a/b/c/?y");
    assert_eq!(v["error"], serde_json::Value::Null);

    let (out, _) = urispec(
        &["resolve", "--rules", "rfc1808", "--json"],
        "http://a/b/c/d;p?q\t?y\n",
    );
    assert_eq!(json(out.trim_end())["resolved"], "http://a/b/c/d;p?y");
}

#[test]
fn resolve_tbl_rules_from_arguments() {
    let base = "magic://a/b/c//d/e/f";
    let run = |rules: &str, reference: &str| {
        urispec(&["resolve", "--rules", rules, base, reference], "")
            .0
            .trim_end()
            .to_owned()
    };
    assert_eq!(run("uri-draft", "/g"), "magic://a/g");
    assert_eq!(run("uri-draft", "//g"), "magic://g");
    assert_eq!(run("rfc1630", "//g"), "magic://g");
    let (out, err, code) = streams(&["resolve", "--rules", "rfc1630", base, "///g"], "");
    assert_eq!((out.as_str(), code), ("", 1));
    assert!(err.starts_with("urispec: rfc1630 rule 2:"), "{err}");
}

#[test]
fn resolve_current_document() {
    let (out, code) = urispec(
        &["resolve"],
        "http://a/b/c/d;p?q\t#s\nhttp://a/b/c/d;p?q\t\n",
    );
    assert_eq!(code, 0);
    assert_eq!(out, "http://a/b/c/d;p?q#s\nhttp://a/b/c/d;p?q\n");
}

#[test]
fn parse_rfc2396_is_the_default() {
    let (out, code) = urispec(&["parse", "--json", "http://a@b@c/"], "");
    assert_eq!(code, 0);
    let v = json(out.trim_end());
    assert_eq!(
        run::keys(&v),
        [
            "input",
            "spec",
            "valid",
            "error",
            "scheme",
            "authority",
            "userinfo",
            "host",
            "port",
            "path",
            "query",
            "fragment",
            "opaque_part"
        ]
    );
    assert_eq!(v["spec"], "rfc2396");
    assert_eq!(v["valid"], true);
    assert_eq!(v["authority"], "a@b@c");
    assert_eq!(v["host"], serde_json::Value::Null);
}

#[test]
fn relativize_json() {
    let (out, code) = urispec(
        &["relativize", "--json"],
        "http://a/b/c/d;p?q\thttp://a/b/g\n",
    );
    assert_eq!(code, 0);
    let v = json(out.trim_end());
    assert_eq!(v["reference"], "../g");
    assert_eq!(v["target"], "http://a/b/g");
}

/// RFC 2396 §5: an opaque base takes a same-document reference only.
#[test]
fn resolve_refuses_an_opaque_base_under_rfc2396() {
    let (out, err, code) = streams(&["resolve", "--rules", "rfc2396", "mailto:a@b", "x"], "");
    assert_eq!((out.as_str(), code), ("", 1));
    assert!(err.starts_with("urispec: rfc2396 §5"), "{err}");
    let (out, code) = urispec(&["resolve", "--rules", "rfc2396", "mailto:a@b", "#f"], "");
    assert_eq!((out.as_str(), code), ("mailto:a@b#f\n", 0));
}

/// The base and the reference are parsed under the rule set's grammar.
#[test]
fn resolve_validates_by_default() {
    let (out, err, code) = streams(
        &["resolve", "--rules", "rfc2396", "http://a/b/c", "g h"],
        "",
    );
    assert_eq!((out.as_str(), code), ("", 1));
    assert!(
        err.starts_with("urispec: the reference `g h` does not parse"),
        "{err}"
    );
    assert!(err.contains("at byte 1"), "{err}");
    let (out, code) = urispec(&["resolve", "http://a/b/c", "http:"], "");
    assert_eq!(code, 1, "{out}");
    let (out, code) = urispec(
        &[
            "resolve",
            "--lenient",
            "--rules",
            "rfc2396",
            "http://a/b/c",
            "g h",
        ],
        "",
    );
    assert_eq!((out.as_str(), code), ("http://a/b/g h\n", 0));
}

/// Step 7 never writes a different URI than the steps computed; lenient
/// rules write the literal string, with a warning in the JSON record.
#[test]
fn resolve_refuses_a_path_glued_to_the_authority() {
    for args in [
        &["resolve", "--rules", "rfc2396", "http://a", "g"][..],
        &["resolve", "http://a", "@evil.example/x"],
        &["resolve", "--rules", "rfc1808", "http://a", "g"],
    ] {
        let (out, err, code) = streams(args, "");
        assert_eq!((out.as_str(), code), ("", 1), "{args:?}");
        assert!(err.contains("step 7"), "{err}");
    }
    let (out, code) = urispec(
        &[
            "resolve",
            "--lenient",
            "--rules",
            "rfc2396",
            "http://a",
            "g",
        ],
        "",
    );
    assert_eq!((out.as_str(), code), ("http://ag\n", 0));
    let (out, code) = urispec(
        &[
            "resolve",
            "--lenient",
            "--json",
            "http://a",
            "@evil.example/x",
        ],
        "",
    );
    assert_eq!(code, 0);
    let v = json(out.trim_end());
    assert_eq!(v["resolved"], "http://a@evil.example/x");
    assert!(v["warning"].as_str().unwrap().starts_with("rfc2396 step 7"));
    // No warning, no field: the records stay as they were.
    let (out, _) = urispec(&["resolve", "--json", "http://a/b", "g"], "");
    assert!(json(out.trim_end()).get("warning").is_none());
}

/// The TBL texts' rules climb over the host (their model has no authority):
/// refused with exit 1 and the reason, the literal answer with a warning
/// under `--literal` (grammar checks kept) or `--lenient`.
#[test]
fn resolve_refuses_another_host_under_the_tbl_rules() {
    for (rules, base, reference, literal) in [
        (
            "rfc1630",
            "http://a",
            "@evil.example/x",
            "http://@evil.example/x",
        ),
        (
            "rfc1630",
            "http://a",
            "evil.example/x",
            "http://evil.example/x",
        ),
        (
            "uri-draft",
            "http://a/b",
            "../evil.example/x",
            "http://evil.example/x",
        ),
        ("uri-draft", "http://a/b/c/d;p?q", "../../../", "http://"),
    ] {
        let (out, err, code) = streams(&["resolve", "--rules", rules, base, reference], "");
        assert_eq!((out.as_str(), code), ("", 1), "{rules} {base} {reference}");
        assert!(err.contains("another host"), "{err}");
        assert!(err.contains("knows no authority"), "{err}");
        for switch in ["--literal", "--lenient"] {
            let (out, err, code) =
                streams(&["resolve", switch, "--rules", rules, base, reference], "");
            assert_eq!((out.as_str(), code), (format!("{literal}\n").as_str(), 0));
            assert!(
                err.starts_with("urispec: warning: ") && err.contains("another host"),
                "{err}"
            );
        }
        let (out, code) = urispec(
            &[
                "resolve",
                "--literal",
                "--json",
                "--rules",
                rules,
                base,
                reference,
            ],
            "",
        );
        assert_eq!(code, 0);
        let v = json(out.trim_end());
        assert_eq!(v["resolved"], literal);
        assert!(v["warning"].as_str().unwrap().contains("another host"));
    }
    // --literal keeps the grammar check of the reference.
    let (_, err, code) = streams(
        &[
            "resolve",
            "--literal",
            "--rules",
            "rfc1630",
            "http://a/b",
            "g h",
        ],
        "",
    );
    assert_eq!(code, 1);
    assert!(err.contains("does not parse"), "{err}");
}

/// Options that the rule set does not read are usage errors.
#[test]
fn resolve_options_apply_where_they_mean_something() {
    for args in [
        &[
            "resolve",
            "--rules",
            "rfc1808",
            "--dotdot",
            "remove",
            "http://a/b/c",
            "../g",
        ][..],
        &[
            "resolve",
            "--rules",
            "rfc3986",
            "--dotdot",
            "refuse",
            "http://a/b/c",
            "../g",
        ],
        &[
            "resolve",
            "--rules",
            "rfc1630",
            "--same-scheme-relative",
            "http://a/b/c",
            "g",
        ],
        &[
            "relativize",
            "--rules",
            "url-draft-02",
            "--dotdot",
            "keep",
            "http://a/b/c",
            "http://a/g",
        ],
    ] {
        let (out, code) = urispec(args, "");
        assert_eq!((out.as_str(), code), ("", 2), "{args:?}");
    }
    for args in [
        &[
            "resolve",
            "--rules",
            "rfc2396",
            "--dotdot",
            "remove",
            "http://a/b/c",
            "../../g",
        ][..],
        &[
            "resolve",
            "--rules",
            "rfc1808",
            "--same-scheme-relative",
            "http://a/b/c",
            "http:g",
        ],
        &[
            "resolve",
            "--rules",
            "rfc3986",
            "--same-scheme-relative",
            "http://a/b/c",
            "http:g",
        ],
    ] {
        let (out, code) = urispec(args, "");
        assert_eq!(code, 0, "{args:?}: {out}");
    }
}
