//! fluent-uri 0.4 (RFC 3986 `URI-reference`) speaking the protocol of
//! `urispec differential`:
//!
//! ```text
//! cargo build --release --example adapter_fluent_uri
//! urispec differential --spec rfc3986 -- target/release/examples/adapter_fluent_uri
//! ```

mod adapter;

fn main() -> std::io::Result<()> {
    adapter::serve(|s| {
        let r = fluent_uri::UriRef::parse(s).map_err(|e| Some(e.index()))?;
        let auth = r.authority();
        Ok(vec![
            ("scheme", r.scheme().map(|x| x.as_str().to_owned())),
            ("authority", auth.map(|a| a.as_str().to_owned())),
            (
                "userinfo",
                auth.and_then(|a| a.userinfo())
                    .map(|x| x.as_str().to_owned()),
            ),
            ("host", auth.map(|a| a.host().to_owned())),
            (
                "port",
                auth.and_then(|a| a.port()).map(|x| x.as_str().to_owned()),
            ),
            ("path", Some(r.path().as_str().to_owned())),
            ("query", r.query().map(|x| x.as_str().to_owned())),
            ("fragment", r.fragment().map(|x| x.as_str().to_owned())),
        ])
    })
}
