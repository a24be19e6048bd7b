use super::write::most_first;
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

#[test]
fn merged_tallies_keep_the_schemes_that_came_first() {
    // Each tally's maps have their own seed: merged in order, the schemes
    // past the limit and the spellings past theirs are the same every time.
    let batch = |from: usize| {
        let mut tally = Tally::default();
        for i in from..from + MAX_SCHEMES / 2 + 40 {
            tally.add_valid(Some(&format!("s{i}")), true, 4, || Place {
                file: None,
                line: 1,
            });
        }
        // Each batch its own spellings of `https`, fewer than the limit:
        // the second's fill the merged tally's last places.
        let spellings = MAX_SPELLINGS - 4;
        for i in from / 10_000 * spellings..(from / 10_000 + 1) * spellings {
            let spelling: String = format!("{:05b}", i % 32)
                .chars()
                .zip("https".chars())
                .map(|(bit, c)| {
                    if bit == '1' {
                        c.to_ascii_uppercase()
                    } else {
                        c
                    }
                })
                .collect();
            tally.add_valid(Some(&spelling), true, 6, || Place {
                file: None,
                line: 1,
            });
        }
        tally
    };
    let merged = || {
        let mut tally = Tally::default();
        for from in [0, 10_000, 20_000] {
            tally.merge(batch(from));
        }
        tally.settle();
        let mut named: Vec<String> = tally.schemes.keys().cloned().collect();
        named.sort_unstable();
        let https = &tally.schemes["https"];
        let mut spellings: Vec<String> = https.spellings.keys().cloned().collect();
        spellings.sort_unstable();
        (named, spellings, tally.schemes[OTHER_SCHEMES].valid)
    };
    let first = merged();
    assert_eq!(first.0.len(), MAX_SCHEMES + 1);
    // The first batch's schemes all came before the limit.
    assert!(first.0.iter().any(|s| s == "s0") && first.0.iter().any(|s| s == "s539"));
    assert_eq!(first.1.len(), MAX_SPELLINGS + 1);
    for _ in 0..8 {
        assert_eq!(merged(), first);
    }
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

/// `check --quiet`'s counts (the accepted lines by their scheme, the
/// rejected by a shared expected list's address, held back and named once
/// by `settle`) are those of the records, line for line.
#[test]
fn quiet_counts_are_the_records_counts() {
    let inputs = [
        "http://a/",
        "http://[::1]/",
        "HTTP://[x]/",
        "a b",
        "http:",
        "ftp://a/",
        "http://a b/",
        "http://c d/",
        "%zz",
        "http://a/%z",
        "mailto:x",
        "Http://a b/",
    ];
    let by_record = tally_of(&inputs);
    let mut quiet = Tally::default();
    let place = || Place {
        file: None,
        line: 1,
    };
    for input in inputs {
        match urispec::parse(Edition::Rfc2396, input) {
            Ok(parsed) => quiet.add_valid(parsed.scheme(), true, input.len(), place),
            Err(e) => {
                let list = e
                    .shared_expected()
                    .expect("rfc2396 takes its errors from dead ends");
                quiet.add_rejected_shared(input, list, Some(e.found()), input.len(), place);
            }
        }
    }
    quiet.settle();
    assert_eq!(
        quiet.json(Edition::Rfc2396),
        by_record.json(Edition::Rfc2396)
    );
    let (mut a, mut b) = (Vec::new(), Vec::new());
    quiet.write_text(&mut a, Edition::Rfc2396).unwrap();
    by_record.write_text(&mut b, Edition::Rfc2396).unwrap();
    assert_eq!(String::from_utf8(a).unwrap(), String::from_utf8(b).unwrap());
    assert_eq!(quiet.json(Edition::Rfc2396)["invalid"], 9);
}

/// A rejected line is counted under its scheme as written whether the
/// line before had that scheme (counted without the scan) or not; a held
/// scheme without that form (a valid line's, where its grammar allows it)
/// never stands for one.
#[test]
fn a_rejected_line_after_one_of_its_scheme_is_counted_alike() {
    let long = "a".repeat(33);
    let longest = "b".repeat(32);
    let lines: Vec<(Option<&str>, String)> = vec![
        (Some("1a"), "1a:x".into()),
        (None, "1a:y".into()),
        (None, "http:x".into()),
        (None, "http:y".into()),
        (None, "http:".into()),
        (None, "https:x".into()),
        (None, "HTTP:x".into()),
        (None, "http".into()),
        (Some(long.as_str()), format!("{long}:x")),
        (None, format!("{long}:y")),
        (None, format!("{longest}:x")),
        (None, format!("{longest}:y")),
        (None, "a b".into()),
        (None, "(none):x".into()),
        (Some("mailto"), "mailto:x".into()),
        (None, "mailto:[".into()),
        (None, "mailto:[".into()),
        (None, "mailtox:[".into()),
    ];
    let mut tally = Tally::default();
    let mut model: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    let place = || Place {
        file: None,
        line: 1,
    };
    for (valid, input) in &lines {
        match valid {
            Some(scheme) => {
                tally.add_valid(Some(scheme), true, input.len(), place);
                model.entry(scheme.to_ascii_lowercase()).or_default().0 += 1;
            }
            None => {
                tally.add_rejected(input, [], None, true, input.len(), place);
                let scheme = scheme_as_written(input).unwrap_or(NO_SCHEME);
                model.entry(scheme.to_ascii_lowercase()).or_default().1 += 1;
            }
        }
    }
    assert_eq!(by_scheme(tally), model);
}

/// The lines `tally` counted, valid and invalid, by scheme, once settled.
fn by_scheme(mut tally: Tally) -> BTreeMap<String, (u64, u64)> {
    tally.settle();
    tally
        .schemes
        .iter()
        .map(|(scheme, counts)| (scheme.clone(), (counts.valid, counts.invalid)))
        .collect()
}

/// More schemes than `pending` holds back, in turns, valid and rejected
/// lines mixed: each line counted under its own scheme.
#[test]
fn schemes_in_turns_past_those_held_back_are_counted_alike() {
    let schemes: Vec<String> = (0..PENDING + 5).map(|i| format!("s{i}")).collect();
    let mut tally = Tally::default();
    let mut model: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    let place = || Place {
        file: None,
        line: 1,
    };
    for round in 0..3_u64 {
        for (i, scheme) in (0..).zip(&schemes) {
            let input = format!("{scheme}:[");
            if (i + round) % 2 == 0 {
                tally.add_valid(Some(scheme), true, input.len(), place);
                model.entry(scheme.clone()).or_default().0 += 1;
            } else {
                tally.add_rejected(&input, [], None, true, input.len(), place);
                model.entry(scheme.clone()).or_default().1 += 1;
            }
        }
        // A line without a scheme after one valid without (the hint holds
        // `(none)`, which no line is written with).
        tally.add_valid(None, true, 3, place);
        tally.add_rejected("a b", [], None, true, 3, place);
        *model.entry(NO_SCHEME.into()).or_default() = (round + 1, round + 1);
    }
    assert_eq!(by_scheme(tally), model);
}

/// [`same`] is `==` on texts of every length, whichever byte differs.
#[test]
fn same_is_equality_at_every_length() {
    let letters = "abcdefghijklmnopqrstu";
    for n in 0..=letters.len() {
        let a = &letters[..n];
        // The same text at another address.
        let copy: String = a.chars().collect();
        assert!(same(a, &copy), "{a}");
        assert!(!same(a, &format!("{a}x")), "{a}");
        for i in 0..n {
            let mut b = a.as_bytes().to_vec();
            b[i] = b'z';
            assert!(!same(a, std::str::from_utf8(&b).unwrap()), "{a} {i}");
        }
    }
}
