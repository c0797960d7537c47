"""Counters and buffs (Riftbound 426, 702-705, 744-749).

- A buff is a counter, one per unit at most: buffing a buffed unit does nothing (702.3).
- Counters stay through moves, recalls and changes of control (124; BUFF-01, BUFF-02, BUFF-07)
  and are lost when the object leaves the board (748, 124.1; see oracle.zones).
- A counter moved between objects is on one or the other, never in between (746; BUFF-03);
  a counter that cannot land (a second buff, 702.3) ceases to exist, like one removed
  without being put anywhere (747; BUFF-04).
- Counters have no controller: spending checks control of the object that carries them
  (749, 702.2.b, 745.2; BUFF-05), and only an effect that allows it lets a player spend (745;
  BUFF-06). A buff is spent only from a unit (702.2.b): one left on an object that has
  stopped being a unit (a unit that became a gear keeps its counters, 124.2) cannot be spent
  while it is not one. A copy effect copies no counter (477.1.b.1.a; BUFF-08, BUFF-09).
"""

from __future__ import annotations

from rulespec.oracle.errors import Rejected
from rulespec.oracle.layers import is_unit
from rulespec.oracle.state import GameObject
from rulespec.oracle.txn import Txn


def _set(txn: Txn, object_id: str, kind: str, n: int) -> None:
    counters = dict(txn.obj(object_id).counters)
    if n > 0:
        counters[kind] = n
    else:
        counters.pop(kind, None)
    txn.update(object_id, counters=tuple(sorted(counters.items())))


def _can_hold(txn: Txn, object_id: str, kind: str) -> bool:
    obj = txn.obj(object_id)
    if kind == "buff":
        return is_unit(obj) and not obj.counter("buff")  # 702.3: one buff, on units
    return True


def _take(txn: Txn, object_id: str, kind: str, rule: str) -> None:
    obj = txn.on_board(object_id, rule)
    if not obj.counter(kind):
        raise Rejected("illegal_target", rule, f"{object_id!r} has no {kind} counter")
    _set(txn, object_id, kind, obj.counter(kind) - 1)


def move_counter(txn: Txn, kind: str, source: str, target: str) -> None:
    txn.on_board(target, "746")
    if source == target:
        raise Rejected("illegal_target", "746", "a counter moves from one object to another")
    _take(txn, source, kind, "746")
    if _can_hold(txn, target, kind):
        _set(txn, target, kind, txn.obj(target).counter(kind) + 1)
        txn.emit("counter_moved", counter=kind, **{"from": source}, to=target)
    else:
        txn.emit("counter_removed", object=source, counter=kind)  # 747: it landed nowhere


def remove_counter(txn: Txn, kind: str, object_id: str) -> None:
    _take(txn, object_id, kind, "747")
    txn.emit("counter_removed", object=object_id, counter=kind)


def _spendable_from(obj: GameObject, kind: str) -> bool:
    """702.2.b: a buff is spent from a unit; a counter of another kind from any object (745)."""
    return kind != "buff" or is_unit(obj)


def spend(txn: Txn, player: str, kind: str, objects: list[str], allowed_by: dict[str, object] | None) -> None:
    if allowed_by is None:
        raise Rejected("no_permission", "745", f"no effect allows {player} to spend {kind} counters: "
                       "counters are not a resource to spend freely")
    for object_id in objects:
        obj = txn.on_board(object_id, "745.2")
        if obj.controller != player:
            raise Rejected("not_controller", "745.2", f"{player} does not control {object_id!r}, so cannot spend "
                           f"its {kind} counter; {obj.controller} does")
        if not _spendable_from(obj, kind):
            raise Rejected("illegal_target", "702.2.b", f"{object_id!r} is not a unit: a buff is spent only from "
                           "a unit")
    for object_id in objects:
        _take(txn, object_id, kind, "745")
        txn.emit("counters_spent", object=object_id, counter=kind, player=player)


def buff(txn: Txn, object_id: str) -> None:
    obj = txn.on_board(object_id, "426.1")
    if not is_unit(obj):
        raise Rejected("illegal_target", "426.1", f"{object_id!r} is not a unit: only units are buffed")
    if obj.counter("buff"):
        return  # 702.3.a
    txn.update(object_id, counters=tuple(sorted({**dict(obj.counters), "buff": 1}.items())))
    txn.emit("counter_placed", object=object_id, counter="buff")


def spend_cost(txn: Txn, player: str, kind: str, object_id: str) -> None:
    """Spend a counter of ``object_id`` to pay an ability's cost: the ability is the effect that
    allows the spending (745), and the player must control the object that carries it (745.2);
    without the counter, the cost cannot be paid."""
    obj = txn.on_board(object_id, "745")
    if obj.controller != player:
        raise Rejected("not_controller", "745.2", f"{player} does not control {object_id!r}, so cannot spend "
                       f"its {kind} counter; {obj.controller} does")
    if not obj.counter(kind):
        raise Rejected("unpaid_cost", "745", f"{object_id!r} has no {kind} counter to spend")
    if not _spendable_from(obj, kind):
        raise Rejected("unpaid_cost", "702.2.b", f"{object_id!r} is not a unit: its buff cannot be spent")
    _set(txn, object_id, kind, obj.counter(kind) - 1)
    txn.emit("counters_spent", object=object_id, counter=kind, player=player)
