"""Python's `urllib.parse.urlsplit` speaking the protocol of `urispec
differential` (README, "Testing another implementation"). It is a lenient
splitter, not a validator: `invalid` only where it raises (a bad `[` host).

    urispec differential --spec rfc3986 -- python3 scripts/adapters/urllib_adapter.py

It cannot tell an absent part from an empty one (both are ""), so an empty
part is not given (and not compared); it lower-cases the scheme, so the
scheme is given as the input spells it.
"""
import json
import sys
from urllib.parse import urlsplit

for line in sys.stdin:
    s = json.loads(line)
    try:
        u = urlsplit(s)
    except ValueError:
        print("invalid", flush=True)
        continue
    scheme = s[: len(u.scheme)] if s[: len(u.scheme)].lower() == u.scheme else u.scheme
    found = {"scheme": scheme, "authority": u.netloc, "query": u.query, "fragment": u.fragment}
    parts = {k: v for k, v in found.items() if v}
    parts["path"] = u.path
    print("valid", json.dumps(parts), flush=True)
