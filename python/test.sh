#!/usr/bin/env bash
# The Python package's tests, as .ci/run runs them: a virtual environment
# under target/pyenv with maturin, pytest, mypy (stubtest) and ruff, and
# pyarrow, polars and pyspark for urispec.arrow, urispec.polars and
# urispec.spark (pyspark's JVM is the JDK .ci/run installs; its mapInArrow
# asks for pandas too), warcio for the differential on damaged WARC files
# (tests/test_warc_damage.py, whose files archive/examples/damaged_warc.rs writes), the
# package built from python/
# and installed into it (`pip install ./python`, the dev profile unless
# URISPEC_PY_PROFILE=release), then pytest, whose records are compared with
# those of the `urispec` command built here. Needs python3 with venv and pip.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=target/pyenv
if [ ! -x "$venv/bin/pip" ]; then
  python3 -m venv "$venv"
fi
"$venv/bin/pip" install -q --disable-pip-version-check maturin pytest mypy ruff \
  pyarrow polars pyspark "pandas<3" warcio
cargo build -q -p urispec-cli
cargo build -q -p urispec-archive --example damaged_warc
profile=${URISPEC_PY_PROFILE:-dev}
# maturin's build backend runs the `maturin` of PATH.
export PATH="$PWD/$venv/bin:$PATH"
MATURIN_PEP517_ARGS="--profile $profile" "$venv/bin/pip" install -q --disable-pip-version-check \
  --no-build-isolation --force-reinstall --no-deps ./python
# PEP 8 and the imports' order (ruff's rules in python/pyproject.toml).
"$venv/bin/ruff" check --quiet python
"$venv/bin/ruff" format --quiet --check python
# Spark's executors run the venv's python, where urispec is installed.
export PYSPARK_PYTHON="$PWD/$venv/bin/python" PYSPARK_DRIVER_PYTHON="$PWD/$venv/bin/python"
URISPEC_BIN="$PWD/target/debug/urispec" "$venv/bin/pytest" -q python/tests "$@"
