#![no_main]
//! `invariants::cdx_input`: the first byte odd, a clean generated CDX or
//! CDXJ index (the seed in the next 8 bytes; the byte after them unread)
//! with up to 8 edits made (3 bytes an edit); even, the rest is the index.

use libfuzzer_sys::fuzz_target;
use urispec_fuzz::archive_invariants as invariants;

fuzz_target!(|data: &[u8]| {
    if let Some((&mode, rest)) = data.split_first() {
        invariants::cdx_input(mode % 2 == 1, rest);
    }
});
