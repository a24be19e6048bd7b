//! The captures of a WARC or ARC file: each `response`, `resource` or
//! `revisit` record's target URI judged by the rules of its date, and with
//! the links of its HTML body, resolved by those rules.

use std::collections::BTreeMap;
use std::io::{self, Read};

use flate2::read::{DeflateDecoder, GzDecoder, ZlibDecoder};

mod parallel;
#[cfg(test)]
mod tests;

use super::cdx::RecordError;
use super::links::{html_links_served, HtmlLinks, LinkRules};
use super::time::{CaptureTime, TimeError};
use super::warc::{Defect, Header, Stored, Warc, WarcError, MAX_HEADER};
use super::CaptureVerdict;
use urispec::check::{Outcome, Verdict};
use urispec::edition::Lineage;
use urispec::url;

/// The most of a body [`Pages`] reads by default to find its links: 8 MiB
/// (the rest of a longer body is skipped, and the page says so).
pub const MAX_BODY: usize = 8 << 20;

/// How to read the captures of a WARC or ARC file: whether to find their
/// links,
/// and the most of each body to read.
///
/// ```
/// use urispec_archive::{Pages, CaptureVerdict};
/// use urispec::resolve::RuleSet;
/// use urispec::Edition;
///
/// let body = "HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n<A HREF=\"../b/?q\">b</A>";
/// let warc = format!(
///     "WARC/1.0\r\nWARC-Type: response\r\nWARC-Date: 1994-11-02T10:00:00Z\r\n\
///      WARC-Target-URI: http://info.cern.ch/a/x.html\r\nContent-Length: {}\r\n\r\n{body}\r\n\r\n",
///     body.len()
/// );
/// let page = Pages::new().links(true).read(warc.as_bytes())?.next().unwrap()?;
/// assert_eq!(page.target, "http://info.cern.ch/a/x.html");
/// let CaptureVerdict::Judged { edition, verdict } = &page.verdict else { panic!() };
/// assert_eq!((edition.edition, verdict.is_valid()), (Edition::UrlDraft03, true));
/// let links = page.links.as_ref().unwrap();
/// assert_eq!(page.rules.unwrap().rules, RuleSet::Rfc1630); // June 1994
/// assert_eq!(links.links[0].resolved.as_ref().unwrap().to_string(), "http://info.cern.ch/b/?q");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Pages {
    links: bool,
    max_body: usize,
    max_header: usize,
    jobs: usize,
    /// Each link also resolved as today's browsers do (read with the
    /// feature `url` only).
    #[cfg_attr(not(feature = "url"), allow(dead_code))]
    now: bool,
}

impl Default for Pages {
    fn default() -> Self {
        Pages::new()
    }
}

impl Pages {
    /// The target URIs only, bodies of up to [`MAX_BODY`] when links are
    /// asked for.
    pub fn new() -> Self {
        Pages {
            links: false,
            max_body: MAX_BODY,
            max_header: MAX_HEADER,
            jobs: 1,
            now: false,
        }
    }

    /// Finding links on `jobs` threads beside the reading one (1, the
    /// default: on the reading thread), the pages still given in the
    /// file's order; at most twice as many blocks as threads are held at
    /// once. A gzip file's members are inflated on as many threads of
    /// their own ([`Warc::with_jobs`]).
    pub fn jobs(mut self, jobs: usize) -> Self {
        self.jobs = jobs.max(1);
        self
    }

    /// With the links of each HTML body ([`Page::links`]).
    pub fn links(mut self, yes: bool) -> Self {
        self.links = yes;
        self
    }

    /// Reading at most `bytes` of a body (after its decompression, for a
    /// body sent gzip-encoded).
    pub fn max_body(mut self, bytes: usize) -> Self {
        self.max_body = bytes;
        self
    }

    /// With each link also resolved under RFC 3986 and as today's browsers
    /// do ([`crate::Link::now`]; feature `url`).
    ///
    /// ```
    /// use urispec_archive::{Change, Pages};
    ///
    /// let body = "HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n<A HREF=\"../../../g\">g</A>";
    /// let warc = format!(
    ///     "WARC/1.0\r\nWARC-Type: response\r\nWARC-Date: 2001-01-01T00:00:00Z\r\n\
    ///      WARC-Target-URI: http://a/b/c/d\r\nContent-Length: {}\r\n\r\n{body}\r\n\r\n",
    ///     body.len()
    /// );
    /// let page = Pages::new().links(true).then_now(true).read(warc.as_bytes())?.next().unwrap()?;
    /// let link = &page.links.unwrap().links[0];
    /// assert_eq!(link.resolved.as_ref().unwrap().to_string(), "http://a/../g"); // RFC 2396
    /// assert_eq!(link.now.as_ref().unwrap().changed, Some(Change::DotsAboveRoot));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "url")]
    pub fn then_now(mut self, yes: bool) -> Self {
        self.now = yes;
        self
    }

