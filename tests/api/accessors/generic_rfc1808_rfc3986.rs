//! The hand-written accessors of the generic syntax, RFC 1808 and RFC 3986: the examples that were their doc
//! tests, one test each, and those of the RFC 1808 and RFC 3986 owned forms.

/// The examples that were the doc tests of accessors in `src/syntax/generic.rs`.
mod generic {
    /// `Fragmentaddress::spec`.
    #[test]
    fn fragmentaddress_spec() -> Result<(), urispec::SyntaxError> {
        use urispec::{uri_draft, Edition};
        assert_eq!(uri_draft::parse("x:y")?.spec(), Edition::UriDraft);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Fragmentaddress::as_str`.
    #[test]
    fn fragmentaddress_as_str() -> Result<(), urispec::SyntaxError> {
        let fa = urispec::rfc1630::parse("http://info.cern.ch/a/b?x+y#frag")?;
        assert_eq!(fa.as_str(), "http://info.cern.ch/a/b?x+y#frag");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Fragmentaddress::uri`.
    #[test]
    fn fragmentaddress_uri() -> Result<(), urispec::SyntaxError> {
        let fa = urispec::rfc1630::parse("http://info.cern.ch/a/b?x+y#frag")?;
        assert_eq!(fa.uri().to_string(), "http://info.cern.ch/a/b?x+y");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Fragmentaddress::fragmentid`.
    #[test]
    fn fragmentaddress_fragmentid() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc1630::parse;
        assert_eq!(parse("x:y#")?.fragmentid().unwrap().as_str(), "");
        assert!(parse("x:y")?.fragmentid().is_none());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Fragmentaddress::into_owned`.
    #[test]
    fn fragmentaddress_into_owned() -> Result<(), urispec::SyntaxError> {
        let owned = urispec::rfc1630::parse(&String::from("news:a.b"))?.into_owned();
        assert_eq!(owned.view().uri().path().as_str(), "a.b");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Fragmentaddress::equivalent`.
    #[test]
    fn fragmentaddress_equivalent() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc1630::parse;
        let a = parse("http://info.cern.ch/albert/bertram/marie-claude")?;
        let b = parse("http://info.cern.ch/albert/bertram/marie%2Dclaude")?;
        let c = parse("http://info.cern.ch/albert/bertram%2Fmarie-claude")?;
        assert!(a.equivalent(&b));
        assert!(!a.equivalent(&c));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Uri::as_str`.
    #[test]
    fn uri_as_str() -> Result<(), urispec::SyntaxError> {
        let fa = urispec::rfc1630::parse("http://info.cern.ch/a/b?x+y#frag")?;
        assert_eq!(fa.uri().as_str(), "http://info.cern.ch/a/b?x+y");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Uri::scheme`.
    #[test]
    fn uri_scheme() -> Result<(), urispec::SyntaxError> {
        let fa = urispec::rfc1630::parse("http://info.cern.ch/a/b?x+y#frag")?;
        assert_eq!(fa.uri().scheme().span(), 0..4);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Uri::path`.
    #[test]
    fn uri_path() -> Result<(), urispec::SyntaxError> {
        let fa = urispec::rfc1630::parse("http://info.cern.ch/a/b?x+y#frag")?;
        assert_eq!(fa.uri().path().as_str(), "//info.cern.ch/a/b");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Uri::search`.
    #[test]
    fn uri_search() -> Result<(), urispec::SyntaxError> {
        let fa = urispec::rfc1630::parse("http://info.cern.ch/a/b?x+y#frag")?;
        assert_eq!(fa.uri().search().unwrap().as_str(), "x+y");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Path::segments`.
    #[test]
    fn path_segments() -> Result<(), urispec::SyntaxError> {
        let fa = urispec::rfc1630::parse("x:a/b%2Fc")?;
        assert_eq!(
            fa.uri().path().segments().collect::<Vec<_>>(),
            ["a", "b%2Fc"]
        );
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Search::words`.
    #[test]
    fn search_words() -> Result<(), urispec::SyntaxError> {
        let fa = urispec::rfc1630::parse("http://info.cern.ch/a/b?x+y#frag")?;
        assert_eq!(
            fa.uri().search().unwrap().words().collect::<Vec<_>>(),
            ["x", "y"]
        );
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Search::to_text`.
    #[test]
    fn search_to_text() -> Result<(), urispec::SyntaxError> {
        let fa = urispec::rfc1630::parse("x:y?a%2Bb+c")?;
        assert_eq!(fa.uri().search().unwrap().to_text().as_deref(), Ok("a+b c"));
        let bad = urispec::rfc1630::parse("x:y?a+%FF")?;
        assert_eq!(
            bad.uri().search().unwrap().to_text(),
            Err(urispec::escape::DecodeError::NotUtf8 { offset: 2 })
        );
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `FragmentaddressBuf::parse_with`.
    #[test]
    fn fragmentaddress_buf_parse_with() -> Result<(), urispec::SyntaxError> {
        use urispec::{generic::FragmentaddressBuf, GenericGrammar};
        let owned = FragmentaddressBuf::parse_with(GenericGrammar::UriDraft, "http://h:80/x")?;
        assert_eq!(owned.as_str(), "http://h:80/x");
        assert!(FragmentaddressBuf::parse_with(GenericGrammar::Rfc1630, "http://h:80/x").is_err());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `FragmentaddressBuf::borrow`.
    #[test]
    fn fragmentaddress_buf_borrow() -> Result<(), urispec::SyntaxError> {
        let owned: urispec::generic::FragmentaddressBuf = "x:y#z".parse()?;
        assert_eq!(owned.view().fragmentid().unwrap().as_str(), "z");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `FragmentaddressBuf::as_str`.
    #[test]
    fn fragmentaddress_buf_as_str() -> Result<(), urispec::SyntaxError> {
        let owned: urispec::generic::FragmentaddressBuf = "x:y#z".parse()?;
        assert_eq!(owned.as_str(), "x:y#z");
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/generic/access.rs`.
mod generic_access {
    /// `Fragmentaddress::is_opaque`.
    #[test]
    fn fragmentaddress_is_opaque() -> Result<(), urispec::SyntaxError> {
        assert!(urispec::rfc1630::parse("news:comp.infosystems.www")?.is_opaque());
        assert!(!urispec::rfc1630::parse("http://info.cern.ch/")?.is_opaque());
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/rfc1808.rs`.
mod rfc1808 {
    /// `Url::is_generic_rl`.
    #[test]
    fn url_is_generic_rl() -> Result<(), urispec::SyntaxError> {
        assert!(urispec::rfc1808::parse("http://a/b")?.is_generic_rl());
        assert!(!urispec::rfc1808::parse("mailto://a//b")?.is_generic_rl());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Url::opaque`.
    #[test]
    fn url_opaque() -> Result<(), urispec::SyntaxError> {
        let u = urispec::rfc1808::parse("mailto://a//b#f")?;
        assert_eq!(u.opaque().unwrap().as_str(), "//a//b");
        assert!(urispec::rfc1808::parse("http://a/b")?.opaque().is_none());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Url::segments`.
    #[test]
    fn url_segments() -> Result<(), urispec::SyntaxError> {
        let u = urispec::rfc1808::parse("http://a/b/c/d;p")?;
        assert_eq!(u.segments().collect::<Vec<_>>(), ["b", "c", "d"]);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Url::param_list`.
    #[test]
    fn url_param_list() -> Result<(), urispec::SyntaxError> {
        let u = urispec::rfc1808::parse("g;x;y=1?q")?;
        assert_eq!(u.param_list().collect::<Vec<_>>(), ["x", "y=1"]);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Url::path_component`.
    #[test]
    fn url_path_component() -> Result<(), urispec::SyntaxError> {
        assert_eq!(
            urispec::rfc1808::parse("http://a/b/c/d;p?q")?.path_component(),
            Some("/b/c/d")
        );
        assert_eq!(urispec::rfc1808::parse("?q")?.path_component(), None);
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The accessors of the owned form in `src/syntax/rfc1808/owned.rs`.
mod rfc1808_owned {
    /// `UrlBuf::view`.
    #[test]
    fn url_buf_view() -> Result<(), urispec::SyntaxError> {
        let owned: urispec::rfc1808::UrlBuf = "http://a/b/c/d;p?q#f".parse()?;
        assert_eq!(owned.view().net_loc().unwrap().as_str(), "a");
        assert_eq!(owned.view().path_component(), Some("/b/c/d"));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UrlBuf::as_str`.
    #[test]
    fn url_buf_as_str() -> Result<(), urispec::SyntaxError> {
        let owned: urispec::rfc1808::UrlBuf = "g;x?y#s".parse()?;
        assert_eq!(owned.as_str(), "g;x?y#s");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Url::into_owned`.
    #[test]
    fn url_into_owned() -> Result<(), urispec::SyntaxError> {
        let owned = {
            let text = String::from("mailto://a//b#x");
            urispec::rfc1808::parse(&text)?.into_owned()
        };
        assert_eq!(owned.view().opaque().unwrap().as_str(), "//a//b");
        assert_eq!(owned.view().fragment().unwrap().span(), 14..15);
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The accessors of the owned form in `src/syntax/rfc3986/owned.rs`.
mod rfc3986_owned {
    /// `UriReferenceBuf::view`.
    #[test]
    fn uri_reference_buf_view() -> Result<(), urispec::SyntaxError> {
        let owned: urispec::rfc3986::UriReferenceBuf = "http://user@[::1]:8080/a/b?q#f".parse()?;
        assert_eq!(owned.view().authority().unwrap().host().as_str(), "[::1]");
        assert_eq!(owned.view().production(), "URI");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReferenceBuf::as_str`.
    #[test]
    fn uri_reference_buf_as_str() -> Result<(), urispec::SyntaxError> {
        let owned: urispec::rfc3986::UriReferenceBuf = "//[::1]/".parse()?;
        assert_eq!(owned.as_str(), "//[::1]/");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::into_owned`.
    #[test]
    fn uri_reference_into_owned() -> Result<(), urispec::SyntaxError> {
        let owned = {
            let text = String::from("ldap://[2001:db8::7]/c=GB?objectClass?one");
            urispec::rfc3986::parse(&text)?.into_owned()
        };
        assert_eq!(owned.view().path().span(), 20..25);
        assert_eq!(owned.view().query().unwrap().as_str(), "objectClass?one");
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/rfc3986.rs`.
mod rfc3986 {
    /// `PathKind::name`.
    #[test]
    fn path_kind_name() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc3986::PathKind;
        assert_eq!(PathKind::Noscheme.name(), "path-noscheme");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// The example that was the doc test of `rfc3986::Part` (now
    /// `urispec::Part`, re-exported).
    #[test]
    fn part() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        let query: urispec::rfc3986::Part<'_, urispec::rfc3986::production::Query> =
            r.query().unwrap();
        assert_eq!((query.as_str(), query.span()), ("q", 27..28));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Part::as_str`.
    #[test]
    fn part_as_str() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.fragment().unwrap().as_str(), "f");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Part::span`.
    #[test]
    fn part_span() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.scheme().unwrap().span(), 0..4);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::authority`.
    #[test]
    fn uri_reference_authority() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.authority().unwrap().as_str(), "user@[::1]:8080");
        assert!(urispec::rfc3986::parse("mailto:a@b")?.authority().is_none());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::path`.
    #[test]
    fn uri_reference_path() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.path().as_str(), "/a/b");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Authority::as_str`.
    #[test]
    fn authority_as_str() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.authority().unwrap().as_str(), "user@[::1]:8080");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Authority::span`.
    #[test]
    fn authority_span() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.authority().unwrap().span(), 7..22);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Authority::userinfo`.
    #[test]
    fn authority_userinfo() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.authority().unwrap().userinfo().unwrap().as_str(), "user");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Authority::host`.
    #[test]
    fn authority_host() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.authority().unwrap().host().address().as_str(), "::1");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Authority::port`.
    #[test]
    fn authority_port() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.authority().unwrap().port().unwrap().span(), 18..22);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Host::production`.
    #[test]
    fn host_production() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://10.0.0.1/")?;
        assert_eq!(r.authority().unwrap().host().production(), "IPv4address");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Host::address`.
    #[test]
    fn host_address() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.authority().unwrap().host().address().span(), 13..16);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Host::as_str`.
    #[test]
    fn host_as_str() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.authority().unwrap().host().as_str(), "[::1]");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Host::span`.
    #[test]
    fn host_span() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.authority().unwrap().host().span(), 12..17);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Path::kind`.
    #[test]
    fn path_kind() -> Result<(), urispec::SyntaxError> {
        assert_eq!(
            urispec::rfc3986::parse("")?.path().kind(),
            urispec::rfc3986::PathKind::Empty
        );
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Path::as_str`.
    #[test]
    fn path_as_str() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.path().as_str(), "/a/b");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Path::span`.
    #[test]
    fn path_span() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.path().span(), 22..26);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Path::segments`.
    #[test]
    fn path_segments() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc3986::parse("http://user@[::1]:8080/a/b?q#f")?;
        assert_eq!(r.path().segments().collect::<Vec<_>>(), ["a", "b"]);
        assert_eq!(urispec::rfc3986::parse("?q")?.path().segments().count(), 0);
        Ok::<(), urispec::SyntaxError>(())
    }
}
