"""Who acts next: the player with priority (Riftbound 312, 337.1; Magic 117.3).

Priority is the exclusive right to take discretionary actions (312.1). At most one player has it,
and the state says who (``turn.priority``, null for no one). A player receives it:

- in a Neutral Open State during their Main Phase: the turn player (312.2.a), so no one has it
  with an empty chain in the other phases;
- in a Closed State, when they control the newest item on the chain (312.2.c): once the pending
  items are finalized, the controller of the newest item gains priority (337.1.c.3), and so again
  after an item resolves and others remain;
- never while items are pending: finalizing them passes no priority (337.1.a); triggered
  abilities waiting to go on the chain (the state's ``pending``) leave no one with it.

Magic differs after a resolution: the active player receives priority (117.3b), even with spells
left on the stack; after casting a spell or activating an ability, its controller does (117.3c).

The oracle hands priority on as these rules say after every action it accepts. It does not refuse
an action taken without priority (312.1.b): the contract has no "pass priority" action yet, so
the player who would have it after the others passed (312.2.d) cannot be reached, and the
scenarios act as if every needed pass happened.

>>> from rulespec.oracle.state import load_state
>>> doc = {"schema": "rulespec/state/1", "game": "riftbound", "turn": {"number": 1, "active_player": "A"},
...        "players": [{"id": "A"}, {"id": "B"}], "objects": []}
>>> holder(load_state(doc))
'A'
>>> holder(load_state({**doc, "turn": {"number": 1, "active_player": "A", "phase": "beginning"}}))
"""

from __future__ import annotations

from rulespec.oracle.state import GameState
from rulespec.oracle.values import evolve


def holder(state: GameState) -> str | None:
    """Who has priority in ``state`` by 312.2 (and a state document that does not say, 117.3c for
    Magic: the newest item's controller put it on the stack and has priority)."""
    if state.pending:
        return None
    if state.chain:
        return state.chain[-1].controller
    return state.turn.active_player if state.turn.phase in state.rules.priority_phases else None


def after(state: GameState, action_type: str, player: str) -> GameState:
    """``state`` with priority where the action just taken leaves it (called once its triggered
    abilities are on the chain: nothing is pending then)."""
    if state.rules.priority_by == "newest_item":
        who = holder(state)
    elif action_type in ("play", "activate"):
        who = player  # Magic 117.3c
    elif action_type == "resolve":
        who = state.turn.active_player  # Magic 117.3b
    else:
        who = holder(state)
    return state if who == state.turn.priority else state.with_fields(turn=evolve(state.turn, priority=who))
