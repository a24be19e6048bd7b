//! Resolution under the October 1993 URL Internet Draft, "PARTIAL FORM".

use super::tbl::{tbl_start, Start};
use super::*;

/// The URL draft 02, "PARTIAL FORM": scheme, then host and port, then path.
pub(super) fn url_draft_02(base: &str, reference: &str) -> Result<Resolved, ResolveError> {
    let rules = RuleSet::UrlDraft02;
    let (scheme, context_rest, partial, fragment) = match tbl_start(base, reference, rules)? {
        Start::Decided(resolved) => return Ok(resolved),
        Start::Partial(parts) => parts,
    };
    // Rule 2: a different host and/or port means "host, port and the whole
    // rest" are given: read as a partial form starting with "//".
    if partial.starts_with("//") {
        return Ok(Resolved::Uri(format!("{scheme}:{reference}")));
    }
    // The context's `//hostport` and path (up to `?`).
    let (hostport, context_path) = match context_rest.strip_prefix("//") {
        Some(after) => {
            let end = after.find(['/', '?']).unwrap_or(after.len());
            (&context_rest[..end + 2], &after[end..])
        }
        None => ("", context_rest),
    };
    let context_path = context_path
        .find('?')
        .map_or(context_path, |i| &context_path[..i]);
    let partial_path_end = partial.find('?').unwrap_or(partial.len());
    let (partial_path, search) = partial.split_at(partial_path_end);
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
            "" if !hostport.is_empty() => "/",
            dir => dir,
        };
        let mut merged = directory.to_owned();
        merged.push_str(partial_path);
        dots::url_draft_02(&merged)
    };
    Ok(Resolved::Uri(format!(
        "{scheme}:{hostport}{path}{search}{}",
        fragment.map_or(String::new(), |f| format!("#{f}"))
    )))
}
