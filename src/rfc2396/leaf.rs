//! The leaves of a `URI-reference`: parts read as text, each with its offset
//! in the whole input.

leaves! {
    /// An `abs_path` (RFC 2396 §3), its leading `/` included.
    ///
    /// ```text
    /// abs_path      = "/"  path_segments
    /// path_segments = segment *( "/" segment )
    /// ```
    pub struct AbsPath;

    /// A `rel_path` (RFC 2396 §5): a first `rel_segment` (no `:`), then an
    /// optional `abs_path`.
    ///
    /// ```text
    /// rel_path    = rel_segment [ abs_path ]
    /// rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )
    /// ```
    pub struct RelPath;

    /// A path `segment` with its parameters (RFC 2396 §3.3).
    ///
    /// ```text
    /// segment = *pchar *( ";" param )
    /// param   = *pchar
    /// ```
    pub struct Segment;

    /// A `param` of a [`Segment`] (RFC 2396 §3.3): `param = *pchar`.
    pub struct Param;

    /// A `scheme` (RFC 2396 §3.1): `scheme = alpha *( alpha | digit | "+" | "-" | "." )`.
    pub struct Scheme;

    /// A `userinfo` (RFC 2396 §3.2.2), without its `@`:
    /// `userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )`.
    pub struct Userinfo;

    /// A `hostname` (RFC 2396 §3.2.2): `hostname = *( domainlabel "." ) toplabel [ "." ]`.
    pub struct Hostname;

    /// An `IPv4address` (RFC 2396 §3.2.2): `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit`.
    pub struct Ipv4address;

    /// A `port` (RFC 2396 §3.2.2): `port = *digit`, kept as written.
    pub struct Port;

    /// A `reg_name` (RFC 2396 §3.2.1):
    /// `reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )`.
    pub struct RegName;

    /// An `opaque_part` (RFC 2396 §3): `opaque_part = uric_no_slash *uric`.
    pub struct OpaquePart;

    /// A `query` (RFC 2396 §3.4), without its `?`: `query = *uric`.
    pub struct Query;

    /// A `fragment` (RFC 2396 §4.1), without its `#`: `fragment = *uric`.
    pub struct Fragment;
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
    pub fn segments(&self) -> impl Iterator<Item = Segment<'a>> + 'a {
        // `abs_path = "/" path_segments`: the first byte is the `/`.
        segments(self.raw.get(1..).unwrap_or_default(), self.offset + 1)
    }
}

impl<'a> RelPath<'a> {
    /// The `rel_segment`, then the `segment`s of the `abs_path` after it.
    pub fn segments(&self) -> impl Iterator<Item = Segment<'a>> + 'a {
        segments(self.raw, self.offset)
    }
}

impl<'a> Segment<'a> {
    /// The `*pchar` before the first `;` (pchar holds no `;`).
    pub fn name(&self) -> &'a str {
        self.raw.split(';').next().unwrap_or_default()
    }

    /// The `param`s after each `;`.
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
    pub fn number(&self) -> Option<u16> {
        self.raw.parse().ok()
    }
}
