"""A transaction: the working state of one action, and the events it has caused so far.

The state stays a frozen value: each change replaces it with a new one. If the action is
rejected part-way, the transaction is simply dropped and the caller keeps the old state.

Every event document goes through ``emit``, the record step of the event pipeline
(oracle.pipeline): it is appended to the result's events and to ``history``, with the
last-known information of the objects it names, and handed to oracle.triggers, where triggered
abilities will be matched.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from rulespec.oracle import triggers
from rulespec.oracle.errors import Rejected
from rulespec.oracle.events import Event, Recorded
from rulespec.oracle.resources import Resources
from rulespec.oracle.state import GameObject, GameState, Played
from rulespec.oracle.values import evolve


@dataclass(frozen=True)
class Dealt:
    """One deal of damage to a unit in this action: who is responsible for it, its source and
    what it is attributed to (417.6), for the kill at the following cleanup (428.5.c)."""

    responsible: str | None
    source: dict[str, Any]
    attributed_to: tuple[str, ...]
    controller: str | None = None  # of the spell or ability that dealt it (191.4.b)


class Txn:
    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[dict[str, Any]] = []
        #: every event document of this action, with its cause and last-known information
        self.history: list[Recorded] = []
        #: every deal of damage to each unit in this action, in order (a unit may be dealt
        #: damage by several sources before the cleanup kills it), for 428.5.c
        self.damage_by: dict[str, list[Dealt]] = {}
        # the proposed events being applied, innermost last, with their objects as they were before
        self._applying: list[tuple[Event, dict[str, GameObject]]] = []
        #: triggered abilities whose condition was met, not yet on the chain (oracle.triggers)
        self.pending: list[triggers.Pending] = []
        # the records of events happening at one moment, matched once all have happened (``simultaneously``)
        self._deferred: list[Recorded] | None = None

    def obj(self, object_id: str) -> GameObject:
        found = self.state.get(object_id)
        if found is None:
            raise Rejected("unknown_object", "124", f"no object {object_id!r} in this game")
        return found

    def on_board(self, object_id: str, rule: str = "107") -> GameObject:
        found = self.obj(object_id)
        if not found.on_board:
            raise Rejected("not_on_board", rule, f"{object_id!r} is in the {found.zone}, not on the board")
        return found

    def update(self, object_id: str, **changes: Any) -> GameObject:
        """Change an object. A change of zone makes it a new object (Riftbound 124; Magic 400.7):
        its incarnation moves on (oracle.identity)."""
        old = self.obj(object_id)
        new = evolve(old, **changes)
        if new.zone != old.zone:
            new = evolve(new, incarnation=old.incarnation + 1)
        self.state = self.state.with_object(new)
        return new

    def applying(self, event: Event) -> None:
        """The pipeline is about to apply ``event``: keep its objects as they are now."""
        last_known = {i: o for i in event.touches() if (o := self.state.get(i)) is not None}
        self._applying.append((event, last_known))

    def applied(self) -> None:
        self._applying.pop()

    def emit(self, event_type: str, **fields: Any) -> None:
        """Record an event document, its fields that are None left out."""
        self.record({"type": event_type, **{k: v for k, v in fields.items() if v is not None}})

    def record(self, document: dict[str, Any]) -> None:
        """The record step of the pipeline (oracle.pipeline): ``document`` goes into the result's
        events and ``history``, with its cause and last-known information, and to oracle.triggers."""
        cause, before = self._applying[-1] if self._applying else (None, {})
        named = [v for k in ("object", "to", "from") if isinstance(v := document.get(k), str)]
        last_known = {i: o for i in named if (o := before.get(i) or self.state.get(i)) is not None}
        record = Recorded(document, cause, last_known)
        self.events.append(document)
        self.history.append(record)
        if document["type"] == "card_played" and "player" in document:  # 377.2.b: "… played … this turn"
            turn = self.state.turn
            self.state = self.state.with_fields(turn=evolve(turn, played=(
                *turn.played, Played(document["object"], document["player"]))))
        if self._deferred is not None:
            self._deferred.append(record)
        else:
            triggers.match(self, record)

    @contextmanager
    def simultaneously(self) -> Iterator[None]:
        """Events that happen at one moment (the kills of cleanup step 3b, 323.5) are processed
        one after the other, but triggered abilities are matched against them once all of them
        have been (383.2.c): an object that entered its ability's zone at that moment triggers
        (383.2.c.1; Immortal Phoenix killed with the others), one that left it does not
        (383.2.c.2; a unit killed with the unit it killed), whatever order they were processed in."""
        if self._deferred is not None:  # already inside such a moment
            yield
            return
        self._deferred = []
        try:
            yield
            deferred = self._deferred
        finally:
            self._deferred = None
        for record in deferred:
            triggers.match(self, record)

    def base_of(self, player_id: str) -> str:
        return f"base:{player_id}"

    def pay(self, player_id: str, cost: Resources, rule: str, paid_for: str) -> None:
        """Pay ``cost`` from the player's rune pool (203), or reject the action."""
        player = self.state.player(player_id)
        if player is None:
            raise Rejected("unknown_object", "103", f"no player {player_id!r}")
        if not player.pool.can_pay(cost):
            raise Rejected("unpaid_cost", rule, f"{player_id} cannot pay {cost.shorthand()} "
                           f"from a pool of {player.pool.shorthand()}")
        paid = evolve(player, pool=player.pool.pay(cost))
        self.state = self.state.with_fields(players=tuple(paid if p.id == player_id else p for p in self.state.players))
        self.emit("cost_paid", player=player_id, cost=cost.to_document(), **{"for": paid_for})
