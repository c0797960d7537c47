"""The effect primitives that card data is written in: a table of operations.

An effect is a list of operations: ``{"op": "kill", "object": "this"}``. References:
``this`` is the card that printed the text, ``me`` the object that has the ability (for
effect text, the host: 053, 136.2.d; GEAR-09), ``target`` and ``target2`` the chosen targets;
an "As this is attached" replacement also names ``host``, the unit its card is being attached to,
and ``chosen``, what the player chose (725.1), for ``become_copy`` (a copy lasting while attached).
Each operation does as much as it can and skips what is impossible (055).

Each operation of ``OPERATIONS`` reads the state and proposes the events it would cause; the
event pipeline (oracle.pipeline.run_effect) makes them happen, one operation after the other,
so that each operation sees what the ones before it did.

The damage an effect deals and the kills it makes are the spell's or the ability's: their
source, what they are attributed to, and their responsible player, the controller of the
spell or ability who performs them (411.1, 417.6, 428.5.b, 428.5.d; ATTR-04, 05, 13), except
where the text says who deals or performs (417.6.b.3-4, ATTR-06; 411.1's example, ATTR-03).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rulespec.oracle import attach, weaponmaster
from rulespec.oracle.errors import Rejected
from rulespec.oracle.events import Event
from rulespec.oracle.layers import is_unit, might
from rulespec.oracle.movement import crowded
from rulespec.oracle.resources import Resources
from rulespec.oracle.state import GameState
from rulespec.oracle.txn import Txn


@dataclass(frozen=True)
class Context:
    """What an effect's references name, and what its damage and kills come from."""

    refs: dict[str, str | None] = field(hash=False)
    this: str
    responsible: str | None  # the controller of the spell or ability, who performs its actions (411.1)
    source: dict[str, Any] = field(hash=False)
    attributed: tuple[str, ...]
    applied: frozenset[tuple[str, str]] = frozenset()  # 370.2, for the events of a replacement's effect
    chosen: tuple[str, ...] | None = None  # the choice for the text of a card this effect attaches
    #: the controller of the spell or ability on the chain whose effect this is (191.2, 191.4.b)
    controller: str | None = None


def origin(state: GameState, this: str, me: str, ability: str | None,
           delayed: str | None = None) -> tuple[dict[str, Any], tuple[str, ...]]:
    """What the effect's damage and kills come from, and what they are attributed to: a spell's
    to the spell (417.6.a, 428.5.b); an ability's to the ability and to the object that created
    it, the one that has it too (417.6.b.2.a, 428.5.d); a delayed trigger's to the trigger and to
    the object that created it, a spell included (428.5.d; the catalogue's ATTR-16)."""
    if delayed is not None:
        return {"kind": "ability", "object": this, "ability": ability or "delayed", "delayed": delayed}, (this,)
    card = state.get(this)
    if card is not None and card.card.type == "spell":
        return {"kind": "spell", "object": this}, (this,)
    source: dict[str, Any] = {"kind": "ability", "object": this}
    if ability:
        source["ability"] = ability
    return source, tuple(sorted({this, me}))


def _on_board(state: GameState, object_id: str | None) -> bool:
    obj = state.get(object_id) if object_id is not None else None
    return obj is not None and obj.on_board


def _attach(txn: Txn, op: dict[str, Any], subject: str, ctx: Context) -> list[Event]:
    host = ctx.refs[op["to"]]
    if host is None:
        return []  # 055: no host to attach to
    try:
        attach.check_attach(txn, subject, host)
    except Rejected:
        return []
    return [Event("attach", subject, to=host, chosen=ctx.chosen, responsible=ctx.responsible)]


