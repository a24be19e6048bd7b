//! The fuzz targets' invariants (`common/invariants.rs`, the file the targets
//! in `fuzz/` include) on the seeds of their corpora and on every input the
//! fuzzers found (`FOUND`, recorded in `FUZZING.md`), under every grammar and
//! rule set of the table, so a fault found once stays fixed. The web-archive
//! readers' targets (`warc`, `cdx`) are replayed by the archive crate's tests.

#[allow(dead_code)]
use crate::invariants;

use std::path::Path;

use urispec::resolve::RuleSet;
use urispec::Edition;

/// An input a fuzz target found: the target, the grammar or rule set its
/// selector byte picked (by name, so the entry stays right when the table
/// of editions grows), and the rest of the bytes libFuzzer wrote to
/// `fuzz/artifacts/<target>/`. The `warc` and `cdx` targets' finds are the
/// archive crate's (`archive/tests/archive/regressions.rs`).
const FOUND: &[(&str, &str, &[u8])] = &[
    // The error moved to pest's furthest attempt, where only hidden rules
    // were tried: "expected nothing at byte 8" (fixed in the explanation of
    // a failure, src/grammar.rs).
    ("parse", "url-draft-03", b"mailto:#:a@h.org"),
    ("parse", "rfc1630-url", b"mailto:timb@#1s/..ch"),
    // A malformed escape in the fragment was reported past the compiled
    // parser's failure (pest reached it only inside a lookahead); the
    // escape shortcut of the explanation now stands only where the parse
    // got to (src/grammar.rs).
    ("parse", "url-draft-03", b"news:lue%0D%a0D%ab@4Ub@4,#%Uz.5"),
    ("parse", "url-draft-03", b"news:a@4b@4,#%U"),
    // The RFC 2396 normal form was not idempotent: decoding `%4F` made a
    // `reg_name` a `hostname`, lowered only by a second pass
    // (src/compare.rs).
    (
        "escape",
        "rfc2396",
        b"http://info.carie-lram%4Fmcerbretram%4Fmarie-cern.ch/fo.cerbertram%4Fmarie-lram%4Fmaaude",
    ),
    ("escape", "rfc2396", b"http://A%4Fb/"),
];

/// Run the input of `target` through that target's invariants.
fn replay(target: &str, selector: &str, data: &[u8]) {
    let text = std::str::from_utf8(data);
    match target {
        "parse" | "pest_agree" | "text" | "errors_agree" => {
            let grammar: Edition = selector.parse().expect("a grammar name");
            let input = text.expect("UTF-8");
            match target {
                "parse" => invariants::parse(grammar, input),
                "pest_agree" => invariants::pest_agree(grammar, input),
                "errors_agree" => invariants::errors_agree(grammar, input),
                _ => invariants::text(grammar, input),
            }
        }
        "resolve" => {
            let set: RuleSet = selector.parse().expect("a rule set name");
            let input = text.expect("UTF-8");
            let (base, reference) = input.split_once('\n').unwrap_or((input, ""));
            invariants::resolve_pair(set, base, reference);
        }
        "escape" => invariants::escape_bytes(selector.parse().expect("a grammar name"), data),
        #[cfg(feature = "grammar-diff")]
        "grammar_diff" => invariants::grammar_diff(text.expect("UTF-8")),
        "generated" => invariants::generated(text.expect("UTF-8")),
        other => panic!("no fuzz target {other}"),
    }
}

#[test]
fn every_found_input_holds_its_target_invariants() {
    for (target, selector, data) in FOUND {
        replay(target, selector, data);
    }
}

fn case_files(dir: &Path, out: &mut Vec<String>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            case_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "txt") {
            out.push(std::fs::read_to_string(&path).expect("case files are UTF-8"));
        }
    }
}

/// The case files (one input each, or tab-separated resolution tables) and
/// one corpus line in 211.
pub(crate) fn seeds() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut texts = Vec::new();
    case_files(&root.join("tests/cases"), &mut texts);
    let mut lines: Vec<String> = texts
        .iter()
        .flat_map(|t| t.lines().flat_map(|l| l.split('\t')))
        .map(str::to_owned)
        .collect();
    for name in ["urls.txt", "historic.txt"] {
        let path = root.join("../shared/corpus").join(name);
        if let Ok(text) = std::fs::read_to_string(&path) {
            lines.extend(text.lines().step_by(211).map(str::to_owned));
        }
    }
    lines.sort();
    lines.dedup();
    lines
}

#[test]
fn seeds_hold_the_parse_invariants_under_every_grammar() {
    for line in seeds() {
        for grammar in Edition::ALL {
            invariants::parse(grammar, &line);
            invariants::pest_agree(grammar, &line);
            invariants::text(grammar, &line);
            invariants::errors_agree(grammar, &line);
        }
        invariants::generated(&line);
    }
}

#[test]
fn seeds_hold_the_escape_invariants_under_every_grammar() {
    for line in seeds() {
        for grammar in Edition::ALL {
            invariants::escape_bytes(grammar, line.as_bytes());
        }
    }
}

#[test]
fn resolution_tables_hold_the_resolve_invariants_under_every_rule_set() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut tables = Vec::new();
    case_files(&root.join("tests/cases/resolve"), &mut tables);
    let mut pairs = 0;
    for table in tables {
        let mut base = None;
        for line in table.lines().filter(|l| !l.starts_with('#')) {
            let mut cols = line.split('\t');
            match (cols.next(), cols.next()) {
                (Some("base"), Some(b)) => base = Some(b.to_owned()),
                (Some(reference), _) => {
                    let Some(base) = &base else { continue };
                    for set in RuleSet::ALL {
                        invariants::resolve_pair(set, base, reference);
                        pairs += 1;
                    }
                }
                _ => {}
            }
        }
    }
    assert!(pairs > 100, "the tables were read: {pairs} pairs");
}

#[cfg(feature = "grammar-diff")]
#[test]
fn grammar_files_hold_the_grammar_diff_invariants() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for dir in ["grammar", "grammar/spec"] {
        for entry in std::fs::read_dir(root.join(dir)).expect("the grammar directory") {
            let path = entry.expect("an entry").path();
            if path.is_file() {
                let text = std::fs::read_to_string(&path).expect("UTF-8");
                invariants::grammar_diff(&text);
            }
        }
    }
}
