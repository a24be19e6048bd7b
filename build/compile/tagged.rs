//! The tagged automaton: the grammar's entry points compiled into a
//! deterministic automaton that also writes down, as it reads each byte
//! once, where the spans the typed trees keep start and end (a tagged DFA,
//! after Laurikari's: registers of offsets, set and copied on transitions).
//!
//! PEG is deterministic: an accepted input has one parse, so one set of
//! spans. Before the input is read to its end, several parses may still be
//! open (`userinfo "@"` or a host, a scheme or a relative path). Each open
//! parse is a **thread**: where it stands in the grammar (a continuation,
//! a stack of what is left to match), the lookaheads it still owes (a
//! formula of the untagged construction, `automaton.rs`: the `¬S(a)` that
//! took an ordered choice's second alternative, the `S(e)` of `&e`), and
//! which tags it has set. A state of the automaton is the list of its
//! threads; each thread has its own registers. The threads' languages are
//! disjoint (an ordered choice's second alternative owes `¬S(a)`, which the
//! first's inputs break), so at the end of the input at most one accepts,
//! and its registers are the spans.
//!
//! Which spans: a rule's first span in the input (the outermost at equal
//! starts) wherever the walker table keeps it (`Role::Slot`, `Role::Leaf`)
//! and it is read (no rule around it is a `Leaf` or `Ignore`, nor atomic,
//! nor a lookahead): what `Filler` keeps of the spans the compiled parser
//! reports, since a slot keeps the first span it is offered
//! (`src/grammar/fill.rs`, `Span::first`). The table's kinds come from
//! `roles.rs`.

use super::super::roles::RoleKind;
use super::{has, Bdd, Builder, Node, Set, Term, ANY, FALSE, TRUE};
use super::{HashMap, HashSet};
use pest_meta::ast::RuleType;
use std::fmt::Write as _;

/// The grammars whose records the tagged automaton fills: where it reads
/// the corpora's lines in fewer instructions than the compiled parser,
/// rejected lines counted (a rejected line is read by both automata, the
/// untagged one for the error's offset). Measured with valgrind,
/// instructions a `historic.txt` line through `urispec::parse`, accepted
/// and rejected lines apart (BENCHMARKS.md, "The tagged automaton").
const TAGGED: &[&str] = &["rfc2396", "url-draft-02", "rfc1738"];

/// Why the other grammars keep the compiled parser for their records.
const NOT_TAGGED: &[(&str, &str)] = &[
    (
        "uri-draft",
        "it saves 11 instructions an accepted line and costs 313 more a rejected one",
    ),
    (
        "rfc1630",
        "it saves 9 instructions an accepted line and costs 181 more a rejected one",
    ),
    (
        "rfc1630-url",
        "it saves 151 instructions an accepted line and costs 710 more a rejected one, \
         where the compiled parser then reads the line again (its automaton does not decide)",
    ),
    (
        "url-draft-03",
        "it saves 147 instructions an accepted line and costs 674 more a rejected one, \
         where the compiled parser then reads the line again (its automaton does not decide)",
    ),
    ("rfc1808", "it costs 41 instructions more an accepted line"),
    ("rfc3986", "it costs 34 instructions more an accepted line"),
];

/// Whether the grammar at `origin` (`grammar/<name>.pest`) has a tagged
/// automaton, or why not.
pub(in super::super) fn chosen(origin: &str) -> Result<(), String> {
    let name = origin
        .rsplit('/')
        .next()
        .and_then(|file| file.strip_suffix(".pest"))
        .unwrap_or(origin);
    if TAGGED.contains(&name) {
        return Ok(());
    }
    match NOT_TAGGED.iter().find(|(grammar, _)| *grammar == name) {
        Some((_, why)) => Err(format!(
            "the compiled parser fills the records, since {why}"
        )),
        None => Err("not measured yet".into()),
    }
}

/// The most states the construction visits before it gives up.
const MAX_STATES: usize = 4_000;

/// A set of tags, by number.
type Tags = u128;

/// The most tags (rules whose span is kept) a grammar may have.
const MAX_TAGS: usize = 128;

/// One step of a thread's continuation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
enum Frame {
    /// Match the node; `true` where no span inside is kept.
    Expr(usize, bool),
    /// The repetition of the node, again or no more.
    Star(usize, bool),
    /// The bytes of the literal node from its `i`th.
    Lit(usize, usize),
    /// The span of the tag ends here.
    End(u8),
}

/// A thread: where its parse stands, what it owes, what it has set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
struct Thread {
    cont: u32,
    guard: Bdd,
    started: Tags,
    ended: Tags,
}

/// Where a thread can go from where it stands, before the next byte.
#[derive(Clone, Debug)]
struct Move {
    /// The lookaheads taken on the way (a conjunct of the guard).
    guard: Bdd,
    /// The tags that start and end here.
    starts: Tags,
    ends: Tags,
    /// What the thread has set after them.
    started: Tags,
    ended: Tags,
    /// `Some((bytes, continuation))` where it reads a byte of the set next;
    /// `None` where it is done (it accepts where the input ends).
    then: Option<(Set, u32)>,
}

/// Where a register's new value comes from on a transition.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Source {
    /// The offset of the byte read (the input's length at the end).
    Here,
    /// The register's value before the transition.
    Reg(usize),
}

