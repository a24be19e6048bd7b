//! The two parsers of each grammar side by side, for the differential tests
//! (`tests/grammar/generated_parsers.rs`, `tests/grammar/errors_agree.rs`): pest's, built by
//! pest_derive, and the ones build.rs compiles from the same `.pest` file.
//! Only with the feature `oracle` (the tests turn it on); hidden from the
//! documentation: not part of the API, and free to change.
//!
//! A rule is named by its index in the grammar's `Rule::all_rules()`
//! (pest_derive's order; `EOI` is one past the last), a span by `(rule,
//! start, end)`. pest's pairs carry pest_derive's `Rule`, converted to the
//! crate's by name.

use crate::edition::Edition;
use crate::edition::Family;
use crate::explain::TreeNode;
use crate::grammar::fill::{fill, Cleared, Record, Role};
use crate::grammar::generated::Collect;
use crate::grammar::walk::{GenericWalk, UrlWalk};
use crate::grammar::{self, Meaning, PestGrammar};

/// A span a parser reports: `(rule, start, end)`.
pub type Span = (usize, usize, usize);

/// The rules of a grammar, by index: the name pest_derive gives each, and
/// whether it is an entry point (a hidden rule).
pub fn rules(grammar: Edition) -> Vec<(String, bool)> {
    fn of<G: PestGrammar>() -> Vec<(String, bool)> {
        G::all_rules()
            .iter()
            .map(|&r| (format!("{r:?}"), matches!(G::meaning(r), Meaning::Hidden)))
            .collect()
    }
    crate::grammar::with_parser!(Edition: grammar, G => of::<G>())
}

/// pest's parse of `input` from the rule `rule`: every pair's span (sorted),
/// or `None` when pest rejects it.
pub fn pest(grammar: Edition, rule: usize, input: &str) -> Option<Vec<Span>> {
    fn of<G: PestGrammar>(rule: usize, input: &str) -> Option<Vec<Span>> {
        let rule = *G::all_rules().get(rule)?;
        let pairs = G::pest_parse(rule, input).ok()?;
        let mut spans: Vec<Span> = pairs
            .flatten()
            .map(|p| {
                (
                    index::<G>(p.as_rule().into()),
                    p.as_span().start(),
                    p.as_span().end(),
                )
            })
            .collect();
        spans.sort_unstable();
        Some(spans)
    }
    crate::grammar::with_parser!(Edition: grammar, G => of::<G>(rule, input))
}

/// The compiled parser's parse of `input` from the rule `rule`: every span it
/// reports (sorted), or the furthest offset it failed at.
pub fn compiled(grammar: Edition, rule: usize, input: &str) -> Result<Vec<Span>, usize> {
    fn of<G: PestGrammar>(rule: usize, input: &str) -> Result<Vec<Span>, usize> {
        let Some(&rule) = G::all_rules().get(rule) else {
            return Err(0);
        };
        let mut sink = Collect(Vec::new());
        G::compiled(rule, input.as_bytes(), &mut sink)?;
        let mut spans: Vec<Span> = sink
            .0
            .into_iter()
            .map(|(r, start, end)| (index::<G>(r), start, end))
            .collect();
        spans.sort_unstable();
        Ok(spans)
    }
    crate::grammar::with_parser!(Edition: grammar, G => of::<G>(rule, input))
}

/// The offset of pest's error for `input` from the grammar's entry point, as
/// `parse` reports it; `None` when it parses.
pub fn error_offset(grammar: Edition, input: &str) -> Option<usize> {
    crate::syntax::parse(grammar, input)
        .err()
        .map(|e| e.offset())
}

