"""The oracle on text that works while attached and on the generic test abilities (Riftbound 725.1,
136.2.c, 135.4.a; Shady Spectacles VEN-137). Expected values come from the rules and the card
text, written by hand."""

from __future__ import annotations

from typing import Any

from tests.test_oracle_rules import _obj, accept, game, gear, obj, reject, unit, view

SPECS = {"name": "Shady Spectacles", "set": "VEN-137"}  # Equip [1][Y]; "As this is attached to a unit, choose…"


def specs(oid: str = "specs", owner: str = "A", at: str | None = None, **extra: Any) -> dict:
    return _obj(oid, dict(SPECS), owner, at, extra)


def attach(what: str, to: str, chosen: list[str] | None = None, player: str = "A") -> dict:
    action: dict[str, Any] = {"type": "attach", "player": player, "object": what, "to": to}
    if chosen is not None:
        action["choices"] = {"chosen": chosen}
    return action


def test_725_1_the_spectacles_copy_the_chosen_unit_as_they_attach() -> None:
    state = game(unit("soldier", might=2), unit("azir", might=6), unit("lux", might=3), specs())
    state, events = accept(state, attach("specs", "soldier", ["lux"]))
    assert obj(state, "soldier")["copy_of"]["object"] == "lux"
    assert {"type": "copy_began", "object": "soldier", "of": "lux"} in events
    assert view(state, "specs")["text_boxes"]["rules"] is False  # 718.2: the rest of the text is inactive


def test_725_1_with_one_other_friendly_unit_there_is_nothing_to_choose() -> None:
    state = game(unit("soldier"), unit("azir", might=6), unit("enemy", owner="B"), specs())
    state, _ = accept(state, attach("specs", "soldier"))
    assert obj(state, "soldier")["copy_of"]["object"] == "azir"


def test_725_1_with_no_other_friendly_unit_the_copy_does_nothing() -> None:
    state = game(unit("soldier"), unit("enemy", owner="B"), specs())
    state, events = accept(state, attach("specs", "soldier"))
    assert "copy_of" not in obj(state, "soldier")
    assert [e["type"] for e in events] == ["attach"]


def test_725_1_a_choice_is_needed_among_several_and_must_be_another_friendly_unit() -> None:
    state = game(unit("soldier"), unit("azir"), unit("lux"), unit("enemy", owner="B"), specs())
    reject(state, attach("specs", "soldier"), "illegal_target")
    reject(state, attach("specs", "soldier", ["enemy"]), "illegal_target")
    reject(state, attach("specs", "soldier", ["soldier"]), "illegal_target")


def test_a_choice_no_text_asks_for_is_refused() -> None:
    state = game(unit("garen"), unit("lux"), gear("blade"))
    reject(state, attach("blade", "garen", ["lux"]), "illegal_target")


def test_the_copy_lasts_for_as_long_as_the_spectacles_stay_attached() -> None:
    state = game(unit("soldier"), unit("azir"), unit("lux"), specs())
    state, _ = accept(state, attach("specs", "soldier", ["azir"]))
    moved, events = accept(state, attach("specs", "lux", ["azir"]))  # 434.1.f: detached from the first
    assert "copy_of" not in obj(moved, "soldier")
    assert obj(moved, "lux")["copy_of"]["object"] == "azir"
    assert [e["type"] for e in events][:2] == ["detach", "copy_ended"]
    killed, _ = accept(state, {"type": "kill", "player": "B", "object": "specs"})
    assert "copy_of" not in obj(killed, "soldier")


def test_equip_resolution_carries_the_choice_for_the_spectacles() -> None:
    state = game(unit("soldier"), unit("azir"), unit("lux"), specs(), pools={"A": {"energy": 1, "power": {"order": 1}}})
    state, _ = accept(state, {"type": "activate", "player": "A", "object": "specs", "ability": "equip",
                              "targets": ["soldier"]})
    reject(state, {"type": "resolve", "player": "A"}, "illegal_target")  # two units to choose from
    state, _ = accept(state, {"type": "resolve", "player": "A", "choices": {"chosen": ["azir"]}})
    assert obj(state, "soldier")["copy_of"]["object"] == "azir"


