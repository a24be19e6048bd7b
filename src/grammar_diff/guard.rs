//! Linear checks of a `.pest` text, made before the text reaches pest_meta.
//!
//! pest_meta is written for grammars a person wrote, and some texts cost it
//! far more than their size:
//!
//! - It reads a block comment as `"/*" ~ (block_comment | !"*/" ~ ANY)* ~
//!   "*/"` and tries it at every place whitespace may stand. When a nested
//!   `/*` is never closed, each level fails only at the end of the text and is
//!   then read again as plain characters, so the time doubles with every few
//!   bytes of `/*/` (a 138-byte file takes seconds, 200 bytes half an hour).
//!   Such a text can never be a grammar: pest has no `/` token outside a
//!   comment, and a block comment must close each `/*` it opens.
//! - Its checks of a rule's expression take time quadratic in the number of
//!   terms of the rule (2,000 terms: over a second), its check for left
//!   recursion time quadratic or worse in the number of rules, and it reads
//!   nested parentheses by recursion (10,000 overflow the stack).
//!
//! So [`check`] refuses, in one pass, an unclosed comment and a text beyond
//! limits far above any grammar of this crate (the largest has under 100
//! rules, under 60 terms in a rule and parentheses 5 deep), which bounds the
//! time pest_meta can take on any text.

/// What [`check`] refuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// The block comment opening at this byte offset never closes.
    UnclosedComment(usize),
    /// The text defines more rules than [`MAX_RULES`].
    TooManyRules,
    /// The squares of the rules' term counts (names, literals, operators and
    /// brackets) add up to
    /// more than [`MAX_TERMS_SQUARED`], first at the rule body opening at
    /// this byte offset.
    TooManyTerms(usize),
    /// Brackets nest deeper than [`MAX_DEPTH`] at this byte offset.
    TooDeep(usize),
}

/// The most rules a text may define.
pub(crate) const MAX_RULES: usize = 1_000;
/// The most the squares of the rules' term counts may add up to: one rule of
/// 1,000 terms, or a hundred of 100.
pub(crate) const MAX_TERMS_SQUARED: usize = 1_000_000;
/// The deepest `{`, `(` and `[` may nest, the rule body's own `{` included.
pub(crate) const MAX_DEPTH: usize = 100;

/// Refuse a text pest_meta would take too long over (see the module docs).
pub(crate) fn check(src: &str) -> Result<(), Refusal> {
    let bytes = src.as_bytes();
    let (mut rules, mut squares) = (0usize, 0usize);
    // The body being read: where it opened, its terms, its bracket depth.
    let (mut body_start, mut terms, mut depth) = (0usize, 0usize, 0usize);
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match (b, bytes.get(i + 1)) {
            (b'/', Some(b'/')) => i = line_end(bytes, i),
            (b'/', Some(b'*')) => match block_end(bytes, i) {
                Some(end) => i = end,
                None => return Err(Refusal::UnclosedComment(i)),
            },
            (b'"' | b'\'', _) => {
                terms += usize::from(depth > 0);
                i = literal_end(bytes, i, b);
            }
            (b'!' | b'&' | b'?' | b'*' | b'+', _) => {
                // Operators nest without brackets (`!!x`, `x??`): they count
                // as terms so that their nesting is bounded too.
                terms += usize::from(depth > 0);
                i += 1;
            }
            (b'{' | b'(' | b'[', _) => {
                terms += usize::from(depth > 0);
                if depth == 0 {
                    rules += 1;
                    if rules > MAX_RULES {
                        return Err(Refusal::TooManyRules);
                    }
                    (body_start, terms) = (i, 0);
                }
                depth += 1;
                if depth > MAX_DEPTH {
                    return Err(Refusal::TooDeep(i));
                }
                i += 1;
            }
            (b'}' | b')' | b']', _) => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    squares = squares.saturating_add(terms.saturating_mul(terms));
                    terms = 0;
                    if squares > MAX_TERMS_SQUARED {
                        return Err(Refusal::TooManyTerms(body_start));
                    }
                }
                i += 1;
            }
            _ if b.is_ascii_alphabetic() || b == b'_' => {
                terms += usize::from(depth > 0);
                i += bytes[i..]
                    .iter()
                    .position(|c| !(c.is_ascii_alphanumeric() || *c == b'_'))
                    .unwrap_or(bytes.len() - i);
            }
            _ => i += 1,
        }
    }
    // A body the text never closes is pest_meta's to report; its terms count.
    if terms.saturating_mul(terms).saturating_add(squares) > MAX_TERMS_SQUARED {
        return Err(Refusal::TooManyTerms(body_start));
    }
    Ok(())
}

