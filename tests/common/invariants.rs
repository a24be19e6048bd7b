//! The invariants the fuzz targets (`fuzz/fuzz_targets/`) hold every input
//! to, shared with the regression tests (`tests/grammar/regressions.rs`), so an input
//! a fuzzer found is checked again by `cargo test` with the same assertions.
//! Each function panics, naming the invariant, when one does not hold.
//!
//! It depends on the public API and `urispec::oracle` only, and for the
//! archive readers on the generator of damaged WARC files beside it
//! (`damage.rs`).

use urispec::resolve::{relativize, resolve, Resolved, RuleSet};
use urispec::{escape, oracle, Edition, Parsed};

#[path = "damage.rs"]
pub mod damage;

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

/// The longest WARC header the WARC invariants read (small, so that a
/// fuzzer reaches the limit).
pub const WARC_MAX_HEADER: usize = 4096;

/// The most edits [`warc_edited`] and [`cdx_edited`] make: with at most 8
/// bytes put in or taken out of a block, its `Content-Length` stays within
/// the 8 bytes the WARC reader's contract recovers.
pub const MAX_EDITS: usize = 8;

/// The edits of a fuzz input: 3 bytes an edit
/// ([`damage::Edit::from_bytes`], positions modulo `len`), at most
/// [`MAX_EDITS`].
pub fn edits(bytes: &[u8], len: usize) -> Vec<damage::Edit> {
    bytes
        .chunks_exact(3)
        .take(MAX_EDITS)
        .map(|b| damage::Edit::from_bytes([b[0], b[1], b[2]], len))
        .collect()
}

/// The seed of a generated file in a fuzz input (its first 8 bytes, little
/// endian), whether to take the gzip twin (the next byte odd), and the
/// edits (the rest).
fn seed_twin_edits(rest: &[u8]) -> (u64, bool, &[u8]) {
    let mut seed = [0; 8];
    let n = rest.len().min(8);
    seed[..n].copy_from_slice(&rest[..n]);
    let gz = rest.get(8).is_some_and(|b| b % 2 == 1);
    (
        u64::from_le_bytes(seed),
        gz,
        rest.get(9..).unwrap_or_default(),
    )
}

/// The `warc` target's input: with `generated`, a clean generated WARC
/// file (the seed, the twin and the edits in `rest`: [`warc_edited`]);
/// otherwise `rest` is the file ([`warc`]).
pub fn warc_input(generated: bool, rest: &[u8]) {
    if !generated {
        warc(rest);
        return;
    }
    let (seed, gz, edit_bytes) = seed_twin_edits(rest);
    let file = damage::File::clean(seed);
    warc_edited(seed, gz, &edits(edit_bytes, file.bytes(gz).len()));
}

/// The `cdx` target's input: with `generated`, a clean generated index
/// (the seed and the edits in `rest`, the twin byte unread:
/// [`cdx_edited`]); otherwise `rest` is the index ([`cdx`]).
pub fn cdx_input(generated: bool, rest: &[u8]) {
    if !generated {
        cdx(rest);
        return;
    }
    let (seed, _, edit_bytes) = seed_twin_edits(rest);
    let index = damage::index(seed);
    cdx_edited(seed, &edits(edit_bytes, index.bytes.len()));
}

/// The WARC reader (`Pages`, with links) on any bytes: no panic; no error
/// of the stream (a slice cannot fail to be read); the offsets of pages
/// and records that are errors strictly increasing, and in a plain file
/// within it (a failed gzip member's gap in the decompressed stream after
/// the record before it, at or before the one after it); each failed
/// member's span in the compressed file not empty, within the file, after
/// the one before it.
pub fn warc(data: &[u8]) -> damage::Seen {
    let seen = damage::read(data, true, WARC_MAX_HEADER);
    let gz = data.starts_with(&[0x1f, 0x8b]);
    // The last page's or error's offset, and the least the next may have
    // (a failed member's gap, where the next good member's record may
    // start).
    let (mut last, mut floor): (Option<u64>, u64) = (None, 0);
    let mut member_end = 0u64;
    for item in &seen.items {
        let (offset, member) = match item {
            Ok(page) => (Some(page.offset), None),
            Err(e) => {
                assert!(!e.io, "no error of the stream in a slice: {e:?}");
                (e.offset, e.member)
            }
        };
        if let Some((from, length)) = member {
            assert!(length > 0, "a failed member's span is not empty: {item:?}");
            assert!(
                from >= member_end && from + length <= data.len() as u64,
                "failed members' spans in order, within the file ({} bytes): {item:?}",
                data.len()
            );
            member_end = from + length;
        }
        let Some(offset) = offset else { continue };
        assert!(
            last.is_none_or(|l| offset > l) && offset >= floor,
            "offsets increasing: {offset} after {last:?} (at least {floor}): {item:?}"
        );
        assert!(
            gz || offset < data.len() as u64,
            "offset within the file ({} bytes): {item:?}",
            data.len()
        );
        if member.is_some() {
            floor = offset;
        } else {
            last = Some(offset);
        }
    }
    seen
}

