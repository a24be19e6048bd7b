//! Compiles a `.pest` grammar into plain Rust: one function per rule over
//! `&[u8]`, with pest's semantics, reporting a span wherever pest would make a
//! pair. The output is `include!`d into the grammar's module
//! (`src/grammar.rs`, `pest_grammar!`), where `Rule` is the enum build.rs
//! writes from the rule names this compiler reads (`<name>_rule.rs`, the
//! variants and order pest_derive would give), and runs on the support in
//! `src/grammar/generated.rs` (`Input`, `Sink`, `Null`).
//!
//! What pest does, and what the generated code does the same way:
//!
//! - A sequence fails as a whole, an ordered choice takes the first
//!   alternative that matches, repetitions are greedy and never give back,
//!   `&e`/`!e` look ahead without consuming and without making pairs.
//! - A normal rule makes a pair unless it runs inside an atomic rule or a
//!   lookahead; a silent rule never does; an atomic rule (`@`) makes its own
//!   pair and none inside. `EOI` makes a pair like a normal rule. In the
//!   generated code, "inside an atomic rule or a lookahead" is the sink
//!   [`Null`], which every span reaches and nothing keeps.
//! - Spans are reported children first. A normal rule takes the sink's
//!   `mark()` before its body and hands it back with its span, so a sink
//!   that builds a tree (`explain`) knows which of the spans before it are
//!   its children: an empty span at the rule's start could otherwise be its
//!   first child or the sibling before it. An atomic rule and `EOI`, which
//!   have no children, report with `leaf`.
//! - A span reported inside an alternative, an optional or a repetition step
//!   that then fails is taken back: the sink is saved before and restored
//!   after, where the expression can report a span and still fail.
//! - Character classes (a choice of single ASCII bytes and ASCII ranges,
//!   through silent rules too) become a table of 256 booleans, and a
//!   repetition of a class one loop over the table.
//!
//! - Bounded repetitions (`e{n}`, `e{n,}`, `e{,m}`, `e{n,m}`) are unrolled
//!   first, as pest_meta's optimizer unrolls them for pest_derive: `n`
//!   copies of `e`, then `e*` or `m - n` copies of `e?`.
//!
//! Refused at build time (no grammar here uses them; the message says so):
//! `$` and `!` rules, `PUSH`/`POP`/`PEEK`, `WHITESPACE`
//! and `COMMENT`, builtins other than `SOI`, `EOI` and the `ASCII_*` classes
//! (`ANY` among them), ranges beyond ASCII, and rules that call themselves (the nesting of calls is the
//! nesting of the grammar, never the length of the input).

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use pest_meta::ast::{Expr, Rule, RuleType};

#[path = "compile/analysis.rs"]
mod analysis;
#[path = "compile/automaton.rs"]
mod automaton;
#[path = "compile/roles.rs"]
mod roles;
#[path = "compile/shapes.rs"]
mod shapes;

/// What [`compile`] makes of a grammar.
pub struct Compiled {
    /// The Rust text of the parser.
    pub parser: String,
    /// The names of the rules, in the order pest_meta reads them (the file's).
    pub rules: Vec<String>,
    /// Whether a rule calls `EOI` (pest_derive then adds `Rule::EOI`).
    pub eoi: bool,
}

/// The parser of the grammar `src` and its rules, or why it cannot be made.
pub fn compile(origin: &str, src: &str) -> Result<Compiled, String> {
    let roles = automaton::tagged::chosen(origin).and_then(|()| roles::read(origin));
    compile_with(origin, src, roles)
}

/// [`compile`], the grammar given its walker table as the Rust text of
/// `fn role` (`role`), whatever grammar it is: a test's grammar, whose
/// tagged automaton the generated-code snapshots show.
// build.rs does not call it: tests/grammar/generated_code.rs, which includes
// this file, does.
#[allow(dead_code)]
pub fn compile_with_roles(origin: &str, src: &str, role: &str) -> Result<Compiled, String> {
    compile_with(origin, src, roles::kinds(role))
}

