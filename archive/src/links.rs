//! The links of an HTML page, found by html5gum's tokenizer (the WHATWG
//! "Tokenization" state machine, so comments, scripts and character
//! references are read as a browser reads them), written in ASCII as RFC
//! 1738 §2.2 says whatever the page's charset, and resolved against the
//! page's `<BASE HREF>` or its own address under one document's rules.

use std::borrow::Cow;

use urispec::check::{Outcome, Verdict};
use urispec::edition::{EditionAt, Lineage, RuleSet};
use urispec::resolve::{resolve, Base, Input, ResolveError, Resolved};
use urispec::url;

use super::time::CaptureTime;

mod charset;
mod lists;
mod tags;
#[cfg(test)]
mod tests;

pub use charset::{Charset, CharsetFrom};

use lists::{urls, Form};

/// The attributes whose values are links, each with the elements it is a
/// link on (none: every element), in the order an element's links are
/// given: every attribute typed `%URI` (or a list of URIs) in HTML 4.01's
/// "Index of Attributes", HTML 2.0's (RFC 1866) and HTML 3.2's, and the
/// later ones old pages still hold. README.md's table of link attributes
/// (under "WARC files") gives the section of each.
///
/// - `href`, `src` and `action` on any element (`<A>`, `<BASE>`, `<LINK>`,
///   `<AREA>`; `<IMG>`, `<INPUT>`, `<FRAME>`, `<SCRIPT>`, `<EMBED>`;
///   `<FORM>`): HTML 2.0, RFC 1866 §5.7.3, §5.2.2, §5.2.4, §5.10, §8.1.1;
///   HTML 4.01 §12.2-§12.4, §13.2, §17.3.
/// - `background` (HTML 4.01 §7.5.1 on `<BODY>`; on table cells a browser
///   extension), `cite` (§9.2.2, §9.4), `longdesc` (§13.2, §16.2.2,
///   §16.5), `usemap` (§13.6.1), `profile` (§7.4.1, a list split at
///   white space).
/// - `<OBJECT>`'s `classid`, `data` and `archive` (a list split at white
///   space) and `<APPLET>`'s `code` and `archive` (a list split at commas)
///   are resolved against the element's `codebase` (HTML 4.01 §13.3,
///   §13.4), itself resolved against the base.
/// - `<META http-equiv="refresh">`'s `content`: the URL after the time
///   (`5; URL=next.html`, or `5; next.html`), read by the HTML Living
///   Standard's "shared declarative refresh steps".
/// - `<IMG>`'s `lowsrc` (a Netscape extension) and `srcset` on `<IMG>` and
///   `<SOURCE>`, split into its URLs (HTML Living Standard, "parse a srcset
///   attribute").
///
/// ```
/// use urispec_archive::LINK_ATTRIBUTES;
///
/// let on = |attribute: &str| LINK_ATTRIBUTES.iter().find(|(a, _)| *a == attribute).map(|(_, e)| *e);
/// assert_eq!(on("href"), Some(&[][..])); // any element
/// assert_eq!(on("code"), Some(&["applet"][..]));
/// assert_eq!(on("for"), None);
/// ```
pub const LINK_ATTRIBUTES: [(&str, &[&str]); 16] = [
    ("action", &[]),
    ("archive", &["applet", "object"]),
    ("background", &["body", "table", "td", "th", "tr"]),
    ("cite", &["blockquote", "del", "ins", "q"]),
    ("classid", &["object"]),
    ("code", &["applet"]),
    ("codebase", &["applet", "object"]),
    ("content", &["meta"]),
    ("data", &["object"]),
    ("href", &[]),
    ("longdesc", &["frame", "iframe", "img"]),
    ("lowsrc", &["img"]),
    ("profile", &["head"]),
    ("src", &[]),
    ("srcset", &["img", "source"]),
    ("usemap", &["img", "input", "object"]),
];

/// The most characters of an anchor's text a [`Link`] keeps.
pub const TEXT_CHARS: usize = 200;

/// The rules a page's links are read by: the rule set that resolves them
/// and the edition that judges each result.
///
/// ```
/// use urispec_archive::{CaptureTime, LinkRules};
/// use urispec::resolve::RuleSet;
/// use urispec::Edition;
///
/// // A page captured in May 1996: RFC 1808 resolves, RFC 1738 judges.
/// let at = LinkRules::at("19960512083000".parse::<CaptureTime>()?);
/// assert_eq!((at.rules, at.judge.edition), (RuleSet::Rfc1808, Edition::Rfc1738));
/// # Ok::<(), urispec_archive::TimeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct LinkRules {
    /// The rules of resolution.
    pub rules: RuleSet,
    /// The edition that judges a link's result, and whether the page is
    /// older than it.
    pub judge: EditionAt,
    /// Whether each link is also resolved as today's browsers do
    /// ([`Link::now`], feature `url`).
    now: bool,
}

