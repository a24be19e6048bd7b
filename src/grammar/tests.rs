use super::failure::{first_malformed_escape, first_malformed_escape_reaching};
use crate::edition::{Edition, Family};

/// In every grammar with a tagged automaton, the kinds of role build.rs
/// read from the walker table (and placed the tags by) are the table's;
/// every grammar is listed, those without one read no roles.
#[test]
fn tagged_roles_are_the_walker_tables() {
    use super::generated::roles_read_as_written as agree;
    use super::walk::{GenericWalk, UrlWalk};
    use super::{rfc1630, rfc1630_url, rfc1738, rfc1808, rfc2396, rfc3986};
    use super::{uri_draft, url_draft_02, url_draft_03};
    agree(
        uri_draft::compiled::TAGGED_ROLES,
        <uri_draft::Parser as GenericWalk>::role,
    );
    agree(
        rfc1630::compiled::TAGGED_ROLES,
        <rfc1630::Parser as GenericWalk>::role,
    );
    agree(
        rfc1630_url::compiled::TAGGED_ROLES,
        <rfc1630_url::Parser as UrlWalk>::role,
    );
    agree(
        url_draft_02::compiled::TAGGED_ROLES,
        <url_draft_02::Parser as UrlWalk>::role,
    );
    agree(
        url_draft_03::compiled::TAGGED_ROLES,
        <url_draft_03::Parser as UrlWalk>::role,
    );
    agree(
        rfc1738::compiled::TAGGED_ROLES,
        <rfc1738::Parser as UrlWalk>::role,
    );
    agree(rfc1808::compiled::TAGGED_ROLES, rfc1808::role);
    agree(rfc2396::compiled::TAGGED_ROLES, rfc2396::role);
    agree(rfc3986::compiled::TAGGED_ROLES, rfc3986::role);
    assert!(
        !rfc2396::compiled::TAGGED_ROLES.is_empty(),
        "rfc2396 is tagged"
    );
}

