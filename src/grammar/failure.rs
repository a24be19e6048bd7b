//! A failed parse turned into a [`SyntaxError`] that names spec
//! productions: from the automaton's dead end where the grammar takes it
//! so, else from the explaining parser's record of attempts (pest's
//! detailed tracking), and a malformed escape's error at its `%`.

use std::borrow::Cow;
use std::sync::OnceLock;

use super::{dfa, generated, tracker, Meaning, PestGrammar};
use crate::edition::Edition;
use crate::error::{Expected, SyntaxError};

/// A compiled parse of the entry point `rule` that failed, the furthest
/// offset it failed at, not yet explained.
pub(crate) struct Failure<G: PestGrammar> {
    rule: G::Rule,
    furthest: usize,
    /// The explaining automaton's dead end and its offset, where the parse
    /// already read them (the tagged automaton's rejection).
    dead_end: Option<(usize, dfa::DeadEnd)>,
}

impl<G: PestGrammar> Failure<G> {
    /// The failure of the compiled parse from `rule`, at `furthest`.
    pub(crate) fn new(rule: G::Rule, furthest: usize) -> Self {
        Failure {
            rule,
            furthest,
            dead_end: None,
        }
    }

    /// The failure, with the dead end the parse read where it read one
    /// (`G::dead_end`'s answer on the same input): [`Failure::error`] does
    /// not read the input again for it.
    pub(crate) fn reached(mut self, dead_end: Option<(usize, dfa::DeadEnd)>) -> Self {
        self.dead_end = dead_end;
        self
    }

    /// The [`SyntaxError`] of `input`: offset and expected productions, as
    /// pest's detailed tracking finds them, from the explaining parser
    /// ([`syntax_error`]).
    pub(crate) fn explain(self, input: &str) -> SyntaxError {
        syntax_error::<G>(self.rule, input, self.furthest)
    }

    /// The [`SyntaxError`] of `input`: where the grammar takes it from the
    /// explaining automaton's dead end ([`PestGrammar::BY_DEAD_END`]), the
    /// offset the automaton gives and the expected list of its dead end (or
    /// a malformed escape's error, where the input dies inside one), with no
    /// explaining parser run (but where the dead end's list is not known);
    /// else
    /// [`Failure::explain`]'s. The two are the same error on every rejected
    /// input the tests give (tests/grammar/automaton.rs).
    pub(crate) fn error(self, input: &str) -> SyntaxError {
        let error = match self.dead_end {
            Some(reached) => dead_end_error_at::<G>(self.rule, input, self.furthest, Some(reached)),
            None => dead_end_error::<G>(self.rule, input, self.furthest),
        };
        match error {
            Some(error) => error,
            None => self.explain(input),
        }
    }
}

/// The error of a rejection from `rule` whose compiled parser failed
/// furthest at `furthest`, from the automaton's dead end
/// ([`Failure::error`]).
pub(crate) fn dead_end_error<G: PestGrammar>(
    rule: G::Rule,
    input: &str,
    furthest: usize,
) -> Option<SyntaxError> {
    if !G::BY_DEAD_END {
        return None;
    }
    dead_end_error_at::<G>(rule, input, furthest, G::dead_end(rule, input.as_bytes()))
}

/// [`dead_end_error`] with the dead end `G::dead_end` gives on `input`
/// (read by the caller, or by the parse that failed).
#[inline(always)]
fn dead_end_error_at<G: PestGrammar>(
    rule: G::Rule,
    input: &str,
    furthest: usize,
    reached: Option<(usize, dfa::DeadEnd)>,
) -> Option<SyntaxError> {
    if !G::BY_DEAD_END {
        return None;
    }
    let (dead, end) = reached?;
    if dead != furthest {
        return None;
    }
    // A malformed escape where the input dies (at its `%` or the two bytes
    // after it) moves the error to its `%`, as [`error_of`] does with
    // pest's offset, which is the dead one. Most errors have no `%` there:
    // the bytes are looked at once.
    let near = crate::error::percent_near(input.as_bytes(), dead);
    if near
        && let Some(bad) =
            first_malformed_escape_reaching_bytes(input.as_bytes(), dead, G::PERCENT_ONLY_ESCAPES)
    {
        return Some(malformed_escape::<G>(input, bad));
    }
    // The list is an error's already (`explain_dead_end`).
    let expected = Cow::Borrowed(G::dead_end_expected(rule, end)?);
    Some(if near {
        SyntaxError::with_expected(G::EDITION, input, dead, expected)
    } else {
        SyntaxError::with_expected_no_escape(G::EDITION, input, dead, expected)
    })
}

