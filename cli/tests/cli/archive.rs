//! `urispec check` on web-archive indexes: gzip, CDX and CDXJ read as they
//! are, each capture judged by one edition or by the edition of its date;
//! `extract` on gzip. The fixtures are `tests/cases/archive/`, written for
//! these tests, each with its snapshot under `snapshots/archive/`.

use crate::common;

use crate::run;

use std::fmt::Write as _;
use std::path::Path;

use run::{first_line_before_the_input_ends, json_lines, keys, stderr_text, stdout_text, urispec};
use serde_json::{json, Value};

const CASES: &str = "tests/cases/archive";

fn case(name: &str) -> String {
    format!("{CASES}/{name}")
}

fn bytes(name: &str) -> Vec<u8> {
    std::fs::read(common::root().join(CASES).join(name)).expect("a fixture")
}

/// One line per record of `check --json`: line, capture, edition (`*`:
/// older than it), verdict, input.
fn records_table(records: &[Value]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "line capture        edition       verdict  input");
    for r in records.iter().filter(|r| r.get("line").is_some()) {
        let text = |v: &Value| v.as_str().unwrap_or("-").to_owned();
        let mut edition = text(&r["edition"]);
        if r["predates_edition"] == true {
            edition.push('*');
        }
        let verdict = match (&r["valid"], &r["error"]) {
            (Value::Bool(true), _) => "valid".to_owned(),
            (_, e) if e["kind"] == "record" => format!("{}!", e["reason"].as_str().unwrap_or("?")),
            (_, e) => format!("@{}", e["offset"]),
        };
        let mut input = text(&r["input"]);
        if let Some((cut, _)) = input.char_indices().nth(60) {
            input = format!("{}…", &input[..cut]);
        }
        let _ = writeln!(
            out,
            "{:<4} {:<14} {:<13} {:<8} {input}",
            r["line"].to_string(),
            text(&r["capture"]),
            edition,
            verdict,
        );
    }
    out
}

#[test]
fn every_fixture_has_its_snapshot() {
    common::with_snapshots("archive", || {
        insta::glob!("../../../tests/cases/archive", "*.cdx*", |path| {
            let name = path.file_name().expect("a file").to_string_lossy();
            let file = case(&name);
            let text = urispec(&["check", "--spec", "by-date", &file], b"");
            let json = urispec(&["check", "--spec", "by-date", "--json", &file], b"");
            assert_eq!(text.status.code(), json.status.code());
            let shown = format!(
                "$ urispec check --spec by-date {file}   (exit {})\n{}\n{}\n{}",
                text.status.code().unwrap_or(-1),
                stderr_text(&text).trim_end(),
                records_table(&json_lines(&json)),
                stdout_text(&text)
            );
            insta::assert_snapshot!("check", shown);
        });
    });
}

#[test]
fn gzip_is_read_as_the_plain_file_is() {
    for args in [&["check", "--spec", "by-date"][..], &["check", "--json"]] {
        let plain = urispec(&[args, &[case("captures.cdx").as_str()]].concat(), b"");
        let gz = urispec(&[args, &[case("captures.cdx.gz").as_str()]].concat(), b"");
        assert_eq!(plain.status.code(), gz.status.code());
        assert_eq!(
            stdout_text(&plain).replace("captures.cdx", "captures.cdx.gz"),
            stdout_text(&gz),
            "{args:?}"
        );
        assert!(
            stderr_text(&gz).contains("read as CDX, gzip"),
            "{}",
            stderr_text(&gz)
        );
        // stdin too, by gzip's magic number.
        let piped = urispec(args, &bytes("captures.cdx.gz"));
        let from_file = urispec(args, &bytes("captures.cdx"));
        assert_eq!(stdout_text(&piped), stdout_text(&from_file), "{args:?}");
    }
    // A plain list, gzipped, is still a plain list: the same output, and
    // stderr says how it was read.
    // `printf 'http://a/\n%\n' | gzip`
    let list = [
        0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xcb, 0x28, 0x29, 0x29, 0xb0,
        0xd2, 0xd7, 0x4f, 0xd4, 0xe7, 0x52, 0xe5, 0x02, 0x00, 0x46, 0xf7, 0xc1, 0x96, 0x0c, 0x00,
        0x00, 0x00,
    ];
    let out = urispec(&["check", "--json"], &list);
    let records = json_lines(&out);
    assert_eq!(
        records[..2]
            .iter()
            .map(|r| (r["input"].clone(), r["valid"].clone()))
            .collect::<Vec<_>>(),
        [
            (json!("http://a/"), json!(true)),
            (json!("%"), json!(false))
        ],
        "{}",
        stderr_text(&out)
    );
    assert_eq!(
        stderr_text(&out),
        "urispec: stdin: read as lines, gzip, guessed from line 1\n"
    );
}

