//! oxiri 0.3 (RFC 3987 `IRI-reference`, validating) speaking the protocol
//! of `urispec differential`:
//!
//! ```text
//! cargo build --release --example adapter_oxiri
//! urispec differential --spec rfc3986 -- target/release/examples/adapter_oxiri
//! ```
//!
//! oxiri gives no error offset and no host or port of its own: the
//! comparison holds its scheme, authority, path, query and fragment.

mod adapter;

fn main() -> std::io::Result<()> {
    adapter::serve(|s| {
        let r = oxiri::IriRef::parse(s).map_err(|_| None)?;
        Ok(vec![
            ("scheme", r.scheme().map(str::to_owned)),
            ("authority", r.authority().map(str::to_owned)),
            ("path", Some(r.path().to_owned())),
            ("query", r.query().map(str::to_owned)),
            ("fragment", r.fragment().map(str::to_owned)),
        ])
    })
}
