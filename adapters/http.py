"""``http:URL``: the protocol's messages as HTTP POSTs, for engines that run as servers.

Each request is the body of one ``POST URL`` (``Content-Type: application/json``); the engine
answers ``200`` with the answer as the body. The same faults as over stdio, plus
``unavailable`` when nothing listens at URL.

Each adapter sends a header ``X-Rulespec-Session`` with an id of its own, so that one server
can serve several runs at once (pytest-xdist workers) by keeping one game per session. An
engine that serves one run at a time may ignore it.
"""

from __future__ import annotations

import contextlib
import http.client
import time
import urllib.error
import urllib.request
import uuid
from typing import Any

from adapters.base import EngineFault
from adapters.protocol import MAX_ANSWER_BYTES, ProtocolAdapter, decode, encode, evidence

SESSION_HEADER = "X-Rulespec-Session"


class HttpAdapter(ProtocolAdapter):
    """POSTs each request to ``url``."""

    def __init__(self, url: str, timeout: float | None = None, *, max_answer: int = MAX_ANSWER_BYTES) -> None:
        super().__init__(timeout)
        if not url.startswith(("http://", "https://")):
            raise ValueError(f"http: {url!r} is not an http:// or https:// URL")
        self.url = url
        self.max_answer = max_answer
        self.session = uuid.uuid4().hex
        # No proxies: an engine under test listens nearby, and a proxy would blur its faults.
        self._opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))

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

    def _exchange(self, request: dict[str, Any], timeout: float) -> Any:
        deadline = time.monotonic() + timeout
        post = urllib.request.Request(self.url, data=encode(request), method="POST", headers={
            "Content-Type": "application/json", "Accept": "application/json", SESSION_HEADER: self.session})
        where = f"{self.url} (answer to `{request['cmd']}`)"
        try:
            with self._opener.open(post, timeout=timeout) as response:
                body = self._read(response, request, deadline, timeout)
                status = response.status
        except urllib.error.HTTPError as error:
            body = self._read(error, request, deadline, timeout)
            raise EngineFault("invalid_answer", f"HTTP {error.code} {error.reason} from {where}; expected 200",
                              sent=request, got=evidence(body)) from None
        except urllib.error.URLError as error:
            if isinstance(error.reason, TimeoutError):
                raise EngineFault("timeout", f"no answer within {timeout:g} s from {where}", sent=request) from None
            raise EngineFault("unavailable", f"cannot reach the engine at {self.url}: {error.reason}",
                              sent=request) from None
        except TimeoutError:
            raise EngineFault("timeout", f"no answer within {timeout:g} s from {where}", sent=request) from None
        except (http.client.HTTPException, ConnectionError) as error:
            raise EngineFault("crash", f"the engine at {self.url} dropped the connection before answering: "
                              f"{type(error).__name__}: {error}", sent=request) from None
        if status != 200:
            raise EngineFault("invalid_answer", f"HTTP {status} from {where}; expected 200", sent=request,
                              got=evidence(body))
        return decode(body, sent=request)

    def _read(self, response: Any, sent: Any, deadline: float, timeout: float) -> bytes:
        """The body, read in pieces so that a slow or endless one ends at the deadline or the bound."""
        parts: list[bytes] = []
        size = 0
        read = getattr(response, "read1", response.read)
        while chunk := read(1 << 16):
            parts.append(chunk)
            size += len(chunk)
            if size > self.max_answer:
                raise EngineFault("not_json", f"output without end: the answer from {self.url} is longer "
                                  f"than {self.max_answer} bytes", sent=sent, got=evidence(parts[0][:4096]))
            if time.monotonic() > deadline:
                raise EngineFault("timeout", f"the answer from {self.url} did not end within {timeout:g} s",
                                  sent=sent, got=evidence(b"".join(parts)[:4096]))
        return b"".join(parts)
