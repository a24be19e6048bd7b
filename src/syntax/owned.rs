//! The owned form of every family's tree, written once: [`Owned<R>`], the
//! text and the family's `Copy` record of where its parts lie, and
//! [`UriLike`] for every tree and owned form, read through the record's
//! [`Form`].
//!
//! Each family names its owned form by an alias (`rfc2396::UriReferenceBuf`,
//! `rfc3986::UriReferenceBuf`, `rfc1808::UrlBuf`, `url::UrlBuf`,
//! `generic::FragmentaddressBuf`); what differs between them (the grammar
//! `FromStr` reads, whether the record adds an edition to the text) is the
//! record's, through [`Form`].
//!
//! ```
//! use std::collections::HashMap;
//! use urispec::UriLike;
//! let owned: urispec::rfc2396::UriReferenceBuf = "http://a/b?q#f".parse()?;
//! assert_eq!((owned.host_str(), owned.view().query().map(|q| q.as_str())), (Some("a"), Some("q")));
//! let mut seen = HashMap::new();
//! seen.insert(owned, 1);
//! assert_eq!(seen.get("http://a/b?q#f"), Some(&1));
//! # Ok::<(), urispec::SyntaxError>(())
//! ```

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use crate::edition::Edition;
use crate::error::SyntaxError;
use crate::grammar::fill::{Record, Role, Span};
use crate::grammar::PestGrammar;
use crate::part::Part;
use crate::traits::UriLike;

mod sealed {
    /// Only the families' records and trees are [`Form`](super::Form)s,
    /// [`Access`](super::Access)es and [`AsView`](super::AsView)s: no other
    /// crate can name this trait, so none can add one.
    ///
    /// ```compile_fail,E0277
    /// // `Mine` is no `Form`, and cannot be made one outside the crate.
    /// #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
    /// struct Mine;
    /// impl urispec::owned::OfText for Mine {}
    /// ```
    pub trait Sealed {}

    /// A record whose tree is a [`Borrowed`](super::Borrowed) (RFC 1808's,
    /// RFC 3986's): the name its `Debug` gives the tree, as the family names
    /// it. No other crate can name this trait either.
    ///
    /// ```
    /// let u = urispec::rfc1808::parse("g;x")?;
    /// assert!(format!("{u:?}").starts_with(r#"Url { text: "g;x", offsets: "#));
    /// let r = urispec::rfc3986::parse("g")?;
    /// assert!(format!("{r:?}").starts_with("UriReference { "));
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub trait Flat: Sealed {
        /// The tree's name (`Url`).
        const TREE: &'static str;
    }
}

pub(crate) use sealed::{Flat, Sealed};

/// A family's record of offsets: what its borrowed tree and its owned form
/// ([`Owned`]) read beside the text. Sealed: the five families' records are
/// the only ones.
///
/// ```
/// use urispec::owned::{Access, Form, Owned};
/// fn scheme_of<R: Form>(owned: &Owned<R>) -> Option<&str> {
///     owned.view().scheme()
/// }
/// let owned: urispec::rfc1808::UrlBuf = "http://a/b;p?q".parse()?;
/// assert_eq!(scheme_of(&owned), Some("http"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub trait Form: Copy + Eq + Ord + fmt::Debug + Sealed {
    /// The borrowed tree over a text and this record.
    type View<'a>: Access<'a, Record = Self>;

    /// The owned form's name, as its family names it (`UrlBuf`): its
    /// `Debug` says it.
    const OWNED: &'static str;

    /// What the owned form's `Deserialize` reads (`an RFC 2396
    /// URI-reference`).
    const EXPECTING: &'static str;

    /// The record of `text` under the grammar `FromStr` reads (the family's
    /// published edition).
    ///
    /// # Errors
    ///
    /// A [`SyntaxError`] when the text does not match.
    fn read(text: &str) -> Result<Self, SyntaxError>;

    /// The tree of `text`, whose parts `record` found.
    fn view(text: &str, record: Self) -> Self::View<'_>;
}

