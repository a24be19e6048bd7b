//! Every accessor of the parse trees, checked here rather than by a doc test
//! of its own: the types keep one doc example each (with the accessors a
//! user reaches for first), and a doc test costs a whole compile of its own.
//!
//! The tables at the top check the accessors every leaf has (a
//! `urispec::Part<'a, P>`, whatever its production: `as_str`, `span`,
//! `decode`, `decode_utf8`), and those each RFC 2396 composite view
//! (`as_str`, `span`), whole-parse record (`as_str`, `production`, one
//! accessor per part) and URL address (`as_str`) has: one row per type, an
//! input and what each accessor must give for it. The modules in
//! `tests/api/accessors/` hold the examples that were the doc tests of the
//! hand-written accessors, one test each, unchanged (but for two unused
//! imports).
//!
//! `tests/api/doc_examples.rs` fails when a public method of the modules it scans
//! is named nowhere in this file or `tests/api/accessors/`.

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
                    Ok(decoded),
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
    Segment: "http://a/b%20c;p/d" => "b%20c;p" / "b c;p" {
        let leaf = r.abs_path().unwrap().segments().next().unwrap();
    }
    Param: "http://a/b;p%20q/d" => "p%20q" / "p q" {
        let segment = r.abs_path().unwrap().segments().next().unwrap();
        let leaf = segment.params().next().unwrap();
    }
    Scheme: "http://a/b" => "http" { let leaf = r.scheme().unwrap(); }
    Userinfo: "ftp://me%40x@a/" => "me%40x" / "me@x" { let leaf = r.userinfo().unwrap(); }
    Hostname: "http://www.w3.org/" => "www.w3.org" {
        let host = r.host().unwrap();
        let urispec::rfc2396::Host::Hostname(leaf) = host else { panic!() };
    }
    Ipv4address: "http://10.0.0.1:80/" => "10.0.0.1" {
        let host = r.host().unwrap();
        let urispec::rfc2396::Host::Ipv4address(leaf) = host else { panic!() };
    }
    Port: "http://a:8080/" => "8080" { let leaf = r.port().unwrap(); }
    RegName: "x://a%20b:c/" => "a%20b:c" / "a b:c" {
        let a = r.authority().unwrap();
        let urispec::rfc2396::Authority::RegName(leaf) = a else { panic!() };
    }
    OpaquePart: "mailto:a%40b@c" => "a%40b@c" / "a@b@c" { let leaf = r.opaque_part().unwrap(); }
    Query: "http://a/b?x%3Dy" => "x%3Dy" / "x=y" { let leaf = r.query().unwrap(); }
    Fragment: "http://a/b#sec%201" => "sec%201" / "sec 1" { let leaf = r.fragment().unwrap(); }
}

leaf_rows! {
    url_leaves, |input| { let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?; } => leaf;
    Text: "http://info.cern.ch/a#sec%201" => "sec%201" / "sec 1" {
        let leaf = p.fragmentid().unwrap();
    }
    Path: "http://info.cern.ch/a%20b/c?x" => "a%20b/c" / "a b/c" {
        let urispec::url::Url::Http(http) = p.url() else { panic!() };
        let leaf = http.path().unwrap();
    }
    Search: "http://info.cern.ch/a?x+y%2Bz" => "x+y%2Bz" / "x+y+z" {
        let urispec::url::Url::Http(http) = p.url() else { panic!() };
        let leaf = http.search().unwrap();
    }
    Port: "http://info.cern.ch:8000/a" => "8000" { let leaf = p.url().port().unwrap(); }
    Hostnumber: "ftp://128.141.1.1/pub/" => "128.141.1.1" {
        let host = p.url().host().unwrap();
        let urispec::url::Host::Hostnumber(leaf) = host else { panic!() };
    }
}

leaf_rows! {
    generic_leaves, |input| { let fa = urispec::rfc1630::parse(input)?; } => leaf;
    Scheme: "HTTP://info.cern.ch/" => "HTTP" { let leaf = fa.uri().scheme(); }
    Path: "magic://a/b%20c" => "//a/b%20c" / "//a/b c" { let leaf = fa.uri().path(); }
    Search: "http://a/b?marie%2Dclaude+x" => "marie%2Dclaude+x" / "marie-claude+x" {
        let leaf = fa.uri().search().unwrap();
    }
    Fragmentid: "http://a/b#sec%201" => "sec%201" / "sec 1" { let leaf = fa.fragmentid().unwrap(); }
}

