"""`rulespec run` as CI uses it: any engine over the protocol, faults that end in bounded time
as errored scenarios with their evidence, reports, expected failures and exit codes.

The tests that count or name scenarios run the fixed sample of tests/suite_fixtures/runner_suite/
(the ``runner_suite`` fixture, tests/conftest.py), so a new scenario of a shipped ruling cannot break
them; the whole shipped suite runs in the first test. The runs are made in-process
(tests/cli_runs.py), the one with ``-n 2`` too (its workers are processes of their own); exit codes
through a real process are tested in tests/test_ci_example.py (the console script, 0, 1 and 2)
and tests/test_runner_verdict.py (3, on a signal)."""

from __future__ import annotations

import json
import re
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from rulespec import features, schemas
from tests.cli_runs import parsed_feature, rulespec, scenario_count

HERE = Path(__file__).parent
FEATURES = Path(features.__file__).parent
ORACLE = f"stdio:{sys.executable} -m rulespec.oracle"


def totals(stdout: str) -> dict[str, int]:
    return {k: int(n) for n, k in re.findall(r"(\d+) ([a-z-]+)", stdout.strip().splitlines()[-1]) if int(n)}


AREAS = ("GEAR", "BUFF", "ATTR", "MTG")


def area_counts(root: Path) -> tuple[dict[str, int], int]:
    """How many scenarios of each ruling area the feature files under ``root`` hold (a scenario is in
    an area when a tag of it, its Rule or its Feature names a ruling of that area), and how many
    are in none."""
    counts = dict.fromkeys(AREAS, 0)
    in_none = 0
    for path in sorted(root.rglob("*.feature")):
        feature = parsed_feature(path)
        for template in feature.scenarios.values():
            rows = max(1, sum(len(examples.examples) for examples in template.examples))
            tags = set(template.tags) | set(feature.tags) | set(template.rule.tags if template.rule else ())
            areas = [a for a in AREAS if any(t.startswith(f"{a}-") for t in tags)]
            in_none += 0 if areas else rows
            for area in areas:
                counts[area] += rows
    return counts, in_none


def test_every_scenario_is_in_a_ruling_area() -> None:
    counts, in_none = area_counts(FEATURES)
    assert in_none == 0
    assert sum(counts.values()) >= scenario_count(FEATURES)


def rulings_using_every_step_definition(root: Path) -> tuple[list[str], int]:
    """Rulings whose scenarios, between them, use every step definition that a scenario under ``root``
    uses, picked greedily (the ruling that adds the most definitions not yet used for each scenario
    it costs first), and how many scenarios ``--tags "R1 or R2 ..."`` selects for them: a scenario
    may carry several ruling tags (its Rule's, its own), and is selected by any of them."""
    from rulespec.adapters.runner.lint import definitions

    defs = definitions()
    uses: dict[str, set[str]] = {}  # ruling -> the keys of the step definitions its scenarios use
    sizes: dict[str, int] = {}
    scenarios: list[tuple[set[str], int]] = []  # each scenario's ruling tags, and its runs (outline rows)
    matched: dict[tuple[str, str], set[str]] = {}  # (step type, text) -> the definitions that match it
    for path in sorted(root.rglob("*.feature")):
        feature = parsed_feature(path)
        for template in feature.scenarios.values():
            tags = {*feature.tags, *(template.rule.tags if template.rule else ()), *template.tags}
            rulings = {t for t in tags if re.fullmatch(r"[A-Z]+-\d+", t)}
            runs = max(1, sum(len(e.examples) for e in template.examples))
            scenarios.append((rulings, runs))
            used: set[str] = set()
            for step in template.steps:
                key = (step.type, step.name)
                if key not in matched:
                    matched[key] = {d.key for d in defs
                                    if d.type == step.type and d.context.parser.is_matching(step.name)}
                used |= matched[key]
            for ruling in rulings:
                sizes[ruling] = sizes.get(ruling, 0) + runs
                uses.setdefault(ruling, set()).update(used)
    wanted = set().union(*uses.values())
    chosen: list[str] = []
    covered: set[str] = set()
    while covered != wanted:
        best = max(sorted(uses), key=lambda r: len(uses[r] - covered) / sizes[r])
        chosen.append(best)
        covered |= uses.pop(best)
    return chosen, sum(runs for rulings, runs in scenarios if rulings & set(chosen))


