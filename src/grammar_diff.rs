//! Grammar diff: hold a `.pest` grammar against the BNF of the spec text it
//! transcribes, in three stages (as the Grammar Zoo does): spec text (level 0)
//! -> extracted BNF (level 1) -> corrected `.pest`.
//!
//! Needs the `grammar-diff` feature (on by default), which brings pest_meta.
//!
//! - [`extract`] finds the BNF blocks of a whole spec text as published (the
//!   plain text of RFC 1630, `rfc1630.txt`) or of one of the crate's
//!   transcriptions (`grammar/spec/<spec>.bnf`), in either notation
//!   ([`Notation`]).
//! - [`read_grammar`] reads a `.pest` file with pest_meta: rules, expressions,
//!   and the `///` lines where the citation and the `DEVIATION(kind)` tags live.
//! - [`diff_text`] (and [`diff_builtin`]) normalises both sides (name map, flattening, character sets,
//!   `x [ xs ]` = `x+`, `x [ sep self ]` = `x (sep x)*`, modifiers and entry
//!   points ignored) and gives a [`Verdict`] per rule in a [`Report`].
//! - [`editions`] compares two spec transcriptions production by production.
//! - [`rule`] shows one rule of a built-in grammar beside the document's
//!   production, with its citation, tags and verdict ([`RuleCard`]).
//! - `record` (with the feature `serde`): the JSON records of the last two,
//!   as the command and the spec reader's page write them.
//!
//! The built-in specs are the rows of the crate's table of editions
//! ([`EDITIONS`](crate::edition::EDITIONS)) with a BNF transcription ([`builtins`]):
//! its transcription, published text, and `.pest` grammar when there is one.
//! A new grammar is covered by its row's `grammar` column.
//!
//! ```
//! let report = urispec::grammar_diff::diff_builtin("rfc1630")?;
//! assert!(report.passes());
//! let safe = report.rules.iter().find(|r| r.name == "safe").unwrap();
//! assert_eq!(safe.verdict, urispec::grammar_diff::Verdict::Same);
//! # Ok::<(), urispec::grammar_diff::DiffError>(())
//! ```
//!
//! # Differences from the specification
//!
//! - No published plain text of T. Berners-Lee's "Universal Resource
//!   Identifiers in WWW" Internet Draft or of the October 1993 URL Internet
//!   Draft survives in a form that can be read; their transcriptions
//!   (`grammar/spec/uri-draft.bnf`, `grammar/spec/url-draft-02.bnf`) are the
//!   reference, and no published text is read for them.

#![warn(unreachable_pub)]
mod abnf;
mod bnf;
mod card;
mod extract;
mod guard;
mod normalize;
#[cfg(feature = "serde")]
pub mod record;
pub mod report;

use crate::edition::Edition;

use bnf::Deviation;
pub use bnf::{CharSet, Expr, Notation, Rule};
pub use card::{rule, DeviationTag, DocumentLine, RuleCard};
pub use normalize::Rewrite;
pub use report::{
    BlockInfo, Change, EditionRow, EditionsReport, Report, RuleReport, Summary, Token, Tone, Toner,
    Verdict,
};

/// A built-in spec: an edition of [`EDITIONS`](crate::edition::EDITIONS) whose BNF
/// the crate transcribes, seen from grammar-diff.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Builtin {
    /// The edition.
    pub spec: Edition,
    /// The spec name (`rfc1630`, `url-draft-03`, `rfc1738`).
    pub name: &'static str,
    /// The notation its BNF is written in.
    pub notation: Notation,
    /// The transcription's path in the repository.
    pub transcription_path: &'static str,
    /// The transcription, `grammar/spec/<name>.bnf`, typed from the spec text.
    pub transcription: &'static str,
    /// The file name of the published plain text (`rfc1630.txt`), with the
    /// heading of the block the transcription holds (`None`: no published
    /// text survives).
    pub published: Option<(&'static str, &'static str)>,
    /// The grammar's path and source.
    pub grammar: (&'static str, &'static str),
}

