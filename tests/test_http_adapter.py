"""The http adapter against fake servers, one per way a server can break.

Each fault ends in bounded time as the right EngineFault kind with what was sent and what
came back; the run can go on (restart() begins a fresh session).
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from rulespec.adapters.base import EngineFault, EngineSkipped
from rulespec.adapters.http import SESSION_HEADER, HttpAdapter
from rulespec.adapters.registry import make_adapter

STATE = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}],
         "objects": [{"id": "u1", "card": {"type": "unit", "might": 3}, "owner": "A", "zone": "board",
                      "location": "base:A"}]}
ATTACH = {"type": "attach", "player": "A", "object": "sword", "to": "u1"}
INFO = {"name": "fake-http", "version": "1.0", "language": "python", "games": ["riftbound"], "cards": [],
        "capabilities": ["attach"]}


def good(request: dict, games: dict, session: str) -> dict:
    seq, cmd = request["seq"], request["cmd"]
    if cmd == "start":
        return {"seq": seq, **INFO}
    if cmd == "setup":
        games[session] = request["state"]
        return {"seq": seq, "ok": True}
    if cmd == "perform":
        return {"seq": seq, "result": {"accepted": True, "events": []}}
    if cmd == "snapshot":
        return {"seq": seq, "state": games[session]}
    return {"seq": seq, "ok": True}


class FakeServer:
    """A server whose answer to each command can be replaced: ``misbehave[cmd] = fn(handler, request)``."""

    def __init__(self) -> None:
        self.games: dict[str, dict] = {}
        self.misbehave: dict[str, object] = {}
        self.sessions: list[str] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                session = self.headers.get(SESSION_HEADER, "")
                fake.sessions.append(session)
                special = fake.misbehave.get(request["cmd"])
                if special is not None:
                    special(self, request)
                    return
                self.reply(200, json.dumps(good(request, fake.games, session)).encode())

            def reply(self, status: int, body: bytes) -> None:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.02,), daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def server():
    fake = FakeServer()
    yield fake
    fake.close()


def fault_of(call, *args) -> tuple[EngineFault, float]:
    began = time.monotonic()
    with pytest.raises(EngineFault) as info:
        call(*args)
    return info.value, time.monotonic() - began


def started(url: str, timeout: float = 2.0) -> HttpAdapter:
    adapter = HttpAdapter(url, timeout=timeout)
    adapter.start()
    adapter.setup(STATE)
    return adapter


def test_a_good_server_round_trips_every_request_in_one_session(server):
    adapter = HttpAdapter(server.url, timeout=2)
    assert adapter.start() == INFO
    adapter.setup(STATE)
    assert adapter.perform(ATTACH) == {"accepted": True, "events": []}
    assert adapter.snapshot() == STATE
    adapter.stop()
    assert len(server.sessions) == 5 and set(server.sessions) == {adapter.session}


def test_two_adapters_have_two_sessions_on_one_server(server):
    first, second = started(server.url), HttpAdapter(server.url, timeout=2)
    second.start()
    other = {**STATE, "players": [{"id": "A"}, {"id": "Z"}]}
    second.setup(other)
    assert first.snapshot() == STATE and second.snapshot() == other


def test_nothing_listening_is_unavailable():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # closed again before use: nothing listens there
    fault, seconds = fault_of(HttpAdapter(f"http://127.0.0.1:{port}/", timeout=2).start)
    assert fault.kind == "unavailable"
    assert "Connection refused" in fault.message
    assert fault.sent == {"seq": 1, "cmd": "start", "version": 1}
    assert seconds < 2


def test_a_server_that_hangs_times_out(server):
    server.misbehave["snapshot"] = lambda handler, request: time.sleep(5)
    adapter = started(server.url, timeout=1.0)
    fault, seconds = fault_of(adapter.snapshot)
    assert fault.kind == "timeout"
    assert fault.sent["cmd"] == "snapshot"
    assert 0.9 < seconds < 3
    server.misbehave.clear()
    adapter.restart()
    adapter.setup(STATE)
    assert adapter.snapshot() == STATE


def test_a_body_that_is_not_json_is_not_json(server):
    server.misbehave["perform"] = lambda handler, request: handler.reply(200, b"<html>oops</html>")
    fault, _ = fault_of(started(server.url).perform, ATTACH)
    assert fault.kind == "not_json"
    assert fault.got == "<html>oops</html>"
    assert fault.sent["action"] == ATTACH


def test_a_status_other_than_200_is_reported_with_the_body(server):
    server.misbehave["perform"] = lambda handler, request: handler.reply(500, b"Traceback: boom")
    fault, _ = fault_of(started(server.url).perform, ATTACH)
    assert fault.kind == "invalid_answer"
    assert fault.message.startswith("HTTP 500")
    assert fault.got == "Traceback: boom"


def test_a_schema_invalid_answer_names_the_pointer(server):
    server.misbehave["perform"] = lambda handler, request: handler.reply(200, json.dumps(
        {"seq": request["seq"], "result": {"accepted": False, "reason": "bad_luck"}}).encode())
    fault, _ = fault_of(started(server.url).perform, ATTACH)
    assert fault.kind == "invalid_answer"
    assert [p.pointer for p in fault.problems] == ["/result/reason"]
    assert "bad_luck" in fault.problems[0].message


def test_a_wrong_seq_is_wrong_seq(server):
    server.misbehave["snapshot"] = lambda handler, request: handler.reply(200, json.dumps(
        {"seq": 0, "state": STATE}).encode())
    fault, _ = fault_of(started(server.url).snapshot)
    assert fault.kind == "wrong_seq"
    assert fault.message.startswith("expected seq 3, got 0")


def test_skipped_errored_and_refused_map_as_over_stdio(server):
    server.misbehave["perform"] = lambda handler, request: handler.reply(200, json.dumps(
        {"seq": request["seq"], "skipped": {"message": "no attach here"}}).encode())
    server.misbehave["snapshot"] = lambda handler, request: handler.reply(200, json.dumps(
        {"seq": request["seq"], "errored": {"message": "boom", "context": "trace"}}).encode())
    adapter = started(server.url)
    with pytest.raises(EngineSkipped, match="no attach here"):
        adapter.perform(ATTACH)
    fault, _ = fault_of(adapter.snapshot)
    assert (fault.kind, fault.got) == ("errored", "trace")
    server.misbehave["setup"] = lambda handler, request: handler.reply(200, json.dumps(
        {"seq": request["seq"], "refused": {"problems": [{"pointer": "/game", "message": "mtg only"}]}}).encode())
    fault, _ = fault_of(adapter.setup, STATE)
    assert fault.kind == "refused_setup" and fault.problems[0].pointer == "/game"


def test_an_endless_body_is_a_fault_not_a_memory_blow_up(server):
    def endless(handler, request):
        handler.send_response(200)
        handler.end_headers()  # no Content-Length: the body ends when the connection does
        try:
            while True:
                handler.wfile.write(b"9" * 65536)
        except OSError:
            pass

    server.misbehave["perform"] = endless
    adapter = HttpAdapter(server.url, timeout=5, max_answer=1 << 20)
    adapter.start()
    fault, seconds = fault_of(adapter.perform, ATTACH)
    assert fault.kind == "not_json" and "output without end" in fault.message
    assert seconds < 4


def test_a_dropped_connection_is_a_crash(server):
    def drop(handler, request):
        handler.close_connection = True
        handler.connection.shutdown(socket.SHUT_RDWR)

    server.misbehave["perform"] = drop
    fault, _ = fault_of(started(server.url).perform, ATTACH)
    assert fault.kind == "crash"
    assert fault.sent["action"] == ATTACH


def test_the_registry_makes_an_http_adapter_from_its_spec():
    adapter = make_adapter("http:http://127.0.0.1:9/engine", timeout=3)
    assert isinstance(adapter, HttpAdapter)
    assert (adapter.url, adapter.timeout) == ("http://127.0.0.1:9/engine", 3.0)
    with pytest.raises(ValueError, match="not an http"):
        HttpAdapter("127.0.0.1:9")


class RawServer:
    """A TCP server that answers each connection with ``script(conn)``, for answers no HTTP
    server library would write; ``seen`` holds the bytes of each request it read."""

    def __init__(self, script) -> None:
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}/"
        self.seen: list[bytes] = []
        self.script = script
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.listener.accept()
            except OSError:
                return
            with conn:
                conn.settimeout(5)
                data = b""
                while b"\r\n\r\n" not in data and (chunk := conn.recv(65536)):
                    data += chunk
                self.seen.append(data)
                with contextlib.suppress(OSError):
                    self.script(conn)

    def close(self) -> None:
        self.listener.close()


def trickle(head: bytes, drip: bytes, seconds: float = 6.0):
    def script(conn: socket.socket) -> None:
        conn.sendall(head)
        ends = time.monotonic() + seconds
        while time.monotonic() < ends:
            conn.sendall(drip)
            time.sleep(0.1)
    return script


@pytest.mark.parametrize("where", ["status_line", "headers", "body"])
def test_the_deadline_holds_while_the_answer_trickles_in(where):
    """Every byte comes well before any per-read timeout, yet the request ends at its deadline."""
    head = {"status_line": b"HTTP/1.1 2", "headers": b"HTTP/1.1 200 OK\r\nX-Slow: ",
            "body": b"HTTP/1.1 200 OK\r\nContent-Length: 5000\r\n\r\n{\"seq\": 1, \"x\": \""}[where]
    server = RawServer(trickle(head, b"0" if where == "status_line" else b"z"))
    try:
        fault, seconds = fault_of(HttpAdapter(server.url, timeout=0.6).start)
        assert fault.kind == "timeout" and "0.6 s" in fault.message
        assert fault.sent == {"seq": 1, "cmd": "start", "version": 1}
        assert 0.5 < seconds < 2.0
    finally:
        server.close()


class Recorder:
    """An HTTP server that records every request it gets, whatever its method."""

    def __init__(self) -> None:
        self.requests: list[tuple[str, dict[str, str]]] = []
        recorder = self

        class Handler(BaseHTTPRequestHandler):
            def _record(self) -> None:
                recorder.requests.append((self.command, dict(self.headers)))
                body = json.dumps({"seq": 1, **INFO}).encode()
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = _record

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("localhost", 0), Handler)
        self.url = f"http://localhost:{self.server.server_address[1]}/elsewhere"
        threading.Thread(target=self.server.serve_forever, args=(0.02,), daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
def test_a_redirect_is_not_followed_and_the_session_goes_nowhere_else(server, status):
    elsewhere = Recorder()
    try:
        def redirect(handler, request):
            handler.send_response(status)
            handler.send_header("Location", elsewhere.url)
            handler.send_header("Content-Length", "0")
            handler.end_headers()

        server.misbehave["start"] = redirect
        adapter = HttpAdapter(server.url, timeout=2)
        fault, _ = fault_of(adapter.start)
        assert fault.kind == "invalid_answer"
        assert fault.message.startswith(f"HTTP {status} ") and f"a redirect to '{elsewhere.url}', not followed" \
            in fault.message
        assert fault.got == f"Location: {elsewhere.url}"
        assert elsewhere.requests == []
    finally:
        elsewhere.close()


def test_an_answer_that_is_not_http_is_an_invalid_answer():
    server = RawServer(lambda conn: conn.sendall(b"hello, I am not a web server\r\n\r\n"))
    try:
        fault, _ = fault_of(HttpAdapter(server.url, timeout=2).start)
        assert fault.kind == "invalid_answer" and "not an HTTP answer" in fault.message
        assert "BadStatusLine" in fault.message
    finally:
        server.close()


@pytest.mark.parametrize("url", ["127.0.0.1:9", "ftp://127.0.0.1/", "http://", "http://127.0.0.1:port/"])
def test_a_url_that_is_not_http_is_a_value_error(url):
    with pytest.raises(ValueError, match="http:"):
        HttpAdapter(url)