/// The WARC reader on a clean generated file (the gzip twin or not) with
/// `edits` made: [`warc`]'s invariants, and every record a reader must
/// still report ([`damage::File::survivors`]) reported: a capture with its
/// type, target and time, another type counted.
pub fn warc_edited(seed: u64, gz: bool, edits: &[damage::Edit]) {
    let file = damage::File::clean(seed);
    let bytes = damage::apply(file.bytes(gz), edits);
    let seen = warc(&bytes);
    let survivors = file.survivors(gz, edits);
    let mut counted: std::collections::BTreeMap<&str, u64> = Default::default();
    for (r, _) in file.records.iter().zip(&survivors).filter(|(_, s)| **s) {
        if !r.kind.is_capture() {
            *counted.entry(r.kind.name()).or_default() += 1;
            continue;
        }
        let found = seen.items.iter().flatten().any(|p| {
            p.warc_type == r.kind.name()
                && Some(p.target.as_str()) == r.target.as_deref()
                && p.time.as_deref() == Some(r.capture.as_str())
        });
        assert!(
            found,
            "seed {seed} gz {gz}, {edits:?}: the untouched {} {:?} at {} is reported; read: {:?}",
            r.kind.name(),
            r.target,
            r.start,
            seen.items
        );
    }
    for (kind, n) in counted {
        let got = seen.types.get(kind).copied().unwrap_or(0);
        assert!(
            got >= n,
            "seed {seed} gz {gz}, {edits:?}: {n} untouched {kind} records, {got} counted"
        );
    }
}

/// The index readers (`open`, `Index::records`, `Format::capture`) on any
/// bytes: no panic; line numbers strictly increasing, within the input's
/// lines; each error's offset within its line.
pub fn cdx(data: &[u8]) -> Vec<urispec::archive::CaptureRecord> {
    use urispec::archive::{open, CaptureVerdict, Format, Gunzip, Index, Judge};
    use urispec::Lineage;
    let lines: Vec<&[u8]> = data.split(|&b| b == b'\n').collect();
    let gz = data.starts_with(&[0x1f, 0x8b]);
    if !gz {
        let legend = lines.first().and_then(|l| Format::guess(l).ok());
        for line in &lines {
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            for format in [Format::Lines, Format::Cdxj].into_iter().chain(legend) {
                if let Err(e) = format.capture(line) {
                    assert!(
                        e.offset() <= line.len(),
                        "{format:?}: {e:?} within {line:?}"
                    );
                }
            }
        }
    }
    let Ok(input) = Gunzip::new(data) else {
        return Vec::new();
    };
    let Ok(opened) = open(input, None, 1 << 16) else {
        return Vec::new();
    };
    let index = Index::new(opened.format(), Judge::ByDate(Lineage::WholeUrls))
        .jobs(1)
        .max_line(1 << 16);
    let mut records = Vec::new();
    let mut last = 0;
    for record in index.records(opened) {
        let Ok(record) = record else { continue };
        assert!(
            record.line > last,
            "line numbers increasing: {record:?} after {last}"
        );
        assert!(
            gz || record.line as usize <= lines.len(),
            "line {} within the {} lines",
            record.line,
            lines.len()
        );
        if let (CaptureVerdict::NotACapture(e), false) = (&record.verdict, gz) {
            let line = lines[record.line as usize - 1];
            assert!(
                e.offset() <= line.len(),
                "{e:?} within line {}",
                record.line
            );
        }
        last = record.line;
        records.push(record);
    }
    records
}

/// The index readers on a clean generated index ([`damage::index`]) with
/// `edits` made: [`cdx`]'s invariants, and each line none of whose bytes
/// (nor the line end before it) was touched reported with its URL and
/// time, where the first line, which tells the format, was not touched.
pub fn cdx_edited(seed: u64, edits: &[damage::Edit]) {
    let index = damage::index(seed);
    let bytes = damage::apply(&index.bytes, edits);
    let records = cdx(&bytes);
    for (url, time) in index.survivors(edits) {
        assert!(
            records
                .iter()
                .any(|r| r.input == url && r.time.map(|t| t.to_string()).as_deref() == Some(time)),
            "seed {seed}, {edits:?}: the untouched line {url} {time} is reported; read: {records:?}"
        );
    }
}