    /// Reading record headers of at most `bytes` bytes ([`MAX_HEADER`] by
    /// default; [`Warc::max_header`]).
    pub fn max_header(mut self, bytes: usize) -> Self {
        self.max_header = bytes;
        self
    }

    /// The captures of `input`, a WARC or ARC file (gzip or not: [`Warc`]),
    /// one at a time.
    ///
    /// # Errors
    ///
    /// The error of reading its first bytes.
    pub fn read<R: Read>(&self, input: R) -> io::Result<PageReader<R>> {
        Ok(PageReader {
            warc: Warc::with_jobs(input, self.jobs)?.max_header(self.max_header),
            config: *self,
            block: Vec::new(),
            pool: None,
            types: BTreeMap::new(),
        })
    }
}

/// The captures of a WARC or ARC file, one [`Page`] per `response`,
/// `resource` or `revisit` record, or a [`WarcError`] for a record that
/// cannot be read (after which the next record is read, unless the stream
/// itself failed): what [`Pages::read`] gives.
///
/// ```
/// use urispec_archive::{Pages, WarcError};
///
/// let warc = "WARC/1.0\r\nWARC-Type: response\r\nContent-Length: x\r\n\r\n\
///     WARC/1.0\r\nWARC-Type: resource\r\nWARC-Target-URI: ftp://a/b\r\n\
///     WARC-Date: 1995-01-01T00:00:00Z\r\nContent-Length: 0\r\n\r\n\r\n\r\n";
/// let read: Vec<_> = Pages::new().read(warc.as_bytes())?.collect();
/// assert!(matches!(read[0], Err(WarcError::Length { offset: 0 })));
/// assert_eq!(read[1].as_ref().unwrap().target, "ftp://a/b");
/// # Ok::<(), std::io::Error>(())
/// ```
pub struct PageReader<R> {
    warc: Warc<R>,
    config: Pages,
    block: Vec<u8>,
    pool: Option<parallel::Pool<Page>>,
    /// Every record read, by its `WARC-Type`.
    types: BTreeMap<String, u64>,
}

impl<R> std::fmt::Debug for PageReader<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PageReader")
            .field("warc", &self.warc)
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

impl<R: Read> PageReader<R> {
    /// Whether the input is gzip.
    pub fn is_gzip(&self) -> bool {
        self.warc.is_gzip()
    }

    /// How many records of each `WARC-Type` (ISO 28500 §5.5: `warcinfo`,
    /// `response`, `resource`, `request`, `metadata`, `revisit`,
    /// `conversion`, `continuation`; lower-cased, `-` for none) have been
    /// read so far, captures or not; records that could not be read are
    /// not among them.
    ///
    /// ```
    /// use urispec_archive::Pages;
    ///
    /// let warc = "WARC/1.0\r\nWARC-Type: warcinfo\r\nContent-Length: 0\r\n\r\n\r\n\r\n\
    ///     WARC/1.0\r\nWARC-Type: request\r\nContent-Length: 0\r\n\r\n\r\n\r\n";
    /// let mut reader = Pages::new().read(warc.as_bytes())?;
    /// assert!(reader.next().is_none());
    /// let types: Vec<_> = reader.types().iter().map(|(t, n)| (t.as_str(), *n)).collect();
    /// assert_eq!(types, [("request", 1), ("warcinfo", 1)]);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn types(&self) -> &BTreeMap<String, u64> {
        &self.types
    }

    /// The pages, each made into what `make` makes of it, in the file's
    /// order; with [`Pages::jobs`] above one (and links asked for), `make`
    /// runs on the worker that found the page's links, so what a caller
    /// makes of each page (its records written out, its counts) is spread
    /// over the workers as the links are, and the reading thread only reads.
    /// A record that cannot be read is its [`WarcError`], as from the
    /// iterator.
    ///
    /// ```
    /// use urispec_archive::Pages;
    ///
    /// let warc = "WARC/1.0\r\nWARC-Type: resource\r\nWARC-Target-URI: ftp://a/b\r\n\
    ///     WARC-Date: 1995-01-01T00:00:00Z\r\nContent-Length: 0\r\n\r\n\r\n\r\n";
    /// let pages = Pages::new().links(true).jobs(2);
    /// let mut targets = pages.read(warc.as_bytes())?.map_pages(|page| page.target.len());
    /// assert_eq!(targets.next().unwrap()?, 9);
    /// assert!(targets.next().is_none());
    /// assert_eq!(targets.types()["resource"], 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn map_pages<T, F>(self, make: F) -> MapPages<R, T>
    where
        F: Fn(Page) -> T + Send + Sync + 'static,
        T: Send + 'static,
    {
        MapPages {
            reader: self,
            make: std::sync::Arc::new(make),
            pool: None,
        }
    }
}

