"""The step vocabulary cannot pass by accident: a When step needs its action performed, a
"tries to" step needs a verdict step, and an engine that refuses everything passes only the
scenarios that expect every one of their actions to be refused."""

from __future__ import annotations

import json
from pathlib import Path

from tests.test_feature_suite import FEATURES, counts, make_suite, run_pytest

REFUSING = "python:refusing:refuses_everything"

ONE = '''Feature: one
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-19
  Rule: a unit moves
    Scenario: a unit moves to a battlefield
      Given A controls a unit "jax" with might 3 in their base
      When A moves "jax" to battlefield "bf1"
      Then "jax" is at battlefield "bf1"
'''


def test_a_refused_when_action_fails_the_scenario_with_the_reason(tmp_path: Path) -> None:
    proc = run_pytest(make_suite(tmp_path, {"one.feature": ONE}), "--adapter", REFUSING)
    assert proc.returncode == 1
    assert counts(proc.stdout) == {"failed": 1}
    report = proc.stdout[proc.stdout.index("FAILED [GEAR-19]"):]
    assert 'step:   When A moves "jax" to battlefield "bf1" (one.feature:9)' in report
    assert "it was rejected as 'illegal_target': this engine refuses every action" in report
    assert "at:     /accepted" in report and "wanted: true" in report and "got:    false" in report


def test_a_tries_to_step_without_a_verdict_is_a_defect_of_the_scenario(tmp_path: Path) -> None:
    no_verdict = ONE.replace('When A moves "jax"', 'When A tries to move "jax"').replace(
        'Then "jax" is at battlefield "bf1"', 'Then "jax" is in A\'s base')
    proc = run_pytest(make_suite(tmp_path, {"one.feature": no_verdict}))
    assert proc.returncode == 1
    assert "must be followed by 'Then the action is accepted'" in proc.stdout


def test_an_engine_that_refuses_everything_passes_only_rejection_scenarios(tmp_path: Path) -> None:
    out = tmp_path / "run.json"
    # --tb=no: the verdicts are read from the Cucumber JSON; pytest's report of 900 failures is
    # not (a sixth of the run's CPU, pytest's summary scanning every report once per failure).
    proc = run_pytest(FEATURES, "--adapter", REFUSING, f"--cucumberjson={out}", "--tb=no")
    assert proc.returncode == 1, proc.stdout[-3000:]
    passed, acting = [], 0
    for feature in json.loads(out.read_text()):
        for scenario in feature["elements"]:
            whens, kind = [], ""
            for step in scenario["steps"]:
                kind = kind if step["keyword"].strip() in ("And", "But", "*") else step["keyword"].strip()
                if kind == "When":
                    whens.append(step["name"])
            acts = [w for w in whens if " tries to " not in f" {w}"]
            acting += bool(acts)
            if all(s["result"]["status"] == "passed" for s in scenario["steps"]) and acts:
                passed.append(f"{feature['uri']}: {scenario['name']}: {acts}")
    assert acting >= 80  # most scenarios act: the check is not vacuous
    assert passed == []


EVENTS = '''Feature: events
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-35
  Rule: a detached Equipment stays where it is
    Scenario: what happened and what did not
      Given A controls a unit "jax" with might 3 in their base
      And A controls an Equipment "e1" with might bonus 2 in their base
      And "e1" is attached to "jax"
      When A detaches "e1"
      Then the last action caused a detach event for "e1"
      And the last action caused no kill event for "jax"
      And the last action caused no recall events
      And the last action caused exactly these events, in order:
        | type   | object | from |
        | detach | e1     | jax  |
<extra>'''


def test_event_steps_say_what_happened_and_what_did_not(tmp_path: Path) -> None:
    right = run_pytest(make_suite(tmp_path / "right", {"events.feature": EVENTS.replace("<extra>", "")}))
    assert counts(right.stdout) == {"passed": 1}, right.stdout[-3000:]
    extra = EVENTS.replace("<extra>", "        | recall | e1     |      |\n")
    wrong = run_pytest(make_suite(tmp_path / "wrong", {"events.feature": extra}))
    assert counts(wrong.stdout) == {"failed": 1}
    assert "check:  the events of the last action, in order" in wrong.stdout
    absent = EVENTS.replace("<extra>", "").replace("caused no kill event", "caused a kill event")
    missing = run_pytest(make_suite(tmp_path / "missing", {"events.feature": absent}))
    assert "check:  the last action caused a kill event for 'jax'" in missing.stdout


def test_a_rejection_that_changed_the_game_fails_though_the_scenario_says_nothing_of_the_state(
        tmp_path: Path) -> None:
    """The contract's "a rejected action changes nothing" is checked at every expected rejection:
    a scenario written only to say which reason (no `Then nothing changed`) still fails an engine
    that spent the player's pool before refusing."""
    scenario = ONE.replace('Given A controls a unit "jax" with might 3 in their base\n',
                           'Given A has an Equipment "blade" with might bonus 2 in their trash\n'
                           '      And A has [1] in their rune pool\n').replace(
        'When A moves "jax" to battlefield "bf1"\n      Then "jax" is at battlefield "bf1"',
        'When A tries to play "blade"\n      Then the action is rejected as "wrong_zone"')
    suite = make_suite(tmp_path, {"one.feature": scenario})
    assert counts(run_pytest(suite).stdout) == {"passed": 1}
    proc = run_pytest(suite, "--adapter", "python:refusing:pays_then_refuses")
    assert proc.returncode == 1 and counts(proc.stdout) == {"failed": 1}, proc.stdout[-3000:]
    report = proc.stdout[proc.stdout.index("FAILED [GEAR-19]"):]
    assert "check:  a rejected action leaves the state exactly as it was" in report, report
    assert "at:     /players/0/pool" in report, report


DONE = '''Feature: done
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-11
  Rule: a control change is no move
    Scenario: B takes A's unit, which stays where it is
      Given A controls a unit "jax" with might 3 at battlefield "bf1"
      When B takes control of "jax"
      Then "jax" is at battlefield "bf1"

  @GEAR-19
  Rule: an Equip resolves
    Scenario: A's Equip resolves, and the unit stays where it is
      Given A controls a unit "jax" with might 3 in their base
      And A controls an Equipment "e1" with Equip [1] in their base
      And A's Equip ability of "e1" targeting "jax" is on the chain
      When the top of the chain resolves
      Then "jax" is in A's base
'''


def test_an_action_accepted_and_not_done_fails_at_its_when_step(tmp_path: Path) -> None:
    """A When step states that its action happens: an engine that accepts the action and does
    nothing of it (no event, nothing changed) fails at that step, though the scenario's Then steps
    look elsewhere (features/steps/when.py, ``_done``)."""
    suite = make_suite(tmp_path, {"done.feature": DONE})
    assert counts(run_pytest(suite).stdout) == {"passed": 2}
    proc = run_pytest(suite, "--adapter", "python:refusing:ignores_everything")
    assert proc.returncode == 1 and counts(proc.stdout) == {"failed": 2}, proc.stdout[-3000:]
    control = proc.stdout[proc.stdout.index("FAILED [GEAR-11]"):]
    assert 'step:   When B takes control of "jax" (done.feature:9)' in control, control
    assert "check:  who controls 'jax' once B took control of it" in control
    assert 'wanted: "B"' in control and 'got:    "A"' in control
    resolve = proc.stdout[proc.stdout.index("FAILED [GEAR-19]"):]
    assert "step:   When the top of the chain resolves (done.feature:18)" in resolve, resolve
    assert "check:  the chain once its top item resolved: that item has left it" in resolve
