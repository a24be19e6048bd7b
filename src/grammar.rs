//! The grammars, one crate-private module per `grammar/<spec>.pest` file,
//! and the glue every grammar shares: running the parsers build.rs compiles
//! from them and turning a failure into a [`SyntaxError`] that names spec
//! productions.
//!
//! Nothing here is public: the `Rule` enums and, with the feature `oracle`,
//! pest's `Pair` and error types stay inside the crate.

use std::fmt::Debug;
use std::hash::Hash;

#[cfg(feature = "oracle")]
use pest::iterators::Pairs;

use crate::edition::{Edition, Production};
use crate::error::{Expected, SyntaxError};

/// One `.pest` file and what the crate knows of it ([`PestGrammar`]): its
/// `Rule` enum and its two compiled parsers (build.rs writes all three into
/// `$OUT_DIR`), its edition, its productions (the `match` build.rs writes
/// from the `///` citations into `$OUT_DIR/<name>_meaning.rs`) and the
/// delimiters an error may name. With the feature `oracle`, also pest's
/// parser of the same file (`derived`). One invocation per
/// `grammar/<spec>.rs`.
macro_rules! pest_grammar {
    ($file:tt, $stem:tt, $spec:expr, [$($delimiter:tt),* $(,)?]) => {
        /// The grammar: its rules and parsers, through
        /// [`PestGrammar`](crate::grammar::PestGrammar).
        pub(crate) struct Parser;

        include!(concat!(env!("OUT_DIR"), "/", $stem, "_rule.rs"));

        include!(concat!(env!("OUT_DIR"), "/", $stem, "_meaning.rs"));

        /// pest's parser of the same `.pest` file, with pest_derive's own
        /// `Rule` (the same variants; `From` converts either way): the
        /// oracle of the differential tests.
        #[cfg(feature = "oracle")]
        pub(crate) mod derived {
            #[derive(pest_derive::Parser)]
            #[grammar = $file]
            pub(crate) struct Parser;
        }

        /// The literals an error may name ([`PestGrammar::DELIMITERS`]).
        const DELIMITERS: &[&str] = &[$($delimiter),*];

        /// The parser build.rs compiles from the same `.pest` file
        /// (`build/compile.rs`): one function per rule.
        #[allow(non_snake_case, unused_variables, unused_labels, clippy::all)]
        mod compiled {
            include!(concat!(env!("OUT_DIR"), "/", $stem, "_parser.rs"));
        }

        /// The parser that explains a failure, which build.rs compiles
        /// from the same `.pest` file (`build/explain.rs`): it keeps pest's
        /// record of attempts.
        #[allow(non_snake_case, unused_variables, unused_labels, dead_code, clippy::all)]
        mod explain {
            include!(concat!(env!("OUT_DIR"), "/", $stem, "_explain.rs"));
        }

        impl $crate::grammar::PestGrammar for Parser {
            type Rule = Rule;
            const EDITION: $crate::edition::Edition = $spec;

            fn meaning(rule: Rule) -> $crate::grammar::Meaning {
                meaning(rule)
            }

            const DELIMITERS: &'static [&'static str] = DELIMITERS;

            fn all_rules() -> &'static [Rule] {
                Rule::all_rules()
            }

            fn compiled<S: $crate::grammar::generated::Sink<Rule>>(
                rule: Rule,
                input: &[u8],
                sink: &mut S,
            ) -> Result<usize, usize> {
                compiled::run(rule, input, sink)
            }

            fn explain(
                rule: Rule,
                tracker: &mut $crate::grammar::tracker::Tracker<'_, Rule>,
            ) -> Option<usize> {
                explain::run(rule, tracker)
            }

            #[cfg(feature = "oracle")]
            fn automaton(rule: Rule, input: &[u8]) -> Option<Result<(), usize>> {
                compiled::accepts(rule, input)
            }

            fn dead_end(
                rule: Rule,
                input: &[u8],
            ) -> Option<(usize, $crate::grammar::dfa::DeadEnd)> {
                compiled::dead_end(rule, input)
            }

            const BY_DEAD_END: bool = compiled::BY_DEAD_END;

            fn dead_end_expected(
                rule: Rule,
                end: $crate::grammar::dfa::DeadEnd,
            ) -> Option<&'static [$crate::error::Expected]> {
                /// Each dead end's expected list, explained the first time
                /// a rejection reaches it.
                static EXPECTED: [::std::sync::OnceLock<
                    Option<Box<[$crate::error::Expected]>>,
                >; compiled::DEAD_ENDS] =
                    [const { ::std::sync::OnceLock::new() }; compiled::DEAD_ENDS];
                EXPECTED
                    .get(compiled::dead_end_index(end))?
                    .get_or_init(|| {
                        let input = compiled::dead_end_input(end)?;
                        $crate::grammar::explain_dead_end::<Parser>(rule, end, &input)
                    })
                    .as_deref()
            }

            #[cfg(feature = "oracle")]
            type Derived = derived::Rule;

            #[cfg(feature = "oracle")]
            fn pest_parse(
                rule: Rule,
                input: &str,
            ) -> Result<
                ::pest::iterators::Pairs<'_, derived::Rule>,
                Box<::pest::error::Error<derived::Rule>>,
            > {
                <derived::Parser as ::pest::Parser<derived::Rule>>::parse(rule.into(), input)
                    .map_err(Box::new)
            }
        }
    };
}