/// A family's borrowed tree over a text of lifetime `'a`: its record, and
/// the parts [`UriLike`] names for as long as the text. Every tree and owned
/// form ([`AsView`]) is a [`UriLike`] through them. Sealed.
///
/// ```
/// use urispec::owned::Access;
/// let u = urispec::rfc1808::parse("http://a/b;p?q")?;
/// let path: Option<&'static str> = Access::path(&u);
/// assert_eq!(path, Some("/b"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub trait Access<'a>: Clone + fmt::Debug + Sealed {
    /// The family's record.
    type Record: Form;

    /// The record the tree reads.
    fn record(&self) -> Self::Record;

    /// The whole text.
    fn text(&self) -> &'a str;

    /// [`UriLike::spec`].
    fn spec(&self) -> Edition;

    /// [`UriLike::scheme_str`].
    fn scheme(&self) -> Option<&'a str>;

    /// [`UriLike::host_str`].
    fn host(&self) -> Option<&'a str>;

    /// [`UriLike::port_str`].
    fn port(&self) -> Option<&'a str>;

    /// [`UriLike::path_str`].
    fn path(&self) -> Option<&'a str>;

    /// [`UriLike::query_str`].
    fn query(&self) -> Option<&'a str>;

    /// [`UriLike::fragment_str`].
    fn fragment(&self) -> Option<&'a str>;

    /// [`UriLike::is_opaque`].
    fn opaque(&self) -> bool;

    /// [`UriLike::is_absolute`]: whether the tree has a scheme.
    fn absolute(&self) -> bool {
        self.scheme().is_some()
    }
}

/// A record whose text says everything: two forms with the same text have the
/// same record, so the owned form is `Borrow<str>` (a map keyed by it is
/// looked up with a `&str`). The one-grammar families' records (RFC 1808,
/// RFC 2396, RFC 3986) are; the generic and URL records, which add the
/// edition, are not.
///
/// ```
/// use std::collections::HashSet;
/// let set: HashSet<urispec::rfc3986::UriReferenceBuf> = ["g;x?y#s".parse()?].into();
/// assert!(set.contains("g;x?y#s"));
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub trait OfText: Form {}

/// A tree or an owned form: what reads as its family's borrowed tree. Every
/// one is a [`UriLike`], read through the tree's [`Access`]. Sealed.
///
/// ```
/// use urispec::owned::AsView;
/// let owned: urispec::url::UrlBuf = "gopher://spinaltap.micro.umn.edu/00/Weather".parse()?;
/// assert_eq!(owned.as_view().kind().name(), "gopheraddress");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
pub trait AsView: Sealed {
    /// The family's record.
    type Record: Form;

    /// The borrowed tree.
    fn as_view(&self) -> <Self::Record as Form>::View<'_>;
}

impl<T: AsView> UriLike for T {
    fn spec(&self) -> Edition {
        self.as_view().spec()
    }

    fn as_str(&self) -> &str {
        self.as_view().text()
    }

    fn scheme_str(&self) -> Option<&str> {
        self.as_view().scheme()
    }

    fn host_str(&self) -> Option<&str> {
        self.as_view().host()
    }

    fn port_str(&self) -> Option<&str> {
        self.as_view().port()
    }

    fn path_str(&self) -> Option<&str> {
        self.as_view().path()
    }

    fn query_str(&self) -> Option<&str> {
        self.as_view().query()
    }

    fn fragment_str(&self) -> Option<&str> {
        self.as_view().fragment()
    }

    fn is_opaque(&self) -> bool {
        self.as_view().opaque()
    }

    fn is_absolute(&self) -> bool {
        self.as_view().absolute()
    }
}

/// An owned tree: the text and the record of where its parts lie (one type
/// for every family; each names its own, `rfc2396::UriReferenceBuf`, by an
/// alias).
///
/// Made by a tree's `into_owned`, which copies the text and the record
/// (nothing is parsed again), or parsed: `FromStr`, `TryFrom<&str>` and
/// `TryFrom<String>` (which keeps the string) read the family's published
/// edition. Equal and ordered by the text, then by the record (which follows
/// from the text and the edition that read it); hashed by the text. Where
/// the text says everything ([`OfText`]) it is `Borrow<str>`; `AsRef<str>`,
/// `Display` and `From<Owned<R>> for String` give the text.
///
/// ```
/// use urispec::rfc1808::UrlBuf;
/// let owned: UrlBuf = "g;x?y#s".parse()?;
/// assert_eq!(owned.view().params().map(|p| p.as_str()), Some("x"));
/// assert_eq!(owned.as_str(), "g;x?y#s");
/// let text: String = owned.into();
/// assert_eq!(text, "g;x?y#s");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Clone)]
pub struct Owned<R: Form> {
    text: String,
    record: R,
}

