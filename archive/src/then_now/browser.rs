//! A link resolved as a browser does (the WHATWG URL Standard's basic URL
//! parser, given the base), without running that parser where its answer is
//! already known: where the link is written as the Standard itself would
//! write it, and so is the base or the link's own host, RFC 3986's result is
//! the browser's.
//!
//! The argument, step by step (the URL Standard, "URL parsing"):
//! - The link holds only [`SAFE_BYTES`]: no C0 control, space, tab or newline
//!   (steps 1-3 of the basic URL parser change nothing), no `\` (which a
//!   special URL reads as `/`), nothing of the path, query or fragment
//!   percent-encode sets (nothing is encoded), no `'` (the special-query set),
//!   a `%` only before two hex digits, no `%2e` (which the path state reads
//!   as `.`), at most one `#`.
//! - A link with no scheme and no `//` (a path, `?query` or `#fragment`):
//!   the base is `http` or `https` and written as the Standard writes it (the
//!   `url` crate's serialization of it is the text RFC 3986 resolved
//!   against), so both start from the same scheme, authority, path (no `.`,
//!   `..` or `%2e` segment left in it, never empty) and query; or it is
//!   `http://host` with nothing after it, written `http://host/` by a
//!   browser, and the link has a path, which RFC 3986 §5.2.3 merges onto the
//!   empty base path as onto `/`. RFC 3986
//!   §5.2.2 merges the paths and §5.2.4 removes `.` and `..` (a `..` at the
//!   root is dropped), as the path state does for a special URL; a link of no
//!   path keeps the base's path, and of no query its query, as the Standard
//!   does.
//! - A link with its own authority (`http://host/…`, `https://host/…`,
//!   `//host/…` against an `http` or `https` base): RFC 3986's result is
//!   `http://` or `https://` in lower case (so a link that names its base's
//!   scheme without `//`, `http:g`, relative to a browser, is never taken
//!   here), then a host of lower-case letters, digits and `-` in
//!   dot-separated labels, the last starting with a letter (the host
//!   parser's "ends in a number" never holds: no IPv4 address is read) and
//!   none starting with `xn--` (UTS #46's ToASCII leaves each label as it
//!   is), no userinfo, and a port of digits only, then the path. A browser
//!   writes the port in decimal without leading zeros and drops it where it
//!   is the scheme's default (80, 443; "port state"), and writes `/` for an
//!   empty path ("path start state"): the result is written so. Its path is
//!   the link's, `.` and `..` removed as the path state removes them.
//!
//! The tests hold this to the `url` crate on the tests' corpus against
//! several bases and on generated links (`tests` below).

use urispec::resolve::ResolveError;

use super::Results;

/// The bytes a link may hold for the shortcut: RFC 3986's unreserved
/// characters, its sub-delimiters but `'`, `:`, `@`, `/`, `?`, `#` and `%`
/// (checked before two hex digits apart).
const SAFE_BYTES: &[u8] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&()*+,;=:@/?#%";

/// [`SAFE_BYTES`] as a table: 0 for a byte not among them, 1 for one, 2 for
/// `%` and `#`, which are looked at again.
const CLASS: [u8; 256] = {
    let mut table = [0; 256];
    let mut i = 0;
    while i < SAFE_BYTES.len() {
        table[SAFE_BYTES[i] as usize] = 1;
        i += 1;
    }
    table[b'%' as usize] = 2;
    table[b'#' as usize] = 2;
    table
};

/// Whether every byte of `text` is one of [`SAFE_BYTES`], each `%` starts
/// `%HH`, no `%2e` (either case) is written and at most one `#`.
fn safe(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut hashes = 0;
    for (i, &b) in bytes.iter().enumerate() {
        match CLASS[usize::from(b)] {
            0 => return false,
            1 => {}
            _ if b == b'#' => hashes += 1,
            _ => {
                let (Some(&h), Some(&l)) = (bytes.get(i + 1), bytes.get(i + 2)) else {
                    return false;
                };
                if !h.is_ascii_hexdigit()
                    || !l.is_ascii_hexdigit()
                    || (h == b'2' && (l == b'e' || l == b'E'))
                {
                    return false;
                }
            }
        }
    }
    hashes <= 1
}

