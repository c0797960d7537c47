"""Wrong engines for turns, the Standard Move and game procedures (ATTR-02; GEAR-31 … GEAR-33
with the Standard Move: features/riftbound/attribution/procedures.feature, features/riftbound/turns.feature).

Each gets one part of 411.2 (no one is responsible for what a game procedure does), 315.1 (the
Awaken Phase readies the turn player's cards), 317.2 (the ending cleanup) or 144 with 719.3 (the
Standard Move, and what an attached card does when its unit makes one) wrong.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rulespec.adapters.oracle import OracleAdapter
from rulespec.oracle import cleanup as cleanup_module
from rulespec.oracle import engine as engine_module
from rulespec.oracle import movement, standard_move
from rulespec.oracle.errors import Rejected
from rulespec.oracle.events import Event
from rulespec.oracle.pipeline import happen
from rulespec.oracle.procedures import game_procedure
from rulespec.oracle.txn import Txn
from rulespec.oracle.zones import check_main_timing
from tests.mutants import Mutant, PatchedOracle, patched, replacing_entry, rewriting

Handler = Callable[[Txn, dict[str, Any]], None]
PROCEDURE_EVENTS = ("recall", "ready", "heal", "state_lost", "kill")


# --- ATTR-02: who is responsible for what a game procedure does (411.2) ----------------------

def _turn_player_responsible(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted") and adapter.state is not None:
        for event in result["events"]:
            if event.get("type") in PROCEDURE_EVENTS and "responsible" in event and event["responsible"] is None:
                event["responsible"] = adapter.state.turn.active_player
    return result


def _responsibility_unsaid(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted"):
        for event in result["events"]:
            if event.get("type") in PROCEDURE_EVENTS and event.get("responsible", "") is None:
                del event["responsible"]
    return result


def _cleanup_kills_are_no_ones(original: Callable[..., bool], txn: Txn, object_id: str, **kw: Any) -> bool:
    return original(txn, object_id, **{**kw, "responsible": None})


def _awaken_previous_player(original: Callable[[Txn], None], txn: Txn) -> None:
    order = [p.id for p in txn.state.players]
    previous = order[(order.index(txn.state.turn.active_player) - 1) % len(order)]
    with game_procedure(txn):
        for obj in list(txn.state.board()):
            if obj.controller == previous and obj.exhausted:
                happen(txn, Event("ready", obj.id))


def _awaken_units_only(original: Callable[[Txn], None], txn: Txn) -> None:
    with game_procedure(txn):
        for obj in list(txn.state.board()):
            if obj.controller == txn.state.turn.active_player and obj.exhausted and obj.card.type == "unit":
                happen(txn, Event("ready", obj.id))


def _stuns_stay(original: Callable[[Txn], None], txn: Txn) -> None:
    txn.state = replace(txn.state, turn=replace(txn.state.turn, used=()))


def _stuns_end_with_every_phase(original: Callable[[Txn], None], txn: Txn) -> None:
    cleanup_module.STEPS["this_turn_ends"](txn)
    original(txn)


def _no_healing(original: Callable[[Txn], None], txn: Txn) -> None:
    return None


# --- the Standard Move and the attached cards (144, 719.3; GEAR-31 … GEAR-33) ----------------

def handling(replacement: Callable[[Handler, Txn, dict[str, Any]], None]) -> Callable[[], Any]:
    return replacing_entry(engine_module.HANDLERS, "standard_move", replacement)


def _exhaust_then(txn: Txn, a: dict[str, Any], move: Callable[[Txn, str, str], None]) -> None:
    for object_id in a["objects"]:
        happen(txn, Event("exhaust", object_id, responsible=a["player"]))
    for object_id in a["objects"]:
        move(txn, object_id, a["to"])


def _move_alone(txn: Txn, object_id: str, to: str) -> None:
    origin = txn.obj(object_id).location
    txn.update(object_id, location=to)
    txn.emit("move", object=object_id, **{"from": origin}, to=to)


def _leaves_attachments(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    standard_move.check(txn, a["player"], list(a["objects"]), a["to"])
    _exhaust_then(txn, a, _move_alone)


def _exhausts_attachments(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    original(txn, a)
    for object_id in a["objects"]:
        for card in txn.state.attachments_of(object_id):
            happen(txn, Event("exhaust", card.id))


def _free(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    for object_id in a["objects"]:
        movement.check_move(txn, object_id, a["to"])
    check_main_timing(txn, a["player"], "144.1")
    for object_id in a["objects"]:
        happen(txn, Event("move", object_id, to=a["to"], responsible=a["player"]))


def _attachments_move(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted") and action["type"] == "standard_move":
        for event in result["events"]:
            if event["type"] == "relocate":
                event["type"] = "move"
    return result


def _any_route(original: Callable[..., None], txn: Txn, player: str, objects: list[str], to: str) -> None:
    if to.startswith("battlefield:") and all((txn.obj(o).location or "").startswith("battlefield:") for o in objects):
        for object_id in objects:
            movement.check_move(txn, object_id, to)
        return
    original(txn, player, objects, to)


def _attached_moves_alone(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    if not any(txn.obj(o).attached_to for o in a["objects"]):
        original(txn, a)
        return
    for object_id in a["objects"]:
        if txn.obj(object_id).attached_to:
            happen(txn, Event("detach", object_id))
    _exhaust_then(txn, a, _move_alone)

# --- more misreadings: whose things the procedures touch, and who may move what ----------------

def _awaken_owned(original: Callable[[Txn], None], txn: Txn) -> None:
    player = txn.state.turn.active_player
    with game_procedure(txn):
        for obj in [o for o in txn.state.objects if o.on_board or o.zone == "legend"]:
            if obj.owner == player and obj.exhausted:
                happen(txn, Event("ready", obj.id))


def _awaken_board_only(original: Callable[[Txn], None], txn: Txn) -> None:
    player = txn.state.turn.active_player
    with game_procedure(txn):
        for obj in [o for o in txn.state.objects if o.on_board]:
            if obj.controller == player and obj.exhausted:
                happen(txn, Event("ready", obj.id))


def _heal_turn_players_units(original: Callable[[Txn], None], txn: Txn) -> None:
    for obj in list(txn.state.board()):
        if obj.damage and obj.controller == txn.state.turn.active_player:
            happen(txn, Event("heal", obj.id))


def _any_controller(original: Callable[..., None], txn: Txn, player: str, objects: list[str], to: str) -> None:
    taken = {o: txn.obj(o).controller for o in objects if txn.state.get(o) is not None}
    for object_id, controller in taken.items():
        if controller != player:
            txn.update(object_id, controller=player)
    try:
        original(txn, player, objects, to)
    finally:
        for object_id, controller in taken.items():
            if txn.state.get(object_id) is not None:
                txn.update(object_id, controller=controller)


def _any_phase(original: Callable[..., None], txn: Txn, player: str, objects: list[str], to: str) -> None:
    turn = txn.state.turn
    if turn.phase != "main" and turn.active_player == player and not txn.state.chain:
        txn.state = replace(txn.state, turn=replace(turn, phase="main"))
        try:
            original(txn, player, objects, to)
        finally:
            txn.state = replace(txn.state, turn=replace(txn.state.turn, phase=turn.phase))
        return
    original(txn, player, objects, to)


def _effect_move_needs_ready(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """Every move is read as the Standard Move: an exhausted unit cannot be moved by an effect either."""
    for object_id in a["objects"]:
        if txn.obj(object_id).exhausted:
            raise Rejected("unpaid_cost", "144.2", f"{object_id!r} is exhausted")
    original(txn, a)


def _effect_move_exhausts(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    original(txn, a)
    for object_id in a["objects"]:
        if not txn.obj(object_id).exhausted:
            happen(txn, Event("exhaust", object_id, responsible=a["player"]))


MUTANTS: list[Mutant] = [
    Mutant("procedure-responsible-turn-player", "ATTR-02",
           "the player whose turn it is is responsible for whatever the game does on that turn: the cleanup's "
           "recalls, the Awaken Phase's readying, the end of stuns", rewriting(perform=_turn_player_responsible)),
    Mutant("procedure-responsibility-unsaid", "ATTR-02",
           "an action no player performs has no responsible player, so the engine leaves the field out and says "
           "nothing, instead of saying no one", rewriting(perform=_responsibility_unsaid)),
    Mutant("cleanup-kills-are-no-ones", "ATTR-02",
           "every kill the cleanup makes is a game procedure's, with no responsible player, even the kill for "
           "lethal damage a player dealt", patched(("rulespec.oracle.cleanup.kill", _cleanup_kills_are_no_ones))),
    Mutant("awaken-readies-previous-player", "ATTR-02",
           "the cards are readied as the turn ends, those of the player whose turn it was, not at the new turn "
           "player's Awaken Phase", patched(("rulespec.oracle.turns._awaken", _awaken_previous_player))),
    Mutant("awaken-readies-units-only", "ATTR-02",
           "the Awaken Phase readies the turn player's units, and leaves their gear exhausted",
           patched(("rulespec.oracle.turns._awaken", _awaken_units_only))),
    Mutant("stuns-outlast-the-turn", "ATTR-02",
           "a stun is a status like exhausted, which stays until something removes it: the ending cleanup "
           "ends the \"this turn\" effects but not the stuns", replacing_entry(cleanup_module.STEPS, "this_turn_ends",
                                                                           _stuns_stay)),
    Mutant("stuns-end-with-every-phase", "ATTR-02",
           "a stun ends when the phase ends, not with the turn's \"this turn\" effects",
           patched(("rulespec.oracle.turns._next_phase", _stuns_end_with_every_phase))),
    Mutant("ending-cleanup-does-not-heal", "ATTR-02",
           "damage stays marked on the units until something heals it: the ending cleanup heals no one",
           replacing_entry(cleanup_module.STEPS, "heal_units", _no_healing)),
    Mutant("standard-move-leaves-the-equipment", "GEAR-31",
           "the Standard Move moves the unit card alone: what is attached to it stays where it was",
           handling(_leaves_attachments)),
    Mutant("standard-move-exhausts-the-equipment", "GEAR-31",
           "the exhaust the Standard Move costs is paid by the unit and by everything attached to it",
           handling(_exhausts_attachments)),
    Mutant("standard-move-costs-nothing", "GEAR-31",
           "the Standard Move is the move action of the unit's controller: it costs nothing, and an exhausted "
           "unit makes it too", handling(_free)),
    Mutant("standard-move-moves-the-equipment", "GEAR-32",
           "the Equipment that goes with a unit's Standard Move moves too: it has a move event of its own",
           rewriting(perform=_attachments_move)),
    Mutant("standard-move-any-route", "GEAR-32",
           "the Standard Move goes from any location to any other, battlefield to battlefield included",
           patched(("rulespec.oracle.standard_move.check", _any_route))),
    Mutant("standard-move-of-attached-equipment", "GEAR-33",
           "an attached Equipment makes a Standard Move of its own: it detaches and goes alone",
           handling(_attached_moves_alone)),
    Mutant("awaken-readies-what-the-player-owns", "ATTR-02",
           "the Awaken Phase readies what the turn player owns, not what they control (315.1, 415.3.a)",
           patched(("rulespec.oracle.turns._awaken", _awaken_owned))),
    Mutant("awaken-skips-the-legend-zone", "ATTR-02",
           "the Awaken Phase readies what is on the board only: the exhausted legend stays exhausted (107.4)",
           patched(("rulespec.oracle.turns._awaken", _awaken_board_only))),
    Mutant("ending-cleanup-heals-the-turn-players-units", "ATTR-02",
           "the ending cleanup heals the units of the player whose turn ends, not every unit (317.2)",
           replacing_entry(cleanup_module.STEPS, "heal_units", _heal_turn_players_units)),
    Mutant("standard-move-of-any-players-unit", "GEAR-31",
           "any player may make the Standard Move of any unit, not only of their own (144.1)",
           patched(("rulespec.oracle.standard_move.check", _any_controller))),
    Mutant("standard-move-in-any-phase", "GEAR-31",
           "the turn player makes a Standard Move in any phase of their turn, not only the Main Phase (144.1)",
           patched(("rulespec.oracle.standard_move.check", _any_phase))),
    Mutant("effect-move-needs-a-ready-unit", "GEAR-31",
           "every move is paid as the Standard Move is: an effect cannot move an exhausted unit (144.2 is the "
           "Standard Move's cost only)", replacing_entry(engine_module.HANDLERS, "move", _effect_move_needs_ready)),
    Mutant("effect-move-exhausts-the-unit", "GEAR-31",
           "an effect's move exhausts the unit it moves, as the Standard Move does",
           replacing_entry(engine_module.HANDLERS, "move", _effect_move_exhausts)),
]


# --- Round 5: "for as long as it is attached" read as "this turn" -------------------------------

def _attached_copies_end_with_the_turn(text: bool) -> Callable[[Callable[[Any], None], Any], None]:
    """The ending cleanup's "this turn effects end" step also ends the copies that last for as long as an
    Equipment is attached: the Spectacles' copy (``text`` False) or the text Svellsongur copied (True)."""

    def step(original: Callable[[Any], None], txn: Any) -> None:
        original(txn)
        for obj in list(txn.state.board()):
            if not text and obj.copy is not None and obj.copy.while_attached is not None:
                txn.update(obj.id, copy=None)
                txn.emit("copy_ended", object=obj.id, of=obj.copy.of)
            if text and obj.text_copy is not None and obj.text_copy.while_attached is not None:
                txn.update(obj.id, text_copy=None)
                txn.emit("text_copy_ended", object=obj.id, of=obj.text_copy.of)

    return step


