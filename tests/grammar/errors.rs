//! Error quality under every grammar of `Edition::ALL`: a table of bad
//! inputs, each with the offset and the expected productions reported
//! (`snapshots/errors/table.snap`, reviewed), and for every error: the offset
//! on a character boundary within the input, at least one thing expected,
//! every production one of the grammar's own (cited in its `.pest` file),
//! never a pest-internal rule (`*_eoi`, `SOI`, `EOI`), and `explain`
//! reporting the same error.

use crate::common;

use std::fmt::Write;

use urispec::{Edition, Expected};

/// Bad inputs: a broken escape, characters no edition allows, a missing
/// scheme, delimiters out of place, a bad port.
const BAD: &[&str] = &[
    "http://a/%zz",
    "news:12345667123%asdghfh@info.cern.ch",
    "http://a/b c",
    "http://a/<b>",
    "http://a/é",
    "://a",
    "http:",
    "http://a:8x/",
    "http://a/b#c#d",
    "mailto:#:a@h.org",
    "mailto:timb@#1s",
    "ftp://a/b;type=x",
    "1http://a",
    "%41:b",
    "http://a\"b/",
];

#[test]
fn every_grammar_reports_the_offset_and_its_own_productions() {
    let mut table = String::new();
    for input in BAD {
        writeln!(table, "{input:?}").unwrap();
        for grammar in Edition::ALL {
            let source = grammar.file().source;
            match urispec::parse(grammar, input) {
                Ok(_) => writeln!(table, "  {:<13} ok", grammar.name()).unwrap(),
                Err(e) => {
                    let offset = e.offset();
                    assert!(offset <= input.len() && input.is_char_boundary(offset));
                    assert!(!e.expected().is_empty(), "{grammar:?} {input:?}: {e}");
                    for expected in e.expected() {
                        let name = expected.name();
                        assert!(
                            !name.ends_with("_eoi") && name != "SOI" && name != "EOI",
                            "{grammar:?} {input:?}: {name}"
                        );
                        if let Expected::Production(p) = expected {
                            assert_eq!(p.spec, grammar);
                            assert!(source.contains(p.name), "{grammar:?}: {}", p.name);
                        }
                    }
                    let explained = urispec::explain(grammar, input).map(drop).unwrap_err();
                    assert_eq!(explained, e, "{grammar:?} {input:?}");
                    let names: Vec<_> = e.expected().iter().map(common::expected_label).collect();
                    writeln!(
                        table,
                        "  {:<13} @{offset} expected {}",
                        grammar.name(),
                        names.join(", ")
                    )
                    .unwrap();
                }
            }
        }
    }
    common::with_snapshots("errors", || insta::assert_snapshot!("table", table));
}

/// `error::caret_frame`, the frame of `SyntaxError::render` (and of the CLI's
/// records that are not syntax errors): past the end, and a long line in a
/// window either side of the offset.
#[test]
fn caret_frame_windows_a_long_line() {
    use urispec::error::caret_frame;
    assert_eq!(caret_frame("abc", 9), "  |\n  | abc\n  |    ^\n");
    let long = format!("{}X{}", "a".repeat(100), "b".repeat(100));
    let shown = caret_frame(&long, 100);
    let expected = format!(
        "  |\n  | …{}X{}…\n  |  {}^\n",
        "a".repeat(40),
        "b".repeat(39),
        " ".repeat(40)
    );
    assert_eq!(shown, expected);
}

/// The frame sends a terminal no control: C0 and DEL as their pictures, C1
/// controls, line separators and directional overrides as escapes, the
/// caret under the character it points at.
#[test]
fn caret_frame_shows_no_control() {
    use urispec::error::caret_frame;
    assert_eq!(
        caret_frame("a\u{1b}[2J\u{7f}b", 6),
        "  |\n  | a␛[2J␡b\n  |       ^\n"
    );
    assert_eq!(
        caret_frame("a\u{9b}2J\u{202e}\u{2028}b c", 12),
        "  |\n  | a\\u{9b}2J\\u{202e}\\u{2028}b c\n  |                           ^\n"
    );
}
