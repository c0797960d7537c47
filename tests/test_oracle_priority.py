"""Oracle unit tests of priority and pending triggered abilities, by rule (Riftbound 312.2, 337.1,
383.3.d, 383.4; Magic 117.3b-c): the state's ``turn.priority`` and ``pending`` (oracle/priority.py).
Every expected value is written by hand from those rules."""

from __future__ import annotations

from typing import Any

import pytest

from rulespec import schemas
from rulespec.oracle import dump_state, load_state
from rulespec.oracle.engine import perform
from rulespec.oracle.state import GameState

S = "rulespec/state/1"
BUFF_ME = [{"op": "buff", "object": "me"}]


def _observer(oid: str, owner: str) -> dict[str, Any]:
    """A unit with "When you deal damage, buff me." (411.4)."""
    ability = {"key": "observe", "kind": "triggered", "text": "When you deal damage, buff me.",
               "when": {"event": "damage", "performer": "you"}, "effect": BUFF_ME}
    return {"id": oid, "card": {"type": "unit", "might": 1, "abilities": [ability]}, "owner": owner, "zone": "board",
            "location": f"base:{owner}"}


def _unit(oid: str, owner: str) -> dict[str, Any]:
    return {"id": oid, "card": {"type": "unit", "might": 3}, "owner": owner, "zone": "board",
            "location": f"base:{owner}"}


def _gear(oid: str, owner: str) -> dict[str, Any]:
    """A gear with "[1]: Deal 1 to a unit." paid from an energy pool."""
    ability = {"key": "zap", "text": "[1]: Deal 1 to a unit.", "cost": {"energy": 1}, "target": "unit",
               "effect": [{"op": "deal_damage", "object": "target", "amount": 1}]}
    return {"id": oid, "card": {"type": "gear", "abilities": [ability]}, "owner": owner, "zone": "board",
            "location": f"base:{owner}"}


def _bolt(oid: str, owner: str) -> dict[str, Any]:
    """A Reaction spell (it can be played with a chain: 381) "Deal 1 to a unit." in ``owner``'s hand."""
    ability = {"kind": "spell", "text": "Deal 1 to a unit.", "target": "unit",
               "effect": [{"op": "deal_damage", "object": "target", "amount": 1}]}
    return {"id": oid, "card": {"type": "spell", "keywords": ["Reaction"], "abilities": [ability]}, "owner": owner,
            "zone": "hand"}


def _doc(*objects: dict[str, Any], turn: dict[str, Any] | None = None, **more: Any) -> dict[str, Any]:
    return {"schema": S, "game": "riftbound", "turn": {"number": 2, "active_player": "A", **(turn or {})},
            "players": [{"id": "A", "pool": {"energy": 3}}, {"id": "B", "pool": {"energy": 3}}],
            "objects": list(objects), **more}


def _load(doc: dict[str, Any]) -> GameState:
    assert [str(p) for p in schemas.validate("state", doc)] == []
    return load_state(doc)


def _item(iid: str, source: str, controller: str) -> dict[str, Any]:
    return {"id": iid, "kind": "ability", "source": source, "controller": controller, "ability": "zap",
            "targets": ["u"]}


# --- the default, when a state document does not say (312.2) --------------------------------

def test_with_the_chain_empty_the_turn_player_has_priority_in_their_main_phase() -> None:  # 312.2.a
    assert _load(_doc(_unit("u", "A"))).turn.priority == "A"
    assert _load(_doc(_unit("u", "A"), turn={"active_player": "B"})).turn.priority == "B"


@pytest.mark.parametrize("phase", ["awaken", "beginning", "channel", "draw", "ending"])
def test_with_the_chain_empty_no_one_has_priority_outside_the_main_phase(phase: str) -> None:  # 312.2.a
    assert _load(_doc(_unit("u", "A"), turn={"phase": phase})).turn.priority is None


def test_with_a_chain_the_controller_of_its_newest_item_has_priority() -> None:  # 312.2.c
    doc = _doc(_unit("u", "A"), _gear("g", "A"), _gear("h", "B"), chain=[_item("c1", "g", "A"), _item("c2", "h", "B")])
    assert _load(doc).turn.priority == "B"


def test_while_a_triggered_ability_waits_no_one_has_priority() -> None:  # 337.1.a
    doc = _doc(_observer("w", "A"), pending=[{"source": "w", "controller": "A", "ability": "observe"}])
    assert _load(doc).turn.priority is None


# --- written out, and round-tripped -------------------------------------------------------

def test_a_player_who_has_priority_after_the_others_passed_is_kept_and_written_out() -> None:  # 312.2.d
    doc = _doc(_unit("u", "A"), _gear("g", "A"), chain=[_item("c1", "g", "A")], turn={"priority": "B"})
    state = _load(doc)
    assert state.turn.priority == "B"
    assert dump_state(state)["turn"]["priority"] == "B"
    assert dump_state(load_state(dump_state(state))) == dump_state(state)


def test_the_default_is_left_out_of_the_canonical_form() -> None:
    state = _load(_doc(_unit("u", "A")))
    assert "priority" not in dump_state(state)["turn"]