MUTANTS += [
    Mutant("spectacles-copy-ends-with-the-turn", "GEAR-25",
           "the copy the Spectacles make is a \"this turn\" effect: it ends at the ending cleanup with the stuns "
           "(VEN-137: for as long as this is attached to it; 317.2 ends only \"this turn\" effects)",
           replacing_entry(cleanup_module.STEPS, "this_turn_ends", _attached_copies_end_with_the_turn(False))),
    Mutant("svellsongur-text-ends-with-the-turn", "GEAR-29",
           "the text Svellsongur copies lasts until the end of the turn: it ends at the ending cleanup "
           "(SFD-059: for as long as this is attached to it)",
           replacing_entry(cleanup_module.STEPS, "this_turn_ends", _attached_copies_end_with_the_turn(True))),
]


def _modes_remembered(original: Callable[[Any], None], txn: Any) -> None:
    """The turn's end forgets what was used this turn, but not the modes of a "choose one that hasn't been
    chosen this turn" ability: those stay chosen into the next turn."""
    modes = tuple(u for u in txn.state.turn.used if u.mode is not None) if txn.state.turn.phase == "ending" else ()
    original(txn)  # the Ending Phase ends: the ending cleanup, then the next turn
    if modes:
        txn.state = txn.state.with_fields(turn=replace(txn.state.turn, used=(*txn.state.turn.used, *modes)))


