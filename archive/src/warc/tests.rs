//! The reader against files as real archives hold them: each defect alone,
//! the records around it read, nothing inside a block taken for a record.

use std::io::Write;

use super::*;

/// A record of `kind` for `uri` with `block`, its `Content-Length` off by
/// `off` bytes and `trailer` after the block.
fn record(kind: &str, uri: &str, block: &[u8], off: i64, trailer: &[u8]) -> Vec<u8> {
    let length = block.len() as i64 + off;
    let mut r = format!(
        "WARC/1.0\r\nWARC-Type: {kind}\r\nWARC-Target-URI: {uri}\r\n\
         WARC-Date: 1999-01-01T00:00:00Z\r\nContent-Length: {length}\r\n\r\n"
    )
    .into_bytes();
    r.extend_from_slice(block);
    r.extend_from_slice(trailer);
    r
}

fn clean(uri: &str) -> Vec<u8> {
    record(
        "response",
        uri,
        b"HTTP/1.0 200 OK\r\n\r\n<p>hello</p>",
        0,
        b"\r\n\r\n",
    )
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(bytes).unwrap();
    gz.finish().unwrap()
}

/// What a reader makes of `file`: each record's target (or `-`) with its
/// block and defects, and each error.
#[derive(Debug, PartialEq, Eq)]
enum Read {
    Record(String, Vec<u8>, Vec<Defect>),
    Error(String),
}

fn read(file: &[u8], max_header: usize) -> Vec<Read> {
    let mut warc = Warc::new(file).unwrap().max_header(max_header);
    let mut out = Vec::new();
    while let Some(next) = warc.next_record() {
        match next {
            Ok(header) => {
                let mut block = Vec::new();
                let ending = warc.read_block(&mut block, 1 << 20).unwrap();
                let mut defects = header.defects().to_vec();
                defects.extend(ending.defects);
                let target = header.target_uri().unwrap_or("-").to_owned();
                out.push(Read::Record(target, block, defects));
            }
            Err(e) => out.push(Read::Error(e.to_string())),
        }
    }
    out
}

fn targets(reads: &[Read]) -> Vec<&str> {
    reads
        .iter()
        .filter_map(|r| match r {
            Read::Record(t, ..) => Some(t.as_str()),
            Read::Error(_) => None,
        })
        .collect()
}

#[test]
fn each_trailer_form_is_a_defect_and_the_next_record_is_read() {
    for trailer in [&b"\r\n"[..], b"\n\n", b"\n", b""] {
        let file = [
            record(
                "response",
                "http://a/",
                b"HTTP/1.0 200 OK\r\n\r\nA",
                0,
                trailer,
            ),
            clean("http://b/"),
            record("resource", "http://c/", b"C", 0, trailer),
            clean("http://d/"),
        ]
        .concat();
        let reads = read(&file, MAX_HEADER);
        assert_eq!(
            targets(&reads),
            ["http://a/", "http://b/", "http://c/", "http://d/"],
            "{trailer:?}"
        );
        let Read::Record(_, block, defects) = &reads[0] else {
            unreachable!()
        };
        assert_eq!(
            (block.as_slice(), defects.as_slice()),
            (&b"HTTP/1.0 200 OK\r\n\r\nA"[..], &[Defect::Trailer][..])
        );
        let Read::Record(_, _, defects) = &reads[1] else {
            unreachable!()
        };
        assert!(defects.is_empty());
        // The last record's trailer, cut or missing, is a defect too.
        let reads = read(
            &record("resource", "http://e/", b"E", 0, trailer),
            MAX_HEADER,
        );
        assert_eq!(
            reads,
            [Read::Record(
                "http://e/".into(),
                b"E".to_vec(),
                vec![Defect::Trailer]
            )]
        );
    }
}

