//! The acceptance checks, run through the built `urispec` binary.

use serde_json::Value;

fn parse_json(spec: &str, uri: &str) -> Value {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(["parse", "--spec", spec, "--json", uri])
        .output()
        .expect("the binary runs");
    let line = String::from_utf8(out.stdout).expect("UTF-8 output");
    serde_json::from_str(line.trim()).unwrap_or_else(|e| panic!("{e}: {line}"))
}

#[test]
fn rfc1630_url_gopher_acceptance() {
    let v = parse_json(
        "rfc1630-url",
        "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
    );
    assert_eq!(v["valid"], true);
    assert_eq!(v["kind"], "gopheraddress");
    assert_eq!(v["gtype"], "0");
    assert_eq!(v["gcommand"], "0/Weather/California/Los%20Angeles");
    assert_eq!(v["port"], Value::Null);
}

#[test]
fn url_draft_03_prefixed_ftp_acceptance() {
    let v = parse_json(
        "url-draft-03",
        "URL:ftp://anonymous:me@ftp.is.co.za/rfc/rfc1808.txt;type=I",
    );
    assert_eq!(v["prefixed"], true);
    assert_eq!(v["kind"], "ftpaddress");
    assert_eq!(v["user"], "anonymous");
    assert_eq!(v["password"], "me");
    assert_eq!(v["ftptype"], "I");
    assert_eq!(v["host"], "ftp.is.co.za");
}

#[test]
fn news_groupart_group_article_acceptance() {
    let v = parse_json("rfc1630-url", "news:*");
    assert_eq!(
        (v["groupart"].as_str(), v["group"].as_str()),
        (Some("*"), None)
    );
    let v = parse_json("rfc1630-url", "news:comp.infosystems.www");
    assert_eq!(v["group"], "comp.infosystems.www");
    assert_eq!(v["article"], Value::Null);
    let v = parse_json("rfc1630-url", "news:12345@info.cern.ch");
    assert_eq!(v["article"], "12345@info.cern.ch");
    assert_eq!(v["group"], Value::Null);
}

#[test]
fn mailto_and_telnet_acceptance() {
    let v = parse_json("rfc1630-url", "mailto:timbl@info.cern.ch");
    assert_eq!(v["valid"], true);
    assert_eq!(v["kind"], "mailtoaddress");
    assert_eq!(v["xalphas"], "timbl");
    assert_eq!(v["host"], "info.cern.ch");
    let v = parse_json("rfc1630-url", "telnet://user:pw@host.example.org:23");
    assert_eq!(v["valid"], true);
    assert_eq!(v["kind"], "telnetaddress");
    assert_eq!(v["user"], "user");
    assert_eq!(v["password"], "pw");
    assert_eq!(v["host"], "host.example.org");
    assert_eq!(v["port"], "23");
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
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_urispec"))
                .args([
                    "parse",
                    "--spec",
                    spec,
                    "--json",
                    "--scheme-case",
                    "insensitive",
                    uri,
                ])
                .output()
                .expect("the binary runs");
            let v: Value = serde_json::from_slice(&out.stdout).unwrap();
            assert_eq!(v["kind"], "httpaddress", "{spec} {uri}");
            assert_eq!(v["scheme"], "HTTP");
        }
    }
}
