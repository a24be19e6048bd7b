//! The grammar gate (issue 5): every built-in grammar against its spec's BNF,
//! the report pinned as a snapshot under `snapshots/grammar-diff/`; the
//! transcriptions against the published texts; the two notations and the
//! normalisations on small inputs.

use crate::common;

use std::path::PathBuf;

use urispec::grammar_diff::{self, builtins, Expr, Notation, Verdict};

fn shared() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/spec");
    dir.is_dir().then_some(dir)
}

/// The gate: each built-in grammar's report is a snapshot, and the test fails
/// on any untagged deviation, missing rule or rule out of order, naming it.
#[test]
fn gate_every_builtin_grammar() {
    let mut checked = 0;
    for b in builtins() {
        let report =
            grammar_diff::diff_builtin(b.name).expect("built-in grammar and transcription read");
        common::with_snapshots("grammar-diff", || {
            insta::assert_snapshot!(b.name, report.to_text());
        });
        if let Err(msg) = report.gate() {
            panic!("grammar-diff gate failed for {}:\n{msg}", b.name);
        }
        checked += 1;
    }
    assert!(checked >= 2, "uri-draft and rfc1630 have grammars");
}

/// Acceptance: dropping `&` from `safe` in a copy of rfc1630.pest fails the
/// gate with a message naming the rule.
#[test]
fn gate_names_a_changed_character_class() {
    let b = grammar_diff::builtin("rfc1630").unwrap();
    let (path, src) = b.grammar;
    let line = "safe = _{ \"$\" | \"-\" | \"_\" | \"@\" | \".\" | \"&\" }";
    assert!(
        src.contains(line),
        "rfc1630.pest's safe changed; update this test"
    );
    let changed = src.replace(line, "safe = _{ \"$\" | \"-\" | \"_\" | \"@\" | \".\" }");
    let report =
        grammar_diff::diff_text(b.transcription_path, b.transcription, path, &changed, None)
            .unwrap();
    let safe = report.rules.iter().find(|r| r.name == "safe").unwrap();
    assert_eq!(safe.verdict, Verdict::DeviatesUntagged);
    let msg = report.gate().unwrap_err();
    assert!(msg.contains("rule `safe` DEVIATES (untagged)"), "{msg}");
    assert!(
        msg.contains("«[$&\\-.@_]»"),
        "the spec side is shown: {msg}"
    );
    assert!(
        msg.contains("note: character set differs: only in the spec: `&`"),
        "{msg}"
    );
    // Only `safe` fails: its users still refer to `safe`.
    assert_eq!(
        report.rules.iter().filter(|r| r.fails()).count(),
        1,
        "{msg}"
    );
}

#[test]
fn gate_reports_missing_and_out_of_order() {
    let b = grammar_diff::builtin("rfc1630").unwrap();
    let (path, src) = b.grammar;
    // Drop `punctuation`, and move `uri` after `scheme`.
    let punct = "/// RFC 1630 \"BNF of Generic URI Syntax\" p.23: punctuation  < | >\npunctuation = _{ \"<\" | \">\" }\n";
    assert!(src.contains(punct));
    let uri = "/// RFC 1630 \"BNF of Generic URI Syntax\" p.22: uri  scheme :  path [ ? search ]\nuri = { scheme ~ \":\" ~ path ~ (\"?\" ~ search)? }\n";
    assert!(src.contains(uri));
    let changed = src.replace(punct, "").replace(uri, "").replace(
        "scheme = { ialpha }\n",
        &format!("scheme = {{ ialpha }}\n\n{uri}"),
    );
    let report = grammar_diff::diff_text("t", b.transcription, path, &changed, None).unwrap();
    let failing: Vec<String> = report
        .rules
        .iter()
        .filter(|r| r.fails())
        .map(|r| format!("{} {}", r.name, r.describe()))
        .collect();
    assert_eq!(failing, ["uri out of order; same", "punctuation missing"]);
}