#[test]
fn broken_gzip_is_an_error_after_the_records_before_it() {
    let whole = bytes("captures.cdx.gz");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let truncated = dir.join("truncated.cdx.gz");
    std::fs::write(&truncated, &whole[..whole.len() - 20]).expect("written");
    let out = urispec(
        &["check", "--json", truncated.to_str().expect("UTF-8")],
        b"",
    );
    run::assert_exit_saying(&out, 2, "gzip: the input ends inside a member");
    let records = json_lines(&out);
    assert!(records.len() > 2, "the lines before the cut are checked");
    assert_eq!(records.last().expect("a summary")["record"], "summary");

    let mut corrupt = whole.clone();
    let middle = corrupt.len() / 4;
    for b in &mut corrupt[middle..middle + 8] {
        *b ^= 0xa5;
    }
    let out = urispec(&["check", "--quiet"], &corrupt);
    run::assert_exit_saying(&out, 2, "cannot read stdin: gzip: ");

    // Only gzip's magic number: no header.
    let out = urispec(&["check"], &[0x1f, 0x8b]);
    run::assert_exit_saying(&out, 2, "gzip: the input ends inside a member");
}

#[test]
fn by_date_needs_the_dates_of_an_index() {
    let out = urispec(&["check", "--spec", "by-date", "--format", "lines"], b"");
    run::assert_exit_saying(
        &out,
        2,
        "--spec by-date needs the capture times of an index",
    );
    assert_eq!(stdout_text(&out), "");
    let out = urispec(&["check", "--spec", "by-date"], b"http://a/\n");
    run::assert_exit_saying(&out, 2, "stdin is a list of URIs, without capture times");
    let out = urispec(&["check", "--lineage", "partial-forms"], b"");
    run::assert_exit_saying(&out, 2, "--lineage goes with --spec by-date only");
    let out = urispec(&["check", "--spec", "by-day"], b"");
    run::assert_exit_saying(&out, 2, "rfc3986, by-date)");
    // A CDX without a legend line and fields of no usual legend.
    let out = urispec(&["check", "--format", "cdx"], b"a b c\n");
    run::assert_exit_saying(&out, 2, "no CDX legend");
    // A legend without `a`.
    let out = urispec(&["check"], b" CDX N b\n");
    run::assert_exit_saying(&out, 2, "the legend names no field `a`");
}

