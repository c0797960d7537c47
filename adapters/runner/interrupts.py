"""Signals during a run: SIGINT and SIGTERM become one KeyboardInterrupt, so that pytest stops
the run and tears the session down (stopping the engine) instead of the process dying at once."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from types import FrameType
from typing import Any


class Interrupts:
    """SIGINT and SIGTERM become a KeyboardInterrupt in the main thread, once: pytest then stops
    the run and tears down the session, which stops the engine (a SIGTERM would otherwise end the
    process at once and leave a process engine running). Later signals are noted, not raised, so
    that the engine's teardown and the report (both bounded in time) are not cut short."""

    def __init__(self) -> None:
        self.received: str | None = None
        self._previous: dict[int, Any] = {}

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        if self.received is None:
            self.received = signal.Signals(signum).name
            raise KeyboardInterrupt(self.received)

    @contextlib.contextmanager
    def installed(self) -> Iterator[Interrupts]:
        try:
            for signum in (signal.SIGINT, signal.SIGTERM):
                self._previous[signum] = signal.signal(signum, self._handle)
        except ValueError:  # not the main thread: leave the signals alone
            pass
        try:
            yield self
        finally:
            for number, handler in self._previous.items():
                signal.signal(number, handler)
