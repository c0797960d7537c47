"""The event pipeline: one path for every change of the game (Riftbound 369-375, 383.2.c, 428.2.a).

``happen(txn, event)``:

1. *propose*: ``event`` is a typed value (oracle.events) of what is about to happen;
2. *replace*: a replacement that replaces it ("If I would die, … instead", 370.1.b) makes its
   own effect happen instead, each replacement at most once per event (370.2); the event then
   never happens (oracle.replacement);
3. *apply*: the primitive of ``PRIMITIVES`` for its kind changes the state, and "As …"
   replacements apply as it happens (725.1);
4. *record*: every event document the primitive emits is recorded by ``Txn.emit``, with the
   event as its cause and the last-known information of the objects it touched, and handed to
   oracle.triggers, where triggered abilities are matched (383.2.c).

``run_effect`` plays an effect of card data: each operation (oracle.effects.OPERATIONS) proposes
its events, and each goes through ``happen``. Actions (oracle.engine) and the cleanup
(oracle.cleanup) go through ``happen`` too; the checks that make an action illegal come first,
where the action is read, so a rejected action changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulespec.oracle import (
    attach,
    control,
    copies,
    counters,
    damage,
    delayed,
    grants,
    movement,
    replacement,
    status,
    zones,
)
from rulespec.oracle.effects import FROM_ZONE, OPERATIONS, Context, origin
from rulespec.oracle.errors import Rejected
from rulespec.oracle.events import Event
from rulespec.oracle.txn import Txn


def _kill(txn: Txn, e: Event) -> bool:
    return zones.kill(txn, e.object, responsible=e.responsible, source=e.source,
                      attributed_to=list(e.attributed_to) if e.attributed_to else None,
                      detach_order=list(e.detach_order) if e.detach_order is not None else None)


def _damage(txn: Txn, e: Event) -> bool:
    assert e.source is not None
    return damage.deal_damage(txn, e.amount, e.object, responsible=e.responsible, source=e.source,
                              attributed_to=list(e.attributed_to) if e.attributed_to is not None else None,
                              controller=e.controller)


def _attach(txn: Txn, e: Event) -> bool:
    assert e.to is not None
    return attach.attach(txn, e.object, e.to, list(e.chosen) if e.chosen is not None else None)


def as_attached(txn: Txn, card_id: str, host_id: str, chosen: list[str] | None) -> None:
    """725.1: "As this is attached…" applies during the attach, with ``host`` the unit and
    ``chosen`` its controller's choice; an attach that calls for no choice takes none."""
    card = txn.obj(card_id)
    applying = replacement.as_it_happens(txn.state, Event("attach", card_id, to=host_id))
    if chosen and not any(a.definition.choose for a in applying):
        raise Rejected("illegal_target", "725.1", f"attaching {card_id!r} calls for no choice; got {chosen}")
    for ability in applying:
        spec = ability.definition.choose
        picked = replacement.choice(txn.state, spec, card.controller, host_id,
                                    tuple(chosen) if chosen is not None else None) if spec else None
        run_effect(txn, ability.definition.effect, this=card_id, me=card_id, responsible=card.controller,
                   extra={"host": host_id, "chosen": picked})


#: How each kind of event is applied; each returns whether anything happened.
PRIMITIVES: dict[str, Callable[[Txn, Event], bool | None]] = {
    "kill": _kill,
    "banish": lambda txn, e: zones.banish(txn, e.object, list(e.detach_order) if e.detach_order is not None else None),
    "damage": _damage,
    "heal": lambda txn, e: damage.heal(txn, e.object),
    "exhaust": lambda txn, e: status.set_exhausted(txn, e.object, True),
    "ready": lambda txn, e: status.set_exhausted(txn, e.object, False),
    "stun": lambda txn, e: status.gain_state(txn, e.object, "stunned"),
    "empower": lambda txn, e: status.gain_state(txn, e.object, "empowered"),
    "buff": lambda txn, e: counters.buff(txn, e.object),
    "attach": _attach,
    "detach": lambda txn, e: attach.detach(txn, e.object),
    "recall": lambda txn, e: movement.recall(txn, e.object, cause=e.cause),
    "move": lambda txn, e: movement.move(txn, e.object, e.to or ""),
    "control": lambda txn, e: control.change_control(txn, e.object, e.to or ""),
    "copy": lambda txn, e: copies.become_copy(txn, e.object, e.of or "",
                                              **({"while_attached": e.while_attached} if e.while_attached else {})),
    "copy_text": lambda txn, e: copies.copy_text(txn, e.object, e.of or "", e.while_attached),
    "return": lambda txn, e: zones.return_to_board(txn, e.object),
    "move_counter": lambda txn, e: counters.move_counter(txn, e.counter or "", e.object, e.to or ""),
    "remove_counter": lambda txn, e: counters.remove_counter(txn, e.counter or "", e.object),
    "grant": lambda txn, e: grants.grant(txn, e.object, e.lasting or {}),
    "set_type": lambda txn, e: grants.set_type(txn, e.object, e.lasting or {}),
    "create_delayed": delayed.create,
    "play_from_trash": lambda txn, e: zones.play_from_trash(txn, e.object, e.responsible or "", e.lasting or {}),
    "play_token": lambda txn, e: bool(zones.play_token(txn, e.responsible or "", (e.lasting or {})["token"])),
}