impl Builtin {
    /// The built-in view of `edition`, when it has a BNF transcription.
    const fn of(edition: &crate::edition::EditionInfo) -> Option<Builtin> {
        let Some(bnf) = edition.bnf else {
            return None;
        };
        Some(Builtin {
            spec: edition.edition,
            name: edition.name,
            notation: bnf.notation,
            transcription_path: bnf.path,
            transcription: bnf.text,
            published: bnf.published,
            grammar: (edition.grammar.path, edition.grammar.source),
        })
    }
}

/// Every spec with a BNF block, oldest first: the rows of
/// [`EDITIONS`](crate::edition::EDITIONS) with a transcription.
pub fn builtins() -> impl Iterator<Item = Builtin> {
    crate::edition::EDITIONS.iter().filter_map(Builtin::of)
}

/// The names of every built-in, comma-separated.
fn builtin_names() -> String {
    builtins().map(|b| b.name).collect::<Vec<_>>().join(", ")
}

/// The built-in spec named `name`.
///
/// # Errors
///
/// [`DiffError::UnknownSpec`] listing the names there are.
pub fn builtin(name: &str) -> Result<Builtin, DiffError> {
    builtins()
        .find(|b| b.name == name)
        .ok_or_else(|| DiffError::UnknownSpec {
            name: name.to_owned(),
            known: builtin_names(),
        })
}

/// Why a diff could not be made (the CLI exits 2 on these).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DiffError {
    /// The text holds no BNF block.
    #[error("{source_name}: no BNF block found")]
    NoBlock {
        /// The text's name.
        source_name: String,
    },
    /// No block of the text defines any rule the grammar has.
    #[error("{source_name}: no BNF block defines a rule of the grammar ({blocks} blocks read)")]
    NoMatchingBlock {
        /// The text's name.
        source_name: String,
        /// How many blocks were read.
        blocks: usize,
    },
    /// `--block N` names a block the text does not have.
    #[error("{source_name}: there is no block {index} (the text has {count})")]
    NoSuchBlock {
        /// The text's name.
        source_name: String,
        /// The block asked for (1-based).
        index: usize,
        /// How many blocks there are.
        count: usize,
    },
    /// A production's definition does not read in its notation.
    #[error("{source_name}:{line}: production `{rule}`: {message}")]
    Notation {
        /// The text's name.
        source_name: String,
        /// 1-based line of the production.
        line: usize,
        /// The production.
        rule: String,
        /// What went wrong.
        message: String,
    },
    /// The `.pest` file does not parse or does not validate.
    #[error("{source_name}: not a valid pest grammar: {message}")]
    Pest {
        /// The grammar's name.
        source_name: String,
        /// pest_meta's messages.
        message: String,
    },
    /// A block comment of the `.pest` file never closes (each `/*` needs its
    /// `*/`, nested ones too). Found by a linear scan before pest_meta reads
    /// the file, whose reading of such a text takes exponential time.
    #[error("{source_name}:{line}: the block comment opened at byte {offset} never closes")]
    UnclosedComment {
        /// The grammar's name.
        source_name: String,
        /// 1-based line of the `/*`.
        line: usize,
        /// Byte offset of the `/*`.
        offset: usize,
    },
    /// The `.pest` file is beyond what grammar-diff reads: so many rules, so
    /// long a rule or so deep a nesting that pest_meta would take far longer
    /// than a grammar's size suggests (its checks are quadratic or worse in
    /// these). The limits are far above any grammar of this crate.
    #[error("{source_name}{}: too large to read: {what}", line.map(|l| format!(":{l}")).unwrap_or_default())]
    TooLarge {
        /// The grammar's name.
        source_name: String,
        /// 1-based line where the limit was passed, when one line is to blame.
        line: Option<usize>,
        /// Which limit.
        what: String,
    },
    /// The built-in grammar has no rule of that name, in the `.pest` file or
    /// as the document prints it ([`rule`]).
    #[error("{spec} has no rule `{name}`{}", if near.is_empty() { String::new() } else { format!(" (did you mean {}?)", near.join(", ")) })]
    UnknownRule {
        /// The built-in spec.
        spec: String,
        /// The name asked for.
        name: String,
        /// The rule names that come closest (case, `-` and `_` aside, or one
        /// holding the other), at most five.
        near: Vec<String>,
    },
    /// No built-in spec has that name.
    #[error("unknown spec `{name}` (built-in specs: {known})")]
    UnknownSpec {
        /// The name asked for.
        name: String,
        /// The names there are.
        known: String,
    },
}

