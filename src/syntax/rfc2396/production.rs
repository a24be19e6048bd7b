//! The leaf productions of RFC 2396 (Appendix A "Collected BNF for URI"),
//! one marker type each: the `P` of the [`Part`](crate::part::Part) that is the
//! leaf (`rfc2396::AbsPath<'a>` is `Part<'a, production::AbsPath>`).

use crate::part::marker_names;

/// An `abs_path` (RFC 2396 §3), its leading `/` included.
///
/// ```text
/// abs_path      = "/"  path_segments
/// path_segments = segment *( "/" segment )
/// ```
pub enum AbsPath {}

/// A `rel_path` (RFC 2396 §5): a first `rel_segment` (no `:`), then an
/// optional `abs_path`.
///
/// ```text
/// rel_path    = rel_segment [ abs_path ]
/// rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )
/// ```
pub enum RelPath {}

/// A path `segment` with its parameters (RFC 2396 §3.3).
///
/// ```text
/// segment = *pchar *( ";" param )
/// param   = *pchar
/// ```
pub enum Segment {}

/// A `param` of a `segment` (RFC 2396 §3.3).
///
/// ```text
/// param = *pchar
/// ```
pub enum Param {}

/// A `scheme` (RFC 2396 §3.1).
///
/// ```text
/// scheme = alpha *( alpha | digit | "+" | "-" | "." )
/// ```
pub enum Scheme {}

/// A `userinfo` (RFC 2396 §3.2.2), without its `@`.
///
/// ```text
/// userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )
/// ```
pub enum Userinfo {}

/// A `hostname` (RFC 2396 §3.2.2).
///
/// ```text
/// hostname = *( domainlabel "." ) toplabel [ "." ]
/// ```
pub enum Hostname {}

/// An `IPv4address` (RFC 2396 §3.2.2), no range limit on its numbers.
///
/// ```text
/// IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit
/// ```
pub enum Ipv4address {}

/// A `port` (RFC 2396 §3.2.2), kept as written.
///
/// ```text
/// port = *digit
/// ```
pub enum Port {}

/// A `reg_name` (RFC 2396 §3.2.1).
///
/// ```text
/// reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )
/// ```
pub enum RegName {}

/// An `opaque_part` (RFC 2396 §3).
///
/// ```text
/// opaque_part = uric_no_slash *uric
/// ```
pub enum OpaquePart {}

/// A `query` (RFC 2396 §3.4), without its `?`.
///
/// ```text
/// query = *uric
/// ```
pub enum Query {}

/// A `fragment` (RFC 2396 §4.1), without its `#`.
///
/// ```text
/// fragment = *uric
/// ```
pub enum Fragment {}

marker_names! {
    AbsPath: "abs_path",
    RelPath: "rel_path",
    Segment: "segment",
    Param: "param",
    Scheme: "scheme",
    Userinfo: "userinfo",
    Hostname: "hostname",
    Ipv4address: "IPv4address",
    Port: "port",
    RegName: "reg_name",
    OpaquePart: "opaque_part",
    Query: "query",
    Fragment: "fragment",
}
