"""Python's `rfc3986` package speaking the protocol of `urispec differential`
(README, "Testing another implementation"): one JSON string a line in,
`valid {parts}` or `invalid` a line out.

    pip install rfc3986
    urispec differential --spec rfc3986 -- python3 scripts/adapters/rfc3986_adapter.py

Validity is the package's own: `Validator().check_validity_of(...)` over
every component of `uri_reference(s)`; it gives no error offset.
"""
import json
import sys

import rfc3986
from rfc3986 import exceptions, validators

CHECK = validators.Validator().check_validity_of(
    "scheme", "userinfo", "host", "port", "path", "query", "fragment"
)
for line in sys.stdin:
    s = json.loads(line)
    try:
        ref = rfc3986.uri_reference(s)
        CHECK.validate(ref)
    except (exceptions.RFC3986Exception, ValueError):
        print("invalid", flush=True)
        continue
    keys = ("scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment")
    parts = {k: getattr(ref, k) for k in keys}
    if parts["path"] is None:  # the package's empty path; the grammar's is ""
        parts["path"] = ""
    print("valid", json.dumps(parts), flush=True)
