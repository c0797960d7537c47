"""The stdio adapter against one fake engine per way an engine can break (tests/engines/).

Each fault must end in bounded time, as the right EngineFault kind, with the evidence (what
was sent, what came back, the stderr tail); and after it, restart() gives a working engine.
"""

from __future__ import annotations

import copy
import shlex
import sys
import time
from pathlib import Path

import pytest

from rulespec.adapters import stdio as stdio_module
from rulespec.adapters.base import EngineFault, EngineSkipped
from rulespec.adapters.registry import make_adapter
from rulespec.adapters.stdio import StdioAdapter

ENGINES = Path(__file__).parent / "engines"
STATE = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
         "objects": [{"id": "u1", "card": {"type": "unit", "might": 3}, "owner": "A", "zone": "board",
                      "location": "base:A"},
                     {"id": "sword", "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 2},
                      "owner": "A", "zone": "board", "location": "base:A"}]}
ATTACH = {"type": "attach", "player": "A", "object": "sword", "to": "u1"}


def command(name: str) -> str:
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(ENGINES / f'{name}.py'))}"


@pytest.fixture
def run():
    """Start a fake engine by name; stop every engine the test started."""
    started: list[StdioAdapter] = []

    def start(name: str, timeout: float = 2.0, **kwargs) -> StdioAdapter:
        adapter = StdioAdapter(command(name), timeout=timeout, **kwargs)
        started.append(adapter)
        return adapter

    yield start
    for adapter in started:
        adapter.stop()


def fault_of(call, *args) -> tuple[EngineFault, float]:
    began = time.monotonic()
    with pytest.raises(EngineFault) as info:
        call(*args)
    return info.value, time.monotonic() - began


