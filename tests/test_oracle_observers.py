"""Oracle unit tests of "When you deal damage" / "When you kill" observers and "… with <object>"
conditions, by rule (Riftbound 411.1, 411.4, 411.6, 411.6.a, 191.4.a, 417.6.b.4, 428.5.d).

The observers are generic triggered abilities (schemas/state.json ``generic_ability``, kind
``triggered``); every expected value is written by hand from the rules and the catalogue's
ATTR-01, 03, 07, 14 and 15.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rulespec import schemas
from rulespec.oracle import dump_state, load_state
from rulespec.oracle.engine import perform
from rulespec.oracle.state import GameState

BUFF_ME = [{"op": "buff", "object": "me"}]


def _observer(oid: str, owner: str, when: dict[str, Any], controller: str | None = None) -> dict[str, Any]:
    ability = {"key": "observe", "kind": "triggered", "text": "When you …, buff me.", "when": when,
               "effect": BUFF_ME}
    return {"id": oid, "card": {"type": "unit", "might": 1, "abilities": [ability]}, "owner": owner,
            **({"controller": controller} if controller else {}), "zone": "board", "location": f"base:{owner}"}


def _unit(oid: str, owner: str, might: int = 4, **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": {"type": "unit", "might": might}, "owner": owner, "zone": "board",
            "location": "battlefield:bf1", **more}


def _spell(oid: str, owner: str, text: str, effect: list[dict[str, Any]], target: str,
           keywords: tuple[str, ...] = ()) -> dict[str, Any]:
    ability = {"kind": "spell", "text": text, "target": target, "effect": effect}
    return {"id": oid, "card": {"type": "spell", "keywords": list(keywords), "abilities": [ability]}, "owner": owner,
            "zone": "hand"}


def _kill_gear(oid: str, owner: str) -> dict[str, Any]:
    ability = {"text": "[1]: Kill a unit.", "cost": {"energy": 1}, "target": "unit",
               "effect": [{"op": "kill", "object": "target"}]}
    return {"id": oid, "card": {"type": "gear", "abilities": [ability]}, "owner": owner, "zone": "board",
            "location": f"base:{owner}"}


def _state(*objects: dict[str, Any], active: str = "A", pools: dict[str, Any] | None = None) -> GameState:
    doc = {"schema": "rulespec/state/1", "game": "riftbound", "battlefields": [{"id": "bf1"}],
           "turn": {"number": 2, "active_player": active, "phase": "main"},
           "players": [{"id": p, **({"pool": pools[p]} if pools and p in pools else {})} for p in ("A", "B")],
           "objects": list(objects)}
    assert [e.message for e in schemas.validate("state", doc)] == []
    return load_state(doc)


def _do(state: GameState, **action: Any) -> tuple[GameState, dict[str, Any]]:
    after, result = perform(state, action)
    assert result["accepted"], result
    return after, result


def _triggered(result: dict[str, Any]) -> list[str]:
    return [e["object"] for e in result["events"] if e["type"] == "ability_triggered"]


DEAL_DAMAGE = {"event": "damage", "performer": "you"}
KILL = {"event": "kill", "object": {"type": "unit"}, "performer": "you"}
KILL_WITH_SPELL = {**KILL, "with": {"type": "spell"}}


def test_411_4_when_you_deal_damage_fires_for_the_player_responsible_not_the_turn_player() -> None:
    state = _state(_unit("garen", "A", 6), _observer("watcher", "A", DEAL_DAMAGE),
                   _observer("spotter", "B", DEAL_DAMAGE),
                   _spell("bolt", "B", "Deal 2 damage to a unit.", [{"op": "deal_damage", "object": "target",
                                                                     "amount": 2}], "unit", ("Reaction",)))
    state, _ = _do(state, type="play", player="B", object="bolt", targets=["garen"])
    state, result = _do(state, type="resolve", player="A")
    assert _triggered(result) == ["spotter"]
    state, _ = _do(state, type="resolve", player="A")
    counters = {o["id"]: o.get("counters", {}) for o in dump_state(state)["objects"]}
    assert counters["spotter"] == {"buff": 1} and counters["watcher"] == {}


def test_417_6_b_4_challenge_each_players_observer_sees_their_own_units_damage() -> None:
    state = _state(_unit("garen", "A", 4), _unit("darius", "B", 6),
                   _observer("watcher", "A", DEAL_DAMAGE), _observer("spotter", "B", DEAL_DAMAGE),
                   _spell("fling", "A", "Choose two units. The first deals 3 damage to the second.",
                          [{"op": "deal_damage", "object": "target2", "by": "target", "amount": 3}], "two_units"))
    state, _ = _do(state, type="play", player="A", object="fling", targets=["darius", "garen"])
    _, result = _do(state, type="resolve", player="A")
    assert _triggered(result) == ["spotter"]  # darius, B's, dealt it: B is responsible, though A played fling


def test_411_1_each_player_kills_their_own_unit_each_observer_sees_its_own_players_kill() -> None:
    each_kills = [{"op": "kill", "object": "target", "performer": "its_controller"},
                  {"op": "kill", "object": "target2", "performer": "its_controller"}]
    state = _state(_unit("garen", "A"), _unit("darius", "B"),
                   _observer("watcher", "A", KILL), _observer("spotter", "B", KILL),
                   _spell("purge", "A", "Each player kills the chosen unit they control.", each_kills,
                          "friendly_unit_then_enemy_unit"))
    state, _ = _do(state, type="play", player="A", object="purge", targets=["garen", "darius"])
    _, result = _do(state, type="resolve", player="A")
    assert sorted(_triggered(result)) == ["spotter", "watcher"]


def test_411_6_with_a_spell_needs_control_of_the_spell_as_well_as_responsibility_and_attribution() -> None:
    each_kills = [{"op": "kill", "object": "target", "performer": "its_controller"},
                  {"op": "kill", "object": "target2", "performer": "its_controller"}]
    state = _state(_unit("garen", "A"), _unit("darius", "B"),
                   _observer("hunter", "A", KILL_WITH_SPELL), _observer("stalker", "B", KILL_WITH_SPELL),
                   _spell("purge", "A", "Each player kills the chosen unit they control.", each_kills,
                          "friendly_unit_then_enemy_unit"))
    state, _ = _do(state, type="play", player="A", object="purge", targets=["garen", "darius"])
    _, result = _do(state, type="resolve", player="A")
    kills = {e["object"]: (e["responsible"], e["attributed_to"]) for e in result["events"] if e["type"] == "kill"}
    assert kills == {"garen": ("A", ["purge"]), "darius": ("B", ["purge"])}
    # B is responsible for darius's kill and it is attributed to a spell, but A controls the spell
    assert _triggered(result) == ["hunter"]


def test_411_6_an_abilitys_kill_is_not_made_with_a_spell_but_is_made_with_its_object() -> None:
    with_me = {**KILL, "with": "me"}
    reaper = _kill_gear("reaper", "A")
    reaper["card"] = {"type": "unit", "might": 3, "abilities": [
        *reaper["card"]["abilities"], {"key": "observe", "kind": "triggered", "text": "When you kill a unit with me, "
                                       "buff me.", "when": with_me, "effect": BUFF_ME}]}
    state = _state(_unit("darius", "B"), reaper, _observer("hunter", "A", KILL_WITH_SPELL),
                   _observer("other", "A", with_me), pools={"A": {"energy": 1}})
    state, _ = _do(state, type="activate", player="A", object="reaper", ability="ability", targets=["darius"])
    _, result = _do(state, type="resolve", player="A")
    assert _triggered(result) == ["reaper"]  # 428.5.d: credited to reaper; not to a spell, nor to "other"


def test_411_6_a_a_granted_ability_counts_for_the_unit_and_the_equipment_under_the_units_controller() -> None:
    axe = _kill_gear("axe", "A")
    axe["card"] = {"type": "gear", "tags": ["Equipment"], "effect_abilities": axe["card"]["abilities"]}
    axe.update(location="battlefield:bf1", attached_to="garen")
    with_equipment = {**KILL, "with": {"tag": "Equipment"}}
    state = _state(_unit("garen", "A", controller="B"), axe, _unit("lux", "A", 3),
                   _observer("smith", "A", with_equipment), _observer("forger", "B", with_equipment),
                   active="B", pools={"B": {"energy": 1}})
    state, _ = _do(state, type="activate", player="B", object="garen", ability="ability", targets=["lux"])
    _, result = _do(state, type="resolve", player="B")
    kill = next(e for e in result["events"] if e["type"] == "kill")
    assert (kill["responsible"], sorted(kill["attributed_to"])) == ("B", ["axe", "garen"])
    # 191.4.a: B, the host's controller, controls the granted ability; A's axe is credited, not A
    assert _triggered(result) == ["forger"]


@pytest.mark.parametrize("ability", [
    {"key": "observe", "kind": "triggered", "text": "When …", "effect": BUFF_ME},  # no condition
    {"key": "observe", "kind": "activated", "text": "[1]: …", "when": DEAL_DAMAGE, "effect": BUFF_ME},
    {"key": "observe", "kind": "triggered", "text": "When …", "when": {**KILL, "with": "them"}, "effect": BUFF_ME},
    {"key": "observe", "kind": "triggered", "text": "When …", "when": KILL, "target": "unit", "effect": BUFF_ME},
    {"key": "observe", "kind": "triggered", "text": "When …", "when": KILL, "cost": {"energy": 1}, "effect": BUFF_ME},
])
def test_the_state_schema_refuses_a_malformed_triggered_ability(
        ability: dict[str, Any]) -> None:
    doc = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}],
           "objects": [{"id": "u", "card": {"type": "unit", "might": 1, "abilities": [ability]}, "owner": "A",
                        "zone": "board", "location": "base:A"}]}
    assert schemas.validate("state", doc) != []


def test_the_guides_observer_example_is_a_valid_card_that_fires_for_its_players_kill_with_a_spell() -> None:
    """docs/implementing.md, "Triggered abilities": the card it shows is valid state, and A's kill
    with A's spell triggers it (411.6)."""
    guide = (Path(__file__).parent.parent / "docs" / "implementing.md").read_text(encoding="utf-8")
    block = guide.split("<!-- observer-example", 1)[1].split("```json", 1)[1].split("```", 1)[0]
    hunter = json.loads(block)
    state = _state(_unit("darius", "B"), hunter,
                   _spell("purge", "A", "Kill a unit.", [{"op": "kill", "object": "target"}], "unit"))
    state, _ = _do(state, type="play", player="A", object="purge", targets=["darius"])
    state, result = _do(state, type="resolve", player="A")
    assert _triggered(result) == ["hunter"]
    state, _ = _do(state, type="resolve", player="A")
    assert next(o for o in dump_state(state)["objects"] if o["id"] == "hunter")["counters"] == {"buff": 1}


