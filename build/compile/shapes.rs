//! The shapes of expression the compiler writes in a way of its own,
//! each exact: the same spans, record and furthest offset as the plain
//! code, with less read or saved.

use std::fmt::Write as _;

use pest_meta::ast::{Expr, RuleType};

use super::{flatten, Compiler};

impl Compiler<'_> {
    /// `(a* ~ b)*` over two disjoint classes (`("-"* ~ alphanum)*`, the
    /// inside of a domain label) as one scan: the run of bytes of either
    /// class, given back to the end of its last `b`. Each round of the
    /// repetition takes the `a`s then one `b`; the round that fails does so
    /// at the end of the run, where the scan stops too.
    pub(super) fn run_ending(&mut self, inner: &Expr, pos: &str) -> Option<String> {
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
    pub(super) fn repeat_unless(
        &mut self,
        inner: &Expr,
        pos: &str,
        atomic: bool,
    ) -> Option<String> {
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
    pub(super) fn memo_repeat(&mut self, inner: &Expr, pos: &str, atomic: bool) -> Option<String> {
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

    /// The rest of a guarded sequence without saving the sink, where it
    /// is atomic rules (one span each, reported as they end) and items that
    /// report nothing (`userinfo ~ "@"`): every item runs reporting nothing,
    /// and the atomic rules' spans are reported, in their order, once the
    /// last item has matched. The sink sees the same spans in the same order
    /// as from the plain sequence, and none when it fails. Appends to the
    /// block `label`, ending it; None where the rest is not of that shape.
    pub(super) fn deferred(&mut self, rest: &[&Expr], pos: &str, label: usize) -> Option<String> {
        let leaf = |item: &Expr| match item {
            Expr::Ident(name) if self.body(name).is_some_and(|r| r.ty == RuleType::Atomic) => {
                Some(name.clone())
            }
            _ => None,
        };
        if !rest.iter().any(|item| leaf(item).is_some())
            || rest
                .iter()
                .any(|item| leaf(item).is_none() && (self.may_report(item) || self.dirty(item)))
        {
            return None;
        }
        let leaves: Vec<Option<String>> = rest.iter().map(|item| leaf(item)).collect();
        let mut code = String::new();
        let mut cur = pos.to_owned();
        let mut reports = String::new();
        for (item, leaf) in rest.iter().zip(leaves) {
            let var = format!("q{}", self.fresh());
            let item_code = self.expr(item, &cur, true);
            write!(
                code,
                "let {var} = match {item_code} {{ Some(q) => q, None => break 'b{label} None }}; "
            )
            .expect("writing to a String cannot fail");
            if let Some(name) = leaf {
                write!(reports, "s.leaf(Rule::{name}, {cur}, {var}); ")
                    .expect("writing to a String cannot fail");
            }
            cur = var;
        }
        write!(code, "{reports}Some({cur}) }}").expect("writing to a String cannot fail");
        Some(code)
    }
}
