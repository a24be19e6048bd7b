//! `grammar/rfc1808.pest`: RFC 1808, §2.2 "BNF for Relative URLs".

use super::fill::Role;
use crate::edition::Edition;

pest_grammar!(
    "grammar/rfc1808.pest",
    "rfc1808",
    Edition::Rfc1808,
    [":", "/", "//", "?", "#", ";"]
);

/// The slots of the offsets record of a `URL` (RFC 1808 §2.2) that a rule's
/// span can fill: the parts the typed views of `crate::syntax::rfc1808` read, the
/// components of §2.1 (`<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Slot {
    /// `scheme` (§2.1).
    Scheme,
    /// `generic-RL` (§2.2): present when an `absoluteURL` is one.
    GenericRl,
    /// `net_loc` (§2.1).
    NetLoc,
    /// `abs_path` (§2.2).
    AbsPath,
    /// `rel_path` (§2.2): the path, params and query of a relative URL.
    RelPath,
    /// `path` (§2.2): `fsegment *( "/" segment )`.
    Path,
    /// `params` (§2.1): after the first ";" of the path.
    Params,
    /// `query` (§2.1).
    Query,
    /// `fragment` (§2.1).
    Fragment,
    /// `opaque`: the `*( uchar | reserved )` after `scheme ":"` of an
    /// `absoluteURL` that is not a `generic-RL` (§2.2).
    Opaque,
}

impl super::fill::SchemeSlot for Slot {
    /// `scheme` (RFC 1808 §2.2).
    #[inline(always)]
    fn is_scheme(self) -> bool {
        matches!(self, Slot::Scheme)
    }
}

/// The walker table of RFC 1808: what each rule's span means to the offsets
/// record of a `URL`. Exhaustive, no `_` arm: a new rule in
/// `grammar/rfc1808.pest` must be given a role here.
#[inline]
pub(crate) fn role(rule: Rule) -> Role<Slot> {
    match rule {
        // Groups: the record keeps their parts, their own spans follow from them.
        Rule::URL_eoi
        | Rule::URL
        | Rule::absoluteURL
        | Rule::relativeURL
        | Rule::net_path => Role::Descend,
        Rule::generic_RL => Role::Slot(Slot::GenericRl),
        Rule::abs_path => Role::Slot(Slot::AbsPath),
        Rule::rel_path => Role::Slot(Slot::RelPath),
        Rule::scheme => Role::Leaf(Slot::Scheme),
        Rule::net_loc => Role::Leaf(Slot::NetLoc),
        Rule::path => Role::Leaf(Slot::Path),
        Rule::params => Role::Leaf(Slot::Params),
        Rule::query => Role::Leaf(Slot::Query),
        Rule::fragment => Role::Leaf(Slot::Fragment),
        Rule::opaque => Role::Leaf(Slot::Opaque),
        // Read off the text of the leaf around them (segments split at "/",
        // params at ";").
        Rule::fsegment
        | Rule::segment
        | Rule::param
        | Rule::escape
        // Character classes.
        | Rule::pchar
        | Rule::uchar
        | Rule::unreserved
        | Rule::hex
        | Rule::alpha
        | Rule::lowalpha
        | Rule::hialpha
        | Rule::digit
        | Rule::safe
        | Rule::extra
        | Rule::national
        | Rule::reserved
        | Rule::punctuation
        | Rule::EOI => Role::Ignore,
    }
}

/// Accept/reject tables for the rules whose PEG form differs from the printed
/// BNF (`absoluteURL`) and for the parts of §2.1. A rule "accepts" a string
/// only when it consumes all of it.
#[cfg(test)]
mod tests {
    use super::{Parser, Rule};
    use crate::grammar::table;

    /// The alternative of `absoluteURL` the parse took: whether its first
    /// child is a `generic-RL`.
    fn generic(input: &str) -> Option<bool> {
        // `URL`, its first child, and that one's first child.
        let nodes = crate::grammar::pre_order::<Parser>(Rule::URL_eoi, input)?;
        let [url, first, inner, ..] = nodes.as_slice() else {
            return None;
        };
        if url.rule != Rule::URL || first.depth != 1 || first.rule != Rule::absoluteURL {
            return None;
        }
        (inner.depth == 2).then_some(inner.rule == Rule::generic_RL)
    }

    #[test]
    fn generic_rl_only_when_it_reaches_the_end() {
        assert_eq!(generic("http://a/b/c/d;p?q#f"), Some(true));
        assert_eq!(generic("http:g"), Some(true));
        assert_eq!(generic("http:"), Some(true));
        assert_eq!(generic("g:h"), Some(true));
        // A `net_path` holds no "//" after its `net_loc`: the second alternative.
        assert_eq!(generic("mailto://a//b"), Some(false));
        assert_eq!(generic("x:////b#f"), Some(false));
        assert_eq!(generic("http://a//b"), Some(false));
        // Only the first segment of a `path` is an `fsegment`.
        assert_eq!(generic("x:/a//b#f"), Some(true));
        assert_eq!(generic("g;x?y#s"), None);
    }

    #[test]
    fn rfc1808_rel_path() {
        let accept = [
            "",
            "g",
            "g;x",
            "g;x?y",
            ";x",
            "?y",
            "a/b/;p/q;r?s/t",
            "g//h",
            "..",
        ];
        table::<Parser>(Rule::rel_path, &accept, &["/g", "g#s", "g h"]);
    }

    #[test]
    fn rfc1808_net_path_and_abs_path() {
        let accept = ["//g", "//a;b?c", "//u:p@h:80/x;y?z", "//"];
        table::<Parser>(Rule::net_path, &accept, &["//a//b", "//a#b", "/a"]);
        // `abs_path = "/" rel_path`, and a `path` starts with an `fsegment`.
        table::<Parser>(Rule::abs_path, &["/a/b;c?d", "/", "/a//b"], &["//a"]);
    }

    #[test]
    fn rfc1808_scheme_and_url() {
        table::<Parser>(
            Rule::scheme,
            &["http", "a+b-c.d", "1", "."],
            &["", "a_b", "a:"],
        );
        let accept = [
            "g:h",
            "http:",
            "mailto://a//b",
            "#",
            "a%41",
            "?y#s/./x",
            "/a//b",
        ];
        let reject = ["a b", "%4", "g#s#t", "//a//b", "////a", "~x"];
        table::<Parser>(Rule::URL_eoi, &accept, &reject);
    }
}
