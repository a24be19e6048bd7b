//! Every accessor of the parse trees, checked here rather than by a doc test
//! of its own: the types keep one doc example each (with the accessors a
//! user reaches for first), and a doc test costs a whole compile of its own.
//!
//! The tables at the top check the accessors the crate's macros write for
//! every leaf (`as_str`, `span`, `decode`, `decode_utf8`), composite view
//! (`as_str`, `span`), whole-parse record (`as_str`, `production`, one
//! accessor per part) and URL address (`as_str`): one row per type, an input
//! and what each accessor must give for it. The modules after them hold the
//! examples that were the doc tests of the hand-written accessors, one test
//! each, unchanged.
//!
//! `tests/doc_examples.rs` fails when a public method of the modules it scans
//! is named nowhere in this file.

// The examples return the error type of the call they show, as they did as
// doc tests, however large it is.
#![allow(clippy::result_large_err)]

/// The statements of the braced groups given, in order, in the caller's
/// scope (so a row's statements see what the parse statements bind).
macro_rules! statements {
    ($({ $($s:stmt;)* })*) => {
        $($($s)*)*
    };
}

/// One test `$name` over leaves: each row parses its input with the
/// statements after `|input|`, reaches the leaf (`$leaf`) with its own
/// statements, and checks that `as_str` and `span` give `text` and that
/// `decode` and `decode_utf8` give `decoded` (`text` when not given: an input
/// without escapes decodes to itself).
macro_rules! leaf_rows {
    (
        $name:ident, |$input:ident| $parse:tt => $leaf:ident;
        $($ty:ident: $in:literal => $text:literal $(/ $decoded:literal)? { $($reach:tt)* })*
    ) => {
        #[test]
        fn $name() -> Result<(), urispec::SyntaxError> {
            $({
                let $input = $in;
                statements!($parse { $($reach)* });
                let decoded: &str = [$text, $($decoded)?][[$text, $($decoded)?].len() - 1];
                let ty = stringify!($ty);
                assert_eq!($leaf.as_str(), $text, "{ty}::as_str of {:?}", $input);
                assert_eq!(&$input[$leaf.span()], $text, "{ty}::span of {:?}", $input);
                assert_eq!($leaf.decode(), decoded.as_bytes(), "{ty}::decode of {:?}", $input);
                assert_eq!(
                    $leaf.decode_utf8().as_deref(),
                    Some(decoded),
                    "{ty}::decode_utf8 of {:?}",
                    $input
                );
            })*
            Ok(())
        }
    };
}

/// One test `$name` over composite views: `as_str` and `span` give `text`.
macro_rules! view_rows {
    (
        $name:ident, |$input:ident| $parse:tt => $view:ident;
        $($ty:ident: $in:literal => $text:literal $reach:tt)*
    ) => {
        #[test]
        fn $name() -> Result<(), urispec::SyntaxError> {
            $({
                let $input = $in;
                statements!($parse $reach);
                let ty = stringify!($ty);
                assert_eq!($view.as_str(), $text, "{ty}::as_str of {:?}", $input);
                assert_eq!(&$input[$view.span()], $text, "{ty}::span of {:?}", $input);
            })*
            Ok(())
        }
    };
}

/// One test `$name` over a whole-parse record: `as_str` gives the input,
/// `production` the named production, and each part's accessor its text.
macro_rules! record_rows {
    (
        $name:ident, |$input:ident| { $($parse:stmt;)* } => $r:ident;
        $ty:ident: $in:literal => $production:literal { $($part:ident = $text:literal),* $(,)? }
    ) => {
        #[test]
        fn $name() -> Result<(), urispec::SyntaxError> {
            let $input = $in;
            $($parse)*
            let ty = stringify!($ty);
            assert_eq!($r.as_str(), $input, "{ty}::as_str");
            assert_eq!($r.production(), $production, "{ty}::production");
            $(assert_eq!(
                $r.$part().unwrap().as_str(),
                $text,
                "{ty}::{} of {:?}",
                stringify!($part),
                $input
            );)*
            Ok(())
        }
    };
}

/// One test `$name` over URL addresses: `as_str` gives `text` (the address
/// without a `URL:` prefix or a `#` fragment).
macro_rules! address_rows {
    (
        $name:ident, |$input:ident| => $address:ident;
        $($ty:ident: $in:literal => $text:literal { $($reach:stmt;)* })*
    ) => {
        #[test]
        fn $name() -> Result<(), urispec::SyntaxError> {
            $({
                let $input = $in;
                $($reach)*
                let ty = stringify!($ty);
                assert_eq!($address.as_str(), $text, "{ty}::as_str of {:?}", $input);
            })*
            Ok(())
        }
    };
}