/// The tagged automaton of a grammar's entry points.
pub(super) struct Tagged {
    /// The rule each tag is the span of.
    tags: Vec<String>,
    /// By state: the rules its threads stand in.
    notes: Vec<Vec<String>>,
    /// `next[state][class]`: the state after a byte of the class, and the
    /// operations on the way (an index into `ops`, 0 for none).
    next: Vec<Vec<(usize, usize)>>,
    /// The operations, each a parallel assignment of registers, written in
    /// an order that reads every register before it is written.
    ops: Vec<Vec<(usize, Source)>>,
    /// By state: where the input may end, the spans of the parse that then
    /// accepts, each `(tag, start, end)`.
    accepts: Accepts,
    /// The registers.
    registers: usize,
    /// Each entry rule and its start state.
    entries: Vec<(String, usize)>,
    /// The kind the walker table gives each rule, as read.
    roles: Vec<(String, RoleKind)>,
}

struct Construction<'b, 'c, 'g> {
    b: &'b mut Builder<'c, 'g>,
    roles: &'b std::collections::HashMap<String, RoleKind>,
    /// The tag of each rule whose span is kept.
    tag_of: HashMap<usize, u8>,
    tags: Vec<String>,
    /// The continuations: `(frame, rest)`, 0 the empty one.
    conts: Vec<(Frame, u32)>,
    cont_ids: HashMap<(Frame, u32), u32>,
    moves: HashMap<(u32, Tags, Tags), Vec<Move>>,
    /// `¬S(node)` and `S(node)` as formulas.
    not_matches: HashMap<usize, Bdd>,
    /// Each continuation's language, as a term of the untagged construction.
    terms: HashMap<u32, super::Id>,
    /// Whether a formula holds some input.
    inhabited: HashMap<Bdd, bool>,
}

