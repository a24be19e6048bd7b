use std::io::{self, Read};

use proptest::prelude::*;

use super::*;
use crate::text::MAX_WRAPPED;

/// The finds of one thread over the whole text, and its error if any.
fn serial(text: &[u8], schemes: &[&str]) -> (Vec<Find>, Option<String>) {
    let finder = schemes
        .iter()
        .fold(Finder::new(text, Edition::Rfc2396), |f, s| f.scheme(s));
    collect(finder)
}

fn collect(finder: impl Iterator<Item = io::Result<Find>>) -> (Vec<Find>, Option<String>) {
    let mut finds = Vec::new();
    for find in finder {
        match find {
            Ok(find) => finds.push(find),
            Err(e) => return (finds, Some(e.to_string())),
        }
    }
    (finds, None)
}

fn parallel<R: Read + Send + 'static>(
    reader: R,
    jobs: usize,
    block: usize,
    schemes: &[&str],
) -> (Vec<Find>, Option<String>) {
    let finder = schemes.iter().fold(
        ParallelFinder::new(reader, Edition::Rfc2396)
            .jobs(jobs)
            .block_size(block),
        |f, s| f.scheme(s),
    );
    collect(finder)
}

/// Every block size from 1 to past the text's length, on 1, 2, 3 and 16
/// jobs: the serial finds, and what `map_finds` makes of them the same.
fn same_everywhere(text: &str) {
    let want = serial(text.as_bytes(), &[]);
    let described: Vec<String> = want.0.iter().map(describe).collect();
    for jobs in [1, 2, 3, 16] {
        for block in (1..=text.len() + 1).chain([BLOCK_SIZE]) {
            let got = parallel(Bytes::from(text.as_bytes().to_vec()), jobs, block, &[]);
            assert_eq!(got, want, "{jobs} jobs, blocks of {block}: {text:?}");
            let made: Result<Vec<String>, _> =
                ParallelFinder::new(Bytes::from(text.as_bytes().to_vec()), Edition::Rfc2396)
                    .jobs(jobs)
                    .block_size(block)
                    .map_finds(|find| describe(&find))
                    .collect();
            let made = made.map_err(|e| e.to_string());
            match &want.1 {
                None => assert_eq!(made.as_ref(), Ok(&described), "{jobs} jobs, {block}"),
                Some(e) => assert_eq!(made.as_ref(), Err(e), "{jobs} jobs, {block}"),
            }
        }
    }
}

/// A find as a line, as a caller of `map_finds` might write it.
fn describe(find: &Find) -> String {
    format!(
        "{}..{} {:?} {}",
        find.start(),
        find.end(),
        find.uri(),
        find.is_valid()
    )
}

impl From<Vec<u8>> for Bytes {
    fn from(bytes: Vec<u8>) -> Self {
        Bytes(io::Cursor::new(bytes))
    }
}

/// An owned text, for the reading thread.
struct Bytes(io::Cursor<Vec<u8>>);

impl Read for Bytes {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.0.read(buf)
    }
}

const MAIL: &str = "From: timbl\n\nsee <URL:ftp://info.cern.ch/pub/www/doc/\n  url-spec.txt> or \
    http://info.cern.ch/.\n> <URL:news:comp.infosystems.www\n>   .misc> \"fix: spaces\" \
    \"mailto:timbl@info.cern.ch\" URL: gopher://gopher.tc.umn.edu/11/ (http://a/b(c)).\n\
    <timbl@info.cern.ch> <> \"\" <http://a/ <b> \"http://unclosed\n";

#[test]
fn a_find_across_block_edges_is_found_whole() {
    // The first find is 52 bytes long: every block size below that cuts
    // it, at every offset of the cut the sizes make.
    let want = serial(MAIL.as_bytes(), &[]).0;
    assert!(want.len() >= 10, "{want:?}");
    assert!(want.iter().any(|f| f.raw().contains('\n')));
    same_everywhere(MAIL);
}