/// Runs `$body` with `$P` the type of the parser build.rs compiles for the
/// edition `$grammar` (`crate::grammar::<module>::Parser`): one exhaustive
/// `match`, an arm per edition of the subset named first (`Edition`,
/// `GenericGrammar` or `UrlGrammar`), so the code that picks a parser is
/// written once, generically. A new edition's arms go here, beside its `mod`
/// line below: the compiler asks for them (the `match` is exhaustive), and
/// `tests::each_edition_runs_its_own_parser` holds each arm's parser to its
/// edition.
macro_rules! with_parser {
    (@arm $P:ident, $module:ident, $body:expr) => {{
        type $P = $crate::grammar::$module::Parser;
        $body
    }};
    (Edition: $grammar:expr, $P:ident => $body:expr) => {
        match $grammar {
            $crate::edition::Edition::UriDraft => $crate::grammar::with_parser!(@arm $P, uri_draft, $body),
            $crate::edition::Edition::Rfc1630 => $crate::grammar::with_parser!(@arm $P, rfc1630, $body),
            $crate::edition::Edition::Rfc1630Url => $crate::grammar::with_parser!(@arm $P, rfc1630_url, $body),
            $crate::edition::Edition::UrlDraft02 => $crate::grammar::with_parser!(@arm $P, url_draft_02, $body),
            $crate::edition::Edition::UrlDraft03 => $crate::grammar::with_parser!(@arm $P, url_draft_03, $body),
            $crate::edition::Edition::Rfc1738 => $crate::grammar::with_parser!(@arm $P, rfc1738, $body),
            $crate::edition::Edition::Rfc1808 => $crate::grammar::with_parser!(@arm $P, rfc1808, $body),
            $crate::edition::Edition::Rfc2396 => $crate::grammar::with_parser!(@arm $P, rfc2396, $body),
            $crate::edition::Edition::Rfc3986 => $crate::grammar::with_parser!(@arm $P, rfc3986, $body),
        }
    };
    (GenericGrammar: $grammar:expr, $P:ident => $body:expr) => {
        match $grammar {
            $crate::edition::GenericGrammar::UriDraft => $crate::grammar::with_parser!(@arm $P, uri_draft, $body),
            $crate::edition::GenericGrammar::Rfc1630 => $crate::grammar::with_parser!(@arm $P, rfc1630, $body),
        }
    };
    (UrlGrammar: $grammar:expr, $P:ident => $body:expr) => {
        match $grammar {
            $crate::edition::UrlGrammar::Rfc1630Url => $crate::grammar::with_parser!(@arm $P, rfc1630_url, $body),
            $crate::edition::UrlGrammar::UrlDraft02 => $crate::grammar::with_parser!(@arm $P, url_draft_02, $body),
            $crate::edition::UrlGrammar::UrlDraft03 => $crate::grammar::with_parser!(@arm $P, url_draft_03, $body),
            $crate::edition::UrlGrammar::Rfc1738 => $crate::grammar::with_parser!(@arm $P, rfc1738, $body),
        }
    };
}
pub(crate) use with_parser;

// Declared before the grammars' modules, which expand its macro.
#[macro_use]
mod roles;

