//! How an input is read: the URL grammar of the edition, from its entry
//! point, with scheme names folded to lower case when asked. A scheme no
//! production names is read by the edition's own rules (`generic` or
//! `otherurl`), inside the grammar.

use std::borrow::Cow;

use crate::edition::UrlGrammar;
use crate::error::SyntaxError;
use crate::grammar::walk::UrlWalk;

use super::record::{self, UrlRecord};
use super::Options;

/// The note of a URL whose offsets would not fit the record.
const TOO_LONG: &str = "a URL of 4 GiB or more is not read";

/// The record of `input` read as a whole URL (`[ prefixedurl ] url [ #
/// fragmentid ]` or the edition's reading of an unnamed scheme, or
/// url-draft-02's `fragmentaddress`) under `url_grammar`.
#[inline]
pub(crate) fn url(
    url_grammar: UrlGrammar,
    input: &str,
    options: Options,
) -> Result<UrlRecord, SyntaxError> {
    let mut record = UrlRecord::new(url_grammar);
    url_into(url_grammar, input, options, &mut record)?;
    Ok(record)
}

/// [`url`] into `record`, an empty record of `url_grammar`
/// ([`UrlRecord::new`]), where the caller keeps it (no copy on the way out).
/// Always inlined, as `ParsedUrl::fill` around it: where the compiler left
/// either out of line in `urispec::parse` (as it did once the RFCs' tagged
/// automata grew that function), an accepted URL cost about 23
/// instructions more.
#[inline(always)]
pub(crate) fn url_into(
    url_grammar: UrlGrammar,
    input: &str,
    options: Options,
    record: &mut UrlRecord,
) -> Result<(), SyntaxError> {
    crate::syntax::fits(url_grammar.into(), input, TOO_LONG)?;
    let text = options.fold(input);
    crate::grammar::with_parser!(UrlGrammar: url_grammar, G => record::read_into::<G>(G::URL, &text, record)
        .map_err(|e| at_scheme(e, &text, G::SCHEMES)))
}

/// An error where the scheme name starts (after any `URL:` preprefix) gets
/// the note that lists the schemes the edition names.
fn at_scheme(error: SyntaxError, text: &str, schemes: &'static str) -> SyntaxError {
    let start = if has_prefix(text) { 4 } else { 0 };
    if error.offset() == start && error.note().is_none() {
        error.with_note(schemes)
    } else {
        error
    }
}

/// The record of `input` read as an `afsaddress [ # fragmentid ]` under
/// `url_grammar`.
pub(crate) fn afsaddress(url_grammar: UrlGrammar, input: &str) -> Result<UrlRecord, SyntaxError> {
    crate::syntax::fits(url_grammar.into(), input, TOO_LONG)?;
    crate::grammar::with_parser!(UrlGrammar: url_grammar, G => match G::AFSADDRESS {
        Some(entry) => record::read::<G>(entry, input),
        None => Err(SyntaxError::new(<G as crate::grammar::PestGrammar>::EDITION, input, 0, Vec::new())
            .with_note("this edition prints no `afsaddress`")),
    })
}

/// `input` with the scheme name (after any `URL:` preprefix) folded to lower
/// case; byte offsets are unchanged (ASCII folding keeps lengths).
pub(crate) fn fold_scheme(input: &str) -> Cow<'_, str> {
    let start = if has_prefix(input) { 4 } else { 0 };
    let Some(colon) = input[start..].find(':') else {
        return Cow::Borrowed(input);
    };
    let scheme = &input[start..start + colon];
    // Only a run that could be a scheme name the grammars spell (letters,
    // digits, `-`, `+`, `.`) is folded; any other text is left as written.
    let name_like = scheme
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'+' | b'.'));
    if !name_like || !scheme.bytes().any(|b| b.is_ascii_uppercase()) {
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
