"""Oracle unit tests of legends, static granting abilities and a token-playing ability, by rule
(Riftbound 103.1.a, 107.4, 477.2.a, 377.2.b, 414.4, 187.3): Azir, Emperor of the Sands (SFD-197).

Expected values are written by hand from the rules and the card's text.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulespec.oracle import StateError, dump_state, load_state, snapshot
from rulespec.oracle.engine import perform
from rulespec.oracle.state import GameState

AZIR = {"name": "Azir, Emperor of the Sands", "set": "SFD-197"}
PLAY_SAND_SOLDIER = {"type": "activate", "player": "A", "object": "azir", "ability": "play-sand-soldier"}


def _azir(**more: Any) -> dict[str, Any]:
    return {"id": "azir", "card": AZIR, "owner": "A", "zone": "legend", **more}


def _soldier(oid: str, owner: str = "A") -> dict[str, Any]:
    return {"id": oid, "card": {"token": "Sand Soldier"}, "token": True, "owner": owner, "zone": "board",
            "location": f"base:{owner}"}


def _shield(owner: str = "A") -> dict[str, Any]:
    return {"id": f"shield-{owner}", "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 1},
            "owner": owner, "zone": "hand"}


def _doc(*objects: dict[str, Any], energy: int = 2, turn: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"schema": "rulespec/state/1", "game": "riftbound",
            "turn": turn or {"number": 3, "active_player": "A", "phase": "main"},
            "players": [{"id": "A", "pool": {"energy": energy}}, {"id": "B", "pool": {"energy": energy}}],
            "objects": list(objects)}


def _state(*objects: dict[str, Any], **more: Any) -> GameState:
    return load_state(_doc(*objects, **more))


def _view(state: GameState, oid: str) -> dict[str, Any]:
    return next(o["view"] for o in snapshot(state)["objects"] if o["id"] == oid)


def _granted(state: GameState, oid: str) -> list[tuple[str, str]]:
    return [(a["text"], a["from"]) for a in _view(state, oid)["abilities"] if a["from"] != oid]


def test_103_1_a_107_4_the_legend_is_in_the_legend_zone_with_no_location_and_round_trips() -> None:
    doc = _doc(_azir(exhausted=True))
    state = load_state(doc)
    assert dump_state(state)["objects"] == [{"id": "azir", "card": AZIR, "owner": "A", "zone": "legend",
                                             "exhausted": True}]
    assert _view(state, "azir")["type"] == "legend"


@pytest.mark.parametrize("bad", [{"location": "base:A"}, {"card": {"type": "unit", "might": 2}}])
def test_107_4_b_the_legend_zone_is_no_location_and_holds_only_legends(bad: dict[str, Any]) -> None:
    with pytest.raises(StateError):
        load_state(_doc({**_azir(), **bad}))


def test_103_1_a_magic_has_no_legend_zone() -> None:
    doc = _doc()
    doc.update(game="mtg", objects=[{"id": "x", "card": {"type": "artifact"}, "owner": "A", "zone": "legend"}])
    doc.pop("turn")
    with pytest.raises(StateError):
        load_state(doc)


def test_477_2_a_your_sand_soldiers_have_weaponmaster_and_no_one_else_gets_it() -> None:
    state = _state(_azir(), _soldier("mine"), _soldier("theirs", owner="B"),
                   {"id": "garen", "card": {"type": "unit", "might": 4}, "owner": "A", "zone": "board",
                    "location": "base:A"})
    assert _granted(state, "mine") == [("Weaponmaster", "azir")]
    assert _granted(state, "theirs") == []
    assert _granted(state, "garen") == []


def test_477_2_a_the_grant_lasts_only_while_the_legend_text_works() -> None:
    state = _state(_azir(zone="trash"), _soldier("mine"))
    assert _granted(state, "mine") == []


def test_477_2_a_a_unit_you_play_named_sand_soldier_gets_it_and_its_weaponmaster_triggers() -> None:
    unit = {"id": "poro", "card": {"type": "unit", "might": 1, "name": "Sand Soldier"}, "owner": "A", "zone": "hand"}
    state, result = perform(_state(_azir(), unit), {"type": "play", "player": "A", "object": "poro"})
    assert [e["type"] for e in result["events"]][-1] == "ability_triggered"
    assert _granted(state, "poro") == [("Weaponmaster", "azir")]


def test_377_2_b_an_equipment_played_by_another_player_does_not_count() -> None:
    doc = _doc(_azir(), {**_shield("B"), "zone": "board", "location": "base:B"})
    doc["turn"]["played"] = [{"object": "shield-B", "player": "B"}]
    _, result = perform(load_state(doc), PLAY_SAND_SOLDIER)
    assert (result["accepted"], result["reason"], result["rule"]) == (False, "no_permission", "377.2.b")


def test_377_2_b_the_turn_remembers_what_was_played_and_the_next_turn_forgets() -> None:
    state, _ = perform(_state(_azir(), _shield()), {"type": "play", "player": "A", "object": "shield-A"})
    assert dump_state(state)["turn"]["played"] == [{"object": "shield-A", "player": "A"}]
    state, result = perform(state, {"type": "end_turn", "player": "A"})
    assert result["accepted"] and "played" not in dump_state(state)["turn"]


def test_414_4_an_exhausted_legend_cannot_pay_its_exhaust_cost() -> None:
    state, _ = perform(_state(_azir(exhausted=True), _shield()), {"type": "play", "player": "A", "object": "shield-A"})
    _, result = perform(state, PLAY_SAND_SOLDIER)
    assert (result["accepted"], result["reason"], result["rule"]) == (False, "unpaid_cost", "414.4")


def test_203_the_energy_of_the_cost_must_be_paid_too() -> None:
    state, _ = perform(_state(_azir(), _shield(), energy=0), {"type": "play", "player": "A", "object": "shield-A"})
    _, result = perform(state, PLAY_SAND_SOLDIER)
    assert (result["accepted"], result["reason"]) == (False, "unpaid_cost")


def test_315_1_the_awaken_phase_readies_the_legend() -> None:
    state = _state(_azir(exhausted=True), turn={"number": 3, "active_player": "B", "phase": "main"})
    state, result = perform(state, {"type": "end_turn", "player": "B"})
    assert result["accepted"]
    assert "exhausted" not in dump_state(state)["objects"][0]


def test_187_3_the_token_played_takes_the_first_free_id_enters_exhausted_and_triggers_weaponmaster() -> None:
    state, _ = perform(_state(_azir(), _shield(), _soldier("sand-soldier-1")),
                       {"type": "play", "player": "A", "object": "shield-A"})
    state, result = perform(state, PLAY_SAND_SOLDIER)
    assert [e["type"] for e in result["events"]] == ["cost_paid", "exhaust", "ability_put_on_chain"]
    state, result = perform(state, {"type": "resolve", "player": "A"})
    assert [(e["type"], e["object"]) for e in result["events"]] == [
        ("ability_resolved", "azir"), ("card_played", "sand-soldier-2"), ("ability_triggered", "sand-soldier-2")]
    token = next(o for o in dump_state(state)["objects"] if o["id"] == "sand-soldier-2")
    assert token == {"id": "sand-soldier-2", "card": {"token": "Sand Soldier"}, "token": True, "owner": "A",
                     "zone": "board", "location": "base:A", "exhausted": True}
    assert dump_state(state)["players"][0].get("pool") == {"energy": 1}
