//! The public API as a user meets it: every accessor and trait, every doc example, the crate's
//! docs and layering, the everyday tasks, the examples and the page's build.
//!
//! One test binary of a few (linking each costs more than running it); each module was
//! a binary of its own.

mod accessors;
mod api_traits;
mod crate_docs;
mod doc_examples;
mod examples;
mod layering;
mod user_tasks;
mod web_build;
