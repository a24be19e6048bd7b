//! One rule of a built-in grammar beside the document's production: what a
//! reader holding the `.pest` file against the document wants to see at once
//! (`urispec grammar-diff SPEC --rule NAME`).

use super::bnf::Deviation;
use super::{builtin, diff_builtin, read_grammar, DiffError, RuleReport};

/// One rule of a built-in grammar: its text in the `.pest` file, the citation
/// and `DEVIATION(kind)` tags written above it, the production of the
/// document's BNF it transcribes (from the transcription,
/// `grammar/spec/<spec>.bnf`), and grammar-diff's verdict on the pair.
///
/// ```
/// let card = urispec::grammar_diff::rule("rfc1630-url", "gtype")?;
/// assert_eq!(card.definition, "gtype = @{ xalpha }");
/// assert_eq!(card.section.as_deref(), Some("RFC 1630 \"BNF for specific URL schemes\" p.26"));
/// let document = card.document.as_ref().unwrap();
/// assert_eq!(document.text, "gtype  xalpha");
/// assert_eq!(card.report.verdict.describe(), "same");
/// # Ok::<(), urispec::grammar_diff::DiffError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct RuleCard {
    /// The built-in spec (`rfc1630-url`).
    pub spec: &'static str,
    /// The rule's name in the `.pest` file (`gtype`, `URI_reference`).
    pub name: String,
    /// The `.pest` file's path in the repository.
    pub grammar_path: &'static str,
    /// 1-based line of the rule's name in the `.pest` file.
    pub grammar_line: usize,
    /// The rule as written, its continuation lines included, without the
    /// `///` lines above it.
    pub definition: String,
    /// The `///` lines above the rule, as written (without the `///`).
    pub docs: Vec<String>,
    /// Where the citation says the production is printed (the text before
    /// the first `": "` of the first `///` line: `RFC 2396 §3.2.2 (Appendix
    /// A)`); `None` for a rule without a citation (an entry point).
    pub section: Option<String>,
    /// The production as the citation quotes it (the text after the `": "`),
    /// or empty.
    pub printed: String,
    /// The `DEVIATION(kind)` tags among the `///` lines, in order.
    pub deviations: Vec<DeviationTag>,
    /// The production in the transcription, when the document has one of
    /// that name.
    pub document: Option<DocumentLine>,
    /// grammar-diff's row for the rule (verdict, normalised forms, notes).
    pub report: RuleReport,
}

/// A `/// DEVIATION(kind): text` line above a rule (`grammar/README.md`,
/// "Deviation kinds").
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct DeviationTag {
    /// `order`, `lookahead`, `repetition`, `typo`, `factor`, `ambiguity`,
    /// `example` or `extension`.
    pub kind: String,
    /// What follows the colon: what the document says, and why the grammar
    /// differs.
    pub text: String,
}

/// A production of a transcription (`grammar/spec/<spec>.bnf`), as typed
/// from the document.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct DocumentLine {
    /// The transcription's path in the repository.
    pub path: &'static str,
    /// 1-based line of the production.
    pub line: usize,
    /// The production as typed, its continuation lines included.
    pub text: String,
}

