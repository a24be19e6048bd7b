//! The characters a production allows unescaped, per edition: read from
//! `grammar/sets/<edition>.tsv`, which the test `tests/grammar/sets.rs` computes from
//! the `.pest` files (each production run over every one-character input)
//! and holds equal to them.

use std::borrow::Cow;
use std::fmt;
use std::sync::OnceLock;

use crate::edition::{Edition, Production};

// `SETS`: each edition's one-character classes,
// `grammar<TAB>production<TAB>mask<TAB>...`, indexed by its discriminant
// (build.rs writes the list from the rows of `EDITIONS`).
include!(concat!(env!("OUT_DIR"), "/sets.rs"));

/// The rows of [`SETS`] for `grammar`, in the file's order. The table is
/// read once, on first use, into one list per grammar: [`Set::of`] is a scan
/// of a few dozen names, not a parse of the file.
fn table(grammar: Edition) -> &'static [(&'static str, Set)] {
    type Rows = Vec<(&'static str, Set)>;
    static ROWS: OnceLock<[Rows; Edition::ALL.len()]> = OnceLock::new();
    let rows = ROWS.get_or_init(|| Edition::ALL.map(read_table));
    // `Edition::ALL[i]` is the edition whose discriminant is `i`.
    &rows[grammar as usize]
}

/// Read `grammar`'s rows of [`SETS`]: `%` is never a member.
fn read_table(grammar: Edition) -> Vec<(&'static str, Set)> {
    SETS[grammar as usize]
        .lines()
        .filter_map(|line| {
            let mut fields = line.split('\t');
            let (g, production, mask) = (fields.next()?, fields.next()?, fields.next()?);
            if g != grammar.name() {
                return None;
            }
            let mask = u128::from_str_radix(mask, 16).ok()?;
            Some((
                production,
                Set {
                    mask: mask & !(1 << b'%'),
                },
            ))
        })
        .collect()
}

/// The upper-case hex digits of the conventional encoding ("two hexadecimal
/// digits (0-9, A-F)", RFC 1630, "Conventional URI encoding scheme").
pub(crate) const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// A set of ASCII characters: those a production allows unescaped, or one
/// made from them ([`Set::union`], [`Set::difference`], [`Set::from_bytes`]).
///
/// > Where the local naming scheme uses ASCII characters which are not
/// > allowed in the URI, these may be represented in the URL by a percent sign
/// > "%" immediately followed by two hexadecimal digits (0-9, A-F) giving the
/// > ISO Latin 1 code for that character.
///
/// --- RFC 1630, "Conventional URI encoding scheme"
///
/// `%` is never a member: "The percent sign intended as such must always be
/// encoded" (RFC 1630, "Reduced or increased safe character sets"). No
/// production of any grammar here accepts a character beyond ASCII, so every
/// octet from 0x80 up is always escaped (draft-ietf-uri-url-03, "Encoding
/// prohibited characters": octets, no character set assumed).
///
/// ```
/// use urispec::{escape::Set, Edition};
/// let xalpha = Set::of(Edition::Rfc1630, "xalpha")?;
/// assert!(xalpha.contains(b'-') && !xalpha.contains(b'/') && !xalpha.contains(b'+'));
/// assert_eq!(xalpha.encode(b"marie claude/1+2"), "marie%20claude%2F1%2B2");
/// assert_eq!(Set::of(Edition::Rfc1630, "xpalpha")?.encode(b"1+2"), "1+2");
/// # Ok::<(), urispec::escape::SetError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Set {
    mask: u128,
}

/// Why [`Set::of`] has no set for a production.
///
/// ```
/// use urispec::{escape::{Set, SetError}, Edition};
/// let err = Set::of(Edition::Rfc2396, "nosuch").unwrap_err();
/// assert!(matches!(err, SetError::UnknownProduction { .. }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SetError {
    /// The grammar has no rule of that name.
    #[error("{grammar} has no production `{production}`")]
    UnknownProduction {
        /// The grammar asked.
        grammar: Edition,
        /// The name asked for.
        production: String,
    },
    /// The production accepts no single character (`fragmentaddress`,
    /// `escape`, ...): it is no character class to encode with.
    #[error("{grammar}: `{production}` is no character class (it accepts no single character)")]
    NoCharacterClass {
        /// The grammar asked.
        grammar: Edition,
        /// The production.
        production: String,
    },
}

impl Set {
    /// The empty set: every octet is escaped.
    pub const EMPTY: Set = Set { mask: 0 };

    /// The characters `production` of `grammar` accepts as a whole
    /// one-character input, as the grammar's `.pest` file defines it (the
    /// name as in the file: `xalpha`, `xpalpha`, `uric`, `pchar`,
    /// `rel_segment`, `search`, ...).
    ///
    /// # Errors
    ///
    /// [`SetError::UnknownProduction`] for a name the grammar lacks,
    /// [`SetError::NoCharacterClass`] for a production that accepts no single
    /// character.
    pub fn of(grammar: Edition, production: &str) -> Result<Set, SetError> {
        if let Some(set) = Set::find(grammar, production) {
            return Ok(set);
        }
        let production = production.to_owned();
        let source = grammar.file().source;
        let defined = source.lines().any(|line| {
            line.strip_prefix(production.as_str())
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        });
        Err(if defined {
            SetError::NoCharacterClass {
                grammar,
                production,
            }
        } else {
            SetError::UnknownProduction {
                grammar,
                production,
            }
        })
    }

