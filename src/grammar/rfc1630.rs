//! `grammar/rfc1630.pest`: RFC 1630, "BNF of Generic URI Syntax".

use super::fill::Role;
use super::walk::{GenericSlot, GenericWalk};
use crate::edition::Edition;

pest_grammar!(
    "grammar/rfc1630.pest",
    "rfc1630",
    Edition::Rfc1630,
    [":", "/", "?", "#", "+"]
);

/// What each rule of RFC 1630's "BNF of Generic URI Syntax" means to a `fragmentaddress`'s
/// slots.
impl GenericWalk for Parser {
    const ENTRY: Rule = Rule::fragmentaddress_eoi;
    const PARTIAL: Rule = Rule::partial_eoi;

    #[inline]
    fn role(rule: Rule) -> Role<GenericSlot> {
        roles!(generic: rule, {
            // RFC 1630 names the reserved characters; the draft does not.
            Rule::reserved => Role::Ignore,
        })
    }
}
