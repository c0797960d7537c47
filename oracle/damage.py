"""Damage and healing (Riftbound 142, 417, 418).

Damage is a number marked on a unit; only a positive amount is dealt (417.1.e). Every deal to
a unit in an action is noted, with what dealt it and who is responsible (a unit may be dealt
damage by several sources before it dies), for the kill at the following cleanup (428.5.c).

The damage stays marked with the player responsible for the deal (142.3, 142.3.a: the responsible
player marks it; ATTR-09), so that "your damage" can be read later: the object's ``damage_by``.
A deal no player is responsible for marks damage that is no player's. Healing clears all of it
(418.1).
"""

from __future__ import annotations

from typing import Any

from rulespec.oracle.errors import Rejected
from rulespec.oracle.layers import is_unit
from rulespec.oracle.txn import Dealt, Txn


def deal_damage(txn: Txn, amount: int, to: str, *, responsible: str | None, source: dict[str, Any],
                attributed_to: list[str] | None = None, controller: str | None = None) -> bool:
    """The primitive of a deal; returns whether damage was dealt. ``attributed_to`` defaults to
    the source's object (417.6). ``controller``: of the spell or ability that deals it (191.4.b),
    kept for the kill at the following cleanup (428.5.c)."""
    target = txn.on_board(to, "417.1")
    if not is_unit(target):
        raise Rejected("illegal_target", "417.1", f"{to!r} is not a unit: only units are dealt damage")
    if amount <= 0:
        return False  # 417.1.e: a zero deal does not happen
    txn.update(to, damage=target.damage + amount, damage_by=_marked(target.marked_by, responsible, amount))
    attributed = attributed_to if attributed_to is not None else [source["object"]] if "object" in source else []
    txn.emit("damage", object=to, amount=amount, source=source, responsible=responsible,
             attributed_to=attributed or None)
    txn.damage_by.setdefault(to, []).append(Dealt(responsible, source, tuple(attributed), controller))
    return True


def heal(txn: Txn, object_id: str) -> None:
    obj = txn.obj(object_id)
    if obj.on_board and obj.damage:
        txn.update(object_id, damage=0, damage_by=())
        txn.emit("heal", object=object_id, amount=obj.damage)


def _marked(parts: tuple[tuple[str | None, int], ...], player: str | None,
            amount: int) -> tuple[tuple[str | None, int], ...]:
    """``parts`` with ``amount`` more marked by ``player`` (142.3.a): one part per player."""
    if any(p == player for p, _ in parts):
        marked = tuple((p, n + amount if p == player else n) for p, n in parts)
    else:
        marked = (*parts, (player, amount))
    return () if all(p is None for p, _ in marked) else marked  # all of it no player's: the default
