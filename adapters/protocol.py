"""The JSON-lines protocol, shared by the stdio and http adapters.

One request, one answer, each a JSON object (schemas/protocol/). The suite sends
``{"seq": n, "cmd": ...}`` and the engine echoes ``seq`` in its answer, or answers
``skipped``, ``errored`` or (setup only) ``refused`` instead. This module builds the
requests and turns each answer into a value, an ``EngineSkipped`` or an ``EngineFault``:

===========================================  ====================================
what came back                               what the suite makes of it
===========================================  ====================================
``{"seq": n, "skipped": {...}}``             EngineSkipped(message, issue_url)
``{"seq": n, "errored": {...}}``             EngineFault("errored", context)
``{"seq": n, "refused": {"problems": ...}}``  EngineFault("refused_setup", problems)
an answer with another ``seq``               EngineFault("wrong_seq")
an answer that breaks its schema             EngineFault("invalid_answer", problems)
a line that is not strict JSON               EngineFault("not_json")
(not UTF-8, a lone surrogate, NaN, 1e999)
===========================================  ====================================

Transports (a pipe, HTTP) subclass ``ProtocolAdapter`` and implement ``_exchange``.
"""

from __future__ import annotations

import abc
import json
import os
from typing import Any

from rulespec import schemas
from rulespec.adapters.base import Adapter, EngineFault, EngineSkipped
from rulespec.schemas import jsontext

PROTOCOL_VERSION = 1
COMMANDS = ("start", "setup", "perform", "snapshot", "stop")
DEFAULT_TIMEOUT = 10.0
TIMEOUT_ENV = "RULESPEC_TIMEOUT"
START_TIMEOUT_ENV = "RULESPEC_START_TIMEOUT"
#: The longest answer read, in bytes: past it, the engine's output is "without end".
MAX_ANSWER_BYTES = 16 * 1024 * 1024
#: How much of a raw answer a fault keeps as evidence.
EVIDENCE_CHARS = 64 * 1024


def resolve_timeout(timeout: float | None) -> float:
    """The per-request timeout in seconds: ``timeout`` if given, else $RULESPEC_TIMEOUT, else 10."""
    return _seconds(timeout, TIMEOUT_ENV, DEFAULT_TIMEOUT, "the timeout")


def resolve_start_timeout(start_timeout: float | None, timeout: float) -> float:
    """The deadline of ``start`` in seconds, the engine's launch included (a process is started by
    its first request): ``start_timeout`` if given, else $RULESPEC_START_TIMEOUT, else ``timeout``,
    the per-request one. An engine that loads a card database or a virtual machine before it
    answers is given longer to start, without giving every other request as long."""
    return _seconds(start_timeout, START_TIMEOUT_ENV, timeout, "the start timeout")


def _seconds(given: float | None, env: str, default: float, what: str) -> float:
    """``given``, else the environment variable ``env``, else ``default``: a positive number of seconds."""
    if given is None:
        raw = os.environ.get(env, "").strip()
        if not raw:
            return default
        try:
            given = float(raw)
        except ValueError:
            raise ValueError(f"${env}={raw!r} is not a number of seconds") from None
    if not given > 0:
        raise ValueError(f"{what} must be a positive number of seconds, not {given!r}")
    return float(given)


def build_request(seq: int, cmd: str, **payload: Any) -> dict[str, Any]:
    """The request ``cmd`` with sequence number ``seq``: ``{"seq": 3, "cmd": "perform", "action": ...}``."""
    if cmd not in COMMANDS:
        raise ValueError(f"unknown protocol command {cmd!r}")
    if cmd == "start":
        payload = {"version": PROTOCOL_VERSION, **payload}
    return {"seq": seq, "cmd": cmd, **payload}


