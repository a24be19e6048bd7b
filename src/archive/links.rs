//! The links of an HTML page, found by html5gum's tokenizer (the WHATWG
//! "Tokenization" state machine, so comments, scripts and character
//! references are read as a browser reads them), resolved against the
//! page's `<BASE HREF>` or its own address under one document's rules.

use html5gum::{naive_next_state, Emitter, State, Tokenizer};

use crate::check::{Outcome, Verdict};
use crate::edition::{EditionAt, Lineage, RuleSet};
use crate::resolve::{resolve, Input, ResolveError, Resolved};
use crate::syntax::url;

use super::time::CaptureTime;

/// The attributes whose values are links: `href` (HTML 2.0, RFC 1866 §5.7.3
/// `<A>`, §5.2.2 `<BASE>`, `<LINK>`; HTML 3.2 `<AREA>`), `src` (RFC 1866
/// §5.10 `<IMG>`; HTML 3.2 `<SCRIPT>`, HTML 4 `<FRAME>`) and `action`
/// (RFC 1866 §8.1.1 `<FORM>`), on any element.
pub const LINK_ATTRIBUTES: [&str; 3] = ["action", "href", "src"];

/// The rules a page's links are read by: the rule set that resolves them
/// and the edition that judges each result.
///
/// ```
/// use urispec::archive::{CaptureTime, LinkRules};
/// use urispec::resolve::RuleSet;
/// use urispec::Edition;
///
/// // A page captured in May 1996: RFC 1808 resolves, RFC 1738 judges.
/// let at = LinkRules::at("19960512083000".parse::<CaptureTime>()?);
/// assert_eq!((at.rules, at.judge.edition), (RuleSet::Rfc1808, Edition::Rfc1738));
/// # Ok::<(), urispec::archive::TimeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct LinkRules {
    /// The rules of resolution.
    pub rules: RuleSet,
    /// The edition that judges a link's result, and whether the page is
    /// older than it.
    pub judge: EditionAt,
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
        }
    }

    /// `rules`, each result judged by `judge`.
    pub fn new(rules: RuleSet, judge: EditionAt) -> Self {
        LinkRules { rules, judge }
    }
}

/// One link of a page: an attribute of [`LINK_ATTRIBUTES`], resolved.
///
/// ```
/// use urispec::archive::{html_links, LinkRules};
/// use urispec::resolve::RuleSet;
/// use urispec::{Edition, EditionAt};
///
/// let rules = LinkRules::new(RuleSet::Rfc1808, EditionAt { edition: Edition::Rfc1738, predates: false });
/// let page = html_links(b"<a href=' ../g '>g</a>", "http://a/b/c/d", rules);
/// let link = &page.links[0];
/// assert_eq!((link.element.as_str(), link.attribute, link.written.as_str()), ("a", "href", "../g"));
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
    /// Its value as the tokenizer gives it (character references decoded),
    /// without the spaces around it (HTML: "a valid URL potentially
    /// surrounded by spaces"); lossily decoded when it is not UTF-8.
    pub written: String,
    /// It as a reference under the rules (the partial forms their grammar
    /// reads): invalid when resolving stopped at its syntax, `None` when
    /// resolving stopped at the base's before it was read.
    pub verdict: Option<Verdict>,
    /// It resolved against the base.
    pub resolved: Result<Resolved, ResolveError>,
    /// The result under the judging edition (`None` when it did not
    /// resolve).
    pub result: Option<Verdict>,
}

/// What [`html_links`] finds in a page.
///
/// ```
/// use urispec::archive::{html_links, LinkRules};
/// use urispec::resolve::RuleSet;
/// use urispec::{Edition, EditionAt};
///
/// let html = b"<HTML><HEAD><BASE HREF=\"http://x/y/z\"><META NAME=date CONTENT=1995-09-01></HEAD>\
///     <!-- <a href=not-a-link> --><FORM ACTION=q><IMG SRC=i.gif></FORM>";
/// let rules = LinkRules::new(RuleSet::Rfc1808, EditionAt { edition: Edition::Rfc1738, predates: false });
/// let page = html_links(html, "http://a/", rules);
/// assert_eq!(page.base.as_deref(), Some("http://x/y/z"));
/// assert_eq!(page.meta_date.as_deref(), Some("1995-09-01"));
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
    /// [`LINK_ATTRIBUTES`]).
    pub links: Vec<Link>,
}

