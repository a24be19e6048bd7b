//! The leaf productions of RFC 2396 (Appendix A "Collected BNF for URI"),
//! one marker type each: the `P` of the [`Part`](crate::part::Part) that is the
//! leaf (`rfc2396::AbsPath<'a>` is `Part<'a, production::AbsPath>`).

use crate::part::Marker;

/// An `abs_path` (RFC 2396 §3), its leading `/` included.
///
/// ```text
/// abs_path      = "/"  path_segments
/// path_segments = segment *( "/" segment )
/// ```
pub enum AbsPath {}

impl Marker for AbsPath {
    const NAME: &'static str = "abs_path";
}

/// A `rel_path` (RFC 2396 §5): a first `rel_segment` (no `:`), then an
/// optional `abs_path`.
///
/// ```text
/// rel_path    = rel_segment [ abs_path ]
/// rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )
/// ```
pub enum RelPath {}

impl Marker for RelPath {
    const NAME: &'static str = "rel_path";
}

/// A path `segment` with its parameters (RFC 2396 §3.3).
///
/// ```text
/// segment = *pchar *( ";" param )
/// param   = *pchar
/// ```
pub enum Segment {}

impl Marker for Segment {
    const NAME: &'static str = "segment";
}

/// A `param` of a `segment` (RFC 2396 §3.3).
///
/// ```text
/// param = *pchar
/// ```
pub enum Param {}

impl Marker for Param {
    const NAME: &'static str = "param";
}

/// A `scheme` (RFC 2396 §3.1).
///
/// ```text
/// scheme = alpha *( alpha | digit | "+" | "-" | "." )
/// ```
pub enum Scheme {}

impl Marker for Scheme {
    const NAME: &'static str = "scheme";
}

/// A `userinfo` (RFC 2396 §3.2.2), without its `@`.
///
/// ```text
/// userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )
/// ```
pub enum Userinfo {}

impl Marker for Userinfo {
    const NAME: &'static str = "userinfo";
}

/// A `hostname` (RFC 2396 §3.2.2).
///
/// ```text
/// hostname = *( domainlabel "." ) toplabel [ "." ]
/// ```
pub enum Hostname {}

impl Marker for Hostname {
    const NAME: &'static str = "hostname";
}

/// An `IPv4address` (RFC 2396 §3.2.2), no range limit on its numbers.
///
/// ```text
/// IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit
/// ```
pub enum Ipv4address {}

impl Marker for Ipv4address {
    const NAME: &'static str = "IPv4address";
}

/// A `port` (RFC 2396 §3.2.2), kept as written.
///
/// ```text
/// port = *digit
/// ```
pub enum Port {}

impl Marker for Port {
    const NAME: &'static str = "port";
}

/// A `reg_name` (RFC 2396 §3.2.1).
///
/// ```text
/// reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )
/// ```
pub enum RegName {}

impl Marker for RegName {
    const NAME: &'static str = "reg_name";
}

/// An `opaque_part` (RFC 2396 §3).
///
/// ```text
/// opaque_part = uric_no_slash *uric
/// ```
pub enum OpaquePart {}

impl Marker for OpaquePart {
    const NAME: &'static str = "opaque_part";
}

/// A `query` (RFC 2396 §3.4), without its `?`.
///
/// ```text
/// query = *uric
/// ```
pub enum Query {}

impl Marker for Query {
    const NAME: &'static str = "query";
}

/// A `fragment` (RFC 2396 §4.1), without its `#`.
///
/// ```text
/// fragment = *uric
/// ```
pub enum Fragment {}

impl Marker for Fragment {
    const NAME: &'static str = "fragment";
}
