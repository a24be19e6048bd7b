//! Equivalence and normal forms in every edition (`urispec::compare`): RFC
//! 1630's Examples 1-3, the URL grammars' `http` port, RFC 2396 §6, and
//! properties over the grammars' own strings: a normal form parses, is its
//! own normal form, and is equivalent to its input.

// Only the generator is used here, not the pest_vm check.
#[allow(dead_code)]
use crate::generate;

use generate::samples;
use urispec::compare::{compare, normal_form};
use urispec::Edition;

const EXAMPLE_1: [&str; 2] = [
    "http://info.cern.ch/albert/bertram/marie-claude",
    "http://info.cern.ch/albert/bertram/marie%2Dclaude",
];
const EXAMPLE_2: &str = "http://info.cern.ch/albert/bertram%2Fmarie-claude";
const EXAMPLE_3: [&str; 2] = [
    "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred",
    "news:12345667123%asdghfh@info.cern.ch",
];

#[test]
fn rfc1630_example_1_identical_in_every_grammar() {
    // "are identical, as the %2D encodes a hyphen character."
    for grammar in Edition::ALL {
        let cmp = compare(grammar, EXAMPLE_1[0], EXAMPLE_1[1]).expect("both parse");
        assert!(cmp.equivalent, "{grammar}: {cmp:?}");
        assert_eq!(cmp.normal_forms[0], EXAMPLE_1[0], "{grammar}");
    }
}

#[test]
fn rfc1630_example_2_not_identical_in_every_grammar() {
    // "the encoded slash does not have hierarchical significance."
    for grammar in Edition::ALL {
        let cmp = compare(grammar, EXAMPLE_1[0], EXAMPLE_2).expect("both parse");
        assert!(!cmp.equivalent, "{grammar}: {cmp:?}");
        assert_eq!(cmp.normal_forms[1], EXAMPLE_2, "{grammar}");
    }
}

#[test]
fn rfc1630_example_3_is_a_syntax_error_not_unequal() {
    // "are illegal, as all % characters imply encodings".
    for grammar in Edition::ALL {
        for (i, bad) in EXAMPLE_3.iter().enumerate() {
            let err = compare(grammar, EXAMPLE_1[0], bad).expect_err(bad);
            assert_eq!(err.which, 1, "{grammar}: {bad}");
            let offset = bad.find('%').expect("a %");
            assert_eq!(
                err.error.offset(),
                offset,
                "{grammar} example 3.{i}: {}",
                err.error
            );
            assert!(compare(grammar, bad, EXAMPLE_1[0]).expect_err(bad).which == 0);
        }
    }
}

#[test]
fn rfc2396_section_6() {
    let cases = [
        ("HTTP://www.XEROX.com:80/", "http://www.xerox.com/", true),
        ("http://www.XEROX.com", "http://www.xerox.com", true),
        ("http://a:/b", "http://a/b", true),
        ("ftp://x:21/a", "ftp://x/a", true),
        // §6 is silent on escapes' case; §2.3 lets unreserved ones be decoded.
        ("http://a/%7e%7Euser", "http://a/~~user", true),
        ("http://a/%2f", "http://a/%2F", true),
        ("HtTp:g", "http:g", true),
        ("http://a:8080/", "http://a/", false),
        ("http://a/%2F", "http://a//", false),
        ("http://a/b", "http://a/B", false),
        ("http://User@a/", "http://user@a/", false),
        ("http://a/%2E%2E/b", "http://a/../b", false),
        ("foo://a:80/", "foo://a/", false),
        ("http://a", "http://a/", false),
    ];
    for (a, b, equivalent) in cases {
        let cmp = compare(Edition::Rfc2396, a, b).expect("both parse");
        assert_eq!(cmp.equivalent, equivalent, "{a} {b}: {cmp:?}");
    }
}

#[test]
fn url_grammars_elide_http_port_80_and_keep_case() {
    for grammar in [Edition::Rfc1630Url, Edition::UrlDraft03] {
        let same = compare(
            grammar,
            "URL:http://info.cern.ch:80/a",
            "http://info.cern.ch/a",
        )
        .expect("parse");
        assert!(same.equivalent, "{grammar}: {same:?}");
        for (a, b) in [
            ("http://info.cern.ch:8000/a", "http://info.cern.ch/a"),
            ("http://INFO.cern.ch/a", "http://info.cern.ch/a"),
            ("gopher://a:70/1x", "gopher://a/1x"),
        ] {
            let cmp = compare(grammar, a, b).expect("parse");
            assert!(!cmp.equivalent, "{grammar}: {cmp:?}");
        }
    }
    // The generic grammars know no port and no case rule.
    let cmp = compare(Edition::Rfc1630, "HTTP:x", "http:x").expect("parse");
    assert!(!cmp.equivalent);
}

