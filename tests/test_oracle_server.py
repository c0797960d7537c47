"""``python -m rulespec.oracle``: the oracle behind the protocol, over stdio and over HTTP.

It must answer exactly what the in-process oracle answers, refuse an invalid state with its
pointer, turn any internal error into ``errored`` and keep serving.
"""

from __future__ import annotations

import copy
import io
import json
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from rulespec import oracle
from rulespec.adapters.base import EngineFault, ValidatingAdapter
from rulespec.adapters.http import HttpAdapter
from rulespec.adapters.stdio import StdioAdapter
from rulespec.oracle import server as oracle_server
from rulespec.oracle.server import Limits, OracleHTTPServer, Session, main, make_http_server, serve_stdio

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
    server = subprocess.Popen([sys.executable, "-m", "rulespec.oracle", "--http", "0"], stdout=subprocess.PIPE,
                              text=True)
    try:
        line = server.stdout.readline()
        assert line.startswith("rulespec oracle listening on http://127.0.0.1:")
        yield line.rsplit(" ", 1)[1].strip()
    finally:
        server.kill()
        server.wait()


def test_over_stdio_it_answers_what_the_oracle_answers_in_process():
    adapter = ValidatingAdapter(StdioAdapter(f"{sys.executable} -m rulespec.oracle", timeout=10))
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
        adapter = StdioAdapter(f"{sys.executable} -m rulespec.oracle", timeout=10)
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
        assert "Traceback" not in json.dumps(no_game.value.got)  # a request error, not the oracle's
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


def test_the_server_answers_every_line_and_stops_on_stop():
    lines = b'not json\n\n{"seq": 1, "cmd": "start", "version": 1}\n{"seq": 2, "cmd": "stop"}\n{"seq": 3}\n'
    done = subprocess.run([sys.executable, "-m", "rulespec.oracle"], input=lines, capture_output=True, timeout=20)
    answers = done.stdout.decode().splitlines()
    assert done.returncode == 0 and len(answers) == 4
    assert '"seq":null,"errored"' in answers[0]
    assert json.loads(answers[1]) == {"seq": None, "errored": {
        "message": "an empty line is not a request: send one JSON object a line"}}
    assert answers[3] == '{"seq":2,"ok":true}'


