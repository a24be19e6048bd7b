//! The JSON records of `urispec grammar-diff` (features `grammar-diff` and
//! `serde`): one rule beside the document's production
//! (`--rule NAME --json`, [`CardRecord`]) and the production-by-production
//! diff of two editions' transcriptions (`--editions A B --json`,
//! [`EditionsRecord`]). The command and the spec reader's page serialize
//! these, so both show the same fields in the same order.
//!
//! ```
//! let card = urispec::grammar_diff::rule("rfc1630-url", "gtype")?;
//! let json = serde_json::to_value(card.record()).unwrap();
//! assert_eq!(json["rule"], "gtype");
//! assert_eq!(json["document"]["text"], "gtype  xalpha");
//! assert_eq!(json["verdict"], "same");
//! let diff = urispec::grammar_diff::editions("rfc2396", "rfc3986")?;
//! let json = serde_json::to_value(diff.record()).unwrap();
//! assert_eq!(json["rows"][0]["production"], diff.rows[0].name);
//! # Ok::<(), urispec::grammar_diff::DiffError>(())
//! ```

use serde::Serialize;

use super::report::form_text;
use super::{DeviationTag, DocumentLine, EditionsReport, RuleCard};

/// One rule of a built-in grammar beside the document's production, as
/// `urispec grammar-diff SPEC --rule NAME --json` writes it: the
/// [`RuleCard`]'s fields, then grammar-diff's verdict on the pair (its key,
/// its description, both normalised forms and the notes).
#[derive(Debug, Serialize)]
#[non_exhaustive]
pub struct CardRecord<'a> {
    /// The built-in spec.
    pub spec: &'static str,
    /// The rule's name in the `.pest` file.
    pub rule: &'a str,
    /// The `.pest` file's path in the repository.
    pub grammar_path: &'static str,
    /// 1-based line of the rule in the `.pest` file.
    pub grammar_line: usize,
    /// The rule as written.
    pub definition: &'a str,
    /// The `///` lines above it.
    pub docs: &'a [String],
    /// Where the citation says the production is printed.
    pub section: Option<&'a str>,
    /// The production as the citation quotes it.
    pub printed: &'a str,
    /// The `DEVIATION(kind)` tags, in order (`kind`, `text`).
    pub deviations: &'a [DeviationTag],
    /// The transcription's production (`path`, `line`, `text`), if any.
    pub document: Option<&'a DocumentLine>,
    /// The verdict's key (`same`, `deviates_tagged`, ...).
    pub verdict: &'static str,
    /// The verdict described (`same`, `entry point; extra`, ...).
    pub detail: String,
    /// The document's production, normalised; `None` when it has none.
    pub spec_form: Option<String>,
    /// The rule, normalised; `None` when the grammar has none.
    pub grammar_form: Option<String>,
    /// Remarks (a misprinted name).
    pub notes: &'a [String],
}

impl RuleCard {
    /// The card as `urispec grammar-diff SPEC --rule NAME --json` writes it.
    pub fn record(&self) -> CardRecord<'_> {
        let r = &self.report;
        CardRecord {
            spec: self.spec,
            rule: &self.name,
            grammar_path: self.grammar_path,
            grammar_line: self.grammar_line,
            definition: &self.definition,
            docs: &self.docs,
            section: self.section.as_deref(),
            printed: &self.printed,
            deviations: &self.deviations,
            document: self.document.as_ref(),
            verdict: r.verdict.key(),
            detail: r.describe(),
            spec_form: form_text(&r.spec_form),
            grammar_form: form_text(&r.grammar_form),
            notes: &r.notes,
        }
    }
}

/// Two editions' transcriptions compared production by production, as
/// `urispec grammar-diff --editions A B --json` writes it.
#[derive(Debug, Serialize)]
#[non_exhaustive]
pub struct EditionsRecord<'a> {
    /// The earlier edition.
    pub a: &'a str,
    /// The later edition.
    pub b: &'a str,
    /// One row per production, in the report's order.
    pub rows: Vec<EditionsRowRecord<'a>>,
    /// The counts of each change, as one line.
    pub summary: String,
}

/// One production of an [`EditionsRecord`].
#[derive(Debug, Serialize)]
#[non_exhaustive]
pub struct EditionsRowRecord<'a> {
    /// The production (the name both transcriptions are mapped to).
    pub production: &'a str,
    /// The change described (`same`, `changed`, `added`, ...).
    pub change: String,
    /// Remarks (a misprinted name).
    pub notes: &'a [String],
    /// The earlier edition's normalised form; `None` when added.
    pub a: Option<String>,
    /// The later edition's normalised form; `None` when dropped.
    pub b: Option<String>,
}

impl EditionsReport {
    /// The report as `urispec grammar-diff --editions A B --json` writes it.
    pub fn record(&self) -> EditionsRecord<'_> {
        EditionsRecord {
            a: &self.a,
            b: &self.b,
            rows: self
                .rows
                .iter()
                .map(|r| EditionsRowRecord {
                    production: &r.name,
                    change: r.change.describe(),
                    notes: &r.notes,
                    a: form_text(&r.a_form),
                    b: form_text(&r.b_form),
                })
                .collect(),
            summary: self.summary(),
        }
    }
}
