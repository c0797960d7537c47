"""The oracle behind the protocol (schemas/protocol/): the reference implementation of it.

``python -m rulespec.oracle`` reads one JSON request a line on stdin and writes one JSON answer a line
on stdout; ``python -m rulespec.oracle --http PORT`` answers the same requests as HTTP POSTs to
``http://127.0.0.1:PORT/``. No import of adapters/: an engine in any language can be built the
same way. The oracle checks every state and action against schemas/ (oracle.contract) before
using it.

Every line (every HTTP request) gets exactly one answer, whatever it holds, and the server goes
on serving:

- a state document it cannot load: ``refused``, with the JSON pointer of what is wrong;
- an action the contract forbids: ``errored``, with the JSON pointer in its context;
- a line that is not strict JSON (invalid UTF-8, a lone surrogate such as ``"\\ud800"``, ``NaN``
  or ``Infinity``, a number too large for a double, too deep, longer than the limit), or a
  request that is not a protocol message: ``errored``, with a message saying what is wrong;
- a failure inside the oracle: ``errored``, with the exception's message. The traceback goes
  to the server's stderr, never to the client (it names install paths).

An answer is never written with a value JSON cannot carry: ``NaN`` and infinities are refused
on the way in and on the way out (``allow_nan=False``), with an ``errored`` answer instead.

The HTTP server bounds what a client can hold (``Limits``): the size of a request (413), the
time to send one whole request and to send the next one on a kept-alive connection (408, or
the connection is closed when nothing of a request came), the number of connections served
at once (503) and the number of sessions kept (503), which expire when idle. It answers every
malformed request with an HTTP error status and a JSON ``errored`` body, in one write.
"""

from __future__ import annotations

import argparse
import io
import json
import math
import re
import socket
import sys
import threading
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, BinaryIO
from urllib.parse import urlsplit

from rulespec import oracle
from rulespec.schemas import jsontext

PROTOCOL_VERSION = 1
SESSION_HEADER = "X-Rulespec-Session"
#: The longest request read, in bytes (a line on stdin, a body over HTTP).
MAX_REQUEST_BYTES = 16 * 1024 * 1024
#: The longest session id accepted, in characters.
MAX_SESSION_ID = 256
#: How much of a bad line an answer quotes back.
QUOTE_CHARS = 200

_CONTENT_LENGTH = re.compile(r"[0-9]{1,19}")
_internal_errors = 0
_internal_errors_lock = threading.Lock()


@dataclass(frozen=True)
class Limits:
    """What one client may hold of the server. Every field is set by an option of ``main``."""

    #: The longest request, in bytes.
    max_request_bytes: int = MAX_REQUEST_BYTES
    #: Seconds to receive one whole HTTP request once its first byte came, and to wait for the
    #: next request on a kept-alive connection; also the bound on writing an answer.
    request_timeout: float = 30.0
    #: Seconds after which a session nobody used is forgotten.
    session_idle: float = 600.0
    #: Sessions kept at once; a request that would open one more is answered 503.
    max_sessions: int = 256
    #: Connections served at once; one more is answered 503 and closed.
    max_connections: int = 64


class RequestError(Exception):
    """A request the oracle cannot serve, for a reason the message gives: ``errored``, no traceback."""


