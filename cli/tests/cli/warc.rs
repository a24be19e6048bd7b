//! `urispec warc` on the WARC fixtures of `tests/cases/archive/` (written
//! by `scripts/warc-fixtures.py` for these tests): each capture judged by
//! the edition of its date, its links resolved by the rules of that date,
//! malformed records reported and the run going on; `normalize --surt`.

use crate::common;

use crate::run;

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
            "links.warc",
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
        let records = json_lines(&gz);
        let (summary, records) = records.split_last().expect("records");
        assert_eq!(summary["record"], "summary");
        for record in records {
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
    for record in json_lines(&plain)
        .iter()
        .filter(|r| r["record"] != "summary")
    {
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
            "record",
            "file",
            "offset",
            "warc_type",
            "target",
            "capture",
            "edition",
            "predates_edition",
            "valid",
            "error",
            "scheme",
            "userinfo",
            "host",
            "port",
            "path",
            "query",
            "fragment",
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
            "record",
            "file",
            "offset",
            "page",
            "capture",
            "record_id",
            "stored_offset",
            "stored_length",
            "element",
            "attribute",
            "link",
            "text",
            "rules",
            "link_valid",
            "link_error",
            "result",
            "error",
            "scheme",
            "userinfo",
            "host",
            "port",
            "path",
            "query",
            "fragment",
            "result_edition",
            "result_valid",
            "result_error",
            "rfc3986_result",
            "rfc3986_error",
            "whatwg_result",
            "whatwg_error",
            "changed"
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

/// `links.warc`: a page using every link attribute gives a link for each
/// (element, attribute) of `LINK_ATTRIBUTES`; bytes that are not ASCII are
/// `%HH` of the page's bytes, character references in the page's charset
/// (HTTP's before the META's); anchors carry their text.
#[test]
fn every_link_attribute_charsets_and_anchor_text_reach_the_json_records() {
    let out = urispec(&["warc", "--json", "--links", &case("links.warc")], b"");
    assert_eq!(out.status.code(), Some(0), "{}", stderr_text(&out));
    let records = json_lines(&out);
    let links: Vec<&serde_json::Value> = records.iter().filter(|r| r["record"] == "link").collect();
    let of_page = |page: &str| -> Vec<(String, String, String, String)> {
        links
            .iter()
            .filter(|r| r["page"] == page)
            .map(|r| {
                let s = |k: &str| r[k].as_str().unwrap_or("-").to_owned();
                (s("element"), s("attribute"), s("link"), s("result"))
            })
            .collect()
    };
    let every = of_page("http://www.cs.example.edu/~ann/papers/links.html");
    for (attribute, elements) in urispec_archive::LINK_ATTRIBUTES {
        for element in elements
            .iter()
            .copied()
            .chain(elements.is_empty().then_some("*"))
        {
            assert!(
                every
                    .iter()
                    .any(|(e, a, ..)| a == attribute && (element == "*" || e == element)),
                "no {element} {attribute} in {every:?}"
            );
        }
    }
    let row = |e: &str, a: &str, l: &str, r: &str| (e.into(), a.into(), l.into(), r.into());
    let papers = "http://www.cs.example.edu/~ann/papers/";
    for expected in [
        row(
            "meta",
            "content",
            "index.html",
            &format!("{papers}index.html"),
        ),
        row("a", "href", "caf%E9.html", &format!("{papers}caf%E9.html")),
        row(
            "applet",
            "code",
            "Clock.class",
            &format!("{papers}applets/Clock.class"),
        ),
        row(
            "applet",
            "archive",
            "util.jar",
            &format!("{papers}applets/util.jar"),
        ),
        row(
            "object",
            "data",
            "ticker.dat",
            "http://www.cs.example.edu/objects/ticker.dat",
        ),
        row(
            "img",
            "srcset",
            "photo-3x.jpg",
            &format!("{papers}photo-3x.jpg"),
        ),
    ] {
        assert!(every.contains(&expected), "{expected:?} not in {every:?}");
    }
    let anchor = links
        .iter()
        .find(|r| r["link"] == "caf%E9.html")
        .expect("the anchor");
    assert_eq!(anchor["text"], "Le caf\u{e9} de Paris\u{a0}\u{e9}t\u{e9}");
    assert!(links
        .iter()
        .filter(|r| r["element"] != "a")
        .all(|r| r["text"].is_null()));
    // UTF-8: the page's bytes and a reference alike.
    let utf8 = of_page("http://www.example.org/cafes/");
    assert_eq!(
        utf8.iter()
            .map(|(_, _, l, r)| (l.as_str(), r.as_str()))
            .collect::<Vec<_>>(),
        [(
            "caf%C3%A9.html",
            "http://www.example.org/cafes/caf%C3%A9.html"
        ); 2]
    );
    // A META that says UTF-8 under an HTTP ISO-8859-1, and alone.
    assert_eq!(
        of_page("http://www.example.org/http-wins.html")[0].2,
        "caf%E9.html"
    );
    assert_eq!(
        of_page("http://www.example.org/meta.html")[0].2,
        "caf%C3%A9.html"
    );
    // A resource record's windows-1252, from its WARC Content-Type.
    let prices = links
        .iter()
        .find(|r| r["page"] == "http://www.example.org/prices.html")
        .expect("the resource's link");
    assert_eq!(
        (prices["link"].as_str(), prices["text"].as_str()),
        (Some("price-%80.html"), Some("\u{201c}in euros\u{201d}"))
    );
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
    let readme = include_str!("../../../README.md");
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
    let readme = include_str!("../../../README.md");
    let out = urispec(&["warc", "--json", "--links", &case("pages.warc")], b"");
    let mut records = json_lines(&out);
    let out = urispec(&["warc", "--json", &case("malformed.warc")], b"");
    records.extend(json_lines(&out));
    for (table, kind) in [
        ("warc-capture", "capture"),
        ("warc-link", "link"),
        ("warc-malformed", "malformed"),
        ("warc-summary", "summary"),
    ] {
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
    // Every error is the one object of the README's `error` table.
    let marker = "<!-- record: error -->\n";
    let at = readme.find(marker).expect("the table's marker") + marker.len();
    let documented: Vec<String> = readme[at..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .filter_map(|l| l.split('`').nth(1).map(str::to_owned))
        .collect();
    let mut errors = 0;
    for record in &records {
        for key in ["error", "link_error", "result_error"] {
            if record[key].is_object() {
                assert_eq!(keys(&record[key]), documented, "{record}");
                errors += 1;
            }
        }
    }
    assert!(errors > 5, "{errors} errors");
    for kind in ["capture", "link", "malformed", "summary"] {
        assert!(records.iter().any(|r| r["record"] == kind), "{kind}");
    }
    assert_eq!(
        records.iter().filter(|r| r["record"] == "summary").count(),
        2
    );
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

/// `--invalid`: only rejected captures, rejected links and malformed
/// records, then the summary of every record; in text, a valid capture's
/// line heads its rejected links.
#[test]
fn invalid_prints_only_what_was_rejected() {
    let all = json_lines(&urispec(
        &["warc", "--json", "--links", &case("pages.warc")],
        b"",
    ));
    let out = urispec(
        &[
            "warc",
            "--json",
            "--links",
            "--invalid",
            &case("pages.warc"),
        ],
        b"",
    );
    let rejected = json_lines(&out);
    assert_eq!(out.status.code(), Some(1));
    let (summary, records) = rejected.split_last().expect("records");
    assert_eq!(summary, all.last().expect("a summary"));
    let is_rejected = |r: &&serde_json::Value| match r["record"].as_str() {
        Some("capture") => r["valid"] == false,
        Some("link") => {
            !r["error"].is_null() || r["link_valid"] == false || r["result_valid"] == false
        }
        Some("malformed") => true,
        _ => false,
    };
    let expected: Vec<&serde_json::Value> = all.iter().filter(is_rejected).collect();
    assert_eq!(records.iter().collect::<Vec<_>>(), expected);
    assert!(records.iter().any(|r| r["record"] == "capture"));
    assert!(records.iter().any(|r| r["record"] == "link"));

    let text = stdout_text(&urispec(
        &["warc", "--links", "--invalid", &case("pages.warc")],
        b"",
    ));
    // The 1994 page is valid, with one rejected link; the 1995 page is
    // valid and all its links resolve.
    assert!(
        text.contains("TheProject.html 19940712093000: valid"),
        "{text}"
    );
    assert!(text.contains("a href=\"//info.cern.ch/~tbl/\"!"), "{text}");
    assert!(!text.contains("WhatIs.html"), "{text}");
    assert!(!text.contains("d;p?q 19950901120000"), "{text}");
    assert!(
        text.contains("5 captures, 4 valid, 1 invalid; 23 links, 5 unresolved"),
        "{text}"
    );

    let malformed = json_lines(&urispec(
        &["warc", "--json", "--invalid", &case("malformed.warc")],
        b"",
    ));
    assert!(malformed.iter().any(|r| r["record"] == "malformed"));
    assert!(malformed
        .iter()
        .all(|r| r["record"] != "capture" || r["valid"] == false));
}

/// A link's columns split its result (RFC 3986 Appendix B), `null` without
/// one; its `error` is the one error object, `kind` `resolve`.
#[test]
fn a_link_splits_its_result_and_its_error_is_an_object() {
    let records = json_lines(&urispec(
        &["warc", "--json", "--links", &case("pages.warc")],
        b"",
    ));
    let link = |written: &str, page: &str| {
        records
            .iter()
            .find(|r| r["link"] == written && r["page"].as_str().is_some_and(|p| p.contains(page)))
            .unwrap_or_else(|| panic!("no link {written}"))
            .clone()
    };
    let gopher = link("gopher://gopher.micro.umn.edu/11/", "TheProject");
    assert_eq!(
        [
            &gopher["scheme"],
            &gopher["host"],
            &gopher["path"],
            &gopher["port"]
        ],
        [
            &serde_json::json!("gopher"),
            &serde_json::json!("gopher.micro.umn.edu"),
            &serde_json::json!("/11/"),
            &serde_json::Value::Null
        ]
    );
    let query = link("?y", "d;p?q");
    assert_eq!(query["result"], "http://a/b/c/d;p?y");
    assert_eq!(
        (&query["path"], &query["query"]),
        (&serde_json::json!("/b/c/d;p"), &serde_json::json!("y"))
    );
    let refused = link("//info.cern.ch/~tbl/", "TheProject");
    assert_eq!(refused["result"], serde_json::Value::Null);
    for key in [
        "scheme", "userinfo", "host", "port", "path", "query", "fragment",
    ] {
        assert_eq!(refused[key], serde_json::Value::Null, "{key}");
    }
    let error = &refused["error"];
    assert_eq!(
        (&error["kind"], &error["reason"]),
        (&serde_json::json!("resolve"), &serde_json::json!("syntax"))
    );
    assert_eq!(
        (&error["offset"], &error["found"]),
        (&serde_json::json!(15), &serde_json::json!("~"))
    );
    assert!(error["message"]
        .as_str()
        .is_some_and(|m| m.starts_with("the reference `//info.cern.ch/~tbl/` does not parse")));
    // A target without a date: its error is a `record` error.
    let malformed = json_lines(&urispec(&["warc", "--json", &case("malformed.warc")], b""));
    let kinds: Vec<(&str, &str)> = malformed
        .iter()
        .filter(|r| r["error"].is_object())
        .map(|r| {
            (
                r["error"]["kind"].as_str().unwrap_or(""),
                r["error"]["reason"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert!(
        kinds
            .iter()
            .all(|(kind, _)| *kind == "record" || *kind == "syntax"),
        "{kinds:?}"
    );
    assert!(kinds.iter().any(|(kind, _)| *kind == "record"), "{kinds:?}");
}

/// `--then-now` on pages of 1994 to 2008 whose links cover every class of
/// difference: the table, and the chart, held in snapshots; under
/// `--json` a record a year and class before the summary.
#[test]
fn then_now_counts_every_class_and_draws_them() {
    let file = case("then-now.warc");
    let svg = std::env::temp_dir().join(format!("urispec-then-now-{}.svg", std::process::id()));
    let svg_path = svg.to_str().expect("a UTF-8 path");
    let out = urispec(
        &["warc", "--links", "--then-now", "--svg", svg_path, &file],
        b"",
    );
    let chart = std::fs::read_to_string(&svg).expect("the chart");
    std::fs::remove_file(&svg).ok();
    let text = stdout_text(&out);
    let table = &text[text.find("then and now").expect("the table")..];
    common::with_snapshots("archive", || {
        insta::assert_snapshot!("warc-then-now@then-now.warc", table);
        insta::assert_snapshot!("warc-then-now-svg@then-now.warc", chart);
    });
    for class in urispec_archive::Change::ALL {
        assert!(table.contains(&format!("    {class} ")), "{class}: {table}");
    }
    let json = urispec(&["warc", "--json", "--links", "--then-now", &file], b"");
    let records = json_lines(&json);
    let rows: Vec<_> = records
        .iter()
        .filter(|r| r["record"] == "then-now")
        .collect();
    let totals: Vec<_> = rows.iter().filter(|r| r["class"] == "all").collect();
    assert_eq!(totals.len(), 7, "one a year");
    assert_eq!(
        records.last().map(|r| r["record"].clone()),
        Some("summary".into())
    );
    let changed: u64 = totals
        .iter()
        .map(|r| r["changed"].as_u64().unwrap_or(0))
        .sum();
    let links = records
        .iter()
        .filter(|r| r["record"] == "link" && !r["changed"].is_null())
        .count();
    assert_eq!(changed, links as u64);
}

/// The fixtures `copies` times over, one file after the other (a gzip
/// file's members one after the other), with a byte flipped at `flip`
/// of the whole where asked: written under the temporary folder.
fn many(name: &str, copies: usize, flip: Option<usize>) -> std::path::PathBuf {
    let one = std::fs::read(common::root().join(case(name))).expect("the fixture");
    let mut bytes = one.repeat(copies);
    if let Some(at) = flip {
        bytes[at % one.len() + one.len() * (copies / 2)] ^= 0x55;
    }
    let flipped = flip.map_or(String::new(), |at| format!("-{at}"));
    let path = std::env::temp_dir().join(format!(
        "urispec-jobs-{}{flipped}-{name}",
        std::process::id()
    ));
    std::fs::write(&path, bytes).expect("a temporary file");
    path
}

#[test]
fn the_same_records_whatever_the_jobs() {
    // WARC and ARC files, plain and gzip (a member a record: 300 copies
    // of a fixture are many stretches for the inflating threads), and gzip
    // files with a byte of a member in their middle flipped.
    let mut files = Vec::new();
    for name in [
        "pages.warc",
        "pages.warc.gz",
        "pages-v1.arc",
        "pages-v2.arc.gz",
    ] {
        files.push(many(name, 300, None));
    }
    for at in [20, 400, 1000] {
        files.push(many("pages.warc.gz", 300, Some(at)));
        files.push(many("pages-v2.arc.gz", 300, Some(at)));
    }
    for file in &files {
        let file = file.to_str().expect("a UTF-8 path");
        for args in [&["warc", "--json", "--links"][..], &["warc"]] {
            let run = |jobs: &str| {
                let out = urispec(&[args, &["--jobs", jobs, file]].concat(), b"");
                (out.status.code(), out.stdout, out.stderr)
            };
            let one = run("1");
            assert!(one.1.len() > 10_000, "{file}: {}", stderr_text_of(&one.2));
            for jobs in ["2", "3", "16"] {
                assert!(run(jobs) == one, "{file} {args:?}, {jobs} jobs");
            }
        }
    }
    for file in files {
        let _ = std::fs::remove_file(file);
    }
}

fn stderr_text_of(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
