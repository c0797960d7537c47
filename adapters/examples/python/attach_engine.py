"""A tiny Riftbound engine written in Python, connected to rulespec in-process.

It implements attaching and detaching only (Riftbound 434, 435, 717-719), on generic cards, with
its own small model of the game (``Permanent``, ``Game``); ``AttachEngineAdapter`` translates the
suite's documents into that model and back. It declares exactly the capabilities it implements,
and raises ``EngineSkipped`` for anything else. Run the suite against it from the repository's root:

    PYTHONPATH=adapters/examples/python rulespec run --adapter python:attach_engine:create

See docs/implementing.md, "Engines written in Python".
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from rulespec.adapters.base import Adapter, EngineFault, EngineSkipped
from rulespec.schemas import Problem

INFO: dict[str, Any] = {
    "name": "python-attach-example",
    "version": "0.1.0",
    "language": "python",
    "games": ["riftbound"],
    "cards": [],
    "capabilities": ["attach", "detach", "events", "reasons",
                     "view.attachment_list", "view.equipped", "view.might", "view.tags", "view.top_most"],
}

ACTIONS = ("attach", "detach")


# --- the engine's own model and rules: it knows nothing of rulespec ---------------------------

class Rejected(Exception):
    """The rules forbid the action; the game is unchanged."""

    def __init__(self, reason: str, rule: str, message: str) -> None:
        super().__init__(message)
        self.reason, self.rule, self.message = reason, rule, message


@dataclass
class Permanent:
    """One object of the game, as this engine models it: only what attaching needs."""

    id: str
    type: str
    zone: str
    tags: tuple[str, ...] = ()
    might: int | None = None
    might_bonus: int = 0
    buffs: int = 0
    location: str | None = None
    attached_to: str | None = None


@dataclass
class Game:
    players: set[str]
    objects: dict[str, Permanent] = field(default_factory=dict)

    def find(self, object_id: str) -> Permanent:
        if object_id not in self.objects:
            raise Rejected("unknown_object", "124", f"no object {object_id!r} in this game")
        return self.objects[object_id]

    def on_board(self, object_id: str, rule: str) -> Permanent:
        obj = self.find(object_id)
        if obj.zone != "board":
            raise Rejected("not_on_board", rule, f"{object_id!r} is in the {obj.zone}, not on the board")
        return obj

    def attachments_of(self, host_id: str) -> list[Permanent]:
        return [o for o in self.objects.values() if o.attached_to == host_id]

    def attach(self, card_id: str, host_id: str) -> list[dict[str, Any]]:
        """434.1: a non-unit card attaches to a unit, one host at a time (434.1.f); again to the
        same host does nothing (434.1.g); the card takes the host's location, which is not a
        move (434.4)."""
        card, host = self.on_board(card_id, "434.1"), self.on_board(host_id, "434.1")
        if card is host:
            raise Rejected("illegal_target", "434.1", f"{card_id!r} cannot be attached to itself")
        if card.type == "unit":
            raise Rejected("illegal_target", "434.1", f"{card_id!r} is a unit: units cannot be attached")
        if host.type != "unit":
            raise Rejected("illegal_target", "434.1", f"{host_id!r} is not a unit")
        if card.attached_to == host.id:
            return []
        events = self.detach(card_id)
        origin = card.location
        card.attached_to, card.location = host.id, host.location
        events.append({"type": "attach", "object": card.id, "to": host.id, "location": host.location})
        if origin != host.location:
            events.append({"type": "relocate", "object": card.id, "from": origin, "to": host.location})
        return events

    def detach(self, card_id: str) -> list[dict[str, Any]]:
        """435: the card stays where it is (435.4); an unattached card: nothing (435.1.a.1)."""
        card = self.on_board(card_id, "435.1")
        if card.attached_to is None:
            return []
        host, card.attached_to = card.attached_to, None
        return [{"type": "detach", "object": card.id, "from": host, "location": card.location}]

    def current_might(self, obj: Permanent) -> int | None:
        """Printed Might, plus one per buff counter, plus the Might Bonus of each attached card (434.1.d)."""
        if obj.might is None:
            return None
        return obj.might + obj.buffs + sum(a.might_bonus for a in self.attachments_of(obj.id))


# --- the adapter: rulespec's documents in, the engine's model, documents out -------------------

class AttachEngineAdapter(Adapter):
    """The Adapter interface of adapters/base.py, implemented directly: no process, no protocol."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.state: dict[str, Any] = {}

    def start(self) -> dict[str, Any]:
        return dict(INFO)

    def setup(self, state: dict[str, Any]) -> None:
        if state["game"] != "riftbound":
            raise EngineSkipped(f"only Riftbound, not {state['game']}")
        ids = {o["id"] for o in state["objects"]}
        problems = []
        for i, o in enumerate(state["objects"]):
            if "set" in o["card"]:
                raise EngineSkipped(f"no real cards here ({o['card']['name']})")
            if o.get("attached_to") is not None and o["attached_to"] not in ids:
                problems.append(Problem(f"/objects/{i}/attached_to", f"{o['attached_to']!r} names no object"))
        if problems:
            raise EngineFault("refused_setup", "the engine refused the state document", sent=state,
                              problems=problems)
        game = Game(players={p["id"] for p in state["players"]})
        for o in state["objects"]:
            card = o["card"]
            game.objects[o["id"]] = Permanent(
                id=o["id"], type=card["type"], zone=o["zone"], tags=tuple(card.get("tags", ())),
                might=card.get("might"), might_bonus=card.get("might_bonus", 0),
                buffs=o.get("counters", {}).get("buff", 0), location=o.get("location"),
                attached_to=o.get("attached_to"))
        self.game = game
        self.state = copy.deepcopy(state)

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        if action["type"] not in ACTIONS:
            raise EngineSkipped(f"action {action['type']!r} is not implemented")
        game = self._game()
        before = copy.deepcopy(game.objects)
        try:
            if action["player"] not in game.players:
                raise Rejected("unknown_object", "103", f"no player {action['player']!r}")
            events = (game.attach(action["object"], action["to"]) if action["type"] == "attach"
                      else game.detach(action["object"]))
        except Rejected as no:
            game.objects = before  # a rejection changes nothing
            return {"accepted": False, "reason": no.reason, "rule": no.rule, "message": no.message}
        return {"accepted": True, "events": events}

    def snapshot(self) -> dict[str, Any]:
        game = self._game()
        state = copy.deepcopy(self.state)
        for o in state["objects"]:
            obj = game.objects[o["id"]]
            for name in ("location", "attached_to"):  # what this engine's rules change
                o.pop(name, None)
                if getattr(obj, name) is not None:
                    o[name] = getattr(obj, name)
            attached = game.attachments_of(obj.id) if obj.zone == "board" else []
            o["view"] = {"type": obj.type, "tags": list(obj.tags), "might": game.current_might(obj),
                         "attachments": [a.id for a in attached], "top_most": bool(attached),
                         "equipped": any("Equipment" in a.tags for a in attached)}
        return state

    def stop(self) -> None:
        self.game = None

    def _game(self) -> Game:
        if self.game is None:
            raise EngineFault("errored", "no game: setup was not called")
        return self.game


def create() -> AttachEngineAdapter:
    """The factory that ``--adapter python:attach_engine:create`` calls."""
    return AttachEngineAdapter()
