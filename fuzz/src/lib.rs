//! The invariants of the fuzz targets: the same files the regression tests
//! include (`tests/grammar/regressions.rs` for the library's,
//! `archive/tests/archive/regressions.rs` for the web-archive readers'), so
//! both hold an input to the same checks.

#[path = "../../tests/common/invariants.rs"]
pub mod invariants;

/// The `warc` and `cdx` targets' invariants, the archive crate's.
#[path = "../../archive/tests/common/invariants.rs"]
pub mod archive_invariants;