def test_the_oracle_over_stdio_passes_scenarios_that_use_every_step_definition() -> None:
    """Every step of the vocabulary run over stdio, against the oracle as a child process (its
    answers through JSON and the server's own checks): one scenario or more for each step
    definition. That every scenario's requests pass over stdio is the replay of their vectors
    through stdio (tests/test_vectors.py); that every scenario passes, the in-process runs."""
    chosen, selected = rulings_using_every_step_definition(FEATURES)
    assert selected < scenario_count(FEATURES) / 2  # a sample, not the suite again
    proc = rulespec("run", "--adapter", ORACLE, "--tags", " or ".join(chosen))
    assert proc.returncode == 0, proc.stdout[-4000:]
    assert totals(proc.stdout) == {"passed": selected}
    assert {area for ruling in chosen for area in AREAS if ruling.startswith(f"{area}-")} == set(AREAS)


def test_parallel_workers_each_have_their_own_engine_process(tmp_path: Path, runner_suite: tuple[str, str]) -> None:
    # A few scenarios are enough: every step runs over stdio in the test above.
    report = tmp_path / "r.jsonl"
    proc = rulespec("run", *runner_suite, "--adapter", ORACLE, "--tags", "GEAR-03 or GEAR-14",
                    "--report", str(report), "--", "-n", "2")
    assert proc.returncode == 0, proc.stdout[-4000:]
    assert totals(proc.stdout) == {"passed": 4}
    assert json.loads(report.read_text().splitlines()[-1])["complete"] is True


@pytest.mark.parametrize("mode, evidence", [
    ("crash", "engine fault (crash)"),
    ("hang", "engine fault (timeout)"),
    ("garbage", "engine fault (not_json)"),
    ("invalid", "'limbo' is not one of"),
    ("wrong_seq", "engine fault (wrong_seq)"),
    ("endless", "engine fault (not_json)"),
])
def test_an_engine_fault_errors_its_scenarios_and_the_run_goes_on(mode: str, evidence: str,
                                                                   runner_suite: tuple[str, str]) -> None:
    engine = f"stdio:{sys.executable} {HERE / 'suite_fixtures' / 'faulty_oracle.py'} {mode}"
    started = time.monotonic()
    # A short deadline for the engine that hangs; the others answer at once, and a loaded machine
    # must not turn their first answers into timeouts.
    timeout = "1" if mode == "hang" else "10"
    proc = rulespec("run", *runner_suite, "--tags", "GEAR-01", "--engine-timeout", timeout, "--adapter", engine,
                    timeout=120)
    assert time.monotonic() - started < 60
    assert proc.returncode == 1, proc.stdout[-4000:]
    assert totals(proc.stdout) == {"passed": 1, "errored": 2}
    assert evidence in proc.stdout
    assert "faulty_oracle: breaking with" in proc.stdout  # the engine's stderr tail
    assert "Traceback" not in proc.stderr


def test_reports_in_three_formats_and_the_report_command(tmp_path: Path, runner_suite: tuple[str, str]) -> None:
    jsonl, junit, cucumber = tmp_path / "r.jsonl", tmp_path / "j.xml", tmp_path / "c.json"
    proc = rulespec("run", *runner_suite, "--adapter", "python:python_adapters:wrong_might",
                    "--tags", "GEAR-03 or GEAR-14", "--report", str(jsonl), "--junit-xml", str(junit),
                    "--cucumber-json", str(cucumber))
    assert proc.returncode == 1
    lines = [json.loads(x) for x in jsonl.read_text().splitlines()]
    assert [schemas.validate("report_line", x) for x in lines] == [[]] * len(lines)
    assert lines[0]["type"] == "header" and lines[0]["engine"]["name"] == "rulespec-oracle"
    assert lines[0]["command"] == "run"
    assert lines[-1] == {"type": "end", "complete": True, "scenarios": 4, "outcomes": {"passed": 2, "failed": 2},
                         "exit_code": 1, "engine_started": True}
    by_name = {x["scenario"]: x for x in lines[1:-1]}
    assert by_name["Two Equipment add their bonuses and their texts"]["outcome"] == "failed"
    assert by_name["Two Equipment add their bonuses and their texts"]["ruling_ids"] == ["GEAR-03"]
    assert by_name["Exhausting the unit leaves its Equipment ready"]["outcome"] == "passed"
    suite = ET.parse(junit).getroot().find("testsuite")
    assert suite is not None and int(suite.get("failures", 0)) == 2
    cucumber_features = json.loads(cucumber.read_text())
    assert sum(len(f["elements"]) for f in cucumber_features) == 4
    md = rulespec("report", str(jsonl))
    assert md.returncode == 0
    assert "| GEAR | 2 | 2 | 0 | 0 |" in md.stdout
    assert "FAILED GEAR-03" in md.stdout
    summary = json.loads(rulespec("report", str(jsonl), "--format", "json").stdout)
    assert summary["outcomes"] == {"passed": 2, "failed": 2}


