//! No resolution and no builder yields another host: the authority every
//! reader after the TBL texts sees (RFC 3986 §3.2, Appendix B) is the one the
//! inputs gave.
//!
//! The property tests run `URISPEC_HOST_CASES` cases each (2,000 by
//! default; FUZZING.md records a long run).

#[allow(dead_code)]
use crate::invariants;

use invariants::appendix_b_authority;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use urispec::resolve::{resolve, resolve_with_warning, ResolveError, Resolved, RuleSet, Rules};
use urispec::rfc2396::{ReferenceParts, SegmentParts, ServerParts, UriReferenceBuf};
use urispec::url::build::{
    BuildError, FtpParts, GopherParts, HttpParts, NewsParts, ProsperoParts, WaisParts, WaisTarget,
};
use urispec::url::{
    FileAddress, FtpAddress, GopherAddress, HttpAddress, MailtoAddress, NewsAddress,
    ProsperoAddress, WaisAddress,
};
use urispec::UrlGrammar;

fn cases() -> u32 {
    std::env::var("URISPEC_HOST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2_000)
}

// ---------------------------------------------------------------------------
// Resolution

/// The repros: the TBL texts' rules climb over, replace or remove the host.
#[test]
fn tbl_rules_refuse_another_host() {
    for (set, base, reference, literal, before, after) in [
        (
            RuleSet::Rfc1630,
            "http://a",
            "@evil.example/x",
            "http://@evil.example/x",
            Some("a"),
            Some("@evil.example"),
        ),
        (
            RuleSet::Rfc1630,
            "http://a",
            "evil.example/x",
            "http://evil.example/x",
            Some("a"),
            Some("evil.example"),
        ),
        (
            RuleSet::UriDraft,
            "http://a/b",
            "../evil.example/x",
            "http://evil.example/x",
            Some("a"),
            Some("evil.example"),
        ),
        (
            RuleSet::UriDraft,
            "http://a/b/c/d;p?q",
            "../../../",
            "http://",
            Some("a"),
            Some(""),
        ),
        (
            RuleSet::UriDraft,
            "http://a/b/c/d;p?q",
            "../../../../g",
            "http:/g",
            Some("a"),
            None,
        ),
        (RuleSet::Rfc1630, "x:/a", ".//g", "x://g", None, Some("g")),
    ] {
        let e = resolve(base, reference, set).unwrap_err();
        let ResolveError::AuthorityChanged {
            base_authority,
            resolved_authority,
            resolved,
            ..
        } = &e
        else {
            panic!("{set}: {base} + {reference}: {e:?}");
        };
        assert_eq!(
            base_authority.as_deref(),
            before,
            "{set}: {base} + {reference}"
        );
        assert_eq!(
            resolved_authority.as_deref(),
            after,
            "{set}: {base} + {reference}"
        );
        assert_eq!(resolved, literal);
        assert_eq!(e.kind(), urispec::error::ResolveErrorKind::StepCannotApply);
        assert!(e.to_string().contains("another host"), "{e}");
        // The literal answer, with the refusal as a warning; the grammar
        // checks still apply (lenient rules give it too).
        for rules in [Rules::new(set).literal(true), Rules::new(set).lenient(true)] {
            let (r, warning) = resolve_with_warning(base, reference, rules).unwrap();
            assert_eq!(r.to_string(), literal, "{set}: {base} + {reference}");
            assert_eq!(warning.as_ref(), Some(&e));
        }
    }
    let literal = Rules::new(RuleSet::Rfc1630).literal(true);
    assert!(matches!(
        resolve("http://a/b", "g h", literal),
        Err(ResolveError::Syntax { .. })
    ));
    // What keeps the host still resolves.
    assert_eq!(
        resolve("http://a/b/c", "../g", RuleSet::UriDraft)
            .unwrap()
            .to_string(),
        "http://a/g"
    );
    assert_eq!(
        resolve("http://a/b", "//evil.example/x", RuleSet::Rfc1630)
            .unwrap()
            .to_string(),
        "http://evil.example/x"
    );
}

const BASES: &[&str] = &[
    "http://a/b/c/d;p?q",
    "http://a",
    "http://a/",
    "http://a/b",
    "http://a:80/b/c/",
    "http://u@a/b/c",
    "magic://a/b/c//d/e/f",
    "x:/a",
    "x:/a/b/c",
    "x:a/b",
    "x:",
    "mailto:a@b",
];

fn reference() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop::sample::select(vec![
            "..",
            ".",
            "/",
            "/",
            "g",
            "evil.example",
            "@",
            ":",
            "?",
            "#",
            ";",
            "//",
            "../",
            "a",
        ]),
        0..8,
    )
    .prop_map(|pieces| pieces.concat())
}