/// Do the two parsers fill the same record of offsets from the rule `rule`
/// (the walk over pest's pairs against the compiled parser's spans, through
/// the same walker table)? `None` when pest rejects `input`.
pub fn records_agree(grammar: Edition, rule: usize, input: &str) -> Option<bool> {
    use crate::grammar::{rfc1808, rfc2396, rfc3986};
    fn generic<G: GenericWalk>(rule: usize, input: &str) -> Option<bool> {
        let fresh = crate::syntax::generic::Spans::default();
        agree::<G, _>(*G::all_rules().get(rule)?, input, G::role, fresh)
    }
    fn url<G: UrlWalk>(rule: usize, input: &str) -> Option<bool> {
        let fresh = crate::syntax::url::record::UrlRecord::new(G::GRAMMAR);
        agree::<G, _>(*G::all_rules().get(rule)?, input, G::role, fresh)
    }
    match grammar.family() {
        Family::Generic(g) => {
            crate::grammar::with_parser!(GenericGrammar: g, G => generic::<G>(rule, input))
        }
        Family::Url(g) => crate::grammar::with_parser!(UrlGrammar: g, G => url::<G>(rule, input)),
        Family::Rfc1808 => {
            let rule = *<rfc1808::Parser as PestGrammar>::all_rules().get(rule)?;
            let fresh = crate::syntax::rfc1808::Offsets::default();
            agree::<rfc1808::Parser, _>(rule, input, rfc1808::role, fresh)
        }
        Family::Rfc2396 => {
            let rule = *<rfc2396::Parser as PestGrammar>::all_rules().get(rule)?;
            let fresh = crate::syntax::rfc2396::record::Offsets::default();
            agree::<rfc2396::Parser, _>(rule, input, rfc2396::role, fresh)
        }
        Family::Rfc3986 => {
            let rule = *<rfc3986::Parser as PestGrammar>::all_rules().get(rule)?;
            let fresh = crate::syntax::rfc3986::Offsets::default();
            agree::<rfc3986::Parser, _>(rule, input, rfc3986::role, fresh)
        }
    }
}

fn agree<G, Rec>(
    entry: G::Rule,
    input: &str,
    role: impl Fn(G::Rule) -> Role<Rec::Slot> + Copy,
    fresh: Rec,
) -> Option<bool>
where
    G: PestGrammar,
    Rec: Record + Cleared + Copy + PartialEq,
{
    let pairs = G::pest_parse(entry, input).ok()?;
    let mut walked = fresh;
    fill(pairs, role, &mut walked);
    let mut read = fresh;
    Some(grammar::read::<G, _>(entry, input, role, &mut read).is_ok() && read == walked)
}

/// Does `explain`'s tree (the compiled parser's spans, nested by their
/// marks) hold the nodes the walk over pest's pairs gives, in the same
/// order at the same depths, from the rule `rule`? `None` when pest rejects
/// `input`.
pub fn trees_agree(grammar: Edition, rule: usize, input: &str) -> Option<bool> {
    fn of<G: PestGrammar>(rule: usize, input: &str) -> Option<bool> {
        let rule = *G::all_rules().get(rule)?;
        let pairs = G::pest_parse(rule, input).ok()?;
        let walked = pest_nodes::<G>(pairs);
        let tree = crate::explain::tree::<G>(rule, input).ok();
        Some(tree.is_some_and(|tree| tree.nodes() == walked.as_slice()))
    }
    crate::grammar::with_parser!(Edition: grammar, G => of::<G>(rule, input))
}

/// The nodes of `explain`'s tree as they were made of pest's pairs: in
/// document order, a production's pair descended into, a hidden rule's or
/// `EOI`'s pair skipped with everything inside it, the depth the number of
/// productions around. An explicit stack: its depth is the nesting of the
/// grammar.
fn pest_nodes<G: PestGrammar>(pairs: pest::iterators::Pairs<'_, G::Derived>) -> Vec<TreeNode> {
    let mut out = Vec::new();
    let mut stack = vec![pairs];
    while let Some(top) = stack.last_mut() {
        let Some(pair) = top.next() else {
            stack.pop();
            continue;
        };
        let depth = stack.len() - 1;
        match G::meaning(pair.as_rule().into()) {
            Meaning::Production(production) => {
                let span = pair.as_span();
                out.push(TreeNode {
                    production,
                    span: span.start()..span.end(),
                    depth,
                });
                stack.push(pair.into_inner());
            }
            Meaning::EndOfInput | Meaning::Hidden => {}
        }
    }
    out
}

/// The index of `rule` in `G::all_rules()`, one past the end for `EOI`.
fn index<G: PestGrammar>(rule: G::Rule) -> usize {
    let all = G::all_rules();
    all.iter().position(|&r| r == rule).unwrap_or(all.len())
}

/// The index of the entry point `urispec::parse` starts from.
pub fn entry(grammar: Edition) -> usize {
    use crate::grammar::{rfc1808, rfc2396, rfc3986};
    fn of<G: PestGrammar>(rule: G::Rule) -> usize {
        index::<G>(rule)
    }
    match grammar.family() {
        Family::Generic(g) => {
            crate::grammar::with_parser!(GenericGrammar: g, G => of::<G>(G::ENTRY))
        }
        Family::Url(g) => crate::grammar::with_parser!(UrlGrammar: g, G => of::<G>(G::URL)),
        Family::Rfc1808 => of::<rfc1808::Parser>(rfc1808::Rule::URL_eoi),
        Family::Rfc2396 => of::<rfc2396::Parser>(rfc2396::Rule::URI_reference_eoi),
        Family::Rfc3986 => of::<rfc3986::Parser>(rfc3986::Rule::URI_reference_eoi),
    }
}