#[test]
fn texts_the_serial_finder_reads_alike() {
    for text in [
        "",
        "h",
        "http://a/",
        "<",
        "<URL:",
        "\"",
        "x http:",
        "<a:\n> b>",
        "<a:\n>  b>",
        "<a:\n>  \n",
        "\"fix: x\" http://a/",
        "\"fix: <http://a/> \"",
        "URL:   \n http://a/",
        "http://a/\r\n\r\n<URL:\r\n  http://b/>",
        "abchttp://a/ http://b/",
        // Blocks of 8 and 16 start at `h`, after a byte of a word: no
        // bare URI starts there.
        "xxxxxxxxxxxxxxxxhttp://a/ b",
        "http://a/é http://b/",
        // A worker that starts inside the quoted string finds a bare URI
        // running past its closing quote: the whole text's scan must go
        // on alone to that URI's end (blocks of 32 and 16 start one at the
        // second `h`).
        "\"http://a/                      http://b/\"http://c/ x",
    ] {
        same_everywhere(text);
    }
}

#[test]
fn added_schemes_count_in_every_block() {
    let text = "at https://example.org/. \"fix: x\" \"https:%\" https:/";
    let want = serial(text.as_bytes(), &["https", "FIX"]);
    assert_eq!(want.0.len(), 4, "{want:?}");
    for jobs in [2, 3, 16] {
        for block in 1..=text.len() {
            let got = parallel(
                Bytes::from(text.as_bytes().to_vec()),
                jobs,
                block,
                &["https", "FIX"],
            );
            assert_eq!(got, want, "{jobs} jobs, blocks of {block}");
        }
    }
}

/// A reader that gives at most `step` bytes a read, then fails after
/// `fail_at` bytes (if it does).
struct Trickle {
    text: Vec<u8>,
    at: usize,
    step: usize,
    fail_at: Option<usize>,
}

