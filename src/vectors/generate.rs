//! The grammar-driven string generator: reads an edition's `.pest` file with
//! pest_meta and writes strings for any of its rules.
//!
//! The generator walks a rule's expression: a literal is written out, a
//! choice picks one alternative, a repetition repeats a few times, a range
//! picks one character. Lookaheads (`&e`, `!e`) are not solved: they write
//! nothing, so a string may now and then miss the grammar; the compiled
//! parser, not the generator, gives each string its verdict.
//!
//! Aimed at a rule ([`Generator::generate_toward`]), a choice prefers the
//! alternatives from which that rule can be reached and an optional or
//! repeated part from which it can be reached is taken at least once, until
//! the rule has been entered: that is how every rule of a grammar is
//! reached, not only those a random walk from the entry point finds often.
//!
//! The randomness is a small deterministic PRNG (xorshift64*), so a seed
//! gives the same strings on every machine.

use std::collections::HashMap;

use pest_meta::ast::Expr;

use crate::edition::Edition;

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

    /// A number in `0..n` (`0` when `n` is `0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

/// Why a grammar could not be read: pest_meta's messages.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the grammar does not read: {0}")]
pub struct GrammarError(pub String);

/// The rules of one `.pest` grammar, ready to generate from.
#[derive(Debug, Clone)]
pub struct Generator {
    exprs: Vec<Expr>,
    order: Vec<String>,
    index: HashMap<String, usize>,
    /// `reach[a][b]`: rule `b` can be entered from rule `a` (or is `a`).
    reach: Vec<Vec<bool>>,
    /// Largest number of times a repetition repeats beyond its minimum.
    pub max_repeat: u64,
}

/// One generation's state: the rule aimed at, the rules entered.
struct Walk<'r> {
    rng: &'r mut Rng,
    out: String,
    target: Option<usize>,
    entered: Vec<bool>,
}

