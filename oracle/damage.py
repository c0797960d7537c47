"""Damage and healing (Riftbound 142, 417, 418).

Damage is a number marked on a unit; only a positive amount is dealt (417.1.e). Every deal to
a unit in an action is noted, with what dealt it and who is responsible (a unit may be dealt
damage by several sources before it dies), for the kill at the following cleanup (428.5.c).
"""

from __future__ import annotations

from typing import Any

from rulespec.oracle.errors import Rejected
from rulespec.oracle.layers import is_unit
from rulespec.oracle.txn import Dealt, Txn


def deal_damage(txn: Txn, amount: int, to: str, *, responsible: str | None, source: dict[str, Any],
                attributed_to: list[str] | None = None) -> bool:
    """The primitive of a deal; returns whether damage was dealt. ``attributed_to`` defaults to
    the source's object (417.6)."""
    target = txn.on_board(to, "417.1")
    if not is_unit(target):
        raise Rejected("illegal_target", "417.1", f"{to!r} is not a unit: only units are dealt damage")
    if amount <= 0:
        return False  # 417.1.e: a zero deal does not happen
    txn.update(to, damage=target.damage + amount)
    attributed = attributed_to if attributed_to is not None else [source["object"]] if "object" in source else []
    txn.emit("damage", object=to, amount=amount, source=source, responsible=responsible,
             attributed_to=attributed or None)
    txn.damage_by.setdefault(to, []).append(Dealt(responsible, source, tuple(attributed)))
    return True


def heal(txn: Txn, object_id: str) -> None:
    obj = txn.obj(object_id)
    if obj.on_board and obj.damage:
        txn.update(object_id, damage=0)
        txn.emit("heal", object=object_id, amount=obj.damage)
