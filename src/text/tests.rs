use std::io::{BufReader, Read};

use super::*;

fn finds(text: &str) -> Vec<Find> {
    find_in(text, Edition::Rfc2396).collect()
}

fn uris(text: &str) -> Vec<(String, Option<Wrapper>)> {
    finds(text)
        .into_iter()
        .map(|f| (f.uri().to_owned(), f.wrapper()))
        .collect()
}

fn delimit_error(find: &Find) -> Option<&DelimitError> {
    match find.error() {
        Some(FindError::Delimit(e)) => Some(e),
        _ => None,
    }
}

#[test]
fn acceptance_mail() {
    let text =
        "see <URL:ftp://info.cern.ch/pub/www/doc/\n  url-spec.txt> or http://info.cern.ch/.\n";
    let all = finds(text);
    assert_eq!(all.len(), 2);
    assert_eq!(all[0].uri(), "ftp://info.cern.ch/pub/www/doc/url-spec.txt");
    assert_eq!(all[0].wrapper(), Some(Wrapper::UrlAngle));
    assert_eq!(&text[all[0].start()..all[0].end()], all[0].raw());
    assert!(all[0].raw().starts_with("<URL:") && all[0].raw().ends_with('>'));
    assert_eq!(all[1].uri(), "http://info.cern.ch/");
    assert_eq!(all[1].wrapper(), None);
    assert_eq!(&text[all[1].start()..all[1].end()], "http://info.cern.ch/");
    assert!(all.iter().all(Find::is_valid));
}

#[test]
fn every_wrapper() {
    let w = |t: &str| uris(t);
    let one = |u: &str, w: Option<Wrapper>| vec![(u.to_owned(), w)];
    assert_eq!(w("<http://a/b>"), one("http://a/b", Some(Wrapper::Angle)));
    assert_eq!(
        w("\"http://a/b\""),
        one("http://a/b", Some(Wrapper::Quotes))
    );
    assert_eq!(
        w("<URL: http://a/b>"),
        one("http://a/b", Some(Wrapper::UrlAngle))
    );
    assert_eq!(w("\"URL:x-y:z\""), one("x-y:z", Some(Wrapper::Quotes)));
    assert_eq!(w("URL:x-y:z."), one("x-y:z", Some(Wrapper::Preprefix)));
    assert_eq!(
        w("URL: gopher://h/1"),
        one("gopher://h/1", Some(Wrapper::Preprefix))
    );
    // A wrapper makes any scheme count; a bare URI needs a known one.
    assert_eq!(w("<x-y:z>"), one("x-y:z", Some(Wrapper::Angle)));
    assert_eq!(w("x-y:z https://a/"), vec![]);
    assert_eq!(w("HTTP://A/"), one("HTTP://A/", None));
}

#[test]
fn a_scheme_added_by_name_counts_bare() {
    let found: Vec<_> = find_in("see https://a/, then", Edition::Rfc2396).collect();
    assert!(found.is_empty());
    let found: Vec<_> = Finder::new("see https://a/, then".as_bytes(), Edition::Rfc2396)
        .scheme("HTTPS")
        .map(Result::unwrap)
        .collect();
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].uri(), "https://a/");
}

#[test]
fn sentence_punctuation_is_not_part_of_a_bare_uri() {
    let bare = |t: &str| -> Vec<String> { uris(t).into_iter().map(|(u, _)| u).collect() };
    assert_eq!(bare("at http://a/b. Then"), ["http://a/b"]);
    assert_eq!(bare("(see http://a/b), then"), ["http://a/b"]);
    assert_eq!(bare("see http://a/b_(c)."), ["http://a/b_(c)"]);
    assert_eq!(bare("(see http://a/b_(c))!?"), ["http://a/b_(c)"]);
    assert_eq!(
        bare("said \"see news:comp.infosystems.www\";"),
        ["news:comp.infosystems.www"]
    );
    assert_eq!(bare("http://a/b:c:"), ["http://a/b:c"]);
    // Non-ASCII ends a bare URI: a typographic quote is not part of it.
    assert_eq!(bare("“http://a/b”"), ["http://a/b"]);
    // No find: a scheme mentioned, a scheme inside a word.
    assert!(bare("the http: and ftp:. schemes").is_empty());
    assert!(bare("xhttp://a/ a.http://b/").is_empty());
}

