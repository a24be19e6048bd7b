#!/usr/bin/env python3
"""Write a large CDX index from the benchmark corpora, for BENCHMARKS.md
("Web-archive indexes"): `LINES` captures of the URLs of
../shared/corpus/urls.txt and historic.txt, their capture times spread over
1993-2010, sorted as a CDX index is (by urlkey, then time), in three forms:

    OUT.cdx      the index, uncompressed, with its legend line
    OUT.cdx.gz   the same, gzip in members of 3,000 lines (as indexes are
                 compressed in blocks)

Usage: scripts/make-cdx.py [LINES] [OUT]
(defaults: 10000000 and target/archive-bench/captures). The files are
written for measuring, never committed. Deterministic: the same arguments
give the same bytes.
"""

import base64
import gzip
import hashlib
import os
import random
import sys
import time

LEGEND = " CDX N b a m s k r M S V g"
BLOCK = 3000


def urlkey(url):
    """A SURT-like key: the host's labels reversed, then the path."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url.lower()
    host, _, path = rest.partition("/")
    host = host.rsplit("@", 1)[-1].split(":")[0].lower()
    if host.startswith("www."):
        host = host[4:]
    return ",".join(reversed(host.split("."))) + ")/" + path.lower()


def main():
    lines = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000_000
    out = sys.argv[2] if len(sys.argv) > 2 else "target/archive-bench/captures"
    here = os.path.dirname(os.path.abspath(__file__))
    corpus = os.path.join(here, "..", "..", "shared", "corpus")
    urls = []
    for name in ("urls.txt", "historic.txt"):
        with open(os.path.join(corpus, name), encoding="utf-8") as f:
            urls.extend(line.rstrip("\n") for line in f if line.strip())
    # Spaces would split a CDX field: the index escapes them.
    urls = [u.replace(" ", "%20") for u in urls]
    keys = sorted({(urlkey(u), u) for u in urls})
    rng = random.Random(1993)
    per_url = lines // len(keys) + 1
    first = 725846400  # 1993-01-01T00:00:00Z
    last = 1293839999  # 2010-12-31T23:59:59Z
    os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
    written = 0
    with open(out + ".cdx", "w", encoding="utf-8") as plain, open(out + ".cdx.gz", "wb") as gz:
        block = [LEGEND + "\n"]
        plain.write(LEGEND + "\n")

        def flush():
            data = "".join(block).encode("utf-8")
            gz.write(gzip.compress(data, compresslevel=6, mtime=0))
            block.clear()

        for key, url in keys:
            times = sorted(rng.randint(first, last) for _ in range(per_url))
            for t in times:
                if written == lines:
                    break
                stamp = time.strftime("%Y%m%d%H%M%S", time.gmtime(t))
                digest = base64.b32encode(hashlib.sha1(f"{url}{t}".encode()).digest()).decode()
                size = 200 + len(url) * 3
                line = f"{key} {stamp} {url} text/html 200 {digest} - - {size} {written * 512} ARCHIVE-{stamp[:4]}.arc.gz\n"
                plain.write(line)
                block.append(line)
                written += 1
                if len(block) == BLOCK:
                    flush()
            if written == lines:
                break
        if block:
            flush()
    print(f"{written} captures of {len(keys)} URLs: {out}.cdx, {out}.cdx.gz")


if __name__ == "__main__":
    main()
