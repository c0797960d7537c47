"""Copy effects (Riftbound 477.1.b, 124.2, 719.4.a, 725.1).

Becoming a copy changes only the copiable traits, in layer 1: name, type, tags, cost, Might
and rules text (see ``GameObject.traits``). Copying a copy gives the traits it copied
(477.1.b.1.b). The object keeps its own counters, damage, statuses (empowered, stunned,
exhausted) and temporary changes (124.2; GEAR-27, BUFF-08, BUFF-09), and it stays the same
object. The copied traits are the model's as they are when the effect begins.

Several copy effects may last at once (two Shady Spectacles on one unit; a copy effect and then
the Spectacles): they apply in timestamp order, the latest over the others (480; Magic 613.7),
so the object is a copy of what the latest copied; when that one ends, the latest of those that
still last applies again (``CopyEffect.earlier``).

A text copy (Svellsongur: "copy that unit's text to this Equipment's effect text for as long as
this is attached to it") puts the model's rules text into a card's effect text, which its host
then has (136.2.c): the host has its own text twice.

The abilities an effect gave are instances of their own: when the effect ends, what was used of
them this turn is forgotten, so that the same effect begun again gives new instances that can be
used again (the catalogue's GEAR-28, GEAR-29; a re-attach to the same host does nothing and
renews nothing, 434.1.g, GEAR-24).
"""

from __future__ import annotations

from rulespec.oracle.errors import Rejected
from rulespec.oracle.state import CopyEffect
from rulespec.oracle.txn import Txn
from rulespec.oracle.values import evolve


def become_copy(txn: Txn, object_id: str, model_id: str, while_attached: str | None = None) -> None:
    """``while_attached``: the copy lasts for as long as that card stays attached to the object
    (Shady Spectacles); ``end_copies_sustained_by`` ends it."""
    obj = txn.on_board(object_id, "477.1.b")
    model = txn.on_board(model_id, "477.1.b")
    if obj.id == model.id:
        raise Rejected("illegal_target", "477.1.b", "an object cannot become a copy of itself")
    copied = model.copy.card if model.copy is not None else model.card
    earlier = (*obj.copy.earlier, evolve(obj.copy, earlier=())) if obj.copy is not None else ()
    txn.update(object_id, copy=CopyEffect(model.id, copied, while_attached, txn.state.rules.copies_effect_text,
                                          earlier))
    txn.emit("copy_began", object=object_id, of=model.id)


def copy_text(txn: Txn, card_id: str, model_id: str, while_attached: str | None = None) -> None:
    """725.1, 136.2.c: ``card_id``'s effect text gets ``model_id``'s rules text (as the model has
    it: copied, if the model is a copy, 477.1.b.1.b), for as long as ``while_attached`` stays
    attached to the model."""
    txn.on_board(card_id, "725.1")
    model = txn.on_board(model_id, "725.1")
    copied = model.copy.card if model.copy is not None else model.card
    txn.update(card_id, text_copy=CopyEffect(model.id, copied, while_attached))
    txn.emit("text_copied", object=card_id, of=model.id)


def _forget_uses(txn: Txn, holder: str, origin: str, keys: set[str]) -> None:
    """The instances of the abilities ``keys`` that ``holder`` had from ``origin`` ended."""
    turn = txn.state.turn
    kept = tuple(u for u in turn.used if not (u.object == holder and u.origin == origin and u.ability in keys))
    if kept != turn.used:
        txn.state = txn.state.with_fields(turn=evolve(turn, used=kept))


def end_copies_sustained_by(txn: Txn, card_id: str, host_id: str) -> None:
    """``card_id`` is no longer attached to ``host_id``: a copy, or a text copy, that lasted for
    as long as it was attached ends, and with it the instances of the abilities it gave."""
    host = txn.state.get(host_id)
    if host is not None and host.copy is not None:
        effects = (*host.copy.earlier, evolve(host.copy, earlier=()))
        ending = [e for e in effects if e.while_attached == card_id]
        if ending:
            # 480: the copy effects that still last apply in timestamp order, the latest over the
            # others: once the ending one is gone, the latest of those left is what applies
            left = [e for e in effects if e.while_attached != card_id]
            txn.update(host_id, copy=evolve(left[-1], earlier=tuple(left[:-1])) if left else None)
            for e in ending:
                _forget_uses(txn, host_id, host_id, {a.key for a in e.card.abilities})
                txn.emit("copy_ended", object=host_id, of=e.of)
    card = txn.state.get(card_id)
    text_copy = card.text_copy if card is not None else None
    if text_copy is not None and text_copy.while_attached == card_id and text_copy.of == host_id:
        txn.update(card_id, text_copy=None)
        _forget_uses(txn, host_id, card_id, {a.key for a in text_copy.card.abilities})
        txn.emit("text_copy_ended", object=card_id, of=text_copy.of)