#[test]
fn text_that_is_not_a_wrapper() {
    assert!(uris("From: Tim <timbl@info.cern.ch>").is_empty());
    assert!(uris("a < b > c, \"hello\" and < http://a/ >").len() == 1);
    assert_eq!(uris("< http://a/ >")[0].1, None);
}

#[test]
fn line_breaks_and_indentation_inside_wrappers_are_removed() {
    let all = finds("<http://a/b\r\n\t  c/d\n\n   e>");
    assert_eq!(all[0].uri(), "http://a/bc/de");
    // Other spaces stay, for the grammar to judge.
    let text = "<x-y:a \n  b c>";
    let draft: Vec<_> = find_in(text, Edition::UriDraft).collect();
    assert_eq!(draft[0].uri(), "x-y:a b c");
    assert!(draft[0].is_valid());
    let rfc2396: Vec<_> = find_in(text, Edition::Rfc2396).collect();
    let Some(FindError::Syntax(e)) = rfc2396[0].error() else {
        panic!("{:?}", rfc2396[0].error());
    };
    assert_eq!(e.offset(), 5);
    assert_eq!(rfc2396[0].input_offset(5), 6);
    assert_eq!(&text[6..7], " ");
    assert_eq!(rfc2396[0].input_offset(6), 10);
    assert_eq!(&text[10..11], "b");
}

#[test]
fn broken_wrappers_are_finds_with_an_error() {
    let all = finds("a <> b \"\" c <URL:\n > d");
    let errors: Vec<_> = all.iter().map(|f| delimit_error(f).cloned()).collect();
    assert_eq!(
        errors,
        [
            Some(DelimitError::Empty {
                wrapper: Wrapper::Angle,
                opened: 2
            }),
            Some(DelimitError::Empty {
                wrapper: Wrapper::Quotes,
                opened: 7
            }),
            Some(DelimitError::Empty {
                wrapper: Wrapper::UrlAngle,
                opened: 12
            }),
        ]
    );

    let all = finds("x <http://a/ <ftp://b/> y> z");
    assert_eq!(all.len(), 2);
    assert_eq!(
        delimit_error(&all[0]),
        Some(&DelimitError::Nested {
            wrapper: Wrapper::Angle,
            opened: 2,
            inner: 13
        })
    );
    assert_eq!(all[0].raw(), "<http://a/ ");
    assert_eq!(all[1].uri(), "ftp://b/");
    assert!(all[1].is_valid());

    let all = finds("x <URL:http://a/\n and never closed");
    assert_eq!(
        delimit_error(&all[0]),
        Some(&DelimitError::Unclosed {
            wrapper: Wrapper::UrlAngle,
            opened: 2
        })
    );
    assert_eq!(all[0].end(), 34);
}

#[test]
fn a_find_longer_than_the_bound_is_unclosed() {
    let text = format!("<http://a/{}> http://b/", "x".repeat(MAX_WRAPPED));
    let all = finds(&text);
    assert_eq!(
        delimit_error(&all[0]),
        Some(&DelimitError::TooLong {
            wrapper: Some(Wrapper::Angle),
            opened: 0,
            limit: MAX_WRAPPED
        })
    );
    assert_eq!(all[0].raw().len(), MAX_WRAPPED);
    assert_eq!(all.last().unwrap().uri(), "http://b/");

    let text = format!(" http://a/{}", "x".repeat(MAX_WRAPPED));
    let all = finds(&text);
    assert_eq!(
        delimit_error(&all[0]),
        Some(&DelimitError::TooLong {
            wrapper: None,
            opened: 1,
            limit: MAX_WRAPPED
        })
    );
    assert_eq!(
        all[0].error().unwrap().to_string(),
        "the bare URI starting at byte 1 is not closed within 65536 bytes"
    );
}