MUTANTS += [
    Mutant("aphelios-modes-remembered-past-the-turn", "GEAR-26",
           "the modes Aphelios's trigger has chosen stay chosen after the turn ends: \"hasn't been chosen this "
           "turn\" read as \"ever\" (SFD-049; 317.2: the \"this turn\" effects end with the turn)",
           patched(("rulespec.oracle.turns._next_phase", _modes_remembered))),
]


def _foreign_stacks_settled(detach: bool) -> Callable[[Callable[[Any], None], Any], None]:
    """The ending cleanup settles a stack whose cards have different controllers, as if the split were a
    "this turn" state: the Equipment comes off (``detach``), or its control follows its unit's."""

    def step(original: Callable[[Any], None], txn: Any) -> None:
        original(txn)
        for obj in list(txn.state.board()):
            host = txn.state.get(obj.attached_to) if obj.attached_to is not None else None
            if host is None or host.controller == obj.controller:
                continue
            if detach:
                happen(txn, Event("detach", obj.id))
            else:
                happen(txn, Event("control", obj.id, to=host.controller))

    return step


MUTANTS += [
    Mutant("foreign-equipment-falls-off-at-the-end-of-turn", "GEAR-12",
           "an Equipment on a unit another player controls stays attached only until the end of the turn "
           "(GEAR-12: the bonus and text apply for as long as it stays attached, whoever controls each card)",
           replacing_entry(cleanup_module.STEPS, "this_turn_ends", _foreign_stacks_settled(True))),
    Mutant("equipment-control-follows-the-unit-at-the-end-of-turn", "GEAR-11",
           "the player who took an equipped unit gets control of its Equipment at the end of the turn "
           "(GEAR-11: the Equipment stays its controller's unless an effect changes that too)",
           replacing_entry(cleanup_module.STEPS, "this_turn_ends", _foreign_stacks_settled(False))),
]


