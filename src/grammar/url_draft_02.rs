//! `grammar/url-draft-02.pest`: the October 1993 URL Internet Draft, "BNF syntax".

use super::fill::Role;
use super::{production, Meaning, PestGrammar};
use crate::spec::{Spec, UrlGrammar};
use crate::url::record::{address, leaf, slot, Field, UrlSlot, UrlWalk};
use crate::url::Kind;

#[derive(pest_derive::Parser)]
#[grammar = "grammar/url-draft-02.pest"]
pub(crate) struct Parser;

/// Where the document prints each production.
const BNF_SYNTAX_P_15: &str = "BNF syntax, p.15";
const BNF_SYNTAX_P_16: &str = "BNF syntax, p.16";
const PROSE_TELNET_RLOGIN_TN3270: &str = "prose \"TELNET, RLOGIN, TN3270\"";
const BNF_SYNTAX_P_17: &str = "BNF syntax, p.17";
const BNF_SYNTAX_P_18: &str = "BNF syntax, p.18";

impl PestGrammar for Parser {
    type Rule = Rule;
    const SPEC: Spec = Spec::UrlDraft02;

    fn meaning(rule: Rule) -> Meaning {
        let s = Spec::UrlDraft02;
        match rule {
            Rule::fragmentaddress => production(s, "fragmentaddress", BNF_SYNTAX_P_15),
            Rule::uri => production(s, "uri", BNF_SYNTAX_P_15),
            Rule::url => production(s, "url", BNF_SYNTAX_P_15),
            Rule::generic => production(s, "generic", BNF_SYNTAX_P_15),
            Rule::scheme => production(s, "scheme", BNF_SYNTAX_P_15),
            Rule::httpaddress => production(s, "httpaddress", BNF_SYNTAX_P_15),
            Rule::ftpaddress => production(s, "ftpaddress", BNF_SYNTAX_P_16),
            Rule::afsaddress => production(s, "afsaddress", BNF_SYNTAX_P_16),
            Rule::newsaddress => production(s, "newsaddress", BNF_SYNTAX_P_16),
            Rule::waisaddress => production(s, "waisaddress", BNF_SYNTAX_P_16),
            Rule::waisindex => production(s, "waisindex", BNF_SYNTAX_P_16),
            Rule::waisdoc => production(s, "waisdoc", BNF_SYNTAX_P_16),
            Rule::groupart => production(s, "groupart", BNF_SYNTAX_P_16),
            Rule::group => production(s, "group", BNF_SYNTAX_P_16),
            Rule::article => production(s, "article", BNF_SYNTAX_P_16),
            Rule::database => production(s, "database", BNF_SYNTAX_P_16),
            Rule::wtype => production(s, "wtype", BNF_SYNTAX_P_16),
            Rule::prosperoaddress => production(s, "prosperoaddress", BNF_SYNTAX_P_16),
            Rule::prosperolink => production(s, "prosperolink", BNF_SYNTAX_P_16),
            Rule::hsoname => production(s, "hsoname", BNF_SYNTAX_P_16),
            Rule::version => production(s, "version", BNF_SYNTAX_P_16),
            Rule::attributes => production(s, "attributes", BNF_SYNTAX_P_16),
            Rule::attribute => production(s, "attribute", BNF_SYNTAX_P_16),
            Rule::telnetaddress => production(s, "telnetaddress", BNF_SYNTAX_P_16),
            Rule::rloginaddress => production(s, "rloginaddress", PROSE_TELNET_RLOGIN_TN3270),
            Rule::tn3270address => production(s, "tn3270address", PROSE_TELNET_RLOGIN_TN3270),
            Rule::gopheraddress => production(s, "gopheraddress", BNF_SYNTAX_P_16),
            Rule::login => production(s, "login", BNF_SYNTAX_P_16),
            Rule::hostport => production(s, "hostport", BNF_SYNTAX_P_16),
            Rule::host => production(s, "host", BNF_SYNTAX_P_16),
            Rule::cellname => production(s, "cellname", BNF_SYNTAX_P_16),
            Rule::hostname => production(s, "hostname", BNF_SYNTAX_P_16),
            Rule::hostnumber => production(s, "hostnumber", BNF_SYNTAX_P_16),
            Rule::port => production(s, "port", BNF_SYNTAX_P_17),
            Rule::selector => production(s, "selector", BNF_SYNTAX_P_17),
            Rule::path => production(s, "path", BNF_SYNTAX_P_17),
            Rule::search => production(s, "search", BNF_SYNTAX_P_17),
            Rule::user => production(s, "user", BNF_SYNTAX_P_17),
            Rule::password => production(s, "password", BNF_SYNTAX_P_17),
            Rule::fragmentid => production(s, "fragmentid", BNF_SYNTAX_P_17),
            Rule::gtype => production(s, "gtype", BNF_SYNTAX_P_17),
            Rule::xalpha => production(s, "xalpha", BNF_SYNTAX_P_17),
            Rule::xalphas => production(s, "xalphas", BNF_SYNTAX_P_17),
            Rule::xpalpha => production(s, "xpalpha", BNF_SYNTAX_P_17),
            Rule::xpalphas => production(s, "xpalphas", BNF_SYNTAX_P_17),
            Rule::ialpha => production(s, "ialpha", BNF_SYNTAX_P_17),
            Rule::alpha => production(s, "alpha", BNF_SYNTAX_P_17),
            Rule::digit => production(s, "digit", BNF_SYNTAX_P_17),
            Rule::safe => production(s, "safe", BNF_SYNTAX_P_17),
            Rule::extra => production(s, "extra", BNF_SYNTAX_P_17),
            Rule::escape => production(s, "escape", BNF_SYNTAX_P_17),
            Rule::hex => production(s, "hex", BNF_SYNTAX_P_17),
            Rule::national => production(s, "national", BNF_SYNTAX_P_17),
            Rule::punctuation => production(s, "punctuation", BNF_SYNTAX_P_17),
            Rule::digits => production(s, "digits", BNF_SYNTAX_P_17),
            Rule::alphanum => production(s, "alphanum", BNF_SYNTAX_P_17),
            Rule::alphanums => production(s, "alphanums", BNF_SYNTAX_P_17),
            Rule::void => production(s, "void", BNF_SYNTAX_P_18),
            Rule::EOI => Meaning::EndOfInput,
            Rule::fragmentaddress_eoi => Meaning::Hidden,
            Rule::afsaddress_eoi => Meaning::Hidden,
        }
    }

