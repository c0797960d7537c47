"""Oracle unit tests of triggered abilities, copied text and uses this turn, by rule.

Expected values are written by hand from the rules (Riftbound 383, 355.5, 377, 725.1, 136.2.c).
"""

from __future__ import annotations

from typing import Any

from rulespec.oracle import dump_state, load_state
from rulespec.oracle.engine import perform
from rulespec.oracle.state import GameState


def _real(oid: str, name: str, code: str, owner: str = "A", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": {"name": name, "set": code}, "owner": owner, "zone": "board",
            "location": f"base:{owner}", **more}


def _equipment(oid: str, owner: str = "A") -> dict[str, Any]:
    return {"id": oid, "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 1}, "owner": owner,
            "zone": "board", "location": f"base:{owner}"}


def _state(*objects: dict[str, Any], active: str = "A", pool: dict[str, Any] | None = None) -> GameState:
    return load_state({"schema": "rulespec/state/1", "game": "riftbound",
                       "turn": {"number": 2, "active_player": active, "phase": "main"},
                       "players": [{"id": "A", **({"pool": pool} if pool else {})}, {"id": "B"}],
                       "objects": list(objects)})


def _do(state: GameState, **action: Any) -> tuple[GameState, dict[str, Any]]:
    return perform(state, action)


def test_383_4_a_trigger_waits_for_the_end_of_the_action_then_goes_on_the_chain() -> None:
    state = _state(_real("aph", "Aphelios, Exalted", "SFD-049"), _equipment("blade"))
    after, result = _do(state, type="attach", player="A", object="blade", to="aph")
    assert [e["type"] for e in result["events"]] == ["attach", "ability_triggered"]
    assert dump_state(after)["chain"] == [{"id": "chain-1", "kind": "trigger", "source": "aph", "controller": "A",
                                           "ability": "aphelios-exalted"}]


def test_136_2_c_a_trigger_copied_into_an_attached_cards_effect_text_is_its_hosts_and_names_its_origin() -> None:
    state = _state(_real("aph", "Aphelios, Exalted", "SFD-049"), _real("svell", "Svellsongur", "SFD-059"),
                   _equipment("blade"))
    state, result = _do(state, type="attach", player="A", object="svell", to="aph")
    assert [(e["object"], e.get("from")) for e in result["events"] if e["type"] == "ability_triggered"] == [
        ("aph", None)]
    _, result = _do(state, type="attach", player="A", object="blade", to="aph")
    assert [(e["object"], e.get("from"), e["item"]) for e in result["events"] if e["type"] == "ability_triggered"] == [
        ("aph", None, "chain-2"), ("aph", "svell", "chain-3")]


def test_411_1_an_attach_by_the_opponent_is_not_you_attaching() -> None:
    state = _state(_real("aph", "Aphelios, Exalted", "SFD-049"), _equipment("blade", owner="B"))
    after, result = _do(state, type="attach", player="B", object="blade", to="aph")
    assert result["accepted"] and [e["type"] for e in result["events"]] == ["attach", "relocate"]
    assert "chain" not in dump_state(after)


def test_355_5_a_modal_trigger_needs_a_mode_and_refuses_one_chosen_this_turn() -> None:
    state = _state(_real("aph", "Aphelios, Exalted", "SFD-049"), _equipment("blade"), _equipment("shield"))
    state, _ = _do(state, type="attach", player="A", object="blade", to="aph")
    _, refused = _do(state, type="resolve", player="A")
    assert refused["reason"] == "illegal_choice"
    _, refused = _do(state, type="resolve", player="A", choices={"mode": 4})
    assert refused["reason"] == "illegal_choice"
    state, result = _do(state, type="resolve", player="A", choices={"mode": 3, "chosen": ["aph"]})
    assert result["accepted"] and dump_state(state)["objects"][0]["counters"] == {"buff": 1}
    assert dump_state(state)["turn"]["used"] == [{"object": "aph", "ability": "aphelios-exalted", "mode": 3}]
    state, _ = _do(state, type="attach", player="A", object="shield", to="aph")
    _, refused = _do(state, type="resolve", player="A", choices={"mode": 3, "chosen": ["aph"]})
    assert refused["reason"] == "already_used"
    _, refused = _do(state, type="resolve", player="A", choices={"mode": 1})
    assert refused["reason"] == "not_implemented"


