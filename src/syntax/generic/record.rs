//! The record of a generic parse: where the parts of a `fragmentaddress`
//! lie in its input (RFC 1630, "BNF of Generic URI Syntax").

use super::{rfc1630, Fragmentaddress};
use crate::edition::Edition;
use crate::error::SyntaxError;
use crate::grammar::fill::{Record, Span};
use crate::grammar::walk::GenericSlot;
use crate::syntax::owned::{Access, Form, Sealed};

/// The record of an owned `fragmentaddress`: the edition whose grammar read
/// the text and where its parts lie. Public in name only: it is the record of
/// [`FragmentaddressBuf`](super::FragmentaddressBuf), `Owned<GenericRecord>`,
/// and no path names it.
///
/// ```
/// let owned = urispec::generic::FragmentaddressBuf::parse_with(urispec::GenericGrammar::UriDraft, "x:a b")?;
/// assert_eq!(owned.view().spec(), urispec::Edition::UriDraft);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GenericRecord {
    pub(crate) spec: Edition,
    pub(crate) spans: Spans,
}

/// Where the parts of a `fragmentaddress` lie in its input: the record of
/// offsets every generic parse fills and every view reads.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
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

impl Sealed for GenericRecord {}

impl Form for GenericRecord {
    type View<'a> = Fragmentaddress<'a>;

    const OWNED: &'static str = "FragmentaddressBuf";
    const EXPECTING: &'static str = "an RFC 1630 fragmentaddress";

    fn read(text: &str) -> Result<Self, SyntaxError> {
        Ok(rfc1630::parse(text)?.record())
    }

    fn view(text: &str, record: Self) -> Fragmentaddress<'_> {
        Fragmentaddress::from_spans(record.spec, text, &record.spans)
    }
}