fn compile_with(
    origin: &str,
    src: &str,
    roles: Result<HashMap<String, roles::RoleKind>, String>,
) -> Result<Compiled, String> {
    let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, src)
        .map_err(|e| format!("{origin}: {e}"))?;
    let rules = pest_meta::parser::consume_rules(pairs).map_err(|errors| {
        let texts: Vec<String> = errors.iter().map(|e| format!("{origin}: {e}")).collect();
        texts.join("\n")
    })?;
    let sources: HashMap<String, String> = rules
        .iter()
        .map(|rule| {
            let marker = match rule.ty {
                RuleType::Silent => "_",
                RuleType::Atomic => "@",
                RuleType::CompoundAtomic => "$",
                RuleType::NonAtomic => "!",
                RuleType::Normal => "",
            };
            let text = format!("{} = {marker}{{ {} }}", rule.name, rule.expr);
            (rule.name.clone(), text)
        })
        .collect();
    let rules: Vec<Rule> = rules
        .into_iter()
        .map(|rule| Rule {
            expr: unroll(rule.expr),
            ..rule
        })
        .collect();
    let mut compiler = Compiler::new(&rules);
    compiler.sources = sources;
    compiler.scheme_roles = roles
        .as_ref()
        .ok()
        .and_then(|roles| automaton::tagged::scheme_only(origin, roles));
    compiler.roles = Some(roles);
    compiler.check(origin)?;
    let mut parser = compiler.emit(origin)?;
    match compiler.automaton(origin) {
        Ok(automaton) => parser.push_str(&automaton.emit(origin)),
        Err(why) => parser.push_str(&automaton::none(&why)),
    }
    Ok(Compiled {
        parser,
        rules: rules.iter().map(|rule| rule.name.clone()).collect(),
        eoi: compiler.eoi,
    })
}

struct Compiler<'g> {
    rules: Vec<&'g Rule>,
    by_name: HashMap<&'g str, &'g Rule>,
    /// The byte tables, each with the rule it is named after, if any.
    classes: Vec<([bool; 256], Option<String>)>,
    /// Each rule as the `.pest` file reads, for the comment on its function.
    sources: HashMap<String, String>,
    fresh: usize,
    eoi: bool,
    /// Some code written saves the sink (`Saves::SAVES`).
    saves: bool,
    /// The kinds of the walker table's roles (build/compile/roles.rs), or
    /// why they could not be read; None where not asked for.
    roles: Option<Result<HashMap<String, roles::RoleKind>, String>>,
    /// The kinds for the tagged automaton of the scheme alone, where the
    /// grammar has one (`SCHEME_TAGGED` in build/compile/tagged.rs).
    scheme_roles: Option<HashMap<String, roles::RoleKind>>,
}

impl<'g> Compiler<'g> {
    fn new(rules: &'g [Rule]) -> Self {
        Compiler {
            rules: rules.iter().collect(),
            by_name: rules.iter().map(|r| (r.name.as_str(), r)).collect(),
            classes: Vec::new(),
            sources: HashMap::new(),
            fresh: 0,
            eoi: false,
            saves: false,
            roles: None,
            scheme_roles: None,
        }
    }

