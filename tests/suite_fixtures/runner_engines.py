"""Python adapters and factories that misbehave at the edges of a run, for the runner's tests
(tests/test_runner_verdict.py, tests/test_bad_inputs_runner.py). Loaded with
``--adapter python:runner_engines:<factory>``."""

from __future__ import annotations

from typing import Any

from rulespec.adapters.base import EngineSkipped
from rulespec.adapters.oracle import OracleAdapter


class SkipsStart(OracleAdapter):
    """Answers `skipped` to `start`: it cannot be used at all."""

    def start(self) -> dict[str, Any]:
        raise EngineSkipped("not ready today")


class RaisesInSnapshot(OracleAdapter):
    """A buggy adapter: its snapshot raises a ZeroDivisionError (not an EngineFault)."""

    def snapshot(self) -> dict[str, Any]:
        return {"ratio": 1 / 0}


class Hostile(OracleAdapter):
    """Answers like the oracle, under a name and version that try to write the CI summary."""

    def start(self) -> dict[str, Any]:
        info = super().start()
        return {**info, "name": "evil\x1b[2J\x1b[31m", "version": "1.0\n\nAll scenarios passed\n\n<!--"}


def skips_start() -> SkipsStart:
    return SkipsStart()


def raises_in_snapshot() -> RaisesInSnapshot:
    return RaisesInSnapshot()


def hostile() -> Hostile:
    return Hostile()


def factory_raises() -> OracleAdapter:
    raise RuntimeError("the factory is broken")


def not_an_adapter() -> object:
    return object()


NOT_CALLABLE = 42
