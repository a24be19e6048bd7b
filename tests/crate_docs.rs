//! The crate root's table of editions is held to the table of editions
//! ([`urispec::EDITIONS`]): every edition, its document, grammar file and
//! module.

use urispec::{Family, EDITIONS};

/// The table the crate root's docs must hold, written from `EDITIONS`.
fn expected_table() -> String {
    let mut out =
        String::from("//! | spec | document | grammar | module |\n//! | --- | --- | --- | --- |\n");
    for e in EDITIONS {
        let grammar = e.grammar;
        let module = e.name.replace('-', "_");
        let module = match grammar.edition.family() {
            Family::Url(_) => format!("url::{module}"),
            _ => module,
        };
        out.push_str(&format!(
            "//! | `{}` | {} | `{}` | [`{module}`] |\n",
            e.name, e.document, grammar.path
        ));
    }
    out
}

#[test]
fn the_crate_docs_list_every_edition_as_the_table_does() {
    let lib = include_str!("../src/lib.rs");
    let expected = expected_table();
    assert!(
        lib.contains(&expected),
        "src/lib.rs's table of editions differs from EDITIONS; it should read:\n\n{expected}"
    );
}