/// The links of `html` (a page at `document`, its address), resolved
/// against its first `<BASE HREF>` (itself resolved against `document`) or
/// `document` under `rules`, each link and each result judged.
///
/// The page is read by html5gum's tokenizer with its naive switch into
/// the raw-text states (`<script>`, `<style>`, `<title>`, `<textarea>`), so
/// a link in a comment or a script's text is none, and `&amp;` in a value
/// is `&`.
///
/// ```
/// use urispec::archive::{html_links, LinkRules};
/// use urispec::resolve::RuleSet;
/// use urispec::{Edition, EditionAt};
///
/// let rules = LinkRules::new(RuleSet::Rfc2396, EditionAt { edition: Edition::Rfc2396, predates: false });
/// let page = html_links(b"<script>x = '<a href=no>'</script><a href=\"?a=1&amp;b=2\">", "http://a/b/c", rules);
/// assert_eq!(page.links.len(), 1);
/// assert_eq!(page.links[0].resolved.as_ref().unwrap().to_string(), "http://a/b/?a=1&b=2");
/// ```
pub fn html_links(html: &[u8], document: &str, rules: LinkRules) -> HtmlLinks {
    let options = url::Options::default();
    let mut found = HtmlLinks::default();
    let attributes = tags(html, &mut found.meta_date);
    // The first `<BASE HREF>` is the base of every link, those before it
    // too (it belongs in the `<HEAD>`).
    let base_href = attributes
        .iter()
        .find(|(element, attribute, _)| element == "base" && *attribute == "href")
        .map(|(_, _, written)| written.clone());
    if let Some(href) = base_href {
        if let Ok(Resolved::Uri(base)) = resolve(document, &href, rules.rules) {
            found.base = Some(base);
        }
    }
    let base = found.base.clone();
    let base = base.as_deref().unwrap_or(document);
    for (element, attribute, written) in attributes {
        // The base's own `href` resolves against the document.
        let against = if element == "base" { document } else { base };
        let resolved = resolve(against, &written, rules.rules);
        let result = resolved.as_ref().ok().map(|r| {
            let text = match r {
                Resolved::Uri(uri) => std::borrow::Cow::Borrowed(uri.as_str()),
                other => std::borrow::Cow::Owned(other.to_string()),
            };
            Verdict::of(Outcome::of(rules.judge.edition, options, Ok(&text)))
        });
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
        found.links.push(Link {
            verdict,
            element,
            attribute,
            written,
            resolved,
            result,
        });
    }
    found
}

/// HTML's ASCII whitespace (the WHATWG "Infra" standard: tab, LF, FF, CR,
/// space).
fn is_space(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\x0c' | '\r' | ' ')
}

/// The attributes of [`LINK_ATTRIBUTES`] of every start tag of `html`, in
/// order (element, attribute, value trimmed), and the first `<META
/// NAME="date">`'s `CONTENT` into `meta_date`: html5gum's tokenizer with an
/// emitter of this module's ([`Tags`]), which keeps the start tags'
/// attributes of interest and nothing else (no text, no comments, no parse
/// errors).
fn tags(html: &[u8], meta_date: &mut Option<String>) -> Vec<(String, &'static str, String)> {
    let mut found = Vec::new();
    let tags = Tags {
        name: Vec::new(),
        start: false,
        last_start: Vec::new(),
        attribute: None,
        values: Default::default(),
        found: &mut found,
        meta_date,
    };
    // The emitter yields no tokens: one call reads the whole page (and
    // reading a slice fails never).
    let _ = Tokenizer::new_with_emitter(html, tags).next();
    found
}

/// An [`Emitter`] that keeps the links of the start tags, and switches
/// into the raw-text states as [`naive_next_state`] says (`<script>`,
/// `<style>`, `<title>`, `<textarea>`, ...).
struct Tags<'a> {
    /// The current tag's name, and whether it is a start tag.
    name: Vec<u8>,
    start: bool,
    /// The last start tag's name, which ends a raw-text state.
    last_start: Vec<u8>,
    /// The current attribute, while one is read.
    attribute: Option<(Vec<u8>, Vec<u8>)>,
    /// The first value of each attribute of interest (a repeated attribute
    /// is ignored, as the WHATWG tokenizer says), by [`slot`].
    values: [Option<Vec<u8>>; 5],
    found: &'a mut Vec<(String, &'static str, String)>,
    meta_date: &'a mut Option<String>,
}

