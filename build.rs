//! Writes, for every `grammar/<name>.pest`, `$OUT_DIR/<name>_meaning.rs`: the
//! body of that grammar's `meaning()`, one `match` arm per rule, taken from
//! the `///` citation line above each rule. The `.pest` file is then the one
//! place where a production's name and its section or page are written.
//!
//! How a rule's citation is read (the first `///` line above the rule):
//!
//! - `/// <where>: <production as printed>`, split at the first `": "`. The
//!   section is `<where>` (`RFC 2396 §3.2.2 (Appendix A)`, `RFC 1630 "BNF for
//!   specific URL schemes" p.25`). The production's name is the first word of
//!   the printed production (`hostport`, `URI-reference`), which the name map
//!   (`-` to `_`, `+` to `_plus`) must turn into the rule's name. A name the
//!   document misprints with a space (`ur l`) is joined from its first words,
//!   and only on a rule tagged `DEVIATION(typo)`.
//! - `/// Prose, <where>: <quotation or summary>`: a rule the document
//!   describes only in prose. The section is `Prose, <where>`; the name is the
//!   rule's own, which must then hold no `_` (the name map cannot be undone).
//! - Rules after the `// ---- Entry points` line are hidden; pest's `EOI` is
//!   the end of input.
//!
//! A rule outside the entry points without a citation fails the build.
//! The citations are read line by line, with the standard library only.
//!
//! It also writes `$OUT_DIR/<name>_parser.rs`: the grammar compiled into
//! plain Rust by `build/compile.rs` (one function per rule over the input's
//! bytes, with pest's semantics), the parser of the hot path, and
//! `$OUT_DIR/<name>_explain.rs`, the parser that explains a failure
//! (`build/explain.rs`). pest_meta reads the grammar for both, as pest_derive
//! does for pest's parser (feature `oracle`), so the `.pest` file stays the
//! one source of all three.
//!
//! `$OUT_DIR/<name>_productions.rs`: a public constant per production (a
//! `Production` with its name as printed and its section), which
//! `src/productions.rs` includes into the edition's module.
//!
//! And `$OUT_DIR/<name>_rule.rs`: the grammar's `Rule` enum, the variants
//! and order pest_derive gives its own (`EOI` first when a rule calls it,
//! then every rule in file order), with the same derives and
//! `Rule::all_rules()`, each variant documented with its citation; with the
//! feature `oracle`, the conversions to and from pest_derive's `Rule` of the
//! same file, variant by variant.

#[path = "build/compile.rs"]
mod compile;
#[path = "build/editions.rs"]
mod editions;
#[path = "build/explain.rs"]
mod explain;

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

/// The line that opens the trailing section of entry points.
const ENTRY_POINTS: &str = "// ---- Entry points";

/// What a rule of a `.pest` file stands for.
enum Arm {
    Production { name: String, section: String },
    Hidden,
}

struct Rule {
    name: String,
    line: usize,
    arm: Arm,
}

