//! Resolution against a parsed base: `base.resolve(reference, rules)` on a
//! parse of any edition, beside the string form [`resolve`](super::resolve).
//!
//! The base's text as written is the context: each rule set splits and
//! parses it again under its own document's grammar (RFC 1808 §2.4, RFC
//! 2396 Appendix B, RFC 3986 Appendix B), which need not be the grammar it
//! was parsed under, so a base parsed under RFC 3986 resolves under RFC
//! 1808's rules as its string would.

use super::{resolve, ResolveError, Resolved, Rules};
use crate::syntax::{generic, rfc1808, rfc2396, rfc3986, url, Parsed};
use crate::traits::UriLike;

/// `resolve`, the method, on each type that is a parse: the same doc and
/// body on each, its text the base.
macro_rules! resolve_against_this {
    ($($ty:ty),* $(,)?) => {$(
        impl $ty {
            /// Resolve `reference` against this base under `rules` (a
            /// [`RuleSet`](crate::resolve::RuleSet) or
            /// [`Rules`](crate::resolve::Rules)): [`resolve`](crate::resolve::resolve)
            /// with this base's text as written, which the rule set splits
            /// under its own document's steps.
            ///
            /// # Errors
            ///
            /// As [`resolve`](crate::resolve::resolve): a reference that does
            /// not parse under the rule set's grammar, a base it cannot
            /// resolve against, a result the steps cannot write.
            pub fn resolve(
                &self,
                reference: &str,
                rules: impl Into<Rules>,
            ) -> Result<Resolved, ResolveError> {
                resolve(UriLike::as_str(self), reference, rules)
            }
        }
    )*};
}

resolve_against_this!(
    Parsed<'_>,
    generic::Fragmentaddress<'_>,
    generic::FragmentaddressBuf,
    url::ParsedUrl<'_>,
    url::UrlBuf,
    rfc1808::Url<'_>,
    rfc1808::UrlBuf,
    rfc2396::UriReference<'_>,
    rfc2396::UriReferenceBuf,
    rfc3986::UriReference<'_>,
    rfc3986::UriReferenceBuf,
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition::Edition;
    use crate::resolve::RuleSet;
    use crate::syntax::parse;

    /// Every parse resolves as its text does, under every rule set, the
    /// errors included.
    #[test]
    fn a_parse_resolves_as_its_text() {
        let bases = ["http://a/b/c/d;p?q", "http://a", "mailto:a@b"];
        let references = ["g", "../g", "?y", "#s", "//g", "g h"];
        for edition in Edition::ALL {
            for base in bases {
                let Ok(parsed) = parse(edition, base) else {
                    continue;
                };
                for reference in references {
                    for set in RuleSet::ALL {
                        assert_eq!(
                            parsed.resolve(reference, set).map(|r| r.to_string()),
                            resolve(base, reference, set).map(|r| r.to_string()),
                            "{edition} {base} {reference} {set}"
                        );
                    }
                }
            }
        }
        let owned: rfc2396::UriReferenceBuf = "http://a/b/c/d;p?q".parse().unwrap();
        assert_eq!(
            owned.resolve("?y", RuleSet::Rfc1808).map(|r| r.to_string()),
            Ok("http://a/b/c/d;p?y".to_owned())
        );
    }
}
