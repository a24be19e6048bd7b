//! The `editions!` macro: the table of editions is written once, as its
//! invocation in `spec.rs`, and every type and dispatch that names editions is
//! expanded from it.
//!
//! From the rows it writes: [`Spec`](super::Spec) (a variant a row),
//! [`EDITIONS`](super::EDITIONS) (the rows themselves), from the rows with a
//! `rules:` field [`RuleSet`](super::RuleSet), and from the rows with a
//! `grammar:` field [`Grammar`](super::Grammar), its families
//! [`GenericGrammar`](super::GenericGrammar) and
//! [`UrlGrammar`](super::UrlGrammar), the conversions between them, and the
//! crate-private dispatch macros `with_grammar!`, `with_generic_grammar!`,
//! `with_url_grammar!` and `url_grammars!`. A dispatch macro is one
//! exhaustive `match`, an arm per grammar of the table, that names the
//! grammar's pest parser (`crate::grammar::<module>::Parser`) as a type for
//! its body, so the code that picks a parser is written once, generically,
//! and a new row reaches it without an edit.
//!
//! A row:
//!
//! ```text
//! /// Rustdoc of the `Spec` variant.
//! UrlDraft03 {
//!     name: "url-draft-03",
//!     document: "...",
//!     date: "March 1994",
//!     grammar: Url(url_draft_03, "url_eoi"),     // only with a .pest grammar
//!     bnf: bnf_file!(Tbl, "url-draft-03", ...),  // or None
//!     rules: "...",  // only with resolution rules: the doc of its `RuleSet` variant
//! },
//! ```
//!
//! `grammar:` names the family (`Generic`, `Url`, `Rfc1808`, `Rfc2396` or `Rfc3986`), the module of
//! `crate::grammar` that holds the pest parser and its walker table, and the
//! entry rule that anchors a whole input.
//!
//! The first token of the invocation is `$`, which the generated macros need
//! for their own metavariables.

