//! The leaf productions of the generic syntax (RFC 1630, "BNF of Generic
//! URI Syntax", p.22; TBL's draft, "BNF syntax"), one marker type each: the
//! `P` of the [`Part`](crate::part::Part) that is the leaf (`generic::Search<'a>`
//! is `Part<'a, production::Search>`).

use crate::part::Marker;

/// A `scheme` (RFC 1630, "BNF of Generic URI Syntax", p.22).
///
/// ```text
/// scheme  ialpha
/// ialpha  alpha [ xalphas ]
/// ```
pub enum Scheme {}

impl Marker for Scheme {
    const NAME: &'static str = "scheme";
}

/// A `path` (RFC 1630, "BNF of Generic URI Syntax", p.22): segments separated
/// by `/`, void ones kept.
///
/// ```text
/// path  void | xpalphas [ / path ]
/// ```
pub enum Path {}

impl Marker for Path {
    const NAME: &'static str = "path";
}

/// A `search` (RFC 1630, "BNF of Generic URI Syntax", p.22): words separated by `+`.
///
/// ```text
/// search  xalphas [ + search ]
/// ```
///
/// > Within the query string, the plus sign is reserved as shorthand notation
/// > for a space.
///
/// --- RFC 1630, "Query strings"
pub enum Search {}

impl Marker for Search {
    const NAME: &'static str = "search";
}

/// A `fragmentid` (RFC 1630, "BNF of Generic URI Syntax", p.22), possibly void.
///
/// ```text
/// fragmentid  xalphas
/// ```
///
/// > If the fragment-id is void, the hash sign may be omitted: A void
/// > fragment-id with or without the hash sign means that the URL refers to
/// > the whole object.
///
/// --- RFC 1630, "Fragment-id"
pub enum Fragmentid {}

impl Marker for Fragmentid {
    const NAME: &'static str = "fragmentid";
}
