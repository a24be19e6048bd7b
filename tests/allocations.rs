//! The parse hot path allocates nothing: a counting global allocator (this
//! test binary's own) counts the allocations `urispec::parse` makes on every
//! line of the corpora (`../shared/corpus/`) each grammar accepts, and on a
//! 1 MB path; and that a rejection allocates only its error's list of
//! expected productions (the explaining parser keeps its record on the
//! stack), on every line of the corpora each grammar rejects. A
//! `prosperolink`'s `hsoname`, split after the parse by
//! `url::prospero::separate`, allocates nothing either.
//!
//! The same allocator keeps the bytes live and their peak, so the memory
//! bound of the parsers is a test too: parsing a hostile input of ten
//! megabytes (`urispec::vectors::SHAPES`; one in a debug build), accepted or
//! rejected, never holds more than the input again on the heap.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use urispec::Edition;

/// The system allocator, counting per thread: allocations, bytes live and
/// their peak. Per thread, so tests running at once do not disturb each
/// other's counts.
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
    static LIVE: Cell<usize> = const { Cell::new(0) };
    static PEAK: Cell<usize> = const { Cell::new(0) };
}

/// Count `grown` bytes allocated and `shrunk` freed on this thread.
fn count(allocation: bool, grown: usize, shrunk: usize) {
    // `try_with`: a thread being torn down frees memory after its locals
    // are gone; those bytes are not counted.
    let _ = ALLOCATIONS.try_with(|a| a.set(a.get() + usize::from(allocation)));
    let _ = LIVE.try_with(|live| {
        // Memory freed here may have been allocated on another thread.
        let now = (live.get() + grown).saturating_sub(shrunk);
        live.set(now);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(now)));
    });
}

// SAFETY: every call is passed on to `System` unchanged; the counters are
// const-initialised thread locals without destructors (no allocation, no
// reentry) and do not touch the memory handed out.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(true, layout.size(), 0);
        // SAFETY: the caller's contract is `System`'s.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        count(false, 0, layout.size());
        // SAFETY: the caller's contract is `System`'s.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count(true, new_size, layout.size());
        // SAFETY: the caller's contract is `System`'s.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Allocations made by `f` on this thread.
fn allocations<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = ALLOCATIONS.with(Cell::get);
    let value = f();
    (value, ALLOCATIONS.with(Cell::get) - before)
}

/// The most bytes `f` held on the heap at once on this thread, beyond what
/// was live when it began.
fn peak_heap<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = LIVE.with(Cell::get);
    PEAK.with(|p| p.set(before));
    let value = f();
    (value, PEAK.with(Cell::get) - before)
}

/// One line in three of both corpora (`../shared/corpus/`, beside the
/// checkout).
fn corpus_sample() -> Vec<String> {
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
    lines
}

#[test]
fn accepted_parses_allocate_nothing() {
    let mut lines = corpus_sample();
    lines.push("a/".repeat(500_000));
    for grammar in Edition::ALL {
        let mut accepted = 0;
        for line in &lines {
            let (ok, count) = allocations(|| urispec::parse(grammar, line).is_ok());
            if !ok {
                continue;
            }
            accepted += 1;
            assert_eq!(
                count, 0,
                "{grammar}: {count} allocations parsing {line:.80}"
            );
        }
        assert!(accepted > 1000, "{grammar}: only {accepted} lines accepted");
    }
}

/// Allocations of a rejection: the error's list of expected productions
/// (one `Vec`). Where the error is taken from the automaton's dead end
/// (`uri-draft`, `rfc1630`), the dead end's list is explained the first time
/// a rejection reaches it, once per process, and kept: that first rejection
/// allocates what the explaining parser does, every later one only its
/// error. So each line is rejected once before its allocations are counted.
const ERROR_ALLOCATIONS: usize = 1;

