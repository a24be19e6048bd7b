//! A grammar-driven string generator: reads a `.pest` file with pest_meta and
//! produces strings for any of its rules, for property tests (round trips,
//! parser agreement).
//!
//! It lives with the tests, not in the library: nothing here needs the
//! crate's internals. The `.pest` files are read from `grammar/` in the
//! checkout, and [`accepts`] runs them with pest_vm, so the library depends
//! on pest_meta only for grammar-diff (and only with that feature).
//!
//! The generator walks a rule's expression: a literal is written out, a
//! choice picks one alternative, a repetition repeats a few times, a range
//! picks one character. Lookaheads (`&e`, `!e`) are not solved: they produce
//! nothing, so a string may now and then miss the grammar; a caller that needs
//! valid strings keeps those [`accepts`] says yes to.
//!
//! The randomness is a small deterministic PRNG (xorshift64*), so a seed gives
//! the same strings on every machine.
use std::collections::HashMap;

use pest_meta::ast::Expr;
use urispec::Edition;

/// xorshift64*: small, fast, deterministic; not for cryptography.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (any value; zero is remapped).
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

/// The rules of one `.pest` grammar, ready to generate from.
#[derive(Debug, Clone)]
pub struct Generator {
    rules: HashMap<String, Expr>,
    order: Vec<String>,
    /// Largest number of times a repetition repeats.
    pub max_repeat: u64,
}

/// The text of the `.pest` file of `grammar`.
pub fn grammar_source(grammar: Edition) -> &'static str {
    grammar.file().source
}

impl Generator {
    /// Read a grammar's source.
    ///
    /// # Errors
    ///
    /// pest_meta's messages when the source is not a valid grammar.
    pub fn from_pest(source: &str) -> Result<Self, String> {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, source)
            .map_err(|e| e.to_string())?;
        let rules = pest_meta::parser::consume_rules(pairs).map_err(|errors| {
            errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        })?;
        let order = rules.iter().map(|r| r.name.clone()).collect();
        Ok(Generator {
            rules: rules.into_iter().map(|r| (r.name, r.expr)).collect(),
            order,
            max_repeat: 3,
        })
    }

    /// The generator of `spec`'s grammar.
    pub fn for_grammar(grammar: Edition) -> Option<Self> {
        Self::from_pest(grammar_source(grammar)).ok()
    }

    /// Rule names in file order.
    pub fn rule_names(&self) -> &[String] {
        &self.order
    }

    /// One string for `rule` (empty for an unknown rule).
    pub fn generate(&self, rule: &str, rng: &mut Rng) -> String {
        let mut out = String::new();
        if let Some(expr) = self.rules.get(rule) {
            self.expr(expr, rng, &mut out, 0);
        }
        out
    }

    fn repeat(&self, rng: &mut Rng, min: u64) -> u64 {
        min + rng.below(self.max_repeat + 1)
    }

    // The recursion follows the nesting of the grammar's expressions, never
    // the length of the output (repetitions loop), and a depth bound stops
    // recursive rules.
    fn expr(&self, expr: &Expr, rng: &mut Rng, out: &mut String, depth: usize) {
        if depth > 64 {
            return;
        }
        match expr {
            Expr::Str(s) => out.push_str(s),
            Expr::Insens(s) => {
                for c in s.chars() {
                    if rng.below(2) == 0 {
                        out.push(c.to_ascii_uppercase());
                    } else {
                        out.push(c.to_ascii_lowercase());
                    }
                }
            }
            Expr::Range(lo, hi) => {
                let lo = lo.chars().next().map_or(0, u32::from);
                let hi = hi.chars().next().map_or(lo, u32::from).max(lo);
                let c = lo + rng.below(u64::from(hi - lo + 1)) as u32;
                out.extend(char::from_u32(c));
            }
            Expr::Ident(name) => match name.as_str() {
                "SOI" | "EOI" => {}
                "ANY" => out.push((b'a' + rng.below(26) as u8) as char),
                _ => {
                    if let Some(e) = self.rules.get(name) {
                        self.expr(e, rng, out, depth + 1);
                    }
                }
            },
            Expr::PosPred(_) | Expr::NegPred(_) => {}
            Expr::Seq(a, b) => {
                self.expr(a, rng, out, depth + 1);
                self.expr(b, rng, out, depth + 1);
            }
            Expr::Choice(..) => {
                // `a | b | c` nests either way; every alternative is equally likely.
                let mut alternatives = Vec::new();
                let mut pending = vec![expr];
                while let Some(e) = pending.pop() {
                    match e {
                        Expr::Choice(a, b) => {
                            pending.push(b);
                            pending.push(a);
                        }
                        other => alternatives.push(other),
                    }
                }
                let pick = alternatives[rng.below(alternatives.len() as u64) as usize];
                self.expr(pick, rng, out, depth + 1);
            }
            Expr::Opt(e) => {
                // Present or absent, one chance in two.
                for _ in 0..rng.below(2) {
                    self.expr(e, rng, out, depth + 1);
                }
            }
            Expr::Rep(e) => {
                for _ in 0..self.repeat(rng, 0) {
                    self.expr(e, rng, out, depth + 1);
                }
            }
            Expr::RepOnce(e) => {
                for _ in 0..self.repeat(rng, 1) {
                    self.expr(e, rng, out, depth + 1);
                }
            }
            Expr::RepExact(e, n) => {
                for _ in 0..*n {
                    self.expr(e, rng, out, depth + 1);
                }
            }
            Expr::RepMin(e, n) => {
                for _ in 0..u64::from(*n) + rng.below(self.max_repeat + 1) {
                    self.expr(e, rng, out, depth + 1);
                }
            }
            Expr::RepMax(e, n) => {
                for _ in 0..rng.below(u64::from(*n) + 1) {
                    self.expr(e, rng, out, depth + 1);
                }
            }
            Expr::RepMinMax(e, lo, hi) => {
                let n = u64::from(*lo) + rng.below(u64::from(hi.saturating_sub(*lo)) + 1);
                for _ in 0..n {
                    self.expr(e, rng, out, depth + 1);
                }
            }
            Expr::Push(e) => self.expr(e, rng, out, depth + 1),
            // Stack slices and skips are not used by urispec's grammars;
            // pest_meta may grow variants behind features.
            #[allow(unreachable_patterns)]
            _ => {}
        }
    }
}

