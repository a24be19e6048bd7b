//! The record of offsets of one URL: where each part the URL grammars name
//! (RFC 1630, "BNF for specific URL schemes", pp.23-27, and the two URL
//! drafts) starts and ends in the input, which address production matched,
//! and under which grammar. The typed views ([`ParsedUrl`](super::ParsedUrl),
//! [`HttpAddress`](super::HttpAddress), ...) only read it; the owned form
//! keeps it beside its text.
//!
//! A grammar fills it through [`UrlWalk::role`], one exhaustive `match` from
//! its pest `Rule` to a [`Role`], and the shared walk [`fill`].

use crate::edition::UrlGrammar;
use crate::error::SyntaxError;
use crate::grammar;
use crate::grammar::fill::{Cleared, Packed, Record, Span};

use super::{read, Kind, Options, ParsedUrl};
pub(crate) use crate::grammar::walk::{Field, UrlSlot, UrlWalk, FIELDS};
use crate::syntax::owned::{Form, Sealed};

/// Byte offsets of the parts of one URL in its input, with the address
/// production matched and the grammar that read it: all the typed views
/// need beside the text. `Copy`, and small (under 300 bytes): an owned form
/// copies it, never parses again. Public in name only: it is the record of
/// [`UrlBuf`](super::UrlBuf), `Owned<UrlRecord>`, and no path names it.
///
/// ```
/// let owned: urispec::url::UrlBuf = "http://info.cern.ch:80/a".parse()?;
/// assert_eq!(owned.view().grammar(), urispec::UrlGrammar::Rfc1630Url);
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UrlRecord {
    grammar: UrlGrammar,
    kind: Kind,
    address: Option<Packed>,
    parts: [Option<Packed>; FIELDS],
}

impl UrlRecord {
    /// An empty record of `grammar`.
    pub(crate) fn new(grammar: UrlGrammar) -> Self {
        UrlRecord {
            grammar,
            kind: Kind::Generic,
            address: None,
            parts: [None; FIELDS],
        }
    }

    /// The URL grammar that read the input.
    pub(crate) fn grammar(&self) -> UrlGrammar {
        self.grammar
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
    #[inline]
    pub(crate) fn get(&self, field: Field) -> Option<Span> {
        self.parts[field as usize].map(Packed::span)
    }

    /// Set (or clear) the span of `field`, whatever it held: for splits made
    /// after the walk (Prospero's `hsoname`). Offsets past what [`fits`]
    /// lets in clear it.
    #[inline]
    pub(crate) fn put(&mut self, field: Field, span: Option<Span>) {
        self.parts[field as usize] = span.and_then(Packed::new);
    }
}

impl Cleared for UrlRecord {
    /// The empty record of the same grammar.
    #[inline]
    fn cleared(&self) -> Self {
        UrlRecord::new(self.grammar)
    }
}

impl Record for UrlRecord {
    type Slot = UrlSlot;

    /// A part keeps the span [`Span::first`] picks. An address keeps the same
    /// span, and its kind with it; two address productions of one extent
    /// (which the URL grammars never nest) would be told apart by kind, so
    /// the result never depends on the order the spans arrive in.
    #[inline]
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

/// Parse the whole `input` from the entry point `entry` of `G` and fill the
/// record of its parts.
#[inline]
pub(crate) fn read<G: UrlWalk>(entry: G::Rule, input: &str) -> Result<UrlRecord, SyntaxError> {
    let mut record = UrlRecord::new(G::GRAMMAR);
    read_into::<G>(entry, input, &mut record)?;
    Ok(record)
}

/// [`read`] into `record`, an empty record of `G` ([`UrlRecord::new`]),
/// where the caller keeps it: a record is 300 bytes, and each move of a
/// returned one is a copy.
#[inline]
pub(crate) fn read_into<G: UrlWalk>(
    entry: G::Rule,
    input: &str,
    record: &mut UrlRecord,
) -> Result<(), SyntaxError> {
    grammar::try_read::<G, _>(entry, input, G::role, record)
        .map_err(|failure| failure.error(input))?;
    if record.kind == Kind::Prosperolink && G::GRAMMAR != UrlGrammar::Rfc1738 {
        // The split of `hsoname` the grammar cannot make in linear time
        // (RFC 1738's `ppath` has no `%00` version to split off).
        super::prospero::separate(input, record);
    }
    Ok(())
}

impl Sealed for UrlRecord {}

impl Form for UrlRecord {
    type View<'a> = ParsedUrl<'a>;

    const OWNED: &'static str = "UrlBuf";
    const EXPECTING: &'static str = "an RFC 1630 URL";

    fn read(text: &str) -> Result<Self, SyntaxError> {
        read::url(UrlGrammar::Rfc1630Url, text, Options::default())
    }

    fn view(text: &str, record: Self) -> ParsedUrl<'_> {
        ParsedUrl::new(text, record)
    }
}

// They compare with the walk over pest's pairs.
#[cfg(all(test, feature = "oracle"))]
mod tests;
