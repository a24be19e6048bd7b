//! `urispec extract` (URIs in plain text) and `urispec verdicts` (one string
//! under every edition).

use crate::common;
use crate::run;

use std::process::Output;

use run::{json_lines, urispec};
use serde_json::Value;

const MAIL: &str = "tests/cases/text/mail.txt";

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

#[test]
fn extract_acceptance() {
    let out = urispec(
        &["extract", "--json"],
        b"see <URL:ftp://info.cern.ch/pub/www/doc/\n  url-spec.txt> or http://info.cern.ch/.\n",
    );
    assert_eq!(out.status.code(), Some(0));
    let recs = json_lines(&out);
    assert_eq!(recs.len(), 2);
    assert_eq!(
        recs[0]["uri"],
        "ftp://info.cern.ch/pub/www/doc/url-spec.txt"
    );
    assert_eq!(recs[0]["wrapper"], "URL:");
    assert_eq!(
        recs[0]["raw"],
        "<URL:ftp://info.cern.ch/pub/www/doc/\n  url-spec.txt>"
    );
    assert_eq!(
        (recs[0]["start"].as_u64(), recs[0]["end"].as_u64()),
        (Some(4), Some(56))
    );
    assert_eq!(recs[1]["uri"], "http://info.cern.ch/");
    assert_eq!(recs[1]["wrapper"], Value::Null);
    assert_eq!(recs[1]["spec"], "rfc2396");
    assert_eq!(recs[1]["valid"], true);
    let keys: Vec<&str> = recs[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        ["uri", "raw", "start", "end", "wrapper", "spec", "valid", "error", "file"]
    );
}

