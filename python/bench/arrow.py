"""urispec.arrow.check on 1M lines against `urispec check --quiet --jobs 1`
on the same lines, in CPU seconds (user + sys), and 1 against 2 threads
(BENCHMARKS.md, "Python: a column at a time").

    URISPEC_PY_PROFILE=release bash python/test.sh   # the venv, the package in release
    cargo build --release -p urispec-cli
    target/pyenv/bin/python python/bench/arrow.py [CORPUS] [target/release/urispec]

The lines are shared/corpus/urls.txt repeated to 1,000,000. The command
reads them from a file (its CPU time counts reading and splitting the
lines, and its summary); urispec.arrow.check gets them as a pyarrow string
array already in memory (its CPU time counts the parse and the columns it
builds, not making the array). Each contender runs RUNS times
(urispec.check, which makes a dict per line, once); the figures are the
medians. CPU time is the process's own (getrusage) for the Python side and
the child's for the command.
"""

import os
import pathlib
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time

import polars as pl
import pyarrow as pa

import urispec
import urispec.arrow
import urispec.polars

RUNS = 5
LINES = 1_000_000


def cpu(who):
    r = resource.getrusage(who)
    return r.ru_utime + r.ru_stime


def measure(run, runs=RUNS):
    """Median (CPU seconds, wall seconds) of `runs` calls of run()."""
    cpus, walls = [], []
    for _ in range(runs):
        c0, w0 = cpu(resource.RUSAGE_SELF), time.perf_counter()
        run()
        walls.append(time.perf_counter() - w0)
        cpus.append(cpu(resource.RUSAGE_SELF) - c0)
    return statistics.median(cpus), statistics.median(walls)


def measure_command(argv):
    cpus, walls = [], []
    for _ in range(RUNS):
        c0, w0 = cpu(resource.RUSAGE_CHILDREN), time.perf_counter()
        out = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        assert out.returncode in (0, 1), out
        walls.append(time.perf_counter() - w0)
        cpus.append(cpu(resource.RUSAGE_CHILDREN) - c0)
    return statistics.median(cpus), statistics.median(walls)


def main():
    root = pathlib.Path(__file__).resolve().parents[2]
    corpus = pathlib.Path(
        sys.argv[1] if len(sys.argv) > 1 else root.parent / "shared/corpus/urls.txt"
    )
    command = sys.argv[2] if len(sys.argv) > 2 else str(root / "target/release/urispec")
    base = corpus.read_text(encoding="utf-8").split("\n")[:-1]
    lines = (base * (LINES // len(base) + 1))[:LINES]
    array = pa.array(lines, type=pa.string())
    series = pl.Series("url", lines)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(lines) + "\n")
    try:
        rows = [
            (
                "urispec check --quiet --jobs 1",
                *measure_command([command, "check", "--quiet", "--jobs", "1", f.name]),
            )
        ]
    finally:
        os.unlink(f.name)
    rows.append(
        ("urispec.arrow.check, jobs=1", *measure(lambda: urispec.arrow.check(array, jobs=1)))
    )
    rows.append(
        ("urispec.arrow.check, jobs=2", *measure(lambda: urispec.arrow.check(array, jobs=2)))
    )
    rows.append(
        ("urispec.polars.check, jobs=1", *measure(lambda: urispec.polars.check(series, jobs=1)))
    )
    rows.append(
        (
            "urispec.check (dicts), jobs=1",
            *measure(lambda: sum(1 for _ in urispec.check(lines, jobs=1)), runs=1),
        )
    )
    print(
        f"{LINES:,} lines (shared/corpus/urls.txt repeated), spec rfc2396, "
        f"median of {RUNS}; {platform.python_implementation()} {platform.python_version()}, "
        f"pyarrow {pa.__version__}, polars {pl.__version__}, {os.cpu_count()} cores, "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    print()
    print("| contender | CPU s | wall s | lines per CPU s | vs the command (per CPU s) |")
    print("| --- | ---: | ---: | ---: | ---: |")
    cli_rate = LINES / rows[0][1]
    for name, c, w in rows:
        rate = LINES / c
        print(f"| {name} | {c:.2f} | {w:.2f} | {rate:,.0f} | {rate / cli_rate:.2f}x |")
    one, two = rows[1], rows[2]
    print()
    print(
        f"2 threads against 1: throughput (wall) {one[2] / two[2]:.2f}x, "
        f"CPU time per line {two[1] / one[1]:.2f}x"
    )


if __name__ == "__main__":
    main()
