//! The Rust API guidelines' common traits on the trees and their owned forms,
//! used as a program would use them.

use std::collections::{BTreeSet, HashMap};
use std::str::FromStr;

use urispec::generic::FragmentaddressBuf;
use urispec::rfc2396::{self, UriReferenceBuf};
use urispec::url::UrlBuf;
use urispec::{rfc1808, rfc3986};
use urispec::{GenericGrammar, UriLike, UrlGrammar};

fn common<
    T: Clone + std::fmt::Debug + std::fmt::Display + Eq + Ord + std::hash::Hash + AsRef<str>,
>(
    value: &T,
    text: &str,
) {
    assert_eq!(value.to_string(), text);
    assert_eq!(value.as_ref(), text);
    assert_eq!(value.clone(), *value);
    assert!(!format!("{value:?}").is_empty());
}

fn owned<T>(text: &str)
where
    T: FromStr + for<'s> TryFrom<&'s str> + TryFrom<String> + Into<String> + std::fmt::Debug,
    <T as FromStr>::Err: std::fmt::Debug,
{
    let a: T = text.parse().unwrap();
    let b = T::try_from(text).ok().unwrap();
    let c = T::try_from(text.to_owned()).ok().unwrap();
    assert_eq!(a.into(), text);
    assert_eq!(b.into(), text);
    assert_eq!(c.into(), text);
    assert!(T::try_from("%zz").is_err());
    assert!(T::try_from(String::from("%zz")).is_err());
}

#[test]
fn rfc2396_owned_in_a_hash_map_is_looked_up_by_str() {
    let mut map: HashMap<UriReferenceBuf, &str> = HashMap::new();
    map.insert("http://a/b/c/d;p?q".parse().unwrap(), "base");
    map.insert(
        UriReferenceBuf::try_from(String::from("g;x?y#s")).unwrap(),
        "ref",
    );
    assert_eq!(map.get("http://a/b/c/d;p?q"), Some(&"base"));
    assert_eq!(map.get("g;x?y#s"), Some(&"ref"));
    assert_eq!(map.get("http://a/b/c/d;p?Q"), None);
    // A set of borrowed views is looked up by `&str` too.
    let set: std::collections::HashSet<rfc2396::UriReference<'_>> = ["a", "b"]
        .into_iter()
        .map(|s| rfc2396::parse(s).unwrap())
        .collect();
    assert!(set.contains("b"));
    assert!(!set.contains("c"));
    // `borrow()` is `Borrow<str>`'s, the text; the tree is `view()`.
    use std::borrow::Borrow;
    let owned: UriReferenceBuf = "http://a/b".parse().unwrap();
    let text: &str = owned.borrow();
    assert_eq!((text, owned.view().host_str()), ("http://a/b", Some("a")));
}

#[test]
fn rfc3986_owned_in_a_hash_map_is_looked_up_by_str() {
    let mut map: HashMap<rfc3986::UriReferenceBuf, &str> = HashMap::new();
    map.insert("http://[::1]:80/a?q".parse().unwrap(), "base");
    map.insert(
        rfc3986::UriReferenceBuf::try_from(String::from("g;x?y#s")).unwrap(),
        "ref",
    );
    assert_eq!(map.get("http://[::1]:80/a?q"), Some(&"base"));
    assert_eq!(map.get("g;x?y#s"), Some(&"ref"));
    assert_eq!(map.get("http://[::1]:80/a?Q"), None);
    // Equal texts are equal keys however they were made.
    let from_tree = rfc3986::parse("g;x?y#s").unwrap().into_owned();
    assert_eq!(map.get(&from_tree), Some(&"ref"));
    use std::borrow::Borrow;
    let owned: rfc3986::UriReferenceBuf = "http://[::1]/b".parse().unwrap();
    let text: &str = owned.borrow();
    assert_eq!(
        (text, owned.view().path().as_str()),
        ("http://[::1]/b", "/b")
    );
}

