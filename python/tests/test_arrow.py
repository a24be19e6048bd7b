"""urispec.arrow.check and urispec.polars.check over both corpora against
`urispec check --json`, record for record."""

import doctest
import functools
import json
import subprocess

import pytest
from conftest import cli, corpus

import urispec

pa = pytest.importorskip("pyarrow", reason="pyarrow is not installed (python/test.sh installs it)")
pl = pytest.importorskip("polars", reason="polars is not installed (python/test.sh installs it)")

import urispec.arrow  # noqa: E402
import urispec.polars  # noqa: E402

SPECS = ["rfc2396", "rfc1738", "rfc1630", "rfc3986"]


@functools.cache
def cli_records(name, spec):
    """The records `urispec check --json` prints for a corpus, without the summary."""
    out = subprocess.run(
        [cli(), "check", "--json", "--spec", spec, str(corpus(name))],
        capture_output=True,
        check=False,
        text=True,
    )
    assert out.returncode in (0, 1), out.stderr
    records = [json.loads(line) for line in out.stdout.splitlines()]
    assert records[-1]["record"] == "summary"
    return records[:-1]


def lines(name):
    """The corpus's lines as `urispec check` reads them (split at LF, a CR before it dropped)."""
    text = corpus(name).read_bytes().decode("utf-8")
    items = text.split("\n")
    if items[-1] == "":
        items.pop()
    return [s[:-1] if s.endswith("\r") else s for s in items]


def expected_row(record):
    """The row of `urispec.arrow.check` that a `check --json` record says:
    its keys after `spec`, the error and the parts as structs."""
    skip = {"record", "file", "line", "input", "spec"}
    return {k: v for k, v in record.items() if k not in skip}


def assert_rows_equal(rows, records, spec):
    assert len(rows) == len(records)
    names = urispec.arrow.schema(spec).names
    for row, record in zip(rows, records):
        assert list(row) == names
        assert row == expected_row(record), record["input"]
        assert list(row["parts"]) == list(record["parts"])
        if record["error"]:
            assert list(row["error"]) == list(record["error"])


@pytest.mark.parametrize("name", ["historic.txt", "urls.txt"])
@pytest.mark.parametrize("spec", SPECS)
def test_arrow_records_equal_the_commands(name, spec):
    records = cli_records(name, spec)
    array = pa.array(lines(name), type=pa.string())
    out = urispec.arrow.check(array, spec=spec)
    assert isinstance(out, pa.StructArray)
    assert out.type == pa.struct(list(urispec.arrow.schema(spec)))
    assert_rows_equal(out.to_pylist(), records, spec)


@pytest.mark.parametrize("spec", [s for s in urispec.SPECS if s not in SPECS])
def test_every_other_edition_on_the_historic_corpus(spec):
    records = cli_records("historic.txt", spec)
    out = urispec.arrow.check(pa.array(lines("historic.txt")), spec=spec)
    assert_rows_equal(out.to_pylist(), records, spec)


@pytest.mark.parametrize("name", ["historic.txt", "urls.txt"])
@pytest.mark.parametrize("spec", SPECS)
def test_polars_records_equal_the_commands(name, spec):
    records = cli_records(name, spec)
    series = pl.Series("url", lines(name))
    out = urispec.polars.check(series, spec=spec)
    assert out.name == "url"
    assert out.len() == len(records)
    assert_rows_equal(out.to_list(), records, spec)


@pytest.mark.parametrize("kind", ["large_string", "string_view", "binary", "chunked"])
def test_every_string_layout_gives_the_same_rows(kind):
    values = lines("historic.txt")
    whole = urispec.arrow.check(pa.array(values), jobs=1).to_pylist()
    if kind == "chunked":
        array = pa.chunked_array([values[:7], values[7:3000], [], values[3000:]])
        out = urispec.arrow.check(array, jobs=2)
        assert isinstance(out, pa.ChunkedArray)
    elif kind == "binary":
        out = urispec.arrow.check(pa.array([v.encode() for v in values], type=pa.binary()))
    else:
        out = urispec.arrow.check(pa.array(values, type=getattr(pa, kind)()))
    assert out.to_pylist() == whole


def test_threads_and_pieces_keep_the_order():
    values = [f"http://h/{i}" if i % 3 else f"%z{i}" for i in range(200_000)]
    for jobs in (1, 2, 5):
        out = urispec.arrow.check(pa.array(values), jobs=jobs)
        assert out.field("valid").to_pylist() == [i % 3 != 0 for i in range(200_000)]
        paths = out.field("path").to_pylist()
        assert all(paths[i] == f"/{i}" for i in range(1, 200_000, 3))


def test_nulls_slices_and_not_utf8():
    array = pa.array(["http://a/", None, "http://b/x", "%"])
    out = urispec.arrow.check(array.slice(1, 3))
    assert out.to_pylist()[0] is None
    assert out.field("host").to_pylist() == [None, "b", None]
    assert out.null_count == 1
    [row] = urispec.arrow.check(pa.array([b"http://a/\xff"], type=pa.binary())).to_pylist()
    assert row["valid"] is False
    error = row["error"]
    assert (error["offset"], error["kind"], error["expected"]) == (9, "not-utf8", None)
    # what `urispec check` says of the same line
    [record] = urispec.check([b"http://a/\xff"])
    assert record["error"] == error
    assert expected_row(record) == row


