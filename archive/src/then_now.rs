//! Then and now (feature `url`): a link of an archived page
//! resolved by the rules of the page's date and by today's browsers, which
//! follow the WHATWG URL Standard (the `url` crate: "URL parsing", "basic
//! URL parser" with a base), and the class of the difference.
//!
//! The WHATWG URL Standard departs from every RFC: before parsing it strips
//! leading and trailing C0 controls and spaces and removes every ASCII tab
//! and newline ("basic URL parser", steps 1-3); it reads `\` as `/` in a
//! special URL ("path state"); a reference that starts with its base's
//! scheme and no `//` (`http:g`) is relative to the base ("scheme state":
//! RFC 3986 §5.2.2 calls it a "loophole" and reads it as absolute); it
//! lower-cases and IDNA-maps the host ("host parsing": UTS #46), drops a
//! scheme's default port ("port state") and writes `/` for an empty path of
//! a special URL. The RFCs changed their own answers: RFC 1808 §5.1 keeps a
//! base's `;params` for `?y` and replaces them for `;x`, RFC 2396 §5.2 does
//! neither, and RFC 1808 and RFC 2396 keep a `..` that climbs above the
//! root where RFC 3986 §5.2.4 removes it.

mod browser;

pub(crate) use browser::BrowserBase;

use std::collections::BTreeMap;
use std::fmt;

use urispec::edition::RuleSet;
use urispec::resolve::{resolve, ResolveError, Resolved};

/// Why a browser of today resolves a link elsewhere than the rules of the
/// page's date did ([`ThenNow::changed`]); the first class that fits, in
/// the order of [`Change::ALL`].
///
/// ```
/// use urispec_archive::{then_now, Change};
///
/// // RFC 1808 (June 1995): `?y` keeps the base's parameters, as browsers do.
/// let t = then_now("http://a/b/c/d;p?q", "?y", Ok("http://a/b/c/d;p?y"));
/// assert_eq!(t.changed, None);
/// // RFC 2396 (August 1998) drops them.
/// let t = then_now("http://a/b/c/d;p?q", "?y", Ok("http://a/b/c/?y"));
/// assert_eq!(t.changed, Some(Change::QueryOnly));
/// assert_eq!(Change::QueryOnly.to_string(), "query-only");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Change {
    /// A `\` in the link, a `/` to a browser (WHATWG "path state").
    Backslash,
    /// A tab or newline inside the link, or a control or space around it,
    /// which a browser drops (WHATWG "basic URL parser", steps 1-3).
    Whitespace,
    /// Refused by the date's rules, a URL to a browser (for none of the
    /// reasons before it).
    RefusedThen,
    /// A URL by the date's rules, refused by a browser (a port over 65535,
    /// a host a browser's host parser refuses).
    RefusedNow,
    /// The base's scheme and no `//` (`http:g`): absolute to the RFCs
    /// (RFC 3986 §5.2.2), relative to a browser (WHATWG "scheme state").
    SameScheme,
    /// A `?query` alone: RFC 2396 §5.2 step 6 drops the base's last
    /// segment where RFC 1808 §5.1, RFC 3986 §5.2.2 and browsers keep it.
    QueryOnly,
    /// `;params`: RFC 1808 §2.4.4 replaces the base's parameters of the
    /// last segment, where RFC 2396 and later take `;x` as a segment.
    Params,
    /// A `..` above the root kept by RFC 1808 §5.2 and RFC 2396 §5.2 step
    /// 6(g), removed by RFC 3986 §5.2.4 and browsers.
    DotsAboveRoot,
    /// Only the case of the scheme or host (lower-cased by a browser: WHATWG
    /// "host parsing"; RFC 3986 §6.2.2.1).
    Case,
    /// A scheme's default port written out (`:80`), dropped by a browser
    /// (WHATWG "port state"; RFC 3986 §6.2.3).
    DefaultPort,
    /// An empty path of an `http`/`https`/`ftp` URL, `/` to a browser
    /// (WHATWG "path start state"; RFC 3986 §6.2.3).
    EmptyPath,
    /// A host mapped by IDNA (UTS #46: `bücher` to `xn--bcher-kva`).
    Idna,
    /// Another difference (none of the classes above).
    Other,
}

