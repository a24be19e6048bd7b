//! Nine everyday tasks, written as a new user of the crate would write them:
//! each in a few lines, with real assertions on the results.

use std::collections::HashMap;
use std::process::Command;

use urispec::error::{ResolveErrorKind, SyntaxErrorKind};
use urispec::resolve::{relativize, resolve, RuleSet};
use urispec::rfc2396::UriReferenceBuf;
use urispec::url::Source;
use urispec::{Grammar, UriLike, UrlGrammar};

type Result = std::result::Result<(), Box<dyn std::error::Error>>;

/// 1. Parse a reference and read its parts.
#[test]
fn parse_parts() -> Result {
    let u = urispec::rfc2396::parse("http://www.w3.org:8080/a/b?q#f")?;
    let u: &dyn UriLike = &u;
    assert_eq!(
        (u.scheme(), u.host(), u.port_number()),
        (Some("http"), Some("www.w3.org"), Some(Ok(8080)))
    );
    assert_eq!(
        (u.path(), u.query(), u.fragment()),
        (Some("/a/b"), Some("q"), Some("f"))
    );
    Ok(())
}

/// 2. Handle a bad input by what kind of failure it is, not by message.
#[test]
fn bad_input_by_kind() {
    let kind = |s| urispec::rfc2396::parse(s).map(drop).map_err(|e| e.kind());
    assert_eq!(kind("http://a/%zz"), Err(SyntaxErrorKind::MalformedEscape));
    assert_eq!(kind("http://a b/"), Err(SyntaxErrorKind::LeftOver));
    let e = urispec::rfc2396::parse("http://a b/").unwrap_err();
    assert_eq!((e.offset(), e.found()), (8, Some(' ')));
}

/// 3. Resolve a link against its page, and find the shortest link back.
#[test]
fn resolve_and_relativize() -> Result {
    let base = "http://a/b/c/d;p?q";
    assert_eq!(
        resolve(base, "../g?y", RuleSet::Rfc2396)?.to_string(),
        "http://a/b/g?y"
    );
    assert_eq!(
        relativize(base, "http://a/b/g?y", RuleSet::Rfc2396)?,
        "../g?y"
    );
    let e = resolve("mailto:a@b", "g", RuleSet::Rfc2396).unwrap_err();
    assert_eq!(e.kind(), ResolveErrorKind::BaseNotHierarchical);
    Ok(())
}

/// 4. A historic scheme, typed, and the defaults it leaves out with where
///    they come from.
#[test]
fn historic_schemes_and_defaults() -> Result {
    let g = urispec::url::parse(
        UrlGrammar::Rfc1630Url,
        "gopher://spinaltap.micro.umn.edu/00/Weather",
    )?;
    assert_eq!(g.kind().name(), "gopheraddress");
    let port = g.default_port().ok_or("gopher has a default port")?;
    assert!(
        port.value == 70
            && matches!(port.source, Source::Later(doc) if doc.starts_with("RFC 1738"))
    );
    assert_eq!(g.default_gtype().map(|d| d.value), Some(b'1'));
    let http = urispec::url::parse(UrlGrammar::Rfc1630Url, "http://info.cern.ch/")?;
    assert_eq!(
        http.default_port().map(|d| d.source),
        Some(Source::Edition("RFC 1630, \"HTTP\""))
    );
    Ok(())
}

/// 5. Decode a component, and encode a name for a production.
#[test]
fn decode_and_encode() -> Result {
    assert_eq!(
        urispec::escape::decode_text("caf%C3%A9%20au%20lait")?,
        "café au lait"
    );
    assert_eq!(
        urispec::escape::encode(Grammar::Rfc2396, "rel_segment", b"a b/c")?,
        "a%20b%2Fc"
    );
    assert!(urispec::escape::decode_text("100%").is_err());
    Ok(())
}

/// 6. Owned references as map keys, looked up with a plain `&str`.
#[test]
fn owned_forms_in_a_hash_map() -> Result {
    let mut visits: HashMap<UriReferenceBuf, u32> = HashMap::new();
    for link in ["http://a/b", "http://a/c", "http://a/b"] {
        *visits.entry(link.parse()?).or_default() += 1;
    }
    assert_eq!(
        (
            visits.get("http://a/b"),
            visits.get("http://a/c"),
            visits.get("x")
        ),
        (Some(&2), Some(&1), None)
    );
    Ok(())
}

/// 7. A struct holding references goes to JSON and back; a bad reference
///    fails with the syntax error.
#[test]
fn serde_round_trip() -> Result {
    #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
    struct Bookmark {
        href: UriReferenceBuf,
        tags: Vec<String>,
    }
    let b = Bookmark {
        href: "http://a/b?q".parse()?,
        tags: vec!["web".into()],
    };
    let json = serde_json::to_string(&b)?;
    assert_eq!(json, r#"{"href":"http://a/b?q","tags":["web"]}"#);
    assert_eq!(serde_json::from_str::<Bookmark>(&json)?, b);
    let e = serde_json::from_str::<Bookmark>(r#"{"href":"http://a/%zz","tags":[]}"#).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("rfc2396: expected `escaped` at byte 9"),
        "{e}"
    );
    Ok(())
}

/// 8. Validate a batch of lines, keeping the rejected ones with the offset.
#[test]
fn batch_validation() {
    let lines = "http://a/b\nhttp://a b/\nftp://x/y\nnews:1%zz@c\n";
    let bad: Vec<(usize, usize)> = (lines.lines().enumerate())
        .filter_map(|(i, l)| {
            urispec::rfc2396::parse(l)
                .err()
                .map(|e| (i + 1, e.offset()))
        })
        .collect();
    assert_eq!(bad, [(2, 8), (4, 6)]);
}

/// 9. Run the command line with `--json` and read its record.
#[test]
fn cli_json() -> Result {
    let out = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .args(["parse", "--json", "http://a b/"])
        .output()?;
    let record: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    assert_eq!(
        (
            record["valid"].as_bool(),
            record["error"]["offset"].as_u64()
        ),
        (Some(false), Some(8))
    );
    assert_eq!(
        record["error"]["literals"],
        serde_json::json!(["#", "/", ":", ";", "?", "@"])
    );
    assert_eq!(
        record["error"]["productions"],
        serde_json::json!(["net_path", "abs_path"])
    );
    Ok(())
}
