"""Copy effects (Riftbound 477.1.b, 124.2, 719.4.a).

Becoming a copy changes only the copiable traits, in layer 1: name, type, tags, cost, Might
and rules text (see ``GameObject.traits``). Copying a copy gives the traits it copied
(477.1.b.1.b). The object keeps its own counters, damage, statuses (empowered, stunned,
exhausted) and temporary changes (124.2; GEAR-27, BUFF-08, BUFF-09), and it stays the same
object. The copied traits are the model's as they are when the effect begins.
"""

from __future__ import annotations

from rulespec.oracle.errors import Rejected
from rulespec.oracle.state import CopyEffect
from rulespec.oracle.txn import Txn


def become_copy(txn: Txn, object_id: str, model_id: str, while_attached: str | None = None) -> None:
    """``while_attached``: the copy lasts for as long as that card stays attached to the object
    (Shady Spectacles); ``end_copies_sustained_by`` ends it."""
    obj = txn.on_board(object_id, "477.1.b")
    model = txn.on_board(model_id, "477.1.b")
    if obj.id == model.id:
        raise Rejected("illegal_target", "477.1.b", "an object cannot become a copy of itself")
    copied = model.copy.card if model.copy is not None else model.card
    txn.update(object_id, copy=CopyEffect(model.id, copied, while_attached))
    txn.emit("copy_began", object=object_id, of=model.id)


def end_copies_sustained_by(txn: Txn, card_id: str, host_id: str) -> None:
    """``card_id`` is no longer attached to ``host_id``: a copy that lasted for as long as it
    was attached ends."""
    host = txn.state.get(host_id)
    if host is not None and host.copy is not None and host.copy.while_attached == card_id:
        txn.update(host_id, copy=None)
        txn.emit("copy_ended", object=host_id, of=host.copy.of)
