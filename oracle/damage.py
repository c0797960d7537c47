"""Damage and healing (Riftbound 142, 417, 418).

Damage is a number marked on a unit; only a positive amount is dealt (417.1.e). What dealt
it, and who is responsible, is noted for the kill at the following cleanup (428.5.c).
"""

from __future__ import annotations

from typing import Any

from rulespec.oracle.errors import Rejected
from rulespec.oracle.layers import is_unit
from rulespec.oracle.txn import Txn


def deal_damage(txn: Txn, amount: int, to: str, *, responsible: str | None, source: dict[str, Any],
                attributed_to: list[str] | None = None) -> None:
    """``attributed_to`` defaults to the source's object (417.6)."""
    target = txn.on_board(to, "417.1")
    if not is_unit(target):
        raise Rejected("illegal_target", "417.1", f"{to!r} is not a unit: only units are dealt damage")
    if amount <= 0:
        return  # 417.1.e: a zero deal does not happen
    txn.update(to, damage=target.damage + amount)
    attributed = attributed_to if attributed_to is not None else [source["object"]] if "object" in source else []
    txn.emit("damage", object=to, amount=amount, source=source, responsible=responsible,
             attributed_to=attributed or None)
    txn.damage_by[to] = {"responsible": responsible, "source": source, "attributed_to": attributed}


def heal(txn: Txn, object_id: str) -> None:
    obj = txn.obj(object_id)
    if obj.on_board and obj.damage:
        txn.update(object_id, damage=0)
        txn.emit("heal", object=object_id, amount=obj.damage)
