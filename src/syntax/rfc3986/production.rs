//! The productions of RFC 3986 (Appendix A "Collected ABNF for URI") whose
//! text a parse hands out, one marker type each: the `P` of the
//! [`Part`](crate::part::Part) an accessor returns (`UriReference::query` gives a
//! `Part<'a, production::Query>`).

use crate::part::Marker;

/// `scheme` (RFC 3986 §3.1).
///
/// ```text
/// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
/// ```
pub enum Scheme {}

impl Marker for Scheme {
    const NAME: &'static str = "scheme";
}

/// `userinfo` (RFC 3986 §3.2.1), before "@".
///
/// ```text
/// userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
/// ```
pub enum Userinfo {}

impl Marker for Userinfo {
    const NAME: &'static str = "userinfo";
}

/// `host` (RFC 3986 §3.2.2) as `Host::address` gives it: the address or
/// name, an `IP-literal`'s without its brackets.
///
/// ```text
/// host = IP-literal / IPv4address / reg-name
/// ```
pub enum Host {}

impl Marker for Host {
    const NAME: &'static str = "host";
}

/// `IPv6address` (RFC 3986 §3.2.2), inside an `IP-literal`'s brackets.
///
/// ```text
/// IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
/// ```
pub enum Ipv6address {}

impl Marker for Ipv6address {
    const NAME: &'static str = "IPv6address";
}

/// `IPvFuture` (RFC 3986 §3.2.2), inside an `IP-literal`'s brackets.
///
/// ```text
/// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
/// ```
pub enum IpvFuture {}

impl Marker for IpvFuture {
    const NAME: &'static str = "IPvFuture";
}

/// `IPv4address` (RFC 3986 §3.2.2): four `dec-octet`s, each 0-255.
///
/// ```text
/// IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
/// ```
pub enum Ipv4address {}

impl Marker for Ipv4address {
    const NAME: &'static str = "IPv4address";
}

/// `reg-name` (RFC 3986 §3.2.2), maybe empty.
///
/// ```text
/// reg-name = *( unreserved / pct-encoded / sub-delims )
/// ```
pub enum RegName {}

impl Marker for RegName {
    const NAME: &'static str = "reg-name";
}

/// `port` (RFC 3986 §3.2.3), after ":" (maybe empty).
///
/// ```text
/// port = *DIGIT
/// ```
pub enum Port {}

impl Marker for Port {
    const NAME: &'static str = "port";
}

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

impl Marker for Path {
    const NAME: &'static str = "path";
}

/// `query` (RFC 3986 §3.4), after "?".
///
/// ```text
/// query = *( pchar / "/" / "?" )
/// ```
pub enum Query {}

impl Marker for Query {
    const NAME: &'static str = "query";
}

/// `fragment` (RFC 3986 §3.5), after "#".
///
/// ```text
/// fragment = *( pchar / "/" / "?" )
/// ```
pub enum Fragment {}

impl Marker for Fragment {
    const NAME: &'static str = "fragment";
}
