"""An engine that faults on `setup` errs the scenario at its first step that needs the engine
(the state goes with it); the evidence says the fault is on `setup`, not on that step's action."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

from tests.cli_runs import rulespec

ENGINE = Path(__file__).parent / "engines" / "crash_on_setup.py"

FEATURE = """Feature: One attach
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-23
  Rule: An Equipment attaches
    Core Rules 434.1.

    Scenario: An effect attaches an Equipment
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      When A attaches "blade" to "garen"
      Then "blade" is attached to "garen"
"""


def test_a_fault_on_setup_says_so_at_the_step_where_it_happened(tmp_path: Path) -> None:
    (tmp_path / "attach.feature").write_text(FEATURE, encoding="utf-8")
    adapter = f"stdio:{shlex.quote(sys.executable)} {shlex.quote(str(ENGINE))}"
    run = rulespec("run", "--features", str(tmp_path), "--adapter", adapter)
    assert run.returncode == 1, run.stdout + run.stderr
    lines = run.stdout[run.stdout.index("ERRORED"):].splitlines()
    assert lines[1].startswith('  at step: When A attaches "blade" to "garen" (')
    assert lines[2] == "  (as this step began, the scenario's state was sent to the engine: the fault is on `setup`)"
    assert "engine fault (crash)" in lines[3] and "cannot load this state" in run.stdout
