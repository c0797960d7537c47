"""Oracle unit tests of Weaponmaster, by rule (Riftbound 821, 725.3, 434; GEAR-21, GEAR-41).

Expected values are written by hand from the rules: [A] is one Power of any domain, so "[A] less"
takes one Power symbol off an Equip cost and no Energy (821.1.c.2-3).
"""

from __future__ import annotations

from typing import Any

import pytest

from rulespec.oracle import dump_state, load_state, snapshot
from rulespec.oracle.engine import perform
from rulespec.oracle.resources import Resources
from rulespec.oracle.state import GameState
from rulespec.oracle.weaponmaster import LESS, less

POWER_ANY = {"power": {"any": 1}}


def _equipment(oid: str, owner: str = "A", equip: dict[str, Any] | None = None, **more: Any) -> dict[str, Any]:
    card: dict[str, Any] = {"type": "gear", "tags": ["Equipment"], "might_bonus": 2}
    if equip is not None:
        card["equip_cost"] = equip
    return {"id": oid, "card": card, "owner": owner, "zone": "board", "location": f"base:{owner}", **more}


def _unit(oid: str, might: int, owner: str = "A", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": {"type": "unit", "might": might}, "owner": owner, "zone": "board",
            "location": f"base:{owner}", **more}


def _poro(zone: str = "hand") -> dict[str, Any]:
    return {"id": "poro", "card": {"name": "Veteran Poro", "set": "SFD-099"}, "owner": "A", "zone": zone}


def _state(*objects: dict[str, Any], pool: dict[str, Any] | None = None) -> GameState:
    return load_state({"schema": "rulespec/state/1", "game": "riftbound", "battlefields": [{"id": "bf1"}],
                       "turn": {"number": 2, "active_player": "A", "phase": "main"},
                       "players": [{"id": "A", **({"pool": pool} if pool else {})}, {"id": "B"}],
                       "objects": list(objects)})


def _play_and_choose(state: GameState, chosen: list[str] | None) -> tuple[GameState, dict[str, Any]]:
    state, result = perform(state, {"type": "play", "player": "A", "object": "poro"})
    assert result["accepted"], result
    action: dict[str, Any] = {"type": "resolve", "player": "A"}
    if chosen is not None:
        action["choices"] = {"chosen": chosen}
    return perform(state, action)


def _obj(state: GameState, oid: str) -> dict[str, Any]:
    return next(o for o in snapshot(state)["objects"] if o["id"] == oid)


def _pool(state: GameState) -> dict[str, Any]:
    return dump_state(state)["players"][0].get("pool", {})


@pytest.mark.parametrize(("cost", "options"), [
    ({"energy": 1, "power": {"body": 1}}, [{"energy": 1}]),  # [1][O] minus [A] = [1]
    ({"energy": 2}, [{"energy": 2}]),  # 821.1.c.3: no Power, paid in full
    ({"power": {"calm": 1, "body": 1}}, [{"power": {"calm": 1}}, {"power": {"body": 1}}]),  # [O][G]: either
    ({"power": {"any": 2}}, [{"power": {"any": 1}}]),
])
def test_821_1_c_2_a_less_takes_one_power_symbol_of_any_domain_and_no_energy(
        cost: dict[str, Any], options: list[dict[str, Any]]) -> None:
    assert [o.to_document() for o in less(Resources.parse(cost), LESS)] == options


def test_821_1_a_playing_a_weaponmaster_unit_puts_its_trigger_on_the_chain() -> None:
    state, result = perform(_state(_poro(), pool={"energy": 2}), {"type": "play", "player": "A", "object": "poro"})
    assert [e["type"] for e in result["events"]] == ["cost_paid", "zone_changed", "card_played", "ability_triggered"]
    assert dump_state(state)["chain"] == [{"id": "chain-1", "kind": "trigger", "source": "poro", "controller": "A",
                                           "ability": "weaponmaster"}]


