from typing import Any

__all__ = ["check"]

def check(
    series: Any,
    spec: str = "rfc2396",
    *,
    jobs: int | None = None,
    scheme_case: str = "sensitive",
) -> Any: ...
