//! The accessors of `urispec_archive` (web-archive indexes) and of the
//! editions by date (`Lineage`, `Published`), one test each.

use std::io::Read;

use urispec::{Edition, Lineage};
use urispec_archive::{
    open, CaptureTime, CaptureVerdict, Format, FormatName, Gunzip, Index, Judge, Legend,
};

const CDX: &str = " CDX N b a\n\
    com,example)/~a 19961020114500 http://example.com/~a\n\
    com,example)/~a 19991020114500 http://example.com/~a\n";

/// `Lineage::editions`, `Lineage::edition_at`, `Judge::edition_for`,
/// `CaptureTime::edition_in`.
#[test]
fn editions_by_date() {
    assert_eq!(Lineage::WholeUrls.editions().len(), 5);
    assert_eq!(Lineage::PartialForms.editions()[0], Edition::UrlDraft02);
    let t: CaptureTime = "19950615000000".parse().unwrap();
    assert_eq!(
        t.edition_in(Lineage::PartialForms).edition,
        Edition::Rfc1808
    );
    assert_eq!(
        Lineage::PartialForms.edition_at(1995, 6),
        t.edition_in(Lineage::PartialForms)
    );
    let fixed = Judge::Edition(Edition::Rfc1738)
        .edition_for(Some(t))
        .unwrap();
    assert!(!fixed.predates);
    assert_eq!(Judge::ByDate(Lineage::WholeUrls).edition_for(None), None);
}

/// `CaptureTime::year`, `month`, `day`, `clock`, `from_w3cdtf`.
#[test]
fn capture_time_fields() {
    let t = CaptureTime::parse(b"20010911084600").unwrap();
    assert_eq!(
        (t.year(), t.month(), t.day(), t.clock()),
        (2001, 9, 11, (8, 46, 0))
    );
    assert_eq!(CaptureTime::from_w3cdtf("2001-09-11T08:46:00Z"), Ok(t));
    let june = CaptureTime::from_w3cdtf("2001-06").unwrap();
    assert_eq!(
        (june.year(), june.month(), june.day(), june.clock()),
        (2001, 6, 1, (0, 0, 0))
    );
}

/// `Legend::letters`, `len`, `is_empty`, `is_assumed`, `for_fields`;
/// `Format::guess`, `read`, `capture`, `name`; `Capture::url_text`;
/// `RecordError::reason`, `offset`.
#[test]
fn legends_and_formats() {
    let legend = Legend::for_fields(9).unwrap();
    assert_eq!(legend.letters(), "NbamskrVg");
    assert_eq!(
        (legend.len(), legend.is_empty(), legend.is_assumed()),
        (9, false, true)
    );
    assert_eq!(Legend::for_fields(10), None);
    let format = Format::guess(b" CDX a b").unwrap();
    assert_eq!(format.name(), FormatName::Cdx);
    assert_eq!(
        Format::read(FormatName::Cdxj, b"anything").unwrap(),
        Format::Cdxj
    );
    let capture = format
        .capture(b"http://a/ 19940101000000")
        .unwrap()
        .unwrap();
    assert_eq!(capture.url_text(), Ok("http://a/"));
    let e = format.capture(b"http://a/").unwrap_err();
    assert_eq!((e.reason(), e.offset()), ("fields", 9));
}

/// `Gunzip::new`, `Gunzip::threaded`, `Gunzip::parallel`, `Gunzip::is_gzip`,
/// `GzipError::is_truncated`, `kind`, `offset`; `open`, `Opened::format`,
/// `is_gzip`, `was_guessed`, `guessed_from`, `lines_read`;
/// `Format::of_line`.
#[test]
fn gunzip_and_open() {
    let plain = Gunzip::threaded(std::io::Cursor::new(CDX.as_bytes().to_vec())).unwrap();
    assert!(!plain.is_gzip());
    let mut text = String::new();
    let mut input = open(plain, None, 1024).unwrap();
    assert!(input.was_guessed() && !input.is_gzip());
    assert!(matches!(input.format(), Format::Cdx(_)));
    assert_eq!((input.guessed_from(), input.lines_read()), (Some(1), 1));
    assert_eq!(Format::of_line(b""), None);
    assert_eq!(Format::of_line(b"http://a/"), Some(Ok(Format::Lines)));
    input.read_to_string(&mut text).unwrap();
    assert_eq!(text, CDX);
    // gzip's magic number and a header cut short.
    let cut = Gunzip::new(&[0x1f, 0x8b, 8, 0][..]).unwrap();
    assert!(cut.is_gzip());
    let e = open(cut, Some(FormatName::Cdx), 1024).unwrap_err();
    let gzip = match &e {
        urispec_archive::OpenError::Io(io) => io
            .get_ref()
            .and_then(|e| e.downcast_ref::<urispec_archive::GzipError>())
            .unwrap(),
        other => panic!("{other}"),
    };
    assert!(gzip.is_truncated());
    assert_eq!(gzip.kind(), urispec_archive::GzipErrorKind::Truncated);
    assert!(gzip.offset() <= 4);
    // On threads, a plain file is read as it is.
    let plain = Gunzip::parallel(std::io::Cursor::new(CDX.as_bytes().to_vec()), 3).unwrap();
    assert!(!plain.is_gzip());
    let mut text = String::new();
    open(plain, None, 1024)
        .unwrap()
        .read_to_string(&mut text)
        .unwrap();
    assert_eq!(text, CDX);
}