impl Change {
    /// Every class, in the order they are tried.
    pub const ALL: [Change; 13] = [
        Change::Backslash,
        Change::Whitespace,
        Change::RefusedThen,
        Change::RefusedNow,
        Change::SameScheme,
        Change::QueryOnly,
        Change::Params,
        Change::DotsAboveRoot,
        Change::Case,
        Change::DefaultPort,
        Change::EmptyPath,
        Change::Idna,
        Change::Other,
    ];

    /// Its name in records and tables (`query-only`, `dots-above-root`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Change::RefusedThen => "refused-then",
            Change::RefusedNow => "refused-now",
            Change::Backslash => "backslash",
            Change::Whitespace => "whitespace",
            Change::SameScheme => "same-scheme",
            Change::QueryOnly => "query-only",
            Change::Params => "params",
            Change::DotsAboveRoot => "dots-above-root",
            Change::Case => "case",
            Change::DefaultPort => "default-port",
            Change::EmptyPath => "empty-path",
            Change::Idna => "idna",
            Change::Other => "other",
        }
    }
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A link resolved by today's rules beside the rules of its date.
///
/// ```
/// use urispec_archive::{then_now, Change};
///
/// let t = then_now("http://a/b/c/d;p?q", "../../../g", Ok("http://a/../g"));
/// assert_eq!(t.rfc3986(), Ok("http://a/g"));
/// assert_eq!(t.whatwg(), Ok("http://a/g"));
/// assert_eq!(t.changed, Some(Change::DotsAboveRoot));
/// // Refused by every RFC, a path to a browser.
/// let t = then_now("http://a/b/c/d;p?q", "g\\h", Err(()));
/// assert_eq!((t.whatwg(), t.changed), (Ok("http://a/b/c/g/h"), Some(Change::Backslash)));
/// ```
#[derive(Clone)]
#[non_exhaustive]
pub struct ThenNow {
    /// The results under RFC 3986 and by a browser, kept once where they
    /// are the same string ([`ThenNow::rfc3986`], [`ThenNow::whatwg`]).
    results: Results,
    /// The class of the difference between the date's result and the
    /// browser's; `None` when they are the same, or both refuse it.
    pub changed: Option<Change>,
}

/// The two results of a [`ThenNow`].
#[derive(Clone)]
pub(crate) enum Results {
    /// RFC 3986's result, which is also the browser's.
    Same(String),
    /// Each its own.
    Apart {
        rfc3986: Result<String, ResolveError>,
        whatwg: Result<String, String>,
    },
}

impl ThenNow {
    /// The link resolved under RFC 3986 §5.2, or why not.
    ///
    /// # Errors
    ///
    /// RFC 3986's refusal of the link (or of its base).
    pub fn rfc3986(&self) -> Result<&str, &ResolveError> {
        match &self.results {
            Results::Same(same) => Ok(same),
            Results::Apart { rfc3986, .. } => rfc3986.as_deref(),
        }
    }

    /// The link resolved as a browser does (the WHATWG URL Standard's basic
    /// URL parser, given the base), or why not.
    ///
    /// # Errors
    ///
    /// The `url` crate's message where a browser refuses the link or its
    /// base.
    pub fn whatwg(&self) -> Result<&str, &str> {
        match &self.results {
            Results::Same(same) => Ok(same),
            Results::Apart { whatwg, .. } => whatwg.as_deref().map_err(String::as_str),
        }
    }
}

impl PartialEq for ThenNow {
    /// The same results and class, however they are kept.
    fn eq(&self, other: &Self) -> bool {
        self.rfc3986() == other.rfc3986()
            && self.whatwg() == other.whatwg()
            && self.changed == other.changed
    }
}

impl Eq for ThenNow {}

impl fmt::Debug for ThenNow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ThenNow")
            .field("rfc3986", &self.rfc3986())
            .field("whatwg", &self.whatwg())
            .field("changed", &self.changed)
            .finish()
    }
}

