//! What the automata build.rs compiles from each grammar's entry points
//! (`build/compile/automaton.rs`) run on: a table of byte classes, a table
//! of transitions whose rows are a power of two wide, and a bitset of the
//! accepting states, read once per byte with no call, no bounds check and
//! nothing saved.
//!
//! A state is the offset of its row in the transition table (its number
//! times `STRIDE`), so a step is one load of the byte's class and one load
//! of `next[state + class]`. The table's length is a power of two, and the
//! index is masked to it: the mask never changes an index (`Dfa::new`
//! checks that every state and class keeps `state + class` below the
//! length), and it tells the compiler that no bounds check is needed. State
//! 0 is the dead state (no input that begins so is accepted): its row leads
//! back to it, and the loop stops there.

/// The byte classes of a grammar's automaton: class `i + 1` for the bytes
/// in the inclusive ranges `classes[i]`, class 0 for the bytes in none
/// (the generated automata's `BYTE_CLASS`).
pub(crate) const fn byte_classes(classes: &[&[(u8, u8)]]) -> [u8; 256] {
    let mut table = [0; 256];
    let mut i = 0;
    while i < classes.len() {
        let mut j = 0;
        while j < classes[i].len() {
            let (lo, hi) = classes[i][j];
            let mut b = lo as usize;
            while b <= hi as usize {
                // At most 255 classes: build/compile/automaton.rs refuses more.
                table[b] = (i + 1) as u8;
                b += 1;
            }
            j += 1;
        }
        i += 1;
    }
    table
}

/// The transition table of [`Dfa`] from the generated rows (`rows[state]
/// [class]`, by state number): each row `stride` wide (a power of two, at
/// least `C`), each state as the offset of its row, and the table padded
/// with the dead state to `L`, a power of two. A row 256 wide is indexed by
/// the byte itself (`class[b]`'s column), which saves the class's load.
/// The dead state's row (the first) must lead only to itself.
pub(crate) const fn offsets<const C: usize, const N: usize, const L: usize>(
    rows: &[[u16; C]; N],
    class: &[u8; 256],
    stride: usize,
) -> [u16; L] {
    assert!(L <= 1 << 16);
    let numbers: [Row; L] = numbered(rows, class, stride);
    let mut out = [0; L];
    let mut i = 0;
    while i < L {
        // Below `L`, so within a `u16` (asserted above).
        out[i] = (numbers[i].0 as usize * stride) as u16;
        i += 1;
    }
    out
}

/// [`offsets`] for a table of more than 65,536 cells (an explaining
/// automaton whose states are kept apart by the places of the grammar,
/// read only on a rejection): each cell the next state's number, which
/// [`Dfa`] multiplies by the row's width as it steps ([`Row`]).
pub(crate) const fn numbered<const C: usize, const N: usize, const L: usize>(
    rows: &[[u16; C]; N],
    class: &[u8; 256],
    stride: usize,
) -> [Row; L] {
    assert!(stride.is_power_of_two() && C <= stride);
    assert!(L.is_power_of_two() && N * stride <= L);
    let mut out = [Row(0); L];
    let mut s = 0;
    while s < N {
        let mut c = 0;
        while c < stride {
            // The column's class: itself, or the byte's.
            let k = if stride == 256 { class[c] as usize } else { c };
            if k < C {
                let to = rows[s][k];
                assert!((to as usize) < N, "a row leads to no state");
                assert!(s > 0 || to == 0, "the dead state left");
                out[s * stride + c] = Row(to);
            }
            c += 1;
        }
        s += 1;
    }
    out
}

/// A cell of [`Dfa`]'s transition table: the next state's row offset (a
/// `u16`, from [`offsets`]), or its number ([`Row`], from [`numbered`]).
pub(crate) trait Cell: Copy + 'static {
    /// The offset of the next state's row, in a table whose rows are
    /// `stride` wide.
    fn offset(self, stride: usize) -> usize;
}

impl Cell for u16 {
    #[inline(always)]
    fn offset(self, _: usize) -> usize {
        usize::from(self)
    }
}

/// A state's number as a cell of [`Dfa`]'s table ([`numbered`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Row(u16);

impl Cell for Row {
    #[inline(always)]
    fn offset(self, stride: usize) -> usize {
        usize::from(self.0) * stride
    }
}

