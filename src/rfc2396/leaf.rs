//! The leaves of a `URI-reference`: parts read as text, each with its offset
//! in the whole input.

leaves! {
    // Each accessor's example parses `input` so, then reaches its leaf.
    example { let r = urispec::rfc2396::parse(input)?; }

    /// An `abs_path` (RFC 2396 §3), its leading `/` included.
    ///
    /// ```text
    /// abs_path      = "/"  path_segments
    /// path_segments = segment *( "/" segment )
    /// ```
    ///
    /// ```
    /// let r = urispec::rfc2396::parse("http://me@a:80/b;p/c?q#f")?;
    /// let path = r.abs_path().unwrap();
    /// assert_eq!(path.as_str(), "/b;p/c");
    /// assert_eq!(path.segments().map(|s| s.name()).collect::<Vec<_>>(), ["b", "c"]);
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub struct AbsPath;
    example "http://a/b%20c/d?q" => "/b%20c/d" / "/b c/d" { let leaf = r.abs_path().unwrap(); }

    /// A `rel_path` (RFC 2396 §5): a first `rel_segment` (no `:`), then an
    /// optional `abs_path`.
    ///
    /// ```text
    /// rel_path    = rel_segment [ abs_path ]
    /// rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )
    /// ```
    ///
    /// ```
    /// let path = urispec::rfc2396::parse("b/c")?.rel_path().unwrap();
    /// assert_eq!(path.segments().map(|s| s.as_str()).collect::<Vec<_>>(), ["b", "c"]);
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub struct RelPath;
    example "b%20c/d" => "b%20c/d" / "b c/d" { let leaf = r.rel_path().unwrap(); }

    /// A path `segment` with its parameters (RFC 2396 §3.3).
    ///
    /// ```text
    /// segment = *pchar *( ";" param )
    /// param   = *pchar
    /// ```
    ///
    /// ```
    /// let r = urispec::rfc2396::parse("http://me@a:80/b;p/c?q#f")?;
    /// let first = r.abs_path().unwrap().segments().next().unwrap();
    /// assert_eq!((first.as_str(), first.span()), ("b;p", 15..18));
    /// assert_eq!(first.name(), "b");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub struct Segment;
    example "http://a/b%20c;p/d" => "b%20c;p" / "b c;p" {
        let leaf = r.abs_path().unwrap().segments().next().unwrap();
    }

    /// A `param` of a [`Segment`] (RFC 2396 §3.3): `param = *pchar`.
    ///
    /// ```
    /// let r = urispec::rfc2396::parse("http://me@a:80/b;p/c?q#f")?;
    /// let first = r.abs_path().unwrap().segments().next().unwrap();
    /// let param = first.params().next().unwrap();
    /// assert_eq!((param.as_str(), param.span()), ("p", 17..18));
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub struct Param;
    example "http://a/b;p%20q/d" => "p%20q" / "p q" {
        let segment = r.abs_path().unwrap().segments().next().unwrap();
        let leaf = segment.params().next().unwrap();
    }

    /// A `scheme` (RFC 2396 §3.1): `scheme = alpha *( alpha | digit | "+" | "-" | "." )`.
    ///
    /// ```
    /// let r = urispec::rfc2396::parse("http://me@a:80/b;p/c?q#f")?;
    /// assert_eq!(r.scheme().unwrap().as_str(), "http");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub struct Scheme;
    example "http://a/b" => "http" { let leaf = r.scheme().unwrap(); }

    /// A `userinfo` (RFC 2396 §3.2.2), without its `@`:
    /// `userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )`.
    ///
    /// ```
    /// use urispec::rfc2396::{parse, Authority};
    /// let Some(Authority::Server(s)) = parse("ftp://me%40x@a/")?.authority() else { panic!("server") };
    /// let user = s.userinfo().unwrap();
    /// assert_eq!(user.as_str(), "me%40x");
    /// assert_eq!(user.decode_utf8().as_deref(), Some("me@x"));
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub struct Userinfo;
    example "ftp://me%40x@a/" => "me%40x" / "me@x" { let leaf = r.userinfo().unwrap(); }

    /// A `hostname` (RFC 2396 §3.2.2): `hostname = *( domainlabel "." ) toplabel [ "." ]`.
    ///
    /// ```
    /// use urispec::rfc2396::{parse, Authority};
    /// let Some(Authority::Server(s)) = parse("http://me@a:80/b")?.authority() else { panic!("server") };
    /// let hp = s.hostport().unwrap();
    /// let urispec::rfc2396::Host::Hostname(h) = hp.host() else { panic!("hostname") };
    /// assert_eq!(h.as_str(), "a");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub struct Hostname;
    example "http://www.w3.org/" => "www.w3.org" {
        let host = r.host().unwrap();
        let urispec::rfc2396::Host::Hostname(leaf) = host else { panic!() };
    }

    /// An `IPv4address` (RFC 2396 §3.2.2): `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit`.
    ///
    /// ```
    /// use urispec::rfc2396::{parse, Authority, Host};
    /// let Some(Authority::Server(s)) = parse("http://10.0.0.1/")?.authority() else { panic!("server") };
    /// let Host::Ipv4address(ip) = s.hostport().unwrap().host() else { panic!("IPv4address") };
    /// assert_eq!(ip.span(), 7..15);
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub struct Ipv4address;
    example "http://10.0.0.1:80/" => "10.0.0.1" {
        let host = r.host().unwrap();
        let urispec::rfc2396::Host::Ipv4address(leaf) = host else { panic!() };
    }

    /// A `port` (RFC 2396 §3.2.2): `port = *digit`, kept as written.
    ///
    /// ```
    /// use urispec::rfc2396::{parse, Authority};
    /// let Some(Authority::Server(s)) = parse("http://me@a:80/b")?.authority() else { panic!("server") };
    /// let hp = s.hostport().unwrap();
    /// let port = hp.port().unwrap();
    /// assert_eq!((port.as_str(), port.number()), ("80", Some(80)));
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub struct Port;
    example "http://a:8080/" => "8080" { let leaf = r.port().unwrap(); }

    /// A `reg_name` (RFC 2396 §3.2.1):
    /// `reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )`.
    ///
    /// ```
    /// use urispec::rfc2396::{parse, Authority};
    /// let Some(Authority::RegName(name)) = parse("x://a:b:c/")?.authority() else { panic!("reg_name") };
    /// assert_eq!(name.as_str(), "a:b:c");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub struct RegName;
    example "x://a%20b:c/" => "a%20b:c" / "a b:c" {
        let a = r.authority().unwrap();
        let urispec::rfc2396::Authority::RegName(leaf) = a else { panic!() };
    }

    /// An `opaque_part` (RFC 2396 §3): `opaque_part = uric_no_slash *uric`.
    ///
    /// ```
    /// let o = urispec::rfc2396::parse("mailto:a%40b@c")?.opaque_part().unwrap();
    /// assert_eq!(o.as_str(), "a%40b@c");
    /// assert_eq!(&*o.decode(), b"a@b@c");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub struct OpaquePart;
    example "mailto:a%40b@c" => "a%40b@c" / "a@b@c" { let leaf = r.opaque_part().unwrap(); }

    /// A `query` (RFC 2396 §3.4), without its `?`: `query = *uric`.
    ///
    /// ```
    /// let r = urispec::rfc2396::parse("http://me@a:80/b;p/c?q#f")?;
    /// assert_eq!(r.query().unwrap().as_str(), "q");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub struct Query;
    example "http://a/b?x%3Dy" => "x%3Dy" / "x=y" { let leaf = r.query().unwrap(); }

    /// A `fragment` (RFC 2396 §4.1), without its `#`: `fragment = *uric`.
    ///
    /// ```
    /// let r = urispec::rfc2396::parse("http://me@a:80/b;p/c?q#f")?;
    /// assert_eq!(r.fragment().unwrap().span(), 23..24);
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub struct Fragment;
    example "http://a/b#sec%201" => "sec%201" / "sec 1" { let leaf = r.fragment().unwrap(); }
}