/// What build.rs needs of one `.pest` file.
struct Grammar {
    rules: Vec<Rule>,
    /// Whether a rule calls `EOI`: pest_derive adds the variant `Rule::EOI`
    /// only then.
    eoi: bool,
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=grammar");
    println!("cargo:rerun-if-changed=build/compile.rs");
    println!("cargo:rerun-if-changed=build/compile");
    println!("cargo:rerun-if-changed=build/explain.rs");
    println!("cargo:rerun-if-changed=build/editions.rs");
    println!("cargo:rerun-if-changed=src/grammar/roles.rs");
    println!("cargo:rerun-if-changed={}", editions::TABLE);
    let out_dir = env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    let table = fs::read_to_string(editions::TABLE).expect("the table of editions is readable");
    match editions::rows(&table) {
        Ok(rows) => {
            let manifest_dir =
                env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
            let out = Path::new(&out_dir).join("editions.rs");
            fs::write(out, editions::editions(&rows, &manifest_dir)).expect("OUT_DIR is writable");
            let out = Path::new(&out_dir).join("sets.rs");
            fs::write(out, editions::sets(&rows, &manifest_dir)).expect("OUT_DIR is writable");
            let out = Path::new(&out_dir).join("productions.rs");
            fs::write(out, editions::productions(&rows)).expect("OUT_DIR is writable");
        }
        Err(error) => {
            eprintln!("{error}");
            std::process::exit(1);
        }
    }
    let mut files: Vec<_> = fs::read_dir("grammar")
        .expect("grammar/ is readable")
        .map(|entry| entry.expect("grammar/ is listable").path())
        .filter(|path| path.extension().is_some_and(|e| e == "pest"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    for path in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("grammar file names are UTF-8");
        // The walker table the tagged automaton's tags are read from
        // (build/compile/roles.rs).
        println!(
            "cargo:rerun-if-changed=src/grammar/{}.rs",
            stem.replace('-', "_")
        );
        let src = fs::read_to_string(path).expect("grammar files are UTF-8 text");
        match rules(path, &src) {
            Ok(grammar) => {
                let code = generate(path, &grammar);
                let out = Path::new(&out_dir).join(format!("{stem}_meaning.rs"));
                fs::write(&out, code).expect("OUT_DIR is writable");
                let code = productions(path, &grammar);
                let out = Path::new(&out_dir).join(format!("{stem}_productions.rs"));
                fs::write(&out, code).expect("OUT_DIR is writable");
                match compile::compile(&path.display().to_string(), &src) {
                    Ok(compiled) => {
                        let out = Path::new(&out_dir).join(format!("{stem}_parser.rs"));
                        fs::write(&out, &compiled.parser).expect("OUT_DIR is writable");
                        match rule_enum(path, &grammar, &compiled) {
                            Ok(code) => {
                                let out = Path::new(&out_dir).join(format!("{stem}_rule.rs"));
                                fs::write(&out, code).expect("OUT_DIR is writable");
                            }
                            Err(error) => failures.push(error),
                        }
                    }
                    Err(error) => failures.push(error),
                }
                match explain::compile(&path.display().to_string(), &src) {
                    Ok(parser) => {
                        let out = Path::new(&out_dir).join(format!("{stem}_explain.rs"));
                        fs::write(&out, parser).expect("OUT_DIR is writable");
                    }
                    Err(error) => failures.push(error),
                }
            }
            Err(mut errors) => failures.append(&mut errors),
        }
    }
    if !failures.is_empty() {
        for failure in &failures {
            println!("cargo:warning={failure}");
        }
        eprintln!("{}", failures.join("\n"));
        std::process::exit(1);
    }
}

/// Every rule of a `.pest` file with its arm, in file order, and whether it
/// calls `EOI`; or one message per rule that cannot be given an arm.
fn rules(path: &Path, src: &str) -> Result<Grammar, Vec<String>> {
    let mut rules = Vec::new();
    let mut errors = Vec::new();
    let mut docs: Vec<&str> = Vec::new();
    let mut entry_points = false;
    let mut depth = 0usize;
    let mut eoi = false;
    for (index, line) in src.lines().enumerate() {
        let number = index + 1;
        let trimmed = line.trim_start();
        if depth == 0 {
            if let Some(doc) = trimmed.strip_prefix("///") {
                docs.push(doc.trim());
                continue;
            }
            if trimmed.starts_with(ENTRY_POINTS) {
                entry_points = true;
            }
            if let Some(name) = rule_name(trimmed) {
                let arm = if entry_points {
                    Ok(Arm::Hidden)
                } else {
                    arm(name, &docs)
                };
                match arm {
                    Ok(arm) => rules.push(Rule {
                        name: name.to_owned(),
                        line: number,
                        arm,
                    }),
                    Err(why) => {
                        errors.push(format!("{}:{number}: rule `{name}`: {why}", path.display()))
                    }
                }
                docs.clear();
            }
        }
        depth = braces(line, depth);
        eoi |= code(line)
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .any(|word| word == "EOI");
    }
    if errors.is_empty() {
        Ok(Grammar { rules, eoi })
    } else {
        Err(errors)
    }
}

/// The rule a line starts, if it starts one (`name = {`, `name = @{`).
fn rule_name(line: &str) -> Option<&str> {
    let end = line
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(line.len());
    let (name, rest) = line.split_at(end);
    let starts_ident = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    (starts_ident && rest.trim_start().starts_with('=')).then_some(name)
}

/// `line` without a trailing `//` comment (`//` inside a literal included).
fn code(line: &str) -> &str {
    let mut chars = line.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' | '\'' => skip_literal(&mut chars, c),
            '/' if line[i + 1..].starts_with('/') => return &line[..i],
            _ => {}
        }
    }
    line
}

