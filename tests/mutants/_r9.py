"""Round 9 building blocks: engines that cache what they derive and forget to invalidate it.
The mutants themselves are in their area modules (their ``r9-`` block).

- ``stale_view(fields, refreshed_by)``: an engine that keeps each object's displayed ``view``
  fields (``might``, ``abilities``, ``attachments``…) in a table, computed once and recomputed
  only for the objects an event of the action names, when ``refreshed_by(event)`` says so.
- ``stale(targets, refreshed_by)``: the same for a rule's own derived value, a function
  ``f(state, obj)`` or ``f(obj)`` the engine looks up where ``targets`` name it (the Might the
  lethal-damage check reads, whether an object is a unit): the value of each object is
  computed once and kept until an event that names the object refreshes it.
- ``equip_targets_by_setup_controller``, ``spends_by_setup_controller``: engines that check "you
  control" against who controlled each object as the game was set up.

Each cache is warmed after the set-up and after every action (the engine's table is complete
between actions), so that it is right on the first action of a game and wrong only once a
later one changes an input the engine does not watch.
"""

from __future__ import annotations

import contextlib
import copy
import importlib
from collections.abc import Callable, Iterable, Iterator
from typing import Any
from unittest import mock

from rulespec import oracle
from rulespec.adapters.base import Adapter
from rulespec.adapters.oracle import OracleAdapter
from rulespec.oracle.state import GameObject

Refresh = Callable[[dict[str, Any]], Iterable[str]]
NAMING = ("object", "to", "from", "of")


def named(event: dict[str, Any]) -> list[str]:
    """The object ids an event document names (a move's ``to`` is a place, and names nothing)."""
    return [v for k in NAMING if isinstance(v := event.get(k), str) and ":" not in v]


def refreshed_except(*types: str) -> Refresh:
    """Every event refreshes the objects it names, except the events of ``types``."""
    return lambda e: () if e.get("type") in types else named(e)


def refreshed_naming(*keys: str, types: tuple[str, ...] | None = None) -> Refresh:
    """An event refreshes only the objects in its fields ``keys`` (of the event types ``types``)."""
    return lambda e: [v for k in keys if isinstance(v := e.get(k), str)] if types is None or e.get("type") in types \
        else named(e)


def stale_view(fields: tuple[str, ...], refreshed_by: Refresh) -> Callable[[], Adapter]:
    class StaleView(OracleAdapter):
        def setup(self, state: dict[str, Any]) -> None:
            super().setup(state)
            self._table: dict[str, dict[str, Any]] = {}
            self._warm()

        def _warm(self) -> None:
            for o in oracle.snapshot(self._state())["objects"]:
                if o["id"] not in self._table and "view" in o:
                    self._table[o["id"]] = {f: copy.deepcopy(o["view"][f]) for f in fields if f in o["view"]}

        def perform(self, action: dict[str, Any]) -> dict[str, Any]:
            result = super().perform(action)
            if result.get("accepted"):
                for event in result["events"]:
                    for object_id in refreshed_by(event):
                        self._table.pop(object_id, None)
                self._warm()
            return result

        def snapshot(self) -> dict[str, Any]:
            doc = super().snapshot()
            for o in doc["objects"]:
                if o["id"] in self._table and "view" in o:
                    o["view"].update(copy.deepcopy(self._table[o["id"]]))
            return doc

    return StaleView


def _object_of(args: tuple[Any, ...]) -> GameObject:
    return next(a for a in args if isinstance(a, GameObject))


