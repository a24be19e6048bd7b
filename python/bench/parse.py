"""urispec.parse per call over the distinct lines of shared/corpus/urls.txt,
each parsed once a pass, beside urllib.parse.urlsplit, the rfc3986
package's validator and ada_url (BENCHMARKS.md, "Python").

    python3 -m venv /tmp/pybench
    /tmp/pybench/bin/pip install ./python rfc3986 ada_url
    /tmp/pybench/bin/python python/bench/parse.py [../shared/corpus/urls.txt]

Each contender runs PASSES passes over every distinct line, once per line a
pass; the figure is the median pass divided by the number of lines.
urllib's cache (functools.lru_cache on urlsplit) is cleared before each
pass, so no call is answered from it.
"""

import gc
import importlib.metadata
import os
import pathlib
import platform
import statistics
import sys
import time
import urllib.parse

import urispec

PASSES = 7


def distinct_lines(path):
    seen = dict.fromkeys(pathlib.Path(path).read_text(encoding="utf-8").splitlines())
    return list(seen)


def version(package):
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return "?"


def contenders():
    """(name, function of one line, run before each pass)."""

    def urispec_parse(s, parse=urispec.parse, error=urispec.UriSyntaxError):
        try:
            parse(s)
        except error:
            pass

    def urispec_parse_3986(s, parse=urispec.parse, error=urispec.UriSyntaxError):
        try:
            parse(s, "rfc3986")
        except error:
            pass

    def urlsplit(s, split=urllib.parse.urlsplit):
        try:
            split(s)
        except ValueError:
            pass

    clear = getattr(urllib.parse.urlsplit, "cache_clear", lambda: None)
    found = [
        ("urispec.parse (rfc2396)", urispec_parse, None),
        ("urispec.parse (rfc3986)", urispec_parse_3986, None),
        ("urispec.is_valid (rfc2396)", urispec.is_valid, None),
        ("urllib.parse.urlsplit", urlsplit, clear),
    ]
    try:
        import rfc3986
        from rfc3986 import exceptions, validators

        validator = validators.Validator().check_validity_of(
            "scheme", "userinfo", "host", "port", "path", "query", "fragment"
        )

        def rfc3986_validate(
            s, ref=rfc3986.uri_reference, v=validator, e=exceptions.RFC3986Exception
        ):
            try:
                v.validate(ref(s))
            except e:
                pass

        found.append(
            (f"rfc3986 {version('rfc3986')}: uri_reference + Validator", rfc3986_validate, None)
        )
    except ImportError:
        print("rfc3986 is not installed: skipped", file=sys.stderr)
    try:
        import ada_url

        def ada_parse(s, url=ada_url.URL):
            try:
                url(s)
            except ValueError:
                pass

        found.append((f"ada_url {version('ada_url')}: URL", ada_parse, None))
        found.append((f"ada_url {version('ada_url')}: check_url", ada_url.check_url, None))
    except ImportError:
        print("ada_url is not installed: skipped", file=sys.stderr)
    return found


def time_pass(fn, lines):
    gc.collect()
    start = time.perf_counter_ns()
    for s in lines:
        fn(s)
    return time.perf_counter_ns() - start


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "../shared/corpus/urls.txt"
    lines = distinct_lines(path)
    invalid = sum(not urispec.is_valid(s) for s in lines)
    print(
        f"{len(lines)} distinct lines of {path} ({invalid} invalid under rfc2396); "
        f"Python {platform.python_version()}, urispec {urispec.__version__}; "
        f"{PASSES} passes, the median; load average {os.getloadavg()[0]:.1f}"
    )
    print()
    print("| contender | ns per call | x urispec.parse |")
    print("| --- | ---: | ---: |")
    results = []
    for name, fn, before in contenders():
        passes = []
        for _ in range(PASSES):
            if before:
                before()
            passes.append(time_pass(fn, lines))
        results.append((name, statistics.median(passes) / len(lines)))
    base = results[0][1]
    for name, ns in results:
        print(f"| {name} | {ns:,.0f} | {ns / base:.2f} |")
    print()
    print(
        f"`urispec.check` over the whole file (records built as dicts), {PASSES} runs, the median:"
    )
    print()
    print("| jobs | wall ms | CPU ms | records per second |")
    print("| ---: | ---: | ---: | ---: |")
    for jobs in (1, 2):
        walls, cpus, count = [], [], 0
        for _ in range(PASSES):
            gc.collect()
            wall, cpu = time.perf_counter(), time.process_time()
            count = sum(1 for _ in urispec.check(path, jobs=jobs))
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
        wall, cpu = statistics.median(walls), statistics.median(cpus)
        print(f"| {jobs} | {wall * 1e3:,.0f} | {cpu * 1e3:,.0f} | {count / wall:,.0f} |")


if __name__ == "__main__":
    main()
