//! The record of an RFC 3986 parse: where the parts of a `URI-reference`
//! lie in its text (RFC 3986 Appendix A, "Collected ABNF for URI").

use super::{parse, UriReference};
use super::{HostKind, PathKind};
use crate::error::SyntaxError;
use crate::grammar::fill::{keep, keep_tagged, Record, Span, Tagged};
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
    pub(super) scheme: Option<Span>,
    pub(super) authority: Option<Span>,
    pub(super) userinfo: Option<Span>,
    pub(super) host: Option<Tagged<HostKind>>,
    pub(super) port: Option<Span>,
    pub(super) path: Option<Tagged<PathKind>>,
    pub(super) query: Option<Span>,
    pub(super) fragment: Option<Span>,
}

impl Record for Offsets {
    type Slot = Slot;

    #[inline]
    fn set(&mut self, slot: Slot, span: Span) {
        match slot {
            Slot::Scheme => keep(&mut self.scheme, span),
            Slot::Authority => keep(&mut self.authority, span),
            Slot::Userinfo => keep(&mut self.userinfo, span),
            Slot::Ipv6address => keep_tagged(&mut self.host, span, HostKind::Ipv6address),
            Slot::IpvFuture => keep_tagged(&mut self.host, span, HostKind::IpvFuture),
            Slot::Ipv4address => keep_tagged(&mut self.host, span, HostKind::Ipv4address),
            Slot::RegName => keep_tagged(&mut self.host, span, HostKind::RegName),
            Slot::Port => keep(&mut self.port, span),
            Slot::PathAbempty => keep_tagged(&mut self.path, span, PathKind::Abempty),
            Slot::PathAbsolute => keep_tagged(&mut self.path, span, PathKind::Absolute),
            Slot::PathNoscheme => keep_tagged(&mut self.path, span, PathKind::Noscheme),
            Slot::PathRootless => keep_tagged(&mut self.path, span, PathKind::Rootless),
            Slot::PathEmpty => keep_tagged(&mut self.path, span, PathKind::Empty),
            Slot::Query => keep(&mut self.query, span),
            Slot::Fragment => keep(&mut self.fragment, span),
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
