//! The harness of BENCHMARKS.md: runs one parser over every line of a corpus
//! (or over one long generated input), so that valgrind can count the
//! instructions, and counts the heap allocations and the peak heap itself.
//!
//! ```sh
//! cargo build --release --example corpus
//! valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
//!     target/release/examples/corpus PARSER ../shared/corpus/urls.txt
//! target/release/examples/corpus PARSER linear:10000000   # one 10 MB input
//! ```
//!
//! `PARSER` is one of `none` (reads the lines only: the baseline to
//! subtract), `urispec:<spec>` (`urispec::parse`: the typed tree wrapped in
//! `Parsed`), `typed:<spec>` (the family's own parse, such as
//! `rfc2396::parse`: the typed tree alone),
//! `decide:<spec>` (accept or reject, with the offset, nothing kept),
//! `normal:<spec>` (the normal form of `urispec::compare`),
//! `pest:<spec>` (pest's parse and the walk over its pairs, the path before),
//! `pest-explain:<spec>` (the compiled decision, and pest's detailed re-parse explaining a
//! rejection: how rejected lines were explained before the explaining parsers),
//! `rfc2396-components` (RFC 2396, every component read), `fluent-uri`,
//! `fluent-uri-components`, `oxiri`, `iri-string`, `url`.

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicUsize, Ordering};

use urispec::{oracle, Edition, Family};

/// The system allocator, counting.
struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);
static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed on to `System` unchanged; the counters are
// atomics and do not touch the memory handed out.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(live, Ordering::Relaxed);
        // SAFETY: the caller's contract is `System`'s.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: the caller's contract is `System`'s.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        let live = LIVE.fetch_add(new_size, Ordering::Relaxed) + new_size;
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        PEAK.fetch_max(live, Ordering::Relaxed);
        // SAFETY: the caller's contract is `System`'s.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn grammar(name: &str) -> Edition {
    Edition::ALL
        .into_iter()
        .find(|g| g.to_string() == name)
        .unwrap_or_else(|| panic!("no grammar {name}"))
}

/// One parser: does it accept `line`?
fn parser(name: &str) -> Box<dyn Fn(&str) -> bool> {
    if let Some(spec) = name.strip_prefix("urispec:") {
        let g = grammar(spec);
        return Box::new(move |s| urispec::parse(g, s).is_ok());
    }
    if let Some(spec) = name.strip_prefix("typed:") {
        // The family's own parse: its typed tree, not wrapped in `Parsed`.
        return match grammar(spec).family() {
            Family::Generic(g) => Box::new(move |s| urispec::generic::parse_with(g, s).is_ok()),
            Family::Url(g) => Box::new(move |s| urispec::url::parse(g, s).is_ok()),
            Family::Rfc1808 => Box::new(|s| urispec::rfc1808::parse(s).is_ok()),
            Family::Rfc2396 => Box::new(|s| urispec::rfc2396::parse(s).is_ok()),
            Family::Rfc3986 => Box::new(|s| urispec::rfc3986::parse(s).is_ok()),
        };
    }
    if let Some(spec) = name.strip_prefix("decide:") {
        let g = grammar(spec);
        return Box::new(move |s| oracle::decide(g, s).is_ok());
    }
    if let Some(spec) = name.strip_prefix("normal:") {
        let g = grammar(spec);
        return Box::new(move |s| {
            urispec::compare::normal_form(g, s).is_ok_and(|f| !black_box(f).is_empty())
        });
    }
    if let Some(spec) = name.strip_prefix("pest-explain:") {
        // The rejected lines' path before the explaining parsers.
        let g = grammar(spec);
        return Box::new(move |s| oracle::pest_explain(g, s).is_none());
    }
    if let Some(spec) = name.strip_prefix("pest:") {
        let g = grammar(spec);
        return Box::new(move |s| oracle::pest_record(g, s));
    }
    match name {
        "none" => Box::new(|s| !s.is_empty()),
        "rfc2396-components" => Box::new(|s| {
            urispec::rfc2396::parse(s).is_ok_and(|r| {
                black_box((r.scheme(), r.authority(), r.path(), r.query(), r.fragment()));
                true
            })
        }),
        "fluent-uri" => Box::new(|s| fluent_uri::Uri::parse(s).is_ok()),
        "fluent-uri-components" => Box::new(|s| {
            fluent_uri::Uri::parse(s).is_ok_and(|u| {
                black_box((u.scheme(), u.authority(), u.path(), u.query(), u.fragment()));
                true
            })
        }),
        "oxiri" => Box::new(|s| oxiri::Iri::parse(s).is_ok()),
        "iri-string" => Box::new(|s| iri_string::types::UriReferenceStr::new(s).is_ok()),
        "url" => Box::new(|s| url::Url::parse(s).is_ok()),
        _ => panic!("unknown parser {name}"),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, name, source] = &args[..] else {
        eprintln!("usage: corpus PARSER (FILE | linear:BYTES)");
        std::process::exit(2);
    };
    let lines: Vec<String> = match source.strip_prefix("linear:") {
        // A path of `a/` segments, as one line of `BYTES` bytes.
        Some(bytes) => {
            let n: usize = bytes.parse().expect("a size in bytes");
            vec!["a/".repeat(n / 2)]
        }
        None => std::fs::read_to_string(source)
            .expect("a readable corpus")
            .lines()
            .map(str::to_owned)
            .collect(),
    };
    let parse = parser(name);
    let allocations = ALLOCATIONS.load(Ordering::Relaxed);
    PEAK.store(LIVE.load(Ordering::Relaxed), Ordering::Relaxed);
    let base = LIVE.load(Ordering::Relaxed);
    let accepted = lines.iter().filter(|l| parse(black_box(l))).count();
    let allocations = ALLOCATIONS.load(Ordering::Relaxed) - allocations;
    let peak_parse = PEAK.load(Ordering::Relaxed).saturating_sub(base);
    eprintln!(
        "{name}: {} lines, {accepted} accepted, {allocations} allocations ({:.2} per line), peak heap while parsing {peak_parse} bytes",
        lines.len(),
        allocations as f64 / lines.len() as f64,
    );
}
