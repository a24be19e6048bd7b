//! The record of offsets of one URL: where each part the URL grammars name
//! (RFC 1630, "BNF for specific URL schemes", pp.23-27, and the two URL
//! drafts) starts and ends in the input, which address production matched,
//! and under which grammar. The typed views ([`ParsedUrl`](super::ParsedUrl),
//! [`HttpAddress`](super::HttpAddress), ...) only read it; the owned form
//! keeps it beside its text.
//!
//! A grammar fills it through [`UrlWalk::role`], one exhaustive `match` from
//! its pest `Rule` to a [`Role`], and the shared walk [`fill`].

use std::num::NonZeroU32;

use crate::error::{Expected, SyntaxError};
use crate::grammar::fill::{fill, Record, Role, Span};
use crate::grammar::{self, PestGrammar};
use crate::spec::{Spec, UrlGrammar};

use super::Kind;

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
    /// `path`
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
    /// `hsoname`
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
    /// `fragmentid`
    Fragmentid,
}

/// How many [`Field`]s there are.
const FIELDS: usize = Field::Fragmentid as usize + 1;

/// Where a rule's span goes in a [`UrlRecord`].
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

/// The longest input a [`UrlRecord`] holds the offsets of: every offset
/// fits a `u32`, with room for one more.
const MAX_INPUT: usize = u32::MAX as usize - 1;

/// Refuse an input too long for a [`UrlRecord`], before any parse: where
/// its offsets stop fitting, the record stops.
pub(crate) fn fits(spec: Spec, input: &str) -> Result<(), SyntaxError> {
    if input.len() <= MAX_INPUT {
        return Ok(());
    }
    // The first byte whose offset the record cannot hold, at a character
    // boundary so that the error can name it.
    let mut at = MAX_INPUT;
    while !input.is_char_boundary(at) {
        at -= 1;
    }
    Err(
        SyntaxError::new(spec, input, at, vec![Expected::EndOfInput])
            .with_note("a URL of 4 GiB or more is not read"),
    )
}

/// A [`Span`] in eight bytes (a record holds thirty-one of them): offsets fit a
/// `u32` (see [`fits`]); the start is kept plus one, so that an absent part
/// costs nothing more.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Packed {
    start_plus_one: NonZeroU32,
    end: u32,
}

impl Packed {
    /// `span`, when its offsets fit.
    fn new(span: Span) -> Option<Packed> {
        let start = u32::try_from(span.start).ok()?.checked_add(1)?;
        Some(Packed {
            start_plus_one: NonZeroU32::new(start)?,
            end: u32::try_from(span.end).ok()?,
        })
    }

    /// The span.
    fn span(self) -> Span {
        // Widening: `usize` holds every `u32` on the platforms pest runs on.
        Span::new(self.start_plus_one.get() as usize - 1, self.end as usize)
    }
}

/// Byte offsets of the parts of one URL in its input, with the address
/// production matched and the grammar that read it: all the typed views
/// need beside the text. `Copy`, and small (about 250 bytes): an owned form
/// copies it, never parses again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct UrlRecord {
    grammar: UrlGrammar,
    /// The edition whose generic grammar read a [`Kind::Generic`] URL.
    generic_spec: Spec,
    kind: Kind,
    address: Option<Packed>,
    parts: [Option<Packed>; FIELDS],
}

impl UrlRecord {
    /// An empty record of `grammar`.
    fn new(grammar: UrlGrammar) -> Self {
        UrlRecord {
            grammar,
            generic_spec: grammar.into(),
            kind: Kind::Generic,
            address: None,
            parts: [None; FIELDS],
        }
    }

    /// A URL whose scheme no production of `grammar` names, as the generic
    /// grammar of `generic_spec` read it (RFC 1630, "BNF of Generic URI
    /// Syntax": `scheme : path [ ? search ] [ # fragmentid ]`).
    pub(crate) fn generic(
        grammar: UrlGrammar,
        generic_spec: Spec,
        address: Span,
        parts: [(Field, Option<Span>); 4],
    ) -> Self {
        let mut record = UrlRecord::new(grammar);
        record.generic_spec = generic_spec;
        record.address = Packed::new(address);
        for (field, span) in parts {
            record.put(field, span);
        }
        record
    }

    /// The URL grammar that read the input.
    pub(crate) fn grammar(&self) -> UrlGrammar {
        self.grammar
    }

    /// The edition whose generic grammar read a [`Kind::Generic`] URL.
    pub(crate) fn generic_spec(&self) -> Spec {
        self.generic_spec
    }

    /// The address production matched.
    pub(crate) fn kind(&self) -> Kind {
        self.kind
    }

    /// The span of the address production.
    pub(crate) fn address(&self) -> Option<Span> {
        self.address.map(Packed::span)
    }

    /// The span of `field`, if the input has that part.
    pub(crate) fn get(&self, field: Field) -> Option<Span> {
        self.parts[field as usize].map(Packed::span)
    }

    /// Set (or clear) the span of `field`, whatever it held: for splits made
    /// after the walk (Prospero's `hsoname`). Offsets past what [`fits`]
    /// lets in clear it.
    pub(crate) fn put(&mut self, field: Field, span: Option<Span>) {
        self.parts[field as usize] = span.and_then(Packed::new);
    }
}

impl Record for UrlRecord {
    type Slot = UrlSlot;

    /// A part keeps the span [`Span::first`] picks. An address keeps the same
    /// span, and its kind with it; two address productions of one extent
    /// (which the URL grammars never nest) would be told apart by kind, so
    /// the result never depends on the order the spans arrive in.
    fn set(&mut self, slot: UrlSlot, span: Span) {
        match slot {
            UrlSlot::Part(field) => {
                let kept = Span::first(self.get(field), span);
                self.put(field, Some(kept));
            }
            UrlSlot::Address(kind) => {
                let replace = match self.address() {
                    None => true,
                    Some(old) if old == span => (kind as u8) < (self.kind as u8),
                    Some(old) => Span::first(Some(old), span) == span,
                };
                if replace {
                    self.address = Packed::new(span);
                    self.kind = kind;
                }
            }
        }
    }
}

/// A URL grammar: what each of its rules means to a [`UrlRecord`]. Each
/// implementation is one exhaustive `match` over the grammar's `Rule`, so a
/// new rule forces a decision.
pub(crate) trait UrlWalk: PestGrammar {
    /// The URL grammar this pest grammar is.
    const GRAMMAR: UrlGrammar;
    /// Where the span of `rule` goes, or whether to look inside it.
    fn role(rule: Self::Rule) -> Role<UrlSlot>;
}

/// Parse the whole `input` from the entry point `entry` of `G` and fill the
/// record of its parts.
pub(crate) fn read<G: UrlWalk>(entry: G::Rule, input: &str) -> Result<UrlRecord, SyntaxError> {
    let pairs = grammar::parse::<G>(entry, input)?;
    let mut record = UrlRecord::new(G::GRAMMAR);
    fill(pairs, G::role, &mut record);
    if record.kind == Kind::Prosperolink {
        // The split of `hsoname` the grammar cannot make in linear time.
        super::prospero::separate(input, &mut record);
    }
    Ok(record)
}

#[cfg(test)]
mod tests;
