//! A seeded generator of damaged WARC files, and the model of what a reader
//! must report from each: the oracle STYLE.md 2.11 asks of a reader of
//! damaged input, "a generator of damage in the tests whose construction
//! says which records must come out".
//!
//! - [`File::generate`]: from a `u64` seed (a small PRNG of its own, so the
//!   files never change under a dependency's update), 2 to 8 records
//!   (`warcinfo`, `request`, `response`, `resource`, `revisit`,
//!   `metadata`) under `WARC/0.17`, `WARC/1.0` or `WARC/1.1`, dated in each
//!   of the six W3C-DTF forms WARC 1.1 allows, HTML bodies with links, some
//!   bodies that quote a whole WARC record inside a `<pre>`; then the
//!   damage of ISO 28500 files as archives hold them (a trailer other than
//!   `CRLF CRLF`, a `Content-Length` off by 1 to 8, bare-LF header lines, a
//!   header over the reader's limit, HTTP encodings the body does not have,
//!   a file cut inside its last block). Each file is written plain and as
//!   `.warc.gz`, one gzip member per record (RFC 1952 §2.2), and the gzip
//!   twin may have members cut short, a byte of their deflate data or of
//!   their CRC flipped.
//! - [`File::expect`]: per record, intact, damaged (with the defect a
//!   reader must name), an error (a header over the limit), or lost by
//!   design (inside a gzip member that fails), and the errors a reader
//!   must report.
//! - [`read`]: the one place that names the reader's API (`Pages`), giving
//!   what it reported as plain values.
//! - [`check`]: what the reader reported against the model.
//! - [`Edit`], [`apply`], [`File::survivors`]: random damage on top of a
//!   clean file, and the records a reader must still report (the property
//!   test and the fuzz targets).
//!
//! Included by `archive/tests/archive/warc_damage.rs`, `tests/common/invariants.rs` (so by
//! the fuzz targets and `tests/grammar/regressions.rs`) and
//! `archive/examples/damaged_warc.rs`.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write as _;

/// SplitMix64: a PRNG of a few lines, so a seed writes the same file on
/// every machine and under every version of every dependency.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// The generator of `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5851_f42d_4c95_7f2d)
    }

    /// The next 64 bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True `num` times in `den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.next_u64() % den < num
    }

    /// One of `items` (not empty).
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    /// A byte other than zero (to flip with).
    pub fn nonzero(&mut self) -> u8 {
        1 + self.below(255) as u8
    }
}

/// A record's `WARC-Type` (ISO 28500 §6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    Warcinfo,
    Request,
    Response,
    Resource,
    Revisit,
    Metadata,
}

impl Kind {
    /// Its name, as `WARC-Type` writes it.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Warcinfo => "warcinfo",
            Kind::Request => "request",
            Kind::Response => "response",
            Kind::Resource => "resource",
            Kind::Revisit => "revisit",
            Kind::Metadata => "metadata",
        }
    }

    /// Whether a reader reports it as a capture of its target URI.
    pub fn is_capture(self) -> bool {
        matches!(self, Kind::Response | Kind::Resource | Kind::Revisit)
    }
}

/// What follows a block other than ISO 28500 §4's `CRLF CRLF`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trailer {
    OneCrlf,
    LfLf,
    BareLf,
    Nothing,
}

impl Trailer {
    pub const ALL: [Trailer; 4] = [
        Trailer::OneCrlf,
        Trailer::LfLf,
        Trailer::BareLf,
        Trailer::Nothing,
    ];

    pub fn bytes(self) -> &'static [u8] {
        match self {
            Trailer::OneCrlf => b"\r\n",
            Trailer::LfLf => b"\n\n",
            Trailer::BareLf => b"\n",
            Trailer::Nothing => b"",
        }
    }
}

/// What the generator did to one record of the plain file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Damage {
    /// The block is followed by this, then the next record.
    Trailer(Trailer),
    /// `Content-Length` says this many bytes more (or fewer) than the block
    /// has (1 to 8 either way, never 0).
    ContentLength(i8),
    /// The header's lines end with a bare LF: all of them, or some.
    LineEnds { all: bool },
    /// The HTTP response says `Transfer-Encoding: chunked`; its body is not.
    TransferEncoding,
    /// The HTTP response says `Content-Encoding: gzip`; its body is plain.
    GzipOverPlain,
    /// The HTTP response says `Content-Encoding: deflate`; its body is raw
    /// deflate (RFC 1951), with no zlib header (RFC 1950).
    RawDeflate,
    /// The header is longer than the reader's limit.
    HeaderTooLong,
    /// The file ends inside this record's block (the last record).
    Truncated,
}

impl Damage {
    /// The defect a reader names on the record (`None`: the record is an
    /// error, not a page).
    pub fn defect(self) -> Option<&'static str> {
        Some(match self {
            Damage::Trailer(_) => "trailer",
            Damage::ContentLength(_) => "content-length",
            Damage::LineEnds { .. } => "line-ends",
            Damage::TransferEncoding => "transfer-encoding",
            Damage::GzipOverPlain | Damage::RawDeflate => "content-encoding",
            Damage::HeaderTooLong => return None,
            Damage::Truncated => "truncated",
        })
    }

    /// A short name for reports and the manifest.
    pub fn label(self) -> String {
        match self {
            Damage::Trailer(t) => format!("trailer {t:?}"),
            Damage::ContentLength(d) => format!("content-length {d:+}"),
            Damage::LineEnds { all: true } => "line-ends all".to_owned(),
            Damage::LineEnds { all: false } => "line-ends some".to_owned(),
            Damage::TransferEncoding => "transfer-encoding chunked over plain".to_owned(),
            Damage::GzipOverPlain => "content-encoding gzip over plain".to_owned(),
            Damage::RawDeflate => "content-encoding deflate raw".to_owned(),
            Damage::HeaderTooLong => "header too long".to_owned(),
            Damage::Truncated => "truncated".to_owned(),
        }
    }
}

/// What the generator did to one gzip member of the `.warc.gz` twin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemberDamage {
    /// Only its first half is there; the next member follows.
    CutShort,
    /// A byte of its deflate data flipped.
    FlippedDeflate,
    /// A byte of its CRC-32 flipped.
    FlippedCrc,
    /// The file ends inside its deflate data (the last member).
    CutAtEnd,
}

