"""`urispec warc` against warcio on damaged WARC files.

The files and the model of what must come out of each are the Rust tests'
(`archive/tests/common/damage.rs`, written by
`cargo run -p urispec-archive --example damaged_warc`): each file plain and as
`.warc.gz` with one gzip member per record. Each is read by warcio's
`ArchiveIterator` with its defaults and by `urispec warc --links --json`.
Every record warcio gives is reported by urispec; urispec reports every
record the model keeps; where warcio stops early, the test predicts where
from warcio's documented reading (the README's "Where urispec and warcio
differ"), and asserts that it stops there and nowhere else.
"""

import collections
import contextlib
import io
import json
import subprocess

import pytest
from conftest import cli, example

warcio = pytest.importorskip("warcio.archiveiterator")

# Files from seed 0 on: each holds 2 to 8 records and one to three damages.
FILES = 60

# The types of record urispec reports as captures.
CAPTURES = ("response", "resource", "revisit")


@pytest.fixture(scope="module")
def damaged(tmp_path_factory):
    """The folder of the damaged files and their manifest."""
    folder = tmp_path_factory.mktemp("damaged")
    subprocess.run([example("damaged_warc"), str(folder), str(FILES), "0"], check=True)
    return folder, json.loads((folder / "manifest.json").read_text())


def warcio_read(path):
    """The (type, target URI) of each record warcio gives, and the exception
    that ended its reading (None when it read to the end)."""
    records, error = [], None
    with open(path, "rb") as f, contextlib.redirect_stderr(io.StringIO()):
        try:
            for record in warcio.ArchiveIterator(f):
                target = record.rec_headers.get_header("WARC-Target-URI")
                records.append((record.rec_type, target))
        except Exception as e:  # any of warcio's errors ends its reading
            error = e
    return records, error


def urispec_read(path):
    """The JSON records of `urispec warc --links --json`."""
    out = subprocess.run(
        [cli(), "warc", "--links", "--json", str(path)],
        capture_output=True,
        check=False,
        text=True,
    )
    assert out.returncode in (0, 1), out.stderr
    return [json.loads(line) for line in out.stdout.splitlines()]


def lines_after(data, start):
    """The lines of `data` from `start` on, each with its offset."""
    at = start
    while at < len(data):
        end = data.find(b"\n", at)
        end = len(data) if end < 0 else end + 1
        yield at, data[at:end]
        at = end


def warcio_stop(file, plain, gz):
    """Where warcio stops: the index of the first record it does not give
    (None when it gives them all), and why.

    After a record's block (as long as its Content-Length says) warcio reads
    lines: the first it skips whatever it holds (the rest of the block's
    `CRLF CRLF`, with a warning when it is not blank), then blank lines; the
    next line must begin the next record. So a record right after a block
    (no trailer), or a Content-Length 4 to 8 bytes too long, makes it skip
    the next record's version line, and fail on the line after
    ("Invalid WARC record"). In a `.warc.gz` those lines are read inside
    the record's member only; and the first member that fails to inflate
    ends its reading.
    """
    records = file["records"]
    for i, r in enumerate(records):
        if gz and r["member_damage"]:
            return i, f"gzip member {r['member_damage']}"
        end = r["end"] if gz else len(plain)
        following = r["end"] if i + 1 < len(records) else None
        first = True
        for at, line in lines_after(plain[:end], r["declared_end"]):
            if first or not line.strip():
                first = False
                continue
            if at != following:
                return i + 1, f"after {r['damage']}"
            break
    return None, None


def intact_captures(file, twin, upto=None):
    """The targets of the records the model keeps intact that are captures."""
    fates = file["twins"][twin]["records"]
    return [
        r["target"]
        for r, fate in list(zip(file["records"], fates))[:upto]
        if r["capture_type"] and fate["fate"] == "intact"
    ]


def keeps_the_model(file, twin, read, where):
    """Assert that `read`, urispec's JSON records of one twin, holds every
    record the model keeps (a capture with its type, time and defects; a
    header over the limit, a failed member as a malformed record) and no
    other; its captures."""
    records = file["records"]
    fates = file["twins"][twin]["records"]
    captures = [r for r in read if r["record"] == "capture"]
    malformed = [r for r in read if r["record"] == "malformed"]
    by_target = {c["target"]: c for c in captures}
    assert len(by_target) == len(captures), f"{where}: a target twice: {captures}"
    for i, (r, fate) in enumerate(zip(records, fates)):
        if not r["capture_type"]:
            continue
        if fate["fate"] in ("lost", "header-too-long"):
            assert r["target"] not in by_target, f"{where}: record {i} {r} is reported"
            continue
        capture = by_target.get(r["target"])
        assert capture is not None, f"{where}: record {i} {r} is not reported"
        assert capture["warc_type"] == r["type"], where
        assert capture["capture"] == r["capture"], f"{where}: {capture}"
        if fate["fate"] == "intact":
            assert capture["defects"] == [], f"{where}: {capture}"
        else:
            assert set(capture["defects"]) & set(fate["defects"]), f"{where}: {capture}"
        # Where the record lies as stored (what a CDX index of the file
        # needs): in a `.warc.gz` its gzip member's offset and length; in
        # the plain file its own bytes, from its offset.
        if twin == "gz":
            stored = [r["member"][0], r["member"][1] - r["member"][0]]
            assert [capture["stored_offset"], capture["stored_length"]] == stored, (
                f"{where}: {capture}"
            )
        elif "truncated" not in capture["defects"]:
            assert capture["stored_offset"] == capture["offset"], f"{where}: {capture}"
            assert capture["stored_length"] > 0, f"{where}: {capture}"
    targets = {r["target"] for r, f in zip(records, fates) if f["fate"] != "lost"}
    phantoms = [c for c in captures if c["target"] not in targets]
    assert not phantoms, f"{where}: {phantoms}"
    # The errors: a header over the limit at its offset (where a
    # failed member before it leaves that open, somewhere), a failed
    # gzip member with its span in the compressed file.
    for e in file["twins"][twin]["errors"]:
        if e["error"] == "member":
            spans = [(m["stored_offset"], m["stored_length"]) for m in malformed]
            assert (e["offset"], e["length"]) in spans, f"{where}: {malformed}"
        elif e["offset"] is not None:
            assert e["offset"] in [m["offset"] for m in malformed], f"{where}: {malformed}"
        else:
            assert malformed, where
    return captures


