//! `urispec_archive::Surt::Default` against keys the `surt` Python package
//! (0.3.1, default options) computed once for every 20th line of
//! `../shared/corpus/urls.txt`: `tests/surt/keys.tsv`, made by
//! `scripts/surt-keys.py` (its docstring gives the command). No Python is
//! needed to run this test.

use urispec_archive::Surt;

/// The keys file: `tests/surt/keys.tsv`, or the one `URISPEC_SURT_KEYS`
/// names (`scripts/surt-keys.py 1` on all of `urls.txt` gives the figure
/// of the README), whose agreement is printed.
#[test]
fn default_keys_agree_with_the_surt_package() {
    let other = std::env::var("URISPEC_SURT_KEYS").ok();
    let keys = match &other {
        Some(path) => std::fs::read_to_string(path).expect("the keys file"),
        None => include_str!("../../../tests/surt/keys.tsv").to_owned(),
    };
    let (mut total, mut idna, mut differ) = (0, 0, Vec::new());
    for line in keys.lines() {
        let Some((url, expected)) = line.split_once('\t') else {
            continue;
        };
        total += 1;
        let ours = Surt::Default.key(url);
        let agrees = match (&ours, expected.strip_prefix("!error: ")) {
            // The package raises `ValueError` for a port that is no number.
            (Err(_), Some("ValueError")) => true,
            (Ok(key), None) => key == expected,
            _ => false,
        };
        // The one departure: a host that is not ASCII, which the package
        // encodes by IDNA 2003 (`xn--`) and urispec escapes.
        if !agrees && expected.contains("xn--") {
            idna += 1;
        } else if !agrees {
            differ.push(format!("{url}\n  package: {expected}\n  urispec: {ours:?}"));
        }
    }
    println!(
        "{} of {total} keys agree; {idna} differ by IDNA, {} otherwise",
        total - idna - differ.len(),
        differ.len()
    );
    assert!(total > 2000, "{total} keys");
    assert!(
        differ.is_empty(),
        "{} of {total} differ:\n{}",
        differ.len(),
        differ.join("\n")
    );
}

/// Hosts whose labels are escapes of bytes that are no UTF-8: the package
/// drops those bytes before Python's `idna` codec, which raises where a
/// label is left empty (or 64 bytes long), and then keeps the host's bytes
/// as they were. The keys are the package's (0.3.1), computed once.
#[test]
fn a_label_of_escapes_keys_as_the_package_keys_it() {
    let cases = [
        ("http://%ff.example.com/", "com,example,%ff)/"),
        ("http://%FF.example.com/", "com,example,%ff)/"),
        ("http://%ff%fe.example.com/", "com,example,%ff%fe)/"),
        ("http://%c3.example.com/", "com,example,%c3)/"),
        ("http://www.%ff.example.com/", "com,example,%ff)/"),
        ("http://%ff%2e.example.com/", "com,example,%ff)/"),
        ("http://.%ff.com/", "com,%ff)/"),
        ("http://a%ff..b/", "b,a%ff)/"),
        ("http://%41.example.com/", "com,example,a)/"),
        ("http://%41%ff.example.com/", "com,example,a)/"),
        ("http://a%ff.example.com/", "com,example,a)/"),
        ("http://x.%ff/", "x)/"),
        ("http://%ff/", "http:/"),
        ("http://%ffwww.example.com/", "com,example)/"),
        (
            "http://%ff.example.com:8080/A?b&a",
            "com,example,%ff:8080)/a?a&b",
        ),
        (
            "http://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa%ff.com/",
            "com,aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa%ff)/",
        ),
        (
            "http://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa%ff.com/",
            "com,aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa)/",
        ),
    ];
    for (url, expected) in cases {
        assert_eq!(Surt::Default.key(url).as_deref(), Ok(expected), "{url}");
    }
}
