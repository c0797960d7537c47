"""Object identity, rule by rule: a card that changes zones is a new object (Riftbound 124,
124.1; Magic 400.7), and what was aimed at the old object does not reach the new one
(Riftbound 359.3.e; Magic 608.2b, 113.7a), while the suite's id stays the card's.

Expected values come from the rules (docs/riftbound-rules-notes.md §1, §5, §12, §14) and
are written by hand, never read from the oracle's output.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_oracle_attribution import text_spell
from test_oracle_gear_text import attach, specs
from test_oracle_mtg import card, mtg
from test_oracle_rules import accept, game, gear, obj, of_type, unit

from rulespec import oracle, schemas
from rulespec.oracle.errors import StateError

EQUIP = {"energy": 1}


def _equip(state: oracle.GameState, card_id: str, target: str) -> oracle.GameState:
    return accept(state, {"type": "activate", "player": "A", "object": card_id, "ability": "equip",
                          "targets": [target]})[0]


def _resolve(state: oracle.GameState) -> tuple[oracle.GameState, list[dict[str, Any]]]:
    return accept(state, {"type": "resolve", "player": "A"})


def _dies_and_returns(state: oracle.GameState, object_id: str) -> oracle.GameState:
    state, _ = accept(state, {"type": "kill", "player": "B", "object": object_id})
    return accept(state, {"type": "return_to_board", "player": "A", "object": object_id})[0]


# --- 124, 124.1: every zone change makes a new object; nothing else does --------------------


def test_124_a_set_up_object_is_at_incarnation_0_and_the_document_leaves_it_out():
    s = game(unit("garen"))
    assert s.get("garen").incarnation == 0
    assert "incarnation" not in obj(s, "garen")


def test_124_1_killed_then_returned_the_card_is_a_new_object_twice():
    s = _dies_and_returns(game(unit("garen")), "garen")
    assert obj(s, "garen")["incarnation"] == 2  # board -> trash, trash -> board
    assert obj(s, "garen")["id"] == "garen"


def test_124_1_banished_and_played_each_zone_change_counts_once():
    s, _ = accept(game(unit("garen")), {"type": "banish", "player": "A", "object": "garen"})
    assert obj(s, "garen")["incarnation"] == 1
    s = game(unit("lux", zone="hand"))
    s, _ = accept(s, {"type": "play", "player": "A", "object": "lux"})
    assert obj(s, "lux")["incarnation"] == 1  # hand -> board


def test_124_1_a_spell_is_a_new_object_on_the_chain_and_again_in_the_trash():
    purge = {"text": "Kill a unit.", "target": "unit", "effect": [{"op": "kill", "object": "target"}]}
    s = game(unit("darius", owner="B"), text_spell("purge", purge))
    s, _ = accept(s, {"type": "play", "player": "A", "object": "purge", "targets": ["darius"]})
    assert obj(s, "purge")["incarnation"] == 1  # hand -> chain
    s, _ = _resolve(s)
    assert obj(s, "purge")["incarnation"] == 2  # chain -> trash
    assert obj(s, "darius")["incarnation"] == 1  # board -> trash


@pytest.mark.parametrize("action", [
    {"type": "move", "player": "A", "objects": ["garen"], "to": "battlefield:bf1"},
    {"type": "change_control", "player": "B", "object": "garen", "to": "B"},
    {"type": "attach", "player": "A", "object": "blade", "to": "garen"},
    {"type": "exhaust", "player": "A", "object": "garen"},
    {"type": "buff", "player": "A", "object": "garen"},
    {"type": "become_copy", "player": "A", "object": "garen", "of": "lux"},
], ids=lambda a: a["type"])
def test_124_446_2_changes_on_the_board_keep_the_same_object(action: dict[str, Any]):
    """Base to battlefield, control, attaching, statuses, counters, copies: no zone change (124,
    446.2; BUFF-01, BUFF-02; 477.1.b: a copy stays the same object)."""
    s, _ = accept(game(unit("garen"), unit("lux"), gear("blade")), action)
    assert "incarnation" not in obj(s, "garen") and "incarnation" not in obj(s, "blade")


def test_400_7_magic_a_destroyed_creature_returned_is_a_new_object():
    s, _ = accept(mtg(card("bear", "creature")), {"type": "kill", "player": "B", "object": "bear"})
    s, _ = accept(s, {"type": "return_to_board", "player": "A", "object": "bear"})
    assert obj(s, "bear")["incarnation"] == 2


# --- 359.3.e: a target that is no longer that object ---------------------------------------


def test_359_3_e_equip_aimed_at_a_unit_that_died_and_came_back_fizzles():
    s = game(unit("garen", might=3), gear("blade", bonus=2, equip=EQUIP), pools={"A": EQUIP})
    s = _dies_and_returns(_equip(s, "blade", "garen"), "garen")
    s, events = _resolve(s)
    assert [e["type"] for e in events] == ["ability_fizzled"]
    assert "attached_to" not in obj(s, "blade")
    assert oracle.snapshot(s)["objects"][0]["view"]["might"] == 3
    assert "chain" not in oracle.dump_state(s)


def test_359_3_e_a_chain_item_records_the_objects_it_meant():
    s = game(unit("garen"), gear("blade", equip=EQUIP), pools={"A": EQUIP})
    s = _equip(s, "blade", "garen")
    assert s.chain[0].incarnations == (("blade", 0), ("garen", 0))
    s = _dies_and_returns(s, "garen")
    assert oracle.dump_state(s)["chain"][0]["incarnations"] == {"garen": 0}  # garen is at 2 now
    assert oracle.loads(oracle.dumps(s)) == s


def test_359_3_e_a_chain_item_set_up_for_an_earlier_object_fizzles():
    """The state document says the item meant garen's incarnation 0; garen is at 2."""
    s = game(unit("garen", incarnation=2), gear("blade", bonus=2),
             chain=[{"id": "chain-1", "kind": "ability", "source": "blade", "controller": "A", "ability": "equip",
                     "targets": ["garen"], "incarnations": {"garen": 0}}])
    s, events = _resolve(s)
    assert of_type(events, "attach") == [] and of_type(events, "ability_fizzled") != []


