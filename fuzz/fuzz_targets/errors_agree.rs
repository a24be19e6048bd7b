#![no_main]
//! `invariants::errors_agree`: the explaining parsers against pest's
//! detailed mode, the same error for every rejected input.

use libfuzzer_sys::fuzz_target;
use urispec_fuzz::invariants;

fuzz_target!(|data: &[u8]| {
    if let Some((selector, input)) = invariants::split(data) {
        invariants::errors_agree(invariants::grammar(selector), input);
    }
});
