//! The reader of RFC 5234's ABNF (`grammar/notation/abnf.pest`), the
//! notation of RFC 3986 Appendix A "Collected ABNF for URI".

use pest::iterators::Pair;
use pest::Parser as _;

use super::bnf::{alternatives, grouped, repeat_bounds, repeated, sequence, CharSet, Expr, Rule};
use super::extract::collapse;
use super::normalize::mentions;

/// RFC 5234 Appendix B.1 "Core Rules", which RFC 3986 (§1.3: "the following
/// core rules are included by reference ... ALPHA (letters), ... DIGIT
/// (decimal digits), ... HEXDIG (hexadecimal digits)") uses without printing.
const CORE_RULES: [(&str, &str); 3] = [
    ("ALPHA", "%x41-5A / %x61-7A ; A-Z / a-z"),
    ("DIGIT", "%x30-39 ; 0-9"),
    (
        "HEXDIG",
        "DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"",
    ),
];

/// The core rules of RFC 5234 Appendix B.1 that `rules` refer to without
/// defining, in the appendix's order, as rules of line 0 (they are not in
/// the text).
pub(crate) fn core_rules(rules: &[Rule]) -> Vec<Rule> {
    CORE_RULES
        .iter()
        .filter(|(name, _)| {
            !rules.iter().any(|r| r.name == *name) && rules.iter().any(|r| mentions(&r.expr, name))
        })
        .filter_map(|&(name, definition)| {
            Some(Rule {
                name: name.to_owned(),
                printed: collapse(definition),
                expr: parse_definition(definition).ok()?,
                line: 0,
                docs: Vec::new(),
                deviations: Vec::new(),
                entry_point: false,
            })
        })
        .collect()
}

pub(crate) mod notation {
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar/notation/abnf.pest"]
    pub(crate) struct Parser;
}

/// Read one ABNF definition (the right-hand side of one rule).
pub(crate) fn parse_definition(
    definition: &str,
) -> Result<Expr, pest::error::Error<notation::Rule>> {
    let mut pairs = notation::Parser::parse(notation::Rule::definition, definition)?;
    let def = pairs.next().map(|p| p.into_inner());
    let alts =
        def.and_then(|mut inner| inner.find(|p| p.as_rule() == notation::Rule::alternatives));
    Ok(alts.map(abnf_alternatives).unwrap_or(Expr::Empty))
}

fn abnf_alternatives(pair: Pair<'_, notation::Rule>) -> Expr {
    debug_assert_eq!(pair.as_rule(), notation::Rule::alternatives);
    alternatives(pair, abnf_sequence)
}

fn abnf_sequence(pair: Pair<'_, notation::Rule>) -> Expr {
    sequence(pair, abnf_element)
}

/// RFC 5234 §3.6-3.7: `<a>*<b>` (bounds default to 0 and infinity) or a
/// bare `<n>` (exactly `n`).
fn abnf_repeat(text: &str) -> (u32, Option<u32>) {
    if text.contains('*') {
        repeat_bounds(text)
    } else {
        let n = text.parse().unwrap_or(u32::MAX);
        (n, Some(n))
    }
}

fn abnf_element(pair: Pair<'_, notation::Rule>) -> Expr {
    let mut repeat = None;
    let mut primary = Expr::Empty;
    for p in pair.into_inner() {
        match p.as_rule() {
            notation::Rule::repeat => repeat = Some(abnf_repeat(p.as_str())),
            notation::Rule::group
            | notation::Rule::option
            | notation::Rule::quoted
            | notation::Rule::numeric
            | notation::Rule::hex_value
            | notation::Rule::dec_value
            | notation::Rule::bin_value
            | notation::Rule::prose
            | notation::Rule::name
            | notation::Rule::alternatives
            | notation::Rule::sequence
            | notation::Rule::element
            | notation::Rule::definition
            | notation::Rule::primary
            | notation::Rule::WHITESPACE
            | notation::Rule::COMMENT
            | notation::Rule::EOI => primary = abnf_primary(p),
        }
    }
    repeated(primary, repeat)
}

/// RFC 5234 §2.3: `%x41` (one character), `%x41.42` (a string), `%x41-5A`
/// (a range, §3.4), in base `radix`.
fn abnf_numeric(digits: &str, radix: u32) -> Expr {
    let value = |s: &str| {
        u32::from_str_radix(s, radix)
            .ok()
            .and_then(char::from_u32)
            .unwrap_or(char::REPLACEMENT_CHARACTER)
    };
    match digits.split_once('-') {
        Some((lo, hi)) => Expr::Set(CharSet::range(value(lo), value(hi))),
        None => Expr::Lit(digits.split('.').map(value).collect()),
    }
}