impl Tags<'_> {
    fn flush_attribute(&mut self) {
        if let Some((name, value)) = self.attribute.take() {
            if let Some(at) = slot(&name) {
                self.values[at].get_or_insert(value);
            }
        }
    }

    fn close_start_tag(&mut self) {
        let lossy = |v: &[u8]| String::from_utf8_lossy(v).trim_matches(is_space).to_owned();
        let element = String::from_utf8_lossy(&self.name).into_owned();
        for (at, attribute) in LINK_ATTRIBUTES.iter().enumerate() {
            if let Some(value) = &self.values[at] {
                self.found.push((element.clone(), *attribute, lossy(value)));
            }
        }
        if element == "meta"
            && self.meta_date.is_none()
            && self.values[3]
                .as_deref()
                .is_some_and(|n| lossy(n).eq_ignore_ascii_case("date"))
        {
            *self.meta_date = self.values[4].as_deref().map(lossy);
        }
    }
}

impl Emitter for Tags<'_> {
    type Token = ();

    fn set_last_start_tag(&mut self, last_start_tag: Option<&[u8]>) {
        self.last_start.clear();
        self.last_start.extend(last_start_tag.unwrap_or_default());
    }

    fn emit_eof(&mut self) {}

    fn emit_error(&mut self, _: html5gum::Error) {}

    fn should_emit_errors(&mut self) -> bool {
        false
    }

    fn pop_token(&mut self) -> Option<()> {
        None
    }

    fn emit_string(&mut self, _: &[u8]) {}

    fn init_start_tag(&mut self) {
        self.name.clear();
        self.start = true;
        self.attribute = None;
        self.values = Default::default();
    }

    fn init_end_tag(&mut self) {
        self.name.clear();
        self.start = false;
        self.attribute = None;
    }

    fn init_comment(&mut self) {}

    fn emit_current_tag(&mut self) -> Option<State> {
        self.flush_attribute();
        if self.start {
            self.close_start_tag();
            self.last_start.clone_from(&self.name);
        } else {
            self.last_start.clear();
        }
        naive_next_state(&self.last_start)
    }

    fn emit_current_comment(&mut self) {}

    fn emit_current_doctype(&mut self) {}

    fn set_self_closing(&mut self) {}

    fn set_force_quirks(&mut self) {}

    fn push_tag_name(&mut self, s: &[u8]) {
        self.name.extend(s.iter().map(u8::to_ascii_lowercase));
    }

    fn push_comment(&mut self, _: &[u8]) {}

    fn push_doctype_name(&mut self, _: &[u8]) {}

    fn init_doctype(&mut self) {}

    fn init_attribute(&mut self) {
        self.flush_attribute();
        self.attribute = Some((Vec::new(), Vec::new()));
    }

    fn push_attribute_name(&mut self, s: &[u8]) {
        if let Some((name, _)) = &mut self.attribute {
            name.extend(s.iter().map(u8::to_ascii_lowercase));
        }
    }

    fn push_attribute_value(&mut self, s: &[u8]) {
        if let Some((_, value)) = &mut self.attribute {
            value.extend_from_slice(s);
        }
    }

    fn set_doctype_public_identifier(&mut self, _: &[u8]) {}

    fn set_doctype_system_identifier(&mut self, _: &[u8]) {}

    fn push_doctype_public_identifier(&mut self, _: &[u8]) {}

    fn push_doctype_system_identifier(&mut self, _: &[u8]) {}

    fn current_is_appropriate_end_tag_token(&mut self) -> bool {
        !self.start && !self.last_start.is_empty() && self.last_start == self.name
    }
}

/// The slot of an attribute in `Tags::values`: [`LINK_ATTRIBUTES`], then
/// `name` and `content`.
fn slot(attribute: &[u8]) -> Option<usize> {
    match attribute {
        b"action" => Some(0),
        b"href" => Some(1),
        b"src" => Some(2),
        b"name" => Some(3),
        b"content" => Some(4),
        _ => None,
    }
}
