//! Per-rule verdicts and their rendering: text (optionally coloured) and
//! Markdown; the binary renders JSON from the public fields.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;

use super::bnf::{self, Notation};
use super::normalize::{self, Rewrite};

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
    /// In the grammar, not in the spec.
    Extra,
}

impl Verdict {
    /// The verdict as the report prints it.
    pub fn describe(&self) -> String {
        match self {
            Verdict::Same => "same".to_owned(),
            Verdict::SameAfterRewrite(rw) => {
                let names: Vec<&str> = rw.iter().map(|r| r.describe()).collect();
                format!("same after accepted rewrite ({})", names.join("; "))
            }
            Verdict::Deviates(kinds) => format!("deviates (tagged: {})", kinds.join(", ")),
            Verdict::DeviatesUntagged => "DEVIATES (untagged)".to_owned(),
            Verdict::Missing => "missing".to_owned(),
            Verdict::Extra => "extra".to_owned(),
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
        self.out_of_order || matches!(self.verdict, Verdict::DeviatesUntagged | Verdict::Missing)
    }

    /// The verdict with "out of order" in front when it applies.
    pub fn describe(&self) -> String {
        if self.out_of_order {
            format!("out of order; {}", self.verdict.describe())
        } else {
            self.verdict.describe()
        }
    }

    fn shows_forms(&self) -> bool {
        matches!(
            self.verdict,
            Verdict::Deviates(_) | Verdict::DeviatesUntagged
        )
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
                Verdict::DeviatesUntagged => s.deviates_untagged += 1,
                Verdict::Missing => s.missing += 1,
                Verdict::Extra => s.extra += 1,
            }
            if r.out_of_order {
                s.out_of_order += 1;
            }
        }
        s
    }

    /// Whether the grammar passes: no untagged deviation, missing rule or
    /// rule out of order.
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

    /// The report as text; `color` adds ANSI colours (for a terminal).
    pub fn to_text(&self, color: bool) -> String {
        let paint = Paint { on: color };
        let mut out = String::new();
        let _ = writeln!(
            out,
            "grammar-diff: {} against {}",
            self.grammar_source, self.spec_source
        );
        let _ = writeln!(out, "{}", block_line(&self.block, "block"));
        if self.blocks.len() > 1 {
            for b in self.blocks.iter().filter(|b| b.index != self.block.index) {
                let _ = writeln!(out, "{}", block_line(b, "other block"));
            }
        }
        let width = self
            .rules
            .iter()
            .map(|r| r.name.len())
            .max()
            .unwrap_or(0)
            .max(4);
        for r in &self.rules {
            let verdict = r.describe();
            let verdict = match (&r.verdict, r.out_of_order) {
                (Verdict::DeviatesUntagged | Verdict::Missing, _) | (_, true) => {
                    paint.red_bold(&verdict)
                }
                (Verdict::Deviates(_) | Verdict::Extra, _) => paint.yellow(&verdict),
                _ => paint.green(&verdict),
            };
            let _ = writeln!(out, "{:width$}  {}", r.name, verdict);
            if let (Some(s), Some(g)) = (&r.spec_name, &r.grammar_name) {
                if normalize::map_name(s) != *g {
                    let _ = writeln!(out, "{:width$}    printed as `{s}`", "");
                }
            }
            for note in &r.notes {
                let _ = writeln!(out, "{:width$}    note: {note}", "");
            }
            if r.shows_forms() {
                let _ = writeln!(
                    out,
                    "{:width$}    spec:    {}",
                    "",
                    paint.form(&r.spec_form, true)
                );
                let _ = writeln!(
                    out,
                    "{:width$}    grammar: {}",
                    "",
                    paint.form(&r.grammar_form, false)
                );
            }
        }
        let _ = writeln!(out, "summary: {}", self.summary());
        let _ = writeln!(
            out,
            "result: {}",
            if self.passes() { "pass" } else { "FAIL" }
        );
        out
    }

    /// The report as a Markdown table, ready to paste into a pull request.
    pub fn to_markdown(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "### grammar-diff: `{}` against {}\n",
            self.grammar_source, self.spec_source
        );
        let _ = writeln!(out, "{}\n", md_escape(&block_line(&self.block, "Block")));
        out.push_str("| rule | verdict | spec (normalised) | grammar (normalised) |\n| --- | --- | --- | --- |\n");
        for r in &self.rules {
            let (s, g) = if r.shows_forms() {
                (md_form(&r.spec_form), md_form(&r.grammar_form))
            } else {
                (String::new(), String::new())
            };
            let mut verdict = md_escape(&r.describe());
            for note in &r.notes {
                verdict.push_str("<br>");
                verdict.push_str(&md_escape(note));
            }
            let _ = writeln!(out, "| `{}` | {} | {} | {} |", r.name, verdict, s, g);
        }
        let _ = writeln!(out, "\n**Summary:** {}", self.summary());
        out
    }
}

