//! The hand-written accessors of the URL family: the parse, its owned form and the shared productions: the examples that were their doc
//! tests, one test each.

/// The examples that were the doc tests of accessors in `src/syntax/url/access.rs`.
mod url_access {
    /// `Url::hostport`.
    #[test]
    fn url_hostport() -> Result<(), urispec::SyntaxError> {
        let p = urispec::url::parse(
            urispec::UrlGrammar::Rfc1630Url,
            "ftp://me@ftp.cern.ch:21/pub",
        )?;
        assert_eq!(p.url().hostport().unwrap().as_str(), "ftp.cern.ch:21");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Url::host`.
    #[test]
    fn url_host() -> Result<(), urispec::SyntaxError> {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "file://info.cern.ch/a")?;
        assert_eq!(p.url().host().unwrap().as_str(), "info.cern.ch");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Url::port`.
    #[test]
    fn url_port() -> Result<(), urispec::SyntaxError> {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "gopher://a:70/")?;
        assert_eq!(p.url().port().unwrap().as_str(), "70");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Url::port_number`.
    #[test]
    fn url_port_number() -> Result<(), urispec::SyntaxError> {
        use urispec::{url::parse, PortError, UrlGrammar};
        assert_eq!(
            parse(UrlGrammar::Rfc1630Url, "http://a:80/")?
                .url()
                .port_number(),
            Ok(Some(80))
        );
        let big = parse(UrlGrammar::Rfc1630Url, "http://a:80000/")?;
        assert_eq!(big.url().port_number(), Err(PortError::TooLarge));
        let none = parse(UrlGrammar::Rfc1630Url, "http://a/")?;
        assert_eq!(none.url().port_number(), Ok(None));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Url::path`.
    #[test]
    fn url_path() -> Result<(), urispec::SyntaxError> {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "http://a/b/c?d")?;
        assert_eq!(p.url().path(), Some("b/c"));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Url::search`.
    #[test]
    fn url_search() -> Result<(), urispec::SyntaxError> {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "http://a/b?x+y")?;
        assert_eq!(p.url().search(), Some("x+y"));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Url::is_opaque`.
    #[test]
    fn url_is_opaque() -> Result<(), urispec::SyntaxError> {
        use urispec::{url::parse, UrlGrammar};
        assert!(parse(UrlGrammar::Rfc1630Url, "news:comp.infosystems.www")?
            .url()
            .is_opaque());
        assert!(!parse(UrlGrammar::Rfc1630Url, "http://a/")?
            .url()
            .is_opaque());
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/owned.rs`.
mod url_owned {
    /// `UrlBuf::parse_with`.
    #[test]
    fn url_buf_parse_with() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{Options, UrlBuf},
            UrlGrammar,
        };
        let owned = UrlBuf::parse_with(
            UrlGrammar::UrlDraft03,
            "HTTP://h/",
            Options {
                case_insensitive_scheme: true,
            },
        )?;
        assert_eq!(owned.view().kind().name(), "httpaddress");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UrlBuf::borrow`.
    #[test]
    fn url_buf_borrow() -> Result<(), urispec::Error> {
        let owned: urispec::url::UrlBuf = "ftp://h/f".parse()?;
        assert_eq!(owned.view().url().scheme(), "ftp");
        Ok::<(), urispec::Error>(())
    }

    /// `UrlBuf::as_str`.
    #[test]
    fn url_buf_as_str() -> Result<(), urispec::Error> {
        let owned: urispec::url::UrlBuf = "ftp://h/f".parse()?;
        assert_eq!(owned.as_str(), "ftp://h/f");
        Ok::<(), urispec::Error>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/parsed.rs`.
mod url_parsed {
    /// `Url::as_str`.
    #[test]
    fn url_as_str() -> Result<(), urispec::SyntaxError> {
        use urispec::{url, UrlGrammar};
        let p = url::parse(
            UrlGrammar::Rfc1630Url,
            "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w",
        )?;
        assert_eq!(
            p.url().as_str(),
            "gopher://spinaltap.micro.umn.edu/00/Weather"
        );
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Url::scheme`.
    #[test]
    fn url_scheme() -> Result<(), urispec::SyntaxError> {
        use urispec::{url, UrlGrammar};
        let p = url::parse(
            UrlGrammar::Rfc1630Url,
            "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w",
        )?;
        assert_eq!(p.url().scheme(), "gopher");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Url::effective_port`.
    #[test]
    fn url_effective_port() -> Result<(), urispec::SyntaxError> {
        use urispec::{url, UrlGrammar};
        let p = url::parse(
            UrlGrammar::Rfc1630Url,
            "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w",
        )?;
        assert_eq!(p.url().effective_port(), Some(70));
        let m = url::parse(UrlGrammar::Rfc1630Url, "mailto:timbl@info.cern.ch")?;
        assert_eq!(m.url().effective_port(), None);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ParsedUrl::spec`.
    #[test]
    fn parsed_url_spec() -> Result<(), urispec::SyntaxError> {
        use urispec::{url, UrlGrammar};
        let p = url::parse(
            UrlGrammar::Rfc1630Url,
            "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w",
        )?;
        assert_eq!(p.spec(), urispec::Edition::Rfc1630Url);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ParsedUrl::grammar`.
    #[test]
    fn parsed_url_grammar() -> Result<(), urispec::SyntaxError> {
        use urispec::{url, UrlGrammar};
        let p = url::parse(
            UrlGrammar::Rfc1630Url,
            "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w",
        )?;
        assert_eq!(p.grammar(), UrlGrammar::Rfc1630Url);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ParsedUrl::as_str`.
    #[test]
    fn parsed_url_as_str() -> Result<(), urispec::SyntaxError> {
        use urispec::{url, UrlGrammar};
        let p = url::parse(
            UrlGrammar::Rfc1630Url,
            "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w",
        )?;
        assert_eq!(
            p.as_str(),
            "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w"
        );
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ParsedUrl::kind`.
    #[test]
    fn parsed_url_kind() -> Result<(), urispec::SyntaxError> {
        use urispec::{url, UrlGrammar};
        let p = url::parse(
            UrlGrammar::Rfc1630Url,
            "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w",
        )?;
        assert_eq!(p.kind(), url::Kind::Gopheraddress);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ParsedUrl::production`.
    #[test]
    fn parsed_url_production() -> Result<(), urispec::Error> {
        let p = urispec::url::parse(
            urispec::UrlGrammar::Rfc1738,
            "ftp://ftp.is.co.za/rfc/rfc1808.txt;type=i",
        )?;
        assert_eq!(p.kind(), urispec::url::Kind::Ftpaddress);
        assert_eq!(p.production(), "ftpurl");
        Ok::<(), urispec::Error>(())
    }

    /// `ParsedUrl::url`.
    #[test]
    fn parsed_url_url() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{self, Url},
            UrlGrammar,
        };
        let p = url::parse(
            UrlGrammar::Rfc1630Url,
            "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w",
        )?;
        let Url::Gopher(g) = p.url() else {
            panic!("gopher")
        };
        assert_eq!(g.gtype().unwrap().as_str(), "0");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ParsedUrl::default_port`.
    #[test]
    fn parsed_url_default_port() -> Result<(), urispec::Error> {
        use urispec::url::{parse, Document, Source};
        use urispec::{Edition, UrlGrammar};
        let http = parse(UrlGrammar::UrlDraft03, "http://info.cern.ch/")?
            .default_port()
            .unwrap();
        assert_eq!(http.value, 80);
        assert!(http.source.is_later());
        assert_eq!(http.source.to_string(), "RFC 1738 §3.3 \"HTTP\"");
        let http = parse(UrlGrammar::Rfc1630Url, "http://info.cern.ch/")?
            .default_port()
            .unwrap();
        assert!(
            matches!(http.source, Source::Edition(c) if c.document == Document::Edition(Edition::Rfc1630Url))
        );
        assert_eq!(http.source.to_string(), "RFC 1630, \"HTTP\"");
        Ok::<(), urispec::Error>(())
    }

    /// `Source::citation`, `Source::document`, `Source::is_later`.
    #[test]
    fn source_citation() -> Result<(), urispec::SyntaxError> {
        use urispec::url::{self, Document};
        use urispec::{Edition, UrlGrammar};
        let p = url::parse(UrlGrammar::UrlDraft02, "telnet://h")?;
        let source = p.default_port().unwrap().source;
        let place = source.citation();
        assert_eq!(
            (place.document, place.section, place.after),
            (
                Document::Edition(Edition::Rfc1738),
                "§3.8 \"TELNET\"",
                Some(854)
            )
        );
        assert_eq!(
            (source.document(), source.is_later()),
            (place.document, true)
        );
        assert_eq!(source.to_string(), "RFC 1738 §3.8 \"TELNET\" (RFC 854)");
        Ok(())
    }

    /// `ParsedUrl::default_gtype`.
    #[test]
    fn parsed_url_default_gtype() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{self, Source},
            UrlGrammar,
        };
        let p = url::parse(UrlGrammar::Rfc1630Url, "gopher://h/")?;
        let gtype = p.default_gtype().unwrap();
        assert_eq!(gtype.value, b'1');
        assert!(matches!(gtype.source, Source::Edition(_)));
        assert_eq!(gtype.source.to_string(), "RFC 1630, \"Gopher\"");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ParsedUrl::default_user`.
    #[test]
    fn parsed_url_default_user() -> Result<(), urispec::SyntaxError> {
        use urispec::{url, UrlGrammar};
        let p = url::parse(UrlGrammar::Rfc1630Url, "ftp://h/f")?;
        assert_eq!(p.default_user().unwrap().value, "anonymous");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ParsedUrl::prefixed`.
    #[test]
    fn parsed_url_prefixed() -> Result<(), urispec::SyntaxError> {
        use urispec::{url, UrlGrammar};
        let p = url::parse(
            UrlGrammar::Rfc1630Url,
            "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w",
        )?;
        assert!(p.prefixed());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ParsedUrl::prefix`.
    #[test]
    fn parsed_url_prefix() -> Result<(), urispec::SyntaxError> {
        use urispec::{url, UrlGrammar};
        let p = url::parse(
            UrlGrammar::Rfc1630Url,
            "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w",
        )?;
        assert_eq!(p.prefix().unwrap().as_str(), "URL:");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ParsedUrl::fragmentid`.
    #[test]
    fn parsed_url_fragmentid() -> Result<(), urispec::SyntaxError> {
        use urispec::{url, UrlGrammar};
        let p = url::parse(
            UrlGrammar::Rfc1630Url,
            "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w",
        )?;
        assert_eq!(p.fragmentid().unwrap().span(), 48..49);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ParsedUrl::into_owned`.
    #[test]
    fn parsed_url_into_owned() -> Result<(), urispec::SyntaxError> {
        use urispec::{url, UrlGrammar};
        let p = url::parse(
            UrlGrammar::Rfc1630Url,
            "URL:gopher://spinaltap.micro.umn.edu/00/Weather#w",
        )?;
        let owned = p.into_owned();
        assert_eq!(owned.view().kind(), url::Kind::Gopheraddress);
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/shared.rs`.
mod url_shared {
    /// `Path::segments`.
    #[test]
    fn path_segments() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "http://info.cern.ch:8000/a/b/?x+y%2Bz",
        )?;
        let Url::Http(h) = p.url() else {
            panic!("http")
        };
        assert_eq!(
            h.path().unwrap().segments().collect::<Vec<_>>(),
            ["a", "b", ""]
        );
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Path::decoded_segments`.
    #[test]
    fn path_decoded_segments() -> Result<(), urispec::Error> {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "http://h/a%2Fb/c")?;
        let urispec::url::Url::Http(h) = p.url() else {
            unreachable!()
        };
        let segs: Vec<_> = h.path().unwrap().decoded_segments().collect();
        assert_eq!(segs, [&b"a/b"[..], &b"c"[..]]);
        Ok::<(), urispec::Error>(())
    }

    /// `Path::is_directory`.
    #[test]
    fn path_is_directory() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "http://info.cern.ch:8000/a/b/?x+y%2Bz",
        )?;
        let Url::Http(h) = p.url() else {
            panic!("http")
        };
        assert!(h.path().unwrap().is_directory());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Search::words`.
    #[test]
    fn search_words() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "http://info.cern.ch:8000/a/b/?x+y%2Bz",
        )?;
        let Url::Http(h) = p.url() else {
            panic!("http")
        };
        assert_eq!(h.search().unwrap().words().count(), 2);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Search::to_text`.
    #[test]
    fn search_to_text() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "http://info.cern.ch:8000/a/b/?x+y%2Bz",
        )?;
        let Url::Http(h) = p.url() else {
            panic!("http")
        };
        assert_eq!(h.search().unwrap().to_text().as_deref(), Ok("x y+z"));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Port::value`.
    #[test]
    #[allow(deprecated)] // `value` is kept, and checked, until it goes
    fn port_value() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "http://info.cern.ch:8000/a/b/?x+y%2Bz",
        )?;
        let Url::Http(h) = p.url() else {
            panic!("http")
        };
        assert_eq!(h.hostport().port().unwrap().value(), Some(8000));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Port::number`.
    #[test]
    fn port_number() -> Result<(), urispec::SyntaxError> {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "http://a:8000/")?;
        let port = p.url().hostport().unwrap().port().unwrap();
        assert_eq!(port.number(), Some(8000));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Hostnumber::numbers`.
    #[test]
    fn hostnumber_numbers() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://me:pw@128.141.1.1/pub/")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        let login = f.login();
        let urispec::url::Host::Hostnumber(n) = login.hostport().host() else {
            panic!("hostnumber")
        };
        assert_eq!(n.numbers(), ["128", "141", "1", "1"]);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Hostnumber::octets`.
    #[test]
    fn hostnumber_octets() -> Result<(), urispec::SyntaxError> {
        use urispec::url::{parse, Host, Url};
        let p = parse(urispec::UrlGrammar::Rfc1630Url, "ftp://300.1.1.1/")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        let Host::Hostnumber(n) = f.login().hostport().host() else {
            panic!("hostnumber")
        };
        assert_eq!(n.octets(), None);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Host::as_str`.
    #[test]
    fn host_as_str() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "http://info.cern.ch:8000/a/b/?x+y%2Bz",
        )?;
        let Url::Http(h) = p.url() else {
            panic!("http")
        };
        assert_eq!(h.hostport().host().as_str(), "info.cern.ch");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Host::span`.
    #[test]
    fn host_span() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "http://info.cern.ch:8000/a/b/?x+y%2Bz",
        )?;
        let Url::Http(h) = p.url() else {
            panic!("http")
        };
        assert_eq!(h.hostport().host().span(), 7..19);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Hostport::as_str`.
    #[test]
    fn hostport_as_str() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "http://info.cern.ch:8000/a/b/?x+y%2Bz",
        )?;
        let Url::Http(h) = p.url() else {
            panic!("http")
        };
        assert_eq!(h.hostport().as_str(), "info.cern.ch:8000");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Hostport::host`.
    #[test]
    fn hostport_host() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "http://info.cern.ch:8000/a/b/?x+y%2Bz",
        )?;
        let Url::Http(h) = p.url() else {
            panic!("http")
        };
        assert_eq!(h.hostport().host().to_string(), "info.cern.ch");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Hostport::port`.
    #[test]
    fn hostport_port() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "http://info.cern.ch:8000/a/b/?x+y%2Bz",
        )?;
        let Url::Http(h) = p.url() else {
            panic!("http")
        };
        assert_eq!(h.hostport().port().unwrap().span(), 20..24);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Login::as_str`.
    #[test]
    fn login_as_str() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://me:pw@128.141.1.1/pub/")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        let login = f.login();
        assert_eq!(login.as_str(), "me:pw@128.141.1.1");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Login::user`.
    #[test]
    fn login_user() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://me:pw@128.141.1.1/pub/")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        let login = f.login();
        assert_eq!(login.user().unwrap().as_str(), "me");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Login::password`.
    #[test]
    fn login_password() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://me:pw@128.141.1.1/pub/")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        let login = f.login();
        assert_eq!(login.password().unwrap().as_str(), "pw");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Login::hostport`.
    #[test]
    fn login_hostport() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://me:pw@128.141.1.1/pub/")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        let login = f.login();
        assert_eq!(login.hostport().to_string(), "128.141.1.1");
        Ok::<(), urispec::SyntaxError>(())
    }
}