/// One BNF block of a text, read (level 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// 1-based index among the text's blocks.
    pub(crate) index: usize,
    /// Its heading ("BNF of Generic URI Syntax"; empty for a transcription).
    pub heading: String,
    /// 1-based line of the heading.
    pub(crate) line: usize,
    /// Its notation.
    pub notation: Notation,
    /// Its "(end of ... BNF)" marker, when it has one.
    pub(crate) end_marker: Option<String>,
    /// Its productions, in order.
    pub rules: Vec<Rule>,
}

/// Extract every BNF block of a spec text: a whole published text (page
/// headers and footers dropped, blocks from their "BNF" heading to their
/// "(end of ... BNF)" marker or their last production) or a transcription
/// (one block). RFC 1630 p.22 gives TBL's notation, RFC 1808 §2.2 the RFC 822
/// one, RFC 3986 §1.3 the ABNF of RFC 5234, whose core rules (Appendix B.1)
/// an ABNF block gets appended where it uses them without defining them
/// (line 0).
///
/// # Errors
///
/// [`DiffError::NoBlock`] when there is none; [`DiffError::Notation`] when a
/// production does not read.
pub fn extract(source_name: &str, text: &str) -> Result<Vec<Block>, DiffError> {
    let raw = extract::blocks(text);
    if raw.is_empty() {
        return Err(DiffError::NoBlock {
            source_name: source_name.to_owned(),
        });
    }
    raw.iter()
        .enumerate()
        .map(|(i, b)| {
            let mut rules =
                extract::read_block(b).map_err(|(line, rule, message)| DiffError::Notation {
                    source_name: source_name.to_owned(),
                    line,
                    rule,
                    message,
                })?;
            if b.notation == Notation::Abnf {
                let core = abnf::core_rules(&rules);
                rules.extend(core);
            }
            Ok(Block {
                index: i + 1,
                heading: b.heading.clone(),
                line: b.line,
                notation: b.notation,
                end_marker: b.end_marker.clone(),
                rules,
            })
        })
        .collect()
}

/// The kind and text of a `/// DEVIATION(kind): text` line (`grammar/README.md`).
fn deviation(doc: &str) -> Option<Deviation> {
    let rest = doc.trim_start().strip_prefix("DEVIATION(")?;
    let (kind, text) = rest.split_once(')')?;
    let text = text.trim_start().strip_prefix(':').unwrap_or(text).trim();
    Some(Deviation {
        kind: kind.trim().to_owned(),
        text: text.to_owned(),
    })
}

