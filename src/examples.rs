//! Every example URI the documents themselves print, embedded in the crate:
//! what `urispec` with no arguments checks under every grammar.

/// One example string printed by a document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Example {
    /// The document that prints it, by spec name (`rfc1738`, a document
    /// without a grammar here, is named too).
    pub document: &'static str,
    /// Its number among the examples of that document, counted in the order
    /// the document prints them.
    pub number: u32,
    /// The string as printed, without a wrapper; a line break inside it is `\n`.
    pub string: &'static str,
    /// What the document says of it (shortened).
    pub note: &'static str,
}

const DATA: &str = include_str!("examples.tsv");

/// All examples, in document order.
///
/// ```
/// let all: Vec<_> = urispec::examples::all().collect();
/// assert!(all.iter().any(|e| e.document == "rfc1630" && e.string == "magic://a/b/c//d/e/f"));
/// ```
pub fn all() -> impl Iterator<Item = Example> {
    DATA.lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .filter_map(|line| {
            let mut cells = line.splitn(4, '\t');
            let document = cells.next()?;
            let number = cells.next()?.parse().ok()?;
            let string = cells.next()?;
            let note = cells.next().unwrap_or("");
            Some(Example {
                document,
                number,
                string,
                note,
            })
        })
}

impl Example {
    /// The string with each `\n` marker turned into a real line break.
    pub fn text(&self) -> std::borrow::Cow<'static, str> {
        if self.string.contains("\\n") {
            std::borrow::Cow::Owned(self.string.replace("\\n", "\n"))
        } else {
            std::borrow::Cow::Borrowed(self.string)
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_line_is_read() {
        let data_lines = super::DATA
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
            .count();
        assert_eq!(super::all().count(), data_lines);
        assert_eq!(data_lines, 311);
    }
}