/// Where the error [`dead_end_error_at`] makes of a failure at `furthest`
/// with the dead end `reached` stands, and its list (shared by the
/// process): the offset and list of the error, without the error made (its
/// kind, its note). None where the dead end does not decide the error.
/// `bytes` is the input, or the input and bytes after it whose first is
/// neither `%` nor a hex digit (a line read in place, and its ending): the
/// answer is the same.
#[inline(always)]
pub(crate) fn decided_by_dead_end<G: PestGrammar>(
    rule: G::Rule,
    bytes: &[u8],
    furthest: usize,
    reached: Option<(usize, dfa::DeadEnd)>,
) -> Option<(usize, &'static [Expected])> {
    if !G::BY_DEAD_END {
        return None;
    }
    let (dead, end) = reached?;
    if dead != furthest {
        return None;
    }
    // As `dead_end_error_at`: a malformed escape that reaches the dead end
    // moves the error to its `%`, with the escape's list.
    if crate::error::percent_near(bytes, dead)
        && let Some(bad) =
            first_malformed_escape_reaching_bytes(bytes, dead, G::PERCENT_ONLY_ESCAPES)
    {
        return Some((bad, escape_expected::<G>()));
    }
    Some((dead, G::dead_end_expected(rule, end)?))
}

/// The expected list the explaining parser gives on `input`, the shortest
/// input from `rule` that reaches the dead end `end`: where its error
/// stands at the dead end and carries no note (a malformed escape's);
/// None otherwise, or where `input` does not reach `end`.
pub(crate) fn explain_dead_end<G: PestGrammar>(
    rule: G::Rule,
    end: dfa::DeadEnd,
    input: &str,
) -> Option<Box<[Expected]>> {
    let (dead, again) = G::dead_end(rule, input.as_bytes())?;
    let furthest = G::compiled(rule, input.as_bytes(), &mut generated::Null).err()?;
    if !again.same_as(end) || dead != furthest {
        return None;
    }
    let error = syntax_error::<G>(rule, input, furthest);
    (error.offset() == dead && error.note().is_none()).then(|| error.expected().into())
}

/// Does `input` match the entry-point `rule` of `G`? The compiled parser
/// decides, keeping no spans; the explaining parser explains a failure.
pub(crate) fn check<G: PestGrammar>(rule: G::Rule, input: &str) -> Result<(), SyntaxError> {
    match G::compiled(rule, input.as_bytes(), &mut generated::Null) {
        Ok(_) => Ok(()),
        Err(furthest) => Err(Failure::<G>::new(rule, furthest).error(input)),
    }
}

/// What pest's detailed mode records of a failed parse, as the error is
/// made of it: pest's own error position (the furthest position a rule was
/// tried and failed at), the rules that failed there (sorted, without
/// duplicates: pest's "positives"), the furthest position a token was tried
/// at, the call stacks of the rules that tried it (sorted, without
/// duplicates), and the grammar's delimiters among the tokens expected there,
/// in pest's order of tokens. The explaining parser ([`PestGrammar::explain`])
/// keeps it; the oracle of the tests (`crate::oracle::pest_syntax_error`)
/// reads it off pest's error.
pub(crate) struct Attempts<'a, R> {
    pub(crate) pest_offset: usize,
    pub(crate) positives: &'a [R],
    pub(crate) max_position: usize,
    pub(crate) call_stacks: &'a [tracker::CallStack<R>],
    pub(crate) literals: &'a [&'static str],
}

