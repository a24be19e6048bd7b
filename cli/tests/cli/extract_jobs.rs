//! `urispec extract --jobs N`: the same records, byte for byte, whatever the
//! number of jobs and the size of the blocks, on plain and gzip inputs, files
//! and stdin; a find that crosses a block's edge printed whole.

use std::io::Write;
use std::path::PathBuf;

use crate::run::{first_line_before_the_input_ends, json_lines, stdout_text, urispec};

/// The mail fixture, then texts whose finds cross a block's edge wherever
/// it falls: wrappers broken over lines, quoted replies, a quoted string
/// that is text, a bare URI against a closing quote.
fn text() -> Vec<u8> {
    let mail = std::fs::read(crate::common::root().join("tests/cases/text/mail.txt"))
        .expect("the mail fixture");
    let mut text = mail.clone();
    for i in 0..40 {
        text.extend_from_slice(
            format!(
                "{i}: <URL:ftp://info.cern.ch/pub/www/doc/\n  url-{i}.txt> \"fix: {i}\" \
                 \"http://a/{i} http://b/\"http://c/{i}.\n> <URL:news:comp.infosystems\n>   .www> \
                 URL: gopher://h/{i} <> (http://d/({i})), https://e/{i}\r\n"
            )
            .as_bytes(),
        );
    }
    text.extend_from_slice(&mail);
    text
}

/// `text`, written once as it is and once as gzip (a member every 1,000
/// bytes, as an index is written), under the tests' scratch directory.
fn inputs() -> (PathBuf, PathBuf) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let text = text();
    let plain = dir.join("extract-jobs.txt");
    std::fs::write(&plain, &text).expect("written");
    let mut gz = Vec::new();
    for piece in text.chunks(1000) {
        let mut member = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        member.write_all(piece).expect("compressed");
        gz.extend(member.finish().expect("compressed"));
    }
    let gzip = dir.join("extract-jobs.txt.gz");
    std::fs::write(&gzip, gz).expect("written");
    (plain, gzip)
}

fn extract(args: &[&str], file: &str, stdin: &[u8]) -> Vec<u8> {
    let mut all = vec!["extract"];
    all.extend_from_slice(args);
    if !file.is_empty() {
        all.push(file);
    }
    let out = urispec(&all, stdin);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{all:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

#[test]
fn the_same_records_whatever_the_jobs_and_blocks() {
    let (plain, gzip) = inputs();
    let (plain, gzip) = (plain.to_string_lossy(), gzip.to_string_lossy());
    let text = text();
    for json in [true, false] {
        let format: &[&str] = if json { &["--json"] } else { &[] };
        let want = extract(&[format, &["--jobs", "1"]].concat(), &plain, b"");
        let records = String::from_utf8(want.clone()).expect("UTF-8");
        assert!(records.lines().count() > 200, "{records}");
        let want_gzip = records.replace(&*plain, &gzip).into_bytes();
        let want_stdin = extract(&[format, &["--jobs", "1"]].concat(), "", &text);
        for jobs in ["1", "2", "3", "16"] {
            for block in ["1", "7", "64", "4096", "1048576"] {
                let args = [format, &["--jobs", jobs, "--block-size", block]].concat();
                let what = format!("{args:?}");
                assert!(extract(&args, &plain, b"") == want, "{what} plain");
                assert!(extract(&args, &gzip, b"") == want_gzip, "{what} gzip");
                if block == "7" {
                    assert!(extract(&args, "", &text) == want_stdin, "{what} stdin");
                    let gz = std::fs::read(&*gzip).expect("the gzip input");
                    assert!(extract(&args, "", &gz) == want_stdin, "{what} gzip stdin");
                }
            }
        }
    }
}

#[test]
fn a_find_across_a_block_edge_is_printed_whole() {
    let (plain, _) = inputs();
    let out = urispec(
        &["extract", "--json", "--jobs", "2", "--block-size", "64"],
        &std::fs::read(&plain).expect("the input"),
    );
    let records = json_lines(&out);
    // Finds that cross the edge of a block of 64 bytes, one of them a
    // wrapper broken over two lines, each whole.
    let across: Vec<_> = records
        .iter()
        .filter(|r| r["start"].as_u64().unwrap() / 64 != (r["end"].as_u64().unwrap() - 1) / 64)
        .collect();
    assert!(across.len() > 40, "{across:?}");
    assert!(
        across.iter().any(|r| r["uri"]
            .as_str()
            .is_some_and(|u| u.starts_with("ftp://info.cern.ch/pub/www/doc/url-"))
            && r["raw"].as_str().is_some_and(|raw| raw.contains('\n'))),
        "{across:?}"
    );
}

#[test]
fn a_find_is_printed_before_the_input_ends_on_every_job() {
    for jobs in ["1", "2", "16"] {
        let lines = first_line_before_the_input_ends(
            &["extract", "--json", "--jobs", jobs],
            "see http://a/ here",
            "and <URL:http://b/>",
        );
        assert!(lines[0].starts_with(r#"{"uri":"http://a/","#), "{lines:?}");
        assert!(lines[1].starts_with(r#"{"uri":"http://b/","#), "{lines:?}");
        assert_eq!(lines.len(), 2, "{lines:?}");
    }
}

#[test]
fn jobs_is_a_number_from_1_to_256() {
    for jobs in ["0", "257", "x"] {
        let out = urispec(&["extract", "--jobs", jobs], b"");
        assert_eq!(out.status.code(), Some(2), "{jobs}");
    }
    let out = urispec(&["extract", "-j", "256"], b"see http://a/\n");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        stdout_text(&out),
        "4..13 bare \"http://a/\": valid rfc2396\n"
    );
}
