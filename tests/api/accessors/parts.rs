//! The named parts (`src/syntax/<family>/parts.rs`, `urispec::Parts`): each
//! family's `Parts::of`, `Parsed::parts`, `Parts::absent`, `Parts::scheme`,
//! and the methods of the URL parts only some editions have.

use urispec::{parse, url, Edition, Parsed, PartValue, Parts, UrlGrammar};

/// `Parsed::parts` gives each family's `Parts::of`, and `Parts::scheme` its
/// scheme.
#[test]
fn parsed_parts_is_the_family_parts_of() -> Result<(), urispec::SyntaxError> {
    for edition in Edition::ALL {
        let input = "http://a/b?c";
        let parsed = parse(edition, input)?;
        let parts = parsed.parts();
        assert_eq!(parts.scheme(), Some("http"), "{edition}");
        let expected = match &parsed {
            Parsed::Generic(fa) => Parts::Generic(urispec::generic::Parts::of(fa)),
            Parsed::Url(u) => Parts::Url(Box::new(url::Parts::of(u))),
            Parsed::Rfc1808(u) => Parts::Rfc1808(urispec::rfc1808::Parts::of(u)),
            Parsed::Rfc2396(r) => Parts::Rfc2396(urispec::rfc2396::Parts::of(r)),
            Parsed::Rfc3986(r) => Parts::Rfc3986(urispec::rfc3986::Parts::of(r)),
        };
        assert_eq!(parts, expected, "{edition}");
    }
    let relative = parse(Edition::Rfc3986, "//a/b")?.parts();
    assert_eq!(relative.scheme(), None);
    Ok(())
}

/// `generic::Parts::of`: the path is all of `//host/p`; no search, no words.
#[test]
fn generic_parts_of() -> Result<(), urispec::SyntaxError> {
    let fa = urispec::uri_draft::parse("x:a b/c")?;
    let p = urispec::generic::Parts::of(&fa);
    assert_eq!((p.scheme, p.path), (Some("x"), Some("a b/c")));
    assert_eq!(p.segments, Some(vec!["a b", "c"]));
    assert_eq!((p.search, p.search_words, p.fragment), (None, None, None));
    Ok(())
}

/// `rfc1808::Parts::of`: an `absoluteURL` that is no `generic-RL` (its
/// `net_loc` would hold a void segment) has an `opaque` part and no path.
#[test]
fn rfc1808_parts_of() -> Result<(), urispec::SyntaxError> {
    let u = urispec::rfc1808::parse("mailto://a//b")?;
    let p = urispec::rfc1808::Parts::of(&u);
    assert_eq!(
        (p.scheme, p.opaque, p.path, p.net_loc),
        (Some("mailto"), Some("//a//b"), None, None)
    );
    let u = urispec::rfc1808::parse("g;x?y#s")?;
    let p = urispec::rfc1808::Parts::of(&u);
    assert_eq!(
        (p.path, p.params, p.query, p.fragment),
        (Some("g"), Some("x"), Some("y"), Some("s"))
    );
    Ok(())
}

/// `rfc2396::Parts::of`: an opaque URI has its `opaque_part` and no path; a
/// hierarchical reference without one has the empty path.
#[test]
fn rfc2396_parts_of() -> Result<(), urispec::SyntaxError> {
    let r = urispec::rfc2396::parse("mailto:mduerst@ifi.unizh.ch")?;
    let p = urispec::rfc2396::Parts::of(&r);
    assert_eq!(
        (p.opaque_part, p.path),
        (Some("mduerst@ifi.unizh.ch"), None)
    );
    assert_eq!(
        (p.authority, p.host, p.port, p.userinfo),
        (None, None, None, None)
    );
    let p = urispec::rfc2396::Parts::of(&urispec::rfc2396::parse("#f")?);
    assert_eq!((p.path, p.fragment), (Some(""), Some("f")));
    Ok(())
}

