//! Parses, resolves, compares and explains URIs and URLs exactly as the
//! early-web documents wrote them: Tim Berners-Lee's 1993 draft, RFC 1630,
//! the 1993 and 1994 URL drafts, RFC 1738, RFC 1808, RFC 2396 and RFC 3986.
//!
//! Each edition's BNF is transcribed almost verbatim into a pest grammar under
//! `grammar/`; this crate walks the parse into typed, zero-copy syntax trees
//! whose `Display` gives the input back byte for byte.
//!
//! # Quick start
//!
//! Parse, read the host and port, resolve, and show an error with its caret
//! frame:
//!
//! ```
//! use urispec::resolve::RuleSet;
//! use urispec::rfc2396;
//!
//! let uri = rfc2396::parse("http://info.cern.ch:8000/hypertext/WWW/TheProject.html")?;
//! assert_eq!(uri.host().map(|h| h.as_str()), Some("info.cern.ch"));
//! assert_eq!(uri.port_number(), Ok(Some(8000)));
//! let next = uri.resolve("../Addressing/Addressing.html", RuleSet::Rfc2396)?;
//! assert_eq!(next.to_string(), "http://info.cern.ch:8000/hypertext/Addressing/Addressing.html");
//!
//! let input = "http://info.cern.ch/a b";
//! let err = rfc2396::parse(input).unwrap_err();
//! assert_eq!(err.offset(), 21);
//! assert!(err.render(input).contains("| http://info.cern.ch/a b\n  |                      ^"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A list of URIs, one per line, is [`check`]'s; the `urispec` command (the
//! `urispec-cli` package) checks files, prints verdicts under every edition
//! and holds each grammar against its document's BNF.
//!
//! # Which function for which job
//!
//! | to | call |
//! | --- | --- |
//! | parse under one edition | [`rfc2396::parse`], [`rfc3986::parse`], [`rfc1808::parse`], [`rfc1630::parse`], [`uri_draft::parse`], [`url::parse`] (a [`UrlGrammar`]), or [`parse()`] with any [`Edition`] |
//! | read the parts the same way under any edition | [`UriLike`] (`host_str()`, `port_number()`, ...), on any tree and on [`Parsed`] |
//! | read each family's named parts (the keys of `urispec parse --json`) | [`Parsed::parts`], [`Parts`] |
//! | see why an input is rejected | [`SyntaxError`] (`kind()`, `offset()`, `render()`), [`explain()`] for the whole tree |
//! | resolve or relativize a link | [`resolve::resolve`] (or `base.resolve(reference, rules)` on any parse: [`Parsed::resolve`]), [`resolve::relativize`] with a [`RuleSet`] |
//! | compare two spellings | [`compare::equivalent`], [`compare::compare`], [`compare::normal_form`] |
//! | decode or encode `%hh` | [`escape::decode_utf8`] and the table in [`escape`], [`escape::encode`] with a production of [`productions`] |
//! | check a file of URIs, one per line | [`check::Checker`] |
//! | check a web-archive index (CDX, CDXJ, gzip), each capture by the edition of its date | `urispec_archive::Index` (the `urispec-archive` crate), [`Lineage::edition_at`] |
//! | find URIs in a text | [`text::find_in`] |
//! | every edition's verdict on one string | [`verdicts()`] |
//! | keep a reference (map key, serde) | the owned forms: [`rfc2396::UriReferenceBuf`], [`rfc3986::UriReferenceBuf`], [`rfc1808::UrlBuf`], [`url::UrlBuf`], [`generic::FragmentaddressBuf`] |
//!
//! # Terminology
//!
//! - **spec** ([`Edition`]): one edition of one document, named as on the command
//!   line (`uri-draft`, `rfc1630`, ...).
//! - **production**: a rule of a spec's grammar, under the spec's own name
//!   (`fragmentaddress`, `xpalphas`); errors and parse trees name productions.
//! - **generic syntax** ([`generic`]): the scheme-independent
//!   `scheme : path [ ? search ] [ # fragmentid ]` of the draft and RFC 1630.
//! - **specific URL schemes** ([`url`]): the `httpaddress`, `ftpaddress`, ...
//!   productions of RFC 1630's "BNF for specific URL schemes" and the URL
//!   drafts, one typed struct per scheme.
//! - **escape**: `%` followed by two hex digits ([`escape`]).
//! - **deviation**: a place where a grammar departs from the printed BNF,
//!   tagged `DEVIATION(kind)` at its rule (see `grammar/README.md`).
//!
//! # Specifications
//!
//! [`EDITIONS`] is the table of the editions urispec knows, each with its
//! grammar here; [`Edition`]'s documentation lists them with their documents,
//! grammar files and modules.
//!
//! Resolution of partial forms under each document's own rules
//! (`uri-draft`, `rfc1630`, `url-draft-02`, `rfc1808`, `rfc2396`, `rfc3986`) is in [`resolve`].
//! [`verdicts()`] parses one string under every grammar (and
//! [`verdicts::resolutions`] resolves one reference under every rule set);
//! [`text`] finds the URIs in plain text, in the wrappers the documents
//! recommend; [`check`] parses a list of URIs, one per line of a stream, on
//! every core, and hands them back in order.
//!
//! # Cargo features
//!
//! None is on by default: the library depends on thiserror only, and
//! build.rs compiles each grammar into plain Rust (pest_meta reads the
//! `.pest` files at build time). The `urispec` command is the `urispec-cli`
//! package; the web-archive readers (CDX, CDXJ, WARC, ARC, gzip members,
//! SURT keys, links then and now) are the `urispec-archive` package, a crate
//! over this one.
//!
//! - `grammar-diff`: the `grammar_diff` module, which reads `.pest`
//!   files with pest_meta and holds each grammar against its spec's BNF
//!   (with pest and pest_derive, for the three BNF notations).
//! - `serde`: every tree and owned form serializes as its text and
//!   deserializes by parsing it; the `serde` module has the view of the
//!   parts every edition has and the helper that keeps an edition; each
//!   family's named parts ([`Parts`]) serialize as the map of the JSON
//!   records.
//! - `url`, `http`: an absolute RFC 2396 reference converts to `url::Url` or
//!   `http::Uri` (`convert`).
//! - `oracle`: pest's own parsers (pest, pest_derive) beside the compiled
//!   ones, for the differential tests; no public API.
//! - `vectors`: the `vectors` module, conformance vectors for other
//!   implementations: strings generated from each grammar's `.pest` file
//!   (read with pest_meta), near misses, the printed examples, the hostile
//!   shapes, each with the compiled parser's verdict.
//!
//! # Example
//!
//! ```
//! use urispec::{rfc1630, uri_draft};
//!
//! // The generic grammar has no authority: `//host/...` is path.
//! let fa = rfc1630::parse("http://www.w3.org/albert/bertram/marie-claude")?;
//! assert_eq!(fa.uri().path().as_str(), "//www.w3.org/albert/bertram/marie-claude");
//!
//! // RFC 1630 reserves `:`, so a port is rejected by its generic grammar,
//! // while the draft's `extra` still allowed it.
//! let err = rfc1630::parse("http://info.cern.ch:8000/imaginary/test").unwrap_err();
//! assert_eq!(err.offset(), 19);
//! assert!(uri_draft::parse("http://info.cern.ch:8000/imaginary/test").is_ok());
//!
//! // "Example 3": a `%` must start an escape.
//! let err = rfc1630::parse("news:12345667123%asdghfh@info.cern.ch").unwrap_err();
//! assert_eq!(err.offset(), 16);
//! assert_eq!(err.expected()[0].name(), "escape");
//! # Ok::<(), urispec::SyntaxError>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs, rust_2018_idioms)]

