"""The oracle's layers on granted text and type-changing effects (Riftbound 477.1.a, 477.2.a,
135.4.b, 137.3.b, 480; GEAR-07, GEAR-40, GEAR-42). Expected values come from the rules and the
rulings, written by hand."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from rulespec import oracle, schemas
from rulespec.oracle.errors import StateError
from tests.test_oracle_rules import _obj, accept, game, gear, obj, of_type, reject, unit, view

READY_ME = {"key": "1-ready-me", "text": "[1]: Ready me", "cost": {"energy": 1},
            "effect": [{"op": "ready", "object": "me"}]}


def spell(oid: str, text: str, target: str, effect: list[dict[str, Any]], owner: str = "A") -> dict:
    card = {"type": "spell", "name": f"Spell {oid}",
            "abilities": [{"kind": "spell", "text": text, "target": target, "effect": effect}]}
    return _obj(oid, card, owner, None, {"zone": "hand"})


def drone(oid: str = "drone", might: int = 2, **extra: Any) -> dict:
    """A unit that is also an Equipment."""
    return _obj(oid, {"type": "unit", "name": "Drone", "might": might, "tags": ["Equipment"]}, "A", None, extra)


def hex_spell(oid: str = "hex", becomes: str = "gear", target: str = "unit") -> dict:
    return spell(oid, f"A {target} becomes a {becomes}.", target,
                 [{"op": "set_type", "object": "target", "type": becomes}])


def cast(state: oracle.GameState, spell_id: str, target: str, player: str = "A") -> tuple[oracle.GameState, list]:
    state, _ = accept(state, {"type": "play", "player": player, "object": spell_id, "targets": [target]})
    return accept(state, {"type": "resolve", "player": player})


def gift() -> dict:
    return _obj("gift", {"type": "spell", "name": "Gift"}, "A", None, {"zone": "trash"})


def abilities_from(state: oracle.GameState, oid: str, origin: str) -> list[dict[str, Any]]:
    return [a for a in view(state, oid)["abilities"] if a["from"] == origin]


# --- 477.2.a, 135.4.b: granted text stays active on an attached card (GEAR-07) --------------------

def test_135_4_b_a_granted_keyword_is_active_on_an_attached_equipment_whose_printed_text_is_not() -> None:
    state = game(unit("garen", might=4), gear("blade", bonus=2, equip={"energy": 1}, attached_to="garen",
                                             granted=[{"keyword": "Tank", "from": "gift"}]), gift())
    assert abilities_from(state, "blade", "gift") == [
        {"text": "Tank", "kind": "keyword", "from": "gift", "controller": "A", "active": True}]
    assert view(state, "blade")["text_boxes"]["rules"] is False  # 718.2
    equip = [a for a in abilities_from(state, "blade", "blade") if a["text"].startswith("Equip")]
    assert [a["active"] for a in equip] == [False]
    assert abilities_from(state, "garen", "gift") == []  # granted to the Equipment, not its effect text
    assert view(state, "garen")["might"] == 6


def test_135_4_b_an_attached_equipment_activates_the_ability_granted_to_it() -> None:
    state = game(unit("garen", might=4),
                 gear("blade", equip={"energy": 1}, attached_to="garen", exhausted=True,
                      granted=[{"ability": READY_ME, "from": "gift"}]), gift(), pools={"A": {"energy": 1}})
    state, events = accept(state, {"type": "activate", "player": "A", "object": "blade", "ability": "1-ready-me"})
    assert [e["type"] for e in events] == ["cost_paid", "ability_put_on_chain"]
    state, events = accept(state, {"type": "resolve", "player": "A"})
    assert obj(state, "blade").get("exhausted", False) is False
    assert obj(state, "blade")["attached_to"] == "garen"
    assert of_type(events, "ready") == [{"type": "ready", "object": "blade"}]


def test_721_2_its_printed_equip_stays_inactive_beside_the_granted_text() -> None:
    state = game(unit("garen"), unit("lux"), gift(),
                 gear("blade", equip={"energy": 1}, attached_to="lux", granted=[{"keyword": "Tank", "from": "gift"}]),
                 pools={"A": {"energy": 3}})
    reject(state, {"type": "activate", "player": "A", "object": "blade", "ability": "equip", "targets": ["garen"]},
           "inactive_ability")


def test_477_2_a_a_spell_grants_an_ability_from_itself_to_its_target() -> None:
    boon = spell("boon", "Give an Equipment the ability [1]: Ready me.", "equipment",
                 [{"op": "grant", "object": "target", "ability": READY_ME}])
    state = game(unit("garen"), gear("blade", attached_to="garen"), boon)
    state, events = cast(state, "boon", "blade")
    assert of_type(events, "ability_granted") == [
        {"type": "ability_granted", "object": "blade", "text": "[1]: Ready me", "by": "boon"}]
    assert obj(state, "blade")["granted"] == [{"ability": READY_ME, "from": "boon"}]
    assert abilities_from(state, "blade", "boon") == [
        {"text": "[1]: Ready me", "kind": "activated", "from": "boon", "controller": "A", "active": True}]
    for event in events:
        assert schemas.validate("event", event) == []


def test_191_4_a_a_granted_ability_is_controlled_by_the_controller_of_the_object_that_has_it() -> None:
    state = game(unit("darius", owner="B", might=3),
                 gear("axe", owner="A", controller="B", attached_to="darius", at="base:B",
                      granted=[{"keyword": "Deflect", "from": "gift"}]), gift())
    assert [a["controller"] for a in abilities_from(state, "axe", "gift")] == ["B"]


def test_477_1_b_1_b_a_copy_does_not_take_what_was_granted() -> None:
    state = game(unit("garen"), gift(), gear("mimic", bonus=2),
                 gear("cloak", attached_to="garen", granted=[{"keyword": "Tank", "from": "gift"}]))
    state, _ = accept(state, {"type": "become_copy", "player": "A", "object": "mimic", "of": "cloak"})
    assert abilities_from(state, "mimic", "gift") == []
    assert "granted" not in obj(state, "mimic")


def test_124_1_granted_text_and_type_changes_end_when_the_object_leaves_the_board() -> None:
    state = game(drone(granted=[{"keyword": "Tank", "from": "gift"}],
                      type_changes=[{"type": "gear", "from": "gift"}]), gift())
    state, _ = accept(state, {"type": "kill", "player": "A", "object": "drone"})
    assert "granted" not in obj(state, "drone")
    assert "type_changes" not in obj(state, "drone")


# --- 477.1.a, 480: type-changing effects ------------------------------------------------------------

def test_480_the_latest_type_change_gives_the_type() -> None:
    state = game(drone(type_changes=[{"type": "gear", "from": "x"}, {"type": "unit", "from": "y"}]))
    assert view(state, "drone")["type"] == "unit"
    assert view(state, "drone")["might"] == 2
    state = game(drone(type_changes=[{"type": "unit", "from": "y"}, {"type": "gear", "from": "x"}]))
    assert view(state, "drone")["type"] == "gear"
    assert view(state, "drone")["tags"] == ["Equipment"]  # 477.1.a: only the type is set


def test_137_3_b_a_unit_that_becomes_a_gear_has_no_might_and_ignores_its_bonuses() -> None:
    state = game(drone(), gear("blade", bonus=2, attached_to="drone"),
                 gear("cloak", bonus=1, attached_to="drone"), hex_spell())
    assert view(state, "drone")["might"] == 5
    state, events = cast(state, "hex", "drone")
    assert of_type(events, "type_changed") == [
        {"type": "type_changed", "object": "drone", "becomes": "gear", "was": "unit", "by": "hex"}]
    assert of_type(events, "detach") == []  # GEAR-42: they stay attached
    assert view(state, "drone")["might"] is None
    assert view(state, "drone")["attachments"] == ["blade", "cloak"]
    assert obj(state, "blade")["attached_to"] == "drone"
    for event in events:
        assert schemas.validate("event", event) == []


def test_gear_42_a_unit_again_it_has_its_might_with_the_bonuses() -> None:
    state = game(drone(), gear("blade", bonus=2, attached_to="drone"),
                 hex_spell(), hex_spell("unhex", becomes="unit", target="gear"))
    state, _ = cast(state, "hex", "drone")
    state, _ = cast(state, "unhex", "drone")
    assert view(state, "drone")["might"] == 4
    assert view(state, "drone")["type"] == "unit"


def test_818_1_b_nothing_new_attaches_to_what_is_no_longer_a_unit() -> None:
    state = game(drone(type_changes=[{"type": "gear", "from": "x"}]),
                 gear("blade"))
    reject(state, {"type": "attach", "player": "A", "object": "blade", "to": "drone"}, "illegal_target")


def test_gear_40_an_attached_equipment_made_a_unit_is_detached_at_once() -> None:
    state = game(unit("garen", might=4), gear("blade", bonus=2, attached_to="garen"),
                 hex_spell("awaken", becomes="unit", target="equipment"))
    state, events = cast(state, "awaken", "blade")
    assert [e["type"] for e in events] == ["ability_resolved", "type_changed", "zone_changed", "detach"]
    assert "attached_to" not in obj(state, "blade")
    assert view(state, "garen")["might"] == 4


def test_477_1_a_a_type_change_applies_over_a_copy_effect() -> None:
    state = game(unit("lux", might=2), gear("mimic", bonus=1), hex_spell("awaken", becomes="unit", target="gear"))
    state, _ = cast(state, "awaken", "mimic")
    assert view(state, "mimic")["type"] == "unit"
    state = game(unit("lux", might=2), gear("mimic", bonus=1, type_changes=[{"type": "gear", "from": "x"}]))
    state, _ = accept(state, {"type": "become_copy", "player": "A", "object": "mimic", "of": "lux"})
    assert view(state, "mimic")["type"] == "gear"  # the type change still applies on top of the copy
    assert view(state, "mimic")["might"] is None


# --- the state document ----------------------------------------------------------------------------

DOC = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}],
       "objects": [{"id": "drone", "card": {"type": "unit", "might": 2, "tags": ["Equipment"]}, "owner": "A",
                    "zone": "board", "location": "base:A",
                    "granted": [{"keyword": "Tank", "from": "gift"}, {"ability": READY_ME, "from": "gift"}],
                    "type_changes": [{"type": "gear", "from": "hex"}]}]}


def test_granted_text_and_type_changes_round_trip() -> None:
    assert schemas.validate("state", DOC) == []
    state = oracle.load_state(copy.deepcopy(DOC))
    assert oracle.dump_state(state) == DOC
    text = oracle.dumps(state)
    assert oracle.loads(text) == state
    assert oracle.dumps(oracle.loads(text)) == text


def test_empty_lists_are_the_defaults() -> None:
    spelled = copy.deepcopy(DOC)
    spelled["objects"][0].update(granted=[], type_changes=[])
    plain = copy.deepcopy(DOC)
    del plain["objects"][0]["granted"], plain["objects"][0]["type_changes"]
    assert oracle.dump_state(oracle.load_state(spelled)) == plain


@pytest.mark.parametrize(("entry", "pointer"), [
    ({"keyword": "Tank"}, "/objects/0/granted/0"),  # from whom?
    ({"keyword": "Tank", "ability": READY_ME, "from": "gift"}, "/objects/0/granted/0"),  # one text per entry
    ({"from": "gift"}, "/objects/0/granted/0"),
    ({"keyword": "tank", "from": "gift"}, "/objects/0/granted/0/keyword"),
])
def test_a_granted_entry_is_one_keyword_or_one_ability_from_an_object(entry: dict, pointer: str) -> None:
    doc = copy.deepcopy(DOC)
    doc["objects"][0]["granted"] = [entry]
    with pytest.raises(StateError) as caught:
        oracle.load_state(doc)
    assert caught.value.pointer.startswith(pointer), caught.value.pointer


def test_a_type_change_names_a_card_type_and_its_origin() -> None:
    doc = copy.deepcopy(DOC)
    doc["objects"][0]["type_changes"] = [{"type": "planeswalker", "from": "hex"}]
    with pytest.raises(StateError):
        oracle.load_state(doc)
    doc["objects"][0]["type_changes"] = [{"type": "gear"}]
    with pytest.raises(StateError):
        oracle.load_state(doc)


def test_a_type_change_sets_a_card_type_of_the_game() -> None:
    doc = copy.deepcopy(DOC)
    doc["objects"][0]["type_changes"] = [{"type": "creature", "from": "hex"}]  # Magic's, not Riftbound's
    with pytest.raises(StateError) as caught:
        oracle.load_state(doc)
    assert caught.value.pointer == "/objects/0/type_changes/0/type"


# --- the games differ: Magic ------------------------------------------------------------------------

def test_magic_212_2i_an_equipment_on_a_creature_that_stops_being_one_becomes_unattached() -> None:
    """Riftbound keeps the attachments of a unit that stops being one (GEAR-42); in Magic an
    Equipment attached to an illegal permanent becomes unattached and stays on the battlefield."""
    doc = {"schema": "rulespec/state/1", "game": "mtg", "players": [{"id": "A"}, {"id": "B"}], "objects": [
        {"id": "bear", "card": {"type": "creature", "might": 2}, "owner": "A", "zone": "board"},
        {"id": "sword", "card": {"type": "artifact", "tags": ["Equipment"], "might_bonus": 2}, "owner": "A",
         "zone": "board", "attached_to": "bear"},
        {"id": "petrify", "owner": "A", "zone": "hand", "card": {"type": "spell", "abilities": [
            {"kind": "spell", "text": "A creature becomes an artifact.", "target": "unit",
             "effect": [{"op": "set_type", "object": "target", "type": "artifact"}]}]}}]}
    state = oracle.load_state(doc)
    assert view(state, "bear")["might"] == 4
    state, events = cast(state, "petrify", "bear")
    assert {"type": "detach", "object": "sword", "from": "bear"} in events
    assert "attached_to" not in obj(state, "sword")
    assert obj(state, "sword")["zone"] == "board"
    assert view(state, "bear")["might"] is None
