//! Resolution of partial forms: every table of worked examples the documents
//! print (data files under `tests/cases/resolve/`, one snapshot each), the
//! places where the documents disagree, and `relativize` as the inverse.

use crate::common;

use std::path::Path;

use urispec::resolve::{
    relativize, resolve, resolve_with_warning, ResolveError, Resolved, RuleSet, Rules,
    SurplusDotDot,
};

/// A table file: a `#` header line, a `base<TAB>URI` line, then
/// `reference<TAB>result as printed` rows (`<>` is the empty reference).
struct Table {
    header: String,
    base: String,
    rows: Vec<(String, String)>,
}

/// What `reference` resolves to against `base` under `rules`.
fn resolved(base: &str, reference: &str, rules: impl Into<Rules>) -> String {
    resolve(base, reference, rules).unwrap().to_string()
}

fn unbracket(s: &str) -> &str {
    if s == "<>" {
        ""
    } else {
        s
    }
}

fn read_table(name: &str) -> Table {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases/resolve")
        .join(name);
    let text = std::fs::read_to_string(&path).expect("table files are UTF-8");
    let mut lines = text.lines();
    let header = lines.next().expect("header line").to_owned();
    assert!(header.starts_with("# "), "{name}: first line is the source");
    let base = lines
        .next()
        .and_then(|l| l.strip_prefix("base\t"))
        .expect("second line is base<TAB>URI")
        .to_owned();
    let rows = lines
        .map(|l| {
            let (r, p) = l.split_once('\t').expect("reference<TAB>result");
            (unbracket(r).to_owned(), p.to_owned())
        })
        .collect();
    Table { header, base, rows }
}

/// What a printed result means: "(current document)" is the base without
/// its fragment, as a same-document result.
fn expected(base: &str, printed: &str) -> (String, bool) {
    match printed.strip_prefix("(current document)") {
        Some(rest) => {
            let doc = base.split('#').next().unwrap_or(base);
            (format!("{doc}{rest}"), true)
        }
        None => (printed.to_owned(), false),
    }
}

/// Resolve every row, snapshot the table, and require every row to give the
/// printed result except the `known` (reference, our result) discrepancies,
/// each of which must still differ exactly so (an unexpected agreement fails too).
fn check(snapshot: &str, file: &str, rules: RuleSet, known: &[(&str, &str)]) {
    let table = read_table(file);
    let mut out = format!("{}\nrules: {rules}\nbase: {}\n\n", table.header, table.base);
    let mut differing = Vec::new();
    for (reference, printed) in &table.rows {
        let (want, same_document) = expected(&table.base, printed);
        let got = resolve(&table.base, reference, rules);
        let shown = match &got {
            Ok(Resolved::SameDocument { .. }) => {
                format!("{} (same document)", got.as_ref().unwrap())
            }
            Ok(r) => r.to_string(),
            Err(e) => format!("error: {e}"),
        };
        let agrees = got
            .as_ref()
            .is_ok_and(|r| r.to_string() == want && r.is_same_document() == same_document);
        if !agrees {
            differing.push((reference.clone(), shown.clone()));
        }
        let reference = if reference.is_empty() {
            "<>"
        } else {
            reference
        };
        out.push_str(&format!(
            "{reference:<14} -> {shown:<36} printed: {printed}{}\n",
            if agrees { "" } else { "   <- DIFFERS" }
        ));
    }
    let known: Vec<(String, String)> = known
        .iter()
        .map(|(r, g)| ((*r).to_owned(), (*g).to_owned()))
        .collect();
    assert_eq!(
        differing, known,
        "{file}: rows that differ from the printed table"
    );
    common::with_snapshots("resolve", || insta::assert_snapshot!(snapshot, out));
}

/// RFC 1630's printed `/g -> magic://a/g` contradicts its own rule 2: with
/// "which has no greater number of consecutive slashes anywhere to the right
/// of it", the first single slash that qualifies is the one after `d`. We
/// follow the rule text (TBL later wrote that RFC 1630 "has an error in the
/// examples").
const RFC1630_SLASH_G: (&str, &str) = ("/g", "magic://a/b/c//d/g");

#[test]
fn rfc1630_context_f() {
    check(
        "rfc1630-context-f",
        "rfc1630-context-f.txt",
        RuleSet::Rfc1630,
        &[RFC1630_SLASH_G],
    );
}

