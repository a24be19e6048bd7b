//! What resolution checks before and after its steps: the base and the
//! reference against the rule set's grammar, and that the URI written in the
//! last step is the one the steps computed.

use super::*;
use crate::error::{Expected, SyntaxError};
use crate::spec::{Grammar, Production, Spec};

/// Which of the inputs a syntax error is about.
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
        RuleSet::Rfc1808 | RuleSet::Rfc2396 | RuleSet::Rfc3986 => {
            Components::appendix_b(uri).scheme.is_some()
        }
    }
}

/// A full form (base or target) must parse under the rule set's grammar,
/// when there is one. A URI without a scheme is left to the steps, which
/// report it as not absolute.
pub(super) fn full_form(uri: &str, set: RuleSet, input: Input) -> Result<(), ResolveError> {
    let Some(grammar) = set.spec().grammar() else {
        return Ok(());
    };
    if !has_scheme(uri, set) {
        return Ok(());
    }
    crate::parse(grammar, uri)
        .map(drop)
        .map_err(|error| syntax(set, input, uri, error))
}

/// The reference, under the production the document gives partial forms:
/// RFC 2396's `URI-reference` (§4, which holds `relativeURI`); for the TBL
/// texts and the URL draft, which print none, a full form is parsed under the
/// grammar and a partial form's characters are checked against the edition's
/// classes (see the module docs). RFC 1808 and RFC 3986 have no grammar here
/// yet: nothing is checked.
pub(super) fn reference(reference: &str, set: RuleSet) -> Result<(), ResolveError> {
    let grammar = match set {
        RuleSet::Rfc1808 | RuleSet::Rfc3986 => return Ok(()),
        RuleSet::Rfc2396 => Grammar::Rfc2396,
        RuleSet::UriDraft => Grammar::UriDraft,
        RuleSet::Rfc1630 => Grammar::Rfc1630,
        RuleSet::UrlDraft02 => Grammar::UrlDraft02,
    };
    let checked = if set == RuleSet::Rfc2396 || has_scheme(reference, set) {
        crate::parse(grammar, reference).map(drop)
    } else {
        partial_classes(reference, set.spec())
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

/// The TBL texts' and the URL draft's classes for a partial form: the path
/// part (before `?`) holds `xpalpha` and `/`, the search (after `?`) holds
/// `xalpha` and `+`, the fragment (after `#`) holds `xalpha`; `%` starts an
/// `escape` of two hex digits.
fn partial_classes(reference: &str, spec: Spec) -> Result<(), SyntaxError> {
    let at = |name: &'static str| {
        Expected::Production(Production {
            spec,
            name,
            section: match spec {
                Spec::Rfc1630 => "BNF of Generic URI Syntax p.23",
                _ => "BNF syntax",
            },
        })
    };
    #[derive(Clone, Copy, PartialEq)]
    enum Part {
        Path,
        Search,
        Fragment,
    }
    let bytes = reference.as_bytes();
    let mut part = Part::Path;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let ok = match (part, b) {
            (_, b'%') => {
                let hex = |k: usize| bytes.get(k).is_some_and(u8::is_ascii_hexdigit);
                if !(hex(i + 1) && hex(i + 2)) {
                    return Err(SyntaxError::new(spec, reference, i, vec![at("escape")]));
                }
                i += 3;
                continue;
            }
            (Part::Path, b'?') => {
                part = Part::Search;
                true
            }
            (Part::Path | Part::Search, b'#') => {
                part = Part::Fragment;
                true
            }
            (Part::Path, b'/' | b'+') | (Part::Search, b'+') => true,
            (_, b) => xalpha(b, spec),
        };
        if !ok {
            let expected = match part {
                Part::Path => vec![
                    at("xpalpha"),
                    Expected::Literal("/"),
                    Expected::Literal("?"),
                    Expected::Literal("#"),
                    Expected::EndOfInput,
                ],
                Part::Search => vec![
                    at("xalpha"),
                    Expected::Literal("+"),
                    Expected::Literal("#"),
                    Expected::EndOfInput,
                ],
                Part::Fragment => vec![at("xalpha"), Expected::EndOfInput],
            };
            return Err(SyntaxError::new(spec, reference, i, expected));
        }
        i += 1;
    }
    Ok(())
}

/// `xalpha` without `escape`: `alpha | digit | safe | extra` of the edition
/// (RFC 1630 p.23 moves `:`, `;` and space from `extra` to `reserved`).
fn xalpha(b: u8, spec: Spec) -> bool {
    b.is_ascii_alphanumeric()
        || matches!(
            b,
            b'$' | b'-'
                | b'_'
                | b'@'
                | b'.'
                | b'&'
                | b'!'
                | b'*'
                | b'"'
                | b'\''
                | b'('
                | b')'
                | b','
        )
        || (spec != Spec::Rfc1630 && matches!(b, b':' | b';' | b' '))
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
