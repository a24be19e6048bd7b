//! The acceptance checks, run through the built `urispec` binary.

use crate::run;

use serde_json::{json, Value};

fn parse_json(spec: &str, uri: &str) -> Value {
    parse_json_with(&["--spec", spec], uri)
}

/// The one record of `urispec parse --json ARGS URI`.
fn parse_json_with(args: &[&str], uri: &str) -> Value {
    let mut all = vec!["parse", "--json"];
    all.extend_from_slice(args);
    all.push(uri);
    let records = run::json_lines(&run::urispec(&all, b""));
    assert_eq!(records.len(), 1, "{all:?}");
    records[0].clone()
}

/// The acceptance inputs and the parts their records hold (`null`:
/// the part is absent).
fn acceptance() -> Vec<(&'static str, &'static str, Value)> {
    vec![
        (
            "rfc1630-url",
            "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
            json!({"valid": true, "kind": "gopheraddress", "gtype": "0",
                   "gcommand": "0/Weather/California/Los%20Angeles", "port": null}),
        ),
        (
            "url-draft-03",
            "URL:ftp://anonymous:me@ftp.is.co.za/rfc/rfc1808.txt;type=I",
            json!({"prefixed": true, "kind": "ftpaddress", "user": "anonymous",
                   "password": "me", "ftptype": "I", "host": "ftp.is.co.za"}),
        ),
        (
            "rfc1630-url",
            "news:*",
            json!({"groupart": "*", "group": null}),
        ),
        (
            "rfc1630-url",
            "news:comp.infosystems.www",
            json!({"group": "comp.infosystems.www", "article": null}),
        ),
        (
            "rfc1630-url",
            "news:12345@info.cern.ch",
            json!({"article": "12345@info.cern.ch", "group": null}),
        ),
        (
            "rfc1630-url",
            "mailto:timbl@info.cern.ch",
            json!({"valid": true, "kind": "mailtoaddress", "xalphas": "timbl",
                   "host": "info.cern.ch"}),
        ),
        (
            "rfc1630-url",
            "telnet://user:pw@host.example.org:23",
            json!({"valid": true, "kind": "telnetaddress", "user": "user", "password": "pw",
                   "host": "host.example.org", "port": "23"}),
        ),
    ]
}

#[test]
fn url_acceptance_records() {
    for (spec, uri, parts) in acceptance() {
        let v = parse_json(spec, uri);
        for (key, expected) in parts.as_object().expect("an object") {
            assert_eq!(&v[key], expected, "{spec} {uri}: {key}");
        }
    }
}

#[test]
fn generic_kind_for_unnamed_schemes() {
    for spec in ["rfc1630-url", "url-draft-02"] {
        let v = parse_json(spec, "x-foo:bar?baz");
        assert_eq!(v["kind"], "generic", "{spec}");
        assert_eq!(v["scheme"], "x-foo");
        assert_eq!(v["path"], "bar");
        assert_eq!(v["search"], "baz");
        assert!(v.get("schemestring").is_none(), "{spec}");
    }
    // url-draft-03 prints no generic production: its `otherurl` keeps the
    // string after the scheme whole.
    let v = parse_json("url-draft-03", "x-foo:bar?baz");
    assert_eq!(v["kind"], "otherurl");
    assert_eq!(v["scheme"], "x-foo");
    assert_eq!(v["schemestring"], "bar?baz");
    assert_eq!(v["path"], Value::Null);
}

/// `--scheme-case insensitive` reads `HTTP` as `http` under every URL edition.
#[test]
fn scheme_case_flag() {
    for spec in ["rfc1630-url", "url-draft-02", "url-draft-03"] {
        for uri in ["HTTP://host/x", "HTTP://host:80/x"] {
            let v = parse_json_with(&["--spec", spec, "--scheme-case", "insensitive"], uri);
            assert_eq!(v["kind"], "httpaddress", "{spec} {uri}");
            assert_eq!(v["scheme"], "HTTP");
        }
    }
}
