//! One canonical form for both sides of a diff (described in
//! `grammar/spec/README.md`, "How `urispec grammar-diff` compares a grammar
//! with its transcription").
//!
//! Two levels:
//!
//! - the *plain* form applies only what is notation, not grammar: the name
//!   map (`-` to `_`, `+` to `_plus`, `grammar/README.md`), flattened sequences and
//!   choices, adjacent literals joined (TBL's `h t t p` is `"http"`), the
//!   repetition forms of RFC 822 and pest (`x{0,}` is `x*`). Rule modifiers
//!   are never part of an [`Expr`].
//! - the *full* form also applies the accepted rewrites ([`Rewrite`]): literal
//!   alternations and ranges as character sets, `x [ xs ]` as `x+`,
//!   `x [ sep self ]` as `x (sep x)*`, `x x*` as `x+`, and, where needed,
//!   character-class rules expanded to their sets.
//!
//! A rule is `same` when the plain forms agree, `same after accepted
//! rewrite` when only the full forms agree.

use std::collections::{BTreeSet, HashMap};

use super::bnf::{CharSet, Expr};

pub(super) use crate::grammar::map_name;

/// A rewrite the diff accepts as "the same grammar" (`grammar/README.md`,
/// "Accepted rewrites", and `grammar/spec/README.md`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Rewrite {
    /// A literal alternation or a range as a character set
    /// (`a | b | ... | z` = `'a'..'z'`).
    CharSet,
    /// Right recursion as repetition: `x [ xs ]` = `x+`.
    RightRecursion,
    /// Separated right recursion: `x [ sep self ]` = `x (sep x)*`.
    SeparatedRecursion,
    /// Equivalent repetition forms: `x x*` = `x+`, `[ x* ]` = `x*`, `*[ x ]` = `x*`.
    RepeatForm,
    /// A character-class rule expanded to its set (`alpha` = `ASCII_ALPHA`).
    ClassExpansion,
}

impl Rewrite {
    /// How the report names the rewrite.
    pub const fn describe(self) -> &'static str {
        match self {
            Rewrite::CharSet => "character set",
            Rewrite::RightRecursion => "x [ xs ] = x+",
            Rewrite::SeparatedRecursion => "x [ sep self ] = x (sep x)*",
            Rewrite::RepeatForm => "repetition form",
            Rewrite::ClassExpansion => "character class expanded",
        }
    }
}

/// pest's built-in character classes (pest book, "Built-in rules").
fn builtin_class(name: &str) -> Option<CharSet> {
    let set = match name {
        "ASCII_DIGIT" => CharSet::range('0', '9'),
        "ASCII_NONZERO_DIGIT" => CharSet::range('1', '9'),
        "ASCII_BIN_DIGIT" => CharSet::range('0', '1'),
        "ASCII_OCT_DIGIT" => CharSet::range('0', '7'),
        "ASCII_HEX_DIGIT" => CharSet::range('0', '9')
            .union(&CharSet::range('a', 'f'))
            .union(&CharSet::range('A', 'F')),
        "ASCII_ALPHA_LOWER" => CharSet::range('a', 'z'),
        "ASCII_ALPHA_UPPER" => CharSet::range('A', 'Z'),
        "ASCII_ALPHA" => CharSet::range('a', 'z').union(&CharSet::range('A', 'Z')),
        "ASCII_ALPHANUMERIC" => CharSet::range('a', 'z')
            .union(&CharSet::range('A', 'Z'))
            .union(&CharSet::range('0', '9')),
        "ASCII" => CharSet::range('\0', '\u{7f}'),
        _ => return None,
    };
    Some(set)
}

