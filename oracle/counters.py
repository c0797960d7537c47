"""Counters and buffs (Riftbound 426, 702-705, 744-749).

A buff is a counter, one per unit at most: buffing a buffed unit does nothing (702.3).
Counters stay through moves, recalls and changes of control (124; BUFF-01, BUFF-02) and are
lost when the object leaves the board (748, 124.1; see oracle.zones).
"""

from __future__ import annotations

from oracle.errors import Rejected
from oracle.layers import is_unit
from oracle.txn import Txn


def buff(txn: Txn, object_id: str) -> None:
    obj = txn.on_board(object_id, "426.1")
    if not is_unit(obj):
        raise Rejected("illegal_target", "426.1", f"{object_id!r} is not a unit: only units are buffed")
    if obj.counter("buff"):
        return  # 702.3.a
    txn.update(object_id, counters=tuple(sorted({**dict(obj.counters), "buff": 1}.items())))
    txn.emit("counter_placed", object=object_id, counter="buff")
