//! The hand-written accessors of the URL builders: the examples that were their doc
//! tests, one test each.

/// The examples that were the doc tests of accessors in `src/syntax/url/build.rs`.
mod url_build {
    /// `GopherAddress::build`.
    #[test]
    fn gopher_address_build() -> Result<(), urispec::url::build::BuildError> {
        use urispec::{
            url::{build::GopherParts, GopherAddress},
            UrlGrammar,
        };
        let parts = GopherParts {
            host: "gopher.micro.umn.edu",
            port: None,
            gtype: Some(b'7'),
            selector: b"search\tcats dogs",
        };
        let url = GopherAddress::build(UrlGrammar::Rfc1630Url, &parts)?;
        assert_eq!(url, "gopher://gopher.micro.umn.edu/7search%09cats%20dogs");
        Ok::<(), urispec::url::build::BuildError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/build/ftp.rs`.
mod url_build_ftp {
    /// `FtpAddress::build`.
    #[test]
    fn ftp_address_build() -> Result<(), urispec::url::build::BuildError> {
        use urispec::{
            url::{build::FtpParts, FtpAddress},
            UrlGrammar,
        };
        let parts = FtpParts {
            host: "ftp.is.co.za",
            port: None,
            user: Some(b"anonymous"),
            password: None,
            path: &[b"rfc", b"rfc 1808.txt"],
            ftptype: Some("I"),
        };
        let url = FtpAddress::build(UrlGrammar::UrlDraft03, &parts)?;
        assert_eq!(
            url,
            "ftp://anonymous@ftp.is.co.za/rfc/rfc%201808.txt;type=I"
        );
        Ok::<(), urispec::url::build::BuildError>(())
    }

    /// `FileAddress::build`.
    #[test]
    fn file_address_build() -> Result<(), urispec::url::build::BuildError> {
        use urispec::{url::FileAddress, UrlGrammar};
        let url = FileAddress::build(UrlGrammar::Rfc1630Url, None, &[b"etc", b"motd 1"])?;
        assert_eq!(url, "file:///etc/motd%201");
        Ok::<(), urispec::url::build::BuildError>(())
    }

    /// `FileAddress::from_path`.
    #[test]
    fn file_address_from_path() -> Result<(), urispec::url::build::BuildError> {
        use urispec::{url::FileAddress, UrlGrammar};
        let url = FileAddress::from_path(
            UrlGrammar::Rfc1630Url,
            Some("localhost"),
            "/tmp/a b/".as_ref(),
        )?;
        assert_eq!(url, "file://localhost/tmp/a%20b/");
        Ok::<(), urispec::url::build::BuildError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/build/http.rs`.
mod url_build_http {
    /// `HttpAddress::build`.
    #[test]
    fn http_address_build() -> Result<(), urispec::url::build::BuildError> {
        use urispec::{
            url::{build::HttpParts, HttpAddress},
            UrlGrammar,
        };
        let parts = HttpParts {
            host: "info.cern.ch",
            port: Some(8000),
            path: Some(&[b"a b", b""]),
            search: Some(&[b"1+1", b"two"]),
        };
        let url = HttpAddress::build(UrlGrammar::Rfc1630Url, &parts)?;
        assert_eq!(url, "http://info.cern.ch:8000/a%20b/?1%2B1+two");
        Ok::<(), urispec::url::build::BuildError>(())
    }

    /// `WaisAddress::build`.
    #[test]
    fn wais_address_build() -> Result<(), urispec::url::build::BuildError> {
        use urispec::{
            url::{
                build::{WaisParts, WaisTarget},
                WaisAddress,
            },
            UrlGrammar,
        };
        let parts = WaisParts {
            host: "quake.think.com",
            port: Some(210),
            database: b"directory-of-servers",
            target: WaisTarget::Doc {
                wtype: b"TEXT",
                wpath: &[(0, b"a;b"), (1, b"")],
            },
        };
        let url = WaisAddress::build(UrlGrammar::Rfc1630Url, &parts)?;
        assert_eq!(
            url,
            "wais://quake.think.com:210/directory-of-servers/TEXT/0=a%3Bb;1=;"
        );
        Ok::<(), urispec::url::build::BuildError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/build/news.rs`.
mod url_build_news {
    /// `NewsAddress::build`.
    #[test]
    fn news_address_build() -> Result<(), urispec::url::build::BuildError> {
        use urispec::{
            url::{build::NewsParts, NewsAddress},
            UrlGrammar,
        };
        let url = NewsAddress::build(
            UrlGrammar::UrlDraft03,
            &NewsParts::Group(b"comp.infosystems.www"),
        )?;
        assert_eq!(url, "news:comp.infosystems.www");
        let article = NewsParts::Article {
            local: b"12345 67@x",
            host: "info.cern.ch",
        };
        assert_eq!(
            NewsAddress::build(UrlGrammar::UrlDraft03, &article)?,
            "news:12345%2067@x@info.cern.ch"
        );
        Ok::<(), urispec::url::build::BuildError>(())
    }

    /// `MailtoAddress::build`.
    #[test]
    fn mailto_address_build() -> Result<(), urispec::url::build::BuildError> {
        use urispec::{url::MailtoAddress, UrlGrammar};
        let url = MailtoAddress::build(UrlGrammar::Rfc1630Url, b"100%pure@gw", "cern.ch")?;
        assert_eq!(url, "mailto:100%25pure@gw@cern.ch");
        Ok::<(), urispec::url::build::BuildError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/build/prospero.rs`.
mod url_build_prospero {
    /// `ProsperoAddress::build`.
    #[test]
    fn prospero_address_build() -> Result<(), urispec::url::build::BuildError> {
        use urispec::{
            url::{build::ProsperoParts, ProsperoAddress},
            UrlGrammar,
        };
        let parts = ProsperoParts {
            host: "archie.mcgill.ca",
            port: None,
            hsoname: &[b"pub", b"a b"],
            version: Some("2"),
            attributes: &["x", "y1"],
        };
        let url = ProsperoAddress::build(UrlGrammar::Rfc1630Url, &parts)?;
        assert_eq!(url, "prospero://archie.mcgill.ca/pub/a%20b%002%00x%00y1");
        Ok::<(), urispec::url::build::BuildError>(())
    }
}