# --- r10: turn structure: turn order, "this turn", stuns, the ending heal (315-317, 423.1.a.2) ----

from rulespec.oracle import turns as turns_module  # noqa: E402
from rulespec.oracle.layers import is_unit  # noqa: E402
from rulespec.oracle.state import Turn  # noqa: E402


def _r10_turn_order_reversed(original: Callable[[Txn], None], txn: Txn) -> None:
    turn = txn.state.turn
    order = [p.id for p in txn.state.players]
    at = order.index(turn.active_player) if turn.active_player in order else 0
    player = order[(at - 1) % len(order)]
    txn.state = replace(txn.state, turn=Turn(turn.number + 1, player, "awaken"))
    txn.emit("turn_began", player=player, turn=turn.number + 1)
    turns_module._begin(txn, "awaken")


def _r10_used_kept_for_the_round(original: Callable[[Txn], None], txn: Txn) -> None:
    """"Once per turn" read as once per round: what was used is forgotten only as the first
    player's turn begins again."""
    turn = txn.state.turn
    used = turn.used
    original(txn)
    first = txn.state.players[0].id
    if turn.phase == "ending" and txn.state.turn.active_player != first and txn.state.turn.number > turn.number:
        txn.state = replace(txn.state, turn=replace(txn.state.turn, used=used))


def _r10_stuns_kept(original: Callable[[Txn], None], txn: Txn) -> None:
    stunned = {o.id for o in txn.state.board() if "stunned" in o.states}
    original(txn)
    for object_id in stunned:  # the engine ends a stun at its controller's next Awaken instead
        obj = txn.state.get(object_id)
        if obj is not None and obj.on_board and "stunned" not in obj.states:
            txn.update(object_id, states=obj.states | {"stunned"})
    txn.events[:] = [e for e in txn.events if not (e.get("type") == "state_lost" and e.get("object") in stunned)]


def _r10_stun_ends_at_awaken(original: Callable[[Txn], None], txn: Txn) -> None:
    player = txn.state.turn.active_player
    for obj in list(txn.state.board()):
        if obj.controller == player and "stunned" in obj.states:
            txn.update(obj.id, states=obj.states - {"stunned"})
            txn.emit("state_lost", object=obj.id, state="stunned")
    original(txn)


def _r10_heal_at_battlefields_only(original: Callable[[Txn], None], txn: Txn) -> None:
    for obj in list(txn.state.board()):
        if is_unit(obj) and obj.damage and (obj.location or "").startswith("battlefield:"):
            happen(txn, Event("heal", obj.id))


