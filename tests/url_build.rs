//! Builders from decoded parts: `parse(build(parts)) == parts` over generated
//! parts, octets 0x00-0xFF included, and parts a production cannot hold are
//! errors.

use proptest::prelude::*;
use urispec::url::build::{BuildError, GopherParts};
use urispec::url::{GopherAddress, Url};
use urispec::UrlGrammar;

fn hostname() -> impl Strategy<Value = String> {
    proptest::collection::vec("[a-zA-Z][a-zA-Z0-9-]{0,6}", 1..4).prop_map(|labels| labels.join("."))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn gopher_parts_read_back(grammar in prop::sample::select(vec![UrlGrammar::Rfc1630Url, UrlGrammar::UrlDraft03]),
                              host in hostname(), port in any::<Option<u16>>(), gtype in any::<u8>(),
                              selector in proptest::collection::vec(prop_oneof![any::<u8>(), Just(b'/'), Just(b'\t')], 0..24)) {
        let parts = GopherParts { host: &host, port, gtype: Some(gtype), selector: &selector };
        let url = GopherAddress::build(grammar, &parts).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let parsed = urispec::url::parse(grammar, &url).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let Url::Gopher(a) = parsed.url() else { return Err(TestCaseError::fail(format!("{url} is no gopher URL"))) };
        prop_assert_eq!(a.hostport().host().as_str(), host.as_str());
        prop_assert_eq!(a.hostport().port().and_then(|p| p.number()), port);
        prop_assert_eq!(a.effective_gtype(), gtype);
        prop_assert_eq!(a.gcommand().map_or(Vec::new(), |c| c.decode().into_owned()), selector);
    }
}

#[test]
fn gopher_parts_the_production_cannot_hold_are_errors() {
    let parts = GopherParts {
        host: "a b",
        port: None,
        gtype: Some(b'0'),
        selector: b"",
    };
    assert!(matches!(
        GopherAddress::build(UrlGrammar::Rfc1630Url, &parts),
        Err(BuildError::Host { .. })
    ));
    let parts = GopherParts {
        host: "a",
        port: None,
        gtype: None,
        selector: b"x",
    };
    assert_eq!(
        GopherAddress::build(UrlGrammar::Rfc1630Url, &parts),
        Err(BuildError::SelectorWithoutType)
    );
    let parts = GopherParts {
        host: "a",
        port: None,
        gtype: None,
        selector: b"",
    };
    assert!(matches!(
        GopherAddress::build(UrlGrammar::UrlDraft02, &parts),
        Err(BuildError::NoProduction { .. })
    ));
    // A selector with CR LF and a slash run keeps its octets: `//` cannot be a path, so `%2F`.
    let parts = GopherParts {
        host: "h",
        port: Some(70),
        gtype: Some(b'1'),
        selector: b"a//b\r\n",
    };
    assert_eq!(
        GopherAddress::build(UrlGrammar::Rfc1630Url, &parts).as_deref(),
        Ok("gopher://h:70/1a%2F%2Fb%0D%0A")
    );
    let parts = GopherParts {
        host: "h",
        port: None,
        gtype: Some(b'1'),
        selector: b"a/b/",
    };
    assert_eq!(
        GopherAddress::build(UrlGrammar::Rfc1630Url, &parts).as_deref(),
        Ok("gopher://h/1a/b/")
    );
}