/// Decide `input` from the grammar's entry point with the compiled parser,
/// keeping no spans: the end of the match, or the furthest offset it failed
/// at (the error offset without the expected productions).
pub fn decide(grammar: Edition, input: &str) -> Result<usize, usize> {
    fn of<G: PestGrammar>(rule: usize, input: &str) -> Result<usize, usize> {
        let rule = *G::all_rules().get(rule).ok_or(0usize)?;
        G::compiled(rule, input.as_bytes(), &mut crate::grammar::generated::Null)
    }
    crate::grammar::with_parser!(Edition: grammar, G => of::<G>(entry(grammar), input))
}

/// Decide `input` from the rule `rule` keeping no spans, as the library
/// does (the automaton where `rule` is an entry point, then the compiled
/// parser for a rejection's offset): the end of the match, or the furthest
/// offset it failed at.
pub fn decide_from(grammar: Edition, rule: usize, input: &str) -> Result<usize, usize> {
    fn of<G: PestGrammar>(rule: usize, input: &str) -> Result<usize, usize> {
        let rule = *G::all_rules().get(rule).ok_or(0usize)?;
        G::compiled(rule, input.as_bytes(), &mut crate::grammar::generated::Null)
    }
    crate::grammar::with_parser!(Edition: grammar, G => of::<G>(rule, input))
}

/// The verdict of the grammar's automaton on the whole of `input` from the
/// rule `rule`: `Err` with the offset of the first byte that no accepted
/// input has there (the input's length where it ends too soon); `None` where the
/// rule is not an entry point or the grammar has no automaton.
pub fn automaton(grammar: Edition, rule: usize, input: &str) -> Option<Result<(), usize>> {
    fn of<G: PestGrammar>(rule: usize, input: &str) -> Option<Result<(), usize>> {
        let rule = *G::all_rules().get(rule)?;
        G::automaton(rule, input.as_bytes())
    }
    crate::grammar::with_parser!(Edition: grammar, G => of::<G>(rule, input))
}

/// Whether the explaining automaton (the one a rejection's error is taken
/// from, in the grammars that take it from a dead end) accepts the whole of
/// `input` from the entry point `rule`: `Err` with the offset it stops at,
/// as [`automaton`]'s; `None` where the grammar takes no error from a dead
/// end or `rule` is not an entry point.
pub fn explaining_automaton(
    grammar: Edition,
    rule: usize,
    input: &str,
) -> Option<Result<(), usize>> {
    fn of<G: PestGrammar>(rule: usize, input: &str) -> Option<Result<(), usize>> {
        let rule = *G::all_rules().get(rule)?;
        if !G::BY_DEAD_END {
            return None;
        }
        // An entry point: the automaton gives a verdict on any input.
        let _entry = G::automaton(rule, b"")?;
        Some(G::dead_end(rule, input.as_bytes()).map_or(Ok(()), |(dead, _)| Err(dead)))
    }
    crate::grammar::with_parser!(Edition: grammar, G => of::<G>(rule, input))
}

/// The two errors of a rejection of `input` from the rule `rule`: the one
/// taken from the automaton's dead end where the grammar takes it so
/// (`None` where it does not, or leaves this input to the explaining
/// parser), and the explaining parser's. `None` when the compiled parser
/// accepts `input` or `rule` is out of range.
pub fn dead_end_errors(
    grammar: Edition,
    rule: usize,
    input: &str,
) -> Option<(Option<crate::error::SyntaxError>, crate::error::SyntaxError)> {
    fn of<G: PestGrammar>(
        rule: usize,
        input: &str,
    ) -> Option<(Option<crate::error::SyntaxError>, crate::error::SyntaxError)> {
        let rule = *G::all_rules().get(rule)?;
        let furthest =
            G::compiled(rule, input.as_bytes(), &mut crate::grammar::generated::Null).err()?;
        // The dead end a tagged automaton hands on as it rejects (the whole
        // one's, and the scheme's) is the one read again, at the same offset.
        for (at, carried) in [
            carried_dead_end::<G, false>(rule, input),
            carried_dead_end::<G, true>(rule, input),
        ] {
            assert_eq!(
                at,
                Err(furthest),
                "the offset with a tagged sink on {input:?}"
            );
            if carried.is_some() {
                assert_eq!(
                    carried,
                    G::dead_end(rule, input.as_bytes()),
                    "the dead end the tagged automaton carries on {input:?}"
                );
            }
        }
        let failure = || grammar::Failure::<G>::new(rule, furthest);
        let explained = failure().explain(input);
        let taken = grammar::dead_end_error::<G>(rule, input, furthest);
        // What `parse` reports is the one or the other.
        assert_eq!(
            failure().error(input),
            taken.clone().unwrap_or_else(|| explained.clone())
        );
        Some((taken, explained))
    }
    crate::grammar::with_parser!(Edition: grammar, G => of::<G>(rule, input))
}

