"""The bad-input battery of the protocol: bad lines to ``python -m rulespec.oracle`` over stdio and bad
HTTP requests to ``python -m rulespec.oracle --http``.

Each case must end with a clear answer: over stdio one JSON line with ``errored`` (or
``refused``) and a message saying what is wrong; over HTTP a status and a JSON ``errored`` body
with a message, never a dropped connection, a hang or a traceback. After each case the server
still serves the next request. The servers run with short limits (a 4 KiB request, a 0.5 s
request timeout) so that nothing here waits long.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

LIMIT = 4096
REQUEST_TIMEOUT = 0.5
ORACLE_OPTIONS = ["--max-request-bytes", str(LIMIT), "--request-timeout", str(REQUEST_TIMEOUT)]
STATE: dict[str, Any] = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}],
         "objects": [{"id": "u1", "card": {"type": "unit", "might": 3}, "owner": "A", "zone": "board",
                      "location": "base:A"}]}


def strict_json(raw: bytes) -> Any:
    """Parse as the suite does: UTF-8, no NaN or Infinity."""
    def refuse(name: str) -> Any:
        raise ValueError(f"{name} is not JSON")
    return json.loads(raw.decode("utf-8"), parse_constant=refuse)


def assert_clear(answer: Any, kind: str, says: str, raw: bytes) -> None:
    assert isinstance(answer, dict) and kind in answer, raw
    message = answer["errored"]["message"] if kind == "errored" else json.dumps(answer[kind])
    assert says in message, raw
    assert b"Traceback" not in raw and b".py" not in raw and b"site-packages" not in raw, raw


# -- stdio --------------------------------------------------------------------------------------

class StdioOracle:
    """`python -m rulespec.oracle` on pipes; ``ask`` sends one line and reads one answer line, or fails."""

    def __init__(self) -> None:
        self.stderr = tempfile.TemporaryFile()  # noqa: SIM115 (closed by close())
        self.proc = subprocess.Popen([sys.executable, "-m", "rulespec.oracle", *ORACLE_OPTIONS], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=self.stderr)
        self.buffer = b""

    def ask(self, line: bytes, timeout: float = 10.0) -> bytes:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(line + b"\n")
        self.proc.stdin.flush()
        deadline = time.monotonic() + timeout
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.buffer:
            remaining = deadline - time.monotonic()
            assert remaining > 0, f"no answer within {timeout} s to {line[:200]!r}"
            if select.select([fd], [], [], remaining)[0]:
                chunk = os.read(fd, 1 << 16)
                assert chunk, f"the oracle ended (exit {self.proc.wait(5)}) on {line[:200]!r}: {self.errors()}"
                self.buffer += chunk
        answer, self.buffer = self.buffer.split(b"\n", 1)
        return answer

    def errors(self) -> str:
        self.stderr.seek(0)
        return self.stderr.read().decode("utf-8", "replace")

    def close(self) -> None:
        self.proc.kill()
        self.proc.wait()
        self.stderr.close()


@pytest.fixture(scope="module")
def stdio_oracle() -> Iterator[list[StdioOracle]]:
    """One oracle for the module, started again if a case killed it (that case fails)."""
    holder = [StdioOracle()]
    yield holder
    holder[0].close()


def _line(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc).encode()


STDIO_CASES: list[tuple[str, bytes, int | None, str, str]] = [
    # (id, line, seq echoed, kind, the message says)
    ("invalid_utf8", b'{"seq":1,"cmd":"start","version":1,"x":"\xff"}', None, "errored", "not UTF-8"),
    ("utf8_encoded_surrogate", b'{"seq":1,"cmd":"start","version":1,"x":"\xed\xa0\x80"}', None, "errored",
     "not UTF-8"),
    ("truncated_utf8", b'{"seq":1,"cmd":"start","version":1,"x":"\xc3"}', None, "errored", "not UTF-8"),
    ("lone_high_surrogate", rb'{"seq":1,"cmd":"start","version":1,"x":"\ud800"}', 1, "errored",
     "lone surrogate"),
    ("lone_low_surrogate_in_a_key", rb'{"seq":2,"cmd":"snapshot","\udc00":1}', 2, "errored", "lone surrogate"),
    ("reversed_surrogate_pair", rb'{"seq":3,"cmd":"start","version":1,"x":"\udc00\ud800"}', 3, "errored",
     "lone surrogate at /x"),
    ("lone_surrogate_in_a_state", _line({"seq": 4, "cmd": "setup", "state": {**STATE, "objects": [
        {**STATE["objects"][0], "id": "u\ud83d"}]}}), 4, "errored",
     "lone surrogate at /state/objects/0/id"),
    # RFC 7493 2.3: one JSON library reads the last of two `cmd`s, another the first; neither is obeyed
    ("a_name_twice", b'{"seq":9,"cmd":"start","version":1,"cmd":"stop"}', None, "errored",
     'the name "cmd" appears twice in one object'),
    ("a_name_twice_in_a_state", _line({"seq": 9, "cmd": "setup", "state": STATE}).replace(
        b'"objects": [', b'"objects": [], "objects": [', 1), None, "errored", 'the name "objects" appears twice'),
    ("nan", b'{"seq":5,"cmd":"perform","action":{"type":"deal_damage","amount":NaN}}', None, "errored", "NaN"),
    ("infinity", b'{"seq":5,"cmd":"perform","action":{"amount":Infinity}}', None, "errored", "Infinity"),
    ("minus_infinity", b'{"seq":5,"cmd":"perform","action":{"amount":-Infinity}}', None, "errored",
     "-Infinity"),
    ("float_too_large", b'{"seq":5,"cmd":"perform","action":{"amount":1e999}}', None, "errored",
     "too large for a double"),
    ("int_too_long", b'{"seq":5,"cmd":"perform","action":{"amount":' + b"7" * 4400 + b"}}", None, "errored",
     "longer than 4096 bytes"),
    ("nested_too_deep", b"[" * 2000 + b"]" * 2000, None, "errored", "nested too deeply"),
    ("line_over_the_limit", b'{"seq":6,"cmd":"start","version":1,"x":"' + b"a" * 100_000 + b'"}', None,
     "errored", "longer than 4096 bytes"),
    ("empty_line", b"", None, "errored", "empty line"),
    ("blank_line", b" \t \r", None, "errored", "empty line"),
    ("not_json", b"hello engine", None, "errored", "not JSON"),
    ("trailing_garbage_after_stop", b'{"seq":7,"cmd":"stop"} x', None, "errored", "not JSON"),
    ("two_requests_on_one_line", b'{"seq":7,"cmd":"stop"}{"seq":8,"cmd":"stop"}', None, "errored", "not JSON"),
    ("nul_byte", b"\x00", None, "errored", "not JSON"),
    ("byte_order_mark", b'\xef\xbb\xbf{"seq":7,"cmd":"start","version":1}', None, "errored", "not JSON"),
    ("single_quotes", b"{'seq': 7, 'cmd': 'start'}", None, "errored", "not JSON"),
    ("a_number", b"3", None, "errored", "a JSON object with an integer `seq`, not 3"),
    ("a_string", b'"start"', None, "errored", 'not "start"'),
    ("an_array", b"[]", None, "errored", "not an array"),
    ("null", b"null", None, "errored", "not null"),
    ("true", b"true", None, "errored", "not true"),
    ("an_empty_object", b"{}", None, "errored", "integer `seq`, not one with no `seq`"),
    ("no_seq", b'{"cmd":"start","version":1}', None, "errored", "integer `seq`, not one with no `seq`"),
    ("seq_a_string", b'{"seq":"1","cmd":"start","version":1}', None, "errored", "not one with `seq` \"1\""),
    ("seq_a_boolean", b'{"seq":true,"cmd":"start","version":1}', None, "errored", "not one with `seq` true"),
    ("seq_a_float", b'{"seq":1.0,"cmd":"start","version":1}', None, "errored", "not one with `seq` 1.0"),
    ("no_cmd", b'{"seq":8}', 8, "errored", "unknown command null"),
    ("unknown_cmd", b'{"seq":8,"cmd":"launch"}', 8, "errored", 'unknown command "launch"'),
    ("cmd_not_a_string", b'{"seq":9,"cmd":["start"]}', 9, "errored", "unknown command an array"),
    ("wrong_version", b'{"seq":10,"cmd":"start","version":2}', 10, "errored", "protocol version 1, not 2"),
    ("no_version", b'{"seq":10,"cmd":"start"}', 10, "errored", "protocol version 1, not null"),
    ("setup_without_state", b'{"seq":11,"cmd":"setup"}', 11, "errored", "`setup` needs a `state` object"),
    ("setup_state_an_array", b'{"seq":12,"cmd":"setup","state":[1]}', 12, "errored",
     "`setup` needs a `state` object, not an array"),
    ("setup_state_of_another_schema", b'{"seq":13,"cmd":"setup","state":{"schema":"rulespec/state/0"}}', 13,
     "refused", "/schema"),
    ("snapshot_before_setup", b'{"seq":14,"cmd":"snapshot"}', 14, "errored", "send `setup` first"),
    ("perform_before_setup", b'{"seq":15,"cmd":"perform","action":{"type":"kill","player":"A","object":"u1"}}',
     15, "errored", "send `setup` first"),
    ("perform_without_action", b'{"seq":16,"cmd":"perform"}', 16, "errored", "`perform` needs an `action` object"),
    ("perform_action_a_number", b'{"seq":17,"cmd":"perform","action":3}', 17, "errored",
     "`perform` needs an `action` object, not 3"),
]


@pytest.mark.parametrize(("line", "seq", "kind", "says"), [case[1:] for case in STDIO_CASES],
                         ids=[case[0] for case in STDIO_CASES])
def test_stdio_answers_every_bad_line_and_goes_on(stdio_oracle: list[StdioOracle], line: bytes,
                                                 seq: int | None, kind: str, says: str) -> None:
    if stdio_oracle[0].proc.poll() is not None:
        stdio_oracle[0] = StdioOracle()
    oracle_process = stdio_oracle[0]
    raw = oracle_process.ask(line)
    answer = strict_json(raw)
    assert answer["seq"] == seq
    assert_clear(answer, kind, says, raw)
    assert "Traceback" not in oracle_process.errors()
    again = strict_json(oracle_process.ask(b'{"seq":1000,"cmd":"start","version":1}'))
    assert again["seq"] == 1000 and again["name"] == "rulespec-oracle"


# -- HTTP ---------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def http_port() -> Iterator[int]:
    server = subprocess.Popen([sys.executable, "-m", "rulespec.oracle", "--http", "0", *ORACLE_OPTIONS],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        assert line.startswith("rulespec oracle listening on http://127.0.0.1:"), line
        yield int(line.rsplit(":", 1)[1].strip("/\n"))
    finally:
        server.kill()
        server.wait()


def read_response(sock: socket.socket, timeout: float = 5.0, head: bool = False) -> tuple[int, dict[str, str], bytes]:
    """One HTTP response from ``sock``: status, headers (lower-case names), body."""
    deadline = time.monotonic() + timeout
    data = b""

    def more() -> None:
        nonlocal data
        remaining = deadline - time.monotonic()
        assert remaining > 0, f"no whole answer within {timeout} s; got {data[:300]!r}"
        sock.settimeout(remaining)
        try:
            chunk = sock.recv(1 << 16)
        except TimeoutError:
            raise AssertionError(f"no whole answer within {timeout} s; got {data[:300]!r}") from None
        assert chunk, f"the connection ended without a whole answer; got {data[:300]!r}"
        data += chunk

    while b"\r\n\r\n" not in data:
        more()
    head_bytes, body = data.split(b"\r\n\r\n", 1)
    status_line, *header_lines = head_bytes.decode("latin-1").split("\r\n")
    version, status, _ = status_line.split(" ", 2)
    assert version == "HTTP/1.1", status_line
    headers = {name.strip().lower(): value.strip() for name, value in (h.split(":", 1) for h in header_lines)}
    length = 0 if head else int(headers["content-length"])
    data = body
    while len(data) < length:
        more()
    return int(status), headers, data[:length]


def post(body: bytes, *, session: str | None = None, extra: bytes = b"", path: bytes = b"/") -> bytes:
    session = session or uuid.uuid4().hex
    return (b"POST " + path + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"X-Rulespec-Session: " + session.encode() + b"\r\n" + extra
            + b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)


def bare(head: bytes, body: bytes = b"") -> bytes:
    """A request with exactly the headers given (no Content-Length added)."""
    return b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + head + b"\r\n" + body


START = b'{"seq":1,"cmd":"start","version":1}'

# (id, what is sent, then: "wait" for silence, "half-close" to shut our side, or "" ; status; message)
HTTP_CASES: list[tuple[str, bytes, str, int, str]] = [
    ("request_line_of_one_word", b"GARBAGE\r\n\r\n", "", 400, "Bad request syntax"),
    ("request_line_of_four_words", b"POST / HTTP/1.1 extra\r\n\r\n", "", 400, "Bad request version"),
    ("bad_http_version", b"POST / HTTP/x.y\r\n\r\n", "", 400, "Bad request version"),
    ("not_http", b"SSH-2.0-OpenSSH_9.6 / FTP/1.0\r\n\r\n", "", 400, "Bad request version"),
    ("http2_preface", b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", "", 505, "Invalid HTTP version"),
    ("blank_request_line", b"   \r\n\r\n", "", 400, "empty request line"),
    ("request_line_too_long", b"POST /" + b"a" * 70_000 + b" HTTP/1.1\r\n\r\n", "", 414, "longer than 65536"),
    ("header_line_too_long", bare(b"X-Junk: " + b"a" * 70_000 + b"\r\n"), "", 431, "Line too long"),
    ("too_many_headers", bare(b"".join(b"X-H%d: 1\r\n" % i for i in range(120))), "", 431, "Too many headers"),
    ("content_length_abc", bare(b"Content-Length: abc\r\n", START), "", 400, "not 'abc'"),
    ("content_length_negative", bare(b"Content-Length: -1\r\n", START), "", 400, "not '-1'"),
    ("content_length_fraction", bare(b"Content-Length: 1.5\r\n", START), "", 400, "not '1.5'"),
    ("content_length_empty", bare(b"Content-Length:\r\n", START), "", 400, "one decimal number"),
    ("content_length_hex", bare(b"Content-Length: 0x24\r\n", START), "", 400, "not '0x24'"),
    ("content_length_plus", bare(b"Content-Length: +35\r\n", START), "", 400, "not '+35'"),
    ("content_length_list", bare(b"Content-Length: 35, 35\r\n", START), "", 400, "not '35, 35'"),
    ("content_length_twice_differing", bare(b"Content-Length: 35\r\nContent-Length: 36\r\n", START), "", 400,
     "not '35, 36'"),
    ("content_length_of_30_digits", bare(b"Content-Length: " + b"9" * 30 + b"\r\n", START), "", 400,
     "one decimal number"),
    ("content_length_over_the_limit", bare(b"Content-Length: 5000\r\n", b"{" * 5000), "", 413,
     "longer than 4096 bytes"),
    ("content_length_of_19_digits", bare(b"Content-Length: " + b"9" * 19 + b"\r\n", START), "", 413,
     "longer than 4096 bytes"),
    ("no_content_length", bare(b""), "", 411, "needs a Content-Length"),
    ("chunked_body", bare(b"Transfer-Encoding: chunked\r\n", b"5\r\n{}{}{\r\n0\r\n\r\n"), "", 501,
     "Transfer-Encoding is not supported"),
    ("request_line_then_silence", b"POST / HT", "wait", 408, "did not arrive whole within 0.5 s"),
    ("headers_then_silence", b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n", "wait", 408, "did not arrive whole"),
    ("body_shorter_then_silence", bare(b"Content-Length: 100\r\n", START), "wait", 408, "did not arrive whole"),
    ("body_cut_by_the_client", bare(b"Content-Length: 100\r\n", START), "half-close", 400,
     "ended after 35 of the 100 bytes"),
    ("request_line_cut_by_the_client", b"POST / HTT", "half-close", 400, "ended inside the request line"),
    ("get", b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "", 405, "GET is not served: POST"),
    ("put", post(START).replace(b"POST", b"PUT", 1), "", 405, "PUT is not served"),
    ("delete", b"DELETE / HTTP/1.1\r\n\r\n", "", 405, "DELETE is not served"),
    ("an_unknown_method", b"BREW / HTTP/1.1\r\n\r\n", "", 405, "BREW is not served"),
    ("http09_get", b"GET /\r\n", "", 400, "without an HTTP version"),
    ("unknown_path", post(START, path=b"/engine"), "", 404, "nothing at '/engine'"),
    ("absolute_uri_path", post(START, path=b"http://example.org/x"), "", 404, "nothing at"),
    ("session_id_too_long", post(START, session="s" * 300), "", 400, "longer than 256 characters"),
    # Protocol errors inside a well-formed HTTP request: 200, an `errored` answer, and the
    # connection kept (the next request on it is served).
    ("unknown_session_snapshot", post(b'{"seq":3,"cmd":"snapshot"}'), "", 200, "no game in session"),
    ("unknown_session_perform", post(b'{"seq":3,"cmd":"perform","action":{"type":"kill"}}'), "", 200,
     "send `setup` first"),
    ("empty_body", post(b""), "", 200, "empty line is not a request"),
    ("garbage_body", post(b"<xml>start</xml>"), "", 200, "not JSON"),
    ("nan_body", post(b'{"seq":1,"cmd":"start","version":NaN}'), "", 200, "NaN"),
    ("huge_float_body", post(b'{"seq":1,"cmd":"start","version":1e400}'), "", 200, "too large for a double"),
    ("invalid_utf8_body", post(b'{"seq":1,"cmd":"start","version":1,"x":"\xfe"}'), "", 200, "not UTF-8"),
    ("lone_surrogate_body", post(rb'{"seq":1,"cmd":"start","version":1,"x":"\udfff"}'), "", 200,
     "lone surrogate at /x"),
    ("lone_surrogate_state", post(rb'{"seq":2,"cmd":"setup","state":{"schema":"rulespec/state/1","game":'
                                  rb'"riftbound","players":[{"id":"\ud800"}],"objects":[]}}'), "", 200,
     "lone surrogate at /state/players/0/id"),
    ("a_name_twice_body", post(b'{"seq":1,"cmd":"start","version":1,"cmd":"stop"}'), "", 200,
     'the name "cmd" appears twice in one object'),
    ("too_deep_body", post(b"[" * 1500 + b"]" * 1500), "", 200, "nested too deeply"),
    ("array_body", post(b"[1]"), "", 200, "integer `seq`"),
    ("no_seq_body", post(b'{"cmd":"start","version":1}'), "", 200, "integer `seq`"),
    ("unknown_cmd_body", post(b'{"seq":4,"cmd":"reboot"}'), "", 200, 'unknown command "reboot"'),
    ("setup_without_state_body", post(b'{"seq":5,"cmd":"setup"}'), "", 200, "needs a `state` object"),
    ("wrong_version_body", post(b'{"seq":6,"cmd":"start","version":"1"}'), "", 200, 'version 1, not "1"'),
]


def _send_case(port: int, data: bytes, then: str) -> tuple[socket.socket, float]:
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    began = time.monotonic()
    with contextlib.suppress(OSError):  # the server may answer and close before all was sent (a 413)
        sock.sendall(data)
    if then == "half-close":
        sock.shutdown(socket.SHUT_WR)
    return sock, began


@pytest.mark.parametrize(("data", "then", "status", "says"), [case[1:] for case in HTTP_CASES],
                         ids=[case[0] for case in HTTP_CASES])
def test_http_answers_every_bad_request_and_goes_on(http_port: int, data: bytes, then: str, status: int,
                                                   says: str) -> None:
    sock, began = _send_case(http_port, data, then)
    with sock:
        got, headers, body = read_response(sock, timeout=5.0)
        elapsed = time.monotonic() - began
        assert got == status, body
        assert headers["content-type"] == "application/json"
        answer = strict_json(body)
        assert_clear(answer, "errored", says, body)
        if then == "wait":
            assert elapsed >= REQUEST_TIMEOUT * 0.9
        if status == 405:
            assert headers["allow"] == "POST"
        if status == 200:  # the connection goes on
            sock.sendall(post(START))
            again = strict_json(read_response(sock)[2])
            assert again["name"] == "rulespec-oracle"
        else:  # the connection is closed after an HTTP error
            assert headers["connection"] == "close"
            sock.settimeout(5)
            assert sock.recv(1) == b""
    with socket.create_connection(("127.0.0.1", http_port), timeout=5) as fresh:
        fresh.sendall(post(START))
        again_status, _, again_body = read_response(fresh)
        assert again_status == 200 and strict_json(again_body)["name"] == "rulespec-oracle"


def test_http_answers_head_without_a_body(http_port: int) -> None:
    with socket.create_connection(("127.0.0.1", http_port), timeout=5) as sock:
        sock.sendall(b"HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        status, headers, body = read_response(sock, head=True)
        assert status == 405 and headers["allow"] == "POST" and body == b""
        sock.settimeout(5)
        assert sock.recv(1) == b""  # nothing after the head: the connection closes


def test_http_ignores_empty_lines_before_a_request(http_port: int) -> None:
    with socket.create_connection(("127.0.0.1", http_port), timeout=5) as sock:
        sock.sendall(b"\r\n\n\r\n" + post(START))
        status, _, body = read_response(sock)
        assert status == 200 and strict_json(body)["name"] == "rulespec-oracle"


def test_http_times_out_a_request_trickled_a_byte_at_a_time(http_port: int) -> None:
    """Slow-loris: each byte comes before any per-read timeout, yet the whole request has a deadline."""
    with socket.create_connection(("127.0.0.1", http_port), timeout=5) as sock:
        sock.sendall(b"POST / HTTP/1.1\r\nX-Slow: ")
        began = time.monotonic()
        answered = False
        while time.monotonic() - began < 5 and not answered:
            try:
                sock.sendall(b"z")
            except OSError:
                break
            answered = bool(select.select([sock], [], [], 0.05)[0])
        status, _, body = read_response(sock)
        assert status == 408 and b"did not arrive whole" in body
        assert time.monotonic() - began < REQUEST_TIMEOUT + 2