#[cfg(test)]
mod citations;
pub(crate) mod dfa;
pub(crate) mod fill;
pub(crate) mod generated;
pub(crate) mod rfc1630;
pub(crate) mod rfc1630_url;
pub(crate) mod rfc1738;
pub(crate) mod rfc1808;
pub(crate) mod rfc2396;
pub(crate) mod rfc3986;
pub(crate) mod tracker;
pub(crate) mod uri_draft;
pub(crate) mod url_draft_02;
pub(crate) mod url_draft_03;
pub(crate) mod walk;

/// What one rule of a grammar stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Meaning {
    /// A production of the spec.
    Production(Production),
    /// pest's `EOI`.
    EndOfInput,
    /// An entry point or helper that is not in the spec; never shown.
    Hidden,
}

/// One `.pest` file, compiled by build.rs.
pub(crate) trait PestGrammar {
    /// The `Rule` enum build.rs wrote (`$OUT_DIR/<name>_rule.rs`): pest_derive's
    /// variants, order and derives.
    type Rule: Copy + Debug + Eq + Hash + Ord + generated::Saves + 'static;
    /// The edition the grammar transcribes.
    const EDITION: Edition;
    /// The production a rule stands for; an exhaustive `match` with no `_` arm
    /// in every implementation, so a new rule forces a decision. build.rs
    /// writes it from the `///` citation above each rule of the `.pest` file
    /// (the production as printed and where), hidden for the entry points.
    fn meaning(rule: Self::Rule) -> Meaning;
    /// The literals that separate the parts of this grammar's productions
    /// (`:`, `/`, `?`, `#`): named in an error when one would have continued
    /// the parse. Character-class members are left out: the production that
    /// holds them is named instead.
    const DELIMITERS: &'static [&'static str];
    /// Every rule but `EOI`, in file order (as pest_derive's `Rule::all_rules()`).
    fn all_rules() -> &'static [Self::Rule];
    /// Run the parser build.rs compiled from the same `.pest` file from
    /// `rule`, reporting a span to `sink` wherever pest would make a pair:
    /// the end of the match, or the furthest offset a character was tried at.
    fn compiled<S: generated::Sink<Self::Rule>>(
        rule: Self::Rule,
        input: &[u8],
        sink: &mut S,
    ) -> Result<usize, usize>;
    /// Run the explaining parser build.rs compiled from the same `.pest`
    /// file from `rule`, keeping pest's record of attempts in `tracker`: the
    /// end of the match, or `None`. Run only on an input the parser of
    /// [`PestGrammar::compiled`] rejected.
    fn explain(rule: Self::Rule, tracker: &mut tracker::Tracker<'_, Self::Rule>) -> Option<usize>;
    /// Whether the automaton build.rs compiles from the grammar's entry
    /// points (`build/compile/automaton.rs`) accepts the whole of `input`
    /// from `rule`: None where `rule` is not an entry point or the grammar
    /// has no automaton. [`PestGrammar::compiled`] takes its verdict where
    /// the sink keeps nothing (the tests ask it directly).
    #[cfg(feature = "oracle")]
    fn automaton(rule: Self::Rule, input: &[u8]) -> Option<Result<(), usize>>;
    /// Where the automaton stops accepting `input` from `rule`: the offset
    /// and its dead end ([`dfa::DeadEnd`]); None where it accepts, `rule`
    /// is not an entry point or the grammar has no automaton.
    fn dead_end(rule: Self::Rule, input: &[u8]) -> Option<(usize, dfa::DeadEnd)>;
    /// Whether a rejection's error is taken from the automaton's dead end
    /// ([`Failure::error`]; build.rs says for which grammars, and why not
    /// for the others).
    const BY_DEAD_END: bool;
    /// The expected list of every rejection from `rule` that reaches the
    /// dead end `end`: the one the explaining parser gives on the shortest
    /// input that reaches it, explained once ([`explain_dead_end`]); None
    /// where it is not taken from the dead end.
    fn dead_end_expected(rule: Self::Rule, end: dfa::DeadEnd) -> Option<&'static [Expected]>;
    /// pest_derive's `Rule` of the same file: the same variants.
    #[cfg(feature = "oracle")]
    type Derived: pest::RuleType + From<Self::Rule> + Into<Self::Rule>;
    /// Run pest's parser of the same file from `rule`.
    #[cfg(feature = "oracle")]
    #[allow(clippy::type_complexity)]
    fn pest_parse(
        rule: Self::Rule,
        input: &str,
    ) -> Result<Pairs<'_, Self::Derived>, Box<pest::error::Error<Self::Derived>>>;
}

