//! The views of a `URI-reference` down to its path: the reference, its
//! absolute or relative URI, a `hier_part`. Each is built on the fly from the
//! text and its offsets record; `absoluteURI`, `hier_part` and `relativeURI`
//! are equal when they are the same text at the same place (their
//! `record::Place`'s equality and hash), the reference when it is the same text.

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Range;

use super::record::{Offsets, PathKind, Place, Src};
use super::{
    AbsPath, Authority, Fragment, NetPath, OpaquePart, Query, RelPath, Scheme, SyntaxError,
};
use crate::grammar::fill::Span;
use crate::syntax::owned::Owned;

/// An owned [`UriReference`] (RFC 2396 §4): the text and where its parts lie.
///
/// ```text
/// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
/// ```
///
/// Made by [`UriReference::into_owned`], which copies the text and the
/// record; nothing is parsed again. Equality, order and hash are those of the
/// text (the record follows from it), so it implements `Borrow<str>`: a map
/// keyed by `UriReferenceBuf` is looked up with a `&str`. One [`Owned`] form
/// serves every family (its methods and traits are written there).
///
/// ```
/// use std::collections::HashMap;
/// use urispec::rfc2396::UriReferenceBuf;
/// let mut seen: HashMap<UriReferenceBuf, u32> = HashMap::new();
/// seen.insert("http://a/b".parse()?, 1);
/// assert_eq!(seen.get("http://a/b"), Some(&1));
/// let text: String = UriReferenceBuf::try_from("g;x?y#s")?.into();
/// assert_eq!(text, "g;x?y#s");
/// let owned: UriReferenceBuf = "ftp://ftp.is.co.za/rfc/rfc1808.txt".parse()?;
/// assert_eq!(owned.view().path(), Some("/rfc/rfc1808.txt"));
/// assert_eq!(owned.to_string(), "ftp://ftp.is.co.za/rfc/rfc1808.txt");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type UriReferenceBuf = Owned<Offsets>;

/// A `URI-reference` (RFC 2396 §4): an absolute or relative URI, or neither,
/// with an optional fragment.
///
/// ```text
/// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
/// ```
///
/// The empty string is a `URI-reference` (a same-document reference, §4.2).
/// The input and a small record of where its parts lie; every accessor
/// builds its view from the two.
///
/// ```
/// let r = urispec::rfc2396::parse("http://me@a:80/b/c;p?q#f")?;
/// assert_eq!(r.scheme().unwrap().as_str(), "http");
/// assert_eq!(r.path(), Some("/b/c;p"));
/// assert_eq!(r.query().unwrap().as_str(), "q");
/// assert_eq!(r.fragment().unwrap().as_str(), "f");
/// assert_eq!(r.to_string(), "http://me@a:80/b/c;p?q#f");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Clone)]
pub struct UriReference<'a> {
    pub(super) src: Src<'a>,
}

/// The URI part of a [`UriReference`]: `absoluteURI | relativeURI` (RFC 2396 §4).
///
/// ```
/// use urispec::rfc2396::{parse, Uri};
/// assert!(matches!(parse("http://a/b#f")?.uri(), Some(Uri::Absolute(_))));
/// assert!(matches!(parse("../b")?.uri(), Some(Uri::Relative(_))));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Uri<'a> {
    /// `absoluteURI = scheme ":" ( hier_part | opaque_part )` (§3).
    Absolute(AbsoluteUri<'a>),
    /// `relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]` (§5).
    Relative(RelativeUri<'a>),
}

/// An `absoluteURI` (RFC 2396 §3).
///
/// ```text
/// absoluteURI = scheme ":" ( hier_part | opaque_part )
/// ```
///
/// ```
/// use urispec::rfc2396::{parse, Uri};
/// let Some(Uri::Absolute(a)) = parse("mailto:a@b#f")?.uri() else { panic!("absolute") };
/// assert_eq!((a.as_str(), a.span()), ("mailto:a@b", 0..10));
/// assert_eq!(a.scheme().as_str(), "mailto");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct AbsoluteUri<'a> {
    at: Place<'a, Span>,
}