MUTANTS += [
    Mutant("r10-turn-order-reversed", "GEAR-14",
           "in a game of three the turn passes to the player before the turn player (the next player in turn "
           "order takes the next turn, 315)", patched(("rulespec.oracle.turns._next_turn", _r10_turn_order_reversed))),
    Mutant("r10-once-per-turn-is-once-per-round", "GEAR-26",
           "what was used \"this turn\" is remembered until the first player's turn comes round again (317.2: "
           "every \"this turn\" effect ends with the turn)",
           patched(("rulespec.oracle.turns._next_phase", _r10_used_kept_for_the_round))),
    Mutant("r10-stun-ends-at-its-controllers-awaken", "GEAR-15",
           "a stun lasts until its unit's controller begins their next turn (423.1.a.2: a stun ends at the end "
           "of the turn)", type("Mutated", (PatchedOracle,), {
               "patches": (("rulespec.oracle.turns._awaken", _r10_stun_ends_at_awaken),),
               "entries": ((cleanup_module.STEPS, "this_turn_ends", _r10_stuns_kept),)})),
    Mutant("r10-ending-heal-at-battlefields-only", "ATTR-09",
           "the ending cleanup heals the units at battlefields, where the fighting is; a damaged unit in its "
           "base keeps its damage (317.2, 143.3.b: every unit heals)",
           replacing_entry(cleanup_module.STEPS, "heal_units", _r10_heal_at_battlefields_only)),
]


# --- round 15: what the turn's phases forget, the Standard Move's checks, end_turn and triggers ----

def _r15_uses_forgotten_at_each_phase(original: Callable[..., None], txn: Txn, phase: str) -> None:
    """What was used "this turn" is forgotten as each phase begins, as if it were "this phase"."""
    from rulespec.oracle.values import evolve
    original(txn, phase)
    txn.state = txn.state.with_fields(turn=evolve(txn.state.turn, used=()))


def _r15_heal_as_the_ending_phase_begins(original: Callable[..., None], txn: Txn, phase: str) -> None:
    """The ending cleanup's heal done as the Ending Phase begins, not at its end."""
    original(txn, phase)
    if phase == "ending":
        from rulespec.oracle.layers import is_unit
        with game_procedure(txn):
            for obj in list(txn.state.board()):
                if is_unit(obj) and obj.damage:
                    happen(txn, Event("heal", obj.id))


def _r15_main_timing_open_or_closed(original: Callable[..., None], txn: Txn, player: str, rule: str) -> None:
    """The Main Phase of the player's turn, the chain not looked at."""
    turn = txn.state.turn
    if turn.active_player != player:
        raise Rejected("wrong_timing", rule, f"it is {turn.active_player}'s turn, not {player}'s")
    if turn.phase != "main":
        raise Rejected("wrong_timing", rule, f"this needs the Main Phase; it is the {turn.phase} phase")


def _r15_exhausted_units_left_behind(original: Callable[..., None], txn: Txn, player: str, objects: list[str],
                                     to: str) -> None:
    """The units that cannot pay their exhaust are left out of the move; the others go."""
    ready = [o for o in objects if (obj := txn.state.get(o)) is None or not obj.exhausted]
    original(txn, player, ready or objects, to)


def _r15_end_turn_past_triggers(original: Callable[..., None], txn: Txn, player: str) -> None:
    """end_turn goes on to the next turn's Main Phase whatever goes on the chain on the way."""
    from rulespec.oracle import turns as _turns
    from rulespec.oracle.chain import put_triggers
    from rulespec.oracle.cleanup import cleanup
    _turns.check_can_end(txn, player)
    number = txn.state.turn.number
    while not (txn.state.turn.number > number and txn.state.turn.phase == "main"):
        _turns._next_phase(txn)
        cleanup(txn)
        put_triggers(txn)


MUTANTS += [
    Mutant("r15-uses-forgotten-at-each-phase", "GEAR-26",
           "what was used or chosen \"this turn\" is remembered for the phase only: forgotten as each phase "
           "begins, so Aphelios's mode chosen in the Main Phase is chosen again in the Ending Phase of the same "
           "turn (317.2: \"this turn\" effects end at the ending cleanup)",
           patched(("rulespec.oracle.turns._begin", _r15_uses_forgotten_at_each_phase))),
    Mutant("r15-heal-as-the-ending-phase-begins", "ATTR-09",
           "the ending cleanup's heal is done as the Ending Phase begins: a unit damaged in the Main Phase has "
           "no damage left during the Ending Phase (317.2: the units heal at the ending cleanup, as the turn ends)",
           patched(("rulespec.oracle.turns._begin", _r15_heal_as_the_ending_phase_begins))),
    Mutant("r15-standard-move-in-a-closed-state", "GEAR-31",
           "the Standard Move needs the player's Main Phase, but not an empty chain: a unit moves while an "
           "ability waits on the chain (144.1: in an Open State)",
           patched(("rulespec.oracle.standard_move.check_main_timing", _r15_main_timing_open_or_closed))),
    Mutant("r15-standard-move-leaves-the-exhausted-behind", "GEAR-31",
           "a Standard Move of several units moves those that can pay their exhaust and leaves the exhausted "
           "ones, instead of being refused (144.2-144.3: one action, each unit pays its own exhaust)",
           patched(("rulespec.oracle.standard_move.standard_move", _r15_exhausted_units_left_behind))),
    Mutant("r15-end-turn-past-triggers", "GEAR-07",
           "ending the turn runs through every phase to the next turn's Main Phase, a triggered ability that "
           "goes on the chain on the way left waiting (383.3.d: the phase goes on until the chain is empty)",
           patched(("rulespec.oracle.turns.end_turn", _r15_end_turn_past_triggers))),
]