/// One record as written, with its spans in the plain file and its gzip
/// member in the twin.
#[derive(Debug, Clone)]
pub struct Record {
    pub kind: Kind,
    /// Its `WARC-Target-URI` (unique in the file for a capture).
    pub target: Option<String>,
    /// Its `WARC-Date`, in one of W3C-DTF's forms.
    pub date: String,
    /// The 14 digits `YYYYMMDDhhmmss` that date stands for (the fields a
    /// form leaves out at their lowest, a fraction dropped).
    pub capture: String,
    pub damage: Option<Damage>,
    /// The links (attribute values as written) of its HTML body, in order,
    /// where a reader of its links finds them.
    pub links: Option<Vec<String>>,
    /// Where it starts in the plain file.
    pub start: usize,
    /// Where its header (the blank line included) ends.
    pub header_end: usize,
    /// Where its block ends (the file's end when it is cut).
    pub block_end: usize,
    /// Where its `Content-Length` says its block ends.
    pub declared_end: usize,
    /// Where the next record starts (the file's end for the last).
    pub end: usize,
    /// Its `Content-Length` line.
    pub length_line: (usize, usize),
    /// A WARC record quoted in its body: from its `WARC/` to the end of
    /// its `CRLF CRLF`.
    pub quote: Option<(usize, usize)>,
    /// Its gzip member in the twin, as the twin has it (damaged or not).
    pub member: (usize, usize),
    pub member_damage: Option<MemberDamage>,
}

/// How to generate.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// Whether to damage anything (false: every record intact).
    pub damage: bool,
    /// The longest header the reader takes; an over-long header is longer.
    pub max_header: usize,
}

/// A generated file: plain, its `.warc.gz` twin, and what was done to it.
#[derive(Debug, Clone)]
pub struct File {
    pub seed: u64,
    pub version: &'static str,
    pub records: Vec<Record>,
    pub plain: Vec<u8>,
    pub gz: Vec<u8>,
    pub max_header: usize,
}

/// A record's fate in one twin: what a reader must report of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fate {
    /// Reported as it is (a capture with its target and date; another type
    /// counted), with no defect.
    Intact,
    /// Reported with a defect, one of these (two where the bytes allow
    /// both readings: [`File::boundary_readings`]).
    Damaged(Vec<&'static str>),
    /// An error at its offset: its header is longer than the limit.
    HeaderTooLong,
    /// Lost by design, inside a gzip member that fails.
    Lost,
}

/// An error a reader must report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expected {
    /// A header over the limit, at this offset of the decompressed stream
    /// (`None` where a failed member before it leaves the offset open).
    HeaderTooLong { offset: Option<u64> },
    /// A run of failed gzip bytes: offset and length in the compressed file.
    Member { offset: u64, length: u64 },
}

const VERSIONS: [&str; 3] = ["WARC/0.17", "WARC/1.0", "WARC/1.1"];

/// A date in one of the six W3C-DTF forms WARC 1.1 §5.4 allows, and the
/// 14 digits it stands for.
fn date(rng: &mut Rng) -> (String, String) {
    let (y, mo, d) = (rng.range(1991, 2012), rng.range(1, 12), rng.range(1, 28));
    let (h, mi, s) = (rng.below(24), rng.below(60), rng.below(60));
    let fraction: String = (0..rng.range(1, 3))
        .map(|_| char::from(b'0' + rng.below(10) as u8))
        .collect();
    let digits = |mo, d, h, mi, s| format!("{y:04}{mo:02}{d:02}{h:02}{mi:02}{s:02}");
    match rng.below(6) {
        0 => (format!("{y:04}"), digits(1, 1, 0, 0, 0)),
        1 => (format!("{y:04}-{mo:02}"), digits(mo, 1, 0, 0, 0)),
        2 => (format!("{y:04}-{mo:02}-{d:02}"), digits(mo, d, 0, 0, 0)),
        3 => (
            format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}Z"),
            digits(mo, d, h, mi, 0),
        ),
        4 => (
            format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}Z"),
            digits(mo, d, h, mi, s),
        ),
        _ => (
            format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}.{fraction}Z"),
            digits(mo, d, h, mi, s),
        ),
    }
}

/// A target URI, unique in the file by `i`.
fn target(rng: &mut Rng, seed: u64, i: usize) -> String {
    let host = rng.pick(&["www", "info", "ftp", "home", "cs"]);
    let site = seed % 97;
    match rng.below(7) {
        0 => format!("http://{host}.site{site}.example/dir/r{i}.html"),
        1 => format!("http://{host}.site{site}.example/~user{i}/"),
        2 => format!("http://{host}.site{site}.example:8080/cgi-bin/q?x={i}&y=z"),
        3 => format!("ftp://{host}.site{site}.example/pub/r{i}.txt"),
        4 => format!("gopher://{host}.site{site}.example/1/r{i}"),
        5 => format!("http://{host}.site{site}.example/a%20b/r{i};p?q#f"),
        _ => format!("https://{host}.site{site}.example/r{i}/index.html"),
    }
}

fn uuid(rng: &mut Rng) -> String {
    let (a, b) = (rng.next_u64(), rng.next_u64());
    format!(
        "<urn:uuid:{:08x}-{:04x}-4{:03x}-8{:03x}-{:012x}>",
        a >> 32,
        (a >> 16) & 0xffff,
        a & 0xfff,
        b >> 52,
        b & 0xffff_ffff_ffff
    )
}

/// The links a page may have, each with the element and attribute.
fn links(rng: &mut Rng, i: usize) -> Vec<(&'static str, &'static str, String)> {
    (0..rng.range(1, 3))
        .map(|k| {
            let written = match rng.below(9) {
                0 => format!("page{i}-{k}.html"),
                1 => "../up/index.html".to_owned(),
                2 => format!("/abs/path{k}"),
                3 => format!("http://other{k}.example/"),
                4 => format!("?q={k}"),
                5 => format!("#s{k}"),
                6 => "gopher://gopher.example/1/".to_owned(),
                7 => format!("mailto:a{k}@b.example"),
                _ => "ftp://ftp.example/pub/".to_owned(),
            };
            if rng.chance(1, 4) {
                ("img", "src", written)
            } else {
                ("a", "href", written)
            }
        })
        .collect()
}