impl<R: Form> Owned<R> {
    /// `text` with the record of its parts (a parse of that text).
    pub(crate) fn new(text: String, record: R) -> Self {
        Owned { text, record }
    }

    /// An owned copy of `view`: its text and record, copied.
    pub(crate) fn of(view: R::View<'_>) -> Self {
        Owned::new(view.text().to_owned(), view.record())
    }

    /// The borrowed tree over the text, with every accessor of the parse
    /// (named `view`, not `borrow`, which `Borrow<str>` means: the text).
    pub fn view(&self) -> R::View<'_> {
        R::view(&self.text, self.record)
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl<R: Form> Sealed for Owned<R> {}

impl<R: Form> AsView for Owned<R> {
    type Record = R;

    fn as_view(&self) -> R::View<'_> {
        self.view()
    }
}

impl<R: Form> FromStr for Owned<R> {
    type Err = SyntaxError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(Owned::new(s.to_owned(), R::read(s)?))
    }
}

impl<R: Form> TryFrom<String> for Owned<R> {
    type Error = SyntaxError;

    /// Parses as `FromStr` does and keeps the string: no copy of the text.
    fn try_from(text: String) -> Result<Self, Self::Error> {
        let record = R::read(&text)?;
        Ok(Owned::new(text, record))
    }
}

impl<R: Form> TryFrom<&str> for Owned<R> {
    type Error = SyntaxError;

    /// Parses as `FromStr` does.
    fn try_from(s: &str) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl<R: Form> From<Owned<R>> for String {
    /// The text, no copy.
    fn from(owned: Owned<R>) -> Self {
        owned.text
    }
}

impl<R: Form> AsRef<str> for Owned<R> {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl<R: OfText> Borrow<str> for Owned<R> {
    fn borrow(&self) -> &str {
        &self.text
    }
}

impl<R: Form> fmt::Display for Owned<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl<R: Form> fmt::Debug for Owned<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple(R::OWNED).field(&self.view()).finish()
    }
}

// Equal and ordered by the text, then the record; hashed by the text alone,
// which `Borrow<str>` needs (equal forms have equal texts, so equal hashes).

impl<R: Form> PartialEq for Owned<R> {
    fn eq(&self, other: &Self) -> bool {
        (&self.text, self.record) == (&other.text, other.record)
    }
}

impl<R: Form> Eq for Owned<R> {}

impl<R: Form> PartialOrd for Owned<R> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<R: Form> Ord for Owned<R> {
    fn cmp(&self, other: &Self) -> Ordering {
        (&self.text, self.record).cmp(&(&other.text, other.record))
    }
}

impl<R: Form> Hash for Owned<R> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

/// A borrowed tree that is its text and its record, nothing more: RFC 1808's
/// [`Url`](crate::rfc1808::Url) and RFC 3986's
/// [`UriReference`](crate::rfc3986::UriReference), each an alias of it, the
/// counterpart of [`Owned`] (the records of the other families' trees are
/// read through views of their own). What every such tree has is written
/// here: the text, the owned copy, `Display` (the text, byte for byte),
/// equality and hash (the text and the record); each family's accessors are
/// in an `impl` block of its own alias, beside its `parse`.
///
/// ```
/// let u: urispec::rfc1808::Url<'_> = urispec::rfc1808::parse("g;x?y#s")?;
/// let owned = u.into_owned();
/// assert_eq!((u.as_str(), owned.view()), ("g;x?y#s", u));
/// assert_eq!(urispec::rfc3986::parse("g;x?y#s")?.to_string(), "g;x?y#s");
/// # Ok::<(), urispec::SyntaxError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Borrowed<'a, R> {
    pub(crate) text: &'a str,
    pub(crate) offsets: R,
}

