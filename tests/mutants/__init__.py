"""Wrong engines: the oracle with one rule misread, the way a real engine could misread it.

A conformance suite is worth the wrong engines it catches. Each ``Mutant`` names the ruling it
breaks and how; ``python -m tests.mutants`` runs every mutant against the scenarios tagged with
its ruling (and only those) and prints the kill matrix; tests/test_mutants.py requires that a
scenario of its own ruling fails on every mutant, and that every covered ruling ID has one.

A mutant is made from the oracle in one of these ways:

- ``patched("rulespec.oracle.module.function", replacement)``: the rule's code is replaced while the
  mutant runs (the replacement may call the original, passed as its first argument);
- ``replacing_entry(table, key, replacement)``: the same for an entry of one of the oracle's
  dispatch tables (its action handlers, its cleanup steps);
- ``rewriting(perform=..., snapshot=...)``: the engine's answers are rewritten on their way out
  (an event left out, a view computed wrongly), as an engine with a wrong report would.

Area modules (``gear``, ``counters``, ``attribution``, ``mtg``, ``turns``, ``delayed``) hold the mutants; add one to
``MUTANTS`` there. A name is unique and says what the engine does wrong.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any
from unittest import mock

from rulespec.adapters.base import Adapter
from rulespec.adapters.oracle import OracleAdapter

AREAS = ("gear", "gear_text", "triggers", "counters", "attribution", "mtg", "turns", "delayed", "combat")


@dataclass(frozen=True)
class Mutant:
    name: str  #: unique, says what the wrong engine does: "detach-sends-to-base"
    ruling: str  #: the ruling ID it breaks: a scenario tagged with it must fail
    misreading: str  #: how a real engine could come to read the rule this way
    make: Callable[[], Adapter]  #: a fresh adapter of this wrong engine


class PatchedOracle(OracleAdapter):
    """The oracle with some of its functions replaced while each request runs."""

    patches: tuple[tuple[str, Callable[..., Any]], ...] = ()
    #: (table, key, replacement): an entry of a dispatch table (the oracle keeps its action
    #: handlers and cleanup steps in dictionaries, which a patch of a name would not reach)
    entries: tuple[tuple[dict[str, Any], str, Callable[..., Any]], ...] = ()

    def __init__(self) -> None:
        super().__init__()
        # A patch that names nothing the oracle has would raise in every request (a crash kills
        # nothing, tests.mutants.plugin): refuse to build such a mutant, so that it is counted broken.
        for target, _ in self.patches:
            module_name, _, attr = target.rpartition(".")
            if not hasattr(importlib.import_module(module_name), attr):
                raise AttributeError(f"the patch target {target!r} names nothing the oracle has")

    @contextlib.contextmanager
    def _mutated(self) -> Iterator[None]:
        with contextlib.ExitStack() as stack:
            for target, replacement in self.patches:
                module_name, _, attr = target.rpartition(".")
                original = getattr(importlib.import_module(module_name), attr)
                stack.enter_context(mock.patch(target, _bind(replacement, original)))
            for table, key, replacement in self.entries:
                stack.enter_context(mock.patch.dict(table, {key: _bind(replacement, table[key])}))
            yield

    def setup(self, state: dict[str, Any]) -> None:
        with self._mutated():
            super().setup(state)

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        with self._mutated():
            return super().perform(action)

    def snapshot(self) -> dict[str, Any]:
        with self._mutated():
            return super().snapshot()


def _bind(replacement: Callable[..., Any], original: Callable[..., Any]) -> Callable[..., Any]:
    def mutated(*args: Any, **kwargs: Any) -> Any:
        return replacement(original, *args, **kwargs)

    return mutated


def patched(*patches: tuple[str, Callable[..., Any]]) -> Callable[[], Adapter]:
    """A factory of the oracle with ``target`` replaced by ``replacement(original, *args, **kwargs)``
    for each (target, replacement). Patch the name where it is looked up (``oracle.engine.attach``
    if engine.py calls ``attach.attach``, patch ``oracle.attach.attach``)."""
    cls = type("Mutated", (PatchedOracle,), {"patches": tuple(patches)})
    return cls


def replacing_entry(table: dict[str, Any], key: str, replacement: Callable[..., Any]) -> Callable[[], Adapter]:
    """A factory of the oracle with ``table[key]`` replaced by ``replacement(original, …)``:
    ``replacing_entry(engine.HANDLERS, "move", …)``, ``replacing_entry(cleanup.STEPS, "recalls", …)``."""
    return type("Mutated", (PatchedOracle,), {"entries": ((table, key, replacement),)})


Perform = Callable[[OracleAdapter, dict[str, Any]], dict[str, Any]]


class RewritingOracle(OracleAdapter):
    """The oracle, with its answers rewritten on the way out."""

    rewrite_perform: Callable[[dict[str, Any], dict[str, Any], OracleAdapter], dict[str, Any]] | None = None
    rewrite_snapshot: Callable[[dict[str, Any]], dict[str, Any]] | None = None

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        result = super().perform(action)
        rewrite = type(self).rewrite_perform
        return rewrite(action, result, self) if rewrite else result

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        rewrite = type(self).rewrite_snapshot
        return rewrite(doc) if rewrite else doc


def rewriting(perform: Callable[[dict[str, Any], dict[str, Any], OracleAdapter], dict[str, Any]] | None = None,
              snapshot: Callable[[dict[str, Any]], dict[str, Any]] | None = None) -> Callable[[], Adapter]:
    """A factory of the oracle whose results pass through ``perform(action, result, adapter)``
    and whose snapshots pass through ``snapshot(doc)`` (both may change their argument in place
    and return it)."""
    return type("Rewritten", (RewritingOracle,), {"rewrite_perform": staticmethod(perform) if perform else None,
                                                  "rewrite_snapshot": staticmethod(snapshot) if snapshot else None})


def without_events(event_type: str) -> Callable[[dict[str, Any], dict[str, Any], OracleAdapter], dict[str, Any]]:
    """A perform rewrite that leaves out every event of one type."""

    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
        if result.get("accepted"):
            result["events"] = [e for e in result["events"] if e.get("type") != event_type]
        return result

    return rewrite


def refusing(action_type: str, reason: str = "illegal_target") -> Callable[[], Adapter]:
    """The oracle refusing every action of one type (with a plausible reason)."""

    class Refusing(OracleAdapter):
        def perform(self, action: dict[str, Any]) -> dict[str, Any]:
            if action["type"] == action_type:
                return {"accepted": False, "reason": reason, "message": f"this engine refuses {action_type}"}
            return super().perform(action)

    return Refusing


def all_mutants() -> list[Mutant]:
    """Every mutant of every area (a new list each time; the mutants are made once)."""
    return list(_all_mutants())


@functools.cache
def _all_mutants() -> tuple[Mutant, ...]:
    found: list[Mutant] = []
    for area in AREAS:
        try:
            module = importlib.import_module(f"tests.mutants.{area}")
        except ModuleNotFoundError as exc:
            if exc.name != f"tests.mutants.{area}":
                raise
            continue
        found += module.MUTANTS
    dupes = sorted(name for name, n in collections.Counter(m.name for m in found).items() if n > 1)
    if dupes:
        raise ValueError(f"mutant names used twice: {dupes}")
    return tuple(found)


def by_name() -> dict[str, Mutant]:
    return {m.name: m for m in all_mutants()}


def __getattr__(name: str) -> Callable[[], Adapter]:
    """``--adapter python:tests.mutants:<mutant name, dashes as underscores>`` runs one mutant."""
    mutants = {m.name.replace("-", "_"): m for m in all_mutants()}
    if name in mutants:
        return mutants[name].make
    raise AttributeError(name)