impl crate::edition::Edition {
    /// The production of this grammar named `name` as its document prints it
    /// (`"gopheraddress"`, `"URI-reference"`), with the section that defines
    /// it; `None` when the document has no such production.
    pub fn production(self, name: &str) -> Option<Production> {
        crate::grammar::with_parser!(Edition: self, G => G::all_rules().iter().find_map(|&rule| {
            match G::meaning(rule) {
                Meaning::Production(p) if p.name == name => Some(p),
                Meaning::Production(_) | Meaning::EndOfInput | Meaning::Hidden => None,
            }
        }))
    }
}

/// The mechanical name map of `grammar/README.md`, "Name map": "`-` becomes
/// `_` ... and `+` becomes `_plus`" (`URI-reference` -> `URI_reference`, `gopher+_string` ->
/// `gopher_plus_string`).
pub(crate) fn map_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        match c {
            '-' => out.push('_'),
            '+' => out.push_str("_plus"),
            c => out.push(c),
        }
    }
    out
}

/// A production of `spec` named `name`, defined at `section`.
pub(crate) const fn production(
    spec: Edition,
    name: &'static str,
    section: &'static str,
) -> Meaning {
    Meaning::Production(Production {
        spec,
        name,
        section,
    })
}

/// Parse the whole `input` from the entry-point `rule` of grammar `G` with
/// the parser compiled from the same `.pest` file, and fill `record` through
/// the walker table `role`: the hot path, which makes no pest pairs. A
/// failure is explained by the explaining parser ([`syntax_error`]).
pub(crate) fn read<G, Rec>(
    rule: G::Rule,
    input: &str,
    role: impl Fn(G::Rule) -> fill::Role<Rec::Slot>,
    record: &mut Rec,
) -> Result<(), SyntaxError>
where
    G: PestGrammar,
    Rec: fill::Record + fill::Cleared + Copy + PartialEq,
{
    try_read::<G, Rec>(rule, input, role, record).map_err(|failure| failure.error(input))
}

/// [`read`], leaving the explanation of a failure to the caller, who may
/// not need it (a URL grammar's failure on a scheme the generic grammar
/// reads).
pub(crate) fn try_read<G, Rec>(
    rule: G::Rule,
    input: &str,
    role: impl Fn(G::Rule) -> fill::Role<Rec::Slot>,
    record: &mut Rec,
) -> Result<(), Failure<G>>
where
    G: PestGrammar,
    Rec: fill::Record + fill::Cleared + Copy + PartialEq,
{
    let mut sink = generated::Filler::new(record, role);
    match G::compiled(rule, input.as_bytes(), &mut sink) {
        Ok(_) => Ok(()),
        Err(furthest) => Err(Failure { rule, furthest }),
    }
}

/// A compiled parse of the entry point `rule` that failed, the furthest
/// offset it failed at, not yet explained.
pub(crate) struct Failure<G: PestGrammar> {
    rule: G::Rule,
    furthest: usize,
}