fn block_line(b: &BlockInfo, what: &str) -> String {
    let heading = if b.heading.is_empty() {
        "(whole file)".to_owned()
    } else {
        format!("\"{}\"", b.heading)
    };
    let end = match &b.end_marker {
        Some(m) => format!(", ends at \"{m}\""),
        None => String::new(),
    };
    format!(
        "{what} {}: {heading} at line {} ({} notation, {} productions, {} named by the grammar{end})",
        b.index, b.line, b.notation, b.rules, b.matching
    )
}

/// A normalised form as one line, without the marks of the differing
/// tokens (`None` when the side is empty: a missing or an extra rule).
pub fn form_text(tokens: &[Token]) -> Option<String> {
    if tokens.is_empty() {
        None
    } else {
        Some(normalize::join(
            tokens.iter().map(|t| (t.text.as_str(), t.text.clone())),
        ))
    }
}

/// A normalised form with the differing tokens marked `«...»` (plain text).
fn plain_form(tokens: &[Token]) -> String {
    if tokens.is_empty() {
        return "-".to_owned();
    }
    normalize::join(tokens.iter().map(|t| {
        let shown = if t.differs {
            format!("«{}»", t.text)
        } else {
            t.text.clone()
        };
        (t.text.as_str(), shown)
    }))
}

fn md_escape(s: &str) -> String {
    s.replace('|', "\\|")
        .replace('*', "\\*")
        .replace('_', "\\_")
        .replace('<', "&lt;")
}

/// A normalised form in Markdown: runs of equal tokens as one code span,
/// the differing runs in bold.
fn md_form(tokens: &[Token]) -> String {
    let mut groups: Vec<(bool, Vec<&Token>)> = Vec::new();
    for t in tokens {
        match groups.last_mut() {
            Some((d, g)) if *d == t.differs => g.push(t),
            _ => groups.push((t.differs, vec![t])),
        }
    }
    let spans: Vec<String> = groups
        .iter()
        .map(|(differs, g)| {
            let text = normalize::join(g.iter().map(|t| (t.text.as_str(), t.text.clone())));
            let code = format!("`{}`", text.replace('|', "\\|").replace('`', "'"));
            if *differs {
                format!("**{code}**")
            } else {
                code
            }
        })
        .collect();
    spans.join(" ")
}

struct Paint {
    on: bool,
}

impl Paint {
    fn wrap(&self, code: &str, s: &str) -> String {
        if self.on {
            format!("\u{1b}[{code}m{s}\u{1b}[0m")
        } else {
            s.to_owned()
        }
    }
    fn red_bold(&self, s: &str) -> String {
        self.wrap("1;31", s)
    }
    fn yellow(&self, s: &str) -> String {
        self.wrap("33", s)
    }
    fn green(&self, s: &str) -> String {
        self.wrap("32", s)
    }
    fn form(&self, tokens: &[Token], spec_side: bool) -> String {
        if !self.on {
            return plain_form(tokens);
        }
        if tokens.is_empty() {
            return "-".to_owned();
        }
        let code = if spec_side { "1;31" } else { "1;32" };
        normalize::join(tokens.iter().map(|t| {
            let shown = if t.differs {
                self.wrap(code, &t.text)
            } else {
                t.text.clone()
            };
            (t.text.as_str(), shown)
        }))
    }
}