    const DELIMITERS: &'static [&'static str] =
        &[":", "/", "?", "#", "+", "@", "=", ";", "%00", ";type="];

    fn all_rules() -> &'static [Rule] {
        Rule::all_rules()
    }
}

/// What each rule of the October 1993 URL draft's "BNF syntax" means to a
/// URL's record of offsets.
impl UrlWalk for Parser {
    const GRAMMAR: UrlGrammar = UrlGrammar::UrlDraft02;

    fn role(rule: Rule) -> Role<UrlSlot> {
        match rule {
            Rule::fragmentaddress
            | Rule::uri
            | Rule::url
            | Rule::waisaddress
            | Rule::prosperoaddress => Role::Descend,
            Rule::generic => address(Kind::Generic),
            Rule::scheme => leaf(Field::Scheme),
            Rule::httpaddress => address(Kind::Httpaddress),
            Rule::ftpaddress => address(Kind::Ftpaddress),
            Rule::afsaddress => address(Kind::Afsaddress),
            Rule::newsaddress => address(Kind::Newsaddress),
            Rule::waisindex => address(Kind::Waisindex),
            Rule::waisdoc => address(Kind::Waisdoc),
            Rule::groupart => slot(Field::Groupart),
            Rule::group => leaf(Field::Group),
            Rule::article => slot(Field::Article),
            Rule::database => leaf(Field::Database),
            Rule::wtype => leaf(Field::Wtype),
            Rule::prosperolink => address(Kind::Prosperolink),
            Rule::hsoname => leaf(Field::Hsoname),
            Rule::version => leaf(Field::Version),
            Rule::attributes => leaf(Field::Attributes),
            Rule::telnetaddress => address(Kind::Telnetaddress),
            Rule::rloginaddress => address(Kind::Rloginaddress),
            Rule::tn3270address => address(Kind::Tn3270address),
            Rule::gopheraddress => address(Kind::Gopheraddress),
            Rule::login => slot(Field::Login),
            Rule::hostport => slot(Field::Hostport),
            Rule::host => slot(Field::Host),
            Rule::cellname => slot(Field::Cellname),
            Rule::hostname => leaf(Field::Hostname),
            Rule::hostnumber => leaf(Field::Hostnumber),
            Rule::port => leaf(Field::Port),
            Rule::path => leaf(Field::Path),
            Rule::search => leaf(Field::Search),
            Rule::user => leaf(Field::User),
            Rule::password => leaf(Field::Password),
            Rule::fragmentid => leaf(Field::Fragmentid),
            Rule::gtype => leaf(Field::Gtype),
            Rule::selector => leaf(Field::Selector),
            Rule::digits => leaf(Field::Digits),
            // Character classes and leaves read through an enclosing part.
            Rule::attribute
            | Rule::xalpha
            | Rule::xalphas
            | Rule::xpalpha
            | Rule::xpalphas
            | Rule::ialpha
            | Rule::alpha
            | Rule::digit
            | Rule::safe
            | Rule::extra
            | Rule::escape
            | Rule::hex
            | Rule::national
            | Rule::punctuation
            | Rule::alphanum
            | Rule::alphanums
            | Rule::void
            | Rule::EOI => Role::Ignore,
            // Entry points: `SOI ~ ... ~ EOI`.
            Rule::fragmentaddress_eoi | Rule::afsaddress_eoi => Role::Descend,
        }
    }
}