#[test]
fn bad_input_is_an_error() {
    assert!(matches!(
        grammar_diff::diff_text("t", "no grammar here\n", "g", "a = { \"a\" }", None),
        Err(grammar_diff::DiffError::NoBlock { .. })
    ));
    let b = grammar_diff::builtin("rfc1630").unwrap();
    assert!(matches!(
        grammar_diff::diff_text("t", b.transcription, "g", "a = { ", None),
        Err(grammar_diff::DiffError::Pest { .. })
    ));
    assert!(matches!(
        grammar_diff::diff_text("t", b.transcription, "g", "a = { b }", None),
        Err(grammar_diff::DiffError::Pest { .. })
    ));
    assert!(matches!(
        grammar_diff::diff_text("t", b.transcription, "g", "a = { \"a\" }", Some(2)),
        Err(grammar_diff::DiffError::NoSuchBlock { .. })
    ));
    assert!(matches!(
        grammar_diff::diff_builtin("rfc9999"),
        Err(grammar_diff::DiffError::UnknownSpec { .. })
    ));
}

fn printed(rules: &[grammar_diff::Rule]) -> Vec<(String, String)> {
    rules
        .iter()
        .map(|r| (r.name.clone(), r.printed.clone()))
        .collect()
}

/// Each transcription holds exactly the productions of its block in the
/// published text (names and tokens as printed, white space collapsed).
#[test]
fn transcriptions_match_the_published_texts() {
    let Some(dir) = shared() else {
        eprintln!(
            "../shared/spec is absent: transcriptions not checked against the published texts"
        );
        return;
    };
    // The documents whose text is lost (`../shared/spec/GRAMMARS.md`): the
    // only rows without a published text to check against, so a row that
    // loses its `published` field fails here.
    const LOST: [&str; 2] = ["uri-draft", "url-draft-02"];
    let mut unchecked = Vec::new();
    for b in builtins() {
        let Some((file, heading)) = b.published else {
            unchecked.push(b.name);
            continue;
        };
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        let blocks = grammar_diff::extract(file, &text).unwrap();
        let block = blocks
            .iter()
            .find(|k| k.heading == heading)
            .unwrap_or_else(|| panic!("{file}: no block headed {heading:?}"));
        assert_eq!(block.notation, b.notation, "{}", b.name);
        let ours = grammar_diff::transcription(b.name).unwrap();
        assert_eq!(
            printed(&ours),
            printed(&block.rules),
            "{} differs from {file}",
            b.transcription_path
        );
        assert_eq!(
            ours.iter().map(|r| &r.expr).collect::<Vec<_>>(),
            block.rules.iter().map(|r| &r.expr).collect::<Vec<_>>()
        );
    }
    assert_eq!(unchecked, LOST);
}

/// Every transcription also agrees with the reference list in
/// `../shared/spec/GRAMMARS.md` (the only reference for the two drafts whose
/// texts are lost).
#[test]
fn transcriptions_match_grammars_md() {
    let Some(dir) = shared() else {
        eprintln!("../shared/spec is absent: transcriptions not checked against GRAMMARS.md");
        return;
    };
    let md = std::fs::read_to_string(dir.join("GRAMMARS.md")).unwrap();
    let sections = [
        ("(a)", "uri-draft"),
        ("(b)", "rfc1630"),
        ("(c)", "rfc1630-url"),
        ("(d)", "url-draft-02"),
        ("(e)", "url-draft-03"),
        ("(f)", "rfc2396"),
        ("(g)", "rfc1738"),
        ("(h)", "rfc1808"),
    ];
    for (mark, name) in sections {
        let start = md.find(&format!("## {mark} ")).unwrap();
        let body = &md[start..];
        let open = body.find("```\n").unwrap() + 4;
        let close = open + body[open..].find("```").unwrap();
        let blocks = grammar_diff::extract(mark, &body[open..close]).unwrap();
        assert_eq!(blocks.len(), 1, "{mark}");
        let ours = grammar_diff::transcription(name).unwrap();
        assert_eq!(
            printed(&ours),
            printed(&blocks[0].rules),
            "{name} vs GRAMMARS.md {mark}"
        );
    }
}

/// Bonus of issue 5: the URI draft's transcription is the BNF of seed 000
/// itself, read in its layout of alternating name and definition lines.
#[test]
fn uri_draft_transcription_matches_seed_000() {
    let seed = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/seeds/000_ba7b2fec1b262a52.txt");
    let Ok(text) = std::fs::read_to_string(&seed) else {
        eprintln!("../shared/seeds is absent: seed 000 not read");
        return;
    };
    let blocks = grammar_diff::extract("seed 000", &text).unwrap();
    let ours = grammar_diff::transcription("uri-draft").unwrap();
    let block = blocks
        .iter()
        .find(|b| b.rules.first().is_some_and(|r| r.name == "fragmentaddress"))
        .expect("seed 000 holds the draft's BNF");
    assert_eq!(printed(&ours), printed(&block.rules));
}

