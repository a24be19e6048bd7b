//! `grammar/rfc1630.pest`: RFC 1630, "BNF of Generic URI Syntax".

use super::fill::Role;
use super::walk::{GenericSlot, GenericWalk};
use crate::edition::Edition;

pest_grammar!(
    "grammar/rfc1630.pest",
    "rfc1630",
    Edition::Rfc1630,
    [":", "/", "?", "#", "+"]
);

/// What each rule of RFC 1630's "BNF of Generic URI Syntax" means to a `fragmentaddress`'s
/// slots.
impl GenericWalk for Parser {
    const ENTRY: Rule = Rule::fragmentaddress_eoi;

    #[inline]
    fn role(rule: Rule) -> Role<GenericSlot> {
        match rule {
            Rule::fragmentaddress | Rule::uri => Role::Descend,
            Rule::scheme => Role::Leaf(GenericSlot::Scheme),
            Rule::path => Role::Leaf(GenericSlot::Path),
            Rule::search => Role::Leaf(GenericSlot::Search),
            Rule::fragmentid => Role::Leaf(GenericSlot::Fragmentid),
            // Leaves read through the slot around them, silent rules, EOI and
            // the entry point.
            Rule::xalphas
            | Rule::xpalphas
            | Rule::ialpha
            | Rule::escape
            | Rule::xalpha
            | Rule::xpalpha
            | Rule::alpha
            | Rule::digit
            | Rule::safe
            | Rule::extra
            | Rule::hex
            | Rule::national
            | Rule::punctuation
            | Rule::void
            | Rule::EOI
            | Rule::fragmentaddress_eoi
            | Rule::partial_eoi => Role::Ignore,
            Rule::reserved => Role::Ignore,
        }
    }
}
