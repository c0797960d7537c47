"""A selection that selects nothing says why: an area the suite does not have, or a ruling ID
it does not have (a missing hyphen, small letters), with the nearest one it has."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli_runs import rulespec

FEATURE = """Feature: Two rulings
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-14
  Rule: An exhausted unit is exhausted
    Core Rules 719.4.

    Scenario: A unit exhausted is exhausted
      Given A controls a unit "jax" with might 4 in their base
      When A exhausts "jax"
      Then "jax" is exhausted

  @BUFF-02
  Rule: A readied unit is ready
    Core Rules 415.1.

    Scenario: A unit readied is ready
      Given A controls a unit "jax" with might 4 in their base
      And "jax" is exhausted
      When A readies "jax"
      Then "jax" is ready
"""


@pytest.mark.parametrize(("option", "value", "hint"), [
    ("--area", "GEARS", "there is no ruling area 'GEARS' (did you mean GEAR?); the areas: BUFF, GEAR"),
    ("--tags", "GEAR14", "no scenario is tagged 'GEAR14' (did you mean GEAR-14?); ruling IDs are written AREA-N"),
    ("--tags", "gear-14", "no scenario is tagged 'gear-14' (did you mean GEAR-14?)"),
    ("--tags", "GEAR-15 or BUFF-03", "no scenario is tagged 'GEAR-15' (did you mean GEAR-14?); "
                                     "no scenario is tagged 'BUFF-03' (did you mean BUFF-02?)"),
])
def test_a_selection_of_nothing_says_why(option: str, value: str, hint: str, tmp_path: Path) -> None:
    (tmp_path / "two.feature").write_text(FEATURE, encoding="utf-8")
    run = rulespec("run", "--features", str(tmp_path), option, value)
    assert run.returncode == 2, run.stdout + run.stderr
    assert f"rulespec: no scenario selected: {hint}" in run.stderr


def test_a_selection_that_names_real_rulings_gets_no_hint(tmp_path: Path) -> None:
    (tmp_path / "two.feature").write_text(FEATURE, encoding="utf-8")
    run = rulespec("run", "--features", str(tmp_path), "--tags", "GEAR-14", "--area", "BUFF")
    assert run.returncode == 2 and run.stderr.rstrip().endswith("rulespec: no scenario selected")