#: What applies as an event of a kind happens ("As …" replacements, 725.1).
AS_IT_HAPPENS: dict[str, Callable[[Txn, Event], None]] = {
    "attach": lambda txn, e: as_attached(txn, e.object, e.to or "", list(e.chosen) if e.chosen is not None else None),
}


def happen(txn: Txn, event: Event) -> bool:
    """Propose ``event``, replace it, apply it and record it. Returns whether it happened as
    proposed: False when it was replaced (370.1.b) or did nothing (a kill of what is no longer
    on the board, 428.2.a)."""
    if event.kind not in PRIMITIVES:
        raise ValueError(f"unknown event kind {event.kind!r}")
    obj = txn.state.get(event.object)
    if event.kind in ("kill", "banish") and (obj is None or not obj.on_board):
        return False  # 428.2.a: only a permanent on the board is killed
    txn.applying(event)
    try:
        found = replacement.instead(txn.state, event)
        if found is not None:
            txn.emit("replacement_applied", object=event.object, replaced=event.kind, by=found.origin)
            run_effect(txn, found.definition.effect, this=found.origin, me=found.holder,
                       responsible=event.responsible, applied=event.applied | {replacement.key(found)})
            return False
        happened = PRIMITIVES[event.kind](txn, event)
        if happened is not False and event.kind in AS_IT_HAPPENS:
            AS_IT_HAPPENS[event.kind](txn, event)
        return happened is not False
    finally:
        txn.applied()


def run_effect(txn: Txn, ops: tuple[dict[str, Any], ...], *, this: str, me: str, targets: tuple[str, ...] = (),
               responsible: str | None, applied: frozenset[tuple[str, str]] = frozenset(),
               ability: str | None = None, extra: dict[str, str | None] | None = None,
               chosen: list[str] | None = None, delayed: str | None = None,
               controller: str | None = None) -> None:
    """``responsible`` is the controller of the spell or ability, who performs its actions (411.1);
    ``ability`` its key, when it is an activated ability. ``extra`` names more references
    (``host``, ``chosen`` for an "As this is attached" ability); ``chosen`` is the player's choice
    for the text of a card this effect attaches (725.1); ``delayed`` the id of the delayed trigger
    whose effect this is (oracle.delayed); ``controller`` the controller of the chain item that
    resolves, which its deals and kills keep (191.4.b). An operation that names no ``object`` is about the game,
    not an object (``create_delayed_trigger``): its subject is ``this``, wherever it is."""
    refs = {"this": this, "me": me, "target": targets[0] if targets else None,
            "target2": targets[1] if len(targets) > 1 else None, **(extra or {})}
    source, attributed = origin(txn.state, this, me, ability, delayed)
    ctx = Context(refs, this, responsible, source, attributed, applied,
                  tuple(chosen) if chosen is not None else None, controller)
    for op in ops:
        propose = OPERATIONS.get(op["op"])
        if propose is None:
            raise ValueError(f"unknown effect operation {op['op']!r}")
        if "object" not in op:
            for event in propose(txn, op, this, ctx):
                happen(txn, event)
            continue
        subject = refs[op["object"]]
        where = FROM_ZONE.get(op["op"], "board")  # a card played from the trash is there, not on the board
        if subject is None or txn.state.get(subject) is None or txn.obj(subject).zone != where:
            continue  # 055: skip the impossible part
        for event in propose(txn, op, subject, ctx):
            happen(txn, event)