def test_the_server_imports_neither_adapters_nor_jsonschema():
    """The oracle is standard library only: of this project it may read schemas.references (the
    referential rules it shares with the suite), but nothing that needs a third-party package."""
    code = ("import sys, oracle.server; "
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'adapters', 'jsonschema', 'referencing', "
            "'pytest', 'pytest_bdd'}))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=20)
    assert done.stdout.strip() == "[]", done.stderr


# -- what a client can hold of the HTTP server, and what it is told ---------------------------------

@contextmanager
def served(**limits: float) -> Iterator[OracleHTTPServer]:
    """The HTTP oracle in this process, with the limits given (short ones: the tests wait little)."""
    server = make_http_server(0, limits=Limits(**limits))
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def url(server: OracleHTTPServer) -> str:
    return f"http://127.0.0.1:{server.server_address[1]}/"


def test_sessions_expire_when_idle():
    with served(session_idle=0.3) as server:
        idle, busy = HttpAdapter(url(server), timeout=5), HttpAdapter(url(server), timeout=5)
        idle.start()
        idle.setup(STATE)
        time.sleep(0.5)
        busy.start()  # any request sweeps the sessions unused for longer than 0.3 s
        assert list(server.sessions.games) == [busy.session]
        with pytest.raises(EngineFault) as gone:
            idle.snapshot()
        assert gone.value.kind == "errored"
        assert "no game in session" in gone.value.message and "after 0.3 s unused" in gone.value.message


def test_the_number_of_sessions_is_capped_and_a_stop_makes_room():
    with served(max_sessions=2) as server:
        first, second, third = (HttpAdapter(url(server), timeout=5) for _ in range(3))
        first.start()
        second.start()
        with pytest.raises(EngineFault) as full:
            third.start()
        assert full.value.kind == "invalid_answer" and full.value.message.startswith("HTTP 503")
        assert "keeps 2 sessions, its limit" in full.value.got
        first.stop()
        assert third.start()["name"] == "rulespec-oracle"
        assert len(server.sessions.games) == 2


def test_held_connections_are_bounded_in_number_and_in_time():
    """Connections that send nothing hold no thread past the request timeout, and never more
    than max_connections threads at once: the others are told 503 at once."""
    before = threading.active_count()
    # The request timeout must outlast the 503 loop even on a loaded machine, or a held
    # connection is dropped mid-loop and the next one is served.
    with served(max_connections=3, request_timeout=3) as server:
        address = ("127.0.0.1", server.server_address[1])
        held = [socket.create_connection(address, timeout=10) for _ in range(3)]
        time.sleep(0.1)
        for _ in range(10):
            with socket.create_connection(address, timeout=5) as sock:
                answer = b""
                while chunk := sock.recv(4096):
                    answer += chunk
                assert answer.startswith(b"HTTP/1.1 503 ") and b"serving 3 connections, its limit" in answer
        assert threading.active_count() <= before + 1 + 3  # serve_forever and the three held
        for sock in held:  # closed by the server after 3 s without a request
            assert sock.recv(1) == b""
            sock.close()
        deadline = time.monotonic() + 3
        while threading.active_count() > before + 1 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert threading.active_count() <= before + 1  # threads other tests left may end meanwhile
        assert HttpAdapter(url(server), timeout=5).start()["name"] == "rulespec-oracle"


def test_an_answer_is_one_write(monkeypatch):
    """Headers and body in two writes meet Nagle's algorithm and the client's delayed ACK: a
    kept-alive request then takes about 40 ms (benchmarks/http_keepalive.py)."""
    with served() as server:
        port = server.server_address[1]
        writes: list[int] = []
        real_sendall = socket.socket.sendall

        def counting_sendall(sock: socket.socket, data, *args):
            if sock.getsockname()[1] == port:
                writes.append(len(data))
            return real_sendall(sock, data, *args)

        monkeypatch.setattr(socket.socket, "sendall", counting_sendall)
        body = b'{"seq":1,"cmd":"start","version":1}'
        with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
            for _ in range(2):  # two requests on one kept-alive connection
                sock.sendall(b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))
                answer = b""
                while b"\r\n\r\n" not in answer or not answer.endswith(b"}\n"):
                    answer += sock.recv(1 << 20)
                assert answer.startswith(b"HTTP/1.1 200 OK\r\n")
        assert len(writes) == 2 and writes[0] == writes[1] == len(answer)


def test_an_internal_error_is_errored_with_its_message_and_the_traceback_stays_on_stderr(monkeypatch, capsys):
    def broken_snapshot(state):
        raise KeyError("might")

    monkeypatch.setattr(oracle, "snapshot", broken_snapshot)
    with served() as server:
        adapter = HttpAdapter(url(server), timeout=5)
        adapter.start()
        adapter.setup(STATE)
        with pytest.raises(EngineFault) as over_http:
            adapter.snapshot()
        assert adapter.perform(ACTIONS[0])["accepted"] is True  # it still serves
    stdin = io.BytesIO(b'{"seq":1,"cmd":"setup","state":%s}\n{"seq":2,"cmd":"snapshot"}\n' % json.dumps(STATE).encode())
    stdout = io.BytesIO()
    assert serve_stdio(stdin, stdout) == 0
    over_stdio = json.loads(stdout.getvalue().splitlines()[1])
    for text in (str(over_http.value), json.dumps(over_stdio)):
        assert "internal error" in text and "KeyError: 'might'" in text
        assert "Traceback" not in text and oracle.__file__.rsplit("/", 1)[0] not in text
    stderr = capsys.readouterr().err
    assert stderr.count("Traceback") == 2 and "broken_snapshot" in stderr


def test_an_answer_json_cannot_carry_becomes_errored():
    answer = oracle_server.encode({"seq": 4, "state": {"might": float("nan"), "id": "\ud800"}})
    assert json.loads(answer) == {"seq": 4, "errored": {
        "message": "the oracle's answer cannot be written as JSON: ValueError: Out of range float values are not "
                   "JSON compliant"}}
    answer = oracle_server.encode({"seq": 5, "state": {"id": "\ud800"}})
    assert json.loads(answer)["errored"]["message"].startswith(
        "the oracle's answer cannot be written as JSON: UnicodeEncodeError")
    looped: dict[str, Any] = {"id": "u"}
    looped["self"] = looped  # written without a check for cycles: still refused, as too deep
    answer = oracle_server.encode({"seq": 6, "state": looped})
    assert json.loads(answer) == {"seq": 6, "errored": {"message": "the oracle's answer cannot be written as JSON: "
                                  "RecursionError: maximum recursion depth exceeded while encoding a JSON object"}}


