//! The leaf productions of the generic syntax (RFC 1630, "BNF of Generic
//! URI Syntax", p.22; TBL's draft, "BNF syntax"), one marker type each: the
//! `P` of the [`Part`](crate::part::Part) that is the leaf (`generic::Search<'a>`
//! is `Part<'a, production::Search>`).

use crate::part::marker_names;

/// A `scheme` (RFC 1630, "BNF of Generic URI Syntax", p.22).
///
/// ```text
/// scheme  ialpha
/// ialpha  alpha [ xalphas ]
/// ```
pub enum Scheme {}

/// A `path` (RFC 1630, "BNF of Generic URI Syntax", p.22): segments separated
/// by `/`, void ones kept.
///
/// ```text
/// path  void | xpalphas [ / path ]
/// ```
pub enum Path {}

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

marker_names! {
    Scheme: "scheme",
    Path: "path",
    Search: "search",
    Fragmentid: "fragmentid",
}
