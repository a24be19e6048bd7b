//! `prosperoaddress`.

use super::record::{Field, UrlRecord};
use super::shared::{address, required, text, Hostport, Path, Text};
use crate::grammar::fill::Span;

/// A `prosperoaddress` (RFC 1630 "BNF for specific URL schemes", p.25).
///
/// ```text
/// prosperoaddress  prosperolink
/// prosperolink     p r o s p e r o : / / hostport / hsoname [ % 0 0 version [ attributes ] ]
/// hsoname          path
/// version          digits
/// attributes       attribute [ attributes ]
/// attribute        alphanums
/// ```
///
/// A `%00` is the separator where a `version [ attributes ]` follows it to
/// the end, an escape inside `hsoname` otherwise.
///
/// ```
/// let p = urispec::url::parse(urispec::UrlGrammar::Rfc1630Url, "prospero://host.org/a/b%003%00x%00y")?;
/// let pr = p.url().as_prospero().ok_or("a prospero URL")?;
/// assert_eq!(pr.hsoname().as_str(), "a/b");
/// assert_eq!(pr.version().unwrap().as_str(), "3");
/// assert_eq!(pr.attribute_list().collect::<Vec<_>>(), ["x", "y"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ProsperoAddress<'a> {
    raw: &'a str,
    hostport: Hostport<'a>,
    hsoname: Path<'a>,
    version: Option<Text<'a>>,
    attributes: Option<Text<'a>>,
    fieldspecs: Option<Text<'a>>,
}

impl<'a> ProsperoAddress<'a> {
    pub(crate) fn from_record(input: &'a str, record: &UrlRecord) -> Self {
        ProsperoAddress {
            raw: address(input, record),
            hostport: Hostport::from_record(input, record),
            hsoname: required(input, record, Field::Hsoname).path(),
            version: text(input, record.get(Field::Version)),
            attributes: text(input, record.get(Field::Attributes)),
            // RFC 1738's `fieldspec`s after a `ppath`: from the first, the
            // run of them ends the address.
            fieldspecs: record.get(Field::Fieldspec).and_then(|first| {
                let end = record.address().map_or(first.end, |a| a.end);
                text(input, Some(Span::new(first.start, end)))
            }),
        }
    }

    /// The raw text of the address, as in the input (without a `URL:`
    /// prefix or a `#` fragment).
    pub fn as_str(&self) -> &'a str {
        self.raw
    }

    /// The `hostport`.
    pub fn hostport(&self) -> Hostport<'a> {
        self.hostport
    }

    /// The host-specific object name (RFC 1738: the `ppath`), still encoded ([`Path::decode`] gives its octets).
    pub fn hsoname(&self) -> Path<'a> {
        self.hsoname
    }

    /// The `version` after the first `%00` (possibly void).
    pub fn version(&self) -> Option<Text<'a>> {
        self.version
    }

    /// The raw `attributes`.
    pub fn attributes(&self) -> Option<Text<'a>> {
        self.attributes
    }

    /// The run of `fieldspec`s after the `ppath` of an RFC 1738
    /// `prosperourl` (`*[ fieldspec ]`, §5; `fieldspec = ";" fieldname "="
    /// fieldvalue`), still encoded; `None` without one and in the earlier
    /// editions.
    pub fn fieldspecs(&self) -> Option<Text<'a>> {
        self.fieldspecs
    }
}

impl std::fmt::Display for ProsperoAddress<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.raw)
    }
}

impl AsRef<str> for ProsperoAddress<'_> {
    fn as_ref(&self) -> &str {
        self.raw
    }
}

impl<'a> ProsperoAddress<'a> {
    /// The Prospero port (1525, assigned by IANA).
    pub const DEFAULT_PORT: u16 = 1525;

    /// Each `fieldspec` of [`fieldspecs`](Self::fieldspecs) as its
    /// `(fieldname, fieldvalue)`: neither holds `;` or `=`, so the run splits
    /// at them.
    pub fn fieldspec_list(&self) -> impl Iterator<Item = (&'a str, &'a str)> + 'a {
        let run = self.fieldspecs.map_or("", |t| t.as_str());
        run.split(';')
            .skip(1)
            .map(|spec| spec.split_once('=').unwrap_or((spec, "")))
    }

    /// Each `attribute` (the `%00` separators dropped).
    pub fn attribute_list(&self) -> impl Iterator<Item = &'a str> + 'a {
        self.attributes
            .map_or("", |a| a.as_str())
            .split("%00")
            .filter(|a| !a.is_empty())
    }

    /// The port given, or 1525.
    pub fn effective_port(&self) -> Option<u16> {
        self.hostport.effective_port(Self::DEFAULT_PORT)
    }
}

