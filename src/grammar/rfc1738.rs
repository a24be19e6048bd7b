//! `grammar/rfc1738.pest`: RFC 1738 §5, "BNF for specific URL schemes".

use super::fill::Role;
use super::walk::{address, leaf, slot, Field, Kind, UrlDefaults, UrlSlot, UrlWalk, VoidGopher};
use crate::edition::{Edition, UrlGrammar};

pest_grammar!(
    "grammar/rfc1738.pest",
    "rfc1738",
    Edition::Rfc1738,
    [":", "/", "?", "#", "@", "=", ";", "%09", ";type="]
);

/// What each rule of RFC 1738 §5 "BNF for specific URL schemes" means to a
/// URL's record of offsets. Written as a plain `match`, not `roles!(url: ..)`:
/// the arms the 1994 grammars share name productions RFC 1738 renamed
/// (`httpurl` for `httpaddress`, `fpath` and `hpath` for `path`, `grouppart`
/// for `groupart`) or dropped (`afsaddress`, `mid`, `cid`, `rlogin`,
/// `tn3270`), so RFC 1738's own names map onto the family's slots here.
impl UrlWalk for Parser {
    const GRAMMAR: UrlGrammar = UrlGrammar::Rfc1738;
    const URL: Rule = Rule::url_eoi;
    const AFSADDRESS: Option<Rule> = None;
    const SCHEMES: &'static str = "the schemes rfc1738 names, in lower case: http, ftp, news, nntp, telnet, gopher, wais, mailto, file, prospero; `otherurl` reads any other";
    const DEFAULTS: UrlDefaults = UrlDefaults {
        http_port: None,
        gopher_type: None,
        ftp_user: "§3.2.1 \"FTP Name and Password\"",
        void_gopher: VoidGopher::Path,
    };

    #[inline]
    fn role(rule: Rule) -> Role<UrlSlot> {
        match rule {
            Rule::url | Rule::genericurl | Rule::waisurl | Rule::url_eoi => Role::Descend,
            Rule::otherurl => address(Kind::Otherurl),
            Rule::scheme => leaf(Field::Scheme),
            // Read by `OtherUrl::schemestring`, as url-draft-03's `schemestring`.
            Rule::schemepart => leaf(Field::Schemepart),
            Rule::httpurl => address(Kind::Httpaddress),
            Rule::ftpurl => address(Kind::Ftpaddress),
            Rule::fileurl => address(Kind::Fileaddress),
            Rule::gopherurl => address(Kind::Gopheraddress),
            Rule::mailtourl => address(Kind::Mailtoaddress),
            Rule::newsurl => address(Kind::Newsaddress),
            Rule::nntpurl => address(Kind::Nntpaddress),
            Rule::telneturl => address(Kind::Telnetaddress),
            Rule::waisdatabase => address(Kind::Waisdatabase),
            Rule::waisindex => address(Kind::Waisindex),
            Rule::waisdoc => address(Kind::Waisdoc),
            Rule::prosperourl => address(Kind::Prosperolink),
            Rule::login => slot(Field::Login),
            Rule::hostport => slot(Field::Hostport),
            Rule::host => slot(Field::Host),
            Rule::hostname => leaf(Field::Hostname),
            Rule::hostnumber => leaf(Field::Hostnumber),
            Rule::port => leaf(Field::Port),
            Rule::user => leaf(Field::User),
            Rule::password => leaf(Field::Password),
            Rule::fpath | Rule::hpath => leaf(Field::Path),
            Rule::ppath => leaf(Field::Hsoname),
            Rule::ftptype => leaf(Field::Ftptype),
            Rule::search | Rule::gophersearch => leaf(Field::Search),
            Rule::gtype => leaf(Field::Gtype),
            Rule::selector => leaf(Field::Selector),
            Rule::gopher_plus_string => leaf(Field::GopherPlusString),
            Rule::encoded822addr => leaf(Field::Encoded822addr),
            Rule::grouppart => slot(Field::Groupart),
            Rule::group => leaf(Field::Group),
            Rule::article => slot(Field::Article),
            Rule::digits => leaf(Field::Digits),
            Rule::database => leaf(Field::Database),
            Rule::wtype => leaf(Field::Wtype),
            Rule::wpath => leaf(Field::Wpath),
            Rule::fieldspec => leaf(Field::Fieldspec),
            Rule::fragmentid => leaf(Field::Fragmentid),
            // Read through the text of the part around them: an
            // `ip-schemepart` is read only as the `schemepart` text.
            Rule::ip_schemepart
            | Rule::urlpath
            | Rule::domainlabel
            | Rule::toplabel
            | Rule::alphadigit
            | Rule::fsegment
            | Rule::hsegment
            | Rule::psegment
            | Rule::fieldname
            | Rule::fieldvalue
            | Rule::lowalpha
            | Rule::hialpha
            | Rule::alpha
            | Rule::digit
            | Rule::safe
            | Rule::extra
            | Rule::national
            | Rule::punctuation
            | Rule::reserved
            | Rule::hex
            | Rule::escape
            | Rule::unreserved
            | Rule::uchar
            | Rule::xchar
            | Rule::EOI => Role::Ignore,
        }
    }
}
