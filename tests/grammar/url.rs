//! The scheme semantics the prose gives, read through the typed structs, and
//! the entry points and options of `urispec::url`.

use std::borrow::Cow;

use urispec::url::{self, Groupart, Host, Kind, Options, Url, UrlBuf, WaisKind};
use urispec::Edition;
use urispec::UrlGrammar::{self, Rfc1630Url, UrlDraft02, UrlDraft03};

const EDITIONS: [UrlGrammar; 3] = [
    UrlGrammar::Rfc1630Url,
    UrlGrammar::UrlDraft02,
    UrlGrammar::UrlDraft03,
];

/// The typed address of `$input` under `$spec`, which must be a
/// `Url::$variant`.
macro_rules! address {
    ($variant:ident, $spec:expr, $input:expr) => {{
        let input = $input;
        let Url::$variant(address) = parse($spec, input).url() else {
            panic!("{input}: not {}", stringify!($variant))
        };
        address
    }};
}

fn parse(spec: UrlGrammar, input: &str) -> url::ParsedUrl<'_> {
    url::parse(spec, input).unwrap_or_else(|e| panic!("{spec}: {input:?}: {e}"))
}

#[test]
fn rfc1630_url_gopher_type_defaults_to_1() {
    let g = address!(Gopher, Rfc1630Url, "gopher://gopher.micro.umn.edu/");
    assert_eq!(g.gtype(), None);
    assert_eq!(g.effective_gtype(), b'1');
    let g = address!(Gopher, Rfc1630Url, "gopher://h.org/0a%09b");
    assert_eq!(g.effective_gtype(), b'0');
    assert_eq!(&*g.gcommand().unwrap().decode(), b"a\tb");
    assert_eq!(g.gcommand().unwrap().decode_utf8().unwrap(), "a\tb");
    let g = address!(Gopher, Rfc1630Url, "gopher://h.org/%31abc");
    assert_eq!(g.gtype().unwrap().as_str(), "%31");
    assert_eq!(g.effective_gtype(), b'1');
}

#[test]
fn url_draft_02_gopher_selector_and_search() {
    let g = address!(Gopher, UrlDraft02, "gopher://h.org/7sel?word+two");
    assert_eq!(g.selector().unwrap().as_str(), "sel");
    assert_eq!(g.gcommand(), None);
    assert_eq!(
        g.search().unwrap().words().collect::<Vec<_>>(),
        ["word", "two"]
    );
    assert_eq!(g.search().unwrap().to_text().unwrap(), "word two");
}

#[test]
fn ftp_anonymous_type_and_directory() {
    for spec in [UrlGrammar::Rfc1630Url, UrlGrammar::UrlDraft03] {
        let f = address!(Ftp, spec, "ftp://ds.internic.net/rfc/");
        assert!(f.is_anonymous());
        assert_eq!(f.effective_user(), "anonymous");
        assert!(f.is_directory());
        assert_eq!(f.effective_port(), Some(21));

        let p = parse(spec, "ftp://me:pw@h.org:2121/f.txt;type=AN");
        let Url::Ftp(f) = p.url() else { panic!() };
        assert_eq!(f.effective_user(), "me");
        assert!(!f.is_directory());
        assert_eq!(f.effective_port(), Some(2121));
        let t = f.ftptype().unwrap();
        assert_eq!(
            (t.code(), t.formcode(), t.meaning()),
            ('A', Some('N'), "ASCII")
        );
        assert_eq!(t.formcode_meaning(), Some("non-print"));

        let p = parse(spec, "ftp://h.org/f;type=A");
        let Url::Ftp(f) = p.url() else { panic!() };
        assert_eq!(f.ftptype().unwrap().formcode(), None);
        assert_eq!(f.ftptype().unwrap().formcode_meaning(), Some("non-print"));

        let p = parse(spec, "ftp://h.org/f;type=L8");
        let Url::Ftp(f) = p.url() else { panic!() };
        assert_eq!(f.ftptype().unwrap().byte_size(), Some("8"));
        assert_eq!(f.ftptype().unwrap().meaning(), "local byte size");

        let p = parse(spec, "ftp://h.org/f;type=I");
        let Url::Ftp(f) = p.url() else { panic!() };
        assert_eq!(f.ftptype().unwrap().meaning(), "image (binary)");
    }
}

