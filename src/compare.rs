//! Equivalence of two URIs under one edition, each edition with its own
//! rules, through a normal form: equivalent inputs have the same normal form.
//!
//! - The generic grammars (the URI draft, RFC 1630) and the URL grammars:
//!   "Before two URIs can be compared, it is therefore necessary to bring them
//!   to the same encoding level" (RFC 1630, "Reduced or increased safe
//!   character sets"). The normal form is the reduced level: every escape of a
//!   character of [`Set::unreserved`] decoded (`marie%2Dclaude` is
//!   `marie-claude`, RFC 1630 Example 1), every other escape kept with
//!   upper-case hex digits (`bertram%2Fmarie-claude` stays a data slash,
//!   Example 2), and no run between reserved characters made `.` or `..`.
//!   Where a document says nothing of case, case matters.
//! - The URL grammars also elide an `http` port of 80: "A URL for a server on
//!   a different port to 80 looks like `http://info.cern.ch:8000/imaginary/test`"
//!   (RFC 1630, "HTTP"), and drop a `URL:` prefix, which marks a URL in text
//!   and is not part of the address (`prefixedurl  u r l : url`). Other schemes'
//!   default ports come from other documents than these, so a written one is
//!   kept.
//! - RFC 1630 and RFC 1738 also leave out a Gopher type `1` they say is
//!   assumed: under `rfc1630-url` the type character before a void command
//!   string ("Gopher": "If the encoded command string (with trailing CR LF
//!   stripped) would be void then the gopher type character may be omiited
//!   and "1" (ASCII 31 hex) is assumed"), so `gopher://h/1` is `gopher://h/`;
//!   under `rfc1738` a `gopher-path` of `/` or `/1` (§3.4.1: "The entire
//!   \<gopher-path\> may also be empty, in which case the delimiting "/" is also
//!   optional and the \<gophertype\> defaults to "1""), so `gopher://h/1`,
//!   `gopher://h/` and `gopher://h` are one URL. The URL drafts say nothing of
//!   a default type; there the type is kept as written.
//! - RFC 2396 §6: "the scheme and hostname are case insensitive and a URL
//!   with an explicit ":port", where the port is the default for the scheme,
//!   is equivalent to one where the port is elided". The normal form writes
//!   the scheme and a `hostname` in lower case (a `reg_name` is kept as
//!   written), drops a port that is the scheme's default (`http` 80, `ftp` 21,
//!   `gopher` 70, `nntp` 119, `telnet` 23, `wais` 210, `prospero` 1525: the
//!   ports of the URL schemes' documents) or empty (`port = *digit`; RFC 3986
//!   §6.2.3 later said so), and decodes escapes of `unreserved` characters.
//!   §6 says nothing of `%7e` against `%7E`; §2.3 says "Unreserved characters
//!   can be escaped without changing the semantics of the URI", so both are
//!   `~` here, as java.net.URI compares them and as RFC 3986 §6.2.2.1-2 later
//!   wrote. Other escapes compare with their hex digits in upper case.
//!
//! - RFC 3986 §6.2.2-6.2.3 as RFC 2396 §6, every `reg-name` folded too
//!   (§6.2.2.1), then, in a reference with a scheme, the path's dot-segments
//!   removed (§6.2.2.3); a relative reference keeps them.
//!
//! - RFC 1808 says nothing of equivalence; its URLs are RFC 1738's, whose
//!   §2.1 says "programs interpreting URLs should treat upper case letters as
//!   equivalent to lower case in scheme names". The normal form writes the
//!   scheme in lower case and decodes escapes of `unreserved` characters
//!   (RFC 1738 §2.2 lists them among the characters that "may be used
//!   unencoded"); the `net_loc`, which RFC 1808 does not split, is kept as
//!   written.
//!
//! Syntax errors are errors, not "unequal": RFC 1630's Example 3
//! (`news:12345667123%asdghfh@info.cern.ch`) is "illegal".

use std::borrow::Cow;
use std::ops::Range;

