"""The oracle behind the protocol (schemas/protocol/): the reference implementation of it.

``python -m oracle`` reads one JSON request a line on stdin and writes one JSON answer a line
on stdout; ``python -m oracle --http PORT`` answers the same requests as HTTP POSTs on
127.0.0.1. Standard library only, and no import of adapters/ or jsonschema: an engine in any
language can be built the same way.

What it answers:

- an invalid state document: ``refused``, with the JSON pointer of what is wrong;
- anything that goes wrong inside: ``errored``, with the traceback as context. The server
  itself never dies of a request.
"""

from __future__ import annotations

import json
import sys
import threading
import traceback
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, BinaryIO

import oracle

PROTOCOL_VERSION = 1
SESSION_HEADER = "X-Rulespec-Session"
MAX_REQUEST_BYTES = 64 * 1024 * 1024


class Session:
    """One game served: the state a ``setup`` gave, moved on by each ``perform``."""

    def __init__(self) -> None:
        self.state: oracle.GameState | None = None
        self.lock = threading.Lock()

    def answer(self, request: Any) -> dict[str, Any]:
        """The answer to one request (already parsed). Never raises."""
        seq = request.get("seq") if isinstance(request, dict) else None
        seq = seq if type(seq) is int else None
        try:
            with self.lock:
                return {"seq": seq, **self._handle(request)}
        except Exception as exc:
            return errored(seq, f"{type(exc).__name__}: {exc}", traceback.format_exc())

    def _handle(self, request: Any) -> dict[str, Any]:
        if not isinstance(request, dict) or type(request.get("seq")) is not int:
            return {"errored": {"message": "a request is a JSON object with an integer `seq`",
                                "context": request}}
        cmd = request.get("cmd")
        if cmd == "start":
            if request.get("version") != PROTOCOL_VERSION:
                return {"errored": {"message": f"this engine speaks protocol version {PROTOCOL_VERSION}, "
                                               f"not {request.get('version')!r}"}}
            return oracle.engine_info()
        if cmd == "setup":
            try:
                self.state = oracle.load_state(request["state"])
            except oracle.StateError as exc:
                return {"refused": {"problems": [{"pointer": exc.pointer, "message": exc.message}]}}
            return {"ok": True}
        if cmd == "perform":
            self.state, result = oracle.perform(self._state(), request["action"])
            return {"result": result}
        if cmd == "snapshot":
            return {"state": oracle.snapshot(self._state())}
        if cmd == "stop":
            self.state = None
            return {"ok": True}
        return {"errored": {"message": f"unknown command {cmd!r}",
                            "context": "commands: start, setup, perform, snapshot, stop"}}

    def _state(self) -> oracle.GameState:
        if self.state is None:
            raise LookupError("no game: send `setup` first")
        return self.state


def errored(seq: int | None, message: str, context: Any = None) -> dict[str, Any]:
    body: dict[str, Any] = {"message": message}
    if context is not None:
        body["context"] = context
    return {"seq": seq, "errored": body}


def parse(line: bytes) -> tuple[Any, dict[str, Any] | None]:
    """The request on ``line``, or the ``errored`` answer if it cannot be read."""
    try:
        return json.loads(line), None
    except (ValueError, RecursionError) as exc:
        return None, errored(None, f"the request is not JSON: {exc}", line[:2000].decode("utf-8", "replace"))


def encode(answer: dict[str, Any]) -> bytes:
    return json.dumps(answer, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


def serve_stdio(stdin: BinaryIO, stdout: BinaryIO) -> int:
    """Answer requests from ``stdin`` until ``stop`` or the end of input."""
    session = Session()
    for line in stdin:
        if not line.strip():
            continue
        request, failure = parse(line)
        answer = failure or session.answer(request)
        stdout.write(encode(answer))
        stdout.flush()
        if isinstance(request, dict) and request.get("cmd") == "stop" and "ok" in answer:
            break
    return 0


def make_http_server(port: int, host: str = "127.0.0.1") -> ThreadingHTTPServer:
    """An HTTP server answering POSTed requests, one game per ``X-Rulespec-Session``."""
    sessions: dict[str, Session] = {}
    sessions_lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            if length > MAX_REQUEST_BYTES:
                self._reply(413, errored(None, f"the request is longer than {MAX_REQUEST_BYTES} bytes"))
                return
            request, failure = parse(self.rfile.read(length))
            key = self.headers.get(SESSION_HEADER, "")
            with sessions_lock:
                session = sessions.setdefault(key, Session())
            answer = failure or session.answer(request)
            if isinstance(request, dict) and request.get("cmd") == "stop" and "ok" in answer:
                with sessions_lock:
                    sessions.pop(key, None)
            self._reply(200, answer)

        def _reply(self, status: int, answer: dict[str, Any]) -> None:
            body = encode(answer)
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: Any) -> None:
            pass  # stdout and stderr stay quiet; the answers say everything

    server = ThreadingHTTPServer((host, port), Handler)
    server.daemon_threads = True
    return server


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m oracle", description=(
        "Serve the rulespec oracle over the engine protocol: JSON lines on stdin/stdout, "
        "or HTTP POSTs with --http (docs/implementing.md)."))
    parser.add_argument("--http", type=int, metavar="PORT",
                        help="serve HTTP on 127.0.0.1:PORT instead (0: any free port, printed on stdout)")
    args = parser.parse_args(argv)
    if args.http is None:
        stdout = sys.stdout.buffer
        sys.stdout = sys.stderr  # a stray print() must never corrupt the protocol on stdout
        try:
            return serve_stdio(sys.stdin.buffer, stdout)
        except KeyboardInterrupt:
            return 130
        except BrokenPipeError:  # the suite went away: nothing left to answer
            return 0
    server = make_http_server(args.http)
    print(f"rulespec oracle listening on http://127.0.0.1:{server.server_address[1]}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0