/// For every rule set: a reference with no scheme that does not begin with
/// `//` never changes or removes the base's authority, and against a base
/// without one the result has none, unless the literal switch is given (then
/// the refusal is its warning).
#[test]
fn resolution_keeps_the_authority() {
    let mut runner = TestRunner::new(Config::with_cases(cases()));
    runner
        .run(
            &(prop::sample::select(BASES), reference()),
            |(base, reference)| {
                let has_scheme = reference
                    .find([':', '/', '?', '#'])
                    .is_some_and(|i| reference.as_bytes()[i] == b':');
                if has_scheme || reference.starts_with("//") {
                    return Ok(());
                }
                let before = appendix_b_authority(base);
                for set in RuleSet::ALL {
                    if let Ok(Resolved::Uri(r)) = resolve(base, &reference, set) {
                        prop_assert_eq!(
                            appendix_b_authority(&r),
                            before,
                            "{}: {} + {} -> {}",
                            set,
                            base,
                            reference,
                            r
                        );
                    }
                    let literal = Rules::new(set).literal(true);
                    if let Ok((Resolved::Uri(r), warning)) =
                        resolve_with_warning(base, &reference, literal)
                    {
                        let moved = appendix_b_authority(&r) != before;
                        let warned = matches!(warning, Some(ResolveError::AuthorityChanged { .. }));
                        prop_assert_eq!(
                            moved,
                            warned,
                            "{}: {} + {} -> {}",
                            set,
                            base,
                            reference,
                            r
                        );
                    }
                }
                Ok(())
            },
        )
        .unwrap();
}

// ---------------------------------------------------------------------------
// Builders

/// The repro: RFC 1630's `hostname` admits `@`, every later reader takes
/// what is before it as userinfo.
#[test]
fn builders_refuse_a_host_with_a_delimiter() {
    for grammar in UrlGrammar::ALL {
        for host in ["evil.example@a", "a:1", "a/b", "a?b", "a#b", "[a]", "a\\b"] {
            let parts = HttpParts {
                host,
                port: None,
                path: None,
                search: None,
            };
            let e = HttpAddress::build(grammar, &parts).unwrap_err();
            assert!(
                matches!(e, BuildError::HostHazard { .. }),
                "{grammar}: {host}: {e:?}"
            );
            assert!(e.to_string().contains("another host"), "{e}");
        }
    }
    // RFC 1738's `user` admits `?` unescaped, which ends the authority for
    // every later reader: escaped.
    let parts = FtpParts {
        host: "a",
        port: None,
        user: Some(b"?"),
        password: Some(b"#/"),
        path: &[b"f"],
        ftptype: None,
    };
    let url = FtpAddress::build(UrlGrammar::Rfc1738, &parts).unwrap();
    assert!(url.starts_with("ftp://%3F:%23%2F@a/"), "{url}");
    // A news article's `@` is its own delimiter, and its local part is
    // escaped: still buildable.
    let article = NewsParts::Article {
        local: b"12345@x",
        host: "info.cern.ch",
    };
    assert_eq!(
        NewsAddress::build(UrlGrammar::Rfc1630Url, &article).unwrap(),
        "news:12345@x@info.cern.ch"
    );
    let article = NewsParts::Article {
        local: b"1",
        host: "evil@a",
    };
    assert!(NewsAddress::build(UrlGrammar::Rfc1630Url, &article).is_err());
}

/// How a reader after RFC 1630 reads the authority of a built URL: the RFC
/// 3986 parse (fluent-uri) when it parses; else the Appendix B authority
/// split at its first `@` and at its last (the two conventions in use), which
/// must agree.
fn read_authority(url: &str) -> Option<(Option<Vec<u8>>, String, Option<String>)> {
    if let Ok(uri) = fluent_uri::Uri::parse(url) {
        return uri.authority().map(|a| {
            (
                a.userinfo().map(|u| u.decode().to_bytes().into_owned()),
                a.host().to_owned(),
                a.port().map(|p| p.as_str().to_owned()),
            )
        });
    }
    let authority = appendix_b_authority(url)?;
    let split = |(userinfo, hostport): (Option<&str>, &str)| {
        let (host, port) = match hostport.rsplit_once(':') {
            Some((h, p)) if p.bytes().all(|b| b.is_ascii_digit()) => (h, Some(p.to_owned())),
            _ => (hostport, None),
        };
        (userinfo.map(decode), host.to_owned(), port)
    };
    let first = split(match authority.split_once('@') {
        Some((u, h)) => (Some(u), h),
        None => (None, authority),
    });
    let last = split(match authority.rsplit_once('@') {
        Some((u, h)) => (Some(u), h),
        None => (None, authority),
    });
    // Readers disagreeing is another host for one of them.
    Some(if first == last {
        first
    } else {
        (None, String::from("<ambiguous>"), None)
    })
}

