//! Every production of every edition's grammar as a typed value: a
//! [`Production`] constant per production, one module per edition, named
//! after the production's rule in the `.pest` file in upper case, with `_`
//! where a lower-case letter meets an upper-case one (`rel_segment` is
//! [`rfc2396::REL_SEGMENT`], `URI-reference` is [`rfc2396::URI_REFERENCE`],
//! `absoluteURI` is [`rfc2396::ABSOLUTE_URI`]). A misspelt name is a compile error, where
//! [`Edition::production`] and [`Set::of`](crate::escape::Set::of) take a
//! string (for names read at run time).
//!
//! build.rs writes each module's constants from the `///` citations of the
//! grammar file (`$OUT_DIR/<name>_productions.rs`): the production as the
//! document prints it and the section that defines it.
//!
//! ```
//! use urispec::{escape, productions::rfc2396, Edition};
//! assert_eq!(rfc2396::REL_SEGMENT.name, "rel_segment");
//! assert_eq!(rfc2396::URI_REFERENCE.name, "URI-reference");
//! assert_eq!(Edition::Rfc2396.production("rel_segment"), Some(rfc2396::REL_SEGMENT));
//! assert_eq!(escape::encode(rfc2396::REL_SEGMENT, b"a b/c")?, "a%20b%2Fc");
//! # Ok::<(), escape::SetError>(())
//! ```

use crate::edition::{Edition, Production};

// A module per edition, `pub mod <name> { .. }` with its constants: build.rs
// writes them from the rows of `EDITIONS` (build/editions.rs).
include!(concat!(env!("OUT_DIR"), "/productions.rs"));
