//! The record of an RFC 1808 parse: where the parts of a `URL` lie in its
//! text (RFC 1808 §2.2, "BNF for Relative URLs").

use super::{parse, Url};
use crate::error::SyntaxError;
use crate::grammar::fill::{keep_packed, unpack, Packed, Record, Span};
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
    // Eight bytes a span (`Packed`), not sixteen, as RFC 2396's record:
    // every view holds the record and copies it where it is made.
    scheme: Option<Packed>,
    generic_rl: Option<Packed>,
    net_loc: Option<Packed>,
    abs_path: Option<Packed>,
    rel_path: Option<Packed>,
    path: Option<Packed>,
    params: Option<Packed>,
    query: Option<Packed>,
    fragment: Option<Packed>,
    opaque: Option<Packed>,
}

impl Offsets {
    /// The `scheme`.
    #[inline]
    pub(super) fn scheme(&self) -> Option<Span> {
        unpack(self.scheme)
    }

    /// The `generic-RL`.
    #[inline]
    pub(super) fn generic_rl(&self) -> Option<Span> {
        unpack(self.generic_rl)
    }

    /// The `net_loc`.
    #[inline]
    pub(super) fn net_loc(&self) -> Option<Span> {
        unpack(self.net_loc)
    }

    /// The `abs_path`.
    #[inline]
    pub(super) fn abs_path(&self) -> Option<Span> {
        unpack(self.abs_path)
    }

    /// The `rel_path`.
    #[inline]
    pub(super) fn rel_path(&self) -> Option<Span> {
        unpack(self.rel_path)
    }

    /// The `path`.
    #[inline]
    pub(super) fn path(&self) -> Option<Span> {
        unpack(self.path)
    }

    /// The `params`.
    #[inline]
    pub(super) fn params(&self) -> Option<Span> {
        unpack(self.params)
    }

    /// The `query`.
    #[inline]
    pub(super) fn query(&self) -> Option<Span> {
        unpack(self.query)
    }

    /// The `fragment`.
    #[inline]
    pub(super) fn fragment(&self) -> Option<Span> {
        unpack(self.fragment)
    }

    /// The opaque part after an absolute URL's scheme.
    #[inline]
    pub(super) fn opaque(&self) -> Option<Span> {
        unpack(self.opaque)
    }
}

impl Record for Offsets {
    type Slot = Slot;

    // Its reader refuses an input whose offsets do not fit a `u32` first
    // (`parse_into`), so each span is packed without a test.
    #[inline(always)]
    fn set(&mut self, slot: Slot, span: Span) {
        keep_packed::<false>(self.field(slot), span);
    }

    #[inline(always)]
    fn set_accepted(&mut self, slot: Slot, span: Span) {
        keep_packed::<true>(self.field(slot), span);
    }
}

impl Offsets {
    /// The part `slot` names.
    #[inline(always)]
    fn field(&mut self, slot: Slot) -> &mut Option<Packed> {
        match slot {
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
        }
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
