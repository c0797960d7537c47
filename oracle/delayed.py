"""Delayed triggered abilities (Riftbound 390-392): "When any unit takes damage this turn, kill it."

A spell or ability's effect creates one (the effect operation ``create_delayed_trigger``); the
state keeps it in ``delayed`` until its window ends (``until``: ``end_of_turn`` ends with the other
"this turn" effects, at the ending cleanup, 317.2). While it lasts, it is matched against every
recorded event by the same machinery as the triggered abilities of objects (oracle.triggers).

- It is tied to no unit or gear and works even if its creator is gone (392): Imperial Decree is in
  its owner's trash by the time its delayed trigger fires.
- Its controller is the controller of the spell or ability that created it, who performed that
  effect (411.1); for a spell in a non-board zone, that is its owner (191.4.a.1; the notes' open
  question 13: the oracle never lets the two differ for a spell in the trash).
- What it does is attributed to it and to the object that created it (428.5.d: a kill by
  Imperial Decree's delayed trigger is credited to the trigger and to Decree), and its controller
  performs it (411.1). The event's ``source`` names the delayed trigger (``delayed``).
- "it" in its effect is the object of the event that triggered it. If that object is gone when the
  trigger resolves (a unit already killed by the cleanup of lethal damage, before the trigger is
  finalized: 334, 320), "kill it" finds nothing (055).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulespec.oracle.events import Event
from rulespec.oracle.layers import Ability
from rulespec.oracle.state import Delayed, GameState, delayed_ability

if TYPE_CHECKING:
    from rulespec.oracle.txn import Txn


def create(txn: Txn, e: Event) -> bool:
    """Create the delayed trigger ``e.lasting`` describes (``{"ability", "until"}``), created by
    ``e.object`` and controlled by ``e.responsible``; its id is the first free ``delayed-N``."""
    assert e.lasting is not None and e.responsible is not None
    taken = {d.id for d in txn.state.delayed}
    delayed_id = next(f"delayed-{n}" for n in range(1, len(taken) + 2) if f"delayed-{n}" not in taken)
    doc = {"id": delayed_id, "from": e.object, "controller": e.responsible, "ability": dict(e.lasting["ability"]),
           "until": e.lasting.get("until", "end_of_turn")}
    made = Delayed(delayed_id, e.object, e.responsible, delayed_ability(doc["ability"]), doc["until"], doc)
    txn.state = txn.state.with_fields(delayed=(*txn.state.delayed, made))
    txn.emit("delayed_trigger_created", object=e.object, delayed=delayed_id, controller=e.responsible,
             until=doc["until"])
    return True


def end(txn: Txn, window: str) -> None:
    """Every delayed trigger whose window is ``window`` ends (317.2 for ``end_of_turn``). The end
    of an effect is recorded, not proposed: nothing replaces it."""
    for d in txn.state.delayed:
        if d.until == window:
            txn.emit("delayed_trigger_ended", object=d.origin, delayed=d.id)
    txn.state = txn.state.with_fields(delayed=tuple(d for d in txn.state.delayed if d.until != window))


def get(state: GameState, delayed_id: str) -> Delayed | None:
    return next((d for d in state.delayed if d.id == delayed_id), None)


def as_ability(d: Delayed) -> Ability:
    """The delayed trigger as an ability for oracle.triggers: "me" and "this" are its creator, and
    it is active during its window, wherever its creator is (392)."""
    return Ability(d.ability, d.origin, d.origin, d.controller, True)
