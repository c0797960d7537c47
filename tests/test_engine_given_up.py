"""The evidence of an engine given up names the rule that gave it up: a failed `start` at once
(--max-engine-faults plays no part, so it is not named), consecutive faults by the limit."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

from rulespec.adapters.session import Engine

ENGINES = Path(__file__).parent / "engines"


def test_an_engine_that_fails_start_is_given_up_without_naming_the_fault_limit() -> None:
    spec = f"stdio:{shlex.quote(sys.executable)} {shlex.quote(str(ENGINES / 'crash_on_start.py'))}"
    engine = Engine(spec, timeout=5, max_faults=7)
    assert engine.given_up is not None
    message = engine.given_up.message
    assert message.startswith("the engine was given up, not restarted, because it failed `start`")
    assert "--max-engine-faults" not in message
    assert "rulespec smoke --adapter" in message
    assert "cannot load the card database" in (engine.given_up.stderr or "")


def test_an_engine_that_faults_in_scenario_after_scenario_is_given_up_naming_the_limit_to_raise() -> None:
    from rulespec.adapters.base import EngineFault

    spec = f"stdio:{shlex.quote(sys.executable)} {shlex.quote(str(ENGINES / 'crash_mid_run.py'))}"
    engine = Engine(spec, timeout=5, max_faults=2)
    state = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
             "objects": [{"id": "jax", "card": {"type": "unit", "might": 2}, "owner": "A", "zone": "board",
                          "location": "base:A"}]}
    try:
        for _ in range(2):  # two scenarios, each set up and then crashing on its action
            assert engine.given_up is None
            engine.adapter.setup(state)
            try:
                engine.adapter.perform({"type": "exhaust", "player": "A", "object": "jax"})
            except EngineFault as fault:
                engine.fault(fault)
        assert engine.given_up is None  # a setup answered between the crashes
        engine.adapter.restart()
        for _ in range(2):
            try:
                engine.adapter.perform({"type": "exhaust", "player": "A", "object": "jax"})
            except EngineFault as fault:
                engine.fault(fault)
        assert engine.given_up is not None
        message = engine.given_up.message
        assert "faulted on 2 consecutive requests (the `start` of a restart does not count" in message
        assert "--max-engine-faults 2: raise it to go on after such faults" in message
    finally:
        engine.adapter.stop()


def test_each_scenario_after_an_engine_is_given_up_gets_a_traceback_of_its_own() -> None:
    """The fault raised in scenario after scenario once the engine is given up carries the frames
    of the scenario that raised it, not those of every scenario before: pytest formats each
    error from its traceback, and 450 scenarios of an engine that never started took 35 s."""
    import traceback

    from rulespec.adapters.base import EngineFault

    spec = f"stdio:{shlex.quote(sys.executable)} {shlex.quote(str(ENGINES / 'crash_on_start.py'))}"
    engine = Engine(spec, timeout=5, max_faults=7)
    lengths = []
    for _ in range(5):  # five scenarios, each checking the engine it shares
        try:
            engine.check_started()
        except EngineFault as fault:
            lengths.append(len(traceback.extract_tb(fault.__traceback__)))
    assert lengths == [lengths[0]] * 5 and lengths[0] <= 3, lengths


def test_a_fault_every_scenario_shares_is_shown_once_in_the_summary(tmp_path: Path,
                                                                     runner_suite: tuple[str, str]) -> None:
    """An engine that never started errs every scenario with the same evidence: the summary shows it
    in full for the first scenario and names it for the others; the report keeps each one's."""
    import json

    from tests.cli_runs import rulespec

    spec = f"stdio:{shlex.quote(sys.executable)} {shlex.quote(str(ENGINES / 'crash_on_start.py'))}"
    report = tmp_path / "r.jsonl"
    proc = rulespec("run", *runner_suite, "--adapter", spec, "--report", str(report))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    scenarios = [x for x in map(json.loads, report.read_text().splitlines()) if x["type"] == "scenario"]
    assert len(scenarios) > 3 and {x["outcome"] for x in scenarios} == {"errored"}
    assert all("cannot load the card database" in x["evidence"] for x in scenarios)
    assert proc.stdout.count("cannot load the card database") == 1, proc.stdout
    first = scenarios[0]["nodeid"]
    same = [line for line in proc.stdout.splitlines() if line.endswith(f": the same engine fault as {first}, above")]
    assert len(same) == len(scenarios) - 1, proc.stdout
    assert [s["nodeid"] for s in scenarios[1:]] == [line.split("] ", 1)[1].split(": the same")[0] for line in same]
    # and the Markdown (GitHub's job summary takes at most 1 MiB): one block of evidence, a line for each other
    from rulespec.adapters.runner.report import RunReport

    markdown = RunReport.read_jsonl(report).render_markdown()
    assert markdown.count("cannot load the card database") == 1 and markdown.count("<details>") == 1, markdown
    assert markdown.count(": the same engine fault as ") == len(scenarios) - 1


def test_an_engine_that_writes_megabytes_on_one_line_of_stderr_is_shown_its_end() -> None:
    from rulespec.adapters.base import EngineFault

    fault = EngineFault("crash", "the engine exited", stderr="x" * 1_000_000 + "the last words\n")
    text = str(fault)
    assert len(text) < 1000 and text.endswith("the last words") and "…x" in text
    many = EngineFault("crash", "the engine exited", stderr="".join(f"line {n}\n" for n in range(100)))
    assert str(many).splitlines()[-15:] == [f"    line {n}" for n in range(85, 100)]
