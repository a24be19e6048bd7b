//! The hand-written accessors of the operations (`check`, `compare`, `error`, `escape`, `grammar`, `resolve`): the examples that were their doc
//! tests, one test each.

/// The examples that were the doc tests of accessors in `src/check.rs`.
mod check {
    /// `Checker::map`.
    #[test]
    fn checker_map() -> Result<(), urispec::check::Error> {
        use urispec::check::{Checker, Outcome};
        use urispec::{Edition, Parsed};

        // The host of every line that parses under RFC 2396, None otherwise.
        let hosts: Vec<Option<String>> = Checker::new(Edition::Rfc2396)
            .map(
                "http://a.example/x\nmailto:x@y\n%\n".as_bytes(),
                |_, outcome| match outcome {
                    Outcome::Parsed(Parsed::Rfc2396(uri)) => {
                        uri.host().map(|h| h.as_str().to_owned())
                    }
                    _ => None,
                },
            )
            .collect::<Result<_, _>>()?;
        assert_eq!(hosts, [Some("a.example".to_owned()), None, None]);
        Ok::<(), urispec::check::Error>(())
    }

    /// `Checker::batches`.
    #[test]
    fn checker_batches() -> Result<(), urispec::check::Error> {
        use urispec::check::Checker;
        use urispec::Edition;

        let list = "http://a/\n%\nnews:*\n".repeat(10_000);
        let mut valid = 0;
        for count in Checker::new(Edition::Rfc2396)
            .batches(list.as_bytes(), |n: &mut usize, _, outcome| {
                *n += usize::from(outcome.is_valid())
            })
        {
            valid += count?;
        }
        assert_eq!(valid, 20_000);
        Ok::<(), urispec::check::Error>(())
    }
}

