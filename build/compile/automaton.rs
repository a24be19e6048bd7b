//! The grammar's entry points compiled into one deterministic automaton:
//! a table from (state, byte class) to state, read once per byte, with no
//! backtracking and nothing saved. It decides whether a whole input is
//! accepted, exactly as pest's parser of the same `.pest` file does.
//!
//! PEG's ordered choice, greedy repetition and lookaheads are not the
//! regular operators of the same names, so the automaton is not built from
//! the grammar read as a regular expression. It is built from the
//! languages of PEG continuations: `Cont(e, K)` is the set of inputs `uv`
//! where pest's `e` run on `uv` consumes exactly `u` and `v` is in `K`.
//! Without recursion (build/compile.rs refuses it) these are regular,
//! and follow from the expression:
//!
//! - `Cont(e1 ~ e2, K) = Cont(e1, Cont(e2, K))`;
//! - `Cont(a | b, K) = Cont(a, K) ∪ (¬S(a) ∩ Cont(b, K))`, where
//!   `S(a) = Cont(a, Σ*)`, the inputs `a` matches a prefix of: `b` is
//!   tried only where `a` fails, and a match of `a` is final;
//! - `Cont(e?, K) = Cont(e, K) ∪ (¬S(e) ∩ K)`;
//! - `Cont(e*, K) = X` where `X = Cont(e, X) ∪ (¬S(e) ∩ K)` (greedy, and
//!   never giving back; `e` consumes a byte whenever it matches, so the
//!   equation has one solution);
//! - `Cont(&e, K) = S(e) ∩ K`, `Cont(!e, K) = ¬S(e) ∩ K`;
//! - `Cont(EOI, K)` is the empty input where `K` holds it.
//!
//! The states are these terms, taken apart by Brzozowski derivatives (one
//! per class of bytes that no set of the grammar tells apart). A state
//! is a formula over the terms `Cont`, `Star` and the literals' tails, held
//! as a reduced ordered binary decision diagram: one formula, one diagram,
//! so that there are finitely many states. A term is taken apart once, into
//! its linear form (whether it holds the empty input, and per class the
//! formula after that byte), and a state's derivative puts each term's in
//! its place. The automaton is then minimized (Moore's
//! refinement). Each state's comment names the rules the parses it follows
//! stand in.
//!
//! Minimization merges states whose parses stand at different places of
//! the grammar (in rfc2396, one state for every path segment, authority
//! and query), where pest records a rejection's attempts apart. So where
//! a rejection's error is taken from a dead end (`ERRORS_BY_DEAD_END`),
//! it can be the dead end of the explaining automaton: the states as
//! constructed, one per formula, before minimization, read only on a
//! rejection.
//!
//! What the automaton does not give yet, and the compiled parser still
//! does: the spans (the typed trees' records) and, on a rejection, the
//! furthest offset pest failed at (the error's). The generated `run`
//! uses it where nothing is kept (the sink `Null`) and it accepts.

use std::collections::{HashMap as StdMap, HashSet as StdSet};
use std::hash::{BuildHasherDefault, Hasher};

/// The construction's maps hash small integer keys, many times: with a
/// multiply-and-rotate hasher (as rustc's FxHash) rather than SipHash,
/// rfc3986's automaton is built several times faster in the unoptimized
/// build script.
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type HashMap<K, V> = StdMap<K, V, BuildHasherDefault<Fx>>;
type HashSet<K> = StdSet<K, BuildHasherDefault<Fx>>;
use std::fmt::Write as _;

use pest_meta::ast::{Expr, Rule};

use super::{builtin_class, first, flatten, Compiler};

#[path = "tagged.rs"]
pub(super) mod tagged;

/// The most states the construction visits before it gives up (the
/// generated code then says so, and the compiled parser decides alone).
const MAX_STATES: usize = 20_000;

/// The most entries a table of rows 256 wide, one column a byte, may
/// have (8 KiB): an automaton of up to 16 states steps without looking up
/// the byte's class.
const BYTE_ROWS: usize = 4096;

/// A set of bytes.
type Set = [u64; 4];

fn set_of(table: &[bool; 256]) -> Set {
    let mut set = [0u64; 4];
    for (b, &on) in table.iter().enumerate() {
        if on {
            set[b / 64] |= 1 << (b % 64);
        }
    }
    set
}

fn has(set: &Set, b: u8) -> bool {
    set[usize::from(b) / 64] & (1 << (usize::from(b) % 64)) != 0
}

fn single(b: u8) -> Set {
    let mut set = [0u64; 4];
    set[usize::from(b) / 64] |= 1 << (usize::from(b) % 64);
    set
}

/// An expression of the grammar, as the construction reads it.
enum Node {
    /// One byte of the set.
    Bytes(Set),
    /// One byte of each set in turn (a literal, either case for `^"..."`).
    Literal(Vec<Set>),
    Seq(usize, usize),
    Choice(usize, usize),
    Opt(usize),
    Rep(usize),
    RepOnce(usize),
    Ahead(usize),
    NotAhead(usize),
    /// The body of a rule (its index).
    Call(usize),
    Eoi,
}

/// The automaton of a grammar's entry points.
pub(super) struct Automaton {
    /// The class of each byte.
    classes: [u8; 256],
    class_count: usize,
    /// `next[state][class]`; state 0 accepts nothing and is never left.
    next: Vec<Vec<usize>>,
    accepting: Vec<bool>,
    /// How many bytes into a literal every parse a state follows is (0
    /// where one is not in a literal): a rejection there stands that many
    /// bytes back, at the literal's first byte, as the compiled parser's
    /// failure does.
    back: Vec<u8>,
    /// The rules each state stands in.
    serves: Vec<Vec<String>>,
    /// Each entry rule and its start state.
    entries: Vec<(String, usize)>,
    /// The explaining automaton: the same language, its states as
    /// constructed (before minimization), read only on a rejection to find
    /// its dead end (none where its offsets would not fit a `u16`).
    explaining: Option<Explaining>,
    /// The tagged automaton, which also keeps the spans, or why there is
    /// none.
    tagged: Result<tagged::Tagged, String>,
}

/// The explaining automaton's rows, acceptance, literal depths and entry
/// states (as [`Automaton`]'s).
struct Explaining {
    next: Vec<Vec<usize>>,
    accepting: Vec<bool>,
    back: Vec<u8>,
    entries: Vec<(String, usize)>,
}

type Id = u32;

const BOT: Id = 0;
const ANY: Id = 1;
const END: Id = 2;