impl Construction<'_, '_, '_> {
    fn push(&mut self, frame: Frame, rest: u32) -> u32 {
        if let Some(&id) = self.cont_ids.get(&(frame, rest)) {
            return id;
        }
        let id = u32::try_from(self.conts.len()).expect("fewer than 2^32 continuations");
        self.conts.push((frame, rest));
        self.cont_ids.insert((frame, rest), id);
        id
    }

    fn matches(&mut self, node: usize) -> Bdd {
        let term = self.b.term(Term::Cont(node, ANY));
        self.b.var(term)
    }

    fn not_matches(&mut self, node: usize) -> Bdd {
        if let Some(&b) = self.not_matches.get(&node) {
            return b;
        }
        let m = self.matches(node);
        let not = self.b.ite(m, FALSE, TRUE);
        self.not_matches.insert(node, not);
        not
    }

    /// The moves of a thread standing at `cont`, having set `started` and
    /// `ended`.
    fn moves(&mut self, cont: u32, started: Tags, ended: Tags) -> Result<Vec<Move>, String> {
        if let Some(done) = self.moves.get(&(cont, started, ended)) {
            return Ok(done.clone());
        }
        let mut out = Vec::new();
        let at = Move {
            guard: TRUE,
            starts: 0,
            ends: 0,
            started,
            ended,
            then: None,
        };
        self.expand(cont, at, false, &mut out, 0)?;
        self.moves.insert((cont, started, ended), out.clone());
        Ok(out)
    }

    /// Follow `cont` from `at` up to its next byte (or its end), each way
    /// PEG's choices allow, into `out`. `at_end`: an `EOI` was passed, so
    /// only the end may follow.
    fn expand(
        &mut self,
        cont: u32,
        at: Move,
        at_end: bool,
        out: &mut Vec<Move>,
        depth: usize,
    ) -> Result<(), String> {
        if at.guard == FALSE {
            return Ok(());
        }
        if depth > 10_000 {
            return Err("a continuation deeper than 10,000 frames".into());
        }
        if cont == 0 {
            out.push(at);
            return Ok(());
        }
        let (frame, rest) = self.conts[cont as usize];
        let depth = depth + 1;
        match frame {
            Frame::End(tag) => {
                let bit = 1 << tag;
                let at = Move {
                    ends: at.ends | bit,
                    ended: at.ended | bit,
                    ..at
                };
                self.expand(rest, at, at_end, out, depth)
            }
            Frame::Lit(node, i) => {
                if at_end {
                    return Ok(());
                }
                let Node::Literal(ref sets) = self.b.nodes[node] else {
                    unreachable!("a literal's frame")
                };
                let (set, len) = (sets[i], sets.len());
                let then = if i + 1 == len {
                    rest
                } else {
                    self.push(Frame::Lit(node, i + 1), rest)
                };
                out.push(Move {
                    then: Some((set, then)),
                    ..at
                });
                Ok(())
            }
            Frame::Star(node, muted) => {
                let again = self.push(Frame::Expr(node, muted), cont);
                self.expand(again, at.clone(), at_end, out, depth)?;
                let not = self.not_matches(node);
                let guard = self.b.and(at.guard, not);
                self.expand(rest, Move { guard, ..at }, at_end, out, depth)
            }
            Frame::Expr(node, muted) => match self.b.nodes[node] {
                Node::Bytes(set) => {
                    if !at_end {
                        out.push(Move {
                            then: Some((set, rest)),
                            ..at
                        });
                    }
                    Ok(())
                }
                Node::Literal(ref sets) if sets.is_empty() => {
                    self.expand(rest, at, at_end, out, depth)
                }
                Node::Literal(ref sets) => {
                    if at_end {
                        return Ok(());
                    }
                    let (set, len) = (sets[0], sets.len());
                    let then = if len == 1 {
                        rest
                    } else {
                        self.push(Frame::Lit(node, 1), rest)
                    };
                    out.push(Move {
                        then: Some((set, then)),
                        ..at
                    });
                    Ok(())
                }
                Node::Seq(a, b) => {
                    let then = self.push(Frame::Expr(b, muted), rest);
                    let first = self.push(Frame::Expr(a, muted), then);
                    self.expand(first, at, at_end, out, depth)
                }
                Node::Choice(a, b) => {
                    let first = self.push(Frame::Expr(a, muted), rest);
                    self.expand(first, at.clone(), at_end, out, depth)?;
                    let not = self.not_matches(a);
                    let guard = self.b.and(at.guard, not);
                    let second = self.push(Frame::Expr(b, muted), rest);
                    self.expand(second, Move { guard, ..at }, at_end, out, depth)
                }
                Node::Opt(a) => {
                    let taken = self.push(Frame::Expr(a, muted), rest);
                    self.expand(taken, at.clone(), at_end, out, depth)?;
                    let not = self.not_matches(a);
                    let guard = self.b.and(at.guard, not);
                    self.expand(rest, Move { guard, ..at }, at_end, out, depth)
                }
                Node::Rep(a) => {
                    let star = self.push(Frame::Star(a, muted), rest);
                    self.expand(star, at, at_end, out, depth)
                }
                Node::RepOnce(a) => {
                    let star = self.push(Frame::Star(a, muted), rest);
                    let first = self.push(Frame::Expr(a, muted), star);
                    self.expand(first, at, at_end, out, depth)
                }
                Node::Ahead(a) => {
                    let m = self.matches(a);
                    let guard = self.b.and(at.guard, m);
                    self.expand(rest, Move { guard, ..at }, at_end, out, depth)
                }
                Node::NotAhead(a) => {
                    let not = self.not_matches(a);
                    let guard = self.b.and(at.guard, not);
                    self.expand(rest, Move { guard, ..at }, at_end, out, depth)
                }
                Node::Eoi => self.expand(rest, at, true, out, depth),
                Node::Call(body) => {
                    let rule = self.b.node_rule[node];
                    if muted {
                        let inner = self.push(Frame::Expr(body, true), rest);
                        return self.expand(inner, at, at_end, out, depth);
                    }
                    let (inner_muted, tag) = self.entered(rule)?;
                    match tag {
                        Some(tag) if at.started & (1 << tag) == 0 => {
                            let bit = 1 << tag;
                            let end = self.push(Frame::End(tag), rest);
                            let inner = self.push(Frame::Expr(body, inner_muted), end);
                            let at = Move {
                                starts: at.starts | bit,
                                started: at.started | bit,
                                ..at
                            };
                            self.expand(inner, at, at_end, out, depth)
                        }
                        _ => {
                            let inner = self.push(Frame::Expr(body, inner_muted), rest);
                            self.expand(inner, at, at_end, out, depth)
                        }
                    }
                }
            },
        }
    }

    /// Entering rule `rule` where spans are read: whether the spans inside
    /// are not, and its tag where its span is kept.
    fn entered(&mut self, rule: usize) -> Result<(bool, Option<u8>), String> {
        let r = self.b.compiler.rules[rule];
        if r.ty == RuleType::Silent {
            return Ok((false, None));
        }
        let kind = *self
            .roles
            .get(&r.name)
            .ok_or_else(|| format!("the walker table gives `{}` no role", r.name))?;
        let muted = r.ty == RuleType::Atomic || !kind.descends();
        if !kind.kept() {
            return Ok((muted, None));
        }
        let tag = *self
            .tag_of
            .get(&rule)
            .ok_or_else(|| format!("`{}` kept but given no tag", r.name))?;
        Ok((muted, Some(tag)))
    }

    /// The language of the continuation `cont`, as a term (the tags left
    /// out: they match nothing).
    fn term(&mut self, cont: u32) -> super::Id {
        if cont == 0 {
            return super::END;
        }
        if let Some(&id) = self.terms.get(&cont) {
            return id;
        }
        let (frame, rest) = self.conts[cont as usize];
        let rest = self.term(rest);
        let id = match frame {
            Frame::Expr(node, _) => self.b.term(Term::Cont(node, rest)),
            Frame::Star(node, _) => self.b.term(Term::Star(node, rest)),
            Frame::Lit(node, i) => self.b.term(Term::Literal(node, i, rest)),
            Frame::End(_) => rest,
        };
        self.terms.insert(cont, id);
        id
    }

    /// Whether some input completes the thread: the language of its
    /// continuation and its guard meet. A thread that no input completes
    /// is dropped, so that it does not keep apart states that are the same.
    fn alive(&mut self, thread: &Thread) -> Result<bool, String> {
        let term = self.term(thread.cont);
        let v = self.b.var(term);
        let f = self.b.and(v, thread.guard);
        if let Some(&known) = self.inhabited.get(&f) {
            return Ok(known);
        }
        // Breadth first over the formula's derivatives.
        let classes = self.b.representatives.len();
        let mut seen: HashSet<Bdd> = [f].into_iter().collect();
        let mut todo = vec![f];
        let mut found = false;
        while let Some(g) = todo.pop() {
            if g == FALSE {
                continue;
            }
            if let Some(&known) = self.inhabited.get(&g) {
                if known {
                    found = true;
                    break;
                }
                continue;
            }
            if self.b.empty_in(g)? {
                found = true;
                break;
            }
            for class in 0..classes {
                if self.b.representatives[class].is_none() {
                    continue;
                }
                let h = self.b.derive(g, class)?;
                if seen.insert(h) {
                    todo.push(h);
                }
            }
        }
        if !found {
            for g in seen {
                self.inhabited.insert(g, false);
            }
        }
        self.inhabited.insert(f, found);
        Ok(found)
    }

    /// The rules a thread stands in (for the state's comment).
    fn rules(&self, thread: &Thread) -> Vec<String> {
        let mut rules = Vec::new();
        let mut cont = thread.cont;
        while cont != 0 {
            let (frame, rest) = self.conts[cont as usize];
            match frame {
                Frame::Expr(node, _) | Frame::Star(node, _) | Frame::Lit(node, _) => {
                    rules.push(self.b.compiler.rules[self.b.node_rule[node]].name.clone());
                }
                Frame::End(_) => {}
            }
            cont = rest;
        }
        rules
    }
}

