//! Filling a family's record of offsets from a parse: the one walk every
//! grammar shares.
//!
//! Each family (generic, URL, RFC 2396) keeps, beside the input text, a small
//! `Copy` record of where each of its components starts and ends; the typed
//! views only read it. A grammar says what each of its rules means to the
//! record with one exhaustive `match` from its `Rule` to a [`Role`]; the
//! compiled parser hands each span to the record through it
//! (`generated::Filler`), and, with the feature `oracle`, `fill` walks pest's
//! pairs through the same table (the record the differential tests compare).
//!
//! The record must not depend on the order in which spans arrive: pest hands
//! them over parents first, a generated parser finishes children before
//! parents. So a slot that several spans can fill keeps the one that comes
//! first in the input, the outermost at equal starts ([`Span::first`]), which
//! is what the first span in pest's order is. A record is `Copy`, so a parser
//! that backtracks can save and restore it.

use std::num::NonZeroU32;
use std::ops::Range;

#[cfg(feature = "oracle")]
use pest::iterators::Pairs;

/// A byte range of the input: `Copy`, unlike `Range<usize>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub(crate) struct Span {
    pub(crate) start: usize,
    pub(crate) end: usize,
}

impl Span {
    /// The span `start..end`.
    pub(crate) const fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    /// The span as a range, to slice the input with.
    pub(crate) const fn range(self) -> Range<usize> {
        self.start..self.end
    }

    /// Of two spans for one slot, the one that comes first in the input, the
    /// longer one (the enclosing rule) at equal starts: the span a walk in
    /// document order meets first, whatever order the spans arrive in.
    #[inline]
    pub(crate) fn first(slot: Option<Span>, span: Span) -> Span {
        match slot {
            Some(old)
                if (old.start, std::cmp::Reverse(old.end))
                    <= (span.start, std::cmp::Reverse(span.end)) =>
            {
                old
            }
            Some(_) | None => span,
        }
    }
}

impl From<Range<usize>> for Span {
    fn from(range: Range<usize>) -> Self {
        Span::new(range.start, range.end)
    }
}

impl From<Span> for Range<usize> {
    fn from(span: Span) -> Self {
        span.range()
    }
}

/// A span and which alternative of its production it is: what a family's
/// record keeps of a production with alternatives (RFC 2396's `authority`,
/// RFC 3986's `host` and path forms).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Tagged<K, S = Span> {
    pub(crate) span: S,
    pub(crate) kind: K,
}

/// A [`Span`] in eight bytes, for the records a view copies (the URL
/// record holds thirty-six, an RFC 2396 record eight): offsets fit a `u32`
/// (a record's reader refuses a longer input); the start is kept plus one,
/// so that an absent part costs nothing more.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Packed {
    start_plus_one: NonZeroU32,
    end: u32,
}

impl Packed {
    /// `span`, when its offsets fit.
    #[inline]
    pub(crate) fn new(span: Span) -> Option<Packed> {
        let start = u32::try_from(span.start).ok()?.checked_add(1)?;
        Some(Packed {
            start_plus_one: NonZeroU32::new(start)?,
            end: u32::try_from(span.end).ok()?,
        })
    }

    /// `span`, whose offsets a record's reader let in (`crate::syntax::fits`
    /// refuses a longer input first): the same as [`Packed::new`] there,
    /// with no test of each offset.
    #[inline(always)]
    pub(crate) fn of_fitting(span: Span) -> Option<Packed> {
        Some(Packed {
            start_plus_one: NonZeroU32::new((span.start as u32).wrapping_add(1))?,
            end: span.end as u32,
        })
    }

    /// Whether a slot that holds `self` keeps it against `other`: the span
    /// a walk in document order meets first ([`Span::first`]).
    #[inline(always)]
    fn first_against(self, other: Packed) -> bool {
        (self.start_plus_one, std::cmp::Reverse(self.end))
            <= (other.start_plus_one, std::cmp::Reverse(other.end))
    }

    /// The span.
    #[inline]
    pub(crate) fn span(self) -> Span {
        // Widening: `usize` holds every `u32` on the platforms pest runs on.
        Span::new(self.start_plus_one.get() as usize - 1, self.end as usize)
    }
}

/// The span a packed slot holds (the packed records' readers).
#[inline]
pub(crate) fn unpack(slot: Option<Packed>) -> Option<Span> {
    slot.map(Packed::span)
}

/// The span and kind a packed tagged slot holds.
#[inline]
pub(crate) fn unpack_tagged<K: Copy>(slot: Option<Tagged<K, Packed>>) -> Option<Tagged<K>> {
    slot.map(|t| Tagged {
        span: t.span.span(),
        kind: t.kind,
    })
}

/// [`keep`] on a packed slot, of a reader that refused an input whose
/// offsets do not fit first.
// Always inlined where optimized (the tagged automaton's acceptance sets
// a slot in a few instructions); in a debug build, inlined into every arm
// of that acceptance, the frames overflowed the stack.
// `UNSET`: the slot is known to hold nothing ([`Record::set_accepted`]),
// so it is set with no test of what it holds.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn keep_packed<const UNSET: bool>(slot: &mut Option<Packed>, span: Span) {
    if UNSET {
        *slot = Packed::of_fitting(span);
    } else if let Some(new) = Packed::of_fitting(span)
        && !slot.is_some_and(|old| old.first_against(new))
    {
        *slot = Some(new);
    }
}

