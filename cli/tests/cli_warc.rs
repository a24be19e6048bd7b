//! `urispec warc` on the WARC fixtures of `tests/cases/archive/` (written
//! by `scripts/warc-fixtures.py` for these tests): each capture judged by
//! the edition of its date, its links resolved by the rules of that date,
//! malformed records reported and the run going on; `normalize --surt`.

mod common;

#[path = "common/run.rs"]
mod run;

use run::{json_lines, keys, stderr_text, stdout_text, urispec};

const CASES: &str = "tests/cases/archive";

fn case(name: &str) -> String {
    format!("{CASES}/{name}")
}

#[test]
fn every_warc_fixture_has_its_snapshot() {
    common::with_snapshots("archive", || {
        for name in [
            "pages.warc",
            "malformed.warc",
            "pages-v1.arc",
            "pages-v2.arc.gz",
        ] {
            let file = case(name);
            let out = urispec(&["warc", "--links", &file], b"");
            let shown = format!(
                "$ urispec warc --links {file}   (exit {})\n{}{}",
                out.status.code().unwrap_or(-1),
                stderr_text(&out),
                stdout_text(&out)
            );
            insta::assert_snapshot!(format!("warc@{name}"), shown);
        }
    });
}

#[test]
fn gzip_is_read_as_the_plain_file_is() {
    for args in [
        &["warc", "--links"][..],
        &["warc", "--json", "--links"],
        &["warc"],
    ] {
        let plain = urispec(&[args, &[case("pages.warc").as_str()]].concat(), b"");
        let gz = urispec(&[args, &[case("pages.warc.gz").as_str()]].concat(), b"");
        assert_eq!(plain.status.code(), gz.status.code());
        // Where each record's gzip member lies is the one difference.
        let unstored = |text: String| -> Vec<String> {
            text.lines()
                .map(
                    |line| match serde_json::from_str::<serde_json::Value>(line) {
                        Ok(serde_json::Value::Object(mut record)) => {
                            record.remove("stored_offset");
                            record.remove("stored_length");
                            serde_json::Value::Object(record).to_string()
                        }
                        _ => line.to_owned(),
                    },
                )
                .collect()
        };
        assert_eq!(
            unstored(stdout_text(&plain).replace("pages.warc", "pages.warc.gz")),
            unstored(stdout_text(&gz)),
            "{args:?}"
        );
    }
    // Each capture and link of a gzip file names its capture (date,
    // record ID) and its member, and reading that many bytes of the file
    // from there gives a member that holds the record (ISO 28500 Annex D:
    // one record per member; ARC files were written so too).
    for name in ["pages.warc.gz", "pages-v2.arc.gz"] {
        let gz = urispec(&["warc", "--json", "--links", &case(name)], b"");
        let file = std::fs::read(common::root().join(case(name))).expect("the fixture");
        let (mut captures, mut links) = (0, 0);
        for record in json_lines(&gz) {
            let (Some(offset), Some(length)) = (
                record["stored_offset"].as_u64(),
                record["stored_length"].as_u64(),
            ) else {
                panic!("no member named: {record}");
            };
            let member = &file[offset as usize..(offset + length) as usize];
            let mut text = String::new();
            std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(member), &mut text)
                .expect("one whole member");
            let page = record["page"]
                .as_str()
                .or(record["target"].as_str())
                .expect("a page");
            assert!(text.contains(page), "{text}");
            let date = record["capture"].as_str().expect("a date");
            if name.ends_with(".arc.gz") {
                assert!(text.contains(date), "{text}");
                assert!(record["record_id"].is_null());
            } else {
                let id = record["record_id"].as_str().expect("a record ID");
                assert!(text.contains(&format!("WARC-Record-ID: {id}")), "{text}");
            }
            match record["record"].as_str() {
                Some("capture") => captures += 1,
                Some("link") => links += 1,
                _ => panic!("{record}"),
            }
        }
        assert!(
            captures >= 2 && links > captures,
            "{name}: {captures} {links}"
        );
    }
    // In a plain file, a record's own bytes: from its version line to the
    // end of its two CRLFs.
    let plain = urispec(&["warc", "--json", &case("pages.warc")], b"");
    let file = std::fs::read(common::root().join(case("pages.warc"))).expect("the fixture");
    for record in json_lines(&plain) {
        let offset = record["stored_offset"].as_u64().expect("an offset") as usize;
        let length = record["stored_length"].as_u64().expect("a length") as usize;
        assert_eq!(Some(offset as u64), record["offset"].as_u64());
        let bytes = &file[offset..offset + length];
        assert!(bytes.starts_with(b"WARC/1.0\r\n") && bytes.ends_with(b"\r\n\r\n"));
    }
}