use crate::edition::{Edition, Family, UrlGrammar};
use crate::error::SyntaxError;
use crate::escape::{reduce, reduced, Set};
use crate::syntax::url::Url;
use crate::syntax::{generic, rfc1808, rfc2396, rfc3986, url};

/// The normal form of `input` under `grammar` (see the [module](self) for
/// each edition's rules): two inputs are equivalent when their normal forms
/// are the same string.
///
/// # Errors
///
/// A [`SyntaxError`] when `input` does not parse under `grammar`.
///
/// ```
/// use urispec::{compare::normal_form, Edition};
/// assert_eq!(normal_form(Edition::Rfc2396, "HTTP://www.XEROX.com:80/%7e")?, "http://www.xerox.com/~");
/// assert_eq!(normal_form(Edition::Rfc1630, "x:a%2db%2fc")?, "x:a-b%2Fc");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub fn normal_form(grammar: Edition, input: &str) -> Result<String, SyntaxError> {
    Ok(match grammar.family() {
        Family::Generic(g) => generic::parse_with(g, input)?.normal_form(),
        Family::Url(g) => url::parse(g, input)?.normal_form(),
        Family::Rfc1808 => rfc1808::parse(input)?.normal_form(),
        Family::Rfc2396 => rfc2396::parse(input)?.normal_form(),
        Family::Rfc3986 => rfc3986::parse(input)?.normal_form(),
    })
}

/// Two URIs compared under one edition: whether they are equivalent, and
/// both normal forms.
///
/// ```
/// use urispec::{compare::compare, Edition};
/// let c = compare(Edition::Rfc2396, "http://a/%7euser", "http://a/~user")?;
/// assert!(c.equivalent);
/// assert_eq!(c.normal_forms[0], c.normal_forms[1]);
/// # Ok::<(), urispec::compare::CompareError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Comparison {
    /// Whether the normal forms are the same.
    pub equivalent: bool,
    /// The normal forms of the first and the second input.
    pub normal_forms: [String; 2],
}

/// Why [`compare`] could not compare: one input is no URI of the edition.
///
/// ```
/// use urispec::{compare::compare, Edition};
/// let err = compare(Edition::Rfc2396, "http://a/", "http://a b/").unwrap_err();
/// assert_eq!(err.which, 1);
/// assert_eq!(err.error.offset(), 8);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("input {}: {error}", .which + 1)]
#[non_exhaustive]
pub struct CompareError {
    /// Which input (0 or 1).
    pub which: usize,
    /// Its syntax error.
    pub error: SyntaxError,
}

/// Compare `a` and `b` under `grammar` by their [`normal_form`]s.
///
/// # Errors
///
/// A [`CompareError`] naming the first input that does not parse.
///
/// ```
/// use urispec::{compare::compare, Edition};
/// let base = "http://www.w3.org/albert/bertram/marie-claude";
/// assert!(compare(Edition::Rfc1630, base, "http://www.w3.org/albert/bertram/marie%2Dclaude")?.equivalent);
/// assert!(!compare(Edition::Rfc1630, base, "http://www.w3.org/albert/bertram%2Fmarie-claude")?.equivalent);
/// assert!(compare(Edition::Rfc1630, base, "news:12345667123%asdghfh@info.cern.ch").is_err());
/// # Ok::<(), urispec::compare::CompareError>(())
/// ```
pub fn compare(grammar: Edition, a: &str, b: &str) -> Result<Comparison, CompareError> {
    let form = |which: usize, input: &str| {
        normal_form(grammar, input).map_err(|error| CompareError { which, error })
    };
    let normal_forms = [form(0, a)?, form(1, b)?];
    Ok(Comparison {
        equivalent: normal_forms[0] == normal_forms[1],
        normal_forms,
    })
}