/// A continuation language, as a term; `Cont` and its kin are taken
/// apart only when a state needs them (they are the variables of the
/// states' formulas).
#[derive(Clone, PartialEq, Eq, Hash)]
enum Term {
    /// Nothing.
    Bot,
    /// Every input.
    Any,
    /// The empty input.
    End,
    /// `Cont(node, K)`.
    Cont(usize, Id),
    /// The bytes of the literal `node` from its `i`th, then `K`.
    Literal(usize, usize, Id),
    /// `X = Cont(node, X) ∪ (¬S(node) ∩ K)`.
    Star(usize, Id),
}

/// A formula over terms, as a reduced ordered binary decision diagram
/// (the same language, the same formula): a state of the automaton.
type Bdd = u32;

const FALSE: Bdd = 0;
const TRUE: Bdd = 1;

/// What a term is after one byte of each class, and whether it holds the
/// empty input (its derivatives: Brzozowski's linear form).
#[derive(Clone)]
struct Linear {
    empty: bool,
    after: Vec<Bdd>,
}

struct Builder<'c, 'g> {
    compiler: &'c Compiler<'g>,
    nodes: Vec<Node>,
    /// The rule each node was read from.
    node_rule: Vec<usize>,
    /// The body of each rule, once read.
    bodies: HashMap<usize, usize>,
    terms: Vec<Term>,
    ids: HashMap<Term, Id>,
    /// The decision nodes: (term, if not, if so).
    bdd: Vec<(Id, Bdd, Bdd)>,
    unique: HashMap<(Id, Bdd, Bdd), Bdd>,
    /// `and` and `or` of two nodes, by [`Op`].
    applied: HashMap<(Op, Bdd, Bdd), Bdd>,
    ites: HashMap<(Bdd, Bdd, Bdd), Bdd>,
    /// The byte classes' representatives (None: a class of no byte).
    representatives: Vec<Option<u8>>,
    linear: HashMap<Id, Linear>,
    linearizing: HashSet<Id>,
    derived: HashMap<(Bdd, usize), Bdd>,
    empty: HashMap<Bdd, bool>,
}

/// The two operations [`Builder::apply`] takes on decision diagrams.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Op {
    And,
    Or,
}

impl<'c, 'g> Builder<'c, 'g> {
    fn new(compiler: &'c Compiler<'g>) -> Self {
        let mut builder = Builder {
            compiler,
            nodes: Vec::new(),
            node_rule: Vec::new(),
            bodies: HashMap::default(),
            terms: Vec::new(),
            ids: HashMap::default(),
            bdd: vec![(Id::MAX, FALSE, FALSE), (Id::MAX, TRUE, TRUE)],
            unique: HashMap::default(),
            applied: HashMap::default(),
            ites: HashMap::default(),
            representatives: Vec::new(),
            linear: HashMap::default(),
            linearizing: HashSet::default(),
            derived: HashMap::default(),
            empty: HashMap::default(),
        };
        for term in [Term::Bot, Term::Any, Term::End] {
            builder.term(term);
        }
        builder
    }

    fn term(&mut self, term: Term) -> Id {
        if let Some(&id) = self.ids.get(&term) {
            return id;
        }
        let id = Id::try_from(self.terms.len()).expect("fewer than 2^32 terms");
        self.terms.push(term.clone());
        self.ids.insert(term, id);
        id
    }

    fn node(&mut self, node: Node, rule: usize) -> usize {
        self.nodes.push(node);
        self.node_rule.push(rule);
        self.nodes.len() - 1
    }

    /// The node of the body of rule `index`.
    fn body(&mut self, index: usize) -> Result<usize, String> {
        if let Some(&node) = self.bodies.get(&index) {
            return Ok(node);
        }
        let rule: &Rule = self.compiler.rules[index];
        let node = self.read(&rule.expr, index)?;
        self.bodies.insert(index, node);
        Ok(node)
    }

    /// `e` (in the body of rule `rule`) as a node.
    fn read(&mut self, e: &Expr, rule: usize) -> Result<usize, String> {
        if let Some(table) = self.compiler.class_set(e) {
            return Ok(self.node(Node::Bytes(set_of(&table)), rule));
        }
        let node = match e {
            Expr::Str(s) => Node::Literal(s.bytes().map(single).collect()),
            Expr::Insens(s) => Node::Literal(
                s.bytes()
                    .map(|b| {
                        let mut set = single(b.to_ascii_lowercase());
                        set[usize::from(b.to_ascii_uppercase()) / 64] |=
                            1 << (usize::from(b.to_ascii_uppercase()) % 64);
                        set
                    })
                    .collect(),
            ),
            Expr::Range(a, b) => {
                let (a, b) = (first(a), first(b));
                let mut table = [false; 256];
                for c in a as u32..=b as u32 {
                    if let Ok(c) = u8::try_from(c) {
                        table[usize::from(c)] = true;
                    }
                }
                Node::Bytes(set_of(&table))
            }
            Expr::Ident(name) => match name.as_str() {
                "EOI" => Node::Eoi,
                "SOI" => return Err("`SOI` other than at the start of an entry point".into()),
                _ => {
                    if let Some(ranges) = builtin_class(name) {
                        let mut table = [false; 256];
                        for &(a, b) in ranges {
                            for c in a..=b {
                                table[usize::from(c)] = true;
                            }
                        }
                        Node::Bytes(set_of(&table))
                    } else {
                        let index = self
                            .compiler
                            .rules
                            .iter()
                            .position(|r| r.name == *name)
                            .ok_or_else(|| format!("`{name}` is not a rule"))?;
                        let body = self.body(index)?;
                        return Ok(self.node(Node::Call(body), index));
                    }
                }
            },
            Expr::Seq(a, b) => {
                let (a, b) = (self.read(a, rule)?, self.read(b, rule)?);
                Node::Seq(a, b)
            }
            Expr::Choice(a, b) => {
                let (a, b) = (self.read(a, rule)?, self.read(b, rule)?);
                Node::Choice(a, b)
            }
            Expr::Opt(a) => Node::Opt(self.read(a, rule)?),
            Expr::Rep(a) => Node::Rep(self.read(a, rule)?),
            Expr::RepOnce(a) => Node::RepOnce(self.read(a, rule)?),
            Expr::PosPred(a) => Node::Ahead(self.read(a, rule)?),
            Expr::NegPred(a) => Node::NotAhead(self.read(a, rule)?),
            other => return Err(format!("`{other:?}` is not read by the automaton")),
        };
        Ok(self.node(node, rule))
    }