/// The examples that were the doc tests of accessors in `src/compare.rs`.
mod compare {
    /// `generic::Fragmentaddress::normal_form`.
    #[test]
    fn generic_fragmentaddress_normal_form() -> Result<(), urispec::SyntaxError> {
        let fa = urispec::rfc1630::parse("http://info.cern.ch/albert/bertram/marie%2dclaude%2f")?;
        assert_eq!(
            fa.normal_form(),
            "http://info.cern.ch/albert/bertram/marie-claude%2F"
        );
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `url::ParsedUrl::normal_form`.
    #[test]
    fn url_parsed_url_normal_form() -> Result<(), urispec::SyntaxError> {
        let u = urispec::url::parse(
            urispec::UrlGrammar::Rfc1630Url,
            "URL:http://info.cern.ch:80/a%2Db",
        )?;
        assert_eq!(u.normal_form(), "http://info.cern.ch/a-b");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `rfc2396::UriReference::normal_form`.
    #[test]
    fn rfc2396_uri_reference_normal_form() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("HTTP://www.XEROX.com:80/a%7eb%2f")?;
        assert_eq!(r.normal_form(), "http://www.xerox.com/a~b%2F");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `rfc1808::Url::normal_form`.
    #[test]
    fn rfc1808_url_normal_form() -> Result<(), urispec::SyntaxError> {
        let u = urispec::rfc1808::parse("HTTP://A/b%2dc;%7e?%2f")?;
        assert_eq!(u.normal_form(), "http://A/b-c;%7E?%2F");
        let u = urispec::rfc1808::parse("th%69s:that")?;
        assert_eq!(u.normal_form(), "th%69s:that");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `rfc3986::UriReference::normal_form`.
    #[test]
    fn rfc3986_uri_reference_normal_form() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")?;
        assert_eq!(r.normal_form(), "example://a/b/c/%7Bfoo%7D");
        let r = urispec::rfc3986::parse("HTTP://[2001:DB8::7]:80/a%7eb%2f")?;
        assert_eq!(r.normal_form(), "http://[2001:db8::7]/a~b%2F");
        assert_eq!(
            urispec::rfc3986::parse("../a/./b")?.normal_form(),
            "../a/./b"
        );
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/error.rs`.
mod error {
    /// `Expected::name`.
    #[test]
    fn expected_name() {
        use urispec::Expected;
        let e = urispec::rfc2396::parse("http://a b/").unwrap_err();
        let names: Vec<_> = e.expected().iter().map(Expected::name).collect();
        assert_eq!(
            names,
            [
                "net_path",
                "abs_path",
                "#",
                "/",
                ":",
                ";",
                "?",
                "@",
                "end of input"
            ]
        );
        assert!(matches!(e.expected()[2], Expected::Literal("#")));
    }

    /// `SyntaxError::shared_expected`: the list of a dead end is one slice
    /// for every error that stops there, and the error's own list; an
    /// error the explaining parser made has its own.
    #[test]
    fn syntax_error_shared_expected() {
        use urispec::Edition;
        let error = |spec, input| urispec::parse(spec, input).unwrap_err();
        let (a, b) = (
            error(Edition::Rfc2396, "http://a b/"),
            error(Edition::Rfc2396, "http://c d/"),
        );
        let (shared_a, shared_b) = (a.shared_expected().unwrap(), b.shared_expected().unwrap());
        assert!(std::ptr::eq(shared_a, shared_b));
        assert_eq!(shared_a, a.expected());
        // Another dead end, another list.
        let c = error(Edition::Rfc2396, "http:");
        assert!(!std::ptr::eq(c.shared_expected().unwrap(), shared_a));
        // A malformed escape's list is one per edition.
        let (d, e) = (
            error(Edition::Rfc2396, "%zz"),
            error(Edition::Rfc2396, "http://a/%z"),
        );
        assert!(std::ptr::eq(
            d.shared_expected().unwrap(),
            e.shared_expected().unwrap()
        ));
        assert_eq!(d.shared_expected().unwrap(), d.expected());
        // Where a negative lookahead stops a parse (`generic`'s, over
        // `HTTP:`), pest's furthest failure is not where the automaton dies:
        // the explaining parser explains it, and the list is the error's own.
        let f = error(Edition::Rfc1630Url, "HTTP://a/b");
        assert_eq!(f.shared_expected(), None);
        assert!(!f.expected().is_empty());
        // url-draft-02 and rfc1630-url take it from a witnessed dead end.
        let g = error(Edition::UrlDraft02, "http://a/<b>");
        assert_eq!(g.shared_expected().unwrap(), g.expected());
        let h = error(Edition::Rfc1630Url, "http://a/<b>");
        assert_eq!(h.shared_expected().unwrap(), h.expected());
    }

    /// `SyntaxError::render`.
    #[test]
    fn syntax_error_render() {
        let input = format!("http://a/{}%zz", "b".repeat(1_000_000));
        let frame = urispec::rfc2396::parse(&input).unwrap_err().render(&input);
        assert!(frame.len() < 400);
        assert!(frame.contains(&format!("  | …{}%zz\n", "b".repeat(40))));
    }
}

/// The examples that were the doc tests of accessors in `src/error/kind.rs`.
mod error_kind {
    /// `SyntaxErrorKind::name`.
    #[test]
    fn syntax_error_kind_name() {
        assert_eq!(
            urispec::error::SyntaxErrorKind::EndedEarly.name(),
            "ended early"
        );
    }

    /// `SyntaxError::kind`.
    #[test]
    fn syntax_error_kind() {
        use urispec::error::SyntaxErrorKind;
        // RFC 1630 names the production `escape`, RFC 2396 `escaped`: one kind.
        let a = urispec::rfc1630::parse("news:12345667123%asdghfh@info.cern.ch").unwrap_err();
        let b = urispec::rfc2396::parse("news:12345667123%asdghfh@info.cern.ch").unwrap_err();
        assert_eq!(a.kind(), SyntaxErrorKind::MalformedEscape);
        assert_eq!(b.kind(), SyntaxErrorKind::MalformedEscape);
    }

    /// `ResolveError::kind`.
    #[test]
    fn resolve_error_kind() {
        use urispec::error::ResolveErrorKind;
        let e =
            urispec::resolve::resolve("g", "h", urispec::resolve::RuleSet::Rfc1630).unwrap_err();
        assert_eq!(e.kind(), ResolveErrorKind::BaseNotAbsolute);
    }
}

/// The examples that were the doc tests of accessors in `src/escape/level.rs`.
mod escape_level {
    /// `Set::unreserved`.
    #[test]
    fn set_unreserved() {
        use urispec::{escape::Set, Edition};
        let generic: String = Set::unreserved(Edition::Rfc1630)
            .bytes()
            .map(char::from)
            .collect();
        assert_eq!(
            generic,
            "\"$&'(),-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
        );
        assert!(Set::unreserved(Edition::Rfc2396).contains(b'~'));
    }
}

/// The examples that were the doc tests of accessors in `src/escape/set.rs`.
mod escape_set {
    /// `Set::of`.
    #[test]
    fn set_of() -> Result<(), urispec::escape::SetError> {
        use urispec::{escape::Set, Edition};
        assert!(Set::of(Edition::Rfc2396, "pchar")?.contains(b':'));
        assert!(Set::of(Edition::Rfc2396, "fragmentaddress").is_err());
        Ok::<(), urispec::escape::SetError>(())
    }

    /// `Set::for_production`, and `escape::encode` with a typed production.
    #[test]
    fn set_for_production() -> Result<(), urispec::escape::SetError> {
        use urispec::escape::{encode, Set, SetError};
        use urispec::productions::{rfc1630, rfc2396, rfc3986};
        use urispec::Edition;
        assert_eq!(
            Set::for_production(rfc2396::PCHAR)?,
            Set::of(Edition::Rfc2396, "pchar")?
        );
        // `URI-reference` is the rule `URI_reference`; `escaped` is three
        // characters, no character class.
        assert_eq!(
            Set::for_production(rfc2396::URI_REFERENCE)?,
            Set::of(Edition::Rfc2396, "URI_reference")?
        );
        assert!(matches!(
            Set::for_production(rfc2396::ESCAPED),
            Err(SetError::NoCharacterClass { .. })
        ));
        assert_eq!(
            Set::for_production(rfc3986::IPV_FUTURE).is_err(),
            Set::of(Edition::Rfc3986, "IPvFuture").is_err()
        );
        assert_eq!(encode(rfc1630::XALPHA, b"a b+c")?, "a%20b%2Bc");
        assert_eq!(encode(rfc1630::XPALPHA, b"a b+c")?, "a%20b+c");
        Ok(())
    }

    /// Every production constant is the production its edition names.
    #[test]
    fn production_constants() {
        use urispec::productions::{rfc1738, rfc2396, rfc3986};
        for p in [
            rfc2396::URI_REFERENCE,
            rfc2396::ABSOLUTE_URI,
            rfc2396::REL_SEGMENT,
            rfc3986::IPV_FUTURE,
            rfc3986::PATH_ABEMPTY,
            rfc1738::HTTPURL,
            rfc1738::GOPHER_PLUS_STRING,
        ] {
            assert_eq!(p.spec.production(p.name), Some(p), "{p:?}");
        }
    }

    /// `Set::productions`.
    #[test]
    fn set_productions() {
        use urispec::{escape::Set, Edition};
        let (name, digit) = Set::productions(Edition::Rfc2396)
            .find(|(n, _)| *n == "digit")
            .unwrap();
        assert_eq!(name, "digit");
        assert_eq!(digit.bytes().collect::<Vec<_>>(), b"0123456789");
    }

    /// `Set::from_bytes`.
    #[test]
    fn set_from_bytes() {
        use urispec::escape::Set;
        let set = Set::from_bytes(b"ab%\xe9");
        assert_eq!(set.bytes().collect::<Vec<_>>(), b"ab");
    }

    /// `Set::contains`.
    #[test]
    fn set_contains() -> Result<(), urispec::escape::SetError> {
        use urispec::{escape::Set, Edition};
        let uric = Set::of(Edition::Rfc2396, "uric")?;
        assert!(uric.contains(b'?') && !uric.contains(b' ') && !uric.contains(b'%'));
        Ok::<(), urispec::escape::SetError>(())
    }

    /// `Set::union`.
    #[test]
    fn set_union() {
        use urispec::escape::Set;
        let ab = Set::from_bytes(b"a").union(Set::from_bytes(b"b"));
        assert_eq!(ab, Set::from_bytes(b"ab"));
    }

    /// `Set::intersection`.
    #[test]
    fn set_intersection() {
        use urispec::escape::Set;
        let b = Set::from_bytes(b"ab").intersection(Set::from_bytes(b"bc"));
        assert_eq!(b, Set::from_bytes(b"b"));
    }

    /// `Set::difference`.
    #[test]
    fn set_difference() -> Result<(), urispec::escape::SetError> {
        use urispec::{escape::Set, Edition};
        let reserved = Set::of(Edition::Rfc2396, "reserved")?;
        let uric = Set::of(Edition::Rfc2396, "uric")?;
        assert_eq!(
            uric.difference(reserved),
            Set::of(Edition::Rfc2396, "unreserved")?
        );
        Ok::<(), urispec::escape::SetError>(())
    }

    /// `Set::bytes`.
    #[test]
    fn set_bytes() {
        use urispec::escape::Set;
        assert_eq!(Set::from_bytes(b"cab").bytes().collect::<Vec<_>>(), b"abc");
    }

    /// `Set::encode`.
    #[test]
    fn set_encode() -> Result<(), urispec::escape::SetError> {
        use std::borrow::Cow;
        use urispec::{escape::Set, Edition};
        let pchar = Set::of(Edition::Rfc2396, "pchar")?;
        assert_eq!(pchar.encode(b"a b/c"), "a%20b%2Fc");
        assert!(matches!(pchar.encode(b"abc"), Cow::Borrowed("abc")));
        Ok::<(), urispec::escape::SetError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/grammar.rs`.
mod grammar {
    /// `crate::Edition::production`.
    #[test]
    fn grammar_production() {
        use urispec::Edition;
        let p = Edition::Rfc1630Url.production("gopheraddress").unwrap();
        assert_eq!(p.section, r#"RFC 1630 "BNF for specific URL schemes" p.25"#);
        assert!(Edition::UrlDraft02.production("ftptype").is_none());
    }
}

/// The examples that were the doc tests of accessors in `src/resolve.rs`.
mod resolve {
    /// `Rules::new`.
    #[test]
    fn rules_new() -> Result<(), urispec::resolve::ResolveError> {
        use urispec::resolve::{resolve, RuleSet, Rules};
        let rules = Rules::new(RuleSet::Rfc2396);
        assert_eq!(
            resolve("http://a/b/c/d;p?q", "http:g", rules)?.to_string(),
            "http:g"
        );
        Ok::<(), urispec::resolve::ResolveError>(())
    }

    /// `Rules::surplus_dotdot`.
    #[test]
    fn rules_surplus_dotdot() -> Result<(), urispec::resolve::ResolveError> {
        use urispec::resolve::{resolve, RuleSet, Rules, SurplusDotDot};
        let rules = Rules::new(RuleSet::Rfc2396).surplus_dotdot(SurplusDotDot::Remove);
        assert_eq!(
            resolve("http://a/b/c/d;p?q", "../../../g", rules)?.to_string(),
            "http://a/g"
        );
        Ok::<(), urispec::resolve::ResolveError>(())
    }

    /// `Rules::same_scheme_relative`.
    #[test]
    fn rules_same_scheme_relative() -> Result<(), urispec::resolve::ResolveError> {
        use urispec::resolve::{resolve, RuleSet, Rules};
        let rules = Rules::new(RuleSet::Rfc3986).same_scheme_relative(true);
        assert_eq!(
            resolve("http://a/b/c/d;p?q", "http:g", rules)?.to_string(),
            "http://a/b/c/g"
        );
        Ok::<(), urispec::resolve::ResolveError>(())
    }

    /// `Rules::lenient`.
    #[test]
    fn rules_lenient() -> Result<(), urispec::resolve::ResolveError> {
        use urispec::resolve::{resolve, RuleSet, Rules};
        assert!(resolve("http://a", "g", RuleSet::Rfc2396).is_err());
        let lenient = Rules::new(RuleSet::Rfc2396).lenient(true);
        assert_eq!(resolve("http://a", "g", lenient)?.to_string(), "http://ag");
        Ok::<(), urispec::resolve::ResolveError>(())
    }

    /// `Rules::literal`.
    #[test]
    fn rules_literal() -> Result<(), urispec::resolve::ResolveError> {
        use urispec::resolve::{resolve, resolve_with_warning, ResolveError, RuleSet, Rules};
        let err = resolve("http://a/b", "../evil.example/x", RuleSet::UriDraft).unwrap_err();
        assert!(matches!(err, ResolveError::AuthorityChanged { .. }));
        let literal = Rules::new(RuleSet::UriDraft).literal(true);
        let (resolved, warning) = resolve_with_warning("http://a/b", "../evil.example/x", literal)?;
        assert_eq!(resolved.to_string(), "http://evil.example/x");
        assert_eq!(warning, Some(err));
        Ok::<(), urispec::resolve::ResolveError>(())
    }

    /// `Rules::set`.
    #[test]
    fn rules_set() -> Result<(), urispec::resolve::ResolveError> {
        use urispec::resolve::{RuleSet, Rules};
        assert_eq!(Rules::from(RuleSet::Rfc1808).set(), RuleSet::Rfc1808);
        Ok::<(), urispec::resolve::ResolveError>(())
    }

    /// `Resolved::is_same_document`.
    #[test]
    fn resolved_is_same_document() -> Result<(), urispec::resolve::ResolveError> {
        use urispec::resolve::{resolve, RuleSet};
        let r = resolve("http://a/b/c/d;p?q", "#s", RuleSet::Rfc2396)?;
        assert!(r.is_same_document());
        assert_eq!(r.to_string(), "http://a/b/c/d;p?q#s");
        Ok::<(), urispec::resolve::ResolveError>(())
    }

    /// `Resolved::into_string` and `Resolved::text`: `Display`'s text,
    /// moved or borrowed where it is a URI.
    #[test]
    fn resolved_into_string_and_text() -> Result<(), urispec::resolve::ResolveError> {
        use std::borrow::Cow;
        use urispec::resolve::{resolve, RuleSet};
        for reference in ["g", "#s", "", "../../../g"] {
            let r = resolve("http://a/b/c/d;p?q", reference, RuleSet::Rfc2396)?;
            let shown = r.to_string();
            assert_eq!(r.text(), shown.as_str());
            assert_eq!(matches!(r.text(), Cow::Borrowed(_)), !r.is_same_document());
            assert_eq!(r.into_string(), shown);
        }
        Ok::<(), urispec::resolve::ResolveError>(())
    }

    /// `Base`: each method's answer is `resolve`'s, on good and bad bases,
    /// under every rule set, strict and lenient.
    #[test]
    fn a_base_resolves_as_resolve_does() {
        use urispec::resolve::{resolve_with_warning, Base, RuleSet, Rules};
        let bases = [
            "http://a/b/c/d;p?q",
            "http://a",
            "mailto:a@b",
            "http://a b/",
            "a/b",
        ];
        let references = ["g", "../../../g", "?y", "#s", "", "//g", "g h", "http:g"];
        for set in RuleSet::ALL {
            for rules in [Rules::new(set), Rules::new(set).lenient(true)] {
                for text in bases {
                    let base = Base::new(text, rules);
                    assert_eq!((base.as_str(), base.rules()), (text, rules));
                    for reference in references {
                        let want = resolve_with_warning(text, reference, rules);
                        assert_eq!(
                            base.resolve_with_warning(reference),
                            want,
                            "{set} {text} {reference}"
                        );
                        assert_eq!(base.resolve(reference), want.map(|(r, _)| r));
                    }
                    // The base's own error, which a strict resolution gives first.
                    if let Err(e) = base.check() {
                        assert_eq!(base.resolve("g"), Err(e));
                    }
                }
            }
        }
    }
}