#[test]
fn finds_do_not_depend_on_how_the_input_is_read() {
    let text = "Jim,\r\n<URL:ftp://info.cern.ch/pub/www/doc;\r\n      type=d> or \"http://a/b\"\n\
                URL:news:comp.x, <> (http://a/b_(c)) <mailto:timbl@info.cern.ch\n";
    let whole = finds(text);
    assert_eq!(whole.len(), 6);
    for capacity in [1, 2, 3, 7] {
        let reader = BufReader::with_capacity(capacity, text.as_bytes());
        let pieces: Vec<Find> = Finder::new(reader, Edition::Rfc2396)
            .map(Result::unwrap)
            .collect();
        assert_eq!(pieces, whole, "read {capacity} bytes at a time");
    }
}

#[test]
fn bytes_that_are_not_utf8_keep_their_offsets() {
    let text = b"\xff <http://a/\xfe> http://b/";
    let all: Vec<Find> = Finder::new(&text[..], Edition::Rfc2396)
        .map(Result::unwrap)
        .collect();
    assert_eq!((all[0].start(), all[0].end()), (2, 14));
    assert_eq!(all[0].raw(), "<http://a/\u{fffd}>");
    assert!(!all[0].is_valid());
    assert_eq!((all[1].start(), all[1].uri()), (15, "http://b/"));
}

/// A text of `len` bytes made of one mail paragraph repeated, produced as it
/// is read.
struct Mailbox {
    left: usize,
    at: usize,
}

const PARAGRAPH: &[u8] = b"From: Tim <timbl@info.cern.ch>\nSee <URL:ftp://info.cern.ch/pub/www/doc/\n  url-spec.txt> or http://info.cern.ch/. \"quoted\" <> text < and >\n\n";

impl Read for Mailbox {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = buf.len().min(self.left).min(PARAGRAPH.len() - self.at);
        buf[..n].copy_from_slice(&PARAGRAPH[self.at..self.at + n]);
        self.at = (self.at + n) % PARAGRAPH.len();
        self.left -= n;
        Ok(n)
    }
}

#[test]
fn a_long_input_is_read_in_bounded_memory() {
    let len = PARAGRAPH.len() * 20_000;
    let mut finder = Finder::new(
        BufReader::new(Mailbox { left: len, at: 0 }),
        Edition::Rfc2396,
    );
    let (mut count, mut held) = (0, 0);
    while let Some(find) = finder.next() {
        let find = find.unwrap();
        assert!(find.end() <= len);
        count += 1;
        held = held.max(finder.scan.held());
    }
    assert_eq!(count, 3 * 20_000);
    assert!(held <= 2 * (MAX_WRAPPED + 64 * 1024), "{held} bytes held");
}

#[test]
fn hostile_texts_end() {
    for text in [
        "<a:".repeat(50_000),
        "\"a:".repeat(50_000),
        "<".repeat(100_000),
        "http://(".repeat(20_000) + &")".repeat(100_000),
        format!("<a:{}", "\n ".repeat(100_000)),
        "URL:".repeat(50_000),
        format!("<{}", "\n".repeat(300_000)),
        format!("<URL:{}", " ".repeat(300_000)),
        format!("URL:{}", " ".repeat(300_000)),
        format!("\"{}", "\r\n\t".repeat(100_000)),
    ] {
        let mut finder = Finder::new(text.as_bytes(), Edition::Rfc2396);
        let mut held = 0;
        while let Some(find) = finder.next() {
            assert!(find.unwrap().end() <= text.len());
            held = held.max(finder.scan.held());
        }
        assert!(held <= 2 * (MAX_WRAPPED + 64 * 1024), "{held} bytes held");
    }
}

