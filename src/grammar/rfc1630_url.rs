//! `grammar/rfc1630-url.pest`: RFC 1630, "BNF for specific URL schemes".

use super::fill::Role;
use super::{production, Meaning, PestGrammar};
use crate::spec::{Spec, UrlGrammar};
use crate::url::record::{address, leaf, slot, Field, UrlSlot, UrlWalk};
use crate::url::Kind;

#[derive(pest_derive::Parser)]
#[grammar = "grammar/rfc1630-url.pest"]
pub(crate) struct Parser;

/// Where the document prints each production (the page whose footer follows it).
const BNF_FOR_SPECIFIC_URL_SCHEMES_P_24: &str = "BNF for specific URL schemes, p.24";
const BNF_FOR_SPECIFIC_URL_SCHEMES_P_25: &str = "BNF for specific URL schemes, p.25";
const BNF_FOR_SPECIFIC_URL_SCHEMES_P_26: &str = "BNF for specific URL schemes, p.26";
const BNF_FOR_SPECIFIC_URL_SCHEMES_P_27: &str = "BNF for specific URL schemes, p.27";
const PROSE_FILE_P_19: &str = "prose \"file\", p.19";
const PROSE_TELNET_RLOGIN_TN3270_P_17: &str = "prose \"Telnet, rlogin, tn3270\", p.17";

impl PestGrammar for Parser {
    type Rule = Rule;
    const SPEC: Spec = Spec::Rfc1630Url;