/// An HTML page with `links`, and (where `quote` is given) a whole WARC
/// record quoted in a `<pre>`: the page's bytes and where the quoted
/// record lies in them.
fn html(
    rng: &mut Rng,
    i: usize,
    links: &[(&str, &str, String)],
    quote: Option<&str>,
) -> (Vec<u8>, Option<(usize, usize)>) {
    let eol = if rng.chance(1, 2) { "\r\n" } else { "\n" };
    let mut page = format!(
        "<html><head><title>Page {i}</title></head>{eol}<body>{eol}<h1>Page {i}</h1>{eol}<p>"
    );
    for (element, attribute, written) in links {
        if *element == "img" {
            let _ = write!(page, "An image <img {attribute}=\"{written}\"> and ");
        } else {
            let _ = write!(page, "a link <a {attribute}=\"{written}\">here</a>, ");
        }
    }
    let _ = write!(page, "and some text.</p>{eol}");
    let mut span = None;
    if let Some(uri) = quote {
        let _ = write!(
            page,
            "<p>A record as the archive holds it:</p>{eol}<pre>\r\n"
        );
        let from = page.len();
        let _ = write!(
            page,
            "WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: {uri}\r\n\
             WARC-Date: 1998-03-04T05:06:07Z\r\nContent-Length: 5\r\n\r\nHELLO\r\n\r\n"
        );
        span = Some((from, page.len()));
        page.push_str("</pre>");
        page.push_str(eol);
        // Enough text after the quote that a reader lost in this block
        // and taking the quote for a record finds nothing near its end.
        for _ in 0..4 {
            let _ = write!(
                page,
                "<p>The quoted record above is text of this page, not a record of the file; \
                 a reader that has kept to the lengths never reads it as one.</p>{eol}"
            );
        }
    }
    let _ = write!(page, "</body></html>{eol}");
    (page.into_bytes(), span)
}

/// A body as the HTTP response holds it: its `Content-Type`, bytes, links
/// and quote.
struct Body {
    content_type: &'static str,
    bytes: Vec<u8>,
    links: Option<Vec<String>>,
    quote: Option<(usize, usize)>,
}

fn new_body(rng: &mut Rng, seed: u64, i: usize) -> Body {
    match rng.below(10) {
        0 | 1 => {
            let text: String = (0..rng.range(1, 6))
                .map(|k| format!("line {k} of a text file\n"))
                .collect();
            Body {
                content_type: "text/plain",
                bytes: text.into_bytes(),
                links: None,
                quote: None,
            }
        }
        2 => {
            let mut gif = b"GIF89a".to_vec();
            gif.extend((0..rng.range(16, 200)).map(|_| rng.next_u64() as u8));
            Body {
                content_type: "image/gif",
                bytes: gif,
                links: None,
                quote: None,
            }
        }
        _ => {
            let links = links(rng, i);
            let quote = rng
                .chance(1, 3)
                .then(|| format!("http://quoted.example/{seed}/{i}"));
            let (bytes, span) = html(rng, i, &links, quote.as_deref());
            Body {
                content_type: "text/html",
                bytes,
                links: Some(links.into_iter().map(|(_, _, w)| w).collect()),
                quote: span,
            }
        }
    }
}

/// How an HTTP body is sent: as it is, or with the encoding its header
/// names (right, or a damage).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Coding {
    Identity,
    Chunked,
    Gzip,
    Zlib,
    ChunkedOverPlain,
    GzipOverPlain,
    RawDeflate,
}

fn gzip(bytes: &[u8], level: u32) -> Vec<u8> {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(level));
    gz.write_all(bytes).expect("writing to memory");
    gz.finish().expect("writing to memory")
}

fn zlib(bytes: &[u8]) -> Vec<u8> {
    let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
    z.write_all(bytes).expect("writing to memory");
    z.finish().expect("writing to memory")
}

fn raw_deflate(bytes: &[u8]) -> Vec<u8> {
    let mut d = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::default());
    d.write_all(bytes).expect("writing to memory");
    d.finish().expect("writing to memory")
}

fn chunked(rng: &mut Rng, bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut rest = bytes;
    while !rest.is_empty() {
        let n = rng.range(1, 200).min(rest.len());
        let _ = write!(out, "{n:x}\r\n");
        out.extend_from_slice(&rest[..n]);
        out.extend_from_slice(b"\r\n");
        rest = &rest[n..];
    }
    out.extend_from_slice(b"0\r\n\r\n");
    out
}

/// An HTTP response's block: the status line, header, body (its quote
/// moved to where it lies in the block).
fn http_response(
    rng: &mut Rng,
    capture: &str,
    body: &Body,
    coding: Coding,
) -> (Vec<u8>, Option<(usize, usize)>) {
    let version = if capture < "1997" {
        "HTTP/1.0"
    } else {
        "HTTP/1.1"
    };
    let mut head = format!(
        "{version} 200 OK\r\nServer: {}\r\nContent-Type: {}\r\n",
        rng.pick(&["NCSA/1.3", "CERN/3.0", "Apache/1.3.6", "Microsoft-IIS/4.0"]),
        body.content_type
    );
    let sent = match coding {
        Coding::Identity => body.bytes.clone(),
        Coding::Chunked => {
            head.push_str("Transfer-Encoding: chunked\r\n");
            chunked(rng, &body.bytes)
        }
        Coding::Gzip => {
            head.push_str("Content-Encoding: gzip\r\n");
            gzip(&body.bytes, 6)
        }
        Coding::Zlib => {
            head.push_str("Content-Encoding: deflate\r\n");
            zlib(&body.bytes)
        }
        Coding::ChunkedOverPlain => {
            head.push_str("Transfer-Encoding: chunked\r\n");
            body.bytes.clone()
        }
        Coding::GzipOverPlain => {
            head.push_str("Content-Encoding: gzip\r\n");
            body.bytes.clone()
        }
        Coding::RawDeflate => {
            head.push_str("Content-Encoding: deflate\r\n");
            raw_deflate(&body.bytes)
        }
    };
    if !matches!(coding, Coding::Chunked | Coding::ChunkedOverPlain) {
        let _ = write!(head, "Content-Length: {}\r\n", sent.len());
    }
    head.push_str("\r\n");
    let quote = match coding {
        Coding::Identity | Coding::ChunkedOverPlain | Coding::GzipOverPlain => body
            .quote
            .map(|(from, to)| (head.len() + from, head.len() + to)),
        _ => None,
    };
    let mut block = head.into_bytes();
    block.extend_from_slice(&sent);
    (block, quote)
}

/// A record before it is written: its header fields (but the length), its
/// block, and what the model needs of it.
struct Draft {
    kind: Kind,
    target: Option<String>,
    date: String,
    capture: String,
    fields: Vec<(String, String)>,
    block: Vec<u8>,
    /// A response's body where it is sent as it is (the damages of HTTP
    /// encodings write it again).
    body: Option<Body>,
    quote: Option<(usize, usize)>,
    links: Option<Vec<String>>,
    damage: Option<Damage>,
}

impl File {
    /// The file of `seed`.
    pub fn generate(seed: u64, options: &Options) -> File {
        let mut rng = Rng::new(seed);
        let n = rng.range(2, 8);
        let version = rng.pick(&VERSIONS);
        let mut drafts: Vec<Draft> = Vec::with_capacity(n);
        let mut last_target: Option<String> = None;
        for i in 0..n {
            let kind = if i == 0 && rng.chance(1, 2) {
                Kind::Warcinfo
            } else {
                rng.pick(&[
                    Kind::Response,
                    Kind::Response,
                    Kind::Response,
                    Kind::Revisit,
                    Kind::Revisit,
                    Kind::Resource,
                    Kind::Request,
                    Kind::Request,
                    Kind::Metadata,
                ])
            };
            let draft = draft(&mut rng, seed, version, i, kind, last_target.as_deref());
            if kind.is_capture() {
                last_target.clone_from(&draft.target);
            }
            drafts.push(draft);
        }
        if options.damage {
            plan(&mut rng, &mut drafts);
        }
        let members = members(&mut rng, &drafts, options);
        write(seed, version, &mut rng, drafts, &members, options)
    }