#[test]
fn ftptype_glued_to_the_path_is_path() {
    // The BNF's `path [ ftptype ]` has no delimiter: read as path.
    let f = address!(Ftp, Rfc1630Url, "ftp://h.org/fileI");
    assert_eq!(f.path().as_str(), "fileI");
    assert_eq!(f.ftptype(), None);
}

#[test]
fn news_article_versus_group() {
    for spec in EDITIONS {
        let n = address!(News, spec, "news:*");
        assert!(matches!(n.groupart(), Groupart::All(_)));
        let n = address!(News, spec, "news:comp.infosystems.www");
        assert!(matches!(n.groupart(), Groupart::Group(g) if g.as_str() == "comp.infosystems.www"));
        assert!(!n.is_article());
        let n = address!(News, spec, "news:12345@info.cern.ch");
        assert!(n.is_article());
        let Groupart::Article(a) = n.groupart() else {
            panic!()
        };
        assert_eq!(a.xalphas().as_str(), "12345");
        assert_eq!(a.host().as_str(), "info.cern.ch");
        // Two `@`: the last one splits (a message-id's domain holds none).
        let n = address!(News, spec, "news:a@b@info.cern.ch");
        let Groupart::Article(a) = n.groupart() else {
            panic!()
        };
        assert_eq!(a.xalphas().as_str(), "a@b");
    }
}

#[test]
fn mailto_splits_at_the_last_at_that_leaves_a_hostname() {
    let m = address!(Mailto, Rfc1630Url, "mailto:a@b@info.cern.ch");
    assert_eq!(
        (m.xalphas().as_str(), m.hostname().as_str()),
        ("a@b", "info.cern.ch")
    );
    // After the last `@` no hostname: the first `@` that leaves one.
    let m = address!(Mailto, Rfc1630Url, "mailto:a@b.org@1.2.3.4");
    assert_eq!(
        (m.xalphas().as_str(), m.hostname().as_str()),
        ("a", "b.org@1.2.3.4")
    );
    // The draft's `mailto::` is a typo, not copied.
    assert!(url::parse(UrlGrammar::UrlDraft03, "mailto::a@h.org").is_err());
    assert!(url::parse(UrlGrammar::UrlDraft03, "mailto:a@h.org").is_ok());
}

#[test]
fn search_plus_is_the_separator() {
    let h = address!(Http, Rfc1630Url, "http://h.org/p?a++b+c");
    let words: Vec<_> = h.search().unwrap().words().collect();
    assert_eq!(words, ["a", "", "b", "c"]);
}

#[test]
fn prospero_percent_00() {
    let pr = address!(Prospero, Rfc1630Url, "prospero://h.org/a%00b/c");
    assert_eq!(pr.hsoname().as_str(), "a%00b/c");
    assert_eq!(&*pr.hsoname().decode(), b"a\0b/c");
    assert_eq!(pr.version(), None);
    let pr = address!(Prospero, Rfc1630Url, "prospero://h.org/a%00%00x%00y");
    assert_eq!(pr.hsoname().as_str(), "a");
    assert_eq!(pr.version().unwrap().as_str(), "");
    assert_eq!(pr.attribute_list().collect::<Vec<_>>(), ["x", "y"]);
    assert_eq!(pr.effective_port(), Some(1525));
}

#[test]
fn default_ports() {
    let cases = [
        ("http://h.org/", Some(80)),
        ("http://h.org:8000/", Some(8000)),
        ("http://h.org:99999/", None),
        ("gopher://h.org", Some(70)),
        ("ftp://h.org/", Some(21)),
        ("telnet://h.org", Some(23)),
        ("tn3270://h.org", Some(23)),
        ("nntp:comp.x/1", Some(119)),
        ("nntp://h.org/comp.x/1", Some(119)),
        ("wais://h.org/db", Some(210)),
        ("prospero://h.org/x", Some(1525)),
        ("news:comp.x", None),
    ];
    for (input, port) in cases {
        assert_eq!(
            parse(UrlGrammar::Rfc1630Url, input).url().effective_port(),
            port,
            "{input}"
        );
    }
}

