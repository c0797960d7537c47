"""The oracle's event pipeline, rule by rule: every change is proposed, may be replaced
(Riftbound 369-375), is applied, and is recorded with last-known information (428.1.a.1.b,
808.1.d.2), where triggered abilities will be matched (383.2.c).

Expected values come from the rules and the card texts (docs/riftbound-rules-notes.md,
sections 3-5 and 17), never from the oracle's own output.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_oracle_rules import GA, accept, game, gear, obj, of_type, unit

from rulespec.oracle import pipeline, replacement
from rulespec.oracle.cards import AbilityDef
from rulespec.oracle.cleanup import cleanup
from rulespec.oracle.events import Event
from rulespec.oracle.state import GameState
from rulespec.oracle.txn import Txn

SPELL = {"kind": "spell", "object": "bolt"}


def _with_card_ability(state: GameState, oid: str, ability: AbilityDef) -> GameState:
    """``oid`` with one more printed ability: a card no real card database holds."""
    o = state.get(oid)
    assert o is not None
    return state.with_object(replace(o, card=replace(o.card, abilities=(*o.card.abilities, ability))))


def _dies_instead(key: str) -> AbilityDef:
    """Effect text "If I would die, exhaust me instead." on a gear of no name in particular."""
    return AbilityDef(key=key, kind="replacement", text="If I would die, exhaust me instead.", box="effect",
                      effect=({"op": "exhaust", "object": "me"},), replaces={"event": "die", "object": "me"},
                      instead=True)


def test_369_a_replacement_is_matched_by_its_data_not_by_its_card():
    """A gear that is not Guardian Angel, with "If I would die, … instead" in its effect text,
    replaces its host's death: the host is not killed (370.1.b) and the replacement's effect
    happens (the host is exhausted)."""
    state = game(unit("garen", might=3), gear("charm", attached_to="garen"))
    state = _with_card_ability(state, "charm", _dies_instead("charm-text"))
    state, events = accept(state, {"type": "kill", "player": "B", "object": "garen"})
    assert obj(state, "garen")["zone"] == "board"
    assert obj(state, "garen").get("exhausted") is True
    assert of_type(events, "kill") == []
    assert [e["by"] for e in of_type(events, "replacement_applied")] == ["charm"]


def test_136_2_b_a_replacement_in_the_effect_text_of_an_unattached_card_does_not_apply():
    """Effect text is inactive while its card is not attached (136.2.b), so its replacement
    does not apply: the unit dies."""
    state = game(unit("garen", might=3), gear("charm"))
    state = _with_card_ability(state, "charm", _dies_instead("charm-text"))
    state, events = accept(state, {"type": "kill", "player": "B", "object": "garen"})
    assert obj(state, "garen")["zone"] == "trash"
    assert of_type(events, "replacement_applied") == []


def test_370_2_a_replacement_applies_once_to_an_event_and_to_the_events_replacing_it():
    """The replacement is already applied to the event that would kill the unit: proposing
    that event again as part of its own effect does not replace it again (370.2), so the unit dies."""
    state = game(unit("garen", might=3), {"id": "angel", "card": dict(GA), "owner": "A", "zone": "board",
                                          "location": "base:A", "attached_to": "garen"})
    ga = replacement.instead(state, Event("kill", "garen"))
    assert ga is not None and ga.origin == "angel"
    assert replacement.instead(state, Event("kill", "garen", applied=frozenset({replacement.key(ga)}))) is None
    txn = Txn(state)
    assert pipeline.happen(txn, Event("kill", "garen", applied=frozenset({replacement.key(ga)}))) is True
    assert txn.obj("garen").zone == "trash"


def test_427_2_a_banishing_is_not_a_death_so_no_die_replacement_applies():
    state = game(unit("garen", might=3), {"id": "angel", "card": dict(GA), "owner": "A", "zone": "board",
                                          "location": "base:A", "attached_to": "garen"})
    state, events = accept(state, {"type": "banish", "player": "B", "object": "garen"})
    assert obj(state, "garen")["zone"] == "banishment"
    assert obj(state, "angel")["zone"] == "board"
    assert of_type(events, "replacement_applied") == []


def test_428_1_a_1_b_a_kill_is_recorded_with_the_unit_as_it_was_when_it_died():
    """The record keeps the killed unit's last-known information: on the board at the
    battlefield, damaged, buffed and controlled by B, while the card is now A's, in the trash,
    with none of that (124.1)."""
    state = game(unit("darius", owner="A", controller="B", at="battlefield:bf1", damage=1, counters={"buff": 1}))
    txn = Txn(state)
    assert pipeline.happen(txn, Event("kill", "darius", responsible="A", source=SPELL)) is True
    [record] = [r for r in txn.history if r.document["type"] == "kill"]
    before = record.last_known["darius"]
    assert (before.zone, before.location, before.damage, before.controller) == ("board", "battlefield:bf1", 1, "B")
    assert before.counter("buff") == 1
    now = txn.obj("darius")
    assert (now.zone, now.controller, now.damage, now.counters) == ("trash", "A", 0, ())
    assert record.cause is not None and record.cause.kind == "kill"


def test_428_5_c_every_deal_is_kept_and_the_last_one_gets_the_kill():
    """Two sources deal damage to one unit before the cleanup: both deals are kept, in order;
    the kill goes to the one that made the damage lethal, the last, and its responsible player
    (428.5.c, 428.5.c.1); the earlier damage gets no credit (ATTR-12)."""
    state = game(unit("garen", might=4), unit("zed", owner="B"))
    txn = Txn(state)
    pipeline.happen(txn, Event("damage", "garen", amount=2, responsible="B", source={"kind": "spell", "object": "a"}))
    pipeline.happen(txn, Event("damage", "garen", amount=2, responsible="A", source={"kind": "spell", "object": "b"}))
    assert [(d.responsible, d.source["object"]) for d in txn.damage_by["garen"]] == [("B", "a"), ("A", "b")]
    cleanup(txn)
    [kill] = of_type(txn.events, "kill")
    assert (kill["object"], kill["responsible"], kill["source"]["object"]) == ("garen", "A", "b")


def test_383_2_c_every_event_of_an_action_is_recorded_cleanup_included():
    """Every event document of the result passes through the record step, in order, those of
    the cleanup too (a battlefield whose controller has no unit there loses its controller,
    190.4.c), where triggered abilities will be matched."""
    state = game(unit("garen", at="battlefield:bf1"))
    state = replace(state, battlefields=tuple(replace(b, controller="A") if b.id == "bf1" else b
                                              for b in state.battlefields))
    txn = Txn(state)
    pipeline.happen(txn, Event("kill", "garen", responsible="B", source=SPELL))
    cleanup(txn)
    assert [e["type"] for e in txn.events] == ["kill", "battlefield_control_changed"]
    assert [r.document for r in txn.history] == txn.events


def test_428_2_a_a_kill_of_what_is_not_on_the_board_does_not_happen():
    state = game(unit("garen", zone="trash"))
    txn = Txn(state)
    assert pipeline.happen(txn, Event("kill", "garen")) is False
    assert txn.events == [] and txn.state == state


def test_an_event_of_no_known_kind_is_a_programming_error():
    with pytest.raises(ValueError, match="unknown event kind"):
        pipeline.happen(Txn(game(unit("garen"))), Event("teleport", "garen"))