/// What follows `scheme ":"` in an [`AbsoluteUri`] (RFC 2396 §3).
///
/// ```
/// use urispec::rfc2396::{parse, AbsolutePart, Uri};
/// let Some(Uri::Absolute(a)) = parse("mailto:a@b")?.uri() else { panic!("absolute") };
/// assert!(matches!(a.part(), AbsolutePart::Opaque(o) if o.as_str() == "a@b"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AbsolutePart<'a> {
    /// `hier_part = ( net_path | abs_path ) [ "?" query ]`.
    Hier(HierPart<'a>),
    /// `opaque_part = uric_no_slash *uric`.
    Opaque(OpaquePart<'a>),
}

/// A `hier_part` (RFC 2396 §3).
///
/// ```text
/// hier_part = ( net_path | abs_path ) [ "?" query ]
/// ```
///
/// ```
/// use urispec::rfc2396::{parse, AbsolutePart, HierPath, Uri};
/// let Some(Uri::Absolute(a)) = parse("http://a/b?q")?.uri() else { panic!("absolute") };
/// let AbsolutePart::Hier(h) = a.part() else { panic!("hierarchical") };
/// assert_eq!((h.as_str(), h.span()), ("//a/b?q", 5..12));
/// assert!(matches!(h.path(), HierPath::Net(n) if n.as_str() == "//a/b"));
/// assert_eq!(h.query().unwrap().as_str(), "q");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct HierPart<'a> {
    at: Place<'a>,
}

/// The path of a [`HierPart`]: `net_path | abs_path` (RFC 2396 §3).
///
/// ```
/// use urispec::rfc2396::{parse, AbsolutePart, HierPath, Uri};
/// let Some(Uri::Absolute(a)) = parse("file:/etc/motd")?.uri() else { panic!("absolute") };
/// let AbsolutePart::Hier(h) = a.part() else { panic!("hierarchical") };
/// assert!(matches!(h.path(), HierPath::Abs(p) if p.as_str() == "/etc/motd"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HierPath<'a> {
    /// `net_path = "//" authority [ abs_path ]`.
    Net(NetPath<'a>),
    /// `abs_path = "/" path_segments`.
    Abs(AbsPath<'a>),
}

/// A `relativeURI` (RFC 2396 §5).
///
/// ```text
/// relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
/// ```
///
/// Also a query alone (`?y`), as Appendix C.1 needs.
///
/// ```
/// use urispec::rfc2396::{parse, RelativePath, Uri};
/// let Some(Uri::Relative(r)) = parse("../g?y")?.uri() else { panic!("relative") };
/// assert_eq!((r.as_str(), r.span()), ("../g?y", 0..6));
/// assert!(matches!(r.path(), RelativePath::Rel(p) if p.as_str() == "../g"));
/// assert_eq!(r.query().unwrap().as_str(), "y");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct RelativeUri<'a> {
    at: Place<'a>,
}

