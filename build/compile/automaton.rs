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
//! per class of bytes that no set of the grammar tells apart) and kept
//! in a normal form (unions and intersections flattened, sorted, without
//! duplicates) so that there are finitely many; then minimized (Moore's
//! refinement). Each state's comment names the rules whose bytes it reads.
//!
//! What the automaton does not give yet, and the compiled parser still
//! does: the spans (the typed trees' records) and, on a rejection, the
//! furthest offset pest failed at (the error's). The generated `run`
//! uses it where nothing is kept (the sink `Null`) and it accepts.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use pest_meta::ast::{Expr, Rule};

use super::{builtin_class, first, flatten, Compiler};

/// The most states the construction visits before it gives up (the
/// generated code then says so, and the compiled parser decides alone).
const MAX_STATES: usize = 20_000;

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

type Id = u32;

const BOT: Id = 0;
const ANY: Id = 1;
const END: Id = 2;

/// A language, as a term.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Term {
    /// Nothing.
    Bot,
    /// Every input.
    Any,
    /// The empty input.
    End,
    /// A byte of the set, then the language.
    Byte(Set, Id),
    Or(Vec<Id>),
    And(Vec<Id>),
    Not(Id),
    /// `Cont(node, K)`, not yet taken apart.
    Cont(usize, Id),
    /// `X = Cont(node, X) ∪ (¬S(node) ∩ K)`, not yet taken apart.
    Star(usize, Id),
}

/// The automaton of a grammar's entry points.
pub(super) struct Automaton {
    /// The class of each byte.
    classes: [u8; 256],
    class_count: usize,
    /// `next[state][class]`; state 0 accepts nothing and is never left.
    next: Vec<Vec<usize>>,
    accepting: Vec<bool>,
    /// The rules whose bytes each state reads.
    serves: Vec<Vec<String>>,
    /// Each entry rule and its start state.
    entries: Vec<(String, usize)>,
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
    expanded: HashMap<Id, Id>,
    expanding: HashSet<Id>,
    /// The rule a `Byte` term was first made for.
    origin: HashMap<Id, usize>,
    derived: HashMap<(Id, u8), Id>,
    nullable: HashMap<Id, bool>,
}