leaf_rows! {
    rfc2396_leaves, |input| { let r = urispec::rfc2396::parse(input)?; } => leaf;
    AbsPath: "http://a/b%20c/d?q" => "/b%20c/d" / "/b c/d" { let leaf = r.abs_path().unwrap(); }
    RelPath: "b%20c/d" => "b%20c/d" / "b c/d" { let leaf = r.rel_path().unwrap(); }
    Segment: "http://a/b%20c;p/d" => "b%20c;p" / "b c;p" { let leaf = r.abs_path().unwrap().segments().next().unwrap(); }
    Param: "http://a/b;p%20q/d" => "p%20q" / "p q" { let segment = r.abs_path().unwrap().segments().next().unwrap(); let leaf = segment.params().next().unwrap(); }
    Scheme: "http://a/b" => "http" { let leaf = r.scheme().unwrap(); }
    Userinfo: "ftp://me%40x@a/" => "me%40x" / "me@x" { let leaf = r.userinfo().unwrap(); }
    Hostname: "http://www.w3.org/" => "www.w3.org" { let host = r.host().unwrap(); let urispec::rfc2396::Host::Hostname(leaf) = host else { panic!() }; }
    Ipv4address: "http://10.0.0.1:80/" => "10.0.0.1" { let host = r.host().unwrap(); let urispec::rfc2396::Host::Ipv4address(leaf) = host else { panic!() }; }
    Port: "http://a:8080/" => "8080" { let leaf = r.port().unwrap(); }
    RegName: "x://a%20b:c/" => "a%20b:c" / "a b:c" { let a = r.authority().unwrap(); let urispec::rfc2396::Authority::RegName(leaf) = a else { panic!() }; }
    OpaquePart: "mailto:a%40b@c" => "a%40b@c" / "a@b@c" { let leaf = r.opaque_part().unwrap(); }
    Query: "http://a/b?x%3Dy" => "x%3Dy" / "x=y" { let leaf = r.query().unwrap(); }
    Fragment: "http://a/b#sec%201" => "sec%201" / "sec 1" { let leaf = r.fragment().unwrap(); }
}

leaf_rows! {
    url_leaves, |input| { let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?; } => leaf;
    Text: "http://info.cern.ch/a#sec%201" => "sec%201" / "sec 1" { let leaf = p.fragmentid().unwrap(); }
    Path: "http://info.cern.ch/a%20b/c?x" => "a%20b/c" / "a b/c" { let urispec::url::Url::Http(http) = p.url() else { panic!() }; let leaf = http.path().unwrap(); }
    Search: "http://info.cern.ch/a?x+y%2Bz" => "x+y%2Bz" / "x+y+z" { let urispec::url::Url::Http(http) = p.url() else { panic!() }; let leaf = http.search().unwrap(); }
    Port: "http://info.cern.ch:8000/a" => "8000" { let leaf = p.url().port().unwrap(); }
    Hostnumber: "ftp://128.141.1.1/pub/" => "128.141.1.1" { let host = p.url().host().unwrap(); let urispec::url::Host::Hostnumber(leaf) = host else { panic!() }; }
}

leaf_rows! {
    generic_leaves, |input| { let fa = urispec::rfc1630::parse(input)?; } => leaf;
    Scheme: "HTTP://info.cern.ch/" => "HTTP" { let leaf = fa.uri().scheme(); }
    Path: "magic://a/b%20c" => "//a/b%20c" / "//a/b c" { let leaf = fa.uri().path(); }
    Search: "http://a/b?marie%2Dclaude+x" => "marie%2Dclaude+x" / "marie-claude+x" { let leaf = fa.uri().search().unwrap(); }
    Fragmentid: "http://a/b#sec%201" => "sec%201" / "sec 1" { let leaf = fa.fragmentid().unwrap(); }
}