def _r15_stuns_end_for_the_turn_player(original: Callable[..., None], txn: Txn) -> None:
    """3d of the ending cleanup with the stuns of the turn player's units only ended."""
    from rulespec.oracle import delayed as _delayed
    from rulespec.oracle.values import evolve
    txn.state = txn.state.with_fields(turn=evolve(txn.state.turn, used=()))
    _delayed.end(txn, "end_of_turn")
    for obj in list(txn.state.board()):
        if "stunned" in obj.states and obj.controller == txn.state.turn.active_player:
            txn.update(obj.id, states=obj.states - {"stunned"})
            txn.emit("state_lost", object=obj.id, state="stunned")


def _r15_end_turn_without_the_ending_cleanup(original: Callable[..., None], txn: Txn, player: str) -> None:
    """Ending the turn from the Main Phase goes to the next turn without the Ending Phase's cleanup."""
    from rulespec.oracle import turns as _turns
    if txn.state.turn.phase != "main":
        original(txn, player)
        return
    _turns.check_can_end(txn, player)
    _turns._begin(txn, "ending")
    _turns._next_turn(txn)
    number = txn.state.turn.number
    while not (txn.state.turn.number == number and txn.state.turn.phase == "main"):
        _turns._next_phase(txn)


MUTANTS += [
    Mutant("r15-stuns-end-for-the-turn-players-units", "GEAR-15",
           "the ending cleanup ends the stuns of the turn player's units; a stun given to an opponent's unit "
           "lasts through the opponent's turn (423.1.a.2, 317.2: every stun ends at the ending cleanup)",
           replacing_entry(cleanup_module.STEPS, "this_turn_ends", _r15_stuns_end_for_the_turn_player)),
    Mutant("r15-end-turn-without-the-ending-cleanup", "ATTR-02",
           "ending the turn from the Main Phase passes to the next player at once: the Ending Phase begins and "
           "the turn ends with no ending cleanup, no heal, the stuns kept (317.2)",
           patched(("rulespec.oracle.turns.end_turn", _r15_end_turn_without_the_ending_cleanup))),
]


# --- round 16 ------------------------------------------------------------------------------------

def _r16_awaken_bases_only(original: Callable[[Txn], None], txn: Txn) -> None:
    """The Awaken Phase readies what the turn player has at home: units at battlefields stay exhausted."""
    player = txn.state.turn.active_player
    with game_procedure(txn):
        for obj in [o for o in txn.state.objects if o.on_board or o.zone == "legend"]:
            if obj.controller == player and obj.exhausted and not (obj.location or "").startswith("battlefield:"):
                happen(txn, Event("ready", obj.id))


def _r16_awaken_skips_attached(original: Callable[[Txn], None], txn: Txn) -> None:
    """The Awaken Phase readies the turn player's units and unattached cards: attached Equipment is read as
    part of its unit and is left as it was."""
    player = txn.state.turn.active_player
    with game_procedure(txn):
        for obj in [o for o in txn.state.objects if o.on_board or o.zone == "legend"]:
            if obj.controller == player and obj.exhausted and obj.attached_to is None:
                happen(txn, Event("ready", obj.id))


MUTANTS += [
    Mutant("r16-awaken-leaves-battlefield-units-exhausted", "ATTR-02",
           "the Awaken Phase readies what the turn player has at their base: units holding a battlefield stay "
           "exhausted (315.1, 415.3.a: everything they control)",
           patched(("rulespec.oracle.turns._awaken", _r16_awaken_bases_only))),
    Mutant("r16-awaken-leaves-attached-equipment-exhausted", "ATTR-02",
           "attached Equipment read as part of its unit: the Awaken Phase readies the unit and leaves its "
           "exhausted Equipment as it was (415.3.a: every permanent the turn player controls)",
           patched(("rulespec.oracle.turns._awaken", _r16_awaken_skips_attached))),
]


def _r16_end_turn_stops_at_the_next_turn(original: Callable[..., None], txn: Txn, player: str) -> None:
    """``end_turn`` read as "end phases until the next turn begins": it stops in the next turn's Awaken Phase."""
    turns_module.check_can_end(txn, player)
    number = txn.state.turn.number
    while txn.state.turn.number == number:
        turns_module._next_phase(txn)
        cleanup_module.cleanup(txn)
        turns_module.put_triggers(txn)
        if txn.state.chain:
            return


MUTANTS += [
    Mutant("r16-end-turn-stops-at-the-next-turns-awaken", "ATTR-17",
           "ending the turn stops as the next turn begins, in its Awaken Phase: the next player cannot play a spell "
           "until they end three more phases (the turn passes to the next player's Main Phase)",
           patched(("rulespec.oracle.turns.end_turn", _r16_end_turn_stops_at_the_next_turn))),
]


# --- round 17 ------------------------------------------------------------------------------

