//! The offsets record of a `URI-reference`: where each part lies in the
//! text, filled from a parse through the walker table of
//! `grammar/rfc2396.pest` (`crate::grammar::rfc2396::role`).

use std::hash::{Hash, Hasher};

use super::{parse, UriReference};
use crate::error::SyntaxError;
use crate::grammar::fill::{
    keep_packed, keep_packed_tagged, unpack, unpack_tagged, Packed, Record, Span, Tagged,
};
use crate::grammar::rfc2396::Slot;
use crate::syntax::owned::{Form, OfText, Sealed};

/// Which alternative of `authority = server | reg_name` (RFC 2396 §3.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum AuthorityKind {
    Server,
    RegName,
}

/// Which alternative of `host = hostname | IPv4address` (RFC 2396 §3.2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum HostKind {
    Hostname,
    Ipv4address,
}

/// Which production the path is: `abs_path` (alone, or after a `net_path`'s
/// authority), `rel_path`, or an absolute URI's `opaque_part` (RFC 2396 §3, §5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum PathKind {
    Abs,
    Rel,
    Opaque,
}

/// Where the parts of a `URI-reference` lie in its text.
///
/// Only the parts are kept; what lies between them follows from the grammar:
/// the URI (`absoluteURI` when there is a scheme, else `relativeURI`) runs
/// from 0 to the `#` of the fragment or the end, a `hier_part` from after
/// `scheme ":"` to the URI's end, a `net_path` from the `//` before the
/// authority to the end of its `abs_path`, a `hostport` from the host to the
/// end of the port.
///
/// Public in name only: it is the record of
/// [`UriReferenceBuf`](super::UriReferenceBuf), `Owned<Offsets>`, and no path
/// names it.
///
/// ```
/// let owned: urispec::rfc2396::UriReferenceBuf = "http://me@a:80/b".parse()?;
/// assert_eq!(owned.view().userinfo().map(|u| u.as_str()), Some("me"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Offsets {
    // Eight bytes a span (`Packed`), not sixteen: every view holds the
    // record, and copies it where it is made.
    scheme: Option<Packed>,
    /// Present exactly when the reference has a `net_path`.
    authority: Option<Tagged<AuthorityKind, Packed>>,
    userinfo: Option<Packed>,
    /// Present exactly when a `server` has its `hostport`.
    host: Option<Tagged<HostKind, Packed>>,
    port: Option<Packed>,
    path: Option<Tagged<PathKind, Packed>>,
    query: Option<Packed>,
    fragment: Option<Packed>,
}

impl Offsets {
    /// The `scheme`.
    pub(crate) fn scheme(&self) -> Option<Span> {
        unpack(self.scheme)
    }

    /// The `authority`, `server` or `reg_name`.
    pub(crate) fn authority(&self) -> Option<Tagged<AuthorityKind>> {
        unpack_tagged(self.authority)
    }

    /// The `userinfo`.
    pub(crate) fn userinfo(&self) -> Option<Span> {
        unpack(self.userinfo)
    }

    /// The `host`, `hostname` or `IPv4address`.
    pub(crate) fn host(&self) -> Option<Tagged<HostKind>> {
        unpack_tagged(self.host)
    }

    /// The `port`.
    pub(crate) fn port(&self) -> Option<Span> {
        unpack(self.port)
    }

    /// The path: `abs_path`, `rel_path` or `opaque_part`.
    pub(crate) fn path(&self) -> Option<Tagged<PathKind>> {
        unpack_tagged(self.path)
    }

    /// The `query`.
    pub(crate) fn query(&self) -> Option<Span> {
        unpack(self.query)
    }

    /// The `fragment`.
    pub(crate) fn fragment(&self) -> Option<Span> {
        unpack(self.fragment)
    }

    /// Where the URI before `#` ends in a text of `len` bytes.
    pub(crate) fn uri_end(&self, len: usize) -> usize {
        // `URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]`.
        self.fragment().map_or(len, |f| f.start.saturating_sub(1))
    }