def test_359_3_e_a_kill_spell_whose_unit_came_back_kills_nothing_and_goes_to_the_trash():
    purge = {"text": "Kill a unit.", "target": "unit", "effect": [{"op": "kill", "object": "target"}]}
    s = game(unit("darius", owner="B"), text_spell("purge", purge))
    s, _ = accept(s, {"type": "play", "player": "A", "object": "purge", "targets": ["darius"]})
    s, _ = accept(s, {"type": "banish", "player": "A", "object": "darius"})
    s, _ = accept(s, {"type": "return_to_board", "player": "B", "object": "darius"})
    s, events = _resolve(s)
    assert of_type(events, "kill") == []
    assert obj(s, "darius")["zone"] == "board" and obj(s, "purge")["zone"] == "trash"


def test_359_3_e_the_same_object_moved_is_still_the_target():
    s = game(unit("garen", might=4), gear("blade", bonus=2, equip=EQUIP), pools={"A": EQUIP})
    s = _equip(s, "blade", "garen")
    s, _ = accept(s, {"type": "move", "player": "A", "objects": ["garen"], "to": "battlefield:bf1"})
    s, _ = _resolve(s)
    assert obj(s, "blade")["attached_to"] == "garen" and obj(s, "blade")["location"] == "battlefield:bf1"


def test_359_3_e_a_new_activation_aims_at_the_new_object():
    s = game(unit("garen"), gear("blade", equip=EQUIP), pools={"A": {"energy": 2}})
    s = _dies_and_returns(_equip(s, "blade", "garen"), "garen")
    s, _ = _resolve(s)
    s, _ = _resolve(_equip(s, "blade", "garen"))
    assert obj(s, "blade")["attached_to"] == "garen"


# --- 191.4.a.1, Magic 113.7a: an ability outlives its source, which is gone -------------------


