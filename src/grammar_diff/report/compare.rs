//! Comparing a grammar with a spec block, and two editions with each other:
//! the verdicts, the notes and the marked differences the reports show.

use std::collections::{BTreeSet, HashMap};

use super::*;

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
    // Every token differs until the common subsequence claims it.
    let differing = |side: &[String]| -> Vec<Token> {
        side.iter()
            .map(|t| Token {
                text: t.clone(),
                differs: true,
            })
            .collect()
    };
    let (mut ta, mut tb) = (differing(a), differing(b));
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
    let entries: Vec<&bnf::Rule> = grammar.iter().filter(|g| g.entry_point).collect();
    let grammar: Vec<&bnf::Rule> = grammar.iter().filter(|g| !g.entry_point).collect();
    let mut spec_index: HashMap<String, usize> = HashMap::new();
    for (i, s) in spec.iter().enumerate() {
        spec_index.entry(normalize::map_name(&s.name)).or_insert(i);
    }
    // Pair by name, then by a typo tag quoting a printed name.
    let mut pair_of_grammar: Vec<Option<usize>> = vec![None; grammar.len()];
    let mut paired_spec: Vec<Option<usize>> = vec![None; spec.len()];
    for (gi, g) in grammar.iter().enumerate() {
        if let Some(&si) = spec_index.get(&g.name)
            && paired_spec[si].is_none()
        {
            paired_spec[si] = Some(gi);
            pair_of_grammar[gi] = Some(si);
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
    let spec_full = spec_forms(spec);
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
                entry_point: false,
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
                grammar_form: unmarked(&normalize::full(&g.name, &g.expr).0),
                notes: kinds(g)
                    .into_iter()
                    .map(|k| format!("tagged {k}"))
                    .collect(),
                ..grammar_only(
                    g,
                    if kinds(g).is_empty() {
                        Verdict::ExtraUntagged
                    } else {
                        Verdict::Extra
                    },
                )
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
    // The entry points, last, as in the grammar's trailing section.
    rows.extend(entries.into_iter().map(entry));
    rows
}

/// The first production an expression calls, `SOI` and `EOI` aside: the one
/// an entry point anchors.
fn anchored(e: &bnf::Expr) -> Option<&str> {
    use bnf::Expr as E;
    match e {
        E::Ref(n) if n != "SOI" && n != "EOI" => Some(n),
        E::Seq(v) | E::Choice(v) => v.iter().find_map(anchored),
        E::Opt(x) | E::Rep(x) | E::RepOnce(x) | E::RepRange(x, ..) => anchored(x),
        _ => None,
    }
}

/// The row of an entry point: its body against `SOI r EOI`, `r` the
/// production it anchors. What it adds (a `# fragmentid`, a bare `url`
/// beside `prefixedurl`, a reading of unnamed schemes) deviates, and needs a
/// `DEVIATION` tag as any rule does.
fn entry(g: &bnf::Rule) -> RuleReport {
    let anchor = anchored(&g.expr).unwrap_or_default().to_owned();
    let spec = bnf::Expr::Seq(vec![
        bnf::Expr::Ref("SOI".to_owned()),
        bnf::Expr::Ref(anchor.clone()),
        bnf::Expr::Ref("EOI".to_owned()),
    ]);
    let (full_s, _) = normalize::full(&g.name, &spec);
    let (full_g, _) = normalize::full(&g.name, &g.expr);
    let tags = kinds(g);
    let (spec_form, grammar_form) =
        highlight(&normalize::tokens(&full_s), &normalize::tokens(&full_g));
    // Each production the entry point adds is named in a tag (in backquotes),
    // so a tag removed is missed even when another tag of its kind remains.
    let named: Vec<&str> = g
        .deviations
        .iter()
        .flat_map(|d| backquoted(&d.text))
        .flat_map(|q| q.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')))
        .collect();
    let untold: Vec<&str> = grammar_form
        .iter()
        .filter(|t| t.differs)
        .map(|t| t.text.trim_end_matches(['?', '*', '+']))
        .filter(|t| t.chars().next().is_some_and(|c| c.is_ascii_alphabetic()))
        .filter(|t| t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        .filter(|t| !named.contains(t))
        .collect();
    let mut notes = vec![format!("anchors `{anchor}`")];
    let verdict = if full_s == full_g {
        Verdict::Same
    } else if tags.is_empty() || !untold.is_empty() {
        if !tags.is_empty() {
            notes.push(format!(
                "adds {} with no DEVIATION tag naming it",
                untold
                    .iter()
                    .map(|t| format!("`{t}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        Verdict::DeviatesUntagged
    } else {
        Verdict::Deviates(tags)
    };
    RuleReport {
        entry_point: true,
        spec_form,
        grammar_form,
        notes,
        ..grammar_only(g, verdict)
    }
}

/// The row of a grammar rule the spec block has no production for.
fn grammar_only(g: &bnf::Rule, verdict: Verdict) -> RuleReport {
    RuleReport {
        name: g.name.clone(),
        spec_name: None,
        grammar_name: Some(g.name.clone()),
        spec_line: None,
        grammar_line: Some(g.line),
        verdict,
        out_of_order: false,
        entry_point: false,
        spec_form: Vec::new(),
        grammar_form: Vec::new(),
        notes: Vec::new(),
    }
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
        Notation::Rfc822 | Notation::Abnf => format!("{} = {}", s.name, s.printed),
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
        entry_point: false,
        spec_form,
        grammar_form,
        notes,
    }
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
    // Each production's first rule, by its edition key.
    let index = |rules: &[bnf::Rule]| -> HashMap<String, usize> {
        rules
            .iter()
            .enumerate()
            .rev()
            .map(|(i, r)| (edition_key(&r.name), i))
            .collect()
    };
    let (a_map, b_map) = (index(a), index(b));
    let classes = |rules: &[bnf::Rule]| normalize::classes(&spec_forms(rules));
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
        printed: [a, b].map(|rules| render::Printed::of(rules.iter().map(|r| r.name.as_str()))),
    }
}

/// Each spec rule under its mapped name with its full normal form (for the
/// character classes of a side).
fn spec_forms(rules: &[bnf::Rule]) -> Vec<(String, bnf::Expr)> {
    rules
        .iter()
        .map(|r| {
            (
                normalize::map_name(&r.name),
                normalize::full(&r.name, &r.expr).0,
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lis_marks_the_moved_rule() {
        // Edition order 0 1 2 3; grammar has 2 before 1.
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
