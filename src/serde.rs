//! `serde` support (feature `serde`): every tree and owned form serializes as
//! its text, as written; the owned forms and the borrowed trees deserialize
//! by parsing that text, and fail with the [`SyntaxError`]'s message (the
//! edition, the byte offset and what was expected there).
//!
//! ```
//! use urispec::rfc2396::UriReferenceBuf;
//! let r: UriReferenceBuf = "http://a/b?q#f".parse()?;
//! let json = serde_json::to_string(&r)?;
//! assert_eq!(json, r#""http://a/b?q#f""#);
//! assert_eq!(serde_json::from_str::<UriReferenceBuf>(&json)?, r);
//! let e = serde_json::from_str::<UriReferenceBuf>(r#""http://a b/""#).unwrap_err();
//! assert!(e.to_string().starts_with("rfc2396: expected `net_path`, `abs_path`, one of"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Named parts
//!
//! Where a program wants the parts rather than the text, [`Parts`] (or the
//! [`parts`] module in `#[serde(serialize_with = ...)]`) serializes any
//! [`UriLike`] as a map of its parts under spec-neutral names: `spec`,
//! `scheme`, `host`, `port`, `path`, `query`, `fragment`, each the text as
//! written or `null`. It is serialize-only: the text is what parses back.
//!
//! ```
//! use urispec::serde::Parts;
//! let r = urispec::rfc2396::parse("http://a:81/b?q")?;
//! assert_eq!(
//!     serde_json::to_string(&Parts::of(&r))?,
//!     r#"{"spec":"rfc2396","scheme":"http","host":"a","port":"81","path":"/b","query":"q","fragment":null}"#
//! );
//!
//! #[derive(serde::Serialize)]
//! struct Link {
//!     #[serde(serialize_with = "urispec::serde::parts::serialize")]
//!     href: urispec::rfc2396::UriReferenceBuf,
//! }
//! let link = Link { href: "g?y".parse()? };
//! assert_eq!(
//!     serde_json::to_string(&link)?,
//!     r#"{"href":{"spec":"rfc2396","scheme":null,"host":null,"port":null,"path":"g","query":"y","fragment":null}}"#
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Editions
//!
//! The RFC 2396 and RFC 3986 `URI-reference`s ([`rfc2396::UriReferenceBuf`],
//! [`rfc3986::UriReferenceBuf`]) and RFC 1808's `URL` ([`rfc1808::UrlBuf`])
//! have one grammar each, so the text says everything. The generic and URL
//! forms are equal only under the same edition, and the text alone does not
//! say which: their plain `Deserialize` parses as their `FromStr` does, under
//! the published editions (RFC 1630's generic grammar for
//! [`FragmentaddressBuf`], `rfc1630-url` for [`url::UrlBuf`]). To keep the
//! edition, use [`with_spec`] in `#[serde(with = ...)]`: it writes
//! `{"spec": ..., "text": ...}` and parses the text under that edition.
//!
//! ```
//! use urispec::generic::FragmentaddressBuf;
//! use urispec::GenericGrammar;
//! #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
//! struct Page {
//!     #[serde(with = "urispec::serde::with_spec")]
//!     link: FragmentaddressBuf,
//! }
//! let page = Page { link: FragmentaddressBuf::parse_with(GenericGrammar::UriDraft, "x:a b")? };
//! let json = serde_json::to_string(&page)?;
//! assert_eq!(json, r#"{"link":{"spec":"uri-draft","text":"x:a b"}}"#);
//! assert_eq!(serde_json::from_str::<Page>(&json)?, page);
//! // The plain form reads RFC 1630, which has no space in a path:
//! assert!(serde_json::from_str::<FragmentaddressBuf>(r#""x:a b""#).is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;

use ::serde::de::{self, Deserialize, Deserializer, Visitor};
use ::serde::ser::{Serialize, SerializeMap, SerializeStruct, Serializer};

use crate::edition::Edition;
use crate::error::SyntaxError;
use crate::syntax::generic::{self, FragmentaddressBuf};
use crate::syntax::owned::{Borrowed, Form, Owned};
use crate::syntax::url::{self, UrlBuf};
use crate::syntax::Parsed;
use crate::syntax::{rfc1808, rfc2396, rfc3986};
use crate::traits::UriLike;