/// The `k`th register of tag `t`'s start (`end` false) or end. A state
/// keeps, for each of its threads and tags, which `k` holds the thread's
/// value: threads whose value is one (taken from one register, or set by
/// one transition) share a register, so that where the threads around a
/// tag come and go, as the alternatives of a host do, nothing is copied.
fn register(tags: usize, k: usize, t: usize, end: bool) -> usize {
    (k * tags + t) * 2 + usize::from(end)
}

/// No register: the thread has not set the tag.
const UNSET: u8 = u8::MAX;

/// A state: its threads, each with its registers (`k` of [`register`]) for
/// each tag's start and end, in turn.
type State = Vec<(Thread, Vec<u8>)>;

/// A parallel assignment in an order that reads each register before it
/// is written (`usize::MAX` is the temporary that breaks a cycle).
fn sequential(mut pending: Vec<(usize, Source)>) -> Vec<(usize, Source)> {
    pending.retain(|&(dst, src)| src != Source::Reg(dst));
    let mut out = Vec::new();
    while !pending.is_empty() {
        let free = pending.iter().position(|&(dst, _)| {
            !pending
                .iter()
                .any(|&(other, src)| other != dst && src == Source::Reg(dst))
        });
        match free {
            Some(i) => out.push(pending.remove(i)),
            None => {
                // A cycle: keep one register in the temporary.
                let (dst, _) = pending[0];
                out.push((usize::MAX, Source::Reg(dst)));
                for (_, src) in &mut pending {
                    if *src == Source::Reg(dst) {
                        *src = Source::Reg(usize::MAX);
                    }
                }
            }
        }
    }
    out
}