def test_191_4_a_1_equip_whose_equipment_died_and_came_back_attaches_nothing():
    s = game(unit("garen"), gear("blade", equip=EQUIP), pools={"A": EQUIP})
    s = _dies_and_returns(_equip(s, "blade", "garen"), "blade")
    s, events = _resolve(s)
    assert of_type(events, "attach") == [] and "attached_to" not in obj(s, "blade")


def test_191_4_a_1_an_ability_whose_source_came_back_still_deals_its_damage_to_its_target():
    """"[1]: Deal 2 damage to a unit. Exhaust me.": the target is the same object, so it is dealt
    the damage; "me" is the gear that left, not the new one, which stays ready (055)."""
    cannon = gear("cannon", bonus=None)
    cannon["card"]["abilities"] = [{"key": "zap", "text": "[1]: Deal 2 damage to a unit. Exhaust me.",
                                    "cost": {"energy": 1}, "target": "unit",
                                    "effect": [{"op": "deal_damage", "object": "target", "amount": 2},
                                               {"op": "exhaust", "object": "me"}]}]
    s = game(unit("darius", owner="B", might=5), cannon, pools={"A": {"energy": 1}})
    s, _ = accept(s, {"type": "activate", "player": "A", "object": "cannon", "ability": "zap", "targets": ["darius"]})
    s = _dies_and_returns(s, "cannon")
    s, _ = _resolve(s)
    assert obj(s, "darius")["damage"] == 2
    assert "exhausted" not in obj(s, "cannon")


def test_191_4_a_1_an_ability_an_equipment_granted_resolves_after_its_host_died():
    """The host activates "[1]: Deal 2 damage to a unit." from its cannon's effect text, then dies:
    the cannon comes off (719.5) and the dead host has the text no more, but the ability on the
    chain exists apart from its source (191.4.a.1): it deals its 2 damage, A's deal, attributed
    to the cannon that printed it (411.6.a, 417.6.b.2.a)."""
    cannon = gear("cannon", bonus=0, attached_to="garen")
    cannon["card"]["effect_abilities"] = [{"key": "zap", "text": "[1]: Deal 2 damage to a unit.",
                                           "cost": {"energy": 1}, "target": "unit",
                                           "effect": [{"op": "deal_damage", "object": "target", "amount": 2}]}]
    s = game(unit("garen"), cannon, unit("darius", owner="B", might=5, at="battlefield:bf1"),
             pools={"A": {"energy": 1}})
    s, _ = accept(s, {"type": "activate", "player": "A", "object": "garen", "ability": "zap", "targets": ["darius"]})
    s, _ = accept(s, {"type": "kill", "player": "B", "object": "garen"})
    s, events = _resolve(s)
    assert obj(s, "darius")["damage"] == 2
    [dealt] = of_type(events, "damage")
    assert dealt["responsible"] == "A" and "cannon" in dealt["attributed_to"]


@pytest.mark.parametrize(("action", "player"), [("kill", "B"), ("detach", "A")])
def test_191_4_a_1_a_granted_ability_whose_equipment_left_while_its_host_stays_still_resolves(
        action: str, player: str) -> None:
    """The host is the same object and no longer has the text, the cannon killed or detached (435.1:
    its effect text is no longer the host's); the ability on the chain exists apart from its source
    all the same (191.4.a.1; Magic 113.7a): it deals its 2, A's, read from the cannon's card."""
    cannon = gear("cannon", bonus=0, attached_to="garen")
    cannon["card"]["effect_abilities"] = [{"key": "zap", "text": "[1]: Deal 2 damage to a unit.",
                                           "cost": {"energy": 1}, "target": "unit",
                                           "effect": [{"op": "deal_damage", "object": "target", "amount": 2}]}]
    s = game(unit("garen"), cannon, unit("darius", owner="B", might=5, at="battlefield:bf1"),
             pools={"A": {"energy": 1}})
    s, _ = accept(s, {"type": "activate", "player": "A", "object": "garen", "ability": "zap", "targets": ["darius"]})
    s, _ = accept(s, {"type": action, "player": player, "object": "cannon"})
    s, events = _resolve(s)
    assert obj(s, "darius")["damage"] == 2 and of_type(events, "ability_fizzled") == []
    [dealt] = of_type(events, "damage")
    assert dealt["responsible"] == "A"


