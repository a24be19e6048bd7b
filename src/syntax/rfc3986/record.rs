//! The record of an RFC 3986 parse: where the parts of a `URI-reference`
//! lie in its text (RFC 3986 Appendix A, "Collected ABNF for URI").

use super::{parse, UriReference};
use super::{HostKind, PathKind};
use crate::error::SyntaxError;
use crate::grammar::fill::{
    keep_packed, keep_packed_tagged, unpack, unpack_tagged, Packed, Record, Span, Tagged,
};
use crate::grammar::rfc3986::Slot;
use crate::syntax::owned::{Borrowed, Flat, Form, OfText, Sealed};

/// Where the parts of a `URI-reference` lie in its text (RFC 3986 §4.1).
/// Public in name only: it is the record of
/// [`UriReferenceBuf`](super::UriReferenceBuf), `Owned<Offsets>`, and no path
/// names it.
///
/// ```
/// let owned: urispec::rfc3986::UriReferenceBuf = "//[::1]/a".parse()?;
/// assert_eq!(owned.view().authority().map(|a| a.host().as_str()), Some("[::1]"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Offsets {
    // Eight bytes a span (`Packed`), not sixteen, as RFC 2396's record:
    // every view holds the record and copies it where it is made, and a
    // parse's result is moved in a few moves, not a `memcpy` call.
    scheme: Option<Packed>,
    authority: Option<Packed>,
    userinfo: Option<Packed>,
    host: Option<Tagged<HostKind, Packed>>,
    port: Option<Packed>,
    path: Option<Tagged<PathKind, Packed>>,
    query: Option<Packed>,
    fragment: Option<Packed>,
}

impl Offsets {
    /// The `scheme` (§3.1).
    pub(super) fn scheme(&self) -> Option<Span> {
        unpack(self.scheme)
    }

    /// The `authority` (§3.2).
    pub(super) fn authority(&self) -> Option<Span> {
        unpack(self.authority)
    }

    /// The `userinfo` (§3.2.1).
    pub(super) fn userinfo(&self) -> Option<Span> {
        unpack(self.userinfo)
    }

    /// The `host` (§3.2.2), and which of its forms.
    pub(super) fn host(&self) -> Option<Tagged<HostKind>> {
        unpack_tagged(self.host)
    }

    /// The `port` (§3.2.3).
    pub(super) fn port(&self) -> Option<Span> {
        unpack(self.port)
    }

    /// The path (§3.3), and which of its five forms.
    pub(super) fn path(&self) -> Option<Tagged<PathKind>> {
        unpack_tagged(self.path)
    }

    /// The `query` (§3.4).
    pub(super) fn query(&self) -> Option<Span> {
        unpack(self.query)
    }

    /// The `fragment` (§3.5).
    pub(super) fn fragment(&self) -> Option<Span> {
        unpack(self.fragment)
    }
}

impl Record for Offsets {
    type Slot = Slot;

    #[inline(always)]
    fn set(&mut self, slot: Slot, span: Span) {
        self.put::<false>(slot, span);
    }

    #[inline(always)]
    fn set_accepted(&mut self, slot: Slot, span: Span) {
        self.put::<true>(slot, span);
    }
}

impl Offsets {
    /// [`Record::set`], or with `UNSET` [`Record::set_accepted`].
    // Its reader refuses an input whose offsets do not fit a `u32` first
    // (`parse_into`), so each span is packed without a test.
    #[inline(always)]
    fn put<const UNSET: bool>(&mut self, slot: Slot, span: Span) {
        match slot {
            Slot::Scheme => keep_packed::<UNSET>(&mut self.scheme, span),
            Slot::Authority => keep_packed::<UNSET>(&mut self.authority, span),
            Slot::Userinfo => keep_packed::<UNSET>(&mut self.userinfo, span),
            Slot::Ipv6address => {
                keep_packed_tagged::<UNSET, _>(&mut self.host, span, HostKind::Ipv6address)
            }
            Slot::IpvFuture => {
                keep_packed_tagged::<UNSET, _>(&mut self.host, span, HostKind::IpvFuture)
            }
            Slot::Ipv4address => {
                keep_packed_tagged::<UNSET, _>(&mut self.host, span, HostKind::Ipv4address)
            }
            Slot::RegName => {
                keep_packed_tagged::<UNSET, _>(&mut self.host, span, HostKind::RegName)
            }
            Slot::Port => keep_packed::<UNSET>(&mut self.port, span),
            Slot::PathAbempty => {
                keep_packed_tagged::<UNSET, _>(&mut self.path, span, PathKind::Abempty)
            }
            Slot::PathAbsolute => {
                keep_packed_tagged::<UNSET, _>(&mut self.path, span, PathKind::Absolute)
            }
            Slot::PathNoscheme => {
                keep_packed_tagged::<UNSET, _>(&mut self.path, span, PathKind::Noscheme)
            }
            Slot::PathRootless => {
                keep_packed_tagged::<UNSET, _>(&mut self.path, span, PathKind::Rootless)
            }
            Slot::PathEmpty => {
                keep_packed_tagged::<UNSET, _>(&mut self.path, span, PathKind::Empty)
            }
            Slot::Query => keep_packed::<UNSET>(&mut self.query, span),
            Slot::Fragment => keep_packed::<UNSET>(&mut self.fragment, span),
        }
    }
}

impl Sealed for Offsets {}

impl Form for Offsets {
    type View<'a> = UriReference<'a>;

    const OWNED: &'static str = "UriReferenceBuf";
    const EXPECTING: &'static str = "an RFC 3986 URI-reference";

    fn read(text: &str) -> Result<Self, SyntaxError> {
        Ok(parse(text)?.offsets)
    }

    fn view(text: &str, offsets: Self) -> UriReference<'_> {
        Borrowed { text, offsets }
    }
}

impl Flat for Offsets {
    const TREE: &'static str = "UriReference";
}

/// RFC 3986 has one grammar: the text says everything.
impl OfText for Offsets {}