#[test]
fn file_host_equivalence() {
    let urls = [
        "file:///etc/motd",
        "file://localhost/etc/motd",
        "file://LOCALHOST/x",
    ];
    let parsed: Vec<_> = urls
        .iter()
        .map(|u| parse(UrlGrammar::Rfc1630Url, u))
        .collect();
    let files: Vec<_> = parsed
        .iter()
        .map(|p| match p.url() {
            Url::File(f) => f,
            _ => panic!(),
        })
        .collect();
    assert!(files.iter().all(|f| f.is_local()));
    assert!(files[0].same_host(&files[1]) && files[1].same_host(&files[2]));
    let p = parse(UrlGrammar::Rfc1630Url, "file://Host.Org/x");
    let q = parse(UrlGrammar::Rfc1630Url, "file://host.org/y");
    let (Url::File(a), Url::File(b)) = (p.url(), q.url()) else {
        panic!()
    };
    assert!(!a.is_local() && a.same_host(&b) && !a.same_host(&files[0]));
    // `file` is a prose scheme of RFC 1630 only: draft 03 reads it as any
    // scheme it does not name.
    assert_eq!(
        parse(UrlGrammar::UrlDraft03, "file:///etc").kind(),
        Kind::Otherurl
    );
}

#[test]
fn hostnumber_has_four_numbers() {
    let h = address!(Http, Rfc1630Url, "http://128.141.201.74/");
    let Host::Hostnumber(n) = h.hostport().host() else {
        panic!()
    };
    assert_eq!(n.numbers(), ["128", "141", "201", "74"]);
    assert_eq!(n.octets(), Some([128, 141, 201, 74]));
}

#[test]
fn decoded_views_borrow_without_escapes() {
    let p = parse(
        UrlGrammar::Rfc1630Url,
        "wais://h.org/plain-db/TEXT/1=a%20b;",
    );
    let Url::Wais(w) = p.url() else { panic!() };
    assert_eq!(w.kind(), WaisKind::Doc);
    assert!(matches!(w.database().decode(), Cow::Borrowed(_)));
    assert_eq!(w.wpath_fields().collect::<Vec<_>>(), [("1", "a%20b")]);
}

#[test]
fn nntp_with_and_without_server() {
    let n = address!(Nntp, UrlDraft03, "nntp://news.cern.ch/comp.x/42");
    assert_eq!(n.hostport().unwrap().host().as_str(), "news.cern.ch");
    assert_eq!((n.group().as_str(), n.digits().as_str()), ("comp.x", "42"));
    let n = address!(Nntp, UrlDraft03, "nntp:comp.x/42");
    assert!(n.hostport().is_none());
}

#[test]
fn afsaddress_only_through_its_entry_point() {
    for spec in EDITIONS {
        let afs = url::afsaddress(spec, "afs://cern.ch/usr/timbl").unwrap();
        assert_eq!(afs.cellname().as_str(), "cern.ch");
        assert_eq!(afs.path().as_str(), "usr/timbl");
        assert_eq!(afs.to_string(), "afs://cern.ch/usr/timbl");
    }
    assert!(url::rfc1630_url::parse("afs://cern.ch/usr/timbl").is_err());
    assert!(url::afsaddress(UrlGrammar::UrlDraft03, "http://cern.ch/").is_err());
}