    // ---- The formulas.

    fn decision(&mut self, var: Id, lo: Bdd, hi: Bdd) -> Bdd {
        if lo == hi {
            return lo;
        }
        if let Some(&b) = self.unique.get(&(var, lo, hi)) {
            return b;
        }
        let b = Bdd::try_from(self.bdd.len()).expect("fewer than 2^32 decisions");
        self.bdd.push((var, lo, hi));
        self.unique.insert((var, lo, hi), b);
        b
    }

    /// The formula that holds where the term holds.
    fn var(&mut self, term: Id) -> Bdd {
        match term {
            BOT => FALSE,
            ANY => TRUE,
            _ => self.decision(term, FALSE, TRUE),
        }
    }

    fn and(&mut self, a: Bdd, b: Bdd) -> Bdd {
        self.apply(Op::And, a, b)
    }

    fn or(&mut self, a: Bdd, b: Bdd) -> Bdd {
        self.apply(Op::Or, a, b)
    }

    /// `a op b`, decided one variable at a time (the smaller first), each
    /// pair of nodes once.
    fn apply(&mut self, op: Op, a: Bdd, b: Bdd) -> Bdd {
        // The constant that decides `op` alone, and the one it leaves the
        // other side to.
        let (absorbing, identity) = match op {
            Op::And => (FALSE, TRUE),
            Op::Or => (TRUE, FALSE),
        };
        if a == absorbing || b == absorbing {
            return absorbing;
        }
        if a == identity || a == b {
            return b;
        }
        if b == identity {
            return a;
        }
        let key = (op, a.min(b), a.max(b));
        if let Some(&c) = self.applied.get(&key) {
            return c;
        }
        let (va, la, ha) = self.bdd[a as usize];
        let (vb, lb, hb) = self.bdd[b as usize];
        let var = va.min(vb);
        let (la, ha) = if va == var { (la, ha) } else { (a, a) };
        let (lb, hb) = if vb == var { (lb, hb) } else { (b, b) };
        let lo = self.apply(op, la, lb);
        let hi = self.apply(op, ha, hb);
        let c = self.decision(var, lo, hi);
        self.applied.insert(key, c);
        c
    }

    /// `(f ∧ g) ∨ (¬f ∧ h)`, without the negation's copy of `f`.
    fn ite(&mut self, f: Bdd, g: Bdd, h: Bdd) -> Bdd {
        match (f, g, h) {
            (TRUE, g, _) => return g,
            (FALSE, _, h) => return h,
            (_, g, h) if g == h => return g,
            (f, TRUE, FALSE) => return f,
            (f, TRUE, h) => return self.or(f, h),
            (f, g, FALSE) => return self.and(f, g),
            _ => {}
        }
        if let Some(&c) = self.ites.get(&(f, g, h)) {
            return c;
        }
        let var = [f, g, h]
            .iter()
            .filter(|&&x| x != TRUE && x != FALSE)
            .map(|&x| self.bdd[x as usize].0)
            .min()
            .expect("f is not a constant");
        let split = |x: Bdd, bdd: &[(Id, Bdd, Bdd)]| {
            let (v, lo, hi) = bdd[x as usize];
            if x != TRUE && x != FALSE && v == var {
                (lo, hi)
            } else {
                (x, x)
            }
        };
        let (fl, fh) = split(f, &self.bdd);
        let (gl, gh) = split(g, &self.bdd);
        let (hl, hh) = split(h, &self.bdd);
        let lo = self.ite(fl, gl, hl);
        let hi = self.ite(fh, gh, hh);
        let c = self.decision(var, lo, hi);
        self.ites.insert((f, g, h), c);
        c
    }

    // ---- Linear forms, pointwise.

    fn lin_and(&mut self, a: &Linear, b: &Linear) -> Linear {
        Linear {
            empty: a.empty && b.empty,
            after: (0..a.after.len())
                .map(|c| self.and(a.after[c], b.after[c]))
                .collect(),
        }
    }

    /// `first ∪ (¬matches ∩ second)`, pointwise (an ordered choice's, an
    /// option's or a repetition's language), as `if matches then first
    /// else first ∪ second`, which makes no negated copy of `matches`.
    fn lin_unless(&mut self, first: &Linear, matches: &Linear, second: &Linear) -> Linear {
        Linear {
            empty: first.empty || (!matches.empty && second.empty),
            after: (0..first.after.len())
                .map(|c| {
                    let either = self.or(first.after[c], second.after[c]);
                    self.ite(matches.after[c], first.after[c], either)
                })
                .collect(),
        }
    }

    /// `¬matches ∩ rest`, pointwise (a negative lookahead's language).
    fn lin_but(&mut self, matches: &Linear, rest: &Linear) -> Linear {
        Linear {
            empty: !matches.empty && rest.empty,
            after: (0..rest.after.len())
                .map(|c| self.ite(matches.after[c], FALSE, rest.after[c]))
                .collect(),
        }
    }

    /// One byte of `set`, then `rest`.
    fn lin_byte(&mut self, set: &Set, rest: Id) -> Linear {
        let then = self.var(rest);
        let after = self
            .representatives
            .clone()
            .iter()
            .map(|b| match b {
                Some(b) if has(set, *b) => then,
                _ => FALSE,
            })
            .collect();
        Linear {
            empty: false,
            after,
        }
    }

    fn cont(&mut self, node: usize, rest: Id) -> Result<Linear, String> {
        let term = self.term(Term::Cont(node, rest));
        self.lin(term)
    }

    /// `S(node)`: the inputs `node` matches a prefix of.
    fn matches(&mut self, node: usize) -> Result<Linear, String> {
        self.cont(node, ANY)
    }