#[test]
fn rfc1808_owned_in_a_hash_map_is_looked_up_by_str() {
    let mut map: HashMap<rfc1808::UrlBuf, &str> = HashMap::new();
    map.insert("http://a/b/c/d;p?q#f".parse().unwrap(), "base");
    map.insert(
        rfc1808::UrlBuf::try_from(String::from("g;x?y#s")).unwrap(),
        "ref",
    );
    assert_eq!(map.get("http://a/b/c/d;p?q#f"), Some(&"base"));
    assert_eq!(map.get("g;x?y#s"), Some(&"ref"));
    assert_eq!(map.get("g;x?y#S"), None);
    let from_tree = rfc1808::parse("g;x?y#s").unwrap().into_owned();
    assert_eq!(map.get(&from_tree), Some(&"ref"));
    use std::borrow::Borrow;
    let owned: rfc1808::UrlBuf = "g;x?y#s".parse().unwrap();
    let text: &str = owned.borrow();
    assert_eq!(
        (text, owned.view().params().map(|p| p.as_str())),
        ("g;x?y#s", Some("x"))
    );
}

/// `T`'s hash is the hash of its text (what `Borrow<str>` requires).
fn hashes_as_text<T: std::hash::Hash + std::str::FromStr>(text: &str)
where
    T::Err: std::fmt::Debug,
{
    use std::hash::BuildHasher;
    let state = std::collections::hash_map::RandomState::new();
    let owned: T = text.parse().unwrap();
    assert_eq!(state.hash_one(&owned), state.hash_one(text), "{text}");
}

#[test]
fn owned_forms_with_borrow_str_hash_as_their_text() {
    hashes_as_text::<UriReferenceBuf>("http://a/b;p?q#f");
    hashes_as_text::<rfc3986::UriReferenceBuf>("http://[v7.x]/b?q#f");
    hashes_as_text::<rfc1808::UrlBuf>("http://a/b/c/d;p?q#f");
}

