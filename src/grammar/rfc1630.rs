//! `grammar/rfc1630.pest`: RFC 1630, "BNF of Generic URI Syntax".

use super::fill::Role;
use super::walk::{GenericSlot, GenericWalk};
use super::{production, Meaning, PestGrammar};
use crate::spec::Spec;

#[derive(pest_derive::Parser)]
#[grammar = "grammar/rfc1630.pest"]
pub(crate) struct Parser;

impl PestGrammar for Parser {
    type Rule = Rule;
    const SPEC: Spec = Spec::Rfc1630;

    fn meaning(rule: Rule) -> Meaning {
        // One arm per rule, written by build.rs from the `///` citation above
        // each rule of grammar/rfc1630.pest.
        include!(concat!(env!("OUT_DIR"), "/rfc1630_meaning.rs"))
    }

    const DELIMITERS: &'static [&'static str] = &[":", "/", "?", "#", "+"];

    fn all_rules() -> &'static [Rule] {
        Rule::all_rules()
    }
}

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
