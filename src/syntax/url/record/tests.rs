//! The record does not depend on the order its spans arrive in. On every
//! case file of the URL grammars, the spans handed over parents first (pest's
//! order), in reverse, and children before parents (a generated parser's
//! order) give the record the walker before it built: pest's pre-order, the
//! first span of each slot kept, the last address production's kind.

use std::path::{Path, PathBuf};

use pest::iterators::Pairs;

use super::{Field, Packed, UrlRecord, UrlSlot, UrlWalk};
use crate::edition::UrlGrammar;
use crate::grammar::fill::{fill, Record, Role, Span};
use crate::grammar::walk::{leaf, slot};
use crate::grammar::{rfc1630_url, url_draft_02, url_draft_03};

/// The spans of one parse, in the order they were handed over.
#[derive(Default)]
struct Events(Vec<(UrlSlot, Span)>);

impl Record for Events {
    type Slot = UrlSlot;

    fn set(&mut self, slot: UrlSlot, span: Span) {
        self.0.push((slot, span));
    }
}

/// The spans of `pairs` (pest_derive's rules `P`, the walker table's `R`),
/// children before parents.
fn post_order<P: pest::RuleType + Into<R>, R>(
    pairs: Pairs<'_, P>,
    role: fn(R) -> Role<UrlSlot>,
    out: &mut Events,
) {
    for pair in pairs {
        let span = Span::new(pair.as_span().start(), pair.as_span().end());
        match role(pair.as_rule().into()) {
            Role::Slot(slot) => {
                post_order(pair.into_inner(), role, out);
                out.set(slot, span);
            }
            Role::Leaf(slot) => out.set(slot, span),
            Role::Descend => post_order(pair.into_inner(), role, out),
            Role::Ignore => {}
        }
    }
}

/// What the walker before the record kept: in pest's pre-order, the first
/// span of each part and of the address, and the last address's kind.
fn pre_order_first_wins(grammar: UrlGrammar, events: &[(UrlSlot, Span)]) -> UrlRecord {
    let mut record = UrlRecord::new(grammar);
    for &(slot, span) in events {
        match slot {
            UrlSlot::Part(field) => {
                if record.get(field).is_none() {
                    record.put(field, Some(span));
                }
            }
            UrlSlot::Address(kind) => {
                record.kind = kind;
                if record.address.is_none() {
                    record.address = Packed::new(span);
                }
            }
        }
    }
    record
}

/// `events` handed to a fresh record one by one.
fn replay<'e>(grammar: UrlGrammar, events: impl Iterator<Item = &'e (UrlSlot, Span)>) -> UrlRecord {
    let mut record = UrlRecord::new(grammar);
    for &(slot, span) in events {
        record.set(slot, span);
    }
    record
}

/// Every input of the URL grammars' case files.
fn case_inputs() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let mut inputs = Vec::new();
    let mut dirs: Vec<PathBuf> = ["rfc1630-url", "url-draft-02", "url-draft-03"]
        .iter()
        .map(|spec| root.join(spec))
        .collect();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("readable case folder") {
            let path = entry.expect("readable entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "txt") {
                let text = std::fs::read_to_string(&path).expect("case files are UTF-8");
                let text = text.strip_suffix('\n').unwrap_or(&text);
                let text = text.strip_suffix('\r').unwrap_or(text).to_owned();
                inputs.push((path, text));
            }
        }
    }
    inputs
}

/// What one grammar's parses show.
#[derive(Default, Debug)]
struct Tally {
    /// Parses checked.
    parses: usize,
    /// Parses in which some part was handed more than one span.
    repeated: usize,
}

