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
//! constructed, one per formula, before minimization. The tagged automata
//! of those grammars are refined by it (`tagged/refine.rs`: each of their
//! states paired with the explaining automaton's), so that where one
//! stops, its dead end is known; it is read on its own only where no
//! tagged automaton ran (a parse that keeps nothing, as a reference's
//! check before it is resolved, and `oracle`'s tests).
//!
//! In the grammars of `PLACES` the explaining automaton also keeps apart
//! the places a rule is called from: a call continues the rule's body with
//! `Ret(call, K)`, a term of `K`'s language taken apart as `K` is, so two
//! calls of one rule that the same input follows are two states until the
//! rule ends. Its table then passes 65,536 cells, and a cell holds the
//! next state's number, not its row's offset (`numbered` in
//! src/grammar/dfa.rs).
//!
//! What the automaton does not give yet, and the compiled parser still
//! does: the spans (the typed trees' records) and, on a rejection, the
//! furthest offset pest failed at (the error's). The generated `run`
//! uses it where nothing is kept (the sink `Null`) and it accepts.

#[path = "automaton/fx.rs"]
mod fx;

use fx::{HashMap, HashSet};

use pest_meta::ast::{Expr, Rule};

use super::{builtin_class, first, flatten, Compiler};

#[path = "automaton/dead_ends.rs"]
mod dead_ends;
#[path = "automaton/emit.rs"]
mod emit;
#[path = "automaton/formulas.rs"]
mod formulas;
#[path = "automaton/minimize.rs"]
mod minimize;

use minimize::minimize;
#[path = "tagged.rs"]
pub(super) mod tagged;

pub(super) use emit::none;

/// The most states the construction visits before it gives up (the
/// generated code then says so, and the compiled parser decides alone).
const MAX_STATES: usize = 20_000;

/// The most cells of the explaining automaton's table (512 KiB): where its
/// states are kept apart by the places of the grammar (`PLACES`), its
/// offsets pass 65,535, and each cell holds a state's number instead.
const EXPLAINING_CELLS: usize = 1 << 18;

/// The most entries a table of rows 256 wide, one column a byte, may
/// have (8 KiB): an automaton of up to 16 states steps without looking up
/// the byte's class.
const BYTE_ROWS: usize = 4096;

use formulas::{has, set_of, single, Set};

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
    /// its dead end (none past [`EXPLAINING_CELLS`]).
    explaining: Option<Explaining>,
    /// The tagged automaton, which also keeps the spans, or why there is
    /// none.
    tagged: Result<tagged::Tagged, String>,
    /// The tagged automaton of the scheme alone, where the grammar has one
    /// (`SCHEME_TAGGED`), or why it could not be built.
    scheme_tagged: Option<Result<tagged::Tagged, String>>,
}

/// The explaining automaton's rows, acceptance, literal depths and entry
/// states (as [`Automaton`]'s).
struct Explaining {
    next: Vec<Vec<usize>>,
    accepting: Vec<bool>,
    back: Vec<u8>,
    entries: Vec<(String, usize)>,
    /// Per state, the classes that kill it though a term of its formula
    /// reads them (a lookahead's, a choice's that an earlier one rules
    /// out): pest tries a token there that matches, so its record can
    /// depend on which of them kills. The other killing classes match no
    /// token of any term and leave one record. Kept where the grammar's
    /// dead ends are told apart by class (`PLACES`), else empty.
    semantic: Vec<Vec<usize>>,
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
    /// `K` after the rule called at the node `call` ends: the same
    /// language as `K`, a term apart only so that the states of the
    /// explaining automaton inside a rule are apart by the place it was
    /// called from (`Builder::places`).
    Ret(usize, Id),
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
    /// [`Builder::touches`] of each term taken apart, and those being.
    touched: HashMap<Id, formulas::Set>,
    touching: HashSet<Id>,
    /// Whether a rule's body is continued by a term of the place it is
    /// called from (`Term::Ret`), so that two calls of one rule followed
    /// alike are not one state (`PLACES`).
    places: bool,
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
            touched: HashMap::default(),
            touching: HashSet::default(),
            places: false,
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
}

impl Compiler<'_> {
    /// The automaton of the grammar's entry points (the rules that start
    /// with `SOI`), or why there is none.
    pub(super) fn automaton(&self, origin: &str) -> Result<Automaton, String> {
        let mut builder = Builder::new(self);
        builder.places = PLACES
            .iter()
            .any(|grammar| origin.ends_with(&format!("/{grammar}.pest")));
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
        let semantic = if builder.places {
            states
                .iter()
                .zip(&next)
                .map(|(&b, row)| builder.read_though_dead(b, row, &classes))
                .collect::<Result<Vec<_>, String>>()?
        } else {
            Vec::new()
        };
        let explaining = (next.len() * stride <= EXPLAINING_CELLS).then(|| Explaining {
            next: next.clone(),
            accepting: accepting.clone(),
            back: back.clone(),
            entries: entries.clone(),
            semantic,
        });
        let tagged = match &self.roles {
            Some(Ok(roles)) => tagged::build(&mut builder, roles, &bodies),
            Some(Err(why)) => Err(why.clone()),
            None => Err("no walker table".into()),
        };
        let scheme_tagged = self
            .scheme_roles
            .as_ref()
            .map(|roles| tagged::build(&mut builder, roles, &bodies));
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
            scheme_tagged,
        })
    }
}

/// The grammars whose explaining automaton keeps apart the places a rule
/// is called from (`Builder::places`): there pest records a rejection's
/// attempts with the rules around them (`url:` before a URL or not, a
/// `port` of `telnet` or the `digits` of `nntp`), so two calls of one rule
/// that the same input follows are two states.
const PLACES: &[&str] = &["rfc1630-url", "url-draft-03"];