/// The edition modules' `parse_with` and `afsaddress`, deprecated, still
/// reach their edition's grammar, as `url::parse_with` and `url::afsaddress`.
#[test]
#[allow(deprecated)]
fn the_edition_modules_still_forward() {
    let opts = Options {
        case_insensitive_scheme: true,
    };
    type ParseWith =
        for<'a> fn(&'a str, Options) -> Result<url::ParsedUrl<'a>, urispec::SyntaxError>;
    type Afs = for<'a> fn(&'a str) -> Result<url::AfsAddress<'a>, urispec::SyntaxError>;
    let (text, afs) = ("HTTP://info.cern.ch/", "afs://cern.ch/usr/timbl");
    for (grammar, parse_with, afsaddress) in [
        (
            Rfc1630Url,
            url::rfc1630_url::parse_with as ParseWith,
            url::rfc1630_url::afsaddress as Afs,
        ),
        (
            UrlDraft02,
            url::url_draft_02::parse_with,
            url::url_draft_02::afsaddress,
        ),
        (
            UrlDraft03,
            url::url_draft_03::parse_with,
            url::url_draft_03::afsaddress,
        ),
        (
            UrlGrammar::Rfc1738,
            url::rfc1738::parse_with,
            url::rfc1738::afsaddress,
        ),
    ] {
        assert_eq!(parse_with(text, opts), url::parse_with(grammar, text, opts));
        assert_eq!(
            afsaddress(afs).map(|a| a.to_string()),
            url::afsaddress(grammar, afs).map(|a| a.to_string())
        );
    }
}

#[test]
fn scheme_case_is_an_option() {
    let input = "Gopher://h.org/1x";
    // A named scheme in another case is neither `gopheraddress` nor an
    // unnamed scheme.
    assert!(url::parse(UrlGrammar::Rfc1630Url, input).is_err());
    let opts = Options {
        case_insensitive_scheme: true,
    };
    let p = url::parse_with(UrlGrammar::Rfc1630Url, input, opts).unwrap();
    assert_eq!(p.kind(), Kind::Gopheraddress);
    assert_eq!(p.url().scheme(), "Gopher");
    assert_eq!(p.to_string(), input);
    let owned = p.into_owned();
    assert_eq!(owned.view().kind(), Kind::Gopheraddress);
    // The preprefix is case-insensitive either way.
    assert!(parse(UrlGrammar::UrlDraft03, "uRl:http://h.org/").prefixed());
}

#[test]
fn generic_for_unnamed_schemes() {
    assert_eq!(
        parse(UrlGrammar::UrlDraft03, "x-foo:bar/baz?q#f").kind(),
        Kind::Otherurl
    );
    for spec in [UrlGrammar::Rfc1630Url, UrlGrammar::UrlDraft02] {
        let p = parse(spec, "x-foo:bar/baz?q#f");
        assert_eq!(p.kind(), Kind::Generic, "{spec}");
        let Url::Generic(fa) = p.url() else { panic!() };
        assert_eq!(fa.uri().path().as_str(), "bar/baz");
        assert_eq!(p.fragmentid().unwrap().as_str(), "f");
    }
    // A named scheme that does not match is an error, not generic.
    assert!(url::parse(UrlGrammar::Rfc1630Url, "http:info.cern.ch").is_err());
    // url-draft-02 has `generic` in `url`: it takes any scheme.
    assert_eq!(
        parse(UrlGrammar::UrlDraft02, "http:info.cern.ch").kind(),
        Kind::Generic
    );
}

#[test]
fn owned_forms() {
    let owned: UrlBuf = "telnet://user:pw@host.example.org:23".parse().unwrap();
    let Url::Telnet(t) = owned.view().url() else {
        panic!()
    };
    assert_eq!(t.login().password().unwrap().as_str(), "pw");
    assert_eq!(owned.to_string(), "telnet://user:pw@host.example.org:23");
    let draft =
        UrlBuf::parse_with(UrlGrammar::UrlDraft02, "gopher://h/1?x", Options::default()).unwrap();
    assert_eq!(draft.view().grammar(), UrlGrammar::UrlDraft02);
    assert!("mailto:".parse::<UrlBuf>().is_err());
}

#[test]
fn long_inputs_do_not_recurse() {
    let slashes = format!("http://h.org/{}", "a/".repeat(500_000));
    let p = parse(UrlGrammar::Rfc1630Url, &slashes);
    assert_eq!(p.to_string().len(), slashes.len());
    let big = format!("ftp://h.org/{}", "x".repeat(10 << 20));
    assert!(url::parse(UrlGrammar::UrlDraft03, &big).is_ok());
    let generic = format!("x-y:{}", "/".repeat(1_000_000));
    assert!(url::parse(UrlGrammar::Rfc1630Url, &generic).is_ok());
    let draft = format!("http://h.org/{}", "/".repeat(1_000_000));
    assert!(url::parse(UrlGrammar::UrlDraft02, &draft).is_ok());
}

