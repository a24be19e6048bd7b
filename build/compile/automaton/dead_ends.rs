//! The dead ends of a grammar's automata written as Rust: where a
//! rejection's error is taken from the state where input stops being
//! accepted (`ERRORS_BY_DEAD_END`), the explaining automaton's tables and
//! the dead ends' cached lists and shortest inputs.

use super::emit::accepting_states;
use super::{Automaton, Explaining};
use std::fmt::Write as _;

/// The grammars whose rejections take their error from an automaton's dead
/// end (the entry point, the last live state, and whether a byte kills it
/// or the input ends there), and which automaton's: there the error the explaining parser
/// gives is, on every rejected input the tests give, the one it gives on
/// the shortest input that reaches the same dead end
/// (tests/grammar/automaton.rs, its long campaign included). In `uri-draft`
/// and `rfc1630` the decision's minimized automaton already decides; in
/// `rfc1808`, `rfc2396` and `rfc3986` minimization merges states whose
/// errors pest records apart (one state of every path segment, authority
/// and query), so the explaining automaton, unminimized, is read (merged
/// only where the same places of the grammar are reached, it still left 25
/// of 55,477 rejected inputs of `rfc1808` in the long campaign with another
/// error). In `url-draft-02` and `rfc1738` the explaining automaton's dead
/// ends are witnessed (`DeadEnds::Witnessed`): in `url-draft-02` pest's
/// record keeps, among others, a token that a negative lookahead matched up
/// to the byte where the parse later fails (`article`'s, in `news:g@&K#=`,
/// read to the `#`), which no state of an automaton knows, so a dead end
/// can be reached by inputs whose errors differ; explained on one input
/// through each state that leads to it, such a dead end shows it, and its
/// errors are the explaining parser's. Its entry point `afsaddress_eoi` is
/// left to the explaining parser (87 of the long campaign's rejected
/// inputs there took another error from a witnessed dead end). `rfc1738`'s
/// automaton does not decide (`KEEPS_COMPILED`): the compiled parser still
/// gives a rejection's offset, and the dead end's error is taken where the
/// automaton dies at that offset (`Failure::error`). In `rfc1630-url` and
/// `url-draft-03` (from `url_eoi`), whose witnessed dead ends gave another
/// error on 1,732 and 898 of about 500,000 rejected inputs of the long
/// campaign, three things more keep apart what pest records apart:
/// the explaining automaton's states are apart by the place each rule was
/// called from (`PLACES` in build/compile/automaton.rs: the `URL:`
/// preprefix or none, a `port` of `telnet` or the `digits` of `nntp`); a
/// dead end is apart by the class of the byte that kills it where pest may
/// compare a byte of that class there (`Explaining::semantic`: `mailto:t#`
/// against `mailto:t<`, where a lookahead reads the `#`); and where a state
/// is inside a literal, its witnesses come from the states before the
/// literal (`ftp://a/;typ` and `ftp://a/b;typ`). Their tagged automaton
/// also takes a rejection's offset from a dead end whose error is taken
/// (`dead_end_decides`), so that the compiled parser does not run for it.
/// The long campaign then finds no other error and no other offset.
pub(super) const ERRORS_BY_DEAD_END: &[(&str, DeadEnds)] = &[
    ("uri-draft", DeadEnds::Decision),
    ("rfc1630", DeadEnds::Decision),
    ("rfc1808", DeadEnds::Explaining),
    ("rfc2396", DeadEnds::Explaining),
    ("rfc3986", DeadEnds::Explaining),
    (
        "url-draft-02",
        DeadEnds::Witnessed(&["fragmentaddress_eoi", "partial_eoi"]),
    ),
    ("rfc1738", DeadEnds::Witnessed(&["url_eoi"])),
    ("rfc1630-url", DeadEnds::Witnessed(&["url_eoi"])),
    ("url-draft-03", DeadEnds::Witnessed(&["url_eoi"])),
];

