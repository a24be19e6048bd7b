//! The grammars: each edition's language, the compiled parsers against pest's, errors, the
//! documents' examples, hostile and regression inputs, the typed trees, escapes and equivalence.
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

mod automaton;
mod compare;
mod errors;
mod errors_agree;
mod escape;
mod generated;
mod generated_code;
mod generated_parsers;
mod generic;
mod hostile;
mod language;
mod regressions;
mod rfc2396_build;
mod sets;
mod spec_examples;
mod url;
mod url_build;
mod vectors;
