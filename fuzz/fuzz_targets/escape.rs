#![no_main]
//! `invariants::escape_bytes` on any bytes, under one grammar of
//! `Edition::ALL` (the first byte picks it).

use libfuzzer_sys::fuzz_target;
use urispec_fuzz::invariants;

fuzz_target!(|data: &[u8]| {
    if let Some((&selector, bytes)) = data.split_first() {
        invariants::escape_bytes(invariants::grammar(selector), bytes);
    }
});
