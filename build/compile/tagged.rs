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
//! threads, each with the registers that hold its tags' offsets (threads
//! that hold one offset share a register, and registers no state holds
//! together are renamed to one). The threads' languages are
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
use super::{has, Bdd, Builder, Set, FALSE, TRUE};
use super::{HashMap, HashSet};
use pest_meta::ast::RuleType;

#[path = "tagged/emit.rs"]
mod emit;
#[path = "tagged/minimize.rs"]
mod minimize;
#[path = "tagged/pairs.rs"]
mod pairs;
#[path = "tagged/refine.rs"]
mod refine;
#[path = "tagged/threads.rs"]
mod threads;

pub(super) use emit::{no_scheme_only, none};
use minimize::{minimize, Accepts};
use threads::Construction;

/// The grammars whose records the tagged automaton fills: where it reads
/// the corpora's lines in fewer instructions than the compiled parser,
/// rejected lines counted. A rejected line is read again for the error's
/// offset (by the untagged automaton where it decides, else by the
/// compiled parser); where the error is taken from the explaining
/// automaton's dead end (`rfc1808`, `rfc2396`, `rfc3986`, `url-draft-02`,
/// `rfc1738`), the tagged automaton is refined by the explaining one
/// (`refine.rs`) and knows the dead end where it stops, and where it is
/// taken from the untagged automaton's (`uri-draft`, `rfc1630`), by that
/// one, to the same end. Measured with valgrind,
/// instructions a `historic.txt` line through `urispec::parse`, accepted
/// and rejected lines apart (BENCHMARKS.md, "The tagged automaton",
/// "The dead end where the tagged automaton stops, and witnessed dead
/// ends" and "Two bytes a step": `uri-draft` and `rfc1630` joined where
/// the automaton reads two bytes a step, `pairs.rs`).
const TAGGED: &[&str] = &[
    "rfc2396",
    "url-draft-02",
    "rfc1738",
    "rfc1630-url",
    "url-draft-03",
    "rfc1808",
    "rfc3986",
    "uri-draft",
    "rfc1630",
];

/// Why the other grammars keep the compiled parser for their records
/// (the same measure, the tagged automaton in every grammar, its registers
/// shared): none now. `uri-draft` and `rfc1630` kept it while the
/// automaton read a byte a step (it cost 14 and 15 instructions more an
/// accepted line).
const NOT_TAGGED: &[(&str, &str)] = &[];

/// The grammars that also have a tagged automaton of the scheme alone
/// (`scheme_only` in the generated code): a tally of lines by scheme
/// (`check::Brief`, `urispec check --quiet`) reads it, with no operations
/// for the spans it does not keep. Where the scheme is the record's, in a
/// grammar with a tagged automaton (a URL's scheme comes of its kind).
const SCHEME_TAGGED: &[&str] = &["rfc2396", "rfc1808", "rfc3986"];

/// The walker table's kinds for the scheme's tagged automaton of the
/// grammar at `origin`: only the rule `scheme` kept, every other slot read
/// through and every other leaf passed over; None where it has none
/// (`SCHEME_TAGGED`).
pub(in super::super) fn scheme_only(
    origin: &str,
    roles: &std::collections::HashMap<String, RoleKind>,
) -> Option<std::collections::HashMap<String, RoleKind>> {
    let name = origin.rsplit('/').next()?.strip_suffix(".pest")?;
    if !SCHEME_TAGGED.contains(&name) {
        return None;
    }
    Some(
        roles
            .iter()
            .map(|(rule, &kind)| {
                let kind = match kind {
                    _ if rule == "scheme" => kind,
                    RoleKind::Slot => RoleKind::Descend,
                    RoleKind::Leaf => RoleKind::Ignore,
                    RoleKind::Descend | RoleKind::Ignore => kind,
                };
                (rule.clone(), kind)
            })
            .collect(),
    )
}

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
#[derive(Clone)]
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
    /// What each operation sets, by rule (`scheme starts, host ends`).
    op_notes: Vec<String>,
    /// By state: where the input may end, the spans of the parse that then
    /// accepts, each `(tag, start, end)`.
    accepts: Accepts,
    /// The registers.
    registers: usize,
    /// Each entry rule and its start state.
    entries: Vec<(String, usize)>,
    /// The kind the walker table gives each rule, as read.
    roles: Vec<(String, RoleKind)>,
    /// By state, the state at the same place of the input of the automaton
    /// whose dead ends are the errors (the explaining one, or the untagged
    /// one), where this automaton is refined by it ([`Tagged::refined`]):
    /// a rejection's dead end is then known where the tagged automaton
    /// stops.
    explaining: Option<(Vec<usize>, Partner)>,
    /// Whether, where the compiled parser decides a rejection's offset
    /// (`DECIDES` false), a dead end whose error is taken decides it
    /// instead (`dead_end_decides` in the generated code).
    dead_end_decides: bool,
}

