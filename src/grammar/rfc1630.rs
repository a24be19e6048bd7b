//! `grammar/rfc1630.pest`: RFC 1630, "BNF of Generic URI Syntax".

use super::{production, Meaning, PestGrammar};
use crate::generic::Node;
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

impl crate::generic::GenericPest for Parser {
    const ENTRY: Rule = Rule::fragmentaddress_eoi;

    fn node(rule: Rule) -> Node {
        match rule {
            Rule::fragmentaddress => Node::Fragmentaddress,
            Rule::uri => Node::Uri,
            Rule::scheme => Node::Scheme,
            Rule::path => Node::Path,
            Rule::search => Node::Search,
            Rule::fragmentid => Node::Fragmentid,
            // Leaves inside the nodes above; the AST reads their text through
            // the enclosing node's span.
            Rule::xalphas | Rule::xpalphas | Rule::ialpha | Rule::escape => Node::Leaf,
            // Silent rules and EOI never appear as pairs.
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
            | Rule::fragmentaddress_eoi => Node::Leaf,
        }
    }
}