impl<'c, 'g> Builder<'c, 'g> {
    fn new(compiler: &'c Compiler<'g>) -> Self {
        let mut builder = Builder {
            compiler,
            nodes: Vec::new(),
            node_rule: Vec::new(),
            bodies: HashMap::new(),
            terms: Vec::new(),
            ids: HashMap::new(),
            expanded: HashMap::new(),
            expanding: HashSet::new(),
            origin: HashMap::new(),
            derived: HashMap::new(),
            nullable: HashMap::new(),
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

    fn or(&mut self, ids: &[Id]) -> Id {
        let mut flat = Vec::new();
        for &id in ids {
            match &self.terms[id as usize] {
                Term::Bot => {}
                Term::Any => return ANY,
                Term::Or(inner) => flat.extend(inner.iter().copied()),
                _ => flat.push(id),
            }
        }
        // Bytes with the same continuation are one byte of their union.
        let mut merged: Vec<Id> = Vec::new();
        let mut by_rest: HashMap<Id, usize> = HashMap::new();
        for id in flat {
            if let Term::Byte(set, rest) = self.terms[id as usize].clone() {
                if let Some(&at) = by_rest.get(&rest) {
                    let Term::Byte(old, _) = self.terms[merged[at] as usize].clone() else {
                        unreachable!("indexed by continuation")
                    };
                    let union = std::array::from_fn(|i| old[i] | set[i]);
                    let origin = self.origin.get(&merged[at]).copied();
                    let new = self.term(Term::Byte(union, rest));
                    if let Some(origin) = origin {
                        self.origin.entry(new).or_insert(origin);
                    }
                    merged[at] = new;
                    continue;
                }
                by_rest.insert(rest, merged.len());
            }
            merged.push(id);
        }
        merged.sort_unstable();
        merged.dedup();
        match merged.len() {
            0 => BOT,
            1 => merged[0],
            _ => self.term(Term::Or(merged)),
        }
    }

    fn and(&mut self, ids: &[Id]) -> Id {
        let mut flat = Vec::new();
        for &id in ids {
            match &self.terms[id as usize] {
                Term::Any => {}
                Term::Bot => return BOT,
                Term::And(inner) => flat.extend(inner.iter().copied()),
                _ => flat.push(id),
            }
        }
        flat.sort_unstable();
        flat.dedup();
        // A byte of one set and a byte of another: a byte of both, then both
        // continuations.
        let bytes: Vec<Id> = flat
            .iter()
            .copied()
            .filter(|&id| matches!(self.terms[id as usize], Term::Byte(..)))
            .collect();
        if bytes.len() > 1 {
            let mut set = [u64::MAX; 4];
            let mut rests = Vec::new();
            for &id in &bytes {
                let Term::Byte(s, rest) = self.terms[id as usize].clone() else {
                    unreachable!("filtered")
                };
                set = std::array::from_fn(|i| set[i] & s[i]);
                rests.push(rest);
            }
            if set == [0; 4] {
                return BOT;
            }
            let origin = self.origin.get(&bytes[0]).copied();
            let rest = self.and(&rests);
            let byte = self.term(Term::Byte(set, rest));
            if let Some(origin) = origin {
                self.origin.entry(byte).or_insert(origin);
            }
            flat.retain(|id| !bytes.contains(id));
            flat.push(byte);
            flat.sort_unstable();
        }
        match flat.len() {
            0 => ANY,
            1 => flat[0],
            _ => self.term(Term::And(flat)),
        }
    }

    fn not(&mut self, id: Id) -> Id {
        match self.terms[id as usize] {
            Term::Bot => ANY,
            Term::Any => BOT,
            Term::Not(inner) => inner,
            _ => self.term(Term::Not(id)),
        }
    }

    fn byte(&mut self, set: Set, rest: Id, rule: usize) -> Id {
        if set == [0; 4] {
            return BOT;
        }
        let id = self.term(Term::Byte(set, rest));
        self.origin.entry(id).or_insert(rule);
        id
    }

    /// `S(node)`, taken apart.
    fn matches(&mut self, node: usize) -> Result<Id, String> {
        let cont = self.term(Term::Cont(node, ANY));
        self.expand(cont)
    }

    /// The term `id` with no `Cont` or `Star` outside a `Byte`: the form
    /// a state has, whose derivatives and emptiness are read off directly.
    fn expand(&mut self, id: Id) -> Result<Id, String> {
        if let Some(&done) = self.expanded.get(&id) {
            return Ok(done);
        }
        if !self.expanding.insert(id) {
            return Err("a repetition whose body can match without consuming".into());
        }
        let done = match self.terms[id as usize].clone() {
            Term::Bot | Term::Any | Term::End | Term::Byte(..) => id,
            Term::Or(items) => {
                let items = items
                    .iter()
                    .map(|&i| self.expand(i))
                    .collect::<Result<Vec<_>, _>>()?;
                self.or(&items)
            }
            Term::And(items) => {
                let items = items
                    .iter()
                    .map(|&i| self.expand(i))
                    .collect::<Result<Vec<_>, _>>()?;
                self.and(&items)
            }
            Term::Not(inner) => {
                let inner = self.expand(inner)?;
                self.not(inner)
            }
            Term::Star(node, rest) => {
                let again = self.term(Term::Cont(node, id));
                let again = self.expand(again)?;
                let stop = self.stop(node, rest)?;
                self.or(&[again, stop])
            }
            Term::Cont(node, rest) => self.cont(node, rest)?,
        };
        self.expanding.remove(&id);
        self.expanded.insert(id, done);
        Ok(done)
    }

    /// `¬S(node) ∩ rest`, taken apart.
    fn stop(&mut self, node: usize, rest: Id) -> Result<Id, String> {
        let matches = self.matches(node)?;
        let fails = self.not(matches);
        let rest = self.expand(rest)?;
        Ok(self.and(&[fails, rest]))
    }

    fn cont(&mut self, node: usize, rest: Id) -> Result<Id, String> {
        let rule = self.node_rule[node];
        Ok(match self.nodes[node] {
            Node::Bytes(set) => self.byte(set, rest, rule),
            Node::Literal(ref sets) => {
                let sets = sets.clone();
                let mut k = rest;
                for set in sets.into_iter().rev() {
                    k = self.byte(set, k, rule);
                }
                self.expand(k)?
            }
            Node::Seq(a, b) => {
                let then = self.term(Term::Cont(b, rest));
                let first = self.term(Term::Cont(a, then));
                self.expand(first)?
            }
            Node::Choice(a, b) => {
                let first = self.term(Term::Cont(a, rest));
                let first = self.expand(first)?;
                let matches = self.matches(a)?;
                let fails = self.not(matches);
                let second = self.term(Term::Cont(b, rest));
                let second = self.expand(second)?;
                let second = self.and(&[fails, second]);
                self.or(&[first, second])
            }
            Node::Opt(a) => {
                let taken = self.term(Term::Cont(a, rest));
                let taken = self.expand(taken)?;
                let stop = self.stop(a, rest)?;
                self.or(&[taken, stop])
            }
            Node::Rep(a) => {
                let star = self.term(Term::Star(a, rest));
                self.expand(star)?
            }
            Node::RepOnce(a) => {
                let star = self.term(Term::Star(a, rest));
                let once = self.term(Term::Cont(a, star));
                self.expand(once)?
            }
            Node::Ahead(a) => {
                let matches = self.matches(a)?;
                let rest = self.expand(rest)?;
                self.and(&[matches, rest])
            }
            Node::NotAhead(a) => {
                let matches = self.matches(a)?;
                let fails = self.not(matches);
                let rest = self.expand(rest)?;
                self.and(&[fails, rest])
            }
            Node::Call(body) => {
                let inner = self.term(Term::Cont(body, rest));
                self.expand(inner)?
            }
            Node::Eoi => {
                let rest = self.expand(rest)?;
                if self.empty_in(rest) {
                    END
                } else {
                    BOT
                }
            }
        })
    }

    /// Whether the empty input is in the expanded term `id`.
    fn empty_in(&mut self, id: Id) -> bool {
        if let Some(&known) = self.nullable.get(&id) {
            return known;
        }
        let known = match self.terms[id as usize].clone() {
            Term::Bot | Term::Byte(..) => false,
            Term::Any | Term::End => true,
            Term::Or(items) => items.iter().any(|&i| self.empty_in(i)),
            Term::And(items) => items.iter().all(|&i| self.empty_in(i)),
            Term::Not(inner) => !self.empty_in(inner),
            Term::Cont(..) | Term::Star(..) => unreachable!("expanded"),
        };
        self.nullable.insert(id, known);
        known
    }

    /// The derivative of the expanded term `id` by the byte `b`, expanded.
    fn derive(&mut self, id: Id, b: u8) -> Result<Id, String> {
        if let Some(&done) = self.derived.get(&(id, b)) {
            return Ok(done);
        }
        let done = match self.terms[id as usize].clone() {
            Term::Bot | Term::End => BOT,
            Term::Any => ANY,
            Term::Byte(set, rest) if has(&set, b) => self.expand(rest)?,
            Term::Byte(..) => BOT,
            Term::Or(items) => {
                let items = items
                    .iter()
                    .map(|&i| self.derive(i, b))
                    .collect::<Result<Vec<_>, _>>()?;
                self.or(&items)
            }
            Term::And(items) => {
                let items = items
                    .iter()
                    .map(|&i| self.derive(i, b))
                    .collect::<Result<Vec<_>, _>>()?;
                self.and(&items)
            }
            Term::Not(inner) => {
                let inner = self.derive(inner, b)?;
                self.not(inner)
            }
            Term::Cont(..) | Term::Star(..) => unreachable!("expanded"),
        };
        self.derived.insert((id, b), done);
        Ok(done)
    }

    /// The rules whose bytes the expanded term `id` reads next.
    fn serves(&self, id: Id, out: &mut Vec<usize>) {
        match &self.terms[id as usize] {
            Term::Byte(..) => out.extend(self.origin.get(&id)),
            Term::Or(items) | Term::And(items) => {
                for &i in items {
                    self.serves(i, out);
                }
            }
            Term::Not(inner) => self.serves(*inner, out),
            _ => {}
        }
    }
}

impl Compiler<'_> {
    /// The automaton of the grammar's entry points (the rules that start
    /// with `SOI`), or why there is none.
    pub(super) fn automaton(&self) -> Result<Automaton, String> {
        let mut builder = Builder::new(self);
        let mut starts = Vec::new();
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
            starts.push((rule.name.clone(), builder.expand(start)?));
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
        // The states, breadth first from the entry points; state 0 is the
        // empty language.
        let mut index: HashMap<Id, usize> = HashMap::from([(BOT, 0)]);
        let mut terms = vec![BOT];
        let mut entries = Vec::new();
        for (name, start) in &starts {
            let state = *index.entry(*start).or_insert_with(|| {
                terms.push(*start);
                terms.len() - 1
            });
            entries.push((name.clone(), state));
        }
        let mut next: Vec<Vec<usize>> = Vec::new();
        let mut done = 0;
        while done < terms.len() {
            let term = terms[done];
            let mut row = Vec::with_capacity(representatives.len());
            for &b in &representatives {
                let to = match b {
                    Some(b) => builder.derive(term, b)?,
                    None => BOT,
                };
                let state = match index.get(&to) {
                    Some(&state) => state,
                    None => {
                        terms.push(to);
                        index.insert(to, terms.len() - 1);
                        terms.len() - 1
                    }
                };
                row.push(state);
            }
            next.push(row);
            done += 1;
            if terms.len() > MAX_STATES {
                return Err(format!("more than {MAX_STATES} states"));
            }
        }
        let accepting: Vec<bool> = terms.iter().map(|&t| builder.empty_in(t)).collect();
        let serves: Vec<Vec<usize>> = terms
            .iter()
            .map(|&t| {
                let mut rules = Vec::new();
                builder.serves(t, &mut rules);
                rules
            })
            .collect();
        let (next, accepting, serves, entries) = minimize(next, accepting, serves, entries);
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
            serves,
            entries,
        })
    }
}