    /// Refuse what the generated code does not implement, and recursion.
    fn check(&mut self, origin: &str) -> Result<(), String> {
        for rule in &self.rules {
            let refuse = |what: &str| Err(format!("{origin}: rule `{}`: {what}", rule.name));
            match rule.ty {
                RuleType::Normal | RuleType::Silent | RuleType::Atomic => {}
                RuleType::CompoundAtomic | RuleType::NonAtomic => {
                    return refuse("`$` and `!` rules are not compiled (src/grammar/generated.rs)")
                }
            }
            if rule.name == "WHITESPACE" || rule.name == "COMMENT" {
                return refuse("implicit whitespace is not compiled");
            }
            let mut bad = None;
            visit(&rule.expr, &mut |e| match e {
                Expr::Ident(name) => {
                    let builtin =
                        builtin_class(name).is_some() || matches!(name.as_str(), "SOI" | "EOI");
                    if name == "EOI" {
                        self.eoi = true;
                    }
                    if !builtin && !self.by_name.contains_key(name.as_str()) {
                        bad.get_or_insert(format!("`{name}` is not a rule or a supported builtin"));
                    }
                }
                Expr::Range(a, b) if !first(a).is_ascii() || !first(b).is_ascii() => {
                    bad.get_or_insert(format!("the range {a:?}..{b:?} goes beyond ASCII"));
                }
                Expr::Str(_)
                | Expr::Insens(_)
                | Expr::Range(..)
                | Expr::PosPred(_)
                | Expr::NegPred(_)
                | Expr::Seq(..)
                | Expr::Choice(..)
                | Expr::Opt(_)
                | Expr::Rep(_)
                | Expr::RepOnce(_) => {}
                // PEEK, bounded repetitions, skips, PUSH, and what pest_meta's
                // `grammar-extras` adds.
                unsupported => {
                    bad.get_or_insert(format!("`{unsupported:?}` is not compiled"));
                }
            });
            if let Some(why) = bad {
                return refuse(&why);
            }
        }
        // No rule may reach itself.
        for rule in &self.rules {
            let mut seen = HashSet::new();
            let mut todo = vec![rule.name.as_str()];
            while let Some(name) = todo.pop() {
                let Some(r) = self.by_name.get(name) else {
                    continue;
                };
                let mut callees = Vec::new();
                visit(&r.expr, &mut |e| {
                    if let Expr::Ident(n) = e {
                        callees.push(n.as_str());
                    }
                });
                for callee in callees {
                    if callee == rule.name {
                        return Err(format!(
                            "{origin}: rule `{}` calls itself; the generated parser does not recurse",
                            rule.name
                        ));
                    }
                    if seen.insert(callee) {
                        todo.push(callee);
                    }
                }
            }
        }
        Ok(())
    }

    fn emit(&mut self, origin: &str) -> Result<String, String> {
        let mut functions = String::new();
        for rule in self.rules.clone() {
            let name = &rule.name;
            let source = self.sources.get(name).cloned().unwrap_or_default();
            writeln!(functions, "\n// {source}").map_err(|e| e.to_string())?;
            match rule.ty {
                RuleType::Silent => {
                    let body = self.expr(&rule.expr, "pos", false);
                    writeln!(
                        functions,
                        "#[inline]\nfn r_{name}<S: Sink<Rule>>(p: &mut Input<'_>, pos: usize, s: &mut S) -> Option<usize> {{\n    {body}\n}}\n"
                    )
                }
                RuleType::Atomic => {
                    let body = self.expr(&rule.expr, "pos", true);
                    writeln!(
                        functions,
                        "#[inline]\nfn r_{name}<S: Sink<Rule>>(p: &mut Input<'_>, pos: usize, s: &mut S) -> Option<usize> {{\n    let end = {body}?;\n    s.leaf(Rule::{name}, pos, end);\n    Some(end)\n}}\n"
                    )
                }
                RuleType::Normal | RuleType::CompoundAtomic | RuleType::NonAtomic => {
                    let body = self.expr(&rule.expr, "pos", false);
                    writeln!(
                        functions,
                        "#[inline]\nfn b_{name}<S: Sink<Rule>>(p: &mut Input<'_>, pos: usize, s: &mut S) -> Option<usize> {{\n    {body}\n}}\n\n\
                         #[inline]\nfn r_{name}<S: Sink<Rule>>(p: &mut Input<'_>, pos: usize, s: &mut S) -> Option<usize> {{\n    \
                         let mark = s.mark();\n    \
                         let end = if s.inner(Rule::{name}) {{ b_{name}(p, pos, s) }} else {{ b_{name}(p, pos, &mut Null) }}?;\n    \
                         s.span(Rule::{name}, pos, end, mark);\n    Some(end)\n}}\n"
                    )
                }
            }
            .map_err(|e| e.to_string())?;
        }
        let mut out = format!(
            "// Generated by build.rs (build/compile.rs) from {origin}; do not edit.\n\
             use super::Rule;\n\
             use crate::grammar::generated::{{table, Input, Null, Saves, Sink}};\n\n"
        );
        let names: Vec<String> = (0..self.classes.len())
            .map(|i| self.table_name(i))
            .collect();
        for ((class, _), name) in self.classes.iter().zip(&names) {
            let ranges: Vec<String> = runs(class)
                .into_iter()
                .map(|(lo, hi)| format!("({}, {})", byte(lo), byte(hi)))
                .collect();
            writeln!(
                out,
                "static {name}: [bool; 256] = table(&[{}]);",
                ranges.join(", ")
            )
            .map_err(|e| e.to_string())?;
        }
        let functions = rename_tables(&functions, &names);
        writeln!(
            out,
            "\nimpl Saves for Rule {{\n    const SAVES: bool = {};\n}}",
            self.saves
        )
        .map_err(|e| e.to_string())?;
        out.push('\n');
        out.push_str(&functions);
        out.push_str(
            "/// Run the rule `rule` from the start of `input`: the end of its match, or\n\
             /// the furthest offset at which a character was tried and failed.\n\
             /// Where nothing is kept and the rule is an entry point, the automaton\n\
             /// below decides where `DECIDES` says so; where the sink keeps a record,\n\
             /// the tagged automaton fills it where there is one; the rules'\n\
             /// functions run where every span is wanted.\n\
             pub(crate) fn run<S: Sink<Rule>>(rule: Rule, input: &[u8], s: &mut S) -> Result<usize, usize> {\n    \
             if DECIDES && S::DECIDES {\n        if let Some(verdict) = accepts(rule, input) {\n            \
             return verdict.map(|()| input.len());\n        }\n    }\n    \
             if S::TAGS {\n        if S::SCHEME_ONLY {\n            \
             if let Some(done) = scheme_only::tagged(rule, input, s) {\n                return done;\n            }\n        }\n        \
             if let Some(done) = tagged(rule, input, s) {\n            \
             return done;\n        }\n    }\n    \
             let mut p = Input::new(input);\n    let p = &mut p;\n    let end = match rule {\n",
        );
        for rule in &self.rules {
            writeln!(out, "        Rule::{0} => r_{0}(p, 0, s),", rule.name)
                .map_err(|e| e.to_string())?;
        }
        if self.eoi {
            out.push_str(
                "        Rule::EOI => p.eoi(0).inspect(|&end| s.leaf(Rule::EOI, end, end)),\n",
            );
        }
        out.push_str("    };\n    end.ok_or(p.furthest)\n}\n");
        Ok(out)
    }