/// Where build.rs finds that a grammar's malformed escapes kill within
/// two bytes (`PERCENT_ONLY_ESCAPES`, which spares a rejection the
/// search for one further back), every entry point's automaton rejects
/// an input whose first malformed escape is at `p` no later than `p + 2`:
/// on inputs valid up to a malformed escape, in each place a grammar
/// has (a path, a query, a host, an opaque part), each way an escape
/// is malformed, with bytes after it or none.
#[test]
fn malformed_escapes_kill_within_two_bytes_where_build_rs_says_so() {
    use super::PestGrammar;
    let prefixes = [
        "",
        "a",
        "/a",
        "a/b",
        "http://a/b",
        "http://a/b?c",
        "http://a/b#c",
        "http://",
        "http://a",
        "http://u",
        "ftp://a/b;",
        "news:",
        "news:a",
        "mailto:a",
        "gopher://a/",
        "wais://a/b?",
        "telnet://a",
        "file://a/",
        "prospero://a/b",
        "URL:http://a/",
        "mid:",
        "x:",
    ];
    let escapes = ["%", "%g", "%4", "%4g", "%%", "%4%", "%41%", "%41%g"];
    let suffixes = ["", "41", "/c", "%41", "g", "?"];
    let mut checked = 0;
    for edition in Edition::ALL {
        let escapes_only =
            crate::grammar::with_parser!(Edition: edition, G => G::PERCENT_ONLY_ESCAPES);
        if !escapes_only {
            continue;
        }
        for prefix in prefixes {
            for escape in escapes {
                for suffix in suffixes {
                    let input = format!("{prefix}{escape}{suffix}");
                    // (`%41%` then `41` is well formed.)
                    let Some(bad) = first_malformed_escape(&input) else {
                        continue;
                    };
                    let verdicts =
                        crate::grammar::with_parser!(Edition: edition, G => verdicts::<G>(&input));
                    for (rule, verdict) in verdicts {
                        match verdict {
                            None => {}
                            Some(Err(at)) => {
                                assert!(at <= bad + 2, "{edition:?} {rule} {input:?}: {at}");
                                checked += 1;
                            }
                            Some(Ok(())) => panic!("{edition:?} {rule} accepts {input:?}"),
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
}

/// Each rule's name and its automaton's verdict on `input` (None where
/// the rule is no entry point).
fn verdicts<G: super::PestGrammar>(input: &str) -> Vec<(String, Option<Result<(), usize>>)> {
    G::all_rules()
        .iter()
        .map(|&rule| (format!("{rule:?}"), G::automaton(rule, input.as_bytes())))
        .collect()
}

/// `with_parser!`'s arms, written by hand, pick each edition's own
/// parser, in each of its subsets.
#[test]
fn each_edition_runs_its_own_parser() {
    use super::PestGrammar;
    for edition in Edition::ALL {
        let ran = crate::grammar::with_parser!(Edition: edition, G => G::EDITION);
        assert_eq!(ran, edition);
        let ran = match edition.family() {
            Family::Generic(g) => {
                crate::grammar::with_parser!(GenericGrammar: g, G => G::EDITION)
            }
            Family::Url(g) => crate::grammar::with_parser!(UrlGrammar: g, G => G::EDITION),
            Family::Rfc1808 | Family::Rfc2396 | Family::Rfc3986 => edition,
        };
        assert_eq!(ran, edition);
    }
}

/// The `Rule` build.rs writes is pest_derive's: the same variants (the
/// conversions match them by name, exhaustively), in the same order,
/// which the explaining parser relies on (pest sorts an error's rules
/// by it).
#[cfg(feature = "oracle")]
#[test]
fn rules_are_pest_derives() {
    use super::PestGrammar;
    for grammar in crate::edition::Edition::ALL {
        crate::grammar::with_parser!(Edition: grammar, G => {
            let ours = G::all_rules();
            let theirs: Vec<<G as PestGrammar>::Derived> =
                ours.iter().map(|&rule| rule.into()).collect();
            assert!(theirs.windows(2).all(|w| w[0] < w[1]), "{grammar}: {theirs:?}");
            for (rule, derived) in ours.iter().zip(&theirs) {
                assert_eq!(format!("{rule:?}"), format!("{derived:?}"), "{grammar}");
            }
        });
    }
}

#[test]
fn malformed_escapes() {
    assert_eq!(first_malformed_escape("a%41b"), None);
    assert_eq!(first_malformed_escape("a%4"), Some(1));
    assert_eq!(first_malformed_escape("%%3D"), Some(0));
    assert_eq!(first_malformed_escape("ab%*"), Some(2));
    assert_eq!(first_malformed_escape("x%as"), Some(1));
}

/// The look for a malformed escape in the three bytes before a dead
/// end is the look over the whole input it replaced (`dead_end_error`:
/// the first malformed `%`, where the offset is it or one or two bytes
/// after it), on every string of up to six of `%`, `a`, `1`, `g` and at
/// every offset.
#[test]
fn malformed_escapes_reaching_an_offset() {
    let mut inputs = vec![String::new()];
    let mut layer = inputs.clone();
    for _ in 0..6 {
        layer = layer
            .iter()
            .flat_map(|s| ['%', 'a', '1', 'g'].map(|c| format!("{s}{c}")))
            .collect();
        inputs.extend(layer.iter().cloned());
    }
    assert_eq!(inputs.len(), (0..=6).map(|n| 4usize.pow(n)).sum::<usize>());
    for input in &inputs {
        for offset in 0..=input.len() {
            let whole =
                first_malformed_escape(input).filter(|&bad| bad <= offset && offset <= bad + 2);
            assert_eq!(
                first_malformed_escape_reaching(input, offset),
                whole,
                "{input:?} at {offset}"
            );
        }
    }
}
