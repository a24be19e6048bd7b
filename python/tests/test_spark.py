"""urispec.spark on a real SparkSession (local[2]): counts by verdict and by
scheme over shared/corpus/urls.txt equal those of `urispec check --json`,
and the CDX example writes Parquet the records agree with. One JVM for the
module."""

import collections
import doctest
import importlib.util
import json
import pathlib
import subprocess

import pytest
from conftest import cli, corpus

import urispec

pytest.importorskip("pyarrow", reason="pyarrow is not installed (python/test.sh installs it)")
pyspark = pytest.importorskip(
    "pyspark", reason="pyspark is not installed (python/test.sh installs it)"
)

import pyarrow.parquet as pq  # noqa: E402
from pyspark.sql import SparkSession  # noqa: E402

import urispec.spark  # noqa: E402

EXAMPLE = pathlib.Path(__file__).resolve().parents[1] / "examples" / "spark_cdx.py"


@pytest.fixture(scope="module")
def spark():
    session = (
        SparkSession.builder.master("local[2]")
        .appName("urispec-tests")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "4")
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


def cli_records(path, spec):
    out = subprocess.run(
        [cli(), "check", "--json", "--spec", spec, str(path)],
        capture_output=True,
        check=False,
        text=True,
    )
    assert out.returncode in (0, 1), out.stderr
    return [json.loads(line) for line in out.stdout.splitlines()][:-1]


@pytest.mark.parametrize("spec", ["rfc2396", "rfc1738"])
def test_counts_by_verdict_and_scheme_equal_the_commands(spark, spec):
    path = corpus("urls.txt")
    records = cli_records(path, spec)
    by_verdict = collections.Counter(r["valid"] for r in records)
    by_scheme = collections.Counter((r["valid"], r["scheme"]) for r in records)

    df = spark.read.text(str(path)).withColumnRenamed("value", "url").repartition(2)
    checked = df.mapInArrow(
        urispec.spark.checker("url", spec=spec), urispec.spark.schema(spec, df.schema)
    )
    assert checked.columns[:3] == ["url", "valid", "error"]
    got_verdict = {r["valid"]: r["count"] for r in checked.groupBy("valid").count().collect()}
    got_scheme = {
        (r["valid"], r["scheme"]): r["count"]
        for r in checked.groupBy("valid", "scheme").count().collect()
    }
    assert got_verdict == dict(by_verdict)
    assert got_scheme == dict(by_scheme)
    assert sum(got_verdict.values()) == len(records)


def test_check_is_the_checker_and_its_schema_in_one_call(spark):
    path = corpus("urls.txt")
    df = spark.read.text(str(path)).withColumnRenamed("value", "url").repartition(2)
    by_hand = df.mapInArrow(
        urispec.spark.checker("url", spec="rfc1738"), urispec.spark.schema("rfc1738", df.schema)
    )
    checked = urispec.spark.check(df, "url", spec="rfc1738")
    assert checked.schema == by_hand.schema
    assert checked.columns[:3] == ["url", "valid", "error"]
    counts = {
        (r["valid"], r["scheme"]): r["count"]
        for r in checked.groupBy("valid", "scheme").count().collect()
    }
    expected = collections.Counter((r["valid"], r["scheme"]) for r in cli_records(path, "rfc1738"))
    assert counts == dict(expected)


def test_a_schema_without_the_input_is_a_python_error_naming_the_fix(spark):
    # The schema the checker's output never matches: before, Spark failed
    # inside the JVM ("Cannot call the method getBoolean of ...").
    with pytest.raises(TypeError, match=r"urispec.spark.schema\('rfc2396', df.schema\)"):
        urispec.spark.schema("rfc2396")
    with pytest.raises(TypeError, match=r"urispec.spark.check\(df, column, 'rfc2396'\)"):
        urispec.spark.schema("rfc2396")


def test_check_refuses_what_spark_would_fail_on_naming_the_fix(spark):
    df = spark.createDataFrame([("http://a/", 1, True)], "url string, n long, valid boolean")
    with pytest.raises(ValueError, match="no column 'href' to check .the columns: url, n, valid."):
        urispec.spark.check(df, "href")
    with pytest.raises(TypeError, match=r"df.withColumn\('n', df\['n'\].cast\('string'\)\)"):
        urispec.spark.check(df, "n")
    with pytest.raises(ValueError, match="already has columns named valid: rename them first"):
        urispec.spark.check(df, "url")
    ok = urispec.spark.check(df.drop("valid"), "url", spec="rfc3986")
    assert [(r["url"], r["n"], r["valid"], r["host"]) for r in ok.collect()] == [
        ("http://a/", 1, True, "a")
    ]


def test_the_cdx_example_writes_parquet(spark, tmp_path):
    spec = importlib.util.spec_from_file_location("spark_cdx", EXAMPLE)
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    urls = [u for u in corpus("historic.txt").read_text(encoding="utf-8").split("\n") if u]
    urls = [u for u in urls if " " not in u][:2000]
    cdx = tmp_path / "index.cdx"
    with cdx.open("w", encoding="utf-8") as f:
        f.write(" CDX N b a m s k r M S V g\n")
        for i, url in enumerate(urls):
            f.write(f"key{i} 1996{i:010d} {url} text/html 200 SHA1 - - 100 {i} a.arc.gz\n")
    out = tmp_path / "checked.parquet"
    example.main(spark, str(cdx), str(out), "rfc1738")
    table = pq.read_table(out).sort_by("urlkey")
    rows = {r["original"]: r for r in table.to_pylist()}
    assert len(table) == len(urls)
    for record in urispec.check(urls, spec="rfc1738"):
        row = rows[record["input"]]
        assert row["valid"] == record["valid"]
        assert row["host"] == record["host"]
        assert row["error"] == record["error"]
        assert row["parts"] == record["parts"]


def test_the_docstrings_examples():
    failed, tried = doctest.testmod(urispec.spark, extraglobs={"urispec": urispec})
    assert failed == 0 and tried >= 1
