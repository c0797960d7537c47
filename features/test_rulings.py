"""Binds every feature file below this folder to pytest, one test per scenario.

A feature file that does not parse becomes one failing test that names the file and line,
and every other file still runs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytest_bdd import scenarios
from pytest_bdd.exceptions import GherkinParseError

HERE = Path(__file__).parent


def _malformed(path: Path, exc: Exception) -> Callable[[], None]:
    where = f"{path}:{exc.line}" if isinstance(exc, GherkinParseError) else str(path)
    detail = exc.message if isinstance(exc, GherkinParseError) else f"{type(exc).__name__}: {exc}"

    def test() -> None:
        pytest.fail(f"malformed feature file {where}: {detail}", pytrace=False)

    return test


for _path in sorted(HERE.rglob("*.feature")):
    try:
        scenarios(str(_path))
    except Exception as _exc:
        globals()[f"test_malformed_{_path.relative_to(HERE).as_posix()}"] = _malformed(_path, _exc)