/// The pages of a [`PageReader`], each made into a `T` on the worker that
/// found its links: what [`PageReader::map_pages`] gives.
///
/// ```
/// use urispec_archive::Pages;
///
/// let empty = Pages::new().read(&b""[..])?.map_pages(|page| page.offset);
/// assert_eq!(empty.count(), 0);
/// # Ok::<(), std::io::Error>(())
/// ```
pub struct MapPages<R, T> {
    reader: PageReader<R>,
    make: parallel::Finish<T>,
    pool: Option<parallel::Pool<T>>,
}

impl<R, T> std::fmt::Debug for MapPages<R, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MapPages")
            .field("reader", &self.reader)
            .finish_non_exhaustive()
    }
}

impl<R: Read, T> MapPages<R, T> {
    /// The records read so far by `WARC-Type` ([`PageReader::types`]).
    ///
    /// ```
    /// use urispec_archive::Pages;
    ///
    /// let warc = "WARC/1.0\r\nWARC-Type: warcinfo\r\nContent-Length: 0\r\n\r\n\r\n\r\n";
    /// let mut pages = Pages::new().read(warc.as_bytes())?.map_pages(|page| page.offset);
    /// assert!(pages.next().is_none());
    /// assert_eq!(pages.types()["warcinfo"], 1);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn types(&self) -> &BTreeMap<String, u64> {
        self.reader.types()
    }
}

impl<R: Read, T: Send + 'static> Iterator for MapPages<R, T> {
    type Item = Result<T, WarcError>;

    fn next(&mut self) -> Option<Self::Item> {
        let config = self.reader.config;
        if config.jobs > 1 && config.links {
            let make = &self.make;
            let pool = self.pool.get_or_insert_with(|| {
                parallel::Pool::new(config.jobs, std::sync::Arc::clone(make))
            });
            return pool.next(&mut self.reader);
        }
        let page = self.reader.next()?;
        Some(page.map(|page| (self.make)(page)))
    }
}

/// One capture of a WARC or ARC file: a `response`, `resource` or `revisit`
/// record (ISO 28500 §6.3, §6.4, §6.7: the last, a capture whose content
/// was the same as an earlier one's, as CDX indexes list it), its target
/// URI judged by the edition of its date ([`Lineage::WholeUrls`]), and the
/// links of its HTML body (never a revisit's).
///
/// ```
/// use urispec_archive::{CaptureVerdict, Pages, RecordError};
///
/// let warc = "WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: http://a/\r\n\
///     WARC-Date: 1999-13-01T00:00:00Z\r\nContent-Length: 0\r\n\r\n\r\n\r\n";
/// let page = Pages::new().read(warc.as_bytes())?.next().unwrap()?;
/// assert_eq!((page.offset, page.warc_type.as_str(), page.time), (0, "response", None));
/// // No month 13: no date, so no edition to judge by.
/// assert!(matches!(page.verdict, CaptureVerdict::NotACapture(RecordError::Time { offset: 5, .. })));
/// assert_eq!(page.rules, None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Page {
    /// Where its record starts, in bytes of the decompressed file.
    pub offset: u64,
    /// Its `WARC-Type`: `response`, `resource` or `revisit`.
    pub warc_type: String,
    /// Its `WARC-Target-URI` (empty when it has none).
    pub target: String,
    /// Its `WARC-Date`.
    pub time: Option<CaptureTime>,
    /// The target under the edition in force at its date; a record without
    /// a date or target URI (offsets in the field's value) is no capture.
    pub verdict: CaptureVerdict,
    /// The rules its links are resolved by and judged under (`None`
    /// without a date).
    pub rules: Option<LinkRules>,
    /// The HTTP status of a `response` (`None` when its block is no HTTP
    /// response, or its links were not asked for).
    pub status: Option<u16>,
    /// The links of its body, when they were asked for and it is HTML
    /// (`text/html` or `application/xhtml+xml`) with a date.
    pub links: Option<HtmlLinks>,
    /// Whether its body was longer than [`Pages::max_body`], and only the
    /// start of it was read for links.
    pub truncated: bool,
    /// What the record departed from, and was read despite (sorted, each
    /// once): of its header and block ([`Warc`]), and of its HTTP message
    /// when its links were asked for.
    pub defects: Vec<Defect>,
    /// Where its record lies as stored ([`Ending::stored`](crate::Ending::stored)): its gzip
    /// member in a `.warc.gz` or `.arc.gz` (a CDX line's compressed offset
    /// and length), its bytes in a plain file.
    pub stored: Option<Stored>,
    /// Its `WARC-Record-ID` (`None` in an ARC file, which has none).
    pub record_id: Option<String>,
}

