#![no_main]
//! `invariants::warc_input`: the first byte odd, a clean generated WARC
//! file (the seed in the next 8 bytes, the gzip twin when the byte after
//! them is odd) with up to 8 edits made (3 bytes an edit); even, the rest is
//! the file.

use libfuzzer_sys::fuzz_target;
use urispec_fuzz::archive_invariants as invariants;

fuzz_target!(|data: &[u8]| {
    if let Some((&mode, rest)) = data.split_first() {
        invariants::warc_input(mode % 2 == 1, rest);
    }
});
