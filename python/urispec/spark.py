"""URIs column at a time on Spark: a function for ``DataFrame.mapInArrow``
that checks one column on every executor, and the schema of its output.

``checker(column, spec)`` returns the function ``mapInArrow`` calls with an
iterator of ``pyarrow.RecordBatch``; each batch comes back with its own
columns followed by the columns of ``urispec.arrow.check`` (``valid``,
``error``, the seven columns of RFC 3986 Appendix B's split, ``scheme`` ...
``fragment``, then ``parts``, the edition's named parts).
``schema(spec, df.schema)`` is the StructType to declare::

    import urispec.spark
    checked = df.mapInArrow(
        urispec.spark.checker("url", spec="rfc2396"),
        urispec.spark.schema("rfc2396", df.schema),
    )
    checked.groupBy("valid", "scheme").count().show()

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

__all__ = ["checker", "schema"]


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
    """The output schema of ``checker(column, spec)``: the fields of
    ``input`` (the DataFrame's schema, when its columns are kept), then the
    record's columns, every one nullable. A name in both raises ValueError.

    >>> urispec.spark.schema("rfc2396").fieldNames()[:3]
    ['valid', 'error', 'scheme']
    """
    fields = [types.StructField(f.name, _spark_type(f.type), True) for f in arrow.schema(spec)]
    if input is None:
        return types.StructType(fields)
    _no_clash(input.fieldNames(), [f.name for f in fields])
    return types.StructType([*input.fields, *fields])


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
    record's (``schema(spec, df.schema)`` declares them).
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
