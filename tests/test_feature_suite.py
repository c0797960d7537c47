"""The feature suite end to end: it passes on the oracle, and bad input or a bad engine makes
that one scenario err, fail or skip with its evidence while the others run on."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from rulespec import features
from tests.cli_runs import Run, pytest_run, rulespec, scenario_count

FEATURES = Path(features.__file__).parent
HERE = Path(__file__).parent


def run_pytest(path: Path, *args: str, plugins: Sequence[object] = ()) -> Run:
    """Plain ``pytest PATH ARGS`` from PATH, in-process (tests/cli_runs.py)."""
    return pytest_run(path, *args, plugins=plugins)


def counts(output: str) -> dict[str, int]:
    last = output.strip().splitlines()[-1]
    return {word: int(n) for n, word in re.findall(r"(\d+) (passed|failed|skipped|errors?|deselected)", last)}


def test_plain_pytest_collects_every_scenario_of_the_shipped_folder_and_they_pass_on_the_oracle() -> None:
    # Every scenario is collected here, and a few rulings of each area run: that every scenario passes
    # on the oracle is tested by their export (`rulespec vectors` exports only the scenarios that pass,
    # tests/test_vectors.py), by their vectors' replay through stdio, and by `rulespec run` in .ci/run,
    # from the wheel; every step definition runs over stdio in tests/test_runner.py.
    proc = run_pytest(FEATURES, "-m", "GEAR-03 or BUFF-01 or ATTR-01 or MTG-01")
    assert proc.returncode == 0, proc.stdout[-5000:]
    found = counts(proc.stdout)
    assert set(found) == {"passed", "deselected"} and found["passed"] >= 4
    assert found["passed"] + found["deselected"] == scenario_count(FEATURES)


def test_the_runner_finds_the_step_definitions_that_pytest_bdd_finds() -> None:
    """adapters/runner/steplookup.py reads once what step definitions a scenario's parents hold: every step
    of the shipped suite has one definition; for a step of each definition, and for the steps of a few
    scenarios as they run, it finds the very definitions pytest-bdd's own look-up finds, in the same
    order (pytest-bdd's costs a millisecond a step: it is not run for all); and of the definitions
    found, the one that runs each step of those scenarios is the one pytest-bdd's picks."""
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    from rulespec.adapters.runner import steplookup

    found: dict[tuple[str, str], list[Any]] = {}
    compared: set[Any] = set()
    contexts: set[int] = set()

    def same(step: Any, fixturemanager: Any, node: pytest.Item) -> None:
        theirs = list(steplookup.original()(step, fixturemanager, node))
        assert found[(step.type, step.name)] == theirs, (step, found[(step.type, step.name)], theirs)
        compared.update(theirs)

    class Compare:
        @pytest.hookimpl(tryfirst=True)  # before -m deselects any
        def pytest_collection_modifyitems(self, session: pytest.Session, items: list[pytest.Item]) -> None:
            for item in items:
                template = scenario_wrapper_template_registry[item.obj]  # type: ignore[attr-defined]
                callspec = getattr(item, "callspec", None)
                for step in template.render(callspec.params.get("_pytest_bdd_example", {}) if callspec else {}).steps:
                    key = (step.type, step.name)
                    if key not in found:
                        found[key] = list(steplookup.find_fixturedefs_for_step(step, session._fixturemanager, item))
                        if len(found[key]) != 1 or found[key][0] not in compared:
                            same(step, session._fixturemanager, item)

        def pytest_bdd_before_step(self, request: pytest.FixtureRequest, step: Any, step_func: Any) -> None:
            found[(step.type, step.name)] = list(steplookup.find_fixturedefs_for_step(
                step, request._fixturemanager, request.node))
            same(step, request._fixturemanager, request.node)
            theirs = steplookup.original("get_step_function")(request, step)
            assert theirs is steplookup.get_step_function(request, step), (step, theirs)
            assert theirs.step_func is step_func  # the definition that runs is the one pytest-bdd picks
            contexts.add(id(theirs))

    proc = run_pytest(FEATURES, "-m", "ATTR-01", plugins=[Compare()])
    assert proc.returncode == 0, proc.stdout[-5000:]
    assert len(found) > 300 and {len(defs) for defs in found.values()} == {1}
    assert len(compared) > 50  # the step definitions compared
    assert len(contexts) > 10  # and the step functions picked as the scenarios ran


def make_suite(tmp_path: Path, files: dict[str, str]) -> Path:
    """A features folder of its own, bound by the same module and steps as the real suite."""
    suite = tmp_path / "suite"
    suite.mkdir(parents=True)
    (suite / "conftest.py").write_text((FEATURES / "conftest.py").read_text())
    (suite / "test_rulings.py").write_text((FEATURES / "test_rulings.py").read_text())
    for name, text in files.items():
        (suite / name).write_text(text)
    return suite


GOOD = '''Feature: good
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-03
  Rule: bonuses add up
    Scenario: two bonuses
      Given A controls a unit "jax" with might 3 in their base
      And A controls an Equipment "e1" with might bonus 2 in their base
      And A controls an Equipment "e2" with might bonus 1 in their base
      And "e1" is attached to "jax"
      And "e2" is attached to "jax"
      Then "jax" has might 6

    Scenario: a kill detaches
      Given A controls a unit "jax" with might 3 in their base
      And A controls an Equipment "e1" with might bonus 2 in their base
      And "e1" is attached to "jax"
      When B kills "jax"
      Then "e1" is not attached to anything
'''


def test_an_invalid_state_document_errors_that_scenario_with_its_json_pointer(tmp_path: Path) -> None:
    bad = '''Feature: bad state
  Scenario: a unit at a battlefield the game does not have
    Given a Riftbound game between A and B with battlefields "bf1"
    And A controls a unit "jax" with might 3 at battlefield "nowhere"
    Then "jax" has might 3
'''
    proc = run_pytest(make_suite(tmp_path, {"good.feature": GOOD, "bad.feature": bad}))
    assert proc.returncode == 1
    assert counts(proc.stdout) == {"passed": 2, "error": 1}
    assert "/objects/0/location" in proc.stdout
    assert "'battlefield:nowhere' names no" in proc.stdout


def test_an_unknown_step_names_its_file_and_line_and_the_rest_runs(tmp_path: Path) -> None:
    bad = '''Feature: unknown step
  Scenario: a step nobody wrote
    Given a Riftbound game between A and B
    When A juggles "jax"
'''
    proc = run_pytest(make_suite(tmp_path, {"good.feature": GOOD, "odd.feature": bad}))
    assert proc.returncode == 1
    assert counts(proc.stdout) == {"passed": 2, "error": 1}  # an error of the suite, not a failure
    assert re.search(r'Step definition is not found: When "A juggles \\?"jax\\?""', proc.stdout)
    assert "Line 4" in proc.stdout and "odd.feature" in proc.stdout


def test_a_malformed_feature_file_names_file_and_line_and_the_rest_runs(tmp_path: Path) -> None:
    broken = '''Feature: broken
  Scenario: fine so far
    Given a Riftbound game between A and B
  This line is not Gherkin
    | a table | out of place
'''
    proc = run_pytest(make_suite(tmp_path, {"good.feature": GOOD, "broken.feature": broken}))
    assert proc.returncode == 1
    assert counts(proc.stdout) == {"passed": 2, "error": 1}  # an error of the suite, not a failure
    assert re.search(r"malformed feature file \S*broken\.feature:\d+", proc.stdout)


def test_a_schema_invalid_snapshot_is_an_error_with_the_pointer(tmp_path: Path) -> None:
    proc = run_pytest(make_suite(tmp_path, {"good.feature": GOOD}), "--adapter", "python:python_adapters:bad_snapshot")
    assert proc.returncode == 1
    assert counts(proc.stdout) == {"passed": 1, "error": 1}
    assert "invalid_answer" in proc.stdout
    assert "/objects/0/view/might" in proc.stdout


def test_scenarios_needing_an_undeclared_capability_are_skipped_with_the_reason(tmp_path: Path) -> None:
    proc = run_pytest(make_suite(tmp_path, {"good.feature": GOOD}), "--adapter", "python:python_adapters:attach_only")
    assert proc.returncode == 0
    assert counts(proc.stdout) == {"passed": 1, "skipped": 1}
    assert "does not declare capability 'kill'" in proc.stdout


def test_a_scenario_tagged_with_an_undeclared_capability_is_skipped(tmp_path: Path) -> None:
    tagged = GOOD.replace("  @GEAR-03\n", "  @GEAR-03 @requires-replacement\n")
    proc = run_pytest(make_suite(tmp_path, {"good.feature": tagged}), "--adapter", "python:python_adapters:attach_only")
    assert proc.returncode == 0
    assert counts(proc.stdout) == {"skipped": 2}
    assert "the scenario is tagged @requires-replacement" in proc.stdout


def test_an_engine_that_answers_skipped_skips_that_scenario(tmp_path: Path) -> None:
    proc = run_pytest(make_suite(tmp_path, {"good.feature": GOOD}), "--adapter", "python:python_adapters:skips_kills")
    assert proc.returncode == 0
    assert counts(proc.stdout) == {"passed": 1, "skipped": 1}
    assert "kills are not implemented yet" in proc.stdout
    # it declared `kill` (and all the scenario needs): the skip says that its start answer promised it
    assert "though its start answer declares every capability this scenario needs: kill" in proc.stdout


def test_a_wrong_engine_fails_with_ruling_step_pointer_wanted_and_got(tmp_path: Path) -> None:
    proc = run_pytest(make_suite(tmp_path, {"good.feature": GOOD}), "--adapter", "python:python_adapters:wrong_might")
    assert proc.returncode == 1
    assert counts(proc.stdout) == {"passed": 1, "failed": 1}
    report = proc.stdout[proc.stdout.index("FAILED [GEAR-03]"):]
    assert 'step:   Then "jax" has might 6 (good.feature:13)' in report
    assert "at:     /objects/0/view/might" in report
    assert "wanted: 6" in report and "got:    3" in report


def test_an_unknown_adapter_is_a_usage_error(tmp_path: Path) -> None:
    proc = run_pytest(make_suite(tmp_path, {"good.feature": GOOD}), "--adapter", "carrier-pigeon:x")
    assert proc.returncode == 4  # pytest's usage error; `rulespec run` turns it into 2
    assert "is not one of" in proc.stdout + proc.stderr


@pytest.mark.parametrize("area, expected", [("GEAR", 0), ("BUFF", 0), ("NOPE", 2)])
def test_rulespec_run_exit_codes(area: str, expected: int) -> None:
    # -k keeps the run short (3 scenarios match "Two": 2 in GEAR, 1 in BUFF); --area filters them
    proc = rulespec("run", "--area", area, "-k", "Two")
    assert proc.returncode == expected, proc.stdout[-3000:] + proc.stderr[-3000:]
    if expected == 0:
        assert re.search(rf"^{area}\s+\d+\s+0\s+0\s+0$", proc.stdout, re.M)
        other = "BUFF" if area == "GEAR" else "GEAR"
        assert not re.search(rf"^{other}\s", proc.stdout, re.M)


def test_a_scenario_outline_counts_once_per_example_row(tmp_path: Path) -> None:
    (tmp_path / "outline.feature").write_text(
        "Feature: counting\n"
        "  Scenario: plain\n    Given a Riftbound game between A and B\n\n"
        "  Scenario Outline: one per row\n    Given a Riftbound game between <p> and B\n\n"
        "    Examples:\n      | p |\n      | A |\n      | C |\n", encoding="utf-8")
    assert scenario_count(tmp_path) == 3


def test_a_run_says_how_many_scenarios_the_engine_skipped_though_it_declared_them(tmp_path: Path) -> None:
    """A green run in which the engine skips what it declared is as expected, and says so: CI sees
    that the engine declares more than it does (the count is in the summary, its verdict, and the
    report's summary document)."""
    suite, report = make_suite(tmp_path, {"good.feature": GOOD}), tmp_path / "r.jsonl"
    proc = rulespec("run", "--suite", str(suite), "--adapter", "python:python_adapters:skips_kills",
                    "--report", str(report))
    assert proc.returncode == 0, proc.stdout[-3000:]
    assert "1 scenario skipped by the engine though its start answer declares every capability they need" \
        in proc.stdout, proc.stdout
    assert "verdict: as expected, but 1 scenario skipped though declared" in proc.stdout
    # the engine's reason once, with how many of its scenarios the engine declared all the needs of
    line = ("  1 x Skipped: engine says: kills are not implemented yet (https://example.invalid/issues/7) (the engine "
            "declares all that 1 of them need)")
    assert line in proc.stdout.splitlines(), proc.stdout
    summary = json.loads(rulespec("report", str(report), "--format", "json").stdout)
    assert summary["skipped_though_declared"] == 1 and summary["outcomes"] == {"passed": 1, "skipped": 1}
    plain = rulespec("run", "--suite", str(suite))  # the oracle skips nothing: no such line, no verdict line
    assert plain.returncode == 0 and "though" not in plain.stdout and "verdict:" not in plain.stdout
