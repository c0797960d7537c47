"""The oracle's combat and damage marked per responsible player, by rule (Riftbound 142.3, 417.6.c,
423.1.b, 428.5.c.2, 465, 466, 815, 826; ATTR-08, ATTR-09, ATTR-11).

Every expected value here is written from the rule cited, by hand.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulespec import oracle
from rulespec.oracle.errors import StateError
from rulespec.oracle.state import GameState

BF1, BASE_A, BASE_B = "battlefield:bf1", "base:A", "base:B"


def unit(oid: str, location: str = BF1, owner: str = "A", might: int = 3, keywords: tuple[str, ...] = (),
         **more: Any) -> dict[str, Any]:
    card: dict[str, Any] = {"type": "unit", "might": might}
    if keywords:
        card["keywords"] = list(keywords)
    return {"id": oid, "card": card, "owner": owner, "zone": "board", "location": location, **more}


def spell(oid: str, owner: str, text: str, amount: int, reaction: bool = False) -> dict[str, Any]:
    card: dict[str, Any] = {"type": "spell", "abilities": [
        {"kind": "spell", "text": text, "target": "unit",
         "effect": [{"op": "deal_damage", "object": "target", "amount": amount}]}]}
    if reaction:
        card["keywords"] = ["Reaction"]
    return {"id": oid, "card": card, "owner": owner, "zone": "hand"}


def state(*objects: dict[str, Any], chain: list[dict[str, Any]] | None = None) -> GameState:
    doc: dict[str, Any] = {"schema": "rulespec/state/1", "game": "riftbound",
                           "turn": {"number": 3, "active_player": "A", "phase": "main"},
                           "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}],
                           "battlefields": [{"id": "bf1"}, {"id": "bf2"}], "objects": list(objects)}
    if chain:
        doc["chain"] = chain
    return oracle.load_state(doc)


def combat(assignment: dict[str, int], player: str = "A", battlefield: str = "bf1") -> dict[str, Any]:
    return {"type": "combat", "player": player, "battlefield": battlefield, "assignment": assignment}


def accept(s: GameState, action: dict[str, Any]) -> tuple[GameState, list[dict[str, Any]]]:
    after, result = oracle.perform(s, action)
    assert result["accepted"], result
    return after, result["events"]


def reject(s: GameState, action: dict[str, Any], reason: str, rule: str) -> dict[str, Any]:
    after, result = oracle.perform(s, action)
    assert not result["accepted"] and (result["reason"], result["rule"]) == (reason, rule), result
    assert after is s
    return result


def of(events: list[dict[str, Any]], kind: str, oid: str) -> dict[str, Any]:
    return next(e for e in events if e["type"] == kind and e["object"] == oid)


def obj(s: GameState, oid: str) -> dict[str, Any]:
    return next(o for o in oracle.dump_state(s)["objects"] if o["id"] == oid)


# --- 465.2, 417.6.c: the damage step ----------------------------------------------------------

def test_417_6_c_each_side_is_dealt_damage_by_the_other_sides_units_their_controller_responsible():
    s = state(unit("garen"), unit("lux", might=2), unit("darius", owner="B", might=9))
    _, events = accept(s, combat({"darius": 5, "garen": 7, "lux": 2}))
    damage = [e for e in events if e["type"] == "damage"]
    assert [(e["object"], e["amount"]) for e in damage] == [("darius", 5), ("garen", 7), ("lux", 2)]
    assert of(events, "damage", "darius")["source"] == {"kind": "combat", "objects": ["garen", "lux"]}
    assert of(events, "damage", "darius")["attributed_to"] == ["garen", "lux"]
    assert of(events, "damage", "darius")["responsible"] == "A"
    for oid in ("garen", "lux"):
        assert of(events, "damage", oid)["source"] == {"kind": "combat", "objects": ["darius"]}
        assert of(events, "damage", oid)["responsible"] == "B"


def test_423_1_b_a_stunned_unit_adds_no_might_but_is_still_a_source():
    s = state(unit("garen", states=["stunned"]), unit("lux", might=2), unit("darius", owner="B", might=9))
    reject(s, combat({"darius": 5, "garen": 7, "lux": 2}), "illegal_choice", "465.2.c")
    _, events = accept(s, combat({"darius": 2, "garen": 7, "lux": 2}))
    assert of(events, "damage", "darius")["amount"] == 2
    assert of(events, "damage", "darius")["attributed_to"] == ["garen", "lux"]


def test_143_2_b_a_negative_might_counts_as_0_in_the_total():
    s = state(unit("garen", might=-2), unit("lux", might=2), unit("darius", owner="B", might=9))
    reject(s, combat({"darius": 0, "garen": 4, "lux": 5}), "illegal_choice", "465.2.c")  # total is 2, not 0
    _, events = accept(s, combat({"darius": 2, "garen": 1, "lux": 8}))
    assert of(events, "damage", "darius")["amount"] == 2


def test_465_2_c_3_lethal_to_one_unit_before_the_next_gets_any():
    s = state(unit("garen"), unit("lux"), unit("darius", owner="B", might=4))
    reject(s, combat({"darius": 6, "garen": 2, "lux": 2}), "illegal_choice", "465.2.c.3")
    accept(s, combat({"darius": 6, "garen": 1, "lux": 3}))  # lux first, then garen


def test_465_2_c_3_lethal_counts_the_damage_already_marked():
    s = state(unit("garen", damage=2), unit("lux"), unit("darius", owner="B", might=4))
    accept(s, combat({"darius": 6, "garen": 1, "lux": 3}))  # garen needs only 1 more
    reject(s, combat({"darius": 6, "garen": 2, "lux": 2}), "illegal_choice", "465.2.c.4")


def test_465_2_c_4_no_more_than_lethal_unless_every_unit_has_lethal():
    s = state(unit("garen"), unit("lux", might=2), unit("darius", owner="B", might=5))
    reject(s, combat({"darius": 5, "garen": 4, "lux": 1}), "illegal_choice", "465.2.c.4")
    s = state(unit("garen"), unit("lux", might=2), unit("darius", owner="B", might=4))
    reject(s, combat({"darius": 5, "garen": 4}), "illegal_choice", "465.2.c.4")
    accept(s, combat({"darius": 5, "garen": 3, "lux": 1}))
    s = state(unit("garen"), unit("lux", might=2), unit("darius", owner="B", might=9))
    accept(s, combat({"darius": 5, "garen": 3, "lux": 6}))  # every unit has lethal: the rest goes anywhere


def test_142_4_b_a_0_might_unit_needs_1_damage():
    s = state(unit("garen", might=0), unit("lux"), unit("darius", owner="B", might=2))
    accept(s, combat({"darius": 3, "garen": 1, "lux": 1}))  # garen's lethal is 1: then lux may get some
    reject(s, combat({"darius": 3, "garen": 2}), "illegal_choice", "465.2.c.4")  # 2 is past garen's lethal


def test_815_tank_units_are_assigned_lethal_first():
    s = state(unit("garen"), unit("lux", might=2, keywords=("Tank",)), unit("darius", owner="B", might=2))
    reject(s, combat({"darius": 5, "garen": 2}), "illegal_choice", "815")
    accept(s, combat({"darius": 5, "lux": 2}))


def test_807_assault_adds_its_number_to_an_attackers_might_only():
    # Assault 2 on a Might-3 attacker: its side's total is 5, and 4 damage is not lethal to it (5);
    # defending, the same unit has Might 3. After the combat it is no attacker: Might 3 again.
    s = state(unit("phoenix", keywords=("Assault 2",)), unit("darius", owner="B", might=4))
    reject(s, combat({"darius": 3, "phoenix": 4}), "illegal_choice", "465.2.c")  # A's total is 5, not 3
    after, _ = accept(s, combat({"darius": 5, "phoenix": 4}))
    assert obj(after, "darius")["zone"] == "trash"
    assert obj(after, "phoenix")["zone"] == "board" and "states" not in obj(after, "phoenix")
    phoenix = after.get("phoenix")
    assert phoenix is not None and oracle.view(after, phoenix)["might"] == 3
    s = state(unit("phoenix", owner="B", keywords=("Assault 2",)), unit("garen", might=4))
    reject(s, combat({"phoenix": 4, "garen": 5}), "illegal_choice", "465.2.c")  # defending: 3 to assign
    accept(s, combat({"phoenix": 4, "garen": 3}))  # garen assigns its 4, phoenix its 3


def test_814_shield_adds_its_number_to_a_defenders_might_only():
    # B's Shield 2 defender of Might 2 has Might 4: A's 3 are not lethal, and it deals 4.
    s = state(unit("garen", might=5), unit("darius", owner="B", might=2, keywords=("Shield 2",)))
    reject(s, combat({"darius": 5, "garen": 2}), "illegal_choice", "465.2.c")  # B's total is 4
    after, _ = accept(s, combat({"darius": 5, "garen": 4}))
    assert obj(after, "darius")["zone"] == "trash"  # 5 is lethal to Might 4
    s = state(unit("garen", might=3), unit("darius", owner="B", might=2, keywords=("Shield 2",)))
    after, _ = accept(s, combat({"darius": 3, "garen": 4}))
    assert obj(after, "darius")["zone"] == "board" and "states" not in obj(after, "darius")
    # attacking, the same unit has no Shield: Might 2
    s = state(unit("darius", might=2, keywords=("Shield 2",)), unit("garen", owner="B", might=1))
    accept(s, combat({"garen": 2, "darius": 1}))


def test_807_assault_without_a_number_is_assault_1():
    s = state(unit("garen", might=2, keywords=("Assault",)), unit("darius", owner="B", might=3))
    accept(s, combat({"darius": 3, "garen": 3}))


def test_826_backline_units_are_assigned_damage_last():
    s = state(unit("garen", keywords=("Backline",)), unit("lux", might=2), unit("darius", owner="B", might=3))
    reject(s, combat({"darius": 5, "garen": 3}), "illegal_choice", "826")
    accept(s, combat({"darius": 5, "lux": 2, "garen": 1}))


def test_465_2_c_the_whole_total_is_assigned_and_only_to_units_in_the_combat():
    s = state(unit("garen"), unit("darius", owner="B", might=9), unit("sion", location=BASE_B, owner="B"))
    reject(s, combat({"darius": 2, "garen": 9}), "illegal_choice", "465.2.c")
    reject(s, combat({"darius": 3, "garen": 9, "sion": 1}), "illegal_target", "465.2.c")


def test_323_9_a_combat_needs_the_attacker_and_exactly_one_other_player_there():
    reject(state(unit("garen"), unit("darius", location=BASE_B, owner="B")), combat({}), "no_permission", "323.9")
    reject(state(unit("darius", owner="B"), unit("sion", owner="C")), combat({}), "no_permission", "323.9")
    three = state(unit("garen"), unit("darius", owner="B"), unit("sion", owner="C"))
    reject(three, combat({"darius": 3}), "no_permission", "323.9")
    reject(state(unit("garen")), combat({}, battlefield="bf9"), "unknown_object", "107.2")


def test_465_1_combat_damage_waits_for_an_empty_chain():
    s = state(unit("garen"), unit("darius", owner="B", might=9), {**spell("zap", "A", "Deal 1.", 1), "zone": "chain"},
              chain=[{"id": "item1", "kind": "spell", "source": "zap", "controller": "A", "targets": ["darius"]}])
    reject(s, combat({"darius": 3, "garen": 9}), "wrong_timing", "465.1")


# --- 466.1, 324.1, 428.5.c.2: the combat cleanup ----------------------------------------------

def test_428_5_c_2_combat_kills_are_credited_to_the_combat_damage_sources():
    s = state(unit("garen"), unit("lux", might=2), unit("darius", owner="B", might=5))
    after, events = accept(s, combat({"darius": 5, "garen": 3, "lux": 2}))
    kill = of(events, "kill", "darius")
    assert (kill["source"], kill["attributed_to"], kill["responsible"]) == (
        {"kind": "combat", "objects": ["garen", "lux"]}, ["garen", "lux"], "A")
    assert of(events, "kill", "garen")["responsible"] == "B"
    assert of(events, "kill", "lux")["attributed_to"] == ["darius"]
    assert {o["id"]: o["zone"] for o in oracle.dump_state(after)["objects"]} == {
        "garen": "trash", "lux": "trash", "darius": "trash"}


def test_428_5_c_2_damage_marked_before_the_combat_gets_no_credit():
    s = state(unit("garen", might=2), unit("darius", owner="B", might=5), spell("bolt", "A", "Deal 3.", 3))
    s, _ = accept(s, {"type": "play", "player": "A", "object": "bolt", "targets": ["darius"]})
    s, _ = accept(s, {"type": "resolve", "player": "A"})
    _, events = accept(s, combat({"darius": 2, "garen": 5}))
    kill = of(events, "kill", "darius")
    assert kill["attributed_to"] == ["garen"] and kill["source"]["kind"] == "combat"


def test_324_1_kills_come_before_the_heal_and_every_unit_heals_with_no_one_responsible():
    s = state(unit("garen"), unit("darius", owner="B", might=9), unit("sion", location=BASE_B, owner="B", damage=1))
    after, events = accept(s, combat({"darius": 3, "garen": 9}))
    kinds = [(e["type"], e["object"]) for e in events if e["type"] in ("kill", "heal")]
    assert kinds == [("kill", "garen"), ("heal", "darius"), ("heal", "sion")]
    assert of(events, "heal", "darius")["responsible"] is None
    assert obj(after, "darius").get("damage", 0) == 0 and obj(after, "sion").get("damage", 0) == 0


def test_466_1_a_attackers_are_recalled_only_if_defenders_remain():
    s = state(unit("garen"), unit("lux", might=2), unit("darius", owner="B", might=9, states=["stunned"]))
    after, events = accept(s, combat({"darius": 5}))
    recalls = [e for e in events if e["type"] == "recall"]
    assert [(e["object"], e["to"], e["cause"], e["responsible"]) for e in recalls] == [
        ("garen", BASE_A, "cleanup", None), ("lux", BASE_A, "cleanup", None)]
    assert obj(after, "darius")["location"] == BF1
    s = state(unit("garen"), unit("lux", might=2), unit("darius", owner="B", might=4))
    after, events = accept(s, combat({"darius": 5, "garen": 3, "lux": 1}))
    assert not [e for e in events if e["type"] == "recall"]
    assert obj(after, "lux")["location"] == BF1


# --- 142.3: damage marked per responsible player ----------------------------------------------

def test_142_3_a_the_responsible_player_marks_the_damage_and_the_parts_add_up():
    s = state(unit("darius", owner="B", might=9), spell("bolt", "A", "Deal 2.", 2),
              spell("zap", "B", "Deal 1.", 1, reaction=True))
    s, _ = accept(s, {"type": "play", "player": "A", "object": "bolt", "targets": ["darius"]})
    s, _ = accept(s, {"type": "resolve", "player": "A"})
    s, _ = accept(s, {"type": "play", "player": "B", "object": "zap", "targets": ["darius"]})
    s, _ = accept(s, {"type": "resolve", "player": "A"})
    assert obj(s, "darius")["damage"] == 3
    assert obj(s, "darius")["damage_by"] == [{"player": "A", "amount": 2}, {"player": "B", "amount": 1}]


def test_142_3_damage_no_player_marked_is_the_default_and_stays_first():
    s = state(unit("darius", owner="B", might=9, damage=2))
    assert "damage_by" not in obj(s, "darius")
    after, _ = accept(s, {"type": "deal_damage", "player": "A", "amount": 1, "to": "darius"})
    assert obj(after, "darius")["damage_by"] == [{"player": None, "amount": 2}, {"player": "A", "amount": 1}]


def test_417_6_b_4_a_unit_told_to_deal_damage_marks_its_controllers_damage():
    s = state(unit("garen", might=9), unit("darius", owner="B"))
    after, _ = accept(s, {"type": "deal_damage", "player": "A", "amount": 3, "to": "garen",
                          "source": {"kind": "object", "object": "darius"}})
    assert obj(after, "garen")["damage_by"] == [{"player": "B", "amount": 3}]


def test_418_1_healing_and_leaving_the_board_clear_who_marked_the_damage():
    s = state(unit("darius", owner="B", might=9, damage=2, damage_by=[{"player": "A", "amount": 2}]))
    healed, _ = accept(s, {"type": "end_turn", "player": "A"})
    assert "damage_by" not in obj(healed, "darius") and "damage" not in obj(healed, "darius")
    killed, _ = accept(s, {"type": "kill", "player": "A", "object": "darius"})
    assert "damage_by" not in obj(killed, "darius")


def test_a_state_whose_marked_parts_do_not_add_up_is_refused():
    base: dict[str, Any] = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
                            "battlefields": [{"id": "bf1"}]}
    for parts, pointer in (([{"player": "A", "amount": 1}], "/objects/0/damage_by"),
                           ([{"player": "Z", "amount": 2}], "/objects/0/damage_by/0/player"),
                           ([{"player": "A", "amount": 1}, {"player": "A", "amount": 1}],
                            "/objects/0/damage_by/1/player")):
        with pytest.raises(StateError) as caught:
            oracle.load_state({**base, "objects": [unit("darius", owner="B", damage=2, damage_by=parts)]})
        assert caught.value.pointer == pointer


def test_the_written_default_reads_as_the_default():
    written = state(unit("darius", owner="B", damage=2, damage_by=[{"player": None, "amount": 2}]))
    assert written == state(unit("darius", owner="B", damage=2))
    assert "damage_by" not in obj(written, "darius")


def test_magic_refuses_combat():
    doc = {"schema": "rulespec/state/1", "game": "mtg", "players": [{"id": "A"}, {"id": "B"}], "objects": []}
    _, result = oracle.perform(oracle.load_state(doc), combat({}))
    assert (result["reason"], result["rule"]) == ("not_implemented", "506.1")
