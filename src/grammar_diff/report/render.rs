//! The reports as text and as Markdown. The text names what each verdict
//! tells ([`Tone`]) and leaves showing it (a terminal's colours) to the
//! caller: the library writes no escape codes.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::*;

/// What a span of a report's text tells, for a caller that shows it (the
/// command line paints each in its colour). The spans are the verdicts and
/// changes of the rules, and the tokens of a normal form that differ from the
/// other side's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tone {
    /// A verdict that fails the gate (an untagged deviation, a missing rule, a
    /// rule out of order), or a production the newer edition dropped.
    Fail,
    /// A tagged deviation or an extra rule; a production changed or moved.
    Warn,
    /// A verdict that passes; a production the newer edition added.
    Pass,
    /// A token only the spec's form (or the older edition's) has.
    SpecToken,
    /// A token only the grammar's form (or the newer edition's) has.
    GrammarToken,
}

/// Shows a span of text in a [`Tone`]: returns what to print for it.
pub type Toner<'a> = &'a dyn Fn(Tone, &str) -> String;

impl Report {
    /// The report as plain text, the differing tokens marked `«...»`.
    pub fn to_text(&self) -> String {
        self.text(Paint { tone: None })
    }

    /// The report as text, each verdict and differing token (unmarked: `tone` marks them) shown by `tone`.
    pub fn to_text_toned(&self, tone: Toner<'_>) -> String {
        self.text(Paint { tone: Some(tone) })
    }
}

impl EditionsReport {
    /// The editions diff as plain text, the differing tokens marked `«...»`.
    pub fn to_text(&self) -> String {
        self.text(Paint { tone: None })
    }

    /// The editions diff as text, each change and differing token shown by `tone`.
    pub fn to_text_toned(&self, tone: Toner<'_>) -> String {
        self.text(Paint { tone: Some(tone) })
    }
}

/// The names as the documents print them, by the names the comparison uses
/// (the name map of `grammar/README.md`: `-` written `_`, `+` written
/// `_plus`): a report shows `hier-part` where RFC 3986 §3 prints it, never
/// the `.pest` file's `hier_part`. A name printed as it is mapped, or a
/// misprinted one (draft 03's `ur l`, which the report notes), is shown as
/// mapped.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Printed(BTreeMap<String, String>);

impl Printed {
    /// The map of `printed` names (each as the document prints it).
    pub(crate) fn of<'a>(printed: impl Iterator<Item = &'a str>) -> Self {
        Printed(
            printed
                .filter(|name| !name.contains(' '))
                .filter_map(|name| {
                    let mapped = normalize::map_name(name);
                    (mapped != name).then(|| (mapped, name.to_owned()))
                })
                .collect(),
        )
    }

    /// The printed name of a mapped one.
    fn name<'a>(&'a self, mapped: &'a str) -> &'a str {
        self.0.get(mapped).map_or(mapped, String::as_str)
    }

    /// A token of a normal form with each rule name in it printed (a
    /// quoted literal is left as it is).
    fn token(&self, token: &str) -> String {
        if self.0.is_empty() {
            return token.to_owned();
        }
        let mut out = String::with_capacity(token.len());
        let mut name = String::new();
        let mut quote: Option<char> = None;
        for c in token.chars() {
            let in_name = quote.is_none() && (c.is_ascii_alphanumeric() || c == '_');
            if in_name {
                name.push(c);
                continue;
            }
            out.push_str(self.name(&name));
            name.clear();
            match quote {
                Some(q) if q == c => quote = None,
                None if c == '"' || c == '\'' => quote = Some(c),
                _ => {}
            }
            out.push(c);
        }
        out.push_str(self.name(&name));
        out
    }

    /// The tokens with their names printed.
    fn tokens(&self, tokens: &[Token]) -> Vec<Token> {
        tokens
            .iter()
            .map(|t| Token {
                text: self.token(&t.text),
                differs: t.differs,
            })
            .collect()
    }
}

impl Report {
    /// The printed names of the spec's rules.
    fn printed(&self) -> Printed {
        Printed::of(self.rules.iter().filter_map(|r| r.spec_name.as_deref()))
    }

