//! What each grammar's walker table may say: the slots of every family's
//! record of offsets, and the trait a grammar of each family implements.
//!
//! The tables themselves (one exhaustive `match` from a grammar's `Rule` to a
//! [`Role`]) stand beside the grammar's `Rule` in `grammar/<spec>.rs`; the
//! families (`generic`, `url`, `rfc2396`) read the records. Kept with the
//! grammar glue so that dependencies point one way: families -> glue.

use super::fill::Role;
use super::PestGrammar;
use crate::edition::UrlGrammar;
use std::sync::OnceLock;

/// A slot of the generic family's record: the parts of a `fragmentaddress`
/// (URI draft and RFC 1630, "BNF of Generic URI Syntax").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum GenericSlot {
    /// `scheme`.
    Scheme,
    /// `path`.
    Path,
    /// `search`.
    Search,
    /// `fragmentid`.
    Fragmentid,
}

impl super::fill::SchemeSlot for GenericSlot {
    /// `scheme` (RFC 1630, "BNF of Generic URI Syntax").
    #[inline(always)]
    fn is_scheme(self) -> bool {
        matches!(self, GenericSlot::Scheme)
    }
}

/// A grammar of the generic family.
pub(crate) trait GenericWalk: PestGrammar {
    /// The anchored entry point (`SOI ~ fragmentaddress ~ EOI`).
    const ENTRY: Self::Rule;
    /// The anchored partial form, as resolution reads a reference without a
    /// scheme: `path [ ? search ] [ # fragmentid ]` (the "Partial (relative)
    /// form" prose, which the BNF gives no production).
    const PARTIAL: Self::Rule;
    /// What a rule's span means to the record; an exhaustive match in every
    /// grammar.
    fn role(rule: Self::Rule) -> Role<GenericSlot>;
}

/// The address production a URL matched: its spec name is the JSON `kind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Kind {
    /// `httpaddress`
    Httpaddress,
    /// `ftpaddress`
    Ftpaddress,
    /// `fileaddress` (built on `ftpaddress` from the prose)
    Fileaddress,
    /// `afsaddress` (only through its own entry point)
    Afsaddress,
    /// `newsaddress`
    Newsaddress,
    /// `nntpaddress`
    Nntpaddress,
    /// `midaddress`
    Midaddress,
    /// `cidaddress`
    Cidaddress,
    /// `mailtoaddress`
    Mailtoaddress,
    /// `waisindex`
    Waisindex,
    /// `waisdoc`
    Waisdoc,
    /// `waisdatabase` (RFC 1738 §5: a `waisindex` without its `? search`)
    Waisdatabase,
    /// `prosperolink`
    Prosperolink,
    /// `telnetaddress`
    Telnetaddress,
    /// `rloginaddress` (built on `telnetaddress` from the prose)
    Rloginaddress,
    /// `tn3270address` (built on `telnetaddress` from the prose)
    Tn3270address,
    /// `gopheraddress`
    Gopheraddress,
    /// `generic`: a scheme no production names, read by the generic syntax
    /// of the same document (url-draft-02's `generic`; RFC 1630's "BNF of
    /// Generic URI Syntax", transcribed into `grammar/rfc1630-url.pest`).
    Generic,
    /// `otherurl`: a scheme no production of draft-ietf-uri-url-03 names, a
    /// `scheme`, a colon and a `schemestring` ("URL SYNTAX": "a string whose
    /// format is a function of the naming scheme").
    Otherurl,
}

impl Kind {
    /// The production name.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Httpaddress => "httpaddress",
            Kind::Ftpaddress => "ftpaddress",
            Kind::Fileaddress => "fileaddress",
            Kind::Afsaddress => "afsaddress",
            Kind::Newsaddress => "newsaddress",
            Kind::Nntpaddress => "nntpaddress",
            Kind::Midaddress => "midaddress",
            Kind::Cidaddress => "cidaddress",
            Kind::Mailtoaddress => "mailtoaddress",
            Kind::Waisindex => "waisindex",
            Kind::Waisdoc => "waisdoc",
            Kind::Waisdatabase => "waisdatabase",
            Kind::Prosperolink => "prosperolink",
            Kind::Telnetaddress => "telnetaddress",
            Kind::Rloginaddress => "rloginaddress",
            Kind::Tn3270address => "tn3270address",
            Kind::Gopheraddress => "gopheraddress",
            Kind::Generic => "generic",
            Kind::Otherurl => "otherurl",
        }
    }
}

/// The parts of a URL the record holds a span for, one per production the
/// typed views read (the address production itself is
/// [`UrlSlot::Address`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Field {
    /// `prefixedurl  u r l : url`: the whole production; its view is the
    /// `u r l :` it starts with.
    Prefixedurl,
    /// `scheme`
    Scheme,
    /// `login`
    Login,
    /// `hostport`
    Hostport,
    /// `user`
    User,
    /// `password`
    Password,
    /// `host`
    Host,
    /// `hostname`
    Hostname,
    /// `hostnumber`
    Hostnumber,
    /// `port`
    Port,
    /// `path`, and the productions later grammars renamed it to: RFC 1738's
    /// `fpath` and `hpath`, the `genericpath` of RFC 1630's URL block.
    Path,
    /// `search`
    Search,
    /// `ftptype`
    Ftptype,
    /// `gtype`
    Gtype,
    /// `gcommand`
    Gcommand,
    /// `selector` (url-draft-02's `gcommand`)
    Selector,
    /// `database`
    Database,
    /// `wtype`
    Wtype,
    /// `wpath`
    Wpath,
    /// `digits` (of `nntpaddress`, and of url-draft-02's `waisdoc`)
    Digits,
    /// `hsoname`, and RFC 1738's `ppath` in its place (a name with no
    /// `%00` version).
    Hsoname,
    /// `version`
    Version,
    /// `attributes`
    Attributes,
    /// `groupart`
    Groupart,
    /// `group`
    Group,
    /// `article`
    Article,
    /// `cellname`
    Cellname,
    /// `addr-spec`
    AddrSpec,
    /// `content-identifier`
    ContentIdentifier,
    /// draft-ietf-uri-url-03's `schemestring`: what follows the colon of
    /// an `otherurl`.
    Schemestring,
    /// RFC 1738's `schemepart`: what follows the colon of a URL of a scheme
    /// §5 gives no production.
    Schemepart,
    /// RFC 1738's `gopher+_string`, after a `selector`.
    GopherPlusString,
    /// RFC 1738's `encoded822addr`, the address of a `mailtourl`.
    Encoded822addr,
    /// RFC 1738's first `fieldspec` after a `ppath` (the run of them ends the
    /// address).
    Fieldspec,
    /// `fragmentid`
    Fragmentid,
}