    /// The linear form of the term `id`.
    fn lin(&mut self, id: Id) -> Result<Linear, String> {
        if let Some(done) = self.linear.get(&id) {
            return Ok(done.clone());
        }
        if !self.linearizing.insert(id) {
            return Err("a repetition whose body can match without consuming".into());
        }
        let classes = self.representatives.len();
        let done = match self.terms[id as usize].clone() {
            Term::Bot => Linear {
                empty: false,
                after: vec![FALSE; classes],
            },
            Term::Any => Linear {
                empty: true,
                after: vec![TRUE; classes],
            },
            Term::End => Linear {
                empty: true,
                after: vec![FALSE; classes],
            },
            Term::Literal(node, i, rest) => {
                let Node::Literal(ref sets) = self.nodes[node] else {
                    unreachable!("a literal's term")
                };
                let set = sets[i];
                let then = if i + 1 == sets.len() {
                    rest
                } else {
                    self.term(Term::Literal(node, i + 1, rest))
                };
                self.lin_byte(&set, then)
            }
            Term::Star(node, rest) => {
                let again = self.cont(node, id)?;
                let matches = self.matches(node)?;
                let rest = self.lin(rest)?;
                self.lin_unless(&again, &matches, &rest)
            }
            Term::Cont(node, rest) => match self.nodes[node] {
                Node::Bytes(set) => self.lin_byte(&set, rest),
                Node::Literal(ref sets) if sets.is_empty() => self.lin(rest)?,
                Node::Literal(_) => {
                    let first = self.term(Term::Literal(node, 0, rest));
                    self.lin(first)?
                }
                Node::Seq(a, b) => {
                    let then = self.term(Term::Cont(b, rest));
                    self.cont(a, then)?
                }
                Node::Choice(a, b) => {
                    let first = self.cont(a, rest)?;
                    let matches = self.matches(a)?;
                    let second = self.cont(b, rest)?;
                    self.lin_unless(&first, &matches, &second)
                }
                Node::Opt(a) => {
                    let taken = self.cont(a, rest)?;
                    let matches = self.matches(a)?;
                    let rest = self.lin(rest)?;
                    self.lin_unless(&taken, &matches, &rest)
                }
                Node::Rep(a) => {
                    let star = self.term(Term::Star(a, rest));
                    self.lin(star)?
                }
                Node::RepOnce(a) => {
                    let star = self.term(Term::Star(a, rest));
                    self.cont(a, star)?
                }
                Node::Ahead(a) => {
                    let matches = self.matches(a)?;
                    let rest = self.lin(rest)?;
                    self.lin_and(&matches, &rest)
                }
                Node::NotAhead(a) => {
                    let matches = self.matches(a)?;
                    let rest = self.lin(rest)?;
                    self.lin_but(&matches, &rest)
                }
                Node::Call(body) => self.cont(body, rest)?,
                Node::Eoi => {
                    let rest = self.lin(rest)?;
                    Linear {
                        empty: rest.empty,
                        after: vec![FALSE; classes],
                    }
                }
            },
        };
        self.linearizing.remove(&id);
        self.linear.insert(id, done.clone());
        Ok(done)
    }

    /// The state `b` after a byte of class `class`: each term of the
    /// formula replaced by its derivative.
    fn derive(&mut self, b: Bdd, class: usize) -> Result<Bdd, String> {
        if b == FALSE || b == TRUE {
            return Ok(b);
        }
        if let Some(&done) = self.derived.get(&(b, class)) {
            return Ok(done);
        }
        let (var, lo, hi) = self.bdd[b as usize];
        let x = self.lin(var)?.after[class];
        let (lo, hi) = (self.derive(lo, class)?, self.derive(hi, class)?);
        let done = self.ite(x, hi, lo);
        self.derived.insert((b, class), done);
        Ok(done)
    }

    /// Whether the state `b` holds the empty input (accepts).
    fn empty_in(&mut self, b: Bdd) -> Result<bool, String> {
        if b == FALSE || b == TRUE {
            return Ok(b == TRUE);
        }
        if let Some(&known) = self.empty.get(&b) {
            return Ok(known);
        }
        let (var, lo, hi) = self.bdd[b as usize];
        let known = if self.lin(var)?.empty {
            self.empty_in(hi)?
        } else {
            self.empty_in(lo)?
        };
        self.empty.insert(b, known);
        Ok(known)
    }

    /// How many bytes into a literal every term of the state `b` is: the
    /// least index of its literal tails, 0 where a term is not one.
    fn back(&self, b: Bdd) -> u8 {
        let mut todo = vec![b];
        let mut seen = HashSet::default();
        let mut least: Option<usize> = None;
        while let Some(b) = todo.pop() {
            if b == FALSE || b == TRUE || !seen.insert(b) {
                continue;
            }
            let (var, lo, hi) = self.bdd[b as usize];
            let here = match self.terms[var as usize] {
                Term::Literal(_, i, _) => i,
                _ => 0,
            };
            least = Some(least.map_or(here, |l| l.min(here)));
            todo.push(lo);
            todo.push(hi);
        }
        least.map_or(0, |l| u8::try_from(l).unwrap_or(u8::MAX))
    }

    /// The rules the terms of the state `b` stand in.
    fn serves(&self, b: Bdd, out: &mut Vec<usize>) {
        let mut todo = vec![b];
        let mut seen = HashSet::default();
        while let Some(b) = todo.pop() {
            if b == FALSE || b == TRUE || !seen.insert(b) {
                continue;
            }
            let (var, lo, hi) = self.bdd[b as usize];
            match self.terms[var as usize] {
                Term::Cont(node, _) | Term::Literal(node, _, _) | Term::Star(node, _) => {
                    out.push(self.node_rule[node]);
                }
                Term::Bot | Term::Any | Term::End => {}
            }
            todo.push(lo);
            todo.push(hi);
        }
    }
}

