//! Level 0 -> level 1 (spec text -> extracted BNF): find the BNF blocks of a whole spec
//! text as published, or of one of the crate's transcriptions, and read
//! their productions.
//!
//! - Page breaks (form feeds) are removed together with the page footer
//!   before them and the page header after them, so a production that runs
//!   over a page break is read whole (RFC 1630 `alpha`, RFC 1738 `hialpha`).
//! - A block starts at a heading: a line at the left margin that names "BNF"
//!   ("BNF of Generic URI Syntax", "5. BNF for specific URL schemes",
//!   "A. Collected BNF for URI"). Prose before its first production is
//!   skipped. It ends at its "(end of ... BNF)" marker where there is one
//!   (RFC 1630, draft 03), else at the first line that is neither a production
//!   nor a continuation nor a comment. A text with no heading (a
//!   transcription) is one block.
//! - TBL notation (RFC 1630 p.22) has a name column and a definition column;
//!   a line indented past the name column continues the definition above.
//!   The name is what stands before the first run of two spaces, so the
//!   misprint `ur l` of draft 03 is read as printed.
//! - RFC 822 notation (RFC 1808 §2.2) has `name = definition`; lines indented
//!   past the name continue it; lines starting with `;` are comments.

use super::bnf::{self, Notation};

/// One production as laid out in the text, before its definition is read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RawRule {
    pub(crate) name: String,
    /// The definition's lines joined with `\n`.
    pub(crate) definition: String,
    /// 1-based line of the name.
    pub(crate) line: usize,
}

/// One BNF block as laid out in the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RawBlock {
    pub(crate) heading: String,
    /// 1-based line of the heading (of the first production when the text
    /// has no heading).
    pub(crate) line: usize,
    pub(crate) notation: Notation,
    pub(crate) rules: Vec<RawRule>,
    /// The "(end of ... BNF)" marker, when the block has one.
    pub(crate) end_marker: Option<String>,
}

/// A kept line: 1-based number and text (form feeds and `\r` removed).
type Line = (usize, String);

fn indent(s: &str) -> usize {
    s.len() - s.trim_start_matches([' ', '\t']).len()
}

fn is_blank(s: &str) -> bool {
    s.trim().is_empty()
}

/// Remove page breaks with their footers and headers (RFC 7322 layout: the
/// footer is the last non-blank line before the form feed, the header the
/// first after it; both start at the left margin).
fn page_lines(text: &str) -> Vec<Line> {
    let mut out: Vec<Line> = Vec::new();
    let mut drop_header = false;
    // Whether the footer of the current page is already gone (a `[Page n]`
    // line dropped with no kept text after it).
    let mut footer_gone = false;
    for (i, raw) in text.split('\n').enumerate() {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let has_ff = raw.contains('\u{c}');
        let line: String = raw.chars().filter(|&c| c != '\u{c}').collect();
        if has_ff {
            // The footer: last non-blank kept line, if at the left margin.
            if !footer_gone
                && let Some(pos) = out.iter().rposition(|(_, l)| !is_blank(l))
                && indent(&out[pos].1) == 0
            {
                out.remove(pos);
            }
            footer_gone = false;
            drop_header = true;
        }
        if drop_header && !is_blank(&line) {
            drop_header = false;
            if indent(&line) == 0 {
                continue;
            }
        }
        // A lone footer with no form feed after it (plain-text copies).
        let t = line.trim_end();
        if t.ends_with(']') && t.contains("[Page ") && indent(&line) == 0 {
            footer_gone = true;
            continue;
        }
        if !is_blank(&line) {
            footer_gone = false;
        }
        out.push((i + 1, line));
    }
    out
}

/// A rule name as TBL and RFC 822 notations write them: a letter, then
/// letters, digits, `-`, `_`, `+`.
pub(crate) fn is_name(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '+'))
}

/// A misprinted name with single spaces inside (`ur l`): name-like pieces,
/// at most three.
fn is_spaced_name(s: &str) -> bool {
    let parts: Vec<&str> = s.split(' ').collect();
    parts.len() <= 3
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_alphanumeric()))
        && parts.first().is_some_and(|p| is_name(p) || p.len() == 1)
}

/// Split a TBL line into its name column and definition column at the first
/// run of two or more spaces.
fn tbl_columns(line: &str) -> (&str, Option<&str>) {
    let body = line.trim();
    match body.find("  ").or_else(|| body.find('\t')) {
        Some(pos) => (&body[..pos], Some(body[pos..].trim())),
        None => (body, None),
    }
}

/// `name = definition` (the definition not starting with `|`, which would be
/// TBL's `reserved  = | ; | ...`).
fn rfc822_rule(line: &str) -> Option<(&str, &str)> {
    let body = line.trim();
    let eq = body.find('=')?;
    let name = body[..eq].trim();
    let rest = body[eq + 1..].trim();
    if is_name(name) && !rest.starts_with('|') && !rest.starts_with('=') {
        Some((name, rest))
    } else {
        None
    }
}