    fn fresh(&mut self) -> usize {
        self.fresh += 1;
        self.fresh
    }

    /// A Rust expression of type `Option<usize>`: the end of `e` matched at
    /// `pos`. In `atomic` code, rules called report to [`Null`].
    fn expr(&mut self, e: &Expr, pos: &str, atomic: bool) -> String {
        let sink = if atomic { "&mut Null" } else { "s" };
        if let Some(class) = self.class(e) {
            return format!("p.class({pos}, &C{class})");
        }
        if let Some((class, rest)) = self.split(e) {
            let rest = self.expr(&rest, pos, atomic);
            return format!(
                "match p.class({pos}, &C{class}) {{ Some(q) => Some(q), None => {rest} }}"
            );
        }
        match e {
            Expr::Str(s) if s.is_empty() => format!("Some({pos})"),
            Expr::Str(s) if s.len() == 1 => format!("p.byte({pos}, {})", byte(s.as_bytes()[0])),
            Expr::Str(s) => format!("p.literal({pos}, b\"{}\")", s.as_bytes().escape_ascii()),
            Expr::Insens(s) => {
                format!("p.insensitive({pos}, b\"{}\")", s.as_bytes().escape_ascii())
            }
            Expr::Ident(name) => match name.as_str() {
                "SOI" => format!("p.soi({pos})"),
                "EOI" if atomic => format!("p.eoi({pos})"),
                "EOI" => format!("p.eoi({pos}).inspect(|&end| s.leaf(Rule::EOI, end, end))"),
                _ => format!("r_{name}(p, {pos}, {sink})"),
            },
            Expr::PosPred(inner) => {
                let inner = self.expr(inner, pos, true);
                format!("match {inner} {{ Some(_) => Some({pos}), None => None }}")
            }
            Expr::NegPred(inner) => {
                let inner = self.expr(inner, pos, true);
                format!("match {inner} {{ Some(_) => p.fail({pos}), None => Some({pos}) }}")
            }
            Expr::Seq(..) => {
                let mut items = Vec::new();
                flatten(e, false, &mut items);
                self.seq(&items, pos, atomic)
            }
            Expr::Choice(..) => {
                let mut alternatives = Vec::new();
                flatten(e, true, &mut alternatives);
                let label = self.fresh();
                let mut code = format!("'b{label}: {{ ");
                let (last, init) = alternatives
                    .split_last()
                    .expect("a choice has alternatives");
                for alternative in init {
                    let dirty = !atomic && self.dirty(alternative);
                    let body = self.expr(alternative, pos, atomic);
                    let mut attempt = String::new();
                    if dirty {
                        attempt.push_str("let saved = s.save(); ");
                        self.saves = true;
                    }
                    write!(
                        attempt,
                        "if let Some(q) = {body} {{ break 'b{label} Some(q) }} "
                    )
                    .expect("writing to a String cannot fail");
                    if dirty {
                        attempt.push_str("s.restore(saved); ");
                    }
                    match dirty.then(|| self.guard(alternative)).flatten() {
                        Some(class) => write!(
                            code,
                            "if p.next_in({pos}, &C{class}) {{ {attempt}}} else {{ p.miss({pos}); }} "
                        )
                        .expect("writing to a String cannot fail"),
                        None => code.push_str(&attempt),
                    }
                }
                let body = self.expr(last, pos, atomic);
                match (!atomic && self.dirty(last))
                    .then(|| self.guard(last))
                    .flatten()
                {
                    Some(class) => write!(
                        code,
                        "if p.next_in({pos}, &C{class}) {{ {body} }} else {{ p.fail({pos}) }} }}"
                    )
                    .expect("writing to a String cannot fail"),
                    None => code.push_str(&format!("{body} }}")),
                }
                code
            }
            Expr::Opt(inner) => {
                let body = self.guarded(inner, pos, atomic);
                format!("match {body} {{ Some(q) => Some(q), None => Some({pos}) }}")
            }
            Expr::Rep(inner) => self.repeat(inner, pos, atomic),
            Expr::RepOnce(inner) => {
                let var = format!("q{}", self.fresh());
                let once = self.expr(inner, pos, atomic);
                let more = self.repeat(inner, &var, atomic);
                format!("match {once} {{ Some({var}) => {more}, None => None }}")
            }
            // Refused by `check`: a grammar that has one is not compiled.
            unsupported => format!("compile_error!({:?})", format!("{unsupported:?}")),
        }
    }