impl Generator {
    /// Read a grammar's source.
    ///
    /// # Errors
    ///
    /// [`GrammarError`] with pest_meta's messages when the source is not a
    /// valid grammar.
    pub fn from_pest(source: &str) -> Result<Self, GrammarError> {
        let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, source)
            .map_err(|e| GrammarError(e.to_string()))?;
        let rules = pest_meta::parser::consume_rules(pairs).map_err(|errors| {
            GrammarError(
                errors
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join("\n"),
            )
        })?;
        let order: Vec<String> = rules.iter().map(|r| r.name.clone()).collect();
        let index: HashMap<String, usize> = order
            .iter()
            .enumerate()
            .map(|(i, name)| (name.clone(), i))
            .collect();
        let exprs: Vec<Expr> = rules.into_iter().map(|r| r.expr).collect();
        let reach = closure(&exprs, &index);
        Ok(Generator {
            exprs,
            order,
            index,
            reach,
            max_repeat: 3,
        })
    }

    /// The generator of `grammar`'s `.pest` file (compiled into the crate).
    ///
    /// # Errors
    ///
    /// [`GrammarError`] if the file does not read (a test holds every one
    /// of them to reading).
    pub fn for_grammar(grammar: Edition) -> Result<Self, GrammarError> {
        Self::from_pest(grammar.file().source)
    }

    /// Rule names in file order.
    pub fn rule_names(&self) -> &[String] {
        &self.order
    }

    /// Whether `to` can be entered from `from` (both rule names).
    pub fn reaches(&self, from: &str, to: &str) -> bool {
        match (self.index.get(from), self.index.get(to)) {
            (Some(&a), Some(&b)) => self.reach[a][b],
            _ => false,
        }
    }

    /// One string for `rule` (empty for an unknown rule).
    pub fn generate(&self, rule: &str, rng: &mut Rng) -> String {
        self.generate_toward(rule, None, rng).0
    }

    /// One string for `rule`, steered toward entering `target` when given;
    /// with the names of the rules the walk entered, in file order.
    pub fn generate_toward(
        &self,
        rule: &str,
        target: Option<&str>,
        rng: &mut Rng,
    ) -> (String, Vec<&str>) {
        let mut walk = Walk {
            rng,
            out: String::new(),
            target: target.and_then(|t| self.index.get(t).copied()),
            entered: vec![false; self.order.len()],
        };
        if let Some(&i) = self.index.get(rule) {
            self.enter(i, &mut walk, 0);
        }
        let entered = self
            .order
            .iter()
            .zip(&walk.entered)
            .filter(|&(_, &e)| e)
            .map(|(name, _)| name.as_str())
            .collect();
        (walk.out, entered)
    }

    fn enter(&self, rule: usize, walk: &mut Walk<'_>, depth: usize) {
        walk.entered[rule] = true;
        if walk.target == Some(rule) {
            walk.target = None;
        }
        self.expr(&self.exprs[rule], walk, depth + 1);
    }

    /// Whether `expr` can enter the rule aimed at.
    fn leads(&self, expr: &Expr, walk: &Walk<'_>) -> bool {
        let Some(target) = walk.target else {
            return false;
        };
        let mut found = false;
        each_ident(expr, &mut |name| {
            if let Some(&i) = self.index.get(name) {
                found |= self.reach[i][target];
            }
        });
        found
    }

    fn times(&self, expr: &Expr, walk: &mut Walk<'_>, min: u64, spread: u64) -> u64 {
        let n = min + walk.rng.below(spread + 1);
        if n == 0 && self.leads(expr, walk) {
            1
        } else {
            n
        }
    }

    // The recursion follows the nesting of the grammar's expressions, never
    // the length of the output (repetitions loop), and a depth bound stops
    // recursive rules.
    fn expr(&self, expr: &Expr, walk: &mut Walk<'_>, depth: usize) {
        if depth > 64 {
            return;
        }
        let d = depth + 1;
        match expr {
            Expr::Str(s) => walk.out.push_str(s),
            Expr::Insens(s) => {
                for c in s.chars() {
                    if walk.rng.below(2) == 0 {
                        walk.out.push(c.to_ascii_uppercase());
                    } else {
                        walk.out.push(c.to_ascii_lowercase());
                    }
                }
            }
            Expr::Range(lo, hi) => {
                let lo = lo.chars().next().map_or(0, u32::from);
                let hi = hi.chars().next().map_or(lo, u32::from).max(lo);
                let c = lo + walk.rng.below(u64::from(hi - lo + 1)) as u32;
                walk.out.extend(char::from_u32(c));
            }
            Expr::Ident(name) => match name.as_str() {
                "SOI" | "EOI" => {}
                "ANY" => walk.out.push((b'a' + walk.rng.below(26) as u8) as char),
                _ => {
                    if let Some(&i) = self.index.get(name) {
                        self.enter(i, walk, d);
                    }
                }
            },
            Expr::PosPred(_) | Expr::NegPred(_) => {}
            Expr::Seq(a, b) => {
                self.expr(a, walk, d);
                self.expr(b, walk, d);
            }
            Expr::Choice(..) => {
                // `a | b | c` nests either way; every alternative is equally
                // likely, or every one that leads to the rule aimed at.
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
                let leading: Vec<&Expr> = alternatives
                    .iter()
                    .copied()
                    .filter(|e| self.leads(e, walk))
                    .collect();
                let pool = if leading.is_empty() {
                    &alternatives
                } else {
                    &leading
                };
                let pick = pool[walk.rng.below(pool.len() as u64) as usize];
                self.expr(pick, walk, d);
            }
            Expr::Opt(e) => {
                // Present or absent, one chance in two.
                for _ in 0..self.times(e, walk, 0, 1) {
                    self.expr(e, walk, d);
                }
            }
            Expr::Rep(e) => {
                for _ in 0..self.times(e, walk, 0, self.max_repeat) {
                    self.expr(e, walk, d);
                }
            }
            Expr::RepOnce(e) => {
                for _ in 0..self.times(e, walk, 1, self.max_repeat) {
                    self.expr(e, walk, d);
                }
            }
            Expr::RepExact(e, n) => {
                for _ in 0..*n {
                    self.expr(e, walk, d);
                }
            }
            Expr::RepMin(e, n) => {
                for _ in 0..self.times(e, walk, u64::from(*n), self.max_repeat) {
                    self.expr(e, walk, d);
                }
            }
            Expr::RepMax(e, n) => {
                for _ in 0..self.times(e, walk, 0, u64::from(*n)) {
                    self.expr(e, walk, d);
                }
            }
            Expr::RepMinMax(e, lo, hi) => {
                let spread = u64::from(hi.saturating_sub(*lo));
                for _ in 0..self.times(e, walk, u64::from(*lo), spread) {
                    self.expr(e, walk, d);
                }
            }
            Expr::Push(e) => self.expr(e, walk, d),
            // Stack slices and skips are not used by urispec's grammars;
            // pest_meta may grow variants behind features.
            #[allow(unreachable_patterns)]
            _ => {}
        }
    }
}