/// Build the tagged automaton of the entry points `entries` (each rule's
/// name, the node of what follows its `SOI`, and the rule's index).
pub(super) fn build(
    b: &mut Builder<'_, '_>,
    roles: &std::collections::HashMap<String, RoleKind>,
    entries: &[(String, usize, usize)],
) -> Result<Tagged, String> {
    for rule in &b.compiler.rules {
        if rule.ty != RuleType::Silent && !roles.contains_key(&rule.name) {
            return Err(format!("the walker table gives `{}` no role", rule.name));
        }
    }
    let mut c = Construction {
        b,
        roles,
        tag_of: HashMap::default(),
        tags: Vec::new(),
        conts: vec![(Frame::End(0), 0)],
        cont_ids: HashMap::default(),
        moves: HashMap::default(),
        not_matches: HashMap::default(),
        terms: HashMap::default(),
        inhabited: HashMap::default(),
    };
    // A tag for every rule whose span the table keeps, numbered before
    // any register is: thread `j`'s registers are `2 (j T + t)` and the
    // next, `T` the number of tags.
    for (index, rule) in c.b.compiler.rules.iter().enumerate() {
        if rule.ty != RuleType::Silent && roles.get(&rule.name).is_some_and(|k| k.kept()) {
            if c.tags.len() >= MAX_TAGS {
                return Err(format!("more than {MAX_TAGS} tags"));
            }
            let tag = u8::try_from(c.tags.len()).expect("fewer than 256 tags");
            c.tag_of.insert(index, tag);
            c.tags.push(rule.name.clone());
        }
    }
    let classes = c.b.representatives.len();
    let mut states: Vec<State> = vec![Vec::new()];
    let mut index: HashMap<State, usize> = [(Vec::new(), 0)].into_iter().collect();
    let mut starts = Vec::new();
    for (name, body, rule) in entries {
        // The entry rule's own pair, where its span is kept.
        let (muted, tag) = match c.b.compiler.rules[*rule].ty {
            RuleType::Silent => (false, None),
            _ => c.entered(*rule)?,
        };
        let mut cont = 0;
        let mut started = 0;
        if let Some(tag) = tag {
            cont = c.push(Frame::End(tag), 0);
            started = 1 << tag;
        }
        cont = c.push(Frame::Expr(*body, muted), cont);
        let thread = Thread {
            cont,
            guard: TRUE,
            started,
            ended: 0,
        };
        let mut shared = vec![UNSET; 2 * c.tags.len()];
        if let Some(tag) = tag {
            shared[2 * usize::from(tag)] = 0;
        }
        let state = vec![(thread, shared)];
        let s = *index.entry(state.clone()).or_insert_with(|| {
            states.push(state);
            states.len() - 1
        });
        starts.push((name.clone(), s, tag));
    }
    let mut next: Vec<Vec<(usize, usize)>> = Vec::new();
    let mut ops: Vec<Vec<(usize, Source)>> = vec![Vec::new()];
    let mut op_index: HashMap<Vec<(usize, Source)>, usize> =
        [(Vec::new(), 0)].into_iter().collect();
    let mut accepts = Vec::new();
    // The most threads of a state that have started one tag.
    let mut widest = 1;
    // The entry's own tag starts at 0: its register is set before the
    // first byte (the start state's `started`), so every thread of a start
    // state has it at 0, as the registers start.
    let mut done = 0;
    while done < states.len() {
        let (threads, parent_regs): (Vec<Thread>, Vec<Vec<u8>>) =
            states[done].iter().cloned().unzip();
        let mut all_moves = Vec::with_capacity(threads.len());
        for thread in &threads {
            all_moves.push(c.moves(thread.cont, thread.started, thread.ended)?);
        }
        let mut row = Vec::with_capacity(classes);
        for class in 0..classes {
            let Some(byte) = c.b.representatives[class] else {
                row.push((0, 0));
                continue;
            };
            let mut children: Vec<(Thread, usize, Tags, Tags)> = Vec::new();
            let mut seen: HashSet<Thread> = HashSet::default();
            for (i, thread) in threads.iter().enumerate() {
                for mv in &all_moves[i] {
                    let Some((set, then)) = mv.then else {
                        continue;
                    };
                    if !has(&set, byte) {
                        continue;
                    }
                    let guard = c.b.and(thread.guard, mv.guard);
                    let guard = c.b.derive(guard, class)?;
                    if guard == FALSE {
                        continue;
                    }
                    let child = Thread {
                        cont: then,
                        guard,
                        started: mv.started,
                        ended: mv.ended,
                    };
                    if seen.insert(child) && c.alive(&child)? {
                        children.push((child, i, mv.starts, mv.ends));
                    }
                }
            }
            children.sort_by_key(|&(child, ..)| child);
            let tags = c.tags.len().max(1);
            // Each tag's registers in the new state: one for each distinct
            // value its threads hold (threads that took it from one
            // register, or that set it here, share one), numbered in the
            // order of the threads.
            let mut regs = vec![vec![UNSET; 2 * c.tags.len()]; children.len()];
            let mut assign = Vec::new();
            for t in 0..c.tags.len() {
                let bit = 1u128 << t;
                for end in [false, true] {
                    let mut sources: Vec<Source> = Vec::new();
                    for (j, &(child, i, starts, ends)) in children.iter().enumerate() {
                        let (has_it, here) = if end {
                            (child.ended & bit != 0, ends & bit != 0)
                        } else {
                            (child.started & bit != 0, starts & bit != 0)
                        };
                        if !has_it {
                            continue;
                        }
                        let src = if here {
                            Source::Here
                        } else {
                            let k = parent_regs[i][2 * t + usize::from(end)];
                            Source::Reg(register(tags, usize::from(k), t, end))
                        };
                        let k = match sources.iter().position(|&s| s == src) {
                            Some(k) => k,
                            None => {
                                sources.push(src);
                                sources.len() - 1
                            }
                        };
                        regs[j][2 * t + usize::from(end)] =
                            u8::try_from(k).map_err(|_| "more than 255 registers a tag")?;
                    }
                    widest = widest.max(sources.len());
                    for (k, src) in sources.into_iter().enumerate() {
                        assign.push((register(tags, k, t, end), src));
                    }
                }
            }
            let state: State = children
                .iter()
                .zip(regs)
                .map(|(&(child, ..), regs)| (child, regs))
                .collect();
            let assign = sequential(assign);
            let op = match op_index.get(&assign) {
                Some(&op) => op,
                None => {
                    ops.push(assign.clone());
                    op_index.insert(assign, ops.len() - 1);
                    ops.len() - 1
                }
            };
            let to = match index.get(&state) {
                Some(&to) => to,
                None => {
                    states.push(state.clone());
                    index.insert(state, states.len() - 1);
                    states.len() - 1
                }
            };
            row.push((to, if to == 0 { 0 } else { op }));
        }
        next.push(row);
        // Where the input may end here.
        let mut accepting = None;
        for (i, thread) in threads.iter().enumerate() {
            for mv in &all_moves[i] {
                if mv.then.is_some() {
                    continue;
                }
                let guard = c.b.and(thread.guard, mv.guard);
                if !c.b.empty_in(guard)? {
                    continue;
                }
                if accepting.is_some() {
                    return Err(format!(
                        "two parses accept in one state ({})",
                        c.rules(thread).join(" < ")
                    ));
                }
                if mv.started != mv.ended {
                    return Err("a span kept but not ended where the input ends".into());
                }
                let tags = c.tags.len().max(1);
                let spans = (0..c.tags.len())
                    .filter(|&t| mv.started & (1 << t) != 0)
                    .map(|t| {
                        let bit = 1u128 << t;
                        let start = if mv.starts & bit != 0 {
                            Source::Here
                        } else {
                            Source::Reg(register(
                                tags,
                                usize::from(parent_regs[i][2 * t]),
                                t,
                                false,
                            ))
                        };
                        let end = if mv.ends & bit != 0 {
                            Source::Here
                        } else {
                            Source::Reg(register(
                                tags,
                                usize::from(parent_regs[i][2 * t + 1]),
                                t,
                                true,
                            ))
                        };
                        (t, start, end)
                    })
                    .collect();
                accepting = Some(spans);
            }
        }
        accepts.push(accepting);
        done += 1;
        if states.len() > MAX_STATES {
            return Err(format!("more than {MAX_STATES} states"));
        }
    }
    let notes: Vec<Vec<String>> = states
        .iter()
        .map(|threads| {
            let mut rules: Vec<String> = threads.iter().flat_map(|(t, _)| c.rules(t)).collect();
            rules.sort_unstable();
            rules.dedup();
            rules
        })
        .collect();
    let mut entries: Vec<(String, usize)> = starts
        .iter()
        .map(|(name, s, _)| (name.clone(), *s))
        .collect();
    for (_, s, tag) in &starts {
        // An entry rule whose span is kept starts at 0 in its start state.
        if tag.is_some() && states[*s].len() != 1 {
            return Err("an entry point's start state of more than one thread".into());
        }
    }
    let (next, accepts, notes) = minimize(next, accepts, notes, &mut entries);
    let mut roles: Vec<(String, RoleKind)> = roles
        .iter()
        .map(|(name, &kind)| (name.clone(), kind))
        .collect();
    roles.sort_by(|a, b| a.0.cmp(&b.0));
    let registers = widest * c.tags.len().max(1) * 2;
    Ok(Tagged {
        tags: c.tags,
        notes,
        next,
        ops,
        accepts,
        registers,
        entries,
        roles,
    })
}

