//! `urispec encode` and `urispec decode`: the conventional `%hh` encoding
//! with the set of one production of one edition (`urispec::escape`).

use std::io::{self, Write};

use urispec::escape::{self, Set};

use crate::input::Place;

/// `encode`: one input's octets, every one outside `set` as `%hh`, on one
/// output line; always true.
pub fn encode(out: &mut impl Write, set: Set, input: &[u8]) -> io::Result<bool> {
    writeln!(out, "{}", set.encode(input))?;
    Ok(true)
}

/// `decode`: one input's escapes decoded; the octets are written as they
/// are, or as text with U+FFFD for what is not UTF-8 under `lossy`. A `%`
/// that starts no escape is an error naming its offset (false,
/// [`Place::fail`]).
pub fn decode(out: &mut impl Write, place: Place, lossy: bool, input: &[u8]) -> io::Result<bool> {
    let text = String::from_utf8_lossy(input);
    match escape::try_decode(&text) {
        Ok(octets) if lossy => writeln!(out, "{}", String::from_utf8_lossy(&octets))?,
        Ok(octets) => {
            out.write_all(&octets)?;
            writeln!(out)?;
        }
        Err(e) => {
            place.fail(out, &format!("{text:?}: {e}"))?;
            return Ok(false);
        }
    }
    Ok(true)
}