/// The path of a [`RelativeUri`] (RFC 2396 §5).
///
/// ```
/// use urispec::rfc2396::{parse, RelativePath, Uri};
/// let path = |s| match parse(s).map(|r| r.uri()) {
///     Ok(Some(Uri::Relative(r))) => Some(r.path()),
///     _ => None,
/// };
/// assert!(matches!(path("//a/b"), Some(RelativePath::Net(_))));
/// assert!(matches!(path("/b"), Some(RelativePath::Abs(_))));
/// assert!(matches!(path("?y"), Some(RelativePath::Empty)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RelativePath<'a> {
    /// A network-path reference: `net_path`.
    Net(NetPath<'a>),
    /// An absolute-path reference: `abs_path`.
    Abs(AbsPath<'a>),
    /// A relative-path reference: `rel_path`.
    Rel(RelPath<'a>),
    /// No path, only a query (`?y`; Appendix C.1).
    Empty,
}

impl<'a> UriReference<'a> {
    /// `input` before it is read, the record empty (for `parse_into`).
    #[inline]
    pub(crate) fn empty(input: &'a str) -> Self {
        UriReference {
            src: Src {
                text: input,
                offsets: Offsets::default(),
            },
        }
    }

    /// The whole input.
    pub fn as_str(&self) -> &'a str {
        self.src.text
    }

    /// An owned copy that no longer borrows the input: the text and the
    /// offsets record, copied.
    pub fn into_owned(self) -> UriReferenceBuf {
        Owned::of(self)
    }

    /// The URI before `#`, absent for a same-document reference (`""`, `#f`).
    pub fn uri(&self) -> Option<Uri<'a>> {
        // Both alternatives are at least one character long.
        let span = Span::new(0, self.src.uri_end());
        let src = self.src;
        (span.end > 0).then_some(match src.offsets.scheme() {
            Some(kind) => Uri::Absolute(AbsoluteUri {
                at: Place { src, span, kind },
            }),
            None => Uri::Relative(RelativeUri {
                at: Place {
                    src,
                    span,
                    kind: (),
                },
            }),
        })
    }

    /// The `fragment` after `#`.
    pub fn fragment(&self) -> Option<Fragment<'a>> {
        let text = self.src.text;
        self.src.offsets.fragment().map(|f| Fragment::at(text, f))
    }

    /// The `scheme` of an absolute URI.
    pub fn scheme(&self) -> Option<Scheme<'a>> {
        let text = self.src.text;
        self.src.offsets.scheme().map(|s| Scheme::at(text, s))
    }

    /// The `authority` of a `net_path`, absolute or relative.
    pub fn authority(&self) -> Option<Authority<'a>> {
        // Not through `net_path`: a view holds the record, and each view
        // made on the way is a copy of it.
        let authority = self.src.offsets.authority()?;
        Some(Authority::of(self.src, authority))
    }

    /// The `net_path`, if the reference has one.
    pub fn net_path(&self) -> Option<NetPath<'a>> {
        NetPath::of(self.src)
    }

    /// The `abs_path`, on its own or after a `net_path`'s authority.
    pub fn abs_path(&self) -> Option<AbsPath<'a>> {
        let text = self.src.text;
        let path = self.src.offsets.path_of(PathKind::Abs);
        path.map(|p| AbsPath::at(text, p))
    }

    /// The `rel_path` of a relative-path reference.
    pub fn rel_path(&self) -> Option<RelPath<'a>> {
        let text = self.src.text;
        let path = self.src.offsets.path_of(PathKind::Rel);
        path.map(|p| RelPath::at(text, p))
    }

    /// The `opaque_part` of an opaque absolute URI (`mailto:x@y`).
    pub fn opaque_part(&self) -> Option<OpaquePart<'a>> {
        let text = self.src.text;
        let path = self.src.offsets.path_of(PathKind::Opaque);
        path.map(|p| OpaquePart::at(text, p))
    }

    /// The path as §3.3 uses the word (`abs_path` or `rel_path`; RFC 2396
    /// also counts an `opaque_part` as path, see [`opaque_part`](Self::opaque_part)):
    /// `None` for an opaque URI, `""` for a hierarchical reference without one.
    pub fn path(&self) -> Option<&'a str> {
        match self.src.offsets.path() {
            Some(p) => match p.kind {
                PathKind::Abs | PathKind::Rel => Some(self.src.at(p.span)),
                PathKind::Opaque => None,
            },
            None => Some(""),
        }
    }

    /// The `query` after `?`.
    pub fn query(&self) -> Option<Query<'a>> {
        query(self.src)
    }
}

/// The `query` of the reference: `hier_part` and `relativeURI` both end with
/// `[ "?" query ]`.
fn query(src: Src<'_>) -> Option<Query<'_>> {
    src.offsets.query().map(|q| Query::at(src.text, q))
}

impl<'a> Uri<'a> {
    /// The text of the URI.
    pub fn as_str(&self) -> &'a str {
        match self {
            Uri::Absolute(a) => a.as_str(),
            Uri::Relative(r) => r.as_str(),
        }
    }
}

impl<'a> AbsoluteUri<'a> {
    /// The text of the `absoluteURI`, as in the input.
    pub fn as_str(&self) -> &'a str {
        self.at.as_str()
    }

    /// Byte range in the whole input.
    pub fn span(&self) -> Range<usize> {
        self.at.span.range()
    }

    /// The `scheme`.
    pub fn scheme(&self) -> Scheme<'a> {
        Scheme::at(self.at.src.text, self.at.kind)
    }

    /// The `hier_part` or `opaque_part` after `scheme ":"`.
    pub fn part(&self) -> AbsolutePart<'a> {
        let Place { src, span, kind } = self.at;
        match src.offsets.path_of(PathKind::Opaque) {
            Some(o) => AbsolutePart::Opaque(OpaquePart::at(src.text, o)),
            None => AbsolutePart::Hier(HierPart {
                at: Place {
                    src,
                    span: Span::new(kind.end + 1, span.end),
                    kind: (),
                },
            }),
        }
    }
}

