//! `urispec grammar-diff`: hold a `.pest` grammar against the BNF of its spec
//! text, or compare two spec editions.
//!
//! Exit status: 0 when the grammar has no untagged deviation, missing rule or
//! rule out of order; 1 when it has; 2 on bad input (no BNF block, a `.pest`
//! file that does not parse, an unreadable file, an unknown spec).

use std::io::{self, Write};
use std::process::ExitCode;

use serde_json::{json, Value};
use urispec::grammar_diff::report::form_text;

use crate::context::Context;
use crate::man::Page;
use crate::subcommand::{matched, Subcommand};
use urispec::grammar_diff::{
    self, BlockInfo, DiffError, EditionsReport, Report, RuleCard, Verdict,
};

/// Hold a grammar against its document's BNF.
///
/// Hold a .pest grammar against the BNF of its spec text, or compare two
/// spec editions (exit 0: clean; 1: untagged deviation, missing or
/// out-of-order rule; 2: bad input).
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("format").args(["json", "markdown"])))]
pub struct Args {
    /// The built-in spec whose grammar to check (uri-draft, rfc1630, ...).
    /// With --text, the grammar defaults to this spec's; with --grammar, the
    /// text defaults to this spec's transcription.
    #[arg(conflicts_with = "editions")]
    spec: Option<String>,
    /// A spec text: a published plain text (rfc1630.txt) or a
    /// transcription (grammar/spec/rfc1630.bnf).
    #[arg(long, value_name = "FILE", conflicts_with = "editions")]
    text: Option<std::path::PathBuf>,
    /// A pest grammar.
    #[arg(long, value_name = "FILE.pest", conflicts_with = "editions")]
    grammar: Option<std::path::PathBuf>,
    /// Which BNF block of the text to compare (1-based); by default the one
    /// that best matches the grammar's rules.
    #[arg(long, value_name = "N", conflicts_with = "editions")]
    block: Option<usize>,
    /// Compare two spec editions' transcriptions (e.g. rfc1630 rfc2396).
    #[arg(long, num_args = 2, value_names = ["A", "B"])]
    editions: Option<Vec<String>>,
    /// Show one rule of SPEC's grammar beside the document's production: its
    /// text, citation and DEVIATION tags, the transcription's line, the
    /// verdict. NAME is the rule's name (URI_reference) or the printed one
    /// (URI-reference).
    #[arg(
        long,
        value_name = "NAME",
        requires = "spec",
        conflicts_with_all = ["text", "grammar", "block", "markdown"]
    )]
    rule: Option<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// Print a Markdown table (for a pull request).
    #[arg(long)]
    markdown: bool,
}

fn read(path: &std::path::Path) -> Result<String, String> {
    std::fs::read(path)
        .map_err(|e| crate::input::cannot_read(&path.display().to_string(), &e))
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
}

enum Failure {
    Input(String),
}

impl From<DiffError> for Failure {
    fn from(e: DiffError) -> Self {
        Failure::Input(e.to_string())
    }
}

fn report(args: &Args) -> Result<grammar_diff::Report, Failure> {
    let builtin = match &args.spec {
        Some(name) => Some(grammar_diff::builtin(name)?),
        None => None,
    };
    let (text_name, text) = match (&args.text, builtin) {
        (Some(path), _) => (
            path.display().to_string(),
            read(path).map_err(Failure::Input)?,
        ),
        (None, Some(b)) => (b.transcription_path.to_owned(), b.transcription.to_owned()),
        (None, None) => {
            return Err(Failure::Input(
                "give a SPEC, or --text FILE --grammar FILE.pest, or --editions A B".to_owned(),
            ))
        }
    };
    let (grammar_name, grammar) = match (&args.grammar, builtin) {
        (Some(path), _) => (
            path.display().to_string(),
            read(path).map_err(Failure::Input)?,
        ),
        (None, Some(b)) => (b.grammar.0.to_owned(), b.grammar.1.to_owned()),
        (None, None) => {
            return Err(Failure::Input(
                "--text needs --grammar FILE.pest (or a SPEC)".to_owned(),
            ))
        }
    };
    Ok(grammar_diff::diff_text(
        &text_name,
        &text,
        &grammar_name,
        &grammar,
        args.block,
    )?)
}

/// A grammar's report as JSON (`--json`).
fn report_json(r: &Report) -> serde_json::Result<Value> {
    let s = r.summary();
    Ok(json!({
        "spec": r.spec_source,
        "grammar": r.grammar_source,
        "block": block_json(&r.block),
        "blocks": r.blocks.iter().map(block_json).collect::<Vec<_>>(),
        "rules": r.rules.iter().map(|r| json!({
            "rule": r.name,
            "spec_name": r.spec_name,
            "grammar_name": r.grammar_name,
            "spec_line": r.spec_line,
            "grammar_line": r.grammar_line,
            "verdict": r.verdict.key(),
            "detail": r.verdict.describe(),
            "kinds": match &r.verdict { Verdict::Deviates(k) => k.clone(), _ => Vec::new() },
            "rewrites": match &r.verdict {
                Verdict::SameAfterRewrite(rw) => rw.iter().map(|x| x.describe()).collect(),
                _ => Vec::new(),
            },
            "out_of_order": r.out_of_order,
            "entry_point": r.entry_point,
            "spec_form": form_text(&r.spec_form),
            "grammar_form": form_text(&r.grammar_form),
            "spec_differs": r.spec_form.iter().filter(|t| t.differs).map(|t| t.text.clone()).collect::<Vec<_>>(),
            "grammar_differs": r.grammar_form.iter().filter(|t| t.differs).map(|t| t.text.clone()).collect::<Vec<_>>(),
            "notes": r.notes,
        })).collect::<Vec<_>>(),
        "summary": {
            "rules": s.rules,
            "same": s.same,
            "same_after_rewrite": s.same_after_rewrite,
            "deviates_tagged": s.deviates_tagged,
            "deviates_untagged": s.deviates_untagged,
            "missing": s.missing,
            "extra": s.extra,
            "out_of_order": s.out_of_order,
        },
        "pass": r.passes(),
    }))
}

