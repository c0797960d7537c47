"""Engines that implement a strict subset of the suite (tests/engines/subset.py), run against the
whole suite once each: the gating by capability is exact (issue 8).

The strict subset is the oracle with no event log, no reason codes and no attribution, declaring
every capability but ``events``, ``reasons`` and ``attribution``. It is right about everything it
declares, so no scenario may fail or error: a step that read events, a reason or an attribution
field without naming the capability in STEP_CAPABILITIES would fail on it. Every scenario either
runs all its steps or is skipped before it reaches the engine (the engine records the scenario
of each request); the summary counts the skips by missing capability, and the reasons not
compared are counted, not silent. Both engines also use the freedoms the contract leaves (objects
and battlefields of a snapshot in another order, fields at their defaults left out, messages in
their own words), so a step that asked more than the contract would fail them too.
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest

from rulespec import features
from rulespec.adapters.base import ALIASES, CAPABILITIES, EngineInfo
from rulespec.adapters.runner.report import RunReport
from rulespec.adapters.runner.smoke import WARN, smoke
from tests.cli_runs import export_vectors, made_once, rulespec
from tests.suite_runs import ENGINES, SuiteRun, run_suite

FEATURES = Path(features.__file__).parent
REASON_STEP = re.compile(r'^\s*(?:Then|And|But) the action is rejected as "(\w+)"(?: or "\w+")?\s*$', re.M)
RULE_STEP = re.compile(r"^\s*(?:Then|And|But) the rejection cites rule \S+\s*$", re.M)  # a reasons check too


@pytest.fixture(scope="module")
def strict(tmp_path_factory: pytest.TempPathFactory) -> SuiteRun:
    run = run_suite("create", tmp_path_factory.mktemp("strict"))
    print(f"the strict subset's run took {run.seconds:.1f} s")  # shown with -s; the report names it too
    return run


def test_the_strict_subset_fails_nothing_and_errs_nothing(strict: SuiteRun) -> None:
    outcomes = strict.outcomes()
    assert strict.proc.returncode == 0, strict.proc.stdout[-4000:]
    assert outcomes["failed"] == outcomes["errored"] == outcomes["suite-error"] == 0, strict.proc.stdout[-4000:]
    assert strict.end["complete"] is True
    assert outcomes["passed"] and outcomes["skipped"]  # it is a subset: some of each
    assert strict.scenarios[0]["nodeid"] in {n for n, r in strict.requests if r == "start"}  # the record is live


def test_no_scenario_is_half_run(strict: SuiteRun) -> None:
    """Each scenario either ran to its end (passed) or was skipped before any request: a skipped
    scenario never reached the engine, a passed one did."""
    assert strict.half_run() == []
    assert strict.reached() == {line["nodeid"] for line in strict.scenarios if line["outcome"] == "passed"}


def test_the_summary_names_the_missing_capabilities_with_counts(strict: SuiteRun) -> None:
    summary = strict.missing_in_summary()
    assert summary == strict.missing_in_reasons()
    # a missing `reasons` skips nothing: only the reason comparisons are left out
    assert set(summary) == {"events", "attribution"}
    assert summary["events"] > 50 and summary["attribution"] > 10  # the events and attribution scenarios


def _scenario_text(line: dict[str, object]) -> str:
    """A scenario's steps in its feature file, from its line to the next scenario or rule."""
    lines = (FEATURES.parent / str(line["feature"])).read_text().splitlines()[int(str(line["line"])):]
    end = next((i for i, x in enumerate(lines) if re.match(r"\s*(Scenario|Rule|@|Examples)", x)), len(lines))
    return "\n".join(lines[:end])


def test_the_reason_checks_not_made_are_counted_and_the_rest_of_the_scenario_runs(strict: SuiteRun) -> None:
    ran = [line for line in strict.scenarios if line["outcome"] == "passed"]
    for line in ran:  # each scenario counts the reasons its own steps name
        text = _scenario_text(line)
        assert line.get("unchecked", {}).get("reasons", 0) == len(REASON_STEP.findall(text)) + len(
            RULE_STEP.findall(text)), line
    total = sum(line.get("unchecked", {}).get("reasons", 0) for line in ran)
    assert total > 10
    assert strict.unchecked_in_summary() == (total, {"reasons": total})
    # the engine answers `no_permission` to every rejection: scenarios that want another reason passed,
    # so their verdict steps ran and checked the rejection, not the reason
    wanted = {r for line in ran for r in REASON_STEP.findall(_scenario_text(line))}
    assert wanted - {"no_permission"}
    # the report file says the same, in every format
    report = RunReport.read_jsonl(strict.report)  # each line checked against schemas/report_line.json
    assert report.summary_document()["unchecked_by_missing"] == {"reasons": total}
    assert f"- reasons: {total} checks" in report.render_markdown()


