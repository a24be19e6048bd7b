//! `grammar/url-draft-02.pest`: the October 1993 URL Internet Draft, "BNF syntax".

use super::{production, Meaning, PestGrammar};
use crate::spec::Spec;

#[derive(pest_derive::Parser)]
#[grammar = "grammar/url-draft-02.pest"]
pub(crate) struct Parser;

impl PestGrammar for Parser {
    type Rule = Rule;
    const SPEC: Spec = Spec::UrlDraft02;

    fn meaning(rule: Rule) -> Meaning {
        // One arm per rule, written by build.rs from the `///` citation above
        // each rule of grammar/url-draft-02.pest.
        include!(concat!(env!("OUT_DIR"), "/url-draft-02_meaning.rs"))
    }

    const DELIMITERS: &'static [&'static str] =
        &[":", "/", "?", "#", "+", "@", "=", ";", "%00", ";type="];

    fn all_rules() -> &'static [Rule] {
        Rule::all_rules()
    }
}
