"""URIs column at a time: Arrow string arrays checked under one edition.

``check`` takes a pyarrow string array, a chunked array, or anything with
the Arrow PyCapsule interface (``__arrow_c_array__`` or
``__arrow_c_stream__``: a polars Series, a nanoarrow array, ...) and
returns a struct array with the columns of the ``urispec check --json``
record after ``spec``: ``valid``, ``error`` (a struct of the record's error
object: ``kind``, ``reason``, ``offset``, ``expected``, ``productions``,
``literals``, ``end_of_input``, ``found``, ``message``), the seven columns
of RFC 3986 Appendix B's split of the value (``scheme``, ``userinfo``,
``host``, ``port``, ``path``, ``query``, ``fragment``: the same under every
edition, valid or not), then ``parts``, a struct of the edition's named
parts (RFC 2396 Appendix A's ``scheme``, ``authority``, ... under
``rfc2396``). The values are parsed
by the Rust library on worker threads with the GIL released, pieces of the
input spread over the cores, and no Python object is made per value. A
null value gives a null row. Needs pyarrow.

>>> import pyarrow as pa
>>> import urispec.arrow
>>> out = urispec.arrow.check(pa.array(["http://info.cern.ch:8000/x", "http://a b/", None]))
>>> out.field("valid").to_pylist(), out.field("host").to_pylist()
([True, False, None], ['info.cern.ch', 'a b', None])
>>> error = out.to_pylist()[1]["error"]
>>> error["kind"], error["reason"], error["offset"]
('syntax', 'input left over', 8)
>>> out.field("parts").field("port").to_pylist()
['8000', None, None]
"""

from __future__ import annotations

import os
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc

from urispec import _urispec

__all__ = ["check", "link_schema", "links", "schema"]


def schema(spec: str = "rfc2396") -> pa.Schema:
    """The fields of ``check``'s struct under ``spec``, as a schema.

    >>> urispec.arrow.schema("rfc2396").names
    ['valid', 'error', 'scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment', 'parts']
    """
    return pa.schema(_urispec.arrow_schema(spec))


def check(
    array: Any,
    spec: str = "rfc2396",
    *,
    jobs: int | None = None,
    scheme_case: str = "sensitive",
) -> Any:
    """Each value of ``array`` under the edition ``spec``: a struct array.

    An array (or an object with ``__arrow_c_array__``) gives a
    ``pyarrow.StructArray``; a chunked array (or an object with
    ``__arrow_c_stream__``) a ``pyarrow.ChunkedArray`` of structs. The
    values are strings (``string``, ``large_string``, ``string_view``) or
    bytes (``binary``, ``large_binary``, ``binary_view``: a value that is not
    UTF-8 is invalid, its error's ``kind`` ``'not-utf8'``, as ``urispec
    check`` says of such a line). ``jobs`` threads (default: one per core) share the
    work; ``scheme_case="insensitive"`` reads scheme names in any case under
    the URL editions.
    """
    single = True
    if isinstance(array, pa.Array):
        chunks = [array]
    elif isinstance(array, pa.ChunkedArray):
        chunks, single = array.chunks, False
    elif hasattr(array, "__arrow_c_array__"):
        chunks = [pa.array(array)]
    elif hasattr(array, "__arrow_c_stream__"):
        chunks, single = pa.chunked_array(array).chunks, False
    else:
        raise TypeError(
            "urispec.arrow.check takes an Arrow array or chunked array "
            f"(__arrow_c_array__ or __arrow_c_stream__), not {type(array).__name__}"
        )
    record = pa.struct(list(schema(spec)))
    pieces = _urispec.arrow_check(chunks, spec, jobs=jobs, scheme_case=scheme_case)
    out = pa.chunked_array([pa.array(p) for p in pieces], type=record)
    if not single:
        return out
    if out.num_chunks == 1:
        return out.chunk(0)
    return out.combine_chunks()


def link_schema(*, then_now: bool = False) -> pa.Schema:
    """The columns of ``links``'s table: those of the link records of
    ``urispec warc --json --links`` (the page's capture, where its record
    lies as stored, the link, its result under the rules of the page's
    date, RFC 3986 Appendix B's split of the result), and ``capture_time``,
    the capture as a UTC timestamp.

    With ``then_now``, the columns of ``urispec warc --then-now`` after
    them: ``rfc3986_result`` and ``rfc3986_error``, ``whatwg_result`` and
    ``whatwg_error`` (the link as today's browsers resolve it), ``changed``
    (the class of the difference, null where there is none).

    >>> urispec.arrow.link_schema().names[:6]
    ['file', 'offset', 'page', 'capture', 'capture_time', 'record_id']
    >>> urispec.arrow.link_schema(then_now=True).names[-2:]
    ['whatwg_error', 'changed']
    """
    text = pa.string()
    error = pa.struct(
        [("kind", text), ("reason", text), ("offset", pa.uint64()), ("message", text)]
    )
    split = [
        (name, text) for name in ("scheme", "userinfo", "host", "port", "path", "query", "fragment")
    ]
    return pa.schema(
        [
            ("file", text),
            ("offset", pa.uint64()),
            ("page", text),
            ("capture", text),
            ("capture_time", pa.timestamp("ms", tz="UTC")),
            ("record_id", text),
            ("stored_offset", pa.uint64()),
            ("stored_length", pa.uint64()),
            ("warc_type", text),
            ("status", pa.uint16()),
            ("element", text),
            ("attribute", text),
            ("link", text),
            ("text", text),
            ("rules", text),
            ("link_valid", pa.bool_()),
            ("result", text),
            ("error", error),
            *split,
            ("result_edition", text),
            ("result_valid", pa.bool_()),
            *(
                [
                    ("rfc3986_result", text),
                    ("rfc3986_error", error),
                    ("whatwg_result", text),
                    ("whatwg_error", error),
                    ("changed", text),
                ]
                if then_now
                else []
            ),
        ]
    )


def links(
    path: str | os.PathLike[str], *, max_body: int | None = None, then_now: bool = False
) -> pa.Table:
    """The link table of a WARC or ARC file (plain or gzip): a row for each
    link of each HTML page, the columns of ``link_schema()``, in the file's
    order; each body read up to ``max_body`` bytes (8 MiB by default); with
    ``then_now``, each link also resolved under RFC 3986 and as today's
    browsers do (``link_schema(then_now=True)``).
    Records that cannot be read hold no links. ``pyarrow.parquet``'s
    ``write_table`` makes it the Parquet file of a link table::

        table = urispec.arrow.links("crawl.warc.gz")
        pyarrow.parquet.write_table(table, "links.parquet")

    Raises ``OSError`` when the file cannot be read.
    """
    rows = _urispec.warc_links(os.fspath(path), max_body, then_now)
    columns = link_schema(then_now=then_now)
    plain = pa.schema([f for f in columns if f.name != "capture_time"])
    table = pa.Table.from_pylist(rows, schema=plain)
    when = pc.strptime(table.column("capture"), format="%Y%m%d%H%M%S", unit="s", error_is_null=True)
    when = pc.assume_timezone(when, "UTC") if len(when) else when.cast(pa.timestamp("s", tz="UTC"))
    # Milliseconds, the unit Parquet keeps (it has no seconds).
    when = when.cast(pa.timestamp("ms", tz="UTC"))
    table = table.add_column(4, columns.field("capture_time"), when)
    return table.select(columns.names).cast(columns)