/// The automaton a tagged automaton is refined by ([`Tagged::refined`]):
/// the one whose dead ends a grammar's errors are taken from.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Partner {
    /// The explaining automaton (`EXPLAINING`), its states as constructed.
    Explaining,
    /// The untagged automaton that decides (`AUTOMATON`), minimized.
    Deciding,
}

impl Partner {
    /// Its name in the generated code.
    fn name(self) -> &'static str {
        match self {
            Partner::Explaining => "EXPLAINING",
            Partner::Deciding => "AUTOMATON",
        }
    }

    /// The table of its states by the tagged automaton's, in the generated
    /// code.
    fn table(self) -> &'static str {
        match self {
            Partner::Explaining => "TAGGED_EXPLAINING",
            Partner::Deciding => "TAGGED_DECIDING",
        }
    }

    /// What the generated code's comments call it.
    fn words(self) -> &'static str {
        match self {
            Partner::Explaining => "the explaining automaton",
            Partner::Deciding => "the untagged automaton",
        }
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

/// The number of `item` in `list`, added at the end where it is new
/// (`index` numbers what `list` holds).
fn intern<T: Clone + Eq + std::hash::Hash>(
    list: &mut Vec<T>,
    index: &mut HashMap<T, usize>,
    item: T,
) -> usize {
    if let Some(&n) = index.get(&item) {
        return n;
    }
    list.push(item.clone());
    index.insert(item, list.len() - 1);
    list.len() - 1
}

/// The registers a thread holds (its `regs`, as a [`State`] keeps them),
/// into `live`.
fn held(regs: &[u8], tags: usize, live: &mut Vec<usize>) {
    for (i, &k) in regs.iter().enumerate() {
        if k != UNSET {
            live.push(register(tags, usize::from(k), i / 2, i % 2 == 1));
        }
    }
}

/// Every pair of the registers in `live` interferes; `live` is emptied.
fn live_together(live: &mut Vec<usize>, interfere: &mut HashSet<(usize, usize)>) {
    live.sort_unstable();
    live.dedup();
    for (i, &a) in live.iter().enumerate() {
        for &b in &live[i + 1..] {
            interfere.insert((a, b));
        }
    }
    live.clear();
}