/// Whether `a` and `b` are the same URI under `grammar`: [`compare`] without
/// the normal forms.
///
/// # Errors
///
/// A [`CompareError`] naming the first input that does not parse.
///
/// ```
/// use urispec::{compare::equivalent, Edition};
/// assert!(equivalent(Edition::Rfc2396, "HTTP://A/%7euser", "http://a/~user")?);
/// assert!(!equivalent(Edition::Rfc2396, "http://a/%2F", "http://a//")?);
/// # Ok::<(), urispec::compare::CompareError>(())
/// ```
pub fn equivalent(grammar: Edition, a: &str, b: &str) -> Result<bool, CompareError> {
    compare(grammar, a, b).map(|c| c.equivalent)
}

/// What the normal form does to a range of the input besides reducing its
/// escapes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Edit {
    /// Reduce it, then write it in lower case outside its escapes (a scheme
    /// or host name; an RFC 3986 `reg-name` may hold escapes, whose hex
    /// stays upper case).
    Lower,
    /// Leave it out.
    Drop,
}

/// `input[range]` with `edits` applied (sorted, not overlapping) and every
/// other part reduced to `decodable`.
fn render(
    input: &str,
    range: Range<usize>,
    edits: &mut [(Range<usize>, Edit)],
    decodable: Set,
) -> String {
    edits.sort_by_key(|(r, _)| r.start);
    let mut out = String::with_capacity(range.len());
    let mut at = range.start;
    for (r, edit) in edits.iter() {
        if r.start < at || r.end > range.end {
            continue;
        }
        out.push_str(&reduce(&input[at..r.start], decodable));
        match edit {
            Edit::Lower => out.push_str(&lower_outside_escapes(&reduce(
                &input[r.clone()],
                decodable,
            ))),
            Edit::Drop => {}
        }
        at = r.end;
    }
    out.push_str(&reduce(&input[at..range.end], decodable));
    out
}

/// `text` in lower case except the two hex digits after each `%`.
fn lower_outside_escapes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut hex_left = 0;
    for c in text.chars() {
        if hex_left > 0 {
            hex_left -= 1;
            out.push(c);
        } else {
            if c == '%' {
                hex_left = 2;
            }
            out.push(c.to_ascii_lowercase());
        }
    }
    out
}

impl generic::Fragmentaddress<'_> {
    /// The normal form: the reduced encoding level of RFC 1630, "Reduced or
    /// increased safe character sets" (see [`crate::compare`]).
    pub fn normal_form(&self) -> String {
        let grammar = self.spec();
        reduced(grammar, Set::unreserved(grammar), self.as_str()).into_owned()
    }
}

impl url::ParsedUrl<'_> {
    /// The normal form under the URL grammars (see [`crate::compare`]): the
    /// reduced encoding level, no `URL:` prefix, no `:80` on `http`.
    pub fn normal_form(&self) -> String {
        let input = self.as_str();
        let start = self.prefix().map_or(0, |p| p.span().end);
        let mut edits = Vec::new();
        if let Url::Http(h) = self.url()
            && let Some(port) = h.hostport().port()
            && port.number() == Some(url::HttpAddress::DEFAULT_PORT)
        {
            let span = port.span();
            edits.push((span.start.saturating_sub(1)..span.end, Edit::Drop));
        }
        if let Url::Gopher(g) = self.url()
            && let Some(default) = default_gopher_path(input, &g, self.grammar())
        {
            edits.push((default, Edit::Drop));
        }
        let grammar = Edition::from(self.grammar());
        render(
            input,
            start..input.len(),
            &mut edits,
            Set::unreserved(grammar),
        )
    }
}