/// `n` strings of `grammar`'s anchored entry point, from a generator
/// seeded with `seed` and the grammar.
pub fn samples(grammar: Edition, seed: u64, n: usize) -> impl Iterator<Item = String> {
    let generator = Generator::for_grammar(grammar).expect("every grammar reads");
    let mut rng = Rng::new(seed ^ grammar as u64);
    (0..n).map(move |_| generator.generate(grammar.file().entry, &mut rng))
}

/// Whether the rule named `rule` of `grammar` matches the whole of `input`
/// (`None` for an unknown rule name), run by pest_vm over the grammar's
/// `.pest` text from the table of editions: the rules pest_derive compiles for
/// the library, interpreted.
pub fn accepts(grammar: Edition, rule: &str, input: &str) -> Option<bool> {
    let vm = vm(grammar);
    if !vm_rules(grammar).iter().any(|r| r == rule) {
        return None;
    }
    match vm.parse(rule, input) {
        Ok(pairs) => {
            // The match ends where the last top-level pair ends; a silent
            // rule whose parts are all silent leaves no pair, and then
            // where it stopped cannot be told.
            let end = pairs.map(|pair| pair.as_span().end()).max();
            match end {
                Some(end) => Some(end == input.len()),
                None if input.is_empty() => Some(true),
                None => None,
            }
        }
        Err(_) => Some(false),
    }
}

/// The rule names of `grammar`'s `.pest` file.
fn vm_rules(grammar: Edition) -> &'static [String] {
    &compiled(grammar).1
}

/// pest_vm's interpreter of `grammar`'s `.pest` file.
fn vm(grammar: Edition) -> &'static pest_vm::Vm {
    &compiled(grammar).0
}

/// Each grammar compiled once per test binary.
fn compiled(grammar: Edition) -> &'static (pest_vm::Vm, Vec<String>) {
    use std::sync::{Mutex, OnceLock};
    type Cache = Mutex<HashMap<Edition, &'static (pest_vm::Vm, Vec<String>)>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    cache.entry(grammar).or_insert_with(|| {
        let (_, rules) = pest_meta::parse_and_optimize(grammar.file().source)
            .unwrap_or_else(|e| panic!("{} does not compile: {e:?}", grammar.file().path));
        let names = rules.iter().map(|r| r.name.clone()).collect();
        Box::leak(Box::new((pest_vm::Vm::new(rules), names)))
    })
}

/// `input` with one character of `alphabet` inserted, one character
/// deleted, or one replaced by one of `alphabet`.
#[allow(dead_code)] // not every test binary that includes this file mutates
pub fn near_miss(input: &str, alphabet: &[char], rng: &mut Rng) -> String {
    let mut chars: Vec<char> = input.chars().collect();
    let at = rng.below(chars.len() as u64 + 1) as usize;
    let c = alphabet[rng.below(alphabet.len() as u64) as usize];
    match rng.below(3) {
        0 => chars.insert(at, c),
        1 if at < chars.len() => {
            chars.remove(at);
        }
        _ if at < chars.len() => chars[at] = c,
        _ => chars.push(c),
    }
    chars.into_iter().collect()
}

/// Characters a near miss inserts or substitutes: every delimiter of the
/// grammars, letters, digits, and characters no grammar allows.
pub const NEAR_MISS_ALPHABET: &[char] = &[
    '%', '/', ':', '@', '#', '?', ';', '=', '+', '.', '-', '_', '~', '*', '$', ',', '&', '!', '\'',
    '(', ')', '"', ' ', '[', ']', '<', '{', '|', '\\', '^', 'a', 'z', 'A', 'F', 'G', '0', '9', '1',
    'é', '\u{0}', '\t',
];

/// How much of the corpora and the generator a differential campaign reads.
pub struct Campaign {
    /// One corpus line in this many is tried, from the corpus of the
    /// grammar's era ...
    pub own_stride: usize,
    /// ... and from the other one.
    pub other_stride: usize,
    /// Near misses made of each input.
    pub near_misses: usize,
    /// Strings generated from each rule.
    pub generated: usize,
}

/// The corpus lines, from `../shared/corpus/` beside the checkout.
pub fn corpus(name: &str) -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/corpus")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (the corpora live beside the checkout)",
            path.display()
        )
    });
    text.lines().map(str::to_owned).collect()
}

/// The corpus lines a campaign reads for `grammar`: those of its era
/// (`historic.txt` before RFC 2396, `urls.txt` after) one in
/// `own_stride`, the other corpus one in `other_stride`.
pub fn era_lines<'c>(
    grammar: Edition,
    urls: &'c [String],
    historic: &'c [String],
    campaign: &Campaign,
) -> impl Iterator<Item = &'c String> {
    let historic_era = !matches!(grammar, Edition::Rfc2396 | Edition::Rfc3986);
    let (own, other) = if historic_era {
        (historic, urls)
    } else {
        (urls, historic)
    };
    own.iter()
        .step_by(campaign.own_stride)
        .chain(other.iter().step_by(campaign.other_stride))
}
