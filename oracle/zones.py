"""Leaving and entering the board: play, kill, banish (Riftbound 124, 359, 427, 428, 719.5).

- A card that leaves the board for a non-board zone becomes a new object and loses every
  temporary modification: damage, counters, statuses, exhausted (124.1). It goes to its
  owner's zone (056), and its controller is its owner again. So does a card that comes back
  to the board or is played: each zone change moves its ``incarnation`` on (Txn.update), and
  what was aimed at the old object does not reach the new one (oracle.identity).
- When a host leaves the board, its attachments detach and stay at the location it left
  (719.5, 435.4.b; GEAR-36, GEAR-38); the host's controller chooses the order (719.5.a;
  GEAR-37). A card that is itself attached detaches as it leaves.
- A kill is an event that replacement effects can change ("if I would die", 369-375): it goes
  through the event pipeline (oracle.pipeline), whose primitive is ``leave_board``. Banishing is
  not a kill (427.2.a).
- The new object has no memory of the old one (124): what the old one used this turn of an
  ability that may be used once per turn, or of a "choose one that hasn't been chosen this turn"
  ability, is not the new one's (``forget_uses_of``). So it is of the abilities an attached card
  gave its host (136.2.c): the card that leaves takes its instances with it.
- A token goes where a card would, then ceases to exist right after it arrives: it leaves the
  state (186-186.1).
- Playing a permanent the normal way puts it in its controller's base, unattached (359.2.d;
  GEAR-17). Units enter exhausted (143.4), gear enters ready (149.1).
"""

from __future__ import annotations

from typing import Any

from rulespec.oracle.attach import detach
from rulespec.oracle.cards import card_from_document
from rulespec.oracle.errors import Rejected
from rulespec.oracle.resources import Resources
from rulespec.oracle.state import GameObject
from rulespec.oracle.txn import Txn
from rulespec.oracle.values import evolve


def _detach_order(txn: Txn, host_id: str, chosen: list[str] | None) -> list[str]:
    """The order in which the cards attached to ``host_id`` detach as it leaves the board: the
    host's controller's choice (719.5.a), written into the action; by default, the state's order."""
    attached = [a.id for a in txn.state.attachments_of(host_id)]
    if chosen is None:
        return attached
    if sorted(chosen) != sorted(attached):
        raise Rejected("illegal_target", "719.5.a", f"detach_order {chosen} must name each card attached to "
                       f"{host_id!r} once: {attached}")
    return list(chosen)


def leave_board(txn: Txn, object_id: str, zone: str, event: dict[str, Any],
                detach_order: list[str] | None = None) -> None:
    """A card leaves the board for ``zone``: it becomes a new object in its owner's zone (124.1,
    056), and what was attached to it detaches, staying where it was (719.5), in its
    controller's order (719.5.a)."""
    obj = txn.obj(object_id)
    order = _detach_order(txn, object_id, detach_order)
    detach(txn, object_id)
    txn.update(object_id, zone=zone, location=None, exhausted=False, damage=0, damage_by=(), counters=(),
               states=frozenset(), controller=obj.owner, attached_to=None, copy=None, text_copy=None,
               granted=(), type_changes=())
    txn.emit(event.pop("type"), object=object_id, **{"from": obj.location}, **event)
    forget_uses_of(txn, object_id)
    for card_id in order:
        detach(txn, card_id)
    if obj.token:
        cease_to_exist(txn, object_id)


def forget_uses_of(txn: Txn, object_id: str) -> None:
    """``object_id`` left the board and is a new object (124): the uses this turn of the ability
    instances it had, or that its card's text gave another object, are forgotten, so that the new
    object's abilities are used for the first time (377, 355.5; the catalogue's GEAR-28: a new
    instance can be used again)."""
    turn = txn.state.turn
    kept = tuple(u for u in turn.used if object_id not in (u.object, u.origin))
    if kept != turn.used:
        txn.state = txn.state.with_fields(turn=evolve(turn, used=kept))


def cease_to_exist(txn: Txn, object_id: str) -> None:
    """A token put anywhere but the board or the chain ceases to exist right after it arrives
    (186-186.1): it leaves the state, with a ``ceased_to_exist`` event. Its id stays in the state's
    ``ceased``, so that a chain item that names it still names something: nothing (359.3.e)."""
    obj = txn.obj(object_id)
    txn.emit("ceased_to_exist", object=object_id, zone=obj.zone)
    txn.state = evolve(txn.state, objects=tuple(o for o in txn.state.objects if o.id != object_id),
                        ceased=(*txn.state.ceased, object_id))


def kill(txn: Txn, object_id: str, *, responsible: str | None, source: dict[str, Any] | None = None,
         attributed_to: list[str] | None = None, detach_order: list[str] | None = None) -> bool:
    """The primitive of a kill (428): to its owner's trash. Replacement effects ("If I would
    die", 369-375) have had their say before, in the event pipeline (oracle.pipeline). Returns
    whether the object died: only a permanent on the board is killed (428.2.a)."""
    if not txn.obj(object_id).on_board:
        return False
    event: dict[str, Any] = {"type": "kill", "responsible": responsible}
    if source is not None:
        event["source"] = source
    if attributed_to:
        event["attributed_to"] = attributed_to
    leave_board(txn, object_id, "trash", event, detach_order)
    return True