def _r17_next_turn_to_the_first_other(original: Callable[[Txn], None], txn: Txn) -> None:
    """The next turn is "the opponent's": the first player in the order who is not the turn player."""
    turn = txn.state.turn
    player = next(p.id for p in txn.state.players if p.id != turn.active_player)
    txn.state = replace(txn.state, turn=Turn(turn.number + 1, player, "awaken"))
    txn.emit("turn_began", player=player, turn=turn.number + 1)
    turns_module._begin(txn, "awaken")


def _r17_awaken_readies_every_player(original: Callable[[Txn], None], txn: Txn) -> None:
    with game_procedure(txn):
        for obj in [o for o in txn.state.objects if o.on_board or o.zone == "legend"]:
            if obj.exhausted:
                happen(txn, Event("ready", obj.id))


MUTANTS += [
    Mutant("r17-next-turn-to-the-first-other-player", "ATTR-02",
           "an engine written for two players hands the next turn to \"the opponent\", the first player who is not "
           "the turn player: in a game of three, B's turn is followed by A's, not C's (315: the next player in "
           "turn order)",
           patched(("rulespec.oracle.turns._next_turn", _r17_next_turn_to_the_first_other))),
    Mutant("r17-awaken-readies-every-player", "ATTR-02",
           "the Awaken Phase readies everything on the board, every player's, as the start of a round would "
           "(315.1, 415.3.a: the turn player readies what they control)",
           patched(("rulespec.oracle.turns._awaken", _r17_awaken_readies_every_player))),
]


def _r17_end_phase_skips_the_ending_cleanup(original: Callable[[Txn, str], None], txn: Txn, player: str) -> None:
    """Ending the Ending Phase on its own starts the next turn at once; only "end the turn" runs the ending
    cleanup."""
    if txn.state.turn.phase != "ending":
        original(txn, player)
        return
    turns_module.check_can_end(txn, player)
    turns_module._next_turn(txn)


MUTANTS += [
    Mutant("r17-end-of-the-ending-phase-without-the-ending-cleanup", "ATTR-02",
           "the ending cleanup is run by \"end the turn\" only: a turn player who ends the Ending Phase by itself "
           "goes straight to the next turn, units unhealed and stuns kept (317.2: the Ending Phase ends with the "
           "ending cleanup)",
           patched(("rulespec.oracle.turns.end_phase", _r17_end_phase_skips_the_ending_cleanup))),
]


# --- round 18 ------------------------------------------------------------------------------

def _r18_end_by_anyone(original: Callable[[Txn, str], None], txn: Txn, player: str) -> None:
    """Any player may end a phase, as "pass" ends it when everyone has passed: the turn player is not checked."""
    if txn.state.chain:
        original(txn, txn.state.turn.active_player)
        return


def _r18_end_in_a_closed_state(original: Callable[[Txn, str], None], txn: Txn, player: str) -> None:
    """The turn player may end a phase at any time: a chain waiting does not hold the phase."""
    if txn.state.turn.active_player != player:
        original(txn, player)


def _r18_end_refused_as_no_permission(original: Callable[[Txn, str], None], txn: Txn, player: str) -> None:
    if txn.state.turn.active_player != player:
        raise Rejected("no_permission", "315", f"{player} does not control this turn's phases")
    original(txn, player)


def _r18_pools_kept(original: Callable[[Txn], None], txn: Txn) -> None:
    return None


def _r18_turn_players_pool_only(original: Callable[[Txn], None], txn: Txn) -> None:
    """Only the turn player's rune pool empties at the ending cleanup: the others "did not use" theirs."""
    from rulespec.oracle.resources import Resources
    from rulespec.oracle.values import evolve
    active = txn.state.turn.active_player
    txn.state = txn.state.with_fields(players=tuple(evolve(p, pool=Resources()) if p.id == active else p
                                                    for p in txn.state.players))


