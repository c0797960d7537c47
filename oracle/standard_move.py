"""The Standard Move (Riftbound 144): a unit's controller moves it, paying its exhaust.

It is a discretionary action of the unit's controller, in their own Main Phase, in an Open State
(144.1; showdowns and combat, which would forbid it too, are not modelled yet). Its cost is to
exhaust the unit (144.2): an exhausted unit cannot pay it (414.4). Its routes are from the base to
a battlefield and from a battlefield to the base (144.4; Ganking's battlefield to battlefield,
810, is not modelled). Several units may move as one action, to one destination, from different
origins (144.3).

What any move needs holds too (oracle.movement): an attached card cannot move alone (718.5.c),
non-unit gear does not move (152.2), and no unit moves to a battlefield that holds units of two
other players (449.2). The units' attachments go with them without moving (719.3; GEAR-31, 32).

It is not the ``move`` action, an effect's move with no cost or timing of its own. Events: the
exhaust of each unit (the cost, paid first), then each unit's ``move`` with its ``relocate``\\s.
"""

from __future__ import annotations

from rulespec.oracle import movement
from rulespec.oracle.errors import Rejected
from rulespec.oracle.events import Event
from rulespec.oracle.pipeline import happen
from rulespec.oracle.txn import Txn
from rulespec.oracle.zones import check_main_timing


def check(txn: Txn, player: str, objects: list[str], to: str) -> None:
    """Reject an illegal standard move, with the rule it breaks."""
    if len(set(objects)) != len(objects):
        raise Rejected("illegal_target", "144.3", f"a unit is named twice in {objects}")
    for object_id in objects:
        unit = txn.obj(object_id)
        if unit.controller != player:
            raise Rejected("not_controller", "144.1", f"{object_id!r} is {unit.controller}'s: a player makes a "
                           "standard move of their own units")
        movement.check_move(txn, object_id, to)
    check_main_timing(txn, player, "144.1")
    for object_id in objects:
        unit = txn.obj(object_id)
        origin, destination = (unit.location or "").partition(":")[0], to.partition(":")[0]
        if {origin, destination} != {"base", "battlefield"}:
            raise Rejected("illegal_destination", "144.4", f"a standard move goes from the base to a battlefield or "
                           f"back, not from {unit.location} to {to}")
        if unit.exhausted:
            raise Rejected("unpaid_cost", "144.2", f"{object_id!r} is exhausted: it cannot pay the exhaust a "
                           "standard move costs")


def standard_move(txn: Txn, player: str, objects: list[str], to: str) -> None:
    check(txn, player, objects, to)
    for object_id in objects:  # 144.2: the cost first
        happen(txn, Event("exhaust", object_id, responsible=player))
    for object_id in objects:  # 144.3: they move as one action
        happen(txn, Event("move", object_id, to=to, responsible=player))