impl Compiler<'_> {
    /// The automaton of the grammar's entry points (the rules that start
    /// with `SOI`), or why there is none.
    pub(super) fn automaton(&self) -> Result<Automaton, String> {
        let mut builder = Builder::new(self);
        let mut starts = Vec::new();
        let mut bodies = Vec::new();
        for (index, rule) in self.rules.iter().enumerate() {
            let mut items = Vec::new();
            flatten(&rule.expr, false, &mut items);
            let Some((Expr::Ident(head), rest)) = items.split_first() else {
                continue;
            };
            if head != "SOI" || rest.is_empty() {
                continue;
            }
            let mut body = None;
            for item in rest.iter().rev() {
                let node = builder.read(item, index)?;
                body = Some(match body {
                    Some(after) => builder.node(Node::Seq(node, after), index),
                    None => node,
                });
            }
            let body = body.expect("an item after `SOI`");
            let start = builder.term(Term::Cont(body, END));
            starts.push((rule.name.clone(), builder.var(start)));
            bodies.push((rule.name.clone(), body, index));
        }
        if starts.is_empty() {
            return Err("the grammar has no entry point (a rule that starts with `SOI`)".into());
        }
        // The classes of bytes: bytes that every set of the grammar holds
        // alike.
        let mut sets: Vec<Set> = Vec::new();
        for node in &builder.nodes {
            match node {
                Node::Bytes(set) => sets.push(*set),
                Node::Literal(each) => sets.extend(each.iter().copied()),
                _ => {}
            }
        }
        sets.sort_unstable();
        sets.dedup();
        // Class 0 is the bytes no set holds (it may hold none).
        let mut signatures: Vec<Vec<bool>> = vec![vec![false; sets.len()]];
        let mut classes = [0u8; 256];
        let mut representatives: Vec<Option<u8>> = vec![None];
        for b in 0..=255u8 {
            let signature: Vec<bool> = sets.iter().map(|set| has(set, b)).collect();
            let class = match signatures.iter().position(|s| *s == signature) {
                Some(class) => class,
                None => {
                    signatures.push(signature);
                    representatives.push(None);
                    signatures.len() - 1
                }
            };
            representatives[class].get_or_insert(b);
            classes[usize::from(b)] =
                u8::try_from(class).map_err(|_| "more than 256 classes of bytes")?;
        }
        builder.representatives = representatives.clone();
        // The states, breadth first from the entry points; state 0 is the
        // empty language.
        let mut index: HashMap<Bdd, usize> = [(FALSE, 0)].into_iter().collect();
        let mut states = vec![FALSE];
        let mut entries = Vec::new();
        for (name, start) in &starts {
            let state = *index.entry(*start).or_insert_with(|| {
                states.push(*start);
                states.len() - 1
            });
            entries.push((name.clone(), state));
        }
        let mut next: Vec<Vec<usize>> = Vec::new();
        let mut done = 0;
        while done < states.len() {
            let b = states[done];
            let mut row = Vec::with_capacity(representatives.len());
            for class in 0..representatives.len() {
                let to = builder.derive(b, class)?;
                let state = match index.get(&to) {
                    Some(&state) => state,
                    None => {
                        states.push(to);
                        index.insert(to, states.len() - 1);
                        states.len() - 1
                    }
                };
                row.push(state);
            }
            next.push(row);
            done += 1;
            if states.len() > MAX_STATES {
                return Err(format!("more than {MAX_STATES} states"));
            }
        }
        let accepting = states
            .iter()
            .map(|&b| builder.empty_in(b))
            .collect::<Result<Vec<bool>, String>>()?;
        let serves: Vec<Vec<usize>> = states
            .iter()
            .map(|&b| {
                let mut rules = Vec::new();
                builder.serves(b, &mut rules);
                rules
            })
            .collect();
        let back: Vec<u8> = states.iter().map(|&b| builder.back(b)).collect();
        // The explaining automaton: the states as constructed.
        let stride = representatives.len().next_power_of_two();
        let explaining = (next.len() * stride <= 1 << 16).then(|| Explaining {
            next: next.clone(),
            accepting: accepting.clone(),
            back: back.clone(),
            entries: entries.clone(),
        });
        let tagged = match &self.roles {
            Some(Ok(roles)) => tagged::build(&mut builder, roles, &bodies),
            Some(Err(why)) => Err(why.clone()),
            None => Err("no walker table".into()),
        };
        let (next, accepting, back, serves, entries) =
            minimize(next, accepting, back, serves, entries);
        // A state is its row's offset, a `u16` (src/grammar/dfa.rs).
        if next.len() * stride > 1 << 16 {
            return Err(format!(
                "{} states of {stride} classes: offsets beyond u16",
                next.len()
            ));
        }
        let serves = serves
            .into_iter()
            .map(|rules| {
                rules
                    .into_iter()
                    .map(|r| self.rules[r].name.clone())
                    .collect()
            })
            .collect();
        Ok(Automaton {
            classes,
            class_count: representatives.len(),
            next,
            accepting,
            back,
            serves,
            entries,
            explaining,
            tagged,
        })
    }
}

type Minimized = (
    Vec<Vec<usize>>,
    Vec<bool>,
    Vec<u8>,
    Vec<Vec<usize>>,
    Vec<(String, usize)>,
);

/// The smallest automaton of the same languages and the same offsets of
/// rejection (Moore's refinement of the states by acceptance and by how far
/// back a rejection stands, then by the blocks their classes lead to),
/// state 0 still the empty language, the rest numbered breadth first.
fn minimize(
    next: Vec<Vec<usize>>,
    accepting: Vec<bool>,
    back: Vec<u8>,
    serves: Vec<Vec<usize>>,
    entries: Vec<(String, usize)>,
) -> Minimized {
    // The empty language stays a block of its own.
    let mut first: HashMap<Option<(bool, u8)>, usize> = [(None, 0)].into_iter().collect();
    let mut block: Vec<usize> = (0..next.len())
        .map(|s| {
            let key = (s != 0).then_some((accepting[s], back[s]));
            let count = first.len();
            *first.entry(key).or_insert(count)
        })
        .collect();
    loop {
        let mut numbers: HashMap<(usize, Vec<usize>), usize> = HashMap::default();
        let refined: Vec<usize> = (0..next.len())
            .map(|s| {
                let key = (block[s], next[s].iter().map(|&t| block[t]).collect());
                let count = numbers.len();
                *numbers.entry(key).or_insert(count)
            })
            .collect();
        let before = block.iter().collect::<HashSet<_>>().len();
        let stable = numbers.len() == before;
        block = refined;
        if stable {
            break;
        }
    }
    // Renumber breadth first from the empty state and the entries.
    let mut number: HashMap<usize, usize> = HashMap::default();
    let mut order: Vec<usize> = Vec::new();
    let visit = |s: usize, number: &mut HashMap<usize, usize>, order: &mut Vec<usize>| {
        *number.entry(block[s]).or_insert_with(|| {
            order.push(s);
            order.len() - 1
        })
    };
    visit(0, &mut number, &mut order);
    let entries: Vec<(String, usize)> = entries
        .into_iter()
        .map(|(name, s)| (name, visit(s, &mut number, &mut order)))
        .collect();
    let mut i = 0;
    while i < order.len() {
        let s = order[i];
        for &t in &next[s] {
            visit(t, &mut number, &mut order);
        }
        i += 1;
    }
    let mut merged_serves: Vec<Vec<usize>> = vec![Vec::new(); order.len()];
    for (s, rules) in serves.into_iter().enumerate() {
        if let Some(&n) = number.get(&block[s]) {
            merged_serves[n].extend(rules);
        }
    }
    for rules in &mut merged_serves {
        rules.sort_unstable();
        rules.dedup();
    }
    let new_next = order
        .iter()
        .map(|&s| next[s].iter().map(|&t| number[&block[t]]).collect())
        .collect();
    let new_accepting = order.iter().map(|&s| accepting[s]).collect();
    let new_back = order.iter().map(|&s| back[s]).collect();
    (new_next, new_accepting, new_back, merged_serves, entries)
}

