"""The oracle on responsibility and attribution (Riftbound 411, 417.6, 428.5).

Expected values come from the rules; the helpers are those of test_oracle_rules.
"""

from __future__ import annotations

from test_oracle_rules import accept, game, obj, of_type, reject, unit

from rulespec import oracle


def spell(oid: str, owner: str = "A") -> dict:
    return {"id": oid, "card": {"type": "spell", "name": f"Spell {oid}"}, "owner": owner, "zone": "trash"}


def test_417_6_b_4_a_unit_told_to_deal_damage_makes_its_controller_responsible():
    """417.6.b.3: the named unit is the only source; 417.6.b.4: its controller is responsible."""
    s = game(unit("darius", owner="B", might=3), unit("garen", might=9), spell("fling"))
    _, events = accept(s, {"type": "deal_damage", "player": "A", "amount": 3, "to": "garen",
                           "source": {"kind": "object", "object": "darius", "instructed_by": "fling"}})
    damage = next(e for e in events if e["type"] == "damage")
    assert damage["responsible"] == "B"
    assert damage["attributed_to"] == ["darius"]


def test_417_6_a_a_spell_s_damage_is_the_spell_s_and_its_player_s():
    s = game(unit("garen", might=9), spell("zap", owner="B"))
    _, events = accept(s, {"type": "deal_damage", "player": "B", "amount": 2, "to": "garen",
                           "source": {"kind": "spell", "object": "zap"}})
    assert [(e["responsible"], e["attributed_to"]) for e in events if e["type"] == "damage"] == [("B", ["zap"])]


def test_428_5_c_the_cleanup_kill_goes_to_what_dealt_the_lethal_damage_in_this_action_only():
    """428.5.c-c.1; ATTR-12: damage from an earlier action gets no credit."""
    s = game(unit("darius", owner="B", might=5), spell("bolt"), spell("zap", owner="B"))
    s, _ = accept(s, {"type": "deal_damage", "player": "A", "amount": 2, "to": "darius",
                      "source": {"kind": "spell", "object": "bolt"}})
    _, events = accept(s, {"type": "deal_damage", "player": "B", "amount": 3, "to": "darius",
                           "source": {"kind": "spell", "object": "zap"}})
    kill = next(e for e in events if e["type"] == "kill")
    assert (kill["responsible"], kill["attributed_to"]) == ("B", ["zap"])


def test_428_5_d_an_ability_s_kill_is_credited_to_the_object_that_created_it():
    s = game(unit("garen"), {"id": "guillotine", "card": {"type": "gear"}, "owner": "B", "zone": "board",
                             "location": "base:B"})
    _, events = accept(s, {"type": "kill", "player": "B", "object": "garen",
                           "source": {"kind": "ability", "object": "guillotine"}})
    kill = next(e for e in events if e["type"] == "kill")
    assert kill["source"] == {"kind": "ability", "object": "guillotine"} and kill["attributed_to"] == ["guillotine"]
    assert kill["responsible"] == "B"


def test_417_6_b_3_a_unit_off_the_board_cannot_be_told_to_deal_damage():
    s = game(unit("darius", owner="B", zone="trash"), unit("garen"))
    reject(s, {"type": "deal_damage", "player": "A", "amount": 1, "to": "garen",
               "source": {"kind": "object", "object": "darius"}}, "not_on_board")


CHALLENGE = {"name": "Challenge", "set": "OGN-128"}  # [2][O], Action; "They deal damage equal to their Mights…"


def challenge_game(mine: int, theirs: int, turn: str = "A") -> oracle.GameState:
    doc = {"schema": "rulespec/state/1", "game": "riftbound", "turn": {"number": 2, "active_player": turn},
           "players": [{"id": "A", "pool": {"energy": 2, "power": {"body": 1}}}, {"id": "B"}],
           "battlefields": [{"id": "bf1"}],
           "objects": [{"id": "c", "card": CHALLENGE, "owner": "A", "zone": "hand"},
                       unit("mine", might=mine, at="battlefield:bf1"),
                       unit("theirs", owner="B", might=theirs, at="battlefield:bf1")]}
    return oracle.load_state(doc)


def test_417_6_b_3_challenge_reads_both_mights_first_so_both_units_can_die():
    """Each unit deals damage equal to its Might to the other (Challenge's text); they deal it as
    one instruction, so a unit killed by the first deal still deals its own."""
    s, _ = accept(challenge_game(5, 5), {"type": "play", "player": "A", "object": "c", "targets": ["mine", "theirs"]})
    s, events = accept(s, {"type": "resolve", "player": "A"})
    kills = {e["object"]: e for e in events if e["type"] == "kill"}
    assert set(kills) == {"mine", "theirs"}
    assert (kills["theirs"]["responsible"], kills["mine"]["responsible"]) == ("A", "B")
    assert obj(s, "c")["zone"] == "trash"