#[test]
fn a_content_length_up_to_8_bytes_off_is_recovered() {
    // (A block that ends in line ends and a `Content-Length` that leaves
    // them out reads as a clean record and a blank line: the same bytes.)
    let body = b"HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n<a href=x>x</a>";
    for off in (-8..=8).filter(|&d| d != 0) {
        let file = [
            record("response", "http://a/", body, off, b"\r\n\r\n"),
            clean("http://b/"),
        ]
        .concat();
        let reads = read(&file, MAX_HEADER);
        assert_eq!(targets(&reads), ["http://a/", "http://b/"], "{off}");
        let Read::Record(_, block, defects) = &reads[0] else {
            unreachable!()
        };
        assert_eq!(block.as_slice(), &body[..], "{off}");
        assert_eq!(defects.as_slice(), [Defect::ContentLength], "{off}");
        assert!(
            !reads.iter().any(|r| matches!(r, Read::Error(_))),
            "{off}: {reads:?}"
        );
    }
    // Further off, the record is read as declared, what follows its block
    // up to the next record is reported, and that record is read.
    let file = [
        record("response", "http://a/", body, -20, b"\r\n\r\n"),
        clean("http://b/"),
    ]
    .concat();
    let reads = read(&file, MAX_HEADER);
    assert_eq!(targets(&reads), ["http://a/", "http://b/"]);
    assert!(
        matches!(&reads[1], Read::Error(e) if e.starts_with("24 bytes at byte")),
        "{reads:?}"
    );
}

#[test]
fn bare_lf_header_lines_are_a_defect() {
    let crlf = clean("http://a/");
    let text = String::from_utf8(crlf.clone()).unwrap();
    let (head, block) = text.split_once("\r\n\r\n").unwrap();
    let lf = format!("{}\n\n{block}", head.replace("\r\n", "\n"));
    let reads = read(&[lf.into_bytes(), crlf].concat(), MAX_HEADER);
    assert_eq!(targets(&reads), ["http://a/", "http://a/"]);
    let Read::Record(_, _, defects) = &reads[0] else {
        unreachable!()
    };
    assert_eq!(defects.as_slice(), [Defect::LineEnds]);
}

#[test]
fn a_quoted_record_inside_a_block_is_never_a_record() {
    let quoted = String::from_utf8(clean("http://phantom/")).unwrap();
    let page = format!("HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n<pre>\n{quoted}</pre>\n");
    for trailer in [&b"\r\n\r\n"[..], b"\r\n", b"\n", b""] {
        for off in [0, 3, -3] {
            let file = [
                record("response", "http://a/", page.as_bytes(), off, trailer),
                clean("http://b/"),
            ]
            .concat();
            let reads = read(&file, MAX_HEADER);
            assert_eq!(
                targets(&reads),
                ["http://a/", "http://b/"],
                "{trailer:?} {off}"
            );
        }
    }
}

#[test]
fn a_header_over_the_limit_is_an_error_and_the_rest_is_read() {
    let long = format!(
        "WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: http://long/\r\nX-Padding: {}\r\n\
         Content-Length: 5\r\n\r\nHELLO\r\n\r\n",
        "p".repeat(5000)
    );
    let file = [clean("http://a/"), long.into_bytes(), clean("http://b/")].concat();
    let reads = read(&file, 1024);
    assert_eq!(targets(&reads), ["http://a/", "http://b/"]);
    assert!(
        matches!(&reads[1], Read::Error(e) if e.contains("longer than 1024 bytes")),
        "{reads:?}"
    );
    assert_eq!(reads.len(), 3, "{reads:?}");
    // Lines of `WARC/1.0` alone: one error, and the record after them read.
    let junk = b"WARC/1.0\n".repeat(20_000);
    let file = [junk, clean("http://c/")].concat();
    let reads = read(&file, 1024);
    assert_eq!(targets(&reads), ["http://c/"]);
    assert!(reads.len() <= 3, "{:?}", &reads[..3]);
}