def test_113_7a_400_7_magic_equip_whose_creature_died_and_came_back_does_not_move_the_equipment():
    s = mtg(card("bear", "creature"), card("sword", "artifact", tags=["Equipment"], equip=1), pool=1)
    s = _equip(s, "sword", "bear")
    s = _dies_and_returns(s, "bear")
    s, events = _resolve(s)
    assert of_type(events, "attach") == [] and "attached_to" not in obj(s, "sword")


def test_212_2h_magic_control_taken_and_given_back_is_the_same_creature():
    s = mtg(card("bear", "creature"), card("sword", "artifact", tags=["Equipment"], equip=1), pool=1)
    s = _equip(s, "sword", "bear")
    s, _ = accept(s, {"type": "change_control", "player": "B", "object": "bear", "to": "B"})
    s, _ = accept(s, {"type": "change_control", "player": "A", "object": "bear", "to": "A"})
    s, _ = _resolve(s)
    assert obj(s, "sword")["attached_to"] == "bear"


# --- the state document: the fields, their defaults, their round trip -------------------------


def _doc(**chain_item: Any) -> dict[str, Any]:
    return {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}],
            "objects": [{"id": "garen", "card": {"type": "unit", "might": 3}, "owner": "A", "zone": "board",
                         "location": "base:A", "incarnation": 3},
                        {"id": "blade", "card": {"type": "gear", "tags": ["Equipment"]}, "owner": "A",
                         "zone": "board", "location": "base:A"}],
            "chain": [{"id": "chain-1", "kind": "ability", "source": "blade", "controller": "A", "ability": "equip",
                       "targets": ["garen"], **chain_item}]}


def test_a_state_with_incarnations_round_trips():
    doc = _doc(incarnations={"garen": 1})
    assert schemas.validate("state", doc) == []
    assert oracle.dump_state(oracle.load_state(doc)) == doc
    assert oracle.loads(oracle.dumps(oracle.load_state(doc))) == oracle.load_state(doc)


def test_an_item_with_no_incarnations_means_the_objects_as_they_are():
    state = oracle.load_state(_doc())
    assert state.chain[0].incarnations == (("blade", 0), ("garen", 3))
    spelled_out = oracle.load_state(_doc(incarnations={"garen": 3, "blade": 0}))
    assert spelled_out == state
    assert "incarnations" not in oracle.dump_state(spelled_out)["chain"][0]


@pytest.mark.parametrize("incarnations, pointer", [
    ({"lux": 0}, "/chain/0/incarnations/lux"),  # names no object of the item
    ({"garen": 4}, "/chain/0/incarnations/garen"),  # garen is at 3: 4 has not existed
    ({"garen": -1}, "/chain/0/incarnations/garen"),
    ({"garen": "0"}, "/chain/0/incarnations/garen"),
])
def test_a_wrong_incarnation_is_refused_at_its_pointer(incarnations: dict[str, Any], pointer: str):
    doc = _doc(incarnations=incarnations)
    assert pointer in [p.pointer for p in schemas.validate("state", doc)]
    with pytest.raises(StateError) as caught:
        oracle.load_state(doc)
    assert pointer in [p for p, _ in caught.value.problems]


def test_a_negative_object_incarnation_is_refused():
    doc = _doc()
    doc["objects"][0]["incarnation"] = -1
    assert [p.pointer for p in schemas.validate("state", doc)] == ["/objects/0/incarnation"]


def test_the_example_of_docs_implementing_is_valid_and_resolves_as_it_says():
    """docs/implementing.md, "Object identity": the state it shows is valid, and resolving its
    Equip answers the fizzle it shows, attaching nothing."""
    text = (Path(__file__).parent.parent / "docs" / "implementing.md").read_text(encoding="utf-8")
    section = text.split("### Object identity", 1)[1].split("\n## ", 1)[0]
    doc = json.loads(section.split("```json\n", 1)[1].split("```", 1)[0])
    assert schemas.validate("state", doc) == []
    state, events = _resolve(oracle.load_state(doc))
    assert events == [{"type": "ability_fizzled", "object": "blade", "ability": "equip", "item": "chain-1"}]
    assert "attached_to" not in obj(state, "blade")


