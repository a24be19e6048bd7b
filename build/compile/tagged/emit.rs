//! The tagged automaton written as Rust: its rows, each state commented
//! with the rules its parses stand in, the operations, the spans reported
//! where the input ends, and `tagged`, the loop that reads them.

use super::minimize::Spans;
use super::pairs::paired_tagged_line;
use super::{Source, Tagged};
use std::fmt::Write as _;

impl Tagged {
    /// The Rust text of the tagged automaton: `tagged`, which runs it, and
    /// its tables, over the untagged automaton's `BYTE_CLASS` (of
    /// `class_count` classes); or why it cannot be written.
    pub(in super::super) fn emit(&self, class_count: usize) -> Result<String, String> {
        Ok(self.emit_listing(class_count, true)?.0)
    }

    /// The Rust text of the scheme's tagged automaton (`SCHEME_TAGGED`):
    /// [`Tagged::emit`]'s, in a module `scheme_only` beside the whole
    /// one's, without the roles read (the whole automaton lists those).
    /// `line_ends_read`: some rule reads `\n` or `\r` (a byte of a class
    /// other than 0), so the automaton cannot find a line's end by dying
    /// there, and `tagged_line` is not written.
    pub(in super::super) fn emit_scheme_only(
        &self,
        class_count: usize,
        line_ends_read: bool,
    ) -> Result<String, String> {
        let (inner, paired) = self.emit_listing(class_count, false)?;
        let mut out = String::from(
            "\n/// The tagged automaton of the scheme alone (`SCHEME_TAGGED` in\n\
             /// build/compile/tagged.rs): the whole one's language, a tag for the\n\
             /// rule `scheme` only, so no operations for the other spans. `run`\n\
             /// reads it where the sink keeps the scheme alone (`Sink::SCHEME_ONLY`).\n\
             pub(crate) mod scheme_only {\n\
             use super::*;\n",
        );
        out.push_str(&inner);
        // Class 0 is the bytes no rule reads: dead from every state.
        let dies_on_class_0 = self.next.iter().all(|row| row[0].0 == 0);
        if line_ends_read || !dies_on_class_0 {
            out.push_str(&no_tagged_line(
                "a rule reads `\\n` or `\\r`, so the automaton does not stop at a line's end",
            ));
        } else if paired {
            out.push_str(&paired_tagged_line());
        } else {
            out.push_str(TAGGED_LINE);
        }
        out.push_str("}\n");
        Ok(out)
    }