    /// The file of `seed` with nothing damaged.
    pub fn clean(seed: u64) -> File {
        File::generate(
            seed,
            &Options {
                damage: false,
                max_header: 1 << 20,
            },
        )
    }

    /// The bytes of one twin.
    pub fn bytes(&self, gz: bool) -> &[u8] {
        if gz {
            &self.gz
        } else {
            &self.plain
        }
    }

    /// Each record's fate in one twin, and the errors a reader must report.
    pub fn expect(&self, gz: bool) -> (Vec<Fate>, Vec<Expected>) {
        let mut fates = Vec::with_capacity(self.records.len());
        let mut errors = Vec::new();
        let mut failed_before = false;
        for (i, r) in self.records.iter().enumerate() {
            if gz && r.member_damage.is_some() {
                fates.push(Fate::Lost);
                // The run of failed bytes: the member, to the next member
                // (none side by side), or to the end of the file.
                let end = self
                    .records
                    .get(i + 1)
                    .map_or(self.gz.len(), |next| next.member.0);
                errors.push(Expected::Member {
                    offset: r.member.0 as u64,
                    length: (end - r.member.0) as u64,
                });
                failed_before = true;
                continue;
            }
            let fate = match r.damage {
                None => Fate::Intact,
                Some(Damage::HeaderTooLong) => {
                    errors.push(Expected::HeaderTooLong {
                        offset: (!(gz && failed_before)).then_some(r.start as u64),
                    });
                    Fate::HeaderTooLong
                }
                Some(Damage::Trailer(_) | Damage::ContentLength(_)) => {
                    Fate::Damaged(self.boundary_readings(r))
                }
                Some(d) => Fate::Damaged(vec![d.defect().expect("a page's defect")]),
            };
            fates.push(fate);
        }
        (fates, errors)
    }

    /// The defects a damaged boundary (a trailer, a `Content-Length`) may
    /// be named by: the bytes of a file cannot always tell them apart, and
    /// a reader is held only to what they tell. A trailer's reading fits
    /// where only line ends lie between the declared end of the block and
    /// the next record (a `Content-Length` 2 too long leaves `CRLF`, as a
    /// trailer of one CRLF does); a `Content-Length`'s reading fits where
    /// the next record follows `CRLF CRLF` that lies 1 to 8 bytes from
    /// where a right trailer would start (a trailer of one CRLF after a
    /// block that ends in `CRLF` reads as a length 2 too long).
    pub fn boundary_readings(&self, r: &Record) -> Vec<&'static str> {
        let declared = r.declared_end;
        let mut readings = Vec::new();
        let shift = r.end as i64 - 4 - declared as i64;
        if shift != 0 && shift.abs() <= 8 && self.plain[..r.end].ends_with(b"\r\n\r\n") {
            readings.push("content-length");
        }
        if declared <= r.end
            && self.plain[declared..r.end]
                .iter()
                .all(|b| matches!(b, b'\r' | b'\n'))
        {
            readings.push("trailer");
        }
        readings
    }

    /// The offset a reader reports for record `i` in one twin: its start
    /// in the plain file, which the gzip twin decompresses to until a
    /// member fails (`None` after one).
    pub fn offset(&self, i: usize, gz: bool) -> Option<u64> {
        let failed_before = self.records[..i].iter().any(|r| r.member_damage.is_some());
        (!(gz && failed_before)).then_some(self.records[i].start as u64)
    }
}

/// Record `i` of the file of `seed`, of type `kind` (a `request` or
/// `metadata` record about `last_target`, the capture before it, where
/// there is one), before it is damaged and written.
fn draft(
    rng: &mut Rng,
    seed: u64,
    version: &str,
    i: usize,
    kind: Kind,
    last_target: Option<&str>,
) -> Draft {
    let (date, capture) = date(rng);
    let target = match kind {
        Kind::Warcinfo => None,
        Kind::Request | Kind::Metadata => {
            Some(last_target.map_or_else(|| target(rng, seed, i), str::to_owned))
        }
        _ => Some(target(rng, seed, i)),
    };
    let mut fields = vec![
        ("WARC-Type".to_owned(), kind.name().to_owned()),
        ("WARC-Record-ID".to_owned(), uuid(rng)),
        ("WARC-Date".to_owned(), date.clone()),
    ];
    if let Some(t) = &target {
        fields.push(("WARC-Target-URI".to_owned(), t.clone()));
    }
    let (mut block, mut body, mut quote, mut links) = (Vec::new(), None, None, None);
    match kind {
        Kind::Warcinfo => {
            fields.push((
                "WARC-Filename".to_owned(),
                format!("damaged-{seed}.warc.gz"),
            ));
            fields.push((
                "Content-Type".to_owned(),
                "application/warc-fields".to_owned(),
            ));
            block = format!(
                "software: urispec-damage/1\r\nformat: WARC File Format 1.0\r\n\
                 conformsTo: http://bibnum.bnf.fr/WARC/WARC_ISO_28500_version1_latestdraft.pdf\r\n\
                 description: generated from seed {seed}\r\n"
            )
            .into_bytes();
        }
        Kind::Request => {
            let t = target.as_deref().unwrap_or_default();
            let path = t
                .find("://")
                .and_then(|s| t[s + 3..].find('/').map(|p| &t[s + 3 + p..]));
            fields.push((
                "Content-Type".to_owned(),
                "application/http; msgtype=request".to_owned(),
            ));
            block = format!(
                "GET {} HTTP/1.0\r\nUser-Agent: Mozilla/3.0 (X11; I; Linux 2.0.0 i586)\r\nAccept: */*\r\n\r\n",
                path.unwrap_or("/")
            )
            .into_bytes();
        }
        Kind::Metadata => {
            fields.push((
                "Content-Type".to_owned(),
                "application/warc-fields".to_owned(),
            ));
            block = b"via: http://seed.example/\r\nhopsFromSeed: L\r\n\
                outlink: http://other.example/ L a/@href\r\n"
                .to_vec();
        }
        Kind::Revisit => {
            let profile = if version == "WARC/1.1" {
                "http://netpreserve.org/warc/1.1/revisit/identical-payload-digest"
            } else {
                "http://netpreserve.org/warc/1.0/revisit/identical-payload-digest"
            };
            fields.push(("WARC-Profile".to_owned(), profile.to_owned()));
            fields.push((
                "WARC-Refers-To-Target-URI".to_owned(),
                target.clone().unwrap_or_default(),
            ));
            fields.push((
                "WARC-Refers-To-Date".to_owned(),
                "1996-01-01T00:00:00Z".to_owned(),
            ));
            if rng.chance(1, 2) {
                fields.push((
                    "Content-Type".to_owned(),
                    "application/http; msgtype=response".to_owned(),
                ));
                block = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n".to_vec();
            }
        }
        Kind::Resource => {
            let b = new_body(rng, seed, i);
            fields.push(("Content-Type".to_owned(), b.content_type.to_owned()));
            block = b.bytes.clone();
            quote = b.quote;
            links = b.links.clone();
        }
        Kind::Response => {
            let b = new_body(rng, seed, i);
            fields.push((
                "Content-Type".to_owned(),
                "application/http; msgtype=response".to_owned(),
            ));
            if rng.chance(1, 3) {
                fields.push((
                    "WARC-IP-Address".to_owned(),
                    format!("10.0.{}.{}", rng.below(256), rng.below(256)),
                ));
            }
            // Encodings done right, now and then: no defect.
            let coding = rng.pick(&[
                Coding::Identity,
                Coding::Identity,
                Coding::Identity,
                Coding::Identity,
                Coding::Identity,
                Coding::Identity,
                Coding::Chunked,
                Coding::Gzip,
                Coding::Zlib,
            ]);
            let (bytes, q) = http_response(rng, &capture, &b, coding);
            block = bytes;
            quote = q;
            links = if b.content_type == "text/html" {
                b.links.clone()
            } else {
                None
            };
            if coding == Coding::Identity {
                body = Some(b);
            }
        }
    }
    if rng.chance(1, 3) {
        fields.push((
            "WARC-Payload-Digest".to_owned(),
            format!("sha1:{:016X}{:016X}", rng.next_u64(), rng.next_u64() >> 32),
        ));
    }
    Draft {
        kind,
        target,
        date,
        capture,
        fields,
        block,
        body,
        quote,
        links,
        damage: None,
    }
}

