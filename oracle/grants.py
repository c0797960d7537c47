"""Lasting effects that change an object's text or type (Riftbound 477.1.a, 477.2.a, 480).

- *Granting* (477.2.a): an effect gives an object a keyword or an ability ("gains", "has").
  The object holds it from then on, in the order granted; the granted text is not printed rules
  text, so it stays active on an attached card whose printed rules text is inactive (135.4.b;
  GEAR-07: a granted Temporary still kills the attached Equipment), and no copy takes it
  (477.1.b.1.b). A granted ability belongs to the object that has it, and its controller
  controls it (191.4.a); oracle.layers lists it with the object it comes from.
- *Setting the type* (477.1.a): an effect makes an object a gear, or a unit. The latest such
  effect gives the type (480). An Equipment that becomes a unit while attached is detached at
  once (oracle.cleanup; GEAR-40); a unit that stops being one keeps the cards attached to it,
  but has no Might while it is not a unit, so their Might Bonuses do not apply (137.3.b;
  GEAR-42); when it is a unit again, they do.

Both last until the object leaves the board, where it becomes a new object (124.1).
"""

from __future__ import annotations

from typing import Any

from rulespec.oracle.state import Granted, TypeChange
from rulespec.oracle.txn import Txn


def grant(txn: Txn, object_id: str, entry: dict[str, Any]) -> bool:
    """``entry``: ``{"keyword": ..., "from": ...}`` or ``{"ability": {...}, "from": ...}``."""
    obj = txn.obj(object_id)
    if not obj.on_board:
        return False  # 055: only an object on the board keeps what it gains
    granted = Granted.from_document(entry)
    txn.update(object_id, granted=(*obj.granted, granted))
    txn.emit("ability_granted", object=object_id, text=granted.ability.text, by=granted.by)
    return True


def set_type(txn: Txn, object_id: str, entry: dict[str, Any]) -> bool:
    """``entry``: ``{"type": ..., "from": ...}``. A type the object already has changes nothing
    that can be seen, but the effect still applies, later than any before it (480)."""
    obj = txn.obj(object_id)
    if not obj.on_board:
        return False
    was = obj.traits.type
    changed = txn.update(object_id, type_changes=(*obj.type_changes, TypeChange(entry["type"], entry["from"])))
    txn.emit("type_changed", object=object_id, becomes=changed.traits.type, was=was, by=entry["from"])
    return True