def test_known_failures_are_expected_and_stale_ones_are_reported(tmp_path: Path,
                                                                  runner_suite: tuple[str, str]) -> None:
    known = tmp_path / "expectations.json"
    selection = (*runner_suite, "--tags", "GEAR-03 or GEAR-14")
    wrong = ("--adapter", "python:python_adapters:wrong_might", *selection)
    written = rulespec("run", *wrong, "--expectations", str(known), "--update-expectations")
    assert written.returncode == 0
    doc = json.loads(known.read_text())
    assert {e["scenario"] for e in doc["known_failures"]} == {
        "Two Equipment add their bonuses and their texts", "Three Equipment, one with a negative bonus, sum up"}
    again = rulespec("run", *wrong, "--expectations", str(known))
    assert again.returncode == 0, again.stdout[-3000:]
    assert totals(again.stdout) == {"passed": 2, "expected-failure": 2}
    fixed = rulespec("run", *selection, "--expectations", str(known))
    assert fixed.returncode == 1  # stale entries fail the run by default, as in toml-test
    assert totals(fixed.stdout) == {"passed": 2, "unexpected-pass": 2}
    assert "listed as known failures, but passed" in fixed.stdout
    assert "--allow-stale" in fixed.stderr
    relaxed = rulespec("run", *selection, "--expectations", str(known), "--allow-stale")
    assert relaxed.returncode == 0
    assert totals(relaxed.stdout) == {"passed": 2, "unexpected-pass": 2}


def test_a_known_failure_by_ruling_covers_its_scenarios(tmp_path: Path, runner_suite: tuple[str, str]) -> None:
    known = tmp_path / "expectations.json"
    known.write_text(json.dumps({"schema": "rulespec/expectations/1", "known_failures": [
        {"ruling": "GEAR-03", "reason": "bonuses are not summed yet", "issue": "https://example.invalid/1"}]}))
    proc = rulespec("run", *runner_suite, "--adapter", "python:python_adapters:wrong_might", "--tags", "GEAR-03",
                    "--expectations", str(known))
    assert proc.returncode == 0
    assert totals(proc.stdout) == {"expected-failure": 2}


@pytest.mark.parametrize("args, message", [
    (("run", "--adapter", "telepathy"), "is not one of"),
    (("run", "--expectations", "/nonexistent/expectations.json"), "no expectations file"),
    (("run", "--area", "NOPE"), "no scenario selected"),
    (("run", "--update-expectations"), "needs --expectations"),
])
def test_usage_errors_exit_2(args: tuple[str, ...], message: str, runner_suite: tuple[str, str]) -> None:
    proc = rulespec(args[0], *runner_suite, *args[1:])  # the small suite: "no scenario selected" collects it
    assert proc.returncode == 2
    assert message in proc.stdout + proc.stderr


def test_an_invalid_expectations_file_names_the_pointer(tmp_path: Path) -> None:
    bad = tmp_path / "e.json"
    bad.write_text(json.dumps({"schema": "rulespec/expectations/1", "known_failures": [{"ruling": "GEAR-3"}]}))
    proc = rulespec("run", "--expectations", str(bad))
    assert proc.returncode == 2
    assert "/known_failures/0" in proc.stderr


def test_a_run_names_the_rulings_it_does_not_test_yet() -> None:
    from rulespec.features.catalogue import pending

    proc = rulespec("run", "--area", "MTG", "--", "-k", "itself")
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    if not pending():  # every ruling of the catalogue has a scenario: the summary says nothing of it
        assert "are pending" not in proc.stdout
    assert (f"{len(pending())} ruling(s) of the catalogue are pending" in proc.stdout) == bool(pending())
    assert all(re.search(rf"^  {ruling}  ", proc.stdout, re.M) for ruling in pending())


def test_the_pending_rulings_are_listed_with_their_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    from rulespec.adapters.runner import cli
    from rulespec.features import catalogue

    monkeypatch.setattr(catalogue, "pending", lambda: {"GEAR-99": "a card not implemented yet"})
    assert cli.pending_rulings().splitlines()[2:] == ["  GEAR-99  a card not implemented yet"]
    assert "1 ruling(s) of the catalogue are pending" in cli.pending_rulings()
    monkeypatch.setattr(catalogue, "pending", lambda: {})
    assert cli.pending_rulings() == ""


