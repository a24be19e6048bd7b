//! Two bytes a step: the tagged automaton's pair table. A byte of class
//! `c0` then one of class `c1` lead from each state where the two steps
//! one after the other lead, with the operations of both; the pairs that
//! do so alike from every state (the same state, the same operations, or
//! death at either byte) are one pair class. The loop then reads two bytes
//! with one load of their pair class and one of the table, where one byte
//! a step takes two of each. The table is derived from the rows as written
//! (`crate::grammar::dfa::pair_table`), so its text is the pair classes
//! alone.

use super::{Source, Tagged};
use std::collections::HashMap;
use std::fmt::Write as _;

/// The most cells a pair table may have: 1 MiB of `u32`. A larger one
/// (the URL grammars', whose states the explaining automaton's places
/// multiply) keeps one byte a step.
const MAX_PAIR_CELLS: usize = 1 << 18;

/// Where two bytes lead from a state: the state after them and the
/// operations of the first and of the second.
type Step = (usize, usize, usize);

/// The pair classes of a tagged automaton, and what its pair table needs.
pub(super) struct Pairs {
    /// `of[c0][c1]`: the pair class of a byte of class `c0` then one of
    /// class `c1`.
    of: Vec<Vec<usize>>,
    /// Each pair class's first pair (`c0`, `c1`), by class: the table's
    /// columns are read from it.
    first: Vec<(usize, usize)>,
    /// A pair row's width: a power of two, at least the pair classes.
    width: usize,
    /// The operations of the two bytes (first, second) some pair has,
    /// other than none at both.
    ops: Vec<(usize, usize)>,
}

impl Tagged {
    /// The automaton's pair classes over `class_count` classes of bytes, or
    /// why it keeps one byte a step.
    pub(super) fn pairs(&self, class_count: usize) -> Result<Pairs, String> {
        let cell = |s: usize, c: usize| self.next[s].get(c).copied().unwrap_or((0, 0));
        // By pair: from each state, the state after the two bytes and the
        // two operations, or None where either byte kills.
        let mut classes: HashMap<Vec<Option<Step>>, usize> = HashMap::new();
        let mut first = Vec::new();
        let mut of = vec![vec![0; class_count]; class_count];
        let mut ops = Vec::new();
        for (c0, row) in of.iter_mut().enumerate() {
            for (c1, class) in row.iter_mut().enumerate() {
                let column: Vec<_> = (0..self.next.len())
                    .map(|s| match cell(s, c0) {
                        (0, _) => None,
                        (mid, op0) => match cell(mid, c1) {
                            (0, _) => None,
                            (to, op1) => Some((to, op0, op1)),
                        },
                    })
                    .collect();
                for &(_, op0, op1) in column.iter().flatten() {
                    if (op0, op1) != (0, 0) && !ops.contains(&(op0, op1)) {
                        ops.push((op0, op1));
                    }
                }
                let next = first.len();
                *class = *classes.entry(column).or_insert(next);
                if *class == next {
                    first.push((c0, c1));
                }
            }
        }
        ops.sort_unstable();
        let width = first.len().next_power_of_two();
        let cells = self.next.len() * width;
        if ops.len() > 255 {
            return Err(format!(
                "{} pairs of operations do not fit a byte",
                ops.len()
            ));
        }
        if first.len() > 256 {
            return Err(format!("{} pair classes do not fit a byte", first.len()));
        }
        if cells > MAX_PAIR_CELLS {
            return Err(format!(
                "{} pair classes over {} states make {cells} cells, more than {MAX_PAIR_CELLS}",
                first.len(),
                self.next.len()
            ));
        }
        Ok(Pairs {
            of,
            first,
            width,
            ops,
        })
    }

    /// The text of one operation's assignments, at `pos`.
    pub(super) fn op_body(&self, op: usize, pos: &str) -> String {
        let mut body = String::new();
        for &(dst, src) in &self.ops[op] {
            let value = match src {
                Source::Here => pos.to_owned(),
                Source::Reg(usize::MAX) => "t".to_owned(),
                Source::Reg(r) => format!("r[{r}]"),
            };
            if dst == usize::MAX {
                let _ = write!(body, " let t = {value};");
            } else {
                let _ = write!(body, " r[{dst}] = {value};");
            }
        }
        body
    }

