//! The split of base and reference each document makes: the fragment, the query, TBL's full form, RFC 1808 §2.4's six components and RFC 2396 Appendix B's five (`parts.rs` writes them back).

/// The part before the first `delimiter`, and what follows it when there is
/// one.
pub(super) fn split_off(s: &str, delimiter: char) -> (&str, Option<&str>) {
    match s.split_once(delimiter) {
        Some((before, after)) => (before, Some(after)),
        None => (s, None),
    }
}

/// The part before the first `#`, and the fragment after it.
pub(super) fn split_fragment(s: &str) -> (&str, Option<&str>) {
    split_off(s, '#')
}

/// TBL's test for a full form: "the latter must have a colon and that colon
/// must occur before any slash characters" (RFC 1630). Also stops at `?`
/// (see the module docs). Gives the scheme and the rest.
pub(super) fn tbl_full_form(uri: &str) -> Option<(&str, &str)> {
    let i = uri.find([':', '/', '?'])?;
    (uri.as_bytes()[i] == b':').then(|| (&uri[..i], &uri[i + 1..]))
}

/// The components of a URI as a document splits it: the five of RFC 2396 /
/// RFC 3986 Appendix B ([`Components::appendix_b`]), or the six of RFC 1808
/// §2.4 ([`Components::rfc1808`]: the `authority` is its `net_loc`, and the
/// `params` come off the path).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Components<'a> {
    pub(crate) scheme: Option<&'a str>,
    pub(crate) authority: Option<&'a str>,
    pub(crate) path: &'a str,
    /// RFC 1808 §2.4.5 only.
    pub(crate) params: Option<&'a str>,
    pub(crate) query: Option<&'a str>,
    pub(crate) fragment: Option<&'a str>,
}

impl<'a> Components<'a> {
    /// RFC 2396 / RFC 3986 Appendix B:
    /// `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`.
    pub(crate) fn appendix_b(s: &'a str) -> Self {
        // $1 = ([^:/?#]+):
        // Bytes, not chars: each delimiter is ASCII, so every position found
        // is a char boundary (and a byte search is several times faster);
        // each byte looked up once in a table of the delimiter sets.
        let find = |s: &str, set: u8| {
            s.bytes()
                .position(|b| DELIMITERS[usize::from(b)] & set != 0)
        };
        let (scheme, rest) = match find(s, SCHEME_END) {
            Some(i) if i > 0 && s.as_bytes()[i] == b':' => (Some(&s[..i]), &s[i + 1..]),
            Some(_) | None => (None, s),
        };
        // $3 = //([^/?#]*)
        let (authority, rest) = match rest.strip_prefix("//") {
            Some(after) => {
                let end = find(after, AUTHORITY_END).unwrap_or(after.len());
                (Some(&after[..end]), &after[end..])
            }
            None => (None, rest),
        };
        // $5 = [^?#]*
        let end = find(rest, PATH_END).unwrap_or(rest.len());
        let (path, rest) = rest.split_at(end);
        // $6 = \?([^#]*), $8 = #(.*)
        let (query, fragment) = match rest.strip_prefix('?') {
            Some(after) => {
                let (q, f) = split_fragment(after);
                (Some(q), f)
            }
            None => (None, rest.strip_prefix('#')),
        };
        Components {
            scheme,
            authority,
            path,
            params: None,
            query,
            fragment,
        }
    }

    /// RFC 1808 §2.4.1-2.4.6, in order.
    pub(crate) fn rfc1808(s: &'a str) -> Self {
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
        let (authority, s) = match s.strip_prefix("//") {
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
        Components {
            scheme,
            authority,
            path,
            params,
            query,
            fragment,
        }
    }
}

/// The sets of delimiters that end Appendix B's groups, as bits of
/// [`DELIMITERS`]: `[^:/?#]` (the scheme), `[^/?#]` (the authority), `[^?#]`
/// (the path).
const SCHEME_END: u8 = 1;
const AUTHORITY_END: u8 = 2;
const PATH_END: u8 = 4;

/// Each byte's sets: `:` ends the scheme; `/` the scheme and the authority;
/// `?` and `#` all three.
static DELIMITERS: [u8; 256] = {
    let mut table = [0; 256];
    table[b':' as usize] = SCHEME_END;
    table[b'/' as usize] = SCHEME_END | AUTHORITY_END;
    table[b'?' as usize] = SCHEME_END | AUTHORITY_END | PATH_END;
    table[b'#' as usize] = SCHEME_END | AUTHORITY_END | PATH_END;
    table
};

/// Everything up to and including the right-most `/` ("" when there is none).
pub(super) fn directory(path: &str) -> &str {
    path.rfind('/').map_or("", |i| &path[..=i])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appendix_b_example() {
        let c = Components::appendix_b("http://www.ics.uci.edu/pub/ietf/uri/#Related");
        assert_eq!(c.scheme, Some("http"));
        assert_eq!(c.authority, Some("www.ics.uci.edu"));
        assert_eq!(c.path, "/pub/ietf/uri/");
        assert_eq!(c.query, None);
        assert_eq!(c.fragment, Some("Related"));
    }

    #[test]
    fn rfc1808_parsing_order() {
        let p = Components::rfc1808("http://a/b/c/d;p?q#f");
        assert_eq!(
            (p.scheme, p.authority, p.path, p.params, p.query, p.fragment),
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
        assert_eq!(Components::rfc1808("//g?y").authority, Some("g?y"));
    }
}
