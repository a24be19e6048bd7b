#!/usr/bin/env python3
"""Write a large WARC file for BENCHMARKS.md ("WARC files"): `response`
records of generated HTML pages, each with a request record before it, the
pages' target URIs taken from ../shared/corpus/urls.txt and historic.txt,
their dates spread over 1994-2010, each page about 6 KB with 40 links
(relative and absolute, `<A HREF>`, `<IMG SRC>`, `<FORM ACTION>`, a
`<BASE HREF>` on every tenth page). Two files:

    OUT.warc      uncompressed, about SIZE megabytes
    OUT.warc.gz   the same records, one gzip member each (WARC 1.1 Annex D)

Usage: scripts/make-warc.py [SIZE_MB] [OUT]
(defaults: 100 and target/warc-bench/pages). Generated for measuring, never
committed. Deterministic: the same arguments give the same bytes.
"""

import gzip
import os
import random
import sys
import zlib

RELATIVE = ["g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x",
            "g;x?y#s", "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g",
            "images/logo.gif", "~user/index.html", "a%20b.html", "cgi-bin/search?q=1&r=2"]


def corpus():
    here = os.path.dirname(os.path.abspath(__file__))
    urls = []
    for name in ("urls.txt", "historic.txt"):
        path = os.path.join(here, "..", "..", "shared", "corpus", name)
        with open(path, "rb") as f:
            for line in f.read().split(b"\n"):
                if line.startswith(b"http://") and b" " not in line and len(line) < 300:
                    urls.append(line.decode("utf-8", "replace"))
    return urls


def page(rng, urls, n):
    links = []
    for i in range(40):
        kind = rng.random()
        href = rng.choice(RELATIVE) if kind < 0.6 else rng.choice(urls)
        href = href.replace("&", "&amp;").replace('"', "&quot;")
        if i % 10 == 9:
            links.append(f'<IMG SRC="{href}" ALT="picture {i}">')
        elif i % 13 == 12:
            links.append(f'<FORM ACTION="{href}"><INPUT NAME=q></FORM>')
        else:
            links.append(f'<A HREF="{href}">link number {i} of page {n}</A>')
    base = f'<BASE HREF="{rng.choice(urls)}">' if n % 10 == 0 else ""
    filler = "Some text of an old page, written for the benchmark. " * 50
    body = (f"<HTML><HEAD><TITLE>Page {n}</TITLE>{base}</HEAD><BODY>\n<P>{filler}\n"
            + "\n".join(links) + f"\n<!-- <A HREF=\"commented-{n}.html\"> -->\n</BODY></HTML>\n")
    return body.encode("utf-8")


def record(kind, uri, date, block, n):
    head = (f"WARC/1.0\r\nWARC-Type: {kind}\r\nWARC-Target-URI: {uri}\r\nWARC-Date: {date}\r\n"
            f"WARC-Record-ID: <urn:uuid:{n:08x}-0000-4000-8000-000000000000>\r\n"
            f"Content-Type: application/http; msgtype={kind}\r\nContent-Length: {len(block)}\r\n\r\n")
    return head.encode("utf-8") + block + b"\r\n\r\n"


def main():
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    out = sys.argv[2] if len(sys.argv) > 2 else "target/warc-bench/pages"
    os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
    rng = random.Random(1994)
    urls = corpus()
    written = 0
    n = 0
    with open(out + ".warc", "wb") as plain, open(out + ".warc.gz", "wb") as gz:
        while written < size * 1_000_000:
            uri = rng.choice(urls)
            date = f"{rng.randint(1994, 2010)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T12:00:00Z"
            path = "/" + uri.split("/", 3)[3] if uri.count("/") >= 3 else "/"
            request = f"GET {path} HTTP/1.0\r\nHost: x\r\n\r\n".encode("utf-8")
            body = page(rng, urls, n)
            response = b"HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n" + body
            for kind, block in (("request", request), ("response", response)):
                rec = record(kind, uri, date, block, n)
                plain.write(rec)
                gz.write(gzip.compress(rec, compresslevel=6, mtime=0))
                written += len(rec)
            n += 1
    print(f"{n} pages, {written} bytes: {out}.warc, {out}.warc.gz")


main()
