//! The protocol of `urispec differential` (README, "Testing another
//! implementation"), spoken for one parser: a JSON string a line in,
//! `valid {parts}` or `invalid {"offset":N}` a line out.

use std::io::{self, BufRead, BufReader, Write};

use serde_json::{Map, Value};

/// The parts a parser found, under the keys of `urispec parse --json`
/// (`None`: the input has no such part).
pub type Parts = Vec<(&'static str, Option<String>)>;

/// Answer every line of stdin with `decide`'s verdict: the parts, or the
/// byte offset of the error when the parser gives one.
pub fn serve(mut decide: impl FnMut(&str) -> Result<Parts, Option<usize>>) -> io::Result<()> {
    let mut input = BufReader::new(io::stdin().lock());
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut line = String::new();
    loop {
        // Answer at once when no question waits (a caller asking one at a time).
        if input.buffer().is_empty() {
            out.flush()?;
        }
        line.clear();
        if input.read_line(&mut line)? == 0 {
            return out.flush();
        }
        let text: String = serde_json::from_str(line.trim_end_matches('\n'))?;
        match decide(&text) {
            Ok(parts) => {
                let map: Map<String, Value> = parts
                    .into_iter()
                    .map(|(k, v)| (k.to_owned(), v.map_or(Value::Null, Value::String)))
                    .collect();
                writeln!(out, "valid {}", Value::Object(map))?;
            }
            Err(Some(offset)) => writeln!(out, "invalid {{\"offset\":{offset}}}")?,
            Err(None) => writeln!(out, "invalid")?,
        }
    }
}
