//! The components the steps compute, the string the last step writes from
//! them, and the check that splitting that string again gives them back.

use std::borrow::Cow;

use super::*;

/// The components a rule set's steps compute before writing the result:
/// RFC 2396 / RFC 3986's five, RFC 1808's six (with `params`), the URL
/// draft's scheme, `//hostport`, path and search, the TBL texts' scheme,
/// path and search (no authority).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Parts<'a> {
    pub(super) scheme: &'a str,
    pub(super) authority: Option<&'a str>,
    pub(super) path: Cow<'a, str>,
    pub(super) params: Option<&'a str>,
    pub(super) query: Option<&'a str>,
    pub(super) fragment: Option<&'a str>,
}

/// Where a rule set's steps stand before the result is written.
pub(super) enum Steps<'a> {
    /// The answer is decided without recombining (a same-document
    /// reference, or an absolute one standing as it is).
    Decided(Resolved),
    /// The components to write.
    Computed(Parts<'a>),
}

impl Parts<'_> {
    /// The result string: `scheme ":" [ "//" authority ] path [ ";" params ]
    /// [ "?" query ] [ "#" fragment ]`, as each document writes it (RFC 1808
    /// §4 step 7, RFC 2396 §5.2 step 7, RFC 3986 §5.3, the TBL texts and the
    /// URL draft appending the parts).
    pub(super) fn write(&self) -> String {
        let len = self.scheme.len()
            + 1
            + self.authority.map_or(0, |a| a.len() + 2)
            + self.path.len()
            + [self.params, self.query, self.fragment]
                .iter()
                .map(|part| part.map_or(0, |p| p.len() + 1))
                .sum::<usize>();
        let mut out = String::with_capacity(len);
        out.push_str(self.scheme);
        out.push(':');
        if let Some(a) = self.authority {
            out.push_str("//");
            out.push_str(a);
        }
        out.push_str(&self.path);
        for (delimiter, part) in [(';', self.params), ('?', self.query), ('#', self.fragment)] {
            if let Some(part) = part {
                out.push(delimiter);
                out.push_str(part);
            }
        }
        out
    }
}

/// `uri` split the way `set`'s document splits a URI (`None` without a
/// scheme).
pub(super) fn split(uri: &str, set: RuleSet) -> Option<Parts<'_>> {
    match set {
        RuleSet::UriDraft | RuleSet::Rfc1630 | RuleSet::UrlDraft02 => {
            let (uri, fragment) = split_fragment(uri);
            let (scheme, rest) = tbl_full_form(uri)?;
            let (rest, query) = split_off(rest, '?');
            // The URL draft's `//hostport`; the TBL texts know no authority.
            let (authority, path) = match rest.strip_prefix("//") {
                Some(after) if set == RuleSet::UrlDraft02 => {
                    let end = after.find('/').unwrap_or(after.len());
                    (Some(&after[..end]), &after[end..])
                }
                Some(_) | None => (None, rest),
            };
            Some(Parts {
                scheme,
                authority,
                path: Cow::Borrowed(path),
                params: None,
                query,
                fragment,
            })
        }
        RuleSet::Rfc1808 | RuleSet::Rfc2396 | RuleSet::Rfc3986 => {
            let c = if set == RuleSet::Rfc1808 {
                Components::rfc1808(uri)
            } else {
                Components::appendix_b(uri)
            };
            c.scheme.map(|scheme| Parts {
                scheme,
                authority: c.authority,
                path: Cow::Borrowed(c.path),
                params: c.params,
                query: c.query,
                fragment: c.fragment,
            })
        }
    }
}

/// The step that writes the result, as each document names it.
/// Does `written` split under `set` into `parts`? ([`split`]'s answer
/// compared, without copying the path where the split is a slice's.)
fn splits_into(written: &str, set: RuleSet, parts: &Parts<'_>) -> bool {
    let c = match set {
        RuleSet::Rfc1808 => Components::rfc1808(written),
        RuleSet::Rfc2396 | RuleSet::Rfc3986 => Components::appendix_b(written),
        RuleSet::UriDraft | RuleSet::Rfc1630 | RuleSet::UrlDraft02 => {
            return split(written, set).as_ref() == Some(parts);
        }
    };
    c.scheme == Some(parts.scheme)
        && c.authority == parts.authority
        && c.path == parts.path
        && c.params == parts.params
        && c.query == parts.query
        && c.fragment == parts.fragment
}

fn writing_step(set: RuleSet) -> &'static str {
    match set {
        RuleSet::UriDraft | RuleSet::Rfc1630 | RuleSet::UrlDraft02 => "rule 3",
        RuleSet::Rfc1808 | RuleSet::Rfc2396 => "step 7",
        RuleSet::Rfc3986 => "§5.3",
    }
}

