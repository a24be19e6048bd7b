//! RFC 1808, "Relative Uniform Resource Locators" (June 1995): the typed
//! tree of a `URL` (§2.2 "BNF for Relative URLs", `grammar/rfc1808.pest`).
//!
//! ```text
//! URL         = ( absoluteURL | relativeURL ) [ "#" fragment ]
//! absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )
//! generic-RL  = scheme ":" relativeURL
//! relativeURL = net_path | abs_path | rel_path
//! net_path    = "//" net_loc [ abs_path ]
//! abs_path    = "/"  rel_path
//! rel_path    = [ path ] [ ";" params ] [ "?" query ]
//! ```
//!
//! The parts are the components of §2.1,
//! `<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>`: unlike RFC
//! 2396's tree, the `net_loc` is not split into user, host and port (§2.1:
//! "the network location/login" is one component), and the `params` follow
//! the whole path, once (RFC 2396 §3.3 later gave each segment its own). As
//! elsewhere, a parse is the input and a small `Copy` record of where its
//! parts lie; the views borrow from the input, and the owned form
//! ([`UrlBuf`]) keeps the text and the same record.
//!
//! ```
//! use urispec::rfc1808;
//! let u = rfc1808::parse("g;x?y#s")?;
//! assert_eq!(u.production(), "relativeURL");
//! assert_eq!(u.path().map(|p| p.as_str()), Some("g"));
//! assert_eq!(u.params().map(|p| p.as_str()), Some("x"));
//! assert_eq!(u.query().map(|p| p.as_str()), Some("y"));
//! assert_eq!(u.fragment().map(|p| p.as_str()), Some("s"));
//!
//! let base = rfc1808::parse("http://a/b/c/d;p?q#f")?;
//! assert!(base.is_generic_rl());
//! assert_eq!(base.net_loc().map(|p| p.as_str()), Some("a"));
//! assert_eq!(base.abs_path().map(|p| p.as_str()), Some("/b/c/d;p?q"));
//! assert_eq!(base.segments().collect::<Vec<_>>(), ["b", "c", "d"]);
//! assert!(rfc1808::parse("g h").is_err());
//! # Ok::<(), urispec::SyntaxError>(())
//! ```
//!
//! # Differences from the specification
//!
//! - `absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )`: the
//!   first alternative is taken only when it runs to the end of the URL, so
//!   `mailto://a//b` (whose `net_path` cannot hold "//") is read by the
//!   second (`DEVIATION(lookahead)`); the language is the same.
//! - The second alternative's `*( uchar | reserved )` is one atomic rule,
//!   `opaque` (`DEVIATION(factor)`), so pest's explanation of an error keeps
//!   one token for it, not one per `escape`; the language is the same.

use crate::error::SyntaxError;
use crate::grammar::rfc1808::{role, Parser, Rule};
use crate::syntax::owned::{Borrowed, Owned};

mod access;
mod parts;
pub mod production;
mod record;

pub use crate::part::Part;
pub use parts::Parts;
pub(crate) use record::Offsets;

/// Parse `input` as an RFC 1808 `URL` (§2.2): an `absoluteURL` or a
/// `relativeURL`, with an optional `"#" fragment`.
///
/// # Errors
///
/// A [`SyntaxError`] naming RFC 1808's productions (`g h` stops at the space,
/// `//a//b` at byte 4: the `path` of an `abs_path` starts with an
/// `fsegment`, which is not empty).
///
/// ```
/// let u = urispec::rfc1808::parse("g;x?y#s")?;
/// assert_eq!(u.production(), "relativeURL");
/// assert_eq!((u.path().unwrap().as_str(), u.params().unwrap().as_str()), ("g", "x"));
/// assert!(urispec::rfc1808::parse("g h").is_err());
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[inline]
pub fn parse(input: &str) -> Result<Url<'_>, SyntaxError> {
    // Inlined into callers: the tree is not copied on the way out.
    crate::syntax::filled(Url::empty(input), parse_into)
}

/// The note of an input too long for the record's offsets (`u32`).
const TOO_LONG: &str = "a URL of 4 GiB or more is not read";

/// [`parse`] into `tree`, an empty tree ([`Url::empty`]) where the caller
/// keeps it: an input whose offsets do not fit the packed record is
/// refused before it is read.
#[inline]
pub(crate) fn parse_into(tree: &mut Url<'_>) -> Result<(), SyntaxError> {
    crate::syntax::fits(crate::edition::Edition::Rfc1808, tree.text, TOO_LONG)?;
    tree.fill::<Parser>(Rule::URL_eoi, role)
}

