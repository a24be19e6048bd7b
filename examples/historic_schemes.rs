//! List the historic schemes in a text: the URIs `urispec::text` finds
//! (wrapped in `<URL:...>`, `<...>`, `"..."`, or bare), read by a URL
//! edition's grammar, and for every scheme that edition types with a
//! production of its own (`gopheraddress`, `waisdoc`, `prosperolink`, ...;
//! `http` aside, and the schemes no production names), how many there are
//! and the first one.
//!
//! ```sh
//! cargo run --example historic_schemes -- [--spec url-draft-03] mail.txt   # stdin without a file
//! ```

use std::collections::BTreeMap;
use std::process::ExitCode;

mod common;

use urispec::text::Finder;
use urispec::url::Kind;
use urispec::{Edition, Family};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("historic_schemes: {e}");
            ExitCode::from(2)
        }
    }
}

/// What was seen of one scheme.
struct Seen {
    production: &'static str,
    count: usize,
    first: String,
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let (spec, input) = common::spec_and_input(Edition::Rfc1738)?;
    let Family::Url(edition) = spec.family() else {
        return Err(format!("{spec} is no URL edition: its schemes are not typed").into());
    };
    let mut schemes: BTreeMap<String, Seen> = BTreeMap::new();
    // The finds stream: the text is never held whole.
    for find in Finder::new(input, spec) {
        let find = find?;
        let Ok(url) = urispec::url::parse(edition, find.uri()) else {
            continue;
        };
        if matches!(
            url.kind(),
            Kind::Httpaddress | Kind::Generic | Kind::Otherurl
        ) {
            continue;
        }
        let scheme = url.url().scheme().to_ascii_lowercase();
        schemes
            .entry(scheme)
            .and_modify(|seen| seen.count += 1)
            .or_insert_with(|| Seen {
                production: url.production(),
                count: 1,
                first: find.uri().to_owned(),
            });
    }
    println!("historic schemes under {spec}:");
    for (scheme, seen) in &schemes {
        println!(
            "{scheme:<10} {:<16} {:>3}  {}",
            seen.production, seen.count, seen.first
        );
    }
    Ok(())
}