/// Write the result, never a different URI than the steps computed: RFC
/// 1808's and RFC 2396's step 7 would glue a path without a leading `/` to
/// the authority ([`ResolveError::PathAfterAuthority`]); any rule set would
/// turn a path beginning with `//` into an authority when there is none
/// ([`ResolveError::Recombined`]). Under `lenient` the literal string comes
/// back with the error as a warning.
pub(super) fn finish(
    rules: Rules,
    steps: Steps<'_>,
    warning: &mut Option<ResolveError>,
) -> Result<Resolved, ResolveError> {
    let parts = match steps {
        Steps::Decided(resolved) => return Ok(resolved),
        Steps::Computed(parts) => parts,
    };
    let written = parts.write();
    if matches!(rules.set, RuleSet::Rfc1808 | RuleSet::Rfc2396) {
        check::glued(rules, parts.authority, &parts.path, warning)?;
    }
    if warning.is_none() && !splits_into(&written, rules.set, &parts) {
        check::refuse(
            rules,
            ResolveError::Recombined {
                rules: rules.set,
                step: writing_step(rules.set),
                resolved: written.clone(),
            },
            warning,
        )?;
    }
    Ok(Resolved::Uri(written))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Bases with and without an authority, a path, a query; an opaque one.
    const BASES: &[&str] = &[
        "http://a/b/c/d;p?q",
        "http://a",
        "http://a/",
        "http://a/b?q#f",
        "http://a:80/b/c/",
        "x:/a",
        "x:/a/b",
        "x:a/b",
        "mailto:a@b",
        "magic://a/b/c//d/e/f",
    ];

    fn check(base: &str, reference: &str) {
        for set in RuleSet::ALL {
            let rules = Rules::new(set);
            let mut warning = None;
            let base_split = Components::appendix_b(base);
            let computed = match steps((base, base_split), reference, rules, &mut warning) {
                Ok(Steps::Computed(parts)) => parts,
                Ok(Steps::Decided(_)) | Err(_) => continue,
            };
            let written = computed.write();
            let same = split(&written, set).as_ref() == Some(&computed);
            assert_eq!(
                splits_into(&written, set, &computed),
                same,
                "{set}: {base} + {reference}"
            );
            match resolve_with_warning(base, reference, rules) {
                // Every (validated) result splits into what the steps computed.
                Ok((Resolved::Uri(resolved), None)) => {
                    assert_eq!(resolved, written, "{set}: {base} + {reference}");
                    // The authority kept, which `Base` does not check again
                    // under RFC 2396 and RFC 3986.
                    let authority = (base, base_split.authority);
                    assert!(
                        check::same_authority(rules, authority, reference, &resolved, &mut None)
                            .is_ok(),
                        "{set}: {base} + {reference}"
                    );
                    assert!(
                        same,
                        "{set}: {base} + {reference} -> {resolved}: {computed:?}"
                    );
                }
                // Refused only where it would not.
                Err(ResolveError::PathAfterAuthority { .. } | ResolveError::Recombined { .. }) => {
                    assert!(!same, "{set}: {base} + {reference}");
                }
                // Another authority than the base's, which only the TBL
                // texts' model (no authority) writes.
                Err(ResolveError::AuthorityChanged { .. }) => {
                    assert!(
                        matches!(set, RuleSet::UriDraft | RuleSet::Rfc1630),
                        "{set}: {base} + {reference}"
                    );
                }
                other => assert!(
                    matches!(other, Err(ResolveError::Syntax { .. })),
                    "{set}: {base} + {reference}: {other:?}"
                ),
            }
            // Lenient: the literal string the steps write.
            let lenient = resolve(base, reference, rules.lenient(true)).map(|r| r.to_string());
            assert_eq!(
                lenient.as_deref(),
                Ok(written.as_str()),
                "{set}: {base} + {reference}"
            );
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        /// For every resolved result under every rule set, splitting it under
        /// the same rules gives the components the steps computed.
        #[test]
        fn results_split_into_the_computed_components(
            base in prop::sample::select(BASES),
            reference in "[g./@:?#;]{0,7}",
        ) {
            check(base, &reference);
        }
    }

    #[test]
    fn a_path_beginning_with_two_slashes_is_refused() {
        for set in [
            RuleSet::UrlDraft02,
            RuleSet::Rfc1808,
            RuleSet::Rfc2396,
            RuleSet::Rfc3986,
        ] {
            let e = resolve("x:/a", ".//g", set).unwrap_err();
            assert!(matches!(e, ResolveError::Recombined { .. }), "{set}: {e:?}");
            check("x:/a", ".//g");
        }
        // The TBL texts know no authority: `//g` stays a path, but every
        // later reader sees the host `g`, so it is refused unless literal.
        let e = resolve("x:/a", ".//g", RuleSet::Rfc1630).unwrap_err();
        assert!(matches!(e, ResolveError::AuthorityChanged { .. }), "{e:?}");
        let literal = Rules::new(RuleSet::Rfc1630).literal(true);
        assert_eq!(
            resolve("x:/a", ".//g", literal).unwrap().to_string(),
            "x://g"
        );
        check("http://a", "g");
        check("http://a", "@evil.example/x");
    }
}