    /// The Rust text of the pair table and `tagged`, which reads it two
    /// bytes a step (the rows are `stride` wide).
    pub(super) fn emit_pairs(&self, pairs: &Pairs, stride: usize) -> String {
        let mut out = String::new();
        let w = &mut out;
        let classes = pairs.of.len();
        let count = pairs.first.len();
        let width = pairs.width;
        let len = (self.next.len() * width).next_power_of_two();
        let op_shift = len.trailing_zeros();
        let kinds = self.ops.len();
        let _ = writeln!(
            w,
            "\n/// `PAIR_OF[c0][c1]`: the pair class of a byte of class `c0` then one of\n\
             /// class `c1` ({count} pair classes): the pairs that lead alike from every\n\
             /// state, with the same operations, are one (build/compile/tagged/pairs.rs).\n\
             #[rustfmt::skip]\n\
             const PAIR_OF: [[u8; {classes}]; {classes}] = ["
        );
        for (c0, row) in pairs.of.iter().enumerate() {
            let cells: Vec<String> = row.iter().map(ToString::to_string).collect();
            let _ = writeln!(
                w,
                "    // a byte of class {c0} first\n    [{}],",
                cells.join(", ")
            );
        }
        let _ = writeln!(
            w,
            "];\n\n\
             /// `PAIR_OP[first][second]`: the number of a pair's operations (the first\n\
             /// byte's and the second's, `tagged_pair_ops`), 0 for none at either.\n\
             #[rustfmt::skip]\n\
             const PAIR_OP: [[u8; {kinds}]; {kinds}] = ["
        );
        for op0 in 0..kinds {
            let ids: Vec<String> = (0..kinds)
                .map(|op1| {
                    let id = pairs.ops.iter().position(|&o| o == (op0, op1));
                    id.map_or(0, |i| i + 1).to_string()
                })
                .collect();
            let _ = writeln!(w, "    [{}],", ids.join(", "));
        }
        let first: Vec<String> = pairs
            .first
            .iter()
            .map(|(c0, c1)| format!("({c0}, {c1})"))
            .collect();
        let _ = writeln!(
            w,
            "];\n\n\
             /// Each pair class's first pair of byte classes: its column of the pair\n\
             /// table is the rows' two steps on them.\n\
             const PAIR_FIRST: [(u8, u8); {count}] = [{}];\n\n\
             /// The pair class of two bytes, by `u16::from_le_bytes([first, second])`.\n\
             static PAIR_CLASS: [u8; 65536] = crate::grammar::dfa::pair_classes(&BYTE_CLASS, &PAIR_OF);\n\n\
             /// A pair row's width ({width}, a power of two) as a shift; a row's width ({stride}) as one.\n\
             const PAIR_WIDTH: u32 = {pair_width};\n\
             const ROW_WIDTH: u32 = {row_width};\n\n\
             /// Where a pair cell keeps the number of its operations (`PAIR_OP`):\n\
             /// above the pair rows' offsets, all below {len}.\n\
             const PAIR_SHIFT: u32 = {op_shift};\n\
             const PAIR_MASK: u32 = {mask:#x};\n\n\
             /// Each state's pair row, {width} wide, by pair class: the state after the\n\
             /// two bytes (its pair row's offset), with the operations of both above\n\
             /// `PAIR_SHIFT`, or `D` where either byte leads to the dead state; then\n\
             /// dead cells to {len} and 256 more, as `TAGGED_NEXT`.\n\
             static TAGGED_PAIRS: [u32; {padded}] = crate::grammar::dfa::pair_table(&TAGGED_ROWS, &PAIR_FIRST, SHIFT, &PAIR_OP, {width}, PAIR_SHIFT, D);",
            first.join(", "),
            pair_width = width.trailing_zeros(),
            row_width = stride.trailing_zeros(),
            padded = len + 256,
            mask = len - 1,
        );
        let ops: Vec<(String, String)> = pairs
            .ops
            .iter()
            .map(|&(op0, op1)| {
                let note = match (op0, op1) {
                    (0, op) => format!("then {}", self.op_notes[op]),
                    (op, 0) => format!("{}, then nothing", self.op_notes[op]),
                    (a, b) => format!("{}; then {}", self.op_notes[a], self.op_notes[b]),
                };
                // The second byte's after the first's, at the next offset.
                let mut body = String::new();
                if op0 != 0 {
                    body.push_str(&self.op_body(op0, "pos"));
                }
                if op1 != 0 {
                    let _ = write!(body, " let pos = pos + 1;{}", self.op_body(op1, "pos"));
                }
                (note, body)
            })
            .collect();
        super::emit::op_table(
            w,
            "PAIR_OPS",
            "tagged_pair_ops",
            "Each pair's operations at `pos` (`PAIR_OP`: the first byte's, then\n\
             /// the second's at `pos + 1`)",
            &ops,
        );
        let _ = writeln!(w, "{}", with_pair_macro(PAIRED_TAGGED, "input", 0));
        out
    }
}