/// One unit of a `path`, as far as the `%00` split cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Unit {
    /// An `alphanum`: a `digit` or a letter.
    Alphanum(u8),
    /// The escape `%00`.
    Nul,
    /// Anything else: another escape, another character, a `/`.
    Other,
}

/// The unit at `i` of a name, and its length in bytes.
fn unit_at(text: &[u8], i: usize) -> (Unit, usize) {
    match text[i] {
        b'%' if text[i..].starts_with(b"%00") => (Unit::Nul, 3),
        b'%' => (Unit::Other, 3.min(text.len() - i)),
        b if b.is_ascii_alphanumeric() => (Unit::Alphanum(b), 1),
        _ => (Unit::Other, 1),
    }
}

/// Split the `hsoname` span the grammar produced into `hsoname`, `version`
/// and `attributes`, as the Prospero prose reads
/// `hsoname [ % 0 0 version [ attributes ] ]`:
///
/// > The version number must be present, but may be the empty string [...]
/// > fields are separated from the host specific object name and from each
/// > other by the characters "%00".
///
/// --- the October 1993 URL Internet Draft, "PROSPERO"
///
/// The separator is the first `%00` after which a `version` (`digits`, or void
/// before another `%00` or the end) and `attributes` (`[ %00 ] alphanums`, one
/// or more) run to the end of the address; every other `%00` is an escape of
/// the name. One pass left to right finds where the final run starts, one pass right
/// to left decides, for each suffix of the final run of `alphanum` and `%00`,
/// whether it is a valid `version [ attributes ]`: linear in the input, and
/// nothing allocated (the units are read again, not collected).
pub(crate) fn separate(input: &str, record: &mut UrlRecord) {
    let Some(name) = record.get(Field::Hsoname) else {
        return;
    };
    let text = &input[name.range()].as_bytes();
    // Left to right: where the final run starts, after the last `Other`.
    let mut run_start = 0;
    let mut i = 0;
    while i < text.len() {
        let (unit, len) = unit_at(text, i);
        i += len;
        if unit == Unit::Other {
            run_start = i;
        }
    }
    // Right to left over the run, which holds `alphanum`s and `%00`s only:
    // every `%` in it starts a `%00`, so a unit ends at `j` with `%00` exactly
    // when `text[j - 3]` is that `%`. `good` = the suffix after the unit
    // holds no `%00%00` and does not end with `%00`, so
    // `( [ %00 ] alphanums )*` reads it to the end.
    let mut separator = None;
    let mut no_double = true;
    let mut ends_with_nul = false;
    let mut next: Option<Unit> = None;
    let mut j = text.len();
    while j > run_start {
        let (start, unit) = if j - run_start >= 3 && text[j - 3] == b'%' {
            (j - 3, Unit::Nul)
        } else {
            (j - 1, Unit::Alphanum(text[j - 1]))
        };
        match next {
            Some(next) => {
                let good = no_double && !ends_with_nul;
                let starts_version = matches!(next, Unit::Nul | Unit::Alphanum(b'0'..=b'9'));
                if unit == Unit::Nul && starts_version && good {
                    separator = Some(start);
                }
                no_double &= !(unit == Unit::Nul && next == Unit::Nul);
            }
            None => {
                ends_with_nul = unit == Unit::Nul;
                if ends_with_nul {
                    // A final `%00`: a void `version` and no `attributes`.
                    separator = Some(start);
                }
            }
        }
        next = Some(unit);
        j = start;
    }
    let Some(offset) = separator else {
        return;
    };
    let at = name.start + offset;
    let version_start = at + 3;
    let version_len = input.as_bytes()[version_start..name.end]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    let version_end = version_start + version_len;
    record.put(Field::Hsoname, Some(Span::new(name.start, at)));
    record.put(Field::Version, Some(Span::new(version_start, version_end)));
    record.put(
        Field::Attributes,
        (version_end < name.end).then_some(Span::new(version_end, name.end)),
    );
}

