"""Every snapshot a scenario reads is held to what every snapshot keeps (features/steps/invariants.py),
after the step's own checks: a wrong engine is caught where the scenario does not look. ``rulespec
run`` and ``rulespec replay`` give the same verdict at the same step. The feature files are written
here; what each run must say is written by hand."""

from __future__ import annotations

import json
from pathlib import Path

from rulespec.features.steps import invariants
from tests.cli_runs import SUITE_FIXTURES, rulespec

ATTACHED = """Feature: What a scenario does not look at
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-02
  Rule: The Equipment's might bonus adds to its unit's might
    Core Rules 718.5.a.

    Scenario: The Equipment attached, its unit's Might
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      When A attaches "blade" to "garen"
      Then "blade" is attached to "garen"
      And "garen" has might 6
"""

# 142.4, 323.5: lethal damage is checked by a cleanup, and a state as it is set up has had none
SET_UP_LETHAL = """Feature: A state set up with lethal damage
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @ATTR-01
  Rule: Damage stays marked until a cleanup looks at it
    Core Rules 142.4, 323.5.

    Scenario: A unit set up with lethal damage, read before any action
      Given A controls a unit "jax" with might 2 in their base
      And "jax" has 2 damage
      Then "jax" has 2 damage
"""


def failure(stdout: str) -> list[str]:
    return stdout[stdout.index("did not pass:"):].splitlines()[2:]


def test_a_host_whose_view_lists_no_attachment_fails_the_step_that_read_it(tmp_path: Path) -> None:
    (tmp_path / "attached.feature").write_text(ATTACHED, encoding="utf-8")
    run = rulespec("run", "--features", str(tmp_path), "--adapter", "python:python_adapters:lists_no_attachments",
                   paths=[SUITE_FIXTURES])
    assert run.returncode == 1, run.stdout + run.stderr
    lines = failure(run.stdout)
    assert lines[:5] == [
        "FAILED GEAR-02: The Equipment's might bonus adds to its unit's might",
        "  Core Rules 718.5.a.",
        "  scenario: The Equipment attached, its unit's Might (attached.feature:9)",
        '  step:     When A attaches "blade" to "garen" (line 12)',  # its check that the attach was made
        "  this step's check held, but the snapshot it read breaks attachment-tree (718.5), which every snapshot "
        "keeps whatever the ruling",
    ]
    data = "\n".join(lines)
    assert "at:     /objects/0/view/attachments" in data
    assert 'wanted: ["blade"]' in data and "got:    []" in data


def test_replay_fails_the_same_vector_at_the_same_step_with_the_same_check(tmp_path: Path) -> None:
    features, out, report = tmp_path / "features", tmp_path / "vectors", tmp_path / "replay.jsonl"
    features.mkdir()
    (features / "attached.feature").write_text(ATTACHED, encoding="utf-8")
    assert rulespec("vectors", str(out), "--features", str(features)).returncode == 0
    replay = rulespec("replay", str(out), "--adapter", "python:python_adapters:lists_no_attachments",
                      "--report", str(report), paths=[SUITE_FIXTURES])
    assert replay.returncode == 1, replay.stdout + replay.stderr
    (line,) = [x for x in map(json.loads, report.read_text().splitlines()) if x["type"] == "scenario"]
    assert line["outcome"] == "failed"
    evidence = line["evidence"].splitlines()
    assert evidence[1:6] == [
        '  step:   When A attaches "blade" to "garen" (features/attached.feature:12)',
        "  check:  the snapshot after the last action breaks attachment-tree (718.5), which every snapshot keeps "
        "whatever the scenario checks: lists []; attached: ['blade']",
        "  at:     /objects/0/view/attachments",
        '  wanted: ["blade"]',
        "  got:    []",
    ]
    run = rulespec("run", "--features", str(features), "--adapter", "python:python_adapters:lists_no_attachments",
                   paths=[SUITE_FIXTURES])
    assert run.returncode == 1, run.stdout + run.stderr
    assert "\n".join(f"    {line}" for line in evidence[2:6]) in run.stdout  # the check as data, as replay gives it


def test_the_oracle_keeps_them_and_lethal_damage_counts_only_after_a_cleanup(tmp_path: Path) -> None:
    (tmp_path / "attached.feature").write_text(ATTACHED, encoding="utf-8")
    (tmp_path / "lethal.feature").write_text(SET_UP_LETHAL, encoding="utf-8")
    run = rulespec("run", "--features", str(tmp_path))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "2 passed, 0 failed" in run.stdout


def test_each_invariant_names_what_it_wants_and_what_it_got() -> None:
    doc = {"game": "riftbound", "objects": [
        {"id": "u", "zone": "board", "location": "base:A", "damage": 3, "counters": {"buff": 2, "x": -1},
         "view": {"type": "unit", "might": 3, "attachments": ["g"]}},
        {"id": "g", "zone": "board", "location": "battlefield:bf1", "attached_to": "u"}]}
    found = {name: (p.pointer, p.wanted, p.got) for name, p in invariants.broken(doc)}
    assert found == {
        "attachment-tree (718.5)": ("/objects/1/location", "base:A", "battlefield:bf1"),
        "one-buff (702.3)": ("/objects/0/counters/buff", 1, 2),
        "counters-not-negative (744)": ("/objects/0/counters/x", 0, -1),
        "no-lethal-damage-after-cleanup (323.5)": ("/objects/0/damage", "less than its Might (3), or the unit killed",
                                                   3),
    }
    assert "no-lethal-damage-after-cleanup (323.5)" not in dict(invariants.broken(doc, cleaned=False))
