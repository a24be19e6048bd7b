//! Conformance vectors (feature `vectors`): strings generated from an
//! edition's grammar so that every rule is reached, near misses of them,
//! the documents' printed examples and the hostile shapes, each with the
//! verdict of the crate's own compiled parser; and base/reference pairs for
//! a rule set's resolution, the documents' printed tables first.
//!
//! Other implementations run them (`urispec vectors`, `urispec
//! differential`, the README's "Testing another implementation"). A seed
//! gives the same vectors on every machine.
//!
//! ```
//! use urispec::vectors::{Source, Vectors};
//! use urispec::Edition;
//!
//! let mut vectors = Vectors::new(Edition::Rfc3986, 7)?;
//! let first: Vec<_> = vectors.by_ref().take(2_000).collect();
//! assert_eq!(first[0].source, Source::Printed);
//! assert!(first.iter().any(|v| v.source == Source::NearMiss && !v.valid));
//! // Each verdict is the parser's.
//! assert!(first.iter().all(|v| urispec::parse(Edition::Rfc3986, &v.input).is_ok() == v.valid));
//! assert!(vectors.coverage().reached() > 0);
//! # Ok::<(), urispec::vectors::GrammarError>(())
//! ```
//!
//! # Differences from the specification
//!
//! The generator reads the `.pest` transcription, not the printed BNF: a
//! rule the transcription tags `DEVIATION(...)` (`grammar/README.md`) is
//! generated as transcribed. Lookaheads are not solved, so a generated
//! string may miss the grammar; its recorded verdict is the parser's.

mod generate;
mod shapes;

use std::collections::VecDeque;

pub use generate::{near_miss, Generator, GrammarError, Rng, NEAR_MISS_ALPHABET};
pub use shapes::{Shape, SHAPES};

use crate::edition::{Edition, RuleSet};

/// Where a vector comes from (the `source` key of `urispec vectors`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Source {
    /// An example a document prints ([`crate::examples`]).
    Printed,
    /// A hostile shape ([`SHAPES`]) at 1, 10, 100 and 1,000 repetitions.
    Shape,
    /// A string generated from the edition's grammar.
    Generated,
    /// A generated string with one character inserted, deleted or replaced.
    NearMiss,
}

impl Source {
    /// Its name in the records: `printed`, `shape`, `generated`, `near-miss`.
    pub const fn name(self) -> &'static str {
        match self {
            Source::Printed => "printed",
            Source::Shape => "shape",
            Source::Generated => "generated",
            Source::NearMiss => "near-miss",
        }
    }
}

/// One vector: an input and the verdict of the edition's compiled parser.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vector {
    /// The input.
    pub input: String,
    /// Where it comes from.
    pub source: Source,
    /// Whether the edition's grammar accepts it ([`crate::parse`]).
    pub valid: bool,
}

/// The rules of a grammar reached by the generated strings its parser
/// accepts, of those that can be entered from the grammar's entry point.
#[derive(Debug, Clone)]
pub struct Coverage {
    names: Vec<String>,
    reachable: Vec<bool>,
    reached: Vec<bool>,
}

impl Coverage {
    /// How many rules can be entered from the entry point.
    pub fn reachable(&self) -> usize {
        self.reachable.iter().filter(|&&r| r).count()
    }

    /// How many of them an accepted generated string has entered.
    pub fn reached(&self) -> usize {
        self.reachable
            .iter()
            .zip(&self.reached)
            .filter(|&(&able, &done)| able && done)
            .count()
    }

    /// The rules of the grammar that cannot be entered from its entry point
    /// (a production the document defines and the entry point's language
    /// does not use, as RFC 3986's `absolute-URI`; the entry point itself),
    /// in file order.
    pub fn unreachable(&self) -> impl Iterator<Item = &str> {
        self.names
            .iter()
            .zip(&self.reachable)
            .filter(|&(_, &able)| !able)
            .map(|(name, _)| name.as_str())
    }

    /// The rules that can be entered from the entry point and were not, in
    /// file order.
    pub fn missed(&self) -> impl Iterator<Item = &str> {
        self.names
            .iter()
            .zip(self.reachable.iter().zip(&self.reached))
            .filter(|&(_, (&able, &done))| able && !done)
            .map(|(name, _)| name.as_str())
    }
}