/// The `scheme` of `input` where it is a `URL` (§2.2), `None` where it has
/// none: [`parse`]'s verdict, error and scheme, with no other part kept
/// (what a tally by scheme needs).
#[inline]
pub(crate) fn scheme(input: &str) -> Result<Option<&str>, SyntaxError> {
    crate::grammar::read_scheme::<Parser, _>(Rule::URL_eoi, input, role)
}

/// [`scheme`] on the line at the start of `rest`, lines read in place
/// ([`crate::grammar::read_scheme_line`]); None where it is read alone.
#[inline]
pub(crate) fn scheme_line(rest: &[u8]) -> Option<crate::grammar::LineRead> {
    crate::grammar::read_scheme_line::<Parser, _>(Rule::URL_eoi, rest, role)
}

/// The error [`scheme`] gives on a line [`scheme_line`] rejected.
pub(crate) fn scheme_line_error(
    input: &str,
    furthest: usize,
    dead_end: Option<(usize, crate::grammar::dfa::DeadEnd)>,
) -> SyntaxError {
    crate::grammar::scheme_line_error::<Parser>(Rule::URL_eoi, input, furthest, dead_end)
}

/// Is `input` a `URL` (§2.2)? [`parse`]'s verdict and error, decided by the
/// compiled parser keeping no spans (for resolution, which splits the
/// reference under §2.4 itself).
pub(crate) fn check(input: &str) -> Result<(), SyntaxError> {
    crate::grammar::check::<Parser>(Rule::URL_eoi, input)
}

/// An owned [`Url`] (RFC 1808 §2.2): the text and where its parts lie.
///
/// ```text
/// URL = ( absoluteURL | relativeURL ) [ "#" fragment ]
/// ```
///
/// Made by [`Url::into_owned`], which copies the text and the record;
/// nothing is parsed again. Equality, order and hash are those of the text
/// (the record follows from it), so it implements `Borrow<str>`: a map keyed
/// by `UrlBuf` is looked up with a `&str`. One [`Owned`] form serves every
/// family (its methods and traits are written there).
///
/// ```
/// use std::collections::HashMap;
/// use urispec::rfc1808::UrlBuf;
/// let mut seen: HashMap<UrlBuf, u32> = HashMap::new();
/// seen.insert("http://a/b/c/d;p?q#f".parse()?, 1);
/// assert_eq!(seen.get("http://a/b/c/d;p?q#f"), Some(&1));
/// let owned: UrlBuf = "g;x?y#s".parse()?;
/// assert_eq!(owned.view().params().map(|p| p.as_str()), Some("x"));
/// assert_eq!(owned.to_string(), "g;x?y#s");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub type UrlBuf = Owned<Offsets>;

/// An RFC 1808 `URL` (§2.2): `( absoluteURL | relativeURL ) [ "#" fragment ]`.
///
/// ```
/// let u = urispec::rfc1808::parse("http://a/b/c/d;p?q#f")?;
/// assert_eq!(u.net_loc().unwrap().as_str(), "a");
/// assert_eq!(u.path_component(), Some("/b/c/d"));
/// assert_eq!(u.to_string(), "http://a/b/c/d;p?q#f");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
///
/// The text and the record, as every [`Borrowed`] tree: `as_str`,
/// `into_owned` (a [`UrlBuf`]) and `Display` are written there, the
/// accessors of RFC 1808's parts here.
pub type Url<'a> = Borrowed<'a, Offsets>;

impl<'a> Url<'a> {
    /// The production the URL before `#` is: `absoluteURL` (it has a scheme) or `relativeURL`.
    pub fn production(&self) -> &'static str {
        if self.offsets.scheme().is_some() {
            "absoluteURL"
        } else {
            "relativeURL"
        }
    }

    /// `scheme` (§2.1, §2.4.2).
    pub fn scheme(&self) -> Option<Part<'a, production::Scheme>> {
        self.part(self.offsets.scheme())
    }

    /// `net_loc` (§2.1, §2.4.3), after "//".
    pub fn net_loc(&self) -> Option<Part<'a, production::NetLoc>> {
        self.part(self.offsets.net_loc())
    }

    /// `abs_path = "/" rel_path` (§2.2): from the "/" to the end of the
    /// query.
    pub fn abs_path(&self) -> Option<Part<'a, production::AbsPath>> {
        self.part(self.offsets.abs_path())
    }

    /// `rel_path = [ path ] [ ";" params ] [ "?" query ]` (§2.2), alone or
    /// after the "/" of an `abs_path`.
    pub fn rel_path(&self) -> Option<Part<'a, production::RelPath>> {
        self.part(self.offsets.rel_path())
    }

    /// `path = fsegment *( "/" segment )` (§2.2), without the "/" of an
    /// `abs_path` before it.
    pub fn path(&self) -> Option<Part<'a, production::Path>> {
        self.part(self.offsets.path())
    }

    /// `params = param *( ";" param )` (§2.1, §2.4.5), after the ";".
    pub fn params(&self) -> Option<Part<'a, production::Params>> {
        self.part(self.offsets.params())
    }

    /// `query` (§2.1, §2.4.4), after "?".
    pub fn query(&self) -> Option<Part<'a, production::Query>> {
        self.part(self.offsets.query())
    }

    /// `fragment` (§2.1, §2.4.1), after "#".
    pub fn fragment(&self) -> Option<Part<'a, production::Fragment>> {
        self.part(self.offsets.fragment())
    }
}