#[test]
fn url_draft_02_colon_in_xalphas() {
    // `extra` holds `:` in this draft: `ialpha` stops before it, so the port
    // and the password split off; `user` stops before `:` and `@`.
    let p = parse(UrlGrammar::UrlDraft02, "telnet://us;er:pa:ss@h.org:23");
    let Url::Telnet(t) = p.url() else { panic!() };
    let login = t.login();
    assert_eq!(login.user().unwrap().as_str(), "us;er");
    assert_eq!(login.password().unwrap().as_str(), "pa:ss");
    assert_eq!(login.hostport().host().as_str(), "h.org");
    assert_eq!(login.hostport().port().unwrap().as_str(), "23");
    // What a scheme production misses is still a `generic` URL.
    let p = parse(UrlGrammar::UrlDraft02, "http://h.org:8x/");
    assert_eq!(p.kind(), Kind::Generic);
    let Url::Generic(fa) = p.url() else { panic!() };
    assert_eq!(fa.uri().path().as_str(), "//h.org:8x/");
}

#[test]
fn hostname_takes_the_dots_and_the_at() {
    // `ialpha` holds `.` and `@`: one `hostname`, never split by the PEG.
    let h = address!(Http, Rfc1630Url, "http://user@www.my.work.com:80/");
    assert_eq!(h.hostport().host().as_str(), "user@www.my.work.com");
    assert!(matches!(h.hostport().host(), Host::Hostname(_)));
    // In `login`, `user @` is tried first.
    let f = address!(Ftp, Rfc1630Url, "ftp://user@www.my.work.com/x");
    assert_eq!(f.login().user().unwrap().as_str(), "user");
    assert_eq!(f.login().hostport().host().as_str(), "www.my.work.com");
}

/// A fourth byte inside a multi-byte character is no `URL:` preprefix and
/// no panic, with or without case folding.
#[test]
fn non_ascii_near_the_preprefix_is_rejected_not_a_panic() {
    for spec in [
        UrlGrammar::Rfc1630Url,
        UrlGrammar::UrlDraft02,
        UrlGrammar::UrlDraft03,
    ] {
        for input in ["abcé", "a😀:x", "URLé:x", "é", "url:é"] {
            let insensitive = url::Options {
                case_insensitive_scheme: true,
            };
            let errors = [
                url::parse(spec, input).map(drop),
                url::parse_with(spec, input, insensitive).map(drop),
                urispec::explain(spec.into(), input).map(drop),
            ];
            for error in errors {
                let error = error.expect_err(input);
                assert!(
                    error.offset() <= input.len() && input.is_char_boundary(error.offset()),
                    "{spec:?} {input:?}: offset {}",
                    error.offset()
                );
                assert!(!error.render(input).is_empty());
            }
        }
    }
}

/// Scheme case, consistently: a named scheme in upper case is neither its
/// production nor an unnamed scheme under the URL editions that name it, with
/// or without a port; with the option both are `httpaddress` everywhere.
#[test]
fn scheme_case_gives_one_verdict_with_or_without_a_port() {
    let insensitive = Options {
        case_insensitive_scheme: true,
    };
    for spec in EDITIONS {
        let (a, b) = (
            url::parse(spec, "HTTP://host/x"),
            url::parse(spec, "HTTP://host:80/x"),
        );
        assert_eq!(a.is_ok(), b.is_ok(), "{spec}");
        for input in ["HTTP://host/x", "HTTP://host:80/x"] {
            let p = url::parse_with(spec, input, insensitive).unwrap();
            assert_eq!(p.kind(), Kind::Httpaddress, "{spec} {input}");
            assert_eq!(p.to_string(), input);
        }
    }
    for spec in [UrlGrammar::Rfc1630Url, UrlGrammar::UrlDraft03] {
        let e = url::parse(spec, "HTTP://host/x").unwrap_err();
        assert_eq!(e.spec(), spec.into(), "labelled with the edition");
        assert_eq!(e.offset(), 0);
        assert!(e.note().is_some_and(|n| n.contains("http, ftp")), "{e}");
        let e = url::parse(spec, "url:HTTP://h/").unwrap_err();
        assert_eq!(e.spec(), spec.into());
    }
}

