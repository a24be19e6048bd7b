//! `grammar/uri-draft.pest`: T. Berners-Lee, "Universal Resource Identifiers in WWW"
//! Internet Draft, "BNF syntax".

use super::fill::Role;
use super::walk::{GenericSlot, GenericWalk};
use crate::spec::Spec;

pest_grammar!(
    "grammar/uri-draft.pest",
    "uri-draft",
    Spec::UriDraft,
    [":", "/", "?", "#", "+"]
);

impl GenericWalk for Parser {
    const ENTRY: Rule = Rule::fragmentaddress_eoi;

    fn role(rule: Rule) -> Role<GenericSlot> {
        generic_roles!(rule, {})
    }
}