/// The rule `name` of the built-in grammar `spec`, beside the document's
/// production: `name` is the rule's name in the `.pest` file (`URI_reference`)
/// or the production's name as the document prints it (`URI-reference`).
///
/// # Errors
///
/// [`DiffError::UnknownSpec`], [`DiffError::UnknownRule`] (with the names
/// that come closest), or what [`diff_builtin`] returns.
pub fn rule(spec: &str, name: &str) -> Result<RuleCard, DiffError> {
    let b = builtin(spec)?;
    let (grammar_path, source) = b.grammar;
    let report = diff_builtin(spec)?;
    let row = report
        .rules
        .iter()
        .find(|r| r.grammar_name.as_deref() == Some(name))
        .or_else(|| {
            report
                .rules
                .iter()
                .find(|r| r.grammar_name.is_some() && r.spec_name.as_deref() == Some(name))
        });
    let Some(row) = row else {
        let names = report
            .rules
            .iter()
            .filter_map(|r| r.grammar_name.as_deref());
        return Err(DiffError::UnknownRule {
            spec: b.name.to_owned(),
            name: name.to_owned(),
            near: near(name, names),
        });
    };
    let rule_name = row.grammar_name.clone().unwrap_or_default();
    let rules = read_grammar(grammar_path, source)?;
    // The report's rows come from the same file, so the rule is there.
    let pest = rules
        .into_iter()
        .find(|r| r.name == rule_name)
        .ok_or_else(|| DiffError::UnknownRule {
            spec: b.name.to_owned(),
            name: name.to_owned(),
            near: Vec::new(),
        })?;
    let section = pest
        .docs
        .first()
        .and_then(|d| d.trim().split_once(": "))
        .map(|(at, _)| at.to_owned());
    let document = match (row.spec_name.as_deref(), row.spec_line) {
        // The report's spec side is the transcription.
        (Some(_), Some(line)) => Some(DocumentLine {
            path: b.transcription_path,
            line,
            text: lines_from(b.transcription, line),
        }),
        _ => None,
    };
    Ok(RuleCard {
        spec: b.name,
        name: rule_name,
        grammar_path,
        grammar_line: pest.line,
        definition: lines_from(source, pest.line),
        docs: pest.docs.iter().map(|d| d.trim().to_owned()).collect(),
        section,
        printed: pest.printed.clone(),
        deviations: pest.deviations.iter().map(DeviationTag::from).collect(),
        document,
        report: row.clone(),
    })
}

impl From<&Deviation> for DeviationTag {
    fn from(d: &Deviation) -> Self {
        DeviationTag {
            kind: d.kind.clone(),
            text: d.text.clone(),
        }
    }
}

/// Line `line` (1-based) of `text` and the indented lines that continue it.
fn lines_from(text: &str, line: usize) -> String {
    let mut lines = text.lines().skip(line.saturating_sub(1));
    let mut out = lines.next().unwrap_or_default().trim_end().to_owned();
    for more in lines.take_while(|l| l.starts_with([' ', '\t']) && !l.trim().is_empty()) {
        out.push('\n');
        out.push_str(more.trim_end());
    }
    out
}

/// Up to five of `names` closest to `name`: those equal to it but for case,
/// `-` and `_`, then those holding it or held in it (case aside).
fn near<'a>(name: &str, names: impl Iterator<Item = &'a str> + Clone) -> Vec<String> {
    let fold = |s: &str| s.to_ascii_lowercase().replace('-', "_");
    let want = fold(name);
    let same = names.clone().filter(|n| fold(n) == want);
    let overlapping = names.filter(|n| {
        let n = fold(n);
        n != want && !want.is_empty() && (n.contains(&want) || want.contains(&n))
    });
    same.chain(overlapping).take(5).map(str::to_owned).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_with_deviations_carries_its_tags_in_order() {
        let card = rule("rfc2396", "hostname").unwrap();
        assert_eq!(card.grammar_path, "grammar/rfc2396.pest");
        let kinds: Vec<&str> = card.deviations.iter().map(|d| d.kind.as_str()).collect();
        assert_eq!(kinds, ["lookahead"]);
        assert_eq!(
            card.document.unwrap().text,
            "hostname = *( domainlabel \".\" ) toplabel [ \".\" ]"
        );
        assert!(card.definition.starts_with("hostname = @{"));
    }

    #[test]
    fn the_printed_name_finds_the_rule_it_is_renamed_to() {
        let card = rule("rfc2396", "URI-reference").unwrap();
        assert_eq!(card.name, "URI_reference");
        assert_eq!(card.section.as_deref(), Some("RFC 2396 §4 (Appendix A)"));
    }

    #[test]
    fn a_definition_keeps_its_continuation_lines() {
        let card = rule("rfc1630-url", "mailtoaddress").unwrap();
        assert!(card.definition.lines().count() > 1, "{}", card.definition);
        assert!(card.definition.ends_with(')'), "{}", card.definition);
    }

    #[test]
    fn an_unknown_rule_names_the_closest() {
        let err = rule("rfc2396", "HostName").unwrap_err();
        let DiffError::UnknownRule { near, .. } = &err else {
            panic!("{err:?}");
        };
        assert_eq!(near.first().map(String::as_str), Some("hostname"));
        assert!(err.to_string().contains("hostname"), "{err}");
        assert!(matches!(
            rule("rfc9999", "x"),
            Err(DiffError::UnknownSpec { .. })
        ));
    }
}