#[test]
fn a_file_cut_inside_a_block_keeps_its_record() {
    let whole = clean("http://a/");
    let cut = &whole[..whole.len() - 8];
    let reads = read(&[clean("http://z/"), cut.to_vec()].concat(), MAX_HEADER);
    assert_eq!(targets(&reads), ["http://z/", "http://a/"]);
    let Read::Record(_, _, defects) = &reads[1] else {
        unreachable!()
    };
    assert_eq!(defects.as_slice(), [Defect::Truncated]);
}

#[test]
fn a_gzip_member_cut_mid_file_is_one_error_and_nothing_of_it_is_read() {
    // As the issue made it: four members, the second cut in half.
    let r = |c: &str| {
        format!(
            "WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: http://{c}/\r\n\
             WARC-Date: 1999-01-01T00:00:00Z\r\nContent-Length: 5\r\n\r\nHELLO\r\n\r\n"
        )
    };
    let m: Vec<Vec<u8>> = ["a", "b", "c", "d"]
        .iter()
        .map(|c| gzip(r(c).as_bytes()))
        .collect();
    let file = [
        m[0].clone(),
        m[1][..m[1].len() / 2].to_vec(),
        m[2].clone(),
        m[3].clone(),
    ]
    .concat();
    let mut warc = Warc::new(&file[..]).unwrap();
    let mut seen = Vec::new();
    while let Some(next) = warc.next_record() {
        match next {
            Ok(h) => seen.push(h.target_uri().unwrap().to_owned()),
            Err(e) => {
                let stored = e.stored().expect("a member's error");
                assert_eq!(
                    (stored.offset, stored.length),
                    (m[0].len() as u64, (m[1].len() / 2) as u64)
                );
                seen.push("error".to_owned());
            }
        }
    }
    assert_eq!(seen, ["http://a/", "error", "http://c/", "http://d/"]);
}

#[test]
fn every_byte_of_a_member_flipped_never_invents_a_record() {
    let records: Vec<Vec<u8>> = ["a", "b", "c"]
        .iter()
        .map(|c| clean(&format!("http://{c}/")))
        .collect();
    let m: Vec<Vec<u8>> = records.iter().map(|r| gzip(r)).collect();
    for at in 0..m[1].len() {
        let mut bad = m[1].clone();
        bad[at] ^= 0x41;
        let file = [m[0].clone(), bad, m[2].clone()].concat();
        let reads = read(&file, MAX_HEADER);
        let seen = targets(&reads);
        assert!(
            seen.first() == Some(&"http://a/") && seen.last() == Some(&"http://c/"),
            "{at}: {reads:?}"
        );
        assert!(
            seen.iter()
                .all(|t| ["http://a/", "http://b/", "http://c/"].contains(t)),
            "{at}: {reads:?}"
        );
    }
}

#[test]
fn offsets_of_records_and_errors_only_grow() {
    let file = [
        clean("http://a/"),
        b"junk between\r\n".to_vec(),
        record("response", "http://b/", b"B", 2, b"\r\n"),
        clean("http://c/"),
    ]
    .concat();
    let mut warc = Warc::new(&file[..]).unwrap();
    let mut last = None;
    while let Some(next) = warc.next_record() {
        let offset = match next {
            Ok(h) => h.offset(),
            Err(e) => e.offset().unwrap(),
        };
        assert!(last.is_none_or(|l| l < offset), "{last:?} then {offset}");
        last = Some(offset);
    }
}

#[test]
fn a_file_gzipped_whole_is_read_as_one_member() {
    let plain = [clean("http://a/"), clean("http://b/"), clean("http://c/")].concat();
    let reads = read(&gzip(&plain), MAX_HEADER);
    assert_eq!(reads, read(&plain, MAX_HEADER));
    let whole = gzip(&plain);
    let mut warc = Warc::new(&whole[..]).unwrap();
    let first = warc.next_record().unwrap().unwrap();
    assert_eq!(first.stored().map(|s| s.offset), Some(0));
    // The records after the first do not start a member.
    assert_eq!(warc.next_record().unwrap().unwrap().stored(), None);
}