/// `link`, on a page whose base is `base`, resolved under RFC 3986 and as
/// a browser does, beside `then`: its result under the rules of the page's
/// date (`Err` where those refused it).
///
/// ```
/// use urispec_archive::{then_now, Change};
///
/// // A default port written out: the same place, written otherwise today.
/// let t = then_now("http://a/b", "http://x.example:80/", Ok("http://x.example:80/"));
/// assert_eq!(t.rfc3986().ok(), Some("http://x.example:80/"));
/// assert_eq!((t.whatwg(), t.changed), (Ok("http://x.example/"), Some(Change::DefaultPort)));
/// ```
pub fn then_now(base: &str, link: &str, then: Result<&str, ()>) -> ThenNow {
    let rfc3986 = resolve(base, link, RuleSet::Rfc3986).map(Resolved::into_string);
    then_now_from(base, &BrowserBase::new(base), link, then, rfc3986)
}

/// [`then_now`] with `base` already parsed as a browser parses it (once for
/// a page's links), and its RFC 3986 result (the date's own where the
/// date's rules are RFC 3986's).
pub(super) fn then_now_from(
    base: &str,
    browser: &BrowserBase,
    link: &str,
    then: Result<&str, ()>,
    rfc3986: Result<String, ResolveError>,
) -> ThenNow {
    let mut now = ThenNow {
        results: browser.join(link, rfc3986),
        changed: None,
    };
    now.changed = match (then, now.whatwg()) {
        (Err(()), Err(_)) => None,
        (Ok(then), Ok(now)) if then == now => None,
        (then, whatwg) => Some(classify(base, link, then.ok(), whatwg.ok())),
    };
    now
}

/// The class of a difference between `then` and `now`, two results of
/// `link` against `base` (`None` where refused): what a browser does that
/// the date's rules did not, where the link shows it, before the refusals.
fn classify(base: &str, link: &str, then: Option<&str>, now: Option<&str>) -> Change {
    if now.is_some() && link.contains('\\') {
        return Change::Backslash;
    }
    let outer = |c: char| c <= ' ';
    let spaced =
        link.contains(['\t', '\n', '\r']) || link.starts_with(outer) || link.ends_with(outer);
    if now.is_some() && spaced {
        return Change::Whitespace;
    }
    let (then, now) = match (then, now) {
        (None, Some(now)) if !link.is_ascii() && now.contains("xn--") => return Change::Idna,
        (None, _) => return Change::RefusedThen,
        (_, None) => return Change::RefusedNow,
        (Some(then), Some(now)) => (then, now),
    };
    let scheme = base.split(':').next().unwrap_or_default();
    if let Some(rest) = strip_prefix_ignore_case(link, scheme).and_then(|r| r.strip_prefix(':'))
        && !rest.starts_with("//")
        && !scheme.is_empty()
    {
        return Change::SameScheme;
    }
    // Where the two differ before the query: the path the base gave.
    let path = |url: &str| url.split(['?', '#']).next().unwrap_or_default().to_owned();
    let paths_differ = path(then) != path(now);
    if link.starts_with('?') && paths_differ {
        return Change::QueryOnly;
    }
    if link.starts_with(';') && paths_differ {
        return Change::Params;
    }
    if has_dot_segment(then) && !has_dot_segment(now) {
        return Change::DotsAboveRoot;
    }
    if then.eq_ignore_ascii_case(now) {
        return Change::Case;
    }
    let then_lower = lower_scheme_and_host(then);
    let without_port = drop_default_port(&then_lower);
    if without_port == now || with_root_path(&without_port) == now {
        return if without_port == then_lower {
            Change::EmptyPath
        } else {
            Change::DefaultPort
        };
    }
    if now.contains("xn--") && !then.contains("xn--") {
        return Change::Idna;
    }
    Change::Other
}

fn strip_prefix_ignore_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

/// Whether a URL's path keeps a `.` or `..` segment.
fn has_dot_segment(url: &str) -> bool {
    let path = url.split(['?', '#']).next().unwrap_or_default();
    path.split('/').skip(3).any(|s| s == ".." || s == ".")
}

/// `url` with its scheme and host in lower case.
fn lower_scheme_and_host(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(end);
    // The userinfo keeps its case; the host and port are lower-cased.
    let (user, host) = match authority.rfind('@') {
        Some(at) => authority.split_at(at + 1),
        None => ("", authority),
    };
    format!(
        "{}://{user}{}{tail}",
        scheme.to_ascii_lowercase(),
        host.to_ascii_lowercase()
    )
}