/// Correct the parse tree of a `prosperolink` to the split [`separate`]
/// made in `record`: the `hsoname` node and the nodes inside it end where the
/// name ends (nodes wholly after it dropped), and `version`, `attributes` and
/// each `attribute` follow as the grammar's `[ % 0 0 version [ attributes ] ]`
/// would have shown them. One pass over the nodes.
pub(crate) fn explain(
    grammar: crate::edition::UrlGrammar,
    input: &str,
    record: &UrlRecord,
    nodes: &mut Vec<crate::explain::TreeNode>,
) {
    let (Some(version), Some(name)) = (record.get(Field::Version), record.get(Field::Hsoname))
    else {
        return; // no separator: the tree is the parse's
    };
    let production = |name| crate::edition::Edition::from(grammar).production(name);
    let (Some(hsoname), Some(version_p)) = (production("hsoname"), production("version")) else {
        return;
    };
    let Some(at) = nodes.iter().position(|n| n.production == hsoname) else {
        return;
    };
    let depth = nodes[at].depth;
    let subtree_end = nodes[at + 1..]
        .iter()
        .position(|n| n.depth <= depth)
        .map_or(nodes.len(), |k| at + 1 + k);
    let node = |production, span: Span, depth| crate::explain::TreeNode {
        production,
        span: span.range(),
        depth,
    };
    let mut fixed: Vec<crate::explain::TreeNode> = Vec::with_capacity(subtree_end - at + 8);
    for (k, n) in nodes[at..subtree_end].iter().enumerate() {
        // The name and its `path` keep their start; what starts after the
        // name is the separator's or the version's, not the name's.
        if k > 0 && n.span.start >= name.end && n.span.start != name.start {
            continue;
        }
        let mut n = n.clone();
        n.span.end = n.span.end.min(name.end);
        fixed.push(n);
    }
    fixed.push(node(version_p, version, depth));
    if let (Some(attributes), Some(attributes_p), Some(attribute_p)) = (
        record.get(Field::Attributes),
        production("attributes"),
        production("attribute"),
    ) {
        fixed.push(node(attributes_p, attributes, depth));
        // `attributes  ( [ %00 ] attribute )+`, `attribute  alphanums`.
        let bytes = input.as_bytes();
        let mut i = attributes.start;
        while i < attributes.end {
            if bytes[i..attributes.end].starts_with(b"%00") {
                i += 3;
                continue;
            }
            let run = bytes[i..attributes.end]
                .iter()
                .take_while(|b| b.is_ascii_alphanumeric())
                .count()
                .max(1);
            fixed.push(node(attribute_p, Span::new(i, i + run), depth + 1));
            i += run;
        }
    }
    nodes.splice(at..subtree_end, fixed);
}

#[cfg(test)]
mod tests {

    /// `version [ attributes ]` up to the end, read straight off the
    /// grammar's rules: `version  digits | void` (void only before `%00` or
    /// the end) and `attributes  ( [ %00 ] alphanums )+`.
    fn is_version_attributes(t: &str) -> bool {
        let digits = t.bytes().take_while(u8::is_ascii_digit).count();
        let mut rest = &t[digits..];
        if digits == 0 && !(rest.is_empty() || rest.starts_with("%00")) {
            return false;
        }
        while !rest.is_empty() {
            rest = rest.strip_prefix("%00").unwrap_or(rest);
            let run = rest.bytes().take_while(u8::is_ascii_alphanumeric).count();
            if run == 0 {
                return false;
            }
            rest = &rest[run..];
        }
        true
    }

    /// The leftmost `%00` (at an escape boundary) after which
    /// `version [ attributes ]` runs to the end: quadratic, obviously right.
    fn reference_split(name: &str) -> Option<usize> {
        let b = name.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'%' {
                if name[i..].starts_with("%00") && is_version_attributes(&name[i + 3..]) {
                    return Some(i);
                }
                i += 3;
            } else {
                i += 1;
            }
        }
        None
    }

    #[test]
    fn linear_split_agrees_with_the_reference() {
        const UNITS: &[&str] = &["%00", "%00", "1", "2", "a", "B", "%41", "-", "/"];
        let mut state: u64 = 0x2545_F491_4F6C_DD1D;
        let mut checked = 0;
        for _ in 0..20_000 {
            let mut name = String::new();
            for _ in 0..(state % 9) {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                name.push_str(UNITS[(state % UNITS.len() as u64) as usize]);
            }
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let input = format!("prospero://h/{name}");
            // RFC 1630's URL `path` has no void segment before the last.
            let Ok(parsed) =
                crate::syntax::url::parse(crate::edition::UrlGrammar::Rfc1630Url, &input)
            else {
                assert!(name.contains("//") || name.starts_with('/'), "{input}");
                continue;
            };
            checked += 1;
            let crate::syntax::url::Url::Prospero(p) = parsed.url() else {
                panic!("{input}: not prospero");
            };
            match reference_split(&name) {
                Some(at) => {
                    assert_eq!(p.hsoname().as_str(), &name[..at], "{input}");
                    let version_attributes = &name[at + 3..];
                    let version = p.version().expect("a separator gives a version");
                    let attributes = p.attributes().map_or("", |a| a.as_str());
                    assert_eq!(
                        format!("{}{attributes}", version.as_str()),
                        version_attributes,
                        "{input}"
                    );
                }
                None => {
                    assert_eq!(p.hsoname().as_str(), name, "{input}");
                    assert!(p.version().is_none() && p.attributes().is_none(), "{input}");
                }
            }
        }
        assert!(checked > 10_000, "only {checked} names parsed");
    }
}
