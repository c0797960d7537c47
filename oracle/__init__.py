"""The reference rules engine: ``perform(state, action) -> (state, result)`` over frozen values.

Every state and action is checked against the contract (schemas/state.json, schemas/action.json,
schemas/references.py) before it is used: ``load_state`` raises StateError and ``perform``
ActionError, each with the JSON pointer of what is wrong (oracle.contract). An illegal action is
not an error: ``perform`` answers a rejection with a reason of schemas/result.json.

>>> state = load_state({"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}],
...     "objects": [
...         {"id": "u", "card": {"type": "unit", "might": 3}, "owner": "A", "zone": "board", "location": "base:A"},
...         {"id": "s", "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 2},
...          "owner": "A", "zone": "board", "location": "base:A"}]})
>>> state, result = perform(state, {"type": "attach", "player": "A", "object": "s", "to": "u"})
>>> result["events"]
[{'type': 'attach', 'object': 's', 'to': 'u', 'location': 'base:A'}]
>>> snapshot(state)["objects"][0]["view"]["might"]
5
"""

from __future__ import annotations

from typing import Any

from rulespec.oracle.cards import card_list
from rulespec.oracle.engine import perform
from rulespec.oracle.errors import ActionError, InvalidDocument, Rejected, StateError
from rulespec.oracle.layers import view
from rulespec.oracle.state import GameState, dump_state, dumps, load_state, loads

__version__ = "0.1.0"

#: What the oracle implements, in the words of adapters.base.CAPABILITIES.
CAPABILITIES = ("abilities", "attach", "attribution", "banish", "buff", "chain", "cleanup", "combat", "control",
                "copy", "copy_text", "damage", "damage_by_player", "delayed_triggers", "detach", "empower", "equip",
                "events", "exhaust", "kill", "legends", "move", "move_counter", "once_per_turn", "play", "priority",
                "procedures", "reasons", "recall", "remove_counter", "replacement", "return", "spells",
                "spend_counters", "standard_move", "stun", "tokens", "triggers", "turns", "view.abilities",
                "view.attachment_list", "view.copy", "view.equipped", "view.might", "view.name", "view.tags",
                "view.text_boxes", "view.top_most", "weaponmaster")

__all__ = ["ActionError", "GameState", "InvalidDocument", "Rejected", "StateError", "dump_state", "dumps",
           "engine_info", "load_state", "loads", "perform", "snapshot"]


def engine_info() -> dict[str, Any]:
    """The start answer: who this engine is and what it implements."""
    return {"name": "rulespec-oracle", "version": __version__, "language": "python",
            "games": ["riftbound", "mtg"], "cards": card_list(), "capabilities": list(CAPABILITIES)}


def snapshot(state: GameState) -> dict[str, Any]:
    """The state document with each object's computed view, and who has priority (``turn.priority``)."""
    if not isinstance(state, GameState):
        raise TypeError(f"snapshot takes the GameState of load_state, not a {type(state).__name__}")
    doc = dump_state(state)
    for obj_doc, obj in zip(doc["objects"], state.objects, strict=True):
        obj_doc["view"] = view(state, obj)
    # who has priority, written out even where the rules give it by default: a snapshot reports
    turn = doc.setdefault("turn", {"number": state.turn.number, "active_player": state.turn.active_player,
                                   "phase": state.turn.phase})
    turn["priority"] = state.turn.priority
    return doc
