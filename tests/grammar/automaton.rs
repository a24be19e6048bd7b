//! The automaton build.rs compiles from each grammar's entry points
//! (`build/compile/automaton.rs`) against pest's parser of the same
//! `.pest` file: on every input it decides, it accepts exactly what pest
//! matches whole, from every entry point; and the decision the library
//! takes where nothing is kept (the automaton's, offset included, in the
//! grammars build.rs lets it decide) is the compiled parser's, the
//! furthest failure a rejection's error needs included; where a grammar
//! takes a rejection's error from the dead end of its explaining automaton,
//! that automaton has the same language and offsets, and the error is the
//! explaining parser's. How often the
//! automaton's dead offset is that failure is printed for every grammar
//! (what keeps five grammars on the compiled parser: BENCHMARKS.md, "The
//! automata"). The inputs are the fuzz seeds of `tests/grammar/regressions.rs`
//! (every case file's inputs) and those of
//! `tests/grammar/generated_parsers.rs`: the two corpora (`../shared/corpus/`),
//! strings generated from every rule of every grammar
//! (`common/generate.rs`), whole URIs built of them, and near misses of
//! each (one character inserted, deleted or replaced).
//!
//! `cargo test --test grammar automaton::` runs a sample; the long
//! campaign, every corpus line under every grammar, is
//! `cargo test --release --test grammar automaton:: -- --ignored`.

use crate::generate;

use generate::{corpus, era_lines, Campaign, Generator, Rng, NEAR_MISS_ALPHABET as ALPHABET};
use urispec::oracle;
use urispec::Edition;

const SAMPLE: Campaign = Campaign {
    own_stride: 7,
    other_stride: 97,
    near_misses: 2,
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
    accepted: usize,
    rejected: usize,
    disagreements: Vec<String>,
    dead_at_furthest: usize,
    dead_elsewhere: usize,
    /// Rejections whose error was taken from the automaton's dead end.
    by_dead_end: usize,
    /// Of them, those whose error is not the explaining parser's.
    dead_end_mismatches: Vec<String>,
}

impl Tally {
    /// The automaton against pest on `input`, from every entry point.
    fn entries(&mut self, grammar: Edition, rules: &[(String, bool)], input: &str) {
        for (rule, (name, entry)) in rules.iter().enumerate() {
            if !*entry {
                continue;
            }
            let Some(verdict) = oracle::automaton(grammar, rule, input) else {
                continue;
            };
            let automaton = verdict.is_ok();
            let pest = oracle::pest(grammar, rule, input).is_some();
            match (automaton, pest) {
                (true, true) => self.accepted += 1,
                (false, false) => self.rejected += 1,
                _ => {
                    let what = format!(
                        "{grammar} {name} {input:?}: the automaton {}, pest {}",
                        if automaton { "accepts" } else { "rejects" },
                        if pest { "accepts" } else { "rejects" }
                    );
                    if self.disagreements.len() < 20 {
                        eprintln!("{what}");
                    }
                    self.disagreements.push(what);
                }
            }
            // The explaining automaton, where a grammar has one, has the
            // same language and stops at the same offset.
            if let Some(explaining) = oracle::explaining_automaton(grammar, rule, input)
                && explaining != verdict
            {
                self.disagreements.push(format!(
                    "{grammar} {name} {input:?}: the explaining automaton {explaining:?}, the automaton {verdict:?}"
                ));
            }
            // The decision the library takes agrees with both, and a
            // rejection's offset with the compiled parser's.
            let decided = oracle::decide_from(grammar, rule, input);
            let compiled = oracle::compiled(grammar, rule, input);
            if let (Err(dead), Err(furthest)) = (verdict, &compiled) {
                if dead == *furthest {
                    self.dead_at_furthest += 1;
                } else {
                    self.dead_elsewhere += 1;
                    if self.dead_elsewhere <= 3 {
                        eprintln!(
                            "{grammar} {name} {input:?}: dead at {dead}, furthest {furthest}"
                        );
                    }
                }
            }
            if let Some((taken, explained)) = oracle::dead_end_errors(grammar, rule, input)
                && let Some(taken) = taken
            {
                self.by_dead_end += 1;
                if taken != explained {
                    self.dead_end_mismatches.push(format!(
                        "{grammar} {name} {input:?}: from the dead end {taken:?}, explained {explained:?}"
                    ));
                }
            }
            if decided.is_ok() != pest || decided.err() != compiled.as_ref().err().copied() {
                self.disagreements.push(format!(
                    "{grammar} {name} {input:?}: decided {decided:?}, compiled {:?}",
                    compiled.map(|_| ())
                ));
            }
        }
    }
}

fn run(campaign: &Campaign) {
    let urls = corpus("urls.txt");
    let historic = corpus("historic.txt");
    let seeds = crate::regressions::seeds();
    let mut disagreements = Vec::new();
    for grammar in Edition::ALL {
        let rules = oracle::rules(grammar);
        let main = oracle::entry(grammar);
        // Every grammar's main entry point has its automaton.
        assert!(
            oracle::automaton(grammar, main, "").is_some(),
            "{grammar}: no automaton for {}",
            rules[main].0
        );
        let mut tally = Tally::default();
        let mut rng = Rng::new(0xDFA ^ grammar as u64);
        // The fuzz seeds: every case file's inputs and corpus lines.
        for line in &seeds {
            tally.entries(grammar, &rules, line);
        }
        for line in era_lines(grammar, &urls, &historic, campaign) {
            tally.entries(grammar, &rules, line);
            for _ in 0..campaign.near_misses {
                let miss = generate::near_miss(line, ALPHABET, &mut rng);
                tally.entries(grammar, &rules, &miss);
            }
        }
        let generator = Generator::for_grammar(grammar).expect("every grammar reads");
        for (name, _) in &rules {
            for _ in 0..campaign.generated {
                // Strings of a rule: accepted by an entry point where the
                // rule is one, rejected (mostly) where it is a part.
                let s = generator.generate(name, &mut rng);
                tally.entries(grammar, &rules, &s);
                let miss = generate::near_miss(&s, ALPHABET, &mut rng);
                tally.entries(grammar, &rules, &miss);
                let whole = generator.generate(grammar.file().entry, &mut rng);
                tally.entries(grammar, &rules, &whole);
                let miss = generate::near_miss(&whole, ALPHABET, &mut rng);
                tally.entries(grammar, &rules, &miss);
            }
        }
        println!(
            "{grammar}: the automaton and pest accept {} and reject {} alike; {} disagreements; dead where the compiled parser failed furthest {}, elsewhere {}",
            tally.accepted,
            tally.rejected,
            tally.disagreements.len(),
            tally.dead_at_furthest,
            tally.dead_elsewhere,
        );
        println!(
            "{grammar}: errors taken from the dead end {}, of them not the explaining parser's {}",
            tally.by_dead_end,
            tally.dead_end_mismatches.len()
        );
        assert!(
            tally.accepted > 0 && tally.rejected > 0,
            "{grammar}: nothing compared"
        );
        disagreements.extend(tally.disagreements);
        disagreements.extend(tally.dead_end_mismatches);
    }
    assert!(
        disagreements.is_empty(),
        "{} disagreements, first: {:#?}",
        disagreements.len(),
        &disagreements[..disagreements.len().min(10)]
    );
}

#[test]
fn automata_agree_with_pest() {
    run(&SAMPLE);
}

#[test]
#[ignore = "the long campaign: cargo test --release --test grammar automaton:: -- --ignored"]
fn automata_agree_with_pest_long_campaign() {
    run(&LONG);
}