#[test]
fn rfc1630_context_e_slash() {
    check(
        "rfc1630-context-e-slash",
        "rfc1630-context-e-slash.txt",
        RuleSet::Rfc1630,
        &[RFC1630_SLASH_G],
    );
}

#[test]
fn rfc1630_printed_slash_g_example_contradicts_the_rule_text() {
    let base = "magic://a/b/c//d/e/f";
    let printed = "magic://a/g";
    let ours = resolved(base, "/g", RuleSet::Rfc1630);
    assert_ne!(ours, printed, "RFC 1630 prints /g -> magic://a/g");
    assert_eq!(ours, "magic://a/b/c//d/g");
    // The draft's rule, without the qualifier, gives the printed example.
    assert_eq!(resolved(base, "/g", RuleSet::UriDraft), printed);
}

#[test]
fn uri_draft_context_f() {
    check(
        "uri-draft-context-f",
        "uri-draft-context-f.txt",
        RuleSet::UriDraft,
        &[],
    );
}

#[test]
fn uri_draft_context_e_slash() {
    check(
        "uri-draft-context-e-slash",
        "uri-draft-context-e-slash.txt",
        RuleSet::UriDraft,
        &[],
    );
}

#[test]
fn rfc1808_normal() {
    check(
        "rfc1808-5.1-normal",
        "rfc1808-5.1-normal.txt",
        RuleSet::Rfc1808,
        &[],
    );
}

#[test]
fn rfc1808_abnormal() {
    check(
        "rfc1808-5.2-abnormal",
        "rfc1808-5.2-abnormal.txt",
        RuleSet::Rfc1808,
        &[],
    );
}

#[test]
fn rfc2396_c1_normal() {
    check(
        "rfc2396-c1-normal",
        "rfc2396-c1-normal.txt",
        RuleSet::Rfc2396,
        &[],
    );
}

#[test]
fn rfc2396_c2_abnormal() {
    check(
        "rfc2396-c2-abnormal",
        "rfc2396-c2-abnormal.txt",
        RuleSet::Rfc2396,
        &[],
    );
}

#[test]
fn rfc3986_normal() {
    check(
        "rfc3986-5.4.1-normal",
        "rfc3986-5.4.1-normal.txt",
        RuleSet::Rfc3986,
        &[],
    );
}

#[test]
fn rfc3986_abnormal() {
    check(
        "rfc3986-5.4.2-abnormal",
        "rfc3986-5.4.2-abnormal.txt",
        RuleSet::Rfc3986,
        &[],
    );
}

/// The other answers RFC 2396 C.2 and RFC 3986 5.4.2 allow, as options.
#[test]
fn rfc2396_c2_other_answers() {
    let base = "http://a/b/c/d;p?q";
    let compat = Rules::new(RuleSet::Rfc2396).same_scheme_relative(true);
    assert_eq!(resolved(base, "http:g", compat), "http://a/b/c/g");
    // Only when the scheme is the base's.
    assert_eq!(resolved(base, "ftp:g", compat), "ftp:g");
    let remove = Rules::new(RuleSet::Rfc2396).surplus_dotdot(SurplusDotDot::Remove);
    assert_eq!(resolved(base, "../../../g", remove), "http://a/g");
    assert_eq!(resolved(base, "../../../../g", remove), "http://a/g");
    let refuse = Rules::new(RuleSet::Rfc2396).surplus_dotdot(SurplusDotDot::Refuse);
    let err = resolve(base, "../../../g", refuse).unwrap_err();
    assert!(err.to_string().contains("step 6g"), "{err}");
    let lax = Rules::new(RuleSet::Rfc3986).same_scheme_relative(true);
    assert_eq!(resolved(base, "http:g", lax), "http://a/b/c/g");
}

#[test]
fn errors_name_the_step() {
    let err = resolve("magic://a/b/c//d/e/f", "///g", RuleSet::Rfc1630).unwrap_err();
    assert_eq!(
        err.to_string(),
        "rfc1630 rule 2: the context has no run of exactly 3 slashes with no longer run to its right to take the prefix from"
    );
    let err = resolve("a/b", "g", RuleSet::Rfc2396).unwrap_err();
    assert_eq!(
        err.to_string(),
        "rfc2396: the base `a/b` is not absolute (no scheme)"
    );
}