#[test]
fn rejected_parses_allocate_only_the_error() {
    let mut lines = corpus_sample();
    // Near misses: a character no grammar allows in the middle.
    let misses: Vec<String> = lines
        .iter()
        .step_by(7)
        .map(|l| {
            let mid = l.len() / 2;
            let mid = (0..=mid)
                .rev()
                .find(|&i| l.is_char_boundary(i))
                .unwrap_or(0);
            format!("{}<{}", &l[..mid], &l[mid..])
        })
        .collect();
    lines.extend(misses);
    for grammar in Edition::ALL {
        let mut rejected = 0;
        let mut most = 0;
        for line in &lines {
            // The dead end it reaches explained, if it is the first to.
            let _ = urispec::parse(grammar, line);
            let (err, count) = allocations(|| urispec::parse(grammar, line).err());
            let Some(err) = err else {
                continue;
            };
            rejected += 1;
            most = most.max(count);
            assert!(
                count <= ERROR_ALLOCATIONS,
                "{grammar}: {count} allocations rejecting {line:.80} ({err})"
            );
        }
        println!("{grammar}: {rejected} rejected, at most {most} allocations each");
        assert!(rejected > 1000, "{grammar}: only {rejected} lines rejected");
    }
}

/// Bytes a parse may hold beyond the input's own length (small fixed
/// buffers: an error's list of expected productions, its note).
const SLACK: usize = 64 * 1024;

/// Parses of every hostile shape under every grammar hold at most the
/// input's length again at their peak: accepted ones hold nothing (the
/// records live on the stack), rejected ones only their error (the
/// explaining parser keeps its record on the stack too). Ten megabytes in an
/// optimised build; one in a debug build, to keep the debug test short (the
/// bound is proportional, so the size does not change it).
#[test]
fn ten_megabyte_parses_hold_at_most_the_input_again() {
    const SIZE: usize = if cfg!(debug_assertions) {
        1024 * 1024
    } else {
        10 * 1024 * 1024
    };
    for shape in urispec::vectors::SHAPES {
        let input = shape.at(SIZE / shape.unit.len());
        for grammar in Edition::ALL {
            let (ok, peak) = peak_heap(|| urispec::parse(grammar, &input).is_ok());
            // The input and what the parse allocated: at most twice the input.
            assert!(
                input.len() + peak <= 2 * input.len() + SLACK,
                "{} under {grammar}: {peak} bytes at the peak for {} of input ({})",
                shape.name,
                input.len(),
                if ok { "accepted" } else { "rejected" }
            );
        }
    }
}

/// `explain` builds its tree from the compiled parser's spans for inputs up
/// to `explain::MAX_INPUT` and refuses longer ones before parsing: at the
/// limit every hostile shape under every grammar peaks within the bound its
/// docs state (160 bytes of heap a byte of input, 40 MiB); over it, it
/// allocates nothing beyond the error.
#[test]
fn explain_is_bounded_by_its_input_limit() {
    use urispec::error::SyntaxErrorKind;
    use urispec::explain::MAX_INPUT;
    const BOUND: usize = 160 * MAX_INPUT;
    for shape in urispec::vectors::SHAPES {
        let n = (MAX_INPUT - shape.prefix.len() - shape.suffix.len()) / shape.unit.len();
        let input = shape.at(n);
        assert!(input.len() <= MAX_INPUT);
        let over = shape.at(n + MAX_INPUT / shape.unit.len());
        for grammar in Edition::ALL {
            let (_, peak) =
                peak_heap(|| urispec::explain(grammar, &input).map(|t| t.nodes().len()));
            assert!(
                peak <= BOUND,
                "{} under {grammar}: explain peaked at {peak} bytes for {} of input",
                shape.name,
                input.len()
            );
            let (refused, peak) = peak_heap(|| urispec::explain(grammar, &over));
            let e = refused.expect_err("longer than the limit");
            assert_eq!(e.kind(), SyntaxErrorKind::TooLongToExplain, "{grammar}");
            assert_eq!(e.offset(), MAX_INPUT);
            assert!(peak <= SLACK, "{grammar}: {peak} bytes to refuse");
        }
    }
}