class Session:
    """One game served: the state a ``setup`` gave, moved on by each ``perform``."""

    def __init__(self) -> None:
        self.state: oracle.GameState | None = None
        self.lock = threading.Lock()
        self.last_used = time.monotonic()

    def answer(self, request: Any) -> dict[str, Any]:
        """The answer to one request (already parsed). Never raises."""
        seq = request_seq(request)
        try:
            with self.lock:
                self.last_used = time.monotonic()
                return {"seq": seq, **self._handle(request)}
        except RequestError as exc:
            return errored(seq, str(exc))
        except oracle.StateError as exc:
            return errored(seq, f"{exc}", {"pointer": exc.pointer})
        except Exception as exc:
            return internal_error(seq, exc)

    def _handle(self, request: Any) -> dict[str, Any]:
        if not isinstance(request, dict):
            raise RequestError(f"a request is a JSON object with an integer `seq`, not {describe(request)}")
        if type(request.get("seq")) is not int:
            seq = f"`seq` {describe(request['seq'])}" if "seq" in request else "no `seq`"
            raise RequestError(f"a request is a JSON object with an integer `seq`, not one with {seq}")
        cmd = request.get("cmd")
        if cmd == "start":
            if request.get("version") != PROTOCOL_VERSION:
                raise RequestError(f"this engine speaks protocol version {PROTOCOL_VERSION}, "
                                   f"not {describe(request.get('version'))}")
            return oracle.engine_info()
        if cmd == "setup":
            state = request.get("state")
            if not isinstance(state, dict):
                raise RequestError(f"`setup` needs a `state` object, not {describe(state)}")
            try:
                self.state = oracle.load_state(state)
            except oracle.StateError as exc:
                return {"refused": {"problems": [{"pointer": pointer, "message": message}
                                                 for pointer, message in exc.problems]}}
            return {"ok": True}
        if cmd == "perform":
            action = request.get("action")
            if not isinstance(action, dict):
                raise RequestError(f"`perform` needs an `action` object, not {describe(action)}")
            try:
                self.state, result = oracle.perform(self._state(), action)
            except oracle.StateError:
                raise
            except oracle.ActionError as exc:  # an action the contract forbids: say where
                return {"errored": {"message": str(exc), "context": {"pointer": exc.pointer}}}
            except ValueError as exc:  # the engine's word for an action it cannot read
                raise RequestError(str(exc)) from None
            return {"result": result}
        if cmd == "snapshot":
            return {"state": oracle.snapshot(self._state())}
        if cmd == "stop":
            self.state = None
            return {"ok": True}
        raise RequestError(f"unknown command {describe(cmd)}; the commands are start, setup, perform, "
                           "snapshot, stop")

    def _state(self) -> oracle.GameState:
        if self.state is None:
            raise RequestError("no game: send `setup` first")
        return self.state


def request_seq(request: Any) -> int | None:
    """The request's ``seq`` if it has a usable one, else None (echoed as ``"seq": null``)."""
    seq = request.get("seq") if isinstance(request, dict) else None
    return seq if type(seq) is int else None


def describe(value: Any) -> str:
    """A short account of a JSON value for an error message."""
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    text = json.dumps(value, ensure_ascii=True)
    return text if len(text) <= QUOTE_CHARS else text[:QUOTE_CHARS] + "…"


def errored(seq: int | None, message: str, context: Any = None) -> dict[str, Any]:
    body: dict[str, Any] = {"message": message}
    if context is not None:
        body["context"] = context
    return {"seq": seq, "errored": body}


def internal_error(seq: int | None, exc: BaseException) -> dict[str, Any]:
    """``errored`` for a failure inside the oracle; its traceback goes to stderr, numbered."""
    global _internal_errors
    with _internal_errors_lock:
        _internal_errors += 1
        number = _internal_errors
    try:
        sys.stderr.write(f"rulespec oracle: internal error {number}:\n{traceback.format_exc()}")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass  # no stderr left: the answer still says what happened
    return errored(seq, f"internal error {number} of the oracle: {type(exc).__name__}: {exc}",
                   f"the traceback is on the oracle's stderr (internal error {number})")


def _quote(line: bytes) -> str:
    return line[:QUOTE_CHARS].decode("utf-8", "replace") + ("…" if len(line) > QUOTE_CHARS else "")


