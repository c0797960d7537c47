"""What happened to each scenario of a run, phase by phase, and the outcome it earns: passed only
when its steps ran and passed; ``not-run`` when the run never reached them; ``suite-error`` for a
defect of the suite (adapters/runner/plugin.py marks them). Defects found before the run (feature
files that do not parse, scenarios with no Then step, steps without a definition) stop it before
any engine starts."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from rulespec.adapters.runner.plugin import ERRORED, MALFORMED_PREFIX, OUTCOME, SUITE_ERROR, engine_key, scenario_of
from rulespec.adapters.runner.report import ScenarioResult
from rulespec.adapters.session import UNCHECKED, ruling_ids
from rulespec.features.malformed import unfilled_message, unfilled_placeholders


class Phase:
    """What one phase (setup, call, teardown) of a scenario reported."""

    def __init__(self, report: pytest.TestReport) -> None:
        self.outcome: str = report.outcome
        props: dict[str, Any] = dict(report.user_properties)
        self.marked: str | None = props.get(OUTCOME)
        if report.skipped:
            self.evidence = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        else:
            self.evidence = str(report.longrepr) if report.longrepr else ""


class Collector:
    """A pytest plugin that keeps what happened to each selected scenario, phase by phase, and
    builds its outcome from that alone: nothing counts as passed that did not run and pass."""

    def __init__(self) -> None:
        self.results: dict[str, ScenarioResult] = {}
        self.phases: dict[str, dict[str, Phase]] = {}
        self.engine: dict[str, Any] = {}
        self.engine_started = False  # the engine answered `start` at least once
        self.engine_used = False  # some scenario asked for the engine
        self.interrupted = False
        self.suite_errors: list[str] = []
        self.deselected_ids: set[str] = set()  # the ruling IDs of scenarios left out by the selection

    def _result(self, nodeid: str) -> ScenarioResult:
        if nodeid not in self.results:
            self.results[nodeid] = ScenarioResult(nodeid=nodeid)
        return self.results[nodeid]

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, session: pytest.Session, config: pytest.Config,
                                      items: list[pytest.Item]) -> None:
        """Find the suite's own defects before any engine starts; if there are any, run nothing."""
        try:
            problems = suite_problems(session, items)
        except Exception:  # pytest-bdd internals changed: the scenarios still report their defects
            problems = []
        if problems:
            self.suite_errors += problems
            config.hook.pytest_deselected(items=list(items))
            items[:] = []

    def pytest_deselected(self, items: list[pytest.Item]) -> None:
        for item in items:
            self.deselected_ids.update(ruling_ids(item))

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        for item in session.items:
            result = self._result(item.nodeid)
            result.ruling_ids = ruling_ids(item)
            scenario = scenario_of(item)
            if scenario:
                result.scenario, result.feature, result.line = (scenario["scenario"], scenario["feature"],
                                                                scenario["line"])

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        for nodeid in ids:
            self._result(nodeid)

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.suite_errors.append(f"{report.nodeid or 'collection'}: {report.longreprtext}")

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        engine = session.config.stash.get(engine_key, None)
        if engine is not None and engine.start_answer and not self.engine_started:
            self.engine, self.engine_started = engine.start_answer, True

    def pytest_keyboard_interrupt(self, excinfo: pytest.ExceptionInfo[BaseException]) -> None:
        if not isinstance(excinfo.value, pytest.Session.Interrupted):  # that one is a collection error
            self.interrupted = True

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        props: dict[str, Any] = dict(report.user_properties)
        result = self._result(report.nodeid)
        result.ruling_ids = props.get("ruling_ids", result.ruling_ids)
        scenario = props.get("scenario")
        if scenario:
            result.scenario, result.feature, result.line = scenario["scenario"], scenario["feature"], scenario["line"]
        if props.get("engine_started") and not self.engine_started:
            self.engine, self.engine_started = props["engine"], True
        elif props.get("engine") and not self.engine:
            self.engine = props["engine"]
        self.engine_used = self.engine_used or "engine_started" in props
        result.duration += report.duration
        if props.get(UNCHECKED):
            result.unchecked = dict(props[UNCHECKED])
        self.phases.setdefault(report.nodeid, {})[report.when] = Phase(report)

    def finish(self) -> list[ScenarioResult]:
        """Every selected scenario with the outcome its phases show."""
        for nodeid, result in self.results.items():
            result.outcome, result.evidence = outcome(self.phases.get(nodeid, {}), self.interrupted)
        return list(self.results.values())


