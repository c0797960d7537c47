"""A transaction: the working state of one action, and the events it has caused so far.

The state stays a frozen value: each change replaces it with a new one. If the action is
rejected part-way, the transaction is simply dropped and the caller keeps the old state.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulespec.oracle.errors import Rejected
from rulespec.oracle.resources import Resources
from rulespec.oracle.state import GameObject, GameState


class Txn:
    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[dict[str, Any]] = []
        # who was dealt damage by what in this action, for kill attribution (428.5.c)
        self.damage_by: dict[str, dict[str, Any]] = {}

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
        new = replace(self.obj(object_id), **changes)
        self.state = self.state.with_object(new)
        return new

    def emit(self, event_type: str, **fields: Any) -> None:
        self.events.append({"type": event_type, **{k: v for k, v in fields.items() if v is not None}})

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
        paid = replace(player, pool=player.pool.pay(cost))
        self.state = replace(self.state, players=tuple(paid if p.id == player_id else p for p in self.state.players))
        self.emit("cost_paid", player=player_id, cost=cost.to_document(), **{"for": paid_for})
