//! RFC 2396 URI references: the grammar of Appendix A "Collected BNF for URI"
//! (`grammar/rfc2396.pest`) and typed, zero-copy views of a parse.
//!
//! ```text
//! URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
//! absoluteURI   = scheme ":" ( hier_part | opaque_part )
//! relativeURI   = ( net_path | abs_path | rel_path ) [ "?" query ]
//! hier_part     = ( net_path | abs_path ) [ "?" query ]
//! net_path      = "//" authority [ abs_path ]
//! authority     = server | reg_name
//! server        = [ [ userinfo "@" ] hostport ]
//! hostport      = host [ ":" port ]
//! host          = hostname | IPv4address
//! ```
//!
//! A parse is the input and a small `Copy` record of where its parts lie
//! (scheme, authority, userinfo, host, port, the path and which production it
//! is, query, fragment). Every view ([`Uri`], [`NetPath`], [`Server`], ...) is
//! built from the two when asked for and borrows from the input; `Display`
//! writes each view's text back byte for byte, and [`UriReference`]'s
//! `Display` gives the whole input. The owned form ([`UriReferenceBuf`])
//! keeps the text and the same record.
//!
//! # Examples
//!
//! ```
//! use urispec::rfc2396::{self, Authority, Host};
//!
//! let r = rfc2396::parse("http://user@www.w3.org:8080/a/b;p=1?q#f")?;
//! assert_eq!(r.scheme().unwrap().as_str(), "http");
//! let Some(Authority::Server(server)) = r.authority() else { panic!() };
//! assert_eq!(server.userinfo().unwrap().as_str(), "user");
//! let hostport = server.hostport().unwrap();
//! assert!(matches!(hostport.host(), Host::Hostname(h) if h.as_str() == "www.w3.org"));
//! assert_eq!(hostport.port().unwrap().number(), Some(8080));
//! let last = r.abs_path().unwrap().segments().last().unwrap();
//! assert_eq!(last.name(), "b");
//! assert_eq!(last.params().map(|p| p.as_str()).collect::<Vec<_>>(), ["p=1"]);
//! assert_eq!(r.to_string(), "http://user@www.w3.org:8080/a/b;p=1?q#f");
//!
//! // `server` must take the whole authority, else it is a `reg_name`.
//! let r = rfc2396::parse("http://a@b@c/")?;
//! assert!(matches!(r.authority(), Some(Authority::RegName(n)) if n.as_str() == "a@b@c"));
//!
//! // No IPv6 literals in RFC 2396 (RFC 2732 added them).
//! let e = rfc2396::parse("http://[::1]/").unwrap_err();
//! assert_eq!(e.offset(), 7);
//! assert!(e.note().unwrap().contains("RFC 2732"));
//! # Ok::<(), urispec::SyntaxError>(())
//! ```
//!
//! # Differences from the specification
//!
//! - `relativeURI` also accepts a query alone (`?y`), which Appendix C.1
//!   resolves but the printed BNF cannot produce (`DEVIATION(example)`).
//! - `authority = server | reg_name` is decided as §3.2 intends: `server` only
//!   when it spans the whole authority (`DEVIATION(ambiguity)`).
//! - `domainlabel`, `toplabel` and `hostname` are rewritten for PEG without
//!   changing their language (`DEVIATION(order)`, `DEVIATION(lookahead)`; the
//!   unit tests of `src/grammar/rfc2396.rs` compare them with the printed BNF
//!   on every short string).

use crate::error::SyntaxError;
use crate::grammar;
use crate::grammar::rfc2396::{role, Parser, Rule};

mod access;

mod authority;
mod build;
mod leaf;
mod parts;
pub mod production;
pub(crate) mod record;
mod reference;

pub use authority::{Authority, Host, Hostport, NetPath, Server};
pub use build::{BuildError, ReferenceParts, SegmentParts, ServerParts};
pub use leaf::{
    AbsPath, Fragment, Hostname, Ipv4address, OpaquePart, Param, Port, Query, RegName, RelPath,
    Scheme, Segment, Userinfo,
};
pub use parts::Parts;
pub use reference::{
    AbsolutePart, AbsoluteUri, HierPart, HierPath, RelativePath, RelativeUri, Uri, UriReference,
    UriReferenceBuf,
};

