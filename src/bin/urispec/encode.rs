//! `urispec encode` and `urispec decode`: the conventional `%hh` encoding
//! with the set of one production of one edition (`urispec::escape`).

use std::io::{self, Write};
use std::process::ExitCode;

use urispec::escape::{self, Set};

use crate::complain;

/// `encode`: each input's octets, every one outside `set` as `%hh`, one
/// output line per input.
pub fn encode(out: &mut impl Write, set: Set, inputs: &[Vec<u8>]) -> io::Result<ExitCode> {
    for input in inputs {
        writeln!(out, "{}", set.encode(input))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `decode`: each input's escapes decoded; the octets are written as they
/// are, or as text with U+FFFD for what is not UTF-8 under `lossy`. A `%`
/// that starts no escape is an error naming its offset (exit 1).
pub fn decode(out: &mut impl Write, lossy: bool, inputs: &[Vec<u8>]) -> io::Result<ExitCode> {
    let mut all_valid = true;
    for input in inputs {
        let text = String::from_utf8_lossy(input);
        match escape::try_decode(&text) {
            Ok(octets) if lossy => writeln!(out, "{}", String::from_utf8_lossy(&octets))?,
            Ok(octets) => {
                out.write_all(&octets)?;
                writeln!(out)?;
            }
            Err(e) => {
                all_valid = false;
                complain(format_args!("urispec: {text:?}: {e}"));
            }
        }
    }
    Ok(ExitCode::from(if all_valid { 0 } else { 1 }))
}