    /// `inner*` from `pos`: a loop, never recursion.
    fn repeat(&mut self, inner: &Expr, pos: &str, atomic: bool) -> String {
        if let Some(set) = self.class_set(inner) {
            let class = self.intern_as(set, inner);
            return format!("Some(p.class_run({pos}, &C{class}))");
        }
        if let Some(code) = self.run_ending(inner, pos) {
            return code;
        }
        if let Some(code) = self.repeat_unless(inner, pos, atomic) {
            return code;
        }
        if let Some(code) = self.memo_repeat(inner, pos, atomic) {
            return code;
        }
        let cur = format!("q{}", self.fresh());
        // A choice with single bytes among its alternatives: runs of those
        // bytes in one loop over their table, the other alternatives between.
        let (run, inner) = match self.split(inner) {
            Some((class, rest)) => (format!("{cur} = p.class_run({cur}, &C{class}); "), rest),
            None => (String::new(), inner.clone()),
        };
        let body = self.guarded(&inner, &cur, atomic);
        format!(
            "{{ let mut {cur} = {pos}; loop {{ {run}match {body} {{ Some(q) if q != {cur} => {cur} = q, Some(_) | None => break }} }} Some({cur}) }}"
        )
    }

    /// `e` at `pos` such that a failure leaves the sink as it was: where `e`
    /// can report a span and then fail, the sink is saved and restored, from
    /// the first item of the sequence that can report (the literal a
    /// failing alternative usually fails at comes before, and costs no
    /// copy).
    fn guarded(&mut self, e: &Expr, pos: &str, atomic: bool) -> String {
        if atomic || !self.dirty(e) {
            return self.expr(e, pos, atomic);
        }
        let mut items = Vec::new();
        flatten(e, false, &mut items);
        let split = items
            .iter()
            .position(|item| self.may_report(item) || self.dirty(item))
            .unwrap_or(items.len());
        let (quiet, rest) = items.split_at(split);
        let label = self.fresh();
        let mut code = format!("'b{label}: {{ ");
        let cur = self.items(quiet, pos, atomic, label, &mut code);
        if let Some(deferred) = self.deferred(rest, &cur, label) {
            code.push_str(&deferred);
            return code;
        }
        let rest = self.seq(rest, &cur, atomic);
        self.saves = true;
        write!(
            code,
            "let saved = s.save(); match {rest} {{ Some(q) => Some(q), None => {{ s.restore(saved); None }} }} }}"
        )
        .expect("writing to a String cannot fail");
        code
    }