view_rows! {
    rfc2396_reference_views, |input| { let r = urispec::rfc2396::parse(input)?; } => view;
    AbsoluteUri: "http://a/b?q#f" => "http://a/b?q" { let Some(urispec::rfc2396::Uri::Absolute(view)) = r.uri() else { panic!() }; }
    HierPart: "http://a/b?q#f" => "//a/b?q" { let Some(urispec::rfc2396::Uri::Absolute(abs)) = r.uri() else { panic!() }; let urispec::rfc2396::AbsolutePart::Hier(view) = abs.part() else { panic!() }; }
    RelativeUri: "../b?q#f" => "../b?q" { let Some(urispec::rfc2396::Uri::Relative(view)) = r.uri() else { panic!() }; }
}

view_rows! {
    rfc2396_authority_views, |input| { let r = urispec::rfc2396::parse(input)?; } => view;
    NetPath: "http://me@a:80/b?q" => "//me@a:80/b" { let view = r.net_path().unwrap(); }
    Server: "http://me@a:80/b?q" => "me@a:80" { let a = r.authority().unwrap(); let urispec::rfc2396::Authority::Server(view) = a else { panic!() }; }
    Hostport: "http://me@a:80/b?q" => "a:80" { let a = r.authority().unwrap(); let urispec::rfc2396::Authority::Server(server) = a else { panic!() }; let view = server.hostport().unwrap(); }
}

record_rows! {
    rfc1808_url, |input| { let r = urispec::rfc1808::parse(input)?; } => r;
    Url: "http://a/b/c/d;p?q#f" => "absoluteURL" {
        scheme = "http",
        net_loc = "a",
        abs_path = "/b/c/d;p?q",
        rel_path = "b/c/d;p?q",
        path = "b/c/d",
        params = "p",
        query = "q",
        fragment = "f",
    }
}

record_rows! {
    rfc3986_uri_reference, |input| { let r = urispec::rfc3986::parse(input)?; } => r;
    UriReference: "http://user@[::1]:8080/a/b?q#f" => "URI" {
        scheme = "http",
        query = "q",
        fragment = "f",
    }
}

address_rows! {
    url_addresses, |input| => address;
    AfsAddress: "afs://cern.ch/usr/timbl" => "afs://cern.ch/usr/timbl" { let grammar = urispec::UrlGrammar::Rfc1630Url; let address = urispec::url::afsaddress(grammar, input)?; }
    CidAddress: "cid:foo4%25foo1@bar.net" => "cid:foo4%25foo1@bar.net" { let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?; let urispec::url::Url::Cid(address) = p.url() else { panic!() }; }
    FileAddress: "file://localhost/etc/motd" => "file://localhost/etc/motd" { let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?; let urispec::url::Url::File(address) = p.url() else { panic!() }; }
    FtpAddress: "ftp://me@h/pub/;type=A" => "ftp://me@h/pub/;type=A" { let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?; let urispec::url::Url::Ftp(address) = p.url() else { panic!() }; }
    GopherAddress: "URL:gopher://spinaltap.micro.umn.edu/00/Weather" => "gopher://spinaltap.micro.umn.edu/00/Weather" { let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?; let urispec::url::Url::Gopher(address) = p.url() else { panic!() }; }
    HttpAddress: "http://info.cern.ch:8000/a/b?x+y#frag" => "http://info.cern.ch:8000/a/b?x+y" { let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?; let urispec::url::Url::Http(address) = p.url() else { panic!() }; }
    MailtoAddress: "mailto:timbl@info.cern.ch" => "mailto:timbl@info.cern.ch" { let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?; let urispec::url::Url::Mailto(address) = p.url() else { panic!() }; }
    MidAddress: "mid:960830.1639@XIson.com" => "mid:960830.1639@XIson.com" { let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?; let urispec::url::Url::Mid(address) = p.url() else { panic!() }; }
    NewsAddress: "news:comp.infosystems.www" => "news:comp.infosystems.www" { let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?; let urispec::url::Url::News(address) = p.url() else { panic!() }; }
    NntpAddress: "nntp://news.cern.ch/comp.infosystems.www/42" => "nntp://news.cern.ch/comp.infosystems.www/42" { let p = urispec::url::parse(urispec::UrlGrammar::UrlDraft03, input)?; let urispec::url::Url::Nntp(address) = p.url() else { panic!() }; }
    OtherUrl: "x-fax:5551234" => "x-fax:5551234" { let p = urispec::url::parse(urispec::UrlGrammar::UrlDraft03, input)?; let urispec::url::Url::Other(address) = p.url() else { panic!() }; }
    ProsperoAddress: "prospero://host.org:1600/a/b%003%00x%00y" => "prospero://host.org:1600/a/b%003%00x%00y" { let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?; let urispec::url::Url::Prospero(address) = p.url() else { panic!() }; }
    TelnetAddress: "telnet://user:pw@host.example.org:23" => "telnet://user:pw@host.example.org:23" { let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?; let urispec::url::Url::Telnet(address) = p.url() else { panic!() }; }
    WaisAddress: "wais://quake.think.com/wais-discussion-archives?color+tv" => "wais://quake.think.com/wais-discussion-archives?color+tv" { let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?; let urispec::url::Url::Wais(address) = p.url() else { panic!() }; }
}