/// An unnamed scheme is read by the edition's own rules, never labelled
/// with RFC 1630's generic grammar.
#[test]
fn unnamed_schemes_are_read_by_the_editions_own_rules() {
    let p = parse(UrlGrammar::UrlDraft03, "file:///etc/motd");
    let Url::Other(o) = p.url() else {
        panic!("{:?}", p.kind())
    };
    assert_eq!(p.kind().name(), "otherurl");
    assert_eq!(o.scheme().as_str(), "file");
    assert_eq!(o.schemestring().as_str(), "///etc/motd");
    let p = parse(UrlGrammar::UrlDraft03, "x-foo:a;b=c?d:e#f");
    assert_eq!(p.fragmentid().unwrap().as_str(), "f");
    assert!(url::parse(UrlGrammar::UrlDraft03, "x-foo:a b").is_err());
    let p = parse(UrlGrammar::Rfc1630Url, "magic://a/b/c//d/e/f");
    let Url::Generic(fa) = p.url() else { panic!() };
    assert_eq!(fa.spec(), urispec::Edition::Rfc1630Url);
    assert_eq!(fa.uri().path().as_str(), "//a/b/c//d/e/f");
    for spec in [UrlGrammar::Rfc1630Url, UrlGrammar::UrlDraft03] {
        let e = url::parse(spec, "x-foo:a b").unwrap_err();
        assert_eq!(e.spec(), spec.into(), "{e}");
        // A named scheme is decided by its own production only.
        assert!(url::parse(spec, "http:foo").is_err());
        assert!(url::parse(spec, "afs://cell/p").is_err());
    }
}

/// Every scheme the error note lists is one a production names: it is no
/// unnamed scheme (`http:` alone fails past the scheme, not at it).
#[test]
fn the_scheme_note_lists_named_schemes() {
    for spec in EDITIONS {
        let e = url::parse(spec, "9:").unwrap_err();
        let note = e.note().unwrap();
        let list = note.split(": ").nth(1).unwrap().split(" (").next().unwrap();
        for scheme in list.split(", ") {
            let e = url::parse(spec, &format!("{scheme}:\u{1}")).unwrap_err();
            assert!(e.offset() > 0, "{spec}: `{scheme}` is named");
        }
    }
}

/// `mid` and `cid` need an `@`, as an RFC 822 `addr-spec` does.
#[test]
fn mid_and_cid_need_an_at_sign() {
    for spec in [UrlGrammar::Rfc1630Url, UrlGrammar::UrlDraft03] {
        assert!(url::parse(spec, "mid:IC").is_err());
        assert!(url::parse(spec, "cid:IC").is_err());
        assert!(url::parse(spec, "mid:a@b").is_ok());
        assert!(url::parse(spec, "cid:part1@h.org").is_ok());
    }
}