def test_821_2_weaponmaster_does_nothing_on_the_board() -> None:
    """Only playing the unit triggers it: returning it to the board or attaching to it does not."""
    state = _state(_poro("trash"), _equipment("sword", equip={"energy": 1}))
    state, result = perform(state, {"type": "return_to_board", "player": "A", "object": "poro"})
    assert not [e for e in result["events"] if e["type"] == "ability_triggered"]
    _, result = perform(state, {"type": "attach", "player": "A", "object": "sword", "to": "poro"})
    assert not [e for e in result["events"] if e["type"] == "ability_triggered"]


def test_725_3_the_inactive_equip_of_an_attached_equipment_is_read_and_paid_minus_a() -> None:
    state = _state(_unit("garen", 4, location="battlefield:bf1"),
                   _equipment("sword", equip={"energy": 1, "power": {"body": 1}}, location="battlefield:bf1",
                              attached_to="garen"),
                   _poro(), pool={"energy": 3, "power": {"calm": 1}})
    state, result = _play_and_choose(state, ["sword"])
    assert [(e["type"], e.get("object")) for e in result["events"]] == [
        ("ability_resolved", "poro"), ("cost_paid", None), ("detach", "sword"), ("attach", "sword"),
        ("relocate", "sword")]
    assert result["events"][1] == {"type": "cost_paid", "player": "A", "cost": {"energy": 1}, "for": "sword"}
    assert _obj(state, "sword")["attached_to"] == "poro"
    assert _obj(state, "sword")["location"] == "base:A"
    assert _obj(state, "poro")["view"]["might"] == 4
    assert _obj(state, "garen")["view"]["might"] == 4
    assert _pool(state) == {"power": {"calm": 1}}
    assert "chain" not in dump_state(state)


@pytest.mark.parametrize(("name", "pool", "equipment"), [
    ("821.1.c.5 unpaid", {"energy": 2}, _equipment("sword", equip={"energy": 1, "power": {"body": 1}})),
    ("821.1.c.4 no Equip", {"energy": 5}, _equipment("sword")),
    ("GEAR-41 a unit", {"energy": 5},
     {"id": "sword", "card": {"type": "unit", "might": 2, "tags": ["Equipment"], "equip_cost": {"energy": 1}},
      "owner": "A", "zone": "board", "location": "base:A"}),
])
def test_821_1_c_5_nothing_changes_when_it_cannot_be_paid_or_attached(
        name: str, pool: dict[str, Any], equipment: dict[str, Any]) -> None:
    state, result = _play_and_choose(_state(equipment, _poro(), pool=pool), ["sword"])
    assert result["accepted"], result
    assert [e["type"] for e in result["events"]] == ["ability_resolved"], name
    assert "attached_to" not in _obj(state, "sword")
    assert _pool(state) == ({"energy": pool["energy"] - 2} if pool["energy"] > 2 else {})


def test_821_1_c_you_may_choose_nothing() -> None:
    state, result = _play_and_choose(_state(_equipment("sword", equip={"energy": 1}), _poro(),
                                            pool={"energy": 3}), None)
    assert [e["type"] for e in result["events"]] == ["ability_resolved"]
    assert _pool(state) == {"energy": 1}


@pytest.mark.parametrize("chosen", [["axe"], ["garen"], ["sword", "axe"], ["nobody"]])
def test_821_1_c_only_one_equipment_you_control_can_be_chosen(chosen: list[str]) -> None:
    state = _state(_unit("garen", 4), _equipment("sword", equip={"energy": 1}),
                   _equipment("axe", owner="B", equip={"energy": 1}), _poro(), pool={"energy": 3})
    after, _ = perform(state, {"type": "play", "player": "A", "object": "poro"})
    again, result = perform(after, {"type": "resolve", "player": "A", "choices": {"chosen": chosen}})
    assert result["accepted"] is False
    assert result["reason"] in ("illegal_target", "unknown_object")
    assert again is after


def test_434_1_g_an_equipment_already_on_the_unit_is_not_paid_for_again() -> None:
    """The Weaponmaster trigger of a unit whose Equipment is already attached to it: the attach would
    do nothing (434.1.g), so nothing is paid (821.1.c.5)."""
    state = _state(_equipment("sword", equip={"energy": 1}), _poro(), pool={"energy": 4})
    state, _ = perform(state, {"type": "play", "player": "A", "object": "poro"})
    state, _ = perform(state, {"type": "attach", "player": "A", "object": "sword", "to": "poro"})
    state, result = perform(state, {"type": "resolve", "player": "A", "choices": {"chosen": ["sword"]}})
    assert [e["type"] for e in result["events"]] == ["ability_resolved"]
    assert _pool(state) == {"energy": 2}


