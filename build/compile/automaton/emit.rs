//! The automaton written as Rust: its byte classes, its rows with the
//! rules each state stands in, `accepts`, `DECIDES`, and after them the
//! dead ends (`dead_ends.rs`) and the tagged automata (`tagged/emit.rs`).

use std::fmt::Write as _;

use super::dead_ends::{no_dead_ends, DeadEnds, ERRORS_BY_DEAD_END};
use super::{tagged, Automaton, BYTE_ROWS, PLACES};

/// The grammars whose decision keeps the compiled parser, though their
/// automaton is built (and held to pest by the tests), and why: measured
/// with valgrind on the corpora (BENCHMARKS.md, "The automata").
const KEEPS_COMPILED: &[(&str, &str)] = &[
    ("rfc1630-url", BEHIND_A_LOOKAHEAD),
    ("url-draft-03", BEHIND_A_LOOKAHEAD),
    ("rfc1738", BEHIND_A_LOOKAHEAD),
];

const BEHIND_A_LOOKAHEAD: &str = "the automaton accepts at half the compiled parser's cost or \
     less, but where it rejects because a negative lookahead over a scheme's name matched \
     (`afs:` or `HTTP:` under rfc1630-url's and url-draft-03's `url_eoi`, `url:` under \
     rfc1738's: `generic`'s or `otherurl`'s `!(... ~ \":\")`), the compiled parser's furthest \
     failure, which the error needs, lies before it, where no state of the automaton knows it, \
     and on a few inputs the compiled parser reads past where the automaton dies \
     (tests/grammar/automaton.rs counts them); a rejection would then read the line twice, \
     dearer than the compiled parser alone (BENCHMARKS.md, \"The automata\")";

