//! What resolution checks before and after its steps: the base and the
//! reference against the rule set's grammar, and that the URI written in the
//! last step is the one the steps computed.

use super::*;
use crate::edition::Edition;
use crate::error::SyntaxError;

/// Which of the inputs a syntax error is about.
///
/// ```
/// use urispec::resolve::{resolve, Input, ResolveError, RuleSet};
/// let err = resolve("http://a b/", "g", RuleSet::Rfc2396).unwrap_err();
/// assert!(matches!(err, ResolveError::Syntax { input: Input::Base, .. }));
/// # Ok::<(), urispec::resolve::ResolveError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Input {
    /// The base (context) URI.
    Base,
    /// The reference (partial form).
    Reference,
    /// The target of [`relativize`].
    Target,
}

impl fmt::Display for Input {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Input::Base => "base",
            Input::Reference => "reference",
            Input::Target => "target",
        })
    }
}

/// Does `uri` have a scheme, split the way `set`'s document splits it?
pub(super) fn has_scheme(uri: &str, set: RuleSet) -> bool {
    match set {
        RuleSet::UriDraft | RuleSet::Rfc1630 | RuleSet::UrlDraft02 => {
            tbl_full_form(split_fragment(uri).0).is_some()
        }
        RuleSet::Rfc1808 => Components::rfc1808(uri).scheme.is_some(),
        RuleSet::Rfc2396 | RuleSet::Rfc3986 => Components::appendix_b(uri).scheme.is_some(),
    }
}

/// A full form (base or target) must parse under the rule set's grammar. A
/// URI without a scheme is left to the steps, which report it as not
/// absolute.
pub(super) fn full_form(uri: &str, set: RuleSet, input: Input) -> Result<(), ResolveError> {
    let grammar = set.edition();
    if !has_scheme(uri, set) {
        return Ok(());
    }
    crate::syntax::parse(grammar, uri)
        .map(drop)
        .map_err(|error| syntax(set, input, uri, error))
}

/// The reference, under the production the document gives partial forms:
/// RFC 1808's `URL` (§2.2, which holds `relativeURL`), RFC 2396's
/// `URI-reference` (§4, which holds `relativeURI`), RFC 3986's (§4.1,
/// `URI / relative-ref`); for the TBL texts and the URL draft, which print
/// none, a full form is parsed under the grammar and a partial form's
/// characters are checked against the edition's classes (see the module
/// docs).
pub(super) fn reference(reference: &str, set: RuleSet) -> Result<(), ResolveError> {
    use crate::edition::GenericGrammar;
    use crate::syntax::generic::check_partial;
    use crate::syntax::url::url_draft_02;
    use crate::syntax::{rfc1808, rfc2396, rfc3986};
    // Decided keeping no spans (the steps split the reference themselves);
    // a failure is explained as `parse` explains it.
    let checked = match set {
        RuleSet::Rfc1808 => rfc1808::check(reference),
        RuleSet::Rfc2396 => rfc2396::check(reference),
        RuleSet::Rfc3986 => rfc3986::check(reference),
        RuleSet::UriDraft => tbl_form(
            Edition::UriDraft,
            |r| check_partial(GenericGrammar::UriDraft, r),
            reference,
            set,
        ),
        RuleSet::Rfc1630 => tbl_form(
            Edition::Rfc1630,
            |r| check_partial(GenericGrammar::Rfc1630, r),
            reference,
            set,
        ),
        RuleSet::UrlDraft02 => tbl_form(
            Edition::UrlDraft02,
            url_draft_02::check_partial,
            reference,
            set,
        ),
    };
    checked.map_err(|error| syntax(set, Input::Reference, reference, error))
}

fn syntax(set: RuleSet, input: Input, text: &str, error: SyntaxError) -> ResolveError {
    ResolveError::Syntax {
        rules: set,
        input,
        text: text.to_owned(),
        error,
    }
}

/// A reference under a grammar of the TBL texts or the URL draft: a full
/// form (it has a scheme) under the grammar's `fragmentaddress`, a partial
/// form as the family checks one (`path [ ? search ] [ # fragmentid ]`).
fn tbl_form(
    full: Edition,
    partial: fn(&str) -> Result<(), SyntaxError>,
    reference: &str,
    set: RuleSet,
) -> Result<(), SyntaxError> {
    if has_scheme(reference, set) {
        crate::syntax::parse(full, reference).map(drop)
    } else {
        partial(reference)
    }
}