type Minimized = (
    Vec<Vec<usize>>,
    Vec<bool>,
    Vec<Vec<usize>>,
    Vec<(String, usize)>,
);

/// The smallest automaton of the same languages (Moore's refinement of
/// the states by acceptance, then by the blocks their classes lead to),
/// state 0 still the empty language, the rest numbered breadth first.
fn minimize(
    next: Vec<Vec<usize>>,
    accepting: Vec<bool>,
    serves: Vec<Vec<usize>>,
    entries: Vec<(String, usize)>,
) -> Minimized {
    let mut block: Vec<usize> = accepting.iter().map(|&a| usize::from(a)).collect();
    // The empty language stays a block of its own.
    block[0] = 2;
    loop {
        let mut numbers: HashMap<(usize, Vec<usize>), usize> = HashMap::new();
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
    let mut number: HashMap<usize, usize> = HashMap::new();
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
    (new_next, new_accepting, merged_serves, entries)
}

impl Automaton {
    /// The Rust text of the automaton: its tables, and `accepts`.
    pub(super) fn emit(&self) -> String {
        let states = self.next.len();
        let classes = self.class_count;
        let ty = if states > usize::from(u8::MAX) + 1 {
            "u16"
        } else {
            "u8"
        };
        let mut out = String::new();
        let w = &mut out;
        let _ = writeln!(
            w,
            "\n// ---- The automaton of the entry points (build/compile/automaton.rs) ----\n\
             // {states} states over {classes} classes of bytes; state 0 accepts nothing\n\
             // and is never left."
        );
        let _ = writeln!(
            w,
            "\nuse crate::grammar::generated::byte_classes;\n\n\
             /// The class of each byte: the bytes of each list below, by number from\n\
             /// 1; class 0 is every other byte (no rule reads it).\n\
             static BYTE_CLASS: [u8; 256] = byte_classes(&["
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
             /// comment names the rules whose bytes the state reads next.\n\
             static NEXT: [[{ty}; {classes}]; {states}] = ["
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
                note.push_str("reads ");
                note.push_str(&self.serves[s].join(", "));
            }
            let cells: Vec<String> = row.iter().map(ToString::to_string).collect();
            let _ = writeln!(w, "    // {s}: {note}\n    [{}],", cells.join(", "));
        }
        let _ = writeln!(w, "];");
        let accepting: Vec<String> = self
            .accepting
            .iter()
            .enumerate()
            .filter(|&(_, &a)| a)
            .map(|(s, _)| s.to_string())
            .collect();
        let _ = writeln!(
            w,
            "\n/// Whether the state accepts the input read so far.\n\
             #[inline]\nfn accepting(state: usize) -> bool {{\n    matches!(state, {})\n}}",
            if accepting.is_empty() {
                "_ if false".to_owned()
            } else {
                accepting.join(" | ")
            }
        );
        let _ = writeln!(
            w,
            "\n/// Whether pest's parser of the entry point `rule` matches the whole of\n\
             /// `input`, read once, byte by byte: None for a rule that is not an\n\
             /// entry point.\n\
             #[inline]\npub(crate) fn accepts(rule: Rule, input: &[u8]) -> Option<bool> {{\n    \
             let mut state: usize = match rule {{"
        );
        for (name, s) in &self.entries {
            let _ = writeln!(w, "        Rule::{name} => {s},");
        }
        let _ = writeln!(
            w,
            "        _ => return None,\n    }};\n    \
             for &b in input {{\n        \
             state = usize::from(NEXT[state][usize::from(BYTE_CLASS[usize::from(b)])]);\n        \
             if state == 0 {{\n            return Some(false);\n        }}\n    }}\n    \
             Some(accepting(state))\n}}"
        );
        out
    }
}

/// The text in place of the automaton where there is none: `accepts`
/// leaves every input to the compiled parser, and the comment says why.
pub(super) fn none(why: &str) -> String {
    format!(
        "\n// ---- No automaton (build/compile/automaton.rs): {why}. ----\n\n\
         /// Every input is left to the compiled parser.\n\
         #[inline]\npub(crate) fn accepts(_: Rule, _: &[u8]) -> Option<bool> {{\n    None\n}}\n"
    )
}
