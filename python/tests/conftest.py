"""Where the tests find the corpora and the `urispec` command."""

import os
import pathlib
import shutil

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHARED = pathlib.Path(os.environ.get("URISPEC_SHARED", ROOT.parent / "shared"))


def corpus(name: str) -> pathlib.Path:
    """A corpus of ``shared/corpus/``, or a skip saying why it is missing."""
    path = SHARED / "corpus" / name
    if not path.exists():
        pytest.skip(f"{path} is missing (set URISPEC_SHARED to the shared/ folder)")
    return path


def cli() -> str:
    """The `urispec` command: $URISPEC_BIN, target/debug/urispec, or PATH's."""
    for candidate in (
        os.environ.get("URISPEC_BIN"),
        str(ROOT / "target" / "debug" / "urispec"),
        shutil.which("urispec"),
    ):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    pytest.skip("no urispec command: run `cargo build -p urispec-cli` or set URISPEC_BIN")


def example(name: str) -> str:
    """A program of `examples/`, built (`cargo build --example NAME`): in
    $URISPEC_EXAMPLES or target/debug/examples/."""
    folder = os.environ.get("URISPEC_EXAMPLES", str(ROOT / "target" / "debug" / "examples"))
    path = pathlib.Path(folder) / name
    if not os.access(path, os.X_OK):
        pytest.skip(f"no {path}: run `cargo build --example {name}` or set URISPEC_EXAMPLES")
    return str(path)