/// `pair!`, two bytes a step, as `tagged` and `tagged_line` write it (at
/// four spaces; `{input}` the bytes read).
const PAIR_MACRO: &str = "    // Two bytes by the pair table, the state its pair row's offset; where
    // either kills, one at a time by the rows, to the one that does.
    let mut pair = state >> ROW_WIDTH << PAIR_WIDTH;
    // The two bytes are one `u16`, one load; where either kills, they are
    // read again from the input (kept from the load, they took two loads
    // and a shift on every step).
    macro_rules! pair {
        ($two:expr, $at:expr) => {
            let t = TAGGED_PAIRS[(pair + u32::from(PAIR_CLASS[usize::from(u16::from_le_bytes($two))])) as usize];
            if t > PAIR_MASK {
                if t == D {
                    state = pair >> PAIR_WIDTH << ROW_WIDTH;
                    let at = $at as usize;
                    if let Some(&[b0, b1]) = {input}.get(at..at + 2) {
                        step!(b0, $at);
                        step!(b1, $at + 1);
                    }
                    pair = state >> ROW_WIDTH << PAIR_WIDTH;
                } else {
                    pair = t & PAIR_MASK;
                    tagged_pair_ops(t >> PAIR_SHIFT, $at, &mut r);
                }
            } else {
                pair = t;
            }
        };
    }
";

/// `template` with its line `{pair}` made [`PAIR_MACRO`], indented
/// `indent` spaces more, over the bytes `input`.
fn with_pair_macro(template: &str, input: &str, indent: usize) -> String {
    let mut text = String::new();
    for line in PAIR_MACRO.lines() {
        let _ = writeln!(
            text,
            "{}{}",
            " ".repeat(indent),
            line.replace("{input}", input)
        );
    }
    template.replace("{pair}\n", &text)
}

/// `tagged_line` where the scheme's automaton has a pair table.
pub(super) fn paired_tagged_line() -> String {
    with_pair_macro(PAIRED_TAGGED_LINE, "rest", 4)
}

/// `tagged` where the automaton has a pair table.
const PAIRED_TAGGED: &str = "
/// Run the tagged automaton of the entry point `rule` on `input`, each
/// byte once, two a step: where it accepts, the spans the walker table
/// keeps reported to `s`, and the input's length; where it rejects and the
/// untagged automaton decides, its offset. None where the compiled
/// parser is to run: a rule that is not an entry point, an input of
/// 4 GiB or more (the registers are `u32`), a rejection the untagged
/// automaton does not place.
#[inline]
pub(crate) fn tagged<S: Sink<Rule>>(rule: Rule, input: &[u8], s: &mut S) -> Option<Result<usize, usize>> {
    let mut state = tagged_entry(rule)?;
    let end = u32::try_from(input.len()).ok()?;
    let mut r = [0u32; REGISTERS];
    let mut pos = 0u32;
    // A byte by the rows, the state its row's offset.
    macro_rules! step {
        ($b:expr, $at:expr) => {
            let t = TAGGED_NEXT[(state + u32::from(BYTE_CLASS[usize::from($b)])) as usize];
            if t > (1 << SHIFT) - 1 {
                if t == D {
                    return tagged_rejected(rule, input, s, state, $at);
                }
                state = t & ((1 << SHIFT) - 1);
                tagged_ops(t >> SHIFT, $at, &mut r);
            } else {
                state = t;
            }
        };
    }
{pair}
    // Eight bytes a round, then two at a time, then the last by its row;
    // each pair an array of two bytes, so one `u16` load.
    let (twos, last) = input.as_chunks::<2>();
    let (rounds, rest) = twos.as_chunks::<4>();
    for round in rounds {
        pair!(round[0], pos);
        pair!(round[1], pos + 2);
        pair!(round[2], pos + 4);
        pair!(round[3], pos + 6);
        pos += 8;
    }
    for &two in rest {
        pair!(two, pos);
        pos += 2;
    }
    state = pair >> PAIR_WIDTH << ROW_WIDTH;
    if let [b] = *last {
        step!(b, pos);
    }
    if tagged_accept(state, end, &r, s) {
        return Some(Ok(input.len()));
    }
    tagged_rejected(rule, input, s, state, end)
}";

/// `tagged_line` where the scheme's automaton has a pair table: `tagged`'s
/// two bytes a step, over a batch's lines in place.
const PAIRED_TAGGED_LINE: &str = "
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
    // `tagged`'s steps, but the dead state ends the read, at `$at`.
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
{pair}
        // Sixteen bytes a round (a line is some tens of bytes), then two at
        // a time, then the last by its row.
        let (twos, last) = rest.as_chunks::<2>();
        let (rounds, tail) = twos.as_chunks::<8>();
        for round in rounds {
            pair!(round[0], pos);
            pair!(round[1], pos + 2);
            pair!(round[2], pos + 4);
            pair!(round[3], pos + 6);
            pair!(round[4], pos + 8);
            pair!(round[5], pos + 10);
            pair!(round[6], pos + 12);
            pair!(round[7], pos + 14);
            pos += 16;
        }
        for &two in tail {
            pair!(two, pos);
            pos += 2;
        }
        state = pair >> PAIR_WIDTH << ROW_WIDTH;
        if let [b] = *last {
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
