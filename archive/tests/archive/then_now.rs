//! What a browser of today makes of a link (`urispec_archive::then_now`,
//! the `url` crate's WHATWG parser) held to a browser engine's own: Node.js's
//! `new URL(link, base).href` (the WHATWG URL Standard, as Chromium's engine
//! and Node's ada implement it), on the relative forms of RFC 3986 §5.4
//! and of the pages old archives hold, and on a sample of the corpus's URLs
//! written as links. Where `node` is not installed the test says so and
//! checks nothing else (`URISPEC_REQUIRE_NODE=1` makes that a failure).

use std::io::Write;
use std::process::{Command, Stdio};

use urispec_archive::then_now;

/// The bases the links are resolved against.
const BASES: [&str; 4] = [
    "http://a/b/c/d;p?q",
    "http://www.cs.example.edu/~ann/papers/index.html",
    "https://example.org:8443/a/b/",
    "ftp://ftp.example.com/pub/",
];

/// Links old pages hold, and the forms the classes of the difference name.
const LINKS: [&str; 40] = [
    "g",
    "./g",
    "g/",
    "/g",
    "//g",
    "?y",
    "g?y",
    "#s",
    "g#s",
    "g?y#s",
    ";x",
    "g;x",
    "g;x?y#s",
    "",
    ".",
    "./",
    "..",
    "../",
    "../g",
    "../..",
    "../../",
    "../../g",
    "../../../g",
    "../../../../g",
    "/./g",
    "/../g",
    "g.",
    ".g",
    "g..",
    "..g",
    "g\\h",
    " g ",
    "a\tb",
    "a\nb",
    "http:g",
    "HTTP://A.example/X",
    "http://a.example:80/",
    "http://b\u{fc}cher.example/",
    "a b",
    "%7Eann/",
];

#[test]
fn the_browsers_result_is_nodes_new_url() {
    let corpus = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/urls.txt"),
    )
    .expect("the corpus");
    let sample: Vec<&str> = corpus.lines().step_by(97).take(300).collect();
    let pairs: Vec<(&str, &str)> = BASES
        .iter()
        .flat_map(|&base| LINKS.iter().map(move |&link| (base, link)))
        .chain(sample.iter().map(|&link| (BASES[0], link)))
        .collect();
    // One JSON array of [base, link] pairs in; one line per pair out: the
    // href, or `!` where `new URL` throws.
    let input = serde_json::to_string(&pairs).expect("JSON");
    let script = "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{\
        for(const [b,l] of JSON.parse(s)){let h;try{h=new URL(l,b).href}catch(e){h='!'}\
        console.log(JSON.stringify(h))}})";
    let child = Command::new("node")
        .args(["-e", script])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(child) => child,
        Err(e) if std::env::var_os("URISPEC_REQUIRE_NODE").is_none() => {
            eprintln!("node is not installed ({e}): the WHATWG results are not held to a browser engine's");
            return;
        }
        Err(e) => panic!("node: {e}"),
    };
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("written");
    let out = child.wait_with_output().expect("node ends");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let answers: Vec<String> = String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON string"))
        .collect();
    assert_eq!(answers.len(), pairs.len());
    let mut differ = Vec::new();
    for ((base, link), node) in pairs.iter().zip(&answers) {
        let now = then_now(base, link, Err(()));
        let ours = now.whatwg().unwrap_or("!");
        if ours != node {
            differ.push(format!("{base} + {link:?}: url {ours:?}, node {node:?}"));
        }
    }
    eprintln!("{} pairs held to node's new URL", pairs.len());
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}
