//! Validate a file of URLs, one per line, as it streams: each invalid line
//! with its number, the byte offset of the error and the productions the
//! grammar expected there, then how many lines were valid.
//!
//! ```sh
//! cargo run --example validate_urls -- [--spec rfc1738] urls.txt   # stdin without a file
//! ```
//!
//! Blank lines are skipped; a line that is not UTF-8 is invalid at its first
//! bad byte. The lines are parsed on every core by `urispec::check`, and
//! reported in order. Exit status: 0 when every line is valid, 1 when one is
//! not, 2 on a usage or I/O error.

use std::process::ExitCode;

mod common;

use urispec::check::{Checker, Verdict};
use urispec::Edition;

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("validate_urls: {e}");
            ExitCode::from(2)
        }
    }
}

/// Whether every line is valid.
fn run() -> Result<bool, Box<dyn std::error::Error>> {
    let (spec, input) = common::spec_and_input(Edition::Rfc2396)?;
    let (mut valid, mut invalid) = (0, 0);
    // A few batches of lines in memory at a time, however long the file.
    for record in Checker::new(spec).records(input) {
        let record = record?;
        if record.input.is_empty() {
            continue;
        }
        let (line, text) = (record.line, &record.input);
        match &record.verdict {
            Verdict::Valid => valid += 1,
            Verdict::Invalid(e) => {
                invalid += 1;
                let expected: Vec<_> = e.expected().iter().map(|x| x.name()).collect();
                println!(
                    "line {line}: offset {}: expected {} in {text:?}",
                    e.offset(),
                    expected.join(", ")
                );
            }
            Verdict::NotUtf8 { valid_up_to } => {
                invalid += 1;
                println!("line {line}: offset {valid_up_to}: not UTF-8 in {text:?}");
            }
        }
    }
    println!("{valid} valid, {invalid} invalid under {spec}");
    Ok(invalid == 0)
}