    /// The span of the path when it is of `kind`.
    pub(crate) fn path_of(&self, kind: PathKind) -> Option<Span> {
        self.path().filter(|p| p.kind == kind).map(|p| p.span)
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
    #[inline(always)]
    fn put<const UNSET: bool>(&mut self, slot: Slot, span: Span) {
        match slot {
            Slot::Scheme => keep_packed::<UNSET>(&mut self.scheme, span),
            Slot::Server => {
                keep_packed_tagged::<UNSET, _>(&mut self.authority, span, AuthorityKind::Server)
            }
            Slot::RegName => {
                keep_packed_tagged::<UNSET, _>(&mut self.authority, span, AuthorityKind::RegName)
            }
            Slot::Userinfo => keep_packed::<UNSET>(&mut self.userinfo, span),
            Slot::Hostname => {
                keep_packed_tagged::<UNSET, _>(&mut self.host, span, HostKind::Hostname)
            }
            Slot::Ipv4address => {
                keep_packed_tagged::<UNSET, _>(&mut self.host, span, HostKind::Ipv4address)
            }
            Slot::Port => keep_packed::<UNSET>(&mut self.port, span),
            // A `rel_path` holds an `abs_path` after its first segment: the
            // path is the outer one, which starts first.
            Slot::AbsPath => keep_packed_tagged::<UNSET, _>(&mut self.path, span, PathKind::Abs),
            Slot::RelPath => keep_packed_tagged::<UNSET, _>(&mut self.path, span, PathKind::Rel),
            Slot::OpaquePart => {
                keep_packed_tagged::<UNSET, _>(&mut self.path, span, PathKind::Opaque)
            }
            Slot::Query => keep_packed::<UNSET>(&mut self.query, span),
            Slot::Fragment => keep_packed::<UNSET>(&mut self.fragment, span),
        }
    }
}

/// A text and its record: what every view of a `URI-reference` is built on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Src<'a> {
    pub(crate) text: &'a str,
    pub(crate) offsets: Offsets,
}

impl<'a> Src<'a> {
    /// The text at `span`, a span of the record.
    pub(crate) fn at(&self, span: Span) -> &'a str {
        &self.text[span.range()]
    }

    /// Where the URI before `#` ends.
    pub(crate) fn uri_end(&self) -> usize {
        self.offsets.uri_end(self.text.len())
    }
}

/// Where a composite view of a `URI-reference` lies (`net_path`, `server`,
/// `hostport`, `absoluteURI`, `hier_part`, `relativeURI`): the text and its
/// record, the span the view covers, and what the record says of the view's
/// own production (`kind`: a `net_path`'s authority, a `hostport`'s host, an
/// `absoluteURI`'s scheme; `()` where the view needs none).
///
/// The views are equal when they are the same text at the same place, in
/// whatever reference (the grammar then gives them the same parts): a place
/// is equal to another, and hashed, by its span and its text alone, and each
/// view derives its equality and hash from its place's.
#[derive(Clone, Copy)]
pub(crate) struct Place<'a, K = ()> {
    pub(crate) src: Src<'a>,
    pub(crate) span: Span,
    pub(crate) kind: K,
}

impl<'a, K> Place<'a, K> {
    /// The view's text.
    pub(crate) fn as_str(&self) -> &'a str {
        self.src.at(self.span)
    }
}

impl<K> PartialEq for Place<'_, K> {
    fn eq(&self, other: &Self) -> bool {
        self.span == other.span && self.as_str() == other.as_str()
    }
}

impl<K> Eq for Place<'_, K> {}

impl<K> Hash for Place<'_, K> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.span.hash(state);
        self.as_str().hash(state);
    }
}

impl Sealed for Offsets {}

impl Form for Offsets {
    type View<'a> = UriReference<'a>;

    const OWNED: &'static str = "UriReferenceBuf";
    const EXPECTING: &'static str = "an RFC 2396 URI-reference";

    fn read(text: &str) -> Result<Self, SyntaxError> {
        Ok(parse(text)?.src.offsets)
    }

    fn view(text: &str, offsets: Self) -> UriReference<'_> {
        UriReference {
            src: Src { text, offsets },
        }
    }
}

/// RFC 2396 has one grammar: the text says everything.
impl OfText for Offsets {}

// They read pest's pairs.
#[cfg(all(test, feature = "oracle"))]
mod tests {
    use std::cmp::Reverse;

    use super::*;
    use crate::grammar::fill::{fill, Role};
    use crate::grammar::rfc2396::{role, Parser, Rule};
    use crate::grammar::PestGrammar;

