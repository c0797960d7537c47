"""Wrong engines for the gear rulings of the stack, text, control, equip, copy and unit-Equipment
files (GEAR-01 … GEAR-20, GEAR-27, GEAR-40, GEAR-41).

Each mutant is the oracle with one rule misread the way a hurried engine author could misread
it; its ``misreading`` says how. Helpers here build the replacements; none of them touches the
test machinery, only the engine's rules, events or views.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, ClassVar

from rulespec.adapters.oracle import OracleAdapter
from rulespec.oracle import attach as attach_rules
from rulespec.oracle import chain as chain_rules
from rulespec.oracle import cleanup as cleanup_rules
from rulespec.oracle import effects as effects_rules
from rulespec.oracle import engine as engine_rules
from rulespec.oracle import layers as layers_rules
from rulespec.oracle import replacement as replacement_rules
from rulespec.oracle import status as status_rules
from rulespec.oracle import zones
from rulespec.oracle.errors import Rejected
from rulespec.oracle.layers import Ability, abilities, active_abilities, is_unit, rules_text_active
from rulespec.oracle.targets import slots
from rulespec.oracle.txn import Txn
from tests.mutants import Mutant, PatchedOracle, patched, replacing_entry, rewriting, without_events

Doc = dict[str, Any]
Handler = Callable[[Txn, dict[str, Any]], None]


# --- views rewritten on their way out --------------------------------------------------------

def _objects(doc: Doc) -> dict[str, Doc]:
    return {o["id"]: o for o in doc["objects"]}


def _units_always_top_most(doc: Doc) -> Doc:
    for o in doc["objects"]:
        if o.get("view", {}).get("type") == "unit":
            o["view"]["top_most"] = True
    return doc


def _equipment_on_top(doc: Doc) -> Doc:
    """The card laid on top of the unit is taken for the Top-Most Card."""
    objects = _objects(doc)
    for o in doc["objects"]:
        if o.get("attached_to") and "view" in o:
            o["view"]["top_most"] = True
            host = objects.get(o["attached_to"])
            if host and "view" in host:
                host["view"]["top_most"] = False
    return doc


def _attached_mirror_host_exhaust(doc: Doc) -> Doc:
    objects = _objects(doc)
    for o in doc["objects"]:
        host = objects.get(o.get("attached_to") or "")
        if host is not None:
            o["exhausted"] = host.get("exhausted", False)
            if not o["exhausted"]:
                o.pop("exhausted")
    return doc


def _attached_lose_equipment_tag(doc: Doc) -> Doc:
    for o in doc["objects"]:
        if o.get("attached_to") and "view" in o:
            o["view"]["tags"] = [t for t in o["view"]["tags"] if t != "Equipment"]
    return doc


# --- layers ----------------------------------------------------------------------------------

def _might_without_bonus(original: Any, state: Any, obj: Any) -> int | None:
    if obj.traits.might is None:
        return None
    return obj.traits.might + (obj.counter("buff") if obj.on_board else 0)


def _might_missing_bonus_is_one(original: Any, state: Any, obj: Any) -> int | None:
    total = original(state, obj)
    if total is None or not obj.on_board:
        return total
    return total + sum(1 for a in state.attachments_of(obj.id) if a.traits.might_bonus is None)


def _might_first_attachment_only(original: Any, state: Any, obj: Any) -> int | None:
    total = original(state, obj)
    if total is None or not obj.on_board:
        return total
    return total - sum(a.traits.might_bonus or 0 for a in state.attachments_of(obj.id)[1:])


def _might_own_controller_only(original: Any, state: Any, obj: Any) -> int | None:
    total = original(state, obj)
    if total is None or not obj.on_board:
        return total
    foreign = [a for a in state.attachments_of(obj.id) if a.controller != obj.controller]
    return total - sum(a.traits.might_bonus or 0 for a in foreign)


def _abilities_not_granted(original: Any, state: Any, obj: Any) -> list[Ability]:
    return [a for a in original(state, obj) if a.origin == obj.id]


def _abilities_granted_by_own_controller_only(original: Any, state: Any, obj: Any) -> list[Ability]:
    return [a for a in original(state, obj) if a.origin == obj.id or state.get(a.origin).controller == obj.controller]


def _abilities_controlled_by_origin(original: Any, state: Any, obj: Any) -> list[Ability]:
    return [replace(a, controller=state.get(a.origin).controller) for a in original(state, obj)]


def _abilities_active_only(original: Any, state: Any, obj: Any) -> list[Ability]:
    return [a for a in original(state, obj) if a.active]


def _abilities_aura(original: Any, state: Any, obj: Any) -> list[Ability]:
    """Unattached Equipment gives its effect text to the friendly units beside it."""
    found = original(state, obj)
    if not is_unit(obj) or not obj.on_board:
        return found
    for other in state.board():
        if other.attached_to is None and other.id != obj.id and other.location == obj.location \
                and other.controller == obj.controller and other.traits.is_equipment:
            found += [Ability(a, obj.id, other.id, obj.controller, True)
                      for a in other.traits.abilities if a.box == "effect"]
    return found


def _equip_always_active(original: Any, state: Any, obj: Any) -> list[Ability]:
    return [replace(a, active=True) if a.definition.key == "equip" else a for a in original(state, obj)]


def _active_player_controls_abilities(original: Any, state: Any, obj: Any) -> list[Ability]:
    """An engine that checks only that it is the activating player's turn."""
    return [replace(a, controller=state.turn.active_player) for a in original(state, obj)]


# --- attaching -------------------------------------------------------------------------------

def _refuse_second_equipment(original: Any, txn: Txn, card_id: str, host_id: str) -> None:
    original(txn, card_id, host_id)
    if any(a.id != card_id for a in txn.state.attachments_of(host_id)):
        raise Rejected("illegal_target", "434.1", f"{host_id!r} already carries an Equipment")


def _refuse_reattach(original: Any, txn: Txn, card_id: str, host_id: str) -> None:
    original(txn, card_id, host_id)
    attached_to = txn.obj(card_id).attached_to
    if attached_to is not None and attached_to != host_id:
        raise Rejected("illegal_target", "718.5.d", f"{card_id!r} is already attached to {attached_to!r}")


def _allow_units(original: Any, txn: Txn, card_id: str, host_id: str) -> None:
    if is_unit(txn.on_board(card_id)):
        if not is_unit(txn.on_board(host_id)) or card_id == host_id:
            original(txn, card_id, host_id)
        return
    original(txn, card_id, host_id)


def _new_equipment_replaces_old(original: Any, txn: Txn, card_id: str, host_id: str,
                                chosen: list[str] | None = None) -> bool:
    for other in txn.state.attachments_of(host_id):
        if other.id != card_id:
            attach_rules.detach(txn, other.id)
    return original(txn, card_id, host_id, chosen)


def _reattach_silently(original: Any, txn: Txn, card_id: str, host_id: str,
                       chosen: list[str] | None = None) -> bool:
    """Moving an Equipment to a new host rewrites its link without a detach."""
    card = txn.obj(card_id)
    if card.attached_to is not None and card.attached_to != host_id:
        txn.update(card_id, attached_to=None)
    return original(txn, card_id, host_id, chosen)


# --- text ------------------------------------------------------------------------------------

def _always_true(original: Any, *args: Any) -> bool:
    return True


def _as_attached_only_while_active(original: Any, txn: Txn, card_id: str, *args: Any) -> None:
    if rules_text_active(txn.state, txn.obj(card_id)):
        original(txn, card_id, *args)


def _copy_outlasts_the_attachment(original: Any, txn: Txn, card_id: str, host_id: str) -> None:
    """The copy is made for good: detaching the card that made it changes nothing."""
    host = txn.state.get(host_id)
    if host is not None and host.copy is not None and host.copy.while_attached == card_id:
        txn.update(host_id, copy=replace(host.copy, while_attached=None))


def _effect_text_on_board(original: Any, obj: Any) -> bool:
    return obj.on_board


def _me_is_this(original: Any, txn: Txn, ops: Any, *, this: str, me: str, **kw: Any) -> None:
    original(txn, ops, this=this, me=this, **kw)


def _this_is_me(original: Any, txn: Txn, ops: Any, *, this: str, me: str, **kw: Any) -> None:
    original(txn, ops, this=me, me=me, **kw)


def _stack_dies_together(original: Any, txn: Txn, ops: Any, *, this: str, me: str, **kw: Any) -> None:
    original(txn, ops, this=this, me=me, **kw)
    if this != me and any(op["op"] == "kill" and op["object"] == "this" for op in ops) and txn.obj(me).on_board:
        zones.leave_board(txn, me, "trash", {"type": "kill", "responsible": kw.get("responsible")})


def _only_the_kill(original: Any, txn: Txn, ops: Any, **kw: Any) -> None:
    original(txn, tuple(op for op in ops if op["op"] == "kill") or ops, **kw)


def _dead_host_keeps_attachments(original: Any, txn: Txn, object_id: str, zone: str, event: Doc,
                                 detach_order: list[str] | None = None) -> None:
    """A unit that leaves the board keeps its cards linked to it: no detach happens."""
    attached = [a.id for a in txn.state.attachments_of(object_id)]
    original(txn, object_id, zone, event, detach_order)
    for card_id in attached:
        txn.update(card_id, attached_to=object_id)
    txn.events = [e for e in txn.events if not (e["type"] == "detach" and e.get("object") in attached)]


# --- control, statuses, damage ---------------------------------------------------------------

def _control_takes_attachments(original: Any, txn: Txn, object_id: str, to: str) -> None:
    original(txn, object_id, to)
    for card in txn.state.attachments_of(object_id):
        original(txn, card.id, to)


def _control_takes_host(original: Any, txn: Txn, object_id: str, to: str) -> None:
    original(txn, object_id, to)
    host = txn.obj(object_id).attached_to
    if host is not None:
        original(txn, host, to)


def _control_change_detaches(original: Any, txn: Txn, object_id: str, to: str) -> None:
    original(txn, object_id, to)
    for card in txn.state.attachments_of(object_id):
        if card.controller != to:
            attach_rules.detach(txn, card.id)


def _exhaust_spreads_down(original: Any, txn: Txn, object_id: str, exhausted: bool) -> None:
    original(txn, object_id, exhausted)
    for card in txn.state.attachments_of(object_id):
        original(txn, card.id, exhausted)


def _exhaust_spreads_up(original: Any, txn: Txn, object_id: str, exhausted: bool) -> None:
    original(txn, object_id, exhausted)
    host = txn.obj(object_id).attached_to
    if host is not None:
        original(txn, host, exhausted)


def _state_spreads_down(original: Any, txn: Txn, object_id: str, state: str) -> None:
    original(txn, object_id, state)
    for card in txn.state.attachments_of(object_id):
        if state not in card.states:
            txn.update(card.id, states=card.states | {state})
            txn.emit("state_gained", object=card.id, state=state)


def _damage_to_anything(original: Any, txn: Txn, amount: int, to: str, **kw: Any) -> None:
    target = txn.on_board(to, "417.1")
    if is_unit(target):
        original(txn, amount, to, **kw)
    elif amount > 0:
        txn.update(to, damage=target.damage + amount)
        txn.emit("damage", object=to, amount=amount, source=kw["source"], responsible=kw["responsible"])


def _attached_not_killable(original: Any, txn: Txn, object_id: str, **kw: Any) -> bool:
    if txn.obj(object_id).attached_to is not None:
        raise Rejected("illegal_target", "718.5", f"{object_id!r} is attached: it is part of its unit")
    return original(txn, object_id, **kw)


def _attached_untargetable(original: Any, state: Any, spec: Any, controller: str,
                           targets: tuple[str, ...]) -> str | None:
    for target_id in targets:
        target = state.get(target_id)
        if target is not None and target.attached_to is not None:
            return f"{target_id!r} is attached: it is part of its unit"
    return original(state, spec, controller, targets)


def _keyword_check_active_only(original: Any, state: Any, spec: Any, controller: str,
                               targets: tuple[str, ...]) -> str | None:
    problem = original(state, spec, controller, targets)
    for target_id, slot in zip(targets, slots(spec), strict=False):
        target = state.get(target_id)
        if problem is None and slot.keyword and target is not None and not any(
                a.active and a.definition.key == slot.keyword.split()[0].lower() for a in abilities(state, target)):
            return f"{target_id!r} has no active {slot.keyword}"
    return problem


# --- playing and Equip -------------------------------------------------------------------------

def _play_attaches(original: Any, txn: Txn, player: str, object_id: str) -> None:
    original(txn, player, object_id)
    card = txn.obj(object_id)
    if card.traits.is_equipment:
        host = next((o for o in txn.state.board() if is_unit(o) and o.controller == player), None)
        if host is not None:
            attach_rules.attach(txn, object_id, host.id)


def _play_exhausted(original: Any, txn: Txn, player: str, object_id: str) -> None:
    original(txn, player, object_id)
    txn.update(object_id, exhausted=True)


def _play_without_paying(original: Any, txn: Txn, player: str, object_id: str) -> None:
    pool = txn.state.player(player).pool if txn.state.player(player) else None
    original(txn, player, object_id)
    if pool is not None:
        txn.state = replace(txn.state, players=tuple(replace(p, pool=pool) if p.id == player else p
                                                     for p in txn.state.players))
        txn.events = [e for e in txn.events if e["type"] != "cost_paid"]


def _target_any_unit(original: Any, state: Any, spec: str | None, source: str, controller: str,
                     targets: tuple[str, ...]) -> str | None:
    if spec != "unit_you_control" or len(targets) != 1 or state.get(targets[0]) is None:
        return original(state, spec, source, controller, targets)
    pretend = state.with_object(replace(state.get(targets[0]), controller=controller))
    return original(pretend, spec, source, controller, targets)


def _target_by_owner(original: Any, state: Any, spec: str | None, source: str, controller: str,
                     targets: tuple[str, ...]) -> str | None:
    if spec != "unit_you_control" or len(targets) != 1 or state.get(targets[0]) is None:
        return original(state, spec, source, controller, targets)
    target = state.get(targets[0])
    pretend = state.with_object(replace(target, controller=target.owner))
    return original(pretend, spec, source, controller, targets)


def _no_timing(original: Any, *args: Any) -> None:
    return None


def _free(original: Any, txn: Txn, *args: Any) -> Ability:
    found = original(txn, *args)
    return replace(found, definition=replace(found.definition, cost=None))


_resolving: list[bool] = []


def _flag_resolving(original: Any, txn: Txn, *args: Any, **kwargs: Any) -> None:
    _resolving.append(True)
    try:
        original(txn, *args, **kwargs)
    finally:
        _resolving.pop()


def _targets_checked_on_activation_only(original: Any, *args: Any) -> str | None:
    return None if _resolving else original(*args)


def _attach_on_payment(original: Any, txn: Txn, player: str, object_id: str, key: str, targets: tuple[str, ...],
                       instance: int = 1) -> None:
    original(txn, player, object_id, key, targets, instance)
    if key == "equip" and targets:
        attach_rules.check_attach(txn, object_id, targets[0])
        attach_rules.attach(txn, object_id, targets[0])


def _refuse_unit_sources(original: Any, txn: Txn, player: str, object_id: str, *args: Any) -> None:
    if is_unit(txn.on_board(object_id)):
        raise Rejected("illegal_target", "434.1", f"{object_id!r} is a unit: a unit cannot be attached")
    original(txn, player, object_id, *args)


# --- copies ----------------------------------------------------------------------------------

def _copy_takes_states(original: Any, txn: Txn, object_id: str, model_id: str, *args: Any, **kwargs: Any) -> None:
    original(txn, object_id, model_id, *args, **kwargs)
    model = txn.obj(model_id)
    txn.update(object_id, states=model.states, damage=model.damage)


def _copy_is_a_new_object(original: Any, txn: Txn, object_id: str, model_id: str, *args: Any, **kwargs: Any) -> None:
    original(txn, object_id, model_id, *args, **kwargs)
    for card in txn.state.attachments_of(object_id):
        attach_rules.detach(txn, card.id)
    txn.update(object_id, states=frozenset(), damage=0, exhausted=False)


# --- cleanup ---------------------------------------------------------------------------------

def _cleanup_with(steps: dict[str, Any]) -> Any:
    def run(original: Any, txn: Txn) -> None:
        wanted = [steps.get(name, cleanup_rules.STEPS[name]) for name in txn.state.rules.cleanup_steps]
        for _ in range(64):
            before = txn.state
            for step in wanted:
                step(txn)
            if txn.state == before:
                return

    return run


def _skip(txn: Txn) -> None:
    return None


def _detach_non_equipment(txn: Txn) -> None:
    for obj in list(txn.state.board()):
        if obj.attached_to is not None and not obj.traits.is_equipment:
            attach_rules.detach(txn, obj.id)

# --- more misreadings: bonuses that add up, and bonuses of exhausted Equipment ------------------

def _largest_bonus_only(original: Any, state: Any, obj: Any) -> int | None:
    total = original(state, obj)
    bonuses = [a.traits.might_bonus or 0 for a in state.attachments_of(obj.id)] if obj.on_board else []
    if total is None or len(bonuses) < 2:
        return total
    return int(total - sum(bonuses) + max(bonuses))


def _exhausted_gives_no_bonus(original: Any, state: Any, obj: Any) -> int | None:
    total = original(state, obj)
    if total is None or not obj.on_board:
        return total
    return int(total - sum(a.traits.might_bonus or 0 for a in state.attachments_of(obj.id) if a.exhausted))


def _tokens_stay(original: Any, txn: Txn, object_id: str) -> None:
    return None  # a killed token is a card in the trash like any other