/// The members to fail in the gzip twin: never two side by side (each
/// failure is then one run of failed bytes), never the truncated record's
/// (which may be cut at the end of the file instead).
fn members(rng: &mut Rng, drafts: &[Draft], options: &Options) -> Vec<Option<MemberDamage>> {
    let n = drafts.len();
    let mut members: Vec<Option<MemberDamage>> = vec![None; n];
    let truncated = drafts
        .last()
        .is_some_and(|d| d.damage == Some(Damage::Truncated));
    if truncated && rng.chance(1, 2) {
        members[n - 1] = Some(MemberDamage::CutAtEnd);
    }
    if options.damage && rng.chance(1, 2) {
        for _ in 0..rng.range(1, 2) {
            let k = rng.below(n);
            let free = |m: &[Option<MemberDamage>], k: usize| {
                m[k].is_none()
                    && (k == 0 || m[k - 1].is_none())
                    && (k + 1 >= n || m[k + 1].is_none())
            };
            if !free(&members, k) || (truncated && k == n - 1) {
                continue;
            }
            let kind = rng.pick(&[
                MemberDamage::CutShort,
                MemberDamage::FlippedDeflate,
                MemberDamage::FlippedCrc,
            ]);
            if kind == MemberDamage::CutShort && k == n - 1 {
                continue;
            }
            members[k] = Some(kind);
        }
    }
    members
}

/// Choose 1 to 3 records to damage, each where the damage is one a reader
/// can tell and recover from by the contract: a boundary's damage (a
/// trailer, a `Content-Length`) never on the last record, nor before a
/// header over the limit (whose record is found only by resyncing); a
/// header over the limit never on a record that quotes one (a reader lost
/// there may take the quote); a cut only in the last record's block.
fn plan(rng: &mut Rng, drafts: &mut [Draft]) {
    let n = drafts.len();
    for _ in 0..rng.range(1, 3) {
        for _attempt in 0..8 {
            let damage = match rng.below(11) {
                0 | 1 => Damage::Trailer(rng.pick(&Trailer::ALL)),
                2..=4 => {
                    let size = rng.range(1, 8) as i8;
                    Damage::ContentLength(if rng.chance(1, 2) { size } else { -size })
                }
                5 => Damage::LineEnds {
                    all: rng.chance(1, 2),
                },
                6 => Damage::TransferEncoding,
                7 => Damage::GzipOverPlain,
                8 => Damage::RawDeflate,
                9 => Damage::HeaderTooLong,
                _ => Damage::Truncated,
            };
            let boundary = |d: &Draft| {
                matches!(
                    d.damage,
                    Some(Damage::Trailer(_) | Damage::ContentLength(_))
                )
            };
            let fits = |i: usize| {
                let d = &drafts[i];
                d.damage.is_none()
                    && match damage {
                        Damage::Trailer(_) | Damage::ContentLength(_) => {
                            i + 1 < n
                                && drafts[i + 1].damage != Some(Damage::HeaderTooLong)
                                // An encoded body keeps its own length: a
                                // block cut or lengthened is only the
                                // WARC's damage.
                                && (d.kind != Kind::Response || d.body.is_some())
                                && d.block.len() >= 16
                        }
                        Damage::LineEnds { .. } => true,
                        Damage::TransferEncoding | Damage::GzipOverPlain | Damage::RawDeflate => {
                            d.kind == Kind::Response
                                && d.body
                                    .as_ref()
                                    .is_some_and(|b| b.content_type == "text/html")
                        }
                        Damage::HeaderTooLong => {
                            d.quote.is_none() && (i == 0 || !boundary(&drafts[i - 1]))
                        }
                        Damage::Truncated => i + 1 == n && d.block.len() >= 2,
                    }
            };
            let fitting: Vec<usize> = (0..n).filter(|&i| fits(i)).collect();
            if fitting.is_empty() {
                continue;
            }
            let d = &mut drafts[rng.pick(&fitting)];
            d.damage = Some(damage);
            let coding = match damage {
                Damage::TransferEncoding => Coding::ChunkedOverPlain,
                Damage::GzipOverPlain => Coding::GzipOverPlain,
                Damage::RawDeflate => Coding::RawDeflate,
                _ => break,
            };
            let body = d.body.as_ref().expect("an HTML response");
            let (block, quote) = http_response(rng, &d.capture, body, coding);
            d.block = block;
            d.quote = quote;
            break;
        }
    }
}

