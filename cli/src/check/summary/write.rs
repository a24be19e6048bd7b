//! The summary of `urispec check` written: its JSON record and its text,
//! read from a [`Tally`] once every line is counted ([`Tally::settle`]).

use std::io::{self, Write};

use serde_json::{json, Map, Value};
use urispec::Edition;
use urispec_archive::{FormatName, Judge};

use super::{where_is, Counts, SchemeCount, Tally, YearCount, NO_SCHEME};

/// The tables every JSON summary holds.
struct JsonTables {
    schemes: Map<String, Value>,
    found: Map<String, Value>,
    expected: Map<String, Value>,
    longest: Option<Value>,
}

impl Tally {
    /// The schemes, most lines first, then by name.
    fn schemes_sorted(&self) -> Vec<(&str, &SchemeCount)> {
        assert!(
            self.pending.is_empty(),
            "a tally is read after `settle`, which counts what `add_valid` held back"
        );
        let mut all: Vec<_> = self.schemes.iter().map(|(s, c)| (s.as_str(), c)).collect();
        all.sort_by(|a, b| {
            (b.1.valid + b.1.invalid)
                .cmp(&(a.1.valid + a.1.invalid))
                .then(a.0.cmp(b.0))
        });
        all
    }

    /// The expected productions, most lines first, then by name.
    fn expected_sorted(&self) -> Vec<(&str, u64)> {
        assert!(
            self.pending_expected.1 == 0
                && self.shared_expected.is_empty()
                && self.shared_slots.iter().all(Option::is_none),
            "a tally is read after `settle`, which counts what `add_rejected` held back"
        );
        most_first(&self.expected)
    }

    /// What was found where lines were rejected, most lines first, then by
    /// name.
    fn found_sorted(&self) -> Vec<(&str, u64)> {
        assert!(
            self.found_held.iter().all(|&n| n == 0),
            "a tally is read after `settle`, which counts what `add_rejected` held back"
        );
        most_first(&self.found)
    }
    /// The final record, `{"record": "summary", ...}`.
    pub fn json(&self, spec: Edition) -> Value {
        let JsonTables {
            schemes,
            found,
            expected,
            longest,
        } = self.json_parts();
        json!({
            "record": "summary",
            "spec": spec.name(),
            "lines": self.lines(),
            "valid": self.valid,
            "invalid": self.invalid,
            "not_utf8": self.not_utf8,
            "schemes": schemes,
            "found": found,
            "expected": expected,
            "longest": longest,
        })
    }

    /// The final record (`{"record": "summary", ...}`) of the captures of
    /// indexes in `formats`, judged by `judge`.
    pub fn json_captures(&self, judge: Judge, formats: &[FormatName]) -> Value {
        let JsonTables {
            schemes,
            found,
            expected,
            longest,
        } = self.json_parts();
        let (spec, lineage) = judged_by(judge);
        let not_captures: Map<String, Value> = self
            .not_captures
            .iter()
            .map(|(reason, n)| ((*reason).to_owned(), json!(n)))
            .collect();
        let years: Map<String, Value> = self
            .years_in_order()
            .map(|(year, c)| {
                let editions: Map<String, Value> = c
                    .editions
                    .iter()
                    .map(|(e, n)| (e.name().to_owned(), json!(n)))
                    .collect();
                let counts = json!({"valid": c.valid, "invalid": c.invalid, "editions": editions});
                (year_name(year), counts)
            })
            .collect();
        let formats: Vec<&str> = formats.iter().map(|f| f.name()).collect();
        json!({
            "record": "summary",
            "spec": spec,
            "lineage": lineage,
            "formats": formats,
            "lines": self.lines() + self.headers + self.not_captures.values().sum::<u64>(),
            "captures": self.lines(),
            "valid": self.valid,
            "invalid": self.invalid,
            "not_utf8": self.not_utf8,
            "not_captures": not_captures,
            "predates": self.predates,
            "years": years,
            "schemes": schemes,
            "found": found,
            "expected": expected,
            "longest": longest,
        })
    }