JUDGE_FEATURE = """Feature: rulings being written

  @GEAR-14
  Rule: A stunned unit is stunned
    Core Rules 423.

    Scenario: stunning a unit makes it stunned
      Given a Riftbound game between A and B with battlefields "bf1" and "bf2"
      And A controls a unit "garen" with might 4 in their base
      When B stuns "garen"
      Then "garen" is stunned

    Scenario: a ruling the engine disagrees with
      Given a Riftbound game between A and B with battlefields "bf1" and "bf2"
      And A controls a unit "garen" with might 4 in their base
      When B stuns "garen"
      Then "garen" is not stunned
"""


def test_features_runs_the_feature_files_a_user_points_at_with_the_suite_steps(tmp_path: Path) -> None:
    (tmp_path / "judge").mkdir()
    (tmp_path / "judge" / "stun.feature").write_text(JUDGE_FEATURE, encoding="utf-8")
    (tmp_path / "judge" / "broken.feature").write_text("Scenario: a scenario with no feature\n  Given A\n",
                                                        encoding="utf-8")
    broken = rulespec("run", "--features", str(tmp_path / "judge"))
    assert broken.returncode == 2 and "broken.feature:1" in broken.stderr, broken.stderr  # an error of the suite

    (tmp_path / "judge" / "broken.feature").unlink()
    report = tmp_path / "r.jsonl"
    proc = rulespec("run", "--features", str(tmp_path / "judge"), "--report", str(report))
    assert proc.returncode == 1, proc.stdout
    assert f"features: {(tmp_path / 'judge').resolve()}" in proc.stdout
    assert "stun.feature:17" in proc.stdout  # the failing step, in the user's file
    header = json.loads(report.read_text(encoding="utf-8").splitlines()[0])
    assert header["features"] == str((tmp_path / "judge").resolve())
    # the scenarios' names do not carry the temporary folder the run made, from wherever it is run
    again = rulespec("run", "--features", "judge", "--report", "r.jsonl", cwd=tmp_path)
    assert again.returncode == 1
    nodeids = sorted(json.loads(x)["nodeid"] for x in report.read_text().splitlines()[1:-1])
    assert nodeids == ["test_features.py::test_a_ruling_the_engine_disagrees_with",
                       "test_features.py::test_stunning_a_unit_makes_it_stunned"], nodeids

    one = rulespec("run", "--features", str(tmp_path / "judge" / "stun.feature"))
    assert one.returncode == 1 and totals(one.stdout) == {"passed": 1, "failed": 1}, one.stdout


NO_THEN = """Feature: rulings being written
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-01
  Rule: a scenario must check something
    Core Rules 414.1.

    Scenario: no step at all

    Scenario: acts, checks nothing
      Given A controls a unit "jax" with might 3 in their base
      When A exhausts "jax"

    Scenario: checks something
      Given A controls a unit "jax" with might 3 in their base
      When A exhausts "jax"
      Then "jax" is exhausted
"""


def test_a_scenario_with_no_then_step_is_an_error_of_the_suite_not_a_pass(tmp_path: Path) -> None:
    """A scenario that checks nothing cannot fail, so its pass would say nothing: the run stops
    before any engine starts, naming each such scenario at its line (exit 2)."""
    (tmp_path / "draft.feature").write_text(NO_THEN, encoding="utf-8")
    proc = rulespec("run", "--features", str(tmp_path / "draft.feature"))
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "draft.feature:9: scenario 'no step at all' has no Then step" in proc.stderr, proc.stderr
    assert "draft.feature:11: scenario 'acts, checks nothing' has no Then step" in proc.stderr, proc.stderr
    assert "checks something" not in proc.stderr and "passed" not in proc.stdout


@pytest.mark.parametrize(("args", "message"), [
    (["--features", "no/such/place"], "no such file or folder"),
    (["--features", "README.md"], "not a .feature file"),
    (["--features", "tests/engines"], "holds no .feature file"),
    (["--features", "features", "--suite", "features"], "give one"),
])
def test_features_usage_errors_exit_2_before_any_engine_starts(args: list[str], message: str) -> None:
    proc = rulespec("run", *args, "--adapter", "stdio:false")
    assert proc.returncode == 2 and message in proc.stderr, (proc.stdout, proc.stderr)
