//! The parts of an RFC 1808 `URL` (§2.2 "BNF for Relative URLs"), one marker
//! type each: the `P` of the [`Part`](crate::part::Part) an accessor returns
//! (`Url::net_loc` gives a `Part<'a, production::NetLoc>`).

use crate::part::marker_names;

/// `scheme` (§2.1, §2.4.2).
///
/// ```text
/// scheme      = 1*( alpha | digit | "+" | "-" | "." )
/// ```
pub enum Scheme {}

/// `net_loc` (§2.1, §2.4.3), after "//": the network location and login,
/// not split.
///
/// ```text
/// net_loc     =  *( pchar | ";" | "?" )
/// ```
pub enum NetLoc {}

/// `abs_path` (§2.2): from the "/" to the end of the query.
///
/// ```text
/// abs_path    = "/"  rel_path
/// ```
pub enum AbsPath {}

/// `rel_path` (§2.2), alone or after the "/" of an `abs_path`.
///
/// ```text
/// rel_path    = [ path ] [ ";" params ] [ "?" query ]
/// ```
pub enum RelPath {}

/// `path` (§2.2), without the "/" of an `abs_path` before it.
///
/// ```text
/// path        = fsegment *( "/" segment )
/// ```
pub enum Path {}

/// `params` (§2.1, §2.4.5), after the ";".
///
/// ```text
/// params      = param *( ";" param )
/// ```
pub enum Params {}

/// `query` (§2.1, §2.4.4), after "?".
///
/// ```text
/// query       =  *( uchar | reserved )
/// ```
pub enum Query {}

/// `fragment` (§2.1, §2.4.1), after "#".
///
/// ```text
/// fragment    =  *( uchar | reserved )
/// ```
pub enum Fragment {}

/// The `*( uchar | reserved )` after `scheme ":"` of an `absoluteURL` that
/// is not a `generic-RL`. The document gives it no name; `opaque` is its
/// rule's in `grammar/rfc1808.pest` (`DEVIATION(factor)`).
///
/// ```text
/// absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )
/// ```
pub enum Opaque {}

marker_names! {
    Scheme: "scheme",
    NetLoc: "net_loc",
    AbsPath: "abs_path",
    RelPath: "rel_path",
    Path: "path",
    Params: "params",
    Query: "query",
    Fragment: "fragment",
    Opaque: "opaque",
}