/// Each state's row and acceptance, as built.
type Rows = Vec<Vec<(usize, usize)>>;
type Accepts = Vec<Option<Spans>>;

/// The spans a state reports where the input ends: each tag, where it
/// starts and ends.
type Spans = Vec<(usize, Source, Source)>;

/// The smallest automaton that reads the same inputs into the same
/// registers: Moore's refinement of the states by what they report where
/// the input ends, then by the blocks and operations of their rows. State
/// 0 stays the dead state; the rest are numbered breadth first from the
/// entries, whose numbers are renewed in place. The notes of merged states
/// are merged.
fn minimize(
    next: Rows,
    accepts: Accepts,
    notes: Vec<Vec<String>>,
    entries: &mut [(String, usize)],
) -> (Rows, Accepts, Vec<Vec<String>>) {
    let mut first: HashMap<Option<&Option<Spans>>, usize> = [(None, 0)].into_iter().collect();
    let mut block: Vec<usize> = (0..next.len())
        .map(|s| {
            let key = (s != 0).then_some(&accepts[s]);
            let count = first.len();
            *first.entry(key).or_insert(count)
        })
        .collect();
    loop {
        let mut numbers: HashMap<(usize, Vec<(usize, usize)>), usize> = HashMap::default();
        let refined: Vec<usize> = (0..next.len())
            .map(|s| {
                let row = next[s].iter().map(|&(t, op)| (block[t], op)).collect();
                let count = numbers.len();
                *numbers.entry((block[s], row)).or_insert(count)
            })
            .collect();
        let before = block.iter().collect::<HashSet<_>>().len();
        block = refined;
        if numbers.len() == before {
            break;
        }
    }
    let mut number: HashMap<usize, usize> = HashMap::default();
    let mut order: Vec<usize> = Vec::new();
    let mut visit = |s: usize, order: &mut Vec<usize>| {
        *number.entry(block[s]).or_insert_with(|| {
            order.push(s);
            order.len() - 1
        })
    };
    visit(0, &mut order);
    for (_, s) in entries.iter_mut() {
        *s = visit(*s, &mut order);
    }
    let mut i = 0;
    while i < order.len() {
        for &(t, _) in &next[order[i]] {
            visit(t, &mut order);
        }
        i += 1;
    }
    let mut merged: Vec<Vec<String>> = vec![Vec::new(); order.len()];
    for (s, rules) in notes.into_iter().enumerate() {
        merged[visit(s, &mut order)].extend(rules);
    }
    for rules in &mut merged {
        rules.sort_unstable();
        rules.dedup();
    }
    let rows = order
        .iter()
        .map(|&s| {
            next[s]
                .iter()
                .map(|&(t, op)| (visit(t, &mut Vec::new()), op))
                .collect()
        })
        .collect();
    let accepts = order.iter().map(|&s| accepts[s].clone()).collect();
    (rows, accepts, merged)
}

