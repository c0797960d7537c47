"""Moving and recalling (Riftbound 446-458, 719.3).

- A move changes a permanent's place on the board; its attachments go with it, and that is
  not a move for them (446.1; GEAR-31, GEAR-32). An attached card cannot move alone
  (718.5.c; GEAR-33). The destination must differ from where it is (355.4.a); a unit moves
  to a battlefield or to its own base (144.4), never to a battlefield that already holds
  units of two other players (449.2).
- A move an effect requires that would put a unit where it may not be (449.2) is a recall
  instead (447.2.c; oracle.effects, Azir, Ascendant's exchange of places); a move a player asks
  for there is refused (``check_move``).
- A recall sends a permanent to its controller's base; it is not a move, and it does not
  ready anything (455-458; GEAR-38, GEAR-39). Attachments follow their host (719.3.a).
"""

from __future__ import annotations

from rulespec.oracle.attach import relocate_attachments
from rulespec.oracle.errors import Rejected
from rulespec.oracle.layers import is_unit
from rulespec.oracle.txn import Txn


def check_locations(txn: Txn) -> None:
    if not txn.state.rules.locations:
        raise Rejected("not_implemented", "198.1", f"{txn.state.game} has no locations to move or recall to")


def check_move(txn: Txn, object_id: str, to: str) -> None:
    check_locations(txn)
    obj = txn.on_board(object_id, "446.1")
    if obj.attached_to is not None:
        raise Rejected("cannot_move", "718.5.c", f"{object_id!r} is attached to {obj.attached_to!r}: "
                       "an attached card cannot be moved on its own")
    if not is_unit(obj):
        raise Rejected("cannot_move", "152.2", f"{object_id!r} is not a unit: non-unit gear does not move")
    if obj.location == to:
        raise Rejected("illegal_destination", "355.4.a", f"{object_id!r} is already at {to}")
    kind, _, name = to.partition(":")
    if kind == "base" and name != obj.controller:
        raise Rejected("illegal_destination", "144.4", f"a unit moves to its own base, not to {to}")
    if kind == "battlefield":
        if name not in {b.id for b in txn.state.battlefields}:
            raise Rejected("illegal_destination", "198.1", f"there is no battlefield {name!r}")
        if crowded(txn, obj.controller, to):
            raise Rejected("illegal_destination", "449.2", f"{to} already holds units of two other players")
    if kind == "base" and name not in {p.id for p in txn.state.players}:
        raise Rejected("illegal_destination", "198.1", f"there is no base {to!r}")


def crowded(txn: Txn, player: str, to: str) -> bool:
    """449.2: a battlefield that already holds units of two players other than ``player``, where
    no unit of ``player``'s may move."""
    if not to.startswith("battlefield:"):
        return False
    return len({o.controller for o in txn.state.board() if o.location == to and is_unit(o)} - {player}) >= 2


def move(txn: Txn, object_id: str, to: str) -> None:
    origin = txn.obj(object_id).location
    txn.update(object_id, location=to)
    txn.emit("move", object=object_id, **{"from": origin}, to=to)
    relocate_attachments(txn, object_id, origin)


def recall(txn: Txn, object_id: str, cause: str = "effect") -> bool:
    """Send a permanent to its controller's base (455). Returns whether it changed place."""
    obj = txn.obj(object_id)
    home = txn.base_of(obj.controller)
    if not obj.on_board or obj.location == home:
        return False
    txn.update(object_id, location=home)
    txn.emit("recall", object=object_id, **{"from": obj.location}, to=home, cause=cause)
    relocate_attachments(txn, object_id, obj.location)
    return True