fn convert(e: &pest_meta::ast::Expr) -> Expr {
    use pest_meta::ast::Expr as P;
    let b = |x: &P| Box::new(convert(x));
    match e {
        P::Str(s) => Expr::Lit(s.clone()),
        P::Insens(s) => Expr::Insens(s.clone()),
        P::Range(lo, hi) => {
            // pest_meta keeps the quotes of `'a'..'z'`.
            let ch = |s: &str| s.trim_matches('\'').chars().next();
            match (ch(lo), ch(hi)) {
                (Some(lo), Some(hi)) => Expr::Set(CharSet::range(lo, hi)),
                _ => Expr::Other(format!("{lo}..{hi}")),
            }
        }
        P::Ident(n) => Expr::Ref(n.clone()),
        P::PosPred(x) => Expr::PosPred(b(x)),
        P::NegPred(x) => Expr::NegPred(b(x)),
        P::Seq(x, y) => Expr::Seq(vec![convert(x), convert(y)]),
        P::Choice(x, y) => Expr::Choice(vec![convert(x), convert(y)]),
        P::Opt(x) => Expr::Opt(b(x)),
        P::Rep(x) => Expr::Rep(b(x)),
        P::RepOnce(x) => Expr::RepOnce(b(x)),
        P::RepExact(x, n) => Expr::RepRange(b(x), *n, Some(*n)),
        P::RepMin(x, n) => Expr::RepRange(b(x), *n, None),
        P::RepMax(x, n) => Expr::RepRange(b(x), 0, Some(*n)),
        P::RepMinMax(x, lo, hi) => Expr::RepRange(b(x), *lo, Some(*hi)),
        P::PeekSlice(a, z) => Expr::Other(format!("PEEK[{a}..{z:?}]")),
        P::Skip(s) => Expr::Other(format!("skip {s:?}")),
        P::Push(x) => Expr::Other(format!("PUSH({:?})", convert(x))),
        // `grammar-extras` variants, when a dependency turns the feature on.
        #[allow(unreachable_patterns)]
        other => Expr::Other(format!("{other:?}")),
    }
}

fn is_entry_point(e: &Expr) -> bool {
    match e {
        Expr::Ref(n) => n == "SOI" || n == "EOI",
        Expr::Seq(v) | Expr::Choice(v) => v.iter().any(is_entry_point),
        _ => false,
    }
}

