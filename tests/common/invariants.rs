//! The invariants the fuzz targets (`fuzz/fuzz_targets/`) hold every input
//! to, shared with the regression tests (`tests/grammar/regressions.rs`), so an input
//! a fuzzer found is checked again by `cargo test` with the same assertions.
//! Each function panics, naming the invariant, when one does not hold.
//!
//! It depends on the public API and `urispec::oracle` only. The web-archive
//! readers' invariants are the archive crate's (`archive/tests/common/invariants.rs`).

use urispec::check::{Brief, Outcome};
use urispec::resolve::{relativize, resolve, Resolved, RuleSet};
use urispec::{escape, oracle, Edition, Parsed};

/// A line's [`Brief`] (the verdict and the scheme, no tree made: what
/// `check --quiet` counts) is the one its [`Outcome`] gives: the same
/// verdict, the same error, the tree's scheme.
pub fn brief(grammar: Edition, input: &str) {
    let options = urispec::url::Options::default();
    assert_eq!(
        Brief::of(grammar, options, Ok(input)),
        Brief::from(Outcome::of(grammar, options, Ok(input))),
        "the brief is the outcome's"
    );
}

/// The grammar a selector byte picks: every grammar of [`Edition::ALL`].
pub fn grammar(selector: u8) -> Edition {
    Edition::ALL[usize::from(selector) % Edition::ALL.len()]
}

/// The rule set a selector byte picks: every rule set of [`RuleSet::ALL`].
pub fn rule_set(selector: u8) -> RuleSet {
    RuleSet::ALL[usize::from(selector) % RuleSet::ALL.len()]
}

/// A fuzz input as a selector byte and a string (`None` when the rest is not
/// UTF-8: every entry point takes `&str`).
pub fn split(data: &[u8]) -> Option<(u8, &str)> {
    let (&selector, rest) = data.split_first()?;
    Some((selector, std::str::from_utf8(rest).ok()?))
}

/// `parse` on the compiled parsers: `Display` writes the input back, the
/// owned copy too, the parts put back together are the input, and the
/// compiled parser's decision (no spans kept) agrees with the parse, its
/// furthest failure at or past the error offset; an error offset lies within the input and is on a
/// character boundary, and no expected production has a pest-internal name.
pub fn parse(grammar: Edition, input: &str) {
    let decided = oracle::decide(grammar, input);
    brief(grammar, input);
    match urispec::parse(grammar, input) {
        Ok(parsed) => {
            assert_eq!(parsed.to_string(), input, "Display(parse(s)) == s");
            assert!(decided.is_ok(), "decide accepts what parse accepts");
            let owned = match parsed.clone() {
                Parsed::Generic(fa) => fa.into_owned().to_string(),
                Parsed::Url(u) => u.into_owned().to_string(),
                Parsed::Rfc2396(r) => r.into_owned().to_string(),
                // RFC 1808's and RFC 3986's trees have no owned form yet.
                Parsed::Rfc1808(r) => r.to_string(),
                Parsed::Rfc3986(r) => r.to_string(),
            };
            assert_eq!(owned, input, "the owned copy writes the input back");
            if let Some(parts) = reassembled(&parsed) {
                assert_eq!(parts, input, "the parts put back together are the input");
            }
        }
        Err(e) => {
            assert!(e.offset() <= input.len(), "error offset in bounds");
            assert!(
                input.is_char_boundary(e.offset()),
                "error offset on a char boundary"
            );
            // The error points at the `%` of a broken escape, where the
            // compiled parser's furthest failure is past it.
            let furthest = decided.expect_err("decide rejects what parse rejects");
            assert!(
                e.offset() <= furthest,
                "the error is no further than the parser got: {grammar:?} {input:?}"
            );
            for expected in e.expected() {
                let name = expected.name();
                assert!(
                    !name.ends_with("_eoi") && name != "EOI" && name != "SOI",
                    "a pest-internal rule name reaches the user: {name}"
                );
            }
            let rendered = e.render(input);
            assert!(
                rendered.starts_with(&format!("error: {e}\n")) && rendered.ends_with("^\n"),
                "the rendered error names the error and points at it: {rendered:?}"
            );
        }
    }
}

