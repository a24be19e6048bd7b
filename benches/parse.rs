//! Parse throughput over the shared corpora (`../shared/corpus/`), one
//! benchmark per grammar. Falls back to the embedded spec examples when the
//! corpora are not beside the checkout.
//!
//! Also the other URI crates side by side on `urls.txt`, the compiled
//! parsers against the pest path they replaced, and inputs of 1 KB, 100 KB
//! and 10 MB. Run: `cargo bench --bench parse`.

use urispec::Edition;

fn main() {
    divan::main();
}

/// The corpus lines: `urls.txt` (43,471 real URLs) and `historic.txt`
/// (5,000 URLs of the RFC 1630/1738 era).
fn corpus() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus");
    let mut lines = Vec::new();
    for name in ["urls.txt", "historic.txt"] {
        if let Ok(text) = std::fs::read_to_string(dir.join(name)) {
            lines.extend(text.lines().map(str::to_owned));
        }
    }
    if lines.is_empty() {
        lines = urispec::examples::all()
            .map(|e| e.text().into_owned())
            .collect();
    }
    lines
}

#[divan::bench(args = urispec::Edition::ALL)]
fn parse_corpus(bencher: divan::Bencher<'_, '_>, spec: &Edition) {
    let lines = corpus();
    bencher
        .counter(divan::counter::ItemsCount::new(lines.len()))
        .bench(|| {
            lines
                .iter()
                .filter(|line| urispec::parse(*spec, line).is_ok())
                .count()
        });
}

#[divan::bench(args = urispec::Edition::ALL)]
fn parse_one_megabyte_path(bencher: divan::Bencher<'_, '_>, spec: &Edition) {
    let input = format!("x:{}", "ab/".repeat(350_000));
    bencher.bench(|| urispec::parse(*spec, divan::black_box(&input)).is_ok());
}

/// Inputs that once went quadratic or stress backtracking: a prospero name
/// that is one long run of `%00` and digits (the `%00` split), and a 1 MB
/// path whose last escape is malformed (the error path parses twice).
#[divan::bench(args = ["prospero-nul-run", "bad-escape-at-end"])]
fn pathological(bencher: divan::Bencher<'_, '_>, case: &str) {
    let (spec, input) = match case {
        "prospero-nul-run" => (
            Edition::Rfc1630Url,
            format!("prospero://h/{}%00", "1%00".repeat(250_000)),
        ),
        _ => (Edition::Rfc1630, format!("x:{}%zz", "ab/".repeat(350_000))),
    };
    bencher.bench(|| urispec::parse(spec, divan::black_box(&input)).is_ok());
}

/// The lines of one corpus file (empty when the corpora are not there).
fn corpus_file(name: &str) -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/corpus")
        .join(name);
    std::fs::read_to_string(path)
        .map(|text| text.lines().map(str::to_owned).collect())
        .unwrap_or_default()
}

/// The parsers side by side on `urls.txt`: urispec's RFC 2396 parse through
/// the compiled parser, its decision alone, the pest path it replaced, its
/// RFC 3986 parse (the grammar the other crates implement), and the other
/// crates.
#[divan::bench(args = [
    "urispec", "urispec-decide", "urispec-pest", "urispec-rfc3986", "fluent-uri", "oxiri",
    "iri-string", "url",
])]
fn urls_side_by_side(bencher: divan::Bencher<'_, '_>, parser: &str) {
    let lines = corpus_file("urls.txt");
    let parse: fn(&str) -> bool = match parser {
        "urispec" => |s| urispec::rfc2396::parse(s).is_ok(),
        "urispec-decide" => |s| urispec::oracle::decide(Edition::Rfc2396, s).is_ok(),
        "urispec-pest" => |s| urispec::oracle::pest_record(Edition::Rfc2396, s),
        "urispec-rfc3986" => |s| urispec::rfc3986::parse(s).is_ok(),
        "fluent-uri" => |s| fluent_uri::Uri::parse(s).is_ok(),
        "oxiri" => |s| oxiri::Iri::parse(s).is_ok(),
        "iri-string" => |s| iri_string::types::UriReferenceStr::new(s).is_ok(),
        _ => |s| url::Url::parse(s).is_ok(),
    };
    bencher
        .counter(divan::counter::ItemsCount::new(lines.len()))
        .bench(|| lines.iter().filter(|l| parse(divan::black_box(l))).count());
}

/// `historic.txt` under each grammar, the compiled path against pest's.
#[divan::bench(args = urispec::Edition::ALL)]
fn historic_compiled_and_pest(bencher: divan::Bencher<'_, '_>, spec: &Edition) {
    let lines = corpus_file("historic.txt");
    bencher
        .counter(divan::counter::ItemsCount::new(lines.len()))
        .bench(|| {
            let compiled = lines
                .iter()
                .filter(|l| urispec::oracle::decide(*spec, l).is_ok())
                .count();
            let pest = lines
                .iter()
                .filter(|l| urispec::oracle::pest_record(*spec, l))
                .count();
            (compiled, pest)
        });
}

/// Linearity: an RFC 2396 path of `a/` segments of 1 KB, 100 KB and 10 MB.
#[divan::bench(args = [1_000, 100_000, 10_000_000])]
fn rfc2396_path_of_size(bencher: divan::Bencher<'_, '_>, bytes: usize) {
    let input = "a/".repeat(bytes / 2);
    bencher
        .counter(divan::counter::BytesCount::new(input.len()))
        .bench(|| urispec::rfc2396::parse(divan::black_box(&input)).is_ok());
}