leaf_rows! {
    rfc3986_parts, |input| { let r = urispec::rfc3986::parse(input)?; } => leaf;
    Scheme: "http://a/b" => "http" { let leaf = r.scheme().unwrap(); }
    Userinfo: "ftp://me%40x@a/" => "me%40x" / "me@x" {
        let leaf = r.authority().unwrap().userinfo().unwrap();
    }
    Port: "http://a:8080/" => "8080" { let leaf = r.authority().unwrap().port().unwrap(); }
    Ipv6address: "http://[::1]/" => "::1" {
        let host = r.authority().unwrap().host();
        let urispec::rfc3986::Host::Ipv6address(leaf) = host else { panic!() };
    }
    IpvFuture: "http://[v7.x]/" => "v7.x" {
        let host = r.authority().unwrap().host();
        let urispec::rfc3986::Host::IpvFuture(leaf) = host else { panic!() };
    }
    Ipv4address: "http://10.0.0.1/" => "10.0.0.1" {
        let host = r.authority().unwrap().host();
        let urispec::rfc3986::Host::Ipv4address(leaf) = host else { panic!() };
    }
    RegName: "http://a%20b/" => "a%20b" / "a b" {
        let host = r.authority().unwrap().host();
        let urispec::rfc3986::Host::RegName(leaf) = host else { panic!() };
    }
    Host: "http://[::1]:80/" => "::1" { let leaf = r.authority().unwrap().host().address(); }
    Query: "http://a/b?x%3Dy" => "x%3Dy" / "x=y" { let leaf = r.query().unwrap(); }
    Fragment: "http://a/b#sec%201" => "sec%201" / "sec 1" { let leaf = r.fragment().unwrap(); }
}

leaf_rows! {
    rfc1808_parts, |input| { let u = urispec::rfc1808::parse(input)?; } => leaf;
    Scheme: "http://a/b" => "http" { let leaf = u.scheme().unwrap(); }
    NetLoc: "http://me%40x@a/b" => "me%40x@a" / "me@x@a" { let leaf = u.net_loc().unwrap(); }
    AbsPath: "http://a/b%20c;p?q" => "/b%20c;p?q" / "/b c;p?q" { let leaf = u.abs_path().unwrap(); }
    RelPath: "b%20c;p?q" => "b%20c;p?q" / "b c;p?q" { let leaf = u.rel_path().unwrap(); }
    Path: "/b%20c;p" => "b%20c" / "b c" { let leaf = u.path().unwrap(); }
    Params: "g;x%3Dy;z" => "x%3Dy;z" / "x=y;z" { let leaf = u.params().unwrap(); }
    Query: "g?x%3Dy" => "x%3Dy" / "x=y" { let leaf = u.query().unwrap(); }
    Fragment: "g#sec%201" => "sec%201" / "sec 1" { let leaf = u.fragment().unwrap(); }
    Opaque: "mailto://a%40b//c" => "//a%40b//c" / "//a@b//c" { let leaf = u.opaque().unwrap(); }
}

