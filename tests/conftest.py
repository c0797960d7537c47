"""Fixtures shared by the tests of `rulespec run`."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulespec import features

RUNNER_SUITE = Path(__file__).parent / "suite_fixtures" / "runner_suite"


@pytest.fixture(scope="session")
def runner_suite(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    """``--suite DIR`` for the fixed sample of tests/suite_fixtures/runner_suite/, bound by the shipped
    features/conftest.py and features/test_rulings.py (copied at run time, so always the shipped ones):
    the runner's tests count and name its scenarios, which a new scenario of a shipped ruling cannot change.
    Only its .feature files are kept in the repository, so the project's own test run does not collect them."""
    suite = tmp_path_factory.mktemp("runner_suite")
    shipped = Path(features.__file__).parent
    for name in ("conftest.py", "test_rulings.py"):
        (suite / name).write_text((shipped / name).read_text())
    for feature in sorted(RUNNER_SUITE.glob("*.feature")):
        (suite / feature.name).write_text(feature.read_text())
    return "--suite", str(suite)