/// The grammars whose decision keeps the compiled parser, though their
/// automaton is built (and held to pest by the tests), and why: measured
/// with valgrind on the corpora (BENCHMARKS.md, "The automata").
const KEEPS_COMPILED: &[(&str, &str)] = &[
    ("rfc1630-url", BEHIND_A_LOOKAHEAD),
    ("url-draft-03", BEHIND_A_LOOKAHEAD),
    ("rfc1738", BEHIND_A_LOOKAHEAD),
];

/// The grammars whose rejections take their error from an automaton's dead
/// end (the entry point, the last live state, and whether a byte kills it
/// or the input ends there), and which automaton's: there the error the explaining parser
/// gives is, on every rejected input the tests give, the one it gives on
/// the shortest input that reaches the same dead end
/// (tests/grammar/automaton.rs, its long campaign included). In `uri-draft`
/// and `rfc1630` the decision's minimized automaton already decides; in
/// `rfc1808`, `rfc2396` and `rfc3986` minimization merges states whose
/// errors pest records apart (one state of every path segment, authority
/// and query), so the explaining automaton, unminimized, is read (merged
/// only where the same places of the grammar are reached, it still left 25
/// of 55,477 rejected inputs of `rfc1808` in the long campaign with another
/// error). Not `url-draft-02`: there pest's record keeps, among others, a
/// token that a negative lookahead matched up to the byte where the parse
/// later fails (`article`'s, in `news:g@&K#=`, read to the `#`), which no
/// state of an automaton knows, so some dead ends are reached by inputs
/// whose errors differ (26 of 526,824 rejected inputs of the long
/// campaign; BENCHMARKS.md, "Rejections from the explaining automaton");
/// nor the three whose automaton does not decide (`KEEPS_COMPILED`).
const ERRORS_BY_DEAD_END: &[(&str, DeadEnds)] = &[
    ("uri-draft", DeadEnds::Decision),
    ("rfc1630", DeadEnds::Decision),
    ("rfc1808", DeadEnds::Explaining),
    ("rfc2396", DeadEnds::Explaining),
    ("rfc3986", DeadEnds::Explaining),
];

/// Which automaton's dead ends a grammar's rejections take their error from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum DeadEnds {
    /// The decision's: the minimized automaton, read again.
    Decision,
    /// The explaining automaton's: the states as constructed.
    Explaining,
}

const BEHIND_A_LOOKAHEAD: &str = "the automaton accepts at half the compiled parser's cost or \
     less, but where it rejects because a negative lookahead over a scheme's name matched \
     (`afs:` or `HTTP:` under rfc1630-url's and url-draft-03's `url_eoi`, `url:` under \
     rfc1738's: `generic`'s or `otherurl`'s `!(... ~ \":\")`), the compiled parser's furthest \
     failure, which the error needs, lies before it, where no state of the automaton knows it, \
     and on a few inputs the compiled parser reads past where the automaton dies \
     (tests/grammar/automaton.rs counts them); a rejection would then read the line twice, \
     dearer than the compiled parser alone (BENCHMARKS.md, \"The automata\")";