/// An ARC file of `version` with `records` (URL, 14-digit date, content),
/// each content followed by `trailer`.
fn arc(version: u8, records: &[(&str, &str, &[u8])], trailer: &[u8]) -> Vec<u8> {
    let (definition, origin) = match version {
        1 => ("URL IP-address Archive-date Content-type Archive-length", "InternetArchive"),
        _ => (
            "URL IP-address Archive-date Content-type Result-code Checksum Location Offset Filename Archive-length",
            "Alexa",
        ),
    };
    let block = format!("{version} 0 {origin}\n{definition}\n");
    let mut file = format!(
        "filedesc://t.arc 0.0.0.0 19960101000000 text/plain {}\n{block}\n",
        block.len()
    )
    .into_bytes();
    for (url, date, content) in records {
        let line = match version {
            1 => format!("{url} 10.0.0.1 {date} text/html {}\n", content.len()),
            _ => format!(
                "{url} 10.0.0.1 {date} text/html 200 - - {} t.arc {}\n",
                file.len(),
                content.len()
            ),
        };
        file.extend_from_slice(line.as_bytes());
        file.extend_from_slice(content);
        file.extend_from_slice(trailer);
    }
    file
}

const HTTP: &[u8] = b"HTTP/1.0 200 OK\nContent-Type: text/html\n\n<a href=x>x</a>\n";

#[test]
fn arc_files_of_both_versions_are_read_plain_and_gzip() {
    for version in [1, 2] {
        let records = [
            ("http://a.example/", "19960512083000", HTTP),
            ("http://b.example/x y.html", "19970101000000", HTTP),
            ("http://c.example/", "19990101000000", b"" as &[u8]),
        ];
        let file = arc(version, &records, b"\n");
        let reads = read(&file, MAX_HEADER);
        assert_eq!(
            targets(&reads),
            [
                "filedesc://t.arc",
                "http://a.example/",
                "http://b.example/x y.html",
                "http://c.example/"
            ],
            "v{version}: {reads:?}"
        );
        assert!(
            reads
                .iter()
                .all(|r| matches!(r, Read::Record(_, _, d) if d.is_empty())),
            "{reads:?}"
        );
        let mut warc = Warc::new(&file[..]).unwrap();
        assert!(warc.is_arc());
        let filedesc = warc.next_record().unwrap().unwrap();
        assert_eq!(filedesc.warc_type(), Some("filedesc"));
        let first = warc.next_record().unwrap().unwrap();
        assert_eq!(
            (first.version(), first.warc_type()),
            (format!("ARC/{version}").as_str(), Some("response"))
        );
        assert_eq!(
            first.date().unwrap().map(|t| t.to_string()).as_deref(),
            Some("19960512083000")
        );
        if version == 2 {
            assert_eq!(first.field("Result-code"), Some("200"));
        }
        // A gzip member a record, as ARC files were written.
        let split: Vec<usize> = {
            let mut w = Warc::new(&file[..]).unwrap();
            let mut starts = Vec::new();
            while let Some(Ok(h)) = w.next_record() {
                starts.push(h.offset() as usize);
            }
            starts.push(file.len());
            starts
        };
        let gz: Vec<u8> = split
            .windows(2)
            .flat_map(|w| gzip(&file[w[0]..w[1]]))
            .collect();
        assert_eq!(read(&gz, MAX_HEADER), reads);
    }
}