/// The text, as written.
impl Serialize for rfc2396::UriReference<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_ref())
    }
}

/// The text, as written.
impl Serialize for url::ParsedUrl<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_ref())
    }
}

/// The text, as written.
impl Serialize for url::Url<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_ref())
    }
}

/// The text, as written.
impl Serialize for generic::Fragmentaddress<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_ref())
    }
}

/// The text, as written.
impl Serialize for generic::Uri<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_ref())
    }
}

/// The text, as written: every leaf of every tree.
impl<P> Serialize for crate::part::Part<'_, P> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// The text, as written: RFC 1808's `Url` and RFC 3986's `UriReference`.
impl<R: Form> Serialize for Borrowed<'_, R> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// The text, as written.
impl Serialize for Parsed<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Reads a string and parses it with `parse`; a [`SyntaxError`] becomes the
/// deserializer's error with the same message.
struct Parse<F>(F, &'static str);

impl<'de, T, F: FnOnce(&str) -> Result<T, SyntaxError>> Visitor<'de> for Parse<F> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.1)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        (self.0)(v).map_err(E::custom)
    }
}

/// Reads a string borrowed from the input and parses it with `parse`.
struct ParseBorrowed<F>(F, &'static str);

impl<'de, T, F: FnOnce(&'de str) -> Result<T, SyntaxError>> Visitor<'de> for ParseBorrowed<F> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.1)
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<T, E> {
        (self.0)(v).map_err(E::custom)
    }
}

// `Deserialize` by parsing a string: the owned forms from any string, the
// borrowed trees from a string borrowed from the input (a JSON string
// without escapes, say).

use generic::Fragmentaddress;
use rfc2396::UriReference as Rfc2396Reference;
use rfc3986::UriReference as Rfc3986Reference;
use url::ParsedUrl;

/// The text, as written: every family's owned form.
impl<R: Form> Serialize for Owned<R> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// Parses the string as the owned form's `FromStr` does (the family's
/// published edition).
impl<'de, R: Form> Deserialize<'de> for Owned<R> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_str(Parse(|s: &str| s.parse::<Owned<R>>(), R::EXPECTING))
    }
}

/// Parses a string borrowed from the input; a string the format must
/// unescape first (into a buffer of its own) is refused.
impl<'de: 'a, 'a> Deserialize<'de> for Rfc2396Reference<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_str(ParseBorrowed(rfc2396::parse, "an RFC 2396 URI-reference"))
    }
}

/// Parses a string borrowed from the input; a string the format must
/// unescape first (into a buffer of its own) is refused.
impl<'de: 'a, 'a> Deserialize<'de> for Fragmentaddress<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_str(ParseBorrowed(
            crate::syntax::generic::rfc1630::parse,
            "an RFC 1630 fragmentaddress",
        ))
    }
}

/// Parses a string borrowed from the input; a string the format must
/// unescape first (into a buffer of its own) is refused.
impl<'de: 'a, 'a> Deserialize<'de> for ParsedUrl<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_str(ParseBorrowed(
            |s| url::parse(crate::edition::UrlGrammar::Rfc1630Url, s),
            "an RFC 1630 URL",
        ))
    }
}

/// Parses a string borrowed from the input (RFC 3986 §4.1); a string the
/// format must unescape first (into a buffer of its own) is refused.
impl<'de: 'a, 'a> Deserialize<'de> for Rfc3986Reference<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_str(ParseBorrowed(rfc3986::parse, "an RFC 3986 URI-reference"))
    }
}

/// Parses a string borrowed from the input (RFC 1808 §2.2); a string the
/// format must unescape first (into a buffer of its own) is refused.
impl<'de: 'a, 'a> Deserialize<'de> for rfc1808::Url<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_str(ParseBorrowed(rfc1808::parse, "an RFC 1808 URL"))
    }
}

/// The named parts of a [`UriLike`], for serializing: `spec`, `scheme`,
/// `host`, `port`, `path`, `query`, `fragment` (see the
/// [module documentation](self)).
#[derive(Debug, Clone, Copy)]
pub struct Parts<'u, U: ?Sized>(&'u U);

