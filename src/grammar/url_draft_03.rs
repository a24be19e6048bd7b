//! `grammar/url-draft-03.pest`: draft-ietf-uri-url-03, "BNF for specific URL schemes".

use super::fill::Role;
use super::walk::{address, leaf, slot, Field, Kind, UrlDefaults, UrlSlot, UrlWalk, VoidGopher};
use crate::edition::{Edition, UrlGrammar};

pest_grammar!(
    "grammar/url-draft-03.pest",
    "url-draft-03",
    Edition::UrlDraft03,
    [":", "/", "?", "#", "+", "@", "=", ";", "%00", ";type="]
);

/// What each rule of draft-ietf-uri-url-03's "BNF for specific URL schemes"
/// means to a URL's record of offsets.
impl UrlWalk for Parser {
    const GRAMMAR: UrlGrammar = UrlGrammar::UrlDraft03;
    const URL: Rule = Rule::url_eoi;
    const AFSADDRESS: Option<Rule> = Some(Rule::afsaddress_eoi);
    const SCHEMES: &'static str = "the schemes url-draft-03 names, in lower case: http, ftp, news, nntp, mid, cid, mailto, wais, prospero, telnet, rlogin, tn3270, gopher (afs only as `afsaddress`); `otherurl` reads any other";
    const DEFAULTS: UrlDefaults = UrlDefaults {
        http_port: None,
        gopher_type: None,
        ftp_user: "\"FTP\", \"User name and password\"",
        void_gopher: VoidGopher::Nothing,
    };

    #[inline]
    fn role(rule: Rule) -> Role<UrlSlot> {
        roles!(url: rule, bnf_1994, {
            Rule::otherurl => address(Kind::Otherurl),
            // Read by `OtherUrl::schemestring`, never as a `path`.
            Rule::schemestring => leaf(Field::Schemestring),
        })
    }
}