def encode(request: dict[str, Any]) -> bytes:
    """One request as one line of UTF-8 JSON (no newline inside, one at the end). A value JSON
    cannot carry (NaN, a lone surrogate) is a defect of the suite: ValueError, nothing sent."""
    return json.dumps(request, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8") + b"\n"


def evidence(raw: bytes | str) -> str:
    """Raw output as text for a fault, cut to EVIDENCE_CHARS."""
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
    if len(text) > EVIDENCE_CHARS:
        return text[:EVIDENCE_CHARS] + f"… (cut: {len(text)} characters in all)"
    return text


def decode(raw: bytes | str, *, sent: Any, stderr: str = "") -> Any:
    """Parse one answer; EngineFault("not_json") if it is not one strict JSON value."""
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
        return jsontext.loads(text)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        shown = evidence(raw).rstrip("\r\n").encode("utf-8", "replace").decode("utf-8")
        detail = "an empty line" if not shown.strip() else f"{shown[:80]!r}"
        raise EngineFault("not_json", f"the engine's answer is not JSON ({detail}: {exc})",
                          sent=sent, got=shown, stderr=stderr) from None


def _echoes(got: dict[str, Any], seq: int) -> bool:
    value = got.get("seq")
    if value is None and "errored" in got:
        return True  # an engine that could not read the request at all answers "seq": null
    return type(value) is int and value == seq


def check_answer(cmd: str, sent: dict[str, Any], got: Any, *, stderr: str = "", parsed: bool = False) -> dict[str, Any]:
    """The answer ``got`` to request ``sent``, checked: returned if it is the normal answer;
    raised as EngineSkipped or EngineFault otherwise (see the module's table). ``parsed``: ``got``
    is what ``decode`` read from JSON text (``schemas.validate``, parsed)."""
    seq = sent["seq"]
    if not isinstance(got, dict):
        raise EngineFault("invalid_answer", f"the answer to `{cmd}` must be a JSON object, not "
                          f"{type(got).__name__}", sent=sent, got=got, stderr=stderr,
                          problems=[schemas.Problem("", "must be an object")])
    if not _echoes(got, seq):
        shown = json.dumps(got["seq"]) if "seq" in got else "no seq"
        raise EngineFault("wrong_seq", f"expected seq {seq}, got {shown} (in the answer to `{cmd}`)",
                          sent=sent, got=got, stderr=stderr)
    problems = schemas.validate(f"protocol/{cmd}_response", got, parsed=parsed)
    if problems:
        raise EngineFault("invalid_answer", f"the answer to `{cmd}` breaks its schema "
                          f"(schemas/protocol/{cmd}_response.json)", sent=sent, got=got, stderr=stderr,
                          problems=problems)
    if "skipped" in got:
        raise EngineSkipped(got["skipped"]["message"], got["skipped"].get("issue_url"))
    if "errored" in got:
        errored = got["errored"]
        raise EngineFault("errored", f"the engine errored on `{cmd}`: {errored['message']}", sent=sent,
                          got=errored.get("context", got), stderr=stderr)
    if "refused" in got:
        raise EngineFault("refused_setup", "the engine refused the state document", sent=sent, got=got,
                          stderr=stderr, problems=[schemas.Problem(p["pointer"], p["message"])
                                                   for p in got["refused"]["problems"]])
    return got


class ProtocolAdapter(Adapter):
    """An Adapter that speaks the protocol over some transport (``_exchange``).

    Sequence numbers start at 1 and increase for the adapter's whole life, across restarts.
    """

    #: Every answer is checked against its message schema, which includes the state and result
    #: documents it carries: a wrapper need not check those documents again.
    validates_answers = True

    def __init__(self, timeout: float | None = None, start_timeout: float | None = None) -> None:
        self.timeout = resolve_timeout(timeout)
        self.start_timeout = resolve_start_timeout(start_timeout, self.timeout)
        self.start_answer: dict[str, Any] | None = None
        self._seq = 0

    @abc.abstractmethod
    def _exchange(self, request: dict[str, Any], timeout: float) -> Any:
        """Send ``request``; return the answer as ``decode`` parsed it from JSON text. Raise
        EngineFault for what the transport sees (timeout, crash, not_json, unavailable)."""

    def _stderr(self) -> str:
        """The engine's stderr tail, if the transport sees it."""
        return ""

    def _fault(self, fault: EngineFault) -> None:
        """Called before any fault is raised (a transport may drop a process or a connection)."""

    def call(self, cmd: str, timeout: float | None = None, **payload: Any) -> dict[str, Any]:
        """Send one request and return the engine's normal answer (a dict with ``seq``)."""
        self._seq += 1
        request = build_request(self._seq, cmd, **payload)
        got = self._send(request, self.timeout if timeout is None else timeout)
        try:
            return check_answer(cmd, request, got, parsed=True)
        except EngineFault as fault:
            self._faulted(fault)
            raise

    def probe_unknown(self, cmd: str, timeout: float) -> Any:
        """Send ``cmd``, a command the protocol does not have (smoke's check that the engine answers
        it ``errored`` and goes on, as a later version of the protocol may add commands), and return
        the answer as parsed, unchecked. EngineFault for what the transport sees."""
        self._seq += 1
        return self._send({"seq": self._seq, "cmd": cmd}, timeout)

    def _send(self, request: dict[str, Any], timeout: float) -> Any:
        try:
            return self._exchange(request, timeout)
        except EngineFault as fault:
            self._faulted(fault)
            raise

    def _faulted(self, fault: EngineFault) -> None:
        # The stderr tail, read for a fault only (reading it costs a system call or two and a
        # copy of the tail): the answer has been read, so it holds what the engine wrote before.
        if not fault.stderr:
            fault.stderr = self._stderr()
        self._fault(fault)

    def start(self) -> dict[str, Any]:
        answer = self.call("start", timeout=self.start_timeout)
        answer.pop("seq")
        answer.setdefault("cards", [])
        self.start_answer = answer
        return answer

    def setup(self, state: dict[str, Any]) -> None:
        self.call("setup", state=state)

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        return self.call("perform", action=action)["result"]

    def snapshot(self) -> dict[str, Any]:
        return self.call("snapshot")["state"]

    def __enter__(self) -> ProtocolAdapter:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