impl fmt::Display for AbsoluteUri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl AsRef<str> for AbsoluteUri<'_> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl<'a> HierPart<'a> {
    /// The text of the `hier_part`, as in the input.
    pub fn as_str(&self) -> &'a str {
        self.at.as_str()
    }

    /// Byte range in the whole input.
    pub fn span(&self) -> Range<usize> {
        self.at.span.range()
    }

    /// The `net_path` or `abs_path`.
    pub fn path(&self) -> HierPath<'a> {
        let Place { src, span, .. } = self.at;
        match NetPath::of(src) {
            Some(n) => HierPath::Net(n),
            // `hier_part = ( net_path | abs_path ) ...`: without a net_path,
            // the record's path is the abs_path (the empty one at the end
            // stands for a record no parse gives).
            None => {
                let end = Span::new(span.end, span.end);
                let path = src.offsets.path_of(PathKind::Abs).unwrap_or(end);
                HierPath::Abs(AbsPath::at(src.text, path))
            }
        }
    }

    /// The `query` after `?`.
    pub fn query(&self) -> Option<Query<'a>> {
        query(self.at.src)
    }
}

impl fmt::Display for HierPart<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl AsRef<str> for HierPart<'_> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl<'a> RelativeUri<'a> {
    /// The text of the `relativeURI`, as in the input.
    pub fn as_str(&self) -> &'a str {
        self.at.as_str()
    }

    /// Byte range in the whole input.
    pub fn span(&self) -> Range<usize> {
        self.at.span.range()
    }

    /// The `net_path`, `abs_path` or `rel_path` (or none: `?y`).
    pub fn path(&self) -> RelativePath<'a> {
        let src = self.at.src;
        if let Some(n) = NetPath::of(src) {
            return RelativePath::Net(n);
        }
        let text = src.text;
        match src.offsets.path() {
            Some(p) => match p.kind {
                PathKind::Abs => RelativePath::Abs(AbsPath::at(text, p.span)),
                PathKind::Rel => RelativePath::Rel(RelPath::at(text, p.span)),
                // Only an absoluteURI has an opaque_part.
                PathKind::Opaque => RelativePath::Empty,
            },
            None => RelativePath::Empty,
        }
    }

    /// The `query` after `?`.
    pub fn query(&self) -> Option<Query<'a>> {
        query(self.at.src)
    }
}

impl fmt::Display for RelativeUri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl AsRef<str> for RelativeUri<'_> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for UriReference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.src.text)
    }
}

impl fmt::Display for Uri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl<'a> TryFrom<&'a str> for UriReference<'a> {
    type Error = SyntaxError;

    /// Parse under RFC 2396 (see [`parse`](super::parse)).
    fn try_from(input: &'a str) -> Result<Self, Self::Error> {
        super::parse(input)
    }
}

// `Debug` shows the tree the accessors give, not the record.

// Equality, order and hash by the text alone: the record is a function of
// it, and `Borrow<str>` needs the hash of the string.

impl PartialEq for UriReference<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.src.text == other.src.text
    }
}

impl Eq for UriReference<'_> {}

impl PartialOrd for UriReference<'_> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for UriReference<'_> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.src.text.cmp(other.src.text)
    }
}

impl Hash for UriReference<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.src.text.hash(state);
    }
}

impl AsRef<str> for UriReference<'_> {
    fn as_ref(&self) -> &str {
        self.src.text
    }
}

impl Borrow<str> for UriReference<'_> {
    fn borrow(&self) -> &str {
        self.src.text
    }
}

impl fmt::Debug for UriReference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UriReference")
            .field("input", &self.as_str())
            .field("uri", &self.uri())
            .field("fragment", &self.fragment())
            .finish()
    }
}

impl fmt::Debug for AbsoluteUri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AbsoluteUri")
            .field("raw", &self.as_str())
            .field("scheme", &self.scheme())
            .field("part", &self.part())
            .finish()
    }
}

impl fmt::Debug for HierPart<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HierPart")
            .field("raw", &self.as_str())
            .field("path", &self.path())
            .field("query", &self.query())
            .finish()
    }
}

impl fmt::Debug for RelativeUri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RelativeUri")
            .field("raw", &self.as_str())
            .field("path", &self.path())
            .field("query", &self.query())
            .finish()
    }
}
