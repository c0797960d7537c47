"""Oracle unit tests of delayed triggered abilities, by rule (Riftbound 390-392, 428.5.c, 428.5.d,
411.6, 383.2.c.1, 317.2, 191.4.a.1): Imperial Decree (OGN-221) and Immortal Phoenix (OGN-037).

Every expected value is written by hand from docs/riftbound-rules-notes.md §18 and the catalogue's ATTR-16 and
ATTR-17: the delayed trigger's kill is credited to the trigger and to Decree, its
controller responsible; Phoenix's "kill a unit with a spell" is met for that player only.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from rulespec import oracle, schemas
from rulespec.oracle import dump_state, load_state
from rulespec.oracle.engine import perform
from rulespec.oracle.errors import StateError
from rulespec.oracle.state import GameState

DECREE = {"name": "Imperial Decree", "set": "OGN-221"}
PHOENIX = {"name": "Immortal Phoenix", "set": "OGN-037"}
DECREE_ABILITY = {"key": "imperial-decree", "text": "When any unit takes damage this turn, kill it.",
                  "when": {"event": "damage", "object": {"type": "unit"}}, "effect": [{"op": "kill", "object": "it"}]}


def _unit(oid: str, owner: str, might: int, **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": {"type": "unit", "might": might}, "owner": owner, "zone": "board",
            "location": "battlefield:bf1", **more}


def _zap(oid: str, owner: str, amount: int, reaction: bool = False) -> dict[str, Any]:
    ability = {"kind": "spell", "text": f"Deal {amount} damage to a unit.", "target": "unit",
               "effect": [{"op": "deal_damage", "object": "target", "amount": amount}]}
    return {"id": oid, "card": {"type": "spell", "keywords": ["Reaction"] if reaction else [],
                                "abilities": [ability]}, "owner": owner, "zone": "hand"}


def _doc(*objects: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"schema": "rulespec/state/1", "game": "riftbound", "battlefields": [{"id": "bf1"}],
            "turn": {"number": 2, "active_player": "A", "phase": "main"},
            "players": [{"id": "A", "pool": {"energy": 5, "power": {"order": 2}}}, {"id": "B"}],
            "objects": [{"id": "decree", "card": DECREE, "owner": "A", "zone": "hand"}, *objects], **more}


def _state(*objects: dict[str, Any]) -> GameState:
    doc = _doc(*objects)
    assert [e.message for e in schemas.validate("state", doc)] == []
    return load_state(doc)


def _do(state: GameState, **action: Any) -> tuple[GameState, dict[str, Any]]:
    after, result = perform(state, action)
    assert result["accepted"], result
    for event in result["events"]:
        assert [e.message for e in schemas.validate("event", event)] == [], event
    return after, result


def _cast_decree(state: GameState) -> tuple[GameState, dict[str, Any]]:
    state, _ = _do(state, type="play", player="A", object="decree")
    return _do(state, type="resolve", player="A")


def _of(result: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [e for e in result["events"] if e["type"] == kind]


def test_390_2_decree_resolves_into_a_delayed_trigger_its_caster_controls() -> None:
    state, result = _cast_decree(_state())
    assert _of(result, "delayed_trigger_created") == [{"type": "delayed_trigger_created", "object": "decree",
                                                       "delayed": "delayed-1", "controller": "A",
                                                       "until": "end_of_turn"}]
    doc = dump_state(state)
    assert doc["delayed"] == [{"id": "delayed-1", "from": "decree", "controller": "A", "until": "end_of_turn",
                               "ability": DECREE_ABILITY}]
    assert next(o for o in doc["objects"] if o["id"] == "decree")["zone"] == "trash"
    assert [e.message for e in schemas.validate("state", doc)] == []


def test_392_the_trigger_fires_with_decree_in_the_trash_and_kills_credited_to_it_and_decree_428_5_d() -> None:
    state, _ = _cast_decree(_state(_unit("darius", "B", 5), _zap("zap", "A", 2)))
    state, _ = _do(state, type="play", player="A", object="zap", targets=["darius"])
    state, result = _do(state, type="resolve", player="A")
    assert _of(result, "ability_triggered") == [{"type": "ability_triggered", "object": "decree",
                                                 "ability": "imperial-decree", "item": "chain-1",
                                                 "delayed": "delayed-1"}]
    item = dump_state(state)["chain"][0]
    assert (item["kind"], item["source"], item["delayed"], item["it"]) == ("trigger", "decree", "delayed-1", "darius")
    state, result = _do(state, type="resolve", player="A")
    assert _of(result, "kill") == [{"type": "kill", "object": "darius", "from": "battlefield:bf1", "responsible": "A",
                                    "source": {"kind": "ability", "object": "decree", "ability": "imperial-decree",
                                               "delayed": "delayed-1"},
                                    "attributed_to": ["decree"]}]


def test_411_6_phoenix_triggers_in_its_controllers_trash_only_attr_16() -> None:
    state, _ = _cast_decree(_state(_unit("garen", "A", 4), _zap("bolt", "B", 1, reaction=True),
                                   {"id": "phoenix", "card": PHOENIX, "owner": "A", "zone": "trash"},
                                   {"id": "ashes", "card": PHOENIX, "owner": "B", "zone": "trash"}))
    state, _ = _do(state, type="play", player="B", object="bolt", targets=["garen"])
    state, _ = _do(state, type="resolve", player="A")
    state, result = _do(state, type="resolve", player="A")
    kill = _of(result, "kill")[0]
    assert kill["responsible"] == "A" and "bolt" not in kill["attributed_to"]  # ATTR-17: not the damaging spell
    assert [e["object"] for e in _of(result, "ability_triggered")] == ["phoenix"]


def test_383_2_c_1_phoenix_killed_by_the_trigger_triggers_from_the_trash_it_just_entered() -> None:
    phoenix = {"id": "phoenix", "card": PHOENIX, "owner": "A", "zone": "board", "location": "battlefield:bf1"}
    state, _ = _cast_decree(_state(phoenix, _zap("zap", "A", 1)))
    state, _ = _do(state, type="play", player="A", object="zap", targets=["phoenix"])
    state, result = _do(state, type="resolve", player="A")
    assert [e["object"] for e in _of(result, "ability_triggered")] == ["decree"]  # not Phoenix: it is on the board
    state, result = _do(state, type="resolve", player="A")
    assert [e["object"] for e in _of(result, "kill")] == ["phoenix"]
    assert [e["object"] for e in _of(result, "ability_triggered")] == ["phoenix"]


def test_428_5_c_lethal_damage_is_killed_by_the_cleanup_first_and_kill_it_finds_nothing() -> None:
    state, _ = _cast_decree(_state(_unit("darius", "B", 3), _zap("zap", "A", 3)))
    state, _ = _do(state, type="play", player="A", object="zap", targets=["darius"])
    state, result = _do(state, type="resolve", player="A")
    kills = _of(result, "kill")
    assert [(k["object"], k["responsible"], k["attributed_to"]) for k in kills] == [("darius", "A", ["zap"])]
    assert len(dump_state(state)["chain"]) == 1  # the trigger waits; it was created by the damage
    _, result = _do(state, type="resolve", player="A")
    assert [e["type"] for e in result["events"]] == ["ability_resolved"]


def test_317_2_the_trigger_ends_with_the_turn_and_then_triggers_nothing() -> None:
    state, _ = _cast_decree(_state(_unit("garen", "A", 4), _zap("bolt", "B", 1)))
    state, result = _do(state, type="end_turn", player="A")
    assert _of(result, "delayed_trigger_ended") == [{"type": "delayed_trigger_ended", "object": "decree",
                                                     "delayed": "delayed-1"}]
    assert "delayed" not in dump_state(state)
    state, _ = _do(state, type="play", player="B", object="bolt", targets=["garen"])
    state, result = _do(state, type="resolve", player="B")
    assert _of(result, "ability_triggered") == [] and "chain" not in dump_state(state)


def test_a_state_with_a_delayed_trigger_and_its_chain_item_round_trips() -> None:
    doc = _doc(_unit("darius", "B", 5, damage=1),
               delayed=[{"id": "delayed-1", "from": "decree", "controller": "A", "until": "end_of_turn",
                         "ability": DECREE_ABILITY}],
               chain=[{"id": "chain-1", "kind": "trigger", "source": "decree", "controller": "A",
                       "ability": "imperial-decree", "delayed": "delayed-1", "it": "darius"}])
    doc["objects"][0]["zone"] = "trash"
    assert oracle.dump_state(oracle.load_state(copy.deepcopy(doc))) == doc
    _, result = _do(oracle.load_state(doc), type="resolve", player="A")
    assert [(e["type"], e["object"]) for e in result["events"]] == [("ability_resolved", "decree"),
                                                                    ("kill", "darius")]


@pytest.mark.parametrize(("change", "pointer"), [
    (lambda d: d["delayed"][0].update({"from": "nobody"}), "/delayed/0/from"),
    (lambda d: d["delayed"][0].update({"controller": "Z"}), "/delayed/0/controller"),
    (lambda d: d["delayed"].append(dict(d["delayed"][0])), "/delayed/1/id"),
    (lambda d: d["delayed"][0].update({"until": "forever"}), "/delayed/0/until"),
    (lambda d: d["delayed"][0]["ability"]["effect"][0].update({"object": "target"}),
     "/delayed/0/ability/effect/0/object"),
])
def test_bad_delayed_triggers_are_refused_at_their_pointer(change: Any, pointer: str) -> None:
    doc = _doc(delayed=[{"id": "delayed-1", "from": "decree", "controller": "A",
                         "ability": copy.deepcopy(DECREE_ABILITY)}])
    change(doc)
    with pytest.raises(StateError) as caught:
        oracle.load_state(doc)
    assert pointer in [p for p, _ in caught.value.problems]


def _phoenix_on_the_chain(pool: dict[str, Any]) -> GameState:
    doc = _doc(_unit("darius", "B", 5), _zap("zap", "A", 1),
               {"id": "phoenix", "card": PHOENIX, "owner": "A", "zone": "trash"})
    doc["players"][0]["pool"] = pool
    state, _ = _cast_decree(load_state(doc))
    state, _ = _do(state, type="play", player="A", object="zap", targets=["darius"])
    state, _ = _do(state, type="resolve", player="A")
    state, _ = _do(state, type="resolve", player="A")
    assert [(c["source"], c["kind"]) for c in dump_state(state)["chain"]] == [("phoenix", "trigger")]
    return state


def test_phoenix_pays_1_r_and_is_played_from_the_trash_to_its_base() -> None:
    state = _phoenix_on_the_chain({"energy": 6, "power": {"order": 2, "fury": 1}})
    state, result = _do(state, type="resolve", player="A", choices={"chosen": ["phoenix"]})
    assert [e["type"] for e in result["events"]] == ["ability_resolved", "cost_paid", "zone_changed", "card_played"]
    assert result["events"][1]["cost"] == {"energy": 1, "power": {"fury": 1}}
    doc = dump_state(state)
    phoenix = next(o for o in doc["objects"] if o["id"] == "phoenix")
    assert (phoenix["zone"], phoenix["location"]) == ("board", "base:A")
    assert doc["players"][0] == {"id": "A"}  # 6 + [Y][Y] + [R] less Decree's [5][Y][Y] and [1][R]: empty


def test_phoenix_declined_stays_in_the_trash_and_nothing_is_paid() -> None:
    state = _phoenix_on_the_chain({"energy": 6, "power": {"order": 2, "fury": 1}})
    state, result = _do(state, type="resolve", player="A")
    assert [e["type"] for e in result["events"]] == ["ability_resolved"]
    doc = dump_state(state)
    assert next(o for o in doc["objects"] if o["id"] == "phoenix")["zone"] == "trash"
    assert doc["players"][0]["pool"] == {"energy": 1, "power": {"fury": 1}}


@pytest.mark.parametrize(("pool", "chosen", "reason"), [
    ({"energy": 6, "power": {"order": 2}}, ["phoenix"], "unpaid_cost"),  # no [R] left
    ({"energy": 6, "power": {"order": 2, "fury": 1}}, ["darius"], "illegal_target"),
])
def test_phoenix_refuses_what_it_cannot_do(pool: dict[str, Any], chosen: list[str], reason: str) -> None:
    state = _phoenix_on_the_chain(pool)
    after, result = perform(state, {"type": "resolve", "player": "A", "choices": {"chosen": chosen}})
    assert (result["accepted"], result["reason"]) == (False, reason) and after is state


def test_402_2_a_choice_its_trigger_does_not_call_for_objects_is_an_illegal_target_a_mode_an_illegal_choice() -> None:
    """402.2: "kill it" asks for nothing. As for a spell or any other ability, objects chosen that it
    does not call for are refused as ``illegal_target`` and a mode as ``illegal_choice``; then, with no
    choice, it kills the damaged unit and not the one named."""
    state, _ = _cast_decree(_state(_unit("darius", "B", 5), _unit("vi", "B", 5)))
    state, _ = _do(state, type="deal_damage", player="B", to="darius", amount=1)
    for choices, reason in (({"chosen": ["vi"]}, "illegal_target"), ({"mode": 1}, "illegal_choice")):
        after, result = perform(state, {"type": "resolve", "player": "A", "choices": choices})
        assert (result["accepted"], result.get("reason"), result.get("rule")) == (False, reason, "402.2"), result
        assert dump_state(after) == dump_state(state)
    state, result = _do(state, type="resolve", player="A")
    assert [e["object"] for e in _of(result, "kill")] == ["darius"]