/// `Index::new`, `jobs`, `max_line`, `options`, `format`, `judge`,
/// `record`, `records`, `batches`; `CaptureRecord::is_valid`.
#[test]
fn index_of_captures() {
    let format = Format::guess(b" CDX N b a").unwrap();
    let index = Index::new(format, Judge::ByDate(Lineage::WholeUrls))
        .jobs(2)
        .max_line(4096)
        .options(urispec::url::Options::default());
    assert_eq!(index.format(), format);
    assert_eq!(index.judge(), Judge::ByDate(Lineage::WholeUrls));
    let records: Vec<_> = index
        .records(CDX.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(records.len(), 2);
    assert!(!records[0].is_valid() && records[1].is_valid());
    assert_eq!(records[1].time.map(|t| t.year()), Some(1999));
    assert_eq!(records[1].urlkey.as_deref(), Some("com,example)/~a"));
    let one = index.record(7, b"com,example)/~a 19991020114500 http://example.com/~a");
    let CaptureVerdict::Judged { edition, .. } = one.unwrap().verdict else {
        panic!("a capture")
    };
    assert_eq!(edition.edition, Edition::Rfc2396);
    assert_eq!(index.record(1, b" CDX N b a"), None);
    let editions: Vec<Vec<Edition>> = index
        .batches(CDX.as_bytes(), |seen: &mut Vec<Edition>, _, entry| {
            if let urispec_archive::Entry::Capture(judged) = entry {
                seen.push(judged.edition.edition);
            }
        })
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(editions.concat(), [Edition::Rfc1738, Edition::Rfc2396]);
}

#[test]
fn warc_records_and_pages() {
    use urispec_archive::{Pages, Warc};
    let body = "HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n<a href=x>x</a>";
    let file = format!(
        "WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: <http://a/b>\r\n\
         WARC-Date: 1999-01-01T00:00:00Z\r\nContent-Length: {}\r\n\r\n{body}\r\n\r\n",
        body.len()
    );
    let mut warc = Warc::new(file.as_bytes())
        .expect("readable")
        .max_header(4096);
    let header = warc.next_record().expect("a record").expect("well-formed");
    assert_eq!(header.warc_type(), Some("response"));
    assert_eq!(header.target_uri(), Some("http://a/b"));
    assert_eq!(header.field("content-length"), Some("59"));
    assert_eq!(header.content_length(), 59);
    let mut block = Vec::new();
    let ending = warc.read_block(&mut block, 8).expect("read");
    assert!(!ending.whole, "cut at 8 bytes");
    assert!(ending.defects.is_empty());
    assert_eq!(block, b"HTTP/1.0");
    assert!(warc.next_record().is_none());
    // Skipped, the block ends as cleanly; a plain file has no members.
    let mut skipping = Warc::new(file.as_bytes()).expect("readable");
    let header = skipping
        .next_record()
        .expect("a record")
        .expect("well-formed");
    assert_eq!(header.stored(), None);
    assert!(!header.is_arc() && !skipping.is_arc());
    assert_eq!(header.record_id(), None, "the fixture names none");
    let ending = skipping.skip_block().expect("skipped");
    assert!(ending.whole && ending.defects.is_empty());
    assert!(skipping.next_record().is_none());
    // A header longer than the maximum is an error; the reader goes on
    // past its block, and nothing follows it.
    let mut short = Warc::new(file.as_bytes()).expect("readable").max_header(16);
    assert!(short.next_record().expect("an error").is_err());
    // On threads, a plain file's records are read on this one.
    let mut threads = Warc::with_jobs(file.as_bytes(), 3).expect("readable");
    let header = threads
        .next_record()
        .expect("a record")
        .expect("well-formed");
    assert_eq!((header.offset(), threads.is_gzip()), (0, false));

    let pages = Pages::new().links(true).max_body(50);
    let page = pages.read(file.as_bytes()).expect("readable").next();
    let page = page.expect("a page").expect("well-formed");
    assert!(page.truncated);
    assert_eq!(
        page.links.map(|l| l.links.len()),
        Some(0),
        "the body cut before its link"
    );
    // What is made of each page, on the workers: the same as one by one.
    let mut targets = Pages::new()
        .links(true)
        .jobs(2)
        .read(file.as_bytes())
        .expect("readable")
        .map_pages(|page| (page.target, page.links.map(|l| l.links.len())));
    let made = targets.next().expect("a page").expect("well-formed");
    assert_eq!(made, ("http://a/b".to_owned(), Some(1)));
    assert!(targets.next().is_none());
    assert_eq!(targets.types()["response"], 1);
}

/// `Charset::from_label`, `Charset::name`: the labels of the Encoding
/// Standard, any case, spaces and quotes around them taken off.
#[test]
fn charset_labels_and_names() {
    use urispec_archive::Charset;
    assert_eq!(Charset::from_label("\"ISO_8859-1\""), Charset::Iso8859_1);
    assert_eq!(Charset::from_label("cp1252").name(), "windows-1252");
    assert_eq!(Charset::from_label("UTF-8").name(), "utf-8");
    assert_eq!(Charset::from_label(" KOI8-R ").name(), "koi8-r");
}

/// The table of then and now: `add`, `years`, `svg`, `merge`.
#[test]
fn then_now_table() {
    use urispec_archive::{then_now, Change, ThenNowTable};
    let mut table = ThenNowTable::default();
    for (year, link, then) in [
        (1996, "?y", "http://a/b/c/d;p?y"),
        (1999, "?y", "http://a/b/c/?y"),
    ] {
        table.add(
            year,
            link,
            Ok(then),
            &then_now("http://a/b/c/d;p?q", link, Ok(then)),
        );
    }
    let years = table.years();
    assert_eq!((years[&1996].changed, years[&1999].changed), (0, 1));
    assert!(years[&1999].classes.contains_key(&Change::QueryOnly));
    let svg = table.svg();
    assert!(svg.contains(">1996<") && svg.contains(">query-only<"));
    // Merged: the counts added, the first example kept.
    let mut later = ThenNowTable::default();
    later.add(
        1999,
        "?z",
        Ok("http://a/b/c/?z"),
        &then_now("http://a/b/c/d;p?q", "?z", Ok("http://a/b/c/?z")),
    );
    let first_example = years[&1999].classes[&Change::QueryOnly].example.clone();
    table.merge(later);
    let year = &table.years()[&1999];
    assert_eq!((year.links, year.changed), (2, 2));
    assert_eq!(year.classes[&Change::QueryOnly].example, first_example);
}

/// A link then and now: `rfc3986`, `whatwg`, the same string kept once or
/// each its own, and equal whichever way it is kept.
#[test]
fn then_now_results() {
    use urispec_archive::{then_now, Change};
    // RFC 3986's result is the browser's.
    let same = then_now("http://a/b/c/d;p?q", "g", Ok("http://a/b/c/g"));
    assert_eq!(same.rfc3986(), Ok("http://a/b/c/g"));
    assert_eq!(same.whatwg(), Ok("http://a/b/c/g"));
    assert_eq!(same.changed, None);
    // A browser drops the default port RFC 3986 keeps.
    let port = then_now("http://a/b", "http://x:80/g", Ok("http://x:80/g"));
    assert_eq!(port.rfc3986(), Ok("http://x:80/g"));
    assert_eq!(port.whatwg(), Ok("http://x/g"));
    assert_eq!(port.changed, Some(Change::DefaultPort));
    // Refused by RFC 3986, resolved by a browser.
    let refused = then_now("http://a/b/c/d;p?q", "g h", Err(()));
    assert!(refused.rfc3986().is_err());
    assert_eq!(refused.whatwg(), Ok("http://a/b/c/g%20h"));
    // The same results are equal however they were kept: against a base a
    // browser writes otherwise (its `..` removed) the url crate is asked,
    // and answers what the shortcut keeps once against the first.
    let other = then_now("http://a/b/../b/c/d;p?q", "g", Ok("http://a/b/c/g"));
    assert_eq!(same, other);
    assert!(format!("{same:?}").contains("whatwg: Ok(\"http://a/b/c/g\")"));
}
