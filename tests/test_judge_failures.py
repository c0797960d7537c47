"""A failure a judge can read (issue 12): the ruling first (its ID, its Rule and its citation),
then the scenario and the step, worded as the step; against the oracle, that the ruling and the
reference engine disagree; the check as data for engine authors below. The feature files are
written here so that they fail: the expected wording is written by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulespec.adapters.runner.plugin import expectation, is_oracle
from tests.cli_runs import SUITE_FIXTURES, rulespec

WRONG_RULING = """Feature: A judge's mistaken ruling
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-14
  Rule: Exhausting a unit readies it (a mistaken reading, on purpose)
    Core Rules 719.4.

    Scenario: The judge expects an exhausted unit to be ready
      Given A controls a unit "jax" with might 4 in their base
      When A exhausts "jax"
      Then "jax" is ready
"""

MIGHT = """Feature: Might with Equipment
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-02
  Rule: The Equipment's might bonus adds to its unit's might
    Core Rules 718.5.a.

    Scenario: A unit with a +2 Equipment has might 6
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      Then "garen" has might 6
"""


def failure(stdout: str) -> list[str]:
    return stdout[stdout.index("did not pass:"):].splitlines()[2:]


def test_against_the_oracle_the_failure_leads_with_the_ruling_and_says_they_disagree(tmp_path: Path) -> None:
    (tmp_path / "wrong.feature").write_text(WRONG_RULING, encoding="utf-8")
    run = rulespec("run", "--features", str(tmp_path))
    assert run.returncode == 1, run.stdout + run.stderr
    lines = failure(run.stdout)
    assert lines[:6] == [
        "FAILED GEAR-14: Exhausting a unit readies it (a mistaken reading, on purpose)",
        "  Core Rules 719.4.",
        "  scenario: The judge expects an exhausted unit to be ready (wrong.feature:9)",
        '  step:     Then "jax" is ready (line 12)',
        '  expected "jax" to be ready; the engine\'s answer says otherwise',
        "  The ruling and the reference engine (the oracle) disagree: either the scenario misreads the ruling, "
        "or the oracle does not model it yet (docs/oracle-limits.md).",
    ]
    data = "\n".join(lines[6:])
    assert lines[6] == "  for engine authors, the check as data:"
    assert "at:     /objects/0/exhausted" in data and "wanted: false" in data and "got:    true" in data


def test_against_another_engine_the_failure_does_not_blame_the_oracle(tmp_path: Path) -> None:
    (tmp_path / "might.feature").write_text(MIGHT, encoding="utf-8")
    run = rulespec("run", "--features", str(tmp_path), "--adapter", "python:python_adapters:wrong_might",
                   paths=[SUITE_FIXTURES])
    assert run.returncode == 1, run.stdout + run.stderr
    lines = failure(run.stdout)
    assert lines[:5] == [
        "FAILED GEAR-02: The Equipment's might bonus adds to its unit's might",
        "  Core Rules 718.5.a.",
        "  scenario: A unit with a +2 Equipment has might 6 (might.feature:9)",
        '  step:     Then "garen" has might 6 (line 13)',
        '  expected "garen" to have might 6; the engine\'s answer says otherwise',
    ]
    assert lines[5] == "  for engine authors, the check as data:"
    assert "disagree" not in run.stdout
    assert "wanted: 6" in run.stdout and "got:    4" in run.stdout


@pytest.mark.parametrize(("step", "wanted"), [
    ('"jax" is ready', '"jax" to be ready'),
    ('"blade" is not attached to anything', '"blade" not to be attached to anything'),
    ('"garen" was recalled by cleanup', '"garen" to have been recalled by cleanup'),
    ("A has [1] left in their rune pool", "A to have [1] left in their rune pool"),
    ("the chain is empty", "that the chain is empty"),
    ("the last action caused exactly these events, in order:",
     "that the last action caused exactly these events, in order (the step's table)"),
    ('"garen" has these abilities:', '"garen" to have these abilities (the step\'s table)'),
])
def test_a_check_is_worded_as_its_step(step: str, wanted: str) -> None:
    assert expectation(step) == wanted


def test_only_the_reference_engine_is_called_the_oracle() -> None:
    assert is_oracle("oracle") and is_oracle("stdio:python -m rulespec.oracle")
    assert not is_oracle("python:python_adapters:wrong_might") and not is_oracle("stdio:node engine.js")