/// RFC 1808 step 7 and RFC 2396 §5.2 step 7 write the path right after the
/// authority: a path that does not begin with `/` would become part of it.
/// Under `lenient` the string is kept and the error comes back as a warning.
pub(super) fn glued(
    rules: Rules,
    authority: Option<&str>,
    path: &str,
    warning: &mut Option<ResolveError>,
) -> Result<(), ResolveError> {
    match authority {
        Some(authority) if !path.is_empty() && !path.starts_with('/') => refuse(
            rules,
            ResolveError::PathAfterAuthority {
                rules: rules.set,
                authority: authority.to_owned(),
                path: path.to_owned(),
            },
            warning,
        ),
        Some(_) | None => Ok(()),
    }
}

/// A reference with no scheme that does not begin with `//` keeps the base's
/// authority as RFC 3986 Appendix B reads both (none where the base has
/// none), or the result is [`ResolveError::AuthorityChanged`]; under
/// `literal` (or `lenient`) a warning. Only the TBL texts' string rules,
/// which know no authority, can fail this; it is checked under every rule set.
///
/// `before` is the base's authority as RFC 3986 Appendix B reads it.
pub(super) fn same_authority(
    rules: Rules,
    (base, before): (&str, Option<&str>),
    reference: &str,
    resolved: &str,
    warning: &mut Option<ResolveError>,
) -> Result<(), ResolveError> {
    if reference.starts_with("//")
        || Components::appendix_b(reference).scheme.is_some()
        // RFC 2396 and RFC 3986 split as Appendix B does: asked above.
        || (!matches!(rules.set, RuleSet::Rfc2396 | RuleSet::Rfc3986)
            && has_scheme(reference, rules.set))
    {
        return Ok(());
    }
    let after = Components::appendix_b(resolved).authority;
    if before == after {
        return Ok(());
    }
    let error = ResolveError::AuthorityChanged {
        rules: rules.set,
        base: base.to_owned(),
        reference: reference.to_owned(),
        resolved: resolved.to_owned(),
        base_authority: before.map(str::to_owned),
        resolved_authority: after.map(str::to_owned),
    };
    if rules.literal || rules.lenient {
        // A warning already given (step 7's glue) stays the first.
        warning.get_or_insert(error);
        Ok(())
    } else {
        Err(error)
    }
}

/// An error, or under `lenient` a warning.
pub(super) fn refuse(
    rules: Rules,
    error: ResolveError,
    warning: &mut Option<ResolveError>,
) -> Result<(), ResolveError> {
    if rules.lenient {
        *warning = Some(error);
        Ok(())
    } else {
        Err(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// RFC 1808's, RFC 2396's and RFC 3986's check of a reference, which
    /// keeps no spans, accepts and refuses what `parse` does, with the same
    /// error.
    fn agrees(reference: &str) {
        for (set, edition) in [
            (RuleSet::Rfc1808, Edition::Rfc1808),
            (RuleSet::Rfc2396, Edition::Rfc2396),
            (RuleSet::Rfc3986, Edition::Rfc3986),
        ] {
            let parsed = crate::syntax::parse(edition, reference)
                .map(drop)
                .map_err(|e| syntax(set, Input::Reference, reference, e));
            assert_eq!(
                reference_check(reference, set),
                parsed,
                "{set}: {reference:?}"
            );
        }
    }

    fn reference_check(reference: &str, set: RuleSet) -> Result<(), ResolveError> {
        super::reference(reference, set)
    }

    #[test]
    fn the_checks_agree_with_parse_on_the_documents_examples() {
        for reference in [
            "g",
            "./g",
            "g/",
            "/g",
            "//g",
            "?y",
            "g?y",
            "#s",
            "g#s",
            ";x",
            "g;x?y#s",
            "",
            "../../../g",
            "http:g",
            "g h",
            "%zz",
            "http://[::1]/",
            "http://a b/",
            "a:b:c",
            "//[v1.x]/",
            "mailto:a@b",
        ] {
            agrees(reference);
        }
    }

    proptest! {
        #[test]
        fn the_checks_agree_with_parse(reference in "[a-z0-9:/?#\\[\\]@!$&'()*+,;=%. \\-_~]{0,12}") {
            agrees(&reference);
        }
    }
}