/// The part of a `gopheraddress` that only writes out the default type
/// `1`, for the editions that say `1` is assumed when it is left out: RFC
/// 1630's type character, when the command string is void ("Gopher": "If the
/// encoded command string (with trailing CR LF stripped) would be void then
/// the gopher type character may be omiited and "1" (ASCII 31 hex) is
/// assumed"), so `gopher://h/1` is `gopher://h/`; RFC 1738's whole
/// `gopher-path` when it holds no more than `/1` (§3.4.1: "The entire
/// \<gopher-path\> may also be empty, in which case the delimiting "/" is also
/// optional and the \<gophertype\> defaults to "1""), so `gopher://h/1` and
/// `gopher://h/` are `gopher://h`. The URL drafts say nothing of a default
/// type: `None` under them.
fn default_gopher_path(
    input: &str,
    g: &url::GopherAddress<'_>,
    grammar: UrlGrammar,
) -> Option<Range<usize>> {
    let void = |part: Option<&str>| part.is_none_or(str::is_empty);
    let rest_void = void(g.gcommand().map(|p| p.as_str()))
        && void(g.selector().map(|p| p.as_str()))
        && void(g.search().map(|s| s.as_str()))
        && void(g.gopher_plus_string().map(|t| t.as_str()));
    if !rest_void || g.effective_gtype() != b'1' {
        return None;
    }
    match url::void_gopher(grammar) {
        url::VoidGopher::Gtype => g.gtype().map(|t| t.span()),
        url::VoidGopher::Path => {
            let hostport = g.hostport();
            let end = hostport.host().span().start + hostport.as_str().len();
            let path_end = match g.gtype() {
                Some(t) => t.span().end,
                None => end + usize::from(input.get(end..)?.starts_with('/')),
            };
            (path_end > end).then_some(end..path_end)
        }
        url::VoidGopher::Nothing => None,
    }
}

/// The default port of a scheme (lower case) as the URL schemes' documents
/// give it, for RFC 2396 §6.
fn default_port(scheme: &str) -> Option<u16> {
    Some(match scheme {
        "http" => url::HttpAddress::DEFAULT_PORT,
        "ftp" => url::FtpAddress::DEFAULT_PORT,
        "gopher" => url::GopherAddress::DEFAULT_PORT,
        "nntp" => url::NntpAddress::DEFAULT_PORT,
        "telnet" => 23,
        "wais" => url::WaisAddress::DEFAULT_PORT,
        "prospero" => url::ProsperoAddress::DEFAULT_PORT,
        _ => return None,
    })
}

impl rfc2396::UriReference<'_> {
    /// The normal form of RFC 2396 §6 (see [`crate::compare`]): scheme and
    /// host name in lower case, a default or empty port elided, escapes of
    /// `unreserved` characters decoded, other escapes in upper-case hex.
    pub fn normal_form(&self) -> String {
        let once = self.normal_form_once();
        // Decoding can make a `reg_name` a server's `hostname` (`%4F` is not
        // a `hostname` character, `O` is), whose case folds only then: a
        // second pass over the result sees it (and decodes nothing more).
        match rfc2396::parse(&once) {
            Ok(again) => again.normal_form_once(),
            Err(_) => once,
        }
    }

    fn normal_form_once(&self) -> String {
        let hostport = match self.authority() {
            Some(rfc2396::Authority::Server(server)) => server.hostport(),
            Some(rfc2396::Authority::RegName(_)) | None => None,
        };
        let host = hostport.and_then(|h| match h.host() {
            rfc2396::Host::Hostname(h) => Some(h.span()),
            rfc2396::Host::Ipv4address(_) => None,
        });
        hierarchical_normal_form(
            self.as_str(),
            Edition::Rfc2396,
            self.scheme().map(|s| s.span()),
            host,
            hostport.and_then(|h| h.port()).map(|p| p.span()),
        )
    }
}

/// Scheme and `host` (at their spans) in lower case, a default or empty port
/// elided, escapes of `grammar`'s `unreserved` characters decoded and the
/// others in upper-case hex: the normal form of RFC 2396 §6 and RFC 3986
/// §6.2.2-6.2.3.
fn hierarchical_normal_form(
    input: &str,
    grammar: Edition,
    scheme: Option<Range<usize>>,
    host: Option<Range<usize>>,
    port: Option<Range<usize>>,
) -> String {
    let mut edits = Vec::new();
    let scheme = scheme.map(|s| {
        let lower = input.get(s.clone()).unwrap_or("").to_ascii_lowercase();
        edits.push((s, Edit::Lower));
        lower
    });
    if let Some(host) = host {
        edits.push((host, Edit::Lower));
    }
    if let Some(port) = port {
        let text = input.get(port.clone()).unwrap_or("");
        let default = scheme.as_deref().and_then(default_port);
        if text.is_empty() || (default.is_some() && text.parse::<u16>().ok() == default) {
            edits.push((port.start.saturating_sub(1)..port.end, Edit::Drop));
        }
    }
    render(input, 0..input.len(), &mut edits, Set::unreserved(grammar))
}