/// Tries at a rule no accepted string has entered before it leaves the
/// rotation (a lookahead the generator does not solve may bar it).
const TRIES_PER_RULE: u32 = 64;

/// The vectors of one edition: the printed examples, the hostile shapes,
/// then generated strings and near misses, one for one, without end.
#[derive(Debug, Clone)]
pub struct Vectors {
    grammar: Edition,
    generator: Generator,
    rng: Rng,
    fixed: VecDeque<(String, Source)>,
    coverage: Coverage,
    /// The rules still aimed at, with the tries left for each.
    aims: VecDeque<(String, u32)>,
    last: Option<String>,
}

impl Vectors {
    /// The vectors of `grammar` from `seed`.
    ///
    /// # Errors
    ///
    /// [`GrammarError`] if the grammar's `.pest` file does not read.
    pub fn new(grammar: Edition, seed: u64) -> Result<Self, GrammarError> {
        let generator = Generator::for_grammar(grammar)?;
        let entry = grammar.file().entry;
        let names = generator.rule_names().to_vec();
        let reachable: Vec<bool> = names
            .iter()
            .map(|n| generator.reaches(entry, n) && n != entry)
            .collect();
        let aims = names
            .iter()
            .zip(&reachable)
            .filter(|&(_, &r)| r)
            .map(|(n, _)| (n.clone(), TRIES_PER_RULE))
            .collect();
        let mut fixed: VecDeque<(String, Source)> = crate::examples::all()
            .map(|e| (e.text().into_owned(), Source::Printed))
            .collect();
        for shape in SHAPES {
            for n in [1, 10, 100, 1_000] {
                fixed.push_back((shape.at(n), Source::Shape));
            }
        }
        Ok(Vectors {
            grammar,
            coverage: Coverage {
                reached: vec![false; names.len()],
                names,
                reachable,
            },
            generator,
            rng: Rng::new(seed ^ ((grammar as u64) << 32)),
            fixed,
            aims,
            last: None,
        })
    }

    /// The rules reached so far.
    pub fn coverage(&self) -> &Coverage {
        &self.coverage
    }

    fn generated(&mut self) -> Vector {
        let target = self.aims.front().map(|(name, _)| name.clone());
        let entry = self.grammar.file().entry;
        let (input, entered) =
            self.generator
                .generate_toward(entry, target.as_deref(), &mut self.rng);
        let valid = crate::syntax::parse(self.grammar, &input).is_ok();
        if valid {
            for name in entered {
                if let Some(i) = self.coverage.names.iter().position(|n| n == name) {
                    self.coverage.reached[i] = true;
                }
            }
            let reached = &self.coverage;
            self.aims.retain(|(name, _)| {
                let i = reached.names.iter().position(|n| n == name);
                !i.is_some_and(|i| reached.reached[i])
            });
            self.last = Some(input.clone());
        }
        // The rule aimed at goes to the back of the line, a try fewer.
        if let Some((name, tries)) = self.aims.pop_front()
            && (target.as_deref() != Some(name.as_str()) || tries > 1)
        {
            self.aims.push_back((name, tries - 1));
        }
        Vector {
            input,
            source: Source::Generated,
            valid,
        }
    }
}

impl Iterator for Vectors {
    type Item = Vector;

    fn next(&mut self) -> Option<Vector> {
        if let Some((input, source)) = self.fixed.pop_front() {
            let valid = crate::syntax::parse(self.grammar, &input).is_ok();
            return Some(Vector {
                input,
                source,
                valid,
            });
        }
        match self.last.take() {
            Some(last) => {
                let input = near_miss(&last, NEAR_MISS_ALPHABET, &mut self.rng);
                let valid = crate::syntax::parse(self.grammar, &input).is_ok();
                Some(Vector {
                    input,
                    source: Source::NearMiss,
                    valid,
                })
            }
            None => Some(self.generated()),
        }
    }
}

/// One base/reference pair of a rule set, with the answer a document
/// prints for it when it comes from a printed table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pair {
    /// The base (context).
    pub base: String,
    /// The reference (partial form).
    pub reference: String,
    /// Where it comes from: [`Source::Printed`] or [`Source::Generated`].
    pub source: Source,
    /// The result the document prints (printed tables only).
    pub printed: Option<String>,
}