    /// The characters `production` accepts as a whole one-character input,
    /// as [`Set::of`] with the production's edition and its rule's name
    /// (the name map of `grammar/README.md`: `-` is `_`, `+` is `_plus`).
    ///
    /// # Errors
    ///
    /// [`SetError::NoCharacterClass`] for a production that accepts no single
    /// character.
    pub fn for_production(production: Production) -> Result<Set, SetError> {
        Set::of(production.spec, &crate::grammar::map_name(production.name))
    }

    /// The set of `production` of `grammar`, `None` where [`Set::of`] has an
    /// error (without reading the grammar's file to tell which).
    pub(crate) fn find(grammar: Edition, production: &str) -> Option<Set> {
        table(grammar)
            .iter()
            .find_map(|&(p, set)| (p == production).then_some(set))
    }

    /// Every production of `grammar` that is a character class, with its set,
    /// in the order of the `.pest` file.
    pub fn productions(grammar: Edition) -> impl Iterator<Item = (&'static str, Set)> {
        table(grammar).iter().copied()
    }

    /// The ASCII characters among `bytes` (`%` and octets from 0x80 up are
    /// left out: they are always escaped).
    pub fn from_bytes(bytes: &[u8]) -> Set {
        let mut mask = 0;
        for &b in bytes {
            if b.is_ascii() && b != b'%' {
                mask |= 1u128 << b;
            }
        }
        Set { mask }
    }

    /// Whether `byte` stands for itself, unescaped.
    pub const fn contains(self, byte: u8) -> bool {
        byte < 128 && self.mask & (1 << byte) != 0
    }

    /// The characters of either set.
    pub const fn union(self, other: Set) -> Set {
        Set {
            mask: self.mask | other.mask,
        }
    }

    /// The characters of both sets.
    pub const fn intersection(self, other: Set) -> Set {
        Set {
            mask: self.mask & other.mask,
        }
    }

    /// The characters of `self` not in `other`.
    pub const fn difference(self, other: Set) -> Set {
        Set {
            mask: self.mask & !other.mask,
        }
    }

    /// The members, in ASCII order.
    pub fn bytes(self) -> impl Iterator<Item = u8> {
        (0u8..128).filter(move |&b| self.contains(b))
    }

    /// Encode every octet of `bytes` outside the set as `%hh` (upper-case
    /// hex), the conventional encoding (RFC 1630, "Conventional URI encoding
    /// scheme"). Borrows when nothing needs encoding.
    pub fn encode(self, bytes: &[u8]) -> Cow<'_, str> {
        if bytes.iter().all(|&b| self.contains(b)) {
            // Every member is ASCII, so the bytes are UTF-8.
            if let Ok(text) = std::str::from_utf8(bytes) {
                return Cow::Borrowed(text);
            }
        }
        let mut out = String::with_capacity(bytes.len() + 8);
        for &b in bytes {
            self.push(&mut out, b);
        }
        Cow::Owned(out)
    }

    /// Append `b`, escaped unless a member.
    pub(crate) fn push(self, out: &mut String, b: u8) {
        if self.contains(b) {
            out.push(char::from(b));
        } else {
            push_escape(out, b);
        }
    }
}

/// Append `%hh` for `b`.
pub(crate) fn push_escape(out: &mut String, b: u8) {
    out.push('%');
    out.push(char::from(HEX[usize::from(b >> 4)]));
    out.push(char::from(HEX[usize::from(b & 15)]));
}

impl fmt::Display for Set {
    /// The members, in ASCII order, each as `char::escape_default` writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for b in self.bytes() {
            write!(f, "{}", char::from(b).escape_default())?;
        }
        Ok(())
    }
}

/// [`Set::for_production`]`(production)` applied to `bytes`: the
/// conventional encoding of a local name for that production (RFC 1630,
/// "Conventional URI encoding scheme"). The production is a typed value of
/// [`crate::productions`], so a misspelt name does not compile.
///
/// # Errors
///
/// [`SetError::NoCharacterClass`] for a production that accepts no single
/// character.
///
/// ```
/// use urispec::productions::rfc2396;
/// let path = urispec::escape::encode(rfc2396::REL_SEGMENT, b"a b/c;d")?;
/// assert_eq!(path, "a%20b%2Fc;d");
/// # Ok::<(), urispec::escape::SetError>(())
/// ```
pub fn encode(production: Production, bytes: &[u8]) -> Result<Cow<'_, str>, SetError> {
    Ok(Set::for_production(production)?.encode(bytes))
}
