//! The parsers build.rs compiles from the `.pest` files against pest's, on
//! the same grammars: for every grammar and every entry point, both accept or
//! both reject, and they report the same spans (every pair pest makes, as
//! `(rule, start, end)`, against every span the compiled parser reports),
//! they fill the same record of offsets, and `explain`'s tree, which the
//! compiled parser's spans make, is the one the walk over pest's pairs
//! made (same nodes, order and depths). Inputs: the two corpora
//! (`../shared/corpus/urls.txt`, `historic.txt`), strings generated from
//! every rule of every grammar (`common/generate.rs`), and near misses of
//! both (one character inserted, deleted or replaced).
//!
//! `cargo test --test grammar generated_parsers::` runs a sample (one line in 7 of
//! the corpus of a grammar's era, one in 97 of the other); the long campaign,
//! every line under every grammar with more near misses and generated
//! strings, is
//! `cargo test --release --test grammar generated_parsers:: -- --ignored`.

#[allow(dead_code)]
use crate::generate;

use generate::{corpus, era_lines, Campaign, Generator, Rng, NEAR_MISS_ALPHABET as ALPHABET};
use urispec::check::{Brief, Outcome};
use urispec::oracle;
use urispec::Edition;

const SAMPLE: Campaign = Campaign {
    own_stride: 7,
    other_stride: 97,
    near_misses: 1,
    generated: 25,
};

const LONG: Campaign = Campaign {
    own_stride: 1,
    other_stride: 1,
    near_misses: 4,
    generated: 400,
};

#[derive(Default)]
struct Tally {
    compared: usize,
    accepted: usize,
    near_misses_rejected: usize,
    same_offset: usize,
    rejected: usize,
    disagreements: Vec<String>,
}

