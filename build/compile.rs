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
    compiler.check(origin)?;
    let parser = compiler.emit(origin)?;
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
             use crate::grammar::generated::{{table, Input, Null, Sink}};\n\n"
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
        out.push('\n');
        out.push_str(&functions);
        out.push_str(
            "/// Run the rule `rule` from the start of `input`: the end of its match, or\n\
             /// the furthest offset at which a character was tried and failed.\n\
             pub(crate) fn run<S: Sink<Rule>>(rule: Rule, input: &[u8], s: &mut S) -> Result<usize, usize> {\n    \
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

    /// `(a* ~ b)*` over two disjoint classes (`("-"* ~ alphanum)*`, the
    /// inside of a domain label) as one scan: the run of bytes of either
    /// class, given back to the end of its last `b`. Each round of the
    /// repetition takes the `a`s then one `b`; the round that fails does so
    /// at the end of the run, where the scan stops too.
    fn run_ending(&mut self, inner: &Expr, pos: &str) -> Option<String> {
        let Expr::Seq(first, last) = inner else {
            return None;
        };
        let Expr::Rep(a) = first.as_ref() else {
            return None;
        };
        let (a, b) = (self.class_set(a)?, self.class_set(last)?);
        if (0..256).any(|i| a[i] && b[i]) {
            return None;
        }
        let either: [bool; 256] = std::array::from_fn(|i| a[i] || b[i]);
        let (either, b) = (self.intern(either), self.intern(b));
        Some(format!("Some(p.run_ending({pos}, &C{either}, &C{b}))"))
    }

    /// `(!"c" ~ x)*`, `c` one byte (`(!":" ~ xalpha)*`): `x`'s table without
    /// `c`, where whatever else `x` is cannot start with `c` (it would fail
    /// there as the lookahead does, at the same offset). The lookahead
    /// then costs nothing: a byte `c` ends the table's run.
    fn repeat_unless(&mut self, inner: &Expr, pos: &str, atomic: bool) -> Option<String> {
        let Expr::Seq(ahead, x) = inner else {
            return None;
        };
        let Expr::NegPred(c) = ahead.as_ref() else {
            return None;
        };
        let c = match c.as_ref() {
            Expr::Str(c) if c.len() == 1 => usize::from(c.as_bytes()[0]),
            _ => return None,
        };
        if let Some(mut set) = self.class_set(x) {
            set[c] = false;
            let class = self.intern(set);
            return Some(format!("Some(p.class_run({pos}, &C{class}))"));
        }
        let (class, rest) = self.split(x)?;
        if self.head(&rest)?[c] {
            return None;
        }
        let mut set = self.classes[class].0;
        set[c] = false;
        let class = self.intern(set);
        let cur = format!("q{}", self.fresh());
        let body = self.guarded(&rest, &cur, atomic);
        Some(format!(
            "{{ let mut {cur} = {pos}; loop {{ {cur} = p.class_run({cur}, &C{class}); match {body} {{ Some(q) if q != {cur} => {cur} = q, Some(_) | None => break }} }} Some({cur}) }}"
        ))
    }

    /// `(r ~ ... ~ &r)*` in atomic code (`(domainlabel ~ "." ~ &domainlabel)*`):
    /// the lookahead's result at the end of a round is the next round's `r`
    /// at the same offset, so it is kept and not read again. A rule's match
    /// in atomic code depends on its offset only, and the failure it records
    /// was recorded when the lookahead ran.
    fn memo_repeat(&mut self, inner: &Expr, pos: &str, atomic: bool) -> Option<String> {
        if !atomic {
            return None;
        }
        let mut items = Vec::new();
        flatten(inner, false, &mut items);
        let (Some(Expr::Ident(head)), Some(Expr::PosPred(ahead))) = (items.first(), items.last())
        else {
            return None;
        };
        match ahead.as_ref() {
            Expr::Ident(name) if name == head && self.body(head).is_some() => {}
            _ => return None,
        }
        let (cur, memo, label) = (
            format!("q{}", self.fresh()),
            format!("m{}", self.fresh()),
            self.fresh(),
        );
        let mut code = format!("'b{label}: {{ ");
        let first =
            format!("if {memo}.0 == {cur} {{ {memo}.1 }} else {{ r_{head}(p, {cur}, &mut Null) }}");
        let var = format!("q{}", self.fresh());
        write!(
            code,
            "let {var} = match {first} {{ Some(q) => q, None => break 'b{label} None }}; "
        )
        .expect("writing to a String cannot fail");
        let middle = &items[1..items.len() - 1];
        let before = self.items(middle, &var, atomic, label, &mut code);
        write!(
            code,
            "{memo} = ({before}, r_{head}(p, {before}, &mut Null)); \
             match {memo}.1 {{ Some(_) => Some({before}), None => None }} }}"
        )
        .expect("writing to a String cannot fail");
        Some(format!(
            "{{ let mut {cur} = {pos}; let mut {memo}: (usize, Option<usize>) = (usize::MAX, None); \
             loop {{ match {code} {{ Some(q) if q != {cur} => {cur} = q, Some(_) | None => break }} }} Some({cur}) }}"
        ))
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
        write!(
            code,
            "let saved = s.save(); match {rest} {{ Some(q) => Some(q), None => {{ s.restore(saved); None }} }} }}"
        )
        .expect("writing to a String cannot fail");
        code
    }

    /// The rest of a guarded sequence without saving the sink, where it
    /// is atomic rules (one span each, reported as they end) and items that
    /// report nothing (`userinfo ~ "@"`): every item runs reporting nothing,
    /// and the atomic rules' spans are reported, in their order, once the
    /// last item has matched. The sink sees the same spans in the same order
    /// as from the plain sequence, and none when it fails. Appends to the
    /// block `label`, ending it; None where the rest is not of that shape.
    fn deferred(&mut self, rest: &[&Expr], pos: &str, label: usize) -> Option<String> {
        let mut leaves = Vec::new();
        for item in rest {
            match item {
                Expr::Ident(name) if self.body(name).is_some_and(|r| r.ty == RuleType::Atomic) => {
                    leaves.push(name.clone());
                }
                _ if !self.may_report(item) && !self.dirty(item) => {}
                _ => return None,
            }
        }
        if leaves.is_empty() {
            return None;
        }
        let mut code = String::new();
        let mut cur = pos.to_owned();
        let mut reports = String::new();
        for item in rest {
            let var = format!("q{}", self.fresh());
            let item_code = self.expr(item, &cur, true);
            write!(
                code,
                "let {var} = match {item_code} {{ Some(q) => q, None => break 'b{label} None }}; "
            )
            .expect("writing to a String cannot fail");
            if let Expr::Ident(name) = item {
                if leaves.contains(name) {
                    write!(reports, "s.leaf(Rule::{name}, {cur}, {var}); ")
                        .expect("writing to a String cannot fail");
                }
            }
            cur = var;
        }
        write!(code, "{reports}Some({cur}) }}").expect("writing to a String cannot fail");
        Some(code)
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
        for item in items {
            let var = format!("q{}", self.fresh());
            let item = self.expr(item, &cur, atomic);
            write!(
                code,
                "let {var} = match {item} {{ Some(q) => q, None => break 'b{label} None }}; "
            )
            .expect("writing to a String cannot fail");
            cur = var;
        }
        cur
    }

    /// The index of the byte table of `e`, if `e` matches one ASCII byte out
    /// of a set (literals of one byte, ASCII ranges, silent rules and
    /// builtins of those, and choices among them).
    fn class(&mut self, e: &Expr) -> Option<usize> {
        let set = self.class_set(e)?;
        // A single byte reads better as a literal.
        if matches!(e, Expr::Str(_)) {
            return None;
        }
        Some(self.intern_as(set, e))
    }

    /// The index of the table of `set`.
    fn intern(&mut self, set: [bool; 256]) -> usize {
        match self.classes.iter().position(|(c, _)| *c == set) {
            Some(i) => i,
            None => {
                self.classes.push((set, None));
                self.classes.len() - 1
            }
        }
    }

    /// As [`Compiler::intern`], the table named after the rule `e` calls,
    /// if it calls one.
    fn intern_as(&mut self, set: [bool; 256], e: &Expr) -> usize {
        let i = self.intern(set);
        if let (Expr::Ident(name), (_, hint @ None)) = (e, &mut self.classes[i]) {
            *hint = Some(name.clone());
        }
        i
    }

    /// The name of table `i` in the generated code: the rule it was made
    /// from in capitals (`ALPHANUM`), or `C` and its number.
    fn table_name(&self, i: usize) -> String {
        match &self.classes[i].1 {
            Some(name) => name.to_uppercase(),
            None => format!("C{i}"),
        }
    }

    fn class_set(&self, e: &Expr) -> Option<[bool; 256]> {
        let mut set = [false; 256];
        match e {
            Expr::Str(s) if s.len() == 1 && s.is_ascii() => set[s.as_bytes()[0] as usize] = true,
            Expr::Range(a, b) => {
                let (a, b) = (first(a), first(b));
                if !a.is_ascii() || !b.is_ascii() {
                    return None;
                }
                for c in a as u8..=b as u8 {
                    set[c as usize] = true;
                }
            }
            Expr::Ident(name) => {
                if let Some(ranges) = builtin_class(name) {
                    for &(a, b) in ranges {
                        for c in a..=b {
                            set[c as usize] = true;
                        }
                    }
                } else {
                    let rule = self.by_name.get(name.as_str())?;
                    if rule.ty != RuleType::Silent {
                        return None;
                    }
                    return self.class_set(&rule.expr);
                }
            }
            Expr::Choice(a, b) => {
                let (a, b) = (self.class_set(a)?, self.class_set(b)?);
                for i in 0..256 {
                    set[i] = a[i] || b[i];
                }
            }
            _ => return None,
        }
        Some(set)
    }

    /// A choice some of whose alternatives are single bytes (`xalpha = alpha
    /// | digit | safe | extra | escape`), as the union of those bytes, tried
    /// first, and the choice of the others, in their order. Exact: a byte
    /// alternative moves ahead of an earlier one only when that one cannot
    /// match empty nor start with a byte of it, so it fails wherever the
    /// byte alternative would match.
    fn split(&mut self, e: &Expr) -> Option<(usize, Expr)> {
        let mut alternatives = Vec::new();
        self.alternatives(e, &mut alternatives);
        let mut hoisted = [false; 256];
        let mut blocked = [false; 256];
        let mut nullable = false;
        let mut rest = Vec::new();
        for alternative in alternatives {
            match self.class_set(alternative) {
                Some(set) if !nullable && (0..256).all(|b| !(set[b] && blocked[b])) => {
                    for b in 0..256 {
                        hoisted[b] |= set[b];
                    }
                }
                Some(_) | None => {
                    let (first, empty) = self.first(alternative);
                    for b in 0..256 {
                        blocked[b] |= first[b];
                    }
                    nullable |= empty;
                    rest.push(alternative.clone());
                }
            }
        }
        if rest.is_empty() || hoisted.iter().all(|&b| !b) {
            return None;
        }
        let rest = rest
            .into_iter()
            .reduce(|a, b| Expr::Choice(Box::new(a), Box::new(b)))?;
        Some((self.intern(hoisted), rest))
    }

    /// The alternatives of `e`, through silent rules that are choices.
    fn alternatives<'e>(&'e self, e: &'e Expr, out: &mut Vec<&'e Expr>) {
        match e {
            Expr::Choice(a, b) => {
                self.alternatives(a, out);
                self.alternatives(b, out);
            }
            Expr::Ident(name) if self.class_set(e).is_none() => match self.body(name) {
                Some(rule)
                    if rule.ty == RuleType::Silent && matches!(rule.expr, Expr::Choice(..)) =>
                {
                    self.alternatives(&rule.expr, out)
                }
                Some(_) | None => out.push(e),
            },
            _ => out.push(e),
        }
    }

    /// The bytes a match of `e` can start with, and whether it can be empty
    /// (lookaheads and `SOI`/`EOI` count as empty).
    fn first(&self, e: &Expr) -> ([bool; 256], bool) {
        let mut set = [false; 256];
        if let Some(class) = self.class_set(e) {
            return (class, false);
        }
        let empty = match e {
            Expr::Str(s) | Expr::Insens(s) => match s.as_bytes().first() {
                Some(&b) => {
                    set[usize::from(b)] = true;
                    set[usize::from(b.to_ascii_lowercase())] = true;
                    set[usize::from(b.to_ascii_uppercase())] = true;
                    false
                }
                None => true,
            },
            Expr::Ident(name) => match self.body(name) {
                Some(rule) => return self.first(&rule.expr),
                None => true,
            },
            Expr::Seq(..) => {
                let mut items = Vec::new();
                flatten(e, false, &mut items);
                let mut empty = true;
                for item in items {
                    let (first, item_empty) = self.first(item);
                    for b in 0..256 {
                        set[b] |= first[b];
                    }
                    if !item_empty {
                        empty = false;
                        break;
                    }
                }
                empty
            }
            Expr::Choice(a, b) => {
                let ((fa, ea), (fb, eb)) = (self.first(a), self.first(b));
                for i in 0..256 {
                    set[i] = fa[i] || fb[i];
                }
                ea || eb
            }
            Expr::RepOnce(a) => return self.first(a),
            Expr::Opt(a) | Expr::Rep(a) => {
                set = self.first(a).0;
                true
            }
            // Lookaheads and whatever else: empty, so nothing moves ahead of it.
            _ => true,
        };
        (set, empty)
    }

    /// The table an alternative of a choice is tried under: where the next
    /// byte is not in it, the alternative would fail at that byte with no
    /// span reported, so it is not tried (the failure is still recorded at
    /// that offset). None where the alternative's own first test is as
    /// cheap (a literal, a class) or where no byte is ruled out.
    fn guard(&mut self, e: &Expr) -> Option<usize> {
        if matches!(e, Expr::Str(_) | Expr::Insens(_)) || self.class_set(e).is_some() {
            return None;
        }
        let head = self.head(e)?;
        if head.iter().all(|&b| b) {
            return None;
        }
        Some(self.intern(head))
    }

    /// The bytes `e` can start with, where that set decides: when the byte
    /// at the position is not in it (or there is none), `e` fails having
    /// tried that byte only, and reported nothing. None where `e` can match
    /// empty or looks ahead before it reads (its failure could lie further).
    fn head(&self, e: &Expr) -> Option<[bool; 256]> {
        if let Some(class) = self.class_set(e) {
            return Some(class);
        }
        let mut set = [false; 256];
        match e {
            Expr::Str(s) | Expr::Insens(s) => {
                let &b = s.as_bytes().first()?;
                set[usize::from(b)] = true;
                if matches!(e, Expr::Insens(_)) {
                    set[usize::from(b.to_ascii_lowercase())] = true;
                    set[usize::from(b.to_ascii_uppercase())] = true;
                }
                Some(set)
            }
            Expr::Ident(name) => self.head(&self.body(name)?.expr),
            Expr::RepOnce(a) => self.head(a),
            Expr::Choice(..) => {
                let mut alternatives = Vec::new();
                flatten(e, true, &mut alternatives);
                for alternative in alternatives {
                    let h = self.head(alternative)?;
                    for b in 0..256 {
                        set[b] |= h[b];
                    }
                }
                Some(set)
            }
            Expr::Seq(..) => {
                let mut items = Vec::new();
                flatten(e, false, &mut items);
                for item in items {
                    // An optional part whose own head rules the byte out
                    // matches empty there, having tried that byte only.
                    let (h, decides) = match item {
                        Expr::Opt(a) | Expr::Rep(a) => (self.head(a)?, false),
                        _ => (self.head(item)?, true),
                    };
                    for b in 0..256 {
                        set[b] |= h[b];
                    }
                    if decides {
                        return Some(set);
                    }
                }
                None
            }
            _ => None,
        }
    }

    fn body(&self, name: &str) -> Option<&'g Rule> {
        self.by_name.get(name).copied()
    }

    /// Can `e` report a span (in code that is not atomic)?
    fn may_report(&self, e: &Expr) -> bool {
        match e {
            Expr::Ident(name) if name == "EOI" => true,
            Expr::Ident(name) => self
                .body(name)
                .is_some_and(|r| r.ty != RuleType::Silent || self.may_report(&r.expr)),
            Expr::PosPred(_) | Expr::NegPred(_) => false,
            Expr::Seq(a, b) | Expr::Choice(a, b) => self.may_report(a) || self.may_report(b),
            Expr::Opt(a) | Expr::Rep(a) | Expr::RepOnce(a) => self.may_report(a),
            _ => false,
        }
    }

    /// Can `e` fail?
    fn may_fail(&self, e: &Expr) -> bool {
        match e {
            Expr::Str(s) => !s.is_empty(),
            Expr::Ident(name) => self.body(name).is_none_or(|r| self.may_fail(&r.expr)),
            Expr::Seq(a, b) => self.may_fail(a) || self.may_fail(b),
            Expr::Choice(a, b) => self.may_fail(a) && self.may_fail(b),
            Expr::Opt(_) | Expr::Rep(_) => false,
            Expr::RepOnce(a) => self.may_fail(a),
            _ => true,
        }
    }

    /// Can `e` report a span and then fail (in code that is not atomic)?
    /// Alternatives, optionals and repetition steps that can are restored.
    fn dirty(&self, e: &Expr) -> bool {
        match e {
            Expr::Ident(name) => self
                .body(name)
                .is_some_and(|r| r.ty != RuleType::Atomic && self.dirty(&r.expr)),
            Expr::Seq(..) => {
                let mut items = Vec::new();
                flatten(e, false, &mut items);
                let mut reported = false;
                for item in items {
                    if self.dirty(item) || (reported && self.may_fail(item)) {
                        return true;
                    }
                    reported |= self.may_report(item);
                }
                false
            }
            Expr::Choice(..) => {
                let mut alternatives = Vec::new();
                flatten(e, true, &mut alternatives);
                alternatives.last().is_some_and(|last| self.dirty(last))
            }
            Expr::RepOnce(a) => self.dirty(a),
            _ => false,
        }
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