def _deal_gear(oid: str, owner: str, amount: int) -> dict[str, Any]:
    ability = {"text": f"[1]: Deal {amount} damage to a unit.", "cost": {"energy": 1}, "target": "unit",
               "effect": [{"op": "deal_damage", "object": "target", "amount": amount}]}
    return {"id": oid, "card": {"type": "gear", "abilities": [ability]}, "owner": owner, "zone": "board",
            "location": f"base:{owner}"}


@pytest.mark.parametrize("gear", [_kill_gear("cannon", "A"), _deal_gear("cannon", "A", 4)])
def test_191_4_b_an_ability_on_the_chain_stays_its_controllers_when_its_source_changes_hands(gear) -> None:
    """191.4.b: a later control change of the source does not change control of an ability that
    already exists. A activated the gear's ability, then B took the gear: the kill, made by the
    ability or at the cleanup after its lethal damage (428.5.c), is A's "with a gear" (411.6)."""
    with_gear = {**KILL, "with": {"type": "gear"}}
    state = _state(_unit("darius", "B"), gear, _observer("tinker", "A", with_gear),
                   _observer("fixer", "B", with_gear), pools={"A": {"energy": 1}})
    state, _ = _do(state, type="activate", player="A", object="cannon", ability="ability", targets=["darius"])
    state, _ = _do(state, type="change_control", player="B", object="cannon", to="B")
    _, result = _do(state, type="resolve", player="A")
    kill = next(e for e in result["events"] if e["type"] == "kill")
    assert (kill["object"], kill["responsible"], kill["attributed_to"]) == ("darius", "A", ["cannon"])
    assert _triggered(result) == ["tinker"]