def test_821_1_c_6_the_equip_ability_is_not_activated() -> None:
    state = _state(_equipment("sword", equip={"energy": 1}), _poro(), pool={"energy": 3})
    state, result = _play_and_choose(state, ["sword"])
    assert "ability_put_on_chain" not in [e["type"] for e in result["events"]]
    assert "chain" not in dump_state(state)
    assert _obj(state, "sword")["attached_to"] == "poro"


def test_725_1_the_resolve_names_the_equipment_then_the_choice_its_attach_text_asks_for() -> None:
    azir = {"id": "azir", "card": {"name": "Azir, Ascendant", "set": "SFD-050"}, "owner": "A", "zone": "board",
            "location": "base:A"}
    specs = {"id": "specs", "card": {"name": "Shady Spectacles", "set": "VEN-137"}, "owner": "A", "zone": "board",
             "location": "base:A"}
    state = _state(azir, _unit("garen", 4), specs, _poro(), pool={"energy": 3, "power": {"order": 1}})
    state, _ = perform(state, {"type": "play", "player": "A", "object": "poro"})
    for chosen in (["specs"], ["specs", "poro"], ["specs", "garen", "azir"]):  # no choice, or a wrong one
        again, refused = perform(state, {"type": "resolve", "player": "A", "choices": {"chosen": chosen}})
        assert (refused["accepted"], refused["reason"], again) == (False, "illegal_target", state), chosen
    after, result = perform(state, {"type": "resolve", "player": "A", "choices": {"chosen": ["specs", "azir"]}})
    assert [e["type"] for e in result["events"]] == ["ability_resolved", "cost_paid", "attach", "copy_began"]
    assert _obj(after, "poro")["copy_of"]["object"] == "azir"
    assert _pool(after) == {"power": {"order": 1}}


def test_725_1_an_equipment_whose_attach_asks_nothing_refuses_a_second_choice() -> None:
    state = _state(_unit("garen", 4), _equipment("sword", equip={"energy": 1}), _poro(), pool={"energy": 3})
    state, _ = perform(state, {"type": "play", "player": "A", "object": "poro"})
    again, result = perform(state, {"type": "resolve", "player": "A", "choices": {"chosen": ["sword", "garen"]}})
    assert (result["accepted"], result["reason"], again) == (False, "illegal_target", state)


def test_818_1_c_5_an_equip_activated_pays_what_its_cards_active_text_changes() -> None:
    sword = _equipment("sword", equip={"energy": 2, "power": {"body": 1}})
    sword["card"]["equip_cost_less"] = {"energy": 1}
    state = _state(_unit("garen", 4), sword, pool={"energy": 1, "power": {"body": 1}})
    after, result = perform(state, {"type": "activate", "player": "A", "object": "sword", "ability": "equip",
                                    "targets": ["garen"]})
    assert result["accepted"], result
    assert [e["cost"] for e in result["events"] if e["type"] == "cost_paid"] == [{"energy": 1, "power": {"body": 1}}]
    assert _pool(after) == {}


def test_821_1_c_2_725_3_weaponmaster_counts_the_inactive_cost_change_then_takes_a_off() -> None:
    """Equip [2][O], "This's Equip costs [1] less", attached: [1][O], then [A] less: [1]."""
    sword = _equipment("sword", equip={"energy": 2, "power": {"body": 1}}, attached_to="garen")
    sword["card"]["equip_cost_less"] = {"energy": 1}
    state = _state(_unit("garen", 4), sword, _poro(), pool={"energy": 3, "power": {"calm": 1}})
    after, result = _play_and_choose(state, ["sword"])
    assert [e["cost"] for e in result["events"] if e["type"] == "cost_paid"] == [{"energy": 1}]
    assert _obj(after, "sword")["attached_to"] == "poro"
    assert _pool(after) == {"power": {"calm": 1}}
