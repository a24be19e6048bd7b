//! Compiles a `.pest` grammar into the second parser of each grammar: the
//! one that explains a failure. It runs only after the decide parser
//! (`build/compile.rs`) has rejected an input, and keeps, as it goes, the
//! same record pest keeps in its detailed mode: the rules tried at the
//! furthest position (pest's "positives" and their position), the furthest
//! position a token was tried at, the call stacks of the rules that tried it,
//! and the delimiters among the tokens. `src/grammar.rs` turns that record
//! into the [`SyntaxError`](../src/error.rs) as it did pest's.
//!
//! The record depends on every token and rule pest tries, in pest's order,
//! so this parser follows the code pest_derive generates, construct for
//! construct, from the grammar as pest_meta's optimizer leaves it (the same
//! `optimize` pest_derive calls: literals of an atomic rule concatenated,
//! choices factored, `e+` unrolled to `e ~ e*`): a normal rule is
//! `Tracker::enter`/`Tracker::leave` around its body (pest's `state.rule`),
//! an atomic rule also sets the tracker atomic (`state.atomic`), a literal
//! or a run of a character class reports its tokens (`match_string`,
//! `match_range`), and a lookahead switches the tracker's negation
//! (`state.lookahead`). The tracker (`src/grammar/tracker.rs`) does what
//! pest's `ParserState` does with each.
//!
//! A character class (single bytes and ASCII ranges, through silent rules
//! and the `ASCII_*` builtins) is one table lookup, with the tokens it stands
//! for described once (`Tokens`): the delimiters among all of them and among
//! all but the first (pest forgets the first token tried at a new furthest
//! position).

use std::collections::HashMap;
use std::fmt::Write as _;

use pest_meta::ast::RuleType;

use crate::compile::builtin_class;
use pest_meta::optimizer::{OptimizedExpr as Expr, OptimizedRule as Rule};

/// The Rust text of the explaining parser of the grammar `src`.
pub fn compile(origin: &str, src: &str) -> Result<String, String> {
    let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, src)
        .map_err(|e| format!("{origin}: {e}"))?;
    let rules = pest_meta::parser::consume_rules(pairs).map_err(|errors| {
        let texts: Vec<String> = errors.iter().map(|e| format!("{origin}: {e}")).collect();
        texts.join("\n")
    })?;
    let rules = pest_meta::optimizer::optimize(rules);
    let mut compiler = Compiler {
        by_name: rules.iter().map(|r| (r.name.as_str(), r)).collect(),
        rules: &rules,
        classes: Vec::new(),
        tokens: Vec::new(),
        fresh: 0,
        eoi: false,
    };
    compiler.emit(origin)
}

/// A token pest tries, as its `ParsingToken` is made.
#[derive(Clone, PartialEq)]
enum Token {
    /// `match_string`.
    Sensitive(String),
    /// `match_insensitive`.
    Insensitive(String),
    /// `match_range`.
    Range(char, char),
}

impl Token {
    /// The constructor in the generated code (`super::tracker::Token`).
    fn code(&self) -> String {
        match self {
            Token::Sensitive(s) => format!("S({s:?})"),
            Token::Insensitive(s) => format!("I({s:?})"),
            Token::Range(a, b) => format!("R({a:?}, {b:?})"),
        }
    }
}

struct Compiler<'g> {
    rules: &'g [Rule],
    by_name: HashMap<&'g str, &'g Rule>,
    /// Byte tables of the character classes.
    classes: Vec<[bool; 256]>,
    /// Token lists, one `Tokens` constant each.
    tokens: Vec<Vec<Token>>,
    fresh: usize,
    eoi: bool,
}

