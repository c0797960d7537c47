"""Changing control (Riftbound 191, 718.5.e-g).

Control of a host and of its attachments are separate: changing one never changes the other
(718.5.f; GEAR-11), and attachments keep applying whoever controls each card (718.5.g;
GEAR-12). A unit now in another player's base is put right by the next cleanup (323.7).
"""

from __future__ import annotations

from rulespec.oracle.errors import Rejected
from rulespec.oracle.txn import Txn


def change_control(txn: Txn, object_id: str, to: str) -> None:
    obj = txn.on_board(object_id, "191")
    if txn.state.player(to) is None:
        raise Rejected("unknown_object", "191", f"no player {to!r}")
    if obj.controller != to:
        txn.update(object_id, controller=to)
        txn.emit("control_changed", object=object_id, **{"from": obj.controller}, to=to)
