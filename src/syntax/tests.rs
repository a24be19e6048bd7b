//! The records of every family, as the grammars' tagged automata fill
//! them.

use crate::grammar::fill::{Record, Role, Span};
use crate::grammar::walk::{GenericWalk, UrlWalk};
use crate::grammar::{rfc1630, rfc1630_url, rfc1738, rfc1808, rfc2396, rfc3986};
use crate::grammar::{uri_draft, url_draft_02, url_draft_03};

use super::generic::Spans;
use super::url::record::UrlRecord;

/// Every arm of every grammar's tagged acceptance sets each part of its
/// family's record once: [`Record::set_accepted`] (no test of what a slot
/// holds) leaves the record as [`Record::set`] (the first span kept) does,
/// span by span. Each arm's spans are offered one after another, each
/// starting after the last, so that where two set one part, `set` keeps
/// the first and an unguarded `set_accepted` the second.
#[test]
fn tagged_acceptance_sets_each_part_once() {
    #[track_caller]
    fn once<R: Copy + std::fmt::Debug, Rec: Record + Copy + PartialEq + std::fmt::Debug>(
        arms: &[&[R]],
        role: impl Fn(R) -> Role<Rec::Slot>,
        cleared: Rec,
    ) {
        for arm in arms {
            let (mut kept, mut set) = (cleared, cleared);
            for (i, &rule) in arm.iter().enumerate() {
                if let Role::Slot(slot) | Role::Leaf(slot) = role(rule) {
                    let span = Span::new(2 * i, 2 * i + 1);
                    kept.set(slot, span);
                    set.set_accepted(slot, span);
                    assert_eq!(kept, set, "{rule:?} in the arm {arm:?}");
                }
            }
        }
    }
    once(
        uri_draft::TAGGED_ACCEPTS,
        <uri_draft::Parser as GenericWalk>::role,
        Spans::default(),
    );
    once(
        rfc1630::TAGGED_ACCEPTS,
        <rfc1630::Parser as GenericWalk>::role,
        Spans::default(),
    );
    once(
        rfc1630_url::TAGGED_ACCEPTS,
        <rfc1630_url::Parser as UrlWalk>::role,
        UrlRecord::new(<rfc1630_url::Parser as UrlWalk>::GRAMMAR),
    );
    once(
        url_draft_02::TAGGED_ACCEPTS,
        <url_draft_02::Parser as UrlWalk>::role,
        UrlRecord::new(<url_draft_02::Parser as UrlWalk>::GRAMMAR),
    );
    once(
        url_draft_03::TAGGED_ACCEPTS,
        <url_draft_03::Parser as UrlWalk>::role,
        UrlRecord::new(<url_draft_03::Parser as UrlWalk>::GRAMMAR),
    );
    once(
        rfc1738::TAGGED_ACCEPTS,
        <rfc1738::Parser as UrlWalk>::role,
        UrlRecord::new(<rfc1738::Parser as UrlWalk>::GRAMMAR),
    );
    once(
        rfc1808::TAGGED_ACCEPTS,
        rfc1808::role,
        super::rfc1808::Offsets::default(),
    );
    once(
        rfc2396::TAGGED_ACCEPTS,
        rfc2396::role,
        super::rfc2396::record::Offsets::default(),
    );
    once(
        rfc3986::TAGGED_ACCEPTS,
        rfc3986::role,
        super::rfc3986::Offsets::default(),
    );
    assert!(!rfc2396::TAGGED_ACCEPTS.is_empty(), "rfc2396 is tagged");
}
