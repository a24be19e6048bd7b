//! Hostile inputs under every grammar of `Edition::ALL` and every rule set of
//! `RuleSet::ALL`: 10 MB strings, a million `/` or `.`, repeated `../`,
//! 100,000 `+` search words, runs of `%00`, every byte at every position
//! class, ports of 30 digits. The assertions are on results (no panic, no
//! stack overflow, the verdict of the same shape at a small size, the
//! parsers agreeing), never on time: linearity is shown by the benchmark
//! `benches/hostile.rs` at 1x/10x/100x.

#[allow(dead_code)]
use crate::invariants;

use urispec::resolve::{resolve, RuleSet};
use urispec::vectors::{Shape, SHAPES};
use urispec::{escape, Edition};

/// The verdict of a parse: accepted, or the error offset measured from the
/// end when the error is in the suffix (so it compares across sizes).
fn verdict(grammar: Edition, shape: &Shape, n: usize) -> Result<(), Where> {
    let input = shape.at(n);
    urispec::parse(grammar, &input).map(drop).map_err(|e| {
        let off = e.offset();
        let body_end = input.len() - shape.suffix.len();
        if off <= shape.prefix.len() {
            Where::Prefix(off)
        } else if off >= body_end {
            Where::Suffix(off - body_end)
        } else {
            Where::Body((off - shape.prefix.len()) % shape.unit.len())
        }
    })
}

/// Where an error points, relative to the shape.
#[derive(Debug, PartialEq, Eq)]
enum Where {
    Prefix(usize),
    Body(usize),
    Suffix(usize),
}

#[test]
fn a_million_units_of_every_shape_get_the_verdict_of_ten_under_every_grammar() {
    for shape in SHAPES {
        // A million `/` or `.`; 100,000 units of the other shapes.
        let n = match shape.unit {
            "/" | "." => 1_000_000,
            unit => 100_000 / unit.len(),
        };
        for grammar in Edition::ALL {
            let small = verdict(grammar, shape, 10);
            let large = verdict(grammar, shape, n);
            assert_eq!(
                large, small,
                "{} under {grammar:?}: {n} units as 10",
                shape.name
            );
        }
    }
}

#[test]
fn ten_megabytes_parse_under_every_grammar() {
    let shape = &SHAPES[6];
    let n = 10 * 1024 * 1024 / shape.unit.len();
    for grammar in Edition::ALL {
        assert_eq!(
            verdict(grammar, shape, n),
            verdict(grammar, shape, 3),
            "{grammar:?}"
        );
    }
    // RFC 2396 §3.3: `path_segments = segment *( "/" segment )`, any length.
    assert!(urispec::parse(Edition::Rfc2396, &shape.at(n)).is_ok());
}

#[test]
fn the_parsers_agree_on_every_shape_at_ten_thousand_units() {
    for shape in SHAPES {
        let input = shape.at(10_000 / shape.unit.len());
        for grammar in Edition::ALL {
            invariants::parse(grammar, &input);
            invariants::pest_agree(grammar, &input);
        }
    }
}

#[test]
fn a_thirty_digit_port_is_a_port_of_rfc2396() {
    // RFC 2396 §3.2.2: `port = *digit`, no bound.
    let input = format!("http://a:{}/", "9".repeat(30));
    let urispec::Parsed::Rfc2396(r) = urispec::parse(Edition::Rfc2396, &input).unwrap() else {
        panic!("an RFC 2396 parse");
    };
    assert_eq!(r.authority().map(|a| a.as_str().len()), Some(32));
    for grammar in Edition::ALL {
        invariants::parse(grammar, &input);
        invariants::pest_agree(grammar, &input);
    }
}

/// The position classes of a URI, as a template with `_` where a byte goes.
const POSITIONS: &[&str] = &[
    "_ttp://a/b?c#d", // the scheme's first character
    "h_tp://a/b?c#d", // inside the scheme
    "http_//a/b?c#d", // the scheme's delimiter
    "http://_/b?c#d", // the host
    "http://a:_/b?c#d",
    "http://u_@a/b?c#d", // user information
    "http://a/_?c#d",    // the path
    "http://a/b?_#d",    // the search or query
    "http://a/b?c#_",    // the fragment
    "x:_",               // an opaque or generic path
    "_",                 // alone
    "/_",                // a relative path
];

