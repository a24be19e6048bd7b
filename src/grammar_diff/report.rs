//! The reports grammar-diff gives: per-rule verdicts of a grammar against a
//! spec block, and the productions of two editions side by side. Building
//! them is `compare`'s job, writing them as text or Markdown `render`'s;
//! the binary renders JSON from the public fields.

mod compare;
mod render;

use super::bnf::{self, Notation};
use super::normalize::{self, Rewrite};

use std::fmt::Write as _;

pub(crate) use compare::{diff, editions};
use render::plain_form;
pub use render::{form_text, Tone, Toner};

/// The verdict on one rule.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Verdict {
    /// The plain normal forms agree.
    Same,
    /// The forms agree after the accepted rewrites named.
    SameAfterRewrite(Vec<Rewrite>),
    /// The forms differ and the grammar rule carries these `DEVIATION` kinds.
    Deviates(Vec<String>),
    /// The forms differ and the grammar rule carries no `DEVIATION` tag.
    DeviatesUntagged,
    /// In the spec, not in the grammar.
    Missing,
    /// In the grammar, not in the spec, with its `DEVIATION` tags.
    Extra,
    /// In the grammar, not in the spec, and untagged: it fails the gate as an
    /// untagged deviation does.
    ExtraUntagged,
}

/// "same after accepted rewrite (...)", naming the rewrites.
fn same_after(rewrites: &[Rewrite]) -> String {
    let names: Vec<&str> = rewrites.iter().map(|r| r.describe()).collect();
    format!("same after accepted rewrite ({})", names.join("; "))
}

impl Verdict {
    /// The verdict as the report prints it.
    pub fn describe(&self) -> String {
        match self {
            Verdict::Same => "same".to_owned(),
            Verdict::SameAfterRewrite(rw) => same_after(rw),
            Verdict::Deviates(kinds) => format!("deviates (tagged: {})", kinds.join(", ")),
            Verdict::DeviatesUntagged => "DEVIATES (untagged)".to_owned(),
            Verdict::Missing => "missing".to_owned(),
            Verdict::Extra => "extra".to_owned(),
            Verdict::ExtraUntagged => "EXTRA (untagged)".to_owned(),
        }
    }

    /// A short key for JSON and counts.
    pub const fn key(&self) -> &'static str {
        match self {
            Verdict::Same => "same",
            Verdict::SameAfterRewrite(_) => "same_after_rewrite",
            Verdict::Deviates(_) => "deviates_tagged",
            Verdict::DeviatesUntagged => "deviates_untagged",
            Verdict::Missing => "missing",
            Verdict::Extra => "extra",
            Verdict::ExtraUntagged => "extra_untagged",
        }
    }
}

/// One token of a normalised form; `differs` marks what the other side lacks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// The token text.
    pub text: String,
    /// Whether it is outside the longest common token sequence of both sides.
    pub differs: bool,
}

/// The diff of one rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleReport {
    /// The rule's name (the grammar's when it has one).
    pub name: String,
    /// The name as the spec prints it.
    pub spec_name: Option<String>,
    /// The name in the `.pest` file.
    pub grammar_name: Option<String>,
    /// 1-based line in the spec text or transcription.
    pub spec_line: Option<usize>,
    /// 1-based line in the `.pest` file.
    pub grammar_line: Option<usize>,
    /// The verdict.
    pub verdict: Verdict,
    /// Whether the rule stands out of the spec's order in the grammar.
    pub out_of_order: bool,
    /// Whether the rule is an entry point (`SOI ~ ... ~ EOI`): its spec side
    /// is `SOI r EOI` for the first production `r` it calls, so what it adds
    /// to that production is a deviation like any other.
    pub entry_point: bool,
    /// The spec side, normalised (shown for deviations).
    pub spec_form: Vec<Token>,
    /// The grammar side, normalised (shown for deviations).
    pub grammar_form: Vec<Token>,
    /// Remarks (pairing by a typo tag, a changed order of alternatives).
    pub notes: Vec<String>,
}

impl RuleReport {
    /// Whether this rule fails the gate: an untagged deviation, a missing
    /// rule, or a rule out of order.
    pub fn fails(&self) -> bool {
        self.out_of_order
            || matches!(
                self.verdict,
                Verdict::DeviatesUntagged | Verdict::Missing | Verdict::ExtraUntagged
            )
    }

    /// The verdict with "out of order" or "entry point" in front when it
    /// applies.
    pub fn describe(&self) -> String {
        if self.out_of_order {
            format!("out of order; {}", self.verdict.describe())
        } else if self.entry_point {
            format!("entry point; {}", self.verdict.describe())
        } else {
            self.verdict.describe()
        }
    }

    fn shows_forms(&self) -> bool {
        matches!(
            self.verdict,
            Verdict::Deviates(_) | Verdict::DeviatesUntagged
        ) || (self.entry_point && self.verdict != Verdict::Same)
    }
}

/// One BNF block found in a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockInfo {
    /// 1-based index among the text's blocks (`--block N`).
    pub index: usize,
    /// Its heading (empty for a transcription).
    pub heading: String,
    /// 1-based line of the heading.
    pub line: usize,
    /// The notation it is written in.
    pub notation: Notation,
    /// How many productions it has.
    pub rules: usize,
    /// How many of them the grammar names.
    pub matching: usize,
    /// Its "(end of ... BNF)" marker, when it has one.
    pub end_marker: Option<String>,
}

