//! What the parsers build.rs compiles from the `.pest` files run on: the
//! input with the furthest offset a character was tried at ([`Input`]), and
//! where the spans go ([`Sink`]).
//!
//! The generated parser of a grammar has one function per rule over the
//! input's bytes. It reports `(rule, start, end)` to its sink exactly where
//! pest would make a pair: for every rule that is not silent, unless it runs
//! inside an atomic rule or a lookahead, where the sink is [`Null`]. Children
//! report before their parents; a rule hands back with its span the
//! [`Sink::mark`] it took before its body, which tells its children from the
//! spans before them. A span reported inside an alternative that then fails
//! is taken back by restoring what [`Sink::save`] returned.
//!
//! [`Filler`] is the sink of the hot path: it hands a span to a family's
//! record of offsets when the grammar's walker table gives the rule a slot,
//! and mutes the rules inside a rule the table does not descend into
//! (`Leaf`, `Ignore`), as the walk over pest's pairs ([`super::fill`]) skips
//! them. Saving it copies the record, which is `Copy`; it needs no mark.

use super::fill::{Record, Role, Span};

/// The input of a generated parser.
pub(crate) struct Input<'a> {
    bytes: &'a [u8],
    /// The furthest offset at which a character was tried and did not match.
    pub(crate) furthest: usize,
}

impl<'a> Input<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Self {
        Input { bytes, furthest: 0 }
    }

    /// A failure at `pos`.
    #[inline]
    pub(crate) fn fail(&mut self, pos: usize) -> Option<usize> {
        self.furthest = self.furthest.max(pos);
        None
    }

    /// The byte `b`.
    #[inline]
    pub(crate) fn byte(&mut self, pos: usize, b: u8) -> Option<usize> {
        if self.bytes.get(pos) == Some(&b) {
            Some(pos + 1)
        } else {
            self.fail(pos)
        }
    }

    /// The bytes of `literal`.
    #[inline]
    pub(crate) fn literal(&mut self, pos: usize, literal: &[u8]) -> Option<usize> {
        match self.bytes.get(pos..) {
            Some(rest) if rest.starts_with(literal) => Some(pos + literal.len()),
            Some(_) | None => self.fail(pos),
        }
    }

    /// `literal`, ASCII letters in either case (pest's `^"..."`).
    #[inline]
    pub(crate) fn insensitive(&mut self, pos: usize, literal: &[u8]) -> Option<usize> {
        match self.bytes.get(pos..pos + literal.len()) {
            Some(slice) if slice.eq_ignore_ascii_case(literal) => Some(pos + literal.len()),
            Some(_) | None => self.fail(pos),
        }
    }

    /// One byte of the set `class`.
    #[inline]
    pub(crate) fn class(&mut self, pos: usize, class: &[bool; 256]) -> Option<usize> {
        match self.bytes.get(pos) {
            Some(&b) if class[usize::from(b)] => Some(pos + 1),
            Some(_) | None => self.fail(pos),
        }
    }

    /// As many bytes of the set `class` as follow `pos`: the end of the run.
    #[inline]
    pub(crate) fn class_run(&mut self, pos: usize, class: &[bool; 256]) -> usize {
        let run = self.bytes.get(pos..).unwrap_or_default();
        let len = run
            .iter()
            .position(|&b| !class[usize::from(b)])
            .unwrap_or(run.len());
        self.furthest = self.furthest.max(pos + len);
        pos + len
    }

    /// The start of the input.
    #[inline]
    pub(crate) fn soi(&mut self, pos: usize) -> Option<usize> {
        if pos == 0 {
            Some(pos)
        } else {
            self.fail(pos)
        }
    }

    /// The end of the input.
    #[inline]
    pub(crate) fn eoi(&mut self, pos: usize) -> Option<usize> {
        if pos == self.bytes.len() {
            Some(pos)
        } else {
            self.fail(pos)
        }
    }
}

/// Where a generated parser reports spans.
pub(crate) trait Sink<R> {
    /// What [`Sink::save`] keeps.
    type Saved;
    /// What [`Sink::mark`] returns.
    type Mark;
    /// Whether spans inside a pair of `rule` are wanted.
    fn inner(&self, rule: R) -> bool;
    /// Taken as a rule starts, before its children report: where their
    /// spans begin. The rule hands it back to [`Sink::span`].
    fn mark(&self) -> Self::Mark;
    /// `rule` matched `start..end`; the spans reported since `mark` was
    /// taken, and not taken back, are inside it (its descendants).
    fn span(&mut self, rule: R, start: usize, end: usize, mark: Self::Mark);
    /// `rule` matched `start..end` with nothing inside (an atomic rule,
    /// `EOI`).
    #[inline]
    fn leaf(&mut self, rule: R, start: usize, end: usize) {
        let mark = self.mark();
        self.span(rule, start, end, mark);
    }
    /// The state to come back to if what follows fails.
    fn save(&self) -> Self::Saved;
    /// Come back to a saved state.
    fn restore(&mut self, saved: Self::Saved);
}

/// The sink inside atomic rules and lookaheads, and of a parse that only
/// decides: nothing is kept.
pub(crate) struct Null;

impl<R> Sink<R> for Null {
    type Saved = ();
    type Mark = ();

    #[inline]
    fn inner(&self, _: R) -> bool {
        false
    }

    #[inline]
    fn mark(&self) {}

    #[inline]
    fn span(&mut self, _: R, _: usize, _: usize, (): ()) {}

    #[inline]
    fn save(&self) {}

    #[inline]
    fn restore(&mut self, (): ()) {}
}

/// The sink that fills a family's record of offsets through a grammar's
/// walker table `role`.
pub(crate) struct Filler<'r, Rec, F> {
    pub(crate) record: &'r mut Rec,
    pub(crate) role: F,
}

impl<R, Rec, F> Sink<R> for Filler<'_, Rec, F>
where
    Rec: Record + Copy,
    F: Fn(R) -> Role<Rec::Slot>,
{
    type Saved = Rec;
    type Mark = ();

    #[inline]
    fn inner(&self, rule: R) -> bool {
        match (self.role)(rule) {
            Role::Slot(_) | Role::Descend => true,
            Role::Leaf(_) | Role::Ignore => false,
        }
    }

    #[inline]
    fn mark(&self) {}

    #[inline]
    fn span(&mut self, rule: R, start: usize, end: usize, (): ()) {
        match (self.role)(rule) {
            Role::Slot(slot) | Role::Leaf(slot) => self.record.set(slot, Span::new(start, end)),
            Role::Descend | Role::Ignore => {}
        }
    }

    #[inline]
    fn save(&self) -> Rec {
        *self.record
    }

    #[inline]
    fn restore(&mut self, saved: Rec) {
        *self.record = saved;
    }
}

/// The sink of the differential tests: every span, in the order reported.
pub(crate) struct Collect<R>(pub(crate) Vec<(R, usize, usize)>);

impl<R> Sink<R> for Collect<R> {
    type Saved = usize;
    type Mark = ();

    fn inner(&self, _: R) -> bool {
        true
    }

    fn mark(&self) {}

    fn span(&mut self, rule: R, start: usize, end: usize, (): ()) {
        self.0.push((rule, start, end));
    }

    fn save(&self) -> usize {
        self.0.len()
    }

    fn restore(&mut self, saved: usize) {
        self.0.truncate(saved);
    }
}
