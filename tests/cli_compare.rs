//! `urispec compare`, `normalize`, `encode` and `decode`: the acceptance
//! commands, with their exit statuses (compare: 0 equivalent, 1 not, 2 a
//! syntax or usage error, as diff(1)).

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn urispec(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(stdin)
        .expect("stdin takes the input");
    child.wait_with_output().expect("the binary ends")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("UTF-8 output")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

const MARIE: &str = "http://www.w3.org/albert/bertram/marie-claude";

#[test]
fn rfc1630_example_1_exits_0() {
    let out = urispec(
        &[
            "compare",
            "--spec",
            "rfc1630",
            MARIE,
            "http://www.w3.org/albert/bertram/marie%2Dclaude",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        format!("equivalent under rfc1630\n{MARIE}\n{MARIE}\n")
    );
}

#[test]
fn rfc1630_example_2_exits_1() {
    let other = "http://www.w3.org/albert/bertram%2Fmarie-claude";
    let out = urispec(&["compare", "--spec", "rfc1630", MARIE, other], b"");
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        format!("not equivalent under rfc1630\n{MARIE}\n{other}\n")
    );
}

#[test]
fn rfc1630_example_3_exits_2_with_the_syntax_error() {
    for bad in [
        "news:12345667123%asdghfh@info.cern.ch",
        "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred",
    ] {
        let out = urispec(&["compare", "--spec", "rfc1630", MARIE, bad], b"");
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert_eq!(stdout(&out), "");
        let err = stderr(&out);
        assert!(err.contains("input 2 is no URI under rfc1630"), "{err}");
        assert!(
            err.contains(&format!(
                "expected `escape` at byte {}",
                bad.find('%').unwrap_or(0)
            )),
            "{err}"
        );
    }
}

#[test]
fn rfc2396_case_and_default_port_exit_0() {
    let out = urispec(
        &[
            "compare",
            "--spec",
            "rfc2396",
            "HTTP://www.XEROX.com:80/",
            "http://www.xerox.com/",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "equivalent under rfc2396\nhttp://www.xerox.com/\nhttp://www.xerox.com/\n"
    );
}

#[test]
fn compare_usage_errors_exit_2() {
    for args in [
        &["compare", "--spec", "rfc1808", "a:b", "a:b"][..],
        &["compare", "a:b"][..],
    ] {
        let out = urispec(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn normalize_reads_arguments_or_stdin() {
    let out = urispec(
        &["normalize", "--spec", "rfc2396"],
        b"HTTP://A:80/%7e\r\nhttp://a/%zz\nx:%2f\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out), "http://a/~\nx:%2F\n");
    assert!(stderr(&out).contains("byte 9"), "{}", stderr(&out));
    let out = urispec(
        &[
            "normalize",
            "--spec",
            "rfc1630-url",
            "URL:http://h:80/a%2Db",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "http://h/a-b\n");
}

#[test]
fn encode_with_a_production_and_decode_back() {
    let out = urispec(
        &["encode", "--spec", "rfc1630", "--production", "xpalpha"],
        b"a b/c+d%\xff\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out), "a%20b%2Fc+d%25%FF\n");
    let out = urispec(&["decode"], b"a%20b%2Fc+d%25%FF\n");
    assert_eq!(out.stdout, b"a b/c+d%\xff\n");
    let out = urispec(&["decode", "--lossy", "caf%C3%A9%FF"], b"");
    assert_eq!(stdout(&out), "caf\u{e9}\u{fffd}\n");
    let out = urispec(&["decode", "ok", "bad%4"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out), "ok\n");
    assert!(stderr(&out).contains("`%` at byte 3"), "{}", stderr(&out));
    let out = urispec(&["encode", "--spec", "rfc1630", "--production", "uri"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("no character class"),
        "{}",
        stderr(&out)
    );
    let out = urispec(
        &["encode", "--spec", "rfc2396", "--production", "xalpha", "x"],
        b"",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("rfc2396 has no production `xalpha`"),
        "{}",
        stderr(&out)
    );
}