/// An index whose first line is blank or damaged is still read as an
/// index: the format is that of the first line that shows one, said on
/// stderr with the line's number, and by date each capture is judged,
/// each line keeping its number (the line that shows none is a record with
/// its own error).
#[test]
fn a_blank_or_damaged_first_line_leaves_an_index_an_index() {
    const CDX: &str = "com,a)/~b 19961020114500 http://a.com/~b\n\
        com,a)/~b 19991020114500 http://a.com/~b\n";
    const CDX9: &str = "com,a)/~b 19961020114500 http://a.com/~b - - - - - -\n\
        com,a)/~b 19991020114500 http://a.com/~b - - - - - -\n";
    const CDXJ: &str = "com,a)/~b 19961020114500 {\"url\": \"http://a.com/~b\"}\n\
        com,a)/~b 19991020114500 {\"url\": \"http://a.com/~b\"}\n";
    let cases = [
        (
            format!("\n CDX N b a\n{CDX}"),
            "read as CDX (legend N b a), guessed from line 2",
            "1    -              -             fields!  \n\
             3    19961020114500 rfc1738       @13      http://a.com/~b\n\
             4    19991020114500 rfc2396       valid    http://a.com/~b\n",
        ),
        (
            format!("com,a)/~b 1996 http://a.com/~b - - - - - -\n{CDX9}"),
            "read as CDX (no legend line: the usual legend of 9 fields, N b a m s k r V g, assumed), \
             guessed from line 2",
            "1    -              -             time!    com,a)/~b 1996 http://a.com/~b - - - - - -\n\
             2    19961020114500 rfc1738       @13      http://a.com/~b\n\
             3    19991020114500 rfc2396       valid    http://a.com/~b\n",
        ),
        (
            format!("\r\n{CDXJ}"),
            "read as CDXJ, guessed from line 2",
            "1    -              -             shape!   \n\
             2    19961020114500 rfc1738       @13      http://a.com/~b\n\
             3    19991020114500 rfc2396       valid    http://a.com/~b\n",
        ),
        (
            format!("com,a)/~b 19961020114500\n{CDXJ}"),
            "read as CDXJ, guessed from line 2",
            "1    -              -             shape!   com,a)/~b 19961020114500\n\
             2    19961020114500 rfc1738       @13      http://a.com/~b\n\
             3    19991020114500 rfc2396       valid    http://a.com/~b\n",
        ),
    ];
    for (input, said, table) in cases {
        let out = urispec(&["check", "--spec", "by-date", "--json"], input.as_bytes());
        assert_eq!(out.status.code(), Some(1), "{}", stderr_text(&out));
        assert_eq!(stderr_text(&out), format!("urispec: stdin: {said}\n"));
        let records = json_lines(&out);
        let header = "line capture        edition       verdict  input\n";
        assert_eq!(
            records_table(&records),
            format!("{header}{table}"),
            "{input:?}"
        );
        // The text output says the same, and counts 2 captures.
        let text = urispec(&["check", "--spec", "by-date"], input.as_bytes());
        assert_eq!(stderr_text(&text), stderr_text(&out));
        assert!(
            stdout_text(&text).contains("2 captures, 1 valid, 1 invalid"),
            "{}",
            stdout_text(&text)
        );
    }
}

/// A list of URIs is said on stderr too, with the line it was guessed
/// from, or that none of its lines showed a format; `--format` overrides the
/// guess and is not said.
#[test]
fn the_format_guessed_is_said_every_time() {
    for (input, said) in [
        (&b"http://a/\n"[..], "read as lines, guessed from line 1"),
        (b"\n\n../g\n", "read as lines, guessed from line 3"),
        (b"", "read as lines: it has no line"),
        (
            b"http://a/ b\n",
            "read as lines: its one line is no CDX or CDXJ line and no URI",
        ),
        (
            b"\nhttp://a/ b\n",
            "read as lines: none of its first 2 lines is a CDX or CDXJ line or a URI",
        ),
    ] {
        let out = urispec(&["check"], input);
        assert_eq!(stderr_text(&out), format!("urispec: stdin: {said}\n"));
    }
    // Told, the format is not guessed, and a blank line before the legend
    // is still passed over.
    let told = urispec(
        &["check", "--spec", "by-date", "--format", "cdx"],
        b"\n CDX a b\nhttp://a/ 19990101000000\n",
    );
    assert_eq!(stderr_text(&told), "");
    assert!(
        stdout_text(&told).contains("1 capture"),
        "{}",
        stdout_text(&told)
    );
    let quiet = urispec(&["check", "--quiet"], b"http://a/\n");
    assert_eq!(stderr_text(&quiet), "");
}

#[test]
fn each_record_names_its_capture_urlkey_and_edition() {
    let out = urispec(
        &[
            "check",
            "--json",
            "--spec",
            "by-date",
            &case("captures.cdx"),
        ],
        b"",
    );
    let records = json_lines(&out);
    let capture = &records[0];
    let expected: Vec<String> = [
        "record",
        "file",
        "line",
        "capture",
        "urlkey",
        "edition",
        "predates_edition",
        "input",
        "spec",
        "valid",
        "error",
        "scheme",
        "userinfo",
        "host",
        "port",
        "path",
        "query",
        "fragment",
        "parts",
    ]
    .map(String::from)
    .to_vec();
    assert_eq!(keys(capture), expected);
    // The parts of `parse --json` under the edition, under `parts`.
    let parsed = json_lines(&urispec(
        &["parse", "--json", "--spec", "rfc3986", "x:"],
        b"",
    ));
    let part_keys: Vec<String> = keys(&parsed[0])
        .into_iter()
        .skip_while(|k| k != "error")
        .skip(1)
        .collect();
    assert_eq!(keys(&capture["parts"]), part_keys);
    assert_eq!(
        (
            &capture["capture"],
            &capture["urlkey"],
            &capture["edition"],
            &capture["spec"]
        ),
        (
            &json!("20050301101010"),
            &json!("[2001:db8::1])/status"),
            &json!("rfc3986"),
            &json!("rfc3986")
        )
    );
    let not_capture = records
        .iter()
        .find(|r| r["error"]["kind"] == "record")
        .expect("a line that is no capture");
    assert_eq!(
        not_capture["error"],
        json!({
            "kind": "record",
            "reason": "time",
            "offset": 19,
            "expected": null,
            "productions": null,
            "literals": null,
            "end_of_input": null,
            "found": null,
            "message": "the capture time has 4 bytes, not the 14 digits of YYYYMMDDhhmmss, at byte 19"
        })
    );
    assert_eq!(not_capture["record"], "malformed");
    assert_eq!(not_capture["host"], Value::Null);
}