impl<'a, R: Form> Borrowed<'a, R> {
    /// `input` before it is read, the record empty (for [`Borrowed::fill`]).
    #[inline]
    pub(crate) fn empty(input: &'a str) -> Self
    where
        R: Default,
    {
        Borrowed {
            text: input,
            offsets: R::default(),
        }
    }

    /// `input` read from the grammar `G`'s entry rule `entry` into the
    /// record of an [`Borrowed::empty`] tree, each rule filling the slot
    /// `role` gives it, where the tree is kept (a family's `parse_into`).
    #[inline]
    pub(crate) fn fill<G: PestGrammar>(
        &mut self,
        entry: G::Rule,
        role: impl Fn(G::Rule) -> Role<R::Slot>,
    ) -> Result<(), SyntaxError>
    where
        R: Record + Default,
    {
        crate::grammar::read::<G, R>(entry, self.text, role, &mut self.offsets)
    }

    /// The part at `span`, if the record has one, as production `P`.
    pub(crate) fn part<P>(&self, span: Option<Span>) -> Option<Part<'a, P>> {
        span.map(|s| Part::at(self.text, s))
    }

    /// The whole URL or reference, as in the input.
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// An owned copy that no longer borrows the input: the text and the
    /// offsets record, copied.
    pub fn into_owned(self) -> Owned<R> {
        Owned::new(self.text.to_owned(), self.offsets)
    }
}

impl<R: Form> fmt::Display for Borrowed<'_, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

impl<R: Flat + fmt::Debug> fmt::Debug for Borrowed<'_, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct(R::TREE)
            .field("text", &self.text)
            .field("offsets", &self.offsets)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::{generic, rfc1808, rfc2396, rfc3986, url};
    use std::collections::hash_map::DefaultHasher;

    fn hash_of<T: Hash + ?Sized>(t: &T) -> u64 {
        let mut h = DefaultHasher::new();
        t.hash(&mut h);
        h.finish()
    }

    /// Every owned form reads as its tree does, hashes as its text (so a
    /// `Borrow<str>` lookup finds it), and orders by text before edition.
    #[test]
    fn every_owned_form_reads_as_its_tree() {
        fn same<R: Form>(owned: &Owned<R>, view: &dyn UriLike) {
            let o: &dyn UriLike = owned;
            assert_eq!(o.spec(), view.spec());
            assert_eq!(o.as_str(), view.as_str());
            assert_eq!(o.scheme_str(), view.scheme_str());
            assert_eq!(o.host_str(), view.host_str());
            assert_eq!(o.port_str(), view.port_str());
            assert_eq!(o.path_str(), view.path_str());
            assert_eq!(o.query_str(), view.query_str());
            assert_eq!(o.fragment_str(), view.fragment_str());
            assert_eq!(o.is_opaque(), view.is_opaque());
            assert_eq!(o.is_absolute(), view.is_absolute());
            assert_eq!(hash_of(owned), hash_of(owned.as_str()));
        }
        for text in ["http://a:81/b;p?q#f", "g;x?y#s", "mailto:a@b", "x:y"] {
            let v = rfc2396::parse(text).unwrap();
            same(&v.clone().into_owned(), &v);
            let v = rfc3986::parse(text).unwrap();
            same(&v.into_owned(), &v);
            let v = rfc1808::parse(text).unwrap();
            same(&v.into_owned(), &v);
        }
        for text in ["http://a/b?q#f", "news:comp.infosystems.www", "x:y"] {
            let v = generic::rfc1630::parse(text).unwrap();
            same(&v.into_owned(), &v);
            let v = url::parse(crate::edition::UrlGrammar::UrlDraft03, text).unwrap();
            same(&v.into_owned(), &v);
        }
        let (a, b) = ("x:a", "x:b");
        let draft = |t| {
            generic::FragmentaddressBuf::parse_with(crate::edition::GenericGrammar::UriDraft, t)
                .unwrap()
        };
        let published = |t: &str| t.parse::<generic::FragmentaddressBuf>().unwrap();
        assert!(draft(a) < published(b) && published(a) < draft(b));
        assert_ne!(draft(a), published(a));
        assert_eq!(
            format!("{:?}", published(a)).split('(').next(),
            Some("FragmentaddressBuf")
        );
    }
}
