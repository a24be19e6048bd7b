from typing import Any

__all__ = ["check", "schema"]

def schema(spec: str = "rfc2396") -> Any: ...
def check(
    array: Any,
    spec: str = "rfc2396",
    *,
    jobs: int | None = None,
    scheme_case: str = "sensitive",
) -> Any: ...
