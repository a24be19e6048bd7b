//! The encoder's character sets are the grammars' own: for every grammar and
//! every production (the entry points aside), the ASCII characters the
//! production accepts as a whole one-character input, run by pest_vm over
//! the `.pest` text. `grammar/sets/<edition>.tsv`, which
//! `urispec::escape::Set::of` reads, must be exactly that table; when a grammar changes, this test fails
//! and prints the table to put there (or writes it with `UPDATE_SETS=1`).
//!
//! No production of any grammar accepts a character outside ASCII, so every
//! octet from 0x80 up is always escaped; the test checks that too.

use urispec::escape::Set;
use urispec::Edition;

/// The line that opens each grammar's trailing section of entry points.
const ENTRY_POINTS: &str = "// ---- Entry points";

/// The rules of a `.pest` text before its entry points, in file order.
fn productions(source: &str) -> Vec<String> {
    let body = source.split(ENTRY_POINTS).next().unwrap_or(source);
    body.lines()
        .filter_map(|line| {
            let (name, rest) = line.split_once('=')?;
            let name = name.trim();
            let is_rule = !name.is_empty()
                && !line.starts_with(char::is_whitespace)
                && name.chars().all(|c| c == '_' || c.is_ascii_alphanumeric())
                && rest.trim_start().starts_with(['{', '_', '@', '$', '!']);
            is_rule.then(|| name.to_owned())
        })
        .collect()
}

/// The wrapper rule that anchors `rule` to a whole input.
fn anchored(rule: &str) -> String {
    format!("one_character_of_{rule}")
}

/// pest_vm over `grammar`'s text with one anchored wrapper per production.
fn vm(grammar: Edition) -> (pest_vm::Vm, Vec<String>) {
    let source = grammar.file().source;
    let rules = productions(source);
    let mut text = source.to_owned();
    for rule in &rules {
        text.push_str(&format!(
            "\n{} = {{ SOI ~ {rule} ~ EOI }}\n",
            anchored(rule)
        ));
    }
    let (_, optimized) = pest_meta::parse_and_optimize(&text)
        .unwrap_or_else(|e| panic!("{} with wrappers: {e:?}", grammar.file().path));
    (pest_vm::Vm::new(optimized), rules)
}

/// One grammar's one-character classes, as `grammar/sets/<name>.tsv` writes them:
/// `grammar<TAB>production<TAB>mask<TAB>characters`, the mask's bit `c` set
/// when the production accepts the character `c`; productions that accept no
/// single character are left out.
fn expected_table(grammar: Edition) -> String {
    let mut out = String::from(
        "# The ASCII characters each production accepts as a one-character input, computed from\n\
         # the .pest file by tests/grammar/sets.rs (UPDATE_SETS=1 cargo test --test grammar sets:: rewrites this file).\n\
         # grammar\tproduction\tmask (bit c: character c)\tthe characters, for reading\n",
    );
    {
        let (vm, rules) = vm(grammar);
        for rule in rules {
            let mut mask = 0u128;
            for c in 0u8..128 {
                let input = char::from(c).to_string();
                if vm.parse(&anchored(&rule), &input).is_ok() {
                    mask |= 1 << c;
                }
            }
            for c in ['\u{80}', '\u{a0}', 'é', '\u{fffd}', '\u{10ffff}'] {
                assert!(
                    vm.parse(&anchored(&rule), &c.to_string()).is_err(),
                    "{grammar}: `{rule}` accepts {c:?}; the sets would need non-ASCII members"
                );
            }
            if mask != 0 {
                let readable: String = (0u8..128)
                    .filter(|c| mask & (1 << c) != 0)
                    .map(|c| char::from(c).escape_default().to_string())
                    .collect();
                out.push_str(&format!("{grammar}\t{rule}\t{mask:032x}\t{readable}\n"));
            }
        }
    }
    out
}

#[test]
fn the_sets_files_are_the_grammars_one_character_classes() {
    let mut stale = Vec::new();
    for grammar in Edition::ALL {
        let expected = expected_table(grammar);
        let path = format!("{}/grammar/sets/{grammar}.tsv", env!("CARGO_MANIFEST_DIR"));
        let actual = std::fs::read_to_string(&path).unwrap_or_default();
        if actual != expected {
            if std::env::var_os("UPDATE_SETS").is_some() {
                std::fs::write(&path, &expected).expect("grammar/sets/ is writable");
            } else {
                stale.push(format!(
                    "{path} disagrees with the grammar; it should read:\n{expected}"
                ));
            }
        }
    }
    assert!(
        stale.is_empty(),
        "{}\n(UPDATE_SETS=1 cargo test --test grammar sets:: writes them)",
        stale.join("\n")
    );
}

#[test]
fn every_set_the_library_gives_is_the_grammar_class() {
    // Through the public API, every character of every production: the
    // encoder leaves a character unescaped exactly when the grammar accepts it
    // on its own.
    for grammar in Edition::ALL {
        let (vm, rules) = vm(grammar);
        for rule in rules {
            let accepted: Vec<u8> = (0u8..128)
                .filter(|&c| {
                    vm.parse(&anchored(&rule), &char::from(c).to_string())
                        .is_ok()
                })
                .collect();
            match Set::of(grammar, &rule) {
                Ok(set) => {
                    for b in 0u8..=255 {
                        let in_grammar = accepted.contains(&b) && b != b'%';
                        assert_eq!(
                            set.contains(b),
                            in_grammar,
                            "{grammar} `{rule}`: byte {b:#04x}"
                        );
                        let byte = [b];
                        let encoded = set.encode(&byte);
                        assert_eq!(
                            encoded.len() == 1,
                            in_grammar,
                            "{grammar} `{rule}`: {encoded}"
                        );
                    }
                }
                Err(e) => assert!(accepted.is_empty(), "{grammar} `{rule}`: {e}"),
            }
        }
    }
}
