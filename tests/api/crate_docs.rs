//! [`urispec::Edition`]'s table of editions (in its documentation, beside
//! the rows in `src/edition/table.rs`) is held to the table of editions
//! ([`urispec::EDITIONS`]): every edition in order, its document and grammar
//! file, and a link to the module that parses it.

use urispec::EDITIONS;

/// The table `Edition`'s docs must hold, written from `EDITIONS`, each line
/// up to its module column (the module's link is the row's own choice: the
/// edition's module where it has one, else its family's).
fn expected_lines() -> Vec<String> {
    let mut out = vec![
        "/// | spec | document | grammar | module |".to_owned(),
        "/// | --- | --- | --- | --- |".to_owned(),
    ];
    for e in EDITIONS {
        out.push(format!(
            "/// | `{}` | {} | `{}` | [`",
            e.name, e.document, e.grammar.path
        ));
    }
    out
}

#[test]
fn the_edition_docs_list_every_edition_as_the_table_does() {
    let table = include_str!("../../src/edition/table.rs");
    let expected = expected_lines();
    let lines: Vec<&str> = table.lines().collect();
    let start = lines
        .iter()
        .position(|l| *l == expected[0])
        .expect("src/edition/table.rs: no table of editions in `Edition`'s docs");
    let found = &lines[start..(start + expected.len()).min(lines.len())];
    let agree = found.len() == expected.len()
        && found.iter().zip(&expected).all(|(line, want)| {
            line.starts_with(want.as_str()) && line.ends_with(") |") || *line == want
        });
    assert!(
        agree,
        "the table of `Edition`'s docs differs from EDITIONS; its lines should begin:\n\n{}",
        expected.join("\n")
    );
}
