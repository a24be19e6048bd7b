//! The `urispec` binary, run as a user runs it: one test binary of a few (linking each
//! costs more than running it); each module was a binary of its own.

#[path = "../common/mod.rs"]
mod common;
#[path = "../common/run.rs"]
mod run;

mod archive;
mod bounds;
mod check;
mod commands;
mod controls;
mod cost;
mod editions;
mod extract_jobs;
mod grammar_diff;
mod grammar_diff_rule;
mod lines;
mod man;
mod manners;
mod output;
mod records;
mod resolve;
mod text;
mod url;
mod user_tasks;
mod vectors;
mod warc;
mod wording;
