//! Resolve the links of an old HTML page under the rules of its time: the
//! `href` and `src` attributes, against the page's `<BASE HREF>` (or
//! `--base`), under the resolution rules of the newest document published
//! by the page's date (`--date YYYY-MM`, or the page's
//! `<META NAME="date" CONTENT="YYYY-MM-DD">`), or under `--rules NAME`.
//!
//! ```sh
//! cargo run --example old_links -- page.html [--base URL] [--date 1995-09] [--rules rfc1808]
//! ```
//!
//! The attributes are found simply (`name=value`, quoted or not, the name in
//! any case), not by an HTML parser. Prints the rules and the base, then one
//! line per link: `attr value -> resolved`, or `-> error: why`.

use std::process::ExitCode;

use urispec::resolve::{resolve, RuleSet};
use urispec::Lineage;

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(e) => {
            eprintln!("old_links: {e}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<ExitCode, Box<dyn std::error::Error>> {
    let (mut path, mut base, mut date, mut rules) = (None, None, None, None);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--base" => base = Some(value()?),
            "--date" => date = Some(value()?),
            "--rules" => rules = Some(value()?.parse::<RuleSet>()?),
            _ => path = Some(arg),
        }
    }
    let page = std::fs::read_to_string(path.ok_or("give an HTML file")?)?;
    let base = base
        .or_else(|| tag_attribute(&page, "base", "href"))
        .ok_or("the page has no <BASE HREF>: give --base")?;
    let date = date.or_else(|| meta_date(&page));
    let rules = match (rules, &date) {
        (Some(rules), _) => rules,
        (None, Some(date)) => rules_of(date),
        (None, None) => return Err("the page has no date: give --date or --rules".into()),
    };
    match &date {
        Some(date) => println!("rules: {rules} (page dated {date})"),
        None => println!("rules: {rules}"),
    }
    println!("base: {base}");
    let mut all_ok = true;
    for (name, value) in attributes(&page, &["href", "src"]) {
        match resolve(&base, value, rules) {
            Ok(resolved) => println!("{name} {value} -> {resolved}"),
            Err(e) => {
                all_ok = false;
                println!("{name} {value} -> error: {e}");
            }
        }
    }
    Ok(if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The rules in force on `date` (`YYYY-MM...`): those of the newest document
/// of the partial forms' lineage published by then, the oldest's for a page
/// older than them all (`urispec::Lineage::edition_at`).
fn rules_of(date: &str) -> RuleSet {
    let year: u16 = date.get(0..4).and_then(|y| y.parse().ok()).unwrap_or(0);
    let month: u8 = date.get(5..7).and_then(|m| m.parse().ok()).unwrap_or(1);
    let edition = Lineage::PartialForms.edition_at(year, month).edition;
    // Every edition of the partial forms' lineage has rules.
    RuleSet::try_from(edition).unwrap_or(RuleSet::Rfc3986)
}

/// Every `name=value` attribute whose name is one of `names`, in page order.
fn attributes<'a>(page: &'a str, names: &[&'static str]) -> Vec<(&'static str, &'a str)> {
    let lower = page.to_ascii_lowercase();
    let mut found = Vec::new();
    for (at, _) in lower.match_indices('=') {
        let before = lower[..at].trim_end();
        let Some(name) = names.iter().find(|n| before.ends_with(*n)) else {
            continue;
        };
        // The name must be a whole word: `xhref=` is not `href=`.
        let start = before.len() - name.len();
        if !lower[..start].ends_with(|c: char| c.is_ascii_whitespace()) {
            continue;
        }
        // The base is no link.
        if lower[..start]
            .rfind('<')
            .is_some_and(|tag| lower[tag..].starts_with("<base"))
        {
            continue;
        }
        if let Some(value) = value_at(&page[at + 1..]) {
            found.push((*name, value));
        }
    }
    found
}

/// The attribute value at the start of `rest`: quoted, or up to a space or
/// `>`.
fn value_at(rest: &str) -> Option<&str> {
    let rest = rest.trim_start();
    match rest.chars().next()? {
        quote @ ('"' | '\'') => {
            let inner = &rest[1..];
            inner.find(quote).map(|end| &inner[..end])
        }
        _ => {
            let end = rest
                .find(|c: char| c.is_ascii_whitespace() || c == '>')
                .unwrap_or(rest.len());
            Some(&rest[..end])
        }
    }
}

/// The `attribute` of the first `<tag ...>` in the page.
fn tag_attribute(page: &str, tag: &str, attribute: &'static str) -> Option<String> {
    let lower = page.to_ascii_lowercase();
    let start = lower.find(&format!("<{tag} "))?;
    let end = start + lower[start..].find('>')?;
    // Read from after the tag's name, which the base rule would skip.
    let element = &page[start + tag.len() + 1..end];
    attributes(element, &[attribute])
        .first()
        .map(|(_, v)| (*v).to_owned())
}

/// The page's `<META NAME="date" CONTENT="...">`.
fn meta_date(page: &str) -> Option<String> {
    let lower = page.to_ascii_lowercase();
    lower.match_indices("<meta ").find_map(|(start, _)| {
        let end = start + lower[start..].find('>')?;
        let element = &page[start..end];
        let name = attributes(element, &["name"]).first()?.1;
        name.eq_ignore_ascii_case("date")
            .then(|| {
                attributes(element, &["content"])
                    .first()
                    .map(|(_, v)| (*v).to_owned())
            })
            .flatten()
    })
}