macro_rules! editions {
    (
        $d:tt
        $(
            $(#[$attr:meta])*
            $spec:ident {
                name: $name:literal,
                document: $document:literal,
                date: $date:literal,
                $( grammar: $family:ident($module:ident, $entry:literal), )?
                bnf: $bnf:expr
                $(, rules: $rules:literal)? $(,)?
            }
        ),* $(,)?
    ) => {
        /// One specification edition: a row of [`EDITIONS`].
        ///
        /// The variant's spec name (its row's [`Edition::name`]) is the name
        /// used on the command line, in `grammar/<name>.pest`, under
        /// `tests/cases/<name>/` and `snapshots/<name>/`.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "serde", serde(into = "&'static str", try_from = "&str"))]
        #[non_exhaustive]
        pub enum Spec {
            $( $(#[$attr])* $spec, )*
        }

        /// How many editions the table has.
        const EDITION_COUNT: usize = [$(Spec::$spec),*].len();

        impl Spec {
            /// Every edition, oldest first (the order of [`EDITIONS`]).
            pub const ALL: [Spec; EDITION_COUNT] = [$(Spec::$spec),*];
        }

        /// Every edition urispec knows, oldest first, in the order of [`Spec`].
        pub const EDITIONS: [Edition; EDITION_COUNT] = [
            $(
                Edition {
                    spec: Spec::$spec,
                    name: $name,
                    document: $document,
                    date: $date,
                    grammar: editions!(@file $spec $name $($entry)?),
                    bnf: $bnf,
                    rules: editions!(@rules $spec $($rules)?),
                },
            )*
        ];

        /// An edition with a `.pest` grammar here: what [`crate::parse`] and
        /// [`crate::explain()`] take.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "serde", serde(into = "Spec", try_from = "Spec"))]
        #[non_exhaustive]
        pub enum Grammar {
            $($(
                #[doc = concat!("`grammar/", $name, ".pest`: ", $document, ".")]
                // Names `$module`, which drives the repetition; `any()` is
                // false, so the attribute is never applied.
                #[cfg_attr(any(), doc = stringify!($module))]
                $spec,
            )?)*
        }

        impl Grammar {
            /// Every grammar, oldest first (the order of [`EDITIONS`]).
            pub const ALL: [Grammar; [$($(editions!(@keep $module Grammar::$spec),)?)*].len()] =
                [$($(editions!(@keep $module Grammar::$spec),)?)*];

            /// The edition whose grammar this is.
            pub const fn spec(self) -> Spec {
                match self {
                    $($( editions!(@keep $module Grammar::$spec) => Spec::$spec, )?)*
                }
            }

            /// The grammar's `.pest` file (its path and text).
            pub const fn file(self) -> GrammarFile {
                match self {
                    $($( Grammar::$spec => editions!(@grammar_file $spec $name $entry), )?)*
                }
            }

            /// The family of syntax tree the grammar gives.
            pub const fn family(self) -> Family {
                match self {
                    $($( Grammar::$spec => editions!(@family $family $spec $module), )?)*
                }
            }
        }

        editions!(@dispatch $d with_grammar Grammar $($($spec $module)?)*);

        /// A document's rules for resolving partial forms ([`crate::resolve`]).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum RuleSet {
            $($( #[doc = concat!($rules, ".")] $spec, )?)*
        }

        impl RuleSet {
            /// Every rule set, oldest first.
            pub const ALL: [RuleSet; [$($(editions!(@keep $rules RuleSet::$spec),)?)*].len()] =
                [$($(editions!(@keep $rules RuleSet::$spec),)?)*];

            /// The document whose partial-form rules these are.
            pub const fn spec(self) -> Spec {
                match self {
                    $($( RuleSet::$spec => editions!(@keep $rules Spec::$spec), )?)*
                }
            }
        }

        editions!(@split $d [] [] $($( $family $spec $module $document; )?)*);
    };

    // A row's `GrammarFile`, when it has a grammar.
    (@file $spec:ident $name:literal) => { None };
    (@file $spec:ident $name:literal $entry:literal) => {
        Some(editions!(@grammar_file $spec $name $entry))
    };
    (@grammar_file $spec:ident $name:literal $entry:literal) => {
        GrammarFile {
            grammar: Grammar::$spec,
            path: concat!("grammar/", $name, ".pest"),
            source: include_str!(concat!("../grammar/", $name, ".pest")),
            entry: $entry,
        }
    };

    // A row's `RuleSet`, when it has resolution rules.
    (@rules $spec:ident) => { None };
    (@rules $spec:ident $doc:literal) => { Some(RuleSet::$spec) };

    // `$keep`, once per `$ignored` (which drives the repetition).
    (@keep $ignored:tt $($keep:tt)*) => { $($keep)* };

    // A grammar's `Family`.
    (@family Generic $spec:ident $module:ident) => { Family::Generic(GenericGrammar::$spec) };
    (@family Url $spec:ident $module:ident) => { Family::Url(UrlGrammar::$spec) };
    (@family Rfc1808 $spec:ident $module:ident) => { Family::Rfc1808 };
    (@family Rfc2396 $spec:ident $module:ident) => { Family::Rfc2396 };
    (@family Rfc3986 $spec:ident $module:ident) => { Family::Rfc3986 };

    // `$name!(grammar, P => body)`: runs `body` with `P` the grammar type of
    // `grammar`, a value of `$enum`; one arm per variant.
    (@dispatch $d:tt $name:ident $enum:ident $($variant:ident $module:ident)*) => {
        #[doc = concat!(
            "Runs `$body` with `$P` the grammar type of `$grammar` (a [`",
            stringify!($enum),
            "`]): one arm per grammar of the table."
        )]
        #[allow(unused_macros)]
        macro_rules! $name {
            ($d grammar:expr, $d P:ident => $d body:expr) => {
                match $d grammar {
                    $(
                        $crate::spec::$enum::$variant => {
                            type $d P = $crate::grammar::$module::Parser;
                            $d body
                        }
                    )*
                }
            };
        }
        #[allow(unused_imports)]
        pub(crate) use $name;
    };

    // The grammars of each family of more than one edition, in table order.
    (@split $d:tt [$($g:tt)*] [$($u:tt)*] Generic $spec:ident $module:ident $doc:literal; $($rest:tt)*) => {
        editions!(@split $d [$($g)* $spec $module $doc;] [$($u)*] $($rest)*);
    };
    (@split $d:tt [$($g:tt)*] [$($u:tt)*] Url $spec:ident $module:ident $doc:literal; $($rest:tt)*) => {
        editions!(@split $d [$($g)*] [$($u)* $spec $module $doc;] $($rest)*);
    };
    (@split $d:tt [$($g:tt)*] [$($u:tt)*] Rfc1808 $spec:ident $module:ident $doc:literal; $($rest:tt)*) => {
        editions!(@split $d [$($g)*] [$($u)*] $($rest)*);
    };
    (@split $d:tt [$($g:tt)*] [$($u:tt)*] Rfc2396 $spec:ident $module:ident $doc:literal; $($rest:tt)*) => {
        editions!(@split $d [$($g)*] [$($u)*] $($rest)*);
    };
    (@split $d:tt [$($g:tt)*] [$($u:tt)*] Rfc3986 $spec:ident $module:ident $doc:literal; $($rest:tt)*) => {
        editions!(@split $d [$($g)*] [$($u)*] $($rest)*);
    };
    (@split $d:tt
        [$($gs:ident $gm:ident $gdoc:literal;)*]
        [$($us:ident $um:ident $udoc:literal;)*]
    ) => {
        /// The editions with a generic grammar: `scheme : path [ ? search ]
        /// [ # fragmentid ]`, no authority.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum GenericGrammar {
            $( #[doc = concat!($gdoc, ".")] $gs, )*
        }

        /// The editions with a grammar of specific URL schemes.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum UrlGrammar {
            $( #[doc = concat!($udoc, ".")] $us, )*
        }

        impl GenericGrammar {
            /// Every generic grammar, oldest first.
            pub const ALL: [GenericGrammar; [$(GenericGrammar::$gs),*].len()] =
                [$(GenericGrammar::$gs),*];
        }

        impl UrlGrammar {
            /// Every URL grammar, oldest first.
            pub const ALL: [UrlGrammar; [$(UrlGrammar::$us),*].len()] = [$(UrlGrammar::$us),*];
        }

        impl From<GenericGrammar> for Grammar {
            fn from(g: GenericGrammar) -> Grammar {
                match g {
                    $( GenericGrammar::$gs => Grammar::$gs, )*
                }
            }
        }

        impl From<UrlGrammar> for Grammar {
            fn from(g: UrlGrammar) -> Grammar {
                match g {
                    $( UrlGrammar::$us => Grammar::$us, )*
                }
            }
        }

        editions!(@dispatch $d with_generic_grammar GenericGrammar $($gs $gm)*);
        editions!(@dispatch $d with_url_grammar UrlGrammar $($us $um)*);

        /// Calls `$callback!` with every URL grammar: `variant module
        /// "document";` in table order.
        #[allow(unused_macros)]
        macro_rules! url_grammars {
            ($d callback:ident) => {
                $d callback! { $( $us $um $udoc; )* }
            };
        }
        #[allow(unused_imports)]
        pub(crate) use url_grammars;
    };
}