    /// [`Tagged::emit`], the roles read listed (`TAGGED_ROLES`) or not; and
    /// whether it reads two bytes a step (a pair table).
    fn emit_listing(&self, class_count: usize, listed: bool) -> Result<(String, bool), String> {
        let mut out = String::new();
        let w = &mut out;
        let states = self.next.len();
        let stride = class_count.next_power_of_two();
        let len = (states * stride).next_power_of_two();
        // A cell is `offset | op << shift`: the next state's row offset,
        // below `len`, and its operations above (all ones where the state
        // is the dead one).
        let shift = len.trailing_zeros();
        if shift > 24 || self.ops.len() >= (1 << (32 - shift)) - 1 {
            return Err(format!(
                "{states} states of {stride} classes and {} operations do not fit a cell",
                self.ops.len()
            ));
        }
        let _ = writeln!(
            w,
            "\n// ---- The tagged automaton (build/compile/tagged.rs) ----\n\
             // {states} states over the {class_count} classes of bytes above; {} tags, {} registers,\n\
             // {} operations. A thread of a state is a parse still open there.",
            self.tags.len(),
            self.registers,
            self.ops.len() - 1
        );
        let _ = writeln!(
            w,
            "\n/// The tags: the rules whose first span the walker table keeps.\n\
             const TAGS: [Rule; {}] = [{}];",
            self.tags.len(),
            self.tags
                .iter()
                .map(|t| format!("Rule::{t}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        if listed {
            let _ = writeln!(
                w,
                "\n/// The kinds of role build.rs read from the walker table (build/compile/roles.rs);\n\
                 /// the grammar's tests hold them to the table.\n\
                 #[cfg(test)]\n\
                 pub(crate) const TAGGED_ROLES: &[(Rule, &str)] = &["
            );
            for (name, kind) in &self.roles {
                let _ = writeln!(w, "    (Rule::{name}, \"{}\"),", kind.name());
            }
            let _ = writeln!(w, "];");
        }
        let _ = writeln!(
            w,
            "\n/// Where a cell keeps its operations: above the row offsets, all below\n\
             /// {len}.\n\
             const SHIFT: u32 = {shift};\n\n\
             /// A cell that leads to the dead state: no input that begins so matches.\n\
             const D: u32 = u32::MAX;\n\n\
             /// A cell with the operations `op`, to the state at `to`.\n\
             const fn o(op: u32, to: u32) -> u32 {{\n    op << SHIFT | to\n}}\n\n\
             /// Each state's row, {stride} wide: for each class, the next state's row\n\
             /// offset, or `o(op, to)` where the transition has operations. The\n\
             /// comment names each state's number and offset, and the rules its\n\
             /// threads stand in.\n\
             #[rustfmt::skip]\n\
             const TAGGED_ROWS: [[u32; {stride}]; {states}] = ["
        );
        for (s, row) in self.next.iter().enumerate() {
            let note = if s == 0 {
                "nothing: no input that begins so matches".to_owned()
            } else if self.notes[s].is_empty() {
                "nothing more".to_owned()
            } else {
                format!("in {}", self.notes[s].join(", "))
            };
            let mut cells: Vec<String> = row
                .iter()
                .map(|&(to, op)| match (to, op) {
                    (0, _) => "D".to_owned(),
                    (to, 0) => (to * stride).to_string(),
                    (to, op) => format!("o({op}, {})", to * stride),
                })
                .collect();
            cells.resize(stride, "D".to_owned());
            let accepts = if self.accepts[s].is_some() {
                "accepts; "
            } else {
                ""
            };
            let _ = writeln!(
                w,
                "    // {s} (at {}): {accepts}{note}\n    [{}],",
                s * stride,
                cells.join(", ")
            );
        }
        let _ = writeln!(
            w,
            "];\n\n\
             /// The rows one after another, then dead cells to {len} and 256 more: a\n\
             /// row offset below {len} and a byte's class are then a place in the\n\
             /// table, which the compiler need check no more.\n\
             static TAGGED_NEXT: [u32; {padded}] = crate::grammar::dfa::tagged_table(&TAGGED_ROWS, D);",
            padded = len + 256
        );
        let regs = self.registers;
        let _ = writeln!(
            w,
            "\n/// The registers: the `k`th register of tag `t`'s start is `2 (k T + t)`,\n\
             /// of its end the next ({} tags `T`); threads that hold one value share it.\n\
             const REGISTERS: usize = {regs};",
            self.tags.len(),
        );
        let ops: Vec<(String, String)> = (1..self.ops.len())
            .map(|i| (self.op_notes[i].clone(), self.op_body(i, "pos")))
            .collect();
        op_table(
            w,
            "OPS",
            "tagged_ops",
            "Each transition's operations at `pos`",
            &ops,
        );
        // Acceptance.
        let _ = writeln!(
            w,
            "\n/// Where the input ends, `end` bytes in, in the state at `state`: the\n\
             /// spans of the parse that accepts reported to `s`, or false where none\n\
             /// does.\n\
             #[inline]\n\
             fn tagged_accept<S: Sink<Rule>>(state: u32, end: u32, r: &[u32; REGISTERS], s: &mut S) -> bool {{\n    \
             // By the state's number (its row's offset over the rows' width,\n    \
             // {stride}): numbers, not offsets, are dense enough for one jump.\n    \
             match state >> {shift} {{",
            shift = stride.trailing_zeros(),
        );
        // One arm for the states that report alike.
        let mut arms: Vec<(&Spans, Vec<usize>)> = Vec::new();
        for (st, accept) in self.accepts.iter().enumerate() {
            let Some(spans) = accept else { continue };
            match arms.iter_mut().find(|(same, _)| *same == spans) {
                Some((_, states)) => states.push(st),
                None => arms.push((spans, vec![st])),
            }
        }
        let mut reported: Vec<String> = Vec::new();
        for (spans, states) in arms {
            let names: Vec<&str> = spans
                .iter()
                .map(|&(t, _, _)| self.tags[t].as_str())
                .collect();
            let rules: Vec<String> = names.iter().map(|n| format!("Rule::{n}")).collect();
            reported.push(format!("    &[{}],", rules.join(", ")));
            let mut body = String::new();
            for &(t, start, end) in spans {
                let v = |src: Source| match src {
                    Source::Here => "end as usize".to_owned(),
                    Source::Reg(r) => format!("r[{r}] as usize"),
                };
                let _ = write!(
                    body,
                    "\n            s.accepted(TAGS[{t}], {}, {});",
                    v(start),
                    v(end)
                );
            }
            let numbers: Vec<String> = states.iter().map(ToString::to_string).collect();
            let _ = writeln!(
                w,
                "        // {}\n        {} => {{{body}\n            true\n        }}",
                if names.is_empty() {
                    "no span".to_owned()
                } else {
                    names.join(", ")
                },
                numbers.join(" | ")
            );
        }
        let _ = writeln!(w, "        _ => false,\n    }}\n}}");
        if listed {
            let _ = writeln!(
                w,
                "\n/// The rules each arm of `tagged_accept` reports, in its order: a\n\
                 /// family's record sets them with no test of what its slot holds\n\
                 /// (`Record::set_accepted`), and its tests hold that to these.\n\
                 #[cfg(test)]\n\
                 pub(crate) const TAGGED_ACCEPTS: &[&[Rule]] = &[\n{}\n];",
                reported.join("\n")
            );
        }
        let _ = writeln!(
            w,
            "\n/// The row offset of the tagged automaton's start state of the entry\n\
             /// point `rule`.\n\
             #[inline]\nfn tagged_entry(rule: Rule) -> Option<u32> {{\n    match rule {{"
        );
        for (name, s) in &self.entries {
            let _ = writeln!(w, "        Rule::{name} => Some({}),", s * stride);
        }
        let _ = writeln!(w, "        _ => None,\n    }}\n}}");
        // Two bytes a step where the pair table is small enough.
        match self.pairs(class_count) {
            Ok(pairs) => {
                out.push_str(&self.emit_pairs(&pairs, stride));
                self.emit_rejected(&mut out, stride);
                return Ok((out, true));
            }
            Err(why) => {
                let _ = writeln!(out, "\n// One byte a step: {why}.");
            }
        }
        let w = &mut out;
        let _ = writeln!(
            w,
            "\n\
             /// Run the tagged automaton of the entry point `rule` on `input`, each\n\
             /// byte once: where it accepts, the spans the walker table keeps\n\
             /// reported to `s`, and the input's length; where it rejects and the\n\
             /// untagged automaton decides, its offset. None where the compiled\n\
             /// parser is to run: a rule that is not an entry point, an input of\n\
             /// 4 GiB or more (the registers are `u32`), a rejection the untagged\n\
             /// automaton does not place.\n\
             #[inline]\n\
             pub(crate) fn tagged<S: Sink<Rule>>(rule: Rule, input: &[u8], s: &mut S) -> Option<Result<usize, usize>> {{\n    \
             let mut state = tagged_entry(rule)?;\n    \
             let end = u32::try_from(input.len()).ok()?;\n    \
             let mut r = [0u32; REGISTERS];\n    \
             let mut pos = 0u32;\n    \
             // Four bytes a round, then the rest: one test a byte, for an\n    \
             // operation or the dead state, and no count of the round's bytes.\n    \
             macro_rules! step {{\n        \
             ($b:expr, $at:expr) => {{\n            \
             let t = TAGGED_NEXT[(state + u32::from(BYTE_CLASS[usize::from($b)])) as usize];\n            \
             if t > {offset_mask} {{\n                \
             if t == D {{\n                    \
             return tagged_rejected(rule, input, s, state, $at);\n                }}\n                \
             state = t & {offset_mask};\n                \
             tagged_ops(t >> SHIFT, $at, &mut r);\n            \
             }} else {{\n                \
             state = t;\n            }}\n        \
             }};\n    }}\n    \
             let mut rounds = input.chunks_exact(4);\n    \
             for round in &mut rounds {{\n        \
             step!(round[0], pos);\n        \
             step!(round[1], pos + 1);\n        \
             step!(round[2], pos + 2);\n        \
             step!(round[3], pos + 3);\n        \
             pos += 4;\n    }}\n    \
             for &b in rounds.remainder() {{\n        \
             step!(b, pos);\n        \
             pos += 1;\n    }}\n    \
             if tagged_accept(state, end, &r, s) {{\n        \
             return Some(Ok(input.len()));\n    }}\n    \
             tagged_rejected(rule, input, s, state, end)\n}}",
            offset_mask = format!("{:#x}", len - 1),
        );
        self.emit_rejected(&mut out, stride);
        Ok((out, false))
    }

    /// The text of `tagged_rejected`, where the tagged automaton (its rows
    /// `stride` wide) rejects.
    fn emit_rejected(&self, out: &mut String, stride: usize) {
        let w = out;
        // Where a dead end whose error is taken also gives the offset (a
        // refined automaton only: `Tagged::refined`).
        let decides = if self.dead_end_decides {
            "(DECIDES || dead_end_decides(rule, end))"
        } else {
            "DECIDES"
        };
        match &self.explaining {
            Some((explaining, partner)) => {
                let _ = writeln!(
                    w,
                    "\n/// Per state (by number), {words}'s state at the same\n\
                     /// place of the input: each state here is a pair of the two, so that\n\
                     /// a rejection's dead end is known where this automaton stops.\n\
                     const {table}: [u16; {}] = [{}];\n\n\
                     /// Where the tagged automaton rejects, in the state at `state`, `at`\n\
                     /// bytes in (at the byte that kills it, or at the input's end): the\n\
                     /// dead end of {words} there and its offset, handed to `s`\n\
                     /// for the error, with no byte read again; the offset where the\n\
                     /// untagged automaton decides{or_dead_end}, else None (the compiled parser\n\
                     /// runs for its furthest failure, and the error takes the dead end\n\
                     /// where it stands there). Inlined, not cold: a few loads, where a\n\
                     /// call cost a rejected line of `check` some 40 instructions.\n\
                     #[inline]\n\
                     fn tagged_rejected<S: Sink<Rule>>(rule: Rule, input: &[u8], s: &mut S, state: u32, at: u32) -> Option<Result<usize, usize>> {{\n    \
                     let partner = usize::from({table}[(state >> {shift}) as usize]);\n    \
                     let at = at as usize;\n    \
                     let (at, end) = {name}.dead_end_at(entry(rule)?, partner, input.get(at).copied(), at);\n    \
                     s.dead_end(at, end);\n    \
                     {decides}.then_some(Err(at))\n}}",
                    explaining.len(),
                    explaining
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(", "),
                    words = partner.words(),
                    table = partner.table(),
                    name = partner.name(),
                    shift = stride.trailing_zeros(),
                    decides = decides,
                    or_dead_end = if self.dead_end_decides {
                        " or the dead end does\n/// (`dead_end_decides`)"
                    } else {
                        ""
                    },
                );
            }
            None => {
                let _ = writeln!(
                    w,
                    "\n/// Where the tagged automaton rejects: where the error is taken from a\n\
                     /// dead end, the explaining automaton's offset (the untagged one's) and\n\
                     /// its dead end, handed to `s` for the error, so that the input is read\n\
                     /// once more, not twice; else the untagged automaton's offset where it\n\
                     /// decides; else None (the compiled parser runs, for its furthest\n\
                     /// failure). Where it stopped (`_state`, `_at`) is not read: this\n\
                     /// automaton is not refined by the explaining one.\n\
                     #[cold]\n\
                     fn tagged_rejected<S: Sink<Rule>>(rule: Rule, input: &[u8], s: &mut S, _state: u32, _at: u32) -> Option<Result<usize, usize>> {{\n    \
                     if BY_DEAD_END {{\n        if let Some((at, end)) = dead_end(rule, input) {{\n            s.dead_end(at, end);\n            return DECIDES.then_some(Err(at));\n        }}\n    }}\n    \
                     if DECIDES {{\n        if let Err(at) = accepts(rule, input)? {{\n            return Some(Err(at));\n        }}\n    }}\n    \
                     None\n}}"
                );
            }
        }
    }
}

/// `tagged_line`: the scheme's tagged automaton read over lines in place,
/// where no rule reads `\n` or `\r` (so each is a byte of class 0, dead
/// from every state).
const TAGGED_LINE: &str = "
/// `tagged_line` reads lines in place: no rule reads `\\n` or `\\r`.
pub(crate) const LINES: bool = true;

/// `tagged` on the line at the start of `rest`, read in place (a batch of
/// lines, `urispec check`): no rule reads `\\n` or `\\r`, so the automaton
/// dies at the line's end, as it would at the end of the line alone. The
/// verdict `tagged` gives on the line, the same spans and dead end reported
/// to `s`, and the line's length without its ending where the automaton
/// stopped at its end (`crate::check::line_end_at`); None as the length where
/// it rejected inside the line (the caller finds the end), and None where
/// `tagged` is None (the line is then read alone).
#[inline]
pub(crate) fn tagged_line<S: Sink<Rule>>(rule: Rule, rest: &[u8], s: &mut S) -> Option<(Result<usize, usize>, Option<usize>)> {
    let mut state = tagged_entry(rule)?;
    u32::try_from(rest.len()).ok()?;
    let mut r = [0u32; REGISTERS];
    let mut pos = 0u32;
    // `tagged`'s step, but the dead state ends the read, at `$at`.
    let at = 'read: {
        macro_rules! step {
            ($b:expr, $at:expr) => {
                let t = TAGGED_NEXT[(state + u32::from(BYTE_CLASS[usize::from($b)])) as usize];
                if t > (1 << SHIFT) - 1 {
                    if t == D {
                        break 'read $at;
                    }
                    state = t & ((1 << SHIFT) - 1);
                    tagged_ops(t >> SHIFT, $at, &mut r);
                } else {
                    state = t;
                }
            };
        }
        // Sixteen bytes a round: a line is some tens of bytes.
        let mut rounds = rest.chunks_exact(16);
        for round in &mut rounds {
            step!(round[0], pos);
            step!(round[1], pos + 1);
            step!(round[2], pos + 2);
            step!(round[3], pos + 3);
            step!(round[4], pos + 4);
            step!(round[5], pos + 5);
            step!(round[6], pos + 6);
            step!(round[7], pos + 7);
            step!(round[8], pos + 8);
            step!(round[9], pos + 9);
            step!(round[10], pos + 10);
            step!(round[11], pos + 11);
            step!(round[12], pos + 12);
            step!(round[13], pos + 13);
            step!(round[14], pos + 14);
            step!(round[15], pos + 15);
            pos += 16;
        }
        // Then four at a time, then one.
        let mut fours = rounds.remainder().chunks_exact(4);
        for round in &mut fours {
            step!(round[0], pos);
            step!(round[1], pos + 1);
            step!(round[2], pos + 2);
            step!(round[3], pos + 3);
            pos += 4;
        }
        for &b in fours.remainder() {
            step!(b, pos);
            pos += 1;
        }
        pos
    };
    let len = at as usize;
    if !crate::check::line_end_at(rest, len) {
        return Some((tagged_rejected(rule, rest, s, state, at)?, None));
    }
    if tagged_accept(state, at, &r, s) {
        return Some((Ok(len), Some(len)));
    }
    Some((tagged_rejected(rule, &rest[..len], s, state, at)?, Some(len)))
}
";

/// The text in place of `tagged_line` where the automaton does not stop at
/// a line's end, and why.
fn no_tagged_line(why: &str) -> String {
    format!(
        "\n/// `tagged_line` does not read lines in place: {why}.\n\
         pub(crate) const LINES: bool = false;\n\n\
         /// None: each line is read alone.\n\
         #[inline]\n\
         pub(crate) fn tagged_line<S: Sink<Rule>>(_: Rule, _: &[u8], _: &mut S) -> Option<(Result<usize, usize>, Option<usize>)> {{\n    None\n}}\n"
    )
}

/// The text in place of the scheme's tagged automaton where there is none:
/// `run` then reads the whole one.
pub(in super::super) fn no_scheme_only(why: &str) -> String {
    format!(
        "\n/// No tagged automaton of the scheme alone: {why}.\n\
         pub(crate) mod scheme_only {{\n\
         use super::*;\n\n\
         /// None: `run` fills the scheme as it fills a whole record.\n\
         #[inline]\n\
         pub(crate) fn tagged<S: Sink<Rule>>(_: Rule, _: &[u8], _: &mut S) -> Option<Result<usize, usize>> {{\n    None\n}}\n\
         {}}}\n",
        no_tagged_line("there is no tagged automaton of the scheme")
    )
}

/// The text in place of the tagged automaton where there is none.
pub(in super::super) fn none(why: &str) -> String {
    let mut text = String::from("\n// ---- No tagged automaton (build/compile/tagged.rs) ----\n//");
    let mut width = 2;
    for word in why.split_whitespace() {
        if width + 1 + word.len() > 80 {
            text.push_str("\n//");
            width = 2;
        }
        text.push(' ');
        text.push_str(word);
        width += 1 + word.len();
    }
    text.push_str(
        ".\n\n/// No tags, so no roles read (the grammar's tests read this too).\n\
         #[cfg(test)]\n\
         pub(crate) const TAGGED_ROLES: &[(Rule, &str)] = &[];\n\n\
         /// No tags, so no acceptance (the grammar's tests read this too).\n\
         #[cfg(test)]\n\
         pub(crate) const TAGGED_ACCEPTS: &[&[Rule]] = &[];\n\n\
         /// Every record is filled by the compiled parser.\n\
         #[inline]\n\
         pub(crate) fn tagged<S: Sink<Rule>>(_: Rule, _: &[u8], _: &mut S) -> Option<Result<usize, usize>> {\n    None\n}\n",
    );
    text
}

/// The table `table` of operations, `ops` (each its note and its body,
/// the numbers from 1 on; 0 does nothing) described as `what`, and the
/// function `func` that calls the one numbered `op`.
pub(super) fn op_table(
    w: &mut String,
    table: &str,
    func: &str,
    what: &str,
    ops: &[(String, String)],
) {
    let slots = (ops.len() + 1).next_power_of_two();
    let _ = writeln!(
        w,
        "\n/// {what}, by their number.\n\
         /// A function each, called through this table, whose length ({slots}) is\n\
         /// a power of two so that the number, masked, needs no bounds check: a\n\
         /// `match` took a comparison and a jump of its own before the\n\
         /// operations. Called, not inlined into the loop, they keep the\n\
         /// registers an array in memory (inlined, the registers were made into\n\
         /// as many values, carried round the loop).\n\
         #[rustfmt::skip]\n\
         static {table}: [fn(u32, &mut [u32; REGISTERS]); {slots}] = [\n    \
         // 0: none\n    \
         |_, _| {{}},"
    );
    for (i, (note, body)) in ops.iter().enumerate() {
        let _ = writeln!(w, "    // {}: {note}\n    |pos, r| {{{body} }},", i + 1);
    }
    let unused = ops.len() + 1..slots;
    if !unused.is_empty() {
        let numbers = if unused.len() == 1 {
            unused.start.to_string()
        } else {
            format!("{} to {}", unused.start, unused.end - 1)
        };
        let _ = writeln!(
            w,
            "    // {numbers}: none (the table's length a power of two)\n    {},",
            vec!["|_, _| {}"; unused.len()].join(", ")
        );
    }
    let _ = writeln!(
        w,
        "];\n\n\
         /// The operations numbered `op` at `pos` (`{table}`).\n\
         #[inline(always)]\n\
         fn {func}(op: u32, pos: u32, r: &mut [u32; REGISTERS]) {{\n    \
         {table}[op as usize & {mask}](pos, r);\n}}",
        mask = slots - 1
    );
}
