//! Resolution under the October 1993 URL Internet Draft, "PARTIAL FORM".

use super::tbl::{tbl_start, Start};
use super::*;

/// The URL draft 02, "PARTIAL FORM": scheme, then host and port, then path.
pub(super) fn url_draft_02<'a>(
    base: &'a str,
    reference: &'a str,
) -> Result<Steps<'a>, ResolveError> {
    let rules = RuleSet::UrlDraft02;
    let (scheme, context_rest, partial, fragment) = match tbl_start(base, reference, rules)? {
        Start::Decided(resolved) => return Ok(Steps::Decided(resolved)),
        Start::Partial(parts) => parts,
    };
    let (partial_path, query) = split_off(partial, '?');
    // Rule 2: a different host and/or port means "host, port and the whole
    // rest" are given: read as a partial form starting with "//".
    if let Some(after) = partial_path.strip_prefix("//") {
        let end = after.find('/').unwrap_or(after.len());
        return Ok(Steps::Computed(Parts {
            scheme,
            authority: Some(&after[..end]),
            path: after[end..].into(),
            params: None,
            query,
            fragment,
        }));
    }
    // The context's `//hostport` and path (up to `?`).
    let (hostport, context_path) = match context_rest.strip_prefix("//") {
        Some(after) => {
            let end = after.find(['/', '?']).unwrap_or(after.len());
            (Some(&after[..end]), &after[end..])
        }
        None => (None, context_rest),
    };
    let context_path = context_path
        .find('?')
        .map_or(context_path, |i| &context_path[..i]);
    let path = if partial_path.starts_with('/') {
        // Rule 3: "a leading slash makes it absolute": it replaces the path.
        partial_path.to_owned()
    } else {
        // Rule 3, otherwise: drop the last part of the context path, append
        // the partial path, and repeatedly remove "/xxx/.." and "/." where
        // xxx, ".." and "." are complete path elements.
        // A context with a host and no path: the `/` of `hostport [ / path ]`
        // separates the two, so the merged path starts after it.
        let directory = match directory(context_path) {
            "" if hostport.is_some() => "/",
            dir => dir,
        };
        let mut merged = directory.to_owned();
        merged.push_str(partial_path);
        dots::url_draft_02(&merged)
    };
    Ok(Steps::Computed(Parts {
        scheme,
        authority: hostport,
        path: path.into(),
        params: None,
        query,
        fragment,
    }))
}