#[test]
fn owned_forms_round_trip_through_serde() {
    fn round_trip<T>(text: &str)
    where
        T: serde::Serialize + serde::de::DeserializeOwned + FromStr + PartialEq + std::fmt::Debug,
        <T as FromStr>::Err: std::fmt::Debug,
    {
        let owned: T = text.parse().unwrap();
        let json = serde_json::to_string(&owned).unwrap();
        assert_eq!(json, serde_json::to_string(text).unwrap());
        assert_eq!(serde_json::from_str::<T>(&json).unwrap(), owned);
        // Owned from any string, an escaped one too.
        let escaped = json.replace('/', "\\/");
        assert_eq!(serde_json::from_str::<T>(&escaped).unwrap(), owned);
    }
    round_trip::<UriReferenceBuf>("http://a/b;p?q#f");
    round_trip::<rfc3986::UriReferenceBuf>("http://user@[::1]:8080/a/b?q#f");
    round_trip::<rfc1808::UrlBuf>("http://a/b/c/d;p?q#f");
    let e = serde_json::from_str::<rfc3986::UriReferenceBuf>(r#""http://[::1::2]/""#).unwrap_err();
    assert!(e.to_string().starts_with("rfc3986: expected"), "{e}");
    let e = serde_json::from_str::<rfc1808::UrlBuf>(r#""g h""#).unwrap_err();
    assert!(e.to_string().starts_with("rfc1808: expected"), "{e}");
    // The borrowed RFC 1808 tree reads a string borrowed from the input.
    let u: rfc1808::Url<'_> = serde_json::from_str(r#""g;x?y#s""#).unwrap();
    assert_eq!(
        serde_json::to_string(&u.into_owned()).unwrap(),
        r#""g;x?y#s""#
    );
}

#[test]
fn owned_forms_convert_from_and_to_strings() {
    owned::<UriReferenceBuf>("http://a/b;p?q#f");
    owned::<rfc3986::UriReferenceBuf>("http://[::1]/b?q#f");
    owned::<rfc1808::UrlBuf>("http://a/b/c/d;p?q#f");
    owned::<UrlBuf>("gopher://spinaltap.micro.umn.edu/00/Weather");
    owned::<FragmentaddressBuf>("news:comp.infosystems.www");
}

#[test]
fn trees_and_owned_forms_have_the_common_traits() {
    let text = "http://info.cern.ch/a?b#c";
    let r = rfc2396::parse(text).unwrap();
    common(&r, text);
    common(&r.clone().into_owned(), text);
    let u = urispec::url::parse(UrlGrammar::Rfc1630Url, text).unwrap();
    common(&u, text);
    common(&u.into_owned(), text);
    let g = urispec::rfc1630::parse(text).unwrap();
    common(&g, text);
    common(&g.into_owned(), text);
    // The borrowed RFC 3986 and RFC 1808 trees have no order of their own.
    common(&rfc3986::parse(text).unwrap().into_owned(), text);
    common(&rfc1808::parse(text).unwrap().into_owned(), text);
    common(&r.scheme().unwrap(), "http");
    common(&g.uri().scheme(), "http");
}

/// `texts` parsed as `T`, in a set ordered by `T`'s `Ord`, back to text.
fn sorted_as<T>(texts: &[&str]) -> Vec<String>
where
    T: std::str::FromStr + Ord + Into<String>,
    T::Err: std::fmt::Debug,
{
    let set: BTreeSet<T> = texts.iter().map(|t| t.parse().unwrap()).collect();
    set.into_iter().map(Into::into).collect()
}

#[test]
fn order_is_that_of_the_text_first() {
    let texts = ["http://b/", "ftp://a/", "http://a/", "ftp://a/"];
    let sorted = ["ftp://a/", "http://a/", "http://b/"];
    assert_eq!(sorted_as::<UriReferenceBuf>(&texts), sorted);
    assert_eq!(sorted_as::<UrlBuf>(&texts), sorted);
    assert_eq!(sorted_as::<rfc3986::UriReferenceBuf>(&texts), sorted);
    assert_eq!(sorted_as::<rfc1808::UrlBuf>(&texts), sorted);
}

#[test]
fn equality_of_the_edition_forms_includes_the_edition() {
    let text = "http://info.cern.ch/a";
    let draft = FragmentaddressBuf::parse_with(GenericGrammar::UriDraft, text).unwrap();
    let rfc = FragmentaddressBuf::parse_with(GenericGrammar::Rfc1630, text).unwrap();
    assert_ne!(draft, rfc);
    assert_ne!(draft.cmp(&rfc), std::cmp::Ordering::Equal);
    let opts = urispec::url::Options::default();
    let a = UrlBuf::parse_with(UrlGrammar::UrlDraft02, text, opts).unwrap();
    let b = UrlBuf::parse_with(UrlGrammar::UrlDraft03, text, opts).unwrap();
    assert_ne!(a, b);
    assert_eq!(a.as_ref() as &str, b.as_ref() as &str);
}

/// One function for every edition: the parts under spec-neutral names.
fn parts(u: &dyn urispec::UriLike) -> [Option<String>; 6] {
    let port = match u.port_number() {
        Ok(port) => port.map(|n| n.to_string()),
        Err(e) => Some(e.to_string()),
    };
    [
        u.scheme_str(),
        u.host_str(),
        u.path_str(),
        u.query_str(),
        u.fragment_str(),
    ]
    .map(|p| p.map(str::to_owned))
    .into_iter()
    .chain([port])
    .collect::<Vec<_>>()
    .try_into()
    .unwrap()
}

#[test]
fn every_tree_answers_the_common_questions() {
    let text = "http://info.cern.ch:8000/a/b?x#y";
    let s = |v: &str| Some(v.to_owned());
    let r = rfc2396::parse(text).unwrap();
    assert_eq!(
        parts(&r),
        [
            s("http"),
            s("info.cern.ch"),
            s("/a/b"),
            s("x"),
            s("y"),
            s("8000")
        ]
    );
    assert_eq!(parts(&r.clone().into_owned()), parts(&r));
    let u = urispec::url::parse(UrlGrammar::UrlDraft02, text).unwrap();
    assert_eq!(
        parts(&u),
        [
            s("http"),
            s("info.cern.ch"),
            s("a/b"),
            s("x"),
            s("y"),
            s("8000")
        ]
    );
    assert_eq!(parts(&u.into_owned()), parts(&u));
    let g = urispec::uri_draft::parse(text).unwrap();
    assert_eq!(
        parts(&g),
        [
            s("http"),
            None,
            s("//info.cern.ch:8000/a/b"),
            s("x"),
            s("y"),
            None
        ]
    );
    assert_eq!(parts(&g.into_owned()), parts(&g));
    let r3986 = rfc3986::parse(text).unwrap();
    assert_eq!(
        parts(&r3986),
        [
            s("http"),
            s("info.cern.ch"),
            s("/a/b"),
            s("x"),
            s("y"),
            s("8000")
        ]
    );
    assert_eq!(parts(&r3986.into_owned()), parts(&r3986));
    let r1808 = rfc1808::parse(text).unwrap();
    assert_eq!(
        parts(&r1808),
        [s("http"), None, s("/a/b"), s("x"), s("y"), None]
    );
    assert_eq!(parts(&r1808.into_owned()), parts(&r1808));
    let mail = rfc3986::parse("mailto:a@b").unwrap().into_owned();
    assert!(mail.is_absolute() && mail.is_opaque());
    assert_eq!(mail.spec(), urispec::Edition::Rfc3986);
    let mail = rfc1808::parse("mailto:a@b").unwrap().into_owned();
    assert!(mail.is_absolute() && mail.is_opaque());
    assert_eq!(mail.spec(), urispec::Edition::Rfc1808);

    let big = rfc2396::parse("http://a:70000/").unwrap();
    assert_eq!(big.port_number(), Err(urispec::PortError::TooLarge));
    assert_eq!(big.port().unwrap().number(), None);
    let relative = rfc2396::parse("../g?q").unwrap();
    assert!(!relative.is_absolute() && !relative.is_opaque());
    assert_eq!((relative.host(), relative.port_number()), (None, Ok(None)));
    let mail = rfc2396::parse("mailto:a@b").unwrap();
    assert!(mail.is_absolute() && mail.is_opaque());
    assert_eq!(mail.path_str(), None);
    let news = urispec::url::parse(UrlGrammar::Rfc1630Url, "news:comp.infosystems.www").unwrap();
    assert!(urispec::UriLike::is_opaque(&news));
    assert_eq!(news.host_str(), None);
}

#[test]
fn a_bad_escape_is_one_kind_under_every_generic_edition() {
    use urispec::error::SyntaxErrorKind::{self, *};
    let kinds = |s: &str| -> [SyntaxErrorKind; 3] {
        [
            rfc2396::parse(s).unwrap_err().kind(),
            urispec::rfc1630::parse(s).unwrap_err().kind(),
            urispec::uri_draft::parse(s).unwrap_err().kind(),
        ]
    };
    for bad in ["a:b/%zz", "a:b/%4", "a:b/%", "a:b/%4g/c", "a:%"] {
        assert_eq!(kinds(bad), [MalformedEscape; 3], "{bad}");
    }
    // RFC 2396 accepts the empty reference (§4.2); the TBL grammars need a scheme.
    assert!(rfc2396::parse("").is_ok());
    assert_eq!(urispec::rfc1630::parse("").unwrap_err().kind(), EmptyInput);
    assert_eq!(
        urispec::uri_draft::parse("").unwrap_err().kind(),
        EmptyInput
    );
    assert_eq!(rfc2396::parse("a:b c").unwrap_err().kind(), LeftOver);
    assert_eq!(urispec::rfc1630::parse("a").unwrap_err().kind(), EndedEarly);
}

#[test]
fn resolution_failures_have_kinds() {
    use urispec::error::ResolveErrorKind;
    use urispec::resolve::{resolve, RuleSet};
    use ResolveErrorKind::*;
    let cases = [
        ("/a/b", "g", RuleSet::Rfc1808, BaseNotAbsolute),
        ("news:a", "g", RuleSet::Rfc2396, BaseNotHierarchical),
        ("http://a", "g", RuleSet::Rfc1808, StepCannotApply),
        ("http://a/", "g h", RuleSet::Rfc2396, Syntax),
    ];
    for (base, reference, rules, kind) in cases {
        let e = resolve(base, reference, rules).unwrap_err();
        assert_eq!(e.kind(), kind, "{base} {reference} {rules:?}");
    }
}

/// `Parsed::scheme` is the `scheme` of `Parsed::parts`, under every edition,
/// over every line of both corpora that the edition accepts.
#[test]
fn parsed_scheme_is_the_scheme_of_the_parts() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus");
    let mut compared = 0;
    for corpus in ["urls.txt", "historic.txt"] {
        let text =
            std::fs::read_to_string(root.join(corpus)).expect("the corpora beside the checkout");
        for grammar in urispec::Edition::ALL {
            for line in text.lines() {
                if let Ok(parsed) = urispec::parse(grammar, line) {
                    assert_eq!(
                        parsed.scheme(),
                        parsed.parts().scheme(),
                        "{grammar}: {line:?}"
                    );
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 400_000, "{compared}");
}

/// A parse under an edition chosen at run time ([`urispec::parse`]'s
/// `Parsed`) answers the common questions as its family's tree does, with
/// no `match` over the families; and it resolves as its text does.
#[test]
fn a_parse_of_any_edition_is_uri_like() {
    let texts = [
        "http://info.cern.ch:8000/a/b?x#y",
        "gopher://spinaltap.micro.umn.edu/00/Weather",
        "mailto:timbl@info.cern.ch",
        "../g?q",
        "news:comp.infosystems.www",
        "ftp://a:99999/",
    ];
    for edition in urispec::Edition::ALL {
        for text in texts {
            let Ok(parsed) = urispec::parse(edition, text) else {
                continue;
            };
            let tree: &dyn UriLike = match &parsed {
                urispec::Parsed::Generic(t) => t,
                urispec::Parsed::Url(t) => t,
                urispec::Parsed::Rfc1808(t) => t,
                urispec::Parsed::Rfc2396(t) => t,
                urispec::Parsed::Rfc3986(t) => t,
            };
            assert_eq!(parts(&parsed), parts(tree), "{edition} {text}");
            assert_eq!(parsed.spec(), edition);
            assert_eq!(UriLike::as_str(&parsed), text);
            assert_eq!(
                (parsed.is_opaque(), parsed.is_absolute()),
                (tree.is_opaque(), tree.is_absolute())
            );
        }
    }
    let base = urispec::parse(urispec::Edition::Rfc3986, "http://a/b/c/d;p?q").unwrap();
    let rules = urispec::RuleSet::Rfc1808;
    assert_eq!(
        base.resolve("?y", rules).unwrap().to_string(),
        "http://a/b/c/d;p?y"
    );
    let reference = rfc2396::parse("../g").unwrap();
    assert_eq!(
        base.resolve(reference.as_str(), urispec::RuleSet::Rfc2396)
            .unwrap()
            .to_string(),
        "http://a/b/g"
    );
}

/// Every option a front end takes by name is the library's, with
/// `FromStr` and `Display` that agree: each value's name parses back to
/// it, and an unknown name is an error that lists the known ones.
#[test]
fn option_names_parse_and_display() {
    fn round_trip<T>(all: &[T], unknown: &str, says: &str)
    where
        T: Copy + PartialEq + std::fmt::Debug + std::fmt::Display + FromStr,
        T::Err: std::fmt::Display,
    {
        for &value in all {
            assert_eq!(value.to_string().parse::<T>().ok(), Some(value));
        }
        match unknown.parse::<T>() {
            Ok(value) => panic!("{unknown} parsed as {value:?}"),
            Err(e) => assert_eq!(e.to_string(), says),
        }
    }
    use urispec::resolve::SurplusDotDot;
    use urispec::url::SchemeCase;
    use urispec_archive::{FormatName, Surt};
    round_trip(
        &SchemeCase::ALL,
        "upper",
        "unknown scheme case `upper` (known: sensitive, insensitive)",
    );
    round_trip(
        &SurplusDotDot::ALL,
        "drop",
        "unknown surplus `..` choice `drop` (known: keep, remove, refuse)",
    );
    round_trip(
        &Surt::ALL,
        "x",
        "unknown SURT key `x` (known: default, rfc2396)",
    );
    round_trip(
        &urispec::Lineage::ALL,
        "x",
        "unknown lineage `x` (known: whole-urls, partial-forms)",
    );
    round_trip(
        &FormatName::ALL,
        "warc",
        "unknown format `warc` (known: lines, cdx, cdxj)",
    );
    assert_eq!(SurplusDotDot::default().to_string(), "keep");
    assert_eq!(
        urispec::url::Options::from(SchemeCase::Insensitive),
        urispec::url::Options {
            case_insensitive_scheme: true
        }
    );
}
