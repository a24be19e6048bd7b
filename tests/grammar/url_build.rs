//! Builders from decoded parts: `parse(build(parts)) == parts` over generated
//! parts, octets 0x00-0xFF included, and parts a production cannot hold are
//! errors.

use proptest::prelude::*;
use std::borrow::Cow;

use urispec::url::build::{
    BuildError, FtpParts, GopherParts, HttpParts, NewsParts, ProsperoParts, WaisParts, WaisTarget,
};
use urispec::url::{
    FileAddress, FtpAddress, GopherAddress, Groupart, HttpAddress, MailtoAddress, NewsAddress,
    ProsperoAddress, Url, WaisAddress,
};
use urispec::UrlGrammar;

const EDITIONS: [UrlGrammar; 3] = [
    UrlGrammar::Rfc1630Url,
    UrlGrammar::UrlDraft02,
    UrlGrammar::UrlDraft03,
];

/// Any octets, with the delimiters of the URL syntax made likely.
fn bytes(min: usize) -> impl Strategy<Value = Vec<u8>> {
    proptest::collection::vec(
        prop_oneof![any::<u8>(), prop::sample::select(b"/+%;=@:?#&.\t".to_vec())],
        min..10,
    )
}

/// Non-void segments with an optional void last one (what every edition's `path` holds).
fn segments() -> impl Strategy<Value = Vec<Vec<u8>>> {
    (proptest::collection::vec(bytes(1), 1..4), any::<bool>()).prop_map(|(mut s, slash)| {
        if slash {
            s.push(Vec::new());
        }
        s
    })
}

fn words() -> impl Strategy<Value = Vec<Vec<u8>>> {
    proptest::collection::vec(bytes(1), 1..4)
}

fn slices(v: &[Vec<u8>]) -> Vec<&[u8]> {
    v.iter().map(Vec::as_slice).collect()
}

fn decoded<'a>(i: impl Iterator<Item = Cow<'a, [u8]>>) -> Vec<Vec<u8>> {
    i.map(Cow::into_owned).collect()
}

fn parsed(grammar: UrlGrammar, url: &str) -> Result<Url<'_>, TestCaseError> {
    urispec::url::parse(grammar, url)
        .map(|p| p.url())
        .map_err(|e| TestCaseError::fail(format!("{url}: {e}")))
}

fn built(r: Result<String, BuildError>) -> Result<String, TestCaseError> {
    r.map_err(|e| TestCaseError::fail(e.to_string()))
}

