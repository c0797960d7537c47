"""Turns and phases (Riftbound 315-318): the turn player ends a phase, and the next one begins.

A turn goes through the Awaken, Beginning, Channel, Draw, Main and Ending Phases, in that
order (``PHASES``). Ending the Ending Phase ends the turn: the ending cleanup runs (317.2:
units heal, "this turn" effects end, stuns end, rune pools empty; oracle.cleanup), and the
next player in the order of ``players`` begins their turn with its Awaken Phase, in which they
ready everything they control (315.1, 415.3.a). Each phase that begins queues a cleanup (319).

What the engine models of each phase is only that: the Beginning Phase's scoring, the Channel
Phase's runes and the Draw Phase's card are not part of it (there is no deck), and neither are
start- or end-of-turn triggers yet.

The readying of the Awaken Phase and the ending cleanup are game procedures: no player is
responsible for what they do (411.2; ATTR-02), and their events say ``responsible: null``
(oracle.procedures).

Two actions: ``end_phase`` ends the current phase, ``end_turn`` ends every phase until the next
turn's Main Phase has begun (or a triggered ability is on the chain). Only the turn player
performs them, in an Open State (the chain empty): a phase ends when no one acts any more and
the chain is empty.
"""

from __future__ import annotations

from rulespec.oracle.chain import put_triggers
from rulespec.oracle.cleanup import ENDING, cleanup
from rulespec.oracle.errors import Rejected
from rulespec.oracle.events import Event
from rulespec.oracle.pipeline import happen
from rulespec.oracle.procedures import game_procedure
from rulespec.oracle.state import Turn
from rulespec.oracle.txn import Txn
from rulespec.oracle.values import evolve

PHASES = ("awaken", "beginning", "channel", "draw", "main", "ending")

#: The rule a refused end of phase cites: the phases of a turn (315-318) are its turn player's.
PHASE_RULE = "315"


def check_can_end(txn: Txn, player: str) -> None:
    turn = txn.state.turn
    if turn.active_player != player:
        raise Rejected("wrong_timing", PHASE_RULE, f"it is {turn.active_player}'s turn: only the turn player ends "
                       f"its phases, not {player}")
    if txn.state.chain:
        raise Rejected("wrong_timing", PHASE_RULE, "the chain is not empty (Closed State): the phase goes on "
                       "until it is")


def end_phase(txn: Txn, player: str) -> None:
    """The current phase ends and the next one begins; the Ending Phase ends the turn."""
    check_can_end(txn, player)
    _next_phase(txn)


def end_turn(txn: Txn, player: str) -> None:
    """End phase after phase until the next turn player's Main Phase has begun, or until a
    triggered ability goes on the chain: then the phase it triggered in goes on until the chain
    is empty (383.3.d)."""
    check_can_end(txn, player)
    number = txn.state.turn.number
    while not (txn.state.turn.number > number and txn.state.turn.phase == "main"):
        _next_phase(txn)
        cleanup(txn)  # 319: each phase change queues a cleanup
        put_triggers(txn)
        if txn.state.chain:
            return


def _next_phase(txn: Txn) -> None:
    turn = txn.state.turn
    if turn.phase == "ending":
        cleanup(txn, ENDING)  # 317.2
        _next_turn(txn)
        return
    _begin(txn, PHASES[PHASES.index(turn.phase) + 1])


def _begin(txn: Txn, phase: str) -> None:
    turn = txn.state.turn
    txn.state = txn.state.with_fields(turn=evolve(turn, phase=phase))
    txn.emit("phase_began", phase=phase, player=turn.active_player, turn=turn.number)
    if phase == "awaken":
        _awaken(txn)


def _next_turn(txn: Txn) -> None:
    """The next player in turn order takes their turn (the order of ``players``)."""
    turn = txn.state.turn
    order = [p.id for p in txn.state.players]
    at = order.index(turn.active_player) if turn.active_player in order else -1
    player = order[(at + 1) % len(order)]
    txn.state = txn.state.with_fields(turn=Turn(turn.number + 1, player, "awaken"))
    txn.emit("turn_began", player=player, turn=turn.number + 1)
    _begin(txn, "awaken")


def _awaken(txn: Txn) -> None:
    """315.1, 415.3.a: the turn player readies everything they control that can be readied."""
    player = txn.state.turn.active_player
    with game_procedure(txn):
        for obj in [o for o in txn.state.objects if o.on_board or o.zone == "legend"]:  # 107.4: a board zone
            if obj.controller == player and obj.exhausted:
                happen(txn, Event("ready", obj.id))