def test_without_attribution_only_the_attribution_scenarios_are_skipped(tmp_path: Path) -> None:
    """The oracle's events without `source`, `responsible` and `attributed_to`, declaring every
    capability but `attribution`, on the attribution rulings."""
    run = run_suite("without_attribution", tmp_path, "--area", "ATTR")
    outcomes = run.outcomes()
    assert run.proc.returncode == 0, run.proc.stdout[-4000:]
    assert outcomes["failed"] == outcomes["errored"] == 0
    assert outcomes["passed"] and run.missing_in_summary() == {"attribution": outcomes["skipped"]}
    assert run.half_run() == []


def test_old_capability_names_are_read_as_the_features_they_bundled() -> None:
    info = EngineInfo.from_document({"name": "old", "capabilities": ["states", "counters", "view.attachments",
                                                                     "attach", "teleport"]})
    assert info.capabilities == {"stun", "empower", "move_counter", "remove_counter", "spend_counters",
                                 "view.attachment_list", "view.top_most", "view.equipped", "view.tags",
                                 "attach", "teleport"}
    assert all(set(bundle) <= set(CAPABILITIES) and old not in CAPABILITIES for old, bundle in ALIASES.items())
    # the new capabilities come from no old name
    assert not {"events", "reasons", "attribution"} & {c for bundle in ALIASES.values() for c in bundle}


def test_smoke_warns_of_old_names_and_says_what_they_are_read_as() -> None:
    from tests.test_smoke import check, spec

    found = check(smoke(spec("old_capabilities"), timeout=5), "capabilities")
    assert found.status == WARN
    assert found.detail == ("old names: `states` (read as `stun`, `empower`); `view.attachments` (read as "
                            "`view.attachment_list`, `view.top_most`, `view.equipped`, `view.tags`)")
    assert "`events`, `reasons` and `attribution` are new" in found.advice


def test_replay_of_the_vectors_skips_and_counts_as_the_run_did(strict: SuiteRun, tmp_path: Path,
                                                                tmp_path_factory: pytest.TempPathFactory) -> None:
    """``rulespec replay`` of the suite's vectors (tests/test_vectors.py) against the same strict
    subset gives each scenario the outcome and the count of checks not made that ``run`` gave it."""
    vectors = made_once(tmp_path_factory, "vectors", export_vectors)
    report = tmp_path / "replay.jsonl"
    done = rulespec("replay", str(vectors), "--adapter", "python:subset:create", "--report", str(report),
                    env={"RULESPEC_TEST_RECORD": str(tmp_path / "requests")}, paths=[ENGINES])
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    lines = [json.loads(x) for x in report.read_text().splitlines()]
    replayed = {x["nodeid"]: (x["outcome"], x.get("unchecked", {})) for x in lines if x["type"] == "scenario"}
    ran = {x["nodeid"]: (x["outcome"], x.get("unchecked", {})) for x in strict.scenarios}
    assert replayed == ran
    assert {o for o, _ in ran.values()} == {"passed", "skipped"}
    assert any(u for _, u in ran.values())  # some checks left out for a missing "reasons"


def test_the_subset_engines_use_the_freedoms_the_contract_leaves(monkeypatch: pytest.MonkeyPatch,
                                                                 tmp_path: Path) -> None:
    """What the strict run above relies on to catch a step that asks more than the contract."""
    monkeypatch.syspath_prepend(str(ENGINES))
    monkeypatch.setenv("RULESPEC_TEST_RECORD", str(tmp_path / "requests.tsv"))
    subset = importlib.import_module("subset")
    engine = subset.without_attribution()
    engine.start()
    state = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
             "battlefields": [{"id": "bf1"}, {"id": "bf2"}],
             "objects": [{"id": "jax", "card": {"type": "unit", "might": 3}, "owner": "A", "zone": "board",
                          "location": "base:A"},
                         {"id": "blade", "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 2},
                          "owner": "A", "zone": "hand"}]}
    engine.setup(state)
    snap = engine.snapshot()
    assert [o["id"] for o in snap["objects"]] == ["blade", "jax"]
    assert [b["id"] for b in snap["battlefields"]] == ["bf2", "bf1"]
    assert not {"exhausted", "damage", "counters", "attached_to", "incarnation"} & set(snap["objects"][1])
    refused = engine.perform({"type": "attach", "player": "A", "object": "blade", "to": "jax"})
    assert refused["reason"] == "not_on_board" and refused["message"].startswith("no-attribution refuses this")