/// The segments of a path in order, each with its offset: one `split`, no
/// recursion, no allocation.
fn segments(raw: &str, offset: usize) -> impl Iterator<Item = Segment<'_>> {
    let mut at = offset;
    raw.split('/').map(move |s| {
        let segment = Segment { raw: s, offset: at };
        at += s.len() + 1;
        segment
    })
}

impl<'a> AbsPath<'a> {
    /// The `segment`s after the leading `/` (`/a//b/` gives `a`, ``, `b`, ``).
    ///
    /// ```
    /// let path = urispec::rfc2396::parse("/a//b/")?.abs_path().unwrap();
    /// assert_eq!(path.segments().map(|s| s.as_str()).collect::<Vec<_>>(), ["a", "", "b", ""]);
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn segments(&self) -> impl Iterator<Item = Segment<'a>> + 'a {
        // `abs_path = "/" path_segments`: the first byte is the `/`.
        segments(self.raw.get(1..).unwrap_or_default(), self.offset + 1)
    }
}

impl<'a> RelPath<'a> {
    /// The `rel_segment`, then the `segment`s of the `abs_path` after it.
    ///
    /// ```
    /// let path = urispec::rfc2396::parse("a;x/b")?.rel_path().unwrap();
    /// assert_eq!(path.segments().map(|s| s.name()).collect::<Vec<_>>(), ["a", "b"]);
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn segments(&self) -> impl Iterator<Item = Segment<'a>> + 'a {
        segments(self.raw, self.offset)
    }
}

impl<'a> Segment<'a> {
    /// The `*pchar` before the first `;` (pchar holds no `;`).
    ///
    /// ```
    /// let path = urispec::rfc2396::parse("/a;x;y")?.abs_path().unwrap();
    /// assert_eq!(path.segments().next().unwrap().name(), "a");
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn name(&self) -> &'a str {
        self.raw.split(';').next().unwrap_or_default()
    }

    /// The `param`s after each `;`.
    ///
    /// ```
    /// let path = urispec::rfc2396::parse("/a;x;y")?.abs_path().unwrap();
    /// let params: Vec<_> = path.segments().next().unwrap().params().map(|p| p.as_str()).collect();
    /// assert_eq!(params, ["x", "y"]);
    /// # Ok::<(), urispec::SyntaxError>(())
    /// ```
    pub fn params(&self) -> impl Iterator<Item = Param<'a>> + 'a {
        let mut at = self.offset;
        self.raw.split(';').enumerate().filter_map(move |(i, p)| {
            let param = Param { raw: p, offset: at };
            at += p.len() + 1;
            (i > 0).then_some(param)
        })
    }
}

impl Port<'_> {
    /// The port number, `None` when empty or above 65535 (`port = *digit`
    /// allows both).
    ///
    /// ```
    /// use urispec::rfc2396::{parse, Authority};
    /// let port = |s| match parse(s).ok()?.authority()? {
    ///     Authority::Server(s) => s.hostport()?.port()?.number(),
    ///     Authority::RegName(_) => None,
    /// };
    /// assert_eq!(port("http://a:80/"), Some(80));
    /// assert_eq!(port("http://a:99999/"), None);
    /// assert_eq!(port("http://a:/"), None);
    /// ```
    pub fn number(&self) -> Option<u16> {
        self.raw.parse().ok()
    }
}