def _each_other(txn: Txn, op: dict[str, Any], first: str, ctx: Context) -> list[Event]:
    """Two units deal damage equal to their Mights to each other: each unit is the source of its
    damage, and its controller is responsible (417.6.b.3-4; ATTR-07). The Mights are read before
    either deals damage; a Might of 0 or less deals nothing (143.2.b, 417.1.e)."""
    second = ctx.refs[op["other"]]
    if second is None or not _on_board(txn.state, second):
        return []
    events = []
    for dealer, to in ((first, second), (second, first)):
        obj = txn.state.get(dealer)
        assert obj is not None
        events.append(Event("damage", to, amount=max(might(txn.state, obj) or 0, 0), responsible=obj.controller,
                            source={"kind": "object", "object": dealer, "instructed_by": ctx.this}))
    return events


def _deal(txn: Txn, op: dict[str, Any], to: str, ctx: Context) -> list[Event]:
    """"Deal N damage": the spell or ability is the source (417.6.a, 417.6.b.2.a). "It deals N
    damage", naming a unit: that unit is the only source, its controller responsible (417.6.b.3-4)."""
    target = txn.state.get(to)
    if target is None or not is_unit(target):
        return []  # 055: only units are dealt damage (417.1)
    by = ctx.refs[op["by"]] if "by" in op else None
    if by is None:
        return [Event("damage", to, amount=op["amount"], responsible=ctx.responsible, source=ctx.source,
                      attributed_to=ctx.attributed, controller=ctx.controller)]
    dealer = txn.state.get(by)
    if dealer is None or not dealer.on_board:
        return []
    return [Event("damage", to, amount=op["amount"], responsible=dealer.controller,
                  source={"kind": "object", "object": by, "instructed_by": ctx.this})]


def _kill(txn: Txn, op: dict[str, Any], subject: str, ctx: Context) -> list[Event]:
    # "Each player kills a unit they control": the unit's controller performs that kill (411.1)
    obj = txn.state.get(subject)
    assert obj is not None
    performer = obj.controller if op.get("performer") == "its_controller" else ctx.responsible
    return [Event("kill", subject, responsible=performer, source=ctx.source, attributed_to=ctx.attributed,
                  applied=ctx.applied, controller=ctx.controller)]


def _become_copy(txn: Txn, op: dict[str, Any], subject: str, ctx: Context) -> list[Event]:
    model = ctx.refs[op["of"]]
    if model is None or not _on_board(txn.state, model):
        return []
    return [Event("copy", subject, of=model,
                  while_attached=ctx.refs[op["while_attached"]] if "while_attached" in op else None)]


def _copy_text(txn: Txn, op: dict[str, Any], subject: str, ctx: Context) -> list[Event]:
    model = ctx.refs[op["of"]]
    if model is None or not _on_board(txn.state, model):
        return []
    return [Event("copy_text", subject, of=model,
                  while_attached=ctx.refs[op["while_attached"]] if "while_attached" in op else None)]


def _exchange_locations(txn: Txn, op: dict[str, Any], subject: str, ctx: Context) -> list[Event]:
    """"Move me to its location and it to my original location": two moves, each read before
    either happens; a unit already there does not move (355.4.a: a move needs another place).
    These moves are required: one that would put its unit at a battlefield holding units of two
    other players, where it may not move (449.2), is a recall of that unit instead (447.2.c)."""
    other = ctx.refs[op["with"]]
    first, second = txn.state.get(subject), txn.state.get(other) if other else None
    if first is None or second is None or not second.on_board or first.location == second.location:
        return []
    return [Event("recall", unit.id, responsible=ctx.responsible) if crowded(txn, unit.controller, to or "")
            else Event("move", unit.id, to=to, responsible=ctx.responsible)
            for unit, to in ((first, second.location), (second, first.location))]


def _simple(kind: str) -> Callable[[Txn, dict[str, Any], str, Context], list[Event]]:
    """An operation that is one event of its object: heal, exhaust, ready, recall, detach."""
    def propose(txn: Txn, op: dict[str, Any], subject: str, ctx: Context) -> list[Event]:
        return [Event(kind, subject, applied=ctx.applied)]
    propose.__name__ = f"_{kind}"
    return propose


