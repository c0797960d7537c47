"""Python adapters that misbehave, one way each, for tests/test_feature_suite.py.

Each wraps the oracle adapter and breaks one thing; they are loaded with
``--adapter python:python_adapters:<factory>``.
"""

from __future__ import annotations

from typing import Any

from rulespec.adapters.base import EngineSkipped
from rulespec.adapters.oracle import OracleAdapter


class BadSnapshot(OracleAdapter):
    """Reports the Might of an equipped unit as a string: a snapshot that breaks the state schema."""

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        for obj in doc["objects"]:
            if obj.get("view", {}).get("attachments"):
                obj["view"]["might"] = str(obj["view"]["might"])
        return doc


class AttachOnly(OracleAdapter):
    """Declares only attaching, detaching and the views they need."""

    def start(self) -> dict[str, Any]:
        info = super().start()
        return {**info, "name": "attach-only", "capabilities": ["attach", "detach", "view.might", "view.attachments"]}


class SkipsKills(OracleAdapter):
    """Answers `skipped` to every kill, as an engine may for what it does not do yet."""

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        if action["type"] == "kill":
            raise EngineSkipped("kills are not implemented yet", "https://example.invalid/issues/7")
        return super().perform(action)


class WrongMight(OracleAdapter):
    """A wrong engine: forgets every Might Bonus."""

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        for obj in doc["objects"]:
            view = obj.get("view", {})
            if view.get("might") is not None:
                attached = [o for o in doc["objects"] if o.get("attached_to") == obj["id"]]
                view["might"] -= sum(_bonus(o) for o in attached)
        return doc


class ListsNoAttachments(OracleAdapter):
    """A wrong engine: declares ``view.attachments`` but every host's view lists none."""

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        for obj in doc["objects"]:
            if "attachments" in obj.get("view", {}):
                obj["view"]["attachments"] = []
        return doc


def _bonus(obj: dict[str, Any]) -> int:
    card = obj["card"]
    return card.get("might_bonus", 1 if card.get("set") == "SFD-051" else 0)


def bad_snapshot() -> BadSnapshot:
    return BadSnapshot()


def attach_only() -> AttachOnly:
    return AttachOnly()


def skips_kills() -> SkipsKills:
    return SkipsKills()


def wrong_might() -> WrongMight:
    return WrongMight()


def lists_no_attachments() -> ListsNoAttachments:
    return ListsNoAttachments()

