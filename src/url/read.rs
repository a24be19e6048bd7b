//! Which grammar reads an input: the URL grammar of the edition, from its
//! entry point, with scheme names folded to lower case when asked, and RFC
//! 1630's generic grammar for a scheme no production names.

use std::borrow::Cow;

use crate::error::SyntaxError;
use crate::generic::Fragmentaddress;
use crate::grammar::fill::Span;
use crate::grammar::walk::UrlWalk;
use crate::grammar::{rfc1630_url as g1630, url_draft_02 as g02, url_draft_03 as g03};
use crate::spec::UrlGrammar;

use super::record::{self, Field, UrlRecord};
use super::Options;

/// The record of `input` read as a whole URL (`[ prefixedurl ] url [ #
/// fragmentid ]`, or url-draft-02's `fragmentaddress`) under `url_grammar`.
pub(crate) fn url(
    url_grammar: UrlGrammar,
    input: &str,
    options: Options,
) -> Result<UrlRecord, SyntaxError> {
    record::fits(url_grammar.into(), input)?;
    let folded = if options.case_insensitive_scheme {
        fold_scheme(input)
    } else {
        Cow::Borrowed(input)
    };
    let text: &str = &folded;
    match url_grammar {
        UrlGrammar::Rfc1630Url => or_generic::<g1630::Parser>(g1630::Rule::url_eoi, text),
        // url-draft-02 reads unknown schemes with its own `generic` production.
        UrlGrammar::UrlDraft02 => record::read::<g02::Parser>(g02::Rule::fragmentaddress_eoi, text),
        UrlGrammar::UrlDraft03 => or_generic::<g03::Parser>(g03::Rule::url_eoi, text),
    }
}

/// The record of `text` under the URL grammar `G` from `entry`, or, for a
/// scheme no production of `G` names, under RFC 1630's generic grammar. A
/// failure of `G` is explained only when it is the answer.
fn or_generic<G: UrlWalk>(entry: G::Rule, text: &str) -> Result<UrlRecord, SyntaxError> {
    let url_grammar = G::GRAMMAR;
    match record::try_read::<G>(entry, text) {
        Ok(record) => Ok(record),
        Err(failure) => match generic_fallback(url_grammar, text) {
            Some(Ok(fa)) => {
                let g = fa.spans();
                Ok(UrlRecord::generic(
                    url_grammar,
                    fa.spec(),
                    Span::new(0, fa.uri().as_str().len()),
                    [
                        (Field::Scheme, Some(g.scheme)),
                        (Field::Path, Some(g.path)),
                        (Field::Search, g.search),
                        (Field::Fragmentid, g.fragmentid),
                    ],
                ))
            }
            // A scheme no production names: the generic grammar's verdict.
            Some(Err(generic_error)) => Err(generic_error),
            None => Err(failure.explain(text)),
        },
    }
}

/// The record of `input` read as an `afsaddress [ # fragmentid ]` under
/// `url_grammar`.
pub(crate) fn afsaddress(url_grammar: UrlGrammar, input: &str) -> Result<UrlRecord, SyntaxError> {
    record::fits(url_grammar.into(), input)?;
    match url_grammar {
        UrlGrammar::Rfc1630Url => record::read::<g1630::Parser>(g1630::Rule::afsaddress_eoi, input),
        UrlGrammar::UrlDraft02 => record::read::<g02::Parser>(g02::Rule::afsaddress_eoi, input),
        UrlGrammar::UrlDraft03 => record::read::<g03::Parser>(g03::Rule::afsaddress_eoi, input),
    }
}

/// Schemes a production names in `grammar` (anything else is generic).
fn named_scheme(grammar: UrlGrammar, scheme: &str) -> bool {
    const COMMON: &[&str] = &[
        "http", "ftp", "afs", "news", "nntp", "mid", "cid", "mailto", "wais", "prospero", "telnet",
        "rlogin", "tn3270", "gopher",
    ];
    match grammar {
        UrlGrammar::Rfc1630Url => COMMON.contains(&scheme) || scheme == "file",
        UrlGrammar::UrlDraft03 => COMMON.contains(&scheme),
        // url-draft-02 reads unknown schemes with its own `generic` production.
        UrlGrammar::UrlDraft02 => false,
    }
}

/// The `scheme` text of `input` (before the first `:`), when it is an `ialpha`.
fn scheme_text(input: &str) -> Option<&str> {
    let end = input.find(':')?;
    let scheme = &input[..end];
    let mut chars = scheme.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic())
        .then_some(scheme)
}

/// `input` with the scheme name (after any `URL:` preprefix) folded to lower
/// case; byte offsets are unchanged (ASCII folding keeps lengths).
fn fold_scheme(input: &str) -> Cow<'_, str> {
    let start = if has_prefix(input) { 4 } else { 0 };
    let Some(colon) = input[start..].find(':') else {
        return Cow::Borrowed(input);
    };
    let scheme = &input[start..start + colon];
    if !scheme.bytes().any(|b| b.is_ascii_uppercase()) {
        return Cow::Borrowed(input);
    }
    let mut owned = String::with_capacity(input.len());
    owned.push_str(&input[..start]);
    owned.push_str(&scheme.to_ascii_lowercase());
    owned.push_str(&input[start + colon..]);
    Cow::Owned(owned)
}

/// Whether `input` starts with the `URL:` preprefix, in any case. Compares
/// bytes: the fourth byte may sit inside a multi-byte character.
fn has_prefix(input: &str) -> bool {
    input
        .as_bytes()
        .get(..4)
        .is_some_and(|p| p.eq_ignore_ascii_case(b"url:"))
}

/// RFC 1630's generic reading of a URI whose scheme no production of
/// `url_grammar` names (`None` when a production names it, or there is no
/// scheme).
pub(crate) fn generic_fallback(
    url_grammar: UrlGrammar,
    text: &str,
) -> Option<Result<Fragmentaddress<'_>, SyntaxError>> {
    if has_prefix(text) {
        return None;
    }
    let scheme = scheme_text(text)?;
    if named_scheme(url_grammar, scheme) {
        return None;
    }
    Some(crate::rfc1630::parse(text))
}