fn end_marker(line: &str) -> bool {
    let t = line.trim();
    t.starts_with("(end of") && t.ends_with(')')
}

fn is_heading(line: &str) -> bool {
    indent(line) == 0
        && !is_blank(line)
        && !line.starts_with("//")
        && !end_marker(line)
        && line.contains("BNF")
        && line.trim().len() < 72
        && rfc822_rule(line).is_none()
}

/// The notation of a region under `heading`: RFC 822 when a line reads
/// `name = definition`, ABNF (RFC 5234) when the heading names it
/// ("Appendix A.  Collected ABNF for URI") or, in a transcription, a `//`
/// header line does.
fn notation_of(heading: &str, lines: &[Line]) -> Notation {
    let says_abnf = |s: &str| {
        s.split(|c: char| !c.is_ascii_alphanumeric())
            .any(|w| w == "ABNF")
    };
    if !lines.iter().any(|(_, l)| rfc822_rule(l).is_some()) {
        Notation::Tbl
    } else if says_abnf(heading)
        || lines
            .iter()
            .any(|(_, l)| l.starts_with("//") && says_abnf(l))
    {
        Notation::Abnf
    } else {
        Notation::Rfc822
    }
}

/// Every BNF block of `text`, in text order.
pub(crate) fn blocks(text: &str) -> Vec<RawBlock> {
    let lines = page_lines(text);
    let headings: Vec<usize> = (0..lines.len())
        .filter(|&i| is_heading(&lines[i].1))
        .collect();
    let mut out = Vec::new();
    if headings.is_empty() {
        let notation = notation_of("", &lines);
        if let Some(block) = read_region(&lines, notation, String::new(), None) {
            out.push(block);
        }
        return out;
    }
    for (k, &h) in headings.iter().enumerate() {
        let stop = headings.get(k + 1).copied().unwrap_or(lines.len());
        let region = &lines[h + 1..stop];
        let heading = lines[h].1.trim().to_owned();
        let notation = notation_of(&heading, region);
        if let Some(block) = read_region(region, notation, heading, Some(lines[h].0)) {
            out.push(block);
        }
    }
    out
}

/// Read the productions of one region (the lines after a heading, or a whole
/// transcription).
fn read_region(
    region: &[Line],
    notation: Notation,
    heading: String,
    heading_line: Option<usize>,
) -> Option<RawBlock> {
    let whole_text = heading_line.is_none();
    let mut rules: Vec<RawRule> = Vec::new();
    let mut rule_indent: Option<usize> = None;
    let mut end = None;
    for (no, line) in region {
        if is_blank(line) {
            continue;
        }
        // Transcriptions carry a header of `//` lines.
        if line.starts_with("//") {
            continue;
        }
        if end_marker(line) {
            if rule_indent.is_some() {
                end = Some(line.trim().to_owned());
                break;
            }
            continue;
        }
        let ind = indent(line);
        match notation {
            Notation::Tbl => {
                let Some(ri) = rule_indent else {
                    // Prose until the first production with both columns.
                    if let (name, Some(_)) = tbl_columns(line)
                        && is_name(name)
                    {
                        rule_indent = Some(ind);
                        let (name, def) = tbl_columns(line);
                        rules.push(RawRule {
                            name: name.to_owned(),
                            definition: def.unwrap_or("").to_owned(),
                            line: *no,
                        });
                    }
                    continue;
                };
                if ind > ri + 3 {
                    if let Some(last) = rules.last_mut() {
                        last.definition.push('\n');
                        last.definition.push_str(line.trim());
                    }
                    continue;
                }
                if !whole_text && ind == 0 && ri > 0 {
                    break; // the next heading at the margin
                }
                let (name, def) = tbl_columns(line);
                if !(is_name(name) || is_spaced_name(name)) {
                    break;
                }
                rules.push(RawRule {
                    name: name.to_owned(),
                    definition: def.unwrap_or("").to_owned(),
                    line: *no,
                });
            }
            Notation::Rfc822 | Notation::Abnf | Notation::Pest => {
                let trimmed = line.trim_start();
                match rule_indent {
                    Some(ri) if ind > ri => {
                        if let Some(last) = rules.last_mut() {
                            last.definition.push('\n');
                            last.definition.push_str(line.trim());
                        }
                    }
                    _ if trimmed.starts_with(';') => {}
                    _ => match rfc822_rule(line) {
                        Some((name, def)) => {
                            rule_indent = Some(ind);
                            rules.push(RawRule {
                                name: name.to_owned(),
                                definition: def.to_owned(),
                                line: *no,
                            });
                        }
                        None if rule_indent.is_some() => break,
                        None => {}
                    },
                }
            }
        }
    }
    if rules.is_empty() && notation == Notation::Tbl {
        rules = alternating(region);
    }
    if rules.is_empty() {
        return None;
    }
    let line = heading_line.unwrap_or(rules[0].line);
    Some(RawBlock {
        heading,
        line,
        notation,
        rules,
        end_marker: end,
    })
}