/// Empty segments are never collapsed.
#[test]
fn empty_segments_stay() {
    for rules in RuleSet::ALL {
        let got = resolved("http://a/b//c/d", "e//f", rules);
        assert_eq!(got, "http://a/b//c/e//f", "{rules}");
    }
}

/// RESOLUTION.md section 8: one reference under every rule set.
#[test]
fn disagreements() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases/resolve/disagreements.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines();
    let header = lines.next().unwrap();
    let mut out = format!("{header}\n\n| reference |");
    for rules in RuleSet::ALL {
        out.push_str(&format!(" {rules} |"));
    }
    out.push_str("\n|---|");
    out.push_str(&"---|".repeat(RuleSet::ALL.len()));
    out.push('\n');
    for reference in lines {
        out.push_str(&format!("| `{reference}` |"));
        for rules in RuleSet::ALL {
            let base = match rules {
                RuleSet::Rfc1808 => "http://a/b/c/d;p?q#f",
                _ => "http://a/b/c/d;p?q",
            };
            // The string-level steps, as RESOLUTION.md compares them: lenient,
            // so that no grammar check hides them (the checks are tested in
            // `validation_*` below).
            // A literal answer the checked rules refuse is marked with the
            // kind of refusal.
            let lenient = Rules::new(rules).lenient(true);
            let cell = match resolve_with_warning(base, unbracket(reference), lenient) {
                Ok((r @ Resolved::SameDocument { .. }, _)) => format!("`{r}` (same document)"),
                Ok((r, None)) => format!("`{r}`"),
                Ok((r, Some(ResolveError::AuthorityChanged { .. }))) => {
                    format!("`{r}` (literal; refused: another authority)")
                }
                Ok((r, Some(w))) => format!("`{r}` (literal; refused: {w})"),
                Err(e) => format!("error: {e}"),
            };
            out.push_str(&format!(" {cell} |"));
        }
        out.push('\n');
    }
    common::with_snapshots("resolve", || insta::assert_snapshot!("disagreements", out));
}

/// A small deterministic generator (xorshift), so the property test needs no
/// extra dependency and always checks the same cases.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() % items.len() as u64) as usize]
    }
}

/// Targets without `.`/`..` segments (which every rule set but RFC 1630's
/// rule 2 removes), with and without query, params, fragment, empty segments.
fn targets(rng: &mut Rng, n: usize) -> Vec<String> {
    (0..n)
        .map(|_| {
            let mut t = format!(
                "{}://{}",
                rng.pick(&["http", "http", "ftp"]),
                rng.pick(&["a", "a", "b"])
            );
            for _ in 0..(rng.next() % 5) {
                t.push('/');
                t.push_str(rng.pick(&["b", "c", "d;p", "g", "", "x=1", "c;x"]));
            }
            match rng.next() % 4 {
                0 => t.push_str("?y"),
                1 => t.push_str("?q"),
                2 => t.push('?'),
                _ => {}
            }
            if rng.next().is_multiple_of(3) {
                t.push_str(rng.pick(&["#s", "#f", "#"]));
            }
            t
        })
        .collect()
}