def is_running(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def assert_works(adapter: StdioAdapter) -> None:
    adapter.setup(STATE)
    assert adapter.snapshot() == STATE


def test_a_good_engine_round_trips_every_request(run):
    adapter = run("good")
    info = adapter.start()
    assert info == {"name": "fake-good", "version": "1.0", "language": "python", "games": ["riftbound"],
                    "cards": [], "capabilities": ["attach", "detach"]}
    adapter.setup(STATE)
    assert adapter.perform(ATTACH) == {"accepted": True, "events": []}
    assert adapter.snapshot() == STATE
    proc = adapter._process.proc
    adapter.stop()
    assert proc.returncode == 0  # it exited by itself on `stop`
    adapter.stop()  # twice is harmless


def test_a_crash_on_start_is_a_crash_with_the_exit_code_and_stderr(run):
    adapter = run("crash_on_start")
    fault, seconds = fault_of(adapter.start)
    assert fault.kind == "crash"
    assert "exited with code 3" in fault.message
    assert "cannot load the card database" in fault.stderr
    assert fault.sent == {"seq": 1, "cmd": "start", "version": 1}
    assert seconds < 3


def test_a_crash_mid_run_is_a_crash_and_restart_brings_the_engine_back(run):
    adapter = run("crash_mid_run")
    adapter.start()
    adapter.setup(STATE)
    fault, seconds = fault_of(adapter.perform, ATTACH)
    assert fault.kind == "crash"
    assert "exited with code 70" in fault.message
    assert "ZeroDivisionError: fake engine bug" in fault.stderr
    assert fault.sent["cmd"] == "perform" and fault.sent["action"] == ATTACH
    assert seconds < 3
    adapter.restart()
    assert_works(adapter)


def test_a_hang_times_out_and_kills_the_engine_and_its_children(run):
    adapter = run("hang", timeout=1.0)
    adapter.start()
    adapter.setup(STATE)
    fault, seconds = fault_of(adapter.snapshot)
    assert fault.kind == "timeout"
    assert "no answer within 1 s" in fault.message
    assert fault.sent["cmd"] == "snapshot"
    assert 0.9 < seconds < 3.5
    child = int(fault.stderr.split("(child ")[1].split(")")[0])
    deadline = time.monotonic() + 3
    while is_running(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not is_running(child), "the engine's child process outlived the engine"
    # Until restarted, the engine is reported as not running, at once.
    again, seconds = fault_of(adapter.snapshot)
    assert again.kind == "unavailable" and "timeout" in again.message and seconds < 0.5
    adapter.restart()
    adapter.setup(STATE)
    assert adapter.perform(ATTACH) == {"accepted": True, "events": []}  # this engine hangs on snapshots only


def test_a_line_that_is_not_json_is_not_json_with_the_line_as_evidence(run):
    adapter = run("not_json")
    adapter.start()
    adapter.setup(STATE)
    fault, _ = fault_of(adapter.perform, ATTACH)
    assert fault.kind == "not_json"
    assert fault.got == "DEBUG performing attach"
    assert fault.sent["action"] == ATTACH
    assert "engine fault (not_json)" in str(fault) and "DEBUG performing attach" in str(fault)
    adapter.restart()
    assert_works(adapter)


def test_a_schema_invalid_result_names_the_json_pointer_and_keeps_the_engine(run):
    adapter = run("invalid_result")
    adapter.start()
    adapter.setup(STATE)
    fault, _ = fault_of(adapter.perform, ATTACH)
    assert fault.kind == "invalid_answer"
    assert [(p.pointer, p.message) for p in fault.problems] == [
        ("/result/events/0", "'to' is a required property")]
    assert fault.got["result"]["events"] == [{"type": "attach", "object": "sword"}]
    assert "at /result/events/0 (JSON pointer)" in str(fault)
    assert adapter.snapshot() == STATE  # the pipe is still in step: no restart needed


def test_a_wrong_seq_says_which_was_expected_and_which_came(run):
    adapter = run("wrong_seq")
    adapter.start()  # seq 1
    adapter.setup(STATE)  # seq 2
    fault, _ = fault_of(adapter.snapshot)  # seq 3
    assert fault.kind == "wrong_seq"
    assert fault.message.startswith("expected seq 3, got 2")
    assert fault.got["seq"] == 2 and fault.sent == {"seq": 3, "cmd": "snapshot"}
    adapter.restart()
    adapter.setup(STATE)
    assert fault_of(adapter.snapshot)[0].kind == "wrong_seq"  # the same engine, the same fault


@pytest.mark.parametrize("max_answer", [1 << 20, None], ids=["1MiB", "default-16MiB"])
def test_output_without_end_is_a_fault_not_a_hang(run, max_answer):
    kwargs = {"max_answer": max_answer} if max_answer else {}
    adapter = run("endless_output", timeout=5.0, **kwargs)
    adapter.start()
    adapter.setup(STATE)
    fault, seconds = fault_of(adapter.perform, ATTACH)
    assert fault.kind == "not_json"
    assert "output without end" in fault.message
    assert fault.got.startswith('{"seq": 9999') and len(fault.got) <= 4096
    assert seconds < 4
    adapter.restart()
    assert_works(adapter)


def test_skipped_is_engine_skipped_with_message_and_issue(run):
    adapter = run("skipped")
    adapter.start()
    adapter.setup(STATE)
    with pytest.raises(EngineSkipped) as info:
        adapter.perform(ATTACH)
    assert str(info.value) == ("action 'attach' is not implemented (https://example.org/engine/issues/7)")
    assert info.value.issue_url == "https://example.org/engine/issues/7"
    assert adapter.snapshot() == STATE


def test_errored_is_a_fault_with_the_engines_context(run):
    adapter = run("errored")
    adapter.start()
    adapter.setup(STATE)
    fault, _ = fault_of(adapter.perform, ATTACH)
    assert fault.kind == "errored"
    assert "KeyError: 'might'" in fault.message
    assert "line 12, in perform" in fault.got["traceback"]
    assert fault.sent["action"] == ATTACH
    assert adapter.snapshot() == STATE


def test_a_refused_setup_names_the_pointer(run):
    adapter = run("refuses_setup")
    adapter.start()
    fault, _ = fault_of(adapter.setup, STATE)
    assert fault.kind == "refused_setup"
    assert [(p.pointer, p.message) for p in fault.problems] == [("/objects/0/card", "unknown card")]
    assert fault.sent["state"] == STATE


def test_a_flood_on_stderr_neither_blocks_the_engine_nor_grows_the_tail(run):
    adapter = run("chatty", timeout=5.0, stderr_tail=16 * 1024)
    adapter.start()
    adapter.setup(STATE)  # 2 MiB on stderr so far: the reader thread keeps the pipe flowing
    fault, _ = fault_of(adapter.perform, ATTACH)
    assert fault.kind == "crash" and "exited with code 1" in fault.message
    assert fault.stderr.startswith("…")
    assert len(fault.stderr.encode()) <= 16 * 1024 + len("…".encode())
    assert fault.stderr.endswith("fake engine: last words\n")


def test_stop_kills_an_engine_that_does_not_exit(run):
    adapter = run("ignores_stop")
    adapter.start()
    proc = adapter._process.proc
    began = time.monotonic()
    adapter.stop()
    assert time.monotonic() - began < 4
    assert proc.poll() is not None and proc.returncode < 0  # killed, not exited
    assert adapter.pid is None


def test_a_command_that_cannot_run_is_unavailable():
    adapter = StdioAdapter("/nonexistent/engine --flag", timeout=1)
    fault, _ = fault_of(adapter.start)
    assert fault.kind == "unavailable"
    assert "/nonexistent/engine" in fault.message


def test_a_request_modifies_nothing_it_is_given(run):
    adapter = run("good")
    adapter.start()
    state = copy.deepcopy(STATE)
    adapter.setup(state)
    assert state == STATE


def test_the_timeout_comes_from_the_argument_then_the_environment_then_ten_seconds(monkeypatch):
    monkeypatch.delenv("RULESPEC_TIMEOUT", raising=False)
    assert StdioAdapter("engine").timeout == 10.0
    monkeypatch.setenv("RULESPEC_TIMEOUT", "0.5")
    assert StdioAdapter("engine").timeout == 0.5
    assert StdioAdapter("engine", timeout=3).timeout == 3.0
    monkeypatch.setenv("RULESPEC_TIMEOUT", "soon")
    with pytest.raises(ValueError, match="RULESPEC_TIMEOUT"):
        StdioAdapter("engine")


def test_the_registry_makes_a_stdio_adapter_from_its_spec():
    adapter = make_adapter(f"stdio:{command('good')}", timeout=4)
    assert isinstance(adapter, StdioAdapter)
    assert adapter.argv == [sys.executable, str(ENGINES / "good.py")]
    assert adapter.timeout == 4.0


@pytest.mark.parametrize(("mode", "evidence", "says"), [
    ("lone_surrogate", r'"object": "\ud800"', "a lone surrogate at /result/events/0/object"),
    ("lone_surrogate_in_a_key", r'"\udfff": 1', r"a lone surrogate at /result/events/0/\udfff"),
    ("invalid_utf8", '"object": "\ufffd\ufffd"', "invalid start byte"),
    ("utf8_encoded_surrogate", '"object": "\ufffd\ufffd\ufffd"', "invalid continuation byte"),
    ("nan", '"n": NaN}', "NaN is not JSON"),
    ("infinity", '"n": -Infinity}', "-Infinity is not JSON"),
    ("huge_number", '"n": 1e999}', "1e999 is too large for a double"),
    ("name_twice", '"to": "u1", "type": "detach"}', 'the name "type" appears twice in one object (RFC 7493 2.3)'),
])
def test_an_answer_that_is_not_strict_json_is_not_json_with_evidence_and_the_run_goes_on(run, mode, evidence, says):
    """Text that is not Unicode, numbers that JSON cannot carry, and an object that names a member
    twice (read one way by one JSON library, another way by the next) never reach the suite (its
    reports are written as UTF-8 JSON): the answer is a fault, quoted as evidence."""
    adapter = StdioAdapter(f"{command('bad_answer')} {mode}", timeout=5.0)
    try:
        adapter.start()
        adapter.setup(STATE)
        fault, _ = fault_of(adapter.perform, ATTACH)
        assert fault.kind == "not_json"
        assert says in fault.message
        assert evidence in fault.got and fault.got.startswith('{"seq": 3, "result"')
        assert fault.sent["action"] == ATTACH
        str(fault).encode("utf-8")  # the evidence can be written anywhere
        adapter.restart()
        assert_works(adapter)
    finally:
        adapter.stop()


def test_what_the_engine_wrote_on_stderr_before_its_answer_is_in_the_fault(monkeypatch):
    """The stderr reader thread may lag (a loaded CI machine): the fault still carries every
    line the engine wrote before the answer that caused it."""
    real_drain = stdio_module._drain

    def slow_drain(*args):
        time.sleep(0.5)
        real_drain(*args)

    monkeypatch.setattr(stdio_module, "_drain", slow_drain)
    adapter = StdioAdapter(f"{command('bad_answer')} nan", timeout=5.0)
    try:
        adapter.start()
        adapter.setup(STATE)
        fault, _ = fault_of(adapter.perform, ATTACH)
        assert fault.kind == "not_json"
        assert "bad_answer: answering nan" in fault.stderr
    finally:
        adapter.stop()


def test_an_engine_that_floods_stderr_without_end_still_gets_its_fault(run):
    adapter = run("floods_stderr", timeout=3.0, stderr_tail=16 * 1024)
    adapter.start()
    adapter.setup(STATE)
    fault, seconds = fault_of(adapter.perform, ATTACH)
    assert fault.kind == "not_json" and fault.got == "NaN"
    assert "flood flood" in fault.stderr and len(fault.stderr.encode()) <= 16 * 1024 + len("…".encode())
    assert seconds < 3
