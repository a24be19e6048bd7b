//! What the explaining parsers build.rs compiles (`build/explain.rs`) keep
//! as they go: the record of attempts pest keeps in its detailed mode
//! (pest 2's `ParserState` with `set_error_detail(true)`), kept the same
//! way, step for step, so that the error `src/grammar.rs` makes of it is the
//! error it made of pest's.
//!
//! Two records, as in pest:
//!
//! - the rules tried and failed at the furthest position a rule was tried
//!   at (`attempt_pos`; pest's "positives", and a count of the "negatives"
//!   tried under a negative lookahead, whose number pest weighs);
//! - the furthest position a token (a literal or a range) was tried at
//!   (`max_position`), the call stacks of the rules that tried tokens there
//!   (each the deepest rule and the top rule over it, collapsed into the
//!   parent when a rule has [`CALL_STACK_CHILDREN_THRESHOLD`] or more), and
//!   the tokens expected there, of which only the grammar's delimiters are
//!   kept, as bits of [`Tokens`].
//!
//! Two departures in the keeping, neither visible in the result: a failed
//! character class pushes one token call stack where pest pushes one per
//! token (pest only asks whether a rule's stacks hold a token, and removes
//! duplicates at the end), and consecutive token stacks in the stacks of the
//! innermost rule are kept once for the same reason. The lists live in
//! fixed arrays on the stack and spill to the heap only past
//! [`INLINE`] entries, which no input of the tests reaches.

use std::cmp::Ordering;

/// pest's `CALL_STACK_CHILDREN_THRESHOLD`: a rule with this many failed
/// children or more stands for them all.
pub(crate) const CALL_STACK_CHILDREN_THRESHOLD: usize = 4;

/// Entries of a list kept in place before it moves to the heap.
pub(crate) const INLINE: usize = 64;

/// What failed at the end of a call stack (pest's `ParseAttempt`): a rule, or
/// a token, which stands for the rule around it. Ordered as pest orders it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Attempt<R> {
    Rule(R),
    Token,
}

/// One call stack at the furthest position (pest's `RulesCallStack`),
/// ordered as pest orders it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct CallStack<R> {
    pub(crate) deepest: Attempt<R>,
    pub(crate) parent: Option<R>,
}