def test_not_utf8_among_utf8_values():
    # A piece whose bytes are all UTF-8 is checked once, each value sliced
    # from it; a value cut inside a character is still not UTF-8 alone.
    cut = pa.array([b"http://a/\xc3", b"\xa9", b"http://b/\xc3\xa9"], type=pa.binary())
    rows = urispec.arrow.check(cut, jobs=1).to_pylist()
    assert [(r["error"]["kind"], r["error"]["offset"]) for r in rows[:2]] == [
        ("not-utf8", 9),
        ("not-utf8", 0),
    ]
    assert rows[2]["valid"] is False and rows[2]["error"]["kind"] == "syntax"
    # one value that is not UTF-8 among others: the others read as before
    mixed = pa.array([b"http://a/", b"http://b/\xff", None, b"http://c/"], type=pa.binary())
    out = urispec.arrow.check(mixed.slice(1), jobs=1)
    assert [r and r["error"] and r["error"]["kind"] for r in out.to_pylist()] == [
        "not-utf8",
        None,
        None,
    ]
    # Appendix B's columns split a value that is not UTF-8 as `urispec check`
    # splits such a line: its text, the bad bytes replaced.
    assert out.field("host").to_pylist() == ["b", None, "c"]
    assert out.to_pylist()[1] is None


def test_the_capsule_interface_and_empty_input():
    class Wrapped:
        def __init__(self, array):
            self.array = array

        def __arrow_c_array__(self, requested_schema=None):
            return self.array.__arrow_c_array__(requested_schema)

    out = urispec.arrow.check(Wrapped(pa.array(["http://a/"])))
    assert out.field("valid").to_pylist() == [True]
    assert len(urispec.arrow.check(pa.array([], type=pa.string()))) == 0
    series = pl.Series("u", ["http://a/"])  # a stream (__arrow_c_stream__)
    assert urispec.arrow.check(series).combine_chunks().field("valid").to_pylist() == [True]


def test_bad_input_is_a_typed_error():
    with pytest.raises(TypeError, match="string arrays"):
        urispec.arrow.check(pa.array([1, 2]))
    with pytest.raises(TypeError, match="Arrow array"):
        urispec.arrow.check(["http://a/"])
    with pytest.raises(ValueError, match="unknown spec"):
        urispec.arrow.check(pa.array(["http://a/"]), spec="rfc9999")
    with pytest.raises(ValueError, match="jobs"):
        urispec.arrow.check(pa.array(["http://a/"]), jobs=0)


@pytest.mark.parametrize("module", [urispec.arrow, urispec.polars])
def test_the_docstrings_examples(module):
    failed, tried = doctest.testmod(module, extraglobs={"urispec": urispec})
    assert failed == 0 and tried >= 3


@pytest.mark.parametrize(
    "name", ["pages.warc", "pages.warc.gz", "pages-v1.arc", "pages-v2.arc.gz", "links.warc"]
)
def test_the_link_table_is_warcs_link_records_and_a_parquet_file(name, tmp_path):
    """``urispec.arrow.links``: the link records of ``urispec warc --json
    --links``, column for column, and back from Parquet as written."""
    import pyarrow.parquet as pq
    from conftest import ROOT

    path = ROOT / "tests" / "cases" / "archive" / name
    table = urispec.arrow.links(path)
    assert table.schema == urispec.arrow.link_schema()
    out = subprocess.run(
        [cli(), "warc", "--json", "--links", str(path)], capture_output=True, text=True
    )
    records = [json.loads(line) for line in out.stdout.splitlines()]
    expected = [r for r in records if r["record"] == "link"]
    rows = table.to_pylist()
    assert len(rows) == len(expected) > 0
    same = [
        c for c in table.column_names if c not in ("error", "capture_time", "status", "warc_type")
    ]
    for row, record in zip(rows, expected):
        assert {c: row[c] for c in same} == {c: record[c] for c in same}
        assert (row["error"] is None) == (record["error"] is None)
        if row["error"] is not None:
            assert row["error"]["message"] == record["error"]["message"]
        assert row["capture_time"].strftime("%Y%m%d%H%M%S") == record["capture"]
    written = tmp_path / "links.parquet"
    pq.write_table(table, written)
    assert pq.read_table(written).equals(table)


def test_the_link_table_then_and_now_is_warcs():
    """``links(path, then_now=True)``: the three results and the class of
    the difference, as ``urispec warc --json --links --then-now`` gives
    them, every class of the fixture among them."""
    from conftest import ROOT

    path = ROOT / "tests" / "cases" / "archive" / "then-now.warc"
    table = urispec.arrow.links(path, then_now=True)
    assert table.schema == urispec.arrow.link_schema(then_now=True)
    out = subprocess.run(
        [cli(), "warc", "--json", "--links", "--then-now", str(path)],
        capture_output=True,
        text=True,
    )
    expected = [json.loads(line) for line in out.stdout.splitlines()]
    expected = [r for r in expected if r["record"] == "link"]
    rows = table.to_pylist()
    assert len(rows) == len(expected)
    for row, record in zip(rows, expected):
        for column in ("rfc3986_result", "whatwg_result", "changed"):
            assert row[column] == record[column], column
        for column in ("rfc3986_error", "whatwg_error"):
            assert (row[column] is None) == (record[column] is None), column
    assert {r["changed"] for r in rows} >= {"backslash", "query-only", "dots-above-root", "other"}
