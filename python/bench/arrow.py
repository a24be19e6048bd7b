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
medians. CPU time (user + sys; sys apart too: mostly the first touches of the
output's fresh pages) is the process's own (getrusage) for the Python side
and the child's for the command.
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
    """(user, sys) CPU seconds of `who` so far."""
    r = resource.getrusage(who)
    return r.ru_utime, r.ru_stime


def measure(run, runs=RUNS, who=resource.RUSAGE_SELF):
    """Median (CPU seconds, wall seconds, sys seconds) of `runs` calls of run()."""
    cpus, walls, syss = [], [], []
    for _ in range(runs):
        (u0, s0), w0 = cpu(who), time.perf_counter()
        run()
        walls.append(time.perf_counter() - w0)
        u1, s1 = cpu(who)
        cpus.append(u1 - u0 + s1 - s0)
        syss.append(s1 - s0)
    return statistics.median(cpus), statistics.median(walls), statistics.median(syss)


def measure_command(argv):
    def run():
        out = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        assert out.returncode in (0, 1), out

    return measure(run, who=resource.RUSAGE_CHILDREN)


def main():
    root = pathlib.Path(__file__).resolve().parents[2]
    corpus = pathlib.Path(
        sys.argv[1] if len(sys.argv) > 1 else root.parent / "shared/corpus/urls.txt"
    )
    command = sys.argv[2] if len(sys.argv) > 2 else str(root / "target/release/urispec")
    base = corpus.read_text(encoding="utf-8").split("\n")[:-1]
    lines = (base * (LINES // len(base) + 1))[:LINES]
    load_at_start = os.getloadavg()[0]
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
        f"load average {load_at_start:.1f} at the start, {os.getloadavg()[0]:.1f} at the end"
    )
    print()
    print(
        "| contender | CPU s | of which sys | wall s | lines per CPU s "
        "| vs the command (per CPU s) |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    cli_rate = LINES / rows[0][1]
    for name, c, w, sys_s in rows:
        rate = LINES / c
        print(
            f"| {name} | {c:.2f} | {sys_s:.2f} | {w:.2f} | {rate:,.0f} | {rate / cli_rate:.2f}x |"
        )
    one, two = rows[1], rows[2]
    print()
    print(
        f"2 threads against 1: throughput (wall) {one[2] / two[2]:.2f}x, "
        f"CPU time per line {two[1] / one[1]:.2f}x"
    )


if __name__ == "__main__":
    main()