/// Move past the rest of a string or character literal opened by `quote`.
fn skip_literal(chars: &mut std::str::CharIndices<'_>, quote: char) {
    while let Some((_, c)) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            c if c == quote => break,
            _ => {}
        }
    }
}

/// The brace depth after `line`, outside string and character literals and
/// `//` comments.
fn braces(line: &str, mut depth: usize) -> usize {
    let mut chars = code(line).char_indices();
    while let Some((_, c)) = chars.next() {
        match c {
            '"' | '\'' => skip_literal(&mut chars, c),
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    depth
}

/// The pest rule name a spec name maps to (`grammar/README.md`, "Name map").
fn pest_name(spec_name: &str) -> String {
    spec_name.replace('-', "_").replace('+', "_plus")
}

/// The arm of a rule outside the entry points, from its `///` lines.
fn arm(rule: &str, docs: &[&str]) -> Result<Arm, String> {
    let Some(citation) = docs.first() else {
        return Err("no `///` citation line (`/// <where>: <production as printed>`)".into());
    };
    if citation.starts_with("DEVIATION(") {
        return Err("the first `///` line is a DEVIATION tag, not the citation".into());
    }
    let Some((place, printed)) = citation.split_once(": ") else {
        return Err(format!(
            "the citation `{citation}` has no `: ` between where the document prints the production and the production"
        ));
    };
    if place.starts_with("Prose, ") {
        if rule.contains('_') {
            return Err(format!(
                "a production cited from prose is named by its rule, and `{rule}` holds `_`, which the name map cannot undo"
            ));
        }
        return Ok(Arm::Production {
            name: rule.to_owned(),
            section: place.to_owned(),
        });
    }
    let words: Vec<&str> = printed.split_whitespace().collect();
    // The name is the first word; one misprinted with a space (`ur l`) is
    // joined from the first words, on a rule tagged as a typo.
    let typo = docs.iter().any(|d| d.starts_with("DEVIATION(typo)"));
    let most = if typo {
        words.len()
    } else {
        words.len().min(1)
    };
    let name = (1..=most)
        .map(|n| words[..n].concat())
        .find(|name| pest_name(name) == rule);
    if let Some(name) = name {
        return Ok(Arm::Production {
            name,
            section: place.to_owned(),
        });
    }
    Err(format!(
        "the citation `{citation}` does not print this rule's production: its first word `{}` is not `{rule}` under the name map (`-` to `_`, `+` to `_plus`); a name misprinted with a space needs a `DEVIATION(typo)` tag",
        words.first().unwrap_or(&"")
    ))
}

/// A grammar's `meaning` function: one `match` arm per rule, to be
/// `include!`d beside its `Rule` enum (`grammar::pest_grammar!`).
fn generate(path: &Path, grammar: &Grammar) -> String {
    let mut code = format!(
        "// Generated by build.rs from the `///` citations of {}; do not edit.\n",
        path.display()
    );
    code.push_str(
        "/// The production each rule stands for, as the `///` citations say.\n\
         fn meaning(rule: Rule) -> crate::grammar::Meaning {\n\
         use crate::grammar::{production, Meaning, PestGrammar};\n\
         let spec = <Parser as PestGrammar>::EDITION;\n\
         match rule {\n",
    );
    for rule in &grammar.rules {
        match &rule.arm {
            Arm::Production { name, section } => writeln!(
                code,
                "    // line {}\n    Rule::{} => production(spec, {name:?}, {section:?}),",
                rule.line, rule.name
            ),
            Arm::Hidden => writeln!(code, "    Rule::{} => Meaning::Hidden,", rule.name),
        }
        .expect("writing to a String cannot fail");
    }
    if grammar.eoi {
        code.push_str("    Rule::EOI => Meaning::EndOfInput,\n");
    }
    code.push_str("}\n}\n");
    code
}

/// A grammar's productions as public constants (`urispec::productions`):
/// one `pub const` per cited rule, named after the rule ([`const_name`]), with the production as printed and its
/// section, in file order. The including module defines `EDITION`.
fn productions(path: &Path, grammar: &Grammar) -> String {
    let mut code = format!(
        "// Generated by build.rs from the `///` citations of {}; do not edit.\n",
        path.display()
    );
    for rule in &grammar.rules {
        if let Arm::Production { name, section } = &rule.arm {
            writeln!(
                code,
                "\n/// `{name}`: {section}.\npub const {}: Production = Production {{\n    spec: EDITION,\n    name: {name:?},\n    section: {section:?},\n}};",
                const_name(&rule.name)
            )
            .expect("writing to a String cannot fail");
        }
    }
    code
}

/// A rule's name as a constant's: upper case, with `_` where a lower-case
/// letter or digit meets an upper-case one (`rel_segment` is `REL_SEGMENT`,
/// `absoluteURI` is `ABSOLUTE_URI`, `IPvFuture` is `IPV_FUTURE`).
fn const_name(rule: &str) -> String {
    let mut out = String::with_capacity(rule.len() + 4);
    let mut after_lower = false;
    for c in rule.chars() {
        if c.is_ascii_uppercase() && after_lower {
            out.push('_');
        }
        after_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        out.push(c.to_ascii_uppercase());
    }
    out
}

/// A grammar's `Rule` enum, as pest_derive writes it for the same file:
/// `EOI` first when a rule calls it, then the rules in the order pest_meta
/// reads them (`compiled.rules`), the same derives, and `all_rules()`, which
/// leaves `EOI` out as pest_derive's does. The order matters beyond the
/// names: pest sorts the rules of an error by it, and the explaining parser
/// keeps that order. Each variant's doc is its citation, from this file's
/// own reading of the `///` lines, which must find the same rules.
fn rule_enum(
    path: &Path,
    grammar: &Grammar,
    compiled: &compile::Compiled,
) -> Result<String, String> {
    let scanned: Vec<&str> = grammar.rules.iter().map(|r| r.name.as_str()).collect();
    if scanned != compiled.rules {
        return Err(format!(
            "{}: the rules read line by line ({scanned:?}) are not pest_meta's ({:?})",
            path.display(),
            compiled.rules
        ));
    }
    let mut code = format!(
        "// Generated by build.rs from {}; do not edit.\n\n",
        path.display()
    );
    writeln!(
        code,
        "/// The rules of `{}`: the variants and order pest_derive gives its `Rule`.",
        path.display()
    )
    .expect("writing to a String cannot fail");
    code.push_str(
        "#[allow(dead_code, non_camel_case_types, clippy::upper_case_acronyms)]\n\
         #[derive(Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]\n\
         pub(crate) enum Rule {\n",
    );
    if compiled.eoi {
        code.push_str("    /// pest's `EOI`: the end of the input.\n    EOI,\n");
    }
    for rule in &grammar.rules {
        let doc = match &rule.arm {
            Arm::Production { name, section } => format!("`{name}`: {section}."),
            Arm::Hidden => "Not in the spec: an entry point or its helper.".to_owned(),
        };
        writeln!(
            code,
            "    /// {doc} Line {}.\n    {},",
            rule.line, rule.name
        )
        .expect("writing to a String cannot fail");
    }
    code.push_str(
        "}\n\n\
         impl Rule {\n    \
         /// Every rule but `EOI`, in file order (pest_derive's `Rule::all_rules()`).\n    \
         pub(crate) fn all_rules() -> &'static [Rule] {\n        &[\n",
    );
    for rule in &grammar.rules {
        writeln!(code, "            Rule::{},", rule.name)
            .expect("writing to a String cannot fail");
    }
    code.push_str("        ]\n    }\n}\n");
    // The conversions to and from pest_derive's enum, by name: a rule one
    // enum has and the other lacks fails the build with the feature.
    let mut variants: Vec<&str> = Vec::new();
    if compiled.eoi {
        variants.push("EOI");
    }
    variants.extend(scanned.iter().copied());
    for (from, to) in [("Rule", "derived::Rule"), ("derived::Rule", "Rule")] {
        writeln!(
            code,
            "\n/// The rule of the same name (feature `oracle`).\n\
             #[cfg(feature = \"oracle\")]\n\
             impl From<{from}> for {to} {{\n    \
             fn from(rule: {from}) -> Self {{\n        match rule {{"
        )
        .expect("writing to a String cannot fail");
        for variant in &variants {
            writeln!(code, "            {from}::{variant} => {to}::{variant},")
                .expect("writing to a String cannot fail");
        }
        code.push_str("        }\n    }\n}\n");
    }
    Ok(code)
}