/// [`keep_packed`], the kind travelling with the span that is kept.
// Inlined as `keep_packed` is, and for its reason.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn keep_packed_tagged<const UNSET: bool, K: Copy>(
    slot: &mut Option<Tagged<K, Packed>>,
    span: Span,
    kind: K,
) {
    if UNSET {
        *slot = Packed::of_fitting(span).map(|span| Tagged { span, kind });
    } else if let Some(new) = Packed::of_fitting(span)
        && !slot.is_some_and(|old| old.span.first_against(new))
    {
        *slot = Some(Tagged { span: new, kind });
    }
}

/// Keep the first of the spans a slot is offered ([`Span::first`]): how
/// every family's record fills a slot, so it does not depend on the order
/// spans arrive in.
// Inlined as `keep_packed` is, and for its reason.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn keep(slot: &mut Option<Span>, span: Span) {
    *slot = Some(Span::first(*slot, span));
}

/// What a rule's span means to a family's record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role<S> {
    /// The span fills this slot of the record; the rules inside are read too.
    Slot(S),
    /// The span fills this slot of the record; nothing inside is read (its
    /// parts, if any, are read off its text).
    Leaf(S),
    /// The rule only groups others: the rules inside are read.
    Descend,
    /// Nothing in the record comes from this rule or the rules inside it
    /// (character classes, leaves read through an enclosing slot, entry
    /// points' `EOI`).
    Ignore,
}

/// A family's record of offsets, filled one span at a time.
pub(crate) trait Record {
    /// The record's slots.
    type Slot: Copy;
    /// Whether the record keeps the scheme alone ([`SchemeOnly`]).
    const SCHEME_ONLY: bool = false;
    /// Record `span` under `slot`, whatever order spans arrive in.
    fn set(&mut self, slot: Self::Slot, span: Span);
    /// Record `span` under `slot` as the tagged automaton accepts
    /// ([`Sink::accepted`](super::generated::Sink::accepted)): the record
    /// was cleared, and no other span of the acceptance sets the same
    /// part, so a record may set it with no test of what it holds. Each
    /// grammar's tests hold its acceptance to this (`TAGGED_ACCEPTS`, in
    /// the generated code): [`Record::set`] unless a record does less.
    #[inline(always)]
    fn set_accepted(&mut self, slot: Self::Slot, span: Span) {
        self.set(slot, span);
    }
}

/// A slot type that names its family's `scheme`: what [`SchemeOnly`] keeps.
pub(crate) trait SchemeSlot: Copy {
    /// Whether this slot is the scheme's.
    fn is_scheme(self) -> bool;
}

/// A record that keeps the scheme's span alone, of a family whose record
/// has slots `S`: what a tally of lines by scheme needs of a parse, filled
/// where the family's whole record costs more (the tagged automaton's
/// acceptance sets one slot, not every one). The span is the family
/// record's, kept the same way ([`keep`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct SchemeOnly<S> {
    pub(crate) scheme: Option<Span>,
    slots: std::marker::PhantomData<S>,
}

impl<S> Default for SchemeOnly<S> {
    fn default() -> Self {
        SchemeOnly {
            scheme: None,
            slots: std::marker::PhantomData,
        }
    }
}

impl<S: SchemeSlot> Record for SchemeOnly<S> {
    type Slot = S;
    const SCHEME_ONLY: bool = true;

    #[inline(always)]
    fn set(&mut self, slot: S, span: Span) {
        if slot.is_scheme() {
            keep(&mut self.scheme, span);
        }
    }
}

/// A record as a parse starts it, nothing set: what an alternative that
/// fails gives back when it was tried before anything was set. A record
/// with a `Default` is cleared to it; one that names its grammar (the URL
/// record) keeps the grammar.
pub(crate) trait Cleared {
    /// The record with nothing set.
    fn cleared(&self) -> Self;
}

impl<T: Default> Cleared for T {
    #[inline]
    fn cleared(&self) -> Self {
        T::default()
    }
}

/// Walk pest's `pairs` in document order and hand every span whose rule
/// (pest_derive's `P`, converted to the crate's `R`) `role` names as a slot
/// to `record`. Iterative, with an explicit stack: the depth is the nesting
/// of the grammar, never the length of the input.
#[cfg(feature = "oracle")]
pub(crate) fn fill<P, R, Rec>(
    pairs: Pairs<'_, P>,
    role: impl Fn(R) -> Role<Rec::Slot>,
    record: &mut Rec,
) where
    P: pest::RuleType + Into<R>,
    Rec: Record,
{
    let mut stack = vec![pairs];
    while let Some(top) = stack.last_mut() {
        let Some(pair) = top.next() else {
            stack.pop();
            continue;
        };
        match role(pair.as_rule().into()) {
            Role::Slot(slot) => {
                let span = pair.as_span();
                record.set(slot, Span::new(span.start(), span.end()));
                stack.push(pair.into_inner());
            }
            Role::Leaf(slot) => {
                let span = pair.as_span();
                record.set(slot, Span::new(span.start(), span.end()));
            }
            Role::Descend => stack.push(pair.into_inner()),
            Role::Ignore => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Span;

    #[test]
    fn first_is_the_same_in_any_order() {
        let outer = Span::new(2, 9);
        let inner = Span::new(2, 5);
        let later = Span::new(6, 9);
        let spans = [outer, inner, later];
        for order in [[0, 1, 2], [2, 1, 0], [1, 2, 0], [1, 0, 2]] {
            let kept = order
                .iter()
                .fold(None, |slot, &i| Some(Span::first(slot, spans[i])));
            assert_eq!(kept, Some(outer), "{order:?}");
        }
    }
}
