"""The examples in the native module's docstrings, run as doctests (pytest's
--doctest-modules reads .py files only)."""

import doctest

import pytest
from conftest import ROOT

import urispec


def documented():
    """Every public function, class and method of the package."""
    for name in urispec.__all__:
        obj = getattr(urispec, name)
        if callable(obj):
            yield name, obj
        if isinstance(obj, type) and not issubclass(obj, BaseException):
            for attr, member in vars(obj).items():
                if not attr.startswith("_") and getattr(member, "__doc__", None):
                    yield f"{name}.{attr}", member


CASES = [(name, obj) for name, obj in documented() if obj.__doc__ and ">>>" in obj.__doc__]


@pytest.mark.parametrize("name,obj", CASES, ids=[name for name, _ in CASES])
def test_docstring_examples(name, obj):
    runner = run_examples(obj.__doc__, name)
    assert runner.failures == 0, (
        f"{name}: {runner.failures} example(s) failed (see the output above)"
    )


def run_examples(text, name):
    parser = doctest.DocTestParser()
    test = parser.get_doctest(text, {"urispec": urispec}, name, None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    return runner


def test_the_package_docstring():
    runner = run_examples(urispec.__doc__, "urispec")
    assert runner.failures == 0 and runner.tries >= 3


def python_blocks(path):
    """The ```python blocks of a Markdown file, as one doctest text."""
    blocks, inside = [], False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() == "```python":
            inside = True
        elif line.strip() == "```":
            inside = False
        elif inside:
            blocks.append(line)
    return "\n".join(blocks) + "\n"


@pytest.mark.parametrize("readme", ["python/README.md", "README.md"])
def test_the_readmes_python_examples(readme):
    path = ROOT / readme
    runner = run_examples(python_blocks(path), readme)
    assert runner.failures == 0 and runner.tries >= 3, readme


def test_the_examples_are_many():
    assert len(CASES) >= 12
