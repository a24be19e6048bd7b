//! `urispec grammar-diff SPEC --rule NAME`: one rule of a built-in grammar
//! beside the document's production (text pinned as snapshots under
//! `snapshots/grammar-diff/`), its JSON against the library's
//! `grammar_diff::rule`, and the errors.

use crate::common;
use crate::run;

use run::{assert_exit_saying, stdout_text, urispec};

/// The rule panes a spec reader opens first: a rule the document prints as
/// the grammar has it, one tagged `DEVIATION`, one renamed (`URI-reference`
/// is `URI_reference` in pest), and an entry point the document has no
/// production for.
#[test]
fn a_rule_beside_the_documents_production() {
    for (spec, rule, snapshot) in [
        ("rfc1630-url", "gtype", "rule-rfc1630-url-gtype"),
        (
            "rfc1630-url",
            "gopheraddress",
            "rule-rfc1630-url-gopheraddress",
        ),
        ("rfc2396", "URI-reference", "rule-rfc2396-URI_reference"),
        ("rfc2396", "hostname", "rule-rfc2396-hostname"),
        (
            "rfc3986",
            "URI_reference_eoi",
            "rule-rfc3986-URI_reference_eoi",
        ),
    ] {
        let out = urispec(&["grammar-diff", spec, "--rule", rule], b"");
        assert_eq!(out.status.code(), Some(0), "{spec} {rule}");
        common::with_snapshots("grammar-diff", || {
            insta::assert_snapshot!(snapshot, stdout_text(&out));
        });
    }
}

/// `--json` holds what the library's `grammar_diff::rule` returns.
#[test]
fn the_json_is_the_librarys_card() {
    let out = urispec(
        &[
            "grammar-diff",
            "rfc1630-url",
            "--rule",
            "gopheraddress",
            "--json",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let card = urispec::grammar_diff::rule("rfc1630-url", "gopheraddress").unwrap();
    assert_eq!(json["rule"], card.name);
    assert_eq!(json["grammar_line"], card.grammar_line);
    assert_eq!(json["definition"], card.definition);
    assert_eq!(json["section"], card.section.unwrap());
    assert_eq!(json["deviations"][0]["kind"], "example");
    assert_eq!(json["deviations"][0]["text"], card.deviations[0].text);
    let document = card.document.unwrap();
    assert_eq!(json["document"]["line"], document.line);
    assert_eq!(json["document"]["text"], document.text);
    assert_eq!(json["verdict"], "deviates_tagged");
}

#[test]
fn an_unknown_rule_or_spec_exits_2_naming_what_there_is() {
    let out = urispec(&["grammar-diff", "rfc2396", "--rule", "HostName"], b"");
    assert_exit_saying(
        &out,
        2,
        "rfc2396 has no rule `HostName` (did you mean hostname",
    );
    let out = urispec(&["grammar-diff", "rfc1739", "--rule", "host"], b"");
    assert_exit_saying(&out, 2, "unknown spec `rfc1739`");
    let out = urispec(&["grammar-diff", "--rule", "host"], b"");
    assert_eq!(out.status.code(), Some(2), "--rule needs a SPEC");
}
