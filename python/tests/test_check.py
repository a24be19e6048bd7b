"""`check` over both corpora against `urispec check --json`, record for record."""

import io
import json
import subprocess

import pytest
from conftest import cli, corpus

import urispec

SPECS = ["rfc2396", "rfc1738", "rfc1630", "rfc3986"]


def cli_records(path, spec, *extra):
    """The records `urispec check --json` prints, without the summary."""
    out = subprocess.run(
        [cli(), "check", "--json", "--spec", spec, *extra, str(path)],
        capture_output=True,
        check=False,
        text=True,
    )
    assert out.returncode in (0, 1), out.stderr
    records = [json.loads(line) for line in out.stdout.splitlines()]
    assert records[-1]["record"] == "summary"
    return records[:-1]


@pytest.mark.parametrize("name", ["historic.txt", "urls.txt"])
@pytest.mark.parametrize("spec", SPECS)
def test_records_equal_the_commands(name, spec):
    path = corpus(name)
    expected = cli_records(path, spec)
    got = list(urispec.check(str(path), spec=spec))
    assert len(got) == len(expected)
    for mine, theirs in zip(got, expected):
        assert mine == theirs
        assert list(mine) == list(theirs)  # the keys in the same order


def test_scheme_case_as_the_commands():
    path = corpus("historic.txt")
    expected = cli_records(path, "url-draft-03", "--scheme-case", "insensitive")
    got = list(urispec.check(path, spec="url-draft-03", scheme_case="insensitive"))
    assert got == expected


def test_an_iterable_a_file_object_and_a_path_agree():
    path = corpus("historic.txt")
    lines = path.read_text(encoding="utf-8").splitlines()
    by_path = [{k: v for k, v in r.items() if k != "file"} for r in urispec.check(path)]
    assert list(urispec.check(lines)) == by_path
    assert list(urispec.check(iter(lines), jobs=1)) == by_path
    with open(path, encoding="utf-8") as f:
        assert list(urispec.check(f, jobs=2)) == by_path
    with open(path, "rb") as f:
        assert list(urispec.check(f)) == by_path


def test_it_is_lazy_and_in_order():
    fed = []

    def lines():
        for i in range(100_000):
            fed.append(i)
            yield f"http://h/{i}" if i % 2 else "%"

    records = urispec.check(lines(), jobs=2)
    first = next(records)
    assert (first["line"], first["valid"]) == (1, False)
    assert len(fed) < 100_000  # read ahead, not to the end
    rest = list(records)
    assert [r["line"] for r in rest] == list(range(2, 100_001))
    assert all(r["valid"] == (r["line"] % 2 == 0) for r in rest)


def test_a_line_not_utf8_is_its_own_record():
    [record] = urispec.check(io.BytesIO(b"http://a/\xff\n"))
    assert record["valid"] is False
    assert record["error"]["message"] == "input is not UTF-8 at byte 9"
    assert record["error"]["offset"] == 9
    assert (record["error"]["kind"], record["error"]["expected"]) == ("not-utf8", None)
    assert (record["host"], record["path"]) == ("a", "/\ufffd")


def test_a_record_is_the_line_its_split_and_its_parts():
    [url, news, bad] = urispec.check(["http://u@a:81/b?q", "news:a.b", "http://a b/?"])
    assert list(url) == [
        "record", "line", "input", "spec", "valid", "error",
        "scheme", "userinfo", "host", "port", "path", "query", "fragment", "parts",
    ]  # fmt: skip
    assert url["record"] == "line"
    assert (url["userinfo"], url["host"], url["port"], url["query"]) == ("u", "a", "81", "q")
    assert url["parts"]["authority"] == "u@a:81"
    # RFC 3986 Appendix B's split, whatever the verdict and the edition
    assert (news["host"], news["path"]) == (None, "a.b")
    assert bad["valid"] is False
    assert (bad["host"], bad["path"], bad["query"], bad["fragment"]) == ("a b", "/", "", None)
    assert set(bad["parts"].values()) == {None}
    assert (bad["error"]["kind"], bad["error"]["reason"]) == ("syntax", "input left over")


def test_a_line_too_long_stops_after_the_lines_before_it():
    records = urispec.check(["http://a/", "x" * 2000, "http://never/"], max_line=1024)
    assert next(records)["line"] == 1
    with pytest.raises(ValueError, match="line 2 is longer than 1024 bytes"):
        next(records)
    assert list(records) == []


def test_an_error_of_the_iterable_is_raised_as_it_was():
    def broken():
        yield "http://a/"
        raise KeyError("gone")

    with pytest.raises(KeyError, match="gone"):
        list(urispec.check(broken()))


def test_a_missing_file_is_an_os_error(tmp_path):
    # Worded as every command words it: "cannot read FILE: why".
    missing = tmp_path / "none.txt"
    with pytest.raises(OSError, match=f"^cannot read {missing}: "):
        urispec.check(missing)


def test_gzip_is_read(tmp_path):
    import gzip

    path = tmp_path / "list.txt.gz"
    path.write_bytes(gzip.compress(b"http://a/\n%\n"))
    assert [r["valid"] for r in urispec.check(path)] == [True, False]
