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

/// The productions of `grammar/uri-draft.pest`: T. Berners-Lee, "Universal Resource Identifiers in WWW", "BNF syntax".
pub mod uri_draft {
    use super::{Edition, Production};

    /// The edition whose grammar defines them.
    const EDITION: Edition = Edition::UriDraft;

    include!(concat!(env!("OUT_DIR"), "/uri-draft_productions.rs"));
}

/// The productions of `grammar/rfc1630.pest`: RFC 1630, "BNF of Generic URI Syntax".
pub mod rfc1630 {
    use super::{Edition, Production};

    /// The edition whose grammar defines them.
    const EDITION: Edition = Edition::Rfc1630;

    include!(concat!(env!("OUT_DIR"), "/rfc1630_productions.rs"));
}

/// The productions of `grammar/rfc1630-url.pest`: RFC 1630, "BNF for specific URL schemes".
pub mod rfc1630_url {
    use super::{Edition, Production};

    /// The edition whose grammar defines them.
    const EDITION: Edition = Edition::Rfc1630Url;

    include!(concat!(env!("OUT_DIR"), "/rfc1630-url_productions.rs"));
}

/// The productions of `grammar/url-draft-02.pest`: the October 1993 URL draft, "BNF syntax".
pub mod url_draft_02 {
    use super::{Edition, Production};

    /// The edition whose grammar defines them.
    const EDITION: Edition = Edition::UrlDraft02;

    include!(concat!(env!("OUT_DIR"), "/url-draft-02_productions.rs"));
}

/// The productions of `grammar/url-draft-03.pest`: draft-ietf-uri-url-03, "BNF for specific URL schemes".
pub mod url_draft_03 {
    use super::{Edition, Production};

    /// The edition whose grammar defines them.
    const EDITION: Edition = Edition::UrlDraft03;

    include!(concat!(env!("OUT_DIR"), "/url-draft-03_productions.rs"));
}

/// The productions of `grammar/rfc1738.pest`: RFC 1738, §5 "BNF for specific URL schemes".
pub mod rfc1738 {
    use super::{Edition, Production};

    /// The edition whose grammar defines them.
    const EDITION: Edition = Edition::Rfc1738;

    include!(concat!(env!("OUT_DIR"), "/rfc1738_productions.rs"));
}

/// The productions of `grammar/rfc1808.pest`: RFC 1808, §2.2 "BNF for Relative URLs".
pub mod rfc1808 {
    use super::{Edition, Production};

    /// The edition whose grammar defines them.
    const EDITION: Edition = Edition::Rfc1808;

    include!(concat!(env!("OUT_DIR"), "/rfc1808_productions.rs"));
}

/// The productions of `grammar/rfc2396.pest`: RFC 2396, Appendix A "Collected BNF for URI".
pub mod rfc2396 {
    use super::{Edition, Production};

    /// The edition whose grammar defines them.
    const EDITION: Edition = Edition::Rfc2396;

    include!(concat!(env!("OUT_DIR"), "/rfc2396_productions.rs"));
}

/// The productions of `grammar/rfc3986.pest`: RFC 3986, Appendix A "Collected ABNF for URI".
pub mod rfc3986 {
    use super::{Edition, Production};

    /// The edition whose grammar defines them.
    const EDITION: Edition = Edition::Rfc3986;

    include!(concat!(env!("OUT_DIR"), "/rfc3986_productions.rs"));
}
