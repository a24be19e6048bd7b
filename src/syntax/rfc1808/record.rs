//! The record of an RFC 1808 parse: where the parts of a `URL` lie in its
//! text (RFC 1808 §2.2, "BNF for Relative URLs").

use crate::grammar::fill::{Record, Span};
use crate::grammar::rfc1808::Slot;
use crate::syntax::rfc2396::record::keep;

/// Where the parts of a `URL` lie in its text. Each rule it keeps occurs at
/// most once in a parse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(crate) struct Offsets {
    pub(super) scheme: Option<Span>,
    pub(super) generic_rl: Option<Span>,
    pub(super) net_loc: Option<Span>,
    pub(super) abs_path: Option<Span>,
    pub(super) rel_path: Option<Span>,
    pub(super) path: Option<Span>,
    pub(super) params: Option<Span>,
    pub(super) query: Option<Span>,
    pub(super) fragment: Option<Span>,
    pub(super) opaque: Option<Span>,
}

impl Record for Offsets {
    type Slot = Slot;

    #[inline]
    fn set(&mut self, slot: Slot, span: Span) {
        let field = match slot {
            Slot::Scheme => &mut self.scheme,
            Slot::GenericRl => &mut self.generic_rl,
            Slot::NetLoc => &mut self.net_loc,
            Slot::AbsPath => &mut self.abs_path,
            Slot::RelPath => &mut self.rel_path,
            Slot::Path => &mut self.path,
            Slot::Params => &mut self.params,
            Slot::Query => &mut self.query,
            Slot::Fragment => &mut self.fragment,
            Slot::Opaque => &mut self.opaque,
        };
        keep(field, span);
    }
}