#[test]
fn extract_exit_status() {
    let out = urispec(&["extract"], b"nothing here\n");
    assert_eq!((out.status.code(), out.stdout.len()), (Some(0), 0));
    let out = urispec(&["extract", "--json"], b"an empty <> wrapper\n");
    assert_eq!(out.status.code(), Some(1));
    let rec = &json_lines(&out)[0];
    assert_eq!(rec["error"]["kind"], "empty");
    assert_eq!(rec["error"]["offset"], 9);
    let out = urispec(&["extract", "--json"], b"<http://a/ b>");
    assert_eq!(out.status.code(), Some(1));
    let rec = &json_lines(&out)[0];
    assert_eq!(rec["error"]["kind"], "syntax");
    assert_eq!(
        (
            rec["error"]["uri_offset"].as_u64(),
            rec["error"]["offset"].as_u64()
        ),
        (Some(9), Some(10))
    );
    let out = urispec(&["extract", "--spec", "uri-draft"], b"<http://a/ b>");
    assert_eq!(out.status.code(), Some(0));
    let out = urispec(&["extract", "no/such/file.txt"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read no/such/file.txt"));
    let out = urispec(&["extract", "--spec", "rfc1739"], b"");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn extract_scheme_adds_bare_schemes() {
    let out = urispec(&["extract", "--json"], b"at https://example.org/.");
    assert!(json_lines(&out).is_empty());
    let out = urispec(
        &["extract", "--json", "--scheme", "https"],
        b"at https://example.org/.",
    );
    let recs = json_lines(&out);
    assert_eq!(recs[0]["uri"], "https://example.org/");
}

/// A reply quoting a wrapped URL, and quoted `word:` strings that are text.
#[test]
fn extract_quoted_replies_and_quoted_strings() {
    let text = b"> see <URL:ftp://info.cern.ch/pub/www/doc/\n>   url-spec.txt>\n\"fix: a b\" \"urn:isbn:123\"\n";
    let out = urispec(&["extract", "--json"], text);
    assert_eq!(out.status.code(), Some(0), "every find is valid");
    let recs = json_lines(&out);
    let uris: Vec<_> = recs
        .iter()
        .map(|r| r["uri"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(
        uris,
        [
            "ftp://info.cern.ch/pub/www/doc/url-spec.txt",
            "urn:isbn:123"
        ]
    );
    // With the scheme added, the quoted string is a rejected URI.
    let out = urispec(&["extract", "--json", "--scheme", "fix"], text);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(json_lines(&out)[1]["uri"], "fix: a b");
}

/// The mail-like fixture: wrapped, unwrapped, line-broken, nested and broken
/// wrappers, under rfc2396 (JSON) and the URI draft (text), where a space is
/// an `extra` character.
#[test]
fn extract_mail_fixture() {
    let json = urispec(&["extract", "--json", MAIL], b"");
    assert_eq!(json.status.code(), Some(1));
    let text = urispec(&["extract", "--spec", "uri-draft", MAIL], b"");
    let from_stdin = urispec(
        &["extract", "--spec", "uri-draft"],
        &std::fs::read(common::root().join(MAIL)).unwrap(),
    );
    assert_eq!(
        stdout(&from_stdin),
        stdout(&text).replace(&format!("{MAIL}:"), ""),
        "a file and stdin give the same finds"
    );
    common::with_snapshots("text", || {
        insta::assert_snapshot!("mail-json", stdout(&json));
        insta::assert_snapshot!("mail-uri-draft", stdout(&text));
    });
}

#[test]
fn verdicts_acceptance() {
    let uri = "http://info.cern.ch:8000/imaginary/test";
    let recs = json_lines(&urispec(&["verdicts", "--json", uri], b""));
    assert_eq!(recs.len(), urispec::Edition::ALL.len());
    let of = |spec: &str| recs.iter().find(|r| r["spec"] == spec).unwrap().clone();
    assert_eq!(of("rfc1630")["valid"], false);
    assert_eq!(of("rfc1630")["error"]["offset"], 19);
    assert_eq!(of("rfc1630")["error"]["found"], ":");
    assert_eq!(of("rfc1630-url")["valid"], true);
    assert_eq!(of("rfc1630-url")["production"], "httpaddress");
    assert_eq!(of("rfc1630-url")["port"], "8000");
    let text = stdout(&urispec(&["verdicts", uri], b""));
    assert!(
        text.lines().any(|l| l.contains("rfc1630 ")
            && l.contains("rejected")
            && l.contains("at byte 19, found ':'")),
        "{text}"
    );
    assert!(
        text.lines().any(|l| l.contains("rfc1630-url")
            && l.contains("accepted")
            && l.contains("httpaddress")),
        "{text}"
    );
    common::with_snapshots("text", || insta::assert_snapshot!("verdicts-port", text));
}

#[test]
fn verdicts_resolution_acceptance() {
    let out = urispec(&["verdicts", "--base", "http://a/b/c/d;p?q", "?y"], b"");
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    let row = |rules: &str| {
        text.lines()
            .find(|l| l.split_whitespace().next() == Some(rules))
            .unwrap_or_else(|| panic!("no row {rules}: {text}"))
            .to_owned()
    };
    assert!(row("rfc2396").ends_with(" http://a/b/c/?y"));
    assert!(row("rfc1808").ends_with(" http://a/b/c/d;p?y"));
    assert!(text.contains("the documents disagree"));
    let recs = json_lines(&urispec(
        &["verdicts", "--json", "--base", "http://a/b/c/d;p?q", "?y"],
        b"",
    ));
    assert_eq!(recs.len(), urispec::RuleSet::ALL.len());
    let of = |rules: &str| recs.iter().find(|r| r["rules"] == rules).unwrap().clone();
    assert_eq!(of("rfc2396")["resolved"], "http://a/b/c/?y");
    assert_eq!(of("rfc1808")["resolved"], "http://a/b/c/d;p?y");
    assert_ne!(of("rfc2396")["answer"], of("rfc1808")["answer"]);
    let same = stdout(&urispec(
        &["verdicts", "--base", "http://a/b/c/d", "g"],
        b"",
    ));
    assert!(
        same.contains("every rule set gives the same outcome"),
        "{same}"
    );
}

/// The verdict table of every example URI the documents print, one snapshot
/// per document.
#[test]
fn verdicts_of_every_printed_example() {
    let mut documents: Vec<&str> = urispec::examples::all().map(|e| e.document).collect();
    documents.sort_unstable();
    documents.dedup();
    for document in documents {
        let mut all = String::new();
        for example in urispec::examples::all().filter(|e| e.document == document) {
            all.push_str(&format!("# {document} {}\n", example.number));
            all.push_str(&stdout(&urispec(&["verdicts", &example.text()], b"")));
        }
        common::with_snapshots("text", || {
            insta::assert_snapshot!(format!("examples-{document}"), all)
        });
    }
}