#[test]
fn dot_segments_are_never_made_by_decoding() {
    for grammar in [Edition::Rfc1630, Edition::UriDraft, Edition::Rfc2396] {
        let form = normal_form(grammar, "http://a/b/%2e%2E/c/%2e/d%2e").expect("parses");
        assert_eq!(form, "http://a/b/%2E%2E/c/%2E/d.", "{grammar}");
    }
}

#[test]
fn normal_forms_parse_are_fixed_points_and_equivalent() {
    for grammar in Edition::ALL {
        let mut checked = 0;
        for s in samples(grammar, 0xC0FFEE, 400) {
            let Ok(form) = normal_form(grammar, &s) else {
                continue;
            };
            checked += 1;
            let again = normal_form(grammar, &form).unwrap_or_else(|e| {
                panic!("{grammar}: normal form {form:?} of {s:?} does not parse: {e}")
            });
            assert_eq!(
                again, form,
                "{grammar}: normal form of {s:?} is no fixed point"
            );
            assert!(compare(grammar, &s, &form).expect("both parse").equivalent);
            // The generic grammars change escapes only: the octets stay.
            if let urispec::Family::Generic(_) = grammar.family() {
                assert_eq!(
                    urispec::escape::decode(&form),
                    urispec::escape::decode(&s),
                    "{grammar}: {s:?}"
                );
            }
        }
        assert!(
            checked >= 200,
            "{grammar}: only {checked} generated strings parsed"
        );
    }
}

#[test]
fn rfc3986_removes_the_dot_segments_of_a_reference_with_a_scheme() {
    // RFC 3986 §6.2.2's example, normalized by §6.2.2.1-6.2.2.3.
    let form = normal_form(Edition::Rfc3986, "eXAMPLE://a/./b/../b/%63/%7bfoo%7d").expect("parses");
    assert_eq!(form, "example://a/b/c/%7Bfoo%7D");
    let cases = [
        ("http://a/b/../c", "http://a/c", true),
        ("http://a/%2E%2E/b", "http://a/b", true),
        ("http://a/b/.", "http://a/b/", true),
        ("x:a/./b", "x:a/b", true),
        ("http://a/b/../c", "http://a/b/c", false),
        // §6.2.2.3: dot-segments are "intended only for use within relative
        // references" and are left to resolution there.
        ("../a", "a", false),
        ("./a", "a", false),
    ];
    for (a, b, equivalent) in cases {
        let cmp = compare(Edition::Rfc3986, a, b).expect("both parse");
        assert_eq!(cmp.equivalent, equivalent, "{a} {b}: {cmp:?}");
    }
    // A path left beginning with `//` is not written where an authority would
    // be read.
    let form = normal_form(Edition::Rfc3986, "x:/..//a").expect("parses");
    assert_eq!(form, "x:/.//a");
    assert_eq!(normal_form(Edition::Rfc3986, &form).expect("parses"), form);
    // RFC 2396 §6 says nothing of dot segments.
    assert!(
        !compare(Edition::Rfc2396, "http://a/b/../c", "http://a/c")
            .expect("parse")
            .equivalent
    );
}

#[test]
fn gopher_default_type_under_rfc1630_and_rfc1738() {
    let same = |grammar: Edition, a: &str, b: &str| {
        compare(grammar, a, b)
            .unwrap_or_else(|e| panic!("{grammar}: {a} {b}: {e}"))
            .equivalent
    };
    // RFC 1630, "Gopher": the type character before a void command string
    // may be omitted, "1" is assumed.
    let g = Edition::Rfc1630Url;
    assert!(same(g, "gopher://h/1", "gopher://h/"));
    assert!(same(g, "gopher://h/%31", "gopher://h/"));
    assert!(same(g, "URL:gopher://h/1#top", "gopher://h/#top"));
    assert!(!same(g, "gopher://h/1x", "gopher://h/x"));
    assert!(!same(g, "gopher://h/0", "gopher://h/"));
    assert!(!same(g, "gopher://h", "gopher://h/"));
    // RFC 1738 §3.4.1: an empty gopher-path, its "/" optional, type "1".
    let g = Edition::Rfc1738;
    for (a, b) in [
        ("gopher://h", "gopher://h/"),
        ("gopher://h/", "gopher://h/1"),
        ("gopher://h", "gopher://h/1"),
        ("gopher://h:7070/1", "gopher://h:7070"),
    ] {
        assert!(same(g, a, b), "{g}: {a} {b}");
    }
    assert!(!same(g, "gopher://h/1sel", "gopher://h/sel"));
    assert!(!same(g, "gopher://h/1%09a", "gopher://h"));
    assert!(!same(g, "gopher://h/0", "gopher://h"));
    // The URL drafts say nothing of a default type.
    assert!(!same(Edition::UrlDraft02, "gopher://h/1", "gopher://h/"));
    assert!(!same(Edition::UrlDraft03, "gopher://h/1", "gopher://h"));
}