impl<'u, U: UriLike + ?Sized> Parts<'u, U> {
    /// The parts of `uri`.
    ///
    /// ```
    /// let fa = urispec::rfc1630::parse("news:comp.infosystems.www")?;
    /// let json = serde_json::to_value(urispec::serde::Parts::of(&fa))?;
    /// assert_eq!(json["path"], "comp.infosystems.www");
    /// assert_eq!(json["host"], serde_json::Value::Null);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of(uri: &'u U) -> Self {
        Parts(uri)
    }
}

impl<U: UriLike + ?Sized> Serialize for Parts<'_, U> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let u = self.0;
        let mut map = serializer.serialize_map(Some(7))?;
        map.serialize_entry("spec", &u.spec())?;
        map.serialize_entry("scheme", &u.scheme_str())?;
        map.serialize_entry("host", &u.host_str())?;
        map.serialize_entry("port", &u.port_str())?;
        map.serialize_entry("path", &u.path_str())?;
        map.serialize_entry("query", &u.query_str())?;
        map.serialize_entry("fragment", &u.fragment_str())?;
        map.end()
    }
}

/// `#[serde(serialize_with = "urispec::serde::parts::serialize")]`: a field
/// that is a [`UriLike`] serialized as its [`Parts`].
pub mod parts {
    use super::{Parts, Serialize, Serializer, UriLike};

    /// Serialize `uri` as its [`Parts`].
    ///
    /// # Errors
    ///
    /// The serializer's.
    pub fn serialize<U: UriLike, S: Serializer>(uri: &U, serializer: S) -> Result<S::Ok, S::Error> {
        Parts::of(uri).serialize(serializer)
    }
}

/// An owned form whose equality includes its edition: it can be parsed back
/// under an edition named by its spec name. Implemented by
/// [`FragmentaddressBuf`] (`uri-draft`, `rfc1630`) and [`UrlBuf`] (the URL
/// grammars, default [`Options`](crate::syntax::url::Options)).
pub trait WithSpec: UriLike + Sized {
    /// Parse `text` under the edition named `spec`.
    ///
    /// # Errors
    ///
    /// The edition's name is not one of this form's grammars, or the text
    /// does not parse under it.
    fn parse_under(spec: &str, text: &str) -> Result<Self, String>;
}

/// The grammar of `all` whose spec name is `spec`.
fn named<G: Copy + Into<Edition>>(all: &[G], spec: &str) -> Result<G, String> {
    let name = |g: &G| Into::<Edition>::into(*g).name();
    all.iter()
        .copied()
        .find(|g| name(g) == spec)
        .ok_or_else(|| {
            let names: Vec<_> = all.iter().map(name).collect();
            format!(
                "unknown edition `{spec}` (expected one of {})",
                names.join(", ")
            )
        })
}

impl WithSpec for FragmentaddressBuf {
    fn parse_under(spec: &str, text: &str) -> Result<Self, String> {
        let grammar = named(&crate::edition::GenericGrammar::ALL, spec)?;
        FragmentaddressBuf::parse_with(grammar, text).map_err(|e| e.to_string())
    }
}

impl WithSpec for UrlBuf {
    fn parse_under(spec: &str, text: &str) -> Result<Self, String> {
        let grammar = named(&crate::edition::UrlGrammar::ALL, spec)?;
        UrlBuf::parse_with(grammar, text, url::Options::default()).map_err(|e| e.to_string())
    }
}

/// `#[serde(with = "urispec::serde::with_spec")]`: an owned form written
/// with its edition, `{"spec": "uri-draft", "text": "x:a b"}`, and parsed
/// back under that edition (see [`WithSpec`]).
pub mod with_spec {
    use super::*;

    /// Serialize `value` as `{"spec": ..., "text": ...}`.
    ///
    /// # Errors
    ///
    /// The serializer's.
    pub fn serialize<T: WithSpec, S: Serializer>(
        value: &T,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("WithSpec", 2)?;
        s.serialize_field("spec", value.spec().name())?;
        s.serialize_field("text", value.as_str())?;
        s.end()
    }