@pytest.mark.parametrize(("argv", "says"), [
    (["--http", "abc"], "argument --http: 'abc' is not a port number"),
    (["--http", "70000"], "argument --http: 70000 is not a port number (0 to 65535)"),
    (["--http", "-1"], "argument --http: -1 is not a port number"),
    (["--http", ""], "argument --http: '' is not a port number"),
    (["--request-timeout", "0"], "argument --request-timeout: '0' is not a positive number"),
    (["--request-timeout", "nan"], "argument --request-timeout: 'nan' is not a positive number"),
    (["--max-sessions", "many"], "argument --max-sessions: 'many' is not a number"),
    (["--port", "8000"], "unrecognized arguments: --port 8000"),
])
def test_a_bad_option_is_a_usage_error(argv, says, capsys):
    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: python -m rulespec.oracle") and says in err and "Traceback" not in err


def test_a_port_in_use_is_a_usage_error(capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(SystemExit) as done:
            main(["--http", str(port)])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert f"cannot listen on 127.0.0.1:{port}: Address already in use" in err and "Traceback" not in err


def test_pipelined_requests_are_answered_in_order_on_one_connection():
    with served() as server, socket.create_connection(("127.0.0.1", server.server_address[1]), timeout=5) as sock:
        bodies = [b'{"seq":1,"cmd":"start","version":1}', b'{"seq":2,"cmd":"snapshot"}', b'{"seq":3,"cmd":"stop"}']
        sock.sendall(b"".join(b"POST / HTTP/1.1\r\nHost: x\r\nX-Rulespec-Session: p\r\nContent-Length: %d\r\n%s\r\n%s"
                              % (len(body), b"Connection: close\r\n" if body is bodies[-1] else b"", body)
                              for body in bodies))
        data = b""
        while chunk := sock.recv(1 << 16):
            data += chunk
    answers = [json.loads(part.split(b"\r\n\r\n", 1)[1]) for part in data.split(b"HTTP/1.1 200 OK\r\n")[1:]]
    assert [a["seq"] for a in answers] == [1, 2, 3]
    assert answers[1]["errored"]["message"] == "no game: send `setup` first"  # the session is started
    assert answers[2] == {"seq": 3, "ok": True}


def test_a_lone_surrogate_neither_kills_the_stdio_oracle_nor_goes_unanswered():
    lines = (rb'{"seq": 1, "cmd": "setup", "state": {"schema": "rulespec/state/1", "game": "riftbound", '
             rb'"players": [{"id": "\ud800"}], "objects": []}}' b"\n"
             b'{"seq": 2, "cmd": "start", "version": 1}\n{"seq": 3, "cmd": "stop"}\n')
    done = subprocess.run([sys.executable, "-m", "rulespec.oracle"], input=lines, capture_output=True, timeout=20)
    assert done.returncode == 0 and b"Traceback" not in done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert [a["seq"] for a in answers] == [1, 2, 3]
    assert answers[0]["errored"]["message"].startswith(
        "the request is not Unicode text: a lone surrogate at /state/players/0/id")


def test_a_lone_surrogate_over_http_is_answered(http_url):
    host, port = http_url.split("//")[1].strip("/").split(":")
    body = rb'{"seq": 1, "cmd": "start", "version": 1, "name": "\udfff"}'
    with socket.create_connection((host, int(port)), timeout=5) as sock:
        sock.sendall(b"POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: %d\r\n\r\n%s"
                     % (len(body), body))
        data = b""
        while chunk := sock.recv(1 << 16):
            data += chunk
    head, answer = data.split(b"\r\n\r\n", 1)
    assert head.startswith(b"HTTP/1.1 200 OK")
    assert json.loads(answer)["errored"]["message"].startswith("the request is not Unicode text: a lone surrogate")
