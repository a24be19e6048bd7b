#!/usr/bin/env python3
"""Seed the fuzz corpora (fuzz/corpus/<target>/, not committed) from the case
files and ../shared/corpus: each input with a selector byte first, as the
targets read it (it picks a grammar of Grammar::ALL or a rule set of
RuleSet::ALL modulo their length, so new editions are covered)."""
import hashlib, os, pathlib

here = pathlib.Path(__file__).resolve().parent
root = here.parent
lines = set()
for case in (root / "tests" / "cases").rglob("*.txt"):
    for line in case.read_bytes().split(b"\n"):
        if not line.startswith(b"#"):
            lines.update(line.split(b"\t"))
for name in ("urls.txt", "historic.txt"):
    path = root.parent / "shared" / "corpus" / name
    if path.exists():
        lines.update(path.read_bytes().split(b"\n")[::97])
lines = sorted(lines)
SELECTORS = 16


def put(target, data):
    d = here / "corpus" / target
    d.mkdir(parents=True, exist_ok=True)
    (d / hashlib.sha1(data).hexdigest()).write_bytes(data)


for line in lines:
    put("generated", line)
for i, line in enumerate(lines):
    for t in ("parse", "pest_agree", "text", "escape", "errors_agree"):
        put(t, bytes([i % SELECTORS]) + line)
bases = [b"http://a/b/c/d;p?q", b"magic://a/b/c//d/e/f", b"http://a", b"ftp://x/y/z/"]
for i, line in enumerate(lines[::5]):
    put("resolve", bytes([i % SELECTORS]) + bases[i % len(bases)] + b"\n" + line)
for path in list((root / "grammar").glob("*.pest")) + list((root / "grammar" / "spec").iterdir()):
    if path.is_file():
        put("grammar_diff", path.read_bytes())
# warc and cdx: an even first byte and a file of tests/cases/archive as it
# is; an odd one, a seed of the tests' generator (archive/tests/common/damage.rs),
# the twin (odd: gzip) and no edit yet.
for path in sorted((root / "tests" / "cases" / "archive").iterdir()):
    target = "warc" if ".warc" in path.name else "cdx"
    put(target, b"\x00" + path.read_bytes())
for seed in range(64):
    for twin in (0, 1):
        put("warc", b"\x01" + seed.to_bytes(8, "little") + bytes([twin]))
    put("cdx", b"\x01" + seed.to_bytes(8, "little") + b"\x00")