/// Parse a `URI-reference` under RFC 2396 (Appendix A).
///
/// # Errors
///
/// A [`SyntaxError`] naming RFC 2396's productions. A `[` in the authority
/// (an IPv6 literal such as `http://[::1]/`) gets a note: RFC 2396 has no
/// IPv6 literals; RFC 2732 added them. A scheme alone (`http:`) gets a note
/// that `opaque_part` needs a character. An input of 4 GiB or more is
/// refused where its offsets stop fitting the record's `u32`s, with a note.
///
/// # Examples
///
/// ```
/// let r = urispec::rfc2396::parse("mailto:mduerst@ifi.unizh.ch")?;
/// assert_eq!(r.opaque_part().unwrap().as_str(), "mduerst@ifi.unizh.ch");
/// assert!(urispec::rfc2396::parse("http:").is_err()); // opaque_part needs a character
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[inline]
pub fn parse(input: &str) -> Result<UriReference<'_>, SyntaxError> {
    // Inlined into callers: the tree is not copied on the way out.
    super::filled(UriReference::empty(input), parse_into)
}

/// The note of an input too long for the record's offsets (`u32`).
const TOO_LONG: &str = "a URI-reference of 4 GiB or more is not read";

/// [`parse`] into `tree`, an empty tree ([`UriReference::empty`]) where the
/// caller keeps it: `urispec::parse` fills the tree it returns.
#[inline]
pub(crate) fn parse_into(tree: &mut UriReference<'_>) -> Result<(), SyntaxError> {
    let src = &mut tree.src;
    super::fits(crate::edition::Edition::Rfc2396, src.text, TOO_LONG)?;
    grammar::read::<Parser, _>(Rule::URI_reference_eoi, src.text, role, &mut src.offsets)
        .map_err(|e| note(src.text, e))
}

/// The `scheme` (§3.1) of `input` where it is a `URI-reference` (§4), `None`
/// in a `relativeURI`: [`parse`]'s verdict, error and scheme, with no other
/// part kept (what a tally by scheme needs).
#[inline]
pub(crate) fn scheme(input: &str) -> Result<Option<&str>, SyntaxError> {
    super::fits(crate::edition::Edition::Rfc2396, input, TOO_LONG)?;
    grammar::read_scheme::<Parser, _>(Rule::URI_reference_eoi, input, role)
        .map_err(|e| note(input, e))
}

/// [`scheme`] on the line at the start of `rest`, lines read in place
/// ([`grammar::read_scheme_line`]); None where it is read alone.
#[inline]
pub(crate) fn scheme_line(rest: &[u8]) -> Option<grammar::LineRead> {
    grammar::read_scheme_line::<Parser, _>(Rule::URI_reference_eoi, rest, role)
}

/// The error [`scheme`] gives on a line [`scheme_line`] rejected, its
/// notes included.
pub(crate) fn scheme_line_error(
    input: &str,
    furthest: usize,
    dead_end: Option<(usize, grammar::dfa::DeadEnd)>,
) -> SyntaxError {
    let e =
        grammar::scheme_line_error::<Parser>(Rule::URI_reference_eoi, input, furthest, dead_end);
    noted(input, e)
}

/// Is `input` a `URI-reference` (§4)? [`parse`]'s verdict and error, its
/// notes included, decided by the compiled parser keeping no spans (for
/// resolution, which splits the reference by Appendix B itself).
pub(crate) fn check(input: &str) -> Result<(), SyntaxError> {
    grammar::check::<Parser>(Rule::URI_reference_eoi, input).map_err(|e| note(input, e))
}

/// Explain two rejections the expected-list alone leaves obscure: a
/// `scheme ":"` with nothing after it, and a `[` inside an authority.
/// Out of line: the parses that call it on their errors stay small.
#[inline(never)]
pub(crate) fn note(input: &str, error: SyntaxError) -> SyntaxError {
    noted(input, error)
}

