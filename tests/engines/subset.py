"""Engines that implement a strict subset of the suite and say so, for tests/test_capability_subsets.py.
Loaded with ``--adapter python:subset:create`` (this folder on ``PYTHONPATH``).

``create``: the oracle, wrapped so that it has no event log (every accepted action answers
``"events": []``), no reason codes (every rejection is ``no_permission``, whatever the rule), and
no attribution; it declares every capability but ``events``, ``reasons`` and ``attribution``.
Everything it declares it does right, so against the suite it must fail nothing: a step that read
events, a reason or an attribution field without saying so in STEP_CAPABILITIES would fail here.

``without_attribution``: the oracle with its events, but stripped of ``source``, ``responsible``
and ``attributed_to``; it declares every capability but ``attribution``.

Both also use the freedoms the contract leaves an engine, as a third-party engine would, so that a
step that asked more of an engine than the contract does would fail them: their snapshots list the
objects in another order (the reverse of the oracle's) and the battlefields too, and every list
the contract leaves unordered (an object's ``states``, its view's ``tags``, ``abilities`` and
``attachments``), and leave out
every field at its default (docs/implementing.md: "a field you leave out of a snapshot is read at
its default"); their rejections word their messages their own way.

``recording(inner)`` wraps either (or any adapter) and appends one line per request to the file
named by ``$RULESPEC_TEST_RECORD``: the scenario it came in (pytest's ``PYTEST_CURRENT_TEST``) and
the command, so that a test can tell which scenarios reached the engine.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from rulespec import schemas
from rulespec.adapters.base import CAPABILITIES, Adapter
from rulespec.adapters.oracle import OracleAdapter
from rulespec.adapters.stdio import StdioAdapter

ATTRIBUTION = ("source", "responsible", "attributed_to")
#: An object's fields with a default, as schemas/state.json gives them (references default to null).
DEFAULTS: dict[str, Any] = {
    "attached_to": None, "location": None, "copy_of": None,
    **{k: v["default"] for k, v in schemas.load_schema("state")["$defs"]["object"]["properties"].items()
       if "default" in v}}


class Subset(OracleAdapter):
    """The oracle, without the features named in ``lacks``."""

    def __init__(self, name: str, lacks: frozenset[str]) -> None:
        super().__init__()
        self.name = name
        self.lacks = lacks

    def start(self) -> dict[str, Any]:
        return {**super().start(), "name": self.name,
                "capabilities": sorted(c for c in CAPABILITIES if c not in self.lacks)}

    def snapshot(self) -> dict[str, Any]:
        snap = super().snapshot()
        objects = [_reordered({k: v for k, v in o.items() if k not in DEFAULTS or v != DEFAULTS[k]})
                   for o in reversed(snap["objects"])]
        return {**snap, "objects": objects, "battlefields": list(reversed(snap.get("battlefields", [])))}

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        result = super().perform(action)
        if not result["accepted"]:
            if "reasons" in self.lacks:  # it only knows that a condition was not met
                return {"accepted": False, "reason": "no_permission", "message": "condition not met"}
            return {**result, "message": f"{self.name} refuses this ({result['reason']})"}
        if "events" in self.lacks:
            return {"accepted": True, "events": []}
        if "attribution" in self.lacks:
            return {"accepted": True, "events": [{k: v for k, v in e.items() if k not in ATTRIBUTION}
                                                 for e in result["events"]]}
        return result


def _reordered(obj: dict[str, Any]) -> dict[str, Any]:
    """An object of a snapshot with its unordered lists reversed (docs/implementing.md, "Orders")."""
    if "states" in obj:
        obj = {**obj, "states": obj["states"][::-1]}
    if isinstance(obj.get("view"), dict):
        view = obj["view"]
        obj = {**obj, "view": {**view, **{k: view[k][::-1] for k in ("tags", "abilities", "attachments")
                                          if isinstance(view.get(k), list)}}}
    return obj


class Recording(Adapter):
    """Any adapter, recording each request with the scenario it came in."""

    def __init__(self, inner: Adapter) -> None:
        self.inner = inner

    def _record(self, what: str) -> None:
        scenario = os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" (", 1)[0]
        with Path(os.environ["RULESPEC_TEST_RECORD"]).open("a", encoding="utf-8") as f:
            f.write(f"{scenario}\t{what}\n")

    def start(self) -> dict[str, Any]:
        self._record("start")
        return self.inner.start()

    def setup(self, state: dict[str, Any]) -> None:
        self._record("setup")
        self.inner.setup(state)

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        self._record(f"perform {action['type']}")
        return self.inner.perform(action)

    def snapshot(self) -> dict[str, Any]:
        self._record("snapshot")
        return self.inner.snapshot()

    def stop(self) -> None:
        self.inner.stop()

    def restart(self) -> None:
        self.inner.restart()


def create() -> Recording:
    return Recording(Subset("strict-subset", frozenset({"events", "reasons", "attribution"})))


def without_attribution() -> Recording:
    return Recording(Subset("no-attribution", frozenset({"attribution"})))


def node() -> Recording:
    """The Node example engine (adapters/examples/node/engine.js), over the protocol, recorded;
    run from the repository's root."""
    return Recording(StdioAdapter("node adapters/examples/node/engine.js", timeout=10))
