#![no_main]
//! `invariants::grammar_diff`: the `.pest` and BNF readers on any text.

use libfuzzer_sys::fuzz_target;
use urispec_fuzz::invariants;

fuzz_target!(|data: &[u8]| {
    if let Ok(input) = std::str::from_utf8(data) {
        invariants::grammar_diff(input);
    }
});