/// The traits every `Part` has, whatever its production: `Debug` as the
/// leaf structs wrote it (`Name { raw, offset }`), equality, order and hash
/// by text and offset, `Display` and `AsRef<str>` the text, and
/// `Marker::NAME` the production's name.
#[test]
fn part_traits() -> Result<(), urispec::SyntaxError> {
    use std::collections::HashSet;
    use urispec::part::Marker;

    let r = urispec::rfc2396::parse("http://a/b/b?q")?;
    let path = r.abs_path().unwrap();
    assert_eq!(format!("{path:?}"), r#"AbsPath { raw: "/b/b", offset: 8 }"#);
    let segments: Vec<_> = path.segments().collect();
    assert_eq!(
        format!("{:?}", segments[0]),
        r#"Segment { raw: "b", offset: 9 }"#
    );
    // The same text at two places: unequal, ordered by offset.
    assert_ne!(segments[0], segments[1]);
    assert!(segments[0] < segments[1]);
    // The same text at the same place in another input: equal, one hash.
    let other = urispec::rfc2396::parse("wais://a/b/b#f")?;
    let same = other.abs_path().unwrap();
    assert_eq!(path, same);
    assert_eq!(HashSet::from([path, same]).len(), 1);
    let copy = path;
    assert_eq!(
        (copy.to_string(), copy.as_ref()),
        ("/b/b".to_owned(), "/b/b")
    );

    let u = urispec::rfc3986::parse("http://[::1]/")?;
    let host = u.authority().unwrap().host();
    assert_eq!(
        format!("{:?}", host.address()),
        r#"Host { raw: "::1", offset: 8 }"#
    );

    assert_eq!(urispec::rfc2396::production::AbsPath::NAME, "abs_path");
    assert_eq!(
        urispec::rfc2396::production::Ipv4address::NAME,
        "IPv4address"
    );
    assert_eq!(urispec::generic::production::Fragmentid::NAME, "fragmentid");
    assert_eq!(urispec::rfc1808::production::NetLoc::NAME, "net_loc");
    assert_eq!(urispec::rfc3986::production::RegName::NAME, "reg-name");
    Ok(())
}

view_rows! {
    rfc2396_reference_views, |input| { let r = urispec::rfc2396::parse(input)?; } => view;
    AbsoluteUri: "http://a/b?q#f" => "http://a/b?q" {
        let Some(urispec::rfc2396::Uri::Absolute(view)) = r.uri() else { panic!() };
    }
    HierPart: "http://a/b?q#f" => "//a/b?q" {
        let Some(urispec::rfc2396::Uri::Absolute(abs)) = r.uri() else { panic!() };
        let urispec::rfc2396::AbsolutePart::Hier(view) = abs.part() else { panic!() };
    }
    RelativeUri: "../b?q#f" => "../b?q" {
        let Some(urispec::rfc2396::Uri::Relative(view)) = r.uri() else { panic!() };
    }
}

view_rows! {
    rfc2396_authority_views, |input| { let r = urispec::rfc2396::parse(input)?; } => view;
    NetPath: "http://me@a:80/b?q" => "//me@a:80/b" { let view = r.net_path().unwrap(); }
    Server: "http://me@a:80/b?q" => "me@a:80" {
        let a = r.authority().unwrap();
        let urispec::rfc2396::Authority::Server(view) = a else { panic!() };
    }
    Hostport: "http://me@a:80/b?q" => "a:80" {
        let a = r.authority().unwrap();
        let urispec::rfc2396::Authority::Server(server) = a else { panic!() };
        let view = server.hostport().unwrap();
    }
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
    AfsAddress: "afs://cern.ch/usr/timbl" => "afs://cern.ch/usr/timbl" {
        let grammar = urispec::UrlGrammar::Rfc1630Url;
        let address = urispec::url::afsaddress(grammar, input)?;
    }
    CidAddress: "cid:foo4%25foo1@bar.net" => "cid:foo4%25foo1@bar.net" {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?;
        let urispec::url::Url::Cid(address) = p.url() else { panic!() };
    }
    FileAddress: "file://localhost/etc/motd" => "file://localhost/etc/motd" {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?;
        let urispec::url::Url::File(address) = p.url() else { panic!() };
    }
    FtpAddress: "ftp://me@h/pub/;type=A" => "ftp://me@h/pub/;type=A" {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?;
        let urispec::url::Url::Ftp(address) = p.url() else { panic!() };
    }
    GopherAddress: "URL:gopher://spinaltap.micro.umn.edu/00/Weather" => "gopher://spinaltap.micro.umn.edu/00/Weather" {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?;
        let urispec::url::Url::Gopher(address) = p.url() else { panic!() };
    }
    HttpAddress: "http://info.cern.ch:8000/a/b?x+y#frag" => "http://info.cern.ch:8000/a/b?x+y" {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?;
        let urispec::url::Url::Http(address) = p.url() else { panic!() };
    }
    MailtoAddress: "mailto:timbl@info.cern.ch" => "mailto:timbl@info.cern.ch" {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?;
        let urispec::url::Url::Mailto(address) = p.url() else { panic!() };
    }
    MidAddress: "mid:960830.1639@XIson.com" => "mid:960830.1639@XIson.com" {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?;
        let urispec::url::Url::Mid(address) = p.url() else { panic!() };
    }
    NewsAddress: "news:comp.infosystems.www" => "news:comp.infosystems.www" {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?;
        let urispec::url::Url::News(address) = p.url() else { panic!() };
    }
    NntpAddress: "nntp://news.cern.ch/comp.infosystems.www/42" => "nntp://news.cern.ch/comp.infosystems.www/42" {
        let p = urispec::url::parse(urispec::UrlGrammar::UrlDraft03, input)?;
        let urispec::url::Url::Nntp(address) = p.url() else { panic!() };
    }
    OtherUrl: "x-fax:5551234" => "x-fax:5551234" {
        let p = urispec::url::parse(urispec::UrlGrammar::UrlDraft03, input)?;
        let urispec::url::Url::Other(address) = p.url() else { panic!() };
    }
    ProsperoAddress: "prospero://host.org:1600/a/b%003%00x%00y" => "prospero://host.org:1600/a/b%003%00x%00y" {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?;
        let urispec::url::Url::Prospero(address) = p.url() else { panic!() };
    }
    TelnetAddress: "telnet://user:pw@host.example.org:23" => "telnet://user:pw@host.example.org:23" {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?;
        let urispec::url::Url::Telnet(address) = p.url() else { panic!() };
    }
    WaisAddress: "wais://quake.think.com/wais-discussion-archives?color+tv" => "wais://quake.think.com/wais-discussion-archives?color+tv" {
        let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, input)?;
        let urispec::url::Url::Wais(address) = p.url() else { panic!() };
    }
}

// The hand-written accessors' tests, one file per part of the crate.
#[path = "accessors/builders.rs"]
mod builders;
#[path = "accessors/generic_rfc1808_rfc3986.rs"]
mod generic_rfc1808_rfc3986;
#[path = "accessors/operations.rs"]
mod operations;
#[path = "accessors/parts.rs"]
mod parts;
#[path = "accessors/rfc2396.rs"]
mod rfc2396;
#[path = "accessors/url.rs"]
mod url;
#[path = "accessors/url_schemes_a_to_m.rs"]
mod url_schemes_a_to_m;
#[path = "accessors/url_schemes_n_to_w.rs"]
mod url_schemes_n_to_w;