    fn meaning(rule: Rule) -> Meaning {
        let s = Spec::Rfc1630Url;
        match rule {
            Rule::prefixedurl => production(s, "prefixedurl", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::url => production(s, "url", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::scheme => production(s, "scheme", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::httpaddress => production(s, "httpaddress", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::ftpaddress => production(s, "ftpaddress", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::fileaddress => production(s, "fileaddress", PROSE_FILE_P_19),
            Rule::afsaddress => production(s, "afsaddress", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::newsaddress => production(s, "newsaddress", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::nntpaddress => production(s, "nntpaddress", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::midaddress => production(s, "midaddress", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::cidaddress => production(s, "cidaddress", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::mailtoaddress => {
                production(s, "mailtoaddress", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24)
            }
            Rule::waisaddress => production(s, "waisaddress", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::waisindex => production(s, "waisindex", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::waisdoc => production(s, "waisdoc", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::wpath => production(s, "wpath", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::groupart => production(s, "groupart", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::group => production(s, "group", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::article => production(s, "article", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::database => production(s, "database", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::wtype => production(s, "wtype", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::prosperoaddress => {
                production(s, "prosperoaddress", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24)
            }
            Rule::prosperolink => production(s, "prosperolink", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::hsoname => production(s, "hsoname", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::version => production(s, "version", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::attributes => production(s, "attributes", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::attribute => production(s, "attribute", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::telnetaddress => {
                production(s, "telnetaddress", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24)
            }
            Rule::rloginaddress => production(s, "rloginaddress", PROSE_TELNET_RLOGIN_TN3270_P_17),
            Rule::tn3270address => production(s, "tn3270address", PROSE_TELNET_RLOGIN_TN3270_P_17),
            Rule::gopheraddress => {
                production(s, "gopheraddress", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24)
            }
            Rule::login => production(s, "login", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::hostport => production(s, "hostport", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::host => production(s, "host", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::ftptype => production(s, "ftptype", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::formcode => production(s, "formcode", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::cellname => production(s, "cellname", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::hostname => production(s, "hostname", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::hostnumber => production(s, "hostnumber", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::port => production(s, "port", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::gcommand => production(s, "gcommand", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::path => production(s, "path", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::segment => production(s, "segment", BNF_FOR_SPECIFIC_URL_SCHEMES_P_25),
            Rule::search => production(s, "search", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::user => production(s, "user", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::password => production(s, "password", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::fragmentid => production(s, "fragmentid", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::gtype => production(s, "gtype", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::alphanum2 => production(s, "alphanum2", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::xalpha => production(s, "xalpha", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::xalphas => production(s, "xalphas", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::xpalpha => production(s, "xpalpha", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::xpalphas => production(s, "xpalphas", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::ialpha => production(s, "ialpha", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::alpha => production(s, "alpha", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::digit => production(s, "digit", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::safe => production(s, "safe", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::extra => production(s, "extra", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::reserved => production(s, "reserved", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::escape => production(s, "escape", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::hex => production(s, "hex", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::national => production(s, "national", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::punctuation => production(s, "punctuation", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::digits => production(s, "digits", BNF_FOR_SPECIFIC_URL_SCHEMES_P_26),
            Rule::alphanum => production(s, "alphanum", BNF_FOR_SPECIFIC_URL_SCHEMES_P_27),
            Rule::alphanums => production(s, "alphanums", BNF_FOR_SPECIFIC_URL_SCHEMES_P_27),
            Rule::void => production(s, "void", BNF_FOR_SPECIFIC_URL_SCHEMES_P_27),
            Rule::addr_spec => production(s, "addr-spec", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24),
            Rule::content_identifier => {
                production(s, "content-identifier", BNF_FOR_SPECIFIC_URL_SCHEMES_P_24)
            }
            Rule::EOI => Meaning::EndOfInput,
            Rule::url_eoi => Meaning::Hidden,
            Rule::afsaddress_eoi => Meaning::Hidden,
        }
    }

    const DELIMITERS: &'static [&'static str] =
        &[":", "/", "?", "#", "+", "@", "=", ";", "%00", ";type="];

    fn all_rules() -> &'static [Rule] {
        Rule::all_rules()
    }
}

/// What each rule of RFC 1630's "BNF for specific URL schemes" means to a
/// URL's record of offsets.
impl UrlWalk for Parser {
    const GRAMMAR: UrlGrammar = UrlGrammar::Rfc1630Url;

    fn role(rule: Rule) -> Role<UrlSlot> {
        match rule {
            Rule::prefixedurl => slot(Field::Prefixedurl),
            Rule::url | Rule::waisaddress | Rule::prosperoaddress => Role::Descend,
            Rule::scheme => leaf(Field::Scheme),
            Rule::httpaddress => address(Kind::Httpaddress),
            Rule::ftpaddress => address(Kind::Ftpaddress),
            Rule::fileaddress => address(Kind::Fileaddress),
            Rule::afsaddress => address(Kind::Afsaddress),
            Rule::newsaddress => address(Kind::Newsaddress),
            Rule::nntpaddress => address(Kind::Nntpaddress),
            Rule::midaddress => address(Kind::Midaddress),
            Rule::cidaddress => address(Kind::Cidaddress),
            Rule::mailtoaddress => address(Kind::Mailtoaddress),
            Rule::waisindex => address(Kind::Waisindex),
            Rule::waisdoc => address(Kind::Waisdoc),
            Rule::wpath => leaf(Field::Wpath),
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
            Rule::ftptype => leaf(Field::Ftptype),
            Rule::cellname => slot(Field::Cellname),
            Rule::hostname => leaf(Field::Hostname),
            Rule::hostnumber => leaf(Field::Hostnumber),
            Rule::port => leaf(Field::Port),
            Rule::gcommand => leaf(Field::Gcommand),
            Rule::path => leaf(Field::Path),
            Rule::search => leaf(Field::Search),
            Rule::user => leaf(Field::User),
            Rule::password => leaf(Field::Password),
            Rule::fragmentid => leaf(Field::Fragmentid),
            Rule::gtype => leaf(Field::Gtype),
            Rule::addr_spec => leaf(Field::AddrSpec),
            Rule::content_identifier => leaf(Field::ContentIdentifier),
            Rule::digits => leaf(Field::Digits),
            // Character classes and leaves read through an enclosing part.
            Rule::attribute
            | Rule::formcode
            | Rule::segment
            | Rule::alphanum2
            | Rule::xalpha
            | Rule::xalphas
            | Rule::xpalpha
            | Rule::xpalphas
            | Rule::ialpha
            | Rule::alpha
            | Rule::digit
            | Rule::safe
            | Rule::extra
            | Rule::reserved
            | Rule::escape
            | Rule::hex
            | Rule::national
            | Rule::punctuation
            | Rule::alphanum
            | Rule::alphanums
            | Rule::void
            | Rule::EOI => Role::Ignore,
            // Entry points: `SOI ~ ... ~ EOI`.
            Rule::url_eoi | Rule::afsaddress_eoi => Role::Descend,
        }
    }
}