/// Counts of a report, verdict by verdict.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Summary {
    /// Rows in the report.
    pub rules: usize,
    /// `same`.
    pub same: usize,
    /// `same after accepted rewrite`.
    pub same_after_rewrite: usize,
    /// `deviates (tagged)`.
    pub deviates_tagged: usize,
    /// `DEVIATES (untagged)`.
    pub deviates_untagged: usize,
    /// `missing`.
    pub missing: usize,
    /// `extra`.
    pub extra: usize,
    /// `out of order`.
    pub out_of_order: usize,
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} rules: {} same, {} same after accepted rewrite, {} deviates (tagged), {} DEVIATES (untagged), {} missing, {} extra, {} out of order",
            self.rules,
            self.same,
            self.same_after_rewrite,
            self.deviates_tagged,
            self.deviates_untagged,
            self.missing,
            self.extra,
            self.out_of_order
        )
    }
}

/// The diff of one grammar against one BNF block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// Where the spec side comes from (a spec name, a transcription, a text file).
    pub spec_source: String,
    /// Where the grammar side comes from.
    pub grammar_source: String,
    /// The block compared.
    pub block: BlockInfo,
    /// Every block the text holds.
    pub blocks: Vec<BlockInfo>,
    /// One row per rule, in the spec's order (extra rules after the rule
    /// they follow in the grammar).
    pub rules: Vec<RuleReport>,
}

impl Report {
    /// The summary counts.
    pub fn summary(&self) -> Summary {
        let mut s = Summary {
            rules: self.rules.len(),
            ..Summary::default()
        };
        for r in &self.rules {
            match r.verdict {
                Verdict::Same => s.same += 1,
                Verdict::SameAfterRewrite(_) => s.same_after_rewrite += 1,
                Verdict::Deviates(_) => s.deviates_tagged += 1,
                Verdict::DeviatesUntagged | Verdict::ExtraUntagged => s.deviates_untagged += 1,
                Verdict::Missing => s.missing += 1,
                Verdict::Extra => s.extra += 1,
            }
            if r.out_of_order {
                s.out_of_order += 1;
            }
        }
        s
    }

    /// Whether the grammar passes: no untagged deviation (an untagged rule
    /// the spec does not have, or an entry point that adds to the production
    /// it anchors without a tag, included), missing rule or rule out of order.
    pub fn passes(&self) -> bool {
        !self.rules.iter().any(RuleReport::fails)
    }

    /// `Ok` when the grammar passes; otherwise a message naming every failing
    /// rule with both normalised sides (what the gate test prints).
    ///
    /// # Errors
    ///
    /// The message, one line per failing rule.
    pub fn gate(&self) -> Result<(), String> {
        let mut msg = String::new();
        for r in self.rules.iter().filter(|r| r.fails()) {
            let _ = writeln!(
                msg,
                "{}: rule `{}` {}\n    spec:    {}\n    grammar: {}",
                self.grammar_source,
                r.name,
                r.describe(),
                plain_form(&r.spec_form),
                plain_form(&r.grammar_form)
            );
            for note in &r.notes {
                let _ = writeln!(msg, "    note: {note}");
            }
        }
        if msg.is_empty() {
            Ok(())
        } else {
            Err(msg)
        }
    }
}

/// What changed for one production between two editions.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Change {
    /// Same definition (plain forms agree).
    Same,
    /// Same definition after accepted rewrites.
    SameAfterRewrite(Vec<Rewrite>),
    /// Only the order of alternatives changed.
    Reordered,
    /// The definition changed.
    Changed,
    /// Only in the later edition.
    Added,
    /// Only in the earlier edition.
    Dropped,
}

impl Change {
    /// How the report prints the change.
    pub fn describe(&self) -> String {
        match self {
            Change::Same => "same".to_owned(),
            Change::SameAfterRewrite(rw) => same_after(rw),
            Change::Reordered => "alternatives reordered".to_owned(),
            Change::Changed => "changed".to_owned(),
            Change::Added => "added".to_owned(),
            Change::Dropped => "dropped".to_owned(),
        }
    }
}

/// One production in an editions diff.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditionRow {
    /// The production (mapped name).
    pub name: String,
    /// The change.
    pub change: Change,
    /// The earlier edition's normalised form (empty when added).
    pub a_form: Vec<Token>,
    /// The later edition's normalised form (empty when dropped).
    pub b_form: Vec<Token>,
    /// Remarks (a misprinted name).
    pub notes: Vec<String>,
}

/// Two spec editions compared production by production.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditionsReport {
    /// The earlier edition's name.
    pub a: String,
    /// The later edition's name.
    pub b: String,
    /// One row per production: B's order, each dropped production after the
    /// production it followed in A.
    pub rows: Vec<EditionRow>,
    /// The names as each edition prints them (A's, B's), for the text.
    pub(crate) printed: [render::Printed; 2],
}

impl EditionsReport {
    fn count(&self, f: impl Fn(&Change) -> bool) -> usize {
        self.rows.iter().filter(|r| f(&r.change)).count()
    }

    /// "N productions: ... same, ... changed, ... added, ... dropped".
    pub fn summary(&self) -> String {
        format!(
            "{} productions: {} same, {} same after accepted rewrite, {} reordered, {} changed, {} added, {} dropped",
            self.rows.len(),
            self.count(|c| matches!(c, Change::Same)),
            self.count(|c| matches!(c, Change::SameAfterRewrite(_))),
            self.count(|c| matches!(c, Change::Reordered)),
            self.count(|c| matches!(c, Change::Changed)),
            self.count(|c| matches!(c, Change::Added)),
            self.count(|c| matches!(c, Change::Dropped)),
        )
    }
}
