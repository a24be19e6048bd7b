//! `grammar/rfc1630.pest`: RFC 1630, "BNF of Generic URI Syntax".

use super::fill::Role;
use super::walk::{GenericSlot, GenericWalk};
use super::{production, Meaning, PestGrammar};
use crate::spec::Spec;

#[derive(pest_derive::Parser)]
#[grammar = "grammar/rfc1630.pest"]
pub(crate) struct Parser;

/// Where the RFC prints the generic BNF.
const P22: &str = "BNF of Generic URI Syntax, p.22";
const P23: &str = "BNF of Generic URI Syntax, p.23";

impl PestGrammar for Parser {
    type Rule = Rule;
    const SPEC: Spec = Spec::Rfc1630;

    fn meaning(rule: Rule) -> Meaning {
        let s = Spec::Rfc1630;
        match rule {
            Rule::fragmentaddress => production(s, "fragmentaddress", P22),
            Rule::uri => production(s, "uri", P22),
            Rule::scheme => production(s, "scheme", P22),
            Rule::path => production(s, "path", P22),
            Rule::search => production(s, "search", P22),
            Rule::fragmentid => production(s, "fragmentid", P22),
            Rule::xalpha => production(s, "xalpha", P23),
            Rule::xalphas => production(s, "xalphas", P23),
            Rule::xpalpha => production(s, "xpalpha", P23),
            Rule::xpalphas => production(s, "xpalphas", P23),
            Rule::ialpha => production(s, "ialpha", P23),
            Rule::alpha => production(s, "alpha", P23),
            Rule::digit => production(s, "digit", P23),
            Rule::safe => production(s, "safe", P23),
            Rule::extra => production(s, "extra", P23),
            Rule::reserved => production(s, "reserved", P23),
            Rule::escape => production(s, "escape", P23),
            Rule::hex => production(s, "hex", P23),
            Rule::national => production(s, "national", P23),
            Rule::punctuation => production(s, "punctuation", P23),
            Rule::void => production(s, "void", P23),
            Rule::EOI => Meaning::EndOfInput,
            Rule::fragmentaddress_eoi => Meaning::Hidden,
        }
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