mod any_error;
pub mod check;
pub mod compare;
#[cfg(any(feature = "url", feature = "http"))]
pub mod convert;
pub mod edition;
pub mod error;
pub mod escape;
pub mod examples;
pub mod explain;
mod grammar;
#[cfg(feature = "grammar-diff")]
pub mod grammar_diff;
#[cfg(feature = "oracle")]
#[doc(hidden)]
pub mod oracle;
pub mod part;
pub mod productions;
pub mod resolve;
#[cfg(feature = "serde")]
pub mod serde;
mod syntax;
pub mod text;
mod traits;
#[cfg(feature = "vectors")]
pub mod vectors;
pub mod verdicts;

pub use any_error::Error;
pub use error::{Expected, ResolveErrorKind, SyntaxError, SyntaxErrorKind};
pub use part::Part;
pub use syntax::generic::{rfc1630, uri_draft};
pub use syntax::{explain, explain_with, parse, parse_with, Parsed, PartValue, Parts};
pub use syntax::{generic, owned, rfc1808, rfc2396, rfc3986, url};
pub use traits::{PortError, UriLike};
pub use verdicts::verdicts;

/// The old name of [`edition`], kept for one release.
#[doc(hidden)]
pub use edition as spec;
pub use edition::{
    Edition, EditionAt, EditionInfo, Family, GenericGrammar, Lineage, Production, Published,
    RuleSet, UrlGrammar, EDITIONS,
};
#[allow(deprecated)]
pub use edition::{Grammar, Spec};
pub use explain::Tree;

/// The README's example, run as a doc test so it stays true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
