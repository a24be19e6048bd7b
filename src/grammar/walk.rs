//! What each grammar's walker table may say: the slots of every family's
//! record of offsets, and the trait a grammar of each family implements.
//!
//! The tables themselves (one exhaustive `match` from a grammar's `Rule` to a
//! [`Role`]) stand beside the pest derive in `grammar/<spec>.rs`; the
//! families (`generic`, `url`, `rfc2396`) read the records. Kept with the
//! grammar glue so that dependencies point one way: families -> glue.

use super::fill::Role;
use super::PestGrammar;

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

/// A grammar of the generic family.
pub(crate) trait GenericWalk: PestGrammar {
    /// The anchored entry point (`SOI ~ fragmentaddress ~ EOI`).
    const ENTRY: Self::Rule;
    /// What a rule's span means to the record; an exhaustive match in every
    /// grammar.
    fn role(rule: Self::Rule) -> Role<GenericSlot>;
}
