//! Resolution under RFC 2396 §5.2 (steps 1-7), with Appendix B's parsing.

use std::borrow::Cow;

use super::*;

/// Is the URI hierarchical (`hier_part`): an authority or an absolute path?
pub(super) fn hierarchical(c: &Components<'_>) -> bool {
    c.authority.is_some() || c.path.starts_with('/')
}

/// RFC 2396 §5.2, steps 1-6 (step 7 is [`parts::finish`]).
///
/// `b` is the base split by Appendix B.
pub(super) fn rfc2396<'a>(
    (base, b): (&'a str, Components<'a>),
    reference: &'a str,
    rules: Rules,
    warning: &mut Option<ResolveError>,
) -> Result<Steps<'a>, ResolveError> {
    let base_scheme = ResolveError::absolute(b.scheme, RuleSet::Rfc2396, base)?;
    // Step 1: parse the reference into its components (§4.3, Appendix B).
    let mut r = Components::appendix_b(reference);
    // Step 2: an empty path with no scheme, authority or query is a reference
    // to the current document.
    if r.path.is_empty() && r.scheme.is_none() && r.authority.is_none() && r.query.is_none() {
        return Ok(Steps::Decided(Resolved::SameDocument {
            document: split_fragment(base).0.to_owned(),
            fragment: r.fragment.map(str::to_owned),
        }));
    }
    // Step 3: a scheme means an absolute URI ...
    if let Some(scheme) = r.scheme {
        // ... unless, "for backwards compatibility", it is the base's scheme
        // and the base is hierarchical: then drop it and go on.
        let loophole = rules.same_scheme_relative
            && scheme.eq_ignore_ascii_case(base_scheme)
            && hierarchical(&b);
        if !loophole {
            return Ok(Steps::Decided(Resolved::Uri(reference.to_owned())));
        }
    }
    // §5: "relative URI cannot be used within a document that has an
    // unsuitable base URI" (one without a hier_part).
    if !hierarchical(&b) {
        check::refuse(
            rules,
            ResolveError::OpaqueBase {
                base: base.to_owned(),
            },
            warning,
        )?;
    }
    // Step 3, otherwise: inherit the base scheme.
    r.scheme = Some(base_scheme);
    let path: Cow<'_, str> = if r.authority.is_some() {
        // Step 4: an authority means a network-path: skip to step 7.
        Cow::Borrowed(r.path)
    } else {
        // Step 4, otherwise: inherit the base authority.
        r.authority = b.authority;
        if r.path.starts_with('/') {
            // Step 5: an absolute-path: skip to step 7.
            Cow::Borrowed(r.path)
        } else {
            // Step 6a: all but the last segment of the base path; 6b: append
            // the reference path; 6c-6f: dot segments; 6g: surplus "..";
            // 6h: the buffer is the new path.
            let merged = [directory(b.path), r.path].concat();
            Cow::Owned(
                dots::rfc1808_2396_owned(merged, rules.surplus_dotdot)
                    .map_err(|path| ResolveError::SurplusDotDot { path })?,
            )
        }
    };
    Ok(Steps::Computed(Parts {
        scheme: base_scheme,
        authority: r.authority,
        path,
        params: None,
        query: r.query,
        fragment: r.fragment,
    }))
}