def outcome(phases: dict[str, Phase], interrupted: bool) -> tuple[str, str]:
    """A scenario's outcome and evidence from its phases: passed only when its call phase passed
    (and its setup and teardown did not fail)."""
    def bad(phase: Phase, default: str) -> tuple[str, str]:
        if phase.marked == SUITE_ERROR:
            return "suite-error", phase.evidence
        return ("errored" if phase.marked == ERRORED else default), phase.evidence

    setup, call, teardown = phases.get("setup"), phases.get("call"), phases.get("teardown")
    if setup is None:
        return "not-run", f"not run: the run {'was interrupted' if interrupted else 'stopped'} before it began"
    if setup.outcome == "failed":
        return bad(setup, "errored")
    if setup.outcome == "skipped":
        return "skipped", setup.evidence
    if call is None:
        return "not-run", ("not run to its end: the run was interrupted while it ran" if interrupted else
                           "not run: its steps never ran (the run stopped before them, as --setup-only does)")
    if call.outcome == "failed":
        return bad(call, "failed")
    if call.outcome == "skipped":
        return "skipped", call.evidence
    if teardown is not None and teardown.outcome == "failed":
        return bad(teardown, "errored")
    return "passed", ""


def _file(feature: Any) -> str:
    """A feature file's path as the user finds it, as the linter and a malformed file's error show
    it: from the current folder, else from the project's features/ folder."""
    from rulespec.adapters.runner.lint import shown_path

    return shown_path(Path(feature.filename))


def suite_problems(session: pytest.Session, items: list[pytest.Item]) -> list[str]:
    """The suite's own defects among ``items``, found without running them: feature files that do
    not parse, scenarios with no Then step (nothing checked: a pass would say nothing), steps that
    no step definition matches."""
    from pytest_bdd.scenario import find_fixturedefs_for_step, scenario_wrapper_template_registry

    problems: list[str] = []
    matched: dict[tuple[str, str], bool] = {}
    fixtures = getattr(session, "_fixturemanager", None)
    for item in items:
        if item.name.startswith(MALFORMED_PREFIX):
            try:
                item.obj()  # type: ignore[attr-defined]
            except pytest.fail.Exception as exc:
                problems.append(str(exc.msg))
            continue
        template = scenario_wrapper_template_registry.get(getattr(item, "obj", None))  # type: ignore[arg-type]
        if template is None or fixtures is None:
            continue
        callspec = getattr(item, "callspec", None)
        example = callspec.params.get("_pytest_bdd_example", {}) if callspec else {}
        scenario = template.render(example)
        if template.templated and not any(e.examples for e in template.examples):
            problems.append(f"{_file(scenario.feature)}:{scenario.line_number}: Scenario Outline "
                            f"{scenario.name!r}: its Examples have no row, so it runs no scenario; `rulespec lint` "
                            "checks a file without an engine")
            continue
        placeholders = [] if template.templated else sorted(
            {p for step in scenario.steps for p in re.findall(r"<(\w+)>", step.name)})
        if placeholders:
            problems.append(f"{_file(scenario.feature)}:{scenario.line_number}: scenario {scenario.name!r} "
                            f"uses {', '.join(f'<{p}>' for p in placeholders)}, a placeholder of a Scenario Outline: "
                            "make it one, with Examples, or write the value")
            continue
        unfilled = unfilled_placeholders(template)
        if unfilled:  # said once, not once for each row
            said = (f"{_file(scenario.feature)}:{scenario.line_number}: "
                    f"{unfilled_message(template, unfilled)}; `rulespec lint` checks a file without an engine")
            problems += [] if said in problems else [said]
            continue
        if not any(step.type == "then" for step in scenario.steps):  # it checks nothing: it could only pass
            problems.append(f"{_file(scenario.feature)}:{scenario.line_number}: scenario {scenario.name!r} "
                            "has no Then step: it checks nothing, so it could not fail; `rulespec lint` checks a "
                            "file without an engine")
        for step in scenario.steps:
            key = (step.type, step.name)
            if key not in matched:
                matched[key] = next(iter(find_fixturedefs_for_step(step, fixtures, item)), None) is not None
            if matched[key]:
                from rulespec.adapters.runner.lint import block_problem_of

                block = block_problem_of(step)
                if block is not None:
                    problems.append(f"{_file(scenario.feature)}:{step.line_number}: {block} "
                                    f"(scenario {scenario.name!r}); `rulespec lint` checks a file without an engine")
            if not matched[key]:
                from rulespec.adapters.runner.lint import did_you_mean

                close = did_you_mean(step.type, step.name)
                mean = f"; did you mean: {' | '.join(repr(c) for c in close)}" if close else ""
                problems.append(f"{_file(scenario.feature)}:{step.line_number}: no step definition matches "
                                f"{step.keyword} {step.name!r} (scenario {scenario.name!r}){mean}; "
                                "`rulespec lint` checks a file without an engine, `rulespec steps` lists the phrases")
    return problems
