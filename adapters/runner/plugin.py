"""The pytest plugin: ``--adapter`` picks the engine that the feature steps talk to.

Outcomes are kept apart, after Bowtie: a scenario whose engine crashed, hung, answered
garbage or refused a document is *errored* (not failed), with the evidence; a scenario that
needs what the engine declares it lacks is *skipped*, with the reason, before any request (its
steps are read first: features/steps/world.py, STEP_CAPABILITIES); a wrong answer is
*failed*. After an engine fault the engine is restarted and the run goes on, up to a circuit
breaker: an engine that fails ``start``, or faults on ``--max-engine-faults`` consecutive requests
(default 3), is given up, and every remaining scenario errors at once with its last fault as
evidence (adapters/session.py). A defect of the
suite itself (a feature file that does not parse, a step without a definition, a document the
scenario built that breaks the schema) is a *suite error*, never blamed on the engine.

A bad ``--adapter`` or ``--engine-timeout`` (or ``$RULESPEC_TIMEOUT``) is a usage error before
any engine starts.
"""

from __future__ import annotations

import contextlib
import functools
import re
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

import pytest

from rulespec import schemas
from rulespec.adapters.base import EngineFault, EngineSkipped
from rulespec.adapters.registry import check_spec
from rulespec.adapters.runner import steplookup
from rulespec.adapters.runner.options import check_timeout_env, fault_limit, timeout_seconds
from rulespec.adapters.session import DECLARED, DEFAULT_MAX_FAULTS, Engine, Mismatch, declared_note, ruling_ids

#: pytest's options for a run of the feature suite by the runner (``run``, ``vectors``): the steps
#: report mismatches themselves (adapters.session.Mismatch), so rewriting their asserts would only
#: cost time at every start; and pytest's collection of every object at the end of the session, to
#: report exceptions raised in a ``__del__`` as warnings (its unraisableexception plugin), costs a
#: tenth of a second and shows nothing here, where warnings are off.
QUIET_PYTEST = ("-p", "no:cacheprovider", "-q", "--no-header", "-p", "no:warnings", "-p", "no:hypothesispytest",
                "-p", "no:unraisableexception", "--assert=plain", "--tb=no", "-rN")

OUTCOME = "rulespec_outcome"
#: Outcomes the plugin marks on a report, beside pytest's own.
ERRORED, SUITE_ERROR = "errored", "suite-error"
#: The features module names a test for each feature file that does not parse with this prefix
#: (features/test_rulings.py).
MALFORMED_PREFIX = "test_malformed_"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("rulespec", "rulespec: the engine under test")
    group.addoption("--adapter", default="oracle", metavar="SPEC",
                    help="engine adapter: oracle (default), stdio:COMMAND, http:URL, python:module:factory")
    group.addoption("--area", default=None, metavar="AREA",
                    help="only scenarios whose ruling ID starts with AREA- (GEAR, BUFF, ATTR, MTG, or any prefix)")
    group.addoption("--engine-timeout", type=timeout_seconds, default=None, metavar="SECONDS",
                    help="per-request timeout for process and HTTP engines (default 10)")
    group.addoption("--start-timeout", type=timeout_seconds, default=None, metavar="SECONDS",
                    help="deadline of `start`, the engine's launch included (default $RULESPEC_START_TIMEOUT, "
                         "else the per-request timeout)")
    group.addoption("--max-engine-faults", type=fault_limit, default=DEFAULT_MAX_FAULTS, metavar="N",
                    help="give the engine up after it fails start, or after N consecutive faulted requests "
                         "(crash, timeout, garbage); the remaining scenarios error at once "
                         f"(default {DEFAULT_MAX_FAULTS})")


engine_key = pytest.StashKey[Engine]()


@pytest.fixture(scope="session")
def rulespec_engine(pytestconfig: pytest.Config) -> Iterator[Engine]:
    """The engine under test, started once per session (per worker under xdist)."""
    try:
        engine = Engine(pytestconfig.getoption("adapter"), pytestconfig.getoption("engine_timeout"),
                        pytestconfig.getoption("max_engine_faults"),
                        start_timeout=pytestconfig.getoption("start_timeout"))
    except ValueError as exc:  # AdapterSpecError, or a bad timeout: pytest_configure checks both first
        raise pytest.UsageError(str(exc)) from None
    pytestconfig.stash[engine_key] = engine
    yield engine
    with contextlib.suppress(Exception):  # stopping must not change a scenario's outcome
        engine.adapter.stop()


_configs: list[pytest.Config] = []


def pytest_configure(config: pytest.Config) -> None:
    _configs.append(config)
    steplookup.install(config)
    try:
        check_spec(config.getoption("adapter"))
        check_timeout_env()
    except ValueError as exc:
        raise pytest.UsageError(str(exc)) from None


