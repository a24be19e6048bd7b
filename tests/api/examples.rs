//! The programs of `examples/` and `archive/examples/`, run on the small
//! inputs of `tests/examples/` through `cargo run --example`: their output,
//! not only their build.

use std::process::Command;

/// Run `cargo run -p package --example name -- args` in the workspace's root:
/// stdout and the exit status.
fn example_of(package: &str, name: &str, args: &[&str]) -> (String, Option<i32>) {
    let out = Command::new(env!("CARGO"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["run", "--quiet", "-p", package, "--example", name, "--"])
        .args(args)
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    // 101: cargo could not build it, or it panicked.
    assert_ne!(out.status.code(), Some(101), "{name}: {stderr}");
    (
        String::from_utf8(out.stdout).expect("UTF-8 output"),
        out.status.code(),
    )
}

/// An example of the library (`examples/`).
fn example(name: &str, args: &[&str]) -> (String, Option<i32>) {
    example_of("urispec", name, args)
}

/// An example of the web-archive crate (`archive/examples/`).
fn archive_example(name: &str, args: &[&str]) -> (String, Option<i32>) {
    example_of("urispec-archive", name, args)
}

#[test]
fn validate_urls_reports_each_invalid_line_with_offset_and_expected() {
    let (out, code) = example("validate_urls", &["tests/examples/urls.txt"]);
    assert_eq!(code, Some(1), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(
        lines[0].starts_with("line 4: offset 8: expected net_path, abs_path"),
        "{out}"
    );
    assert!(
        lines[1].starts_with("line 6: offset 16: expected escaped in "),
        "{out}"
    );
    assert_eq!(lines[2], "3 valid, 2 invalid under rfc2396");
    // RFC 1630 calls the escape production `escape`.
    let (out, _) = example(
        "validate_urls",
        &["--spec", "rfc1630", "tests/examples/urls.txt"],
    );
    assert!(
        out.contains("line 6: offset 16: expected escape in "),
        "{out}"
    );
}

#[test]
fn old_links_follow_the_rules_of_the_page_date() {
    let page = "tests/examples/page-1995.html";
    let (out, code) = archive_example("old_links", &[page]);
    assert_eq!(code, Some(0), "{out}");
    assert_eq!(
        out,
        "rules: rfc1808 (page dated 1995-09-01)\n\
         base: http://a/b/c/d;p?q\n\
         href ?y -> http://a/b/c/d;p?y\n\
         href g -> http://a/b/c/g\n\
         src ../img.gif -> http://a/b/img.gif\n\
         href http:g -> http:g\n"
    );
    // Three years later RFC 2396 drops the last segment for `?y`.
    let (out, _) = archive_example("old_links", &[page, "--date", "1999-01"]);
    assert!(
        out.starts_with("rules: rfc2396 (page dated 1999-01)\n"),
        "{out}"
    );
    assert!(out.contains("href ?y -> http://a/b/c/?y\n"), "{out}");
    let (out, _) = archive_example(
        "old_links",
        &[page, "--rules", "rfc2396", "--base", "http://x/y/z"],
    );
    assert!(
        out.contains("base: http://x/y/z\nhref ?y -> http://x/y/?y\n"),
        "{out}"
    );
}

#[test]
fn historic_schemes_lists_the_typed_schemes_of_a_text() {
    let (out, code) = example("historic_schemes", &["tests/examples/mail.txt"]);
    assert_eq!(code, Some(0), "{out}");
    let rows: Vec<Vec<&str>> = out
        .lines()
        .skip(1)
        .map(|l| l.split_whitespace().take(3).collect())
        .collect();
    assert_eq!(
        rows,
        [
            ["ftp", "ftpurl", "1"],
            ["gopher", "gopherurl", "2"],
            ["news", "newsurl", "1"],
            ["telnet", "telneturl", "1"],
            ["wais", "waisindex", "1"],
        ]
    );
    assert!(
        out.starts_with("historic schemes under rfc1738:\n"),
        "{out}"
    );
    assert!(!out.contains("http://"), "{out}");
    let (out, _) = example(
        "historic_schemes",
        &["--spec", "url-draft-03", "tests/examples/mail.txt"],
    );
    assert!(out.contains("gopheraddress"), "{out}");
    let (_, code) = example(
        "historic_schemes",
        &["--spec", "rfc2396", "tests/examples/mail.txt"],
    );
    assert_eq!(code, Some(2));
}

#[test]
fn damaged_warc_writes_each_file_twice_and_the_model_of_each() {
    let dir = std::env::temp_dir().join(format!("urispec-damaged-{}", std::process::id()));
    let (_, code) = archive_example("damaged_warc", &[dir.to_str().expect("UTF-8"), "3", "7"]);
    assert_eq!(code, Some(0));
    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("manifest.json")).expect("the manifest"))
            .expect("JSON");
    let files = manifest["files"].as_array().expect("files");
    assert_eq!(files.len(), 3);
    for file in files {
        let plain =
            std::fs::read(dir.join(file["plain"].as_str().expect("a name"))).expect("plain");
        let gz = std::fs::read(dir.join(file["gz"].as_str().expect("a name"))).expect("gzip");
        assert!(plain.starts_with(b"WARC/") && gz.starts_with(&[0x1f, 0x8b]));
        let records = file["records"].as_array().expect("records");
        assert!((2..=8).contains(&records.len()), "{file}");
        for twin in ["plain", "gz"] {
            let fates = file["twins"][twin]["records"].as_array().expect("fates");
            assert_eq!(fates.len(), records.len(), "{file}");
        }
        // Each record starts where the manifest says, with the version line.
        for r in records {
            let at = r["offset"].as_u64().expect("an offset") as usize;
            assert!(
                plain[at..].starts_with(file["version"].as_str().expect("a version").as_bytes())
            );
        }
    }
    std::fs::remove_dir_all(&dir).expect("the folder removed");
}
