//! `roles!`, the walker tables' arms a family's grammars share, written once
//! and expanded in each grammar's module (`src/grammar/<spec>.rs`).

/// The walker table of a family's grammar: the arms every grammar of the
/// family shares, then `$extra`, the edition's own. Expands to one `match`
/// over the invoking grammar's `Rule`, exhaustive as any other.
///
/// - `url:` the arms every URL edition shares (`url`, the address productions
///   both drafts and RFC 1630 print, their parts and character classes); with
///   `bnf_1994`, also the arms RFC 1630 and draft-ietf-uri-url-03 share (their
///   "BNF for specific URL schemes": `prefixedurl`, `ftptype`, `mid`, `cid`,
///   `mailto`, `nntp`).
/// - `generic:` the arms of the generic `fragmentaddress` the "URIs in WWW"
///   draft and RFC 1630 share ("BNF syntax", "BNF of Generic URI Syntax").
macro_rules! roles {
    (url: $rule:expr, bnf_1994, { $($extra:tt)* }) => {
        roles!(url: $rule, {
            Rule::prefixedurl => slot(Field::Prefixedurl),
            Rule::nntpaddress => address(Kind::Nntpaddress),
            Rule::midaddress => address(Kind::Midaddress),
            Rule::cidaddress => address(Kind::Cidaddress),
            Rule::mailtoaddress => address(Kind::Mailtoaddress),
            Rule::wpath => leaf(Field::Wpath),
            Rule::ftptype => leaf(Field::Ftptype),
            Rule::gcommand => leaf(Field::Gcommand),
            Rule::addr_spec => leaf(Field::AddrSpec),
            Rule::content_identifier => leaf(Field::ContentIdentifier),
            // Read through the text of the part around them.
            Rule::formcode | Rule::segment | Rule::alphanum2 | Rule::reserved => Role::Ignore,
            // The entry point (silent: it makes no pair).
            Rule::url_eoi => Role::Descend,
            $($extra)*
        })
    };
    (url: $rule:expr, { $($extra:tt)* }) => {
        match $rule {
            // Productions that only choose among others, and the entry point.
            Rule::url | Rule::waisaddress | Rule::prosperoaddress | Rule::afsaddress_eoi => {
                Role::Descend
            }
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
            Rule::digits => leaf(Field::Digits),
            // Character classes and leaves read through the part around them,
            // silent rules, and EOI.
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
            $($extra)*
        }
    };
    (generic: $rule:expr, { $($extra:tt)* }) => {
        match $rule {
            Rule::fragmentaddress | Rule::uri => Role::Descend,
            Rule::scheme => Role::Leaf(GenericSlot::Scheme),
            Rule::path => Role::Leaf(GenericSlot::Path),
            Rule::search => Role::Leaf(GenericSlot::Search),
            Rule::fragmentid => Role::Leaf(GenericSlot::Fragmentid),
            // Leaves read through the slot around them, silent rules, EOI and
            // the entry point.
            Rule::xalphas
            | Rule::xpalphas
            | Rule::ialpha
            | Rule::escape
            | Rule::xalpha
            | Rule::xpalpha
            | Rule::alpha
            | Rule::digit
            | Rule::safe
            | Rule::extra
            | Rule::hex
            | Rule::national
            | Rule::punctuation
            | Rule::void
            | Rule::EOI
            | Rule::fragmentaddress_eoi
            | Rule::partial_eoi => Role::Ignore,
            $($extra)*
        }
    };
}
