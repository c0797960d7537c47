"""Actions a game procedure performs: no player is responsible for them (Riftbound 411.2; ATTR-02).

A player is responsible for the game actions they perform (411.1). The cleanup (319-324) and
the turn's procedures (the Awaken Phase readying, 315.1; the ending cleanup's heals and the end
of stuns, 317.2, 423.1.a.2) perform actions too, and for those there is no responsible player,
unless a rule names one (411.3: a kill for lethal damage belongs to the player responsible for
the deal, 428.5.c.1).

An event document says so with ``"responsible": null``, present: ``game_procedure`` marks the
events of the kinds in ``STATED`` recorded while it runs whose proposed event names no
responsible player. A field left out says nothing about responsibility; ``null`` says no one.

>>> from rulespec.oracle.state import load_state
>>> from rulespec.oracle.txn import Txn
>>> txn = Txn(load_state({"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}],
...                       "objects": []}))
>>> with game_procedure(txn):
...     txn.emit("recall", object="x", to="base:A")
>>> txn.events
[{'type': 'recall', 'object': 'x', 'to': 'base:A', 'responsible': None}]
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from rulespec.oracle.txn import Txn

#: The event types whose documents state their responsible player (schemas/event.json).
STATED = frozenset({"recall", "ready", "heal", "state_lost", "kill"})


@contextmanager
def game_procedure(txn: Txn) -> Iterator[None]:
    """Run a game procedure: its actions that no rule gives a responsible player say
    ``responsible: null`` (411.2). An action a replacement effect performs for a responsible
    player, or a kill a rule credits to one (428.5.c.1), keeps that player."""
    start = len(txn.history)
    try:
        yield
    finally:
        for record in txn.history[start:]:
            document = record.document
            if document["type"] not in STATED or document.get("responsible") is not None:
                continue
            if record.cause is None or record.cause.responsible is None:
                document["responsible"] = None