#[test]
fn a_capture_older_than_its_edition_says_so() {
    let cdx =
        b" CDX a b\nhttp://info.cern.ch/ 19930501000000\nhttp://a.example/~x 19960101000000\n";
    let out = urispec(&["check", "--json", "--spec", "by-date"], cdx);
    let records = json_lines(&out);
    assert_eq!(
        (&records[0]["edition"], &records[0]["predates_edition"]),
        (&json!("url-draft-02"), &json!(true))
    );
    let summary = &records[2];
    assert_eq!(summary["record"], "summary");
    assert_eq!(summary["predates"], 1);
    assert_eq!(
        summary["years"]["1993"]["editions"],
        json!({"url-draft-02": 1})
    );
    let text = stdout_text(&urispec(&["check", "--spec", "by-date"], cdx));
    assert!(
        text.contains("  1 capture older than the edition that judged it\n"),
        "{text}"
    );
    // One edition for all: the captures made before it say so too.
    let out = urispec(&["check", "--spec", "rfc3986"], cdx);
    assert!(
        stdout_text(&out).contains("  2 captures older than the edition that judged them\n"),
        "{}",
        stdout_text(&out)
    );
    // By the partial forms' line: RFC 1808 in 1996.
    let out = urispec(
        &[
            "check",
            "--json",
            "--spec",
            "by-date",
            "--lineage",
            "partial-forms",
        ],
        cdx,
    );
    assert_eq!(json_lines(&out)[1]["edition"], "rfc1808");
}

#[test]
fn the_same_index_gives_the_same_records_on_every_run() {
    let mut cdx = String::from(" CDX N b a m s k r M S V g\n");
    for i in 0..12_000u32 {
        let year = 1993 + i % 18;
        let url = match i % 5 {
            0 => format!("http://h{i}.example/~u/{i}"),
            1 => format!("gopher://g{i}.example/1/{i}"),
            2 => format!("http://h{i}.example/a|b"),
            3 => format!("http://h{i}.example/%7Eu"),
            _ => format!("mailto:u{i}@example.org"),
        };
        let time = if i % 997 == 0 {
            "1999".to_owned()
        } else {
            format!("{year}0{}15120000", 1 + i % 9)
        };
        let _ = writeln!(cdx, "k{i} {time} {url} text/html 200 D - - 1 2 f.arc.gz");
    }
    let runs: Vec<Vec<u8>> = ["1", "2", "4", "2"]
        .iter()
        .map(|jobs| {
            urispec(
                &["check", "--json", "--spec", "by-date", "--jobs", jobs],
                cdx.as_bytes(),
            )
            .stdout
        })
        .collect();
    assert!(runs.windows(2).all(|w| w[0] == w[1]));
    // gzip in members of 500 lines (as indexes are compressed in blocks:
    // many stretches for the inflating threads), whole and with a byte of
    // a member in the middle flipped or the file cut inside a member: the
    // same records, and the same error after them, whatever the jobs.
    let lines: Vec<&str> = cdx.split_inclusive('\n').collect();
    let members: Vec<Vec<u8>> = lines
        .chunks(500)
        .map(|block| {
            use std::io::Write;
            let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
            gz.write_all(block.concat().as_bytes()).expect("in memory");
            gz.finish().expect("in memory")
        })
        .collect();
    let gz = members.concat();
    let middle: usize = members[..12].iter().map(Vec::len).sum();
    let mut flipped = gz.clone();
    flipped[middle + members[12].len() / 2] ^= 0x55;
    let cut = &gz[..middle + members[12].len() / 2];
    for (what, input) in [("whole", &gz[..]), ("flipped", &flipped[..]), ("cut", cut)] {
        let run = |jobs: &str| {
            let out = urispec(
                &["check", "--json", "--spec", "by-date", "--jobs", jobs],
                input,
            );
            (out.status.code(), out.stdout, out.stderr)
        };
        let one = run("1");
        if what == "whole" {
            assert_eq!(one.1, runs[0], "gzip reads as the plain text");
        } else {
            assert_eq!(
                one.0,
                Some(2),
                "{what}: {}",
                String::from_utf8_lossy(&one.2)
            );
            assert!(
                one.1.len() > runs[0].len() / 3,
                "{what}: the records before it"
            );
        }
        for jobs in ["2", "3", "16"] {
            assert!(run(jobs) == one, "{what}, {jobs} jobs");
        }
    }
    let records = json_lines(&urispec(
        &["check", "--json", "--spec", "by-date"],
        cdx.as_bytes(),
    ));
    assert_eq!(records.len(), 12_001);
}

