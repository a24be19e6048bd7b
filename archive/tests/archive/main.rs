//! The web-archive readers: indexes, WARC and ARC files (damaged ones included), SURT keys,
//! and links then and now.
//!
//! One test binary of a few (linking each costs more than running it); each module was
//! a binary of its own.
// Shared with the fuzz targets `warc` and `cdx`.
#[allow(dead_code)]
#[path = "../common/invariants.rs"]
mod invariants;

mod accessors;
mod archive;
mod regressions;
mod surt;
mod then_now;
mod warc_damage;