/// `resolve(base, relativize(base, t)) == t` for every rule set, validated
/// and lenient: validated rules refuse only a base or target the grammar
/// refuses, and lenient ones round trip every pair.
#[test]
fn relativize_inverts_resolve() {
    use urispec::resolve::ResolveError;
    let bases = [
        "http://a/b/c/d;p?q",
        "http://a/b/c/d;p?q#f",
        "http://a/b/c/",
        "http://a",
        "http://a/",
        "ftp://b/x//y/z",
    ];
    let mut rng = Rng(0x2396_1808_1630);
    let targets = targets(&mut rng, 300);
    let (mut checked, mut refused) = (0, 0);
    for set in RuleSet::ALL {
        for rules in [Rules::new(set), Rules::new(set).lenient(true)] {
            for base in bases {
                for target in &targets {
                    let relative = match relativize(base, target, rules) {
                        Err(ResolveError::Syntax { text, .. }) => {
                            let grammar = set.edition();
                            assert!(urispec::parse(grammar, &text).is_err(), "{set}: {text}");
                            assert!(text == base || &text == target);
                            refused += 1;
                            continue;
                        }
                        other => other.unwrap(),
                    };
                    let back = resolved(base, &relative, rules);
                    assert_eq!(&back, target, "{set}: base {base}, relative {relative:?}");
                    assert!(relative.len() <= target.len());
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked + refused, 2 * 6 * 6 * 300);
    // Every lenient pair, and the validated pairs of the rule sets without
    // a grammar here (rfc1808, rfc3986), at least.
    assert!(checked >= 6 * 6 * 300 + 2 * 6 * 300, "{checked}");
}

/// Relativizing a printed result is never longer than the reference the
/// document printed for it.
#[test]
fn relativize_is_short() {
    for (file, rules) in [
        ("rfc1808-5.1-normal.txt", RuleSet::Rfc1808),
        ("rfc2396-c1-normal.txt", RuleSet::Rfc2396),
        ("rfc3986-5.4.1-normal.txt", RuleSet::Rfc3986),
    ] {
        let table = read_table(file);
        for (reference, printed) in &table.rows {
            let (target, _) = expected(&table.base, printed);
            let relative = relativize(&table.base, &target, rules).unwrap();
            assert!(
                relative.len() <= reference.len(),
                "{file}: {target} gave {relative:?}, the table has {reference:?}"
            );
            let back = resolved(&table.base, &relative, rules);
            assert_eq!(back, target);
        }
    }
}

/// No input makes `resolve`, `relativize` or the RFC 2396 parser panic:
/// random strings over the delimiters, dots, letters and non-ASCII text.
#[test]
fn no_panics_on_odd_inputs() {
    let pieces = [
        "/", "//", "///", ":", "?", "#", ";", ".", "..", "a", "g", "é", "€", "%", "%4", "@", "[",
        "",
    ];
    let mut rng = Rng(0x5eed_1994);
    let text =
        |rng: &mut Rng| -> String { (0..(rng.next() % 8)).map(|_| rng.pick(&pieces)).collect() };
    for _ in 0..3000 {
        let (base, reference) = (text(&mut rng), text(&mut rng));
        let base_with_scheme = format!("s:{base}");
        for rules in RuleSet::ALL {
            for b in [base.as_str(), base_with_scheme.as_str()] {
                // A result parses under the rule set's grammar.
                if let Ok(urispec::resolve::Resolved::Uri(uri)) = resolve(b, &reference, rules) {
                    assert!(
                        urispec::parse(rules.edition(), &uri).is_ok(),
                        "{rules:?} {b:?} {reference:?}"
                    );
                }
                // A relative form resolves back to the target.
                let target = format!("s:{reference}");
                if let Ok(relative) = relativize(b, &target, rules)
                    && let (Ok(back), Ok(direct)) =
                        (resolve(b, &relative, rules), resolve(b, &target, rules))
                {
                    // The target itself, or the target as the rules
                    // resolve it (RFC 3986 removes its dot segments).
                    let back = back.to_string();
                    assert!(
                        back == target || back == direct.to_string(),
                        "{rules:?} {b:?} {target:?} via {relative:?}: {back:?}"
                    );
                }
            }
        }
        if let Ok(r) = urispec::rfc2396::parse(&reference) {
            assert_eq!(r.to_string(), reference);
            assert_eq!(r.clone().into_owned().view(), r);
        }
    }
}

/// Steps followed literally where the answer surprises (see the module docs
/// of `urispec::resolve`), and where the literal string would name another
/// URI: RFC 1808 step 6 / RFC 2396 step 6a merge `g` with the empty path of
/// `http://a`, and step 7 would write "//a" + "g" (another host): an error
/// naming step 7, unless lenient (the literal string, with a warning). RFC
/// 3986 5.2.3's merge adds the "/".
#[test]
fn literal_answers_for_an_empty_base_path() {
    for set in [RuleSet::Rfc1808, RuleSet::Rfc2396] {
        for (reference, literal) in [
            ("g", "http://ag"),
            ("../g", "http://a../g"),
            ("@evil.example/x", "http://a@evil.example/x"),
        ] {
            let e = resolve("http://a", reference, set).unwrap_err();
            assert!(
                matches!(&e, ResolveError::PathAfterAuthority { authority, .. } if authority == "a"),
                "{set}: {reference}: {e:?}"
            );
            assert!(e.to_string().starts_with(&format!("{set} step 7")), "{e}");
            assert!(e.to_string().contains("RFC 3986 §5.2.3"), "{e}");
            let lenient = Rules::new(set).lenient(true);
            let (resolved, warning) = resolve_with_warning("http://a", reference, lenient).unwrap();
            assert_eq!(resolved.to_string(), literal);
            assert_eq!(warning, Some(e));
        }
        // A path that begins with "/" after the merge is no problem.
        assert_eq!(resolved("http://a", "/g", set), "http://a/g");
    }
    assert_eq!(resolved("http://a", "g", RuleSet::Rfc3986), "http://a/g");
    // RFC 1808 step 3: an empty net_loc ("///g") inherits the base's.
    assert_eq!(
        resolved("http://a/b", "///g", RuleSet::Rfc1808),
        "http://a/g"
    );
    // TBL's texts have no authority: ".." climbs over "a" and then over the
    // void element between the two slashes ("//a/../../g" -> "//../g" -> "/g").
    // That literal answer removes the host every later reader sees: refused,
    // and written with a warning under `literal`.
    let e = resolve("magic://a/b", "../../g", RuleSet::Rfc1630).unwrap_err();
    assert!(
        matches!(&e, ResolveError::AuthorityChanged { base_authority: Some(a), resolved_authority: None, .. } if a == "a"),
        "{e:?}"
    );
    let literal = Rules::new(RuleSet::Rfc1630).literal(true);
    let (r, warning) = resolve_with_warning("magic://a/b", "../../g", literal).unwrap();
    assert_eq!(r.to_string(), "magic:/g");
    assert_eq!(warning, Some(e));
}

/// RFC 2396 §5: a relative reference against an opaque base is an error; a
/// same-document reference (§4.2) and an absolute one still resolve. RFC 1808
/// and RFC 3986 resolve against any base.
#[test]
fn validation_opaque_base_under_rfc2396() {
    use urispec::resolve::ResolveError;
    for reference in ["x", ".", "../g", "?y", "//h/p"] {
        let e = resolve("mailto:a@b", reference, RuleSet::Rfc2396).unwrap_err();
        assert!(
            matches!(e, ResolveError::OpaqueBase { .. }),
            "{reference}: {e:?}"
        );
        assert!(e.to_string().starts_with("rfc2396 §5"), "{e}");
    }
    for (reference, expected) in [
        ("#f", "mailto:a@b#f"),
        ("", "mailto:a@b"),
        ("ftp://x/y", "ftp://x/y"),
    ] {
        assert_eq!(
            resolved("mailto:a@b", reference, RuleSet::Rfc2396),
            expected
        );
    }
    let lenient = Rules::new(RuleSet::Rfc2396).lenient(true);
    assert_eq!(resolved("mailto:a@b", "x", lenient), "mailto:x");
    for set in [RuleSet::Rfc1808, RuleSet::Rfc3986] {
        assert_eq!(resolved("mailto:a@b", "x", set), "mailto:x");
    }
}

/// The base and the reference are checked against the rule set's grammar,
/// with the offset and the expected productions `parse` gives; lenient rules
/// skip the check.
#[test]
fn validation_of_base_and_reference() {
    use urispec::resolve::{Input, ResolveError};
    let syntax = |base: &str, reference: &str, set: RuleSet| match resolve(base, reference, set) {
        Err(ResolveError::Syntax { input, error, .. }) => (input, error.offset()),
        other => panic!("{set}: {base} + {reference}: {other:?}"),
    };
    use Input::{Base, Reference};
    let cases = [
        ("http://a/b/c", "g h", RuleSet::Rfc2396, Reference, 1),
        ("http://a/b/c", "http:", RuleSet::Rfc2396, Reference, 5),
        ("a b:/c/d", "g", RuleSet::Rfc2396, Base, 1),
        ("http://a/b/c", "g%zz", RuleSet::Rfc2396, Reference, 1),
        // The TBL texts and the URL draft: the edition's classes.
        ("http://a/b", "g h", RuleSet::Rfc1630, Reference, 1),
        ("http://a/b", "g%2", RuleSet::UriDraft, Reference, 1),
        ("http://a/b", "g<", RuleSet::UrlDraft02, Reference, 1),
        ("http://a/b", "g?a/b", RuleSet::UriDraft, Reference, 3),
        ("http://a/b", "g#a#b", RuleSet::Rfc1630, Reference, 3),
        ("http://a/b;c", "g", RuleSet::Rfc1630, Base, 10),
        // A full form is parsed under the grammar.
        ("http://a/b", "g:h<", RuleSet::Rfc1630, Reference, 3),
    ];
    for (base, reference, set, input, offset) in cases {
        assert_eq!(
            syntax(base, reference, set),
            (input, offset),
            "{set}: {base} + {reference}"
        );
    }
    // Space is an `extra` in the URI draft and the URL draft, not in RFC 1630.
    assert_eq!(
        resolved("http://a/b", "g h", RuleSet::UriDraft),
        "http://a/g h"
    );
    // The error names the production and the offset like `parse`.
    let e = resolve("http://a/b/c", "g h", RuleSet::Rfc2396).unwrap_err();
    assert!(e.to_string().contains("at byte 1"), "{e}");
    // Lenient: today's string-level behaviour.
    let lenient = Rules::new(RuleSet::Rfc2396).lenient(true);
    assert_eq!(resolved("http://a/b/c", "g h", lenient), "http://a/b/g h");
    assert_eq!(resolved("http://a/b/c", "http:", lenient), "http:");
    // RFC 1808 checks both under its grammar (§2.2 `URL`): the reference
    // stops at the space, a base at a "//" after its net_loc.
    let e = resolve("http://a/b/c", "g h", RuleSet::Rfc1808).unwrap_err();
    assert!(
        matches!(
            &e,
            urispec::resolve::ResolveError::Syntax { rules: RuleSet::Rfc1808, input: urispec::resolve::Input::Reference, error, .. }
                if error.offset() == 1
        ),
        "{e:?}"
    );
    let e = resolve("x://a//b/", "g", RuleSet::Rfc1808);
    assert!(e.is_ok(), "the second `absoluteURL` alternative: {e:?}");
    let e = resolve("http://a/b/c", "//a//b", RuleSet::Rfc1808).unwrap_err();
    assert!(e.to_string().contains("at byte 4"), "{e}");
    let lenient = Rules::new(RuleSet::Rfc1808).lenient(true);
    assert_eq!(resolved("http://a/b/c", "g h", lenient), "http://a/b/g h");
    // RFC 3986 checks both under its grammar (§4.1 `URI-reference`).
    let e = resolve("http://a/b/c", "g h", RuleSet::Rfc3986).unwrap_err();
    assert!(e.to_string().contains("at byte 1"), "{e}");
    assert!(resolve("http://[::1::2]/", "g", RuleSet::Rfc3986).is_err());
    assert_eq!(
        resolved("http://[::1]/b/c", "../g", RuleSet::Rfc3986),
        "http://[::1]/g"
    );
    let lenient = Rules::new(RuleSet::Rfc3986).lenient(true);
    assert_eq!(resolved("http://a/b/c", "g h", lenient), "http://a/b/g h");
}

/// `same_scheme_relative` under RFC 1808 (the parsers RFC 2396 §5.2 step 3
/// describes).
#[test]
fn same_scheme_relative_under_rfc1808() {
    let compat = Rules::new(RuleSet::Rfc1808).same_scheme_relative(true);
    assert_eq!(
        resolved("http://a/b/c/d;p?q", "http:g", compat),
        "http://a/b/c/g"
    );
    assert_eq!(
        resolved("http://a/b/c/d;p?q", "http:g", RuleSet::Rfc1808),
        "http:g"
    );
    assert_eq!(resolved("http://a/b/c/d;p?q", "ftp:g", compat), "ftp:g");
}

/// The URL draft's `hostport [ / path ]`: a context with a host and no path
/// merges after the `/`, never into the host or the port.
#[test]
fn url_draft_02_merges_after_the_host() {
    for (base, reference, expected) in [
        ("http://a", "g", "http://a/g"),
        ("gopher://h:70", "g", "gopher://h:70/g"),
        ("http://a/b", "g", "http://a/g"),
    ] {
        assert_eq!(
            resolved(base, reference, RuleSet::UrlDraft02),
            expected,
            "{base} + {reference}"
        );
    }
}

/// `relativize` never answers with a form that does not resolve back.
#[test]
fn relativize_reports_unreachable_targets() {
    use urispec::resolve::{ResolveError, Rules};
    assert!(matches!(
        relativize("http://a/b/c/d", "http://a/./g", RuleSet::Rfc3986),
        Err(ResolveError::Unreachable { .. })
    ));
    let compat = Rules::new(RuleSet::Rfc2396).same_scheme_relative(true);
    assert!(matches!(
        relativize("http://a/b/c/d", "http:g", compat),
        Err(ResolveError::Unreachable { .. })
    ));
}