impl LinkRules {
    /// The rules in force at `time`: those of the newest document of
    /// [`Lineage::PartialForms`] published by then, and the newest of
    /// [`Lineage::WholeUrls`] to judge the results.
    pub fn at(time: CaptureTime) -> Self {
        let partial = time.edition_in(Lineage::PartialForms);
        LinkRules {
            // Every edition of the partial forms' lineage has rules.
            rules: partial.edition.rules().unwrap_or(RuleSet::Rfc3986),
            judge: time.edition_in(Lineage::WholeUrls),
            now: false,
        }
    }

    /// `rules`, each result judged by `judge`.
    pub fn new(rules: RuleSet, judge: EditionAt) -> Self {
        LinkRules {
            rules,
            judge,
            now: false,
        }
    }

    /// With each link also resolved under RFC 3986 and as today's browsers
    /// do, and the difference classed ([`Link::now`]; feature `url`).
    ///
    /// ```
    /// use urispec_archive::{html_links, Change, LinkRules};
    ///
    /// let rules = LinkRules::at("19990101000000".parse()?).then_now(true);
    /// let page = html_links(b"<a href=?y>y</a>", "http://a/b/c/d;p?q", rules);
    /// let now = page.links[0].now.as_ref().unwrap();
    /// assert_eq!(now.whatwg(), Ok("http://a/b/c/d;p?y"));
    /// assert_eq!(now.changed, Some(Change::QueryOnly)); // RFC 2396 gave http://a/b/c/?y
    /// # Ok::<(), urispec_archive::TimeError>(())
    /// ```
    #[cfg(feature = "url")]
    pub fn then_now(mut self, yes: bool) -> Self {
        self.now = yes;
        self
    }
}

/// One link of a page: an attribute of [`LINK_ATTRIBUTES`] (or one URL of
/// a list), resolved.
///
/// ```
/// use urispec_archive::{html_links, LinkRules};
/// use urispec::resolve::RuleSet;
/// use urispec::{Edition, EditionAt};
///
/// let rules = LinkRules::new(RuleSet::Rfc1808, EditionAt { edition: Edition::Rfc1738, predates: false });
/// let page = html_links(b"<a href=' ../g '>the <b>g</b>\n page</a>", "http://a/b/c/d", rules);
/// let link = &page.links[0];
/// assert_eq!((link.element.as_str(), link.attribute, link.written.as_str()), ("a", "href", "../g"));
/// assert_eq!(link.text.as_deref(), Some("the g page"));
/// assert!(link.verdict.as_ref().is_some_and(|v| v.is_valid()));
/// assert_eq!(link.resolved.as_ref().map(|r| r.to_string()).as_deref(), Ok("http://a/b/g"));
/// assert!(link.result.as_ref().is_some_and(|v| v.is_valid()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Link {
    /// The element's name, in lower case (`a`, `img`, `form`, `base`).
    pub element: String,
    /// The attribute: one of [`LINK_ATTRIBUTES`].
    pub attribute: &'static str,
    /// Its value (or its URL, for `srcset`, `archive`, `profile` and a
    /// refresh's `content`) as the tokenizer gives it (character references
    /// decoded), without the spaces around it (HTML: "a valid URL
    /// potentially surrounded by spaces"), and each byte of it that is not
    /// ASCII written `%HH` (RFC 1738 §2.2, RFC 2396 §2.1): a byte of the
    /// page as it is (`caf\xE9` on an ISO-8859-1 page, `caf\xC3\xA9` on a
    /// UTF-8 one: `caf%E9`, `caf%C3%A9`), a character reference in the
    /// page's [`Charset`] (`caf&eacute;`: `caf%E9` on an ISO-8859-1 page,
    /// `caf%C3%A9` on a UTF-8 one).
    pub written: String,
    /// It as a reference under the rules (the partial forms their grammar
    /// reads): invalid when resolving stopped at its syntax, `None` when
    /// resolving stopped at the base's (or at the `codebase` it is
    /// resolved against) before it was read.
    pub verdict: Option<Verdict>,
    /// It resolved against the base (for `<OBJECT>`'s `classid`, `data`
    /// and `archive` and `<APPLET>`'s `code` and `archive`, against the
    /// element's `codebase` resolved against the base: HTML 4.01 §13.3,
    /// §13.4; that `codebase`'s error when it does not resolve).
    pub resolved: Result<Resolved, ResolveError>,
    /// The result under the judging edition (`None` when it did not
    /// resolve).
    pub result: Option<Verdict>,
    /// The text of an `<A>` (`None` for any other element's link): its
    /// first [`TEXT_CHARS`] characters, character references decoded, the
    /// page's bytes read in its [`Charset`], HTML's white space collapsed to
    /// one space and taken off its ends, the text of a `<script>` or
    /// `<style>` in it left out. An anchor ends at `</a>`, at the next
    /// `<a>` (HTML's parser closes it there) or at the end of the page.
    pub text: Option<String>,
    /// It resolved under RFC 3986 and as today's browsers do, and the class
    /// of the difference from [`Link::resolved`], when the rules ask for it
    /// ([`LinkRules::then_now`]; feature `url`).
    #[cfg(feature = "url")]
    pub now: Option<super::ThenNow>,
}