/// The components of a parse, written back in the order of the grammar:
/// `None` for the URL family, whose parts depend on the scheme.
fn reassembled(parsed: &Parsed<'_>) -> Option<String> {
    match parsed {
        Parsed::Generic(fa) => {
            let uri = fa.uri();
            Some(joined(
                Some(uri.scheme().as_str()),
                None,
                uri.path().as_str(),
                uri.search().map(|s| s.as_str()),
                fa.fragmentid().map(|f| f.as_str()),
            ))
        }
        Parsed::Rfc2396(r) => Some(joined(
            r.scheme().map(|s| s.as_str()),
            r.authority().map(|a| a.as_str()),
            r.opaque_part()
                .map_or_else(|| r.path().unwrap_or(""), |o| o.as_str()),
            r.query().map(|q| q.as_str()),
            r.fragment().map(|f| f.as_str()),
        )),
        Parsed::Rfc3986(r) => Some(joined(
            r.scheme().map(|s| s.as_str()),
            r.authority().map(|a| a.as_str()),
            r.path().as_str(),
            r.query().map(|q| q.as_str()),
            r.fragment().map(|f| f.as_str()),
        )),
        Parsed::Rfc1808(u) => {
            // The opaque part of an `absoluteURL`, or the path and its
            // `;params`, where the `rel_path` stands.
            let params = u.params().map(|p| format!(";{}", p.as_str()));
            let path = format!(
                "{}{}{}",
                u.opaque().map_or("", |o| o.as_str()),
                u.path_component().unwrap_or(""),
                params.as_deref().unwrap_or("")
            );
            Some(joined(
                u.scheme().map(|s| s.as_str()),
                u.net_loc().map(|n| n.as_str()),
                &path,
                u.query().map(|q| q.as_str()),
                u.fragment().map(|f| f.as_str()),
            ))
        }
        Parsed::Url(_) => None,
    }
}

/// `scheme:`, `//authority`, the path, `?query` and `#fragment`, each where
/// given.
fn joined(
    scheme: Option<&str>,
    authority: Option<&str>,
    path: &str,
    query: Option<&str>,
    fragment: Option<&str>,
) -> String {
    let mut s = String::new();
    if let Some(scheme) = scheme {
        s = format!("{scheme}:");
    }
    if let Some(authority) = authority {
        s = format!("{s}//{authority}");
    }
    s.push_str(path);
    if let Some(q) = query {
        s = format!("{s}?{q}");
    }
    if let Some(f) = fragment {
        s = format!("{s}#{f}");
    }
    s
}

/// pest's parser against the compiled one on the grammar's entry point: both
/// accept or both reject, with the same spans, the same record and the same
/// tree; `explain` succeeds exactly when `parse` does, with the same error
/// offset, and its nodes' spans lie within the input.
pub fn pest_agree(grammar: Edition, input: &str) {
    let entry = oracle::entry(grammar);
    let pest = oracle::pest(grammar, entry, input);
    let compiled = oracle::compiled(grammar, entry, input);
    match (&pest, &compiled) {
        (Some(p), Ok(c)) => assert_eq!(p, c, "pest and compiled spans agree"),
        (None, Err(_)) => {}
        _ => panic!("pest and compiled disagree: pest {pest:?}, compiled {compiled:?}"),
    }
    if pest.is_some() {
        assert_eq!(
            oracle::records_agree(grammar, entry, input),
            Some(true),
            "walked and read records agree"
        );
        assert_eq!(
            oracle::trees_agree(grammar, entry, input),
            Some(true),
            "pest's tree and the compiled parser's agree"
        );
    }
    let parsed = urispec::parse(grammar, input);
    let explained = urispec::explain(grammar, input);
    match (&parsed, &explained) {
        (Ok(_), Ok(tree)) => {
            for node in tree.nodes() {
                assert!(
                    node.span.start <= node.span.end && node.span.end <= input.len(),
                    "explain span in bounds"
                );
                assert!(
                    input.is_char_boundary(node.span.start)
                        && input.is_char_boundary(node.span.end),
                    "explain span on character boundaries"
                );
            }
        }
        (Err(p), Err(x)) => assert_eq!(p.offset(), x.offset(), "same error offset"),
        _ => panic!(
            "explain and parse disagree: parse {:?}, explain {:?}",
            parsed.as_ref().map(drop),
            explained.as_ref().map(drop)
        ),
    }
}

