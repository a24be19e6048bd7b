#![no_main]
//! `invariants::parse` on one grammar of `Edition::ALL` (the first byte picks it).

use libfuzzer_sys::fuzz_target;
use urispec_fuzz::invariants;

fuzz_target!(|data: &[u8]| {
    if let Some((selector, input)) = invariants::split(data) {
        invariants::parse(invariants::grammar(selector), input);
    }
});