/// Explain a failure: run the explaining parser, which keeps the record
/// pest's detailed mode keeps ([`Attempts`]), then make the error of it
/// ([`error_of`]). Allocates nothing but the error's list of expected
/// productions (and the tracker's lists past their 64 entries in place,
/// which no input of the tests reaches).
fn syntax_error<G: PestGrammar>(rule: G::Rule, input: &str, furthest: usize) -> SyntaxError {
    let mut tracker = tracker::Tracker::new(input.as_bytes(), rule);
    if G::explain(rule, &mut tracker).is_some() {
        return error_of::<G>(input, furthest, None);
    }
    let (pest_offset, positives, max_position, call_stacks, bits) = tracker.finish();
    // The delimiters expected, in pest's order of its tokens: by their text.
    let mut literals = [""; 32];
    let mut count = 0;
    for (i, &d) in G::DELIMITERS.iter().enumerate() {
        if bits & (1 << i) != 0 {
            literals[count] = d;
            count += 1;
        }
    }
    let literals = &mut literals[..count];
    literals.sort_unstable();
    let attempts = Attempts {
        pest_offset,
        positives,
        max_position,
        call_stacks,
        literals,
    };
    error_of::<G>(input, furthest, Some(&attempts))
}

/// The error of a malformed escape whose `%` stands at `bad`: the escape
/// production expected there, and a note.
fn malformed_escape<G: PestGrammar>(input: &str, bad: usize) -> SyntaxError {
    let expected = Cow::Borrowed(escape_expected::<G>());
    SyntaxError::with_expected(G::EDITION, input, bad, expected)
        .with_note("'%' must be followed by two hex digits")
}

/// The expected list of a malformed escape under `G`: its escape
/// production ([`escape_production`]), looked up once per process and
/// shared by every such error.
fn escape_expected<G: PestGrammar>() -> &'static [Expected] {
    // One static for every `G` (a generic function's statics are not
    // copied per type): a slot per edition, by its discriminant, which is
    // its row of `EDITIONS`.
    static LISTS: [OnceLock<Box<[Expected]>>; Edition::ALL.len()] =
        [const { OnceLock::new() }; Edition::ALL.len()];
    LISTS[G::EDITION as usize].get_or_init(|| escape_production::<G>().into_iter().collect())
}

/// The error of a failure from pest's record of attempts (`None` when the
/// parse matched after all): map rules to spec productions, drop hidden
/// rules, name the delimiters that would have continued the parse, and
/// report a malformed escape where its `%` stands. Should the parse match
/// what the compiled parser refused (the differential tests say it never
/// does), the error stands at `furthest`, the compiled parser's furthest
/// failure, and expects nothing.
pub(crate) fn error_of<G: PestGrammar>(
    input: &str,
    furthest: usize,
    attempts: Option<&Attempts<'_, G::Rule>>,
) -> SyntaxError {
    let Some(attempts) = attempts else {
        return SyntaxError::new(G::EDITION, input, furthest, Vec::new());
    };
    let pest_offset = attempts.pest_offset;
    let offset = attempts.max_position.max(pest_offset);
    // A `%` that does not start `% hex hex` can be consumed by no rule of any
    // edition (`%` appears only in `escape`/`escaped`), so no parse gets past
    // it, and pest stops at it or one or two bytes later, inside the escape.
    // Report the escape where it starts, as the spec's "Example 3" does;
    // unless the compiled parser failed before it (pest got there only inside
    // a lookahead, as in `news:a@4b@4,#%U` under url-draft-03): then the
    // failure below stands.
    if let Some(bad) = first_malformed_escape(input)
        && offset >= bad
        && offset <= bad + 2
        && bad <= furthest
    {
        return malformed_escape::<G>(input, bad);
    }
    let mut expected = Vec::with_capacity(
        attempts.call_stacks.len() + attempts.positives.len() + attempts.literals.len(),
    );
    let mut push = |rule: G::Rule| match G::meaning(rule) {
        Meaning::Production(p) => expected.push(Expected::Production(p)),
        Meaning::EndOfInput => expected.push(Expected::EndOfInput),
        Meaning::Hidden => {}
    };
    for stack in attempts.call_stacks {
        // A failed token (literal or range) stands for the rule around it.
        match stack.deepest {
            tracker::Attempt::Rule(rule) => push(rule),
            tracker::Attempt::Token => stack.parent.into_iter().for_each(&mut push),
        }
    }
    if offset == pest_offset {
        attempts.positives.iter().copied().for_each(&mut push);
    }
    expected.extend(attempts.literals.iter().map(|d| Expected::Literal(d)));
    if offset != pest_offset && (expected.is_empty() || offset > furthest) {
        // pest's furthest attempt named nothing a reader could act on (only
        // hidden rules got there), or lies past the compiled parser's
        // furthest failure (only a lookahead got there, as the `#` after
        // `mailto:a@` in `&(xalpha* ~ ("#" | EOI))`): report where pest's own
        // error stands, with what it expected there.
        expected.clear();
        for &rule in attempts.positives {
            match G::meaning(rule) {
                Meaning::Production(p) => expected.push(Expected::Production(p)),
                Meaning::EndOfInput => expected.push(Expected::EndOfInput),
                Meaning::Hidden => {}
            }
        }
        return SyntaxError::new(G::EDITION, input, pest_offset, expected);
    }
    SyntaxError::new(G::EDITION, input, offset, expected)
}