/// Read a `.pest` grammar with pest_meta: its rules, their expressions, and
/// the `///` lines before each (the citation and `DEVIATION(kind)` tags,
/// `grammar/README.md`). Entry points (`SOI ~ x ~ EOI`) are marked.
///
/// # Errors
///
/// [`DiffError::UnclosedComment`] when a block comment never closes;
/// [`DiffError::TooLarge`] beyond the limits of a linear check made first;
/// [`DiffError::Pest`] when pest_meta rejects the file.
pub fn read_grammar(source_name: &str, src: &str) -> Result<Vec<Rule>, DiffError> {
    use pest_meta::parser::{self, Rule as M};
    let err = |message: String| DiffError::Pest {
        source_name: source_name.to_owned(),
        message,
    };
    guard::check(src).map_err(|refusal| {
        let source_name = source_name.to_owned();
        let line_of = |offset: usize| src[..offset].matches('\n').count() + 1;
        let too_large = |line, what| DiffError::TooLarge {
            source_name: source_name.clone(),
            line,
            what,
        };
        match refusal {
            guard::Refusal::UnclosedComment(offset) => DiffError::UnclosedComment {
                source_name: source_name.clone(),
                line: line_of(offset),
                offset,
            },
            guard::Refusal::TooManyRules => {
                too_large(None, format!("more than {} rules", guard::MAX_RULES))
            }
            guard::Refusal::TooManyTerms(offset) => too_large(
                Some(line_of(offset)),
                format!(
                    "rules too long (the squares of their term counts add up to over {})",
                    guard::MAX_TERMS_SQUARED
                ),
            ),
            guard::Refusal::TooDeep(offset) => too_large(
                Some(line_of(offset)),
                format!("brackets nested over {} deep", guard::MAX_DEPTH),
            ),
        }
    })?;
    let pairs = parser::parse(M::grammar_rules, src).map_err(|e| err(e.to_string()))?;
    // The doc lines and line of each rule, walked as pest_generator's docs.rs
    // does. Lines are counted as the walk moves forward and rules are found by
    // name in a map, so a file of many rules is read in linear time.
    let mut docs: std::collections::HashMap<&str, (usize, Vec<String>)> = Default::default();
    let mut pending: Vec<String> = Vec::new();
    let (mut line, mut counted) = (1, 0);
    for pair in pairs.clone() {
        if pair.as_rule() != M::grammar_rule {
            continue;
        }
        // A grammar rule starts with a `///` line or with the rule's name;
        // pest_meta's other rules are not ours to name here.
        let Some(inner) = pair.into_inner().next() else {
            continue;
        };
        if inner.as_rule() == M::line_doc {
            let text = inner.into_inner().next().map(|d| d.as_str().to_owned());
            pending.push(text.unwrap_or_default());
        } else if inner.as_rule() == M::identifier {
            let start = inner.as_span().start();
            line += src[counted..start].matches('\n').count();
            counted = start;
            let name = inner.as_span().as_str();
            let lines = std::mem::take(&mut pending);
            // pest_meta's validator would say the same, but with one error per
            // repeat, each locating itself from the start of the text:
            // quadratic time on a file of repeats.
            if let Some((first, _)) = docs.insert(name, (line, lines)) {
                return Err(err(format!(
                    "line {line}: rule `{name}` already defined at line {first}"
                )));
            }
        }
    }
    // The first call of an undefined rule, found the same way: pest_meta's
    // validator would locate every call from the start of the text.
    let mut seen = std::collections::HashSet::new();
    let calls = pairs
        .clone()
        .filter(|pair| pair.as_rule() == M::grammar_rule)
        .flat_map(|pair| pair.into_inner().flatten().skip(1))
        .filter(|pair| pair.as_rule() == M::identifier);
    for call in calls {
        let name = call.as_str();
        if !docs.contains_key(name) && seen.insert(name) {
            // With no definitions, pest_meta's check reports exactly the
            // names that are not built in.
            let undefined =
                pest_meta::validator::validate_undefined(&vec![], &vec![call.as_span()]);
            if let Some(e) = undefined.first() {
                return Err(err(e.to_string()));
            }
        }
    }
    pest_meta::validator::validate_pairs(pairs.clone()).map_err(|errors| {
        err(errors
            .iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n"))
    })?;
    // Each rule is read on its own: pest_meta's checks of a whole grammar
    // follow every call into the called rule again, which takes exponential
    // time on a few hundred rules that call each other twice
    // (`r1 = { r2? ~ r2? }`). Read alone, a rule's calls to others stay
    // unexplored; left recursion through other rules is left to pest_derive,
    // which compiles the crate's own grammars.
    let mut rules = Vec::new();
    for pair in pairs.filter(|pair| pair.as_rule() == M::grammar_rule) {
        let text = pair.as_str();
        let Some(name) = pair
            .into_inner()
            .next()
            .filter(|p| p.as_rule() == M::identifier)
        else {
            continue; // a `///` line
        };
        let read = parser::parse(M::grammar_rules, text)
            .and_then(|pairs| parser::consume_rules(pairs).map_err(|mut e| e.swap_remove(0)))
            .map_err(|e| {
                let line = docs.get(name.as_str()).map_or(0, |d| d.0);
                err(format!(
                    "line {line}: rule `{}`: {}",
                    name.as_str(),
                    e.variant.message()
                ))
            })?;
        for r in read {
            let (line, lines) = docs.remove(r.name.as_str()).unwrap_or_default();
            let expr = convert(&r.expr);
            let printed = lines
                .first()
                .and_then(|c| c.split_once(": "))
                .map(|(_, p)| extract::collapse(p))
                .unwrap_or_default();
            rules.push(Rule {
                name: r.name,
                printed,
                entry_point: is_entry_point(&expr),
                expr,
                line,
                deviations: lines.iter().filter_map(|d| deviation(d)).collect(),
                docs: lines,
            });
        }
    }
    Ok(rules)
}

fn block_info(b: &Block, grammar: &[Rule]) -> BlockInfo {
    let names: std::collections::HashSet<&str> = grammar
        .iter()
        .filter(|g| !g.entry_point)
        .map(|g| g.name.as_str())
        .collect();
    BlockInfo {
        index: b.index,
        heading: b.heading.clone(),
        line: b.line,
        notation: b.notation,
        rules: b.rules.len(),
        matching: b
            .rules
            .iter()
            .filter(|r| names.contains(normalize::map_name(&r.name).as_str()))
            .count(),
        end_marker: b.end_marker.clone(),
    }
}

/// Diff the rules of a grammar against the BNF blocks of a text: block
/// `block` (1-based), or by default the block that shares the most rule names
/// with the grammar (the first of equals).
///
/// # Errors
///
/// [`DiffError::NoSuchBlock`] when `block` is out of range.
pub(crate) fn diff(
    spec_source: &str,
    blocks: &[Block],
    grammar_source: &str,
    grammar: &[Rule],
    block: Option<usize>,
) -> Result<Report, DiffError> {
    let infos: Vec<BlockInfo> = blocks.iter().map(|b| block_info(b, grammar)).collect();
    let chosen = match block {
        Some(n) => {
            if n == 0 || n > blocks.len() {
                return Err(DiffError::NoSuchBlock {
                    source_name: spec_source.to_owned(),
                    index: n,
                    count: blocks.len(),
                });
            }
            n - 1
        }
        None => {
            let mut best = 0;
            for (i, info) in infos.iter().enumerate() {
                if info.matching > infos[best].matching {
                    best = i;
                }
            }
            if infos[best].matching == 0 {
                // Nothing in the text names a rule of the grammar: whatever
                // was read (`key = "value"` lines look like RFC 822 BNF), it
                // is not this grammar's BNF.
                return Err(DiffError::NoMatchingBlock {
                    source_name: spec_source.to_owned(),
                    blocks: blocks.len(),
                });
            }
            best
        }
    };
    let Some(b) = blocks.get(chosen) else {
        return Err(DiffError::NoBlock {
            source_name: spec_source.to_owned(),
        });
    };
    Ok(Report {
        spec_source: spec_source.to_owned(),
        grammar_source: grammar_source.to_owned(),
        block: infos[chosen].clone(),
        blocks: infos,
        rules: report::diff(&b.rules, b.notation, grammar),
    })
}

/// `urispec grammar-diff --text FILE --grammar FILE.pest [--block N]`: any spec
/// text against any pest grammar.
///
/// # Errors
///
/// See [`extract`] and [`read_grammar`]; [`DiffError::NoSuchBlock`] when
/// `block` is out of range.
pub fn diff_text(
    text_name: &str,
    text: &str,
    grammar_name: &str,
    pest_src: &str,
    block: Option<usize>,
) -> Result<Report, DiffError> {
    let blocks = extract(text_name, text)?;
    let grammar = read_grammar(grammar_name, pest_src)?;
    diff(text_name, &blocks, grammar_name, &grammar, block)
}

/// `urispec grammar-diff SPEC`: the built-in grammar of `name` against its
/// built-in transcription.
///
/// # Errors
///
/// [`DiffError::UnknownSpec`], or what [`diff_text`] returns.
pub fn diff_builtin(name: &str) -> Result<Report, DiffError> {
    let b = builtin(name)?;
    let (path, src) = b.grammar;
    diff_text(b.transcription_path, b.transcription, path, src, None)
}

/// The rules of a built-in spec's transcription.
///
/// # Errors
///
/// [`DiffError::UnknownSpec`], or what [`extract`] returns.
pub fn transcription(name: &str) -> Result<Vec<Rule>, DiffError> {
    let b = builtin(name)?;
    let mut blocks = extract(b.transcription_path, b.transcription)?;
    Ok(blocks.swap_remove(0).rules)
}

/// `urispec grammar-diff --editions A B`: the productions added, dropped and
/// changed from edition `a` to edition `b`, comparing the two transcriptions.
///
/// # Errors
///
/// [`DiffError::UnknownSpec`], or what [`extract`] returns.
pub fn editions(a: &str, b: &str) -> Result<EditionsReport, DiffError> {
    let ra = transcription(a)?;
    let rb = transcription(b)?;
    Ok(report::editions(a, &ra, b, &rb))
}
