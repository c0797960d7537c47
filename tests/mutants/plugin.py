"""The pytest side of the kill matrix: every scenario runs once per mutant of its ruling, the
engine being that mutant (``--adapter python:tests.mutants.plugin:switching``), and the outcome
of each (mutant, scenario) pair is kept for ``tests.mutants.__main__``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rulespec.adapters.base import Adapter
from rulespec.adapters.oracle import OracleAdapter
from rulespec.adapters.session import ruling_ids
from tests.mutants import Mutant, all_mutants

PARAM = "rulespec_mutant"
#: What kills a mutant: a scenario that failed, or errored on the engine's answer (one the contract
#: refuses: a schema or a reference of the state, where the rule it breaks is written). Never a
#: defect of the suite (``suite-error``), nor a mutant that could not be built or started
#: (``broken``: its patch names nothing, say), nor one whose code raised while it ran (``crashed``:
#: an in-process engine that raises is the mutant's Python failing, an AttributeError, not its
#: misreading being seen): those test nothing, they are defects of the corpus.
KILLING = ("failed", "errored")
#: How the runner words the fault of an in-process adapter that raised (adapters/base.py).
CRASH = "engine fault (crash): the adapter's"
BROKEN: dict[str, str] = {}  # mutant -> why it could not be built or started
_current: dict[str, Adapter] = {}
OUTCOMES: list[dict[str, Any]] = []
#: When set (``run(first_kill=True)``), a mutant's remaining scenarios are not run once one has
#: killed it: whether a mutant is killed needs its first killer, not all of them.
FIRST_KILL: list[bool] = [False]
_killed: set[str] = set()
#: Which pairs a run makes (``tests.mutants.__main__.run``): ``only``, the names of the mutants to run
#: (None: all); ``pairs``, when set, the (mutant, node id) pairs to keep and no other (each mutant's
#: hinted scenario, the first of run's two passes), and ``functions`` the test function of each;
#: ``without``, pairs not to make again.
SELECT: dict[str, Any] = {"only": None, "pairs": None, "functions": None, "without": set()}
_running: list[str] = [""]  # the mutant of the scenario running
_names: dict[str, str] = {}  # nodeid -> scenario name, from the setup report


class Switching(Adapter):
    """Whichever mutant the running scenario was parametrized with, fresh for each scenario."""

    def start(self) -> dict[str, Any]:
        return OracleAdapter().start()

    def _engine(self) -> Adapter:
        if "engine" not in _current:
            raise RuntimeError("no mutant selected: run through python -m tests.mutants")
        return _current["engine"]

    def setup(self, state: dict[str, Any]) -> None:
        self._engine().setup(state)

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        return self._engine().perform(action)

    def snapshot(self) -> dict[str, Any]:
        return self._engine().snapshot()

    def stop(self) -> None:
        _current.clear()


def switching() -> Switching:
    return Switching()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    rulings = set(ruling_ids(metafunc.definition))
    area = metafunc.config.getoption("area", None)  # --area: the other areas' pairs are never made
    prefix = f"{area.upper()}-" if area else ""
    only, functions = SELECT["only"], SELECT["functions"]
    function = metafunc.definition.nodeid.split("::")[-1]
    mutants = [m for m in all_mutants() if m.ruling in rulings and m.ruling.startswith(prefix)
               and (only is None or m.name in only) and (functions is None or functions.get(m.name) == function)]
    if mutants:
        metafunc.fixturenames.append(PARAM)
        metafunc.parametrize(PARAM, mutants, ids=[m.name for m in mutants])


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    pairs, without = SELECT["pairs"], SELECT["without"]
    keep = [i for i in items if getattr(i, "callspec", None) is not None and PARAM in i.callspec.params
            and (pairs is None or (i.callspec.params[PARAM].name, i.nodeid) in pairs)
            and (i.callspec.params[PARAM].name, i.nodeid) not in without]
    kept = {id(i) for i in keep}
    config.hook.pytest_deselected(items=[i for i in items if id(i) not in kept])
    # With FIRST_KILL, each mutant's scenario that killed it last time (HINTS) runs first, so that the
    # others are passed over; the order is the only thing a hint changes (a stale one costs time).
    hints = load_hints() if FIRST_KILL[0] else {}
    keep.sort(key=lambda i: hints.get(i.callspec.params[PARAM].name) != i.nodeid)  # type: ignore[attr-defined]
    items[:] = keep


#: Each mutant's first killing scenario in the last ``python -m tests.mutants --hints`` (node ids).
HINTS = Path(__file__).with_name("killers.json")


def load_hints() -> dict[str, str]:
    try:
        hints = json.loads(HINTS.read_text())
    except (OSError, ValueError):
        return {}
    return hints if isinstance(hints, dict) else {}


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> bool | None:
    """With FIRST_KILL, a scenario of a mutant already killed is passed over (True: handled), unreported."""
    mutant: Mutant = item.callspec.params[PARAM]  # type: ignore[attr-defined]
    _running[0] = mutant.name
    return True if FIRST_KILL[0] and mutant.name in _killed else None


def pytest_runtest_setup(item: pytest.Item) -> None:
    mutant: Mutant = item.callspec.params[PARAM]  # type: ignore[attr-defined]
    try:
        _current["engine"] = mutant.make()
        _current["engine"].start()
    except Exception as exc:
        BROKEN[mutant.name] = f"{type(exc).__name__}: {exc}"
        raise


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    props = dict(report.user_properties)
    mutant = report.nodeid.rsplit("[", 1)[-1].rstrip("]")
    outcome = props.get("rulespec_outcome") or ("errored" if report.failed and report.when != "call"
                                                 else report.outcome)
    if mutant in BROKEN:
        outcome = "broken"
    elif outcome == "errored" and CRASH in str(report.longrepr):
        outcome = "crashed"
    if props.get("scenario"):
        _names[report.nodeid] = props["scenario"]["scenario"]
    if report.when != "call" and not (report.failed or report.skipped):
        return
    if outcome in KILLING:
        _killed.add(_running[0])
    OUTCOMES.append({"mutant": mutant, "nodeid": report.nodeid, "outcome": outcome,
                     "scenario": _names.get(report.nodeid, report.nodeid), "when": report.when})