    fn text(&self, paint: Paint<'_>) -> String {
        let printed = self.printed();
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
        let width = name_width(self.rules.iter().map(|r| printed.name(&r.name)));
        for r in &self.rules {
            let verdict = r.describe();
            let verdict = match (&r.verdict, r.out_of_order) {
                (Verdict::DeviatesUntagged | Verdict::Missing | Verdict::ExtraUntagged, _)
                | (_, true) => paint.wrap(Tone::Fail, &verdict),
                (Verdict::Deviates(_) | Verdict::Extra, _) => paint.wrap(Tone::Warn, &verdict),
                _ => paint.wrap(Tone::Pass, &verdict),
            };
            let _ = writeln!(out, "{:width$}  {}", printed.name(&r.name), verdict);
            if let (Some(s), Some(g)) = (&r.spec_name, &r.grammar_name)
                && normalize::map_name(s) != *g
            {
                let _ = writeln!(out, "{:width$}    printed as `{s}`", "");
            }
            for note in &r.notes {
                let _ = writeln!(out, "{:width$}    note: {note}", "");
            }
            if r.shows_forms() {
                let _ = writeln!(
                    out,
                    "{:width$}    spec:    {}",
                    "",
                    paint.form(&printed.tokens(&r.spec_form), true)
                );
                let _ = writeln!(
                    out,
                    "{:width$}    grammar: {}",
                    "",
                    paint.form(&printed.tokens(&r.grammar_form), false)
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
        let printed = self.printed();
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
                (
                    md_form(&printed.tokens(&r.spec_form)),
                    md_form(&printed.tokens(&r.grammar_form)),
                )
            } else {
                (String::new(), String::new())
            };
            let mut verdict = md_escape(&r.describe());
            for note in &r.notes {
                verdict.push_str("<br>");
                verdict.push_str(&md_escape(note));
            }
            let name = printed.name(&r.name);
            let _ = writeln!(out, "| `{name}` | {verdict} | {s} | {g} |");
        }
        let _ = writeln!(out, "\n**Summary:** {}", self.summary());
        out
    }
}

impl EditionsReport {
    /// A row's production as the later edition prints it, or the earlier
    /// one for a production it dropped.
    fn row_name<'a>(&'a self, row: &'a EditionRow) -> &'a str {
        match row.change {
            Change::Dropped => self.printed[0].name(&row.name),
            _ => self.printed[1].name(&row.name),
        }
    }

    fn text(&self, paint: Paint<'_>) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "editions: {} -> {}", self.a, self.b);
        let width = name_width(self.rows.iter().map(|r| self.row_name(r)));
        for r in &self.rows {
            let change = r.change.describe();
            let change = match r.change {
                Change::Added => paint.wrap(Tone::Pass, &change),
                Change::Dropped => paint.wrap(Tone::Fail, &change),
                Change::Changed | Change::Reordered => paint.wrap(Tone::Warn, &change),
                _ => change,
            };
            let _ = writeln!(out, "{:width$}  {}", self.row_name(r), change);
            for note in &r.notes {
                let _ = writeln!(out, "{:width$}    note: {note}", "");
            }
            // The forms the change concerns: the old edition's, the new one's, or both.
            let (old, new) = match r.change {
                Change::Added => (false, true),
                Change::Dropped => (true, false),
                Change::Changed | Change::Reordered => (true, true),
                _ => (false, false),
            };
            for (shown, edition, form, printed, spec_side) in [
                (old, &self.a, &r.a_form, &self.printed[0], true),
                (new, &self.b, &r.b_form, &self.printed[1], false),
            ] {
                if shown {
                    let form = paint.form(&printed.tokens(form), spec_side);
                    let _ = writeln!(out, "{:width$}    {edition}: {form}", "");
                }
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
                self.row_name(r),
                change,
                md_form(&self.printed[0].tokens(&r.a_form)),
                md_form(&self.printed[1].tokens(&r.b_form))
            );
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
pub(super) fn plain_form(tokens: &[Token]) -> String {
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

/// How the text shows its spans: plain, or through the caller's toner.
#[derive(Clone, Copy)]
struct Paint<'a> {
    tone: Option<Toner<'a>>,
}

impl Paint<'_> {
    fn wrap(&self, tone: Tone, s: &str) -> String {
        match self.tone {
            Some(show) => show(tone, s),
            None => s.to_owned(),
        }
    }
    fn form(&self, tokens: &[Token], spec_side: bool) -> String {
        if self.tone.is_none() {
            return plain_form(tokens);
        }
        if tokens.is_empty() {
            return "-".to_owned();
        }
        let tone = if spec_side {
            Tone::SpecToken
        } else {
            Tone::GrammarToken
        };
        normalize::join(tokens.iter().map(|t| {
            let shown = if t.differs {
                self.wrap(tone, &t.text)
            } else {
                t.text.clone()
            };
            (t.text.as_str(), shown)
        }))
    }
}

/// The width of the name column: the longest name, at least 4.
fn name_width<'a>(names: impl Iterator<Item = &'a str>) -> usize {
    names.map(str::len).max().unwrap_or(0).max(4)
}
