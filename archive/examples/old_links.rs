//! Resolve the links of an old HTML page under the rules of its time: the
//! attributes of `urispec_archive::LINK_ATTRIBUTES` (`html_links`,
//! html5gum's tokenizer; here all of them, an applet's files too, against
//! the base, not a `codebase`), against the page's `<BASE HREF>` (or `--base`),
//! under the resolution rules of the newest document published by the
//! page's date (`--date YYYY-MM`, or the page's
//! `<META NAME="date" CONTENT="YYYY-MM-DD">`), or under `--rules NAME`.
//! `urispec warc --links` does the same for every page of a WARC file.
//!
//! ```sh
//! cargo run -p urispec-archive --example old_links -- page.html [--base URL] [--date 1995-09] [--rules rfc1808]
//! ```
//!
//! Prints the rules and the base, then one line per link: `attr value ->
//! resolved`, or `-> error: why`.

use std::process::ExitCode;

use urispec::resolve::{resolve, RuleSet};
use urispec::Lineage;
use urispec_archive::{html_links, LinkRules};

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
    let html = std::fs::read(path.ok_or("give an HTML file")?)?;
    // A first reading for the `<BASE>` and the `<META>` date: the rules are
    // not known yet, and neither depends on them.
    let page = html_links(&html, "", any_rules(RuleSet::Rfc3986));
    let base_href = page
        .links
        .iter()
        .find(|l| l.element == "base" && l.attribute == "href")
        .map(|l| l.written.clone());
    let base = base
        .or(base_href)
        .ok_or("the page has no <BASE HREF>: give --base")?;
    let date = date.or(page.meta_date);
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
    // The links found, each resolved against `base` (the page's `<BASE>`
    // or the one given) under the rules of the date.
    for link in page.links.iter().filter(|l| l.element != "base") {
        match &resolve(&base, &link.written, rules) {
            Ok(resolved) => println!("{} {} -> {resolved}", link.attribute, link.written),
            Err(e) => {
                all_ok = false;
                println!("{} {} -> error: {e}", link.attribute, link.written);
            }
        }
    }
    Ok(if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// `rules`, the results judged by the rule set's own edition (this program
/// prints no verdicts).
fn any_rules(rules: RuleSet) -> LinkRules {
    LinkRules::new(
        rules,
        urispec::EditionAt {
            edition: rules.edition(),
            predates: false,
        },
    )
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
