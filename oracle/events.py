"""Events: every change of the game, as a typed value (Riftbound 369-375, 383.2.c, 428.1.a.1.b).

A change is first *proposed* as an ``Event``; replacement effects may change it or replace it
(369-375, oracle.replacement); a primitive of one table *applies* it (oracle.pipeline); and
what happened is *recorded* as event documents (schemas/event.json), each with the last-known
information of the objects it touched (``Recorded``). The record is where triggered abilities
will be matched (383.2.c: they are checked after their cause has been processed).

An ``Event`` is what is about to happen; the documents of the result are what did happen. One
proposed kill can become several documents (the kill and the detaches it causes, 719.5), or
none (its death was replaced, 370.1.b).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulespec.oracle.state import GameObject

#: A replacement names the event it replaces by the rules' word for it: a kill is a death
#: ("If I would die", 369.1); the other kinds are named as they are.
REPLACED_AS = {"kill": "die"}


@dataclass(frozen=True)
class Event:
    """A proposed change of the game: its ``kind`` is the primitive that applies it.

    The fields a kind does not use keep their defaults. ``applied`` holds the replacement
    effects already applied to this event or to the event it replaces: each applies at most
    once (370.2)."""

    kind: str  # kill, banish, damage, heal, exhaust, ready, stun, empower, buff, attach, detach,
    #            recall, move, control, copy, copy_text, return, move_counter, remove_counter, grant,
    #            set_type, create_delayed, play_from_trash
    object: str
    to: str | None = None  # the host of an attach, the destination of a move, the new controller
    amount: int = 0  # damage
    responsible: str | None = None  # the player who performs it (411.1), None for a game procedure
    source: dict[str, Any] | None = field(default=None, hash=False)  # what deals the damage or kills
    attributed_to: tuple[str, ...] | None = None
    detach_order: tuple[str, ...] | None = None  # 719.5.a: the host's controller's choice
    chosen: tuple[str, ...] | None = None  # 725.1: the choice for an "As this is attached" text
    of: str | None = None  # the model of a copy
    while_attached: str | None = None  # a copy that lasts for as long as this card is attached
    cause: str = "effect"  # a recall's cause: "effect" or "cleanup" (323.7)
    counter: str | None = None  # the kind of counter moved or removed
    applied: frozenset[tuple[str, str]] = frozenset()
    #: For a deal or a kill a spell or ability makes: that spell's or ability's controller (191.2,
    #: 191.4), as it was when it was put on the chain; a later change of control of its source
    #: does not change it (191.4.b). What "did X with Y" checks (411.6; oracle.triggers).
    controller: str | None = None
    #: a grant's or a type change's entry (schemas/state.json ``granted``, ``type_changes``), or a
    #: delayed trigger's ability and window (``create_delayed``), or the cost of a ``play_from_trash``
    lasting: dict[str, Any] | None = field(default=None, hash=False)

    @property
    def replaced_as(self) -> str:
        """The event's name in a replacement's data: ``{"replaces": {"event": "die"}}``."""
        return REPLACED_AS.get(self.kind, self.kind)

    def touches(self) -> tuple[str, ...]:
        """The objects whose last-known information the record keeps."""
        return tuple(i for i in (self.object, self.to if self.kind in ("attach",) else None, self.of) if i)


@dataclass(frozen=True)
class Recorded:
    """One event document as it happened, with ``cause``, the proposed event it came from (None
    for a record outside the pipeline: a cost paid, an item put on the chain), and ``last_known``,
    the last-known information of the objects it names: each as it was just before the change
    (a killed unit's Might, controller and attachments as it died; 428.1.a.1.b, 808.1.d.2)."""

    document: dict[str, Any]
    cause: Event | None
    last_known: dict[str, GameObject] = field(hash=False, default_factory=dict)
