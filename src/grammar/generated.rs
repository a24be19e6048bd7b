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
//! (`Leaf`, `Ignore`), as a walk over the tree in document order would skip
//! them. Saving it copies the record, which is `Copy`; it needs no mark.
//!
//! [`Tree`] is the sink of `explain`: it keeps the spans of the rules it is
//! asked for, each with where its children begin, and puts them in
//! pre-order with their depths.

use super::fill::{Cleared, Record, Role, Span};

/// The byte table of a character class: true for the bytes in the
/// inclusive ranges `ranges` (the generated parsers' `static` tables).
pub(crate) const fn table(ranges: &[(u8, u8)]) -> [bool; 256] {
    let mut table = [false; 256];
    let mut i = 0;
    while i < ranges.len() {
        let (lo, hi) = ranges[i];
        let mut b = lo as usize;
        while b <= hi as usize {
            table[b] = true;
            b += 1;
        }
        i += 1;
    }
    table
}

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

    /// Whether the byte at `pos` is in `class` (nothing is recorded).
    #[inline]
    pub(crate) fn next_in(&self, pos: usize, class: &[bool; 256]) -> bool {
        self.bytes.get(pos).is_some_and(|&b| class[usize::from(b)])
    }

    /// A failure at `pos` where no value is wanted (an alternative that is
    /// not tried because the byte at `pos` rules it out).
    #[inline]
    pub(crate) fn miss(&mut self, pos: usize) {
        self.furthest = self.furthest.max(pos);
    }

    /// The bytes of `literal`. Its length is a constant of each call site,
    /// so the comparison is a few loads, not a call to `memcmp`.
    #[inline]
    pub(crate) fn literal<const N: usize>(
        &mut self,
        pos: usize,
        literal: &[u8; N],
    ) -> Option<usize> {
        match self.bytes.get(pos..).and_then(<[u8]>::first_chunk::<N>) {
            Some(head) if head == literal => Some(pos + N),
            Some(_) | None => self.fail(pos),
        }
    }

    /// `literal`, ASCII letters in either case (pest's `^"..."`): byte by
    /// byte, so a mismatch at the first byte (the usual one) ends it.
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
        let bytes = self.bytes;
        let mut end = pos;
        while end < bytes.len() && class[usize::from(bytes[end])] {
            end += 1;
        }
        self.furthest = self.furthest.max(end);
        end
    }
    /// `(a* ~ b)*` from `pos`, where no byte is in both `a` and `b`: the run
    /// of bytes of `either` (`a` or `b`), up to and including its last byte
    /// of `b`. Every round of the repetition has failed at the end of the
    /// run, which is recorded.
    #[inline]
    pub(crate) fn run_ending(
        &mut self,
        pos: usize,
        either: &[bool; 256],
        b: &[bool; 256],
    ) -> usize {
        let end = self.class_run(pos, either);
        let run = &self.bytes[pos..end];
        pos + run
            .iter()
            .rposition(|&c| b[usize::from(c)])
            .map_or(0, |i| i + 1)
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
    /// Nothing is kept: only whether the input matches, and the furthest
    /// offset where it does not. An entry point is then decided by the
    /// grammar's automaton, which reads each byte once.
    const DECIDES: bool = false;
    /// Only the first span of each rule the walker table keeps is wanted,
    /// where it is read (a family's record): the grammar's tagged
    /// automaton, where it has one, reports those alone.
    const TAGS: bool = false;
    /// Of those, only the scheme's is wanted (a tally by scheme): the
    /// grammar's tagged automaton of the scheme alone, where it has one,
    /// reports it.
    const SCHEME_ONLY: bool = false;
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
    /// `rule` matched `start..end`, reported by the tagged automaton as it
    /// accepts (the spans of the rules its tags keep, nothing inside them
    /// reported; no save or restore follows): [`Sink::leaf`] unless the
    /// sink keeps less account of it.
    #[inline]
    fn accepted(&mut self, rule: R, start: usize, end: usize) {
        self.leaf(rule, start, end);
    }
    /// The input is rejected where `at` says, at the dead end `end` of the
    /// grammar's explaining automaton (the tagged automaton hands it on as
    /// it rejects, where the error is taken from a dead end: refined by the
    /// explaining automaton, it knows it where it stops): kept for the
    /// error, so that the input is not read again for it.
    #[inline]
    fn dead_end(&mut self, at: usize, end: super::dfa::DeadEnd) {
        let _ = (at, end);
    }
    /// The state to come back to if what follows fails.
    fn save(&self) -> Self::Saved;
    /// Come back to a saved state.
    fn restore(&mut self, saved: Self::Saved);
}

/// Whether a grammar's compiled parser ever saves its sink (implemented
/// by build.rs on each grammar's `Rule`): where it never does, the
/// [`Filler`] keeps no account of what it has set.
pub(crate) trait Saves {
    /// Some alternative of the grammar saves the sink before it is tried.
    const SAVES: bool;
}