/// The tagged automaton's table (the generated `TAGGED_NEXT`) from its
/// rows, each `S` cells wide: the rows one after another, then `dead` to
/// `L`, at least 256 cells past the last row (a row's offset and a byte's
/// class then index the table, whatever the class).
pub(crate) const fn tagged_table<const S: usize, const N: usize, const L: usize>(
    rows: &[[u32; S]; N],
    dead: u32,
) -> [u32; L] {
    assert!(N * S + 256 <= L);
    let mut out = [dead; L];
    let mut s = 0;
    while s < N {
        let mut c = 0;
        while c < S {
            out[s * S + c] = rows[s][c];
            c += 1;
        }
        s += 1;
    }
    out
}

/// The pair class of every two bytes (the generated `PAIR_CLASS`), by
/// `u16::from_le_bytes([first, second])`: `of[c0][c1]` for the classes
/// `class` gives them.
pub(crate) const fn pair_classes<const C: usize>(
    class: &[u8; 256],
    of: &[[u8; C]; C],
) -> [u8; 65536] {
    let mut out = [0; 65536];
    let mut w = 0;
    while w < 65536 {
        out[w] = of[class[w & 0xff] as usize][class[w >> 8] as usize];
        w += 1;
    }
    out
}

/// The tagged automaton's pair table (the generated `TAGGED_PAIRS`) from
/// its rows (`rows[state][class]`, each cell a row's offset with the
/// operations above bit `shift`, or `dead`) and each pair class's first
/// pair of byte classes: from each state, the state after the two bytes,
/// as the offset of its pair row (`width` wide), with the number of the
/// operations of both above bit `op_shift` (`ops[first][second]`), or
/// `dead` where either byte leads to the dead state. Padded with `dead` to
/// `L`, at least 256 cells past the last row, as [`tagged_table`].
#[allow(clippy::too_many_arguments)]
pub(crate) const fn pair_table<
    const S: usize,
    const N: usize,
    const P: usize,
    const K: usize,
    const L: usize,
>(
    rows: &[[u32; S]; N],
    first: &[(u8, u8); P],
    shift: u32,
    ops: &[[u8; K]; K],
    width: usize,
    op_shift: u32,
    dead: u32,
) -> [u32; L] {
    assert!(width.is_power_of_two() && P <= width && N * width + 256 <= L);
    assert!(L - 256 <= 1 << op_shift && op_shift <= 24);
    let mask = (1 << shift) - 1;
    let mut out = [dead; L];
    let mut s = 0;
    while s < N {
        let mut p = 0;
        while p < P {
            let (c0, c1) = first[p];
            let a = rows[s][c0 as usize];
            if a != dead {
                let b = rows[(a & mask) as usize / S][c1 as usize];
                if b != dead {
                    let (op0, op1) = ((a >> shift) as usize, (b >> shift) as usize);
                    let op = ops[op0][op1] as u32;
                    assert!(op > 0 || op0 + op1 == 0, "a pair's operations unnumbered");
                    let to = ((b & mask) as usize / S * width) as u32;
                    let cell = op << op_shift | to;
                    assert!(cell != dead, "a pair's operations reach the dead cell");
                    out[s * width + p] = cell;
                }
            }
            p += 1;
        }
        s += 1;
    }
    out
}

/// The accepting states of [`Dfa`] as a bitset, from their numbers.
pub(crate) const fn bitset<const K: usize>(states: &[u16]) -> [u64; K] {
    let mut out = [0; K];
    let mut i = 0;
    while i < states.len() {
        let s = states[i] as usize;
        out[s / 64] |= 1 << (s % 64);
        i += 1;
    }
    out
}