/// The layout of the HTML rendering of the "URIs in WWW" draft: each name
/// on a line of its own, its definition on the next, no blank line inside the
/// grammar; a name followed by a blank line (`void`) has an empty definition.
/// At least three such pairs in a row make a block.
fn alternating(region: &[Line]) -> Vec<RawRule> {
    let lines: Vec<&Line> = region
        .iter()
        .filter(|(_, l)| !l.starts_with("//"))
        .collect();
    let pair_at = |i: usize| -> bool {
        i + 1 < lines.len() && is_name(lines[i].1.trim()) && !is_blank(&lines[i + 1].1)
    };
    let Some(start) = (0..lines.len()).find(|&i| pair_at(i) && pair_at(i + 2) && pair_at(i + 4))
    else {
        return Vec::new();
    };
    let mut rules = Vec::new();
    let mut i = start;
    while i < lines.len() && is_name(lines[i].1.trim()) {
        let (no, name) = lines[i];
        match lines.get(i + 1) {
            Some((_, def)) if !is_blank(def) => {
                rules.push(RawRule {
                    name: name.trim().to_owned(),
                    definition: def.trim().to_owned(),
                    line: *no,
                });
                i += 2;
            }
            _ => {
                rules.push(RawRule {
                    name: name.trim().to_owned(),
                    definition: String::new(),
                    line: *no,
                });
                break;
            }
        }
    }
    rules
}

/// Collapse runs of white space to one space (how the transcriptions and the
/// citations quote a production).
pub(crate) fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Read the definitions of a raw block.
pub(crate) fn read_block(block: &RawBlock) -> Result<Vec<bnf::Rule>, (usize, String, String)> {
    block
        .rules
        .iter()
        .map(|raw| {
            let expr = bnf::parse_definition(block.notation, &raw.definition)
                .map_err(|e| (raw.line, raw.name.clone(), e.message))?;
            Ok(bnf::Rule {
                name: raw.name.clone(),
                printed: collapse(&raw.definition),
                expr,
                line: raw.line,
                docs: Vec::new(),
                deviations: Vec::new(),
                entry_point: false,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TBL_PAGE: &str = "Intro\n\nBNF of Things\n\n   Prose about the\n   notation.  Words are words.\n\n     alpha          a | b |\n                    c\n\n\nAuthor                                                    [Page 2]\n\u{c}\nRFC 0000                 Things                 June 1994\n\n\n     digit          0 |1\n     ur l           alpha | space\n     void\n\n      (end of thing BNF)\n\nReferences\n";

    #[test]
    fn tbl_block_with_page_break_and_marker() {
        let b = blocks(TBL_PAGE);
        assert_eq!(b.len(), 1);
        let b = &b[0];
        assert_eq!(b.heading, "BNF of Things");
        assert_eq!(b.notation, Notation::Tbl);
        assert_eq!(b.end_marker.as_deref(), Some("(end of thing BNF)"));
        let names: Vec<&str> = b.rules.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["alpha", "digit", "ur l", "void"]);
        assert_eq!(b.rules[0].definition, "a | b |\nc");
        assert_eq!(b.rules[3].definition, "");
    }

    #[test]
    fn rfc822_block_comments_and_continuations() {
        let text = "2.2.  BNF for Relative URLs\n\n   Briefly, literals are quoted.\n\n; a comment\nurl = a |\n      b ; trailing\nb = \"x\"\n\n2.3.  Next section\n   prose = not a rule\n";
        let b = blocks(text);
        assert_eq!(b.len(), 1);
        assert_eq!(b[0].notation, Notation::Rfc822);
        assert_eq!(b[0].rules.len(), 2);
        assert_eq!(b[0].rules[0].definition, "a |\nb ; trailing");
    }

    #[test]
    fn tbl_reserved_is_not_rfc822() {
        assert!(rfc822_rule("     reserved       = | ; | /").is_none());
        assert!(rfc822_rule("   URL         = ( a )").is_some());
    }

    #[test]
    fn alternating_name_and_definition_lines() {
        let text = "BNF syntax\n\nThis is prose about the notation which runs on and on and on for a while.\n\nuri\nscheme : path\nscheme\nialpha\npath\nvoid | xpalphas\nvoid\n\nAuthor's address\n";
        let b = blocks(text);
        assert_eq!(b.len(), 1);
        let names: Vec<&str> = b[0].rules.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["uri", "scheme", "path", "void"]);
        assert_eq!(b[0].rules[2].definition, "void | xpalphas");
        assert_eq!(b[0].rules[3].definition, "");
    }

    #[test]
    fn transcription_is_one_block() {
        let text = "// header\nxalphas  xalpha [ xalphas ]\nvoid\n";
        let b = blocks(text);
        assert_eq!(b.len(), 1);
        assert_eq!(b[0].rules.len(), 2);
        assert_eq!(b[0].heading, "");
    }
}