#[test]
fn a_capture_is_answered_before_the_next_arrives() {
    let lines = first_line_before_the_input_ends(
        &["check", "--json", "--spec", "by-date"],
        " CDX a b\nhttp://a/ 19960101000000",
        "http://b/ 20000101000000",
    );
    assert!(
        lines[0].contains(r#""capture":"19960101000000""#),
        "{lines:?}"
    );
    assert!(lines[1].contains(r#""edition":"rfc2396""#), "{lines:?}");
}

#[test]
fn extract_reads_gzip() {
    let plain = urispec(&["extract", "--json", &case("captures.cdx")], b"");
    let gz = urispec(&["extract", "--json", &case("captures.cdx.gz")], b"");
    assert_eq!(
        stdout_text(&plain).replace("captures.cdx", "captures.cdx.gz"),
        stdout_text(&gz)
    );
    let piped = urispec(&["extract", "--json"], &bytes("captures.cdx.gz"));
    let stdin = urispec(&["extract", "--json"], &bytes("captures.cdx"));
    assert_eq!(stdout_text(&piped), stdout_text(&stdin));
    assert!(json_lines(&piped).len() > 10);
}

/// The README's "Web archives" example: the command after `$ ` in the
/// block marked `<!-- example: web-archives -->`, and the rest of the block
/// is what it prints.
#[test]
fn the_readme_example_is_what_check_prints() {
    let readme = include_str!("../../../README.md");
    let marker = "<!-- example: web-archives -->\n```console\n";
    let at = readme.find(marker).expect("the example's marker") + marker.len();
    let block = &readme[at..at + readme[at..].find("```\n").expect("the block's end")];
    let (command, shown) = block.split_once('\n').expect("a command, then its output");
    let args: Vec<&str> = command
        .strip_prefix("$ urispec ")
        .expect("a urispec command")
        .split_whitespace()
        .collect();
    let out = urispec(&args, b"");
    assert_eq!(
        stdout_text(&out),
        shown,
        "README.md's example is out of date"
    );
}

/// `check --spec by-date --json` over captures judged by the five editions
/// of `whole-urls`: every record but the summary has the seven columns
/// `scheme` ... `fragment`, and they are RFC 3986 Appendix B's split of its
/// input, whatever the edition and the verdict: matched here by the regular
/// expression as RFC 3986 prints it, run by the small matcher below (not by
/// the library), the authority then split as the README says (`userinfo`
/// before its last `@`, `port` the digits after the last `:`, not inside an
/// `IP-literal`'s brackets).
#[test]
fn the_columns_are_appendix_b_split_under_every_edition() {
    // RFC 3986 Appendix B, as printed.
    const APPENDIX_B: &str = r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?";
    let regex = appendix_b::Regex::new(APPENDIX_B);
    let out = urispec(
        &[
            "check",
            "--spec",
            "by-date",
            "--json",
            &case("five-editions.cdx"),
        ],
        b"",
    );
    let records = json_lines(&out);
    let (summary, captures) = records.split_last().expect("records");
    assert_eq!(summary["record"], "summary");
    let mut editions: Vec<&str> = captures
        .iter()
        .map(|r| r["edition"].as_str().expect("an edition"))
        .collect();
    editions.sort_unstable();
    editions.dedup();
    assert_eq!(
        editions,
        [
            "rfc1738",
            "rfc2396",
            "rfc3986",
            "url-draft-02",
            "url-draft-03"
        ]
    );
    let verdicts: Vec<bool> = captures.iter().map(|r| r["valid"] == true).collect();
    assert!(verdicts.contains(&true) && verdicts.contains(&false));
    for record in captures {
        assert_eq!(record["record"], "capture", "{record}");
        let input = record["input"].as_str().expect("an input");
        let groups = regex
            .captures(input)
            .expect("Appendix B matches any string");
        let authority = groups[4].as_deref();
        let (userinfo, hostport) = match authority.and_then(|a| a.rsplit_once('@')) {
            Some((userinfo, hostport)) => (Some(userinfo), Some(hostport)),
            None => (None, authority),
        };
        let (host, port) = match hostport.and_then(|h| h.rsplit_once(':')) {
            Some((host, port))
                if port.chars().all(|c| c.is_ascii_digit())
                    && (!host.starts_with('[') || host.ends_with(']')) =>
            {
                (Some(host), Some(port))
            }
            _ => (hostport, None),
        };
        let expected = json!({
            "scheme": groups[2],
            "userinfo": userinfo,
            "host": host,
            "port": port,
            "path": groups[5],
            "query": groups[7],
            "fragment": groups[9],
        });
        for (key, value) in expected.as_object().expect("an object") {
            assert_eq!(&record[key], value, "{key} of {input:?}: {record}");
        }
        let columns: Vec<String> = keys(record)
            .into_iter()
            .skip_while(|k| k != "scheme")
            .take(7)
            .collect();
        assert_eq!(
            columns,
            ["scheme", "userinfo", "host", "port", "path", "query", "fragment"]
        );
        assert!(record["parts"].is_object(), "{record}");
    }
    // A few values the expression gives, spelled out.
    let by_input = |input: &str| {
        captures
            .iter()
            .find(|r| r["input"] == input)
            .unwrap_or_else(|| panic!("no record of {input}"))
    };
    let r = by_input("http://a@b@c:99/x?y#z");
    assert_eq!(
        (&r["userinfo"], &r["host"], &r["port"]),
        (&json!("a@b"), &json!("c"), &json!("99"))
    );
    let r = by_input("http://www.example.com:/empty-port?");
    assert_eq!((&r["port"], &r["query"]), (&json!(""), &json!("")));
    let r = by_input("news:comp.infosystems.www");
    assert_eq!(
        (&r["host"], &r["path"], &r["parts"]["group"]),
        (
            &Value::Null,
            &json!("comp.infosystems.www"),
            &json!("comp.infosystems.www")
        )
    );
    let r = by_input("://empty.scheme/");
    assert_eq!(
        (&r["scheme"], &r["path"]),
        (&Value::Null, &json!("://empty.scheme/"))
    );
}

/// A backtracking matcher of the regular expressions RFC 3986 Appendix B
/// is written in: literals (`\` escapes one), `.`, `[^...]`, groups, `?`,
/// `*` and `+` (greedy), a leading `^`. Each group's capture is `None`
/// where the group took no part in the match (absent), `Some("")` where it
/// matched nothing (empty), as the appendix tells them apart.
mod appendix_b {
    enum Atom {
        Char(char),
        Any,
        NotIn(Vec<char>),
        Group(usize, Vec<Item>),
    }

    struct Item {
        atom: Atom,
        min: usize,
        max: usize,
    }

    pub struct Regex {
        items: Vec<Item>,
        groups: usize,
    }

    type Captures = Vec<Option<(usize, usize)>>;

    impl Regex {
        pub fn new(pattern: &str) -> Regex {
            let chars: Vec<char> = pattern
                .strip_prefix('^')
                .expect("anchored")
                .chars()
                .collect();
            let mut at = 0;
            let mut groups = 0;
            let items = sequence(&chars, &mut at, &mut groups);
            assert_eq!(at, chars.len(), "a `)` without its `(`");
            Regex { items, groups }
        }

        /// The captures of the match at the start of `input` (`[0]`: the
        /// whole match), or `None`.
        pub fn captures(&self, input: &str) -> Option<Vec<Option<String>>> {
            let text: Vec<char> = input.chars().collect();
            let mut caps: Captures = vec![None; self.groups + 1];
            let mut end = None;
            if !seq(&self.items, &text, 0, &mut caps, &mut |at, _| {
                end = Some(at);
                true
            }) {
                return None;
            }
            caps[0] = end.map(|end| (0, end));
            Some(
                caps.iter()
                    .map(|c| c.map(|(from, to)| text[from..to].iter().collect()))
                    .collect(),
            )
        }
    }

    fn sequence(chars: &[char], at: &mut usize, groups: &mut usize) -> Vec<Item> {
        let mut items = Vec::new();
        while let Some(&c) = chars.get(*at) {
            *at += 1;
            let atom = match c {
                ')' => {
                    *at -= 1;
                    break;
                }
                '(' => {
                    *groups += 1;
                    let index = *groups;
                    let inner = sequence(chars, at, groups);
                    assert_eq!(chars.get(*at), Some(&')'), "an unclosed group");
                    *at += 1;
                    Atom::Group(index, inner)
                }
                '[' => {
                    assert_eq!(chars.get(*at), Some(&'^'), "only negated classes");
                    let end = *at + chars[*at..].iter().position(|&c| c == ']').expect("a `]`");
                    let set = chars[*at + 1..end].to_vec();
                    *at = end + 1;
                    Atom::NotIn(set)
                }
                '.' => Atom::Any,
                '\\' => {
                    *at += 1;
                    Atom::Char(chars[*at - 1])
                }
                c => Atom::Char(c),
            };
            let (min, max) = match chars.get(*at) {
                Some('?') => (0, 1),
                Some('*') => (0, usize::MAX),
                Some('+') => (1, usize::MAX),
                _ => (1, 1),
            };
            if (min, max) != (1, 1) {
                *at += 1;
            }
            items.push(Item { atom, min, max });
        }
        items
    }

    type Next<'k> = &'k mut dyn FnMut(usize, &mut Captures) -> bool;

    /// Match `items` at `at`, then `next` after them; backtrack on its
    /// refusal.
    fn seq(items: &[Item], text: &[char], at: usize, caps: &mut Captures, next: Next<'_>) -> bool {
        match items.split_first() {
            None => next(at, caps),
            Some((item, rest)) => repeat(item, 0, text, at, caps, &mut |after, caps| {
                seq(rest, text, after, caps, next)
            }),
        }
    }

    /// `item` matched `count` times so far, greedily: one more first, then
    /// stop.
    fn repeat(
        item: &Item,
        count: usize,
        text: &[char],
        at: usize,
        caps: &mut Captures,
        next: Next<'_>,
    ) -> bool {
        if count < item.max {
            let saved = caps.clone();
            let more = one(&item.atom, text, at, caps, &mut |after, caps| {
                // An empty turn of `*` or `+` would loop (none of the
                // expression's `?` groups can match empty).
                (after != at || item.max != usize::MAX)
                    && repeat(item, count + 1, text, after, caps, next)
            });
            if more {
                return true;
            }
            *caps = saved;
        }
        count >= item.min && next(at, caps)
    }

    fn one(atom: &Atom, text: &[char], at: usize, caps: &mut Captures, next: Next<'_>) -> bool {
        match atom {
            Atom::Char(c) => text.get(at) == Some(c) && next(at + 1, caps),
            Atom::Any => at < text.len() && next(at + 1, caps),
            Atom::NotIn(set) => {
                text.get(at).is_some_and(|c| !set.contains(c)) && next(at + 1, caps)
            }
            Atom::Group(index, inner) => seq(inner, text, at, caps, &mut |end, caps| {
                let before = caps[*index];
                caps[*index] = Some((at, end));
                if next(end, caps) {
                    return true;
                }
                caps[*index] = before;
                false
            }),
        }
    }

    #[test]
    fn matches_the_appendix_example() {
        let regex = Regex::new(r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?");
        let c = regex
            .captures("http://www.ics.uci.edu/pub/ietf/uri/#Related")
            .expect("a match");
        let got: Vec<Option<&str>> = c.iter().map(Option::as_deref).collect();
        assert_eq!(
            got,
            [
                Some("http://www.ics.uci.edu/pub/ietf/uri/#Related"),
                Some("http:"),
                Some("http"),
                Some("//www.ics.uci.edu"),
                Some("www.ics.uci.edu"),
                Some("/pub/ietf/uri/"),
                None,
                None,
                Some("#Related"),
                Some("Related"),
            ]
        );
        // An empty query is there, an absent fragment is not.
        let c = regex.captures("?").expect("a match");
        assert_eq!((c[7].as_deref(), c[9].as_deref()), (Some(""), None));
    }
}