/// `url` without its scheme's default port (`http` 80, `https` 443, `ftp`
/// 21, `ws` 80, `wss` 443).
fn drop_default_port(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let port = match scheme {
        "http" | "ws" => ":80",
        "https" | "wss" => ":443",
        "ftp" => ":21",
        _ => return url.to_owned(),
    };
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    match rest[..end].strip_suffix(port) {
        Some(authority) => format!("{scheme}://{authority}{}", &rest[end..]),
        None => url.to_owned(),
    }
}

/// `url` with `/` for an empty path after its authority.
fn with_root_path(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    if rest[end..].starts_with('/') {
        return url.to_owned();
    }
    format!("{scheme}://{}/{}", &rest[..end], &rest[end..])
}

/// The links of a collection by capture year: how many, how many a browser
/// resolves elsewhere, and the classes of those with an example each;
/// [`ThenNowTable::svg`] draws it.
///
/// ```
/// use urispec_archive::{then_now, Change, ThenNowTable};
///
/// let mut table = ThenNowTable::default();
/// let base = "http://a/b/c/d;p?q";
/// table.add(1999, "?y", Ok("http://a/b/c/?y"), &then_now(base, "?y", Ok("http://a/b/c/?y")));
/// table.add(1999, "g", Ok("http://a/b/c/g"), &then_now(base, "g", Ok("http://a/b/c/g")));
/// let year = &table.years()[&1999];
/// assert_eq!((year.links, year.changed), (2, 1));
/// assert_eq!(year.classes[&Change::QueryOnly].links, 1);
/// assert_eq!(year.classes[&Change::QueryOnly].example, "?y: http://a/b/c/?y then, http://a/b/c/d;p?y now");
/// assert!(table.svg().starts_with("<svg"));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ThenNowTable {
    years: BTreeMap<u16, YearCount>,
}

/// One capture year of a [`ThenNowTable`].
///
/// ```
/// use urispec_archive::{then_now, ThenNowTable};
///
/// let mut table = ThenNowTable::default();
/// let then = Ok("http://a/../g");
/// table.add(1997, "../../g", then, &then_now("http://a/b", "../../g", then));
/// let year = &table.years()[&1997];
/// assert_eq!((year.links, year.changed, year.classes.len()), (1, 1, 1));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct YearCount {
    /// The links read.
    pub links: u64,
    /// How many a browser resolves elsewhere (or refuses, or accepts where
    /// the date's rules refused).
    pub changed: u64,
    /// Those by class.
    pub classes: BTreeMap<Change, ClassCount>,
}

/// One class of one year of a [`ThenNowTable`].
///
/// ```
/// use urispec_archive::{then_now, Change, ThenNowTable};
///
/// let mut table = ThenNowTable::default();
/// table.add(2000, "http:g", Ok("http:g"), &then_now("http://a/b/", "http:g", Ok("http:g")));
/// let class = &table.years()[&2000].classes[&Change::SameScheme];
/// assert_eq!((class.links, class.example.as_str()), (1, "http:g: http:g then, http://a/b/g now"));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct ClassCount {
    /// How many links.
    pub links: u64,
    /// The first: `link: then's result then, now's result now`.
    pub example: String,
}

impl ThenNowTable {
    /// Count a link of a page captured in `year`: its result `then`, and
    /// what [`then_now`] made of it.
    pub fn add(&mut self, year: u16, link: &str, then: Result<&str, ()>, now: &ThenNow) {
        let count = self.years.entry(year).or_default();
        count.links += 1;
        let Some(change) = now.changed else {
            return;
        };
        count.changed += 1;
        let class = count.classes.entry(change).or_default();
        class.links += 1;
        if class.example.is_empty() {
            let then = then.unwrap_or("refused");
            let now = now.whatwg().unwrap_or("refused");
            class.example = format!("{link}: {then} then, {now} now");
        }
    }