/// A gzip member of `bytes`, its header varied as writers vary it (a file
/// name, an extra field, a comment, a level from stored to best): the
/// member and the length of its header.
fn member(rng: &mut Rng, seed: u64, bytes: &[u8]) -> (Vec<u8>, usize) {
    let mut builder = flate2::GzBuilder::new().mtime(rng.next_u64() as u32);
    let mut header = 10;
    if rng.chance(1, 4) {
        let extra = vec![b's', b'l', 4, 0, 1, 2, 3, 4];
        header += 2 + extra.len();
        builder = builder.extra(extra);
    }
    if rng.chance(1, 4) {
        let name = format!("damaged-{seed}.warc");
        header += name.len() + 1;
        builder = builder.filename(name);
    }
    if rng.chance(1, 8) {
        let comment = "one record";
        header += comment.len() + 1;
        builder = builder.comment(comment);
    }
    let level = rng.range(0, 9) as u32;
    let mut gz = builder.write(Vec::new(), flate2::Compression::new(level));
    gz.write_all(bytes).expect("writing to memory");
    (gz.finish().expect("writing to memory"), header)
}

/// Write the drafts: the plain file (damaged as planned), its gzip twin
/// (members damaged as planned), and the records' spans.
fn write(
    seed: u64,
    version: &'static str,
    rng: &mut Rng,
    drafts: Vec<Draft>,
    members: &[Option<MemberDamage>],
    options: &Options,
) -> File {
    let mut plain = Vec::new();
    let mut records = Vec::with_capacity(drafts.len());
    for d in drafts {
        let start = plain.len();
        let mut lines: Vec<String> = Vec::new();
        lines.push(version.to_owned());
        let declared = match d.damage {
            Some(Damage::ContentLength(delta)) => {
                (d.block.len() as i64 + i64::from(delta)) as usize
            }
            _ => d.block.len(),
        };
        let mut fields = d.fields.clone();
        // Where the length goes varies as writers vary it.
        let at = rng.range(1, fields.len());
        fields.insert(at, ("Content-Length".to_owned(), declared.to_string()));
        if d.damage == Some(Damage::HeaderTooLong) {
            let mut note = String::new();
            let mut k = 0;
            while note.len() < options.max_header + 64 {
                let _ = write!(note, "fetch{k}=ok; ");
                k += 1;
            }
            let at = rng.range(1, fields.len());
            fields.insert(at, ("WARC-Crawler-Note".to_owned(), note));
        }
        for (name, value) in &fields {
            lines.push(format!("{name}: {value}"));
        }
        lines.push(String::new());
        let lf = |k: usize, rng: &mut Rng| match d.damage {
            Some(Damage::LineEnds { all: true }) => true,
            Some(Damage::LineEnds { all: false }) => k == 1 || rng.chance(1, 2),
            _ => false,
        };
        let mut length_line = (0, 0);
        for (k, line) in lines.iter().enumerate() {
            let from = plain.len();
            plain.extend_from_slice(line.as_bytes());
            plain.extend_from_slice(if lf(k, rng) { b"\n" } else { b"\r\n" });
            if line.starts_with("Content-Length:") {
                length_line = (from, plain.len());
            }
        }
        let header_end = plain.len();
        plain.extend_from_slice(&d.block);
        let block_end = plain.len();
        match d.damage {
            Some(Damage::Trailer(t)) => plain.extend_from_slice(t.bytes()),
            _ => plain.extend_from_slice(b"\r\n\r\n"),
        }
        records.push(Record {
            kind: d.kind,
            target: d.target,
            date: d.date,
            capture: d.capture,
            damage: d.damage,
            links: if d.damage == Some(Damage::Truncated) {
                None
            } else {
                d.links
            },
            start,
            header_end,
            block_end,
            declared_end: header_end + declared,
            end: plain.len(),
            length_line,
            quote: d.quote.map(|(a, b)| (header_end + a, header_end + b)),
            member: (0, 0),
            member_damage: None,
        });
    }
    let full = plain.clone();
    if let Some(last) = records.last_mut()
        && last.damage == Some(Damage::Truncated)
    {
        let cut = last.header_end + rng.range(1, last.block_end - last.header_end - 1);
        plain.truncate(cut);
        last.block_end = cut;
        last.end = cut;
        last.quote = last.quote.filter(|&(_, to)| to <= cut);
    }
    // The gzip twin: one member per record (the truncated record's member
    // holds the cut record, unless the member itself is cut at the end).
    let mut gz = Vec::new();
    for (r, damage) in records.iter_mut().zip(members) {
        let bytes = if *damage == Some(MemberDamage::CutAtEnd) {
            &full[r.start..]
        } else {
            &plain[r.start..r.end]
        };
        let (mut m, header) = member(rng, seed, bytes);
        let deflate = header..m.len() - 8;
        match damage {
            None => {}
            Some(MemberDamage::CutShort) => m.truncate(m.len() / 2),
            Some(MemberDamage::FlippedDeflate) => {
                let at = deflate.start + rng.below(deflate.len());
                m[at] ^= 0xff;
            }
            Some(MemberDamage::FlippedCrc) => {
                let at = m.len() - 8 + rng.below(4);
                m[at] ^= 0xff;
            }
            Some(MemberDamage::CutAtEnd) => {
                m.truncate(deflate.start + rng.range(1, deflate.len() - 1));
            }
        }
        r.member = (gz.len(), gz.len() + m.len());
        r.member_damage = *damage;
        gz.extend_from_slice(&m);
    }
    File {
        seed,
        version,
        records,
        plain,
        gz,
        max_header: options.max_header,
    }
}

/// One capture a reader reported, as plain values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeenPage {
    pub offset: u64,
    pub warc_type: String,
    pub target: String,
    /// Its time, 14 digits.
    pub time: Option<String>,
    pub defects: Vec<String>,
    /// The links' attribute values as written, when its links were read.
    pub links: Option<Vec<String>>,
    /// Where its gzip member lies in the compressed file: offset and
    /// length.
    pub stored: Option<(u64, u64)>,
}

/// One error a reader reported, as plain values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeenError {
    /// Its offset in the decompressed stream (for a failed member, where
    /// the gap falls in it; `None` for an error of the stream itself).
    pub offset: Option<u64>,
    /// A failed gzip member's span: offset and length in the compressed
    /// file.
    pub member: Option<(u64, u64)>,
    pub header_too_long: bool,
    /// An error of the stream itself (`WarcError::Io`).
    pub io: bool,
    pub message: String,
}

/// What a reader reported of one file.
#[derive(Debug, Clone, Default)]
pub struct Seen {
    /// Pages and errors, in the order given.
    pub items: Vec<Result<SeenPage, SeenError>>,
    /// Its tally of records by `WARC-Type`.
    pub types: BTreeMap<String, u64>,
}