/// Every rule name `expr` mentions.
fn each_ident(expr: &Expr, f: &mut impl FnMut(&str)) {
    let mut pending = vec![expr];
    while let Some(e) = pending.pop() {
        match e {
            Expr::Ident(name) => f(name),
            Expr::Seq(a, b) | Expr::Choice(a, b) => {
                pending.push(a);
                pending.push(b);
            }
            Expr::Opt(e)
            | Expr::Rep(e)
            | Expr::RepOnce(e)
            | Expr::RepExact(e, _)
            | Expr::RepMin(e, _)
            | Expr::RepMax(e, _)
            | Expr::RepMinMax(e, _, _)
            | Expr::Push(e)
            | Expr::PosPred(e)
            | Expr::NegPred(e) => pending.push(e),
            #[allow(unreachable_patterns)]
            _ => {}
        }
    }
}

/// The reachability of every rule from every rule (a grammar has at most a
/// few hundred rules: the square table is small).
fn closure(exprs: &[Expr], index: &HashMap<String, usize>) -> Vec<Vec<bool>> {
    let n = exprs.len();
    let direct: Vec<Vec<usize>> = exprs
        .iter()
        .map(|e| {
            let mut to = Vec::new();
            each_ident(e, &mut |name| to.extend(index.get(name).copied()));
            to
        })
        .collect();
    (0..n)
        .map(|start| {
            let mut seen = vec![false; n];
            seen[start] = true;
            let mut stack = vec![start];
            while let Some(r) = stack.pop() {
                for &next in &direct[r] {
                    if !seen[next] {
                        seen[next] = true;
                        stack.push(next);
                    }
                }
            }
            seen
        })
        .collect()
}

/// `input` with one character of `alphabet` inserted, one character
/// deleted, or one replaced by one of `alphabet`.
pub fn near_miss(input: &str, alphabet: &[char], rng: &mut Rng) -> String {
    let mut chars: Vec<char> = input.chars().collect();
    let at = rng.below(chars.len() as u64 + 1) as usize;
    let c = alphabet
        .get(rng.below(alphabet.len() as u64) as usize)
        .copied()
        .unwrap_or('%');
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A walk aimed at a rule enters it (the first of a few tries), for
    /// every rule the entry point can reach, in every grammar.
    #[test]
    fn aimed_walks_enter_their_rule() {
        for grammar in Edition::ALL {
            let generator = Generator::for_grammar(grammar).expect("every grammar reads");
            let entry = grammar.file().entry;
            let mut rng = Rng::new(1);
            for rule in generator.rule_names() {
                if !generator.reaches(entry, rule) {
                    continue;
                }
                let entered = (0..8).any(|_| {
                    let (_, entered) = generator.generate_toward(entry, Some(rule), &mut rng);
                    entered.contains(&rule.as_str())
                });
                assert!(entered, "{grammar}: no walk aimed at `{rule}` entered it");
            }
        }
    }

    #[test]
    fn reachability_follows_the_rules() {
        let g = Generator::from_pest("a = { b ~ \"x\" }\nb = { c? }\nc = { \"y\" }\nd = { \"z\" }")
            .expect("reads");
        assert!(g.reaches("a", "c"));
        assert!(g.reaches("a", "a"));
        assert!(!g.reaches("a", "d"));
        assert!(!g.reaches("c", "a"));
        assert!(Generator::from_pest("a = { ").is_err());
    }

    #[test]
    fn a_near_miss_is_one_edit() {
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            let miss = near_miss("http://a/b", NEAR_MISS_ALPHABET, &mut rng);
            let len = miss.chars().count();
            assert!((9..=11).contains(&len), "{miss:?}");
        }
        assert_eq!(near_miss("", &[], &mut rng).chars().count(), 1);
    }
}
