//! The BNF syntax tree both sides of a grammar diff are read into (its shape
//! mirrors `pest_meta::ast::Expr`, without pest types), and the readers of the
//! two notations the specs use: `grammar/notation/tbl-bnf.pest` and
//! `grammar/notation/rfc822-bnf.pest`.

use std::fmt;

use pest::iterators::Pair;
use pest::Parser as _;

/// How deeply brackets may nest in one definition; deeper input is refused
/// rather than risking the reader's stack (no spec nests beyond 5).
const MAX_NESTING: usize = 64;

pub use crate::edition::Notation;

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of characters, kept as sorted, disjoint, non-adjacent inclusive
/// ranges, so that `a | b | ... | z` and pest's `'a'..'z'` compare equal
/// (an accepted rewrite: "literal alternations and ranges as character sets").
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CharSet {
    ranges: Vec<(char, char)>,
}

impl CharSet {
    /// The set holding `c` only.
    pub(crate) fn single(c: char) -> Self {
        CharSet {
            ranges: vec![(c, c)],
        }
    }

    /// The set `lo..=hi` (empty when `lo > hi`).
    pub(crate) fn range(lo: char, hi: char) -> Self {
        if lo > hi {
            CharSet::default()
        } else {
            CharSet {
                ranges: vec![(lo, hi)],
            }
        }
    }

    /// The union of two sets.
    pub(crate) fn union(&self, other: &CharSet) -> CharSet {
        let mut all: Vec<(char, char)> = self.ranges.iter().chain(&other.ranges).copied().collect();
        all.sort_unstable();
        let mut out: Vec<(char, char)> = Vec::with_capacity(all.len());
        for (lo, hi) in all {
            match out.last_mut() {
                Some(last) if (last.1 as u32).saturating_add(1) >= lo as u32 => {
                    if hi > last.1 {
                        last.1 = hi;
                    }
                }
                _ => out.push((lo, hi)),
            }
        }
        CharSet { ranges: out }
    }

    /// The characters of `self` that are not in `other`.
    pub(crate) fn minus(&self, other: &CharSet) -> Vec<char> {
        let mut out = Vec::new();
        for &(lo, hi) in &self.ranges {
            // Sets in specs are small; cap the walk so a huge pest range
            // cannot make a report explode.
            for c in (lo..=hi).take(256) {
                if !other.contains(c) {
                    out.push(c);
                }
            }
        }
        out
    }

    /// Whether `c` is in the set.
    pub(crate) fn contains(&self, c: char) -> bool {
        self.ranges.iter().any(|&(lo, hi)| lo <= c && c <= hi)
    }

    /// The ranges, sorted and disjoint.
    pub(crate) fn ranges(&self) -> &[(char, char)] {
        &self.ranges
    }
}

impl fmt::Display for CharSet {
    /// Regex-like: `[$&\-.0-9@A-Z_a-z]`; a space is written `\x20`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn one(f: &mut fmt::Formatter<'_>, c: char) -> fmt::Result {
            match c {
                ' ' => f.write_str("\\x20"),
                '\\' | ']' | '[' | '-' | '^' => write!(f, "\\{c}"),
                c if c.is_control() || !c.is_ascii() => write!(f, "\\u{{{:x}}}", c as u32),
                c => write!(f, "{c}"),
            }
        }
        // Ranges are shown only within digits, lower-case or upper-case
        // letters (`0-9`, `a-f`); punctuation is listed char by char, so
        // `[!"'()*,]` does not read as the cryptic `[!"'-*,]`.
        fn class(c: char) -> u8 {
            match c {
                '0'..='9' => 1,
                'a'..='z' => 2,
                'A'..='Z' => 3,
                _ => 0,
            }
        }
        f.write_str("[")?;
        for &(lo, hi) in &self.ranges {
            let mut c = lo;
            loop {
                // The longest run from `c` within one class.
                let mut end = c;
                if class(c) != 0 {
                    while end < hi
                        && class(char::from_u32(end as u32 + 1).unwrap_or(end)) == class(c)
                    {
                        end = char::from_u32(end as u32 + 1).unwrap_or(end);
                    }
                }
                one(f, c)?;
                if end != c {
                    if (end as u32) > (c as u32) + 1 {
                        f.write_str("-")?;
                    }
                    one(f, end)?;
                }
                if end >= hi {
                    break;
                }
                match char::from_u32(end as u32 + 1) {
                    Some(next) => c = next,
                    None => break,
                }
                if (c as u32) - (lo as u32) > 512 {
                    // A huge pest range: show its ends only.
                    f.write_str("...")?;
                    one(f, hi)?;
                    break;
                }
            }
        }
        f.write_str("]")
    }
}

