//! The 14 digits of an index and the W3C-DTF dates of WARC.

use super::*;

#[test]
fn times_round_trip_and_absurd_ones_are_refused() {
    for ok in [
        "19940101000000",
        "20000229235959",
        "19961231120000",
        "00000101000000",
    ] {
        assert_eq!(CaptureTime::parse(ok.as_bytes()).unwrap().to_string(), ok);
    }
    for (bad, field) in [
        ("19940001000000", "month"),
        ("19941301000000", "month"),
        ("19940100000000", "day"),
        ("19940132000000", "day"),
        ("19990229000000", "day"),
        ("19000229000000", "day"),
        ("19940431000000", "day"),
        ("19940101240000", "hour"),
        ("19940101006000", "minute"),
        ("19940101000060", "second"),
    ] {
        assert!(
            matches!(CaptureTime::parse(bad.as_bytes()), Err(TimeError::Range { field: f, .. }) if f == field),
            "{bad}"
        );
    }
    assert_eq!(CaptureTime::parse(b""), Err(TimeError::Length { len: 0 }));
    assert_eq!(
        CaptureTime::parse(b"1994"),
        Err(TimeError::Length { len: 4 })
    );
    assert_eq!(
        CaptureTime::parse(b"199401010000001"),
        Err(TimeError::Length { len: 15 })
    );
    assert_eq!(
        CaptureTime::parse(b"1994-1-1000000"),
        Err(TimeError::NotDigit { offset: 4 })
    );
    assert_eq!(
        CaptureTime::parse("1994\u{ff10}1010000".as_bytes()),
        Err(TimeError::NotDigit { offset: 4 })
    );
}

/// `CaptureTime::from_w3cdtf(text)` as its 14 digits.
fn dtf(text: &str) -> Result<String, TimeError> {
    CaptureTime::from_w3cdtf(text).map(|t| t.to_string())
}

#[test]
fn every_w3cdtf_form_is_read_with_its_missing_fields_lowest() {
    for (text, utc) in [
        ("2001", "20010101000000"),
        ("2001-06", "20010601000000"),
        ("2001-06-01", "20010601000000"),
        ("2001-06-01T12:00Z", "20010601120000"),
        ("2001-06-01T12:34Z", "20010601123400"),
        ("2001-06-01T12:00:00Z", "20010601120000"),
        ("2001-06-01T12:34:56Z", "20010601123456"),
        ("2001-06-01T12:00:00.25Z", "20010601120000"),
        ("2001-06-01T12:34:56.5Z", "20010601123456"),
        (
            "2001-06-01T12:34:56.999999999999999999999Z",
            "20010601123456",
        ),
        ("2000-02-29", "20000229000000"),
        ("0000", "00000101000000"),
        ("9999-12-31T23:59:59Z", "99991231235959"),
    ] {
        assert_eq!(dtf(text).as_deref(), Ok(utc), "{text}");
    }
    // The month an edition is chosen by is the one written.
    let june = CaptureTime::from_w3cdtf("2001-06").unwrap();
    assert_eq!((june.year(), june.month(), june.day()), (2001, 6, 1));
    assert_eq!(june.clock(), (0, 0, 0));
}

#[test]
fn w3cdtf_zones_are_taken_back_to_utc() {
    for (text, utc) in [
        ("2001-06-01T12:00+02:00", "20010601100000"),
        ("2001-06-01T12:00-02:30", "20010601143000"),
        ("2001-06-01T12:00:30.5+00:00", "20010601120030"),
        ("2001-06-01T12:00-00:00", "20010601120000"),
        // The day, month and year before ...
        ("2001-06-02T00:30+01:00", "20010601233000"),
        ("2001-06-01T00:30+01:00", "20010531233000"),
        ("2001-03-01T00:00:05+00:01", "20010228235905"),
        ("2000-03-01T00:00+00:01", "20000229235900"),
        ("2001-01-01T00:00+23:59", "20001231000100"),
        // ... and after.
        ("2001-06-01T23:30-01:00", "20010602003000"),
        ("2001-06-30T23:30-01:00", "20010701003000"),
        ("2000-02-28T23:30-01:00", "20000229003000"),
        ("2001-02-28T23:30-01:00", "20010301003000"),
        ("2000-12-31T23:59:59-23:59", "20010101235859"),
    ] {
        assert_eq!(dtf(text).as_deref(), Ok(utc), "{text}");
    }
    for text in ["0000-01-01T00:30+01:00", "9999-12-31T23:30-01:00"] {
        assert_eq!(
            dtf(text),
            Err(TimeError::UtcOutOfYears { offset: 16 }),
            "{text}"
        );
    }
    // At the edges of the years without leaving them.
    assert_eq!(
        dtf("0000-01-01T01:00+01:00").as_deref(),
        Ok("00000101000000")
    );
    assert_eq!(
        dtf("9999-12-31T22:59-01:00").as_deref(),
        Ok("99991231235900")
    );
}