/// A sink that keeps no span, only the dead end a tagged automaton hands
/// it as it rejects (`Sink::dead_end`); of the scheme's tagged automaton
/// where `SCHEME`.
struct DeadEndProbe<const SCHEME: bool>(Option<(usize, grammar::dfa::DeadEnd)>);

impl<R, const SCHEME: bool> grammar::generated::Sink<R> for DeadEndProbe<SCHEME> {
    type Saved = ();
    type Mark = ();
    const TAGS: bool = true;
    const SCHEME_ONLY: bool = SCHEME;

    fn inner(&self, _: R) -> bool {
        false
    }

    fn mark(&self) {}

    fn span(&mut self, _: R, _: usize, _: usize, (): ()) {}

    fn dead_end(&mut self, at: usize, end: grammar::dfa::DeadEnd) {
        self.0 = Some((at, end));
    }

    fn save(&self) {}

    fn restore(&mut self, (): ()) {}
}

/// What a parse into a sink that keeps spans (so that a tagged automaton
/// reads `input`, the scheme's where `SCHEME`) returns from `rule`, and
/// the offset and dead end the tagged automaton hands on as it rejects
/// (None where it hands on none: no tagged automaton, or the grammar's
/// errors are not taken from dead ends).
fn carried_dead_end<G: PestGrammar, const SCHEME: bool>(
    rule: G::Rule,
    input: &str,
) -> (Result<usize, usize>, Option<(usize, grammar::dfa::DeadEnd)>) {
    let mut probe = DeadEndProbe::<SCHEME>(None);
    let at = G::compiled(rule, input.as_bytes(), &mut probe);
    (at, probe.0)
}

/// The path the parsers took before the compiled ones: pest's parse from
/// the grammar's entry point and the walk over its pairs into the record
/// (without the second, detailed parse a rejection then took).
pub fn pest_record(grammar: Edition, input: &str) -> bool {
    use crate::grammar::{rfc1808, rfc2396, rfc3986};
    fn walk<G: PestGrammar, Rec: Record>(
        entry: G::Rule,
        input: &str,
        role: impl Fn(G::Rule) -> Role<Rec::Slot>,
        mut record: Rec,
    ) -> bool {
        let Ok(pairs) = G::pest_parse(entry, input) else {
            return false;
        };
        fill(pairs, role, &mut record);
        true
    }
    fn generic<G: GenericWalk>(input: &str) -> bool {
        walk::<G, _>(
            G::ENTRY,
            input,
            G::role,
            crate::syntax::generic::Spans::default(),
        )
    }
    fn url<G: UrlWalk>(entry: G::Rule, input: &str) -> bool {
        walk::<G, _>(
            entry,
            input,
            G::role,
            crate::syntax::url::record::UrlRecord::new(G::GRAMMAR),
        )
    }
    match grammar.family() {
        Family::Generic(g) => {
            crate::grammar::with_parser!(GenericGrammar: g, G => generic::<G>(input))
        }
        Family::Url(g) => crate::grammar::with_parser!(UrlGrammar: g, G => url::<G>(G::URL, input)),
        Family::Rfc1808 => walk::<rfc1808::Parser, _>(
            rfc1808::Rule::URL_eoi,
            input,
            rfc1808::role,
            crate::syntax::rfc1808::Offsets::default(),
        ),
        Family::Rfc2396 => walk::<rfc2396::Parser, _>(
            rfc2396::Rule::URI_reference_eoi,
            input,
            rfc2396::role,
            crate::syntax::rfc2396::record::Offsets::default(),
        ),
        Family::Rfc3986 => walk::<rfc3986::Parser, _>(
            rfc3986::Rule::URI_reference_eoi,
            input,
            rfc3986::role,
            crate::syntax::rfc3986::Offsets::default(),
        ),
    }
}