def test_136_2_c_a_granted_activated_ability_is_used_by_the_unit_controller() -> None:
    charm = gear("charm", owner="A", at="battlefield:bf1", attached_to="darius")
    charm["card"]["effect_abilities"] = [{"key": "exhaust-me", "text": "[1]: Exhaust me.", "cost": {"energy": 1},
                                          "effect": [{"op": "exhaust", "object": "me"}]}]
    state = game(unit("darius", owner="B", at="battlefield:bf1"), charm, pools={"A": {"energy": 1}, "B": {"energy": 1}},
                 turn={"number": 3, "active_player": "B", "phase": "main"})
    ability = {"type": "activate", "player": "B", "object": "darius", "ability": "exhaust-me"}
    state, _ = accept(state, ability)
    state, _ = accept(state, {"type": "resolve", "player": "B"})
    assert obj(state, "darius").get("exhausted") is True
    assert obj(state, "charm").get("exhausted") is None  # "me" is the unit, not the Equipment (053)


def test_135_4_a_a_keyword_check_sees_inactive_text() -> None:
    rust = {"kind": "spell", "text": "Kill a gear with Equip.", "target": "gear", "target_keyword": "Equip",
            "effect": [{"op": "kill", "object": "target"}]}
    spell = _obj("rust", {"type": "spell", "abilities": [rust]}, "A", None, {"zone": "hand"})
    plain = gear("plain", at="base:B", owner="B", attached_to="darius")
    axe = gear("axe", at="base:B", owner="B", attached_to="darius", equip={"energy": 1})
    state = game(unit("darius", owner="B"), axe, plain, spell)
    reject(state, {"type": "play", "player": "A", "object": "rust", "targets": ["plain"]}, "illegal_target")
    reject(state, {"type": "play", "player": "A", "object": "rust", "targets": ["darius"]}, "illegal_target")
    state, _ = accept(state, {"type": "play", "player": "A", "object": "rust", "targets": ["axe"]})
    state, _ = accept(state, {"type": "resolve", "player": "A"})
    assert obj(state, "axe")["zone"] == "trash"
    assert obj(state, "plain")["attached_to"] == "darius"


def test_402_2_resolving_what_asks_for_no_choice_refuses_one() -> None:
    trip = {"type": "spell", "abilities": [{"kind": "spell", "text": "Exhaust a unit.", "target": "unit",
                                            "effect": [{"op": "exhaust", "object": "target"}]}]}
    spell = _obj("trip", trip, "A", None, {"zone": "hand"})
    state = game(unit("garen"), unit("lux"), spell)
    state, _ = accept(state, {"type": "play", "player": "A", "object": "trip", "targets": ["garen"]})
    reject(state, {"type": "resolve", "player": "A", "choices": {"chosen": ["lux"]}}, "illegal_target")
    charm = gear("charm", attached_to="garen")
    charm["card"]["effect_abilities"] = [{"text": "Exhaust me.", "effect": [{"op": "exhaust", "object": "me"}]}]
    state = game(unit("garen"), unit("lux"), charm)
    state, _ = accept(state, {"type": "activate", "player": "A", "object": "garen", "ability": "ability"})
    reject(state, {"type": "resolve", "player": "A", "choices": {"chosen": ["lux"]}}, "illegal_target")


def test_a_copy_not_made_by_an_attachment_outlasts_any_detach() -> None:
    state = game(unit("soldier"), unit("azir", might=6), gear("blade", attached_to="soldier"))
    state, _ = accept(state, {"type": "become_copy", "player": "A", "object": "soldier", "of": "azir"})
    state, events = accept(state, {"type": "detach", "player": "A", "object": "blade"})
    assert obj(state, "soldier")["copy_of"]["object"] == "azir"
    assert [e["type"] for e in events] == ["detach"]