impl rfc1808::Url<'_> {
    /// The normal form under RFC 1808 (see [`crate::compare`]): the scheme
    /// in lower case, escapes of `unreserved` characters decoded, other
    /// escapes in upper-case hex. A relative URL keeps the escapes before
    /// its first ":" when decoding them would make that text a scheme (§5.3:
    /// such a path "will likely be mistaken for a scheme name").
    pub fn normal_form(&self) -> String {
        let input = self.as_str();
        let scheme = self.scheme().map(|s| s.span());
        let normal = hierarchical_normal_form(input, Edition::Rfc1808, scheme, None, None);
        let became_absolute = || rfc1808::parse(&normal).is_ok_and(|n| n.scheme().is_some());
        match input.find(':') {
            Some(colon) if self.scheme().is_none() && became_absolute() => {
                let head = render(input, 0..colon, &mut [], Set::default());
                let unreserved = Set::unreserved(Edition::Rfc1808);
                head + &render(input, colon..input.len(), &mut [], unreserved)
            }
            Some(_) | None => normal,
        }
    }
}

impl rfc3986::UriReference<'_> {
    /// The normal form of RFC 3986 §6.2.2-6.2.3 as far as the syntax reaches
    /// (see [`crate::compare`]): scheme and host in lower case (§6.2.2.1), a
    /// default or empty port elided (§6.2.3), percent-encodings of
    /// `unreserved` characters decoded and the others in upper-case hex
    /// (§6.2.2.1-6.2.2.2), then, in a reference with a scheme, the path
    /// without its dot-segments (§6.2.2.3: "should be removed by applying the
    /// remove_dot_segments algorithm to the path, as described in Section
    /// 5.2.4"). A relative reference keeps them: "The complete path segments
    /// "." and ".." are intended only for use within relative references
    /// (Section 4.1) and are removed as part of the reference resolution
    /// process" (§6.2.2.3). Where the path left would begin with `//` and
    /// there is no authority, `/.` is written before it, so that it is not
    /// read as an authority (as §5.2.4's output would be by §5.3's
    /// recomposition).
    pub fn normal_form(&self) -> String {
        let authority = self.authority();
        let reduced = hierarchical_normal_form(
            self.as_str(),
            Edition::Rfc3986,
            self.scheme().map(|s| s.span()),
            authority.map(|a| a.host().span()),
            authority.and_then(|a| a.port()).map(|p| p.span()),
        );
        if self.scheme().is_none() {
            return reduced;
        }
        match rfc3986::parse(&reduced) {
            Ok(r) => {
                let path = r.path().span();
                // §6.2.2.2 comes first: a `%2E` is a `.` (§2.3), which the
                // reduced level keeps escaped where it would make a
                // dot-segment; here the segment is removed.
                let dots: Vec<Cow<'_, str>> = reduced[path.clone()]
                    .split('/')
                    .map(
                        |segment| match segment.to_ascii_lowercase().replace("%2e", ".") {
                            dots if dots == "." || dots == ".." => Cow::Owned(dots),
                            _ => Cow::Borrowed(segment),
                        },
                    )
                    .collect();
                let mut kept = crate::resolve::remove_dot_segments(&dots.join("/"));
                if r.authority().is_none() && kept.starts_with("//") {
                    kept.insert_str(0, "/.");
                }
                format!("{}{kept}{}", &reduced[..path.start], &reduced[path.end..])
            }
            Err(_) => reduced,
        }
    }
}
