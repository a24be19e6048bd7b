use super::*;

fn cdx11() -> Format {
    Format::Cdx(Legend::for_fields(11).unwrap())
}

const LINE: &[u8] = b"edu,example,cs)/~ann 19960512083000 http://www.cs.example.edu/~ann/ text/html 200 AAAA - - 700 1000 a.arc.gz";

#[test]
fn a_cdx_line_gives_its_url_time_and_key() {
    let c = cdx11().capture(LINE).unwrap().unwrap();
    assert_eq!(c.url_text(), Ok("http://www.cs.example.edu/~ann/"));
    assert_eq!(c.urlkey, Some(&b"edu,example,cs)/~ann"[..]));
    assert_eq!(c.time.unwrap().to_string(), "19960512083000");
    // A legend in another order.
    let other = Format::guess(b" CDX a b").unwrap();
    let c = other.capture(b"http://a/ 19960512083000").unwrap().unwrap();
    assert_eq!((c.url_text(), c.urlkey), (Ok("http://a/"), None));
    // `-` is no value.
    let c = other.capture(b"http://a/ -").unwrap().unwrap();
    assert_eq!(c.time, None);
    assert_eq!(
        other.capture(b"- 19960512083000"),
        Err(RecordError::NoUrl { offset: 0 })
    );
}

#[test]
fn lines_that_do_not_fit_say_where() {
    let f = cdx11();
    let short = b"edu,example)/ 19960512083000 http://a/";
    assert_eq!(
        f.capture(short),
        Err(RecordError::Fields {
            found: 3,
            expected: 11,
            offset: short.len()
        })
    );
    let long = [LINE, b" extra"].concat();
    assert_eq!(
        f.capture(&long),
        Err(RecordError::Fields {
            found: 12,
            expected: 11,
            offset: LINE.len() + 1
        })
    );
    let bad_time = String::from_utf8_lossy(LINE).replace("19960512083000", "19961332083000");
    let e = f.capture(bad_time.as_bytes()).unwrap_err();
    assert_eq!((e.reason(), e.offset()), ("time", 21 + 4));
    assert_eq!(
        f.capture(b""),
        Err(RecordError::Fields {
            found: 1,
            expected: 11,
            offset: 0
        })
    );
    // The same legend again is no record; another is an error.
    assert_eq!(f.capture(b" CDX N b a m s k r M S V g"), Ok(None));
    assert_eq!(f.capture(b" CDX a b"), Err(RecordError::OtherLegend));
}

#[test]
fn cdxj_lines() {
    let f = Format::Cdxj;
    let c = f
        .capture(br#"com,example)/ 19991231235959 {"url": "http://example.com/", "status": "200"}"#)
        .unwrap()
        .unwrap();
    assert_eq!(c.url_text(), Ok("http://example.com/"));
    assert!(matches!(c.url, Cow::Borrowed(_)));
    assert_eq!(f.capture(b"!OpenWayback-CDXJ 1.0"), Ok(None));
    for (line, reason, offset) in [
        (
            &br#"com,example)/ 19991231235959 {"status": "200"}"#[..],
            "no-url",
            29,
        ),
        (br#"com,example)/ 19991231235959 {"url": 7}"#, "json", 37),
        (
            br#"com,example)/ 19991231235959 {"url": "http://a/"#,
            "json",
            46,
        ),
        (br#"com,example)/ 19991231235959 not json"#, "json", 30),
        (br#"com,example)/ 1999 {"url": "http://a/"}"#, "time", 14),
        (b"com,example)/", "shape", 13),
        (b"com,example)/ 19991231235959", "shape", 28),
        (br#" 19991231235959 {"url": "http://a/"}"#, "shape", 0),
    ] {
        let e = f.capture(line).unwrap_err();
        assert_eq!(
            (e.reason(), e.offset()),
            (reason, offset),
            "{}: {e}",
            String::from_utf8_lossy(line)
        );
    }
    let e = f
        .capture(b"k 19991231235959 {\"url\": \"http://a/\xff\"}")
        .unwrap_err();
    assert_eq!(e.reason(), "json");
}

#[test]
fn guesses() {
    assert_eq!(Format::guess(b""), Ok(Format::Lines));
    assert_eq!(Format::guess(b"http://a/ b"), Ok(Format::Lines));
    assert_eq!(Format::guess(LINE), Ok(cdx11()));
    assert!(matches!(Format::guess(LINE), Ok(Format::Cdx(l)) if l.is_assumed()));
    assert_eq!(Format::guess(b"k 1999 {}"), Ok(Format::Cdxj));
    assert_eq!(Format::guess(b" CDX x"), Err(LegendError::NoUrl));
    assert_eq!(
        Format::guess(b" CDX a bb"),
        Err(LegendError::NotALetter { offset: 7 })
    );
    assert_eq!(
        Format::read(FormatName::Cdx, b"a b c"),
        Err(LegendError::Missing { fields: 3 })
    );
    let many = format!(" CDX a{}", " x".repeat(MAX_FIELDS));
    assert!(matches!(
        Legend::parse(many.as_bytes()),
        Err(LegendError::TooMany { .. })
    ));
}

#[test]
fn a_line_shows_its_format_or_none() {
    let shown = |line: &[u8]| Format::of_line(line);
    // What shows a format.
    assert_eq!(shown(b" CDX N b a"), Some(Format::guess(b" CDX N b a")));
    assert_eq!(shown(b"CDX a b"), Some(Format::guess(b" CDX a b")));
    assert_eq!(shown(b"!OpenWayback-CDXJ 1.0"), Some(Ok(Format::Cdxj)));
    let cdxj = br#"com,example)/ 19990704120000 {"url": "http://example.com/"}"#;
    assert_eq!(shown(cdxj), Some(Ok(Format::Cdxj)));
    // The JSON block is the line's own error, not the format's.
    assert_eq!(shown(b"k 1999 {broken"), Some(Ok(Format::Cdxj)));
    assert_eq!(shown(LINE), Some(Ok(cdx11())));
    let nine = b"k 19960512083000 http://a/ text/html 200 A - 700 a.arc.gz";
    assert_eq!(
        shown(nine),
        Some(Ok(Format::Cdx(Legend::for_fields(9).unwrap())))
    );
    // Whatever a list holds without a space: judged once read.
    for url in [
        &b"http://a/"[..],
        b"news:*",
        b"HTTP://A/%zz",
        b"../g",
        b"%",
        b"com,example)/",
        b"\xff\xfe",
    ] {
        assert_eq!(shown(url), Some(Ok(Format::Lines)), "{url:?}");
    }
    assert_eq!(shown(b" CDX b"), Some(Err(LegendError::NoUrl)));
    // What shows none: blank, damaged, or no URL.
    for none in [
        &b""[..],
        b"   ",
        b"\t",
        b" \r",
        // A CDX record with 10 fields, or a time of 13 digits.
        b"k 19960512083000 http://a/ text/html 200 A - 700 a.arc.gz x",
        b"k 1996051208300 http://a/ text/html 200 A - - 700 1000 a.arc.gz",
        // A CDXJ line cut before its block, or without a key.
        b"com,example)/ 19990704120000",
        b" 19990704120000 {\"url\": \"http://a/\"}",
        // A space, a tab or another control byte in a URL.
        b"http://a/ b",
        b"http://a/\tb",
        b"http://a/\x7f",
        b"\x00",
        // A legend after a byte order mark.
        b"\xef\xbb\xbf CDX a b",
    ] {
        assert_eq!(shown(none), None, "{:?}", String::from_utf8_lossy(none));
        assert_eq!(Format::guess(none), Ok(Format::Lines));
    }
}
