//! What build.rs's compiler (`build/compile.rs`) writes, formatted by
//! rustfmt, for the smallest grammar, `grammar/uri-draft.pest`, and for
//! `tests/cases/generated/constructs.pest`, which holds one of each construct
//! the compiler treats in its own way: a reviewer of a change to the
//! compiler reads its effect in `snapshots/generated/` (one function per
//! rule, under the rule as the `.pest` file has it; literals as byte
//! strings; the character classes as tables named after their rule). And
//! what build.rs reads of the table of editions (`build/editions.rs`): the
//! rows of `src/edition/table.tsv`, as data.

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
    format(&compiled.parser)
}

/// Generated code, formatted by rustfmt.
fn format(code: &str) -> String {
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
        .write_all(code.as_bytes())
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

/// The tagged automaton build.rs writes where a grammar's records are filled
/// by one (`build/compile/tagged.rs`), for `tests/cases/generated/tagged.pest`
/// with a walker table that keeps its four parts: each state's row under the
/// rules its parses stand in, the operations on the registers, and the spans
/// reported where the input ends.
#[test]
fn a_tagged_automaton_as_generated() {
    let path = "tests/cases/generated/tagged.pest";
    let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    let src = std::fs::read_to_string(&full).expect("the grammar");
    let role = "fn role(rule: Rule) -> Role<Slot> {
        match rule {
            Rule::uri => Role::Descend,
            Rule::scheme => Role::Leaf(Slot::Scheme),
            Rule::user => Role::Leaf(Slot::User),
            Rule::host => Role::Leaf(Slot::Host),
            Rule::path => Role::Leaf(Slot::Path),
            Rule::EOI => Role::Ignore,
        }
    }";
    let compiled = compile::compile_with_roles(path, &src, role).expect("the grammar compiles");
    let text = format(&compiled.parser);
    let at = text
        .find("// ---- The tagged automaton")
        .expect("a tagged automaton");
    let tagged = &text[at..];
    // Two parses open at once (a user or a host) share the registers of
    // the tags they set alike; the user's span is kept only where an "@"
    // follows it.
    assert!(tagged.contains("const TAGS: [Rule; 4]"), "{tagged}");
    assert!(
        tagged.contains("accepts; in host, uri, uri_eoi, user"),
        "{tagged}"
    );
    common::with_snapshots("generated", || {
        insta::assert_snapshot!("tagged_automaton", tagged);
    });
}

/// build.rs finds a grammar's malformed escapes kill within two bytes
/// (`PERCENT_ONLY_ESCAPES`) where a `%` is read only as an escape, and not
/// where a `%` may stand alone, before a byte not a hex digit, or with one
/// hex digit at the end.
#[test]
fn percent_only_escapes_where_a_percent_is_only_an_escape() {
    let grammar = |body: &str| {
        format!(
            "e_eoi = _{{ SOI ~ e ~ EOI }}\ne = {{ {body} }}\n\
             hex = _{{ '0'..'9' | 'a'..'f' | 'A'..'F' }}"
        )
    };
    for (body, escapes_only) in [
        (r#"("%" ~ hex ~ hex | 'a'..'z' | "/")*"#, true),
        (
            r#"("%" ~ hex ~ hex | 'a'..'z')* ~ ("/" ~ ("%" ~ hex ~ hex)*)?"#,
            true,
        ),
        (r#"("%" ~ hex ~ hex | "%" | 'a'..'z')*"#, false),
        (r#"("%" ~ hex ~ hex | 'a'..'z')* ~ ("%" ~ "z")?"#, false),
        (r#"("%" ~ hex ~ hex | 'a'..'z')* ~ ("%" ~ hex)?"#, false),
    ] {
        let src = grammar(body);
        let compiled = compile::compile("tests/cases/generated/escapes.pest", &src)
            .unwrap_or_else(|e| panic!("{e}: {src}"));
        let said = format!("pub(crate) const PERCENT_ONLY_ESCAPES: bool = {escapes_only};");
        assert!(compiled.parser.contains(&said), "{body}: {said}");
    }
}

#[allow(dead_code)]
#[path = "../../build/editions.rs"]
mod editions;

/// build.rs reads the table of editions as data: `src/edition/table.tsv`
/// gives a row per edition, in the order of `Edition`, whose fields are
/// those of `EDITIONS`.
#[test]
fn the_table_of_editions_is_data() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(editions::TABLE),
    )
    .expect("the table");
    let rows = editions::rows(&text).expect("the table reads");
    assert_eq!(rows.len(), urispec::EDITIONS.len());
    for (row, info) in rows.iter().zip(urispec::EDITIONS) {
        assert_eq!(row.name, info.name);
        assert_eq!(format!("{:?}", info.edition), row.variant);
        assert_eq!(
            (row.document.as_str(), row.cited_as.as_str()),
            (info.document, info.cited_as)
        );
        assert_eq!(row.entry, info.grammar.entry);
        assert_eq!(info.edition.family(), info.family, "{}", row.name);
        assert_eq!(info.grammar.path, format!("grammar/{}.pest", row.name));
    }
}

/// A row build.rs cannot read fails the build with its line, never a row
/// read wrong.
#[test]
fn a_malformed_row_is_an_error_at_its_line() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(editions::TABLE),
    )
    .expect("the table");
    let header = text
        .lines()
        .position(|l| l.starts_with("edition\t"))
        .expect("a header");
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let row = header + 3;
    lines[row] = lines[row].replacen('\t', " ", 1);
    let error = editions::rows(&lines.join("\n")).err().expect("an error");
    assert!(
        error.starts_with(&format!("{}:{}: 10 fields", editions::TABLE, row + 1)),
        "{error}"
    );
    lines = text.lines().map(str::to_owned).collect();
    lines[row] = lines[row].replace("\t1994-03\t", "\t1994-13\t");
    let error = editions::rows(&lines.join("\n")).err().expect("an error");
    assert!(error.contains("is not YYYY-MM"), "{error}");
}
