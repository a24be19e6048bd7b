//! The table of editions is the one source: the README's table of
//! specifications and the CLI's help are held to it.

use std::process::Command;

use urispec::{Edition, RuleSet, EDITIONS};

/// The README's table, as the table of editions gives it.
fn readme_table() -> String {
    let mut out = String::from(
        "| spec | document | date | grammar | what urispec does with it |\n| --- | --- | --- | --- | --- |\n",
    );
    for e in EDITIONS {
        let mut uses = vec!["parse", "explain"];
        if e.rules.is_some() {
            uses.push("resolve");
        }
        if e.bnf.is_some() {
            uses.push("grammar-diff");
        }
        let grammar = format!("`{}`", e.grammar.path);
        out.push_str(&format!(
            "| `{}` | {} | {} | {grammar} | {} |\n",
            e.name,
            e.document,
            e.date,
            uses.join(", ")
        ));
    }
    out
}

#[test]
fn readme_lists_every_edition_as_the_table_does() {
    let readme = include_str!("../../../README.md");
    let expected = readme_table();
    assert!(
        readme.contains(&expected),
        "README.md's table under \"## Editions\" differs from EDITIONS; it should read:\n\n{expected}"
    );
}

fn help(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .args(args)
        .output()
        .expect("the binary runs");
    assert!(out.status.success());
    String::from_utf8(out.stdout).expect("UTF-8 help")
}

/// The `[possible values: ...]` list clap prints for one option (clap may
/// wrap it over several lines).
fn possible_values(help: &str, option: &str) -> Vec<String> {
    let from_option = &help[help
        .find(&format!("{option} <"))
        .unwrap_or_else(|| panic!("no {option} in help:\n{help}"))..];
    let list = from_option
        .split("[possible values:")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .unwrap_or_else(|| panic!("no possible values after {option}"));
    list.split(',').map(|name| name.trim().to_owned()).collect()
}

#[test]
fn cli_help_names_what_the_table_names() {
    let grammars: Vec<String> = Edition::ALL.iter().map(|g| g.name().to_owned()).collect();
    for command in ["parse", "explain"] {
        let h = help(&[command, "--help"]);
        assert_eq!(possible_values(&h, "--spec"), grammars, "{command}");
    }
    let rules: Vec<String> = RuleSet::ALL.iter().map(|r| r.name().to_owned()).collect();
    for command in ["resolve", "relativize"] {
        let h = help(&[command, "--help"]);
        assert_eq!(possible_values(&h, "--rules"), rules, "{command}");
    }
}

#[test]
fn every_spec_has_its_row_and_names_round_trip() {
    for (i, spec) in Edition::ALL.into_iter().enumerate() {
        assert_eq!(EDITIONS[i].edition, spec);
        assert_eq!(spec.name().parse::<Edition>(), Ok(spec));
        assert_eq!(spec.info().grammar.edition, spec);
    }
}