def test_725_1_svellsongur_copies_its_hosts_rules_text_into_its_effect_text_until_detached() -> None:
    state = _state(_real("azir", "Azir, Ascendant", "SFD-050"), _real("svell", "Svellsongur", "SFD-059"))
    state, result = _do(state, type="attach", player="A", object="svell", to="azir")
    assert [e["type"] for e in result["events"]] == ["attach", "text_copied"]
    svell = dump_state(state)["objects"][1]
    assert svell["text_copy_of"] == {"object": "azir", "card": {"name": "Azir, Ascendant", "set": "SFD-050"},
                                     "while_attached": "svell"}
    state, result = _do(state, type="detach", player="A", object="svell")
    assert [e["type"] for e in result["events"]] == ["detach", "text_copy_ended"]
    assert "text_copy_of" not in dump_state(state)["objects"][1]


def test_377_a_once_per_turn_use_is_recorded_and_forgotten_when_the_copy_that_gave_it_ends() -> None:
    soldier = {"id": "soldier", "card": {"type": "unit", "might": 2}, "owner": "A", "zone": "board",
               "location": "base:A"}
    state = _state(soldier, _real("azir", "Azir, Ascendant", "SFD-050"), _real("specs", "Shady Spectacles", "VEN-137"),
                   pool={"power": {"calm": 2}})
    state, _ = _do(state, type="attach", player="A", object="specs", to="soldier", choices={"chosen": ["azir"]})
    state, result = _do(state, type="activate", player="A", object="soldier", ability="azir-ascendant",
                         targets=["soldier"])
    assert result["accepted"]
    assert dump_state(state)["turn"]["used"] == [{"object": "soldier", "ability": "azir-ascendant"}]
    _, refused = _do(state, type="activate", player="A", object="soldier", ability="azir-ascendant",
                     targets=["soldier"])
    assert refused["reason"] == "already_used" and refused["rule"] == "377"
    state, _ = _do(state, type="detach", player="A", object="specs")
    assert "used" not in dump_state(state)["turn"]


def test_the_used_list_and_trigger_items_round_trip() -> None:
    doc = {"schema": "rulespec/state/1", "game": "riftbound",
           "turn": {"number": 2, "active_player": "A", "phase": "main",
                    "used": [{"object": "aph", "from": "svell", "ability": "aphelios-exalted", "mode": 3}]},
           "players": [{"id": "A"}, {"id": "B"}],
           "objects": [_real("aph", "Aphelios, Exalted", "SFD-049"),
                       _real("svell", "Svellsongur", "SFD-059", attached_to="aph",
                             text_copy_of={"object": "aph", "card": {"name": "Aphelios, Exalted", "set": "SFD-049"},
                                           "while_attached": "svell"})],
           "chain": [{"id": "chain-1", "kind": "trigger", "source": "aph", "controller": "A",
                      "ability": "aphelios-exalted", "from": "svell"}]}
    assert dump_state(load_state(doc)) == doc


def _problems(doc: dict[str, Any]) -> list[str]:
    from rulespec.oracle.errors import StateError

    try:
        load_state(doc)
    except StateError as exc:
        return [pointer for pointer, _ in exc.problems]
    return []