/// The index just past the line comment starting at `start` (its `\n`).
fn line_end(bytes: &[u8], start: usize) -> usize {
    bytes[start..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(bytes.len(), |n| start + n + 1)
}

/// The index just past the `*/` that closes the block comment opening at
/// `start`, counting nested `/*`; `None` when the text ends first. Inside a
/// block comment nothing but `/*` and `*/` counts, as in pest_meta.
fn block_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = start;
    while i + 1 < bytes.len() {
        match (bytes[i], bytes[i + 1]) {
            (b'/', b'*') => {
                depth += 1;
                i += 2;
            }
            (b'*', b'/') => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => i += 1,
        }
    }
    None
}

/// The index just past the string or character literal opening at `start`
/// with `quote` (a backslash escapes the next byte); the end of the text when
/// it never closes, which pest_meta reports itself.
fn literal_end(bytes: &[u8], start: usize, quote: u8) -> usize {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b if b == quote => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::{check, Refusal, MAX_DEPTH, MAX_RULES};

    #[test]
    fn grammars_pass() {
        assert_eq!(check("a = { \"x\" } /* c */ b = { a }"), Ok(()));
        assert_eq!(check("/* /* nested */ */ a = { \"x\" }"), Ok(()));
        assert_eq!(check("a = { \"/*\" } // /* in a line comment\n"), Ok(()));
        assert_eq!(check("a = { '/' ~ \"\\\"/*\" }"), Ok(()));
        assert_eq!(check("/**/ a = @{ b{1, 3} ~ (c | \"(\")* }"), Ok(()));
        for grammar in crate::edition::Edition::ALL {
            let file = grammar.file();
            assert_eq!(check(file.source), Ok(()), "{}", file.path);
        }
    }

    #[test]
    fn unclosed_comments_are_found_where_they_open() {
        let unclosed = |s: &str| check(s).err();
        assert_eq!(
            unclosed("a = { \"x\" } /* never"),
            Some(Refusal::UnclosedComment(12))
        );
        let inner_only = "/* /* inner closes */ outer does not";
        assert_eq!(unclosed(inner_only), Some(Refusal::UnclosedComment(0)));
        assert_eq!(
            unclosed(&"/*/".repeat(46)),
            Some(Refusal::UnclosedComment(0))
        );
        assert_eq!(unclosed("/*/"), Some(Refusal::UnclosedComment(0)));
    }

    #[test]
    fn limits_hold_at_their_bounds() {
        let rules = |n: usize| {
            (0..n)
                .map(|i| format!("r{i} = {{ \"x\" }}\n"))
                .collect::<String>()
        };
        assert_eq!(check(&rules(MAX_RULES)), Ok(()));
        assert_eq!(check(&rules(MAX_RULES + 1)), Err(Refusal::TooManyRules));
        let terms = |n: usize| format!("a = {{ {} }}", vec!["b"; n].join(" ~ "));
        assert_eq!(check(&terms(1_000)), Ok(()));
        assert_eq!(check(&terms(1_001)), Err(Refusal::TooManyTerms(4)));
        let prefixes = |n: usize| format!("a = {{ {}\"x\" }}", "!".repeat(n));
        assert_eq!(check(&prefixes(999)), Ok(()));
        assert_eq!(check(&prefixes(1_000)), Err(Refusal::TooManyTerms(4)));
        let deep = |n: usize| format!("a = {{ {}\"x\"{} }}", "(".repeat(n), ")".repeat(n));
        assert_eq!(check(&deep(MAX_DEPTH - 1)), Ok(()));
        assert_eq!(
            check(&deep(MAX_DEPTH)),
            Err(Refusal::TooDeep(5 + MAX_DEPTH))
        );
    }
}