/// Read `bytes` with `Pages` (links when asked, headers of at most
/// `max_header` bytes): the one place that names the reader's API.
pub fn read(bytes: &[u8], links: bool, max_header: usize) -> Seen {
    read_on(bytes, links, max_header, 1)
}

/// As [`read`], with `jobs` threads finding links and inflating members.
pub fn read_on(bytes: &[u8], links: bool, max_header: usize, jobs: usize) -> Seen {
    use urispec_archive::{Pages, WarcError};
    let pages = Pages::new().links(links).max_header(max_header).jobs(jobs);
    let Ok(mut reader) = pages.read(bytes) else {
        return Seen::default();
    };
    let mut seen = Seen::default();
    for item in reader.by_ref() {
        seen.items.push(match item {
            Ok(page) => Ok(SeenPage {
                offset: page.offset,
                warc_type: page.warc_type.clone(),
                target: page.target.clone(),
                time: page.time.map(|t| t.to_string()),
                defects: page.defects.iter().map(|d| d.name().to_owned()).collect(),
                links: page
                    .links
                    .as_ref()
                    .map(|l| l.links.iter().map(|l| l.written.clone()).collect()),
                stored: page.stored.map(|s| (s.offset, s.length)),
            }),
            Err(e) => Err(SeenError {
                offset: e.offset(),
                member: e.stored().map(|s| (s.offset, s.length)),
                header_too_long: matches!(e, WarcError::HeaderTooLong { .. }),
                io: matches!(e, WarcError::Io(_)),
                message: e.to_string(),
            }),
        });
    }
    seen.types = reader.types().clone();
    seen
}

/// One way what a reader reported departs from the model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mismatch {
    /// Which kind of departure (a short fixed name, for the totals).
    pub what: &'static str,
    pub detail: String,
}

/// What `seen` (the reader's report of one twin of `file`, read with its
/// links) departs from the model in.
pub fn check(file: &File, gz: bool, seen: &Seen) -> Vec<Mismatch> {
    let (fates, expected) = file.expect(gz);
    let mut out = Vec::new();
    let mut say = |what: &'static str, detail: String| out.push(Mismatch { what, detail });
    let mut matched = vec![false; file.records.len()];
    for item in &seen.items {
        let Ok(page) = item else { continue };
        let found = file.records.iter().enumerate().find(|(i, r)| {
            !matched[*i]
                && r.kind.is_capture()
                && r.kind.name() == page.warc_type
                && r.target.as_deref() == Some(page.target.as_str())
        });
        let Some((i, r)) = found else {
            say("phantom", format!("{page:?}"));
            continue;
        };
        matched[i] = true;
        let fate = &fates[i];
        match fate {
            Fate::Lost | Fate::HeaderTooLong => {
                say(
                    "reported though an error",
                    format!("record {i} ({fate:?}): {page:?}"),
                );
                continue;
            }
            Fate::Intact if !page.defects.is_empty() => {
                say("false defect", format!("record {i}: {page:?}"))
            }
            Fate::Damaged(accepted)
                if !accepted.iter().any(|d| page.defects.iter().any(|p| p == d)) =>
            {
                say(
                    "defect not named",
                    format!(
                        "record {i} ({}), one of {accepted:?}: {page:?}",
                        r.damage.map(Damage::label).unwrap_or_default()
                    ),
                )
            }
            _ => {}
        }
        if page.time.as_deref() != Some(r.capture.as_str()) {
            say(
                "wrong date",
                format!("record {i} {:?} is {}: {page:?}", r.date, r.capture),
            );
        }
        if let Some(offset) = file.offset(i, gz)
            && page.offset != offset
        {
            say("wrong offset", format!("record {i} at {offset}: {page:?}"));
        }
        // Where the record lies as stored: its member in the gzip twin; in
        // the plain file its own bytes, from where it starts.
        let member = (r.member.0 as u64, (r.member.1 - r.member.0) as u64);
        let stored_right = match (gz, page.stored) {
            (true, stored) => stored == Some(member),
            (false, Some((offset, length))) => offset == page.offset && length > 0,
            // A record cut short has no extent.
            (false, None) => page.defects.iter().any(|d| d == "truncated"),
        };
        if !stored_right {
            say(
                "wrong gzip member",
                format!("record {i} in {member:?}: {page:?}"),
            );
        }
        if let (Some(links), Some(seen_links)) = (&r.links, &page.links) {
            if links != seen_links {
                say("wrong links", format!("record {i} has {links:?}: {page:?}"));
            }
        } else if r.links.is_some() && r.damage != Some(Damage::Truncated) {
            say(
                "links not read",
                format!("record {i} has {:?}: {page:?}", r.links),
            );
        }
    }
    for (i, r) in file.records.iter().enumerate() {
        if !r.kind.is_capture() || matched[i] {
            continue;
        }
        match &fates[i] {
            Fate::Intact => say("intact record lost", format!("record {i} {r:?}")),
            Fate::Damaged(_) => say(
                "damaged record lost",
                format!(
                    "record {i} ({}) {r:?}",
                    r.damage.map(Damage::label).unwrap_or_default()
                ),
            ),
            Fate::HeaderTooLong | Fate::Lost => {}
        }
    }
    // The errors: each expected one reported once, and no other.
    let mut errors: Vec<&SeenError> = seen.items.iter().filter_map(|i| i.as_ref().err()).collect();
    for e in &expected {
        let at = errors.iter().position(|s| match *e {
            Expected::HeaderTooLong { offset } => {
                s.header_too_long && (offset.is_none() || s.offset == offset)
            }
            Expected::Member { offset, length } => s.member == Some((offset, length)),
        });
        match at {
            Some(at) => {
                errors.remove(at);
            }
            None => say("error not reported", format!("{e:?}; reported {errors:?}")),
        }
    }
    for e in errors {
        say("unexpected error", format!("{e:?}"));
    }
    // The tally of the records that are no captures.
    for kind in [Kind::Warcinfo, Kind::Request, Kind::Metadata] {
        let want = file
            .records
            .iter()
            .zip(&fates)
            .filter(|(r, f)| r.kind == kind && matches!(f, Fate::Intact | Fate::Damaged(_)))
            .count() as u64;
        let got = seen.types.get(kind.name()).copied().unwrap_or(0);
        if want != got {
            say(
                "type count",
                format!("{}: {want} in the model, {got} counted", kind.name()),
            );
        }
    }
    out
}

/// One random edit of a file's bytes, at an offset of the original.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Edit {
    /// The byte XORed with a value other than zero.
    Flip { at: usize, xor: u8 },
    /// A byte put before this one.
    Insert { at: usize, byte: u8 },
    /// The byte taken out.
    Delete { at: usize },
}

impl Edit {
    pub fn at(self) -> usize {
        match self {
            Edit::Flip { at, .. } | Edit::Insert { at, .. } | Edit::Delete { at } => at,
        }
    }