/// [`note`], inlined where a rejection is the common case (a line of
/// `urispec check` read in place: [`scheme_line_error`]).
#[inline(always)]
fn noted(input: &str, error: SyntaxError) -> SyntaxError {
    let offset = error.offset();
    // Byte by byte: the delimiters looked for are ASCII.
    let delimiter = |b: &u8| matches!(b, b'/' | b'?' | b'#' | b':');
    // The line is read only where the error is at its end, after a `:`.
    let bare_scheme = || {
        input
            .strip_suffix(':')
            .is_some_and(|s| !s.is_empty() && !s.as_bytes().iter().any(delimiter))
    };
    if offset == input.len() && bare_scheme() {
        return error.with_note(
            "`opaque_part` needs at least one character and `hier_part` starts with \"/\", so a scheme alone is not an RFC 2396 URI",
        );
    }
    if input.as_bytes().get(offset) != Some(&b'[') {
        return error;
    }
    // Appendix B: the authority follows the first "//" that comes before any
    // "/", "?" or "#" other than the scheme's; it runs to the next "/", "?", "#".
    let after_scheme = input
        .as_bytes()
        .iter()
        .position(delimiter)
        .filter(|&i| input.as_bytes()[i] == b':' && i > 0)
        .map_or(0, |i| i + 1);
    if !input[after_scheme..].starts_with("//") {
        return error;
    }
    let start = after_scheme + 2;
    // The `[` lies in the authority where no "/", "?" or "#" comes between
    // the authority's start and it (it is none of them itself): the bytes
    // before it are read, not the authority's to its end.
    let inside = input
        .as_bytes()
        .get(start..offset)
        .is_some_and(|before| !before.iter().any(|b| matches!(b, b'/' | b'?' | b'#')));
    if inside {
        error.with_note(
            "RFC 2396 has no IPv6 literal host; RFC 2732 added the \"[\" \"]\" form later",
        )
    } else {
        error
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_and_params_carry_their_spans() {
        let input = "http://h/a;x=1;y//b;z?q";
        let r = parse(input).unwrap();
        let path = r.abs_path().unwrap();
        let segments: Vec<Segment<'_>> = path.segments().collect();
        let names: Vec<&str> = segments.iter().map(|s| s.name()).collect();
        assert_eq!(names, ["a", "", "b"]);
        for s in &segments {
            assert_eq!(&input[s.span()], s.as_str());
            for p in s.params() {
                assert_eq!(&input[p.span()], p.as_str());
            }
        }
        let params: Vec<&str> = segments[0].params().map(|p| p.as_str()).collect();
        assert_eq!(params, ["x=1", "y"]);
        assert_eq!(r.query().unwrap().span(), 22..23);
    }

    #[test]
    fn rel_path_segments() {
        let r = parse("g;x=1/../y").unwrap();
        let segs: Vec<&str> = r
            .rel_path()
            .unwrap()
            .segments()
            .map(|s| s.as_str())
            .collect();
        assert_eq!(segs, ["g;x=1", "..", "y"]);
    }

    #[test]
    fn ports_as_written() {
        let port = |input: &str| {
            let r = parse(input).unwrap();
            match r.authority() {
                Some(Authority::Server(s)) => {
                    s.hostport().and_then(|h| h.port()).map(|p| p.number())
                }
                Some(Authority::RegName(_)) | None => None,
            }
        };
        assert_eq!(port("http://a:80/"), Some(Some(80)));
        assert_eq!(port("http://a:/"), Some(None));
        assert_eq!(port("http://a:65536/"), Some(None));
        assert_eq!(port("http://a/"), None);
    }

    #[test]
    fn owned_form_round_trips() {
        for input in [
            "",
            "#f",
            "?y",
            "//g",
            "http://u@h:1/p;q?r#s",
            "mailto:x@y",
            "a/b",
            "http://a@b@c/",
        ] {
            let r = parse(input).unwrap();
            let owned = r.clone().into_owned();
            assert_eq!(owned.view(), r, "{input}");
            assert_eq!(owned.to_string(), input);
            assert_eq!(input.parse::<UriReferenceBuf>().unwrap(), owned);
        }
    }

    /// Iterative all the way: a hundred thousand segments parse and walk.
    #[test]
    fn many_segments() {
        let input = format!("http://a{}", "/x;p".repeat(100_000));
        let r = parse(&input).unwrap();
        assert_eq!(r.abs_path().unwrap().segments().count(), 100_000);
        assert_eq!(r.to_string(), input);
    }

    /// Five million `a/` segments (10 MB): one flat `abs_path` leaf in the
    /// record, segments split off its text on demand, no recursion; the
    /// owned form copies text and record. Half a million in a `rel_path`.
    #[test]
    fn five_million_segments() {
        let input = format!("http://h/{}", "a/".repeat(5_000_000));
        let r = parse(&input).unwrap();
        let path = r.abs_path().unwrap();
        assert_eq!(path.span(), 8..input.len());
        assert_eq!(path.segments().count(), 5_000_001);
        assert_eq!(
            path.segments().last().unwrap().span(),
            input.len()..input.len()
        );
        let owned = r.clone().into_owned();
        assert_eq!(owned.view(), r);
        let rel = format!("{}?q", "a/".repeat(500_000));
        let r = parse(&rel).unwrap();
        assert_eq!(r.rel_path().unwrap().segments().count(), 500_001);
        assert_eq!(r.query().unwrap().span(), rel.len() - 1..rel.len());
    }

    /// Every view, built from the record, against the text it covers.
    #[test]
    fn views_of_an_absolute_uri() {
        let input = "http://u:p@www.w3.org.:8080/a/b;p=1?q#f";
        let r = parse(input).unwrap();
        let Some(Uri::Absolute(a)) = r.uri() else {
            panic!("{r:?}")
        };
        assert_eq!(a.as_str(), "http://u:p@www.w3.org.:8080/a/b;p=1?q");
        assert_eq!(a.span(), 0..37);
        assert_eq!(a.scheme().as_str(), "http");
        let AbsolutePart::Hier(h) = a.part() else {
            panic!("{a:?}")
        };
        assert_eq!(h.as_str(), "//u:p@www.w3.org.:8080/a/b;p=1?q");
        assert_eq!(h.query().unwrap().as_str(), "q");
        let HierPath::Net(n) = h.path() else {
            panic!("{h:?}")
        };
        assert_eq!(Some(n), r.net_path());
        assert_eq!(n.as_str(), "//u:p@www.w3.org.:8080/a/b;p=1");
        assert_eq!(n.abs_path().unwrap().as_str(), "/a/b;p=1");
        let Authority::Server(s) = n.authority() else {
            panic!("{n:?}")
        };
        assert_eq!((s.as_str(), s.span()), ("u:p@www.w3.org.:8080", 7..27));
        assert_eq!(s.userinfo().unwrap().as_str(), "u:p");
        let hp = s.hostport().unwrap();
        assert_eq!((hp.as_str(), hp.span()), ("www.w3.org.:8080", 11..27));
        assert!(matches!(hp.host(), Host::Hostname(h) if h.span() == (11..22)));
        assert_eq!(hp.port().unwrap().number(), Some(8080));
        assert_eq!(r.fragment().unwrap().span(), 38..39);
    }

    #[test]
    fn views_of_relative_references() {
        let path = |input: &'static str| match parse(input).unwrap().uri() {
            Some(Uri::Relative(r)) => Some(r.path()),
            Some(Uri::Absolute(_)) | None => None,
        };
        assert!(
            matches!(path("//h"), Some(RelativePath::Net(n)) if n.as_str() == "//h" && n.abs_path().is_none())
        );
        assert!(matches!(path("//h/x?y"), Some(RelativePath::Net(n)) if n.as_str() == "//h/x"));
        assert!(matches!(path("/x?y"), Some(RelativePath::Abs(p)) if p.as_str() == "/x"));
        assert!(matches!(path("x/y#z"), Some(RelativePath::Rel(p)) if p.as_str() == "x/y"));
        assert!(matches!(path("?y"), Some(RelativePath::Empty)));
        assert!(path("#f").is_none());
        assert!(path("").is_none());
        assert!(path("s:x").is_none());

        // An empty server, an IPv4 host without a port, a registry name.
        let r = parse("file:///etc").unwrap();
        let Some(Authority::Server(s)) = r.authority() else {
            panic!("{r:?}")
        };
        assert_eq!((s.as_str(), s.span(), s.hostport()), ("", 7..7, None));
        let r = parse("//1.2.3.4/").unwrap();
        let hp = r.net_path().and_then(|n| match n.authority() {
            Authority::Server(s) => s.hostport(),
            Authority::RegName(_) => None,
        });
        assert!(
            matches!(hp.map(|h| h.host()), Some(Host::Ipv4address(a)) if a.as_str() == "1.2.3.4")
        );
        assert_eq!(hp.and_then(|h| h.port()), None);
        let r = parse("//a@b@c").unwrap();
        assert!(matches!(r.authority(), Some(Authority::RegName(n)) if n.span() == (2..7)));

        // An opaque URI has no hier_part and no path in the §3.3 sense.
        let r = parse("mailto:x@y").unwrap();
        let Some(Uri::Absolute(a)) = r.uri() else {
            panic!("{r:?}")
        };
        assert!(matches!(a.part(), AbsolutePart::Opaque(o) if o.as_str() == "x@y"));
        assert_eq!((r.path(), r.net_path(), r.abs_path()), (None, None, None));
    }

    /// Views are equal when they are the same text at the same place, in
    /// whatever reference.
    #[test]
    fn views_compare_by_text_and_place() {
        let server = |input: &'static str| match parse(input).unwrap().authority() {
            Some(Authority::Server(s)) => s,
            other => panic!("{other:?}"),
        };
        assert_eq!(server("http://h:1/a"), server("http://h:1?b"));
        assert_ne!(server("http://h:1/a"), server("http://h:2/a"));
        assert_ne!(server("http://h/a"), server("ftp://h/a"));
    }
}