/// Whether `host` is lower-case labels of letters, digits and `-`, none
/// empty or starting with `xn--`, the last starting with a letter.
fn plain_host(host: &str) -> bool {
    let mut last = "";
    for label in host.split('.') {
        if label.is_empty()
            || label.starts_with("xn--")
            || !label
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        {
            return false;
        }
        last = label;
    }
    last.as_bytes().first().is_some_and(u8::is_ascii_lowercase)
}

/// Whether `link` names a scheme (RFC 3986 §3.1: a letter, then letters,
/// digits, `+`, `-` and `.`, then `:`).
fn has_scheme(link: &str) -> bool {
    let bytes = link.as_bytes();
    if !bytes.first().is_some_and(u8::is_ascii_alphabetic) {
        return false;
    }
    for &b in &bytes[1..] {
        match b {
            b':' => return true,
            b'+' | b'-' | b'.' => {}
            _ if b.is_ascii_alphanumeric() => {}
            _ => return false,
        }
    }
    false
}

/// `result` as the URL Standard writes a URL with its own authority, where
/// the module's argument shows how: `http://` or `https://`, a plain host,
/// a port of at most five digits (written in decimal without leading zeros,
/// and dropped where it is the scheme's default: "port state"; over 65535
/// or empty, `None`), and `/` for an empty path ("path start state").
fn with_own_authority(result: &str) -> Option<Taken> {
    let (scheme, rest, default) = if let Some(rest) = result.strip_prefix("http://") {
        ("http://", rest, 80)
    } else {
        ("https://", result.strip_prefix("https://")?, 443)
    };
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(end);
    let (host, port) = match authority.split_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (authority, None),
    };
    if !plain_host(host) {
        return None;
    }
    let mut rewritten = !tail.starts_with('/');
    let port = match port {
        None => None,
        Some(digits) => {
            if digits.is_empty() || digits.len() > 5 || !digits.bytes().all(|b| b.is_ascii_digit())
            {
                return None;
            }
            let value: u32 = digits.parse().ok()?;
            if value > 65535 {
                return None;
            }
            // A leading zero is not written again, nor the default port.
            rewritten |= value == default || (digits.len() > 1 && digits.starts_with('0'));
            (value != default).then_some(value)
        }
    };
    if !rewritten {
        return Some(Taken::AsIs);
    }
    let mut out = String::with_capacity(result.len() + 1);
    out.push_str(scheme);
    out.push_str(host);
    if let Some(port) = port {
        out.push(':');
        out.push_str(&port.to_string());
    }
    if !tail.starts_with('/') {
        out.push('/');
    }
    out.push_str(tail);
    Some(Taken::Written(out))
}

/// What the shortcut makes of RFC 3986's result.
#[derive(Debug, PartialEq, Eq)]
enum Taken {
    /// It is the browser's as it is.
    AsIs,
    /// The browser writes it so.
    Written(String),
}

/// A base as a browser parses it (the URL Standard's basic URL parser),
/// parsed once for the links that share it, with what the shortcut asks of
/// it: an `http` or `https` URL, and whether it is written as the Standard
/// writes it, or but for the `/` it writes for an empty path.
#[derive(Debug)]
pub(crate) struct BrowserBase {
    parsed: Result<url::Url, String>,
    special: bool,
    as_written: bool,
    but_the_root: bool,
}

impl BrowserBase {
    /// `written` parsed as a browser parses a base.
    pub(crate) fn new(written: &str) -> Self {
        let parsed = url::Url::parse(written).map_err(|e| e.to_string());
        let special = parsed
            .as_ref()
            .is_ok_and(|u| matches!(u.scheme(), "http" | "https"));
        let as_written = special && parsed.as_ref().is_ok_and(|u| u.as_str() == written);
        // `http://host` with nothing after it: a browser writes `http://host/`.
        let but_the_root = special
            && parsed
                .as_ref()
                .is_ok_and(|u| u.as_str().strip_suffix('/') == Some(written));
        BrowserBase {
            parsed,
            special,
            as_written,
            but_the_root,
        }
    }

    /// What the module's argument shows a browser makes of `link` against
    /// this base, given RFC 3986's `result` of the same link against the base
    /// as written; `None` where it shows nothing.
    fn take(&self, link: &str, result: &str) -> Option<Taken> {
        if !self.special || !safe(link) {
            return None;
        }
        if link.starts_with("//") || has_scheme(link) {
            return with_own_authority(result);
        }
        // RFC 3986 §5.2.3 merges a path onto an empty base path as onto `/`;
        // a link of no path keeps the base's, which a browser has written `/`.
        let rooted = self.but_the_root && !link.is_empty() && !link.starts_with(['?', '#']);
        (self.as_written || rooted).then_some(Taken::AsIs)
    }