impl<'a> Url<'a> {
    /// Whether the URL is a `generic-RL` (`scheme ":" relativeURL`, the
    /// syntax §2.2 gives valid base URLs), not the other `absoluteURL`
    /// alternative or a `relativeURL`.
    pub fn is_generic_rl(&self) -> bool {
        self.offsets.generic_rl().is_some()
    }

    /// The `*( uchar | reserved )` after `scheme ":"` of an `absoluteURL`
    /// that is not a `generic-RL`.
    pub fn opaque(&self) -> Option<Part<'a, production::Opaque>> {
        self.part(self.offsets.opaque())
    }

    /// The `fsegment` and `segment`s of the `path`, between the "/"s.
    pub fn segments(&self) -> impl Iterator<Item = &'a str> + 'a {
        self.path()
            .map(|p| p.as_str())
            .into_iter()
            .flat_map(|p| p.split('/'))
    }

    /// Each `param` of the `params`, between the ";"s.
    pub fn param_list(&self) -> impl Iterator<Item = &'a str> + 'a {
        self.params()
            .map(|p| p.as_str())
            .into_iter()
            .flat_map(|p| p.split(';'))
    }

    /// The path component of §2.1 as §2.4.6 leaves it: the `abs_path`'s
    /// "/" and the `path`, without params and query (`/b/c/d` in
    /// `http://a/b/c/d;p?q`); `None` without either.
    pub fn path_component(&self) -> Option<&'a str> {
        let o = &self.offsets;
        let start = o.abs_path().or(o.path())?.start;
        let end = o.path().map_or(start + 1, |p| p.end);
        self.text.get(start..end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(input: &str) -> [Option<&str>; 9] {
        let u = parse(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        fn s<'i, P>(input: &'i str, p: Option<Part<'_, P>>) -> Option<&'i str> {
            p.map(|p| &input[p.span()])
        }
        [
            s(input, u.scheme()),
            s(input, u.opaque()),
            s(input, u.net_loc()),
            s(input, u.abs_path()),
            s(input, u.rel_path()),
            s(input, u.path()),
            s(input, u.params()),
            s(input, u.query()),
            s(input, u.fragment()),
        ]
    }

    #[test]
    fn the_parts_of_section_2_1() {
        assert_eq!(
            parts("http://a/b/c/d;p?q#f"),
            [
                Some("http"),
                None,
                Some("a"),
                Some("/b/c/d;p?q"),
                Some("b/c/d;p?q"),
                Some("b/c/d"),
                Some("p"),
                Some("q"),
                Some("f")
            ]
        );
        assert_eq!(
            parts("g;x?y#s"),
            [
                None,
                None,
                None,
                None,
                Some("g;x?y"),
                Some("g"),
                Some("x"),
                Some("y"),
                Some("s")
            ]
        );
        // §2.4.3: the net_loc runs to the next "/", "?" and ";" included.
        assert_eq!(parts("//g?y")[2], Some("g?y"));
        assert_eq!(parts("")[4], Some(""));
        assert_eq!(parts("#f")[8], Some("f"));
        assert_eq!(
            parts("mailto://a//b#x")[..3],
            [Some("mailto"), Some("//a//b"), None]
        );
    }

    #[test]
    fn params_and_segments() {
        let u = parse("/a/b/;x/y;z?q").unwrap();
        assert_eq!(u.segments().collect::<Vec<_>>(), ["a", "b", ""]);
        assert_eq!(u.param_list().collect::<Vec<_>>(), ["x/y", "z"]);
        assert_eq!(u.path_component(), Some("/a/b/"));
        assert_eq!(parse("/;x").unwrap().path_component(), Some("/"));
        assert_eq!(parse(";x").unwrap().path_component(), None);
        assert_eq!(parse("?y").unwrap().segments().count(), 0);
    }

    /// Five million segments (10 MB): one `path` leaf in the record.
    #[test]
    fn five_million_segments() {
        let input = format!("http://h/{}", "a/".repeat(5_000_000));
        let u = parse(&input).unwrap();
        assert_eq!(u.segments().count(), 5_000_001);
        assert_eq!(u.to_string(), input);
    }
}