def pytest_keyboard_interrupt(excinfo: pytest.ExceptionInfo[BaseException]) -> None:
    """Interrupted (Ctrl-C, or SIGTERM under ``rulespec run``): kill a process engine at once
    rather than ask it to stop, since it may be in the middle of a request; the session's
    teardown then finds it gone."""
    if isinstance(excinfo.value, pytest.Session.Interrupted) or not _configs:  # a collection error
        return
    engine = _configs[-1].stash.get(engine_key, None)
    kill = getattr(getattr(engine.adapter, "inner", None), "kill", None) if engine is not None else None
    if callable(kill):
        with contextlib.suppress(Exception):
            kill()


def pytest_unconfigure(config: pytest.Config) -> None:
    _configs.remove(config)
    steplookup.uninstall(config)


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Any) -> None:
    """Scenario tags (ruling IDs such as GEAR-23) become pytest marks; register them so that
    pytest does not warn about unknown marks."""
    if _configs:
        _configs[-1].addinivalue_line("markers", f"{tag}: a rulespec scenario tag")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    area = config.getoption("area")
    if not area:
        return
    keep = [i for i in items if any(r.startswith(area.upper() + "-") for r in ruling_ids(i))]
    config.hook.pytest_deselected(items=[i for i in items if i not in keep])
    items[:] = keep


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item,
                              call: pytest.CallInfo[None]) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    report.user_properties.append(("ruling_ids", ruling_ids(item)))
    if call.when == "setup":
        scenario = getattr(item, "_rulespec_scenario", None) or scenario_of(item)
        if scenario:
            report.user_properties.append(("scenario", scenario))
    engine = item.config.stash.get(engine_key, None)
    # The engine starts in the first scenario's call: it is known from then on. (Not on teardown
    # reports, whose properties JUnit XML copies into every test case.)
    if engine is not None and call.when != "teardown":
        report.user_properties.append(("engine", engine.start_answer or {"name": engine.spec}))
        report.user_properties.append(("engine_started", bool(engine.start_answer)))
    if call.excinfo is None or call.when != "call":
        return report
    exc = call.excinfo.value
    if _suite_defect(item, exc):
        report.user_properties.append((OUTCOME, SUITE_ERROR))
        report.longrepr = _evidence(item, exc, "SUITE ERROR")
    elif isinstance(exc, Mismatch):
        report.longrepr = judge_failure(item, str(exc), getattr(exc, "invariant", None))
    elif isinstance(exc, EngineSkipped):
        report.outcome = "skipped"
        report.longrepr = (str(item.path), item.location[1] or 0, f"Skipped: engine says: {exc}{_declared(item)}")
    elif isinstance(exc, EngineFault):
        report.user_properties.append((OUTCOME, ERRORED))
        report.longrepr = _evidence(item, exc, "ERRORED")
        engine = item.config.stash.get(engine_key, None)
        if engine is not None:
            engine.fault(exc, item.nodeid)
    return report


def _declared(item: pytest.Item) -> str:
    """For an engine that answered ``skipped`` in a scenario whose every capability it declared: a
    note saying so (a skip is its right, but its start answer promised this; Bowtie's skips carry
    the same kind of note). Empty otherwise."""
    return declared_note(getattr(item, DECLARED, None) or [])


def _suite_defect(item: pytest.Item, exc: BaseException) -> bool:
    """Whether a scenario's exception is a defect of the suite: a feature file that does not
    parse, a step no definition matches, a step used wrongly (pytest.UsageError), a document
    the scenario built that breaks the schema."""
    from pytest_bdd.exceptions import StepDefinitionNotFoundError

    return (getattr(item, "name", "").startswith(MALFORMED_PREFIX)
            or isinstance(exc, StepDefinitionNotFoundError | pytest.UsageError | schemas.DocumentError))


def _evidence(item: pytest.Item, exc: BaseException, label: str) -> str:
    ids = ", ".join(ruling_ids(item)) or "no ruling ID"
    step = getattr(item, "_rulespec_step", None)
    head = f"{label} [{ids}] {item.nodeid}"
    if step is not None:
        head += f"\n  at step: {step}"
        sent = getattr(exc, "sent", None)
        if isinstance(sent, dict) and sent.get("cmd") == "setup":
            # The state goes to the engine as the first step that needs the engine runs.
            head += "\n  (as this step began, the scenario's state was sent to the engine: the fault is on `setup`)"
    if isinstance(exc, schemas.DocumentError):
        return f"{head}\n  the suite sent an invalid {exc.kind} document (a defect of the scenario):\n  " + \
            "\n  ".join(str(p) for p in exc.problems)
    if label == "SUITE ERROR":
        return f"{head}\n  a defect of the suite, not of the engine: {exc}"
    return f"{head}\n{exc}"


