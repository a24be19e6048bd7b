#!/usr/bin/env python3
"""Compute SURT keys with the `surt` package (its default options), for
tests/surt/keys.tsv, which archive/tests/archive/surt.rs holds `urispec_archive::surt`'s
`Surt::Default` keys against, and for the agreement figure of the README.

Usage:
    python3 -m venv /tmp/surtenv && /tmp/surtenv/bin/pip install surt==0.3.1
    /tmp/surtenv/bin/python scripts/surt-keys.py EVERY < ../shared/corpus/urls.txt > OUT.tsv

Writes `url<TAB>key` for every EVERY-th line (1: every line), or
`url<TAB>!error: ...` where the package raises. A line with a tab or a
non-UTF-8 byte is left out. tests/surt/keys.tsv was made with EVERY=20.
"""

import sys

import surt


def main():
    every = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    data = sys.stdin.buffer.read().split(b"\n")
    for number, raw in enumerate(data):
        if number % every or not raw:
            continue
        try:
            url = raw.decode("utf-8")
        except UnicodeDecodeError:
            continue
        if "\t" in url or "\r" in url:
            continue
        try:
            key = surt.surt(url)
        except Exception as e:  # the package's own failures are data here
            key = "!error: " + type(e).__name__
        sys.stdout.write(url + "\t" + key + "\n")


main()