fn abnf_primary(pair: Pair<'_, notation::Rule>) -> Expr {
    match pair.as_rule() {
        notation::Rule::group => grouped(pair, abnf_alternatives),
        notation::Rule::option => Expr::Opt(Box::new(grouped(pair, abnf_alternatives))),
        // RFC 5234 §2.3: "ABNF strings are case insensitive"; a string
        // without letters is the same either way.
        notation::Rule::quoted => {
            let s = pair.as_str();
            let content = &s[1..s.len() - 1];
            if content.is_empty() {
                Expr::Empty
            } else if content.bytes().any(|b| b.is_ascii_alphabetic()) {
                Expr::Insens(content.to_owned())
            } else {
                Expr::Lit(content.to_owned())
            }
        }
        notation::Rule::numeric => pair
            .into_inner()
            .next()
            .map(abnf_primary)
            .unwrap_or(Expr::Empty),
        notation::Rule::hex_value => abnf_numeric(&pair.as_str()[1..], 16),
        notation::Rule::dec_value => abnf_numeric(&pair.as_str()[1..], 10),
        notation::Rule::bin_value => abnf_numeric(&pair.as_str()[1..], 2),
        notation::Rule::prose => Expr::Other(pair.as_str().to_owned()),
        notation::Rule::name => Expr::Ref(pair.as_str().to_owned()),
        notation::Rule::alternatives => abnf_alternatives(pair),
        notation::Rule::sequence => abnf_sequence(pair),
        notation::Rule::element => abnf_element(pair),
        notation::Rule::definition
        | notation::Rule::primary
        | notation::Rule::repeat
        | notation::Rule::WHITESPACE
        | notation::Rule::COMMENT
        | notation::Rule::EOI => Expr::Other(pair.as_str().to_owned()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(s: &str) -> Expr {
        parse_definition(s).expect("reads")
    }
    fn lit(s: &str) -> Expr {
        Expr::Lit(s.to_owned())
    }
    fn r(s: &str) -> Expr {
        Expr::Ref(s.to_owned())
    }

    #[test]
    fn alternatives_repetitions_and_options() {
        assert_eq!(
            read("ALPHA *( ALPHA / DIGIT / \"+\" )"),
            Expr::Seq(vec![
                r("ALPHA"),
                Expr::Rep(Box::new(Expr::Choice(vec![
                    r("ALPHA"),
                    r("DIGIT"),
                    lit("+")
                ]))),
            ])
        );
        assert_eq!(
            read("[ *1( h16 \":\" ) h16 ] \"::\" 3( h16 \":\" ) ls32"),
            Expr::Seq(vec![
                Expr::Opt(Box::new(Expr::Seq(vec![
                    Expr::RepRange(Box::new(Expr::Seq(vec![r("h16"), lit(":")])), 0, Some(1)),
                    r("h16"),
                ]))),
                lit("::"),
                Expr::RepRange(Box::new(Expr::Seq(vec![r("h16"), lit(":")])), 3, Some(3)),
                r("ls32"),
            ])
        );
        assert_eq!(
            read("1*4HEXDIG"),
            Expr::RepRange(Box::new(r("HEXDIG")), 1, Some(4))
        );
        assert_eq!(read("1*pchar"), Expr::RepOnce(Box::new(r("pchar"))));
        assert_eq!(
            read("\"1\" 2DIGIT"),
            Expr::Seq(vec![
                lit("1"),
                Expr::RepRange(Box::new(r("DIGIT")), 2, Some(2))
            ])
        );
    }

    #[test]
    fn numeric_values_strings_prose_and_comments() {
        assert_eq!(
            read("\"2\" %x30-34 DIGIT     ; 200-249"),
            Expr::Seq(vec![
                lit("2"),
                Expr::Set(CharSet::range('0', '4')),
                r("DIGIT")
            ])
        );
        assert_eq!(read("%x41.42.43"), lit("ABC"));
        assert_eq!(read("%d65"), lit("A"));
        assert_eq!(read("%b1000001"), lit("A"));
        // RFC 5234 §2.3: quoted strings are case-insensitive.
        assert_eq!(read("\"v\""), Expr::Insens("v".to_owned()));
        assert_eq!(
            read("0<pchar>"),
            Expr::RepRange(Box::new(Expr::Other("<pchar>".to_owned())), 0, Some(0))
        );
        assert_eq!(
            read("1*( a / \"@\" )\n; non-zero-length segment without any colon \":\""),
            Expr::RepOnce(Box::new(Expr::Choice(vec![r("a"), lit("@")])))
        );
        assert!(parse_definition("a / ( b").is_err());
        assert!(parse_definition("a | b").is_err());
    }
}