#[test]
fn json_records_name_the_page_the_link_and_the_rules() {
    let out = urispec(&["warc", "--json", "--links", &case("pages.warc")], b"");
    let records = json_lines(&out);
    let capture = records
        .iter()
        .find(|r| r["record"] == "capture")
        .expect("a capture");
    assert_eq!(
        keys(capture),
        [
            "file",
            "offset",
            "record",
            "warc_type",
            "target",
            "capture",
            "edition",
            "predates_edition",
            "valid",
            "error",
            "rules",
            "status",
            "base",
            "truncated",
            "defects",
            "record_id",
            "stored_offset",
            "stored_length"
        ]
    );
    let link = records
        .iter()
        .find(|r| r["record"] == "link")
        .expect("a link");
    assert_eq!(
        keys(link),
        [
            "file",
            "offset",
            "record",
            "page",
            "capture",
            "record_id",
            "stored_offset",
            "stored_length",
            "element",
            "attribute",
            "link",
            "rules",
            "link_valid",
            "link_error",
            "result",
            "error",
            "result_edition",
            "result_valid",
            "result_error"
        ]
    );
    // The 1995 page: RFC 1808 keeps the base's last segment for `?y`; the
    // 1999 page's RFC 2396 drops it.
    let q: Vec<(&str, &str, &str)> = records
        .iter()
        .filter(|r| r["link"] == "?y")
        .map(|r| {
            (
                r["rules"].as_str().unwrap_or(""),
                r["page"].as_str().unwrap_or(""),
                r["result"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        q,
        [
            ("rfc1808", "http://a/b/c/d;p?q", "http://a/b/c/d;p?y"),
            (
                "rfc2396",
                "http://www.cs.example.edu/~ann/papers/index.html",
                "http://www.cs.example.edu/~ann/papers/?y"
            )
        ]
    );
    // The form's action, the chunked body read whole, nothing from a
    // comment or a script.
    let links: Vec<&str> = records.iter().filter_map(|r| r["link"].as_str()).collect();
    assert!(links.contains(&"/cgi-bin/search"), "{links:?}");
    assert!(!links
        .iter()
        .any(|l| l.contains("not-a-link") || l.contains("commented")));
}

#[test]
fn malformed_records_are_reported_and_the_run_goes_on() {
    let out = urispec(&["warc", "--json", &case("malformed.warc")], b"");
    assert_eq!(out.status.code(), Some(1));
    let records = json_lines(&out);
    let kinds: Vec<(String, u64)> = records
        .iter()
        .map(|r| {
            (
                r["record"].as_str().unwrap_or("").to_owned(),
                r["offset"].as_u64().unwrap_or(u64::MAX),
            )
        })
        .collect();
    let malformed = kinds.iter().filter(|(k, _)| k == "malformed").count();
    assert_eq!(malformed, 4, "{kinds:?}");
    // A capture after the broken records is read.
    assert!(records.iter().any(|r| r["capture"] == "19990712093000"));
}

#[test]
fn a_missing_file_is_exit_2_after_the_others() {
    let out = urispec(&["warc", "no/such.warc", &case("pages.warc")], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr_text(&out).starts_with("urispec: cannot read no/such.warc: "));
    assert!(stdout_text(&out).contains("5 captures"));
}

#[test]
fn normalize_surt_gives_the_package_key_and_the_rfc2396_key() {
    let url = "http://www.Archive.org:80/Goo/?b=1&a=2#top";
    let out = urispec(&["normalize", "--surt", url], b"");
    assert_eq!(stdout_text(&out), "org,archive)/goo?a=2&b=1\n");
    let out = urispec(&["normalize", "--surt=rfc2396", url], b"");
    assert_eq!(
        stdout_text(&out),
        "http://(org,archive,www,)/Goo/?b=1&a=2\n"
    );
    let out = urispec(&["normalize", "--surt"], b"example.com\nhttp://a:x/\n");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout_text(&out), "com,example)/\n\n");
    assert!(stderr_text(&out).starts_with("urispec: line 2: \"http://a:x/\": the port"));
    assert!(stderr_text(&out).contains("is not a number from 0 to 65535"));
}

/// The README's examples marked `<!-- example: NAME -->`: each line that
/// starts `$ urispec ` is a command (its arguments split at spaces, single
/// quotes taken off), the lines up to the next command what it prints.
#[test]
fn the_readme_examples_are_what_warc_and_normalize_print() {
    let readme = include_str!("../../README.md");
    for name in ["warc", "arc", "surt"] {
        let marker = format!("<!-- example: {name} -->\n```console\n");
        let at = readme.find(&marker).expect("the example's marker") + marker.len();
        let block = &readme[at..at + readme[at..].find("```\n").expect("the block's end")];
        let mut runs: Vec<(Vec<String>, String)> = Vec::new();
        for line in block.lines() {
            match line.strip_prefix("$ urispec ") {
                Some(command) => runs.push((
                    command
                        .split_whitespace()
                        .map(|a| a.trim_matches('\'').to_owned())
                        .collect(),
                    String::new(),
                )),
                None => {
                    let (_, shown) = runs.last_mut().expect("a command first");
                    shown.push_str(line);
                    shown.push('\n');
                }
            }
        }
        for (args, shown) in runs {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let out = urispec(&args, b"");
            assert_eq!(
                stdout_text(&out),
                shown,
                "README.md's {name} example is out of date"
            );
        }
    }
}

/// The README's tables of `warc --json`'s records are the keys it prints.
#[test]
fn the_readme_documents_the_warc_records() {
    let readme = include_str!("../../README.md");
    let out = urispec(&["warc", "--json", "--links", &case("pages.warc")], b"");
    let records = json_lines(&out);
    for (table, kind) in [("warc-capture", "capture"), ("warc-link", "link")] {
        let marker = format!("<!-- record: {table} -->\n");
        let at = readme.find(&marker).expect("the table's marker") + marker.len();
        let documented: Vec<String> = readme[at..]
            .lines()
            .skip(2)
            .take_while(|l| l.starts_with('|'))
            .filter_map(|l| l.split('`').nth(1).map(str::to_owned))
            .collect();
        let record = records
            .iter()
            .find(|r| r["record"] == kind)
            .expect("a record");
        assert_eq!(keys(record), documented, "{table}");
    }
}

/// `normalize --surt` on the URLs of `tests/surt/keys.tsv` (every 20th line
/// of `urls.txt`), from stdin: the `surt` package's keys, in order, and an
/// empty line and an error on stderr where the package raised one.
#[test]
fn normalize_surt_agrees_with_the_surt_package_on_the_sample() {
    let keys = std::fs::read_to_string(common::root().join("tests/surt/keys.tsv")).expect("keys");
    let pairs: Vec<(&str, &str)> = keys.lines().filter_map(|l| l.split_once('\t')).collect();
    let stdin: String = pairs.iter().map(|(url, _)| format!("{url}\n")).collect();
    let out = urispec(&["normalize", "--surt"], stdin.as_bytes());
    let expected: Vec<&str> = pairs
        .iter()
        .map(|(_, key)| if key.starts_with("!error") { "" } else { *key })
        .collect();
    let errors = pairs
        .iter()
        .filter(|(_, key)| key.starts_with("!error"))
        .count();
    assert_eq!(stdout_text(&out).lines().collect::<Vec<_>>(), expected);
    assert_eq!(
        stderr_text(&out).lines().count(),
        errors,
        "{}",
        stderr_text(&out)
    );
    assert_eq!(out.status.code(), Some(if errors > 0 { 1 } else { 0 }));
}
