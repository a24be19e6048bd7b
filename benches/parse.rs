//! Parse throughput over the shared corpora (`../shared/corpus/`), one
//! benchmark per grammar. Falls back to the embedded spec examples when the
//! corpora are not beside the checkout.
//!
//! Run: `cargo bench --bench parse`.

use urispec::Grammar;

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

#[divan::bench(args = urispec::Grammar::ALL)]
fn parse_corpus(bencher: divan::Bencher<'_, '_>, spec: &Grammar) {
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

#[divan::bench(args = urispec::Grammar::ALL)]
fn parse_one_megabyte_path(bencher: divan::Bencher<'_, '_>, spec: &Grammar) {
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
            Grammar::Rfc1630Url,
            format!("prospero://h/{}%00", "1%00".repeat(250_000)),
        ),
        _ => (Grammar::Rfc1630, format!("x:{}%zz", "ab/".repeat(350_000))),
    };
    bencher.bench(|| urispec::parse(spec, divan::black_box(&input)).is_ok());
}
