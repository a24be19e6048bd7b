//! `grammar/uri-draft.pest`: T. Berners-Lee, "Universal Resource Identifiers in WWW"
//! Internet Draft, "BNF syntax".

use super::fill::Role;
use super::walk::{GenericSlot, GenericWalk};
use super::{production, Meaning, PestGrammar};
use crate::spec::Spec;

#[derive(pest_derive::Parser)]
#[grammar = "grammar/uri-draft.pest"]
pub(crate) struct Parser;

/// The draft has no page numbers; its one BNF section.
const SECTION: &str = "BNF syntax";

impl PestGrammar for Parser {
    type Rule = Rule;
    const SPEC: Spec = Spec::UriDraft;

    fn meaning(rule: Rule) -> Meaning {
        let s = Spec::UriDraft;
        match rule {
            Rule::fragmentaddress => production(s, "fragmentaddress", SECTION),
            Rule::uri => production(s, "uri", SECTION),
            Rule::scheme => production(s, "scheme", SECTION),
            Rule::path => production(s, "path", SECTION),
            Rule::search => production(s, "search", SECTION),
            Rule::fragmentid => production(s, "fragmentid", SECTION),
            Rule::xalpha => production(s, "xalpha", SECTION),
            Rule::xalphas => production(s, "xalphas", SECTION),
            Rule::xpalpha => production(s, "xpalpha", SECTION),
            Rule::xpalphas => production(s, "xpalphas", SECTION),
            Rule::ialpha => production(s, "ialpha", SECTION),
            Rule::alpha => production(s, "alpha", SECTION),
            Rule::digit => production(s, "digit", SECTION),
            Rule::safe => production(s, "safe", SECTION),
            Rule::extra => production(s, "extra", SECTION),
            Rule::escape => production(s, "escape", SECTION),
            Rule::hex => production(s, "hex", SECTION),
            Rule::national => production(s, "national", SECTION),
            Rule::punctuation => production(s, "punctuation", SECTION),
            Rule::void => production(s, "void", SECTION),
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
            | Rule::hex
            | Rule::national
            | Rule::punctuation
            | Rule::void
            | Rule::EOI
            | Rule::fragmentaddress_eoi => Role::Ignore,
        }
    }
}
