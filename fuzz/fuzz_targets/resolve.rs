#![no_main]
//! `invariants::resolve_pair` under one rule set of `RuleSet::ALL` (the
//! first byte picks it); the base and the reference are separated by the
//! first newline.

use libfuzzer_sys::fuzz_target;
use urispec_fuzz::invariants;

fuzz_target!(|data: &[u8]| {
    if let Some((selector, input)) = invariants::split(data) {
        let (base, reference) = input.split_once('\n').unwrap_or((input, ""));
        invariants::resolve_pair(invariants::rule_set(selector), base, reference);
    }
});
