//! `grammar/rfc3986.pest`: RFC 3986, Appendix A "Collected ABNF for URI".

use super::fill::Role;
use crate::edition::Edition;

pest_grammar!(
    "grammar/rfc3986.pest",
    "rfc3986",
    Edition::Rfc3986,
    [":", "/", "//", "?", "#", "@", "[", "]"]
);

/// The slots of the offsets record of a `URI-reference` (RFC 3986 §4.1)
/// that a rule's span can fill: the parts the typed views of
/// `crate::syntax::rfc3986` read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Slot {
    /// `scheme` (§3.1).
    Scheme,
    /// `authority` (§3.2).
    Authority,
    /// `userinfo` (§3.2.1).
    Userinfo,
    /// `IPv6address` inside an `IP-literal` (§3.2.2).
    Ipv6address,
    /// `IPvFuture` inside an `IP-literal` (§3.2.2).
    IpvFuture,
    /// `IPv4address` (§3.2.2).
    Ipv4address,
    /// `reg-name` (§3.2.2).
    RegName,
    /// `port` (§3.2.3).
    Port,
    /// `path-abempty` (§3.3).
    PathAbempty,
    /// `path-absolute` (§3.3).
    PathAbsolute,
    /// `path-noscheme` (§3.3).
    PathNoscheme,
    /// `path-rootless` (§3.3).
    PathRootless,
    /// `path-empty` (§3.3).
    PathEmpty,
    /// `query` (§3.4).
    Query,
    /// `fragment` (§3.5).
    Fragment,
}

impl super::fill::SchemeSlot for Slot {
    /// `scheme` (RFC 3986 §3.1).
    #[inline(always)]
    fn is_scheme(self) -> bool {
        matches!(self, Slot::Scheme)
    }
}

/// The walker table of RFC 3986: what each rule's span means to the offsets
/// record of a `URI-reference`. Exhaustive, no `_` arm.
#[inline]
pub(crate) fn role(rule: Rule) -> Role<Slot> {
    match rule {
        Rule::URI_reference_eoi
        | Rule::URI_reference
        | Rule::URI
        | Rule::absolute_URI
        | Rule::relative_ref
        | Rule::hier_part
        | Rule::relative_part
        | Rule::host
        | Rule::IP_literal
        | Rule::path => Role::Descend,
        Rule::authority => Role::Slot(Slot::Authority),
        Rule::scheme => Role::Leaf(Slot::Scheme),
        Rule::userinfo => Role::Leaf(Slot::Userinfo),
        Rule::IPv6address => Role::Leaf(Slot::Ipv6address),
        Rule::IPvFuture => Role::Leaf(Slot::IpvFuture),
        Rule::IPv4address => Role::Leaf(Slot::Ipv4address),
        Rule::reg_name => Role::Leaf(Slot::RegName),
        Rule::port => Role::Leaf(Slot::Port),
        Rule::path_abempty => Role::Leaf(Slot::PathAbempty),
        Rule::path_absolute => Role::Leaf(Slot::PathAbsolute),
        Rule::path_noscheme => Role::Leaf(Slot::PathNoscheme),
        Rule::path_rootless => Role::Leaf(Slot::PathRootless),
        Rule::path_empty => Role::Leaf(Slot::PathEmpty),
        Rule::query => Role::Leaf(Slot::Query),
        Rule::fragment => Role::Leaf(Slot::Fragment),
        // Read off the text of the leaf around them (segments split at "/").
        Rule::segment
        | Rule::segment_nz
        | Rule::segment_nz_nc
        | Rule::pct_encoded
        | Rule::h16
        | Rule::ls32
        | Rule::dec_octet
        // Character classes.
        | Rule::pchar
        | Rule::unreserved
        | Rule::reserved
        | Rule::gen_delims
        | Rule::sub_delims
        | Rule::ALPHA
        | Rule::DIGIT
        | Rule::HEXDIG
        | Rule::EOI => Role::Ignore,
    }
}

#[cfg(test)]
mod tests;
