"""The oracle, rule by rule (Riftbound Core Rules 2026-07-24; see docs/riftbound-rules-notes.md).

Each test is named after the rule it checks and cites it. Expected values come from the rules
and the card texts, never from the oracle's own output. Every result the oracle gives is
checked against schemas/result.json; every rejection must carry a rule and a message and leave
the state exactly as it was (compared with ``oracle.dumps``).
"""

from __future__ import annotations

from typing import Any

import pytest

from rulespec import oracle, schemas

GA = {"name": "Guardian Angel", "set": "SFD-051"}  # Equip [G]; bonus +1; "If I would die, kill GA instead…"
REASONS = set(schemas.load_schema("result")["oneOf"][1]["properties"]["reason"]["enum"])


# --- building states ------------------------------------------------------------------------


def unit(oid: str, owner: str = "A", might: int | None = 3, at: str | None = None, **extra: Any) -> dict:
    card: dict[str, Any] = {"type": "unit", "name": f"Unit {oid}"}
    if might is not None:
        card["might"] = might
    return _obj(oid, card, owner, at, extra)


def gear(oid: str, owner: str = "A", bonus: int | None = 1, at: str | None = None, equip: dict | None = None,
         **extra: Any) -> dict:
    card: dict[str, Any] = {"type": "gear", "name": f"Gear {oid}", "tags": ["Equipment"]}
    if bonus is not None:
        card["might_bonus"] = bonus
    if equip is not None:
        card["equip_cost"] = equip
    return _obj(oid, card, owner, at, extra)


def angel(oid: str = "angel", owner: str = "A", at: str | None = None, **extra: Any) -> dict:
    return _obj(oid, dict(GA), owner, at, extra)


def _obj(oid: str, card: dict, owner: str, at: str | None, extra: dict) -> dict:
    doc: dict[str, Any] = {"id": oid, "card": card, "owner": owner}
    zone = extra.pop("zone", "board")
    controller = extra.get("controller", owner)
    doc["zone"] = zone
    if zone == "board":
        doc["location"] = at or f"base:{controller}"
    doc.update(extra)
    return doc


def game(*objects: dict, players: tuple[str, ...] = ("A", "B"), battlefields: tuple[str, ...] = ("bf1", "bf2"),
         turn: dict | None = None, pools: dict[str, dict] | None = None, chain: list | None = None) -> oracle.GameState:
    pools = pools or {}
    doc: dict[str, Any] = {
        "schema": "rulespec/state/1", "game": "riftbound",
        "turn": turn or {"number": 3, "active_player": players[0], "phase": "main"},
        "players": [{"id": p, **({"pool": pools[p]} if p in pools else {})} for p in players],
        "battlefields": [{"id": b} for b in battlefields],
        "objects": list(objects),
    }
    if chain:
        doc["chain"] = chain
    assert schemas.validate("state", doc) == [], schemas.validate("state", doc)
    return oracle.load_state(doc)


# --- performing actions ---------------------------------------------------------------------


def _checked(state: oracle.GameState, action: dict) -> tuple[oracle.GameState, dict]:
    assert schemas.validate("action", action) == [], action
    new, result = oracle.perform(state, action)
    problems = schemas.validate("result", result)
    assert problems == [], problems
    assert schemas.validate("state", oracle.snapshot(new)) == []
    return new, result


def accept(state: oracle.GameState, action: dict) -> tuple[oracle.GameState, list[dict]]:
    new, result = _checked(state, action)
    assert result["accepted"] is True, result
    return new, result["events"]


def reject(state: oracle.GameState, action: dict, reason: str) -> dict:
    """The action is refused for ``reason``, with a rule and a message, and changes nothing."""
    before = oracle.dumps(state)
    new, result = _checked(state, action)
    assert result["accepted"] is False, result
    assert result["reason"] == reason, result
    assert isinstance(result.get("rule"), str) and result["rule"].strip(), result
    assert isinstance(result.get("message"), str) and result["message"].strip(), result
    assert oracle.dumps(new) == before
    return result


def obj(state: oracle.GameState, oid: str) -> dict:
    return next(o for o in oracle.dump_state(state)["objects"] if o["id"] == oid)


def view(state: oracle.GameState, oid: str) -> dict:
    return next(o for o in oracle.snapshot(state)["objects"] if o["id"] == oid)["view"]


