"""Oracle unit tests of the indexes a state keeps (oracle/state.py): objects by id, the cards
attached to each host (434.1, 717), the static granting abilities (477.2.a) and the triggered
abilities that can trigger (383). A state that ``with_object`` made from another derives them
from the other's by the one object changed; these tests move objects one at a time and check
each index against what the rules say the board holds, written by hand, and against the same
index computed afresh (a state with no history: ``dataclasses.replace`` makes one).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulespec.oracle import load_state
from rulespec.oracle.layers import abilities, granting, granting_now
from rulespec.oracle.state import GameState
from rulespec.oracle.triggers import _watchers, _watching
from rulespec.oracle.txn import Txn


def _unit(oid: str, owner: str = "A", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": {"type": "unit", "might": 2}, "owner": owner, "zone": "board",
            "location": f"base:{owner}", **more}


def _equipment(oid: str, host: str | None = None) -> dict[str, Any]:
    return {"id": oid, "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 1}, "owner": "A",
            "zone": "board", "location": "base:A", **({"attached_to": host} if host else {})}


def _observer(oid: str) -> dict[str, Any]:
    ability = {"key": "observe", "kind": "triggered", "text": "When you deal damage, buff me.",
               "when": {"event": "damage", "performer": "you"}, "effect": [{"op": "buff", "object": "me"}]}
    return {"id": oid, "card": {"type": "unit", "might": 1, "abilities": [ability]}, "owner": "A",
            "zone": "board", "location": "base:A"}


def _state(*objects: dict[str, Any]) -> GameState:
    return load_state({"schema": "rulespec/state/1", "game": "riftbound",
                       "players": [{"id": "A"}, {"id": "B"}], "objects": list(objects)})


def _attached(state: GameState, host: str) -> list[str]:
    return [o.id for o in state.attachments_of(host)]


def _fresh(state: GameState) -> GameState:
    fresh = replace(state)
    assert "_made_by" not in fresh.__dict__ and "_made_by" in state.__dict__
    return fresh


def test_434_1_attachments_by_host_follow_each_card_attached_moved_and_gone() -> None:
    state = _state(_unit("u1"), _unit("u2"), _equipment("g1", "u1"), _equipment("g2"), _equipment("g3", "u2"))
    assert (_attached(state, "u1"), _attached(state, "u2")) == (["g1"], ["g3"])
    g2 = state.get("g2")
    assert g2 is not None
    second = state.with_object(replace(g2, attached_to="u1"))
    assert (_attached(second, "u1"), _attached(second, "u2")) == (["g1", "g2"], ["g3"])
    g1 = second.get("g1")
    assert g1 is not None
    third = second.with_object(replace(g1, attached_to="u2"))  # before g3 in the objects, so listed first
    assert (_attached(third, "u1"), _attached(third, "u2")) == (["g2"], ["g1", "g3"])
    g3 = third.get("g3")
    assert g3 is not None
    fourth = third.with_object(replace(g3, zone="trash", location=None, attached_to=None))
    assert (_attached(fourth, "u1"), _attached(fourth, "u2"), _attached(fourth, "g3")) == (["g2"], ["g1"], [])
    for later in (second, third, fourth):
        assert [_attached(later, h) for h in ("u1", "u2")] == [_attached(_fresh(later), h) for h in ("u1", "u2")]
    # the states they were made from are values: what they hold has not moved
    assert (_attached(state, "u1"), _attached(second, "u1"), _attached(third, "u2")) == (["g1"], ["g1", "g2"],
                                                                                       ["g1", "g3"])


def test_an_object_changed_is_found_by_id_as_it_is_now_and_the_earlier_state_keeps_it_as_it_was() -> None:
    state = _state(_unit("u1"), _unit("u2"))
    u2 = state.get("u2")
    assert u2 is not None and not u2.exhausted
    later = state.with_object(replace(u2, exhausted=True))
    now, before = later.get("u2"), state.get("u2")
    assert now is not None and now.exhausted and before is not None and not before.exhausted
    assert [o.id for o in later.objects] == ["u1", "u2"] and later.get("nobody") is None
    assert later.position("u2") == 1


def _holders(txn: Txn) -> list[str]:
    found = [a.holder for a in _watching(txn)]
    assert found == [a.holder for found in _watchers(_fresh(txn.state)).by_object.values() for a in found]
    return found


def test_383_a_triggered_ability_watches_from_the_board_only_and_in_the_order_of_objects() -> None:
    txn = Txn(_state(_observer("w"), _unit("x"), _observer("v")))
    assert [a.holder for a in _watching(txn)] == ["w", "v"]
    txn.update("w", zone="trash", location=None)  # its text works on the board (383.2.c.2)
    assert _holders(txn) == ["v"]
    txn.update("x", exhausted=True)
    assert _holders(txn) == ["v"]
    txn.update("w", zone="board", location="base:A")  # a new object, listed where its card is
    assert _holders(txn) == ["w", "v"]


def test_477_2_a_a_static_grant_is_found_once_and_again_only_when_its_source_changes() -> None:
    azir = {"id": "azir", "card": {"name": "Azir, Emperor of the Sands", "set": "SFD-197"}, "owner": "A",
            "zone": "legend"}
    soldier = {"id": "s1", "card": {"token": "Sand Soldier"}, "token": True, "owner": "A", "zone": "board",
               "location": "base:A"}
    state = _state(azir, soldier, _unit("u1"))
    sources = granting_now(state)
    assert [source.id for source, _ in sources] == ["azir"]
    u1 = state.get("u1")
    assert u1 is not None
    unrelated = state.with_object(replace(u1, exhausted=True))
    assert granting_now(unrelated) is sources  # Azir did not change: the same grants
    soldier_now = unrelated.get("s1")
    assert soldier_now is not None
    assert [(a.definition.key, a.granted_by) for a in abilities(unrelated, soldier_now)] == [("weaponmaster", "azir")]
    legend = unrelated.get("azir")
    assert legend is not None
    gone = unrelated.with_object(replace(legend, zone="trash"))  # out of the Legend Zone, its text no longer works
    assert granting_now(gone) == [] == granting(_fresh(gone))
    soldier_now = gone.get("s1")
    assert soldier_now is not None and abilities(gone, soldier_now) == []
