"""``stdio:COMMAND``: an engine in any language, one JSON request a line on its stdin, one JSON
answer a line on its stdout (schemas/protocol/).

Nothing here may hang or grow without bound, whatever the engine does:

- every request has a deadline (``timeout`` seconds, writing and reading together): past it,
  EngineFault("timeout");
- the engine's end of output (it exited, or closed stdout) is EngineFault("crash"), with its
  exit status;
- an answer longer than ``max_answer`` bytes without a newline is output without end:
  EngineFault("not_json"), and the engine is killed;
- stderr is read all the time by a thread that keeps only its last ``stderr_tail`` bytes, which
  every fault carries: whatever the engine wrote there before its answer, even when that
  thread lags behind.

The engine runs in its own process group; after a fault that leaves the pipe out of step
(timeout, crash, not_json, wrong_seq) the whole group is killed, and ``restart()`` starts a
fresh process. Faults that are answers (errored, refused, invalid_answer) leave it running.
"""

from __future__ import annotations

import contextlib
import math
import os
import select
import shlex
import signal
import subprocess
import threading
import time
import weakref
from typing import Any

from rulespec.adapters.base import EngineFault
from rulespec.adapters.protocol import MAX_ANSWER_BYTES, ProtocolAdapter, decode, encode, evidence

STDERR_TAIL_BYTES = 64 * 1024
#: Faults after which the engine's stdout can no longer be trusted to be in step.
_OUT_OF_STEP = frozenset({"timeout", "crash", "not_json", "wrong_seq"})


