"""`rulespec run`'s verdict is built from what happened (issue 7): a scenario that never ran is not
passed, an interrupted run says so (summary, report, exit code 3) and stops its engine, the
expectations file is kept whole, a suite defect is the suite's, an adapter that raises errs,
an engine that skips `start` fails the run, and what an engine sends cannot write the summary.

Each test selects a few scenarios; those that count or name them select them from the fixed sample
of tests/suite_fixtures/runner_suite/ (the ``runner_suite`` fixture, tests/conftest.py), so a new
scenario of a shipped ruling cannot break them. The whole suite runs in tests/test_runner.py.
The runs are in-process (tests/cli_runs.py) but those a signal stops, which need a process."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rulespec.adapters.runner import report as reports
from tests.cli_runs import rulespec

HERE = Path(__file__).parent
FIXTURES = HERE / "suite_fixtures"
FEATURES = HERE.parent / "features"
GEAR_03_14 = ("--tags", "GEAR-03 or GEAR-14")  # of runner_suite: 4 scenarios, 2 fail on wrong_might, 2 pass
WRONG = ("--adapter", "python:python_adapters:wrong_might")
TWO = "Two Equipment add their bonuses and their texts"
THREE = "Three Equipment, one with a negative bonus, sum up"


def env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(FIXTURES), os.environ.get("PYTHONPATH", "")])}


def report_lines(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def outcomes(path: Path) -> dict[str, str]:
    return {str(x["scenario"]): str(x["outcome"]) for x in report_lines(path) if x["type"] == "scenario"}


# --- 1. nothing counts as passed that did not run ---------------------------------------------


def test_scenarios_whose_steps_never_ran_are_not_run_and_the_run_is_incomplete(
        tmp_path: Path, runner_suite: tuple[str, str]) -> None:
    report, known = tmp_path / "r.jsonl", tmp_path / "known.json"
    known.write_text(json.dumps({"schema": "rulespec/expectations/1", "known_failures": [
        {"ruling": "MTG-01", "reason": "kept"}]}))
    before = known.read_text()
    proc = rulespec("run", *runner_suite, "--tags", "GEAR-03", "--report", str(report), "--expectations",
                    str(known), "--update-expectations", "--", "--setup-only")
    assert proc.returncode == 3, proc.stdout[-3000:] + proc.stderr
    assert "0 passed" in proc.stdout and "2 not-run" in proc.stdout
    assert "INCOMPLETE: 2 of 2 scenario(s) did not run" in proc.stdout
    assert set(outcomes(report).values()) == {"not-run"}
    assert report_lines(report)[-1]["complete"] is False
    assert known.read_text() == before  # an incomplete run writes no expectations
    assert "not updated: the run did not complete" in proc.stderr


# --- 1, 8. an interrupted run: summary, report, exit code, and no orphaned engine ----------------


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_stops_the_run_and_its_deaf_engine_and_the_report_says_interrupted(
        tmp_path: Path, signum: signal.Signals, runner_suite: tuple[str, str]) -> None:
    pidfile, report, known = tmp_path / "engine.pid", tmp_path / "r.jsonl", tmp_path / "known.json"
    known.write_text(json.dumps({"schema": "rulespec/expectations/1", "known_failures": [
        {"scenario": TWO, "reason": "kept"}]}))
    before = known.read_text()
    engine = f"stdio:{sys.executable} {FIXTURES / 'deaf_engine.py'} {pidfile}"
    proc = subprocess.Popen([sys.executable, "-m", "rulespec.adapters.runner.cli", "run", *runner_suite, *GEAR_03_14,
                             "--engine-timeout", "60",
                             "--adapter", engine, "--report", str(report), "--expectations", str(known),
                             "--update-expectations"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env())
    engine_pid = 0
    try:
        deadline = time.monotonic() + 60
        while not (pidfile.exists() and pidfile.read_text()) and time.monotonic() < deadline:
            time.sleep(0.05)
        engine_pid = int(pidfile.read_text())
        proc.send_signal(signum)
        out, err = proc.communicate(timeout=30)
        orphaned = alive_after(engine_pid, seconds=5)
    finally:
        proc.kill()
        if engine_pid and alive_after(engine_pid, seconds=0):
            os.kill(engine_pid, signal.SIGKILL)
    assert not orphaned, f"the engine {engine_pid}, which never reads its stdin again, outlived the run"
    assert proc.returncode == 3, out[-3000:] + err
    assert f"INTERRUPTED by {signum.name}" in out
    assert "Traceback" not in out + err
    end = report_lines(report)[-1]
    assert end["type"] == "end" and end["complete"] is False and end["interrupted"] == signum.name
    assert end["exit_code"] == 3 and end["scenarios"] == 4
    # A scenario needing what the deaf engine does not declare is skipped before it starts
    # (features/steps/world.py); every other one was cut short.
    assert "not-run" in set(outcomes(report).values()) <= {"not-run", "skipped"}
    assert known.read_text() == before  # an interrupted run writes no expectations


def alive_after(pid: int, seconds: float) -> bool:
    """Whether process ``pid`` still runs after up to ``seconds``."""
    deadline = time.monotonic() + seconds
    stat = Path(f"/proc/{pid}/stat")
    while True:
        try:
            os.kill(pid, 0)
            if stat.exists() and stat.read_text().rsplit(")", 1)[-1].split()[0] == "Z":
                return False  # dead, waiting to be reaped by whoever adopted it
        except (ProcessLookupError, FileNotFoundError):
            return False
        if time.monotonic() >= deadline:
            return True
        time.sleep(0.1)


# --- 2. --update-expectations keeps what it did not see ----------------------------------------


def test_updating_expectations_keeps_entries_outside_the_selection_and_drops_fixed_ones(
        tmp_path: Path, runner_suite: tuple[str, str]) -> None:
    known = tmp_path / "known.json"
    known.write_text(json.dumps({"schema": "rulespec/expectations/1", "engine": "old", "known_failures": [
        {"ruling": "MTG-01", "reason": "not selected: kept", "issue": "https://example.invalid/1"},
        {"scenario": TWO, "reason": "still failing: kept with its reason"},
        {"scenario": "Exhausting the unit leaves its Equipment ready", "reason": "passes now: dropped"}]}))
    proc = rulespec("run", *runner_suite, *WRONG, *GEAR_03_14, "--expectations", str(known), "--update-expectations")
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr
    entries = json.loads(known.read_text())["known_failures"]
    assert entries == [
        {"ruling": "MTG-01", "reason": "not selected: kept", "issue": "https://example.invalid/1"},
        {"scenario": TWO, "reason": "still failing: kept with its reason"},
        {"scenario": THREE, "reason": entries[2]["reason"]}]
    assert entries[2]["reason"].startswith("failed: ")
    assert not list(tmp_path.glob(".*.tmp"))


# --- 2, 9. an engine cannot skip `start`; one that never starts updates nothing --------------------


def test_an_engine_that_answers_skipped_to_start_errs_every_scenario_and_updates_nothing(
        tmp_path: Path, runner_suite: tuple[str, str]) -> None:
    report, known = tmp_path / "r.jsonl", tmp_path / "known.json"
    proc = rulespec("run", *runner_suite, "--tags", "GEAR-03", "--adapter", "python:runner_engines:skips_start",
                    "--report", str(report), "--expectations", str(known), "--update-expectations")
    assert proc.returncode == 1, proc.stdout[-3000:] + proc.stderr
    assert "0 passed, 0 failed, 2 errored, 0 skipped" in proc.stdout
    assert "answered `skipped` to `start`" in proc.stdout
    assert "the engine never started" in proc.stderr
    assert "`rulespec smoke --adapter python:runner_engines:skips_start` checks each step" in proc.stderr
    assert report_lines(report)[-1]["engine_started"] is False
    assert not known.exists()
    assert "not updated: the engine never started" in proc.stderr


# --- 5. a python adapter that raises errs; a suite defect is the suite's ------------------------


def test_a_python_adapter_that_raises_errs_its_scenarios_not_fails_them(runner_suite: tuple[str, str]) -> None:
    proc = rulespec("run", *runner_suite, "--tags", "GEAR-03", "--adapter", "python:runner_engines:raises_in_snapshot")
    assert proc.returncode == 1
    assert "0 passed, 0 failed, 2 errored, 0 skipped" in proc.stdout
    assert "the adapter's snapshot() raised ZeroDivisionError: division by zero" in proc.stdout
    assert "runner_engines.py" in proc.stdout  # where it raised
    assert "Traceback" not in proc.stdout + proc.stderr


GOOD = '''Feature: good
  @GEAR-03
  Scenario: one unit
    Given a Riftbound game between A and B with battlefields "bf1"
    And A controls a unit "jax" with might 3 in their base
    Then "jax" has might 3
'''


def make_suite(tmp_path: Path, files: dict[str, str]) -> Path:
    suite = tmp_path / "suite"
    suite.mkdir()
    for name in ("conftest.py", "test_rulings.py"):
        (suite / name).write_text((FEATURES / name).read_text())
    for name, text in {"good.feature": GOOD, **files}.items():
        (suite / name).write_text(text)
    return suite


@pytest.mark.parametrize("name, text, message", [
    ("odd.feature", 'Feature: odd\n  Scenario: juggling\n    Given a Riftbound game between A and B\n'
                    '    When A juggles "jax"\n', "odd.feature:4: no step definition matches When 'A juggles"),
    ("broken.feature", "Feature: broken\n  Scenario: fine so far\n    Given a Riftbound game between A and B\n"
                       "  This line is not Gherkin\n", "malformed feature file"),
])
def test_a_defect_of_the_suite_is_a_usage_error_before_any_engine_starts(
        tmp_path: Path, name: str, text: str, message: str) -> None:
    marker = tmp_path / "engine-started"
    engine = f"stdio:{sys.executable} -c \"open({str(marker)!r}, 'w')\""
    proc = rulespec("run", "--suite", str(make_suite(tmp_path, {name: text})), "--adapter", engine)
    assert proc.returncode == 2, proc.stdout[-3000:] + proc.stderr
    assert "errors of the suite itself (not of the engine); nothing ran" in proc.stderr
    assert message in proc.stderr
    assert not marker.exists()


# --- 4. an engine cannot write the summary -----------------------------------------------------


def test_an_engines_name_and_version_cannot_forge_the_markdown_or_drive_the_terminal(
        tmp_path: Path, runner_suite: tuple[str, str]) -> None:
    report = tmp_path / "r.jsonl"
    proc = rulespec("run", *runner_suite, "--tags", "GEAR-03", "--adapter", "python:runner_engines:hostile",
                    "--report", str(report))
    assert proc.returncode == 0, proc.stdout[-3000:]
    assert "\x1b" not in proc.stdout and "evil\\x1b[2J" in proc.stdout
    md = reports.RunReport.read_jsonl(report).render_markdown()  # what `rulespec report` prints
    lines = md.splitlines()
    assert lines[0].startswith("## rulespec: evil\\\\x1b\\[2J")  # one line: the newlines are shown, not kept
    assert "All scenarios passed" not in [line.strip() for line in lines]
    assert "<!--" not in md and "\x1b" not in md
    assert "| GEAR | 2 | 0 | 0 | 0 |" in lines


def test_evidence_cannot_close_its_block_or_inject_html() -> None:
    evil = "</pre></details>\n\n# All scenarios passed\n<script>alert(1)</script>\x07```"
    result = reports.ScenarioResult("t::x", scenario="x <b>", ruling_ids=["GEAR-01"], outcome="failed",
                                    evidence=evil)
    report = reports.RunReport({"suite_version": "0.1.0", "adapter": "oracle", "engine": {"name": "e"}}, [result])
    report.finish(complete=True, exit_code=1)
    md = report.render_markdown()
    assert md.count("</pre>") == 1 and md.count("</details>") == 1
    assert "<script>" not in md and "<b>" not in md and "\x07" not in md
    # the evidence stays inside its <pre> block (a CommonMark HTML block that only </pre> ends)
    inside = md[md.index("<pre>"):md.index("</pre>")]
    assert "&lt;/pre&gt;&lt;/details&gt;\n\n# All scenarios passed\n&lt;script&gt;" in inside
    assert md[md.index("</pre>"):].split() == ["</pre>", "Re-run", "it", "alone:", "<code>rulespec", "run",
                                               "--adapter", "oracle", "-k", "x</code>", "</details>"]
    assert "\x07" not in report.render_text() and "\\x07" in report.render_text()


# --- 6. files are written whole or not at all ----------------------------------------------------


def test_a_report_that_cannot_be_written_whole_leaves_the_previous_one(tmp_path: Path) -> None:
    target = tmp_path / "r.jsonl"
    target.write_text("the previous report\n")
    with pytest.raises(UnicodeEncodeError):
        reports.write_atomic(target, "a line\n" + "\ud800")  # fails half-way, like a full disk
    assert target.read_text() == "the previous report\n"
    assert list(tmp_path.iterdir()) == [target]


def test_a_report_cut_short_is_refused() -> None:
    report = reports.RunReport({"suite_version": "0.1.0", "adapter": "oracle", "engine": {"name": "e"}},
                               [reports.ScenarioResult("t::a", outcome="passed"),
                                reports.ScenarioResult("t::b", outcome="passed")])
    report.finish(complete=True, exit_code=0)
    whole = report.to_jsonl()
    assert reports.RunReport.parse(whole).outcomes() == {"passed": 2}
    lines = whole.splitlines()
    with pytest.raises(reports.ReportError, match="truncated: it has no end record"):
        reports.RunReport.parse("\n".join(lines[:-1]))
    with pytest.raises(reports.ReportError, match="counts 2 scenario"):
        reports.RunReport.parse("\n".join([lines[0], lines[1], lines[-1]]))


def test_outputs_are_checked_before_the_run_and_written_atomically(tmp_path: Path,
                                                                   runner_suite: tuple[str, str]) -> None:
    junit, cucumber, report = tmp_path / "j.xml", tmp_path / "c.json", tmp_path / "r.jsonl"
    proc = rulespec("run", *runner_suite, "--tags", "GEAR-03", "--junit-xml", str(junit), "--cucumber-json",
                    str(cucumber), "--report", str(report))
    assert proc.returncode == 0
    assert junit.exists() and cucumber.exists() and report.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.json", "j.xml", "r.jsonl"]  # no temporary left
    missing = rulespec("run", *runner_suite, "--tags", "GEAR-03", "--cucumber-json",
                       str(tmp_path / "nowhere" / "c.json"))
    assert missing.returncode == 2 and "does not exist" in missing.stderr
    assert "passed" not in missing.stdout  # checked before the run, not after it
