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
        pub(super) mod compiled {
            include!(concat!(env!("OUT_DIR"), "/", $stem, "_parser.rs"));
        }

        /// The rules each arm of the tagged automaton's acceptance reports
        /// (the records' tests read them).
        #[cfg(test)]
        pub(crate) const TAGGED_ACCEPTS: &[&[Rule]] = compiled::TAGGED_ACCEPTS;

        /// The parser that explains a failure, which build.rs compiles
        /// from the same `.pest` file (`build/explain.rs`): it keeps pest's
        /// record of attempts.
        #[allow(non_snake_case, unused_variables, unused_labels, dead_code, clippy::all)]
        mod explain {
            include!(concat!(env!("OUT_DIR"), "/", $stem, "_explain.rs"));
        }

        /// The expected list of the dead end `end` from `rule`
        /// ([`PestGrammar::dead_end_expected`](crate::grammar::PestGrammar::dead_end_expected)),
        /// explained into `slot` the first time it is reached.
        #[cold]
        #[inline(never)]
        fn explained_once(
            slot: &'static ::std::sync::OnceLock<Option<Box<[$crate::error::Expected]>>>,
            rule: Rule,
            end: $crate::grammar::dfa::DeadEnd,
        ) -> Option<&'static [$crate::error::Expected]> {
            slot.get_or_init(|| {
                let input = compiled::dead_end_input(end)?;
                let expected =
                    $crate::grammar::explain_dead_end::<Parser>(rule, end, &input)?;
                // Where another input to the dead end is explained
                // otherwise, the dead end stands for places pest tells
                // apart: no error is taken from it.
                for other in compiled::dead_end_witnesses(end) {
                    if $crate::grammar::explain_dead_end::<Parser>(rule, end, &other)?
                        != expected
                    {
                        return None;
                    }
                }
                Some(expected)
            })
            .as_deref()
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

            const SCHEME_LINES: bool = compiled::scheme_only::LINES;

            #[inline(always)]
            fn scheme_line<S: $crate::grammar::generated::Sink<Rule>>(
                rule: Rule,
                rest: &[u8],
                sink: &mut S,
            ) -> Option<(Result<usize, usize>, Option<usize>)> {
                compiled::scheme_only::tagged_line(rule, rest, sink)
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

            const PERCENT_ONLY_ESCAPES: bool = compiled::PERCENT_ONLY_ESCAPES;

            // Inlined where a rejection is read: a list explained before is
            // a load and a test; the explaining is out of line.
            #[inline]
            fn dead_end_expected(
                rule: Rule,
                end: $crate::grammar::dfa::DeadEnd,
            ) -> Option<&'static [$crate::error::Expected]> {
                type Slot = ::std::sync::OnceLock<Option<Box<[$crate::error::Expected]>>>;
                const KINDS: usize = compiled::DEAD_END_KINDS;
                /// Whether a state's dead ends are one per class of byte,
                /// kept apart only once one of them is reached (so that the
                /// slots of states never reached take no room).
                const BY_STATE: bool = KINDS > 2;
                const FLAT: usize = if BY_STATE { 0 } else { compiled::DEAD_ENDS };
                const STATES: usize = if BY_STATE { compiled::DEAD_ENDS / KINDS } else { 0 };
                /// Each dead end's expected list, explained the first time
                /// a rejection reaches it.
                static EXPECTED: [Slot; FLAT] = [const { Slot::new() }; FLAT];
                /// The same, where a state's are one per class: its slots,
                /// made the first time one is reached.
                static EXPECTED_BY_STATE: [::std::sync::OnceLock<Box<[Slot]>>; STATES] =
                    [const { ::std::sync::OnceLock::new() }; STATES];
                let index = compiled::dead_end_index(end);
                let slot = if BY_STATE {
                    EXPECTED_BY_STATE
                        .get(index / KINDS)?
                        .get_or_init(|| (0..KINDS).map(|_| Slot::new()).collect())
                        .get(index % KINDS)?
                } else {
                    EXPECTED.get(index)?
                };
                match slot.get() {
                    Some(explained) => explained.as_deref(),
                    None => explained_once(slot, rule, end),
                }
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
mod failure;
pub(crate) use failure::{check, explain_dead_end, Failure};
#[cfg(feature = "oracle")]
pub(crate) use failure::{dead_end_error, error_of, Attempts};
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
    /// Whether [`PestGrammar::scheme_line`] reads lines in place: the
    /// grammar has a tagged automaton of the scheme alone, and no rule
    /// reads `\n` or `\r`.
    const SCHEME_LINES: bool;
    /// [`PestGrammar::compiled`] into a sink that keeps the scheme alone,
    /// on the line at the start of `rest` (lines one after another, read in
    /// place): the verdict on the line alone, and the line's length without
    /// its ending where the automaton stopped at its end (None where it
    /// rejected inside the line). None where the line is to be read alone.
    fn scheme_line<S: generated::Sink<Self::Rule>>(
        rule: Self::Rule,
        rest: &[u8],
        sink: &mut S,
    ) -> Option<(Result<usize, usize>, Option<usize>)>;
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
    /// Whether a `%` not followed by two hex digits kills every parse at
    /// the byte after it or the one after that (build.rs reads it off the
    /// automaton): then no malformed escape stands more than two bytes
    /// before where a rejected input dies, and none is looked for there.
    const PERCENT_ONLY_ESCAPES: bool;
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
#[inline]
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

/// [`read`] into a record of the scheme alone ([`fill::SchemeOnly`]):
/// the verdict, the error, and the text of the scheme's span where the
/// parse has one (what a tally by scheme needs of a line).
#[inline]
pub(crate) fn read_scheme<G, S>(
    rule: G::Rule,
    input: &str,
    role: impl Fn(G::Rule) -> fill::Role<S>,
) -> Result<Option<&str>, SyntaxError>
where
    G: PestGrammar,
    S: fill::SchemeSlot + PartialEq,
{
    let mut only = fill::SchemeOnly::default();
    read::<G, _>(rule, input, role, &mut only)?;
    Ok(only.scheme.map(|span| &input[span.range()]))
}

/// What [`read_scheme_line`] makes of the line at the start of a run of
/// lines: what the compiled parse of the line alone into a record of the
/// scheme alone gives ([`read_scheme`] before its error is explained).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LineRead {
    /// The line is accepted: its length without its ending, and the span
    /// of its scheme where it has one.
    Accepted {
        len: usize,
        scheme: Option<fill::Span>,
    },
    /// The line is rejected: its length where the automaton stopped at its
    /// end (None where it stopped inside it), and the failure
    /// ([`scheme_line_error`] explains it on the line's text). Where the
    /// dead end decides the error, `decided` is its offset and list, without
    /// the error made ([`failure::decided_by_dead_end`]).
    Rejected {
        len: Option<usize>,
        furthest: usize,
        dead_end: Option<(usize, dfa::DeadEnd)>,
        decided: Option<(usize, &'static [crate::error::Expected])>,
    },
}

/// [`read_scheme`] on the line at the start of `rest`, a run of lines read
/// in place (no line is cut out first, nor its end looked for): the same
/// verdict and scheme as on the line alone, the error left to
/// [`scheme_line_error`]. None where the line is to be read alone
/// ([`PestGrammar::scheme_line`]).
#[inline]
pub(crate) fn read_scheme_line<G, S>(
    rule: G::Rule,
    rest: &[u8],
    role: impl Fn(G::Rule) -> fill::Role<S>,
) -> Option<LineRead>
where
    G: PestGrammar,
    S: fill::SchemeSlot + PartialEq,
{
    if !G::SCHEME_LINES {
        return None;
    }
    let mut only = fill::SchemeOnly::default();
    let mut sink = generated::Filler::new(&mut only, role);
    Some(match G::scheme_line(rule, rest, &mut sink)? {
        (Ok(len), _) => LineRead::Accepted {
            len,
            scheme: only.scheme,
        },
        (Err(furthest), len) => {
            let dead_end = sink.dead_end();
            LineRead::Rejected {
                len,
                furthest,
                dead_end,
                decided: failure::decided_by_dead_end::<G>(rule, rest, furthest, dead_end),
            }
        }
    })
}

/// The error of a line [`read_scheme_line`] rejected, `input` its text:
/// the one [`read_scheme`] gives on it.
#[inline(always)]
pub(crate) fn scheme_line_error<G: PestGrammar>(
    rule: G::Rule,
    input: &str,
    furthest: usize,
    dead_end: Option<(usize, dfa::DeadEnd)>,
) -> SyntaxError {
    Failure::<G>::new(rule, furthest)
        .reached(dead_end)
        .error(input)
}

/// [`read`], leaving the explanation of a failure to the caller, who may
/// not need it (a URL grammar's failure on a scheme the generic grammar
/// reads).
#[inline]
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
        Err(furthest) => Err(Failure::new(rule, furthest).reached(sink.dead_end())),
    }
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
mod tests;
