import os
from typing import Any

__all__ = ["check", "link_schema", "links", "schema"]

def schema(spec: str = "rfc2396") -> Any: ...
def check(
    array: Any,
    spec: str = "rfc2396",
    *,
    jobs: int | None = None,
    scheme_case: str = "sensitive",
) -> Any: ...
def link_schema(*, then_now: bool = False) -> Any: ...
def links(
    path: str | os.PathLike[str], *, max_body: int | None = None, then_now: bool = False
) -> Any: ...