/// How many [`Field`]s there are.
pub(crate) const FIELDS: usize = Field::Fragmentid as usize + 1;

/// Where a rule's span goes in the URL record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum UrlSlot {
    /// An address production: its span is the address, and it names the
    /// URL's [`Kind`].
    Address(Kind),
    /// Any other part.
    Part(Field),
}

/// The role of an address production of `kind`: recorded, and read inside.
pub(crate) const fn address(kind: Kind) -> Role<UrlSlot> {
    Role::Slot(UrlSlot::Address(kind))
}

/// The role of a part whose own parts are read too (`login`, `hostport`, ...).
pub(crate) const fn slot(field: Field) -> Role<UrlSlot> {
    Role::Slot(UrlSlot::Part(field))
}

/// The role of a part read only as text (`port`, `path`, `search`, ...).
pub(crate) const fn leaf(field: Field) -> Role<UrlSlot> {
    Role::Leaf(UrlSlot::Part(field))
}

/// The production of `G` whose span is an address of `kind`, under the
/// edition's own name (RFC 1738's `ftpurl` for the family's `ftpaddress`).
/// Each grammar's table is made once, on first use: the scan over every
/// rule's role and meaning is constant per grammar, and a record asks it
/// once per URL.
pub(crate) fn production_of<G: UrlWalk>(kind: Kind) -> Option<&'static str> {
    type Table = Vec<(Kind, &'static str)>;
    static TABLES: [OnceLock<Table>; UrlGrammar::ALL.len()] =
        [const { OnceLock::new() }; UrlGrammar::ALL.len()];
    let index = UrlGrammar::ALL
        .iter()
        .position(|&g| g == G::GRAMMAR)
        .unwrap_or_default();
    TABLES[index]
        .get_or_init(|| {
            G::all_rules()
                .iter()
                .filter_map(|&rule| match (G::role(rule), G::meaning(rule)) {
                    (Role::Slot(UrlSlot::Address(k)), super::Meaning::Production(p)) => {
                        Some((k, p.name))
                    }
                    (_, _) => None,
                })
                .collect()
        })
        .iter()
        .find_map(|&(k, name)| (k == kind).then_some(name))
}

/// A URL grammar: what each of its rules means to the URL record. Each
/// implementation is one exhaustive `match` over the grammar's `Rule`, so a
/// new rule forces a decision.
pub(crate) trait UrlWalk: PestGrammar {
    /// The URL grammar this `.pest` grammar is.
    const GRAMMAR: UrlGrammar;
    /// The anchored entry point of a whole URL (the row's
    /// [`GrammarFile::entry`](crate::edition::GrammarFile::entry)).
    const URL: Self::Rule;
    /// The anchored entry point of an `afsaddress [ # fragmentid ]`, when
    /// the edition has one (RFC 1738 prints no `afsaddress`).
    const AFSADDRESS: Option<Self::Rule>;
    /// The note of an error at the scheme: the schemes the edition's
    /// productions name (as they spell them), and the rule that reads any
    /// other. Tested against the grammar (`tests/grammar/url.rs`).
    const SCHEMES: &'static str;
    /// What the edition's document says of the values a URL may leave
    /// out (read by `urispec::url`'s defaults and the comparison's normal
    /// form).
    const DEFAULTS: UrlDefaults;
    /// Where the span of `rule` goes, or whether to look inside it.
    fn role(rule: Self::Rule) -> Role<UrlSlot>;
}

/// What one URL edition's document says of the values a URL may leave out.
/// A section is where the edition's own text gives the value; `None` where
/// it says nothing, and the value is then RFC 1738 §3's, which gives every
/// scheme's (and is the edition's own under `rfc1738`).
#[derive(Debug, Clone, Copy)]
pub(crate) struct UrlDefaults {
    /// The section that names `http`'s port 80.
    pub(crate) http_port: Option<&'static str>,
    /// The section that says Gopher type `1` is assumed when left out.
    pub(crate) gopher_type: Option<&'static str>,
    /// The section that says the FTP user is `anonymous` (every edition's
    /// "FTP" prose does).
    pub(crate) ftp_user: &'static str,
    /// What of a `gopheraddress` that writes out only the default type the
    /// comparison's normal form leaves out.
    pub(crate) void_gopher: VoidGopher,
}

/// What the normal form leaves out of a `gopheraddress` whose command string
/// is void and whose type is the default `1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum VoidGopher {
    /// Nothing: the document says nothing of a default type.
    Nothing,
    /// The type character (RFC 1630 "Gopher": "the gopher type character
    /// may be omiited and "1" ... is assumed").
    Gtype,
    /// The whole `gopher-path` with its `/` (RFC 1738 §3.4.1: "The entire
    /// \<gopher-path\> may also be empty, in which case the delimiting "/"
    /// is also optional").
    Path,
}