/// `rfc3986::Parts::of`: an empty path is there, with its kind.
#[test]
fn rfc3986_parts_of() -> Result<(), urispec::SyntaxError> {
    let r = urispec::rfc3986::parse("?q")?;
    let p = urispec::rfc3986::Parts::of(&r);
    assert_eq!(
        (p.path, p.path_kind, p.query),
        (Some(""), Some("path-empty"), Some("q"))
    );
    let r = urispec::rfc3986::parse("http://10.0.0.1:/")?;
    let p = urispec::rfc3986::Parts::of(&r);
    assert_eq!(
        (p.host, p.host_kind, p.port),
        (Some("10.0.0.1"), Some("IPv4address"), Some(""))
    );
    Ok(())
}

/// `Parts::absent` and `url::Parts::absent`: every part `None`; a URL
/// edition keeps exactly the keys of the productions its grammar has.
#[test]
fn parts_absent() {
    for edition in Edition::ALL {
        let parts = Parts::absent(edition);
        assert_eq!(parts.scheme(), None, "{edition}");
        let json = serde_json::to_value(&parts).unwrap();
        let keys = json.as_object().unwrap();
        assert!(keys.values().all(|v| v.is_null()), "{edition}: {json}");
        if let Parts::Url(p) = &parts {
            for key in [
                "ftptype",
                "gcommand",
                "selector",
                "addr-spec",
                "gopher+_string",
            ] {
                assert_eq!(
                    keys.contains_key(key),
                    edition.production(key).is_some(),
                    "{edition}: {key}"
                );
            }
            assert_eq!((p.ftptype(), p.selector()), (None, None));
        }
    }
    let rfc1738 = url::Parts::absent(UrlGrammar::Rfc1738);
    assert_eq!(
        Parts::Url(Box::new(rfc1738)),
        Parts::absent(Edition::Rfc1738)
    );
}

/// The methods of the URL parts only some editions have: the part where the
/// edition's production gives it, `None` elsewhere.
#[test]
fn url_edition_parts() -> Result<(), urispec::SyntaxError> {
    let of = |grammar, input| url::parse(grammar, input).map(|p| url::Parts::of(&p));

    let ftp = of(UrlGrammar::Rfc1630Url, "ftp://me:pw@h:21/pub/a;type=I")?;
    assert_eq!(
        (ftp.user, ftp.password, ftp.path),
        (Some("me"), Some("pw"), Some("pub/a"))
    );
    assert_eq!(ftp.ftptype(), Some("I"));
    assert_eq!(
        of(UrlGrammar::Rfc1738, "ftp://h/a;type=d")?.ftptype(),
        Some("d")
    );

    let gopher = of(UrlGrammar::UrlDraft03, "gopher://h/0sel")?;
    assert_eq!((gopher.gtype, gopher.gcommand()), (Some("0"), Some("sel")));
    assert_eq!(gopher.selector(), None);
    let gopher = of(UrlGrammar::UrlDraft02, "gopher://h/0sel")?;
    assert_eq!((gopher.selector(), gopher.gcommand()), (Some("sel"), None));
    let gopher = of(UrlGrammar::Rfc1738, "gopher://h/0sel%09srch%09plus")?;
    assert_eq!(
        (gopher.selector(), gopher.search),
        (Some("sel"), Some("srch"))
    );
    assert_eq!(gopher.gopher_plus_string(), Some("plus"));

    assert_eq!(
        of(UrlGrammar::Rfc1630Url, "mid:a@b")?.addr_spec(),
        Some("a@b")
    );
    let cid = of(UrlGrammar::Rfc1630Url, "cid:x@y")?;
    assert_eq!(cid.content_identifier(), Some("x@y"));

    let other = of(UrlGrammar::UrlDraft03, "x-fax:5551234")?;
    assert_eq!(
        (other.kind, other.schemestring()),
        (Some("otherurl"), Some("5551234"))
    );
    assert_eq!(other.schemepart(), None, "url-draft-03 has no `schemepart`");
    let other = of(UrlGrammar::Rfc1738, "x-fax:5551234")?;
    assert_eq!(
        (other.schemepart(), other.schemestring()),
        (Some("5551234"), None)
    );

    let mailto = of(UrlGrammar::Rfc1738, "mailto:a@b")?;
    assert_eq!(
        (mailto.encoded822addr(), mailto.xalphas),
        (Some("a@b"), None)
    );
    let mailto = of(UrlGrammar::Rfc1630Url, "mailto:a@b")?;
    assert_eq!(
        (mailto.encoded822addr(), mailto.xalphas, mailto.host),
        (None, Some("a"), Some("b"))
    );

    let prospero = of(UrlGrammar::Rfc1738, "prospero://h/p;a=b")?;
    assert_eq!(
        (prospero.hsoname, prospero.fieldspec()),
        (Some("p"), Some(";a=b"))
    );
    Ok(())
}

