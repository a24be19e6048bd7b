"""Type stubs of the ``urispec`` package (its native half, ``urispec._urispec``)."""

import os
from typing import IO, Any, Dict, Iterable, Iterator, List, Literal, Optional, Tuple, Union

__version__: str
SPECS: Tuple[str, ...]
RULE_SETS: Tuple[str, ...]

Spec = Literal[
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
Rules = Literal["uri-draft", "rfc1630", "url-draft-02", "rfc1808", "rfc2396", "rfc3986"]
SchemeCase = Literal["sensitive", "insensitive"]
DotDot = Literal["keep", "remove", "refuse"]
#: A named part's value: its text, the words or segments of the generic
#: grammars' `search_words` and `segments`, the URL family's `prefixed`.
PartValue = Union[str, List[str], bool, None]

class UriSyntaxError(ValueError):
    """The input does not match the edition's grammar; ``str()`` is the caret frame."""

    offset: int
    char_offset: int
    expected: List[str]
    productions: List[str]
    literals: List[str]
    end_of_input: bool
    found: Optional[str]
    kind: str
    spec: str
    input: str
    line: str
    #: Set by ``compare`` only: which input (0 or 1) does not parse.
    which: int

class ResolveError(ValueError):
    """A reference cannot be resolved (or a target relativized) under the rule set."""

    kind: str
    syntax_error: Optional[UriSyntaxError]

class Uri:
    """A URI that parses under one edition; its named parts are attributes."""

    @property
    def spec(self) -> str: ...
    @property
    def production(self) -> str: ...
    @property
    def part_names(self) -> Tuple[str, ...]: ...
    def to_dict(self) -> Dict[str, PartValue]: ...
    def explain(self) -> Tree: ...
    def __getattr__(self, name: str) -> PartValue: ...
    def __eq__(self, other: object) -> bool: ...
    def __ne__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class Node:
    """One node of a parse tree."""

    production: str
    section: str
    start: int
    end: int
    depth: int
    text: str
    children: Tuple[Node, ...]

class Tree:
    """A parse tree: ``str()`` gives one line per node."""

    @property
    def spec(self) -> str: ...
    @property
    def nodes(self) -> Tuple[Node, ...]: ...
    @property
    def root(self) -> Optional[Node]: ...

class Find:
    """One URI found in a text by ``extract``."""

    uri: str
    raw: str
    start: int
    end: int
    wrapper: Optional[str]
    spec: str
    valid: bool
    error: Optional[str]
    error_offset: Optional[int]

class Extract(Iterator[Find]):
    def __iter__(self) -> Extract: ...
    def __next__(self) -> Find: ...

class Check(Iterator[Dict[str, Any]]):
    def __iter__(self) -> Check: ...
    def __next__(self) -> Dict[str, Any]: ...

def parse(text: str, spec: Spec = "rfc2396", *, scheme_case: SchemeCase = "sensitive") -> Uri: ...
def is_valid(text: str, spec: Spec = "rfc2396", *, scheme_case: SchemeCase = "sensitive") -> bool: ...
def explain(text: str, spec: Spec = "rfc2396", *, scheme_case: SchemeCase = "sensitive") -> Tree: ...
def verdicts(text: str) -> Dict[str, Union[Uri, UriSyntaxError]]: ...
def resolve(
    base: str,
    reference: str,
    rules: Rules = "rfc2396",
    *,
    dotdot: DotDot = "keep",
    same_scheme_relative: bool = False,
    lenient: bool = False,
    literal: bool = False,
) -> str: ...
def relativize(
    base: str,
    target: str,
    rules: Rules = "rfc2396",
    *,
    dotdot: DotDot = "keep",
    same_scheme_relative: bool = False,
    lenient: bool = False,
    literal: bool = False,
) -> str: ...
def compare(a: str, b: str, spec: Spec = "rfc2396") -> bool: ...
def normalize(text: str, spec: Spec = "rfc2396") -> str: ...
def encode(data: Union[str, bytes], production: str, spec: Spec = "rfc2396") -> str: ...
def decode(component: str, *, text: bool = False) -> Union[bytes, str]: ...
def extract(
    source: Union[str, IO[str], IO[bytes]], spec: Spec = "rfc2396", *, schemes: Iterable[str] = ()
) -> Extract: ...
def check(
    source: Union[str, "os.PathLike[str]", IO[str], IO[bytes], Iterable[str]],
    spec: Spec = "rfc2396",
    *,
    jobs: Optional[int] = None,
    scheme_case: SchemeCase = "sensitive",
    max_line: Optional[int] = None,
) -> Check: ...