def test_359_a_spell_waits_on_the_chain_until_it_resolves_and_its_cost_is_paid_when_played():
    s, events = accept(challenge_game(2, 3), {"type": "play", "player": "A", "object": "c",
                                              "targets": ["mine", "theirs"]})
    assert obj(s, "c")["zone"] == "chain" and "pool" not in oracle.dump_state(s)["players"][0]
    assert not [e for e in events if e["type"] == "damage"]


def test_380_an_action_spell_is_played_on_your_own_turn():
    reject(challenge_game(2, 3, turn="B"), {"type": "play", "player": "A", "object": "c",
                                            "targets": ["mine", "theirs"]}, "wrong_timing")


def test_359_3_e_a_spell_whose_target_changed_sides_does_nothing_and_goes_to_the_trash():
    s, _ = accept(challenge_game(2, 3), {"type": "play", "player": "A", "object": "c", "targets": ["mine", "theirs"]})
    s, _ = accept(s, {"type": "change_control", "player": "A", "object": "theirs", "to": "A"})
    s, events = accept(s, {"type": "resolve", "player": "A"})
    assert not [e for e in events if e["type"] == "damage"]
    assert obj(s, "c")["zone"] == "trash"


def text_spell(oid: str, ability: dict, owner: str = "A") -> dict:
    """A generic spell in its owner's hand whose text is ``ability`` (schemas/state.json, generic_ability)."""
    return {"id": oid, "card": {"type": "spell", "abilities": [{"kind": "spell", **ability}]}, "owner": owner,
            "zone": "hand"}


FLING = {"text": "Choose two units. The first deals 2 damage to the second.", "target": "two_units",
         "effect": [{"op": "deal_damage", "object": "target2", "amount": 2, "by": "target"}]}


def test_417_6_b_3_choose_two_units_needs_two_different_units():
    s = game(unit("garen", at="battlefield:bf1"), unit("darius", owner="B", at="battlefield:bf1"),
             text_spell("fling", FLING))
    reject(s, {"type": "play", "player": "A", "object": "fling", "targets": ["garen", "garen"]}, "illegal_target")
    reject(s, {"type": "play", "player": "A", "object": "fling", "targets": ["garen"]}, "illegal_target")


def test_359_3_e_a_unit_told_to_deal_damage_that_left_the_board_deals_none():
    """The chosen dealer is gone when the spell resolves: the spell does nothing (359.3.e)."""
    s = game(unit("garen", at="battlefield:bf1"), unit("darius", owner="B", at="battlefield:bf1"),
             unit("ahri", owner="B", at="battlefield:bf1"), text_spell("fling", FLING))
    s, _ = accept(s, {"type": "play", "player": "A", "object": "fling", "targets": ["darius", "ahri"]})
    s, _ = accept(s, {"type": "kill", "player": "B", "object": "darius"})
    s, events = accept(s, {"type": "resolve", "player": "A"})
    assert of_type(events, "damage") == [] and obj(s, "ahri").get("damage", 0) == 0


def test_359_3_e_a_kill_spell_whose_unit_is_gone_by_resolution_kills_nothing():
    kill_spell = {"text": "Kill a unit.", "target": "unit", "effect": [{"op": "kill", "object": "target"}]}
    s = game(unit("darius", owner="B", at="battlefield:bf1"), text_spell("purge", kill_spell))
    s, _ = accept(s, {"type": "play", "player": "A", "object": "purge", "targets": ["darius"]})
    s, _ = accept(s, {"type": "banish", "player": "B", "object": "darius"})
    s, events = accept(s, {"type": "resolve", "player": "A"})
    assert of_type(events, "kill") == [] and obj(s, "darius")["zone"] == "banishment"


BOLT = {"text": "Deal 2 damage to a unit.", "target": "unit",
        "effect": [{"op": "deal_damage", "object": "target", "amount": 2}]}


def test_809_deflect_makes_an_opponent_pay_one_power_of_any_domain_to_choose_it():
    garen = unit("garen", at="battlefield:bf1", card={"type": "unit", "might": 3, "keywords": ["Deflect"]})
    b_turn = {"number": 3, "active_player": "B", "phase": "main"}
    s = game(garen, text_spell("bolt", BOLT, owner="B"), turn=b_turn)
    assert reject(s, {"type": "play", "player": "B", "object": "bolt", "targets": ["garen"]},
                  "unpaid_cost")["rule"] == "809"
    s = game(garen, text_spell("bolt", BOLT, owner="B"), turn=b_turn, pools={"B": {"power": {"fury": 1}}})
    after, events = accept(s, {"type": "play", "player": "B", "object": "bolt", "targets": ["garen"]})
    assert [e["cost"] for e in of_type(events, "cost_paid")] == [{"power": {"any": 1}}]  # the cost is [A]
    assert not oracle.dump_state(after)["players"][1].get("pool")
    # its own controller chooses it for nothing
    accept(game(garen, text_spell("zap", BOLT)), {"type": "play", "player": "A", "object": "zap", "targets": ["garen"]})
