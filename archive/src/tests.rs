//! `open`: the format guessed from the first line that shows one, every
//! line read ahead given back.

use super::*;

/// `text` opened with `format` (guessed when `None`), and all it reads.
fn opened(text: &[u8], format: Option<FormatName>) -> (Opened<&[u8]>, Vec<u8>) {
    let mut input = open(Gunzip::new(text).unwrap(), format, 4096).unwrap();
    let mut all = Vec::new();
    input.read_to_end(&mut all).unwrap();
    (input, all)
}

const LEGEND: &[u8] = b" CDX N b a";
const RECORD: &[u8] = b"com,a)/ 19960101000000 http://a.com/ - - - - - -";
const THREE: &[u8] = b"com,a)/ 19960101000000 http://a.com/";
const CDXJ: &[u8] = br#"com,a)/ 19990101000000 {"url": "http://a.com/"}"#;

#[test]
fn a_blank_or_damaged_first_line_does_not_make_an_index_a_list() {
    let legend = Format::guess(LEGEND).unwrap();
    let nine = Format::Cdx(Legend::for_fields(9).unwrap());
    for (text, format, from) in [
        // A CDX file whose legend follows a blank line, or two.
        ([b"\n", LEGEND, b"\n", THREE, b"\n"].concat(), legend, 2),
        ([b"\r\n \t\n", LEGEND, b"\n"].concat(), legend, 3),
        // A CDX file without a legend, its first record damaged.
        (
            [b"com,a)/ 1996 http://a.com/\n", RECORD, b"\n"].concat(),
            nine,
            2,
        ),
        ([&RECORD[..20], b"\n", RECORD].concat(), nine, 2),
        // A CDXJ file: blank, then cut before its block.
        ([b"\n", CDXJ, b"\n"].concat(), Format::Cdxj, 2),
        ([&CDXJ[..22], b"\n", CDXJ, b"\n"].concat(), Format::Cdxj, 2),
        // A list of URIs after lines that are none.
        (b"\n \nhttp://a.com/ x\n../g\n".to_vec(), Format::Lines, 4),
    ] {
        let shown = String::from_utf8_lossy(&text).into_owned();
        let (input, all) = opened(&text, None);
        assert_eq!(input.format(), format, "{shown:?}");
        assert!(input.was_guessed(), "{shown:?}");
        assert_eq!(input.guessed_from(), Some(from), "{shown:?}");
        assert_eq!(input.lines_read(), from, "{shown:?}");
        assert_eq!(all, text, "every line given back: {shown:?}");
    }
}

#[test]
fn the_guess_reads_ahead_a_bounded_number_of_lines() {
    // Nothing shows a format: plain lines, from no line.
    for (text, read) in [
        (b"".to_vec(), 0),
        (b"\n\n".to_vec(), 2),
        (b"a b\n\tx\n".to_vec(), 2),
    ] {
        let (input, all) = opened(&text, None);
        assert_eq!(
            (input.format(), input.guessed_from(), input.lines_read()),
            (Format::Lines, None, read)
        );
        assert_eq!(all, text);
    }
    // A legend after 63 blank lines is seen; after 64 it is not.
    let late = |blanks: usize| [&b"\n".repeat(blanks)[..], LEGEND, b"\n"].concat();
    let (text, more) = (late(63), late(64));
    let (input, all) = opened(&text, None);
    assert!(matches!(input.format(), Format::Cdx(_)));
    assert_eq!((input.guessed_from(), all), (Some(64), late(63)));
    let (input, all) = opened(&more, None);
    assert_eq!(input.format(), Format::Lines);
    assert_eq!(
        (input.guessed_from(), input.lines_read()),
        (None, GUESS_LINES)
    );
    assert_eq!(all, late(64));
    // Past GUESS_BYTES, no further line is begun.
    let long = [
        b"x ".repeat(GUESS_BYTES / 2).as_slice(),
        b"\n",
        LEGEND,
        b"\n",
    ]
    .concat();
    let mut input = open(Gunzip::new(&long[..]).unwrap(), None, 1 << 20).unwrap();
    assert_eq!((input.format(), input.lines_read()), (Format::Lines, 1));
    let mut all = Vec::new();
    input.read_to_end(&mut all).unwrap();
    assert_eq!(all, long);
}

#[test]
fn lines_read_ahead_keep_their_numbers_in_errors() {
    let e = open(Gunzip::new(&b"\nhttp://a/\n"[..]).unwrap(), None, 4).unwrap_err();
    assert!(
        matches!(
            e,
            OpenError::TooLong(TooLong {
                line: 2,
                max: 4,
                ..
            })
        ),
        "{e}"
    );
    let e = open(Gunzip::new(&b"\n\n CDX b\n"[..]).unwrap(), None, 64).unwrap_err();
    assert!(matches!(
        e,
        OpenError::Legend {
            line: 3,
            source: LegendError::NoUrl
        }
    ));
    // Told `cdx`, the legend is the first line that is not blank.
    let text = [b"\n", LEGEND, b"\n", THREE, b"\n"].concat();
    let (input, all) = opened(&text, Some(FormatName::Cdx));
    assert_eq!(input.format(), Format::guess(LEGEND).unwrap());
    assert!(!input.was_guessed() && input.guessed_from().is_none());
    assert_eq!(all, text);
    let e = open(
        Gunzip::new(&b"\na b c\n"[..]).unwrap(),
        Some(FormatName::Cdx),
        64,
    );
    assert!(matches!(
        e.unwrap_err(),
        OpenError::Legend {
            line: 2,
            source: LegendError::Missing { fields: 3 }
        }
    ));
    // Told `cdxj` or `lines`, it is read so whatever the lines.
    let (input, all) = opened(b"\n CDX a b\n", Some(FormatName::Cdxj));
    assert_eq!((input.format(), all.len()), (Format::Cdxj, 10));
    let (input, _) = opened(LEGEND, Some(FormatName::Lines));
    assert_eq!((input.format(), input.lines_read()), (Format::Lines, 0));
}

#[test]
fn by_date_the_captures_after_a_blank_first_line_are_judged() {
    let text = [
        b"\n",
        LEGEND,
        b"\n",
        THREE,
        b"\n",
        b"com,a)/ 19990101000000 http://a.com/~b\n",
    ]
    .concat();
    let input = open(Gunzip::new(&text[..]).unwrap(), None, 4096).unwrap();
    let index = Index::new(input.format(), Judge::ByDate(Lineage::WholeUrls)).jobs(1);
    let records: Vec<CaptureRecord> = index.records(input).collect::<Result<_, _>>().unwrap();
    let judged: Vec<(u64, Option<Edition>, bool)> = records
        .iter()
        .map(|r| {
            let edition = match r.verdict {
                CaptureVerdict::Judged { edition, .. } => Some(edition.edition),
                CaptureVerdict::NotACapture(_) => None,
            };
            (r.line, edition, r.is_valid())
        })
        .collect();
    // The blank line is no capture of the legend's; the rest are judged,
    // numbered as in the file.
    assert_eq!(
        judged,
        [
            (1, None, false),
            (3, Some(Edition::Rfc1738), true),
            (4, Some(Edition::Rfc2396), true),
        ]
    );
}
