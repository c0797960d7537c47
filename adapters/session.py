"""The started engine of a test session, and how a scenario names what went wrong.

Shared by the feature steps (features/steps) and the runner (adapters/runner): the steps talk
to an ``Engine`` and raise ``Mismatch``; the runner starts the engine and reports.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

# pytest.fail.Exception, imported alone: `rulespec replay` never imports pytest (it costs a quarter
# of a replay of the whole suite)
from _pytest.outcomes import Failed

from rulespec.adapters.base import Adapter, EngineFault, EngineInfo, EngineSkipped, ValidatingAdapter
from rulespec.adapters.registry import make_adapter
from rulespec.adapters.runner.report import DECLARED_NOTE

RULING_ID = re.compile(r"^[A-Z]+-\d+$")

#: The user property in which a scenario's reports carry the checks it leaves out, by the missing
#: capability a part of a step needed (features/steps/world.py writes it before the first request;
#: the runner counts it: adapters/runner/report.py).
UNCHECKED = "unchecked"
#: The node attribute in which features/steps/world.py keeps the capabilities a scenario needs, once
#: it has found the engine declares them all (a ``skipped`` answer then contradicts the start answer).
DECLARED = "_rulespec_declared"


def declared_note(needs: list[str]) -> str:
    """What a ``skipped`` answer adds when the engine declared every capability the scenario needs
    (``needs``): a skip is its right, but its start answer promised this. Empty for no needs."""
    return f" ({DECLARED_NOTE}: {', '.join(needs)})" if needs else ""


def lacks_game(engine: str, game: str) -> str:
    """The reason a scenario of ``game`` is skipped on an engine that does not list it (its
    ``lacks`` part is read back by adapters/runner/report.py's LACKS: keep the two together)."""
    return f"engine {engine!r} does not implement the game {game!r} (its start answer's `games` does not list it)"


def lacks_card(engine: str, card: str) -> str:
    """The reason a scenario that names the real card ``card`` (``Name (SET-NUM)``) is skipped on an
    engine that does not list it (read back as LACKS is, in adapters/runner/report.py)."""
    return f"engine {engine!r} does not implement the card {card} (its start answer's `cards` does not list it)"


#: How many consecutive engine faults (requests that crashed, hung or answered garbage, with no
#: good answer between them) give an engine up (``--max-engine-faults``).
DEFAULT_MAX_FAULTS = 3


class CountingAdapter(ValidatingAdapter):
    """A ValidatingAdapter that tells its engine of every request the engine answered."""

    def __init__(self, inner: Adapter, answered: Callable[[], None]) -> None:
        super().__init__(inner)
        self.answered = answered

    def start(self) -> dict[str, Any]:
        doc = super().start()
        self.answered()
        return doc

    def setup(self, state: dict[str, Any]) -> None:
        super().setup(state)
        self.answered()

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        result = super().perform(action)
        self.answered()
        return result

    def snapshot(self) -> dict[str, Any]:
        snap = super().snapshot()
        self.answered()
        return snap


class Engine:
    """The started engine of a test session, shared by its scenarios, behind a circuit breaker:
    an engine that fails ``start``, or faults on ``max_faults`` consecutive requests, is given up
    (stopped, never restarted); every scenario after that errors at once with the last fault as
    evidence, so that a dead engine costs one timeout or a few, not one per scenario."""

    def __init__(self, spec: str, timeout: float | None, max_faults: int = DEFAULT_MAX_FAULTS, *,
                 start_timeout: float | None = None) -> None:
        self.spec = spec
        self.max_faults = max_faults
        self.faults = 0  # consecutive faulted requests, with no answer between them
        self.given_up: EngineFault | None = None
        self.adapter = CountingAdapter(make_adapter(spec, timeout=timeout, start_timeout=start_timeout), self._answered)
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
        if self.start_fault is not None:
            self._give_up(self.start_fault, "it failed `start`")

    def _answered(self) -> None:
        self.faults = 0

    def check_started(self) -> None:
        # The same fault is raised in every scenario after it: raised with the traceback it got in the
        # previous one, it would carry all of them, and pytest would format each scenario's error from a
        # traceback one scenario longer than the last (a run of 450 scenarios took 35 s, not 2).
        if self.given_up is not None:
            raise self.given_up.with_traceback(None)
        if self.start_fault is not None:
            raise self.start_fault.with_traceback(None)

    def fault(self, fault: EngineFault, where: str = "") -> None:
        """A scenario (``where``) ended on ``fault``: count it, then restart the engine or give it up."""
        if self.given_up is not None or fault.kind == "refused_setup":  # a refusal is an answer
            return
        self.faults += 1
        if self.faults >= self.max_faults:
            self._give_up(fault, f"it faulted on {self.faults} consecutive requests (the `start` of a restart "
                          "does not count as an answer between them)", where)
            return
        self.recover()

    def _give_up(self, fault: EngineFault, why: str, where: str = "") -> None:
        # A failed `start` gives the engine up at once, whatever --max-engine-faults says.
        rule = ("a failed `start` is not retried; `rulespec smoke --adapter ...` shows what to do about it"
                if why.startswith("it failed `start`")
                else f"--max-engine-faults {self.max_faults}: raise it to go on after such faults")
        self.given_up = EngineFault(
            fault.kind, f"the engine was given up, not restarted, because {why} ({rule}); "
            f"its last fault{', in ' + where if where else ''}: {fault.message}",
            sent=fault.sent, got=fault.got, stderr=fault.stderr, problems=fault.problems)
        inner = self.adapter.inner
        kill = getattr(inner, "kill", None)
        with contextlib.suppress(Exception):  # whatever state it is in, it is not used again
            if callable(kill):
                kill()
            else:
                inner.stop()

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
        if self.start_fault is not None:
            self._give_up(self.start_fault, "it failed `start` after a restart")


def _skipped_start(skipped: EngineSkipped) -> EngineFault:
    """An engine cannot skip ``start``: every scenario needs it, so it is a fault, not a skip."""
    return EngineFault("invalid_answer", f"the engine answered `skipped` to `start` ({skipped}): an engine "
                       "cannot skip start; answer with its name and capabilities")


if TYPE_CHECKING:
    import pytest


class Mismatch(Failed):
    """A Then step saw something other than what the ruling says. Its message is the whole
    failure report (ruling, step, pointer, wanted, got, what was sent): no traceback needed, so
    pytest is told not to build one (formatting a traceback costs more than the scenario)."""

    def __init__(self, message: str) -> None:
        super().__init__(message, pytrace=False)


class InvariantBroken(Mismatch):
    """A snapshot a Then step read breaks what every snapshot keeps (features/steps/invariants.py),
    though the step's own checks held: ``invariant`` names it, with its rule."""

    def __init__(self, message: str, invariant: str) -> None:
        super().__init__(message)
        self.invariant = invariant


def ruling_ids(item: pytest.Item) -> list[str]:
    """The ruling IDs a scenario is tagged with, Rule and Feature tags included."""
    return sorted({m.name for m in item.iter_markers() if RULING_ID.match(m.name)})
