//! What the examples share: their command line, `[--spec NAME] [FILE]`.

use std::io::{BufRead, BufReader};

use urispec::Edition;

/// The edition (`--spec NAME`, else `default`) and the input: the FILE
/// argument, or stdin without one, read as it comes.
pub fn spec_and_input(
    default: Edition,
) -> Result<(Edition, Box<dyn BufRead>), Box<dyn std::error::Error>> {
    let mut spec = default;
    let mut path = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--spec" => spec = args.next().ok_or("--spec needs a name")?.parse()?,
            _ => path = Some(arg),
        }
    }
    let input: Box<dyn BufRead> = match path {
        Some(p) => Box::new(BufReader::new(std::fs::File::open(p)?)),
        None => Box::new(std::io::stdin().lock()),
    };
    Ok((spec, input))
}