def test_a_state_whose_uses_text_copies_or_chain_origins_name_nothing_is_refused_at_the_pointer() -> None:
    aph = _real("aph", "Aphelios, Exalted", "SFD-049")
    svell = _real("svell", "Svellsongur", "SFD-059",
                  text_copy_of={"object": "aph", "card": {"name": "Aphelios, Exalted", "set": "SFD-049"},
                                "while_attached": "svell"})
    doc: dict[str, Any] = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
                           "turn": {"used": [{"object": "ghost", "ability": "x"}]}, "objects": [aph, svell],
                           "chain": [{"id": "c", "kind": "trigger", "source": "aph", "controller": "A",
                                      "ability": "aphelios-exalted", "from": "nobody"}]}
    assert _problems(doc) == ["/turn/used/0/object", "/objects/1/text_copy_of/while_attached", "/chain/0/from"]
    svell["attached_to"] = "aph"
    doc["turn"] = {}
    doc["chain"][0]["from"] = "svell"
    assert _problems(doc) == []


def test_383_an_at_the_start_of_your_turn_condition_reads_you_as_the_abilitys_controller() -> None:
    from rulespec.oracle.cards import AbilityDef
    from rulespec.oracle.events import Recorded
    from rulespec.oracle.layers import Ability
    from rulespec.oracle.triggers import meets
    from rulespec.oracle.txn import Txn

    txn = Txn(_state(_equipment("blade")))
    start_of_your_turn = AbilityDef(key="k", kind="triggered", text="At the start of your turn, …", box="rules",
                                    when={"event": "turn_began", "player": "you"})
    bs = Ability(start_of_your_turn, "blade", "blade", "B", True)
    assert meets(txn, Recorded({"type": "turn_began", "player": "B", "turn": 3}, None), bs)
    assert not meets(txn, Recorded({"type": "turn_began", "player": "A", "turn": 3}, None), bs)
    assert not meets(txn, Recorded({"type": "phase_began", "player": "B", "phase": "main", "turn": 3}, None), bs)


KILLER = {"key": "killer", "kind": "triggered", "text": "When you kill a unit, buff me.",
          "when": {"event": "kill", "object": {"type": "unit"}, "performer": "you"},
          "effect": [{"op": "buff", "object": "me"}]}


def _fighter(oid: str, owner: str, might: int, at: str, ability: bool = False) -> dict[str, Any]:
    card: dict[str, Any] = {"type": "unit", "might": might, **({"abilities": [KILLER]} if ability else {})}
    return {"id": oid, "card": card, "owner": owner, "zone": "board", "location": at}


def _kills_each_other(garen_first: bool) -> dict[str, Any]:
    """A's garen (Might 3, "When you kill a unit, buff me.") and B's darius (Might 3) deal each
    other lethal combat damage; A's watcher, in A's base, has the same ability."""
    garen = _fighter("garen", "A", 3, "battlefield:bf1", ability=True)
    darius = _fighter("darius", "B", 3, "battlefield:bf1")
    watcher = _fighter("watcher", "A", 1, "base:A", ability=True)
    state = load_state({"schema": "rulespec/state/1", "game": "riftbound",
                        "turn": {"number": 2, "active_player": "A", "phase": "main"},
                        "players": [{"id": "A"}, {"id": "B"}], "battlefields": [{"id": "bf1"}],
                        "objects": [*((garen, darius) if garen_first else (darius, garen)), watcher]})
    _, result = _do(state, type="combat", player="A", battlefield="bf1", assignment={"darius": 3, "garen": 3})
    return result


def test_383_2_c_2_a_unit_killed_at_the_same_cleanup_as_its_victim_does_not_see_that_kill() -> None:
    """323.5: the units with lethal damage are killed at one moment; 383.2.c.2: an object that
    leaves its ability's zone at that moment does not trigger. garen, killed with darius, does
    not see A's kill of darius; watcher, still on the board, does; and the object order of the
    state does not change that."""
    for garen_first in (True, False):
        result = _kills_each_other(garen_first)
        killed = [e["object"] for e in result["events"] if e["type"] == "kill"]
        assert sorted(killed) == ["darius", "garen"]
        triggered = [e["object"] for e in result["events"] if e["type"] == "ability_triggered"]
        assert triggered == ["watcher"], (garen_first, triggered)
