//! The parse hot path allocates nothing: a counting global allocator (this
//! test binary's own) counts the allocations `urispec::parse` makes on every
//! line of the corpora (`../shared/corpus/`) each grammar accepts, and on a
//! 1 MB path. Rejections are explained by pest and may allocate. One known
//! exception: a `prosperolink` under a URL grammar, whose `hsoname` is split
//! after the parse by `url::prospero::separate`, which collects the name's
//! units in a `Vec`; those lines are counted apart and must allocate only
//! there (a handful of allocations, whatever the length).

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use urispec::Grammar;

/// The system allocator, counting.
struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed on to `System` unchanged; the counter is an
// atomic and does not touch the memory handed out.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract is `System`'s.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract is `System`'s.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract is `System`'s.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Allocations made by `f` on this thread's watch (the test runs alone in
/// its binary, so no other thread allocates meanwhile).
fn allocations<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = ALLOCATIONS.load(Ordering::SeqCst);
    let value = f();
    (value, ALLOCATIONS.load(Ordering::SeqCst) - before)
}

#[test]
fn accepted_parses_allocate_nothing() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus");
    let mut lines = Vec::new();
    for name in ["urls.txt", "historic.txt"] {
        let path = dir.join(name);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "{}: {e} (the corpora live beside the checkout)",
                path.display()
            )
        });
        lines.extend(text.lines().step_by(3).map(str::to_owned));
    }
    lines.push("a/".repeat(500_000));
    for grammar in Grammar::ALL {
        let mut accepted = 0;
        for line in &lines {
            let (ok, count) = allocations(|| urispec::parse(grammar, line).is_ok());
            if !ok {
                continue;
            }
            accepted += 1;
            let prospero_split = matches!(grammar.family(), urispec::Family::Url(_))
                && line.starts_with("prospero:");
            if prospero_split {
                assert!(
                    count <= 8,
                    "{grammar}: {count} allocations parsing {line:.80}"
                );
            } else {
                assert_eq!(
                    count, 0,
                    "{grammar}: {count} allocations parsing {line:.80}"
                );
            }
        }
        assert!(accepted > 1000, "{grammar}: only {accepted} lines accepted");
    }
}