def parse(line: bytes) -> tuple[Any, dict[str, Any] | None]:
    """The request on ``line``, or the ``errored`` answer if it is not one strict JSON value."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        return None, errored(None, f"the request is not UTF-8 text: {exc.reason} at byte {exc.start}",
                             _quote(line))
    if not text.strip():
        return None, errored(None, "an empty line is not a request: send one JSON object a line")
    try:
        request = json.loads(text, parse_constant=jsontext.reject_constant, parse_float=jsontext.finite_float,
                             object_pairs_hook=jsontext.unique_members)
    except RecursionError:
        return None, errored(None, "the request is not JSON: nested too deeply", _quote(line))
    except ValueError as exc:  # json.JSONDecodeError, a constant, a huge float or int, a name twice
        return None, errored(None, f"the request is not JSON: {exc}", _quote(line))
    if jsontext.may_hold_surrogate(text) and (pointer := jsontext.lone_surrogate(request)) is not None:
        return None, errored(request_seq(request), f"the request is not Unicode text: a lone surrogate at "
                             f"{pointer or '/'} (an unpaired \\ud800-\\udfff escape)")
    return request, None


#: Made once. No check for circular references: the oracle's answers are trees, and a cycle would
#: still be refused, as a RecursionError (the check took a tenth of the time of a snapshot's answer).
_ENCODER = json.JSONEncoder(ensure_ascii=False, allow_nan=False, check_circular=False, separators=(",", ":"))


def encode(answer: dict[str, Any]) -> bytes:
    """One answer as one line of UTF-8 JSON. A value JSON cannot carry (NaN, a lone surrogate)
    gives an ``errored`` answer saying so, never a line that is not JSON."""
    try:
        return (_ENCODER.encode(answer) + "\n").encode("utf-8")
    except (ValueError, TypeError, RecursionError) as exc:  # UnicodeEncodeError is a ValueError
        message = f"the oracle's answer cannot be written as JSON: {type(exc).__name__}: {exc}"
        message = message.encode("utf-8", "replace").decode("utf-8")
        fallback = errored(request_seq(answer), message)
        return json.dumps(fallback, ensure_ascii=True, separators=(",", ":")).encode("ascii") + b"\n"


# -- stdio ----------------------------------------------------------------------------------------

def read_lines(stdin: BinaryIO, limit: int) -> Iterator[bytes | int]:
    """Each line of ``stdin`` (its newline removed), or, for a line longer than ``limit`` bytes,
    its length: such a line is read to its end in pieces and dropped, never held whole."""
    while line := stdin.readline(limit + 1):
        if len(line) > limit and not line.endswith(b"\n"):
            size = len(line)
            while chunk := stdin.readline(1 << 16):
                size += len(chunk)
                if chunk.endswith(b"\n"):
                    break
            yield size
        else:
            yield line.rstrip(b"\n")


def serve_stdio(stdin: BinaryIO, stdout: BinaryIO, limits: Limits | None = None) -> int:
    """Answer each line of ``stdin`` with one line on ``stdout``, until ``stop`` or the end of input."""
    limit = (limits or Limits()).max_request_bytes
    session = Session()
    for line in read_lines(stdin, limit):
        request: Any = None
        if isinstance(line, int):
            answer = errored(None, f"the request is longer than {limit} bytes ({line} bytes in the line); "
                                   "it was dropped")
        else:
            request, failure = parse(line)
            answer = failure or session.answer(request)
        stdout.write(encode(answer))
        stdout.flush()
        if isinstance(request, dict) and request.get("cmd") == "stop" and "ok" in answer:
            break
    return 0


# -- HTTP -----------------------------------------------------------------------------------------

class _DeadlineReader(io.RawIOBase):
    """A connection's bytes, each read bounded by what is left before ``deadline``: a client that
    trickles its request a byte at a time still meets the deadline (TimeoutError)."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.deadline = math.inf

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        remaining = self.deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("the request's deadline passed")
        self.sock.settimeout(remaining)
        return self.sock.recv_into(buffer)