impl<R: Read> Iterator for PageReader<R> {
    type Item = Result<Page, WarcError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.config.jobs > 1 && self.config.links {
            return self.next_in_parallel();
        }
        let (mut page, work) = match self.start()? {
            Ok(started) => started,
            Err(e) => return Some(Err(e)),
        };
        if let Some(work) = work {
            work.finish(&mut page);
        }
        Some(Ok(page))
    }
}

/// What is left to do for a page's links, off the reading thread: its
/// block, read, to be read as HTTP and HTML.
pub(super) struct Work {
    block: Vec<u8>,
    rules: LinkRules,
    /// The record is a `response` (an HTTP response), not a `resource`.
    response: bool,
    /// The `resource` record's `Content-Type`.
    content_type: Option<String>,
    max_body: usize,
}

impl<R: Read> PageReader<R> {
    /// The next `response`, `resource` or `revisit` record's page, its
    /// target judged, its block read when its links are asked for and
    /// its end found: `None` at the end of the file.
    pub(super) fn start(&mut self) -> Option<Result<(Page, Option<Work>), WarcError>> {
        loop {
            let header = match self.warc.next_record()? {
                Ok(header) => header,
                Err(e) => return Some(Err(e)),
            };
            let kind = header.warc_type().unwrap_or("-").to_ascii_lowercase();
            let capture = matches!(kind.as_str(), "response" | "resource" | "revisit");
            *self.types.entry(kind).or_default() += 1;
            if capture {
                return Some(self.page(&header));
            }
        }
    }

    /// The page of the record `header` starts.
    fn page(&mut self, header: &Header) -> Result<(Page, Option<Work>), WarcError> {
        let target = header.target_uri().unwrap_or_default().to_owned();
        let time = header.date();
        let verdict = match (&time, header.target_uri()) {
            (_, None) => CaptureVerdict::NotACapture(RecordError::NoUrl { offset: 0 }),
            (Ok(None), Some(_)) => CaptureVerdict::NotACapture(RecordError::NoTime { offset: 0 }),
            (Err(e), Some(_)) => CaptureVerdict::NotACapture(RecordError::Time {
                offset: time_offset(e),
                source: e.clone(),
            }),
            (Ok(Some(t)), Some(uri)) => {
                let edition = t.edition_in(Lineage::WholeUrls);
                CaptureVerdict::Judged {
                    edition,
                    verdict: Verdict::of(Outcome::of(
                        edition.edition,
                        url::Options::default(),
                        Ok(uri),
                    )),
                }
            }
        };
        let time = time.ok().flatten();
        #[cfg(feature = "url")]
        let rules = time.map(|t| LinkRules::at(t).then_now(self.config.now));
        #[cfg(not(feature = "url"))]
        let rules = time.map(LinkRules::at);
        let mut page = Page {
            offset: header.offset(),
            warc_type: header.warc_type().unwrap_or_default().to_ascii_lowercase(),
            target,
            time,
            verdict,
            rules,
            status: None,
            links: None,
            truncated: false,
            defects: header.defects().to_vec(),
            stored: None,
            record_id: header.record_id().map(str::to_owned),
        };
        let wanted = self.config.links && page.warc_type != "revisit";
        let (true, Some(rules), Some(_)) = (wanted, rules, header.target_uri()) else {
            let ending = self.warc.skip_block()?;
            page.add_defects(&ending.defects);
            page.stored = ending.stored;
            return Ok((page, None));
        };
        let mut block = std::mem::take(&mut self.block);
        let ending = self.warc.read_block(&mut block, self.config.max_body)?;
        page.truncated = !ending.whole;
        page.add_defects(&ending.defects);
        page.stored = ending.stored;
        let work = Work {
            block,
            rules,
            response: page.warc_type == "response",
            content_type: header.field("Content-Type").map(str::to_owned),
            max_body: self.config.max_body,
        };
        Ok((page, Some(work)))
    }
}