#: Each operation of card data, and the events it proposes for its object (``op["object"]``).
OPERATIONS: dict[str, Callable[[Txn, dict[str, Any], str, Context], list[Event]]] = {
    "attach": _attach,
    "deal_damage_to_each_other": _each_other,
    "deal_damage": lambda *args: _deal(*args),  # looked up when used: a wrong engine may replace it
    "kill": _kill,
    "heal": _simple("heal"),
    "exhaust": _simple("exhaust"),
    "ready": _simple("ready"),
    "recall": _simple("recall"),
    "detach": _simple("detach"),
    "become_copy": _become_copy,
    "copy_text": _copy_text,
    "buff": _simple("buff"),
    "exchange_locations": _exchange_locations,
}


# --- lasting effects on an object's text and type (oracle.grants; 477.1.a, 477.2.a) ---------

def _grant(txn: Txn, op: dict[str, Any], subject: str, ctx: Context) -> list[Event]:
    """"Give a gear Tank": the text granted comes from the spell or ability's object (``this``)."""
    what = {"keyword": op["keyword"]} if "keyword" in op else {"ability": op["ability"]}
    return [Event("grant", subject, lasting={**what, "from": ctx.this})]


def _set_type(txn: Txn, op: dict[str, Any], subject: str, ctx: Context) -> list[Event]:
    """"Target unit becomes a gear": a type-changing effect from the spell or ability's object."""
    return [Event("set_type", subject, lasting={"type": op["type"], "from": ctx.this})]


def _create_delayed(txn: Txn, op: dict[str, Any], subject: str, ctx: Context) -> list[Event]:
    """"When any unit takes damage this turn, kill it": a delayed triggered ability, created by the
    spell or ability ``subject`` (``this``) and controlled by its controller (390-392; oracle.delayed)."""
    return [Event("create_delayed", subject, responsible=ctx.responsible,
                  lasting={"ability": op["ability"], "until": op.get("until", "end_of_turn")})]


def _play_from_trash(txn: Txn, op: dict[str, Any], subject: str, ctx: Context) -> list[Event]:
    """"You may pay [1][R] to play me from your trash" (Immortal Phoenix): the player chose to
    (``chosen``); the cost is paid and the card is played to its base (oracle.zones.play_from_trash)."""
    return [Event("play_from_trash", subject, responsible=ctx.responsible, lasting={"cost": op.get("cost")})]


#: The zone an operation's object must be in, when it is not the board (055 skips it otherwise).
FROM_ZONE = {"play_from_trash": "trash"}

def _play_token(txn: Txn, op: dict[str, Any], subject: str, ctx: Context) -> list[Event]:
    """"Play a 2 [M] Sand Soldier unit token to your base" (187.3): the controller of the ability
    (``responsible``) plays a new token object named ``op["token"]`` (oracle.zones.play_token)."""
    return [Event("play_token", subject, responsible=ctx.responsible, lasting={"token": op["token"]})]


OPERATIONS["play_token"] = _play_token
OPERATIONS["grant"] = _grant
OPERATIONS["play_from_trash"] = _play_from_trash
OPERATIONS["create_delayed_trigger"] = _create_delayed
OPERATIONS["set_type"] = _set_type


def _equip_for_less(txn: Txn, op: dict[str, Any], subject: str, ctx: Context) -> list[Event]:
    """Weaponmaster (821.1.c): pay the Equip cost of ``subject`` minus ``less`` (default [A]) to
    attach it to ``op["to"]``; if it cannot be paid or attached, nothing changes (821.1.c.5). The
    Equip ability is not activated and the unit is not targeted (821.1.c.6: oracle.weaponmaster)."""
    host, player = ctx.refs[op["to"]], ctx.responsible
    if host is None or player is None or not _on_board(txn.state, host):
        return []
    reduction = Resources.parse(op["less"]) if "less" in op else weaponmaster.LESS
    if not weaponmaster.pay_to_equip(txn, player, subject, host, reduction):
        return []
    return [Event("attach", subject, to=host, chosen=ctx.chosen, responsible=player)]


OPERATIONS["equip_for_less"] = _equip_for_less

