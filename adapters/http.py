"""``http:URL``: the protocol's messages as HTTP POSTs, for engines that run as servers.

Each request is the body of one ``POST URL`` (``Content-Type: application/json``); the engine
answers ``200`` with the answer as the body. The same faults as over stdio, plus
``unavailable`` when nothing listens at URL.

Each adapter sends a header ``X-Rulespec-Session`` with an id of its own, so that one server
can serve several runs at once (pytest-xdist workers) by keeping one game per session. An
engine that serves one run at a time may ignore it.

Nothing here may hang or grow without bound, whatever the server does:

- each request has one deadline (``timeout`` seconds) for everything: connecting, sending,
  the status line and headers, the body. Every read waits only for what is left of it, so a
  server that trickles its headers a byte at a time still ends at the deadline: ``timeout``;
- a body longer than ``max_answer`` bytes is output without end: ``not_json``;
- a redirect (3xx) is not followed: it is ``invalid_answer``, with the status and the
  ``Location`` as evidence, and the session header never goes to another host.
"""

from __future__ import annotations

import contextlib
import http.client
import io
import socket
import ssl
import time
import uuid
from typing import Any
from urllib.parse import urlsplit

from rulespec.adapters.base import EngineFault
from rulespec.adapters.protocol import MAX_ANSWER_BYTES, ProtocolAdapter, decode, encode, evidence

SESSION_HEADER = "X-Rulespec-Session"


class _Deadline(io.RawIOBase):
    """A socket's bytes, each read waiting at most for what is left before ``deadline``."""

    def __init__(self, sock: socket.socket, deadline: float) -> None:
        self.sock = sock
        self.deadline = deadline

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        remaining = self.deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("the deadline passed")
        self.sock.settimeout(remaining)
        return self.sock.recv_into(buffer)


class _DeadlineResponse(http.client.HTTPResponse):
    """An HTTPResponse that reads its socket through ``_Deadline``: the status line, the headers
    and the body all share the request's one deadline."""

    def __init__(self, sock: socket.socket, deadline: float, **kwargs: Any) -> None:
        super().__init__(sock, **kwargs)
        # The plain reader stays open (unused): it keeps the socket open after the connection
        # object closes, until this response is read and closed.
        self._plain = self.fp
        self.fp = io.BufferedReader(_Deadline(sock, deadline), 1 << 16)

    def close(self) -> None:
        super().close()
        self._plain.close()


class HttpAdapter(ProtocolAdapter):
    """POSTs each request to ``url``."""

    def __init__(self, url: str, timeout: float | None = None, *, start_timeout: float | None = None,
                 max_answer: int = MAX_ANSWER_BYTES) -> None:
        super().__init__(timeout, start_timeout)
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"http: {url!r} is not an http:// or https:// URL")
        try:
            self._port = parts.port
        except ValueError:
            raise ValueError(f"http: {url!r} has a bad port") from None
        self.url = url
        self._https = parts.scheme == "https"
        self._host = parts.hostname
        self._target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        self.max_answer = max_answer
        self.session = uuid.uuid4().hex

    def stop(self) -> None:
        """Tell the server this session is over. Safe to call twice; a server that is gone is fine."""
        if self.start_answer is None:
            return
        self.start_answer = None
        with contextlib.suppress(Exception):  # stopping must not fail a run
            self.call("stop", timeout=min(self.timeout, 2.0))

    def restart(self) -> None:
        """A server cannot be restarted from here: begin a fresh session with ``start``."""
        self.session = uuid.uuid4().hex
        self.start()

    def _connection(self, remaining: float) -> http.client.HTTPConnection:
        if self._https:
            return http.client.HTTPSConnection(self._host, self._port, timeout=remaining,
                                               context=ssl.create_default_context())
        return http.client.HTTPConnection(self._host, self._port, timeout=remaining)

    def _exchange(self, request: dict[str, Any], timeout: float) -> Any:
        deadline = time.monotonic() + timeout
        where = f"{self.url} (answer to `{request['cmd']}`)"
        # No proxies (http.client reads no environment): an engine under test listens nearby,
        # and a proxy would blur its faults. One connection per request, closed after it.
        conn = self._connection(timeout)
        conn.response_class = lambda sock, **kwargs: _DeadlineResponse(sock, deadline, **kwargs)  # type: ignore[assignment]
        try:
            try:
                conn.connect()
            except TimeoutError:
                raise EngineFault("timeout", f"could not connect to {self.url} within {timeout:g} s",
                                  sent=request) from None
            except OSError as error:  # refused, unreachable, no such host, a TLS handshake that failed
                raise EngineFault("unavailable", f"cannot reach the engine at {self.url}: "
                                  f"{error.strerror or error}", sent=request) from None
            assert conn.sock is not None
            conn.sock.settimeout(max(deadline - time.monotonic(), 1e-3))  # sending: sendall's total time
            conn.request("POST", self._target, body=encode(request), headers={
                "Content-Type": "application/json", "Accept": "application/json", SESSION_HEADER: self.session,
                "Connection": "close"})
            response = conn.getresponse()
            status, reason = response.status, response.reason
            location = response.getheader("Location")
            body = self._read(response, request, deadline, timeout)
        except TimeoutError:
            raise EngineFault("timeout", f"no answer within {timeout:g} s from {where}", sent=request) from None
        except (http.client.RemoteDisconnected, http.client.IncompleteRead, ConnectionError) as error:
            raise EngineFault("crash", f"the engine at {self.url} dropped the connection before answering: "
                              f"{type(error).__name__}: {error}", sent=request) from None
        except (http.client.HTTPException, OSError) as error:
            raise EngineFault("invalid_answer", f"not an HTTP answer from {where}: {type(error).__name__}: "
                              f"{error}", sent=request) from None
        finally:
            conn.close()
        if 300 <= status < 400:
            raise EngineFault("invalid_answer", f"HTTP {status} {reason} from {where}: a redirect to "
                              f"{location!r}, not followed (the suite posts to the URL it is given); "
                              "expected 200", sent=request, got=evidence(body) or f"Location: {location}")
        if status != 200:
            raise EngineFault("invalid_answer", f"HTTP {status} {reason} from {where}; expected 200", sent=request,
                              got=evidence(body))
        return decode(body, sent=request)

    def _read(self, response: http.client.HTTPResponse, sent: Any, deadline: float, timeout: float) -> bytes:
        """The body, read in pieces so that a slow or endless one ends at the deadline or the bound."""
        parts: list[bytes] = []
        size = 0
        while True:
            try:
                chunk = response.read1(1 << 16)
            except TimeoutError:
                raise EngineFault("timeout", f"the answer from {self.url} did not end within {timeout:g} s",
                                  sent=sent, got=evidence(b"".join(parts)[:4096]) if parts else None) from None
            if not chunk:
                return b"".join(parts)
            parts.append(chunk)
            size += len(chunk)
            if size > self.max_answer:
                raise EngineFault("not_json", f"output without end: the answer from {self.url} is longer "
                                  f"than {self.max_answer} bytes", sent=sent, got=evidence(parts[0][:4096]))
            if time.monotonic() > deadline:
                raise EngineFault("timeout", f"the answer from {self.url} did not end within {timeout:g} s",
                                  sent=sent, got=evidence(b"".join(parts)[:4096]))