/// The two explanations of `input` from the rule `rule` (an index, as
/// above): the error the explaining parser build.rs compiles makes (what
/// `parse` reports), and the error pest's detailed mode makes, read off
/// pest's error as the crate did before the explaining parsers
/// (`pest_syntax_error`). `None` when the compiled parser accepts `input`
/// or `rule` is out of range.
pub fn explanations(
    grammar: Edition,
    rule: usize,
    input: &str,
) -> Option<(crate::error::SyntaxError, crate::error::SyntaxError)> {
    fn of<G: PestGrammar>(
        rule: usize,
        input: &str,
    ) -> Option<(crate::error::SyntaxError, crate::error::SyntaxError)> {
        let rule = *G::all_rules().get(rule)?;
        let furthest =
            G::compiled(rule, input.as_bytes(), &mut crate::grammar::generated::Null).err()?;
        let generated = grammar::Failure::<G>::new(rule, furthest).explain(input);
        Some((generated, pest_syntax_error::<G>(rule, input, furthest)))
    }
    crate::grammar::with_parser!(Edition: grammar, G => of::<G>(rule, input))
}

/// How many pest explanations are running. pest's switch for detailed
/// error tracking is process-wide: it is on while this count is above zero,
/// and only the first to come and the last to leave flip it, under this
/// lock, which is held for the flip and never for a parse. Explanations run
/// side by side (the test threads); a parse that runs meanwhile just tracks
/// a little more than it needs.
static DETAILED: std::sync::Mutex<usize> = std::sync::Mutex::new(0);

/// pest's detailed error tracking, on while this guard lives.
struct Detail;

impl Detail {
    fn on() -> Self {
        let mut count = DETAILED
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if *count == 0 {
            pest::set_error_detail(true);
        }
        *count += 1;
        Detail
    }
}

impl Drop for Detail {
    fn drop(&mut self) {
        let mut count = DETAILED
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        *count -= 1;
        if *count == 0 {
            pest::set_error_detail(false);
        }
    }
}

/// The oracle of the explaining parsers: parse again with pest's detailed
/// tracking and make the error of pest's record ([`grammar::error_of`], the
/// function the explaining parser's record goes through): pest's error
/// position, its positives, the furthest position of its parse attempts,
/// their call stacks, and the expected tokens that are delimiters, in
/// pest's order.
fn pest_syntax_error<G: PestGrammar>(
    rule: G::Rule,
    input: &str,
    furthest: usize,
) -> crate::error::SyntaxError {
    use crate::grammar::tracker::{Attempt, CallStack};
    use pest::error::{ErrorVariant, InputLocation};
    let result = {
        let _detail = Detail::on();
        G::pest_parse(rule, input)
    };
    let error = match result {
        Err(error) => error,
        Ok(_) => return grammar::error_of::<G>(input, furthest, None),
    };
    let pest_offset = match error.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((start, _)) => start,
    };
    let positives: Vec<G::Rule> = match &error.variant {
        ErrorVariant::ParsingError { positives, .. } => {
            positives.iter().map(|&rule| rule.into()).collect()
        }
        ErrorVariant::CustomError { .. } => Vec::new(),
    };
    let Some(attempts) = error.parse_attempts() else {
        // Another thread's guard was dropped between the flip and the
        // parse: never, as the count is held while this one lives.
        unreachable!("pest's detailed tracking is on during the parse")
    };
    let call_stacks: Vec<CallStack<G::Rule>> = attempts
        .call_stacks()
        .into_iter()
        .map(|stack| CallStack {
            deepest: match stack.deepest.get_rule() {
                Some(&rule) => Attempt::Rule(rule.into()),
                None => Attempt::Token,
            },
            parent: stack.parent.map(Into::into),
        })
        .collect();
    // pest does not export its token type; its `Display` is the literal.
    let literals: Vec<&'static str> = attempts
        .expected_tokens()
        .into_iter()
        .filter_map(|token| {
            let token = token.to_string();
            G::DELIMITERS.iter().copied().find(|d| *d == token)
        })
        .collect();
    let record = grammar::Attempts {
        pest_offset,
        positives: &positives,
        max_position: attempts.max_position,
        call_stacks: &call_stacks,
        literals: &literals,
    };
    grammar::error_of::<G>(input, furthest, Some(&record))
}

/// `input` from the grammar's entry point as the crate explained a
/// rejection before the explaining parsers: the compiled parser decides,
/// and pest's detailed mode explains a failure (`pest_syntax_error`). For
/// the benchmarks' "before" figures; `None` when `input` is accepted.
pub fn pest_explain(grammar: Edition, input: &str) -> Option<crate::error::SyntaxError> {
    fn of<G: PestGrammar>(rule: usize, input: &str) -> Option<crate::error::SyntaxError> {
        let rule = *G::all_rules().get(rule)?;
        let furthest =
            G::compiled(rule, input.as_bytes(), &mut crate::grammar::generated::Null).err()?;
        Some(pest_syntax_error::<G>(rule, input, furthest))
    }
    crate::grammar::with_parser!(Edition: grammar, G => of::<G>(entry(grammar), input))
}