    /// The edit of three bytes (position's two and an operation's), the
    /// position modulo `len`.
    pub fn from_bytes(b: [u8; 3], len: usize) -> Edit {
        let at = usize::from(u16::from_le_bytes([b[0], b[1]])) % len.max(1);
        match b[2] % 3 {
            0 => Edit::Flip {
                at,
                xor: b[2].max(1),
            },
            1 => Edit::Insert { at, byte: b[2] },
            _ => Edit::Delete { at },
        }
    }
}

/// `bytes` with `edits` made (offsets of the original, taken modulo its
/// length).
pub fn apply(bytes: &[u8], edits: &[Edit]) -> Vec<u8> {
    if bytes.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::with_capacity(bytes.len() + edits.len());
    for (i, &b) in bytes.iter().enumerate() {
        let mut byte = Some(b);
        for e in edits {
            match *e {
                Edit::Insert { at, byte: put } if at % bytes.len() == i => out.push(put),
                Edit::Flip { at, xor } if at % bytes.len() == i => {
                    byte = byte.map(|b| b ^ xor);
                }
                Edit::Delete { at } if at % bytes.len() == i => byte = None,
                _ => {}
            }
        }
        out.extend(byte);
    }
    out
}

impl File {
    /// Which records of a clean file a reader must still report after
    /// `edits` of one twin: a record none of whose bytes (for the gzip
    /// twin, none of whose member's bytes) were touched, where the reader
    /// is sure to come to it. In the plain file that is where no record
    /// before it had its framing touched: a header edited otherwise than
    /// by a byte flipped outside its `Content-Length` line that neither
    /// was nor became a CR or LF (the length, or where the header ends,
    /// may then be anything), or a quoted record edited (a reader lost in
    /// that block may take the quote, whose length may then be anything);
    /// at most 8 bytes put in or taken out of a block leave its length
    /// within the 8 bytes the contract recovers. In the gzip twin, a
    /// member that fails loses its record whole, and one that does not
    /// (an edit of its header's time) is the same record: every untouched
    /// member's record is there. With one of the first two bytes edited
    /// (which tell gzip from plain) none is sure.
    pub fn survivors(&self, gz: bool, edits: &[Edit]) -> Vec<bool> {
        let bytes = self.bytes(gz);
        let n = bytes.len().max(1);
        // The first two bytes tell gzip from plain: with them edited, the
        // file is another kind of file.
        if edits.iter().any(|e| e.at() % n < 2) {
            return vec![false; self.records.len()];
        }
        let touches = |from: usize, to: usize| {
            edits.iter().any(|e| {
                let at = e.at() % n;
                match e {
                    // A byte put before the first of a member is between
                    // members.
                    Edit::Insert { .. } if gz => at > from && at < to,
                    _ => at >= from && at < to,
                }
            })
        };
        if gz {
            return self
                .records
                .iter()
                .map(|r| !touches(r.member.0, r.member.1))
                .collect();
        }
        let mut out = Vec::with_capacity(self.records.len());
        let mut framing_lost = false;
        for r in &self.records {
            // The line end before a record makes its line start.
            let from = r.start.saturating_sub(1);
            out.push(!framing_lost && !touches(from, r.end));
            let unsafe_edit = edits.iter().any(|e| {
                let at = e.at() % n;
                let in_header = at >= r.start && at < r.header_end;
                let in_quote = r.quote.is_some_and(|(a, b)| at >= a && at < b);
                let header_unsafe = in_header
                    && match *e {
                        Edit::Flip { xor, .. } => {
                            let (was, now) = (bytes[at], bytes[at] ^ xor);
                            matches!(was, b'\r' | b'\n')
                                || matches!(now, b'\r' | b'\n')
                                || (at >= r.length_line.0 && at < r.length_line.1)
                        }
                        _ => true,
                    };
                header_unsafe || in_quote
            });
            framing_lost |= unsafe_edit;
        }
        out
    }
}

/// A CDX or CDXJ index of the captures of the clean file of a seed (the
/// IIPC "CDX File Format" legend ` CDX N b a m s k r M S V g`, or CDXJ's
/// `urlkey timestamp {json}`), one line per capture after the legend.
#[derive(Debug, Clone)]
pub struct Index {
    pub bytes: Vec<u8>,
    pub lines: Vec<Line>,
}

/// One line of an [`Index`].
#[derive(Debug, Clone)]
pub struct Line {
    /// Its span, its `\n` included.
    pub span: (usize, usize),
    /// The URL and time of its capture (`None` for the legend).
    pub capture: Option<(String, String)>,
}

/// The index of the clean file of `seed`.
pub fn index(seed: u64) -> Index {
    let file = File::clean(seed);
    let cdxj = seed % 2 == 1;
    let mut bytes = Vec::new();
    let mut lines = Vec::new();
    if !cdxj {
        bytes.extend_from_slice(b" CDX N b a m s k r M S V g\n");
        lines.push(Line {
            span: (0, bytes.len()),
            capture: None,
        });
    }
    for (i, r) in file.records.iter().enumerate() {
        let (true, Some(url)) = (r.kind.is_capture(), &r.target) else {
            continue;
        };
        let from = bytes.len();
        let key = format!("example,site{})/r{i}", seed % 97);
        if cdxj {
            let _ = writeln!(
                bytes,
                "{key} {} {{\"url\": \"{url}\", \"mime\": \"text/html\", \"status\": \"200\", \"filename\": \"damaged-{seed}.warc.gz\"}}",
                r.capture
            );
        } else {
            let _ = writeln!(
                bytes,
                "{key} {} {url} text/html 200 AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA - - {} {} damaged-{seed}.warc.gz",
                r.capture,
                r.member.1 - r.member.0,
                r.member.0
            );
        }
        lines.push(Line {
            span: (from, bytes.len()),
            capture: Some((url.clone(), r.capture.clone())),
        });
    }
    Index { bytes, lines }
}

impl Index {
    /// The URL and time of each line a reader must still report after
    /// `edits`: none of its bytes nor the line end before it touched, and
    /// the first line, which tells the format, untouched.
    pub fn survivors(&self, edits: &[Edit]) -> Vec<(&str, &str)> {
        let n = self.bytes.len().max(1);
        let touches = |from: usize, to: usize| {
            edits.iter().any(|e| {
                let at = e.at() % n;
                at >= from && at < to
            })
        };
        if self.lines.first().is_some_and(|l| touches(0, l.span.1)) {
            return Vec::new();
        }
        self.lines
            .iter()
            .filter(|l| !touches(l.span.0.saturating_sub(1), l.span.1))
            .filter_map(|l| l.capture.as_ref().map(|(u, t)| (u.as_str(), t.as_str())))
            .collect()
    }
}
