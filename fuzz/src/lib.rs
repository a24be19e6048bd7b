//! The invariants of the fuzz targets: the same file the regression tests
//! (`tests/grammar/regressions.rs`) include, so both hold an input to the same checks.

#[path = "../../tests/common/invariants.rs"]
pub mod invariants;