#[test]
fn the_bare_schemes_are_those_the_url_grammars_spell() {
    let mut spelled: Vec<String> = Vec::new();
    for edition in crate::edition::EDITIONS {
        let file = edition.grammar;
        // Every `"name" ~ ":"` of the grammar: the text before each `" ~ ":"`
        // back to its opening quote.
        let pieces: Vec<&str> = file.source.split("\" ~ \":\"").collect();
        for piece in &pieces[..pieces.len() - 1] {
            let name = piece.rsplit('"').next().unwrap_or("");
            if !name.is_empty()
                && name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
            {
                spelled.push(name.to_owned());
            }
        }
    }
    spelled.sort();
    spelled.dedup();
    assert_eq!(spelled, SCHEMES);
}

#[test]
fn a_quote_prefix_after_a_line_break_is_part_of_the_break() {
    // A reply quoting a wrapped URL: the `>` opens the line, it closes nothing.
    let text = "<URL:ftp://info.cern.ch/pub/www/doc/\n>   url-spec.txt>";
    let all = finds(text);
    assert_eq!(all.len(), 1);
    assert_eq!(all[0].uri(), "ftp://info.cern.ch/pub/www/doc/url-spec.txt");
    assert!(all[0].is_valid());
    assert_eq!((all[0].start(), all[0].end()), (0, text.len()));
    let u = all[0].uri().find("url-spec").expect("the second line");
    assert_eq!(
        all[0].input_offset(u),
        text.find("url-spec").expect("in the text")
    );
    // Nested quotes, `>>`, `|`, CRLF; the wrapper opened inside the quote.
    for text in [
        "> > see <http://a/b/\r\n> > c/d> ok",
        ">> see <http://a/b/\n>>  c/d>",
        "| see \"http://a/b/\n|\tc/d\"",
        "> <URL:\n>  http://a/b/c/d>",
    ] {
        assert_eq!(uris(text)[0].0, "http://a/b/c/d", "{text:?}");
    }
    // A `>` that no blank and text follow, or after an indentation, closes.
    for text in ["<http://a/b\n>, c", "<http://a/b\n>", "<http://a/b\n  > c"] {
        let all = finds(text);
        assert_eq!(all[0].uri(), "http://a/b", "{text:?}");
        assert_eq!(&text[all[0].end() - 1..all[0].end()], ">", "{text:?}");
    }
}

#[test]
fn a_quoted_word_colon_string_is_a_find_only_when_it_is_a_uri() {
    // Commit titles and the like: no URI of the edition, no named scheme.
    let text = "merged \"fix: handle spaces in paths\" and \"docs: typo\".";
    assert!(finds(text).is_empty(), "{:?}", finds(text));
    // What the quotes held is read as text.
    assert_eq!(
        uris("\"note: see http://a/b\""),
        [("http://a/b".to_owned(), None)]
    );
    // A URI of the edition stays a find, whatever its scheme.
    for text in ["\"https://example.com/a\"", "\"urn:isbn:123\""] {
        let all = finds(text);
        assert_eq!(all.len(), 1, "{text:?}");
        assert!(all[0].is_valid() && all[0].wrapper() == Some(Wrapper::Quotes));
    }
    // The edition decides: RFC 1630's URI draft allows a space.
    let draft: Vec<_> = find_in("\"x-y:a b\"", Edition::UriDraft).collect();
    assert!(draft.len() == 1 && draft[0].is_valid());
    assert!(finds("\"x-y:a b\"").is_empty());
    // A scheme the editions name, or one added, makes a rejected URI.
    let all = finds("\"http://a b/\"");
    assert!(matches!(all[..], [ref f] if matches!(f.error(), Some(FindError::Syntax(_)))));
    let added: Vec<_> = Finder::new("\"fix: a b\"".as_bytes(), Edition::Rfc2396)
        .scheme("FIX")
        .map(Result::unwrap)
        .collect();
    assert!(added.len() == 1 && !added[0].is_valid());
    // `URL:` says it is a URI; empty quotes stay a broken wrapper.
    assert!(matches!(finds("\"URL:x-y:a b\"")[..], [ref f] if !f.is_valid()));
    assert!(matches!(finds("\"\"")[..], [ref f] if !f.is_valid()));
    // An unclosed or nested `"word:` is text too.
    assert!(finds("\"fix: a <b> c").is_empty());
    assert!(finds("\"fix: never closed").is_empty());
}