class Sessions:
    """The games of an HTTP server, one per session id; idle ones expire, their number is capped."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.games: dict[str, Session] = {}
        self.lock = threading.Lock()

    def get(self, key: str, create: bool) -> Session | None:
        """The session ``key``; a new one if ``create``; None if there is none and no room (or not
        ``create``)."""
        now = time.monotonic()
        with self.lock:
            for old in [k for k, s in self.games.items() if now - s.last_used > self.limits.session_idle]:
                del self.games[old]
            session = self.games.get(key)
            if session is None and create and len(self.games) < self.limits.max_sessions:
                session = self.games[key] = Session()
            if session is not None:
                session.last_used = now
            return session

    def drop(self, key: str) -> None:
        with self.lock:
            self.games.pop(key, None)


class OracleHTTPServer(ThreadingHTTPServer):
    """A ThreadingHTTPServer that serves at most ``limits.max_connections`` connections at once."""

    daemon_threads = True
    request_queue_size = 128  # connections waiting to be accepted (socketserver's default is 5)

    def __init__(self, address: tuple[str, int], handler: type[BaseHTTPRequestHandler], limits: Limits) -> None:
        self.limits = limits
        self.sessions = Sessions(limits)
        self.active = 0
        self.active_lock = threading.Lock()
        super().__init__(address, handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        with self.active_lock:
            busy = self.active >= self.limits.max_connections
            if not busy:
                self.active += 1
        if not busy:
            try:
                super().process_request(request, client_address)
            except BaseException:
                with self.active_lock:
                    self.active -= 1
                raise
            return
        message = (f"the server is serving {self.limits.max_connections} connections, its limit; "
                   "try again later")
        try:
            request.settimeout(1.0)
            request.sendall(http_answer(503, errored(None, message), close=True))
            request.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        self.close_request(request)  # at once: this runs in the thread that accepts connections

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            with self.active_lock:
                self.active -= 1

    def shutdown_request(self, request: Any) -> None:
        """Close a served connection gracefully: say we are done (FIN), then read and drop what the
        client still sends, for a moment, so that closing with unread bytes does not reset the
        connection (RST) before the client has read its answer (a 413, a 408)."""
        try:
            request.shutdown(socket.SHUT_WR)
            deadline = time.monotonic() + min(1.0, self.limits.request_timeout)
            drained = 0
            while drained < (1 << 20) and (remaining := deadline - time.monotonic()) > 0:
                request.settimeout(remaining)
                chunk = request.recv(1 << 16)
                if not chunk:
                    break
                drained += len(chunk)
        except OSError:
            pass
        self.close_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        sys.stderr.write(f"rulespec oracle: a connection failed:\n{traceback.format_exc()}")


def http_answer(status: int, answer: dict[str, Any], *, close: bool = False, body: bool = True,
                extra: tuple[tuple[str, str], ...] = ()) -> bytes:
    """A whole HTTP/1.1 response (status line, headers, JSON body) as one piece of bytes, so that
    it goes out in one write: headers and body in two writes meet Nagle's algorithm and the
    client's delayed ACK, and a kept-alive request then takes 40 ms instead of well under 1."""
    payload = encode(answer)
    phrase = HTTPStatus(status).phrase
    head = [f"HTTP/1.1 {status} {phrase}", "Content-Type: application/json",
            f"Content-Length: {len(payload)}", *(f"{name}: {value}" for name, value in extra)]
    if close:
        head.append("Connection: close")
    return ("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + (payload if body else b"")


class OracleHandler(BaseHTTPRequestHandler):
    """One connection: POST / with a protocol request as the body, one game per session header."""

    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    server: OracleHTTPServer

    def setup(self) -> None:
        super().setup()
        self.rfile.close()  # the plain reader: it would hold the socket open after the connection ends
        self.reader = _DeadlineReader(self.connection)
        self.buffered = io.BufferedReader(self.reader, 1 << 16)
        self.rfile = self.buffered

    def handle_one_request(self) -> None:
        limits = self.server.limits
        self.close_connection = True
        self.command = ""
        self.reader.deadline = time.monotonic() + limits.request_timeout
        try:
            while (first := self.buffered.peek(2)[:2])[:1] == b"\n" or first == b"\r\n":
                self.rfile.readline()  # RFC 9112 2.2: ignore empty lines before a request
            if not first:
                return  # the client closed the connection: nothing to answer
        except (TimeoutError, OSError):
            return  # an idle connection, closed
        self.reader.deadline = time.monotonic() + limits.request_timeout
        try:
            self._one_request()
        except TimeoutError:
            self._fail(408, f"the request did not arrive whole within {limits.request_timeout:g} s")
        except OSError:
            self.close_connection = True
        except Exception as exc:
            answer = internal_error(None, exc)
            self._send(500, answer, close=True)

    def _one_request(self) -> None:
        limits = self.server.limits
        self.raw_requestline = self.rfile.readline(65537)
        if len(self.raw_requestline) > 65536:
            self._fail(414, "the request line is longer than 65536 bytes")
            return
        if not self.raw_requestline.endswith(b"\n"):
            self._fail(400, "the connection ended inside the request line")
            return
        if len(self.raw_requestline.split()) == 2:  # parse_request would wait for headers that never come
            self._fail(400, "a request line without an HTTP version (HTTP/0.9) is not served: send HTTP/1.1")
            return
        if not self.parse_request():
            if not self.requestline.strip():
                self._fail(400, "an empty request line")
            return  # parse_request has answered (send_error)
        head_only = self.command == "HEAD"
        if self.command != "POST":
            self._fail(405, f"{self.command} is not served: POST each protocol request to /", body=not head_only,
                       extra=(("Allow", "POST"),))
            return
        if urlsplit(self.path).path != "/":
            self._fail(404, f"nothing at {self.path[:QUOTE_CHARS]!r}: POST each protocol request to /")
            return
        if "Transfer-Encoding" in self.headers:
            self._fail(501, "Transfer-Encoding is not supported: send the body with a Content-Length")
            return
        lengths = {value.strip() for value in self.headers.get_all("Content-Length", [])}
        if not lengths:
            self._fail(411, "a request needs a Content-Length")
            return
        if len(lengths) > 1 or not _CONTENT_LENGTH.fullmatch(raw := lengths.pop()):
            shown = ", ".join(sorted(lengths)) if len(lengths) > 1 else raw
            self._fail(400, f"Content-Length must be one decimal number of bytes, not {shown[:QUOTE_CHARS]!r}")
            return
        length = int(raw)
        if length > limits.max_request_bytes:
            self._fail(413, f"the request is longer than {limits.max_request_bytes} bytes ({length})")
            return
        key = self.headers.get(SESSION_HEADER, "")
        if len(key) > MAX_SESSION_ID:
            self._fail(400, f"the {SESSION_HEADER} header is longer than {MAX_SESSION_ID} characters")
            return
        body = self.rfile.read(length)
        if len(body) < length:
            self._fail(400, f"the connection ended after {len(body)} of the {length} bytes of the body")
            return
        request, failure = parse(body)
        if failure is not None:
            self._send(200, failure)
            return
        self._send(*self._serve(key, request))

    def _serve(self, key: str, request: Any) -> tuple[int, dict[str, Any]]:
        sessions = self.server.sessions
        cmd = request.get("cmd") if isinstance(request, dict) else None
        session = sessions.get(key, create=cmd in ("start", "setup"))
        if session is None:
            seq = request_seq(request)
            if cmd == "stop" and seq is not None:
                return 200, {"seq": seq, "ok": True}  # a session that is gone is stopped
            if cmd in ("start", "setup"):
                return 503, errored(seq, f"the server keeps {self.server.limits.max_sessions} sessions, its "
                                    f"limit; a session ends with `stop` or after "
                                    f"{self.server.limits.session_idle:g} s unused")
            if cmd in ("perform", "snapshot") and seq is not None:
                return 200, errored(seq, f"no game in session {key!r}: send `setup` first (a session ends "
                                    f"with `stop` or after {self.server.limits.session_idle:g} s unused)")
            return 200, Session().answer(request)  # not a protocol request: the session says why
        answer = session.answer(request)
        if cmd == "stop" and "ok" in answer:
            sessions.drop(key)
        return 200, answer

    def _fail(self, status: int, message: str, *, body: bool = True,
              extra: tuple[tuple[str, str], ...] = ()) -> None:
        """An HTTP error: the connection is closed after it (what follows in it cannot be trusted)."""
        self._send(status, errored(None, f"HTTP {status}: {message}"), close=True, body=body, extra=extra)

    def _send(self, status: int, answer: dict[str, Any], *, close: bool = False, body: bool = True,
              extra: tuple[tuple[str, str], ...] = ()) -> None:
        if close:
            self.close_connection = True
        self.connection.settimeout(self.server.limits.request_timeout)
        try:
            self.wfile.write(http_answer(status, answer, close=self.close_connection, body=body, extra=extra))
        except OSError:
            self.close_connection = True

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """What parse_request says of a malformed request: JSON, like every other answer."""
        text = message or HTTPStatus(code).phrase
        self._fail(code, text + (f" ({explain})" if explain else ""))

    def log_message(self, format: str, *args: Any) -> None:
        pass  # stdout and stderr stay quiet; the answers say everything


def make_http_server(port: int, host: str = "127.0.0.1", limits: Limits | None = None) -> OracleHTTPServer:
    """An HTTP server answering POSTed requests, one game per ``X-Rulespec-Session``."""
    return OracleHTTPServer((host, port), OracleHandler, limits or Limits())


# -- the command ----------------------------------------------------------------------------------

def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{port} is not a port number (0 to 65535)")
    return port


def _positive(kind: type) -> Any:
    def convert(text: str) -> Any:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not (value > 0 and math.isfinite(value)):
            raise argparse.ArgumentTypeError(f"{text!r} is not a positive number")
        return value
    convert.__name__ = "positive number"
    return convert


def main(argv: list[str] | None = None) -> int:
    """``python -m rulespec.oracle [--http PORT] [limits]``: exit 0, or 2 for a usage error (a bad option,
    a port one cannot listen on)."""
    defaults = Limits()
    parser = argparse.ArgumentParser(prog="python -m rulespec.oracle", description=(
        "Serve the rulespec oracle over the engine protocol: JSON lines on stdin/stdout, "
        "or HTTP POSTs with --http (docs/implementing.md)."))
    parser.add_argument("--http", type=_port, metavar="PORT",
                        help="serve HTTP on 127.0.0.1:PORT instead (0: any free port, printed on stdout)")
    parser.add_argument("--max-request-bytes", type=_positive(int), default=defaults.max_request_bytes,
                        metavar="N", help="the longest request, a line or a body (default: %(default)s)")
    parser.add_argument("--request-timeout", type=_positive(float), default=defaults.request_timeout,
                        metavar="SECONDS", help="HTTP: the time to send one whole request, and to start the "
                        "next on a kept-alive connection (default: %(default)s)")
    parser.add_argument("--session-idle", type=_positive(float), default=defaults.session_idle,
                        metavar="SECONDS", help="HTTP: a session unused this long is forgotten "
                        "(default: %(default)s)")
    parser.add_argument("--max-sessions", type=_positive(int), default=defaults.max_sessions, metavar="N",
                        help="HTTP: sessions kept at once (default: %(default)s)")
    parser.add_argument("--max-connections", type=_positive(int), default=defaults.max_connections,
                        metavar="N", help="HTTP: connections served at once (default: %(default)s)")
    args = parser.parse_args(argv)
    limits = Limits(max_request_bytes=args.max_request_bytes, request_timeout=args.request_timeout,
                    session_idle=args.session_idle, max_sessions=args.max_sessions,
                    max_connections=args.max_connections)
    if args.http is None:
        stdout = sys.stdout.buffer
        sys.stdout = sys.stderr  # a stray print() must never corrupt the protocol on stdout
        try:
            return serve_stdio(sys.stdin.buffer, stdout, limits)
        except KeyboardInterrupt:
            return 130
        except BrokenPipeError:  # the suite went away: nothing left to answer
            return 0
    try:
        server = make_http_server(args.http, limits=limits)
    except OSError as exc:
        parser.error(f"cannot listen on 127.0.0.1:{args.http}: {exc.strerror or exc}")
    print(f"rulespec oracle listening on http://127.0.0.1:{server.server_address[1]}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0