/// The serialized URL parts: a key the edition has no production for is
/// left out, one the input lacks is `null`.
#[test]
fn url_parts_serialize_by_edition() -> Result<(), urispec::SyntaxError> {
    let draft02 = url::parse(UrlGrammar::UrlDraft02, "gopher://h/0sel")?;
    let json = serde_json::to_value(url::Parts::of(&draft02)).unwrap();
    assert_eq!(json["selector"], "sel");
    assert!(json.get("gcommand").is_none() && json.get("ftptype").is_none());
    let draft03 = url::parse(UrlGrammar::UrlDraft03, "gopher://h/0sel")?;
    let json = serde_json::to_value(url::Parts::of(&draft03)).unwrap();
    assert_eq!(
        (&json["gcommand"], &json["ftptype"]),
        (&"sel".into(), &serde_json::Value::Null)
    );
    assert!(json.get("selector").is_none());
    Ok(())
}

/// `Parts::for_each` visits the keys and values the parts serialize as (the
/// `urispec check --json` record's), in the same order, and
/// `Parsed::for_each_part` the same as `Parsed::parts` then `for_each`:
/// under every edition, on every line of the corpora (`../shared/corpus/`)
/// the edition accepts and on the parts of a rejected input.
#[test]
fn for_each_is_the_serialized_record() {
    /// The JSON object `for_each` visits, written key by key.
    fn visited(visit: impl FnOnce(&mut dyn FnMut(&'static str, PartValue<'_, '_>))) -> String {
        let mut out = Vec::new();
        visit(&mut |key, value| {
            let value = match value {
                PartValue::Text(t) => serde_json::to_string(&t),
                PartValue::Flag(b) => serde_json::to_string(&b),
                PartValue::List(l) => serde_json::to_string(&l),
            };
            out.push(format!(
                "{}:{}",
                serde_json::to_string(key).unwrap(),
                value.unwrap()
            ));
        });
        format!("{{{}}}", out.join(","))
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus");
    let mut lines = Vec::new();
    for name in ["urls.txt", "historic.txt", "schemes.txt"] {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        lines.extend(text.lines().step_by(7).map(str::to_owned));
    }
    assert!(lines.len() > 1000, "{}", lines.len());
    let mut accepted = 0;
    for edition in Edition::ALL {
        let absent = Parts::absent(edition);
        let json = serde_json::to_string(&absent).unwrap();
        assert_eq!(visited(|f| absent.for_each(f)), json, "{edition}");
        for line in &lines {
            let Ok(parsed) = parse(edition, line) else {
                continue;
            };
            accepted += 1;
            let json = serde_json::to_string(&parsed.parts()).unwrap();
            assert_eq!(
                visited(|f| parsed.parts().for_each(f)),
                json,
                "{edition} {line}"
            );
            assert_eq!(
                visited(|f| parsed.for_each_part(f)),
                json,
                "{edition} {line}"
            );
        }
    }
    assert!(accepted > 10_000, "{accepted}");
}