/// A deterministic automaton over bytes, its states numbered by the offset
/// of their rows in `next`. Made only by [`Dfa::new`], which checks, when
/// the generated `static` is evaluated at compile time, that each step's
/// index stays in the table without the mask, from a table [`offsets`] or
/// [`numbered`] made (every cell a row, the dead state's row leading to
/// it).
pub(crate) struct Dfa<const STRIDE: usize, const L: usize, N: Cell = u16> {
    /// The class of each byte, each below `STRIDE`.
    class: [u8; 256],
    /// `next[state + class]`: the state after a byte of the class, each a
    /// multiple of `STRIDE` below `L`.
    next: &'static [N; L],
    /// Bit `state / STRIDE` is set where the state accepts.
    accepting: &'static [u64],
    /// By state number: how many bytes into a literal the state is, so
    /// that a rejection there stands at the literal's first byte.
    back: &'static [u8],
    /// The start state of each entry point, by number (its row's offset
    /// over `STRIDE`).
    starts: &'static [u16],
}

impl<const STRIDE: usize, const L: usize, N: Cell> Dfa<STRIDE, L, N> {
    /// The automaton of these tables. Panics (a compile-time error where
    /// the result is a `static`) unless `STRIDE` and `L` are powers of two,
    /// every class is below `STRIDE`, every start a row's number, and
    /// `accepting` has a bit for every row. `next` is [`offsets`]'s (or
    /// [`numbered`]'s) of the same `STRIDE` and `L`, which checked that
    /// every state in it is a row below `L` and that state 0's row leads to
    /// state 0. (`back` is read only on a rejection, checked.)
    pub(crate) const fn new(
        class: [u8; 256],
        next: &'static [N; L],
        accepting: &'static [u64],
        back: &'static [u8],
        starts: &'static [u16],
    ) -> Self {
        assert!(STRIDE.is_power_of_two() && L.is_power_of_two() && STRIDE <= L);
        assert!(accepting.len() * 64 >= L / STRIDE);
        let mut b = 0;
        while b < 256 {
            assert!((class[b] as usize) < STRIDE, "a class outside the row");
            b += 1;
        }
        let mut i = 0;
        while i < starts.len() {
            assert!((starts[i] as usize) < L / STRIDE, "a start not a row");
            i += 1;
        }
        Dfa {
            class,
            next,
            accepting,
            back,
            starts,
        }
    }

    /// Whether the automaton accepts the whole of `input` from the entry
    /// point `entry`: `Ok`, or `Err` with where the input stops being
    /// accepted: the first byte that no accepted input has there (the
    /// input's length where it ends before an accepting state), or, inside
    /// a literal, the literal's first byte.
    #[inline]
    pub(crate) fn run(&self, entry: usize, input: &[u8]) -> Result<(), usize> {
        let row = match self.read(entry, input) {
            Ok(state) => state / STRIDE,
            Err((before, bytes, at)) => return Err(self.dead_at(before, bytes, at)),
        };
        if self.accepting[row / 64] >> (row % 64) & 1 == 1 {
            Ok(())
        } else {
            Err(self.back_from(row, input.len()))
        }
    }

