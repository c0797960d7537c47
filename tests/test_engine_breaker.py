"""The circuit breaker of `rulespec run` (adapters/session.py): an engine that fails `start`, or
faults on --max-engine-faults consecutive requests, is given up; the remaining scenarios error at
once with its last fault as evidence, so a hanging engine costs a few timeouts, not one per
scenario. The fake engine logs every process start and every request it reads, so the tests count
what the runner asked of it."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from tests.test_runner import rulespec, totals

HERE = Path(__file__).parent
HANGING = HERE / "suite_fixtures" / "hanging_engine.py"
#: The scenarios of tests/suite_fixtures/runner_suite/ (stacking.feature).
SUITE_SIZE = 7


def hanging(mode: str, log: Path) -> str:
    return f"stdio:{sys.executable} {HANGING} {mode} {log}"


def run_hanging(mode: str, log: Path, runner_suite: tuple[str, str], *extra: str) -> tuple[int, str, float]:
    started = time.monotonic()
    proc = rulespec("run", *runner_suite, "--adapter", hanging(mode, log), "--engine-timeout", "0.5", *extra,
                    timeout=120)
    assert "Traceback" not in proc.stderr, proc.stderr[-4000:]
    return proc.returncode, proc.stdout, time.monotonic() - started


def test_an_engine_that_hangs_on_start_is_started_once_and_every_scenario_errors(
        tmp_path: Path, runner_suite: tuple[str, str]) -> None:
    log = tmp_path / "engine.log"
    code, stdout, wall = run_hanging("start", log, runner_suite)
    assert code == 1, stdout[-4000:]
    assert totals(stdout) == {"errored": SUITE_SIZE}
    assert log.read_text().splitlines() == ["started", "start"]  # never restarted, never asked again
    assert "given up" in stdout and "failed `start`" in stdout and "engine fault (timeout)" in stdout
    assert wall < 30


def test_an_engine_that_hangs_on_every_request_is_given_up_after_the_limit(
        tmp_path: Path, runner_suite: tuple[str, str]) -> None:
    log = tmp_path / "engine.log"
    code, stdout, wall = run_hanging("requests", log, runner_suite)
    assert code == 1, stdout[-4000:]
    assert totals(stdout) == {"errored": SUITE_SIZE}
    lines = log.read_text().splitlines()
    # Three faulted requests (the default limit), each followed by a restart but the last.
    assert lines.count("started") == 3
    assert len([x for x in lines if x not in ("started", "start", "stop")]) == 3
    assert "3 consecutive requests" in stdout and "--max-engine-faults 3" in stdout
    assert wall < 30


def test_the_fault_limit_is_an_option(tmp_path: Path, runner_suite: tuple[str, str]) -> None:
    log = tmp_path / "engine.log"
    code, stdout, _wall = run_hanging("requests", log, runner_suite, "--max-engine-faults", "1")
    assert code == 1, stdout[-4000:]
    assert totals(stdout) == {"errored": SUITE_SIZE}
    lines = log.read_text().splitlines()
    assert lines.count("started") == 1
    assert len([x for x in lines if x not in ("started", "start", "stop")]) == 1


def test_a_fault_limit_below_one_is_a_usage_error() -> None:
    for bad in ("0", "-2", "three"):
        proc = rulespec("run", "--max-engine-faults", bad)
        assert proc.returncode == 2
        assert "--max-engine-faults" in proc.stderr


def test_the_fault_limit_is_documented_in_the_help() -> None:
    proc = rulespec("run", "--help")
    assert proc.returncode == 0
    assert "--max-engine-faults N" in proc.stdout and "(default 3)" in proc.stdout
