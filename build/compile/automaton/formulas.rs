//! The states' formulas: reduced ordered binary decision diagrams over
//! the continuation terms, each term's linear form (whether it holds the
//! empty input, and its derivative by each class of bytes), and what the
//! generated comments say of a state.

use super::HashSet;
use super::{Bdd, Builder, Id, Linear, Node, Op, Term, ANY, BOT, END, FALSE, TRUE};

/// A set of bytes.
pub(super) type Set = [u64; 4];

pub(super) fn set_of(table: &[bool; 256]) -> Set {
    let mut set = [0u64; 4];
    for (b, &on) in table.iter().enumerate() {
        if on {
            set[b / 64] |= 1 << (b % 64);
        }
    }
    set
}

pub(super) fn has(set: &Set, b: u8) -> bool {
    set[usize::from(b) / 64] & (1 << (usize::from(b) % 64)) != 0
}

/// The bytes of either set.
fn union(a: Set, b: Set) -> Set {
    [a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]]
}

pub(super) fn single(b: u8) -> Set {
    let mut set = [0u64; 4];
    set[usize::from(b) / 64] |= 1 << (usize::from(b) % 64);
    set
}

impl Builder<'_, '_> {
    // ---- The formulas.

    pub(super) fn decision(&mut self, var: Id, lo: Bdd, hi: Bdd) -> Bdd {
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
    pub(super) fn var(&mut self, term: Id) -> Bdd {
        match term {
            BOT => FALSE,
            ANY => TRUE,
            _ => self.decision(term, FALSE, TRUE),
        }
    }

    pub(super) fn and(&mut self, a: Bdd, b: Bdd) -> Bdd {
        self.apply(Op::And, a, b)
    }

    pub(super) fn or(&mut self, a: Bdd, b: Bdd) -> Bdd {
        self.apply(Op::Or, a, b)
    }

    /// `a op b`, decided one variable at a time (the smaller first), each
    /// pair of nodes once.
    pub(super) fn apply(&mut self, op: Op, a: Bdd, b: Bdd) -> Bdd {
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
    pub(super) fn ite(&mut self, f: Bdd, g: Bdd, h: Bdd) -> Bdd {
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

    pub(super) fn lin_and(&mut self, a: &Linear, b: &Linear) -> Linear {
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
    pub(super) fn lin_unless(
        &mut self,
        first: &Linear,
        matches: &Linear,
        second: &Linear,
    ) -> Linear {
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
    pub(super) fn lin_but(&mut self, matches: &Linear, rest: &Linear) -> Linear {
        Linear {
            empty: !matches.empty && rest.empty,
            after: (0..rest.after.len())
                .map(|c| self.ite(matches.after[c], FALSE, rest.after[c]))
                .collect(),
        }
    }

    /// One byte of `set`, then `rest`.
    pub(super) fn lin_byte(&mut self, set: &Set, rest: Id) -> Linear {
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

    pub(super) fn cont(&mut self, node: usize, rest: Id) -> Result<Linear, String> {
        let term = self.term(Term::Cont(node, rest));
        self.lin(term)
    }

    /// `S(node)`: the inputs `node` matches a prefix of.
    pub(super) fn matches(&mut self, node: usize) -> Result<Linear, String> {
        self.cont(node, ANY)
    }

    /// The linear form of the term `id`.
    pub(super) fn lin(&mut self, id: Id) -> Result<Linear, String> {
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
            Term::Ret(_, rest) => self.lin(rest)?,
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
                Node::Call(body) if self.places => {
                    let ret = self.term(Term::Ret(node, rest));
                    self.cont(body, ret)?
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
    pub(super) fn derive(&mut self, b: Bdd, class: usize) -> Result<Bdd, String> {
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
    pub(super) fn empty_in(&mut self, b: Bdd) -> Result<bool, String> {
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
    pub(super) fn back(&self, b: Bdd) -> u8 {
        let least = self
            .vars(b)
            .into_iter()
            .map(|var| match self.terms[var as usize] {
                Term::Literal(_, i, _) => i,
                _ => 0,
            })
            .min();
        least.map_or(0, |l| u8::try_from(l).unwrap_or(u8::MAX))
    }

    /// The classes that lead from the state `b` (its row `row`) to the dead
    /// state though pest may compare a byte of them at this place: with a
    /// token of a term of its formula, of a lookahead in it, of an
    /// alternative it rules out, or of what follows an expression that can
    /// match nothing ([`Builder::touches`], a superset).
    pub(super) fn read_though_dead(
        &mut self,
        b: Bdd,
        row: &[usize],
        classes: &[u8; 256],
    ) -> Result<Vec<usize>, String> {
        let mut touched = [0u64; 4];
        for var in self.vars(b) {
            touched = union(touched, self.touches(var)?);
        }
        Ok(row
            .iter()
            .enumerate()
            .filter(|&(class, &to)| {
                to == 0
                    && (0..=255u8).any(|byte| {
                        has(&touched, byte) && usize::from(classes[usize::from(byte)]) == class
                    })
            })
            .map(|(class, _)| class)
            .collect())
    }

    /// The bytes pest may compare at the start of the term `id`: a superset
    /// of the first bytes of every token it tries there, in lookaheads and
    /// in alternatives that fail included, and of what follows an
    /// expression that can match nothing.
    pub(super) fn touches(&mut self, id: Id) -> Result<Set, String> {
        if let Some(&done) = self.touched.get(&id) {
            return Ok(done);
        }
        if !self.touching.insert(id) {
            // A cycle adds nothing to the union.
            return Ok([0; 4]);
        }
        let set = match self.terms[id as usize].clone() {
            Term::Bot | Term::Any | Term::End => [0; 4],
            Term::Ret(_, rest) => self.touches(rest)?,
            Term::Literal(node, i, _) => {
                let Node::Literal(ref sets) = self.nodes[node] else {
                    unreachable!("a literal's term")
                };
                sets[i]
            }
            Term::Star(node, rest) => {
                let again = self.term(Term::Cont(node, id));
                union(self.touches(again)?, self.touches(rest)?)
            }
            Term::Cont(node, rest) => {
                let mut set = match self.nodes[node] {
                    Node::Bytes(set) => set,
                    Node::Literal(ref sets) => sets.first().copied().unwrap_or([0; 4]),
                    Node::Seq(a, b) => {
                        let then = self.term(Term::Cont(b, rest));
                        let first = self.term(Term::Cont(a, then));
                        self.touches(first)?
                    }
                    Node::Choice(a, b) => {
                        let (a, b) = (
                            self.term(Term::Cont(a, rest)),
                            self.term(Term::Cont(b, rest)),
                        );
                        union(self.touches(a)?, self.touches(b)?)
                    }
                    Node::Opt(a) | Node::Rep(a) | Node::RepOnce(a) => {
                        let a = self.term(Term::Cont(a, rest));
                        self.touches(a)?
                    }
                    Node::Ahead(a) | Node::NotAhead(a) => {
                        let a = self.term(Term::Cont(a, ANY));
                        union(self.touches(a)?, self.touches(rest)?)
                    }
                    Node::Call(body) => {
                        let body = self.term(Term::Cont(body, rest));
                        self.touches(body)?
                    }
                    Node::Eoi => self.touches(rest)?,
                };
                // What follows, where the node can match nothing.
                let alone = self.term(Term::Cont(node, END));
                if self.lin(alone)?.empty || matches!(self.nodes[node], Node::Opt(_) | Node::Rep(_))
                {
                    set = union(set, self.touches(rest)?);
                }
                set
            }
        };
        self.touching.remove(&id);
        self.touched.insert(id, set);
        Ok(set)
    }

    /// The rules the terms of the state `b` stand in.
    pub(super) fn serves(&self, b: Bdd, out: &mut Vec<usize>) {
        for var in self.vars(b) {
            match self.terms[var as usize] {
                Term::Cont(node, _) | Term::Literal(node, _, _) | Term::Star(node, _) => {
                    out.push(self.node_rule[node]);
                }
                Term::Bot | Term::Any | Term::End | Term::Ret(..) => {}
            }
        }
    }

    /// The terms the formula `b` decides on, one for each of its decisions,
    /// depth first (a term once per decision it is tested at).
    fn vars(&self, b: Bdd) -> Vec<Id> {
        let mut vars = Vec::new();
        let mut todo = vec![b];
        let mut seen = HashSet::default();
        while let Some(b) = todo.pop() {
            if b == FALSE || b == TRUE || !seen.insert(b) {
                continue;
            }
            let (var, lo, hi) = self.bdd[b as usize];
            vars.push(var);
            todo.push(lo);
            todo.push(hi);
        }
        vars
    }
}
