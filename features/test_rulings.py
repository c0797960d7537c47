"""Binds every feature file below this folder to pytest, one test per scenario.

A feature file that does not parse becomes one failing test that names the file and line,
and every other file still runs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytest_bdd import scenarios
from pytest_bdd.exceptions import GherkinParseError, NoScenariosFound

from rulespec.features import parsed
from rulespec.features.malformed import NO_SCENARIO, parse_message, text_problem

HERE = Path(__file__).parent


def _malformed(path: Path, exc: Exception) -> Callable[[], None]:
    from rulespec.adapters.runner.lint import shown_path

    where = f"{shown_path(path)}:{exc.line}" if isinstance(exc, GherkinParseError) \
        else f"{shown_path(path)}:1" if isinstance(exc, NoScenariosFound) else shown_path(path)
    detail = parse_message(exc.message) if isinstance(exc, GherkinParseError) \
        else NO_SCENARIO if isinstance(exc, NoScenariosFound) \
        else f"the file cannot be read: {exc.strerror}" + (" (a link to nothing)" if path.is_symlink() else "") \
        if isinstance(exc, OSError) else f"{type(exc).__name__}: {exc}"
    bad_text = text_problem(path)  # a byte-order mark, another encoding, no Feature at all: said plainly
    if bad_text is not None:
        where, detail = f"{shown_path(path)}:{bad_text[0]}", bad_text[1]

    def test() -> None:
        pytest.fail(f"malformed feature file {where}: {detail}", pytrace=False)

    return test


# HERE may also be one feature file: `rulespec run --features` binds a copy of this module to the
# file or folder the user names (adapters/runner/cli.py features_suite).
for _path in parsed.feature_files(HERE):
    try:
        scenarios(str(_path))
    except Exception as _exc:
        _name = _path.name if _path == HERE else _path.relative_to(HERE).as_posix()
        globals()[f"test_malformed_{_name}"] = _malformed(_path, _exc)
