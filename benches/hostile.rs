//! The hostile shapes of `tests/grammar/hostile.rs` at 1x, 10x and 100x (10,000 to
//! 1,000,000 units), so linear time shows as a constant throughput per
//! size: parse under every grammar (one const per grammar of
//! `Edition::ALL`), resolve under every rule set, text
//! extraction. Run: `cargo bench --bench hostile`.

use urispec::resolve::{resolve, RuleSet};
use urispec::Edition;

fn main() {
    divan::main();
}

const SIZES: [usize; 3] = [10_000, 100_000, 1_000_000];

fn repeat(prefix: &str, unit: &str, n: usize, suffix: &str) -> String {
    format!("{prefix}{}{suffix}", unit.repeat(n))
}

#[divan::bench(args = SIZES, consts = [0, 1, 2, 3, 4, 5, 6, 7, 8])]
fn slashes<const G: usize>(bencher: divan::Bencher<'_, '_>, n: usize) {
    let Some(&grammar) = Edition::ALL.get(G) else {
        return;
    };
    let input = repeat("http://a", "/", n, "");
    bencher
        .counter(divan::counter::BytesCount::of_str(&input))
        .bench(|| urispec::parse(grammar, divan::black_box(&input)).is_ok());
}

#[divan::bench(args = SIZES, consts = [0, 1, 2, 3, 4, 5, 6, 7, 8])]
fn nul_escapes_broken_at_the_end<const G: usize>(bencher: divan::Bencher<'_, '_>, n: usize) {
    let Some(&grammar) = Edition::ALL.get(G) else {
        return;
    };
    let input = repeat("http://a/", "%00", n / 3, "%0");
    bencher
        .counter(divan::counter::BytesCount::of_str(&input))
        .bench(|| urispec::parse(grammar, divan::black_box(&input)).is_err());
}

#[divan::bench(args = SIZES)]
fn dot_segments_every_rule_set(bencher: divan::Bencher<'_, '_>, n: usize) {
    let reference = repeat("", "../", n / 3, "g");
    bencher
        .counter(divan::counter::BytesCount::of_str(&reference))
        .bench(|| {
            RuleSet::ALL
                .iter()
                .filter(|&&set| resolve("http://a/b/c/d;p?q", &reference, set).is_ok())
                .count()
        });
}

#[divan::bench(args = SIZES)]
fn text_rfc2396(bencher: divan::Bencher<'_, '_>, n: usize) {
    let text = repeat("", "see <URL:http://a/b> or ", n / 24, "");
    bencher
        .counter(divan::counter::BytesCount::of_str(&text))
        .bench(|| urispec::text::find_in(&text, Edition::Rfc2396).count());
}