    /// Count `later`'s links too: the counts added, each class's example
    /// this table's where it has one (the first, when `later` counted the
    /// links after this table's).
    ///
    /// ```
    /// use urispec_archive::{then_now, ThenNowTable};
    ///
    /// let (mut first, mut later) = (ThenNowTable::default(), ThenNowTable::default());
    /// let then = Ok("http:g");
    /// first.add(2000, "http:g", then, &then_now("http://a/b/", "http:g", then));
    /// later.add(2000, "http:g", then, &then_now("http://c/d/", "http:g", then));
    /// later.add(1996, "g", Ok("http://a/g"), &then_now("http://a/b", "g", Ok("http://a/g")));
    /// first.merge(later);
    /// let year = &first.years()[&2000];
    /// assert_eq!((year.links, year.changed), (2, 2));
    /// assert!(year.classes.values().next().unwrap().example.ends_with("http://a/b/g now"));
    /// assert_eq!(first.years()[&1996].links, 1);
    /// ```
    pub fn merge(&mut self, later: ThenNowTable) {
        for (year, counted) in later.years {
            let count = self.years.entry(year).or_default();
            count.links += counted.links;
            count.changed += counted.changed;
            for (change, class) in counted.classes {
                let into = count.classes.entry(change).or_default();
                into.links += class.links;
                if into.example.is_empty() {
                    into.example = class.example;
                }
            }
        }
    }

    /// The years counted.
    pub fn years(&self) -> &BTreeMap<u16, YearCount> {
        &self.years
    }

    /// The share of links a browser resolves elsewhere, by year, as a bar
    /// chart stacked by class: plain SVG 1.1, with its axes, labels and a
    /// legend.
    pub fn svg(&self) -> String {
        svg(&self.years)
    }
}

/// The fill of each class in the chart.
const COLOURS: [&str; 13] = [
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7",
    "#9c755f", "#bab0ac", "#86bcb6", "#d37295", "#8cd17d",
];

