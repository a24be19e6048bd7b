//! The conformance vectors (`urispec::vectors`): deterministic for a seed,
//! every rule of every grammar reached, every source present, near misses
//! one edit from a generated string, and each recorded verdict the one
//! pest_vm gives running the `.pest` file uncompiled (the compiled parser
//! recorded it; the interpreter is the independent check).

#[allow(dead_code)]
use crate::generate;

use urispec::vectors::{Pairs, Source, Vector, Vectors};
use urispec::{Edition, RuleSet};

fn vectors(grammar: Edition, seed: u64, n: usize) -> (Vec<Vector>, Vectors) {
    let mut all = Vectors::new(grammar, seed).expect("every grammar reads");
    let taken = all.by_ref().take(n).collect();
    (taken, all)
}

#[test]
fn the_same_seed_gives_the_same_vectors() {
    for grammar in Edition::ALL {
        let (a, _) = vectors(grammar, 11, 1_500);
        let (b, _) = vectors(grammar, 11, 1_500);
        let (c, _) = vectors(grammar, 12, 1_500);
        assert_eq!(a, b, "{grammar}");
        assert_ne!(a, c, "{grammar}: another seed, other vectors");
    }
}

#[test]
fn every_rule_of_every_grammar_is_reached() {
    for grammar in Edition::ALL {
        let (_, all) = vectors(grammar, 0, 20_000);
        let coverage = all.coverage();
        let missed: Vec<&str> = coverage.missed().collect();
        assert!(coverage.reachable() > 10, "{grammar}");
        assert_eq!(missed, Vec::<&str>::new(), "{grammar}: rules not reached");
        assert_eq!(coverage.reached(), coverage.reachable(), "{grammar}");
        // The entry point is the one rule of the anchored section that is
        // never "reachable": the count is of the grammar's own rules.
        assert!(coverage.unreachable().any(|r| r == grammar.file().entry));
    }
}

#[test]
fn every_source_is_present_and_near_misses_are_one_edit_away() {
    for grammar in Edition::ALL {
        let (all, _) = vectors(grammar, 3, 6_000);
        for source in [
            Source::Printed,
            Source::Shape,
            Source::Generated,
            Source::NearMiss,
        ] {
            assert!(
                all.iter().any(|v| v.source == source),
                "{grammar}: {source:?}"
            );
        }
        assert!(all.iter().any(|v| v.valid), "{grammar}");
        assert!(all.iter().any(|v| !v.valid), "{grammar}");
        // Printed first, then the shapes, then the generated ones.
        let first_shape = all.iter().position(|v| v.source == Source::Shape).unwrap();
        assert!(all[..first_shape]
            .iter()
            .all(|v| v.source == Source::Printed));
        for pair in all.windows(2) {
            if pair[1].source == Source::NearMiss {
                assert_eq!(pair[0].source, Source::Generated);
                assert!(
                    pair[0].valid,
                    "{grammar}: a near miss of an accepted string"
                );
                let (a, b): (Vec<char>, Vec<char>) = (
                    pair[0].input.chars().collect(),
                    pair[1].input.chars().collect(),
                );
                assert!(a.len().abs_diff(b.len()) <= 1, "{grammar}: {a:?} -> {b:?}");
                let prefix = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
                let suffix = a
                    .iter()
                    .rev()
                    .zip(b.iter().rev())
                    .take_while(|(x, y)| x == y)
                    .count();
                assert!(
                    prefix + suffix + 1 >= a.len().max(b.len()),
                    "{grammar}: {:?} -> {:?} is more than one edit",
                    pair[0].input,
                    pair[1].input
                );
            }
        }
    }
}

/// The recorded verdicts, held to pest_vm interpreting the `.pest` file
/// (where the interpreter can tell; see `generate::accepts`).
#[test]
fn recorded_verdicts_are_the_grammars() {
    for grammar in Edition::ALL {
        let (all, _) = vectors(grammar, 5, 3_000);
        let mut compared = 0;
        for v in all.iter().filter(|v| v.source != Source::Shape) {
            if let Some(accepted) = generate::accepts(grammar, grammar.file().entry, &v.input) {
                assert_eq!(
                    accepted, v.valid,
                    "{grammar}: {:?} ({:?})",
                    v.input, v.source
                );
                compared += 1;
            }
            assert_eq!(urispec::parse(grammar, &v.input).is_ok(), v.valid);
        }
        assert!(compared > 2_000, "{grammar}: only {compared} compared");
    }
}

#[test]
fn pairs_start_with_the_printed_tables() {
    let pairs: Vec<_> = Pairs::new(RuleSet::Rfc3986, 1)
        .expect("rfc3986.pest reads")
        .take(200)
        .collect();
    // RFC 3986 §5.4.1 and §5.4.2: 23 + 19 rows.
    let printed = pairs
        .iter()
        .take_while(|p| p.source == Source::Printed)
        .count();
    assert_eq!(printed, 42);
    assert_eq!(pairs[0].base, "http://a/b/c/d;p?q");
    assert_eq!(pairs[0].reference, "g:h");
    assert_eq!(pairs[0].printed.as_deref(), Some("g:h"));
    assert!(pairs[printed..]
        .iter()
        .all(|p| p.source == Source::Generated));
    for p in &pairs[printed..] {
        assert!(
            urispec::parse(Edition::Rfc3986, &p.reference).is_ok(),
            "{p:?}"
        );
    }
    // A rule set whose document prints no table starts with generated pairs.
    let url = Pairs::new(RuleSet::UrlDraft02, 1)
        .expect("reads")
        .next()
        .unwrap();
    assert_eq!(url.source, Source::Generated);
}
