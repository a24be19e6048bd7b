//! The threads of the tagged automaton: how a parse still open moves to
//! its next byte (each way PEG's choices allow, with the lookaheads it
//! then owes and the tags it sets), and whether any input completes it.

use super::super::super::roles::RoleKind;
use super::super::{Bdd, Builder, Node, Term, ANY, FALSE, TRUE};
use super::super::{HashMap, HashSet};
use super::{Frame, Move, Tags, Thread};
use pest_meta::ast::RuleType;

pub(super) struct Construction<'b, 'c, 'g> {
    pub(super) b: &'b mut Builder<'c, 'g>,
    pub(super) roles: &'b std::collections::HashMap<String, RoleKind>,
    /// The tag of each rule whose span is kept.
    pub(super) tag_of: HashMap<usize, u8>,
    pub(super) tags: Vec<String>,
    /// The continuations: `(frame, rest)`, 0 the empty one.
    pub(super) conts: Vec<(Frame, u32)>,
    pub(super) cont_ids: HashMap<(Frame, u32), u32>,
    pub(super) moves: HashMap<(u32, Tags, Tags), Vec<Move>>,
    /// `¬S(node)` and `S(node)` as formulas.
    pub(super) not_matches: HashMap<usize, Bdd>,
    /// Each continuation's language, as a term of the untagged construction.
    pub(super) terms: HashMap<u32, super::super::Id>,
    /// Whether a formula holds some input.
    pub(super) inhabited: HashMap<Bdd, bool>,
}

impl Construction<'_, '_, '_> {
    pub(super) fn push(&mut self, frame: Frame, rest: u32) -> u32 {
        if let Some(&id) = self.cont_ids.get(&(frame, rest)) {
            return id;
        }
        let id = u32::try_from(self.conts.len()).expect("fewer than 2^32 continuations");
        self.conts.push((frame, rest));
        self.cont_ids.insert((frame, rest), id);
        id
    }

    pub(super) fn matches(&mut self, node: usize) -> Bdd {
        let term = self.b.term(Term::Cont(node, ANY));
        self.b.var(term)
    }

    pub(super) fn not_matches(&mut self, node: usize) -> Bdd {
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
    pub(super) fn moves(
        &mut self,
        cont: u32,
        started: Tags,
        ended: Tags,
    ) -> Result<Vec<Move>, String> {
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
    pub(super) fn expand(
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
                if !at_end {
                    self.literal_byte(node, i, rest, at, out);
                }
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
                Node::Literal(_) => {
                    if !at_end {
                        self.literal_byte(node, 0, rest, at, out);
                    }
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

    /// The move that reads the `i`th byte of the literal `node`, then the
    /// rest of it and `rest`.
    fn literal_byte(&mut self, node: usize, i: usize, rest: u32, at: Move, out: &mut Vec<Move>) {
        let Node::Literal(ref sets) = self.b.nodes[node] else {
            unreachable!("a literal's node")
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
    }

    /// Entering rule `rule` where spans are read: whether the spans inside
    /// are not, and its tag where its span is kept.
    pub(super) fn entered(&mut self, rule: usize) -> Result<(bool, Option<u8>), String> {
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
    pub(super) fn term(&mut self, cont: u32) -> super::super::Id {
        if cont == 0 {
            return super::super::END;
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
    pub(super) fn alive(&mut self, thread: &Thread) -> Result<bool, String> {
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
    pub(super) fn rules(&self, thread: &Thread) -> Vec<String> {
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
