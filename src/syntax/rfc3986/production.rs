//! The productions of RFC 3986 (Appendix A "Collected ABNF for URI") whose
//! text a parse hands out, one marker type each: the `P` of the
//! [`Part`](crate::part::Part) an accessor returns (`UriReference::query` gives a
//! `Part<'a, production::Query>`).

use crate::part::marker_names;

/// `scheme` (RFC 3986 §3.1).
///
/// ```text
/// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
/// ```
pub enum Scheme {}

/// `userinfo` (RFC 3986 §3.2.1), before "@".
///
/// ```text
/// userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
/// ```
pub enum Userinfo {}

/// `host` (RFC 3986 §3.2.2) as `Host::address` gives it: the address or
/// name, an `IP-literal`'s without its brackets.
///
/// ```text
/// host = IP-literal / IPv4address / reg-name
/// ```
pub enum Host {}

/// `IPv6address` (RFC 3986 §3.2.2), inside an `IP-literal`'s brackets.
///
/// ```text
/// IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
/// ```
pub enum Ipv6address {}

/// `IPvFuture` (RFC 3986 §3.2.2), inside an `IP-literal`'s brackets.
///
/// ```text
/// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
/// ```
pub enum IpvFuture {}

/// `IPv4address` (RFC 3986 §3.2.2): four `dec-octet`s, each 0-255.
///
/// ```text
/// IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
/// ```
pub enum Ipv4address {}

/// `reg-name` (RFC 3986 §3.2.2), maybe empty.
///
/// ```text
/// reg-name = *( unreserved / pct-encoded / sub-delims )
/// ```
pub enum RegName {}

/// `port` (RFC 3986 §3.2.3), after ":" (maybe empty).
///
/// ```text
/// port = *DIGIT
/// ```
pub enum Port {}

/// `path` (RFC 3986 §3.3), in one of its five forms (`PathKind`).
///
/// ```text
/// path          = path-abempty    ; begins with "/" or is empty
///               / path-absolute   ; begins with "/" but not "//"
///               / path-noscheme   ; begins with a non-colon segment
///               / path-rootless   ; begins with a segment
///               / path-empty      ; zero characters
/// ```
pub enum Path {}

/// `query` (RFC 3986 §3.4), after "?".
///
/// ```text
/// query = *( pchar / "/" / "?" )
/// ```
pub enum Query {}

/// `fragment` (RFC 3986 §3.5), after "#".
///
/// ```text
/// fragment = *( pchar / "/" / "?" )
/// ```
pub enum Fragment {}

marker_names! {
    Scheme: "scheme",
    Userinfo: "userinfo",
    Host: "host",
    Ipv6address: "IPv6address",
    IpvFuture: "IPvFuture",
    Ipv4address: "IPv4address",
    RegName: "reg-name",
    Port: "port",
    Path: "path",
    Query: "query",
    Fragment: "fragment",
}
