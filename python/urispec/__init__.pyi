"""Type stubs of the ``urispec`` package (its native half, ``urispec._urispec``)."""

import os
from collections.abc import Iterable, Iterator, Sequence
from typing import IO, Any, Literal, final

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

__version__: str
SPECS: tuple[str, ...]
RULE_SETS: tuple[str, ...]

_Spec = Literal[
    "uri-draft",
    "rfc1630",
    "rfc1630-url",
    "url-draft-02",
    "url-draft-03",
    "rfc1738",
    "rfc1808",
    "rfc2396",
    "rfc3986",
]
_Rules = Literal["uri-draft", "rfc1630", "url-draft-02", "rfc1808", "rfc2396", "rfc3986"]
_SchemeCase = Literal["sensitive", "insensitive"]
_DotDot = Literal["keep", "remove", "refuse"]
#: A named part's value: its text, the words or segments of the generic
#: grammars' `search_words` and `segments`, the URL family's `prefixed`.
_PartValue = str | list[str] | bool | None

class UriSyntaxError(ValueError):
    """The input does not match the edition's grammar; ``str()`` is the caret frame."""

    offset: int
    char_offset: int
    expected: list[str]
    productions: list[str]
    literals: list[str]
    end_of_input: bool
    found: str | None
    kind: str
    spec: str
    input: str
    line: str
    #: Set by ``compare`` only: which input (0 or 1) does not parse.
    which: int

class ResolveError(ValueError):
    """A reference cannot be resolved (or a target relativized) under the rule set."""

    kind: str
    syntax_error: UriSyntaxError | None

@final
class Uri:
    """A URI that parses under one edition; its named parts are attributes."""

    @property
    def spec(self) -> str: ...
    @property
    def production(self) -> str: ...
    @property
    def part_names(self) -> tuple[str, ...]: ...
    def to_dict(self) -> dict[str, _PartValue]: ...
    def explain(self) -> Tree: ...
    def __getattr__(self, name: str) -> _PartValue: ...
    def __eq__(self, value: object, /) -> bool: ...
    def __ne__(self, value: object, /) -> bool: ...
    def __hash__(self) -> int: ...

@final
class Node:
    """One node of a parse tree."""

    production: str
    section: str
    start: int
    end: int
    depth: int
    text: str
    children: tuple[Node, ...]

@final
class Tree:
    """A parse tree: ``str()`` gives one line per node."""

    @property
    def spec(self) -> str: ...
    @property
    def nodes(self) -> tuple[Node, ...]: ...
    @property
    def root(self) -> Node | None: ...

@final
class Find:
    """One URI found in a text by ``extract``."""

    uri: str
    raw: str
    start: int
    end: int
    wrapper: str | None
    spec: str
    valid: bool
    error: str | None
    error_offset: int | None

@final
class Extract(Iterator[Find]):
    def __iter__(self) -> Extract: ...
    def __next__(self) -> Find: ...

@final
class Check(Iterator[dict[str, Any]]):
    @property
    def spec(self) -> str: ...
    def __iter__(self) -> Check: ...
    def __next__(self) -> dict[str, Any]: ...

def parse(text: str, spec: _Spec = "rfc2396", *, scheme_case: _SchemeCase = "sensitive") -> Uri: ...
def is_valid(
    text: str, spec: _Spec = "rfc2396", *, scheme_case: _SchemeCase = "sensitive"
) -> bool: ...
def explain(
    text: str, spec: _Spec = "rfc2396", *, scheme_case: _SchemeCase = "sensitive"
) -> Tree: ...
def verdicts(text: str) -> dict[str, Uri | UriSyntaxError]: ...
def resolve(
    base: str,
    reference: str,
    rules: _Rules = "rfc2396",
    *,
    dotdot: _DotDot = "keep",
    same_scheme_relative: bool = False,
    lenient: bool = False,
    literal: bool = False,
) -> str: ...
def relativize(
    base: str,
    target: str,
    rules: _Rules = "rfc2396",
    *,
    dotdot: _DotDot = "keep",
    same_scheme_relative: bool = False,
    lenient: bool = False,
    literal: bool = False,
) -> str: ...
def compare(a: str, b: str, spec: _Spec = "rfc2396") -> bool: ...
def normalize(text: str, spec: _Spec = "rfc2396") -> str: ...
def encode(data: str | bytes, production: str, spec: _Spec = "rfc2396") -> str: ...
def decode(component: str, *, text: bool = False) -> bytes | str: ...
def extract(
    source: str | IO[str] | IO[bytes],
    spec: _Spec = "rfc2396",
    *,
    schemes: Sequence[str] | None = None,
) -> Extract: ...
def check(
    source: str | os.PathLike[str] | IO[str] | IO[bytes] | Iterable[str],
    spec: _Spec = "rfc2396",
    *,
    jobs: int | None = None,
    scheme_case: _SchemeCase = "sensitive",
    max_line: int | None = None,
) -> Check: ...