    /// Read `{"spec": ..., "text": ...}` and parse the text under that edition.
    ///
    /// # Errors
    ///
    /// A missing key, an unknown edition, or the syntax error's message.
    pub fn deserialize<'de, T: WithSpec, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
        #[derive(::serde::Deserialize)]
        #[serde(crate = "::serde")]
        struct Tagged {
            spec: String,
            text: String,
        }
        let Tagged { spec, text } = Tagged::deserialize(d)?;
        T::parse_under(&spec, &text).map_err(de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition::UrlGrammar;

    #[test]
    fn every_leaf_serializes_as_its_text() {
        let r = rfc2396::parse("http://me@a:80/b;p/c?q#f").unwrap();
        let path = r.abs_path().unwrap();
        assert_eq!(serde_json::to_string(&path).unwrap(), r#""/b;p/c""#);
        let g = crate::syntax::generic::rfc1630::parse("x:a/b?c+d").unwrap();
        assert_eq!(
            serde_json::to_string(&g.uri().search()).unwrap(),
            r#""c+d""#
        );
        let u = rfc3986::parse("http://[::1]:8/x?q").unwrap();
        assert_eq!(serde_json::to_string(&u.query()).unwrap(), r#""q""#);
    }

    #[test]
    fn borrowed_trees_read_borrowed_strings_only() {
        let r: Rfc2396Reference<'_> = serde_json::from_str(r#""g;x?y#s""#).unwrap();
        assert_eq!(r.as_str(), "g;x?y#s");
        let r: Rfc3986Reference<'_> = serde_json::from_str(r#""//[::1]/""#).unwrap();
        assert_eq!(r.production(), "relative-ref");
        let u: rfc1808::Url<'_> = serde_json::from_str(r#""g;x?y#s""#).unwrap();
        assert_eq!(u.params().map(|p| p.as_str()), Some("x"));
        assert_eq!(serde_json::to_string(&u).unwrap(), r#""g;x?y#s""#);
        assert!(serde_json::from_str::<rfc1808::Url<'_>>(r#""g h""#).is_err());
        // An escaped string is unescaped into a buffer the tree cannot borrow.
        let e = serde_json::from_str::<Rfc2396Reference<'_>>(r#""a\/b""#).unwrap_err();
        assert!(e.to_string().contains("an RFC 2396 URI-reference"), "{e}");
        let e = serde_json::from_str::<Fragmentaddress<'_>>(r#""news:a%zz""#).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("rfc1630: expected `escape` at byte 6"),
            "{e}"
        );
    }

    #[test]
    fn with_spec_keeps_the_url_grammar() {
        #[derive(::serde::Serialize, ::serde::Deserialize, PartialEq, Debug)]
        #[serde(crate = "::serde")]
        struct Held(#[serde(with = "with_spec")] UrlBuf);
        let text = "http://info.cern.ch/a?b";
        let held = Held(
            UrlBuf::parse_with(UrlGrammar::UrlDraft03, text, url::Options::default()).unwrap(),
        );
        let json = serde_json::to_string(&held).unwrap();
        assert_eq!(
            json,
            r#"{"spec":"url-draft-03","text":"http://info.cern.ch/a?b"}"#
        );
        assert_eq!(serde_json::from_str::<Held>(&json).unwrap(), held);
        let plain: UrlBuf = serde_json::from_str(&serde_json::to_string(&held.0).unwrap()).unwrap();
        assert_ne!(plain, held.0, "the plain form reads rfc1630-url");
        let e = serde_json::from_str::<Held>(r#"{"spec":"rfc2396","text":"x:y"}"#).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("unknown edition `rfc2396` (expected one of rfc1630-url,"),
            "{e}"
        );
    }

    #[test]
    fn parts_of_a_url() {
        let u: UrlBuf = "gopher://spinaltap.micro.umn.edu:70/00/Weather"
            .parse()
            .unwrap();
        let v = serde_json::to_value(Parts::of(&u)).unwrap();
        assert_eq!(
            (v["spec"].as_str(), v["host"].as_str(), v["port"].as_str()),
            (
                Some("rfc1630-url"),
                Some("spinaltap.micro.umn.edu"),
                Some("70")
            )
        );
    }
}