/// The sink inside atomic rules and lookaheads, and of a parse that only
/// decides: nothing is kept.
pub(crate) struct Null;

impl<R> Sink<R> for Null {
    type Saved = ();
    type Mark = ();
    const DECIDES: bool = true;

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
/// walker table `role`. The record starts cleared ([`Cleared`]);
/// until a span is set, saving it copies nothing (the alternatives a parse
/// tries first, `absoluteURI` before `relativeURI` or a URL's schemes, do
/// not pay for a copy of the record).
pub(crate) struct Filler<'r, Rec, F> {
    record: &'r mut Rec,
    role: F,
    /// A span has been set since the record was last cleared.
    touched: bool,
    /// Where the input was rejected and the dead end there, where the
    /// tagged automaton read it ([`Sink::dead_end`]).
    dead_end: Option<(usize, super::dfa::DeadEnd)>,
}

impl<'r, Rec: Cleared + PartialEq, F> Filler<'r, Rec, F> {
    /// Fill `record`, which must be cleared, through `role`.
    #[inline]
    pub(crate) fn new(record: &'r mut Rec, role: F) -> Self {
        debug_assert!(
            *record == record.cleared(),
            "a Filler starts from a cleared record"
        );
        Filler {
            record,
            role,
            touched: false,
            dead_end: None,
        }
    }

    /// Where the input was rejected and the dead end there, where the
    /// tagged automaton found them ([`Sink::dead_end`]).
    #[inline]
    pub(crate) fn dead_end(&self) -> Option<(usize, super::dfa::DeadEnd)> {
        self.dead_end
    }
}

impl<R, Rec, F> Sink<R> for Filler<'_, Rec, F>
where
    R: Saves,
    Rec: Record + Cleared + Copy,
    F: Fn(R) -> Role<Rec::Slot>,
{
    /// None: the record was cleared.
    type Saved = Option<Rec>;
    type Mark = ();
    const TAGS: bool = true;
    const SCHEME_ONLY: bool = Rec::SCHEME_ONLY;

    #[inline]
    fn dead_end(&mut self, at: usize, end: super::dfa::DeadEnd) {
        self.dead_end = Some((at, end));
    }

    #[inline(always)]
    fn inner(&self, rule: R) -> bool {
        match (self.role)(rule) {
            Role::Slot(_) | Role::Descend => true,
            Role::Leaf(_) | Role::Ignore => false,
        }
    }

    #[inline]
    fn mark(&self) {}

    #[inline(always)]
    fn span(&mut self, rule: R, start: usize, end: usize, (): ()) {
        match (self.role)(rule) {
            Role::Slot(slot) | Role::Leaf(slot) => {
                if R::SAVES {
                    self.touched = true;
                }
                self.record.set(slot, Span::new(start, end));
            }
            Role::Descend | Role::Ignore => {}
        }
    }

    /// The span set with no account kept of it (`touched`): the tagged
    /// automaton reports its spans as it accepts, and nothing is saved or
    /// restored after.
    #[inline(always)]
    fn accepted(&mut self, rule: R, start: usize, end: usize) {
        if let Role::Slot(slot) | Role::Leaf(slot) = (self.role)(rule) {
            self.record.set_accepted(slot, Span::new(start, end));
        }
    }

    #[inline]
    fn save(&self) -> Option<Rec> {
        // Not `then_some`: the copy is what is saved when nothing is set.
        if self.touched {
            Some(*self.record)
        } else {
            None
        }
    }

    #[inline]
    fn restore(&mut self, saved: Option<Rec>) {
        match saved {
            Some(record) => *self.record = record,
            None => {
                *self.record = self.record.cleared();
                self.touched = false;
            }
        }
    }
}

/// Hold the kinds of role build.rs read from a grammar's walker table (the
/// generated `TAGGED_ROLES`, which placed the tagged automaton's tags; empty
/// where the grammar has none) to the table itself, `role`, rule by rule.
#[cfg(test)]
#[track_caller]
pub(crate) fn roles_read_as_written<R: Copy + std::fmt::Debug, S>(
    read: &[(R, &str)],
    role: impl Fn(R) -> Role<S>,
) {
    for &(rule, kind) in read {
        let written = match role(rule) {
            Role::Slot(_) => "Slot",
            Role::Leaf(_) => "Leaf",
            Role::Descend => "Descend",
            Role::Ignore => "Ignore",
        };
        assert_eq!(kind, written, "build.rs read the role of {rule:?} wrong");
    }
}

/// The sink of the differential tests: every span, in the order reported.
#[cfg(feature = "oracle")]
pub(crate) struct Collect<R>(pub(crate) Vec<(R, usize, usize)>);

#[cfg(feature = "oracle")]
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