impl Page {
    /// Note `defects`, each once, in order.
    fn add_defects(&mut self, defects: &[Defect]) {
        self.defects.extend_from_slice(defects);
        self.defects.sort_unstable();
        self.defects.dedup();
    }
}

impl Work {
    /// The page's status and links, from its block, its charset from the
    /// `Content-Type` of the HTTP response (or of the `resource` record).
    pub(super) fn finish(self, page: &mut Page) {
        let (body, content_type) = if self.response {
            let Some(http) = Http::read(&self.block) else {
                return;
            };
            page.status = Some(http.status);
            if !http.content_type.as_deref().is_some_and(is_html) {
                return;
            }
            match http.body(self.max_body) {
                Some((body, cut, defects)) => {
                    page.truncated |= cut;
                    page.add_defects(&defects);
                    (body, http.content_type)
                }
                None => return,
            }
        } else if self.content_type.as_deref().is_some_and(is_html) {
            (
                std::borrow::Cow::Borrowed(&self.block[..]),
                self.content_type,
            )
        } else {
            return;
        };
        page.links = Some(html_links_served(
            &body,
            content_type.as_deref(),
            &page.target,
            self.rules,
        ));
    }
}

/// Whether a `Content-Type` is HTML's (`text/html`, RFC 1866 §1; or
/// XHTML's `application/xhtml+xml`).
fn is_html(content_type: &str) -> bool {
    let media = content_type.split(';').next().unwrap_or_default().trim();
    media.eq_ignore_ascii_case("text/html") || media.eq_ignore_ascii_case("application/xhtml+xml")
}

/// An HTTP response as a WARC `response` record's block holds it (ISO
/// 28500 §6.3.2: "the full HTTP response"): its status line, the header
/// fields urispec reads, and its body.
struct Http<'a> {
    status: u16,
    content_type: Option<String>,
    chunked: bool,
    encoding: Option<String>,
    body: &'a [u8],
}

impl<'a> Http<'a> {
    /// The response in `block`, `None` when it does not start with an HTTP
    /// status line (RFC 1945 §6.1: `HTTP/1.0 200 OK`).
    fn read(block: &'a [u8]) -> Option<Self> {
        let mut rest = block;
        let line = |rest: &mut &'a [u8]| -> Option<&'a [u8]> {
            let at = rest.iter().position(|&b| b == b'\n')?;
            let line = &rest[..at];
            *rest = &rest[at + 1..];
            Some(line.strip_suffix(b"\r").unwrap_or(line))
        };
        let status_line = line(&mut rest)?;
        let mut words = status_line.split(|&b| b == b' ').filter(|w| !w.is_empty());
        if !words.next()?.starts_with(b"HTTP/") {
            return None;
        }
        let status = std::str::from_utf8(words.next()?).ok()?.parse().ok()?;
        let mut http = Http {
            status,
            content_type: None,
            chunked: false,
            encoding: None,
            body: &[],
        };
        loop {
            // A head cut short: no body.
            let field = line(&mut rest)?;
            if field.is_empty() {
                break;
            }
            let Some(colon) = field.iter().position(|&b| b == b':') else {
                continue;
            };
            let name = String::from_utf8_lossy(&field[..colon]);
            let value = String::from_utf8_lossy(&field[colon + 1..])
                .trim()
                .to_owned();
            if name.eq_ignore_ascii_case("content-type") {
                http.content_type.get_or_insert(value);
            } else if name.eq_ignore_ascii_case("transfer-encoding") {
                http.chunked |= value.to_ascii_lowercase().contains("chunked");
            } else if name.eq_ignore_ascii_case("content-encoding") {
                http.encoding = Some(value.to_ascii_lowercase());
            }
        }
        http.body = rest;
        Some(http)
    }

