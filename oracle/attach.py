"""Attaching and detaching (Riftbound 434, 435, 717-719).

- Attaching links a card to a host; the card takes the host's location without moving and
  without changing its ready state (434.4, 434.5; GEAR-34). One host at a time: attaching to
  a new host detaches it from the old one first (434.1.f, 718.5.d; GEAR-04, GEAR-23).
- Attaching to the current host does nothing at all: no detach, no event (434.1.g-h; GEAR-24).
- Units cannot be attached to anything (GEAR-40), and only units are hosts here.
- Detaching leaves the card at the host's location, ready state unchanged (435.4; GEAR-35).
  Detaching an unattached card does nothing (435.1.a.1); a copy that lasted for as long as the
  card was attached ends.
- Text that applies as the card is attached ("As this is attached…") works although the card's
  printed rules text is inactive once it is attached (725.1; GEAR-05): the event pipeline applies
  it as the attach happens (oracle.pipeline, oracle.replacement).
"""

from __future__ import annotations

from rulespec.oracle.copies import end_copies_sustained_by
from rulespec.oracle.errors import Rejected
from rulespec.oracle.layers import is_unit
from rulespec.oracle.txn import Txn


def check_attach(txn: Txn, card_id: str, host_id: str) -> None:
    """Raise Rejected if ``card_id`` cannot be attached to ``host_id`` at all."""
    rule = txn.state.rules.rule["attach"]
    card = txn.on_board(card_id, rule)
    host = txn.on_board(host_id, rule)
    kind = txn.state.rules.unit_name
    if card.id == host.id:
        raise Rejected("illegal_target", rule, f"{card_id!r} cannot be attached to itself")
    if is_unit(card):
        raise Rejected("illegal_target", rule, f"{card_id!r} is a {kind}: a {kind} cannot be attached")
    if host.traits.type not in txn.state.rules.carries_equipment:
        raise Rejected("illegal_target", rule, f"{host_id!r} is not a {kind}: only a {kind} carries Equipment")
    if txn.state.rules.attach_requires_equipment and not card.traits.is_equipment:
        raise Rejected("illegal_target", rule, f"{card_id!r} is not an Equipment: only an Equipment equips")


def attach(txn: Txn, card_id: str, host_id: str, chosen: list[str] | None = None) -> bool:
    """The primitive of an attach: return whether anything happened. Call check_attach first.
    ``chosen``: what the player chooses for the card's "As this is attached" text, refused when
    the attach does nothing."""
    card = txn.obj(card_id)
    host = txn.obj(host_id)
    if card.attached_to == host.id:
        if chosen:
            raise Rejected("illegal_target", "434.1.g", f"{card_id!r} is already attached to {host_id!r}: "
                           "nothing happens, so there is nothing to choose")
        return False  # 434.1.g: already attached to this host
    if card.attached_to is not None:
        detach(txn, card_id)
        card = txn.obj(card_id)
    txn.update(card_id, attached_to=host.id, location=host.location)
    txn.emit("attach", object=card_id, to=host.id, location=host.location)
    if card.location != host.location:
        txn.emit("relocate", object=card_id, **{"from": card.location}, to=host.location)
    return True


def detach(txn: Txn, card_id: str) -> bool:
    card = txn.obj(card_id)
    if card.attached_to is None:
        return False  # 435.1.a.1
    txn.update(card_id, attached_to=None)
    txn.emit("detach", object=card_id, **{"from": card.attached_to}, location=card.location)
    end_copies_sustained_by(txn, card_id, card.attached_to)
    return True


def relocate_attachments(txn: Txn, host_id: str, origin: str | None) -> None:
    """Attached cards share their host's location and follow it; that is not a move
    (719.3, 446.1; GEAR-31, GEAR-32)."""
    host = txn.obj(host_id)
    for card in txn.state.attachments_of(host_id):
        if card.location != host.location:
            txn.update(card.id, location=host.location)
            txn.emit("relocate", object=card.id, **{"from": origin}, to=host.location)
