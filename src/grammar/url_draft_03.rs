//! `grammar/url-draft-03.pest`: draft-ietf-uri-url-03, "BNF for specific URL schemes".

use super::fill::Role;
use super::walk::{address, leaf, slot, Field, Kind, UrlSlot, UrlWalk};
use crate::spec::{Spec, UrlGrammar};

pest_grammar!(
    "grammar/url-draft-03.pest",
    "url-draft-03",
    Spec::UrlDraft03,
    [":", "/", "?", "#", "+", "@", "=", ";", "%00", ";type="]
);

/// What each rule of draft-ietf-uri-url-03's "BNF for specific URL schemes"
/// means to a URL's record of offsets.
impl UrlWalk for Parser {
    const GRAMMAR: UrlGrammar = UrlGrammar::UrlDraft03;

    fn role(rule: Rule) -> Role<UrlSlot> {
        url_roles!(rule, bnf_1994, {})
    }
}