class _Tail:
    """The last ``limit`` bytes written to a stream, filled by a reader thread."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.data = bytearray()
        self.cut = False
        self.lock = threading.Lock()
        #: Held while bytes are taken from the pipe and added: whoever holds it has seen every
        #: byte read so far (see ``catch_up``).
        self.reading = threading.Lock()

    def catch_up(self, fd: int, wait: float = -1) -> bool:
        """Add what the pipe ``fd`` (non-blocking) holds now, up to twice the limit; False at its end.

        The engine writes its stderr before its answer: once the answer is read, this makes the
        tail hold every byte written before it, with no race against the reader thread. With
        ``wait``, give up after that many seconds if the reader thread holds the pipe (an engine
        that floods stderr without end must not hold the suite).
        """
        if not self.reading.acquire(timeout=wait):
            return True
        try:
            for _ in range(max(2, 2 * self.limit // 65536)):
                try:
                    chunk = os.read(fd, 65536)
                except BlockingIOError:
                    return True
                if not chunk:
                    return False
                self.add(chunk)
            return True
        finally:
            self.reading.release()

    def add(self, chunk: bytes) -> None:
        with self.lock:
            self.data += chunk
            if len(self.data) > self.limit:
                del self.data[: len(self.data) - self.limit]
                self.cut = True

    def text(self) -> str:
        with self.lock:
            text = self.data.decode("utf-8", "replace")
            return ("…" + text) if self.cut else text


def _drain(fd: int, tail: _Tail) -> None:
    poller = select.poll()  # not select.select: it fails on descriptors past 1023
    poller.register(fd, select.POLLIN)
    with contextlib.suppress(OSError, ValueError):
        while True:
            poller.poll()
            if not tail.catch_up(fd):
                return


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    """Kill the engine and everything it started (its process group), then reap it."""
    with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
        os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(ProcessLookupError, OSError):
        proc.kill()
    with contextlib.suppress(subprocess.TimeoutExpired):
        proc.wait(timeout=5)


def _milliseconds(seconds: float) -> int:
    """A wait for ``poll``: whole milliseconds, rounded up, at most what it takes (a C int)."""
    return min(math.ceil(seconds * 1000), 2**31 - 1)


def _exit_status(code: int | None) -> str:
    if code is None:
        return "it closed its stdout but is still running"
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        return f"it was killed by {name}"
    return f"it exited with code {code}"


class _Process:
    """One run of the engine: the process, its pipes, its stderr tail."""

    def __init__(self, argv: list[str], stderr_tail: int) -> None:
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, start_new_session=True, bufsize=0)
        self.finalizer = weakref.finalize(self, _kill_group, self.proc)
        self.tail = _Tail(stderr_tail)
        assert self.proc.stderr is not None
        self.stderr_fd = self.proc.stderr.fileno()
        os.set_blocking(self.stderr_fd, False)
        self.reader = threading.Thread(target=_drain, args=(self.stderr_fd, self.tail),
                                       name=f"engine-stderr-{self.proc.pid}", daemon=True)
        self.reader.start()
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.stdin_fd = self.proc.stdin.fileno()
        self.stdout_fd = self.proc.stdout.fileno()
        os.set_blocking(self.stdin_fd, False)
        os.set_blocking(self.stdout_fd, False)
        # made once, not a selector per request (each an epoll descriptor made and closed); poll,
        # not select: it takes descriptors past 1023
        self.writable = select.poll()
        self.writable.register(self.stdin_fd, select.POLLOUT)
        self.readable = select.poll()
        self.readable.register(self.stdout_fd, select.POLLIN)
        self.buffer = bytearray()

    def stderr(self, settle: float = 0.0) -> str:
        """The stderr tail; with ``settle``, first wait that long for the engine's last words
        (after it exited or was killed)."""
        if settle:
            self.reader.join(settle)
        elif self.reader.is_alive():
            with contextlib.suppress(OSError, ValueError):
                self.tail.catch_up(self.stderr_fd, wait=0.5)
        return self.tail.text()

    def kill(self) -> None:
        self.finalizer()  # kills the group and reaps the process, once
        for stream in (self.proc.stdin, self.proc.stdout):
            with contextlib.suppress(OSError):
                stream.close()  # type: ignore[union-attr]
        self.reader.join(1.0)
        if not self.reader.is_alive():  # else a process outside the group holds stderr: closing the
            with contextlib.suppress(OSError):  # descriptor under the reader could hand it a reused one
                self.proc.stderr.close()  # type: ignore[union-attr]


class StdioAdapter(ProtocolAdapter):
    """Runs ``command`` (split like a shell would, but run without one) and talks to it over
    its stdin and stdout."""

    def __init__(self, command: str, timeout: float | None = None, *, start_timeout: float | None = None,
                 max_answer: int = MAX_ANSWER_BYTES, stderr_tail: int = STDERR_TAIL_BYTES) -> None:
        super().__init__(timeout, start_timeout)
        self.command = command
        self.argv = shlex.split(command)
        if not self.argv:
            raise ValueError("stdio: the command is empty")
        self.max_answer = max_answer
        self.stderr_tail = stderr_tail
        self._process: _Process | None = None
        self._stopped_by: str | None = None

    # -- the Adapter ---------------------------------------------------------------------------

    def start(self) -> dict[str, Any]:
        if self._process is None:
            self._spawn()
        return super().start()

    def restart(self) -> None:
        """Kill the engine (and its process group) and start it again, through `start`."""
        self._kill(None)
        self.start()

    def stop(self) -> None:
        """Ask the engine to stop; kill it if it does not exit promptly. Safe to call twice."""
        process = self._process
        if process is None:
            return
        if process.proc.poll() is None:
            with contextlib.suppress(Exception):
                self.call("stop", timeout=min(self.timeout, 2.0))
            with contextlib.suppress(OSError):
                process.proc.stdin.close()  # type: ignore[union-attr]
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.proc.wait(timeout=1.0)
        self._kill(None)

    def kill(self) -> None:
        """Kill the engine and its process group now, without asking."""
        self._kill(None)

    @property
    def pid(self) -> int | None:
        """The engine's process id, while it runs."""
        return self._process.proc.pid if self._process else None

    def stderr(self) -> str:
        """The engine's stderr tail (the last ``stderr_tail`` bytes)."""
        return self._process.stderr() if self._process else ""

    # -- the transport -------------------------------------------------------------------------

    def _spawn(self) -> None:
        try:
            self._process = _Process(self.argv, self.stderr_tail)
        except OSError as exc:
            raise EngineFault("unavailable", f"cannot run the engine {self.command!r}: {exc}") from None
        self._stopped_by = None

    def _kill(self, reason: str | None) -> None:
        if self._process is not None:
            self._process.kill()
            self._process = None
        self._stopped_by = reason

    def _stderr(self) -> str:
        return self.stderr()

    def _fault(self, fault: EngineFault) -> None:
        if fault.kind in _OUT_OF_STEP:
            self._kill(fault.kind)

    def _raise(self, kind: str, message: str, sent: Any, got: Any = None) -> None:
        process = self._process
        assert process is not None
        if kind != "crash":
            process.finalizer()  # stop it first, so that its stderr tail is complete
        stderr = process.stderr(settle=1.0)
        self._kill(kind)
        raise EngineFault(kind, message, sent=sent, got=got, stderr=stderr)

    def _exchange(self, request: dict[str, Any], timeout: float) -> Any:
        process = self._process
        if process is None:
            why = (f"it was killed after a fault ({self._stopped_by})" if self._stopped_by
                   else "start() was not called")
            raise EngineFault("unavailable", f"the engine is not running: {why}; restart() it", sent=request)
        deadline = time.monotonic() + timeout
        self._write(process, encode(request), request, deadline, timeout)
        line = self._read_line(process, request, deadline, timeout)
        return decode(line, sent=request)  # the stderr tail is added to a fault by ProtocolAdapter.call

    def _write(self, process: _Process, data: bytes, sent: Any, deadline: float, timeout: float) -> None:
        view = memoryview(data)
        while True:  # written at once nearly always (a request is smaller than the pipe's buffer)
            try:
                view = view[os.write(process.stdin_fd, view):]
            except BlockingIOError:
                pass
            except (BrokenPipeError, ConnectionResetError):
                self._crashed(process, sent, b"", "before reading its request")
            if not view:
                return
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                self._raise("timeout", f"the engine did not read its request within {timeout:g} s "
                            f"({len(view)} of {len(data)} bytes unsent)", sent)
            process.writable.poll(_milliseconds(remaining))

    def _read_line(self, process: _Process, sent: Any, deadline: float, timeout: float) -> bytes:
        buffer = process.buffer
        scanned = 0
        while (end := buffer.find(b"\n", scanned)) < 0:
            scanned = len(buffer)
            if scanned > self.max_answer:
                self._raise("not_json", f"output without end: the engine wrote more than "
                            f"{self.max_answer} bytes without ending its answer's line", sent,
                            evidence(bytes(buffer[:4096])))
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                got = evidence(bytes(buffer)) if buffer else None
                self._raise("timeout", f"no answer within {timeout:g} s"
                            + (" (an unfinished line came back)" if buffer else ""), sent, got)
            if not process.readable.poll(_milliseconds(remaining)):
                continue
            try:
                chunk = os.read(process.stdout_fd, 1 << 16)
            except BlockingIOError:
                continue
            if not chunk:
                self._crashed(process, sent, bytes(buffer), "before answering")
            buffer += chunk
        line = bytes(buffer[:end])
        del buffer[: end + 1]
        return line

    def _crashed(self, process: _Process, sent: Any, got: bytes, when: str) -> None:
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.proc.wait(timeout=1.0)
        status = _exit_status(process.proc.poll())
        self._raise("crash", f"the engine stopped {when}: {status}", sent, evidence(got) if got else None)