def test_pending_triggered_abilities_round_trip() -> None:
    doc = _doc(_observer("w", "A"), _observer("s", "B"),
               pending=[{"source": "w", "controller": "A", "ability": "observe"},
                        {"source": "s", "controller": "B", "ability": "observe"}], turn={"priority": None})
    dumped = dump_state(_load(doc))
    assert dumped["pending"] == doc["pending"]
    assert dump_state(load_state(dumped)) == dumped


# --- after an action (337.1.c.3) ----------------------------------------------------------

def test_playing_a_spell_gives_priority_to_the_controller_of_the_new_item() -> None:
    state = _load(_doc(_unit("u", "A"), _bolt("bolt", "A"), _gear("h", "B"), chain=[_item("c1", "h", "B")],
                       turn={"priority": "A"}))
    after, result = perform(state, {"type": "play", "player": "A", "object": "bolt", "targets": ["u"]})
    assert result["accepted"], result
    assert after.turn.priority == "A"


def test_after_a_resolution_the_controller_of_the_newest_item_left_has_priority() -> None:
    state = _load(_doc(_unit("u", "A"), _gear("g", "A"), _gear("h", "B"),
                       chain=[_item("c1", "g", "A"), _item("c2", "h", "B"), _item("c3", "g", "A")]))
    assert state.turn.priority == "A"
    after, result = perform(state, {"type": "resolve", "player": "A"})
    assert result["accepted"], result
    assert after.turn.priority == "B"
    last, _ = perform(perform(after, {"type": "resolve", "player": "B"})[0], {"type": "resolve", "player": "A"})
    assert last.chain == () and last.turn.priority == "A"  # the chain empty: the turn player (312.2.a)


def test_in_magic_the_active_player_has_priority_after_a_resolution_even_with_items_left() -> None:  # 117.3b
    doc = _doc(_gear("g", "A"), _gear("h", "B"), _bolt("bolt", "B"),
               chain=[_item("c1", "h", "B"), _item("c2", "g", "A")])
    doc.update(game="mtg")
    doc["objects"] = [{**o, "card": {**o["card"], "type": "artifact"}} if o["card"]["type"] == "gear" else o
                      for o in doc["objects"]]
    doc["objects"].append({"id": "u", "card": {"type": "creature", "might": 3}, "owner": "A", "zone": "board"})
    for o in doc["objects"]:
        o.pop("location", None)
    state = _load(doc)
    after, result = perform(state, {"type": "resolve", "player": "A"})
    assert result["accepted"], result
    assert [c.controller for c in after.chain] == ["B"] and after.turn.priority == "A"
    cast, result = perform(after, {"type": "play", "player": "B", "object": "bolt", "targets": ["u"]})
    assert result["accepted"], result
    assert cast.turn.priority == "B"  # 117.3c


# --- pending triggered abilities go on the chain before anything else (383.4, 383.3.d) -------

def test_the_next_action_puts_the_pending_abilities_on_the_chain_first_turn_player_first() -> None:
    doc = _doc(_observer("w", "A"), _observer("s", "B"), _unit("u", "A"), _bolt("bolt", "A"),
               pending=[{"source": "s", "controller": "B", "ability": "observe"},
                        {"source": "w", "controller": "A", "ability": "observe"}], turn={"priority": None})
    state = _load(doc)
    after, result = perform(state, {"type": "play", "player": "A", "object": "bolt", "targets": ["u"]})
    assert result["accepted"], result
    triggered = [e["object"] for e in result["events"] if e["type"] == "ability_triggered"]
    assert triggered == ["w", "s"]  # A is the turn player: A's first (383.3.d)
    assert [(c.kind, c.source) for c in after.chain] == [("trigger", "w"), ("trigger", "s"), ("spell", "bolt")]
    assert after.pending == () and after.turn.priority == "A"
    assert "pending" not in dump_state(after)


def test_a_refused_action_leaves_the_pending_abilities_waiting() -> None:
    doc = _doc(_observer("w", "A"), pending=[{"source": "w", "controller": "A", "ability": "observe"}],
               turn={"priority": None})
    state = _load(doc)
    after, result = perform(state, {"type": "activate", "player": "A", "object": "w", "ability": "nothing"})
    assert not result["accepted"]
    assert after is state


# --- what a state document may not say ---------------------------------------------------

@pytest.mark.parametrize(("more", "pointer"), [
    ({"pending": [{"source": "nobody", "controller": "A", "ability": "observe"}], "turn": {"priority": None}},
     "/pending/0/source"),
    ({"pending": [{"source": "w", "controller": "C", "ability": "observe"}], "turn": {"priority": None}},
     "/pending/0/controller"),
    ({"pending": [{"source": "w", "controller": "A", "ability": "observe", "it": "w"}], "turn": {"priority": None}},
     "/pending/0/it"),
    ({"pending": [{"source": "w", "controller": "A", "ability": "observe"}], "turn": {"priority": "A"}},
     "/turn/priority"),
    ({"turn": {"priority": "C"}}, "/turn/priority"),
])
def test_a_state_that_breaks_the_rules_of_priority_or_pending_is_refused_at_its_pointer(
        more: dict[str, Any], pointer: str) -> None:
    doc = _doc(_observer("w", "A"), **{k: v for k, v in more.items() if k != "turn"}, turn=more.get("turn"))
    assert [p.pointer for p in schemas.validate("state", doc)] == [pointer]
