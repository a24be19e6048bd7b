//! One snapshot per case file: `tests/cases/<spec>/<production>/<case>.txt`
//! holds one input; `snapshots/<spec>/<production>@<case>.txt.snap` pins how
//! the grammar of `<spec>` parses it (or why it rejects it).
//!
//! Data-driven: every folder under `tests/cases/<spec>/` is a production (or
//! scheme) and every `.txt` file in it a case; adding a file adds a snapshot.

use crate::common;

use std::path::Path;

use urispec::Edition;

/// Snapshot every case of every production folder of `spec`.
fn snapshot_cases(spec: Edition) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases")
        .join(spec.name());
    let mut productions: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("readable case folder").path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    productions.sort();
    assert!(!productions.is_empty(), "no case folders for {spec}");
    common::with_snapshots(spec.name(), || {
        for production in &productions {
            insta::glob!(format!("../cases/{spec}/{production}"), "*.txt", |path| {
                let input = common::read_case(path);
                insta::assert_snapshot!(production.as_str(), common::render(spec, &input));
            });
        }
    });
}

/// Every grammar of the table of editions, each case of each production:
/// a new grammar is covered by its case files alone.
#[test]
fn every_grammar_every_case() {
    for grammar in Edition::ALL {
        snapshot_cases(grammar);
    }
}

/// Every spec with a grammar has case files (a new grammar cannot go untested).
#[test]
fn every_grammar_has_cases() {
    for spec in Edition::ALL {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/cases")
            .join(spec.name());
        assert!(dir.is_dir(), "no tests/cases/{spec}");
    }
}