impl Tagged {
    /// The Rust text of the tagged automaton: `tagged`, which runs it, and
    /// its tables, over the untagged automaton's `BYTE_CLASS` (of
    /// `class_count` classes); or why it cannot be written.
    pub(super) fn emit(&self, class_count: usize) -> Result<String, String> {
        let mut out = String::new();
        let w = &mut out;
        let states = self.next.len();
        let stride = class_count.next_power_of_two();
        let len = (states * stride).next_power_of_two();
        // A cell is `offset | op << OP_SHIFT`: the next state's row offset,
        // and its operations (DEAD where the state is the dead one).
        if len > 1 << OP_SHIFT || self.ops.len() >= DEAD as usize {
            return Err(format!(
                "{states} states of {stride} classes and {} operations do not fit a cell",
                self.ops.len()
            ));
        }
        let _ = writeln!(
            w,
            "\n// ---- The tagged automaton (build/compile/tagged.rs) ----\n\
             // {states} states over the {class_count} classes of bytes above; {} tags, {} registers,\n\
             // {} operations. A thread of a state is a parse still open there.",
            self.tags.len(),
            self.registers,
            self.ops.len() - 1
        );
        let _ = writeln!(
            w,
            "\n/// The tags: the rules whose first span the walker table keeps.\n\
             const TAGS: [Rule; {}] = [{}];",
            self.tags.len(),
            self.tags
                .iter()
                .map(|t| format!("Rule::{t}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        let _ = writeln!(
            w,
            "\n/// The kinds of role build.rs read from the walker table (build/compile/roles.rs);\n\
             /// the grammar's tests hold them to the table.\n\
             #[cfg(test)]\n\
             pub(crate) const TAGGED_ROLES: &[(Rule, &str)] = &["
        );
        for (name, kind) in &self.roles {
            let _ = writeln!(w, "    (Rule::{name}, \"{}\"),", kind.name());
        }
        let _ = writeln!(w, "];");
        let _ = writeln!(
            w,
            "\n/// Each state's row, {stride} wide: for each class, the next state's row\n\
             /// offset, and the operations on the way above bit {OP_SHIFT} ({DEAD} where no\n\
             /// input that begins so matches). The comment names each state's number\n\
             /// and offset, and the rules its threads stand in.\n\
             static TAGGED_NEXT: [u32; {len}] = ["
        );
        for (s, row) in self.next.iter().enumerate() {
            let note = if s == 0 {
                "nothing: no input that begins so matches".to_owned()
            } else if self.notes[s].is_empty() {
                "nothing more".to_owned()
            } else {
                format!("in {}", self.notes[s].join(", "))
            };
            let mut cells: Vec<String> = row
                .iter()
                .map(|&(to, op)| {
                    let op = if to == 0 { DEAD } else { op as u32 };
                    ((to * stride) as u32 | op << OP_SHIFT).to_string()
                })
                .collect();
            cells.resize(stride, (DEAD << OP_SHIFT).to_string());
            let accepts = if self.accepts[s].is_some() {
                "accepts; "
            } else {
                ""
            };
            let _ = writeln!(
                w,
                "    // {s} (at {}): {accepts}{note}\n    {},",
                s * stride,
                cells.join(", ")
            );
        }
        if len > states * stride {
            let _ = writeln!(
                w,
                "    // padding to a power of two\n    {}",
                format!("{}, ", DEAD << OP_SHIFT)
                    .repeat(len - states * stride)
                    .trim_end()
            );
        }
        let _ = writeln!(w, "];");
        let regs = self.registers;
        let _ = writeln!(
            w,
            "\n/// The registers: thread `j`'s tag `t` starts in `2 (j T + t)` and ends\n\
             /// in the next ({} tags).\n\
             const REGISTERS: usize = {regs};\n\n\
             /// The operations `op` of a transition at `pos`. Not inlined: the\n\
             /// registers then stay an array in memory, where inlined they are\n\
             /// made into as many values as there are registers, carried round the\n\
             /// loop.\n\
             #[inline(never)]\n\
             fn tagged_ops(op: u32, pos: u32, r: &mut [u32; REGISTERS]) {{\n    \
             match op {{",
            self.tags.len()
        );
        for (i, assign) in self.ops.iter().enumerate().skip(1) {
            let mut body = String::new();
            for &(dst, src) in assign {
                let value = match src {
                    Source::Here => "pos".to_owned(),
                    Source::Reg(usize::MAX) => "t".to_owned(),
                    Source::Reg(r) => format!("r[{r}]"),
                };
                if dst == usize::MAX {
                    let _ = write!(body, " let t = {value};");
                } else {
                    let _ = write!(body, " r[{dst}] = {value};");
                }
            }
            let _ = writeln!(w, "        {i} => {{{body} }}");
        }
        let _ = writeln!(w, "        _ => {{}}\n    }}\n}}");
        // Acceptance.
        let _ = writeln!(
            w,
            "\n/// Where the input ends, `end` bytes in, in the state at `state`: the\n\
             /// spans of the parse that accepts reported to `s`, or false where none\n\
             /// does.\n\
             #[inline]\n\
             fn tagged_accept<S: Sink<Rule>>(state: usize, end: u32, r: &[u32; REGISTERS], s: &mut S) -> bool {{\n    \
             match state {{"
        );
        for (st, accept) in self.accepts.iter().enumerate() {
            let Some(spans) = accept else { continue };
            let mut body = String::new();
            for &(t, start, end) in spans {
                let v = |src: Source| match src {
                    Source::Here => "end as usize".to_owned(),
                    Source::Reg(r) => format!("r[{r}] as usize"),
                };
                let _ = write!(
                    body,
                    "\n            let m = s.mark();\n            s.span(TAGS[{t}], {}, {}, m);",
                    v(start),
                    v(end)
                );
            }
            let _ = writeln!(
                w,
                "        // {st}\n        {} => {{{body}\n            true\n        }}",
                st * stride
            );
        }
        let _ = writeln!(w, "        _ => false,\n    }}\n}}");
        let _ = writeln!(
            w,
            "\n/// The row offset of the tagged automaton's start state of the entry\n\
             /// point `rule`.\n\
             #[inline]\nfn tagged_entry(rule: Rule) -> Option<usize> {{\n    match rule {{"
        );
        for (name, s) in &self.entries {
            let _ = writeln!(w, "        Rule::{name} => Some({}),", s * stride);
        }
        let _ = writeln!(
            w,
            "        _ => None,\n    }}\n}}\n\n\
             /// Run the tagged automaton of the entry point `rule` on `input`, each\n\
             /// byte once: where it accepts, the spans the walker table keeps\n\
             /// reported to `s`, and the input's length; where it rejects and the\n\
             /// untagged automaton decides, its offset. None where the compiled\n\
             /// parser is to run: a rule that is not an entry point, an input of\n\
             /// 4 GiB or more (the registers are `u32`), a rejection the untagged\n\
             /// automaton does not place.\n\
             #[inline]\n\
             pub(crate) fn tagged<S: Sink<Rule>>(rule: Rule, input: &[u8], s: &mut S) -> Option<Result<usize, usize>> {{\n    \
             let mut state = tagged_entry(rule)?;\n    \
             let end = u32::try_from(input.len()).ok()?;\n    \
             let mut r = [0u32; REGISTERS];\n    \
             let mut pos = 0u32;\n    \
             // Four bytes a round, then the rest: one test a byte, for an\n    \
             // operation or the dead state, and no count of the round's bytes.\n    \
             macro_rules! step {{\n        \
             ($b:expr, $at:expr) => {{\n            \
             let t = TAGGED_NEXT[(state + usize::from(BYTE_CLASS[usize::from($b)])) & {mask}];\n            \
             state = t as usize;\n            \
             if t > {offset_mask} {{\n                \
             if t >> {OP_SHIFT} == {DEAD} {{\n                    \
             return tagged_rejected(rule, input);\n                }}\n                \
             state = (t & {offset_mask}) as usize;\n                \
             tagged_ops(t >> {OP_SHIFT}, $at, &mut r);\n            }}\n        \
             }};\n    }}\n    \
             let mut rounds = input.chunks_exact(4);\n    \
             for round in &mut rounds {{\n        \
             step!(round[0], pos);\n        \
             step!(round[1], pos + 1);\n        \
             step!(round[2], pos + 2);\n        \
             step!(round[3], pos + 3);\n        \
             pos += 4;\n    }}\n    \
             for &b in rounds.remainder() {{\n        \
             step!(b, pos);\n        \
             pos += 1;\n    }}\n    \
             if tagged_accept(state, end, &r, s) {{\n        \
             return Some(Ok(input.len()));\n    }}\n    \
             tagged_rejected(rule, input)\n}}\n\n\
             /// Where the tagged automaton rejects: the untagged automaton's offset\n\
             /// where it decides, else None (the compiled parser runs).\n\
             #[cold]\n\
             fn tagged_rejected(rule: Rule, input: &[u8]) -> Option<Result<usize, usize>> {{\n    \
             if DECIDES {{\n        if let Err(at) = accepts(rule, input)? {{\n            return Some(Err(at));\n        }}\n    }}\n    \
             None\n}}",
            mask = len - 1,
            offset_mask = (1u32 << OP_SHIFT) - 1,
        );
        Ok(out)
    }
}

/// Where a cell of the generated rows keeps its operations.
const OP_SHIFT: u32 = 20;

/// The operations of a cell that leads to the dead state.
const DEAD: u32 = (1 << (32 - OP_SHIFT)) - 1;

/// The text in place of the tagged automaton where there is none.
pub(super) fn none(why: &str) -> String {
    let mut text = String::from("\n// ---- No tagged automaton (build/compile/tagged.rs) ----\n//");
    let mut width = 2;
    for word in why.split_whitespace() {
        if width + 1 + word.len() > 80 {
            text.push_str("\n//");
            width = 2;
        }
        text.push(' ');
        text.push_str(word);
        width += 1 + word.len();
    }
    text.push_str(
        ".\n\n/// Every record is filled by the compiled parser.\n\
         #[inline]\n\
         pub(crate) fn tagged<S: Sink<Rule>>(_: Rule, _: &[u8], _: &mut S) -> Option<Result<usize, usize>> {\n    None\n}\n",
    );
    text
}
