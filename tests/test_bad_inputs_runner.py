"""The runner's bad-input battery (issue 7): CLI arguments, report files and signals, as a hostile
user would try them. Every case ends with a clear message and a documented exit code
(adapters/runner/cli.py: 2 usage error, 3 interrupted), no traceback, no hang.

Usage errors are found before any engine starts, so most cases call ``main`` in-process (fast);
a few run as real processes to check the exit status and stderr a shell sees."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rulespec.adapters.runner import cli

HERE = Path(__file__).parent
FIXTURES = HERE / "suite_fixtures"
USAGE, INTERRUPTED = 2, 3


def invoke(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """Run ``rulespec argv`` in-process: its exit code and everything it printed."""
    try:
        code = cli.main(argv)
    except SystemExit as exc:  # argparse's own usage errors
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out + err


@pytest.fixture(autouse=True)
def _fixtures_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(FIXTURES))
    monkeypatch.delenv("RULESPEC_TIMEOUT", raising=False)


# --- CLI arguments: usage errors before any engine starts ----------------------------------------

ADAPTERS = [
    ("telepathy", "is not one of"),
    ("", "is not one of"),
    ("oracle:extra", "is not one of"),
    ("stdio:", "is not one of"),
    ("stdio:'x", "does not split like a shell line: No closing quotation"),
    ('stdio:"unterminated', "No closing quotation"),
    ("stdio:   ", "the command is empty"),
    ("http:notaurl", "is not an http:// or https:// URL with a host"),
    ("http:ftp://example.org/engine", "is not an http:// or https:// URL"),
    ("http:http://", "is not an http:// or https:// URL with a host"),
    ("http:http://127.0.0.1:port/x", "Port could not be cast"),
    ("carrier-pigeon:x", "is not one of"),
    ("python:", "is not one of"),
    ("python:onlymodule", "is not one of"),
    ("python:a:b:c", "is not one of"),
    ("python:no_such_module_xyz:make", "cannot load no_such_module_xyz:make: ModuleNotFoundError"),
    ("python:runner_engines:missing", "cannot load runner_engines:missing: AttributeError"),
    ("python:runner_engines:NOT_CALLABLE", "is not callable"),
    ("python:runner_engines:factory_raises", "factory_raises() raised RuntimeError: the factory is broken"),
    ("python:runner_engines:not_an_adapter", "returned object, not an adapters.base.Adapter"),
]


@pytest.mark.parametrize("spec, message", ADAPTERS)
def test_a_bad_adapter_is_a_usage_error(spec: str, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, output = invoke(["run", "--adapter", spec], capsys)
    assert code == USAGE
    assert message in output
    assert "Traceback" not in output and "passed" not in output


@pytest.mark.parametrize("command", ["run", "smoke"])
@pytest.mark.parametrize("value", ["0", "-1", "inf", "-inf", "nan", "abc", "", "1e400"])
def test_a_bad_engine_timeout_is_a_usage_error(command: str, value: str,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    code, output = invoke([command, "--adapter", "oracle", f"--engine-timeout={value}"], capsys)
    assert code == USAGE
    assert "--engine-timeout" in output
    assert "Traceback" not in output


@pytest.mark.parametrize("command", ["run", "smoke"])
@pytest.mark.parametrize("value, message", [
    ("abc", "is not a number of seconds"), ("0", "positive number"), ("-5", "positive number"),
    ("nan", "positive number"), ("inf", "finite"),
])
def test_a_bad_rulespec_timeout_is_a_usage_error(command: str, value: str, message: str,
                                                 monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("RULESPEC_TIMEOUT", value)
    code, output = invoke([command, "--adapter", "oracle"], capsys)
    assert code == USAGE
    assert "RULESPEC_TIMEOUT" in output and message in output
    assert "Traceback" not in output


def _paths(tmp: Path) -> dict[str, tuple[list[str], str]]:
    (tmp / "folder").mkdir()
    (tmp / "not-json.json").write_text("{nope")
    (tmp / "wrong.json").write_text(json.dumps({"schema": "rulespec/expectations/1",
                                                "known_failures": [{"ruling": "GEAR-3"}]}))
    (tmp / "latin1.json").write_bytes(b"\xff\xfe{}")
    missing = str(tmp / "missing" / "out")
    return {
        "report in a missing folder": (["--report", missing], "the folder"),
        "report is a folder": (["--report", str(tmp / "folder")], "is a folder"),
        "junit in a missing folder": (["--junit-xml", missing], "does not exist"),
        "cucumber in a missing folder": (["--cucumber-json", missing], "does not exist"),
        "expectations to update in a missing folder": (["--expectations", missing, "--update-expectations"],
                                                       "does not exist"),
        "two outputs, one file": (["--report", str(tmp / "a"), "--junit-xml", str(tmp / "a")],
                                  "two outputs name the same file"),
        "expectations missing": (["--expectations", str(tmp / "none.json")], "no expectations file"),
        "expectations not JSON": (["--expectations", str(tmp / "not-json.json")], "not JSON"),
        "expectations break the schema": (["--expectations", str(tmp / "wrong.json")], "/known_failures/0"),
        "expectations not UTF-8": (["--expectations", str(tmp / "latin1.json")], "not JSON"),
        "expectations is a folder": (["--expectations", str(tmp / "folder")], "Is a directory"),
        "suite not a folder": (["--suite", str(tmp / "nowhere")], "not a folder"),
        "update without a file": (["--update-expectations"], "needs --expectations"),
        "strict and allow-stale": (["--strict", "--allow-stale"], "contradict"),
        "an unknown option": (["--colour", "yes"], "unrecognized arguments"),
    }


PATH_IDS = ["report in a missing folder", "report is a folder", "junit in a missing folder",
            "cucumber in a missing folder", "expectations to update in a missing folder", "two outputs, one file",
            "expectations missing", "expectations not JSON", "expectations break the schema",
            "expectations not UTF-8", "expectations is a folder", "suite not a folder", "update without a file",
            "strict and allow-stale", "an unknown option"]


@pytest.mark.parametrize("case", PATH_IDS)
def test_a_bad_path_or_option_is_a_usage_error_before_the_run(case: str, tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    args, message = _paths(tmp_path)[case]
    code, output = invoke(["run", "--adapter", "oracle", *args], capsys)
    assert code == USAGE
    assert message in output
    assert "Traceback" not in output
    assert not (tmp_path / "missing").exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_report_into_a_read_only_folder_is_a_usage_error(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        code, output = invoke(["run", "--report", str(folder / "r.jsonl")], capsys)
    finally:
        folder.chmod(0o700)
    assert code == USAGE and "is not writable" in output


@pytest.mark.parametrize("argv, message", [
    ([], "the following arguments are required"),
    (["fly"], "invalid choice"),
    (["report"], "the following arguments are required: file"),
    (["report", "x", "--format", "pdf"], "invalid choice"),
    (["smoke"], "the following arguments are required: --adapter"),
    (["smoke", "--adapter", "stdio:'x"], "No closing quotation"),
])
def test_bad_commands_are_usage_errors(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, output = invoke(argv, capsys)
    assert code == USAGE
    assert message in output


# --- report files: `rulespec report` checks what it reads --------------------------------------

HEADER = {"type": "header", "suite_version": "0.1.0", "adapter": "oracle", "engine": {"name": "e"}}
SCENARIO = {"type": "scenario", "nodeid": "t::a", "scenario": "a", "feature": "f.feature", "line": 3,
            "ruling_ids": ["GEAR-01"], "outcome": "passed", "evidence": ""}
END = {"type": "end", "complete": True, "scenarios": 1, "outcomes": {"passed": 1}, "exit_code": 0}


def _lines(*docs: object) -> str:
    return "".join((d if isinstance(d, str) else json.dumps(d)) + "\n" for d in docs)


REPORTS: dict[str, tuple[str | bytes, str]] = {
    "empty": ("", "the file is empty"),
    "blank lines only": ("\n \n\n", "the file is empty"),
    "not JSON": ("{oops\n", ":1: not a rulespec report line: not JSON"),
    "a JSON array": (_lines([1, 2]), ":1: not a rulespec report line"),
    "a number": (_lines(42), ":1: not a rulespec report line"),
    "null": (_lines(None), ":1: not a rulespec report line"),
    "an unknown type": (_lines({**HEADER, "type": "footer"}), ":1: not a rulespec report line"),
    "a header of wrong types": (_lines({**HEADER, "suite_version": 1}, SCENARIO, END), ":1:"),
    "a scenario without fields": (_lines(HEADER, {"type": "scenario"}, END), ":2: not a rulespec report line"),
    "a scenario with an unknown outcome": (_lines(HEADER, {**SCENARIO, "outcome": "great"}, END), ":2:"),
    "a line of a wrong type": (_lines(HEADER, {**SCENARIO, "line": "three"}, END), "/line"),
    "ruling IDs that are not strings": (_lines(HEADER, {**SCENARIO, "ruling_ids": [7]}, END), "/ruling_ids/0"),
    "an extra field": (_lines(HEADER, {**SCENARIO, "secret": 1}, END), ":2:"),
    "no header": (_lines(SCENARIO, END), "does not begin with its header"),
    "two headers": (_lines(HEADER, HEADER, SCENARIO, END), "a second header"),
    "truncated: no end record": (_lines(HEADER, SCENARIO), "truncated: it has no end record"),
    "truncated: fewer lines than counted": (_lines(HEADER, {**END, "scenarios": 2}), "counts 2 scenario"),
    "a line after the end": (_lines(HEADER, SCENARIO, END, SCENARIO), "after the end record"),
    "an end record of wrong types": (_lines(HEADER, SCENARIO, {**END, "complete": "yes"}), ":3:"),
    "not UTF-8": (b"\xff\xfe\x00garbage\n", "not UTF-8"),
    "binary noise": (bytes(range(256)), "not"),
    "cut in the middle of a line": (_lines(HEADER, SCENARIO, END)[:-20], "not JSON"),
}


@pytest.mark.parametrize("case", list(REPORTS))
def test_a_bad_report_file_is_refused_with_its_line(case: str, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    content, message = REPORTS[case]
    path = tmp_path / "r.jsonl"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    for fmt in ("markdown", "json", "text"):
        code, output = invoke(["report", str(path), "--format", fmt], capsys)
        assert code == USAGE, output
        assert message in output
        assert "Traceback" not in output


@pytest.mark.parametrize("target, message", [("missing.jsonl", "No such file"), (".", "Is a directory")])
def test_a_report_that_cannot_be_read_is_refused(target: str, message: str, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    code, output = invoke(["report", str(tmp_path / target)], capsys)
    assert code == USAGE and message in output


def test_a_whole_report_is_rendered(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "r.jsonl"
    path.write_text(_lines(HEADER, SCENARIO, END))
    code, output = invoke(["report", str(path)], capsys)
    assert code == 0
    assert "| GEAR | 1 | 0 | 0 | 0 |" in output


# --- as real processes: the exit status and stderr a shell sees ----------------------------------


def rulespec_process(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(FIXTURES), os.environ.get("PYTHONPATH", "")])}
    return subprocess.run([sys.executable, "-m", "rulespec.adapters.runner.cli", *args], capture_output=True, text=True,
                          timeout=timeout, env=env)


@pytest.mark.parametrize("args, message", [
    (("run", "--adapter", "stdio:'x"), "No closing quotation"),
    (("run", "--adapter", "python:runner_engines:factory_raises"), "the factory is broken"),
    (("run", "--engine-timeout", "nan"), "--engine-timeout"),
    (("report", "/nonexistent/r.jsonl"), "No such file"),
])
def test_usage_errors_as_a_shell_sees_them(args: tuple[str, ...], message: str) -> None:
    proc = rulespec_process(*args)
    assert proc.returncode == USAGE
    assert message in proc.stderr
    assert "Traceback" not in proc.stderr and proc.stdout == ""


def test_rulespec_timeout_from_the_environment_is_checked_before_the_run() -> None:
    env = {**os.environ, "RULESPEC_TIMEOUT": "abc"}
    proc = subprocess.run([sys.executable, "-m", "rulespec.adapters.runner.cli", "run", "--adapter",
                           f"stdio:{sys.executable} -m rulespec.oracle"], capture_output=True, text=True, timeout=60,
                          env=env)
    assert proc.returncode == USAGE
    assert "$RULESPEC_TIMEOUT='abc' is not a number of seconds" in proc.stderr
    assert "FAILED" not in proc.stdout


# --- signals --------------------------------------------------------------------------------------


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_while_reading_a_fifo_ends_cleanly(tmp_path: Path, signum: signal.Signals) -> None:
    fifo = tmp_path / "report.fifo"
    os.mkfifo(fifo)
    proc = subprocess.Popen([sys.executable, "-m", "rulespec.adapters.runner.cli", "report", str(fifo)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        wait_blocked_on_fifo(proc.pid)
        proc.send_signal(signum)
        out, err = proc.communicate(timeout=20)
    finally:
        proc.kill()
    assert proc.returncode == INTERRUPTED
    assert f"rulespec: interrupted by {signum.name}" in err
    assert "Traceback" not in err + out


def wait_blocked_on_fifo(pid: int, limit: float = 60.0) -> None:
    """Wait until process ``pid`` blocks opening a FIFO that nobody writes (so its signal handlers
    are in place), as Linux shows in /proc; elsewhere, wait a while."""
    wchan = Path(f"/proc/{pid}/wchan")
    if not wchan.exists():
        time.sleep(3.0)
        return
    deadline = time.monotonic() + limit
    while wchan.read_text() != "wait_for_partner" and time.monotonic() < deadline:
        time.sleep(0.05)
