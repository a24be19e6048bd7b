//! The explaining parsers build.rs compiles (`build/explain.rs`) against
//! pest's detailed mode, their oracle: for every grammar and every entry
//! point, an input the compiled parser rejects gets the same `SyntaxError`
//! both ways (offset, expected list in order, found, note; and so kind,
//! message and caret frame), `parse`'s own against the one made of pest's
//! record of attempts (`urispec::oracle::explanations`).
//!
//! Inputs: every case file (`tests/cases/<spec>/`), the corpus of the
//! grammar's era whole and the other one line in 97
//! (`../shared/corpus/urls.txt`, `historic.txt`), strings generated from
//! every rule of every grammar (`common/generate.rs`) and near misses of all
//! of them (one character inserted, deleted or replaced).
//!
//! `cargo test --test grammar errors_agree::` runs that; the long campaign, every line
//! of both corpora under every grammar with more near misses and generated
//! strings, is
//! `cargo test --release --test grammar errors_agree:: -- --ignored`.

#[allow(dead_code)]
use crate::generate;

use generate::{corpus, era_lines, Campaign, Generator, Rng, NEAR_MISS_ALPHABET as ALPHABET};
use urispec::oracle;
use urispec::Edition;

const SAMPLE: Campaign = Campaign {
    own_stride: 1,
    other_stride: 97,
    near_misses: 1,
    generated: 10,
};

const LONG: Campaign = Campaign {
    own_stride: 1,
    other_stride: 1,
    near_misses: 4,
    generated: 200,
};

#[derive(Default)]
struct Tally {
    inputs: usize,
    explained: usize,
    disagreements: Vec<String>,
}

impl Tally {
    /// Compare the two explanations of `input` from every entry point.
    fn entries(&mut self, grammar: Edition, rules: &[(String, bool)], input: &str) {
        for (rule, (_, entry)) in rules.iter().enumerate() {
            if *entry {
                self.compare(grammar, rules, rule, input);
            }
        }
    }

    fn compare(&mut self, grammar: Edition, rules: &[(String, bool)], rule: usize, input: &str) {
        self.inputs += 1;
        let Some((generated, pest)) = oracle::explanations(grammar, rule, input) else {
            return;
        };
        self.explained += 1;
        if generated != pest {
            let what = format!(
                "{grammar} {} {input:?}:\n  generated: {generated} {:?}\n  pest:      {pest} {:?}",
                rules[rule].0,
                generated.expected(),
                pest.expected()
            );
            if self.disagreements.len() < 20 {
                eprintln!("{what}");
            }
            self.disagreements.push(what);
        }
    }
}

/// Every case file of `grammar`, read as `tests/grammar/spec_examples.rs` reads them.
fn cases(grammar: Edition) -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases")
        .join(grammar.to_string());
    let mut out = Vec::new();
    let mut todo = vec![dir];
    while let Some(dir) = todo.pop() {
        for entry in std::fs::read_dir(&dir).expect("tests/cases is readable") {
            let path = entry.expect("tests/cases is listable").path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e == "txt") {
                let text = std::fs::read_to_string(&path).expect("case files are UTF-8");
                let text = text.strip_suffix('\n').unwrap_or(&text);
                out.push(text.strip_suffix('\r').unwrap_or(text).to_owned());
            }
        }
    }
    out.sort();
    out
}

fn run(campaign: &Campaign) {
    let urls = corpus("urls.txt");
    let historic = corpus("historic.txt");
    let mut disagreements = Vec::new();
    for grammar in Edition::ALL {
        let mut tally = Tally::default();
        let rules = oracle::rules(grammar);
        let mut rng = Rng::new(0xE220 ^ grammar as u64);
        let cases = cases(grammar);
        assert!(!cases.is_empty(), "{grammar}: no case files");
        for case in &cases {
            tally.entries(grammar, &rules, case);
            for _ in 0..campaign.near_misses {
                let miss = generate::near_miss(case, ALPHABET, &mut rng);
                tally.entries(grammar, &rules, &miss);
            }
        }
        // The corpus of the grammar's era, the other one sampled.
        for line in era_lines(grammar, &urls, &historic, campaign) {
            tally.entries(grammar, &rules, line);
            for _ in 0..campaign.near_misses {
                let miss = generate::near_miss(line, ALPHABET, &mut rng);
                tally.entries(grammar, &rules, &miss);
            }
        }
        // Strings generated from every rule, near misses of them, from that
        // rule and from the entry points.
        let generator = Generator::for_grammar(grammar).expect("every grammar reads");
        for (rule, (name, _)) in rules.iter().enumerate() {
            for _ in 0..campaign.generated {
                let s = generator.generate(name, &mut rng);
                let miss = generate::near_miss(&s, ALPHABET, &mut rng);
                for input in [&s, &miss] {
                    tally.compare(grammar, &rules, rule, input);
                    tally.entries(grammar, &rules, input);
                }
            }
        }
        println!(
            "{grammar}: {} inputs, {} rejected and explained both ways, {} disagreements",
            tally.inputs,
            tally.explained,
            tally.disagreements.len()
        );
        assert!(tally.explained > 0, "{grammar}: nothing explained");
        disagreements.extend(tally.disagreements);
    }
    assert!(
        disagreements.is_empty(),
        "{} disagreements, first: {:#?}",
        disagreements.len(),
        &disagreements[..disagreements.len().min(10)]
    );
}

#[test]
fn explaining_parsers_agree_with_pest() {
    run(&SAMPLE);
}

#[test]
#[ignore = "the long campaign: cargo test --release --test grammar errors_agree:: -- --ignored"]
fn explaining_parsers_agree_with_pest_long_campaign() {
    run(&LONG);
}
