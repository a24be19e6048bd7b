//! The leaf productions the URL grammars share (RFC 1630 "BNF for specific
//! URL schemes"; the URL drafts and RFC 1738 §5 print the same), one marker
//! type each: the `P` of the [`Part`](crate::part::Part) that is the leaf (`url::Path<'a>` is
//! `Part<'a, production::Path>`).

use crate::part::marker_names;

/// A raw leaf of the URL grammars: `database`, `wtype`, `gtype`, `user`,
/// `group`, `fragmentid`, a `hostname`, ..., each read as text; the
/// accessor that returns one names its production. Most are `xalphas`,
/// the name it gives as a [`Marker`](crate::part::Marker).
///
/// ```text
/// xalphas  xalpha [ xalphas ]
/// ```
pub enum Text {}

/// A `path` (RFC 1630 "BNF for specific URL schemes", p.25): segments
/// separated by `/`; also `gcommand`, `selector` and `hsoname`.
///
/// ```text
/// path     void | segment [ / path ]
/// segment  xpalphas
/// ```
pub enum Path {}

/// A `search` (RFC 1630 "BNF for specific URL schemes", p.26): words
/// separated by `+`.
///
/// ```text
/// search  xalphas [ + search ]
/// ```
///
/// > Within the query string, the plus sign is reserved as shorthand notation
/// > for a space.
///
/// --- RFC 1630, "Query strings"
///
/// In `rfc1630-url` and `url-draft-03` `safe` holds `+`, so an `xalphas`
/// could hold one; every `+` is read as the separator, as the prose says.
pub enum Search {}

/// A `port` (RFC 1630 "BNF for specific URL schemes", p.25).
///
/// ```text
/// port  digits
/// ```
pub enum Port {}

/// A `hostnumber` (RFC 1630 "BNF for specific URL schemes", p.25).
///
/// ```text
/// hostnumber  digits . digits . digits . digits
/// ```
pub enum Hostnumber {}

marker_names! {
    Text: "xalphas",
    Path: "path",
    Search: "search",
    Port: "port",
    Hostnumber: "hostnumber",
}