/// Resolution: a result parses under the rule set's grammar (when it has
/// one), and relativizing then resolving gives the target back where both
/// are defined.
pub fn resolve_pair(set: RuleSet, base: &str, reference: &str) {
    let Ok(resolved) = resolve(base, reference, set) else {
        return;
    };
    let uri = resolved.to_string();
    // A reference with no scheme that does not begin with `//` keeps the
    // base's authority (RFC 3986 Appendix B), or none where it has none.
    let schemeless = reference
        .find([':', '/', '?', '#'])
        .is_none_or(|i| reference.as_bytes()[i] != b':');
    if matches!(resolved, Resolved::Uri(_)) && schemeless && !reference.starts_with("//") {
        assert_eq!(
            appendix_b_authority(&uri),
            appendix_b_authority(base),
            "resolve({base:?}, {reference:?}) under {set:?} = {uri:?}: another authority"
        );
    }
    if let Resolved::Uri(_) = &resolved
        && let Err(e) = urispec::parse(set.edition(), &uri)
    {
        panic!(
            "resolve({base:?}, {reference:?}) under {set:?} = {uri:?}, which does not parse: {e}"
        );
    }
    if let Ok(relative) = relativize(base, &uri, set)
        && let Ok(back) = resolve(base, &relative, set)
    {
        assert_eq!(
                back.to_string(),
                uri,
                "resolve(base, relativize(base, t)) == t under {set:?}: base {base:?}, t {uri:?}, relative {relative:?}"
            );
    }
}

/// The authority RFC 3986 Appendix B reads in `uri`
/// (`^(([^:/?#]+):)?(//([^/?#]*))?`), written apart from the library's.
pub fn appendix_b_authority(uri: &str) -> Option<&str> {
    let rest = match uri.find([':', '/', '?', '#']) {
        Some(i) if i > 0 && uri.as_bytes()[i] == b':' => &uri[i + 1..],
        _ => uri,
    };
    let after = rest.strip_prefix("//")?;
    Some(&after[..after.find(['/', '?', '#']).unwrap_or(after.len())])
}

/// Escaping: under every production set of `grammar`, decoding an encoding
/// gives the bytes back and the encoding holds only the set's bytes and
/// escapes; the decoders agree with each other; a normal form is its own
/// normal form; search words go back and forth.
pub fn escape_bytes(grammar: Edition, bytes: &[u8]) {
    for (name, set) in escape::Set::productions(grammar) {
        let mut member = [false; 256];
        set.bytes().for_each(|b| member[usize::from(b)] = true);
        let encoded = set.encode(bytes);
        assert_eq!(
            &*escape::decode(&encoded),
            bytes,
            "decode(encode(b)) == b under {name}"
        );
        let mut rest = encoded.as_bytes();
        while let Some((&b, tail)) = rest.split_first() {
            if b == b'%' && !member[usize::from(b'%')] {
                assert!(tail.len() >= 2, "an escape has two hex digits");
                rest = &tail[2..];
            } else {
                assert!(member[usize::from(b)], "{name} holds {b:#04x}");
                rest = tail;
            }
        }
    }
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    match escape::try_decode(text) {
        Ok(strict) => assert_eq!(strict, escape::decode(text), "try_decode == decode"),
        Err(escape::DecodeError::BadEscape { offset }) => {
            assert_eq!(
                text.as_bytes().get(offset),
                Some(&b'%'),
                "a bad escape is a %"
            )
        }
        Err(_) => {}
    }
    if let Ok(utf8) = std::str::from_utf8(&escape::decode(text)) {
        assert_eq!(
            escape::decode_lossy(text),
            utf8,
            "decode_lossy is decode when that is UTF-8"
        );
    }
    if let Ok(normal) = urispec::compare::normal_form(grammar, text) {
        let again = urispec::compare::normal_form(grammar, &normal);
        assert_eq!(
            again.as_deref().ok(),
            Some(normal.as_str()),
            "normalizing is idempotent"
        );
    }
    let words: Vec<Vec<u8>> = escape::search_words(text).map(|w| w.into_owned()).collect();
    if let Ok(search) = escape::search_from_words(grammar, words.iter().map(Vec::as_slice)) {
        let back: Vec<Vec<u8>> = escape::search_words(&search)
            .map(|w| w.into_owned())
            .collect();
        assert_eq!(back, words, "search_words(search_from_words(w)) == w");
    }
}

