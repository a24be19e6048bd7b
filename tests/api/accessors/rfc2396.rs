//! The hand-written accessors of RFC 2396: the examples that were their doc
//! tests, one test each.

/// The examples that were the doc tests of accessors in `src/syntax/rfc2396/access.rs`.
mod rfc2396_access {
    /// `UriReference::host`.
    #[test]
    fn uri_reference_host() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc2396::{parse, Host};
        let r = parse("http://user@www.w3.org:8080/a")?;
        assert!(matches!(r.host(), Some(Host::Hostname(h)) if h.as_str() == "www.w3.org"));
        assert_eq!(parse("http://a@b@c/")?.host(), None); // a reg_name
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::port`.
    #[test]
    fn uri_reference_port() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("http://a:8080/")?;
        assert_eq!(r.port().unwrap().as_str(), "8080");
        assert!(urispec::rfc2396::parse("http://a/")?.port().is_none());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::port_number`.
    #[test]
    fn uri_reference_port_number() -> Result<(), urispec::SyntaxError> {
        use urispec::{rfc2396::parse, PortError};
        assert_eq!(parse("http://a:8080/")?.port_number(), Ok(Some(8080)));
        assert_eq!(parse("http://a:/")?.port_number(), Ok(None));
        assert_eq!(parse("http://a/")?.port_number(), Ok(None));
        assert_eq!(
            parse("http://a:65536/")?.port_number(),
            Err(PortError::TooLarge)
        );
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::userinfo`.
    #[test]
    fn uri_reference_userinfo() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("ftp://anonymous@ftp.is.co.za/")?;
        assert_eq!(r.userinfo().unwrap().as_str(), "anonymous");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::is_absolute`.
    #[test]
    fn uri_reference_is_absolute() -> Result<(), urispec::SyntaxError> {
        assert!(urispec::rfc2396::parse("mailto:a@b")?.is_absolute());
        assert!(!urispec::rfc2396::parse("../g")?.is_absolute());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::is_opaque`.
    #[test]
    fn uri_reference_is_opaque() -> Result<(), urispec::SyntaxError> {
        assert!(urispec::rfc2396::parse("mailto:a@b")?.is_opaque());
        assert!(!urispec::rfc2396::parse("http://a/")?.is_opaque());
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/rfc2396/authority.rs`.
mod rfc2396_authority {
    /// `NetPath::authority`.
    #[test]
    fn net_path_authority() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("http://me@a:80/b")?;
        let n = r.net_path().unwrap();
        assert_eq!(n.authority().to_string(), "me@a:80");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `NetPath::abs_path`.
    #[test]
    fn net_path_abs_path() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("http://me@a:80/b")?;
        let n = r.net_path().unwrap();
        assert_eq!(n.abs_path().unwrap().span(), 14..16);
        assert!(urispec::rfc2396::parse("//a")?
            .net_path()
            .unwrap()
            .abs_path()
            .is_none());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Authority::as_str`.
    #[test]
    fn authority_as_str() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("http://me@a:80/b")?;
        assert_eq!(r.authority().unwrap().as_str(), "me@a:80");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Server::userinfo`.
    #[test]
    fn server_userinfo() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc2396::{parse, Authority};
        let Some(Authority::Server(s)) = parse("http://me@a:80/b")?.authority() else {
            panic!("server")
        };
        assert_eq!(s.userinfo().unwrap().span(), 7..9);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Server::hostport`.
    #[test]
    fn server_hostport() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc2396::{parse, Authority};
        let Some(Authority::Server(s)) = parse("http://me@a:80/b")?.authority() else {
            panic!("server")
        };
        assert_eq!(s.hostport().unwrap().as_str(), "a:80");
        let Some(Authority::Server(empty)) = parse("file:///etc")?.authority() else {
            panic!("server")
        };
        assert!(empty.hostport().is_none());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Hostport::host`.
    #[test]
    fn hostport_host() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc2396::{parse, Authority};
        let Some(Authority::Server(s)) = parse("http://me@a:80/b")?.authority() else {
            panic!("server")
        };
        let hp = s.hostport().unwrap();
        assert_eq!(hp.host().as_str(), "a");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Hostport::port`.
    #[test]
    fn hostport_port() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc2396::{parse, Authority};
        let Some(Authority::Server(s)) = parse("http://me@a:80/b")?.authority() else {
            panic!("server")
        };
        let hp = s.hostport().unwrap();
        assert_eq!(hp.port().unwrap().as_str(), "80");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Host::as_str`.
    #[test]
    fn host_as_str() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc2396::{parse, Authority};
        let Some(Authority::Server(s)) = parse("http://me@a:80/b")?.authority() else {
            panic!("server")
        };
        let hp = s.hostport().unwrap();
        assert_eq!(hp.host().as_str(), "a");
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/rfc2396/build.rs`.
mod rfc2396_build {
    /// `UriReferenceBuf::build`.
    #[test]
    fn uri_reference_buf_build() -> Result<(), urispec::rfc2396::BuildError> {
        use urispec::rfc2396::{ReferenceParts, SegmentParts, ServerParts, UriReferenceBuf};
        let parts = ReferenceParts {
            scheme: Some("http"),
            server: Some(ServerParts {
                userinfo: None,
                host: "a",
                port: Some(8080),
            }),
            segments: &[
                SegmentParts {
                    name: b"b c",
                    params: &[b"p=1"],
                },
                SegmentParts {
                    name: b"d/e",
                    params: &[],
                },
            ],
            query: Some(b"x&y"),
            fragment: Some(b"top"),
            ..ReferenceParts::default()
        };
        let built = UriReferenceBuf::build(&parts)?;
        assert_eq!(built.as_str(), "http://a:8080/b%20c;p%3D1/d%2Fe?x%26y#top");
        Ok::<(), urispec::rfc2396::BuildError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/rfc2396/leaf.rs`.
mod rfc2396_leaf {
    /// `AbsPath::segments`.
    #[test]
    fn abs_path_segments() -> Result<(), urispec::SyntaxError> {
        let path = urispec::rfc2396::parse("/a//b/")?.abs_path().unwrap();
        assert_eq!(
            path.segments().map(|s| s.as_str()).collect::<Vec<_>>(),
            ["a", "", "b", ""]
        );
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `RelPath::segments`.
    #[test]
    fn rel_path_segments() -> Result<(), urispec::SyntaxError> {
        let path = urispec::rfc2396::parse("a;x/b")?.rel_path().unwrap();
        assert_eq!(
            path.segments().map(|s| s.name()).collect::<Vec<_>>(),
            ["a", "b"]
        );
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Segment::name`.
    #[test]
    fn segment_name() -> Result<(), urispec::SyntaxError> {
        let path = urispec::rfc2396::parse("/a;x;y")?.abs_path().unwrap();
        assert_eq!(path.segments().next().unwrap().name(), "a");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Segment::params`.
    #[test]
    fn segment_params() -> Result<(), urispec::SyntaxError> {
        let path = urispec::rfc2396::parse("/a;x;y")?.abs_path().unwrap();
        let params: Vec<_> = path
            .segments()
            .next()
            .unwrap()
            .params()
            .map(|p| p.as_str())
            .collect();
        assert_eq!(params, ["x", "y"]);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Port::number`.
    #[test]
    fn port_number() {
        use urispec::rfc2396::{parse, Authority};
        let port = |s| match parse(s).ok()?.authority()? {
            Authority::Server(s) => s.hostport()?.port()?.number(),
            Authority::RegName(_) => None,
        };
        assert_eq!(port("http://a:80/"), Some(80));
        assert_eq!(port("http://a:99999/"), None);
        assert_eq!(port("http://a:/"), None);
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/rfc2396/owned.rs`.
mod rfc2396_owned {
    /// `UriReferenceBuf::borrow`.
    #[test]
    fn uri_reference_buf_borrow() -> Result<(), urispec::SyntaxError> {
        let owned: urispec::rfc2396::UriReferenceBuf = "http://a/b?q".parse()?;
        assert_eq!(owned.view().query().unwrap().as_str(), "q");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReferenceBuf::as_str`.
    #[test]
    fn uri_reference_buf_as_str() -> Result<(), urispec::SyntaxError> {
        let owned: urispec::rfc2396::UriReferenceBuf = "http://a/b?q".parse()?;
        assert_eq!(owned.as_str(), "http://a/b?q");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::into_owned`.
    #[test]
    fn uri_reference_into_owned() -> Result<(), urispec::SyntaxError> {
        let owned = {
            let text = String::from("http://a/b");
            urispec::rfc2396::parse(&text)?.into_owned()
        };
        assert_eq!(owned.view().path(), Some("/b"));
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/rfc2396/reference.rs`.
mod rfc2396_reference {
    /// `UriReference::as_str`.
    #[test]
    fn uri_reference_as_str() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("http://me@a:80/b/c;p?q#f")?;
        assert_eq!(r.as_str(), "http://me@a:80/b/c;p?q#f");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::uri`.
    #[test]
    fn uri_reference_uri() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("http://me@a:80/b/c;p?q#f")?;
        assert_eq!(r.uri().unwrap().as_str(), "http://me@a:80/b/c;p?q");
        assert!(urispec::rfc2396::parse("#f")?.uri().is_none());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::fragment`.
    #[test]
    fn uri_reference_fragment() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("http://me@a:80/b/c;p?q#f")?;
        assert_eq!(r.fragment().unwrap().span(), 23..24);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::scheme`.
    #[test]
    fn uri_reference_scheme() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("http://me@a:80/b/c;p?q#f")?;
        assert_eq!(r.scheme().unwrap().as_str(), "http");
        assert!(urispec::rfc2396::parse("b/c")?.scheme().is_none());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::authority`.
    #[test]
    fn uri_reference_authority() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("http://me@a:80/b/c;p?q#f")?;
        assert_eq!(r.authority().unwrap().as_str(), "me@a:80");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::net_path`.
    #[test]
    fn uri_reference_net_path() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("http://me@a:80/b/c;p?q#f")?;
        assert_eq!(r.net_path().unwrap().as_str(), "//me@a:80/b/c;p");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::abs_path`.
    #[test]
    fn uri_reference_abs_path() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("http://me@a:80/b/c;p?q#f")?;
        assert_eq!(r.abs_path().unwrap().as_str(), "/b/c;p");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::rel_path`.
    #[test]
    fn uri_reference_rel_path() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("c/d?q")?;
        assert_eq!(r.rel_path().unwrap().as_str(), "c/d");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::opaque_part`.
    #[test]
    fn uri_reference_opaque_part() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("mailto:x@y")?;
        assert_eq!(r.opaque_part().unwrap().as_str(), "x@y");
        assert_eq!(r.path(), None);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::path`.
    #[test]
    fn uri_reference_path() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("http://me@a:80/b/c;p?q#f")?;
        assert_eq!(r.path(), Some("/b/c;p"));
        assert_eq!(urispec::rfc2396::parse("http://a")?.path(), Some(""));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UriReference::query`.
    #[test]
    fn uri_reference_query() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("http://me@a:80/b/c;p?q#f")?;
        assert_eq!(r.query().unwrap().span(), 21..22);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Uri::as_str`.
    #[test]
    fn uri_as_str() -> Result<(), urispec::SyntaxError> {
        let r = urispec::rfc2396::parse("../g?y#s")?;
        assert_eq!(r.uri().unwrap().as_str(), "../g?y");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `AbsoluteUri::scheme`.
    #[test]
    fn absolute_uri_scheme() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc2396::{parse, Uri};
        let Some(Uri::Absolute(a)) = parse("http://a/b?q")?.uri() else {
            panic!("absolute")
        };
        assert_eq!(a.scheme().span(), 0..4);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `AbsoluteUri::part`.
    #[test]
    fn absolute_uri_part() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc2396::{parse, AbsolutePart, Uri};
        let Some(Uri::Absolute(a)) = parse("http://a/b?q")?.uri() else {
            panic!("absolute")
        };
        assert!(matches!(a.part(), AbsolutePart::Hier(h) if h.as_str() == "//a/b?q"));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `HierPart::path`.
    #[test]
    fn hier_part_path() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc2396::{parse, AbsolutePart, HierPath, Uri};
        let Some(Uri::Absolute(a)) = parse("http://a/b?q")?.uri() else {
            panic!("absolute")
        };
        let AbsolutePart::Hier(h) = a.part() else {
            panic!("hierarchical")
        };
        let HierPath::Net(n) = h.path() else {
            panic!("net_path")
        };
        assert_eq!(n.authority().as_str(), "a");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `HierPart::query`.
    #[test]
    fn hier_part_query() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc2396::{parse, AbsolutePart, Uri};
        let Some(Uri::Absolute(a)) = parse("http://a/b?q")?.uri() else {
            panic!("absolute")
        };
        let AbsolutePart::Hier(h) = a.part() else {
            panic!("hierarchical")
        };
        assert_eq!(h.query().unwrap().as_str(), "q");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `RelativeUri::path`.
    #[test]
    fn relative_uri_path() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc2396::{parse, RelativePath, Uri};
        let Some(Uri::Relative(r)) = parse("/g?y")?.uri() else {
            panic!("relative")
        };
        assert!(matches!(r.path(), RelativePath::Abs(p) if p.as_str() == "/g"));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `RelativeUri::query`.
    #[test]
    fn relative_uri_query() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc2396::{parse, Uri};
        let Some(Uri::Relative(r)) = parse("/g?y")?.uri() else {
            panic!("relative")
        };
        assert_eq!(r.query().unwrap().as_str(), "y");
        Ok::<(), urispec::SyntaxError>(())
    }
}
