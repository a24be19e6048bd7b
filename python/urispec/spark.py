"""URIs column at a time on Spark: ``check(df, column, spec)``, one call
that checks one column on every executor and declares the schema of what
it returns; and its two halves for ``DataFrame.mapInArrow``, ``checker``
and ``schema``, which must be given the same spec and the input's schema.

Each row comes back with the DataFrame's own columns followed by the
columns of ``urispec.arrow.check`` (``valid``, ``error``, the seven columns
of RFC 3986 Appendix B's split, ``scheme`` ... ``fragment``, then
``parts``, the edition's named parts)::

    import urispec.spark
    checked = urispec.spark.check(df, "url", spec="rfc2396")
    checked.groupBy("valid", "scheme").count().show()

which is::

    checked = df.mapInArrow(
        urispec.spark.checker("url", spec="rfc2396"),
        urispec.spark.schema("rfc2396", df.schema),
    )

Each executor runs the checker on one thread per task (Spark already runs a
task per core). The executors need urispec (with pyarrow) in the Python that
``PYSPARK_PYTHON`` names. ``python/examples/spark_cdx.py`` reads a CDX index
and writes Parquet.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Callable

import pyarrow as pa
from pyspark.sql import types

from urispec import arrow

__all__ = ["check", "checker", "schema"]


def _spark_type(t: pa.DataType) -> types.DataType:
    """The Spark type of one of ``urispec.arrow.schema``'s types."""
    if pa.types.is_boolean(t):
        return types.BooleanType()
    if pa.types.is_int64(t):
        return types.LongType()
    if pa.types.is_string(t):
        return types.StringType()
    if pa.types.is_list(t) and pa.types.is_string(t.value_type):
        return types.ArrayType(types.StringType(), containsNull=True)
    if pa.types.is_struct(t):
        return types.StructType([types.StructField(f.name, _spark_type(f.type), True) for f in t])
    raise TypeError(f"no Spark type for the Arrow type {t}")


def schema(spec: str = "rfc2396", input: types.StructType | None = None) -> types.StructType:
    """The output schema of ``checker(column, spec)`` on a DataFrame whose
    schema is ``input``: the fields of ``input`` (the checker keeps the
    input's columns first), then the record's columns, every one nullable.
    Without ``input`` it is a TypeError that names the call to make (a
    schema without the input's columns never matches what the checker
    returns, and Spark would fail inside the JVM); a name in both raises
    ValueError.

    >>> from pyspark.sql import types
    >>> urls = types.StructType([types.StructField("url", types.StringType())])
    >>> urispec.spark.schema("rfc2396", urls).fieldNames()[:3]
    ['url', 'valid', 'error']
    """
    if input is None:
        raise TypeError(
            f"urispec.spark.schema({spec!r}) needs the schema of the DataFrame the checker "
            f"reads, whose columns it keeps first: urispec.spark.schema({spec!r}, df.schema), "
            f"or urispec.spark.check(df, column, {spec!r}), which declares it"
        )
    fields = [types.StructField(f.name, _spark_type(f.type), True) for f in arrow.schema(spec)]
    _no_clash(input.fieldNames(), [f.name for f in fields])
    return types.StructType([*input.fields, *fields])


def check(
    df: Any,
    column: str,
    spec: str = "rfc2396",
    *,
    scheme_case: str = "sensitive",
    jobs: int = 1,
) -> Any:
    """``df`` with ``column`` (a string column) checked under ``spec`` on
    every executor: its own columns, then the record's. The checker and the
    schema it declares come from this one call, so they cannot disagree; a
    column that is missing or not a string, or a name the record would
    repeat, is a Python error naming the fix, before Spark runs.
    """
    fields = {f.name: f for f in df.schema.fields}
    if column not in fields:
        raise ValueError(
            f"no column {column!r} to check (the columns: {', '.join(fields) or 'none'})"
        )
    if not isinstance(fields[column].dataType, types.StringType):
        raise TypeError(
            f"column {column!r} is {fields[column].dataType.simpleString()}, not a string: "
            f"df.withColumn({column!r}, df[{column!r}].cast('string')) first"
        )
    declared = schema(spec, df.schema)
    return df.mapInArrow(
        checker(column, spec, scheme_case=scheme_case, jobs=jobs),
        declared,
    )


def _no_clash(columns: list[str], record: list[str]) -> None:
    both = sorted(set(columns) & set(record))
    if both:
        raise ValueError(
            f"the input already has columns named {', '.join(both)}: rename them first"
        )


def checker(
    column: str,
    spec: str = "rfc2396",
    *,
    scheme_case: str = "sensitive",
    jobs: int = 1,
) -> Callable[[Iterator[pa.RecordBatch]], Iterator[pa.RecordBatch]]:
    """The function for ``DataFrame.mapInArrow`` that checks ``column``
    (a string column) under ``spec``: each batch with its columns, then the
    record's. Declare ``schema(spec, df.schema)``, the same ``spec``; or
    call ``check(df, column, spec)``, which does both.
    """
    names = arrow.schema(spec).names

    def check_batches(batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        for batch in batches:
            _no_clash(batch.schema.names, names)
            out: Any = arrow.check(batch.column(column), spec, jobs=jobs, scheme_case=scheme_case)
            yield pa.RecordBatch.from_arrays(
                [*batch.columns, *out.flatten()],
                names=[*batch.schema.names, *names],
            )

    return check_batches
