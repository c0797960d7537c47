"""An engine slow to start is given longer for `start` (``--start-timeout``, or
$RULESPEC_START_TIMEOUT) without every other request being given as long: its launch and its
answer to `start` have that deadline, each request after it the per-request one."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from rulespec.adapters.protocol import resolve_start_timeout
from rulespec.adapters.runner.smoke import FAIL, OK, smoke
from rulespec.adapters.stdio import StdioAdapter
from tests.cli_runs import rulespec

ENGINES = Path(__file__).parent / "engines"
#: The engine sleeps this long before it reads `start`; the per-request timeout of these tests is shorter.
SLEEP, TIMEOUT = 1.5, 0.75


@pytest.fixture(scope="module")
def vectors(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The vectors of the runner's sample of scenarios (tests/suite_fixtures/runner_suite/)."""
    out = tmp_path_factory.mktemp("vectors")
    made = rulespec("vectors", str(out), "--features", str(Path(__file__).parent / "suite_fixtures" / "runner_suite"))
    assert made.returncode == 0, made.stdout[-2000:] + made.stderr[-2000:]
    return out


def slow(seconds: float = SLEEP) -> str:
    return f"stdio:{shlex.quote(sys.executable)} {shlex.quote(str(ENGINES / 'slow_start.py'))} {seconds}"


def test_without_a_start_timeout_the_per_request_one_applies_and_smoke_says_what_to_raise() -> None:
    report = smoke(slow(), timeout=TIMEOUT)
    start = next(c for c in report.checks if c.name == "start")
    assert start.status == FAIL and "no answer within 0.75 s" in start.detail, start
    assert "--start-timeout" in start.advice


def test_a_start_timeout_gives_start_longer_and_the_run_passes(tmp_path: Path, runner_suite: tuple[str, str]) -> None:
    proc = rulespec("run", *runner_suite, "--adapter", slow(), "--engine-timeout", str(TIMEOUT),
                    "--start-timeout", "30", "--tags", "GEAR-03")
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr
    assert "2 passed, 0 failed, 0 errored" in proc.stdout


def test_the_environment_gives_it_too_and_smoke_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULESPEC_START_TIMEOUT", "30")
    report = smoke(slow(), timeout=TIMEOUT)
    assert [c.status for c in report.checks] == [OK] * len(report.checks), report.checks


def test_the_start_timeout_is_for_start_alone() -> None:
    adapter = StdioAdapter(f"{shlex.quote(sys.executable)} -m rulespec.oracle", timeout=2, start_timeout=30)
    assert (adapter.timeout, adapter.start_timeout) == (2, 30)
    assert resolve_start_timeout(None, 2.0) == 2.0  # unset: the per-request timeout


@pytest.mark.parametrize(("args", "env", "message"), [
    (["--start-timeout", "0"], {}, "--start-timeout: '0': the timeout must be a finite number of seconds above 0"),
    (["--start-timeout", "inf"], {}, "the timeout must be a finite number of seconds above 0"),
    ([], {"RULESPEC_START_TIMEOUT": "abc"}, "$RULESPEC_START_TIMEOUT='abc' is not a number of seconds"),
    ([], {"RULESPEC_START_TIMEOUT": "-1"}, "$RULESPEC_START_TIMEOUT: the start timeout must be a positive number"),
])
def test_a_bad_start_timeout_is_a_usage_error_before_any_engine_starts(args: list[str], env: dict[str, str],
                                                                       message: str, vectors: Path) -> None:
    for command in (["run"], ["smoke"], ["replay", str(vectors)], ["fuzz", "--cases", "1"]):
        proc = rulespec(*command, "--adapter", "stdio:false", *args, env=env)
        assert proc.returncode == 2 and message in proc.stderr, (command, proc.stdout[-2000:], proc.stderr)


def test_replay_and_fuzz_give_start_longer_too(vectors: Path, tmp_path: Path) -> None:
    replayed = rulespec("replay", str(vectors), "--adapter", slow(), "--engine-timeout", str(TIMEOUT),
                        "--start-timeout", "30")
    assert replayed.returncode == 0 and ", 0 failed, 0 errored" in replayed.stdout, replayed.stdout[-2000:]
    fuzzed = rulespec("fuzz", "--adapter", slow(), "--engine-timeout", str(TIMEOUT), "--start-timeout", "30",
                      "--cases", "3", "--corpus", str(vectors), "--out", str(tmp_path / "fuzz"))
    assert fuzzed.returncode == 0, fuzzed.stdout[-2000:] + fuzzed.stderr[-2000:]
