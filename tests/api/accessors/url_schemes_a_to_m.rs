//! The hand-written accessors of the URL schemes `afs` to `mid`: the examples that were their doc
//! tests, one test each.

/// The examples that were the doc tests of accessors in `src/syntax/url/afs.rs`.
mod url_afs {
    /// `AfsAddress::cellname`.
    #[test]
    fn afs_address_cellname() -> Result<(), urispec::SyntaxError> {
        let afs =
            urispec::url::afsaddress(urispec::UrlGrammar::Rfc1630Url, "afs://cern.ch/usr/timbl")?;
        assert_eq!(afs.cellname().span(), 6..13);
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `AfsAddress::path`.
    #[test]
    fn afs_address_path() -> Result<(), urispec::SyntaxError> {
        let afs =
            urispec::url::afsaddress(urispec::UrlGrammar::Rfc1630Url, "afs://cern.ch/usr/timbl")?;
        assert_eq!(afs.path().segments().collect::<Vec<_>>(), ["usr", "timbl"]);
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/cid.rs`.
mod url_cid {
    /// `CidAddress::content_identifier`.
    #[test]
    fn cid_address_content_identifier() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "cid:foo4%25foo1@bar.net")?;
        let Url::Cid(c) = p.url() else { panic!("cid") };
        assert_eq!(
            c.content_identifier().decode_utf8().as_deref(),
            Ok("foo4%foo1@bar.net")
        );
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/file.rs`.
mod url_file {
    /// `FileAddress::host`.
    #[test]
    fn file_address_host() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "file://localhost/etc/motd")?;
        let Url::File(f) = p.url() else {
            panic!("file")
        };
        assert_eq!(f.host().unwrap().as_str(), "localhost");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `FileAddress::path`.
    #[test]
    fn file_address_path() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "file://localhost/etc/motd")?;
        let Url::File(f) = p.url() else {
            panic!("file")
        };
        assert_eq!(f.path().as_str(), "etc/motd");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `FileAddress::is_local`.
    #[test]
    fn file_address_is_local() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "file://localhost/etc/motd")?;
        let Url::File(f) = p.url() else {
            panic!("file")
        };
        assert!(f.is_local());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `FileAddress::same_host`.
    #[test]
    fn file_address_same_host() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "file://localhost/etc/motd")?;
        let Url::File(f) = p.url() else {
            panic!("file")
        };
        let q = parse(UrlGrammar::Rfc1630Url, "file:///etc/passwd")?;
        let Url::File(g) = q.url() else {
            panic!("file")
        };
        assert!(f.same_host(&g));
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/ftp.rs`.
mod url_ftp {
    /// `FtpAddress::login`.
    #[test]
    fn ftp_address_login() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://me@h/pub/;type=A")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        assert_eq!(f.login().user().unwrap().as_str(), "me");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `FtpAddress::path`.
    #[test]
    fn ftp_address_path() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://me@h/pub/;type=A")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        assert_eq!(f.path().as_str(), "pub/");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `FtpAddress::ftptype`.
    #[test]
    fn ftp_address_ftptype() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://me@h/pub/;type=A")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        assert_eq!(f.ftptype().unwrap().as_str(), "A");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `FtpAddress::effective_user`.
    #[test]
    fn ftp_address_effective_user() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://me@h/pub/;type=A")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        assert_eq!(f.effective_user(), "me");
        let q = parse(UrlGrammar::Rfc1630Url, "ftp://h/f")?;
        let Url::Ftp(anon) = q.url() else {
            panic!("ftp")
        };
        assert_eq!(anon.effective_user(), "anonymous");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `FtpAddress::is_anonymous`.
    #[test]
    fn ftp_address_is_anonymous() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://me@h/pub/;type=A")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        assert!(!f.is_anonymous());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `FtpAddress::is_directory`.
    #[test]
    fn ftp_address_is_directory() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://me@h/pub/;type=A")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        assert!(f.is_directory());
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `FtpAddress::effective_port`.
    #[test]
    fn ftp_address_effective_port() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://me@h/pub/;type=A")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        assert_eq!(f.effective_port(), Some(21));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Ftptype::as_str`.
    #[test]
    fn ftptype_as_str() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://h/a.txt;type=AN")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        assert_eq!(f.ftptype().unwrap().as_str(), "AN");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Ftptype::code`.
    #[test]
    fn ftptype_code() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://h/a.txt;type=AN")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        assert_eq!(f.ftptype().unwrap().code(), 'A');
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Ftptype::formcode`.
    #[test]
    fn ftptype_formcode() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://h/a.txt;type=AN")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        assert_eq!(f.ftptype().unwrap().formcode(), Some('N'));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Ftptype::byte_size`.
    #[test]
    fn ftptype_byte_size() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://h/a;type=L8")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        assert_eq!(f.ftptype().unwrap().byte_size(), Some("8"));
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Ftptype::meaning`.
    #[test]
    fn ftptype_meaning() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://h/a;type=I")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        assert_eq!(f.ftptype().unwrap().meaning(), "image (binary)");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `Ftptype::formcode_meaning`.
    #[test]
    fn ftptype_formcode_meaning() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "ftp://h/a.txt;type=AN")?;
        let Url::Ftp(f) = p.url() else { panic!("ftp") };
        assert!(f.ftptype().unwrap().formcode_meaning().is_some());
        let b = parse(UrlGrammar::Rfc1630Url, "ftp://h/a;type=I")?;
        let Url::Ftp(b) = b.url() else { panic!("ftp") };
        assert_eq!(b.ftptype().unwrap().formcode_meaning(), None);
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/gopher.rs`.
mod url_gopher {
    /// `GopherAddress::hostport`.
    #[test]
    fn gopher_address_hostport() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "gopher://spinaltap.micro.umn.edu/00/Weather",
        )?;
        let Url::Gopher(g) = p.url() else {
            panic!("gopher")
        };
        assert_eq!(g.hostport().as_str(), "spinaltap.micro.umn.edu");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `GopherAddress::gtype`.
    #[test]
    fn gopher_address_gtype() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "gopher://spinaltap.micro.umn.edu/00/Weather",
        )?;
        let Url::Gopher(g) = p.url() else {
            panic!("gopher")
        };
        assert_eq!(g.gtype().unwrap().as_str(), "0");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `GopherAddress::gcommand`.
    #[test]
    fn gopher_address_gcommand() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "gopher://spinaltap.micro.umn.edu/00/Weather",
        )?;
        let Url::Gopher(g) = p.url() else {
            panic!("gopher")
        };
        assert_eq!(g.gcommand().unwrap().as_str(), "0/Weather");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `GopherAddress::selector`.
    #[test]
    fn gopher_address_selector() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::UrlDraft02, "gopher://h/0Weather")?;
        let Url::Gopher(g) = p.url() else {
            panic!("gopher")
        };
        assert_eq!(g.selector().unwrap().as_str(), "Weather");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `GopherAddress::search`.
    #[test]
    fn gopher_address_search() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1738, "gopher://h/7sel%09a%20b")?;
        let Url::Gopher(g) = p.url() else {
            panic!("gopher")
        };
        assert_eq!(g.search().unwrap().as_str(), "a%20b");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `GopherAddress::gopher_plus_string`.
    #[test]
    fn gopher_address_gopher_plus_string() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1738, "gopher://h/7sel%09a%09%2B1")?;
        let Url::Gopher(g) = p.url() else {
            panic!("gopher")
        };
        assert_eq!(g.gopher_plus_string().unwrap().as_str(), "%2B1");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `GopherAddress::effective_gtype`.
    #[test]
    fn gopher_address_effective_gtype() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "gopher://h")?;
        let Url::Gopher(g) = p.url() else {
            panic!("gopher")
        };
        assert_eq!(g.effective_gtype(), b'1');
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `GopherAddress::effective_port`.
    #[test]
    fn gopher_address_effective_port() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(
            UrlGrammar::Rfc1630Url,
            "gopher://spinaltap.micro.umn.edu/00/Weather",
        )?;
        let Url::Gopher(g) = p.url() else {
            panic!("gopher")
        };
        assert_eq!(g.effective_port(), Some(70));
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/http.rs`.
mod url_http {
    /// `HttpAddress::hostport`.
    #[test]
    fn http_address_hostport() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "http://info.cern.ch:8000/a/b?x+y")?;
        let Url::Http(h) = p.url() else {
            panic!("http")
        };
        assert_eq!(h.hostport().as_str(), "info.cern.ch:8000");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `HttpAddress::path`.
    #[test]
    fn http_address_path() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "http://info.cern.ch:8000/a/b?x+y")?;
        let Url::Http(h) = p.url() else {
            panic!("http")
        };
        assert_eq!(h.path().unwrap().as_str(), "a/b");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `HttpAddress::search`.
    #[test]
    fn http_address_search() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "http://info.cern.ch:8000/a/b?x+y")?;
        let Url::Http(h) = p.url() else {
            panic!("http")
        };
        assert_eq!(h.search().unwrap().as_str(), "x+y");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `HttpAddress::effective_port`.
    #[test]
    fn http_address_effective_port() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "http://info.cern.ch:8000/a/b?x+y")?;
        let Url::Http(h) = p.url() else {
            panic!("http")
        };
        assert_eq!(h.effective_port(), Some(8000));
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/mailto.rs`.
mod url_mailto {
    /// `MailtoAddress::encoded822addr`.
    #[test]
    fn mailto_address_encoded822addr() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1738, "mailto:timbl@info.cern.ch")?;
        let Url::Mailto(m) = p.url() else {
            panic!("mailto")
        };
        assert_eq!(m.encoded822addr().unwrap().as_str(), "timbl@info.cern.ch");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `MailtoAddress::xalphas`.
    #[test]
    fn mailto_address_xalphas() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "mailto:timbl@info.cern.ch")?;
        let Url::Mailto(m) = p.url() else {
            panic!("mailto")
        };
        assert_eq!(m.xalphas().as_str(), "timbl");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `MailtoAddress::hostname`.
    #[test]
    fn mailto_address_hostname() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "mailto:timbl@info.cern.ch")?;
        let Url::Mailto(m) = p.url() else {
            panic!("mailto")
        };
        assert_eq!(m.hostname().as_str(), "info.cern.ch");
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/syntax/url/mid.rs`.
mod url_mid {
    /// `MidAddress::addr_spec`.
    #[test]
    fn mid_address_addr_spec() -> Result<(), urispec::SyntaxError> {
        use urispec::{
            url::{parse, Url},
            UrlGrammar,
        };
        let p = parse(UrlGrammar::Rfc1630Url, "mid:960830.1639@XIson.com")?;
        let Url::Mid(m) = p.url() else { panic!("mid") };
        assert_eq!(m.addr_spec().span(), 4..25);
        Ok::<(), urispec::SyntaxError>(())
    }
}