fn single_char(s: &str) -> Option<char> {
    let mut it = s.chars();
    match (it.next(), it.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// Normaliser state: which level, the rule being normalised, and the
/// rewrites that fired.
pub(crate) struct Normalizer<'a> {
    full: bool,
    rule: &'a str,
    pub(crate) rewrites: BTreeSet<Rewrite>,
}

impl<'a> Normalizer<'a> {
    /// `rule` is the (mapped) name of the rule whose definition is
    /// normalised; `full` selects the accepted rewrites.
    pub(crate) fn new(rule: &'a str, full: bool) -> Self {
        Normalizer {
            full,
            rule,
            rewrites: BTreeSet::new(),
        }
    }

    /// The normal form of a rule's definition.
    pub(crate) fn rule(&mut self, e: &Expr) -> Expr {
        let e = self.expr(e);
        if self.full {
            let e = self.right_recursion(e);
            // The rewrite may leave new sequences to tidy.
            self.expr(&e)
        } else {
            e
        }
    }

    fn expr(&mut self, e: &Expr) -> Expr {
        match e {
            Expr::Empty => Expr::Empty,
            Expr::Lit(s) if s.is_empty() => Expr::Empty,
            Expr::Lit(s) => Expr::Lit(s.clone()),
            // A case-insensitive character is the set of its two cases
            // (ABNF's `"A"` in HEXDIG, pest's `^"v"`).
            Expr::Insens(s) if self.full && single_char(s).is_some() => {
                let c = single_char(s).unwrap_or_default();
                self.rewrites.insert(Rewrite::CharSet);
                Expr::Set(
                    CharSet::single(c.to_ascii_lowercase())
                        .union(&CharSet::single(c.to_ascii_uppercase())),
                )
            }
            Expr::Insens(s) => Expr::Insens(s.clone()),
            Expr::Set(s) => {
                if self.full {
                    self.rewrites.insert(Rewrite::CharSet);
                }
                Expr::Set(s.clone())
            }
            Expr::Ref(n) => {
                if self.full
                    && let Some(set) = builtin_class(n)
                {
                    self.rewrites.insert(Rewrite::CharSet);
                    return Expr::Set(set);
                }
                Expr::Ref(map_name(n))
            }
            Expr::Seq(items) => self.seq(items),
            Expr::Choice(alts) => self.choice(alts),
            Expr::Opt(x) => {
                let x = self.expr(x);
                match x {
                    Expr::Empty => Expr::Empty,
                    Expr::Opt(_) | Expr::Rep(_) => {
                        self.rewrites.insert(Rewrite::RepeatForm);
                        x
                    }
                    Expr::RepOnce(y) if self.full => {
                        self.rewrites.insert(Rewrite::RepeatForm);
                        Expr::Rep(y)
                    }
                    x => Expr::Opt(Box::new(x)),
                }
            }
            Expr::Rep(x) => {
                let x = self.expr(x);
                match x {
                    Expr::Opt(y) | Expr::Rep(y) | Expr::RepOnce(y) if self.full => {
                        self.rewrites.insert(Rewrite::RepeatForm);
                        Expr::Rep(y)
                    }
                    x => Expr::Rep(Box::new(x)),
                }
            }
            Expr::RepOnce(x) => {
                let x = self.expr(x);
                match x {
                    Expr::Opt(y) | Expr::Rep(y) if self.full => {
                        self.rewrites.insert(Rewrite::RepeatForm);
                        Expr::Rep(y)
                    }
                    Expr::RepOnce(y) if self.full => {
                        self.rewrites.insert(Rewrite::RepeatForm);
                        Expr::RepOnce(y)
                    }
                    x => Expr::RepOnce(Box::new(x)),
                }
            }
            Expr::RepRange(x, lo, hi) => {
                let x = self.expr(x);
                match (lo, hi) {
                    // RFC 5234 §3.7: `0<element>` is the empty string
                    // (RFC 3986's `path-empty = 0<pchar>`).
                    (_, Some(0)) => Expr::Empty,
                    (0, None) => Expr::Rep(Box::new(x)),
                    (1, None) => Expr::RepOnce(Box::new(x)),
                    (0, Some(1)) => Expr::Opt(Box::new(x)),
                    (1, Some(1)) => x,
                    (lo, hi) => Expr::RepRange(Box::new(x), *lo, *hi),
                }
            }
            Expr::PosPred(x) => Expr::PosPred(Box::new(self.expr(x))),
            Expr::NegPred(x) => Expr::NegPred(Box::new(self.expr(x))),
            Expr::Other(s) => Expr::Other(s.clone()),
        }
    }

    fn seq(&mut self, items: &[Expr]) -> Expr {
        let mut flat: Vec<Expr> = Vec::with_capacity(items.len());
        for item in items {
            match self.expr(item) {
                Expr::Empty => {}
                Expr::Seq(inner) => flat.extend(inner),
                x => flat.push(x),
            }
        }
        // Adjacent literals are one literal (`h t t p` = "http").
        let mut out: Vec<Expr> = Vec::with_capacity(flat.len());
        for x in flat {
            match (out.last_mut(), x) {
                (Some(Expr::Lit(prev)), Expr::Lit(s)) => prev.push_str(&s),
                (_, x) => out.push(x),
            }
        }
        if self.full {
            out = self.x_xstar(out);
        }
        match out.len() {
            0 => Expr::Empty,
            1 => out.pop().unwrap_or(Expr::Empty),
            _ => Expr::Seq(out),
        }
    }

    /// `A1 .. Ak (A1 .. Ak)*` = `(A1 .. Ak)+`.
    fn x_xstar(&mut self, mut out: Vec<Expr>) -> Vec<Expr> {
        let mut i = 0;
        while i < out.len() {
            if let Expr::Rep(inner) = &out[i] {
                let body: Vec<Expr> = match &**inner {
                    Expr::Seq(v) => v.clone(),
                    other => vec![other.clone()],
                };
                let k = body.len();
                if k > 0 && i >= k && out[i - k..i] == body[..] {
                    let rep = Expr::RepOnce(inner.clone());
                    out.splice(i - k..=i, [rep]);
                    self.rewrites.insert(Rewrite::RepeatForm);
                    i = i + 1 - k;
                    continue;
                }
            }
            i += 1;
        }
        out
    }

    fn choice(&mut self, alts: &[Expr]) -> Expr {
        let mut flat: Vec<Expr> = Vec::with_capacity(alts.len());
        for alt in alts {
            match self.expr(alt) {
                Expr::Choice(inner) => flat.extend(inner),
                x => flat.push(x),
            }
        }
        if self.full {
            // Literal alternations and ranges: one set, where the first stood.
            let mut set: Option<(usize, CharSet)> = None;
            let mut rest: Vec<Expr> = Vec::with_capacity(flat.len());
            let mut merged = 0;
            for x in flat {
                let as_set = match &x {
                    Expr::Set(s) => Some(s.clone()),
                    Expr::Lit(s) => single_char(s).map(CharSet::single),
                    _ => None,
                };
                match as_set {
                    Some(s) => {
                        merged += 1;
                        set = Some(match set {
                            None => (rest.len(), s),
                            Some((pos, acc)) => (pos, acc.union(&s)),
                        });
                    }
                    None => rest.push(x),
                }
            }
            if let Some((pos, s)) = set {
                if merged > 1 {
                    self.rewrites.insert(Rewrite::CharSet);
                }
                rest.insert(pos, Expr::Set(s));
            }
            flat = rest;
        }
        match flat.len() {
            0 => Expr::Empty,
            1 => match flat.pop().unwrap_or(Expr::Empty) {
                Expr::Set(s) if s.ranges().len() == 1 && s.ranges()[0].0 == s.ranges()[0].1 => {
                    Expr::Lit(s.ranges()[0].0.to_string())
                }
                x => x,
            },
            _ => Expr::Choice(flat),
        }
    }

    /// `R = A [ R ]` = `A+` and `R = A [ S R ]` = `A (S A)*` (RFC 1630's
    /// `xalphas  xalpha [ xalphas ]`, `group  ialpha [ . group ]`).
    fn right_recursion(&mut self, e: Expr) -> Expr {
        let Expr::Seq(items) = &e else {
            return e;
        };
        let Some((Expr::Opt(inner), prefix)) = items.split_last() else {
            return e;
        };
        let (sep, last): (Vec<Expr>, &Expr) = match &**inner {
            Expr::Seq(v) => match v.split_last() {
                Some((last, sep)) => (sep.to_vec(), last),
                None => return e,
            },
            other => (Vec::new(), other),
        };
        let me = Expr::Ref(self.rule.to_owned());
        if *last != me || prefix.iter().chain(&sep).any(|x| mentions(x, self.rule)) {
            return e;
        }
        let a = if prefix.len() == 1 {
            prefix[0].clone()
        } else {
            Expr::Seq(prefix.to_vec())
        };
        if sep.is_empty() {
            self.rewrites.insert(Rewrite::RightRecursion);
            Expr::RepOnce(Box::new(a))
        } else {
            self.rewrites.insert(Rewrite::SeparatedRecursion);
            let mut body = sep;
            body.extend(prefix.iter().cloned());
            let mut out = prefix.to_vec();
            out.push(Expr::Rep(Box::new(Expr::Seq(body))));
            Expr::Seq(out)
        }
    }
}

/// Whether `e` refers to rule `name` anywhere.
pub(crate) fn mentions(e: &Expr, name: &str) -> bool {
    match e {
        Expr::Ref(n) => n == name,
        Expr::Seq(v) | Expr::Choice(v) => v.iter().any(|x| mentions(x, name)),
        Expr::Opt(x)
        | Expr::Rep(x)
        | Expr::RepOnce(x)
        | Expr::RepRange(x, _, _)
        | Expr::PosPred(x)
        | Expr::NegPred(x) => mentions(x, name),
        Expr::Empty | Expr::Lit(_) | Expr::Insens(_) | Expr::Set(_) | Expr::Other(_) => false,
    }
}

/// The plain form of a rule (see the module docs).
pub(crate) fn plain(rule: &str, e: &Expr) -> Expr {
    let name = map_name(rule);
    Normalizer::new(&name, false).rule(e)
}

/// The full form of a rule and the rewrites that produced it.
pub(crate) fn full(rule: &str, e: &Expr) -> (Expr, BTreeSet<Rewrite>) {
    let name = map_name(rule);
    let mut n = Normalizer::new(&name, true);
    let e = n.rule(e);
    (e, n.rewrites)
}

/// The character-class rules of a grammar: rules whose full form is a set, or
/// a choice of sets and other class rules (`xalpha  alpha | digit | safe |
/// extra` is not one: `escape` is a sequence). Keys are mapped names.
pub(crate) fn classes(rules: &[(String, Expr)]) -> HashMap<String, CharSet> {
    let mut table: HashMap<String, CharSet> = HashMap::new();
    // Each pass resolves one more level of references; specs have few.
    for _ in 0..rules.len().min(32) + 1 {
        let mut changed = false;
        for (name, e) in rules {
            if table.contains_key(name) {
                continue;
            }
            if let Some(set) = class_of(e, &table) {
                table.insert(name.clone(), set);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    table
}

fn class_of(e: &Expr, table: &HashMap<String, CharSet>) -> Option<CharSet> {
    match e {
        Expr::Set(s) => Some(s.clone()),
        Expr::Lit(s) => single_char(s).map(CharSet::single),
        Expr::Ref(n) => table.get(n).cloned(),
        Expr::Choice(v) => {
            let mut acc = CharSet::default();
            for x in v {
                acc = acc.union(&class_of(x, table)?);
            }
            Some(acc)
        }
        _ => None,
    }
}

/// Replace references to character-class rules by their sets, then
/// normalise again (so `alpha = lowalpha | upalpha` meets `ASCII_ALPHA`).
pub(crate) fn expand(rule: &str, e: &Expr, table: &HashMap<String, CharSet>) -> Expr {
    fn walk(e: &Expr, table: &HashMap<String, CharSet>) -> Expr {
        match e {
            Expr::Ref(n) => match table.get(n) {
                Some(s) => Expr::Set(s.clone()),
                None => e.clone(),
            },
            Expr::Seq(v) => Expr::Seq(v.iter().map(|x| walk(x, table)).collect()),
            Expr::Choice(v) => Expr::Choice(v.iter().map(|x| walk(x, table)).collect()),
            Expr::Opt(x) => Expr::Opt(Box::new(walk(x, table))),
            Expr::Rep(x) => Expr::Rep(Box::new(walk(x, table))),
            Expr::RepOnce(x) => Expr::RepOnce(Box::new(walk(x, table))),
            Expr::RepRange(x, lo, hi) => Expr::RepRange(Box::new(walk(x, table)), *lo, *hi),
            Expr::PosPred(x) => Expr::PosPred(Box::new(walk(x, table))),
            Expr::NegPred(x) => Expr::NegPred(Box::new(walk(x, table))),
            Expr::Empty | Expr::Lit(_) | Expr::Insens(_) | Expr::Set(_) | Expr::Other(_) => {
                e.clone()
            }
        }
    }
    let name = map_name(rule);
    Normalizer::new(&name, true).rule(&walk(e, table))
}

/// The same expression with every choice's alternatives sorted: equal
/// canonical forms with unequal full forms mean "only the order of
/// alternatives differs" (which matters in a PEG).
pub(crate) fn sorted_choices(e: &Expr) -> Expr {
    match e {
        Expr::Choice(v) => {
            let mut alts: Vec<Expr> = v.iter().map(sorted_choices).collect();
            alts.sort();
            Expr::Choice(alts)
        }
        Expr::Seq(v) => Expr::Seq(v.iter().map(sorted_choices).collect()),
        Expr::Opt(x) => Expr::Opt(Box::new(sorted_choices(x))),
        Expr::Rep(x) => Expr::Rep(Box::new(sorted_choices(x))),
        Expr::RepOnce(x) => Expr::RepOnce(Box::new(sorted_choices(x))),
        Expr::RepRange(x, lo, hi) => Expr::RepRange(Box::new(sorted_choices(x)), *lo, *hi),
        Expr::PosPred(x) => Expr::PosPred(Box::new(sorted_choices(x))),
        Expr::NegPred(x) => Expr::NegPred(Box::new(sorted_choices(x))),
        Expr::Empty
        | Expr::Lit(_)
        | Expr::Insens(_)
        | Expr::Set(_)
        | Expr::Ref(_)
        | Expr::Other(_) => e.clone(),
    }
}

/// The tokens of an expression in the report's notation (pest-like: `x?`,
/// `x*`, `x+`, `"lit"`, `[set]`, `|`), for display and token diffs.
pub(crate) fn tokens(e: &Expr) -> Vec<String> {
    let mut out = Vec::new();
    render(e, 0, &mut out);
    out
}

/// Rendered form of an expression.
#[cfg(test)]
pub(crate) fn to_text(e: &Expr) -> String {
    join(tokens(e).iter().map(|t| (t.as_str(), t.clone())))
}

/// Join rendered tokens with spaces, none inside parentheses: `(a b)*`.
/// Each item is (the raw token, its display form).
pub(crate) fn join<'t>(items: impl Iterator<Item = (&'t str, String)>) -> String {
    let mut out = String::new();
    let mut prev: Option<&str> = None;
    for (raw, shown) in items {
        if let Some(p) = prev
            && !(p.ends_with('(') || raw.starts_with(')'))
        {
            out.push(' ');
        }
        out.push_str(&shown);
        prev = Some(raw);
    }
    out
}

fn postfix(x: &Expr, suffix: &str, out: &mut Vec<String>) {
    let mut inner = Vec::new();
    render(x, 2, &mut inner);
    if let Some(last) = inner.last_mut() {
        last.push_str(suffix);
    }
    out.extend(inner);
}

fn render(e: &Expr, ctx: u8, out: &mut Vec<String>) {
    match e {
        Expr::Empty => out.push("\"\"".to_owned()),
        Expr::Lit(s) => out.push(format!("{s:?}")),
        Expr::Insens(s) => out.push(format!("^{s:?}")),
        // A one-character set reads better as its literal: `"-"`, not `[\-]`.
        Expr::Set(s) => match s.ranges() {
            [(lo, hi)] if lo == hi => out.push(format!("{:?}", lo.to_string())),
            _ => out.push(s.to_string()),
        },
        Expr::Ref(n) => out.push(n.clone()),
        Expr::Other(s) => out.push(format!("<{s}>")),
        Expr::Choice(v) => {
            if ctx > 0 {
                out.push("(".to_owned());
            }
            for (i, x) in v.iter().enumerate() {
                if i > 0 {
                    out.push("|".to_owned());
                }
                render(x, 1, out);
            }
            if ctx > 0 {
                out.push(")".to_owned());
            }
        }
        Expr::Seq(v) => {
            if ctx > 1 {
                out.push("(".to_owned());
            }
            for x in v {
                render(x, 1, out);
            }
            if ctx > 1 {
                out.push(")".to_owned());
            }
        }
        Expr::Opt(x) => postfix(x, "?", out),
        Expr::Rep(x) => postfix(x, "*", out),
        Expr::RepOnce(x) => postfix(x, "+", out),
        Expr::RepRange(x, lo, hi) => {
            let suffix = match hi {
                Some(hi) if hi == lo => format!("{{{lo}}}"),
                Some(hi) => format!("{{{lo},{hi}}}"),
                None => format!("{{{lo},}}"),
            };
            postfix(x, &suffix, out)
        }
        Expr::PosPred(x) | Expr::NegPred(x) => {
            let mut inner = Vec::new();
            render(x, 2, &mut inner);
            let sign = if matches!(e, Expr::PosPred(_)) {
                "&"
            } else {
                "!"
            };
            if let Some(first) = inner.first_mut() {
                first.insert_str(0, sign);
            }
            out.extend(inner);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::bnf::read::{r822, tbl};
    use super::*;

    #[test]
    fn name_map() {
        assert_eq!(map_name("URI-reference"), "URI_reference");
        assert_eq!(map_name("gopher+_string"), "gopher_plus_string");
        assert_eq!(map_name("addr-spec"), "addr_spec");
        assert_eq!(
            to_text(&plain("x", &tbl("m i d : addr-spec"))),
            "\"mid:\" addr_spec"
        );
    }

    #[test]
    fn literals_join_and_flatten() {
        assert_eq!(
            to_text(&plain("h", &tbl("h t t p : / / hostport"))),
            "\"http://\" hostport"
        );
        assert_eq!(
            plain("h", &tbl("h t t p : / / hostport")),
            plain("h", &r822("\"http://\" hostport"))
        );
    }

    #[test]
    fn charsets() {
        let (a, rw) = full("digit", &tbl("0 |1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9"));
        assert_eq!(a, Expr::Set(CharSet::range('0', '9')));
        assert!(rw.contains(&Rewrite::CharSet));
        let (b, _) = full(
            "hex",
            &tbl("digit | a | b | c | d | e | f | A | B | C | D | E | F"),
        );
        assert_eq!(to_text(&b), "digit | [A-Fa-f]");
        // Duplicates (`safe  $ | - | ... | -`) vanish in the set.
        let (c, _) = full("safe", &tbl("$ | - | -"));
        assert_eq!(to_text(&c), "[$\\-]");
    }

    #[test]
    fn right_recursion_is_plus() {
        let (e, rw) = full("xalphas", &tbl("xalpha [ xalphas ]"));
        assert_eq!(to_text(&e), "xalpha+");
        assert!(rw.contains(&Rewrite::RightRecursion));
        let (e, _) = full("wpath", &tbl("digits = path ; [ wpath ]"));
        assert_eq!(to_text(&e), "(digits \"=\" path \";\")+");
        // Not recursive on itself: the RFC 1630 typo stays as printed.
        let (e, _) = full("xpalphas", &tbl("xpalpha [ xpalpha ]"));
        assert_eq!(to_text(&e), "xpalpha xpalpha?");
    }

    #[test]
    fn separated_recursion_is_star() {
        let (e, rw) = full("group", &tbl("ialpha [ . group ]"));
        assert_eq!(to_text(&e), "ialpha (\".\" ialpha)*");
        assert!(rw.contains(&Rewrite::SeparatedRecursion));
        let (e, _) = full("user", &tbl("alphanum2 [ user ]"));
        assert_eq!(to_text(&e), "alphanum2+");
    }

    #[test]
    fn optional_and_repeat_forms() {
        assert_eq!(to_text(&plain("x", &tbl("[ aa bb ]"))), "(aa bb)?");
        assert_eq!(to_text(&plain("x", &tbl("[ a b ]"))), "\"ab\"?");
        assert_eq!(
            full("x", &r822("*[ uchar ]")).0,
            full("x", &r822("*uchar")).0
        );
        assert_eq!(full("x", &r822("a *a")).0, full("x", &r822("1*a")).0);
        assert_eq!(
            plain(
                "x",
                &Expr::RepRange(Box::new(Expr::Ref("a".into())), 0, None)
            ),
            plain("x", &r822("*a"))
        );
    }

    #[test]
    fn order_is_visible() {
        let a = full("g", &tbl("* | group | article")).0;
        let b = full("g", &tbl("* | article | group")).0;
        assert_ne!(a, b);
        assert_eq!(sorted_choices(&a), sorted_choices(&b));
    }

    #[test]
    fn classes_expand() {
        let rules = vec![
            (
                "lowalpha".to_owned(),
                full("lowalpha", &r822("\"a\" | \"b\"")).0,
            ),
            (
                "upalpha".to_owned(),
                full("upalpha", &r822("\"A\" | \"B\"")).0,
            ),
            (
                "alpha".to_owned(),
                full("alpha", &r822("lowalpha | upalpha")).0,
            ),
        ];
        let t = classes(&rules);
        assert_eq!(to_text(&expand("alpha", &rules[2].1, &t)), "[ABab]");
    }
}
