"""Parses, resolves, compares and explains URIs and URLs exactly as the
early-web documents wrote them: Tim Berners-Lee's 1993 draft, RFC 1630, the
1993 and 1994 URL drafts, RFC 1738, RFC 1808, RFC 2396 and RFC 3986.

The Rust library ``urispec`` as a native module; every function here is the
library's own, with Python's conversions.

>>> import urispec
>>> uri = urispec.parse("http://info.cern.ch:8000/hypertext/WWW/TheProject.html")
>>> uri.host, uri.port
('info.cern.ch', '8000')
>>> urispec.resolve(str(uri), "../Addressing/Addressing.html")
'http://info.cern.ch:8000/hypertext/Addressing/Addressing.html'
>>> try:
...     urispec.parse("http://info.cern.ch/a b")
... except urispec.UriSyntaxError as e:
...     print(e.offset, e.kind, e.expected[:2])
21 input left over ['segment', '#']

Functions: ``parse``, ``is_valid``, ``explain``, ``verdicts``, ``resolve``,
``relativize``, ``compare``, ``normalize``, ``encode``, ``decode``,
``extract``, ``check``. Editions (the ``spec`` argument): ``SPECS``; rule
sets (the ``rules`` argument of ``resolve``): ``RULE_SETS``.
"""

from urispec._urispec import (
    RULE_SETS,
    SPECS,
    Check,
    Extract,
    Find,
    Node,
    ResolveError,
    Tree,
    Uri,
    UriSyntaxError,
    __version__,
    check,
    compare,
    decode,
    encode,
    explain,
    extract,
    is_valid,
    normalize,
    parse,
    relativize,
    resolve,
    verdicts,
)

__all__ = [
    "RULE_SETS",
    "SPECS",
    "Check",
    "Extract",
    "Find",
    "Node",
    "ResolveError",
    "Tree",
    "Uri",
    "UriSyntaxError",
    "__version__",
    "check",
    "compare",
    "decode",
    "encode",
    "explain",
    "extract",
    "is_valid",
    "normalize",
    "parse",
    "relativize",
    "resolve",
    "verdicts",
]