def of_type(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


def attach(state: oracle.GameState, card: str, to: str, player: str = "A") -> oracle.GameState:
    return accept(state, {"type": "attach", "player": player, "object": card, "to": to})[0]


# --- 434.1.c-d, 137.3: Might Bonus ----------------------------------------------------------


def test_434_1_d_might_bonus_applies_only_while_attached():
    """434.1.d, 137.3.a: the host's Might includes the Might Bonus only while the card is attached;
    sharing a location is not enough, and detaching takes the bonus away (435.1.e)."""
    s = game(unit("garen", might=4), gear("blade", bonus=2))
    assert view(s, "garen")["might"] == 4
    s = attach(s, "blade", "garen")
    assert view(s, "garen")["might"] == 6
    assert view(s, "blade")["might"] is None  # gear has no Might of its own (137.3.b)
    s, _ = accept(s, {"type": "detach", "player": "A", "object": "blade"})
    assert view(s, "garen")["might"] == 4


def test_434_1_c_bonuses_of_several_attachments_add_up():
    """434.1.b.1, 434.1.c-d (GEAR-03): every attached card's Might Bonus counts."""
    s = game(unit("garen", might=5), gear("axe", bonus=1), gear("plate", bonus=3), gear("ring", bonus=2))
    for card in ("axe", "plate", "ring"):
        s = attach(s, card, "garen")
    assert view(s, "garen")["might"] == 11
    assert view(s, "garen")["attachments"] == ["axe", "plate", "ring"]


def test_137_2_a_plus_zero_bonus_leaves_might_unchanged_but_the_unit_is_equipped():
    """137.2, 818.3: a +0 Might Bonus changes nothing, yet the host is top-most and equipped."""
    s = attach(game(unit("garen", might=4), gear("charm", bonus=0)), "charm", "garen")
    v = view(s, "garen")
    assert (v["might"], v["top_most"], v["equipped"]) == (4, True, True)


@pytest.mark.parametrize(("printed", "bonus", "expected"), [(4, -3, 1), (2, -2, 0), (1, -4, -3)])
def test_137_3_a_negative_bonus_lowers_might(printed, bonus, expected):
    """137.3.a, 477.3, 143.2.b.1: a negative Might Bonus lowers Might; the real value is kept for
    arithmetic even below zero."""
    s = attach(game(unit("garen", might=printed), gear("curse", bonus=bonus)), "curse", "garen")
    assert view(s, "garen")["might"] == expected


def test_137_3_b_a_host_without_might_gets_no_bonus():
    """137.3.b: a Might Bonus is ignored if the host has no Might; it does not give it one."""
    s = attach(game(unit("statue", might=None), gear("blade", bonus=2)), "blade", "statue")
    assert view(s, "statue")["might"] is None
    assert view(s, "statue")["attachments"] == ["blade"]


def test_703_buff_and_bonus_add_up():
    """703, 477.3: each buff is +1 Might, added to printed Might and the Might Bonus."""
    s = attach(game(unit("garen", might=2), gear("blade", bonus=3)), "blade", "garen")
    s, _ = accept(s, {"type": "buff", "player": "A", "object": "garen"})
    assert view(s, "garen")["might"] == 6


# --- 434.1.f-g, 434.4-434.5: attaching ------------------------------------------------------


def test_434_1_f_attaching_to_a_new_host_detaches_from_the_old():
    """434.1.f, 718.5.d (GEAR-04, GEAR-23): one host at a time; the old host loses the card,
    its bonus and its top-most status (435.1.b.2, 719.2)."""
    s = attach(game(unit("garen", might=4), unit("lux", might=2), gear("blade", bonus=2)), "blade", "garen")
    s, events = accept(s, {"type": "attach", "player": "A", "object": "blade", "to": "lux"})
    kinds = [e["type"] for e in events]
    assert kinds.index("detach") < kinds.index("attach")
    assert [(e["object"], e["from"]) for e in of_type(events, "detach")] == [("blade", "garen")]
    assert [(e["object"], e["to"]) for e in of_type(events, "attach")] == [("blade", "lux")]
    assert obj(s, "blade")["attached_to"] == "lux"
    assert view(s, "garen")["might"] == 4 and view(s, "lux")["might"] == 4
    assert view(s, "garen")["attachments"] == [] and view(s, "garen")["top_most"] is False
    assert view(s, "lux")["attachments"] == ["blade"]


def test_434_1_g_reattaching_to_the_same_host_does_nothing():
    """434.1.g-h (GEAR-24): attaching a card to the host it is already attached to does
    nothing at all: no detach, no attach, no event; the state is identical."""
    s = attach(game(unit("garen", might=4), gear("blade", bonus=2, exhausted=True)), "blade", "garen")
    before = oracle.dumps(s)
    s2, events = accept(s, {"type": "attach", "player": "A", "object": "blade", "to": "garen"})
    assert events == []
    assert oracle.dumps(s2) == before


def test_434_4_attaching_from_another_location_relocates_without_moving_or_readying():
    """434.4-434.4.a, 434.5 (GEAR-34): the card takes its new host's location; that is not a
    move, and it keeps its exhausted state."""
    s = game(unit("garen", might=4, at="battlefield:bf1"), gear("blade", bonus=2, exhausted=True))
    s, events = accept(s, {"type": "attach", "player": "A", "object": "blade", "to": "garen"})
    assert obj(s, "blade")["location"] == "battlefield:bf1"
    assert obj(s, "blade")["attached_to"] == "garen"
    assert obj(s, "blade").get("exhausted") is True
    assert of_type(events, "move") == [] and of_type(events, "ready") == []
    assert of_type(events, "recall") == []  # attached gear at a battlefield stays there (323.7)


def test_434_5_attaching_changes_neither_cards_ready_state():
    """434.5, 719.4 (GEAR-14): an exhausted host stays exhausted and a ready card stays ready."""
    s = game(unit("garen", might=4, exhausted=True), gear("blade", bonus=2))
    s, events = accept(s, {"type": "attach", "player": "A", "object": "blade", "to": "garen"})
    assert obj(s, "garen").get("exhausted") is True
    assert obj(s, "blade").get("exhausted", False) is False
    assert of_type(events, "ready") == [] and of_type(events, "exhaust") == []


def test_434_1_e_attached_cards_printed_rules_text_is_inactive_and_effect_text_goes_to_the_host():
    """434.1.c, 434.1.e, 136.2.c, 191.4.a (GEAR-02, GEAR-13): while attached, the card's rules
    text box is inactive, its effect text is active, and the host has that effect text as an
    ability controlled by the host's controller."""
    s = game(unit("garen", owner="B", controller="A", might=4), angel(owner="A"))
    s = attach(s, "angel", "garen")
    v = view(s, "angel")
    assert v["text_boxes"] == {"rules": False, "effect": True}
    granted = [a for a in view(s, "garen")["abilities"] if a["from"] == "angel"]
    assert len(granted) == 1 and granted[0]["controller"] == "A" and granted[0].get("active", True) is True
    assert "kill Guardian Angel instead" in granted[0]["text"]


def test_818_3_a_unit_carrying_only_non_equipment_gear_is_top_most_but_not_equipped():
    """717, 719.2, 818.3-818.3.b: any attached card makes its host top-most; "equipped" needs an
    Equipment (a gear with the Equipment tag, 150) among them."""
    plain = _obj("totem", {"type": "gear", "name": "Totem"}, "A", None, {})
    s = attach(game(unit("garen", might=4), plain), "totem", "garen")
    v = view(s, "garen")
    assert (v["top_most"], v["equipped"], v["attachments"]) == (True, False, ["totem"])
    assert view(s, "totem")["top_most"] is False


def test_434_1_f_moving_to_a_host_elsewhere_detaches_then_relocates_without_moving():
    """434.1.f, 434.4, 434.5: re-attaching to a host at another location detaches from the old one,
    relocates the card without a move, and keeps it exhausted; the old host loses the bonus."""
    s = game(unit("garen", might=4), unit("lux", might=2, at="battlefield:bf2"), gear("blade", bonus=3))
    s = attach(s, "blade", "garen")
    s, _ = accept(s, {"type": "exhaust", "player": "A", "object": "blade"})
    s, events = accept(s, {"type": "attach", "player": "A", "object": "blade", "to": "lux"})
    b = obj(s, "blade")
    assert (b["location"], b["attached_to"], b.get("exhausted")) == ("battlefield:bf2", "lux", True)
    assert of_type(events, "move") == [] and of_type(events, "recall") == [] and of_type(events, "ready") == []
    assert (view(s, "garen")["might"], view(s, "lux")["might"]) == (4, 5)


def test_718_5_f_control_of_host_and_attachment_are_separate():
    """718.5.e-g, 191.4.a (GEAR-11, GEAR-12, GEAR-13): B taking A's equipped unit does not take
    the Equipment; the bonus keeps applying, and the granted ability is now B's."""
    s = attach(game(unit("garen", might=4), angel()), "angel", "garen")
    s, events = accept(s, {"type": "change_control", "player": "B", "object": "garen", "to": "B"})
    assert obj(s, "garen")["controller"] == "B"
    assert obj(s, "angel").get("controller", obj(s, "angel")["owner"]) == "A"
    assert obj(s, "angel")["attached_to"] == "garen"
    assert view(s, "garen")["might"] == 5
    granted = [a for a in view(s, "garen")["abilities"] if a["from"] == "angel"]
    assert [a["controller"] for a in granted] == ["B"]
    assert [e["object"] for e in of_type(events, "control_changed")] == ["garen"]


# --- 435: detaching -------------------------------------------------------------------------


def test_435_1_a_1_detaching_an_unattached_card_does_nothing():
    """435.1.a-a.1: detach applies only to attached cards; for any other it does nothing."""
    s = game(unit("garen", might=4), gear("blade", bonus=2))
    before = oracle.dumps(s)
    s2, events = accept(s, {"type": "detach", "player": "A", "object": "blade"})
    assert events == []
    assert oracle.dumps(s2) == before


def test_435_4_detached_card_stays_at_the_hosts_location_with_its_ready_state():
    """435.4, 435.1.d-e (GEAR-35): detaching removes the bonus and the granted text but leaves the
    card where the host is, exhausted or ready as it was."""
    s = game(unit("garen", owner="B", might=4), angel(owner="B", exhausted=True), players=("A", "B"),
             turn={"number": 2, "active_player": "B", "phase": "main"})
    s = attach(s, "angel", "garen", player="B")
    s, events = accept(s, {"type": "detach", "player": "B", "object": "angel"})
    assert [(e["object"], e["from"]) for e in of_type(events, "detach")] == [("angel", "garen")]
    assert obj(s, "angel")["location"] == "base:B"
    assert "attached_to" not in obj(s, "angel")
    assert obj(s, "angel").get("exhausted") is True
    assert view(s, "garen")["might"] == 4
    assert [a for a in view(s, "garen")["abilities"] if a["from"] == "angel"] == []
    assert view(s, "garen")["top_most"] is False
    assert of_type(events, "recall") == [] and of_type(events, "move") == []


def test_435_4_a_gear_detached_at_a_battlefield_is_recalled_to_its_controllers_base_unreadied():
    """435.4.a, 457.1, 323.7, 458.1: detached non-unit gear at a battlefield is recalled by the
    next cleanup to its controller's (not its owner's) base; the recall is not a move and does
    not ready it."""
    s = game(unit("garen", might=4, at="battlefield:bf2"),
             gear("blade", owner="B", controller="A", bonus=2, at="battlefield:bf2", exhausted=True))
    s = attach(s, "blade", "garen")
    s, events = accept(s, {"type": "detach", "player": "A", "object": "blade"})
    assert obj(s, "blade")["location"] == "base:A"
    assert obj(s, "blade").get("exhausted") is True
    assert [(e["object"], e["to"]) for e in of_type(events, "recall")] == [("blade", "base:A")]
    assert of_type(events, "move") == [] and of_type(events, "ready") == []


# --- 446, 718.5.c, 355.4.a, 449.2: moving ---------------------------------------------------


def test_718_5_c_an_attached_card_cannot_move_alone():
    """446.1, 718.5.c (GEAR-33): an attached card cannot be moved on its own."""
    s = attach(game(unit("garen", might=4), gear("blade", bonus=2)), "blade", "garen")
    reject(s, {"type": "move", "player": "A", "objects": ["blade"], "to": "battlefield:bf1"}, "cannot_move")


def test_718_5_c_moving_host_and_attachment_together_is_still_rejected():
    """718.5.c: naming the attached card in a move is illegal even when its host moves with it;
    nothing moves (a rejected action changes nothing)."""
    s = attach(game(unit("garen", might=4), gear("blade", bonus=2)), "blade", "garen")
    reject(s, {"type": "move", "player": "A", "objects": ["garen", "blade"], "to": "battlefield:bf1"},
           "cannot_move")


@pytest.mark.parametrize("where", ["battlefield:bf1", "base:A"])
def test_355_4_a_moving_to_where_it_already_is_is_illegal(where):
    """355.4.a, 447: a move's destination must differ from the current location."""
    s = game(unit("garen", might=4, at=where))
    reject(s, {"type": "move", "player": "A", "objects": ["garen"], "to": where}, "illegal_destination")


def test_449_2_no_move_to_a_battlefield_holding_units_of_two_other_players():
    """449.2: no unit may move to a battlefield that already holds units of two other players."""
    s = game(unit("a1", owner="A"), unit("b1", owner="B", at="battlefield:bf1"),
             unit("c1", owner="C", at="battlefield:bf1"), players=("A", "B", "C"))
    reject(s, {"type": "move", "player": "A", "objects": ["a1"], "to": "battlefield:bf1"}, "illegal_destination")


def test_449_2_units_of_one_other_player_or_of_the_mover_do_not_block():
    """449.2 counter-cases: one other player's units do not block; the mover's own units at the
    battlefield are not 'other players'."""
    s = game(unit("a1", owner="A"), unit("a2", owner="A", at="battlefield:bf1"),
             unit("b1", owner="B", at="battlefield:bf1"), unit("c1", owner="C", at="battlefield:bf2"),
             players=("A", "B", "C"))
    s, events = accept(s, {"type": "move", "player": "A", "objects": ["a1"], "to": "battlefield:bf1"})
    assert obj(s, "a1")["location"] == "battlefield:bf1"
    assert [(e["object"], e["from"], e["to"]) for e in of_type(events, "move")] == [
        ("a1", "base:A", "battlefield:bf1")]


def _exchange_with(garen_at: str, *others: dict) -> tuple[oracle.GameState, list[dict]]:
    """Azir, Ascendant (SFD-050) at bf1 exchanges places with A's unit at ``garen_at``."""
    azir = {"id": "azir", "card": {"name": "Azir, Ascendant", "set": "SFD-050"}, "owner": "A", "zone": "board",
            "location": "battlefield:bf1"}
    s = game(azir, unit("garen", at=garen_at), *others, players=("A", "B", "C"), pools={"A": {"power": {"calm": 1}}})
    s, _ = accept(s, {"type": "activate", "player": "A", "object": "azir", "ability": "azir-ascendant",
                      "targets": ["garen"]})
    return accept(s, {"type": "resolve", "player": "A"})


def test_447_2_c_a_required_move_to_a_battlefield_449_2_forbids_is_a_recall_instead():
    """447.2.c with 449.2: Azir's "move it to my original location" would take garen to bf1, which
    holds units of B and of C, two players other than A: garen is recalled instead (a recall, not a
    move, 455), while Azir's own move to bf2 happens."""
    s, events = _exchange_with("battlefield:bf2", unit("b1", owner="B", at="battlefield:bf1"),
                               unit("c1", owner="C", at="battlefield:bf1"))
    assert (obj(s, "azir")["location"], obj(s, "garen")["location"]) == ("battlefield:bf2", "base:A")
    assert [e["object"] for e in of_type(events, "move")] == ["azir"]
    assert [(e["object"], e["to"]) for e in of_type(events, "recall")] == [("garen", "base:A")]


def test_447_2_c_one_other_player_at_the_battlefield_does_not_stop_the_required_move():
    """The counter-case: only B has units at bf1, so garen may go there, and moves (449.2)."""
    s, events = _exchange_with("battlefield:bf2", unit("b1", owner="B", at="battlefield:bf1"),
                               unit("c1", owner="C", at="battlefield:bf2"))
    assert (obj(s, "azir")["location"], obj(s, "garen")["location"]) == ("battlefield:bf2", "battlefield:bf1")
    assert of_type(events, "recall") == []


def test_725_1_azir_taking_shady_spectacles_makes_the_spectacles_choice_as_they_are_attached():
    """725.1: "As this is attached to a unit, choose another friendly unit" applies during the
    attach whatever attaches the card, Azir, Ascendant's "you may attach one of its Equipment to
    me" included: the resolve names the Equipment, then the unit the Spectacles' text chooses. The
    Spectacles leave soldier first (434.1.f), ending its copy of hulk, so Azir becomes a copy of
    soldier itself: Might 2, not hulk's 6 (477.1.b)."""
    azir = {"id": "azir", "card": {"name": "Azir, Ascendant", "set": "SFD-050"}, "owner": "A", "zone": "board",
            "location": "battlefield:bf1"}
    specs = {"id": "specs", "card": {"name": "Shady Spectacles", "set": "VEN-137"}, "owner": "A", "zone": "board",
             "location": "base:A"}
    s = game(azir, unit("soldier", might=2), unit("hulk", might=6), specs, pools={"A": {"power": {"calm": 1}}})
    s, _ = accept(s, {"type": "attach", "player": "A", "object": "specs", "to": "soldier",
                      "choices": {"chosen": ["hulk"]}})
    s, _ = accept(s, {"type": "activate", "player": "A", "object": "azir", "ability": "azir-ascendant",
                      "targets": ["soldier"]})
    reject(s, {"type": "resolve", "player": "A", "choices": {"chosen": ["specs"]}}, "illegal_target")
    s, events = accept(s, {"type": "resolve", "player": "A", "choices": {"chosen": ["specs", "soldier"]}})
    assert obj(s, "specs")["attached_to"] == "azir"
    assert (view(s, "azir")["copy_of"], view(s, "azir")["might"]) == ("soldier", 2)
    assert (view(s, "soldier")["copy_of"], view(s, "soldier")["might"]) == (None, 2)
    assert [e["of"] for e in of_type(events, "copy_began")] == ["soldier"]


def test_725_1_azir_taking_an_equipment_that_asks_no_choice_refuses_a_second_pick():
    """The counter-case: a plain Equipment's attach asks for no choice, so a second pick after it
    is refused (725.1), as for Weaponmaster."""
    azir = {"id": "azir", "card": {"name": "Azir, Ascendant", "set": "SFD-050"}, "owner": "A", "zone": "board",
            "location": "battlefield:bf1"}
    s = game(azir, unit("soldier", might=2), unit("hulk", might=6), gear("blade"),
             pools={"A": {"power": {"calm": 1}}})
    s = attach(s, "blade", "soldier")
    s, _ = accept(s, {"type": "activate", "player": "A", "object": "azir", "ability": "azir-ascendant",
                      "targets": ["soldier"]})
    reject(s, {"type": "resolve", "player": "A", "choices": {"chosen": ["blade", "hulk"]}}, "illegal_target")


def test_449_2_only_units_count_not_other_players_gear():
    """449.2: the limit counts units of other players; C's Equipment attached to B's unit there
    does not make C a player with units at that battlefield."""
    s = game(unit("a1", owner="A"), unit("b1", owner="B", at="battlefield:bf1"),
             gear("c-blade", owner="C", at="battlefield:bf1"), players=("A", "B", "C"))
    s = attach(s, "c-blade", "b1")
    s, _ = accept(s, {"type": "move", "player": "A", "objects": ["a1"], "to": "battlefield:bf1"})
    assert obj(s, "a1")["location"] == "battlefield:bf1"


def test_144_3_several_units_move_as_one_action_from_different_origins():
    """144.3, 446.1: several units may move as one action to one destination from different
    origins; each one moves (one move event each); their attachments follow without moving."""
    s = game(unit("a1"), unit("a2", at="battlefield:bf2"), gear("blade", bonus=1, at="battlefield:bf2"))
    s = attach(s, "blade", "a2")
    s, events = accept(s, {"type": "move", "player": "A", "objects": ["a1", "a2"], "to": "battlefield:bf1"})
    assert sorted((e["object"], e["from"]) for e in of_type(events, "move")) == [
        ("a1", "base:A"), ("a2", "battlefield:bf2")]
    assert obj(s, "blade")["location"] == "battlefield:bf1"


# --- 455-458, 719.3: recall, attachments follow ---------------------------------------------


def test_456_recall_is_not_a_move_and_keeps_damage_statuses_and_exhaustion():
    """455-456, 458-458.1: a recall sends a permanent to its controller's base; it is not a move,
    it does not ready it, and damage, counters and statuses stay."""
    s = game(unit("garen", owner="B", controller="A", might=5, at="battlefield:bf1", exhausted=True, damage=2,
                  counters={"buff": 1}, states=["stunned"]))
    s, events = accept(s, {"type": "recall", "player": "A", "object": "garen"})
    o = obj(s, "garen")
    assert o["location"] == "base:A"
    assert (o.get("exhausted"), o.get("damage"), o.get("counters"), o.get("states")) == (
        True, 2, {"buff": 1}, ["stunned"])
    assert of_type(events, "move") == [] and of_type(events, "ready") == []
    assert [(e["object"], e["to"]) for e in of_type(events, "recall")] == [("garen", "base:A")]


def test_719_3_attachments_follow_a_move_without_moving():
    """719.3, 446.1 (GEAR-31, GEAR-32): attached cards go with the host; only the host moves."""
    s = game(unit("garen", might=4), gear("blade", bonus=2, exhausted=True), gear("plate", bonus=1))
    s = attach(attach(s, "blade", "garen"), "plate", "garen")
    s, events = accept(s, {"type": "move", "player": "A", "objects": ["garen"], "to": "battlefield:bf2"})
    assert [e["object"] for e in of_type(events, "move")] == ["garen"]
    for card in ("blade", "plate"):
        assert obj(s, card)["location"] == "battlefield:bf2"
        assert obj(s, card)["attached_to"] == "garen"
    assert obj(s, "blade").get("exhausted") is True  # 719.4: the host's move does nothing else to it
    assert of_type(events, "recall") == []  # still attached: not recalled by the cleanup


def test_719_3_a_attachments_follow_a_recall():
    """719.3-719.3.a (GEAR-39): recalling the host takes its attachments to base, still attached,
    without a move."""
    s = game(unit("darius", owner="B", might=3, at="battlefield:bf2"),
             gear("axe", owner="B", bonus=1, at="battlefield:bf2"), gear("plate", owner="B", bonus=2,
                                                                         at="battlefield:bf2"),
             turn={"number": 4, "active_player": "B", "phase": "main"})
    s = attach(attach(s, "axe", "darius", "B"), "plate", "darius", "B")
    s, events = accept(s, {"type": "recall", "player": "B", "object": "darius"})
    assert [e["object"] for e in of_type(events, "recall")] == ["darius"]
    assert of_type(events, "move") == []
    for card in ("axe", "plate"):
        assert (obj(s, card)["location"], obj(s, card)["attached_to"]) == ("base:B", "darius")
    assert view(s, "darius")["might"] == 6


# --- 719.5: the host leaves the board -------------------------------------------------------


def test_719_5_a_killed_hosts_attachments_detach_and_stay_on_the_board():
    """719.5, 435.4.b (GEAR-36, GEAR-38): B's unit at a battlefield carrying A's Equipment is
    killed: the Equipment detaches, does not go to the trash, and the cleanup recalls it to its
    own controller's base (A's), without readying it."""
    s = game(unit("darius", owner="B", might=3, at="battlefield:bf1"),
             gear("blade", owner="A", bonus=2, at="battlefield:bf1", exhausted=True))
    s = attach(s, "blade", "darius")
    s, events = accept(s, {"type": "kill", "player": "A", "object": "darius"})
    assert obj(s, "darius")["zone"] == "trash"
    blade = obj(s, "blade")
    assert (blade["zone"], blade["location"], blade.get("exhausted")) == ("board", "base:A", True)
    assert "attached_to" not in blade
    assert [(e["object"], e["from"]) for e in of_type(events, "detach")] == [("blade", "darius")]
    assert [e["object"] for e in of_type(events, "kill")] == ["darius"]
    assert [(e["object"], e["to"]) for e in of_type(events, "recall")] == [("blade", "base:A")]


def test_719_5_attachments_of_a_banished_host_stay_at_its_location():
    """719.5, 435.4.b, 427.2.a: banishing the host detaches its attachments, which stay where it
    was (in base, so no recall); banishing is not a kill."""
    s = attach(game(unit("garen", might=4), gear("blade", bonus=2)), "blade", "garen")
    s, events = accept(s, {"type": "banish", "player": "B", "object": "garen"})
    assert obj(s, "garen")["zone"] == "banishment"
    assert (obj(s, "blade")["zone"], obj(s, "blade")["location"]) == ("board", "base:A")
    assert "attached_to" not in obj(s, "blade")
    assert of_type(events, "kill") == []


@pytest.mark.parametrize("order", [["x", "y", "z"], ["z", "x", "y"], ["y", "z", "x"]])
def test_719_5_a_the_hosts_controller_chooses_the_detach_order(order):
    """719.5.a (GEAR-37): the order of the detachments is the one the host's controller chose."""
    s = game(unit("garen", might=4), gear("x"), gear("y", bonus=2), gear("z", bonus=0))
    for card in ("x", "y", "z"):
        s = attach(s, card, "garen")
    s, events = accept(s, {"type": "kill", "player": "A", "object": "garen", "choices": {"detach_order": order}})
    assert [e["object"] for e in of_type(events, "detach")] == order
    assert all(obj(s, c)["zone"] == "board" and "attached_to" not in obj(s, c) for c in order)


@pytest.mark.parametrize("order", [["x"], ["x", "x"], ["x", "y", "blade"], ["x", "y", "y"], []])
def test_719_5_a_an_invalid_detach_order_is_rejected(order):
    """719.5.a: the order names each attached card exactly once; anything else is not a legal
    choice and the kill does not happen."""
    s = game(unit("garen", might=4), gear("x"), gear("y", bonus=2), gear("blade", at="battlefield:bf1"))
    s = attach(attach(s, "x", "garen"), "y", "garen")
    reject(s, {"type": "kill", "player": "A", "object": "garen", "choices": {"detach_order": order}},
           "illegal_target")


# --- 124.1: a new object --------------------------------------------------------------------


def test_124_1_a_killed_unit_loses_damage_counters_states_exhaustion_and_its_controller():
    """124.1, 056, 428.2, 748: the killed unit goes to its owner's trash as a new object: no
    location, no damage, no counters, no statuses, not exhausted, controlled by its owner."""
    card = {"type": "unit", "name": "Borrowed", "might": 6}
    s = game({"id": "u", "card": card, "owner": "A", "controller": "B", "zone": "board",
              "location": "battlefield:bf1", "exhausted": True, "damage": 2, "counters": {"buff": 1},
              "states": ["empowered", "stunned"]})
    s, events = accept(s, {"type": "kill", "player": "B", "object": "u"})
    assert obj(s, "u") == {"id": "u", "card": card, "owner": "A", "zone": "trash",
                           "incarnation": 1}
    assert [(e["object"], e.get("responsible")) for e in of_type(events, "kill")] == [("u", "B")]  # 411.1


def test_124_1_a_banished_card_also_becomes_a_new_object():
    """124.1, 427.1: banishment is a non-board zone too; everything temporary is lost."""
    card = {"type": "unit", "name": "Exiled", "might": 2}
    s = game({"id": "u", "card": card, "owner": "B", "controller": "A", "zone": "board", "location": "base:A",
              "exhausted": True, "damage": 1, "counters": {"buff": 1}, "states": ["stunned"]})
    s, _ = accept(s, {"type": "banish", "player": "A", "object": "u"})
    assert obj(s, "u") == {"id": "u", "card": card, "owner": "B", "zone": "banishment",
                           "incarnation": 1}


# --- 142.4, 417.1.e: damage and lethal damage -----------------------------------------------


@pytest.mark.parametrize(("might", "amount", "dies"), [(3, 3, True), (3, 4, True), (3, 2, False), (0, 1, True),
                                                       (1, 1, True), (5, 4, False), (-1, 1, True)])
def test_142_4_lethal_damage_is_non_zero_and_at_least_might(might, amount, dies):
    """142.4.a-b, 323.5: marked damage that is non-zero and at least the unit's current Might is
    lethal; the cleanup kills the unit. A 0-Might unit dies to 1 damage."""
    s = game(unit("u", owner="B", might=might, at="battlefield:bf1"))
    s, events = accept(s, {"type": "deal_damage", "player": "A", "amount": amount, "to": "u"})
    assert [(e["object"], e["amount"]) for e in of_type(events, "damage")] == [("u", amount)]
    if dies:
        assert obj(s, "u")["zone"] == "trash"
        kills = of_type(events, "kill")
        assert [(e["object"], e.get("responsible")) for e in kills] == [("u", "A")]  # 428.5.c.1
    else:
        assert (obj(s, "u")["zone"], obj(s, "u")["damage"]) == ("board", amount)
        assert of_type(events, "kill") == []


def test_142_4_a_a_zero_might_unit_without_damage_survives_every_cleanup():
    """142.4.a: zero damage is never lethal, even on a 0-Might unit; a cleanup runs after every
    action (319) and must not kill it."""
    s = game(unit("wisp", might=0), unit("garen", might=4))
    s, events = accept(s, {"type": "exhaust", "player": "A", "object": "garen"})
    assert obj(s, "wisp")["zone"] == "board"
    assert of_type(events, "kill") == []


def test_142_4_a_lethal_damage_counts_the_might_bonus():
    """142.4.a, 434.1.d: lethal is measured against current Might, bonus included."""
    s = attach(game(unit("garen", might=2), gear("blade", bonus=2)), "blade", "garen")
    s, events = accept(s, {"type": "deal_damage", "player": "B", "amount": 3, "to": "garen"})
    assert obj(s, "garen")["zone"] == "board" and obj(s, "garen")["damage"] == 3
    assert of_type(events, "kill") == []


def test_423_1_c_a_stunned_unit_still_needs_damage_equal_to_its_full_might():
    """423.1.c, 142.4.a: stun does not lower the lethal threshold."""
    s = game(unit("garen", might=4, states=["stunned"]))
    s, _ = accept(s, {"type": "deal_damage", "player": "B", "amount": 3, "to": "garen"})
    assert obj(s, "garen")["zone"] == "board"


def test_428_killing_an_attached_equipment_takes_its_bonus_from_the_host():
    """428.2, 124.1, 435.1.e: a killed attached Equipment goes to the trash as a new object, no
    longer attached; its host loses the bonus and stays on the board."""
    s = attach(game(unit("garen", might=4), gear("blade", bonus=2, exhausted=True)), "blade", "garen")
    s, events = accept(s, {"type": "kill", "player": "B", "object": "blade"})
    assert obj(s, "blade") == {"id": "blade", "card": obj(s, "blade")["card"], "owner": "A", "zone": "trash",
                                 "incarnation": 1}
    assert obj(s, "garen")["zone"] == "board"
    assert (view(s, "garen")["might"], view(s, "garen")["attachments"]) == (4, [])
    assert [e["object"] for e in of_type(events, "kill")] == ["blade"]


def test_142_4_b_lowering_might_makes_marked_damage_lethal():
    """142.4.b: lowering Might (here by detaching a Might Bonus) can make damage already marked
    lethal; the next cleanup kills the unit."""
    s = game(unit("garen", might=2, damage=3), gear("blade", bonus=2))
    s = attach(s, "blade", "garen")
    assert obj(s, "garen")["zone"] == "board"
    s, events = accept(s, {"type": "detach", "player": "A", "object": "blade"})
    assert obj(s, "garen")["zone"] == "trash"
    assert [e["object"] for e in of_type(events, "kill")] == ["garen"]


def test_417_1_e_zero_damage_is_not_dealt():
    """417.1.e-e.1: only a positive amount is dealt; a zero deal does not happen (no event)."""
    s = game(unit("garen", might=4))
    before = oracle.dumps(s)
    s2, events = accept(s, {"type": "deal_damage", "player": "B", "amount": 0, "to": "garen"})
    assert events == [] and oracle.dumps(s2) == before


def test_142_4_damage_on_several_units_is_kept_apart():
    """142, 417.1.b: damage is marked per unit; each unit's lethal check uses its own damage."""
    s = game(unit("a", might=2), unit("b", might=2))
    s, _ = accept(s, {"type": "deal_damage", "player": "B", "amount": 1, "to": "a"})
    s, _ = accept(s, {"type": "deal_damage", "player": "B", "amount": 1, "to": "b"})
    s, _ = accept(s, {"type": "deal_damage", "player": "B", "amount": 1, "to": "a"})
    assert obj(s, "a")["zone"] == "trash"
    assert (obj(s, "b")["zone"], obj(s, "b")["damage"]) == ("board", 1)


# --- 323.7: corrective recalls --------------------------------------------------------------


def test_323_7_unattached_gear_at_a_battlefield_is_recalled_to_its_controllers_base():
    """323.7, 149.3, 457.1, 458.1: the cleanup after any action recalls unattached non-unit gear
    at a battlefield to its controller's base, without readying it."""
    s = game(unit("garen", might=4),
             gear("blade", owner="A", controller="B", at="battlefield:bf1", exhausted=True))
    s, events = accept(s, {"type": "exhaust", "player": "A", "object": "garen"})
    assert obj(s, "blade")["location"] == "base:B"
    assert obj(s, "blade").get("exhausted") is True
    assert [(e["object"], e["to"]) for e in of_type(events, "recall")] == [("blade", "base:B")]
    assert of_type(events, "move") == []


def test_323_7_a_unit_in_a_base_other_than_its_controllers_is_recalled():
    """323.7, 191: B gains control of A's unit in A's base; the cleanup recalls it to B's base,
    keeping its damage and exhaustion (458)."""
    s = game(unit("garen", owner="A", might=4, exhausted=True, damage=1))
    s, events = accept(s, {"type": "change_control", "player": "B", "object": "garen", "to": "B"})
    assert obj(s, "garen")["location"] == "base:B"
    assert (obj(s, "garen").get("exhausted"), obj(s, "garen").get("damage")) == (True, 1)
    assert [(e["object"], e["to"]) for e in of_type(events, "recall")] == [("garen", "base:B")]
    assert of_type(events, "move") == []


def test_323_7_gear_in_a_foreign_base_is_recalled_once_detached():
    """323.7, 435.4: A's Equipment detached from B's unit in B's base stays there (435.4), then the
    cleanup recalls it to A's base, since it sits in a base other than its controller's."""
    s = game(unit("darius", owner="B", might=3), gear("blade", owner="A", at="base:B"))
    s, _ = accept(s, {"type": "attach", "player": "A", "object": "blade", "to": "darius"})
    s, events = accept(s, {"type": "detach", "player": "A", "object": "blade"})
    assert obj(s, "blade")["location"] == "base:A"
    assert [(e["object"], e["to"]) for e in of_type(events, "recall")] == [("blade", "base:A")]


def test_323_7_units_at_battlefields_and_attached_gear_stay():
    """323.7: units at battlefields, gear attached to them, and gear in its controller's base are
    not corrected by the cleanup."""
    s = game(unit("garen", might=4, at="battlefield:bf1"), gear("blade", at="battlefield:bf1"), gear("spare"),
             unit("idle", might=1))
    s = attach(s, "blade", "garen")
    s, events = accept(s, {"type": "exhaust", "player": "A", "object": "idle"})
    assert of_type(events, "recall") == []
    assert obj(s, "garen")["location"] == obj(s, "blade")["location"] == "battlefield:bf1"
    assert obj(s, "spare")["location"] == "base:A"


def test_323_7_a_rune_at_a_battlefield_is_recalled():
    """323.7 (notes section 6, step 5): corrective recalls cover unattached non-unit gear *and
    non-unit runes* at battlefields."""
    s = game(unit("garen", might=4), _obj("r1", {"type": "rune", "name": "Calm Rune"}, "A", "battlefield:bf1", {}))
    s, _ = accept(s, {"type": "exhaust", "player": "A", "object": "garen"})
    assert obj(s, "r1")["location"] == "base:A"


def test_323_6_a_player_with_no_units_at_a_battlefield_they_control_loses_control():
    """323.6, 190.4.c: in an Open State (empty chain, no showdown or combat), a player with no
    units at a battlefield they control loses control of it at the next cleanup."""
    doc = oracle.dump_state(game(unit("garen", might=4), unit("darius", owner="B", might=2, at="battlefield:bf2")))
    doc["battlefields"] = [{"id": "bf1", "controller": "A"}, {"id": "bf2", "controller": "B"}]
    s, _ = accept(oracle.load_state(doc), {"type": "exhaust", "player": "A", "object": "garen"})
    assert oracle.dump_state(s)["battlefields"] == [{"id": "bf1"}, {"id": "bf2", "controller": "B"}]


# --- 414, 415, 702.3: doing it again does nothing -------------------------------------------


@pytest.mark.parametrize(("action", "exhausted"), [("exhaust", True), ("ready", False)])
def test_414_1_b_and_415_1_b_exhausting_an_exhausted_or_readying_a_ready_object_does_nothing(action, exhausted):
    """414.1.b-c, 415.1.b-c: an exhausted object can't be exhausted again, a ready one can't be
    readied again; the instruction does nothing (no event)."""
    s = game(unit("garen", might=4, **({"exhausted": True} if exhausted else {})), gear("blade", exhausted=exhausted))
    for target in ("garen", "blade"):
        before = oracle.dumps(s)
        s2, events = accept(s, {"type": action, "player": "A", "object": target})
        assert events == [] and oracle.dumps(s2) == before


def test_719_4_exhausting_the_host_does_not_exhaust_its_attachment():
    """719.4-719.4.a (GEAR-14, GEAR-15): host and attachments are exhausted, readied and stunned
    separately."""
    s = attach(game(unit("garen", might=4), gear("blade")), "blade", "garen")
    s, events = accept(s, {"type": "exhaust", "player": "A", "object": "garen"})
    s, _ = accept(s, {"type": "stun", "player": "B", "object": "garen"})
    assert [e["object"] for e in of_type(events, "exhaust")] == ["garen"]
    assert obj(s, "blade").get("exhausted", False) is False
    assert "states" not in obj(s, "blade")
    assert obj(s, "garen")["states"] == ["stunned"]


def test_702_3_a_second_buff_does_nothing():
    """702.3-702.3.a, 426.1.b: a unit holds at most one buff; buffing a buffed unit places no
    counter and causes no event."""
    s = game(unit("garen", might=4))
    s, events = accept(s, {"type": "buff", "player": "A", "object": "garen"})
    assert [(e["object"], e["counter"]) for e in of_type(events, "counter_placed")] == [("garen", "buff")]
    before = oracle.dumps(s)
    s2, events = accept(s, {"type": "buff", "player": "A", "object": "garen"})
    assert events == [] and oracle.dumps(s2) == before
    assert obj(s2, "garen")["counters"] == {"buff": 1}
    assert view(s2, "garen")["might"] == 5


# --- Equip: 718.2, 721.2, 818.1.b, 151.2, 203, 359.3.e, 406 --------------------------------

POOL_G = {"A": {"power": {"calm": 1}}, "B": {"power": {"calm": 1}}}


def equip(oid: str, target: str, player: str = "A") -> dict:
    return {"type": "activate", "player": player, "object": oid, "ability": "equip", "targets": [target]}


def test_818_1_equip_pays_on_activation_and_attaches_on_resolution():
    """818.1.b, 203, 377.3 (GEAR-18, GEAR-19): activating Equip pays its cost ([G] for Guardian
    Angel) and puts it on the chain; nothing is attached until it resolves."""
    s = game(unit("garen", might=4, at="battlefield:bf1"), angel(), pools={"A": {"energy": 1, "power": {"calm": 2}}})
    s, events = accept(s, equip("angel", "garen"))
    assert oracle.dump_state(s)["players"][0]["pool"] == {"energy": 1, "power": {"calm": 1}}
    assert "attached_to" not in obj(s, "angel") and of_type(events, "attach") == []
    assert [(c["source"], c.get("targets")) for c in oracle.dump_state(s)["chain"]] == [("angel", ["garen"])]
    s, events = accept(s, {"type": "resolve", "player": "A"})
    assert (obj(s, "angel")["attached_to"], obj(s, "angel")["location"]) == ("garen", "battlefield:bf1")
    assert [(e["object"], e["to"]) for e in of_type(events, "attach")] == [("angel", "garen")]
    assert of_type(events, "move") == []
    assert "chain" not in oracle.dump_state(s)
    assert view(s, "garen")["might"] == 5


def test_135_any_power_in_an_equip_cost_is_paid_with_power_of_any_domain():
    """134.2, 203: [A] in a cost is Power of any domain."""
    s = game(unit("garen", might=4), gear("blade", equip={"power": {"any": 1}}), pools={"A": {"power": {"fury": 1}}})
    s, _ = accept(s, equip("blade", "garen"))
    assert "pool" not in oracle.dump_state(s)["players"][0]


def test_718_2_equip_of_attached_gear_is_inactive():
    """718.2, 721.2, 135.4 (GEAR-20): Equip is printed rules text, inactive while the card is
    attached; it cannot be activated to move the card to another unit. Nothing is paid."""
    s = game(unit("garen", might=4), unit("lux", might=2), angel(), pools=POOL_G)
    s = attach(s, "angel", "garen")
    reject(s, equip("angel", "lux"), "inactive_ability")
    equip_abilities = [a for a in view(s, "angel")["abilities"] if a.get("kind") == "activated"]
    assert len(equip_abilities) == 1 and equip_abilities[0]["active"] is False  # GEAR-08: still present


def test_818_1_b_equip_cannot_target_an_opponents_unit():
    """818.1.b: Equip attaches to "a unit you control"."""
    s = game(unit("garen", might=4), unit("darius", owner="B", might=3), angel(), pools=POOL_G)
    reject(s, equip("angel", "darius"), "illegal_target")


def test_818_1_b_equip_can_target_an_opponents_card_that_you_control():
    """818.1.b, 191: control, not ownership, decides "a unit you control"."""
    s = game(unit("darius", owner="B", controller="A", might=3), angel(), pools=POOL_G)
    s, _ = accept(s, equip("angel", "darius"))
    s, _ = accept(s, {"type": "resolve", "player": "A"})
    assert obj(s, "angel")["attached_to"] == "darius"


@pytest.mark.parametrize("target", ["angel", "blade", "lost"])
def test_818_1_b_equip_target_must_be_a_unit_on_the_board_and_not_itself(target):
    """818.1.b: the target is a unit you control on the board; an Equipment cannot equip itself,
    another gear, or a card in the trash."""
    s = game(unit("lost", zone="trash"), angel(), gear("blade"), pools=POOL_G)
    reject(s, equip("angel", target), "illegal_target")


def test_191_4_a_only_the_controller_of_equip_may_activate_it():
    """191.4.a, 818.1.b: B cannot activate A's Equipment's Equip."""
    s = game(unit("darius", owner="B", might=3), angel(owner="A"), pools=POOL_G,
             turn={"number": 2, "active_player": "B", "phase": "main"})
    result = reject(s, equip("angel", "darius", player="B"), "not_controller")
    assert result["reason"] == "not_controller"


@pytest.mark.parametrize("phase", ["awaken", "beginning", "channel", "draw", "ending"])
def test_151_2_equip_outside_the_main_phase_is_wrong_timing(phase):
    """151.2, 381: gear abilities are used in their controller's Main Phase."""
    s = game(unit("garen", might=4), angel(), pools=POOL_G, turn={"number": 3, "active_player": "A", "phase": phase})
    reject(s, equip("angel", "garen"), "wrong_timing")


def test_151_2_equip_on_an_opponents_turn_is_wrong_timing():
    """151.2: only in its controller's own turn (no Action or Reaction on Equip)."""
    s = game(unit("garen", might=4), angel(), pools=POOL_G, turn={"number": 4, "active_player": "B", "phase": "main"})
    reject(s, equip("angel", "garen"), "wrong_timing")


def test_151_2_equip_while_the_chain_is_not_empty_is_wrong_timing():
    """151.2, 328: gear abilities need an Open State; a pending chain item means a Closed State."""
    s = game(unit("garen", might=4), unit("lux", might=1), angel(), gear("blade", equip={"energy": 1}),
             pools={"A": {"energy": 1, "power": {"calm": 1}}})
    s, _ = accept(s, equip("blade", "lux"))
    reject(s, equip("angel", "garen"), "wrong_timing")


@pytest.mark.parametrize("pool", [None, {"energy": 5}, {"power": {"fury": 2, "order": 1}}])
def test_203_equip_with_an_unpaid_cost_is_rejected_and_the_pool_is_unchanged(pool):
    """203, 414.4: a cost that cannot be paid is not paid, and the ability is not activated.
    Guardian Angel's Equip costs [G] (Calm Power); Energy or other domains do not pay it."""
    s = game(unit("garen", might=4), angel(), pools={"A": pool} if pool else {})
    reject(s, equip("angel", "garen"), "unpaid_cost")


def test_359_3_e_equip_whose_target_is_no_longer_legal_does_nothing_and_the_cost_stays_paid():
    """359.3.e, 818.1.b, 203.2: B takes control of the target before Equip resolves; on
    resolution the target is illegal, nothing attaches, and the [G] paid is not refunded."""
    s = game(unit("garen", might=4), angel(), pools={"A": {"power": {"calm": 1}}})
    s, _ = accept(s, equip("angel", "garen"))
    s, _ = accept(s, {"type": "change_control", "player": "B", "object": "garen", "to": "B"})
    s, events = accept(s, {"type": "resolve", "player": "A"})
    assert of_type(events, "attach") == []
    assert "attached_to" not in obj(s, "angel")
    assert "pool" not in oracle.dump_state(s)["players"][0]
    assert "chain" not in oracle.dump_state(s)
    assert view(s, "garen")["might"] == 4


def test_359_3_e_equip_whose_target_left_the_board_does_nothing():
    """359.3.e: the target was killed before Equip resolves; nothing attaches."""
    s = game(unit("garen", might=4), angel(), pools={"A": {"power": {"calm": 1}}})
    s, _ = accept(s, equip("angel", "garen"))
    s, _ = accept(s, {"type": "kill", "player": "B", "object": "garen"})
    s, events = accept(s, {"type": "resolve", "player": "A"})
    assert of_type(events, "attach") == []
    assert "attached_to" not in obj(s, "angel") and obj(s, "angel")["location"] == "base:A"


def test_191_4_b_equip_keeps_its_controller_when_the_equipment_changes_hands():
    """191.4.b, 818.1.b: control of an ability already on the chain does not change with its
    source; "a unit you control" is read for A, who activated it, so the attach still happens."""
    s = game(unit("garen", might=4), angel(), pools={"A": {"power": {"calm": 1}}})
    s, _ = accept(s, equip("angel", "garen"))
    s, _ = accept(s, {"type": "change_control", "player": "B", "object": "angel", "to": "B"})
    s, events = accept(s, {"type": "resolve", "player": "A"})
    assert obj(s, "angel")["attached_to"] == "garen"
    assert [(e["object"], e["to"]) for e in of_type(events, "attach")] == [("angel", "garen")]


@pytest.mark.parametrize("targets", [[], ["garen", "lux"]])
def test_818_1_b_equip_takes_exactly_one_target(targets):
    """818.1.b: Equip chooses one unit."""
    s = game(unit("garen", might=4), unit("lux", might=1), angel(), pools=POOL_G)
    reject(s, {"type": "activate", "player": "A", "object": "angel", "ability": "equip", "targets": targets},
           "illegal_target")


def test_406_resolving_an_empty_chain_is_rejected():
    """406: all players passing resolves the top item; with no chain there is nothing to resolve."""
    reject(game(unit("garen", might=4)), {"type": "resolve", "player": "A"}, "nothing_to_resolve")


def test_359_2_d_playing_an_equipment_does_not_attach_it_and_it_enters_ready():
    """359.2.d, 149.1, 143.4 (GEAR-17): gear is played to its controller's base, ready and
    unattached; a unit enters exhausted. The cost is paid from the pool."""
    s = game(unit("garen", might=4), angel(zone="hand"), unit("lux", might=2, zone="hand"),
             pools={"A": {"energy": 4}})
    s, _ = accept(s, {"type": "play", "player": "A", "object": "angel"})
    a = obj(s, "angel")
    assert (a["zone"], a["location"], a.get("exhausted", False), a.get("attached_to")) == (
        "board", "base:A", False, None)
    assert oracle.dump_state(s)["players"][0]["pool"] == {"energy": 2}  # Guardian Angel costs [2]
    s, _ = accept(s, {"type": "play", "player": "A", "object": "lux"})
    assert (obj(s, "lux")["location"], obj(s, "lux").get("exhausted")) == ("base:A", True)


# --- 369-375: Guardian Angel (SFD-051) ------------------------------------------------------
# "If I would die, kill Guardian Angel instead. Heal me, exhaust me, and recall me."


def test_370_guardian_angel_replaces_the_hosts_death():
    """369-370.1.b, 136.2.d (GEAR-10): the host would die; instead Guardian Angel is killed and
    goes to its owner's trash, and the host is healed, exhausted and recalled (not moved) to its
    controller's base. The host never dies (no kill event for it)."""
    s = game(unit("garen", might=5, at="battlefield:bf1", damage=2, counters={"buff": 1}),
             angel(owner="B", controller="A", at="battlefield:bf1"))
    s = attach(s, "angel", "garen")
    s, events = accept(s, {"type": "kill", "player": "B", "object": "garen"})
    g = obj(s, "garen")
    assert (g["zone"], g["location"], g.get("damage", 0), g.get("exhausted")) == ("board", "base:A", 0, True)
    assert g.get("counters") == {"buff": 1}  # the host stays the same object
    a = obj(s, "angel")
    assert (a["zone"], a["owner"], a.get("controller", a["owner"])) == ("trash", "B", "B")
    assert [e["object"] for e in of_type(events, "kill")] == ["angel"]
    assert [(e["object"], e["by"]) for e in of_type(events, "replacement_applied")] == [("garen", "angel")]
    assert [e["object"] for e in of_type(events, "heal")] == ["garen"]
    assert [(e["object"], e["to"]) for e in of_type(events, "recall")] == [("garen", "base:A")]
    assert of_type(events, "move") == []
    assert view(s, "garen")["might"] == 6  # printed 5 + buff; the Angel's +1 left with it


def test_370_guardian_angel_recalls_the_host_to_its_controllers_base():
    """370, 455, 718.5.e (GEAR-10, GEAR-11): B controls A's unit carrying A's Guardian Angel;
    "recall me" sends it to B's base, its controller's."""
    s = game(unit("garen", owner="A", controller="B", might=3, at="battlefield:bf2"),
             angel(owner="A", at="battlefield:bf2"))
    s = attach(s, "angel", "garen")
    s, _ = accept(s, {"type": "kill", "player": "A", "object": "garen"})
    assert (obj(s, "garen")["location"], obj(s, "garen")["controller"]) == ("base:B", "B")
    assert obj(s, "angel")["zone"] == "trash"


def test_719_3_a_other_attachments_go_with_the_host_guardian_angel_saved():
    """370, 719.3.a: the host's other attachments stay attached and follow it to base; they are
    not moved, not detached and not killed."""
    s = game(unit("garen", might=3, at="battlefield:bf1"), angel(at="battlefield:bf1"),
             gear("blade", bonus=2, at="battlefield:bf1", exhausted=True))
    s = attach(attach(s, "blade", "garen"), "angel", "garen")
    s, events = accept(s, {"type": "kill", "player": "B", "object": "garen"})
    b = obj(s, "blade")
    assert (b["zone"], b["location"], b.get("attached_to"), b.get("exhausted")) == (
        "board", "base:A", "garen", True)
    assert "blade" not in [e["object"] for e in of_type(events, "detach")]
    assert of_type(events, "move") == []
    assert view(s, "garen")["might"] == 5


def test_370_lethal_damage_at_a_battlefield_is_replaced_by_guardian_angel():
    """323.5, 369-370, 142.4: lethal damage makes the host "would die" at the cleanup; Guardian
    Angel is killed instead and the host is healed, exhausted and recalled."""
    s = game(unit("garen", might=3, at="battlefield:bf1"), angel(at="battlefield:bf1"))
    s = attach(s, "angel", "garen")
    s, events = accept(s, {"type": "deal_damage", "player": "B", "amount": 4, "to": "garen"})
    g = obj(s, "garen")
    assert (g["zone"], g["location"], g.get("damage", 0), g.get("exhausted")) == ("board", "base:A", 0, True)
    assert obj(s, "angel")["zone"] == "trash"
    assert [e["object"] for e in of_type(events, "kill")] == ["angel"]
    assert of_type(events, "move") == []


def test_370_damage_that_is_not_lethal_leaves_guardian_angel_alone():
    """142.4.a, 369: with the +1 bonus the host survives 3 damage at Might 4; nothing would die,
    so nothing is replaced."""
    s = attach(game(unit("garen", might=3, at="battlefield:bf1"), angel(at="battlefield:bf1")), "angel", "garen")
    s, events = accept(s, {"type": "deal_damage", "player": "B", "amount": 3, "to": "garen"})
    assert obj(s, "angel")["attached_to"] == "garen"
    assert obj(s, "garen")["damage"] == 3
    assert of_type(events, "replacement_applied") == [] and of_type(events, "kill") == []


def test_370_2_two_guardian_angels_only_one_is_killed_for_one_death():
    """370.1-370.2, 372 (GEAR-10): one death is replaced once: exactly one of two attached Guardian
    Angels is killed; the other stays attached to the saved host."""
    s = game(unit("garen", might=3, at="battlefield:bf1"), angel("a1", at="battlefield:bf1"),
             angel("a2", at="battlefield:bf1"))
    s = attach(attach(s, "a1", "garen"), "a2", "garen")
    s, events = accept(s, {"type": "kill", "player": "B", "object": "garen"})
    zones = sorted(obj(s, a)["zone"] for a in ("a1", "a2"))
    assert zones == ["board", "trash"]
    survivor = "a1" if obj(s, "a1")["zone"] == "board" else "a2"
    assert (obj(s, survivor)["attached_to"], obj(s, survivor)["location"]) == ("garen", "base:A")
    assert obj(s, "garen")["zone"] == "board"
    assert len(of_type(events, "replacement_applied")) == 1


def test_136_2_b_unattached_guardian_angel_replaces_nothing():
    """136.2.b, 724 (GEAR-06): Guardian Angel's effect text is inactive while it is not attached;
    the unit dies, the Angel stays where it is."""
    s = game(unit("garen", might=3), angel())
    s, events = accept(s, {"type": "kill", "player": "B", "object": "garen"})
    assert obj(s, "garen")["zone"] == "trash"
    assert (obj(s, "angel")["zone"], obj(s, "angel")["location"]) == ("board", "base:A")
    assert of_type(events, "replacement_applied") == []
    assert [e["object"] for e in of_type(events, "kill")] == ["garen"]


def test_136_2_c_guardian_angel_on_another_unit_does_not_save_this_one():
    """136.2.c-d: "me" is the Angel's host; another unit's death is not replaced."""
    s = attach(game(unit("garen", might=3), unit("lux", might=2), angel()), "angel", "lux")
    s, events = accept(s, {"type": "kill", "player": "B", "object": "garen"})
    assert obj(s, "garen")["zone"] == "trash"
    assert obj(s, "angel")["attached_to"] == "lux"
    assert of_type(events, "replacement_applied") == []


def test_427_2_a_banishing_the_host_is_not_a_death_guardian_angel_does_not_apply():
    """427.2.a, 719.5: banish is not a kill, so "if I would die" does not replace it; the Angel
    detaches and stays on the board."""
    s = attach(game(unit("garen", might=3), angel()), "angel", "garen")
    s, events = accept(s, {"type": "banish", "player": "B", "object": "garen"})
    assert obj(s, "garen")["zone"] == "banishment"
    assert (obj(s, "angel")["zone"], obj(s, "angel")["location"]) == ("board", "base:A")
    assert of_type(events, "replacement_applied") == []


# --- rejections: a closed list, and nothing changes -----------------------------------------


def _catalogue() -> list[tuple[str, oracle.GameState, dict, str]]:
    base = game(unit("garen", might=4), unit("darius", owner="B", might=3), gear("blade"), gear("spare"),
                unit("lost", zone="trash"), angel(zone="hand"), pools={"A": {"energy": 1}})
    held = attach(base, "blade", "garen")
    return [
        ("unknown object", base, {"type": "kill", "player": "A", "object": "nobody"}, "unknown_object"),
        ("kill off the board", base, {"type": "kill", "player": "A", "object": "lost"}, "not_on_board"),
        ("attach a unit", base, {"type": "attach", "player": "A", "object": "darius", "to": "garen"},
         "illegal_target"),
        ("attach to itself", base, {"type": "attach", "player": "A", "object": "blade", "to": "blade"},
         "illegal_target"),
        ("attach to a gear", held, {"type": "attach", "player": "A", "object": "spare", "to": "blade"},
         "illegal_target"),
        ("move attached", held, {"type": "move", "player": "A", "objects": ["blade"], "to": "battlefield:bf1"},
         "cannot_move"),
        ("move to a foreign base", base, {"type": "move", "player": "A", "objects": ["garen"], "to": "base:B"},
         "illegal_destination"),
        ("play from the trash", base, {"type": "play", "player": "A", "object": "lost"}, "wrong_zone"),
        ("play unpaid", base, {"type": "play", "player": "A", "object": "angel"}, "unpaid_cost"),
        ("equip without Equip", base, equip("garen", "garen"), "no_such_ability"),
        ("resolve nothing", base, {"type": "resolve", "player": "B"}, "nothing_to_resolve"),
    ]


@pytest.mark.parametrize(("label", "state", "action", "reason"), _catalogue(), ids=[c[0] for c in _catalogue()])
def test_rejection_leaves_the_state_unchanged_and_names_a_rule(label, state, action, reason):
    """Design contract (result.json): a rejected action leaves the state exactly as it was, and
    carries a reason from the closed list, a rule and a message."""
    result = reject(state, action, reason)
    assert result["reason"] in REASONS


# --- 480, 477.1.b: copy effects lasting at once ------------------------------------------------


def _two_spectacles() -> oracle.GameState:
    specs = [{"id": i, "card": {"name": "Shady Spectacles", "set": "VEN-137"}, "owner": "A", "zone": "board",
              "location": "base:A"} for i in ("specs", "specs2")]
    s = game(unit("soldier", might=2), unit("hulk", might=6), unit("lux", might=4), *specs)
    s, _ = accept(s, {"type": "attach", "player": "A", "object": "specs", "to": "soldier",
                      "choices": {"chosen": ["hulk"]}})
    s, _ = accept(s, {"type": "attach", "player": "A", "object": "specs2", "to": "soldier",
                      "choices": {"chosen": ["lux"]}})
    return s


def test_480_the_later_copy_ending_leaves_the_earlier_one_that_still_lasts():
    """480, 477.1.b: two Spectacles each make soldier a copy "for as long as this is attached";
    the later copy (of lux, Might 4) applies over the earlier (of hulk). The later one's
    Spectacles detached, the earlier still lasts: soldier is a copy of hulk, Might 6, again; and
    once both are off, it is itself, Might 2. The state document keeps the earlier effect
    (``copy_of.earlier``), so a snapshot loaded again says the same."""
    s = _two_spectacles()
    assert (view(s, "soldier")["copy_of"], view(s, "soldier")["might"]) == ("lux", 4)
    assert [e["object"] for e in obj(s, "soldier")["copy_of"]["earlier"]] == ["hulk"]
    assert oracle.dumps(oracle.loads(oracle.dumps(s))) == oracle.dumps(s)
    s, events = accept(s, {"type": "detach", "player": "A", "object": "specs2"})
    assert (view(s, "soldier")["copy_of"], view(s, "soldier")["might"]) == ("hulk", 6)
    assert [e["of"] for e in of_type(events, "copy_ended")] == ["lux"]
    s, _ = accept(s, {"type": "detach", "player": "A", "object": "specs"})
    assert (view(s, "soldier")["copy_of"], view(s, "soldier")["might"]) == (None, 2)


def test_480_the_earlier_copy_ending_first_leaves_the_later_one_applying():
    """The counter-case: the earlier Spectacles detached first, their copy ends beneath the later
    one, which still applies (a copy of lux); with both off, soldier is itself."""
    s = _two_spectacles()
    s, events = accept(s, {"type": "detach", "player": "A", "object": "specs"})
    assert (view(s, "soldier")["copy_of"], view(s, "soldier")["might"]) == ("lux", 4)
    assert "earlier" not in obj(s, "soldier")["copy_of"]
    assert [e["of"] for e in of_type(events, "copy_ended")] == ["hulk"]
    s, _ = accept(s, {"type": "detach", "player": "A", "object": "specs2"})
    assert view(s, "soldier")["copy_of"] is None


# --- 191.4.b-e: the choices of a chain item are its controller's --------------------------------


def test_191_4_c_only_the_controller_of_a_chain_item_makes_its_choices_even_after_its_source_changed_hands():
    """191.4.c-e, 355.5: Aphelios's trigger is A's (A attached to it); the mode and the unit it
    asks for as it resolves are A's to choose. B choosing for it, even A's own unit, is refused;
    after B takes Aphelios the trigger is still A's (191.4.b), and A's choice buffs A's unit."""
    aphelios = _obj("aphelios", {"name": "Aphelios, Exalted", "set": "SFD-049"}, "A", None, {})
    s = game(aphelios, unit("garen", might=4), gear("blade"), unit("darius", owner="B", might=4))
    s = attach(s, "blade", "aphelios")
    reject(s, {"type": "resolve", "player": "B", "choices": {"chosen": ["garen"], "mode": 3}}, "not_controller")
    reject(s, {"type": "resolve", "player": "B", "choices": {"mode": 3}}, "not_controller")
    s, _ = accept(s, {"type": "change_control", "player": "B", "object": "aphelios", "to": "B"})
    reject(s, {"type": "resolve", "player": "B", "choices": {"chosen": ["darius"], "mode": 3}}, "not_controller")
    s, _ = accept(s, {"type": "resolve", "player": "A", "choices": {"chosen": ["garen"], "mode": 3}})
    assert view(s, "garen")["might"] == 5
    assert view(s, "darius")["might"] == 4
