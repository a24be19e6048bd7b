//! The inverse of resolution: a short partial form for a target.

use super::{
    check, directory, resolve, resolve_with_warning, split_fragment, tbl_full_form, Components,
    Input, ResolveError, RuleSet, Rules,
};

/// How many delimiter positions of the target are tried from each end.
const POSITIONS: usize = 8;

/// A partial form that [`resolve`]s against `base` back to `target` under the
/// same `rules`: the shortest among the candidates a hand-written
/// `HTRelative` (libwww) would consider, each one checked by resolving it.
///
/// The candidates, in order of preference when equally short: the empty
/// reference and the fragment alone (same document), the tails of the target
/// from after each `/` (same directory), a `../` chain from the base's
/// directory, the tails from each `/`, `?`, `;` or `#` (absolute path,
/// network path, query or params only; under RFC 1630 also a tail starting
/// with a run of slashes), and finally the target itself.
///
/// # Errors
///
/// [`ResolveError::TargetNotAbsolute`] for a target without a scheme,
/// [`ResolveError::Syntax`] for a target that does not parse as a full form
/// under the rule set's grammar (unless the rules are lenient),
/// [`ResolveError::Unreachable`] for a target no reference resolves to (one
/// the rules rewrite, such as `http://a/./g` under RFC 3986), and the errors
/// of [`resolve`] for the base.
///
/// # Examples
///
/// ```
/// use urispec::resolve::{relativize, RuleSet};
///
/// let base = "http://a/b/c/d;p?q";
/// assert_eq!(relativize(base, "http://a/b/c/g", RuleSet::Rfc2396)?, "g");
/// assert_eq!(relativize(base, "http://a/b/g", RuleSet::Rfc2396)?, "../g");
/// assert_eq!(relativize(base, "http://a/b/c/d;p?q#s", RuleSet::Rfc2396)?, "#s");
/// assert_eq!(relativize(base, "http://a/b/c/d;p?y", RuleSet::Rfc1808)?, "?y");
/// assert_eq!(relativize(base, "ftp://x/y", RuleSet::Rfc2396)?, "ftp://x/y");
/// # Ok::<(), urispec::resolve::ResolveError>(())
/// ```
pub fn relativize(
    base: &str,
    target: &str,
    rules: impl Into<Rules>,
) -> Result<String, ResolveError> {
    let rules = rules.into();
    let absolute = match rules.set() {
        RuleSet::UriDraft | RuleSet::Rfc1630 | RuleSet::UrlDraft02 => {
            tbl_full_form(split_fragment(target).0).is_some()
        }
        RuleSet::Rfc1808 | RuleSet::Rfc2396 | RuleSet::Rfc3986 => {
            Components::appendix_b(target).scheme.is_some()
        }
    };
    if !absolute {
        return Err(ResolveError::TargetNotAbsolute {
            rules: rules.set(),
            target: target.to_owned(),
        });
    }
    if !rules.lenient {
        check::full_form(target, rules.set(), Input::Target)?;
    }
    // Fails here, with the step, when the base is not usable.
    resolve(base, "", rules)?;

    // Shortest first; among equally short ones the preferred order stays
    // (the sort is stable), so the first that resolves back is the answer.
    // The target itself is the last candidate, checked like the others.
    let mut candidates = candidates(base, target);
    candidates.sort_by_key(String::len);
    candidates.push(target.to_owned());
    candidates
        .into_iter()
        // A candidate that resolves only with a warning (a lenient step 7
        // that glued the path to the authority) does not name the target.
        .find(|candidate| {
            resolve_with_warning(base, candidate, rules)
                .is_ok_and(|(r, warning)| warning.is_none() && r.to_string() == target)
        })
        .ok_or_else(|| ResolveError::Unreachable {
            rules: rules.set(),
            base: base.to_owned(),
            target: target.to_owned(),
        })
}

/// The candidate partial forms, most preferred first.
fn candidates(base: &str, target: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let (_, fragment) = split_fragment(target);
    if let Some(f) = fragment {
        out.push(format!("#{f}"));
    }
    // Tails of the target after its scheme's colon.
    let after_scheme = target
        .find([':', '/', '?', '#'])
        .filter(|&i| target.as_bytes()[i] == b':')
        .map_or(0, |i| i + 1);
    let positions: Vec<usize> = target
        .bytes()
        .enumerate()
        .skip(after_scheme)
        .filter(|(_, b)| matches!(b, b'/' | b'?' | b';' | b'#'))
        .map(|(i, _)| i)
        .collect();
    let ends = positions
        .iter()
        .take(POSITIONS)
        .chain(positions.iter().rev().take(POSITIONS));
    // Tails from each delimiter (absolute path, network path, query,
    // params), and from after each "/" (same directory).
    let mut delimited = Vec::new();
    for &p in ends {
        delimited.push(target[p..].to_owned());
        if target.as_bytes()[p] == b'/' {
            let tail = &target[p + 1..];
            out.push(tail.to_owned());
            out.push(format!("./{tail}"));
        }
    }
    // A "../" chain from the base's directory to the target's path.
    let b = Components::appendix_b(base);
    let t = Components::appendix_b(target);
    let tail = &target[t.path.as_ptr() as usize - target.as_ptr() as usize + t.path.len()..];
    let base_dir: Vec<&str> = directory(b.path).split('/').collect();
    let base_dir = &base_dir[..base_dir.len().saturating_sub(1)];
    let target_segments: Vec<&str> = t.path.split('/').collect();
    let target_dir = &target_segments[..target_segments.len().saturating_sub(1)];
    let common = base_dir
        .iter()
        .zip(target_dir)
        .take_while(|(a, b)| a == b)
        .count();
    if common > 0 {
        let ups = "../".repeat(base_dir.len() - common);
        let rest = target_segments[common..].join("/");
        out.push(format!("{ups}{rest}{tail}"));
        out.push(format!("./{ups}{rest}{tail}"));
        if rest.is_empty() {
            // The directory itself: "." or "..", "../..", ...
            let dir = ups.strip_suffix('/').unwrap_or(".");
            out.push(format!("{dir}{tail}"));
        }
    }
    out.extend(delimited);
    out.push(target.to_owned());
    out
}
