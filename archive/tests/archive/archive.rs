//! The readers of web-archive indexes (`urispec_archive`) on hostile
//! lines: every byte at every position of a CDX and a CDXJ line, every cut,
//! lines that are not UTF-8. None panics, and every error's offset lies in
//! its line. And the dates of WARC records as archives write them.

use urispec::check::Verdict;
use urispec::{Edition, Lineage};
use urispec_archive::{
    CaptureTime, CaptureVerdict, Format, FormatName, Index, Judge, Legend, RecordError,
};

const LEGEND: &[u8] = b" CDX N b a m s k r M S V g";
const CDX: &[u8] = b"edu,example,cs)/~ann 19960512083000 http://www.cs.example.edu/~ann/ text/html 200 AAAA - - 700 1000 a.arc.gz";
const CDXJ: &[u8] =
    br#"com,example)/a 19990704120000 {"url": "http://www.example.com/a?b=1\u0026c=2", "status": "200"}"#;

/// Every line of `line` changed at one position (each of a few bytes put
/// there), cut at every length, and with a byte inserted.
fn variants(line: &[u8]) -> Vec<Vec<u8>> {
    let mut all = Vec::new();
    for at in 0..=line.len() {
        all.push(line[..at].to_vec());
        for b in [
            b' ', b'"', b'{', b'}', b'\\', b'-', b'9', b'\n', 0x00, 0xff, 0xc3,
        ] {
            let mut changed = line.to_vec();
            if at < line.len() {
                changed[at] = b;
                all.push(changed.clone());
            }
            let mut inserted = line.to_vec();
            inserted.insert(at, b);
            all.push(inserted);
        }
    }
    all
}

fn index(format: Format, judge: Judge) -> Index {
    Index::new(format, judge).jobs(1)
}

#[test]
fn no_line_panics_and_every_offset_is_in_its_line() {
    let cdx = Format::guess(LEGEND).expect("a legend");
    for (format, line) in [(cdx, CDX), (Format::Cdxj, CDXJ), (Format::Lines, CDX)] {
        for judge in [
            Judge::ByDate(Lineage::WholeUrls),
            Judge::ByDate(Lineage::PartialForms),
            Judge::Edition(Edition::Rfc1738),
        ] {
            let index = index(format, judge);
            for variant in variants(line) {
                if let Some(record) = index.record(1, &variant)
                    && let CaptureVerdict::NotACapture(e) = &record.verdict
                {
                    assert!(
                        e.offset() <= variant.len(),
                        "{e}: {}",
                        String::from_utf8_lossy(&variant)
                    );
                }
            }
        }
    }
    for variant in variants(LEGEND) {
        if let Err(e) = Legend::parse(&variant) {
            assert!(e.offset() <= variant.len(), "{e}");
        }
        let _ = Format::guess(&variant);
        for name in FormatName::ALL {
            let _ = Format::read(name, &variant);
        }
    }
    for variant in variants(b"19960512083000") {
        let _ = CaptureTime::parse(&variant);
    }
}

#[test]
fn a_url_that_is_not_utf8_is_a_verdict_and_a_key_is_read_lossily() {
    let cdx = Format::guess(b" CDX N b a").expect("a legend");
    let index = index(cdx, Judge::ByDate(Lineage::WholeUrls));
    let record = index
        .record(
            2,
            b"com,example)/caf\xe9 19970101000000 http://example.com/caf\xe9",
        )
        .expect("a capture");
    assert_eq!(
        record.verdict,
        CaptureVerdict::Judged {
            edition: Lineage::WholeUrls.edition_at(1997, 1),
            verdict: Verdict::NotUtf8 { valid_up_to: 22 },
        }
    );
    assert_eq!(record.urlkey.as_deref(), Some("com,example)/caf\u{fffd}"));
    // CDXJ is JSON, which is UTF-8.
    let record = Index::new(Format::Cdxj, Judge::Edition(Edition::Rfc2396))
        .record(1, b"k 19970101000000 {\"url\": \"http://a/\xe9\"}")
        .expect("a line");
    assert!(matches!(
        record.verdict,
        CaptureVerdict::NotACapture(RecordError::Json { .. })
    ));
}

#[test]
fn by_date_a_capture_without_a_time_is_no_capture() {
    let cdx = Format::guess(b" CDX N b a").expect("a legend");
    let by_date = index(cdx, Judge::ByDate(Lineage::WholeUrls));
    let record = by_date.record(1, b"k - http://a/").expect("a line");
    assert_eq!(
        record.verdict,
        CaptureVerdict::NotACapture(RecordError::NoTime { offset: 2 })
    );
    // One edition for all judges it.
    let fixed = index(cdx, Judge::Edition(Edition::Rfc2396));
    assert!(fixed
        .record(1, b"k - http://a/")
        .expect("a line")
        .is_valid());
    // Plain lines have no time.
    let lines = index(Format::Lines, Judge::ByDate(Lineage::WholeUrls));
    assert_eq!(
        lines.record(1, b"http://a/").expect("a line").verdict,
        CaptureVerdict::NotACapture(RecordError::NoTime { offset: 0 })
    );
}