impl Compiler<'_> {
    fn emit(&mut self, origin: &str) -> Result<String, String> {
        let mut functions = String::new();
        for rule in self.rules {
            let name = &rule.name;
            let body = self.expr(&rule.expr, "pos");
            let text = match rule.ty {
                RuleType::Silent => format!(
                    "fn x_{name}(t: &mut Tracker<'_, Rule>, pos: usize) -> Option<usize> {{\n    {body}\n}}\n"
                ),
                RuleType::Normal => format!(
                    "fn x_{name}(t: &mut Tracker<'_, Rule>, pos: usize) -> Option<usize> {{\n    \
                     let at = t.enter(pos);\n    let end = {body};\n    \
                     t.leave(Rule::{name}, pos, &at, end.is_some());\n    end\n}}\n"
                ),
                RuleType::Atomic => format!(
                    "fn x_{name}(t: &mut Tracker<'_, Rule>, pos: usize) -> Option<usize> {{\n    \
                     let at = t.enter(pos);\n    let outer = t.set_atomic(true);\n    let end = {body};\n    \
                     t.set_atomic(outer);\n    t.leave(Rule::{name}, pos, &at, end.is_some());\n    end\n}}\n"
                ),
                RuleType::CompoundAtomic | RuleType::NonAtomic => {
                    return Err(format!(
                        "{origin}: rule `{name}`: `$` and `!` rules are not compiled"
                    ))
                }
            };
            functions.push_str(&text);
            functions.push('\n');
        }
        if self.eoi {
            functions.push_str(
                "/// pest's `EOI`, a rule around the end of input.\n\
                 fn x_EOI(t: &mut Tracker<'_, Rule>, pos: usize) -> Option<usize> {\n    \
                 let at = t.enter(pos);\n    let end = t.end_of_input(pos);\n    \
                 t.leave(Rule::EOI, pos, &at, end.is_some());\n    end\n}\n\n",
            );
        }
        let kinds: Vec<&str> = ["I", "R", "S"]
            .into_iter()
            .filter(|kind| {
                self.tokens.iter().flatten().any(|t| {
                    matches!(
                        (t, *kind),
                        (Token::Insensitive(_), "I")
                            | (Token::Range(..), "R")
                            | (Token::Sensitive(_), "S")
                    )
                })
            })
            .collect();
        let imports = format!(
            "use crate::grammar::tracker::Token::{{{}}};\n",
            kinds.join(", ")
        );
        let mut out = format!(
            "// Generated by build.rs (build/explain.rs) from {origin}; do not edit.\n\
             use super::{{Rule, DELIMITERS}};\n\
             {imports}\
             use crate::grammar::tracker::{{Tokens, Tracker}};\n\n"
        );
        for (i, class) in self.classes.iter().enumerate() {
            let cells: Vec<&str> = class
                .iter()
                .map(|&b| if b { "true" } else { "false" })
                .collect();
            writeln!(out, "static C{i}: [bool; 256] = [{}];", cells.join(", "))
                .map_err(|e| e.to_string())?;
        }
        for (i, tokens) in self.tokens.iter().enumerate() {
            let list: Vec<String> = tokens.iter().map(Token::code).collect();
            writeln!(
                out,
                "const K{i}: Tokens = Tokens::new(&[{}], DELIMITERS);",
                list.join(", ")
            )
            .map_err(|e| e.to_string())?;
        }
        out.push('\n');
        out.push_str(&functions);
        out.push_str(
            "/// Run the rule `rule` from the start of the tracker's input, keeping\n\
             /// pest's record of attempts: the end of the match, or `None`.\n\
             pub(crate) fn run(rule: Rule, t: &mut Tracker<'_, Rule>) -> Option<usize> {\n    \
             match rule {\n",
        );
        for rule in self.rules {
            writeln!(out, "        Rule::{0} => x_{0}(t, 0),", rule.name)
                .map_err(|e| e.to_string())?;
        }
        if self.eoi {
            out.push_str("        Rule::EOI => x_EOI(t, 0),\n");
        }
        out.push_str("    }\n}\n");
        Ok(out)
    }

    fn fresh(&mut self) -> usize {
        self.fresh += 1;
        self.fresh
    }

    /// The index of the `Tokens` constant of `tokens`.
    fn tokens(&mut self, tokens: Vec<Token>) -> usize {
        match self.tokens.iter().position(|t| *t == tokens) {
            Some(i) => i,
            None => {
                self.tokens.push(tokens);
                self.tokens.len() - 1
            }
        }
    }

    /// The class table and the tokens of `e`, if `e` is a character class.
    fn class(&mut self, e: &Expr) -> Option<(usize, usize)> {
        let tokens = self.class_tokens(e)?;
        let mut set = [false; 256];
        for token in &tokens {
            match token {
                Token::Sensitive(s) => set[usize::from(s.as_bytes()[0])] = true,
                Token::Range(a, b) => {
                    for c in *a as u8..=*b as u8 {
                        set[usize::from(c)] = true;
                    }
                }
                Token::Insensitive(_) => return None,
            }
        }
        let class = match self.classes.iter().position(|c| *c == set) {
            Some(i) => i,
            None => {
                self.classes.push(set);
                self.classes.len() - 1
            }
        };
        Some((class, self.tokens(tokens)))
    }

    /// The tokens pest tries, in order, for a choice of single ASCII bytes
    /// and ASCII ranges (through silent rules and the `ASCII_*` builtins).
    fn class_tokens(&self, e: &Expr) -> Option<Vec<Token>> {
        match e {
            Expr::Str(s) if s.len() == 1 && s.is_ascii() => Some(vec![Token::Sensitive(s.clone())]),
            Expr::Range(a, b) => {
                let (a, b) = (a.chars().next()?, b.chars().next()?);
                (a.is_ascii() && b.is_ascii()).then(|| vec![Token::Range(a, b)])
            }
            Expr::Ident(name) => {
                if let Some(ranges) = builtin_class(name) {
                    return Some(
                        ranges
                            .iter()
                            .map(|&(a, b)| Token::Range(char::from(a), char::from(b)))
                            .collect(),
                    );
                }
                let rule = self.by_name.get(name.as_str())?;
                if rule.ty != RuleType::Silent {
                    return None;
                }
                self.class_tokens(&rule.expr)
            }
            Expr::Choice(a, b) => {
                let mut tokens = self.class_tokens(a)?;
                tokens.extend(self.class_tokens(b)?);
                Some(tokens)
            }
            _ => None,
        }
    }

    /// A Rust expression of type `Option<usize>`: the end of `e` matched at
    /// `pos`, with pest's attempts recorded in the tracker `t`.
    fn expr(&mut self, e: &Expr, pos: &str) -> String {
        if let Some((class, tokens)) = self.class(e) {
            return format!("t.class({pos}, &C{class}, &K{tokens})");
        }
        match e {
            Expr::Str(s) => {
                let k = self.tokens(vec![Token::Sensitive(s.clone())]);
                format!("t.literal({pos}, {}, &K{k})", bytes(s))
            }
            Expr::Insens(s) => {
                let k = self.tokens(vec![Token::Insensitive(s.clone())]);
                format!("t.insensitive({pos}, {}, &K{k})", bytes(s))
            }
            Expr::Ident(name) => match name.as_str() {
                "SOI" => format!("t.start_of_input({pos})"),
                "EOI" => {
                    self.eoi = true;
                    format!("x_EOI(t, {pos})")
                }
                _ => format!("x_{name}(t, {pos})"),
            },
            Expr::PosPred(inner) | Expr::NegPred(inner) => {
                let positive = matches!(e, Expr::PosPred(_));
                let body = self.expr(inner, pos);
                let (hit, miss) = if positive {
                    (format!("Some({pos})"), "None".to_owned())
                } else {
                    ("None".to_owned(), format!("Some({pos})"))
                };
                format!(
                    "{{ let outer = t.look({positive}); let r = {body}; t.unlook(outer); match r {{ Some(_) => {hit}, None => {miss} }} }}"
                )
            }
            Expr::Seq(..) => {
                let mut items = Vec::new();
                flatten(e, false, &mut items);
                let label = self.fresh();
                let mut code = format!("'b{label}: {{ ");
                let mut cur = pos.to_owned();
                for item in items {
                    let var = format!("q{}", self.fresh());
                    let item = self.expr(item, &cur);
                    write!(
                        code,
                        "let {var} = match {item} {{ Some(q) => q, None => break 'b{label} None }}; "
                    )
                    .expect("writing to a String cannot fail");
                    cur = var;
                }
                write!(code, "Some({cur}) }}").expect("writing to a String cannot fail");
                code
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
                    let body = self.expr(alternative, pos);
                    write!(
                        code,
                        "if let Some(q) = {body} {{ break 'b{label} Some(q) }} "
                    )
                    .expect("writing to a String cannot fail");
                }
                let body = self.expr(last, pos);
                write!(code, "{body} }}").expect("writing to a String cannot fail");
                code
            }
            Expr::Opt(inner) => {
                let body = self.expr(inner, pos);
                format!("match {body} {{ Some(q) => Some(q), None => Some({pos}) }}")
            }
            Expr::Rep(inner) => {
                if let Some((class, tokens)) = self.class(inner) {
                    return format!("Some(t.class_run({pos}, &C{class}, &K{tokens}))");
                }
                let cur = format!("q{}", self.fresh());
                let body = self.expr(inner, &cur);
                format!(
                    "{{ let mut {cur} = {pos}; while let Some(q) = {body} {{ if q == {cur} {{ break }} {cur} = q; }} Some({cur}) }}"
                )
            }
            // `build/compile.rs` refuses a grammar with any other: it never
            // gets here.
            unsupported => format!("compile_error!({:?})", format!("{unsupported:?}")),
        }
    }
}

/// `s` as a Rust expression of type `&[u8]`: a byte string where it reads.
fn bytes(s: &str) -> String {
    if s.bytes().all(|b| b.is_ascii_graphic() || b == b' ') {
        format!("b{s:?}")
    } else {
        format!("&{:?}", s.as_bytes())
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