/// The examples that were the doc tests of accessors in `src/check.rs`.
mod check {
    /// `Checker::map`.
    #[test]
    fn checker_map() -> Result<(), urispec::check::Error> {
        use urispec::check::{Checker, Outcome};
        use urispec::{Grammar, Parsed};

        // The host of every line that parses under RFC 2396, None otherwise.
        let hosts: Vec<Option<String>> = Checker::new(Grammar::Rfc2396)
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
        use urispec::Grammar;

        let list = "http://a/\n%\nnews:*\n".repeat(10_000);
        let mut valid = 0;
        for count in Checker::new(Grammar::Rfc2396)
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
        use urispec::{escape::Set, Grammar};
        let generic: String = Set::unreserved(Grammar::Rfc1630)
            .bytes()
            .map(char::from)
            .collect();
        assert_eq!(
            generic,
            "\"$&'(),-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
        );
        assert!(Set::unreserved(Grammar::Rfc2396).contains(b'~'));
    }
}

/// The examples that were the doc tests of accessors in `src/escape/set.rs`.
mod escape_set {
    /// `Set::of`.
    #[test]
    fn set_of() -> Result<(), urispec::escape::SetError> {
        use urispec::{escape::Set, Grammar};
        assert!(Set::of(Grammar::Rfc2396, "pchar")?.contains(b':'));
        assert!(Set::of(Grammar::Rfc2396, "fragmentaddress").is_err());
        Ok::<(), urispec::escape::SetError>(())
    }

