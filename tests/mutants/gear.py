"""Wrong engines for the gear rulings (GEAR-01 … GEAR-44).

This module holds the rulings of attaching by an effect, attaching again, and where attached
cards go (GEAR-22 … GEAR-24, GEAR-31 … GEAR-39: features/riftbound/gear/reattach.feature and
location.feature); tests/mutants/gear_text.py holds the other gear rulings.

Two short names over the framework's ``replacing_entry``: ``handling(action_type, replacement)``
and ``cleaning(step, replacement)`` replace an action handler or a cleanup step; each
replacement gets the original as its first argument.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable, Iterator
from typing import Any, ClassVar
from unittest import mock

from rulespec.adapters.base import Adapter
from rulespec.adapters.oracle import OracleAdapter
from rulespec.oracle import cleanup as cleanup_module
from rulespec.oracle import copies as copies_rules
from rulespec.oracle import effects as effects_module
from rulespec.oracle import engine as engine_module
from rulespec.oracle import layers as layers_rules
from rulespec.oracle import movement, status
from rulespec.oracle import standard_move as standard_move_rules
from rulespec.oracle import weaponmaster as weaponmaster_rules
from rulespec.oracle.attach import detach as oracle_detach
from rulespec.oracle.errors import Rejected
from rulespec.oracle.layers import is_unit
from rulespec.oracle.txn import Txn
from tests.mutants import Mutant, PatchedOracle, patched, replacing_entry, rewriting

Handler = Callable[[Txn, dict[str, Any]], None]


def handling(action_type: str, replacement: Callable[[Handler, Txn, dict[str, Any]], None]) -> Callable[[], Adapter]:
    """The oracle handling one action type with ``replacement(original, txn, action)``."""
    return replacing_entry(engine_module.HANDLERS, action_type, replacement)


def cleaning(step: str, replacement: Callable[[Callable[[Txn], None], Txn], None]) -> Callable[[], Adapter]:
    """The oracle running one cleanup step (oracle.cleanup.STEPS) as ``replacement(original, txn)``."""
    return replacing_entry(cleanup_module.STEPS, step, replacement)


# --- GEAR-22: an effect attaches directly ------------------------------------------------------

def _needs_equip_ability(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    original(txn, card_id, host_id)
    card = txn.obj(card_id)
    if not any(a.key == "equip" for a in card.traits.abilities):
        raise Rejected("no_such_ability", "818.1", f"{card_id!r} has no Equip ability to attach with")


def _only_own_units(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    host = txn.obj(a["to"])
    if host.controller != a["player"]:
        raise Rejected("illegal_target", "818.1.b", f"{a['to']!r} is not a unit {a['player']} controls")
    original(txn, a)


# --- GEAR-23, GEAR-24: attaching again ---------------------------------------------------------

def _refuse_attached(same_host: bool) -> Callable[[Handler, Txn, dict[str, Any]], None]:
    def refuse(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
        current = txn.obj(a["object"]).attached_to
        if current is not None and (current == a["to"]) == same_host:
            raise Rejected("illegal_target", "718.5.d", f"{a['object']!r} is already attached to {current!r}")
        original(txn, a)

    return refuse


def _attach_without_detaching(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                              chosen: list[str] | None = None) -> bool:
    if txn.obj(card_id).attached_to not in (None, host_id):
        txn.update(card_id, attached_to=None)  # the old link is simply overwritten
    return original(txn, card_id, host_id, chosen)


def _attach_again(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                  chosen: list[str] | None = None) -> bool:
    if txn.obj(card_id).attached_to == host_id:
        oracle_detach(txn, card_id)
    return original(txn, card_id, host_id, chosen)


# --- GEAR-31, GEAR-32: attachments follow their unit --------------------------------------------

def _left_behind(original: Callable[..., None], txn: Txn, host_id: str, origin: str | None) -> None:
    return None


def _relocation_as_move(original: Callable[..., None], txn: Txn, host_id: str, origin: str | None) -> None:
    start = len(txn.events)
    original(txn, host_id, origin)
    for event in txn.events[start:]:
        if event["type"] == "relocate":
            event["type"] = "move"


# --- GEAR-33: an attached card does not move alone -----------------------------------------------

def _stack_moves_as_one(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    hosts = [txn.obj(o).attached_to or o for o in a["objects"]]
    original(txn, {**a, "objects": list(dict.fromkeys(hosts))})


def _recall_alone(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    oracle_detach(txn, a["object"])
    original(txn, a)


# --- GEAR-34: attaching from elsewhere ----------------------------------------------------------

def _attach_readies(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                    chosen: list[str] | None = None) -> bool:
    done = original(txn, card_id, host_id, chosen)
    status.set_exhausted(txn, card_id, False)
    return done


def _attach_in_place(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                     chosen: list[str] | None = None) -> bool:
    where = txn.obj(card_id).location
    start = len(txn.events)
    done = original(txn, card_id, host_id, chosen)
    txn.update(card_id, location=where)
    txn.events[start:] = [e for e in txn.events[start:] if e["type"] != "relocate"]
    return done


# --- GEAR-35: detaching ------------------------------------------------------------------------

def _detach_to_base(original: Callable[..., bool], txn: Txn, card_id: str) -> bool:
    done = original(txn, card_id)
    if done:
        home = txn.base_of(txn.obj(card_id).controller)
        txn.update(card_id, location=home)
        txn.events[-1]["location"] = home
    return done


def _detach_readies(original: Callable[..., bool], txn: Txn, card_id: str) -> bool:
    done = original(txn, card_id)
    if done and txn.obj(card_id).on_board:
        status.set_exhausted(txn, card_id, False)
    return done


DETACHES = ("rulespec.oracle.attach.detach", "rulespec.oracle.zones.detach", "rulespec.oracle.cleanup.detach")

# --- GEAR-36 … GEAR-38: the unit leaves the board ---------------------------------------------


def _keep_attached(original: Callable[..., bool], txn: Txn, card_id: str) -> bool:
    return False  # the engine never unlinks the cards of a unit that leaves the board


def _printed_might(original: Callable[..., int | None], state: Any, obj: Any) -> int | None:
    return obj.traits.might  # type: ignore[no-any-return]


def _no_cleanup_after_damage(original: Callable[[Txn], None], txn: Txn) -> None:
    if not txn.damage_by:  # the deal-damage command returns at once
        original(txn)


def _banish_in_place(original: Callable[..., None], txn: Txn, object_id: str,
                     detach_order: list[str] | None = None) -> None:
    txn.emit("banish", object=object_id, **{"from": txn.obj(object_id).location})


def _banish_keeps_attachments(original: Callable[..., None], txn: Txn, object_id: str,
                              detach_order: list[str] | None = None) -> None:
    """The engine banishes the whole stack's top card and never looks at what it carried."""
    carried = [a.id for a in txn.state.attachments_of(object_id)]
    start = len(txn.events)
    original(txn, object_id, detach_order)
    for card_id in carried:
        txn.update(card_id, attached_to=object_id)
    txn.events[start:] = [e for e in txn.events[start:] if e["type"] != "detach"]


def _ignore_order(original: Callable[..., list[str]], txn: Txn, host_id: str, chosen: list[str] | None) -> list[str]:
    original(txn, host_id, chosen)
    return [a.id for a in txn.state.attachments_of(host_id)]