#[test]
fn every_byte_at_every_position_class_under_every_grammar() {
    for template in POSITIONS {
        for b in 0..=255u8 {
            // Bytes above 0x7F as the character of that code point: inputs
            // are `&str`.
            let c = char::from(b);
            let input = template.replacen('_', &c.to_string(), 1);
            for grammar in Edition::ALL {
                invariants::parse(grammar, &input);
                invariants::pest_agree(grammar, &input);
            }
            if template.starts_with("http://a/") {
                for set in RuleSet::ALL {
                    invariants::resolve_pair(set, "http://a/b/c/d;p?q", &input);
                }
            }
        }
    }
}

#[test]
fn repeated_dot_dot_resolves_under_every_rule_set() {
    let reference = format!("{}g", "../".repeat(100_000));
    let deep = format!("http://a{}", "/b".repeat(100_000));
    for base in ["http://a/b/c/d;p?q", deep.as_str()] {
        for set in RuleSet::ALL {
            // A rule set may refuse the pair (RFC 2396 §5.2 step 6g leaves
            // surplus `..` to the implementation), never panic; the TBL
            // texts keep a `..` that has no segment left to remove.
            if let Ok(resolved) = resolve(base, &reference, set) {
                let s = resolved.to_string();
                assert!(s.starts_with("http:") && s.ends_with("/g"), "{set:?}");
                assert!(s.len() <= reference.len() + 20, "{set:?} made it longer");
            }
        }
    }
    // The round trip through relativize, on a thousand `../`.
    let reference = format!("{}g", "../".repeat(1_000));
    let deep = format!("http://a{}", "/b".repeat(1_000));
    for base in ["http://a/b/c/d;p?q", deep.as_str()] {
        for set in RuleSet::ALL {
            invariants::resolve_pair(set, base, &reference);
        }
    }
}

#[test]
fn a_hundred_thousand_search_words_go_back_and_forth() {
    let words: Vec<Vec<u8>> = (0..100_000u32)
        .map(|i| format!("w{i}+").into_bytes())
        .collect();
    for grammar in Edition::ALL {
        let Ok(search) = escape::search_from_words(grammar, words.iter().map(Vec::as_slice)) else {
            continue;
        };
        let back: Vec<Vec<u8>> = escape::search_words(&search)
            .map(|w| w.into_owned())
            .collect();
        assert_eq!(back, words, "{grammar:?}");
    }
}

#[test]
fn a_million_nul_escapes_decode_and_encode() {
    let run = "%00".repeat(1_000_000);
    assert_eq!(&*escape::decode(&run), vec![0u8; 1_000_000].as_slice());
    // The broken escape at the end is reported where its `%` stands.
    assert_eq!(
        escape::try_decode(&format!("{run}%0")),
        Err(escape::DecodeError::BadEscape { offset: run.len() })
    );
    for grammar in Edition::ALL {
        for (name, set) in escape::Set::productions(grammar) {
            let encoded = set.encode(&[0u8; 100_000]);
            assert_eq!(encoded.len(), 300_000, "{grammar:?} {name}");
        }
    }
}

#[test]
fn ten_megabytes_of_text() {
    let mut text = String::new();
    while text.len() < 10 * 1024 * 1024 {
        text.push_str("see <URL:http://a/b> and \"ftp://x/y\" or <");
    }
    // Ten megabytes under RFC 2396, one under every grammar.
    let finds = urispec::text::find_in(&text, Edition::Rfc2396).count();
    assert!(finds > 400_000, "{finds}");
    let mega = &text[..1024 * 1024];
    for grammar in Edition::ALL {
        let finds = urispec::text::find_in(mega, grammar).count();
        assert!(finds > 40_000, "{grammar:?}: {finds}");
    }
    let unclosed = format!("<{}", "a".repeat(1_000_000));
    for grammar in Edition::ALL {
        invariants::text(grammar, &unclosed);
    }
}

#[test]
fn two_hundred_thousand_slashes_explain_without_overflowing_the_stack() {
    let input = format!("http://a{}", "/".repeat(200_000));
    for grammar in Edition::ALL {
        let parsed = urispec::parse(grammar, &input)
            .map(drop)
            .map_err(|e| e.offset());
        let explained = urispec::explain(grammar, &input)
            .map(drop)
            .map_err(|e| e.offset());
        assert_eq!(parsed, explained, "{grammar:?}");
    }
}
