//! The hand-written accessors of the URL schemes `news` to `wais`: the examples that were their doc
//! tests, one test each.

/// The examples that were the doc tests of accessors in `src/syntax/url/news.rs`.
mod url_news {
    /// `NewsAddress::groupart`.
    #[test]
    fn news_address_groupart() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "news:12345@info.cern.ch")?;
        let Url::News(n) = p.url() else {
            panic!("news")
        };
        assert_eq!(n.groupart().as_str(), "12345@info.cern.ch");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `NewsAddress::is_article`.
    #[test]
    fn news_address_is_article() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "news:12345@info.cern.ch")?;
        let Url::News(n) = p.url() else {
            panic!("news")
        };
        assert!(n.is_article());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Groupart::as_str`.
    #[test]
    fn groupart_as_str() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "news:12345@info.cern.ch")?;
        let Url::News(n) = p.url() else {
            panic!("news")
        };
        assert_eq!(n.groupart().as_str(), "12345@info.cern.ch");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Article::as_str`.
    #[test]
    fn article_as_str() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Groupart, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "news:12345@info.cern.ch")?;
        let Url::News(n) = p.url() else {
            panic!("news")
        };
        let Groupart::Article(a) = n.groupart() else {
            panic!("article")
        };
        assert_eq!(a.as_str(), "12345@info.cern.ch");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Article::xalphas`.
    #[test]
    fn article_xalphas() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Groupart, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "news:12345@info.cern.ch")?;
        let Url::News(n) = p.url() else {
            panic!("news")
        };
        let Groupart::Article(a) = n.groupart() else {
            panic!("article")
        };
        assert_eq!(a.xalphas().span(), 5..10);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Article::host`.
    #[test]
    fn article_host() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Groupart, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "news:12345@info.cern.ch")?;
        let Url::News(n) = p.url() else {
            panic!("news")
        };
        let Groupart::Article(a) = n.groupart() else {
            panic!("article")
        };
        assert_eq!(a.host().as_str(), "info.cern.ch");
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/nntp.rs`.
mod url_nntp {
    /// `NntpAddress::hostport`.
    #[test]
    fn nntp_address_hostport() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::UrlDraft03,
            "nntp://news.cern.ch/comp.infosystems.www/42",
        )?;
        let Url::Nntp(n) = p.url() else {
            panic!("nntp")
        };
        assert_eq!(n.hostport().unwrap().host().as_str(), "news.cern.ch");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `NntpAddress::group`.
    #[test]
    fn nntp_address_group() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::UrlDraft03,
            "nntp://news.cern.ch/comp.infosystems.www/42",
        )?;
        let Url::Nntp(n) = p.url() else {
            panic!("nntp")
        };
        assert_eq!(n.group().as_str(), "comp.infosystems.www");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `NntpAddress::digits`.
    #[test]
    fn nntp_address_digits() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::UrlDraft03,
            "nntp://news.cern.ch/comp.infosystems.www/42",
        )?;
        let Url::Nntp(n) = p.url() else {
            panic!("nntp")
        };
        assert_eq!(n.digits().as_str(), "42");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `NntpAddress::effective_port`.
    #[test]
    fn nntp_address_effective_port() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::UrlDraft03,
            "nntp://news.cern.ch/comp.infosystems.www/42",
        )?;
        let Url::Nntp(n) = p.url() else {
            panic!("nntp")
        };
        assert_eq!(n.effective_port(), Some(119));
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/other.rs`.
mod url_other {
    /// `OtherUrl::scheme`.
    #[test]
    fn other_url_scheme() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::UrlDraft03, "x-fax:5551234")?;
        let Url::Other(o) = p.url() else {
            panic!("other")
        };
        assert_eq!(o.scheme().as_str(), "x-fax");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `OtherUrl::schemestring`.
    #[test]
    fn other_url_schemestring() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::UrlDraft03, "x-fax:5551234")?;
        let Url::Other(o) = p.url() else {
            panic!("other")
        };
        assert_eq!(o.schemestring().as_str(), "5551234");
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/prospero.rs`.
mod url_prospero {
    /// `ProsperoAddress::hostport`.
    #[test]
    fn prospero_address_hostport() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "prospero://host.org:1600/a/b%003%00x%00y",
        )?;
        let Url::Prospero(pr) = p.url() else {
            panic!("prospero")
        };
        assert_eq!(pr.hostport().as_str(), "host.org:1600");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ProsperoAddress::hsoname`.
    #[test]
    fn prospero_address_hsoname() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "prospero://host.org:1600/a/b%003%00x%00y",
        )?;
        let Url::Prospero(pr) = p.url() else {
            panic!("prospero")
        };
        assert_eq!(pr.hsoname().as_str(), "a/b");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ProsperoAddress::version`.
    #[test]
    fn prospero_address_version() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "prospero://host.org:1600/a/b%003%00x%00y",
        )?;
        let Url::Prospero(pr) = p.url() else {
            panic!("prospero")
        };
        assert_eq!(pr.version().unwrap().as_str(), "3");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ProsperoAddress::attributes`.
    #[test]
    fn prospero_address_attributes() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "prospero://host.org:1600/a/b%003%00x%00y",
        )?;
        let Url::Prospero(pr) = p.url() else {
            panic!("prospero")
        };
        assert_eq!(pr.attributes().unwrap().as_str(), "%00x%00y");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ProsperoAddress::fieldspecs`.
    #[test]
    fn prospero_address_fieldspecs() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1738, "prospero://host.org/a/b;type=text;x=1")?;
        let Url::Prospero(pr) = p.url() else {
            panic!("prospero")
        };
        assert_eq!(pr.fieldspecs().unwrap().as_str(), ";type=text;x=1");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ProsperoAddress::fieldspec_list`.
    #[test]
    fn prospero_address_fieldspec_list() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1738, "prospero://host.org/a/b;type=text;x=1")?;
        let Url::Prospero(pr) = p.url() else {
            panic!("prospero")
        };
        assert_eq!(
            pr.fieldspec_list().collect::<Vec<_>>(),
            [("type", "text"), ("x", "1")]
        );
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ProsperoAddress::attribute_list`.
    #[test]
    fn prospero_address_attribute_list() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "prospero://host.org:1600/a/b%003%00x%00y",
        )?;
        let Url::Prospero(pr) = p.url() else {
            panic!("prospero")
        };
        assert_eq!(pr.attribute_list().collect::<Vec<_>>(), ["x", "y"]);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `ProsperoAddress::effective_port`.
    #[test]
    fn prospero_address_effective_port() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "prospero://host.org:1600/a/b%003%00x%00y",
        )?;
        let Url::Prospero(pr) = p.url() else {
            panic!("prospero")
        };
        assert_eq!(pr.effective_port(), Some(1600));
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/telnet.rs`.
mod url_telnet {
    /// `TelnetAddress::scheme`.
    #[test]
    fn telnet_address_scheme() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "rlogin://me@host.org")?;
        let Url::Telnet(t) = p.url() else {
            panic!("telnet")
        };
        assert_eq!(t.scheme(), "rlogin");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `TelnetAddress::login`.
    #[test]
    fn telnet_address_login() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "rlogin://me@host.org")?;
        let Url::Telnet(t) = p.url() else {
            panic!("telnet")
        };
        assert_eq!(t.login().user().unwrap().as_str(), "me");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `TelnetAddress::effective_port`.
    #[test]
    fn telnet_address_effective_port() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "rlogin://me@host.org")?;
        let Url::Telnet(t) = p.url() else {
            panic!("telnet")
        };
        assert_eq!(t.effective_port(), Some(513));
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/wais.rs`.
mod url_wais {
    /// `WaisAddress::kind`.
    #[test]
    fn wais_address_kind() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "wais://quake.think.com/wais-discussion-archives?color+tv",
        )?;
        let Url::Wais(w) = p.url() else {
            panic!("wais")
        };
        assert_eq!(w.kind(), urispec::url::WaisKind::Index);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `WaisAddress::hostport`.
    #[test]
    fn wais_address_hostport() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "wais://quake.think.com/wais-discussion-archives?color+tv",
        )?;
        let Url::Wais(w) = p.url() else {
            panic!("wais")
        };
        assert_eq!(w.hostport().as_str(), "quake.think.com");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `WaisAddress::database`.
    #[test]
    fn wais_address_database() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "wais://quake.think.com/wais-discussion-archives?color+tv",
        )?;
        let Url::Wais(w) = p.url() else {
            panic!("wais")
        };
        assert_eq!(w.database().as_str(), "wais-discussion-archives");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `WaisAddress::search`.
    #[test]
    fn wais_address_search() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "wais://quake.think.com/wais-discussion-archives?color+tv",
        )?;
        let Url::Wais(w) = p.url() else {
            panic!("wais")
        };
        assert_eq!(w.search().unwrap().to_text().as_deref(), Ok("color tv"));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `WaisAddress::wtype`.
    #[test]
    fn wais_address_wtype() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "wais://quake.think.com/db/TEXT/1=a;2=b;",
        )?;
        let Url::Wais(w) = p.url() else {
            panic!("wais")
        };
        assert_eq!(w.wtype().unwrap().as_str(), "TEXT");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `WaisAddress::wpath`.
    #[test]
    fn wais_address_wpath() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "wais://quake.think.com/db/TEXT/1=a;2=b;",
        )?;
        let Url::Wais(w) = p.url() else {
            panic!("wais")
        };
        assert_eq!(w.wpath().unwrap().as_str(), "1=a;2=b;");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `WaisAddress::digits`.
    #[test]
    fn wais_address_digits() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::UrlDraft02, "wais://h/db/TEXT/3/path")?;
        let Url::Wais(w) = p.url() else {
            panic!("wais")
        };
        assert_eq!(w.digits().unwrap().as_str(), "3");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `WaisAddress::path`.
    #[test]
    fn wais_address_path() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::UrlDraft02, "wais://h/db/TEXT/3/path")?;
        let Url::Wais(w) = p.url() else {
            panic!("wais")
        };
        assert_eq!(w.path().unwrap().as_str(), "path");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `WaisAddress::wpath_fields`.
    #[test]
    fn wais_address_wpath_fields() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "wais://quake.think.com/db/TEXT/1=a;2=b;",
        )?;
        let Url::Wais(w) = p.url() else {
            panic!("wais")
        };
        assert_eq!(
            w.wpath_fields().collect::<Vec<_>>(),
            [("1", "a"), ("2", "b")]
        );
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `WaisAddress::effective_port`.
    #[test]
    fn wais_address_effective_port() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "wais://quake.think.com/wais-discussion-archives?color+tv",
        )?;
        let Url::Wais(w) = p.url() else {
            panic!("wais")
        };
        assert_eq!(w.effective_port(), Some(210));
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// `Url::as_http` ... `as_other`: exactly the method of the URL's address
/// production gives it.
#[test]
fn url_as_each_address() {
    use urispec::url::{self, Url};
    use urispec::UrlGrammar::{Rfc1630Url, UrlDraft02, UrlDraft03};
    let some = |u: &Url<'_>| {
        [
            ("http", u.as_http().is_some()),
            ("ftp", u.as_ftp().is_some()),
            ("gopher", u.as_gopher().is_some()),
            ("news", u.as_news().is_some()),
            ("nntp", u.as_nntp().is_some()),
            ("wais", u.as_wais().is_some()),
            ("prospero", u.as_prospero().is_some()),
            ("telnet", u.as_telnet().is_some()),
            ("mailto", u.as_mailto().is_some()),
            ("mid", u.as_mid().is_some()),
            ("cid", u.as_cid().is_some()),
            ("file", u.as_file().is_some()),
            ("afs", u.as_afs().is_some()),
            ("generic", u.as_generic().is_some()),
            ("other", u.as_other().is_some()),
        ]
        .into_iter()
        .filter_map(|(name, is)| is.then_some(name))
        .collect::<Vec<_>>()
    };
    for (grammar, input, expected) in [
        (Rfc1630Url, "http://info.cern.ch/", "http"),
        (Rfc1630Url, "ftp://info.cern.ch/pub/", "ftp"),
        (
            Rfc1630Url,
            "gopher://spinaltap.micro.umn.edu/00/Weather",
            "gopher",
        ),
        (Rfc1630Url, "news:comp.infosystems.www", "news"),
        (
            Rfc1630Url,
            "nntp://news.cern.ch/comp.infosystems.www/1",
            "nntp",
        ),
        (
            Rfc1630Url,
            "wais://quake.think.com/directory-of-servers",
            "wais",
        ),
        (Rfc1630Url, "prospero://host.dom/pros/name", "prospero"),
        (Rfc1630Url, "telnet://info.cern.ch", "telnet"),
        (Rfc1630Url, "mailto:timbl@info.cern.ch", "mailto"),
        (Rfc1630Url, "mid:12345@info.cern.ch", "mid"),
        (Rfc1630Url, "cid:12345@info.cern.ch", "cid"),
        (Rfc1630Url, "file://info.cern.ch/pub/", "file"),
        (UrlDraft02, "x-fax:5551234", "generic"),
        (UrlDraft03, "x-fax:5551234", "other"),
    ] {
        let parsed = url::parse(grammar, input).expect(input);
        assert_eq!(some(&parsed.url()), [expected], "{input}");
    }
    let afs = url::afsaddress(UrlDraft02, "afs://cern.ch/usr/timbl").expect("an afsaddress");
    assert_eq!(some(&Url::Afs(afs)), ["afs"]);
}
