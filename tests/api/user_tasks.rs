//! Ten everyday tasks, written as a new user of the crate would write them
//! from its docs: each in a few statements, with real assertions on the
//! results.

use std::collections::HashMap;

use urispec::check::Checker;
use urispec::compare::equivalent;
use urispec::productions::rfc2396;
use urispec::resolve::{relativize, resolve, RuleSet};
use urispec::rfc2396::UriReferenceBuf;
use urispec::url::Document;
use urispec::{text, Edition, ResolveErrorKind, SyntaxErrorKind, UriLike, UrlGrammar};

type Result = std::result::Result<(), Box<dyn std::error::Error>>;

/// 1. Parse a reference and read its parts.
#[test]
fn parse_parts() -> Result {
    let u = urispec::rfc2396::parse("http://www.w3.org:8080/a/b?q#f")?;
    assert_eq!(
        (
            u.scheme_str(),
            u.host_str(),
            u.port_number()?,
            u.path_str(),
            u.query_str(),
            u.fragment_str()
        ),
        (
            Some("http"),
            Some("www.w3.org"),
            Some(8080),
            Some("/a/b"),
            Some("q"),
            Some("f")
        )
    );
    Ok(())
}

/// 2. Handle a bad input by what kind of failure it is, not by message.
#[test]
fn bad_input_by_kind() {
    let e = urispec::rfc2396::parse("http://a b/").unwrap_err();
    assert_eq!(
        (e.kind(), e.offset(), e.found()),
        (SyntaxErrorKind::LeftOver, 8, Some(' '))
    );
    assert_eq!(
        urispec::rfc2396::parse("http://a/%zz").unwrap_err().kind(),
        SyntaxErrorKind::MalformedEscape
    );
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
    assert_eq!(
        resolve("mailto:a@b", "g", RuleSet::Rfc2396)
            .unwrap_err()
            .kind(),
        ResolveErrorKind::BaseNotHierarchical
    );
    Ok(())
}

/// 4. A gopher URL's typed parts, and the default port it leaves out with
///    the document that gives it (RFC 1738, later than RFC 1630).
#[test]
fn gopher_parts_and_defaults() -> Result {
    let p = urispec::url::parse(
        UrlGrammar::Rfc1630Url,
        "gopher://spinaltap.micro.umn.edu/00/Weather",
    )?;
    let g = p.url().as_gopher().ok_or("a gopheraddress")?;
    assert_eq!(
        (
            g.gtype().map(|t| t.as_str()),
            g.gcommand().map(|c| c.as_str()),
            p.default_port().map(|d| (d.value, d.source.document())),
        ),
        (
            Some("0"),
            Some("0/Weather"),
            Some((70, Document::Edition(Edition::Rfc1738)))
        )
    );
    Ok(())
}

/// 5. Decode a component, and encode a name for a production.
#[test]
fn decode_and_encode() -> Result {
    assert_eq!(
        urispec::escape::decode_utf8("caf%C3%A9%20au%20lait")?,
        "café au lait"
    );
    assert_eq!(
        urispec::escape::encode(rfc2396::REL_SEGMENT, b"a b/c")?,
        "a%20b%2Fc"
    );
    assert!(urispec::escape::decode_utf8("100%").is_err());
    Ok(())
}

/// 6. Two spellings of one URI are equivalent under an edition's rules
///    ("at the same encoding level"), another path is not.
#[test]
fn equivalence() -> Result {
    let same = |other| {
        equivalent(
            Edition::Rfc1630,
            "http://www.w3.org/albert/bertram/marie-claude",
            other,
        )
    };
    assert_eq!(
        (
            same("http://www.w3.org/albert/bertram/marie%2Dclaude")?,
            same("http://www.w3.org/albert/bertram%2Fmarie-claude")?
        ),
        (true, false)
    );
    Ok(())
}

/// 7. Owned references as map keys, looked up with a plain `&str`.
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

/// 8. A struct holding references goes to JSON and back; a bad reference
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
    assert_eq!(
        (json.as_str(), serde_json::from_str::<Bookmark>(&json)?),
        (r#"{"href":"http://a/b?q","tags":["web"]}"#, b)
    );
    assert!(
        serde_json::from_str::<Bookmark>(r#"{"href":"http://a/%zz","tags":[]}"#).is_err_and(|e| e
            .to_string()
            .starts_with("rfc2396: expected `escaped` at byte 9"))
    );
    Ok(())
}

/// 9. Validate a file of URIs, one per line, keeping the rejected lines with
///    their offsets.
#[test]
fn validate_a_file() -> Result {
    let errors = Checker::new(Edition::Rfc2396)
        .records("http://a/b\nhttp://a b/\nftp://x/y\nnews:1%zz@c\n".as_bytes())
        .map(|record| record.map(|r| r.error().map(|e| (r.line, e.offset()))))
        .collect::<std::result::Result<Vec<_>, _>>()?;
    assert_eq!(
        errors.into_iter().flatten().collect::<Vec<_>>(),
        [(2, 8), (4, 6)]
    );
    Ok(())
}

/// 10. Find the URIs in a text, out of the wrappers the documents recommend.
#[test]
fn find_uris_in_text() {
    let uris: Vec<String> = text::find_in(
        "See <URL:ftp://info.cern.ch/pub/www/doc/\n  url-spec.txt> or http://info.cern.ch/.",
        Edition::Rfc2396,
    )
    .map(|f| f.uri().to_owned())
    .collect();
    assert_eq!(
        uris,
        [
            "ftp://info.cern.ch/pub/www/doc/url-spec.txt",
            "http://info.cern.ch/"
        ]
    );
}

/// The ten tasks above take at most 36 statements in all, counted as a
/// reader counts them: each statement of a task's body, its final
/// expression included (items such as a struct declared inside are not
/// statements of the task).
#[test]
fn the_ten_tasks_take_at_most_36_statements() {
    let file = syn::parse_file(include_str!("user_tasks.rs")).expect("this file parses");
    let counts: Vec<(String, usize)> = file
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Fn(f) if f.sig.ident != "the_ten_tasks_take_at_most_36_statements" => {
                Some(f)
            }
            _ => None,
        })
        .filter(|f| f.attrs.iter().any(|a| a.path().is_ident("test")))
        .map(|f| {
            let statements = f
                .block
                .stmts
                .iter()
                .filter(|s| !matches!(s, syn::Stmt::Item(_)))
                .count();
            (f.sig.ident.to_string(), statements)
        })
        .collect();
    assert_eq!(counts.len(), 10, "{counts:?}");
    let total: usize = counts.iter().map(|(_, n)| n).sum();
    assert!(total <= 36, "{total} statements: {counts:?}");
}
