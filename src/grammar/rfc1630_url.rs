//! `grammar/rfc1630-url.pest`: RFC 1630, "BNF for specific URL schemes".

use super::fill::Role;
use super::walk::{address, leaf, slot, Field, Kind, UrlSlot, UrlWalk};
use crate::spec::{Spec, UrlGrammar};

pest_grammar!(
    "grammar/rfc1630-url.pest",
    "rfc1630-url_meaning.rs",
    Spec::Rfc1630Url,
    [":", "/", "?", "#", "+", "@", "=", ";", "%00", ";type="]
);

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
