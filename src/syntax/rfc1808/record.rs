//! The record of an RFC 1808 parse: where the parts of a `URL` lie in its
//! text (RFC 1808 §2.2, "BNF for Relative URLs").

use super::{parse, Url};
use crate::error::SyntaxError;
use crate::grammar::fill::{keep, Record, Span};
use crate::grammar::rfc1808::Slot;
use crate::syntax::owned::{Borrowed, Flat, Form, OfText, Sealed};

/// Where the parts of a `URL` lie in its text (RFC 1808 §2.2). Each rule it
/// keeps occurs at most once in a parse. Public in name only: it is the
/// record of [`UrlBuf`](super::UrlBuf), `Owned<Offsets>`, and no path names it.
///
/// ```
/// let owned: urispec::rfc1808::UrlBuf = "http://a/b;p?q".parse()?;
/// assert_eq!(owned.view().net_loc().map(|n| n.as_str()), Some("a"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Offsets {
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

impl Sealed for Offsets {}

impl Form for Offsets {
    type View<'a> = Url<'a>;

    const OWNED: &'static str = "UrlBuf";
    const EXPECTING: &'static str = "an RFC 1808 URL";

    fn read(text: &str) -> Result<Self, SyntaxError> {
        Ok(parse(text)?.offsets)
    }

    fn view(text: &str, offsets: Self) -> Url<'_> {
        Borrowed { text, offsets }
    }
}

impl Flat for Offsets {
    const TREE: &'static str = "Url";
}

/// RFC 1808 has one grammar: the text says everything.
impl OfText for Offsets {}
