#![no_main]
//! `invariants::generated`: the compiled parsers of every grammar, no pest.

use libfuzzer_sys::fuzz_target;
use urispec_fuzz::invariants;

fuzz_target!(|data: &[u8]| {
    if let Ok(input) = std::str::from_utf8(data) {
        invariants::generated(input);
    }
});
