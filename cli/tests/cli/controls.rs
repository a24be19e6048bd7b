//! No control character of an input reaches the terminal through a text
//! output: each command given an input with `ESC [2J` (which clears a
//! screen), the one-character CSI U+009B or a right-to-left override
//! prints them as escapes (`\u{1b}`), on stdout and on stderr. The JSON
//! records are serde_json's, which escapes what JSON must.

use crate::run;

use std::process::Output;

use run::urispec;

/// ESC `[2J`: erase the display.
const CLEAR: &str = "\u{1b}[2J";

/// The characters `cli/src/visible.rs` escapes, but the line feed.
fn hidden(c: char) -> bool {
    matches!(c,
        '\u{0}'..='\u{9}' | '\u{b}'..='\u{1f}'
        | '\u{7f}'..='\u{9f}'
        | '\u{2028}' | '\u{2029}'
        | '\u{61c}' | '\u{200e}' | '\u{200f}'
        | '\u{202a}'..='\u{202e}'
        | '\u{2066}'..='\u{2069}')
}

/// Run `urispec args` on `stdin`: both streams hold no hidden character,
/// and together hold `shows`; the exit status.
#[track_caller]
fn shown(args: &[&str], stdin: &[u8], shows: &str) -> (Option<i32>, String) {
    let out: Output = urispec(args, stdin);
    let both = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        !both.chars().any(hidden),
        "{args:?} wrote a control: {both:?}"
    );
    assert!(both.contains(shows), "{args:?}: no {shows:?} in {both}");
    (out.status.code(), both)
}

#[test]
fn resolve_and_relativize_escape_results_and_errors() {
    let reference = format!("g{CLEAR}");
    shown(
        &["resolve", "--lenient", "http://a/b", &reference],
        b"",
        "http://a/g\\u{1b}[2J\n",
    );
    shown(
        &["resolve", "http://a/b", &reference],
        b"",
        "urispec: the reference `g\\u{1b}[2J` does not parse",
    );
    let pairs = format!("http://a/b\t{reference}\nx{CLEAR}\n");
    shown(
        &["resolve", "--lenient"],
        pairs.as_bytes(),
        "http://a/g\\u{1b}[2J\n",
    );
    shown(
        &["resolve"],
        pairs.as_bytes(),
        "urispec: line 1: the reference",
    );
    shown(
        &["relativize"],
        format!("http://a/\thttp://a/{CLEAR}\n").as_bytes(),
        "\\u{1b}[2J",
    );
    // A right-to-left override in a warning.
    shown(
        &["resolve", "--lenient", "http://a", "\u{202e}g"],
        b"",
        "urispec: warning: ",
    );
}

#[test]
fn normalize_and_its_surt_keys_escape_their_frames_and_messages() {
    let url = format!("http://a/{CLEAR}");
    shown(&["normalize", &url], b"", "  | http://a/\u{241b}[2J");
    shown(
        &["normalize"],
        "http://a/\u{9b}\n".as_bytes(),
        "  | http://a/\\u{9b}",
    );
    shown(
        &["normalize", "--surt=rfc2396", &format!("http://a{CLEAR}/")],
        b"",
        "found '\\u{1b}'",
    );
    shown(
        &["normalize", "--surt"],
        b"http://a:1\x1b/\n",
        "urispec: line 1: \"http://a:1\\u{1b}/\": the port",
    );
}

#[test]
fn encode_and_decode_show_text_without_controls() {
    shown(
        &["encode", "--production", "uric", &format!("a{CLEAR}")],
        b"",
        "a%1B%5B2J\n",
    );
    shown(
        &["decode", "--lossy", &format!("%1b{CLEAR}%C2%9B")],
        b"",
        "\\u{1b}\\u{1b}[2J\\u{9b}\n",
    );
    shown(
        &["decode", "--lossy"],
        format!("bad%4{CLEAR}\n").as_bytes(),
        "urispec: line 1: \"bad%4\\u{1b}[2J\": ",
    );
    // Into a pipe or a file, the octets as they are: the command's purpose.
    let out = urispec(&["decode", "%1b%5B2J%FF"], b"");
    assert_eq!(out.stdout, b"\x1b[2J\xff\n");
}

#[test]
fn parse_explain_and_compare_escape_their_frames() {
    let c1 = "http://a/\u{9b}x";
    shown(&["parse", c1], b"", "    | http://a/\\u{9b}x\n");
    shown(
        &["parse", "--spec", "uri-draft", &format!("http://a/{CLEAR}")],
        b"",
        "    | http://a/\u{241b}[2J\n",
    );
    shown(&["explain", c1], b"", "  | http://a/\\u{9b}x\n");
    shown(
        &["compare", "http://a/", c1],
        b"",
        "  | http://a/\\u{9b}x\n",
    );
}

#[test]
fn check_escapes_its_rejected_lines() {
    let lines = format!("a\thttp://a/{CLEAR}\nhttp://a/\u{9b}\u{202e}x\n");
    let (code, both) = shown(
        &["check"],
        lines.as_bytes(),
        "  | a\u{2409}http://a/\u{241b}[2J",
    );
    assert_eq!(code, Some(1));
    assert!(both.contains("  | http://a/\\u{9b}\\u{202e}x"), "{both}");
    // An index's line that is no capture.
    let cdx = format!(" CDX N b a\nx{CLEAR} 19960101000000\n");
    shown(&["check", "--format", "cdx"], cdx.as_bytes(), "\u{241b}[2J");
}

#[test]
fn verdicts_and_extract_escape_what_they_quote() {
    shown(
        &["verdicts", "--base", "http://a/", &format!("b{CLEAR}")],
        b"",
        "error: the reference `b\\u{1b}[2J` does not parse",
    );
    shown(
        &["verdicts", &format!("http://a/{CLEAR}")],
        b"",
        "found '\\u{1b}'",
    );
    shown(
        &["extract"],
        format!("see <URL:http://b/\u{9b}{CLEAR}>\n").as_bytes(),
        "\"http://b/\\u{9b}\\u{1b}[2J\"",
    );
}

#[test]
fn warc_escapes_targets_links_and_their_errors() {
    let page = format!("<a href=\"x{CLEAR}y\">x</a> <img src=\"z\u{202e}\">");
    let file = format!(
        "WARC/1.0\r\nWARC-Type: resource\r\nWARC-Target-URI: http://a/{CLEAR}\r\n\
         WARC-Date: 1999-01-01T00:00:00Z\r\nContent-Type: text/html\r\nContent-Length: {}\r\n\r\n{page}\r\n\r\n",
        page.len()
    );
    let dir = std::env::temp_dir().join(format!("urispec-controls-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join("controls.warc");
    std::fs::write(&path, file).expect("written");
    let path = path.to_str().expect("a UTF-8 path");
    let (code, both) = shown(&["warc", "--links", path], b"", "http://a/\\u{1b}[2J");
    assert_eq!(code, Some(1));
    assert!(both.contains("x\\u{1b}[2Jy"), "{both}");
    // A character that is not ASCII in a link is written as its bytes,
    // `%HH` each (RFC 1738 §2.2): the right-to-left override never
    // reaches the terminal, escaped or not.
    assert!(both.contains("z%E2%80%AE"), "{both}");
    assert!(!both.contains('\u{202e}'), "{both}");
    std::fs::remove_dir_all(&dir).ok();
}
