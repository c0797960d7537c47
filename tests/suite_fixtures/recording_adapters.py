"""A python adapter that records every request it gets, for tests/test_runner_skips.py: the oracle,
declaring only attaching, detaching and the views they need, appending each request's name to
the file named by $RULESPEC_TEST_RECORD. Loaded with ``--adapter python:recording_adapters:attach_only``."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from rulespec.adapters.oracle import OracleAdapter


class RecordingAttachOnly(OracleAdapter):
    def _record(self, what: str) -> None:
        with Path(os.environ["RULESPEC_TEST_RECORD"]).open("a") as f:
            f.write(what + "\n")

    def start(self) -> dict[str, Any]:
        self._record("start")
        info = super().start()
        return {**info, "name": "attach-only", "capabilities": ["attach", "detach", "view.might", "view.attachments"]}

    def setup(self, state: dict[str, Any]) -> None:
        self._record("setup")
        super().setup(state)

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        self._record(f"perform {action['type']}")
        return super().perform(action)

    def snapshot(self) -> dict[str, Any]:
        self._record("snapshot")
        return super().snapshot()


class RecordingRiftboundOnly(RecordingAttachOnly):
    """The same engine, playing Riftbound only."""

    def start(self) -> dict[str, Any]:
        return {**super().start(), "games": ["riftbound"]}


def attach_only() -> RecordingAttachOnly:
    return RecordingAttachOnly()


def riftbound_only() -> RecordingRiftboundOnly:
    return RecordingRiftboundOnly()