/// One expression of a BNF or pest rule; the shape of `pest_meta::ast::Expr`
/// plus the spec notations' own forms.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Expr {
    /// The empty string (pest `""`, an empty RFC 822 `""`).
    Empty,
    /// A literal string (`"http://"`, TBL's single letter `h`, `space`).
    Lit(String),
    /// A case-insensitive literal (pest `^"a"`).
    Insens(String),
    /// A set of single characters (after normalisation; pest `'a'..'z'`).
    Set(CharSet),
    /// A reference to a rule.
    Ref(String),
    /// Juxtaposition (pest `~`).
    Seq(Vec<Expr>),
    /// Alternatives, in the order written (`|`).
    Choice(Vec<Expr>),
    /// `[ x ]`, pest `x?`.
    Opt(Box<Expr>),
    /// RFC 822 `*x`, pest `x*`.
    Rep(Box<Expr>),
    /// RFC 822 `1*x`, pest `x+`.
    RepOnce(Box<Expr>),
    /// RFC 822 `<n>*<m>x`, pest `x{n, m}` (no upper bound: `None`).
    RepRange(Box<Expr>, u32, Option<u32>),
    /// pest `&x`.
    PosPred(Box<Expr>),
    /// pest `!x`.
    NegPred(Box<Expr>),
    /// Anything else pest can write (`PUSH`, `PEEK`, ...), as text.
    Other(String),
}

/// A deviation tag on a grammar rule: `/// DEVIATION(kind): text`
/// (`grammar/README.md`, "Deviation kinds").
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Deviation {
    /// The kind: `order`, `lookahead`, `repetition`, `typo`, `factor`,
    /// `ambiguity`, `example` or `extension`.
    pub(crate) kind: String,
    /// What follows the colon.
    pub(crate) text: String,
}

/// One rule of either side: a production of a spec's BNF block or a rule of a
/// `.pest` file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    /// The name as written (the spec's printed name, `ur l` included).
    pub name: String,
    /// For a spec rule, the definition as printed with white space collapsed;
    /// for a pest rule, the production its `///` citation quotes (the text
    /// after the first `: `), or empty.
    pub printed: String,
    /// The definition.
    pub expr: Expr,
    /// 1-based line of the rule's name in its file (0 for a core rule of
    /// RFC 5234 Appendix B.1 that an ABNF block uses without printing).
    pub(crate) line: usize,
    /// The `///` lines (pest side only).
    pub(crate) docs: Vec<String>,
    /// The `DEVIATION(kind)` tags among the `///` lines (pest side only).
    pub(crate) deviations: Vec<Deviation>,
    /// Whether this is an entry point (`SOI ~ x ~ EOI`), which the diff
    /// ignores.
    pub(crate) entry_point: bool,
}

/// Why a BNF definition could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NotationError {
    pub(crate) message: String,
}

mod tbl {
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar/notation/tbl-bnf.pest"]
    pub(crate) struct Parser;
}

mod rfc822 {
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar/notation/rfc822-bnf.pest"]
    pub(crate) struct Parser;
}

