//! The tests' side of the grammar-driven generator: the generator itself
//! is the library's (`urispec::vectors`, feature `vectors`, which the tests
//! turn on); here are [`samples`], [`accepts`] (pest_vm running the `.pest`
//! files uninterpreted by the compiler, the oracle the property tests hold
//! the compiled parsers to) and the corpus campaigns.
use std::collections::HashMap;

#[allow(unused_imports)] // not every test binary that includes this file uses each
pub use urispec::vectors::{near_miss, Generator, Rng, NEAR_MISS_ALPHABET};
use urispec::Edition;

/// `n` strings of `grammar`'s anchored entry point, from a generator
/// seeded with `seed` and the grammar.
pub fn samples(grammar: Edition, seed: u64, n: usize) -> impl Iterator<Item = String> {
    let generator = Generator::for_grammar(grammar).expect("every grammar reads");
    let mut rng = Rng::new(seed ^ grammar as u64);
    (0..n).map(move |_| generator.generate(grammar.file().entry, &mut rng))
}

/// Whether the rule named `rule` of `grammar` matches the whole of `input`
/// (`None` for an unknown rule name), run by pest_vm over the grammar's
/// `.pest` text from the table of editions: the rules pest_derive compiles for
/// the library, interpreted.
pub fn accepts(grammar: Edition, rule: &str, input: &str) -> Option<bool> {
    let vm = vm(grammar);
    if !vm_rules(grammar).iter().any(|r| r == rule) {
        return None;
    }
    match vm.parse(rule, input) {
        Ok(pairs) => {
            // The match ends where the last top-level pair ends; a silent
            // rule whose parts are all silent leaves no pair, and then
            // where it stopped cannot be told.
            let end = pairs.map(|pair| pair.as_span().end()).max();
            match end {
                Some(end) => Some(end == input.len()),
                None if input.is_empty() => Some(true),
                None => None,
            }
        }
        Err(_) => Some(false),
    }
}

/// The rule names of `grammar`'s `.pest` file.
fn vm_rules(grammar: Edition) -> &'static [String] {
    &compiled(grammar).1
}

/// pest_vm's interpreter of `grammar`'s `.pest` file.
fn vm(grammar: Edition) -> &'static pest_vm::Vm {
    &compiled(grammar).0
}

/// Each grammar compiled once per test binary.
fn compiled(grammar: Edition) -> &'static (pest_vm::Vm, Vec<String>) {
    use std::sync::{Mutex, OnceLock};
    type Cache = Mutex<HashMap<Edition, &'static (pest_vm::Vm, Vec<String>)>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    cache.entry(grammar).or_insert_with(|| {
        let (_, rules) = pest_meta::parse_and_optimize(grammar.file().source)
            .unwrap_or_else(|e| panic!("{} does not compile: {e:?}", grammar.file().path));
        let names = rules.iter().map(|r| r.name.clone()).collect();
        Box::leak(Box::new((pest_vm::Vm::new(rules), names)))
    })
}

/// How much of the corpora and the generator a differential campaign reads.
pub struct Campaign {
    /// One corpus line in this many is tried, from the corpus of the
    /// grammar's era ...
    pub own_stride: usize,
    /// ... and from the other one.
    pub other_stride: usize,
    /// Near misses made of each input.
    pub near_misses: usize,
    /// Strings generated from each rule.
    pub generated: usize,
}

/// The corpus lines, from `../shared/corpus/` beside the checkout.
pub fn corpus(name: &str) -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/corpus")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (the corpora live beside the checkout)",
            path.display()
        )
    });
    text.lines().map(str::to_owned).collect()
}

/// The corpus lines a campaign reads for `grammar`: those of its era
/// (`historic.txt` before RFC 2396, `urls.txt` after) one in
/// `own_stride`, the other corpus one in `other_stride`.
pub fn era_lines<'c>(
    grammar: Edition,
    urls: &'c [String],
    historic: &'c [String],
    campaign: &Campaign,
) -> impl Iterator<Item = &'c String> {
    let historic_era = !matches!(grammar, Edition::Rfc2396 | Edition::Rfc3986);
    let (own, other) = if historic_era {
        (historic, urls)
    } else {
        (urls, historic)
    };
    own.iter()
        .step_by(campaign.own_stride)
        .chain(other.iter().step_by(campaign.other_stride))
}