/// A token as the generated code names it: `S` a literal (`"..."`), `I` a
/// case-insensitive literal (`^"..."`), `R` a range (`'a'..'z'`).
#[derive(Debug, Clone, Copy)]
pub(crate) enum Token {
    S(&'static str),
    I(&'static str),
    R(char, char),
}

/// The tokens one expression of the grammar tries in order, as bits of the
/// grammar's delimiters: of all of them, and of all but the first.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Tokens {
    all: u32,
    rest: u32,
}

impl Tokens {
    /// Bit `i` stands for `delimiters[i]`. pest names a token by its
    /// `Display` and the error keeps the tokens that are delimiters, in
    /// pest's order of tokens: literals by their text, then the rest. Only a
    /// literal can be a delimiter here: a case-insensitive literal (shown in
    /// capitals) or a range (`a..z`) shown as one fails the build, as would
    /// a grammar with more than 32 delimiters.
    pub(crate) const fn new(tokens: &[Token], delimiters: &[&str]) -> Tokens {
        assert!(delimiters.len() <= 32, "at most 32 delimiters");
        let mut all = 0;
        let mut rest = 0;
        let mut i = 0;
        while i < tokens.len() {
            let bit = match tokens[i] {
                Token::S(s) => match find(s.as_bytes(), delimiters) {
                    Some(d) => 1u32 << d,
                    None => 0,
                },
                Token::I(s) => {
                    let mut d = 0;
                    while d < delimiters.len() {
                        assert!(
                            !eq_upper(s.as_bytes(), delimiters[d].as_bytes()),
                            "a case-insensitive literal shown as a delimiter"
                        );
                        d += 1;
                    }
                    0
                }
                Token::R(a, b) => {
                    let shown = [a as u8, b'.', b'.', b as u8];
                    assert!(
                        find(&shown, delimiters).is_none(),
                        "a range shown as a delimiter"
                    );
                    0
                }
            };
            all |= bit;
            if i > 0 {
                rest |= bit;
            }
            i += 1;
        }
        Tokens { all, rest }
    }
}

/// The index of `text` in `delimiters`.
const fn find(text: &[u8], delimiters: &[&str]) -> Option<u32> {
    let mut d = 0;
    while d < delimiters.len() {
        let delimiter = delimiters[d].as_bytes();
        if delimiter.len() == text.len() {
            let mut i = 0;
            while i < text.len() && text[i] == delimiter[i] {
                i += 1;
            }
            if i == text.len() {
                return Some(d as u32);
            }
        }
        d += 1;
    }
    None
}

/// Is `text` in capitals (as pest shows a case-insensitive literal) `shown`?
const fn eq_upper(text: &[u8], shown: &[u8]) -> bool {
    if text.len() != shown.len() {
        return false;
    }
    let mut i = 0;
    while i < text.len() {
        if text[i].to_ascii_uppercase() != shown[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// A list of `Copy` values in a fixed array, moved to the heap past
/// [`INLINE`] entries.
#[derive(Debug)]
struct List<T: Copy> {
    inline: [T; INLINE],
    len: usize,
    heap: Vec<T>,
}

impl<T: Copy> List<T> {
    fn new(fill: T) -> Self {
        List {
            inline: [fill; INLINE],
            len: 0,
            heap: Vec::new(),
        }
    }

    #[inline]
    fn as_slice(&self) -> &[T] {
        match self.inline.get(..self.len) {
            Some(slice) => slice,
            None => &self.heap,
        }
    }

    #[inline]
    fn as_mut_slice(&mut self) -> &mut [T] {
        match self.inline.get_mut(..self.len) {
            Some(slice) => slice,
            None => &mut self.heap,
        }
    }

    #[inline]
    fn len(&self) -> usize {
        self.len
    }

    #[inline]
    fn push(&mut self, value: T) {
        if self.len < INLINE {
            self.inline[self.len] = value;
        } else {
            if self.len == INLINE {
                self.heap.clear();
                self.heap.extend_from_slice(&self.inline);
            }
            self.heap.push(value);
        }
        self.len += 1;
    }

    #[inline]
    fn truncate(&mut self, len: usize) {
        if len < self.len {
            if self.len > INLINE {
                self.heap.truncate(len);
                if len <= INLINE {
                    self.inline[..len].copy_from_slice(&self.heap[..len]);
                }
            }
            self.len = len;
        }
    }

    #[inline]
    fn last(&self) -> Option<&T> {
        self.as_slice().last()
    }

    /// Sort and remove duplicates.
    ///
    /// By a heap sort written here: the standard library's sort,
    /// instantiated for each grammar's `Rule`, was an eighth of the crate's
    /// machine code and of its build time, for lists of a few entries (no
    /// input of the tests passes [`INLINE`]); this one is a few lines per
    /// grammar, and `n log n` all the same.
    fn sort_dedup(&mut self)
    where
        T: Ord,
    {
        let slice = self.as_mut_slice();
        heap_sort(slice);
        let mut kept = 0;
        for i in 0..slice.len() {
            if kept == 0 || slice[i] != slice[kept - 1] {
                slice[kept] = slice[i];
                kept += 1;
            }
        }
        self.truncate(kept);
    }
}

/// Sort `v` in place (unstable), in `n log n`.
fn heap_sort<T: Ord>(v: &mut [T]) {
    /// Move `v[root]` down until both children are smaller, within `v[..end]`.
    fn sift_down<T: Ord>(v: &mut [T], mut root: usize, end: usize) {
        loop {
            let mut child = 2 * root + 1;
            if child >= end {
                return;
            }
            if child + 1 < end && v[child] < v[child + 1] {
                child += 1;
            }
            if v[root] >= v[child] {
                return;
            }
            v.swap(root, child);
            root = child;
        }
    }
    let n = v.len();
    for root in (0..n / 2).rev() {
        sift_down(v, root, n);
    }
    for end in (1..n).rev() {
        v.swap(0, end);
        sift_down(v, 0, end);
    }
}

/// What a rule remembers when it starts (pest's `ParserState::rule`, before
/// it calls the rule's body).
pub(crate) struct Enter {
    positives: usize,
    negatives: usize,
    attempts: usize,
    stacks: usize,
    max_position: usize,
    boundary: usize,
}

/// The state of an explaining parse: the input and pest's record of
/// attempts.
pub(crate) struct Tracker<'i, R: Copy> {
    input: &'i [u8],
    /// Under a negative lookahead (pest's `Lookahead::Negative`); a positive
    /// one tracks as no lookahead does.
    negative: bool,
    /// Inside an atomic rule (pest's `Atomicity::Atomic`).
    atomic: bool,
    attempt_pos: usize,
    positives: List<R>,
    negatives: usize,
    max_position: usize,
    stacks: List<CallStack<R>>,
    /// The delimiters among pest's expected tokens, as bits.
    expected: u32,
    /// Where the innermost running rule's call stacks start: a token stack
    /// above it, right after another, adds nothing pest looks at.
    boundary: usize,
}

impl<'i, R: Copy + Ord> Tracker<'i, R> {
    /// A tracker over `input`; `any` is a rule of the grammar, to fill the
    /// fixed arrays with.
    pub(crate) fn new(input: &'i [u8], any: R) -> Self {
        Tracker {
            input,
            negative: false,
            atomic: false,
            attempt_pos: 0,
            positives: List::new(any),
            negatives: 0,
            max_position: 0,
            stacks: List::new(CallStack {
                deepest: Attempt::Token,
                parent: None,
            }),
            expected: 0,
            boundary: 0,
        }
    }

    /// A rule starts at `pos`.
    #[inline]
    pub(crate) fn enter(&mut self, pos: usize) -> Enter {
        let here = pos == self.attempt_pos;
        let at = Enter {
            positives: if here { self.positives.len() } else { 0 },
            negatives: if here { self.negatives } else { 0 },
            attempts: self.attempts_at(pos),
            stacks: self.stacks.len(),
            max_position: self.max_position,
            boundary: self.boundary,
        };
        self.boundary = self.stacks.len();
        at
    }

    /// The rule `rule` that started at `pos` ended, matching or not.
    #[inline]
    pub(crate) fn leave(&mut self, rule: R, pos: usize, at: &Enter, matched: bool) {
        self.boundary = at.boundary;
        if matched == self.negative {
            self.track(rule, pos, at);
        }
        if matched || !self.negative {
            let start = if self.max_position > at.max_position {
                0
            } else {
                at.stacks
            };
            if !self.atomic {
                self.add_stack_rule(rule, start);
            }
        }
    }

    /// pest's `ParserState::track`.
    fn track(&mut self, rule: R, pos: usize, at: &Enter) {
        if self.atomic {
            return;
        }
        let now = self.attempts_at(pos);
        if now > at.attempts && now - at.attempts == 1 {
            return;
        }
        if pos == self.attempt_pos {
            self.positives.truncate(at.positives);
            self.negatives = self.negatives.min(at.negatives);
        }
        if pos > self.attempt_pos {
            self.positives.truncate(0);
            self.negatives = 0;
            self.attempt_pos = pos;
        }
        if pos == self.attempt_pos {
            if self.negative {
                self.negatives += 1;
            } else {
                self.positives.push(rule);
            }
        }
    }

    fn attempts_at(&self, pos: usize) -> usize {
        if pos == self.attempt_pos {
            self.positives.len() + self.negatives
        } else {
            0
        }
    }

    /// pest's `ParseAttempts::try_add_new_stack_rule`: the stacks from
    /// `start` on are the rule's children.
    fn add_stack_rule(&mut self, rule: R, start: usize) {
        let start = start.min(self.stacks.len());
        let stacks = self.stacks.as_mut_slice();
        let mut token = false;
        let mut kept = start;
        for i in start..stacks.len() {
            if stacks[i].deepest == Attempt::Token {
                token = true;
            } else {
                stacks[kept] = stacks[i];
                kept += 1;
            }
        }
        self.stacks.truncate(kept);
        if token && kept == start {
            self.stacks.push(CallStack {
                deepest: Attempt::Token,
                parent: None,
            });
        }
        if self.stacks.len() - start >= CALL_STACK_CHILDREN_THRESHOLD {
            self.stacks.truncate(start);
            self.stacks.push(CallStack {
                deepest: Attempt::Rule(rule),
                parent: None,
            });
        } else {
            for stack in &mut self.stacks.as_mut_slice()[start..] {
                if stack.deepest == Attempt::Token {
                    stack.deepest = Attempt::Rule(rule);
                } else {
                    stack.parent = Some(rule);
                }
            }
        }
    }

    /// A token call stack, unless the innermost rule's last stack is one.
    #[inline]
    fn push_token_stack(&mut self) {
        let len = self.stacks.len();
        let repeated = len > self.boundary
            && self
                .stacks
                .last()
                .is_some_and(|s| s.deepest == Attempt::Token && s.parent.is_none());
        if !repeated {
            self.stacks.push(CallStack {
                deepest: Attempt::Token,
                parent: None,
            });
        }
    }

    /// Tokens `tokens` tried at `pos` all failed (pest's
    /// `try_add_new_token` for each, in order).
    #[inline]
    fn failed(&mut self, pos: usize, tokens: &Tokens) {
        if self.negative {
            return;
        }
        match pos.cmp(&self.max_position) {
            Ordering::Greater => {
                // The first token raises the furthest position and is
                // forgotten with what was expected before; the others stay.
                self.max_position = pos;
                self.expected = tokens.rest;
                self.stacks.truncate(0);
                self.boundary = 0;
                self.push_token_stack();
            }
            Ordering::Equal => {
                self.expected |= tokens.all;
                self.push_token_stack();
            }
            Ordering::Less => {}
        }
    }

    /// A token matched up to `end` (pest's
    /// `handle_token_parse_result` on success).
    #[inline]
    fn matched(&mut self, end: usize) {
        if self.negative {
            // Under a negative lookahead a match is an unexpected token:
            // pest adds a token stack when it ends at the furthest position.
            if end == self.max_position {
                self.push_token_stack();
            }
        } else if end > self.max_position {
            self.max_position = end;
            self.expected = 0;
            self.stacks.truncate(0);
            self.boundary = 0;
        }
    }

    /// One byte of the class `class`, whose tokens are `tokens`.
    #[inline]
    pub(crate) fn class(
        &mut self,
        pos: usize,
        class: &[bool; 256],
        tokens: &Tokens,
    ) -> Option<usize> {
        match self.input.get(pos) {
            Some(&b) if class[usize::from(b)] => {
                self.matched(pos + 1);
                Some(pos + 1)
            }
            Some(_) | None => {
                self.failed(pos, tokens);
                None
            }
        }
    }

    /// As many bytes of the class `class` as follow `pos`, and the failure
    /// after them: the end of the run.
    #[inline]
    pub(crate) fn class_run(&mut self, pos: usize, class: &[bool; 256], tokens: &Tokens) -> usize {
        let run = self.input.get(pos..).unwrap_or_default();
        let len = run
            .iter()
            .position(|&b| !class[usize::from(b)])
            .unwrap_or(run.len());
        let end = pos + len;
        if len > 0 {
            if self.negative {
                // One of the matches ends at the furthest position.
                if pos < self.max_position && self.max_position <= end {
                    self.push_token_stack();
                }
            } else if end > self.max_position {
                self.matched(end);
            }
        }
        self.failed(end, tokens);
        end
    }

    /// The bytes of `literal`, one token.
    #[inline]
    pub(crate) fn literal(&mut self, pos: usize, literal: &[u8], tokens: &Tokens) -> Option<usize> {
        match self.input.get(pos..) {
            Some(rest) if rest.starts_with(literal) => {
                self.matched(pos + literal.len());
                Some(pos + literal.len())
            }
            Some(_) | None => {
                self.failed(pos, tokens);
                None
            }
        }
    }

    /// `literal`, ASCII letters in either case, one token.
    #[inline]
    pub(crate) fn insensitive(
        &mut self,
        pos: usize,
        literal: &[u8],
        tokens: &Tokens,
    ) -> Option<usize> {
        match self.input.get(pos..pos + literal.len()) {
            Some(slice) if slice.eq_ignore_ascii_case(literal) => {
                self.matched(pos + literal.len());
                Some(pos + literal.len())
            }
            Some(_) | None => {
                self.failed(pos, tokens);
                None
            }
        }
    }

    /// pest's `start_of_input`: no token.
    #[inline]
    pub(crate) fn start_of_input(&mut self, pos: usize) -> Option<usize> {
        (pos == 0).then_some(pos)
    }

    /// pest's `end_of_input`: no token (the rule `EOI` around it is).
    #[inline]
    pub(crate) fn end_of_input(&mut self, pos: usize) -> Option<usize> {
        (pos == self.input.len()).then_some(pos)
    }

    /// Set the tracker atomic or not; what it was.
    #[inline]
    pub(crate) fn set_atomic(&mut self, atomic: bool) -> bool {
        std::mem::replace(&mut self.atomic, atomic)
    }

    /// A lookahead starts: a negative one flips the negation, a positive one
    /// keeps it. The negation before.
    #[inline]
    pub(crate) fn look(&mut self, positive: bool) -> bool {
        let outer = self.negative;
        if !positive {
            self.negative = !outer;
        }
        outer
    }

    /// The lookahead that started with [`Tracker::look`] ended.
    #[inline]
    pub(crate) fn unlook(&mut self, outer: bool) {
        self.negative = outer;
    }

    /// The record, as pest's error hands it over: its own error position,
    /// the rules tried there (sorted, without duplicates), the furthest
    /// position a token was tried at, its call stacks (sorted, without
    /// duplicates) and the bits of the delimiters expected there.
    pub(crate) fn finish(&mut self) -> (usize, &[R], usize, &[CallStack<R>], u32) {
        self.positives.sort_dedup();
        self.stacks.sort_dedup();
        (
            self.attempt_pos,
            self.positives.as_slice(),
            self.max_position,
            self.stacks.as_slice(),
            self.expected,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::{List, Token, Tokens, INLINE};

    #[test]
    fn a_list_moves_to_the_heap_and_back() {
        let mut list = List::new(0usize);
        for i in 0..INLINE * 2 {
            list.push(i);
        }
        assert_eq!(list.len(), INLINE * 2);
        assert_eq!(list.as_slice().last(), Some(&(INLINE * 2 - 1)));
        list.truncate(3);
        assert_eq!(list.as_slice(), &[0, 1, 2]);
        for i in 0..INLINE {
            list.push(100 + i);
        }
        assert_eq!(list.as_slice()[..4], [0, 1, 2, 100]);
        assert_eq!(list.len(), INLINE + 3);
        list.as_mut_slice().reverse();
        list.sort_dedup();
        assert_eq!(list.as_slice()[..4], [0, 1, 2, 100]);
        list.truncate(0);
        assert!(list.as_slice().is_empty());
    }

    #[test]
    fn the_heap_sort_sorts() {
        for n in 0..40u32 {
            // A scramble with duplicates.
            let mut v: Vec<u32> = (0..n).map(|i| (i * 7919) % 13).collect();
            let mut expected = v.clone();
            expected.sort_unstable();
            super::heap_sort(&mut v);
            assert_eq!(v, expected);
        }
    }

    #[test]
    fn tokens_are_named_by_their_delimiters() {
        const D: &[&str] = &[":", "/", "%00"];
        let t = Tokens::new(&[Token::S("/"), Token::R('a', 'z'), Token::S(":")], D);
        assert_eq!((t.all, t.rest), (0b011, 0b001));
        let t = Tokens::new(&[Token::S("%00"), Token::I("http")], D);
        assert_eq!((t.all, t.rest), (0b100, 0));
    }
}