    /// `Set::productions`.
    #[test]
    fn set_productions() {
        use urispec::{escape::Set, Grammar};
        let (name, digit) = Set::productions(Grammar::Rfc2396)
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
        use urispec::{escape::Set, Grammar};
        let uric = Set::of(Grammar::Rfc2396, "uric")?;
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
        use urispec::{escape::Set, Grammar};
        let reserved = Set::of(Grammar::Rfc2396, "reserved")?;
        let uric = Set::of(Grammar::Rfc2396, "uric")?;
        assert_eq!(
            uric.difference(reserved),
            Set::of(Grammar::Rfc2396, "unreserved")?
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
        use urispec::{escape::Set, Grammar};
        let pchar = Set::of(Grammar::Rfc2396, "pchar")?;
        assert_eq!(pchar.encode(b"a b/c"), "a%20b%2Fc");
        assert!(matches!(pchar.encode(b"abc"), Cow::Borrowed("abc")));
        Ok::<(), urispec::escape::SetError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/generic.rs`.
mod generic {
    /// `Fragmentaddress::spec`.
    #[test]
    fn fragmentaddress_spec() -> Result<(), urispec::SyntaxError> {
        use urispec::{uri_draft, Spec};
        assert_eq!(uri_draft::parse("x:y")?.spec(), Spec::UriDraft);
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
        assert_eq!(owned.borrow().uri().path().as_str(), "a.b");
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
        assert_eq!(
            fa.uri().search().unwrap().to_text().as_deref(),
            Some("a+b c")
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
        assert_eq!(owned.borrow().fragmentid().unwrap().as_str(), "z");
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

/// The examples that were the doc tests of accessors in `src/generic/access.rs`.
mod generic_access {
    /// `Fragmentaddress::is_opaque`.
    #[test]
    fn fragmentaddress_is_opaque() -> Result<(), urispec::SyntaxError> {
        assert!(urispec::rfc1630::parse("news:comp.infosystems.www")?.is_opaque());
        assert!(!urispec::rfc1630::parse("http://info.cern.ch/")?.is_opaque());
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/grammar.rs`.
mod grammar {
    /// `crate::Grammar::production`.
    #[test]
    fn grammar_production() {
        use urispec::Grammar;
        let p = Grammar::Rfc1630Url.production("gopheraddress").unwrap();
        assert_eq!(p.section, r#"RFC 1630 "BNF for specific URL schemes" p.25"#);
        assert!(Grammar::UrlDraft02.production("ftptype").is_none());
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
}

/// The examples that were the doc tests of accessors in `src/rfc1808.rs`.
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

/// The examples that were the doc tests of accessors in `src/rfc2396/access.rs`.
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
        assert_eq!(parse("http://a:8080/")?.port_number(), Some(Ok(8080)));
        assert_eq!(parse("http://a:/")?.port_number(), None);
        assert_eq!(
            parse("http://a:65536/")?.port_number(),
            Some(Err(PortError::TooLarge))
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

/// The examples that were the doc tests of accessors in `src/rfc2396/authority.rs`.
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

/// The examples that were the doc tests of accessors in `src/rfc2396/build.rs`.
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

/// The examples that were the doc tests of accessors in `src/rfc2396/leaf.rs`.
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

/// The examples that were the doc tests of accessors in `src/rfc2396/owned.rs`.
mod rfc2396_owned {
    /// `UriReferenceBuf::borrow`.
    #[test]
    fn uri_reference_buf_borrow() -> Result<(), urispec::SyntaxError> {
        let owned: urispec::rfc2396::UriReferenceBuf = "http://a/b?q".parse()?;
        assert_eq!(owned.borrow().query().unwrap().as_str(), "q");
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
        assert_eq!(owned.borrow().path(), Some("/b"));
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/rfc2396/reference.rs`.
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

/// The examples that were the doc tests of accessors in `src/rfc3986.rs`.
mod rfc3986 {
    /// `PathKind::name`.
    #[test]
    fn path_kind_name() -> Result<(), urispec::SyntaxError> {
        use urispec::rfc3986::PathKind;
        assert_eq!(PathKind::Noscheme.name(), "path-noscheme");
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

/// The examples that were the doc tests of accessors in `src/url/access.rs`.
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
            Some(Ok(80))
        );
        let big = parse(UrlGrammar::Rfc1630Url, "http://a:80000/")?;
        assert_eq!(big.url().port_number(), Some(Err(PortError::TooLarge)));
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

/// The examples that were the doc tests of accessors in `src/url/afs.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/build.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/build/ftp.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/build/http.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/build/news.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/build/prospero.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/cid.rs`.
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
            Some("foo4%foo1@bar.net")
        );
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/url/file.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/ftp.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/gopher.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/http.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/mailto.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/mid.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/news.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/nntp.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/other.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/owned.rs`.
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
        assert_eq!(owned.borrow().kind().name(), "httpaddress");
        Ok::<(), urispec::SyntaxError>(())
    }

    /// `UrlBuf::borrow`.
    #[test]
    fn url_buf_borrow() -> Result<(), urispec::Error> {
        let owned: urispec::url::UrlBuf = "ftp://h/f".parse()?;
        assert_eq!(owned.borrow().url().scheme(), "ftp");
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

/// The examples that were the doc tests of accessors in `src/url/parsed.rs`.
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
        assert_eq!(p.spec(), urispec::Spec::Rfc1630Url);
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
        use urispec::url::{parse, Source};
        use urispec::UrlGrammar;
        let http = parse(UrlGrammar::UrlDraft03, "http://info.cern.ch/")?
            .default_port()
            .unwrap();
        assert_eq!(http.value, 80);
        assert_eq!(http.source, Source::Later("RFC 1738 §3.3 \"HTTP\""));
        let http = parse(UrlGrammar::Rfc1630Url, "http://info.cern.ch/")?
            .default_port()
            .unwrap();
        assert_eq!(http.source, Source::Edition("RFC 1630, \"HTTP\""));
        Ok::<(), urispec::Error>(())
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
        assert_eq!(gtype.source, Source::Edition("RFC 1630, \"Gopher\""));
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
        assert_eq!(owned.borrow().kind(), url::Kind::Gopheraddress);
        Ok::<(), urispec::SyntaxError>(())
    }
}

/// The examples that were the doc tests of accessors in `src/url/prospero.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/shared.rs`.
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
        assert_eq!(h.search().unwrap().to_text().as_deref(), Some("x y+z"));
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

/// The examples that were the doc tests of accessors in `src/url/telnet.rs`.
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

/// The examples that were the doc tests of accessors in `src/url/wais.rs`.
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
        assert_eq!(w.search().unwrap().to_text().as_deref(), Some("color tv"));
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
