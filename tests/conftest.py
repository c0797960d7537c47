"""Fixtures shared by the tests of `rulespec run`."""

from __future__ import annotations

import compileall
import os
import sys
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

from rulespec import features

RUNNER_SUITE = Path(__file__).parent / "suite_fixtures" / "runner_suite"
ROOT = Path(__file__).resolve().parent.parent

# Bytecode is written during the tests, whatever $PYTHONDONTWRITEBYTECODE says (this machine sets it):
# without it every pytest-xdist worker, every in-process run that imports a suite again and every
# child process (an engine, a `rulespec` command) compiles each module it imports from its source,
# and pytest rewrites the asserts of every test module anew. The caches go to __pycache__ (ignored by
# git). Popped here, in the first conftest pytest reads, before pytest-xdist starts its workers.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


def pytest_configure(config: pytest.Config) -> None:
    """Before pytest-xdist starts its workers, the project's modules compiled once (a fraction of a
    second), rather than by each worker and child process that imports them in a fresh checkout."""
    if not hasattr(config, "workerinput"):
        for folder in ("oracle", "adapters", "features", "schemas", "tests"):
            compileall.compile_dir(ROOT / folder, quiet=2)


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


#: The test files that take longest (the wheel build, runs of the whole suite, the runner's process
#: and timeout tests, the CI workflow's steps), then those that wait longest (on deliberate timeouts),
#: run first so that pytest-xdist's workers do not end on them one after the other.
SLOW_FIRST = ("test_mutants.py", "test_vectors.py", "test_capability_subsets.py", "test_site.py",
              "test_node_example.py", "test_packaging.py",
              "test_runner.py", "test_ci_example.py", "test_runner_verdict.py", "test_python_engine_example.py",
              "test_step_semantics.py", "test_feature_suite.py", "test_fuzz.py", "test_oracle_server.py",
              "test_start_timeout.py", "test_smoke.py", "test_engine_breaker.py", "test_stdio_adapter.py",
              "test_http_adapter.py", "test_bad_inputs_protocol.py")


#: Test files whose tests share a costly module fixture: pytest-xdist runs each on one worker, so
#: that the fixture is computed once (test_mutants.py: the kill matrix; the others: a whole run
#: of the suite against their engine, seconds of CPU each).
ONE_WORKER = ("tests/test_capability_subsets.py", "tests/test_node_example.py", "tests/test_site.py",
              "tests/test_mutants.py")


@pytest.hookimpl(wrapper=True, optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> Generator[None, int, int]:
    """``-n auto``: one worker more than pytest-xdist's count (the CPUs), unless
    $PYTEST_XDIST_AUTO_NUM_WORKERS says how many. Tests wait a fifth of their time on deliberate
    timeouts (a hung engine given up, a held connection dropped, a signal delivered) and on
    child processes; the extra worker runs tests meanwhile."""
    count = yield
    return count if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS") else count + 1


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """pytest-xdist's ``load`` (what ``-n`` uses) hands tests to the workers one by one, so a module
    fixture is computed on every worker its tests land on. This is ``load`` with the files of
    ONE_WORKER kept whole. (pytest-xdist's own ``xdist_group`` marks do not take under pytest 9.2:
    they rename the node IDs, which pytest 9.2 computes.)"""
    if config.getvalue("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class LoadKeepingFilesWhole(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            return path if path in ONE_WORKER else nodeid

    return LoadKeepingFilesWhole(config, log)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    def rank(item: pytest.Item) -> int:
        name = item.path.name
        return SLOW_FIRST.index(name) if name in SLOW_FIRST else len(SLOW_FIRST)

    items.sort(key=rank)  # stable: the order within a file is kept