/// Every default names its source, per edition.
#[test]
fn defaults_name_their_source() {
    use url::{Document, Source};
    let gopher = |spec| parse(spec, "gopher://h.org").default_gtype().unwrap();
    let rfc1630 = gopher(UrlGrammar::Rfc1630Url).source;
    assert!(!rfc1630.is_later());
    assert_eq!(rfc1630.to_string(), "RFC 1630, \"Gopher\"");
    for spec in [UrlGrammar::UrlDraft02, UrlGrammar::UrlDraft03] {
        let d = gopher(spec);
        assert_eq!(d.value, b'1');
        assert!(d.source.is_later());
        assert_eq!(d.source.document(), Document::Edition(Edition::Rfc1738));
    }
    for spec in EDITIONS {
        let ftp = parse(spec, "ftp://h.org/a");
        let user = ftp.default_user().unwrap();
        assert_eq!(user.value, "anonymous");
        assert_eq!(
            user.source,
            Source::Edition(user.source.citation()),
            "{spec}"
        );
        assert_eq!(
            user.source.document(),
            Document::Edition(spec.edition()),
            "{spec}"
        );
        let port = ftp.default_port().unwrap();
        assert_eq!(port.value, 21);
        assert_eq!(
            port.source.is_later(),
            spec != UrlGrammar::Rfc1738,
            "{spec}"
        );
        assert_eq!(port.source.to_string(), "RFC 1738 §3.2 \"FTP\" (RFC 959)");
        let rlogin = parse(spec, "rlogin://h.org").default_port().unwrap();
        assert!(
            rlogin.source.is_later(),
            "no edition gives rlogin's port: {spec}"
        );
        assert_eq!(rlogin.source.document(), Document::Rfc(1282));
        assert_eq!(parse(spec, "news:a.b").default_port(), None);
    }
    // RFC 1738 gives FTP's port itself, and has no rlogin scheme.
    let ftp = parse(UrlGrammar::Rfc1738, "ftp://h.org/a").default_port();
    assert!(ftp.is_some_and(|port| !port.source.is_later()));
    assert_eq!(
        parse(UrlGrammar::Rfc1738, "rlogin://h.org").default_port(),
        None
    );
}

/// `explain` shows the Prospero split `parse` makes.
#[test]
fn explain_splits_prospero_names_as_parse_does() {
    let input = "prospero://h/a/b%00%00attr";
    let tree = urispec::explain(urispec::Edition::Rfc1630Url, input).unwrap();
    let shown: Vec<(&str, &str)> = tree
        .nodes()
        .iter()
        .map(|n| (n.production.name, tree.text(n)))
        .filter(|(name, _)| ["hsoname", "version", "attributes", "attribute"].contains(name))
        .collect();
    assert_eq!(
        shown,
        [
            ("hsoname", "a/b"),
            ("version", ""),
            ("attributes", "%00attr"),
            ("attribute", "attr")
        ]
    );
    let Url::Prospero(p) = parse(UrlGrammar::Rfc1630Url, input).url() else {
        panic!()
    };
    assert_eq!(p.hsoname().as_str(), "a/b");
}

/// Every line of both corpora has, under every edition, the brief its
/// outcome gives (`check --quiet` counts the brief: the verdict, the error
/// and the scheme with no tree made).
#[test]
fn the_brief_is_the_outcome_on_the_corpora() {
    let mut lines = crate::generate::corpus("historic.txt");
    lines.extend(crate::generate::corpus("urls.txt"));
    lines.extend([
        "URL:http://a/b".to_owned(),
        "url:news:c".to_owned(),
        String::new(),
    ]);
    for grammar in Edition::ALL {
        // Every fourth line under each edition: each line in some.
        for line in lines.iter().skip(grammar as usize % 4).step_by(4) {
            crate::invariants::brief(grammar, line);
        }
    }
}

/// `Parsed::scheme` (from the record's address, as `check` counts it) is
/// the typed address's `Url::scheme`, on every line of both corpora that
/// each URL grammar accepts, and on the documents' prefixed forms.
#[test]
fn the_scheme_check_counts_is_the_typed_address_scheme() {
    let mut lines = crate::generate::corpus("historic.txt");
    lines.extend(crate::generate::corpus("urls.txt"));
    lines.extend(["URL:http://a/b".to_owned(), "url:news:c".to_owned()]);
    let mut compared = 0;
    for grammar in UrlGrammar::ALL {
        for line in &lines {
            let Ok(parsed) = urispec::parse(Edition::from(grammar), line) else {
                continue;
            };
            let urispec::Parsed::Url(url) = &parsed else {
                panic!("{grammar:?}: a URL grammar gives a URL");
            };
            assert_eq!(
                parsed.scheme(),
                Some(url.url().scheme()),
                "{grammar:?} {line:?}"
            );
            compared += 1;
        }
    }
    assert!(compared > 100_000, "{compared}");
}
