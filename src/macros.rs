//! Crate-internal macros shared by the URL family's trees (`src/url/`):
//! `owned_text!` and `uri_like!`. Every leaf is a [`Part`](crate::Part), and
//! the other families write these impls out.

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
            fn spec(&self) -> $crate::spec::Spec {
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