/// What [`html_links`] finds in a page.
///
/// ```
/// use urispec_archive::{html_links, Charset, CharsetFrom, LinkRules};
/// use urispec::resolve::RuleSet;
/// use urispec::{Edition, EditionAt};
///
/// let html = b"<HTML><HEAD><BASE HREF=\"http://x/y/z\"><META NAME=date CONTENT=1995-09-01></HEAD>\
///     <!-- <a href=not-a-link> --><FORM ACTION=q><IMG SRC=i.gif></FORM>";
/// let rules = LinkRules::new(RuleSet::Rfc1808, EditionAt { edition: Edition::Rfc1738, predates: false });
/// let page = html_links(html, "http://a/", rules);
/// assert_eq!(page.base.as_deref(), Some("http://x/y/z"));
/// assert_eq!(page.meta_date.as_deref(), Some("1995-09-01"));
/// assert_eq!((page.charset, page.charset_from), (Charset::Iso8859_1, CharsetFrom::Default));
/// let found: Vec<_> = page.links.iter().map(|l| (l.attribute, l.resolved.as_ref().unwrap().to_string())).collect();
/// assert_eq!(found, [("href", "http://x/y/z".to_owned()), ("action", "http://x/y/q".into()), ("src", "http://x/y/i.gif".into())]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct HtmlLinks {
    /// The first `<BASE HREF>` resolved (HTML 2.0, RFC 1866 §5.2.2: "the
    /// base address of the document"); `None` when there is none or it does
    /// not resolve, and the links resolve against the page's own address.
    pub base: Option<String>,
    /// The `CONTENT` of the first `<META NAME="date">`: when the page says
    /// it was written.
    pub meta_date: Option<String>,
    /// Every link, in the page's order (a `<BASE>`'s own `href` among them;
    /// the attributes of one element in the order of
    /// [`LINK_ATTRIBUTES`], the URLs of a list in its order).
    pub links: Vec<Link>,
    /// The page's charset, which decides what a character reference that
    /// is not ASCII in a link becomes, and how anchor text is read.
    pub charset: Charset,
    /// Where the charset came from.
    pub charset_from: CharsetFrom,
}

/// The links of `html` (a page at `document`, its address, its charset
/// from a `<META>` or ISO-8859-1), resolved against its first `<BASE
/// HREF>` (itself resolved against `document`) or `document` under
/// `rules`, each link and each result judged: [`html_links_served`] with
/// no `Content-Type`.
///
/// The page is read by html5gum's tokenizer with its naive switch into
/// the raw-text states (`<script>`, `<style>`, `<title>`, `<textarea>`), so
/// a link in a comment or a script's text is none, and `&amp;` in a value
/// is `&`.
///
/// ```
/// use urispec_archive::{html_links, LinkRules};
/// use urispec::resolve::RuleSet;
/// use urispec::{Edition, EditionAt};
///
/// let rules = LinkRules::new(RuleSet::Rfc2396, EditionAt { edition: Edition::Rfc2396, predates: false });
/// let page = html_links(b"<script>x = '<a href=no>'</script><a href=\"?a=1&amp;b=2\">", "http://a/b/c", rules);
/// assert_eq!(page.links.len(), 1);
/// assert_eq!(page.links[0].resolved.as_ref().unwrap().to_string(), "http://a/b/?a=1&b=2");
/// // A byte that is not ASCII, on a page without a charset (ISO-8859-1).
/// let page = html_links(b"<a href=\"caf\xE9.html\">caf\xE9</a>", "http://a/b/c", rules);
/// assert_eq!(page.links[0].written, "caf%E9.html");
/// assert_eq!(page.links[0].text.as_deref(), Some("caf\u{e9}"));
/// ```
pub fn html_links(html: &[u8], document: &str, rules: LinkRules) -> HtmlLinks {
    html_links_served(html, None, document, rules)
}

