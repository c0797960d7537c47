"""Copy effects (Riftbound 477.1.b, 124.2, 719.4.a).

Becoming a copy changes only the copiable traits, in layer 1: name, type, tags, cost, Might
and rules text (see ``GameObject.traits``). Copying a copy gives the traits it copied
(477.1.b.1.b). The object keeps its own counters, damage, statuses (empowered, stunned,
exhausted) and temporary changes (124.2; GEAR-27, BUFF-08, BUFF-09), and it stays the same
object. The copied traits are the model's as they are when the effect begins.
"""

from __future__ import annotations

from oracle.errors import Rejected
from oracle.state import CopyEffect
from oracle.txn import Txn


def become_copy(txn: Txn, object_id: str, model_id: str) -> None:
    obj = txn.on_board(object_id, "477.1.b")
    model = txn.on_board(model_id, "477.1.b")
    if obj.id == model.id:
        raise Rejected("illegal_target", "477.1.b", "an object cannot become a copy of itself")
    copied = model.copy.card if model.copy is not None else model.card
    txn.update(object_id, copy=CopyEffect(model.id, copied))
    txn.emit("copy_began", object=object_id, of=model.id)