#[test]
fn w3cdtf_fields_out_of_range_are_refused_where_they_stand() {
    for (text, field, offset) in [
        ("2001-00", "month", 5),
        ("2001-13", "month", 5),
        ("2001-13-01T00:00Z", "month", 5),
        ("2001-06-00", "day", 8),
        ("2001-06-31", "day", 8),
        ("2001-02-29", "day", 8),
        ("1900-02-29", "day", 8),
        ("2001-02-30T00:00Z", "day", 8),
        ("2001-06-01T24:00Z", "hour", 11),
        ("2001-06-01T12:60Z", "minute", 14),
        ("2001-06-01T12:00:60Z", "second", 17),
        ("2001-06-01T12:00+24:00", "zone hour", 17),
        ("2001-06-01T12:00:00-01:60", "zone minute", 23),
    ] {
        assert_eq!(dtf(text), Err(TimeError::Range { field, offset }), "{text}");
    }
}

#[test]
fn what_is_no_w3cdtf_form_is_refused_with_what_was_expected() {
    const DIGIT: &str = "a digit";
    for (text, offset, expected) in [
        ("", 0, DIGIT),
        ("200", 3, DIGIT),
        ("01", 2, DIGIT),
        ("2001-6", 6, DIGIT),
        ("2001-06-1", 9, DIGIT),
        ("\u{ff12}001", 0, DIGIT),
        ("20010601", 4, "`-` or the end of the date"),
        ("20010601120000", 4, "`-` or the end of the date"),
        ("2001/06", 4, "`-` or the end of the date"),
        ("2001-", 5, DIGIT),
        ("2001-06-", 8, DIGIT),
        ("2001-06x", 7, "`-` or the end of the date"),
        ("2001-06-01Z", 10, "`T` or the end of the date"),
        ("2001-06-01 12:00:00Z", 10, "`T` or the end of the date"),
        ("2001-06-01t12:00:00z", 10, "`T` or the end of the date"),
        ("2001-06-01T", 11, DIGIT),
        ("2001-06-01T12", 13, "`:`"),
        ("2001-06-01T12Z", 13, "`:`"),
        (
            "2001-06-01T12:00",
            16,
            "`:`, `Z` or a zone `+hh:mm`/`-hh:mm`",
        ),
        (
            "2001-06-01T12:00z",
            16,
            "`:`, `Z` or a zone `+hh:mm`/`-hh:mm`",
        ),
        (
            "2001-06-01T12:00:00",
            19,
            "`.`, `Z` or a zone `+hh:mm`/`-hh:mm`",
        ),
        (
            "2001-06-01T12:00:00 Z",
            19,
            "`.`, `Z` or a zone `+hh:mm`/`-hh:mm`",
        ),
        ("2001-06-01T12:00:00.Z", 20, DIGIT),
        (
            "2001-06-01T12:00:00.25",
            22,
            "a digit, `Z` or a zone `+hh:mm`/`-hh:mm`",
        ),
        ("2001-06-01T12:00+0200", 19, "`:`"),
        ("2001-06-01T12:00+2:00", 18, DIGIT),
        ("2001-06-01T12:00:00ZZ", 20, "the end of the date"),
        ("2001-06-01T12:00:00Z\r", 20, "the end of the date"),
        ("2001-06-01T12:00+01:00Z", 22, "the end of the date"),
    ] {
        assert_eq!(
            dtf(text),
            Err(TimeError::NotW3cdtf { offset, expected }),
            "{text:?}"
        );
    }
}

#[test]
fn w3cdtf_errors_say_so_and_cdx_errors_keep_their_wording() {
    assert_eq!(
        dtf("2001-06-01T12:00").unwrap_err().to_string(),
        "not a W3C-DTF date: `:`, `Z` or a zone `+hh:mm`/`-hh:mm` expected"
    );
    assert_eq!(
        dtf("9999-12-31T23:30-01:00").unwrap_err().to_string(),
        "taken to UTC, the W3C-DTF date leaves the years 0000 to 9999"
    );
    assert_eq!(
        dtf("2001-13").unwrap_err().to_string(),
        "the capture time's month is out of range"
    );
    assert_eq!(
        CaptureTime::parse(b"2001").unwrap_err().to_string(),
        "the capture time has 4 bytes, not the 14 digits of YYYYMMDDhhmmss"
    );
    // The 14 digits of an index are no W3C-DTF date, nor the reverse.
    assert!(CaptureTime::from_w3cdtf("20010601120000").is_err());
    assert!("2001-06-01T12:00:00Z".parse::<CaptureTime>().is_err());
}
