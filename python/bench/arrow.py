"""urispec.arrow.check on 1M lines against `urispec check --quiet --jobs 1`
on the same lines, in CPU seconds (user + sys), and 1 against 2 threads
(BENCHMARKS.md, "Python: a column at a time").

    URISPEC_PY_PROFILE=release bash python/test.sh   # the venv, the package in release
    cargo build --release -p urispec-cli
    target/pyenv/bin/python python/bench/arrow.py [CORPUS] [target/release/urispec]
    URISPEC_BENCH_ROUNDS=11 target/pyenv/bin/python python/bench/arrow.py   # interleaved

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
# URISPEC_BENCH_ROUNDS=N: instead of the table, the command and
# urispec.arrow.check with 1 and 2 jobs in turn, N rounds (interleaved, so a
# change of load moves all three), with sys seconds and minor page faults.
ROUNDS = int(os.environ.get("URISPEC_BENCH_ROUNDS", "0"))


def cpu(who):
    """(user, sys) CPU seconds of `who` so far."""
    r = resource.getrusage(who)
    return r.ru_utime, r.ru_stime


def once(run, who=resource.RUSAGE_SELF):
    """(CPU seconds, wall seconds, sys seconds, minor page faults) of one call of run()."""
    r0, w0 = resource.getrusage(who), time.perf_counter()
    run()
    wall = time.perf_counter() - w0
    r1 = resource.getrusage(who)
    user, sys_s = r1.ru_utime - r0.ru_utime, r1.ru_stime - r0.ru_stime
    return user + sys_s, wall, sys_s, r1.ru_minflt - r0.ru_minflt


def medians(samples):
    """The median of each field of `samples` (tuples of once())."""
    return tuple(statistics.median(field) for field in zip(*samples))


def measure(run, runs=RUNS, who=resource.RUSAGE_SELF):
    """Median (CPU seconds, wall seconds, sys seconds) of `runs` calls of run()."""
    return medians([once(run, who) for _ in range(runs)])[:3]


def command_runner(argv):
    def run():
        out = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        assert out.returncode in (0, 1), out

    return run


def measure_command(argv):
    return measure(command_runner(argv), who=resource.RUSAGE_CHILDREN)


def interleaved(rounds, command, path, array):
    """The command, arrow.check jobs=1 and jobs=2 in turn, `rounds` times:
    the median CPU, user, sys seconds and minor faults of each (the faults
    of the command are its child's, which getrusage sums over children, so
    they come from the difference as the seconds do)."""
    contenders = [
        (
            "urispec check --quiet --jobs 1",
            command_runner([command, "check", "--quiet", "--jobs", "1", path]),
            resource.RUSAGE_CHILDREN,
        ),
        ("urispec.arrow.check, jobs=1", lambda: urispec.arrow.check(array, jobs=1), None),
        ("urispec.arrow.check, jobs=2", lambda: urispec.arrow.check(array, jobs=2), None),
    ]
    samples = {name: [] for name, _, _ in contenders}
    for _ in range(rounds):
        for name, run, who in contenders:
            samples[name].append(once(run, who or resource.RUSAGE_SELF))
    print(f"interleaved, {rounds} rounds, load average {os.getloadavg()[0]:.1f} at the end")
    print()
    print("| contender | CPU s | user s | sys s | minor faults | vs the command (per CPU s) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    cli = None
    for name, _, _ in contenders:
        c, _, sys_s, faults = medians(samples[name])
        cli = cli or c
        user = statistics.median(x[0] - x[2] for x in samples[name])
        cells = [f"{c:.3f}", f"{user:.3f}", f"{sys_s:.3f}", f"{faults:,.0f}", f"{cli / c:.2f}x"]
        print(f"| {name} | {' | '.join(cells)} |")


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
    if ROUNDS:
        print(f"load average {load_at_start:.1f} at the start")
        try:
            interleaved(ROUNDS, command, f.name, array)
        finally:
            os.unlink(f.name)
        return
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