/// A new number for each of `count` registers, the least that no register
/// it interferes with has: registers no state holds together share one
/// (the registers of different schemes' parts, in the URL grammars), so
/// that fewer are cleared as a parse starts. Valid for the minimized
/// automaton too: each of its states stands for states built here, whose
/// registers interfere as they do.
fn colors(count: usize, interfere: &HashSet<(usize, usize)>) -> Vec<usize> {
    let mut neighbours: Vec<Vec<usize>> = vec![Vec::new(); count];
    for &(a, b) in interfere {
        neighbours[a].push(b);
        neighbours[b].push(a);
    }
    let mut color = vec![usize::MAX; count];
    for r in 0..count {
        let taken: HashSet<usize> = neighbours[r].iter().map(|&n| color[n]).collect();
        color[r] = (0..).find(|c| !taken.contains(c)).unwrap_or(0);
    }
    color
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
        let s = intern(&mut states, &mut index, state);
        starts.push((name.clone(), s, tag));
    }
    let mut next: Vec<Vec<(usize, usize)>> = Vec::new();
    let mut ops: Vec<Vec<(usize, Source)>> = vec![Vec::new()];
    let mut op_index: HashMap<Vec<(usize, Source)>, usize> =
        [(Vec::new(), 0)].into_iter().collect();
    let mut accepts = Vec::new();
    // Which registers some state holds together.
    let mut interfere: HashSet<(usize, usize)> = HashSet::default();
    let mut live: Vec<usize> = Vec::new();
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
            assign.retain(|&(dst, src)| src != Source::Reg(dst));
            // Registers held together interfere (see `colors`).
            for (_, regs) in &state {
                held(regs, tags, &mut live);
            }
            live_together(&mut live, &mut interfere);
            let op = intern(&mut ops, &mut op_index, assign);
            let to = intern(&mut states, &mut index, state);
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
    // What each operation sets, by rule, named before the registers are
    // renamed (the generated code's comments).
    let tags = c.tags.len().max(1);
    let op_notes: Vec<String> = ops
        .iter()
        .map(|assign| {
            let set: Vec<String> = assign
                .iter()
                .filter(|&&(_, src)| src == Source::Here)
                .map(|&(dst, _)| {
                    let what = if dst % 2 == 0 { "starts" } else { "ends" };
                    format!("{} {what}", c.tags[(dst / 2) % tags])
                })
                .collect();
            if set.is_empty() {
                String::from("copies")
            } else {
                set.join(", ")
            }
        })
        .collect();
    // The registers renamed so that those never held together share one,
    // then each operation ordered to read a register before writing it.
    let color = colors(widest * tags * 2, &interfere);
    let rename = |src: Source| match src {
        Source::Here => Source::Here,
        Source::Reg(r) => Source::Reg(color[r]),
    };
    let renamed: Vec<Vec<(usize, Source)>> = ops
        .into_iter()
        .map(|assign| {
            sequential(
                assign
                    .into_iter()
                    .map(|(d, s)| (color[d], rename(s)))
                    .collect(),
            )
        })
        .collect();
    // Operations left with nothing to do (copies between registers now
    // one) are none; those now alike are one.
    let mut ops: Vec<Vec<(usize, Source)>> = vec![Vec::new()];
    let mut kept_notes = vec![String::new()];
    let mut number: HashMap<Vec<(usize, Source)>, usize> = [(Vec::new(), 0)].into_iter().collect();
    let renumber: Vec<usize> = renamed
        .into_iter()
        .zip(&op_notes)
        .map(|(assign, note)| {
            *number.entry(assign.clone()).or_insert_with(|| {
                ops.push(assign);
                kept_notes.push(note.clone());
                ops.len() - 1
            })
        })
        .collect();
    let mut next: Vec<Vec<(usize, usize)>> = next
        .into_iter()
        .map(|row| row.into_iter().map(|(to, op)| (to, renumber[op])).collect())
        .collect();
    let mut op_notes = kept_notes;
    first_byte_free(&mut next, &mut ops, &mut op_notes, &entries);
    let accepts = accepts
        .into_iter()
        .map(|spans| {
            spans.map(|spans| {
                spans
                    .into_iter()
                    .map(|(t, start, end)| (t, rename(start), rename(end)))
                    .collect()
            })
        })
        .collect();
    let registers = color.iter().max().map_or(1, |&c| c + 1);
    Ok(Tagged {
        tags: c.tags,
        notes,
        next,
        ops,
        op_notes,
        accepts,
        registers,
        entries,
        roles,
        explaining: None,
        dead_end_decides: false,
    })
}

/// The operations of the first byte dropped: every register starts at 0,
/// the first byte's offset, so an operation on a transition from a start
/// state that no transition leads back to sets each register to the 0 it
/// holds (to the offset, or to a copy of another register). The operations
/// no transition keeps are dropped too, the rest numbered anew.
fn first_byte_free(
    next: &mut [Vec<(usize, usize)>],
    ops: &mut Vec<Vec<(usize, Source)>>,
    notes: &mut Vec<String>,
    entries: &[(String, usize)],
) {
    let entered: HashSet<usize> = next.iter().flatten().map(|&(to, _)| to).collect();
    for &(_, start) in entries {
        if !entered.contains(&start) {
            for cell in &mut next[start] {
                cell.1 = 0;
            }
        }
    }
    let mut number = vec![usize::MAX; ops.len()];
    number[0] = 0;
    let mut kept_ops = vec![Vec::new()];
    let mut kept_notes = vec![String::new()];
    for row in next.iter_mut() {
        for cell in row.iter_mut() {
            let op = cell.1;
            if number[op] == usize::MAX {
                number[op] = kept_ops.len();
                kept_ops.push(std::mem::take(&mut ops[op]));
                kept_notes.push(std::mem::take(&mut notes[op]));
            }
            cell.1 = number[op];
        }
    }
    *ops = kept_ops;
    *notes = kept_notes;
}