/// URIs in plain text: every find lies within the text on character
/// boundaries, in order, and is valid exactly when its URI parses.
pub fn text(grammar: Edition, input: &str) {
    let mut last_end = 0;
    for find in urispec::text::find_in(input, grammar) {
        assert!(
            find.start() <= find.end() && find.end() <= input.len(),
            "find in bounds"
        );
        assert!(find.start() >= last_end, "finds in order, not overlapping");
        assert!(input.is_char_boundary(find.start()) && input.is_char_boundary(find.end()));
        last_end = find.end();
        // A find with broken delimiters is invalid whatever it holds.
        let delimited = !matches!(find.error(), Some(urispec::text::FindError::Delimit(_)));
        assert_eq!(
            find.is_valid(),
            delimited && urispec::parse(grammar, find.uri()).is_ok(),
            "valid exactly when delimited and the URI parses: {:?}",
            find.uri()
        );
        if let Some(urispec::text::FindError::Syntax(e)) = find.error() {
            assert!(
                e.offset() <= find.uri().len(),
                "a syntax error's offset is in the URI"
            );
            assert!(
                find.input_offset(e.offset()) <= input.len(),
                "input offset in bounds"
            );
        }
        let _ = find.raw();
    }
}

/// The grammar-diff readers on any text: no panic (feature `grammar-diff`;
/// the fuzz crate names the same feature).
#[cfg(feature = "grammar-diff")]
pub fn grammar_diff(input: &str) {
    let _ = urispec::grammar_diff::read_grammar("fuzz.pest", input);
    let _ = urispec::grammar_diff::extract("fuzz.bnf", input);
}

/// The compiled parsers alone (no pest on any path), under every grammar:
/// the decision without spans and the parse with spans agree, spans lie
/// within the input, and an accepted input parses to a tree that writes it
/// back. Fast enough for millions of executions.
pub fn generated(input: &str) {
    for grammar in Edition::ALL {
        let entry = oracle::entry(grammar);
        let decided = oracle::decide(grammar, input);
        let compiled = oracle::compiled(grammar, entry, input);
        match (&decided, &compiled) {
            (Ok(end), Ok(spans)) => {
                assert_eq!(
                    *end,
                    input.len(),
                    "{grammar:?}: an entry point matches it all"
                );
                for &(_, start, end) in spans {
                    assert!(
                        start <= end && end <= input.len(),
                        "{grammar:?}: span in bounds"
                    );
                }
                let parsed = urispec::parse(grammar, input).expect("parse accepts it too");
                assert_eq!(
                    parsed.to_string(),
                    input,
                    "{grammar:?}: Display(parse(s)) == s"
                );
            }
            (Err(a), Err(b)) => {
                assert_eq!(a, b, "{grammar:?}: the same furthest failure");
                assert!(*a <= input.len(), "{grammar:?}: failure in bounds");
            }
            _ => panic!("{grammar:?}: decide {decided:?}, compiled {compiled:?}"),
        }
    }
}

/// The explaining parsers against pest, their oracle: under `grammar`, from
/// every entry point the compiled parser rejects `input` from, the error
/// `parse` makes (the explaining parser's record) and the one made of
/// pest's detailed record are the same `SyntaxError`: offset, expected
/// list in order, found, note. The offset is in bounds and on a character
/// boundary.
pub fn errors_agree(grammar: Edition, input: &str) {
    for (rule, (name, entry)) in oracle::rules(grammar).iter().enumerate() {
        if !entry {
            continue;
        }
        let Some((generated, pest)) = oracle::explanations(grammar, rule, input) else {
            continue;
        };
        assert_eq!(
            generated, pest,
            "{grammar:?} {name}: the explaining parser's error is pest's"
        );
        assert!(
            input.is_char_boundary(generated.offset()),
            "{grammar:?} {name}: error offset on a character boundary"
        );
    }
}
