"""URIs column at a time in polars: ``urispec.arrow.check`` on a Series.

The Series goes to Arrow with ``Series.to_arrow()`` (no copy for a string
column) and the struct comes back as a Series of structs, one field per
column of the ``urispec check --json`` record. Needs polars and pyarrow.

>>> import polars as pl
>>> import urispec.polars
>>> out = urispec.polars.check(pl.Series("url", ["http://info.cern.ch/", "http://[::1]/"]))
>>> out.struct.field("valid").to_list(), out.struct.field("host").to_list()
([True, False], ['info.cern.ch', '[::1]'])
"""

from __future__ import annotations

from typing import Any

import polars as pl

from urispec import arrow

__all__ = ["check"]


def check(
    series: Any,
    spec: str = "rfc2396",
    *,
    jobs: int | None = None,
    scheme_case: str = "sensitive",
) -> Any:
    """Each value of the string ``series`` under ``spec``: a Series of
    structs under the series' name, with the columns of
    ``urispec.arrow.check`` (``df.with_columns(urispec.polars.check(df["url"]))``
    adds them as one struct column, ``.struct.unnest()`` spreads them out).
    """
    out = arrow.check(series.to_arrow(), spec, jobs=jobs, scheme_case=scheme_case)
    return pl.Series(series.name, out)