/// Which automaton's dead ends a grammar's rejections take their error from.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum DeadEnds {
    /// The decision's: the minimized automaton, whose state the tagged
    /// automaton refined by it knows where it stops; read again where no
    /// tagged automaton ran.
    Decision,
    /// The explaining automaton's: the states as constructed.
    Explaining,
    /// The explaining automaton's, from the entry points named only, each
    /// dead end's error taken only where the explaining parser gives the
    /// same on an input through each state that leads to it (to the state
    /// before the literal's first byte, where it is inside one;
    /// `dead_end_witnesses` in the generated code).
    Witnessed(&'static [&'static str]),
}

impl Automaton {
    /// The explaining automaton's tables, and `dead_end` reading them.
    pub(super) fn emit_explaining(&self, w: &mut String, explaining: &Explaining) {
        let states = explaining.next.len();
        let classes = self.class_count;
        let stride = classes.next_power_of_two();
        let len = (states * stride).next_power_of_two();
        // Past 65,536 cells, a cell is the state's number, not its offset.
        let (cell, offsets, wide) = if len <= 1 << 16 {
            ("u16", "offsets", "")
        } else {
            (
                "crate::grammar::dfa::Row",
                "crate::grammar::dfa::numbered",
                ", crate::grammar::dfa::Row",
            )
        };
        let _ = writeln!(
            w,
            "\nuse crate::grammar::dfa::DeadEnd;\n\n\
             /// The explaining automaton, read only on a rejection: the language and\n\
             /// the offsets of `AUTOMATON`, in its {states} states as constructed,\n\
             /// before minimization merged those whose errors pest records apart\n\
             /// (so that its dead end decides the error); each state's row by class.\n\
             const EXPLAINING_ROWS: [[u16; {classes}]; {states}] = ["
        );
        for row in &explaining.next {
            let cells: Vec<String> = row.iter().map(ToString::to_string).collect();
            let _ = writeln!(w, "    [{}],", cells.join(", "));
        }
        let accepting = accepting_states(&explaining.accepting);
        let _ = writeln!(
            w,
            "];\n\n\
             /// The explaining automaton's rows, each {stride} wide, as `NEXT`.\n\
             const EXPLAINING_NEXT: [{cell}; {len}] = {offsets}(&EXPLAINING_ROWS, &BYTE_CLASS, {stride});\n\n\
             /// The explaining automaton's accepting states.\n\
             const EXPLAINING_ACCEPTING: [u64; {}] = bitset(&[{}]);\n\n\
             /// How many bytes into a literal each of its states is, as `BACK`.\n\
             const EXPLAINING_BACK: [u8; {states}] = [{}];\n\n\
             /// The explaining automaton; its start states in the order of `entry`.\n\
             static EXPLAINING: Dfa<{stride}, {len}{wide}> = Dfa::new(\n    \
             BYTE_CLASS,\n    &EXPLAINING_NEXT,\n    &EXPLAINING_ACCEPTING,\n    &EXPLAINING_BACK,\n    &[{}],\n);\n\n\
             /// Where and how `input` stops being accepted from the entry point\n\
             /// `rule`: the offset `accepts` gives and the explaining automaton's dead\n\
             /// end there; None where it is accepted or `rule` is not an entry point.\n\
             pub(crate) fn dead_end(rule: Rule, input: &[u8]) -> Option<(usize, DeadEnd)> {{\n    \
             EXPLAINING.dead_end(entry(rule)?, input)\n}}",
            len.div_ceil(stride * 64),
            accepting,
            explaining
                .back
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            explaining
                .entries
                .iter()
                .map(|(_, s)| s.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }

    /// The dead ends' text: `dead_end`, `BY_DEAD_END`, the number of dead
    /// ends, each one's index, and the shortest input that reaches it, in
    /// the automaton `dead_ends` names (else none).
    pub(super) fn emit_dead_ends(
        &self,
        w: &mut String,
        dead_ends: Option<DeadEnds>,
        by_class: bool,
    ) {
        // The entry points whose errors are taken, where dead ends are witnessed.
        let witnessed = match dead_ends {
            Some(DeadEnds::Witnessed(taken)) => Some(taken),
            _ => None,
        };
        let (next, entries, back, semantic) = match (dead_ends, &self.explaining) {
            (None, _) => {
                let _ = writeln!(w, "{}", no_dead_ends("the explaining parser explains every rejection (ERRORS_BY_DEAD_END in build/compile/automaton.rs says why)"));
                return;
            }
            (Some(DeadEnds::Explaining | DeadEnds::Witnessed(_)), None) => {
                let _ = writeln!(
                    w,
                    "{}",
                    no_dead_ends("the explaining automaton's table would pass EXPLAINING_CELLS")
                );
                return;
            }
            (Some(DeadEnds::Decision), _) => {
                let _ = writeln!(
                    w,
                    "\nuse crate::grammar::dfa::DeadEnd;\n\n\
                     /// Where and how `input` stops being accepted from the entry point\n\
                     /// `rule`: the offset `accepts` gives and the automaton's dead end\n\
                     /// there; None where it is accepted or `rule` is not an entry point.\n\
                     pub(crate) fn dead_end(rule: Rule, input: &[u8]) -> Option<(usize, DeadEnd)> {{\n    \
                     AUTOMATON.dead_end(entry(rule)?, input)\n}}"
                );
                (&self.next, &self.entries, &self.back, &Vec::new())
            }
            (Some(DeadEnds::Explaining | DeadEnds::Witnessed(_)), Some(explaining)) => {
                self.emit_explaining(w, explaining);
                (
                    &explaining.next,
                    &explaining.entries,
                    &explaining.back,
                    &explaining.semantic,
                )
            }
        };
        let states = next.len();
        let classes = self.class_count;
        // The first ASCII byte of each class: an input made of them is text.
        let mut byte = vec![None; classes];
        for b in (0..128u8).rev() {
            byte[usize::from(self.classes[usize::from(b)])] = Some(b);
        }
        // Per entry point, the shortest input to each state (the first by
        // class where two are as short), by breadth-first search.
        let mut reach = Vec::new();
        for &(_, start) in entries {
            let mut word: Vec<Option<Vec<u8>>> = vec![None; states];
            word[start] = Some(Vec::new());
            let mut queue = std::collections::VecDeque::from([start]);
            while let Some(s) = queue.pop_front() {
                for (class, &to) in next[s].iter().enumerate() {
                    let (Some(b), true) = (byte[class], to != 0) else {
                        continue;
                    };
                    if word[to].is_none() {
                        let mut w = word[s].clone().unwrap_or_default();
                        w.push(b);
                        word[to] = Some(w);
                        queue.push_back(to);
                    }
                }
            }
            reach.push(word);
        }
        let names: Vec<&str> = entries.iter().map(|(name, _)| name.as_str()).collect();
        let entries = entries.len();
        // A dead end is its state and whether the input ends there, or,
        // where the byte that kills it can change the error, whether a term
        // of the state reads it, and which one (`Explaining::semantic`).
        assert!(
            !by_class || (classes <= 64 && semantic.len() == states),
            "dead ends told apart by class: at most 64 classes, each state's kept"
        );
        let (kinds, index) = if by_class {
            // A power of two, so that the state and the kind are the
            // index's bits.
            let kinds = (classes + 2).next_power_of_two();
            (
                kinds,
                format!(
                    "(end.entry * {states} + end.state) * {kinds} + match end.class {{\n        \
                     None => 0,\n        \
                     Some(c) if SEMANTIC[end.state] >> c & 1 == 1 => 2 + usize::from(c),\n        \
                     Some(_) => 1,\n    \
                     }}"
                ),
            )
        } else {
            (
                2,
                format!(
                    "(end.entry * {states} + end.state) * 2 + usize::from(end.class.is_none())"
                ),
            )
        };
        // The byte a dead end's inputs end with.
        let killing = if by_class {
            "killing_byte(end)?"
        } else {
            "KILLED_BY[end.state]?"
        };
        let _ = writeln!(
            w,
            "\n/// A rejection's error is the one the explaining parser gives on the\n\
             /// shortest input that reaches the same dead end (`dead_end`), explained\n\
             /// once (src/grammar.rs, `Failure::error`): on every rejected input the\n\
             /// tests give, the two are the same (tests/grammar/automaton.rs).\n\
             pub(crate) const BY_DEAD_END: bool = true;\n\n\
             /// The dead ends: per entry point and state, a byte that kills it or\n\
             /// the end of the input ({}).\n\
             pub(crate) const DEAD_ENDS: usize = {};\n\n\
             /// The dead ends of a state: {}.\n\
             pub(crate) const DEAD_END_KINDS: usize = {kinds};\n\n\
             /// The index of a dead end among `DEAD_ENDS`.\n\
             pub(crate) fn dead_end_index(end: DeadEnd) -> usize {{\n    \
             {}\n}}",
            if by_class {
                "a class of byte a term of the state reads, apart:\n/// which one kills the state can change the error"
            } else {
                "which byte does not change the error:\n/// `DeadEnd::same_as`"
            },
            entries * states * kinds,
            if by_class {
                "where the input ends, a byte no term of the\n/// state reads, and one per class a term reads (the number rounded up to\n/// a power of two); the grammar's lists keep a state's apart only once one\n/// is reached"
            } else {
                "killed by a byte, or where the input ends\n/// (`DEAD_ENDS` over the states)"
            },
            index,
        );
        let _ = writeln!(
            w,
            "\n/// Per state, the first ASCII byte that kills it (by class, then by\n\
             /// value; none where no ASCII byte does){}.\n\
             const KILLED_BY: [Option<u8>; {states}] = [{}];",
            if by_class {
                " and no term of it reads"
            } else {
                ""
            },
            next.iter()
                .enumerate()
                .map(|(state, row)| {
                    let kills = (0..classes).find_map(|c| {
                        byte[c]
                            .filter(|_| row[c] == 0 && !(by_class && semantic[state].contains(&c)))
                    });
                    kills.map_or("None".to_owned(), |b| {
                        format!("Some({})", super::super::byte(b))
                    })
                })
                .collect::<Vec<_>>()
                .join(", ")
        );
        if by_class {
            let _ = writeln!(
                w,
                "\n/// Per class, its first ASCII byte (none where it has none).\n\
                 const CLASS_BYTE: [Option<u8>; {classes}] = [{}];\n\n\
                 /// Per state, as bits by class, the classes that kill it though a term\n\
                 /// of it reads them: pest tries a token there that matches, and its\n\
                 /// record can depend on which kills.\n\
                 const SEMANTIC: [u64; {states}] = [{}];\n\n\
                 /// The byte the inputs to the dead end `end` end with: one of its class\n\
                 /// where a term of its state reads it, else the first that kills the\n\
                 /// state and no term reads (none where the input ends there).\n\
                 fn killing_byte(end: DeadEnd) -> Option<u8> {{\n    \
                 let c = end.class?;\n    \
                 if SEMANTIC[end.state] >> c & 1 == 1 {{\n        \
                 CLASS_BYTE[usize::from(c)]\n    \
                 }} else {{\n        \
                 KILLED_BY[end.state]\n    \
                 }}\n}}",
                byte.iter()
                    .map(|b| b.map_or("None".to_owned(), |b| format!(
                        "Some({})",
                        super::super::byte(b)
                    )))
                    .collect::<Vec<_>>()
                    .join(", "),
                semantic
                    .iter()
                    .map(|classes| {
                        let bits = classes.iter().fold(0u64, |bits, &c| bits | 1 << c);
                        format!("{bits:#x}")
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        if by_class {
            let _ = writeln!(
                w,
                "\n/// Whether the offset of a rejection from `rule` that stops at the dead\n\
                 /// end `end` is the compiled parser's furthest failure, so that the\n\
                 /// compiled parser need not run for it: where the error is taken from\n\
                 /// it (`dead_end_expected`: its shortest input and its witnesses fail\n\
                 /// furthest where they die, and are explained alike) and its state is\n\
                 /// not inside a literal (whose bytes a parse of a `%` escape may read\n\
                 /// further, on some killing bytes and not on others), as on every\n\
                 /// rejected input the tests give (tests/grammar/automaton.rs).\n\
                 #[inline]\n\
                 fn dead_end_decides(rule: Rule, end: DeadEnd) -> bool {{\n    \
                 EXPLAINING_BACK[end.state] == 0\n        \
                 && <super::Parser as crate::grammar::PestGrammar>::dead_end_expected(rule, end).is_some()\n}}"
            );
        }
        let _ = writeln!(
            w,
            "\n/// Per entry point, the shortest input that leads to each state (by\n\
             /// number; none where no input of the classes' bytes does).\n\
             const REACH: [[Option<&str>; {states}]; {entries}] = ["
        );
        for word in &reach {
            let cells: Vec<String> = word
                .iter()
                .map(|w| match w {
                    Some(w) => format!("Some({:?})", String::from_utf8_lossy(w)),
                    None => "None".to_owned(),
                })
                .collect();
            let _ = writeln!(w, "    [{}],", cells.join(", "));
        }
        let _ = writeln!(
            w,
            "];\n\n\
             /// The shortest input that reaches the dead end `end`, its last byte\n\
             /// one that kills its state (none where the input ends there).{}\n\
             pub(crate) fn dead_end_input(end: DeadEnd) -> Option<String> {{\n    \
             {}let mut input = String::from(REACH[end.entry][end.state]?);\n    \
             if end.class.is_some() {{\n        \
             input.push(char::from({killing}));\n    \
             }}\n    \
             Some(input)\n}}",
            if witnessed.is_some() {
                "\n/// None from an entry point whose errors are not taken from dead ends\n/// (`DEAD_END_ENTRY`)."
            } else {
                ""
            },
            if witnessed.is_some() {
                "if !DEAD_END_ENTRY[end.entry] {\n        return None;\n    }\n    "
            } else {
                ""
            }
        );
        if let Some(taken) = witnessed {
            // A misspelt entry point would take no error from a dead end,
            // and no test would say so.
            for name in taken {
                assert!(
                    names.contains(name),
                    "DeadEnds::Witnessed names `{name}`, not an entry point of the grammar"
                );
            }
        }
        let Some(taken) = witnessed else {
            let _ = writeln!(
                w,
                "\n/// No other input is explained for a dead end: the shortest one's error\n\
                 /// is the dead end's.\n\
                 pub(crate) fn dead_end_witnesses(_: DeadEnd) -> impl Iterator<Item = String> {{\n    \
                 std::iter::empty()\n}}"
            );
            return;
        };
        let _ = writeln!(
            w,
            "\n/// Per entry point (in the order of `entry`), whether a rejection's error\n\
             /// from it is taken from its dead end (`DeadEnds::Witnessed` in\n\
             /// build/compile/automaton/dead_ends.rs says why not).\n\
             const DEAD_END_ENTRY: [bool; {}] = [{}];",
            names.len(),
            names
                .iter()
                .map(|name| if taken.contains(name) {
                    "true"
                } else {
                    "false"
                })
                .collect::<Vec<_>>()
                .join(", ")
        );
        // Per state, each state that leads to it and an ASCII byte that
        // does (the first by class).
        let mut from: Vec<Vec<(usize, u8)>> = vec![Vec::new(); states];
        for (p, row) in next.iter().enumerate().skip(1) {
            for (class, &to) in row.iter().enumerate() {
                if let (Some(b), true) = (byte[class], to != 0)
                    && !from[to].iter().any(|&(q, _)| q == p)
                {
                    from[to].push((p, b));
                }
            }
        }
        // Where a state is inside a literal, its error stands at the
        // literal's first byte, and what pest records there hangs on how
        // that byte was reached: the witnesses come from each state that
        // leads to the states the literal starts from, and read the
        // literal's bytes on to the state (`ftp://a/;typ` and
        // `ftp://a/b;typ` reach one state, their errors at the `;` apart).
        let witnesses: Vec<Vec<(usize, Vec<u8>)>> = (0..states)
            .map(|state| {
                let mut paths: Vec<(usize, Vec<u8>)> = vec![(state, Vec::new())];
                for _ in 0..=back[state] {
                    let mut before: Vec<(usize, Vec<u8>)> = Vec::new();
                    for (q, rest) in &paths {
                        for &(p, b) in &from[*q] {
                            if !before.iter().any(|(seen, _)| *seen == p) {
                                let mut bytes = vec![b];
                                bytes.extend_from_slice(rest);
                                before.push((p, bytes));
                            }
                        }
                    }
                    paths = before;
                }
                paths
            })
            .collect();
        let _ = writeln!(
            w,
            "\n/// Per state, each state that leads to it (by number) and bytes that\n\
             /// do: one, or, where the state is inside a literal, those from the\n\
             /// states before the literal's first byte.\n\
             const WITNESSES: [&[(u16, &str)]; {states}] = ["
        );
        for list in &witnesses {
            let cells: Vec<String> = list
                .iter()
                .map(|(p, b)| format!("({p}, {:?})", String::from_utf8_lossy(b)))
                .collect();
            let _ = writeln!(w, "    &[{}],", cells.join(", "));
        }
        let _ = writeln!(
            w,
            "];\n\n\
             /// The other inputs explained for the dead end `end` before its error is\n\
             /// taken: the shortest input to each state that leads to its state (to\n\
             /// the states its literal starts from, where it is inside one), the\n\
             /// bytes that lead there, then a byte that kills it (none where the\n\
             /// input ends there). Where one's error differs from the shortest\n\
             /// input's, the dead end stands for places pest tells apart, and the\n\
             /// explaining parser explains each rejection there.\n\
             pub(crate) fn dead_end_witnesses(end: DeadEnd) -> impl Iterator<Item = String> {{\n    \
             WITNESSES[end.state].iter().filter_map(move |&(from, bytes)| {{\n        \
             let mut input = String::from(REACH[end.entry][usize::from(from)]?);\n        \
             input.push_str(bytes);\n        \
             if end.class.is_some() {{\n            \
             input.push(char::from({killing}));\n        \
             }}\n        \
             Some(input)\n    }})\n}}"
        );
    }
}

/// The dead ends' text where no error is taken from them (`why`).
pub(super) fn no_dead_ends(why: &str) -> String {
    format!(
        "\n/// No rejection's error is taken from the automaton's dead end: {why}.\n\
         pub(crate) const BY_DEAD_END: bool = false;\n\n\
         /// No dead ends are kept.\npub(crate) const DEAD_ENDS: usize = 0;\n\n\
         /// Nor kinds of them (two, as where dead ends are kept: killed by a\n\
         /// byte, or where the input ends).\npub(crate) const DEAD_END_KINDS: usize = 2;\n\n\
         /// No dead end has an index.\n\
         pub(crate) fn dead_end_index(_: crate::grammar::dfa::DeadEnd) -> usize {{\n    0\n}}\n\n\
         /// No dead end has an input.\n\
         pub(crate) fn dead_end_input(_: crate::grammar::dfa::DeadEnd) -> Option<String> {{\n    None\n}}\n\n\
         /// No dead end has other inputs.\n\
         pub(crate) fn dead_end_witnesses(_: crate::grammar::dfa::DeadEnd) -> impl Iterator<Item = String> {{\n    std::iter::empty()\n}}\n\n\
         /// No dead end is looked for.\n\
         pub(crate) fn dead_end(_: Rule, _: &[u8]) -> Option<(usize, crate::grammar::dfa::DeadEnd)> {{\n    None\n}}"
    )
}
