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
        if !atomic || self.memo_shape(inner) != Some(true) {
            return None;
        }
        let memo = format!("m{}", self.fresh());
        let (looped, _) = self.memo_loop(inner, pos, &memo, false)?;
        Some(format!(
            "{{ let mut {memo}: (usize, Option<usize>) = (usize::MAX, None); {looped} }}"
        ))
    }

    /// `(r ~ ...)*` in atomic code, keeping in `memo` (declared by the
    /// caller) an offset and `r`'s result there: the lookahead's, where the
    /// round ends in `&r`; with `every`, also each `r` the round starts with,
    /// so that after the loop `memo` holds `r` at the offset where the last
    /// round began (the one that failed). The loop, and whether the round
    /// ends in `&r` (if not, the loop sets `memo` before reading it); None
    /// where the round does not start with a rule (or, without `every`,
    /// does not end in `&r`).
    fn memo_loop(
        &mut self,
        inner: &Expr,
        pos: &str,
        memo: &str,
        every: bool,
    ) -> Option<(String, bool)> {
        let ahead = self.memo_shape(inner)?;
        if !ahead && !every {
            return None;
        }
        let mut items = Vec::new();
        flatten(inner, false, &mut items);
        let Some(Expr::Ident(head)) = items.first() else {
            return None;
        };
        let (cur, label) = (format!("q{}", self.fresh()), self.fresh());
        let mut code = format!("'b{label}: {{ ");
        let fresh = if every {
            format!("{{ let r = r_{head}(p, {cur}, &mut Null); {memo} = ({cur}, r); r }}")
        } else {
            format!("r_{head}(p, {cur}, &mut Null)")
        };
        // Only a lookahead can have read this round's `r` already.
        let first = if ahead {
            format!("if {memo}.0 == {cur} {{ {memo}.1 }} else {fresh}")
        } else {
            fresh
        };
        let var = format!("q{}", self.fresh());
        write!(
            code,
            "let {var} = match {first} {{ Some(q) => q, None => break 'b{label} None }}; "
        )
        .expect("writing to a String cannot fail");
        if ahead {
            let middle = &items[1..items.len() - 1];
            let before = self.items(middle, &var, true, label, &mut code);
            write!(
                code,
                "{memo} = ({before}, r_{head}(p, {before}, &mut Null)); \
                 match {memo}.1 {{ Some(_) => Some({before}), None => None }} }}"
            )
            .expect("writing to a String cannot fail");
        } else {
            let last = self.items(&items[1..], &var, true, label, &mut code);
            write!(code, "Some({last}) }}").expect("writing to a String cannot fail");
        }
        let looped = format!(
            "{{ let mut {cur} = {pos}; \
             loop {{ match {code} {{ Some(q) if q != {cur} => {cur} = q, Some(_) | None => break }} }} Some({cur}) }}"
        );
        Some((looped, ahead))
    }

    /// Where a round `inner` starts with a rule: whether it ends in a
    /// lookahead of that rule (`r ~ ... ~ &r`).
    fn memo_shape(&self, inner: &Expr) -> Option<bool> {
        let mut items = Vec::new();
        flatten(inner, false, &mut items);
        let Some(Expr::Ident(head)) = items.first() else {
            return None;
        };
        self.body(head)?;
        Some(
            items.len() > 1
                && matches!(items.last(), Some(Expr::PosPred(ahead))
                    if matches!(ahead.as_ref(), Expr::Ident(name) if name == head)),
        )
    }

    /// `(r ~ ...)* ~ t` in atomic code, where `t` is `r` with a narrower
    /// first byte and the same rest (`(domainlabel ~ "." ~ ...)* ~ toplabel`,
    /// `domainlabel = alphanum ~ x`, `toplabel = alpha ~ x`): the round that
    /// fails began with `r` at the offset where `t` starts, so where the
    /// byte there is in `t`'s first set, `t` ends where that `r` ended and is
    /// not read again (the hostname's last label). Exact: `t` there would
    /// run `x` from the same offset as `r` did, recording the same failures.
    /// Appends the two `let`s to the block `label`; the variable holding
    /// `t`'s end, or None (nothing written) where the items are not of
    /// that shape.
    pub(super) fn memo_then_narrower(
        &mut self,
        rep: &Expr,
        next: &Expr,
        pos: &str,
        label: usize,
        code: &mut String,
    ) -> Option<String> {
        let (Expr::Rep(inner), Expr::Ident(next)) = (rep, next) else {
            return None;
        };
        let mut items = Vec::new();
        flatten(inner, false, &mut items);
        let Some(Expr::Ident(head)) = items.first() else {
            return None;
        };
        let narrower = self.narrower(next, head)?;
        let class = self.intern(narrower);
        let memo = format!("m{}", self.fresh());
        let (looped, ahead) = self.memo_loop(inner, pos, &memo, true)?;
        let (end, var) = (format!("q{}", self.fresh()), format!("q{}", self.fresh()));
        let init = if ahead { " = (usize::MAX, None)" } else { "" };
        write!(
            code,
            "let mut {memo}: (usize, Option<usize>){init}; \
             let {end} = match {looped} {{ Some(q) => q, None => break 'b{label} None }}; \
             let {var} = match if {memo}.0 == {end} && {memo}.1.is_some() && p.next_in({end}, &C{class}) \
             {{ {memo}.1 }} else {{ r_{next}(p, {end}, &mut Null) }} {{ Some(q) => q, None => break 'b{label} None }}; "
        )
        .expect("writing to a String cannot fail");
        Some(var)
    }

    /// Where rule `next` is rule `head` with a narrower first byte (its
    /// first item a class within `head`'s first, the items after it the
    /// same): the set of `next`'s first byte.
    fn narrower(&self, next: &str, head: &str) -> Option<[bool; 256]> {
        let (next, head) = (self.body(next)?, self.body(head)?);
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        flatten(&next.expr, false, &mut ours);
        flatten(&head.expr, false, &mut theirs);
        let (first, rest) = ours.split_first()?;
        let (wide, same) = theirs.split_first()?;
        let (first, wide) = (self.class_set(first)?, self.class_set(wide)?);
        let within = first.iter().zip(wide).all(|(&a, b)| !a || b);
        (!rest.is_empty() && rest == same && within).then_some(first)
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