impl Automaton {
    /// The Rust text of the automaton: its tables, `accepts`, and
    /// `DECIDES`, whether `run` takes its verdict (`origin` is the
    /// grammar's path).
    pub(super) fn emit(&self, origin: &str) -> String {
        let states = self.next.len();
        let classes = self.class_count;
        // A small automaton's rows are a byte wide (no class to look up).
        let stride = if states * 256 <= BYTE_ROWS {
            256
        } else {
            classes.next_power_of_two()
        };
        let len = (states * stride).next_power_of_two();
        let mut out = String::new();
        let w = &mut out;
        let _ = writeln!(
            w,
            "\n// ---- The automaton of the entry points (build/compile/automaton.rs) ----\n\
             // {states} states over {classes} classes of bytes, each state's row {stride}\n\
             // wide (src/grammar/dfa.rs); state 0 accepts nothing and is never left."
        );
        let keeps = KEEPS_COMPILED
            .iter()
            .find(|(grammar, _)| origin.ends_with(&format!("/{grammar}.pest")));
        match keeps {
            Some((_, why)) => {
                let _ = writeln!(w);
                let mut line = String::from("/// The compiled parser decides alone:");
                for word in why.split_whitespace() {
                    if line.len() + 1 + word.len() > 80 {
                        let _ = writeln!(w, "{line}");
                        line = String::from("///");
                    }
                    line.push(' ');
                    line.push_str(word);
                }
                let _ = writeln!(w, "{line}.\nconst DECIDES: bool = false;");
            }
            None => {
                let _ = writeln!(
                    w,
                    "\n/// Where nothing is kept, `run` takes the automaton's verdict, and\n\
                     /// where it rejects, the offset of the byte it stopped at (of the\n\
                     /// literal's first byte where it stopped inside one): there the\n\
                     /// compiled parser failed furthest on every input the tests give\n\
                     /// (tests/grammar/automaton.rs).\n\
                     const DECIDES: bool = true;"
                );
            }
        }
        let _ = writeln!(
            w,
            "\nuse crate::grammar::dfa::{{bitset, byte_classes, offsets, Dfa}};\n\n\
             /// The class of each byte: the bytes of each list below, by number from\n\
             /// 1; class 0 is every other byte (no rule reads it).\n\
             const BYTE_CLASS: [u8; 256] = byte_classes(&["
        );
        for class in 1..classes {
            let mut table = [false; 256];
            for b in 0..=255u8 {
                table[usize::from(b)] = usize::from(self.classes[usize::from(b)]) == class;
            }
            let ranges: Vec<String> = super::runs(&table)
                .into_iter()
                .map(|(lo, hi)| format!("({}, {})", super::byte(lo), super::byte(hi)))
                .collect();
            let _ = writeln!(w, "    // class {class}\n    &[{}],", ranges.join(", "));
        }
        let _ = writeln!(w, "]);");
        let _ = writeln!(
            w,
            "\n/// Each state's row: the state each class of bytes leads to. The\n\
             /// comment names the rules the parses a state follows stand in.\n\
             const ROWS: [[u16; {classes}]; {states}] = ["
        );
        for (s, row) in self.next.iter().enumerate() {
            let mut note = if self.accepting[s] {
                String::from("accepts; ")
            } else {
                String::new()
            };
            if s == 0 {
                note.push_str("nothing: no input that begins so matches");
            } else if self.serves[s].is_empty() {
                note.push_str("nothing more");
            } else {
                note.push_str("in ");
                note.push_str(&self.serves[s].join(", "));
            }
            if self.back[s] > 0 {
                let bytes = if self.back[s] == 1 { "byte" } else { "bytes" };
                let _ = write!(note, "; {} {bytes} into a literal", self.back[s]);
            }
            let cells: Vec<String> = row.iter().map(ToString::to_string).collect();
            let _ = writeln!(w, "    // {s}: {note}\n    [{}],", cells.join(", "));
        }
        let _ = writeln!(w, "];");
        let accepting = accepting_states(&self.accepting);
        let _ = writeln!(
            w,
            "\n/// The rows, each {stride} wide{}, each state as its row's offset,\n\
             /// padded to a power of two.\n\
             const NEXT: [u16; {len}] = offsets(&ROWS, &BYTE_CLASS, {stride});\n\n\
             /// The accepting states.\n\
             const ACCEPTING: [u64; {}] = bitset(&[{}]);\n\n\
             /// How many bytes into a literal each state is (its row's comment):\n\
             /// a rejection there stands at the literal's first byte, as the\n\
             /// compiled parser's failure does.\n\
             const BACK: [u8; {states}] = [{}];\n\n\
             /// The automaton; its start states in the order of `entry`.\n\
             static AUTOMATON: Dfa<{stride}, {len}> =\n    Dfa::new(BYTE_CLASS, &NEXT, &ACCEPTING, &BACK, &[{}]);",
            if stride == 256 { " (a column a byte)" } else { "" },
            len.div_ceil(stride * 64),
            accepting,
            self.back
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            self.entries
                .iter()
                .map(|(_, s)| s.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
        let _ = writeln!(
            w,
            "\n/// The automaton's number of the entry point `rule`.\n\
             #[inline]\nfn entry(rule: Rule) -> Option<usize> {{\n    match rule {{"
        );
        for (i, (name, _)) in self.entries.iter().enumerate() {
            let _ = writeln!(w, "        Rule::{name} => Some({i}),");
        }
        let _ = writeln!(
            w,
            "        _ => None,\n    }}\n}}\n\n\
             /// Whether pest's parser of the entry point `rule` matches the whole of\n\
             /// `input`, read once, byte by byte: `Err` with the offset of the first\n\
             /// byte that no accepted input has there (the input's length where it\n\
             /// ends too soon; the literal's first byte where that is inside one);\n\
             /// None for a rule that is not an entry point.\n\
             #[inline]\npub(crate) fn accepts(rule: Rule, input: &[u8]) -> Option<Result<(), usize>> {{\n    \
             Some(AUTOMATON.run(entry(rule)?, input))\n}}"
        );
        let dead_ends = ERRORS_BY_DEAD_END
            .iter()
            .find(|(grammar, _)| keeps.is_none() && origin.ends_with(&format!("/{grammar}.pest")))
            .map(|&(_, which)| which);
        self.emit_dead_ends(w, dead_ends);
        match &self.tagged {
            Ok(tagged) => match tagged.emit(classes) {
                Ok(text) => out.push_str(&text),
                Err(why) => out.push_str(&tagged::none(&why)),
            },
            Err(why) => out.push_str(&tagged::none(why)),
        }
        out
    }

    /// The explaining automaton's tables, and `dead_end` reading them.
    fn emit_explaining(&self, w: &mut String, explaining: &Explaining) {
        let states = explaining.next.len();
        let classes = self.class_count;
        let stride = classes.next_power_of_two();
        let len = (states * stride).next_power_of_two();
        let _ = writeln!(
            w,
            "\nuse crate::grammar::dfa::DeadEnd;\n\n\
             /// The explaining automaton, read only on a rejection: the language and\n\
             /// the offsets of `AUTOMATON`, in its {states} states as constructed,\n\
             /// before minimization merged those whose errors pest records apart\n\
             /// (so that its dead end decides the error); each state's row by class.\n\
             const EXPLAINING_ROWS: [[u16; {classes}]; {states}] = ["
        );
        for row in &explaining.next {
            let cells: Vec<String> = row.iter().map(ToString::to_string).collect();
            let _ = writeln!(w, "    [{}],", cells.join(", "));
        }
        let accepting = accepting_states(&explaining.accepting);
        let _ = writeln!(
            w,
            "];\n\n\
             /// The explaining automaton's rows, each {stride} wide, as `NEXT`.\n\
             const EXPLAINING_NEXT: [u16; {len}] = offsets(&EXPLAINING_ROWS, &BYTE_CLASS, {stride});\n\n\
             /// The explaining automaton's accepting states.\n\
             const EXPLAINING_ACCEPTING: [u64; {}] = bitset(&[{}]);\n\n\
             /// How many bytes into a literal each of its states is, as `BACK`.\n\
             const EXPLAINING_BACK: [u8; {states}] = [{}];\n\n\
             /// The explaining automaton; its start states in the order of `entry`.\n\
             static EXPLAINING: Dfa<{stride}, {len}> = Dfa::new(\n    \
             BYTE_CLASS,\n    &EXPLAINING_NEXT,\n    &EXPLAINING_ACCEPTING,\n    &EXPLAINING_BACK,\n    &[{}],\n);\n\n\
             /// Where and how `input` stops being accepted from the entry point\n\
             /// `rule`: the offset `accepts` gives and the explaining automaton's dead\n\
             /// end there; None where it is accepted or `rule` is not an entry point.\n\
             pub(crate) fn dead_end(rule: Rule, input: &[u8]) -> Option<(usize, DeadEnd)> {{\n    \
             EXPLAINING.dead_end(entry(rule)?, input)\n}}",
            len.div_ceil(stride * 64),
            accepting,
            explaining
                .back
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            explaining
                .entries
                .iter()
                .map(|(_, s)| s.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }

    /// The dead ends' text: `dead_end`, `BY_DEAD_END`, the number of dead
    /// ends, each one's index, and the shortest input that reaches it, in
    /// the automaton `dead_ends` names (else none).
    fn emit_dead_ends(&self, w: &mut String, dead_ends: Option<DeadEnds>) {
        let (next, entries) = match (dead_ends, &self.explaining) {
            (None, _) => {
                let _ = writeln!(w, "{}", no_dead_ends("the explaining parser explains every rejection (ERRORS_BY_DEAD_END in build/compile/automaton.rs says why)"));
                return;
            }
            (Some(DeadEnds::Explaining), None) => {
                let _ = writeln!(
                    w,
                    "{}",
                    no_dead_ends("the explaining automaton's offsets would not fit a u16")
                );
                return;
            }
            (Some(DeadEnds::Decision), _) => {
                let _ = writeln!(
                    w,
                    "\nuse crate::grammar::dfa::DeadEnd;\n\n\
                     /// Where and how `input` stops being accepted from the entry point\n\
                     /// `rule`: the offset `accepts` gives and the automaton's dead end\n\
                     /// there; None where it is accepted or `rule` is not an entry point.\n\
                     pub(crate) fn dead_end(rule: Rule, input: &[u8]) -> Option<(usize, DeadEnd)> {{\n    \
                     AUTOMATON.dead_end(entry(rule)?, input)\n}}"
                );
                (&self.next, &self.entries)
            }
            (Some(DeadEnds::Explaining), Some(explaining)) => {
                self.emit_explaining(w, explaining);
                (&explaining.next, &explaining.entries)
            }
        };
        let states = next.len();
        let classes = self.class_count;
        // The first ASCII byte of each class: an input made of them is text.
        let mut byte = vec![None; classes];
        for b in (0..128u8).rev() {
            byte[usize::from(self.classes[usize::from(b)])] = Some(b);
        }
        // Per entry point, the shortest input to each state (the first by
        // class where two are as short), by breadth-first search.
        let mut reach = Vec::new();
        for &(_, start) in entries {
            let mut word: Vec<Option<Vec<u8>>> = vec![None; states];
            word[start] = Some(Vec::new());
            let mut queue = std::collections::VecDeque::from([start]);
            while let Some(s) = queue.pop_front() {
                for (class, &to) in next[s].iter().enumerate() {
                    let (Some(b), true) = (byte[class], to != 0) else {
                        continue;
                    };
                    if word[to].is_none() {
                        let mut w = word[s].clone().unwrap_or_default();
                        w.push(b);
                        word[to] = Some(w);
                        queue.push_back(to);
                    }
                }
            }
            reach.push(word);
        }
        let entries = entries.len();
        let _ = writeln!(
            w,
            "\n/// A rejection's error is the one the explaining parser gives on the\n\
             /// shortest input that reaches the same dead end (`dead_end`), explained\n\
             /// once (src/grammar.rs, `Failure::error`): on every rejected input the\n\
             /// tests give, the two are the same (tests/grammar/automaton.rs).\n\
             pub(crate) const BY_DEAD_END: bool = true;\n\n\
             /// The dead ends: per entry point and state, a byte that kills it or\n\
             /// the end of the input (which byte does not change the error:\n\
             /// `DeadEnd::same_as`).\n\
             pub(crate) const DEAD_ENDS: usize = {};\n\n\
             /// The index of a dead end among `DEAD_ENDS`.\n\
             pub(crate) fn dead_end_index(end: DeadEnd) -> usize {{\n    \
             (end.entry * {states} + end.state) * 2 + usize::from(end.class.is_none())\n}}\n\n\
             /// Per state, the first ASCII byte that kills it (by class, then by\n\
             /// value; none where no ASCII byte does).\n\
             const KILLED_BY: [Option<u8>; {states}] = [{}];\n\n\
             /// Per entry point, the shortest input that leads to each state (by\n\
             /// number; none where no input of the classes' bytes does).\n\
             const REACH: [[Option<&str>; {states}]; {entries}] = [",
            entries * states * 2,
            next.iter()
                .map(|row| {
                    let kills = (0..classes).find_map(|c| byte[c].filter(|_| row[c] == 0));
                    kills.map_or("None".to_owned(), |b| format!("Some({})", super::byte(b)))
                })
                .collect::<Vec<_>>()
                .join(", ")
        );
        for word in &reach {
            let cells: Vec<String> = word
                .iter()
                .map(|w| match w {
                    Some(w) => format!("Some({:?})", String::from_utf8_lossy(w)),
                    None => "None".to_owned(),
                })
                .collect();
            let _ = writeln!(w, "    [{}],", cells.join(", "));
        }
        let _ = writeln!(
            w,
            "];\n\n\
             /// The shortest input that reaches the dead end `end`, its last byte\n\
             /// one that kills its state (none where the input ends there).\n\
             pub(crate) fn dead_end_input(end: DeadEnd) -> Option<String> {{\n    \
             let mut input = String::from(REACH[end.entry][end.state]?);\n    \
             if end.class.is_some() {{\n        \
             input.push(char::from(KILLED_BY[end.state]?));\n    \
             }}\n    \
             Some(input)\n}}"
        );
    }
}

/// The dead ends' text where no error is taken from them (`why`).
fn no_dead_ends(why: &str) -> String {
    format!(
        "\n/// No rejection's error is taken from the automaton's dead end: {why}.\n\
         pub(crate) const BY_DEAD_END: bool = false;\n\n\
         /// No dead ends are kept.\npub(crate) const DEAD_ENDS: usize = 0;\n\n\
         /// No dead end has an index.\n\
         pub(crate) fn dead_end_index(_: crate::grammar::dfa::DeadEnd) -> usize {{\n    0\n}}\n\n\
         /// No dead end has an input.\n\
         pub(crate) fn dead_end_input(_: crate::grammar::dfa::DeadEnd) -> Option<String> {{\n    None\n}}\n\n\
         /// No dead end is looked for.\n\
         pub(crate) fn dead_end(_: Rule, _: &[u8]) -> Option<(usize, crate::grammar::dfa::DeadEnd)> {{\n    None\n}}"
    )
}

/// The text in place of the automaton where there is none: `accepts`
/// leaves every input to the compiled parser, and the comment says why.
pub(super) fn none(why: &str) -> String {
    format!(
        "\n// ---- No automaton (build/compile/automaton.rs): {why}. ----\n\n\
         /// The compiled parser decides alone.\nconst DECIDES: bool = false;\n\n\
         /// Every input is left to the compiled parser.\n\
         #[inline]\npub(crate) fn accepts(_: Rule, _: &[u8]) -> Option<Result<(), usize>> {{\n    None\n}}\n{}\n",
        no_dead_ends("there is no automaton")
    )
}

/// The numbers of the accepting states, for the generated `bitset(&[..])`.
fn accepting_states(accepting: &[bool]) -> String {
    let states: Vec<String> = accepting
        .iter()
        .enumerate()
        .filter(|&(_, &a)| a)
        .map(|(s, _)| s.to_string())
        .collect();
    states.join(", ")
}
