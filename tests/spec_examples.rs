//! One snapshot per case file: `tests/cases/<spec>/<production>/<case>.txt`
//! holds one input; `snapshots/<spec>/<production>@<case>.txt.snap` pins how
//! the grammar of `<spec>` parses it (or why it rejects it).

mod common;

use urispec::Spec;

/// Snapshot every case under `tests/cases/<spec>/<production>/`.
macro_rules! cases {
    ($test:ident, $spec:expr, $production:literal, $glob:literal) => {
        #[test]
        fn $test() {
            let spec: Spec = $spec;
            common::with_snapshots(spec.name(), || {
                insta::glob!($glob, |path| {
                    let input = common::read_case(path);
                    insta::assert_snapshot!($production, common::render(spec, &input));
                });
            });
        }
    };
}

cases!(
    uri_draft_fragmentaddress,
    Spec::UriDraft,
    "fragmentaddress",
    "cases/uri-draft/fragmentaddress/*.txt"
);
cases!(
    rfc1630_fragmentaddress,
    Spec::Rfc1630,
    "fragmentaddress",
    "cases/rfc1630/fragmentaddress/*.txt"
);
cases!(
    rfc2396_uri_reference,
    Spec::Rfc2396,
    "uri_reference",
    "cases/rfc2396/uri_reference/*.txt"
);