    /// The `url` crate's join of `link` onto this base: what a browser makes
    /// of it, or the base's error where a browser refuses the base.
    fn url_join(&self, link: &str) -> Result<String, String> {
        let base = self.parsed.as_ref().map_err(String::clone)?;
        base.join(link).map(String::from).map_err(|e| e.to_string())
    }

    /// The results of `link` against this base under RFC 3986 (`rfc3986`,
    /// resolved against the base as written) and by a browser: RFC 3986's
    /// result kept once where the module's argument shows it is the
    /// browser's, the `url` crate's join where it shows nothing.
    pub(crate) fn join(&self, link: &str, rfc3986: Result<String, ResolveError>) -> Results {
        let taken = match (&self.parsed, rfc3986.as_deref()) {
            (Ok(_), Ok(result)) => self.take(link, result),
            _ => None,
        };
        match (taken, rfc3986) {
            (Some(Taken::AsIs), Ok(same)) => Results::Same(same),
            (Some(Taken::Written(written)), rfc3986) => Results::Apart {
                rfc3986,
                whatwg: Ok(written),
            },
            (_, rfc3986) => Results::Apart {
                whatwg: self.url_join(link),
                rfc3986,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use urispec::edition::RuleSet;
    use urispec::resolve::resolve;

    use super::*;

    /// What a browser makes of `link` against `base`, given RFC 3986's
    /// `result` (real or made up): the shortcut's answer, or the url crate's.
    fn answer(base: &BrowserBase, link: &str, result: &str) -> Result<String, String> {
        match base.take(link, result) {
            Some(Taken::AsIs) => Ok(result.to_owned()),
            Some(Taken::Written(written)) => Ok(written),
            None => base.url_join(link),
        }
    }

    /// The browser's result of [`BrowserBase::join`].
    fn whatwg(results: Results) -> Result<String, String> {
        match results {
            Results::Same(same) => Ok(same),
            Results::Apart { whatwg, .. } => whatwg,
        }
    }

    /// The bases the links are resolved against: plain ones, and ones each
    /// check of the argument turns away.
    const BASES: &[&str] = &[
        "http://a/b/c/d;p?q",
        "https://www.example.org/a/b.html#top",
        "http://a",
        "http://a/",
        "http://a/b/c/d;p?q#f",
        "http://A/b/c",
        "HTTP://a/b/c",
        "http://a:80/b/c",
        "http://a:8080/b/c",
        "http://u@a/b/c",
        "http://1.2.3.4/b/c",
        "http://a.0x10/b",
        "http://xn--mxa.com/b",
        "http://a/b c/d",
        "http://a/b/%2e%2e/c",
        "http://a/b/../c/d",
        "http://a./b",
        "ftp://a/b/c",
        "mailto:a@b",
    ];

    /// The shortcut's answer, where it gives one, is the `url` crate's.
    fn agrees(base: &str, link: &str) {
        let rfc3986 = resolve(base, link, RuleSet::Rfc3986).map(|r| r.to_string());
        let kept = rfc3986.clone();
        let expected = match url::Url::parse(base) {
            Ok(parsed) => parsed
                .join(link)
                .map(String::from)
                .map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        let results = BrowserBase::new(base).join(link, rfc3986);
        // RFC 3986's result kept as it was, whichever way.
        let rfc3986 = match &results {
            Results::Same(same) => Ok(same.clone()),
            Results::Apart { rfc3986, .. } => rfc3986.clone(),
        };
        assert_eq!(rfc3986, kept, "{link:?} against {base:?}");
        assert_eq!(whatwg(results), expected, "{link:?} against {base:?}");
    }

    #[test]
    fn the_shortcut_agrees_with_the_url_crate_on_the_corpus() {
        let corpus = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/urls.txt"),
        )
        .expect("the corpus");
        let mut taken = 0;
        for link in corpus.lines().step_by(7) {
            for base in BASES {
                agrees(base, link);
            }
            taken += 1;
        }
        assert!(taken > 1000, "the corpus was read: {taken} links");
    }

    #[test]
    fn the_shortcut_is_taken_where_it_should_be_and_not_elsewhere() {
        let written = "http://a/b/c/d;p?q";
        let base = BrowserBase::new(written);
        let parsed = url::Url::parse(written).unwrap();
        let browser = |link: &str| {
            parsed
                .join(link)
                .map(String::from)
                .map_err(|e| e.to_string())
        };
        // Taken: the answer is RFC 3986's result, even a made-up one.
        let made_up = "http://a/b/c/made-up";
        assert_eq!(answer(&base, "g", made_up).unwrap(), made_up);
        // Not taken against a base a browser writes otherwise.
        for other in [
            "HTTP://a/b/c/d;p?q",
            "http://a/b/../b/c/d;p?q",
            "http://a:80/b/c/d;p?q",
        ] {
            assert_eq!(
                answer(&BrowserBase::new(other), "g", made_up),
                browser("g"),
                "{other}"
            );
        }
        // Not taken for a link a browser reads otherwise: the url crate answers.
        for link in [
            "g h", "g\\h", "%2e%2e/g", "%2E", "g'", "g#a#b", "%zz", "%4", "\u{e9}", "\tg",
        ] {
            assert_eq!(answer(&base, link, made_up), browser(link), "{link:?}");
        }
        // A result with its own authority as a browser writes it (the url
        // crate's parse of it, where written), or not taken.
        for (result, written) in [
            ("http://x/g", Some("http://x/g")),
            ("http://x", Some("http://x/")),
            ("http://x?g", Some("http://x/?g")),
            ("https://x#g", Some("https://x/#g")),
            ("http://x:80/g", Some("http://x/g")),
            ("https://x:443", Some("https://x/")),
            ("https://x:80/g", Some("https://x:80/g")),
            ("http://x:080/g", Some("http://x/g")),
            ("http://x:08080/g", Some("http://x:8080/g")),
            ("http://x:0/g", Some("http://x:0/g")),
            ("http://x:65535/g", Some("http://x:65535/g")),
            ("http://x:65536/g", None),
            ("http://x:/g", None),
            ("http://x:123456/g", None),
            ("http://X/g", None),
            ("HTTP://x/g", None),
            ("http://u@x/g", None),
            ("http://u:p@x/g", None),
            ("http://1.2.3.4/g", None),
            ("http://x.0x1/g", None),
            ("http://xn--x/g", None),
            ("http://x./g", None),
            ("http://x..y/g", None),
            ("ftp://x/g", None),
        ] {
            let taken = with_own_authority(result).map(|taken| match taken {
                Taken::AsIs => result.to_owned(),
                Taken::Written(written) => written,
            });
            assert_eq!(taken.as_deref(), written, "{result}");
            if let Some(written) = written {
                assert_eq!(url::Url::parse(result).unwrap().as_str(), written);
            }
        }
        // A base of no path: taken for a link with a path, not for one
        // without.
        let root = BrowserBase::new("http://a");
        assert_eq!(answer(&root, "g", made_up).unwrap(), made_up);
        assert_eq!(answer(&root, "?y", made_up).unwrap(), "http://a/?y");
        assert_eq!(answer(&root, "", made_up).unwrap(), "http://a/");
        // Nor against a base of another scheme.
        assert_eq!(
            answer(&BrowserBase::new("ftp://a/b/c"), "g", made_up).unwrap(),
            "ftp://a/b/g"
        );
    }

    /// Links of the safe bytes and a few others, dot segments and escapes
    /// among them.
    fn link() -> impl Strategy<Value = String> {
        let piece = prop_oneof![
            Just("."),
            Just(".."),
            Just("/"),
            Just("//"),
            Just("?"),
            Just("#"),
            Just(";"),
            Just("g"),
            Just("G"),
            Just("%41"),
            Just("%2e"),
            Just("%2E"),
            Just("%"),
            Just(":"),
            Just("@"),
            Just("http:"),
            Just("https:"),
            Just("http://"),
            Just("x.y"),
            Just("a1"),
            Just("1"),
            Just("xn--"),
            Just("-"),
            Just("'"),
            Just(" "),
            Just("\\"),
            Just("\t"),
            Just("~"),
            Just("["),
            Just("]"),
            Just("é"),
            Just("0x1"),
            Just(":80"),
            Just(":443"),
            Just(":8080"),
            Just(":080"),
            Just(":99999"),
            Just(":"),
        ];
        proptest::collection::vec(piece, 0..8).prop_map(|p| p.concat())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]
        #[test]
        fn the_shortcut_agrees_with_the_url_crate_on_generated_links(
            link in link(),
            base in 0..BASES.len(),
        ) {
            agrees(BASES[base], &link);
        }
    }
}