/// Mark the tokens of `a` and `b` outside their longest common subsequence.
fn highlight(a: &[String], b: &[String]) -> (Vec<Token>, Vec<Token>) {
    let (n, m) = (a.len(), b.len());
    // Forms are short (a few dozen tokens); a full table is fine, but cap it.
    if n.saturating_mul(m) > 1_000_000 {
        let all = |v: &[String]| {
            v.iter()
                .map(|t| Token {
                    text: t.clone(),
                    differs: true,
                })
                .collect()
        };
        return (all(a), all(b));
    }
    let mut lcs = vec![vec![0u32; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if a[i] == b[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let mut ta: Vec<Token> = a
        .iter()
        .map(|t| Token {
            text: t.clone(),
            differs: true,
        })
        .collect();
    let mut tb: Vec<Token> = b
        .iter()
        .map(|t| Token {
            text: t.clone(),
            differs: true,
        })
        .collect();
    let (mut i, mut j) = (0, 0);
    while i < n && j < m {
        if a[i] == b[j] {
            ta[i].differs = false;
            tb[j].differs = false;
            i += 1;
            j += 1;
        } else if lcs[i + 1][j] >= lcs[i][j + 1] {
            i += 1;
        } else {
            j += 1;
        }
    }
    (ta, tb)
}

fn unmarked(e: &bnf::Expr) -> Vec<Token> {
    normalize::tokens(e)
        .into_iter()
        .map(|text| Token {
            text,
            differs: false,
        })
        .collect()
}

/// The backquoted pieces of a text (`printed `ur l`; read as `url``).
fn backquoted(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// The positions (in `seq`) of a longest strictly increasing subsequence.
fn lis(seq: &[usize]) -> BTreeSet<usize> {
    let n = seq.len();
    let mut len = vec![1usize; n];
    let mut prev = vec![usize::MAX; n];
    for i in 0..n {
        for j in 0..i {
            if seq[j] < seq[i] && len[j] + 1 > len[i] {
                len[i] = len[j] + 1;
                prev[i] = j;
            }
        }
    }
    let mut keep = BTreeSet::new();
    let Some(mut k) = (0..n).max_by_key(|&i| (len[i], std::cmp::Reverse(i))) else {
        return keep;
    };
    loop {
        keep.insert(k);
        if prev[k] == usize::MAX {
            break;
        }
        k = prev[k];
    }
    keep
}

/// Compare a spec block's rules with a grammar's rules.
pub(crate) fn diff(
    spec: &[bnf::Rule],
    notation: Notation,
    grammar: &[bnf::Rule],
) -> Vec<RuleReport> {
    let grammar: Vec<&bnf::Rule> = grammar.iter().filter(|g| !g.entry_point).collect();
    let mut spec_index: HashMap<String, usize> = HashMap::new();
    for (i, s) in spec.iter().enumerate() {
        spec_index.entry(normalize::map_name(&s.name)).or_insert(i);
    }
    // Pair by name, then by a typo tag quoting a printed name.
    let mut pair_of_grammar: Vec<Option<usize>> = vec![None; grammar.len()];
    let mut paired_spec: Vec<Option<usize>> = vec![None; spec.len()];
    for (gi, g) in grammar.iter().enumerate() {
        if let Some(&si) = spec_index.get(&g.name) {
            if paired_spec[si].is_none() {
                paired_spec[si] = Some(gi);
                pair_of_grammar[gi] = Some(si);
            }
        }
    }
    let mut typo_notes: HashMap<usize, String> = HashMap::new();
    for (gi, g) in grammar.iter().enumerate() {
        if pair_of_grammar[gi].is_some() {
            continue;
        }
        let quoted: Vec<&str> = g
            .deviations
            .iter()
            .filter(|d| d.kind == "typo")
            .flat_map(|d| backquoted(&d.text))
            .collect();
        let found = spec.iter().enumerate().find(|(si, s)| {
            paired_spec[*si].is_none()
                && quoted.iter().any(|q| {
                    *q == s.name
                        || q.strip_prefix(s.name.as_str())
                            .is_some_and(|rest| rest.starts_with("  "))
                })
        });
        if let Some((si, s)) = found {
            paired_spec[si] = Some(gi);
            pair_of_grammar[gi] = Some(si);
            typo_notes.insert(
                gi,
                format!(
                    "paired with the printed `{}` by its DEVIATION(typo)",
                    s.name
                ),
            );
        }
    }

    // Character classes of each side, for the class-expansion rewrite.
    let spec_full: Vec<(String, bnf::Expr)> = spec
        .iter()
        .map(|s| {
            (
                normalize::map_name(&s.name),
                normalize::full(&s.name, &s.expr).0,
            )
        })
        .collect();
    let grammar_full: Vec<(String, bnf::Expr)> = grammar
        .iter()
        .map(|g| (g.name.clone(), normalize::full(&g.name, &g.expr).0))
        .collect();
    let spec_classes = normalize::classes(&spec_full);
    let grammar_classes = normalize::classes(&grammar_full);

    // Order: the paired rules, in grammar order, should have rising spec indices.
    let paired: Vec<(usize, usize)> = pair_of_grammar
        .iter()
        .enumerate()
        .filter_map(|(gi, si)| si.map(|si| (gi, si)))
        .collect();
    let in_order = lis(&paired.iter().map(|&(_, si)| si).collect::<Vec<_>>());
    let mut out_of_order_grammar: BTreeSet<usize> = BTreeSet::new();
    for (k, &(gi, _)) in paired.iter().enumerate() {
        if !in_order.contains(&k) {
            out_of_order_grammar.insert(gi);
        }
    }

    let mut rows: Vec<RuleReport> = Vec::new();
    let mut row_of_spec: Vec<usize> = vec![0; spec.len()];
    for (si, s) in spec.iter().enumerate() {
        row_of_spec[si] = rows.len();
        let row = match paired_spec[si] {
            None => RuleReport {
                name: normalize::map_name(&s.name),
                spec_name: Some(s.name.clone()),
                grammar_name: None,
                spec_line: Some(s.line),
                grammar_line: None,
                verdict: Verdict::Missing,
                out_of_order: false,
                spec_form: unmarked(&normalize::full(&s.name, &s.expr).0),
                grammar_form: Vec::new(),
                notes: Vec::new(),
            },
            Some(gi) => {
                let g = grammar[gi];
                let mut row = compare(s, g, &spec_classes, &grammar_classes);
                if let Some(note) = citation_note(s, notation, g) {
                    row.notes.push(note);
                }
                row.out_of_order = out_of_order_grammar.contains(&gi);
                if let Some(note) = typo_notes.remove(&gi) {
                    row.notes.insert(0, note);
                    // A renamed rule is a deviation even when the bodies agree.
                    if matches!(row.verdict, Verdict::Same | Verdict::SameAfterRewrite(_)) {
                        row.verdict = Verdict::Deviates(kinds(g));
                    }
                }
                row
            }
        };
        rows.push(row);
    }
    // Extra grammar rules go after the row of the grammar rule before them.
    let mut inserted = 0;
    let mut after: Vec<(usize, RuleReport)> = Vec::new();
    for (gi, g) in grammar.iter().enumerate() {
        if pair_of_grammar[gi].is_some() {
            continue;
        }
        let anchor = (0..gi)
            .rev()
            .find_map(|k| pair_of_grammar[k].map(|si| row_of_spec[si] + 1))
            .unwrap_or(0);
        after.push((
            anchor,
            RuleReport {
                name: g.name.clone(),
                spec_name: None,
                grammar_name: Some(g.name.clone()),
                spec_line: None,
                grammar_line: Some(g.line),
                verdict: Verdict::Extra,
                out_of_order: false,
                spec_form: Vec::new(),
                grammar_form: unmarked(&normalize::full(&g.name, &g.expr).0),
                notes: kinds(g)
                    .into_iter()
                    .map(|k| format!("tagged {k}"))
                    .collect(),
            },
        ));
    }
    // Stable: extras with the same anchor keep grammar order.
    let mut by_anchor: Vec<(usize, usize, RuleReport)> = after
        .into_iter()
        .enumerate()
        .map(|(k, (a, r))| (a, k, r))
        .collect();
    by_anchor.sort_by_key(|(a, k, _)| (*a, *k));
    for (anchor, _, row) in by_anchor {
        rows.insert(anchor + inserted, row);
        inserted += 1;
    }
    rows
}

/// Whether the `///` citation of a grammar rule quotes the production as
/// printed (`grammar/README.md`: "The `///` line above each rule cites the
/// document and the production as printed"), white space collapsed; `...` in the citation stands for any
/// run of tokens (`alpha  a | b | ... | z`). A note when it does not.
fn citation_note(s: &bnf::Rule, notation: Notation, g: &bnf::Rule) -> Option<String> {
    if g.printed.is_empty() {
        return None;
    }
    let printed = match notation {
        Notation::Rfc822 => format!("{} = {}", s.name, s.printed),
        Notation::Tbl | Notation::Pest => format!("{} {}", s.name, s.printed),
    };
    let want: Vec<&str> = printed.split_whitespace().collect();
    let cited: Vec<&str> = g.printed.split_whitespace().collect();
    if glob_tokens(&cited, &want) {
        None
    } else {
        Some(format!(
            "the citation quotes `{}`; printed: `{}`",
            g.printed,
            printed.trim_end()
        ))
    }
}

/// Token match where a `...` token of `pattern` matches any run of tokens.
fn glob_tokens(pattern: &[&str], text: &[&str]) -> bool {
    // reach[j]: the pattern so far can end just before text[j].
    let mut reach = vec![false; text.len() + 1];
    reach[0] = true;
    for p in pattern {
        let mut next = vec![false; text.len() + 1];
        if *p == "..." {
            let mut any = false;
            for j in 0..=text.len() {
                any |= reach[j];
                next[j] = any;
            }
        } else {
            for j in 0..text.len() {
                if reach[j] && text[j] == *p {
                    next[j + 1] = true;
                }
            }
        }
        reach = next;
    }
    reach[text.len()]
}

/// When both sides are character sets, which characters only one side has
/// (`safe`: "`&` only in the spec").
fn set_note(a: &bnf::Expr, a_name: &str, b: &bnf::Expr, b_name: &str) -> Option<String> {
    let (bnf::Expr::Set(x), bnf::Expr::Set(y)) = (a, b) else {
        return None;
    };
    let show = |cs: Vec<char>| {
        cs.iter()
            .map(|c| {
                if *c == ' ' {
                    "space".to_owned()
                } else {
                    format!("`{c}`")
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let (only_a, only_b) = (x.minus(y), y.minus(x));
    let mut parts = Vec::new();
    if !only_a.is_empty() {
        parts.push(format!("only in {a_name}: {}", show(only_a)));
    }
    if !only_b.is_empty() {
        parts.push(format!("only in {b_name}: {}", show(only_b)));
    }
    (!parts.is_empty()).then(|| format!("character set differs: {}", parts.join("; ")))
}

/// The distinct `DEVIATION` kinds of a rule, in tag order.
fn kinds(g: &bnf::Rule) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for d in &g.deviations {
        if !out.contains(&d.kind) {
            out.push(d.kind.clone());
        }
    }
    out
}

fn compare(
    s: &bnf::Rule,
    g: &bnf::Rule,
    spec_classes: &HashMap<String, bnf::CharSet>,
    grammar_classes: &HashMap<String, bnf::CharSet>,
) -> RuleReport {
    let plain_s = normalize::plain(&s.name, &s.expr);
    let plain_g = normalize::plain(&g.name, &g.expr);
    let (full_s, rw_s) = normalize::full(&s.name, &s.expr);
    let (full_g, rw_g) = normalize::full(&g.name, &g.expr);
    let mut notes = Vec::new();
    let tags = kinds(g);
    let verdict = if plain_s == plain_g {
        Verdict::Same
    } else if full_s == full_g {
        Verdict::SameAfterRewrite(rw_s.union(&rw_g).copied().collect())
    } else if normalize::expand(&s.name, &s.expr, spec_classes)
        == normalize::expand(&g.name, &g.expr, grammar_classes)
    {
        let mut rw: BTreeSet<Rewrite> = rw_s.union(&rw_g).copied().collect();
        rw.insert(Rewrite::ClassExpansion);
        Verdict::SameAfterRewrite(rw.into_iter().collect())
    } else {
        if normalize::sorted_choices(&full_s) == normalize::sorted_choices(&full_g) {
            notes.push("only the order of alternatives differs (PEG order matters)".to_owned());
        }
        notes.extend(set_note(
            &normalize::expand(&s.name, &s.expr, spec_classes),
            "the spec",
            &normalize::expand(&g.name, &g.expr, grammar_classes),
            "the grammar",
        ));
        if tags.is_empty() {
            Verdict::DeviatesUntagged
        } else {
            Verdict::Deviates(tags.clone())
        }
    };
    if matches!(verdict, Verdict::Same | Verdict::SameAfterRewrite(_)) && !tags.is_empty() {
        notes.push(format!(
            "tagged {}: verified equivalent to the printed rule",
            tags.join(", ")
        ));
    }
    let (spec_form, grammar_form) =
        highlight(&normalize::tokens(&full_s), &normalize::tokens(&full_g));
    RuleReport {
        name: g.name.clone(),
        spec_name: Some(s.name.clone()),
        grammar_name: Some(g.name.clone()),
        spec_line: Some(s.line),
        grammar_line: Some(g.line),
        verdict,
        out_of_order: false,
        spec_form,
        grammar_form,
        notes,
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
            Change::SameAfterRewrite(rw) => {
                let names: Vec<&str> = rw.iter().map(|r| r.describe()).collect();
                format!("same after accepted rewrite ({})", names.join("; "))
            }
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
}

/// The key a production is matched by across editions: the mapped name,
/// with the spaces of a misprinted name (draft 03's `ur l`) removed, since no
/// rule name of either notation holds a space.
fn edition_key(name: &str) -> String {
    normalize::map_name(&name.replace(' ', ""))
}

fn misprint_note(name: &str) -> Vec<String> {
    if name.contains(' ') {
        vec![format!("printed `{name}`")]
    } else {
        Vec::new()
    }
}

pub(crate) fn editions(
    a_name: &str,
    a: &[bnf::Rule],
    b_name: &str,
    b: &[bnf::Rule],
) -> EditionsReport {
    let a_map: HashMap<String, usize> = a
        .iter()
        .enumerate()
        .rev()
        .map(|(i, r)| (edition_key(&r.name), i))
        .collect();
    let b_map: HashMap<String, usize> = b
        .iter()
        .enumerate()
        .rev()
        .map(|(i, r)| (edition_key(&r.name), i))
        .collect();
    let classes = |rules: &[bnf::Rule]| {
        let full: Vec<(String, bnf::Expr)> = rules
            .iter()
            .map(|r| {
                (
                    normalize::map_name(&r.name),
                    normalize::full(&r.name, &r.expr).0,
                )
            })
            .collect();
        normalize::classes(&full)
    };
    let (a_classes, b_classes) = (classes(a), classes(b));
    let mut rows = Vec::new();
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let row_for_a = |r: &bnf::Rule| EditionRow {
        name: edition_key(&r.name),
        change: Change::Dropped,
        a_form: unmarked(&normalize::full(&r.name, &r.expr).0),
        b_form: Vec::new(),
        notes: misprint_note(&r.name),
    };
    // Dropped productions of A that come before A's first shared one.
    let mut ai = 0;
    for rb in b {
        let name = edition_key(&rb.name);
        if !seen.insert(name.clone()) {
            continue;
        }
        match a_map.get(&name) {
            Some(&i) => {
                // A's dropped productions up to this shared one.
                while ai < i {
                    let ra = &a[ai];
                    let n = edition_key(&ra.name);
                    if !b_map.contains_key(&n) && seen.insert(n) {
                        rows.push(row_for_a(ra));
                    }
                    ai += 1;
                }
                ai = ai.max(i + 1);
                let ra = &a[i];
                let (fa, rwa) = normalize::full(&ra.name, &ra.expr);
                let (fb, rwb) = normalize::full(&rb.name, &rb.expr);
                let change = if normalize::plain(&ra.name, &ra.expr)
                    == normalize::plain(&rb.name, &rb.expr)
                {
                    Change::Same
                } else if fa == fb {
                    Change::SameAfterRewrite(rwa.union(&rwb).copied().collect())
                } else if normalize::expand(&ra.name, &ra.expr, &a_classes)
                    == normalize::expand(&rb.name, &rb.expr, &b_classes)
                {
                    let mut rw: BTreeSet<Rewrite> = rwa.union(&rwb).copied().collect();
                    rw.insert(Rewrite::ClassExpansion);
                    Change::SameAfterRewrite(rw.into_iter().collect())
                } else if normalize::sorted_choices(&fa) == normalize::sorted_choices(&fb) {
                    Change::Reordered
                } else {
                    Change::Changed
                };
                let (a_form, b_form) = match change {
                    Change::Changed | Change::Reordered => {
                        highlight(&normalize::tokens(&fa), &normalize::tokens(&fb))
                    }
                    _ => (unmarked(&fa), unmarked(&fb)),
                };
                let mut notes = misprint_note(&ra.name);
                notes.extend(misprint_note(&rb.name));
                if change == Change::Changed {
                    notes.extend(set_note(
                        &normalize::expand(&ra.name, &ra.expr, &a_classes),
                        a_name,
                        &normalize::expand(&rb.name, &rb.expr, &b_classes),
                        b_name,
                    ));
                }
                rows.push(EditionRow {
                    name,
                    change,
                    a_form,
                    b_form,
                    notes,
                });
            }
            None => rows.push(EditionRow {
                name,
                change: Change::Added,
                a_form: Vec::new(),
                b_form: unmarked(&normalize::full(&rb.name, &rb.expr).0),
                notes: misprint_note(&rb.name),
            }),
        }
    }
    for ra in &a[ai.min(a.len())..] {
        let n = edition_key(&ra.name);
        if !b_map.contains_key(&n) && seen.insert(n) {
            rows.push(row_for_a(ra));
        }
    }
    EditionsReport {
        a: a_name.to_owned(),
        b: b_name.to_owned(),
        rows,
    }
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

    /// The editions diff as text; `color` adds ANSI colours.
    pub fn to_text(&self, color: bool) -> String {
        let paint = Paint { on: color };
        let mut out = String::new();
        let _ = writeln!(out, "editions: {} -> {}", self.a, self.b);
        let width = self
            .rows
            .iter()
            .map(|r| r.name.len())
            .max()
            .unwrap_or(0)
            .max(4);
        for r in &self.rows {
            let change = r.change.describe();
            let change = match r.change {
                Change::Added => paint.green(&change),
                Change::Dropped => paint.red_bold(&change),
                Change::Changed | Change::Reordered => paint.yellow(&change),
                _ => change,
            };
            let _ = writeln!(out, "{:width$}  {}", r.name, change);
            for note in &r.notes {
                let _ = writeln!(out, "{:width$}    note: {note}", "");
            }
            match r.change {
                Change::Added => {
                    let _ = writeln!(
                        out,
                        "{:width$}    {}: {}",
                        "",
                        self.b,
                        paint.form(&r.b_form, false)
                    );
                }
                Change::Dropped => {
                    let _ = writeln!(
                        out,
                        "{:width$}    {}: {}",
                        "",
                        self.a,
                        paint.form(&r.a_form, true)
                    );
                }
                Change::Changed | Change::Reordered => {
                    let _ = writeln!(
                        out,
                        "{:width$}    {}: {}",
                        "",
                        self.a,
                        paint.form(&r.a_form, true)
                    );
                    let _ = writeln!(
                        out,
                        "{:width$}    {}: {}",
                        "",
                        self.b,
                        paint.form(&r.b_form, false)
                    );
                }
                _ => {}
            }
        }
        let _ = writeln!(out, "summary: {}", self.summary());
        out
    }

    /// The editions diff as a Markdown table.
    pub fn to_markdown(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "### Editions: `{}` → `{}`\n", self.a, self.b);
        let _ = writeln!(
            out,
            "| production | change | `{}` (normalised) | `{}` (normalised) |\n| --- | --- | --- | --- |",
            self.a, self.b
        );
        for r in &self.rows {
            let mut change = md_escape(&r.change.describe());
            for note in &r.notes {
                change.push_str("<br>");
                change.push_str(&md_escape(note));
            }
            let _ = writeln!(
                out,
                "| `{}` | {} | {} | {} |",
                r.name,
                change,
                md_form(&r.a_form),
                md_form(&r.b_form)
            );
        }
        let _ = writeln!(out, "\n**Summary:** {}", self.summary());
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lis_marks_the_moved_rule() {
        // Spec order 0 1 2 3; grammar has 2 before 1.
        let keep = lis(&[0, 2, 1, 3]);
        assert_eq!(keep.len(), 3);
        assert!(keep.contains(&0) && keep.contains(&3));
    }

    #[test]
    fn highlight_marks_differences() {
        let a: Vec<String> = ["x", "y?"].iter().map(|s| s.to_string()).collect();
        let b: Vec<String> = ["x+"].iter().map(|s| s.to_string()).collect();
        let (ta, tb) = highlight(&a, &b);
        assert_eq!(plain_form(&ta), "«x» «y?»");
        assert_eq!(plain_form(&tb), "«x+»");
    }

    #[test]
    fn citation_glob() {
        let t = |s: &'static str| s.split_whitespace().collect::<Vec<_>>();
        assert!(glob_tokens(
            &t("alpha a | ... | z"),
            &t("alpha a | b | c | z")
        ));
        assert!(!glob_tokens(
            &t("alpha a | ... | y"),
            &t("alpha a | b | c | z")
        ));
        assert!(glob_tokens(&t("void"), &t("void")));
    }

    #[test]
    fn backquotes() {
        assert_eq!(backquoted("printed `ur l`; read as `url`"), ["ur l", "url"]);
    }
}
