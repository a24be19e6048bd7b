//! `grammar/uri-draft.pest`: T. Berners-Lee, "Universal Resource Identifiers in WWW"
//! Internet Draft, "BNF syntax".

use super::fill::Role;
use super::walk::{GenericSlot, GenericWalk};
use crate::edition::Edition;

pest_grammar!(
    "grammar/uri-draft.pest",
    "uri-draft",
    Edition::UriDraft,
    [":", "/", "?", "#", "+"]
);

/// What each rule of the URI draft's "BNF syntax" means to a `fragmentaddress`'s
/// slots.
impl GenericWalk for Parser {
    const ENTRY: Rule = Rule::fragmentaddress_eoi;
    const PARTIAL: Rule = Rule::partial_eoi;

    #[inline]
    fn role(rule: Rule) -> Role<GenericSlot> {
        roles!(generic: rule, {
        })
    }
}