#[test]
fn an_arc_file_loses_no_record_to_a_damaged_one() {
    let good = ("http://ok.example/", "19980101000000", HTTP);
    for trailer in [&b""[..], b"\r\n", b"\n\n"] {
        let file = arc(1, &[good, good, good], trailer);
        let reads = read(&file, MAX_HEADER);
        assert_eq!(targets(&reads).len(), 4, "{trailer:?}: {reads:?}");
        assert!(
            matches!(&reads[1], Read::Record(_, _, d) if d == &[Defect::Trailer]),
            "{trailer:?}: {reads:?}"
        );
    }
    // A length a few bytes off: the block read to the next header line.
    let file = arc(2, &[good, good], b"\n");
    let text = String::from_utf8(file).unwrap();
    let wrong = text.replacen(
        &format!(" {}\n", HTTP.len()),
        &format!(" {}\n", HTTP.len() - 3),
        1,
    );
    let reads = read(wrong.as_bytes(), MAX_HEADER);
    assert_eq!(
        targets(&reads),
        [
            "filedesc://t.arc",
            "http://ok.example/",
            "http://ok.example/"
        ],
        "{reads:?}"
    );
    let Read::Record(_, block, defects) = &reads[1] else {
        unreachable!()
    };
    assert_eq!(
        (block.as_slice(), defects.as_slice()),
        (HTTP, &[Defect::ContentLength][..])
    );
    // A page that quotes an ARC header line is one record.
    let quoting = b"HTTP/1.0 200 OK\n\n<pre>\nhttp://phantom.example/ 10.0.0.2 19980101000000 text/html 5\nHELLO\n</pre>\n";
    let file = arc(
        1,
        &[good, ("http://q.example/", "19980101000000", quoting), good],
        b"\n",
    );
    assert_eq!(targets(&read(&file, MAX_HEADER)).len(), 4);
}

/// A few thousand files of each kind damaged at random (bytes flipped,
/// cut, doubled, dropped): no panic, no hang, offsets that only grow, and
/// every record reported is one of the file's (or an error).
#[test]
fn random_damage_never_panics_or_invents_a_target() {
    let page = b"HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n<a href=x>x</a>\n" as &[u8];
    let warc = [clean("http://a/"), clean("http://b/"), clean("http://c/")].concat();
    let arc_file = arc(
        2,
        &[
            ("http://a/", "19980101000000", page),
            ("http://b/", "19990101000000", page),
        ],
        b"\n",
    );
    let gz = |f: &[u8]| -> Vec<u8> {
        // Two members, split in the middle.
        let half = f.len() / 2;
        [gzip(&f[..half]), gzip(&f[half..])].concat()
    };
    let files = [warc.clone(), arc_file.clone(), gz(&warc), gz(&arc_file)];
    let known = ["http://a/", "http://b/", "http://c/", "filedesc://t.arc"];
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for round in 0..4000 {
        let mut file = files[round % files.len()].clone();
        for _ in 0..1 + next(3) {
            let at = next(file.len());
            match next(4) {
                0 => file[at] ^= 1 << next(8),
                1 => file.truncate(at),
                2 => {
                    let piece = file[at..(at + next(40)).min(file.len())].to_vec();
                    file.splice(at..at, piece);
                }
                _ => {
                    file.drain(at..(at + next(40)).min(file.len()));
                }
            }
            if file.is_empty() {
                break;
            }
        }
        let mut warc = Warc::new(&file[..]).unwrap().max_header(4096);
        // Records start at offsets that only grow; an error names where it
        // is, at or before the record after it (a failed gzip member's gap
        // is where the next member's bytes begin).
        let mut last: Option<(u64, bool)> = None;
        let mut count = 0;
        while let Some(next) = warc.next_record() {
            count += 1;
            assert!(count < 1000, "round {round}: no end");
            let (offset, record) = match next {
                Ok(h) => {
                    let target = h.target_uri().unwrap_or("").to_owned();
                    // A flipped bit may change a target: it must still
                    // come from the file's bytes where a record was.
                    let mut block = Vec::new();
                    let _ = warc.read_block(&mut block, 1 << 16);
                    if !known.contains(&target.as_str()) {
                        let text = String::from_utf8_lossy(&file);
                        assert!(text.contains(&target), "round {round}: {target:?}");
                    }
                    (h.offset(), true)
                }
                Err(e) => match e.offset() {
                    Some(o) => (o, false),
                    None => continue,
                },
            };
            assert!(
                last.is_none_or(
                    |(l, was_record)| l < offset || l == offset && !(was_record && record)
                ),
                "round {round}: {last:?} then {offset}"
            );
            last = Some((offset, record));
        }
    }
}
