//! Every production the grammars report, checked against the `///` citation
//! of its rule in the `.pest` file, read here on its own (not through the
//! generated tables), so a table that drifts from its citations fails even if
//! it stops being generated.

use super::{Meaning, PestGrammar};
use crate::edition::Edition;

/// A rule of a `.pest` file as this test reads it: the first `///` line above
/// it, every `///` line above it, and whether it is an entry point.
struct Cited<'a> {
    name: &'a str,
    citation: Option<&'a str>,
    docs: Vec<&'a str>,
    entry_point: bool,
}

/// The rules of a `.pest` file: a rule starts at a line `name = ...` in the
/// first column; `///` lines before it are its docs; rules after the
/// `// ---- Entry points` line are entry points.
fn cited(source: &str) -> Vec<Cited<'_>> {
    let mut out = Vec::new();
    let mut docs = Vec::new();
    let mut entry_point = false;
    for line in source.lines() {
        if let Some(doc) = line.strip_prefix("///") {
            docs.push(doc.trim());
        } else if line.starts_with("// ---- Entry points") {
            entry_point = true;
        } else if let Some((name, _)) = line.split_once(" = ")
            && !name.is_empty()
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            let docs = std::mem::take(&mut docs);
            out.push(Cited {
                name,
                citation: docs.first().copied(),
                docs,
                entry_point,
            });
        }
    }
    out
}

/// Check every rule of `G` against the citations of `grammar`'s file.
fn check<G: PestGrammar>(grammar: Edition) {
    let file = grammar.file();
    assert_eq!(G::EDITION, grammar, "{}", file.path);
    let rules = cited(file.source);
    let names: Vec<String> = G::all_rules().iter().map(|r| format!("{r:?}")).collect();
    let in_file: Vec<&str> = rules.iter().map(|r| r.name).collect();
    assert_eq!(names, in_file, "{}: the rules, in order", file.path);
    for (&rule, cited) in G::all_rules().iter().zip(&rules) {
        let at = format!("{} rule `{}`", file.path, cited.name);
        let meaning = G::meaning(rule);
        if cited.entry_point {
            assert_eq!(meaning, Meaning::Hidden, "{at}: an entry point");
            continue;
        }
        let Meaning::Production(p) = meaning else {
            panic!("{at}: {meaning:?}, not a production");
        };
        assert_eq!(p.spec, G::EDITION, "{at}");
        let citation = cited
            .citation
            .unwrap_or_else(|| panic!("{at}: no citation"));
        let quoted = citation
            .strip_prefix(p.section)
            .and_then(|rest| rest.strip_prefix(": "))
            .unwrap_or_else(|| {
                panic!(
                    "{at}: section {:?} is not where `{citation}` cites",
                    p.section
                )
            });
        // The name map of grammar/README.md, applied to the production's name.
        let mapped = super::map_name(p.name);
        assert_eq!(
            mapped, cited.name,
            "{at}: `{}` does not map to the rule",
            p.name
        );
        if p.section.starts_with("Prose, ") {
            assert_eq!(p.name, cited.name, "{at}: cited from prose");
        } else {
            let first = quoted.split_whitespace().next().unwrap_or_default();
            // A name misprinted with a space (`ur l`) is read joined, and only
            // on a rule tagged as a typo.
            let joined: String = quoted.split_whitespace().take(2).collect();
            let typo = cited.docs.iter().any(|d| d.starts_with("DEVIATION(typo)"));
            assert!(
                first == p.name || (typo && joined == p.name),
                "{at}: `{}` is not the production `{citation}` prints",
                p.name
            );
        }
    }
}

#[test]
fn every_production_is_its_citation() {
    for grammar in Edition::ALL {
        crate::grammar::with_parser!(Edition: grammar, G => check::<G>(grammar));
    }
}

#[test]
fn end_of_input() {
    use super::*;
    assert_eq!(
        uri_draft::Parser::meaning(uri_draft::Rule::EOI),
        Meaning::EndOfInput
    );
    assert_eq!(
        rfc1630::Parser::meaning(rfc1630::Rule::EOI),
        Meaning::EndOfInput
    );
    assert_eq!(
        rfc1630_url::Parser::meaning(rfc1630_url::Rule::EOI),
        Meaning::EndOfInput
    );
    assert_eq!(
        url_draft_02::Parser::meaning(url_draft_02::Rule::EOI),
        Meaning::EndOfInput
    );
    assert_eq!(
        url_draft_03::Parser::meaning(url_draft_03::Rule::EOI),
        Meaning::EndOfInput
    );
    assert_eq!(
        rfc1738::Parser::meaning(rfc1738::Rule::EOI),
        Meaning::EndOfInput
    );
    assert_eq!(
        rfc2396::Parser::meaning(rfc2396::Rule::EOI),
        Meaning::EndOfInput
    );
    assert_eq!(
        rfc3986::Parser::meaning(rfc3986::Rule::EOI),
        Meaning::EndOfInput
    );
}

/// RFC 1630 prints `prosperoaddress`, `telnetaddress` and `gopheraddress` on
/// p.25 of "BNF for specific URL schemes" (the page whose "[Page 25]" footer
/// follows them), `httpaddress` on p.24.
#[test]
fn rfc1630_url_pages() {
    use super::rfc1630_url::{Parser, Rule};
    let section = |rule| match Parser::meaning(rule) {
        Meaning::Production(p) => p.section,
        other => panic!("{rule:?}: {other:?}"),
    };
    let p24 = "RFC 1630 \"BNF for specific URL schemes\" p.24";
    let p25 = "RFC 1630 \"BNF for specific URL schemes\" p.25";
    assert_eq!(section(Rule::httpaddress), p24);
    assert_eq!(section(Rule::group), p24);
    assert_eq!(section(Rule::article), p25);
    assert_eq!(section(Rule::prosperoaddress), p25);
    assert_eq!(section(Rule::telnetaddress), p25);
    assert_eq!(section(Rule::gopheraddress), p25);
    assert_eq!(section(Rule::segment), p25);
    assert_eq!(
        section(Rule::search),
        "RFC 1630 \"BNF for specific URL schemes\" p.26"
    );
    assert_eq!(
        section(Rule::void),
        "RFC 1630 \"BNF for specific URL schemes\" p.27"
    );
    assert_eq!(
        section(Rule::fileaddress),
        "Prose, RFC 1630 \"file\" (p.19)"
    );
}

/// Every `.pest` file opens with its provenance (`grammar/README.md`,
/// "Provenance"): `//!` lines naming the file it was transcribed from under
/// `shared/`, the section, and the document's date as its row gives it.
#[test]
fn every_grammar_opens_with_its_provenance() {
    for grammar in Edition::ALL {
        let file = grammar.file();
        let header: String = file
            .source
            .lines()
            .map_while(|line| line.strip_prefix("//!"))
            .collect::<Vec<_>>()
            .join(" ");
        let header = header.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            header.contains("shared/"),
            "{}: no source file under shared/ in its opening //! lines",
            file.path
        );
        assert!(
            header.contains("section") || header.contains('§') || header.contains("Appendix"),
            "{}: no section in its opening //! lines",
            file.path
        );
        let year = &grammar.published().to_string()[..4];
        assert!(
            header.contains(year),
            "{}: its opening //! lines do not date it ({year})",
            file.path
        );
    }
}