fn block_json(b: &BlockInfo) -> Value {
    json!({
        "index": b.index,
        "heading": b.heading,
        "line": b.line,
        "notation": b.notation.name(),
        "rules": b.rules,
        "matching": b.matching,
        "end_marker": b.end_marker,
    })
}

/// An editions diff as JSON (`--editions A B --json`): the library's record.
fn editions_json(r: &EditionsReport) -> serde_json::Result<Value> {
    serde_json::to_value(r.record())
}

/// A report in the form the flags ask for: `--json`, `--markdown`, or text,
/// painted when `color` is on.
fn shown<R>(
    r: &R,
    args: &Args,
    color: bool,
    json: fn(&R) -> serde_json::Result<Value>,
    markdown: fn(&R) -> String,
    text: fn(&R) -> String,
    toned: fn(&R, grammar_diff::Toner<'_>) -> String,
) -> io::Result<String> {
    Ok(if args.json {
        serde_json::to_string_pretty(&json(r)?).map_err(io::Error::other)? + "\n"
    } else if args.markdown {
        markdown(r)
    } else if color {
        toned(r, &crate::style::paint)
    } else {
        text(r)
    })
}

/// One rule beside the document's production, as text (`--rule NAME`).
fn card_text(c: &RuleCard) -> String {
    // The production as the document spells it (`URI-reference`), and the
    // `.pest` rule's name where it differs (`URI_reference`).
    let mut s = match c.report.spec_name.as_deref() {
        Some(printed) if printed != c.name => {
            format!("{} `{printed}` (rule `{}`)\n", c.spec, c.name)
        }
        _ => format!("{} `{}`\n", c.spec, c.name),
    };
    s += &format!("  {}:{}\n", c.grammar_path, c.grammar_line);
    for doc in &c.docs {
        s += &format!("    /// {doc}\n");
    }
    for line in c.definition.lines() {
        s += &format!("    {line}\n");
    }
    match &c.document {
        Some(d) => {
            s += &format!("  {}:{}\n", d.path, d.line);
            for line in d.text.lines() {
                s += &format!("    {line}\n");
            }
        }
        None => s += "  (no production of that name in the document)\n",
    }
    s += &format!("  verdict: {}\n", c.report.describe());
    // The normalised forms, where they differ (as the report shows them).
    if let (Some(spec), Some(grammar)) = (
        form_text(&c.report.spec_form),
        form_text(&c.report.grammar_form),
    ) && spec != grammar
    {
        s += &format!("    spec:    {spec}\n    grammar: {grammar}\n");
    }
    for note in &c.report.notes {
        s += &format!("  note: {note}\n");
    }
    s
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "the grammar is clean"),
        (1, "an untagged deviation, a missing rule or a rule out of order"),
        (2, "bad input: no BNF block, a .pest file that does not parse, an unreadable file, an unknown spec"),
    ],
    examples: &[
        ("urispec grammar-diff rfc3986", "every rule of the grammar against RFC 3986's ABNF"),
        ("urispec grammar-diff rfc2396 --rule URI-reference", "one rule beside the document's production"),
        ("urispec grammar-diff --editions rfc2396 rfc3986", "two editions, production by production"),
    ],
    see_also: &["explain"],
};

inventory::submit! {
    Subcommand {
        name: "grammar-diff",
        order: 100,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// Run `urispec grammar-diff`; `color`: paint the text report.
pub fn run(out: &mut impl Write, args: &Args, context: &Context) -> io::Result<ExitCode> {
    let color = context.color;
    let found = match (&args.editions, &args.rule) {
        // One rule: exit 1 when it fails the gate, as the whole report does.
        (None, Some(name)) => {
            let spec = args.spec.as_deref().unwrap_or_default();
            grammar_diff::rule(spec, name)
                .map_err(Failure::from)
                .and_then(|c| {
                    let text = if args.json {
                        serde_json::to_string_pretty(&c.record())
                            .map_err(|e| Failure::Input(e.to_string()))?
                            + "\n"
                    } else {
                        card_text(&c)
                    };
                    Ok((Ok(text), !c.report.fails()))
                })
        }
        _ => match &args.editions {
            // An editions diff reports; it has no gate.
            Some(eds) => grammar_diff::editions(&eds[0], &eds[1])
                .map_err(Failure::from)
                .map(|r| {
                    let text = shown(
                        &r,
                        args,
                        color,
                        editions_json,
                        EditionsReport::to_markdown,
                        EditionsReport::to_text,
                        EditionsReport::to_text_toned,
                    );
                    (text, true)
                }),
            None => report(args).map(|r| {
                let text = shown(
                    &r,
                    args,
                    color,
                    report_json,
                    Report::to_markdown,
                    Report::to_text,
                    Report::to_text_toned,
                );
                (text, r.passes())
            }),
        },
    };
    match found {
        Ok((text, passes)) => {
            write!(out, "{}", text?)?;
            Ok(if passes {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        Err(Failure::Input(msg)) => {
            crate::out::complain(format_args!("urispec: {msg}"));
            Ok(ExitCode::from(2))
        }
    }
}