    /// The sequence of `items` at `pos`.
    fn seq(&mut self, items: &[&Expr], pos: &str, atomic: bool) -> String {
        let label = self.fresh();
        let mut code = format!("'b{label}: {{ ");
        let cur = self.items(items, pos, atomic, label, &mut code);
        code.push_str(&format!("Some({cur}) }}"));
        code
    }

    /// Append to `code` one `let` per item of a sequence from `pos`, each
    /// breaking out of the block `label` with `None` when it fails; the
    /// variable holding the end of the last.
    fn items(
        &mut self,
        items: &[&Expr],
        pos: &str,
        atomic: bool,
        label: usize,
        code: &mut String,
    ) -> String {
        let mut cur = pos.to_owned();
        let mut rest = items;
        while let Some((item, after)) = rest.split_first() {
            if let Some(next) = after.first().filter(|_| atomic)
                && let Some(end) = self.memo_then_narrower(item, next, &cur, label, code)
            {
                cur = end;
                rest = &after[1..];
                continue;
            }
            let var = format!("q{}", self.fresh());
            let item = self.expr(item, &cur, atomic);
            write!(
                code,
                "let {var} = match {item} {{ Some(q) => q, None => break 'b{label} None }}; "
            )
            .expect("writing to a String cannot fail");
            cur = var;
            rest = after;
        }
        cur
    }
}

/// Call `f` on `e` and every expression inside it.
/// `e` with its bounded repetitions unrolled, as pest_meta's optimizer
/// (`optimizer/unroller.rs`) does: `e{n}` is `n` copies in sequence, `e{n,}`
/// those then `e*`, `e{,m}` `m` copies of `e?`, `e{n,m}` `n` copies then
/// `m - n` copies of `e?`.
fn unroll(e: Expr) -> Expr {
    fn seq(items: Vec<Expr>) -> Expr {
        items
            .into_iter()
            .rev()
            .reduce(|rest, item| Expr::Seq(Box::new(item), Box::new(rest)))
            .unwrap_or_else(|| Expr::Str(String::new()))
    }
    fn copies(e: &Expr, n: u32) -> Vec<Expr> {
        (0..n).map(|_| e.clone()).collect()
    }
    match e {
        Expr::RepExact(a, n) => seq(copies(&unroll(*a), n)),
        Expr::RepMin(a, n) => {
            let a = unroll(*a);
            let mut items = copies(&a, n);
            items.push(Expr::Rep(Box::new(a)));
            seq(items)
        }
        Expr::RepMax(a, m) => seq(copies(&Expr::Opt(Box::new(unroll(*a))), m)),
        Expr::RepMinMax(a, n, m) => {
            let a = unroll(*a);
            let mut items = copies(&a, n);
            items.extend(copies(&Expr::Opt(Box::new(a)), m.saturating_sub(n)));
            seq(items)
        }
        Expr::PosPred(a) => Expr::PosPred(Box::new(unroll(*a))),
        Expr::NegPred(a) => Expr::NegPred(Box::new(unroll(*a))),
        Expr::Opt(a) => Expr::Opt(Box::new(unroll(*a))),
        Expr::Rep(a) => Expr::Rep(Box::new(unroll(*a))),
        Expr::RepOnce(a) => Expr::RepOnce(Box::new(unroll(*a))),
        Expr::Push(a) => Expr::Push(Box::new(unroll(*a))),
        Expr::Seq(a, b) => Expr::Seq(Box::new(unroll(*a)), Box::new(unroll(*b))),
        Expr::Choice(a, b) => Expr::Choice(Box::new(unroll(*a)), Box::new(unroll(*b))),
        // Leaves, and what `check` refuses.
        other => other,
    }
}