def banish(txn: Txn, object_id: str, detach_order: list[str] | None = None) -> None:
    """The primitive of a banish (427.1): to its owner's banishment. Banishing is not a kill (427.2.a)."""
    leave_board(txn, object_id, "banishment", {"type": "banish"}, detach_order)


def return_to_board(txn: Txn, object_id: str) -> None:
    """From the trash or banishment to its owner's base, as a new object: none of its old
    counters or statuses come back (124.1; BUFF-10). A unit enters exhausted (143.4)."""
    obj = txn.obj(object_id)
    if obj.zone not in ("trash", "banishment"):
        raise Rejected("wrong_zone", "124.1", f"{object_id!r} is in the {obj.zone}, not in the trash or banishment")
    home = txn.base_of(obj.owner) if txn.state.rules.locations else None
    txn.update(object_id, zone="board", location=home, controller=obj.owner,
               exhausted=obj.card.type in txn.state.rules.enters_exhausted)
    txn.emit("zone_changed", object=object_id, **{"from": obj.zone}, to="board")
    txn.emit("returned_to_board", object=object_id, **{"from": obj.zone}, to=home)


def check_main_timing(txn: Txn, player: str, rule: str) -> None:
    """Main Phase of the player's own turn, in an Open State (151.2, 144.1)."""
    turn = txn.state.turn
    if turn.active_player != player:
        raise Rejected("wrong_timing", rule, f"it is {turn.active_player}'s turn, not {player}'s")
    if turn.phase != "main":
        raise Rejected("wrong_timing", rule, f"this needs the Main Phase; it is the {turn.phase} phase")
    if txn.state.chain:
        raise Rejected("wrong_timing", rule, "the chain is not empty (Closed State)")


def play(txn: Txn, player: str, object_id: str) -> None:
    obj = txn.obj(object_id)
    if obj.zone != "hand":
        raise Rejected("wrong_zone", "359", f"{object_id!r} is in the {obj.zone}, not in a hand")
    if obj.owner != player:
        raise Rejected("not_controller", "359", f"{object_id!r} is in {obj.owner}'s hand, not {player}'s")
    if obj.card.type not in ("unit", "gear", "creature", "artifact"):
        raise Rejected("not_implemented", "359", f"the oracle does not yet play {obj.card.type} cards")
    check_main_timing(txn, player, txn.state.rules.rule["play"])
    cost = obj.card.cost
    if cost is not None and not cost.is_empty():
        txn.pay(player, cost, "359.3", object_id)
    _enters_played(txn, object_id, player, "hand")


def play_from_trash(txn: Txn, object_id: str, player: str, how: dict[str, Any]) -> bool:
    """An effect lets ``player`` play a card from their trash, paying ``how["cost"]``
    (Immortal Phoenix: "you may pay [1][R] to play me from your trash"): the cost is paid from
    their rune pool (a pool that cannot pay refuses the choice, 203), and the card is played to
    their base as from the hand (359.2), a new object (124)."""
    obj = txn.obj(object_id)
    if obj.zone != "trash" or obj.owner != player:
        return False  # 055: it is no longer in that player's trash
    cost = Resources.parse(how.get("cost"))
    if not cost.is_empty():
        txn.pay(player, cost, "203", object_id)
    _enters_played(txn, object_id, player, "trash")
    return True


def _enters_played(txn: Txn, object_id: str, player: str, origin: str) -> None:
    """A played permanent enters its player's base, a unit exhausted (359.2, 143.4), with the
    ``card_played`` event that "When you play me" abilities wait for."""
    home = txn.base_of(player) if txn.state.rules.locations else None
    txn.update(object_id, zone="board", location=home, controller=player,
               exhausted=txn.obj(object_id).card.type in txn.state.rules.enters_exhausted)
    txn.emit("zone_changed", object=object_id, **{"from": origin}, to="board")
    txn.emit("card_played", object=object_id, player=player, to=home)


def play_token(txn: Txn, player: str, token: str) -> str:
    """"Play a … token to your base" (187, 185): a new object, a token, with a fresh id (the token's
    name in lower case with hyphens, then ``-N``, the first N no object or ceased token has),
    played to the player's base as a unit is (359.2: it enters exhausted), with the ``card_played``
    event that "When you play me" abilities wait for (383.4.a.2). Returns its id."""
    card = card_from_document({"token": token})
    stem = "-".join(token.lower().split())
    taken = {o.id for o in txn.state.objects} | set(txn.state.ceased)
    object_id = next(f"{stem}-{n}" for n in range(1, len(taken) + 2) if f"{stem}-{n}" not in taken)
    home = txn.base_of(player) if txn.state.rules.locations else None
    obj = GameObject(id=object_id, card=card, owner=player, controller=player, zone="board", location=home,
                     exhausted=card.type in txn.state.rules.enters_exhausted, token=True)
    txn.state = evolve(txn.state, objects=(*txn.state.objects, obj))
    txn.emit("card_played", object=object_id, player=player, to=home)
    return object_id