MUTANTS = [
    Mutant("unit-always-top-most", "GEAR-01",
           "every unit is reported as the Top-Most Card, carrying something or not (717 read as 'units are on top')",
           rewriting(snapshot=_units_always_top_most)),
    Mutant("equipment-is-the-top-most-card", "GEAR-01",
           "the card laid on top of the pile is taken for the Top-Most Card: the Equipment, not the unit",
           rewriting(snapshot=_equipment_on_top)),
    Mutant("might-bonus-ignored", "GEAR-02",
           "attached Equipment's Might Bonus is not added to the unit (the bonus read as the gear's own stat)",
           patched(("rulespec.oracle.layers.might", _might_without_bonus))),
    Mutant("missing-might-bonus-counts-one", "GEAR-02",
           "an Equipment without a printed Might Bonus adds 1 Might (a default of +1 for 'equipped')",
           patched(("rulespec.oracle.layers.might", _might_missing_bonus_is_one))),
    Mutant("effect-text-not-granted", "GEAR-02",
           "the effect text stays on the Equipment instead of joining the unit's rules text (136.2.c missed)",
           patched(("rulespec.oracle.layers.abilities", _abilities_not_granted))),
    Mutant("second-equipment-refused", "GEAR-03",
           "a unit has one Equipment slot: attaching a second one is refused",
           patched(("rulespec.oracle.attach.check_attach", _refuse_second_equipment))),
    Mutant("new-equipment-replaces-the-old", "GEAR-03",
           "a unit has one Equipment slot: the new one pushes the old one off",
           patched(("rulespec.oracle.attach.attach", _new_equipment_replaces_old))),
    Mutant("only-first-equipment-bonus-counts", "GEAR-03",
           "only the first attached Equipment's Might Bonus is added",
           patched(("rulespec.oracle.layers.might", _might_first_attachment_only))),
    Mutant("attached-equipment-cannot-be-reattached", "GEAR-04",
           "'attached to one card at a time' read as 'an attached Equipment cannot be attached elsewhere'",
           patched(("rulespec.oracle.attach.check_attach", _refuse_reattach))),
    Mutant("moved-equipment-never-detached", "GEAR-04",
           "moving an Equipment to a new unit rewrites its link: no detach from the first unit happens",
           patched(("rulespec.oracle.attach.attach", _reattach_silently))),
    Mutant("no-attach-event", "GEAR-04", "the engine attaches but never reports an attach event",
           rewriting(perform=without_events("attach"))),
    Mutant("attached-rules-text-stays-active", "GEAR-05",
           "an attached Equipment's printed rules text stays active (718.2 missed)",
           patched(("rulespec.oracle.layers.rules_text_active", _always_true))),
    Mutant("as-attached-text-inactive-too", "GEAR-05",
           "the 725 exceptions missed: 'As this is attached' text is inactive like the rest once the card is attached",
           patched(("rulespec.oracle.pipeline.as_attached", _as_attached_only_while_active))),
    Mutant("attached-copy-outlasts-the-attachment", "GEAR-05",
           "a copy made 'for as long as this is attached' is kept after the card is detached",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _copy_outlasts_the_attachment))),
    Mutant("unattached-effect-text-active", "GEAR-06",
           "effect text is active whenever the card is on the board, attached or not",
           patched(("rulespec.oracle.layers.effect_text_active", _effect_text_on_board))),
    Mutant("unattached-equipment-gives-an-aura", "GEAR-06",
           "an unattached Equipment's effect text applies to the friendly units beside it",
           patched(("rulespec.oracle.layers.abilities", _abilities_aura))),
    Mutant("dead-unit-keeps-its-equipment", "GEAR-06",
           "a unit's death leaves its Equipment attached to it (the snapshot links a board card to a trashed one)",
           patched(("rulespec.oracle.zones.leave_board", _dead_host_keeps_attachments))),
    Mutant("inactive-text-dropped", "GEAR-08",
           "inactive text is removed from the card instead of being kept, inactive (135.4.a missed)",
           patched(("rulespec.oracle.layers.abilities", _abilities_active_only))),
    Mutant("keyword-checks-see-active-text-only", "GEAR-08",
           "an effect that checks for a keyword sees only active text: an attached Equipment 'has no Equip'",
           patched(("rulespec.oracle.chain.targets_problem", _keyword_check_active_only))),
    Mutant("me-means-the-equipment", "GEAR-09",
           "in granted text, 'me' is read as the card that printed it, not the unit that has it",
           patched(("rulespec.oracle.pipeline.run_effect", _me_is_this),
                   ("rulespec.oracle.chain.run_effect", _me_is_this))),
    Mutant("this-means-the-unit", "GEAR-09",
           "in granted text, the Equipment's own name is read as the unit that has the text",
           patched(("rulespec.oracle.pipeline.run_effect", _this_is_me),
                   ("rulespec.oracle.chain.run_effect", _this_is_me))),
    Mutant("stack-dies-together", "GEAR-10",
           "killing Guardian Angel 'instead' still sends the unit, stacked with it, to the trash",
           patched(("rulespec.oracle.pipeline.run_effect", _stack_dies_together))),
    Mutant("guardian-angel-only-kills-itself", "GEAR-10",
           "the replacement kills Guardian Angel and stops: no heal, exhaust or recall of the unit",
           patched(("rulespec.oracle.pipeline.run_effect", _only_the_kill))),
    Mutant("control-of-unit-takes-its-equipment", "GEAR-11",
           "taking control of a unit takes control of everything attached to it",
           patched(("rulespec.oracle.control.change_control", _control_takes_attachments))),
    Mutant("control-of-equipment-takes-its-unit", "GEAR-11",
           "taking control of an attached Equipment takes the unit it is attached to",
           patched(("rulespec.oracle.control.change_control", _control_takes_host))),
    Mutant("control-change-detaches", "GEAR-11",
           "a unit that changes hands drops the Equipment its new controller does not control",
           patched(("rulespec.oracle.control.change_control", _control_change_detaches))),
    Mutant("bonus-only-under-one-controller", "GEAR-12",
           "an Equipment applies only while the same player controls it and its unit",
           patched(("rulespec.oracle.layers.might", _might_own_controller_only),
                   ("rulespec.oracle.layers.abilities", _abilities_granted_by_own_controller_only))),
    Mutant("granted-ability-controlled-by-its-origin", "GEAR-13",
           "a granted ability is controlled by whoever controls the card that granted it",
           patched(("rulespec.oracle.layers.abilities", _abilities_controlled_by_origin),
                   ("rulespec.oracle.chain.abilities", _abilities_controlled_by_origin))),
    Mutant("granted-ability-activated-by-its-origin", "GEAR-13",
           "the view reports the unit's controller, but activation checks the controller of the card that granted it",
           patched(("rulespec.oracle.chain.abilities", _abilities_controlled_by_origin))),
    Mutant("exhaust-spreads-to-equipment", "GEAR-14",
           "readying or exhausting a unit readies or exhausts the Equipment stacked on it",
           patched(("rulespec.oracle.status.set_exhausted", _exhaust_spreads_down))),
    Mutant("exhaust-spreads-to-unit", "GEAR-14",
           "readying or exhausting an attached Equipment readies or exhausts its unit",
           patched(("rulespec.oracle.status.set_exhausted", _exhaust_spreads_up))),
    Mutant("states-spread-to-equipment", "GEAR-15",
           "a stunned or empowered unit's Equipment gets the same state",
           patched(("rulespec.oracle.status.gain_state", _state_spreads_down))),
    Mutant("damage-to-gear-accepted", "GEAR-16",
           "an attached Equipment is treated as part of the unit's body: damage can be marked on it",
           patched(("rulespec.oracle.damage.deal_damage", _damage_to_anything))),
    Mutant("attached-equipment-untargetable", "GEAR-16",
           "an attached Equipment is part of its unit: a spell cannot target it on its own",
           patched(("rulespec.oracle.chain.targets_problem", _attached_untargetable))),
    Mutant("attached-equipment-shares-host-exhaust", "GEAR-16",
           "an attached Equipment reports its unit's ready state instead of its own",
           rewriting(snapshot=_attached_mirror_host_exhaust)),
    Mutant("attached-equipment-not-killable", "GEAR-16",
           "an attached Equipment is part of its unit: an effect cannot kill it on its own",
           patched(("rulespec.oracle.zones.kill", _attached_not_killable))),
    Mutant("attached-equipment-loses-its-tag", "GEAR-16",
           "an attached Equipment is shown as part of the unit, without its own Equipment tag",
           rewriting(snapshot=_attached_lose_equipment_tag)),
    Mutant("playing-equipment-attaches-it", "GEAR-17",
           "an Equipment played from hand attaches to a unit of its controller",
           patched(("rulespec.oracle.zones.play", _play_attaches))),
    Mutant("gear-enters-exhausted", "GEAR-17",
           "played gear enters exhausted, like a unit (149.1 missed)",
           patched(("rulespec.oracle.zones.play", _play_exhausted))),
    Mutant("playing-gear-is-free", "GEAR-17",
           "a gear played from hand is put onto the board without paying its cost",
           patched(("rulespec.oracle.zones.play", _play_without_paying))),
    Mutant("no-card-played-event", "GEAR-17", "the engine plays the card but reports no card_played event",
           rewriting(perform=without_events("card_played"))),
    Mutant("equip-targets-any-unit", "GEAR-18",
           "Equip may target any unit on the board, an opponent's included",
           patched(("rulespec.oracle.chain._target_problem", _target_any_unit))),
    Mutant("equip-targets-by-owner", "GEAR-18",
           "Equip's 'a unit you control' checked against the owner, not the controller",
           patched(("rulespec.oracle.chain._target_problem", _target_by_owner))),
    Mutant("equip-ignores-timing", "GEAR-18",
           "Equip can be activated at any time, like a Reaction",
           patched(("rulespec.oracle.chain.check_main_timing", _no_timing))),
    Mutant("equip-is-free", "GEAR-18",
           "activating Equip pays nothing (the cost read as reminder text)",
           patched(("rulespec.oracle.chain._find", _free))),
    Mutant("active-player-activates-any-equip", "GEAR-18",
           "the engine checks only that it is the activating player's turn, not who controls the ability",
           patched(("rulespec.oracle.chain.abilities", _active_player_controls_abilities))),
    Mutant("no-ability-put-on-chain-event", "GEAR-18",
           "the engine puts Equip on the chain but reports no ability_put_on_chain event",
           rewriting(perform=without_events("ability_put_on_chain"))),
    Mutant("no-cost-paid-event", "GEAR-18", "the engine pays the Equip cost but reports no cost_paid event",
           rewriting(perform=without_events("cost_paid"))),
    Mutant("equip-attaches-as-its-cost-is-paid", "GEAR-19",
           "paying the Equip cost attaches at once (818.1.b read literally, the chain skipped)",
           patched(("rulespec.oracle.chain.activate", _attach_on_payment))),
    Mutant("equip-targets-not-rechecked-on-resolution", "GEAR-19",
           "the target is checked when Equip is activated, not again when it resolves (359.3.e missed)",
           patched(("rulespec.oracle.chain.resolve", _flag_resolving),
                   ("rulespec.oracle.chain._target_problem", _targets_checked_on_activation_only))),
    Mutant("attached-equip-stays-active", "GEAR-20",
           "Equip is a keyword, not rules text: it stays active on an attached Equipment",
           patched(("rulespec.oracle.chain.abilities", _equip_always_active))),
    Mutant("copy-takes-the-model-states", "GEAR-27",
           "becoming a copy takes the model's states and damage along with its traits",
           patched(("rulespec.oracle.copies.become_copy", _copy_takes_states))),
    Mutant("copy-is-a-new-object", "GEAR-27",
           "a unit that becomes a copy is treated as a new object: it loses its states, damage and attachments",
           patched(("rulespec.oracle.copies.become_copy", _copy_is_a_new_object))),
    Mutant("no-copy-began-event", "GEAR-27", "the engine makes the copy but reports no copy_began event",
           rewriting(perform=without_events("copy_began"))),
    Mutant("unit-equipment-stays-attached", "GEAR-40",
           "an attached Equipment that becomes a unit stays attached (nothing checks it after the attach)",
           patched(("rulespec.oracle.engine.cleanup", _cleanup_with({"attached_units": _skip})))),
    Mutant("detaches-what-is-no-longer-equipment", "GEAR-40",
           "the engine detaches an attached card that loses the Equipment tag, not one that becomes a unit",
           patched(("rulespec.oracle.engine.cleanup", _cleanup_with({"attached_units": _detach_non_equipment})))),
    Mutant("units-can-be-attached", "GEAR-40",
           "any permanent can be attached to a unit, a unit included",
           patched(("rulespec.oracle.attach.check_attach", _allow_units))),
    Mutant("unit-equipment-equip-refused", "GEAR-41",
           "a unit-Equipment's Equip is refused at activation, since a unit cannot be attached",
           patched(("rulespec.oracle.chain.activate", _refuse_unit_sources))),
    Mutant("unit-equipment-attaches-then-falls-off", "GEAR-41",
           "a unit-Equipment is attached by its Equip, and only the next cleanup takes it off",
           patched(("rulespec.oracle.attach.check_attach", _allow_units))),
    Mutant("only-largest-bonus-counts", "GEAR-03",
           "Might Bonuses do not add up: the unit gets the largest of its Equipment's bonuses",
           patched(("rulespec.oracle.layers.might", _largest_bonus_only))),
    Mutant("exhausted-equipment-gives-no-bonus", "GEAR-12",
           "an exhausted Equipment is switched off: its Might Bonus stops applying until it is readied",
           patched(("rulespec.oracle.layers.might", _exhausted_gives_no_bonus))),
    Mutant("killed-token-stays-in-trash", "GEAR-28",
           "a token that leaves the board goes to the trash and stays there, as a card does (186.1)",
           patched(("rulespec.oracle.zones.cease_to_exist", _tokens_stay))),
]


# --- round 2: what a copy takes, what is reported of it, and views left stale (477.1.b, 717, 434) ----------


def _copy_takes_the_attachment(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                               while_attached: str | None = None) -> None:
    """A copy of an attached card is put where the model is: onto the model's host."""
    original(txn, object_id, model_id, while_attached)
    host = txn.obj(model_id).attached_to
    if host is not None and txn.obj(object_id).attached_to is None:
        attach_rules.attach(txn, object_id, host)