fn decode(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let hex = |c: u8| (c as char).to_digit(16);
        match (
            b[i],
            b.get(i + 1).copied().and_then(hex),
            b.get(i + 2).copied().and_then(hex),
        ) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (c, _, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// A host name, or one with a character slipped in.
fn host() -> impl Strategy<Value = String> {
    let name = "[a-z][a-z0-9-]{0,5}(\\.[a-z][a-z0-9]{0,4}){0,2}";
    prop_oneof![
        name.prop_map(|s| s),
        (
            name,
            prop::sample::select(vec![
                '@', ':', '/', '?', '#', '[', ']', '\\', '%', '+', '$', ',', ';', '=', '&', '!',
                '*', '\'', '(', ')', '~', '_', ' '
            ]),
            name
        )
            .prop_map(|(a, c, b)| format!("{a}{c}{b}")),
        (name, name).prop_map(|(a, b)| format!("{a}@{b}:80")),
    ]
}

fn octets() -> impl Strategy<Value = Vec<u8>> {
    proptest::collection::vec(
        prop_oneof![any::<u8>(), prop::sample::select(b"@:/?#[]\\%".to_vec())],
        1..6,
    )
}

type Expected = (Option<Vec<u8>>, String, Option<String>);

/// Every builder of every edition over random parts: the built URL's
/// authority is exactly the parts' userinfo, host and port, or the builder
/// returns a typed error.
#[test]
fn built_urls_name_the_host_given() {
    let mut runner = TestRunner::new(Config::with_cases(cases()));
    let strategy = (
        prop::sample::select(UrlGrammar::ALL.to_vec()),
        host(),
        any::<Option<u16>>(),
        proptest::option::of(octets()),
        octets(),
    );
    runner
        .run(&strategy, |(grammar, host, port, user, bytes)| {
            let segments: [&[u8]; 1] = [&bytes];
            let port_text = port.map(|p| p.to_string());
            let plain: Expected = (None, host.clone(), port_text.clone());
            let mut built: Vec<(&str, Result<String, String>, Expected)> = vec![
                (
                    "http",
                    HttpAddress::build(
                        grammar,
                        &HttpParts {
                            host: &host,
                            port,
                            path: Some(&segments),
                            search: None,
                        },
                    )
                    .map_err(|e| e.to_string()),
                    plain.clone(),
                ),
                (
                    "gopher",
                    GopherAddress::build(
                        grammar,
                        &GopherParts {
                            host: &host,
                            port,
                            gtype: Some(b'0'),
                            selector: &bytes,
                        },
                    )
                    .map_err(|e| e.to_string()),
                    plain.clone(),
                ),
                (
                    "wais",
                    WaisAddress::build(
                        grammar,
                        &WaisParts {
                            host: &host,
                            port,
                            database: &bytes,
                            target: WaisTarget::Index(None),
                        },
                    )
                    .map_err(|e| e.to_string()),
                    plain.clone(),
                ),
                (
                    "prospero",
                    ProsperoAddress::build(
                        grammar,
                        &ProsperoParts {
                            host: &host,
                            port,
                            hsoname: &segments,
                            version: None,
                            attributes: &[],
                        },
                    )
                    .map_err(|e| e.to_string()),
                    plain.clone(),
                ),
                (
                    "file",
                    FileAddress::build(grammar, Some(&host), &segments).map_err(|e| e.to_string()),
                    (None, host.clone(), None),
                ),
                (
                    "ftp",
                    FtpAddress::build(
                        grammar,
                        &FtpParts {
                            host: &host,
                            port,
                            user: user.as_deref(),
                            password: None,
                            path: &segments,
                            ftptype: None,
                        },
                    )
                    .map_err(|e| e.to_string()),
                    (user.clone(), host.clone(), port_text.clone()),
                ),
            ];
            // No authority: none may appear.
            for (name, url) in [
                (
                    "news",
                    NewsAddress::build(
                        grammar,
                        &NewsParts::Article {
                            local: &bytes,
                            host: &host,
                        },
                    ),
                ),
                ("mailto", MailtoAddress::build(grammar, &bytes, &host)),
            ] {
                if let Ok(url) = url {
                    prop_assert_eq!(
                        appendix_b_authority(&url),
                        None,
                        "{} {}: {}",
                        grammar,
                        name,
                        url
                    );
                }
            }
            if grammar == UrlGrammar::Rfc1630Url {
                let server = ServerParts {
                    userinfo: user.as_deref(),
                    host: &host,
                    port,
                };
                let parts = ReferenceParts {
                    scheme: Some("http"),
                    server: Some(server),
                    segments: &[SegmentParts {
                        name: &bytes,
                        params: &[],
                    }],
                    ..ReferenceParts::default()
                };
                built.push((
                    "rfc2396",
                    UriReferenceBuf::build(&parts)
                        .map(|r| r.as_str().to_owned())
                        .map_err(|e| e.to_string()),
                    (user.clone(), host.clone(), port_text.clone()),
                ));
            }
            for (name, url, expected) in built {
                if let Ok(url) = url {
                    let read = read_authority(&url);
                    prop_assert_eq!(
                        read.as_ref(),
                        Some(&expected),
                        "{} {}: {}",
                        grammar,
                        name,
                        url
                    );
                }
            }
            Ok(())
        })
        .unwrap();
}