    /// The years, in order, the captures without a time last.
    fn years_in_order(&self) -> impl Iterator<Item = (Option<u16>, &YearCount)> {
        let dated = self.years.iter().filter(|(y, _)| y.is_some());
        let undated = self.years.iter().filter(|(y, _)| y.is_none());
        dated.chain(undated).map(|(y, c)| (*y, c))
    }

    /// The maps every summary holds: schemes, found, expected, longest.
    fn json_parts(&self) -> JsonTables {
        let schemes: Map<String, Value> = self
            .schemes_sorted()
            .into_iter()
            .map(|(s, c)| {
                let spellings: Map<String, Value> = most_first(&c.spellings)
                    .into_iter()
                    .map(|(s, n)| (s.to_owned(), json!(n)))
                    .collect();
                let counts =
                    json!({"valid": c.valid, "invalid": c.invalid, "spellings": spellings});
                (s.to_owned(), counts)
            })
            .collect();
        let found: Map<String, Value> = self
            .found_sorted()
            .into_iter()
            .map(|(s, n)| (s.to_owned(), json!(n)))
            .collect();
        let expected: Map<String, Value> = self
            .expected_sorted()
            .into_iter()
            .map(|(s, n)| (s.to_owned(), json!(n)))
            .collect();
        let longest = self.longest.as_ref().map(|(bytes, place)| {
            let mut value = json!(place);
            if let Value::Object(map) = &mut value {
                map.insert("bytes".into(), json!(bytes));
            }
            value
        });
        JsonTables {
            schemes,
            found,
            expected,
            longest,
        }
    }

    /// The readable summary.
    pub fn write_text(&self, out: &mut impl Write, spec: Edition) -> io::Result<()> {
        writeln!(
            out,
            "{spec}: {}, {} valid, {} invalid",
            lines(self.lines()),
            self.valid,
            self.invalid
        )?;
        if self.not_utf8 > 0 {
            writeln!(out, "  {} not UTF-8", lines(self.not_utf8))?;
        }
        self.write_tables(out)
    }

    /// The readable summary of the captures of indexes in `formats`, judged
    /// by `judge`: the counts, then by capture year, then the tables of
    /// [`Tally::write_text`].
    pub fn write_captures_text(
        &self,
        out: &mut impl Write,
        judge: Judge,
        formats: &[FormatName],
    ) -> io::Result<()> {
        let judged = match judge {
            Judge::Edition(edition) => edition.name().to_owned(),
            Judge::ByDate(lineage) => format!("by date ({lineage})"),
        };
        let formats: Vec<&str> = formats.iter().map(|f| f.name()).collect();
        writeln!(
            out,
            "{judged}, {}: {}, {} valid, {} invalid",
            formats.join(" and "),
            plural(self.lines(), "capture", "captures"),
            self.valid,
            self.invalid
        )?;
        let not_captures: u64 = self.not_captures.values().sum();
        if not_captures > 0 {
            let reasons: Vec<String> = self
                .not_captures
                .iter()
                .map(|(reason, n)| format!("{reason} {n}"))
                .collect();
            writeln!(
                out,
                "  {} not a capture ({})",
                lines(not_captures),
                reasons.join(", ")
            )?;
        }
        if self.predates > 0 {
            writeln!(
                out,
                "  {} older than the edition that judged {}",
                plural(self.predates, "capture", "captures"),
                if self.predates == 1 { "it" } else { "them" }
            )?;
        }
        if self.not_utf8 > 0 {
            writeln!(out, "  {} not UTF-8", plural(self.not_utf8, "URL", "URLs"))?;
        }
        if !self.years.is_empty() {
            writeln!(out, "by capture year:")?;
            writeln!(
                out,
                "  {:<6} {:>9} {:>9}  judged by",
                "year", "valid", "invalid"
            )?;
            for (year, c) in self.years_in_order() {
                let editions: Vec<String> = if c.editions.len() == 1 {
                    c.editions.keys().map(|e| e.name().to_owned()).collect()
                } else {
                    c.editions.iter().map(|(e, n)| format!("{e} {n}")).collect()
                };
                writeln!(
                    out,
                    "  {:<6} {:>9} {:>9}  {}",
                    year_name(year),
                    c.valid,
                    c.invalid,
                    editions.join(", ")
                )?;
            }
        }
        self.write_tables(out)
    }

