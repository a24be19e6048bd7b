//! Validate a file of URLs, one per line, as it streams: each invalid line
//! with its number, the byte offset of the error and the productions the
//! grammar expected there, then how many lines were valid.
//!
//! ```sh
//! cargo run --example validate_urls -- [--spec rfc1738] urls.txt   # stdin without a file
//! ```
//!
//! Blank lines are skipped; a line that is not UTF-8 is judged on its lossy
//! text. Exit status: 0 when every line is valid, 1 when one is not, 2 on a
//! usage or I/O error.

use std::io::BufRead;
use std::process::ExitCode;

mod common;

use urispec::Grammar;

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
    let (spec, input) = common::spec_and_input(Grammar::Rfc2396)?;
    let (mut valid, mut invalid) = (0, 0);
    // One line in memory at a time, however long the file.
    for (index, line) in input.split(b'\n').enumerate() {
        let line = line?;
        let line = line.strip_suffix(b"\r").unwrap_or(&line);
        if line.is_empty() {
            continue;
        }
        let text = String::from_utf8_lossy(line);
        match urispec::parse(spec, &text) {
            Ok(_) => valid += 1,
            Err(e) => {
                invalid += 1;
                let expected: Vec<_> = e.expected().iter().map(|x| x.name()).collect();
                println!(
                    "line {}: offset {}: expected {} in {text:?}",
                    index + 1,
                    e.offset(),
                    expected.join(", ")
                );
            }
        }
    }
    println!("{valid} valid, {invalid} invalid under {spec}");
    Ok(invalid == 0)
}
