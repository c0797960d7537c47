"""The started engine of a test session, and how a scenario names what went wrong.

Shared by the feature steps (features/steps) and the runner (adapters/runner): the steps talk
to an ``Engine`` and raise ``Mismatch``; the runner starts the engine and reports.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from rulespec.adapters.base import EngineFault, EngineInfo, EngineSkipped, ValidatingAdapter
from rulespec.adapters.registry import make_adapter

RULING_ID = re.compile(r"^[A-Z]+-\d+$")


class Engine:
    """The started engine of a test session, shared by its scenarios."""

    def __init__(self, spec: str, timeout: float | None) -> None:
        self.spec = spec
        self.adapter = ValidatingAdapter(make_adapter(spec, timeout=timeout))
        self.start_fault: EngineFault | None = None
        self.info = EngineInfo(name=spec)
        self.start_answer: dict[str, Any] = {}
        try:
            self.start_answer = self.adapter.start()
            self.info = EngineInfo.from_document(self.start_answer)
        except EngineFault as fault:
            self.start_fault = fault
        except EngineSkipped as skipped:
            self.start_fault = _skipped_start(skipped)

    def check_started(self) -> None:
        if self.start_fault is not None:
            raise self.start_fault

    def recover(self) -> None:
        try:
            self.adapter.restart()
            if self.start_fault is not None:
                self.start_answer = self.adapter.start()
                self.info = EngineInfo.from_document(self.start_answer)
                self.start_fault = None
        except EngineFault as fault:
            self.start_fault = fault
        except EngineSkipped as skipped:
            self.start_fault = _skipped_start(skipped)


def _skipped_start(skipped: EngineSkipped) -> EngineFault:
    """An engine cannot skip ``start``: every scenario needs it, so it is a fault, not a skip."""
    return EngineFault("invalid_answer", f"the engine answered `skipped` to `start` ({skipped}): an engine "
                       "cannot skip start; answer with its name and capabilities")


class Mismatch(pytest.fail.Exception):  # type: ignore[name-defined]
    """A Then step saw something other than what the ruling says. Its message is the whole
    failure report (ruling, step, pointer, wanted, got, what was sent): no traceback needed, so
    pytest is told not to build one (formatting a traceback costs more than the scenario)."""

    def __init__(self, message: str) -> None:
        super().__init__(message, pytrace=False)


def ruling_ids(item: pytest.Item) -> list[str]:
    """The ruling IDs a scenario is tagged with, Rule and Feature tags included."""
    return sorted({m.name for m in item.iter_markers() if RULING_ID.match(m.name)})
