//! Resolution under RFC 1808 §2.4 (parsing) and §4 (steps 1-7).

use super::*;

/// A URL split as RFC 1808 §2.4 says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Rfc1808Parts<'a> {
    pub(super) scheme: Option<&'a str>,
    pub(super) net_loc: Option<&'a str>,
    pub(super) path: &'a str,
    pub(super) params: Option<&'a str>,
    pub(super) query: Option<&'a str>,
    pub(super) fragment: Option<&'a str>,
}

impl<'a> Rfc1808Parts<'a> {
    /// RFC 1808 §2.4.1-2.4.6, in order.
    pub(super) fn parse(s: &'a str) -> Self {
        // 2.4.1: the fragment after the first "#".
        let (s, fragment) = split_fragment(s);
        // 2.4.2: a colon after the first character and before any character
        // not allowed in a scheme name (alphanumerics, "+", ".", "-").
        let scheme_end = s
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '+' | '.' | '-')))
            .filter(|&i| i > 0 && s.as_bytes()[i] == b':');
        let (scheme, s) = match scheme_end {
            Some(i) => (Some(&s[..i]), &s[i + 1..]),
            None => (None, s),
        };
        // 2.4.3: "//" then the net_loc up to the next "/".
        let (net_loc, s) = match s.strip_prefix("//") {
            Some(after) => {
                let end = after.find('/').unwrap_or(after.len());
                (Some(&after[..end]), &after[end..])
            }
            None => (None, s),
        };
        // 2.4.4: the query after the first "?".
        let (s, query) = split_off(s, '?');
        // 2.4.5: the params after the first ";".
        let (path, params) = split_off(s, ';');
        // 2.4.6: the rest is the path, with its leading "/" if any.
        Rfc1808Parts {
            scheme,
            net_loc,
            path,
            params,
            query,
            fragment,
        }
    }
}

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
    let b = Rfc1808Parts::parse(base);
    let mut r = Rfc1808Parts::parse(reference);
    let base_scheme = ResolveError::absolute(b.scheme, RuleSet::Rfc1808, base)?;
    // Step 2a: an entirely empty embedded URL is the base URL.
    if reference.is_empty() {
        return Ok(Steps::Decided(Resolved::Uri(base.to_owned())));
    }
    // Step 2b: a scheme name means an absolute URL (unless, as the parsers
    // RFC 2396 §5.2 step 3 describes did, the base's own scheme is dropped).
    if let Some(scheme) = r.scheme {
        if !(rules.same_scheme_relative && scheme.eq_ignore_ascii_case(base_scheme)) {
            return Ok(Steps::Decided(Resolved::Uri(reference.to_owned())));
        }
    }
    // Step 2c: inherit the base scheme (the result's `scheme` below).
    // Step 3: a non-empty net_loc skips to step 7; else inherit the base's.
    let mut path = r.path.to_owned();
    if !non_empty(r.net_loc) {
        r.net_loc = b.net_loc;
        // Step 4: a path preceded by "/" is not relative: skip to step 7.
        if !r.path.starts_with('/') {
            if r.path.is_empty() {
                // Step 5: an empty path inherits the base path, and
                b.path.clone_into(&mut path);
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
                path = dots::rfc1808_2396(&merged, SurplusDotDot::Keep).unwrap_or(merged);
            }
        }
    }
    // Step 7: recombine ([`parts::finish`]).
    Ok(Steps::Computed(Parts {
        scheme: base_scheme,
        authority: r.net_loc,
        path,
        params: r.params,
        query: r.query,
        fragment: r.fragment,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc1808_parsing_order() {
        let p = Rfc1808Parts::parse("http://a/b/c/d;p?q#f");
        assert_eq!(
            (p.scheme, p.net_loc, p.path, p.params, p.query, p.fragment),
            (
                Some("http"),
                Some("a"),
                "/b/c/d",
                Some("p"),
                Some("q"),
                Some("f")
            )
        );
        // The net_loc runs to the next "/" only (§2.4.3).
        assert_eq!(Rfc1808Parts::parse("//g?y").net_loc, Some("g?y"));
    }
}