fn hostname() -> impl Strategy<Value = String> {
    proptest::collection::vec("[a-zA-Z][a-zA-Z0-9-]{0,6}", 1..4).prop_map(|labels| labels.join("."))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn gopher_parts_read_back(grammar in prop::sample::select(vec![UrlGrammar::Rfc1630Url, UrlGrammar::UrlDraft03]),
                              host in hostname(), port in any::<Option<u16>>(), gtype in any::<u8>(),
                              selector in proptest::collection::vec(prop_oneof![any::<u8>(), Just(b'/'), Just(b'\t')], 0..24)) {
        let parts = GopherParts { host: &host, port, gtype: Some(gtype), selector: &selector };
        let url = GopherAddress::build(grammar, &parts).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let parsed = urispec::url::parse(grammar, &url).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let Url::Gopher(a) = parsed.url() else { return Err(TestCaseError::fail(format!("{url} is no gopher URL"))) };
        prop_assert_eq!(a.hostport().host().as_str(), host.as_str());
        prop_assert_eq!(a.hostport().port().and_then(|p| p.number()), port);
        prop_assert_eq!(a.effective_gtype(), gtype);
        prop_assert_eq!(a.gcommand().map_or(Vec::new(), |c| c.decode().into_owned()), selector);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn ftp_parts_read_back(grammar in prop::sample::select(EDITIONS.to_vec()), host in hostname(), port in any::<Option<u16>>(),
                           user in proptest::option::of("[a-zA-Z0-9._+-]{1,8}"), password in proptest::option::of("[a-zA-Z0-9._+-]{1,8}"),
                           path in segments(), ftptype in proptest::option::of(prop::sample::select(vec!["A", "AN", "EC", "I", "L8", "L36"]))) {
        let ftptype = ftptype.filter(|_| grammar != UrlGrammar::UrlDraft02);
        let password = password.filter(|_| user.is_some());
        let segs = slices(&path);
        let parts = FtpParts { host: &host, port, user: user.as_deref().map(str::as_bytes), password: password.as_deref().map(str::as_bytes), path: &segs, ftptype };
        let url = built(FtpAddress::build(grammar, &parts))?;
        let Url::Ftp(a) = parsed(grammar, &url)? else { return Err(TestCaseError::fail(format!("{url} is no ftp URL"))) };
        prop_assert_eq!(a.login().hostport().host().as_str(), host.as_str());
        prop_assert_eq!(a.login().hostport().port().and_then(|p| p.number()), port);
        prop_assert_eq!(a.login().user().map(|u| u.decode().into_owned()), user.map(String::into_bytes));
        prop_assert_eq!(a.login().password().map(|u| u.decode().into_owned()), password.map(String::into_bytes));
        prop_assert_eq!(decoded(a.path().decoded_segments()), path);
        prop_assert_eq!(a.ftptype().map(|t| t.as_str()), ftptype);
    }

    #[test]
    fn draft02_ftp_users_hold_any_octets(user in bytes(1), password in bytes(1)) {
        let parts = FtpParts { host: "h", port: None, user: Some(&user), password: Some(&password), path: &[b"x"], ftptype: None };
        let url = built(FtpAddress::build(UrlGrammar::UrlDraft02, &parts))?;
        let Url::Ftp(a) = parsed(UrlGrammar::UrlDraft02, &url)? else { return Err(TestCaseError::fail(url)) };
        prop_assert_eq!(a.login().user().map(|u| u.decode().into_owned()), Some(user));
        prop_assert_eq!(a.login().password().map(|u| u.decode().into_owned()), Some(password));
    }

    #[test]
    fn http_parts_read_back(grammar in prop::sample::select(EDITIONS.to_vec()), host in hostname(), port in any::<Option<u16>>(),
                            path in proptest::option::of(segments()), search in proptest::option::of(words())) {
        let segs = path.as_deref().map(slices);
        let ws = search.as_deref().map(slices);
        let parts = HttpParts { host: &host, port, path: segs.as_deref(), search: ws.as_deref() };
        let url = built(HttpAddress::build(grammar, &parts))?;
        let Url::Http(a) = parsed(grammar, &url)? else { return Err(TestCaseError::fail(format!("{url} is no http URL"))) };
        prop_assert_eq!(a.hostport().host().as_str(), host.as_str());
        prop_assert_eq!(a.hostport().port().and_then(|p| p.number()), port);
        prop_assert_eq!(a.path().map(|p| decoded(p.decoded_segments())), path);
        prop_assert_eq!(a.search().map(|s| decoded(s.words().map(urispec::escape::decode))), search);
    }

    #[test]
    fn news_parts_read_back(grammar in prop::sample::select(EDITIONS.to_vec()), first in "[a-zA-Z]", rest in bytes(0),
                            local in bytes(1), host in hostname(), article in any::<bool>()) {
        let mut group = first.into_bytes();
        group.extend(rest);
        let parts = if article { NewsParts::Article { local: &local, host: &host } } else { NewsParts::Group(&group) };
        let url = built(NewsAddress::build(grammar, &parts))?;
        let Url::News(a) = parsed(grammar, &url)? else { return Err(TestCaseError::fail(format!("{url} is no news URL"))) };
        match a.groupart() {
            Groupart::Article(read) => {
                prop_assert!(article, "{} read as an article", url);
                prop_assert_eq!(read.xalphas().decode().into_owned(), local);
                prop_assert_eq!(read.host().as_str(), host.as_str());
            }
            Groupart::Group(read) => {
                prop_assert!(!article, "{} read as a group", url);
                prop_assert_eq!(read.decode().into_owned(), group);
            }
            Groupart::All(_) => prop_assert!(false, "{} read as *", url),
        }
    }

    #[test]
    fn mailto_parts_read_back(grammar in prop::sample::select(vec![UrlGrammar::Rfc1630Url, UrlGrammar::UrlDraft03]), local in bytes(1), host in hostname()) {
        let url = built(MailtoAddress::build(grammar, &local, &host))?;
        let Url::Mailto(a) = parsed(grammar, &url)? else { return Err(TestCaseError::fail(format!("{url} is no mailto URL"))) };
        prop_assert_eq!(a.xalphas().decode().into_owned(), local);
        prop_assert_eq!(a.hostname().as_str(), host.as_str());
    }

    #[test]
    fn wais_parts_read_back(grammar in prop::sample::select(vec![UrlGrammar::Rfc1630Url, UrlGrammar::UrlDraft03]), host in hostname(), port in any::<Option<u16>>(),
                            database in bytes(1), wtype in bytes(1), search in proptest::option::of(words()),
                            wpath in proptest::collection::vec((any::<u64>(), bytes(0)), 1..4), doc in any::<bool>()) {
        let ws = search.as_deref().map(slices);
        let fields: Vec<(u64, &[u8])> = wpath.iter().map(|(n, c)| (*n, c.as_slice())).collect();
        let target = if doc { WaisTarget::Doc { wtype: &wtype, wpath: &fields } } else { WaisTarget::Index(ws.as_deref()) };
        let parts = WaisParts { host: &host, port, database: &database, target };
        let url = built(WaisAddress::build(grammar, &parts))?;
        let Url::Wais(a) = parsed(grammar, &url)? else { return Err(TestCaseError::fail(format!("{url} is no wais URL"))) };
        prop_assert_eq!(a.hostport().host().as_str(), host.as_str());
        prop_assert_eq!(a.hostport().port().and_then(|p| p.number()), port);
        prop_assert_eq!(a.database().decode().into_owned(), database);
        if doc {
            prop_assert_eq!(a.wtype().map(|t| t.decode().into_owned()), Some(wtype));
            let read: Vec<(u64, Vec<u8>)> = a.wpath_fields().map(|(n, c)| (n.parse().unwrap_or(u64::MAX), urispec::escape::decode(c).into_owned())).collect();
            prop_assert_eq!(read, wpath);
        } else {
            prop_assert_eq!(a.search().map(|s| decoded(s.words().map(urispec::escape::decode))), search);
        }
    }

    #[test]
    fn prospero_parts_read_back(grammar in prop::sample::select(EDITIONS.to_vec()), host in hostname(), port in any::<Option<u16>>(),
                                hsoname in segments(), version in proptest::option::of("[0-9]{0,3}"),
                                attributes in proptest::collection::vec("[a-zA-Z0-9]{1,5}", 0..3)) {
        let hsoname: Vec<Vec<u8>> = hsoname.into_iter().map(|s| s.into_iter().map(|b| b.max(1)).collect()).collect();
        let segs = slices(&hsoname);
        let attributes = if version.is_some() { attributes } else { Vec::new() };
        let attrs: Vec<&str> = attributes.iter().map(String::as_str).collect();
        let parts = ProsperoParts { host: &host, port, hsoname: &segs, version: version.as_deref(), attributes: &attrs };
        let url = built(ProsperoAddress::build(grammar, &parts))?;
        let Url::Prospero(a) = parsed(grammar, &url)? else { return Err(TestCaseError::fail(format!("{url} is no prospero URL"))) };
        prop_assert_eq!(a.hostport().host().as_str(), host.as_str());
        prop_assert_eq!(a.hostport().port().and_then(|p| p.number()), port);
        prop_assert_eq!(decoded(a.hsoname().decoded_segments()), hsoname);
        prop_assert_eq!(a.version().map(|v| v.as_str().to_owned()), version);
        prop_assert_eq!(a.attribute_list().map(str::to_owned).collect::<Vec<_>>(), attributes);
    }

    #[test]
    fn file_paths_read_back(host in proptest::option::of(hostname()), path in segments()) {
        let mut local = Vec::new();
        for s in &path {
            local.push(b'/');
            local.extend(s.iter().map(|&b| if b == b'/' { b'x' } else { b }));
        }
        #[cfg(unix)]
        let local_path = std::path::PathBuf::from(<std::ffi::OsStr as std::os::unix::ffi::OsStrExt>::from_bytes(&local));
        #[cfg(not(unix))]
        let local_path = std::path::PathBuf::from(String::from_utf8_lossy(&local).into_owned());
        let url = built(FileAddress::from_path(UrlGrammar::Rfc1630Url, host.as_deref(), &local_path))?;
        let Url::File(a) = parsed(UrlGrammar::Rfc1630Url, &url)? else { return Err(TestCaseError::fail(format!("{url} is no file URL"))) };
        prop_assert_eq!(a.host().map(|h| h.as_str().to_owned()), host);
        let mut back = Vec::new();
        for s in a.path().decoded_segments() {
            back.push(b'/');
            back.extend_from_slice(&s);
        }
        #[cfg(unix)]
        prop_assert_eq!(back, local);
    }
}

#[test]
fn parts_the_productions_cannot_hold_are_errors() {
    let g = UrlGrammar::Rfc1630Url;
    let part = |r: Result<String, BuildError>| match r {
        Err(BuildError::Part { production, .. }) => production,
        other => panic!("{other:?} is no Part error"),
    };
    let ftp = FtpParts {
        host: "h",
        port: None,
        user: Some(b"a b"),
        password: None,
        path: &[b"x"],
        ftptype: None,
    };
    assert_eq!(part(FtpAddress::build(g, &ftp)), "user");
    assert_eq!(
        part(FtpAddress::build(
            g,
            &FtpParts {
                user: None,
                password: Some(b"p"),
                ..ftp
            }
        )),
        "login"
    );
    assert_eq!(
        part(FtpAddress::build(
            g,
            &FtpParts {
                user: None,
                ftptype: Some("X"),
                ..ftp
            }
        )),
        "ftptype"
    );
    assert_eq!(
        part(FtpAddress::build(
            g,
            &FtpParts {
                user: None,
                path: &[b"a", b"", b"b"],
                ..ftp
            }
        )),
        "path"
    );
    assert_eq!(
        part(FtpAddress::build(
            g,
            &FtpParts {
                user: None,
                path: &[],
                ..ftp
            }
        )),
        "path"
    );
    assert!(matches!(
        FtpAddress::build(
            UrlGrammar::UrlDraft02,
            &FtpParts {
                user: None,
                ftptype: Some("I"),
                ..ftp
            }
        ),
        Err(BuildError::NoProduction { .. })
    ));
    // url-draft-02's `path` holds void segments anywhere.
    assert_eq!(
        FtpAddress::build(
            UrlGrammar::UrlDraft02,
            &FtpParts {
                user: None,
                path: &[b"a", b"", b"b"],
                ..ftp
            }
        )
        .as_deref(),
        Ok("ftp://h/a//b")
    );
    let http = HttpParts {
        host: "h",
        port: Some(80),
        path: None,
        search: Some(&[b""]),
    };
    assert_eq!(part(HttpAddress::build(g, &http)), "search");
    assert!(matches!(
        HttpAddress::build(
            g,
            &HttpParts {
                host: "h:80",
                ..http
            }
        ),
        // `:` ends the host for every later reader (RFC 3986 §3.2).
        Err(BuildError::HostHazard { delimiter: ':', .. })
    ));
    assert_eq!(
        HttpAddress::build(
            g,
            &HttpParts {
                search: Some(&[b"a", b"", b"+"]),
                ..http
            }
        )
        .as_deref(),
        Ok("http://h:80?a++%2B")
    );
    assert_eq!(
        part(HttpAddress::build(
            UrlGrammar::UrlDraft02,
            &HttpParts {
                search: Some(&[b"a", b""]),
                ..http
            }
        )),
        "search"
    );
    assert_eq!(
        part(NewsAddress::build(g, &NewsParts::Group(b"1a"))),
        "group"
    );
    assert_eq!(
        part(NewsAddress::build(
            g,
            &NewsParts::Article {
                local: b"",
                host: "h"
            }
        )),
        "article"
    );
    assert_eq!(
        NewsAddress::build(g, &NewsParts::Group(b"a@b")).as_deref(),
        Ok("news:a%40b")
    );
    assert_eq!(part(MailtoAddress::build(g, b"", "h")), "xalphas");
    assert!(matches!(
        MailtoAddress::build(g, b"a", "1.2.3.4"),
        Err(BuildError::Host { .. })
    ));
    assert!(matches!(
        MailtoAddress::build(UrlGrammar::UrlDraft02, b"a", "h"),
        Err(BuildError::NoProduction { .. })
    ));
    let wais = WaisParts {
        host: "h",
        port: None,
        database: b"",
        target: WaisTarget::Index(None),
    };
    assert_eq!(part(WaisAddress::build(g, &wais)), "database");
    assert_eq!(
        part(WaisAddress::build(
            g,
            &WaisParts {
                database: b"d",
                target: WaisTarget::Doc {
                    wtype: b"",
                    wpath: &[(1, b"")]
                },
                ..wais
            }
        )),
        "wtype"
    );
    assert_eq!(
        part(WaisAddress::build(
            g,
            &WaisParts {
                database: b"d",
                target: WaisTarget::Doc {
                    wtype: b"t",
                    wpath: &[]
                },
                ..wais
            }
        )),
        "wpath"
    );
    let prospero = ProsperoParts {
        host: "h",
        port: None,
        hsoname: &[b"a\0b"],
        version: None,
        attributes: &[],
    };
    assert_eq!(part(ProsperoAddress::build(g, &prospero)), "hsoname");
    assert_eq!(
        part(ProsperoAddress::build(
            g,
            &ProsperoParts {
                hsoname: &[b"a"],
                version: Some("1a"),
                ..prospero
            }
        )),
        "version"
    );
    assert_eq!(
        part(ProsperoAddress::build(
            g,
            &ProsperoParts {
                hsoname: &[b"a"],
                attributes: &["x"],
                ..prospero
            }
        )),
        "attributes"
    );
    assert_eq!(
        part(ProsperoAddress::build(
            g,
            &ProsperoParts {
                hsoname: &[b"a"],
                version: Some(""),
                attributes: &["x-y"],
                ..prospero
            }
        )),
        "attribute"
    );
    assert_eq!(
        ProsperoAddress::build(
            g,
            &ProsperoParts {
                hsoname: &[b"a"],
                version: Some(""),
                attributes: &["x"],
                ..prospero
            }
        )
        .as_deref(),
        Ok("prospero://h/a%00%00x")
    );
    assert_eq!(
        part(FileAddress::from_path(g, None, "relative/p".as_ref())),
        "path"
    );
    assert!(matches!(
        FileAddress::build(UrlGrammar::UrlDraft03, None, &[b"a"]),
        Err(BuildError::NoProduction { .. })
    ));
}

#[test]
fn gopher_parts_the_production_cannot_hold_are_errors() {
    fn gopher(
        grammar: UrlGrammar,
        host: &str,
        port: Option<u16>,
        gtype: Option<u8>,
        selector: &[u8],
    ) -> Result<String, BuildError> {
        let parts = GopherParts {
            host,
            port,
            gtype,
            selector,
        };
        GopherAddress::build(grammar, &parts)
    }
    assert!(matches!(
        gopher(UrlGrammar::Rfc1630Url, "a b", None, Some(b'0'), b""),
        Err(BuildError::Host { .. })
    ));
    assert_eq!(
        gopher(UrlGrammar::Rfc1630Url, "a", None, None, b"x"),
        Err(BuildError::SelectorWithoutType)
    );
    assert!(matches!(
        gopher(UrlGrammar::UrlDraft02, "a", None, None, b""),
        Err(BuildError::NoProduction { .. })
    ));
    // A selector with CR LF and a slash run keeps its octets: `//` cannot be a path, so `%2F`.
    assert_eq!(
        gopher(
            UrlGrammar::Rfc1630Url,
            "h",
            Some(70),
            Some(b'1'),
            b"a//b\r\n"
        )
        .as_deref(),
        Ok("gopher://h:70/1a%2F%2Fb%0D%0A")
    );
    assert_eq!(
        gopher(UrlGrammar::Rfc1630Url, "h", None, Some(b'1'), b"a/b/").as_deref(),
        Ok("gopher://h/1a/b/")
    );
}
