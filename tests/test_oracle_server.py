"""``python -m oracle``: the oracle behind the protocol, over stdio and over HTTP.

It must answer exactly what the in-process oracle answers, refuse an invalid state with its
pointer, turn any internal error into ``errored`` and keep serving.
"""

from __future__ import annotations

import copy
import subprocess
import sys

import pytest

import oracle
from adapters.base import EngineFault, ValidatingAdapter
from adapters.http import HttpAdapter
from adapters.stdio import StdioAdapter
from oracle.server import Session

STATE = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
         "objects": [{"id": "u1", "card": {"type": "unit", "might": 3}, "owner": "A", "zone": "board",
                      "location": "base:A"},
                     {"id": "sword", "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 2},
                      "owner": "A", "zone": "board", "location": "base:A"}]}
ACTIONS = [{"type": "attach", "player": "A", "object": "sword", "to": "u1"},
           {"type": "attach", "player": "A", "object": "u1", "to": "sword"},
           {"type": "detach", "player": "A", "object": "sword"}]


def in_process() -> list:
    """What the oracle answers in-process to STATE then ACTIONS: results and snapshots."""
    state = oracle.load_state(copy.deepcopy(STATE))
    seen = []
    for action in ACTIONS:
        state, result = oracle.perform(state, action)
        seen += [result, oracle.snapshot(state)]
    return seen


def conversation(adapter) -> list:
    adapter.setup(STATE)
    seen = []
    for action in ACTIONS:
        seen += [adapter.perform(action), adapter.snapshot()]
    return seen


@pytest.fixture
def http_url():
    server = subprocess.Popen([sys.executable, "-m", "oracle", "--http", "0"], stdout=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        assert line.startswith("rulespec oracle listening on http://127.0.0.1:")
        yield line.rsplit(" ", 1)[1].strip()
    finally:
        server.kill()
        server.wait()


def test_over_stdio_it_answers_what_the_oracle_answers_in_process():
    adapter = ValidatingAdapter(StdioAdapter(f"{sys.executable} -m oracle", timeout=10))
    try:
        assert adapter.start() == oracle.engine_info()
        assert conversation(adapter) == in_process()
    finally:
        adapter.stop()


def test_over_http_it_answers_the_same_with_one_game_per_session(http_url):
    first, second = HttpAdapter(http_url, timeout=10), HttpAdapter(http_url, timeout=10)
    assert first.start() == oracle.engine_info()
    second.start()
    second.setup({**STATE, "objects": STATE["objects"][:1]})
    assert conversation(ValidatingAdapter(first)) == in_process()
    assert [o["id"] for o in second.snapshot()["objects"]] == ["u1"]
    first.stop()
    second.stop()


@pytest.mark.parametrize("transport", ["stdio", "http"])
def test_an_invalid_state_is_refused_with_its_pointer_and_an_internal_error_is_errored(transport, request):
    if transport == "stdio":
        adapter = StdioAdapter(f"{sys.executable} -m oracle", timeout=10)
    else:
        adapter = HttpAdapter(request.getfixturevalue("http_url"), timeout=10)
    adapter.start()
    try:
        bad = copy.deepcopy(STATE)
        bad["schema"] = "rulespec/state/0"
        with pytest.raises(EngineFault) as refused:
            adapter.setup(bad)
        assert refused.value.kind == "refused_setup"
        assert [p.pointer for p in refused.value.problems] == ["/schema"]
        with pytest.raises(EngineFault) as no_game:
            adapter.snapshot()
        assert no_game.value.kind == "errored" and "send `setup` first" in no_game.value.message
        assert "Traceback" in no_game.value.got
        adapter.setup(STATE)  # it still serves
        assert adapter.snapshot()["objects"][0]["view"]["might"] == 3
    finally:
        adapter.stop()


@pytest.mark.parametrize("request_doc", [None, [], "start", {"cmd": "start"}, {"seq": "1", "cmd": "start"},
                                         {"seq": 1, "cmd": "launch"}, {"seq": 1, "cmd": "start", "version": 9},
                                         {"seq": 1, "cmd": "setup"}, {"seq": 1, "cmd": "perform", "action": 3}])
def test_a_session_answers_errored_to_any_broken_request_and_never_raises(request_doc):
    answer = Session().answer(request_doc)
    assert list(answer) == ["seq", "errored"]
    assert answer["seq"] == (request_doc["seq"] if isinstance(request_doc, dict)
                             and type(request_doc.get("seq")) is int else None)


def test_the_server_reads_past_a_line_that_is_not_json_and_stops_on_stop():
    lines = b'not json\n\n{"seq": 1, "cmd": "start", "version": 1}\n{"seq": 2, "cmd": "stop"}\n{"seq": 3}\n'
    done = subprocess.run([sys.executable, "-m", "oracle"], input=lines, capture_output=True, timeout=20)
    answers = done.stdout.decode().splitlines()
    assert done.returncode == 0 and len(answers) == 3
    assert '"seq":null,"errored"' in answers[0]
    assert answers[2] == '{"seq":2,"ok":true}'


def test_the_server_imports_neither_adapters_nor_jsonschema():
    """The oracle is standard library only: of this project it may read schemas.references (the
    referential rules it shares with the suite), but nothing that needs a third-party package."""
    code = ("import sys, oracle.server; "
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'adapters', 'jsonschema', 'referencing', "
            "'pytest', 'pytest_bdd'}))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=20)
    assert done.stdout.strip() == "[]", done.stderr