impl Automaton {
    /// The Rust text of the automaton: its tables, `accepts`, and
    /// `DECIDES`, whether `run` takes its verdict (`origin` is the
    /// grammar's path).
    pub(in super::super) fn emit(&self, origin: &str) -> String {
        let states = self.next.len();
        let classes = self.class_count;
        // A small automaton's rows are a byte wide (no class to look up).
        let stride = if states * 256 <= BYTE_ROWS {
            256
        } else {
            classes.next_power_of_two()
        };
        let len = (states * stride).next_power_of_two();
        let mut out = String::new();
        let w = &mut out;
        let _ = writeln!(
            w,
            "\n// ---- The automaton of the entry points (build/compile/automaton.rs) ----\n\
             // {states} states over {classes} classes of bytes, each state's row {stride}\n\
             // wide (src/grammar/dfa.rs); state 0 accepts nothing and is never left."
        );
        let keeps = KEEPS_COMPILED
            .iter()
            .find(|(grammar, _)| origin.ends_with(&format!("/{grammar}.pest")));
        match keeps {
            Some((_, why)) => {
                let _ = writeln!(w);
                let mut line = String::from("/// The compiled parser decides alone:");
                for word in why.split_whitespace() {
                    if line.len() + 1 + word.len() > 80 {
                        let _ = writeln!(w, "{line}");
                        line = String::from("///");
                    }
                    line.push(' ');
                    line.push_str(word);
                }
                let _ = writeln!(w, "{line}.\nconst DECIDES: bool = false;");
            }
            None => {
                let _ = writeln!(
                    w,
                    "\n/// Where nothing is kept, `run` takes the automaton's verdict, and\n\
                     /// where it rejects, the offset of the byte it stopped at (of the\n\
                     /// literal's first byte where it stopped inside one): there the\n\
                     /// compiled parser failed furthest on every input the tests give\n\
                     /// (tests/grammar/automaton.rs).\n\
                     const DECIDES: bool = true;"
                );
            }
        }
        let _ = writeln!(
            w,
            "\nuse crate::grammar::dfa::{{bitset, byte_classes, offsets, Dfa}};\n\n\
             /// The class of each byte: the bytes of each list below, by number from\n\
             /// 1; class 0 is every other byte (no rule reads it).\n\
             const BYTE_CLASS: [u8; 256] = byte_classes(&["
        );
        for class in 1..classes {
            let mut table = [false; 256];
            for b in 0..=255u8 {
                table[usize::from(b)] = usize::from(self.classes[usize::from(b)]) == class;
            }
            let ranges: Vec<String> = super::super::runs(&table)
                .into_iter()
                .map(|(lo, hi)| format!("({}, {})", super::super::byte(lo), super::super::byte(hi)))
                .collect();
            let _ = writeln!(w, "    // class {class}\n    &[{}],", ranges.join(", "));
        }
        let _ = writeln!(w, "]);");
        let _ = writeln!(
            w,
            "\n/// Each state's row: the state each class of bytes leads to. The\n\
             /// comment names the rules the parses a state follows stand in.\n\
             const ROWS: [[u16; {classes}]; {states}] = ["
        );
        for (s, row) in self.next.iter().enumerate() {
            let mut note = if self.accepting[s] {
                String::from("accepts; ")
            } else {
                String::new()
            };
            if s == 0 {
                note.push_str("nothing: no input that begins so matches");
            } else if self.serves[s].is_empty() {
                note.push_str("nothing more");
            } else {
                note.push_str("in ");
                note.push_str(&self.serves[s].join(", "));
            }
            if self.back[s] > 0 {
                let bytes = if self.back[s] == 1 { "byte" } else { "bytes" };
                let _ = write!(note, "; {} {bytes} into a literal", self.back[s]);
            }
            let cells: Vec<String> = row.iter().map(ToString::to_string).collect();
            let _ = writeln!(w, "    // {s}: {note}\n    [{}],", cells.join(", "));
        }
        let _ = writeln!(w, "];");
        let accepting = accepting_states(&self.accepting);
        let _ = writeln!(
            w,
            "\n/// The rows, each {stride} wide{}, each state as its row's offset,\n\
             /// padded to a power of two.\n\
             const NEXT: [u16; {len}] = offsets(&ROWS, &BYTE_CLASS, {stride});\n\n\
             /// The accepting states.\n\
             const ACCEPTING: [u64; {}] = bitset(&[{}]);\n\n\
             /// How many bytes into a literal each state is (its row's comment):\n\
             /// a rejection there stands at the literal's first byte, as the\n\
             /// compiled parser's failure does.\n\
             const BACK: [u8; {states}] = [{}];\n\n\
             /// The automaton; its start states in the order of `entry`.\n\
             static AUTOMATON: Dfa<{stride}, {len}> =\n    Dfa::new(BYTE_CLASS, &NEXT, &ACCEPTING, &BACK, &[{}]);",
            if stride == 256 { " (a column a byte)" } else { "" },
            len.div_ceil(stride * 64),
            accepting,
            self.back
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            self.entries
                .iter()
                .map(|(_, s)| s.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
        let _ = writeln!(
            w,
            "\n/// The automaton's number of the entry point `rule`.\n\
             #[inline]\nfn entry(rule: Rule) -> Option<usize> {{\n    match rule {{"
        );
        for (i, (name, _)) in self.entries.iter().enumerate() {
            let _ = writeln!(w, "        Rule::{name} => Some({i}),");
        }
        let _ = writeln!(
            w,
            "        _ => None,\n    }}\n}}\n\n\
             /// Whether pest's parser of the entry point `rule` matches the whole of\n\
             /// `input`, read once, byte by byte: `Err` with the offset of the first\n\
             /// byte that no accepted input has there (the input's length where it\n\
             /// ends too soon; the literal's first byte where that is inside one);\n\
             /// None for a rule that is not an entry point.\n\
             #[inline]\npub(crate) fn accepts(rule: Rule, input: &[u8]) -> Option<Result<(), usize>> {{\n    \
             Some(AUTOMATON.run(entry(rule)?, input))\n}}"
        );
        let escapes_only = self.percent_only_escapes();
        let _ = writeln!(
            w,
            "\n/// Whether a `%` without two hex digits after it kills every parse at\n\
             /// the byte after it or the one after that: {}\n\
             pub(crate) const PERCENT_ONLY_ESCAPES: bool = {escapes_only};",
            if escapes_only {
                "the states `%` leads to live\n\
                 /// on hex digits alone and accept nothing, so where an input dies no\n\
                 /// malformed escape stands more than two bytes before."
            } else {
                "not here (a state `%` leads\n\
                 /// to lives on another byte, or accepts)."
            }
        );
        let dead_ends = ERRORS_BY_DEAD_END
            .iter()
            .find(|(grammar, _)| origin.ends_with(&format!("/{grammar}.pest")))
            .map(|&(_, which)| which);
        let by_class = PLACES
            .iter()
            .any(|grammar| origin.ends_with(&format!("/{grammar}.pest")));
        self.emit_dead_ends(w, dead_ends, by_class);
        // Where the errors are the explaining automaton's dead ends
        // (witnessed or not), the tagged automata are refined by it, so
        // that a rejection is not read again for its dead end; where they
        // are the decision's, by the untagged automaton, for that reason.
        let refine = |tagged: &tagged::Tagged| -> Result<tagged::Tagged, String> {
            match (dead_ends, &self.explaining) {
                (Some(DeadEnds::Explaining | DeadEnds::Witnessed(_)), Some(explaining)) => tagged
                    .refined(
                        &explaining.next,
                        &explaining.accepting,
                        &explaining.entries,
                        by_class,
                        tagged::Partner::Explaining,
                    ),
                (Some(DeadEnds::Decision), _) => tagged.refined(
                    &self.next,
                    &self.accepting,
                    &self.entries,
                    false,
                    tagged::Partner::Deciding,
                ),
                _ => Ok(tagged.clone()),
            }
        };
        match self.tagged.as_ref().map_err(Clone::clone).and_then(refine) {
            Ok(tagged) => match tagged.emit(classes) {
                Ok(text) => out.push_str(&text),
                Err(why) => out.push_str(&tagged::none(&why)),
            },
            Err(why) => out.push_str(&tagged::none(&why)),
        }
        let scheme_tagged = self
            .scheme_tagged
            .as_ref()
            .map(|scheme| scheme.as_ref().map_err(Clone::clone).and_then(refine));
        match (&self.tagged, &scheme_tagged) {
            (Ok(_), Some(Ok(scheme))) => match scheme.emit_scheme_only(
                classes,
                self.classes[usize::from(b'\n')] != 0 || self.classes[usize::from(b'\r')] != 0,
            ) {
                Ok(text) => out.push_str(&text),
                Err(why) => out.push_str(&tagged::no_scheme_only(&why)),
            },
            (Ok(_), Some(Err(why))) => out.push_str(&tagged::no_scheme_only(why)),
            (Err(_), _) => out.push_str(&tagged::no_scheme_only("the grammar has no tagged automaton")),
            (Ok(_), None) => out.push_str(&tagged::no_scheme_only(
                "the record's scheme is not kept apart here (SCHEME_TAGGED in build/compile/tagged.rs)",
            )),
        }
        out
    }

    /// Whether, in every state of the deciding automaton and of the
    /// explaining one (whose dead ends a rejection may read), a `%` leads
    /// nowhere or to a state that accepts nothing and lives on hex digits
    /// alone, and each hex digit from there to another such state: then a
    /// `%` not followed by two hex digits kills every parse within two
    /// bytes of it, and each automaton reaches its dead state (0) there.
    fn percent_only_escapes(&self) -> bool {
        percent_only_escapes(&self.next, &self.accepting, &self.classes)
            && self
                .explaining
                .as_ref()
                .is_none_or(|e| percent_only_escapes(&e.next, &e.accepting, &self.classes))
    }
}

/// The text in place of the automaton where there is none: `accepts`
/// leaves every input to the compiled parser, and the comment says why.
pub(in super::super) fn none(why: &str) -> String {
    format!(
        "\n// ---- No automaton (build/compile/automaton.rs): {why}. ----\n\n\
         /// The compiled parser decides alone.\nconst DECIDES: bool = false;\n\n\
         /// Every input is left to the compiled parser.\n\
         #[inline]\npub(crate) fn accepts(_: Rule, _: &[u8]) -> Option<Result<(), usize>> {{\n    None\n}}\n\n\
         /// Not known without an automaton.\npub(crate) const PERCENT_ONLY_ESCAPES: bool = false;\n{}\n{}",
        no_dead_ends("there is no automaton"),
        tagged::no_scheme_only("there is no automaton")
    )
}

/// [`Automaton::percent_only_escapes`] in the automaton of the rows `next`
/// (by class of `classes`) and the accepting states `accepting`.
fn percent_only_escapes(next: &[Vec<usize>], accepting: &[bool], classes: &[u8; 256]) -> bool {
    let class = |b: u8| usize::from(classes[usize::from(b)]);
    let hex_only = |s: usize| {
        !accepting[s] && (0..=255u8).all(|b| b.is_ascii_hexdigit() || next[s][class(b)] == 0)
    };
    next.iter().all(|row| match row[class(b'%')] {
        0 => true,
        after => {
            hex_only(after)
                && (0..=255u8)
                    .filter(u8::is_ascii_hexdigit)
                    .all(|h| hex_only(next[after][class(h)]))
        }
    })
}

/// The numbers of the accepting states, for the generated `bitset(&[..])`.
pub(super) fn accepting_states(accepting: &[bool]) -> String {
    let states: Vec<String> = accepting
        .iter()
        .enumerate()
        .filter(|&(_, &a)| a)
        .map(|(s, _)| s.to_string())
        .collect();
    states.join(", ")
}
