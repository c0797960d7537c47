"""Ready, exhausted, stunned, empowered (Riftbound 414, 415, 423, 441, 719.4).

Each object has its own: a host and its attachments are readied, exhausted, stunned and
empowered separately (719.4-719.4.a; GEAR-14, GEAR-15). Doing it again does nothing
(414.1.b, 415.1.b, 423.1.a, 441.1).
"""

from __future__ import annotations

from rulespec.oracle.errors import Rejected
from rulespec.oracle.layers import is_unit
from rulespec.oracle.txn import Txn


def set_exhausted(txn: Txn, object_id: str, exhausted: bool) -> None:
    """A legend in the Legend Zone, a board zone (107.4), is readied and exhausted too."""
    obj = txn.obj(object_id)
    if obj.zone != "legend":
        obj = txn.on_board(object_id, "414.1" if exhausted else "415.1")
    if obj.exhausted != exhausted:
        txn.update(object_id, exhausted=exhausted)
        txn.emit("exhaust" if exhausted else "ready", object=object_id)


def gain_state(txn: Txn, object_id: str, state: str) -> None:
    rule = {"stunned": "423.1", "empowered": "441.1"}[state]
    obj = txn.on_board(object_id, rule)
    if state == "stunned" and not is_unit(obj):
        raise Rejected("illegal_target", rule, f"{object_id!r} is not a unit: only units are stunned")
    if state not in obj.states:
        txn.update(object_id, states=obj.states | {state})
        txn.emit("state_gained", object=object_id, state=state)
