"""The type stubs (urispec/__init__.pyi) against the module: mypy's stubtest."""

import pathlib
import subprocess
import sys

import pytest

ALLOWLIST = pathlib.Path(__file__).resolve().parents[1] / "stubtest-allowlist.txt"


def test_the_stubs_match_the_module(tmp_path):
    pytest.importorskip("mypy", reason="mypy is not installed (python/test.sh installs it)")
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy.stubtest",
            "urispec",
            "--allowlist",
            str(ALLOWLIST),
            # PEP 800's @disjoint_base is newer than the stubs' readers.
            "--ignore-disjoint-bases",
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,  # the installed package, not python/urispec/
        check=False,
    )
    assert out.returncode == 0, out.stdout + out.stderr
