//! Crate-internal macros shared by the syntax-tree modules.

/// Declares leaves of a syntax tree: each `pub struct Name;` (with its
/// Rustdoc and attributes) becomes a `Copy` view holding its text and where
/// that text starts in the whole input, with the accessors of
/// [`leaf_accessors!`]. The type's own doc carries the example; the
/// accessors are checked in `tests/accessors.rs`.
macro_rules! leaves {
    (
        $(
            $(#[$attr:meta])*
            pub struct $ty:ident;
        )*
    ) => {
        $(
            $(#[$attr])*
            #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
            pub struct $ty<'a> {
                raw: &'a str,
                offset: usize,
            }

            leaf_accessors!($ty);
        )*
    };
}

/// The accessors every leaf of a syntax tree has: a node that holds
/// `raw: &'a str` (its text, as in the input) and `offset: usize` (where that
/// text starts in the whole input). `Display` writes the raw text back.
macro_rules! leaf_accessors {
    ($ty:ident) => {
        impl<'a> $ty<'a> {
            /// The leaf at `span` of `text` (a span of a successful parse).
            #[allow(dead_code)] // some leaves are only ever cut from others
            pub(crate) fn at(text: &'a str, span: $crate::grammar::fill::Span) -> Self {
                $ty {
                    raw: &text[span.range()],
                    offset: span.start,
                }
            }

            /// The raw text, as in the input.
            pub fn as_str(&self) -> &'a str {
                self.raw
            }

            /// Byte range in the whole input.
            pub fn span(&self) -> ::std::ops::Range<usize> {
                self.offset..self.offset + self.raw.len()
            }

            /// The octets, with every `%hh` escape decoded; borrows when there is none.
            pub fn decode(&self) -> ::std::borrow::Cow<'a, [u8]> {
                $crate::escape::decode(self.raw)
            }

            /// [`decode`](Self::decode) as UTF-8 text, where the octets allow.
            pub fn decode_utf8(&self) -> Option<::std::borrow::Cow<'a, str>> {
                $crate::escape::decode_utf8(self.raw)
            }
        }

        impl ::std::fmt::Display for $ty<'_> {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.raw)
            }
        }

        impl AsRef<str> for $ty<'_> {
            fn as_ref(&self) -> &str {
                self.raw
            }
        }
    };
}

/// For an owned form with a `text: String` field and a `FromStr` that parses
/// with the error `$err`: `TryFrom<&str>` (as `FromStr`), `From<_> for
/// String` (the text, no copy) and `AsRef<str>`; with `Display`, also a
/// `Display` that writes the text.
macro_rules! owned_text {
    ($ty:ident, $err:ty, Display) => {
        owned_text!($ty, $err);

        impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&self.text)
            }
        }
    };
    ($ty:ident, $err:ty) => {
        impl TryFrom<&str> for $ty {
            type Error = $err;

            fn try_from(s: &str) -> Result<Self, Self::Error> {
                s.parse()
            }
        }

        impl From<$ty> for String {
            fn from(owned: $ty) -> Self {
                owned.text
            }
        }

        impl AsRef<str> for $ty {
            fn as_ref(&self) -> &str {
                &self.text
            }
        }
    };
}

/// `UriLike` for a borrowed view `$view` and its owned form `$owned`, each
/// method written once over `$v`: the view itself (a `Copy` value whose
/// accessors return text of its input's lifetime), or what the owned form's
/// `borrow()` gives. `$method`s are those returning an optional part.
macro_rules! uri_like {
    (
        $view:ty, $owned:ty, |$v:ident| {
            spec: $spec:expr,
            is_opaque: $opaque:expr,
            $($method:ident: $body:expr),* $(,)?
        }
    ) => {
        uri_like!(@impl $view, this => *this, $v, $spec, $opaque, $($method: $body),*);
        uri_like!(@impl $owned, this => this.borrow(), $v, $spec, $opaque, $($method: $body),*);
    };
    (
        @impl $ty:ty, $this:ident => $view:expr, $v:ident, $spec:expr, $opaque:expr,
        $($method:ident: $body:expr),*
    ) => {
        impl $crate::traits::UriLike for $ty {
            fn spec(&self) -> $crate::spec::Edition {
                let $this = self;
                let $v = $view;
                $spec
            }

            fn as_str(&self) -> &str {
                let $this = self;
                $view.as_str()
            }

            fn is_opaque(&self) -> bool {
                let $this = self;
                let $v = $view;
                $opaque
            }

            $(
                // `$v` goes unread where the family never has the part.
                #[allow(unused_variables)]
                fn $method(&self) -> Option<&str> {
                    let $this = self;
                    let $v = $view;
                    $body
                }
            )*
        }
    };
}

/// The whole parse of a family with one grammar: the input and its record
/// of offsets (`Offsets`, whose parts come back as `Part`s), with `as_str`,
/// `production` (which of the two productions the text before `#` is: the
/// first when it has a scheme), an accessor per part the record keeps under
/// the part's name, `read` (a parse from the entry rule `entry`, with the
/// grammar's `Parser` and walker table `role`), `Display` (the input back), and `UriLike`: `spec`,
/// `as_str`, `scheme`, `query` and `fragment` from the accessors, the rest
/// as the invocation writes it.
macro_rules! record_view {
    (
        $(#[$attr:meta])*
        pub struct $ty:ident;
        what: $what:literal,
        entry: $entry:expr,
        production: $doc:literal, $absolute:literal, $relative:literal,
        parts: { $( $(#[$part_attr:meta])* $part:ident ),* $(,)? }
        $(#[$uri_like_attr:meta])*
        impl UriLike for $spec:ident { $($own:tt)* }
    ) => {
        $(#[$attr])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub struct $ty<'a> {
            text: &'a str,
            offsets: Offsets,
        }

        impl<'a> $ty<'a> {
            /// `input` read from the grammar's entry rule into the record.
            fn read(input: &'a str) -> Result<Self, $crate::error::SyntaxError> {
                let mut offsets = Offsets::default();
                $crate::grammar::read::<Parser, _>($entry, input, role, &mut offsets)?;
                Ok($ty {
                    text: input,
                    offsets,
                })
            }

            fn part(&self, span: Option<Span>) -> Option<Part<'a>> {
                span.map(|s| Part::new(self.text, s))
            }

            #[doc = concat!("The whole ", $what, ", as in the input.")]
            pub fn as_str(&self) -> &'a str {
                self.text
            }

            #[doc = $doc]
            pub fn production(&self) -> &'static str {
                if self.offsets.scheme.is_some() {
                    $absolute
                } else {
                    $relative
                }
            }

            $(
                $(#[$part_attr])*
                pub fn $part(&self) -> Option<Part<'a>> {
                    self.part(self.offsets.$part)
                }
            )*
        }

        impl ::std::fmt::Display for $ty<'_> {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.text)
            }
        }

        $(#[$uri_like_attr])*
        impl $crate::UriLike for $ty<'_> {
            fn spec(&self) -> $crate::Edition {
                $crate::Edition::$spec
            }

            fn as_str(&self) -> &str {
                $ty::as_str(self)
            }

            fn scheme(&self) -> Option<&str> {
                $ty::scheme(self).map(|s| s.as_str())
            }

            fn query(&self) -> Option<&str> {
                $ty::query(self).map(|q| q.as_str())
            }

            fn fragment(&self) -> Option<&str> {
                $ty::fragment(self).map(|f| f.as_str())
            }

            $($own)*
        }
    };
}
