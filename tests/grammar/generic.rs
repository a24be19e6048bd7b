//! The generic AST of the URI draft and RFC 1630: semantics, round trips,
//! edition differences, and huge inputs.

use urispec::generic::FragmentaddressBuf;
use urispec::{rfc1630, uri_draft, Edition, Expected, GenericGrammar};

#[track_caller]
fn fail(grammar: GenericGrammar, input: &str, offset: usize, expected: &str) {
    let err = urispec::parse(grammar.into(), input).unwrap_err();
    assert_eq!(err.offset(), offset, "{err}");
    assert!(
        err.expected().iter().any(|e| e.name() == expected),
        "{expected} not among {:?}",
        err.expected()
    );
}

#[test]
fn example_3_escapes_are_reported_at_the_percent() {
    for spec in [GenericGrammar::UriDraft, GenericGrammar::Rfc1630] {
        fail(
            spec,
            "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred",
            36,
            "escape",
        );
        fail(spec, "news:12345667123%asdghfh@info.cern.ch", 16, "escape");
        fail(spec, "x:a%4", 3, "escape");
        fail(spec, "x:a%", 3, "escape");
    }
}

#[test]
fn generic_path_has_no_authority() {
    let fa = rfc1630::parse("http://www.w3.org/albert/bertram/marie-claude").unwrap();
    let uri = fa.uri();
    assert_eq!(uri.scheme().as_str(), "http");
    assert_eq!(
        uri.path().as_str(),
        "//www.w3.org/albert/bertram/marie-claude"
    );
    assert_eq!(
        uri.path().segments().collect::<Vec<_>>(),
        ["", "", "www.w3.org", "albert", "bertram", "marie-claude"]
    );
    assert_eq!(uri.path().span(), 5..45);
    assert!(uri.search().is_none() && fa.fragmentid().is_none());
}

#[test]
fn search_words_and_plus_as_space() {
    let fa = rfc1630::parse("http://info.cern.ch/RDB?dobbins+fred+%2B").unwrap();
    let search = fa.uri().search().unwrap();
    assert_eq!(
        search.words().collect::<Vec<_>>(),
        ["dobbins", "fred", "%2B"]
    );
    assert_eq!(search.to_text().as_deref(), Ok("dobbins fred +"));
    // `+` in a path is an ordinary character (`xpalpha  xalpha | +`).
    let fa = rfc1630::parse("x:a+b/c+").unwrap();
    assert_eq!(
        fa.uri().path().segments().collect::<Vec<_>>(),
        ["a+b", "c+"]
    );
}

#[test]
fn void_parts() {
    let fa = rfc1630::parse("x:").unwrap();
    assert_eq!(fa.uri().path().as_str(), "");
    assert_eq!(fa.uri().path().segments().collect::<Vec<_>>(), [""]);
    let fa = rfc1630::parse("x:a#").unwrap();
    assert_eq!(fa.fragmentid().map(|f| f.as_str()), Some(""));
    // `search  xalphas [ + search ]`: a search is never empty.
    fail(GenericGrammar::Rfc1630, "x:a?", 4, "xalphas");
    fail(GenericGrammar::Rfc1630, "x:a?b+", 6, "xalphas");
}

#[test]
fn editions_differ_in_reserved_characters() {
    // RFC 1630 moved `:`, `;` and space from `extra` to `reserved`.
    for input in ["http://info.cern.ch:8000/imaginary/test", "x:a;b", "x:a b"] {
        assert!(uri_draft::parse(input).is_ok(), "{input}");
        assert!(rfc1630::parse(input).is_err(), "{input}");
    }
    // `=` is reserved in RFC 1630 and in no class of the draft.
    assert!(uri_draft::parse("x:a=b").is_err());
    assert!(rfc1630::parse("x:a=b").is_err());
    // The draft's scheme stops at the first colon.
    let fa = uri_draft::parse("a:b:c").unwrap();
    assert_eq!(fa.uri().scheme().as_str(), "a");
    assert_eq!(fa.uri().path().as_str(), "b:c");
}

#[test]
fn national_and_punctuation_characters_are_rejected() {
    for c in ['{', '}', '|', '[', ']', '\\', '^', '~', '<', '>'] {
        let input = format!("x:a{c}b");
        for spec in [Edition::UriDraft, Edition::Rfc1630] {
            let err = urispec::parse(spec, &input).unwrap_err();
            assert_eq!((err.offset(), err.found()), (3, Some(c)), "{spec} {input}");
        }
    }
}

#[test]
fn decoding_borrows_when_it_can() {
    let fa = rfc1630::parse("x:Los%20Angeles/plain").unwrap();
    let segments: Vec<_> = fa.uri().path().segments().collect();
    assert_eq!(segments, ["Los%20Angeles", "plain"]);
    assert_eq!(
        fa.uri().path().decode_utf8().as_deref(),
        Ok("Los Angeles/plain")
    );
    assert!(matches!(
        fa.uri().scheme().decode(),
        std::borrow::Cow::Borrowed(_)
    ));
}

#[test]
fn equivalence_at_the_same_encoding_level() {
    let a = rfc1630::parse("http://info.cern.ch/albert/bertram/marie-claude").unwrap();
    let b = rfc1630::parse("http://info.cern.ch/albert/bertram/marie%2Dclaude").unwrap();
    let c = rfc1630::parse("http://info.cern.ch/albert/bertram%2Fmarie-claude").unwrap();
    assert!(a.equivalent(&b) && b.equivalent(&a));
    assert!(!a.equivalent(&c));
    assert_ne!(a, b, "equality is textual; equivalence is the RFC's notion");
}

