"""``rulespec steps`` and docs/writing-rulings.md: the step reference is generated from the step
definitions and the shipped features, so the page is checked to be current; every step definition
is in it; and the guide's worked example lints clean and passes against the oracle."""

from __future__ import annotations

import re
from pathlib import Path

from rulespec.adapters.runner import steps_doc
from rulespec.adapters.runner.lint import definitions
from tests.cli_runs import ROOT, rulespec

GUIDE = ROOT / "docs" / "writing-rulings.md"


def test_the_guide_holds_the_current_step_reference() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    assert steps_doc.MARKER in text
    assert text == steps_doc.current_guide(text), (
        "docs/writing-rulings.md is out of date: run `python -m rulespec.adapters.runner.steps_doc`")


def test_rulespec_steps_lists_every_step_definition_with_its_needs() -> None:
    run = rulespec("steps")
    assert run.returncode == 0
    for d in definitions():
        assert f"({d.key}, {d.file})" in run.stdout, d.key
    # a step whose needs are fixed, and one whose needs depend on its words (STEP_CAPABILITIES)
    chain = run.stdout.split("(then.chain_holds, features/steps/then.py)")[1].split("####")[0]
    assert "- needs: chain" in chain
    status = run.stdout.split("(given.status, features/steps/given.py)")[1].split("####")[0]
    assert "depends on its words" in status and "stun (`Given" in status and "damage (`Given" in status
    detached = run.stdout.split("(then.detached, features/steps/then.py)")[1].split("####")[0]
    assert "- reads the events of the last action only" in detached
    assert "- `illegal_target`: A target or chosen object is not legal" in run.stdout


def test_the_worked_example_of_the_guide_lints_clean_and_passes_against_the_oracle(tmp_path: Path) -> None:
    text = GUIDE.read_text(encoding="utf-8")
    toml = re.search(r"```toml\n(.+?)```", text, re.S)
    gherkin = re.search(r"<!-- worked-example[^>]*-->\n```gherkin\n(.+?)```", text, re.S)
    assert toml and gherkin
    (tmp_path / "catalogue.toml").write_text(toml[1], encoding="utf-8")
    (tmp_path / "recall.feature").write_text(gherkin[1], encoding="utf-8")
    lint = rulespec("lint", str(tmp_path))
    assert lint.returncode == 0, lint.stdout
    run = rulespec("run", "--features", str(tmp_path), "--area", "JUDGE")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "2 passed, 0 failed" in run.stdout
