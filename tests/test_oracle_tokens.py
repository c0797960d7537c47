"""Oracle unit tests of tokens and names, by rule (Riftbound 185-187, 477.1.b, 719.5).

Expected values are written by hand from the rules.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulespec import schemas
from rulespec.oracle import StateError, dump_state, dumps, load_state, loads, snapshot
from rulespec.oracle.engine import perform
from rulespec.oracle.state import GameState


def _soldier(**more: Any) -> dict[str, Any]:
    return {"id": "soldier", "card": {"token": "Sand Soldier"}, "token": True, "owner": "A", "zone": "board",
            "location": "base:A", **more}


def _state(*objects: dict[str, Any]) -> GameState:
    return load_state({"schema": "rulespec/state/1", "game": "riftbound", "battlefields": [{"id": "bf1"}],
                       "players": [{"id": "A"}, {"id": "B"}], "objects": list(objects)})


def _view(state: GameState, oid: str) -> dict[str, Any]:
    return next(o["view"] for o in snapshot(state)["objects"] if o["id"] == oid)


def test_187_3_the_sand_soldier_is_a_2_might_shurima_unit_token() -> None:
    view = _view(_state(_soldier()), "soldier")
    assert (view["name"], view["type"], view["might"], view["tags"]) == ("Sand Soldier", "unit", 2, ["Shurima"])


def test_185_a_token_round_trips_and_a_card_is_not_a_token() -> None:
    doc = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}],
           "objects": [_soldier(), {"id": "u", "card": {"type": "unit", "might": 1}, "owner": "A", "zone": "board",
                                    "location": "base:A"}]}
    assert dump_state(load_state(doc)) == doc


@pytest.mark.parametrize("zone", ["hand", "trash", "banishment", "deck"])
def test_186_a_token_exists_only_on_the_board_or_the_chain(zone: str) -> None:
    with pytest.raises(StateError):
        _state({"id": "soldier", "card": {"token": "Sand Soldier"}, "token": True, "owner": "A", "zone": zone})


def test_185_a_token_definition_is_not_a_card() -> None:
    with pytest.raises(StateError) as caught:
        _state({"id": "soldier", "card": {"token": "Sand Soldier"}, "owner": "A", "zone": "board",
                "location": "base:A"})
    assert "/objects/0/token" in [p for p, _ in caught.value.problems]


def test_187_an_unknown_token_is_refused() -> None:
    with pytest.raises(StateError):
        _state({"id": "x", "card": {"token": "Reflection"}, "token": True, "owner": "A", "zone": "board",
                "location": "base:A"})


@pytest.mark.parametrize("action", ["kill", "banish"])
def test_186_1_a_token_that_leaves_the_board_ceases_to_exist_and_its_attachments_stay(action: str) -> None:
    sword = {"id": "sword", "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 2}, "owner": "A",
             "zone": "board", "location": "battlefield:bf1", "attached_to": "soldier"}
    state = _state(_soldier(location="battlefield:bf1"), sword)
    after, result = perform(state, {"type": action, "player": "B", "object": "soldier"})
    types = [(e["type"], e.get("object")) for e in result["events"]]
    assert types[0] == (action, "soldier")
    assert ("ceased_to_exist", "soldier") in types
    assert [e for e in result["events"] if e["type"] == "ceased_to_exist"] == [
        {"type": "ceased_to_exist", "object": "soldier", "zone": "trash" if action == "kill" else "banishment"}]
    assert [o["id"] for o in dump_state(after)["objects"]] == ["sword"]
    sword_after = dump_state(after)["objects"][0]
    assert "attached_to" not in sword_after and sword_after["zone"] == "board"  # 719.5
    _, refused = perform(after, {"type": "return_to_board", "player": "A", "object": "soldier"})
    assert refused["accepted"] is False and refused["reason"] == "unknown_object"


def test_185_1_a_477_1_b_a_token_copy_stays_a_token_and_takes_the_models_name() -> None:
    azir = {"id": "azir", "card": {"name": "Azir, Ascendant", "set": "SFD-050"}, "owner": "A", "zone": "board",
            "location": "base:A"}
    state, result = perform(_state(_soldier(), azir), {"type": "become_copy", "player": "A", "object": "soldier",
                                                        "of": "azir"})
    assert result["accepted"], result
    assert _view(state, "soldier")["name"] == "Azir, Ascendant"
    assert dump_state(state)["objects"][0]["token"] is True


def test_477_1_the_view_names_a_generic_card_by_its_name_or_test_type() -> None:
    state = _state({"id": "u", "card": {"type": "unit", "might": 1}, "owner": "A", "zone": "board",
                    "location": "base:A"},
                   {"id": "v", "card": {"type": "unit", "name": "Garen", "might": 1}, "owner": "A", "zone": "board",
                    "location": "base:A"})
    assert (_view(state, "u")["name"], _view(state, "v")["name"]) == ("Test unit", "Garen")


def test_186_1_359_3_e_a_chain_item_aimed_at_a_token_that_ceased_to_exist_fizzles_and_the_state_round_trips() -> None:
    sword = {"id": "sword", "card": {"type": "gear", "tags": ["Equipment"], "equip_cost": {"energy": 1}},
             "owner": "A", "zone": "board", "location": "base:A"}
    players = [{"id": "A", "pool": {"energy": 1}}, {"id": "B"}]
    state = load_state({"schema": "rulespec/state/1", "game": "riftbound", "players": players,
                        "objects": [_soldier(), sword]})
    state, _ = perform(state, {"type": "activate", "player": "A", "object": "sword", "ability": "equip",
                               "targets": ["soldier"]})
    state, _ = perform(state, {"type": "kill", "player": "B", "object": "soldier"})
    assert dump_state(state)["ceased"] == ["soldier"]
    assert schemas.validate("state", snapshot(state)) == []
    assert loads(dumps(state)) == state
    _, result = perform(loads(dumps(state)), {"type": "resolve", "player": "A"})
    assert [e["type"] for e in result["events"]] == ["ability_fizzled"]


def test_186_1_an_object_of_the_state_has_not_ceased_to_exist() -> None:
    with pytest.raises(StateError) as caught:
        load_state({"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}],
                    "objects": [_soldier()], "ceased": ["soldier"]})
    assert "/ceased/0" in [p for p, _ in caught.value.problems]


def test_186_1_390_a_delayed_trigger_whose_it_is_a_token_killed_since_round_trips_and_finds_nothing() -> None:
    """Imperial Decree's "when any unit takes damage this turn, kill it": 2 damage kill a 2-Might
    token in the cleanup (the token ceases to exist, 186.1) before the trigger is on the chain; the
    trigger still names it as `it`, and that state is a state (it loads again), where "kill it"
    finds nothing (055)."""
    zap = {"id": "zap", "card": {"type": "spell", "abilities": [
        {"kind": "spell", "target": "unit", "text": "Deal 2 damage to a unit.",
         "effect": [{"op": "deal_damage", "amount": 2, "object": "target"}]}]}, "owner": "A", "zone": "hand"}
    decree = {"id": "decree", "card": {"name": "Imperial Decree", "set": "OGN-221"}, "owner": "A", "zone": "hand"}
    state = load_state({"schema": "rulespec/state/1", "game": "riftbound", "battlefields": [{"id": "bf1"}],
                        "players": [{"id": "A", "pool": {"energy": 9, "power": {"order": 3}}}, {"id": "B"}],
                        "turn": {"active_player": "A", "number": 2, "phase": "main"},
                        "objects": [decree, _soldier(owner="B", location="battlefield:bf1"), zap]})
    for action in ({"type": "play", "player": "A", "object": "decree"}, {"type": "resolve", "player": "A"},
                   {"type": "play", "player": "A", "object": "zap", "targets": ["soldier"]},
                   {"type": "resolve", "player": "A"}):
        state, result = perform(state, action)
        assert result["accepted"], (action, result)
    doc = dump_state(state)
    assert doc["ceased"] == ["soldier"]
    assert [(item["delayed"], item["it"]) for item in doc["chain"]] == [("delayed-1", "soldier")]
    assert loads(dumps(state)) == state
    _, result = perform(loads(dumps(state)), {"type": "resolve", "player": "A"})
    assert [e["type"] for e in result["events"]] == ["ability_resolved"]


def test_186_1_477_1_b_a_copy_of_a_token_killed_since_keeps_the_copy_and_round_trips() -> None:
    """Shady Spectacles make a unit a copy of a Sand Soldier for as long as they are attached; the
    soldier is killed and ceases to exist (186.1). The copy names it still, and keeps the card it
    copied (a 2-Might Sand Soldier), and the state loads again."""
    specs = {"id": "specs", "card": {"name": "Shady Spectacles", "set": "VEN-137"}, "owner": "A", "zone": "board",
             "location": "base:A"}
    unit = {"id": "u", "card": {"type": "unit", "might": 5}, "owner": "A", "zone": "board", "location": "base:A"}
    state, result = perform(_state(unit, _soldier(), specs), {"type": "attach", "player": "A", "object": "specs",
                                                              "to": "u", "choices": {"chosen": ["soldier"]}})
    assert result["accepted"], result
    state, result = perform(state, {"type": "kill", "player": "B", "object": "soldier"})
    assert result["accepted"], result
    doc = dump_state(state)
    assert (doc["ceased"], doc["objects"][0]["copy_of"]["object"]) == (["soldier"], "soldier")
    assert loads(dumps(state)) == state
    assert (_view(state, "u")["name"], _view(state, "u")["might"]) == ("Sand Soldier", 2)


def test_186_1_a_copy_may_name_a_token_that_ceased_but_not_an_id_that_never_was() -> None:
    unit = {"id": "u", "card": {"type": "unit", "might": 5}, "owner": "A", "zone": "board", "location": "base:A",
            "copy_of": {"object": "ghost", "card": {"token": "Sand Soldier"}}}
    doc = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}], "objects": [unit]}
    with pytest.raises(StateError) as caught:
        load_state(doc)
    assert "/objects/0/copy_of/object" in [p for p, _ in caught.value.problems]
    assert dump_state(load_state({**doc, "ceased": ["ghost"]}))["objects"][0]["copy_of"]["object"] == "ghost"