/// A WARC file with each of a few bytes put at every third position, and
/// cut at every fifth length: no panic, every error's offset inside the
/// file, and the records before a change still read.
#[test]
fn no_warc_panics_and_every_offset_is_in_its_file() {
    use urispec_archive::{Pages, Warc};
    let file = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/cases/archive/pages.warc"
    ))
    .expect("the fixture");
    let mut variants: Vec<Vec<u8>> = (0..file.len())
        .step_by(5)
        .map(|at| file[..at].to_vec())
        .collect();
    for at in (0..file.len()).step_by(3) {
        for b in [b'\n', b'\r', b':', b'<', b'"', 0x00, 0xff, b'9'] {
            let mut changed = file.clone();
            changed[at] = b;
            variants.push(changed);
        }
    }
    for variant in &variants {
        let pages = Pages::new()
            .links(true)
            .read(&variant[..])
            .expect("readable");
        for page in pages {
            if let Err(e) = page {
                let offset = e.offset().expect("no I/O error from a slice");
                assert!(offset <= variant.len() as u64, "{e}");
            }
        }
        let mut warc = Warc::new(&variant[..]).expect("readable").max_header(256);
        let mut block = Vec::new();
        while let Some(record) = warc.next_record() {
            if record.is_ok() {
                let _ = warc.read_block(&mut block, 64);
            }
        }
    }
}

/// A `WARC-Date` of each precision W3C-DTF allows (ISO 28500 §5.4, WARC
/// 1.1) dates its capture, a missing month being January; an offset is
/// taken back to UTC, and a date out of range is no capture, its offset in
/// the field's value.
#[test]
fn a_warc_date_of_every_w3cdtf_precision_dates_its_capture() {
    use urispec_archive::{Pages, TimeError};
    let record = |date: &str| {
        let warc = format!(
            "WARC/1.1\r\nWARC-Type: response\r\nWARC-Target-URI: http://a/\r\n\
             WARC-Date: {date}\r\nContent-Length: 0\r\n\r\n\r\n\r\n"
        );
        let page = Pages::new().read(warc.as_bytes()).expect("readable").next();
        page.expect("a page").expect("well-formed")
    };
    for (date, time, edition) in [
        ("1998", "19980101000000", Edition::Rfc1738),
        ("1998-08", "19980801000000", Edition::Rfc2396),
        ("1998-08-01", "19980801000000", Edition::Rfc2396),
        ("1998-08-01T12:00Z", "19980801120000", Edition::Rfc2396),
        ("1998-08-01T12:00:00Z", "19980801120000", Edition::Rfc2396),
        (
            "1998-08-01T12:00:00.25Z",
            "19980801120000",
            Edition::Rfc2396,
        ),
        // An hour ahead of UTC: still July in UTC.
        ("1998-08-01T00:30+01:00", "19980731233000", Edition::Rfc1738),
    ] {
        let page = record(date);
        assert_eq!(
            page.time.map(|t| t.to_string()).as_deref(),
            Some(time),
            "{date}"
        );
        match page.verdict {
            CaptureVerdict::Judged { edition: at, .. } => assert_eq!(at.edition, edition, "{date}"),
            other => panic!("{date}: {other:?}"),
        }
    }
    for (date, offset, source) in [
        (
            "1998-13",
            5,
            TimeError::Range {
                field: "month",
                offset: 5,
            },
        ),
        (
            "1998-02-30T00:00Z",
            8,
            TimeError::Range {
                field: "day",
                offset: 8,
            },
        ),
        (
            "1998-08-01T24:00Z",
            11,
            TimeError::Range {
                field: "hour",
                offset: 11,
            },
        ),
        (
            "1998-08-01T12:00",
            16,
            TimeError::NotW3cdtf {
                offset: 16,
                expected: "`:`, `Z` or a zone `+hh:mm`/`-hh:mm`",
            },
        ),
    ] {
        let page = record(date);
        assert_eq!(page.time, None, "{date}");
        assert_eq!(
            page.verdict,
            CaptureVerdict::NotACapture(RecordError::Time { offset, source }),
            "{date}"
        );
    }
}

/// SURT keys of a URL with each of a few bytes at every position: no
/// panic, under both keys.
#[test]
fn no_surt_key_panics() {
    use urispec_archive::Surt;
    let url = "http://www2.Example.com:8080/a/(S(abcdefghijklmnopqrstuvwx))/p.aspx?b=1&jsessionid=0123456789abcdef0123456789abcdef&a#f";
    for at in 0..=url.len() {
        for c in [
            '%', '.', '/', ':', '@', '[', ']', '?', '&', '=', '0', 'é', ' ',
        ] {
            let mut changed = url.to_owned();
            if url.is_char_boundary(at) {
                changed.insert(at, c);
            }
            for kind in [Surt::Default, Surt::Rfc2396] {
                let _ = kind.key(&changed);
                let _ = kind.key(&changed[..at.min(changed.len())]);
            }
        }
    }
}