def is_oracle(spec: str) -> bool:
    """Whether ``spec`` runs the reference engine (in-process, or served by ``python -m rulespec.oracle``):
    a failure against it is a disagreement between the ruling and the reference. (Not from the
    engine's name: an adapter built on the oracle to be wrong on purpose introduces itself the same.)"""
    return spec == "oracle" or bool(re.match(r"stdio:.*\s-m\s+(?:rulespec\.)?oracle\s*$", spec))


_CHECK = re.compile(r'^(?P<subject>"[^"]+"|[A-Z]\w*) (?P<verb>is|has|was) (?P<rest>.+)$')
_TO = {"is": "to be", "has": "to have", "was": "to have been"}


def expectation(check: str) -> str:
    """A Then step's words as what was expected: '"jax" is ready' -> '"jax" to be ready'. A step
    that ends in a colon reads its table: 'caused these events:' -> 'caused the events of its table'."""
    if check.endswith(":"):
        check = check.removesuffix(":").rstrip() + " (the step's table)"
    m = _CHECK.match(check)
    if m is None:
        return f"that {check}"
    if m["rest"].startswith("not "):
        return f"{m['subject']} not {_TO[m['verb']]} {m['rest'].removeprefix('not ')}"
    return f"{m['subject']} {_TO[m['verb']]} {m['rest']}"


def judge_failure(item: pytest.Item, check: str, invariant: str | None = None) -> str:
    """A failure as a judge reads it: the ruling (its ID, its Rule and citation), the scenario and
    the step that failed, worded as the step; against the oracle, that the ruling and the reference
    engine disagree; then, for engine authors, the check as data (``check``: the step's own report:
    the JSON pointer, wanted, got, the actions sent and the state set up). ``invariant``: the step's
    own checks held, but the snapshot it read breaks what every snapshot keeps (that one)."""
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    template = scenario_wrapper_template_registry.get(getattr(item, "obj", None))  # type: ignore[arg-type]
    rule = getattr(template, "rule", None)
    ids = ", ".join(ruling_ids(item)) or "no ruling ID"
    lines = [f"FAILED {ids}: {rule.name}" if rule is not None else f"FAILED {ids}"]
    if rule is not None and rule.description:
        lines += [f"  {line.strip()}" for line in rule.description.strip().splitlines()]
    if template is not None:
        lines.append(f"  scenario: {template.name} ({feature_path(template.feature.filename)}:{template.line_number})")
    step = getattr(item, "_rulespec_step_obj", None)
    if step is not None:
        wanted = ("the engine to accept this action and to do what the step says" if step.type == "when"
                  else expectation(step.name))
        lines.append(f"  step:     {step.keyword} {step.name} (line {step.line_number})")
        if invariant:
            lines.append(f"  this step's check held, but the snapshot it read breaks {invariant}, which every "
                         "snapshot keeps whatever the ruling")
        else:
            lines.append(f"  expected {wanted}; the engine's answer says otherwise")
    if is_oracle(item.config.getoption("adapter")):
        lines.append("  The ruling and the reference engine (the oracle) disagree: either the scenario misreads the "
                     "ruling, or the oracle does not model it yet (docs/oracle-limits.md).")
    lines.append("  for engine authors, the check as data:")
    lines += [f"    {line}" for line in check.splitlines()]
    return "\n".join(lines)


def pytest_report_teststatus(report: pytest.TestReport, config: pytest.Config) -> tuple[str, str, str] | None:
    if report.when == "call" and dict(report.user_properties).get(OUTCOME) in (ERRORED, SUITE_ERROR):
        return "error", "E", "ERROR"
    return None


@functools.lru_cache(maxsize=1024)
def feature_path(filename: str) -> str:
    """A feature file's path from its ``features/`` folder on: the same in a checkout and in
    an installed distribution."""
    parts = Path(filename).parts
    if "features" in parts:
        at = len(parts) - 1 - parts[::-1].index("features")
        return "/".join(parts[at:])
    return Path(filename).name


def scenario_of(item: pytest.Item) -> dict[str, Any] | None:
    """Name, feature file and line of a pytest-bdd scenario item, before it runs."""
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    obj = getattr(item, "obj", None)
    template = scenario_wrapper_template_registry.get(obj) if obj is not None else None
    if template is None:
        return None
    return {"scenario": template.name, "feature": feature_path(template.feature.filename),
            "line": template.line_number}


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                           step_func: Any) -> None:
    request.node._rulespec_step = f"{step.keyword} {step.name} ({feature_path(feature.filename)}:{step.line_number})"
    request.node._rulespec_step_obj = step