def _r18_turn_began_for_the_ender(action: dict[str, Any], result: dict[str, Any],
                                  adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted"):
        for event in result["events"]:
            if event.get("type") in ("turn_began", "phase_began") and "player" in event:
                event["player"] = action.get("player", event["player"])
    return result


MUTANTS += [
    Mutant("r18-end-phase-by-any-player", "ATTR-02",
           "a phase ends when the players stop acting, so any player may end it: the non-turn player's "
           "\"end the phase\" is accepted (315: the turn player's phases)",
           patched(("rulespec.oracle.turns.check_can_end", _r18_end_by_anyone))),
    Mutant("r18-end-phase-in-a-closed-state", "ATTR-02",
           "the turn player may end a phase while a triggered ability waits on the chain (the phase goes on "
           "until the chain is empty: Closed State)",
           patched(("rulespec.oracle.turns.check_can_end", _r18_end_in_a_closed_state))),
    Mutant("r18-end-phase-of-another-player-refused-as-no-permission", "ATTR-02",
           "another player's \"end the phase\" is refused as a missing permission, not as the wrong timing "
           "(315: it is not their turn)",
           patched(("rulespec.oracle.turns.check_can_end", _r18_end_refused_as_no_permission))),
    Mutant("r18-ending-cleanup-keeps-the-rune-pools", "ATTR-02",
           "the ending cleanup heals units and ends stuns but leaves the rune pools full (317.2: the rune "
           "pools empty)",
           replacing_entry(cleanup_module.STEPS, "rune_pools_empty", _r18_pools_kept)),
    Mutant("r18-ending-cleanup-empties-the-turn-players-pool-only", "ATTR-02",
           "only the turn player's rune pool empties at the end of the turn; the other players keep what they "
           "added in it (317.2: every rune pool empties)",
           replacing_entry(cleanup_module.STEPS, "rune_pools_empty", _r18_turn_players_pool_only)),
    Mutant("r18-turn-began-reported-for-the-player-who-ended", "ATTR-02",
           "the new turn's turn_began and phase_began events name the player who performed end_turn, not the "
           "next player whose turn it is (315)",
           rewriting(perform=_r18_turn_began_for_the_ender)),
]


def _r18_awaken_reports_every_card(original: Callable[[Txn], None], txn: Txn) -> None:
    """The Awaken Phase "readies everything" and says so for every card, the ready ones too."""
    player = txn.state.turn.active_player
    ready = [o.id for o in txn.state.objects
             if (o.on_board or o.zone == "legend") and o.controller == player and not o.exhausted]
    original(txn)
    with game_procedure(txn):
        for object_id in ready:
            txn.emit("ready", object=object_id)


MUTANTS += [
    Mutant("r18-awaken-reports-ready-cards-readied", "ATTR-02",
           "the Awaken Phase readies \"everything the turn player controls\" and reports a ready event for each "
           "card, those already ready too (415.1: only an exhausted card is readied; a ready one does not "
           "become ready again)",
           patched(("rulespec.oracle.turns._awaken", _r18_awaken_reports_every_card))),
]


def _r18_main_ends_the_turn(original: Callable[[Txn], None], txn: Txn) -> None:
    """The Ending Phase read as the end of the Main Phase: ending the Main Phase runs the ending cleanup and
    starts the next turn at once, with no Ending Phase to act in."""
    if txn.state.turn.phase == "main":
        cleanup_module.cleanup(txn, cleanup_module.ENDING)
        turns_module._next_turn(txn)
        return
    original(txn)


MUTANTS += [
    Mutant("r18-main-phase-end-skips-the-ending-phase", "ATTR-02",
           "the Ending Phase read as the moment the Main Phase ends: ending the Main Phase runs the ending cleanup "
           "and hands the turn on, with no Ending Phase in between (315, 317: the Ending Phase is a phase of its "
           "own, its cleanup at its end)",
           patched(("rulespec.oracle.turns._next_phase", _r18_main_ends_the_turn))),
]


def _r18_standard_move_ignores_crowding(original: Callable[..., None], txn: Txn, player: str, objects: list[str],
                                        to: str) -> None:
    """The Standard Move checks its own route, cost and timing, not what every move needs: 449.2 is forgotten."""
    from unittest import mock
    with mock.patch("rulespec.oracle.movement.crowded", lambda *args: False):
        original(txn, player, objects, to)


def _r18_standard_move_to_any_base(original: Callable[..., None], txn: Txn, player: str, objects: list[str],
                                   to: str) -> None:
    """The route "from a battlefield to the base" read as to a base, anyone's."""
    if to.startswith("base:") and to != txn.base_of(player):
        original(txn, player, objects, txn.base_of(player))
        return
    original(txn, player, objects, to)


def _r18_standard_move_timing_of_the_owner(original: Callable[..., None], txn: Txn, player: str, objects: list[str],
                                           to: str) -> None:
    """The Main Phase of the Standard Move read as the unit owner's: each unit moves in its owner's turn."""
    for object_id in objects:
        owner = txn.obj(object_id).owner
        if owner != txn.state.turn.active_player:
            raise Rejected("wrong_timing", "144.1", f"it is not {owner}'s Main Phase")
    original(txn, player, objects, to)


MUTANTS += [
    Mutant("r18-standard-move-into-a-crowded-battlefield", "GEAR-31",
           "the Standard Move checks its route, its cost and its timing, and forgets what any move needs: A's "
           "equipped unit moves to a battlefield that holds units of B and C (449.2)",
           patched(("rulespec.oracle.standard_move.check", _r18_standard_move_ignores_crowding))),
    Mutant("r18-standard-move-to-another-players-base", "GEAR-31",
           "\"from a battlefield to the base\" checked by the kind of location only: A's unit may go to B's base "
           "(144.4 with 144: its controller's base)",
           patched(("rulespec.oracle.standard_move.check", _r18_standard_move_to_any_base))),
    Mutant("r18-standard-move-in-the-owners-main-phase", "GEAR-31",
           "the Standard Move's Main Phase read as the unit owner's: A cannot move the unit A controls but B owns "
           "in A's Main Phase (144.1: the unit's controller, in their own Main Phase)",
           patched(("rulespec.oracle.standard_move.check", _r18_standard_move_timing_of_the_owner))),
]
