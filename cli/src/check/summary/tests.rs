use super::*;

#[test]
fn the_scheme_as_written_has_the_form_of_a_scheme() {
    assert_eq!(scheme_as_written("http:x"), Some("http"));
    assert_eq!(scheme_as_written("a+b-c.d:"), Some("a+b-c.d"));
    assert_eq!(scheme_as_written("1a:x"), None);
    assert_eq!(scheme_as_written("a b:x"), None);
    assert_eq!(scheme_as_written(":x"), None);
    assert_eq!(scheme_as_written("abc"), None);
}

#[test]
fn schemes_past_the_limit_are_counted_together() {
    let mut tally = Tally::default();
    for i in 0..MAX_SCHEMES + 5 {
        let input = format!("s{i}:x");
        let rec = Record::of(
            Edition::Rfc2396,
            &input,
            &urispec::parse(Edition::Rfc2396, &input),
        );
        tally.add(&rec, true, input.len(), || Place {
            file: None,
            line: 1,
        });
    }
    assert_eq!(tally.schemes.len(), MAX_SCHEMES + 1);
    let other = &tally.schemes[OTHER_SCHEMES];
    assert_eq!((other.valid, other.invalid), (5, 0));
    assert_eq!(tally.lines(), MAX_SCHEMES as u64 + 5);
}

fn tally_of(inputs: &[&str]) -> Tally {
    let mut tally = Tally::default();
    for input in inputs {
        let rec = Record::of(
            Edition::Rfc2396,
            input,
            &urispec::parse(Edition::Rfc2396, input),
        );
        tally.add(&rec, true, input.len(), || Place {
            file: None,
            line: 1,
        });
    }
    tally
}

#[test]
fn schemes_are_counted_in_lower_case_with_each_spelling() {
    let tally = tally_of(&[
        "http://a/",
        "HTTP://a/",
        "hTTp://a/",
        "HTTP://[::1]/",
        "ftp://a/",
    ]);
    let http = &tally.schemes["http"];
    assert_eq!((http.valid, http.invalid), (3, 1));
    assert_eq!(
        most_first(&http.spellings),
        [("HTTP", 2), ("hTTp", 1), ("http", 1)]
    );
    assert!(!tally.schemes.contains_key("HTTP"));
    let mut text = Vec::new();
    tally.write_text(&mut text, Edition::Rfc2396).unwrap();
    let text = String::from_utf8(text).unwrap();
    assert!(text.contains("(HTTP 2, hTTp 1, http 1)"), "{text}");
    // A scheme always written in lower case shows no spellings.
    let ftp = text
        .lines()
        .find(|l| l.trim_start().starts_with("ftp"))
        .unwrap();
    assert!(!ftp.contains('('), "{ftp}");
}

#[test]
fn rejections_are_counted_by_what_was_found() {
    let tally = tally_of(&["http://[::1]/", "http://[x]/", "a b", "http:"]);
    assert_eq!(
        most_first(&tally.found),
        [("[", 2), (" ", 1), (END_OF_INPUT, 1)]
    );
    assert_eq!(tally.json(Edition::Rfc2396)["found"]["["], 2);
}