/// Acceptance: the generic block is found in the published RFC 1630 and every
/// rule of rfc1630.pest is reported against it.
#[test]
fn rfc1630_published_text_finds_the_generic_block() {
    let Some(dir) = shared() else {
        return;
    };
    let text = std::fs::read_to_string(dir.join("rfc1630.txt")).unwrap();
    let b = grammar_diff::builtin("rfc1630").unwrap();
    let (path, src) = b.grammar;
    let report = grammar_diff::diff_text("rfc1630.txt", &text, path, src, None).unwrap();
    assert_eq!(report.blocks.len(), 2);
    assert_eq!(report.block.heading, "BNF of Generic URI Syntax");
    assert_eq!(report.block.end_marker.as_deref(), Some("(end of URI BNF)"));
    // Same verdicts and forms as against the transcription (only lines differ).
    let from_transcription = grammar_diff::diff_builtin("rfc1630").unwrap();
    let strip = |r: &grammar_diff::Report| {
        r.rules
            .iter()
            .map(|x| {
                (
                    x.name.clone(),
                    x.verdict.clone(),
                    x.spec_form.clone(),
                    x.grammar_form.clone(),
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(strip(&report), strip(&from_transcription));
    // The 21 productions, and the two entry points.
    assert_eq!(report.rules.len(), 23);
    // `--block 2` compares the URL block instead: the generic-only rules are
    // extra, and untagged.
    let url = grammar_diff::diff_text("rfc1630.txt", &text, path, src, Some(2)).unwrap();
    assert_eq!(url.block.heading, "BNF for specific URL schemes");
    let extra: Vec<&str> = url
        .rules
        .iter()
        .filter(|r| r.verdict == Verdict::ExtraUntagged)
        .map(|r| r.name.as_str())
        .collect();
    assert_eq!(extra, ["fragmentaddress", "uri"]);
}

/// draft 03's misprinted rule name `ur l` pairs with a grammar's `url` through
/// a `DEVIATION(typo)` tag that quotes it, instead of one missing and one extra.
#[test]
fn typo_tag_pairs_a_misprinted_name() {
    let text = "other  c\nur l  a | b\n";
    let tagged = "other = { \"c\" }\n/// x: ur l  a | b\n/// DEVIATION(typo): printed `ur l`; read as `url`.\nurl = { \"a\" | \"b\" }\n";
    let r = grammar_diff::diff_text("t", text, "g", tagged, None).unwrap();
    assert_eq!(r.rules.len(), 2, "{}", r.to_text());
    assert_eq!(
        r.rules[1].verdict,
        Verdict::Deviates(vec!["typo".to_owned()])
    );
    assert_eq!(r.rules[1].spec_name.as_deref(), Some("ur l"));
    assert!(r.passes());
    let untagged = "other = { \"c\" }\nurl = { \"a\" | \"b\" }\n";
    let r = grammar_diff::diff_text("t", text, "g", untagged, None).unwrap();
    let verdicts: Vec<&Verdict> = r.rules.iter().map(|r| &r.verdict).collect();
    assert_eq!(
        verdicts,
        [&Verdict::Same, &Verdict::ExtraUntagged, &Verdict::Missing],
        "{}",
        r.to_text()
    );
    assert!(!r.passes());
}

/// Rule modifiers are ignored and the name map applies; an entry point that
/// only anchors a production (`SOI ~ r ~ EOI`) adds nothing.
#[test]
fn entry_points_modifiers_and_name_map() {
    let text = "URI-reference = a-b \"x\"\na-b = \"y\"\ngopher+_string = \"z\"\n";
    let pest = "URI_reference = ${ a_b ~ \"x\" }\na_b = @{ \"y\" }\ngopher_plus_string = _{ \"z\" }\nURI_reference_eoi = _{ SOI ~ URI_reference ~ EOI }\n";
    let r = grammar_diff::diff_text("t", text, "g", pest, None).unwrap();
    let rows: Vec<(&str, &Verdict)> = r
        .rules
        .iter()
        .map(|r| (r.name.as_str(), &r.verdict))
        .collect();
    assert_eq!(
        rows,
        [
            ("URI_reference", &Verdict::Same),
            ("a_b", &Verdict::Same),
            ("gopher_plus_string", &Verdict::Same),
            ("URI_reference_eoi", &Verdict::Same),
        ]
    );
    assert!(r.rules.last().is_some_and(|row| row.entry_point));
}

/// Acceptance: the entry points and the readings of unnamed schemes of
/// rfc1630-url and url-draft-03 are listed with their tags, and a copy of the
/// grammar with any one of those tags removed fails the gate.
#[test]
fn entry_and_fallback_rules_need_their_tags() {
    for (spec, rules) in [
        (
            "rfc1630-url",
            &[
                "url_eoi",
                "afsaddress_eoi",
                "generic",
                "genericpath",
                "genericsearch",
            ][..],
        ),
        (
            "url-draft-03",
            &["url_eoi", "afsaddress_eoi", "otherurl", "schemestring"][..],
        ),
    ] {
        let b = grammar_diff::builtin(spec).unwrap();
        let (path, src) = b.grammar;
        let report =
            grammar_diff::diff_text(b.transcription_path, b.transcription, path, src, None)
                .unwrap();
        assert!(report.passes(), "{spec}: {:?}", report.gate());
        for rule in rules {
            let row = report.rules.iter().find(|r| r.name == *rule).unwrap();
            assert!(
                matches!(row.verdict, Verdict::Deviates(_) | Verdict::Extra),
                "{spec} {rule}: {:?}",
                row.verdict
            );
            // Remove each DEVIATION line of the rule in turn.
            let start = src.find(&format!("\n{rule} = ")).unwrap();
            let docs_start = src[..start].rfind("\n\n").unwrap();
            let tags: Vec<&str> = src[docs_start..start]
                .lines()
                .filter(|l| l.starts_with("/// DEVIATION("))
                .collect();
            assert!(!tags.is_empty(), "{spec} {rule} has tags");
            for tag in tags {
                let changed = src.replacen(&format!("{tag}\n"), "", 1);
                let r = grammar_diff::diff_text(
                    b.transcription_path,
                    b.transcription,
                    path,
                    &changed,
                    None,
                )
                .unwrap();
                let row = r.rules.iter().find(|r| r.name == *rule).unwrap();
                if tags_left(&changed, rule) {
                    // Another tag of the rule remains; an entry point still
                    // fails, since the removed tag named what it adds.
                    if row.entry_point {
                        assert!(row.fails(), "{spec} {rule} without {tag}");
                    }
                } else {
                    assert!(row.fails(), "{spec} {rule} without {tag}");
                }
                if row.fails() {
                    assert!(!r.passes(), "{spec} {rule}");
                }
            }
        }
    }
}

/// Whether rule `rule` of `src` still has a `DEVIATION` line.
fn tags_left(src: &str, rule: &str) -> bool {
    let start = src.find(&format!("\n{rule} = ")).unwrap();
    let docs_start = src[..start].rfind("\n\n").unwrap();
    src[docs_start..start]
        .lines()
        .any(|l| l.starts_with("/// DEVIATION("))
}

/// Changing the order of a choice is reported even though the alternatives
/// agree as a set (PEG order matters).
#[test]
fn choice_order_is_a_deviation() {
    let text = "groupart  * | group | article\ngroup  ialpha\narticle  ialpha @\nialpha  a b\n";
    let pest = "groupart = { \"*\" | article | group }\ngroup = { ialpha }\narticle = { ialpha ~ \"@\" }\nialpha = { \"ab\" }\n";
    let r = grammar_diff::diff_text("t", text, "g", pest, None).unwrap();
    assert_eq!(r.rules[0].verdict, Verdict::DeviatesUntagged);
    assert!(r.rules[0].notes[0].contains("order of alternatives"));
    let tagged = format!("/// DEVIATION(order): article first\n{pest}");
    let r = grammar_diff::diff_text("t", text, "g", &tagged, None).unwrap();
    assert_eq!(
        r.rules[0].verdict,
        Verdict::Deviates(vec!["order".to_owned()])
    );
}

/// Each accepted rewrite, from the spec side to a pest rule.
#[test]
fn accepted_rewrites() {
    let cases = [
        (
            "xalphas  xalpha [ xalphas ]\nxalpha  a\n",
            "xalphas = { xalpha+ }\nxalpha = { \"a\" }\n",
            "x [ xs ] = x+",
        ),
        (
            "group  ialpha [ . group ]\nialpha  a\n",
            "group = { ialpha ~ (\".\" ~ ialpha)* }\nialpha = { \"a\" }\n",
            "x [ sep self ] = x (sep x)*",
        ),
        ("d  0 | 1 | 2\n", "d = { '0'..'2' }\n", "character set"),
        (
            "d = 1*x\nx = \"a\"\n",
            "d = { x ~ x* }\nx = { \"a\" }\n",
            "repetition form",
        ),
        (
            "alpha = low | up\nlow = \"a\" | \"b\"\nup = \"A\" | \"B\"\n",
            "alpha = { 'a'..'b' | 'A'..'B' }\nlow = { 'a'..'b' }\nup = { 'A'..'B' }\n",
            "character class expanded",
        ),
        (
            "digits = 1*digit\ndigit = \"0\" | \"1\"\n",
            "digits = { digit+ }\ndigit = { ASCII_BIN_DIGIT }\n",
            "character set",
        ),
    ];
    for (text, pest, rewrite) in cases {
        let r = grammar_diff::diff_text("t", text, "g", pest, None).unwrap();
        let v = &r
            .rules
            .iter()
            .find(|x| !matches!(x.verdict, Verdict::Same))
            .unwrap_or(&r.rules[0])
            .verdict;
        match v {
            Verdict::SameAfterRewrite(rw) => assert!(
                rw.iter().any(|x| x.describe() == rewrite),
                "{text}: {rw:?} lacks {rewrite}"
            ),
            other => panic!("{text}: {other:?}\n{}", r.to_text()),
        }
        assert!(r.passes());
    }
}

/// The `[ x ]` = `x?` reading, and that `x [ xpalpha ]` is not right recursion.
#[test]
fn optional_is_question_mark_and_typo_stays() {
    let r = grammar_diff::diff_text(
        "t",
        "uri  scheme [ # frag ]\nscheme  a\nfrag  b\n",
        "g",
        "uri = { scheme ~ (\"#\" ~ frag)? }\nscheme = { \"a\" }\nfrag = { \"b\" }\n",
        None,
    )
    .unwrap();
    assert_eq!(r.rules[0].verdict, Verdict::Same);
    let r = grammar_diff::diff_text(
        "t",
        "xpalphas  xpalpha [ xpalpha ]\nxpalpha  a\n",
        "g",
        "xpalphas = { xpalpha+ }\nxpalpha = { \"a\" }\n",
        None,
    )
    .unwrap();
    assert_eq!(r.rules[0].verdict, Verdict::DeviatesUntagged);
}

/// Both notations read a whole published-style block.
#[test]
fn notations_read_blocks() {
    let tbl = "BNF of Things\n\n   Prose.\n\n     national   { | } | vline | [ | ] | \\\n     user       [ u [ : p ] @ ] h\n     h          h t t p :\n                / /\n      (end of thing BNF)\n";
    let blocks = grammar_diff::extract("t", tbl).unwrap();
    assert_eq!(blocks[0].notation, Notation::Tbl);
    let n = &blocks[0].rules[0];
    assert_eq!(n.printed, "{ | } | vline | [ | ] | \\");
    assert!(matches!(&n.expr, Expr::Choice(v) if v.len() == 6));
    assert_eq!(blocks[0].rules[2].printed, "h t t p : / /");
    let r822 = "A. Collected BNF\n\n      a   = \"x\" |\n            <\"> ; comment\n      b   = *( a | \"-\" ) 1*a [ b ]\n\nB. Next\n";
    let blocks = grammar_diff::extract("t", r822).unwrap();
    assert_eq!(blocks[0].notation, Notation::Rfc822);
    assert_eq!(blocks[0].rules.len(), 2);
}

/// The editions diff names added, dropped and changed productions.
#[test]
fn editions_diff() {
    let r = grammar_diff::editions("url-draft-02", "url-draft-03").unwrap();
    let find = |n: &str| {
        r.rows
            .iter()
            .find(|x| x.name == n)
            .map(|x| x.change.describe())
    };
    assert_eq!(find("prefixedurl").as_deref(), Some("added"));
    assert_eq!(find("generic").as_deref(), Some("dropped"));
    assert_eq!(find("ftpaddress").as_deref(), Some("changed"));
    assert_eq!(find("alpha").as_deref(), Some("same"));
    common::with_snapshots("grammar-diff", || {
        insta::assert_snapshot!("editions-url-draft-02-url-draft-03", r.to_text());
        let md = grammar_diff::editions("rfc1630", "rfc2396")
            .unwrap()
            .to_markdown();
        insta::assert_snapshot!("editions-rfc1630-rfc2396.md", md);
    });
}

/// The CLI: exit 0 / 1 / 2, JSON, Markdown, editions; no colour when piped.
#[test]
fn cli_exit_status_and_formats() {
    use std::process::Command;
    let bin = env!("CARGO_BIN_EXE_urispec");
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let run = |args: &[&str]| {
        let out = Command::new(bin)
            .args(args)
            .current_dir(root)
            .output()
            .expect("runs");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, out, _) = run(&["grammar-diff", "rfc1630"]);
    assert_eq!(code, Some(0));
    assert!(
        out.contains("result: pass") && !out.contains('\u{1b}'),
        "{out}"
    );

    let (code, out, _) = run(&["grammar-diff", "uri-draft", "--json"]);
    assert_eq!(code, Some(0));
    let json: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(json["summary"]["deviates_untagged"], 0);
    assert_eq!(json["rules"][0]["rule"], "fragmentaddress");

    let (code, out, _) = run(&["grammar-diff", "rfc1630", "--markdown"]);
    assert_eq!(code, Some(0));
    assert!(
        out.contains("| rule | verdict |") && out.contains("| `safe` | same |"),
        "{out}"
    );

    // A grammar with an untagged deviation: exit 1.
    let dir = std::env::temp_dir().join(format!("urispec-gd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad-safe.pest");
    let src =
        include_str!("../../../grammar/rfc1630.pest").replace("| \".\" | \"&\" }", "| \".\" }");
    std::fs::write(&bad, src).unwrap();
    let (code, out, _) = run(&[
        "grammar-diff",
        "--text",
        "grammar/spec/rfc1630.bnf",
        "--grammar",
        bad.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("DEVIATES (untagged)") && out.contains("result: FAIL"),
        "{out}"
    );

    // Bad input: exit 2.
    let broken = dir.join("broken.pest");
    std::fs::write(&broken, "a = { ").unwrap();
    let (code, _, err) = run(&[
        "grammar-diff",
        "--text",
        "grammar/spec/rfc1630.bnf",
        "--grammar",
        broken.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(2));
    assert!(err.contains("not a valid pest grammar"), "{err}");
    let (code, _, err) = run(&[
        "grammar-diff",
        "--text",
        "Cargo.toml",
        "--grammar",
        "grammar/rfc1630.pest",
    ]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("no BNF block defines a rule of the grammar"),
        "{err}"
    );
    // RFC 1738's grammar passes its gate (every deviation tagged).
    let (code, _, _) = run(&["grammar-diff", "rfc1738"]);
    assert_eq!(code, Some(0));
    let _ = std::fs::remove_dir_all(&dir);

    let (code, out, _) = run(&[
        "grammar-diff",
        "--editions",
        "rfc1630",
        "rfc2396",
        "--markdown",
    ]);
    assert_eq!(code, Some(0));
    assert!(out.contains("| `scheme` | changed |"), "{out}");

    if let Some(dir) = shared() {
        let text = dir.join("rfc1630.txt");
        let (code, out, _) = run(&[
            "grammar-diff",
            "--text",
            text.to_str().unwrap(),
            "--grammar",
            "grammar/rfc1630.pest",
        ]);
        assert_eq!(code, Some(0));
        assert!(
            out.contains("block 1: \"BNF of Generic URI Syntax\" at line 1204"),
            "{out}"
        );
        assert!(out.contains("summary: 23 rules:"), "{out}");
    }
}

/// A `///` citation that does not quote the printed production gets a note
/// (`...` may stand for a run of tokens).
#[test]
fn citation_is_checked() {
    let text = "alpha  a | b | c\nuri  alpha : alpha\n";
    let pest = "/// T p.1: alpha  a | ... | c\nalpha = { 'a'..'c' }\n/// T p.1: uri  alpha / alpha\nuri = { alpha ~ \":\" ~ alpha }\n";
    let r = grammar_diff::diff_text("t", text, "g", pest, None).unwrap();
    assert!(r.rules[0].notes.is_empty(), "{:?}", r.rules[0].notes);
    assert_eq!(
        r.rules[1].notes,
        ["the citation quotes `uri alpha / alpha`; printed: `uri alpha : alpha`"]
    );
    assert_eq!(r.rules[1].verdict, Verdict::Same);
}