    /// The tables every readable summary ends with: by scheme, what was
    /// found and expected where lines were rejected, the longest line.
    fn write_tables(&self, out: &mut impl Write) -> io::Result<()> {
        let schemes = self.schemes_sorted();
        if !schemes.is_empty() {
            let width = schemes.iter().map(|s| s.0.len()).max().unwrap_or(0).max(6);
            writeln!(out, "by scheme:")?;
            writeln!(
                out,
                "  {:<width$} {:>9} {:>9}",
                "scheme", "valid", "invalid"
            )?;
            for (scheme, c) in schemes {
                let (valid, invalid) = (c.valid, c.invalid);
                write!(out, "  {scheme:<width$} {valid:>9} {invalid:>9}")?;
                // The spellings, when it was not always written in lower case.
                let spellings = most_first(&c.spellings);
                if spellings.iter().any(|(s, _)| *s != scheme) {
                    let shown: Vec<String> =
                        spellings.iter().map(|(s, n)| format!("{s} {n}")).collect();
                    write!(out, "  ({})", shown.join(", "))?;
                }
                writeln!(out)?;
            }
        }
        let found = self.found_sorted();
        if !found.is_empty() {
            // The character at the error's offset: a few rows explain most
            // rejections.
            writeln!(out, "found where lines were rejected:")?;
            let shown: Vec<String> = found
                .iter()
                .map(|(f, _)| {
                    let mut chars = f.chars();
                    match (chars.next(), chars.next()) {
                        (Some(c), None) => format!("{c:?}"),
                        _ => (*f).to_owned(),
                    }
                })
                .collect();
            let width = shown.iter().map(String::len).max().unwrap_or(0);
            for (name, (_, n)) in shown.iter().zip(found) {
                writeln!(out, "  {name:<width$} {n:>9}")?;
            }
        }
        let expected = self.expected_sorted();
        if !expected.is_empty() {
            // The names of `parse --json`: a production, a "delimiter", or
            // end of input.
            writeln!(out, "expected where lines were rejected:")?;
            let width = expected.iter().map(|e| e.0.len()).max().unwrap_or(0);
            for (name, n) in expected {
                writeln!(out, "  {name:<width$} {n:>9}")?;
            }
        }
        if let Some((bytes, place)) = &self.longest {
            writeln!(out, "longest line: {}, {bytes} bytes", where_is(place))?;
        }
        Ok(())
    }
}

/// The counts, most first, then by name.
pub(super) fn most_first(counts: &Counts<u64>) -> Vec<(&str, u64)> {
    let mut all: Vec<_> = counts.iter().map(|(s, &n)| (s.as_str(), n)).collect();
    all.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    all
}

/// `1 line`, `2 lines`.
fn lines(n: u64) -> String {
    plural(n, "line", "lines")
}

/// `1 capture`, `2 captures`.
fn plural(n: u64, one: &str, more: &str) -> String {
    match n {
        1 => format!("1 {one}"),
        n => format!("{n} {more}"),
    }
}

/// A year of the summary (`(none)`: the captures without a time).
fn year_name(year: Option<u16>) -> String {
    year.map_or_else(|| NO_SCHEME.to_owned(), |y| format!("{y:04}"))
}

/// The `spec` and `lineage` of a summary of captures.
fn judged_by(judge: Judge) -> (&'static str, Option<&'static str>) {
    match judge {
        Judge::Edition(edition) => (edition.name(), None),
        Judge::ByDate(lineage) => ("by-date", Some(lineage.name())),
    }
}
