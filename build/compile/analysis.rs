//! What the compiler knows of an expression before it writes code for it:
//! its byte table if it is a character class, the bytes it can start with,
//! whether it can report a span, fail, or report and then fail, and the
//! tables the generated code names.

use pest_meta::ast::{Expr, Rule, RuleType};

use super::{builtin_class, first, flatten, Compiler};

impl<'g> Compiler<'g> {
    /// The index of the byte table of `e`, if `e` matches one ASCII byte out
    /// of a set (literals of one byte, ASCII ranges, silent rules and
    /// builtins of those, and choices among them).
    pub(super) fn class(&mut self, e: &Expr) -> Option<usize> {
        let set = self.class_set(e)?;
        // A single byte reads better as a literal.
        if matches!(e, Expr::Str(_)) {
            return None;
        }
        Some(self.intern_as(set, e))
    }

    /// The index of the table of `set`.
    pub(super) fn intern(&mut self, set: [bool; 256]) -> usize {
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
    pub(super) fn intern_as(&mut self, set: [bool; 256], e: &Expr) -> usize {
        let i = self.intern(set);
        if let (Expr::Ident(name), (_, hint @ None)) = (e, &mut self.classes[i]) {
            *hint = Some(name.clone());
        }
        i
    }

    /// The name of table `i` in the generated code: the rule it was made
    /// from in capitals (`ALPHANUM`), or `C` and its number.
    pub(super) fn table_name(&self, i: usize) -> String {
        match &self.classes[i].1 {
            Some(name) => name.to_uppercase(),
            None => format!("C{i}"),
        }
    }

    pub(super) fn class_set(&self, e: &Expr) -> Option<[bool; 256]> {
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
    pub(super) fn split(&mut self, e: &Expr) -> Option<(usize, Expr)> {
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
    pub(super) fn alternatives<'e>(&'e self, e: &'e Expr, out: &mut Vec<&'e Expr>) {
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
    pub(super) fn first(&self, e: &Expr) -> ([bool; 256], bool) {
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
    pub(super) fn guard(&mut self, e: &Expr) -> Option<usize> {
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
    pub(super) fn head(&self, e: &Expr) -> Option<[bool; 256]> {
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

    pub(super) fn body(&self, name: &str) -> Option<&'g Rule> {
        self.by_name.get(name).copied()
    }

    /// Can `e` report a span (in code that is not atomic)?
    pub(super) fn may_report(&self, e: &Expr) -> bool {
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
    pub(super) fn may_fail(&self, e: &Expr) -> bool {
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
    pub(super) fn dirty(&self, e: &Expr) -> bool {
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
