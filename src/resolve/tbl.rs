//! Resolution under T. Berners-Lee's "Universal Resource Identifiers in WWW" Internet Draft and RFC 1630, "Partial (relative) form".

use super::*;

/// Where the TBL texts and the URL draft stand before their path rules.
pub(super) enum Start<'a> {
    /// The answer is already decided.
    Decided(Resolved),
    /// A partial form to expand: the context's scheme and the rest after its
    /// colon, the partial form before `#`, and its fragment.
    Partial((&'a str, &'a str, &'a str, Option<&'a str>)),
}

/// The steps the TBL texts and the URL draft share: split the context and the
/// partial form at `#`; an empty partial form names the context itself (not
/// covered by the rules: the fragment is not part of the URI); and rule 1,
/// "If the scheme parts are different, the whole absolute URI must be given.
/// Otherwise, the scheme is omitted": a full form (a colon before any slash)
/// stands as it is.
pub(super) fn tbl_start<'a>(
    base: &'a str,
    reference: &'a str,
    rules: RuleSet,
) -> Result<Start<'a>, ResolveError> {
    let (context, _) = split_fragment(base);
    let (scheme, context_rest) = ResolveError::absolute(tbl_full_form(context), rules, base)?;
    let (partial, fragment) = split_fragment(reference);
    if partial.is_empty() {
        return Ok(Start::Decided(Resolved::SameDocument {
            document: context.to_owned(),
            fragment: fragment.map(str::to_owned),
        }));
    }
    if tbl_full_form(partial).is_some() {
        return Ok(Start::Decided(Resolved::Uri(reference.to_owned())));
    }
    Ok(Start::Partial((scheme, context_rest, partial, fragment)))
}

/// The URI draft and RFC 1630, "Partial (relative) form": string rules on
/// the context, which has no authority concept.
pub(super) fn tbl<'a>(
    base: &'a str,
    reference: &'a str,
    rules: RuleSet,
) -> Result<Steps<'a>, ResolveError> {
    let (scheme, context_rest, partial, fragment) = match tbl_start(base, reference, rules)? {
        Start::Decided(resolved) => return Ok(Steps::Decided(resolved)),
        Start::Partial(parts) => parts,
    };
    let (partial_path, query) = split_off(partial, '?');
    // The context's path, without its search.
    let context_path = context_rest
        .find('?')
        .map_or(context_rest, |i| &context_rest[..i]);
    let leading = partial.bytes().take_while(|&b| b == b'/').count();
    if leading > 0 {
        // Rule 2: keep the context up to (not including) the first run of
        // exactly `leading` slashes (RFC 1630: "which has no greater number
        // of consecutive slashes anywhere to the right of it") and prepend it.
        let qualified = rules == RuleSet::Rfc1630;
        return match dots::slash_run(context_path, leading, qualified) {
            Some(at) => Ok(Steps::Computed(Parts {
                scheme,
                authority: None,
                path: format!("{}{partial_path}", &context_path[..at]).into(),
                params: None,
                query,
                fragment,
            })),
            None => Err(ResolveError::NoSlashRun {
                rules,
                slashes: leading,
                qualifier: if qualified {
                    " with no longer run to its right"
                } else {
                    ""
                },
            }),
        };
    }
    // Rule 3: "The last part of the path of the context URI (anything
    // following the rightmost slash) is removed, and the given partial URI
    // appended in its place" (all of it when there is no slash).
    let mut path = String::with_capacity(context_path.len() + partial.len());
    path.push_str(directory(context_path));
    path.push_str(partial_path);
    // Rule 4: "Within the result, all occurrences of "xxx/../" or "/." are
    // recursively removed, where xxx, ".." and "." are complete path elements."
    Ok(Steps::Computed(Parts {
        scheme,
        authority: None,
        path: dots::tbl(&path).into(),
        params: None,
        query,
        fragment,
    }))
}
