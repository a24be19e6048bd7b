//! Resolution under RFC 3986 §5.2 (5.2.1-5.2.4), for comparison with today's rule.

use std::borrow::Cow;

use super::*;

/// RFC 3986 §5.2.2 (transform references), with 5.2.3 (merge), 5.2.4
/// (remove_dot_segments) and 5.3 (recomposition).
///
/// `b` is the base split by Appendix B.
pub(super) fn rfc3986<'a>(
    (base, b): (&'a str, Components<'a>),
    reference: &'a str,
    rules: Rules,
) -> Result<Steps<'a>, ResolveError> {
    // 5.2.1: the base must have a scheme.
    let base_scheme = ResolveError::absolute(b.scheme, RuleSet::Rfc3986, base)?;
    let mut r = Components::appendix_b(reference);
    // 5.2.2: "if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme)".
    if rules.same_scheme_relative
        && r.scheme
            .is_some_and(|s| s.eq_ignore_ascii_case(base_scheme))
    {
        r.scheme = None;
    }
    let (scheme, authority, path, query);
    if let Some(s) = r.scheme {
        // "if defined(R.scheme) then T.path = remove_dot_segments(R.path) ..."
        // With no dot segment to remove, T is R, and 5.3 writes it back as
        // the reference was written (Appendix B cuts the reference into its
        // components at their delimiters): the reference is the result.
        if !dots::has_dot_segment(r.path) {
            return Ok(Steps::Decided(Resolved::Uri(reference.to_owned())));
        }
        scheme = s;
        authority = r.authority;
        path = dots::rfc3986_cow(r.path);
        query = r.query;
    } else {
        if r.authority.is_some() {
            // "if defined(R.authority) then T.path = remove_dot_segments(R.path) ..."
            authority = r.authority;
            path = dots::rfc3986_cow(r.path);
            query = r.query;
        } else {
            if r.path.is_empty() {
                // "if (R.path == "") then T.path = Base.path; T.query = R.query
                // if defined, else Base.query"
                path = Cow::Borrowed(b.path);
                query = r.query.or(b.query);
            } else {
                if r.path.starts_with('/') {
                    path = dots::rfc3986_cow(r.path);
                } else {
                    // 5.2.3 merge, then remove_dot_segments.
                    let merged = if b.authority.is_some() && b.path.is_empty() {
                        ["/", r.path].concat()
                    } else {
                        [directory(b.path), r.path].concat()
                    };
                    path = Cow::Owned(dots::rfc3986_owned(merged));
                }
                query = r.query;
            }
            authority = b.authority;
        }
        scheme = base_scheme;
    }
    // "T.fragment = R.fragment"; 5.3: recompose ([`parts::finish`]).
    Ok(Steps::Computed(Parts {
        scheme,
        authority,
        path,
        params: None,
        query,
        fragment: r.fragment,
    }))
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// A reference with a scheme and no dot segment is its own result:
        /// the components Appendix B cuts it into, written back by 5.3.
        #[test]
        fn a_reference_with_a_scheme_and_no_dot_segment_is_its_result(
            reference in "[a-zA-Z][a-z+.-]{0,3}:(//[a-z@:.%0-9\\[\\]]{0,6})?[a-z/.;%0-9]{0,12}(\\?[a-z/?.]{0,5})?(#[a-z/?#.]{0,5})?",
        ) {
            let r = Components::appendix_b(&reference);
            prop_assume!(r.scheme.is_some() && !dots::has_dot_segment(r.path));
            let base = "http://a/b/c/d;p?q";
            let steps = rfc3986((base, Components::appendix_b(base)), &reference, Rules::new(RuleSet::Rfc3986));
            let Ok(Steps::Decided(Resolved::Uri(result))) = steps else {
                panic!("{reference}: not decided");
            };
            let written = Parts {
                scheme: r.scheme.unwrap(),
                authority: r.authority,
                path: Cow::Borrowed(r.path),
                params: None,
                query: r.query,
                fragment: r.fragment,
            }
            .write();
            prop_assert_eq!(result, written);
        }
    }
}