/// Check every input that `G` accepts from one of `entries`, its spans
/// placed by `role`.
fn check<G: UrlWalk>(
    entries: &[G::Rule],
    role: fn(G::Rule) -> Role<UrlSlot>,
    inputs: &[(PathBuf, String)],
) -> Tally {
    let mut tally = Tally::default();
    for &entry in entries {
        for (path, input) in inputs {
            let Ok(pairs) = G::pest_parse(entry, input) else {
                continue;
            };
            let mut pre = Events::default();
            fill(pairs.clone(), role, &mut pre);
            let mut post = Events::default();
            post_order(pairs, role, &mut post);

            let expected = pre_order_first_wins(G::GRAMMAR, &pre.0);
            let at = || format!("{} on {}", G::GRAMMAR, path.display());
            assert_eq!(replay(G::GRAMMAR, pre.0.iter()), expected, "{}", at());
            assert_eq!(replay(G::GRAMMAR, pre.0.iter().rev()), expected, "{}", at());
            assert_eq!(replay(G::GRAMMAR, post.0.iter()), expected, "{}", at());
            assert_eq!(
                replay(G::GRAMMAR, post.0.iter().rev()),
                expected,
                "{}",
                at()
            );

            tally.parses += 1;
            let mut seen = Vec::new();
            let repeated = pre.0.iter().any(|&(slot, _)| {
                let again = seen.contains(&slot);
                seen.push(slot);
                again
            });
            tally.repeated += usize::from(repeated);
        }
    }
    tally
}

/// RFC 1630's table, but every `segment` of a `path` also goes into the
/// `path` slot: real parses in which one slot gets many spans, the first at
/// the start of the enclosing one.
fn every_segment_too(rule: rfc1630_url::Rule) -> Role<UrlSlot> {
    if rule == rfc1630_url::Rule::path {
        slot(Field::Path)
    } else if rule == rfc1630_url::Rule::segment {
        leaf(Field::Path)
    } else {
        <rfc1630_url::Parser as UrlWalk>::role(rule)
    }
}

#[test]
fn the_record_does_not_depend_on_the_order_of_spans() {
    use rfc1630_url::Rule as R1630;
    use url_draft_02::Rule as R02;
    use url_draft_03::Rule as R03;
    let inputs = case_inputs();
    assert!(inputs.len() > 300, "only {} case files", inputs.len());
    let tallies = [
        check::<rfc1630_url::Parser>(
            &[R1630::url_eoi, R1630::afsaddress_eoi],
            <rfc1630_url::Parser as UrlWalk>::role,
            &inputs,
        ),
        check::<url_draft_02::Parser>(
            &[R02::fragmentaddress_eoi, R02::afsaddress_eoi],
            <url_draft_02::Parser as UrlWalk>::role,
            &inputs,
        ),
        check::<url_draft_03::Parser>(
            &[R03::url_eoi, R03::afsaddress_eoi],
            <url_draft_03::Parser as UrlWalk>::role,
            &inputs,
        ),
    ];
    for tally in &tallies {
        assert!(tally.parses > 100, "{tallies:?}");
    }
    // The URL tables give each slot at most one span per parse (a part read
    // as text hides the rules inside it); where a slot gets many, the rule
    // must still agree with pest's first.
    let nested = check::<rfc1630_url::Parser>(
        &[R1630::url_eoi, R1630::afsaddress_eoi],
        every_segment_too,
        &inputs,
    );
    assert!(nested.repeated > 50, "{nested:?}");
}

#[test]
fn an_address_keeps_its_kind_in_any_order() {
    use crate::syntax::url::Kind;
    let outer = (UrlSlot::Address(Kind::Waisdoc), Span::new(0, 9));
    let inner = (UrlSlot::Address(Kind::Httpaddress), Span::new(2, 5));
    let same = (UrlSlot::Address(Kind::Ftpaddress), Span::new(0, 9));
    for order in [
        [outer, inner, same],
        [same, inner, outer],
        [inner, same, outer],
    ] {
        let record = replay(UrlGrammar::Rfc1630Url, order.iter());
        assert_eq!(record.address(), Some(Span::new(0, 9)), "{order:?}");
        assert_eq!(record.kind(), Kind::Ftpaddress, "{order:?}");
    }
}

#[test]
fn a_packed_span_holds_every_offset_a_record_lets_in() {
    let max = crate::syntax::MAX_INPUT;
    for span in [Span::new(0, 0), Span::new(3, 9), Span::new(max, max)] {
        assert_eq!(Packed::new(span).map(Packed::span), Some(span));
    }
    assert_eq!(Packed::new(Span::new(0, u32::MAX as usize + 1)), None);
    assert_eq!(
        Packed::new(Span::new(u32::MAX as usize, u32::MAX as usize)),
        None
    );
    // Small enough to copy: a view holds one beside its `&str`. One slot
    // per production: 35 parts and the address, 8 bytes each.
    assert!(
        std::mem::size_of::<UrlRecord>() <= 300,
        "{}",
        std::mem::size_of::<UrlRecord>()
    );
}
