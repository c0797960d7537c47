"""The oracle playing Magic's Equipment rules (212.2g-k, 502.33 as the old French rules quote them:
features/sources/MTG.fr.txt).

Expected values come from the rules; Magic differs from Riftbound only where oracle/games.py says.
"""

from __future__ import annotations

from typing import Any

from test_oracle_rules import accept, obj, reject, view

from rulespec import oracle, schemas


def mtg(*objects: dict[str, Any], pool: int = 0) -> oracle.GameState:
    doc = {"schema": "rulespec/state/1", "game": "mtg", "players": [{"id": "A", **({"pool": {"energy": pool}}
                                                                                 if pool else {})}, {"id": "B"}],
           "objects": list(objects)}
    assert schemas.validate("state", doc) == []
    return oracle.load_state(doc)


def card(oid: str, kind: str, owner: str = "A", tags: list[str] | None = None, **extra: Any) -> dict[str, Any]:
    c: dict[str, Any] = {"type": kind, **({"tags": tags} if tags else {})}
    if "equip" in extra:
        c["equip_cost"] = {"energy": extra.pop("equip")}
    return {"id": oid, "card": c, "owner": owner, "zone": extra.pop("zone", "board"), **extra}


def test_212_2h_an_attached_equipment_s_equip_moves_it_to_another_creature():
    """Unlike Riftbound (718.2), the equip ability of attached Equipment stays active."""
    s = mtg(card("bear", "creature"), card("elk", "creature"),
            card("sword", "artifact", tags=["Equipment"], equip=1, attached_to="bear"), pool=1)
    s, _ = accept(s, {"type": "activate", "player": "A", "object": "sword", "ability": "equip", "targets": ["elk"]})
    s, events = accept(s, {"type": "resolve", "player": "A"})
    assert obj(s, "sword")["attached_to"] == "elk"
    assert {"type": "detach", "object": "sword", "from": "bear"} in events


def test_212_2g_only_an_equipment_attaches_and_only_to_a_creature():
    s = mtg(card("bear", "creature"), card("statue", "artifact"), card("sword", "artifact", tags=["Equipment"]))
    reject(s, {"type": "attach", "player": "A", "object": "statue", "to": "bear"}, "illegal_target")
    reject(s, {"type": "attach", "player": "A", "object": "sword", "to": "statue"}, "illegal_target")


def test_212_2i_an_equipment_that_becomes_a_creature_comes_off_and_stays_in_play():
    s = mtg(card("bear", "creature"), card("elk", "creature"),
            card("sword", "artifact", tags=["Equipment"], attached_to="bear"))
    s, _ = accept(s, {"type": "become_copy", "player": "B", "object": "sword", "of": "elk"})
    assert "attached_to" not in obj(s, "sword") and obj(s, "sword")["zone"] == "board"


def test_212_2h_a_played_equipment_enters_untapped_and_unattached_with_no_location():
    s = mtg(card("sword", "artifact", tags=["Equipment"], zone="hand"), card("bear", "creature", zone="hand"))
    s, _ = accept(s, {"type": "play", "player": "A", "object": "sword"})
    s, _ = accept(s, {"type": "play", "player": "A", "object": "bear"})
    for oid in ("sword", "bear"):
        assert obj(s, oid)["zone"] == "board" and "location" not in obj(s, oid)
        assert "exhausted" not in obj(s, oid)
    assert view(s, "bear")["attachments"] == []


def test_magic_has_no_locations_to_move_to():
    """Magic's battlefield is one zone (Comprehensive Rules 403.1): no base to recall to."""
    result = reject(mtg(card("bear", "creature")), {"type": "recall", "player": "A", "object": "bear"}, "no_permission")
    assert result["rule"] == "403.1"


def test_602_2_an_activated_ability_without_equip_s_restriction_is_used_on_another_player_s_turn():
    """Only equip says "only any time you could play a sorcery" (502.33a); another activated ability
    is activated whenever its player has priority (602.2), so B uses it on A's turn, the chain
    holding an item or not. B's equip, on A's turn, is still refused."""
    untap = {"cost": {"energy": 1}, "effect": [{"object": "me", "op": "ready"}], "key": "1-untap-me",
             "text": "[1]: Untap me"}
    doc = {"schema": "rulespec/state/1", "game": "mtg", "turn": {"number": 1, "active_player": "A"},
           "players": [{"id": "A"}, {"id": "B", "pool": {"energy": 3}}],
           "objects": [card("wolf", "creature", owner="B", exhausted=True),
                       card("cloak", "artifact", tags=["Equipment"], attached_to="wolf"),
                       card("axe", "artifact", owner="B", tags=["Equipment"], equip=1)]}
    doc["objects"][1]["card"]["effect_abilities"] = [untap]
    assert schemas.validate("state", doc) == []
    s = oracle.load_state(doc)
    reject(s, {"type": "activate", "player": "B", "object": "axe", "ability": "equip", "targets": ["wolf"]},
           "wrong_timing")
    s, _ = accept(s, {"type": "activate", "player": "B", "object": "wolf", "ability": "1-untap-me", "targets": []})
    s, _ = accept(s, {"type": "activate", "player": "B", "object": "wolf", "ability": "1-untap-me", "targets": []})
    s, _ = accept(s, {"type": "resolve", "player": "A"})
    assert "exhausted" not in obj(s, "wolf")


def test_707_2_an_equipment_that_becomes_a_copy_grants_its_model_s_ability_not_its_own():
    """A Magic object has one text: "Equipped creature has …" is printed text, and copiable
    (707.2), so the copy gives the creature the model's ability and no longer its own."""
    def untap(cost: int) -> dict[str, Any]:
        return {"cost": {"energy": cost}, "effect": [{"object": "me", "op": "ready"}],
                "key": f"{cost}-untap-me", "text": f"[{cost}]: Untap me"}
    cloak = card("cloak", "artifact", tags=["Equipment"], attached_to="wolf")
    cloak["card"]["effect_abilities"] = [untap(1)]
    mantle = card("mantle", "artifact", tags=["Equipment"])
    mantle["card"]["effect_abilities"] = [untap(2)]
    s = mtg(card("wolf", "creature", exhausted=True), cloak, mantle, pool=2)
    s, _ = accept(s, {"type": "become_copy", "player": "A", "object": "cloak", "of": "mantle"})
    reject(s, {"type": "activate", "player": "A", "object": "wolf", "ability": "1-untap-me", "targets": []},
           "no_such_ability")
    s, _ = accept(s, {"type": "activate", "player": "A", "object": "wolf", "ability": "2-untap-me", "targets": []})
    s, _ = accept(s, {"type": "resolve", "player": "A"})
    assert "exhausted" not in obj(s, "wolf") and obj(s, "cloak")["attached_to"] == "wolf"


def test_212_2k_an_unattached_equipment_s_granted_ability_is_refused_as_effect_text_not_as_attached_rules_text():
    """The ability "Equipped creature has …" grants is effect text on the unattached Equipment: refused
    as inactive, and the message says why (not "printed rules text of a card attached to None")."""
    cloak = card("cloak", "artifact", tags=["Equipment"], exhausted=True)
    cloak["card"]["effect_abilities"] = [{"key": "1-untap-me", "text": "[1]: Untap me", "cost": {"energy": 1},
                                          "effect": [{"op": "ready", "object": "me"}]}]
    result = reject(mtg(cloak, pool=1), {"type": "activate", "player": "A", "object": "cloak",
                                         "ability": "1-untap-me"}, "inactive_ability")
    assert "attached to None" not in result["message"]
    assert "effect text" in result["message"]