#[test]
fn owned_form_round_trips() {
    let input = "magic://a/b/c//d/e/f?x+y#z";
    let owned: FragmentaddressBuf = input.parse().unwrap();
    assert_eq!(owned.to_string(), input);
    assert_eq!(owned.view(), rfc1630::parse(input).unwrap());
    assert_eq!(rfc1630::parse(input).unwrap().into_owned(), owned);
    let draft = FragmentaddressBuf::parse_with(GenericGrammar::UriDraft, "x:a b").unwrap();
    assert_eq!(draft.view().spec(), Edition::UriDraft);
    assert!("x:a b".parse::<FragmentaddressBuf>().is_err());
}

#[test]
fn try_from_str() {
    let fa = urispec::generic::Fragmentaddress::try_from("g:h").unwrap();
    assert_eq!(fa.spec(), Edition::Rfc1630);
}

#[test]
fn error_display_is_one_lowercase_line() {
    let err = rfc1630::parse("http").unwrap_err();
    insta::assert_snapshot!(err.to_string(), @r#"rfc1630: expected `ialpha` or ":" at byte 4, found end of input"#);
    let err = rfc1630::parse("news:12345667123%asdghfh@info.cern.ch").unwrap_err();
    insta::assert_snapshot!(err.to_string(), @"rfc1630: expected `escape` at byte 16, found '%' ('%' must be followed by two hex digits)");
    let err = rfc1630::parse("").unwrap_err();
    insta::assert_snapshot!(err.to_string(), @"rfc1630: expected `ialpha` at byte 0, found end of input");
    assert_eq!(err.expected()[0], err.expected()[0]);
    assert!(matches!(err.expected()[0], Expected::Production(p) if p.spec == Edition::Rfc1630));
}

#[test]
fn huge_inputs_do_not_overflow_or_go_quadratic() {
    // 1 MB in one segment.
    let input = format!("x:{}", "a".repeat(1 << 20));
    assert_eq!(
        rfc1630::parse(&input).unwrap().uri().path().as_str().len(),
        1 << 20
    );
    // 100,000 segments, and a million slashes.
    let input = format!("x:{}", "ab/".repeat(100_000));
    assert_eq!(
        rfc1630::parse(&input)
            .unwrap()
            .uri()
            .path()
            .segments()
            .count(),
        100_001
    );
    let input = format!("x:{}", "/".repeat(1_000_000));
    let explainable = &input[..urispec::explain::MAX_INPUT];
    for spec in [Edition::UriDraft, Edition::Rfc1630] {
        assert!(urispec::parse(spec, &input).is_ok());
        // fragmentaddress, uri, scheme, ialpha, path: void segments make no node.
        assert_eq!(
            urispec::explain(spec, explainable).unwrap().nodes().len(),
            5
        );
        // Past its limit, explain refuses before parsing; parse takes it.
        let e = urispec::explain(spec, &input).unwrap_err();
        assert_eq!(e.kind(), urispec::error::SyntaxErrorKind::TooLongToExplain);
    }
    // A 10 MB search and a failure at its very end.
    let input = format!("x:a?{}", "w+".repeat(5 << 20));
    let err = rfc1630::parse(&input).unwrap_err();
    assert_eq!(err.offset(), input.len());
}

/// Random strings over an alphabet of URI characters, delimiters and
/// troublemakers: no panic, `Display` gives the input back, `parse` and
/// `explain` agree, and an error's offset lies inside the input.
#[test]
fn random_inputs_never_panic() {
    const ALPHABET: &[&str] = &[
        "a", "Z", "0", "9", ":", "/", "//", "?", "#", "+", "%", "%4", "%41", "%zz", ".", "..", "-",
        "_", "@", "&", "$", "!", "*", "\"", "'", "(", ")", ",", ";", "=", " ", "{", "~", "<", "é",
        "\t", "\n", "http:", "x:",
    ];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..3_000 {
        let len = (next() % 12) as usize;
        let input: String = (0..len)
            .map(|_| ALPHABET[(next() % ALPHABET.len() as u64) as usize])
            .collect();
        for spec in [Edition::UriDraft, Edition::Rfc1630] {
            match urispec::parse(spec, &input) {
                Ok(parsed) => {
                    assert_eq!(parsed.to_string(), input);
                    assert!(urispec::explain(spec, &input).is_ok(), "{spec} {input:?}");
                }
                Err(e) => {
                    assert!(e.offset() <= input.len(), "{spec} {input:?}: {e}");
                    assert!(input.is_char_boundary(e.offset()));
                    assert!(!e.expected().is_empty(), "{spec} {input:?}: {e}");
                    assert!(urispec::explain(spec, &input).is_err());
                }
            }
        }
    }
}

/// `*` and `!` are reserved for scheme-specific meaning (RFC 1630, "OTHER
/// RESERVED CHARACTERS"), and `@` splits news articles from groups: their
/// escapes are not the same URI as the characters.
#[test]
fn escapes_of_meaningful_characters_are_not_equivalent() {
    for (escaped, plain) in [
        ("x:a%2Ab", "x:a*b"),
        ("x:a%21b", "x:a!b"),
        ("news:a%40b", "news:a@b"),
    ] {
        let a = rfc1630::parse(escaped).unwrap();
        let b = rfc1630::parse(plain).unwrap();
        assert!(!a.equivalent(&b), "{escaped} ~ {plain}");
    }
    let a = rfc1630::parse("x:%2a").unwrap();
    assert!(
        a.equivalent(&rfc1630::parse("x:%2A").unwrap()),
        "hex case never matters"
    );
}