/// A span of a [`Tree`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Node<R> {
    pub(crate) rule: R,
    pub(crate) start: usize,
    pub(crate) end: usize,
    /// The number of kept spans around it.
    pub(crate) depth: usize,
    /// As reported: the index of its first descendant (its own when it has
    /// none). In pre-order: its own index.
    first: usize,
}

/// The sink of a parse tree: the spans of the rules `keep` admits, nothing
/// inside the others (as a walk that does not descend into them), each with
/// the index of its first descendant, from the rule's [`Sink::mark`]. The
/// spans arrive children first; [`Tree::into_pre_order`] puts parents first.
pub(crate) struct Tree<R, F> {
    keep: F,
    nodes: Vec<Node<R>>,
}

impl<R, F: Fn(R) -> bool> Tree<R, F> {
    /// An empty tree that keeps the rules `keep` admits.
    pub(crate) fn new(keep: F) -> Self {
        Tree {
            keep,
            nodes: Vec::new(),
        }
    }

    /// The spans kept, parents before their children and siblings in order
    /// (the order of a walk in document order), each with its depth. In
    /// place: the spans arrive in post-order, where the subtree of the span
    /// at `i` fills `first..=i`; in pre-order it fills as many places from
    /// `first + depth`, its own place the first of them, so each span's
    /// place is known once its depth is.
    pub(crate) fn into_pre_order(self) -> Vec<Node<R>> {
        let mut nodes = self.nodes;
        // The depths, from the last span back: the subtrees open around the
        // span at `i` are those after it that start at or before `i`,
        // nested, the innermost on top. The stack is as deep as the nesting
        // of the grammar.
        let mut open: Vec<usize> = Vec::new();
        for i in (0..nodes.len()).rev() {
            while open.last().is_some_and(|&first| first > i) {
                open.pop();
            }
            let node = &mut nodes[i];
            node.depth = open.len();
            open.push(node.first);
            node.first += node.depth;
        }
        // Each swap puts one span in its place.
        for i in 0..nodes.len() {
            while nodes[i].first != i {
                let place = nodes[i].first;
                nodes.swap(i, place);
            }
        }
        nodes
    }
}

impl<R: Copy, F: Fn(R) -> bool> Sink<R> for Tree<R, F> {
    type Saved = usize;
    type Mark = usize;

    #[inline]
    fn inner(&self, rule: R) -> bool {
        (self.keep)(rule)
    }

    #[inline]
    fn mark(&self) -> usize {
        self.nodes.len()
    }

    #[inline]
    fn span(&mut self, rule: R, start: usize, end: usize, mark: usize) {
        if (self.keep)(rule) {
            self.nodes.push(Node {
                rule,
                start,
                end,
                depth: 0,
                first: mark,
            });
        }
    }

    #[inline]
    fn save(&self) -> usize {
        self.nodes.len()
    }

    #[inline]
    fn restore(&mut self, saved: usize) {
        self.nodes.truncate(saved);
    }
}

#[cfg(test)]
mod tests {
    use super::{Sink, Tree};

    /// Report `spans` (`rule, start, end, descendants`: how many of the
    /// spans reported just before lie inside it) in post-order, and read the
    /// tree back in pre-order, with depths.
    fn tree(spans: &[(char, usize, usize, usize)]) -> Vec<(char, usize, usize, usize)> {
        let mut sink = Tree::new(|_| true);
        for &(rule, start, end, descendants) in spans {
            let mark = sink.mark() - descendants;
            sink.span(rule, start, end, mark);
        }
        sink.into_pre_order()
            .into_iter()
            .map(|n| (n.rule, n.start, n.end, n.depth))
            .collect()
    }

    #[test]
    fn pre_order_from_post_order_with_marks() {
        // a(0..3) { b(0..0), c(0..3) { d(1..2) } }, e(3..3): the empty `b`
        // at its parent's start, a child with its parent's span.
        let post = [
            ('b', 0, 0, 0),
            ('d', 1, 2, 0),
            ('c', 0, 3, 1),
            ('a', 0, 3, 3),
            ('e', 3, 3, 0),
        ];
        assert_eq!(
            tree(&post),
            [
                ('a', 0, 3, 0),
                ('b', 0, 0, 1),
                ('c', 0, 3, 1),
                ('d', 1, 2, 2),
                ('e', 3, 3, 0)
            ]
        );
        // The same spans, `b` now the sibling before `a`: only the mark
        // tells.
        let post = [
            ('b', 0, 0, 0),
            ('d', 1, 2, 0),
            ('c', 0, 3, 1),
            ('a', 0, 3, 2),
            ('e', 3, 3, 0),
        ];
        assert_eq!(
            tree(&post),
            [
                ('b', 0, 0, 0),
                ('a', 0, 3, 0),
                ('c', 0, 3, 1),
                ('d', 1, 2, 2),
                ('e', 3, 3, 0)
            ]
        );
    }
}