    /// Every `(slot, span)` of a parse, the insides of leaves too (as a
    /// parser that finishes children first would hand them over before it
    /// knows the parent is a leaf).
    fn every_span(input: &str) -> Vec<(Slot, Span)> {
        let pairs = Parser::pest_parse(Rule::URI_reference_eoi, input)
            .unwrap_or_else(|e| panic!("{input:?}: {e}"));
        pairs
            .flatten()
            .filter_map(|pair| {
                let span = Span::new(pair.as_span().start(), pair.as_span().end());
                match role(pair.as_rule().into()) {
                    Role::Slot(slot) | Role::Leaf(slot) => Some((slot, span)),
                    Role::Descend | Role::Ignore => None,
                }
            })
            .collect()
    }

    fn record(spans: impl IntoIterator<Item = (Slot, Span)>) -> Offsets {
        let mut offsets = Offsets::default();
        for (slot, span) in spans {
            offsets.set(slot, span);
        }
        offsets
    }

    fn filled(input: &str) -> Offsets {
        let pairs = Parser::pest_parse(Rule::URI_reference_eoi, input)
            .unwrap_or_else(|e| panic!("{input:?}: {e}"));
        let mut offsets = Offsets::default();
        fill(pairs, role, &mut offsets);
        offsets
    }

    const INPUTS: &[&str] = &[
        "",
        "#f",
        "?y",
        "//g",
        "///g",
        "g/x/y;p?q#s",
        "../g",
        "http://u:p@h.example.:80/a/b;p=1/c?q=1#f",
        "http://1.2.3.4:/a",
        "http://a@b@c/",
        "file:///etc/hosts",
        "mailto:x@y",
        "s:a/b",
        "//a@b@c?x",
    ];

    /// Parents first (pest's order), children first (a generated parser's),
    /// backwards, and with the insides of leaves: one record.
    #[test]
    fn the_record_does_not_depend_on_the_order_of_spans() {
        for input in INPUTS {
            let expected = filled(input);
            let spans = every_span(input);
            assert_eq!(
                record(spans.iter().copied()),
                expected,
                "{input:?} in order"
            );
            assert_eq!(
                record(spans.iter().rev().copied()),
                expected,
                "{input:?} backwards"
            );
            let mut children_first = spans.clone();
            children_first.sort_by_key(|(_, s)| (s.end, Reverse(s.start)));
            assert_eq!(record(children_first), expected, "{input:?} children first");
        }
    }

    #[test]
    fn a_rel_path_keeps_its_kind_over_the_abs_path_inside() {
        let spans = every_span("g/x");
        assert!(
            spans.contains(&(Slot::AbsPath, Span::new(1, 3))),
            "{spans:?}"
        );
        let path = Tagged {
            span: Span::new(0, 3),
            kind: PathKind::Rel,
        };
        assert_eq!(record(spans.iter().rev().copied()).path(), Some(path));
        assert_eq!(filled("g/x").path(), Some(path));
    }

    #[test]
    fn parts_and_kinds() {
        let r = filled("http://u@1.2.3.4:8/p?q#f");
        assert_eq!(r.scheme(), Some(Span::new(0, 4)));
        assert_eq!(
            r.authority(),
            Some(Tagged {
                span: Span::new(7, 18),
                kind: AuthorityKind::Server
            })
        );
        assert_eq!(r.userinfo(), Some(Span::new(7, 8)));
        assert_eq!(
            r.host(),
            Some(Tagged {
                span: Span::new(9, 16),
                kind: HostKind::Ipv4address
            })
        );
        assert_eq!(r.port(), Some(Span::new(17, 18)));
        assert_eq!(r.path_of(PathKind::Abs), Some(Span::new(18, 20)));
        assert_eq!(r.query(), Some(Span::new(21, 22)));
        assert_eq!(r.fragment(), Some(Span::new(23, 24)));
        assert_eq!(r.uri_end(24), 22);

        let r = filled("//a@b@c");
        assert_eq!(r.authority().map(|a| a.kind), Some(AuthorityKind::RegName));
        assert_eq!((r.userinfo(), r.host(), r.path()), (None, None, None));

        let r = filled("mailto:x@y");
        assert_eq!(r.path_of(PathKind::Opaque), Some(Span::new(7, 10)));
        assert_eq!(r.authority(), None);
    }
}
