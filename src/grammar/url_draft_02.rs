//! `grammar/url-draft-02.pest`: the October 1993 URL Internet Draft, "BNF syntax".

use super::fill::Role;
use super::walk::{address, leaf, slot, Field, Kind, UrlDefaults, UrlSlot, UrlWalk, VoidGopher};
use crate::edition::{Edition, UrlGrammar};

pest_grammar!(
    "grammar/url-draft-02.pest",
    "url-draft-02",
    Edition::UrlDraft02,
    [":", "/", "?", "#", "+", "@", "=", ";", "%00", ";type="]
);

/// What each rule of the October 1993 URL draft's "BNF syntax" means to a
/// URL's record of offsets.
impl UrlWalk for Parser {
    const GRAMMAR: UrlGrammar = UrlGrammar::UrlDraft02;
    const URL: Rule = Rule::fragmentaddress_eoi;
    const AFSADDRESS: Option<Rule> = Some(Rule::afsaddress_eoi);
    const SCHEMES: &'static str = "the schemes url-draft-02 names, in lower case: http, ftp, news, prospero, telnet, rlogin, tn3270, gopher, wais (afs only as `afsaddress`); `generic` reads any other";
    const DEFAULTS: UrlDefaults = UrlDefaults {
        http_port: None,
        gopher_type: None,
        ftp_user: "\"FTP\"",
        void_gopher: VoidGopher::Nothing,
    };

    #[inline]
    fn role(rule: Rule) -> Role<UrlSlot> {
        roles!(url: rule, {
            Rule::fragmentaddress | Rule::uri | Rule::fragmentaddress_eoi => Role::Descend,
            Rule::partial_eoi => Role::Ignore,
            Rule::generic => address(Kind::Generic),
            Rule::selector => leaf(Field::Selector),
        })
    }
}
