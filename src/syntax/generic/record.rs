//! The record of a generic parse: where the parts of a `fragmentaddress`
//! lie in its input (RFC 1630, "BNF of Generic URI Syntax").

use crate::grammar::fill::{Record, Span};
use crate::grammar::walk::GenericSlot;

/// Where the parts of a `fragmentaddress` lie in its input: the record of
/// offsets every generic parse fills and every view reads.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct Spans {
    pub(crate) scheme: Span,
    pub(crate) path: Span,
    pub(crate) search: Option<Span>,
    pub(crate) fragmentid: Option<Span>,
}

impl Record for Spans {
    type Slot = GenericSlot;

    #[inline]
    fn set(&mut self, slot: GenericSlot, span: Span) {
        // Each slot's rule matches once per parse; `first` keeps the record
        // independent of the order spans arrive in all the same.
        match slot {
            GenericSlot::Scheme => self.scheme = span,
            GenericSlot::Path => self.path = span,
            GenericSlot::Search => self.search = Some(Span::first(self.search, span)),
            GenericSlot::Fragmentid => self.fragmentid = Some(Span::first(self.fragmentid, span)),
        }
    }
}
