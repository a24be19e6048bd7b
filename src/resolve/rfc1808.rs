//! Resolution under RFC 1808 §2.4 (parsing) and §4 (steps 1-7).

use std::borrow::Cow;

use super::*;

/// RFC 1808 says "empty" for both a missing and a void component.
pub(super) fn non_empty(part: Option<&str>) -> bool {
    part.is_some_and(|p| !p.is_empty())
}

/// RFC 1808 §4, steps 1-7.
pub(super) fn rfc1808<'a>(
    base: &'a str,
    reference: &'a str,
    rules: Rules,
) -> Result<Steps<'a>, ResolveError> {
    // Step 1: "If the base URL is the empty string (unknown), the embedded
    // URL is interpreted as an absolute URL and we are done."
    if base.is_empty() {
        return Ok(Steps::Decided(Resolved::Uri(reference.to_owned())));
    }
    // Step 2: both are parsed (§2.4).
    let b = Components::rfc1808(base);
    let mut r = Components::rfc1808(reference);
    let base_scheme = ResolveError::absolute(b.scheme, RuleSet::Rfc1808, base)?;
    // Step 2a: an entirely empty embedded URL is the base URL.
    if reference.is_empty() {
        return Ok(Steps::Decided(Resolved::Uri(base.to_owned())));
    }
    // Step 2b: a scheme name means an absolute URL (unless, as the parsers
    // RFC 2396 §5.2 step 3 describes did, the base's own scheme is dropped).
    if let Some(scheme) = r.scheme
        && !(rules.same_scheme_relative && scheme.eq_ignore_ascii_case(base_scheme))
    {
        return Ok(Steps::Decided(Resolved::Uri(reference.to_owned())));
    }
    // Step 2c: inherit the base scheme (the result's `scheme` below).
    // Step 3: a non-empty net_loc skips to step 7; else inherit the base's.
    let mut path = Cow::Borrowed(r.path);
    if !non_empty(r.authority) {
        r.authority = b.authority;
        // Step 4: a path preceded by "/" is not relative: skip to step 7.
        if !r.path.starts_with('/') {
            if r.path.is_empty() {
                // Step 5: an empty path inherits the base path, and
                path = Cow::Borrowed(b.path);
                // a) non-empty params skip to step 7, else inherit them, and
                if !non_empty(r.params) {
                    r.params = b.params;
                    // b) a non-empty query skips to step 7, else inherit it.
                    if !non_empty(r.query) {
                        r.query = b.query;
                    }
                }
            } else {
                // Step 6: drop the last segment of the base path, append the
                // reference path, then 6a-6d.
                let merged = format!("{}{}", directory(b.path), r.path);
                path =
                    Cow::Owned(dots::rfc1808_2396(&merged, SurplusDotDot::Keep).unwrap_or(merged));
            }
        }
    }
    // Step 7: recombine ([`parts::finish`]).
    Ok(Steps::Computed(Parts {
        scheme: base_scheme,
        authority: r.authority,
        path,
        params: r.params,
        query: r.query,
        fragment: r.fragment,
    }))
}
