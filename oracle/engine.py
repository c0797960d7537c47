"""``perform(state, action) -> (state, result)``: the whole engine, one action at a time.

An action is a document of schemas/action.json; one that breaks it raises ActionError with a
JSON pointer (oracle.contract). The oracle checks the action's legality, applies it through the
event pipeline (oracle.pipeline), runs cleanup until nothing changes (319-324), and answers
with the events. A rejected action leaves the state exactly as it was: the same value is
returned. What the game does not have (Magic has no stun, oracle.games) is refused before
anything is tried, and a rejection cites the game's own rule (``Ruleset.cite``).
"""

from __future__ import annotations

from typing import Any

from rulespec.oracle import attach, chain, combat, counters, movement, priority, standard_move, turns, zones
from rulespec.oracle.cleanup import cleanup
from rulespec.oracle.contract import checked
from rulespec.oracle.errors import ActionError, Rejected
from rulespec.oracle.events import Event
from rulespec.oracle.pipeline import happen
from rulespec.oracle.state import GameState
from rulespec.oracle.txn import Txn

RESULT = "rulespec/result/1"


def _attach(txn: Txn, a: dict[str, Any]) -> None:
    attach.check_attach(txn, a["object"], a["to"])
    chosen = a.get("choices", {}).get("chosen")
    happen(txn, Event("attach", a["object"], to=a["to"], chosen=tuple(chosen) if chosen is not None else None,
                      responsible=a["player"]))


def _detach(txn: Txn, a: dict[str, Any]) -> None:
    txn.on_board(a["object"], "435.1")
    happen(txn, Event("detach", a["object"]))


def _move(txn: Txn, a: dict[str, Any]) -> None:
    for object_id in a["objects"]:
        movement.check_move(txn, object_id, a["to"])
    for object_id in a["objects"]:  # 144.3: several units may move as one action
        happen(txn, Event("move", object_id, to=a["to"]))


def _recall(txn: Txn, a: dict[str, Any]) -> None:
    movement.check_locations(txn)
    obj = txn.on_board(a["object"], "455")
    if obj.attached_to is not None:
        raise Rejected("cannot_move", "719.3",
                       f"{obj.id!r} is attached to {obj.attached_to!r}; it goes where its host goes")
    happen(txn, Event("recall", a["object"]))


def _deal_damage(txn: Txn, a: dict[str, Any]) -> None:
    """417.6: the source's controller is responsible when the text names an object as the
    source (417.6.b.4); otherwise the player who performs the deal (411.1)."""
    source = a.get("source", {"kind": "spell"})
    responsible = a["player"]
    if "instructed_by" in source:
        txn.obj(source["instructed_by"])
    if "object" in source:
        dealer = txn.obj(source["object"])
        if source["kind"] == "object":
            if not dealer.on_board:
                raise Rejected("not_on_board", "417.6.b.3", f"{dealer.id!r} is not on the board to deal damage")
            responsible = dealer.controller
    happen(txn, Event("damage", a["to"], amount=a["amount"], responsible=responsible, source=source))


def _kill(txn: Txn, a: dict[str, Any]) -> None:
    """428.5.b: a spell or ability with a kill instruction gets its kills; 428.5.d: an ability's
    kill is credited to the object that created it too."""
    txn.on_board(a["object"], "428.2.a")
    source = a.get("source", {"kind": "spell"})
    if "object" in source:
        txn.obj(source["object"])
    order = zones._detach_order(txn, a["object"], a.get("choices", {}).get("detach_order"))
    happen(txn, Event("kill", a["object"], responsible=a["player"], source=source,
                      attributed_to=(source["object"],) if "object" in source else None, detach_order=tuple(order)))


def _banish(txn: Txn, a: dict[str, Any]) -> None:
    txn.on_board(a["object"], "427.1")
    order = zones._detach_order(txn, a["object"], a.get("choices", {}).get("detach_order"))
    happen(txn, Event("banish", a["object"], detach_order=tuple(order)))


def _is_spell_in_hand(txn: Txn, a: dict[str, Any]) -> bool:
    obj = txn.obj(a["object"])
    if obj.zone == "hand" and obj.owner != a["player"]:
        raise Rejected("not_controller", "359", f"{obj.id!r} is in {obj.owner}'s hand, not {a['player']}'s")
    return obj.zone == "hand" and obj.card.type == "spell"


def _play(txn: Txn, a: dict[str, Any]) -> None:
    """A spell is played with the targets its text calls for (359.3, chain.cast); a unit or gear
    played the normal way has no target to choose (359.2), so naming one is illegal, not ignored."""
    targets = tuple(a.get("targets", ()))
    if _is_spell_in_hand(txn, a):
        chain.cast(txn, a["player"], a["object"], targets)
        return
    if targets and txn.obj(a["object"]).zone == "hand":  # out of the hand, zones.play says wrong_zone
        raise Rejected("illegal_target", "359", f"playing {a['object']!r} calls for no target; got {list(targets)}")
    zones.play(txn, a["player"], a["object"])


