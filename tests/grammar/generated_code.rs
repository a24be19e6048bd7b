//! What build.rs's compiler (`build/compile.rs`) writes, formatted by
//! rustfmt, for the smallest grammar, `grammar/uri-draft.pest`, and for
//! `tests/cases/generated/constructs.pest`, which holds one of each construct
//! the compiler treats in its own way: a reviewer of a change to the
//! compiler reads its effect in `snapshots/generated/` (one function per
//! rule, under the rule as the `.pest` file has it; literals as byte
//! strings; the character classes as tables named after their rule).

use crate::common;

#[allow(dead_code)]
#[path = "../../build/compile.rs"]
mod compile;

use std::io::Write;
use std::process::{Command, Stdio};

/// The parser build.rs writes for the grammar at `path` (from the crate's
/// root), formatted.
fn generated(path: &str) -> String {
    let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    let src = std::fs::read_to_string(&full).expect("the grammar");
    let compiled = compile::compile(path, &src).expect("the grammar compiles");
    let mut rustfmt = Command::new("rustfmt")
        .args(["--edition", "2021", "--emit", "stdout"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("rustfmt (`rustup component add rustfmt`)");
    rustfmt
        .stdin
        .take()
        .expect("stdin")
        .write_all(compiled.parser.as_bytes())
        .expect("writing to rustfmt");
    let out = rustfmt.wait_with_output().expect("rustfmt runs");
    assert!(
        out.status.success(),
        "rustfmt: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

#[test]
fn uri_draft_parser_as_generated() {
    let text = generated("grammar/uri-draft.pest");
    assert!(text.contains("fn r_fragmentaddress"), "{text}");
    common::with_snapshots("generated", || {
        insta::assert_snapshot!("uri-draft_parser", text);
    });
}

#[test]
fn each_construct_as_generated() {
    let text = generated("tests/cases/generated/constructs.pest");
    // Each construct is compiled its own way (the snapshot shows how).
    for call in [
        "p.next_in(",
        "p.run_ending(",
        "s.leaf(Rule::user,",
        ".0 == ",
        ".1.is_some() && p.next_in(",
    ] {
        assert!(text.contains(call), "{call} in {text}");
    }
    common::with_snapshots("generated", || {
        insta::assert_snapshot!("constructs_parser", text);
    });
}
