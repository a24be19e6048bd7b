//! `grammar/rfc1630-url.pest`: RFC 1630, "BNF for specific URL schemes".

use super::fill::Role;
use super::walk::{address, leaf, slot, Field, Kind, UrlSlot, UrlWalk};
use crate::spec::{Spec, UrlGrammar};

pest_grammar!(
    "grammar/rfc1630-url.pest",
    "rfc1630-url",
    Spec::Rfc1630Url,
    [":", "/", "?", "#", "+", "@", "=", ";", "%00", ";type="]
);

/// What each rule of RFC 1630's "BNF for specific URL schemes" means to a
/// URL's record of offsets.
impl UrlWalk for Parser {
    const GRAMMAR: UrlGrammar = UrlGrammar::Rfc1630Url;

    fn role(rule: Rule) -> Role<UrlSlot> {
        url_roles!(rule, bnf_1994, {
            Rule::fileaddress => address(Kind::Fileaddress),
        })
    }
}