    /// Read `input` from the entry point `entry` eight bytes a round, the
    /// dead state looked for once a round and after the rest (it leads only
    /// to itself, so the bytes after it change nothing): the last state, or,
    /// where the dead state is reached, the state before the round, the
    /// round's bytes and their offset in `input`.
    #[inline(always)]
    fn read<'i>(&self, entry: usize, input: &'i [u8]) -> Result<usize, (usize, &'i [u8], usize)> {
        let mut state = usize::from(self.starts[entry]) * STRIDE;
        let (chunks, rest) = input.as_chunks::<8>();
        for chunk in chunks {
            let before = state;
            for &b in chunk {
                state = self.step(state, b);
            }
            if state == 0 {
                // The chunk's offset in `input`, from the addresses (no
                // count kept on the way).
                let at = chunk.as_ptr() as usize - input.as_ptr() as usize;
                return Err((before, chunk.as_slice(), at));
            }
        }
        let before = state;
        for &b in rest {
            state = self.step(state, b);
        }
        if state == 0 {
            return Err((before, rest, input.len() - rest.len()));
        }
        Ok(state)
    }

    /// Where and how `input` stops being accepted from the entry point
    /// `entry`, read again byte by byte (on a rejection only, and of the
    /// explaining automaton, whose language and offsets are the decision's
    /// and whose dead end decides the error): `None` where it is accepted,
    /// else the offset [`Dfa::run`] gives and the dead end the automaton
    /// reached there, [`DeadEnd`].
    pub(crate) fn dead_end(&self, entry: usize, input: &[u8]) -> Option<(usize, DeadEnd)> {
        // As [`Dfa::run`], and the round that reaches the dead state read
        // again byte by byte for the last live state.
        let row = match self.read(entry, input) {
            Ok(state) => state / STRIDE,
            Err((before, bytes, at)) => return self.dead_end_in(entry, before, bytes, at),
        };
        if self.accepting[row / 64] >> (row % 64) & 1 == 1 {
            return None;
        }
        Some(self.dead_end_at(entry, row, None, input.len()))
    }

    /// The dead end where this automaton stops in the state `row` (by
    /// number), `at` bytes in: killed there by the byte `killed_by`, or
    /// where the input ends (None); and the offset [`Dfa::dead_end`] gives
    /// there. [`Dfa::dead_end`] ends here, and so does an automaton run
    /// beside this one, state for state (a tagged automaton refined by it),
    /// which knows the state where it stops without reading the input again.
    pub(crate) fn dead_end_at(
        &self,
        entry: usize,
        row: usize,
        killed_by: Option<u8>,
        at: usize,
    ) -> (usize, DeadEnd) {
        let end = DeadEnd {
            entry,
            state: row,
            class: killed_by.map(|b| self.class[usize::from(b)]),
        };
        (self.back_from(row, at), end)
    }

    /// [`Dfa::dead_end`] of `bytes`, at `at` in the input and read from
    /// `state`, which lead to the dead state: the offset and the last live
    /// state (None only if they did not, which the caller has seen they do).
    #[cold]
    #[inline(never)]
    fn dead_end_in(
        &self,
        entry: usize,
        mut state: usize,
        bytes: &[u8],
        at: usize,
    ) -> Option<(usize, DeadEnd)> {
        for (i, &b) in bytes.iter().enumerate() {
            let after = self.step(state, b);
            if after == 0 {
                return Some(self.dead_end_at(entry, state / STRIDE, Some(b), at + i));
            }
            state = after;
        }
        None
    }

    /// The state after the byte `b` from `state` (a row's offset).
    #[inline(always)]
    fn step(&self, state: usize, b: u8) -> usize {
        // Rows 256 wide are indexed by the byte (`offsets`).
        let class = if STRIDE == 256 {
            usize::from(b)
        } else {
            usize::from(self.class[usize::from(b)])
        };
        // `state + class < L` already (`new` checked the states and the
        // classes); the mask says so to the compiler.
        self.next[(state + class) & (L - 1)].offset(STRIDE)
    }

    /// Where the input stops being accepted, given that `bytes`, at `at` in
    /// the input and read from `state`, lead to the dead state.
    #[cold]
    #[inline(never)]
    fn dead_at(&self, mut state: usize, bytes: &[u8], at: usize) -> usize {
        for (i, &b) in bytes.iter().enumerate() {
            let after = self.step(state, b);
            if after == 0 {
                return self.back_from(state / STRIDE, at + i);
            }
            state = after;
        }
        at + bytes.len()
    }

    /// `offset`, or the first byte of the literal the state `row` is in.
    fn back_from(&self, row: usize, offset: usize) -> usize {
        offset.saturating_sub(self.back.get(row).map_or(0, |&b| usize::from(b)))
    }
}

/// Where an input stops being accepted, as the automaton sees it: the
/// entry point, the last live state (by number), and the class of the byte
/// that leads from it to the dead state (`None` where the input ends there
/// and the state does not accept).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct DeadEnd {
    pub(crate) entry: usize,
    pub(crate) state: usize,
    pub(crate) class: Option<u8>,
}

impl DeadEnd {
    /// Whether a rejection that stops at `other` takes the error of one
    /// that stops here: the same entry point and state, and the input ending
    /// there or not. Which byte kills the state is not part of it: every
    /// parse the state follows fails at that byte, whichever it is, and in
    /// the grammars that take their errors from a dead end no error of the
    /// tests depends on it (tests/grammar/automaton.rs; in `url-draft-02`,
    /// which explains each rejection, a few do: BENCHMARKS.md, "Rejections
    /// from the explaining automaton").
    pub(crate) fn same_as(self, other: DeadEnd) -> bool {
        self.entry == other.entry
            && self.state == other.state
            && self.class.is_some() == other.class.is_some()
    }
}