def _copy_began_the_wrong_way(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """The copy_began event is written from the model's side: ``object`` the model, ``of`` the copy."""
    for event in result.get("events", []) if result.get("accepted") else []:
        if event.get("type") == "copy_began":
            event["object"], event["of"] = event["of"], event["object"]
    return result


class _StickyView(OracleAdapter):
    """A view kept from one snapshot to the next where the engine forgets to refresh it."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: dict[str, dict[str, Any]] = {}

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        self.snapshot()  # what the engine showed before the action, as it would have it stored
        return super().perform(action)

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        for o in doc["objects"]:
            view = o.get("view")
            if isinstance(view, dict):
                self.keep(o["id"], view)
        return doc

    def keep(self, object_id: str, view: dict[str, Any]) -> None:
        raise NotImplementedError


class _TopMostSticks(_StickyView):
    """The Top-Most flag is set when something is attached and never cleared when it comes off."""

    def keep(self, object_id: str, view: dict[str, Any]) -> None:
        if self.seen.get(object_id, {}).get("top_most") and view.get("top_most") is False:
            view["top_most"] = True
        self.seen[object_id] = dict(view)


class _MightNotLoweredOnDetach(_StickyView):
    """The Might is raised by an attach and not lowered by the detach: kept while the unit carries less."""

    def keep(self, object_id: str, view: dict[str, Any]) -> None:
        before = self.seen.get(object_id)
        if before is not None and isinstance(view.get("might"), int) and isinstance(before.get("might"), int) \
                and len(view.get("attachments", [])) < len(before.get("attachments", [])):
            view["might"] = max(view["might"], before["might"])
        self.seen[object_id] = dict(view)


MUTANTS += [
    Mutant("copy-takes-the-attachment", "BUFF-08",
           "a copy of an attached Equipment is put onto the model's host as well (the attachment read as part of "
           "what is copied; 477.1.b: traits only)", patched(("rulespec.oracle.copies.become_copy",
                                                              _copy_takes_the_attachment))),
    Mutant("copy-began-reported-from-the-model", "GEAR-27",
           "the copy_began event names the model as its object and the unit that became a copy as of",
           rewriting(perform=_copy_began_the_wrong_way)),
    Mutant("copy-ended-not-reported", "GEAR-28",
           "the copy that lasts while the Spectacles are attached ends silently when they come off",
           rewriting(perform=without_events("copy_ended"))),
    Mutant("text-copied-not-reported", "GEAR-25",
           "Svellsongur's copy of the unit's text is made but not reported (no text_copied event)",
           rewriting(perform=without_events("text_copied"))),
    Mutant("top-most-flag-sticks", "GEAR-01",
           "the unit is marked the Top-Most Card when something is attached, and the mark is not taken off when "
           "its last attachment comes off", lambda: _TopMostSticks()),
    Mutant("might-not-lowered-on-detach", "GEAR-35",
           "the Might Bonus is added to the unit's Might as the Equipment is attached, and not taken off as it "
           "is detached", lambda: _MightNotLoweredOnDetach()),
]


# --- round 2, more: what a copy copies, and how long it lasts (477.1.b) -----------------------------------


def _copies_the_printed_card(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                             while_attached: str | None = None) -> None:
    """A copy of a copy takes the model's printed card, not what the model is a copy of."""
    model = txn.obj(model_id)
    saved = model.copy
    txn.update(model_id, copy=None)
    try:
        original(txn, object_id, model_id, while_attached)
    finally:
        txn.update(model_id, copy=saved)


MUTANTS += [
    Mutant("copy-of-a-copy-takes-the-printed-card", "BUFF-08",
           "a copy takes its model's printed card, even when the model is itself a copy (477.1.b.1.b: the traits "
           "as the copy effects make them)", patched(("rulespec.oracle.copies.become_copy", _copies_the_printed_card))),
]


# --- round 3: the rulings with the fewest wrong engines (GEAR-08 … GEAR-20) ------------------------------


def _unattached_effect_text_absent(original: Callable[..., str | None], state: Any, spec: Any, controller: str,
                                   targets: tuple[str, ...]) -> str | None:
    """A keyword check that does not see the effect text of an unattached Equipment: that text is
    taken to join the card only as it is attached (136.2.b read as 'absent', not 'inactive')."""
    problem = original(state, spec, controller, targets)
    for target_id, slot in zip(targets, slots(spec), strict=False):
        target = state.get(target_id)
        if problem is None and slot.keyword and target is not None and not any(
                a.definition.key == slot.keyword.split()[0].lower() and not (a.definition.box == "effect"
                                                                            and not a.active)
                for a in abilities(state, target)):
            return f"{target_id!r} has no {slot.keyword} in its text"
    return problem


def _this_is_the_first_attached(original: Callable[..., None], txn: Txn, ops: Any, *, this: str, me: str,
                                **kw: Any) -> None:
    """A name in granted text is found among the unit's attachments, and the first one is taken."""
    card = txn.state.get(this)
    if this != me and card is not None and card.attached_to == me:
        this = txn.state.attachments_of(me)[0].id
    original(txn, ops, this=this, me=me, **kw)


def _angel_kills_itself_last(original: Callable[..., None], txn: Txn, ops: Any, **kw: Any) -> None:
    """The replacement's actions are done unit first (heal, exhaust, recall), and the kill of the
    Equipment that replaced the death last."""
    ops = tuple(ops)
    if any(op["op"] == "kill" and op.get("object") == "this" for op in ops) and any(op["op"] == "recall" for op in ops):
        ops = tuple(op for op in ops if op["op"] != "kill") + tuple(op for op in ops if op["op"] == "kill")
    original(txn, ops, **kw)


def _foreign_equipment_text_inactive(original: Callable[..., list[Ability]], state: Any, obj: Any) -> list[Ability]:
    """The text an Equipment gives a unit another player controls is listed but switched off."""
    found = original(state, obj)
    return [replace(a, active=False) if a.origin != a.holder and a.granted_by is None and state.get(a.origin)
            is not None and state.get(a.origin).controller != obj.controller else a for a in found]


def _granted_ability_controlled_by_either(original: Callable[..., list[Ability]], state: Any,
                                          obj: Any) -> list[Ability]:
    """Activation accepts the controller of the unit or of the Equipment: a player activating the
    ability an Equipment of theirs gave is taken to control it."""
    player = _activating[-1] if _activating else None
    return [replace(a, controller=player) if player is not None and a.origin != a.holder and a.granted_by is None
            and state.get(a.origin) is not None and state.get(a.origin).controller == player else a
            for a in original(state, obj)]


_activating: list[str] = []


def _remember_player(original: Callable[..., None], txn: Txn, player: str, *args: Any) -> None:
    _activating.append(player)
    try:
        original(txn, player, *args)
    finally:
        _activating.pop()


def _standard_move_exhausts_the_stack(original: Callable[..., None], txn: Txn, player: str, objects: list[str],
                                      to: str) -> None:
    """The exhaust a standard move costs is paid by the whole pile: the unit and its Equipment."""
    original(txn, player, objects, to)
    for object_id in objects:
        for card in txn.state.attachments_of(object_id):
            status_rules.set_exhausted(txn, card.id, True)


def _attach_takes_host_states(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                              chosen: list[str] | None = None) -> bool:
    """An Equipment attached to a stunned or empowered unit takes on the unit's states."""
    done = original(txn, card_id, host_id, chosen)
    host, card = txn.obj(host_id), txn.obj(card_id)
    if done:
        for state in sorted(host.states - card.states):
            txn.update(card_id, states=txn.obj(card_id).states | {state})
            txn.emit("state_gained", object=card_id, state=state)
    return done


def _equip_onto_own_host_allowed(original: Callable[..., Ability], txn: Txn, object_id: str, key: str,
                                 instance: int = 1) -> Ability:
    """The inactive Equip is let through when it targets the unit the card is already on, since that
    changes nothing (the engine checks inactivity only where the Equip would move the card)."""
    targets = _activation_targets[-1] if _activation_targets else ()
    card = txn.obj(object_id)
    if key == "equip" and card.attached_to is not None and targets == (card.attached_to,):
        found = [a for a in abilities(txn.state, card) if a.definition.key == key and a.definition.kind == "activated"]
        if 1 <= instance <= len(found):
            return replace(found[instance - 1], active=True)
    return original(txn, object_id, key, instance)


_activation_targets: list[tuple[str, ...]] = []


def _remember_targets(original: Callable[..., None], txn: Txn, player: str, object_id: str, key: str,
                      targets: tuple[str, ...], instance: int = 1) -> None:
    _activation_targets.append(tuple(targets))
    try:
        original(txn, player, object_id, key, targets, instance)
    finally:
        _activation_targets.pop()


def _states_shown_on_attachments(doc: Doc) -> Doc:
    """The snapshot shows an attached card with its unit's states (the stack drawn as one card)."""
    objects = _objects(doc)
    for o in doc["objects"]:
        host = objects.get(o.get("attached_to") or "")
        if host is not None and host.get("states"):
            o["states"] = sorted(set(o.get("states", [])) | set(host["states"]))
    return doc


MUTANTS += [
    Mutant("unattached-effect-text-absent-for-checks", "GEAR-08",
           "an unattached Equipment's effect text is taken to be absent, not inactive: a check for its keyword "
           "does not find it (136.2.b, 135.4.a: inactive text is still there)",
           patched(("rulespec.oracle.chain.targets_problem", _unattached_effect_text_absent))),
    Mutant("this-means-the-first-attached-card", "GEAR-09",
           "the Equipment's name in granted text is looked up among the unit's attachments, and the first one "
           "found is taken, whichever card printed the text (053: the name means that card)",
           patched(("rulespec.oracle.pipeline.run_effect", _this_is_the_first_attached),
                   ("rulespec.oracle.chain.run_effect", _this_is_the_first_attached))),
    Mutant("guardian-angel-kills-itself-last", "GEAR-10",
           "the unit is healed, exhausted and recalled first, and Guardian Angel is killed after (the card: kill "
           "Guardian Angel instead, then heal, exhaust and recall)",
           patched(("rulespec.oracle.pipeline.run_effect", _angel_kills_itself_last))),
    Mutant("foreign-equipment-text-inactive", "GEAR-12",
           "the text an Equipment gives a unit of another player is shown on the unit but inactive: it cannot "
           "be used (718.5.g: it keeps applying whoever controls each card)",
           patched(("rulespec.oracle.layers.abilities", _foreign_equipment_text_inactive),
                   ("rulespec.oracle.chain.abilities", _foreign_equipment_text_inactive))),
    Mutant("granted-ability-activated-by-either-controller", "GEAR-13",
           "the ability an Equipment gives a unit may be activated by the unit's controller or by the "
           "Equipment's (136.2.c, 191.4.a: only the unit's)",
           patched(("rulespec.oracle.chain.activate", _remember_player),
                   ("rulespec.oracle.chain.abilities", _granted_ability_controlled_by_either))),
    Mutant("standard-move-exhausts-the-stack", "GEAR-14",
           "the exhaust a standard move costs is paid by the unit's whole stack: its Equipment is exhausted too "
           "(719.4: each is exhausted separately)",
           patched(("rulespec.oracle.standard_move.standard_move", _standard_move_exhausts_the_stack))),
    Mutant("attach-takes-the-unit-states", "GEAR-15",
           "an Equipment attached to a stunned or empowered unit takes on those states as it joins the stack "
           "(719.4.a: no status but location passes)",
           patched(("rulespec.oracle.attach.attach", _attach_takes_host_states))),
    Mutant("unit-states-shown-on-its-equipment", "GEAR-15",
           "the snapshot draws the stack as one card: an attached Equipment is shown with its unit's states",
           rewriting(snapshot=_states_shown_on_attachments)),
    Mutant("inactive-equip-usable-onto-its-own-unit", "GEAR-20",
           "an attached Equipment's inactive Equip is let through when it targets the unit the card is on, since "
           "that moves nothing (721.2: inactive text cannot be activated at all)",
           patched(("rulespec.oracle.chain.activate", _remember_targets),
                   ("rulespec.oracle.chain._find", _equip_onto_own_host_allowed))),
]


# --- round 3, more: the stack's text, names, exhausted Equipment, the Awaken Phase ---------------------------


def _keyword_check_sees_the_stack(original: Callable[..., str | None], state: Any, spec: Any, controller: str,
                                  targets: tuple[str, ...]) -> str | None:
    """A keyword check reads the unit's whole stack: the printed text of the cards attached to it counts
    as the unit's (the inactive text read as present on the unit, not on its own card)."""
    problem = original(state, spec, controller, targets)
    if problem is None or len(targets) != 1:
        return problem
    (slot,) = slots(spec) or (None,)
    target = state.get(targets[0])
    if slot is None or not slot.keyword or target is None or not is_unit(target):
        return problem
    stack = [a for card in state.attachments_of(target.id) for a in abilities(state, card)]
    if any(a.definition.key == slot.keyword.split()[0].lower() for a in stack):
        pretend = [s if s.keyword is None else replace(s, keyword=None) for s in slots(spec)]
        return original(state, pretend, controller, targets)
    return problem


def _name_found_by_name(original: Callable[..., None], txn: Txn, ops: Any, *, this: str, me: str,
                        **kw: Any) -> None:
    """The card's name in its text is looked up on the board by name: the first object with that name."""
    card = txn.state.get(this)
    if this != me and card is not None:
        named = next((o.id for o in txn.state.board() if o.traits.name == card.traits.name), this)
        this = named
    original(txn, ops, this=this, me=me, **kw)


def _exhausted_equipment_text_off(original: Callable[..., list[Ability]], state: Any, obj: Any) -> list[Ability]:
    """An exhausted Equipment is switched off: the text it gives its unit is inactive until it is readied."""
    return [replace(a, active=False) if a.origin != a.holder and a.granted_by is None and state.get(a.origin)
            is not None and state.get(a.origin).exhausted else a for a in original(state, obj)]


def _awaken_readies_the_stack(original: Callable[[Txn], None], txn: Txn) -> None:
    """The Awaken Phase readies the turn player's units with everything stacked on them."""
    original(txn)
    player = txn.state.turn.active_player
    for unit in [o for o in txn.state.board() if is_unit(o) and o.controller == player]:
        for card in txn.state.attachments_of(unit.id):
            if card.exhausted:
                status_rules.set_exhausted(txn, card.id, False)


def _granted_cost_paid_by_equipment(original: Callable[..., None], txn: Txn, player: str, object_id: str, key: str,
                                    targets: tuple[str, ...], instance: int = 1) -> None:
    """The cost of an ability an Equipment gives is paid from the pool of the Equipment's controller."""
    try:
        found = chain_rules._find(txn, object_id, key, instance)
    except Rejected:
        found = None
    origin = txn.state.get(found.origin) if found is not None else None
    payer = origin.controller if origin is not None and found is not None and found.origin != found.holder else player
    if payer == player:
        original(txn, player, object_id, key, targets, instance)
        return

    def swapped() -> None:
        pools = {p.id: p.pool for p in txn.state.players}
        pools[player], pools[payer] = pools[payer], pools[player]
        txn.state = replace(txn.state, players=tuple(replace(p, pool=pools[p.id]) for p in txn.state.players))

    swapped()
    try:
        original(txn, player, object_id, key, targets, instance)
    finally:
        swapped()


def _granted_shown_under_equipment_controller(doc: Doc) -> Doc:
    """The snapshot lists the ability an Equipment gives under the Equipment's controller."""
    objects = _objects(doc)
    for o in doc["objects"]:
        for ability in (o.get("view") or {}).get("abilities", []):
            origin = objects.get(ability.get("from") or "")
            if origin is not None and origin["id"] != o["id"] and origin.get("attached_to") == o["id"]:
                ability["controller"] = origin.get("controller", origin["owner"])
    return doc


def _recall_reported_as_move(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """The saved unit's recall is reported as a move to its base."""
    if result.get("accepted") and any(e.get("type") == "replacement_applied" for e in result["events"]):
        for event in result["events"]:
            if event.get("type") == "recall":
                event["type"] = "move"
                for field in ("cause", "responsible"):  # what a recall has and a move does not
                    event.pop(field, None)
    return result


MUTANTS += [
    Mutant("keyword-check-sees-the-stack", "GEAR-08",
           "a check for a keyword reads the unit's whole stack: the inactive Equip of its Equipment counts as the "
           "unit's (135.4.a: the inactive text is present on its own card)",
           patched(("rulespec.oracle.chain.targets_problem", _keyword_check_sees_the_stack))),
    Mutant("name-in-text-found-by-name", "GEAR-09",
           "the Equipment's name in its text is looked up on the board by name, and the first object of that name "
           "is taken, the unit itself if it bears the same name (136.2.d: the name means the attached card)",
           patched(("rulespec.oracle.pipeline.run_effect", _name_found_by_name),
                   ("rulespec.oracle.chain.run_effect", _name_found_by_name))),
    Mutant("saved-unit-recall-reported-as-move", "GEAR-10",
           "Guardian Angel's recall of the unit is reported as a move to its base (455: a recall is not a move)",
           rewriting(perform=_recall_reported_as_move)),
    Mutant("exhausted-equipment-text-off", "GEAR-12",
           "an exhausted Equipment is switched off: its Might Bonus applies, but the text it gives its unit is "
           "inactive until it is readied (718.5.g: it applies while the Equipment stays attached)",
           patched(("rulespec.oracle.layers.abilities", _exhausted_equipment_text_off),
                   ("rulespec.oracle.chain.abilities", _exhausted_equipment_text_off))),
    Mutant("granted-ability-paid-by-equipment-controller", "GEAR-13",
           "the unit's controller activates the ability an Equipment gives it, but its cost is paid from the pool "
           "of the Equipment's controller",
           patched(("rulespec.oracle.chain.activate", _granted_cost_paid_by_equipment))),
    Mutant("granted-ability-shown-under-equipment-controller", "GEAR-13",
           "the snapshot lists the ability an Equipment gives a unit under the Equipment's controller",
           rewriting(snapshot=_granted_shown_under_equipment_controller)),
    Mutant("awaken-readies-the-stack", "GEAR-14",
           "the Awaken Phase readies the turn player's units and everything attached to them, another player's "
           "Equipment too (315.1: what the turn player controls; 719.4: readied separately)",
           patched(("rulespec.oracle.turns._awaken", _awaken_readies_the_stack))),
]


def _same_host_reattach_readies(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                                chosen: list[str] | None = None) -> bool:
    """Attaching a card to the unit it is on readies it, as a fresh attach would be taken to."""
    if txn.obj(card_id).attached_to == host_id and txn.obj(card_id).exhausted:
        status_rules.set_exhausted(txn, card_id, False)
    return original(txn, card_id, host_id, chosen)


def _inactive_checked_on_resolution(original: Callable[..., None], txn: Txn, chosen: list[str] | None = None,
                                    mode: int | None = None) -> None:
    """The Equip of an attached card is let onto the chain, and does nothing when it resolves."""
    item = txn.state.chain[-1] if txn.state.chain else None
    source = txn.state.get(item.source) if item is not None else None
    if item is not None and item.ability == "equip" and source is not None and source.attached_to is not None:
        txn.state = replace(txn.state, chain=txn.state.chain[:-1])
        txn.emit("ability_fizzled", object=item.source, ability=item.ability, item=item.id)
        return
    original(txn, chosen, mode)


MUTANTS += [
    Mutant("same-host-reattach-readies", "GEAR-24",
           "attaching an exhausted Equipment again to the unit it is on readies it (434.1.g: it does nothing)",
           patched(("rulespec.oracle.attach.attach", _same_host_reattach_readies))),
    Mutant("inactive-equip-checked-on-resolution", "GEAR-20",
           "the Equip of an attached Equipment is activated and paid, and found inactive only when it resolves, "
           "doing nothing (721.2: inactive text cannot be activated)",
           patched(("rulespec.oracle.chain.abilities", _equip_always_active),
                   ("rulespec.oracle.chain.resolve", _inactive_checked_on_resolution))),
]


def _state_reported_for_the_stack(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """A state the unit gains is reported for each card of its stack too, though only the unit has it."""
    if not result.get("accepted"):
        return result
    attached: dict[str, list[str]] = {}
    for o in adapter.snapshot()["objects"]:
        if o.get("attached_to"):
            attached.setdefault(o["attached_to"], []).append(o["id"])
    events: list[dict[str, Any]] = []
    for event in result["events"]:
        events.append(event)
        if event.get("type") == "state_gained":
            events += [{**event, "object": card} for card in attached.get(event.get("object", ""), [])]
    result["events"] = events
    return result


def _inactive_text_hidden(doc: Doc) -> Doc:
    """The snapshot leaves out the inactive printed text of an attached card, as if it were not there."""
    for o in doc["objects"]:
        view = o.get("view") or {}
        if o.get("attached_to") and "abilities" in view:
            view["abilities"] = [a for a in view["abilities"] if a.get("active", True) or a.get("from") != o["id"]]
    return doc


MUTANTS += [
    Mutant("state-reported-for-the-stack", "GEAR-15",
           "stunning or empowering a unit is reported for each card of its stack, a state_gained event for its "
           "Equipment too, though the Equipment does not get the state (719.4.a)",
           rewriting(perform=_state_reported_for_the_stack)),
    Mutant("inactive-text-hidden-from-the-view", "GEAR-08",
           "the engine keeps the attached card's inactive text but leaves it out of what it reports: the card is "
           "shown without its Equip (135.4.a: inactive text is still present)",
           rewriting(snapshot=_inactive_text_hidden)),
]


def _i_is_the_card_too(original: Callable[..., Ability | None], state: Any, event: Any) -> Ability | None:
    """'If I would die' in granted text is matched against the card that printed it as well as the unit:
    the Equipment's own death is replaced too."""
    found = original(state, event)
    obj = state.get(event.object)
    if found is not None or obj is None or obj.attached_to is None or state.get(obj.attached_to) is None:
        return found
    for ability in active_abilities(state, state.get(obj.attached_to), "replacement"):
        spec = ability.definition.replaces or {}
        if ability.definition.instead and ability.origin == obj.id and spec.get("event") == event.replaced_as \
                and replacement_rules.key(ability) not in event.applied:
            return ability
    return None


MUTANTS += [
    Mutant("i-means-the-equipment-too", "GEAR-09",
           "'If I would die' in Guardian Angel's granted text is read as the Angel's death as well as the unit's: "
           "killing the Angel heals, exhausts and recalls the unit (136.2.d: 'I' is the unit)",
           patched(("rulespec.oracle.replacement.instead", _i_is_the_card_too))),
]


def _only_equip_checked_inactive(original: Callable[..., str | None], state: Any, spec: Any, controller: str,
                                 targets: tuple[str, ...]) -> str | None:
    """818.5.a read literally: whether a gear has Equip can be checked when it is inactive; any other
    inactive keyword is not found."""
    problem = original(state, spec, controller, targets)
    for target_id, slot in zip(targets, slots(spec), strict=False):
        target = state.get(target_id)
        keyword = slot.keyword.split()[0].lower() if slot.keyword else None
        if problem is None and keyword and keyword != "equip" and target is not None and not any(
                a.active and a.definition.key == keyword for a in abilities(state, target)):
            return f"{target_id!r} has no active {slot.keyword}"
    return problem


MUTANTS += [
    Mutant("only-equip-checked-when-inactive", "GEAR-08",
           "818.5.a read as the only exception: an inactive Equip can still be checked for, but no other inactive "
           "keyword is found (135.4.a: any inactive text is still present)",
           patched(("rulespec.oracle.chain.targets_problem", _only_equip_checked_inactive))),
]


def _equip_free_on_a_foreign_host(original: Callable[..., Ability], txn: Txn, object_id: str, key: str,
                                  instance: int = 1) -> Ability:
    """An Equipment attached to another player's unit may use its Equip to come back: its text is taken
    to be inactive only on its controller's own units."""
    card = txn.obj(object_id)
    host = txn.state.get(card.attached_to) if card.attached_to is not None else None
    if key == "equip" and host is not None and host.controller != card.controller:
        found = [a for a in abilities(txn.state, card) if a.definition.key == key and a.definition.kind == "activated"]
        if 1 <= instance <= len(found):
            return replace(found[instance - 1], active=True)
    return original(txn, object_id, key, instance)


MUTANTS += [
    Mutant("equip-active-on-a-foreign-host", "GEAR-20",
           "an Equipment attached to another player's unit may use its own Equip to come back to one of its "
           "controller's units (718.2, 721.2: its Equip is inactive while it is attached, to whatever unit)",
           patched(("rulespec.oracle.chain._find", _equip_free_on_a_foreign_host))),
]


def _angel_exhausts_the_stack(original: Callable[..., None], txn: Txn, ops: Any, *, this: str, me: str,
                              **kw: Any) -> None:
    """The actions Guardian Angel gives the unit are done to the unit's whole stack: its other Equipment is
    exhausted with it."""
    original(txn, ops, this=this, me=me, **kw)
    ops = tuple(ops)
    if this != me and any(op["op"] == "kill" and op.get("object") == "this" for op in ops) \
            and any(op["op"] == "exhaust" and op.get("object") == "me" for op in ops):
        for card in txn.state.attachments_of(me):
            status_rules.set_exhausted(txn, card.id, True)


MUTANTS += [
    Mutant("guardian-angel-exhausts-the-stack", "GEAR-10",
           "Guardian Angel's 'exhaust me' is done to the unit's whole stack: the other Equipment that goes to base "
           "with the unit is exhausted too (the ruling: the unit gets the other actions, not its cards)",
           patched(("rulespec.oracle.pipeline.run_effect", _angel_exhausts_the_stack))),
]


_changed_hands: set[str] = set()


def _granted_follows_a_changed_equipment(original: Callable[..., list[Ability]], state: Any,
                                         obj: Any) -> list[Ability]:
    """The abilities an Equipment gives are handed over with it when it changes control."""
    return [replace(a, controller=state.get(a.origin).controller) if a.origin in _changed_hands
            and a.origin != a.holder and a.granted_by is None and state.get(a.origin) is not None else a
            for a in original(state, obj)]


class _GrantedFollowsItsEquipment(PatchedOracle):
    """Notes the cards that changed control, for the abilities they give to follow them."""

    patches = (("rulespec.oracle.chain.abilities", _granted_follows_a_changed_equipment),)

    def setup(self, state: dict[str, Any]) -> None:
        _changed_hands.clear()
        super().setup(state)

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        result = super().perform(action)
        if result.get("accepted"):
            _changed_hands.update(e["object"] for e in result["events"] if e["type"] == "control_changed")
        return result


MUTANTS += [
    Mutant("granted-ability-follows-its-equipment-to-a-new-controller", "GEAR-13",
           "the abilities an Equipment gives its unit are handed over with the Equipment when another player takes "
           "control of it (136.2.c, 191.4.a: they are the unit's, controlled by its controller)",
           _GrantedFollowsItsEquipment),
]


def _no_save_when_a_part_is_impossible(original: Callable[..., Ability | None], state: Any,
                                       event: Any) -> Ability | None:
    """A replacement one of whose actions cannot be done (a recall of a unit already in its base) is not
    applied at all (055 missed: do as much as possible)."""
    found = original(state, event)
    holder = state.get(found.holder) if found is not None else None
    if found is not None and holder is not None and (holder.location or "").startswith("base") and any(
            op["op"] == "recall" and op.get("object") == "me" for op in found.definition.effect):
        return None
    return found


MUTANTS += [
    Mutant("guardian-angel-idle-in-base", "GEAR-10",
           "Guardian Angel does not step in for a unit in its base, since the recall it calls for cannot be done "
           "there (055: do as much of an instruction as possible)",
           patched(("rulespec.oracle.replacement.instead", _no_save_when_a_part_is_impossible))),
]


def _control_reported_for_the_stack(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """A change of control of a unit is reported for the cards attached to it too, though they stay with
    their own controllers."""
    if not result.get("accepted") or action.get("type") != "change_control":
        return result
    attached: dict[str, list[str]] = {}
    for o in adapter.snapshot()["objects"]:
        if o.get("attached_to"):
            attached.setdefault(o["attached_to"], []).append(o["id"])
    events: list[dict[str, Any]] = []
    for event in result["events"]:
        events.append(event)
        if event.get("type") == "control_changed":
            events += [{**event, "object": card} for card in attached.get(event.get("object", ""), [])]
    result["events"] = events
    return result


MUTANTS += [
    Mutant("control-change-reported-for-the-stack", "GEAR-11",
           "a unit's change of control is reported for each card of its stack, a control_changed event for its "
           "Equipment too, though the Equipment's controller does not change (718.5.f)",
           rewriting(perform=_control_reported_for_the_stack)),
]


def _negative_bonus_ignored(original: Callable[..., int | None], state: Any, obj: Any) -> int | None:
    """A Might Bonus is read as a bonus only: a negative one is not applied."""
    total = original(state, obj)
    if total is None or not obj.on_board:
        return total
    return int(total - sum(min(a.traits.might_bonus or 0, 0) for a in state.attachments_of(obj.id)))


MUTANTS += [
    Mutant("negative-might-bonus-ignored", "GEAR-02",
           "a Might Bonus is read as a bonus only: an Equipment with a negative one does not lower its unit's Might "
           "(434.1.d, 477.3: the bonus modifies the Might, decreases included)",
           patched(("rulespec.oracle.layers.might", _negative_bonus_ignored))),
]


def _awaken_skips_attached(original: Callable[[Txn], None], txn: Txn) -> None:
    """The Awaken Phase readies the turn player's permanents that lie on their own: attached cards are left
    as they are, taken for part of their unit."""
    attached = {o.id: o.exhausted for o in txn.state.board() if o.attached_to is not None}
    original(txn)
    for card_id, exhausted in attached.items():
        card = txn.state.get(card_id)
        if exhausted and card is not None and not card.exhausted:
            txn.update(card_id, exhausted=True)
            txn.events[:] = [e for e in txn.events if not (e.get("type") == "ready" and e.get("object") == card_id)]


MUTANTS += [
    Mutant("awaken-skips-attached-cards", "GEAR-14",
           "the Awaken Phase readies the turn player's permanents but not the cards attached to a unit, taken for "
           "part of it (315.1: everything they control; 719.4: readied separately)",
           patched(("rulespec.oracle.turns._awaken", _awaken_skips_attached))),
]


def _foreign_replacement_off(original: Callable[..., Ability | None], state: Any, event: Any) -> Ability | None:
    """A replacement an Equipment gives applies only while its controller controls the unit too (the effect
    taken for the Equipment controller's, 374, and that player's effects for their own units only)."""
    found = original(state, event)
    origin, holder = (state.get(found.origin), state.get(found.holder)) if found is not None else (None, None)
    if found is not None and origin is not None and holder is not None and found.origin != found.holder \
            and origin.controller != holder.controller:
        return None
    return found


MUTANTS += [
    Mutant("equipment-replacement-only-for-its-controller-units", "GEAR-12",
           "Guardian Angel saves its unit only while the Angel's controller controls the unit too: the replacement "
           "taken for the Equipment's, not the unit's (718.5.g: the text keeps applying whoever controls each card)",
           patched(("rulespec.oracle.replacement.instead", _foreign_replacement_off))),
]


# --- red-team additions -------------------------------------------------------------------------

import dataclasses as _dataclasses  # noqa: E402 (this block is appended; see the module's head)
from unittest import mock as _mock  # noqa: E402

from rulespec.oracle import effects as _effects  # noqa: E402
from rulespec.oracle.state import GameObject as _GameObject  # noqa: E402
from rulespec.oracle.state import GameState as _GameState  # noqa: E402

_MIGHT_USERS = ("rulespec.oracle.layers.might", "rulespec.oracle.cleanup.might", "rulespec.oracle.combat.might",
                "rulespec.oracle.effects.might")


def _might_with_bonuses(pick: Callable[[_GameState, _GameObject, list[_GameObject]], int]) -> Callable[..., int | None]:
    """A Might that adds the Might Bonuses ``pick`` chooses to the printed Might and the buff."""
    def might(original: Callable[..., int | None], state: _GameState, obj: _GameObject) -> int | None:
        total = original(state, obj)
        if total is None or not obj.on_board:
            return total
        attached = state.attachments_of(obj.id)
        return total - sum(a.traits.might_bonus or 0 for a in attached) + pick(state, obj, attached)
    return might


def _last_bonus_only(state: _GameState, obj: _GameObject, attached: list[_GameObject]) -> int:
    return (attached[-1].traits.might_bonus or 0) if attached else 0


def _bonus_once_per_name(state: _GameState, obj: _GameObject, attached: list[_GameObject]) -> int:
    seen: dict[str, int] = {}
    for a in attached:
        seen.setdefault(a.traits.name, a.traits.might_bonus or 0)
    return sum(seen.values())


def _buff_or_bonus(state: _GameState, obj: _GameObject, attached: list[_GameObject]) -> int:
    bonus = sum(a.traits.might_bonus or 0 for a in attached)
    return bonus - obj.counter("buff") if attached and bonus else bonus


def _banish_as_death(original: Callable[..., bool], ability: Ability, event: Any) -> bool:
    if event.kind == "banish":
        event = _dataclasses.replace(event, kind="kill")
    return original(ability, event)


def _kill_takes_the_host(original: Callable[..., bool], txn: Txn, object_id: str, **kwargs: Any) -> bool:
    host = txn.obj(object_id).attached_to
    died = original(txn, object_id, **kwargs)
    if died and host is not None and txn.obj(host).on_board:
        original(txn, host, **{**kwargs, "detach_order": None})
    return died


def _no_heal(original: Callable[..., Any], txn: Txn, op: dict[str, Any], subject: str, ctx: Any) -> list[Any]:
    return []


def _activate_target_unchecked(original: Callable[..., None], txn: Txn, player: str, object_id: str, key: str,
                               targets: tuple[str, ...], instance: int = 1) -> None:
    with _mock.patch.object(chain_rules, "_target_problem", lambda *a, **k: None):
        original(txn, player, object_id, key, targets, instance)


def _control_detaches(original: Callable[..., None], txn: Txn, object_id: str, to: str) -> None:
    was = txn.obj(object_id)
    original(txn, object_id, to)
    if was.attached_to is not None and was.controller != to:
        attach_rules.detach(txn, object_id)


def _granted_under_the_owner(original: Callable[..., list[Ability]], state: _GameState,
                             obj: _GameObject) -> list[Ability]:
    return [replace(a, controller=obj.owner) if a.granted_by is not None or a.origin != a.holder else a
            for a in original(state, obj)]


def _copy_end_clears_states(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    host = txn.state.get(host_id)
    copied = host is not None and host.copy is not None and host.copy.while_attached == card_id
    original(txn, card_id, host_id)
    if copied:
        txn.update(host_id, states=frozenset())


def _exhaust_toggles(original: Callable[..., None], txn: Txn, object_id: str, exhausted: bool) -> None:
    obj = txn.state.get(object_id)
    if obj is not None and obj.exhausted == exhausted:
        exhausted = not exhausted  # the engine flips the card, whatever it was told
    original(txn, object_id, exhausted)


MUTANTS += [
    Mutant("exhaust-toggles", "GEAR-14",
           "exhausting and readying turn the card: an exhausted unit told to exhaust is readied, a ready "
           "Equipment told to ready is exhausted (414.1.b, 415.1.b: doing it again does nothing)",
           patched(("rulespec.oracle.status.set_exhausted", _exhaust_toggles))),
    Mutant("last-equipment-bonus-only", "GEAR-03",
           "the unit's Might is set from the Equipment attached last: each attach overwrites the bonus the "
           "one before gave (434.1.b.1: the bonuses add up)",
           patched(*((t, _might_with_bonuses(_last_bonus_only)) for t in _MIGHT_USERS))),
    Mutant("bonus-once-per-card-name", "GEAR-03",
           "the bonuses are kept by the card that gives them, so two copies of the same Equipment on a unit "
           "count once (434.1.b.1: each attached card's bonus)",
           patched(*((t, _might_with_bonuses(_bonus_once_per_name)) for t in _MIGHT_USERS))),
    Mutant("buff-ignored-while-equipped", "GEAR-02",
           "an equipped unit's Might is its printed Might plus its Equipment's bonuses: the buff's +1 is left "
           "out once a Might Bonus applies (477.3: every modifier of the arithmetic layer adds up)",
           patched(*((t, _might_with_bonuses(_buff_or_bonus)) for t in _MIGHT_USERS))),
    Mutant("guardian-angel-saves-from-banish", "GEAR-10",
           "\"If I would die\" read as \"if I would leave the board\": Guardian Angel steps in for a banish too "
           "(427.2.a: a banish is not a kill)",
           patched(("rulespec.oracle.replacement._matches", _banish_as_death))),
    Mutant("saved-unit-keeps-its-damage", "GEAR-10",
           "the unit Guardian Angel saves is exhausted and recalled but not healed: its damage stays until the "
           "end of turn (the card: heal me, exhaust me, and recall me)",
           replacing_entry(_effects.OPERATIONS, "heal", _no_heal)),
    Mutant("attached-kill-takes-the-host", "GEAR-16",
           "killing an attached Equipment kills the stack it is part of: its unit dies with it (718.5.a-b: it "
           "keeps its own properties; 428: only the object killed dies)",
           patched(("rulespec.oracle.zones.kill", _kill_takes_the_host))),
    Mutant("equip-target-checked-on-resolution-only", "GEAR-18",
           "Equip's target is checked only as the ability resolves: activating it at an opponent's unit is "
           "accepted and paid, and fizzles later (818.1.b, 359.3: the target is chosen legally as it is played)",
           patched(("rulespec.oracle.chain.activate", _activate_target_unchecked))),
    Mutant("equipment-control-change-detaches", "GEAR-12",
           "an Equipment that comes under another player's control falls off its unit, as if it had to be "
           "attached again by its new controller (718.5.e-g: the cards keep applying whoever controls each)",
           patched(("rulespec.oracle.control.change_control", _control_detaches))),
    Mutant("granted-ability-controlled-by-the-units-owner", "GEAR-13",
           "an ability an Equipment gives a unit belongs to the unit's card, so its owner controls it, not "
           "the player who controls the unit now (191.4.a: the source's controller)",
           patched(("rulespec.oracle.layers.abilities", _granted_under_the_owner),
                   ("rulespec.oracle.chain.abilities", _granted_under_the_owner))),
    Mutant("copy-end-clears-states", "GEAR-27",
           "when the copy the Spectacles made ends, the unit is put back as its printed card, without the "
           "states it had (124.2, 719.4.a: a copy never touches the receiving unit's states)",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _copy_end_clears_states))),
]


# --- second red-team round: GEAR-05, GEAR-11, GEAR-15, GEAR-17 ---------------------------------

def _keywords_stay_active(original: Callable[..., list[Ability]], state: Any, obj: Any) -> list[Ability]:
    found = original(state, obj)
    return [replace(a, active=True) if (a.definition.kind == "keyword" and a.definition.box == "rules"
                                        and a.origin == obj.id and a.granted_by is None) else a
            for a in found]


def _attachments_shown_with_host_controller(doc: dict[str, Any]) -> dict[str, Any]:
    by_id = {o["id"]: o for o in doc.get("objects", [])}
    for o in doc.get("objects", []):
        host = by_id.get(o.get("attached_to") or "")
        if host is not None and "controller" in host:
            o["controller"] = host["controller"]
    return doc


def _empower_spreads(original: Callable[..., None], txn: Txn, object_id: str, state: str) -> None:
    original(txn, object_id, state)
    if state == "empowered":
        for card in txn.state.attachments_of(object_id):
            original(txn, card.id, state)


def _play_attaches_to_the_only_unit(original: Callable[..., None], txn: Txn, player: str, object_id: str) -> None:
    original(txn, player, object_id)
    card = txn.obj(object_id)
    if not card.traits.is_equipment or is_unit(card):
        return
    units = [o for o in txn.state.board() if is_unit(o) and o.controller == player]
    if len(units) == 1:
        attach_rules.attach(txn, object_id, units[0].id)


MUTANTS += [
    Mutant("attached-keywords-stay-active", "GEAR-05",
           "only abilities that do something (activated, triggered) are switched off on an attached card; its "
           "printed keywords stay active, as properties of the card (718.2: the whole rules text is inactive)",
           patched(("rulespec.oracle.layers.abilities", _keywords_stay_active))),
    Mutant("attachments-shown-with-their-units-controller", "GEAR-11",
           "the state drawn for the stack gives each attached card its unit's controller, as the stack is "
           "handled by the unit's side (718.5.f: each card keeps its own controller)",
           rewriting(snapshot=_attachments_shown_with_host_controller)),
    Mutant("empower-spreads-to-equipment", "GEAR-15",
           "stuns stay on units, but an empowered unit's strength is taken to flow into what it carries: its "
           "Equipment is empowered too (719.4.a: no status passes between the cards of a stack)",
           patched(("rulespec.oracle.status.gain_state", _empower_spreads))),
    Mutant("played-equipment-attaches-to-the-only-unit", "GEAR-17",
           "an Equipment played while its player controls exactly one unit is put onto it, the only choice "
           "there is (149.1, 434: playing a gear does not attach it; only Equip or an effect does)",
           patched(("rulespec.oracle.zones.play", _play_attaches_to_the_only_unit))),
]


def _unit_equipment_detached_and_recalled(original: Callable[[Txn], None], txn: Txn) -> None:
    falling = [o.id for o in txn.state.board() if o.attached_to is not None and is_unit(o)]
    original(txn)
    for object_id in falling:
        if txn.obj(object_id).attached_to is None:
            cleanup_rules.recall(txn, object_id)


MUTANTS += [
    Mutant("unit-equipment-detached-and-recalled", "GEAR-40",
           "an Equipment that becomes a unit falls off and is sent home, as the cleanup sends home the gear "
           "left at a battlefield (719.5: a detached card stays where it was; 323.7 recalls non-unit gear only)",
           replacing_entry(cleanup_rules.STEPS, "attached_units", _unit_equipment_detached_and_recalled)),
]


def _no_text_for_a_host_without_might(original: Callable[..., list[Ability]], state: Any, obj: Any) -> list[Ability]:
    found = original(state, obj)
    if is_unit(obj):
        return found
    return [a for a in found if a.origin == obj.id or a.granted_by is not None]


MUTANTS += [
    Mutant("attachments-text-suspended-with-their-bonuses", "GEAR-42",
           "a host that stops being a unit keeps its attachments, but nothing of theirs applies to it: their "
           "effect text is suspended along with their Might Bonuses (the seed: only the Might Bonuses stop "
           "applying while it has no Might; 136.2.c: the effect text is the host's while attached)",
           patched(("rulespec.oracle.layers.abilities", _no_text_for_a_host_without_might))),
]


def _unit_equipment_equip_free(original: Callable[..., None], txn: Txn, player: str, object_id: str, key: str,
                               *args: Any, **kwargs: Any) -> None:
    from unittest import mock

    obj = txn.obj(object_id)
    if key == "equip" and is_unit(obj) and obj.traits.is_equipment:
        with mock.patch.object(txn, "pay", lambda *a, **k: None):  # it will attach nothing: nothing to pay
            original(txn, player, object_id, key, *args, **kwargs)
        return
    original(txn, player, object_id, key, *args, **kwargs)


MUTANTS += [
    Mutant("unit-equipment-equip-free", "GEAR-41",
           "a unit-Equipment's Equip, which cannot attach it, is put on the chain without its cost being paid "
           "(GEAR-41: it can be activated, and an activated ability is paid as it is activated, 377.3, 818.1.b)",
           patched(("rulespec.oracle.chain.activate", _unit_equipment_equip_free))),
]


# --- third red-team round (r3gear): the stack, text, control, copies, unit-Equipment ------------

from rulespec.oracle import costs as _costs  # noqa: E402 (this block is appended; see the module's head)


def _top_most_over_own_cards_only(doc: Doc) -> Doc:
    """A stack is drawn per player: a unit carrying only another player's cards is not on top of them."""
    objects = _objects(doc)
    for o in doc["objects"]:
        view = o.get("view")
        if view and view.get("top_most"):
            carried = [objects[a] for a in view.get("attachments", []) if a in objects]
            if not any(c.get("controller", c["owner"]) == o.get("controller", o["owner"]) for c in carried):
                view["top_most"] = False
    return doc


def _top_most_when_equipped(doc: Doc) -> Doc:
    for o in doc["objects"]:
        view = o.get("view")
        if view is not None:
            view["top_most"] = bool(view.get("equipped"))
    return doc


def _weaponmaster_takes_without_detaching(original: Callable[..., Any], txn: Txn, op: dict[str, Any], subject: str,
                                          ctx: Any) -> Any:
    events = original(txn, op, subject, ctx)
    card = txn.state.get(subject)
    if events and card is not None and card.attached_to not in (None, events[0].to):
        txn.update(subject, attached_to=None)  # the link is rewritten: no detach from the first unit
    return events


def _unattached_effect_text_usable(original: Callable[..., list[Ability]], state: Any, obj: Any) -> list[Ability]:
    found = original(state, obj)
    if obj.attached_to is not None or not obj.on_board:
        return found
    return [replace(a, active=True) if a.definition.box == "effect" and a.origin == obj.id and a.granted_by is None
            else a for a in found]


def _host_gets_what_its_equipment_was_granted(original: Callable[..., list[Ability]], state: Any,
                                              obj: Any) -> list[Ability]:
    found = original(state, obj)
    for attached in state.attachments_of(obj.id):
        found += [Ability(g.ability, obj.id, attached.id, obj.controller, True, granted_by=g.by)
                  for g in attached.granted]
    return found


def _granted_on_attached_card_is_the_hosts(original: Callable[..., list[Ability]], state: Any,
                                           obj: Any) -> list[Ability]:
    found = original(state, obj)
    host = state.get(obj.attached_to) if obj.attached_to is not None else None
    if host is None:
        return found
    return [replace(a, controller=host.controller) if a.granted_by is not None and a.holder == obj.id else a
            for a in found]


def _first_fit_taken(original: Callable[..., str | None], state: Any, spec: str, player: str, host_id: str,
                     chosen: tuple[str, ...] | None) -> str | None:
    picked = original(state, spec, player, host_id, chosen)  # a choice that does not fit is still refused
    fits = [o.id for o in state.board() if is_unit(o) and o.controller == player and o.id != host_id]
    return fits[0] if picked is not None and fits else picked


def _copy_began_names_the_attached_card(action: dict[str, Any], result: dict[str, Any],
                                        adapter: OracleAdapter) -> dict[str, Any]:
    """The copy an attach brings is reported as a copy of the card attached, which made it."""
    attached = None
    for event in result.get("events", []) if result.get("accepted") else []:
        if event.get("type") == "attach":
            attached = event.get("object")
        elif event.get("type") == "copy_began" and attached is not None:
            event["of"] = attached
    return result


def _copy_drops_granted_text(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                             *args: Any, **kwargs: Any) -> None:
    original(txn, object_id, model_id, *args, **kwargs)
    txn.update(object_id, granted=())


def _unit_equipment_detached_exhausted(original: Callable[[Txn], None], txn: Txn) -> None:
    falling = [o.id for o in txn.state.board() if o.attached_to is not None and is_unit(o)]
    original(txn)
    for object_id in falling:
        status_rules.set_exhausted(txn, object_id, True)  # a unit comes in exhausted (143.4), so it is exhausted


def _equipment_tagged_units_stay_attached(original: Callable[[Txn], None], txn: Txn) -> None:
    for obj in list(txn.state.board()):
        if obj.attached_to is not None and is_unit(obj) and not obj.traits.is_equipment:
            cleanup_rules.detach(txn, obj.id)


def _foreign_equipment_falls_off_on_corrective_recall(original: Callable[..., bool], txn: Txn, object_id: str,
                                                      cause: str = "effect") -> bool:
    if cause == "cleanup":
        unit = txn.obj(object_id)
        for card in list(txn.state.attachments_of(object_id)):
            if card.controller != unit.controller:
                attach_rules.detach(txn, card.id)  # it is not the new controller's to take home
    return original(txn, object_id, cause)


def _equip_paid_as_it_resolves_activate(original: Callable[..., None], txn: Txn, player: str, object_id: str,
                                        key: str, *args: Any, **kwargs: Any) -> None:
    if key != "equip":
        original(txn, player, object_id, key, *args, **kwargs)
        return
    with _mock.patch.object(txn, "pay", lambda *a, **k: None):  # paid as the attach happens, on resolution
        original(txn, player, object_id, key, *args, **kwargs)


def _equip_paid_as_it_resolves_resolve(original: Callable[..., None], txn: Txn, *args: Any, **kwargs: Any) -> None:
    item = txn.state.chain[-1] if txn.state.chain else None
    if item is not None and item.kind == "ability" and item.ability == "equip" and item.delayed is None:
        source = txn.state.get(item.source)
        equip = next((a for a in abilities(txn.state, source) if a.definition.key == "equip"
                      and a.origin == (item.origin or item.source)), None) if source is not None else None
        if source is not None and equip is not None and equip.definition.cost is not None:
            cost = _costs.equip_cost(txn.state, source, equip.definition.cost)
            if not cost.is_empty():
                txn.pay(item.controller, cost, "203", item.source)
    original(txn, *args, **kwargs)


def _deploy_enters_a_controlled_battlefield(original: Callable[..., None], txn: Txn, object_id: str, player: str,
                                            origin: str) -> None:
    original(txn, object_id, player, origin)
    obj = txn.obj(object_id)
    if any(a.key == "deploy" for a in obj.traits.abilities):
        held = next((b for b in txn.state.battlefields if b.controller == player), None)
        if held is not None:
            txn.update(object_id, location=f"battlefield:{held.id}")


def _attached_triggers_stay_active(original: Callable[..., list[Ability]], state: Any, obj: Any,
                                   kind: str | None = None) -> list[Ability]:
    found = original(state, obj, kind)
    if obj.attached_to is None or kind not in (None, "triggered"):
        return found
    return found + [replace(a, active=True) for a in abilities(state, obj)
                    if not a.active and a.definition.box == "rules" and a.definition.kind == "triggered"]


def _only_the_first_equip_inactive(original: Callable[..., list[Ability]], state: Any, obj: Any) -> list[Ability]:
    found = original(state, obj)
    if obj.attached_to is None:
        return found
    seen, out = 0, []
    for a in found:
        if a.definition.key == "equip" and a.origin == obj.id:
            seen += 1
            if seen > 1:
                a = replace(a, active=True)
        out.append(a)
    return out


def _unit_equipment_equip_resolves_silently(original: Callable[..., None], txn: Txn, *args: Any,
                                            **kwargs: Any) -> None:
    item = txn.state.chain[-1] if txn.state.chain else None
    start = len(txn.events)
    original(txn, *args, **kwargs)
    source = txn.state.get(item.source) if item is not None else None
    if item is not None and item.ability == "equip" and source is not None and is_unit(source):
        reported = ("ability_resolved", "ability_fizzled")
        txn.events[start:] = [e for e in txn.events[start:]
                              if not (e.get("type") in reported and e.get("item") == item.id)]


MUTANTS += [
    Mutant("top-most-over-own-cards-only", "GEAR-01",
           "a stack is kept per player: a unit carrying only another player's Equipment is not the Top-Most "
           "Card of it (717, 719.2: the unit is the Top-Most Card of what is attached to it, whoever controls it)",
           rewriting(snapshot=_top_most_over_own_cards_only)),
    Mutant("top-most-only-when-equipped", "GEAR-01",
           "the unit is the Top-Most Card only when it is equipped: a gear without the Equipment tag makes no "
           "stack (717, 719.2: any attached card; 818.3 'equipped' is another matter)",
           rewriting(snapshot=_top_most_when_equipped)),
    Mutant("weaponmaster-takes-without-detaching", "GEAR-04",
           "Weaponmaster's attach of an Equipment already on another unit rewrites its link: the first unit loses "
           "it with no detach (434.1.f, 718.5.d: one host at a time, so it is detached from the first, then attached)",
           replacing_entry(_effects.OPERATIONS, "equip_for_less", _weaponmaster_takes_without_detaching)),
    Mutant("unattached-effect-ability-usable", "GEAR-06",
           "'the effect text is inactive when not equipped' read as 'it gives nothing to a unit': an unattached "
           "Equipment may still use an ability of its own effect text (136.2.b: that text is inactive)",
           patched(("rulespec.oracle.chain.abilities", _unattached_effect_text_usable))),
    Mutant("granted-text-shared-with-host", "GEAR-07",
           "text granted to an attached Equipment stays on it and is shared with its unit, as its effect text is "
           "(135.4.b, 477.2.a: the granted text is the Equipment's own; only effect text goes to the host, 136.2.c)",
           patched(("rulespec.oracle.layers.abilities", _host_gets_what_its_equipment_was_granted))),
    Mutant("granted-ability-of-attached-card-is-the-hosts", "GEAR-07",
           "an attached card's abilities are the stack's, run by the unit's controller: the ability granted to "
           "another player's Equipment on the unit is the unit controller's to use (191.4.a: the Equipment's own "
           "granted ability is its controller's)",
           patched(("rulespec.oracle.layers.abilities", _granted_on_attached_card_is_the_hosts),
                   ("rulespec.oracle.chain.abilities", _granted_on_attached_card_is_the_hosts))),
    Mutant("spectacles-choice-ignored", "GEAR-25",
           "the Spectacles' 'choose another friendly unit' is checked but not followed: the unit becomes a copy of "
           "the first other friendly unit, whichever the player chose (VEN-137, 725.1)",
           patched(("rulespec.oracle.replacement.choice", _first_fit_taken))),
    Mutant("copy-began-names-the-spectacles", "GEAR-25",
           "the copy the Spectacles make as they attach is reported as a copy of the Spectacles, the card that "
           "makes it, not of the friendly unit chosen (VEN-137: the unit becomes a copy of that unit)",
           rewriting(perform=_copy_began_names_the_attached_card)),
    Mutant("copy-drops-granted-text", "GEAR-27",
           "becoming a copy replaces the unit's whole text, what effects granted it included (124.2, 477.1.b.1.b: "
           "granted text is not copiable, and the unit keeps its own temporary changes)",
           patched(("rulespec.oracle.copies.become_copy", _copy_drops_granted_text))),
    Mutant("unit-equipment-detached-exhausted", "GEAR-40",
           "an attached Equipment that becomes a unit falls off exhausted, as a unit that enters does (143.4 is "
           "for a unit entering the board; a detach keeps the ready state, 435.4)",
           replacing_entry(cleanup_rules.STEPS, "attached_units", _unit_equipment_detached_exhausted)),
    Mutant("equipment-tagged-unit-stays-attached", "GEAR-40",
           "only a unit that is no longer an Equipment falls off: a unit that keeps the Equipment tag may stay "
           "attached (GEAR-40: units cannot be attached, tag or not)",
           replacing_entry(cleanup_rules.STEPS, "attached_units", _equipment_tagged_units_stay_attached)),
    Mutant("foreign-equipment-falls-off-on-corrective-recall", "GEAR-11",
           "the unit an opponent took is sent to its new controller's base without the Equipment its first "
           "controller keeps: the Equipment is not theirs to take home, so it falls off (718.5.f, 719.3.a, 107.1.c.1)",
           patched(("rulespec.oracle.movement.recall", _foreign_equipment_falls_off_on_corrective_recall))),
    Mutant("equip-paid-as-it-resolves", "GEAR-19",
           "the Equip cost is paid with the attach, when the ability resolves (818.1.b, 377.3: the cost is paid "
           "as the ability is activated; only the attach waits for the resolution)",
           patched(("rulespec.oracle.chain.activate", _equip_paid_as_it_resolves_activate),
                   ("rulespec.oracle.chain.resolve", _equip_paid_as_it_resolves_resolve))),
    Mutant("deploy-enters-a-controlled-battlefield", "GEAR-43",
           "Deploy read as 'play me to a battlefield you control': the unit enters there, not in its base "
           "(GEAR-43: no free way from base to a battlefield; 359.2.d: a played unit enters its base)",
           patched(("rulespec.oracle.zones._enters_played", _deploy_enters_a_controlled_battlefield))),
    Mutant("attached-triggers-stay-active", "GEAR-05",
           "only what is activated is switched off on an attached card: its printed triggered abilities still "
           "trigger (718.2, 721.1: the whole printed rules text is inactive, and inactive text does not trigger)",
           patched(("rulespec.oracle.triggers.active_abilities", _attached_triggers_stay_active))),
    Mutant("only-the-first-equip-inactive", "GEAR-20",
           "'its Equip ability is inactive' read for one ability: an attached Equipment with two Equip abilities "
           "may still use the second to move (718.2, 818.4: every Equip instance is printed rules text)",
           patched(("rulespec.oracle.chain.abilities", _only_the_first_equip_inactive))),
    Mutant("unit-equipment-equip-resolves-silently", "GEAR-41",
           "the Equip of a unit-Equipment, which cannot attach, leaves the chain without being reported as "
           "resolved (GEAR-41: it is activated and resolves, doing nothing; 406)",
           patched(("rulespec.oracle.chain.resolve", _unit_equipment_equip_resolves_silently))),
]


def _same_texts_counted_once(original: Callable[..., list[Ability]], state: Any, obj: Any) -> list[Ability]:
    found, seen = [], set()
    for a in original(state, obj):
        if a.origin != obj.id and a.granted_by is None:  # effect text from an attached card
            if a.definition.text in seen:
                continue
            seen.add(a.definition.text)
        found.append(a)
    return found


MUTANTS += [
    Mutant("same-texts-counted-once", "GEAR-03",
           "the texts the Equipment give a unit are a set of keywords: two Equipment giving the same keyword give "
           "it once, from the first (434.1.b.1, 136.2.c: each attached card's effect text is the unit's)",
           patched(("rulespec.oracle.layers.abilities", _same_texts_counted_once))),
]


# --- round 4: another player's card, a second card, a side effect elsewhere -----------------------

from rulespec.oracle.state import GameState as _State  # noqa: E402 (this block is appended; see the module head)

#: every name the oracle looks ``abilities`` up by (a patch reaches a module's own name only)
ABILITY_LOOKUPS = tuple(f"rulespec.oracle.{m}.abilities" for m in
                        ("layers", "chain", "costs", "replacement", "targets", "weaponmaster"))
MIGHT_LOOKUPS = tuple(f"rulespec.oracle.{m}.might" for m in ("layers", "cleanup", "combat", "effects"))


def _stack_on_attached_cards(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    """An attached Equipment is part of a unit's stack, so a card may be laid on it in turn."""
    host = txn.obj(host_id)
    if host.attached_to is not None and host.on_board and not is_unit(txn.obj(card_id)) and card_id != host_id:
        return None
    return original(txn, card_id, host_id)


def _empower_flows_up(original: Callable[..., None], txn: Txn, object_id: str, state: str) -> None:
    original(txn, object_id, state)
    host = txn.obj(object_id).attached_to
    if state == "empowered" and host is not None:
        original(txn, host, state)  # the Equipment's strength is the unit's


def _copy_heals(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                while_attached: str | None = None) -> None:
    original(txn, object_id, model_id, while_attached)
    if txn.obj(object_id).damage:
        txn.update(object_id, damage=0, damage_by=())  # the copy is drawn afresh from its model


def _copy_might_without_bonuses(original: Callable[..., int | None], state: Any, obj: Any) -> int | None:
    """A copy's Might is its model's, set wholesale: the attached cards' bonuses are not added."""
    total = original(state, obj)
    if total is None or obj.copy is None or not obj.on_board:
        return total
    return total - sum(a.traits.might_bonus or 0 for a in state.attachments_of(obj.id))


def _might_floored(original: Callable[..., int | None], state: Any, obj: Any) -> int | None:
    total = original(state, obj)
    return None if total is None else max(0, total)  # 143.2.b read for the value itself


def _copied_text_controlled_by_the_card(original: Callable[..., list[Ability]], state: _State,
                                        obj: Any) -> list[Ability]:
    """The text Svellsongur copies stays the Equipment's: its controller controls the copied abilities."""
    found = original(state, obj)
    out = []
    for a in found:
        origin = state.get(a.origin)
        if a.origin != a.holder and a.granted_by is None and origin is not None and origin.text_copy is not None \
                and replace(a.definition, box="rules") in origin.text_copy.card.abilities:
            a = replace(a, controller=origin.controller)
        out.append(a)
    return out


def _foreign_host_rules_text_active(original: Callable[..., bool], state: _State, obj: Any) -> bool:
    """The printed text is switched off only on the card's own side's units."""
    host = state.get(obj.attached_to) if obj.attached_to is not None else None
    if host is not None and host.controller != obj.controller:
        return True
    return original(state, obj)


def _attached_exhaust_reported_for_the_host(action: Doc, result: Doc, adapter: OracleAdapter) -> Doc:
    state = adapter.state
    for event in result.get("events", []) if result.get("accepted") and state is not None else []:
        obj = state.get(event.get("object", "")) if event["type"] in ("exhaust", "ready") else None
        if obj is not None and obj.attached_to is not None:
            event["object"] = obj.attached_to  # the stack is exhausted as one, named by its unit
    return result


def _spectacles_copy_the_other_way(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                                   while_attached: str | None = None) -> None:
    if while_attached is None:
        return original(txn, object_id, model_id, while_attached)
    return original(txn, model_id, object_id, while_attached)  # "make it a copy" read as the chosen unit


def _unit_equipment_falls_off_fresh(original: Callable[[Txn], None], txn: Txn) -> None:
    fallen = [o.id for o in txn.state.board() if o.attached_to is not None and is_unit(o)]
    original(txn)
    for object_id in fallen:
        if txn.obj(object_id).attached_to is None and txn.obj(object_id).counters:
            txn.update(object_id, counters=())  # the new unit starts over


def _me_is_a_foreign_card(original: Callable[..., list[Ability]], state: _State, obj: Any) -> list[Ability]:
    """In another player's Equipment's text, "me" is taken for that Equipment: the unit is not theirs."""
    out = []
    for a in original(state, obj):
        origin = state.get(a.origin)
        if a.origin != a.holder and a.granted_by is None and origin is not None \
                and origin.attached_to == obj.id and origin.controller != obj.controller:
            a = replace(a, holder=a.origin)
        out.append(a)
    return out


def _text_copy_outlasts_detach(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    """The Spectacles' copy ends with the detach, but Svellsongur's copied text is written onto the card for good."""
    card = txn.state.get(card_id)
    kept = card.text_copy if card is not None else None
    start = len(txn.events)
    original(txn, card_id, host_id)
    if kept is not None and txn.state.get(card_id) is not None and txn.obj(card_id).text_copy is None:
        txn.update(card_id, text_copy=replace(kept, while_attached=None))
        txn.events[start:] = [e for e in txn.events[start:] if e["type"] != "text_copy_ended"]


MUTANTS += [
    Mutant("equipment-attached-to-attached-equipment", "GEAR-01",
           "the stack is a pile: an Equipment may be attached to the Equipment already on a unit, on top of it "
           "(717, 719.2: the unit is the Top-Most Card, and only a unit carries Equipment, 434.1)",
           patched(("rulespec.oracle.attach.check_attach", _stack_on_attached_cards))),
    Mutant("equipment-empower-flows-to-the-unit", "GEAR-15",
           "states do not flow down the stack, but an empowered Equipment's strength flows up: the unit it is "
           "attached to is empowered too (719.4.a: no status passes between the cards of a stack)",
           patched(("rulespec.oracle.status.gain_state", _empower_flows_up))),
    Mutant("copy-heals-the-unit", "GEAR-27",
           "a unit that becomes a copy is drawn afresh from its model: its damage is gone (124.2, 719.4.a: it "
           "keeps its own states and temporary changes, its marked damage included)",
           patched(("rulespec.oracle.copies.become_copy", _copy_heals))),
    Mutant("copy-might-ignores-might-bonuses", "GEAR-02",
           "a copy's Might is its model's, set wholesale: the Might Bonuses of the Equipment on the copy are "
           "not added (477.1.b copies the printed Might in layer 1; the bonuses apply in layer 3, 477.3.d)",
           patched(*((t, _copy_might_without_bonuses) for t in MIGHT_LOOKUPS))),
    Mutant("might-floored-at-zero", "GEAR-02",
           "a negative Might Bonus cannot take a unit below 0 Might: the engine floors the value (143.2.b: "
           "negative Might counts as 0 when referenced, but the real value is kept for arithmetic)",
           patched(*((t, _might_floored) for t in MIGHT_LOOKUPS))),
    Mutant("copied-text-controlled-by-the-equipment-controller", "GEAR-13",
           "the text Svellsongur copies stays the Equipment's text: the copied abilities on the unit are "
           "controlled by the Equipment's controller (136.2.c, 191.4.a: they are the unit's, like any effect text)",
           patched(*((t, _copied_text_controlled_by_the_card) for t in ABILITY_LOOKUPS))),
    Mutant("foreign-host-rules-text-active", "GEAR-05",
           "an attached card's printed text is switched off only on its own side's units: on another player's "
           "unit it stays active (718.2: the printed rules text of any attached card is inactive)",
           patched(("rulespec.oracle.layers.rules_text_active", _foreign_host_rules_text_active))),
    Mutant("attached-exhaust-reported-for-the-host", "GEAR-16",
           "the exhaust or ready of an attached Equipment is reported under its unit's id, as the stack's "
           "(719.4: the Equipment keeps its own state, and its event is its own)",
           rewriting(perform=_attached_exhaust_reported_for_the_host)),
    Mutant("spectacles-copy-the-other-way", "GEAR-25",
           "Shady Spectacles' 'make the equipped unit a copy of it' read backwards: the chosen unit becomes a "
           "copy of the equipped one (VEN-137: the equipped unit becomes a copy of the chosen unit)",
           patched(("rulespec.oracle.copies.become_copy", _spectacles_copy_the_other_way))),
    Mutant("unit-equipment-falls-off-without-counters", "GEAR-40",
           "an attached Equipment that becomes a unit falls off as a new unit, without its counters (719.5, "
           "124.1: it stays on the board, the same object with its counters; a type change is not a zone change)",
           replacing_entry(cleanup_rules.STEPS, "attached_units", _unit_equipment_falls_off_fresh)),
    Mutant("me-means-a-foreign-equipment", "GEAR-09",
           "in the text another player's Equipment gives a unit, 'me' is the Equipment, as the unit is not its "
           "controller's (GEAR-09: 'I'/'me' is the unit using the ability, whoever controls the Equipment)",
           patched(*((t, _me_is_a_foreign_card) for t in ABILITY_LOOKUPS))),
    Mutant("text-copy-outlasts-the-detach", "GEAR-29",
           "the copy the Spectacles make ends with the detach, but the text Svellsongur copied is written onto "
           "the card for good (725.1: 'for as long as this is attached to it'; a later attach renews nothing)",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _text_copy_outlasts_detach))),
]


def _lethal_counts_own_bonuses(original: Callable[..., int | None], state: Any, obj: Any) -> int | None:
    """The lethal check adds only the bonuses of the Equipment the unit's controller controls."""
    total = original(state, obj)
    if total is None or not obj.on_board:
        return total
    foreign = [a for a in state.attachments_of(obj.id) if a.controller != obj.controller]
    return total - sum(a.traits.might_bonus or 0 for a in foreign)


def _copy_readies(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                  while_attached: str | None = None) -> None:
    original(txn, object_id, model_id, while_attached)
    status_rules.set_exhausted(txn, object_id, False)  # drawn afresh from its model, ready


def _attach_hands_over_the_equipment(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                                     chosen: list[str] | None = None) -> bool:
    done = original(txn, card_id, host_id, chosen)
    card, host = txn.obj(card_id), txn.obj(host_id)
    if done and card.controller != host.controller:
        txn.update(card_id, controller=host.controller)  # the stack is one side's
        txn.emit("control_changed", object=card_id, **{"from": card.controller}, to=host.controller)
    return done


MUTANTS += [
    Mutant("lethal-ignores-foreign-bonuses", "GEAR-12",
           "the Might the lethal check reads counts only the bonuses of Equipment the unit's controller controls: "
           "another player's Equipment keeps no one alive (718.5.g: the bonus applies whoever controls each card; "
           "142.4: lethal against the unit's current Might)",
           patched(("rulespec.oracle.cleanup.might", _lethal_counts_own_bonuses))),
    Mutant("copy-readies-the-unit", "GEAR-27",
           "a unit that becomes a copy is drawn afresh from its model, ready (124.2, 719.4.a: it keeps its own "
           "states, exhausted included)",
           patched(("rulespec.oracle.copies.become_copy", _copy_readies))),
    Mutant("attach-to-a-foreign-unit-hands-over-the-equipment", "GEAR-11",
           "an Equipment attached by an effect to another player's unit comes under that player's control: a "
           "stack belongs to one side (718.5.f: the Equipment's controller and the unit's are separate)",
           patched(("rulespec.oracle.attach.attach", _attach_hands_over_the_equipment))),
]


class _TopMostClearedByAnyDetach(OracleAdapter):
    """An engine that keeps a Top-Most flag on each unit: set by an attach, cleared by a detach from it,
    whatever is still attached."""

    def __init__(self) -> None:
        super().__init__()
        self._cleared: set[str] = set()

    def setup(self, state: Doc) -> None:
        super().setup(state)
        self._cleared = set()

    def perform(self, action: Doc) -> Doc:
        result = super().perform(action)
        for event in result.get("events", []) if result.get("accepted") else []:
            if event["type"] == "detach":
                self._cleared.add(event["from"])
            elif event["type"] == "attach":
                self._cleared.discard(event["to"])
        return result

    def snapshot(self) -> Doc:
        doc = super().snapshot()
        for o in doc["objects"]:
            if o["id"] in self._cleared and "view" in o:
                o["view"]["top_most"] = False
        return doc


MUTANTS += [
    Mutant("top-most-cleared-by-any-detach", "GEAR-01",
           "the Top-Most flag is set as a card is attached to the unit and cleared as one is detached from it: "
           "with two Equipment, detaching one leaves the unit carrying the other but no longer top-most "
           "(717, 719.2: the unit is the Top-Most Card while anything is attached; 435.1.b.2)",
           _TopMostClearedByAnyDetach),
]


def _copy_end_heals(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    """When the copy ends, the unit is put back as its own card, fresh: its damage is gone with the copy."""
    host = txn.state.get(host_id)
    ending = host is not None and host.copy is not None and host.copy.while_attached == card_id
    original(txn, card_id, host_id)
    if ending and txn.obj(host_id).damage:
        txn.update(host_id, damage=0, damage_by=())


MUTANTS += [
    Mutant("copy-end-heals-the-unit", "GEAR-28",
           "when the copy the Spectacles made ends, the unit is put back as its own card, without the damage "
           "marked on it (GEAR-28: it stays the same unit; 124.2: a copy's end changes only the copied traits)",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _copy_end_heals))),
]


# --- Round 5: boundary values, views of what the scenario does not look at, real cards ----------

def cleaning_step(step: str, replacement: Callable[..., None]) -> Callable[[], Any]:
    """The oracle running one cleanup step (oracle.cleanup.STEPS) as ``replacement(original, txn)``."""
    return replacing_entry(cleanup_rules.STEPS, step, replacement)


def _bonus_spreads_beside(original: Callable[..., int | None], state: Any, obj: Any) -> int | None:
    """An Equipment's Might Bonus counts for every unit of its unit's controller at that location."""
    total = original(state, obj)
    if total is None or not obj.on_board:
        return total
    for other in state.board():
        if other.id != obj.id and is_unit(other) and other.controller == obj.controller \
                and other.location == obj.location:
            total += sum(a.traits.might_bonus or 0 for a in state.attachments_of(other.id) if a.traits.is_equipment)
    return total


def _lethal_when(test: Callable[[int, int], bool]) -> Callable[[Callable[[Txn], None], Txn], None]:
    """The lethal-damage step of cleanup with ``test(damage, might)`` deciding what is lethal."""

    def lethal(original: Callable[[Txn], None], txn: Txn) -> None:
        from rulespec.oracle.layers import might
        doomed = []
        for obj in txn.state.board():
            current = might(txn.state, obj)
            if obj.damage > 0 and is_unit(obj) and current is not None and test(obj.damage, current):
                doomed.append(obj.id)
        for object_id in doomed:
            deals = txn.damage_by.get(object_id)
            if not deals:
                cleanup_rules.kill(txn, object_id, responsible=None, source={"kind": "rule"})
            else:
                last = deals[-1]
                cleanup_rules.kill(txn, object_id, responsible=last.responsible, source=last.source,
                                   attributed_to=list(last.attributed_to), controller=last.controller)

    return lethal


class _CopyViewKeepsOwn(OracleAdapter):
    """A copy's view keeps some of the unit's own printed traits (its name, or its tags)."""

    keeps: str = "name"

    def snapshot(self) -> Doc:
        doc = super().snapshot()
        assert self.state is not None
        for obj_doc, obj in zip(doc["objects"], self.state.objects, strict=True):
            if obj.copy is not None and "view" in obj_doc:
                obj_doc["view"][self.keeps] = obj.card.name if self.keeps == "name" else list(obj.card.tags)
        return doc


class _CopyKeepsOwnTags(_CopyViewKeepsOwn):
    keeps = "tags"


class _ZeroBonusNotEquipped(OracleAdapter):
    """A unit counts as equipped only when an Equipment on it gives it some Might."""

    def snapshot(self) -> Doc:
        doc = super().snapshot()
        assert self.state is not None
        for obj_doc, obj in zip(doc["objects"], self.state.objects, strict=True):
            view = obj_doc.get("view")
            if view and view.get("equipped"):
                carried = self.state.attachments_of(obj.id)
                if not any(a.traits.is_equipment and (a.traits.might_bonus or 0) != 0 for a in carried):
                    view["equipped"] = False
        return doc


def _equip_refused_if(why: Callable[[Txn, dict[str, Any]], Rejected | None]) -> Callable[..., None]:
    def activate(original: Callable[[Txn, dict[str, Any]], None], txn: Txn, a: dict[str, Any]) -> None:
        if a.get("ability") == "equip":
            problem = why(txn, a)
            if problem is not None:
                raise problem
        original(txn, a)

    return activate


def _stunned_target(txn: Txn, a: dict[str, Any]) -> Rejected | None:
    for t in a.get("targets", ()):
        o = txn.state.get(t)
        if o is not None and "stunned" in o.states:
            return Rejected("illegal_target", "818.1.b", f"{t!r} is stunned: a stunned unit cannot be equipped")
    return None


def _exhausted_target(txn: Txn, a: dict[str, Any]) -> Rejected | None:
    for t in a.get("targets", ()):
        o = txn.state.get(t)
        if o is not None and o.exhausted:
            return Rejected("illegal_target", "818.1.b", f"{t!r} is exhausted: Equip targets a ready unit")
    return None


def _exhausted_equipment(txn: Txn, a: dict[str, Any]) -> Rejected | None:
    o = txn.state.get(a["object"])
    if o is not None and o.exhausted:
        return Rejected("unpaid_cost", "414.4", f"{a['object']!r} is exhausted: it cannot use its Equip")
    return None


def _equip_in_closed_state(original: Callable[..., None], txn: Txn, player: str, ability: Ability) -> None:
    """Equip needs the Main Phase of its player's turn; the chain holding something does not matter."""
    turn = txn.state.turn
    if ability.definition.key == "equip" and txn.state.chain and turn.active_player == player \
            and turn.phase == "main":
        return
    original(txn, player, ability)


def _equip_needs_more_than_its_cost(original: Callable[[Txn, dict[str, Any]], None], txn: Txn,
                                    a: dict[str, Any]) -> None:
    """The pool must hold more than the cost: a cost that would empty the pool is not affordable."""
    original(txn, a)
    if a.get("ability") == "equip" and any(e["type"] == "cost_paid" for e in txn.events):
        player = txn.state.player(a["player"])
        if player is not None and player.pool.is_empty():
            raise Rejected("unpaid_cost", "203", f"{a['player']} cannot pay the Equip cost: the pool must exceed it")


def _saved_unit_sheds(original: Callable[..., bool], txn: Txn, object_id: str, cause: str = "effect") -> bool:
    """A unit saved by a replacement is recalled as if it had left the board: what it carries falls off."""
    if any(e.get("type") == "replacement_applied" and e.get("object") == object_id for e in txn.events):
        for card in txn.state.attachments_of(object_id):
            attach_rules.detach(txn, card.id)
    return original(txn, object_id, cause)


_KILLING_BY_EFFECT: list[bool] = []


def _kill_by_effect(original: Callable[[Txn, dict[str, Any]], None], txn: Txn, a: dict[str, Any]) -> None:
    _KILLING_BY_EFFECT.append(True)
    try:
        original(txn, a)
    finally:
        _KILLING_BY_EFFECT.pop()


def _no_replacement_of_effect_kills(original: Callable[..., Any], state: Any, event: Any) -> Any:
    if _KILLING_BY_EFFECT and event.kind == "kill":
        return None
    return original(state, event)


_AngelOnlyAgainstDamage = type("Mutated", (PatchedOracle,), {
    "patches": (("rulespec.oracle.replacement.instead", _no_replacement_of_effect_kills),),
    "entries": ((engine_rules.HANDLERS, "kill", _kill_by_effect),)})


def _svell_text_on_itself(original: Callable[..., list[Ability]], state: Any, obj: Any) -> list[Ability]:
    """Svellsongur copies the unit's text onto itself: the attached Equipment has it too, active."""
    found = original(state, obj)
    if obj.attached_to is not None and obj.text_copy is not None:
        copied = {a.key for a in obj.text_copy.card.abilities}
        found += [Ability(a, obj.id, obj.id, obj.controller, True) for a in obj.traits.abilities
                  if a.box == "effect" and a.key in copied]
    return found


MUTANTS += [
    Mutant("bonus-spreads-to-units-beside", "GEAR-02",
           "an Equipment's Might Bonus is read as an aura for its side at that location: every friendly unit "
           "there gets it, not only the unit carrying it (434.1.d: the bonus modifies the equipped unit's Might)",
           patched(("rulespec.oracle.layers.might", _bonus_spreads_beside))),
    Mutant("negative-might-never-lethal", "GEAR-02",
           "a unit whose Might a negative bonus takes below 0 is treated as having no Might to compare, so no "
           "damage is lethal to it (142.4: lethal damage is a non-zero amount at least the unit's Might)",
           cleaning_step("lethal_damage", _lethal_when(lambda damage, current: current >= 0 and damage >= current))),
    Mutant("lethal-needs-more-than-might", "GEAR-36",
           "lethal damage is read as more damage than the Might: damage exactly equal to the Might with its "
           "Equipment's bonus is survived (142.4: at least the Might)",
           cleaning_step("lethal_damage", _lethal_when(lambda damage, current: damage > current))),
    Mutant("spectacles-copy-keeps-its-own-name", "GEAR-25",
           "the unit the Spectacles make a copy keeps its own name in the engine's view; only its Might and text "
           "are copied (477.1.b.1.a: a copy takes the name too)", _CopyViewKeepsOwn),
    Mutant("spectacles-copy-keeps-its-own-tags", "GEAR-25",
           "the unit the Spectacles make a copy keeps its own tags in the engine's view (477.1.b.1.a: a copy "
           "takes the tags too)", _CopyKeepsOwnTags),
    Mutant("zero-bonus-equipment-does-not-equip", "GEAR-01",
           "a unit carrying only Equipment with a Might Bonus of 0 (Svellsongur, Shady Spectacles) is not "
           "reported equipped: nothing changed its Might (818.3: a unit with an Equipment attached is equipped)",
           _ZeroBonusNotEquipped),
    Mutant("stunned-unit-cannot-be-equipped", "GEAR-15",
           "Equip refuses a stunned target, as if the stun made the unit unable to take part in anything "
           "(818.1.b: the target is a unit you control; a stun stops only moves and combat)",
           replacing_entry(engine_rules.HANDLERS, "activate", _equip_refused_if(_stunned_target))),
    Mutant("exhausted-unit-cannot-be-equipped", "GEAR-18",
           "Equip targets only a ready unit (818.1.b: a unit you control, ready or exhausted)",
           replacing_entry(engine_rules.HANDLERS, "activate", _equip_refused_if(_exhausted_target))),
    Mutant("exhausted-equipment-cannot-equip", "GEAR-18",
           "an exhausted Equipment cannot use its Equip, as if Equip cost [E] (818.1: its cost is the Equip "
           "cost printed, no exhaust)",
           replacing_entry(engine_rules.HANDLERS, "activate", _equip_refused_if(_exhausted_equipment))),
    Mutant("equip-ignores-the-closed-state", "GEAR-18",
           "Equip checks the turn and the phase but not the chain: it is activated while the chain holds "
           "something (151.2, 381: a gear's ability needs an Open State)",
           patched(("rulespec.oracle.chain._ability_timing", _equip_in_closed_state))),
    Mutant("equip-needs-more-than-its-cost", "GEAR-18",
           "a cost is affordable only if the pool holds more than it: a pool exactly the Equip cost does not pay "
           "it (203: a cost is paid from what the pool holds)",
           replacing_entry(engine_rules.HANDLERS, "activate", _equip_needs_more_than_its_cost)),
    Mutant("guardian-angel-sheds-the-other-equipment", "GEAR-10",
           "the unit Guardian Angel saves is recalled as if it had left the board: its other Equipment detach "
           "(GEAR-10: only the Angel is killed; GEAR-39: a recalled unit takes its Equipment along)",
           patched(("rulespec.oracle.movement.recall", _saved_unit_sheds))),
    Mutant("guardian-angel-only-against-damage", "GEAR-10",
           "Guardian Angel's \"If I would die\" is read as lethal damage only: a kill by an effect is not "
           "replaced (428: to die is to be killed, by lethal damage or by an effect)", _AngelOnlyAgainstDamage),
    Mutant("svellsongur-text-active-on-itself", "GEAR-02",
           "the text Svellsongur copies into its effect text is also active on Svellsongur itself: the attached "
           "Equipment has the unit's abilities too (136.2.c: attached, its effect text is its unit's)",
           patched(("rulespec.oracle.layers.abilities", _svell_text_on_itself))),
]


class _OnlyTheLastAttachmentListed(OracleAdapter):
    """The unit's view lists only the card attached last; its Might and text still count every one."""

    def snapshot(self) -> Doc:
        doc = super().snapshot()
        for obj_doc in doc["objects"]:
            view = obj_doc.get("view")
            if view and len(view.get("attachments", [])) > 1:
                view["attachments"] = view["attachments"][-1:]
        return doc


class _OldHostStillLists(OracleAdapter):
    """A card taken to another unit is added to the new unit's list, but the old unit's list keeps it."""

    def __init__(self) -> None:
        super().__init__()
        self._left: dict[str, str] = {}  # card -> the unit it was detached from

    def setup(self, state: Doc) -> None:
        super().setup(state)
        self._left = {}

    def perform(self, action: Doc) -> Doc:
        result = super().perform(action)
        for event in result.get("events", []) if result.get("accepted") else []:
            if event["type"] == "detach":
                self._left[event["object"]] = event["from"]
        return result

    def snapshot(self) -> Doc:
        doc = super().snapshot()
        assert self.state is not None
        views = {o["id"]: o.get("view") for o in doc["objects"]}
        for card_id, old in self._left.items():
            card = self.state.get(card_id)
            view = views.get(old)
            if card is not None and card.attached_to not in (None, old) and view and card_id not in view["attachments"]:
                view["attachments"].append(card_id)
        return doc


class _EquippedFlagSticks(OracleAdapter):
    """Once a unit has been equipped, the view keeps saying so after its last Equipment is detached."""

    def __init__(self) -> None:
        super().__init__()
        self._seen: set[str] = set()

    def setup(self, state: Doc) -> None:
        super().setup(state)
        self._seen = set()

    def snapshot(self) -> Doc:
        doc = super().snapshot()
        for obj_doc in doc["objects"]:
            view = obj_doc.get("view")
            if not view:
                continue
            if view.get("equipped"):
                self._seen.add(obj_doc["id"])
            elif obj_doc["id"] in self._seen and obj_doc.get("zone") == "board":
                view["equipped"] = True
        return doc


def _play_needs_more_than_its_cost(original: Callable[[Txn, dict[str, Any]], None], txn: Txn,
                                   a: dict[str, Any]) -> None:
    """The pool must hold more than the card's cost: a cost that would empty the pool is not affordable."""
    original(txn, a)
    if any(e["type"] == "cost_paid" for e in txn.events):
        player = txn.state.player(a["player"])
        if player is not None and player.pool.is_empty():
            raise Rejected("unpaid_cost", "203", f"{a['player']} cannot pay: the pool must exceed the cost")


def _zero_might_is_none(original: Callable[..., int | None], state: Any, obj: Any) -> int | None:
    """A printed Might of 0 is read as no Might (a falsy test): the unit has no Might, bonuses or not."""
    if not obj.traits.might:
        return None
    return original(state, obj)


def _order_demanded(original: Callable[[Txn, dict[str, Any]], None], txn: Txn, a: dict[str, Any]) -> None:
    """The controller must name the order of the detachments whenever the unit carries anything."""
    if txn.state.attachments_of(a["object"]) and "detach_order" not in a.get("choices", {}):
        raise Rejected("illegal_choice", "719.5.a", f"name the order in which the cards on {a['object']!r} detach")
    original(txn, a)


MUTANTS += [
    Mutant("attachments-list-shows-only-the-last", "GEAR-03",
           "the unit's view lists only the Equipment attached last, as if each attach replaced the list, though "
           "its Might and text count them all (434.1.b.1: several cards can be attached to one unit)",
           _OnlyTheLastAttachmentListed),
    Mutant("old-host-still-lists-the-card", "GEAR-04",
           "a card taken to another unit is still listed among the first unit's attachments in the engine's view "
           "(434.1.f, 718.5.d: one unit at a time; the first unit no longer carries it)", _OldHostStillLists),
    Mutant("equipped-flag-outlasts-the-last-detach", "GEAR-35",
           "a unit once equipped is still reported equipped after its last Equipment is detached (818.3: equipped "
           "only while an Equipment is attached; 435.1)", _EquippedFlagSticks),
    Mutant("playing-gear-needs-more-than-its-cost", "GEAR-17",
           "a card is affordable only if the pool holds more than its cost: exactly its cost does not pay it "
           "(203: the cost is paid from the pool)",
           replacing_entry(engine_rules.HANDLERS, "play", _play_needs_more_than_its_cost)),
    Mutant("zero-might-unit-has-no-might", "GEAR-42",
           "a unit printed with Might 0 is taken for a card with no Might (a falsy test): its Equipment's bonus "
           "does not apply to it (137.3.b: only a card with no Might has none; 0 is a Might)",
           patched(("rulespec.oracle.layers.might", _zero_might_is_none))),
    Mutant("detach-order-demanded-for-one-card", "GEAR-37",
           "a unit leaving the board with anything attached needs its controller to name the order of the "
           "detachments, even with a single card on it (719.5.a: an order is chosen among several)",
           type("Mutated", (PatchedOracle,), {"entries": ((engine_rules.HANDLERS, "kill", _order_demanded),
                                                          (engine_rules.HANDLERS, "banish", _order_demanded))})),
]


def _copy_takes_exhaust(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                        while_attached: str | None = None) -> None:
    """Becoming a copy takes the model's ready or exhausted state along with its card."""
    original(txn, object_id, model_id, while_attached)
    model = txn.state.get(model_id)
    if model is not None and txn.obj(object_id).exhausted != model.exhausted:
        status_rules.set_exhausted(txn, object_id, model.exhausted)


MUTANTS += [
    Mutant("copy-takes-the-model-ready-state", "GEAR-27",
           "the unit the Spectacles make a copy takes the model's ready or exhausted state with its card "
           "(GEAR-27, 124.2: it keeps its own states; exhausted is not a copied characteristic)",
           patched(("rulespec.oracle.copies.become_copy", _copy_takes_exhaust))),
]


# --- round 7: the sentences no mutant had read wrong yet ---------------------------------------

def _ready_lifts_the_host(original: Callable[..., None], txn: Txn, object_id: str, exhausted: bool) -> None:
    """Readying an attached card readies the unit under it as well (one stack, one state)."""
    original(txn, object_id, exhausted)
    obj = txn.state.get(object_id)
    if not exhausted and obj is not None and obj.attached_to is not None:
        original(txn, obj.attached_to, False)


def _held_down_by_the_host(original: Callable[..., None], txn: Txn, object_id: str, exhausted: bool) -> None:
    """An attached card cannot be readied while the unit under it is exhausted: nothing happens."""
    obj = txn.state.get(object_id)
    if not exhausted and obj is not None and obj.attached_to is not None:
        host = txn.state.get(obj.attached_to)
        if host is not None and host.exhausted:
            txn.on_board(object_id, "415.1")
            return
    original(txn, object_id, exhausted)


def _stun_exhausts_attachments(original: Callable[..., None], txn: Txn, object_id: str, state: str) -> None:
    """A stunned unit's Equipment is exhausted with it (a stun 'turns the stack sideways')."""
    original(txn, object_id, state)
    if state == "stunned":
        for card in txn.state.attachments_of(object_id):
            status_rules.set_exhausted(txn, card.id, True)


def _attached_shown_with_host_field(field: str) -> Callable[[Doc], Doc]:
    def rewrite(doc: Doc) -> Doc:
        objects = _objects(doc)
        for o in doc["objects"]:
            host = objects.get(o.get("attached_to") or "")
            if host is not None and "view" in o and "view" in host:
                o["view"][field] = host["view"][field]
        return doc

    return rewrite


def _granted_from_the_unit(doc: Doc) -> Doc:
    """The effect text an attached card gives is listed as the unit's own printed text."""
    objects = _objects(doc)
    for o in doc["objects"]:
        view = o.get("view")
        if not view:
            continue
        for a in view["abilities"]:
            giver = objects.get(a["from"])
            if giver is not None and giver.get("attached_to") == o["id"]:
                a["from"] = o["id"]
    return doc


def _equal_bonuses_once(original: Callable[..., Any], state: Any, obj: Any) -> Any:
    """The Might Bonuses are gathered in a set: two equal bonuses count once."""
    total = original(state, obj)
    if total is None or not obj.on_board:
        return total
    bonuses = [a.traits.might_bonus or 0 for a in state.attachments_of(obj.id)]
    return total - sum(bonuses) + sum(set(bonuses))


def _bonus_off_when(predicate: Callable[[Any], bool]) -> Callable[..., Any]:
    def might(original: Callable[..., Any], state: Any, obj: Any) -> Any:
        total = original(state, obj)
        if total is None or not obj.on_board or not predicate(obj):
            return total
        return total - sum(a.traits.might_bonus or 0 for a in state.attachments_of(obj.id))

    return might


def _might_everywhere(replacement: Callable[..., Any]) -> list[tuple[str, Callable[..., Any]]]:
    """The Might computed wrongly wherever the oracle reads it (views, lethal damage, combat)."""
    return [(f"rulespec.oracle.{module}.might", replacement) for module in ("layers", "cleanup", "effects", "combat")]


def _direct_attach_exhausts_the_unit(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """An attach by an effect exhausts the unit it equips, as if the unit had paid for it."""
    before = txn.state.get(a["object"])
    original(txn, a)
    after = txn.state.get(a["object"])
    if after is not None and after.attached_to == a["to"] and (before is None or before.attached_to != a["to"]):
        status_rules.set_exhausted(txn, a["to"], True)


def _top_most_both(doc: Doc) -> Doc:
    """Every card of a stack is shown as its Top-Most Card, the unit and what is laid on it."""
    for o in doc["objects"]:
        if o.get("attached_to") and "view" in o:
            o["view"]["top_most"] = True
    return doc


def _leaving_recalls_the_gear(original: Callable[..., None], txn: Txn, object_id: str, zone: str,
                              event: dict[str, Any], detach_order: list[str] | None = None) -> None:
    """The Equipment a unit leaves behind goes straight to its base, without waiting for cleanup."""
    attached = [c.id for c in txn.state.attachments_of(object_id)]
    original(txn, object_id, zone, event, detach_order)
    from rulespec.oracle import movement
    for card_id in attached:
        card = txn.state.get(card_id)
        if card is not None and card.on_board and not is_unit(card):
            movement.recall(txn, card_id)


MUTANTS += [
    Mutant("ready-of-equipment-readies-its-unit", "GEAR-14",
           "readying an attached Equipment readies the unit under it too: the engine keeps one "
           "ready state per stack when it is readied from the top (719.4: each card has its own)",
           patched(("rulespec.oracle.status.set_exhausted", _ready_lifts_the_host))),
    Mutant("equipment-stays-exhausted-under-an-exhausted-unit", "GEAR-14",
           "an attached Equipment cannot be readied while its unit is exhausted: the engine lets the "
           "unit's state hold the whole stack down (719.4.a: readying either does not touch the other)",
           patched(("rulespec.oracle.status.set_exhausted", _held_down_by_the_host))),
    Mutant("stun-exhausts-the-equipment", "GEAR-15",
           "stunning a unit exhausts its Equipment: the engine reads a stun as turning the whole stack "
           "sideways (GEAR-15: the unit's state is not given to its Equipment)",
           patched(("rulespec.oracle.status.gain_state", _stun_exhausts_attachments))),
    Mutant("attached-equipment-shows-the-host-name", "GEAR-16",
           "an attached Equipment is shown under its unit's name, as if it were part of the unit "
           "(GEAR-16: it keeps its own independent properties)",
           rewriting(snapshot=_attached_shown_with_host_field("name"))),
    Mutant("attached-equipment-shows-the-host-might", "GEAR-16",
           "an attached Equipment is shown with its unit's Might, the stack's Might taken for each card "
           "of it (GEAR-16; 137.3.b: a card without Might has none)",
           rewriting(snapshot=_attached_shown_with_host_field("might"))),
    Mutant("granted-text-shown-from-the-unit", "GEAR-02",
           "the effect text an Equipment adds to its unit is listed as the unit's own text, its origin "
           "lost (136.2.c: it is added to the unit's text, still the Equipment's text)",
           rewriting(snapshot=_granted_from_the_unit)),
    Mutant("equal-bonuses-counted-once", "GEAR-03",
           "the Might Bonuses of a unit's Equipment are gathered in a set: two equal bonuses add only "
           "once (GEAR-03: bonuses add up)",
           patched(*_might_everywhere(_equal_bonuses_once))),
    Mutant("stunned-unit-loses-its-might-bonus", "GEAR-02",
           "a stunned unit's Equipment gives it no Might Bonus: the engine confuses a stun with the end "
           "of the equipping (GEAR-02: the bonus applies while the Equipment is equipped)",
           patched(*_might_everywhere(_bonus_off_when(lambda o: "stunned" in o.states)))),
    Mutant("exhausted-unit-loses-its-might-bonus", "GEAR-02",
           "an exhausted unit's Equipment gives it no Might Bonus (GEAR-02: the bonus applies while the "
           "Equipment is equipped, whatever the unit's state)",
           patched(*_might_everywhere(_bonus_off_when(lambda o: o.exhausted)))),
    Mutant("direct-attach-exhausts-the-unit", "GEAR-22",
           "an attach ordered by an effect exhausts the unit it equips, as if the unit paid for it "
           "(GEAR-22: the effect just attaches; 434.5: nothing else changes)",
           replacing_entry(engine_rules.HANDLERS, "attach", _direct_attach_exhausts_the_unit)),
    Mutant("top-most-shown-on-the-equipment-too", "GEAR-01",
           "every card of a stack is shown as its Top-Most Card, the Equipment as well as the unit "
           "(GEAR-01: the unit is the Top-Most Card)",
           rewriting(snapshot=_top_most_both)),
    Mutant("leaving-unit-gear-recalled-at-once", "GEAR-36",
           "the Equipment a unit leaves behind is recalled to base at once rather than staying at the "
           "location the unit left (GEAR-36; the recall waits for cleanup, GEAR-38)",
           patched(("rulespec.oracle.zones.leave_board", _leaving_recalls_the_gear))),
]


def _exhausted_left_behind(original: Callable[..., None], txn: Txn, host_id: str, origin: str | None) -> None:
    """An exhausted Equipment cannot go along: it detaches and stays where its unit was."""
    for card in txn.state.attachments_of(host_id):
        if card.exhausted:
            attach_rules.detach(txn, card.id)
    original(txn, host_id, origin)


def _attached_shown_as_units(doc: Doc) -> Doc:
    """An attached Equipment is shown as part of its unit: a unit."""
    for o in doc["objects"]:
        if o.get("attached_to") and "view" in o:
            o["view"]["type"] = "unit"
    return doc


def _equipped_by_text_only(doc: Doc) -> Doc:
    """A unit counts as equipped only when an attached card gives it some effect text."""
    objects = _objects(doc)
    for o in doc["objects"]:
        view = o.get("view")
        if view and view.get("equipped"):
            given = [a for a in view["abilities"] if a["from"] != o["id"]
                     and (objects.get(a["from"]) or {}).get("attached_to") == o["id"]]
            if not given:
                view["equipped"] = False
    return doc


def _exhausted_not_detached(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    obj = txn.on_board(a["object"], "435.1")
    if obj.attached_to is not None and obj.exhausted:
        raise Rejected("illegal_target", "435.1", f"{a['object']!r} is exhausted: it cannot be detached")
    original(txn, a)


def _no_reattach_across_locations(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    card = txn.state.get(a["object"])
    host = txn.state.get(a["to"])
    if card is not None and host is not None and card.attached_to is not None and card.location != host.location:
        raise Rejected("cannot_move", "718.5.c", f"{a['object']!r} is attached: it cannot leave its unit's location")
    original(txn, a)


MUTANTS += [
    Mutant("exhausted-equipment-left-behind-on-move", "GEAR-31",
           "an exhausted Equipment does not follow its unit when the unit moves or is recalled: the "
           "engine lets only ready cards travel (GEAR-31: equipped cards follow the unit, 719.3)",
           patched(("rulespec.oracle.attach.relocate_attachments", _exhausted_left_behind),
                   ("rulespec.oracle.movement.relocate_attachments", _exhausted_left_behind))),
    Mutant("attached-equipment-shown-as-a-unit", "GEAR-16",
           "an attached Equipment is shown with the type of the stack it is part of, a unit "
           "(GEAR-16, 718.5.a: attached, it is still a gear)",
           rewriting(snapshot=_attached_shown_as_units)),
    Mutant("equipped-only-by-equipment-with-text", "GEAR-02",
           "a unit counts as equipped only when its Equipment adds some effect text to it; a "
           "bonus-only Equipment leaves it unequipped (818.3: carrying an Equipment is being equipped)",
           rewriting(snapshot=_equipped_by_text_only)),
    Mutant("exhausted-equipment-cannot-be-detached", "GEAR-35",
           "an exhausted Equipment cannot be detached by an effect: the engine reads the detach as the "
           "Equipment's own act (GEAR-35: the detach leaves its ready state as it is, whatever it is)",
           replacing_entry(engine_rules.HANDLERS, "detach", _exhausted_not_detached)),
    Mutant("reattach-refused-across-locations", "GEAR-23",
           "an attached Equipment cannot be equipped to a unit at another location: the engine applies "
           "'attached cards cannot move on their own' (718.5.c) to the reattach (GEAR-23, GEAR-34)",
           replacing_entry(engine_rules.HANDLERS, "attach", _no_reattach_across_locations)),
    Mutant("might-bonus-at-battlefields-only", "GEAR-02",
           "the Might Bonus counts only at a battlefield, where Might matters in combat; in base the "
           "unit has its printed Might (GEAR-02: the bonus applies while equipped, anywhere)",
           patched(*_might_everywhere(_bonus_off_when(lambda o: not (o.location or "").startswith("battlefield"))))),
]


def _played_gear_beside_a_unit(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """A played Equipment is put beside one of its player's units, ready to be equipped there."""
    original(txn, a)
    card = txn.state.get(a["object"])
    if card is None or not card.on_board or not card.traits.is_equipment or is_unit(card):
        return
    for unit in txn.state.objects:
        if unit.on_board and is_unit(unit) and unit.controller == card.controller and unit.location != card.location:
            txn.update(card.id, location=unit.location)
            txn.emit("relocate", object=card.id, **{"from": card.location}, to=unit.location)
            return


def _detach_exhausts_the_unit(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """Taking an Equipment off a unit is the unit's act: the unit is exhausted by it."""
    card = txn.on_board(a["object"], "435.1")
    host = card.attached_to
    original(txn, a)
    if host is not None and txn.obj(a["object"]).attached_to is None:
        host_obj = txn.state.get(host)
        if host_obj is not None and host_obj.on_board:
            status_rules.set_exhausted(txn, host, True)


def _two_slots(original: Callable[..., Any], state: Any, obj: Any) -> Any:
    """A unit has two Equipment slots: a third Equipment attaches but its bonus is not counted."""
    total = original(state, obj)
    if total is None or not obj.on_board:
        return total
    return total - sum(a.traits.might_bonus or 0 for a in state.attachments_of(obj.id)[2:])


MUTANTS += [
    Mutant("played-equipment-enters-beside-a-unit", "GEAR-17",
           "a played Equipment enters beside one of its player's units, wherever that unit is, to be "
           "equipped there; the cleanup then recalls it, but it went through the battlefield (GEAR-17, "
           "148.1.a: gear is played to its controller's base)",
           replacing_entry(engine_rules.HANDLERS, "play", _played_gear_beside_a_unit)),
    Mutant("detach-exhausts-the-unit", "GEAR-35",
           "detaching an Equipment exhausts the unit it came off, as if taking it off were the unit's "
           "action (GEAR-35: the detach takes the text and bonus away and changes nothing else)",
           replacing_entry(engine_rules.HANDLERS, "detach", _detach_exhausts_the_unit)),
    Mutant("only-two-equipment-slots-count", "GEAR-03",
           "a unit has two Equipment slots: a third Equipment attaches but adds no Might Bonus "
           "(GEAR-03: every Equipment contributes, 434.1.b.1)",
           patched(*_might_everywhere(_two_slots))),
]


def _attached_recall_does_nothing(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """Recalling an attached card is accepted and does nothing: it 'goes where its host goes'."""
    obj = txn.state.get(a["object"])
    if obj is not None and obj.on_board and obj.attached_to is not None:
        return
    original(txn, a)


MUTANTS += [
    Mutant("attached-recall-accepted-as-nothing", "GEAR-33",
           "recalling an attached Equipment on its own is accepted and does nothing, the engine reading "
           "'it goes where its unit goes' as a silent no-op (GEAR-33: it cannot be moved on its own; "
           "the recall is refused)",
           replacing_entry(engine_rules.HANDLERS, "recall", _attached_recall_does_nothing)),
]


class _FirstHostKeepsTheBonus(OracleAdapter):
    """An engine that adds an Equipment's bonus to a unit's Might as it attaches and takes it back
    only on a detach of its own: an Equipment taken straight to another unit leaves its bonus behind."""

    def setup(self, state: dict[str, Any]) -> None:
        super().setup(state)
        self.stale: dict[str, int] = {}

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        before = {o.id: o.attached_to for o in self._state().objects}
        result = super().perform(action)
        if result.get("accepted"):
            for o in self._state().objects:
                first = before.get(o.id)
                if first is not None and o.attached_to is not None and o.attached_to != first:
                    self.stale[first] = self.stale.get(first, 0) + (o.traits.might_bonus or 0)
        return result

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        for o in doc["objects"]:
            view = o.get("view")
            if o["id"] in self.stale and view and view.get("might") is not None and o.get("zone") == "board":
                view["might"] += self.stale[o["id"]]
        return doc


MUTANTS += [
    Mutant("first-host-keeps-the-bonus-of-a-moved-equipment", "GEAR-04",
           "a unit's Might is kept as a running total: an Equipment equipped straight to another unit "
           "leaves its bonus on the first, which only a detach of its own would take back (GEAR-04: "
           "one unit at a time; 434.1.f: the move detaches it from the first)",
           _FirstHostKeepsTheBonus),
]


class _KilledGearTextLingers(OracleAdapter):
    """An engine that copies an Equipment's effect text onto its unit as it attaches and takes it
    back when the Equipment comes off and stays on the board: an attached Equipment killed or
    banished leaves its text on the unit."""

    def setup(self, state: dict[str, Any]) -> None:
        super().setup(state)
        self.lingering: dict[str, list[dict[str, Any]]] = {}

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        before = {o.id: o for o in self._state().objects if o.attached_to is not None and o.on_board}
        shown = {o["id"]: o.get("view", {}).get("abilities", []) for o in super().snapshot()["objects"]}
        result = super().perform(action)
        if result.get("accepted"):
            for card_id, card in before.items():
                now = self._state().get(card_id)
                host = self._state().get(card.attached_to or "")
                if (now is None or not now.on_board) and host is not None and host.on_board:
                    given = [dict(a) for a in shown.get(host.id, []) if a["from"] == card_id]
                    self.lingering.setdefault(host.id, []).extend(given)
        return result

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        for o in doc["objects"]:
            if o["id"] in self.lingering and o.get("view") and o.get("zone") == "board":
                o["view"]["abilities"] += [dict(a) for a in self.lingering[o["id"]]]
        return doc


MUTANTS += [
    Mutant("killed-equipment-text-lingers-on-the-unit", "GEAR-06",
           "the effect text is written onto the unit as the Equipment attaches and taken off when it "
           "comes off onto the board: an attached Equipment that is killed leaves its text on the unit (GEAR-06: "
           "the effect text is inactive whenever the card is not attached, 136.2.b)",
           _KilledGearTextLingers),
]


# Round 8 (r8): GEAR-04 and GEAR-44.
class _FirstHostKeepsTheMovedText(OracleAdapter):
    """An Equipment taken straight to another unit: the first unit's view still shows the abilities
    its effect text gave (a detach of its own would have taken them off)."""

    def __init__(self) -> None:
        super().__init__()
        self._moved: dict[str, str] = {}  # card -> the unit it was taken from

    def setup(self, state: Doc) -> None:
        super().setup(state)
        self._moved = {}

    def perform(self, action: Doc) -> Doc:
        result = super().perform(action)
        events = result.get("events", []) if result.get("accepted") else []
        left = {e["object"]: e["from"] for e in events if e["type"] == "detach"}
        for e in events:
            if e["type"] == "attach" and e["object"] in left and left[e["object"]] != e["to"]:
                self._moved[e["object"]] = left[e["object"]]
        return result

    def snapshot(self) -> Doc:
        doc = super().snapshot()
        assert self.state is not None
        views = {o["id"]: o.get("view") for o in doc["objects"]}
        for card_id, old in self._moved.items():
            card = self.state.get(card_id)
            view = views.get(old)
            host = self.state.get(card.attached_to) if card is not None and card.attached_to else None
            if host is None or host.id == old or not view:
                continue
            for ability in abilities(self.state, host):
                entry = ability.to_document()
                if entry["from"] == card_id and entry not in view["abilities"]:
                    view["abilities"].append(entry)
        return doc


def _copied_me_is_the_model(original: Callable[..., Any], txn: Txn, record: Any, ability: Any, want: Any,
                            value: Any) -> bool:
    """A copied trigger's "me" still names the card it was copied from."""
    if want == "me":
        holder = txn.state.get(ability.holder)
        if holder is not None and holder.copy is not None and value == holder.copy.of:
            return True
    return bool(original(txn, record, ability, want, value))


MUTANTS += [
    Mutant("gear-first-host-keeps-the-text-of-a-moved-equipment", "GEAR-04",
           "the effect text an Equipment gives is taken off its unit only by a detach on its own: an Equipment "
           "taken straight to another unit leaves its keyword on the first (GEAR-04: one unit at a time; "
           "434.1.f: the move detaches it)", _FirstHostKeepsTheMovedText),
    Mutant("gear-copied-attach-trigger-names-the-model", "GEAR-44",
           "the copied Aphelios trigger's \"me\" is read as Aphelios, the card the text was copied from: the copy "
           "triggers when an Equipment is attached to Aphelios (477.1.b: the copy has the text as its own; \"me\" "
           "is the copy)", patched(("rulespec.oracle.triggers._fits", _copied_me_is_the_model))),
]


# --- round 9: stale caches, printed vs current, order, location (GEAR-05 … GEAR-44) ------------

from tests.mutants import _r9  # noqa: E402 (this block is appended; see the module's head)


def _r9_host_type_printed(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    """The attach checks its host's printed card type, not its current one."""
    original(txn, card_id, host_id)
    host = txn.obj(host_id)
    if host.card.type not in txn.state.rules.carries_equipment:
        raise Rejected("illegal_target", "434.1", f"{host_id!r} is printed as a {host.card.type}, not a unit")


def _r9_triggers_reported_first(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    if result.get("accepted"):
        result["events"] = sorted(result["events"], key=lambda e: 0 if e["type"] == "ability_triggered" else 1)
    return result


def _r9_copy_reported_before_attach(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    if result.get("accepted"):
        result["events"] = sorted(result["events"],
                                  key=lambda e: 0 if e["type"] in ("copy_began", "text_copied") else 1)
    return result


MUTANTS += [
    Mutant("r9-text-boxes-cached-before-attach", "GEAR-05",
           "the engine works out once which text boxes of a card are active and recomputes that on a change of "
           "zone or type, not on an attach: an Equipment attached during the game keeps active rules text "
           "(718.2: the rules text of an attached card is inactive)",
           _r9.stale_view(("text_boxes",), _r9.refreshed_except("attach"))),
    Mutant("r9-text-boxes-cached-after-detach", "GEAR-06",
           "which text boxes are active is cached and not recomputed on a detach: a detached Equipment keeps "
           "its effect text active and its rules text inactive (136.2.b, 718.2: only while attached)",
           _r9.stale_view(("text_boxes",), _r9.refreshed_except("detach"))),
    Mutant("r9-granted-abilities-cached-before-control-change", "GEAR-13",
           "the abilities a unit has, each with its controller, are cached as the text is granted and not "
           "recomputed on a change of control: the text an Equipment grants stays its old controller's "
           "(191.4.a, 136.2.c: the unit's abilities are its controller's)",
           _r9.stale_view(("abilities",), _r9.refreshed_except("control_changed"))),
    Mutant("r9-is-unit-cached-before-type-change", "GEAR-40",
           "whether an object is a unit is cached per card and a type-changing effect does not invalidate it: "
           "an attached Equipment made a unit by an effect stays attached (480, 434.1: a unit cannot be "
           "attached)", _r9.stale(("rulespec.oracle.cleanup.is_unit",),
                                  _r9.refreshed_except("type_changed", "copy_began"))),
    Mutant("r9-equip-target-controller-noted-at-setup", "GEAR-18",
           "the Equip target 'a unit you control' is checked against a table of controllers made as the game "
           "began, which a change of control does not update: the unit A took from B cannot be equipped "
           "(818.1.b: a unit you control, when it is chosen)", _r9.equip_targets_by_setup_controller("818.1.b")),
    Mutant("r9-attach-host-type-read-from-printed-card", "GEAR-42",
           "the host of an attach is checked against its printed type: a gear made a unit cannot carry an "
           "Equipment (434.1: it attaches to a unit; 480: the type is the current one)",
           patched(("rulespec.oracle.attach.check_attach", _r9_host_type_printed))),
    Mutant("r9-triggers-reported-before-their-cause", "GEAR-26",
           "the engine reports the triggered abilities an action caused ahead of the action's own events "
           "(383.2.c: an ability triggers once its cause has been processed, and so after it)",
           rewriting(perform=_r9_triggers_reported_first)),
    Mutant("r9-copy-reported-before-attach", "GEAR-25",
           "Svellsongur's and Shady Spectacles's copying is reported ahead of the attach it follows, as one "
           "simultaneous step (Vendetta FAQ: the card attaches first, then copies; not simultaneous)",
           rewriting(perform=_r9_copy_reported_before_attach)),
]


MUTANTS += [
    Mutant("r9-top-most-view-cached-before-attach", "GEAR-01",
           "whether a unit is the Top-Most Card of a stack is worked out as the game is set up and on a detach, "
           "not on an attach: a unit equipped during the game is not shown as the Top-Most Card (717, 719.2)",
           _r9.stale_view(("top_most", "attachments", "equipped"), _r9.refreshed_except("attach"))),
    Mutant("r9-host-view-stale-when-its-equipment-becomes-a-unit", "GEAR-40",
           "an Equipment made a unit falls off, and the engine refreshes the Equipment, not the unit it fell off: "
           "that unit still shows its bonus and its attachment (434.1; the FAQ: detached at once)",
           _r9.stale_view(("might", "attachments", "equipped", "top_most", "abilities"),
                          _r9.refreshed_naming("object", types=("detach",)))),
    Mutant("r9-ability-controller-noted-at-setup", "GEAR-13",
           "who may activate an object's abilities is noted as the game begins and never updated: the player who "
           "took the equipped unit cannot use the ability its Equipment grants it (191.4.a, GEAR-13: the unit's "
           "controller controls its abilities, now)", _r9.activations_by_setup_controller("191.4.a")),
]


# --- red-team round 14 (r14-): the text, copy, Weaponmaster and Equip rulings ------------------

def _r14_unlinked_as_it_leaves(original: Callable[..., None], txn: Txn, object_id: str, *args: Any,
                               **kwargs: Any) -> None:
    """An attached card that leaves the board is unlinked as it goes, with no detach: what lasted
    for as long as it was attached (the Spectacles' copy) is not ended."""
    if txn.obj(object_id).attached_to is not None:
        txn.update(object_id, attached_to=None)
    original(txn, object_id, *args, **kwargs)


def _r14_kill_every_namesake(original: Callable[..., list[Any]], txn: Txn, op: dict[str, Any], subject: str,
                             ctx: Any) -> list[Any]:
    """"Kill Guardian Angel" read by name: every card of that name on the unit is killed."""
    events = original(txn, op, subject, ctx)
    obj = txn.state.get(subject)
    if op.get("object") != "this" or obj is None or obj.attached_to is None:
        return events
    namesakes = [a.id for a in txn.state.attachments_of(obj.attached_to)
                 if a.id != subject and a.traits.name == obj.traits.name]
    return events + [e for other in namesakes for e in original(txn, op, other, ctx)]


def _r14_first_reduction_only(original: Callable[..., list[Any]], cost: Any, reduction: Any) -> list[Any]:
    """[A] less takes off the first Power symbol of the cost, whether the pool can pay what is left or not."""
    return original(cost, reduction)[:1]


def _r14_text_copy_of_the_printed_card(original: Callable[..., None], txn: Txn, card_id: str, model_id: str,
                                       while_attached: str | None = None) -> None:
    model = txn.obj(model_id)
    if model.copy is None:
        original(txn, card_id, model_id, while_attached)
        return
    saved = model.copy
    txn.update(model_id, copy=None)
    try:
        original(txn, card_id, model_id, while_attached)
    finally:
        txn.update(model_id, copy=saved)


def _r14_own_keywords_only(original: Callable[..., int], state: Any, obj: Any, key: str) -> int:
    """[Assault]/[Shield] counted from the unit's own printed text only: what its Equipment adds is not read."""
    total = 0
    for a in active_abilities(state, obj, "keyword"):
        if a.definition.key == key and a.origin == obj.id and a.granted_by is None:
            number = re.search(r"\b" + key + r"\s+(\d+)", a.definition.text, re.IGNORECASE)
            total += int(number.group(1)) if number else 1
    return total


def _r14_keyword_instances_not_added(original: Callable[..., int], state: Any, obj: Any, key: str) -> int:
    """The X of [Assault X] is the largest instance's, the instances not added up."""
    numbers = [int(m.group(1)) if (m := re.search(r"\b" + key + r"\s+(\d+)", a.definition.text, re.IGNORECASE))
               else 1 for a in active_abilities(state, obj, "keyword") if a.definition.key == key]
    return max(numbers, default=0)


def _r14_triggers_merged_by_key(original: Callable[..., None], txn: Txn, record: Any) -> None:
    """Each object's triggered abilities are kept by key: two instances of one trigger (its own and
    the one an Equipment's copied text gives it) trigger once."""
    before = len(txn.pending)
    original(txn, record)
    seen: set[tuple[str, str]] = set()
    kept = list(txn.pending[:before])
    for p in txn.pending[before:]:
        k = (p.holder, p.ability)
        if k in seen:
            continue
        seen.add(k)
        kept.append(p)
    txn.pending[:] = kept


def _r14_any_detach_ends_copies(kind: str) -> Callable[..., None]:
    """A detach from a unit ends every copy that lasted while something was attached to it: the
    engine ends them by host, not by the card detached."""
    def end(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
        original(txn, card_id, host_id)
        host = txn.state.get(host_id)
        if kind == "copy" and host is not None and host.copy is not None and host.copy.while_attached is not None:
            original(txn, host.copy.while_attached, host_id)
        if kind == "text":
            for other in txn.state.attachments_of(host_id):
                if other.text_copy is not None and other.text_copy.of == host_id and other.id != card_id:
                    txn.update(other.id, text_copy=None)
                    txn.emit("text_copy_ended", object=other.id, of=host_id)
    return end


def _r14_resolution_ignores_control(original: Callable[..., str | None], state: Any, spec: Any, source: str,
                                    controller: str, targets: tuple[str, ...]) -> str | None:
    """Equip's target is checked as it resolves for being a unit on the board, its controller as at
    activation: the control check is done at activation only."""
    if any(f.function == "resolve" for f in inspect.stack()[1:4]):
        owners = {t: state.get(t).controller for t in targets if state.get(t) is not None}
        return original(state, spec, source, controller, targets) if all(c == controller for c in owners.values()) \
            else None
    return original(state, spec, source, controller, targets)


def _r14_equip_timing_ignores_the_phase(original: Callable[..., None], txn: Txn, player: str, rule: str) -> None:
    """The gear-ability timing is checked for the turn and the chain, not the phase."""
    turn = txn.state.turn
    if turn.active_player != player:
        raise Rejected("wrong_timing", rule, f"it is {turn.active_player}'s turn, not {player}'s")
    if txn.state.chain:
        raise Rejected("wrong_timing", rule, "the chain is not empty (Closed State)")


_R14_WAS_ATTACHED: set[str] = set()


def _r14_note_attached(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                       chosen: list[str] | None = None) -> bool:
    if txn.obj(card_id).attached_to is not None:
        _R14_WAS_ATTACHED.add(card_id)
    else:
        _R14_WAS_ATTACHED.discard(card_id)
    return original(txn, card_id, host_id, chosen)


def _r14_as_attached_only_from_unattached(original: Callable[..., None], txn: Txn, card_id: str, host_id: str,
                                          chosen: list[str] | None) -> None:
    """"As this is attached" is applied only to a card that was unattached: a card taken from one
    unit to another had its printed rules text inactive already, so the engine skips it."""
    if card_id in _R14_WAS_ATTACHED:
        _R14_WAS_ATTACHED.discard(card_id)
        return
    original(txn, card_id, host_id, chosen)


MUTANTS += [
    Mutant("r14-killed-spectacles-copy-lingers", "GEAR-25",
           "an attached card that is killed is unlinked as it leaves the board, with no detach of its own: the "
           "copy the Shady Spectacles made 'for as long as this is attached' goes on after they are in the trash "
           "(719.5, 435.1: a card that leaves the board detaches; VEN-137)",
           patched(("rulespec.oracle.zones.leave_board", _r14_unlinked_as_it_leaves))),
    Mutant("r14-guardian-angel-kills-every-angel", "GEAR-10",
           "'kill Guardian Angel' is read by the card's name: a unit carrying two Guardian Angels loses both to "
           "one save (GEAR-10: only the named Equipment, the one whose text applies, is killed; GEAR-09: "
           "'this'/the Equipment's name is that Equipment)",
           replacing_entry(effects_rules.OPERATIONS, "kill",
                           _r14_kill_every_namesake)),
    Mutant("r14-weaponmaster-first-reduction-only", "GEAR-21",
           "[A] less takes off the first Power symbol of the Equip cost, whatever the pool holds: with two "
           "domains in the cost, the player cannot have the other taken off to pay (821.1.c.2: [A] is one Power "
           "of any domain)",
           patched(("rulespec.oracle.weaponmaster.less", _r14_first_reduction_only))),
    Mutant("r14-svellsongur-copies-the-printed-card", "GEAR-25",
           "Svellsongur copies the printed text of the unit's card, not the text the unit has: on a unit that "
           "is a copy it copies the unit's own card (GEAR-25: it copies the equipped unit's text; 477.1.b.1.b)",
           patched(("rulespec.oracle.copies.copy_text", _r14_text_copy_of_the_printed_card))),
    Mutant("r14-assault-from-equipment-ignored", "GEAR-02",
           "[Assault] and [Shield] are read from the unit's printed text only: the keyword an Equipment's effect "
           "text adds to it gives no Might in combat (GEAR-02: the effect text is added to the unit's rules "
           "text; 807, 814)",
           patched(("rulespec.oracle.layers.keyword_number", _r14_own_keywords_only))),
    Mutant("r14-assault-instances-not-added", "GEAR-03",
           "two Equipment giving [Assault] give the largest X, not the sum (GEAR-03: bonuses and texts add up; "
           "807.2: the instances are cumulative)",
           patched(("rulespec.oracle.layers.keyword_number", _r14_keyword_instances_not_added))),
    Mutant("r14-copied-trigger-merged-with-own", "GEAR-26",
           "an object's triggered abilities are matched by key: Aphelios carrying Svellsongur, which copied its "
           "text, triggers once for a later attach, as if the copy were the same ability (GEAR-26: the copied "
           "trigger misses only the attach that already happened; 136.2.c: it is a second instance)",
           patched(("rulespec.oracle.triggers.match", _r14_triggers_merged_by_key))),
    Mutant("r14-any-detach-ends-the-spectacles-copy", "GEAR-25",
           "the copy the Spectacles make ends when any card is detached from the unit, the engine ending copies "
           "by host (VEN-137: for as long as this, the Spectacles, is attached)",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _r14_any_detach_ends_copies("copy")))),
    Mutant("r14-any-detach-ends-svellsongur-text", "GEAR-29",
           "the text Svellsongur copied ends when any card is detached from the unit, not only Svellsongur "
           "(SFD-059: for as long as this is attached to it)",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _r14_any_detach_ends_copies("text")))),
    Mutant("r14-equip-resolution-ignores-control", "GEAR-19",
           "as Equip resolves its target is checked for being there, not for being a unit its controller still "
           "controls: a unit taken by an opponent in between still gets the Equipment (GEAR-18, GEAR-19: the "
           "target is a unit you control, and the attach is made on resolution; 359.3.e)",
           patched(("rulespec.oracle.chain._target_problem", _r14_resolution_ignores_control))),
    Mutant("r14-equip-timing-ignores-the-phase", "GEAR-18",
           "the timing of Equip is checked for the turn and the chain, not the phase: Equip is used in the "
           "Beginning or Ending Phase of one's own turn (GEAR-18: its timing restrictions apply; 151.2: the Main "
           "Phase)",
           patched(("rulespec.oracle.chain.check_main_timing", _r14_equip_timing_ignores_the_phase))),
    Mutant("r14-as-attached-text-skipped-when-taken-from-a-unit", "GEAR-25",
           "'As this is attached' is applied only to a card that was unattached: a Svellsongur or Spectacles "
           "taken straight from one unit to another copies nothing, its printed text having been inactive "
           "(GEAR-05: the attachment-related exceptions apply; 725.1)",
           patched(("rulespec.oracle.attach.attach", _r14_note_attached),
                   ("rulespec.oracle.pipeline.as_attached", _r14_as_attached_only_from_unattached))),
]


# --- red-team round 14 (r14-), second batch --------------------------------------------------

def _r14_recall_to_the_texts_controller(original: Callable[..., list[Any]], txn: Txn, op: dict[str, Any],
                                        subject: str, ctx: Any) -> list[Any]:
    """"Recall me" in an Equipment's text sends the unit to the base of the Equipment's controller,
    the player whose card the text is."""
    card = txn.state.get(ctx.this)
    obj = txn.state.get(subject)
    if card is None or obj is None or card.id == obj.id or card.controller == obj.controller or not obj.on_board:
        return original(txn, op, subject, ctx)
    home = txn.base_of(card.controller)
    if obj.location == home:
        return []
    txn.update(subject, location=home)
    txn.emit("recall", object=subject, **{"from": obj.location}, to=home, cause="effect")
    attach_rules.relocate_attachments(txn, subject, obj.location)
    return []


def _r14_unit_equipment_effect_text_on_itself(original: Callable[..., bool], obj: Any) -> bool:
    """A unit with the Equipment tag is taken to equip itself: its effect text is active."""
    return original(obj) or (obj.on_board and obj.traits.is_equipment and is_unit(obj))


def _r14_foreign_keywords_ignored(original: Callable[..., int], state: Any, obj: Any, key: str) -> int:
    """[Assault]/[Shield] counted from the unit's own text and its own controller's Equipment only."""
    total = 0
    for a in active_abilities(state, obj, "keyword"):
        origin = state.get(a.origin)
        if a.definition.key == key and (origin is None or origin.controller == obj.controller):
            number = re.search(r"\b" + key + r"\s+(\d+)", a.definition.text, re.IGNORECASE)
            total += int(number.group(1)) if number else 1
    return total


def _r14_printed_keywords_only(original: Callable[..., bool], state: Any, unit: Any, keyword: str) -> bool:
    """Tank and Backline in a combat's assignment are read from the unit's printed text only."""
    return any(a.definition.key == keyword for a in active_abilities(state, unit, "keyword")
               if a.origin == unit.id and a.granted_by is None)


def _r14_equip_by_the_owner(original: Callable[..., Ability], txn: Txn, object_id: str, key: str,
                            instance: int = 1) -> Ability:
    """Who may activate an Equip is read from the Equipment's owner."""
    found = original(txn, object_id, key, instance)
    if key != "equip":
        return found
    return replace(found, controller=txn.obj(found.origin).owner)


class _R14TypeAtActivation(PatchedOracle):
    """The oracle that notes, as Equip is activated, whether its Equipment is a unit, and judges the
    attach on resolution by that note (``judge``), not by what the card is then."""

    judge: ClassVar[str] = "unit-never-attaches"
    noted: ClassVar[dict[str, bool]] = {}

    def setup(self, state: dict[str, Any]) -> None:
        type(self).noted.clear()
        super().setup(state)


def _r14_type_noter(cls: type[_R14TypeAtActivation]) -> tuple[tuple[str, Callable[..., Any]], ...]:
    def activate(original: Callable[..., None], txn: Txn, player: str, object_id: str, key: str,
                 targets: tuple[str, ...], instance: int = 1) -> None:
        original(txn, player, object_id, key, targets, instance)
        if key == "equip":
            cls.noted[object_id] = is_unit(txn.obj(object_id))

    def check_attach(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
        was_unit = cls.noted.pop(card_id, None)
        if cls.judge == "unit-never-attaches" and was_unit:
            raise Rejected("illegal_target", "434.1", f"{card_id!r} was a unit when its Equip was activated")
        if cls.judge == "gear-always-attaches" and was_unit is False and is_unit(txn.obj(card_id)):
            return
        original(txn, card_id, host_id)

    return (("rulespec.oracle.chain.activate", activate), ("rulespec.oracle.attach.check_attach", check_attach))


def _r14_type_at_activation(judge: str) -> Callable[[], Any]:
    cls = type("Mutated", (_R14TypeAtActivation,), {"judge": judge, "noted": {}})
    cls.patches = _r14_type_noter(cls)
    return cls


MUTANTS += [
    Mutant("r14-angel-recalls-to-its-controllers-base", "GEAR-12",
           "'recall me' in the text an Equipment gives sends the unit to the base of the Equipment's controller, "
           "the text being that player's: B's unit saved by A's Guardian Angel goes to A's base (GEAR-12, GEAR-13: "
           "the text applies to the unit, whose controller's base a recall sends it to; 455)",
           replacing_entry(effects_rules.OPERATIONS, "recall", _r14_recall_to_the_texts_controller)),
    Mutant("r14-unit-equipment-effect-text-on-itself", "GEAR-06",
           "a unit with the Equipment tag is taken to carry itself: its effect text is active on it, unattached "
           "(GEAR-06: the effect text is inactive whenever the card is not equipped to a unit)",
           patched(("rulespec.oracle.layers.effect_text_active", _r14_unit_equipment_effect_text_on_itself))),
    Mutant("r14-foreign-equipment-shield-ignored", "GEAR-12",
           "[Shield] and [Assault] count only the instances of the unit's own text and its own controller's "
           "Equipment: another player's Equipment gives no combat Might (GEAR-12: the granted text keeps applying "
           "whoever controls each card)",
           patched(("rulespec.oracle.layers.keyword_number", _r14_foreign_keywords_ignored))),
    Mutant("r14-tank-from-equipment-ignored-in-combat", "GEAR-02",
           "Tank and Backline are read from the unit's printed text as damage is assigned: the Tank an Equipment "
           "gives its unit does not make it take lethal damage first (GEAR-02: the effect text is added to the "
           "unit's rules text; 815)",
           patched(("rulespec.oracle.combat._has", _r14_printed_keywords_only))),
    Mutant("r14-equip-activated-by-the-owner", "GEAR-18",
           "Equip is the Equipment owner's to activate: a player who controls another player's Equipment cannot "
           "use its Equip, its owner can (GEAR-18: you choose to use it, the Equipment's controller; 377)",
           patched(("rulespec.oracle.chain._find", _r14_equip_by_the_owner))),
    Mutant("r14-unit-at-activation-never-attaches", "GEAR-41",
           "whether the Equipment is a unit is judged as its Equip is activated: a unit-Equipment made a gear "
           "before its Equip resolves still attaches nothing (GEAR-41: it cannot attach while it is a unit; the "
           "attach is made on resolution, GEAR-19)",
           _r14_type_at_activation("unit-never-attaches")),
    Mutant("r14-gear-at-activation-attaches-as-a-unit", "GEAR-41",
           "whether the Equipment is a unit is judged as its Equip is activated: an Equipment made a unit before "
           "its Equip resolves is attached all the same, and falls off at once where its new unit is (GEAR-41: "
           "it cannot attach while it is a unit; GEAR-19: the attach is made on resolution)",
           _r14_type_at_activation("gear-always-attaches")),
]


# --- red-team round 14 (r14-), fourth batch --------------------------------------------------

def _r14_combat_might(kept: str) -> Callable[..., int]:
    """The Might a side deals in combat, with the Might Bonuses of some Equipment left out: of another
    player's (``foreign``), or of every one (``none``)."""
    def total(original: Callable[..., int], state: Any, units: list[Any]) -> int:
        found = 0
        for u in units:
            if "stunned" in u.states:
                continue
            value = layers_rules.might(state, u) or 0
            for a in state.attachments_of(u.id):
                if kept == "none" or a.controller != u.controller:
                    value -= a.traits.might_bonus or 0
            found += max(value, 0)
        return found
    return total


def _r14_weaponmaster_not_from_foreign_units(original: Callable[..., bool], txn: Txn, equipment_id: str,
                                             unit_id: str) -> bool:
    """Weaponmaster does not take an Equipment off another player's unit, though the Equipment is yours."""
    card = txn.obj(equipment_id)
    host = txn.state.get(card.attached_to) if card.attached_to else None
    if host is not None and host.controller != card.controller:
        return False
    return original(txn, equipment_id, unit_id)


def _r14_copy_makes_a_new_object(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                                 while_attached: str | None = None) -> None:
    """Becoming a copy is taken for becoming another object: what aimed at the unit no longer finds it."""
    original(txn, object_id, model_id, while_attached)
    obj = txn.obj(object_id)
    txn.state = txn.state.with_object(replace(obj, incarnation=obj.incarnation + 1))


MUTANTS += [
    Mutant("r14-combat-might-ignores-foreign-bonuses", "GEAR-12",
           "the Might a unit deals in combat counts only the bonuses of its own controller's Equipment: B's unit "
           "carrying A's Equipment deals its Might without that bonus (GEAR-12: the bonus keeps applying whoever "
           "controls each card; 465.2.a)",
           patched(("rulespec.oracle.combat.total_might", _r14_combat_might("foreign")))),
    Mutant("r14-combat-might-without-bonuses", "GEAR-02",
           "the Might a unit deals in combat is its Might before its Equipment's bonuses (GEAR-02: the Might "
           "Bonus modifies the unit's Might; 465.2.a)",
           patched(("rulespec.oracle.combat.total_might", _r14_combat_might("none")))),
    Mutant("r14-weaponmaster-not-from-foreign-units", "GEAR-21",
           "Weaponmaster does not take your Equipment off another player's unit: only from your own units "
           "(821.1.c: an Equipment you control, even if it's already attached; 718.5.f)",
           patched(("rulespec.oracle.weaponmaster.can_attach_here", _r14_weaponmaster_not_from_foreign_units))),
    Mutant("r14-copy-makes-a-new-object", "GEAR-19",
           "becoming a copy makes the unit another object: an Equip aimed at it before it became a copy finds "
           "nothing as it resolves (GEAR-19: the attach is made on resolution, to the unit targeted; GEAR-27, "
           "GEAR-28: a copy stays the same unit)",
           patched(("rulespec.oracle.copies.become_copy", _r14_copy_makes_a_new_object))),
]


# --- red-team round 14 (r14-), fifth batch ---------------------------------------------------

_R14_ACTIVATING: list[str] = []


def _r14_note_activating_player(original: Callable[..., None], txn: Txn, player: str, *args: Any,
                                **kwargs: Any) -> None:
    _R14_ACTIVATING.append(player)
    try:
        original(txn, player, *args, **kwargs)
    finally:
        _R14_ACTIVATING.pop()


def _r14_stack_abilities_shared(original: Callable[..., Ability], txn: Txn, object_id: str, key: str,
                                instance: int = 1) -> Ability:
    """The controller of an Equipment on a unit may use the unit's abilities, its printed ones included."""
    found = original(txn, object_id, key, instance)
    player = _R14_ACTIVATING[-1] if _R14_ACTIVATING else None
    if player is not None and found.controller != player and any(
            a.controller == player for a in txn.state.attachments_of(found.holder)):
        return replace(found, controller=player)
    return found


def _r14_attached_banish_refused(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    """An attached card is taken to go only where its unit goes: banishing it alone is refused."""
    obj = txn.state.get(a.get("object", ""))
    if obj is not None and obj.attached_to is not None:
        raise Rejected("cannot_move", "718.5.c", f"{obj.id!r} is attached to {obj.attached_to!r}")
    original(txn, a)


def _r14_only_equipment_rules_text_off(original: Callable[..., bool], state: Any, obj: Any) -> bool:
    """Only an attached Equipment has its printed rules text switched off: another attached gear keeps it."""
    return original(state, obj) or (obj.attached_to is not None and not obj.traits.is_equipment)


def _r14_foreign_keywords_ignored_in_combat(original: Callable[..., bool], state: Any, unit: Any,
                                            keyword: str) -> bool:
    """Tank and Backline in a combat's assignment count the unit's own text and its own controller's Equipment."""
    for a in active_abilities(state, unit, "keyword"):
        origin = state.get(a.origin)
        if a.definition.key == keyword and (origin is None or origin.controller == unit.controller):
            return True
    return False


Handler = Callable[[Txn, dict[str, Any]], None]

MUTANTS += [
    Mutant("r14-equipment-controller-uses-the-units-abilities", "GEAR-13",
           "the player whose Equipment is on a unit may use that unit's abilities, its printed ones too, the "
           "stack being handled by everyone with a card in it (GEAR-13: controlling the Equipment gives no "
           "control of the unit's abilities)",
           patched(("rulespec.oracle.chain.activate", _r14_note_activating_player),
                   ("rulespec.oracle.chain._find", _r14_stack_abilities_shared))),
    Mutant("r14-attached-equipment-not-banishable", "GEAR-16",
           "an attached Equipment goes only where its unit goes: banishing it on its own is refused, as moving "
           "it is (GEAR-16: it can still be targeted as Equipment and keeps its own properties; a banish is no "
           "move, 427.1, 718.5.c)",
           replacing_entry(engine_rules.HANDLERS, "banish", _r14_attached_banish_refused)),
    Mutant("r14-attached-gear-rules-text-stays-active", "GEAR-05",
           "only an attached card with the Equipment tag has its printed rules text switched off: a gear without "
           "it, attached to a unit, keeps its rules text active (718.2: the printed rules text of an attached "
           "card is inactive)",
           patched(("rulespec.oracle.layers.rules_text_active", _r14_only_equipment_rules_text_off))),
    Mutant("r14-foreign-tank-ignored-in-combat", "GEAR-12",
           "Tank and Backline in a combat count only the unit's own text and its own controller's Equipment: the "
           "Tank your Equipment gives an opponent's unit does not make it take lethal damage first (GEAR-12: the "
           "granted text keeps applying whoever controls each card; 815)",
           patched(("rulespec.oracle.combat._has", _r14_foreign_keywords_ignored_in_combat))),
]


_R14_IN_COMBAT: list[bool] = []


def _r14_note_combat_cleanup(original: Callable[..., None], txn: Txn, *args: Any, **kwargs: Any) -> None:
    _R14_IN_COMBAT.append(True)
    try:
        original(txn, *args, **kwargs)
    finally:
        _R14_IN_COMBAT.pop()


def _r14_no_replacement_in_combat(original: Callable[..., Any], state: Any, event: Any) -> Any:
    """Replacement effects are looked for on the deaths effects cause, not on those of a combat."""
    return None if _R14_IN_COMBAT else original(state, event)


MUTANTS += [
    Mutant("r14-guardian-angel-idle-in-combat", "GEAR-10",
           "the replacements of 'If I would die' are checked for the kills of spells and abilities, not for a "
           "unit dying of combat damage: Guardian Angel does not save a unit killed in combat (GEAR-10: it "
           "protects the unit from being killed, whatever kills it; 428)",
           patched(("rulespec.oracle.combat.cleanup", _r14_note_combat_cleanup),
                   ("rulespec.oracle.replacement.instead", _r14_no_replacement_in_combat))),
]


# --- red-team round 14 (r14-), eighth batch --------------------------------------------------

def _r14_me_is_the_text_holder(original: Callable[..., None], txn: Txn, ops: Any, *, this: str, me: str,
                               **kwargs: Any) -> None:
    """In the text Svellsongur copied, "me" is read as Svellsongur: the text is in its effect text."""
    card = txn.state.get(this)
    if card is not None and this != me and card.text_copy is not None and card.attached_to == me:
        me = this
    original(txn, ops, this=this, me=me, **kwargs)


def _r14_copy_end_makes_a_new_object(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    """When a copy ends, the unit is put back as its own card: a new object, which nothing aimed at before finds."""
    before = txn.state.get(host_id)
    original(txn, card_id, host_id)
    after = txn.state.get(host_id)
    if before is not None and after is not None and before.copy is not None and after.copy != before.copy \
            and after.on_board:
        txn.state = txn.state.with_object(replace(after, incarnation=after.incarnation + 1))


MUTANTS += [
    Mutant("r14-copied-text-me-is-svellsongur", "GEAR-09",
           "in the text Svellsongur copies, 'me' is read as Svellsongur, whose effect text holds it: the copied "
           "Azir, Ascendant ability exchanges Svellsongur's place, not the unit's (GEAR-09: in text a unit is "
           "given, 'I'/'me' is the unit using the ability; 136.2.c)",
           patched(("rulespec.oracle.chain.run_effect", _r14_me_is_the_text_holder))),
    Mutant("r14-copy-end-makes-a-new-object", "GEAR-28",
           "when the copy the Spectacles made ends, the unit is put back as its own card, a new object: what was "
           "aimed at it before finds nothing (GEAR-28: the Sand Soldier stays the same unit; 124.2)",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _r14_copy_end_makes_a_new_object))),
]


# --- red-team round 14 (r14-), ninth batch ---------------------------------------------------

def _r14_renewal_unreported(began: str, ended: str) -> Callable[[dict[str, Any], dict[str, Any], Any], dict[str, Any]]:
    """A copy begun again of the model whose copy ended before is taken for the same copy going on: the
    engine reports no new beginning for it."""
    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
        if not result.get("accepted"):
            return result
        ended_before: set[tuple[Any, Any]] = adapter.__dict__.setdefault("_r14_ended", set())
        kept = []
        for e in result["events"]:
            pair = (e.get("object"), e.get("of"))
            if e.get("type") == began and pair in ended_before:
                continue
            if e.get("type") == ended:
                ended_before.add(pair)
            kept.append(e)
        result["events"] = kept
        return result
    return rewrite


def _r14_remembering(rewrite: Callable[[dict[str, Any], dict[str, Any], Any], dict[str, Any]]) -> Callable[[], Any]:
    """The rewriting oracle, its memory of ended copies wiped as each game is set up."""
    base = rewriting(perform=rewrite)

    class Remembering(base):  # type: ignore[valid-type, misc]
        def setup(self, state: dict[str, Any]) -> None:
            self.__dict__["_r14_ended"] = set()
            super().setup(state)

    return Remembering


MUTANTS += [
    Mutant("r14-renewed-copy-not-reported", "GEAR-28",
           "the Spectacles re-attached copying the same model are taken for the old copy going on: no new "
           "copy_began is reported (GEAR-28: detach then re-attach makes a new copy, with a new instance of the "
           "ability)",
           _r14_remembering(_r14_renewal_unreported("copy_began", "copy_ended"))),
    Mutant("r14-renewed-text-copy-not-reported", "GEAR-29",
           "Svellsongur re-attached to the unit it copied before is taken for the old text copy going on: no new "
           "text_copied is reported (GEAR-29: a real detach and a re-attach renew the copied text)",
           _r14_remembering(_r14_renewal_unreported("text_copied", "text_copy_ended"))),
]


# Round 17.

from rulespec.oracle import weaponmaster as _r17_weaponmaster  # noqa: E402 (this block is appended; see the module's head)


def _r17_weaponmaster_paid_by_the_owner(original: Callable[..., bool], txn: Txn, player: str, equipment_id: str,
                                        unit_id: str, reduction: Any = _r17_weaponmaster.LESS) -> bool:
    """Weaponmaster's reduced Equip cost is paid by the player who owns the Equipment."""
    return bool(original(txn, txn.obj(equipment_id).owner, equipment_id, unit_id, reduction))


def _r17_copy_of_names_the_spectacles(doc: dict[str, Any]) -> dict[str, Any]:
    """The view's ``copy_of`` names the Equipment that makes the unit a copy, not the unit it copies."""
    objects = {o.get("id"): o for o in doc.get("objects", [])}
    for o in doc.get("objects", []):
        view = o.get("view") or {}
        if view.get("copy_of") is not None:
            makers = [a for a in view.get("attachments", [])
                      if "Spectacles" in str((objects.get(a) or {}).get("view", {}).get("name", ""))]
            if makers:
                view["copy_of"] = makers[-1]
    return doc


MUTANTS += [
    Mutant("r17-weaponmaster-paid-by-the-equipments-owner", "GEAR-21",
           "Weaponmaster's reduced Equip cost is paid from the pool of the player who owns the Equipment: a "
           "borrowed Equipment is paid for by its owner (GEAR-21, 821.1.c: an Equipment you control, and you "
           "pay its Equip cost minus [A])",
           patched(("rulespec.oracle.weaponmaster.pay_to_equip", _r17_weaponmaster_paid_by_the_owner))),
    Mutant("r17-copy-of-names-the-spectacles", "GEAR-25",
           "the view says the unit is a copy of the Spectacles that make it one, not of the unit it copies "
           "(GEAR-25: the equipped unit becomes a copy of the chosen friendly unit)",
           rewriting(snapshot=_r17_copy_of_names_the_spectacles)),
]


# --- round 18 ------------------------------------------------------------------------------------

def _r18_pays_for_a_unit_equipment(original: Callable[..., bool], txn: Txn, player: str, equipment_id: str,
                                   unit_id: str, *args: Any, **kwargs: Any) -> bool:
    """Weaponmaster pays the reduced Equip cost of a unit-Equipment chosen, then finds it cannot attach."""
    from rulespec.oracle import weaponmaster
    if is_unit(txn.obj(equipment_id)):
        cost = weaponmaster.reduced_cost(txn, player, equipment_id, *args, **kwargs)
        if cost is not None and not cost.is_empty():
            txn.pay(player, cost, "821.1.c", equipment_id)
        return False
    return original(txn, player, equipment_id, unit_id, *args, **kwargs)


def _r18_copy_end_reported_first(ended: str) -> Callable[[dict[str, Any], dict[str, Any], OracleAdapter],
                                                            dict[str, Any]]:
    """The end of the copy an Equipment sustained is reported before the detach that ends it."""

    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
        if result.get("accepted"):
            events = result["events"]
            for i, e in enumerate(events):
                if e.get("type") == ended:
                    for j in range(i - 1, -1, -1):
                        if events[j].get("type") == "detach":
                            events.insert(j, events.pop(i))
                            break
        return result

    return rewrite


MUTANTS += [
    Mutant("r18-weaponmaster-pays-for-a-unit-equipment", "GEAR-41",
           "Weaponmaster pays the reduced Equip cost of a unit-Equipment chosen, and only then finds that it cannot "
           "attach (GEAR-41: it can be chosen but cannot attach while a unit; 821.1.c.5: then nothing is paid)",
           patched(("rulespec.oracle.weaponmaster.pay_to_equip", _r18_pays_for_a_unit_equipment))),
    Mutant("r18-copy-end-reported-before-the-detach", "GEAR-28",
           "the end of the Spectacles' copy is reported before their detach, as if the copy ended first (GEAR-28: "
           "the detach ends the copy that lasted for as long as they were attached)",
           rewriting(perform=_r18_copy_end_reported_first("copy_ended"))),
    Mutant("r18-text-copy-end-reported-before-the-detach", "GEAR-29",
           "the end of Svellsongur's copied text is reported before its detach (GEAR-29: the real detach ends the "
           "copied text, the reattach copies it anew)",
           rewriting(perform=_r18_copy_end_reported_first("text_copy_ended"))),
]


def _r18_resolved_reported_after(what: str) -> Callable[[dict[str, Any], dict[str, Any], OracleAdapter],
                                                         dict[str, Any]]:
    """The ability_resolved event of an Equip is reported after the ``what`` event its resolution made."""

    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
        if result.get("accepted") and action.get("type") == "resolve":
            events = result["events"]
            for i, e in enumerate(events):
                if e.get("type") == "ability_resolved" and e.get("ability") == "equip":
                    for j in range(i + 1, len(events)):
                        if events[j].get("type") == what:
                            events.insert(j, events.pop(i))
                            break
                    break
        return result

    return rewrite


def _r18_angel_steps_reordered(action: dict[str, Any], result: dict[str, Any],
                               adapter: OracleAdapter) -> dict[str, Any]:
    """A replaced death reports the recall before the heal and the exhaust: home first, then tended."""
    if result.get("accepted") and any(e.get("type") == "heal" for e in result["events"]):
        events = result["events"]
        recalls = [i for i, e in enumerate(events) if e.get("type") == "recall" and e.get("cause") != "cleanup"]
        heals = [i for i, e in enumerate(events) if e.get("type") == "heal"]
        if recalls and heals and heals[0] < recalls[0]:
            events.insert(heals[0], events.pop(recalls[0]))
    return result


def _r18_angel_recall_as_cleanup(action: dict[str, Any], result: dict[str, Any],
                                 adapter: OracleAdapter) -> dict[str, Any]:
    """The recall Guardian Angel makes is reported as the cleanup's corrective recall."""
    if result.get("accepted") and any(e.get("type") == "heal" for e in result["events"]):
        for e in result["events"]:
            if e.get("type") == "recall" and e.get("cause") == "effect":
                e["cause"] = "cleanup"
    return result


MUTANTS += [
    Mutant("r18-equip-resolution-reported-after-the-attach", "GEAR-19",
           "the Equip ability is reported resolved after the attach it makes, as if the attach came before its "
           "resolution (GEAR-19: the Equipment becomes attached as the ability resolves)",
           rewriting(perform=_r18_resolved_reported_after("attach"))),
    Mutant("r18-guardian-angel-recalls-before-it-heals", "GEAR-10",
           "Guardian Angel's steps are done in the engine's own order: the unit is recalled first, then healed "
           "and exhausted (GEAR-10: kill the Angel instead, then heal, exhaust and recall the unit)",
           rewriting(perform=_r18_angel_steps_reordered)),
    Mutant("r18-guardian-angel-recall-reported-as-cleanup", "GEAR-10",
           "the recall Guardian Angel makes is reported as the cleanup's corrective recall (GEAR-10: the Angel's "
           "own text recalls the unit, an effect)", rewriting(perform=_r18_angel_recall_as_cleanup)),
]