# --- "for as long as": a link to an object ends as that object leaves --------------------------


def test_124_a_copy_lasting_while_the_spectacles_are_attached_does_not_come_back_with_them():
    """Shady Spectacles make the unit a copy "for as long as this is attached": killed, they
    detach and the copy ends (435.1); returned, they are a new object attached to nothing, and
    the unit is no copy (124)."""
    s = game(unit("soldier", might=2), unit("azir", might=6), specs())
    s, _ = accept(s, attach("specs", "soldier", ["azir"]))
    assert obj(s, "soldier")["copy_of"]["object"] == "azir"
    s = _dies_and_returns(s, "specs")
    assert "copy_of" not in obj(s, "soldier") and "attached_to" not in obj(s, "specs")
    assert obj(s, "specs")["incarnation"] == 2


ASCENDANT = {"name": "Azir, Ascendant", "set": "SFD-050"}
APHELIOS = {"name": "Aphelios, Exalted", "set": "SFD-049"}


def test_124_a_returned_unit_is_a_new_object_whose_once_per_turn_ability_is_unused():
    """124, 377: "Use only once per turn" counts the uses of one ability of one object; the unit
    that left the board and came back is a new object, its ability used for the first time."""
    state = game(unit("azir", at="battlefield:bf1", card=ASCENDANT), unit("garen", might=4),
                 pools={"A": {"power": {"calm": 2}}})
    swap = {"type": "activate", "player": "A", "object": "azir", "ability": "azir-ascendant", "targets": ["garen"]}
    state = _resolve(accept(state, swap)[0])[0]
    assert (obj(state, "azir")["location"], obj(state, "garen")["location"]) == ("base:A", "battlefield:bf1")
    state = _dies_and_returns(state, "azir")
    state = _resolve(accept(state, swap)[0])[0]
    assert (obj(state, "azir")["location"], obj(state, "garen")["location"]) == ("battlefield:bf1", "base:A")
    assert oracle.dump_state(state)["turn"]["used"] == [{"object": "azir", "ability": "azir-ascendant"}]


def test_124_the_uses_of_a_unit_that_stays_on_the_board_are_kept():
    """The counter-case: a unit only recalled is the same object; its ability stays used (377)."""
    state = game(unit("azir", at="battlefield:bf1", card=ASCENDANT), unit("garen", might=4),
                 pools={"A": {"power": {"calm": 2}}})
    swap = {"type": "activate", "player": "A", "object": "azir", "ability": "azir-ascendant", "targets": ["garen"]}
    state = _resolve(accept(state, swap)[0])[0]
    state = accept(state, {"type": "recall", "player": "A", "object": "garen"})[0]
    _, result = oracle.perform(state, swap)
    assert (result["accepted"], result.get("reason")) == (False, "already_used")


def test_124_a_returned_unit_may_choose_again_a_mode_its_old_self_chose_this_turn():
    """124, 355.5: Aphelios's "choose one that hasn't been chosen this turn" is its own ability's;
    the Aphelios that died and came back is a new object with a new ability."""
    state = game(unit("aphelios", card=APHELIOS), unit("garen", might=4), unit("lux", might=2),
                 gear("blade"), gear("shield"))
    state = accept(state, {"type": "attach", "player": "A", "object": "blade", "to": "aphelios"})[0]
    state = accept(state, {"type": "resolve", "player": "A", "choices": {"mode": 3, "chosen": ["garen"]}})[0]
    state = _dies_and_returns(state, "aphelios")
    state = accept(state, {"type": "attach", "player": "A", "object": "shield", "to": "aphelios"})[0]
    state = accept(state, {"type": "resolve", "player": "A", "choices": {"mode": 3, "chosen": ["lux"]}})[0]
    assert (obj(state, "garen")["counters"], obj(state, "lux")["counters"]) == ({"buff": 1}, {"buff": 1})