def _killer_chooses(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """The engine asks the player who performs the kill for the order; the order the host's
    controller chose is used only when that is the same player."""
    if txn.obj(a["object"]).controller != a["player"]:
        a = {k: v for k, v in a.items() if k != "choices"}
    original(txn, a)


def _to_trash_with_host(original: Callable[..., None], txn: Txn, object_id: str, zone: str, event: dict[str, Any],
                        detach_order: list[str] | None = None) -> None:
    carried = [a.id for a in txn.state.attachments_of(object_id)]
    original(txn, object_id, zone, event, detach_order)
    if zone == "trash":
        for card_id in carried:
            card = txn.obj(card_id)
            txn.update(card_id, zone="trash", location=None, exhausted=False, controller=card.owner)
            txn.emit("zone_changed", object=card_id, **{"from": "board"}, to="trash")


def _recall_readies(original: Callable[..., bool], txn: Txn, object_id: str, cause: str = "effect") -> bool:
    done = original(txn, object_id, cause)
    if done:
        status.set_exhausted(txn, object_id, False)
    return done


def _recall_to_owner(original: Callable[..., bool], txn: Txn, object_id: str, cause: str = "effect") -> bool:
    obj = txn.obj(object_id)
    home = txn.base_of(obj.owner)
    if not obj.on_board or obj.location == home:
        return False
    txn.update(object_id, location=home)
    txn.emit("recall", object=object_id, **{"from": obj.location}, to=home, cause=cause)
    return True


def _no_recall_from_battlefields(original: Callable[..., bool], txn: Txn, object_id: str,
                                 cause: str = "effect") -> bool:
    if txn.obj(object_id).location.startswith("battlefield:"):
        return False  # detached gear is thought to stay where it was, for good
    return original(txn, object_id, cause)


# --- GEAR-39: a recall of the unit takes its attachments along ----------------------------------

def _recall_sheds_attachments(original: Callable[..., bool], txn: Txn, object_id: str, cause: str = "effect") -> bool:
    for card in txn.state.attachments_of(object_id):
        oracle_detach(txn, card.id)
    return original(txn, object_id, cause)


def _attachments_recalled_too(original: Callable[..., bool], txn: Txn, object_id: str, cause: str = "effect") -> bool:
    start = len(txn.events)
    done = original(txn, object_id, cause)
    for event in txn.events[start:]:
        if event["type"] == "relocate":
            event.update(type="recall", cause=cause)
    return done


def _recall_attached_from_foreign_base(original: Callable[[Txn], None], txn: Txn) -> None:
    for obj in list(txn.state.board()):
        foreign = obj.location.startswith("base:") and obj.location != txn.base_of(obj.controller)
        if obj.attached_to is not None and foreign and not is_unit(obj):
            oracle_detach(txn, obj.id)
            movement.recall(txn, obj.id, cause="cleanup")
    original(txn)

# --- more misreadings: where the cards go, and how they are left ------------------------------

def _recall_to_owner(original: Callable[..., bool], txn: Txn, object_id: str, cause: str = "effect") -> bool:
    obj = txn.obj(object_id)
    if obj.owner == obj.controller or not obj.on_board:
        return original(txn, object_id, cause)
    home = txn.base_of(obj.owner)
    if obj.location == home:
        return False
    txn.update(object_id, location=home)
    txn.emit("recall", object=object_id, **{"from": obj.location}, to=home, cause=cause)
    movement.relocate_attachments(txn, object_id, obj.location)
    return True


def _attach_brings_host(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                        chosen: list[str] | None = None) -> bool:
    card, host = txn.obj(card_id), txn.obj(host_id)
    if card.attached_to != host_id and card.location != host.location and card.location is not None:
        txn.update(host_id, location=card.location)
        txn.emit("relocate", object=host_id, **{"from": host.location}, to=card.location)
    return original(txn, card_id, host_id, chosen)


def _attach_exhausts(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                     chosen: list[str] | None = None) -> bool:
    done = original(txn, card_id, host_id, chosen)
    if done:
        status.set_exhausted(txn, card_id, True)
    return done


def _detach_exhausts(original: Callable[..., bool], txn: Txn, card_id: str) -> bool:
    done = original(txn, card_id)
    if done and txn.obj(card_id).on_board:
        status.set_exhausted(txn, card_id, True)
    return done


def _detach_before_leaving(original: Callable[..., Any], txn: Txn, object_id: str, zone: str,
                           event: dict[str, Any], detach_order: list[str] | None = None) -> None:
    """The attached cards come off first, then the unit leaves."""
    for card in list(txn.state.attachments_of(object_id)) if detach_order is None else detach_order:
        oracle_detach(txn, card if isinstance(card, str) else card.id)
    original(txn, object_id, zone, event, None)


def _relocate_as_move(original: Callable[..., None], txn: Txn, host_id: str, origin: str | None) -> None:
    host = txn.obj(host_id)
    for card in txn.state.attachments_of(host_id):
        if card.location != host.location:
            txn.update(card.id, location=host.location)
            txn.emit("move", object=card.id, **{"from": origin}, to=host.location)


def _recalls_by_printed_type(original: Callable[[Txn], None], txn: Txn) -> None:
    """The corrective recall reads the card's printed type: a gear that is a unit now is recalled too."""
    original(txn)
    for obj in list(txn.state.board()):
        if obj.attached_to is None and (obj.location or "").startswith("battlefield:") and obj.card.type == "gear" \
                and is_unit(obj):
            cleanup_module.recall(txn, obj.id, cause="cleanup")


MUTANTS: list[Mutant] = [
    Mutant("direct-attach-needs-equip-ability", "GEAR-22",
           "attaching is implemented only as the resolution of Equip, so an effect cannot attach a card "
           "that has no Equip ability", patched(("rulespec.oracle.attach.check_attach", _needs_equip_ability))),
    Mutant("direct-attach-only-to-own-units", "GEAR-22",
           "Equip's 'a unit you control' is applied to every attachment, so an effect cannot attach to an "
           "opponent's unit", handling("attach", _only_own_units)),
    Mutant("reattach-refused", "GEAR-23",
           "an attached Equipment is taken to be unavailable (718.5.d 'one host at a time' read as a "
           "legality check), so attaching it to another unit is refused", handling("attach", _refuse_attached(False))),
    Mutant("reattach-without-detach", "GEAR-23",
           "the attachment link is overwritten: the first unit loses the card with no detach "
           "(no detach event, no detach triggers)",
           patched(("rulespec.oracle.attach.attach", _attach_without_detaching))),
    Mutant("same-host-reattach-refused", "GEAR-24",
           "attaching a card to the unit it is already on is treated as an illegal action instead of doing "
           "nothing", handling("attach", _refuse_attached(True))),
    Mutant("same-host-reattach-redone", "GEAR-24",
           "attaching to the current host detaches and attaches again (events, renewed copied text)",
           patched(("rulespec.oracle.attach.attach", _attach_again))),
    Mutant("attachments-left-behind", "GEAR-31",
           "a move or recall changes only the unit's location; its attached cards stay where they were",
           patched(("rulespec.oracle.movement.relocate_attachments", _left_behind))),
    Mutant("attachments-move-with-unit", "GEAR-32",
           "the attached cards are moved with their unit, each a move of its own (move triggers fire)",
           patched(("rulespec.oracle.movement.relocate_attachments", _relocation_as_move))),
    Mutant("stack-moves-as-one", "GEAR-33",
           "the unit and its attachments are one stack, so moving the attached card moves the stack",
           handling("move", _stack_moves_as_one)),
    Mutant("attached-equipment-recalled-alone", "GEAR-33",
           "a recall of an attached card detaches it and sends it home without its unit",
           handling("recall", _recall_alone)),
    Mutant("attach-readies-equipment", "GEAR-34",
           "equipping puts the card onto the unit fresh, readied",
           patched(("rulespec.oracle.attach.attach", _attach_readies))),
    Mutant("attach-leaves-equipment-in-place", "GEAR-34",
           "attaching links the cards but leaves the card at its own location",
           patched(("rulespec.oracle.attach.attach", _attach_in_place))),
    Mutant("detach-sends-to-base", "GEAR-35",
           "a detached Equipment is put straight into its controller's base instead of staying where the "
           "unit is (the cleanup's recall done at once)", patched(*((t, _detach_to_base) for t in DETACHES))),
    Mutant("detach-readies-equipment", "GEAR-35",
           "a detached Equipment comes off the unit readied", patched(*((t, _detach_readies) for t in DETACHES))),
    Mutant("death-leaves-equipment-attached", "GEAR-36",
           "a unit leaving the board is removed on its own: its Equipment keeps pointing at it",
           patched(("rulespec.oracle.zones.detach", _keep_attached))),
    Mutant("lethal-damage-against-printed-might", "GEAR-36",
           "lethal damage is compared with the printed Might, not the current Might with the Equipment's bonus",
           patched(("rulespec.oracle.cleanup.might", _printed_might))),
    Mutant("no-cleanup-after-damage", "GEAR-36",
           "cleanup is run after some actions but not after dealing damage, so a unit with lethal damage "
           "stays on the board", patched(("rulespec.oracle.engine.cleanup", _no_cleanup_after_damage))),
    Mutant("banish-leaves-unit-in-place", "GEAR-36",
           "a banish is reported but the unit is left on the board",
           patched(("rulespec.oracle.zones.banish", _banish_in_place))),
    Mutant("banish-keeps-equipment-attached", "GEAR-36",
           "only a kill detaches the Equipment; a banished unit keeps its cards attached",
           patched(("rulespec.oracle.zones.banish", _banish_keeps_attachments))),
    Mutant("detach-order-ignored", "GEAR-37",
           "the cards detach in the order they were attached, whatever the controller chose",
           patched(("rulespec.oracle.zones._detach_order", _ignore_order))),
    Mutant("detach-order-chosen-by-killer", "GEAR-37",
           "the player who kills chooses the order of the detachments, not the unit's controller",
           handling("kill", _killer_chooses)),
    Mutant("equipment-follows-unit-to-trash", "GEAR-38",
           "the unit and its cards go to the trash together, as one physical stack",
           patched(("rulespec.oracle.zones.leave_board", _to_trash_with_host))),
    Mutant("cleanup-recall-readies", "GEAR-38",
           "the cleanup's recall brings the gear home readied",
           patched(("rulespec.oracle.cleanup.recall", _recall_readies))),
    Mutant("cleanup-recall-to-owner-base", "GEAR-38",
           "the cleanup recalls the gear to its owner's base, not its controller's",
           patched(("rulespec.oracle.cleanup.recall", _recall_to_owner))),
    Mutant("detached-gear-stays-at-battlefield", "GEAR-38",
           "'stays where the unit was' is read as for good: the cleanup does not recall detached gear from a "
           "battlefield", patched(("rulespec.oracle.cleanup.recall", _no_recall_from_battlefields))),
    Mutant("recall-sheds-attachments", "GEAR-39",
           "a recalled unit leaves its cards behind, as when it leaves the board",
           patched(("rulespec.oracle.movement.recall", _recall_sheds_attachments))),
    Mutant("attachments-recalled-with-unit", "GEAR-39",
           "the cards attached to a recalled unit are recalled with it, each a recall of its own (recall "
           "triggers fire for them)", patched(("rulespec.oracle.movement.recall", _attachments_recalled_too))),
    Mutant("cleanup-recalls-attached-gear-from-foreign-base", "GEAR-39",
           "the cleanup's recall of permanents in another player's base takes attached gear too, "
           "detaching it (323.7 read without 107.1.c.1)",
           cleaning("corrective_recalls", _recall_attached_from_foreign_base)),
]


# --- GEAR-19: object identity on the chain (Riftbound 124, 359.3.e) -----------------------------
# An engine that names objects only by the suite's id: the unit that died and came back is "the
# same" unit to it, so an Equip ability aimed at the old one attaches to the new one.

def _no_lost_targets(original: Callable[..., list[str]], state: Any, item: Any) -> list[str]:
    return []


def _source_never_lost(original: Callable[..., bool], state: Any, item: Any) -> bool:
    return False


def _moved_is_new(original: Callable[..., None], txn: Txn, object_id: str, to: str) -> None:
    original(txn, object_id, to)
    txn.update(object_id, incarnation=txn.obj(object_id).incarnation + 1)


def _returned_stays_gone(original: Callable[..., str | None], state: Any, spec: str | None, source: str,
                         controller: str, targets: tuple[str, ...]) -> str | None:
    for t in targets:
        obj = state.get(t)
        if obj is not None and obj.incarnation > 0 and obj.on_board:
            return f"{t!r} died once: it is gone for good"
    return original(state, spec, source, controller, targets)


MUTANTS += [
    Mutant("equip-target-tracked-by-id", "GEAR-19",
           "the chain item remembers its target by the card's id only, so a unit killed and returned to "
           "the board before Equip resolves is still its target, and the Equipment attaches to it (124)",
           patched(("rulespec.oracle.chain.lost_targets", _no_lost_targets))),
    Mutant("equip-source-tracked-by-id", "GEAR-19",
           "the Equip ability remembers its Equipment by id only, so an Equipment killed and returned "
           "before its Equip resolves is attached all the same (124)",
           patched(("rulespec.oracle.chain.source_lost", _source_never_lost))),
    Mutant("move-makes-a-new-object", "GEAR-19",
           "any change of place is taken for a zone change: a unit moved to a battlefield becomes a new "
           "object, and the Equip ability aimed at it does nothing (124, 446.2: the board is one zone)",
           patched(("rulespec.oracle.movement.move", _moved_is_new))),
    Mutant("returned-unit-stays-gone", "GEAR-19",
           "a card that died is marked dead for good: back on the board it can no longer be targeted "
           "(124: it is a new object, a legal target like any other)",
           patched(("rulespec.oracle.chain._target_problem", _returned_stays_gone))),
]


# --- GEAR-07: text granted to an attached Equipment; GEAR-42: a host that stops being a unit -------
# (features/riftbound/gear/granted.feature, unit_equipment.feature)

from dataclasses import replace as _replace  # noqa: E402 (this block is appended; see the module's head)

from rulespec.oracle import layers as _layers  # noqa: E402
from rulespec.oracle.state import GameObject as _GameObject  # noqa: E402
from rulespec.oracle.state import GameState as _GameState  # noqa: E402

#: Where oracle modules look ``abilities`` up (each imported the name).
_ABILITIES = ("rulespec.oracle.layers.abilities", "rulespec.oracle.chain.abilities",
              "rulespec.oracle.replacement.abilities")


def _granted_inactive(original: Callable[..., list[_layers.Ability]], state: _GameState,
                      obj: _GameObject) -> list[_layers.Ability]:
    rules_active = _layers.rules_text_active(state, obj)
    return [_replace(a, active=a.active and rules_active) if a.granted_by else a for a in original(state, obj)]


def _granted_to_host(original: Callable[..., list[_layers.Ability]], state: _GameState,
                     obj: _GameObject) -> list[_layers.Ability]:
    own = [a for a in original(state, obj) if not (a.granted_by and obj.attached_to is not None)]
    for card in state.attachments_of(obj.id):
        own += [_replace(a, holder=obj.id, controller=obj.controller) for a in original(state, card) if a.granted_by]
    return own


def _copy_takes_granted(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                        while_attached: str | None = None) -> None:
    original(txn, object_id, model_id, while_attached)
    txn.update(object_id, granted=txn.obj(object_id).granted + txn.obj(model_id).granted)


def _drop_from_non_units(original: Callable[[Txn], None], txn: Txn) -> None:
    original(txn)
    for card in list(txn.state.board()):
        host = txn.state.get(card.attached_to) if card.attached_to is not None else None
        if host is not None and not is_unit(host):
            oracle_detach(txn, card.id)


def _bonus_sum(state: _GameState, obj: _GameObject) -> int:
    return sum(a.traits.might_bonus or 0 for a in state.attachments_of(obj.id))


def _no_might_as_zero(original: Callable[..., int | None], state: _GameState, obj: _GameObject) -> int | None:
    current = original(state, obj)
    if current is None and state.attachments_of(obj.id):
        return _bonus_sum(state, obj)  # no Might read as 0, and the bonuses added to it
    return current


def _printed_might_whatever_type(original: Callable[..., int | None], state: _GameState,
                                 obj: _GameObject) -> int | None:
    if obj.traits.might is None:
        return None
    return obj.traits.might + _bonus_sum(state, obj) + obj.counter("buff")


def _bonuses_lost_for_good(original: Callable[..., int | None], state: _GameState, obj: _GameObject) -> int | None:
    current = original(state, obj)
    if current is not None and obj.type_changes:
        return current - _bonus_sum(state, obj)  # bonuses suspended once were never given back
    return current


MUTANTS += [
    Mutant("granted-text-inactive-while-attached", "GEAR-07",
           "everything on an attached card but its effect text is switched off, granted text included "
           "(135.4 read without 135.4.b)", patched(*((t, _granted_inactive) for t in _ABILITIES))),
    Mutant("granted-text-goes-to-host", "GEAR-07",
           "text granted to an attached Equipment is treated like its effect text: the unit gets it, the "
           "Equipment does not", patched(*((t, _granted_to_host) for t in _ABILITIES))),
    Mutant("copy-takes-granted-text", "GEAR-07",
           "a copy takes the model's current abilities, granted ones included (477.1.b.1.b ignored)",
           patched(("rulespec.oracle.copies.become_copy", _copy_takes_granted))),
    Mutant("attachments-dropped-when-host-stops-being-unit", "GEAR-42",
           "only a unit can carry Equipment, so a host that stops being a unit loses its attachments (Magic's "
           "212.2i carried over)", cleaning("attached_units", _drop_from_non_units)),
    Mutant("bonuses-on-host-without-might", "GEAR-42",
           "a host with no Might counts as Might 0, and its attachments' bonuses are added to that (137.3.b "
           "ignored)", patched(("rulespec.oracle.layers.might", _no_might_as_zero))),
    Mutant("might-kept-when-no-longer-a-unit", "GEAR-42",
           "Might is read from the card as printed, whatever its current type, bonuses and all",
           patched(("rulespec.oracle.layers.might", _printed_might_whatever_type))),
    Mutant("bonuses-lost-for-good", "GEAR-42",
           "the bonuses suspended while the host had no Might are removed for good, not given back when it "
           "is a unit again", patched(("rulespec.oracle.layers.might", _bonuses_lost_for_good))),
    Mutant("recall-to-owners-base", "GEAR-39",
           "a recall sends a unit to its owner's base, not its controller's (455), and its Equipment with it",
           patched(("rulespec.oracle.movement.recall", _recall_to_owner))),
    Mutant("attach-brings-host-to-equipment", "GEAR-34",
           "equipping from another location brings the unit over to the Equipment, instead of the Equipment "
           "to the unit", patched(("rulespec.oracle.attach.attach", _attach_brings_host))),
    Mutant("attach-exhausts-equipment", "GEAR-34",
           "putting the Equipment onto the unit exhausts it, as if the attach were paid with its exhaust",
           patched(("rulespec.oracle.attach.attach", _attach_exhausts))),
    Mutant("detach-exhausts-equipment", "GEAR-35",
           "a detached Equipment comes off exhausted", patched(*((t, _detach_exhausts) for t in DETACHES))),
    Mutant("attachments-detach-before-the-host-leaves", "GEAR-36",
           "the cards attached to a dying unit come off before it dies, not as it leaves (719.5)",
           patched(("rulespec.oracle.zones.leave_board", _detach_before_leaving))),
    Mutant("relocation-reported-as-move", "GEAR-32",
           "the attached cards that follow their unit are reported as moving with it (446.1: not a move)",
           patched(("rulespec.oracle.movement.relocate_attachments", _relocate_as_move))),
    Mutant("cleanup-recalls-unit-gear", "GEAR-38",
           "the cleanup's recall of gear at a battlefield reads the printed card type: a gear that is a unit "
           "now is recalled with the other gear (149.3: non-unit gear)",
           cleaning("corrective_recalls", _recalls_by_printed_type)),
]


# --- what the engine reports: a rejection's reason, an event's fields and order (docs/implementing.md) -----


def _reason_as(old: str, new: str, action_type: str | None = None) -> Callable[[dict[str, Any], dict[str, Any],
                                                                                OracleAdapter], dict[str, Any]]:
    """A rejection that the contract gives as ``old`` is answered as ``new``."""

    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
        if not result.get("accepted") and result.get("reason") == old and action_type in (None, action["type"]):
            result["reason"] = new
        return result

    return rewrite


def _detach_names_the_new_host(action: dict[str, Any], result: dict[str, Any],
                               adapter: OracleAdapter) -> dict[str, Any]:
    """The detach that an attach elsewhere causes is reported from the unit it goes to."""
    events = result.get("events", []) if result.get("accepted") else []
    attached = {e["object"]: e["to"] for e in events if e.get("type") == "attach"}
    for e in events:
        if e.get("type") == "detach" and e.get("object") in attached:
            e["from"] = attached[e["object"]]
    return result


def _attach_before_detach(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
    """The new link is made first, the old one taken off after: the attach is reported before the detach."""
    events = result.get("events", []) if result.get("accepted") else []
    for i in range(len(events) - 1):
        first, second = events[i], events[i + 1]
        if first.get("type") == "detach" and second.get("type") == "attach" and first.get("object") == \
                second.get("object"):
            events[i], events[i + 1] = second, first
    return result


def _detach_at_the_new_location(action: dict[str, Any], result: dict[str, Any],
                                adapter: OracleAdapter) -> dict[str, Any]:
    """The detach is reported at the location the card ends at (the new unit's), not the one it left."""
    events = result.get("events", []) if result.get("accepted") else []
    attached = {e["object"]: e.get("location") for e in events if e.get("type") == "attach"}
    for e in events:
        if e.get("type") == "detach" and e.get("object") in attached:
            e["location"] = attached[e["object"]]
    return result


MUTANTS += [
    Mutant("inactive-equip-refused-as-no-such-ability", "GEAR-20",
           "an attached Equipment's inactive Equip is taken for no Equip at all: refused as no_such_ability, "
           "where the contract says inactive_ability", rewriting(perform=_reason_as("inactive_ability",
                                                                                    "no_such_ability"))),
    Mutant("equip-timing-refused-as-no-permission", "GEAR-18",
           "an Equip out of its timing is refused as no_permission, the most general code, not wrong_timing",
           rewriting(perform=_reason_as("wrong_timing", "no_permission", "activate"))),
    Mutant("equip-of-another-player-refused-as-illegal-target", "GEAR-18",
           "activating another player's Equip is refused as an illegal target, not not_controller",
           rewriting(perform=_reason_as("not_controller", "illegal_target", "activate"))),
    Mutant("unpaid-equip-refused-as-no-permission", "GEAR-18",
           "an Equip whose cost the pool cannot pay is refused as no_permission, not unpaid_cost",
           rewriting(perform=_reason_as("unpaid_cost", "no_permission", "activate"))),
    Mutant("once-per-turn-refused-as-no-permission", "GEAR-28",
           "a second use of a \"once per turn\" ability is refused as no_permission, not already_used",
           rewriting(perform=_reason_as("already_used", "no_permission"))),
    Mutant("attached-move-refused-as-illegal-destination", "GEAR-33",
           "the move of an attached Equipment is refused for where it would go (illegal_destination), not for "
           "being attached (cannot_move, 718.5.c)", rewriting(perform=_reason_as("cannot_move",
                                                                                 "illegal_destination"))),
    Mutant("detach-reported-from-the-new-host", "GEAR-23",
           "the detach an attach elsewhere causes is reported with the unit the card goes to as its from",
           rewriting(perform=_detach_names_the_new_host)),
    Mutant("attach-reported-before-the-detach", "GEAR-23",
           "equipping elsewhere makes the new link first and takes the old off after (434.1.f: detached, then "
           "attached)", rewriting(perform=_attach_before_detach)),
    Mutant("detach-reported-at-the-new-location", "GEAR-34",
           "the detach of an Equipment equipped from another location is reported where it ends up, not where it "
           "left", rewriting(perform=_detach_at_the_new_location)),
]

MUTANTS += [
    Mutant("equip-on-enemy-unit-refused-as-not-controller", "GEAR-18",
           "Equip targeting another player's unit is refused as not_controller (\"a unit you control\"), where the "
           "contract says illegal_target", rewriting(perform=_reason_as("illegal_target", "not_controller",
                                                                        "activate"))),
]


# --- round 2, more: the Equip keyword's cost and target, and the events of an attach elsewhere ----------------


def _equip_exhausts(original: Callable[..., None], txn: Txn, player: str, object_id: str, key: str,
                    targets: tuple[str, ...], instance: int = 1) -> None:
    """Activating Equip exhausts the Equipment, as if its cost held an [E]."""
    original(txn, player, object_id, key, targets, instance)
    if key == "equip":
        status.set_exhausted(txn, object_id, True)


def _equip_here_only(original: Callable[..., str | None], state: Any, spec: Any, source: str, controller: str,
                     targets: tuple[str, ...]) -> str | None:
    """"A unit you control" read as "a unit you control here": Equip targets a unit at the Equipment's location."""
    found: str | None = original(state, spec, source, controller, targets)
    if found is None and spec == "unit_you_control":
        card = state.get(source)
        for t in targets:
            unit = state.get(t)
            if card is not None and unit is not None and unit.location != card.location:
                return f"{t!r} is not at {source!r}'s location"
    return found


def _no_carrier_that_is_equipment(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    """A card with the Equipment tag is taken for a thing to carry, never a carrier: nothing attaches to it."""
    original(txn, card_id, host_id)
    if txn.obj(host_id).traits.is_equipment:
        raise Rejected("illegal_target", "434.1", f"{host_id!r} is an Equipment: it cannot carry one")


def _swap_attach_relocate(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
    """The Equipment is put at the unit's location first and attached after: relocate before attach."""
    events = result.get("events", []) if result.get("accepted") else []
    for i in range(len(events) - 1):
        if events[i].get("type") == "attach" and events[i + 1].get("type") == "relocate" and \
                events[i].get("object") == events[i + 1].get("object"):
            events[i], events[i + 1] = events[i + 1], events[i]
    return result


def _attach_without_location(action: dict[str, Any], result: dict[str, Any],
                             adapter: OracleAdapter) -> dict[str, Any]:
    for event in result.get("events", []) if result.get("accepted") else []:
        if event.get("type") == "attach":
            event.pop("location", None)
    return result


def _cleanup_recall_as_effect(action: dict[str, Any], result: dict[str, Any],
                              adapter: OracleAdapter) -> dict[str, Any]:
    """Every recall is reported as an effect's: the cleanup's corrective recall is not told apart."""
    for event in result.get("events", []) if result.get("accepted") else []:
        if event.get("type") == "recall" and event.get("cause") == "cleanup":
            event["cause"] = "effect"
    return result


MUTANTS += [
    Mutant("equip-exhausts-the-equipment", "GEAR-18",
           "activating Equip exhausts the Equipment, as the cost of a gear's ability often does (818.1.b: the cost "
           "is what is printed)", patched(("rulespec.oracle.chain.activate", _equip_exhausts))),
    Mutant("equip-targets-units-here-only", "GEAR-34",
           "Equip targets a unit at the Equipment's own location, as if attaching were moving it there",
           patched(("rulespec.oracle.chain._target_problem", _equip_here_only))),
    Mutant("unit-equipment-carries-nothing", "GEAR-42",
           "a unit with the Equipment tag is a thing to carry, never a carrier: nothing can be attached to it",
           patched(("rulespec.oracle.attach.check_attach", _no_carrier_that_is_equipment))),
    Mutant("relocate-reported-before-the-attach", "GEAR-34",
           "the Equipment is put at the unit's location and then attached: relocate reported before attach",
           rewriting(perform=_swap_attach_relocate)),
    Mutant("attach-event-without-location", "GEAR-34",
           "the attach event leaves out where the attach happens",
           rewriting(perform=_attach_without_location)),
    Mutant("cleanup-recall-reported-as-effect", "GEAR-38",
           "the cleanup's corrective recall is reported like any recall, cause effect, not cleanup (323.7)",
           rewriting(perform=_cleanup_recall_as_effect)),
]


def _printed_equip_cost(original: Callable[..., Any], state: Any, card: Any, printed: Any, *,
                        read_inactive: bool = False) -> Any:
    """Equip costs what it prints: the Equipment's own text that changes the cost is read by Weaponmaster only."""
    return printed if not read_inactive else original(state, card, printed, read_inactive=read_inactive)


def _equip_target_cites_the_spell_rule(action: dict[str, Any], result: dict[str, Any],
                                       adapter: OracleAdapter) -> dict[str, Any]:
    """One targeting check for spells and abilities: every refused target cites the spells' rule."""
    if action["type"] == "activate" and not result.get("accepted") and result.get("reason") == "illegal_target":
        result["rule"] = "359.3"
    return result


MUTANTS += [
    Mutant("equip-ignores-its-own-cost-change", "GEAR-18",
           "Equip is paid at its printed cost: what the Equipment's own text changes of it is read only by "
           "Weaponmaster (818.1.c.5)", patched(("rulespec.oracle.costs.equip_cost", _printed_equip_cost))),
    Mutant("equip-target-cites-the-spell-rule", "GEAR-18",
           "a target Equip may not take is refused citing the rule of spells' targets (359.3), not Equip's own "
           "\"a unit you control\" (818.1.b)", rewriting(perform=_equip_target_cites_the_spell_rule)),
]


# --- round 3: attaching by an effect, and the order of the detachments (GEAR-22, GEAR-37) ---------------


def _direct_attach_pays_equip(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """An attach an effect orders is paid for as Equip would be: the card's Equip cost, if it has one."""
    card = txn.on_board(a["object"], "434.2")
    equip = next((ab for ab in card.traits.abilities if ab.key == "equip" and ab.cost is not None), None)
    if equip is not None and equip.cost is not None and not equip.cost.is_empty() and card.attached_to != a["to"]:
        txn.pay(a["player"], equip.cost, "818.1", a["object"])
    original(txn, a)


def _reversed_detach_order(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """The order the controller writes is read from the last card to the first (a stack popped)."""
    order = a.get("choices", {}).get("detach_order")
    if order:
        a = {**a, "choices": {**a["choices"], "detach_order": list(reversed(order))}}
    original(txn, a)


def _order_only_from_the_controller(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """An order of the detachments sent by anyone but the unit's controller is refused, as if the
    player who kills had to be the one who chooses."""
    host = txn.obj(a["object"])
    if a.get("choices", {}).get("detach_order") is not None and a["player"] != host.controller:
        raise Rejected("not_controller", "719.5.a", f"{a['player']} does not control {a['object']!r}: "
                       "only its controller orders its detachments")
    original(txn, a)


MUTANTS += [
    Mutant("direct-attach-pays-the-equip-cost", "GEAR-22",
           "an attach ordered by an effect is treated as an Equip: the card's Equip cost is paid from the pool of "
           "the player who attaches (434.2: the attach itself costs nothing)",
           handling("attach", _direct_attach_pays_equip)),
    Mutant("detach-order-reversed", "GEAR-37",
           "the order of the detachments is kept as a stack: the card named first comes off last",
           handling("kill", _reversed_detach_order)),
    Mutant("detach-order-only-from-the-controller", "GEAR-37",
           "an order of the detachments written into another player's kill is refused: 'its controller chooses' "
           "read as 'only its controller may kill it with an order'",
           handling("kill", _order_only_from_the_controller)),
]


def _attach_needs_an_empty_chain(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """An attach is refused while the chain holds something, as Equip would be (151.2)."""
    if txn.state.chain:
        raise Rejected("wrong_timing", "151.2", "the chain is not empty (Closed State)")
    original(txn, a)


def _banish_ignores_the_order(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """Only a kill follows the order chosen; a banish detaches in the order the cards were attached."""
    original(txn, {**a, "choices": {k: v for k, v in a.get("choices", {}).items() if k != "detach_order"}})


MUTANTS += [
    Mutant("direct-attach-needs-an-empty-chain", "GEAR-22",
           "an attach ordered by an effect is refused while the chain holds something, as if it were Equip with "
           "its timing (434.2: an effect attaches when it says so)",
           handling("attach", _attach_needs_an_empty_chain)),
    Mutant("detach-order-ignored-for-banish", "GEAR-37",
           "the order of the detachments is followed for a kill only: a banished unit's cards detach in the order "
           "they were attached (719.5.a: whenever the unit leaves the board)",
           handling("banish", _banish_ignores_the_order)),
]


def _zero_might_dies(original: Callable[[Txn], None], txn: Txn) -> None:
    """142.4 read without its 'non-zero': a unit whose Might is 0 or less has lethal damage, even with none."""
    original(txn)
    for obj in list(txn.state.board()):
        current = _layers.might(txn.state, obj)
        if is_unit(obj) and current is not None and current <= 0 and obj.damage == 0:
            cleanup_module.kill(txn, obj.id, responsible=None, source={"kind": "rule"})


MUTANTS += [
    Mutant("zero-might-unit-dies", "GEAR-22",
           "a unit whose Might an attached Equipment lowers to 0 dies at the cleanup, damage or not (142.4: lethal "
           "damage is a non-zero amount at least the unit's Might)", cleaning("lethal_damage", _zero_might_dies)),
]


from rulespec.oracle.copies import end_copies_sustained_by as _real_end_copies  # noqa: E402

_deferred: list[list[tuple[str, str]]] = []


def _defer_copy_endings(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    if _deferred:
        _deferred[-1].append((card_id, host_id))
        return
    original(txn, card_id, host_id)


def _effects_after_every_detach(original: Callable[..., None], txn: Txn, object_id: str, zone: str,
                                event: dict[str, Any], detach_order: list[str] | None = None) -> None:
    """The cards come off in the chosen order, but what their detaching causes is done after the last one."""
    _deferred.append([])
    try:
        original(txn, object_id, zone, event, detach_order)
    finally:
        pending = _deferred.pop()
    for card_id, host_id in pending:
        _real_end_copies(txn, card_id, host_id)


MUTANTS += [
    Mutant("detach-effects-after-every-detach", "GEAR-37",
           "the cards detach in the order chosen, but the effects their detaching causes (the end of what "
           "Svellsongur copied) come after the last detach, not each with its own (719.5.a: the order of the "
           "detachments and of the effects they cause)",
           patched(("rulespec.oracle.zones.leave_board", _effects_after_every_detach),
                   ("rulespec.oracle.attach.end_copies_sustained_by", _defer_copy_endings))),
]


def _attach_needs_an_active_equip(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """An attach is made as its Equip would be: refused for a card whose Equip is inactive (it is attached)."""
    card = txn.on_board(a["object"], "434.2")
    if card.attached_to is not None and card.attached_to != a["to"] and any(
            ab.key == "equip" for ab in card.traits.abilities):
        raise Rejected("inactive_ability", "721.2", f"the Equip ability of {a['object']!r} is inactive")
    original(txn, a)


MUTANTS += [
    Mutant("direct-attach-needs-an-active-equip", "GEAR-22",
           "an effect's attach is made through the card's Equip, so an attached Equipment, whose Equip is inactive, "
           "cannot be attached to another unit by an effect (434.2: the effect attaches it directly)",
           handling("attach", _attach_needs_an_active_equip)),
]


# --- red-team additions: what follows a unit is readied on the way (GEAR-31) --------------------

def _readying_attachments(original: Callable[..., Any], txn: Txn, object_id: str, *args: Any, **kwargs: Any) -> Any:
    done = original(txn, object_id, *args, **kwargs)
    for card in txn.state.attachments_of(object_id):
        status.set_exhausted(txn, card.id, False)
    return done


def _recall_exhausts(wanted: str) -> Callable[..., bool]:
    def recall(original: Callable[..., bool], txn: Txn, object_id: str, cause: str = "effect") -> bool:
        done = original(txn, object_id, cause=cause)
        if done and cause == wanted:
            status.set_exhausted(txn, object_id, True)
        return done
    return recall


MUTANTS += [
    Mutant("cleanup-recall-exhausts", "GEAR-38",
           "\"the recall does not ready it\" read as \"it comes home exhausted\": the cleanup's recall exhausts the "
           "gear it sends home (458.1: a recall changes no ready state)",
           patched(("rulespec.oracle.movement.recall", _recall_exhausts("cleanup")))),
    Mutant("recall-exhausts-the-unit", "GEAR-39",
           "a recall is paid like the Standard Move: the recalled unit is exhausted as it goes home "
           "(144.2 is the Standard Move's cost; 458.1: a recall changes no ready state)",
           patched(("rulespec.oracle.movement.recall", _recall_exhausts("effect")))),
    Mutant("recall-readies-attachments", "GEAR-31",
           "the cards that follow a recalled unit to its base are readied as they arrive, as if they came home "
           "fresh (458.1: a recall readies nothing; 719.4: each card keeps its own state)",
           patched(("rulespec.oracle.movement.recall", _readying_attachments))),
    Mutant("move-readies-attachments", "GEAR-31",
           "the cards that follow a moved unit are put down at its new location readied, as a card put onto "
           "a battlefield is (446.1: they do not move; 719.4: each keeps its own state)",
           patched(("rulespec.oracle.movement.move", _readying_attachments))),
]


# --- second red-team round: GEAR-23, GEAR-32, GEAR-36 ------------------------------------------

def _reattach_keeping_copies(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                             chosen: list[str] | None = None) -> bool:
    from unittest import mock

    current = txn.obj(card_id).attached_to
    if current is None or current == host_id:
        return original(txn, card_id, host_id, chosen)
    # the link is moved, with its detach event, but what the first attachment sustained goes on,
    # now a copy that lasts on its own
    with mock.patch("rulespec.oracle.attach.end_copies_sustained_by", _copies_outlive_the_link):
        return original(txn, card_id, host_id, chosen)


def _copies_outlive_the_link(txn: Txn, card_id: str, host_id: str) -> None:
    from dataclasses import replace

    host = txn.state.get(host_id)
    if host is not None and host.copy is not None and host.copy.while_attached == card_id:
        txn.update(host_id, copy=replace(host.copy, while_attached=None))
    card = txn.state.get(card_id)
    if card is not None and card.text_copy is not None and card.text_copy.while_attached == card_id:
        txn.update(card_id, text_copy=replace(card.text_copy, while_attached=None))


def _relocation_clears_counters(original: Callable[..., None], txn: Txn, host_id: str, origin: str | None) -> None:
    host = txn.obj(host_id)
    following = [c.id for c in txn.state.attachments_of(host_id) if c.location != host.location]
    original(txn, host_id, origin)
    for card_id in following:
        txn.update(card_id, counters=())


def _banish_the_stack(original: Callable[..., None], txn: Txn, object_id: str,
                      detach_order: list[str] | None = None) -> None:
    attached = [c.id for c in txn.state.attachments_of(object_id)]
    original(txn, object_id, detach_order)
    for card_id in attached:
        if txn.obj(card_id).on_board:
            original(txn, card_id, None)


MUTANTS += [
    Mutant("reattach-keeps-what-the-first-host-sustained", "GEAR-23",
           "equipping elsewhere moves the link and reports a detach, but what lasted 'for as long as this "
           "is attached' to the first unit goes on (the detach's effects run for a detach action only; "
           "434.1.f: it is detached, as any detach)",
           patched(("rulespec.oracle.attach.attach", _reattach_keeping_copies))),
    Mutant("relocation-clears-counters", "GEAR-32",
           "the attached cards' change of place with their unit is taken for leaving one location and entering "
           "another: their counters are lost (446.1: it is not a move, and the cards stay on the board, 748)",
           patched(("rulespec.oracle.movement.relocate_attachments", _relocation_clears_counters))),
    Mutant("banish-takes-the-stack", "GEAR-36",
           "a banish removes the unit's whole stack from the game: its Equipment is banished with it "
           "(719.5: the cards attached to a unit that leaves the board detach and stay where it was)",
           patched(("rulespec.oracle.zones.banish", _banish_the_stack))),
]


# --- second red-team round, second batch: GEAR-34, GEAR-35 ------------------------------------

def _detached_keywords_linger(original: Callable[..., bool], txn: Txn, card_id: str) -> bool:
    from rulespec.oracle.state import Granted

    card = txn.obj(card_id)
    host_id = card.attached_to
    done = original(txn, card_id)
    host = txn.state.get(host_id) if host_id is not None else None
    if done and host is not None and host.on_board:
        kept = tuple(Granted.from_document({"from": card_id, "keyword": a.text})
                     for a in card.traits.abilities if a.box == "effect" and a.kind == "keyword")
        if kept:
            txn.update(host.id, granted=(*host.granted, *kept))
    return done


def _attach_relocation_reported_as_move(action: dict[str, Any], result: dict[str, Any],
                                        adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted") and action.get("type") == "attach":
        moved = action.get("object")
        result["events"] = [{**e, "type": "move"} if e.get("type") == "relocate" and e.get("object") == moved
                            else e for e in result["events"]]
    return result


MUTANTS += [
    Mutant("detached-keywords-linger", "GEAR-35",
           "the keywords an Equipment's effect text gave its unit are written onto the unit as it is equipped, "
           "and stay when it is detached (136.2.b-c: the effect text is the unit's only while attached)",
           patched(("rulespec.oracle.attach.detach", _detached_keywords_linger))),
    Mutant("attach-relocation-reported-as-move", "GEAR-34",
           "an Equipment equipped from another location is reported as moving to its unit (446.1: the "
           "relocation is not a move)",
           rewriting(perform=_attach_relocation_reported_as_move)),
]


# --- second red-team round, third batch: GEAR-24 --------------------------------------------

def _same_host_reattach_reported(action: dict[str, Any], result: dict[str, Any],
                                 adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted") and action.get("type") == "attach" and not result["events"]:
        result["events"] = [{"type": "attach", "object": action.get("object"), "to": action.get("to")}]
    return result


MUTANTS += [
    Mutant("same-host-reattach-reported", "GEAR-24",
           "attaching a card to the unit it is already on changes nothing, but the engine reports the attach "
           "it was asked for (434.1.g: nothing happens, so nothing is reported)",
           rewriting(perform=_same_host_reattach_reported)),
]


# --- second red-team round, fourth batch: GEAR-19 ---------------------------------------------

def _equip_refunded_on_fizzle(original: Callable[..., None], txn: Txn, *args: Any, **kwargs: Any) -> None:
    from rulespec.oracle.resources import Resources
    from rulespec.oracle.values import evolve

    item = txn.state.chain[-1] if txn.state.chain else None
    original(txn, *args, **kwargs)
    if item is None or item.kind != "ability" or item.ability != "equip":
        return
    if not any(e.get("type") == "ability_fizzled" and e.get("item") == item.id for e in txn.events):
        return
    source = txn.state.get(item.source)
    equip = next((a for a in source.traits.abilities if a.key == "equip"), None) if source is not None else None
    player = txn.state.player(item.controller)
    if equip is None or equip.cost is None or player is None:
        return
    pool = dict(player.pool.power)
    for domain, n in equip.cost.power:
        pool[domain] = pool.get(domain, 0) + n
    refunded = Resources(player.pool.energy + equip.cost.energy, tuple(sorted(pool.items())))
    back = evolve(player, pool=refunded)
    txn.state = txn.state.with_fields(players=tuple(back if p.id == player.id else p for p in txn.state.players))


MUTANTS += [
    Mutant("fizzled-equip-refunds-its-cost", "GEAR-19",
           "an Equip that attaches nothing gives its cost back, the payment taken for part of the attach "
           "(818.1.b, 377.3: the cost is paid as the ability is activated, and stays paid whatever it does)",
           patched(("rulespec.oracle.chain.resolve", _equip_refunded_on_fizzle))),
]


# --- third red-team round (r3gear): attaching again, renewal, where attached cards go -------------

from rulespec.oracle import weaponmaster as _weaponmaster  # noqa: E402 (this block is appended; see the module's head)
from rulespec.oracle.values import evolve as _evolve  # noqa: E402


def _recall_the_stack(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    host = txn.obj(a["object"]).attached_to
    original(txn, {**a, "object": host} if host is not None else a)


def _uses_kept_when_attached_elsewhere(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                                       chosen: list[str] | None = None) -> bool:
    moving = txn.obj(card_id).attached_to not in (None, host_id)
    before = txn.state.turn.used
    done = original(txn, card_id, host_id, chosen)
    if moving:
        after = txn.state.turn.used
        lost = tuple(u for u in before if u not in after)
        if lost:  # only a detach of its own renews: the detach of an attach elsewhere forgets nothing
            txn.state = txn.state.with_fields(turn=_evolve(txn.state.turn, used=(*after, *lost)))
    return done


def _attach_elsewhere_strips_the_first_host(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                                            chosen: list[str] | None = None) -> bool:
    old = txn.obj(card_id).attached_to
    if old not in (None, host_id):
        for other in list(txn.state.attachments_of(old)):
            if other.id != card_id:
                oracle_detach(txn, other.id)  # the first unit is 'unequipped'
    return original(txn, card_id, host_id, chosen)


def _same_host_weaponmaster_pays(original: Callable[..., bool], txn: Txn, player: str, equipment_id: str,
                                 unit_id: str, reduction: Any = _weaponmaster.LESS) -> bool:
    if txn.obj(equipment_id).attached_to != unit_id:
        return original(txn, player, equipment_id, unit_id, reduction)
    cost = _weaponmaster.reduced_cost(txn, player, equipment_id, reduction)
    if cost is not None and not cost.is_empty():
        txn.pay(player, cost, "821.1.c", equipment_id)  # paid, and then the attach does nothing
    return False


def _detach_strips_granted_text(original: Callable[..., bool], txn: Txn, card_id: str) -> bool:
    done = original(txn, card_id)
    if done and txn.obj(card_id).granted:
        txn.update(card_id, granted=())  # 'detaching removes the granted text' read as the Equipment's
    return done


def _token_takes_its_stack(original: Callable[..., None], txn: Txn, object_id: str, zone: str,
                           event: dict[str, Any], detach_order: list[str] | None = None) -> None:
    carried = [a.id for a in txn.state.attachments_of(object_id)] if txn.obj(object_id).token else []
    original(txn, object_id, zone, event, detach_order)
    for card_id in carried:
        card = txn.obj(card_id)
        if card.on_board:
            txn.update(card_id, zone="trash", location=None, controller=card.owner, attached_to=None,
                       exhausted=False)
            txn.emit("zone_changed", object=card_id, **{"from": "board"}, to="trash")


def _only_own_attachments_follow(original: Callable[..., None], txn: Txn, host_id: str, origin: str | None) -> None:
    host = txn.obj(host_id)
    for card in list(txn.state.attachments_of(host_id)):
        if card.controller != host.controller:
            oracle_detach(txn, card.id)  # not its controller's to take along: it falls off and stays behind
    original(txn, host_id, origin)


MUTANTS += [
    Mutant("recall-of-attached-recalls-its-host", "GEAR-33",
           "the unit and its attachments are one stack: recalling the attached Equipment recalls the stack, "
           "its unit with it (718.5.c: an attached card is not moved or recalled on its own)",
           handling("recall", _recall_the_stack)),
    Mutant("uses-kept-when-attached-elsewhere", "GEAR-29",
           "only a detach of its own renews Svellsongur's copied text: the detach that attaching it to another "
           "unit causes forgets no use, so taking it to another unit and back renews nothing (434.1.f: that is a "
           "real detach, and what the copy gave ends with it)",
           patched(("rulespec.oracle.attach.attach", _uses_kept_when_attached_elsewhere))),
    Mutant("attach-elsewhere-strips-the-first-host", "GEAR-23",
           "equipping to another unit 'unequips' the first: every card attached to it comes off, not only the "
           "one attached elsewhere (434.1.f: that card is detached from it)",
           patched(("rulespec.oracle.attach.attach", _attach_elsewhere_strips_the_first_host))),
    Mutant("same-host-weaponmaster-pays", "GEAR-24",
           "Weaponmaster choosing an Equipment already attached to the unit pays its reduced Equip cost, and then "
           "the attach does nothing (434.1.g, 821.1.c.5: when it cannot be attached, nothing changes: nothing is paid)",
           patched(("rulespec.oracle.weaponmaster.pay_to_equip", _same_host_weaponmaster_pays))),
    Mutant("detach-strips-granted-text", "GEAR-35",
           "'detaching removes the granted text' read as the text granted to the Equipment: a detached Equipment "
           "loses what effects gave it (GEAR-35 means the effect text it gave its unit; 477.2.a: what was granted "
           "to it lasts)",
           patched(("rulespec.oracle.attach.detach", _detach_strips_granted_text),
                   ("rulespec.oracle.zones.detach", _detach_strips_granted_text))),
    Mutant("token-takes-its-stack", "GEAR-36",
           "a token that leaves the board takes its whole stack with it: its Equipment goes to the trash as the "
           "token ceases to exist (719.5: what is attached detaches and stays; 186.1 is about the token alone)",
           patched(("rulespec.oracle.zones.leave_board", _token_takes_its_stack))),
    Mutant("only-own-attachments-follow", "GEAR-31",
           "a unit that moves takes along the cards its controller controls: another player's Equipment on it "
           "falls off and stays behind (719.3: attached cards share their unit's location, whoever controls them)",
           patched(("rulespec.oracle.movement.relocate_attachments", _only_own_attachments_follow))),
]


def _gear_stays_beside_a_friendly_unit(original: Callable[[Txn], None], txn: Txn) -> None:
    """The corrective recalls, except that gear its controller keeps company at a battlefield stays."""
    for obj in list(txn.state.board()):
        if obj.attached_to is not None:
            continue
        location = obj.location or ""
        at_battlefield = location.startswith("battlefield:")
        foreign_base = location.startswith("base:") and location != txn.base_of(obj.controller)
        escorted = any(is_unit(o) and o.controller == obj.controller and o.location == location
                       for o in txn.state.board())
        if (at_battlefield and not is_unit(obj) and obj.traits.type in ("gear", "rune") and not escorted) \
                or foreign_base:
            cleanup_module.recall(txn, obj.id, cause="cleanup")


def _cleanup_recall_sheds_attachments(original: Callable[..., bool], txn: Txn, object_id: str,
                                      cause: str = "effect") -> bool:
    if cause == "cleanup":
        for card in list(txn.state.attachments_of(object_id)):
            oracle_detach(txn, card.id)  # the cleanup's recall lifts the unit out of the stack
    return original(txn, object_id, cause)


MUTANTS += [
    Mutant("gear-stays-beside-a-friendly-unit", "GEAR-38",
           "the cleanup recalls gear left alone at a battlefield: detached Equipment its controller has a unit "
           "beside stays there (149.3, 323.7: non-unit gear at a battlefield is recalled, company or not)",
           cleaning("corrective_recalls", _gear_stays_beside_a_friendly_unit)),
    Mutant("cleanup-recall-sheds-attachments", "GEAR-39",
           "the cleanup's corrective recall of a unit in another player's base lifts the unit alone out of its "
           "stack: its Equipment falls off and stays (719.3.a: a recalled unit takes its attachments along)",
           patched(("rulespec.oracle.movement.recall", _cleanup_recall_sheds_attachments))),
]


def _attach_from_elsewhere_clears_counters(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                                           chosen: list[str] | None = None) -> bool:
    elsewhere = txn.obj(card_id).location != txn.obj(host_id).location
    done = original(txn, card_id, host_id, chosen)
    if done and elsewhere and txn.obj(card_id).counters:
        txn.update(card_id, counters=())  # put down at the new location as a fresh card
    return done


MUTANTS += [
    Mutant("attach-from-elsewhere-clears-counters", "GEAR-34",
           "an Equipment equipped from another location is put down fresh at its unit's location: its counters "
           "are lost on the way (434.4: it takes the location without moving, and stays on the board: 124.1 "
           "takes counters off only a card that leaves it)",
           patched(("rulespec.oracle.attach.attach", _attach_from_elsewhere_clears_counters))),
]


# --- round 4: a second unit, a second card, the same action again, a side effect elsewhere -----

def _move_relocates_first_stack_only(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """Several units moved as one action: the engine carries the stack of the first unit only; the
    attachments of the others are unlinked and left where they were."""
    for object_id in a["objects"]:
        movement.check_move(txn, object_id, a["to"])
    for object_id in a["objects"][1:]:
        for card in list(txn.state.attachments_of(object_id)):
            oracle_detach(txn, card.id)
    original(txn, a)


def _attached_moves_beside_its_host(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """An attached card named in the same move as its host is taken to go with it."""
    objects = [o for o in a["objects"] if txn.obj(o).attached_to not in a["objects"]]
    original(txn, {**a, "objects": objects})


def _detach_of_unattached_refused(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    if txn.on_board(a["object"], "435.1").attached_to is None:
        raise Rejected("illegal_target", "435.1", f"{a['object']!r} is not attached to anything")
    original(txn, a)


def _detach_clears_counters(original: Callable[..., bool], txn: Txn, card_id: str) -> bool:
    done = original(txn, card_id)
    if done and txn.obj(card_id).on_board and txn.obj(card_id).counters:
        txn.update(card_id, counters=())  # the card comes off the stack as a fresh card
    return done


def _detach_clears_the_stack(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """Detaching one card unlinks the whole stack it was part of."""
    host = txn.obj(a["object"]).attached_to
    original(txn, a)
    if host is not None:
        for card in list(txn.state.attachments_of(host)):
            oracle_detach(txn, card.id)


def _leaving_unit_exhausts_its_stack(original: Callable[..., None], txn: Txn, object_id: str, zone: str,
                                     event: dict[str, Any], detach_order: list[str] | None = None) -> None:
    carried = [a.id for a in txn.state.attachments_of(object_id)]
    original(txn, object_id, zone, event, detach_order)
    for card_id in carried:
        if txn.obj(card_id).on_board:
            status.set_exhausted(txn, card_id, True)  # the cards fall off "tapped", as the unit went down


def _cleanup_recall_clears_counters(original: Callable[..., bool], txn: Txn, object_id: str,
                                    cause: str = "effect") -> bool:
    done = original(txn, object_id, cause)
    if done and cause == "cleanup" and txn.obj(object_id).counters:
        txn.update(object_id, counters=())  # sent home as a card starting over
    return done


def _recall_sends_attachments_home(original: Callable[..., bool], txn: Txn, object_id: str,
                                   cause: str = "effect") -> bool:
    """Each card of the stack is recalled to its own controller's base: another player's Equipment
    comes off and goes to that player's base."""
    host = txn.obj(object_id)
    foreign = [c.id for c in txn.state.attachments_of(object_id) if c.controller != host.controller]
    for card_id in foreign:
        oracle_detach(txn, card_id)
    done = original(txn, object_id, cause)
    for card_id in foreign:
        movement.recall(txn, card_id, cause)
    return done


def _recall_on_own_turn_only(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    if txn.state.turn.active_player != a["player"]:
        raise Rejected("wrong_timing", "455", f"{a['player']} recalls only on their own turn")
    original(txn, a)


def _direct_attach_on_own_turn_only(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    if txn.state.turn.active_player != a["player"]:
        raise Rejected("wrong_timing", "434.1", f"{a['player']} attaches only on their own turn")
    original(txn, a)


def _same_host_reattach_ends_the_copy(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                                      chosen: list[str] | None = None) -> bool:
    if txn.obj(card_id).attached_to == host_id and not chosen:
        _real_end_copies(txn, card_id, host_id)  # the old attach's copy is over; nothing new begins
        return False
    return original(txn, card_id, host_id, chosen)


def _relocation_from_the_destination(action: dict[str, Any], result: dict[str, Any],
                                     adapter: OracleAdapter) -> dict[str, Any]:
    for event in result.get("events", []) if result.get("accepted") else []:
        if event["type"] == "relocate":
            event["from"] = event["to"]  # the engine writes where the card is now, twice
    return result


def _reattach_reports_the_detach_twice(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                                       chosen: list[str] | None = None) -> bool:
    old = txn.obj(card_id).attached_to
    start = len(txn.events)
    done = original(txn, card_id, host_id, chosen)
    if done and old is not None and old != host_id:
        detaches = [e for e in txn.events[start:] if e["type"] == "detach"]
        txn.events[start:start] = [dict(e) for e in detaches]  # its own detach, then detach()'s
    return done


MUTANTS += [
    Mutant("multi-unit-move-relocates-first-stack-only", "GEAR-31",
           "several units moved by one action (144.3): the engine carries the stack of the first unit only; the "
           "others' attachments fall off and stay behind (719.3: every attached card follows its own unit)",
           handling("move", _move_relocates_first_stack_only)),
    Mutant("attached-move-accepted-beside-its-host", "GEAR-33",
           "an attached Equipment named in the same move as its unit is accepted, as it goes there anyway "
           "(718.5.c: an attached card is not moved on its own; naming it in a move is illegal)",
           handling("move", _attached_moves_beside_its_host)),
    Mutant("detach-of-unattached-refused", "GEAR-35",
           "detaching a card that is not attached is refused as an illegal target, instead of doing nothing "
           "(435.1.a.1: a detach of an unattached card does nothing)",
           handling("detach", _detach_of_unattached_refused)),
    Mutant("detach-clears-counters", "GEAR-35",
           "a detached Equipment comes off the stack as a fresh card: its counters are lost (435.4: it stays "
           "on the board where it was, with its own state; 124.1 clears only a card that leaves the board)",
           patched(*((target, _detach_clears_counters) for target in DETACHES))),
    Mutant("detach-clears-the-whole-stack", "GEAR-35",
           "detaching one Equipment unlinks the unit's stack: its other Equipment comes off too (435.1: the "
           "detach is of the card named; the others stay attached)",
           handling("detach", _detach_clears_the_stack)),
    Mutant("leaving-unit-exhausts-its-equipment", "GEAR-36",
           "the Equipment of a unit that dies or is banished falls off exhausted, as the stack goes down "
           "(719.5: it detaches and stays where the unit was, its ready state its own, 435.4)",
           patched(("rulespec.oracle.zones.leave_board", _leaving_unit_exhausts_its_stack))),
    Mutant("cleanup-recall-clears-counters", "GEAR-38",
           "detached gear the cleanup recalls from a battlefield arrives in its base without its counters "
           "(323.7, 455: a recall changes only the card's place; it stays on the board, 124.1)",
           patched(("rulespec.oracle.movement.recall", _cleanup_recall_clears_counters))),
    Mutant("recall-sends-attachments-to-their-own-bases", "GEAR-39",
           "a recall sends each card of the stack to its own controller's base: another player's Equipment on "
           "the unit comes off and goes home (719.3.a: the attached cards follow the unit, whoever controls them)",
           patched(("rulespec.oracle.movement.recall", _recall_sends_attachments_home))),
    Mutant("recall-on-own-turn-only", "GEAR-39",
           "an effect's recall is taken for a move of the turn player's: a player's recall on another player's "
           "turn is refused (455: a recall is not the Standard Move and has no timing of its own)",
           handling("recall", _recall_on_own_turn_only)),
    Mutant("direct-attach-on-own-turn-only", "GEAR-22",
           "an effect's attach keeps Equip's timing: a player's attach on another player's turn is refused "
           "(GEAR-22: an effect attaches directly, without the Equip ability and its timing, 818.1.b)",
           handling("attach", _direct_attach_on_own_turn_only)),
    Mutant("same-host-reattach-ends-the-copy", "GEAR-24",
           "attaching the Spectacles again to the unit they are on ends the copy they made and begins none: the "
           "old attach is over, and the new one does nothing (434.1.g: nothing happens at all, GEAR-24)",
           patched(("rulespec.oracle.attach.attach", _same_host_reattach_ends_the_copy))),
    Mutant("relocation-reported-from-the-destination", "GEAR-32",
           "the relocate event of an attached card that follows its unit names its new location as the one it "
           "came from (719.3, 446.1: it goes from the unit's old location to its new one)",
           rewriting(perform=_relocation_from_the_destination)),
    Mutant("reattach-reports-the-detach-twice", "GEAR-23",
           "equipping an attached Equipment to another unit reports its detach twice: once as the equip's own "
           "step and once from the detach it calls (434.1.f: one detach, then the attach)",
           patched(("rulespec.oracle.attach.attach", _reattach_reports_the_detach_twice))),
]


def _reattach_keeps_the_first_copy(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                                   chosen: list[str] | None = None) -> bool:
    """The link is moved to the new unit, but the copy the card made of the first one is left running."""
    old = txn.obj(card_id).attached_to
    kept = txn.obj(old).copy if old is not None and old != host_id else None
    start = len(txn.events)
    done = original(txn, card_id, host_id, chosen)
    if done and old is not None and kept is not None and kept.while_attached == card_id:
        txn.update(old, copy=_replace(kept, while_attached=None))  # left as a copy for good
        txn.events[start:] = [e for e in txn.events[start:] if not (e["type"] == "copy_ended" and e["object"] == old)]
    return done


def _recall_relocation_unreported(action: dict[str, Any], result: dict[str, Any],
                                  adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted") and action["type"] == "recall":
        result["events"] = [e for e in result["events"] if e["type"] != "relocate"]
    return result


def _attached_recall_at_home_accepted(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """Recalling a card already in its controller's base does nothing, attached or not."""
    obj = txn.on_board(a["object"], "455")
    if obj.attached_to is not None and obj.location == txn.base_of(obj.controller):
        return None
    original(txn, a)


MUTANTS += [
    Mutant("reattach-elsewhere-keeps-the-first-copy", "GEAR-04",
           "Shady Spectacles taken from one unit to another: the link moves, but the copy they made of the "
           "first unit is left running (434.1.f, 718.5.d: the card is detached from the first unit, which ends "
           "the copy that lasted for as long as it was attached)",
           patched(("rulespec.oracle.attach.attach", _reattach_keeps_the_first_copy))),
    Mutant("recall-relocation-not-reported", "GEAR-39",
           "a recalled unit's Equipment goes to base with it, but its change of place is not reported: only the "
           "unit's recall is (719.3.a: the attached card is relocated with its unit)",
           rewriting(perform=_recall_relocation_unreported)),
    Mutant("attached-recall-at-home-accepted", "GEAR-33",
           "recalling an attached Equipment already in its controller's base is accepted as a recall that finds "
           "it home and does nothing (719.3, 718.5.c: an attached card is never recalled on its own)",
           handling("recall", _attached_recall_at_home_accepted)),
]


def _recalls_for_the_turn_player(original: Callable[[Txn], None], txn: Txn) -> None:
    """The cleanup sends home the gear of the player whose turn it is; another player's gear left at a
    battlefield waits for that player's own turn."""
    turn_player = txn.state.turn.active_player
    for obj in list(txn.state.board()):
        if obj.attached_to is not None:
            continue
        location = obj.location or ""
        at_battlefield = location.startswith("battlefield:")
        foreign_base = location.startswith("base:") and location != txn.base_of(obj.controller)
        if (at_battlefield and not is_unit(obj) and obj.traits.type in ("gear", "rune")
                and obj.controller == turn_player) or foreign_base:
            cleanup_module.recall(txn, obj.id, cause="cleanup")


def _attach_from_the_hand(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    """An effect that attaches takes the Equipment from wherever it is: out of the hand, it is put straight
    onto the unit."""
    card = txn.state.get(card_id)
    host = txn.state.get(host_id)
    if card is not None and host is not None and card.zone == "hand" and host.on_board:
        txn.update(card_id, zone="board", location=host.location, controller=card.owner, exhausted=False)
    original(txn, card_id, host_id)


MUTANTS += [
    Mutant("cleanup-recalls-only-the-turn-players-gear", "GEAR-38",
           "the cleanup recalls the turn player's gear left at a battlefield; the other player's waits for their "
           "own turn (323.7: every cleanup recalls each non-unit gear at a battlefield, whoever's turn it is)",
           cleaning("corrective_recalls", _recalls_for_the_turn_player)),
    Mutant("direct-attach-from-the-hand", "GEAR-22",
           "an effect's attach takes the Equipment from its controller's hand straight onto the unit, as a play "
           "and an attach at once (434.1, GEAR-17: only a gear on the board is attached; played, it is not)",
           patched(("rulespec.oracle.attach.check_attach", _attach_from_the_hand))),
]


def _attach_takes_the_host_ready_state(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                                       chosen: list[str] | None = None) -> bool:
    """An Equipment fetched from another location joins its unit's side of the board as the unit is: ready
    with a ready unit, exhausted with an exhausted one."""
    elsewhere = txn.obj(card_id).location != txn.obj(host_id).location
    done = original(txn, card_id, host_id, chosen)
    if done and elsewhere:
        status.set_exhausted(txn, card_id, txn.obj(host_id).exhausted)
    return done


MUTANTS += [
    Mutant("attach-from-elsewhere-takes-the-host-ready-state", "GEAR-34",
           "an Equipment equipped from another location arrives in its unit's state: exhausted beside an exhausted "
           "unit, ready beside a ready one (434.5: attaching changes neither card's ready state; 719.4)",
           patched(("rulespec.oracle.attach.attach", _attach_takes_the_host_ready_state))),
]


# --- Round 5: what an engine does to the objects a scenario does not look at, and refusals -----

def _detach_also(clear: str) -> Callable[..., bool]:
    """A detach that also clears something of the unit it leaves: its granted text, or its counters."""

    def detach(original: Callable[..., bool], txn: Txn, card_id: str) -> bool:
        host_id = txn.obj(card_id).attached_to
        done = original(txn, card_id)
        if done and host_id is not None and txn.state.get(host_id) is not None:
            txn.update(host_id, **{clear: ()})
        return done

    return detach


def _relocation_drops_grants(original: Callable[..., None], txn: Txn, host_id: str, origin: str | None) -> None:
    start = len(txn.events)
    original(txn, host_id, origin)
    for event in txn.events[start:]:
        if event["type"] == "relocate" and txn.obj(event["object"]).granted:
            txn.update(event["object"], granted=())


def _cleanup_recall_drops_grants(original: Callable[[Txn], None], txn: Txn) -> None:
    start = len(txn.events)
    original(txn)
    for event in txn.events[start:]:
        if event["type"] == "recall" and event.get("cause") == "cleanup" and txn.obj(event["object"]).granted:
            txn.update(event["object"], granted=())


def _gear_recalled_at_end_of_turn_only(original: Callable[[Txn], None], txn: Txn) -> None:
    """Gear left at a battlefield waits there until the cleanup of the Ending Phase."""
    if txn.state.turn.phase == "ending":
        original(txn)
        return
    for obj in list(txn.state.board()):
        location = obj.location or ""
        if obj.attached_to is None and location.startswith("base:") and location != txn.base_of(obj.controller):
            cleanup_module.recall(txn, obj.id, cause="cleanup")


def _refused_move_detaches(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
    """The engine takes an attached card off its unit before it finds that the card cannot move alone."""
    from rulespec.oracle import perform as oracle_perform
    if action["type"] == "move" and not result.get("accepted") and adapter.state is not None:
        for object_id in action["objects"]:
            obj = adapter.state.get(object_id)
            if obj is not None and obj.attached_to is not None:
                adapter.state, _ = oracle_perform(adapter.state, {"type": "detach", "player": action["player"],
                                                                  "object": object_id}, validated=True)
    return result


def _refused_equip_keeps_the_payment(action: dict[str, Any], result: dict[str, Any],
                                     adapter: OracleAdapter) -> dict[str, Any]:
    """The engine pays the Equip cost first and checks the target after: a refused target keeps the payment."""
    from rulespec.oracle.values import evolve
    state = adapter.state
    if (action["type"] == "activate" and action.get("ability") == "equip" and not result.get("accepted")
            and result.get("reason") == "illegal_target" and state is not None):
        obj = state.get(action["object"])
        player = state.player(action["player"])
        costs = [a.cost for a in obj.traits.abilities if a.key == "equip" and a.cost is not None] if obj else []
        if player is not None and costs and player.pool.can_pay(costs[0]):
            paid = evolve(player, pool=player.pool.pay(costs[0]))
            adapter.state = state.with_fields(players=tuple(paid if p.id == player.id else p for p in state.players))
    return result


def _direct_attach_refused_if(exhausted: str) -> Handler:
    def refuse(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
        obj = txn.state.get(a[exhausted])
        if obj is not None and obj.exhausted:
            raise Rejected("illegal_target", "434.1", f"{a[exhausted]!r} is exhausted: it cannot be attached to")
        original(txn, a)

    return refuse


def _unit_attach_refused_as_wrong_zone(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    obj = txn.state.get(a["object"])
    if obj is not None and obj.on_board and is_unit(obj):
        raise Rejected("wrong_zone", "434.1", f"{a['object']!r} is a unit on the board, not a gear to attach")
    original(txn, a)


def _detach_on_own_turn_only(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    if txn.state.turn.active_player != a["player"]:
        raise Rejected("wrong_timing", "435.1", f"it is {txn.state.turn.active_player}'s turn")
    original(txn, a)


MUTANTS += [
    Mutant("detach-strips-the-units-own-grants", "GEAR-35",
           "detaching clears every granted text of the unit it leaves, as if all of it came from the Equipment: "
           "a keyword a spell gave the unit goes too (435.4, 477.2.a: only what the Equipment gave goes)",
           patched(("rulespec.oracle.attach.detach", _detach_also("granted")))),
    Mutant("detach-clears-the-units-buff", "GEAR-35",
           "detaching resets the unit it leaves to its printed Might, its buff with it (435.4: detaching removes "
           "the Equipment's bonus only; 703: the buff is the unit's own counter)",
           patched(("rulespec.oracle.attach.detach", _detach_also("counters")))),
    Mutant("relocation-drops-granted-text", "GEAR-32",
           "an Equipment carried along by its unit is treated as a new object at the new location: the text "
           "granted to it is lost (446.1, 719.3.a: the relocation is no move and no zone change)",
           patched(("rulespec.oracle.movement.relocate_attachments", _relocation_drops_grants))),
    Mutant("cleanup-recall-drops-granted-text", "GEAR-38",
           "the cleanup's recall of a detached Equipment is treated as a zone change: the text granted to it is "
           "lost (457.1: a recall moves it from a battlefield to its base on the board)",
           cleaning("corrective_recalls", _cleanup_recall_drops_grants)),
    Mutant("gear-recalled-at-the-end-of-turn-only", "GEAR-38",
           "detached gear left at a battlefield is recalled by the cleanup of the Ending Phase, not the next "
           "cleanup (323.7: every cleanup makes the corrective recalls)",
           cleaning("corrective_recalls", _gear_recalled_at_end_of_turn_only)),
    Mutant("refused-attached-move-detaches", "GEAR-33",
           "moving an attached Equipment alone is refused, but the engine has taken it off its unit first: the "
           "refusal leaves it detached (719.3, 718.5.c: a rejected action changes nothing)",
           rewriting(perform=_refused_move_detaches)),
    Mutant("refused-equip-keeps-the-payment", "GEAR-18",
           "the Equip cost is paid before the target is checked: an Equip refused for its target keeps the "
           "payment (818.1.b, 377: an illegal activation is undone as a whole)",
           rewriting(perform=_refused_equip_keeps_the_payment)),
    Mutant("direct-attach-refused-for-exhausted-equipment", "GEAR-22",
           "an effect cannot attach an exhausted Equipment, as if the attach used its Equip (434.1: an effect "
           "attaches directly, ready or exhausted)",
           handling("attach", _direct_attach_refused_if("object"))),
    Mutant("direct-attach-refused-to-exhausted-unit", "GEAR-22",
           "an effect cannot attach an Equipment to an exhausted unit (434.1: an effect attaches to a unit, "
           "ready or exhausted)",
           handling("attach", _direct_attach_refused_if("to"))),
    Mutant("unit-attach-refused-as-wrong-zone", "GEAR-40",
           "attaching a unit is refused as a card in the wrong zone, not as an illegal target (434.1, GEAR-40: "
           "units cannot be attached: the card named is no legal object to attach)",
           handling("attach", _unit_attach_refused_as_wrong_zone)),
    Mutant("detach-on-own-turn-only", "GEAR-35",
           "an effect that detaches an Equipment works only on its player's turn (435.1: a detach follows the "
           "effect that orders it, whoever's turn it is)",
           handling("detach", _detach_on_own_turn_only)),
]


def _recalls_in_open_state_only(original: Callable[[Txn], None], txn: Txn) -> None:
    """Gear left at a battlefield waits for an Open State, as battlefield control does (323.6)."""
    if not txn.state.chain:
        original(txn)
        return
    for obj in list(txn.state.board()):
        location = obj.location or ""
        if obj.attached_to is None and location.startswith("base:") and location != txn.base_of(obj.controller):
            cleanup_module.recall(txn, obj.id, cause="cleanup")


def _refused_inactive_equip_keeps_the_payment(action: dict[str, Any], result: dict[str, Any],
                                              adapter: OracleAdapter) -> dict[str, Any]:
    """As ``_refused_equip_keeps_the_payment``, for an Equip refused because it is inactive."""
    if result.get("reason") == "inactive_ability":
        _refused_equip_keeps_the_payment(action, {**result, "reason": "illegal_target"}, adapter)
    return result


MUTANTS += [
    Mutant("cleanup-recall-waits-for-an-open-state", "GEAR-38",
           "the corrective recall of gear left at a battlefield waits, like battlefield control, until the chain "
           "is empty (323.7: every cleanup recalls it; only 323.6 needs an Open State)",
           cleaning("corrective_recalls", _recalls_in_open_state_only)),
    Mutant("refused-inactive-equip-keeps-the-payment", "GEAR-20",
           "the engine pays the Equip cost of an attached Equipment before it finds the ability inactive: the "
           "refusal keeps the payment (718.2: an inactive ability cannot be activated; a rejected action changes "
           "nothing)", rewriting(perform=_refused_inactive_equip_keeps_the_payment)),
]


def _refused_attach_detaches(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
    """The engine takes the card off its unit before it checks the new attach: a refused attach leaves it
    detached."""
    from rulespec.oracle import perform as oracle_perform
    if action["type"] == "attach" and not result.get("accepted") and adapter.state is not None:
        obj = adapter.state.get(action["object"])
        if obj is not None and obj.attached_to is not None:
            adapter.state, _ = oracle_perform(adapter.state, {"type": "detach", "player": action["player"],
                                                              "object": action["object"]}, validated=True)
    return result


def _unit_gear_detached_at_end_of_turn(original: Callable[[Txn], None], txn: Txn) -> None:
    """An attached card that became a unit comes off at the end of the turn."""
    if txn.state.turn.phase == "ending":
        original(txn)


def _attach_rebuilds_the_unit(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                              chosen: list[str] | None = None) -> bool:
    """Attaching builds the stack anew: the unit on top of it starts fresh, without damage or counters."""
    done = original(txn, card_id, host_id, chosen)
    if done:
        txn.update(host_id, damage=0, damage_by=(), counters=())
    return done


MUTANTS += [
    Mutant("refused-attach-detaches-first", "GEAR-23",
           "an effect's attach detaches the card from its first unit before it checks the new one: refused "
           "for an illegal host, the card is left detached (434.1.f: the detach is part of a legal attach; a "
           "rejected action changes nothing)", rewriting(perform=_refused_attach_detaches)),
    Mutant("refused-same-host-choice-detaches", "GEAR-24",
           "attaching the Spectacles again to their unit with a choice is refused, but the engine has detached "
           "them first, ending the copy (434.1.g: the attach does nothing; a rejected action changes nothing)",
           rewriting(perform=_refused_attach_detaches)),
    Mutant("unit-gear-detached-at-the-end-of-turn", "GEAR-40",
           "an attached card that becomes a unit stays attached until the ending cleanup (GEAR-40: it is "
           "detached at once)", cleaning("attached_units", _unit_gear_detached_at_end_of_turn)),
    Mutant("attach-rebuilds-the-unit", "GEAR-02",
           "attaching builds the unit's stack anew: the unit loses its damage and its counters (434.1: "
           "attaching changes the unit's text and Might, nothing else of it)",
           patched(("rulespec.oracle.attach.attach", _attach_rebuilds_the_unit))),
]


# --- round 6: the literal engine, the set-up loaded imperfectly, report lies, three players, ------
# --- and objects off the board touched by mistake ----------------------------------------------

def loading(rewrite: Callable[[dict[str, Any]], None]) -> Callable[[], Adapter]:
    """The oracle loading its initial state through ``rewrite(doc)`` first (on a copy): an engine whose
    set-up reads some field of some objects wrongly; only a check of the first state can see it."""
    import copy as copy_module

    class Loading(OracleAdapter):
        def setup(self, state: dict[str, Any]) -> None:
            doc = copy_module.deepcopy(state)
            rewrite(doc)
            super().setup(doc)

    return Loading


def _is_gear_doc(o: dict[str, Any]) -> bool:
    return o.get("card", {}).get("type") == "gear"


def _gear_loaded_ready(doc: dict[str, Any]) -> None:
    for o in doc["objects"]:
        if _is_gear_doc(o):
            o.pop("exhausted", None)  # the loader reads "exhausted" for units only


def _attached_take_host_controller(doc: dict[str, Any]) -> None:
    by_id = {o["id"]: o for o in doc["objects"]}
    for o in doc["objects"]:
        host = by_id.get(o.get("attached_to") or "")
        if host is not None:
            controller = host.get("controller", host["owner"])
            if controller == o["owner"]:
                o.pop("controller", None)
            else:
                o["controller"] = controller


def _attached_counters_dropped(doc: dict[str, Any]) -> None:
    for o in doc["objects"]:
        if o.get("attached_to"):
            o.pop("counters", None)


def _one_card_per_unit(doc: dict[str, Any]) -> None:
    seen: set[str] = set()
    for o in doc["objects"]:
        host = o.get("attached_to")
        if host is not None:
            if host in seen:
                del o["attached_to"]  # the loader keeps one link per unit: the last one written wins, once
            seen.add(host)


def _attachments_at_battlefields_dropped(doc: dict[str, Any]) -> None:
    for o in doc["objects"]:
        if o.get("attached_to") and str(o.get("location", "")).startswith("battlefield:"):
            del o["attached_to"]  # the loader links a stack only in a base


def _equipped_damage_dropped(doc: dict[str, Any]) -> None:
    hosts = {o["attached_to"] for o in doc["objects"] if o.get("attached_to")}
    for o in doc["objects"]:
        if o["id"] in hosts:
            o.pop("damage", None)
            o.pop("damage_by", None)


def _equipped_states_dropped(doc: dict[str, Any]) -> None:
    hosts = {o["attached_to"] for o in doc["objects"] if o.get("attached_to")}
    for o in doc["objects"]:
        if o["id"] in hosts:
            o.pop("states", None)


def _views(doc: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {o["id"]: o for o in doc.get("objects", [])}


def _equipped_might_without_buff(doc: dict[str, Any]) -> dict[str, Any]:
    """The view of an equipped unit's Might: printed Might plus the bonuses; its buff is forgotten."""
    for o in doc.get("objects", []):
        view = o.get("view") or {}
        buff = (o.get("counters") or {}).get("buff", 0)
        if view.get("attachments") and view.get("might") is not None and buff:
            view["might"] -= buff
    return doc


def _second_equipment_text_dropped(doc: dict[str, Any]) -> dict[str, Any]:
    for o in doc.get("objects", []):
        view = o.get("view") or {}
        later = set(view.get("attachments", [])[1:])
        if later:
            view["abilities"] = [a for a in view.get("abilities", []) if a.get("from") not in later]
    return doc


def _bonus_at_base_only(doc: dict[str, Any]) -> dict[str, Any]:
    objects = _views(doc)
    for o in doc.get("objects", []):
        view = o.get("view") or {}
        if str(o.get("location", "")).startswith("battlefield:") and view.get("might") is not None:
            view["might"] -= sum(objects[a]["card"].get("might_bonus", 0) for a in view.get("attachments", [])
                                 if a in objects)
    return doc


def _granted_text_at_base_only(doc: dict[str, Any]) -> dict[str, Any]:
    for o in doc.get("objects", []):
        view = o.get("view") or {}
        attached = set(view.get("attachments", []))
        if attached and str(o.get("location", "")).startswith("battlefield:"):
            view["abilities"] = [a for a in view.get("abilities", []) if a.get("from") not in attached]
    return doc


def _top_most_in_base_only(doc: dict[str, Any]) -> dict[str, Any]:
    for o in doc.get("objects", []):
        view = o.get("view") or {}
        if view.get("top_most") and str(o.get("location", "")).startswith("battlefield:"):
            view["top_most"] = False
    return doc


def _attachment_list_own_only(doc: dict[str, Any]) -> dict[str, Any]:
    objects = _views(doc)
    for o in doc.get("objects", []):
        view = o.get("view") or {}
        mine = o.get("controller", o["owner"])
        if view.get("attachments"):
            view["attachments"] = [a for a in view["attachments"]
                                   if objects[a].get("controller", objects[a]["owner"]) == mine]
            view["top_most"] = bool(view["attachments"])
    return doc


def _recall_needs_a_kill(original: Callable[[Txn], None], txn: Txn) -> None:
    """Gear at a battlefield is recalled only after a unit left the board (the ruling's example):
    gear detached there by an effect stays."""
    if any(e.get("type") in ("kill", "banish") for e in txn.events):
        original(txn)
        return
    for obj in list(txn.state.board()):
        location = obj.location or ""
        if obj.attached_to is None and location.startswith("base:") and location != txn.base_of(obj.controller):
            cleanup_module.recall(txn, obj.id, cause="cleanup")


def _control_to_the_next_player(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """Taking control is read as "the opponent gets it": the player after the controller, in seat order."""
    players = [p.id for p in txn.state.players]
    current = txn.obj(a["object"]).controller
    to = a["to"]
    if to != current:
        to = players[(players.index(current) + 1) % len(players)]
    original(txn, {**a, "to": to})


def _target_not_the_next_players(original: Callable[..., str | None], state: Any, spec: Any, source: str,
                                 controller: str, targets: tuple[str, ...]) -> str | None:
    """"A unit you control" checked as "not a unit of your opponent" (the player after you)."""
    problem = original(state, spec, source, controller, targets)
    if problem is None or not targets:
        return problem
    players = [p.id for p in state.players]
    opponent = players[(players.index(controller) + 1) % len(players)]
    for target in targets:
        obj = state.get(target)
        if obj is None or not obj.on_board or not is_unit(obj) or obj.controller == opponent:
            return problem
        if obj.controller == controller:
            return problem  # some other reason
    return None


def _ready_spreads_to_first(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    original(txn, a)
    first = txn.state.attachments_of(a["object"])[:1]
    for card in first:
        if card.exhausted:
            status.set_exhausted(txn, card.id, False)


def _equip_from_the_hand(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """The Equip ability is found wherever the card is: from the hand, the card is put in its base first."""
    obj = txn.state.get(a.get("object", ""))
    if (a.get("ability") == "equip" and obj is not None and obj.zone == "hand" and obj.traits.is_equipment):
        txn.update(obj.id, zone="board", location=txn.base_of(obj.controller))
    original(txn, a)


def _equip_needs_ready_unit(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    if a.get("ability") == "equip":
        for target in a.get("targets", ()):
            host = txn.state.get(target)
            if host is not None and host.exhausted:
                raise Rejected("illegal_target", "818.1.b", f"{target!r} is exhausted: it cannot be equipped")
    original(txn, a)


def _equip_needs_unit_in_base(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    if a.get("ability") == "equip":
        for target in a.get("targets", ()):
            host = txn.state.get(target)
            if host is not None and host.on_board and not (host.location or "").startswith("base:"):
                raise Rejected("illegal_target", "818.1.b", f"{target!r} is not in a base: it cannot be equipped")
    original(txn, a)


def _detach_in_base_only(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    obj = txn.state.get(a["object"])
    if obj is not None and (obj.location or "").startswith("battlefield:"):
        raise Rejected("illegal_target", "435.1", f"{a['object']!r} is at a battlefield: detach it at base")
    original(txn, a)


def _detach_anywhere(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """Detach only clears the link: a card off the board (nothing to detach) is accepted, doing nothing."""
    obj = txn.state.get(a["object"])
    if obj is not None and not obj.on_board:
        return
    original(txn, a)


def _play_from_the_trash(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """Gear is played from wherever it is: the engine looks for the card, not for the hand."""
    obj = txn.state.get(a.get("object", ""))
    if obj is not None and obj.zone == "trash" and obj.traits.type == "gear":
        txn.update(obj.id, zone="hand")
    original(txn, a)


def _recall_carries_first_only(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    for card in txn.state.attachments_of(a["object"])[1:]:
        oracle_detach(txn, card.id)  # the engine carries one Equipment home, as in its example
    original(txn, a)


def _duplicating(event_type: str, action_type: str | None = None
                 ) -> Callable[[dict[str, Any], dict[str, Any], OracleAdapter], dict[str, Any]]:
    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
        if result.get("accepted") and (action_type is None or action["type"] == action_type):
            events: list[dict[str, Any]] = []
            for event in result["events"]:
                events.append(event)
                if event.get("type") == event_type:
                    events.append(dict(event))
            result["events"] = events
        return result

    return rewrite


def _dropping_field(event_type: str, field: str, cause: str | None = None
                    ) -> Callable[[dict[str, Any], dict[str, Any], OracleAdapter], dict[str, Any]]:
    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
        if result.get("accepted"):
            for event in result["events"]:
                if event.get("type") == event_type and (cause is None or event.get("cause") == cause):
                    event.pop(field, None)
        return result

    return rewrite


def _guardian_kill_reported_last(action: dict[str, Any], result: dict[str, Any],
                                 adapter: OracleAdapter) -> dict[str, Any]:
    """The replacement's actions reported unit first: heal, exhaust, recall, then the kill of the Angel."""
    if result.get("accepted"):
        events = result["events"]
        if any(e.get("type") == "replacement_applied" for e in events):
            kills = [e for e in events if e.get("type") == "kill"]
            result["events"] = [e for e in events if e.get("type") != "kill"] + kills
    return result


def _reports_for_the_stack(event_type: str
                           ) -> Callable[[dict[str, Any], dict[str, Any], OracleAdapter], dict[str, Any]]:
    """An event of a unit reported for each card attached to it too (the state itself is right)."""
    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
        if result.get("accepted") and adapter.state is not None:
            events: list[dict[str, Any]] = []
            for event in result["events"]:
                events.append(event)
                if event.get("type") == event_type and isinstance(event.get("object"), str):
                    for card in adapter.state.attachments_of(event["object"]):
                        events.append({**event, "object": card.id})
            result["events"] = events
        return result

    return rewrite


MUTANTS += [
    Mutant("setup-gear-loaded-ready", "GEAR-14",
           "the engine's loader reads the exhausted flag of units only: an exhausted Equipment starts ready "
           "(719.4: the unit and its Equipment each keep their own ready state)", loading(_gear_loaded_ready)),
    Mutant("setup-attached-gear-takes-its-hosts-controller", "GEAR-11",
           "the loader gives an attached card its unit's controller: another player's Equipment on your unit "
           "starts as yours (718.5.e: the two controllers are kept apart)",
           loading(_attached_take_host_controller)),
    Mutant("setup-drops-counters-on-attached-gear", "GEAR-16",
           "the loader reads counters of the top card of a stack only: an attached Equipment starts without "
           "its counters (GEAR-16: it keeps its own independent properties)", loading(_attached_counters_dropped)),
    Mutant("setup-attaches-one-card-per-unit", "GEAR-03",
           "the loader keeps one attachment per unit: a second Equipment written attached starts unattached "
           "(GEAR-03: several Equipment contribute to the same unit)", loading(_one_card_per_unit)),
    Mutant("setup-drops-attachments-at-battlefields", "GEAR-10",
           "the loader links stacks in bases only, as in its examples: a stack at a battlefield starts apart "
           "(719.3: attached cards share their unit's location, wherever it is)",
           loading(_attachments_at_battlefields_dropped)),
    Mutant("setup-drops-damage-of-equipped-units", "GEAR-36",
           "the loader reads damage for bare units only: an equipped unit starts undamaged (142.4: damage "
           "stays marked; the Equipment changes its Might, not its damage)", loading(_equipped_damage_dropped)),
    Mutant("setup-drops-states-of-equipped-units", "GEAR-15",
           "the loader reads stun and empower for bare units only: an equipped unit starts without its states "
           "(GEAR-15: the unit's states are its own, equipped or not)", loading(_equipped_states_dropped)),
    Mutant("equipped-might-ignores-the-buff", "GEAR-02",
           "an equipped unit's Might is shown as printed Might plus its bonuses: its buff is forgotten (137.2: "
           "every modifier adds up)", rewriting(snapshot=_equipped_might_without_buff)),
    Mutant("second-equipment-text-not-granted", "GEAR-03",
           "the view grants the text of the unit's first Equipment only (GEAR-03: texts add up too)",
           rewriting(snapshot=_second_equipment_text_dropped)),
    Mutant("might-bonus-at-base-only", "GEAR-02",
           "the view adds Might Bonuses to units in a base only, as in the ruling's example (718.3.b: the bonus "
           "applies while equipped, wherever the unit is)", rewriting(snapshot=_bonus_at_base_only)),
    Mutant("granted-text-at-base-only", "GEAR-31",
           "the view grants Equipment text to units in a base only: at a battlefield the text is lost (719.3: "
           "the stack moves together, still equipped)", rewriting(snapshot=_granted_text_at_base_only)),
    Mutant("top-most-in-base-only", "GEAR-01",
           "the view marks the Top-Most Card of stacks in a base only (717: a stack is one wherever it is)",
           rewriting(snapshot=_top_most_in_base_only)),
    Mutant("attachment-list-own-gear-only", "GEAR-12",
           "the view lists the Equipment its unit's controller controls only: another player's Equipment is "
           "missing from the stack (GEAR-12: it stays equipped whoever controls each card)",
           rewriting(snapshot=_attachment_list_own_only)),
    Mutant("cleanup-recall-needs-a-kill", "GEAR-38",
           "gear left at a battlefield is recalled only when a unit was killed, as in the ruling's example: "
           "an Equipment an effect detaches there stays (323.7: every cleanup recalls it)",
           cleaning("corrective_recalls", _recall_needs_a_kill)),
    Mutant("control-goes-to-the-next-player", "GEAR-11",
           "an engine written for two players gives a unit taken to 'the opponent', the player after its "
           "controller: in a game of three, the wrong player gets it (GEAR-11: the player who takes control "
           "gets it)", handling("change_control", _control_to_the_next_player)),
    Mutant("equip-target-not-the-next-players", "GEAR-18",
           "'a unit you control' checked as 'not your opponent's unit' (the player after you): in a game of "
           "three, the third player's unit is accepted (818.1.b)",
           patched(("rulespec.oracle.chain._target_problem", _target_not_the_next_players))),
    Mutant("ready-spreads-to-the-first-equipment", "GEAR-14",
           "readying a unit readies the first card of its stack too (719.4: readying one readies not the other)",
           handling("ready", _ready_spreads_to_first)),
    Mutant("equip-from-the-hand", "GEAR-18",
           "the engine finds the Equip ability of a card in hand and puts the card down to use it (818.1: Equip "
           "is an ability of gear on the board; a card in hand is played first)",
           handling("activate", _equip_from_the_hand)),
    Mutant("equip-needs-a-ready-unit", "GEAR-18",
           "an exhausted unit is refused as Equip's target (818.1.b: a unit you control, ready or not)",
           handling("activate", _equip_needs_ready_unit)),
    Mutant("equip-needs-a-unit-in-base", "GEAR-18",
           "Equip accepts a unit in a base only, as in its example (818.1.b: any unit you control, wherever it "
           "is)", handling("activate", _equip_needs_unit_in_base)),
    Mutant("detach-refused-at-a-battlefield", "GEAR-35",
           "an effect's detach is refused at a battlefield, as though detaching were done at home (435.1: the "
           "card detaches where it is)", handling("detach", _detach_in_base_only)),
    Mutant("detach-accepted-off-the-board", "GEAR-35",
           "detach only clears a link, so the engine accepts it for a card in the trash, doing nothing "
           "(435.1: only a card on the board can detach)", handling("detach", _detach_anywhere)),
    Mutant("gear-played-from-the-trash", "GEAR-17",
           "the engine plays a gear card from wherever it is, the trash too (GEAR-17: playing is from the hand)",
           handling("play", _play_from_the_trash)),
    Mutant("recall-carries-the-first-attachment-only", "GEAR-39",
           "a recalled unit takes its first Equipment home; the second comes off at the battlefield (719.3: "
           "every attached card follows it)", handling("recall", _recall_carries_first_only)),
    Mutant("relocation-reported-twice", "GEAR-32",
           "the engine reports an attached card's relocation twice, once from the unit's move and once from "
           "its own bookkeeping (the state is right)", rewriting(perform=_duplicating("relocate", "move"))),
    Mutant("riftbound-attach-reported-twice", "GEAR-19",
           "the Equip ability's resolution reports its attach twice: once as the ability's effect, once as the "
           "attachment (the state is right)", rewriting(perform=_duplicating("attach", "resolve"))),
    Mutant("kill-reports-each-detach-twice", "GEAR-36",
           "the kill of an equipped unit reports each detach twice: once as the unit leaves, once as the "
           "engine unlinks the stack (the state is right)", rewriting(perform=_duplicating("detach", "kill"))),
    Mutant("cleanup-recall-event-without-its-origin", "GEAR-38",
           "the cleanup's recall of gear leaves out where it came from (the state is right)",
           rewriting(perform=_dropping_field("recall", "from", cause="cleanup"))),
    Mutant("guardian-angel-kill-reported-last", "GEAR-10",
           "the engine reports the unit's heal, exhaust and recall before the Angel's kill (GEAR-10: the "
           "Angel is killed instead, then the unit healed, exhausted, recalled)",
           rewriting(perform=_guardian_kill_reported_last)),
    Mutant("stun-reported-for-the-stack", "GEAR-15",
           "the engine reports a stun of a unit for each of its Equipment too, though only the unit is stunned "
           "(GEAR-15)", rewriting(perform=_reports_for_the_stack("state_gained"))),
    Mutant("exhaust-reported-for-the-stack", "GEAR-14",
           "the engine reports an exhaust of a unit for each of its Equipment too, though only the unit is "
           "exhausted (GEAR-14)", rewriting(perform=_reports_for_the_stack("exhaust"))),
]


def _effect_text_active_off_the_board(doc: dict[str, Any]) -> dict[str, Any]:
    """The view computes an Equipment's effect-text activity on the board only; elsewhere it reports the
    default, active."""
    for o in doc.get("objects", []):
        view = o.get("view") or {}
        if o.get("zone") != "board" and "Equipment" in view.get("tags", []) and "text_boxes" in view:
            view["text_boxes"]["effect"] = True
    return doc


def _attach_from_the_trash(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    """An effect's attach takes the Equipment from wherever it is: out of the trash, onto the unit."""
    card = txn.state.get(card_id)
    host = txn.state.get(host_id)
    if card is not None and host is not None and card.zone == "trash" and host.on_board:
        txn.update(card_id, zone="board", location=host.location, controller=card.owner, exhausted=False)
    original(txn, card_id, host_id)


def _unit_gear_detached_from_own_units(original: Callable[[Txn], None], txn: Txn) -> None:
    """An attached card that became a unit comes off only a unit of its own controller's."""
    for obj in list(txn.state.board()):
        host = txn.state.get(obj.attached_to) if obj.attached_to is not None else None
        if host is not None and is_unit(obj) and host.controller == obj.controller:
            cleanup_module.detach(txn, obj.id)


def _attached_grants_dropped(doc: dict[str, Any]) -> None:
    for o in doc["objects"]:
        if o.get("attached_to"):
            o.pop("granted", None)  # the loader reads what was given to the top card of a stack only


def _equipped_copies_dropped(doc: dict[str, Any]) -> None:
    hosts = {o["attached_to"] for o in doc["objects"] if o.get("attached_to")}
    for o in doc["objects"]:
        if o["id"] in hosts:
            o.pop("copy_of", None)  # the loader reads a lasting copy effect on bare units only


def _relocation_unreported_at_battlefields(action: dict[str, Any], result: dict[str, Any],
                                           adapter: OracleAdapter) -> dict[str, Any]:
    """An Equipment equipped from its base to a unit at a battlefield: the engine reports the attach and
    forgets the relocation there (it reports it in a base, as in its example)."""
    if result.get("accepted") and action["type"] in ("attach", "resolve", "play"):
        result["events"] = [e for e in result["events"] if not (e.get("type") == "relocate"
                                                                 and str(e.get("to", "")).startswith("battlefield:"))]
    return result


MUTANTS += [
    Mutant("effect-text-active-off-the-board", "GEAR-06",
           "the view computes whether an Equipment's effect text is active on the board only, and shows it "
           "active in the hand or the trash (GEAR-06: it is inactive whenever the card is not attached)",
           rewriting(snapshot=_effect_text_active_off_the_board)),
    Mutant("direct-attach-from-the-trash", "GEAR-22",
           "an effect's attach takes the Equipment out of the trash straight onto the unit (434.1: only a gear "
           "on the board is attached)", patched(("rulespec.oracle.attach.check_attach", _attach_from_the_trash))),
    Mutant("unit-gear-detached-from-own-units-only", "GEAR-40",
           "an attached card that becomes a unit comes off a unit of its own controller's only; on another "
           "player's unit it stays attached (GEAR-40: units cannot be attached, whoever controls them)",
           cleaning("attached_units", _unit_gear_detached_from_own_units)),
    Mutant("setup-drops-grants-on-attached-gear", "GEAR-07",
           "the loader reads text given to the top card of a stack only: text an effect gave to the attached "
           "Equipment is lost (GEAR-07: it stays active while the Equipment is attached)",
           loading(_attached_grants_dropped)),
    Mutant("setup-drops-copies-of-equipped-units", "GEAR-27",
           "the loader reads a lasting copy effect on bare units only: an equipped unit that is a copy starts as "
           "its printed card (477.1.b: the copy lasts)", loading(_equipped_copies_dropped)),
    Mutant("attach-relocation-unreported-at-battlefields", "GEAR-34",
           "the engine reports the relocation of an Equipment attached from elsewhere only when it arrives in a "
           "base, as in its example (434.4: the card changes location, and the report says so)",
           rewriting(perform=_relocation_unreported_at_battlefields)),
]


def _first_choice_only(original: Callable[..., list[str]], txn: Txn, host_id: str,
                       chosen: list[str] | None) -> list[str]:
    """The player's order is read for its first card only, as in a two-card example: the others detach
    in the order they were attached."""
    order = original(txn, host_id, chosen)
    if chosen is None or not order:
        return order
    rest = [a.id for a in txn.state.attachments_of(host_id) if a.id != order[0]]
    return [order[0], *rest]


def _equip_active_on_foreign_units(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """The engine's inactivity check reads 'attached to one of your units': an Equipment on another
    player's unit is taken as unattached for its Equip ability."""
    obj = txn.state.get(a.get("object", ""))
    host = txn.state.get(obj.attached_to) if obj is not None and obj.attached_to is not None else None
    if a.get("ability") == "equip" and obj is not None and host is not None and host.controller != obj.controller:
        oracle_detach(txn, obj.id)
    original(txn, a)


def _rules_text_active_at_battlefields(doc: dict[str, Any]) -> dict[str, Any]:
    for o in doc.get("objects", []):
        view = o.get("view") or {}
        if o.get("attached_to") and str(o.get("location", "")).startswith("battlefield:") and "text_boxes" in view:
            view["text_boxes"]["rules"] = True
    return doc


MUTANTS += [
    Mutant("detach-order-first-choice-only", "GEAR-37",
           "the engine reads the controller's order for its first card only, as in a two-Equipment example; "
           "the others detach in the order they were attached (719.5.a: the controller orders every detach)",
           patched(("rulespec.oracle.zones._detach_order", _first_choice_only))),
    Mutant("equip-active-on-another-players-unit", "GEAR-20",
           "the inactivity of an attached Equipment's printed Equip is checked against units of its own "
           "controller: on another player's unit, its Equip works and moves it (718.2: any attached card's "
           "printed rules text is inactive)", handling("activate", _equip_active_on_foreign_units)),
    Mutant("rules-text-active-at-battlefields", "GEAR-05",
           "the view shows an attached Equipment's printed rules text inactive in a base only, as in its "
           "example (718.2: inactive while attached, wherever it is)",
           rewriting(snapshot=_rules_text_active_at_battlefields)),
]


# Round 8 (r8): GEAR-41.
from rulespec.oracle import effects as _r8_effects  # noqa: E402 (this block is appended; see the module's head)
from rulespec.oracle.events import Event as _R8Event  # noqa: E402


def _unit_equipment_goes_to_its_unit(original: Callable[..., Any], txn: Txn, op: dict[str, Any], subject: str,
                                     ctx: Any) -> list[Any]:
    """An attach that cannot happen because the card is a unit still takes the card to the host's location."""
    events = original(txn, op, subject, ctx)
    card, host = txn.state.get(subject), txn.state.get(ctx.refs[op["to"]] or "")
    if not events and card is not None and host is not None and is_unit(card) and card.on_board \
            and host.on_board and card.location != host.location:
        return [_R8Event("move", subject, to=host.location, responsible=ctx.responsible)]
    return list(events)


MUTANTS += [
    Mutant("gear-unit-equipment-equip-moves-it-to-the-unit", "GEAR-41",
           "the Equip of a unit-Equipment is read as two steps, taking the card to its unit's location and then "
           "attaching it: the attach fails, being a unit, but the move is made (434.1, 434.4: attaching moves "
           "nothing; a unit-Equipment's Equip attaches nothing, so nothing happens)",
           replacing_entry(_r8_effects.OPERATIONS, "attach", _unit_equipment_goes_to_its_unit)),
]


class _EquipInactiveUntilADetachOfItsOwn(OracleAdapter):
    """The engine turns the Equip off as the card attaches and on again in its detach action only: an
    Equipment that falls off because its unit left the board keeps an inactive Equip."""

    def __init__(self) -> None:
        super().__init__()
        self._stale: set[str] = set()

    def setup(self, state: dict[str, Any]) -> None:
        super().setup(state)
        self._stale = set()

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        if action.get("type") == "activate" and action.get("ability") == "equip" \
                and action.get("object") in self._stale:
            return {"schema": "rulespec/result/1", "accepted": False, "reason": "inactive_ability", "rule": "721.2",
                    "message": f"the equip ability of {action['object']!r} is inactive"}
        result = super().perform(action)
        for event in result.get("events", []) if result.get("accepted") else []:
            if event["type"] == "detach" and action.get("type") != "detach":
                self._stale.add(event["object"])
            elif event["type"] == "attach":
                self._stale.discard(event["object"])
        return result

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        for o in doc["objects"]:
            if o["id"] in self._stale and o.get("view"):
                for ability in o["view"].get("abilities", []):
                    if ability.get("text", "").startswith("Equip") and ability.get("from") == o["id"]:
                        ability["active"] = False
        return doc


MUTANTS += [
    Mutant("equip-stays-inactive-after-the-unit-dies", "GEAR-20",
           "the Equip is turned off as the Equipment attaches and on again by the detach action only: an Equipment "
           "left on the board by its unit's death keeps an inactive Equip (718.2: inactive only while attached; "
           "719.5.a: the unit leaving detaches it)", _EquipInactiveUntilADetachOfItsOwn),
]


MUTANTS += [
    Mutant("gear-weaponmaster-brings-the-unit-equipment-over", "GEAR-41",
           "Weaponmaster is read as bringing the chosen Equipment to the unit just played and then attaching it: a "
           "unit-Equipment chosen at a battlefield cannot attach, but it is moved to the new unit's base (434.4: "
           "attaching moves nothing; 821.1.c.5: if it cannot be attached, nothing happens)",
           replacing_entry(_r8_effects.OPERATIONS, "equip_for_less", _unit_equipment_goes_to_its_unit)),
]


# --- round 9: stale caches, printed vs current, order, location (GEAR-23 … GEAR-39) ------------

from rulespec.oracle import attach as _r9_attach  # noqa: E402 (this block is appended; see the module's head)
from tests.mutants import _r9  # noqa: E402

_R9_HOST_VIEW = ("attachments", "equipped", "top_most", "might", "abilities")


def _r9_attach_relocating_to_battlefields_only(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                                               chosen: list[str] | None = None) -> bool:
    """The attach takes the card to its host only when the host is at a battlefield: a card whose
    host is at a base is taken to be already there (a base "is" where a player's cards are)."""
    card = txn.obj(card_id)
    if txn.obj(host_id).location is not None and not str(txn.obj(host_id).location).startswith("battlefield:"):
        if card.attached_to == host_id:
            return bool(original(txn, card_id, host_id, chosen))
        if card.attached_to is not None:
            _r9_attach.detach(txn, card_id)
        txn.update(card_id, attached_to=host_id)
        txn.emit("attach", object=card_id, to=host_id, location=card.location)
        return True
    return bool(original(txn, card_id, host_id, chosen))


def _r9_fall_off(txn: Txn, host_id: str) -> None:
    for card in txn.state.attachments_of(host_id):
        _r9_attach.detach(txn, card.id)  # left where the unit was, unattached


def _r9_fall_off_going_to_base(original: Callable[..., None], txn: Txn, host_id: str, origin: str | None) -> None:
    """Attached cards go along to a battlefield, but a unit sent back to its base leaves them behind."""
    if str(txn.obj(host_id).location).startswith("base:") and str(origin).startswith("battlefield:"):
        _r9_fall_off(txn, host_id)
    else:
        original(txn, host_id, origin)


def _r9_fall_off_between_battlefields(original: Callable[..., None], txn: Txn, host_id: str,
                                      origin: str | None) -> None:
    """Attached cards follow a unit to and from its base, but not from one battlefield to another."""
    if str(txn.obj(host_id).location).startswith("battlefield:") and str(origin).startswith("battlefield:"):
        _r9_fall_off(txn, host_id)
    else:
        original(txn, host_id, origin)


def _r9_relocate_before_attach(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """The engine reports that it took the card over, then that it attached it."""
    if result.get("accepted"):
        events = result["events"]
        for i in range(len(events) - 1):
            a, b = events[i], events[i + 1]
            if a["type"] == "attach" and b["type"] == "relocate" and b.get("object") == a.get("object"):
                events[i], events[i + 1] = b, a
    return result


def _r9_printed_type_recalls(original: Callable[[Txn], None], txn: Txn) -> None:
    """The corrective recall tells gear from units by the printed card type."""
    for obj in list(txn.state.board()):
        if obj.attached_to is not None:
            continue
        location = obj.location or ""
        at_battlefield = location.startswith("battlefield:")
        foreign_base = location.startswith("base:") and location != txn.base_of(obj.controller)
        if (at_battlefield and obj.card.type in ("gear", "rune")) or foreign_base:
            cleanup_module.recall(txn, obj.id, cause="cleanup")


def _r9_left_at_the_base(original: Callable[..., bool], txn: Txn, card_id: str) -> bool:
    """A card that falls off a unit leaving the board is put in its controller's base at once."""
    host = txn.obj(card_id).attached_to
    done = bool(original(txn, card_id))
    card = txn.obj(card_id)
    if done and host is not None and not txn.obj(host).on_board and card.on_board \
            and str(card.location).startswith("battlefield:"):
        txn.update(card_id, location=txn.base_of(card.controller))
    return done


def _r9_detach_before_leaving(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """The detaches that follow a kill or a banish are reported before it."""
    if result.get("accepted"):
        events, out = result["events"], []
        i = 0
        while i < len(events):
            e = events[i]
            j = i + 1
            if e["type"] in ("kill", "banish"):
                while j < len(events) and events[j]["type"] == "detach" and events[j].get("from") == e.get("object"):
                    j += 1
                out += [*events[i + 1:j], e]
            else:
                out.append(e)
            i = j
        result["events"] = out
    return result


MUTANTS += [
    Mutant("r9-old-host-view-not-refreshed-on-reattach", "GEAR-23",
           "the engine recomputes a unit's displayed attachments, Might and text when an event names it as the "
           "object or the new host, not as the unit a card was detached from: equipping to another unit leaves "
           "the first one showing the Equipment and its bonus (718.5.d, 435.1: the first unit loses it)",
           _r9.stale_view(_R9_HOST_VIEW, _r9.refreshed_naming("object", types=("detach",)))),
    Mutant("r9-host-might-view-not-refreshed-on-detach", "GEAR-35",
           "the unit's Might is cached and recomputed on attach, buff, copy and moves, but a detach is taken to "
           "change only the card that detached: the unit keeps showing the Might Bonus (435.1, 477.3.d)",
           _r9.stale_view(_R9_HOST_VIEW, _r9.refreshed_except("detach"))),
    Mutant("r9-lethal-might-cached-before-detach", "GEAR-35",
           "the lethal-damage check reads a Might cached per unit that a detach does not invalidate: a unit "
           "that lost its Equipment's bonus survives damage equal to its new Might (435.1, 142.4, 323.5)",
           _r9.stale(("rulespec.oracle.cleanup.might",), _r9.refreshed_except("detach"))),
    Mutant("r9-relocate-reported-before-attach", "GEAR-34",
           "the engine takes the card to the unit's location and then attaches it, and reports it in that "
           "order: the relocation is part of the attach, after it (434.1: it becomes attached, 719.3: and so "
           "shares the unit's location)", rewriting(perform=_r9_relocate_before_attach)),
    Mutant("r9-attach-relocates-only-to-battlefields", "GEAR-34",
           "attaching takes the card to a unit at a battlefield, but a card attached to a unit at a base is "
           "left where it was, a base being taken for 'the player's area' (719.3: it shares the unit's "
           "location, whichever it is)",
           patched(("rulespec.oracle.attach.attach", _r9_attach_relocating_to_battlefields_only))),
    Mutant("r9-attachments-fall-off-going-back-to-base", "GEAR-39",
           "attached cards go along when their unit goes to a battlefield, but a unit sent back from a "
           "battlefield to its base leaves them there, detached, as a unit 'leaving' the battlefield "
           "(719.3.a: they follow it wherever it goes; 455: a recall is no leaving of the board)",
           patched(("rulespec.oracle.movement.relocate_attachments", _r9_fall_off_going_to_base))),
    Mutant("r9-attachments-fall-off-between-battlefields", "GEAR-31",
           "attached cards follow their unit to and from its base, but a unit going from one battlefield to "
           "another leaves them at the first, detached (719.3.a: they share its location wherever it goes)",
           patched(("rulespec.oracle.movement.relocate_attachments", _r9_fall_off_between_battlefields))),
    Mutant("r9-corrective-recall-reads-printed-type", "GEAR-38",
           "the cleanup recalls gear from battlefields by its printed card type, so a gear that is a unit now "
           "is recalled like gear (323.7, 152.2: a unit may be at a battlefield; the current type counts, 480)",
           cleaning("corrective_recalls", _r9_printed_type_recalls)),
    Mutant("r9-death-drops-equipment-at-its-controllers-base", "GEAR-38",
           "equipment falling off a unit that dies at a battlefield is put in its controller's base at once, "
           "with no recall (719.5: it stays where the unit was; 323.7: the next cleanup recalls it)",
           patched(("rulespec.oracle.zones.detach", _r9_left_at_the_base))),
    Mutant("r9-detach-reported-before-the-kill", "GEAR-36",
           "the engine detaches a dying unit's equipment and then puts the unit in the trash, and reports "
           "them so (719.5: the unit leaves the board, and so its equipment detaches)",
           rewriting(perform=_r9_detach_before_leaving)),
]


# --- r10: Deflect (809), copy effects lasting at once (480, 477.1.b), choices (725.1, 402.2) -----

from rulespec.oracle.layers import abilities as layer_abilities  # noqa: E402
from rulespec.oracle.resources import Resources  # noqa: E402
from rulespec.oracle.state import GameObject  # noqa: E402
from rulespec.oracle.values import evolve  # noqa: E402


def _r10_deflect(taxed_if: Callable[[Txn, str, GameObject], bool],
                 has_deflect: Callable[[Txn, GameObject], bool] | None = None) -> Callable[..., None]:
    """``_pay_deflect`` of an engine that taxes the targets ``taxed_if`` says (and reads an object's
    Deflect as ``has_deflect`` does)."""
    def deflect(txn: Txn, obj: GameObject) -> bool:
        return any(a.active and a.definition.key == "deflect" for a in layer_abilities(txn.state, obj))

    check = has_deflect or deflect

    def mutated(original: Callable[..., None], txn: Txn, player: str, targets: tuple[str, ...], paid_for: str) -> None:
        if txn.state.game != "riftbound":
            return
        taxed = sum(1 for t in dict.fromkeys(targets) if (o := txn.state.get(t)) is not None and o.on_board
                    and taxed_if(txn, player, o) and check(txn, o))
        if taxed:
            txn.pay(player, Resources.parse({"power": {"any": taxed}}), "809", paid_for)

    return mutated


def _r10_deflect_waived_when_unpaid(original: Callable[..., None], txn: Txn, player: str, targets: tuple[str, ...],
                                    paid_for: str) -> None:
    before = txn.state
    try:
        original(txn, player, targets, paid_for)
    except Rejected as exc:
        if exc.reason != "unpaid_cost":
            raise
        txn.state = before


def _r10_deflect_of_the_host(txn: Txn, obj: GameObject) -> bool:
    """Deflect read on the unit an Equipment is attached to: what the Equipment itself has counts for its host,
    and not for the Equipment."""
    if obj.attached_to is not None:
        return False
    own = any(a.active and a.definition.key == "deflect" for a in layer_abilities(txn.state, obj))
    carried = any(a.active and a.definition.key == "deflect" for e in txn.state.attachments_of(obj.id)
                  for a in layer_abilities(txn.state, e))
    return own or carried


def _r10_copy_forgets_earlier(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                              while_attached: str | None = None) -> None:
    original(txn, object_id, model_id, while_attached)
    obj = txn.obj(object_id)
    if obj.copy is not None and obj.copy.earlier:
        txn.update(object_id, copy=evolve(obj.copy, earlier=()))


def _r10_earliest_copy_wins(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                            while_attached: str | None = None) -> None:
    original(txn, object_id, model_id, while_attached)
    obj = txn.obj(object_id)
    if obj.copy is not None and obj.copy.earlier:  # the first copy stays on top, the new one beneath it
        effects = (*obj.copy.earlier, evolve(obj.copy, earlier=()))
        txn.update(object_id, copy=evolve(effects[0], earlier=tuple(effects[1:])))


def _r10_any_copy_end_ends_all(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    host = txn.state.get(host_id)
    effects = (*host.copy.earlier, evolve(host.copy, earlier=())) if host is not None and host.copy else ()
    original(txn, card_id, host_id)
    if any(e.while_attached == card_id for e in effects):
        host = txn.obj(host_id)
        if host.copy is not None:
            txn.update(host_id, copy=None)
            txn.emit("copy_ended", object=host_id, of=host.copy.of)


def _r10_end_pops_the_latest(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    """The engine keeps its copy effects as a stack: the end of any of them pops the top one."""
    host = txn.state.get(host_id)
    if host is not None and host.copy is not None and host.copy.earlier and host.copy.while_attached != card_id \
            and any(e.while_attached == card_id for e in host.copy.earlier):
        earlier = host.copy.earlier
        txn.update(host_id, copy=evolve(earlier[-1], earlier=tuple(earlier[:-1])))
        txn.emit("copy_ended", object=host_id, of=host.copy.of)
        return
    original(txn, card_id, host_id)


def _r10_copy_of_a_copy_takes_its_first(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                                        while_attached: str | None = None) -> None:
    model = txn.state.get(model_id)
    if model is not None and model.copy is not None and model.copy.earlier:
        first = model.copy.earlier[0]
        saved = model.copy
        txn.update(model_id, copy=evolve(first, earlier=()))
        original(txn, object_id, model_id, while_attached)
        txn.update(model_id, copy=saved)
        return
    original(txn, object_id, model_id, while_attached)


def _r10_lasting_copy_ended_by_a_detach(original: Callable[..., None], txn: Txn, card_id: str,
                                        host_id: str) -> None:
    host = txn.state.get(host_id)
    effects = (*host.copy.earlier, evolve(host.copy, earlier=())) if host is not None and host.copy else ()
    original(txn, card_id, host_id)
    if any(e.while_attached == card_id for e in effects):  # "the copy" ended: the engine forgets every lasting one
        host = txn.obj(host_id)
        if host.copy is not None and host.copy.while_attached is None:
            left = [e for e in (*host.copy.earlier, evolve(host.copy, earlier=())) if e.while_attached is not None]
            txn.update(host_id, copy=evolve(left[-1], earlier=tuple(left[:-1])) if left else None)


def _r10_attach_choice_ignored(original: Callable[..., None], txn: Txn, card_id: str, host_id: str,
                               chosen: list[str] | None) -> None:
    applying = __import__("rulespec.oracle.replacement", fromlist=["x"]).as_it_happens(
        txn.state, __import__("rulespec.oracle.events", fromlist=["x"]).Event("attach", card_id, to=host_id))
    if chosen and not any(a.definition.choose for a in applying):
        chosen = None
    original(txn, card_id, host_id, chosen)


def _r10_choice_widened(fits: Callable[[GameObject, str, str], bool]) -> Callable[..., str | None]:
    def mutated(original: Callable[..., str | None], state: Any, spec: str, player: str, host_id: str,
                chosen: tuple[str, ...] | None) -> str | None:
        if chosen is not None and len(chosen) == 1:
            obj = state.get(chosen[0])
            if obj is not None and obj.on_board and is_unit(obj) and fits(obj, player, host_id):
                return chosen[0]
        return original(state, spec, player, host_id, chosen)

    return mutated


def _r10_first_fit_taken(original: Callable[..., str | None], state: Any, spec: str, player: str, host_id: str,
                         chosen: tuple[str, ...] | None) -> str | None:
    if chosen is None:
        fits = [o.id for o in state.board() if is_unit(o) and o.controller == player and o.id != host_id]
        return fits[0] if fits else None
    return original(state, spec, player, host_id, chosen)


def _r10_friendly_to_the_host(original: Callable[..., str | None], state: Any, spec: str, player: str,
                              host_id: str, chosen: tuple[str, ...] | None) -> str | None:
    host = state.get(host_id)
    return original(state, spec, host.controller if host is not None else player, host_id, chosen)


def _r10_reattach_choice_ignored(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                                 chosen: list[str] | None = None) -> bool:
    if txn.obj(card_id).attached_to == host_id:
        chosen = None
    return original(txn, card_id, host_id, chosen)


def _r10_resolve_dropping_rest(original: Callable[..., None], txn: Txn, chosen: list[str] | None = None,
                               mode: int | None = None) -> None:
    """Only the first pick is read: Weaponmaster's or Azir's Equipment gets no choice of its own."""
    return original(txn, list(chosen[:1]) if chosen else chosen, mode)


def _r10_equipment_you_own(original: Callable[..., str | None], state: Any, spec: str, item: Any, found: Any,
                           chosen: list[str] | None) -> str | None:
    if spec == "equipment_you_control" and chosen:
        obj = state.get(chosen[0])
        if obj is not None and obj.on_board and obj.traits.is_equipment and obj.owner == item.controller:
            return None
        if obj is not None and obj.owner != item.controller:
            return f"{chosen[0]!r} is not an Equipment {item.controller} owns"
    return original(state, spec, item, found, chosen)


def _r10_friendly(widen: str) -> Callable[..., str | None]:
    """"Buff a friendly unit" (Aphelios's mode 3) read wrongly: ``any`` unit may be chosen, ``optional``
    the choice may be left out, ``turn`` friendly to the turn player."""
    def mutated(original: Callable[..., str | None], state: Any, spec: str, item: Any, found: Any,
                chosen: list[str] | None) -> str | None:
        if spec != "friendly_unit":
            return original(state, spec, item, found, chosen)
        if widen == "optional" and not chosen:
            return None
        if widen == "any" and chosen and len(chosen) == 1:
            obj = state.get(chosen[0])
            if obj is not None and obj.on_board and is_unit(obj):
                return None
        if widen == "turn":
            return original(state, spec, evolve(item, controller=state.turn.active_player), found, chosen)
        return original(state, spec, item, found, chosen)

    return mutated


MUTANTS += [
    Mutant("r10-deflect-taxes-its-own-controller", "GEAR-13",
           "[Deflect] makes whoever chooses the unit pay [A], its own controller included (809: \"Opponents must "
           "pay\")", patched(("rulespec.oracle.chain._pay_deflect", _r10_deflect(lambda t, p, o: True)))),
    Mutant("r10-deflect-taxes-by-owner", "GEAR-13",
           "[Deflect] taxes the players who do not own the unit, not the opponents of its controller (809; "
           "\"opponents\" are its controller's, 191.4.a)",
           patched(("rulespec.oracle.chain._pay_deflect", _r10_deflect(lambda t, p, o: o.owner != p)))),
    Mutant("r10-deflect-inactive-taxes", "GEAR-05",
           "a [Deflect] printed on an attached Equipment still taxes a player choosing it (718.2: that rules text "
           "is inactive; inactive text does nothing)",
           patched(("rulespec.oracle.chain._pay_deflect", _r10_deflect(
               lambda t, p, o: o.controller != p,
               lambda t, o: any(a.definition.key == "deflect" for a in layer_abilities(t.state, o)))))),
    Mutant("r10-deflect-waived-when-unpaid", "GEAR-13",
           "a player who cannot pay a [Deflect] tax may choose the unit anyway, for nothing more (809: they "
           "must pay [A] to choose it)",
           patched(("rulespec.oracle.chain._pay_deflect", _r10_deflect_waived_when_unpaid))),
    Mutant("r10-deflect-of-gear-taxes-its-unit", "GEAR-07",
           "a Deflect given to an attached Equipment protects the unit it is on, not the Equipment (135.4.b, "
           "477.2.a: granted text is the Equipment's own)",
           patched(("rulespec.oracle.chain._pay_deflect", _r10_deflect(lambda t, p, o: o.controller != p,
                                                                       _r10_deflect_of_the_host)))),
    Mutant("r10-later-copy-forgets-the-earlier", "GEAR-25",
           "a new copy effect replaces the one the object had: when the new one ends, the object is itself again "
           "(480: the earlier one still lasts, and applies again)",
           patched(("rulespec.oracle.copies.become_copy", _r10_copy_forgets_earlier))),
    Mutant("r10-earliest-copy-applies-on-top", "GEAR-25",
           "an object already a copy stays a copy of its first model when a second copy effect begins (480: "
           "the later timestamp applies over the earlier)",
           patched(("rulespec.oracle.copies.become_copy", _r10_earliest_copy_wins))),
    Mutant("r10-one-copy-ending-ends-them-all", "GEAR-25",
           "when one of the Spectacles comes off, the object stops being a copy altogether (only the effect "
           "that lasted for as long as that card was attached ends, 480)",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _r10_any_copy_end_ends_all))),
    Mutant("r10-copy-ending-pops-the-latest", "GEAR-25",
           "the engine keeps copy effects as a stack: the end of the earlier one takes off the latest, and the "
           "earlier one applies again (the effect of the card detached ends, whichever it is)",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _r10_end_pops_the_latest))),
    Mutant("r10-copy-of-a-copy-takes-its-first-model", "GEAR-25",
           "copying an object that is a copy twice over gives the traits of its first model (477.1.b.1.b: it "
           "gives what it copied, the latest copy applying, 480)",
           patched(("rulespec.oracle.copies.become_copy", _r10_copy_of_a_copy_takes_its_first))),
    Mutant("r10-spectacles-detach-ends-a-lasting-copy", "GEAR-25",
           "detaching the Spectacles ends the object's copy effects, a lasting one the Spectacles did not make "
           "included (only the effect lasting while they were attached ends)",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _r10_lasting_copy_ended_by_a_detach))),
    Mutant("r10-unasked-attach-choice-ignored", "GEAR-05",
           "an attach given a choice its card's text does not ask for is carried out, the choice ignored (725.1: "
           "only an \"As this is attached\" text asks one; a choice nothing calls for is not a legal action)",
           patched(("rulespec.oracle.pipeline.as_attached", _r10_attach_choice_ignored))),
    Mutant("r10-spectacles-choice-any-controller", "GEAR-25",
           "the Spectacles may copy any other unit, an opponent's too (\"choose another friendly unit\")",
           patched(("rulespec.oracle.replacement.choice", _r10_choice_widened(lambda o, p, h: o.id != h)))),
    Mutant("r10-spectacles-choice-defaults-to-the-first", "GEAR-25",
           "with several friendly units to copy and no choice given, the engine takes the first (725.1: the "
           "player chooses; an attach without the choice is not a complete action)",
           patched(("rulespec.oracle.replacement.choice", _r10_first_fit_taken))),
    Mutant("r10-spectacles-friendly-to-the-host", "GEAR-25",
           "\"friendly\" in the Spectacles' text is read from the unit they are attached to: on an opponent's "
           "unit they copy that opponent's units (the text is the Spectacles' controller's, 053, 191.4.a)",
           patched(("rulespec.oracle.replacement.choice", _r10_friendly_to_the_host))),
    Mutant("r10-reattach-choice-ignored", "GEAR-24",
           "attaching the Spectacles again to their unit with a choice does nothing and accepts the choice "
           "(434.1.g: nothing happens, so there is nothing to choose; the choice is refused)",
           patched(("rulespec.oracle.attach.attach", _r10_reattach_choice_ignored))),
    Mutant("r10-azir-drops-the-attached-choice", "GEAR-25",
           "Azir, Ascendant's or Weaponmaster's resolve reads one pick, the Equipment: the Spectacles it "
           "attaches get no choice of their own (725.1: they ask one as they are attached)",
           patched(("rulespec.oracle.chain.resolve", _r10_resolve_dropping_rest))),
    Mutant("r10-weaponmaster-equipment-you-own", "GEAR-21",
           "Weaponmaster's \"an Equipment you control\" is read as one you own (821.1.c: control)",
           patched(("rulespec.oracle.chain._choice_problem", _r10_equipment_you_own))),
    Mutant("r10-friendly-unit-choice-any-unit", "GEAR-26",
           "\"Buff a friendly unit\" accepts any unit on the board, an enemy's too (a friendly unit is one "
           "the ability's controller controls)",
           patched(("rulespec.oracle.chain._choice_problem", _r10_friendly("any")))),
    Mutant("r10-friendly-unit-choice-optional", "GEAR-26",
           "\"Buff a friendly unit\" may be resolved choosing nothing though a friendly unit is there (355.5: "
           "the mode chosen must be carried out as far as possible)",
           patched(("rulespec.oracle.chain._choice_problem", _r10_friendly("optional")))),
    Mutant("r10-friendly-unit-of-the-turn-player", "GEAR-26",
           "\"friendly\" in a resolving ability is read from the turn player, not from the ability's controller "
           "(191.4.a: the ability's controller is \"you\")",
           patched(("rulespec.oracle.chain._choice_problem", _r10_friendly("turn")))),
]


# --- red-team round 14 (r14-): attaching again, and where attached cards go -------------------

def _r14_foreign_base_units_only(original: Callable[[Txn], None], txn: Txn) -> None:
    """323.7 read as two rules: gear at a battlefield goes home, and a unit in another player's base
    goes home; a gear left in another player's base is not recalled."""
    for obj in list(txn.state.board()):
        if obj.attached_to is not None:
            continue
        location = obj.location or ""
        at_battlefield = location.startswith("battlefield:")
        foreign_base = location.startswith("base:") and location != txn.base_of(obj.controller)
        if (at_battlefield and not is_unit(obj) and obj.traits.type in ("gear", "rune")) or (foreign_base
                                                                                            and is_unit(obj)):
            cleanup_module.recall(txn, obj.id, cause="cleanup")


def _r14_attach_relocate_from_destination(action: dict[str, Any], result: dict[str, Any],
                                          adapter: OracleAdapter) -> dict[str, Any]:
    """The relocation an attach causes is reported as from where the card ends up."""
    if result.get("accepted"):
        attached = {e.get("object") for e in result["events"] if e.get("type") == "attach"}
        for e in result["events"]:
            if e.get("type") == "relocate" and e.get("object") in attached:
                e["from"] = e.get("to")
    return result


def _r14_move_skips_listed_attachments(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """An attached card named in a move beside its unit is dropped from the move: it goes along anyway."""
    objects = list(a["objects"])
    kept = [o for o in objects if txn.state.get(o) is None or txn.obj(o).attached_to not in objects]
    original(txn, {**a, "objects": kept})


def _r14_swap_without_attachments(original: Callable[..., list[Any]], txn: Txn, op: dict[str, Any], subject: str,
                                  ctx: Any) -> list[Any]:
    """An exchange of places is done by swapping the two units' locations: their attached cards stay."""
    events = original(txn, op, subject, ctx)
    if not all(e.kind == "move" for e in events):
        return events
    for e in events:
        origin = txn.obj(e.object).location
        txn.update(e.object, location=e.to)
        txn.emit("move", object=e.object, **{"from": origin}, to=e.to)
    return []


def _r14_procedure_recall_alone(original: Callable[..., bool], txn: Txn, object_id: str,
                                cause: str = "effect") -> bool:
    """A recall the game makes (the cleanup's) sends the permanent home alone: only an effect's recall
    takes the stack."""
    if cause != "cleanup":
        return original(txn, object_id, cause)
    obj = txn.obj(object_id)
    home = txn.base_of(obj.controller)
    if not obj.on_board or obj.location == home:
        return False
    txn.update(object_id, location=home)
    txn.emit("recall", object=object_id, **{"from": obj.location}, to=home, cause=cause)
    return True


def _r14_combat_recall_alone(original: Callable[..., bool], txn: Txn, object_id: str,
                             cause: str = "effect") -> bool:
    """The attackers the combat cleanup sends home go without their Equipment."""
    return _r14_procedure_recall_alone(lambda *a: False, txn, object_id, "cleanup")


def _r14_kill_detach_without_location(action: dict[str, Any], result: dict[str, Any],
                                      adapter: OracleAdapter) -> dict[str, Any]:
    """The detaches a leaving unit causes are reported with the unit's new place (nowhere on the board)."""
    if result.get("accepted") and action.get("type") in ("kill", "banish", "deal_damage"):
        left = {e.get("object") for e in result["events"] if e.get("type") in ("kill", "banish")}
        for e in result["events"]:
            if e.get("type") == "detach" and e.get("from") in left:
                e["location"] = None
    return result


def _r14_foreign_cards_detach_first(original: Callable[..., list[str]], txn: Txn, host_id: str,
                                    chosen: list[str] | None) -> list[str]:
    """The order the unit's controller chose is kept for their own cards; another player's come off first."""
    order = original(txn, host_id, chosen)
    host = txn.obj(host_id)
    foreign = [c for c in order if txn.obj(c).controller != host.controller]
    return foreign + [c for c in order if c not in foreign]


MUTANTS += [
    Mutant("r14-gear-in-a-foreign-base-not-recalled", "GEAR-38",
           "the cleanup's corrective recall sends home gear left at a battlefield and units in another player's "
           "base, but not gear left in another player's base: your Equipment, detached as the opponent's unit it "
           "was on died in their base, stays there (GEAR-38: detached gear is recalled to its own controller's "
           "base; 323.7)",
           cleaning("corrective_recalls", _r14_foreign_base_units_only)),
    Mutant("r14-attach-relocation-reported-from-the-destination", "GEAR-34",
           "the relocation of an Equipment equipped from another location is reported as from the location it "
           "arrives at (GEAR-34: it is relocated from where it was)",
           rewriting(perform=_r14_attach_relocate_from_destination)),
    Mutant("r14-move-with-its-unit-accepted", "GEAR-33",
           "an attached Equipment named in a move beside its unit is accepted, the engine dropping it from the "
           "move since it goes along anyway (GEAR-33: an attached card cannot be moved; 718.5.c)",
           handling("move", _r14_move_skips_listed_attachments)),
    Mutant("r14-exchange-of-places-leaves-attachments", "GEAR-32",
           "Azir, Ascendant's exchange of places swaps the two units' locations directly: their Equipment stays "
           "where the units were (GEAR-31, GEAR-32: equipped cards follow their unit when it moves, without a move "
           "of their own)",
           replacing_entry(effects_module.OPERATIONS,
                           "exchange_locations", _r14_swap_without_attachments)),
    Mutant("r14-cleanup-recall-leaves-attachments", "GEAR-39",
           "a recall the game makes (the cleanup's corrective recall of a unit in another player's base) sends "
           "the unit alone: its Equipment stays behind, attached (GEAR-39: a recalled unit's Equipment follows it "
           "and stays equipped; 719.3)",
           patched(("rulespec.oracle.movement.recall", _r14_procedure_recall_alone))),
    Mutant("r14-combat-recall-leaves-attachments", "GEAR-31",
           "the attackers the combat cleanup recalls go home without their Equipment (GEAR-31: equipped cards "
           "follow their unit when it is recalled; 466.1.a)",
           patched(("rulespec.oracle.combat.recall", _r14_combat_recall_alone))),
    Mutant("r14-leaving-unit-detach-reported-nowhere", "GEAR-36",
           "the detaches a leaving unit causes are reported with no location, the unit's place being gone (GEAR-36: "
           "the cards detach and stay at the location the unit left)",
           rewriting(perform=_r14_kill_detach_without_location)),
    Mutant("r14-foreign-cards-detach-first", "GEAR-37",
           "the order a unit's controller chooses is kept for their own cards only: another player's Equipment "
           "on the unit comes off first (GEAR-37: the unit's controller orders all its detachments)",
           patched(("rulespec.oracle.zones._detach_order", _r14_foreign_cards_detach_first))),
]


def _r14_standard_move_alone(original: Callable[..., None], txn: Txn, player: str, objects: list[str],
                             to: str) -> None:
    """The Standard Move is coded apart from an effect's move: it exhausts and moves the unit, and only the unit."""
    standard_move_rules.check(txn, player, objects, to)
    for object_id in objects:
        status.set_exhausted(txn, object_id, True)
    for object_id in objects:
        origin = txn.obj(object_id).location
        txn.update(object_id, location=to)
        txn.emit("move", object=object_id, **{"from": origin}, to=to)


def _r14_awaken_skips_cards_on_foreign_units(original: Callable[[Txn], None], txn: Txn) -> None:
    """The Awaken Phase readies the turn player's stacks: a card of theirs attached to another player's
    unit is left exhausted."""
    player = txn.state.turn.active_player
    held = []
    for obj in txn.state.objects:
        host = txn.state.get(obj.attached_to) if obj.attached_to else None
        if obj.controller == player and obj.exhausted and host is not None and host.controller != player:
            held.append(obj.id)
            txn.update(obj.id, exhausted=False)
    original(txn)
    for object_id in held:
        txn.update(object_id, exhausted=True)


MUTANTS += [
    Mutant("r14-standard-move-leaves-attachments", "GEAR-31",
           "the Standard Move is coded apart from an effect's move: it exhausts and moves the unit alone, its "
           "Equipment left where it was (GEAR-31: equipped cards follow their unit whenever it moves; 144)",
           patched(("rulespec.oracle.standard_move.standard_move", _r14_standard_move_alone))),
    Mutant("r14-awaken-skips-own-cards-on-foreign-units", "GEAR-14",
           "the Awaken Phase readies the turn player's units and what is on them: the player's own Equipment on "
           "another player's unit is left exhausted (GEAR-14: each card is readied for itself; 315.1: the turn "
           "player readies everything they control)",
           patched(("rulespec.oracle.turns._awaken", _r14_awaken_skips_cards_on_foreign_units))),
]


# --- red-team round 14 (r14-), third batch ---------------------------------------------------

def _r14_relocation_reported_as_move_on_standard_moves(action: dict[str, Any], result: dict[str, Any],
                                                      adapter: OracleAdapter) -> dict[str, Any]:
    """A Standard Move reports every card of the stack as moving: the engine's Standard Move moves stacks."""
    if result.get("accepted") and action.get("type") == "standard_move":
        for e in result["events"]:
            if e.get("type") == "relocate":
                e["type"] = "move"
    return result


def _r14_attached_units_wait_for_an_open_state(original: Callable[[Txn], None], txn: Txn) -> None:
    """An attached card that became a unit comes off when the chain is empty, as the state checks of an
    Open State are made."""
    if txn.state.chain:
        return
    original(txn)


class _R14HostPlaceAtActivation(PatchedOracle):
    """The oracle that notes, as Equip is activated, where its target is, and puts the Equipment there
    as the Equip resolves."""

    noted: ClassVar[dict[str, str | None]] = {}

    def setup(self, state: dict[str, Any]) -> None:
        type(self).noted.clear()
        super().setup(state)


def _r14_note_target_place(original: Callable[..., None], txn: Txn, player: str, object_id: str, key: str,
                           targets: tuple[str, ...], instance: int = 1) -> None:
    original(txn, player, object_id, key, targets, instance)
    if key == "equip" and targets:
        _R14HostPlaceAtActivation.noted[object_id] = txn.obj(targets[0]).location


def _r14_attach_at_the_noted_place(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                                   chosen: list[str] | None = None) -> bool:
    place = _R14HostPlaceAtActivation.noted.pop(card_id, None)
    happened = original(txn, card_id, host_id, chosen)
    if happened and place is not None and txn.obj(card_id).location != place:
        txn.update(card_id, location=place)
    return happened


_R14HostPlaceAtActivation.patches = (("rulespec.oracle.chain.activate", _r14_note_target_place),
                                     ("rulespec.oracle.attach.attach", _r14_attach_at_the_noted_place))


MUTANTS += [
    Mutant("r14-standard-move-with-its-unit-accepted", "GEAR-33",
           "an attached Equipment named in a Standard Move beside its unit is accepted, the engine dropping it "
           "from the move since it goes along anyway (GEAR-33: an attached card cannot be moved; 718.5.c)",
           handling("standard_move", _r14_move_skips_listed_attachments)),
    Mutant("r14-standard-move-relocation-reported-as-move", "GEAR-32",
           "the Standard Move reports each card of the unit's stack as moving with it: the Equipment's "
           "relocation is a move event there (GEAR-32: the change of location alongside the unit is not a move)",
           rewriting(perform=_r14_relocation_reported_as_move_on_standard_moves)),
    Mutant("r14-unit-equipment-detached-in-an-open-state-only", "GEAR-40",
           "an attached Equipment that becomes a unit comes off only once the chain is empty, as battlefield "
           "control is checked (GEAR-40: it is detached at once)",
           cleaning("attached_units", _r14_attached_units_wait_for_an_open_state)),
    Mutant("r14-equip-relocates-to-where-the-target-was", "GEAR-19",
           "Equip's destination is worked out as it is activated: a unit moved before the Equip resolves gets "
           "the Equipment attached, but the Equipment is put where the unit was (GEAR-19: the attach is made "
           "on resolution; GEAR-34, 434.4: the card takes its unit's location)",
           _R14HostPlaceAtActivation),
]


# --- red-team round 14 (r14-), sixth batch ---------------------------------------------------

def _r14_hosts_not_recalled(original: Callable[[Txn], None], txn: Txn) -> None:
    """A gear that carries attachments is taken for the top of a stack, as a unit is: the cleanup does
    not recall it from a battlefield."""
    for obj in list(txn.state.board()):
        if obj.attached_to is not None or txn.state.attachments_of(obj.id):
            continue
        location = obj.location or ""
        at_battlefield = location.startswith("battlefield:")
        foreign_base = location.startswith("base:") and location != txn.base_of(obj.controller)
        if (at_battlefield and not is_unit(obj) and obj.traits.type in ("gear", "rune")) or foreign_base:
            cleanup_module.recall(txn, obj.id, cause="cleanup")


def _r14_attach_relocation_clears_counters(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                                           chosen: list[str] | None = None) -> bool:
    """Equipping from another location is taken for a change of zone: the Equipment arrives without its counters."""
    before = txn.obj(card_id).location
    happened = original(txn, card_id, host_id, chosen)
    if happened and txn.obj(card_id).location != before:
        txn.update(card_id, counters=())
    return happened


def _r14_left_behind_without_counters(original: Callable[..., None], txn: Txn, object_id: str, *args: Any,
                                      **kwargs: Any) -> None:
    """The cards a leaving unit sheds are taken for part of what left: they stay, but without their counters."""
    shed = [a.id for a in txn.state.attachments_of(object_id)]
    original(txn, object_id, *args, **kwargs)
    for card_id in shed:
        if txn.obj(card_id).on_board:
            txn.update(card_id, counters=())


def _r14_detach_clears_counters(original: Callable[..., bool], txn: Txn, card_id: str) -> bool:
    """A detached card is put down afresh: its counters are gone."""
    happened = original(txn, card_id)
    if happened and txn.obj(card_id).on_board:
        txn.update(card_id, counters=())
    return happened


MUTANTS += [
    Mutant("r14-gear-host-not-recalled-from-a-battlefield", "GEAR-42",
           "a gear that carries Equipment is taken for the top of a stack, like a unit: a unit-Equipment made a "
           "gear at a battlefield is not recalled by the cleanup, though it is non-unit gear there (GEAR-42: its "
           "Equipment stay attached to it; 149.3, 323.7: non-unit gear at a battlefield goes home, and what is "
           "attached follows, 719.3.a)",
           cleaning("corrective_recalls", _r14_hosts_not_recalled)),
    Mutant("r14-attach-relocation-clears-counters", "GEAR-34",
           "an Equipment equipped from another location is taken to change zones: it arrives without its counters "
           "(GEAR-34: it is relocated, not moved; GEAR-16: it keeps its own properties)",
           patched(("rulespec.oracle.attach.attach", _r14_attach_relocation_clears_counters))),
    Mutant("r14-shed-equipment-loses-its-counters", "GEAR-36",
           "the Equipment a leaving unit sheds stays where the unit was, but without its counters, as though it "
           "had left with the stack (GEAR-36: it detaches and stays; 124.1 is for the card that leaves)",
           patched(("rulespec.oracle.zones.leave_board", _r14_left_behind_without_counters))),
    Mutant("r14-detach-clears-the-equipments-counters", "GEAR-35",
           "a detached Equipment is put down afresh at the unit's location: its counters are gone (GEAR-35: the "
           "detach takes away the text and bonus it gave, and leaves the card where it is, as it is)",
           patched(("rulespec.oracle.attach.detach", _r14_detach_clears_counters))),
]


# --- red-team round 14 (r14-), seventh batch -------------------------------------------------

def _r14_equipment_sent_ahead(original: Callable[..., None], txn: Txn, player: str, object_id: str, key: str,
                              targets: tuple[str, ...], instance: int = 1) -> None:
    """Equip is read as two steps: the Equipment goes to its target's location as Equip is activated,
    and is attached as it resolves."""
    original(txn, player, object_id, key, targets, instance)
    if key == "equip" and targets:
        target = txn.state.get(targets[0])
        card = txn.obj(object_id)
        if target is not None and target.on_board and card.location != target.location:
            txn.update(object_id, location=target.location)


def _r14_weaponmaster_readies(original: Callable[..., bool], txn: Txn, player: str, equipment_id: str,
                              unit_id: str, *args: Any) -> bool:
    """The Equipment Weaponmaster equips is put onto the new unit readied, as a fresh card."""
    paid = original(txn, player, equipment_id, unit_id, *args)
    if paid and txn.obj(equipment_id).exhausted:
        status.set_exhausted(txn, equipment_id, False)
    return paid


MUTANTS += [
    Mutant("r14-equip-sends-the-equipment-ahead", "GEAR-19",
           "Equip takes the Equipment to its target's location as it is activated, and attaches it as it resolves: "
           "while the Equip waits, the Equipment is already beside the unit (GEAR-19: paying is not the attach; "
           "nothing happens to the Equipment until the ability resolves; GEAR-34)",
           patched(("rulespec.oracle.chain.activate", _r14_equipment_sent_ahead))),
    Mutant("r14-weaponmaster-readies-the-equipment", "GEAR-34",
           "the Equipment Weaponmaster takes from elsewhere arrives readied on the new unit, as a fresh card "
           "(GEAR-34: equipping from another location relocates the Equipment without readying it; 821.1.c)",
           patched(("rulespec.oracle.weaponmaster.pay_to_equip", _r14_weaponmaster_readies))),
]


# --- red-team round 16 (r16-): Weaponmaster, Deploy, copies, Guardian Angel, cleanup recalls -----

def _r16_has_keyword(txn: Txn, obj: Any, key: str) -> bool:
    return any(a.definition.key == key for a in layers_rules.abilities(txn.state, obj))


def _r16_pay_for_a_gone_unit(original: Callable[..., list[Any]], txn: Txn, op: dict[str, Any], subject: str,
                             ctx: Any) -> list[Any]:
    """Weaponmaster's cost is paid first, and the attach tried after: a unit gone from the board gets
    nothing, but the reduced Equip cost is paid all the same."""
    host, player = ctx.refs[op["to"]], ctx.responsible
    gone = host is None or txn.state.get(host) is None or not txn.obj(host).on_board
    if gone and player is not None and subject and txn.state.get(subject) is not None:
        cost = weaponmaster_rules.reduced_cost(txn, player, subject)
        if cost is not None and not cost.is_empty():
            txn.pay(player, cost, "821.1.c", subject)
        return []
    return original(txn, op, subject, ctx)


def _r16_weaponmaster_skips_exhausted(original: Callable[..., bool], txn: Txn, player: str, equipment_id: str,
                                      unit_id: str, *args: Any) -> bool:
    """Weaponmaster takes only a ready Equipment, as though it used the Equipment's ability."""
    if txn.obj(equipment_id).exhausted:
        return False
    return original(txn, player, equipment_id, unit_id, *args)


def _r16_deploy_waives_the_ready_check(original: Callable[..., None], txn: Txn, player: str, objects: list[str],
                                       to: str) -> None:
    """Deploy read as "may move out of its base even when exhausted": the exhaust is paid if it can be."""
    waived = [o for o in objects if txn.state.get(o) is not None and txn.obj(o).exhausted
              and (txn.obj(o).location or "").startswith("base:") and _r16_has_keyword(txn, txn.obj(o), "deploy")]
    for object_id in waived:
        txn.update(object_id, exhausted=False)
    try:
        original(txn, player, objects, to)
    finally:
        for object_id in waived:
            txn.update(object_id, exhausted=True)


def _r16_copy_takes(field: str) -> Callable[..., None]:
    def become_copy(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                    while_attached: str | None = None) -> None:
        """The copy is made by taking the model's object: its ``field`` comes along."""
        original(txn, object_id, model_id, while_attached)
        txn.update(object_id, **{field: getattr(txn.obj(model_id), field)})

    return become_copy


def _r16_copy_clears_counters(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                              while_attached: str | None = None) -> None:
    """Becoming a copy rebuilds the unit from the model's card: its own counters are gone."""
    original(txn, object_id, model_id, while_attached)
    txn.update(object_id, counters=())


def _r16_exhausted_origin_replaces_nothing(original: Callable[..., Any], state: Any, event: Any) -> Any:
    """A replacement an Equipment gives its unit works only while the Equipment is ready, as though
    killing it instead were a cost it pays."""
    found = original(state, event)
    if found is not None and found.origin != found.holder:
        origin = state.get(found.origin)
        if origin is not None and origin.exhausted:
            return None
    return found


def _r16_gear_recalled_to_the_turn_players_base(original: Callable[[Txn], None], txn: Txn) -> None:
    """The corrective recall of gear left at a battlefield sends it to the base of the player whose turn it is."""
    active = txn.state.turn.active_player
    for obj in list(txn.state.board()):
        location = obj.location or ""
        if obj.attached_to is None and location.startswith("battlefield:") and not is_unit(obj) \
                and obj.traits.type in ("gear", "rune") and active:
            home = txn.base_of(active)
            txn.update(obj.id, location=home)
            txn.emit("recall", object=obj.id, **{"from": location}, to=home, cause="cleanup")
    original(txn)


def _r16_attach_relocation_to_a_base_unreported(action: dict[str, Any], result: dict[str, Any],
                                                adapter: OracleAdapter) -> dict[str, Any]:
    """The relocation of an attach is reported when the card goes to a battlefield, not when it goes home."""
    if result.get("accepted"):
        attached = {e.get("object") for e in result["events"] if e.get("type") == "attach"}
        result["events"] = [e for e in result["events"] if not (
            e.get("type") == "relocate" and e.get("object") in attached and str(e.get("to", "")).startswith("base:"))]
    return result


MUTANTS += [
    Mutant("r16-weaponmaster-pays-for-a-gone-unit", "GEAR-21",
           "Weaponmaster pays the reduced Equip cost first and then tries the attach: when the unit played has "
           "left the board before the trigger resolves, the cost is paid for nothing (821.1.c.5: if the Equipment "
           "cannot be attached, nothing changes and nothing is paid)",
           replacing_entry(effects_module.OPERATIONS, "equip_for_less", _r16_pay_for_a_gone_unit)),
    Mutant("r16-weaponmaster-skips-exhausted-equipment", "GEAR-21",
           "Weaponmaster takes only a ready Equipment, as if it used the Equipment's own ability (821.1.c: any "
           "Equipment you control is chosen; Equip has no exhaust in its cost, GEAR-18)",
           patched(("rulespec.oracle.weaponmaster.pay_to_equip", _r16_weaponmaster_skips_exhausted))),
    Mutant("r16-deploy-waives-the-ready-check", "GEAR-43",
           "Deploy lets an exhausted unit make its standard move out of its base (GEAR-43: Deploy gives no free "
           "move; 144.2: the move costs exhausting the unit, which an exhausted unit cannot pay)",
           patched(("rulespec.oracle.standard_move.check", _r16_deploy_waives_the_ready_check))),
    Mutant("r16-copy-takes-the-model-counters", "GEAR-27",
           "becoming a copy through Shady Spectacles takes the model's counters (its buff) with its text "
           "(GEAR-27: the unit keeps its own states and temporary changes; 124.2: counters are not copiable)",
           patched(("rulespec.oracle.copies.become_copy", _r16_copy_takes("counters")))),
    Mutant("r16-copy-takes-the-model-damage", "GEAR-27",
           "becoming a copy takes the model's damage with its text (GEAR-27: the unit keeps its own states; "
           "damage is not a copiable trait, 124.2)",
           patched(("rulespec.oracle.copies.become_copy", _r16_copy_takes("damage")))),
    Mutant("r16-copy-clears-the-units-counters", "GEAR-27",
           "becoming a copy rebuilds the unit from the model's card: its own buff is gone (GEAR-27: the unit "
           "keeps its own temporary changes; BUFF-08)",
           patched(("rulespec.oracle.copies.become_copy", _r16_copy_clears_counters))),
    Mutant("r16-exhausted-guardian-angel-idle", "GEAR-10",
           "the replacement an Equipment grants its unit works only while the Equipment is ready: an exhausted "
           "Guardian Angel lets the unit die (GEAR-10: the granted replacement kills the Angel instead; nothing "
           "in it needs the Angel ready, GEAR-14: the two cards' states are their own)",
           patched(("rulespec.oracle.replacement.instead", _r16_exhausted_origin_replaces_nothing))),
    Mutant("r16-gear-recalled-to-the-turn-players-base", "GEAR-38",
           "the cleanup's corrective recall of gear left at a battlefield sends it to the base of the player "
           "whose turn it is (GEAR-38: to its own controller's base; 323.7)",
           cleaning("corrective_recalls", _r16_gear_recalled_to_the_turn_players_base)),
    Mutant("r16-attach-relocation-to-a-base-unreported", "GEAR-34",
           "the relocation of an Equipment equipped from a battlefield to a unit in its base goes unreported; "
           "only a relocation to a battlefield is (GEAR-34: equipping from another location relocates it)",
           rewriting(perform=_r16_attach_relocation_to_a_base_unreported)),
]


# --- red-team round 16 (r16-), second batch --------------------------------------------------

def _r16_copy_ends_with_control(original: Callable[..., None], txn: Txn, object_id: str, to: str) -> None:
    """A copy lasting "for as long as this is attached" is taken to last while the two cards are one
    player's: when the unit changes hands, the Spectacles' copy ends."""
    before = txn.obj(object_id).controller
    original(txn, object_id, to)
    obj = txn.obj(object_id)
    if obj.controller == before or obj.copy is None:
        return
    for card in txn.state.attachments_of(object_id):
        copy = txn.obj(object_id).copy
        if copy is None:
            return
        if any(e.while_attached == card.id for e in (*copy.earlier, copy)):
            copies_rules.end_copies_sustained_by(txn, card.id, object_id)


def _r16_text_copy_ends_with_control(original: Callable[..., None], txn: Txn, object_id: str, to: str) -> None:
    """Svellsongur's copied text is taken to last while the unit stays its controller's: when the
    unit changes hands, the copied text goes."""
    before = txn.obj(object_id).controller
    original(txn, object_id, to)
    if txn.obj(object_id).controller == before:
        return
    for card in txn.state.attachments_of(object_id):
        if card.text_copy is not None and card.text_copy.of == object_id:
            txn.update(card.id, text_copy=None)
            txn.emit("text_copy_ended", object=card.id, of=object_id)


def _r16_units_by_type_change_only(original: Callable[[Txn], None], txn: Txn) -> None:
    """An attached card is checked for having become a unit from its printed type and the effects that
    change types; a copy effect is not looked at."""
    for obj in list(txn.state.board()):
        if obj.attached_to is not None and is_unit(dataclasses.replace(obj, copy=None)):
            cleanup_module.detach(txn, obj.id)


def _r16_one_unit_sheds_the_stack(original: Callable[[Txn], None], txn: Txn) -> None:
    """When one card on a unit becomes a unit, the whole stack is taken apart."""
    hosts = {obj.attached_to for obj in txn.state.board() if obj.attached_to is not None and is_unit(obj)}
    for host in hosts:
        for card in list(txn.state.attachments_of(host or "")):
            cleanup_module.detach(txn, card.id)
    original(txn)


def _r16_stack_leaves_from_a_base(original: Callable[..., None], txn: Txn, object_id: str, zone: str,
                                  event: dict[str, Any], detach_order: list[str] | None = None) -> None:
    """The FAQ's example of Equipment left behind is at a battlefield: a unit that leaves from a base takes
    its Equipment with it to its zone."""
    obj = txn.obj(object_id)
    in_base = (obj.location or "").startswith("base:") and obj.on_board
    carried = [a.id for a in txn.state.attachments_of(object_id)] if in_base else []
    kind = event.get("type")
    original(txn, object_id, zone, event, detach_order)
    for card_id in carried:
        card = txn.obj(card_id)
        if card.on_board:
            original(txn, card_id, zone, {"type": kind})


MUTANTS += [
    Mutant("r16-spectacles-copy-ends-when-the-unit-changes-hands", "GEAR-12",
           "the Shady Spectacles' copy is taken to last while the Spectacles and the unit are one player's: when "
           "an opponent takes the unit, it stops being a copy (GEAR-12: what the Equipment gives keeps applying "
           "for as long as it stays equipped, whoever controls each card; 718.5.g)",
           patched(("rulespec.oracle.control.change_control", _r16_copy_ends_with_control))),
    Mutant("r16-svellsongur-text-ends-when-the-unit-changes-hands", "GEAR-12",
           "Svellsongur's copied text is taken to last while the unit stays its controller's: when an opponent "
           "takes the unit, the copied text goes (GEAR-12: granted text keeps applying whoever controls each "
           "card; the copy lasts \"for as long as this is attached\")",
           patched(("rulespec.oracle.control.change_control", _r16_text_copy_ends_with_control))),
    Mutant("r16-unit-by-copy-stays-attached", "GEAR-40",
           "an attached card is found to have become a unit from its printed type and the type-changing effects "
           "only: an Equipment made a copy of a unit stays attached (GEAR-40: attached Equipment that becomes a "
           "unit, by whatever effect, is detached at once; 477.1.b: the type is a copiable trait)",
           cleaning("attached_units", _r16_units_by_type_change_only)),
    Mutant("r16-one-unit-attachment-sheds-the-stack", "GEAR-40",
           "when one of the cards on a unit becomes a unit, the whole stack is taken apart: the other Equipment "
           "falls off too (GEAR-40: the card that became a unit is detached; nothing happens to the others)",
           cleaning("attached_units", _r16_one_unit_sheds_the_stack)),
    Mutant("r16-unit-in-base-leaves-with-its-stack", "GEAR-36",
           "the Equipment left behind is read as the battlefield case of the FAQ: a unit that dies or is banished "
           "in its base takes its Equipment with it (GEAR-36: the cards detach and stay at the location the unit "
           "left, wherever that is; 719.5)",
           patched(("rulespec.oracle.zones.leave_board", _r16_stack_leaves_from_a_base))),
]


# --- red-team round 16 (r16-), third batch ---------------------------------------------------

def _r16_standard_move_first_stack_only(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """Several units in one Standard Move: the engine carries the stack of the first unit only; the
    others' attachments are unlinked and left where they were."""
    standard_move_rules.check(txn, a["player"], list(a["objects"]), a["to"])
    for object_id in a["objects"][1:]:
        for card in list(txn.state.attachments_of(object_id)):
            oracle_detach(txn, card.id)
    original(txn, a)


def _r16_copied_abilities_of_the_sponsor(original: Callable[..., list[Any]], state: Any, obj: Any) -> list[Any]:
    """The abilities a unit has as a copy made by an attached card are taken to be that card's: its
    controller controls them."""
    found = original(state, obj)
    copy = obj.copy
    sponsor = state.get(copy.while_attached) if copy is not None and copy.while_attached else None
    if sponsor is None or sponsor.controller == obj.controller:
        return found
    printed = {id(a) for a in copy.card.abilities}
    return [dataclasses.replace(a, controller=sponsor.controller)
            if a.origin == obj.id and a.granted_by is None and id(a.definition) in printed else a for a in found]


def _r16_copies_end_when_the_equipment_changes_hands(text: bool) -> Callable[..., None]:
    def change_control(original: Callable[..., None], txn: Txn, object_id: str, to: str) -> None:
        """A copy lasting "for as long as this is attached" is taken to last while the Equipment stays
        with the player who attached it: when it changes hands, the copy ends."""
        before = txn.obj(object_id)
        original(txn, object_id, to)
        host_id = before.attached_to
        if txn.obj(object_id).controller == before.controller or host_id is None:
            return
        host = txn.obj(host_id)
        if text and before.text_copy is not None and before.text_copy.of == host_id:
            txn.update(object_id, text_copy=None)
            txn.emit("text_copy_ended", object=object_id, of=host_id)
        if not text and host.copy is not None and any(
                e.while_attached == object_id for e in (*host.copy.earlier, host.copy)):
            copies_rules.end_copies_sustained_by(txn, object_id, host_id)

    return change_control


MUTANTS += [
    Mutant("r16-standard-move-relocates-first-stack-only", "GEAR-31",
           "several units in one Standard Move (144.3): the engine carries the stack of the first unit only; the "
           "others' Equipment falls off and stays behind (GEAR-31: every equipped card follows its own unit)",
           handling("standard_move", _r16_standard_move_first_stack_only)),
    Mutant("r16-spectacles-copy-abilities-controlled-by-the-spectacles", "GEAR-13",
           "the abilities a unit has as the Spectacles' copy are taken to be the Spectacles': after an opponent "
           "takes the unit, the Spectacles' controller still controls them (GEAR-13: an ability belongs to the "
           "unit that has it; controlling the Equipment gives no control of it)",
           patched(("rulespec.oracle.chain.abilities", _r16_copied_abilities_of_the_sponsor),
                   ("rulespec.oracle.layers.abilities", _r16_copied_abilities_of_the_sponsor))),
    Mutant("r16-spectacles-copy-ends-when-the-spectacles-change-hands", "GEAR-12",
           "the Spectacles' copy is taken to last while the Spectacles stay with the player who attached them: "
           "when an opponent takes the Spectacles, the unit stops being a copy (GEAR-12: it keeps applying for as "
           "long as the Equipment stays equipped, whoever controls each card)",
           patched(("rulespec.oracle.control.change_control", _r16_copies_end_when_the_equipment_changes_hands(
                False)))),
    Mutant("r16-svellsongur-text-ends-when-svellsongur-changes-hands", "GEAR-12",
           "Svellsongur's copied text is taken to last while Svellsongur stays with the player who attached it: "
           "when an opponent takes Svellsongur, the copied text goes (GEAR-12: granted text keeps applying "
           "whoever controls each card)",
           patched(("rulespec.oracle.control.change_control", _r16_copies_end_when_the_equipment_changes_hands(
                True)))),
]


def _r16_copy_ends_with_its_model(original: Callable[..., None], txn: Txn, object_id: str, zone: str,
                                  event: dict[str, Any], detach_order: list[str] | None = None) -> None:
    """The Spectacles' copy is taken to need its model: when the unit copied leaves the board, the copy ends."""
    original(txn, object_id, zone, event, detach_order)
    for obj in list(txn.state.board()):
        copy = obj.copy
        if copy is None:
            continue
        for e in (*copy.earlier, copy):
            if e.of == object_id and e.while_attached is not None:
                copies_rules.end_copies_sustained_by(txn, e.while_attached, obj.id)
                break


MUTANTS += [
    Mutant("r16-spectacles-copy-ends-when-its-model-leaves", "GEAR-25",
           "the Spectacles' copy is taken to follow the unit chosen: when that unit dies, the equipped unit stops "
           "being a copy (GEAR-25: the copy is made as the Spectacles are attached, of the unit as it is then, and "
           "lasts for as long as they stay attached; 477.1.b)",
           patched(("rulespec.oracle.zones.leave_board", _r16_copy_ends_with_its_model))),
]


def _r16_standard_move_home_alone(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """The Standard Move back to the base is coded as a recall of the unit alone: its Equipment is
    unlinked and left at the battlefield."""
    standard_move_rules.check(txn, a["player"], list(a["objects"]), a["to"])
    if a["to"].startswith("base:"):
        for object_id in a["objects"]:
            for card in list(txn.state.attachments_of(object_id)):
                oracle_detach(txn, card.id)
    original(txn, a)


def _r16_copy_end_clears_counters(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    """When the Spectacles' copy ends, the unit is rebuilt from its own card: its counters are gone."""
    host = txn.state.get(host_id)
    before = host.copy if host is not None else None
    original(txn, card_id, host_id)
    host = txn.state.get(host_id)
    if before is not None and host is not None and host.on_board and host.copy != before:
        txn.update(host_id, counters=())


MUTANTS += [
    Mutant("r16-standard-move-home-leaves-attachments", "GEAR-31",
           "the Standard Move back to the base is coded like a recall of the unit alone: its Equipment comes off and "
           "stays at the battlefield, for the cleanup to send home unattached (GEAR-31: equipped cards follow their "
           "unit whenever it moves; 144.4)",
           handling("standard_move", _r16_standard_move_home_alone)),
    Mutant("r16-copy-end-clears-the-units-counters", "GEAR-27",
           "when the Spectacles come off, the unit is rebuilt from its own card: its buff is gone (GEAR-27: the "
           "unit keeps its own states and temporary changes; the copy never touched them, 124.2)",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _r16_copy_end_clears_counters))),
]


def _r16_standard_move_relocations_from_the_first_origin(action: dict[str, Any], result: dict[str, Any],
                                                         adapter: OracleAdapter) -> dict[str, Any]:
    """A Standard Move of several units reports every card that goes along as coming from where the first
    unit was."""
    if result.get("accepted") and action.get("type") == "standard_move":
        moves = [e for e in result["events"] if e.get("type") == "move"]
        if moves:
            for e in result["events"]:
                if e.get("type") == "relocate":
                    e["from"] = moves[0].get("from")
    return result


MUTANTS += [
    Mutant("r16-standard-move-relocations-from-the-first-origin", "GEAR-32",
           "a Standard Move of units from two battlefields reports each Equipment's relocation as from the first "
           "unit's battlefield (GEAR-32: each card changes location alongside its own unit, from where that unit "
           "was; 144.3)",
           rewriting(perform=_r16_standard_move_relocations_from_the_first_origin)),
]


def _r16_recall_relocation_reported_as_move(action: dict[str, Any], result: dict[str, Any],
                                            adapter: OracleAdapter) -> dict[str, Any]:
    """A recall reports the cards that go home with the unit as moving with it."""
    if result.get("accepted"):
        recalled = {e.get("object") for e in result["events"] if e.get("type") == "recall"}
        if recalled:
            for e in result["events"]:
                if e.get("type") == "relocate":
                    e["type"] = "move"
    return result


MUTANTS += [
    Mutant("r16-recall-relocation-reported-as-move", "GEAR-32",
           "a recall reports the Equipment that goes home with the unit as moving with it (GEAR-32: the change of "
           "location alongside the unit is not a move, whether the unit moves or is recalled; 446.1)",
           rewriting(perform=_r16_recall_relocation_reported_as_move)),
]


# Round 17.

def _r17_copy_card(txn: Txn, object_id: str, **changes: Any) -> None:
    """Rewrite the card the latest copy effect on ``object_id`` copied."""
    obj = txn.obj(object_id)
    if obj.copy is not None:
        txn.update(object_id, copy=dataclasses.replace(obj.copy, card=dataclasses.replace(obj.copy.card, **changes)))


def _r17_copy_takes_the_current_might(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                                      while_attached: str | None = None) -> None:
    """The copy takes the model's Might as the game shows it: with its Equipment's bonuses and buffs."""
    current = layers_rules.might(txn.state, txn.obj(model_id))
    original(txn, object_id, model_id, while_attached)
    _r17_copy_card(txn, object_id, might=current)


def _r17_copy_keeps_its_own_might(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                                  while_attached: str | None = None) -> None:
    """The copy takes the model's name and text, but the unit keeps its own printed Might."""
    own = txn.obj(object_id).layer_one.might
    original(txn, object_id, model_id, while_attached)
    _r17_copy_card(txn, object_id, might=own)


def _r17_equipment_text_as_rules(txn: Txn, model_id: str, skip: str | None = None) -> tuple[Any, ...]:
    return tuple(dataclasses.replace(a, box="rules") for card in txn.state.attachments_of(model_id)
                 if card.id != skip for a in card.traits.abilities if a.box == "effect")


def _r17_copy_takes_the_equipment_text(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                                       while_attached: str | None = None) -> None:
    """The copy takes every ability the model has, the text its Equipment gives it included."""
    given = _r17_equipment_text_as_rules(txn, model_id)
    original(txn, object_id, model_id, while_attached)
    obj = txn.obj(object_id)
    if given and obj.copy is not None:
        _r17_copy_card(txn, object_id, abilities=(*obj.copy.card.abilities, *given))


def _r17_text_copy_takes_the_equipment_text(original: Callable[..., None], txn: Txn, card_id: str, model_id: str,
                                            while_attached: str | None = None) -> None:
    """Svellsongur copies all the text the unit has, what its other Equipment gives it included."""
    given = _r17_equipment_text_as_rules(txn, model_id, skip=card_id)
    original(txn, card_id, model_id, while_attached)
    obj = txn.obj(card_id)
    if given and obj.text_copy is not None:
        card = dataclasses.replace(obj.text_copy.card, abilities=(*obj.text_copy.card.abilities, *given))
        txn.update(card_id, text_copy=dataclasses.replace(obj.text_copy, card=card))


def _r17_equipped_flag_own_gear_only(doc: dict[str, Any]) -> dict[str, Any]:
    """The ``equipped`` flag counts only Equipment its unit's controller controls."""
    objects = {o.get("id"): o for o in doc.get("objects", [])}
    for o in doc.get("objects", []):
        view = o.get("view") or {}
        if view.get("equipped"):
            view["equipped"] = any(objects.get(a, {}).get("controller") == o.get("controller")
                                   for a in view.get("attachments", []))
    return doc


def _r17_first_of(event_type: str, when: str) -> Callable[[dict[str, Any], dict[str, Any], OracleAdapter],
                                                           dict[str, Any]]:
    """Results with a ``when`` event report only the first ``event_type`` event."""

    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
        if result.get("accepted") and any(e.get("type") == when for e in result["events"]):
            seen = False
            kept = []
            for e in result["events"]:
                if e.get("type") == event_type:
                    if seen:
                        continue
                    seen = True
                kept.append(e)
            result["events"] = kept
        return result

    return rewrite


def _r17_attach_reported_at_the_old_location(action: dict[str, Any], result: dict[str, Any],
                                             adapter: OracleAdapter) -> dict[str, Any]:
    """The attach event gives the location the Equipment was at, not the one it takes."""
    if result.get("accepted"):
        events = result["events"]
        for i, e in enumerate(events):
            if e.get("type") == "attach":
                for later in events[i + 1:]:
                    if later.get("type") == "relocate" and later.get("object") == e.get("object"):
                        e["location"] = later.get("from")
                        break
    return result


def _r17_recall_leaves_exhausted_attachments(original: Callable[..., bool], txn: Txn, object_id: str,
                                             cause: str = "effect") -> bool:
    """A recall carries the ready cards attached to the unit; an exhausted one falls off and stays."""
    origin = txn.obj(object_id).location
    exhausted = [a.id for a in txn.state.attachments_of(object_id) if a.exhausted]
    done = original(txn, object_id, cause)
    if done:
        for card_id in exhausted:
            txn.update(card_id, location=origin)
            oracle_detach(txn, card_id)
    return done


MUTANTS += [
    Mutant("r17-copy-takes-the-models-current-might", "GEAR-27",
           "the Spectacles' copy takes the model's Might as the game shows it, its Equipment's bonuses and buffs "
           "in it (GEAR-27: the copy takes the copiable traits, the printed Might; what modifies the model's "
           "Might is the model's own, 124.2, 477.1.b)",
           patched(("rulespec.oracle.copies.become_copy", _r17_copy_takes_the_current_might))),
    Mutant("r17-copy-keeps-its-own-might", "GEAR-27",
           "\"it keeps its own states and temporary changes\" is read as keeping its own Might: the copy takes "
           "the model's name and text, not its Might (GEAR-25: the unit becomes a copy; 477.1.b: Might is copiable)",
           patched(("rulespec.oracle.copies.become_copy", _r17_copy_keeps_its_own_might))),
    Mutant("r17-copy-takes-the-models-equipment-text", "GEAR-25",
           "the Spectacles' copy takes every ability the model has, the text its own Equipment gives it "
           "included (GEAR-25: a copy of the unit; the text an Equipment adds is the host's while it is attached, "
           "136.2.c, not copiable, 477.1.b)",
           patched(("rulespec.oracle.copies.become_copy", _r17_copy_takes_the_equipment_text))),
    Mutant("r17-svellsongur-copies-the-units-equipment-text", "GEAR-25",
           "Svellsongur copies all the text the unit has, what its other Equipment gives it included (GEAR-25: "
           "it copies the equipped unit's text; the Equipment's effect text is the Equipment's, 136.2.c)",
           patched(("rulespec.oracle.copies.copy_text", _r17_text_copy_takes_the_equipment_text))),
    Mutant("r17-equipped-flag-own-gear-only", "GEAR-12",
           "a unit is shown equipped only by Equipment its own controller controls (GEAR-12: the Equipment keeps "
           "applying whoever controls each card; 818.3)", rewriting(snapshot=_r17_equipped_flag_own_gear_only)),
    Mutant("r17-move-reports-first-relocation-only", "GEAR-32",
           "a unit with two Equipment moves: only the first one's relocation is reported (GEAR-32: each card "
           "changes location alongside the unit; GEAR-03: several Equipment on one unit)",
           rewriting(perform=_r17_first_of("relocate", "move"))),
    Mutant("r17-kill-reports-first-detach-only", "GEAR-36",
           "a unit with two Equipment dies: only the first detach is reported (GEAR-36: its Equipment detaches; "
           "GEAR-37: each detachment is an event of its own)", rewriting(perform=_r17_first_of("detach", "kill"))),
    Mutant("r17-attach-reported-at-the-old-location", "GEAR-34",
           "the attach of an Equipment equipped from another location reports where it was, not where it now is "
           "(GEAR-34: it is relocated to its unit's location as it attaches)",
           rewriting(perform=_r17_attach_reported_at_the_old_location)),
    Mutant("r17-recall-leaves-exhausted-attachments", "GEAR-39",
           "a recall takes the ready cards on the unit home; an exhausted Equipment falls off and stays at the "
           "battlefield (GEAR-39: the Equipment follows the unit and stays equipped; GEAR-14: its state is its own)",
           patched(("rulespec.oracle.movement.recall", _r17_recall_leaves_exhausted_attachments))),
]


def _r17_leaving_host_detach_names_no_host(action: dict[str, Any], result: dict[str, Any],
                                           adapter: OracleAdapter) -> dict[str, Any]:
    """The detaches of the cards on a unit that leaves the board name no host: it is gone."""
    if result.get("accepted"):
        gone = {e.get("object") for e in result["events"] if e.get("type") in ("kill", "banish")}
        for e in result["events"]:
            if e.get("type") == "detach" and e.get("from") in gone:
                e["from"] = None
    return result


MUTANTS += [
    Mutant("r17-leaving-host-detach-names-no-host", "GEAR-36",
           "the detaches of the Equipment on a unit that dies report no host, the unit being gone already "
           "(GEAR-36: the Equipment detaches from that unit, which it was attached to; 719.5)",
           rewriting(perform=_r17_leaving_host_detach_names_no_host)),
    Mutant("r17-cleanup-reports-first-gear-recall-only", "GEAR-38",
           "two Equipment left at a battlefield by a dead unit go home at the cleanup, but only the first recall "
           "is reported (GEAR-38: each detached Equipment is recalled to its controller's base)",
           rewriting(perform=_r17_first_of("recall", "kill"))),
    Mutant("r17-recall-reports-first-relocation-only", "GEAR-39",
           "a unit with two Equipment is recalled: only the first Equipment's relocation is reported (GEAR-39: "
           "the Equipment follows the unit; GEAR-32: each card changes location alongside it)",
           rewriting(perform=_r17_first_of("relocate", "recall"))),
]


def _r17_choice_among(keep: Callable[[Any, Any, Any, str], bool]) -> Callable[..., str | None]:
    """The Spectacles' choice of "another friendly unit", with ``keep(state, unit, host, player)``
    for what counts as one."""

    def choice(original: Callable[..., str | None], state: Any, spec: str, player: str, host_id: str,
               chosen: tuple[str, ...] | None) -> str | None:
        host = state.get(host_id)
        fits = [o.id for o in state.board() if is_unit(o) and o.id != host_id and keep(state, o, host, player)]
        if chosen is None:
            if len(fits) > 1:
                raise Rejected("illegal_target", "725.1", f"choose another friendly unit: one of {fits}")
            return fits[0] if fits else None
        if len(chosen) != 1 or chosen[0] not in fits:
            raise Rejected("illegal_target", "725.1", f"choose one of {fits}; got {list(chosen)}")
        return chosen[0]

    return choice


def _r17_reattach_reported_to_the_old_host(action: dict[str, Any], result: dict[str, Any],
                                           adapter: OracleAdapter) -> dict[str, Any]:
    """An Equipment taken from one unit to another: the attach names the unit it came from."""
    if result.get("accepted"):
        came_from: dict[Any, Any] = {}
        for e in result["events"]:
            if e.get("type") == "detach":
                came_from[e.get("object")] = e.get("from")
            elif e.get("type") == "attach" and e.get("object") in came_from:
                e["to"] = came_from[e.get("object")]
    return result


MUTANTS += [
    Mutant("r17-spectacles-friendly-by-owner", "GEAR-25",
           "\"another friendly unit\" is read as a unit the Spectacles' controller owns: a unit they have taken "
           "cannot be chosen, and one of theirs an opponent has taken can (GEAR-25: friendly is controlled by "
           "you, 053)",
           patched(("rulespec.oracle.replacement.choice",
                    _r17_choice_among(lambda state, o, host, player: o.owner == player)))),
    Mutant("r17-spectacles-model-at-the-same-location", "GEAR-25",
           "the Spectacles' unit to copy is looked for where the equipped unit is: a friendly unit at another "
           "location cannot be chosen (GEAR-25: another friendly unit, wherever it is)",
           patched(("rulespec.oracle.replacement.choice",
                    _r17_choice_among(lambda state, o, host, player: o.controller == player
                                      and host is not None and o.location == host.location)))),
    Mutant("r17-reattach-reported-to-the-old-host", "GEAR-23",
           "an Equipment equipped from one unit to another is reported attached to the unit it came from (GEAR-23: "
           "it detaches from the first and attaches to the other)",
           rewriting(perform=_r17_reattach_reported_to_the_old_host)),
]


def _r17_detach_order_ignored_for_tokens(original: Callable[..., None], txn: Txn, object_id: str, zone: str,
                                         event: dict[str, Any], detach_order: list[str] | None = None) -> None:
    """A token that leaves the board sheds its cards in the state's order: the chosen order is ignored."""
    original(txn, object_id, zone, event, None if txn.obj(object_id).token else detach_order)


MUTANTS += [
    Mutant("r17-detach-order-ignored-for-tokens", "GEAR-37",
           "a token that dies sheds its Equipment in the engine's order: the order its controller chose is ignored "
           "for tokens (GEAR-37: the controller of any unit with several attachments chooses; 719.5.a)",
           patched(("rulespec.oracle.zones.leave_board", _r17_detach_order_ignored_for_tokens))),
]


# --- round 18 ------------------------------------------------------------------------------------

def _r18_energy_off(original: Callable[..., list[Any]], cost: Any, reduction: Any) -> list[Any]:
    """[A] less is read as [1] less: an Energy comes off, and Power only when there is no Energy."""
    if cost.energy:
        return [dataclasses.replace(cost, energy=cost.energy - 1)]
    return list(original(cost, reduction))


def _r18_all_power_off(original: Callable[..., list[Any]], cost: Any, reduction: Any) -> list[Any]:
    """[A] less is read as "no Power": every Power symbol of the cost comes off."""
    return [dataclasses.replace(cost, power=())] if cost.power else list(original(cost, reduction))


def _r18_active_cost_changes_only(original: Callable[..., list[Any]], txn: Txn, equipment_id: str) -> list[Any]:
    """Weaponmaster reads the Equip cost of an attached Equipment but not its inactive cost changes."""
    from rulespec.oracle import costs as costs_rules
    from rulespec.oracle.layers import abilities
    obj = txn.obj(equipment_id)
    return [costs_rules.equip_cost(txn.state, obj, a.definition.cost) for a in abilities(txn.state, obj)
            if a.definition.key == "equip" and a.definition.cost is not None]


def _r18_printed_equip_cost(original: Callable[..., list[Any]], txn: Txn, equipment_id: str) -> list[Any]:
    """Weaponmaster takes [A] off the Equip cost as printed, whatever the Equipment's text changes of it."""
    from rulespec.oracle.layers import abilities
    obj = txn.obj(equipment_id)
    return [a.definition.cost for a in abilities(txn.state, obj)
            if a.definition.key == "equip" and a.definition.cost is not None]


def _r18_same_location_only(original: Callable[..., bool], txn: Txn, player: str, equipment_id: str, unit_id: str,
                            *args: Any, **kwargs: Any) -> bool:
    """Weaponmaster takes only an Equipment at the played unit's location."""
    if txn.obj(equipment_id).location != txn.obj(unit_id).location:
        return False
    return original(txn, player, equipment_id, unit_id, *args, **kwargs)


def _r18_recall_unless(keep: Callable[[Txn, Any], bool]) -> Callable[..., bool]:
    def recall(original: Callable[..., bool], txn: Txn, object_id: str, cause: str = "effect") -> bool:
        obj = txn.obj(object_id)
        if cause == "cleanup" and keep(txn, obj):
            return False
        return original(txn, object_id, cause)

    return recall


def _r18_holds_its_battlefield(txn: Txn, obj: Any) -> bool:
    return any(b.id == (obj.location or "").removeprefix("battlefield:") and b.controller == obj.controller
               for b in txn.state.battlefields)


def _r18_move_ends_copies(original: Callable[..., None], txn: Txn, object_id: str, to: str) -> None:
    """A move takes the stack apart and puts it back: what the Equipment sustained ends."""
    original(txn, object_id, to)
    for card in txn.state.attachments_of(object_id):
        copies_rules.end_copies_sustained_by(txn, card.id, object_id)


def _r18_recall_ends_copies(original: Callable[..., bool], txn: Txn, object_id: str, cause: str = "effect") -> bool:
    """A recall takes the stack apart and puts it back in base: what the Equipment sustained ends."""
    done = original(txn, object_id, cause)
    if done:
        for card in txn.state.attachments_of(object_id):
            copies_rules.end_copies_sustained_by(txn, card.id, object_id)
    return done


def _r18_detach_at_the_controllers_base(action: dict[str, Any], result: dict[str, Any],
                                        adapter: OracleAdapter) -> dict[str, Any]:
    """A detach is reported at the base of the Equipment's controller, where the engine files loose gear."""
    if result.get("accepted"):
        objects = {o.get("id"): o for o in adapter.snapshot().get("objects", [])}
        for e in result["events"]:
            if e.get("type") == "detach" and e.get("object") in objects:
                e["location"] = f"base:{objects[e['object']].get('controller')}"
    return result


def _r18_tokens_carry_nothing(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    original(txn, card_id, host_id)
    if txn.obj(host_id).token:
        raise Rejected("illegal_target", "434.1", f"{host_id!r} is a token: a token carries no Equipment")


MUTANTS += [
    Mutant("r18-weaponmaster-takes-energy-off", "GEAR-21",
           "Weaponmaster's \"[A] less\" is read as one less of the cost's first symbol: an Energy comes off when "
           "there is one (821.1.c.2: [A] is one Power of any domain; Energy is never taken off)",
           patched(("rulespec.oracle.weaponmaster.less", _r18_energy_off))),
    Mutant("r18-weaponmaster-takes-all-power-off", "GEAR-21",
           "Weaponmaster's \"[A] less\" takes off the Power of the cost, all of it (821.1.c.2: one Power symbol)",
           patched(("rulespec.oracle.weaponmaster.less", _r18_all_power_off))),
    Mutant("r18-weaponmaster-reads-active-cost-changes-only", "GEAR-21",
           "Weaponmaster reads the inactive Equip cost of an attached Equipment, but not what its inactive text "
           "changes of that cost (GEAR-21: it consults the text it needs and any changes to the cost; 725.3)",
           patched(("rulespec.oracle.weaponmaster.equip_costs", _r18_active_cost_changes_only))),
    Mutant("r18-weaponmaster-pays-the-printed-equip-cost", "GEAR-21",
           "Weaponmaster takes [A] off the printed Equip cost, not the cost as the Equipment's text changes it "
           "(821.1.c.2: the cost as if Equip were activated, every change counted)",
           patched(("rulespec.oracle.weaponmaster.equip_costs", _r18_printed_equip_cost))),
    Mutant("r18-weaponmaster-equipment-at-the-units-location-only", "GEAR-21",
           "Weaponmaster takes an Equipment beside the played unit only: one at a battlefield, on another unit "
           "there, is out of reach (821.1.c: a card you control with the Equipment tag, wherever it is)",
           patched(("rulespec.oracle.weaponmaster.pay_to_equip", _r18_same_location_only))),
    Mutant("r18-gear-stays-at-a-controlled-battlefield", "GEAR-38",
           "detached gear is left at a battlefield its controller controls, as if held there; only gear at another "
           "battlefield is recalled (323.7: every non-unit gear at a battlefield is recalled)",
           patched(("rulespec.oracle.cleanup.recall", _r18_recall_unless(_r18_holds_its_battlefield)))),
    Mutant("r18-corrective-recall-skips-exhausted-gear", "GEAR-38",
           "the cleanup recalls the ready gear left at a battlefield; exhausted gear waits there (323.7: each "
           "non-unit gear at a battlefield, ready or exhausted; GEAR-38: the recall does not ready it)",
           patched(("rulespec.oracle.cleanup.recall", _r18_recall_unless(
               lambda txn, obj: obj.exhausted and (obj.location or "").startswith("battlefield:"))))),
    Mutant("r18-move-ends-the-copies-of-its-equipment", "GEAR-31",
           "a move takes the stack apart and puts it back together at the new location: the copy the Spectacles "
           "made, or the text Svellsongur copied, ends (GEAR-31: the equipped cards follow, still equipped)",
           patched(("rulespec.oracle.movement.move", _r18_move_ends_copies))),
    Mutant("r18-recall-ends-the-copies-of-its-equipment", "GEAR-39",
           "a recall takes the stack apart and puts it back in base: the copy its Equipment sustained ends "
           "(GEAR-39: the Equipment follows the unit and stays equipped)",
           patched(("rulespec.oracle.movement.recall", _r18_recall_ends_copies))),
    Mutant("r18-detach-reported-at-the-controllers-base", "GEAR-35",
           "a detach is reported at the Equipment's controller's base, where loose gear is filed, not where the "
           "card is (GEAR-35: it stays at the unit's location)",
           rewriting(perform=_r18_detach_at_the_controllers_base)),
    Mutant("r18-tokens-carry-no-equipment", "GEAR-28",
           "a token is taken for no real card: nothing can be attached to it (GEAR-28: the Sand Soldier token "
           "carries the Spectacles; 434.1: a unit carries Equipment)",
           patched(("rulespec.oracle.attach.check_attach", _r18_tokens_carry_nothing))),
]


def _r18_cost_less_for_every_equipment(original: Callable[..., Any], state: Any, card: Any, printed: Any, *,
                                       read_inactive: bool = False) -> Any:
    """"This's Equip costs [1] less" is read as "Equip costs [1] less": it makes cheaper the Equip of every
    Equipment its controller controls, not only its own card's."""
    from rulespec.oracle import costs as costs_rules
    from rulespec.oracle.layers import abilities
    cost = original(state, card, printed, read_inactive=read_inactive)
    for other in state.board():
        if other.id == card.id or other.controller != card.controller:
            continue
        for ability in abilities(state, other):
            if ability.definition.key == costs_rules.EQUIP_COST_LESS and ability.origin == other.id \
                    and ability.definition.cost and ability.active:
                cost = costs_rules.minus(cost, ability.definition.cost)
    return cost


def _r18_weaponmaster_pays_after(action: dict[str, Any], result: dict[str, Any],
                                 adapter: OracleAdapter) -> dict[str, Any]:
    """A Weaponmaster attach reports its payment after the attach it paid for."""
    if result.get("accepted"):
        events = result["events"]
        for i, e in enumerate(events):
            if e.get("type") == "cost_paid":
                for j in range(i + 1, len(events)):
                    if events[j].get("type") == "attach" and events[j].get("object") == e.get("for"):
                        events.insert(j, events.pop(i))
                        break
    return result


MUTANTS += [
    Mutant("r18-equip-cost-change-for-every-equipment", "GEAR-18",
           "\"This's Equip costs [1] less\" is read as making every Equip its controller pays cheaper, not only "
           "its own card's (818.1.c.5: the cost of the ability, as its own card's text changes it)",
           patched(("rulespec.oracle.costs.equip_cost", _r18_cost_less_for_every_equipment))),
    Mutant("r18-weaponmaster-payment-reported-after-the-attach", "GEAR-21",
           "Weaponmaster's payment is reported after the attach it pays for, as if it attached first and billed "
           "after (821.1.c: pay its Equip cost minus [A] to attach it)",
           rewriting(perform=_r18_weaponmaster_pays_after)),
    Mutant("r18-spectacles-model-must-be-ready", "GEAR-25",
           "the Spectacles copy a ready friendly unit only, as if the model had to act (GEAR-25: another friendly "
           "unit, ready or exhausted)",
           patched(("rulespec.oracle.replacement.choice",
                    _r17_choice_among(lambda state, o, host, player: o.controller == player and not o.exhausted)))),
]


def _r18_exhaust_spreads_to_stack_mates(original: Callable[..., None], txn: Txn, object_id: str,
                                        exhausted: bool) -> None:
    """Exhausting or readying an attached card does the same to the other cards attached to its unit."""
    original(txn, object_id, exhausted)
    host = txn.obj(object_id).attached_to
    if host is not None:
        for mate in txn.state.attachments_of(host):
            if mate.id != object_id and mate.exhausted != exhausted:
                original(txn, mate.id, exhausted)


def _r18_leaving_card_sheds_its_stack_mates(original: Callable[..., None], txn: Txn, object_id: str, zone: str,
                                            event: dict[str, Any], detach_order: list[str] | None = None) -> None:
    """An attached card that leaves the board breaks its stack: the other cards on its unit detach."""
    host = txn.obj(object_id).attached_to
    mates = [a.id for a in txn.state.attachments_of(host) if a.id != object_id] if host is not None else []
    original(txn, object_id, zone, event, detach_order)
    for card_id in mates:
        oracle_detach(txn, card_id)


def _r18_control_takes_the_stack_mates(original: Callable[..., None], txn: Txn, object_id: str, to: str) -> None:
    """Control of one attached card changes the control of every card attached to the same unit."""
    original(txn, object_id, to)
    host = txn.obj(object_id).attached_to
    if host is not None:
        for mate in txn.state.attachments_of(host):
            if mate.id != object_id and mate.controller != to:
                original(txn, mate.id, to)


def _r18_heal_clears_the_buff(original: Callable[..., None], txn: Txn, object_id: str) -> None:
    """"Heal me" restores the unit as fresh: its damage goes, and its buff with it."""
    original(txn, object_id)
    obj = txn.obj(object_id)
    if obj.on_board and obj.counter("buff"):
        txn.update(object_id, counters=tuple((k, n) for k, n in obj.counters if k != "buff"))


MUTANTS += [
    Mutant("r18-exhausting-an-equipment-exhausts-its-stack-mates", "GEAR-14",
           "exhausting or readying one Equipment does the same to the other Equipment on its unit, as one pile of "
           "gear, the unit left out (GEAR-14: each card keeps its own ready state)",
           patched(("rulespec.oracle.status.set_exhausted", _r18_exhaust_spreads_to_stack_mates))),
    Mutant("r18-leaving-equipment-sheds-its-stack-mates", "GEAR-16",
           "an attached Equipment killed or banished breaks its unit's stack: the other cards on the unit detach "
           "(GEAR-16: the Equipment is an independent card; 719.5: only a leaving host sheds its cards)",
           patched(("rulespec.oracle.zones.leave_board", _r18_leaving_card_sheds_its_stack_mates))),
    Mutant("r18-control-of-an-equipment-takes-its-stack-mates", "GEAR-11",
           "gaining control of one Equipment on a unit gains the other Equipment on it too, as one stack of gear "
           "(GEAR-11: control of each card changes only when an effect changes it; 718.5.f)",
           patched(("rulespec.oracle.control.change_control", _r18_control_takes_the_stack_mates))),
    Mutant("r18-guardian-angel-heal-clears-the-buff", "GEAR-10",
           "Guardian Angel's \"Heal me\" is taken for a fresh start: the saved unit loses its buff with its damage "
           "(142.4, 426: healing removes damage; the unit stays on the board and keeps its buff)",
           patched(("rulespec.oracle.damage.heal", _r18_heal_clears_the_buff))),
]


# Round 19.

def _r19_rewrite_events(kind: str, change: Callable[[dict[str, Any]], None]) -> Callable[..., dict[str, Any]]:
    """A perform rewrite that changes every event of one type in an accepted action's report."""
    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
        if result.get("accepted"):
            for e in result["events"]:
                if e.get("type") == kind:
                    change(e)
        return result
    return rewrite


def _r19_text_copied_of_itself(e: dict[str, Any]) -> None:
    """text_copied names the Equipment as the card its text came from."""
    e["of"] = e.get("object")


def _r19_text_copy_ended_on_the_unit(e: dict[str, Any]) -> None:
    """text_copy_ended is reported on the unit whose text was copied."""
    e["object"] = e.get("of")


def _r19_copy_ended_of_the_spectacles(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    """copy_ended names the Equipment whose detach ended the copy, not the unit copied."""
    start = len(txn.events)
    original(txn, card_id, host_id)
    for e in txn.events[start:]:
        if e["type"] == "copy_ended":
            e["of"] = card_id


def _r19_first_domain_only(original: Callable[..., Any], cost: Any, reduction: Any) -> Any:
    """[A] less takes the first Power symbol of the cost off, whichever the pool could pay."""
    return original(cost, reduction)[:1]


def _r19_paid_by_the_owner(original: Callable[..., None], self: Txn, player_id: str, cost: Any, rule: str,
                           paid_for: str) -> None:
    """An Equipment's costs are paid from its owner's pool, whoever uses it."""
    obj = self.state.get(paid_for)
    if rule == "203" and obj is not None and obj.traits.is_equipment and obj.owner != player_id:
        player_id = obj.owner
    original(self, player_id, cost, rule, paid_for)


class _R19OwnerPays(PatchedOracle):
    """The oracle with Txn.pay replaced: a method, which a patch of a module's name cannot reach."""

    @contextlib.contextmanager
    def _mutated(self) -> Iterator[None]:
        with super()._mutated(), mock.patch.object(Txn, "pay", _r19_bound(_r19_paid_by_the_owner, Txn.pay)):
            yield


def _r19_bound(replacement: Callable[..., Any], original: Callable[..., Any]) -> Callable[..., Any]:
    def method(*args: Any, **kwargs: Any) -> Any:
        return replacement(original, *args, **kwargs)
    return method


def _r19_attached_fits_as_unit(original: Callable[..., bool], obj: Any, kind: str) -> bool:
    """An attached card is part of its unit: it fits a "unit" target."""
    return original(obj, kind) or (kind == "unit" and obj.attached_to is not None)


def _r19_equip_chain_item_on_the_unit(e: dict[str, Any]) -> None:
    """Equip's ability_put_on_chain is reported on the unit it targets."""
    if e.get("ability") == "equip" and e.get("targets"):
        e["object"] = e["targets"][0]


def _r19_recall_to_the_battlefield_controller(original: Callable[..., bool], txn: Txn, object_id: str,
                                              cause: str = "effect") -> bool:
    """Gear left at a battlefield is recalled to the base of the player who controls that battlefield."""
    obj = txn.obj(object_id)
    loc = obj.location or ""
    if cause == "cleanup" and loc.startswith("battlefield:") and obj.owner == obj.controller:
        bf = next((b for b in txn.state.battlefields if f"battlefield:{b.id}" == loc), None)
        if bf is not None and bf.controller is not None and bf.controller != obj.controller:
            home = txn.base_of(bf.controller)
            txn.update(object_id, location=home)
            txn.emit("recall", object=object_id, **{"from": loc}, to=home, cause=cause)
            return True
    return original(txn, object_id, cause)


MUTANTS += [
    Mutant("r19-text-copied-names-the-equipment", "GEAR-25",
           "Svellsongur's text_copied names Svellsongur as where the text came from, the card whose effect text "
           "changed (GEAR-25: it copies the equipped unit's text)",
           rewriting(perform=_r19_rewrite_events("text_copied", _r19_text_copied_of_itself))),
    Mutant("r19-text-copy-end-reported-on-the-unit", "GEAR-29",
           "the end of Svellsongur's copied text is reported on the unit the text was copied from (GEAR-29: the "
           "text is Svellsongur's effect text; the detach ends it there)",
           rewriting(perform=_r19_rewrite_events("text_copy_ended", _r19_text_copy_ended_on_the_unit))),
    Mutant("r19-copy-end-names-the-spectacles", "GEAR-28",
           "the end of the Spectacles' copy names the Spectacles, whose detach ended it, as what the unit was a "
           "copy of (GEAR-28: the Sand Soldier was a copy of Azir)",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _r19_copy_ended_of_the_spectacles))),
    Mutant("r19-weaponmaster-takes-the-first-domain-off", "GEAR-21",
           "[A] less always takes off the cost's first Power symbol, even when the pool could pay only with "
           "another domain's taken off (821.1.c.2: one Power of any domain, the player's choice)",
           patched(("rulespec.oracle.weaponmaster.less", _r19_first_domain_only))),
    Mutant("r19-equip-paid-by-the-equipments-owner", "GEAR-18",
           "Equip's cost is paid from the pool of the Equipment's owner, not of the player who uses it (GEAR-18: "
           "you choose to use it and pay its cost)",
           _R19OwnerPays),
    Mutant("r19-attached-equipment-targetable-as-a-unit", "GEAR-16",
           "an attached Equipment is taken for part of its unit: it can be chosen where a unit is to be chosen "
           "(GEAR-16: it keeps its own independent properties; it is a gear)",
           patched(("rulespec.oracle.targets._fits_kind", _r19_attached_fits_as_unit))),
    Mutant("r19-equip-reported-on-the-target-unit", "GEAR-18",
           "Equip's activation is reported as an ability of the unit it targets (GEAR-18: it is the Equipment's "
           "activated ability)",
           rewriting(perform=_r19_rewrite_events("ability_put_on_chain", _r19_equip_chain_item_on_the_unit))),
    Mutant("r19-gear-recalled-to-the-battlefield-controllers-base", "GEAR-38",
           "detached gear left at a battlefield is recalled to the base of whoever controls that battlefield "
           "(GEAR-38: to its own controller's base)",
           patched(("rulespec.oracle.movement.recall", _r19_recall_to_the_battlefield_controller))),
]


def _r19_borrowed_host_detach_sends_home(original: Callable[..., bool], txn: Txn, card_id: str) -> bool:
    """A card detached from a unit another player controls goes back to its controller's base at once."""
    card = txn.obj(card_id)
    host = txn.state.get(card.attached_to) if card.attached_to is not None else None
    done = original(txn, card_id)
    card = txn.obj(card_id)
    home = txn.base_of(card.controller)
    if done and host is not None and host.controller != card.controller and card.on_board and card.location != home:
        origin = card.location
        txn.update(card_id, location=home)
        txn.emit("relocate", object=card_id, **{"from": origin}, to=home)
    return done


MUTANTS += [
    Mutant("r19-detach-from-a-borrowed-unit-sends-the-equipment-home", "GEAR-35",
           "your Equipment detached from a unit an opponent controls goes straight back to your base, as if it "
           "belonged there (GEAR-35: detaching leaves it at the unit's location)",
           patched(("rulespec.oracle.attach.detach", _r19_borrowed_host_detach_sends_home))),
]


def _r19_swap_first(first: str, second: str) -> Callable[..., dict[str, Any]]:
    """A perform rewrite that reports each ``second`` event just before the ``first`` event that precedes it
    for the same object."""
    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
        if result.get("accepted"):
            events = result["events"]
            for j, e in enumerate(events):
                if e.get("type") != second:
                    continue
                for i in range(j - 1, -1, -1):
                    if events[i].get("type") == first and events[i].get("object") == e.get("object"):
                        events.insert(i, events.pop(j))
                        break
        return result
    return rewrite


def _r19_relocation_before_its_cause(action: dict[str, Any], result: dict[str, Any],
                                     adapter: OracleAdapter) -> dict[str, Any]:
    """The relocations of a unit's attachments are reported before the unit's own move or recall."""
    if result.get("accepted"):
        events = result["events"]
        for j, e in enumerate(list(events)):
            if e.get("type") != "relocate":
                continue
            j = events.index(e)
            for i in range(j - 1, -1, -1):
                if events[i].get("type") in ("move", "recall") and events[i].get("to") == e.get("to"):
                    events.insert(i, events.pop(j))
                    break
                if events[i].get("type") != "relocate":
                    break
    return result


def _r19_payment_for_the_target(action: dict[str, Any], result: dict[str, Any],
                                adapter: OracleAdapter) -> dict[str, Any]:
    """An Equip's payment is reported as paid for the unit it targets."""
    if result.get("accepted") and action.get("type") == "activate" and action.get("targets"):
        for e in result["events"]:
            if e.get("type") == "cost_paid" and e.get("for") == action.get("object"):
                e["for"] = action["targets"][0]
    return result


def _r19_weaponmaster_paid_for_the_unit(original: Callable[..., bool], txn: Txn, player: str, equipment_id: str,
                                        unit_id: str, reduction: Any = weaponmaster_rules.LESS) -> bool:
    """Weaponmaster's payment is reported as paid for the unit played, whose keyword it is."""
    start = len(txn.events)
    done = original(txn, player, equipment_id, unit_id, reduction)
    for e in txn.events[start:]:
        if e["type"] == "cost_paid" and e.get("for") == equipment_id:
            e["for"] = unit_id
    return done


MUTANTS += [
    Mutant("r19-guardian-angel-exhausts-before-it-heals", "GEAR-10",
           "Guardian Angel's saved unit is exhausted, then healed, then recalled (GEAR-10: heals, exhausts and "
           "recalls the unit, in that order)",
           rewriting(perform=_r19_swap_first("heal", "exhaust"))),
    Mutant("r19-relocation-reported-before-the-move", "GEAR-32",
           "the Equipment's change of location is reported before the move or recall of the unit that carries it "
           "(GEAR-31, GEAR-32: it follows the unit; the unit's move is the event)",
           rewriting(perform=_r19_relocation_before_its_cause)),
    Mutant("r19-equip-payment-reported-for-the-unit", "GEAR-18",
           "Equip's cost is reported as paid for the unit it targets, not for the Equipment whose ability it is "
           "(GEAR-18: you pay its cost)",
           rewriting(perform=_r19_payment_for_the_target)),
    Mutant("r19-weaponmaster-payment-reported-for-the-unit", "GEAR-21",
           "Weaponmaster's payment is reported as paid for the unit played, whose keyword it is, not for the "
           "Equipment whose Equip cost it is (821.1.c: pay its Equip cost minus [A])",
           patched(("rulespec.oracle.weaponmaster.pay_to_equip", _r19_weaponmaster_paid_for_the_unit))),
]