def test_urispec_reports_every_record_warcio_gives_and_more_only_where_warcio_stops(damaged):
    folder, manifest = damaged
    stops = collections.Counter()
    totals = collections.Counter()
    for file in manifest["files"]:
        plain = (folder / file["plain"]).read_bytes()
        for twin in ("plain", "gz"):
            path = folder / file[twin]
            records = file["records"]
            fates = file["twins"][twin]["records"]
            got, error = warcio_read(path)
            stop, why = warcio_stop(file, plain, twin == "gz")
            where = f"{file[twin]} (damage {[r['damage'] for r in records]})"

            # warcio gives the records up to where its reading stops, by the
            # documented rule, and none after, but from a gzip member that
            # fails (the start of which it may inflate).
            expected = [(r["type"], r["target"]) for r in records[:stop]]
            assert got[: len(expected)] == expected, f"{where}: {got} {error!r}"
            if stop is None:
                assert error is None and got == expected, f"{where}: {got} {error!r}"
            else:
                stops[why.split(" ")[0] if "member" in why else why] += 1
                assert error is not None or "member" in why, f"{where}: {got}"
                assert len(got) == len(expected) or "member" in why, f"{where}: {got}"

            # urispec: every record the model keeps, and no other.
            read = urispec_read(path)
            captures = keeps_the_model(file, twin, read, where)
            by_target = {c["target"]: c for c in captures}

            # The differential: each capture warcio gives, urispec reports
            # (or, for a header over urispec's limit, reports as malformed).
            for (kind, target), fate in zip(got[: len(expected)], fates):
                if kind in CAPTURES:
                    assert target in by_target or fate["fate"] == "header-too-long", where

            # The intact records: urispec reports them all; warcio as many
            # where it reads the file to its end, those before its stop where
            # it stops.
            mine = [c for c in captures if c["defects"] == []]
            intact = intact_captures(file, twin)
            assert sorted(c["target"] for c in mine) == sorted(intact), where
            theirs = [t for k, t in got[: len(expected)] if k in CAPTURES and t in intact]
            assert sorted(theirs) == sorted(intact_captures(file, twin, stop)), where
            if stop is None:
                assert len(theirs) == len(mine), where
            totals["intact (urispec)"] += len(mine)
            totals["intact (warcio)"] += len(theirs)
    print(dict(stops), dict(totals))
    # Each documented departure is met at least once in the set.
    assert stops["gzip"] > 0, stops
    assert any(why.startswith("after trailer") for why in stops), stops
    assert any(why.startswith("after content-length") for why in stops), stops


def keeping_the_contract(file, twin):
    """The records a `urispec warc --json` that keeps the contract prints
    for one twin, made from the manifest."""
    read = []
    for r, fate in zip(file["records"], file["twins"][twin]["records"]):
        if r["capture_type"] and fate["fate"] in ("intact", "damaged"):
            gz = twin == "gz"
            read.append(
                {
                    "record": "capture",
                    "warc_type": r["type"],
                    "target": r["target"],
                    "capture": r["capture"],
                    "defects": fate.get("defects", [])[:1],
                    # In the plain file, its own bytes from its offset.
                    "offset": r["member"][0],
                    "stored_offset": r["member"][0],
                    "stored_length": r["member"][1] - r["member"][0] if gz else 1,
                }
            )
    for e in file["twins"][twin]["errors"]:
        member = e["error"] == "member"
        read.append(
            {
                "record": "malformed",
                "offset": None if member else e["offset"],
                "stored_offset": e["offset"] if member else None,
                "stored_length": e.get("length"),
            }
        )
    return read


def test_the_check_passes_urispec_keeping_the_contract_and_fails_it_not(damaged):
    _, manifest = damaged
    for file in manifest["files"]:
        for twin in ("plain", "gz"):
            read = keeping_the_contract(file, twin)
            keeps_the_model(file, twin, read, file[twin])
            captures = [r for r in read if r["record"] == "capture"]
            if not captures:
                continue
            with pytest.raises(AssertionError):
                keeps_the_model(file, twin, read[1:] if read[0] in captures else read, "")
            phantom = dict(captures[0], target="http://quoted.example/")
            with pytest.raises(AssertionError):
                keeps_the_model(file, twin, [*read, phantom], "")
