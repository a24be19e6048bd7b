//! `grammar/rfc1630.pest`: RFC 1630, "BNF of Generic URI Syntax".

use super::fill::Role;
use super::walk::{GenericSlot, GenericWalk};
use crate::spec::Spec;

pest_grammar!(
    "grammar/rfc1630.pest",
    "rfc1630_meaning.rs",
    Spec::Rfc1630,
    [":", "/", "?", "#", "+"]
);

impl GenericWalk for Parser {
    const ENTRY: Rule = Rule::fragmentaddress_eoi;

    fn role(rule: Rule) -> Role<GenericSlot> {
        match rule {
            Rule::fragmentaddress | Rule::uri => Role::Descend,
            Rule::scheme => Role::Leaf(GenericSlot::Scheme),
            Rule::path => Role::Leaf(GenericSlot::Path),
            Rule::search => Role::Leaf(GenericSlot::Search),
            Rule::fragmentid => Role::Leaf(GenericSlot::Fragmentid),
            // Read through the text of the slot around them.
            Rule::xalphas | Rule::xpalphas | Rule::ialpha | Rule::escape => Role::Ignore,
            // Silent rules and EOI make no pairs.
            Rule::xalpha
            | Rule::xpalpha
            | Rule::alpha
            | Rule::digit
            | Rule::safe
            | Rule::extra
            | Rule::reserved
            | Rule::hex
            | Rule::national
            | Rule::punctuation
            | Rule::void
            | Rule::EOI
            | Rule::fragmentaddress_eoi => Role::Ignore,
        }
    }
}