    /// The body, de-chunked (RFC 2616 §3.6.1) and decompressed (`gzip`,
    /// `deflate`: RFC 2616 §3.5) as far as it goes, at most `max` bytes of
    /// it; whether it was cut; and the defects of a body that is not what
    /// its fields say (read as it is, as crawlers often store it: already
    /// de-chunked, already decoded, or raw deflate without zlib's header).
    /// `None` for another content coding.
    #[allow(clippy::type_complexity)]
    fn body(&self, max: usize) -> Option<(std::borrow::Cow<'a, [u8]>, bool, Vec<Defect>)> {
        let mut defects = Vec::new();
        let body: std::borrow::Cow<'a, [u8]> = match self.chunked.then(|| dechunk(self.body)) {
            Some(Some(data)) => std::borrow::Cow::Owned(data),
            Some(None) => {
                defects.push(Defect::TransferEncoding);
                std::borrow::Cow::Borrowed(self.body)
            }
            None => std::borrow::Cow::Borrowed(self.body),
        };
        let limit = u64::try_from(max).unwrap_or(u64::MAX);
        // What a decoder gives, at most `max` bytes, and whether it gave
        // more; `None` when it fails before its first byte of output.
        let inflate = |reader: &mut dyn Read| {
            let mut out = Vec::new();
            // A stream cut short or corrupt keeps what came out of it.
            let _ = reader.take(limit.saturating_add(1)).read_to_end(&mut out);
            if out.is_empty() {
                return None;
            }
            let cut = out.len() > max;
            out.truncate(max);
            Some((std::borrow::Cow::Owned(out), cut))
        };
        let plain = |body: std::borrow::Cow<'a, [u8]>| {
            let cut = body.len() > max;
            match body {
                std::borrow::Cow::Borrowed(b) => {
                    (std::borrow::Cow::Borrowed(&b[..b.len().min(max)]), cut)
                }
                std::borrow::Cow::Owned(mut b) => {
                    b.truncate(max);
                    (std::borrow::Cow::Owned(b), cut)
                }
            }
        };
        let decoded = match self.encoding.as_deref() {
            None | Some("" | "identity") => return Some((body, false, defects)),
            _ if body.is_empty() => return Some((body, false, defects)),
            Some("gzip" | "x-gzip") => inflate(&mut GzDecoder::new(&body[..])),
            Some("deflate") => inflate(&mut ZlibDecoder::new(&body[..])).or_else(|| {
                defects.push(Defect::ContentEncoding);
                inflate(&mut DeflateDecoder::new(&body[..]))
            }),
            Some(_) => return None,
        };
        let (out, cut) = match decoded {
            Some(decoded) => decoded,
            None => {
                if !defects.contains(&Defect::ContentEncoding) {
                    defects.push(Defect::ContentEncoding);
                }
                plain(body)
            }
        };
        Some((out, cut, defects))
    }
}

/// A chunked body's data (RFC 2616 §3.6.1: `chunk-size [ chunk-extension ]
/// CRLF chunk-data CRLF`, until a chunk of size 0), as far as it can be
/// read; `None` when its first line is no chunk size, or a chunk's data
/// is not followed by its CRLF: a body that is not chunked.
fn dechunk(mut body: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(body.len());
    while let Some(eol) = body.iter().position(|&b| b == b'\n') {
        let size_text = String::from_utf8_lossy(&body[..eol]);
        let size_text = size_text.split(';').next().unwrap_or_default().trim();
        let size = usize::from_str_radix(size_text, 16).ok()?;
        body = &body[eol + 1..];
        if size == 0 {
            return Some(out);
        }
        let take = size.min(body.len());
        out.extend_from_slice(&body[..take]);
        body = &body[take..];
        if take < size {
            // Cut short inside a chunk: what there is.
            return Some(out);
        }
        body = body
            .strip_prefix(b"\r\n")
            .or_else(|| body.strip_prefix(b"\n"))
            .or_else(|| body.is_empty().then_some(body))?;
    }
    // A body that ends without its last chunk, or is no chunk size at all.
    (!out.is_empty() || body.is_empty()).then_some(out)
}

/// Where in a `WARC-Date` value a [`TimeError`] is.
fn time_offset(e: &TimeError) -> usize {
    match *e {
        TimeError::Length { len } => len,
        TimeError::NotDigit { offset }
        | TimeError::Range { offset, .. }
        | TimeError::NotW3cdtf { offset, .. }
        | TimeError::UtcOutOfYears { offset } => offset,
    }
}