def _resolve(txn: Txn, a: dict[str, Any]) -> None:
    """All pass: the top item resolves (406), with the choices its controller makes (191.4.c-e)."""
    chosen, mode = a.get("choices", {}).get("chosen"), a.get("choices", {}).get("mode")
    chain.check_chooser(txn, a["player"], chosen, mode)
    chain.resolve(txn, chosen, mode)


HANDLERS = {
    "play": _play,
    "activate": lambda txn, a: chain.activate(txn, a["player"], a["object"], a["ability"],
                                              tuple(a.get("targets", ())), a.get("instance", 1)),
    "resolve": lambda txn, a: _resolve(txn, a),
    "move": _move,
    "recall": _recall,
    "attach": _attach,
    "detach": _detach,
    "deal_damage": _deal_damage,
    "kill": _kill,
    "banish": _banish,
    "change_control": lambda txn, a: happen(txn, Event("control", a["object"], to=a["to"])),
    "ready": lambda txn, a: happen(txn, Event("ready", a["object"])),
    "exhaust": lambda txn, a: happen(txn, Event("exhaust", a["object"])),
    "stun": lambda txn, a: happen(txn, Event("stun", a["object"])),
    "empower": lambda txn, a: happen(txn, Event("empower", a["object"])),
    "buff": lambda txn, a: happen(txn, Event("buff", a["object"])),
    "move_counter": lambda txn, a: happen(txn, Event("move_counter", a["from"], to=a["to"], counter=a["counter"])),
    "remove_counter": lambda txn, a: happen(txn, Event("remove_counter", a["object"], counter=a["counter"])),
    "spend_counters": lambda txn, a: counters.spend(txn, a["player"], a["counter"], a["objects"], a.get("allowed_by")),
    "become_copy": lambda txn, a: happen(txn, Event("copy", a["object"], of=a["of"])),
    "return_to_board": lambda txn, a: happen(txn, Event("return", a["object"])),
    "end_phase": lambda txn, a: turns.end_phase(txn, a["player"]),
    "end_turn": lambda txn, a: turns.end_turn(txn, a["player"]),
    "standard_move": lambda txn, a: standard_move.standard_move(txn, a["player"], list(a["objects"]), a["to"]),
    # combat (465, 466; ATTR-08, ATTR-11)
    "combat": lambda txn, a: combat.combat(txn, a["player"], a["battlefield"], dict(a.get("assignment", {}))),
}


def perform(state: GameState, action: Any, *, validated: bool = False) -> tuple[GameState, dict[str, Any]]:
    """Apply ``action``; return the next state and the result document.

    Raises ActionError (a ValueError) with the JSON pointer of what is wrong for a document that
    breaks schemas/action.json (unknown type, missing field, wrong type, NaN, ``instance: 0``),
    unless ``validated`` says the caller checked it (oracle.contract); TypeError if ``state`` is
    not a GameState. An illegal action is not an error but a rejection, and so is an action that
    names an object or player this state does not have."""
    if not isinstance(state, GameState):
        raise TypeError(f"perform takes the GameState of load_state, not a {type(state).__name__}")
    action = checked("action", action, ActionError, validated=validated)
    if not isinstance(action, dict) or action.get("type") not in HANDLERS:
        raise ActionError("/type", f"not an action the oracle knows: {action!r}")
    handler = HANDLERS[action["type"]]
    rules = state.rules
    if state.player(action.get("player", "")) is None:
        return state, Rejected("unknown_object", rules.cite("103"), f"no player {action.get('player')!r}").to_document()
    refusal = rules.refused.get(action["type"])
    if refusal is not None:  # an action this game does not have (oracle.games)
        return state, Rejected(refusal.reason, refusal.rule, refusal.message).to_document()
    txn = Txn(state)
    try:
        if state.pending:  # triggered abilities a state document left waiting go on the chain first (383.4)
            txn.pending, txn.state = list(state.pending), state.with_fields(pending=())
            chain.put_triggers(txn)
        handler(txn, action)
        cleanup(txn)
        chain.put_triggers(txn)
        txn.state = priority.after(txn.state, action["type"], action["player"])
    except Rejected as rejection:  # the rule modules cite Riftbound's rules; the game cites its own
        rejection.rule = rules.cite(rejection.rule)
        return state, rejection.to_document()
    except KeyError as exc:  # only for an action the caller vouched for (validated=True)
        raise ActionError("", f"action {action.get('type')!r} lacks the field {exc.args[0]!r}") from None
    return txn.state, {"schema": RESULT, "accepted": True, "events": txn.events}