/// The printed resolution tables (`tests/cases/resolve/`): each file's
/// first line names the document and section, then `base<TAB>URI`, then
/// `reference<TAB>result` rows, `<>` for the empty string.
const TABLES: [(&str, &str); 10] = [
    (
        "uri-draft",
        include_str!("../tests/cases/resolve/uri-draft-context-f.txt"),
    ),
    (
        "uri-draft",
        include_str!("../tests/cases/resolve/uri-draft-context-e-slash.txt"),
    ),
    (
        "rfc1630",
        include_str!("../tests/cases/resolve/rfc1630-context-f.txt"),
    ),
    (
        "rfc1630",
        include_str!("../tests/cases/resolve/rfc1630-context-e-slash.txt"),
    ),
    (
        "rfc1808",
        include_str!("../tests/cases/resolve/rfc1808-5.1-normal.txt"),
    ),
    (
        "rfc1808",
        include_str!("../tests/cases/resolve/rfc1808-5.2-abnormal.txt"),
    ),
    (
        "rfc2396",
        include_str!("../tests/cases/resolve/rfc2396-c1-normal.txt"),
    ),
    (
        "rfc2396",
        include_str!("../tests/cases/resolve/rfc2396-c2-abnormal.txt"),
    ),
    (
        "rfc3986",
        include_str!("../tests/cases/resolve/rfc3986-5.4.1-normal.txt"),
    ),
    (
        "rfc3986",
        include_str!("../tests/cases/resolve/rfc3986-5.4.2-abnormal.txt"),
    ),
];

fn cell(text: &str) -> String {
    if text == "<>" {
        String::new()
    } else {
        text.to_owned()
    }
}

/// The pairs of a rule set: the rows of the tables its document prints
/// (none for a document that prints none), then pairs of strings its
/// grammar accepts, the base a full form, without end.
#[derive(Debug, Clone)]
pub struct Pairs {
    printed: VecDeque<Pair>,
    bases: Vec<String>,
    vectors: Vectors,
    rules: RuleSet,
}

impl Pairs {
    /// The pairs of `rules` from `seed`.
    ///
    /// # Errors
    ///
    /// [`GrammarError`] if the grammar's `.pest` file does not read.
    pub fn new(rules: RuleSet, seed: u64) -> Result<Self, GrammarError> {
        let mut printed = VecDeque::new();
        let mut bases = Vec::new();
        for (_, table) in TABLES.iter().filter(|(name, _)| *name == rules.name()) {
            let mut base = None;
            // The first line is the header; a row may start with `#` (a
            // fragment reference).
            for line in table.lines().skip(1) {
                let Some((a, b)) = line.split_once('\t') else {
                    continue;
                };
                if a == "base" {
                    base = Some(cell(b));
                    bases.extend(base.clone());
                } else if let Some(base) = &base {
                    printed.push_back(Pair {
                        base: base.clone(),
                        reference: cell(a),
                        source: Source::Printed,
                        printed: Some(cell(b)),
                    });
                }
            }
        }
        Ok(Pairs {
            printed,
            bases,
            vectors: Vectors::new(rules.edition(), seed)?,
            rules,
        })
    }

    /// The next string the grammar accepts, generated.
    fn accepted(&mut self) -> String {
        loop {
            let v = self.vectors.generated();
            if v.valid {
                return v.input;
            }
        }
    }
}

impl Iterator for Pairs {
    type Item = Pair;

    fn next(&mut self) -> Option<Pair> {
        if let Some(pair) = self.printed.pop_front() {
            return Some(pair);
        }
        // A base: one of the printed ones one time in four, else a
        // generated string that resolves as a base (a full form).
        // After 64 generated strings none of which is a full form, the
        // last one is the base (its pair then records the refusal).
        let mut tries = 0;
        let base = loop {
            if !self.bases.is_empty() && self.vectors.rng.below(4) == 0 {
                let i = self.vectors.rng.below(self.bases.len() as u64) as usize;
                break self.bases[i].clone();
            }
            let candidate = self.accepted();
            tries += 1;
            if tries >= 64 || crate::resolve::resolve(&candidate, "", self.rules).is_ok() {
                break candidate;
            }
        };
        let reference = self.accepted();
        Some(Pair {
            base,
            reference,
            source: Source::Generated,
            printed: None,
        })
    }
}
