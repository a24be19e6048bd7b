//! `grammar/url-draft-03.pest`: draft-ietf-uri-url-03, "BNF for specific URL schemes".

use super::{production, Meaning, PestGrammar};
use crate::spec::Spec;

#[derive(pest_derive::Parser)]
#[grammar = "grammar/url-draft-03.pest"]
pub(crate) struct Parser;

impl PestGrammar for Parser {
    type Rule = Rule;
    const SPEC: Spec = Spec::UrlDraft03;

    fn meaning(rule: Rule) -> Meaning {
        // One arm per rule, written by build.rs from the `///` citation above
        // each rule of grammar/url-draft-03.pest.
        include!(concat!(env!("OUT_DIR"), "/url-draft-03_meaning.rs"))
    }

    const DELIMITERS: &'static [&'static str] =
        &[":", "/", "?", "#", "+", "@", "=", ";", "%00", ";type="];

    fn all_rules() -> &'static [Rule] {
        Rule::all_rules()
    }
}