fn check_nesting(definition: &str) -> Result<(), NotationError> {
    let mut depth = 0usize;
    for c in definition.chars() {
        match c {
            '[' | '(' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(NotationError {
                        message: format!("brackets nest deeper than {MAX_NESTING}"),
                    });
                }
            }
            ']' | ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

pub(crate) fn pest_message<R: pest::RuleType>(e: pest::error::Error<R>) -> NotationError {
    let (line, col) = match e.line_col {
        pest::error::LineColLocation::Pos(p) | pest::error::LineColLocation::Span(p, _) => p,
    };
    NotationError {
        message: format!(
            "cannot read the definition at {line}:{col}: {}",
            e.variant.message()
        ),
    }
}

/// Read one definition (the right-hand side of one production) in `notation`.
pub(crate) fn parse_definition(
    notation: Notation,
    definition: &str,
) -> Result<Expr, NotationError> {
    check_nesting(definition)?;
    match notation {
        Notation::Tbl => {
            let mut pairs =
                tbl::Parser::parse(tbl::Rule::definition, definition).map_err(pest_message)?;
            let def = pairs.next().map(|p| p.into_inner());
            let alts =
                def.and_then(|mut inner| inner.find(|p| p.as_rule() == tbl::Rule::alternatives));
            Ok(alts.map(tbl_alternatives).unwrap_or(Expr::Empty))
        }
        Notation::Rfc822 => {
            let mut pairs = rfc822::Parser::parse(rfc822::Rule::definition, definition)
                .map_err(pest_message)?;
            let def = pairs.next().map(|p| p.into_inner());
            let alts =
                def.and_then(|mut inner| inner.find(|p| p.as_rule() == rfc822::Rule::alternatives));
            Ok(alts.map(rfc822_alternatives).unwrap_or(Expr::Empty))
        }
        Notation::Abnf => super::abnf::parse_definition(definition).map_err(pest_message),
        Notation::Pest => Err(NotationError {
            message: "a pest grammar is read with pest_meta, not as a BNF definition".to_owned(),
        }),
    }
}

pub(crate) fn one_or_many(mut items: Vec<Expr>, many: fn(Vec<Expr>) -> Expr) -> Expr {
    if items.len() == 1 {
        items.pop().unwrap_or(Expr::Empty)
    } else {
        many(items)
    }
}

/// `alternatives` of any of the notations: each child read by `sequence`,
/// one alone kept as it is.
pub(crate) fn alternatives<R: pest::RuleType>(
    pair: Pair<'_, R>,
    sequence: fn(Pair<'_, R>) -> Expr,
) -> Expr {
    one_or_many(pair.into_inner().map(sequence).collect(), Expr::Choice)
}

/// A `sequence` of any of the notations: each child read by `item`.
pub(crate) fn sequence<R: pest::RuleType>(
    pair: Pair<'_, R>,
    item: fn(Pair<'_, R>) -> Expr,
) -> Expr {
    one_or_many(pair.into_inner().map(item).collect(), Expr::Seq)
}

/// What a bracketed group holds (its first child read by `inner`), empty
/// when it holds nothing.
pub(crate) fn grouped<R: pest::RuleType>(
    pair: Pair<'_, R>,
    inner: fn(Pair<'_, R>) -> Expr,
) -> Expr {
    pair.into_inner().next().map(inner).unwrap_or(Expr::Empty)
}

/// `primary` under a `<n>*<m>` repeat (RFC 822 §2.6, RFC 5234 §3.6), if any.
pub(crate) fn repeated(primary: Expr, repeat: Option<(u32, Option<u32>)>) -> Expr {
    match repeat {
        None => primary,
        Some((0, None)) => Expr::Rep(Box::new(primary)),
        Some((1, None)) => Expr::RepOnce(Box::new(primary)),
        Some((lo, hi)) => Expr::RepRange(Box::new(primary), lo, hi),
    }
}

fn tbl_alternatives(pair: Pair<'_, tbl::Rule>) -> Expr {
    debug_assert_eq!(pair.as_rule(), tbl::Rule::alternatives);
    alternatives(pair, tbl_sequence)
}

fn tbl_sequence(pair: Pair<'_, tbl::Rule>) -> Expr {
    sequence(pair, tbl_item)
}

fn tbl_item(pair: Pair<'_, tbl::Rule>) -> Expr {
    match pair.as_rule() {
        tbl::Rule::optional => Expr::Opt(Box::new(grouped(pair, tbl_alternatives))),
        // RFC 1630 p.22: "Spaces are represented by the word "space", and the
        // vertical line character by "vline"".
        tbl::Rule::word => match pair.as_str() {
            "space" => Expr::Lit(" ".to_owned()),
            "vline" => Expr::Lit("|".to_owned()),
            word => Expr::Ref(word.to_owned()),
        },
        tbl::Rule::letter | tbl::Rule::lone_bracket => Expr::Lit(pair.as_str().to_owned()),
        tbl::Rule::sequence => tbl_sequence(pair),
        tbl::Rule::alternatives => tbl_alternatives(pair),
        tbl::Rule::definition | tbl::Rule::item | tbl::Rule::WHITESPACE | tbl::Rule::EOI => {
            Expr::Other(pair.as_str().to_owned())
        }
    }
}

fn rfc822_alternatives(pair: Pair<'_, rfc822::Rule>) -> Expr {
    debug_assert_eq!(pair.as_rule(), rfc822::Rule::alternatives);
    alternatives(pair, rfc822_sequence)
}

fn rfc822_sequence(pair: Pair<'_, rfc822::Rule>) -> Expr {
    sequence(pair, rfc822_element)
}

/// `<n>*<m>`: the bounds of a `repeat`.
pub(crate) fn repeat_bounds(text: &str) -> (u32, Option<u32>) {
    let (lo, hi) = text.split_once('*').unwrap_or((text, ""));
    (lo.parse().unwrap_or(0), hi.parse().ok())
}

fn rfc822_element(pair: Pair<'_, rfc822::Rule>) -> Expr {
    let mut repeat = None;
    let mut primary = Expr::Empty;
    for p in pair.into_inner() {
        match p.as_rule() {
            rfc822::Rule::repeat => repeat = Some(repeat_bounds(p.as_str())),
            rfc822::Rule::group
            | rfc822::Rule::option
            | rfc822::Rule::quoted
            | rfc822::Rule::quote_char
            | rfc822::Rule::name
            | rfc822::Rule::bare
            | rfc822::Rule::alternatives
            | rfc822::Rule::sequence
            | rfc822::Rule::element
            | rfc822::Rule::definition
            | rfc822::Rule::primary
            | rfc822::Rule::WHITESPACE
            | rfc822::Rule::COMMENT
            | rfc822::Rule::EOI => primary = rfc822_primary(p),
        }
    }
    repeated(primary, repeat)
}

fn rfc822_primary(pair: Pair<'_, rfc822::Rule>) -> Expr {
    match pair.as_rule() {
        rfc822::Rule::group => grouped(pair, rfc822_alternatives),
        rfc822::Rule::option => Expr::Opt(Box::new(grouped(pair, rfc822_alternatives))),
        rfc822::Rule::quoted => {
            let s = pair.as_str();
            let content = &s[1..s.len() - 1];
            if content.is_empty() {
                Expr::Empty
            } else {
                Expr::Lit(content.to_owned())
            }
        }
        rfc822::Rule::quote_char => Expr::Lit("\"".to_owned()),
        rfc822::Rule::name => Expr::Ref(pair.as_str().to_owned()),
        rfc822::Rule::bare => Expr::Lit(pair.as_str().to_owned()),
        rfc822::Rule::alternatives => rfc822_alternatives(pair),
        rfc822::Rule::sequence => rfc822_sequence(pair),
        rfc822::Rule::element => rfc822_element(pair),
        rfc822::Rule::definition
        | rfc822::Rule::primary
        | rfc822::Rule::repeat
        | rfc822::Rule::WHITESPACE
        | rfc822::Rule::COMMENT
        | rfc822::Rule::EOI => Expr::Other(pair.as_str().to_owned()),
    }
}

/// Definitions read in each notation, for the tests of this module and of
/// `normalize`.
#[cfg(test)]
pub(crate) mod read {
    use super::{parse_definition, Expr, Notation};

    /// A definition in Tim Berners-Lee's notation.
    pub(crate) fn tbl(s: &str) -> Expr {
        parse_definition(Notation::Tbl, s).expect("reads")
    }

    /// A definition in RFC 822's notation.
    pub(crate) fn r822(s: &str) -> Expr {
        parse_definition(Notation::Rfc822, s).expect("reads")
    }
}

#[cfg(test)]
mod tests {
    use super::read::{r822, tbl};
    use super::*;
    fn lit(s: &str) -> Expr {
        Expr::Lit(s.to_owned())
    }
    fn r(s: &str) -> Expr {
        Expr::Ref(s.to_owned())
    }

    #[test]
    fn tbl_letters_words_and_brackets() {
        assert_eq!(
            tbl("h t t p : / / hostport [ / path ]"),
            Expr::Seq(vec![
                lit("h"),
                lit("t"),
                lit("t"),
                lit("p"),
                lit(":"),
                lit("/"),
                lit("/"),
                r("hostport"),
                Expr::Opt(Box::new(Expr::Seq(vec![lit("/"), r("path")]))),
            ])
        );
    }

    #[test]
    fn tbl_special_words_and_lone_brackets() {
        assert_eq!(
            tbl("{ | } | vline | [ | ] | \\ | space"),
            Expr::Choice(vec![
                lit("{"),
                lit("}"),
                lit("|"),
                lit("["),
                lit("]"),
                lit("\\"),
                lit(" ")
            ])
        );
    }

    #[test]
    fn tbl_glued_tokens_and_void() {
        // RFC 1630 gopheraddress `[/ gtype`; digit `0 |1`.
        assert_eq!(
            tbl("[/ gtype ]"),
            Expr::Opt(Box::new(Expr::Seq(vec![lit("/"), r("gtype")])))
        );
        assert_eq!(tbl("0 |1"), Expr::Choice(vec![lit("0"), lit("1")]));
        assert_eq!(tbl(""), Expr::Empty);
        assert_eq!(
            tbl("void | addr-spec"),
            Expr::Choice(vec![r("void"), r("addr-spec")])
        );
    }

    #[test]
    fn tbl_rejects_unbalanced() {
        assert!(parse_definition(Notation::Tbl, "a [ b").is_err());
    }

    #[test]
    fn rfc822_repeats_groups_comments() {
        assert_eq!(
            r822("1*( alpha | \"-\" ) *digit 2*3x ; comment"),
            Expr::Seq(vec![
                Expr::RepOnce(Box::new(Expr::Choice(vec![r("alpha"), lit("-")]))),
                Expr::Rep(Box::new(r("digit"))),
                Expr::RepRange(Box::new(r("x")), 2, Some(3)),
            ])
        );
        assert_eq!(
            r822("*[ uchar | \";\" ]"),
            Expr::Rep(Box::new(Expr::Opt(Box::new(Expr::Choice(vec![
                r("uchar"),
                lit(";")
            ])))))
        );
    }

    #[test]
    fn rfc822_quotes_and_bare() {
        assert_eq!(
            r822("\"<\" | <\"> | \"\\\" | \";type=\""),
            Expr::Choice(vec![lit("<"), lit("\""), lit("\\"), lit(";type=")])
        );
        assert_eq!(
            r822("[ / gtype ]"),
            Expr::Opt(Box::new(Expr::Seq(vec![lit("/"), r("gtype")])))
        );
        assert_eq!(r822("gopher+_string"), r("gopher+_string"));
    }

    #[test]
    fn nesting_is_bounded() {
        let deep = "[ ".repeat(100) + &"] ".repeat(100);
        assert!(parse_definition(Notation::Tbl, &deep).is_err());
    }

    #[test]
    fn charset_union_and_display() {
        let s = CharSet::range('a', 'c')
            .union(&CharSet::single('d'))
            .union(&CharSet::single(' '));
        assert_eq!(s.to_string(), "[\\x20a-d]");
        let extra = "!*\"'(),"
            .chars()
            .fold(CharSet::default(), |a, c| a.union(&CharSet::single(c)));
        assert_eq!(extra.to_string(), "[!\"'()*,]");
        assert_eq!(s.minus(&CharSet::range('a', 'b')), vec![' ', 'c', 'd']);
    }
}
