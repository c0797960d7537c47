"""Each scenario that did not pass ends with the command that runs it alone, against the same
engine and the same feature files, in the text and in the Markdown of a report."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

from rulespec import features
from rulespec.adapters.runner.report import RunReport

ADAPTER = "stdio:node /tmp/my engine/engine.js"


def report(tmp_path: Path, read: str, outcome: str = "failed", **header: str) -> RunReport:
    lines = [
        {"type": "header", "suite_version": "0.1.0", "adapter": ADAPTER, "engine": {"name": "e"}, "features": read,
         **header},
        {"type": "scenario", "nodeid": "features/test_rulings.py::test_blade_attaches[1]", "scenario": "a",
         "feature": "f.feature", "line": 3, "ruling_ids": ["GEAR-01"], "outcome": outcome,
         "evidence": "FAILED GEAR-01: the ruling"},
        {"type": "end", "complete": True, "scenarios": 1, "outcomes": {outcome: 1}, "exit_code": 1}]
    path = tmp_path / "r.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return RunReport.read_jsonl(path)


def test_a_failure_of_the_shipped_suite_says_how_to_run_it_alone(tmp_path: Path) -> None:
    run = report(tmp_path, str(Path(features.__file__).resolve().parent))
    command = f"rulespec run --adapter {shlex.quote(ADAPTER)} -k test_blade_attaches"
    assert f"  re-run it alone: {command}" in run.render_text().splitlines()
    assert "Re-run it alone: <code>rulespec run --adapter &#x27;stdio:node /tmp/my engine/engine.js&#x27; " \
           "-k test_blade_attaches</code>" in run.render_markdown()


def test_a_failure_of_other_feature_files_names_them(tmp_path: Path) -> None:
    text = report(tmp_path, "/work/rulings in progress", outcome="errored").render_text()
    assert ("  re-run it alone: rulespec run --adapter 'stdio:node /tmp/my engine/engine.js' "
            "--features '/work/rulings in progress' -k test_blade_attaches") in text.splitlines()


def test_a_defect_of_the_suite_gets_no_command_to_re_run(tmp_path: Path) -> None:
    assert "re-run" not in report(tmp_path, "/x", outcome="suite-error").render_text()


def test_a_replay_of_test_vectors_gets_no_command_to_re_run(tmp_path: Path) -> None:
    vectors = tmp_path / "vectors"
    (vectors / "gear").mkdir(parents=True)
    (vectors / "gear" / "a.json").write_text("{}")
    assert "re-run" not in report(tmp_path, str(vectors)).render_text()
    assert "Re-run" not in report(tmp_path, str(vectors)).render_markdown()


def test_a_replay_read_on_another_machine_gets_no_command_to_re_run(tmp_path: Path) -> None:
    """The vectors' folder is gone (a report read in a later CI job): the header says it was a replay."""
    gone = str(tmp_path / "vectors-of-another-job")
    assert "re-run" not in report(tmp_path, gone, command="replay").render_text()
    assert "Re-run" not in report(tmp_path, gone, command="replay").render_markdown()
    assert "re-run it alone: rulespec run" in report(tmp_path, gone, command="run").render_text()


def test_a_report_of_the_suite_installed_elsewhere_names_no_feature_files(tmp_path: Path) -> None:
    text = report(tmp_path, "/home/runner/venv/lib/python3.12/site-packages/rulespec/features").render_text()
    assert f"  re-run it alone: rulespec run --adapter {shlex.quote(ADAPTER)} -k test_blade_attaches" in text


def test_a_misspelled_capability_is_named_in_the_summary_with_the_nearest_name(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    engine = {"name": "e", "capabilities": ["attach", "view.mights", "teleport", "states"]}
    lines = [{"type": "header", "suite_version": "0.1.0", "adapter": ADAPTER, "engine": engine},
             {"type": "end", "complete": True, "scenarios": 0, "outcomes": {}, "exit_code": 0}]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    run = RunReport.read_jsonl(path)
    wanted = "`view.mights` (did you mean `view.might`?), `teleport`"  # `states` is an old name, still read
    assert f"declared capabilities this suite does not know, ignored: {wanted}" in run.render_text().splitlines()
    assert "Declared capabilities this suite does not know, ignored:" in run.render_markdown()
    assert "view.mights" in run.render_markdown()
