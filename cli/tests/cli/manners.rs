//! The command line's manners: errors to stderr and records to stdout for
//! every subcommand, `--color` and `NO_COLOR`, completions and the man page.

use crate::run;

use std::process::{Command, Output, Stdio};

use run::keys;

/// Run `urispec args` with `env` set and stdin empty.
fn with_env(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_urispec"));
    command
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .args(args)
        .stdin(Stdio::null())
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("CLICOLOR");
    command.envs(env.iter().copied());
    command.output().expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Whether `bytes` hold an escape character (the start of every colour).
fn painted(bytes: &[u8]) -> bool {
    bytes.contains(&0x1b)
}

/// Every subcommand given an input it rejects: the readable error goes to
/// stderr, nothing about it to stdout, and the exit status says so.
#[test]
fn readable_errors_go_to_stderr() {
    for (args, code, says) in [
        (&["parse", "%"][..], 1, "invalid rfc2396"),
        (&["parse", "--spec", "rfc1630", "x:a b"], 1, "at byte 3"),
        (&["explain", "--spec", "rfc1630", "x:a b"], 1, "at byte 3"),
        (
            &["resolve", "--rules", "rfc2396", "mailto:a@b", "x"],
            1,
            "§5",
        ),
        (&["relativize", "http://a/b", "g h"], 1, "not absolute"),
        (&["normalize", "http://a/%zz"], 1, "byte 9"),
        (&["compare", "http://a/", "%"], 2, "input 2 is no URI"),
        (&["decode", "bad%4"], 1, "`%` at byte 3"),
    ] {
        let out = run::urispec(args, b"");
        assert_eq!(out.status.code(), Some(code), "{args:?}");
        assert_eq!(text(&out.stdout), "", "{args:?}");
        assert!(
            text(&out.stderr).contains(says),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
}

/// A record, an error's included, stays on stdout with `--json`; stderr
/// stays empty.
#[test]
fn json_records_of_errors_stay_on_stdout() {
    for args in [
        &["parse", "--json", "%"][..],
        &["resolve", "--json", "--rules", "rfc2396", "mailto:a@b", "x"],
        &["relativize", "--json", "http://a/b", "g h"],
    ] {
        let out = run::urispec(args, b"");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(text(&out.stderr), "", "{args:?}");
        let records = run::json_lines(&out);
        assert_eq!(records.len(), 1, "{args:?}");
        assert_ne!(records[0]["error"], serde_json::Value::Null, "{args:?}");
    }
}

/// Valid and invalid lines from stdin: each where it belongs, in order.
#[test]
fn a_stream_splits_records_and_errors() {
    let out = run::urispec(&["parse", "--spec", "rfc1630"], b"g:h\nhttp\nx:y\n");
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("\"g:h\": valid rfc1630\n"), "{stdout}");
    assert!(stdout.contains("\"x:y\": valid rfc1630\n"), "{stdout}");
    assert!(!stdout.contains("http"), "{stdout}");
    assert!(text(&out.stderr).starts_with("\"http\": invalid rfc1630\n"));
}

/// `--color always` paints; `auto` paints where a terminal is forced
/// (`CLICOLOR_FORCE`, as on a terminal), unless `NO_COLOR` is set;
/// `never` never does. The painted text is the plain text in colours.
#[test]
fn color_follows_the_flag_and_no_color() {
    let args = ["grammar-diff", "rfc1630"];
    let plain = with_env(&args, &[]);
    assert!(plain.status.success());
    assert!(!painted(&plain.stdout), "a pipe gets no colours by default");
    let always = with_env(&["--color", "always", "grammar-diff", "rfc1630"], &[]);
    assert!(painted(&always.stdout));
    let forced = with_env(&args, &[("CLICOLOR_FORCE", "1")]);
    assert!(painted(&forced.stdout));
    for (flag, env) in [
        ("auto", &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")][..]),
        ("never", &[("CLICOLOR_FORCE", "1")]),
        ("never", &[]),
    ] {
        let out = with_env(&["grammar-diff", "rfc1630", "--color", flag], env);
        assert!(out.status.success());
        assert_eq!(text(&out.stdout), text(&plain.stdout), "{flag} {env:?}");
    }
    // The verdict lines are the plain ones once their escapes are removed
    // (the forms mark their differing tokens by colour instead of «...»).
    let strip = |line: &str| {
        let mut kept = String::new();
        let mut rest = line;
        while let Some(at) = rest.find('\u{1b}') {
            kept.push_str(&rest[..at]);
            let end = rest[at..].find('m').map_or(rest.len(), |m| at + m + 1);
            rest = &rest[end..];
        }
        kept + rest
    };
    let is_form = |l: &&str| l.contains("spec:") || l.contains("grammar:");
    let painted_text = text(&always.stdout);
    let plain_text = text(&plain.stdout);
    let stripped: Vec<String> = painted_text
        .lines()
        .filter(|l| !is_form(l))
        .map(strip)
        .collect();
    let expected: Vec<&str> = plain_text.lines().filter(|l| !is_form(l)).collect();
    assert_eq!(stripped, expected);
}

#[test]
fn color_is_a_usage_error_when_unknown() {
    let out = with_env(&["--color", "sometimes", "grammar-diff", "rfc1630"], &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("sometimes"));
}

/// The completion scripts are written from the clap definitions: every
/// subcommand and the global flag are in them.
#[test]
fn completions_name_every_subcommand() {
    for (shell, marker) in [
        ("bash", "complete -F _urispec"),
        ("zsh", "#compdef urispec"),
        ("fish", "complete -c urispec"),
    ] {
        let out = with_env(&["completions", shell], &[]);
        assert!(out.status.success(), "{shell}");
        let script = text(&out.stdout);
        assert!(script.contains(marker), "{shell}: {script}");
        for word in ["grammar-diff", "relativize", "completions", "color"] {
            assert!(script.contains(word), "{shell}: no {word}");
        }
    }
    let out = with_env(&["completions", "cmd"], &[]);
    assert_eq!(out.status.code(), Some(2));
}

/// `--help` wraps to the terminal's width (`COLUMNS` where there is none).
#[test]
fn help_wraps_to_the_terminal() {
    for args in [
        &["--help"][..],
        &["parse", "--help"],
        &["check", "--help"],
        &["resolve", "--help"],
    ] {
        let out = with_env(args, &[("COLUMNS", "80")]);
        assert!(out.status.success());
        let help = text(&out.stdout);
        let wide: Vec<&str> = help.lines().filter(|l| l.chars().count() > 80).collect();
        assert!(wide.is_empty(), "{args:?}: {wide:#?}");
    }
}

/// Every error the command prints starts `urispec: `, clap's usage errors
/// included, and a refused value is shown beside the values that would do.
#[test]
fn errors_have_one_prefix_and_name_the_valid_values() {
    for (args, says) in [
        (&["--bogus"][..], "unexpected argument"),
        (
            &["parse", "--spec", "nosuch", "x"],
            "known: uri-draft, rfc1630",
        ),
        (
            &["encode", "--production", "nosuch", "x"],
            "the productions of rfc2396 with a set: ",
        ),
        (&["resolve", "http://a/b", "g h"], "does not parse"),
        (&["man", "nosuch"], "the subcommands: parse, explain"),
    ] {
        let out = with_env(args, &[]);
        let err = text(&out.stderr);
        assert!(err.starts_with("urispec: "), "{args:?}: {err}");
        assert!(!err.contains("error: "), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

/// `urispec man` prints a roff page of the command and its subcommands.
#[test]
fn man_prints_a_roff_page() {
    let out = with_env(&["man"], &[]);
    assert!(out.status.success());
    let page = text(&out.stdout);
    assert!(page.contains(".TH urispec 1"), "{page}");
    for section in [".SH NAME", ".SH SYNOPSIS", ".SH SUBCOMMANDS"] {
        assert!(page.contains(section), "no {section}");
    }
    assert!(page.contains("grammar\\-diff"), "{page}");

    // Every page it names under SUBCOMMANDS exists: printed one by one, and
    // written all at once with --dir.
    let named: Vec<String> = page
        .split("urispec\\-")
        .skip(1)
        .map(|rest| {
            rest.split('(')
                .next()
                .unwrap_or_default()
                .replace("\\-", "-")
                .replace("\\fR", "")
        })
        .collect();
    assert!(named.len() >= 10, "{named:?}");
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("man-pages");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let all = with_env(&["man", "--dir", dir.to_str().expect("UTF-8")], &[]);
    assert!(all.status.success(), "{}", text(&all.stderr));
    for name in &named {
        let one = with_env(&["man", name], &[]);
        assert!(one.status.success(), "{name}: {}", text(&one.stderr));
        let title = format!(".TH urispec-{name} 1");
        assert!(text(&one.stdout).contains(&title), "{name}: {title}");
        assert!(dir.join(format!("urispec-{name}.1")).is_file(), "{name}");
    }
    assert!(dir.join("urispec.1").is_file());
    let unknown = with_env(&["man", "nosuch"], &[]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(
        text(&unknown.stderr).contains("the subcommands: "),
        "{}",
        text(&unknown.stderr)
    );
}

/// The first column of the README's table marked `<!-- record: name -->`,
/// without backticks, and the second column.
fn readme_table(name: &str) -> Vec<(String, String)> {
    let readme = include_str!("../../../README.md");
    let marker = format!("<!-- record: {name} -->\n");
    let at = readme
        .find(&marker)
        .unwrap_or_else(|| panic!("no {marker}"));
    readme[at + marker.len()..]
        .lines()
        .take_while(|l| l.starts_with('|'))
        .skip(2)
        .map(|row| {
            let cells: Vec<&str> = row.split('|').map(str::trim).collect();
            (cells[1].trim_matches('`').to_owned(), cells[2].to_owned())
        })
        .collect()
}

fn table_keys(name: &str) -> Vec<String> {
    readme_table(name).into_iter().map(|(key, _)| key).collect()
}

/// The one JSON object `urispec args` prints, or each of its JSON lines.
fn records(args: &[&str], stdin: &[u8]) -> Vec<serde_json::Value> {
    run::json_lines(&run::urispec(args, stdin))
}

fn pretty(args: &[&str]) -> serde_json::Value {
    let out = run::urispec(args, b"");
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// The keys of the named parts under `spec`.
fn part_keys(spec: &str) -> Vec<String> {
    readme_table("parts")
        .into_iter()
        .filter(|(_, editions)| editions.split_whitespace().any(|e| e == spec))
        .map(|(key, _)| key)
        .collect()
}

/// `parse`'s keys under `spec`: the record's, then the family's parts.
fn parse_keys(spec: &str) -> Vec<String> {
    let mut expected = table_keys("parse");
    expected.extend(part_keys(spec));
    expected
}

/// A record of `check` (a line's, a capture's): its keys are `table`'s,
/// and those of its `parts` the parts of its `spec`.
fn assert_check_keys(record: &serde_json::Value, table: &[String]) {
    assert_eq!(&keys(record), table, "{record}");
    let spec = record["spec"].as_str().expect("a spec");
    assert_eq!(keys(&record["parts"]), part_keys(spec), "{record}");
}

/// The README's record tables are the keys the binary prints, in order.
#[test]
fn the_readme_documents_every_json_record() {
    for grammar in urispec::Edition::ALL {
        let spec = grammar.name();
        for input in ["http://a/b", "%"] {
            let rec = &records(&["parse", "--json", "--spec", spec, input], b"")[0];
            assert_eq!(keys(rec), parse_keys(spec), "{spec} {input}");
        }
    }
    let invalid = &records(&["parse", "--json", "%"], b"")[0];
    assert_eq!(keys(&invalid["error"]), table_keys("error"));

    let file = "tests/examples/urls.txt";
    for spec in urispec::Edition::ALL {
        let checked = records(&["check", "--json", "--spec", spec.name(), file], b"");
        assert_check_keys(&checked[0], &table_keys("check-line"));
        let summary = checked.last().expect("a summary");
        assert_eq!(keys(summary), table_keys("check-summary"));
    }
    let mut expected = table_keys("check-line");
    expected.remove(1);
    let stdin = &records(&["check", "--json"], b"%\n")[0];
    assert_check_keys(stdin, &expected);
    assert_eq!(keys(&stdin["error"]), table_keys("error"));

    let index = "tests/cases/archive/captures.cdx";
    let captures = records(&["check", "--json", "--spec", "by-date", index], b"");
    let mut expected = table_keys("check-capture");
    let line = table_keys("check-line");
    let from_input = line.iter().position(|k| k == "input").expect("input");
    expected.extend(line[from_input..].iter().cloned());
    for capture in captures.iter().filter(|r| r["record"] == "capture") {
        assert_check_keys(capture, &expected);
    }
    let malformed = captures
        .iter()
        .find(|r| r["record"] == "malformed")
        .expect("a line that is no capture");
    assert_eq!(keys(malformed), table_keys("check-malformed"));
    assert_eq!(keys(&malformed["error"]), table_keys("error"));
    let summary = captures.last().expect("a summary");
    assert_eq!(keys(summary), table_keys("check-captures-summary"));

    let verdicts = records(&["verdicts", "--json", "http://a/b"], b"");
    assert_eq!(verdicts.len(), urispec::Edition::ALL.len());
    for verdict in &verdicts {
        let mut expected = parse_keys(verdict["spec"].as_str().expect("a spec"));
        expected.insert(3, "production".to_owned());
        assert_eq!(keys(verdict), expected);
    }
    let verdicts = records(&["verdicts", "--json", "--base", "mailto:a", "x"], b"");
    assert_eq!(keys(&verdicts[0]), table_keys("verdicts-base"));

    // `line` first, only from stdin; `warning` last, only with one.
    let mut expected = table_keys("resolve");
    let lenient = &records(&["resolve", "--json", "--lenient"], b"http://a\tg\n")[0];
    assert_eq!(keys(lenient), expected);
    expected.pop();
    let strict = &records(&["resolve", "--json"], b"http://a\tg\n")[0];
    assert_eq!(keys(strict), expected);
    expected.remove(0);
    let strict = &records(&["resolve", "--json", "http://a", "g"], b"")[0];
    assert_eq!(keys(strict), expected);
    let mut expected = table_keys("relativize");
    let relative = &records(&["relativize", "--json"], b"http://a/b\thttp://a/c\n")[0];
    assert_eq!(keys(relative), expected);
    expected.remove(0);
    let relative = &records(&["relativize", "--json", "http://a/b", "http://a/c"], b"")[0];
    assert_eq!(keys(relative), expected);

    let finds = records(&["extract", "--json"], b"see <URL:http://a b> and <>");
    assert_eq!(finds.len(), 2);
    for find in &finds {
        assert_eq!(keys(find), table_keys("extract"));
        assert_eq!(keys(&find["error"]), table_keys("extract-error"));
    }

    let diff = pretty(&["grammar-diff", "--json", "rfc1630"]);
    assert_eq!(keys(&diff), table_keys("grammar-diff"));
    assert_eq!(keys(&diff["block"]), table_keys("grammar-diff-block"));
    assert_eq!(keys(&diff["blocks"][0]), table_keys("grammar-diff-block"));
    assert_eq!(keys(&diff["rules"][0]), table_keys("grammar-diff-rule"));
    assert_eq!(keys(&diff["summary"]), table_keys("grammar-diff-summary"));
    let editions = pretty(&["grammar-diff", "--json", "--editions", "rfc1630", "rfc2396"]);
    assert_eq!(keys(&editions), table_keys("editions"));
    assert_eq!(keys(&editions["rows"][0]), table_keys("editions-row"));
}
