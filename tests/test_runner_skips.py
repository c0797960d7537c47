"""Skips decided before a scenario starts (features/steps/world.py, STEP_CAPABILITIES): the runner
reads every step of a scenario first, and a scenario that needs a capability the engine lacks is
skipped before any request reaches the engine, naming every missing capability; the summary
groups the skips by missing capability. The engine records every request it gets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulespec import features
from rulespec.features.steps.world import STEP_CAPABILITIES, step_key
from tests.cli_runs import Run, rulespec

HERE = Path(__file__).parent
FEATURES = Path(features.__file__).parent

#: The last Then needs `damage` and the When needs `kill`: an attach-only engine lacks both, and
#: must not see the set-up or the attach that come first.
LATE_NEEDS = '''Feature: late needs
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-03
  Rule: late needs
    Scenario: the needs come last
      Given A controls a unit "jax" with might 3 in their base
      And A controls an Equipment "e1" with might bonus 2 in their base
      When A attaches "e1" to "jax"
      Then "jax" has might 5
      When B kills "jax"
      Then "jax" has 0 damage

    Scenario: attaching only
      Given A controls a unit "jax" with might 3 in their base
      And A controls an Equipment "e1" with might bonus 2 in their base
      When A attaches "e1" to "jax"
      Then "jax" has might 5
'''


MAGIC = '''Feature: magic
  Background:
    Given a Magic game between A and B

  @MTG-01
  Rule: needs more than attaching
    Scenario: a Magic kill
      Given A controls a creature "bear" on the battlefield
      When B kills "bear"
      Then "bear" is in the graveyard
'''


def run(suite: Path, record: Path, *args: str, adapter: str = "attach_only") -> Run:
    """``rulespec run`` of ``suite`` against a recording engine of tests/suite_fixtures, in-process."""
    return rulespec("run", "--suite", str(suite), "--adapter", f"python:recording_adapters:{adapter}", *args,
                    env={"RULESPEC_TEST_RECORD": str(record)}, timeout=120)


@pytest.fixture
def suite(tmp_path: Path) -> Path:
    folder = tmp_path / "suite"
    folder.mkdir()
    for name in ("conftest.py", "test_rulings.py"):
        (folder / name).write_text((FEATURES / name).read_text())
    (folder / "late.feature").write_text(LATE_NEEDS)
    return folder


def test_a_scenario_whose_last_steps_need_missing_capabilities_is_skipped_before_any_request(
        suite: Path, tmp_path: Path) -> None:
    record, report = tmp_path / "record.txt", tmp_path / "report.jsonl"
    proc = run(suite, record, "-k", "the_needs_come_last", "--report", str(report))
    assert proc.returncode == 0, proc.stdout[-4000:]
    assert proc.stdout.strip().splitlines()[-1].startswith("0 passed, 0 failed, 0 errored, 1 skipped")
    assert record.read_text().splitlines() == ["start"]  # no setup, no action, no snapshot
    (line,) = [json.loads(x) for x in report.read_text().splitlines() if '"scenario"' in x and '"outcome"' in x]
    assert line["outcome"] == "skipped"
    reason = line["evidence"]
    assert "capability 'damage'" in reason and "capability 'kill'" in reason
    assert 'When B kills "jax"' in reason and 'Then "jax" has 0 damage' in reason
    # exit 0 (nothing failed), but a run of skips only says that nothing was tested
    assert "all 1 scenario(s) were skipped: nothing was tested" in proc.stderr
    assert "verdict: as expected, but nothing was tested: every scenario was skipped" in proc.stdout
    markdown = rulespec("report", str(report)).stdout
    assert "**as expected, but nothing was tested: every scenario was skipped**" in markdown


def test_a_scenario_the_engine_can_run_still_runs(suite: Path, tmp_path: Path) -> None:
    record = tmp_path / "record.txt"
    proc = run(suite, record, "-k", "attaching_only")
    assert proc.returncode == 0, proc.stdout[-4000:]
    assert proc.stdout.strip().splitlines()[-1].startswith("1 passed")
    assert record.read_text().splitlines() == ["start", "setup", "perform attach", "snapshot"]
    assert "nothing was tested" not in proc.stderr


def test_the_summary_groups_skips_by_missing_capability(suite: Path, tmp_path: Path) -> None:
    (suite / "more.feature").write_text(LATE_NEEDS.replace("Feature: late needs", "Feature: more needs")
                                        .replace("the needs come last", "kills again"))
    proc = run(suite, tmp_path / "record.txt")
    assert proc.returncode == 0, proc.stdout[-4000:]
    summary = proc.stdout[proc.stdout.index("skipped, by missing capability"):]
    assert "  damage: 2 scenarios" in summary
    assert "  kill: 2 scenarios" in summary


def test_every_step_function_names_what_it_needs() -> None:
    from pytest_bdd.steps import step_function_context_registry

    import rulespec.features.conftest  # noqa: F401  (registers the steps)

    steps = {step_key(c.step_func) for c in step_function_context_registry.values()
             if c.step_func.__module__.startswith("rulespec.features.steps")}
    assert steps and steps <= set(STEP_CAPABILITIES), sorted(steps - set(STEP_CAPABILITIES))
    assert set(STEP_CAPABILITIES) <= steps, sorted(set(STEP_CAPABILITIES) - steps)


def test_a_game_the_engine_does_not_play_is_the_reason_before_any_capability(suite: Path, tmp_path: Path) -> None:
    (suite / "magic.feature").write_text(MAGIC)
    record = tmp_path / "record.txt"
    proc = run(suite, record, "-k", "magic_kill", adapter="riftbound_only")
    assert proc.returncode == 0, proc.stdout[-4000:]
    assert record.read_text().splitlines() == ["start"]
    summary = proc.stdout[proc.stdout.index("skipped, by missing capability"):]
    assert "  game 'mtg': 1 scenario" in summary
    assert "kill" not in summary
