//! RFC 2396 references built from decoded parts read back as those parts,
//! whatever octets the parts hold; a part its production cannot hold is a
//! typed error.

use proptest::prelude::*;
use urispec::escape::decode;
use urispec::rfc2396::{
    self, Authority, BuildError, Host, ReferenceParts, SegmentParts, ServerParts, UriReferenceBuf,
};

/// Octets with the delimiters of every component made likely.
fn octets() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(
        prop_oneof![
            3 => any::<u8>(),
            2 => prop::sample::select(b"/;=?#:@&+$,%. ".to_vec()),
            2 => prop::sample::select(b"abcXYZ019-_~".to_vec()),
        ],
        0..8,
    )
}

/// A server's parts: userinfo, host, port.
type Server = (Option<Vec<u8>>, &'static str, Option<u16>);

#[derive(Debug, Clone)]
struct Owned {
    scheme: Option<&'static str>,
    server: Option<Server>,
    segments: Vec<(Vec<u8>, Vec<Vec<u8>>)>,
    relative: bool,
    query: Option<Vec<u8>>,
    fragment: Option<Vec<u8>>,
}

fn parts() -> impl Strategy<Value = Owned> {
    (
        prop::option::of(prop::sample::select(vec!["http", "ftp", "x-y.z+1", "A"])),
        prop::option::of((
            prop::option::of(octets()),
            prop::sample::select(vec!["a", "example.com", "a-b.c.", "128.141.0.1", "x9.Y"]),
            prop::option::of(any::<u16>()),
        )),
        prop::collection::vec((octets(), prop::collection::vec(octets(), 0..3)), 0..4),
        any::<bool>(),
        prop::option::of(octets()),
        prop::option::of(octets()),
    )
        .prop_map(
            |(scheme, server, mut segments, relative, query, fragment)| {
                let relative = relative && scheme.is_none() && server.is_none();
                if relative && let Some(first) = segments.first_mut() {
                    // A `rel_segment` is never void.
                    first.0.push(b'r');
                }
                if server.is_none() && !relative && segments.len() > 1 {
                    let first = &mut segments[0];
                    if first.0.is_empty() && first.1.is_empty() {
                        // `//` would start a `net_path`.
                        first.0.push(b'v');
                    }
                }
                if scheme.is_some() && server.is_none() && segments.is_empty() {
                    segments.push((Vec::new(), Vec::new()));
                }
                Owned {
                    scheme,
                    server,
                    segments,
                    relative,
                    query,
                    fragment,
                }
            },
        )
}

fn check(owned: &Owned) {
    let params: Vec<Vec<&[u8]>> = owned
        .segments
        .iter()
        .map(|(_, ps)| ps.iter().map(Vec::as_slice).collect())
        .collect();
    let segments: Vec<SegmentParts> = owned
        .segments
        .iter()
        .zip(&params)
        .map(|((name, _), ps)| SegmentParts { name, params: ps })
        .collect();
    let parts = ReferenceParts {
        scheme: owned.scheme,
        server: owned.server.as_ref().map(|(u, h, p)| ServerParts {
            userinfo: u.as_deref(),
            host: h,
            port: *p,
        }),
        segments: &segments,
        relative: owned.relative,
        query: owned.query.as_deref(),
        fragment: owned.fragment.as_deref(),
    };
    let built = UriReferenceBuf::build(&parts).unwrap_or_else(|e| panic!("{owned:?}: {e}"));
    // Read back through the public parser, not the builder's own check.
    let r = rfc2396::parse(built.as_str()).expect("a built reference parses");
    assert_eq!(r.scheme().map(|s| s.as_str()), owned.scheme);
    match (r.authority(), &owned.server) {
        (None, None) => {}
        (Some(Authority::Server(s)), Some((userinfo, host, port))) => {
            let hp = s.hostport().expect("a host");
            let read_host = match hp.host() {
                Host::Hostname(h) => h.as_str(),
                Host::Ipv4address(a) => a.as_str(),
            };
            assert_eq!(read_host, *host);
            assert_eq!(hp.port().and_then(|p| p.number()), *port);
            assert_eq!(
                s.userinfo().map(|u| decode(u.as_str()).into_owned()),
                *userinfo
            );
        }
        other => panic!("{}: authority {other:?}", built.as_str()),
    }
    let read: Vec<(Vec<u8>, Vec<Vec<u8>>)> = match (r.abs_path(), r.rel_path()) {
        (Some(p), None) => p.segments().map(|s| split(&s)).collect(),
        (None, Some(p)) => p.segments().map(|s| split(&s)).collect(),
        _ => Vec::new(),
    };
    assert_eq!(read, owned.segments, "{}", built.as_str());
    assert_eq!(
        r.rel_path().is_some(),
        owned.relative && !owned.segments.is_empty()
    );
    assert_eq!(
        r.query().map(|q| decode(q.as_str()).into_owned()),
        owned.query
    );
    assert_eq!(
        r.fragment().map(|f| decode(f.as_str()).into_owned()),
        owned.fragment
    );
}

fn split(s: &rfc2396::Segment<'_>) -> (Vec<u8>, Vec<Vec<u8>>) {
    (
        decode(s.name()).into_owned(),
        s.params()
            .map(|p| decode(p.as_str()).into_owned())
            .collect(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn built_references_read_back_as_their_parts(owned in parts()) {
        check(&owned);
    }
}

#[test]
fn parts_a_production_cannot_hold_are_errors() {
    let bad = |parts: ReferenceParts| match UriReferenceBuf::build(&parts) {
        Err(BuildError::Part { production, .. }) => production,
        other => panic!("{parts:?}: {other:?}"),
    };
    let seg = [SegmentParts {
        name: b"",
        params: &[],
    }];
    assert_eq!(
        bad(ReferenceParts {
            scheme: Some("1http"),
            segments: &seg,
            ..ReferenceParts::default()
        }),
        "scheme"
    );
    assert_eq!(
        bad(ReferenceParts {
            scheme: Some("http"),
            server: Some(ServerParts {
                userinfo: None,
                host: "a b",
                port: None
            }),
            ..ReferenceParts::default()
        }),
        "host"
    );
    assert_eq!(
        bad(ReferenceParts {
            segments: &seg,
            relative: true,
            ..ReferenceParts::default()
        }),
        "rel_segment"
    );
    assert_eq!(
        bad(ReferenceParts {
            scheme: Some("http"),
            ..ReferenceParts::default()
        }),
        "hier_part"
    );
    assert_eq!(
        bad(ReferenceParts {
            scheme: Some("http"),
            segments: &[seg[0], seg[0]],
            ..ReferenceParts::default()
        }),
        "abs_path"
    );
    assert_eq!(
        bad(ReferenceParts {
            scheme: Some("http"),
            segments: &seg,
            relative: true,
            ..ReferenceParts::default()
        }),
        "rel_path"
    );
}
