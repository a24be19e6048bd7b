from collections.abc import Callable, Iterator
from typing import Any

__all__ = ["check", "checker", "schema"]

def schema(spec: str = "rfc2396", input: Any | None = None) -> Any: ...
def check(
    df: Any,
    column: str,
    spec: str = "rfc2396",
    *,
    scheme_case: str = "sensitive",
    jobs: int = 1,
) -> Any: ...
def checker(
    column: str,
    spec: str = "rfc2396",
    *,
    scheme_case: str = "sensitive",
    jobs: int = 1,
) -> Callable[[Iterator[Any]], Iterator[Any]]: ...