impl Tally {
    /// Compare the two parsers on `input` from rule `rule` of `grammar`.
    fn compare(&mut self, grammar: Edition, rules: &[(String, bool)], rule: usize, input: &str) {
        self.compared += 1;
        let pest = oracle::pest(grammar, rule, input);
        let compiled = oracle::compiled(grammar, rule, input);
        let name = &rules[rule].0;
        match (&pest, &compiled) {
            (Some(p), Ok(c)) if p == c => {
                self.accepted += 1;
                if oracle::records_agree(grammar, rule, input) != Some(true) {
                    self.disagree(format!("{grammar} {name} {input:?}: records differ"));
                }
                if oracle::trees_agree(grammar, rule, input) != Some(true) {
                    self.disagree(format!("{grammar} {name} {input:?}: trees differ"));
                }
            }
            (None, Err(_)) => self.rejected += 1,
            (Some(p), Ok(c)) => {
                let name = |s: &oracle::Span| rules.get(s.0).map_or("EOI", |r| r.0.as_str());
                let only_pest: Vec<_> = p.iter().filter(|s| !c.contains(s)).collect();
                let only_compiled: Vec<_> = c.iter().filter(|s| !p.contains(s)).collect();
                let show = |spans: Vec<&oracle::Span>| {
                    spans
                        .iter()
                        .map(|s| format!("{}@{}..{}", name(s), s.1, s.2))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                self.disagree(format!(
                    "{grammar} {:?} {input:?}: spans differ: only pest [{}], only compiled [{}]",
                    rules[rule].0,
                    show(only_pest),
                    show(only_compiled)
                ));
            }
            (Some(_), Err(at)) => self.disagree(format!(
                "{grammar} {name} {input:?}: pest accepts, compiled rejects at {at}"
            )),
            (None, Ok(_)) => self.disagree(format!(
                "{grammar} {name} {input:?}: pest rejects, compiled accepts"
            )),
        }
    }

    /// Compare on `input` from every entry point, and the rejection offset
    /// from the main entry point.
    fn entries(&mut self, grammar: Edition, rules: &[(String, bool)], input: &str) {
        for (rule, (_, entry)) in rules.iter().enumerate() {
            if *entry {
                self.compare(grammar, rules, rule, input);
            }
        }
        // The brief (the scheme alone kept: RFC 2396's by the tagged
        // automaton of the scheme) is the outcome's.
        let options = urispec::url::Options::default();
        let brief = Brief::of(grammar, options, Ok(input));
        if brief != Brief::from(Outcome::of(grammar, options, Ok(input))) {
            self.disagree(format!(
                "{grammar} {input:?}: the brief {brief:?} is not the outcome's"
            ));
        }
    }

    fn disagree(&mut self, what: String) {
        if self.disagreements.len() < 20 {
            eprintln!("{what}");
        }
        self.disagreements.push(what);
    }
}

/// `input` with one character inserted, deleted or replaced.
fn near_miss(input: &str, rng: &mut Rng) -> String {
    generate::near_miss(input, ALPHABET, rng)
}

fn run(campaign: &Campaign) {
    let urls = corpus("urls.txt");
    let historic = corpus("historic.txt");
    let mut total = Tally::default();
    for grammar in Edition::ALL {
        let mut tally = Tally::default();
        let rules = oracle::rules(grammar);
        let mut rng = Rng::new(0xD1FF ^ grammar as u64);
        // The corpus of the grammar's era, the other one sampled.
        for line in era_lines(grammar, &urls, &historic, campaign) {
            tally.entries(grammar, &rules, line);
            for _ in 0..campaign.near_misses {
                let miss = near_miss(line, &mut rng);
                tally.entries(grammar, &rules, &miss);
                // The compiled parser's furthest failure against pest's offset.
                if oracle::pest(grammar, oracle::entry(grammar), &miss).is_none() {
                    tally.near_misses_rejected += 1;
                    let pest_offset = oracle::error_offset(grammar, &miss);
                    let compiled = oracle::compiled(grammar, oracle::entry(grammar), &miss);
                    if compiled.err() == pest_offset {
                        tally.same_offset += 1;
                    }
                }
            }
        }
        // Strings generated from every rule, and near misses of them, from
        // that rule (pest matches a prefix there; so does the compiled parser).
        let generator = Generator::for_grammar(grammar).expect("every grammar reads");
        for (rule, (name, _)) in rules.iter().enumerate() {
            for _ in 0..campaign.generated {
                let s = generator.generate(name, &mut rng);
                tally.compare(grammar, &rules, rule, &s);
                let miss = near_miss(&s, &mut rng);
                tally.compare(grammar, &rules, rule, &miss);
                if rules[rule].1 {
                    continue;
                }
                // And whole URIs built from them, from the entry points.
                let whole = generator.generate(grammar.file().entry, &mut rng);
                tally.entries(grammar, &rules, &whole);
            }
        }
        println!(
            "{grammar}: {} comparisons, {} accepted alike, {} rejected alike, {} disagreements; \
             the compiled parser's furthest failure is the error offset for {} of {} rejected near misses",
            tally.compared,
            tally.accepted,
            tally.rejected,
            tally.disagreements.len(),
            tally.same_offset,
            tally.near_misses_rejected
        );
        assert!(
            tally.accepted > 0 && tally.rejected > 0,
            "{grammar}: nothing compared"
        );
        total.compared += tally.compared;
        total.disagreements.extend(tally.disagreements);
    }
    assert!(
        total.disagreements.is_empty(),
        "{} disagreements in {} comparisons, first: {:#?}",
        total.disagreements.len(),
        total.compared,
        &total.disagreements[..total.disagreements.len().min(10)]
    );
}

#[test]
fn compiled_parsers_agree_with_pest() {
    run(&SAMPLE);
}

#[test]
#[ignore = "the long campaign: cargo test --release --test grammar generated_parsers:: -- --ignored"]
fn compiled_parsers_agree_with_pest_long_campaign() {
    run(&LONG);
}