def stale(targets: tuple[str, ...], refreshed_by: Refresh) -> Callable[[], Adapter]:
    """The oracle whose ``targets`` (dotted names of one function ``f(state, obj)`` or ``f(obj)``,
    where they are looked up) answer from a table kept per object id."""

    class Stale(OracleAdapter):
        def setup(self, state: dict[str, Any]) -> None:
            self._table: dict[tuple[str, str], Any] = {}
            with self._cached():
                super().setup(state)
            self._warm()

        @contextlib.contextmanager
        def _cached(self) -> Iterator[None]:
            with contextlib.ExitStack() as stack:
                for target in targets:
                    module_name, _, attr = target.rpartition(".")
                    original = getattr(importlib.import_module(module_name), attr)
                    stack.enter_context(mock.patch(target, self._caching(target, original)))
                yield

        def _caching(self, target: str, original: Callable[..., Any]) -> Callable[..., Any]:
            def cached(*args: Any) -> Any:
                key = (target, _object_of(args).id)
                if key not in self._table:
                    self._table[key] = original(*args)
                return self._table[key]

            return cached

        def _warm(self) -> None:
            state = self._state()
            with self._cached():
                for target in targets:
                    module_name, _, attr = target.rpartition(".")
                    function = getattr(importlib.import_module(module_name), attr)
                    for obj in state.objects:
                        if obj.on_board:
                            try:
                                function(state, obj)
                            except TypeError:
                                function(obj)

        def perform(self, action: dict[str, Any]) -> dict[str, Any]:
            with self._cached():
                result = super().perform(action)
            if result.get("accepted"):
                gone = {i for event in result["events"] for i in refreshed_by(event)}
                self._table = {k: v for k, v in self._table.items() if k[1] not in gone}
                self._warm()
            return result

        def snapshot(self) -> dict[str, Any]:
            with self._cached():
                return super().snapshot()

    return Stale


def equip_targets_by_setup_controller(rule: str) -> Callable[[], Adapter]:
    """An engine that notes who controls each object as the game is set up, and checks the target
    of an Equip ("a unit you control") against that note, never refreshed by a change of control."""

    class SetupControllers(OracleAdapter):
        def setup(self, state: dict[str, Any]) -> None:
            super().setup(state)
            self._controllers = {o.id: o.controller for o in self._state().objects}

        def perform(self, action: dict[str, Any]) -> dict[str, Any]:
            if action.get("type") == "activate" and action.get("ability") == "equip":
                for target in action.get("targets", ()):
                    noted = self._controllers.get(target)
                    if noted is not None and noted != action.get("player"):
                        return {"schema": "rulespec/result/1", "accepted": False, "reason": "illegal_target",
                                "rule": rule, "message": f"{target!r} is not a unit {action.get('player')} controls"}
            result = super().perform(action)
            for o in self._state().objects:  # objects made later are noted as they come
                self._controllers.setdefault(o.id, o.controller)
            return result

    return SetupControllers


def spends_by_setup_controller(rule: str) -> Callable[[], Adapter]:
    """An engine that checks "counters on objects you control" against who controlled each object
    as the game was set up, never refreshed by a change of control."""

    class SetupControllers(OracleAdapter):
        def setup(self, state: dict[str, Any]) -> None:
            super().setup(state)
            self._controllers = {o.id: o.controller for o in self._state().objects}

        def perform(self, action: dict[str, Any]) -> dict[str, Any]:
            if action.get("type") == "spend_counters":
                for object_id in action.get("objects", ()):
                    noted = self._controllers.get(object_id)
                    if noted is not None and noted != action.get("player"):
                        return {"schema": "rulespec/result/1", "accepted": False, "reason": "not_controller",
                                "rule": rule, "message": f"{object_id!r} is not an object {action.get('player')} "
                                                         "controls"}
            result = super().perform(action)
            for o in self._state().objects:
                self._controllers.setdefault(o.id, o.controller)
            return result

    return SetupControllers


def activations_by_setup_controller(rule: str) -> Callable[[], Adapter]:
    """An engine that notes who may activate each object's abilities as the game is set up (its
    controller then), never refreshed by a change of control."""

    class SetupControllers(OracleAdapter):
        def setup(self, state: dict[str, Any]) -> None:
            super().setup(state)
            self._controllers = {o.id: o.controller for o in self._state().objects}

        def perform(self, action: dict[str, Any]) -> dict[str, Any]:
            if action.get("type") == "activate":
                noted = self._controllers.get(action.get("object", ""))
                if noted is not None and noted != action.get("player"):
                    return {"schema": "rulespec/result/1", "accepted": False, "reason": "not_controller",
                            "rule": rule, "message": f"{action.get('player')} does not control the abilities of "
                                                     f"{action.get('object')!r}"}
            result = super().perform(action)
            for o in self._state().objects:
                self._controllers.setdefault(o.id, o.controller)
            return result

    return SetupControllers