/// The grammar's own `escape` (`escaped` in RFC 2396, `pct-encoded` in
/// RFC 3986) production.
fn escape_production<G: PestGrammar>() -> Option<Expected> {
    // Every grammar's rules are few; find the one whose spec name is the escape.
    G::all_rules()
        .iter()
        .find_map(|&rule| match G::meaning(rule) {
            Meaning::Production(p) if matches!(p.name, "escape" | "escaped" | "pct-encoded") => {
                Some(Expected::Production(p))
            }
            Meaning::Production(_) | Meaning::EndOfInput | Meaning::Hidden => None,
        })
}

/// Byte offset of the first `%` not followed by two hex digits.
pub(crate) fn first_malformed_escape(input: &str) -> Option<usize> {
    first_malformed_escape_before(input.as_bytes(), input.len())
}

/// [`first_malformed_escape`] among the `%`s before `limit` (each read with
/// the two bytes after it, which may lie past `limit`).
fn first_malformed_escape_before(bytes: &[u8], limit: usize) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = crate::error::find_byte(&bytes[from..limit], b'%') {
        if malformed_escape_at(bytes, from + i) {
            return Some(from + i);
        }
        from += i + 1;
    }
    None
}

/// Whether a `%` not followed by two hex digits stands at `i`.
fn malformed_escape_at(bytes: &[u8], i: usize) -> bool {
    bytes.get(i) == Some(&b'%')
        && !(bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
            && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit))
}

/// [`first_malformed_escape`] where it stands at `offset` or one or two
/// bytes before it, else None: the first malformed `%` of those three
/// bytes, where none comes before it. Reads three bytes, and the line
/// only where one of them is a malformed `%`.
#[cfg(test)]
pub(crate) fn first_malformed_escape_reaching(input: &str, offset: usize) -> Option<usize> {
    first_malformed_escape_reaching_bytes(input.as_bytes(), offset, false)
}

/// [`first_malformed_escape_reaching`] on bytes, which may run on past the
/// input where the byte after it is neither `%` nor a hex digit (a line
/// read in place, and its ending): the answer is the same, as only the
/// bytes up to the `%` and the two after it are read. Where `offset` is
/// where the input dies in a grammar whose malformed escapes kill within
/// two bytes (`escapes_only`, [`PestGrammar::PERCENT_ONLY_ESCAPES`]), none
/// comes before the three bytes, and the line before them is not read.
#[inline(always)]
fn first_malformed_escape_reaching_bytes(
    bytes: &[u8],
    offset: usize,
    escapes_only: bool,
) -> Option<usize> {
    let from = offset.saturating_sub(2);
    let window = bytes.get(from..bytes.len().min(offset + 1))?;
    // A `%` that starts a good escape has two hex digits after it, so the
    // window's first `%` is its only one, or a malformed one.
    let bad = from + window.iter().position(|&b| b == b'%')?;
    (malformed_escape_at(bytes, bad)
        && (escapes_only || first_malformed_escape_before(bytes, bad + 1) == Some(bad)))
    .then_some(bad)
}
