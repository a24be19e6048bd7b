//! `grammar/rfc1630-url.pest`: RFC 1630, "BNF for specific URL schemes".

use super::fill::Role;
use super::walk::{address, leaf, slot, Field, Kind, UrlDefaults, UrlSlot, UrlWalk, VoidGopher};
use crate::edition::{Edition, UrlGrammar};

pest_grammar!(
    "grammar/rfc1630-url.pest",
    "rfc1630-url",
    Edition::Rfc1630Url,
    [":", "/", "?", "#", "+", "@", "=", ";", "%00", ";type="]
);

/// What each rule of RFC 1630's "BNF for specific URL schemes" means to a
/// URL's record of offsets.
impl UrlWalk for Parser {
    const GRAMMAR: UrlGrammar = UrlGrammar::Rfc1630Url;
    const URL: Rule = Rule::url_eoi;
    const AFSADDRESS: Option<Rule> = Some(Rule::afsaddress_eoi);
    const SCHEMES: &'static str = "the schemes rfc1630-url names, in lower case: http, ftp, file, news, nntp, mid, cid, mailto, wais, prospero, telnet, rlogin, tn3270, gopher (afs only as `afsaddress`); `generic` reads any other";
    const DEFAULTS: UrlDefaults = UrlDefaults {
        http_port: Some("\"HTTP\""),
        gopher_type: Some("\"Gopher\""),
        ftp_user: "\"FTP\"",
        void_gopher: VoidGopher::Gtype,
    };

    #[inline]
    fn role(rule: Rule) -> Role<UrlSlot> {
        roles!(url: rule, bnf_1994, {
            Rule::fileaddress => address(Kind::Fileaddress),
            Rule::generic => address(Kind::Generic),
            Rule::genericpath => leaf(Field::Path),
            Rule::genericsearch => leaf(Field::Search),
        })
    }
}