/// The links of `html`, a page at `document` served with the
/// `Content-Type` `content_type` (HTTP's, or a WARC `resource` record's):
/// as [`html_links`] finds them, the page's charset that of the
/// `Content-Type`'s `charset` parameter, else of its first `<META>` that
/// names one, else ISO-8859-1 (UTF-8 for `application/xhtml+xml`), in
/// that order (HTML 4.01 §5.2.2, RFC 2616 §3.7.1).
///
/// ```
/// use urispec_archive::{html_links_served, Charset, CharsetFrom, LinkRules};
/// use urispec::resolve::RuleSet;
/// use urispec::{Edition, EditionAt};
///
/// let rules = LinkRules::new(RuleSet::Rfc2396, EditionAt { edition: Edition::Rfc2396, predates: false });
/// let html = "<meta http-equiv=Content-Type content='text/html; charset=utf-8'>\
///     <a href='caf&eacute;.html'>caf&eacute;</a>";
/// // The META is read when HTTP names no charset...
/// let page = html_links_served(html.as_bytes(), Some("text/html"), "http://a/", rules);
/// assert_eq!((&page.charset, page.charset_from), (&Charset::Utf8, CharsetFrom::Meta));
/// assert_eq!(page.links[0].written, "caf%C3%A9.html");
/// // ...and HTTP's charset comes first.
/// let page = html_links_served(html.as_bytes(), Some("text/html; charset=ISO-8859-1"), "http://a/", rules);
/// assert_eq!((&page.charset, page.charset_from), (&Charset::Iso8859_1, CharsetFrom::Http));
/// assert_eq!(page.links[0].written, "caf%E9.html");
/// ```
pub fn html_links_served(
    html: &[u8],
    content_type: Option<&str>,
    document: &str,
    rules: LinkRules,
) -> HtmlLinks {
    let read = tags::read(html);
    let (charset, charset_from) = match content_type.and_then(charset::in_content_type) {
        Some(charset) => (charset, CharsetFrom::Http),
        None => match read.meta_charset {
            Some(charset) => (charset, CharsetFrom::Meta),
            None => (default_charset(content_type), CharsetFrom::Default),
        },
    };
    let mut found = HtmlLinks {
        meta_date: read
            .meta_date
            .as_deref()
            .map(|d| charset.text(tags::trimmed(d))),
        charset,
        charset_from,
        ..HtmlLinks::default()
    };
    // Each URL: (its element, its attribute, it as written, the codebase
    // it is resolved against, its anchor's text).
    let mut written = Vec::with_capacity(read.links.len());
    for raw in read.links {
        let element = found.charset.text_of(raw.element);
        let text = raw.text.map(|t| anchor_text(&found.charset, t));
        let codebase = raw
            .codebase
            .as_deref()
            .map(|c| found.charset.written(tags::trimmed(c)));
        let form = Form::of(&element, raw.attribute);
        if form == Form::One && tags::trimmed(&raw.value).len() == raw.value.len() {
            // The value is the URL (the most common case: moved, not copied).
            let url = found.charset.written_of(raw.value);
            written.push((element, raw.attribute, url, codebase, text));
            continue;
        }
        for url in urls(form, &raw.value) {
            written.push((
                element.clone(),
                raw.attribute,
                found.charset.written(url),
                codebase.clone(),
                text.clone(),
            ));
        }
    }
    // The first `<BASE HREF>` is the base of every link, those before it
    // too (it belongs in the `<HEAD>`).
    let base_href = written
        .iter()
        .find(|(element, attribute, ..)| element == "base" && *attribute == "href")
        .map(|(_, _, href, ..)| href.clone());
    if let Some(href) = base_href
        && let Ok(Resolved::Uri(base)) = resolve(document, &href, rules.rules)
    {
        found.base = Some(base);
    }
    let base = found.base.clone();
    let base = base.as_deref().unwrap_or(document);
    let options = url::Options::default();
    // The page's bases, each checked once for all its links.
    let page_base = Base::new(base, rules.rules);
    let document_base = Base::new(document, rules.rules);
    #[cfg(feature = "url")]
    let page_base_now = rules.now.then(|| Base::new(base, RuleSet::Rfc3986));
    #[cfg(feature = "url")]
    let mut browser_base: Option<(String, super::then_now::BrowserBase)> = None;
    for (element, attribute, written, codebase, text) in written {
        // The base's own `href` resolves against the document; an
        // applet's or an object's files against its codebase.
        let codebase_text;
        let codebase_base;
        let against = match codebase {
            _ if element == "base" => Ok(&document_base),
            None => Ok(&page_base),
            Some(codebase) => match page_base.resolve(&codebase) {
                Ok(resolved) => {
                    codebase_text = resolved.into_string();
                    codebase_base = Base::new(&codebase_text, rules.rules);
                    Ok(&codebase_base)
                }
                Err(e) => Err(e),
            },
        };
        let (resolved, verdict, against) = match against {
            // Stopped at the codebase, before the link was read.
            Err(e) => (Err(e), None, None),
            Ok(against) => {
                let resolved = against.resolve(&written);
                let verdict = match &resolved {
                    Err(ResolveError::Syntax {
                        input: Input::Reference,
                        error,
                        ..
                    }) => Some(Verdict::Invalid(error.clone())),
                    Err(ResolveError::Syntax {
                        input: Input::Base, ..
                    }) => None,
                    _ => Some(Verdict::Valid),
                };
                (resolved, verdict, Some(against))
            }
        };
        #[cfg(feature = "url")]
        let now = rules.now.then(|| {
            let then = resolved.as_ref().map(Resolved::text);
            let against = against.unwrap_or(&page_base);
            // The base as a browser parses it, once for the links that
            // share it.
            if browser_base
                .as_ref()
                .is_some_and(|(b, _)| b != against.as_str())
            {
                browser_base = None;
            }
            let (_, browser) = browser_base.get_or_insert_with(|| {
                let text = against.as_str();
                (text.to_owned(), super::then_now::BrowserBase::new(text))
            });
            let rfc3986 = if rules.rules == RuleSet::Rfc3986 {
                // Where the date's rules are RFC 3986's, its result is theirs.
                resolved.clone().map(Resolved::into_string)
            } else {
                let now_base;
                let now_base = match &page_base_now {
                    Some(now) if now.as_str() == against.as_str() => now,
                    _ => {
                        now_base = Base::new(against.as_str(), RuleSet::Rfc3986);
                        &now_base
                    }
                };
                now_base.resolve(&written).map(Resolved::into_string)
            };
            super::then_now::then_now_from(
                against.as_str(),
                browser,
                &written,
                then.as_deref().map_err(|_| ()),
                rfc3986,
            )
        });
        #[cfg(not(feature = "url"))]
        let _ = against;
        let result = resolved.as_ref().ok().map(|r| {
            let text = match r {
                Resolved::Uri(uri) => Cow::Borrowed(uri.as_str()),
                other => Cow::Owned(other.to_string()),
            };
            Verdict::of(Outcome::of(rules.judge.edition, options, Ok(&text)))
        });
        found.links.push(Link {
            verdict,
            element,
            attribute,
            written,
            resolved,
            result,
            text,
            #[cfg(feature = "url")]
            now,
        });
    }
    found
}

/// The charset of a page that names none: RFC 2616 §3.7.1's ISO-8859-1
/// for `text/html` (and a page of no type), UTF-8 for XHTML's
/// `application/xhtml+xml` (RFC 3023 §3.2).
fn default_charset(content_type: Option<&str>) -> Charset {
    let media = content_type
        .and_then(|t| t.split(';').next())
        .unwrap_or_default()
        .trim();
    if media.eq_ignore_ascii_case("application/xhtml+xml") {
        Charset::Utf8
    } else {
        Charset::Iso8859_1
    }
}

/// An anchor's text as a [`Link`] keeps it: decoded, its first
/// [`TEXT_CHARS`] characters, no space at its end.
fn anchor_text(charset: &Charset, text: Vec<u8>) -> String {
    let decoded = charset.text_of(text);
    if decoded.len() <= TEXT_CHARS {
        return decoded;
    }
    match decoded.char_indices().nth(TEXT_CHARS) {
        Some((cut, _)) => decoded[..cut].trim_end_matches(' ').to_owned(),
        None => decoded,
    }
}
