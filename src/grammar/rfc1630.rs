//! `grammar/rfc1630.pest`: RFC 1630, "BNF of Generic URI Syntax".

use super::fill::Role;
use super::walk::{GenericSlot, GenericWalk};
use crate::spec::Spec;

pest_grammar!(
    "grammar/rfc1630.pest",
    "rfc1630",
    Spec::Rfc1630,
    [":", "/", "?", "#", "+"]
);

impl GenericWalk for Parser {
    const ENTRY: Rule = Rule::fragmentaddress_eoi;

    fn role(rule: Rule) -> Role<GenericSlot> {
        generic_roles!(rule, {
            Rule::reserved => Role::Ignore,
        })
    }
}