impl<G: PestGrammar> Failure<G> {
    /// The failure of the compiled parse from `rule`, at `furthest`.
    pub(crate) fn new(rule: G::Rule, furthest: usize) -> Self {
        Failure { rule, furthest }
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
        match dead_end_error::<G>(self.rule, input, self.furthest) {
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
    let (dead, end) = G::dead_end(rule, input.as_bytes())?;
    if dead != furthest {
        return None;
    }
    // A malformed escape where the input dies (at its `%` or the two bytes
    // after it) moves the error to its `%`, as [`error_of`] does with
    // pest's offset, which is the dead one.
    if let Some(bad) = first_malformed_escape(input)
        && bad <= dead
        && dead <= bad + 2
    {
        return Some(malformed_escape::<G>(input, bad));
    }
    let expected = G::dead_end_expected(rule, end)?;
    // The list is an error's already (`explain_dead_end`).
    Some(SyntaxError::with_expected(
        G::EDITION,
        input,
        dead,
        expected.to_vec(),
    ))
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
    let escape = escape_production::<G>();
    SyntaxError::new(G::EDITION, input, bad, escape.into_iter().collect())
        .with_note("'%' must be followed by two hex digits")
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
    let bytes = input.as_bytes();
    bytes.iter().enumerate().find_map(|(i, &b)| {
        let ok = b != b'%'
            || (bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit));
        (!ok).then_some(i)
    })
}

/// Does `rule` of `G` match the whole of `input`? The rule tables of the
/// grammars' unit tests: a rule "accepts" a string only when it consumes all
/// of it.
#[cfg(test)]
pub(crate) fn whole<G: PestGrammar>(rule: G::Rule, input: &str) -> bool {
    G::compiled(rule, input.as_bytes(), &mut generated::Null) == Ok(input.len())
}

/// Every span of the parse of `input` from `rule` of `G`, in pre-order
/// (parents first), each with its depth; `None` when it fails.
#[cfg(test)]
pub(crate) fn pre_order<G: PestGrammar>(
    rule: G::Rule,
    input: &str,
) -> Option<Vec<generated::Node<G::Rule>>> {
    let mut sink = generated::Tree::new(|_| true);
    G::compiled(rule, input.as_bytes(), &mut sink).ok()?;
    Some(sink.into_pre_order())
}

/// The rule of the first child of `rule` of `G` matching the whole of
/// `input` (which alternative a choice took), if it does.
#[cfg(test)]
pub(crate) fn whole_child<G: PestGrammar>(rule: G::Rule, input: &str) -> Option<G::Rule> {
    let nodes = pre_order::<G>(rule, input)?;
    let [root, child, ..] = nodes.as_slice() else {
        return None;
    };
    (root.rule == rule && root.end == input.len() && child.depth == 1).then_some(child.rule)
}

/// `rule` of `G` accepts every string of `accept` whole, and none of `reject`.
#[cfg(test)]
#[track_caller]
pub(crate) fn table<G: PestGrammar>(rule: G::Rule, accept: &[&str], reject: &[&str]) {
    for input in accept {
        assert!(whole::<G>(rule, input), "{rule:?} must accept {input:?}");
    }
    for input in reject {
        assert!(!whole::<G>(rule, input), "{rule:?} must reject {input:?}");
    }
}

#[cfg(test)]
mod tests {
    use super::first_malformed_escape;
    use crate::edition::{Edition, Family};

    /// `with_parser!`'s arms, written by hand, pick each edition's own
    /// parser, in each of its subsets.
    #[test]
    fn each_edition_runs_its_own_parser() {
        use super::PestGrammar;
        for edition in Edition::ALL {
            let ran = crate::grammar::with_parser!(Edition: edition, G => G::EDITION);
            assert_eq!(ran, edition);
            let ran = match edition.family() {
                Family::Generic(g) => {
                    crate::grammar::with_parser!(GenericGrammar: g, G => G::EDITION)
                }
                Family::Url(g) => crate::grammar::with_parser!(UrlGrammar: g, G => G::EDITION),
                Family::Rfc1808 | Family::Rfc2396 | Family::Rfc3986 => edition,
            };
            assert_eq!(ran, edition);
        }
    }

    /// The `Rule` build.rs writes is pest_derive's: the same variants (the
    /// conversions match them by name, exhaustively), in the same order,
    /// which the explaining parser relies on (pest sorts an error's rules
    /// by it).
    #[cfg(feature = "oracle")]
    #[test]
    fn rules_are_pest_derives() {
        use super::PestGrammar;
        for grammar in crate::edition::Edition::ALL {
            crate::grammar::with_parser!(Edition: grammar, G => {
                let ours = G::all_rules();
                let theirs: Vec<<G as PestGrammar>::Derived> =
                    ours.iter().map(|&rule| rule.into()).collect();
                assert!(theirs.windows(2).all(|w| w[0] < w[1]), "{grammar}: {theirs:?}");
                for (rule, derived) in ours.iter().zip(&theirs) {
                    assert_eq!(format!("{rule:?}"), format!("{derived:?}"), "{grammar}");
                }
            });
        }
    }

    #[test]
    fn malformed_escapes() {
        assert_eq!(first_malformed_escape("a%41b"), None);
        assert_eq!(first_malformed_escape("a%4"), Some(1));
        assert_eq!(first_malformed_escape("%%3D"), Some(0));
        assert_eq!(first_malformed_escape("ab%*"), Some(2));
        assert_eq!(first_malformed_escape("x%as"), Some(1));
    }
}