fn svg(years: &BTreeMap<u16, YearCount>) -> String {
    use std::fmt::Write;
    let (left, top, height, bar, gap) = (60.0, 40.0, 240.0, 28.0, 12.0);
    let width = left + years.len().max(1) as f64 * (bar + gap) + 40.0;
    let legend_x = width;
    let total_width = legend_x + 170.0;
    let total_height = top + height + 60.0;
    // The axis reaches the largest share, rounded up to a tenth.
    let most = years
        .values()
        .map(|y| y.changed as f64 / y.links.max(1) as f64)
        .fold(0.0f64, f64::max);
    let scale = ((most * 10.0).ceil() / 10.0).max(0.1);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{total_width}\" height=\"{total_height}\" \
         font-family=\"sans-serif\" font-size=\"11\">"
    );
    let _ = writeln!(
        out,
        "<text x=\"{left}\" y=\"20\" font-size=\"13\">Links a browser of today resolves elsewhere, by capture year</text>"
    );
    // The axes and the share's ticks.
    let bottom = top + height;
    let _ = writeln!(
        out,
        "<line x1=\"{left}\" y1=\"{top}\" x2=\"{left}\" y2=\"{bottom}\" stroke=\"black\"/>"
    );
    let _ = writeln!(
        out,
        "<line x1=\"{left}\" y1=\"{bottom}\" x2=\"{}\" y2=\"{bottom}\" stroke=\"black\"/>",
        width - 20.0
    );
    for tick in 0..=5 {
        let share = scale * f64::from(tick) / 5.0;
        let y = bottom - height * f64::from(tick) / 5.0;
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{:.0}%</text>",
            left - 6.0,
            y + 4.0,
            share * 100.0
        );
    }
    for (i, (year, count)) in years.iter().enumerate() {
        let x = left + gap + i as f64 * (bar + gap);
        let mut y = bottom;
        for (class, n) in &count.classes {
            let h = height * (n.links as f64 / count.links.max(1) as f64) / scale;
            y -= h;
            let colour = COLOURS[Change::ALL.iter().position(|c| c == class).unwrap_or(0)];
            let _ = writeln!(
                out,
                "<rect x=\"{x}\" y=\"{y:.1}\" width=\"{bar}\" height=\"{h:.1}\" fill=\"{colour}\">\
                 <title>{year} {class}: {} of {}</title></rect>",
                n.links, count.links
            );
        }
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{year}</text>",
            x + bar / 2.0,
            bottom + 16.0
        );
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" fill=\"#555\">{}</text>",
            x + bar / 2.0,
            bottom + 30.0,
            count.links
        );
    }
    let _ = writeln!(
        out,
        "<text x=\"{left}\" y=\"{}\" fill=\"#555\">links read, under each year</text>",
        bottom + 48.0
    );
    // The legend: the classes that occur.
    let used: Vec<Change> = Change::ALL
        .into_iter()
        .filter(|c| years.values().any(|y| y.classes.contains_key(c)))
        .collect();
    for (i, class) in used.iter().enumerate() {
        let y = top + i as f64 * 18.0;
        let colour = COLOURS[Change::ALL.iter().position(|c| c == class).unwrap_or(0)];
        let _ = writeln!(
            out,
            "<rect x=\"{legend_x}\" y=\"{y}\" width=\"12\" height=\"12\" fill=\"{colour}\"/>\
             <text x=\"{}\" y=\"{}\">{class}</text>",
            legend_x + 18.0,
            y + 10.0
        );
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The issue's examples against `http://a/b/c/d;p?q`: the date's
    /// result (RFC 1808 or RFC 2396), a browser's, and the class.
    #[test]
    fn the_examples_against_the_rfcs_base() {
        let base = "http://a/b/c/d;p?q";
        for (link, then, now, class) in [
            (
                ";x",
                Ok("http://a/b/c/d;x"),
                "http://a/b/c/;x",
                Some(Change::Params),
            ),
            (";x", Ok("http://a/b/c/;x"), "http://a/b/c/;x", None),
            (
                "?y",
                Ok("http://a/b/c/?y"),
                "http://a/b/c/d;p?y",
                Some(Change::QueryOnly),
            ),
            (
                "../../../g",
                Ok("http://a/../g"),
                "http://a/g",
                Some(Change::DotsAboveRoot),
            ),
            ("g\\h", Err(()), "http://a/b/c/g/h", Some(Change::Backslash)),
            (
                "?x'y",
                Ok("http://a/b/c/d;p?x'y"),
                "http://a/b/c/d;p?x%27y",
                Some(Change::Other),
            ),
            (
                "http://b\u{fc}cher.example/",
                Err(()),
                "http://xn--bcher-kva.example/",
                Some(Change::Idna),
            ),
            (
                "http://a:99999/",
                Ok("http://a:99999/"),
                "!",
                Some(Change::RefusedNow),
            ),
            (
                "http:g",
                Ok("http:g"),
                "http://a/b/c/g",
                Some(Change::SameScheme),
            ),
            (
                "a\tb",
                Ok("http://a/b/c/a\tb"),
                "http://a/b/c/ab",
                Some(Change::Whitespace),
            ),
            (
                "HTTP://A/x",
                Ok("HTTP://A/x"),
                "http://a/x",
                Some(Change::Case),
            ),
            (
                "http://a:80/x",
                Ok("http://a:80/x"),
                "http://a/x",
                Some(Change::DefaultPort),
            ),
            ("//g", Ok("http://g"), "http://g/", Some(Change::EmptyPath)),
            (
                "http://b\u{fc}cher.example/",
                Ok("http://b\u{fc}cher.example/"),
                "http://xn--bcher-kva.example/",
                Some(Change::Idna),
            ),
        ] {
            let t = then_now(base, link, then);
            assert_eq!(t.whatwg().unwrap_or("!"), now, "{link}");
            assert_eq!(t.changed, class, "{link}");
        }
    }

    #[test]
    fn a_link_a_browser_refuses() {
        let t = then_now("http://a/b", "http://[x/", Ok("http://[x/"));
        assert!(t.whatwg().is_err());
        assert_eq!(t.changed, Some(Change::RefusedNow));
        let t = then_now("http://a/b", "http://[x/", Err(()));
        assert_eq!(t.changed, None);
    }

    #[test]
    fn the_chart_has_a_bar_a_year_and_a_legend_entry_a_class() {
        let mut table = ThenNowTable::default();
        let base = "http://a/b/c/d;p?q";
        for (year, link, then) in [
            (1995, "?y", "http://a/b/c/d;p?y"),
            (1999, "?y", "http://a/b/c/?y"),
            (1999, "../../../g", "http://a/../g"),
            (2005, "g", "http://a/b/c/g"),
        ] {
            table.add(year, link, Ok(then), &then_now(base, link, Ok(then)));
        }
        let svg = table.svg();
        assert_eq!(
            svg.matches("<rect").count(),
            2 + 2,
            "two bars' parts and two legend keys"
        );
        for label in ["1995", "1999", "2005", "query-only", "dots-above-root"] {
            assert!(svg.contains(&format!(">{label}<")), "{label}");
        }
        assert!(svg.trim_end().ends_with("</svg>"));
    }
}