fn visit<'e>(e: &'e Expr, f: &mut impl FnMut(&'e Expr)) {
    f(e);
    match e {
        Expr::PosPred(a)
        | Expr::NegPred(a)
        | Expr::Opt(a)
        | Expr::Rep(a)
        | Expr::RepOnce(a)
        | Expr::RepExact(a, _)
        | Expr::RepMin(a, _)
        | Expr::RepMax(a, _)
        | Expr::RepMinMax(a, _, _)
        | Expr::Push(a) => visit(a, f),
        Expr::Seq(a, b) | Expr::Choice(a, b) => {
            visit(a, f);
            visit(b, f);
        }
        // Leaves, and what pest_meta's `grammar-extras` adds (refused).
        _ => {}
    }
}

/// The operands of a run of `Seq` (`choice` false) or of `Choice` (true),
/// left to right.
fn flatten<'e>(e: &'e Expr, choice: bool, out: &mut Vec<&'e Expr>) {
    match (e, choice) {
        (Expr::Seq(a, b), false) | (Expr::Choice(a, b), true) => {
            flatten(a, choice, out);
            flatten(b, choice, out);
        }
        _ => out.push(e),
    }
}

/// The character of a range bound (pest_meta has unescaped it).
fn first(s: &str) -> char {
    s.chars().next().unwrap_or('\0')
}

/// The byte ranges of pest's `ASCII_*` builtins, in the order pest_derive
/// tries them (the explaining parsers' tokens follow that order too).
pub(crate) fn builtin_class(name: &str) -> Option<&'static [(u8, u8)]> {
    Some(match name {
        "ASCII_DIGIT" => &[(b'0', b'9')],
        "ASCII_NONZERO_DIGIT" => &[(b'1', b'9')],
        "ASCII_BIN_DIGIT" => &[(b'0', b'1')],
        "ASCII_OCT_DIGIT" => &[(b'0', b'7')],
        "ASCII_HEX_DIGIT" => &[(b'0', b'9'), (b'a', b'f'), (b'A', b'F')],
        "ASCII_ALPHA_LOWER" => &[(b'a', b'z')],
        "ASCII_ALPHA_UPPER" => &[(b'A', b'Z')],
        "ASCII_ALPHA" => &[(b'a', b'z'), (b'A', b'Z')],
        "ASCII_ALPHANUMERIC" => &[(b'a', b'z'), (b'A', b'Z'), (b'0', b'9')],
        "ASCII" => &[(0, 0x7f)],
        _ => return None,
    })
}

/// A byte as a Rust byte literal (`b'a'`, `b'\\''`, `b'\\x00'`).
fn byte(b: u8) -> String {
    format!("b'{}'", [b].escape_ascii())
}

/// The runs of bytes a table holds, as inclusive ranges.
fn runs(class: &[bool; 256]) -> Vec<(u8, u8)> {
    let mut runs: Vec<(u8, u8)> = Vec::new();
    for b in (0..=255u8).filter(|&b| class[usize::from(b)]) {
        match runs.last_mut() {
            Some((_, hi)) if *hi + 1 == b => *hi = b,
            _ => runs.push((b, b)),
        }
    }
    runs
}

/// `code` with every table reference `&C<i>` written with the table's
/// name (the emitter numbers the tables before it knows their names).
fn rename_tables(code: &str, names: &[String]) -> String {
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(at) = rest.find("&C") {
        out.push_str(&rest[..at + 1]);
        let after = &rest[at + 2..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        match after[..digits].parse::<usize>() {
            Ok(i) if i < names.len() => out.push_str(&names[i]),
            _ => out.push_str(&rest[at + 1..at + 2 + digits]),
        }
        rest = &after[digits..];
    }
    out.push_str(rest);
    out
}