impl Read for Trickle {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.fail_at.is_some_and(|f| self.at >= f) {
            return Err(io::Error::other("the disk is on fire"));
        }
        let end = self.text.len().min(self.at + self.step);
        let end = self.fail_at.map_or(end, |f| end.min(f));
        let n = (end - self.at).min(buf.len());
        buf[..n].copy_from_slice(&self.text[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

#[test]
fn short_reads_cut_blocks_and_change_no_find() {
    let want = serial(MAIL.as_bytes(), &[]);
    for step in [1, 2, 7, 64] {
        for jobs in [2, 3] {
            let reader = Trickle {
                text: MAIL.as_bytes().to_vec(),
                at: 0,
                step,
                fail_at: None,
            };
            assert_eq!(parallel(reader, jobs, 1024, &[]), want, "reads of {step}");
        }
    }
}

#[test]
fn a_read_error_comes_after_the_finds_before_it() {
    for fail_at in [0, 1, 20, 60, 61, 100, MAIL.len() - 1] {
        let reader = |step| Trickle {
            text: MAIL.as_bytes().to_vec(),
            at: 0,
            step,
            fail_at: Some(fail_at),
        };
        let want = collect(Finder::new(
            io::BufReader::new(reader(4096)),
            Edition::Rfc2396,
        ));
        assert_eq!(want.1.as_deref(), Some("the disk is on fire"));
        for jobs in [1, 2, 16] {
            for block in [1, 5, 64, 4096] {
                let got = parallel(reader(4096), jobs, block, &[]);
                assert_eq!(
                    got, want,
                    "failing at {fail_at}, {jobs} jobs, blocks of {block}"
                );
            }
        }
    }
}

#[test]
fn a_long_text_is_found_alike_in_blocks_of_any_size() {
    // Finds of every kind, over many blocks of the default size too.
    let text = MAIL.repeat(20_000);
    let want = serial(text.as_bytes(), &[]);
    assert_eq!(want.0.len(), 20_000 * serial(MAIL.as_bytes(), &[]).0.len());
    for (jobs, block) in [(2, BLOCK_SIZE), (3, 4096), (16, 777)] {
        let got = parallel(Bytes::from(text.clone().into_bytes()), jobs, block, &[]);
        assert!(got == want, "{jobs} jobs, blocks of {block}");
    }
}

#[test]
fn a_block_denser_than_a_worker_finds_is_found_alike() {
    // 20,000 finds in 60,000 bytes: a worker stops at 2,048 and the
    // caller's thread finds the rest, joining the next block's worker.
    let text = format!("{}{MAIL}", "<> ".repeat(20_000)).repeat(3);
    let want = serial(text.as_bytes(), &[]);
    assert!(want.0.len() > 60_000);
    for (jobs, block) in [(2, BLOCK_SIZE), (3, 40_000), (16, 100_000)] {
        let got = parallel(Bytes::from(text.clone().into_bytes()), jobs, block, &[]);
        assert!(got == want, "{jobs} jobs, blocks of {block}");
    }
}

#[test]
fn a_find_longer_than_a_block_and_than_the_bound() {
    // A wrapper that is never closed within MAX_WRAPPED bytes, then a
    // bare URI as long: each spans several blocks.
    let text = format!(
        "<URL:http://a/{} http://b/{} <\"x:{}\n> y\"",
        "a".repeat(MAX_WRAPPED),
        "b".repeat(MAX_WRAPPED + 10),
        "\n ".repeat(1000)
    );
    let want = serial(text.as_bytes(), &[]);
    assert!(want.0.len() >= 3, "{:?}", want.0.len());
    for (jobs, block) in [(2, 1000), (3, 4096), (16, 65_536), (2, 100_000)] {
        let got = parallel(Bytes::from(text.clone().into_bytes()), jobs, block, &[]);
        assert!(got == want, "{jobs} jobs, blocks of {block}");
    }
}

#[test]
fn dropping_the_finder_early_ends_it() {
    let text = MAIL.repeat(10_000);
    let mut finder = ParallelFinder::new(Bytes::from(text.into_bytes()), Edition::Rfc2396)
        .jobs(4)
        .block_size(100);
    assert!(finder.next().is_some_and(|f| f.is_ok()));
    drop(finder);
}

/// Pieces that make finds, near misses and the bytes a find's edge turns
/// on.
const PIECES: &[&str] = &[
    "<",
    ">",
    "\"",
    "URL:",
    "http:",
    "http://a/",
    "news:",
    "x-y:",
    "fix:",
    "mailto:b",
    "a",
    "b",
    "(",
    ")",
    ".",
    ",",
    " ",
    "  ",
    "\t",
    "\n",
    "\r\n",
    "\r",
    "> ",
    ">  ",
    "| ",
    ">>",
    "é",
    "%",
    "/",
    "#",
    "?",
    "@",
    ":",
];

fn text() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(PIECES), 0..80).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn tiny_blocks_find_what_one_thread_finds(
        text in text(),
        jobs in 1usize..5,
        block in 1usize..24,
    ) {
        let want = serial(text.as_bytes(), &["fix"]);
        let got = parallel(Bytes::from(text.clone().into_bytes()), jobs, block, &["fix"]);
        prop_assert_eq!(got, want);
    }
}

#[test]
fn a_finder_mapped_once_started_makes_the_rest_of_its_finds() {
    let text = "http://a/ <URL:ftp://b/c> \"news:d\" http://e/%zz ".repeat(50);
    let want: Vec<String> = serial(text.as_bytes(), &[])
        .0
        .iter()
        .map(describe)
        .collect();
    for jobs in [1, 3] {
        let mut finder =
            ParallelFinder::new(Bytes::from(text.clone().into_bytes()), Edition::Rfc2396)
                .jobs(jobs)
                .block_size(7);
        let first = describe(&finder.next().unwrap().unwrap());
        let rest: Vec<String> = finder
            .map_finds(|find| describe(&find))
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!([vec![first], rest].concat(), want, "{jobs} jobs");
    }
}
