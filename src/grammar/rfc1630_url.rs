//! `grammar/rfc1630-url.pest`: RFC 1630, "BNF for specific URL schemes".

use super::{production, Meaning, PestGrammar};
use crate::spec::Spec;

#[derive(pest_derive::Parser)]
#[grammar = "grammar/rfc1630-url.pest"]
pub(crate) struct Parser;

impl PestGrammar for Parser {
    type Rule = Rule;
    const SPEC: Spec = Spec::Rfc1630Url;

    fn meaning(rule: Rule) -> Meaning {
        // One arm per rule, written by build.rs from the `///` citation above
        // each rule of grammar/rfc1630-url.pest.
        include!(concat!(env!("OUT_DIR"), "/rfc1630-url_meaning.rs"))
    }

    const DELIMITERS: &'static [&'static str] =
        &[":", "/", "?", "#", "+", "@", "=", ";", "%00", ";type="];

    fn all_rules() -> &'static [Rule] {
        Rule::all_rules()
    }
}
