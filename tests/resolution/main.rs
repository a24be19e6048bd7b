//! Resolution under each rule set: the documents' examples, `java.net.URI` as an oracle, and
//! the host each result names.
//!
//! One test binary of a few (linking each costs more than running it); each module was
//! a binary of its own.
#[path = "../common/mod.rs"]
mod common;
// Shared with the other test binaries and the fuzz targets: each uses a part.
#[allow(dead_code)]
#[path = "../common/generate.rs"]
mod generate;
// Shared with the other test binaries and the fuzz targets: each uses a part.
#[allow(dead_code)]
#[path = "../common/invariants.rs"]
mod invariants;

mod host_safety;
mod java_uri;
mod resolve;
